/// A coordinator that receives typed messages from the levels above or below it, without anything
/// finishing: "the basket changed", "the session expired", "refresh your list".
///
/// A message travels down the running chain with ``Coordinator/sendDown(_:)`` (the running child,
/// or a tab bar's selected item, then theirs) or up through the ancestors with
/// ``Coordinator/sendUp(_:)``, and stops at the first coordinator whose ``Message`` type it is
/// and whose ``receive(_:)`` returns `true`. The sender learns who handled it.
///
/// ```swift
/// enum SessionMessage { case expired }
///
/// extension AppCoordinator: MessageHandling {
///     func receive(_ message: SessionMessage) -> Bool {
///         showLogin()
///         return true
///     }
/// }
///
/// // deep inside the items flow:
/// let handler = itemsCoordinator.sendUp(SessionMessage.expired)  // AppCoordinator
/// ```
@MainActor
public protocol MessageHandling: Coordinator {
    /// The messages this coordinator understands; an enum lets one coordinator take several.
    associatedtype Message

    /// Handles `message`.
    ///
    /// - Returns: `true` if it was handled, which stops it; `false` lets it travel on.
    func receive(_ message: Message) -> Bool
}
