"""The measures: what each row of the table is, and the runs that produce its samples.

Every interactive run returns a dict of samples keyed by measure id; a run that cannot
measure raises `Unavailable` (or `session.TimedOut` / `session.Exited`).
"""

import subprocess
import time

import os

from session import Session, Stdin

QUIET_GAP = 0.030  # a response burst ends after this much silence
SETTLE_GAP = 0.200  # silence that counts as "done drawing" before keys are sent
FRAME_GAP = 0.005  # the rest of a frame arrives within this of the previous chunk

MEASURES = {
    # id: (title, run kind, targets). A target is (kind, against, value): kind "ratio"
    # (cardlist <= value x that fzf's median), "abs" (cardlist <= value); `against` is "base"
    # (Debian's fzf 0.38) or "peer" (today's fzf, 0.74) and unused for "abs". A row passes
    # when every target it names is met.
    "first-frame": ("first frame, plain lines", "load", [("ratio", "base", 0.5), ("ratio", "peer", 0.4)]),
    "loaded": ("everything loaded, plain lines", "load", [("ratio", "base", 0.5), ("ratio", "peer", 0.35)]),
    "nav": ("navigation key -> frame, line style", "nav",
            [("ratio", "base", 1.0), ("abs", None, 0.002), ("ratio", "peer", 0.8)]),
    "nav-bytes": ("bytes per navigation key, line style", "nav", [("ratio", "base", 1.0)]),
    "nav-page": ("key -> frame, a move within the page", "nav", [("ratio", "peer", 0.8), ("abs", None, 0.0004)]),
    "nav-page-bytes": ("bytes per key, a move within the page", "nav", [("abs", None, 135)]),
    "nav-scroll": ("key -> frame, a move that scrolls", "nav", [("ratio", "peer", 0.5)]),
    "nav-scroll-bytes": ("bytes per key, a move that scrolls", "nav", [("ratio", "peer", 0.3)]),
    "typing": ("type a 23-char name -> selected", "typing", [("ratio", "base", 0.1)]),
    "rss": ("peak RSS, plain lines", "load", [("ratio", "base", 0.6), ("ratio", "peer", 0.5)]),
    "filter": ("--filter, three words", "filter", [("ratio", "base", 0.5), ("ratio", "peer", 0.35)]),
    "jsonl": ("everything loaded, JSON Lines", "jsonl", [("abs", None, 0.6)]),
    "jsonl-rss": ("peak RSS, JSON Lines", "jsonl", [("abs", None, 400 * 1024 * 1024)]),
    "search": ("type a 12-char fuzzy query -> ranked list", "search", [("ratio", "base", 0.5)]),
    "search-rss": ("peak RSS while searching", "search", [("ratio", "base", 0.6)]),
    "search-broad": ("type a query, each key leaving thousands", "search-broad", [("ratio", "peer", 0.5)]),
    "filter-10m": ("--filter, three words, 10 M lines", "big", [("ratio", "base", 0.5), ("ratio", "peer", 0.35)]),
    "loaded-10m": ("everything loaded, 10 M lines", "big-load", [("ratio", "base", 0.5), ("ratio", "peer", 0.3)]),
    "rss-10m": ("peak RSS, 10 M lines", "big-load", [("ratio", "base", 0.5), ("ratio", "peer", 0.35)]),
    "process-version": ("whole process, --version", "process", [("ratio", "peer", 1.2)]),
    "process-filter": ("whole process, --filter x on 10 lines", "process", [("ratio", "peer", 1.2)]),
    "print-lines": ("--print, plain lines, line style", "print", [("abs", None, 1.0)]),
    "print-items": ("--print, JSON Lines, item style", "print", [("abs", None, 3.0)]),
    "binary-size": ("binary, stripped", "size", [("abs", None, 12 * 1000 * 1000)]),
    "walker": ("walker: every file under /usr listed", "walker", [("ratio", "peer", 0.7)]),
    # 100 M lines from a file (--huge: about 2 GB on disk).
    "first-frame-100m": ("first frame, 100 M lines", "huge-load", [("ratio", "peer", 0.4)]),
    "loaded-100m": ("everything loaded, 100 M lines", "huge-load", [("ratio", "peer", 0.3)]),
    "rss-100m": ("peak RSS, 100 M lines", "huge-load", [("ratio", "peer", 0.3)]),
    "filter-100m": ("--filter, three words, 100 M lines", "huge", [("ratio", "peer", 0.3)]),
}
#: Measures that run only when asked for (`--huge`).
OPTIONAL_KINDS = ("huge", "huge-load")
# Samples kept for the record (last-run.json) but not shown as rows.
EXTRA_SAMPLES = ("typing-first",)


