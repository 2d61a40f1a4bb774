/// The onboarding screen's logic: one "Done" that ends the flow.
@MainActor
final class OnboardingViewModel {
    /// Set by the coordinator: the user has read the onboarding.
    var onDone: (@MainActor () -> Void)?

    func done() {
        onDone?()
    }
}
