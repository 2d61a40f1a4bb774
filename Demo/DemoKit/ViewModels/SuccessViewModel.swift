import HeadlessFlow

/// The registration's last screen: says who was registered and leads back to Login.
@MainActor
final class SuccessViewModel {
    @Observable private(set) var message: String

    /// Set by the coordinator.
    var onBackToLogin: (@MainActor () -> Void)?

    init(email: String) {
        message = "Welcome aboard, \(email)! Your account is ready."
    }

    func backToLogin() {
        onBackToLogin?()
    }
}
