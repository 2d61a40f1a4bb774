#!/usr/bin/env bash
# Builds the snapshot fuzzer in its own scratch path and runs it.
#
#   Sources/SnapshotFuzzer/run-fuzzer.sh [SECONDS] [extra libFuzzer flags...]
#   Sources/SnapshotFuzzer/run-fuzzer.sh build      # build only
#
# An input is a snapshot's JSON (see SnapshotFuzzEntry). Exits non-zero when libFuzzer finds a
# crash (a broken invariant is a fatalError), a leak or a timeout; the input is saved as
# .build-fuzz-snapshot/crash-*. The seeds are written by `swift run SnapshotFuzzer --write-seeds
# Sources/SnapshotFuzzer/seeds`; `swift run SnapshotFuzzer --check FILE...` replays an input
# without the fuzzer.
#
# Built like Sources/SceneFuzzer/run-fuzzer.sh, whose header explains why `-sanitize=fuzzer`
# cannot be used through SwiftPM.
set -euo pipefail
cd "$(dirname "$0")/../.."

seconds="${1:-60}"
shift || true
toolchain="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")"
runtime="$toolchain/lib/swift/clang/lib/linux/libclang_rt.fuzzer_no_main-$(uname -m).a"

swift build -c release --product SnapshotFuzzer --scratch-path .build-fuzz-snapshot \
    -Xswiftc -sanitize=address \
    -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp \
    -Xswiftc -DSNAPSHOT_FUZZER \
    -Xlinker "$runtime" -Xlinker -lstdc++

if [[ "$seconds" == build ]]; then exit 0; fi
mkdir -p .build-fuzz-snapshot/corpus
.build-fuzz-snapshot/release/SnapshotFuzzer .build-fuzz-snapshot/corpus Sources/SnapshotFuzzer/seeds \
    -dict=Sources/SnapshotFuzzer/snapshot.dict -max_len=8192 -max_total_time="$seconds" \
    -print_final_stats=1 -artifact_prefix=.build-fuzz-snapshot/ "$@"
