import HeadlessFlow

// Planning: the next UIKit call that brings what UIKit shows closer to what it should show, in an
// order UIKit accepts.

extension UIKitScene {
    /// The next call that brings UIKit, which shows `self`, closer to `target`; `nil` once what is
    /// on screen is `target`.
    ///
    /// One call at a time, each applied to `self` before the next is planned, because UIKit's rules
    /// depend on what earlier calls did, and because a call may start a transition after which
    /// nothing more may be sent. The order:
    /// 1. dismissals, outer first: every presentation `target` does not have (or has in another
    ///    style) goes, with everything above it, so no presenter presents when it must present
    ///    again and nothing is left presented from a controller that leaves;
    /// 2. in the window's controllers, the stacks, tabs and selections, inner first, so a tab bar
    ///    has its tabs and selection before a stack shows it, and a navigation its stack before a
    ///    tab shows it;
    /// 3. then each presentation `target` adds, once its presenter is in place and the presented
    ///    navigation is filled as in step 2; and the same again inside it (outer first).
    func nextCommand(toward target: UIKitScene) -> UIKitCommand? {
        var visited = Set<NavigationID>()
        if let dismissal = nextDismissal(in: root, toward: target, visited: &visited) { return dismissal }
        visited = []
        return nextStep(in: root, toward: target, visited: &visited)
    }

    private func nextDismissal(
        in navigation: NavigationID, toward target: UIKitScene, visited: inout Set<NavigationID>
    ) -> UIKitCommand? {
        for presenter in region(of: navigation) where visited.insert(presenter).inserted {
            guard let presented = presentations[presenter] else { continue }
            guard target.presentations[presenter] == presented else {
                return .dismiss(presented.navigation, from: presenter)
            }
            if let dismissal = nextDismissal(in: presented.navigation, toward: target, visited: &visited) {
                return dismissal
            }
        }
        return nil
    }

    /// Fills `navigation`'s controller and what it holds, then presents what it should present.
    private func nextStep(
        in navigation: NavigationID, toward target: UIKitScene, visited: inout Set<NavigationID>
    ) -> UIKitCommand? {
        if let step = nextFill(of: navigation, toward: target, visited: &visited) { return step }
        for presenter in target.region(of: navigation) {
            guard let presented = target.presentations[presenter] else { continue }
            if presentations[presenter] == presented {
                if let step = nextStep(in: presented.navigation, toward: target, visited: &visited) {
                    return step
                }
            } else {
                if let step = nextFill(of: presented.navigation, toward: target, visited: &visited) {
                    return step
                }
                return .present(presented.navigation, from: presenter, style: presented.style)
            }
        }
        return nil
    }

    /// The next stack, tabs or selection call inside `navigation`'s controller, inner first;
    /// presentations aside.
    private func nextFill(
        of navigation: NavigationID, toward target: UIKitScene, visited: inout Set<NavigationID>
    ) -> UIKitCommand? {
        guard visited.insert(navigation).inserted else { return nil }
        let screens = target.stack(of: navigation)
        for screen in screens {
            guard let container = target.containers[screen] else { continue }
            for item in container.tabs {
                if let step = nextFill(of: item.navigation, toward: target, visited: &visited) { return step }
            }
            if let step = nextContainerStep(of: screen, toward: container, in: target) { return step }
        }
        return stack(of: navigation) == screens ? nil : .setViewControllers(screens, of: navigation)
    }

    /// The next call that gives the container `screen` the items, selection and hidden items of
    /// `container`: a tab bar through `setTabs` and `selectTab`, every other kind through
    /// `setItems`, `selectItem` (a page turns in the direction the model turned it) and
    /// `setHiddenItems`, selection before hidden items (showing a column unhides it).
    private func nextContainerStep(
        of screen: ScreenID, toward container: ContainerState, in target: UIKitScene
    ) -> UIKitCommand? {
        let shown = containers[screen]
        if case .tabs = container.kind {
            // A new tab bar is set up even without tabs: the glue learns that the ID is a tab bar
            // before a stack lists it.
            guard let shown, shown.kind == .tabs, shown.tabs == container.tabs else {
                return .setTabs(container.tabs, of: screen)
            }
            if let selected = container.selectedIndex, shown.selectedIndex != selected {
                return .selectTab(selected, of: screen)
            }
            return nil
        }
        guard let shown, shown.kind == container.kind, shown.tabs == container.tabs else {
            return .setItems(container.tabs, of: screen, kind: container.kind)
        }
        if let selected = container.selectedIndex, shown.selectedIndex != selected {
            let direction: PageDirection?
            if case .pages = container.kind {
                direction =
                    target.pageDirections[screen]
                    ?? ((shown.selectedIndex ?? -1) < selected ? .forward : .reverse)
            } else {
                direction = nil
            }
            return .selectItem(selected, of: screen, direction: direction)
        }
        return shown.hidden == container.hidden ? nil : .setHiddenItems(container.hidden, of: screen)
    }
}
