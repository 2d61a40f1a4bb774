import HeadlessFlow

/// The numbered things a user can activate on a screen: buttons, list rows and toggles, in the
/// scene's order. The renderer and the command runner share it, so numbers always agree.
@MainActor
enum ScreenAction {
    case button(ButtonElement)
    case row(ListElement, Int)
    case toggle(ToggleElement)

    static func actions(on screen: Screen) -> [ScreenAction] {
        guard let scene = screen as? SceneScreen else { return [] }
        var actions: [ScreenAction] = []
        for element in scene.elements {
            switch element {
            case let button as ButtonElement:
                actions.append(.button(button))
            case let list as ListElement:
                actions.append(contentsOf: list.items.indices.map { .row(list, $0) })
            case let toggle as ToggleElement:
                actions.append(.toggle(toggle))
            default:
                break
            }
        }
        return actions
    }

    /// Does what a tap does.
    func perform() throws(ElementError) {
        switch self {
        case .button(let button): try button.tap()
        case .row(let list, let row): try list.select(row: row)
        case .toggle(let toggle): try toggle.toggle()
        }
    }
}
