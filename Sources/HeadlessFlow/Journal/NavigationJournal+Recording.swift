import Foundation

extension NavigationJournal {
    /// A journal as a `Codable` value: the tree it started from and its entries. Attach it to a
    /// bug report; in a test, ``replayed()`` gives the tree the user ended in, to restore:
    ///
    /// ```swift
    /// let recording = try JSONDecoder().decode(NavigationJournal.Recording.self, from: report)
    /// let window = Navigation()
    /// let app = try registry.restore(try recording.replayed(), into: window, as: AppCoordinator.self)
    /// ```
    public struct Recording: Codable, Sendable, Equatable {
        /// The format version this build writes and reads.
        public static let formatVersion = 1

        /// The format version of this recording.
        public let version: Int
        /// The entries, oldest first.
        public let entries: [Entry]
        /// The tree before the first entry.
        let base: TreeRecord

        init(base: TreeRecord, entries: [Entry]) {
            version = Self.formatVersion
            self.base = base
            self.entries = entries
        }

        private enum CodingKeys: String, CodingKey {
            case version, base, entries
        }

        /// Decodes a recording, refusing another format version before reading anything else.
        ///
        /// - Throws: ``RestorationError/unsupportedVersion(found:supported:)``, or the decoder's error.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            version = try container.decode(Int.self, forKey: .version)
            guard version == Self.formatVersion else {
                throw RestorationError.unsupportedVersion(found: version, supported: Self.formatVersion)
            }
            base = try container.decode(TreeRecord.self, forKey: .base)
            entries = try container.decode([Entry].self, forKey: .entries)
        }

        /// The tree the entries end in, from the tree the journal started from, as a snapshot to
        /// restore. What cannot be restored is cut by the rule in ``RestorationOmission`` and
        /// listed in the snapshot's omissions.
        public func replayed() -> NavigationSnapshot {
            var tree = TreeAccumulator(base)
            for entry in entries {
                if let delta = entry.delta { tree.apply(delta) }
            }
            let (cut, omissions) = TreeCut.apply(to: tree.record)
            return NavigationSnapshot(tree: cut.canonical(), omissions: omissions)
        }

        /// The entries, one a line, as `history` in the demo prints them.
        public var text: String {
            entries.map(\.description).joined(separator: "\n")
        }
    }
}
