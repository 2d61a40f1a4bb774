import HeadlessFlow

extension Navigation {
    /// Every screen of this navigation's tree in reading order: each stack bottom to top, a
    /// container's items after the container, a presented navigation after the stack that presents it.
    func screensInReadingOrder() -> [Screen] {
        var result: [Screen] = []
        var pending: [Navigation] = [self]
        while let navigation = pending.popLast() {
            var next: [Navigation] = []
            for screen in navigation.screens {
                result.append(screen)
                if let container = screen as? ContainerScreen { next += container.navigations }
            }
            if let presented = navigation.presented { next.append(presented) }
            pending += next.reversed()
        }
        return result
    }
}

/// A title and type a person can read for `screen`: `"Home"`, or the type name when untitled.
@MainActor
func readableName(of screen: Screen) -> String {
    screen.title.isEmpty ? "<\(type(of: screen))>" : screen.title
}
