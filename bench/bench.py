#!/usr/bin/env python3
"""cardlist side by side with fzf: the same data, the same 80x24 pseudo-terminal, one table.

    python3 bench/bench.py                 # 1,000,000 items, the full run (make bench)
    python3 bench/bench.py --quick         # 100,000 items, fewer repeats
    python3 bench/bench.py --only typing   # one measure (comma-separate several)
    python3 bench/bench.py --self-test     # fzf in both columns: checks the harness itself
    CARDLIST=path/to/cardlist python3 bench/bench.py

Progress goes to stderr, the table to stdout, every sample to .build/bench-data/last-run.json.
See bench/README.md for what each measure is and how it is detected.
"""

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import generate  # noqa: E402
from programs import CardList, Fzf  # noqa: E402
from session import Exited, Session, TimedOut  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA_DIR = os.path.join(ROOT, ".build", "bench-data")
BUDGET = 570.0  # seconds: stop starting new sessions after this, to finish within 10 minutes
QUIET_GAP = 0.030  # a response burst ends after this much silence
SETTLE_GAP = 0.200  # silence that counts as "done drawing" before keys are sent
FRAME_GAP = 0.005  # the rest of a frame arrives within this of the previous chunk

MEASURES = {
    # id: (title, session, target kind, target value)
    "first-frame": ("first frame, plain lines", "load", "ratio", 0.5),
    "loaded": ("everything loaded, plain lines", "load", "ratio", 0.5),
    "nav": ("navigation key -> frame, line style", "nav", "ratio+abs", (1.0, 0.002)),
    "nav-bytes": ("bytes per navigation key, line style", "nav", "ratio", 1.0),
    "typing": ("type a 23-char name -> selected", "typing", "ratio", 0.1),
    "rss": ("peak RSS, plain lines", "load", "ratio", 0.6),
    "filter": ("--filter, three words", "filter", "ratio", 0.5),
    "jsonl": ("everything loaded, JSON Lines", "jsonl", "abs", 0.6),
    "jsonl-rss": ("peak RSS, JSON Lines", "jsonl", "abs", 400 * 1024 * 1024),
}


def log(message):
    print(message, file=sys.stderr, flush=True)


class Unavailable(Exception):
    """A program cannot be measured; the message is the reason shown in the table."""


# Sessions ------------------------------------------------------------------------------


def load_session(program, data, count, first_name, timeout):
    """First frame, everything loaded and peak RSS, from one start of the program."""
    with Session(program.argv("plain"), data) as session:
        first = session.wait_for(lambda s: program.shows_item(s, first_name), timeout)
        end, _ = session.burst_end(FRAME_GAP, limit=0.05)
        first_frame = (end or first) - session.started
        loaded = session.wait_for(lambda s: program.loaded(s, count), timeout) - session.started
        session.burst_end(SETTLE_GAP, limit=2.0)
        usage = session.finish()
    return {"first-frame": first_frame, "loaded": loaded, "rss": usage.ru_maxrss * 1024}


def nav_session(program, data, count, keys, timeout):
    """Times `keys` presses of the next-item key after everything is loaded."""
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
    return {"nav": times, "nav-bytes": sizes}


def typing_session(program, data, count, name, position, timeout):
    """Types `name` in one write once everything is loaded; times until the whole name is
    taken in and the item is selected and on screen ("typing"). Also keeps when the item
    was first selected and on screen ("typing-first": a jump may get there on a prefix)."""
    with Session(program.argv("plain"), data) as session:
        session.wait_for(lambda s: program.loaded(s, count), timeout)
        session.burst_end(SETTLE_GAP, limit=3.0)
        sent = session.write(name.encode())
        first = session.wait_for(lambda s: program.selected(s, count, name, position), timeout)
        done = session.wait_for(lambda s: program.answered(s, count, name, position), timeout)
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
    """Wall time of `program --filter query < data > /dev/null`, and how many lines it printed."""
    with open(data, "rb") as stdin:
        started = time.perf_counter()
        result = subprocess.run(program.filter_argv(query), stdin=stdin, stdout=subprocess.DEVNULL,
                                stderr=subprocess.PIPE)
        elapsed = time.perf_counter() - started
    if result.returncode not in (0, 1):
        raise Unavailable(f"--filter exited {result.returncode}: "
                          + result.stderr.decode(errors="replace").strip()[:60])
    return {"filter": elapsed}


def filter_matches(program, data, query):
    with open(data, "rb") as stdin:
        result = subprocess.run(program.filter_argv(query), stdin=stdin, capture_output=True)
    return result.stdout.count(b"\n")


# Preparation -----------------------------------------------------------------------------


def build_cardlist():
    """Builds the release binary; returns its path, or raises Unavailable."""
    swift = os.environ.get("SWIFT", "swift")
    log("building cardlist (swift build -c release --product cardlist) ...")
    result = subprocess.run([swift, "build", "-c", "release", "--product", "cardlist"], cwd=ROOT,
                            stdout=sys.stderr, stderr=sys.stderr)
    if result.returncode != 0:
        raise Unavailable("release build failed")
    return os.path.join(ROOT, ".build", "release", "cardlist")


