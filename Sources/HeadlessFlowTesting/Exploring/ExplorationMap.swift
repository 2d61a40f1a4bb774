/// The explored states and transitions of an ``ExplorationReport`` as a graph: each state a node
/// named by its visible screens, each tree-changing transition an edge named by what the user
/// did (without the texts typed; transitions between the same two states that differ only in
/// what they typed are one edge).
///
/// ```swift
/// print(report.map.mermaid)
/// ```
public struct ExplorationMap: Sendable, Equatable {
    /// A node: a state's index and name.
    public struct Node: Hashable, Sendable {
        /// The state's index in the report.
        public let id: Int
        /// The state's name (`Login › Onboarding`).
        public let name: String
    }

    /// An edge: what the user did to go from one state to another.
    public struct Edge: Hashable, Sendable {
        /// The state the action starts from.
        public let from: Int
        /// The state it leads to.
        public let to: Int
        /// The action, without the texts it types.
        public let label: String
    }

    /// The states, in the order found.
    public let nodes: [Node]
    /// The tree-changing transitions, in the order explored, without repeats.
    public let edges: [Edge]

    /// The map of `report`.
    public init(report: ExplorationReport) {
        nodes = report.states.enumerated().map { Node(id: $0.offset, name: $0.element.name) }
        var seen: Set<Edge> = []
        edges = report.transitions.compactMap { transition in
            guard transition.from != transition.to else { return nil }
            let edge = Edge(
                from: transition.from, to: transition.to, label: transition.action.shortDescription)
            return seen.insert(edge).inserted ? edge : nil
        }
    }

    /// The map as a Mermaid flowchart, top down: `s0["Login"]`, `s0 -->|"tap #quot;Log In#quot;"| s1`.
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
