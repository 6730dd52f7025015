"""One program under test, running full screen in a real pseudo-terminal.

The program gets a new session whose controlling terminal is the pty (so `/dev/tty` is the
pty, as with forkpty), the data file on stdin, stdout on /dev/null (as in
`choice=$(program < data)`) and stderr on the pty. Everything it writes to the pty is read
here, timestamped with `time.perf_counter()` when `read` returns, counted, and fed to a
`Screen` emulator that the checks look at.
"""

import errno
import fcntl
import os
import re
import select
import signal
import struct
import termios
import time

from screen import Screen


class Exited(Exception):
    """The program closed the terminal (it exited) while we waited for something."""


class TimedOut(Exception):
    """What we waited for did not happen before the deadline."""


def _environment(term):
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("LC_", "FZF_")) and k not in ("COLUMNS", "LINES", "NO_COLOR")}
    env.update(TERM=term, LANG="C.UTF-8")
    return env


class Stdin:
    """What a program gets on stdin: the data file itself (`program < file`) or, with `pipe`,
    a pipe fed by `cat` (`cat file | program`)."""

    def __init__(self, path, pipe=False):
        self.path = path
        self.pipe = pipe

    def open(self):
        """Returns the descriptor to give the program as stdin, and the pid of the `cat`
        feeding it (None for a file); the caller closes the one and reaps the other."""
        if not self.pipe:
            return os.open(self.path, os.O_RDONLY), None
        read_end, write_end = os.pipe()
        pid = os.fork()
        if pid == 0:
            try:
                os.dup2(write_end, 1)
                os.closerange(3, 1024)
                os.execvp("cat", ["cat", self.path])
            finally:
                os._exit(127)
        os.close(write_end)
        return read_end, pid

    @staticmethod
    def reap(pid):
        if pid is not None:
            os.waitpid(pid, 0)


# The questions the emulator answers: device attributes, status and cursor position reports
# (`ESC [ > c`, `ESC [ 0 c`, `ESC [ 6 n`...). Searched for in a chunk together with the end of
# the one before, so a question split between two chunks is found.
_QUERY = re.compile(rb"\x1b\[>?[0-9]*[cn]")
_QUERY_TAIL = 8

