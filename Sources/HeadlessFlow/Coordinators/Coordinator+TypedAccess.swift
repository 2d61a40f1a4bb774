// Typed access to the running tree: the running child or a tab's item as the type you expect,
// starting or focusing it when it is not there yet. No `as?` in app code for these paths.

extension Coordinator {
    /// The running child, if it is a `Child`.
    ///
    /// ```swift
    /// if let items = app.child(as: ItemsCoordinator.self) { try items.showDetail(of: item) }
    /// ```
    public func child<Child: Coordinator>(as type: Child.Type = Child.self) -> Child? {
        context.child as? Child
    }

    /// The running child if it is a `Child`; otherwise the child `make` creates, started with
    /// ``start(child:animated:onFinish:)-(Child,_,_)`` (which replaces a child of another type).
    ///
    /// This is how a route handler reuses what already runs: opening a link whose first levels are
    /// already shown changes only what differs.
    ///
    /// - Throws: what ``start(child:animated:onFinish:)-(Child,_,_)`` throws; then nothing has changed.
    @discardableResult
    public func child<Child: Coordinator>(
        _ type: Child.Type = Child.self,
        orStart make: () -> Child,
        animated: Bool,
        onFinish: ((ChildOutcome<Child.Output>) -> Void)? = nil
    ) throws -> Child {
        if let running = child(as: Child.self) { return running }
        let child = make()
        try start(child: child, animated: animated, onFinish: onFinish)
        return child
    }

    /// The running child if it is a `Child`; otherwise the child `make` creates, presented with
    /// ``present(child:style:animated:onFinish:)-(Child,_,_,_)`` (which replaces a child of another type).
    ///
    /// - Throws: what ``present(child:style:animated:onFinish:)-(Child,_,_,_)`` throws; then nothing has changed.
    @discardableResult
    public func child<Child: Coordinator>(
        _ type: Child.Type = Child.self,
        orPresent make: () -> Child,
        animated: Bool,
        onFinish: ((ChildOutcome<Child.Output>) -> Void)? = nil
    ) throws -> Child {
        if let running = child(as: Child.self) { return running }
        let child = make()
        try present(child: child, animated: animated, onFinish: onFinish)
        return child
    }
}

extension ContainerCoordinator {
    /// The first item coordinator that is an `Item`, in tab order.
    public func item<Item: Coordinator>(_ type: Item.Type = Item.self) -> Item? {
        for item in context.items {
            if let item = item as? Item { return item }
        }
        return nil
    }

    /// Selects the first tab whose item coordinator is an `Item` and returns that coordinator
    /// (Stinsen's `focusFirst`).
    ///
    /// - Throws: ``NavigationError/noItem(ofType:coordinator:)`` when no item is an `Item`; then
    ///   nothing has changed.
    @discardableResult
    public func focusFirst<Item: Coordinator>(
        _ type: Item.Type = Item.self,
        animated: Bool = false
    ) throws(NavigationError) -> Item {
        for item in context.items {
            guard let match = item as? Item else { continue }
            if let index = container.index(of: match.context.navigation) {
                try container.select(index, animated: animated)
            }
            return match
        }
        throw .noItem(ofType: "\(Item.self)", coordinator: coordinatorName)
    }
}
