"""Shell integration in real bash, zsh and fish: Ctrl-T, Ctrl-R, Alt-C, completion
(`**<Tab>` in bash and zsh, Shift-Tab in fish) for files, cd, kill, ssh and
variables, and Esc leaving the command line as typed.

Each shell starts in a tmux window with a clean rc file that only loads the
program's script (`eval "$(fzf --bash)"`, `source <(fzf --zsh)`,
`fzf --fish | source`, or the same with cardlist), the program first on PATH
under the name its script calls. Judged by the command line a person sees
and by what the command prints when it runs.
"""
import os
import random
import re
import subprocess
import time
from run import check, poll, CaseFailure

SHELLS = ("bash", "zsh", "fish")


def load_line(kind, name):
    return {"bash": 'eval "$(%s --bash)"',
            "zsh": "HISTSIZE=1000\nSAVEHIST=1000\nsource <(%s --zsh)",
            "fish": "%s --fish | source"}[kind] % name


def setup(env, kind):
    name = "cardlist" if env.is_cardlist else "fzf"
    var = "set -gx COMPATVAR 1" if kind == "fish" else "export COMPATVAR=1"
    sh = env.shell(kind, rc=var + "\n" + load_line(kind, name), width=100, height=30)
    h = sh.home
    open(os.path.join(h, "with space.txt"), "w").close()
    open(os.path.join(h, "plain.txt"), "w").close()
    os.makedirs(os.path.join(h, "sub dir", "inner dir"), exist_ok=True)
    os.makedirs(os.path.join(h, ".ssh"), exist_ok=True)
    with open(os.path.join(h, ".ssh", "config"), "w") as f:
        f.write("Host compathost\n    HostName localhost\n")
    prompt(sh)
    return sh


def prompt(sh):
    return sh.wait(lambda s: cmdline(s) == "", "no empty prompt", timeout=8)


def cmdline(screen):
    """The text after the '$ ' prompt when it is the last line on screen (no picker
    below it), or None."""
    lines = [l for l in screen.split("\n") if l.strip()]
    if lines and lines[-1].startswith("$"):
        return lines[-1][1:].strip()
    return None


def picked(sh, text):
    """Wait until the picker shows text (on a line that is not a command line)."""
    return sh.wait(lambda s: any(text in l and not l.startswith("$") for l in s.split("\n")),
                   "the picker never showed %r" % text)


def program_running(sh):
    """Whether the picker on screen is the program under test (a process running it)."""
    want = os.path.realpath(sh.env.program)

    def running():
        for d in os.listdir("/proc"):
            if d.isdigit():
                try:
                    if os.path.realpath(os.readlink("/proc/%s/exe" % d)) == want:
                        return True
                except OSError:
                    pass
        return False
    check(poll(running, 2), "the picker on screen is not the program under test "
          "(the shell's own?):\n" + sh.screen())


def query(sh, text, shown):
    """Once the picker is up, type a query and wait until it shows `shown`
    (not relying on which items a picker shows before filtering)."""
    sh.wait(lambda s: cmdline(s) is None, "no picker")
    time.sleep(0.3)
    sh.type(text)
    s = picked(sh, shown)
    program_running(sh)
    return s


def wait_line(sh, pred, why):
    return sh.wait(lambda s: (cmdline(s) is not None and pred(cmdline(s))),
                   why + " (command line never right)")


def picker_gone(sh, text):
    sh.wait_gone(text)


def complete(sh, kind, before):
    """Type a command line and start the program's completion."""
    if kind == "fish":
        sh.type(before)
        sh.keys("BTab")
    else:
        sh.type(before + "**")
        sh.keys("Tab")


def readable(path):
    try:
        with open(path) as f:
            return f.read()
    except OSError:
        return ""


def output_lines(sh):
    return [l.rstrip() for l in sh.screen().split("\n")]


def ctrl_t(env, kind):
    sh = setup(env, kind)
    sh.type("printf '<%s>\\n' ")
    sh.keys("C-t")
    query(sh, "with space", "with space.txt")
    sh.wait_gone("plain.txt")
    sh.keys("Enter")
    s = wait_line(sh, lambda l: "with" in l and "printf" in l, "Ctrl-T did not insert the pick")
    check("<with space.txt>" not in s, "Ctrl-T ran the command")
    line = cmdline(s)
    check(re.search(r"""with\\ space\.txt|'with space\.txt'|"with space\.txt\"""", line),
          "the picked path is not quoted: %r" % line)
    sh.keys("Enter")
    sh.wait_text("<with space.txt>")


def ctrl_r(env, kind):
    sh = setup(env, kind)
    for w in ("HISTONE", "HISTTWO"):
        sh.run("echo " + w)
        sh.wait(lambda s: w in output_lines(sh), "echo %s did not run" % w)
        prompt(sh)
    sh.keys("C-r")
    picked(sh, "echo HISTTWO")
    program_running(sh)
    sh.type("histone")
    sh.wait(lambda s: not any("echo HISTTWO" in l and not l.startswith("$") for l in s.split("\n")),
            "the picker still shows echo HISTTWO")
    sh.keys("Enter")
    wait_line(sh, lambda l: l == "echo HISTONE", "Ctrl-R did not put the entry on the line")
    time.sleep(0.3)
    check(output_lines(sh).count("HISTONE") == 1, "Ctrl-R ran the entry:\n" + sh.screen())
    sh.keys("Enter")
    sh.wait(lambda s: output_lines(sh).count("HISTONE") == 2, "the entry did not run after Enter")


