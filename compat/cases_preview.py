"""The preview pane: placeholders, following the current item, --preview-window
(position, size, hidden, wrap, +SCROLL), toggling, scrolling, colours, hostile
output, previews that never end, and no preview process left after exit.

Judged loosely: a text on screen, relative columns/rows, never exact positions.
"""
import os
import re
import time
from run import check, poll, CaseFailure
from cases_keys import FRUIT, ready, finish
from cases_display import row_of

LONG = ["L%d" % i for i in range(1, 1001)]


def col_of(t, text):
    for l in t.lines():
        if text in l:
            return l.index(text)
    raise CaseFailure("not on screen: %r" % text)


def word_re(w):
    return re.compile(r"(?<![0-9A-Za-z])%s(?![0-9A-Za-z])" % re.escape(w))


def case_preview_current_item(env):
    t = env.term(["--preview", "echo P:{}"], FRUIT)
    ready(t)
    t.wait_text("P:apple")
    t.keys("Escape")
    finish(t, 130, [], "Esc with a preview")


def case_preview_follows_current_item(env):
    t = env.term(["--layout=reverse", "--preview", "echo P:{}"], FRUIT)
    ready(t)
    t.wait_text("P:apple")
    t.keys("Down")
    t.wait_text("P:banana")
    t.wait_gone("P:apple")
    t.type("mel")
    t.wait_text("P:melon")
    t.keys("Enter")
    finish(t, 0, ["melon"], "typed mel, Enter")


def case_preview_query_placeholder(env):
    t = env.term(["--preview", "echo Q={q}."], FRUIT)
    ready(t)
    t.type("ap")
    t.wait_text("Q=ap.")
    t.keys("Escape")
    finish(t, 130, [], "Esc")


def case_preview_index_placeholder(env):
    t = env.term(["--layout=reverse", "--preview", "echo N={n}."], FRUIT)
    ready(t)
    t.wait_text("N=0.")
    t.keys("Down", "Down")
    t.wait_text("N=2.")
    t.type("melon")
    t.wait_text("N=4.")
    t.keys("Escape")
    finish(t, 130, [], "Esc")


def case_preview_field_placeholders(env):
    t = env.term(["--delimiter", ":", "--preview", "echo A={1}. Z={-1}. R={2..}."],
                 ["one:two:three", "four:five:six"])
    ready(t, "one:two")
    t.wait_text("A=one.")
    s = t.wait_text("R=two:three.")
    check("Z=three." in s, "{-1} is not the last field:\n" + s)


def case_preview_multi_placeholder(env):
    t = env.term(["--multi", "--layout=reverse", "--preview", "echo M=[{+}]"], FRUIT)
    ready(t)
    t.wait_text("M=[apple]")
    t.keys("Tab", "Tab")
    t.wait_text("M=[apple banana]")
    t.keys("Enter")
    finish(t, 0, ["apple", "banana"], "Tab Tab Enter")


def case_preview_item_quoted(env):
    # the item reaches the command as one word, not split or expanded
    items = ["two  spaces *", "plain"]
    t = env.term(["--preview", "printf '<%s>' {}"], items)
    ready(t, "plain")
    t.wait_text("<two  spaces *>")


def case_preview_window_right_default(env):
    t = env.term(["--preview", "echo PREVIEWTEXT"], FRUIT)
    ready(t)
    t.wait_text("PREVIEWTEXT")
    check(col_of(t, "PREVIEWTEXT") > col_of(t, "apple"), "preview is not right of the list")


def case_preview_window_left(env):
    t = env.term(["--preview", "echo PREVIEWTEXT", "--preview-window", "left"], FRUIT)
    ready(t)
    t.wait_text("PREVIEWTEXT")
    check(col_of(t, "PREVIEWTEXT") < col_of(t, "apple"), "preview is not left of the list")


def case_preview_window_up_down(env):
    for pos, above in (("up", True), ("down", False), ("top", True), ("bottom", False)):
        t = env.term(["--preview", "echo PREVIEWTEXT", "--preview-window", pos], FRUIT)
        ready(t)
        t.wait_text("PREVIEWTEXT")
        lines = t.lines()
        p, a, m = row_of(lines, "PREVIEWTEXT"), row_of(lines, "apple"), row_of(lines, "melon")
        ok = p < min(a, m) if above else p > max(a, m)
        check(ok, "--preview-window %s: preview row %d, list rows %d..%d" % (pos, p, m, a))
        t.keys("Escape")
        t.result()


