#!/usr/bin/env bash
# Builds the Carousel DocC documentation offline, with DocC warnings as errors, and checks that
# documentation coverage is 100 %: every public symbol of the module has a summary and documents
# each of its parameters (Scripts/check-doc-coverage.py). Exits non-zero on any build error, any
# DocC warning or any symbol that falls short.
#
#   Scripts/build-docs.sh [ARCHIVE]
#
# The output is a static website, ready to serve from the root of a web server
# (`--transform-for-static-hosting --hosting-base-path /`), in .build-docs/site (ignored by git);
# Scripts/preview-docs.sh opens it in a browser. Pass ARCHIVE (a path outside the package, e.g.
# /tmp/Carousel.doccarchive) to keep a copy elsewhere. The Swift build reuses .build-docs.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

keep=${1:+$(carousel_caller_path "$1")}
site=.build-docs/site
carousel_temp_dir work docs
symbols=$work/symbol-graphs
mkdir -p "$symbols"

# Members that only come from the standard library's protocol extensions (`!=`, `map`, `lazy`
# and the rest of Sequence's defaults) are left out: the pages list the module's own API.
build_symbol_graphs() {
    swift build --target Carousel --build-path .build-docs \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$symbols" \
        -Xswiftc -Xfrontend -Xswiftc -symbol-graph-skip-synthesized-members
}

build_symbol_graphs
# An up-to-date build may skip the compiler and emit nothing; rebuild from scratch once.
if [ ! -s "$symbols/Carousel.symbols.json" ]; then
    rm -rf .build-docs/debug .build-docs/*-unknown-linux-gnu
    build_symbol_graphs
fi
if [ ! -s "$symbols/Carousel.symbols.json" ]; then
    echo "error: no symbol graph for Carousel in $symbols" >&2
    exit 1
fi

rm -rf "$site"
docc convert Sources/Carousel/Carousel.docc \
    --additional-symbol-graph-dir "$symbols" \
    --fallback-display-name Carousel \
    --fallback-bundle-identifier org.carousel.Carousel \
    --output-path "$site" \
    --transform-for-static-hosting --hosting-base-path / \
    --warnings-as-errors \
    --experimental-documentation-coverage \
    --coverage-summary-level brief

python3 Scripts/check-doc-coverage.py "$site"
echo "site: $site"

if [ -n "$keep" ]; then
    rm -rf "$keep"
    cp -R "$site" "$keep"
    echo "archive: $keep"
fi
