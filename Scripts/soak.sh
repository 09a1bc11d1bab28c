#!/usr/bin/env bash
# A deep run of every random session (the scroll coordinator's, the simulated scroll view's and
# row's, the UIKit view's, the SwiftUI bridge's and linked carousels', the demo's: every test
# whose suite or module names a simulation or a session), over the seeds given:
#
#   bash Scripts/soak.sh CASES SEED...          e.g. bash Scripts/soak.sh 10000 1
#   bash Scripts/soak.sh 1000 1001 commit       CI's: a fixed seed and the commit's own
#
# CASES is every property's case count (CAROUSEL_PBT_ITERATIONS; a property that checks more or
# fewer cases than usual scales it as it does by default). A SEED is a whole number, or the
# word `commit`: a seed derived from the commit checked out (its hash's first 16 hex digits),
# so that every commit explores inputs no one tuned the suites on.
#
# It keeps JOBS test processes running (default: one a core; set JOBS to change it), each seed
# cut into as few parts as share the seeds evenly among them, each part checking an interleaved
# part of every property's cases (CAROUSEL_PBT_PARTITION; case numbers and inputs are those of
# one whole run): two seeds on two cores run whole, side by side, so that the tests that are not
# random run once a seed, not once a part; one seed, or five, run in halves. Once all have ended, it
# prints one line per seed (its result and time, and a failing property's seed, case and shrunk
# input), then the totals, and exits 1 if any seed failed. Replay a failure with the command its
# line prints.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

usage() {
    echo "usage: bash Scripts/soak.sh CASES SEED...   (whole numbers, or 'commit' for a seed" \
        "derived from the checked-out commit; e.g. 10000 1)" >&2
    exit 2
}
[[ $# -ge 2 && $1 =~ ^[1-9][0-9]*$ ]] || usage
cases=$1
shift
seeds=()
for seed in "$@"; do
    if [[ $seed == commit ]]; then
        hash=$(git rev-parse HEAD)
        seed=$((16#${hash:0:15}))  # 60 bits: a positive number in bash's signed arithmetic
        echo "seed $seed is commit ${hash:0:12}'s"
    fi
    [[ $seed =~ ^[0-9]+$ ]] || usage
    # Once each: a seed checks the same cases however often it is named.
    [[ " ${seeds[*]:-} " == *" $seed "* ]] || seeds+=("$seed")
done
jobs=${JOBS:-$(getconf _NPROCESSORS_ONLN 2> /dev/null || echo 2)}
[[ $jobs =~ ^[1-9][0-9]*$ ]] || {
    echo "error: JOBS=$jobs is not a whole number of processes" >&2
    exit 2
}

swift build --build-tests
# The test binary itself, several at once: `swift test` would wait for the build folder's lock.
bin=$(swift build --show-bin-path)/CarouselPackageTests.xctest
filter="Simulation|Session"
carousel_temp_dir logs soak
# Each seed in as few parts as share the seeds evenly among the processes: jobs / gcd(seeds,
# jobs), so one part for two seeds on two cores, two for one seed or for five (five whole seeds
# would leave one core idle while the last runs). Task t (a part of a seed) runs in lane
# t % jobs, each lane one process after another. (Plain arrays and `wait PID`: macOS's bash 3.2
# runs this too.)
a=${#seeds[@]} b=$jobs
while ((b > 0)); do read -r a b <<< "$b $((a % b))"; done
parts=$((jobs / a))
processes="$parts processes a seed"
((parts > 1)) || processes="one process a seed"
tasks=()
for seed in "${seeds[@]}"; do
    for ((part = 0; part < parts; part++)); do tasks+=("$seed $part"); done
done

# Runs lane $1's tasks one after another; each leaves "START END STATUS" in its .time file.
run_lane() {
    local t seed part begin status
    for ((t = $1; t < ${#tasks[@]}; t += jobs)); do
        read -r seed part <<< "${tasks[t]}"
        begin=$SECONDS status=0
        CAROUSEL_PBT_SEED=$seed CAROUSEL_PBT_ITERATIONS=$cases CAROUSEL_PBT_PARTITION=$part/$parts \
            "$bin" --testing-library swift-testing --filter "$filter" \
            > "$logs/$seed.$part.log" 2>&1 || status=$?
        echo "$begin $SECONDS $status" > "$logs/$seed.$part.time"
    done
}

failed=0 total_start=$SECONDS
lanes=()
for ((lane = 0; lane < jobs && lane < ${#tasks[@]}; lane++)); do
    run_lane "$lane" &
    lanes+=($!)
done
for pid in "${lanes[@]}"; do wait "$pid"; done
for seed in "${seeds[@]}"; do
    first=-1 last=0 status=0
    for ((part = 0; part < parts; part++)); do
        read -r begin end code < "$logs/$seed.$part.time"
        ((first >= 0 && first <= begin)) || first=$begin
        ((last >= end)) || last=$end
        ((code == 0)) || status=1
    done
    if [[ $status == 0 ]]; then
        tests=$(sed -n 's/.*Test run with \([0-9]*\) tests\{0,1\} .* passed .*/\1/p' \
            "$logs/$seed.0.log" | tail -n 1)
        echo "seed $seed: passed (${tests:-?} tests, $processes, $((last - first)) s)"
    else
        failed=$((failed + 1))
        echo "seed $seed: FAILED ($((last - first)) s); replay:" \
            "CAROUSEL_PBT_SEED=$seed CAROUSEL_PBT_ITERATIONS=$cases swift test --filter \"$filter\""
        cat "$logs/$seed".*.log |
            grep -E 'property failed|shrunk input|error:|Fatal error|✘ Test .* recorded' |
            sed 's/^/    /' || true
    fi
done
echo "soak: ${#seeds[@]} seeds × $cases cases of every session, $jobs processes at once," \
    "$failed failed, $((SECONDS - total_start)) s"
[[ $failed -eq 0 ]]
