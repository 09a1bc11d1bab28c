#!/usr/bin/env bash
# Builds a libFuzzer target (with AddressSanitizer) and fuzzes it for SECONDS.
#
#   Scripts/fuzz.sh library|demo SECONDS
#
# library: CarouselFuzz, every step beside the property tests' model; demo: CarouselDemoFuzz,
# bytes through the demo's whole pipeline. Starts from the seed corpus in Fuzz/Corpus/<target>
# (and, for the demo, the dictionary Fuzz/demo.dict); the inputs it finds go to
# .build-fuzz/corpus/<target> and are reused by the next run. Exits 0 when nothing was found,
# non-zero on a finding, whose input is saved as .build-fuzz/findings/<target>/crash-* (replay it
# by passing that file to the binary). One process: run long runs under `nice`.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

usage() { echo "usage: Scripts/fuzz.sh library|demo SECONDS" >&2; exit 64; }
[ $# -eq 2 ] || usage
case $1 in
library) product=CarouselFuzz max_len=512 dictionary=() ;;
demo) product=CarouselDemoFuzz max_len=2048 dictionary=(-dict=Fuzz/demo.dict) ;;
*) usage ;;
esac
[[ $2 =~ ^[0-9]+$ ]] || usage

# SwiftPM's --sanitize=fuzzer links libFuzzer but does not instrument the code: without
# -sanitize-coverage the fuzzer gets no coverage feedback. lld avoids gold's warnings about ASan.
swift build -c debug --package-path Fuzz --product "$product" --build-path .build-fuzz \
    --sanitize=fuzzer --sanitize=address \
    -Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table -Xswiftc -use-ld=lld

corpus=.build-fuzz/corpus/$1
findings=.build-fuzz/findings/$1
mkdir -p "$corpus" "$findings"
# -timeout: an input that runs 10 s is a hang, a finding too.
.build-fuzz/debug/$product -max_total_time="$2" -max_len="$max_len" -timeout=10 \
    -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$findings/" \
    ${dictionary[@]+"${dictionary[@]}"} "$corpus" "Fuzz/Corpus/$1"
