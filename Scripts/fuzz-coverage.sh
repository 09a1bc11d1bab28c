#!/usr/bin/env bash
# Replays a fuzz target's corpus (what Scripts/fuzz.sh found, and the seed corpus) through a build with
# coverage instrumentation, and prints the coverage of the code it targets: Sources/Carousel for
# the library target, the demo's sources and the library for the demo target.
#
#   Scripts/fuzz-coverage.sh library|demo
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

case ${1:-} in
library) product=CarouselFuzz sources=(Sources/Carousel) ;;
demo) product=CarouselDemoFuzz sources=(Fuzz/Sources/CarouselDemoFuzz/CarouselDemo Sources/Carousel) ;;
*) echo "usage: Scripts/fuzz-coverage.sh library|demo" >&2; exit 64 ;;
esac
# The toolchain's own llvm-cov: /usr/bin/llvm-cov may be too old for its profiles.
tools=$(carousel_toolchain_bin)

swift build -c debug --package-path Fuzz --product "$product" --build-path .build-fuzz-cov \
    --sanitize=fuzzer -Xswiftc -profile-generate -Xswiftc -profile-coverage-mapping \
    -Xswiftc -use-ld=lld
carousel_temp_dir profile fuzz-coverage
mkdir -p ".build-fuzz/corpus/$1"
# -runs=0: run every input of the corpus once, mutate nothing.
LLVM_PROFILE_FILE=$profile/raw .build-fuzz-cov/debug/$product -runs=0 \
    ".build-fuzz/corpus/$1" "Fuzz/Corpus/$1" 2>&1 | tail -n 1
"$tools/llvm-profdata" merge -sparse "$profile/raw" -o "$profile/data"
"$tools/llvm-cov" report ".build-fuzz-cov/debug/$product" -instr-profile="$profile/data" \
    "${sources[@]}"
