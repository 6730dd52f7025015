"""Shell-integration rows of `make bench`: Ctrl-R over a long history.

    python3 bench/bench.py --only shell     # these rows only
    python3 bench/shell.py CARDLIST FZF     # the same, standalone

Each program's own bash script (`eval "$(cardlist --bash)"`, `eval "$(fzf --bash)"`) is
loaded into an interactive bash (no user rc) in an 80x24 pty whose history holds 100,000
distinct commands (HISTFILE, read at start). Ctrl-R is pressed at an empty prompt; the time
runs from the key to the first screen on which the newest command (the picker's first item)
shows; Esc then closes the picker and the prompt comes back before the next round. Both
programs run in turn within each repeat. Target: cardlist at most 0.5 x today's fzf.
"""

import fcntl
import os
import pty  # noqa: F401  (documents that this is a pty harness)
import select
import shutil
import statistics
import struct
import sys
import tempfile
import termios
import time

from screen import Screen

ENTRIES = 100_000
NEWEST = "echo the-newest-command"
TARGET = 0.5
VERBS = ["git commit -m", "make", "grep -rn", "ssh", "cd", "vim", "python3 -c", "curl -s", "ls -la", "docker run"]


def write_history(path):
    """100,000 distinct commands, the oldest first, NEWEST last."""
    if os.path.exists(path):
        return
    with open(path + ".tmp", "w") as out:
        for index in range(ENTRIES - 1):
            verb = VERBS[index % len(VERBS)]
            out.write(f"{verb} 'item {index} of the long history' --flag={index * 7919 % 100003}\n")
        out.write(NEWEST + "\n")
    os.rename(path + ".tmp", path)


class Shell:
    """An interactive bash in a pty with `binary` on PATH under `name`, its script loaded."""

    def __init__(self, name, binary, history, folder):
        bin_dir = os.path.join(folder, f"bin-{name}")
        os.makedirs(bin_dir, exist_ok=True)
        link = os.path.join(bin_dir, name)
        if os.path.lexists(link):
            os.remove(link)
        os.symlink(binary, link)
        rc = os.path.join(folder, f"rc-{name}")
        with open(rc, "w") as out:
            out.write(f"HISTFILE={history}\nHISTSIZE={ENTRIES * 2}\nHISTFILESIZE={ENTRIES * 2}\n"
                      f"PS1='READY> '\neval \"$({name} --bash)\"\n")
        env = {"HOME": folder, "PATH": f"{bin_dir}:/usr/local/bin:/usr/bin:/bin", "TERM": "xterm-256color",
               "LANG": "C.UTF-8", "SHELL": "/bin/bash"}
        master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        pid = os.fork()
        if pid == 0:
            try:
                os.setsid()
                fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
                for fd in (0, 1, 2):
                    os.dup2(slave, fd)
                os.closerange(3, 1024)
                os.execve("/bin/bash", ["bash", "--noprofile", "--rcfile", rc, "-i"], env)
            finally:
                os._exit(127)
        os.close(slave)
        self.pid, self.master = pid, master
        self.screen = Screen(24, 80, reply=lambda data: os.write(master, data))

    def read_until(self, check, timeout):
        """Reads until `check(screen text)` holds; returns the time of the chunk that made it."""
        deadline = time.perf_counter() + timeout
        while True:
            if check(self.screen.text()):
                return time.perf_counter()
            left = deadline - time.perf_counter()
            if left <= 0:
                raise TimeoutError("screen:\n" + self.screen.text())
            ready, _, _ = select.select([self.master], [], [], left)
            if ready:
                data = os.read(self.master, 65536)
                now = time.perf_counter()
                self.screen.feed(data)
                if check(self.screen.text()):
                    return now

    def quiet(self, gap=0.2, limit=3.0):
        """Reads until nothing has come for `gap` s."""
        end = time.perf_counter() + limit
        while time.perf_counter() < end:
            ready, _, _ = select.select([self.master], [], [], gap)
            if not ready:
                return
            self.screen.feed(os.read(self.master, 65536))

    def ctrl_r(self):
        """Ctrl-R to the newest command on screen, in seconds; then Esc back to the prompt."""
        self.read_until(lambda text: text.rstrip().endswith("READY>"), 20)
        self.quiet()
        sent = time.perf_counter()
        os.write(self.master, b"\x12")
        shown = self.read_until(lambda text: NEWEST in text, 20)
        self.quiet(0.1)
        os.write(self.master, b"\x1b")
        self.read_until(lambda text: text.rstrip().endswith("READY>") and NEWEST not in text, 20)
        os.write(self.master, b"\x0c")  # Ctrl-L: a clear screen for the next round
        return shown - sent

    def close(self):
        os.write(self.master, b"exit\r")
        try:
            os.waitpid(self.pid, 0)
        finally:
            os.close(self.master)


def run(cardlist, fzf, data_dir, quick, log):
    """The Ctrl-R medians: rows of (title, cardlist, fzf, ratio, target, verdict)."""
    cardlist, fzf = os.path.abspath(cardlist), os.path.abspath(fzf)  # linked from a scratch folder
    folder = os.path.join(data_dir, "shell-v1")
    os.makedirs(folder, exist_ok=True)
    history = os.path.join(folder, "history")
    write_history(history)
    repeats = 5 if quick else 11
    samples = {"cardlist": [], "fzf": []}
    with tempfile.TemporaryDirectory(dir=folder) as scratch:
        shells = {"cardlist": Shell("cardlist", cardlist, history, scratch), "fzf": Shell("fzf", fzf, history, scratch)}
        try:
            for repeat in range(repeats):
                log(f"shell: Ctrl-R {repeat + 1}/{repeats}")
                for name, shell in shells.items():
                    samples[name].append(shell.ctrl_r())
        finally:
            for shell in shells.values():
                shell.close()
    ours, theirs = statistics.median(samples["cardlist"]), statistics.median(samples["fzf"])
    ratio = ours / theirs
    return [("Ctrl-R, 100,000-entry history: key -> picker shown", ours, theirs, ratio, TARGET,
             "pass" if ratio <= TARGET else "FAIL")]


def print_rows(rows, fzf_label):
    print()
    print(f"{'shell integration (bash)':<52} {'cardlist':>9} {fzf_label:>10} {'ratio':>6} {'target':>7}")
    for title, ours, theirs, ratio, target, verdict in rows:
        print(f"{title:<52} {ours * 1000:7.1f}ms {theirs * 1000:8.1f}ms {ratio:6.2f} {'≤ ' + str(target) + ' x':>7} {verdict}")


if __name__ == "__main__":
    cardlist_path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", ".build", "release", "cardlist")
    fzf_path = sys.argv[2] if len(sys.argv) > 2 else shutil.which("fzf")
    data = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".build", "bench-data")
    print_rows(run(os.path.abspath(cardlist_path), os.path.abspath(fzf_path), data, "--quick" in sys.argv,
                   lambda message: print(message, file=sys.stderr)), "fzf")
