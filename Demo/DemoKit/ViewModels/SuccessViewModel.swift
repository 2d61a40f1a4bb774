import HeadlessFlow

/// The registration's last screen: says who was registered and leads back to Login.
@MainActor
final class SuccessViewModel {
    @HeadlessFlow.Observable private(set) var message: String
    let email: String

    /// Set by the coordinator.
    var onBackToLogin: (@MainActor () -> Void)?

    init(email: String) {
        self.email = email
        message = "Welcome aboard, \(email)! Your account is ready."
    }

    func backToLogin() {
        onBackToLogin?()
    }
}
