"""What the benchmark needs to know about each program: how to start it, which key moves to
the next item, and how its screen says "everything is loaded" or "the item is selected".

The checks read the emulated screen (see screen.py), never the raw byte stream.
"""

import re


def _counter(numerator, denominator):
    """A regex for `numerator/denominator` not glued to other digits or slashes, and not
    followed by a progress percentage (fzf shows `(42%)` while a search is running)."""
    return re.compile(rf"(?<![\d/]){numerator}/{denominator}(?!\d)(?! *\(\d+%\))")


def _echoed(screen, text):
    """Whether `text` is on the bottom row: the program has taken in everything typed."""
    return text in screen.lines()[-1]


def _on_item_row(screen, name):
    """Whether `name` is on a row other than the bottom one. Both programs echo typed text
    on the bottom row (fzf's prompt, cardlist's `jump:` status), so only another row shows
    the item itself."""
    return any(name in line for line in screen.lines()[:-1])


class Program:
    """A program under test; subclasses say how it is driven and read."""

    label = "?"
    next_key = "down"
    #: Bytes that open the query line before a search is typed (none: typing searches).
    search_key = b""

    def __init__(self, path):
        self.path = path

    def argv(self, mode):
        """The command line for `mode`: "plain", "nav" or "jsonl" (items on stdin)."""
        return [self.path]

    def filter_argv(self, query):
        return [self.path, "--filter", query]

    #: The command line that renders every item in `style` to stdout, or None (fzf).
    print_argv = None
    #: Whether the binary is measured stripped (as `make install` leaves it).
    strips = False

    def shows_item(self, screen, name):
        """Whether an item's text (`name`) is on the screen."""
        return _on_item_row(screen, name)

    def loaded(self, screen, count):
        raise NotImplementedError

    def selected(self, screen, count, name, position):
        """Whether the item `name` at `position` (1-based) is selected and on screen."""
        raise NotImplementedError

    def answered(self, screen, count, name, position):
        """Whether the whole typed `name` was taken in (echoed on the bottom row) and the
        item is selected and on screen: the answer to the last key typed."""
        return _echoed(screen, name) and self.selected(screen, count, name, position)


class Fzf(Program):
    """fzf with its default options and layout.

    Its info line reads `  100000/100000` (a spinner in front while reading) and, after a
    query, `  1/100000`: matches over the total. The default layout lists the first item at
    the bottom, just above the info line and the prompt, so the *next* item is above the
    current one: the navigation key is Up."""

    label = "fzf"
    next_key = "up"

    def loaded(self, screen, count):
        pattern = _counter(count, count)
        return any(pattern.search(line) for line in screen.lines())

    def searched(self, screen, count, query, matches):
        """The whole query is on the prompt line and the info line counts its matches."""
        pattern = _counter(matches, count)
        return query in screen.lines()[-1] and any(pattern.search(line) for line in screen.lines())

    def selected(self, screen, count, name, position):
        pattern = _counter(1, count)
        return _on_item_row(screen, name) and any(pattern.search(line) for line in screen.lines())


class CardList(Program):
    """cardlist. Its status line (the bottom row) reads `matches/count` (`count/count` with no
    query), followed by `loading…` while items are still coming in. Typing a name jumps (no
    filtering): the selected row, marked `▶`, then shows the item whose name starts with what
    was typed."""

    label = "cardlist"
    next_key = "down"
    search_key = b"/"
    strips = True

    def print_argv(self, style):
        return [self.path, "--print", "--style", style, "--width", "80"]

    def argv(self, mode):
        if mode == "nav":
            return [self.path, "--style", "line"]
        return [self.path]

    def loaded(self, screen, count):
        status = screen.lines()[-1]
        return _counter(count, count).search(status) is not None and "loading" not in status

    def selected(self, screen, count, name, position):
        return any("▶" in line and name in line for line in screen.lines()[:-1])

    def searched(self, screen, count, query, matches):
        """The query line (top row) holds the whole query and the status counts its
        matches (`matches/count`, no longer `searching`)."""
        lines = screen.lines()
        status = lines[-1]
        return (query in lines[0] and _counter(matches, count).search(status) is not None
                and "searching" not in status)
