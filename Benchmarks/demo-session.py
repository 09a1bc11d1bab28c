#!/usr/bin/env python3
"""Writes a reproducible CarouselDemo session to standard output, for the demo's throughput.

    python3 Benchmarks/demo-session.py [LINES] [--seed N] > session.txt

A mix of moves, scrolls, ticks and data changes (no `drag` or `fling`, which run a simulation),
for the demo's default 12 items. It tracks the item count, so nearly every line is valid; about
one line in a thousand is a deliberate error (an index out of range), which goes to standard
error. The same LINES and seed always give the same bytes.
"""
import random
import sys


def session(lines, seed):
    rng = random.Random(seed)
    count = 12
    serial = 0
    for _ in range(lines):
        roll = rng.random()
        if roll < 0.30:
            yield "next"
        elif roll < 0.40:
            yield "prev"
        elif roll < 0.46:
            yield f"next {rng.randint(2, 1000)}"
        elif roll < 0.50:
            yield f"prev {rng.randint(2, 1000)}"
        elif roll < 0.56:
            yield f"jump {rng.randrange(count)}" if count else "next"
        elif roll < 0.70:
            yield "scroll " + rng.choice(["1.5", "2", "0", "1", "0.25", "1.75", "-0.5", "2.5"])
        elif roll < 0.80:
            yield "tick " + rng.choice(["0.5", "1", "0.25", "2"])
        elif roll < 0.81:
            yield rng.choice(["autoplay 2", "autoplay 1.5", "autoplay off"])
        elif roll < 0.86 and count < 40:
            serial += 1
            item = f'"New item {serial}"' if serial % 4 == 0 else f"item{serial}"
            yield f"insert {rng.randint(0, count)} {item}"
            count += 1
        elif roll < 0.91 and count > 2:
            yield f"remove {rng.randrange(count)}"
            count -= 1
        elif roll < 0.97 and count:
            serial += 1
            yield f"replace {rng.randrange(count)} item{serial}"
        elif roll < 0.975:
            count = rng.randint(3, 15)
            yield "load " + " ".join(f"city{n}" for n in range(count))
        elif roll < 0.98:
            yield "show"
        elif roll < 0.981:
            yield f"jump {count + rng.randint(0, 5)}"  # out of range: an error line
        elif roll < 0.985:
            yield "# a comment"
        else:
            yield "next"


def main():
    args = sys.argv[1:]
    seed = 9
    if "--seed" in args:
        at = args.index("--seed")
        seed = int(args[at + 1])
        del args[at : at + 2]
    lines = int(args[0]) if args else 1_000_000
    out = sys.stdout
    batch = []
    for line in session(lines, seed):
        batch.append(line)
        if len(batch) == 10_000:
            out.write("\n".join(batch) + "\n")
            batch.clear()
    if batch:
        out.write("\n".join(batch) + "\n")


if __name__ == "__main__":
    main()
