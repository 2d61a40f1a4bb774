import Foundation
import HeadlessFlow

/// `history` in words a user reads: who did it ("you", "the app", "a link", "restoring"), what
/// happened to which screen by title, and tabs by name and 1-based position, as the screen shows
/// them (`tabs: <1 Items> | 2 Profile`).
@MainActor
enum HistoryText {
    /// One line for `entry`; `tabNames` are the titles of the tab bar's tabs, in order.
    static func line(for entry: NavigationJournal.Entry, tabNames: [String]) -> String {
        "\(who(entry.cause)): \(what(entry, tabNames: tabNames))"
    }

    static func who(_ cause: NavigationEvent.Cause) -> String {
        switch cause {
        case .program: "the app"
        case .userInteraction: "you"
        case .deepLink: "a link"
        case .restoration: "restoring"
        @unknown default: "\(cause)"
        }
    }

    private static func what(_ entry: NavigationJournal.Entry, tabNames: [String]) -> String {
        func tab(_ index: Int?) -> String {
            guard let index else { return "no tab" }
            let name = tabNames.indices.contains(index) ? " \(tabNames[index].debugDescription)" : ""
            return "tab \(index + 1)\(name)"
        }
        // The library's summary names screens by title; the demo words the verbs, numbers tabs
        // from 1 and names them, and never shows an internal screen id.
        let summary = entry.summary.replacingOccurrences(
            of: #"screen#[0-9]+"#, with: "a screen", options: .regularExpression)
        switch entry.kind {
        case .route(let route, _):
            return "followed the link to \(place(route))"
        case .treeChanged:
            return "a flow ended or started without changing the screen"
        case .event(let event):
            switch event.change {
            case .pushed(let content):
                let opened = summary.dropFirst("pushed ".count)
                let noun = content.container.map {
                    $0.kind == .tabs ? "tabs" : ($0.kind == .split ? "columns" : "items")
                }
                guard let container = content.container, let noun,
                    let end = opened.range(of: " with \(noun) [")
                else {
                    return "opened " + opened
                }
                // A container that arrives with its items: named 1-based, as the tab line shows them.
                let items = container.items.enumerated().map {
                    "\($0.offset + 1) \($0.element.label.title.debugDescription)"
                }
                let itemNoun = noun == "tabs" ? "tab" : (noun == "columns" ? "column" : "item")
                let selected = container.selectedIndex.map { ", \(itemNoun) \($0 + 1) selected" } ?? ""
                return
                    "opened \(opened[..<end.lowerBound]) with \(noun) \(items.joined(separator: ", "))\(selected)"
            case .popped: return "went back from " + summary.dropFirst("popped ".count)
            case .presented: return "showed " + summary.dropFirst("presented ".count) + " over the screen"
            case .dismissed(_, let top):
                guard top != nil else { return "closed what was shown over the screen" }
                return "closed " + summary.dropFirst("dismissed ".count) + ", shown over the screen"
            case .replaced: return summary
            case .itemAdded(_, let index, let content):
                return "added item \(index + 1) \(content.label.title.debugDescription)"
                    + (summary.range(of: " showing ").map { " showing " + summary[$0.upperBound...] } ?? "")
            case .itemRemoved(_, let index, _): return "removed \(tab(index))"
            case .itemSelected(_, let index, let previous):
                return "selected \(tab(index)) (was \(tab(previous)))"
            case .itemChanged(_, let index, let item):
                return "renamed tab \(index + 1) to \(item.title.debugDescription)"
            case .pageTurned(_, let index, _, let direction):
                return "turned to page \(index + 1) (\(direction.rawValue))"
            case .visibilityChanged(_, let hidden, _):
                return hidden.isEmpty
                    ? "showed every column"
                    : "hid column \(hidden.map { String($0 + 1) }.joined(separator: ", "))"
            case .collapsed: return "joined the columns into one (narrow terminal)"
            case .expanded: return "split into columns (wide terminal)"
            case .alertPresented(let alert):
                return "showed the alert \(alert.title.debugDescription)"
            case .alertDismissed(let title, let reason):
                switch reason {
                case .chosen(let actionID):
                    return "answered the alert \(title.debugDescription) with \(actionID)"
                case .cancelled: return "closed the alert \(title.debugDescription)"
                }
            @unknown default: return summary
            }
        }
    }

    /// A route's text (`item(position: 3)`) as the place it leads to.
    private static func place(_ route: String) -> String {
        switch route {
        case "\(DemoRoute.items)": return "the items list"
        case "\(DemoRoute.newItem)": return "the New Item screen"
        case "\(DemoRoute.profile)": return "your profile"
        default:
            let digits = route.filter(\.isNumber)
            return route.hasPrefix("item(") && !digits.isEmpty ? "item \(digits)" : route
        }
    }
}
