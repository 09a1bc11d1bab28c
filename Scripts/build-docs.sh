#!/usr/bin/env bash
# Builds the Carousel DocC documentation offline, with DocC warnings as errors, and checks that
# documentation coverage is 100 %: every public symbol of the module has a summary and documents
# each of its parameters (Scripts/check-doc-coverage.py). Then it resolves the symbol links of
# the internal declarations' comments too, which the public pages never read, and fails on one
# that points nowhere. Exits non-zero on any build error, any DocC warning, any symbol that falls
# short or any broken link.
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
# build_symbol_graphs FOLDER BUILD_PATH [SWIFTC_FLAG…]: Carousel's symbol graph in FOLDER.
build_symbol_graphs() {
    local folder=$1 build=$2
    shift 2
    local flags=() flag
    for flag in "$@"; do flags+=(-Xswiftc "$flag"); done
    emit() {
        # No index (an editor's, not DocC's): a fifth less of the build's CPU.
        swift build --target Carousel --build-path "$build" --disable-index-store \
            -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$folder" \
            -Xswiftc -Xfrontend -Xswiftc -symbol-graph-skip-synthesized-members \
            ${flags[@]+"${flags[@]}"}
    }
    mkdir -p "$folder"
    emit
    # An up-to-date build may skip the compiler and emit nothing; rebuild from scratch once.
    if [ ! -s "$folder/Carousel.symbols.json" ]; then
        rm -rf "$build/debug" "$build"/*-unknown-linux-gnu
        emit
    fi
    if [ ! -s "$folder/Carousel.symbols.json" ]; then
        echo "error: no symbol graph for Carousel in $folder" >&2
        exit 1
    fi
}

build_symbol_graphs "$symbols" .build-docs

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

# The internal declarations' links: only a link that resolves to nothing fails (the internal
# pages are not published, so their coverage and an overload that is ambiguous only there do not).
internal=$work/internal-symbol-graphs
build_symbol_graphs "$internal" .build-docs-internal -symbol-graph-minimum-access-level internal
docc convert Sources/Carousel/Carousel.docc \
    --additional-symbol-graph-dir "$internal" \
    --fallback-display-name Carousel \
    --fallback-bundle-identifier org.carousel.Carousel \
    --output-path "$work/internal-site" > "$work/internal.log" 2>&1
if grep -A3 "doesn't exist at" "$work/internal.log" >&2; then
    echo "error: a documentation comment links to a symbol that does not exist (above)" >&2
    exit 1
fi
echo "internal links: every symbol link of the internal declarations resolves"

if [ -n "$keep" ]; then
    rm -rf "$keep"
    cp -R "$site" "$keep"
    echo "archive: $keep"
fi
