#!/usr/bin/env bash
# Builds the Carousel DocC archive offline, with DocC warnings as errors, and prints the
# documentation coverage summary. Exits non-zero on any build error or DocC warning.
#
#   scripts/build-docs.sh [ARCHIVE]
#
# Symbol graphs and the archive go to a fresh temporary directory, removed on exit. Pass ARCHIVE
# (a path outside the package, e.g. /tmp/Carousel.doccarchive) to keep a copy of the archive.
# The Swift build reuses .build-docs in the package root (ignored by git).
set -euo pipefail
cd "$(dirname "$0")/.."
export SWIFT_BACKTRACE=enable=no
# This repository's own builds treat warnings as errors (see Package.swift).
export CAROUSEL_STRICT=1

keep=${1:-}
work=$(mktemp -d "${TMPDIR:-/tmp}/carousel-docs.XXXXXX")
trap 'rm -rf "$work"' EXIT
symbols=$work/symbol-graphs
archive=$work/Carousel.doccarchive
mkdir -p "$symbols"

build_symbol_graphs() {
    swift build --target Carousel --build-path .build-docs \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$symbols"
}

build_symbol_graphs
# An up-to-date build may skip the compiler and emit nothing; rebuild from scratch once.
if [ ! -s "$symbols/Carousel.symbols.json" ]; then
    rm -rf .build-docs
    build_symbol_graphs
fi
if [ ! -s "$symbols/Carousel.symbols.json" ]; then
    echo "error: no symbol graph for Carousel in $symbols" >&2
    exit 1
fi

docc convert Sources/Carousel/Carousel.docc \
    --additional-symbol-graph-dir "$symbols" \
    --fallback-display-name Carousel \
    --fallback-bundle-identifier org.carousel.Carousel \
    --output-path "$archive" \
    --warnings-as-errors \
    --experimental-documentation-coverage \
    --coverage-summary-level brief

if [ -n "$keep" ]; then
    rm -rf "$keep"
    cp -R "$archive" "$keep"
    echo "archive: $keep"
fi
