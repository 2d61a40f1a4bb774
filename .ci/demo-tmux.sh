#!/usr/bin/env bash
# Runs `demo` in a real terminal: a detached tmux session, keys typed with send-keys, the screen
# read with capture-pane. Checks the flow, colour on a terminal, NO_COLOR, `quit` and Ctrl-C,
# passwords hidden on every screen, a TERM=dumb session (echo on but for the hidden prompt, Ctrl-D
# and SIGTERM there), that a restart (after `quit`, Ctrl-C or `kill -9`) comes back to the
# screen the user was on, and the items split: one stack in a 60-column pane, two columns side by
# side in a 140-column pane, and the pane resized between the two.
# Usage (from anywhere): .ci/demo-tmux.sh      Exit status: 0 when every check passes.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v tmux >/dev/null 2>&1; then
    echo "demo-tmux: tmux is missing; installing it with apt-get"
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq tmux >/dev/null
fi

# SCRATCH=.build-x .ci/demo-tmux.sh builds in another scratch path (default: .build).
scratch="${SCRATCH:-.build}"
swift build --scratch-path "$scratch" --product demo
bin="$(swift build --scratch-path "$scratch" --show-bin-path)/demo"
work="$(mktemp -d)"
session="headlessflow-demo-$$"
# A server of its own: other tmux sessions of this user (another checkout running this script at the
# same time) are neither seen nor disturbed.
tmux() { command tmux -L "$session" "$@"; }
cleanup() {
    tmux kill-session -t "$session" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

fail() {
    echo "demo-tmux: FAILED: $1. The pane shows:" >&2
    tmux capture-pane -p -t "$session" -S -100 >&2 || true
    exit 1
}

# wait_for TEXT [SECONDS]: polls the pane (and its scrollback) until TEXT appears.
wait_for() {
    local text="$1" timeout="${2:-20}" i
    for ((i = 0; i < timeout * 10; i++)); do
        if tmux capture-pane -p -t "$session" -S -200 | grep -qF -- "$text"; then return 0; fi
        sleep 0.1
    done
    fail "\"$text\" did not appear within ${timeout}s"
}

# wait_count TEXT N: polls until TEXT appears on N lines of the pane and its scrollback.
wait_count() {
    local text="$1" count="$2" i
    for ((i = 0; i < 200; i++)); do
        if [ "$(tmux capture-pane -p -t "$session" -S -300 | grep -cF -- "$text")" -ge "$count" ]; then return 0; fi
        sleep 0.1
    done
    fail "\"$text\" did not appear $count times within 20s"
}

# wait_prompt: polls until the pane's last line is an empty prompt: the line editor has the
# terminal in raw mode again, so what is typed next is not echoed by the terminal.
wait_prompt() {
    local i
    for ((i = 0; i < 200; i++)); do
        if [ "$(tmux capture-pane -p -t "$session" | grep -v '^ *$' | tail -n 1 | sed 's/ *$//')" = ">" ]; then
            return 0
        fi
        sleep 0.1
    done
    fail "no empty prompt within 20s"
}

# clear_pane MARKER: clears the screen and scrollback, and waits until MARKER is gone from both, so
# later checks cannot match an earlier run's output.
clear_pane() {
    local marker="$1" i
    type_line "clear"
    for ((i = 0; i < 200; i++)); do
        tmux clear-history -t "$session"
        if ! tmux capture-pane -p -t "$session" -S -200 | grep -qF -- "$marker"; then return 0; fi
        sleep 0.1
    done
    fail "could not clear the pane"
}

# new_session WIDTH SHELL: starts the detached session. A busy machine sometimes sees the new tmux
# server exit before it answers ("server exited unexpectedly"); that is retried, not a failure.
new_session() {
    local i
    for ((i = 0; i < 5; i++)); do
        if tmux new-session -d -s "$session" -x "$1" -y 50 "$2"; then return 0; fi
        sleep 1
    done
    echo "demo-tmux: FAILED: tmux could not start a session" >&2
    exit 1
}

# type_line TEXT: types TEXT literally, then Enter.
type_line() {
    tmux send-keys -t "$session" -l -- "$1"
    tmux send-keys -t "$session" Enter
}

# A plain shell in a fixed-size pane, without NO_COLOR, so the demo sees a colour terminal. 60
# columns is a narrow terminal: the items split is collapsed into one stack.
new_session 60 "env -u NO_COLOR -u COLUMNS bash --norc --noprofile"
type_line "'$bin' --data '$work/data.json'; echo \"demo-exit=\$?\""

wait_for "== Onboarding =="
tmux capture-pane -e -p -t "$session" | grep -qF $'\e[' || fail "no colour on a terminal"
type_line 1
wait_for "Demo account: demo@example.com / password"
type_line "set email demo@example.com"
type_line "set password wrong"
type_line 1
wait_for "Wrong email or password."
type_line "set password password"
type_line 1
wait_for "path: Login > Menu[Items] > Items Home"
type_line 1
wait_for "#3 Eraser"
# One stack: the list alone, its title at the start of a line, no column beside it.
tmux capture-pane -p -t "$session" | grep -qx "== Items ==" || fail "60 columns: the list is not drawn alone"
if tmux capture-pane -p -t "$session" | grep -v "^tabs: " | grep -qF " | "; then
    fail "60 columns: the split was drawn as columns"
fi
type_line bogus
wait_for 'error: unknown command "bogus" (type help)'
type_line "add item"
wait_for "== New Item =="
type_line "set name Ruler"
type_line 1
wait_for "[alert] Nice!"
wait_for "Item added!"
type_line 9
wait_for "error: the alert has no action 9 (choose 1)"
type_line ok
type_line tree
wait_for "ItemsListCoordinator (column 1 Items, selected)"
tmux send-keys -t "$session" C-c
wait_for "demo-exit=0"

# Second run: it comes back where Ctrl-C left it (New Item in the Items tab), onboarding is not
# shown again, NO_COLOR turns colour off, `quit` exits with 0.
clear_pane "demo-exit=0"
type_line "NO_COLOR=1 '$bin' --data '$work/data.json'; echo \"second-exit=\$?\""
wait_for "path: Login > Menu[Items] > Items Home > Items > New Item"
wait_for "== New Item =="
if tmux capture-pane -p -t "$session" | grep -qF "== Onboarding =="; then fail "onboarding shown twice"; fi
if tmux capture-pane -e -p -t "$session" | grep -qF $'\e['; then fail "colour despite NO_COLOR"; fi
type_line quit
wait_for "second-exit=0"
grep -qF '"Ruler"' "$work/data.json" || fail "the added item was not saved"

# Third run: back on New Item after `quit`; Ctrl-D (end of input) exits with 0 too.
clear_pane "second-exit=0"
type_line "'$bin' --data '$work/data.json'; echo \"third-exit=\$?\""
wait_for "== New Item =="
tmux send-keys -t "$session" C-d
wait_for "third-exit=0"

# Fourth run (--fresh: on Login, whatever the last run showed): a password is never on screen. The one-line form shows *s as it is typed, and
# `set password` alone asks for it with echo off.
clear_pane "third-exit=0"
type_line "'$bin' --data '$work/data.json' --fresh; echo \"fourth-exit=\$?\""
wait_for "== Login =="
type_line "set email demo@example.com"
# Typed while a command still runs, keys reach a terminal in its normal mode, which echoes them:
# the password waits for the prompt.
wait_for "email: demo@example.com"
wait_prompt
tmux send-keys -t "$session" -l -- "set password hunter2"
wait_for "> set password *******"
tmux send-keys -t "$session" C-u
type_line "set password"
wait_for "password (typing is hidden):"
type_line "password"
wait_for "password: ********"
type_line 1
wait_for "== Items Home =="
if tmux capture-pane -p -t "$session" -S -200 | grep -qF "hunter2"; then fail "a password was echoed"; fi
# Line editing: the arrow keys move the cursor instead of typing escape codes, and up recalls this
# run's lines (a line that held a password is not among them).
tmux send-keys -t "$session" -l -- "hlp"
tmux send-keys -t "$session" Left Left
tmux send-keys -t "$session" -l -- "e"
tmux send-keys -t "$session" End Enter
wait_for "commands:"
if tmux capture-pane -p -t "$session" -S -200 | grep -qE 'unknown command|\^\[|\[D'; then fail "arrow keys typed escape codes"; fi
tmux send-keys -t "$session" -l -- "tre"
tmux send-keys -t "$session" Home Right Right Right
tmux send-keys -t "$session" -l -- "e"
tmux send-keys -t "$session" Enter
wait_for "AppCoordinator: Login"
tmux send-keys -t "$session" Up Up Enter
wait_count "commands:" 2
tmux send-keys -t "$session" Up Up Up Up Up Up
sleep 0.3
if tmux capture-pane -p -t "$session" | tail -n 1 | grep -qF "set password"; then
    fail "up recalled a line holding a password"
fi
tmux send-keys -t "$session" C-u
if tmux capture-pane -p -t "$session" -S -200 | grep -qF "hidden): password"; then fail "the hidden password was echoed"; fi
# A password typed on a screen with no password field (Items Home) shows as *s, is not quoted
# back in the error, and is not kept for up.
wait_prompt
tmux send-keys -t "$session" -l -- "password hunter4"
wait_for "> password *******"
tmux send-keys -t "$session" Enter
# (The pane is 60 columns wide: the demo wraps this line after "cannot".)
wait_for 'so "password" cannot'
wait_prompt
tmux send-keys -t "$session" Up
sleep 0.3
if tmux capture-pane -p -t "$session" | tail -n 1 | grep -qF "password"; then fail "up recalled a password"; fi
tmux send-keys -t "$session" C-u
if tmux capture-pane -p -t "$session" -S -200 | grep -qF "hunter4"; then fail "a password was shown on Items Home"; fi
type_line quit
wait_for "fourth-exit=0"
# The terminal's own echo is back on after the demo's raw mode.
type_line "stty -a | grep -qw -- -echo && echo echo-is-off || echo echo-is-on"
wait_for "echo-is-on"

# Fourth run again with TERM=dumb: no line editor, the terminal's own echo shows every command
# typed; only the hidden prompt turns echo off, and back on after the secret and after Ctrl-D,
# which cancels that prompt only.
clear_pane "echo-is-on"
type_line "TERM=dumb sh -c 'echo \$\$ > \"$work/pid\"; exec \"$bin\" --data \"$work/data.json\" --fresh'; echo \"dumb-exit=\$?\""
wait_for "== Login =="
wait_prompt
type_line "set email demo@example.com"
wait_for "> set email demo@example.com"
wait_for "email: demo@example.com"
wait_prompt
type_line "set password"
wait_for "password (typing is hidden):"
type_line "hunter3"
wait_for "password: *******"
if tmux capture-pane -p -t "$session" -S -200 | grep -qF "hunter3"; then fail "TERM=dumb: a password was echoed"; fi
wait_prompt
type_line "set password"
wait_count "password (typing is hidden):" 2
tmux send-keys -t "$session" C-d
wait_for "(cancelled: password not changed)"
wait_prompt
type_line "tree"
wait_for "> tree"
wait_for "AppCoordinator: Login"
# SIGTERM while the hidden prompt has echo off: the demo ends with 143 and echo comes back.
wait_prompt
type_line "set password"
wait_count "password (typing is hidden):" 3
sleep 0.3
kill -TERM "$(cat "$work/pid")"
wait_for "dumb-exit=143"
type_line "stty -a | grep -qw -- -echo && echo dumb-echo-off || echo dumb-echo-on"
wait_for "dumb-echo-on"

# Fifth run, in a 40-column pane: the demo wraps its lines at word boundaries itself (joined with
# -J, tmux's own wrapping disappears and every line still fits), and the line editor edits a
# command longer than a row.
tmux kill-session -t "$session"
new_session 40 "env -u NO_COLOR -u COLUMNS bash --norc --noprofile"
type_line "'$bin' --data '$work/data.json' --fresh; echo \"fifth-exit=\$?\""
wait_for "== Login =="
wait_for "hint: email <text>, password <text>,"
tmux send-keys -t "$session" -l -- "sett email someone.with.a.long.name@example.com"
tmux send-keys -t "$session" Home Right Right Right Right BSpace Enter
wait_for "someone.with.a.long.name@example.com"
if tmux capture-pane -p -t "$session" -S -200 | grep -qF "unknown command"; then fail "editing a wrapped line"; fi
# Typed lines (the shell's, and the demo's after "> ") wrap in the terminal; the demo's own output must not.
long=$(tmux capture-pane -p -J -t "$session" -S -200 | grep -vF -e "fifth-exit" | grep -v "^> " |
    awk 'length($0) > 40' || true)
[ -z "$long" ] || fail "lines wider than 40 columns: $long"
type_line quit
wait_for "fifth-exit=0"

# Sixth run: SIGTERM from another process while the editor holds the terminal in raw mode ends
# the demo with 143 and gives the terminal its echo back.
logins=$(tmux capture-pane -p -t "$session" -S -300 | grep -cF "== Login ==")
type_line "sh -c 'echo \$\$ > \"$work/pid\"; exec \"$bin\" --data \"$work/data.json\" --fresh'; echo \"sixth-exit=\$?\""
wait_count "== Login ==" $((logins + 1))
sleep 0.3
kill -TERM "$(cat "$work/pid")"
wait_for "sixth-exit=143"
# The demo finished the prompt's line: the shell's next output starts a line of its own.
tmux capture-pane -p -t "$session" | grep -qx "sixth-exit=143" || fail "SIGTERM left the prompt line unfinished"
type_line "stty -a | grep -qw -- -echo && echo echo-after-term-off || echo echo-after-term-on"
wait_for "echo-after-term-on"

# Seventh run: links. One opened at launch while logged out waits behind the login and lands after
# it; a bad link is one error line; a link typed at the prompt reuses what runs. (The pane is 40
# columns wide here, so the demo wraps its longer lines: the checks look for short ones.)
clear_pane "echo-after-term-on"
type_line "NO_COLOR=1 '$bin' --data '$work/data.json' --fresh --open demo://items/2; echo \"seventh-exit=\$?\""
wait_for "== Login =="
type_line "set email demo@example.com"
type_line "set password password"
type_line 1
wait_for "== Pencil =="
type_line "open demo://nowhere"
wait_for 'unknown link "demo://nowhere";'
type_line "open demo://profile"
wait_for "== Profile =="
type_line "open demo://items/3"
wait_for "== Eraser =="
type_line quit
wait_for "seventh-exit=0"

# Eighth run: the seventh quit on Eraser's detail, logged in, in the Items tab; the demo comes back
# there, and its restored list still works. Then `kill -9` between two commands, on Pencil.
clear_pane "seventh-exit=0"
type_line "NO_COLOR=1 sh -c 'echo \$\$ > \"$work/pid\"; exec \"$bin\" --data \"$work/data.json\"'; echo \"eighth-exit=\$?\""
wait_for "== Eraser =="
wait_for "Name: Eraser"
wait_for "tabs: <1 Items> | 2 Profile"
if tmux capture-pane -p -t "$session" -S -200 | grep -qF "== Login =="; then fail "the restart showed Login"; fi
type_line back
wait_for "#3 Eraser"
type_line "open 2"
wait_for "== Pencil =="
sleep 0.3
kill -KILL "$(cat "$work/pid")"
wait_for "eighth-exit=137"
# kill -9 leaves the terminal in the editor's raw mode: nothing could restore it.
type_line "stty sane"

# Ninth run: back on Pencil after the kill, with the whole tree; history starts at the restore.
clear_pane "eighth-exit=137"
type_line "NO_COLOR=1 '$bin' --data '$work/data.json'; echo \"ninth-exit=\$?\""
wait_for "== Pencil =="
wait_for "Item 2 of 4."
type_line tree
wait_for "      ItemsCoordinator: Items"
wait_for "(column 2 Detail, selected):"
type_line history
wait_for "(nothing has happened since this run"
type_line back
type_line history
# Back from the detail of the collapsed split focuses the list column again.
wait_for 'you: went back to column 1 "Items"'
type_line quit
wait_for "ninth-exit=0"

# Tenth run, in a 140-column pane: the ninth quit on the list of a collapsed split (Pencil still in
# its detail column); restored on a wide terminal, the split is expanded, its two columns side by
# side, the focused one's header in <>. Then the pane is narrowed to 60 columns and widened again:
# the demo reads the width before each command and the split follows it.
tmux kill-session -t "$session"
new_session 140 "env -u NO_COLOR -u COLUMNS bash --norc --noprofile"
type_line "NO_COLOR=1 '$bin' --data '$work/data.json'; echo \"tenth-exit=\$?\""
wait_for "path: Login > Menu[Items] > Items Home > {Items | Pencil}"
# last_frame: the pane from the last command typed (a line "> command") to its end, so a check
# cannot match an earlier frame; wait_frame REGEX polls until one of its lines matches.
last_frame() {
    tmux capture-pane -p -t "$session" -S -200 | awk '/^> [^ ]/ { frame = "" } { frame = frame $0 "\n" } END { printf "%s", frame }'
}
wait_frame() {
    local i
    for ((i = 0; i < 200; i++)); do
        if last_frame | grep -qE -- "$1"; then return 0; fi
        sleep 0.1
    done
    fail "no line matching /$1/ after the last command within 20s"
}
# resize_and_show WIDTH REGEX: resizes the pane, then types `show` until the frame drawn has a line
# matching REGEX. tmux hands the new size to the pane's terminal from its event loop, so the first
# `show` may still be read at the old width; the demo reads the width again before each command.
resize_and_show() {
    local i j
    tmux resize-window -t "$session" -x "$1"
    for ((i = 0; i < 10; i++)); do
        wait_prompt
        type_line show
        for ((j = 0; j < 20; j++)); do
            if last_frame | grep -qE -- "$2"; then return 0; fi
            sleep 0.1
        done
    done
    fail "after resizing to $1 columns, no line matching /$2/"
}
# no_columns WHAT: the last frame has no line split into columns (the tab line's " | " aside).
no_columns() {
    if last_frame | grep -v "^tabs: " | grep -qF " | "; then fail "60 columns: $1 drawn as columns"; fi
}
wait_frame '^<1 Items> +\| 2 Detail$'
wait_frame '^== Items == +\| == Pencil ==$'
wait_frame '^  #3 Eraser +\|   Item 2 of 4\.$'
# With the detail focused, a row of the list beside it still opens.
type_line "open 2"
wait_frame '^1 Items +\| <2 Detail>$'
type_line "open 3"
wait_frame '^== Items == +\| == Eraser ==$'
type_line back
wait_for "cannot go back from Eraser: it is the first screen of the Detail column"
# The list's buttons beside the focused detail take commands too, and a note says where they went.
type_line "add item"
wait_for 'note: add item went to column 1 "Items"'
wait_frame '^== New Item == +\| == Eraser ==$'
type_line cancel
wait_frame '^== Items == +\| == Eraser ==$'
wait_frame '^1 Items +\| <2 Detail>$'
resize_and_show 60 '^path: Login > Menu\[Items\] > Items Home > Items > Eraser$'
wait_frame '^== Eraser ==$'
no_columns "the detail"
type_line back
wait_frame '^  #3 Eraser$'
no_columns "the list"
resize_and_show 140 '^<1 Items> +\| 2 Detail$'
wait_frame '^== Items == +\| == Eraser ==$'
type_line history
wait_frame 'you: joined the columns into one \(narrow terminal\)'
wait_frame 'you: split into columns \(wide terminal\)'
type_line quit
wait_for "tenth-exit=0"

echo "demo-tmux: OK (flow, colour, NO_COLOR, quit, Ctrl-C and Ctrl-D, hidden passwords, TERM=dumb, line editing, wrapping, SIGTERM, links, restarts after quit, Ctrl-C and kill -9, the items split at 60 and 140 columns and resized)"
