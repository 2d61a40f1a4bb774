#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a screen of ``ReferenceNavigation`` is told as it appears and disappears, called through
/// the protocol (dynamic dispatch), as `Screen`'s overridable lifecycle methods are.
protocol ReferenceLifecycle: AnyObject {
    func willAppear(animated: Bool)
    func didAppear(animated: Bool)
    func willDisappear(animated: Bool)
    func didDisappear(animated: Bool)
}

/// A screen of ``ReferenceNavigation``: a class with a title, a weak link to the stack that shows
/// it (a weak reference, so the stack gets a side table, as a `Navigation` does) and the state of
/// its appearance.
final class ReferenceScreen: ReferenceLifecycle {
    let id: Int
    let title: String
    weak var navigation: ReferenceNavigation?
    private(set) var isVisible = false

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }

    func willAppear(animated: Bool) { isVisible = true }
    func didAppear(animated: Bool) {}
    func willDisappear(animated: Bool) {}
    func didDisappear(animated: Bool) { isVisible = false }
}

/// A change of a ``ReferenceNavigation``, as observers hear it.
enum ReferenceEvent {
    case pushed(id: Int, title: String, animated: Bool)
    case popped(ids: [Int], animated: Bool)
}

/// The `nav.push-pop` baseline: a navigation stack written the plain way, with the kinds of work
/// `Navigation.push` and `pop` do and none of their features (no transactions, vetoes, alerts,
/// containers, modals or coordinators). A push refuses a screen already shown, appends the class
/// screen and links it back weakly, announces the change to an observer list behind a lock (the
/// event value is built only when someone listens, as `Navigation.emit` does), and tells the
/// screen going under and the one on top through ``ReferenceLifecycle``. A pop finds the screen to
/// pop to by identity, takes the screens above it out into an array it returns, unlinks them,
/// announces and tells the screens.
final class ReferenceNavigation {
    private(set) var stack: [ReferenceScreen] = []
    /// The screen the lifecycle callbacks were last delivered for.
    private var visible: ReferenceScreen?
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var observers: [(ReferenceEvent) -> Void] = []

    init() {
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func observe(_ observer: @escaping (ReferenceEvent) -> Void) {
        pthread_mutex_lock(mutex)
        observers.append(observer)
        pthread_mutex_unlock(mutex)
    }

    @inline(never)
    func push(_ screen: ReferenceScreen, animated: Bool) {
        precondition(screen.navigation == nil, "screen already shown")
        stack.append(screen)
        screen.navigation = self
        announce { .pushed(id: screen.id, title: screen.title, animated: animated) }
        updateVisible(animated: animated)
    }

    @inline(never)
    @discardableResult
    func pop(animated: Bool) -> ReferenceScreen {
        precondition(stack.count > 1, "cannot pop the root")
        return pop(to: stack[stack.count - 2], animated: animated)[0]
    }

    func pop(to screen: ReferenceScreen, animated: Bool) -> [ReferenceScreen] {
        guard let index = stack.lastIndex(where: { $0 === screen }) else {
            preconditionFailure("screen not in the stack")
        }
        let removed = Array(stack[(index + 1)...])
        stack.removeSubrange((index + 1)...)
        for screen in removed { screen.navigation = nil }
        announce { .popped(ids: removed.map(\.id), animated: animated) }
        updateVisible(animated: animated)
        return removed
    }

    private func announce(_ event: () -> ReferenceEvent) {
        pthread_mutex_lock(mutex)
        let current = observers
        pthread_mutex_unlock(mutex)
        guard !current.isEmpty else { return }
        let event = event()
        for observer in current { observer(event) }
    }

    private func updateVisible(animated: Bool) {
        let top = stack.last
        guard top !== visible else { return }
        let old: (any ReferenceLifecycle)? = visible
        let new: (any ReferenceLifecycle)? = top
        old?.willDisappear(animated: animated)
        new?.willAppear(animated: animated)
        old?.didDisappear(animated: animated)
        new?.didAppear(animated: animated)
        visible = top
    }
}
