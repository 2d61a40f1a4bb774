#!/usr/bin/env bash
# Compiles what an Apple app builds against Apple's real SDKs: every shipped product that builds
# without XCTest (HeadlessFlow, HeadlessFlowUIKit, HeadlessFlowSwiftUI), the demo's app logic
# (DemoKit, which the demo's iOS app links) and its terminal renderer (DemoTerminal, which
# `swift run demo` builds on a Mac; without the map, which needs XCTest), and app-side fixtures written the way the docs tell a user to write them
# (.ci/apple/AppFixtures, plus every ```swift apple-only block of README.md, Docs/ and the DocC
# catalogs, extracted afresh). Apple's own interfaces, the compiler's own availability checking at
# Package.swift's floors (iOS 16, macOS 13), Swift 6 mode, warnings as errors; then the shipped
# products again at every later deployment target the SDK knows (iOS 17, 18, 26; macOS 14, 15, 26),
# so no deprecation reaches an app with a newer target. Then it checks that no top-level public
# name of ours collides with Apple's (collisions.py).
# Against the iOS SDK it also compiles the demo's iOS app (Demo/iOS): each app target as one module
# of Demo/iOS/Shared and the app's own folder, as Xcode builds it. Before any of that, and even with
# no SDK, it checks the app's hand-written Xcode project (check-xcodeproj.py).
#
#   bash .ci/apple/run.sh
#
# Where the SDKs come from (.ci/apple/find-sdks.sh), first found wins: HEADLESSFLOW_APPLE_SDKS
# (SDK folders or folders holding them, ':'-separated; `none` pretends there is none),
# ../apple-sdks beside the checkout, ${XDG_DATA_HOME:-~/.local/share}/apple-sdks, and on a Mac
# Xcode's (xcrun). With none, the step says loudly that it was skipped and why, and exits 0. On Linux an SDK is
# a folder of Apple's files; README ("Where each platform is built and tested") says how to get one.
#
# Only SDKs whose Swift interfaces were written by Swift 6.1 or later are used (Xcode 16.3 and
# later): older standard-library interfaces give false errors with today's compiler.
set -euo pipefail
cd "$(dirname "$0")/../.."
here=.ci/apple
out=${HEADLESSFLOW_APPLE_SCRATCH:-$PWD/.build-apple}

banner() { printf '\n%s\n%s\n%s\n' "$(printf '!%.0s' {1..78})" "$1" "$(printf '!%.0s' {1..78})"; }

# The demo's Xcode project needs no SDK to be checked: it is read as text (check-xcodeproj.py says
# what it checks), after the check has shown it refuses a broken copy.
python3 "$here/check-xcodeproj.py" --self-test Demo/iOS/HeadlessFlowDemo.xcodeproj

source .ci/apple/find-sdks.sh
if [ ${#sdks[@]} -eq 0 ]; then
    banner "SKIPPED: no Apple SDK found, so nothing was compiled against iOS or macOS.
($origin)
Only the Linux build and the stand-ins (.ci/renderers) checked the Apple-only code on this run.
README (\"Where each platform is built and tested\") says how to get one; then run: bash .ci/apple/run.sh"
    exit 0
fi

# The deployment targets are Package.swift's floors, read from it so the two cannot disagree.
floor() { sed -n "s/.*\.$1(\.v\([0-9_]*\)).*/\1/p" Package.swift | head -n 1 | tr _ .; }
ios_floor=$(floor iOS); macos_floor=$(floor macOS)
case $ios_floor in *.*) ;; *) ios_floor=$ios_floor.0 ;; esac
case $macos_floor in *.*) ;; *) macos_floor=$macos_floor.0 ;; esac

is_linux=false
if [ "$(uname -s)" = Linux ]; then
    is_linux=true
    toolchain_resources=$(cd "$(dirname "$(readlink -f "$(command -v swiftc)")")/../lib/swift" && pwd)
fi

