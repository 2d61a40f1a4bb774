// Alerts: the one alert a navigation may show over its top screen, and how it leaves.

extension Navigation {
    // MARK: - Alerts

    /// The alert this navigation shows over its top screen, if any.
    public var alert: AlertModel? { alertStorage?.alert }

    /// Whether ``presentAlert(_:animated:onOutcome:)`` would show `alert` now.
    public func canPresentAlert(_ alert: AlertModel) -> Bool {
        refusalToPresent(alert) == nil
    }

    /// Shows `alert` over this navigation's top screen, its presenter, and announces it with
    /// ``NavigationEvent/Change/alertPresented(_:)``.
    ///
    /// `onOutcome` is called exactly once, after the change that removes the alert has been
    /// announced: with the action the user chose (``userDidChoose(_:text:animated:)``), or with a
    /// cancellation when the app dismisses the alert (``dismissAlert(animated:)``) or its presenter
    /// leaves (the screen is popped or replaced away, or this navigation leaves the displayed
    /// tree). It is then released, with whatever it captured.
    ///
    /// The rules are UIKit's, where an alert is a presentation of its own kind: a navigation
    /// presents either a navigation or an alert; a window shows one alert at a time; nothing is
    /// pushed or presented under an alert.
    ///
    /// - Throws: ``NavigationError/invalidAlert(alert:problem:)`` for an alert that cannot be
    ///   shown (``AlertModel/problem``); ``NavigationError/alertShown(navigation:alert:)`` if this
    ///   navigation or another in its window shows an alert;
    ///   ``NavigationError/alreadyPresenting(navigation:presented:)`` if it presents a navigation;
    ///   ``NavigationError/emptyStack(navigation:)`` with no screen to show it over;
    ///   ``NavigationError/notDisplayed(navigation:)`` when it is not on screen. Nothing changes.
    public func presentAlert(
        _ alert: AlertModel, animated: Bool, onOutcome: @escaping @MainActor (AlertOutcome) -> Void
    ) throws(NavigationError) {
        try Navigation.vetoable { () throws(NavigationError) in
            if let refusal = refusalToPresent(alert) { throw refusal }
            guard let top = topScreen else { throw .emptyStack(navigation: id) }
            Navigation.transaction {
                setAlert(AlertPresentation(alert: alert, presenter: top.id, handler: onOutcome))
                emit(animated: animated) { .alertPresented(alert) }
            }
        }
    }

    /// Dismisses the alert this navigation shows; its presenter receives
    /// ``AlertOutcome/cancelled(_:)`` with ``AlertCancellation/dismissedByApp``.
    ///
    /// - Throws: ``NavigationError/noAlert(navigation:)``.
    public func dismissAlert(animated: Bool) throws(NavigationError) {
        try Navigation.vetoable { () throws(NavigationError) in
            guard alertStorage != nil else { throw .noAlert(navigation: id) }
            removeAlert(.cancelled(.dismissedByApp), animated: animated, announce: true)
        }
    }

    /// Reports that the user chose the action `actionID` of the alert this navigation shows,
    /// having typed `text` into its text field (`nil` counts as `""` when it has one; ignored when
    /// it has none). The alert leaves with a ``NavigationEvent/Change/alertDismissed(title:reason:)``
    /// caused by ``NavigationEvent/Cause/userInteraction``, then the presenter receives
    /// ``AlertOutcome/chosen(actionID:text:)``.
    ///
    /// - Throws: ``NavigationError/noAlert(navigation:)`` when no alert is shown,
    ///   ``NavigationError/noSuchAction(actionID:alert:available:)`` when it has no such action
    ///   (the renderer has drifted). Nothing changes.
    public func userDidChoose(_ actionID: String, text: String? = nil, animated: Bool = true)
        throws(NavigationError)
    {
        guard let shown = alertStorage else { throw .noAlert(navigation: id) }
        guard shown.alert.action(withID: actionID) != nil else {
            throw .noSuchAction(
                actionID: actionID, alert: shown.alert.description, available: shown.alert.actions.map(\.id))
        }
        let typed = shown.alert.textField == nil ? nil : (text ?? "")
        try Navigation.withCause(.userInteraction) { () throws(NavigationError) in
            try Navigation.vetoable { () throws(NavigationError) in
                removeAlert(
                    .chosen(actionID: actionID), outcome: .chosen(actionID: actionID, text: typed),
                    animated: animated, announce: true)
            }
        }
    }

    // MARK: - Internal plumbing

