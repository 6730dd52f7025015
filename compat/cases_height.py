"""--height (inline mode): N rows, N%, ~N with few items, --min-height, and what
was on the terminal before stays as it was, during and after (Enter, Esc,
Ctrl-C), with the cursor back where the program started.

Run from an interactive bash in a tmux window; earlier output is numbered lines
printed by the shell. Judged by rows relative to those lines, never exact rows.
"""
import re
import time
from run import check, CaseFailure

ITEMS = ["item%02d" % i for i in range(1, 61)]


def start(env, args, before=8, items=ITEMS, height=24):
    """A shell that prints BEFORE1..N, then runs the program; returns the shell."""
    sh = env.shell("bash", height=height)
    sh.wait_text("$")
    data = env.write("items", items)
    sh.run("clear; for i in $(seq 1 %d); do echo BEFORE$i; done; %s %s < %s; echo RC=$?; echo AFTER"
           % (before, sh.name, " ".join("'%s'" % a for a in args), data))
    return sh


def item_rows(lines):
    return [i for i, l in enumerate(lines) if re.search(r"item\d\d", l)]


def before_block(lines, n):
    """Rows of BEFORE1..n (only the visible ones); checks they are in order and adjacent."""
    rows = {}
    for i, l in enumerate(lines):
        m = re.match(r"^BEFORE(\d+)\s*$", l)
        if m:
            rows[int(m.group(1))] = i
    check(n in rows, "BEFORE%d is not on screen:\n%s" % (n, "\n".join(lines)))
    nums = sorted(rows)
    check(nums == list(range(nums[0], n + 1)), "the earlier lines changed: %r" % nums)
    for k in nums[:-1]:
        check(rows[k + 1] == rows[k] + 1, "the earlier lines are not adjacent: %r" % rows)
    return rows


def drawn(sh, want="item01"):
    s = sh.wait(lambda s: want in s and "RC=" not in s, "never drew the list")
    time.sleep(0.2)
    return sh.lines()


def case_height_rows(env):
    sh = start(env, ["--height", "10"])
    lines = drawn(sh)
    rows = item_rows(lines)
    check(3 <= len(rows) <= 10, "--height 10 shows %d items" % len(rows))
    b = before_block(lines, 8)
    check(b[8] < min(rows), "the list is not below the earlier output")
    check(max(rows) - b[8] <= 11, "the list is not right below the earlier output")
    sh.keys("Escape")
    sh.wait_text("AFTER")


def case_height_percent(env):
    counts = {}
    for h in ("30%", "80%"):
        sh = start(env, ["--height", h], before=2, height=40)
        counts[h] = len(item_rows(drawn(sh)))
        sh.keys("Escape")
        sh.wait_text("AFTER")
    check(counts["30%"] <= 12 and counts["80%"] >= 24,
          "items shown: 30%% of 40 rows %d, 80%% %d" % (counts["30%"], counts["80%"]))


def case_height_adaptive_few_items(env):
    sh = start(env, ["--height", "~20"], before=3, items=["item01", "item02", "item03"])
    lines = drawn(sh, "item03")
    b = before_block(lines, 3)
    rows = item_rows(lines)
    # the whole program fits in a few rows under the earlier output
    used = [i for i, l in enumerate(lines) if l.strip() and i > b[3]]
    check(len(rows) == 3 and max(used) - b[3] <= 6,
          "~20 with 3 items uses rows %r below BEFORE3:\n%s" % (used, "\n".join(lines)))
    sh.keys("Enter")
    s = sh.wait_text("AFTER")
    check("RC=0" in s, "Enter did not exit 0:\n" + s)


def case_min_height(env):
    counts = {}
    for mh in ("4", "16"):
        sh = start(env, ["--height", "10%", "--min-height", mh], before=2)
        counts[mh] = len(item_rows(drawn(sh)))
        sh.keys("Escape")
        sh.wait_text("AFTER")
    check(counts["16"] >= 10 and counts["4"] <= 4,
          "--height 10%% of 24 rows shows %d items with --min-height 4 and %d with 16"
          % (counts["4"], counts["16"]))


def leave(env, key, rc, before, printed):
    sh = start(env, ["--height", "10"], before=before)
    b0 = before_block(sh.wait_text("BEFORE%d" % before).split("\n"), before)
    lines = drawn(sh)
    b1 = before_block(lines, before)
    sh.keys(key)
    s = sh.wait_text("AFTER")
    time.sleep(0.2)
    lines = sh.lines()
    b2 = before_block(lines, before)
    check(set(b1) == set(b2) or (min(b2) <= min(b1) and before in b2),
          "%s: the earlier lines changed after exit: during %r, after %r" % (key, b1, b2))
    check(not item_rows(lines[:b2[before] + 1]),
          "%s: items left above the earlier output" % key)
    row = b2[before] + 1
    rest = [l.rstrip() for l in lines[row:] if l.strip()]
    want = printed + ["RC=%d" % rc, "AFTER"]
    check(rest[:len(want)] == want,
          "%s: right after the earlier lines the screen shows %r, want %r (the list left "
          "behind or the cursor elsewhere)" % (key, rest[:len(want) + 2], want))
    check(lines[row].rstrip() == want[0], "%s: %r does not start right below BEFORE%d:\n%s"
          % (key, want[0], before, "\n".join(lines)))
    check(not item_rows(lines) or printed, "%s: items left on screen" % key)
    return b0


def case_inline_enter_keeps_earlier_output(env):
    leave(env, "Enter", 0, 8, ["item01"])


def case_inline_esc_keeps_earlier_output(env):
    leave(env, "Escape", 130, 8, [])


def case_inline_ctrl_c_keeps_earlier_output(env):
    leave(env, "C-c", 130, 8, [])


def case_inline_near_bottom_scrolls_and_restores(env):
    # 20 lines printed: the list needs the terminal to scroll; the lines stay in order
    leave(env, "Escape", 130, 20, [])


def case_inline_cursor_back(env):
    sh = start(env, ["--height", "8"], before=4)
    drawn(sh)
    sh.keys("Escape")
    sh.wait_text("AFTER")
    time.sleep(0.2)
    lines = sh.lines()
    b = before_block(lines, 4)
    y, x = sh.cursor()
    # RC=130, AFTER, then the prompt: the cursor is on the prompt's line just below
    check(y == b[4] + 3, "cursor on row %d, want %d (below BEFORE4, RC, AFTER):\n%s"
          % (y, b[4] + 3, "\n".join(lines)))


CASES = [v for k, v in list(globals().items()) if k.startswith("case_")]
