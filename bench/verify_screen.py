#!/usr/bin/env python3
"""Checks screen.py against a real terminal emulator (tmux): records what each program writes
in a few scenarios, replays the bytes into an 80x24 tmux pane, and compares tmux's screen
with the emulator's, row by row. Not part of `make bench`; run it after changing screen.py:

    python3 bench/verify_screen.py [--count 100000] [--cardlist PATH]
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import generate  # noqa: E402
from programs import CardList, Fzf  # noqa: E402
from session import Session  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOCKET = "cardlist-bench-verify"


def record(program, mode, data, count, actions):
    """Runs `program`, waits until loaded, performs `actions`, returns (transcript, rows)."""
    with Session(program.argv(mode), data, record=True) as session:
        session.wait_for(lambda s: program.loaded(s, count), 60)
        session.burst_end(0.2)
        for action in actions:
            if action == "next":
                session.respond(session.key(program.next_key), 0.03)
            elif action.startswith("type:"):
                session.write(action[5:].encode())
                session.burst_end(0.3)
            else:
                session.respond(action.encode(), 0.05)
        transcript = b"".join(session.transcript)
        rows = [line.rstrip() for line in session.screen.lines()]
    return transcript, rows


def tmux_rows(transcript):
    """Replays `transcript` into a fresh 80x24 tmux pane and returns its rows."""
    with tempfile.TemporaryDirectory() as directory:
        stream = os.path.join(directory, "stream")
        done = os.path.join(directory, "done")
        with open(stream, "wb") as f:
            f.write(transcript)
        command = f"stty raw -echo -opost; cat {stream}; touch {done}; sleep 60"
        subprocess.run(["tmux", "-L", SOCKET, "-f", "/dev/null", "new-session", "-d", "-x", "80",
                        "-y", "24", "-s", "verify", command], check=True,
                       env=dict(os.environ, TERM="xterm-256color"))
        try:
            deadline = time.monotonic() + 20
            previous = None
            while time.monotonic() < deadline:
                if os.path.exists(done):
                    rows = subprocess.run(["tmux", "-L", SOCKET, "capture-pane", "-p", "-t", "verify"],
                                          capture_output=True, text=True).stdout.split("\n")[:24]
                    if rows == previous:
                        return [row.rstrip() for row in rows]
                    previous = rows
                time.sleep(0.05)
            raise RuntimeError("tmux did not settle")
        finally:
            subprocess.run(["tmux", "-L", SOCKET, "kill-server"], capture_output=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=100_000)
    parser.add_argument("--cardlist", default=os.environ.get("CARDLIST")
                        or os.path.join(ROOT, ".build", "release", "cardlist"))
    args = parser.parse_args()
    if not shutil.which("tmux"):
        print("needs tmux", file=sys.stderr)
        return 2
    data_dir = os.path.join(ROOT, ".build", "bench-data")
    meta = generate.generate(data_dir, args.count)
    files = generate.paths(data_dir, args.count)
    fzf, cardlist = Fzf(shutil.which("fzf")), CardList(args.cardlist)
    scroll = ["next"] * 30
    typing = ["type:" + meta["target_name"]]
    scenarios = [
        ("fzf, 30 keys", fzf, "plain", files["plain"], scroll),
        ("fzf, typed name", fzf, "plain", files["plain"], typing),
        ("cardlist line style, 30 keys", cardlist, "nav", files["plain"], scroll),
        ("cardlist cards, 30 keys", cardlist, "plain", files["plain"], scroll),
        ("cardlist cards, typed name", cardlist, "plain", files["plain"], typing),
        ("cardlist JSON Lines, 12 keys", cardlist, "jsonl", files["jsonl"], scroll[:12]),
    ]
    failures = 0
    for title, program, mode, data, actions in scenarios:
        try:
            transcript, ours = record(program, mode, data, args.count, actions)
        except Exception as error:  # a program that is not ready is reported, not fatal
            print(f"skip  {title}: {type(error).__name__} {error}")
            continue
        theirs = tmux_rows(transcript)
        differing = [i for i in range(24) if ours[i] != theirs[i]]
        print(f"{'ok   ' if not differing else 'DIFF '} {title} ({len(transcript)} bytes)")
        for i in differing:
            failures += 1
            print(f"  row {i:2}: ours |{ours[i]}|")
            print(f"          tmux |{theirs[i]}|")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
