#!/usr/bin/env bash
# Replays the commands of the transcript in Docs/Demo.md against the built demo (first run, plain
# output) and writes what it prints back into the doc. DemoBinaryTests checks the two agree.
# Usage: Demo/update-transcript.sh   (edit the lines in the doc's transcript:input comment first)
# SCRATCH=.build-other Demo/update-transcript.sh builds in another scratch path.
set -euo pipefail
cd "$(dirname "$0")/.."
doc=Docs/Demo.md
scratch="${SCRATCH:-.build}"
swift build --scratch-path "$scratch" --product demo >/dev/null
bin="$(swift build --scratch-path "$scratch" --show-bin-path)/demo"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The typed lines, from the comment before the transcript (the transcript masks passwords).
sed -n '/<!-- transcript:input/,/-->/p' "$doc" | sed '1d;$d' >"$work/commands"
# stderr (the error: lines) goes where stdout goes, in order, as a terminal shows it.
env -u COLUMNS NO_COLOR=1 "$bin" --data "$work/data.json" <"$work/commands" >"$work/transcript" 2>&1
awk -v transcript="$work/transcript" '
    /<!-- transcript:begin -->/ { print; print "```text"; while ((getline line < transcript) > 0) print line; skip = 1; next }
    /<!-- transcript:end -->/ { print "```"; skip = 0 }
    !skip { print }
' "$doc" >"$work/doc"
mv "$work/doc" "$doc"
echo "updated the transcript in $doc ($(wc -l <"$work/transcript") lines)"
