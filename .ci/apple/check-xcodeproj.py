#!/usr/bin/env python3
"""Checks the demo's hand-written Xcode project without Xcode: what `xcodebuild` would refuse or
build wrongly, found on any machine (Linux has no `plutil -lint`, and no Xcode to open it).

    python3 .ci/apple/check-xcodeproj.py [--self-test] Demo/iOS/HeadlessFlowDemo.xcodeproj

It reads project.pbxproj (an old-style ASCII property list) with its own parser, then checks:
- the file parses whole: balanced braces and brackets, `;` and `,` where they belong, no object
  id defined twice;
- every object has a known `isa`, and every object id the file names is defined, with the kind of
  object that place needs (a target's build phases are build phases, and so on);
- the folders it names (synchronized folders, groups) exist beside the project, and the files its
  exception sets name exist in them;
- the local package reference leads to a Package.swift that declares every product the targets
  link;
- every target builds for iOS at Package.swift's floor, in Swift 6 mode with complete concurrency
  checking, with no signing team, and has a shared scheme that names it, so `xcodebuild -scheme`
  finds it;
- each target's Info.plist parses, and registers the URL scheme of the demo's links (read from
  DemoKit's `URLRouteTable(schemes:)`);
- the asset catalog holds an image for at least one of the tab images the demo's menu names, so
  the renderers' asset-then-symbol lookup meets an asset.

With --self-test it first breaks a copy of the project in each of those ways and fails unless each
break is refused. It exits 1 with one line per problem, or prints one line saying what it checked.
"""

import os
import plistlib
import re
import shutil
import sys
import tempfile
import xml.etree.ElementTree as ElementTree

ID = re.compile(r"^[0-9A-F]{24}$")

# What Xcode 16 writes in an objectVersion 77 project, and the ids each reference may name.
KNOWN_ISA = {
    "PBXBuildFile", "PBXContainerItemProxy", "PBXCopyFilesBuildPhase", "PBXFileReference",
    "PBXFileSystemSynchronizedBuildFileExceptionSet", "PBXFileSystemSynchronizedRootGroup",
    "PBXFrameworksBuildPhase", "PBXGroup", "PBXNativeTarget", "PBXProject", "PBXResourcesBuildPhase",
    "PBXShellScriptBuildPhase", "PBXSourcesBuildPhase", "PBXTargetDependency", "PBXVariantGroup",
    "XCBuildConfiguration", "XCConfigurationList", "XCLocalSwiftPackageReference",
    "XCRemoteSwiftPackageReference", "XCSwiftPackageProductDependency",
}
BUILD_PHASES = {
    "PBXCopyFilesBuildPhase", "PBXFrameworksBuildPhase", "PBXResourcesBuildPhase",
    "PBXShellScriptBuildPhase", "PBXSourcesBuildPhase",
}
GROUPS = {"PBXGroup", "PBXFileSystemSynchronizedRootGroup", "PBXVariantGroup"}
EXPECTED = {
    ("PBXProject", "buildConfigurationList"): {"XCConfigurationList"},
    ("PBXProject", "mainGroup"): {"PBXGroup"},
    ("PBXProject", "productRefGroup"): {"PBXGroup"},
    ("PBXProject", "targets"): {"PBXNativeTarget"},
    ("PBXProject", "packageReferences"): {"XCLocalSwiftPackageReference", "XCRemoteSwiftPackageReference"},
    ("PBXNativeTarget", "buildConfigurationList"): {"XCConfigurationList"},
    ("PBXNativeTarget", "buildPhases"): BUILD_PHASES,
    ("PBXNativeTarget", "dependencies"): {"PBXTargetDependency"},
    ("PBXNativeTarget", "fileSystemSynchronizedGroups"): {"PBXFileSystemSynchronizedRootGroup"},
    ("PBXNativeTarget", "packageProductDependencies"): {"XCSwiftPackageProductDependency"},
    ("PBXNativeTarget", "productReference"): {"PBXFileReference"},
    ("PBXGroup", "children"): GROUPS | {"PBXFileReference"},
    ("PBXFileSystemSynchronizedRootGroup", "exceptions"): {"PBXFileSystemSynchronizedBuildFileExceptionSet"},
    ("PBXFileSystemSynchronizedBuildFileExceptionSet", "target"): {"PBXNativeTarget"},
    ("PBXBuildFile", "fileRef"): {"PBXFileReference"},
    ("PBXBuildFile", "productRef"): {"XCSwiftPackageProductDependency"},
    ("XCConfigurationList", "buildConfigurations"): {"XCBuildConfiguration"},
    ("XCSwiftPackageProductDependency", "package"): {"XCLocalSwiftPackageReference", "XCRemoteSwiftPackageReference"},
}
for phase in BUILD_PHASES:
    EXPECTED[(phase, "files")] = {"PBXBuildFile"}


