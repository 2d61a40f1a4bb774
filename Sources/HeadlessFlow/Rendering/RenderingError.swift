/// Why a ``RenderedTree`` refused an event: the event contradicts what the renderer shows, so
/// the renderer has drifted from the model (it missed an event, applied one twice, or started from
/// the wrong tree).
///
/// The tree is left exactly as it was. A renderer that gets one should start again from the
/// model's ``Navigation/content`` (``RenderedTree/init(_:)``) and report the drift: it is a bug in
/// the renderer or in how events reach it, never in the user's actions.
public enum RenderingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `event` names the navigation `navigation`, which is not shown.
    case unknownNavigation(NavigationID, event: NavigationEvent)
    /// `event` names the container `container`, which is not shown in the event's navigation.
    case unknownContainer(ScreenID, event: NavigationEvent)
    /// `event` brings in `screen`, which is shown already.
    case screenAlreadyShown(ScreenID, event: NavigationEvent)
    /// `event` brings in `navigation`, which is shown already.
    case navigationAlreadyShown(NavigationID, event: NavigationEvent)
    /// `event` changes a stack that the renderer shows as `shown`, and does not fit it (pops screens
    /// that are not on top, or replaces another stack).
    case stackMismatch(shown: [ScreenID], event: NavigationEvent)
    /// `event` presents over, or dismisses from, a navigation that the renderer shows presenting
    /// `shown` (`nil`: nothing).
    case presentationMismatch(shown: NavigationID?, event: NavigationEvent)
    /// `event` names an item that the container, as shown with `itemCount` items selecting
    /// `selected`, does not have, or a selection, layout or page turn that starts from another.
    case itemMismatch(itemCount: Int, selected: Int?, event: NavigationEvent)
    /// `event` shows an alert over, or dismisses one from, a navigation that the renderer shows
    /// with `shown` (`nil`: no alert).
    case alertMismatch(shown: AlertModel?, event: NavigationEvent)

    public var description: String {
        switch self {
        case .unknownNavigation(let navigation, let event):
            "\(navigation) is not shown, but the event \(event) names it"
        case .unknownContainer(let container, let event):
            "no container \(container) is shown in \(event.navigation), but the event \(event) names it"
        case .screenAlreadyShown(let screen, let event):
            "\(screen) is shown already, but the event \(event) brings it in"
        case .navigationAlreadyShown(let navigation, let event):
            "\(navigation) is shown already, but the event \(event) brings it in"
        case .stackMismatch(let shown, let event):
            "\(event.navigation) shows \(shown), which the event \(event) does not fit"
        case .presentationMismatch(let shown, let event):
            "\(event.navigation) presents \(shown.map { "\($0)" } ?? "nothing"), which the event \(event) does not fit"
        case .itemMismatch(let count, let selected, let event):
            "the container shows \(count) items, selecting \(selected.map(String.init) ?? "none"), which the event \(event) does not fit"
        case .alertMismatch(let shown, let event):
            "\(event.navigation) shows \(shown.map { "the \($0)" } ?? "no alert"), which the event \(event) does not fit"
        }
    }
}
