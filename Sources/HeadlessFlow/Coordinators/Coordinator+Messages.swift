// Messages between levels: down the running chain or up through the ancestors, typed, without
// finishing anything.

extension Coordinator {
    /// Sends `message` up through this coordinator's ancestors, parent first, until one that
    /// handles messages of this type takes it (see ``MessageHandling``).
    ///
    /// - Returns: The coordinator that handled it, or `nil` if none did.
    @discardableResult
    public func sendUp<Message>(_ message: Message) -> (any Coordinator)? {
        var node = context.parent
        while let current = node {
            if deliver(message, to: current, from: self) { return current }
            node = current.context.parent
        }
        return nil
    }

    /// Sends `message` down the running chain: the running ``child`` (or, for a
    /// ``TabBarCoordinator`` with no child, its selected item), then its own, until one that
    /// handles messages of this type takes it (see ``MessageHandling``).
    ///
    /// - Returns: The coordinator that handled it, or `nil` if none did.
    @discardableResult
    public func sendDown<Message>(_ message: Message) -> (any Coordinator)? {
        var node = runningBelow(self)
        while let current = node {
            if deliver(message, to: current, from: self) { return current }
            node = runningBelow(current)
        }
        return nil
    }
}

extension Coordinator {
    /// Offers `message` to every running coordinator below this one that handles messages of its
    /// type, whatever each answers: the running child and the tab items (in tab order, the
    /// selected one included), each before the coordinators below it. Integrator's broadcast:
    /// "the user logged out", "the theme changed".
    ///
    /// - Returns: The coordinators that handled it (``MessageHandling/receive(_:)`` returned
    ///   `true`), in the order they received it.
    @discardableResult
    public func broadcast<Message>(_ message: Message) -> [any Coordinator] {
        var handled: [any Coordinator] = []
        // Depth first without recursion: a deep tree cannot overflow the stack.
        var pending: [any Coordinator] = Array(below(self).reversed())
        while let current = pending.popLast() {
            if deliver(message, to: current, from: self) { handled.append(current) }
            pending.append(contentsOf: below(current).reversed())
        }
        return handled
    }

    /// Sends `message` to the running coordinator of type `Target` below this one (its child, its
    /// tab items, then theirs), typed by that coordinator's ``MessageHandling/Message``.
    ///
    /// ```swift
    /// try tabs.send(.refresh, to: ItemsCoordinator.self)
    /// try tabs.send(.refresh, to: ItemsCoordinator.self, where: { $0 === archive })
    /// ```
    ///
    /// When two coordinators of that type run below this one (two tabs showing one list type),
    /// the message is not given to either: say which with `where`, a test on the coordinator
    /// (its identity, a property of its own).
    ///
    /// - Parameters:
    ///   - message: The message, of the type the target takes.
    ///   - type: The type of coordinator to send it to.
    ///   - isTarget: Which coordinators of that type may take the message; all of them by default.
    /// - Returns: The coordinator that handled it; `nil` if none of that type (that `isTarget`
    ///   accepts) runs below this one, or it returned `false`.
    /// - Throws: ``MessageError/ambiguousTarget(type:sender:candidates:)`` when more than one
    ///   does; none of them received the message.
    @discardableResult
    public func send<Target: MessageHandling>(
        _ message: Target.Message,
        to type: Target.Type,
        where isTarget: (Target) -> Bool = { _ in true }
    ) throws(MessageError) -> Target? {
        var candidates: [Target] = []
        var level = below(self)
        while !level.isEmpty {
            var next: [any Coordinator] = []
            for current in level {
                if let target = current as? Target, isTarget(target) { candidates.append(target) }
                next.append(contentsOf: below(current))
            }
            level = next
        }
        guard let target = candidates.first else { return nil }
        guard candidates.count == 1 else {
            throw .ambiguousTarget(
                type: "\(Target.self)", sender: coordinatorName,
                candidates: candidates.map(\.messageTargetName))
        }
        return target.receive(message, from: self) ? target : nil
    }

    /// How ``MessageError/ambiguousTarget(type:sender:candidates:)`` names this coordinator among
    /// others of its type: by where it runs and what it shows.
    fileprivate var messageTargetName: String {
        let navigation = context.navigation
        let top = navigation.topScreen.map { ", showing \($0.title.debugDescription)" } ?? ""
        return "\(coordinatorName) on \(navigation.id)\(top)"
    }
}

/// Why ``Coordinator/send(_:to:where:)`` delivered nothing.
public enum MessageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// More than one running coordinator of type `type` below `sender` may take the message;
    /// `candidates` names them (type, navigation, top screen), in the order they were found.
    case ambiguousTarget(type: String, sender: String, candidates: [String])

    /// What went wrong and how to address one coordinator.
    public var description: String {
        switch self {
        case .ambiguousTarget(let type, let sender, let candidates):
            "\(candidates.count) coordinators of type \(type) run below \(sender): "
                + "\(candidates.joined(separator: "; ")). None received the message; pick one with "
                + "send(_:to:where:), for example where: { $0 === theOneYouMean }."
        }
    }
}

/// Every running coordinator directly below `coordinator`: its child, then its tab items.
@MainActor
private func below(_ coordinator: any Coordinator) -> [any Coordinator] {
    let context = coordinator.context
    guard let child = context.child else { return context.items }
    return [child] + context.items
}

/// The coordinator a message sent down from `coordinator` reaches next.
@MainActor
private func runningBelow(_ coordinator: any Coordinator) -> (any Coordinator)? {
    if let child = coordinator.context.child { return child }
    if let container = coordinator as? any ContainerCoordinator { return container.currentItem }
    return nil
}

/// Offers `message` to `coordinator` if it handles messages of exactly this type.
@MainActor
private func deliver<Message>(
    _ message: Message, to coordinator: any Coordinator, from sender: any Coordinator
) -> Bool {
    guard let handler = coordinator as? any MessageHandling else { return false }
    return offer(message, to: handler, from: sender)
}

@MainActor
private func offer<Handler: MessageHandling, Message>(
    _ message: Message, to handler: Handler, from sender: any Coordinator
) -> Bool {
    guard let typed = message as? Handler.Message else { return false }
    return handler.receive(typed, from: sender)
}
