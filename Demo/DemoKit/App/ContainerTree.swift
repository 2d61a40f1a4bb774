import HeadlessFlow

/// The containers of a navigation tree, shown or not: a layout change (a size class on iOS, the
/// terminal's width) reaches them all.
@MainActor
package enum ContainerTree {
    /// Every container in the tree under `navigation` (its stack, the items of its containers, its
    /// modals), outermost first.
    package static func containers(under navigation: Navigation) -> [ContainerScreen] {
        var found: [ContainerScreen] = []
        var pending = [navigation]
        while let current = pending.popLast() {
            for case let container as ContainerScreen in current.screens {
                found.append(container)
                pending.append(contentsOf: container.navigations.reversed())
            }
            if let presented = current.presented { pending.append(presented) }
        }
        return found
    }

    /// Every split in the tree under `navigation`.
    package static func splits(under navigation: Navigation) -> [SplitContainer] {
        containers(under: navigation).compactMap { $0 as? SplitContainer }
    }
}