def smoke_test(program, data_dir):
    """Starts `program` on three items and checks it shows them and counts them as loaded."""
    path = os.path.join(data_dir, "smoke.txt")
    with open(path, "w") as f:
        f.write("Alpha one\nBravo two\nCharlie three\n")
    try:
        with Session(program.argv("plain"), path) as session:
            session.wait_for(lambda s: program.shows_item(s, "Alpha one") and program.loaded(s, 3), 5.0)
    except TimedOut:
        raise Unavailable("interactive UI shows no items yet") from None
    except Exited:
        raise Unavailable("exits at once in a terminal") from None
    except OSError as error:
        raise Unavailable(f"cannot start ({error.strerror})") from None


def warm_cache(*paths):
    for path in paths:
        with open(path, "rb") as f:
            while f.read(1 << 20):
                pass


def version_of(path):
    try:
        out = subprocess.run([path, "--version"], capture_output=True, timeout=5).stdout
        return out.decode(errors="replace").strip().splitlines()[0]
    except (OSError, subprocess.SubprocessError, IndexError):
        return "?"


# Table -----------------------------------------------------------------------------------


def format_value(measure, value):
    if value is None:
        return "n/a"
    if measure in ("rss", "jsonl-rss"):
        return f"{value / 1048576:.1f} MiB"
    if measure == "nav-bytes":
        return f"{value:.0f} B"
    if value < 0.01:
        return f"{value * 1000:.2f} ms"
    return f"{value * 1000:.0f} ms"


def judge(measure, base, candidate):
    """(ratio text, target text, result) for one row."""
    _, _, kind, target = MEASURES[measure]
    ratio = candidate / base if base and candidate is not None else None
    ratio_text = f"{ratio:.2f}" if ratio is not None else "-"
    if kind == "ratio":
        text = f"<= {target:g} x fzf"
        ok = ratio is not None and ratio <= target
    elif kind == "ratio+abs":
        text = f"<= {target[0]:g} x fzf, <= {target[1] * 1000:g} ms"
        ok = ratio is not None and ratio <= target[0] and candidate <= target[1]
    else:
        text = f"<= {format_value(measure, target)}"
        ok = candidate is not None and candidate <= target
    if candidate is None:
        return ratio_text, text, "n/a"
    return ratio_text, text, "pass" if ok else "FAIL"


def print_table(header, rows, labels):
    columns = ["measure", labels[0], labels[1], "ratio", "target", "result"]
    table = [columns] + rows
    widths = [max(len(r[i]) for r in table) for i in range(len(columns))]
    print(header)
    print()
    for index, row in enumerate(table):
        print("  ".join(cell.ljust(widths[i]) if i in (0, 4, 5) else cell.rjust(widths[i])
                        for i, cell in enumerate(row)).rstrip())
        if index == 0:
            print("  ".join("-" * w for w in widths))


# Main ----------------------------------------------------------------------------------


