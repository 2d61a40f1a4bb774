#!/usr/bin/env bash
# Checks that the Mermaid map in Docs/Exploring.md (the ```mermaid block between the
# <!-- demo-map:begin --> and <!-- demo-map:end --> markers) is exactly what `demo --map` prints
# today, so the picture in the docs cannot drift from the app. On a mismatch it prints a diff
# (- the docs, + the demo) and the command that rewrites the block.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .build
swift build --product demo
swift run --skip-build demo --map > .build/explorer-map-demo.txt
awk '
    /<!-- demo-map:begin -->/ { inside = 1; next }
    /<!-- demo-map:end -->/ { inside = 0 }
    inside && !/^```/ { print }
' Docs/Exploring.md > .build/explorer-map-docs.txt
if [ ! -s .build/explorer-map-docs.txt ]; then
    echo "Docs/Exploring.md has no map between <!-- demo-map:begin --> and <!-- demo-map:end -->" >&2
    exit 1
fi
if ! diff -u --label Docs/Exploring.md --label "demo --map" .build/explorer-map-docs.txt .build/explorer-map-demo.txt; then
    echo "The map in Docs/Exploring.md is not what demo --map prints: paste the output of" >&2
    echo "swift run demo --map into the mermaid block between the demo-map markers." >&2
    exit 1
fi
echo "The map in Docs/Exploring.md is what demo --map prints ($(grep -c -- '-->' .build/explorer-map-demo.txt) transitions)."
