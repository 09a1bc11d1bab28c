#!/usr/bin/env bash
# Builds the documentation (Scripts/build-docs.sh: DocC warnings as errors, coverage 100 %), serves
# the static site on loopback and opens it in headless Chromium: the landing page and three
# articles must render their titles and code listings (the scrolling article its diagram too),
# with no console message and no failed request. Screenshots go to .build-docs/screenshots/.
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

port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server "$port" --bind 127.0.0.1 --directory "$site" > /dev/null 2> "$work/server.log" &
server=$!
carousel_at_exit "kill $server 2> /dev/null"
base=http://127.0.0.1:$port
python3 - "$base" << 'PY'
import sys, time, urllib.request
for _ in range(100):
    try:
        urllib.request.urlopen(sys.argv[1] + "/index.html", timeout=1)
        sys.exit(0)
    except OSError:
        time.sleep(0.1)
sys.exit("error: the documentation server did not start")
PY

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
# name|path|title|snippets (one per field after the title)|--image NAME or nothing
pages=(
    'landing|/documentation/carousel/|Carousel|Carousel(["Lisbon", "Oslo", "Rome", "Vienna"])'
    'getting-started|/documentation/carousel/gettingstarted|Getting Started|final class CardView|carousel.next()'
    'scrolling|/documentation/carousel/scrollingandoffsetreset|Scrolling and the Offset Reset|try carousel.scroll(to: 3.75)|--image|offset-reset'
    'contract|/documentation/carousel/behaviourcontract|The Behaviour Contract|carousel.advance(by: 2)|swift run CarouselDemo'
)
for entry in "${pages[@]}"; do
    IFS='|' read -r -a fields <<< "$entry"
    name=${fields[0]}
    url=$base${fields[1]}
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
if grep -E '" [45][0-9][0-9] ' "$work/server.log" | grep -v console-probe > "$work/bad-requests.log"; then
    failed=1
    summary+=("FAILED requests: $(tr '\n' ' ' < "$work/bad-requests.log")")
fi

echo "documentation in Chromium ($(chromium --version 2> /dev/null | head -n 1)):"
printf '  %s\n' "${summary[@]}"
if [ "$failed" != 0 ]; then
    echo "error: the documentation does not render as it should" >&2
    exit 1
fi
echo "docs-browser: ${#pages[@]} pages rendered, 0 console messages, screenshots in $shots/"
