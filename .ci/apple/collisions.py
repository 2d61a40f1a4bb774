#!/usr/bin/env python3
"""Fails when a top-level public name of our products is also declared by one of Apple's modules
that an app may import beside them: every framework of the SDK (SwiftUI, UIKit, AppKit, SceneKit
and SceneKit's SwiftUI overlay `_SceneKit_SwiftUI`, MapKit, ...) and the Swift modules Foundation,
Combine and Observation. In a file that imports both, such a name is ambiguous ("'Alert' is ambiguous for type
lookup") or, for an attribute, silently Apple's (`@Observable` is Observation's macro).

    collisions.py --sdk SDK_DIR [--sdk SDK_DIR ...] --graphs DIR [--graphs DIR ...] --allow FILE
    collisions.py --self-test SDK_DIR

Our names: the symbol graphs of the products (`<Module>.symbols.json`), top-level public
declarations only. Apple's names: the SDK's Swift interfaces of those modules (top-level
declarations stand at the start of a line there; members are indented) and the Objective-C
headers of their frameworks (`@interface`, `@protocol`, `typedef NS_ENUM/NS_OPTIONS`). `--allow`
lists names that collide on purpose, each with the reason, one `NAME reason...` a line.
"""
import glob
import json
import os
import re
import sys

PRODUCTS = ("HeadlessFlow", "HeadlessFlowUIKit", "HeadlessFlowSwiftUI", "HeadlessFlowTesting")
# Always read, wherever the SDK keeps them; every framework of the SDK is read besides
# (`apple_modules`), overlays such as `_SceneKit_SwiftUI` (its `SceneView`) included.
SWIFT_MODULES = ("Foundation", "Combine", "Observation", "SwiftUI", "SwiftUICore", "UIKit", "AppKit")


def apple_modules(sdk):
    frameworks = glob.glob(f"{sdk}/System/Library/Frameworks/*.framework")
    names = {os.path.basename(path)[: -len(".framework")] for path in frameworks}
    return sorted(names | set(SWIFT_MODULES))
SWIFT_DECL = re.compile(
    r"^(?:public|open)\s+(?:(?:final|indirect|nonisolated)\s+)*"
    r"(struct|class|enum|protocol|typealias|actor|macro|var|let)\s+`?(\w+)"
)
OBJC_DECL = re.compile(
    r"^(?:@interface|@protocol)\s+(\w+)|typedef\s+NS_(?:ENUM|OPTIONS|CLOSED_ENUM)\s*\(\s*\w+\s*,\s*(\w+)\s*\)"
)
OUR_KINDS = ("struct", "class", "enum", "protocol", "typealias", "actor", "macro", "var", "let")


def without_attributes(line):
    """The line without its leading attributes (`@attached(member, names: named(x)) public macro`),
    whose arguments may nest parentheses; `None` for an indented line, which is a member."""
    if not line or line[0].isspace():
        return None
    rest = line
    while rest.startswith("@"):
        match = re.match(r"@[\w.]+", rest)
        if not match:
            return rest
        index = match.end()
        if index < len(rest) and rest[index] == "(":
            depth = 0
            for index in range(index, len(rest)):
                depth += {"(": 1, ")": -1}.get(rest[index], 0)
                if depth == 0:
                    break
            index += 1
        rest = rest[index:].lstrip()
    return rest


def interface_files(sdk, module):
    patterns = [
        f"{sdk}/System/Library/Frameworks/{module}.framework/Modules/{module}.swiftmodule/*.swiftinterface",
        f"{sdk}/System/Library/Frameworks/{module}.framework/Versions/*/Modules/{module}.swiftmodule/*.swiftinterface",
        f"{sdk}/usr/lib/swift/{module}.swiftmodule/*.swiftinterface",
    ]
    files = sorted({f for p in patterns for f in glob.glob(p)})
    # One architecture is enough: the declarations are the same; skip Mac Catalyst and private ones.
    files = [f for f in files if "macabi" not in f and ".private." not in f and "-simulator" not in f]
    return files[:1]


def header_files(sdk, module):
    return sorted(glob.glob(f"{sdk}/System/Library/Frameworks/{module}.framework/Headers/*.h"))


