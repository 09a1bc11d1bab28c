#!/usr/bin/env bash
# Checks that the Swift toolchain can build the fuzz targets and the sanitizer runs: libFuzzer and
# the sanitizer runtimes ship with the swift.org toolchain for Linux, and lld links them.
# Prints what is missing and exits 1; nothing to install through a package manager.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
tools=$(carousel_toolchain_bin)
missing=()
for runtime in fuzzer asan tsan; do
    compgen -G "$tools/../lib/swift/clang/lib/linux/libclang_rt.$runtime-*.a" > /dev/null \
        || missing+=("libclang_rt.$runtime (the $runtime runtime)")
done
[ -x "$tools/ld.lld" ] || command -v ld.lld > /dev/null || missing+=("ld.lld (the LLVM linker)")
if [ ${#missing[@]} -gt 0 ]; then
    echo "error: this Swift toolchain ($tools) lacks: ${missing[*]}." >&2
    echo "Install the swift.org toolchain for Linux (it ships them), or skip the fuzz and" >&2
    echo "sanitizer steps." >&2
    exit 1
fi
