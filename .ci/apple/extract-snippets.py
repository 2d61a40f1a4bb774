#!/usr/bin/env python3
"""Writes every ```swift apple-only block of README.md, Docs/*.md and the DocC catalogs into a Swift
file of its own, so that .ci/apple/run.sh compiles the documentation's Apple-only glue as it is
written, against the real SDKs. The blocks cannot drift: they are read from the documents on
every run, never copied by hand.

    extract-snippets.py PACKAGE_DIR OUT_DIR

A block's `import` lines go to the top of its file; the rest becomes the body of one main-actor
function, so statements (`window.rootViewController = ...`) and local types both compile. The names
a block uses as "your" code (`app`, `window`, `ScreenView`, ...) come from .ci/apple/AppFixtures.
A block that imports UIKit (or SwiftUI) is compiled where that framework exists, as the product
code is (`#if canImport(...)`). Prints one line per block; exits 1 when there is none, which would
mean the extraction is broken.
"""
import glob
import os
import re
import sys

FRAMEWORKS = ("UIKit", "SwiftUI", "AppKit", "Combine")


def documents(root):
    paths = [os.path.join(root, "README.md")]
    paths += sorted(glob.glob(os.path.join(root, "Docs", "*.md")))
    paths += sorted(glob.glob(os.path.join(root, "Sources", "*", "*.docc", "**", "*.md"), recursive=True))
    return paths


def apple_only_blocks(text):
    """Yields (fence line, lines) for each ```swift apple-only block, in document order."""
    block = None
    for number, line in enumerate(text.split("\n"), start=1):
        stripped = line.strip()
        if block is not None:
            if stripped.startswith("```"):
                yield block
                block = None
            else:
                block[1].append(line)
        elif stripped.startswith("```"):
            words = stripped[3:].split()
            if words[:1] == ["swift"] and "apple-only" in words[1:]:
                block = (number, [])


TYPE_DECLARATION = re.compile(
    r"^(@\w+(\(.*\))?\s*$|@\w+(\(.*\))?\s+)*((public|internal|private|fileprivate|final|open)\s+)*"
    r"(struct|class|enum|protocol|actor)\b"
)


def declares_types_only(body):
    """Whether every line at the block's own level opens a type (or is its closing brace, a
    comment or an attribute): such a block goes into a namespace, so that types of the same name
    in two blocks (the same app shown in a guide and in a catalog) do not clash, and types that
    UIKit calls through Objective-C are not local to a function."""
    top = [l for l in body if l.strip() and not l[0].isspace()]
    return bool(top) and all(
        TYPE_DECLARATION.match(l) or l.startswith("}") or l.startswith("//") or re.match(r"^@\w+(\(.*\))?\s*$", l)
        for l in top
    )


def swift_file(relative, fence, lines):
    imports = [l.strip() for l in lines if re.match(r"\s*import\s+\w+\s*$", l)]
    body = [l for l in lines if not re.match(r"\s*import\s+\w+\s*$", l)]
    while body and not body[0].strip():
        body.pop(0)
    guards = [f for f in FRAMEWORKS if f"import {f}" in imports]
    name = re.sub(r"\W", "_", relative) + f"_{fence}"
    out = [f"// Extracted from {relative}:{fence} by .ci/apple/extract-snippets.py. Do not edit."]
    out += [f"#if canImport({g})" for g in guards]
    if declares_types_only(body):
        # `@main` marks the app's entry point; a module has one, the fixtures' own.
        body = [l for l in body if l.strip() != "@main"]
        out += imports + ["", f"enum Snippet_{name} {{"]
    else:
        out += imports + ["", "@MainActor", f"func snippet_{name}() {{"]
    out += ["    " + l if l.strip() else "" for l in body]
    out += ["}"] + ["#endif" for _ in guards]
    return name, "\n".join(out) + "\n"


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: extract-snippets.py PACKAGE_DIR OUT_DIR")
    root, out_dir = sys.argv[1], sys.argv[2]
    os.makedirs(out_dir, exist_ok=True)
    count = 0
    for path in documents(root):
        relative = os.path.relpath(path, root)
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        for fence, lines in apple_only_blocks(text):
            name, source = swift_file(relative, fence, lines)
            with open(os.path.join(out_dir, f"Snippet_{name}.swift"), "w", encoding="utf-8") as handle:
                handle.write(source)
            print(f"snippet: {relative}:{fence} ({len(lines)} lines)")
            count += 1
    if count == 0:
        sys.exit("extract-snippets: no ```swift apple-only block found; is the extraction broken?")


if __name__ == "__main__":
    main()
