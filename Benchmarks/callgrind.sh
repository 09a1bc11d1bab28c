#!/usr/bin/env bash
# Instructions per Carousel move, exact and repeatable, with valgrind's callgrind.
#   bash Benchmarks/callgrind.sh [--raw] [benchmark options, e.g. --count 3 --count max --policy rebind]
# Each measured loop runs between two C markers; callgrind zeroes its counters on entering the
# first and dumps them on entering the second, so each dump file holds exactly one loop. Prints,
# per row, the instructions per call of the loop with the library call, of the same loop without
# it, the difference (the instructions of the call itself), and the ratio of the loop with the
# call to its baseline's loop: the naive single step for moves, the loop alone for operations
# that move nothing. With --raw: one line per region, "INSTRUCTIONS_PER_CALL<TAB>LABEL" (for
# callgrind-guard.sh).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../Scripts/lib.sh"

iterations="${ITERATIONS:-4096}"  # a multiple of the 1024 precomputed inputs
raw=0
if [ "${1:-}" = "--raw" ]; then raw=1; shift; fi

carousel_require valgrind "apt-get install valgrind" "callgrind.sh (exact instruction counts)"
bin=$(carousel_benchmarks_bin)

carousel_temp_dir out callgrind
valgrind --tool=callgrind --callgrind-out-file="$out/cg.out" \
    --zero-before=carousel_benchmark_region_begin --dump-before=carousel_benchmark_region_end \
    "$bin/CarouselBenchmarks" --callgrind "$iterations" --only moves "$@" \
    >"$out/regions.txt" 2>"$out/valgrind.txt" || { cat "$out/valgrind.txt" >&2; exit 1; }

# regions.txt: "region N: LABEL"; cg.out.N: "summary: INSTRUCTIONS". Loop regions follow their row;
# a "naive step" region comes before the rows of its storage.
awk -v dir="$out" -v n="$iterations" -v raw="$raw" '
    /^region / {
        id = $2; sub(":", "", id)
        label = $0; sub(/^region [0-9]+: /, "", label)
        file = dir "/cg.out." id
        ir = ""
        while ((getline line < file) > 0) if (line ~ /^summary: /) { split(line, f, " "); ir = f[2] }
        close(file)
        if (raw) { printf "%.1f\t%s\n", ir / n, label; next }
        if (label ~ /^naive step /) {
            naive = ir
            printf "%-70s %9.1f\n", label, ir / n
        } else if (label ~ /^loop overhead for /) {
            base = row ~ /baseline=naive step/ ? naive : ir
            printf "%-70s %9.1f %9.1f %9.1f %7.1fx\n", row, rowir / n, ir / n, (rowir - ir) / n, rowir / base
        } else { row = label; rowir = ir }
    }
    BEGIN { if (!raw) printf "%-70s %9s %9s %9s %8s\n", "operation", "Ir/call", "loop Ir", "net Ir", "ratio" }
' "$out/regions.txt"