class Unavailable(Exception):
    """A program cannot be measured; the message is the reason shown in the table."""


def load_session(program, data, count, first_name, timeout):
    """First frame, everything loaded and peak RSS, from one start of the program."""
    with Session(program.argv("plain"), data) as session:
        session.watch("loaded", lambda s: program.loaded(s, count))
        first = session.wait_for(lambda s: program.shows_item(s, first_name), timeout)
        end, _ = session.burst_end(FRAME_GAP, limit=0.05)
        first_frame = (end or first) - session.started
        loaded = session.wait_seen("loaded", timeout) - session.started
        session.burst_end(SETTLE_GAP, limit=2.0)
        usage = session.finish()
    return {"first-frame": first_frame, "loaded": loaded, "rss": usage.ru_maxrss * 1024}


#: Of the navigation keys, the first ones move within the first page (both programs show
#: about 21 rows at 80x24) and the last ones scroll (the page was left after about 21).
PAGE_KEYS = 10
SCROLL_KEYS = 10


def nav_session(program, data, count, keys, timeout):
    """Times `keys` presses of the next-item key after everything is loaded: all of them
    ("nav"), the first ``PAGE_KEYS`` (moves within the page) and the last ``SCROLL_KEYS``
    (moves that scroll, when `keys` is past a page)."""
    with Session(program.argv("nav"), data) as session:
        session.wait_for(lambda s: program.loaded(s, count), timeout)
        session.burst_end(SETTLE_GAP, limit=3.0)
        times, sizes = [], []
        for _ in range(keys):
            elapsed, size = session.respond(session.key(program.next_key), QUIET_GAP)
            if elapsed is None:
                raise Unavailable("no output after a navigation key")
            times.append(elapsed)
            sizes.append(size)
    samples = {"nav": times, "nav-bytes": sizes,
               "nav-page": times[:PAGE_KEYS], "nav-page-bytes": sizes[:PAGE_KEYS]}
    if keys >= 25 + SCROLL_KEYS:
        samples.update({"nav-scroll": times[-SCROLL_KEYS:], "nav-scroll-bytes": sizes[-SCROLL_KEYS:]})
    return samples


def typing_session(program, data, count, name, position, timeout):
    """Types `name` in one write once everything is loaded; times until the whole name is
    taken in and the item is selected and on screen ("typing"). Also keeps when the item
    was first selected and on screen ("typing-first": a jump may get there on a prefix)."""
    with Session(program.argv("plain"), data) as session:
        session.wait_for(lambda s: program.loaded(s, count), timeout)
        session.burst_end(SETTLE_GAP, limit=3.0)
        session.watch("selected", lambda s: program.selected(s, count, name, position))
        sent, done = session.send_and_wait(name.encode(), lambda s: program.answered(s, count, name, position), timeout)
        first = session.seen.get("selected", done)
    return {"typing": done - sent, "typing-first": first - sent}


