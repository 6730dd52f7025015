"""Choosing several items: --multi, limits, --cycle, order of marks."""
from run import check
from cases_keys import FRUIT, ready, finish


def mark(t, word):
    """Narrow the list to one item by typing, mark it with Tab, clear the query."""
    other = "apple" if word == "melon" else "melon"
    t.type(word)
    t.wait_gone(other)
    t.keys("Tab")
    t.keys("C-u")
    t.wait_text(other)


def case_multi_tab_marks_and_moves_reverse(env):
    t = env.term(["--multi", "--layout=reverse"], FRUIT)
    ready(t)
    t.keys("Tab")
    t.keys("Tab")
    t.keys("Enter")
    finish(t, 0, ["apple", "banana"], "--multi, Tab Tab Enter")


def case_multi_marks_in_order_made(env):
    t = env.term(["--multi"], FRUIT)
    ready(t)
    mark(t, "grape")
    mark(t, "apple")
    mark(t, "melon")
    t.keys("Enter")
    finish(t, 0, ["grape", "apple", "melon"], "marked grape, apple, melon")


def case_multi_tab_again_unmarks(env):
    t = env.term(["--multi"], FRUIT)
    ready(t)
    mark(t, "apple")
    mark(t, "cherry")
    mark(t, "apple")
    t.keys("Enter")
    finish(t, 0, ["cherry"], "marked apple, cherry, apple again")


def case_no_multi_tab_does_not_mark(env):
    t = env.term([], FRUIT)
    ready(t)
    mark(t, "grape")
    mark(t, "apple")
    t.keys("Enter")
    out = finish(t, 0, None, "no --multi, Tab on two items, Enter")
    check(len(out) == 1, "printed %r, want a single item" % out)


def case_multi_limit_stops_marking(env):
    t = env.term(["--multi=2"], FRUIT)
    ready(t)
    for w in ("cherry", "apple", "grape", "banana"):
        mark(t, w)
    t.keys("Enter")
    finish(t, 0, ["cherry", "apple"], "--multi=2, marked four, Enter")


def case_multi_space_number_is_limit(env):
    # fzf reads "--multi 2" as the limit 2, not as a file or an error
    t = env.term(["--multi", "2"], FRUIT)
    ready(t)
    for w in ("cherry", "apple", "grape"):
        mark(t, w)
    t.keys("Enter")
    finish(t, 0, ["cherry", "apple"], "--multi 2, marked three, Enter")


def case_cycle_wraps_around(env):
    # default layout: item 1 is at the bottom, so "down" from it wraps to the last
    t = env.term(["--cycle"], FRUIT)
    ready(t)
    t.keys("C-j")
    t.keys("Enter")
    finish(t, 0, ["melon"], "--cycle, down from the first item")
    t = env.term([], FRUIT)
    ready(t)
    t.keys("C-j")
    t.keys("Enter")
    finish(t, 0, ["apple"], "no --cycle, down from the first item")


CASES = [v for k, v in list(globals().items()) if k.startswith("case_")]