# The modules an app's build compiles, in dependency order: NAME=FOLDER.
modules=(
    HeadlessFlow=Sources/HeadlessFlow
    HeadlessFlowUIKit=Sources/HeadlessFlowUIKit
    HeadlessFlowSwiftUI=Sources/HeadlessFlowSwiftUI
    DemoKit=Demo/DemoKit
    DemoTerminal=Demo/DemoTerminal
    AppFixtures="$here/AppFixtures"
)
# The targets Package.swift gives resources, for which SwiftPM generates `Bundle.module`.
with_resources=" DemoKit "
products_with_graphs=" HeadlessFlow HeadlessFlowUIKit HeadlessFlowSwiftUI "

summary=()
status=0
graph_dirs=()
for sdk in "${sdks[@]}"; do
    name=$(basename "$sdk" .sdk)
    case $name in
        iPhoneOS*) os=ios; deployment=$ios_floor ;;
        MacOSX*) os=macos; deployment=$macos_floor ;;
    esac
    stdlib=$sdk/usr/lib/swift/Swift.swiftmodule
    arch=""
    for candidate in arm64 arm64e x86_64; do
        [ -f "$stdlib/$candidate-apple-$os.swiftinterface" ] && { arch=$candidate; break; }
    done
    [ -n "$arch" ] || { echo "apple: $sdk has no Swift interface for $os" >&2; exit 1; }
    made_by=$(apple_sdk_compiler "$sdk")
    if ! apple_sdk_is_recent "$sdk"; then
        banner "SKIPPED $name: its interfaces were written by '$made_by'; use an SDK from Xcode 16.3 or later"
        continue
    fi
    target=$arch-apple-$os$deployment
    work=$out/$name
    rm -rf "$work/modules" "$work/graphs" "$work/generated" "$work/logs"
    mkdir -p "$work/modules" "$work/graphs" "$work/generated" "$work/logs" "$work/module-cache"
    flags=(-target "$target" -sdk "$sdk" -module-cache-path "$work/module-cache" -swift-version 6
        -package-name headlessflow -parse-as-library -D SWIFT_PACKAGE -wmo -I "$work/modules"
        -warnings-as-errors)
    # HeadlessFlow imports the package's C target HeadlessFlowAtomics; its module map is in its
    # include folder, as SwiftPM (and so Xcode) finds it.
    flags+=(-I "$PWD/Sources/HeadlessFlowAtomics/include")
    if $is_linux; then
        # The Linux toolchain's resource folder carries its own Dispatch, os, Block and
        # CoreFoundation module maps, which clash with the SDK's ("redefinition of module
        # 'Dispatch'"): keep only what is platform-neutral. Xcode's toolchain needs none of this.
        resources=$work/resources
        rm -rf "$resources"; mkdir -p "$resources/apinotes"
        for entry in clang host migrator swiftToCxx pm FrameworkABIBaseline; do
            [ -e "$toolchain_resources/$entry" ] && ln -s "$toolchain_resources/$entry" "$resources/$entry"
        done
        [ -d "$sdk/usr/lib/swift/shims" ] || ln -s "$toolchain_resources/shims" "$resources/shims"
        cp -p "$toolchain_resources/apinotes/std.apinotes" "$resources/apinotes/" 2> /dev/null || true
        flags+=(-resource-dir "$resources")
    fi
    echo "apple: $name ($made_by), target $target, SDKs from $origin"
    python3 "$here/extract-snippets.py" . "$work/generated/snippets"
    for spec in "${modules[@]}"; do
        module=${spec%%=*}; folder=${spec#*=}
        mapfile -t files < <(find "$folder" -name '*.swift' | LC_ALL=C sort)
        if [ "$module" = AppFixtures ]; then
            mapfile -t -O ${#files[@]} files < <(find "$work/generated/snippets" -name '*.swift' | LC_ALL=C sort)
        fi
        if [[ $with_resources == *" $module "* ]]; then
            # What SwiftPM generates for a target with resources.
            printf 'import Foundation\n\nextension Foundation.Bundle {\n    static let module = Bundle.main\n}\n' \
                > "$work/generated/$module-resources.swift"
            files+=("$work/generated/$module-resources.swift")
        fi
        extra=()
        case $products_with_graphs in
            *" $module "*) extra=(-emit-symbol-graph -emit-symbol-graph-dir "$work/graphs") ;;
        esac
        started=$SECONDS
        set +e
        swiftc -emit-module -module-name "$module" "${flags[@]}" "${extra[@]}" \
            -emit-module-path "$work/modules/$module.swiftmodule" "${files[@]}" > "$work/logs/$module.log" 2>&1
        code=$?
        set -e
        sed "s|$PWD/||g" "$work/logs/$module.log" | grep -vE '^(remark|note): ' || true
        errors=$(grep -cE ': error: ' "$work/logs/$module.log" || true)
        warnings=$(grep -cE ': warning: ' "$work/logs/$module.log" || true)
        if [ $code -ne 0 ] && [ "$errors" -eq 0 ]; then errors=1; fi
        line=$(printf '%-12s %-20s %3d files  errors %3d  warnings %3d  (%ds)' "$name" "$module" \
            "${#files[@]}" "$errors" "$warnings" $((SECONDS - started)))
        summary+=("$line")
        echo "apple: $line"
        if [ $code -ne 0 ]; then
            status=1
            echo "apple: later modules need $module; they are not compiled against $name" >&2
            break
        fi
    done
    graph_dirs+=(--graphs "$work/graphs")

    # The demo's iOS app, one module per app target as Xcode compiles it: Demo/iOS/Shared and the
    # app's folder, importing the modules above. An app is outside the package, so no package name
    # (no `package` API) and no SWIFT_PACKAGE.
    if [ "$os" = ios ] && [ $status -eq 0 ]; then
        app_flags=()
        for index in "${!flags[@]}"; do
            case ${flags[$index]} in
                -package-name | headlessflow | SWIFT_PACKAGE) continue ;;
                -D) [ "${flags[$((index + 1))]}" = SWIFT_PACKAGE ] && continue ;;
            esac
            app_flags+=("${flags[$index]}")
        done
        mkdir -p "$work/apps"
        for app in DemoUIKit DemoSwiftUI; do
            mapfile -t files < <(find Demo/iOS/Shared "Demo/iOS/$app" -name '*.swift' | LC_ALL=C sort)
            started=$SECONDS
            set +e
            swiftc -emit-module -module-name "$app" "${app_flags[@]}" \
                -emit-module-path "$work/apps/$app.swiftmodule" "${files[@]}" > "$work/logs/$app.log" 2>&1
            code=$?
            set -e
            sed "s|$PWD/||g" "$work/logs/$app.log" | grep -vE '^(remark|note): ' || true
            errors=$(grep -cE ': error: ' "$work/logs/$app.log" || true)
            warnings=$(grep -cE ': warning: ' "$work/logs/$app.log" || true)
            if [ $code -ne 0 ] && [ "$errors" -eq 0 ]; then errors=1; fi
            line=$(printf '%-12s %-20s %3d files  errors %3d  warnings %3d  (%ds)' "$name" "$app (app)" \
                "${#files[@]}" "$errors" "$warnings" $((SECONDS - started)))
            summary+=("$line")
            echo "apple: $line"
            [ $code -eq 0 ] || status=1
        done
    fi

    # No deprecation warning from our code at any deployment target an app may have: the shipped
    # products again at each later target this SDK knows (an API deprecated from iOS 17 warns only
    # at a target of 17 or later), warnings as errors.
    sdk_version=${name#iPhoneOS}; sdk_version=${sdk_version#MacOSX}
    case $os in
        ios) later="17.0 18.0 26.0" ;;
        macos) later="14.0 15.0 26.0" ;;
    esac
    for version in $later; do
        # Only targets this SDK knows (26.0 needs a 26 SDK).
        [ "$(printf '%s\n%s\n' "$version" "$sdk_version" | sort -V | head -n 1)" = "$version" ] || continue
        [ $status -eq 0 ] || break
        later_target=$arch-apple-$os$version
        later_flags=("${flags[@]}")
        for index in "${!later_flags[@]}"; do
            [ "${later_flags[$index]}" = "$target" ] && later_flags[$index]=$later_target
            [ "${later_flags[$index]}" = "$work/modules" ] && later_flags[$index]=$work/modules-$version
        done
        mkdir -p "$work/modules-$version"
        for module in HeadlessFlow HeadlessFlowUIKit HeadlessFlowSwiftUI; do
            mapfile -t files < <(find "Sources/$module" -name '*.swift' | LC_ALL=C sort)
            started=$SECONDS
            set +e
            swiftc -emit-module -module-name "$module" "${later_flags[@]}" \
                -emit-module-path "$work/modules-$version/$module.swiftmodule" "${files[@]}" \
                > "$work/logs/$module-$version.log" 2>&1
            code=$?
            set -e
            sed "s|$PWD/||g" "$work/logs/$module-$version.log" | grep -vE '^(remark|note): ' || true
            errors=$(grep -cE ': error: ' "$work/logs/$module-$version.log" || true)
            if [ $code -ne 0 ] && [ "$errors" -eq 0 ]; then errors=1; fi
            line=$(printf '%-12s %-20s at %-5s errors %3d  (%ds)' "$name" "$module" "$version" "$errors" \
                $((SECONDS - started)))
            summary+=("$line")
            echo "apple: $line"
            if [ $code -ne 0 ]; then status=1; break; fi
        done
    done

    # The check can fail: each MustFail file is a mistake an app or a product could make, and must
    # be refused with the error its first line names.
    for file in "$here"/MustFail/*.swift; do
        expected=$(sed -n '1s|^// expect: ||p' "$file")
        set +e
        swiftc -typecheck -module-name MustFail "${flags[@]}" "$file" > "$work/logs/must-fail.log" 2>&1
        code=$?
        set -e
        if [ $code -ne 0 ] && grep -qF "$expected" "$work/logs/must-fail.log"; then
            echo "apple: $name refuses $(basename "$file"): $expected"
        else
            cat "$work/logs/must-fail.log"
            echo "apple: $name should refuse $(basename "$file") with \"$expected\"" >&2
            status=1
        fi
    done
done

printf '\n=== Compiled against the real SDKs\n'
printf '%s\n' "${summary[@]}"
[ $status -eq 0 ] || { echo "apple: FAILED (the errors are above)" >&2; exit 1; }

# HeadlessFlowTesting links XCTest, which no SDK holds: its names come from the Linux build's
# symbol graph (the same build the documentation step makes).
linux_graphs=$PWD/.build-docs/symbol-graphs
if [ ! -f "$linux_graphs/HeadlessFlowTesting.symbols.json" ]; then
    swift build --scratch-path .build-docs --target HeadlessFlowTesting \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$linux_graphs" \
        -Xswiftc -emit-extension-block-symbols > "$out/linux-graphs.log" 2>&1 \
        || { cat "$out/linux-graphs.log"; exit 1; }
fi
testing_graph=$out/linux-graphs
rm -rf "$testing_graph"; mkdir -p "$testing_graph"
cp "$linux_graphs/HeadlessFlowTesting.symbols.json" "$testing_graph/"

printf '\n=== Public names that collide with Apple modules\n'
sdk_args=()
for sdk in "${sdks[@]}"; do sdk_args+=(--sdk "$sdk"); done
python3 "$here/collisions.py" --self-test "${sdks[0]}"
python3 "$here/collisions.py" "${sdk_args[@]}" "${graph_dirs[@]}" --graphs "$testing_graph" \
    --allow "$here/allowed-collisions.txt"
echo "apple: every module compiled against ${#sdks[@]} SDK(s) with no error and no warning; no collision"
