/// What became of a shown ``AlertModel``, as its presenter receives it: exactly once, after the change
/// that removed the alert has been announced.
public enum AlertOutcome: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The user chose the action with `actionID`. `text` is what they typed into the alert's text
    /// field, `""` if nothing; `nil` when the alert has no text field.
    case chosen(actionID: String, text: String?)
    /// The alert left without an answer, for `reason`.
    case cancelled(AlertCancellation)

    /// The chosen action's ID, or `nil` when the alert was cancelled.
    public var actionID: String? {
        if case .chosen(let actionID, _) = self { return actionID }
        return nil
    }

    /// `chosen "ok"` or `cancelled (presenterLeft)`. The typed text is never shown, only its
    /// length, so logging an outcome cannot leak a password.
    public var description: String {
        switch self {
        case .chosen(let actionID, let text):
            "chosen \(actionID.debugDescription)"
                + (text.map { " with \($0.count) characters of text" } ?? "")
        case .cancelled(let reason):
            "cancelled (\(reason))"
        }
    }

    /// The same as ``description``: a debugger never shows the typed text either.
    public var debugDescription: String { description }

    /// The ``description`` alone, so `dump` and a debugger's variable view never show the typed
    /// text.
    public var customMirror: Mirror { Mirror(self, children: ["description": description]) }
}

/// Why an alert left without an answer from the user.
public enum AlertCancellation: String, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The app dismissed it (``Navigation/dismissAlert(animated:)``).
    case dismissedByApp
    /// What presented it left: the screen it was shown over was popped or replaced away, or its
    /// navigation left the displayed tree (dismissed, its tab removed, its tab bar popped).
    case presenterLeft

    public var description: String { rawValue }
}

/// How an alert left, as its ``NavigationEvent/Change/alertDismissed(title:reason:)`` event says.
public enum AlertDismissal: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The user chose the action with `actionID` (never the text they typed).
    case chosen(actionID: String)
    /// It left without an answer.
    case cancelled(AlertCancellation)

    /// `chose "ok"` or `cancelled (dismissedByApp)`.
    public var description: String {
        switch self {
        case .chosen(let actionID): "chose \(actionID.debugDescription)"
        case .cancelled(let reason): "cancelled (\(reason))"
        }
    }
}
