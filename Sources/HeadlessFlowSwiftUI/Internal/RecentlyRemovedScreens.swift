import HeadlessFlow

/// The screens that most recently left a stack, oldest forgotten first: enough to tell a path
/// SwiftUI held before the model moved on (it names screens the model just removed) from a path
/// made up in SwiftUI, without remembering every screen an app ever showed.
struct RecentlyRemovedScreens {
    private let capacity: Int
    private var order: [ScreenID] = []
    /// Where the oldest entry of `order` is, once it is full.
    private var oldest = 0
    /// How many times each screen is in `order` (a screen can leave, come back and leave again).
    private var counts: [ScreenID: Int] = [:]

    init(capacity: Int) {
        precondition(capacity > 0)
        self.capacity = capacity
    }

    func contains(_ screen: ScreenID) -> Bool {
        counts[screen] != nil
    }

    mutating func insert(_ screen: ScreenID) {
        if order.count < capacity {
            order.append(screen)
        } else {
            let evicted = order[oldest]
            if let count = counts[evicted], count > 1 {
                counts[evicted] = count - 1
            } else {
                counts[evicted] = nil
            }
            order[oldest] = screen
            oldest = (oldest + 1) % capacity
        }
        counts[screen, default: 0] += 1
    }

    /// Remembers the screens `event` takes off a stack. Screens of a dismissed or removed
    /// navigation need not be remembered: a write naming that navigation is stale already.
    mutating func insert(removedBy event: NavigationEvent) {
        switch event.change {
        case .popped(let popped):
            for screen in popped { insert(screen) }
        case .replaced(let old, let new):
            for screen in old where !new.contains(where: { $0.id == screen }) { insert(screen) }
        default:
            break
        }
    }
}
