#!/usr/bin/env bash
# CI guard against a hot path that stops being specialized in a client module: callgrind counts
# the instructions per call of a few key operations from the Benchmarks package (exact and
# repeatable, unlike wall time) and compares them with the ceilings committed in
# callgrind-ceilings.txt. Exits 1 when any count is above its ceiling, when a row frame of
# items of different lengths costs more than 1.5 times one of equal lengths, or when a row
# coordinator's frame costs more than 1.5 times the three-slot pager coordinator's drag frame;
# 2 when valgrind is missing.
#
#   bash Benchmarks/callgrind-guard.sh            check (≈ 1 minute with the release build)
#   bash Benchmarks/callgrind-guard.sh --record   write the counts of this checkout, plus the
#                                                 margin, as the new ceilings (commit the file)
#   bash Benchmarks/callgrind-guard.sh --record-new   add ceilings for the rows that have none,
#                                                 keeping every existing ceiling
#
# A de-specialized move costs 4 to 6 times its specialized count (metadata lookups and witness
# calls), far beyond the margin; a count far below its ceiling is reported so that the ceiling
# can be lowered.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../Scripts/lib.sh"

ceilings=Benchmarks/callgrind-ceilings.txt
# Wide enough for another CPU's memcpy variant or another glibc (a few instructions per copy),
# far below the 4 to 6 times of a de-specialized path.
margin_percent=25

carousel_require valgrind "apt-get install valgrind; the CI image has it" callgrind-guard.sh

# The key operations: each kind of move, the scroll that only records, a tick that does not move;
# an array of strings and the largest range; both policies; the three-slot carousel. Then a
# move and a jump of five- and fifteen-slot windows on the array, and the coordinator's frames.
# 1024 calls each (one input cycle).
carousel_temp_dir work callgrind-guard
measured=$work/measured.txt
ITERATIONS=1024 bash Benchmarks/callgrind.sh --raw --count 1000 --count max \
    --neighbors 1 --few-items repeating \
    --op "next()" --op "advance(by: random)" --op "jump(to: random)" \
    --op "scroll(toOffset: 2.0)" --op "scroll(toOffset: 1.5)" --op "tick" |
    grep -v '^[0-9.]*	loop overhead for ' >"$measured"
for neighbors in 2 7; do
    ITERATIONS=1024 bash Benchmarks/callgrind.sh --raw --count 1000 \
        --neighbors "$neighbors" --few-items repeating --op "next()" --op "jump(to: random)" |
        grep -v '^[0-9.]*	loop overhead for ' | grep "neighbors=" >>"$measured"
done
# A frame of the scroll coordinator over the least a view can be (a drag, a glide, continuous
# scrolling), from this client module, beside the hand-written recenter it is compared with.
ITERATIONS=1024 bash Benchmarks/callgrind.sh --raw --only frames --count 1000 --storage array \
    --policy rebind --neighbors 1 --neighbors 7 --few-items repeating --op "minimal surface" \
    --op "hand-written" >>"$measured"
# A frame of a row of items of different lengths, beside one of equal lengths in the same run,
# a frame of its coordinator over the least surface, and its moves (next, a random step, a jump).
ITERATIONS=1024 bash Benchmarks/callgrind.sh --raw --only frames --op "row frame" \
    --op "row coordinator" --op "row move" >>"$measured"
# The looks and transforms of an item effect's frame, beside a scale written by hand.
ITERATIONS=1024 bash Benchmarks/callgrind.sh --raw --only frames --op "effect frame" >>"$measured"

if [ "${1:-}" = "--record" ]; then
    {
        echo "# Ceilings of callgrind-guard.sh: instructions per call (loop included), measured plus"
        echo "# $margin_percent %. Rewrite with: bash Benchmarks/callgrind-guard.sh --record"
        awk -F '\t' -v m="$margin_percent" '{ printf "%d\t%s\n", int($1 * (100 + m) / 100 + 0.999), $2 }' \
            "$measured"
    } >"$ceilings"
    echo "recorded $(grep -vc '^#' "$ceilings") ceilings in $ceilings"
    exit 0
fi

if [ "${1:-}" = "--record-new" ]; then
    added=$(awk -F '\t' -v m="$margin_percent" '
        NR == FNR { if ($0 !~ /^#/) ceiling[$2] = 1; next }
        !($2 in ceiling) { printf "%d\t%s\n", int($1 * (100 + m) / 100 + 0.999), $2 }
    ' "$ceilings" "$measured")
    [ -z "$added" ] || printf '%s\n' "$added" >>"$ceilings"
    echo "added $(printf '%s' "$added" | grep -c . || true) ceilings to $ceilings"
    exit 0
fi

awk -F '\t' '
    NR == FNR { if ($0 !~ /^#/) ceiling[$2] = $1; next }
    {
        label = $2; seen[label] = 1
        if (!(label in ceiling)) { printf "NEW   %8.1f  %s (no ceiling)\n", $1, label; missing++; next }
        status = $1 > ceiling[label] ? "FAIL" : ($1 < ceiling[label] * 0.6 ? "LOW" : "ok")
        if (status == "FAIL") failed++
        printf "%-4s  %8.1f %s %6d  %s\n", status, $1, status == "FAIL" ? "> " : "<=", ceiling[label], label
    }
    END {
        for (label in ceiling) if (!(label in seen)) { printf "GONE  %s (not measured)\n", label; missing++ }
        if (failed || missing) {
            printf "callgrind-guard: FAIL: %d above ceiling, %d without a ceiling or a measurement\n", failed, missing
            exit 1
        }
        print "callgrind-guard: OK, every count at or below its ceiling (LOW: the ceiling could be lowered)"
    }
' "$ceilings" "$measured"

# Fails when a measured row whose label matches PATTERN (but not EXCLUDE) costs more than LIMIT
# times the row labelled BASE in the same run; NAME says what BASE is in the report.
#   ratio_check LIMIT BASE PATTERN EXCLUDE NAME WHAT
ratio_check() {
    awk -F '\t' -v limit="$1" -v base="$2" -v pattern="$3" -v exclude="$4" -v name="$5" \
        -v what="$6" '
        { count[$2] = $1 }
        END {
            reference = count[base]
            if (!reference) { print "callgrind-guard: FAIL: no " name " measured"; exit 1 }
            for (label in count) {
                if (label !~ pattern || label ~ exclude) continue
                ratio = count[label] / reference
                status = ratio > limit ? "FAIL" : "ok"
                if (status == "FAIL") failed++
                printf "%-4s  %5.2fx %s %.1fx the %s  %s\n", status, ratio, status == "FAIL" ? "> " : "<=", limit, name, label
            }
            if (failed) { printf "callgrind-guard: FAIL: %d %s above %.1fx\n", failed, what, limit; exit 1 }
            print "callgrind-guard: OK, every " substr(what, 1, length(what) - 1) " within " limit "x of the " name
        }
    ' "$measured"
}

# Items of different lengths may cost at most this many times a frame of equal lengths: the
# lengths change how many items enter and leave, not the work per item.
ratio_check 1.5 "row frame: drag, equal lengths" "^row frame: " "equal lengths" \
    "equal-lengths drag" "row frames"

# A row coordinator's frame over items of different lengths may cost at most this many times the
# three-slot pager coordinator's drag frame in the same run: most frames of either add the
# distance, test an edge and return.
ratio_check 1.5 "minimal surface: drag frame count=1000 storage=[String]" "^row coordinator: " \
    "^$" "pager drag frame" "row coordinator frames"