def alt_c(env, kind):
    sh = setup(env, kind)
    sh.keys("M-c")
    query(sh, "inner", "inner dir")
    sh.keys("Enter")
    prompt(sh)
    sh.run("pwd")
    sh.wait(lambda s: any(l.endswith("/sub dir/inner dir") for l in output_lines(sh)),
            "Alt-C did not change directory")


def complete_files(env, kind):
    sh = setup(env, kind)
    complete(sh, kind, "printf '<%s>\\n' with")
    picked(sh, "space.txt")
    sh.keys("Enter")
    s = wait_line(sh, lambda l: "space.txt" in l, "completion did not insert the file")
    check("**" not in cmdline(s), "the trigger is left: %r" % cmdline(s))
    sh.keys("Enter")
    sh.wait_text("<with space.txt>")


def complete_cd(env, kind):
    sh = setup(env, kind)
    complete(sh, kind, "cd ")
    s = picked(sh, "sub")
    check("plain.txt" not in s, "cd completion offers files:\n" + s)
    sh.type("sub")
    sh.keys("Enter")
    wait_line(sh, lambda l: l.startswith("cd ") and "sub" in l, "completion did not insert the directory")
    sh.keys("Enter")
    prompt(sh)
    sh.run("pwd")
    sh.wait(lambda s: any(re.search(r"/sub dir(/inner dir)?/?$", l) for l in output_lines(sh)),
            "cd to the completed directory failed")


def complete_kill(env, kind):
    sh = setup(env, kind)
    n = random.randint(40000, 49999)
    sh.run("sleep %d &" % n)
    prompt(sh)
    complete(sh, kind, "kill ")
    want = poll(lambda: [int(d) for d in os.listdir("/proc") if d.isdigit() and
                         readable("/proc/%s/cmdline" % d).split("\0")[:2] == ["sleep", str(n)]], 3)
    check(want, "the background sleep did not start")
    sh.wait(lambda s: cmdline(s) is None, "no picker")
    time.sleep(0.3)
    sh.type("'%d sleep" % want[0])
    picked(sh, str(want[0]))
    time.sleep(0.3)
    sh.keys("Enter")
    s = wait_line(sh, lambda l: re.match(r"kill +\d+", l), "kill completion did not insert a pid")
    pid = int(re.match(r"kill +(\d+)", cmdline(s)).group(1))
    with open("/proc/%d/cmdline" % pid) as f:
        argv = f.read().split("\0")
    check(argv[:2] == ["sleep", str(n)], "the pid %d is %r, not sleep %d" % (pid, argv, n))
    sh.keys("Enter")
    check(poll(lambda: not os.path.exists("/proc/%d/cmdline" % pid) or
               open("/proc/%d/stat" % pid).read().split(") ")[-1].startswith("Z"), 3),
          "the process was not killed")


def complete_ssh(env, kind):
    sh = setup(env, kind)
    complete(sh, kind, "ssh ")
    query(sh, "compathost", "compathost")
    time.sleep(0.2)
    sh.keys("Enter")
    wait_line(sh, lambda l: re.match(r"ssh +compathost\s*$", l), "ssh completion did not insert the host")


def complete_variables(env, kind):
    sh = setup(env, kind)
    cmds = ["set -e "] if kind == "fish" else ["unset ", "export "]
    for c in cmds:
        complete(sh, kind, c)
        query(sh, "COMPATVAR", "COMPATVAR")
        time.sleep(0.2)
        sh.keys("Enter")
        wait_line(sh, lambda l: re.match(re.escape(c.strip()) + r" +COMPATVAR(=.*)?\s*$", l),
                  "%s completion did not insert the variable" % c.strip())
        sh.keys("C-u")
        prompt(sh)


def esc_keeps_line(env, kind):
    sh = setup(env, kind)
    # fish's Shift-Tab completion is left out: with fzf 0.74 and fish 3.6, aborting that
    # picker (Esc or Ctrl-G) still leaves fish's own completion of the word on the line
    keys = [("C-t", "Ctrl-T"), ("C-r", "Ctrl-R")]
    if kind != "fish":
        keys.append((None, "completion"))
    for key, label in keys:
        typed = "echo KEEP"
        if key:
            sh.type(typed)
            sh.keys(key)
        else:
            complete(sh, kind, "echo KEEP")
            typed = "echo KEEP**"
        sh.wait(lambda s: cmdline(s) is None, "%s: no picker" % label)
        time.sleep(0.3)
        sh.keys("Escape")
        wait_line(sh, lambda l: l == typed, "%s, Esc: the line is not as typed" % label)
        sh.keys("C-u")
        prompt(sh)


BEHAVIOURS = [ctrl_t, ctrl_r, alt_c, complete_files, complete_cd, complete_kill,
              complete_ssh, complete_variables, esc_keeps_line]


def make(fn, kind):
    def case(env):
        fn(env, kind)
    case.__name__ = "case_shell_%s_%s" % (kind, fn.__name__)
    return case


CASES = [make(fn, kind) for kind in SHELLS for fn in BEHAVIOURS]
