extension ShellIntegration {
    /// The zsh widgets and trigger completion.
    static let zsh = #"""
    # cardlist for zsh: source <(cardlist --zsh) in ~/.zshrc (after compinit, for the
    # completion of cardlist's options). Ctrl-T inserts files, Ctrl-R puts a command from
    # the history on the line, Alt-C changes directory, and Tab after ** opens a picker
    # for the word. Settings: CARDLIST_CTRL_T_COMMAND, CARDLIST_CTRL_T_OPTS,
    # CARDLIST_CTRL_R_OPTS, CARDLIST_ALT_C_COMMAND, CARDLIST_ALT_C_OPTS,
    # CARDLIST_COMPLETION_TRIGGER, CARDLIST_COMPLETION_OPTS (and CARDLIST_DEFAULT_OPTS).
    if [[ -o interactive ]]; then

    # How tall the pickers are (empty: the whole screen).
    typeset -g __cardlist_height='@HEIGHT@'

    # Sets REPLY to the options of a picker: the shared ones, the picker's ($1), the user's
    # defaults, then the user's for this picker ($2); a later one wins. (REPLY, not $(…):
    # a picker opens one process sooner.)
    __cardlist_options() {
      REPLY="--typing filter${__cardlist_height:+ --height $__cardlist_height} $1 ${CARDLIST_DEFAULT_OPTS-} $2"
    }

    # Reads NUL-ended items and prints each quoted for zsh, followed by a space.
    __cardlist_quote_each() {
      local item
      while IFS= read -r -d '' item; do builtin print -rn -- "${(q+)item} "; done
    }

    __cardlist_file_widget() {
      setopt localoptions no_aliases no_glob 2> /dev/null
      local picked opts REPLY
      __cardlist_options '--layout reverse --walker file,dir,follow,hidden,details --style line --search name --scheme path --multi' "${CARDLIST_CTRL_T_OPTS-}"; opts=$REPLY
      picked=$(CARDLIST_DEFAULT_COMMAND=${CARDLIST_CTRL_T_COMMAND-} \
        CARDLIST_DEFAULT_OPTS=$opts command cardlist --print0 < /dev/tty |
        __cardlist_quote_each)
      LBUFFER+=$picked
      zle reset-prompt
    }

    # The Perl program that turns the history with its times into items (JSON Lines).
    typeset -g __cardlist_history_items='@HISTORY@'

    # Ctrl-R; with EXTENDED_HISTORY (zsh keeps the times) each entry shows when it ran.
    __cardlist_history_widget() {
      setopt localoptions no_aliases no_glob no_ksharrays 2> /dev/null
      zmodload -F zsh/parameter p:history 2> /dev/null
      local picked opts REPLY
      if [[ -o extended_history ]]; then
        # Each entry with when it ran and how long it took (fc -t, -D), its text from $history.
        __cardlist_options '--scheme history --input jsonl --style line --search name' "${CARDLIST_CTRL_R_OPTS-}"; opts=$REPLY
        picked=$({ builtin print -rN -- "${(@kv)history}" ''; builtin fc -lr -t '%s' -D 1 } 2> /dev/null |
          command perl -e "$__cardlist_history_items" zsh |
          CARDLIST_DEFAULT_OPTS=$opts command cardlist --print0 --query "$LBUFFER" |
          { IFS= read -r -d '' picked && builtin print -rn -- "$picked" })
      else
        # $history lists the newest entry first; (u) keeps each command's newest use.
        __cardlist_options '--scheme history --read0' "${CARDLIST_CTRL_R_OPTS-}"; opts=$REPLY
        picked=$(builtin print -rN -- "${(@u)${(@v)history}}" |
          CARDLIST_DEFAULT_OPTS=$opts command cardlist --print0 --query "$LBUFFER" |
          { IFS= read -r -d '' picked && builtin print -rn -- "$picked" })
      fi
      if [[ -n $picked ]]; then
        BUFFER=$picked
        CURSOR=$#BUFFER
      fi
      zle reset-prompt
    }

