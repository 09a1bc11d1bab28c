#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer (with LeakSanitizer) and ThreadSanitizer,
# the end-to-end tests included (they start a demo built with the same sanitizer).
#
#   Scripts/sanitizers.sh [address|thread|all] [swift test options]   (default: all, in turn)
#   Scripts/sanitizers.sh thread --filter 'CarouselTests|CarouselSimulationTests'   (CI's)
#
# Exits non-zero when a test fails or a sanitizer reports anything. Builds go to .build-asan and
# .build-tsan (ignored by git). The only suppression is Foundation's, in lsan-suppressions.txt.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

run() {
    local sanitizer=$1 folder=$2
    shift 2
    echo "== swift test --sanitize=$sanitizer $*"
    # --disable-xctest: the XCTest runner itself leaks at exit, and the suite is Swift Testing.
    # A fifth of every property's default cases (CAROUSEL_PBT_SCALE, unless it or
    # CAROUSEL_PBT_ITERATIONS is set), the slow sessions' fewer cases scaled alike: the
    # sanitizers look for memory and thread errors in every path, which a fifth of the cases
    # reaches; the test and soak stages run the properties at depth without their slowdown.
    # The index store stays: swift test finds the tests through it on Linux.
    CAROUSEL_PBT_SCALE=${CAROUSEL_PBT_SCALE:-0.2} \
        swift test --sanitize="$sanitizer" --disable-xctest --build-path "$folder" "$@"
}
address() {
    LSAN_OPTIONS=suppressions=$PWD/Scripts/lsan-suppressions.txt ASAN_OPTIONS=halt_on_error=1 \
        run address .build-asan "$@"
}
thread() { TSAN_OPTIONS=halt_on_error=1 run thread .build-tsan "$@"; }

mode=${1:-all}
[ $# -eq 0 ] || shift
case $mode in
address) address "$@" ;;
thread) thread "$@" ;;
all)
    address "$@"
    thread "$@"
    ;;
*)
    echo "usage: Scripts/sanitizers.sh [address|thread|all]" >&2
    exit 64
    ;;
esac
