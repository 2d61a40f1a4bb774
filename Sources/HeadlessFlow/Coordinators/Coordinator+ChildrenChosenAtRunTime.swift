// Starting a child whose type is known only at run time (`any Coordinator`), as XCoordinator's
// `StrongRouter` carried in a route, or a home chosen after login, needs. (`addItem` takes
// `some Coordinator`, into which Swift opens an `any Coordinator` by itself.)

extension Coordinator {
    /// Starts `child`, a coordinator whose type is known only at run time, on this coordinator's
    /// navigation: ``start(child:animated:onFinish:)-(Child,_,_)`` for an `any Coordinator`, with the same
    /// rules (one running child, atomic, one visible transition).
    ///
    /// ```swift
    /// let home: any Coordinator = user.prefersTabs ? HomeTabsCoordinator(navigation: navigation)
    ///                                              : HomeListCoordinator(navigation: navigation)
    /// try start(child: home, animated: true) { outcome in print(outcome.output ?? "no output") }
    /// ```
    ///
    /// - Parameters:
    ///   - child: A coordinator using this coordinator's ``navigation``.
    ///   - animated: Whether the child's first screens should animate in.
    ///   - onFinish: Called once when the child's flow ends, with its output as `Any` (its `Output`
    ///     value, `()` for `Void`) or why it had none.
    /// - Throws: as ``start(child:animated:onFinish:)-(Child,_,_)``.
    @_disfavoredOverload
    public func start(
        child: any Coordinator,
        animated: Bool,
        onFinish: ((ChildOutcome<Any>) -> Void)? = nil
    ) throws {
        func open<Child: Coordinator>(_ child: Child) throws {
            try start(child: child, animated: animated, onFinish: onFinish.map(Self.erasing(Child.self)))
        }
        try open(child)
    }

    /// Presents `child`, a coordinator whose type is known only at run time:
    /// ``present(child:style:animated:onFinish:)-(Child,_,_,_)`` for an `any Coordinator`, with the same rules.
    ///
    /// - Parameters:
    ///   - child: A coordinator with a navigation of its own that is not shown anywhere.
    ///   - style: How the child's navigation is presented.
    ///   - animated: Whether the presentation should animate.
    ///   - onFinish: Called once when the child's flow ends, with its output as `Any` or why it
    ///     had none.
    /// - Throws: as ``present(child:style:animated:onFinish:)-(Child,_,_,_)``.
    @_disfavoredOverload
    public func present(
        child: any Coordinator,
        style: PresentationStyle = .sheet,
        animated: Bool,
        onFinish: ((ChildOutcome<Any>) -> Void)? = nil
    ) throws {
        func open<Child: Coordinator>(_ child: Child) throws {
            try present(
                child: child, style: style, animated: animated,
                onFinish: onFinish.map(Self.erasing(Child.self)))
        }
        try open(child)
    }

    /// `onFinish` for an outcome of `Child`'s output type.
    private static func erasing<Child: Coordinator>(
        _ type: Child.Type
    ) -> (@escaping (ChildOutcome<Any>) -> Void) -> (ChildOutcome<Child.Output>) -> Void {
        { onFinish in
            { outcome in
                switch outcome {
                case .finished(let output): onFinish(.finished(output))
                case .cancelled(let reason): onFinish(.cancelled(reason))
                }
            }
        }
    }
}
