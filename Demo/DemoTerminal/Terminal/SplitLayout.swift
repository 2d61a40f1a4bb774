import DemoKit
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

    /// Every container in the tree under `navigation`, shown or not: a width change reaches
    /// them all (`ContainerTree.containers(under:)`).
    static func containers(under navigation: Navigation) -> [ContainerScreen] {
        ContainerTree.containers(under: navigation)
    }

    /// Every split in the tree under `navigation`.
    static func splits(under navigation: Navigation) -> [SplitContainer] {
        ContainerTree.splits(under: navigation)
    }
}
