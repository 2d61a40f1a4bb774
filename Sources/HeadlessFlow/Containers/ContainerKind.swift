/// What kind of container a ``ContainerScreen`` is: which of its items are on screen, and how
/// the user moves between them.
///
/// | Kind | On screen | The user moves by |
/// |---|---|---|
/// | ``tabs`` | the selected item | tapping a tab |
/// | ``pages(_:)`` | the current page | swiping to the next or previous page |
/// | ``split`` | every column not hidden (regular width); the focused column's stack merged onto the columns before it (compact width) | acting in a column; going back from a column's first screen when collapsed |
/// | ``custom(_:)`` | the items the app shows (``ContainerScreen/setHidden(_:at:animated:)``) | what the app decides |
public enum ContainerKind: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A tab bar: one selected item is visible (``TabBar``).
    case tabs
    /// Pages: ordered, one visible, turned forward or back (``PageContainer``).
    case pages(PageOptions)
    /// A split view: two or three columns side by side in a regular width, collapsed into one
    /// stack in a compact width (``SplitContainer``).
    case split
    /// A container kind of the app's own (a side menu, a two-pane editor), named for renderers
    /// and logs: every item not hidden is visible, and the focused item is where the user acts.
    case custom(String)

    /// `tabs`, `pages`, `split`, or the custom kind's name.
    public var name: String {
        switch self {
        case .tabs: "tabs"
        case .pages: "pages"
        case .split: "split"
        case .custom(let name): name
        }
    }

    public var description: String {
        switch self {
        case .pages(let options): "pages(\(options))"
        case .custom(let name): "custom(\(name.debugDescription))"
        default: name
        }
    }

    /// Whether `other` is the same kind, whatever its options.
    func isSameKind(as other: ContainerKind) -> Bool {
        switch (self, other) {
        case (.tabs, .tabs), (.pages, .pages), (.split, .split): true
        case (.custom(let left), .custom(let right)): left == right
        default: false
        }
    }

    /// Whether exactly one item, the selected one, is visible (tabs and pages).
    var showsOneItem: Bool {
        switch self {
        case .tabs, .pages: true
        case .split, .custom: false
        }
    }
}

/// How a ``PageContainer`` turns its pages.
public struct PageOptions: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The axis the pages are swiped along.
    public enum Orientation: String, Sendable, Hashable, Codable {
        /// Side by side; swiped left and right.
        case horizontal
        /// Stacked; swiped up and down.
        case vertical
    }

    /// The axis the pages are swiped along.
    public var orientation: Orientation
    /// Whether the page after the last is the first again (and the one before the first the last).
    public var loops: Bool

    /// Options; by default horizontal pages that do not loop.
    public init(orientation: Orientation = .horizontal, loops: Bool = false) {
        self.orientation = orientation
        self.loops = loops
    }

    public var description: String {
        "\(orientation.rawValue)\(loops ? ", looping" : "")"
    }
}

/// Which way a page turned.
public enum PageDirection: String, Sendable, Hashable, Codable {
    /// To the next page (or from the last to the first, in a looping container).
    case forward
    /// To the previous page (or from the first to the last, in a looping container).
    case reverse
}
