#!/usr/bin/env bash
# Builds the route fuzzer in its own scratch path and runs it.
#
#   Sources/RouteFuzzer/run-fuzzer.sh [SECONDS] [extra libFuzzer flags...]
#   Sources/RouteFuzzer/run-fuzzer.sh build      # build only
#
# An input is text: pattern lines, an empty line, URL lines (see RouteFuzzEntry). Exits non-zero
# when libFuzzer finds a crash (a broken invariant is a fatalError), a leak or a timeout; the input
# is saved as .build-fuzz-route/crash-* (add it to RouteFuzzEntryTests.hostileInputs).
#
# Built like Sources/SceneFuzzer/run-fuzzer.sh, whose header explains why `-sanitize=fuzzer`
# cannot be used through SwiftPM.
set -euo pipefail
cd "$(dirname "$0")/../.."

seconds="${1:-60}"
shift || true
toolchain="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")"
runtime="$toolchain/lib/swift/clang/lib/linux/libclang_rt.fuzzer_no_main-$(uname -m).a"

swift build -c release --product RouteFuzzer --scratch-path .build-fuzz-route \
    -Xswiftc -sanitize=address \
    -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp \
    -Xswiftc -DROUTE_FUZZER \
    -Xlinker "$runtime" -Xlinker -lstdc++

if [[ "$seconds" == build ]]; then exit 0; fi
mkdir -p .build-fuzz-route/corpus
.build-fuzz-route/release/RouteFuzzer .build-fuzz-route/corpus Sources/RouteFuzzer/seeds \
    -dict=Sources/RouteFuzzer/route.dict -max_len=2048 -max_total_time="$seconds" \
    -print_final_stats=1 -artifact_prefix=.build-fuzz-route/ "$@"