    /// Why `alert` cannot be shown here now, or `nil`.
    func refusalToPresent(_ alert: AlertModel) -> NavigationError? {
        if let problem = alert.problem { return .invalidAlert(alert: alert.description, problem: problem) }
        if let shown = alertStorage { return .alertShown(navigation: id, alert: shown.alert.description) }
        if let presenting = presentingNavigationInTree(), let presented = presenting.presented {
            // The alert would cover a presentation that a navigation it holds (a tab) shows.
            return .alreadyPresenting(navigation: presenting.id, presented: presented.id)
        }
        if stack.isEmpty { return .emptyStack(navigation: id) }
        guard let root = displayedRoot else { return .notDisplayed(navigation: id) }
        if let other = root.navigationShowingAlert() {
            return .alertShown(navigation: other.id, alert: other.alertStorage?.alert.description ?? "")
        }
        return nil
    }

    /// The refusal of an operation that would put something under this navigation's alert.
    func refusalUnderAlert() -> NavigationError? {
        guard let shown = alertStorage else { return nil }
        return .alertShown(navigation: id, alert: shown.alert.description)
    }

    /// The refusal of a presentation by this navigation under an alert that it, or a navigation
    /// holding it in a tab bar, shows: an alert covers everything its navigation holds.
    func refusalToPresentUnderAlert() -> NavigationError? {
        guard Navigation.transactions.shownAlerts > 0 else { return nil }
        var node: Navigation? = self
        while let current = node {
            if let refusal = current.refusalUnderAlert() { return refusal }
            node = current.parentNavigation
        }
        return nil
    }

    /// The first navigation in this one's tree that presents another.
    func presentingNavigationInTree() -> Navigation? {
        var found: Navigation?
        visitTree { node in
            if node.presentedStorage != nil { found = node }
            return found == nil
        }
        return found
    }

    /// The first navigation in this one's tree (this one, the tabs of its tab bars, what it
    /// presents) that shows an alert.
    func navigationShowingAlert() -> Navigation? {
        guard Navigation.transactions.shownAlerts > 0 else { return nil }
        var found: Navigation?
        visitTree { node in
            if node.alertStorage != nil { found = node }
            return found == nil
        }
        return found
    }

    /// Sets the shown alert, keeping the count of shown alerts and recording the old one for a
    /// throwing transaction.
    func setAlert(_ presentation: AlertPresentation?) {
        UndoRecord.record(.alert(self, alertStorage))
        restoreAlert(presentation)
    }

    /// Sets the shown alert without recording it: what undoing does.
    func restoreAlert(_ presentation: AlertPresentation?) {
        let state = Navigation.transactions
        if alertStorage != nil { state.shownAlerts -= 1 }
        if presentation != nil { state.shownAlerts += 1 }
        alertStorage = presentation
    }

    /// Removes the shown alert and queues its outcome for the presenter, for after the transition.
    ///
    /// - Parameter announce: `false` when the alert leaves with its navigation, whose departure a
    ///   renderer hears (and forgets the alert with it).
    func removeAlert(
        _ dismissal: AlertDismissal, outcome: AlertOutcome? = nil, animated: Bool, announce: Bool
    ) {
        guard let shown = alertStorage else { return }
        let delivered: AlertOutcome
        switch dismissal {
        case .chosen(let actionID): delivered = outcome ?? .chosen(actionID: actionID, text: nil)
        case .cancelled(let reason): delivered = .cancelled(reason)
        }
        Navigation.transaction {
            setAlert(nil)
            if announce {
                emit(animated: animated) { .alertDismissed(title: shown.alert.title, reason: dismissal) }
            }
            Navigation.afterTransitions { shown.deliver(delivered) }
        }
    }

    /// Cancels every alert shown in this navigation's tree, which is leaving the displayed tree:
    /// their presenters have left. Not announced: a renderer forgets them with the navigation.
    func cancelAlertsLeavingWithTree() {
        guard Navigation.transactions.shownAlerts > 0 else { return }
        var showing: [Navigation] = []
        visitTree { node in
            if node.alertStorage != nil { showing.append(node) }
            return true
        }
        for node in showing { node.removeAlert(.cancelled(.presenterLeft), animated: false, announce: false) }
    }

    /// Cancels the alerts whose presenters `removed` (screens leaving this navigation's stack)
    /// take away: this navigation's own, announced, when its presenter is among them, and any in
    /// the tabs of a tab bar among them.
    func cancelAlerts(leavingWith removed: [Screen], animated: Bool) {
        if let shown = alertStorage, removed.contains(where: { $0.id == shown.presenter }) {
            removeAlert(.cancelled(.presenterLeft), animated: animated, announce: true)
        }
        for case let container as ContainerScreen in removed {
            for item in container.items { item.navigation.cancelAlertsLeavingWithTree() }
        }
    }
}
