// Reading a live tree into a `TreeRecord`, with the objects' own IDs.

extension RestorationRegistry {
    /// Records the tree below `root`: every navigation shown from its navigation, every screen in
    /// them and every coordinator under it. Nothing is cut here; what cannot be restored is marked
    /// (see ``TreeCut``).
    ///
    /// - Parameter known: screens recorded before, by ID: their state is not read again (a journal
    ///   records a screen's state when it enters the model).
    func capture(root: any Coordinator, known: [UInt64: ScreenNode] = [:]) -> TreeRecord {
        let window = root.context.navigation
        var record = TreeRecord(window: window.id.rawValue, navigations: [], screens: [], coordinators: [])
        var pending: [Navigation] = [window]
        var seen = Set<ObjectIdentifier>()
        while let navigation = pending.popLast() {
            guard seen.insert(ObjectIdentifier(navigation)).inserted else { continue }
            let stack = navigation.stack
            record.navigations.append(
                NavigationNode(
                    id: navigation.id.rawValue, screens: stack.map(\.id.rawValue),
                    presented: navigation.presentedStorage?.id.rawValue,
                    presentedStyle: navigation.presentedStorage.flatMap {
                        $0.presentationStyleStorage == .sheet ? nil : $0.presentationStyleStorage
                    },
                    alert: navigation.alertStorage.map { "\($0.alert)" }))
            for screen in stack {
                record.screens.append(node(of: screen, known: known[screen.id.rawValue]))
                if let container = screen as? ContainerScreen {
                    for item in container.items { pending.append(item.navigation) }
                }
            }
            if let presented = navigation.presentedStorage { pending.append(presented) }
        }
        record.sortByID()
        let link = root.context.pendingLink
        var coordinators: [any Coordinator] = [root]
        while let coordinator = coordinators.popLast() {
            record.coordinators.append(node(of: coordinator, link: link))
            let context = coordinator.context
            coordinators.append(contentsOf: context.items.reversed())
            if let child = context.child { coordinators.append(child) }
        }
        return record
    }

    /// One screen's node; `known` is its node from an earlier record, whose state is kept.
    /// `typeNames` keeps the names of unregistered types for a caller that reads many nodes.
    func node(
        of screen: Screen, known: ScreenNode?, typeNames: UnregisteredTypeNames? = nil
    ) -> ScreenNode {
        var node: ScreenNode
        if let known {
            node = known
            node.title = screen.title
        } else {
            // The type's name is read only for an unregistered type: `String(describing:)` of a
            // type costs thousands of instructions, as much as the rest of the node.
            let key = ObjectIdentifier(type(of: screen))
            let entry = screensByType[key]
            let name: String
            if let entry {
                name = entry.name
            } else if let typeNames {
                name = typeNames.name(of: type(of: screen), key: key)
            } else {
                name = String(describing: type(of: screen))
            }
            node = ScreenNode(id: screen.id.rawValue, type: name, title: screen.title)
            if let entry {
                do {
                    node.state = try entry.capture(screen)
                } catch {
                    node.unrestorable = "its state does not encode: \(error)"
                }
            } else {
                node.unrestorable = "its type is not registered for restoration"
            }
        }
        if let owner = screen.owner, owner.context.state != .finished {
            node.owner = owner.context.identifier
        } else {
            node.owner = nil
        }
        if let container = screen as? ContainerScreen {
            node.tabs = container.items.map { TabNode(item: $0.label, navigation: $0.navigation.id.rawValue) }
            node.selectedTab = container.selectedIndex
            node.container = container.kind == .tabs ? nil : container.kind
            node.hidden = container.hiddenIndices.isEmpty ? nil : container.hiddenIndices
            node.collapsed = container.isCollapsed ? true : nil
        }
        return node
    }

    /// One coordinator's node; `link` is its tree's pending link.
    func node(of coordinator: any Coordinator, link: PendingLink?) -> CoordinatorNode {
        let context = coordinator.context
        let presentation: CoordinatorNode.Presentation =
            switch context.presentation {
            case .root: .root
            case .pushed: .pushed
            case .presented: .presented
            case .tabItem: .tabItem
            }
        let key = ObjectIdentifier(type(of: coordinator))
        let entry = coordinatorsByType[key]
        var node = CoordinatorNode(
            id: context.identifier, type: entry?.name ?? String(describing: type(of: coordinator)),
            state: nil,
            navigation: context.navigation.id.rawValue,
            presentation: context.parent == nil ? .root : presentation,
            parent: context.parent?.context.identifier, start: context.startScreen?.id.rawValue,
            top: coordinator.topScreen?.id.rawValue)
        if let entry {
            do {
                node.state = try entry.capture(coordinator)
            } catch {
                node.unrestorable = "its state does not encode: \(error)"
            }
        } else {
            node.unrestorable = "its type is not registered for restoration"
        }
        if context.isHoldingLink, let link, link.holder === coordinator {
            let route = try? routeCodecs[key]?.encode(link.route)
            node.heldLink = HeldLinkNode(
                route: route ?? nil, routeDescription: String(describing: link.route), cause: link.cause)
        }
        return node
    }
}

/// The names of types no registry entry names, read once each (`String(describing:)` of a type
/// costs thousands of instructions).
@MainActor
final class UnregisteredTypeNames {
    private var names: [ObjectIdentifier: String] = [:]

    func name(of type: Any.Type, key: ObjectIdentifier) -> String {
        if let name = names[key] { return name }
        let name = String(describing: type)
        names[key] = name
        return name
    }
}
