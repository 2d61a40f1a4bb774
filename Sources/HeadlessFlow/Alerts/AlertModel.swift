/// An alert or a confirmation dialog (an action sheet), as data: what a renderer draws with a
/// `UIAlertController`, SwiftUI's `alert` or `confirmationDialog`, or a terminal prompt.
///
/// A navigation shows at most one alert, over its top screen, with
/// ``Navigation/presentAlert(_:animated:onOutcome:)``. The user's answer comes back through the
/// renderer (``Navigation/userDidChoose(_:text:animated:)``) and reaches the presenter's closure
/// exactly once, as an ``AlertOutcome``.
///
/// ```swift
/// let alert = AlertModel(
///     title: "Delete item?", message: "This cannot be undone.", style: .confirmationDialog,
///     actions: [.destructive("delete", "Delete"), .cancel("cancel", "Cancel")])
/// ```
///
/// The value holds no closure and no text the user typed, so it is safe to log, journal, save and
/// send across threads: the actions are named by their ``Action/id``, and what the user typed
/// into the ``textField`` goes to the presenter's closure only.
public struct AlertModel: Sendable, Hashable, Codable, CustomStringConvertible {
    /// How the alert is drawn.
    public enum Style: String, Sendable, Hashable, Codable {
        /// A centred alert (`UIAlertController.Style.alert`).
        case alert
        /// A confirmation dialog sliding up from the bottom (`UIAlertController.Style.actionSheet`).
        case confirmationDialog
    }

    /// What an action does, which decides how it is drawn and where.
    public enum Role: String, Sendable, Hashable, Codable {
        /// A plain action.
        case `default`
        /// The action that changes nothing; an alert has at most one.
        case cancel
        /// An action that destroys something, drawn in red.
        case destructive
    }

    /// One button of the alert.
    public struct Action: Sendable, Hashable, Codable, Identifiable, CustomStringConvertible {
        /// The name the presenter receives when the user chooses this action; unique in its alert.
        public let id: String
        /// The button's title.
        public let title: String
        /// The button's role.
        public let role: Role

        /// Creates an action.
        public init(id: String, title: String, role: Role = .default) {
            self.id = id
            self.title = title
            self.role = role
        }

        /// A plain action.
        public static func `default`(_ id: String, _ title: String) -> Action {
            Action(id: id, title: title, role: .default)
        }

        /// The action that changes nothing.
        public static func cancel(_ id: String, _ title: String) -> Action {
            Action(id: id, title: title, role: .cancel)
        }

        /// An action that destroys something.
        public static func destructive(_ id: String, _ title: String) -> Action {
            Action(id: id, title: title, role: .destructive)
        }

        /// The title, quoted, followed by the role unless it is `default`: `"Delete" (destructive)`.
        public var description: String {
            title.debugDescription + (role == .default ? "" : " (\(role.rawValue))")
        }
    }

    /// The text field an alert may ask the user to fill in.
    public struct TextField: Sendable, Hashable, Codable {
        /// The grey text shown while the field is empty.
        public let placeholder: String
        /// Whether the field hides what is typed (a password). Nothing the user types is ever part
        /// of the model, secure or not; a renderer must not echo a secure field's text either.
        public let isSecure: Bool

        /// Creates a text field.
        public init(placeholder: String = "", isSecure: Bool = false) {
            self.placeholder = placeholder
            self.isSecure = isSecure
        }
    }

    /// The title.
    public let title: String
    /// The message under the title, if any.
    public let message: String?
    /// How the alert is drawn.
    public let style: Style
    /// The buttons, in the order the app gave them.
    public let actions: [Action]
    /// The text field, if the alert asks for text; only an ``Style/alert`` may have one.
    public let textField: TextField?

    /// Creates an alert. ``Navigation/presentAlert(_:animated:onOutcome:)`` checks it
    /// (``problem``) before showing it.
    public init(
        title: String, message: String? = nil, style: Style = .alert, actions: [Action],
        textField: TextField? = nil
    ) {
        self.title = title
        self.message = message
        self.style = style
        self.actions = actions
        self.textField = textField
    }

    /// The action with `id`, if the alert has one.
    public func action(withID id: String) -> Action? {
        actions.first { $0.id == id }
    }

    /// Why the alert cannot be shown, or `nil` if it can: it has no action (the user could not
    /// leave it), two actions with the same ID (the presenter could not tell them apart), more
    /// than one cancel action (UIKit raises an exception), or a text field in a confirmation
    /// dialog (UIKit raises an exception).
    public var problem: String? {
        if actions.isEmpty { return "it has no action, so the user could not leave it" }
        var seen = Set<String>()
        for action in actions where !seen.insert(action.id).inserted {
            return "two actions have the ID \(action.id.debugDescription)"
        }
        if actions.filter({ $0.role == .cancel }).count > 1 { return "it has more than one cancel action" }
        if textField != nil && style == .confirmationDialog {
            return "a confirmation dialog cannot have a text field"
        }
        return nil
    }

    /// The title, quoted: `alert "Nice!"` or `confirmation dialog "Delete item?"`.
    public var description: String {
        (style == .alert ? "alert " : "confirmation dialog ") + title.debugDescription
    }
}
