import HeadlessFlow

/// How the terminal's width lays out a split, as a size class does on iOS: at least
/// ``minimumColumns`` columns is a regular width (the split is expanded, its columns drawn side by
/// side); anything narrower, or a width the demo cannot read (a pipe without `COLUMNS`), is a
/// compact width (the split collapses into one stack).
@MainActor
enum SplitLayout {
    /// The narrowest terminal on which a split is drawn as columns: two columns of about 48
    /// characters, wide enough for an item's detail and the list's rows without wrapping.
    nonisolated static let minimumColumns = 100

    /// Whether a split is collapsed on a terminal `columns` wide (`nil`: unknown).
    nonisolated static func isCollapsed(columns: Int?) -> Bool {
        (columns ?? 0) < minimumColumns
    }

    /// Every container in the tree under `navigation` (its stack, the items of its containers, its
    /// modals), outermost first, shown or not: a width change reaches them all.
    static func containers(under navigation: Navigation) -> [ContainerScreen] {
        var found: [ContainerScreen] = []
        var pending = [navigation]
        while let current = pending.popLast() {
            for case let container as ContainerScreen in current.screens {
                found.append(container)
                pending.append(contentsOf: container.navigations.reversed())
            }
            if let presented = current.presented { pending.append(presented) }
        }
        return found
    }

    /// Every split in the tree under `navigation`.
    static func splits(under navigation: Navigation) -> [SplitContainer] {
        containers(under: navigation).compactMap { $0 as? SplitContainer }
    }
}
