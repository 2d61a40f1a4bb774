#!/usr/bin/env bash
# Builds the scene fuzzer in its own scratch path and runs it.
#
#   Sources/SceneFuzzer/run-fuzzer.sh [SECONDS] [extra libFuzzer flags...]
#   Sources/SceneFuzzer/run-fuzzer.sh build      # build only
#
# Exits non-zero when libFuzzer finds a crash, a leak or a timeout; the input is saved as
# .build-fuzz/crash-* (add it to Tests/HeadlessFlowTests/Fixtures/Scenes/FuzzRegressions/).
#
# `-sanitize=fuzzer` cannot be used through SwiftPM: SwiftPM aliases `main` to the executable's
# entry point and libFuzzer's `main` then clashes (ld.gold crashes reporting it). So the code is
# instrumented with the same coverage flags `-sanitize=fuzzer` sets, and the fuzzer library
# without its `main` is linked; SceneFuzzer's own entry point calls LLVMFuzzerRunDriver.
set -euo pipefail
cd "$(dirname "$0")/../.."

seconds="${1:-60}"
shift || true
toolchain="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")"
runtime="$toolchain/lib/swift/clang/lib/linux/libclang_rt.fuzzer_no_main-$(uname -m).a"

swift build -c release --product SceneFuzzer --scratch-path .build-fuzz \
    -Xswiftc -sanitize=address \
    -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp \
    -Xswiftc -DSCENE_FUZZER \
    -Xlinker "$runtime" -Xlinker -lstdc++

if [[ "$seconds" == build ]]; then exit 0; fi
mkdir -p .build-fuzz/corpus
.build-fuzz/release/SceneFuzzer .build-fuzz/corpus Tests/HeadlessFlowTests/Fixtures/Scenes \
    -dict=Sources/SceneFuzzer/scene.dict -max_len=8192 -max_total_time="$seconds" \
    -print_final_stats=1 -artifact_prefix=.build-fuzz/ "$@"
