extension SceneDrawing {
    /// What one change to the model did to a ``SceneDrawing``: which controls went, which came,
    /// which to redraw, and whether the title changed. A renderer applies it in that order: remove
    /// ``removed`` (indices before the change, from the highest), insert ``inserted`` (indices after
    /// the change, from the lowest), then reconfigure ``updated`` (indices after the change) from
    /// ``SceneDrawing/controls``.
    public struct Change: Sendable, Equatable, CustomStringConvertible {
        /// Controls whose content or state changed, by index in the list after the change.
        public var updated: [Int]
        /// Controls that went (an element hidden or removed), by index in the list before the change.
        public var removed: [Int]
        /// Controls that appeared (an element shown or added), by index in the list after the change.
        public var inserted: [Int]
        /// Whether ``SceneDrawing/title`` changed.
        public var titleChanged: Bool

        /// Creates a change.
        public init(
            updated: [Int] = [], removed: [Int] = [], inserted: [Int] = [], titleChanged: Bool = false
        ) {
            self.updated = updated
            self.removed = removed
            self.inserted = inserted
            self.titleChanged = titleChanged
        }

        /// Whether the change does nothing.
        public var isEmpty: Bool {
            updated.isEmpty && removed.isEmpty && inserted.isEmpty && !titleChanged
        }

        public var description: String {
            var parts: [String] = []
            if !updated.isEmpty { parts.append("updated \(updated)") }
            if !removed.isEmpty { parts.append("removed \(removed)") }
            if !inserted.isEmpty { parts.append("inserted \(inserted)") }
            if titleChanged { parts.append("title") }
            return parts.isEmpty ? "nothing" : parts.joined(separator: ", ")
        }
    }
}
