#!/usr/bin/env bash
# A deep run of every simulation property (the scroll coordinator's random sessions, the simulated
# scroll view's and row's, the UIKit adapter's, the SwiftUI bridge's and linked carousels'; every
# test whose suite or module names a simulation or a session):
# `bash Scripts/soak.sh SEEDS SESSIONS [FIRST_SEED]` runs
# them once per seed, for SEEDS seeds from FIRST_SEED (default 1) on, each with SESSIONS random
# coordinator sessions (every other property checks SESSIONS / 2 cases, as by default it checks
# half as many). It prints one line per seed (its result and time, and a failing property's
# seed, case and shrunk input), then the totals; it exits 1 if any seed failed.
# Replay one seed: CAROUSEL_PBT_SEED=S CAROUSEL_PBT_ITERATIONS=N swift test --filter "Simulation|Session"
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

if [[ $# -lt 2 || ! $1 =~ ^[1-9][0-9]*$ || ! $2 =~ ^[1-9][0-9]*$ || ! ${3:-1} =~ ^[0-9]+$ ]]; then
    echo "usage: bash Scripts/soak.sh SEEDS SESSIONS [FIRST_SEED]   (whole numbers; e.g. 10 10000)" >&2
    exit 2
fi
seeds=$1 sessions=$2 first=${3:-1}
cases=$(((sessions + 1) / 2))

swift build --build-tests
carousel_temp_dir logs soak
log=$logs/test.log
failed=0 total_start=$SECONDS
for ((seed = first; seed < first + seeds; seed++)); do
    start=$SECONDS
    if CAROUSEL_PBT_SEED=$seed CAROUSEL_PBT_ITERATIONS=$cases \
        swift test --skip-build --filter "Simulation|Session" >"$log" 2>&1; then
        tests=$(sed -n 's/.*Test run with \([0-9]*\) tests\{0,1\} .* passed .*/\1/p' "$log" | tail -n 1)
        echo "seed $seed: passed (${tests:-?} tests, $((SECONDS - start)) s)"
    else
        failed=$((failed + 1))
        echo "seed $seed: FAILED ($((SECONDS - start)) s)"
        grep -E 'property failed|shrunk input|error:|Fatal error' "$log" | sed 's/^/    /' || true
    fi
done
echo "soak: $seeds seeds × $sessions coordinator sessions ($((seeds * cases * 2)) in all; other" \
    "properties $cases cases each), $failed failed, $((SECONDS - total_start)) s"
[[ $failed -eq 0 ]]
