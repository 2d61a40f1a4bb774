import HeadlessFlow

/// Where a link should land by its own route: the tree its plan predicts, compared with the tree
/// the app's link handler reaches.
@MainActor
struct ExplorerLinkCheck {
    let link: String
    /// The predicted tree as ``outline(of:titles:)`` writes it, or `nil` when the plan refused.
    let predicted: String?
    /// Why the plan refused, when it did.
    let planRefusal: String?
    /// The tree before the link, for a refusal to compare with.
    let before: String

    /// The prediction for `action` when it opens a link and the app plans links.
    static func predict(_ action: ExplorerAction, in app: ExplorableApp) -> ExplorerLinkCheck? {
        guard case .open(let link) = action.kind, let planLink = app.planLink else { return nil }
        let content = app.window.content
        let titles = titles(in: app)
        let before = outline(of: content) { titles[$0] }
        do {
            let plan = try planLink(link)
            var tree = RenderedTree(content)
            for event in plan.events { try tree.apply(event) }
            let predicted = outline(of: tree.content) { id in
                plan.screenTitles[id] ?? titles[id]
            }
            return ExplorerLinkCheck(link: link, predicted: predicted, planRefusal: nil, before: before)
        } catch {
            return ExplorerLinkCheck(link: link, predicted: nil, planRefusal: "\(error)", before: before)
        }
    }

    /// What is wrong with where the link landed in `app`, which refused it with `refusal` or not.
    func problem(in app: ExplorableApp, refusal: String?) -> String? {
        let titles = Self.titles(in: app)
        let reached = Self.outline(of: app.window.content) { titles[$0] }
        if let predicted {
            if let refusal {
                return "\(link) was refused (\(refusal)), though its route's plan opens it to \(predicted)"
            }
            guard reached != predicted else { return nil }
            return "\(link) lands on \(reached), but its route's plan lands on \(predicted)"
        }
        guard reached != before else { return nil }
        return "\(link) changed the tree to \(reached), but its route's plan refuses it: \(planRefusal ?? "")"
    }

    /// The title of every screen in `app`'s tree, by ID.
    private static func titles(in app: ExplorableApp) -> [ScreenID: String] {
        var titles: [ScreenID: String] = [:]
        for case let screen as Screen in ExplorerTree.objects(of: app) { titles[screen.id] = screen.title }
        return titles
    }

    /// A tree as text: each stack's screens by title, each container's items with the selected
    /// one marked `*`, each modal with its style, each alert.
    static func outline(
        of navigation: NavigationEvent.NavigationContent, title: (ScreenID) -> String?
    ) -> String {
        var parts: [String] = []
        for screen in navigation.screens {
            var text = (title(screen.id) ?? "?").debugDescription
            if let container = screen.container {
                let items = container.items.enumerated().map { index, item in
                    (container.selectedIndex == index ? "*" : "") + item.label.title.debugDescription
                        + outline(of: item.navigation, title: title)
                }
                text += "{" + items.joined(separator: ", ") + "}"
            }
            parts.append(text)
        }
        if let alert = navigation.alert { parts.append("alert \(alert.title.debugDescription)") }
        var text = "[" + parts.joined(separator: " › ") + "]"
        if let presented = navigation.presented {
            text += " presenting (\(presented.style)) " + outline(of: presented.navigation, title: title)
        }
        return text
    }
}
