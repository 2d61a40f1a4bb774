// An app's coordinators, in a file that also imports SwiftUI (as a SwiftUI app's files often do):
// `AlertModel`, `Screen`, `Navigation` and the rest must not be ambiguous with SwiftUI's names.
import HeadlessFlow
import SwiftUI

/// The app's root: login, then a home screen; logging out asks first, with an alert in the model.
final class AppCoordinator: Coordinator {
    let context: CoordinatorContext
    let viewModel = LoginViewModel()
    private(set) var user: User?

    init(navigation: Navigation) {
        context = CoordinatorContext(navigation: navigation)
    }

    func start(animated: Bool) throws {
        let login = LoginScreen(viewModel: viewModel)
        login.finishedLogin = intent { coordinator, user in
            coordinator.user = user
            try coordinator.move(to: Screen(title: "Home"), animated: true)
        }
        try move(to: login, animated: animated)
    }

    static let confirmLogout = AlertModel(
        title: "Log out?", message: "You will need your password again.", style: .confirmationDialog,
        actions: [.destructive("logout", "Log out"), .cancel("cancel", "Cancel")])

    func askToLogOut() throws {
        try navigation.presentAlert(Self.confirmLogout, animated: true) { [weak self] outcome in
            guard case .chosen("logout", _) = outcome else { return }
            self?.user = nil
        }
    }
}

/// The app object the renderers' snippets call `app`: a window's navigation and its root coordinator.
@MainActor
final class ShopApp {
    let navigation = Navigation()
    private(set) lazy var coordinator = AppCoordinator(navigation: navigation)

    func start() throws {
        try coordinator.startAsRoot(animated: false)
    }
}
