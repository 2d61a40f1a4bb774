import HeadlessFlowTesting
import XCTest

@testable import DemoKit

final class LoginViewModelTests: XCTestCase {
    @MainActor
    func testLogIn_EachFailureThenSuccess_StateHistoryAndOneCallback() async throws {
        let directory = try TemporaryDirectory()
        let viewModel = LoginViewModel(store: DemoStore(fileURL: directory.dataFile))
        var loggedIn: [String] = []
        viewModel.onLoggedIn = { loggedIn.append($0.email) }
        let history = ValueRecorder<LoginState>()
        let token = viewModel.$state.sink { history.append($0) }

        viewModel.logIn(email: "", password: "x")
        viewModel.logIn(email: "nope", password: "x")
        viewModel.logIn(email: "demo@example.com", password: "wrong")
        viewModel.logIn(email: " DEMO@example.com ", password: "password")

        XCTAssertEqual(
            history.values,
            [
                LoginState(),
                LoginState(
                    email: "", password: "x", message: "Enter your email and password.", isError: true),
                LoginState(
                    email: "nope", password: "x", message: "\"nope\" is not a valid email address.",
                    isError: true),
                LoginState(
                    email: "demo@example.com", password: "", message: "Wrong email or password.",
                    isError: true),
                LoginState(email: "demo@example.com"),
            ])
        XCTAssertEqual(loggedIn, ["demo@example.com"])
        token.cancel()
    }

    /// An error goes once the user edits a field; the state's own text coming back does not count.
    @MainActor
    func testDidEdit_AfterError_ClearsMessageOnlyOnRealEdits() async throws {
        let directory = try TemporaryDirectory()
        let viewModel = LoginViewModel(store: DemoStore(fileURL: directory.dataFile))
        viewModel.logIn(email: "nope", password: "x")
        viewModel.didEdit(email: "nope")
        viewModel.didEdit(password: "x")
        XCTAssertEqual(viewModel.state.message, "\"nope\" is not a valid email address.")
        viewModel.didEdit(email: "ada@example.com")
        XCTAssertEqual(viewModel.state, LoginState(email: "ada@example.com", password: "x"))
        viewModel.didLogOut()
        viewModel.didEdit(password: "y")
        XCTAssertEqual(viewModel.state.message, "You have logged out.", "a notice is not an error")
    }
}
