import HeadlessFlow

/// The Profile tab: who is logged in, and Logout.
@MainActor
final class ProfileViewModel {
    /// The logged-in account's email.
    let email: String
    @HeadlessFlow.Observable private(set) var summary: String

    /// Set by the coordinator.
    var onLogout: (@MainActor () -> Void)?

    init(email: String) {
        self.email = email
        summary = "Logged in as \(email)."
    }

    func logOut() {
        onLogout?()
    }
}
