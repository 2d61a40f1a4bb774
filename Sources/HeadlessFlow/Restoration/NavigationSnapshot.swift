import Foundation

/// The whole navigation state of an app as a `Codable` value: every navigation's stack, the
/// navigations they present, tab bars with their items and selection, and the coordinator tree
/// with each coordinator's presentation and state. Take one with
/// ``RestorationRegistry/snapshot(of:)`` and rebuild the tree with
/// ``RestorationRegistry/restore(_:into:as:)``.
///
/// A snapshot names no object: two equal trees give equal snapshots, whatever the IDs of their
/// screens (so `==` compares trees, and ``description`` prints one as text). What could not be
/// saved is listed in ``omissions``, never dropped silently.
///
/// The format is versioned (``formatVersion``). Decoding a snapshot of another version, or data
/// that is not a snapshot, fails with a ``RestorationError`` that says what and where:
///
/// ```swift
/// do {
///     let snapshot = try NavigationSnapshot(jsonData: data)
///     app = try registry.restore(snapshot, into: window, as: AppCoordinator.self)
/// } catch {
///     print("Starting fresh: \(error)")
///     app = AppCoordinator(navigation: window)
///     try app.startAsRoot(animated: false)
/// }
/// ```
public struct NavigationSnapshot: Codable, Sendable, Equatable, CustomStringConvertible {
    /// The format version this build writes and reads.
    public static let formatVersion = 1

    /// The format version of this snapshot.
    public let version: Int

    /// What could not be saved when the snapshot was taken, and what was cut with it.
    public let omissions: [RestorationOmission]

    /// The tree, in canonical form (see `TreeRecord.canonical()`).
    let tree: TreeRecord

    init(tree: TreeRecord, omissions: [RestorationOmission]) {
        self.version = Self.formatVersion
        self.tree = tree
        self.omissions = omissions
    }

    /// How many screens the snapshot holds.
    public var screenCount: Int { tree.screens.count }

    /// How many coordinators the snapshot holds.
    public var coordinatorCount: Int { tree.coordinators.count }

    /// The registered type name of the root coordinator, if the snapshot holds one; the snapshot
    /// fuzzer restores with the matching type.
    package var rootCoordinatorType: String? { tree.coordinators.first?.type }

    private enum CodingKeys: String, CodingKey {
        case version, tree, omissions
    }

    /// Decodes a snapshot, refusing another format version before reading anything else.
    ///
    /// - Throws: ``RestorationError/unsupportedVersion(found:supported:)``, or the decoder's error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        guard version == Self.formatVersion else {
            throw RestorationError.unsupportedVersion(found: version, supported: Self.formatVersion)
        }
        tree = try container.decode(TreeRecord.self, forKey: .tree)
        omissions = try container.decodeIfPresent([RestorationOmission].self, forKey: .omissions) ?? []
    }

    /// Decodes a snapshot from JSON, as ``jsonData()`` writes it.
    ///
    /// - Throws: ``RestorationError/unsupportedVersion(found:supported:)`` for another format
    ///   version, ``RestorationError/corrupt(path:reason:)`` for anything that is not a snapshot.
    public init(jsonData data: Data) throws(RestorationError) {
        do {
            self = try JSONDecoder().decode(NavigationSnapshot.self, from: data)
        } catch let error as RestorationError {
            throw error
        } catch let error as DecodingError {
            throw RestorationError(error)
        } catch {
            throw .corrupt(path: "", reason: "\(error)")
        }
    }

    /// The snapshot as JSON, with sorted keys so that equal snapshots give equal bytes.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(self)
    }

    /// The tree as indented text: each navigation's stack with titles and types, tabs with their
    /// items and the selected one marked, modals, and the coordinator tree.
    public var description: String {
        TreeText(tree).text
    }
}

extension RestorationError {
    /// A decoding error, with its coding path written as a path a person can follow.
    init(_ error: DecodingError) {
        let (path, reason) = Self.pathAndReason(of: error)
        self = .corrupt(path: path, reason: reason)
    }

    /// What a decoding error says, for a ``stateMismatch(type:location:reason:)``: where in the
    /// state, if not at its top, and what was wrong.
    static func reason(of error: DecodingError) -> String {
        let (path, reason) = pathAndReason(of: error)
        return path.isEmpty ? reason : "at \(path): \(reason)"
    }

    private static func pathAndReason(of error: DecodingError) -> (path: String, reason: String) {
        func path(_ keys: [any CodingKey]) -> String {
            keys.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
                .trimmingPrefix(".").description
        }
        switch error {
        case .typeMismatch(let type, let context):
            return (path(context.codingPath), "expected \(type). \(context.debugDescription)")
        case .valueNotFound(let type, let context):
            return (path(context.codingPath), "missing \(type). \(context.debugDescription)")
        case .keyNotFound(let key, let context):
            return (path(context.codingPath), "the field \"\(key.stringValue)\" is missing.")
        case .dataCorrupted(let context):
            return (path(context.codingPath), context.debugDescription)
        @unknown default:
            return ("", "\(error)")
        }
    }
}
