"""`bench.py --awake`: bench/awake.c pinned to each processor for the whole run, so that no
processor stays halted (see "Idle processors" in bench/README.md)."""

import atexit
import os
import shutil
import subprocess


def keep_awake(root, data_dir):
    """Starts bench/awake.c (built into `data_dir` when it changed) pinned to each processor
    this process may use; returns the processes, which are killed when Python exits."""
    source, ticker = os.path.join(root, "bench", "awake.c"), os.path.join(data_dir, "awake")
    if shutil.which("taskset") is None:
        raise SystemExit("bench: --awake needs taskset (util-linux) to pin a program to each processor")
    if not os.path.exists(ticker) or os.path.getmtime(ticker) < os.path.getmtime(source):
        cc = shutil.which("cc") or shutil.which("gcc")
        if cc is None:
            raise SystemExit("bench: --awake needs a C compiler (cc) to build bench/awake.c")
        os.makedirs(data_dir, exist_ok=True)
        subprocess.run([cc, "-O2", "-o", ticker, source], check=True)
    tickers = [subprocess.Popen(["taskset", "-c", str(cpu), ticker]) for cpu in sorted(os.sched_getaffinity(0))]
    atexit.register(lambda: [t.kill() for t in tickers])  # also when a run fails
    return tickers
