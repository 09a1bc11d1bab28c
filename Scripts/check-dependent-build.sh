#!/usr/bin/env bash
# Shows that warnings are errors only in this repository's own builds: a dependent package's build
# of Carousel gets no warnings-as-errors flag, while CAROUSEL_STRICT=1 (what CI sets) does add it,
# so the check is known to look at the right command lines. Exits non-zero otherwise.
#
#   Scripts/check-dependent-build.sh
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
carousel_temp_dir work dependent
mkdir -p "$work/Sources/Consumer"
cat > "$work/Package.swift" <<MANIFEST
// swift-tools-version:6.2
import PackageDescription
let package = Package(
    name: "Consumer",
    dependencies: [.package(name: "Carousel", path: "$CAROUSEL_ROOT")],
    targets: [
        .executableTarget(
            name: "Consumer", dependencies: [.product(name: "Carousel", package: "Carousel")])
    ]
)
MANIFEST
cat > "$work/Sources/Consumer/main.swift" <<'SOURCE'
import Carousel
var carousel = Carousel(["a", "b", "c"]) { id in id }
print(carousel.next().move!.to)
SOURCE

# The Carousel module's compiler command lines, from a verbose build with or without the variable.
carousel_flags() {
    rm -rf "$work/.build"
    (cd "$work" && swift build -v --disable-index-store --product Consumer 2>&1) |
        grep -E -- '-module-name Carousel( |$)' || true
}
dependent=$(env -u CAROUSEL_STRICT bash -c "$(declare -f carousel_flags); work='$work'; carousel_flags")
strict=$(CAROUSEL_STRICT=1 bash -c "$(declare -f carousel_flags); work='$work'; carousel_flags")
if [ -z "$dependent" ] || [ -z "$strict" ]; then
    echo "error: found no compiler command line for the Carousel module" >&2
    exit 1
fi
if grep -q -- '-warnings-as-errors' <<<"$dependent"; then
    echo "FAIL: a dependent's build of Carousel treats warnings as errors" >&2
    exit 1
fi
if ! grep -q -- '-warnings-as-errors' <<<"$strict"; then
    echo "FAIL: CAROUSEL_STRICT=1 did not turn warnings into errors (the check looks wrong)" >&2
    exit 1
fi
echo "OK: a dependent builds Carousel without warnings-as-errors; CAROUSEL_STRICT=1 adds it."
