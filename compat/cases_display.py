"""What a person sees: layout, frame, header, prompt/pointer/marker, counter, scrolling.

Judged loosely: where texts are relative to each other, never exact positions.
"""
import re
from run import check, CaseFailure
from cases_keys import FRUIT, ready, finish

VBARS = "│┃║|▕▏"
ANSI = re.compile(r"\x1b\[[0-9;:?]*[A-Za-z]")


def row_of(lines, text, skip=()):
    for i, l in enumerate(lines):
        if text in l and i not in skip:
            return i
    return None


def rows_of(t, texts):
    lines = t.lines()
    rows = {x: row_of(lines, x) for x in texts}
    missing = [x for x, r in rows.items() if r is None]
    if missing:
        raise CaseFailure("not on screen: %r" % missing)
    return rows


def case_layout_reverse_prompt_on_top(env):
    t = env.term(["--layout=reverse", "--prompt", "Q> "], FRUIT)
    ready(t)
    t.wait_text("Q>")
    r = rows_of(t, ["Q>", "apple", "banana", "melon"])
    check(r["Q>"] < r["apple"] < r["banana"] < r["melon"],
          "want prompt above apple above banana above melon, rows %r" % r)


def case_layout_default_prompt_at_bottom(env):
    t = env.term(["--layout=default", "--prompt", "Q> "], FRUIT)
    ready(t)
    t.wait_text("Q>")
    r = rows_of(t, ["Q>", "apple", "banana", "melon"])
    check(r["melon"] < r["banana"] < r["apple"] < r["Q>"],
          "want melon above banana above apple above the prompt, rows %r" % r)
    check(r["Q>"] - r["apple"] <= 2, "first item is not just above the prompt, rows %r" % r)


def case_border_draws_frame(env):
    t = env.term(["--border"], FRUIT)
    ready(t)
    line = t.lines()[row_of(t.lines(), "apple")]
    left, right = line.split("apple", 1)
    check(any(c in VBARS for c in left) and right.rstrip() and right.rstrip()[-1] in VBARS,
          "apple's line is not between two frame sides: %r" % line)
    s = t.screen()
    check(re.search(r"^\s*\S[─━═\-]{20,}\S\s*$", s, re.M), "no top/bottom frame line:\n" + s)
    # control: without --border the item's line ends with the item
    t = env.term([], FRUIT)
    ready(t)
    line = t.lines()[row_of(t.lines(), "apple")].rstrip()
    check(line.endswith("apple"), "without --border apple's line should end with it: %r" % line)


def case_header_shown_not_selectable(env):
    t = env.term(["--header", "HDRTEXT"], FRUIT)
    ready(t)
    t.wait_text("HDRTEXT")
    t.type("hdrtext")
    t.wait_gone("melon")
    check("HDRTEXT" in t.screen(), "header disappeared while filtering")
    t.keys("Enter")
    finish(t, 1, [], "header text typed as query, Enter")


def case_header_lines_not_selectable(env):
    t = env.term(["--header-lines", "1"], ["NAME COLOUR"] + FRUIT)
    ready(t)
    t.wait_text("NAME COLOUR")
    t.wait_count(5, 5)
    t.keys("Enter")
    finish(t, 0, ["apple"], "--header-lines 1, Enter")


def case_prompt_text_shown(env):
    t = env.term(["--prompt", "pick: "], FRUIT)
    ready(t)
    t.wait_text("pick:")  # capture-pane drops trailing spaces
    t.type("zq")
    t.wait_text("pick: zq")


def case_pointer_text_on_current(env):
    t = env.term(["--pointer", "=>"], FRUIT)
    ready(t)
    s = t.wait(lambda s: re.search(r"=>\s*apple", s), "pointer '=>' not before apple")
    t.keys("Up")
    t.wait(lambda s: re.search(r"=>\s*banana", s) and not re.search(r"=>\s*apple", s),
           "pointer '=>' did not move to banana")


def case_marker_text_on_marked(env):
    t = env.term(["--multi", "--marker", "+*"], FRUIT)
    ready(t)
    check("+*" not in t.screen(), "marker shown before marking")
    t.keys("Tab")
    t.wait(lambda s: re.search(r"\+\*\s*apple", s), "marker '+*' not before apple")
    check(not re.search(r"\+\*\s*banana", t.screen()), "banana shown as marked")


def case_counter_matches_total(env):
    items = [str(i) for i in range(1, 11)]
    t = env.term([], items)
    ready(t, "10")
    t.wait_count(10, 10)
    t.type("1")
    t.wait_count(2, 10)
    t.type("0")
    t.wait_count(1, 10)


def case_info_hidden_hides_counter(env):
    t = env.term(["--info=hidden"], FRUIT)
    ready(t)
    t.type("an")
    t.wait_gone("melon")
    t.wait_text("banana")
    s = t.screen()
    check(not re.search(r"\d+/\d+", s), "counter shown with --info=hidden:\n" + s)


def case_with_nth_shows_fields_prints_line(env):
    t = env.term(["-d", ":", "--with-nth", "2"],
                 ["hidden1:shownone", "hidden2:showntwo"])
    ready(t, "showntwo")
    check("hidden" not in t.screen(), "--with-nth 2 still shows field 1")
    t.keys("Enter")
    finish(t, 0, ["hidden1:shownone"], "--with-nth, Enter")


LONG = "x" * 60 + "MATCHME" + "y" * 30


def item_row(t, text):
    """The screen line showing the long item (not the prompt)."""
    for l in t.lines():
        if text in l:
            return l
    return None


def case_hscroll_shows_match_past_edge(env):
    t = env.term(["--query", "MATCHME"], [LONG, "short"], width=40)
    t.wait_count(1, 2)
    line = t.wait(lambda s: "xxxxMATCH" in s, "match past the right edge was not scrolled into view")
    row = item_row(t, "xxxxMATCH")
    check(len(row.rstrip()) <= 40, "line wider than the window")
    # the cut start is marked: ".." (older fzf), "··" (fzf 0.74) or "…"
    head = row.split("xxxxMATCH")[0]
    check(re.search(r"\.\.|··|…", head), "the cut start of the line is not marked: %r" % row)


def case_no_hscroll_keeps_start(env):
    t = env.term(["--query", "MATCHME", "--no-hscroll"],
                 [LONG, "short"], width=40)
    t.wait_count(1, 2)
    t.wait_text("xxxxxxxxxx")
    check("xxxxMATCH" not in t.screen(), "--no-hscroll still scrolled to the match")


def case_match_highlighted_in_colour(env):
    t = env.term([], ["zzzbananazzz", "other"])
    ready(t, "other")
    t.type("nan")
    t.wait_gone("other")
    raw = t.screen(colour=True)
    lines = [l for l in raw.split("\n") if ANSI.sub("", l).find("zzzbananazzz") >= 0]
    check(lines, "item not on screen")
    line = lines[0]
    inner = line[line.find("zzz"):]
    check(ANSI.search(inner[:inner.find("zzz", 3) + 3] if inner.find("zzz", 3) > 0 else inner),
          "matched letters are not styled apart from the rest: %r" % line)


CASES = [v for k, v in list(globals().items()) if k.startswith("case_")]