def case_preview_window_size(env):
    # the list's share of the width follows the preview's size
    cols = {}
    for size in ("20%", "70%"):
        t = env.term(["--preview", "echo PREVIEWTEXT", "--preview-window", "right:" + size],
                     FRUIT, width=100)
        ready(t)
        t.wait_text("PREVIEWTEXT")
        cols[size] = col_of(t, "PREVIEWTEXT")
    check(cols["20%"] > 60 and cols["70%"] < 45,
          "preview starts at column %d with 20%% and %d with 70%% of 100" % (cols["20%"], cols["70%"]))
    t = env.term(["--layout=reverse", "--preview", "echo PREVIEWTEXT", "--preview-window", "up:3"],
                 FRUIT)
    ready(t)
    t.wait_text("PREVIEWTEXT")
    lines = t.lines()
    check(row_of(lines, "apple") - row_of(lines, "PREVIEWTEXT") < 12,
          "up:3 preview takes too many rows:\n" + t.screen())


def case_preview_window_hidden_toggle(env):
    t = env.term(["--preview", "echo PREVIEWTEXT", "--preview-window", "hidden",
                  "--bind", "ctrl-t:toggle-preview"], FRUIT)
    ready(t)
    check("PREVIEWTEXT" not in t.screen() and t.still_running(0.5)
          and "PREVIEWTEXT" not in t.screen(), "hidden preview is shown")
    t.keys("C-t")
    t.wait_text("PREVIEWTEXT")
    t.keys("C-t")
    t.wait_gone("PREVIEWTEXT")
    t.keys("Enter")
    finish(t, 0, ["apple"], "Enter")


def case_preview_toggle_hides_shown(env):
    t = env.term(["--preview", "echo PREVIEWTEXT", "--bind", "f2:toggle-preview"], FRUIT)
    ready(t)
    t.wait_text("PREVIEWTEXT")
    t.keys("F2")
    t.wait_gone("PREVIEWTEXT")
    t.wait_text("melon")


def case_preview_window_wrap(env):
    cmd = "printf '%s' " + "x" * 120 + "WRAPEND"
    t = env.term(["--preview", cmd, "--preview-window", "right:50%"], FRUIT)
    ready(t)
    t.wait_text("xxxxxxxxxx")
    check(t.still_running(0.5) and "WRAPEND" not in t.screen(), "unwrapped long line shows its end")
    t = env.term(["--preview", cmd, "--preview-window", "right:50%:wrap"], FRUIT)
    ready(t)
    t.wait_text("WRAPEND")


def case_preview_window_scroll_offset(env):
    # +{2}-5: the line named by field 2, five lines below the top
    t = env.term(["--preview", "seq 1000 | sed s/^/L/", "--preview-window", "+{2}-5"],
                 ["item 50", "other 300"], height=30)
    ready(t, "item 50")
    s = t.wait(lambda s: word_re("L45").search(s), "never showed L45")
    check(word_re("L50").search(s) and not word_re("L44").search(s) and not word_re("L1").search(s),
          "+{2}-5 for 50 does not start at L45:\n" + s)
    t.keys("Up")
    s = t.wait(lambda s: word_re("L295").search(s), "never showed L295 for the next item")
    check(not word_re("L294").search(s), "+{2}-5 for 300 does not start at L295:\n" + s)


def case_preview_scroll_keys(env):
    t = env.term(["--preview", "seq 1000 | sed s/^/L/",
                  "--bind", "ctrl-f:preview-down,ctrl-b:preview-up,ctrl-e:preview-page-down"],
                 FRUIT, height=20)
    ready(t)
    t.wait(lambda s: word_re("L1").search(s), "never showed L1")
    t.keys("C-f", "C-f", "C-f")
    s = t.wait(lambda s: not word_re("L3").search(s) and word_re("L4").search(s),
               "three preview-down did not put L4 on top")
    t.keys("C-b")
    t.wait(lambda s: word_re("L3").search(s), "preview-up did not bring back L3")
    t.keys("C-e")
    t.wait(lambda s: not word_re("L5").search(s) and word_re("L21").search(s),
           "preview-page-down did not move a page")
    t.keys("Enter")
    finish(t, 0, ["apple"], "Enter after scrolling the preview")


