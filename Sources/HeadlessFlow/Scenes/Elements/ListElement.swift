/// A list of text rows (`"kind": "list"`), the counterpart of a simple `UITableView`.
///
/// Selecting a row sends the list's action, if the scene names one; the handler reads
/// ``selectedRow``.
@MainActor
public final class ListElement: SceneElement {
    /// The rows. Replacing them clears a selection that no longer exists.
    public var items: [String] {
        didSet {
            guard items != oldValue else { return }
            if let row = selectedRow, row >= items.count { selectedRow = nil }
            didChange()
        }
    }

    /// The selected row, if any.
    public private(set) var selectedRow: Int? {
        didSet { if selectedRow != oldValue { didChange() } }
    }

    /// The text of the selected row, if any.
    public var selectedItem: String? {
        selectedRow.map { items[$0] }
    }

    override class var kindOfClass: ElementKind? { .list }

    /// Creates the element in code; screens built from a scene file get theirs from the file.
    public init(id: String, items: [String], action: String? = nil, isEnabled: Bool = true) {
        self.items = items
        super.init(id: id, kind: .list, isEnabled: isEnabled, actionName: action)
    }

    /// Whether ``select(row:)`` would accept `row`.
    public func canSelect(row: Int) -> Bool {
        isEnabled && items.indices.contains(row)
    }

    /// Selects a row as a user would, then sends the list's action.
    ///
    /// - Throws: ``ElementError/disabled(elementID:)`` or
    ///   ``ElementError/rowOutOfRange(_:rowCount:elementID:)``; the selection is unchanged.
    public func select(row: Int) throws(ElementError) {
        try requireEnabled()
        guard items.indices.contains(row) else {
            throw .rowOutOfRange(row, rowCount: items.count, elementID: id)
        }
        selectedRow = row
        sendAction()
    }

    /// Clears the selection without sending an action.
    public func deselect() {
        selectedRow = nil
    }
}
