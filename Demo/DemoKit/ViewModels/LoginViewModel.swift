import Foundation
import HeadlessFlow

/// What the Login screen shows: the fields' contents and the message under them.
package struct LoginState: Sendable, Equatable {
    package var email = ""
    package var password = ""
    package var message: String?
    package var isError = false
}

/// Checks credentials against the store; tells its coordinator on success, and otherwise says
/// why on the screen, through ``state``.
@MainActor
package final class LoginViewModel {
    @HeadlessFlow.Observable package private(set) var state = LoginState()

    /// Set by the coordinator.
    package var onLoggedIn: (@MainActor (Account) -> Void)?
    /// Set by the coordinator.
    package var onRegister: (@MainActor () -> Void)?

    private let store: DemoStore

    /// - Parameter email: the email already typed (a restored Login).
    package init(store: DemoStore, email: String = "") {
        self.store = store
        state = LoginState(email: email)
    }

    package func logIn(email rawEmail: String, password: String) {
        let email = rawEmail.trimmingCharacters(in: .whitespaces)
        guard !email.isEmpty, !password.isEmpty else {
            return fail("Enter your email and password.", email: email, password: password)
        }
        guard EmailAddress.isValid(email) else {
            return fail("\"\(email)\" is not a valid email address.", email: email, password: password)
        }
        guard let account = store.account(email: email), account.verifies(password: password) else {
            return fail("Wrong email or password.", email: email, password: "")
        }
        state = LoginState(email: account.email)
        onLoggedIn?(account)
    }

    /// The user typed into a field: an error about what was there before no longer holds, so it
    /// goes. Text equal to the state's is the state being shown, not an edit.
    package func didEdit(email: String? = nil, password: String? = nil) {
        let email = email ?? state.email
        let password = password ?? state.password
        guard state.isError, email != state.email || password != state.password else { return }
        state = LoginState(email: email, password: password)
    }

    package func register() {
        state = LoginState(email: state.email)
        onRegister?()
    }

    /// The user came back from the menu.
    package func didLogOut() {
        state = LoginState(email: state.email, message: "You have logged out.")
    }

    /// The user came back from a successful registration.
    package func didRegister(email: String) {
        state = LoginState(email: email, message: "Account created: log in as \(email).")
    }

    private func fail(_ message: String, email: String, password: String) {
        state = LoginState(email: email, password: password, message: message, isError: true)
    }
}
