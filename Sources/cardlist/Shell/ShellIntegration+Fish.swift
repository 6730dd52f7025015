extension ShellIntegration {
    /// The fish key bindings; the completion picker is on Shift-Tab, as fzf has it there.
    static let fish = #"""
    # cardlist for fish: cardlist --fish | source in ~/.config/fish/config.fish.
    # Ctrl-T inserts files (the word under the cursor is the query), Ctrl-R puts a command
    # from the history on the line, Alt-C changes directory, and Shift-Tab opens a picker
    # for the word. Settings: CARDLIST_CTRL_T_COMMAND, CARDLIST_CTRL_T_OPTS,
    # CARDLIST_CTRL_R_OPTS, CARDLIST_ALT_C_COMMAND, CARDLIST_ALT_C_OPTS,
    # CARDLIST_COMPLETION_OPTS (and CARDLIST_DEFAULT_OPTS for every picker).
    if status is-interactive

    # How tall the pickers are (empty: the whole screen).
    set -g __cardlist_height '@HEIGHT@'

    # Runs cardlist with the picker's options ($argv[1]), the user's ($argv[2]) and the
    # arguments after them; a later option wins.
    function __cardlist_pick
        set -l height
        test -n "$__cardlist_height"; and set height "--height $__cardlist_height"
        set -lx CARDLIST_DEFAULT_OPTS "--typing filter $height $argv[1] $CARDLIST_DEFAULT_OPTS $argv[2]"
        command cardlist $argv[3..-1]
    end

    # The word under the cursor with fish's quoting undone.
    function __cardlist_current_word
        set -l token (commandline -ct | string collect)
        string unescape -- $token 2> /dev/null | string collect; or string collect -- $token
    end

    # Prints, NUL-ended, where a walk for the word $argv[1] starts (the longest directory
    # it begins with, else .) and the rest of the word, the query.
    function __cardlist_walk_start
        set -l base $argv[1]
        string match -qr -- '^~(/|$)' $base; and set base $HOME(string sub -s 2 -- $base)
        set -l dir .
        set -l query $base
        if string match -q -- '*/*' $base
            set -l candidate (string replace -r -- '/[^/]*$' '' $base)
            test -z "$candidate"; and set candidate /
            while not test -d "$candidate"
                if string match -q -- '*/*' $candidate
                    set candidate (string replace -r -- '/[^/]*$' '' $candidate)
                    test -z "$candidate"; and set candidate /
                else
                    set candidate .
                end
            end
            if test "$candidate" != .; or string match -q -- './*' $base
                set dir $candidate
                set query (string sub -s (math (string length -- $candidate) + 1) -- $base | string replace -r -- '^/' '')
            end
        end
        printf '%s\0%s\0' $dir "$query"
    end

    function __cardlist_file_widget -d 'cardlist: insert files'
        set -l start (__cardlist_walk_start (__cardlist_current_word) | string split0)
        set -lx CARDLIST_DEFAULT_COMMAND "$CARDLIST_CTRL_T_COMMAND"
        set -l picked (__cardlist_pick '--layout reverse --walker file,dir,follow,hidden,details --style line --search name --scheme path --multi' "$CARDLIST_CTRL_T_OPTS" \
            --walker-root="$start[1]" --query="$start[2]" --print0 < /dev/tty | string split0)
        if set -q picked[1]
            commandline -rt -- (string join ' ' -- (string escape -- $picked))' '
        end
        commandline -f repaint
    end

    # The Perl program that turns the history with its times into items (JSON Lines).
    set -g __cardlist_history_items '@HISTORY@'

    function __cardlist_history_widget -d 'cardlist: a command from the history'
        test -z "$fish_private_mode"; and builtin history merge
        set -l query (commandline | string collect)
        # history -z lists the newest first, each command once, each with when it ran.
        set -l picked (builtin history -z --show-time=(printf '\1%%s\2') | command perl -e $__cardlist_history_items fish |
            __cardlist_pick '--scheme history --input jsonl --style line --search name' "$CARDLIST_CTRL_R_OPTS" \
            --print0 --query="$query" | string split0)
        if set -q picked[1]
            commandline -- $picked[1]
        end
        commandline -f repaint
    end

    function __cardlist_cd_widget -d 'cardlist: change directory'
        set -lx CARDLIST_DEFAULT_COMMAND "$CARDLIST_ALT_C_COMMAND"
        set -l picked (__cardlist_pick '--layout reverse --walker dir,follow,hidden --scheme path --no-multi' "$CARDLIST_ALT_C_OPTS" \
            --print0 < /dev/tty | string split0)
        if set -q picked[1]
            cd -- $picked[1]
        end
        commandline -f repaint
    end

    # The hosts ssh knows: its configuration's Host names, known_hosts, /etc/hosts.
    function __cardlist_hosts
        begin
            command cat ~/.ssh/config /etc/ssh/ssh_config 2> /dev/null |
                command awk 'tolower($1) == "host" { for (i = 2; i <= NF; i++) if ($i !~ /[*?!%]/) print $i }'
            command awk '$1 !~ /^[#|@]/ { n = split($1, names, ","); for (i = 1; i <= n; i++) { h = names[i]; sub(/^\[/, "", h); sub(/\]:[0-9]+$/, "", h); if (h != "") print h } }' ~/.ssh/known_hosts 2> /dev/null
            command awk '$1 !~ /^#/ { for (i = 2; i <= NF && $i !~ /^#/; i++) print $i }' /etc/hosts 2> /dev/null
        end | command awk '!seen[$0]++'
    end

    # Shift-Tab: a picker for the word under the cursor, by the command it belongs to.
    function __cardlist_complete -d 'cardlist: complete the word'
        set -l base (__cardlist_current_word)
        # The words before the one under the cursor.
        set -l words (commandline -opc)
        set -l command ''
        for word in $words
            contains -- $word sudo command builtin env; or string match -q -- '*=*' $word; and continue
            set command $word
            break
        end
        if test "$command" = set; and not contains -- -e $words; and not contains -- -x $words; and not contains -- --erase $words; and not contains -- --export $words
            set command path
        end
        set -l picked
        set -l tail ' '
        switch "$command"
            case kill
                set picked (command ps -eo user,pid,ppid,start,time,command 2> /dev/null |
                    __cardlist_pick '--layout reverse --multi --header-lines 1 --accept-nth 2' "$CARDLIST_COMPLETION_OPTS" --query="$base")
            case ssh telnet
                # An empty string, not an empty list, without user@: $prefix(...) would be empty.
                set -l prefix (string match -r -- '^[^@]*@' $base; or echo '')
                set -l host (string replace -r -- '^[^@]*@' '' $base)
                set picked $prefix(__cardlist_hosts | __cardlist_pick '--layout reverse --no-multi' "$CARDLIST_COMPLETION_OPTS" --query="$host")
            case set
                set picked (set --names | __cardlist_pick '--layout reverse --multi' "$CARDLIST_COMPLETION_OPTS" --query="$base")
            case cd pushd rmdir
                set -l start (__cardlist_walk_start $base | string split0)
                set picked (CARDLIST_DEFAULT_COMMAND= __cardlist_pick '--layout reverse --scheme path --no-multi' "$CARDLIST_COMPLETION_OPTS" \
                    --walker dir,follow --walker-root="$start[1]" --query="$start[2]" --print0 < /dev/tty | string split0)
                set picked (string replace -r -- '/$' '' $picked)/
                set tail ''
            case '*'
                set -l start (__cardlist_walk_start $base | string split0)
                set picked (CARDLIST_DEFAULT_COMMAND= __cardlist_pick '--layout reverse --scheme path --multi' "$CARDLIST_COMPLETION_OPTS" \
                    --walker file,dir,follow,hidden --walker-root="$start[1]" --query="$start[2]" --print0 < /dev/tty | string split0)
        end
        if set -q picked[1]
            commandline -rt -- (string join ' ' -- (string escape -- $picked))$tail
        end
        commandline -f repaint
    end

    # A command variable set but empty leaves its key to the shell.
    if not set -q CARDLIST_CTRL_T_COMMAND; or test -n "$CARDLIST_CTRL_T_COMMAND"
        bind \ct __cardlist_file_widget
        bind -M insert \ct __cardlist_file_widget
    end
    bind \cr __cardlist_history_widget
    bind -M insert \cr __cardlist_history_widget
    if not set -q CARDLIST_ALT_C_COMMAND; or test -n "$CARDLIST_ALT_C_COMMAND"
        bind \ec __cardlist_cd_widget
        bind -M insert \ec __cardlist_cd_widget
    end
    bind \e\[Z __cardlist_complete
    bind -M insert \e\[Z __cardlist_complete

    end
    """#
}
