import HeadlessFlow

/// The Profile tab: who is logged in, and Logout.
@MainActor
package final class ProfileViewModel {
    /// The logged-in account's email.
    package let email: String
    @HeadlessFlow.Observable package private(set) var summary: String

    /// Set by the coordinator.
    package var onLogout: (@MainActor () -> Void)?

    package init(email: String) {
        self.email = email
        summary = "Logged in as \(email)."
    }

    package func logOut() {
        onLogout?()
    }
}
