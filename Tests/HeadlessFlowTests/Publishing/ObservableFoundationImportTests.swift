// View-models declared in a file that imports Foundation, as an app declares them. On Apple
// platforms Foundation re-exports Observation (SDKs since Xcode 16), so the bare `@Observable` is
// Observation's macro in such a file and the property wrapper is written `@HeadlessFlow.Observable`;
// `.ci/apple/run.sh` compiles the same shape against the real iOS and macOS SDKs
// (`.ci/apple/AppFixtures/LoginViewModel.swift`). Linux's Foundation does not re-export Observation,
// so only the SDK check can catch the bare form.
// `ObservableTests.testWrapper_DeclaredInFileImportingFoundation_Publishes` and
// `ScreenObservingTests` use the classes.
import Foundation
import HeadlessFlow

final class FoundationViewModel: @unchecked Sendable {
    @HeadlessFlow.Observable var name = ""
}

/// The shape the docs recommend: a main-actor view-model, which needs no `@unchecked Sendable`.
@MainActor
final class FoundationMainActorViewModel {
    @HeadlessFlow.Observable var title = "draft"
}
