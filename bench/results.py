"""Samples per program, their summaries, the verdicts and the one table."""

import statistics

from measures import EXTRA_SAMPLES, MEASURES

SIDES = ("base", "candidate")


class Results:
    """Samples and failures of the two programs: "base" (fzf) and "candidate" (cardlist)."""

    def __init__(self):
        names = list(MEASURES) + list(EXTRA_SAMPLES)
        self.samples = {side: {m: [] for m in names} for side in SIDES}
        self.failures = {side: {} for side in SIDES}

    def add(self, side, values):
        """Adds the samples of one run (`{measure: value or [values]}`)."""
        for measure, value in values.items():
            self.samples[side][measure].extend(value if isinstance(value, list) else [value])

    def fail(self, side, kind, reason):
        """Records why the runs of `kind` failed for `side` (the first reason is kept)."""
        for measure, (_, run_kind, _, _) in MEASURES.items():
            if run_kind == kind:
                self.failures[side].setdefault(measure, str(reason))

    def has_failed(self, side, kind):
        return any(MEASURES[m][1] == kind for m in self.failures[side])

    def summary(self, side, measure):
        """The median of the samples (the mean for bytes per key), or None without samples."""
        values = self.samples[side][measure]
        if not values:
            return None
        if measure == "nav-bytes":
            return sum(values) / len(values)
        return statistics.median(values)

    def cell(self, side, measure, unavailable=None):
        """The table cell of one measure for one program."""
        if unavailable:
            return f"n/a ({unavailable})"
        value = self.summary(side, measure)
        if value is None and measure in self.failures[side]:
            return f"n/a ({self.failures[side][measure]})"
        return format_value(measure, value)

    def record(self):
        return {"samples": self.samples, "failures": self.failures}


def format_value(measure, value):
    if value is None:
        return "n/a"
    if measure in ("rss", "jsonl-rss", "search-rss", "rss-10m"):
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
    if candidate is None or (kind != "abs" and base is None):
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
