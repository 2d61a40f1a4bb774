// The SwiftUI app: the demo's window drawn by `NavigationRootView`, every screen by
// `ScreenElementsView` from its scene file. The app only launches and wires: no screen of the demo
// has code here.
import DemoKit
import HeadlessFlow
import HeadlessFlowSwiftUI
import SwiftUI

@main
struct DemoSwiftUIApp: App {
    /// The running demo, or why it cannot start. An `App` is made once per launch.
    private let launch: Result<DemoSession, any Error>

    init() {
        // The size class is not known before the first view appears: start laid out for the
        // device, and `DemoRootView` corrects it (an iPad app in a narrow Split View).
        let compact = UIDevice.current.userInterfaceIdiom == .phone
        launch = Result { try DemoSession(compact: compact) }
    }

    var body: some Scene {
        WindowGroup {
            switch launch {
            case .success(let session):
                DemoRootView(session: session)
            case .failure(let error):
                Text("The demo cannot start: \(String(describing: error))")
                    .padding()
            }
        }
    }
}

/// The demo's window: its navigation drawn by `NavigationRootView`, the notices above it, links
/// followed, the layout following the size class, and a save when the app goes to the background.
struct DemoRootView: View {
    let session: DemoSession
    @StateObject private var model: NavigationModel
    @StateObject private var notices: ObservedValue<[DemoSession.Notice]>
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.scenePhase) private var scenePhase

    init(session: DemoSession) {
        self.session = session
        // The model keeps the root coordinator, and so the whole tree, for as long as it lives.
        _model = StateObject(wrappedValue: NavigationModel(coordinator: session.coordinator))
        _notices = StateObject(wrappedValue: ObservedValue(session.$notices))
    }

    var body: some View {
        NavigationRootView(model: model) { screen in
            ScreenElementsView(screen: screen)
        }
        .safeAreaInset(edge: .top) {
            if !notices.value.isEmpty {
                HStack(alignment: .firstTextBaseline) {
                    VStack(alignment: .leading, spacing: 4) {
                        ForEach(Array(notices.value.enumerated()), id: \.offset) { _, notice in
                            Text(notice.text)
                                .foregroundStyle(notice.isError ? Color.red : Color.primary)
                        }
                    }
                    Spacer()
                    Button("Dismiss") { session.dismissNotices() }
                }
                .font(.footnote)
                .padding()
                .background(.bar)
            }
        }
        .onOpenURL { url in session.open(url) }
        .onAppear { session.adaptLayout(compact: sizeClass == .compact) }
        .onChange(of: sizeClass) { newValue in session.adaptLayout(compact: newValue == .compact) }
        .onChange(of: scenePhase) { phase in
            if phase == .background { session.save() }
        }
    }
}
