"""Choosing several items: --multi, limits, --cycle, order of marks."""
from run import check
from cases_keys import FRUIT, ready, finish


def case_multi_tab_marks_two(env):
    t = env.term(["--multi", "--layout=reverse"], FRUIT)
    ready(t)
    t.keys("Tab")
    t.keys("Tab")
    t.keys("Enter")
    finish(t, 0, ["apple", "banana"], "--multi, Tab Tab Enter")


def case_multi_marks_in_order_made(env):
    t = env.term(["--multi", "--layout=reverse"], FRUIT)
    ready(t)
    t.type("grape")
    t.wait_gone("melon")
    t.keys("Tab")
    t.keys("C-u")
    t.wait_text("melon")
    t.type("apple")
    t.wait_gone("melon")
    t.keys("Tab")
    t.keys("Enter")
    finish(t, 0, ["grape", "apple"], "marked grape then apple")


def case_multi_untoggle(env):
    t = env.term(["--multi", "--layout=reverse"], FRUIT)
    ready(t)
    t.keys("Tab")     # mark apple, move to banana
    t.keys("BTab")    # mark banana, move back up to apple
    t.keys("Tab")     # unmark apple
    t.keys("Enter")
    finish(t, 0, ["banana"], "Tab BTab Tab Enter")


def case_no_multi_tab_does_not_mark(env):
    t = env.term(["--layout=reverse"], FRUIT)
    ready(t)
    t.keys("Tab")
    t.keys("Tab")
    t.keys("Enter")
    out = finish(t, 0, None, "no --multi, Tab Tab Enter")
    check(len(out) == 1, "printed %r, want a single item" % out)


def case_multi_limit_stops_marking(env):
    t = env.term(["--multi=2", "--layout=reverse"], FRUIT)
    ready(t)
    for _ in range(4):
        t.keys("Tab")
    t.keys("Enter")
    finish(t, 0, ["apple", "banana"], "--multi=2, Tab x4, Enter")


def case_multi_space_number_is_limit(env):
    # fzf reads "--multi 2" as the limit 2, not as a file or an error
    t = env.term(["--multi", "2", "--layout=reverse"], FRUIT)
    ready(t)
    for _ in range(4):
        t.keys("Tab")
    t.keys("Enter")
    finish(t, 0, ["apple", "banana"], "--multi 2, Tab x4, Enter")


def case_cycle_wraps_around(env):
    t = env.term(["--cycle", "--layout=reverse"], FRUIT)
    ready(t)
    t.keys("C-k")
    t.keys("Enter")
    finish(t, 0, ["melon"], "--cycle, up from the first item")


def case_no_cycle_stops_at_end(env):
    t = env.term(["--layout=reverse"], FRUIT)
    ready(t)
    t.keys("C-k")
    t.keys("Enter")
    finish(t, 0, ["apple"], "no --cycle, up from the first item")


CASES = [v for k, v in list(globals().items()) if k.startswith("case_")]
