import HeadlessFlow

/// The Profile tab: who is logged in, and Logout.
@MainActor
final class ProfileViewModel {
    @Observable private(set) var summary: String

    /// Set by the coordinator.
    var onLogout: (@MainActor () -> Void)?

    init(account: Account) {
        summary = "Logged in as \(account.email)."
    }

    func logOut() {
        onLogout?()
    }
}
