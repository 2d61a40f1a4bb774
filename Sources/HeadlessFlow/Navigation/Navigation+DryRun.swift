// Dry runs: doing something, reading what it would announce, and undoing it.

extension Navigation {
    /// What a dry run read before undoing: the body's result, the events it would announce, and
    /// those events in words (screens named by title, `(animated)` where they animate).
    struct DryRunRecord<Output> {
        let output: Output
        let events: [NavigationEvent]
        let changes: [String]
        /// Every screen's title, those the run created and removed included.
        let titles: [ScreenID: String]
    }

    /// Runs `body` in a throwing transaction that captures every event it announces, then undoes
    /// it all (model, tree and everything queued), so no event, lifecycle callback or `onFinish`
    /// goes out. Screens are named by the titles they have on either side of the undo (the run's
    /// own screens are gone afterwards, and the screens it removed are back), and those the run
    /// showed only for a while by the titles they had then.
    ///
    /// - Parameter navigation: where the run starts; titles are read from its whole displayed tree.
    /// - Throws: what `body` throws, after undoing.
    static func dryRun<Output, Failure: Error>(
        from navigation: Navigation, _ body: () throws(Failure) -> Output
    ) throws(Failure) -> DryRunRecord<Output> {
        let window = navigation.displayedRoot ?? navigation
        var titles: [ScreenID: String] = [:]
        func readTitles() {
            for screen in window.screensInTree() { titles[screen.id] = screen.title }
        }
        var outcome: Result<Output, Failure>?
        var events: [NavigationEvent] = []
        do throws(UndoDryRun) {
            try transaction { () throws(UndoDryRun) in
                let capture = beginCapturingEvents(window: window)
                do throws(Failure) {
                    outcome = .success(try body())
                } catch {
                    outcome = .failure(error)
                }
                events = endCapturingEvents(capture)
                titles = transactions.capturedTitles
                readTitles()
                throw UndoDryRun()
            }
        } catch {
            // Thrown on purpose: everything the run did is undone.
        }
        let output: Output
        switch outcome! {
        case .success(let value): output = value
        case .failure(let failure): throw failure
        }
        readTitles()
        return DryRunRecord(
            output: output, events: events,
            changes: events.map { event in
                event.change.readableDescription { titles[$0] } + (event.animated ? " (animated)" : "")
            }, titles: titles)
    }
}

/// Thrown by a dry run to undo what it did.
private struct UndoDryRun: Error {}
