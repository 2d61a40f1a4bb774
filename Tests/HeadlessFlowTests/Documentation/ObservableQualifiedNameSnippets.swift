import Foundation
import HeadlessFlow
import HeadlessFlowTesting
import XCTest

// Docs/Observable.md's block on the name: a view-model file that imports Foundation, where the bare
// `@Observable` is Observation's macro on Apple platforms. Here it checks that the qualified name
// compiles and works; `.ci/apple/run.sh` compiles the same shape against the real SDKs.

enum ObservableQualifiedNameSnippets {
    enum LoginState: Sendable, Equatable {
        case idle
        case busy
    }

    @MainActor
    final class LoginViewModel {
        @HeadlessFlow.Observable var state = LoginState.idle
    }
}

final class ObservableQualifiedNameSnippetsTests: XCTestCase {
    @MainActor func testQualifiedObservable_DeliversValues() async {
        let viewModel = ObservableQualifiedNameSnippets.LoginViewModel()
        let recorder = ValueRecorder<ObservableQualifiedNameSnippets.LoginState>()
        let token = viewModel.$state.sink(recorder.observer)
        viewModel.state = .busy
        XCTAssertEqual(recorder.values, [.idle, .busy])
        token.cancel()
    }
}
