import Foundation
import HeadlessFlow

/// What the NewItem screen shows: the name field and the message under it.
package struct NewItemState: Sendable, Equatable {
    package var name = ""
    package var message: String?
    package var isError = false
}

/// Adds items to the store. After an add the field is empty, so the user can add another, and the
/// coordinator shows UIFlow's "Nice!" / "Item added!" alert (``onAdded``).
@MainActor
package final class NewItemViewModel {
    @HeadlessFlow.Observable package private(set) var state = NewItemState()

    /// Set by the coordinator.
    package var onCancel: (@MainActor () -> Void)?
    /// Set by the coordinator: an item was added.
    package var onAdded: (@MainActor () -> Void)?

    private let store: DemoStore

    /// - Parameter name: the name already typed (a restored form).
    package init(store: DemoStore, name: String = "") {
        self.store = store
        state = NewItemState(name: name)
    }

    /// The longest name an item may have, in characters: a list row, and the file, stay readable.
    package static let maximumNameLength = 60

    package func add(name rawName: String) {
        let name = rawName.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else {
            state = NewItemState(name: rawName, message: "Enter a name.", isError: true)
            return
        }
        guard name.count <= Self.maximumNameLength else {
            // The field is emptied: a name this long is retyped, not edited, in a terminal.
            let message =
                "A name can have at most \(Self.maximumNameLength) characters; this one has \(name.count)."
            state = NewItemState(name: "", message: message, isError: true)
            return
        }
        guard !store.items.contains(where: { $0.name.lowercased() == name.lowercased() }) else {
            state = NewItemState(name: name, message: "\"\(name)\" is already in the list.", isError: true)
            return
        }
        store.add(Item(name: name))
        state = NewItemState(name: "")
        onAdded?()
    }

    /// The user typed into the field: an error about the old name no longer holds.
    package func didEdit(name: String) {
        guard state.message != nil, name != state.name else { return }
        state = NewItemState(name: name)
    }

    package func cancel() {
        onCancel?()
    }
}
