import DemoKit
import Foundation
import HeadlessFlow

/// `history` in words a user reads: who did it ("you", "the app", "a link", "restoring"), what
/// happened to which screen by title, and tabs and a split's columns by name and 1-based position,
/// as the screen shows them (`tabs: <1 Items> | 2 Profile`).
@MainActor
enum HistoryText {
    /// What an entry names of a container: what its items are called, and their titles.
    struct Container: Equatable {
        /// `tab`, `column`, `page` or `item`.
        var noun: String
        var titles: [String]
        /// Whether a split was collapsed when last seen.
        var isCollapsed = false

        init(noun: String, titles: [String], isCollapsed: Bool = false) {
            self.noun = noun
            self.titles = titles
            self.isCollapsed = isCollapsed
        }

        @MainActor init(_ container: ContainerScreen) {
            switch container.kind {
            case .tabs: noun = "tab"
            case .split: noun = "column"
            case .pages: noun = "page"
            default: noun = "item"
            }
            titles = container.labels.map(\.title)
            isCollapsed = container.isCollapsed
        }
    }

    /// One line per entry. A split's focus moving while it was collapsed (one stack on a narrow
    /// terminal) is worded as the user saw it: going back to a column, or a column opened on top.
    /// Whether it was collapsed then is read back from its state when last seen, undoing the
    /// collapses and expansions recorded after the entry.
    static func lines(for entries: [NavigationJournal.Entry], containers: [ScreenID: Container]) -> [String] {
        var collapsed = containers.mapValues(\.isCollapsed)
        var lines: [String] = []
        for entry in entries.reversed() {
            var wasCollapsed = false
            if case .event(let event) = entry.kind {
                switch event.change {
                case .collapsed(let container): collapsed[container] = false
                case .expanded(let container): collapsed[container] = true
                case .itemSelected(let container, _, _): wasCollapsed = collapsed[container] ?? false
                default: break
                }
            }
            lines.append(line(for: entry, containers: containers, inCollapsedSplit: wasCollapsed))
        }
        return lines.reversed()
    }

    /// One line for `entry`; `containers` are the tab bars and splits seen, by id.
    static func line(
        for entry: NavigationJournal.Entry, containers: [ScreenID: Container], inCollapsedSplit: Bool = false
    ) -> String {
        "\(who(entry.cause)): \(what(entry, containers: containers, inCollapsedSplit: inCollapsedSplit))"
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

    private static func what(
        _ entry: NavigationJournal.Entry, containers: [ScreenID: Container], inCollapsedSplit: Bool
    ) -> String {
        func item(_ index: Int?, of container: ScreenID) -> String {
            let known = containers[container] ?? Container(noun: "tab", titles: [])
            guard let index else { return "no \(known.noun)" }
            let name = known.titles.indices.contains(index) ? " \(known.titles[index].debugDescription)" : ""
            return "\(known.noun) \(index + 1)\(name)"
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
            case .replaced(let old, _):
                // A split's detail column showing its first item: nothing was replaced.
                let empty = "replaced  with "
                return old.isEmpty && summary.hasPrefix(empty)
                    ? "showed " + summary.dropFirst(empty.count) : summary
            case .itemAdded(let container, let index, let content):
                return
                    "added \(containers[container]?.noun ?? "item") \(index + 1) \(content.label.title.debugDescription)"
                    + (summary.range(of: " showing ").map { " showing " + summary[$0.upperBound...] } ?? "")
            case .itemRemoved(let container, let index, _): return "removed \(item(index, of: container))"
            case .itemSelected(let container, let index, let previous)
            where inCollapsedSplit && containers[container]?.noun == "column":
                let (now, before) = (item(index, of: container), item(previous, of: container))
                return (index ?? 0) < (previous ?? 0)
                    ? "went back to \(now) (from \(before))" : "opened \(now) on top of \(before)"
            case .itemSelected(let container, let index, let previous):
                let verb = containers[container]?.noun == "column" ? "focused" : "selected"
                return "\(verb) \(item(index, of: container)) (was \(item(previous, of: container)))"
            case .itemChanged(let container, let index, let label):
                return
                    "renamed \(containers[container]?.noun ?? "tab") \(index + 1) to \(label.title.debugDescription)"
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