def main():
    parser = argparse.ArgumentParser(description="cardlist side by side with fzf")
    parser.add_argument("--quick", action="store_true", help="100,000 items, fewer repeats")
    parser.add_argument("--only", default="", help="comma-separated measures: " + ", ".join(MEASURES))
    parser.add_argument("--self-test", action="store_true", help="fzf in both columns")
    parser.add_argument("--no-build", action="store_true", help="use the existing release binary")
    parser.add_argument("--count", type=int, help="number of items (default 1,000,000)")
    args = parser.parse_args()

    chosen = [m for m in args.only.split(",") if m] or list(MEASURES)
    unknown = [m for m in chosen if m not in MEASURES]
    if unknown:
        parser.error(f"unknown measure {', '.join(unknown)}; choose from {', '.join(MEASURES)}")
    sessions = {MEASURES[m][1] for m in chosen}

    count = args.count or (100_000 if args.quick else 1_000_000)
    repeats = {"load": 7, "nav": 3, "typing": 7, "filter": 5, "jsonl": 3}
    nav_keys = 40
    if args.quick:
        repeats = {"load": 3, "nav": 1, "typing": 3, "filter": 3, "jsonl": 2}
        nav_keys = 30
    timeout = max(20.0, count / 1_000_000 * 60.0)

    fzf_path = shutil.which("fzf")
    if fzf_path is None:
        log("error: fzf is not installed. Install it with:  sudo apt-get install -y fzf")
        return 2
    base = Fzf(fzf_path)
    base_label = "fzf " + version_of(fzf_path).split()[0]

    meta = generate.generate(DATA_DIR, count, log=sys.stderr)
    files = generate.paths(DATA_DIR, count)
    if "jsonl" in sessions:
        warm_cache(files["plain"], files["jsonl"])
    else:
        warm_cache(files["plain"])

    unavailable = None
    if args.self_test:
        candidate = Fzf(fzf_path)
        candidate_label = "fzf (self-test)"
    else:
        path = os.environ.get("CARDLIST")
        try:
            if not path:
                path = os.path.join(ROOT, ".build", "release", "cardlist")
                if not args.no_build:
                    path = build_cardlist()
            if not os.access(path, os.X_OK):
                raise Unavailable("no binary")
            candidate = CardList(path)
            smoke_test(candidate, DATA_DIR)
        except Unavailable as reason:
            unavailable = str(reason)
            log(f"cardlist: n/a ({unavailable})")
        candidate_label = "cardlist"

    programs = [("base", base)] + ([] if unavailable else [("candidate", candidate)])
    samples = {side: {m: [] for m in list(MEASURES) + ["typing-first"]} for side in ("base", "candidate")}
    failures = {"base": {}, "candidate": {}}
    started = time.perf_counter()

    def record(side, session_kind, result_or_error):
        if isinstance(result_or_error, Exception):
            for m in MEASURES:
                if MEASURES[m][1] == session_kind:
                    failures[side].setdefault(m, result_or_error)
            return
        for m, value in result_or_error.items():
            samples[side][m].extend(value if isinstance(value, list) else [value])

    def run(side, program, kind, call):
        if any(MEASURES[m][1] == kind for m in failures[side]):
            return  # it already timed out or failed: don't spend the budget on it again
        if time.perf_counter() - started > BUDGET:
            record(side, kind, Unavailable("time budget"))
            return
        try:
            record(side, kind, call())
        except TimedOut:
            record(side, kind, Unavailable(f"no answer in {timeout:.0f} s"))
        except Exited:
            record(side, kind, Unavailable("exited early"))
        except Unavailable as error:
            record(side, kind, error)

    n = count
    name, position = meta["target_name"], meta["target_position"]
    plan = [
        ("load", lambda p: load_session(p, files["plain"], n, meta["first_name"], timeout)),
        ("nav", lambda p: nav_session(p, files["plain"], n, nav_keys, timeout)),
        ("typing", lambda p: typing_session(p, files["plain"], n, name, position, timeout)),
        ("filter", lambda p: filter_run(p, files["plain"], meta["filter_query"])),
        ("jsonl", lambda p: jsonl_session(p, files["jsonl"], n, meta["first_name"], timeout)),
    ]
    for kind, call in plan:
        if kind not in sessions:
            continue
        for repeat in range(repeats[kind]):
            log(f"{kind} {repeat + 1}/{repeats[kind]}")
            for side, program in programs:  # alternate, so drift hits both alike
                run(side, program, kind, lambda: call(program))

    matches = {}
    if "filter" in sessions:
        for side, program in programs:
            try:
                matches[side] = filter_matches(program, files["plain"], meta["filter_query"])
            except OSError:
                pass

    def summary(side, measure):
        values = samples[side][measure]
        if not values:
            return None
        if measure == "nav-bytes":
            return sum(values) / len(values)
        return statistics.median(values)

    rows = []
    verdicts = []
    for measure in chosen:
        title = MEASURES[measure][0]
        base_value = summary("base", measure)
        cand_value = None if unavailable else summary("candidate", measure)
        ratio, target, result = judge(measure, base_value, cand_value)
        base_text = format_value(measure, base_value)
        if base_value is None and measure in failures["base"]:
            base_text = f"n/a ({failures['base'][measure]})"
        if unavailable:
            cand_text = f"n/a ({unavailable})"
        elif cand_value is None and measure in failures["candidate"]:
            cand_text = f"n/a ({failures['candidate'][measure]})"
        else:
            cand_text = format_value(measure, cand_value)
        rows.append([title, base_text, cand_text, ratio, target, result])
        verdicts.append(result)

    mb = meta["plain_bytes"] / 1e6
    header = (f"cardlist vs fzf: {count:,} items ({mb:.1f} MB plain, "
              f"{meta['jsonl_bytes'] / 1e6:.0f} MB JSON Lines), 80x24 pty, "
              f"medians of {repeats['load']} runs ({nav_keys} keys x {repeats['nav']} for navigation)")
    print_table(header, rows, (base_label, candidate_label))
    passed = verdicts.count("pass")
    print()
    missing = verdicts.count("n/a")
    notes = [f"{passed} of {len(verdicts)} targets met" + (f" ({missing} n/a)" if missing else "")]
    if matches:
        notes.append("--filter '" + meta["filter_query"] + "' matched "
                     + ", ".join(f"{v:,} ({k == 'base' and base_label or candidate_label})"
                                 for k, v in matches.items()))
    first_seen = [summary(side, "typing-first") for side in ("base", "candidate")]
    if not unavailable and first_seen[1] is not None and first_seen[1] < (summary("candidate", "typing") or 0):
        notes.append(f"{candidate_label} showed the item on a prefix after "
                     f"{format_value('typing', first_seen[1])}, before it had taken in the whole name")
    if "typing" in sessions:
        notes.append(f"typed name: '{name}' (item {position:,})")
    notes.append(f"measured in {time.perf_counter() - started:.0f} s")
    print("\n".join(notes))

    with open(os.path.join(DATA_DIR, "last-run.json"), "w") as f:
        json.dump({"count": count, "meta": meta, "samples": samples,
                   "failures": {s: {m: str(e) for m, e in f.items()} for s, f in failures.items()},
                   "unavailable": unavailable, "matches": matches}, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
