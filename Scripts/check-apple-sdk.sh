#!/usr/bin/env bash
# Compiles the Apple-only code on Linux against each real Apple SDK kept beside the repository in
# ../shared/apple-sdk (its README has the recipe): iPhoneOS 16.5, iPhoneOS 17.0 and MacOSX 14.0
# (the last two Apple's first betas), through its swiftc-apple.
#
#   bash Scripts/check-apple-sdk.sh
#
# For each SDK, at the package's oldest system of its platform (read from Package.swift's
# `.iOS(...)` and `.macOS(...)`: arm64-apple-ios13.0, x86_64-apple-macos10.15):
# 1. The core `Carousel` module as declarations: every .swift file under Sources/Carousel, at any
#    depth, outside the .docc catalog (without function bodies: the SDKs' standard libraries are
#    Swift 5.8's and 5.9's, which lack some of what the core's bodies use; the adapters need only
#    its declarations, and the core itself is built and tested on Linux); then, the same way,
#    the portable modules in `portable_imports` below that an Apple-only target imports
#    (CarouselSimulation, whose scroll model the AppKit view moves by).
# 2. Every Apple-only target in `apple_only_targets` below whose folder Sources/<target> exists,
#    compiled fully (code generation included) with -warnings-as-errors, in Swift 6 mode, each
#    able to import the ones before it. The line says how many public symbols each declares:
#    CarouselUIKit and CarouselSwiftUI compile empty for macOS, where UIKit does not exist, and
#    CarouselAppKit for iOS.
# 3. The documentation's code listings that use UIKit, SwiftUI or AppKit, type-checked: a
#    listing that imports AppKit or CarouselAppKit against the macOS SDK, the others against
#    the iOS SDKs. Looked at: the ```swift fences of README.md and of every article of a DocC
#    catalog (Sources/*/*.docc, any depth). A listing is checked when it
#      - imports UIKit, SwiftUI or AppKit (or a submodule: `import
#        UIKit.UIGestureRecognizerSubclass`) or an Apple-only target, or
#      - uses a UIKit, CoreGraphics, QuartzCore or Foundation type by its prefix (a word that
#        starts with UI, CG, CA or NS followed by a capital letter), a public type of an
#        Apple-only target (`CarouselView`), or one of these SwiftUI names: `some View`, `: View`,
#        @State, @Binding, @Environment, @StateObject, @ObservedObject, HStack, VStack, ZStack,
#        GeometryReader, withAnimation.
#    The other listings use only the portable library; tests run them on Linux
#    (Tests/CarouselTests/ArticleExampleTests.swift and the like).
#    A document's checked listings of a platform, in their order, make one file (a later listing
#    may use what an earlier one declared, as a reader would), which imports the Apple-only
#    targets and UIKit (AppKit), not Carousel (each adapter re-exports it, and this proves it),
#    and is type-checked with -warnings-as-errors beside Scripts/apple-sdk-listings/
#    <document>.swift (<document>+macOS.swift for the Mac's; README.swift for README.md), when
#    it exists: the declarations a reader is expected to supply (a model type, a cell class).
#    Compiler messages point at the document's own lines.
#    A listing that truly cannot compile (an interface summary without bodies, say) opts out with
#    the line `<!-- apple-sdk: skip REASON -->` right above its fence; DocC does not render the
#    comment, and the check prints the reason.
# 4. Once, from the first SDK's compile that declares anything of it (iOS 16.5's, macOS 14.0's
#    for CarouselAppKit): the reference of every Apple-only target that has a DocC catalog
#    (Sources/<target>/<target>.docc): the symbol graph its compile in step 2 emits, converted with DocC warnings
#    as errors and held to the core's coverage (Scripts/check-doc-coverage.py: every public
#    symbol summarized, its parameters documented, listed in a topic group). The site is written
#    to .build-docs/<target>/site; `python3 -m http.server --directory` it to read it.
# 5. Against the iOS SDKs, every file of Scripts/apple-sdk-rejected, code that must NOT compile
#    (a selection bound by the wrong kind, index or id): type-checked beside the adapters, it
#    must fail with the error its first line names (`// expected error: MESSAGE`), so that the trap it shows stays closed.
#
# Compiling is not running: nothing here runs on a device or in a simulator. The adapters'
# behavior is covered on Linux by the simulated scroll view and the UIKit stand-in
# (Tests/CarouselUIKitTests). APIs newer than an SDK are not declared in it (iOS 18 and macOS 15
# in any; iOS 17 in 16.5), and a beta 1 SDK may still lack a name its release has.
#
# Where ../shared/apple-sdk is missing, the check prints why it skipped and exits 0, except in
# CI (CI=true), where it fails. The first run builds each SDK's module cache in
# ~/.cache/carousel-apple-sdk (half a minute to two minutes each); later runs take seconds a step.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

