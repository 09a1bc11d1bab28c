#!/usr/bin/env bash
# Builds the benchmarks in release mode and checks that no Carousel move, and no frame of the scroll
# coordinator on the simulated scroll view, allocates on the heap. Exits non-zero when any does (or the build fails). Usable from CI:
#   bash Benchmarks/check-allocations.sh
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../Scripts/lib.sh"

bin=$(carousel_benchmarks_bin)
"$bin/CarouselBenchmarks" --check-allocations --only moves --only frames "$@"
