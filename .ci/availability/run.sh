#!/usr/bin/env bash
# Apple availability check for the shipped sources (the Linux compiler never checks it).
#
#   bash .ci/availability/run.sh                   compile, self-test, check Sources/
#   bash .ci/availability/run.sh --no-allow-list   the same, showing what the allow-list hides
#   bash .ci/availability/run.sh --show-overloads  also list uses an older overload let pass
#
# 1. Compiles .ci/availability/Sources/*.swift with plain `swiftc -O` into
#    .build-avail/availability-check (not a SwiftPM target; rebuilt only when its sources or the
#    compiler change).
# 2. Self-tests: checks fixtures/Unguarded.swift at Package.swift's floors and at
#    macOS 12 / iOS 15 / tvOS 15 / watchOS 8 / visionOS 1, and compares the findings exactly with
#    fixtures/expected-declared.txt and fixtures/expected-lowered.txt; fixtures/Guarded.swift must
#    give none at either. A changed finding (text included) fails: update the expected file only
#    after reading the difference.
# 3. Checks the shipped folders (Sources/HeadlessFlow, HeadlessFlowTesting, HeadlessFlowUIKit,
#    HeadlessFlowSwiftUI, those that exist) and fails on any finding not in allow-list.txt.
# What the tool can and cannot see: the header of .ci/availability/Sources/main.swift.
#
# Beside the real compiler (issue 35): where an Apple SDK is found, .ci/apple/run.sh compiles the
# products for iOS and macOS at the floors and refuses every API use this tool reports (some under
# another message), and more: SwiftUI, UIKit, Observation's `@Observable`. It stays the only check of:
# tvOS, watchOS and visionOS (no SDK of theirs is usable here), watchOS's 32-bit `Int`, the
# runtime features the compiler accepts at the floors (typed throws in an Optional or a stored
# property, `~Copyable` generic types, `isolated deinit`, isolated conformances), and every
# machine with no SDK (CI here). Its findings name all five platforms at once, so no part of it
# serves iOS or macOS alone: it runs whole, with or without an SDK.
set -euo pipefail
cd "$(dirname "$0")/../.."
started=$SECONDS
here=.ci/availability
tool=.build-avail/availability-check
lowered="macOS=12,iOS=15,tvOS=15,watchOS=8,visionOS=1"

mkdir -p .build-avail
stamp=.build-avail/availability-check.stamp
fingerprint=$( (cat "$here"/Sources/*.swift; swiftc --version 2>&1) | sha256sum | cut -d' ' -f1)
if [[ ! -x $tool || ! -f $stamp || "$(cat "$stamp")" != "$fingerprint" ]]; then
    echo "availability: compiling the check ($here/Sources, swiftc -O)"
    swiftc -O "$here"/Sources/*.swift -o "$tool"
    echo "$fingerprint" > "$stamp"
fi

# Runs the tool without the allow-list into $2; status 0 (clean) or 1 (findings) is fine.
run_fixture() {
    local output=$1
    shift
    local status=0
    "$tool" --no-allow-list "$@" > "$output" 2> "$output.log" || status=$?
    if ((status > 1)); then
        cat "$output.log" >&2
        echo "availability: the check failed to run on the fixtures (status $status)" >&2
        exit 1
    fi
}

failed=0
compare() {
    local name=$1 expected=$2 actual=$3
    if diff -u <(LC_ALL=C sort "$expected") <(LC_ALL=C sort "$actual") > "$actual.diff"; then
        echo "availability: self-test $name: ok ($(wc -l < "$actual" | tr -d ' ') findings)"
    else
        echo "availability: self-test $name FAILED (- expected, + found):" >&2
        cat "$actual.diff" >&2
        failed=1
    fi
}

scratch=.build-avail/availability-selftest
mkdir -p "$scratch"
: > "$scratch/empty.txt"
run_fixture "$scratch/declared.txt" "$here/fixtures/Unguarded.swift"
compare "Unguarded.swift at Package.swift's floors" "$here/fixtures/expected-declared.txt" "$scratch/declared.txt"
run_fixture "$scratch/lowered.txt" --platforms "$lowered" "$here/fixtures/Unguarded.swift"
compare "Unguarded.swift at $lowered" "$here/fixtures/expected-lowered.txt" "$scratch/lowered.txt"
run_fixture "$scratch/guarded-declared.txt" "$here/fixtures/Guarded.swift"
compare "Guarded.swift at Package.swift's floors" "$scratch/empty.txt" "$scratch/guarded-declared.txt"
run_fixture "$scratch/guarded-lowered.txt" --platforms "$lowered" "$here/fixtures/Guarded.swift"
compare "Guarded.swift at $lowered" "$scratch/empty.txt" "$scratch/guarded-lowered.txt"
if ((failed)); then
    echo "availability: the check no longer finds what its fixtures expect; fix the tool first" >&2
    exit 1
fi

echo "availability: checking the shipped sources"
status=0
"$tool" "$@" || status=$?
if ((status != 0)); then
    echo "availability: each line above is a use Apple platforms at the declared floors may not run;" >&2
    echo "  guard it (if #available / @available), replace it, or, once confirmed safe, add it with a" >&2
    echo "  reason to $here/allow-list.txt (done in $((SECONDS - started))s)" >&2
    exit "$status"
fi
echo "availability: clean (done in $((SECONDS - started))s)"