    # Alt-C: runs `builtin cd -- DIR` as a command line; what was typed comes back on the
    # next line.
    __cardlist_cd_widget() {
      setopt localoptions no_aliases no_glob 2> /dev/null
      local dir opts REPLY
      __cardlist_options '--layout reverse --walker dir,follow,hidden --scheme path --no-multi' "${CARDLIST_ALT_C_OPTS-}"; opts=$REPLY
      dir=$(CARDLIST_DEFAULT_COMMAND=${CARDLIST_ALT_C_COMMAND-} \
        CARDLIST_DEFAULT_OPTS=$opts command cardlist --print0 < /dev/tty |
        { IFS= read -r -d '' dir && builtin print -rn -- "$dir" })
      if [[ -z $dir ]]; then
        zle redisplay
        return 0
      fi
      dir=$(builtin cd -q -- "$dir" 2> /dev/null && builtin print -rn -- "$PWD" || builtin print -rn -- "$dir")
      zle push-line
      BUFFER="builtin cd -- ${(q+)dir}"
      zle accept-line
      zle reset-prompt
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
      local command=$1 base=$2 prefix='' dir query candidate item opts REPLY
      case $command in
        (cd|pushd|rmdir|kill|ssh|telnet|export|unset|printenv) ;;
        (*) command=path ;;
      esac
      case $command in
        (kill)
          __cardlist_options '--layout reverse --multi --header-lines 1 --accept-nth 2' "${CARDLIST_COMPLETION_OPTS-}"; opts=$REPLY
          command ps -eo user,pid,ppid,start,time,command 2> /dev/null |
            CARDLIST_DEFAULT_OPTS=$opts command cardlist --query "$base" |
            while IFS= read -r item; do builtin print -rn -- "${(q+)item} "; done
          ;;
        (ssh|telnet)
          # Quoting an empty user would put '' before the host.
          [[ $base == *@* ]] && prefix=${base%%@*}@ base=${base#*@}
          __cardlist_options '--layout reverse --no-multi' "${CARDLIST_COMPLETION_OPTS-}"; opts=$REPLY
          __cardlist_hosts |
            CARDLIST_DEFAULT_OPTS=$opts command cardlist --query "$base" |
            while IFS= read -r item; do builtin print -rn -- "${prefix:+${(q+)prefix}}${(q+)item} "; done
          ;;
        (export|unset|printenv)
          __cardlist_options '--layout reverse --multi' "${CARDLIST_COMPLETION_OPTS-}"; opts=$REPLY
          builtin print -rl -- ${(k)parameters} |
            CARDLIST_DEFAULT_OPTS=$opts command cardlist --query "$base" |
            while IFS= read -r item; do builtin print -rn -- "$item "; done
          ;;
        (*)
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
            __cardlist_options '--layout reverse --scheme path --multi' "${CARDLIST_COMPLETION_OPTS-}"; opts=$REPLY
            CARDLIST_DEFAULT_COMMAND='' CARDLIST_DEFAULT_OPTS=$opts command cardlist \
              --walker file,dir,follow,hidden --walker-root "$dir" --query "$query" --print0 < /dev/tty |
              __cardlist_quote_each
          else
            __cardlist_options '--layout reverse --scheme path --no-multi' "${CARDLIST_COMPLETION_OPTS-}"; opts=$REPLY
            CARDLIST_DEFAULT_COMMAND='' CARDLIST_DEFAULT_OPTS=$opts command cardlist \
              --walker dir,follow --walker-root "$dir" --query "$query" --print0 < /dev/tty |
              while IFS= read -r -d '' item; do builtin print -rn -- "${(q+)${item%/}}/"; done
          fi
          ;;
      esac
    }

    # Tab: a word ending in the trigger is completed with a picker; any other Tab does
    # what Tab did before this script.
    __cardlist_completion_widget() {
      setopt localoptions no_aliases no_glob no_ksharrays 2> /dev/null
      local trigger=${CARDLIST_COMPLETION_TRIGGER-'**'} word command picked
      local -a words
      if [[ -z $trigger || $LBUFFER != *"$trigger" || ${LBUFFER##*[[:space:]]} == *('$('|'`')* ]]; then
        zle ${__cardlist_tab_widget:-expand-or-complete}
        return
      fi
      word=${LBUFFER##*[[:space:]]}
      # The command is the first word of the last command on the line.
      words=(${(z)LBUFFER})
      local i start=1
      for (( i = 1; i <= $#words; i++ )); do
        [[ ${words[i]} == (';'|'|'|'||'|'&'|'&&'|'('|'|&') ]] && start=$(( i + 1 ))
      done
      command=''
      for (( i = start; i < $#words; i++ )); do
        command=${words[i]}
        [[ $command == (sudo|command|builtin|env|*=*) ]] || break
        command=''
      done
      picked=$(__cardlist_complete_word "$command" "${word[1,-$(( ${#trigger} + 1 ))]}")
      [[ -n $picked ]] && LBUFFER=${LBUFFER[1,-$(( ${#word} + 1 ))]}$picked
      zle reset-prompt
    }

    # What Tab did before (expand-or-complete, unless it was already this script's).
    typeset -g __cardlist_tab_widget=${$(builtin bindkey '^I')[(w)2]}
    [[ -z $__cardlist_tab_widget || $__cardlist_tab_widget == (undefined-key|__cardlist_completion_widget) ]] && __cardlist_tab_widget=expand-or-complete

    zle -N __cardlist_file_widget
    zle -N __cardlist_history_widget
    zle -N __cardlist_cd_widget
    zle -N __cardlist_completion_widget
    # A command variable set but empty leaves its key to the shell.
    if [[ -n ${CARDLIST_CTRL_T_COMMAND-x} ]]; then
      builtin bindkey -M emacs '^T' __cardlist_file_widget
      builtin bindkey -M viins '^T' __cardlist_file_widget
    fi
    builtin bindkey -M emacs '^R' __cardlist_history_widget
    builtin bindkey -M viins '^R' __cardlist_history_widget
    if [[ -n ${CARDLIST_ALT_C_COMMAND-x} ]]; then
      builtin bindkey -M emacs '\ec' __cardlist_cd_widget
      builtin bindkey -M viins '\ec' __cardlist_cd_widget
    fi
    builtin bindkey -M emacs '^I' __cardlist_completion_widget
    builtin bindkey -M viins '^I' __cardlist_completion_widget

    fi
    """#
}