# The targets that exist only where UIKit (or SwiftUI) does, in dependency order.
apple_only_targets=(CarouselUIKit CarouselSwiftUI CarouselAppKit)
# The portable modules they import besides the core, as declarations too.
portable_imports=(CarouselSimulation)
# A target's compilation conditions on a platform, as Package.swift defines them.
target_defines() {
    case $1/$2 in
    CarouselUIKit/iOS) echo "-D CAROUSEL_UIKIT" ;;
    CarouselAppKit/macOS) echo "-D CAROUSEL_APPKIT" ;;
    esac
}
listing_support=Scripts/apple-sdk-listings
# The SDKs, by swiftc-apple's names.
sdks=(ios16.5 ios17 macos14)

swiftc_apple=$(cd "$CAROUSEL_ROOT/.." && pwd)/shared/apple-sdk/swiftc-apple
if [ ! -f "$swiftc_apple" ]; then
    if [ "${CI:-}" = true ]; then
        echo "error: apple-sdk: $swiftc_apple is missing; CI must provide ../shared/apple-sdk" \
            "beside the repository (the SDKs the UIKit and SwiftUI code compiles against)" >&2
        exit 1
    fi
    echo "apple-sdk: skipped: no $swiftc_apple (the SDKs that CI keeps beside the repository)"
    exit 0
fi
start=$SECONDS

# The package's oldest version of a platform (`iOS`, `macOS`), from Package.swift's platforms.
minimum() {
    local version
    version=$(sed -n "s/.*\.$1(\.v\([0-9_]*\)).*/\1/p; s/.*\.$1(\"\([0-9.]*\)\").*/\1/p" \
        Package.swift | head -n 1 | tr _ .)
    if [ -z "$version" ]; then
        echo "error: apple-sdk: no .$1(...) minimum in Package.swift's platforms" >&2
        exit 1
    fi
    case $version in *.*) echo "$version" ;; *) echo "$version.0" ;; esac
}
ios=$(minimum iOS)
macos=$(minimum macOS)

# The .swift files below a target's folder, any depth, outside a .docc catalog, one a line.
swift_files() { find "$1" -name '*.docc' -prune -o -name '*.swift' -print | LC_ALL=C sort; }
# Runs swiftc-apple quietly against $sdk with $flags; on failure prints its messages and what
# failed, and exits.
compile() {
    local what=$1 output
    shift
    if ! output=$(nice bash "$swiftc_apple" --sdk "$sdk" "${flags[@]}" "$@" 2>&1); then
        printf '%s\n' "$output" >&2
        echo "error: apple-sdk: $what does not compile against the $sdk SDK for $triple" >&2
        exit 1
    fi
    if [ -n "$output" ]; then printf '%s\n' "$output"; fi
}

