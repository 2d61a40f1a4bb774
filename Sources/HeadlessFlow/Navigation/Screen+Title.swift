extension Screen {
    /// Calls `handler` on the main actor with every new ``title``, for as long as the returned token
    /// lives: how a renderer keeps a navigation bar current when a title changes on a screen that
    /// is already shown (``bindTitle(to:)`` following a view-model, or an assignment).
    ///
    /// ```swift
    /// let token = screen.observeTitle { title in controller.title = title }
    /// ```
    ///
    /// Setting the same title again calls nothing. The screen holds the handler and the caller
    /// holds the token, so an observer never keeps the screen alive.
    ///
    /// - Parameter handler: Runs on the main actor with the new title, after it is stored.
    /// - Returns: The token that keeps the observation alive; the observation ends when it is
    ///   cancelled or deallocated.
    public func observeTitle(_ handler: @escaping @MainActor (String) -> Void) -> ObservationToken {
        let list: ObserverList<String>
        if let existing = titleObservers {
            list = existing
        } else {
            list = ObserverList()
            titleObservers = list
        }
        return list.add(unsafeBitCast(handler, to: ((String) -> Void).self))
    }
}
