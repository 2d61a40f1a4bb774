// A SwiftUI app's files, as Docs/Renderers.md and the SwiftUI renderer's Getting Started tell them:
// they import SwiftUI and HeadlessFlow, draw the model with `NavigationRootView`, let the
// `NavigationModel` own the root coordinator, follow view-models with `ObservedValue`, and declare a
// view-model with `@HeadlessFlow.Observable` (Docs/Observable.md's block for such files).
import HeadlessFlow
import HeadlessFlowSwiftUI
import SwiftUI

@MainActor
final class SearchViewModel {
    @HeadlessFlow.Observable var query = ""
    @HeadlessFlow.Observable private(set) var results: [String] = []

    func search() {
        results = query.isEmpty ? [] : [query]
    }
}

@main
struct ShopAppMain: App {
    // One model for the app's lifetime; it owns the root coordinator, and so the whole tree.
    @StateObject private var model: NavigationModel

    init() {
        let coordinator = AppCoordinator(navigation: Navigation())
        try? coordinator.startAsRoot(animated: false)
        _model = StateObject(wrappedValue: NavigationModel(coordinator: coordinator))
    }

    var body: some Scene {
        WindowGroup {
            NavigationRootView(model: model) { screen in
                ScreenView(screen: screen)
            }
        }
    }
}

/// The app's view for one model screen; the renderer sets its navigation title.
struct ScreenView: View {
    let screen: Screen

    var body: some View {
        if let login = screen as? LoginScreen {
            LoginView(viewModel: login.viewModel)
        } else {
            Text(screen.title)
        }
    }
}

/// A view that follows its view-model on the main actor.
struct LoginView: View {
    let viewModel: LoginViewModel
    @StateObject private var state: ObservedValue<LoginState>

    init(viewModel: LoginViewModel) {
        self.viewModel = viewModel
        _state = StateObject(wrappedValue: ObservedValue(viewModel.$state))
    }

    var body: some View {
        VStack {
            if case .failed(let message) = state.value { Text(message) }
            Button("Log in") { viewModel.logIn() }
        }
    }
}
