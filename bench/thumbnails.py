"""Thumbnail rows of `make bench`: cardlist with pictures against itself without.

    python3 bench/bench.py --only thumbnails     # these rows only

Data, under .build/bench-data/thumbs-v1/: ten 2,000 x 1,500 photo-like JPEGs made by
bench/make-photo.c (compiled with cc and libjpeg), 1,000 differently named links to them
(every path is decoded on its own: the cache is by path), and catalogs of 200 and 1,000
cards naming them. Sessions run in an 80x24 pty with TERM=xterm-256color and
COLORTERM=truecolor, so cardlist draws 24-bit thumbnails.

Measures (medians):
- first frame, 200 image cards: start to the first frame with pictures on, minus the same
  without (--no-images). Target: at most +5 ms.
- all visible thumbnails drawn: start to the frame where no placeholder box is left on screen.
  Target: 150 ms.
- navigation key -> frame: the Down key to the end of the frame it causes (5 ms of quiet),
  the thumbnail frames that follow left to settle before the next key. Target: median 5 ms.
- peak RSS scrolling through 1,000 image cards: Page Down to the last card, every page's
  thumbnails decoded on the way. Target: 150 MiB.
"""

import json
import os
import shutil
import statistics
import subprocess
import time

from session import Session, TimedOut

PHOTOS = 10
PLACEHOLDER_TOP = "\u250c\u2500\u2500\u2500\u2500"  # ┌──── the placeholder box's top
TARGETS = {"first-frame": 0.005, "drawn": 0.150, "nav": 0.005, "rss": 150 * 1024 * 1024}


def prepare(data_dir, root, log):
    """Makes the pictures and catalogs once; returns {name: catalog path}."""
    folder = os.path.join(data_dir, "thumbs-v1")
    catalogs = {n: os.path.join(folder, f"cards-{n}.jsonl") for n in (200, 1000)}
    if all(os.path.exists(p) for p in catalogs.values()):
        return catalogs
    os.makedirs(folder, exist_ok=True)
    maker = os.path.join(folder, "make-photo")
    cc = shutil.which("cc") or shutil.which("gcc")
    if cc is None:
        raise RuntimeError("no C compiler (cc) to build bench/make-photo.c")
    subprocess.run([cc, "-O2", "-o", maker, os.path.join(root, "bench", "make-photo.c"), "-ljpeg"], check=True)
    log("thumbnails: making ten 2000x1500 JPEGs ...")
    for index in range(PHOTOS):
        subprocess.run([maker, os.path.join(folder, f"photo-{index}.jpg"), "2000", "1500", str(index + 1)], check=True)
    for index in range(1000):
        link = os.path.join(folder, f"card-{index:04}.jpg")
        if not os.path.lexists(link):
            os.symlink(f"photo-{index % PHOTOS}.jpg", link)
    for count, path in catalogs.items():
        with open(path, "w") as out:
            for index in range(count):
                out.write(json.dumps({"name": f"Card {index:04}", "summary": "A photograph, 2000 by 1500 pixels.",
                                      "image": f"card-{index:04}.jpg"}) + "\n")
    return catalogs


def _session(binary, catalog, *options):
    return Session([binary, *options, catalog], os.devnull)


def _first_frame(binary, catalog, *options):
    with _session(binary, catalog, *options) as session:
        first = session.wait_for(lambda s: "Card 0000" in s.text(), 10.0)
        end, _ = session.burst_end(0.005, limit=0.05)
        return (end or first) - session.started


def _all_drawn(binary, catalog):
    with _session(binary, catalog) as session:
        done = session.wait_for(lambda s: "Card 0000" in s.text() and PLACEHOLDER_TOP not in s.text()
                                and "\u2584" in s.text(), 10.0)
        return done - session.started


