#!/usr/bin/env bash
# Replays the commands of every transcript in Docs/Demo.md against the built demo (first run, plain
# output) and writes what it prints back into the doc. DemoBinaryTests checks the two agree.
# Usage: Demo/update-transcript.sh   (edit the lines in a transcript:input comment first)
# SCRATCH=.build-other Demo/update-transcript.sh builds in another scratch path.
#
# A transcript's options are on its `<!-- transcript:input` line (a `NAME=value` word among them,
# such as COLUMNS=140, is set in the environment of each of its runs); a `$ swift run demo
# [-- options]` line among the typed ones starts the demo again on the same data file, and is
# shown as typed.
set -euo pipefail
cd "$(dirname "$0")/.."
doc=Docs/Demo.md
scratch="${SCRATCH:-.build}"
swift build --scratch-path "$scratch" --product demo >/dev/null
bin="$(swift build --scratch-path "$scratch" --show-bin-path)/demo"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Each transcript's options and typed lines, from the comment before it (it masks passwords).
awk -v work="$work" '
    /^<!-- transcript:input/ { n++; options = $0; sub(/^<!-- transcript:input ?/, "", options)
        print options > (work "/options." n); printf "" > (work "/lines." n); reading = 1; next }
    reading && /^-->$/ { reading = 0; next }
    reading { print >> (work "/lines." n) }
' "$doc"

count=$(ls "$work" | grep -c '^lines\.')
for index in $(seq 1 "$count"); do
    lines="$work/lines.$index"
    read -r -a words <"$work/options.$index" || true
    options=()
    variables=()
    for word in "${words[@]+"${words[@]}"}"; do
        if [[ "$word" != -* && "$word" == *=* ]]; then variables+=("$word"); else options+=("$word"); fi
    done
    rm -f "$work/data.json"
    out="$work/transcript.$index"
    : >"$out"
    commands="$work/commands"
    : >"$commands"
    run() {
        # stderr (the error: lines) goes where stdout goes, in order, as a terminal shows it.
        env -u COLUMNS NO_COLOR=1 "${variables[@]+"${variables[@]}"}" "$bin" --data "$work/data.json" "$@" \
            <"$commands" >>"$out" 2>&1
        : >"$commands"
    }
    while IFS= read -r line; do
        if [[ "$line" == '$ swift run demo'* ]]; then
            run "${options[@]+"${options[@]}"}"
            echo "$line" >>"$out"
            read -r -a options <<<"${line#\$ swift run demo}"
            if [ "${options[0]:-}" = "--" ]; then options=("${options[@]:1}"); fi
        elif [ -n "$line" ]; then
            echo "$line" >>"$commands"
        fi
    done <"$lines"
    run "${options[@]+"${options[@]}"}"
done

awk -v work="$work" '
    /^<!-- transcript:begin/ { n++; print; print "```text"
        file = work "/transcript." n; while ((getline line < file) > 0) print line; skip = 1; next }
    /^<!-- transcript:end -->/ { print "```"; skip = 0 }
    !skip { print }
' "$doc" >"$work/doc"
mv "$work/doc" "$doc"
echo "updated $count transcripts in $doc"
