// An app's view-model file, written as README and Docs/Observable.md show it: it imports Foundation
// (which re-exports Observation on Apple platforms) and HeadlessFlow. The bare `@Observable` would be
// Observation's macro here; the property wrapper is `@HeadlessFlow.Observable`.
import Foundation
import HeadlessFlow

struct User: Sendable, Equatable {
    let email: String
}

enum LoginState: Sendable, Equatable {
    case editing
    case busy
    case loggedIn(User)
    case failed(String)
}

@MainActor
final class LoginViewModel {
    @HeadlessFlow.Observable private(set) var state = LoginState.editing
    @HeadlessFlow.Observable var email = ""

    /// Whether the login button is enabled.
    var canSubmit: Bool { email.contains("@") }

    func logIn() {
        state = canSubmit ? .loggedIn(User(email: email)) : .failed("Enter an email address.")
    }
}

/// The screen the coordinator shows for the view-model: it observes `$state` on the main actor.
final class LoginScreen: Screen {
    let viewModel: LoginViewModel
    var finishedLogin: (User) -> Void = { _ in }

    init(viewModel: LoginViewModel) {
        self.viewModel = viewModel
        super.init(title: "Login")
    }

    override func didLoad() {
        observe(viewModel.$state) { screen, state in
            if case .loggedIn(let user) = state { screen.finishedLogin(user) }
        }
    }
}
