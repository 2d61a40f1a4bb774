// Going back the way the user sees it, whatever brought the last screen: a pop or a dismissal.

extension Navigation {
    /// One step back, as a renderer would show it.
    public enum BackStep: Equatable {
        /// The top screen of a navigation was popped.
        case popped(Screen)
        /// A presented navigation was dismissed, with everything it presented.
        case dismissed(Navigation)
        /// A collapsed split went back from a column's first screen to the column before it, which
        /// is on top now; the column left keeps its screens (``SplitContainer/goBack(animated:)``).
        case columnShown(Navigation)

        public static func == (lhs: BackStep, rhs: BackStep) -> Bool {
            switch (lhs, rhs) {
            case (.popped(let left), .popped(let right)): left === right
            case (.dismissed(let left), .dismissed(let right)): left === right
            case (.columnShown(let left), .columnShown(let right)): left === right
            default: false
            }
        }
    }

    /// The navigation whose top screen the user sees, from this one: the innermost navigation it
    /// presents and, where a ``TabBar`` is on top, its selected tab's (a modal covers the tab bar
    /// whose tab presented it, as ``visibleScreens`` says).
    public var frontmostNavigation: Navigation {
        var node = self
        while true {
            if let presented = node.presentedStorage {
                node = presented
            } else if let tab = node.topScreen?.embeddedNavigation {
                node = tab
            } else {
                return node
            }
        }
    }

    /// Whether ``goBack(animated:)`` would find a step (a veto aside): a screen to pop, a
    /// presentation to dismiss or a column to go back to, from what the user sees.
    public var canGoBack: Bool { backStepTarget() != nil }

    /// Where ``goBack(animated:)`` goes back.
    private enum BackStepTarget {
        case pop(Navigation)
        case dismiss(Navigation)
        case column(SplitContainer, Int)
    }

    /// The step ``goBack(animated:)`` takes: the innermost navigation on the user's path, from
    /// the frontmost out, that can pop, is presented, or is a collapsed split's focused column with
    /// a column before it; `nil` when there is none.
    private func backStepTarget() -> BackStepTarget? {
        var chain: [Navigation] = []
        var node = self
        while true {
            chain.append(node)
            if let presented = node.presentedStorage {
                node = presented
            } else if let tab = node.topScreen?.embeddedNavigation {
                node = tab
            } else {
                break
            }
        }
        for candidate in chain.reversed() {
            if candidate.screens.count > 1 { return .pop(candidate) }
            if candidate !== self, candidate.presenting != nil { return .dismiss(candidate) }
            if candidate !== self, let split = candidate.containerStorage as? SplitContainer,
                let previous = split.columnBefore(candidate)
            {
                return .column(split, previous)
            }
            // A tab at its first screen, or this navigation's root: go back further out.
        }
        return nil
    }

    /// Goes back one step from what the user sees, whatever brought the last screen (Stinsen's
    /// `popLast`): the frontmost navigation's top screen is popped when it has one below it;
    /// a presented navigation showing its first screen is dismissed; in a collapsed split, a
    /// column showing its first screen gives way to the column before it; a tab showing its first
    /// screen goes back in the navigation that holds its tab bar. Coordinators whose screens left
    /// finish, as for any pop or dismissal.
    ///
    /// - Returns: The step taken.
    /// - Throws: ``NavigationError/cannotPopRoot(navigation:root:)`` when nothing is left to go back
    ///   from (this navigation shows its root), ``NavigationError/emptyStack(navigation:)`` for an
    ///   empty one, or a veto; then nothing has changed.
    @discardableResult
    public func goBack(animated: Bool) throws(NavigationError) -> BackStep {
        switch backStepTarget() {
        case .pop(let navigation):
            return .popped(try navigation.pop(animated: animated))
        case .dismiss(let navigation):
            try navigation.presenting?.dismiss(animated: animated)
            return .dismissed(navigation)
        case .column(let split, let previous):
            try split.select(previous, animated: animated)
            return .columnShown(split.items[previous].navigation)
        case nil:
            break
        }
        guard let root = screens.first else { throw .emptyStack(navigation: id) }
        throw .cannotPopRoot(navigation: id, root: root.description)
    }

    /// Removes `screen` and everything above it, the way it arrived (Stinsen's `pop` for the
    /// caller's own screen): the screens above it and it are popped when it is not its stack's
    /// root; the navigation is dismissed when it is the root of a presented one.
    ///
    /// - Returns: The step taken: ``BackStep/popped(_:)`` with `screen`, or
    ///   ``BackStep/dismissed(_:)`` with its navigation.
    /// - Throws: ``NavigationError/screenNotInStack(screen:navigation:)`` when `screen` is not in
    ///   this navigation, ``NavigationError/cannotPopRoot(navigation:root:)`` for the root of a
    ///   navigation that is not presented, or a veto; then nothing has changed.
    @discardableResult
    public func close(_ screen: Screen, animated: Bool) throws(NavigationError) -> BackStep {
        guard let index = firstIndexIdentical(screens, screen) else {
            throw .screenNotInStack(screen: screen.description, navigation: id)
        }
        if index > 0 {
            try pop(to: screens[index - 1], animated: animated)
            return .popped(screen)
        }
        guard let presenter = presenting else {
            throw .cannotPopRoot(navigation: id, root: screen.description)
        }
        try presenter.dismiss(animated: animated)
        return .dismissed(self)
    }
}

extension Screen {
    /// Removes this screen the way it arrived: ``Navigation/close(_:animated:)`` on its navigation.
    ///
    /// - Throws: ``NavigationError/screenNotInNavigation(screen:)`` when it is in no navigation,
    ///   or what ``Navigation/close(_:animated:)`` throws.
    @discardableResult
    public func close(animated: Bool) throws(NavigationError) -> Navigation.BackStep {
        guard let navigation else { throw .screenNotInNavigation(screen: description) }
        return try navigation.close(self, animated: animated)
    }
}
