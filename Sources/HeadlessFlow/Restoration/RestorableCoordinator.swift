/// A ``Coordinator`` that saves state of its own in a ``NavigationSnapshot`` and can finish
/// wiring itself after a ``RestorationRegistry`` rebuilt the tree.
///
/// A coordinator with nothing to save needs no conformance: register it with a
/// ``RestorationRegistry`` factory that takes only its navigation. Conform when it holds
/// state the user made (a filter, a draft's ID), or when it must wire again what it made in code
/// before the app was killed: a child's `onFinish`
/// (``Coordinator/setOnFinish(of:_:)``) or a screen's intents.
///
/// ```swift
/// final class ItemsCoordinator: RestorableCoordinator {
///     let context: CoordinatorContext
///     var filter = ""
///     init(navigation: Navigation, filter: String = "") {
///         context = CoordinatorContext(navigation: navigation)
///         self.filter = filter
///     }
///     func start(animated: Bool) throws {
///         try move(to: Screen(title: "Items"), animated: animated)
///     }
///     var restorationState: String { filter }
/// }
///
/// try registry.register(ItemsCoordinator.self) { filter, navigation in
///     ItemsCoordinator(navigation: navigation, filter: filter)
/// }
/// ```
@MainActor
public protocol RestorableCoordinator: Coordinator {
    /// What the coordinator saves: any `Codable` value; ``NoRestorationState`` when it only needs
    /// ``didRestore()``.
    associatedtype RestorationState: Codable = NoRestorationState

    /// The state to save now.
    var restorationState: RestorationState { get }

    /// Called once the whole tree is rebuilt, inside the restoring transaction and before any
    /// screen appears: this coordinator's ``Coordinator/child``, items and screens are in place.
    /// Set the `onFinish` of the children you started (``Coordinator/setOnFinish(of:_:)``) and
    /// wire the screens you would have wired when you made them.
    ///
    /// - Throws: anything; the restore then fails with
    ///   ``RestorationError/restoreHookFailed(type:underlying:)`` and changes nothing.
    func didRestore() throws
}

/// The state of a ``RestorableCoordinator`` that saves nothing of its own.
public struct NoRestorationState: Codable, Sendable, Equatable {
    /// Creates the empty state.
    public init() {}
}

// MARK: - Default implementations

extension RestorableCoordinator where RestorationState == NoRestorationState {
    /// Nothing to save.
    public var restorationState: NoRestorationState { NoRestorationState() }
}

extension RestorableCoordinator {
    /// Does nothing.
    public func didRestore() throws {}

    /// Whether the coordinator saves no state of its own.
    static var savesNoState: Bool { RestorationState.self == NoRestorationState.self }
}