class ParseError(Exception):
    pass


class Parser:
    """An old-style (OpenStep) property list: dictionaries, arrays and strings, with comments."""

    UNQUOTED = re.compile(r"[A-Za-z0-9_$+/:.\-]+")

    def __init__(self, text):
        self.text = text
        self.at = 0

    def line(self):
        return self.text.count("\n", 0, self.at) + 1

    def fail(self, message):
        raise ParseError(f"line {self.line()}: {message}")

    def skip(self):
        while self.at < len(self.text):
            if self.text[self.at].isspace():
                self.at += 1
            elif self.text.startswith("/*", self.at):
                end = self.text.find("*/", self.at + 2)
                if end < 0:
                    self.fail("a comment is not closed")
                self.at = end + 2
            elif self.text.startswith("//", self.at):
                end = self.text.find("\n", self.at)
                self.at = len(self.text) if end < 0 else end + 1
            else:
                return

    def expect(self, character):
        self.skip()
        if not self.text.startswith(character, self.at):
            found = self.text[self.at] if self.at < len(self.text) else "the end of the file"
            self.fail(f"expected '{character}', found {found!r}")
        self.at += 1

    def peek(self):
        self.skip()
        return self.text[self.at] if self.at < len(self.text) else ""

    def value(self):
        character = self.peek()
        if character == "{":
            return self.dictionary()
        if character == "(":
            return self.array()
        return self.string()

    def string(self):
        self.skip()
        if self.peek() == '"':
            self.at += 1
            out = []
            while True:
                if self.at >= len(self.text):
                    self.fail("a quoted string is not closed")
                character = self.text[self.at]
                if character == '"':
                    self.at += 1
                    return "".join(out)
                if character == "\\":
                    self.at += 1
                    escaped = self.text[self.at : self.at + 1]
                    out.append({"n": "\n", "t": "\t"}.get(escaped, escaped))
                else:
                    out.append(character)
                self.at += 1
        match = self.UNQUOTED.match(self.text, self.at)
        if not match:
            found = self.text[self.at] if self.at < len(self.text) else "the end of the file"
            self.fail(f"expected a value, found {found!r}")
        self.at = match.end()
        return match.group(0)

    def dictionary(self):
        self.expect("{")
        out = {}
        while self.peek() != "}":
            if self.peek() == "":
                self.fail("a '{' is not closed")
            key = self.string()
            self.expect("=")
            if key in out:
                self.fail(f"'{key}' is defined twice")
            out[key] = self.value()
            self.expect(";")
        self.expect("}")
        return out

    def array(self):
        self.expect("(")
        out = []
        while self.peek() != ")":
            if self.peek() == "":
                self.fail("a '(' is not closed")
            out.append(self.value())
            if self.peek() != ")":
                self.expect(",")
        self.expect(")")
        return out

    def document(self):
        root = self.dictionary()
        self.skip()
        if self.at != len(self.text):
            self.fail("text after the closing '}'")
        return root


def references(value):
    """Every object id inside `value`, a property list value."""
    if isinstance(value, str):
        return [value] if ID.match(value) else []
    if isinstance(value, list):
        return [found for item in value for found in references(item)]
    return [found for key, item in value.items() for found in references(key) + references(item)]


def package_products(package_swift):
    text = open(package_swift, encoding="utf-8").read()
    return set(re.findall(r'\.library\(\s*name:\s*"([^"]+)"', text))


def ios_floor(package_swift):
    text = open(package_swift, encoding="utf-8").read()
    match = re.search(r"\.iOS\(\.v(\d+)(?:_(\d+))?\)", text)
    return f"{match.group(1)}.{match.group(2) or 0}" if match else None