def jsonl_session(program, data, count, first_name, timeout):
    """Everything loaded and peak RSS with JSON Lines items on stdin."""
    with Session(program.argv("jsonl"), data) as session:
        session.wait_for(lambda s: program.shows_item(s, first_name), timeout)
        loaded = session.wait_for(lambda s: program.loaded(s, count), timeout) - session.started
        session.burst_end(SETTLE_GAP, limit=2.0)
        usage = session.finish()
    return {"jsonl": loaded, "jsonl-rss": usage.ru_maxrss * 1024}


def filter_run(program, data, query):
    """Wall time of `program --filter query < data > /dev/null` (`data` a `Stdin`)."""
    started = time.perf_counter()
    stdin, feeder = data.open()
    try:
        result = subprocess.run(program.filter_argv(query), stdin=stdin, stdout=subprocess.DEVNULL,
                                stderr=subprocess.PIPE)
    finally:
        os.close(stdin)
        Stdin.reap(feeder)
    elapsed = time.perf_counter() - started
    if result.returncode not in (0, 1):
        raise Unavailable(f"--filter exited {result.returncode}: "
                          + result.stderr.decode(errors="replace").strip()[:60])
    return {"filter": elapsed}


def filter_matches(program, data, query):
    """How many lines `program --filter query < data` prints (for the note under the table).

    The output is counted as it streams in, never held: a child's peak RSS on Linux
    includes what this process had touched when it forked, so this process stays small."""
    count = 0
    with open(data.path, "rb") as stdin:
        process = subprocess.Popen(program.filter_argv(query), stdin=stdin, stdout=subprocess.PIPE,
                                   stderr=subprocess.DEVNULL)
        while chunk := process.stdout.read(1 << 16):
            count += chunk.count(b"\n")
        process.wait()
    return count


def _open_query_line(program, session, count, timeout):
    """Waits until everything is loaded and the screen is quiet, then opens the query line
    (cardlist's `/`; fzf's is always open)."""
    session.wait_for(lambda s: program.loaded(s, count), timeout)
    session.burst_end(SETTLE_GAP, limit=3.0)
    if program.search_key:
        session.write(program.search_key)
        session.burst_end(QUIET_GAP, limit=1.0)


def search_session(program, data, count, query, matches, timeout, gap=0.1):
    """Types `query` one character every `gap` seconds once everything is loaded (after
    opening the query line, for cardlist); times the last key until the ranked list is
    shown: `matches/count` on screen with the whole query echoed. Also the peak RSS."""
    with Session(program.argv("plain"), data) as session:
        _open_query_line(program, session, count, timeout)
        for character in query[:-1]:
            session.write(character.encode())
            session.burst_end(gap, limit=gap)
        sent, done = session.send_and_wait(query[-1].encode(), lambda s: program.searched(s, count, query, matches), timeout)
        usage = session.finish()
    return {"search": done - sent, "search-rss": usage.ru_maxrss * 1024}


def big_filter_run(program, data, query):
    """`filter_run` on the 10 M-line file, as its own measure."""
    return {"filter-10m": filter_run(program, data, query)["filter"]}


def big_load_session(program, data, count, first_name, timeout):
    """Everything loaded and peak RSS on the 10 M-line file."""
    samples = load_session(program, data, count, first_name, timeout)
    return {"loaded-10m": samples["loaded"], "rss-10m": samples["rss"]}


#: How often a whole short process is started for one sample (its median is the sample).
PROCESS_STARTS = 20


