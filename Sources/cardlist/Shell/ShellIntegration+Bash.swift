extension ShellIntegration {
    /// The bash key bindings and trigger completion (bash 4 or later).
    ///
    /// Every picker is a `bind -x` function that edits `READLINE_LINE`. Tab and Alt-C are
    /// short macros around such a function, which binds their second key to what follows
    /// (completion as usual, accepting the `cd` line, or nothing).
    static let bash = #"""
    # cardlist for bash: eval "$(cardlist --bash)" in ~/.bashrc.
    # Ctrl-T inserts files, Ctrl-R puts a command from the history on the line, Alt-C
    # changes directory, and Tab after ** opens a picker for the word. Settings:
    # CARDLIST_CTRL_T_COMMAND, CARDLIST_CTRL_T_OPTS, CARDLIST_CTRL_R_OPTS,
    # CARDLIST_ALT_C_COMMAND, CARDLIST_ALT_C_OPTS, CARDLIST_COMPLETION_TRIGGER,
    # CARDLIST_COMPLETION_OPTS (and CARDLIST_DEFAULT_OPTS for every picker).
    if [[ $- == *i* ]] && (( BASH_VERSINFO[0] >= 4 )); then

    # How tall the pickers are (empty: the whole screen).
    __cardlist_height='@HEIGHT@'

    # Sets the variable named $1 to the options of a picker: the shared ones, the picker's
    # ($2), the user's defaults, then the user's for this picker ($3); a later one wins.
    # (printf -v, not $(…): a picker opens one process sooner.)
    __cardlist_options() {
      builtin printf -v "$1" '%s' "--typing filter${__cardlist_height:+ --height $__cardlist_height} $2 ${CARDLIST_DEFAULT_OPTS-} $3"
    }

    # Reads NUL-ended items and prints each quoted for bash, followed by a space.
    __cardlist_quote_each() {
      local item
      while IFS= read -r -d '' item; do builtin printf '%q ' "$item"; done
    }

    # Ctrl-T; the walker stands in for a missing or empty CARDLIST_CTRL_T_COMMAND.
    __cardlist_file_widget() {
      local picked opts
      __cardlist_options opts '--layout reverse --walker file,dir,follow,hidden,details --style line --search name --scheme path --multi' "${CARDLIST_CTRL_T_OPTS-}"
      picked=$(CARDLIST_DEFAULT_COMMAND=${CARDLIST_CTRL_T_COMMAND-} CARDLIST_DEFAULT_OPTS=$opts command cardlist --print0 < /dev/tty |
        __cardlist_quote_each)
      READLINE_LINE=${READLINE_LINE:0:READLINE_POINT}$picked${READLINE_LINE:READLINE_POINT}
      READLINE_POINT=$(( READLINE_POINT + ${#picked} ))
    }

    # The history, newest first, each command once (its newest use), NUL-ended: `fc -l`
    # starts every entry with a tab and a space (or * when edited); lines after a
    # command's first belong to it.
    __cardlist_history_records() {
      builtin fc -lnr -2147483648 2> /dev/null |
        command perl -e 'getc STDIN; $/ = "\n\t"; while (<STDIN>) { chomp; s/\n\z//; s/^[ *]//; print "$_\0" if length && !$seen{$_}++ }'
    }

    # The Perl program that turns the history with its times into items (JSON Lines).
    __cardlist_history_items='@HISTORY@'

    # Ctrl-R; with HISTTIMEFORMAT set (bash records the times) each entry shows when it ran.
    __cardlist_history_widget() {
      local picked opts
      if [[ -n ${HISTTIMEFORMAT-} ]]; then
        __cardlist_options opts '--scheme history --input jsonl --style line --search name' "${CARDLIST_CTRL_R_OPTS-}"
        picked=$(HISTTIMEFORMAT=$'\1%s\2' builtin history | command perl -e "$__cardlist_history_items" bash |
          CARDLIST_DEFAULT_OPTS=$opts command cardlist --print0 --query "$READLINE_LINE" |
          command perl -0 -ne 'chomp; print; last') || return 0
      else
        __cardlist_options opts '--scheme history --read0' "${CARDLIST_CTRL_R_OPTS-}"
        picked=$(__cardlist_history_records |
          CARDLIST_DEFAULT_OPTS=$opts command cardlist --print0 --query "$READLINE_LINE" |
          command perl -0 -ne 'chomp; print; last') || return 0
      fi
      [[ -n $picked ]] || return 0
      READLINE_LINE=$picked
      READLINE_POINT=${#READLINE_LINE}
    }

    # Alt-C: the line becomes `builtin cd -- DIR` and is run, then what was typed is
    # put back on the next line.
    __cardlist_cd_widget() {
      local dir opts
      __cardlist_typed=$READLINE_LINE __cardlist_typed_point=$READLINE_POINT
      builtin bind '"\C-x\C-l4": redraw-current-line'
      __cardlist_options opts '--layout reverse --walker dir,follow,hidden --scheme path --no-multi' "${CARDLIST_ALT_C_OPTS-}"
      dir=$(CARDLIST_DEFAULT_COMMAND=${CARDLIST_ALT_C_COMMAND-} CARDLIST_DEFAULT_OPTS=$opts command cardlist --print0 < /dev/tty |
        command perl -0 -ne 'chomp; print; last') || return 0
      [[ -n $dir ]] || return 0
      dir=$(builtin unset CDPATH && builtin cd -- "$dir" && builtin pwd && builtin printf x) || return 0
      dir=${dir%$'\nx'}
      READLINE_LINE="builtin cd -- $(builtin printf '%q' "$dir")"
      READLINE_POINT=${#READLINE_LINE}
      builtin bind '"\C-x\C-l4": "\C-m\C-x\C-l5"'
    }

    __cardlist_cd_restore() {
      READLINE_LINE=$__cardlist_typed
      READLINE_POINT=$__cardlist_typed_point
    }

    # The hosts ssh knows: its configuration's Host names, known_hosts, /etc/hosts.
    __cardlist_hosts() {
      {
        command cat ~/.ssh/config /etc/ssh/ssh_config 2> /dev/null |
          command awk 'tolower($1) == "host" { for (i = 2; i <= NF; i++) if ($i !~ /[*?!%]/) print $i }'
        command awk '$1 !~ /^[#|@]/ { n = split($1, names, ","); for (i = 1; i <= n; i++) { h = names[i]; sub(/^\[/, "", h); sub(/\]:[0-9]+$/, "", h); if (h != "") print h } }' ~/.ssh/known_hosts 2> /dev/null
        command awk '$1 !~ /^#/ { for (i = 2; i <= NF && $i !~ /^#/; i++) print $i }' /etc/hosts 2> /dev/null
      } | command awk '!seen[$0]++'
    }

    # Prints what replaces the word $2 (the trigger taken off) of the command $1: the
    # picked words quoted, or nothing when the picker was left.
    __cardlist_complete_word() {
      local command=$1 base=$2 prefix='' dir query candidate item opts
      case $command in
        cd | pushd | rmdir | kill | ssh | telnet | export | unset | printenv) ;;
        *) command=path ;;
      esac
      case $command in
        kill)
          __cardlist_options opts '--layout reverse --multi --header-lines 1 --accept-nth 2' "${CARDLIST_COMPLETION_OPTS-}"
          command ps -eo user,pid,ppid,start,time,command 2> /dev/null |
            CARDLIST_DEFAULT_OPTS=$opts command cardlist --query "$base" |
            while IFS= read -r item; do builtin printf '%q ' "$item"; done
          ;;
        ssh | telnet)
          [[ $base == *@* ]] && prefix=${base%%@*}@ base=${base#*@}
          __cardlist_options opts '--layout reverse --no-multi' "${CARDLIST_COMPLETION_OPTS-}"
          __cardlist_hosts |
            CARDLIST_DEFAULT_OPTS=$opts command cardlist --query "$base" |
            while IFS= read -r item; do builtin printf '%q ' "$prefix$item"; done
          ;;
        export | unset | printenv)
          __cardlist_options opts '--layout reverse --multi' "${CARDLIST_COMPLETION_OPTS-}"
          builtin compgen -v |
            CARDLIST_DEFAULT_OPTS=$opts command cardlist --query "$base" |
            while IFS= read -r item; do builtin printf '%s ' "$item"; done
          ;;
        *)
          # The walk starts in the longest directory the word begins with.
          [[ $base == '~' || $base == '~/'* ]] && base=$HOME${base:1}
          dir=. query=$base
          if [[ $base == */* ]]; then
            candidate=${base%/*}
            [[ -z $candidate ]] && candidate=/
            while [[ ! -d $candidate ]]; do
              if [[ $candidate == */* ]]; then candidate=${candidate%/*}; [[ -z $candidate ]] && candidate=/; else candidate=.; fi
            done
            if [[ $candidate != . || $base == ./* ]]; then
              dir=$candidate query=${base#"$candidate"} query=${query#/}
            fi
          fi
          if [[ $command == path ]]; then
            __cardlist_options opts '--layout reverse --scheme path --multi' "${CARDLIST_COMPLETION_OPTS-}"
            CARDLIST_DEFAULT_COMMAND='' CARDLIST_DEFAULT_OPTS=$opts command cardlist \
              --walker file,dir,follow,hidden --walker-root "$dir" --query "$query" --print0 < /dev/tty |
              __cardlist_quote_each
          else
            __cardlist_options opts '--layout reverse --scheme path --no-multi' "${CARDLIST_COMPLETION_OPTS-}"
            CARDLIST_DEFAULT_COMMAND='' CARDLIST_DEFAULT_OPTS=$opts command cardlist \
              --walker dir,follow --walker-root "$dir" --query "$query" --print0 < /dev/tty |
              while IFS= read -r -d '' item; do builtin printf '%q/' "${item%/}"; done
          fi
          ;;
      esac
    }

    # Tab: a word ending in the trigger is completed with a picker; any other Tab does
    # what Tab did before this script.
    __cardlist_tab_widget() {
      local trigger=${CARDLIST_COMPLETION_TRIGGER-'**'} left=${READLINE_LINE:0:READLINE_POINT} word command picked
      local -a words
      builtin bind "\"\\C-x\\C-l2\": $__cardlist_tab_action"
      [[ -n $trigger && $left == *"$trigger" ]] || return 0
      word=${left##*[[:space:]]}
      [[ $word != *'$('* && $word != *'`'* ]] || return 0
      # The command is the first word of the last command on the line.
      builtin read -r -a words <<< "${left##*[;|&(]}"
      for command in "${words[@]}"; do
        [[ $command == sudo || $command == command || $command == builtin || $command == env || $command == *=* ]] || break
      done
      [[ ${#words[@]} -le 1 ]] && command=''
      builtin bind '"\C-x\C-l2": redraw-current-line'
      picked=$(__cardlist_complete_word "$command" "${word:0:${#word}-${#trigger}}")
      [[ -n $picked ]] || return 0
      left=${left:0:${#left}-${#word}}$picked
      READLINE_LINE=$left${READLINE_LINE:READLINE_POINT}
      READLINE_POINT=${#left}
    }

    # What Tab did before (complete, unless it was already this script's).
    __cardlist_tab_action=$(builtin bind -p 2> /dev/null | command awk '$1 == "\"\\C-i\":" { print $2; exit }')
    [[ $__cardlist_tab_action == '' || $__cardlist_tab_action == '"'* ]] && __cardlist_tab_action=complete

    # A command variable set but empty leaves its key to the shell.
    if [[ ${CARDLIST_CTRL_T_COMMAND-x} ]]; then
      builtin bind -m emacs-standard -x '"\C-t": __cardlist_file_widget'
      builtin bind -m vi-insert -x '"\C-t": __cardlist_file_widget'
    fi
    builtin bind -m emacs-standard -x '"\C-r": __cardlist_history_widget'
    builtin bind -m vi-insert -x '"\C-r": __cardlist_history_widget'
    builtin bind -x '"\C-x\C-l3": __cardlist_cd_widget'
    builtin bind -x '"\C-x\C-l5": __cardlist_cd_restore'
    builtin bind '"\C-x\C-l4": redraw-current-line'
    [[ ${CARDLIST_ALT_C_COMMAND-x} ]] && builtin bind -m emacs-standard '"\ec": "\C-x\C-l3\C-x\C-l4"'
    builtin bind -x '"\C-x\C-l1": __cardlist_tab_widget'
    builtin bind "\"\\C-x\\C-l2\": $__cardlist_tab_action"
    builtin bind -m emacs-standard '"\C-i": "\C-x\C-l1\C-x\C-l2"'

    fi
    """#
}
