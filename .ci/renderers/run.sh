#!/usr/bin/env bash
# Type-checks the Apple-only renderer files on Linux, against stand-ins of the SDK declarations
# they use, on a machine with no Apple SDK. The files are the very ones the products ship (not
# copies); the stand-ins are compiled here only and never reach a product or a user's build graph.
#
#   bash .ci/renderers/run.sh
#
# Where a real SDK is found, .ci/apple/run.sh compiles these files against Apple's own interfaces
# (names, overloads, isolation, availability, collisions with SwiftUI's names), which supersedes the
# stand-ins; so each framework's stand-in check is skipped with a one-line note when an SDK that
# covers it is found: UIKit and SwiftUI need an iPhoneOS SDK (`canImport(UIKit)` is false for
# macOS, and a MacOSX SDK skips the renderers' `#if !os(macOS)` code, which Linux compiles), the
# core's Combine bridge either SDK. The discovery is .ci/apple/run.sh's (.ci/apple/find-sdks.sh);
# HEADLESSFLOW_APPLE_SDKS=none pretends there is none, so every stand-in check runs (how a machine
# with SDKs tests the no-SDK path). Only SDKs whose Swift interfaces come from Swift 6.1 or later
# count.
#
# What runs even with an SDK: Tests/HeadlessFlowTests/Publishing/CombineBridgeTests.swift imports
# XCTest, which ships with Xcode and not in an SDK, so no real-SDK check can compile it; it is
# type-checked here against a core compiled with the Combine stand-in.
#
# Why not a SwiftPM test target: SwiftPM refuses two targets that share source files, and a target
# named UIKit or SwiftUI in Package.swift would shadow the real frameworks on Apple platforms.
#
# Without an SDK:
# 1. Builds the core (`swift build --target HeadlessFlow`) for its module.
# 2. Compiles each stand-in (.ci/renderers/StandIns/<Framework>.swift) as a module of that name.
# 3. Type-checks every Swift file of Sources/HeadlessFlowUIKit and Sources/HeadlessFlowSwiftUI with
#    those modules visible, so `#if canImport(UIKit)` and `#if canImport(SwiftUI)` code is
#    compiled, warnings as errors; the core's `#if canImport(Combine)` bridge is compiled (warnings
#    as errors) when the core is built against the Combine stand-in for the test above.
# 4. Self-test: each fixtures/*.swift file misuses an SDK declaration the way a renderer could
#    (a missing argument label, a path element that is not Hashable, a failing publisher as a value
#    stream); each must fail to type-check, with the error its `// expect:` line names. The real
#    compiler refuses all three for the same reason (measured in issue 35).
set -euo pipefail
cd "$(dirname "$0")/../.."
here=.ci/renderers
out=.build-renderers
mkdir -p "$out"

# --- Which real SDKs does .ci/apple/run.sh use? ---
source .ci/apple/find-sdks.sh
has_ios=false has_macos=false
for sdk in ${sdks[@]+"${sdks[@]}"}; do
    apple_sdk_is_recent "$sdk" || continue
    case $(basename "$sdk") in
        iPhoneOS*) has_ios=true ;;
        MacOSX*) has_macos=true ;;
    esac
done
covered() { # framework -> 0 when a found SDK compiles it in .ci/apple/run.sh
    case $1 in
        UIKit | SwiftUI) $has_ios ;;
        Combine) $has_ios || $has_macos ;;
        *) false ;;
    esac
}
note() { echo "renderers: $1 skipped against the stand-ins: .ci/apple/run.sh compiles it against the real SDK ($origin)"; }

# The core imports the package's C target HeadlessFlowAtomics (module map in its include folder).
common=(-swift-version 6 -parse-as-library -I "$out" -I Sources/HeadlessFlowAtomics/include)
for framework in UIKit SwiftUI Combine; do
    [ "$framework" = Combine ] || ! covered "$framework" || continue
    swiftc "${common[@]}" -emit-module -module-name "$framework" \
        -emit-module-path "$out/$framework.swiftmodule" "$here/StandIns/$framework.swift"
done

package_name=headlessflow
if ! covered UIKit || ! covered SwiftUI; then
    swift build --target HeadlessFlow
    # The renderer files use the core's `package` API, so they are checked under the package name
    # SwiftPM gave the build (derived from the clone's folder, which may hold a '-' or a '.'): read
    # it from the build description rather than guess it.
    package_name=$(grep -A1 -m1 '"-package-name"' .build/debug/description.json | tail -n 1 | tr -d ' ",')
    [ -n "$package_name" ] || { echo "renderers: no -package-name in .build/debug/description.json" >&2; exit 1; }
fi

check() {
    local product=$1
    shift
    swiftc "${common[@]}" -I .build/debug/Modules -typecheck -warnings-as-errors -module-name "$product" \
        -package-name "$package_name" "$@"
}

for product in HeadlessFlowUIKit HeadlessFlowSwiftUI; do
    framework=${product#HeadlessFlow}
    if covered "$framework"; then note "$product"; continue; fi
    mapfile -t files < <(find "Sources/$product" -name '*.swift' | sort)
    check "$product" "${files[@]}"
    echo "renderers: $product type-checks against the stand-ins (${#files[@]} files)"
done

# The core with the Combine stand-in (its `#if canImport(Combine)` bridge compiled, warnings as
# errors), then the bridge's test against it: the test runs only where Combine is and imports
# XCTest, so no SDK check reaches it; here it is at least type-checked.
core="$out/core-with-combine"
mkdir -p "$core"
mapfile -t files < <(find Sources/HeadlessFlow -name '*.swift' | sort)
strict=(-warnings-as-errors)
if covered Combine; then note "HeadlessFlow's Combine bridge"; strict=(); fi
swiftc -swift-version 6 -parse-as-library -I "$out" -I Sources/HeadlessFlowAtomics/include -emit-module ${strict[@]+"${strict[@]}"} -module-name HeadlessFlow \
    -package-name "$package_name" -emit-module-path "$core/HeadlessFlow.swiftmodule" "${files[@]}"
covered Combine || echo "renderers: HeadlessFlow type-checks against the stand-ins (${#files[@]} files)"
swiftc -swift-version 6 -I "$core" -I "$out" -I Sources/HeadlessFlowAtomics/include -typecheck -warnings-as-errors \
    Tests/HeadlessFlowTests/Publishing/CombineBridgeTests.swift
echo "renderers: CombineBridgeTests.swift type-checks against the stand-ins (XCTest: no SDK has it)"

# The check must be able to fail.
for fixture in "$here"/fixtures/*.swift; do
    product=$(sed -n 's|^// product: ||p' "$fixture")
    expected=$(sed -n 's|^// expect: ||p' "$fixture")
    framework=$(sed -n 's/^ *import \(UIKit\|SwiftUI\|Combine\)$/\1/p' "$fixture" | head -n 1)
    if covered "$framework"; then continue; fi
    mapfile -t files < <(find "Sources/$product" -name '*.swift' | sort)
    if output=$(check "$product" "${files[@]}" "$fixture" 2>&1); then
        echo "renderers: $fixture type-checked, but it misuses the SDK on purpose" >&2
        exit 1
    fi
    if ! grep -qF -- "$expected" <<< "$output"; then
        echo "renderers: $fixture failed, but not with \"$expected\":" >&2
        echo "$output" >&2
        exit 1
    fi
    echo "renderers: $(basename "$fixture") is refused as it should be ($expected)"
done
if covered UIKit && covered SwiftUI; then
    echo "renderers: fixtures skipped: the stand-ins they test were not used (SDK: $origin)"
fi
