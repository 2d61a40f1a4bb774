/// An object that drives one flow of screens on a ``Navigation``, and runs at most one child flow
/// at a time: the headless counterpart of UIFlow's `Coordinator`.
///
/// Conform a class, keep a ``CoordinatorContext``, and implement ``start(animated:)``:
///
/// ```swift
/// final class LoginCoordinator: Coordinator {
///     let context: CoordinatorContext
///
///     init(navigation: Navigation) {
///         context = CoordinatorContext(navigation: navigation)
///     }
///
///     func start(animated: Bool) throws {
///         try move(to: LoginScreen(), animated: animated)
///     }
/// }
/// ```
///
/// The context holds the tree links and screens the library manages for you: a weak ``parent``,
/// a strong ``child``, the ``startScreen`` and the ``topScreen``. Because you never declare those
/// yourself, a coordinator cannot keep its parent alive by mistake.
///
/// The rules, UIFlow's where it has them:
/// - The first screen a coordinator moves to is its ``startScreen``.
/// - ``start(child:animated:onFinish:)-(Child,_,_)`` records this coordinator's ``topScreen``; when the child
///   finishes, everything above that screen is popped and it is visible again.
/// - Starting a child while another runs first finishes the running one, depth first.
/// - ``back(animated:)`` never pops below the ``startScreen``.
/// - A coordinator whose start screen leaves the model (a back swipe, a dismissed sheet) has
///   finished, and its parent hears of it.
/// - Finishing a root coordinator, or one that isn't running, throws and changes nothing.
@MainActor
public protocol Coordinator: AnyObject {
    /// What this coordinator hands its parent when its flow completes; `Void` by default.
    associatedtype Output = Void

    /// The library-managed state of this coordinator: its navigation, tree links and screens.
    var context: CoordinatorContext { get }

    /// Starts the flow, typically by moving to the first screen with ``move(to:animated:)``.
    func start(animated: Bool) throws

    /// Called after `child` has finished and this coordinator's top screen is visible again.
    func childFinished(_ child: any Coordinator)

    /// Handles an error thrown by an `intent(_:)` of this coordinator or of one below it
    /// (`coordinator`), or passed to ``report(_:)``: show it, log it, or recover. Return `false`
    /// to let it climb to the parent.
    ///
    /// - Returns: Whether the error was handled here.
    func handle(intentError error: any Error, from coordinator: any Coordinator) -> Bool
}

// MARK: - Default implementations

extension Coordinator {
    /// Does nothing.
    public func childFinished(_ child: any Coordinator) {}

    /// Handles nothing: the error climbs to the parent.
    public func handle(intentError error: any Error, from coordinator: any Coordinator) -> Bool { false }
}
