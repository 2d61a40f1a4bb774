// Apple platforms, versions, what a declaration or feature requires, and the package's floors.

import Foundation

/// The Apple platforms the package declares floors for, in the order findings print them.
enum Platform: String, CaseIterable, Comparable {
    case iOS, macOS, tvOS, watchOS, visionOS

    static func < (lhs: Platform, rhs: Platform) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// The platform an `@available` / `#available` / `platforms:` spelling names, or `nil` for one
    /// the check ignores (`macCatalyst`, `swift`, `*ApplicationExtension`, `Linux`...).
    init?(spelling: String) {
        switch spelling {
        case "iOS": self = .iOS
        case "macOS", "OSX", "macos": self = .macOS
        case "tvOS": self = .tvOS
        case "watchOS": self = .watchOS
        case "visionOS", "xrOS": self = .visionOS
        default: return nil
        }
    }
}

/// A dotted version such as `15.4`; `Version.unavailable` stands for "never" (an
/// `@available(macOS, unavailable)` declaration).
struct Version: Comparable, Hashable, CustomStringConvertible {
    var parts: [Int]

    static let unavailable = Version(parts: [Int.max])

    init(parts: [Int]) {
        var trimmed = parts
        while trimmed.count > 1, trimmed.last == 0 { trimmed.removeLast() }
        self.parts = trimmed
    }

    /// Reads `15`, `15.0`, `10.14.4`, or SwiftPM's `v10_15` / `v13`.
    init?(_ text: String) {
        var body = Substring(text)
        if body.hasPrefix("v") { body = body.dropFirst() }
        let pieces = body.split(whereSeparator: { $0 == "." || $0 == "_" })
        let numbers = pieces.compactMap { Int($0) }
        guard !pieces.isEmpty, numbers.count == pieces.count else { return nil }
        self.init(parts: numbers)
    }

    static func < (lhs: Version, rhs: Version) -> Bool {
        for index in 0..<max(lhs.parts.count, rhs.parts.count) {
            let left = index < lhs.parts.count ? lhs.parts[index] : 0
            let right = index < rhs.parts.count ? rhs.parts[index] : 0
            if left != right { return left < right }
        }
        return false
    }

    var description: String {
        self == .unavailable ? "unavailable" : parts.map(String.init).joined(separator: ".")
    }
}

/// The lowest version of each platform something needs. A platform that is absent needs nothing
/// (the `*` of an `@available` list), except visionOS, which follows iOS when only iOS is named.
struct Requirement: Hashable {
    var versions: [Platform: Version] = [:]

    var isEmpty: Bool { versions.isEmpty }

    /// The visionOS version the compiler derives from an iOS one when visionOS is not named:
    /// iOS 17 and before map to visionOS 1, iOS 18.x to visionOS 2.x, iOS 26 and later to the same
    /// number.
    static func visionOS(derivedFromIOS iOS: Version) -> Version {
        guard iOS != .unavailable else { return .unavailable }
        let major = iOS.parts[0]
        if major <= 17 { return Version(parts: [1]) }
        if major >= 26 { return iOS }
        return Version(parts: [major - 16] + iOS.parts.dropFirst())
    }

    /// Fills in visionOS from iOS where only iOS was named.
    func withDerivedVisionOS() -> Requirement {
        var copy = self
        if copy.versions[.visionOS] == nil, let iOS = copy.versions[.iOS] {
            copy.versions[.visionOS] = Requirement.visionOS(derivedFromIOS: iOS)
        }
        return copy
    }

    /// Per platform, the higher of the two.
    func merged(with other: Requirement) -> Requirement {
        var copy = self
        for (platform, version) in other.versions {
            if let mine = copy.versions[platform], mine >= version { continue }
            copy.versions[platform] = version
        }
        return copy
    }

    /// Whether code that may assume `context` on every platform can use something needing `self`.
    func isSatisfied(by context: Requirement) -> Bool {
        for (platform, needed) in versions {
            guard let have = context.versions[platform], have >= needed else { return false }
        }
        return true
    }

    /// `iOS 18 / macOS 15 / tvOS 18 / watchOS 11 / visionOS 2`.
    var listDescription: String {
        Platform.allCases.compactMap { platform in
            versions[platform].map { "\(platform.rawValue) \($0)" }
        }.joined(separator: " / ")
    }

