#!/usr/bin/env bash
# Fails when a benchmark ratio (scenario time / its in-process baseline time) is worse than the
# figure recorded in Docs/performance-ratios.txt by more than that line's tolerance.
#
#   .ci/bench-guard.sh                 # runs .build/release/Benchmarks (build it first) and checks
#   .ci/bench-guard.sh LOG...          # checks benchmark output already written to LOG files
#
# Only ratios are compared, never absolute times, and each baseline does the same kinds of work as
# its scenario (Docs/performance-ratios.txt says which), timed in alternating rounds: a busy or a
# different machine moves a scenario and its baseline together. The guard runs the benchmarks
# several times (BENCH_GUARD_RUNS, 3) at a reduced scale (BENCH_GUARD_SCALE, 0.1) and keeps each
# scenario's best ratio, so a scenario fails only when every run is slower than the record allows
# (noise on the baseline's side can make one run's ratio look better; the tolerances allow for it). Given LOG files, it keeps
# the best ratio over them. A recorded scenario that no run printed fails too.
#
# When a change moves a figure on purpose, update Docs/performance-ratios.txt in the same commit.
set -euo pipefail
cd "$(dirname "$0")/.."
ratios=${BENCH_GUARD_RATIOS:-Docs/performance-ratios.txt}
binary=${BENCH_GUARD_BINARY:-.build/release/Benchmarks}
runs=${BENCH_GUARD_RUNS:-3}
scale=${BENCH_GUARD_SCALE:-0.1}

logs=("$@")
if [ ${#logs[@]} -eq 0 ]; then
    [ -x "$binary" ] || { echo "bench-guard: $binary is missing; run swift build -c release --product Benchmarks" >&2; exit 2; }
    mkdir -p .build
    # Only the recorded scenarios are run (the names are prefixes the benchmark accepts).
    names=$(awk '!/^#/ && NF >= 2 { print $1 }' "$ratios")
    for run in $(seq 1 "$runs"); do
        log=.build/bench-guard-$run.log
        # shellcheck disable=SC2086
        HEADLESSFLOW_BENCH_SCALE=$scale "$binary" $names > "$log"
        logs+=("$log")
    done
fi

awk -v default_tolerance=1.6 '
    FNR == NR {
        if ($0 ~ /^#/ || NF < 2) next
        recorded[$1] = $2
        tolerance[$1] = (NF >= 3 ? $3 : default_tolerance)
        order[++count] = $1
        next
    }
    /^bench: / {
        name = $2
        ratio = $NF + 0
        if (!(name in best) || ratio < best[name]) best[name] = ratio
    }
    END {
        failed = 0
        for (i = 1; i <= count; i++) {
            name = order[i]
            limit = recorded[name] * tolerance[name]
            if (!(name in best)) {
                printf "bench-guard: FAIL %s: no run printed it\n", name
                failed = 1
            } else if (best[name] > limit) {
                printf "bench-guard: FAIL %s: ratio %.2f, recorded %.2f, limit %.2f (x%.2f)\n", \
                    name, best[name], recorded[name], limit, tolerance[name]
                failed = 1
            } else {
                printf "bench-guard: ok   %s: ratio %.2f, recorded %.2f, limit %.2f\n", \
                    name, best[name], recorded[name], limit
            }
        }
        exit failed
    }
' "$ratios" "${logs[@]}"
