import HeadlessFlow

/// The states and transitions found so far, and the checks over them.
struct ExplorationGraph {
    struct StateRecord {
        let key: String
        let name: String
        /// The key of what the user sees (`ExplorerTree.key(of:foldingHiddenItems:)`).
        let visibleKey: String
        let path: [ExplorerAction]
        var isExpanded = false
        /// The tree's snapshot, when the explorer reaches states by restoring them.
        var snapshot: NavigationSnapshot?
        /// Whether a random walk found it, not the breadth-first search.
        var isFromWalk = false
    }

    private(set) var states: [StateRecord] = []
    private(set) var transitions: [ExplorationReport.Transition] = []
    private var indices: [String: Int] = [:]
    private var names: Set<String> = []
    private var seen: Set<ExplorationReport.Transition> = []
    /// The indices in ``transitions`` of those random walks found.
    private var walkTransitions: Set<Int> = []

    /// The index of the state `key`, added with `name` (made unique) and `path` if it is new.
    @discardableResult
    mutating func add(
        key: String, name: @autoclosure () -> String, visibleKey: @autoclosure () -> String,
        path: [ExplorerAction], byWalk: Bool = false
    ) -> Int {
        if let index = indices[key] { return index }
        let name = name()
        var unique = name
        var count = 1
        while names.contains(unique) {
            count += 1
            unique = "\(name) (\(count))"
        }
        names.insert(unique)
        indices[key] = states.count
        states.append(
            StateRecord(key: key, name: unique, visibleKey: visibleKey(), path: path, isFromWalk: byWalk))
        return states.count - 1
    }

    mutating func addTransition(
        from: Int, to: Int, action: ExplorerAction, refusal: String?, byWalk: Bool = false
    ) {
        let transition = ExplorationReport.Transition(from: from, to: to, action: action, refusal: refusal)
        guard seen.insert(transition).inserted else { return }
        if byWalk { walkTransitions.insert(transitions.count) }
        transitions.append(transition)
    }

    subscript(state index: Int) -> StateRecord {
        get { states[index] }
        set { states[index] = newValue }
    }

    mutating func setSnapshot(_ snapshot: NavigationSnapshot?, of index: Int) {
        states[index].snapshot = snapshot
    }

    /// Marks the state at `index` as explored through every action it has.
    mutating func markExpanded(_ index: Int) {
        states[index].isExpanded = true
    }

    func report(steps: Int, failures: [ExplorationFailure]) -> ExplorationReport {
        ExplorationReport(
            states: states.map {
                ExplorationReport.State(
                    key: $0.key, name: $0.name, visibleKey: $0.visibleKey, path: $0.path,
                    isExpanded: $0.isExpanded)
            },
            transitions: transitions, stepCount: steps, failures: failures)
    }

    // MARK: - Traps

    /// A group of states the user cannot leave.
    struct Trap {
        let states: [Int]
    }

    /// The traps among the fully explored states: each state none of whose actions changes the
    /// tree, then each closed group of two or more states (a strongly connected component that no
    /// transition leaves) other than the largest one, the app's main loop. Groups with a state
    /// not fully explored are not judged.
    func traps() -> [Trap] {
        var successors = Array(repeating: [Int](), count: states.count)
        for transition in transitions where transition.from != transition.to {
            successors[transition.from].append(transition.to)
        }
        var traps: [Trap] = []
        for (index, state) in states.enumerated() where state.isExpanded && successors[index].isEmpty {
            traps.append(Trap(states: [index]))
        }
        let components = Self.stronglyConnectedComponents(successors)
        let closed = components.filter { component in
            let members = Set(component)
            return component.count > 1 && component.allSatisfy { states[$0].isExpanded }
                && component.allSatisfy { successors[$0].allSatisfy(members.contains) }
        }
        guard
            let main = closed.max(by: { ($0.count, -($0.min() ?? 0)) < ($1.count, -($1.min() ?? 0)) })
        else { return traps }
        for component in closed where component != main { traps.append(Trap(states: component.sorted())) }
        return traps
    }

    /// The states the breadth-first search reached only through links: not reachable from the
    /// first state by the transitions it took that open no link. (Random walks take too few
    /// transitions to say what the buttons cannot reach.)
    func linkOnlyStates() -> [Int] {
        guard !states.isEmpty else { return [] }
        var successors = Array(repeating: [Int](), count: states.count)
        for (index, transition) in transitions.enumerated() where !walkTransitions.contains(index) {
            if case .open = transition.action.kind { continue }
            successors[transition.from].append(transition.to)
        }
        var reached: Set<Int> = [0]
        var pending = [0]
        while let next = pending.popLast() {
            for successor in successors[next] where reached.insert(successor).inserted {
                pending.append(successor)
            }
        }
        return states.indices.filter { !reached.contains($0) && !states[$0].isFromWalk }
    }

    /// Tarjan's algorithm, iterative; components in the order they complete.
    private static func stronglyConnectedComponents(_ successors: [[Int]]) -> [[Int]] {
        var index = 0
        var indices = Array(repeating: -1, count: successors.count)
        var lowLinks = Array(repeating: 0, count: successors.count)
        var onStack = Array(repeating: false, count: successors.count)
        var stack: [Int] = []
        var components: [[Int]] = []
        for root in successors.indices where indices[root] < 0 {
            var work: [(node: Int, next: Int)] = [(root, 0)]
            indices[root] = index
            lowLinks[root] = index
            index += 1
            stack.append(root)
            onStack[root] = true
            while let (node, next) = work.last {
                if next < successors[node].count {
                    work[work.count - 1].next += 1
                    let successor = successors[node][next]
                    if indices[successor] < 0 {
                        indices[successor] = index
                        lowLinks[successor] = index
                        index += 1
                        stack.append(successor)
                        onStack[successor] = true
                        work.append((successor, 0))
                    } else if onStack[successor] {
                        lowLinks[node] = min(lowLinks[node], indices[successor])
                    }
                } else {
                    work.removeLast()
                    if let parent = work.last {
                        lowLinks[parent.node] = min(lowLinks[parent.node], lowLinks[node])
                    }
                    if lowLinks[node] == indices[node] {
                        var component: [Int] = []
                        while let member = stack.popLast() {
                            onStack[member] = false
                            component.append(member)
                            if member == node { break }
                        }
                        components.append(component)
                    }
                }
            }
        }
        return components
    }
}