def process_run(program, data_dir):
    """The whole process, start to exit: `--version`, and `--filter x` on 10 lines, each the
    median of ``PROCESS_STARTS`` starts (the dynamic loader, the runtime's start and the
    program's own set-up are what these time)."""
    path = os.path.join(data_dir, "ten-lines.txt")
    with open(path, "w") as f:
        f.write("".join(f"line {i} of ten\n" for i in range(10)))

    def median_time(argv, stdin_path=None):
        times = []
        for _ in range(PROCESS_STARTS):
            with open(stdin_path or os.devnull, "rb") as stdin:
                started = time.perf_counter()
                subprocess.run(argv, stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                times.append(time.perf_counter() - started)
        return sorted(times)[len(times) // 2]

    return {"process-version": median_time([program.path, "--version"]),
            "process-filter": median_time(program.filter_argv("x"), path)}


def print_run(program, plain_path, jsonl_path):
    """Wall time of `--print` (every item rendered, 80 columns) to /dev/null: plain lines in
    the line style, JSON Lines records in the item style. fzf has no such mode."""
    if not program.print_argv:
        raise Unavailable("no --print")
    samples = {}
    for measure, path, style in (("print-lines", plain_path, "line"), ("print-items", jsonl_path, "item")):
        with open(path, "rb") as stdin:
            started = time.perf_counter()
            result = subprocess.run(program.print_argv(style), stdin=stdin, stdout=subprocess.DEVNULL,
                                    stderr=subprocess.PIPE)
            samples[measure] = time.perf_counter() - started
        if result.returncode != 0:
            raise Unavailable(f"--print exited {result.returncode}")
    return samples


def size_run(program):
    """The size of the binary once stripped, as `make install` puts it (fzf's as shipped)."""
    path = os.path.realpath(program.path)
    if not program.strips:
        return {"binary-size": os.path.getsize(path)}
    stripped = path + ".stripped"
    subprocess.run(["strip", "-o", stripped, path], check=True)
    try:
        return {"binary-size": os.path.getsize(stripped)}
    finally:
        os.remove(stripped)


def huge_filter_run(program, data, query):
    """`filter_run` on the 100 M-line file, as its own measure."""
    return {"filter-100m": filter_run(program, data, query)["filter"]}


def huge_load_session(program, data, count, first_name, timeout):
    """First frame, everything loaded and peak RSS on the 100 M-line file."""
    samples = load_session(program, data, count, first_name, timeout)
    return {"first-frame-100m": samples["first-frame"], "loaded-100m": samples["loaded"], "rss-100m": samples["rss"]}


#: A query whose every prefix still leaves thousands of the generated names at 1 M items.
BROAD_QUERY = "twili"


def broad_search_session(program, data, count, matches, timeout, gap=0.1):
    """Types ``BROAD_QUERY`` one character every `gap` seconds once everything is loaded
    (after opening the query line, for cardlist) and times every key until the ranked list
    for it is shown: its prefix echoed and the status counting its matches (`matches` maps
    each prefix to the program's own `--filter` count)."""
    samples = []
    with Session(program.argv("plain"), data) as session:
        _open_query_line(program, session, count, timeout)
        for end in range(1, len(BROAD_QUERY) + 1):
            prefix = BROAD_QUERY[:end]
            sent, done = session.send_and_wait(prefix[-1].encode(),
                                               lambda s: program.searched(s, count, prefix, matches[prefix]), timeout)
            samples.append(done - sent)
            session.burst_end(gap, limit=gap)
    return {"search-broad": samples}


#: Where the walker measure lists every file (Debian's /usr: about 100,000–200,000 files).
WALKER_ROOT = "/usr"


def walker_run(program):
    """Wall time of `PROGRAM --walker-root /usr --filter ''` with stdin a terminal, so that
    the program lists the files itself (fzf's built-in walker, cardlist's), output to a
    pipe that is read to the end; the cache is warm after the first run."""
    import pty
    main, terminal = pty.openpty()
    try:
        started = time.perf_counter()
        process = subprocess.Popen([program.path, "--walker-root", WALKER_ROOT, "--filter", ""], stdin=terminal,
                                   stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        # Read as it streams in, never held (see `filter_matches`).
        listed = 0
        while chunk := process.stdout.read(1 << 16):
            listed += chunk.count(b"\n")
        status = process.wait()
        elapsed = time.perf_counter() - started
    finally:
        os.close(main)
        os.close(terminal)
    if status != 0 or listed == 0:
        raise Unavailable(f"no walker (exit {status})")
    return {"walker": elapsed}
