import HeadlessFlow

/// A window showing `container` with two items, each showing one screen.
@MainActor
private func showing(_ container: ContainerScreen) throws -> (window: Navigation, items: [Navigation]) {
    let window = Navigation()
    try window.push(container, animated: false)
    var items: [Navigation] = []
    for index in 0..<2 {
        let item = Navigation()
        try item.push(Screen(title: "item \(index)"), animated: false)
        try container.addItem(ItemLabel(title: "\(index)"), navigation: item)
        items.append(item)
    }
    return (window, items)
}

/// The container operations, each beside the same operation on a tab bar (target: within 1.5x):
/// `container.split-focus`, `container.page-turn`, `container.split-collapse-expand`,
/// `container.split-push-pop` and `container.split-add-remove`.
@MainActor
func runContainerBenchmarks() throws {
    // The windows stay alive to the end: each container is on screen, so every change delivers
    // its lifecycle callbacks.
    let tabBar = TabBar(title: "tabs")
    let (tabWindow, tabs) = try showing(tabBar)
    let split = SplitContainer(title: "split")
    let (splitWindow, columns) = try showing(split)
    let pages = PageContainer(options: PageOptions(loops: true), title: "pages")
    let (pageWindow, _) = try showing(pages)
    defer { blackHole([tabWindow, splitWindow, pageWindow]) }

    let selectTabs = { (index: Int) in try! tabBar.select(index & 1, animated: false) }
    bench(
        "container.split-focus", iterations: 100_000,
        scenario: { index in try! split.select(index & 1, animated: false) },
        baseline: "tabbar.select", selectTabs)
    bench(
        "container.page-turn", iterations: 100_000,
        scenario: { _ in try! pages.next(animated: false) },
        baseline: "tabbar.select", selectTabs)
    bench(
        "container.split-collapse-expand", iterations: 100_000,
        scenario: { index in try! split.setCollapsed(index & 1 == 0, animated: false) },
        baseline: "tabbar.select", selectTabs)

    try split.select(1)
    let screen = Screen(title: "pushed")
    let tabScreen = Screen(title: "pushed")
    bench(
        "container.split-push-pop", iterations: 100_000,
        scenario: { _ in
            try! columns[1].push(screen, animated: false)
            try! columns[1].pop(animated: false)
        },
        baseline: "tabbar.push-pop-in-tab",
        { _ in
            try! tabs[0].push(tabScreen, animated: false)
            try! tabs[0].pop(animated: false)
        })

    bench(
        "container.split-add-remove", iterations: 50_000,
        scenario: { _ in
            let column = Navigation()
            try! split.addItem(ItemLabel(title: "extra"), navigation: column)
            try! split.removeItem(at: 2)
        },
        baseline: "tabbar.add-remove",
        { _ in
            let tab = Navigation()
            try! tabBar.addItem(ItemLabel(title: "extra"), navigation: tab)
            try! tabBar.removeItem(at: 2)
        })
}
