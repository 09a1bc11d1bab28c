#!/usr/bin/env bash
# Checks the Carousel library's public API against the recorded baseline revision, so that a
# breaking change is a decision, not an accident. Exits non-zero on a breaking change.
#
#   Scripts/check-api.sh            compare with the revision in APIBaseline/REVISION
#   Scripts/check-api.sh --record   record HEAD as the new baseline (commit the result)
#
# The baseline's API dump is kept in APIBaseline/<revision>/, so the old revision is not rebuilt.
# To accept a breaking change on purpose, either record a new baseline or add the exact message
# to APIBaseline/allowed-breakages.txt.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
baseline=APIBaseline

if [ "${1:-}" = "--record" ]; then
    revision=$(git rev-parse HEAD)
    find "$baseline" -mindepth 1 -maxdepth 1 -type d -exec rm -rf {} +
    swift package diagnose-api-breaking-changes "$revision" --products Carousel \
        --baseline-dir "$baseline" --regenerate-baseline
    echo "$revision" > "$baseline/REVISION"
    echo "recorded $revision: commit $baseline/"
    exit 0
fi

revision=$(head -n 1 "$baseline/REVISION")
touch "$baseline/allowed-breakages.txt"
if ! git cat-file -e "$revision^{commit}" 2>/dev/null; then
    # SwiftPM resolves the revision through git even when its dump is recorded here.
    echo "warning: API check skipped: baseline revision $revision is not in this clone" \
        "(a shallow clone? git fetch --unshallow)" >&2
    exit 0
fi
swift package diagnose-api-breaking-changes "$revision" --products Carousel \
    --baseline-dir "$baseline" --breakage-allowlist-path "$baseline/allowed-breakages.txt"
