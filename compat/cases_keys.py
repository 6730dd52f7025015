"""Keys and exit codes, judged in a tmux window by what the program prints and returns."""
import os
from run import check, CaseFailure

FRUIT = ["apple", "banana", "cherry", "grape", "melon"]


def ready(t, text="melon"):
    """Wait until the list is drawn (an item's text is on screen)."""
    t.wait_text(text)


def finish(t, rc_want, out_want, what):
    rc, out = t.result()
    check(rc == rc_want, "%s: exit %d, want %d (screen: %s)" % (what, rc, rc_want, t.stderr().strip()[:200]))
    if out_want is not None:
        check(out == out_want, "%s: printed %r, want %r" % (what, out, out_want))
    return out


def leave_with(env, key):
    t = env.term([], FRUIT)
    ready(t)
    t.keys(key)
    finish(t, 130, [], key)


def case_leave_keys_exit_130(env):
    bad = []
    for key in ("Escape", "C-c", "C-g", "C-q"):
        try:
            leave_with(env, key)
        except CaseFailure as e:
            bad.append(str(e))
    check(not bad, "; ".join(bad))


def case_enter_prints_current(env):
    t = env.term([], FRUIT)
    ready(t)
    t.keys("Enter")
    finish(t, 0, ["apple"], "Enter")


def case_typing_filters_then_enter(env):
    t = env.term([], FRUIT)
    ready(t)
    t.type("rap")
    t.wait_gone("melon")
    t.wait_text("grape")
    t.keys("Enter")
    finish(t, 0, ["grape"], "typed 'rap', Enter")


def case_enter_with_no_match_exit_1(env):
    t = env.term([], FRUIT)
    ready(t)
    t.type("zzzz")
    t.wait_gone("melon")
    t.keys("Enter")
    finish(t, 1, [], "Enter with no match")


def case_ctrl_k_up_ctrl_j_down(env):
    # default layout: the list grows upwards, so "up" is the next item
    t = env.term([], FRUIT)
    ready(t)
    for k in ("C-k", "C-k", "C-k", "C-j"):
        t.keys(k)
    t.keys("Enter")
    finish(t, 0, ["cherry"], "C-k C-k C-k C-j Enter")


def case_reverse_ctrl_j_down(env):
    t = env.term(["--layout=reverse"], FRUIT)
    ready(t)
    for k in ("C-j", "C-j", "C-j", "C-k"):
        t.keys(k)
    t.keys("Enter")
    finish(t, 0, ["cherry"], "reverse: C-j C-j C-j C-k Enter")


def case_arrow_keys_move(env):
    t = env.term([], FRUIT)
    ready(t)
    t.keys("Up")
    t.keys("Up")
    t.keys("Up")
    t.keys("Down")
    t.keys("Enter")
    finish(t, 0, ["cherry"], "Up Up Up Down Enter")


def case_ctrl_u_clears_query(env):
    t = env.term(["--query", "xyz"], FRUIT)
    t.wait_count(0, 5)
    t.keys("C-u")
    t.wait_text("melon")
    t.type("mel")
    t.keys("Enter")
    finish(t, 0, ["melon"], "C-u then 'mel'")


def case_ctrl_w_deletes_word(env):
    t = env.term(["--query", "ban zzz", "--print-query"], FRUIT)
    ready(t, "ban zzz")
    t.keys("C-w")
    t.wait_text("banana")
    t.keys("Enter")
    finish(t, 0, ["ban ", "banana"], "C-w on 'ban zzz'")
    # whitespace is the only word boundary for Ctrl-W
    t = env.term(["--query", "app foo/bar.baz", "--print-query"], FRUIT)
    ready(t, "foo/bar.baz")
    t.keys("C-w")
    t.wait_gone("foo/bar")
    t.keys("Enter")
    finish(t, 0, ["app ", "apple"], "C-w on 'app foo/bar.baz'")


def case_alt_backspace_deletes_word_part(env):
    t = env.term(["--query", "foo/bar.baz", "--print-query"], ["foo/bar.qux", "foo/bar.baz"])
    t.wait_count(1, 2)
    t.keys("M-BSpace")
    t.wait_count(2, 2)
    t.keys("Enter")
    out = finish(t, 0, None, "Alt-Backspace on 'foo/bar.baz', Enter")
    check(out[:1] == ["foo/bar."], "query after Alt-Backspace was %r, want 'foo/bar.'" % out[:1])


