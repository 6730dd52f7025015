"""--bind: key:action forms and chains, events, commands run from bindings
(execute, execute-silent, become, reload, reload-sync, transform-query), hostile
items never running anything, and malformed bindings.

Judged by exit codes, printed output, files written by commands and texts on screen.
"""
import os
import time
from run import check, poll, CaseFailure
from cases_keys import FRUIT, ready, finish


def run_keys(env, args, keys, rc_want, out_want, what, items=FRUIT, typed=None, wait_for=None):
    t = env.term(args, items)
    ready(t, items[-1] if isinstance(items, list) else "melon")
    if typed:
        t.type(typed)
        if wait_for:
            t.wait_text(wait_for)
    for k in keys:
        t.keys(k)
    return finish(t, rc_want, out_want, what)


def lines_of(path):
    if not os.path.exists(path):
        return []
    with open(path) as f:
        return f.read().split("\n")


def case_bind_accept_abort(env):
    run_keys(env, ["--bind", "ctrl-a:accept"], ["C-a"], 0, ["apple"], "ctrl-a:accept")
    run_keys(env, ["--bind", "ctrl-a:abort"], ["C-a"], 130, [], "ctrl-a:abort")
    run_keys(env, ["--bind", "enter:abort"], ["Enter"], 130, [], "enter:abort (default key rebound)")


def case_bind_change_prompt(env):
    t = env.term(["--prompt", "OLD> ", "--bind", "ctrl-a:change-prompt(NEW> )"], FRUIT)
    ready(t)
    t.wait_text("OLD>")
    t.keys("C-a")
    t.wait_text("NEW>")
    t.wait_gone("OLD>")
    t.keys("Enter")
    finish(t, 0, ["apple"], "Enter after change-prompt")


def case_bind_change_query(env):
    t = env.term(["--bind", "ctrl-a:change-query(mel)"], FRUIT)
    ready(t)
    t.keys("C-a")
    t.wait_gone("apple")
    t.keys("Enter")
    finish(t, 0, ["melon"], "change-query(mel), Enter")


def case_bind_first_last(env):
    args = ["--bind", "ctrl-a:last,ctrl-b:first"]
    run_keys(env, args, ["C-a", "Enter"], 0, ["melon"], "last")
    run_keys(env, args, ["C-a", "C-b", "Enter"], 0, ["apple"], "last, first")


def case_bind_chain_toggle_down(env):
    run_keys(env, ["--multi", "--layout=reverse", "--bind", "ctrl-a:toggle+down"],
             ["C-a", "C-a", "Enter"], 0, ["apple", "banana"], "toggle+down twice")
    run_keys(env, ["--bind", "ctrl-a:last+accept"], ["C-a"], 0, ["melon"], "last+accept")


def case_bind_select_all(env):
    t = env.term(["--multi", "--bind", "ctrl-a:select-all"], FRUIT)
    ready(t)
    t.keys("C-a")
    t.keys("Enter")
    rc, out = t.result()
    check(rc == 0 and sorted(out) == FRUIT, "select-all, Enter: exit %d %r" % (rc, out))


def case_bind_print_query(env):
    run_keys(env, ["--bind", "ctrl-a:print-query"], ["C-a"], 0, ["xy"], "print-query",
             typed="xy", wait_for="xy")


def case_bind_accept_non_empty(env):
    t = env.term(["--bind", "enter:accept-non-empty"], FRUIT)
    ready(t)
    t.type("zzz")
    t.wait_gone("melon")
    t.keys("Enter")
    check(t.still_running(0.5), "accept-non-empty left with no match")
    t.keys("C-u")
    t.wait_text("melon")
    t.keys("Enter")
    finish(t, 0, ["apple"], "accept-non-empty with matches")


def case_bind_clear_query(env):
    t = env.term(["--bind", "ctrl-a:clear-query"], FRUIT)
    ready(t)
    t.type("mel")
    t.wait_gone("apple")
    t.keys("C-a")
    t.wait_text("apple")
    t.keys("Enter")
    finish(t, 0, ["apple"], "clear-query, Enter")


def case_bind_put(env):
    t = env.term(["--bind", "ctrl-a:put(mel)"], FRUIT)
    ready(t)
    t.keys("C-a")
    t.wait_gone("apple")
    t.type("on")
    t.keys("Enter")
    finish(t, 0, ["melon"], "put(mel), typed on, Enter")