def apple_names(sdk):
    """{name: {"Module kind", ...}} for the modules this SDK has."""
    names = {}
    found = []
    for module in apple_modules(sdk):
        interfaces = interface_files(sdk, module)
        headers = header_files(sdk, module)
        if not interfaces and not headers:
            continue
        found.append(module)
        for path in interfaces:
            with open(path, encoding="utf-8", errors="replace") as handle:
                for line in handle:
                    match = SWIFT_DECL.match(without_attributes(line) or "")
                    if match:
                        names.setdefault(match.group(2), set()).add(f"{module} {match.group(1)}")
        for path in headers:
            with open(path, encoding="utf-8", errors="replace") as handle:
                for line in handle:
                    match = OBJC_DECL.search(line)
                    if match:
                        names.setdefault(match.group(1) or match.group(2), set()).add(f"{module} (Objective-C)")
    return names, found


def our_names(graph_dirs):
    """{name: {"Product kind", ...}} from the products' symbol graphs."""
    names = {}
    seen = set()
    for directory in graph_dirs:
        for product in PRODUCTS:
            path = os.path.join(directory, f"{product}.symbols.json")
            if not os.path.exists(path):
                continue
            seen.add(product)
            with open(path, encoding="utf-8") as handle:
                graph = json.load(handle)
            for symbol in graph.get("symbols", []):
                kind = symbol["kind"]["identifier"].removeprefix("swift.")
                if len(symbol["pathComponents"]) != 1 or kind not in OUR_KINDS:
                    continue
                if symbol.get("accessLevel") not in ("public", "open"):
                    continue
                names.setdefault(symbol["pathComponents"][0], set()).add(f"{product} {kind}")
    return names, seen


def read_allowed(path):
    allowed = {}
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            line = line.strip()
            if line and not line.startswith("#"):
                name, _, reason = line.partition(" ")
                allowed[name] = reason.strip()
    return allowed


def check(sdks, graph_dirs, allowed):
    ours, products = our_names(graph_dirs)
    missing = [p for p in PRODUCTS if p not in products]
    if missing:
        print(f"collisions: no symbol graph for {', '.join(missing)} in {', '.join(graph_dirs)}")
        return 1
    failed = 0
    for sdk in sdks:
        theirs, modules = apple_names(sdk)
        if len(theirs) < 500:
            print(f"collisions: only {len(theirs)} names read from {sdk}; is it an SDK?")
            return 1
        shown = ", ".join(m for m in modules if m in SWIFT_MODULES or m.startswith("_SceneKit"))
        print(f"collisions: {len(ours)} top-level names of ours against {len(theirs)} of "
              f"{len(modules)} modules ({shown}, ...) in {os.path.basename(sdk)}")
        for name in sorted(set(ours) & set(theirs)):
            where = f"ours: {', '.join(sorted(ours[name]))}; Apple's: {', '.join(sorted(theirs[name]))}"
            if name in allowed:
                print(f"collisions: allowed {name} ({where}): {allowed[name]}")
            else:
                print(f"collisions: FAIL {name} ({where})")
                failed = 1
    return failed


def self_test(sdk):
    """The check must be able to fail: a product declaring SwiftUI's `Text` is reported."""
    import tempfile
    with tempfile.TemporaryDirectory() as directory:
        for product in PRODUCTS:
            symbols = [{"kind": {"identifier": "swift.struct"}, "pathComponents": ["Text"],
                        "accessLevel": "public"}] if product == "HeadlessFlow" else []
            with open(os.path.join(directory, f"{product}.symbols.json"), "w") as handle:
                json.dump({"symbols": symbols}, handle)
        print("collisions: self-test: a product that declares SwiftUI's `Text` must fail")
        if check([sdk], [directory], {}) != 1:
            print("collisions: self-test FAILED: a public `Text` was not reported")
            return 1
    print("collisions: self-test ok (a public `Text` is reported)")
    return 0


def main(argv):
    if argv[:1] == ["--self-test"] and len(argv) == 2:
        return self_test(argv[1])
    sdks, graphs, allow = [], [], None
    while argv:
        option, value, argv = argv[0], (argv[1] if len(argv) > 1 else None), argv[2:]
        if option == "--sdk" and value:
            sdks.append(value)
        elif option == "--graphs" and value:
            graphs.append(value)
        elif option == "--allow" and value:
            allow = value
        else:
            print(__doc__)
            return 2
    if not sdks or not graphs or not allow:
        print(__doc__)
        return 2
    return check(sdks, graphs, read_allowed(allow))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
