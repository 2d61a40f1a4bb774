import DemoKit
import HeadlessFlow

/// The numbered things a user can activate on a screen: buttons and toggles, in the order the
/// screen offers them (`Screen.offeredElements`, a scene's or those declared with
/// `ElementProviding`). List rows are not among them (they are opened with `open <n>`), so a button keeps its
/// number however long a list grows. The renderer and the command runner share it, so numbers
/// always agree.
@MainActor
enum ScreenAction {
    case button(ButtonElement)
    case toggle(ToggleElement)

    static func actions(on screen: Screen) -> [ScreenAction] {
        screen.offeredElements.compactMap { element in
            switch element {
            case let button as ButtonElement: .button(button)
            case let toggle as ToggleElement: .toggle(toggle)
            default: nil
            }
        }
    }

    /// The list whose rows `open` opens: the screen's first list.
    static func list(on screen: Screen) -> ListElement? {
        screen.offeredElements.lazy.compactMap { $0 as? ListElement }.first
    }

    /// The text fields and secure fields, in the order the screen offers them.
    static func fields(on screen: Screen) -> [SceneElement] {
        screen.offeredElements.filter { $0 is TextFieldElement || $0 is SecureTextFieldElement }
    }

    /// What the user types to activate it: its title.
    var title: String {
        switch self {
        case .button(let button): button.title
        case .toggle(let toggle): toggle.title
        }
    }

    /// Does what a tap does.
    func perform() throws(ElementError) {
        switch self {
        case .button(let button): try button.tap()
        case .toggle(let toggle): try toggle.toggle()
        }
    }

    /// `text` lowercased with its runs of blanks made single spaces, to compare typed names.
    nonisolated static func normalized(_ text: some StringProtocol) -> String {
        text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
