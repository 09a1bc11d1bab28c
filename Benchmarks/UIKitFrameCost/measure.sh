#!/usr/bin/env bash
# Instructions per frame of CarouselView on the UIKit stand-in, beside the coordinator's alone on
# the simulated scroll view, exact and repeatable under callgrind:
#   bash Benchmarks/UIKitFrameCost/measure.sh [N]
# Each workload runs for N and 2N frames (N = 1000 by default); the difference of the two
# totals, divided by N, is one frame without the start-up.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
n="${1:-1000}"
command -v valgrind >/dev/null || { echo "needs valgrind (apt-get install valgrind)" >&2; exit 1; }
swift build -c release --package-path "$here" --product UIKitFrameCost >&2
bin="$(swift build -c release --package-path "$here" --show-bin-path)/UIKitFrameCost"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
total() {
    valgrind --tool=callgrind --callgrind-out-file="$out/cg" "$bin" "$1" "$2" >/dev/null 2>&1
    awk '/^summary: / { print $2 }' "$out/cg"
}
printf '%-24s %12s\n' workload "Ir/frame"
for workload in view-drag view-glide view-autoscroll coordinator-drag coordinator-glide \
    coordinator-autoscroll screen-drag screen-frame; do
    one=$(total "$workload" "$n")
    two=$(total "$workload" $((2 * n)))
    awk -v a="$one" -v b="$two" -v n="$n" -v w="$workload" \
        'BEGIN { printf "%-24s %12.1f\n", w, (b - a) / n }'
done
