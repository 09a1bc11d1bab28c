#!/usr/bin/env bash
# Builds the benchmarks in release mode and checks that no Carousel move, and no frame of the scroll
# coordinator on the simulated scroll view, allocates on the heap. Exits non-zero when any does (or the build fails). Usable from CI:
#   bash Benchmarks/check-allocations.sh
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
build_path="${BENCH_BUILD_PATH:-$root/.build-bench}"
# This repository's own builds treat warnings as errors (see ../Package.swift).
export CAROUSEL_STRICT=1

swift build -c release --package-path "$here" --build-path "$build_path" --product CarouselBenchmarks
bin="$(swift build -c release --package-path "$here" --build-path "$build_path" --show-bin-path)"
SWIFT_BACKTRACE=enable=no "$bin/CarouselBenchmarks" --check-allocations --only moves --only frames "$@"
