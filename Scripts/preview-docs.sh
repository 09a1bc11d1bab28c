#!/usr/bin/env bash
# Builds the documentation (Scripts/build-docs.sh: DocC warnings as errors, coverage 100 %), serves
# the static site on loopback and opens it in headless Chromium: the landing page and three
# articles must render their titles and code listings (the scrolling article its diagram too),
# with no console message and no failed request. The adapters' reference sites, which
# Scripts/check-apple-sdk.sh builds against the iOS SDK into .build-docs/<target>/site, get the
# same check of their main page when they are there (CI's apple-sdk stage runs first); when one
# is missing the script says so. Screenshots go to .build-docs/screenshots/.
#
#   Scripts/preview-docs.sh           # build, check in the browser, print a summary
#   Scripts/preview-docs.sh --serve   # build, then serve on http://127.0.0.1:${PORT:-8000}/documentation/carousel/
#
# Chromium is Debian's package; when it is missing the script installs it (as root, with
# apt-get: about 2 minutes) or says how to. Set CAROUSEL_DOCS_SKIP_BUILD=1 to reuse the site.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

site=.build-docs/site
shots=.build-docs/screenshots
if [ "${CAROUSEL_DOCS_SKIP_BUILD:-}" != 1 ] || [ ! -d "$site" ]; then
    bash Scripts/build-docs.sh
fi

if [ "${1:-}" = --serve ]; then
    port=${PORT:-8000}
    echo "serving http://127.0.0.1:$port/documentation/carousel/ (Ctrl-C stops)"
    exec python3 -m http.server "$port" --bind 127.0.0.1 --directory "$site"
fi

if ! command -v chromium > /dev/null; then
    if [ "$(id -u)" = 0 ] && command -v apt-get > /dev/null; then
        echo "chromium is missing: installing Debian's package (apt-get, about 2 minutes)"
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium > /dev/null
    fi
    if ! command -v chromium > /dev/null; then
        echo "error: chromium is missing and could not be installed; install Debian's chromium" \
            "package (apt-get install chromium) and run this script again" >&2
        exit 1
    fi
fi

carousel_temp_dir work preview

# serve NAME SITE: serves the static site SITE on a free loopback port, its requests logged to
# $work/server-NAME.log, and sets base_NAME to its address.
serve() {
    local name=$1 site=$2 port server
    port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    python3 -m http.server "$port" --bind 127.0.0.1 --directory "$site" > /dev/null \
        2> "$work/server-$name.log" &
    server=$!
    carousel_at_exit "kill $server 2> /dev/null"
    printf -v "base_$name" '%s' "http://127.0.0.1:$port"
    python3 - "http://127.0.0.1:$port" << 'PY'
import sys, time, urllib.request
for _ in range(100):
    try:
        urllib.request.urlopen(sys.argv[1] + "/index.html", timeout=1)
        sys.exit(0)
    except OSError:
        time.sleep(0.1)
sys.exit("error: the documentation server did not start")
PY
}

serve core "$site"
base=$base_core

# Headless Chromium with its console on standard error; the dbus lines it prints on a machine
# without a session bus, and the wrapper's own shell noise, are harmless.
browse() {
    timeout 120 chromium --headless --no-sandbox --disable-gpu --window-size=1280,1600 \
        --virtual-time-budget=5000 --enable-logging=stderr --v=0 "$@"
}
console_messages() { grep -h 'CONSOLE' "$@" || true; }

# The console capture itself works: a probe page's error must be seen.
printf '<script>console.error("carousel-docs-probe")</script>' > "$site/console-probe.html"
browse --dump-dom "$base/console-probe.html" > /dev/null 2> "$work/probe.log"
rm -f "$site/console-probe.html"
if ! console_messages "$work/probe.log" | grep -q carousel-docs-probe; then
    echo "error: Chromium's console could not be captured; the check would see nothing" >&2
    exit 1
fi

rm -rf "$shots"
mkdir -p "$shots"
failed=0
summary=()
# site|name|path|title|snippets (one per field after the title)|--image NAME or nothing
pages=(
    'core|landing|/documentation/carousel/|Carousel|Carousel(["Lisbon", "Oslo", "Rome", "Vienna"])'
    'core|getting-started|/documentation/carousel/gettingstarted|Getting Started|final class CardView|carousel.next()'
    'core|scrolling|/documentation/carousel/scrollingandoffsetreset|Scrolling and the Offset Reset|try carousel.scroll(toOffset: 3.75)|--image|offset-reset'
    'core|contract|/documentation/carousel/behaviorcontract|The Behavior Contract|carousel.advance(by: 2)|swift run CarouselDemo'
    'core|several|/documentation/carousel/severalvisibleitems|Several Visible Items|final class CardView|neighbors: 2|--image|five-slot-recenter'
)
# The adapters' main types, from the sites the iOS SDK check built.
adapter_pages=(
    'CarouselUIKit|uikit-view|/documentation/carouseluikit/carouselview|CarouselView|row.startAutoplay(interval: 5)'
    'CarouselSwiftUI|swiftui-view|/documentation/carouselswiftui/endlesscarousel|EndlessCarousel|.carouselItemInset(40)'
)
for entry in "${adapter_pages[@]}"; do
    target=${entry%%|*}
    if [ -d ".build-docs/$target/site" ]; then
        serve "$target" ".build-docs/$target/site"
        pages+=("$entry")
    else
        summary+=("skipped $target: no .build-docs/$target/site (bash Scripts/check-apple-sdk.sh builds it)")
    fi
done
checked=0
for entry in "${pages[@]}"; do
    IFS='|' read -r -a fields <<< "$entry"
    base_name=base_${fields[0]}
    fields=("${fields[@]:1}")
    name=${fields[0]}
    url=${!base_name}${fields[1]}
    checked=$((checked + 1))
    browse --dump-dom "$url" > "$work/$name.html" 2> "$work/$name.dom.log"
    browse --screenshot="$shots/$name.png" "$url" > /dev/null 2> "$work/$name.shot.log"
    if result=$(python3 Scripts/check-rendered-page.py "$work/$name.html" "${fields[@]:2}" 2>&1); then
        status=ok
    else
        status=FAILED
        failed=1
    fi
    messages=$(console_messages "$work/$name.dom.log" "$work/$name.shot.log")
    if [ -n "$messages" ]; then
        status=FAILED
        failed=1
        result="$result; console: $messages"
    fi
    if [ ! -s "$shots/$name.png" ]; then
        status=FAILED
        failed=1
        result="$result; no screenshot"
    fi
    summary+=("$status $name: $result; screenshot $shots/$name.png ($(wc -c < "$shots/$name.png" 2> /dev/null || echo 0) bytes)")
done

# Every request the pages made was answered: no missing script, style, image or data file.
if cat "$work"/server-*.log | grep -E '" [45][0-9][0-9] ' | grep -v console-probe \
    > "$work/bad-requests.log"; then
    failed=1
    summary+=("FAILED requests: $(tr '\n' ' ' < "$work/bad-requests.log")")
fi

echo "documentation in Chromium ($(chromium --version 2> /dev/null | head -n 1)):"
printf '  %s\n' "${summary[@]}"
if [ "$failed" != 0 ]; then
    echo "error: the documentation does not render as it should" >&2
    exit 1
fi
echo "docs-browser: $checked pages rendered, 0 console messages, screenshots in $shots/"
