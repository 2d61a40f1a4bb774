/// A ``Screen`` that saves state of its own in a ``NavigationSnapshot``, so that a
/// ``RestorationRegistry`` can build it again after the app was killed.
///
/// A screen with nothing to save needs no conformance: register it with a
/// ``RestorationRegistry`` factory that takes no state. A screen that holds what the user
/// chose (an item's ID, a half-typed form) hands it over as a `Codable` value:
///
/// ```swift
/// final class ItemScreen: Screen, RestorableScreen {
///     let itemID: Int
///     init(itemID: Int) {
///         self.itemID = itemID
///         super.init(title: "Item \(itemID)")
///     }
///     var restorationState: Int { itemID }
/// }
///
/// try registry.register(ItemScreen.self) { itemID in ItemScreen(itemID: itemID) }
/// ```
///
/// The state is read when a snapshot is taken, and by a ``NavigationJournal`` when the screen
/// enters the model.
@MainActor
public protocol RestorableScreen: Screen {
    /// What the screen saves: any `Codable` value, kept small (IDs rather than whole records).
    associatedtype RestorationState: Codable

    /// The state to save now.
    var restorationState: RestorationState { get }
}