carousel_temp_dir work apple-sdk
core=()
while IFS= read -r file; do core+=("$file"); done < <(swift_files Sources/Carousel)
# The Apple-only targets that have sources, each one's files listed in $work/<target>.files (a
# target with resources gets the `Bundle.module` SwiftPM would generate).
present=()
for target in "${apple_only_targets[@]}"; do
    [ -d "Sources/$target" ] || continue
    files=()
    while IFS= read -r file; do files+=("$file"); done < <(swift_files "Sources/$target")
    [ ${#files[@]} -gt 0 ] || continue
    if [ -d "Sources/$target/Resources" ]; then
        # SwiftPM gives a target with resources a `Bundle.module` (its resource bundle), in a
        # source it generates; a compile outside SwiftPM declares one. Computed: the iOS 16.5
        # SDK's Bundle is not Sendable yet, so a stored static would not compile in Swift 6.
        cat > "$work/$target-resources.swift" << 'SWIFT'
import Foundation

extension Foundation.Bundle {
    static var module: Bundle { Bundle(for: BundleFinder.self) }
}

private final class BundleFinder {}
SWIFT
        files+=("$work/$target-resources.swift")
    fi
    printf '%s\n' "${files[@]}" >"$work/$target.files"
    present+=("$target")
done

# Writes one main.swift per document and platform with checked listings into $work/listings/N/,
# and prints one line for each: N, the platform (iOS, macOS), the document, its support file (or
# -), then per listing "LINE:LINES" (or "LINE:skip:REASON"), tab-separated.
plan=$(python3 - "$work/listings" "$listing_support" ${present[@]+"${present[@]}"} << 'PY'
import glob, os, re, sys

out, support_dir, modules = sys.argv[1], sys.argv[2], sys.argv[3:]
# The public types of the Apple-only targets: a listing that names one needs them.
adapter_types = set()
for module in modules:
    for path in glob.glob(f"Sources/{module}/**/*.swift", recursive=True):
        text = open(path, encoding="utf-8").read()
        adapter_types |= set(re.findall(
            r"\b(?:public|open)\s+(?:final\s+)?(?:class|struct|enum|protocol|actor)\s+(\w+)", text))
frameworks = ["UIKit", "SwiftUI", "AppKit"] + modules
mac_import = re.compile(r"^\s*(?:@\w+\s+)?import\s+(?:AppKit|CarouselAppKit)\b", re.M)
imports = re.compile(r"^\s*(?:@\w+\s+)?import\s+(?:" + "|".join(frameworks) + r")\b", re.M)
names = re.compile(
    r"\b(?:UI|CG|CA|NS)[A-Z]\w*|\bsome View\b|:\s*View\b|@(?:State|Binding|Environment|StateObject"
    r"|ObservedObject)\b|\b(?:HStack|VStack|ZStack|GeometryReader|withAnimation)\b"
    + "".join(rf"|\b{t}\b" for t in sorted(adapter_types)))
skip = re.compile(r"^\s*<!--\s*apple-sdk:\s*skip\b(.*?)-->\s*$")

documents = ["README.md"] + sorted(
    p for p in glob.glob("Sources/*/**/*.md", recursive=True) if ".docc/" in p)
problems, number, used_support = [], 0, set()
for document in documents:
    lines = open(document, encoding="utf-8").read().split("\n")
    listings, i = [], 0
    while i < len(lines):
        fence = re.match(r"^( {0,3})(`{3,}|~{3,})\s*([^`\s]*)", lines[i])
        if not fence:
            i += 1
            continue
        indent, marks, language = len(fence.group(1)), fence.group(2), fence.group(3)
        end = i + 1
        while end < len(lines) and not re.match(
                rf"^ {{0,3}}{marks[0]}{{{len(marks)},}}\s*$", lines[end]):
            end += 1
        body = [line[min(indent, len(line) - len(line.lstrip(" "))):] for line in lines[i + 1:end]]
        opt_out = skip.match(lines[i - 1]) if i > 0 else None
        if language == "swift":
            text = "\n".join(body)
            checked = bool(imports.search(text) or names.search(text))
            if opt_out and not checked:
                problems.append(f"{document}:{i}: an apple-sdk skip marker above a listing the "
                                "check does not select; remove it")
            elif opt_out and not opt_out.group(1).strip():
                problems.append(f"{document}:{i}: the apple-sdk skip marker gives no reason")
            elif checked:
                listings.append((i + 2, body, opt_out.group(1).strip() if opt_out else None))
        elif opt_out:
            problems.append(f"{document}:{i}: an apple-sdk skip marker above a non-Swift fence")
        i = end + 1
    if not listings:
        continue
    name = os.path.splitext(os.path.basename(document))[0]
    # A listing that imports AppKit or CarouselAppKit is the Mac's; the others are iOS's.
    for platform, framework, suffix in (("iOS", "UIKit", ""), ("macOS", "AppKit", "+macOS")):
        group = [(line, body, reason) for line, body, reason in listings
                 if bool(mac_import.search("\n".join(body))) == (platform == "macOS")]
        if not group:
            continue
        support = os.path.join(support_dir, name + suffix + ".swift")
        support = support if os.path.exists(support) else "-"
        used_support.add(support)
        number += 1
        os.makedirs(f"{out}/{number}")
        with open(f"{out}/{number}/main.swift", "w", encoding="utf-8") as file:
            file.write("".join(f"import {m}\n" for m in modules + [framework]))
            for line, body, reason in group:
                if reason is None:
                    file.write(f'#sourceLocation(file: "{document}", line: {line})\n')
                    file.write("\n".join(body) + "\n")
            file.write("#sourceLocation()\n")
        fields = [f"{line}:skip:{reason}" if reason is not None else f"{line}:{len(body)}"
                  for line, body, reason in group]
        print("\t".join([str(number), platform, document, support] + fields))
for path in sorted(glob.glob(os.path.join(support_dir, "*.swift"))):
    if path not in used_support:
        problems.append(f"{path}: no document has a checked listing that it supports; remove it")
if problems:
    sys.exit("\n".join(f"error: apple-sdk: {p}" for p in problems))
PY
)

# Steps 1, 2, 3 and 5 against the SDK $sdk, into $work/$sdk.
check_sdk() {
    local out=$work/$sdk target file files
    case $sdk in
    ios*) platform=iOS triple=arm64-apple-ios$ios ;;
    *) platform=macOS triple=x86_64-apple-macos$macos ;;
    esac
    # One package name for every module, as SwiftPM gives them: the core shares `package`
    # symbols.
    flags=(-target "$triple" -swift-version 6 -package-name carousel)
    mkdir -p "$out"
    compile "Carousel's declarations" -emit-module -module-name Carousel -parse-as-library \
        -emit-module-path "$out/Carousel.swiftmodule" \
        -Xfrontend -experimental-skip-all-function-bodies "${core[@]}"
    echo "$sdk: declarations: Carousel (${#core[@]} files in Sources/Carousel), for $triple"
    local module sources
    for module in "${portable_imports[@]}"; do
        sources=()
        while IFS= read -r file; do sources+=("$file"); done < <(swift_files "Sources/$module")
        compile "$module's declarations" -emit-module -module-name "$module" -parse-as-library \
            -I "$out" -emit-module-path "$out/$module.swiftmodule" \
            -Xfrontend -experimental-skip-all-function-bodies "${sources[@]}"
        echo "$sdk: declarations: $module (${#sources[@]} files in Sources/$module)"
    done

    for target in ${present[@]+"${present[@]}"}; do
        files=()
        while IFS= read -r file; do files+=("$file"); done <"$work/$target.files"
        # The symbol graph is for step 4 and the count below; the members protocol extensions
        # add (SwiftUI's) are left out, and the target's own extensions of other modules' types
        # (CarouselSwiftUI's modifiers of `View`) are kept as extension blocks, which DocC needs
        # to give them pages.
        mkdir -p "$out/symbols/$target"
        # shellcheck disable=SC2046 # the defines split into words on purpose
        compile "$target" $(target_defines "$target" "$platform") -c -wmo -warnings-as-errors \
            -module-name "$target" -parse-as-library \
            -I "$out" -emit-module -emit-module-path "$out/$target.swiftmodule" \
            -emit-symbol-graph -emit-symbol-graph-dir "$out/symbols/$target" \
            -Xfrontend -symbol-graph-skip-synthesized-members -emit-extension-block-symbols \
            "${files[@]}" -o "$out/$target.o"
        # An adapter re-exports Carousel (`@_exported import`), so that an app importing it
        # alone can name the core's types its API uses; the compiler then puts the core's
        # symbols in the adapter's graph too. Its reference documents its own (the core's
        # catalog has the rest): keep the symbols whose identifier names the target's module,
        # Swift's or Objective-C's, and count them.
        python3 - "$out/symbols/$target/$target.symbols.json" "$target" << 'PY'
import json, os, sys
path, module = sys.argv[1], sys.argv[2]
graph = json.load(open(path, encoding="utf-8"))
own = {s["identifier"]["precise"] for s in graph["symbols"]
       if s["identifier"]["precise"].startswith((f"s:{len(module)}{module}", f"c:@M@{module}@"))}
graph["symbols"] = [s for s in graph["symbols"] if s["identifier"]["precise"] in own]
graph["relationships"] = [r for r in graph["relationships"] if r["source"] in own]
json.dump(graph, open(path, "w", encoding="utf-8"))
open(os.path.join(os.path.dirname(path), "count"), "w").write(f"{len(own)}\n")
PY
        echo "$sdk: compiled: $target (${#files[@]} files in Sources/$target," \
            "$(cat "$out/symbols/$target/count") public symbols), -warnings-as-errors, Swift 6"
    done

    while IFS=$'\t' read -r -a fields; do
        [ ${#fields[@]} -gt 0 ] || continue
        [ "${fields[1]}" = "$platform" ] || continue
        number=${fields[0]} document=${fields[2]} support=${fields[3]}
        sources=("$work/listings/$number/main.swift")
        [ "$support" = - ] || sources+=("$support")
        compile "a listing of $document" -typecheck -warnings-as-errors -I "$out" "${sources[@]}"
        documents=$((documents + 1))
        with=""
        [ "$support" = - ] || with=", with $support"
        for listing in "${fields[@]:4}"; do
            line=${listing%%:*} rest=${listing#*:}
            case $rest in
            skip:*)
                skipped=$((skipped + 1))
                echo "$sdk: skipped: $document:$line (${rest#skip:})"
                ;;
            *)
                listings=$((listings + 1))
                echo "$sdk: type-checked: $document:$line ($rest lines$with)"
                ;;
            esac
        done
    done <<< "$plan"

    # Code that must not compile, each with the error it must fail with: none is the Mac's yet.
    [ "$platform" = iOS ] || return 0
    for file in Scripts/apple-sdk-rejected/*.swift; do
        [ -f "$file" ] || continue
        expected=$(sed -n '1s|^// expected error: ||p' "$file")
        if [ -z "$expected" ]; then
            echo "error: apple-sdk: $file does not start with '// expected error: MESSAGE'" >&2
            exit 1
        fi
        if output=$(nice bash "$swiftc_apple" --sdk "$sdk" "${flags[@]}" -typecheck -I "$out" "$file" 2>&1); then
            echo "error: apple-sdk: $file compiles; it must fail with: $expected" >&2
            exit 1
        fi
        if ! grep -qF "error: $expected" <<< "$output"; then
            printf '%s\n' "$output" >&2
            echo "error: apple-sdk: $file fails, but not with: $expected" >&2
            exit 1
        fi
        rejected=$((rejected + 1))
        echo "$sdk: rejected: $file ($expected)"
    done
}

documents=0 listings=0 skipped=0 rejected=0
for sdk in "${sdks[@]}"; do check_sdk; done

# The adapters' own reference, from the symbol graphs of their compiles above.
documented=()
for target in ${present[@]+"${present[@]}"}; do
    catalog=Sources/$target/$target.docc
    [ -d "$catalog" ] || continue
    # From the first SDK whose platform has the target (AppKit's is the Mac's).
    graphs=
    for sdk in "${sdks[@]}"; do
        if [ "$(cat "$work/$sdk/symbols/$target/count")" -gt 0 ]; then
            graphs=$work/$sdk/symbols/$target
            break
        fi
    done
    if [ -z "$graphs" ]; then
        echo "error: apple-sdk: $target declares nothing against any SDK" >&2
        exit 1
    fi
    carousel_require docc "it comes with the Swift toolchain" "$target's documentation"
    site=.build-docs/$target/site
    rm -rf "$site"
    mkdir -p "$(dirname "$site")"
    if ! output=$(docc convert "$catalog" \
        --additional-symbol-graph-dir "$graphs" \
        --fallback-display-name "$target" --fallback-bundle-identifier "org.carousel.$target" \
        --output-path "$site" --transform-for-static-hosting --hosting-base-path / \
        --warnings-as-errors --experimental-documentation-coverage \
        --coverage-summary-level brief 2>&1); then
        printf '%s\n' "$output" >&2
        echo "error: apple-sdk: $target's documentation does not build without warnings" >&2
        exit 1
    fi
    python3 Scripts/check-doc-coverage.py "$site"
    documented+=("$target")
    echo "documented: $target ($catalog, warnings as errors, coverage checked) in $site"
done

echo "apple-sdk: OK against ${sdks[*]}: Carousel's declarations and ${#present[@]} Apple-only" \
    "target(s) (${present[*]:-none}) compiled for each; $listings listing(s) type-checked in" \
    "$documents document(s), $rejected rejected as they must be, $skipped skipped (every" \
    "SDK's together); ${#documented[@]} reference(s) built (${documented[*]:-none});" \
    "$((SECONDS - start)) s"
