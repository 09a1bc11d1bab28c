#!/usr/bin/env bash
# Lines per second of a piped CarouselDemo session, as text and with --json, and its memory.
#   bash Benchmarks/demo-throughput.sh            # builds the release demo, then measures it
#   DEMO=path/to/CarouselDemo bash Benchmarks/demo-throughput.sh   # measures that binary instead
# Sessions come from Benchmarks/demo-session.py (seeded, so every run reads the same bytes). Prints
# the median of 3 runs of 10^6 lines in each mode, and the maximum resident set size for 10^5 and
# 10^7 lines (GNU time). Wall time on a shared machine varies: compare runs made side by side.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../Scripts/lib.sh"

[[ -x /usr/bin/time ]] || { echo "GNU time is not installed (apt-get install time)" >&2; exit 2; }
if [[ -z "${DEMO:-}" ]]; then
    DEMO="$(carousel_release_bin . .build CarouselDemo)/CarouselDemo"
else
    DEMO=$(carousel_caller_path "$DEMO")
fi

carousel_temp_dir sessions demo-throughput
for lines in 100000 1000000 10000000; do
    python3 Benchmarks/demo-session.py "$lines" >"$sessions/$lines.txt"
done

# Runs the demo on a session with `time`; prints "WALL_SECONDS USER_SECONDS MAX_RSS_KB".
measure() {
    local lines="$1"; shift
    /usr/bin/time -f "%e %U %M" -o "$sessions/time.txt" "$DEMO" "$@" <"$sessions/$lines.txt" \
        >/dev/null 2>"$sessions/stderr.txt" || true  # status 1: the session's few error lines
    tail -n 1 "$sessions/time.txt"  # after "Command exited with non-zero status 1"
}

median() { sort -n | sed -n 2p; }
per_second() { awk -v s="$1" 'BEGIN { printf "%.0f", 1000000 / s }'; }

echo "10^6 lines, median of 3 runs; lines/s of wall time and of user CPU time (other processes"
echo "on a shared machine slow the first, hardly the second)"
printf '%-6s %12s %8s %12s %8s %14s %14s\n' mode "lines/s" "wall s" "CPU lines/s" "user s" \
    "RSS 10^5 KB" "RSS 10^7 KB"
for mode in text json; do
    flags=()
    [[ "$mode" == json ]] && flags=(--json)
    runs=()
    for _ in 1 2 3; do runs+=("$(measure 1000000 "${flags[@]}")"); done
    wall="$(printf '%s\n' "${runs[@]}" | cut -d' ' -f1 | median)"
    user="$(printf '%s\n' "${runs[@]}" | cut -d' ' -f2 | median)"
    small="$(measure 100000 "${flags[@]}" | cut -d' ' -f3)"
    large="$(measure 10000000 "${flags[@]}" | cut -d' ' -f3)"
    printf '%-6s %12s %8s %12s %8s %14s %14s\n' "$mode" "$(per_second "$wall")" "$wall" \
        "$(per_second "$user")" "$user" "$small" "$large"
done
