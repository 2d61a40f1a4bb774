#!/usr/bin/env bash
# Replays the commands of the transcript in Docs/Demo.md against the built demo (first run, plain
# output) and writes what it prints back into the doc. DemoBinaryTests checks the two agree.
# Usage: Demo/update-transcript.sh   (edit the "> " command lines in the doc first, if you like)
set -euo pipefail
cd "$(dirname "$0")/.."
doc=Docs/Demo.md
swift build --product demo >/dev/null
bin="$(swift build --show-bin-path)/demo"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

sed -n '/<!-- transcript:begin -->/,/<!-- transcript:end -->/p' "$doc" | sed -n 's/^> //p' >"$work/commands"
NO_COLOR=1 "$bin" --data "$work/data.json" <"$work/commands" >"$work/transcript"
awk -v transcript="$work/transcript" '
    /<!-- transcript:begin -->/ { print; print "```text"; while ((getline line < transcript) > 0) print line; skip = 1; next }
    /<!-- transcript:end -->/ { print "```"; skip = 0 }
    !skip { print }
' "$doc" >"$work/doc"
mv "$work/doc" "$doc"
echo "updated the transcript in $doc ($(wc -l <"$work/transcript") lines)"