def demo_link_schemes(repository):
    """The schemes of DemoKit's link table: `URLRouteTable<...>(schemes: ["demo"], ...)`."""
    schemes = set()
    for folder, _, files in os.walk(os.path.join(repository, "Demo", "DemoKit")):
        for name in files:
            if name.endswith(".swift"):
                text = open(os.path.join(folder, name), encoding="utf-8").read()
                for listed in re.findall(r"URLRouteTable<[^>]*>\(\s*schemes:\s*\[([^\]]*)\]", text):
                    schemes.update(re.findall(r'"([^"]+)"', listed))
    return schemes


def tab_image_names(repository):
    """The image names the demo's tab items give: `addItem(title: ..., imageName: "list", ...)`."""
    names = set()
    for folder, _, files in os.walk(os.path.join(repository, "Demo", "DemoKit")):
        for name in files:
            if name.endswith(".swift"):
                text = open(os.path.join(folder, name), encoding="utf-8").read()
                names.update(re.findall(r'imageName:\s*"([^"]+)"', text))
    return names


def check(project_dir, repository):
    """The problems of the project at `project_dir`, one line each (none: it is sound)."""
    problems = []
    source_root = os.path.dirname(os.path.abspath(project_dir))
    pbxproj = os.path.join(project_dir, "project.pbxproj")
    try:
        root = Parser(open(pbxproj, encoding="utf-8").read()).document()
    except (OSError, UnicodeDecodeError) as error:
        return [f"{pbxproj}: cannot be read: {error}"]
    except ParseError as error:
        return [f"{pbxproj}: {error}"]

    for key in ("archiveVersion", "objectVersion", "objects", "rootObject"):
        if key not in root:
            problems.append(f"{pbxproj}: no '{key}' at the top")
    objects = root.get("objects", {})
    if not isinstance(objects, dict):
        return problems + [f"{pbxproj}: 'objects' is not a dictionary"]

    def isa(identifier):
        entry = objects.get(identifier)
        return entry.get("isa") if isinstance(entry, dict) else None

    for identifier, entry in objects.items():
        if not ID.match(identifier):
            problems.append(f"{pbxproj}: object id '{identifier}' is not 24 hexadecimal digits")
        if not isinstance(entry, dict) or entry.get("isa") not in KNOWN_ISA:
            kind = entry.get("isa") if isinstance(entry, dict) else "not a dictionary"
            problems.append(f"{pbxproj}: object {identifier} has an unknown isa ({kind})")
            continue
        for found in references(entry):
            if found not in objects:
                problems.append(f"{pbxproj}: object {identifier} ({entry['isa']}) names {found}, which is not defined")
        for key, value in entry.items():
            allowed = EXPECTED.get((entry["isa"], key))
            if allowed is None:
                continue
            for found in references(value):
                if found in objects and isa(found) not in allowed:
                    problems.append(
                        f"{pbxproj}: {entry['isa']} {identifier} '{key}' names {found}, a {isa(found)}, "
                        f"where a {' or '.join(sorted(allowed))} belongs")
    for found in references(root.get("rootObject", "")):
        if found not in objects:
            problems.append(f"{pbxproj}: the root object {found} is not defined")
    project = objects.get(root.get("rootObject"), {})
    if project.get("isa") != "PBXProject":
        return problems + [f"{pbxproj}: the root object is not a PBXProject"]
    if problems:
        return problems

    # Folders and files the project names, relative to the folder holding the .xcodeproj.
    for identifier, entry in objects.items():
        if entry["isa"] in GROUPS and "path" in entry:
            folder = os.path.join(source_root, entry["path"])
            if not os.path.isdir(folder):
                problems.append(f"{pbxproj}: {entry['isa']} {identifier} names the folder {entry['path']}, which does not exist")
            for exception_id in entry.get("exceptions", []):
                for member in objects[exception_id].get("membershipExceptions", []):
                    if not os.path.exists(os.path.join(folder, member)):
                        problems.append(f"{pbxproj}: exception set {exception_id} names {entry['path']}/{member}, which does not exist")

    # The local package and the products the targets link.
    products = set()
    for identifier in project.get("packageReferences", []):
        reference = objects[identifier]
        if reference["isa"] != "XCLocalSwiftPackageReference":
            continue
        package_swift = os.path.join(source_root, reference.get("relativePath", ""), "Package.swift")
        if not os.path.isfile(package_swift):
            problems.append(f"{pbxproj}: the local package {reference.get('relativePath')} has no Package.swift")
            continue
        products |= package_products(package_swift)
    for identifier, entry in objects.items():
        if entry["isa"] == "XCSwiftPackageProductDependency" and entry.get("productName") not in products:
            problems.append(
                f"{pbxproj}: a target links the product {entry.get('productName')}, which Package.swift does not "
                f"declare (it declares {', '.join(sorted(products)) or 'none'})")

    # Each target: its settings, its Info.plist, its shared scheme.
    package_swift = os.path.join(repository, "Package.swift")
    floor = ios_floor(package_swift)
    schemes_of_links = demo_link_schemes(repository)
    if not schemes_of_links:
        problems.append("Demo/DemoKit: no URLRouteTable(schemes: [...]) found, so the app's URL scheme cannot be checked")
    project_settings = {}
    for configuration in objects[project["buildConfigurationList"]]["buildConfigurations"]:
        project_settings[objects[configuration]["name"]] = objects[configuration].get("buildSettings", {})
    targets = [objects[identifier] | {"id": identifier} for identifier in project.get("targets", [])]
    if not targets:
        problems.append(f"{pbxproj}: the project has no target")
    for target in targets:
        name = target.get("name", target["id"])
        for configuration in objects[target["buildConfigurationList"]]["buildConfigurations"]:
            configuration_name = objects[configuration]["name"]
            settings = dict(project_settings.get(configuration_name, {}))
            settings.update(objects[configuration].get("buildSettings", {}))
            where = f"{pbxproj}: target {name} ({configuration_name})"
            wanted = {
                "SDKROOT": "iphoneos", "IPHONEOS_DEPLOYMENT_TARGET": floor, "SWIFT_VERSION": "6.0",
                "SWIFT_STRICT_CONCURRENCY": "complete",
            }
            for key, value in wanted.items():
                if settings.get(key) != value:
                    problems.append(f"{where}: {key} is {settings.get(key)!r}, not {value!r}")
            if settings.get("DEVELOPMENT_TEAM"):
                problems.append(f"{where}: names a signing team ({settings['DEVELOPMENT_TEAM']}); the project must build for anyone")
            info = settings.get("INFOPLIST_FILE")
            if not info:
                problems.append(f"{where}: no INFOPLIST_FILE, so the demo's URL scheme is not registered")
                continue
            try:
                with open(os.path.join(source_root, info), "rb") as file:
                    plist = plistlib.load(file)
            except (OSError, plistlib.InvalidFileException, ValueError) as error:
                problems.append(f"{where}: its Info.plist {info} cannot be read: {error}")
                continue
            registered = {scheme for url_type in plist.get("CFBundleURLTypes", []) for scheme in url_type.get("CFBundleURLSchemes", [])}
            if not schemes_of_links <= registered:
                problems.append(
                    f"{where}: {info} registers the URL schemes {sorted(registered)}, not the demo's {sorted(schemes_of_links)}")
        scheme = os.path.join(project_dir, "xcshareddata", "xcschemes", f"{name}.xcscheme")
        try:
            references_in_scheme = ElementTree.parse(scheme).getroot().iter("BuildableReference")
            found = [reference.attrib for reference in references_in_scheme]
        except (OSError, ElementTree.ParseError) as error:
            problems.append(f"{pbxproj}: target {name} has no readable shared scheme {scheme}: {error}")
            continue
        container = f"container:{os.path.basename(os.path.normpath(project_dir))}"
        if not any(attributes.get("BlueprintIdentifier") == target["id"] for attributes in found):
            problems.append(f"{scheme}: does not build target {name} ({target['id']})")
        for attributes in found:
            blueprint = attributes.get("BlueprintIdentifier")
            if blueprint not in objects or objects[blueprint].get("name") != attributes.get("BlueprintName"):
                problems.append(f"{scheme}: names {attributes.get('BlueprintName')} as {blueprint}, which is not that target")
            if attributes.get("ReferencedContainer") != container:
                problems.append(f"{scheme}: refers to {attributes.get('ReferencedContainer')}, not {container}")

    # At least one tab image is an asset, so the renderers' asset-then-symbol lookup meets one.
    images = tab_image_names(repository)
    catalogs = [
        os.path.join(folder, name)
        for folder, folders, _ in os.walk(source_root)
        for name in folders
        if name.endswith(".xcassets")
    ]
    in_catalogs = {
        name[: -len(".imageset")]
        for catalog in catalogs
        for _, folders, _ in os.walk(catalog)
        for name in folders
        if name.endswith(".imageset")
    }
    if not images & in_catalogs:
        problems.append(
            f"{source_root}: no asset catalog holds any of the demo's tab images ({', '.join(sorted(images)) or 'none found'})")
    return problems


