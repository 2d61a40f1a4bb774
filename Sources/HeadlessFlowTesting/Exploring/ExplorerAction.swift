import HeadlessFlow

/// One thing a user can do where they are looking, as a ``NavigationExplorer`` enumerates it: tap
/// a button (having filled the screen's fields), flip a toggle, pick a list row, swipe back, swipe
/// a sheet down, select a tab, answer an alert, or open a link.
///
/// An action names what the user sees, never an object, so the same action can be replayed on a
/// fresh app: its ``description`` is stable and readable (`tap "Login" on Login`, `swipe back`,
/// `select tab "Items"`, `open app://items/42`), and ``swiftCode`` is the line of a test that does
/// it with ``SimulatedUser``.
public struct ExplorerAction: Hashable, Sendable, CustomStringConvertible {
    /// A field and the text typed into it before a button is tapped.
    public struct FieldValue: Hashable, Sendable {
        /// The field's element ID.
        public var id: String
        /// The text typed into it, replacing what it held.
        public var text: String

        /// The text `text` for the field `id`.
        public init(id: String, text: String) {
            self.id = id
            self.text = text
        }
    }

    /// What the action does.
    public enum Kind: Hashable, Sendable {
        /// Fills `fields` (in order), then taps the enabled button titled `button` on the visible
        /// scene screen titled `screen`.
        case tap(button: String, screen: String, fields: [FieldValue])
        /// Flips the enabled toggle `id` of the visible scene screen titled `screen`.
        case toggle(id: String, screen: String)
        /// Picks the row showing `row` in the list `list` of the visible scene screen `screen`.
        case pick(row: String, list: String, screen: String)
        /// Swipes back on the frontmost navigation, which shows more than one screen.
        case swipeBack
        /// Swipes down the frontmost sheet, which is dismissable.
        case swipeDownSheet
        /// Selects the tab titled `title` of the frontmost tab bar.
        case selectTab(String)
        /// Taps into the column titled `title` of the frontmost split.
        case focusColumn(String)
        /// Swipes the frontmost pages forward or back.
        case swipePage(PageDirection)
        /// Answers the visible alert titled `alert` with its action titled `action`.
        case choose(action: String, alert: String)
        /// Follows `link` through the app's ``ExplorableApp/openLink``.
        case open(String)
    }

    /// What the action does.
    public let kind: Kind

    /// An action doing `kind`.
    public init(_ kind: Kind) {
        self.kind = kind
    }

    /// The action's stable, readable name: `tap "Login" on Login with email "a@b.c"`,
    /// `toggle "remember" on Login`, `pick "Pen" in "items" on Items`, `swipe back`,
    /// `swipe down sheet`, `select tab "Items"`, `focus column "Detail"`, `swipe page forward`,
    /// `choose "OK" on alert "Saved"`, `open app://items/42`.
    public var description: String {
        switch kind {
        case .tap(let button, let screen, let fields):
            let filled =
                fields.isEmpty
                ? "" : " with " + fields.map { "\($0.id) \(Self.quoted($0.text))" }.joined(separator: ", ")
            return "tap \(Self.quoted(button)) on \(Self.shown(screen))\(filled)"
        case .toggle(let id, let screen): return "toggle \(Self.quoted(id)) on \(Self.shown(screen))"
        case .pick(let row, let list, let screen):
            return "pick \(Self.quoted(row)) in \(Self.quoted(list)) on \(Self.shown(screen))"
        case .swipeBack: return "swipe back"
        case .swipeDownSheet: return "swipe down sheet"
        case .selectTab(let title): return "select tab \(Self.quoted(title))"
        case .focusColumn(let title): return "focus column \(Self.quoted(title))"
        case .swipePage(let direction): return "swipe page \(direction.rawValue)"
        case .choose(let action, let alert):
            return "choose \(Self.quoted(action)) on alert \(Self.quoted(alert))"
        case .open(let link): return "open \(Self.shown(link))"
        }
    }

    /// The action without the values it types, for a map's edges: `tap "Login" on Login`.
    public var shortDescription: String {
        guard case .tap(let button, let screen, let fields) = kind, !fields.isEmpty else {
            return description
        }
        return ExplorerAction(.tap(button: button, screen: screen, fields: [])).description
    }

    /// The lines of a test that do this action, with `user` a ``SimulatedUser`` on the app's window
    /// and `app` the ``ExplorableApp`` (for links).
    public var swiftCode: [String] {
        switch kind {
        case .tap(let button, _, let fields):
            return fields.map { "try user.fill(\(Self.literal($0.id)), with: \(Self.literal($0.text)))" }
                + ["try user.tap(\(Self.literal(button)))"]
        case .toggle(let id, _): return ["try user.toggle(\(Self.literal(id)))"]
        case .pick(let row, let list, _):
            return ["try user.pick(\(Self.literal(row)), in: \(Self.literal(list)))"]
        case .swipeBack: return ["try user.swipeBack()"]
        case .swipeDownSheet: return ["try user.swipeDownSheet()"]
        case .selectTab(let title): return ["try user.selectTab(\(Self.literal(title)))"]
        case .focusColumn(let title): return ["try user.focusColumn(\(Self.literal(title)))"]
        case .swipePage(let direction): return ["try user.swipePage(.\(direction.rawValue))"]
        case .choose(let action, _): return ["try user.choose(\(Self.literal(action)))"]
        case .open(let link): return ["try app.open(\(Self.literal(link)))"]
        }
    }

    /// Text quoted as a Swift string literal with every control character escaped, so a name
    /// never carries one to a terminal, and long text is cut to 40 characters with its length.
    static func quoted(_ text: String) -> String {
        let limit = 40
        guard text.count > limit else { return literal(text) }
        return literal(String(text.prefix(limit))) + "... (\(text.count) characters)"
    }

    /// Text shown unquoted (a screen title, a link), with control characters escaped.
    static func shown(_ text: String) -> String {
        let quoted = quoted(text)
        return !text.isEmpty && quoted == "\"\(text)\"" ? text : quoted
    }

    /// `text` as a Swift string literal: quotes, backslashes and every control or invisible
    /// character escaped.
    static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                let category = scalar.properties.generalCategory
                if category == .control || category == .format || category == .lineSeparator
                    || category == .paragraphSeparator || category == .unassigned || category == .privateUse
                    || category == .surrogate
                {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
