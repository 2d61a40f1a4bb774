#!/usr/bin/env bash
# Type-checks the Apple-only renderer files on Linux, against stand-ins of the SDK declarations
# they use. The files are the very ones the products ship (not copies); the stand-ins are
# compiled here only and never reach a product or a user's build graph.
#
#   bash .ci/renderers/run.sh
#
# Why not a SwiftPM test target: SwiftPM refuses two targets that share source files, and a target
# named UIKit or SwiftUI in Package.swift would shadow the real frameworks on Apple platforms.
#
# 1. Builds the core (`swift build --target HeadlessFlow`) for its module.
# 2. Compiles each stand-in (.ci/renderers/StandIns/<Framework>.swift) as a module of that name.
# 3. Type-checks every Swift file of Sources/HeadlessFlowUIKit, Sources/HeadlessFlowSwiftUI and
#    Sources/HeadlessFlow (for its Combine bridge) with those modules visible, so
#    `#if canImport(UIKit)`, `#if canImport(SwiftUI)` and `#if canImport(Combine)` code is
#    compiled, warnings as errors.
# 4. Self-test: each fixtures/*.swift file misuses an SDK declaration the way a renderer could
#    (a missing argument label, a path element that is not Hashable); each must fail to
#    type-check, with the error its first line names.
set -euo pipefail
cd "$(dirname "$0")/../.."
here=.ci/renderers
out=.build-renderers
mkdir -p "$out"

swift build --target HeadlessFlow
modules=".build/debug/Modules"
# The renderer files use the core's `package` API, so they are checked under the package name
# SwiftPM gave the build (derived from the clone's folder, which may hold a '-' or a '.'): read it
# from the build description rather than guess it.
package_name=$(grep -A1 -m1 '"-package-name"' .build/debug/description.json | tail -n 1 | tr -d ' ",')
[ -n "$package_name" ] || { echo "renderers: no -package-name in .build/debug/description.json" >&2; exit 1; }
common=(-swift-version 6 -parse-as-library -I "$out" -I "$modules")

for framework in UIKit SwiftUI Combine; do
    swiftc "${common[@]}" -emit-module -module-name "$framework" \
        -emit-module-path "$out/$framework.swiftmodule" "$here/StandIns/$framework.swift"
done

check() {
    local product=$1
    shift
    swiftc "${common[@]}" -typecheck -warnings-as-errors -module-name "$product" \
        -package-name "$package_name" "$@"
}

# The core too: its Combine bridge (`#if canImport(Combine)`) is compiled only where Combine is.
for product in HeadlessFlowUIKit HeadlessFlowSwiftUI HeadlessFlow; do
    mapfile -t files < <(find "Sources/$product" -name '*.swift' | sort)
    check "$product" "${files[@]}"
    echo "renderers: $product type-checks against the stand-ins (${#files[@]} files)"
done

# The Combine bridge's test, against a core compiled with the Combine stand-in (and XCTest): it runs
# only where Combine is, so here it is at least type-checked.
core="$out/core-with-combine"
mkdir -p "$core"
mapfile -t files < <(find Sources/HeadlessFlow -name '*.swift' | sort)
swiftc -swift-version 6 -parse-as-library -I "$out" -emit-module -module-name HeadlessFlow \
    -package-name "$package_name" -emit-module-path "$core/HeadlessFlow.swiftmodule" "${files[@]}"
swiftc -swift-version 6 -I "$core" -I "$out" -typecheck -warnings-as-errors \
    Tests/HeadlessFlowTests/Publishing/CombineBridgeTests.swift
echo "renderers: CombineBridgeTests.swift type-checks against the stand-ins"

# The check must be able to fail.
for fixture in "$here"/fixtures/*.swift; do
    product=$(sed -n 's|^// product: ||p' "$fixture")
    expected=$(sed -n 's|^// expect: ||p' "$fixture")
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
