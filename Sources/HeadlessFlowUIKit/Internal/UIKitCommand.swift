import HeadlessFlow

/// One call on a ``UIKitSurface``, as a value, so that planning what to send is a pure function
/// (``UIKitScene/nextCommand(toward:)``) tested without an adapter.
enum UIKitCommand: Equatable, Sendable {
    /// ``UIKitSurface/setViewControllers(_:of:animated:)``.
    case setViewControllers([ScreenID], of: NavigationID)
    /// ``UIKitSurface/present(_:from:style:animated:)``.
    case present(NavigationID, from: NavigationID, style: PresentationStyle)
    /// ``UIKitSurface/dismiss(_:from:animated:)``.
    case dismiss(NavigationID, from: NavigationID)
    /// ``UIKitSurface/setTabs(_:of:animated:)``.
    case setTabs([UIKitTab], of: ScreenID)
    /// ``UIKitSurface/selectTab(_:of:)``.
    case selectTab(Int, of: ScreenID)
    /// ``UIKitSurface/setItems(_:of:kind:animated:)``.
    case setItems([UIKitTab], of: ScreenID, kind: ContainerKind)
    /// ``UIKitSurface/selectItem(_:of:direction:animated:)``.
    case selectItem(Int, of: ScreenID, direction: PageDirection?)
    /// ``UIKitSurface/setHiddenItems(_:of:animated:)``.
    case setHiddenItems([Int], of: ScreenID)

    /// Sends this call to `surface`.
    @MainActor
    func send(to surface: any UIKitSurface, animated: Bool) {
        switch self {
        case .setViewControllers(let screens, let navigation):
            surface.setViewControllers(screens, of: navigation, animated: animated)
        case .present(let navigation, let presenter, let style):
            surface.present(navigation, from: presenter, style: style, animated: animated)
        case .dismiss(let navigation, let presenter):
            surface.dismiss(navigation, from: presenter, animated: animated)
        case .setTabs(let tabs, let tabBar):
            surface.setTabs(tabs, of: tabBar, animated: animated)
        case .selectTab(let index, let tabBar):
            surface.selectTab(index, of: tabBar)
        case .setItems(let items, let container, let kind):
            surface.setItems(items, of: container, kind: kind, animated: animated)
        case .selectItem(let index, let container, let direction):
            surface.selectItem(index, of: container, direction: direction, animated: animated)
        case .setHiddenItems(let hidden, let container):
            surface.setHiddenItems(hidden, of: container, animated: animated)
        }
    }
}
