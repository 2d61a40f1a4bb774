import HeadlessFlow

extension ExplorerInvariant {
    /// The built-in invariants in the order a report lists them: after every step first, then
    /// over the explored graph, the two about links side by side. A built-in invariant missing
    /// here is listed after them.
    static let reportOrder: [ExplorerInvariant] = [
        .noEscapedErrors, .rendererMatchesModel, .restorationRoundTrips, .leftTreeIsFreed, .neverStuck,
        .linksLandWhereButtonsReach, .linksLandWhereTheirRoutesSay, .deterministic,
    ]

    /// `invariants` in report order: the built-in ones as ``reportOrder`` has them, any other
    /// built-in one by name, then the custom ones in `customOrder`.
    static func inReportOrder(
        _ invariants: Set<ExplorerInvariant>, customOrder: [String] = []
    ) -> [ExplorerInvariant] {
        let known = reportOrder.filter(invariants.contains)
        let others = invariants.subtracting(reportOrder).filter {
            if case .custom = $0 { return false }
            return true
        }
        let custom = customOrder.map(ExplorerInvariant.custom).filter(invariants.contains)
        return known + others.sorted { $0.description < $1.description } + custom
    }

    /// Why the explorer cannot check this invariant on apps like `app` with `inputs`, in words a
    /// report prints after the invariant's name; `nil` when it can.
    @MainActor
    func reasonToSkip(on app: ExplorableApp, inputs: ExplorerInputs) -> String? {
        switch self {
        case .restorationRoundTrips:
            if app.coordinator == nil {
                return "the app has no root coordinator: build the ExplorableApp with one"
            }
            if app.registry == nil {
                return "the app has no restoration registry: build the ExplorableApp with one"
            }
            return nil
        case .linksLandWhereButtonsReach:
            if inputs.links.isEmpty { return "no links to open: set NavigationExplorer.links" }
            if app.openLink == nil { return "the app opens no links: set ExplorableApp.openLink" }
            return nil
        case .linksLandWhereTheirRoutesSay:
            if inputs.links.isEmpty { return "no links to open: set NavigationExplorer.links" }
            if app.openLink == nil { return "the app opens no links: set ExplorableApp.openLink" }
            if app.planLink == nil {
                return "the app plans no links: set ExplorableApp.planLink, or use followLinks(using:on:)"
            }
            return nil
        default:
            return nil
        }
    }
}
