#!/usr/bin/env bash
# Builds libFuzzer targets (with AddressSanitizer) and fuzzes them for SECONDS.
#
#   Scripts/fuzz.sh library|demo|all SECONDS
#   Scripts/fuzz.sh all 0          builds only (CI builds ahead, beside its other stages)
#
# library: CarouselFuzz, every step beside the property tests' model; demo: CarouselDemoFuzz,
# bytes through the demo's whole pipeline; all: both, built one after the other, then fuzzed at
# once, a process (one core) each, so that two targets take SECONDS, not twice that (CI's way).
# Each starts from the seed corpus in Fuzz/Corpus/<target> (and, for the demo, the dictionary
# Fuzz/demo.dict); the inputs it finds go to .build-fuzz/corpus/<target> and are reused by the
# next run. Exits 0 when nothing was found, non-zero on a finding, whose input is saved as
# .build-fuzz/findings/<target>/crash-* (replay it by passing that file to the binary). One
# process a target: run long runs under `nice`.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

usage() { echo "usage: Scripts/fuzz.sh library|demo|all SECONDS" >&2; exit 64; }
[ $# -eq 2 ] || usage
case $1 in
library | demo) targets=("$1") ;;
all) targets=(library demo) ;;
*) usage ;;
esac
[[ $2 =~ ^[0-9]+$ ]] || usage
seconds=$2

# target_settings TARGET: the product, the longest input and the dictionary of a target.
target_settings() {
    case $1 in
    library) product=CarouselFuzz max_len=512 dictionary=() ;;
    demo) product=CarouselDemoFuzz max_len=2048 dictionary=(-dict=Fuzz/demo.dict) ;;
    esac
}

# SwiftPM's --sanitize=fuzzer links libFuzzer but does not instrument the code: without
# -sanitize-coverage the fuzzer gets no coverage feedback. lld avoids gold's warnings about ASan.
# The builds share one build folder, so they go one after the other.
for target in "${targets[@]}"; do
    target_settings "$target"
    swift build -c debug --package-path Fuzz --product "$product" --build-path .build-fuzz \
        --sanitize=fuzzer --sanitize=address --disable-index-store \
        -Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table -Xswiftc -use-ld=lld
done

# libFuzzer reads -max_total_time=0 as no limit: 0 seconds is a build alone.
[ "$seconds" != 0 ] || exit 0

# fuzz TARGET: fuzzes one built target for the seconds asked.
fuzz() {
    target_settings "$1"
    local corpus=.build-fuzz/corpus/$1 findings=.build-fuzz/findings/$1
    mkdir -p "$corpus" "$findings"
    # -timeout: an input that runs 10 s is a hang, a finding too.
    ".build-fuzz/debug/$product" -max_total_time="$seconds" -max_len="$max_len" -timeout=10 \
        -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$findings/" \
        ${dictionary[@]+"${dictionary[@]}"} "$corpus" "Fuzz/Corpus/$1"
}

if [ ${#targets[@]} -eq 1 ]; then
    fuzz "${targets[0]}"
else
    # Each target's output goes to its own log, printed whole when it ends, so that the two do
    # not interleave line by line.
    carousel_temp_dir logs fuzz
    pids=()
    for target in "${targets[@]}"; do
        fuzz "$target" > "$logs/$target.log" 2>&1 &
        pids+=($!)
    done
    failed=0
    for number in "${!targets[@]}"; do
        status=0
        wait "${pids[$number]}" || status=$?
        echo "== fuzz ${targets[$number]}: exit $status"
        cat "$logs/${targets[$number]}.log"
        [ "$status" -eq 0 ] || failed=1
    done
    exit "$failed"
fi