def _navigation(binary, catalog, keys):
    times = []
    with _session(binary, catalog) as session:
        session.wait_for(lambda s: "Card 0000" in s.text() and PLACEHOLDER_TOP not in s.text(), 10.0)
        session.burst_end(0.2, limit=3.0)
        for _ in range(keys):
            sent = session.write(session.key("down"))
            end, _ = session.burst_end(0.005, limit=0.1, first_wait=1.0)
            if end is None:
                raise TimedOut()
            times.append(end - sent)
            session.burst_end(0.1, limit=2.0)  # thumbnails arriving: not part of the key's frame
    return times


def _scroll_rss(binary, catalog):
    with _session(binary, catalog) as session:
        session.wait_for(lambda s: "Card 0000" in s.text(), 10.0)
        deadline = time.perf_counter() + 120
        while "1000/1000" not in session.screen.lines()[-1]:
            if time.perf_counter() > deadline:
                raise TimedOut()
            session.write(b"\x1b[6~")  # Page Down
            session.burst_end(0.04, limit=1.0)  # this page's thumbnails arrive meanwhile
        session.burst_end(0.3, limit=3.0)
        usage = session.finish()
    return usage.ru_maxrss * 1024


def run(binary, data_dir, root, quick, log):
    """Runs the measures; returns rows of (title, value, target, verdict)."""
    catalogs = prepare(data_dir, root, log)
    saved = os.environ.get("COLORTERM")
    os.environ["COLORTERM"] = "truecolor"  # sessions take the environment from here
    try:
        return _measure(binary, catalogs, quick, log)
    finally:
        if saved is None:
            os.environ.pop("COLORTERM", None)
        else:
            os.environ["COLORTERM"] = saved


def _measure(binary, catalogs, quick, log):
    repeats = 3 if quick else 7
    with_pictures, without = [], []
    for repeat in range(repeats):
        log(f"thumbnails: first frame {repeat + 1}/{repeats}")
        without.append(_first_frame(binary, catalogs[200], "--no-images"))
        with_pictures.append(_first_frame(binary, catalogs[200]))
    drawn = []
    for repeat in range(repeats):
        log(f"thumbnails: all drawn {repeat + 1}/{repeats}")
        drawn.append(_all_drawn(binary, catalogs[200]))
    log("thumbnails: navigation")
    nav = _navigation(binary, catalogs[1000], 20 if quick else 40)
    log("thumbnails: scrolling 1,000 cards")
    rss = _scroll_rss(binary, catalogs[1000])
    extra = statistics.median(with_pictures) - statistics.median(without)
    values = {"first-frame": extra, "drawn": statistics.median(drawn), "nav": statistics.median(nav), "rss": rss}
    titles = {
        "first-frame": ("first frame, 200 image cards, minus without images",
                        f"{extra * 1000:+.1f} ms ({statistics.median(with_pictures) * 1000:.1f} vs "
                        f"{statistics.median(without) * 1000:.1f} ms)", "<= +5 ms"),
        "drawn": ("all visible thumbnails drawn, 80x24", f"{values['drawn'] * 1000:.1f} ms", "<= 150 ms"),
        "nav": ("navigation key -> frame, 1,000 image cards", f"{values['nav'] * 1000:.2f} ms", "median <= 5 ms"),
        "rss": ("peak RSS scrolling 1,000 cards of 2000x1500 JPEGs", f"{rss / 1048576:.1f} MiB", "<= 150 MiB"),
    }
    return [(titles[m][0], titles[m][1], titles[m][2], "pass" if values[m] <= TARGETS[m] else "FAIL") for m in TARGETS]


def print_rows(rows):
    width = max(len(r[0]) for r in rows)
    print()
    print("cardlist thumbnails (COLORTERM=truecolor, 80x24 pty):")
    print(f"| {'measure'.ljust(width)} | value | target | verdict |")
    print(f"| {'-' * width} | --- | --- | --- |")
    for title, value, target, verdict in rows:
        print(f"| {title.ljust(width)} | {value} | {target} | {verdict} |")
