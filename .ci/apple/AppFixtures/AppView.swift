// A SwiftUI app's files, as Docs/Renderers.md and the SwiftUI renderer's Getting Started tell them:
// they import SwiftUI and HeadlessFlow, draw the model with `NavigationRootView`, and declare a
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
    @StateObject private var model: NavigationModel
    private let app: ShopApp

    init() {
        let app = ShopApp()
        try? app.start()
        self.app = app
        _model = StateObject(wrappedValue: NavigationModel(root: app.navigation))
    }

    var body: some Scene {
        WindowGroup {
            NavigationRootView(model: model) { screen in
                ScreenView(screen: screen)
            }
        }
    }
}

/// The app's view for one model screen.
struct ScreenView: View {
    let screen: Screen

    var body: some View {
        Text(screen.title)
    }
}
