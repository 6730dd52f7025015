extension ShellIntegration {
    /// The Perl program Ctrl-R runs when the shell records when each command ran: it reads
    /// the history in the shell's own form (its first argument: `bash`, `zsh` or `fish`) and
    /// prints JSON Lines, newest first and each command once, with the command whole as the
    /// name (what lands on the line), how long ago it ran as the time the row shows, and
    /// `ran` (the date and time) and, from zsh, `took` (how long it ran) for the detail view.
    ///
    /// - bash: `history` with `HISTTIMEFORMAT` set to `^A%s^B`, oldest first; the lines after
    ///   an entry's first belong to it, and an entry bash has no time for (`??`) shows none.
    /// - zsh: the `$history` entries as NUL-ended number and text pairs, an empty record, then
    ///   `fc -lr -t %s -D` lines (number, start, elapsed, text with its line breaks escaped).
    /// - fish: `history -z --show-time=^A%s^B`, newest first.
    ///
    /// Written for every shell's single quotes: no single quote and no two backslashes in a
    /// row (fish reads those in single quotes). TZ is set when unset, as glibc reads it then,
    /// so that localtime does not look at /etc/localtime again for every entry (half the
    /// time of 100,000 entries).
    static let historyItems = #"""
    use POSIX qw(strftime); $ENV{TZ} = ":/etc/localtime" unless exists $ENV{TZ}; my $mode = shift; my $now = time; my (@records, %text, %seen); $/ = "\0";
    if ($mode eq "fish") {
      while (<STDIN>) { chomp; push @records, [$1, "", $2] if /^\x01(\d+)\x02(.*)\z/s }
    } elsif ($mode eq "zsh") {
      while (defined(my $key = <STDIN>)) { chomp $key; last if $key eq ""; my $value = <STDIN>; chomp $value; $text{$key} = $value }
      $/ = "\n";
      while (<STDIN>) { push @records, [$2, $3, $text{$1}] if /^\s*(\d+)\*?\s+(\d+)\s+(\S+)\s/ && defined $text{$1} }
    } else {
      for (split /\n/, do { local $/; <STDIN> } // "") {
        if (/^\s*\d+\*?\s*(?:\x01(\d+)\x02|\?\?)(.*)\z/s) { unshift @records, [$1, "", $2] } elsif (@records) { $records[0][2] .= "\n$_" }
      }
    }
    sub json { my $s = shift; $s =~ s/([\x00-\x1f"\x5c])/sprintf("%su%04x", chr(92), ord $1)/ge; "\"$s\"" }
    sub ago {
      my $d = $now - $_[0]; my $days = int($d / 86400);
      return "just now" if $d < 60; return int($d / 60) . " min ago" if $d < 3600; return int($d / 3600) . " h ago" if $d < 86400;
      return $days == 1 ? "yesterday" : "$days days ago" if $days < 7; strftime("%Y-%m-%d", localtime $_[0]);
    }
    for (@records) {
      my ($start, $took, $command) = @$_;
      next if $command eq "" || $seen{$command}++;
      my $line = "{\"name\":" . json($command);
      $line .= ",\"time\":" . json(ago($start)) . ",\"ran\":" . json(strftime("%Y-%m-%d %H:%M:%S", localtime $start)) if defined $start;
      $line .= ",\"took\":" . json($took) if $took ne "" && $took ne "0:00";
      print "$line}\n";
    }
    """#
}