def case_preview_colours_kept(env):
    t = env.term(["--preview", r"printf '\033[31mREDTEXT\033[0m plain\n'"], FRUIT)
    ready(t)
    t.wait_text("REDTEXT")
    s = t.screen(colour=True)
    check(re.search(r"\x1b\[[0-9;]*(31|91|38;5;1|38;5;9)(;[0-9;]*)?m[^\x1b]*REDTEXT", s),
          "REDTEXT not drawn red: %r" % [l for l in s.split("\n") if "REDTEXT" in l])
    plain = [l for l in s.split("\n") if "apple" in l]
    check(plain and not re.search(r"\x1b\[[0-9;]*31m[^\x1b]*apple", plain[0]),
          "the list turned red too: %r" % plain)


def case_preview_hostile_escapes(env):
    cmd = (r"printf '\033]0;EVILTITLE\007\033[2J\033[H\033[?1049l\033[5;1HSMASHED"
           r"\033[2K\033[1;1H\033c\033[?25l\033[1000D\nSAFEPREVIEW\n'")
    t = env.term(["--preview", cmd, "--prompt", "Q> "], FRUIT)
    ready(t)
    s = t.wait_text("SAFEPREVIEW")
    time.sleep(0.3)
    s = t.screen()
    for x in FRUIT + ["Q>"]:
        check(x in s, "%r gone after the hostile preview:\n%s" % (x, s))
    title = __import__("run").tmux("display-message", "-p", "-t", t.session, "#{pane_title}")
    check("EVILTITLE" not in title, "the preview set the terminal title: %r" % title)
    t.type("mel")
    t.wait_gone("apple")
    t.keys("Enter")
    finish(t, 0, ["melon"], "typed mel, Enter after hostile preview")


def quick(t, keys, what, limit=2.0):
    start = time.time()
    t.keys(*keys)
    rc, out = t.result(timeout=limit + 3)
    took = time.time() - start
    check(took < limit, "%s took %.1fs" % (what, took))
    return rc, out


def pid_gone(pidfile, what):
    pid = poll(lambda: os.path.exists(pidfile) and open(pidfile).read().strip(), 3)
    check(pid, "%s: the preview never wrote its pid" % what)
    pid = int(pid)

    def gone():
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        except PermissionError:
            return False
        # a zombie is gone for our purpose
        try:
            with open("/proc/%d/stat" % pid) as f:
                return f.read().split(") ")[-1].startswith("Z")
        except OSError:
            return True
    check(poll(gone, 3), "%s: preview process %d still running after exit" % (what, pid))


def case_preview_never_ending_keys_answer(env):
    pidf = env.path("pid")
    t = env.term(["--preview", "echo STARTED; echo $$ > %s; exec sleep 100" % pidf], FRUIT)
    ready(t)
    t.wait_text("STARTED")
    t.type("mel")
    start = time.time()
    t.wait_gone("apple", timeout=2)
    check(time.time() - start < 1.5, "typing waited for the preview")
    rc, out = quick(t, ["Enter"], "Enter with a sleeping preview")
    check((rc, out) == (0, ["melon"]), "exit %d %r, want 0 ['melon']" % (rc, out))
    pid_gone(pidf, "sleep 100")


def case_preview_endless_output_keys_answer(env):
    pidf = env.path("pid")
    t = env.term(["--layout=reverse", "--preview", "echo $$ > %s; exec yes Y{}Y" % pidf], FRUIT)
    ready(t)
    t.wait_text("YappleY")
    t.keys("Down")
    t.wait_text("YbananaY", timeout=3)
    rc, out = quick(t, ["Enter"], "Enter while the preview prints forever")
    check((rc, out) == (0, ["banana"]), "exit %d %r, want 0 ['banana']" % (rc, out))
    pid_gone(pidf, "yes")


def case_preview_abort_leaves_no_process(env):
    pidf = env.path("pid")
    t = env.term(["--preview", "echo $$ > %s; sleep 100; echo done" % pidf], FRUIT)
    ready(t)
    poll(lambda: os.path.exists(pidf), 3)
    rc, out = quick(t, ["C-c"], "Ctrl-C with a sleeping preview")
    check(rc == 130, "exit %d, want 130" % rc)
    pid_gone(pidf, "sh running sleep 100")


def case_preview_old_process_ends_on_move(env):
    # moving to another item replaces the preview; the first one is stopped
    pidf = env.path("pid")
    t = env.term(["--layout=reverse", "--preview",
                  "echo P:{}; test {} = apple && echo $$ > %s && exec sleep 100" % pidf], FRUIT)
    ready(t)
    t.wait_text("P:apple")
    poll(lambda: os.path.exists(pidf), 3)
    t.keys("Down")
    t.wait_text("P:banana")
    pid_gone(pidf, "preview of apple after moving to banana")


CASES = [v for k, v in list(globals().items()) if k.startswith("case_")]
