# The preamble every script of this repository shares; sourced, never run:
#
#   source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"              # from Scripts/
#   source "$(dirname "${BASH_SOURCE[0]}")/../Scripts/lib.sh"   # from Benchmarks/ or .ci/
#
# It stops the script on any error (also inside $(…)), moves to the repository's root (the
# caller's folder stays in CAROUSEL_CALLER_DIR, for paths given on the command line), and sets
# the environment of this repository's builds: warnings are errors (CAROUSEL_STRICT=1, read by
# Package.swift; a dependent's build never sees it) and a crash prints its message instead of
# starting the backtracer, which can clash with the sanitizers and hang a pipeline.
set -euo pipefail
shopt -s inherit_errexit 2> /dev/null || true  # bash 4.4 and later; macOS's bash 3.2 lacks it

CAROUSEL_CALLER_DIR=$PWD
CAROUSEL_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$CAROUSEL_ROOT"
export CAROUSEL_STRICT=1
export SWIFT_BACKTRACE=enable=no

# carousel_caller_path PATH: PATH as the caller meant it, before the move to the root.
carousel_caller_path() {
    case $1 in
    /*) printf '%s\n' "$1" ;;
    *) printf '%s\n' "$CAROUSEL_CALLER_DIR/$1" ;;
    esac
}

# Cleanup at exit: carousel_temp_dir's folders are removed, carousel_at_exit's commands run.
carousel_exit_commands=()
carousel_at_exit() { carousel_exit_commands+=("$1"); }
carousel_run_exit_commands() {
    local command
    for command in ${carousel_exit_commands[@]+"${carousel_exit_commands[@]}"}; do
        eval "$command" || true
    done
}
trap carousel_run_exit_commands EXIT

# carousel_temp_dir VARIABLE NAME: a new temporary folder in VARIABLE, removed at exit.
carousel_temp_dir() {
    local folder
    folder=$(mktemp -d "${TMPDIR:-/tmp}/carousel-$2.XXXXXX")
    printf -v "$1" '%s' "$folder"
    carousel_at_exit "rm -rf '$folder'"
}

# carousel_require COMMAND HOW WHAT: exits 2 with "error: COMMAND is not installed (HOW); WHAT
# needs it" when COMMAND is not on the PATH.
carousel_require() {
    command -v "$1" > /dev/null && return
    echo "error: $1 is not installed ($2); $3 needs it" >&2
    exit 2
}

# The Swift toolchain's own bin folder (its llvm-cov, llvm-profdata, ld.lld; the ones in
# /usr/bin may be too old for its output).
carousel_toolchain_bin() { dirname "$(readlink -f "$(command -v swift)")"; }

# carousel_release_bin PACKAGE BUILD_PATH PRODUCT: builds PRODUCT of the package in the folder
# PACKAGE in release mode into BUILD_PATH (the build's log on standard error) and prints the
# folder that holds the binary.
carousel_release_bin() {
    swift build -c release --package-path "$1" --build-path "$2" --product "$3" >&2 || return
    swift build -c release --package-path "$1" --build-path "$2" --show-bin-path
}

# The benchmark harness's release build (in .build-bench, or BENCH_BUILD_PATH): its bin folder.
carousel_benchmarks_bin() {
    carousel_release_bin Benchmarks "${BENCH_BUILD_PATH:-$CAROUSEL_ROOT/.build-bench}" \
        CarouselBenchmarks
}
