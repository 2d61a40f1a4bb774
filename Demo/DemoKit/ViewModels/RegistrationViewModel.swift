import Foundation
import HeadlessFlow

/// What the UserRegistration screen shows.
package struct RegistrationState: Sendable, Equatable {
    package var email = ""
    package var password = ""
    package var message: String?
}

/// Creates an account in the store, or says on the screen why it cannot.
@MainActor
package final class RegistrationViewModel {
    package static let minimumPasswordLength = 6

    @HeadlessFlow.Observable package private(set) var state = RegistrationState()

    /// Set by the coordinator: an account was created for this email.
    package var onRegistered: (@MainActor (String) -> Void)?
    /// Set by the coordinator.
    package var onCancel: (@MainActor () -> Void)?

    private let store: DemoStore

    /// - Parameter email: the email already typed (a restored form).
    package init(store: DemoStore, email: String = "") {
        self.store = store
        state = RegistrationState(email: email)
    }

    package func register(email rawEmail: String, password: String) {
        let email = rawEmail.trimmingCharacters(in: .whitespaces).lowercased()
        let failure: String? =
            if email.isEmpty || password.isEmpty {
                "Enter an email and a password."
            } else if !EmailAddress.isValid(email) {
                "\"\(email)\" is not a valid email address."
            } else if store.account(email: email) != nil {
                "\(email) is already registered."
            } else if password.count < Self.minimumPasswordLength {
                "The password needs at least \(Self.minimumPasswordLength) characters."
            } else {
                nil
            }
        if let failure {
            state = RegistrationState(email: email, password: password, message: failure)
            return
        }
        store.add(Account(email: email, password: password, iterations: store.passwordIterations))
        state = RegistrationState()
        onRegistered?(email)
    }

    /// The user typed into a field: the error about the old text goes.
    package func didEdit(email: String? = nil, password: String? = nil) {
        let email = email ?? state.email
        let password = password ?? state.password
        guard state.message != nil, email != state.email || password != state.password else { return }
        state = RegistrationState(email: email, password: password)
    }

    package func cancel() {
        onCancel?()
    }
}
