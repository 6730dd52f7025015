"""Writes Resources/link-order.txt: the functions a key runs, for the linker to place together.

A key that comes after the processor idled pays for every cache line of code it runs, and
the functions it runs lie scattered over several megabytes of the binary. `make build`
compiles each function into its own section and hands this list to lld
(`--symbol-ordering-file`), which puts them side by side at the start of the code.

    make build                       # a release build with a function per section
    python3 bench/link_order.py      # needs valgrind (callgrind_control comes with it)

Each session runs the release binary under callgrind in a pty (bench's `Session`), lets it
load, zeroes the counts, presses its keys and dumps: only what the keys ran is counted.
The functions of the binary itself are listed (the C library and ncurses are shared
libraries the linker does not place), those of the first session first, each session's in
the order a walk of its calls meets them, so that a key runs forward through the code. A
stale name (a function renamed since) is skipped by the linker, so the list only needs
making again when the key's path changes.

Functions that share their section with others are left out: the standard library's
archive keeps thousands in one plain `.text`, and naming one of them would move that whole
megabyte in among the key's own functions.
"""

import glob
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from session import Session  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BINARY = os.path.join(ROOT, ".build", "release", "cardlist")
OUTPUT = os.path.join(ROOT, "Resources", "link-order.txt")
DOWN, UP, PAGE_DOWN, PAGE_UP = b"\x1b[B", b"\x1b[A", b"\x1b[6~", b"\x1b[5~"


def sessions(names_path):
    """(arguments, input file, keys) for each session, the most common keys first."""
    moves = [DOWN] * 30 + [UP] * 5 + [PAGE_DOWN, PAGE_UP]
    return [
        (["--style", "line"], names_path, moves),
        (["--style", "line"], names_path, [b"/", b"b", b"a", b"\x7f", b"c", b"\x1b"] + moves[:5]),
        ([], os.path.join(ROOT, "Resources", "coffee.json"), [DOWN] * 6 + [b"l", b"a"] + [UP] * 3),
    ]


def profile(arguments, input_path, keys, out):
    """Runs one session under callgrind; returns the dump of what its keys ran."""
    for old in glob.glob(out + "*"):
        os.remove(old)
    argv = ["valgrind", "--tool=callgrind", "--log-file=" + out + ".log", "--callgrind-out-file=" + out,
            "--dump-instr=no", "--demangle=no", BINARY] + arguments
    with Session(argv, input_path) as session:
        session.burst_end(3.0, limit=120, first_wait=120)
        subprocess.run(["callgrind_control", "-z", str(session.pid)], check=True, capture_output=True)
        for key in keys:
            session.write(key)
            session.burst_end(0.3, limit=10, first_wait=10)
        subprocess.run(["callgrind_control", "-d", str(session.pid)], check=True, capture_output=True)
        time.sleep(1)
        session.finish(b"\x1b\x1b")
    dumps = sorted(path for path in glob.glob(out + ".*") if re.search(r"\.\d+$", path))
    if not dumps:
        raise SystemExit("callgrind wrote no dump for " + " ".join(arguments))
    return dumps[-1]


def functions_run(dump, binary=BINARY):
    """The functions of `binary` with instructions of their own in `dump`, in the order a
    walk of the calls meets them: from the outermost caller (the costliest first), each
    function followed by its callees in the order the dump lists them, so that a key's
    path reads forward through the code."""
    names, objects, cost, callees, heavy = {}, {}, {}, {}, {}
    function = obj = callee = None
    after_calls = False
    with open(dump, errors="replace") as lines:
        for line in lines:
            match = re.match(r"(c?)(fn|ob)=\((\d+)\)(?: (.*))?$", line.rstrip("\n"))
            if match:
                called, kind, number, name = match.groups()
                table = names if kind == "fn" else objects
                if name:
                    table[number] = name
                if called:
                    if kind == "fn":
                        callee = names[number]
                elif kind == "fn":
                    function = (names[number], obj)
                    cost.setdefault(function, 0)
                else:
                    obj = objects[number]
                continue
            if line.startswith("calls="):
                after_calls = True  # the next line is the call's inclusive cost
                continue
            if line[:1].isdigit() or line[:1] in "+-*":
                parts = line.split()
                if after_calls:
                    after_calls = False
                    if function:
                        callees.setdefault(function[0], []).append(callee)
                        heavy[function[0]] = heavy.get(function[0], 0) + (int(parts[1]) if len(parts) >= 2 else 0)
                    continue
                if len(parts) >= 2 and function:
                    cost[function] += int(parts[1])
    binary = os.path.realpath(binary)
    # Code without a symbol is named by its address, which no linker input knows.
    ours = {name for (name, owner), spent in cost.items()
            if spent > 0 and owner and os.path.realpath(owner) == binary and not name.startswith("0x")}
    every_callee = {name for listed in callees.values() for name in listed}
    roots = sorted((name for name in callees if name not in every_callee), key=lambda name: -heavy[name])
    ordered, seen = [], set()
    spent = {name: amount for (name, _), amount in cost.items() if name in ours}
    for root in roots + sorted(ours, key=lambda name: -spent[name]):
        stack = [root]
        while stack:
            name = stack.pop()
            if name in seen:
                continue
            seen.add(name)
            if name in ours:
                ordered.append(name)
            stack.extend(reversed(callees.get(name, [])))
    return ordered


def shared_section_functions():
    """The functions of the toolchain's static libraries that share a section with others
    (those in a plain `.text`, compiled without a section per function)."""
    info = json.loads(subprocess.run([os.environ.get("SWIFTC", "swiftc"), "-print-target-info"],
                                     check=True, capture_output=True, text=True).stdout)
    static = os.path.join(os.path.dirname(info["paths"]["runtimeResourcePath"]), "swift_static", "linux")
    shared = set()
    for archive in glob.glob(os.path.join(static, "*.a")):
        listing = subprocess.run(["objdump", "-t", archive], check=True, capture_output=True, text=True).stdout
        shared |= plain_text_symbols(listing)
    return shared


def plain_text_symbols(listing):
    """The symbols `objdump -t` lists in a section named exactly `.text`."""
    symbol = re.compile(r"^[0-9a-f]+ .{7} (\S+)\t[0-9a-f]+ (.+)$")
    found = set()
    for line in listing.splitlines():
        match = symbol.match(line)
        if match and match.group(1) == ".text":
            found.add(match.group(2).split()[-1])
    return found


def main():
    if not os.path.exists(BINARY):
        raise SystemExit("no release build: run make build first")
    work = tempfile.mkdtemp(prefix="link-order-")
    names_path = os.path.join(work, "names.txt")
    generator = random.Random(1)
    with open(names_path, "w") as names:
        for _ in range(1000):
            names.write("".join(generator.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(12)) + "\n")
    ordered, seen = [], shared_section_functions()
    for number, (arguments, input_path, keys) in enumerate(sessions(names_path)):
        for name in functions_run(profile(arguments, input_path, keys, os.path.join(work, f"session{number}"))):
            if name not in seen:
                seen.add(name)
                ordered.append(name)
    with open(OUTPUT, "w") as output:
        output.write("# The functions a key runs, placed together by the linker (see bench/link_order.py).\n")
        output.write("# Made by `python3 bench/link_order.py` after `make build`; names no longer in the binary are skipped.\n")
        for name in ordered:
            output.write(name + "\n")
    print(f"{len(ordered)} functions written to {os.path.relpath(OUTPUT, ROOT)}")


if __name__ == "__main__":
    main()
