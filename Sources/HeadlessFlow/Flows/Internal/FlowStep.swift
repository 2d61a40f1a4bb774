/// One step of a ``Flow``: what it does, with the hooks that run around it.
@MainActor
struct FlowStep {
    enum Action {
        case push(title: String, build: @MainActor () throws -> Screen)
        case present(title: String, style: PresentationStyle, build: @MainActor () throws -> Screen)
        case dismiss
        case pop
        case popToRoot
        case replaceStart(title: String, build: @MainActor () throws -> Screen)
        case selectTab(Int)
        case setTabItems([TabBarItem])
        /// A recursive step: the flow it returns runs next, right where it stands.
        case then(label: String, next: @MainActor (FlowContext) throws -> Flow?)
    }

    struct Prepare {
        let label: String?
        let body: @MainActor () throws -> Void
    }

    struct Completion {
        let label: String?
        let body: @MainActor () -> Void
    }

    var action: Action
    /// Run just before `action`, in order.
    var prepares: [Prepare] = []
    /// Run once the whole run has settled, in order.
    var completions: [Completion] = []

    init(_ action: Action) {
        self.action = action
    }

    /// The step in words, without building anything: what ``Flow/description`` and
    /// ``FlowPlan/steps`` print.
    var description: String {
        var text =
            switch action {
            case .push(let title, _): "push \(quoted(title))"
            case .present(let title, let style, _):
                "present \(quoted(title))" + (style == .sheet ? "" : " as \(style)")
            case .dismiss: "dismiss"
            case .pop: "pop"
            case .popToRoot: "pop to root"
            case .replaceStart(let title, _): "replace start with \(quoted(title))"
            case .selectTab(let index): "select tab \(index)"
            case .setTabItems(let items):
                "set tab items \(items.map { quoted($0.title) }.joined(separator: ", "))"
            case .then(let label, _): "then \(quoted(label))"
            }
        for hook in prepares { text += " + prepare" + (hook.label.map { " \(quoted($0))" } ?? "") }
        for hook in completions { text += " + completion" + (hook.label.map { " \(quoted($0))" } ?? "") }
        return text
    }

    private func quoted(_ text: String) -> String {
        "\(text.debugDescription)"
    }
}