class Session:
    """A program started in an `rows` x `columns` pty with `stdin` (a `Stdin`, or a file
    path) on its stdin; with `record`, every byte read is also kept in `transcript`."""

    def __init__(self, argv, stdin, rows=24, columns=80, term="xterm-256color", record=False):
        self.argv = argv
        self.transcript = [] if record else None
        master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        null = os.open(os.devnull, os.O_WRONLY)
        env = _environment(term)
        stdin = stdin if isinstance(stdin, Stdin) else Stdin(stdin)
        self.started = time.perf_counter()
        data, self.feeder = stdin.open()
        pid = os.fork()
        if pid == 0:  # child: new session, the pty as controlling terminal, then exec
            try:
                os.setsid()
                fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
                os.dup2(data, 0)
                os.dup2(null, 1)
                os.dup2(slave, 2)
                os.closerange(3, 1024)
                os.execvpe(argv[0], argv, env)
            finally:
                os._exit(127)
        os.close(slave)
        os.close(data)
        os.close(null)
        self.pid = pid
        self.master = master
        os.set_blocking(master, False)
        self.screen = Screen(rows, columns, reply=self.write)
        self.bytes_read = 0
        self.last_output = None
        self.seen = {}
        self._watches = {}
        self.exited = False
        self.usage = None
        self.status = None

    # Output --------------------------------------------------------------------------

    def write(self, data):
        """Sends `data` to the program as typed keys; returns the time just before writing."""
        now = time.perf_counter()
        os.write(self.master, data)
        return now

    def key(self, name):
        """The bytes a terminal sends for the key `name` in the program's current cursor mode."""
        final = {"up": "A", "down": "B", "right": "C", "left": "D"}[name]
        return ("\x1bO" if self.screen.application_cursor else "\x1b[").encode() + final.encode()

    def read(self, timeout):
        """Waits up to `timeout` s for output; returns (time, byte count) or None when quiet.

        Raises `Exited` when the program has closed the terminal."""
        chunk = self._read_raw(timeout)
        if chunk is None:
            return None
        now, data = chunk
        self._absorb(now, data)
        return now, len(data)

    def _read_raw(self, timeout):
        """Waits up to `timeout` s for output; returns (time, bytes) without emulating them."""
        if self.exited:
            raise Exited()
        ready, _, _ = select.select([self.master], [], [], max(0.0, timeout))
        if not ready:
            return None
        try:
            data = os.read(self.master, 65536)
        except OSError as error:
            if error.errno in (errno.EIO, errno.EBADF):
                self.exited = True
                raise Exited() from None
            if error.errno == errno.EAGAIN:
                return None
            raise
        now = time.perf_counter()
        if not data:
            self.exited = True
            raise Exited()
        self.bytes_read += len(data)
        self.last_output = now
        if self.transcript is not None:
            self.transcript.append(data)
        return now, data

    def _absorb(self, now, data):
        """Emulates `data`, read at `now`, and notes the watches it makes hold."""
        self.screen.feed(data)
        for name, check in list(self._watches.items()):
            if check(self.screen):
                self.seen[name] = now
                del self._watches[name]

    # Waiting -------------------------------------------------------------------------

    def watch(self, name, check):
        """From now on, notes in `seen[name]` the time of the first chunk after which
        `check(screen)` holds, whatever else is being waited for meanwhile."""
        if check(self.screen):
            self.seen[name] = self.last_output or time.perf_counter()
        else:
            self._watches[name] = check

    def wait_seen(self, name, timeout):
        """Reads until the watch `name` has been seen; returns the time it was."""
        deadline = time.perf_counter() + timeout
        while name not in self.seen:
            left = deadline - time.perf_counter()
            if left <= 0:
                raise TimedOut()
            self.read(left)
        return self.seen[name]

    def wait_for(self, check, timeout):
        """Reads until `check(screen)` holds; returns the time of the chunk that made it hold."""
        self.seen.pop("wait", None)
        self.watch("wait", check)
        return self.wait_seen("wait", timeout)

    def send_and_wait(self, data, check, timeout):
        """Sends `data` and reads until `check(screen)` holds; returns (time just before
        the write, time of the chunk that made it hold).

        The check is armed on the old screen before the write, so the harness's own work
        (rendering the emulated screen to text) is not counted in the program's time: the
        harness is already waiting to read when the program answers."""
        self.seen.pop("wait", None)
        self.watch("wait", check)
        if "wait" in self.seen:
            raise ValueError("the condition already held before the keys were sent")
        sent = self.write(data)
        return sent, self.wait_seen("wait", timeout)

    def burst_end(self, gap, limit=5.0, first_wait=None):
        """Reads until `gap` s pass with no output (`first_wait` s, if given, for the first
        chunk); returns the time of the last byte read (None when nothing came) and the
        bytes read meanwhile. Gives up `limit` s after it starts (after the first chunk,
        with `first_wait`).

        The chunks are emulated once the burst is over, each with the time it was read: a
        chunk that arrives while the harness is still emulating the one before would
        otherwise be timed when the harness gets to it. (A chunk that asks the terminal
        something, such as the cursor position, is answered at once.)"""
        last = None
        count = 0
        pending = []
        tail = b""
        # With `first_wait`, `limit` counts from the first chunk.
        deadline = time.perf_counter() + (limit if first_wait is None else first_wait)
        wait = gap if first_wait is None else first_wait
        try:
            while time.perf_counter() < deadline:
                chunk = self._read_raw(wait)
                wait = gap
                if chunk is None:
                    break
                if last is None and first_wait is not None:
                    deadline = chunk[0] + limit
                last = chunk[0]
                count += len(chunk[1])
                joined = tail + chunk[1]
                tail = joined[-_QUERY_TAIL:]
                if _QUERY.search(joined):
                    for now, data in pending + [chunk]:
                        self._absorb(now, data)
                    pending = []
                else:
                    pending.append(chunk)
        finally:
            for now, data in pending:
                self._absorb(now, data)
        return last, count

    def respond(self, data, gap, first_wait=1.0):
        """Sends `data` and reads the answer: until `gap` s of quiet after its last byte.

        Returns (seconds from the write to the last byte of the answer, bytes), or (None, 0)
        when nothing came within `first_wait` s."""
        sent = self.write(data)
        last, count = self.burst_end(gap, first_wait=first_wait)
        if last is None:
            return None, 0
        return last - sent, count

    # Ending --------------------------------------------------------------------------

    def finish(self, keys=b"\x03", grace=5.0):
        """Ends the program (keys, then SIGTERM, then SIGKILL), reading its last output,
        and collects its exit status and resource usage (`usage.ru_maxrss` is in KiB)."""
        if self.usage is None:
            try:
                if not self.exited:
                    os.write(self.master, keys)
            except OSError:
                pass
            deadline = time.perf_counter() + grace
            signals = [signal.SIGTERM, signal.SIGKILL]
            while True:
                pid, status, usage = os.wait4(self.pid, os.WNOHANG)
                if pid == self.pid:
                    self.status, self.usage = status, usage
                    break
                try:
                    self.read(0.02)
                except Exited:
                    time.sleep(0.005)
                if time.perf_counter() > deadline and signals:
                    try:
                        os.kill(self.pid, signals.pop(0))
                    except ProcessLookupError:
                        pass
                    deadline = time.perf_counter() + 2.0
        try:
            os.close(self.master)
        except OSError:
            pass
        Stdin.reap(self.feeder)
        self.feeder = None
        return self.usage

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.finish()
        return False
