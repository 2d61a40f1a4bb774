/// Which screens stop being visible and which start, when the visible chain changes.
///
/// A visible chain lists what is on screen, outermost first: for example a tab bar and its selected
/// tab's top screen. The difference between two chains is what gets lifecycle callbacks; a screen
/// in both chains gets none. Kept apart from ``Navigation`` so the rule is tested on its own.
///
/// It allocates nothing: it walks the two chains (a handful of screens each) on demand.
struct AppearanceDiff<Element: AnyObject> {
    let old: [Element]
    let new: [Element]

    init(from old: [Element], to new: [Element]) {
        self.old = old
        self.new = new
    }

    /// Calls `body` with each screen visible before and not after, outermost first or last.
    // Always inlined, so the caller's closure becomes a plain loop body: a closure call here cost a
    // retain per screen per phase.
    @inline(__always)
    func forEachDisappearing(innermostFirst: Bool, _ body: (Element) -> Void) {
        if innermostFirst {
            var index = old.count - 1
            while index >= 0 {
                if !containsIdentical(new, old[index]) { body(old[index]) }
                index -= 1
            }
        } else {
            for element in old where !containsIdentical(new, element) { body(element) }
        }
    }

    /// Calls `body` with each screen visible after and not before, outermost first.
    @inline(__always)
    func forEachAppearing(_ body: (Element) -> Void) {
        for element in new where !containsIdentical(old, element) { body(element) }
    }

    /// Screens visible before and not after, outermost first.
    var disappearing: [Element] {
        var result: [Element] = []
        forEachDisappearing(innermostFirst: false) { result.append($0) }
        return result
    }

    /// Screens visible after and not before, outermost first.
    var appearing: [Element] {
        var result: [Element] = []
        forEachAppearing { result.append($0) }
        return result
    }
}
