"""Options judged through --filter (no terminal): exit codes, fields, order, matching."""
from run import check


def expect_out(env, args, lines, want, rc=0):
    got_rc, out, err = env.filter(args, lines)
    check(got_rc == rc, "%s: exit %d, want %d (stderr: %s)" % (" ".join(args), got_rc, rc, err.strip()[:200]))
    check(out == want, "%s: printed %r, want %r" % (" ".join(args), out, want))


def case_filter_match_exit_0(env):
    expect_out(env, ["--filter", "ap"], ["apple", "banana", "grape"], ["apple", "grape"])


def case_filter_no_match_exit_1(env):
    expect_out(env, ["--filter", "zzz"], ["apple", "banana"], [], rc=1)


def case_unknown_option_exit_2(env):
    expect_out(env, ["--filter", "a"], ["a"], ["a"])
    rc, out, err = env.filter(["--bogus-option"], ["a"])
    check(rc == 2, "exit %d, want 2" % rc)
    check(out == [], "printed %r on stdout" % out)
    lines = [l for l in err.split("\n") if l.strip()]
    check(len(lines) == 1 and "--bogus-option" in lines[0],
          "stderr should be one line naming --bogus-option, got %r" % err)


def case_bad_value_exit_2(env):
    # control: a good value works, so the 2 below is about the value
    expect_out(env, ["--tiebreak=index", "--filter", "a"], ["a"], ["a"])
    rc, out, err = env.filter(["--tiebreak=nonsense", "--filter", "a"], ["a"])
    check(rc == 2, "--tiebreak=nonsense: exit %d, want 2" % rc)
    check(err.strip() != "", "no message on stderr")
    expect_out(env, ["--nth=1", "--filter", "a"], ["a"], ["a"])
    rc, out, err = env.filter(["--nth=x", "--filter", "a"], ["a"])
    check(rc == 2, "--nth=x: exit %d, want 2" % rc)


def case_plus_options_are_not_files(env):
    # +s (no sort), +i (case-sensitive), +m (single) are options
    expect_out(env, ["+s", "+i", "+m", "--filter", "a"], ["ba", "a", "A"], ["ba", "a"])


def case_nth_field(env):
    expect_out(env, ["-d", ":", "--nth", "2", "--filter", "x"], ["x:a", "a:x", "b:b"], ["a:x"])


def case_nth_open_range(env):
    expect_out(env, ["-d", ":", "--nth", "2..", "--filter", "x"],
               ["x:a:b", "a:x:b", "a:b:x"], ["a:x:b", "a:b:x"])


def case_nth_range_to_negative(env):
    expect_out(env, ["-d", ":", "--nth", "..-2", "--filter", "x"],
               ["x:a:b", "a:x:b", "a:b:x"], ["x:a:b", "a:x:b"])


def case_nth_negative(env):
    expect_out(env, ["-d", ":", "--nth", "-1", "--filter", "x"],
               ["x:a:b", "a:x:b", "a:b:x"], ["a:b:x"])


def case_nth_default_whitespace_fields(env):
    expect_out(env, ["--nth", "2", "--filter", "q"], ["q  one", "one  q", "two z"], ["one  q"])


def case_with_nth_searches_shown_prints_whole(env):
    expect_out(env, ["-d", ":", "--with-nth", "2", "--filter", "x"],
               ["x:a", "a:x"], ["a:x"])


def case_accept_nth_prints_field(env):
    expect_out(env, ["-d", ":", "--accept-nth", "2", "--filter", "a"],
               ["a:one:z", "b:two:a"], ["one", "two"])
    lines = ["ID1:John:Dev", "ID2:Jane:Boss"]
    expect_out(env, ["-d", ":", "--with-nth", "2", "--accept-nth", "1", "--filter", "John"], lines, ["ID1"])
    expect_out(env, ["-d", ":", "--with-nth", "2", "--accept-nth", "1,3", "--filter", "Jane"], lines,
               ["ID2:Boss"])


def case_header_lines_skipped_in_filter(env):
    items = [str(i) for i in range(1, 8)]
    expect_out(env, ["--header-lines", "3", "--filter", ""], items, ["4", "5", "6", "7"])
    expect_out(env, ["--header-lines", "3", "--filter", "^1$"], items, [], rc=1)


def case_tac_reverses_input(env):
    expect_out(env, ["--tac", "--filter", ""], ["1", "2", "3"], ["3", "2", "1"])


