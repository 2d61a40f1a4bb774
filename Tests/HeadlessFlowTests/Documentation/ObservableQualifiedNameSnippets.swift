import HeadlessFlow
import HeadlessFlowTesting
import XCTest

#if canImport(SwiftUI)
    import SwiftUI
#endif

// Docs/Observable.md's block for files that import SwiftUI, where `@Observable` alone would be
// ambiguous. Linux has no SwiftUI, so here it checks that the qualified name compiles and works.

enum ObservableQualifiedNameSnippets {
    enum LoginState: Sendable, Equatable {
        case idle
        case busy
    }

    final class LoginViewModel {
        @HeadlessFlow.Observable var state = LoginState.idle
    }
}

final class ObservableQualifiedNameSnippetsTests: XCTestCase {
    func testQualifiedObservable_DeliversValues() {
        let viewModel = ObservableQualifiedNameSnippets.LoginViewModel()
        let recorder = ValueRecorder<ObservableQualifiedNameSnippets.LoginState>()
        let token = viewModel.$state.sink(recorder.observer)
        viewModel.state = .busy
        XCTAssertEqual(recorder.values, [.idle, .busy])
        token.cancel()
    }
}