def case_bind_unbind_rebind(env):
    t = env.term(["--bind", "ctrl-a:accept,ctrl-b:unbind(ctrl-a),ctrl-x:rebind(ctrl-a)"], FRUIT)
    ready(t)
    t.keys("C-b")
    time.sleep(0.2)
    t.keys("C-a")
    check(t.still_running(0.5), "ctrl-a still accepts after unbind(ctrl-a)")
    t.keys("C-x")
    time.sleep(0.2)
    t.keys("C-a")
    finish(t, 0, ["apple"], "ctrl-a after rebind(ctrl-a)")


def case_event_start(env):
    t = env.term(["--bind", "start:change-query(ban)"], FRUIT)
    t.wait_text("banana")
    t.wait_gone("melon")
    t.keys("Enter")
    finish(t, 0, ["banana"], "start:change-query(ban), Enter")


def case_event_load(env):
    t = env.term(["--bind", "load:change-prompt(LOADED> )"], FRUIT)
    ready(t)
    t.wait_text("LOADED>")


def case_event_change(env):
    t = env.term(["--bind", "change:change-prompt(CHANGED> )", "--prompt", "Q> "], FRUIT)
    ready(t)
    t.wait_text("Q>")
    check(t.still_running(0.3) and "CHANGED" not in t.screen(), "change fired before typing")
    t.type("a")
    t.wait_text("CHANGED>")


def case_event_focus(env):
    log = env.path("focus.log")
    t = env.term(["--layout=reverse", "--bind", "focus:execute-silent(echo {} >> %s)" % log], FRUIT)
    ready(t)
    poll(lambda: "apple" in lines_of(log), 3)
    t.keys("Down")
    check(poll(lambda: "banana" in lines_of(log), 3),
          "focus did not run for banana: %r" % lines_of(log))
    check("apple" in lines_of(log), "focus did not run for the first item: %r" % lines_of(log))
    t.keys("Enter")
    finish(t, 0, ["banana"], "Enter")


def case_event_one(env):
    t = env.term(["--bind", "one:accept"], FRUIT)
    ready(t)
    t.type("e")
    check(t.still_running(0.3), "one fired with four matches")
    t.type("l")
    finish(t, 0, ["melon"], "one:accept after typing el")


def case_event_zero(env):
    t = env.term(["--bind", "zero:abort"], FRUIT)
    ready(t)
    t.type("z")
    finish(t, 130, [], "zero:abort after typing z")


def case_event_result(env):
    log = env.path("result.log")
    t = env.term(["--bind", "result:execute-silent(echo Q={q} >> %s)" % log], FRUIT)
    ready(t)
    t.type("mel")
    t.wait_gone("apple")
    check(poll(lambda: "Q=mel" in lines_of(log), 3), "result did not run after the query mel: %r"
          % lines_of(log))
    t.keys("Enter")
    finish(t, 0, ["melon"], "Enter")


def case_execute_hands_over_terminal(env):
    t = env.term(["--bind", "ctrl-a:execute(echo EXEC:{}; read x)"], FRUIT)
    ready(t)
    t.keys("C-a")
    t.wait_text("EXEC:apple")
    t.wait_gone("melon")
    t.type("ok")
    t.keys("Enter")
    t.wait_text("melon")
    t.wait_gone("EXEC:apple")
    t.keys("Down")
    time.sleep(0.1)
    t.keys("Enter")
    rc, out = t.result()
    check(rc == 0 and out in (["banana"], ["apple"]), "Enter after execute: exit %d %r" % (rc, out))


def case_execute_silent_keeps_list(env):
    f = env.path("silent")
    t = env.term(["--bind", "ctrl-a:execute-silent(echo S:{} > %s)" % f], FRUIT)
    ready(t)
    t.keys("C-a")
    check(poll(lambda: "S:apple" in lines_of(f), 3), "execute-silent did not run")
    check("melon" in t.screen() and not t.finished(), "the list went away")
    t.keys("Enter")
    finish(t, 0, ["apple"], "Enter after execute-silent")


def case_become(env):
    run_keys(env, ["--bind", "ctrl-a:become(echo BECAME:{})"], ["C-a"], 0, ["BECAME:apple"], "become")


def case_become_exit_code(env):
    run_keys(env, ["--bind", "ctrl-a:become(exit 7)"], ["C-a"], 7, [], "become(exit 7)")


def reload_case(env, action):
    src = env.write("new", ["x1", "melon2", "x3"])
    t = env.term(["--bind", "ctrl-a:%s(cat %s)" % (action, src)], FRUIT)
    ready(t)
    t.type("mel")
    t.wait_gone("apple")
    t.keys("C-a")
    t.wait_text("melon2")
    s = t.screen()
    check("x1" not in s and "x3" not in s, "%s dropped the query:\n%s" % (action, s))
    t.keys("Enter")
    finish(t, 0, ["melon2"], "Enter after " + action)