def case_no_sort_keeps_input_order(env):
    lines = ["abcxdef", "abcd", "xabc"]
    expect_out(env, ["--filter", "abc", "+s"], lines, lines)
    expect_out(env, ["--filter", "abc", "--no-sort"], lines, lines)


def case_sort_default_prefers_tight_match(env):
    expect_out(env, ["--filter", "abc"], ["axxxxbxxxxc", "zabcz"], ["zabcz", "axxxxbxxxxc"])


def case_tiebreak_length(env):
    expect_out(env, ["--filter", "ab", "--tiebreak=length"],
               ["ab long line", "ab mid", "ab"], ["ab", "ab mid", "ab long line"])


def case_tiebreak_begin(env):
    # equal scores and lengths: only the match position decides
    expect_out(env, ["--filter", "ab", "--tiebreak=begin"], ["zzabz", "zabzz"], ["zabzz", "zzabz"])


def case_tiebreak_end(env):
    expect_out(env, ["--filter", "ab", "--tiebreak=end"], ["zabzz", "zzabz"], ["zzabz", "zabzz"])


def case_tiebreak_index(env):
    expect_out(env, ["--filter", "ab", "--tiebreak=index"],
               ["ab long line", "ab mid", "ab"], ["ab long line", "ab mid", "ab"])


def case_tiebreak_list(env):
    # begin first, then index among equal begins
    expect_out(env, ["--filter", "ab", "--tiebreak=begin,index"],
               ["xab long", "ab long", "xab", "ab"], ["ab long", "ab", "xab long", "xab"])


def case_scheme_path_prefers_file_name(env):
    got_rc, out, _ = env.filter(["--scheme=path", "--filter", "x"], ["xylo/other/a.c", "src/lib/x.c"])
    check(got_rc == 0 and out and out[0] == "src/lib/x.c",
          "--scheme=path should rank the match in the file name first, got %r" % out)


def case_scheme_history_keeps_input_order(env):
    lines = ["git commit -m long message", "git co", "git checkout main"]
    expect_out(env, ["--scheme=history", "--filter", "git c"], lines, lines)


def case_ignore_case(env):
    expect_out(env, ["-i", "--filter", "Ab"], ["ab", "AB", "xy"], ["ab", "AB"])


def case_case_sensitive(env):
    expect_out(env, ["+i", "--filter", "ab"], ["ab", "AB", "aB"], ["ab"])


def case_smart_case_default(env):
    expect_out(env, ["--filter", "ab"], ["ab", "AB"], ["ab", "AB"])
    expect_out(env, ["--filter", "Ab"], ["ab", "Ab", "AB"], ["Ab"])
    expect_out(env, ["--smart-case", "--filter", "Ab"], ["ab", "Ab", "AB"], ["Ab"])


def case_literal_no_accent_folding(env):
    expect_out(env, ["--filter", "cafe"], ["caf\u00e9"], ["caf\u00e9"])
    expect_out(env, ["--literal", "--filter", "cafe"], ["caf\u00e9"], [], rc=1)


def case_exact(env):
    lines = ["a-b-c", "abc"]
    expect_out(env, ["--filter", "abc"], lines, ["abc", "a-b-c"])
    expect_out(env, ["--exact", "--filter", "abc"], lines, ["abc"])
    expect_out(env, ["-e", "--filter", "abc"], lines, ["abc"])


def case_extended_quote_exact(env):
    expect_out(env, ["--filter", "'abc"], ["a-b-c", "xabcx"], ["xabcx"])


def case_extended_prefix_suffix(env):
    lines = ["foo.c", "xfoo.c", "foo.h"]
    expect_out(env, ["+s", "--filter", "^foo"], lines, ["foo.c", "foo.h"])
    expect_out(env, ["+s", "--filter", ".c$"], lines, ["foo.c", "xfoo.c"])


def case_extended_negation(env):
    expect_out(env, ["+s", "--filter", "foo !.h"], ["foo.c", "foo.h", "bar.c"], ["foo.c"])


def case_extended_or(env):
    expect_out(env, ["+s", "--filter", "^apple | ^grape"], ["apple", "banana", "grape"],
               ["apple", "grape"])


def case_extended_and_terms(env):
    expect_out(env, ["+s", "--filter", "an na"], ["banana", "and", "nab"], ["banana"])


CASES = [v for k, v in list(globals().items()) if k.startswith("case_")]
