"""Detail-view row of `make bench`: F2 to the frame showing a 2,000 x 1,500 JPEG large.

    python3 bench/bench.py --only detail     # this row only

Data: the thumbnail rows' photos and 200-card catalog (bench/thumbnails.py makes them once,
under .build/bench-data/thumbs-v1/); every card names its own link to a photo, so each
detail view decodes its picture afresh (the cache is by path and size). Sessions run in a
120x40 pty with TERM=xterm-256color and COLORTERM=truecolor.

Measure (median): with the card's thumbnail drawn and the list quiet, F2 to the first frame
whose right half shows the card's name and its picture (block symbols, no placeholder box
left). Then F2 closes the view and Down goes to the next card. Target: 150 ms.
"""

import os
import statistics

import thumbnails
from session import Session, TimedOut

ROWS, COLUMNS = 40, 120
RULE = (COLUMNS + 1) // 2  # the rule between the list and the detail view
F2 = b"\x1bOQ"
TARGET = 0.150


def _detail_part(screen):
    """The detail view's text: each row right of the rule and its blank."""
    return [line[RULE + 2:] for line in screen.lines()]


def _shows_picture(name):
    def check(screen):
        part = _detail_part(screen)
        return (any(row.startswith(name) for row in part)
                and not any("\u250c\u2500\u2500" in row for row in part)  # ┌── the placeholder
                and sum(1 for row in part if "\u2584" in row or "\u2580" in row) >= 10)
    return check


def _times(binary, catalog, count):
    times = []
    with Session([binary, catalog], os.devnull, rows=ROWS, columns=COLUMNS) as session:
        session.wait_for(lambda s: "Card 0000" in s.text() and "\u2584" in s.text(), 10.0)
        session.burst_end(0.3, limit=3.0)
        for index in range(count):
            sent, shown = session.send_and_wait(F2, _shows_picture(f"Card {index:04}"), 5.0)
            times.append(shown - sent)
            session.burst_end(0.05, limit=1.0)
            session.write(F2)  # closed again
            session.burst_end(0.1, limit=2.0)
            session.write(session.key("down"))
            session.burst_end(0.3, limit=3.0)  # the next card's thumbnail arrives meanwhile
    return times


def run(binary, data_dir, root, quick, log):
    """Runs the measure; returns rows of (title, value, target, verdict)."""
    catalogs = thumbnails.prepare(data_dir, root, log)
    saved = os.environ.get("COLORTERM")
    os.environ["COLORTERM"] = "truecolor"  # sessions take the environment from here
    try:
        log("detail: F2 to the picture shown")
        times = _times(binary, catalogs[200], 8 if quick else 20)
    finally:
        if saved is None:
            os.environ.pop("COLORTERM", None)
        else:
            os.environ["COLORTERM"] = saved
    median = statistics.median(times)
    value = f"{median * 1000:.1f} ms (max {max(times) * 1000:.1f} ms, {len(times)} cards)"
    return [("F2 -> detail view with a 2000x1500 JPEG shown, 120x40", value, "<= 150 ms",
             "pass" if median <= TARGET else "FAIL")]


def print_rows(rows):
    width = max(len(r[0]) for r in rows)
    print()
    print("cardlist detail view (COLORTERM=truecolor, 120x40 pty):")
    print(f"| {'measure'.ljust(width)} | value | target | verdict |")
    print(f"| {'-' * width} | --- | --- | --- |")
    for title, value, target, verdict in rows:
        print(f"| {title.ljust(width)} | {value} | {target} | {verdict} |")
