// Changes the user made on their own, which the renderer reports and the model follows.

extension Navigation {
    // MARK: - Changes the user made

    /// Reports that the user went back one screen on their own (a back button or back swipe the
    /// renderer has already shown). The model follows, and so does any coordinator whose start
    /// screen was popped. Events carry ``NavigationEvent/Cause/userInteraction``.
    ///
    /// - Throws: as ``pop(animated:)``.
    @discardableResult
    public func userDidGoBack(animated: Bool = true) throws(NavigationError) -> Screen {
        try Navigation.withCause(.userInteraction) { () throws(NavigationError) in
            try pop(animated: animated)
        }
    }

    /// Reports that the user went back to `screen` on their own (for example from the back
    /// button's history menu).
    ///
    /// - Throws: as ``pop(to:animated:)``.
    @discardableResult
    public func userDidPop(to screen: Screen, animated: Bool = true) throws(NavigationError) -> [Screen] {
        try Navigation.withCause(.userInteraction) { () throws(NavigationError) in
            try pop(to: screen, animated: animated)
        }
    }

    /// Reports that the user dismissed this presented navigation on their own (a swiped-down
    /// sheet). A coordinator presented in it has finished.
    ///
    /// - Throws: ``NavigationError/notPresented(navigation:)`` if this navigation is not presented;
    ///   ``NavigationError/notDismissable(navigation:)`` if its ``PresentationStyle`` does not let
    ///   the user dismiss it (a renderer that reports one has let the UI drift from the model).
    public func userDidDismiss(animated: Bool = true) throws(NavigationError) {
        guard let presenting else { throw .notPresented(navigation: id) }
        guard presentationStyleStorage.isDismissable else { throw .notDismissable(navigation: id) }
        try Navigation.withCause(.userInteraction) { () throws(NavigationError) in
            try presenting.dismiss(animated: animated)
        }
    }
}
