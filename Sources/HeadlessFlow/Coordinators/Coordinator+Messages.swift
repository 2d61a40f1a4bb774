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
            if deliver(message, to: current) { return current }
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
            if deliver(message, to: current) { return current }
            node = runningBelow(current)
        }
        return nil
    }
}

/// The coordinator a message sent down from `coordinator` reaches next.
@MainActor
private func runningBelow(_ coordinator: any Coordinator) -> (any Coordinator)? {
    if let child = coordinator.context.child { return child }
    if let tabs = coordinator as? any TabBarCoordinator { return tabs.currentItem }
    return nil
}

/// Offers `message` to `coordinator` if it handles messages of exactly this type.
@MainActor
private func deliver<Message>(_ message: Message, to coordinator: any Coordinator) -> Bool {
    guard let handler = coordinator as? any MessageHandling else { return false }
    return offer(message, to: handler)
}

@MainActor
private func offer<Handler: MessageHandling, Message>(_ message: Message, to handler: Handler) -> Bool {
    guard let typed = message as? Handler.Message else { return false }
    return handler.receive(typed)
}
