#!/usr/bin/env bash
# Where one operation's instructions go: each instruction executed in its benchmark loop, with how
# many times it ran per call, read from callgrind's per-instruction counts and lined up with
# `objdump -d` of the binary. The lines come in address order (the loop's own code first where the
# optimizer put it there); the last line is the total per call, the loop included.
#
#   bash Benchmarks/callgrind-annotate.sh OPERATION [benchmark options]
#   bash Benchmarks/callgrind-annotate.sh "scroll(toOffset: 1.5)" --policy rebind
#
# OPERATION is a substring of the operation's name, as for --op. Options default to 1 000 strings
# (--count 1000 --storage array); later ones override them. Functions the loop calls (the table's
# accessor, `swift_once`, `blackHole`) are listed after it with their own counts.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../Scripts/lib.sh"

iterations=4096
[ $# -ge 1 ] || { echo "usage: $0 OPERATION [benchmark options]" >&2; exit 2; }
operation="$1"; shift

carousel_require valgrind "apt-get install valgrind" callgrind-annotate.sh
carousel_require objdump "apt-get install binutils" callgrind-annotate.sh
carousel_require python3 "apt-get install python3" callgrind-annotate.sh
bin=$(carousel_benchmarks_bin)

carousel_temp_dir out callgrind-annotate
valgrind --tool=callgrind --callgrind-out-file="$out/cg.out" --dump-instr=yes \
    --compress-strings=no --compress-pos=no \
    --zero-before=carousel_benchmark_region_begin --dump-before=carousel_benchmark_region_end \
    "$bin/CarouselBenchmarks" --callgrind "$iterations" --only moves --count 1000 --storage array \
    --op "$operation" "$@" >"$out/regions.txt" 2>"$out/valgrind.txt" || { cat "$out/valgrind.txt" >&2; exit 1; }

# The first region that is neither a storage's naive step nor a loop-overhead baseline.
region="$(grep -n '' "$out/regions.txt" | grep -v -e ': naive step count' -e 'loop overhead' \
    | head -n 1 | cut -d: -f1)"
[ -n "$region" ] || { echo "error: no operation matches \"$operation\"" >&2; exit 2; }
sed -n "${region}p" "$out/regions.txt" >&2

python3 - "$out/cg.out.$region" "$bin/CarouselBenchmarks" "$iterations" <<'PY'
import collections, re, subprocess, sys

dump, binary, iterations = sys.argv[1], sys.argv[2], int(sys.argv[3])
# Self cost per instruction address, by function; the line after `calls=` is a call's inclusive
# cost, not the caller's own.
counts, function, after_call = collections.defaultdict(int), None, False
for line in open(dump):
    if line.startswith("fn="):
        function = line[3:].strip()
    elif line.startswith("calls="):
        after_call = True
    elif (cost := re.match(r"^(0x[0-9a-f]+) \d+ (\d+)$", line)) and function:
        if after_call:
            after_call = False
        else:
            counts[(function, int(cost.group(1), 16))] += int(cost.group(2))

# Instructions that ran less than once a call (set-up before the loop, its exit) are counted in
# the total but not listed.
total = 0.0
for function in sorted({f for f, _ in counts}, key=lambda f: min(a for g, a in counts if g == f)):
    addresses = sorted(a for f, a in counts if f == function)
    name = subprocess.run(["swift", "demangle", "--simplified", "--compact", function],
                          capture_output=True, text=True).stdout.strip()
    if sum(counts[(function, a)] for a in addresses) < iterations / 2:
        total += sum(counts[(function, a)] for a in addresses) / iterations
        continue
    print(f"== {name}")
    listing = subprocess.run(["objdump", "-d", "--no-show-raw-insn", binary,
                              f"--start-address={addresses[0]}",
                              f"--stop-address={addresses[-1] + 16}"],
                             capture_output=True, text=True).stdout
    for line in listing.splitlines():
        if (instruction := re.match(r"^\s+([0-9a-f]+):\s+(.*)$", line)):
            per_call = counts.get((function, int(instruction.group(1), 16)), 0) / iterations
            total += per_call
            if per_call >= 0.5:
                # Jump targets without their symbol names, which only repeat the function's.
                text = re.sub(r"\s*<[^>]*>", "", instruction.group(2).split("#")[0]).rstrip()
                print(f"{per_call:6.2f}  {text}")
print(f"total per call: {total:.1f}")
PY
