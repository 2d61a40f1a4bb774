import Foundation
import HeadlessFlow
import XCTest

/// A screen that runs an action from one of its lifecycle callbacks (once).
@MainActor
final class HookScreen: Screen {
    var onDidLoad: (() -> Void)?
    var onWillAppear: (() -> Void)?
    var onDidAppear: (() -> Void)?

    init(_ title: String) {
        super.init(title: title)
    }

    override func didLoad() {
        let action = onDidLoad
        onDidLoad = nil
        action?()
    }
    override func willAppear(animated: Bool) {
        let action = onWillAppear
        onWillAppear = nil
        action?()
    }
    override func didAppear(animated: Bool) {
        let action = onDidAppear
        onDidAppear = nil
        action?()
    }
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