def self_test(project_dir, repository):
    """Breaks copies of the project in each way the check looks for; each must be refused."""
    pbxproj_text = open(os.path.join(project_dir, "project.pbxproj"), encoding="utf-8").read()
    first_group = re.search(r"isa = PBXFileSystemSynchronizedRootGroup;\s*(?:exceptions = \([^)]*\);\s*)?path = (\w+);", pbxproj_text)
    some_reference = re.search(r"productRef = ([0-9A-F]{24})", pbxproj_text).group(1)
    breaks = {
        "a brace left open": (lambda text: text.rstrip().rstrip("}"), None),
        "a missing ';'": (lambda text: text.replace("isa = PBXProject;", "isa = PBXProject", 1), None),
        "an object defined twice": (
            lambda text: text.replace("/* End PBXBuildFile section */",
                                      text[text.index("/* Begin PBXBuildFile section */") + 33 : text.index("/* End PBXBuildFile section */")]
                                      + "/* End PBXBuildFile section */", 1), None),
        "a reference to no object": (lambda text: text.replace(f"productRef = {some_reference}", "productRef = 0123456789ABCDEF01234567", 1), None),
        "a folder that does not exist": (lambda text: text.replace(f"path = {first_group.group(1)};", "path = NoSuchFolder;", 1), None),
        "a product Package.swift lacks": (lambda text: text.replace("productName = DemoKit;", "productName = DemoKitt;", 1), None),
        "Swift 5 mode": (lambda text: text.replace("SWIFT_VERSION = 6.0;", "SWIFT_VERSION = 5.0;", 1), None),
        "an unknown isa": (lambda text: text.replace("isa = XCConfigurationList;", "isa = XCBuildConfigurationList;", 1), None),
        "a scheme missing": (None, lambda copy: os.remove(next(
            os.path.join(copy, "xcshareddata", "xcschemes", name)
            for name in sorted(os.listdir(os.path.join(copy, "xcshareddata", "xcschemes")))))),
    }
    failures = []
    with tempfile.TemporaryDirectory() as scratch:
        for name, (edit_text, edit_files) in breaks.items():
            copy_root = os.path.join(scratch, name.replace(" ", "-").replace("'", ""))
            # The copy sits beside the real folders, so that only the break differs.
            shutil.copytree(os.path.dirname(os.path.abspath(project_dir)), copy_root, symlinks=True)
            copy = os.path.join(copy_root, os.path.basename(os.path.normpath(project_dir)))
            if edit_text:
                broken = edit_text(pbxproj_text)
                if broken == pbxproj_text:
                    failures.append(f"self-test: could not make '{name}' (the project changed shape)")
                    continue
                open(os.path.join(copy, "project.pbxproj"), "w", encoding="utf-8").write(broken)
            if edit_files:
                edit_files(copy)
            # The copy's local package reference (../..) must still lead to the repository.
            relative = os.path.relpath(repository, copy_root)
            text = open(os.path.join(copy, "project.pbxproj"), encoding="utf-8").read()
            text = re.sub(r"relativePath = [^;]+;", f'relativePath = "{relative}";', text)
            open(os.path.join(copy, "project.pbxproj"), "w", encoding="utf-8").write(text)
            if not check(copy, repository):
                failures.append(f"self-test: '{name}' was not refused")
    return failures


def main(arguments):
    run_self_test = "--self-test" in arguments
    paths = [argument for argument in arguments if argument != "--self-test"]
    if len(paths) != 1:
        print("usage: check-xcodeproj.py [--self-test] PATH.xcodeproj", file=sys.stderr)
        return 2
    project_dir = paths[0]
    repository = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
    problems = check(project_dir, repository)
    if run_self_test and not problems:
        problems = self_test(project_dir, repository)
    for problem in problems:
        print(f"xcodeproj: {problem}", file=sys.stderr)
    if problems:
        return 1
    what = "refuses each of its self-test's breaks and finds" if run_self_test else "finds"
    print(f"xcodeproj: {what} {project_dir} sound: it parses, every object it names exists, its folders, "
          "package products, Info.plists and shared schemes are there")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
