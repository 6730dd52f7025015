#!/usr/bin/env python3
"""Behaviour suite: does a program behave like fzf (0.74) for common options?

Usage: python3 compat/run.py --program PATH [--group G,..] [--only NAME,..] [--list]

Every case gets the same fzf-style command line. The only difference made
for cardlist is the environment variable CARDLIST_DEFAULT_OPTS="--typing filter"
(fzf ignores it).
"""
import argparse
import importlib
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
if __name__ == "__main__":
    # the case modules import helpers from "run": let them share this module
    sys.modules.setdefault("run", sys.modules["__main__"])

SOCKET = "compat"
TIMEOUT = 5.0
GROUPS = ["cases_options", "cases_keys", "cases_display", "cases_selection",
          "cases_preview", "cases_bind", "cases_height", "cases_shell"]


class CaseFailure(Exception):
    pass


def check(cond, why):
    if not cond:
        raise CaseFailure(why)


def tmux(*args, check_rc=True):
    p = subprocess.run(["tmux", "-L", SOCKET] + list(args),
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if check_rc and p.returncode != 0:
        raise RuntimeError("tmux %s: %s" % (" ".join(args), p.stderr.strip()))
    return p.stdout


def poll(fn, timeout=TIMEOUT, step=0.05):
    """Call fn until it returns a true value or the deadline passes."""
    end = time.time() + timeout
    while True:
        v = fn()
        if v:
            return v
        if time.time() > end:
            return v
        time.sleep(step)


class Env:
    """What a case gets: the program, a scratch directory, and helpers."""

    def __init__(self, program, is_cardlist, workdir, name):
        self.program = program
        self.is_cardlist = is_cardlist
        self.dir = workdir
        self.name = name
        self.sessions = []

    def environ(self):
        env = dict(os.environ)
        for k in ("FZF_DEFAULT_OPTS", "FZF_DEFAULT_OPTS_FILE", "FZF_DEFAULT_COMMAND",
                  "CARDLIST_DEFAULT_OPTS"):
            env.pop(k, None)
        if self.is_cardlist:
            env["CARDLIST_DEFAULT_OPTS"] = "--typing filter"
        return env

    def path(self, name):
        return os.path.join(self.dir, name)

    def write(self, name, lines):
        """Write lines (a list, each ended by a newline) or raw text (a str) to a file."""
        p = self.path(name)
        with open(p, "w") as f:
            f.write(lines if isinstance(lines, str) else "".join(l + "\n" for l in lines))
        return p

    def filter(self, args, lines):
        """Run the program directly (no terminal); returns (rc, out_lines, err)."""
        data = "".join(l + "\n" for l in lines)
        try:
            p = subprocess.run([self.program] + list(args), input=data,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True, env=self.environ(), timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            raise CaseFailure("timed out after %ss: %s" % (TIMEOUT, " ".join(args)))
        out = p.stdout.split("\n")
        if out and out[-1] == "":
            out.pop()
        return p.returncode, out, p.stderr

    def term(self, args, lines, width=80, height=24):
        t = Term(self, args, lines, width, height)
        self.sessions.append(t)
        return t

    def shell(self, kind="bash", rc="", width=80, height=24, items=None):
        """An interactive shell (bash, zsh or fish) in a tmux window, with a clean rc file
        holding only rc, HOME in the scratch directory, and the program first on PATH
        under the name its shell script calls (fzf, or cardlist for cardlist)."""
        t = Shell(self, kind, rc, width, height)
        self.sessions.append(t)
        return t

    def close(self):
        for t in self.sessions:
            t.kill()


class Term:
    """The program running in a tmux window, reading lines, output to files."""
    count = 0

    def __init__(self, env, args, lines, width, height):
        Term.count += 1
        self.env = env
        self.session = "c%d_%d" % (os.getpid(), Term.count)
        tag = str(Term.count)
        self.inp = env.write("in" + tag, lines)
        self.out = env.path("out" + tag)
        self.rcf = env.path("rc" + tag)
        # stderr stays on the terminal: some programs draw their screen there
        cmd = "%s %s < %s > %s; echo $? > %s.tmp; mv %s.tmp %s; sleep 60" % (
            shlex.quote(env.program), " ".join(shlex.quote(a) for a in args),
            shlex.quote(self.inp), shlex.quote(self.out),
            shlex.quote(self.rcf), shlex.quote(self.rcf), shlex.quote(self.rcf))
        e = env.environ()
        envprefix = "env -u FZF_DEFAULT_OPTS -u FZF_DEFAULT_OPTS_FILE -u FZF_DEFAULT_COMMAND -u CARDLIST_DEFAULT_OPTS "
        if env.is_cardlist:
            envprefix += "CARDLIST_DEFAULT_OPTS=%s " % shlex.quote(e["CARDLIST_DEFAULT_OPTS"])
        full = envprefix + "sh -c " + shlex.quote(cmd)
        for attempt in range(3):
            try:
                tmux("new-session", "-d", "-s", self.session, "-x", str(width),
                     "-y", str(height), full)
                break
            except RuntimeError:
                if attempt == 2:
                    raise
                time.sleep(0.2)
        self.alive = True

    def keys(self, *keys):
        tmux("send-keys", "-t", self.session, *keys)

    def type(self, text):
        tmux("send-keys", "-t", self.session, "-l", text)

    def screen(self, colour=False):
        args = ["capture-pane", "-p", "-t", self.session]
        if colour:
            args.append("-e")
        return tmux(*args, check_rc=False)

    def lines(self):
        return self.screen().split("\n")

    def wait(self, pred, why, timeout=TIMEOUT):
        """Poll the screen until pred(screen_text) is true."""
        last = [""]

        def f():
            s = self.screen()
            last[0] = s
            return pred(s) or self.finished()
        if not poll(f, timeout) or not pred(last[0]):
            if self.finished():
                with open(self.rcf) as fh:
                    rc = fh.read().strip()
                raise CaseFailure("%s: program exited %s early (screen: %s)" % (
                    why, rc, self.stderr().strip()[:300]))
            raise CaseFailure("%s; screen was:\n%s" % (why, indent(last[0])))
        return last[0]

    def wait_text(self, text, timeout=TIMEOUT):
        return self.wait(lambda s: text in s, "never showed %r" % text, timeout)

    def wait_gone(self, text, timeout=TIMEOUT):
        return self.wait(lambda s: text not in s, "still shows %r" % text, timeout)

    def wait_count(self, m, n, timeout=TIMEOUT):
        pat = re.compile(r"(?<![0-9])%d/%d(?![0-9])" % (m, n))
        return self.wait(lambda s: pat.search(s), "counter never read %d/%d" % (m, n), timeout)

    def finished(self):
        return os.path.exists(self.rcf)

    def result(self, timeout=TIMEOUT):
        """Wait for the program to exit; returns (rc, out_lines)."""
        if not poll(self.finished, timeout):
            raise CaseFailure("program did not exit; screen was:\n%s" % indent(self.screen()))
        with open(self.rcf) as f:
            rc = int(f.read().strip() or "-1")
        with open(self.out) as f:
            out = f.read().split("\n")
        if out and out[-1] == "":
            out.pop()
        return rc, out

    def stderr(self):
        """What is left on the screen (stderr is not redirected), squeezed to one line."""
        return " / ".join(l.strip() for l in self.screen().split("\n") if l.strip())

    def still_running(self, settle=0.5):
        time.sleep(settle)
        return not self.finished()

    def kill(self):
        if self.alive:
            tmux("kill-session", "-t", self.session, check_rc=False)
            self.alive = False


class Shell(Term):
    """A shell in a tmux window; send keys and read the screen as with Term."""

    def __init__(self, env, kind, rc, width, height):
        Term.count += 1
        self.env = env
        self.kind = kind
        self.session = "s%d_%d" % (os.getpid(), Term.count)
        self.rcf = env.path("never-exists")
        home = env.path("home")
        bindir = env.path("bin")
        for d in (home, bindir, os.path.join(home, ".config", "fish"),
                  os.path.join(home, ".local", "share", "fish")):
            os.makedirs(d, exist_ok=True)
        name = "cardlist" if env.is_cardlist else "fzf"
        link = os.path.join(bindir, name)
        if not os.path.exists(link):
            os.symlink(env.program, link)
        self.name = name
        vars = {"HOME": home, "PATH": bindir + ":" + os.environ.get("PATH", "/usr/bin:/bin"),
                "TERM": "screen-256color", "XDG_CONFIG_HOME": os.path.join(home, ".config"),
                "XDG_DATA_HOME": os.path.join(home, ".local", "share"), "ZDOTDIR": home,
                "HISTFILE": os.path.join(home, ".hist"), "SHELL": "/bin/sh"}
        if env.is_cardlist:
            vars["CARDLIST_DEFAULT_OPTS"] = "--typing filter"
        if kind == "bash":
            rcfile = os.path.join(home, ".bashrc")
            text = "PS1='$ '\n" + rc
            cmd = "bash --noprofile --rcfile %s -i" % shlex.quote(rcfile)
        elif kind == "zsh":
            rcfile = os.path.join(home, ".zshrc")
            text = "PS1='$ '\nunsetopt PROMPT_SP\n" + rc
            cmd = "zsh -i"
        else:
            rcfile = os.path.join(home, ".config", "fish", "config.fish")
            text = "function fish_prompt; echo -n '$ '; end\nfunction fish_greeting; end\n" + rc
            cmd = "fish -i"
        with open(rcfile, "w") as f:
            f.write(text + "\n")
        unset = " ".join("-u " + k for k in ("FZF_DEFAULT_OPTS", "FZF_DEFAULT_OPTS_FILE",
                                              "FZF_DEFAULT_COMMAND", "CARDLIST_DEFAULT_OPTS",
                                              "BASH_ENV", "ENV", "PROMPT_COMMAND"))
        full = "cd %s && exec env %s %s %s" % (
            shlex.quote(home), unset,
            " ".join("%s=%s" % (k, shlex.quote(v)) for k, v in vars.items()), cmd)
        tmux("new-session", "-d", "-s", self.session, "-x", str(width), "-y", str(height),
             "sh -c " + shlex.quote(full))
        self.alive = True
        self.home = home

    def finished(self):
        return False

    def cursor(self):
        """(row, column) of the cursor."""
        out = tmux("display-message", "-p", "-t", self.session, "#{cursor_y} #{cursor_x}")
        y, x = out.split()
        return int(y), int(x)

    def run(self, line):
        """Type a command line and press Enter."""
        self.type(line)
        self.keys("Enter")


def indent(s):
    return "\n".join("    | " + l for l in s.rstrip("\n").split("\n"))


def collect(groups=None):
    cases = []
    for g in groups or GROUPS:
        mod = importlib.import_module(g)
        for name in getattr(mod, "CASES"):
            cases.append((name.__name__.replace("case_", "", 1), name))
    return cases


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[1])
    ap.add_argument("--program", help="fzf or cardlist binary (required unless --list)")
    ap.add_argument("--only", default="", help="comma-separated case names")
    ap.add_argument("--group", default="",
                    help="comma-separated groups (file names without cases_: options,keys,display,"
                         "selection,preview,bind,height,shell)")
    ap.add_argument("--list", action="store_true", help="list case names and stop")
    ap.add_argument("--cardlist", choices=["auto", "yes", "no"], default="auto",
                    help="whether to set CARDLIST_DEFAULT_OPTS (auto: program name contains 'cardlist')")
    ap.add_argument("--keep", action="store_true", help="keep the scratch directory")
    a = ap.parse_args()

    groups = None
    if a.group:
        groups = ["cases_" + g.strip().replace("cases_", "", 1) for g in a.group.split(",") if g.strip()]
        bad = [g for g in groups if g not in GROUPS]
        if bad:
            print("unknown group: " + ", ".join(bad), file=sys.stderr)
            return 2
    cases = collect(groups)
    if a.list:
        for n, _ in cases:
            print(n)
        return 0
    if not a.program:
        ap.error("--program is required")
    if a.only:
        want = [w.strip() for w in a.only.split(",") if w.strip()]
        names = {n for n, _ in cases}
        unknown = [w for w in want if w not in names]
        if unknown:
            print("unknown case: " + ", ".join(unknown), file=sys.stderr)
            return 2
        cases = [c for c in cases if c[0] in want]
    program = shutil.which(a.program) or a.program
    program = os.path.abspath(program)
    if not os.access(program, os.X_OK):
        print("not an executable: " + a.program, file=sys.stderr)
        return 2
    if a.cardlist == "auto":
        is_cardlist = "cardlist" in os.path.basename(program).lower()
    else:
        is_cardlist = a.cardlist == "yes"

    root = tempfile.mkdtemp(prefix="compat-")
    passed = failed = 0
    # one idle session keeps the tmux server up between cases
    keeper = "keep_%d" % os.getpid()
    tmux("new-session", "-d", "-s", keeper, "-x", "20", "-y", "5", "sleep 86400")
    try:
        for name, fn in cases:
            d = os.path.join(root, name)
            os.mkdir(d)
            env = Env(program, is_cardlist, d, name)
            try:
                fn(env)
                print("pass " + name)
                passed += 1
            except CaseFailure as e:
                print("FAIL %s: %s" % (name, e))
                failed += 1
            except Exception as e:
                print("FAIL %s: error in case: %s" % (name, "".join(
                    traceback.format_exception_only(type(e), e)).strip()))
                failed += 1
            finally:
                env.close()
            sys.stdout.flush()
    finally:
        tmux("kill-session", "-t", keeper, check_rc=False)
        if not a.keep:
            shutil.rmtree(root, ignore_errors=True)
    print("%d passed, %d failed" % (passed, failed))
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
