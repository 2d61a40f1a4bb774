/// The onboarding screen's logic: one "Done" that ends the flow.
@MainActor
package final class OnboardingViewModel {
    /// Set by the coordinator: the user has read the onboarding.
    package var onDone: (@MainActor () -> Void)?

    package func done() {
        onDone?()
    }
}
