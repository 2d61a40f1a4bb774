/// The explored states and transitions of an ``ExplorationReport`` as a graph, drawn as the user
/// sees the app: each node a screen as shown (its visible screens, window to front), each
/// tree-changing transition an edge named by what the user did (without the texts typed;
/// transitions between the same two nodes that differ only in what they typed are one edge).
///
/// ```swift
/// print(report.map.mermaid)
/// ```
///
/// States that differ only in what a container does not show (the stack of a tab not selected,
/// a page not current) are one node: `Menu › Profile` is one node whatever the Items tab holds
/// beneath it. ``ExplorationReport/fullMap`` keeps every state apart.
public struct ExplorationMap: Sendable, Equatable {
    /// A node: the states it stands for, and its name.
    public struct Node: Hashable, Sendable {
        /// The index in the report of the first state it stands for.
        public let id: Int
        /// The state's name (`Login › Onboarding`); a second node with the same visible screens
        /// and different ones beneath them gets `(2)`.
        public let name: String
        /// The indices in the report of the states it stands for, in the order found: one, or
        /// those that differ only in what containers do not show.
        public let states: [Int]
    }

    /// An edge: what the user did to go from one node to another.
    public struct Edge: Hashable, Sendable {
        /// The ``Node/id`` of the node the action starts from.
        public let from: Int
        /// The ``Node/id`` of the node it leads to.
        public let to: Int
        /// The action, without the texts it types.
        public let label: String
    }

    /// The nodes, in the order found.
    public let nodes: [Node]
    /// The transitions between different nodes, in the order explored, without repeats.
    public let edges: [Edge]

    /// The map of `report`, with states that differ only in what containers do not show folded
    /// into one node (the default), or every state a node of its own.
    ///
    /// - Parameters:
    ///   - report: What the explorer found.
    ///   - foldsHiddenItems: Whether states that differ only in a tab not selected or a page not
    ///     current are one node.
    public init(report: ExplorationReport, foldsHiddenItems: Bool = true) {
        let states = report.states
        // The node of each state: the first state with the same visible key, or itself.
        var first: [String: Int] = [:]
        var node = Array(states.indices)
        var members: [Int: [Int]] = [:]
        for (index, state) in states.enumerated() {
            let group = foldsHiddenItems ? (first[state.visibleKey] ?? index) : index
            if first[state.visibleKey] == nil { first[state.visibleKey] = index }
            node[index] = group
            members[group, default: []].append(index)
        }
        let names = report.states.map(\.name)
        let baseNames = Self.baseNames(names)
        var used: [String: Int] = [:]
        nodes = states.indices.filter { node[$0] == $0 }.map { index in
            let base = foldsHiddenItems ? baseNames[index] : names[index]
            let count = (used[base] ?? 0) + 1
            used[base] = count
            return Node(
                id: index, name: count == 1 ? base : "\(base) (\(count))", states: members[index] ?? [index])
        }
        var seen: Set<Edge> = []
        edges = report.transitions.compactMap { transition in
            let from = node[transition.from]
            let to = node[transition.to]
            guard from != to else { return nil }
            let edge = Edge(from: from, to: to, label: transition.action.shortDescription)
            return seen.insert(edge).inserted ? edge : nil
        }
    }

    /// The names without the ` (2)` the report adds to tell states with the same visible screens
    /// apart: a name `base (n)` where `base` is another state's name.
    private static func baseNames(_ names: [String]) -> [String] {
        let all = Set(names)
        return names.map { name in
            guard name.hasSuffix(")"), let open = name.lastIndex(of: "("),
                name[name.index(after: open)..<name.index(before: name.endIndex)].allSatisfy(\.isNumber),
                open > name.startIndex, name[name.index(before: open)] == " "
            else { return name }
            let base = String(name[..<name.index(before: open)])
            return all.contains(base) ? base : name
        }
    }

    /// The map as a Mermaid flowchart, top down: `s0["Login"]`, `s0 -->|"tap #quot;Log In#quot;"| s1`,
    /// each node `s` and its ``Node/id``.
    public var mermaid: String {
        var lines = ["flowchart TD"]
        for node in nodes { lines.append("    s\(node.id)[\"\(Self.mermaidText(node.name))\"]") }
        for edge in edges {
            lines.append("    s\(edge.from) -->|\"\(Self.mermaidText(edge.label))\"| s\(edge.to)")
        }
        return lines.joined(separator: "\n")
    }

    /// The map as a Graphviz DOT digraph: `s0 [label="Login"];`, `s0 -> s1 [label="tap \"Log In\""];`.
    public var dot: String {
        var lines = ["digraph navigation {"]
        for node in nodes { lines.append("    s\(node.id) [label=\(Self.dotText(node.name))];") }
        for edge in edges {
            lines.append("    s\(edge.from) -> s\(edge.to) [label=\(Self.dotText(edge.label))];")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// Text for a Mermaid label: quotes and the characters Mermaid reads as markup as entities.
    private static func mermaidText(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\"": result += "#quot;"
            case "#": result += "#35;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            case "|": result += "#124;"
            default: result.append(character)
            }
        }
        return result
    }

    /// Text as a DOT string literal.
    private static func dotText(_ text: String) -> String {
        var result = "\""
        for character in text {
            if character == "\"" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result + "\""
    }
}

extension ExplorationReport {
    /// The explored graph with every state a node of its own, states that differ only in a tab
    /// not selected or a page not current included (``map`` folds those into one node).
    public var fullMap: ExplorationMap { ExplorationMap(report: self, foldsHiddenItems: false) }
}
