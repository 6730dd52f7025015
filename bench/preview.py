"""Preview rows of `make bench`: the `--preview` pane, cardlist beside both fzfs.

    python3 bench/bench.py --only preview     # these rows only

Sessions run in an 80x24 pty with SHELL=/bin/sh for every program (fzf and cardlist both
run the preview command with $SHELL -c), on the plain 1,000,000-name list of bench-data
(100,000 with --quick).

Measures (medians):
- move -> preview shown: with `--preview 'echo PV:{}'`, the next-item key to the frame that
  shows the new item's preview, for cardlist, fzf 0.38 and today's fzf; a pause of 150 ms
  between moves (a person reading each preview). Target: at most 0.5 x today's fzf.
- key -> frame while a slow preview runs: `--preview 'sleep 1'`, each Down starting a new
  one, the key to the end of the frame it causes (5 ms of quiet). Target: median 2 ms.
- memory of a preview that prints 1 GB: peak RSS with `--preview` printing 1,000,000,000
  bytes of lines (read to the end: the command touches a file when done) minus the same list
  with `--preview true`. Target: at most +20 MiB.
"""

import os
import statistics
import time

import generate
from session import Session, TimedOut

TARGETS = {"move": 0.5, "slow-key": 0.002, "memory": 20 * 1024 * 1024}


def _names(path, count):
    with open(path, encoding="utf-8") as handle:
        return [next(handle).rstrip("\n") for _ in range(count)]


def _argv(program, path, command, *options):
    """The command line of `program` ("cardlist" or an fzf) with `--preview command`."""
    argv = [path, "--preview", command, *options]
    if os.path.basename(path) == "cardlist":
        argv += ["--style", "line"]
    return argv


def _move_times(path, plain, names, moves, next_key):
    times = []
    with Session(_argv("", path, "echo PV:{}"), plain) as session:
        session.wait_for(lambda s: "PV:" + names[0] in s.text(), 60.0)
        session.burst_end(0.2, limit=3.0)
        for index in range(1, moves + 1):
            wanted = "PV:" + names[index]
            sent, seen = session.send_and_wait(session.key(next_key), lambda s, w=wanted: w in s.text(), 10.0)
            times.append(seen - sent)
            session.burst_end(0.15, limit=2.0)
    return times


def _slow_preview_keys(path, plain, names, keys):
    times = []
    with Session(_argv("", path, "sleep 1"), plain) as session:
        session.wait_for(lambda s: names[0] in s.text(), 60.0)
        session.burst_end(0.2, limit=3.0)
        for _ in range(keys):
            sent = session.write(session.key("down"))
            end, _ = session.burst_end(0.005, limit=0.1, first_wait=1.0)
            if end is None:
                raise TimedOut()
            times.append(end - sent)
            session.burst_end(0.1, limit=1.0)
    return times


def _peak_rss(path, plain, names, command, done_file=None):
    if done_file and os.path.exists(done_file):
        os.unlink(done_file)
    with Session(_argv("", path, command), plain) as session:
        session.wait_for(lambda s: names[0] in s.text(), 60.0)
        deadline = time.perf_counter() + 120
        while done_file and not os.path.exists(done_file):
            if time.perf_counter() > deadline:
                raise TimedOut()
            session.read(0.05)
        session.burst_end(0.3, limit=3.0)
        usage = session.finish()
    return usage.ru_maxrss * 1024


def run(cardlist, fzfs, data_dir, quick, log):
    """Runs the measures; returns rows of (title, value, target, verdict). `fzfs` maps a
    label ("fzf 0.38.0") to a path; the first is Debian's, the last today's."""
    count = 100_000 if quick else 1_000_000
    generate.generate(data_dir, count)
    plain = generate.paths(data_dir, count)["plain"]
    moves = 10 if quick else 30
    names = _names(plain, moves + 1)
    saved = os.environ.get("SHELL")
    os.environ["SHELL"] = "/bin/sh"  # sessions take the environment from here
    try:
        move = {}
        for label, path in [("cardlist", cardlist)] + list(fzfs.items()):
            log(f"preview: move -> preview shown, {label}")
            move[label] = statistics.median(_move_times(path, plain, names, moves, "down" if label == "cardlist" else "up"))
        log("preview: keys while a slow preview runs")
        slow = statistics.median(_slow_preview_keys(cardlist, plain, names, 20 if quick else 40))
        log("preview: a preview printing 1 GB")
        done = os.path.join(data_dir, "preview-1g-done")
        big = _peak_rss(cardlist, plain, names, f"yes 0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLM | head -c 1000000000; touch '{done}'", done)
        small = _peak_rss(cardlist, plain, names, "true")
    finally:
        if saved is None:
            os.environ.pop("SHELL", None)
        else:
            os.environ["SHELL"] = saved
    rows = []
    peer = list(fzfs)[-1] if fzfs else None
    shown = ", ".join(f"{label} {value * 1000:.1f} ms" for label, value in move.items())
    if peer:
        ratio = move["cardlist"] / move[peer]
        rows.append((f"move -> preview of `echo {{}}` shown, {count:,} items", shown + f" ({ratio:.2f} x {peer})",
                     f"<= 0.5 x {peer}", "pass" if ratio <= TARGETS["move"] else "FAIL"))
    else:
        rows.append((f"move -> preview of `echo {{}}` shown, {count:,} items", shown, "<= 0.5 x today's fzf", "n/a"))
    rows.append(("key -> frame while a `sleep 1` preview runs", f"{slow * 1000:.2f} ms", "median <= 2 ms",
                 "pass" if slow <= TARGETS["slow-key"] else "FAIL"))
    extra = big - small
    rows.append(("peak RSS previewing a command that prints 1 GB, minus the list's own",
                 f"{extra / 1048576:+.1f} MiB ({big / 1048576:.1f} vs {small / 1048576:.1f} MiB)", "<= +20 MiB",
                 "pass" if extra <= TARGETS["memory"] else "FAIL"))
    return rows


def print_rows(rows):
    width = max(len(r[0]) for r in rows)
    print()
    print("cardlist preview (SHELL=/bin/sh, 80x24 pty):")
    print(f"| {'measure'.ljust(width)} | value | target | verdict |")
    print(f"| {'-' * width} | --- | --- | --- |")
    for title, value, target, verdict in rows:
        print(f"| {title.ljust(width)} | {value} | {target} | {verdict} |")