def case_reload_keeps_query(env):
    reload_case(env, "reload")


def case_reload_sync_keeps_query(env):
    reload_case(env, "reload-sync")


def case_transform_query(env):
    t = env.term(["--bind", "ctrl-a:transform-query(echo {q} | sed s/ap/mel/)"], FRUIT)
    ready(t)
    t.type("ap")
    t.wait_gone("melon")
    t.keys("C-a")
    t.wait_text("melon")
    t.wait_gone("apple")
    t.keys("Enter")
    rc, out = t.result()
    check((rc, out) == (0, ["melon"]), "exit %d %r" % (rc, out))


def case_print_query_with_transform_query(env):
    run_keys(env, ["--print-query", "--bind", "ctrl-a:transform-query(echo {q}on)+accept"],
             ["C-a"], 0, ["melon", "melon"], "transform-query+accept", typed="mel", wait_for="mel")


def hostile_items(d):
    m = lambda n: os.path.join(d, "MARK%d" % n)
    return [
        "q'uote\"d $(touch %s)" % m(1),
        "back `touch %s` tick" % m(2),
        "semi; touch %s; echo" % m(3),
        "amp && touch %s" % m(4),
        "dollar ${HOME} $(touch %s" % m(5),
        "pipe | touch %s" % m(6),
    ]


def markers(d):
    return sorted(x for x in os.listdir(d) if x.startswith("MARK"))


def case_hostile_items_execute(env):
    items = hostile_items(env.dir)
    log = env.path("log")
    t = env.term(["--layout=reverse", "--bind",
                  "ctrl-a:execute-silent(printf '%%s\\n' {} >> %s)+down" % log], items)
    ready(t, "pipe")
    for _ in items:
        t.keys("C-a")
        time.sleep(0.15)
    check(poll(lambda: len([l for l in lines_of(log) if l]) >= len(items), 3),
          "execute-silent ran %d times" % len([l for l in lines_of(log) if l]))
    got = [l for l in lines_of(log) if l]
    check(got == items, "items reached the command changed: %r" % got)
    t.keys("Escape")
    t.result()
    check(not markers(env.dir), "a hostile item ran a command: %r" % markers(env.dir))


def case_hostile_items_preview_and_become(env):
    items = hostile_items(env.dir)
    t = env.term(["--layout=reverse", "--preview", "echo P:{}",
                  "--bind", "ctrl-a:become(printf '%s\\n' {})"], items)
    ready(t, "pipe")
    for i in range(len(items)):
        t.wait_text("P:" + items[i][:8])
        if i < len(items) - 1:
            t.keys("Down")
    t.keys("C-a")
    rc, out = t.result()
    check((rc, out) == (0, [items[-1]]), "become printed %r (exit %d)" % (out, rc))
    check(not markers(env.dir), "a hostile item ran a command: %r" % markers(env.dir))


def case_hostile_newline_read0(env):
    mark = os.path.join(env.dir, "MARK0")
    data = "first\0two\ntouch %s\0semi;touch %s\0" % (mark, mark)
    log = env.path("log")
    t = env.term(["--read0", "--layout=reverse", "--preview", "echo P:{}",
                  "--bind", "ctrl-a:execute-silent(printf '[%%s]' {} >> %s)+down" % log], data)
    ready(t, "first")
    t.keys("C-a", "C-a", "C-a")
    check(poll(lambda: os.path.exists(log) and open(log).read().count("[") >= 3, 3),
          "execute-silent did not run three times")
    time.sleep(0.3)
    t.keys("Escape")
    t.result()
    with open(log) as f:
        got = f.read()
    check("[two\ntouch %s]" % mark in got, "the item with a newline changed: %r" % got)
    check(not markers(env.dir), "a hostile item ran a command: %r" % markers(env.dir))


def case_malformed_bind_exit_2(env):
    bad = []
    for b in ("ctrl-a:no-such-action", "no-such-key:accept", "ctrl-a:execute(unclosed",
              "ctrl-a", "ctrl-a:change-prompt"):
        t = env.term(["--bind", b], FRUIT)
        rc, out = t.result()
        if rc != 2:
            bad.append("%r exits %d" % (b, rc))
    check(not bad, "; ".join(bad))


CASES = [v for k, v in list(globals().items()) if k.startswith("case_")]
