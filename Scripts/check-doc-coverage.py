#!/usr/bin/env python3
"""Checks a DocC archive's documentation coverage: every public symbol of the module has a
summary (abstract), documents each of its parameters, and is curated: listed in a topic group
of the catalog (the landing page, an article or a symbol's extension file).

    Scripts/check-doc-coverage.py ARCHIVE

Reads ARCHIVE/documentation-coverage.json (written by `docc convert
--experimental-documentation-coverage`). Prints one line per symbol that falls short and a
summary line; exits 1 when anything falls short, 2 when the file is missing or unreadable.
"""
import json
import sys


def main() -> int:
    if len(sys.argv) != 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    path = sys.argv[1] + "/documentation-coverage.json"
    try:
        with open(path, encoding="utf-8") as file:
            entries = json.load(file)
    except (OSError, ValueError) as error:
        print(f"error: cannot read {path}: {error}", file=sys.stderr)
        return 2

    symbols = [entry for entry in entries if entry["kind"]["isSymbol"]]
    missing = []
    for entry in symbols:
        name = entry["referencePath"].split("/documentation/", 1)[-1]
        problems = []
        if not entry["hasAbstract"]:
            problems.append("no summary")
        specific = entry.get("kindSpecificData") or {}
        counts = specific.get("associatedValue")
        # Functions, initializers, subscripts and operators report their parameters as
        # {"documented": d, "total": t}; types report their members in another shape.
        if isinstance(counts, dict) and counts.get("documented", 0) < counts.get("total", 0):
            problems.append(
                f"{counts['documented']} of {counts['total']} parameters documented")
        if not entry["isCurated"]:
            problems.append("in no topic group")
        if problems:
            missing.append(f"  {entry['kind']['name'].lower()} {name}: {', '.join(problems)}")

    documented = len(symbols) - len(missing)
    percent = 100 * documented / len(symbols) if symbols else 100
    for line in sorted(missing):
        print(line)
    print(f"documentation coverage: {percent:.1f} % ({documented} of {len(symbols)} public "
          "symbols have a summary, document every parameter and are in a topic group)")
    if missing:
        print("error: documentation coverage is below 100 %", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
