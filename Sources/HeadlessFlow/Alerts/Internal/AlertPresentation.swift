/// A shown alert with what its presenter gave along: the screen it is shown over and the closure
/// that receives its outcome, which is called at most once (``deliver(_:)`` drops it).
@MainActor
final class AlertPresentation {
    let alert: AlertModel
    /// The screen that was on top of the navigation when the alert was presented: the alert leaves
    /// when it does.
    let presenter: ScreenID
    private var handler: (@MainActor (AlertOutcome) -> Void)?

    init(alert: AlertModel, presenter: ScreenID, handler: @escaping @MainActor (AlertOutcome) -> Void) {
        self.alert = alert
        self.presenter = presenter
        self.handler = handler
    }

    /// Hands `outcome` to the presenter's closure and lets it go, so the presenter it captured is
    /// freed; a second call does nothing.
    func deliver(_ outcome: AlertOutcome) {
        guard let handler else { return }
        self.handler = nil
        handler(outcome)
    }
}
