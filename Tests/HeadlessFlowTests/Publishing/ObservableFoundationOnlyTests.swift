// Compile-only check: with just Foundation imported, `@Observable` must mean HeadlessFlow's wrapper
// (Observation's macro is not in scope). If this file stops compiling, the name has become ambiguous;
// files that import SwiftUI or Observation write `@HeadlessFlow.Observable`.
// `ObservableTests.testWrapper_DeclaredInFoundationOnlyFile_Publishes` uses the class.
import Foundation
import HeadlessFlow

final class FoundationOnlyViewModel: @unchecked Sendable {
    @Observable var name = ""
}

/// The shape the docs recommend: a main-actor view-model, which needs no `@unchecked Sendable`.
@MainActor
final class FoundationOnlyMainActorViewModel {
    @Observable var title = "draft"
}