    /// The runtime that shipped with a Swift release, as Apple's OS versions. Used for language
    /// features whose runtime support is newer than the compiler (see the compiler's
    /// `include/swift/AST/FeatureAvailability.def`).
    static func swiftRuntime(_ release: String) -> Requirement {
        let table: [String: (iOS: String, macOS: String, tvOS: String, watchOS: String, visionOS: String)] = [
            "5.7": ("16", "13", "16", "9", "1"),
            "5.9": ("17", "14", "17", "10", "1"),
            "6.0": ("18", "15", "18", "11", "2"),
            "6.1": ("18.4", "15.4", "18.4", "11.4", "2.4"),
            "6.2": ("26", "26", "26", "26", "26"),
        ]
        let row = table[release]!
        return Requirement(versions: [
            .iOS: Version(row.iOS)!, .macOS: Version(row.macOS)!, .tvOS: Version(row.tvOS)!,
            .watchOS: Version(row.watchOS)!, .visionOS: Version(row.visionOS)!,
        ])
    }
}

/// The package's minimum platforms: what every shipped line may assume.
struct Floors {
    var requirement: Requirement

    /// SwiftPM's defaults for a platform missing from `platforms:` (tools version 5.9 and later).
    static let swiftPMDefaults: [Platform: Version] = [
        .iOS: Version("12")!, .macOS: Version("10.13")!, .tvOS: Version("12")!, .watchOS: Version("4")!,
        .visionOS: Version("1")!,
    ]

    /// `(declared: iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1)`.
    var declaredDescription: String {
        let list = Platform.allCases.map { "\($0.rawValue) \(requirement.versions[$0]!)" }
        return "(declared: " + list.joined(separator: ", ") + ")"
    }

    /// Reads `platforms: [.iOS(.v16), .macOS(.v13), .macOS("13.3"), ...]` from Package.swift's text.
    static func read(packageManifest text: String) throws -> Floors {
        guard let start = text.range(of: "platforms:") else {
            throw ToolError.config("Package.swift has no `platforms:` array")
        }
        guard let open = text[start.upperBound...].firstIndex(of: "["),
            let close = text[open...].firstIndex(of: "]")
        else {
            throw ToolError.config("Package.swift's `platforms:` is not a literal array")
        }
        var versions = swiftPMDefaults
        let body = text[text.index(after: open)..<close]
        // Each entry: .name(.vX_Y) or .name("X.Y")
        let pattern = try NSRegularExpression(pattern: #"\.(\w+)\(\s*(?:\.(v[0-9_]+)|"([0-9.]+)")\s*\)"#)
        let ns = String(body) as NSString
        var found = 0
        for match in pattern.matches(in: String(body), range: NSRange(location: 0, length: ns.length)) {
            let name = ns.substring(with: match.range(at: 1))
            let raw =
                match.range(at: 2).location != NSNotFound
                ? ns.substring(with: match.range(at: 2)) : ns.substring(with: match.range(at: 3))
            guard let version = Version(raw) else {
                throw ToolError.config("Package.swift: cannot read the version of .\(name)(\(raw))")
            }
            if let platform = Platform(spelling: name) {
                versions[platform] = version
                found += 1
            }
        }
        guard found > 0 else {
            throw ToolError.config("Package.swift's `platforms:` names no Apple platform")
        }
        return Floors(requirement: Requirement(versions: versions))
    }

    /// Reads `macOS=12,iOS=15,tvOS=15,watchOS=8,visionOS=1`; every platform must be given.
    static func read(override text: String) throws -> Floors {
        var versions: [Platform: Version] = [:]
        for item in text.split(separator: ",") {
            let pair = item.split(separator: "=", maxSplits: 1).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard pair.count == 2, let platform = Platform(spelling: pair[0]), let version = Version(pair[1])
            else {
                throw ToolError.usage("--platforms: cannot read `\(item)` (want e.g. macOS=12)")
            }
            versions[platform] = version
        }
        let missing = Platform.allCases.filter { versions[$0] == nil }
        guard missing.isEmpty else {
            throw ToolError.usage("--platforms: missing " + missing.map(\.rawValue).joined(separator: ", "))
        }
        return Floors(requirement: Requirement(versions: versions))
    }
}

/// A problem with how the tool was called or configured (not a finding).
enum ToolError: Error, CustomStringConvertible {
    case usage(String)
    case config(String)

    var description: String {
        switch self {
        case .usage(let message): "usage: \(message)"
        case .config(let message): "configuration: \(message)"
        }
    }
}