def case_ctrl_d_empty_query_aborts(env):
    t = env.term([], FRUIT)
    ready(t)
    t.keys("C-d")
    finish(t, 130, [], "C-d on empty query")


def case_ctrl_d_deletes_char_with_query(env):
    t = env.term(["--query", "mel", "--print-query"], FRUIT)
    t.wait_count(1, 5)
    t.keys("C-a")
    t.keys("C-d")
    check(t.still_running(), "C-d with a query exited")
    t.keys("Enter")
    finish(t, 0, ["el", "melon"], "C-a C-d on 'mel'")


def case_query_prefills(env):
    t = env.term(["--query", "cher"], FRUIT)
    t.wait_count(1, 5)
    t.wait_text("cherry")
    t.keys("Enter")
    finish(t, 0, ["cherry"], "--query cher, Enter")


def case_print_query(env):
    t = env.term(["--print-query", "--query", "gr"], FRUIT)
    t.wait_count(1, 5)
    t.keys("Enter")
    finish(t, 0, ["gr", "grape"], "--print-query")


def case_print_query_no_match_exit_1(env):
    rc, out, _ = env.filter(["--print-query", "--filter", "zzz"], FRUIT)
    check(rc == 1 and out == ["zzz"], "--filter: exit %d, printed %r; want 1, ['zzz']" % (rc, out))
    t = env.term(["--print-query", "--query", "zzz", "--exit-0"], FRUIT)
    finish(t, 1, ["zzz"], "--print-query --exit-0 with no match")
    t = env.term(["--print-query"], FRUIT)
    ready(t)
    t.type("zzz")
    t.wait_gone("melon")
    t.keys("Enter")
    finish(t, 1, ["zzz"], "--print-query, no match, Enter")


def case_select_1_exit_0_no_match(env):
    t = env.term(["--select-1", "--exit-0", "--query", "zzz"], FRUIT)
    finish(t, 1, [], "--select-1 --exit-0 with no match")


def case_expect_key_then_item(env):
    t = env.term(["--expect", "ctrl-x,ctrl-y"], FRUIT)
    ready(t)
    t.type("ban")
    t.wait_gone("melon")
    t.keys("C-y")
    finish(t, 0, ["ctrl-y", "banana"], "--expect ctrl-x,ctrl-y; C-y")


def case_expect_enter_prints_empty_line(env):
    t = env.term(["--expect", "ctrl-x"], FRUIT)
    ready(t)
    t.keys("Enter")
    finish(t, 0, ["", "apple"], "--expect ctrl-x; Enter")


def case_select_1_single_match(env):
    t = env.term(["--select-1", "--query", "cher"], FRUIT)
    finish(t, 0, ["cherry"], "--select-1 with one match")


def case_select_1_many_matches_waits(env):
    t = env.term(["--select-1", "--query", "ap"], FRUIT)
    t.wait_count(2, 5)
    t.wait_text("grape")
    check(t.still_running(), "--select-1 exited with two matches")
    t.keys("Escape")
    finish(t, 130, [], "Esc")


def case_exit_0_no_match(env):
    t = env.term(["--exit-0", "--query", "zzz"], FRUIT)
    finish(t, 1, [], "--exit-0 with no match")


def case_history_ctrl_p_recalls(env):
    hist = env.path("history")
    t = env.term(["--history", hist], FRUIT)
    ready(t)
    t.type("cher")
    t.wait_gone("melon")
    t.keys("Enter")
    finish(t, 0, ["cherry"], "first run")
    check(os.path.exists(hist), "history file not written")
    with open(hist) as f:
        check("cher" in f.read().split("\n"), "history file lacks the query 'cher'")
    t2 = env.term(["--history", hist, "--print-query"], FRUIT)
    ready(t2)
    t2.keys("C-p")
    t2.wait_gone("melon")
    t2.keys("Enter")
    finish(t2, 0, ["cher", "cherry"], "second run, C-p, Enter")


CASES = [v for k, v in list(globals().items()) if k.startswith("case_")]
