/// One step of a ``Flow``: what it does, with the hooks that run around it.
@MainActor
struct FlowStep {
    enum Action {
        case push(FlowScreen)
        case present(FlowScreen, style: PresentationStyle)
        /// Presents over the top-most navigation the user sees, whichever is current.
        case presentOnTop(FlowScreen, style: PresentationStyle)
        case dismiss
        /// Dismisses the top-most presented navigation, whichever is current.
        case dismissTop
        case pop
        case popToRoot
        /// Pops to the first screen, from the root, that `matches`; `label` names it.
        case popToFirst(label: String, matches: @MainActor (Screen) -> Bool)
        case setStack([FlowScreen])
        case replaceTop(FlowScreen)
        case replaceStart(FlowScreen)
        case setWindowRoot(FlowScreen)
        case selectTab(Int)
        case setTabItems([TabBarItem])
        case setTabs([FlowTab])
        /// Makes a new tab's navigation current and runs `flow` there; `setTabs` makes one a tab.
        case enterTab(index: Int, title: String, navigation: Navigation, flow: Flow)
        /// Makes `navigation` current again; added after the tabs' flows, and not listed.
        case restoreCurrent(Navigation)
        /// A recursive step: the flow it returns runs next, right where it stands.
        case then(label: String, next: @MainActor (FlowContext) throws -> Flow?)
        /// A step written by the app (``Flow/step(_:_:)``).
        case custom(description: String, perform: @MainActor (inout FlowStepContext) throws -> Void)
    }

    struct Prepare {
        let label: String?
        let body: @MainActor () throws -> Void
    }

    struct Configure {
        let label: String?
        let body: @MainActor (Navigation, Screen?) throws -> Void
    }

    struct Completion {
        let label: String?
        let body: @MainActor () -> Void
    }

    var action: Action
    /// Whether the step animates, when it says so itself rather than following the run.
    var animated: Bool?
    /// Run just before `action`, in order.
    var prepares: [Prepare] = []
    /// Run just after `action`, in order, with the navigation it left current and the screen it built.
    var configures: [Configure] = []
    /// Run once the whole run has settled, in order.
    var completions: [Completion] = []

    init(_ action: Action) {
        self.action = action
    }

    /// Whether ``FlowPlan/steps`` lists the step: the runner's own bookkeeping is not listed.
    var isListed: Bool {
        if case .restoreCurrent = action { return false }
        return true
    }

    /// The step in words, without building anything: what ``Flow/description`` and
    /// ``FlowPlan/steps`` print.
    var description: String {
        var text =
            switch action {
            case .push(let screen): "push \(quoted(screen.title))"
            case .present(let screen, let style):
                "present \(quoted(screen.title))" + (style == .sheet ? "" : " as \(style)")
            case .presentOnTop(let screen, let style):
                "present \(quoted(screen.title)) on top" + (style == .sheet ? "" : " as \(style)")
            case .dismiss: "dismiss"
            case .dismissTop: "dismiss top"
            case .pop: "pop"
            case .popToRoot: "pop to root"
            case .popToFirst(let label, _): "pop to first \(label)"
            case .setStack(let screens):
                "set stack \(screens.map { quoted($0.title) }.joined(separator: ", "))"
            case .replaceTop(let screen): "replace top with \(quoted(screen.title))"
            case .replaceStart(let screen): "replace start with \(quoted(screen.title))"
            case .setWindowRoot(let screen): "set window root \(quoted(screen.title))"
            case .selectTab(let index): "select tab \(index)"
            case .setTabItems(let items):
                "set tab items \(items.map { quoted($0.title) }.joined(separator: ", "))"
            case .setTabs(let tabs): "set tabs \(tabs.map { quoted($0.item.title) }.joined(separator: ", "))"
            case .enterTab(let index, let title, _, _): "in tab \(index) \(quoted(title))"
            case .restoreCurrent: "back to the tab bar"
            case .then(let label, _): "then \(quoted(label))"
            case .custom(let description, _): description
            }
        if let animated { text += animated ? " (animated)" : " (not animated)" }
        for hook in prepares { text += " + prepare" + (hook.label.map { " \(quoted($0))" } ?? "") }
        for hook in configures { text += " + configure" + (hook.label.map { " \(quoted($0))" } ?? "") }
        for hook in completions { text += " + completion" + (hook.label.map { " \(quoted($0))" } ?? "") }
        return text
    }

    private func quoted(_ text: String) -> String {
        "\(text.debugDescription)"
    }
}
