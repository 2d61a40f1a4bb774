/// A coordinator that receives typed messages from the levels above or below it, without anything
/// finishing: "the basket changed", "the session expired", "refresh your list".
///
/// A message travels down the running chain with ``Coordinator/sendDown(_:)`` (the running child,
/// or a tab bar's selected item, then theirs) or up through the ancestors with
/// ``Coordinator/sendUp(_:)``, and stops at the first coordinator whose ``Message`` type it is
/// and whose ``receive(_:)`` returns `true`; one that returns `false` passes it on. The sender
/// learns who handled it. ``Coordinator/broadcast(_:)`` offers a message to every running
/// coordinator below the sender, and ``Coordinator/send(_:to:where:)`` to the one of a given type.
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

    /// Handles `message`, sent by `sender` (the coordinator that called ``Coordinator/sendUp(_:)``,
    /// ``Coordinator/sendDown(_:)``, ``Coordinator/broadcast(_:)`` or ``Coordinator/send(_:to:where:)``).
    /// The library calls this one; the default calls ``receive(_:)``. Implement it when the answer
    /// depends on who sent the message; ``receive(_:)`` is then called only by code of your own.
    ///
    /// - Returns: `true` if it was handled, which stops it; `false` lets it travel on.
    func receive(_ message: Message, from sender: any Coordinator) -> Bool
}

extension MessageHandling {
    /// Calls ``receive(_:)``: most handlers do not need to know the sender.
    public func receive(_ message: Message, from sender: any Coordinator) -> Bool {
        receive(message)
    }
}
