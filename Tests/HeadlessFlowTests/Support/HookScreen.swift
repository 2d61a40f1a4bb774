import Foundation
import HeadlessFlow
import XCTest

/// A screen that runs `action` from one of its lifecycle callbacks (once).
@MainActor
final class HookScreen: Screen {
    let log: LifecycleLog
    var onDidLoad: (() -> Void)?
    var onWillAppear: (() -> Void)?
    var onDidAppear: (() -> Void)?

    init(_ title: String, log: LifecycleLog) {
        self.log = log
        super.init(title: title)
    }

    override func didLoad() {
        log.record("\(title).didLoad")
        let action = onDidLoad
        onDidLoad = nil
        action?()
    }
    override func willAppear(animated: Bool) {
        log.record("\(title).willAppear")
        let action = onWillAppear
        onWillAppear = nil
        action?()
    }
    override func didAppear(animated: Bool) {
        log.record("\(title).didAppear")
        let action = onDidAppear
        onDidAppear = nil
        action?()
    }
    override func willDisappear(animated: Bool) { log.record("\(title).willDisappear") }
    override func didDisappear(animated: Bool) { log.record("\(title).didDisappear") }
}

/// A coordinator moving to one given screen.
@MainActor
final class OneScreenCoordinator: Coordinator {
    let context: CoordinatorContext
    let screen: Screen
    init(navigation: Navigation, screen: Screen) {
        context = CoordinatorContext(navigation: navigation)
        self.screen = screen
    }
    func start(animated: Bool) throws { try move(to: screen, animated: animated) }
}
