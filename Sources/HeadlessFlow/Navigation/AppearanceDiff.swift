/// Which screens stop being visible and which start, when the visible chain changes.
///
/// A visible chain lists what is on screen, outermost first: for example a tab bar and its selected
/// tab's top screen. The difference between two chains is what gets lifecycle callbacks; a screen
/// in both chains gets none. Kept apart from ``Navigation`` so the rule is tested on its own.
struct AppearanceDiff<Element: AnyObject> {
    /// Screens visible before and not after, outermost first.
    let disappearing: [Element]
    /// Screens visible after and not before, outermost first.
    let appearing: [Element]

    init(from old: [Element], to new: [Element]) {
        // Chains are a handful of screens long; a linear scan beats hashing here.
        disappearing = old.filter { screen in !new.contains { $0 === screen } }
        appearing = new.filter { screen in !old.contains { $0 === screen } }
    }
}
