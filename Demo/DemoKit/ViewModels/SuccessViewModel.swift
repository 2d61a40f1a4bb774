import HeadlessFlow

/// The registration's last screen: says who was registered and leads back to Login.
@MainActor
package final class SuccessViewModel {
    @HeadlessFlow.Observable package private(set) var message: String
    package let email: String

    /// Set by the coordinator.
    package var onBackToLogin: (@MainActor () -> Void)?

    package init(email: String) {
        self.email = email
        message = "Welcome aboard, \(email)! Your account is ready."
    }

    package func backToLogin() {
        onBackToLogin?()
    }
}
