#if canImport(SwiftUI)
    import HeadlessFlow
    import SwiftUI

    /// Draws any screen's controls with SwiftUI: the view to give ``NavigationRootView`` for a scene
    /// screen, or for any screen that offers elements (`ElementProviding`).
    ///
    /// ```swift apple-only
    /// NavigationRootView(model: model) { screen in ScreenElementsView(screen: screen) }
    /// ```
    ///
    /// It shows the elements in a `Form`, as ``SwiftUIControlPlan`` decides: `Text`, `TextField`,
    /// `SecureField`, `Button`, `Toggle`, rows with a checkmark on the selected one, `Image` (asset
    /// catalog first, SF Symbol second). Bound both ways through ``SwiftUISceneBindings``: a value
    /// the view-model publishes redraws the control, an element hidden or shown goes or appears, and
    /// what the user does reaches the screen's actions and outlets exactly as in the terminal demo.
    /// A secure field's text is read from its element when SwiftUI asks and is kept nowhere else.
    ///
    /// An input the model refuses (the user acted on a control the model had disabled or removed
    /// meanwhile) redraws the view, so the control shows the model's state again at once, and is
    /// reported to `onRefusedInput`.
    ///
    /// ``SwiftUIElementDrawers`` replaces the drawing of one kind or one scene.
    ///
    /// Not named `SceneView`: SceneKit's SwiftUI overlay declares that name, and a file importing
    /// both would have to spell it out.
    public struct ScreenElementsView: View {
        @StateObject private var model: SceneViewModel
        private let drawers: SwiftUIElementDrawers

        /// A view drawing `screen`'s controls.
        ///
        /// - Parameters:
        ///   - screen: the screen to draw; the view holds it weakly (the model keeps it).
        ///   - drawers: the app's replacements of the built-in drawing, if any.
        ///   - onRefusedInput: called with an input the model refused, after the view has been
        ///     asked to redraw; by default `SwiftUISceneBindings.logRefusal(_:)` logs it.
        public init(
            screen: Screen, drawers: SwiftUIElementDrawers = SwiftUIElementDrawers(),
            onRefusedInput: @escaping @MainActor (SceneDrawingError) -> Void = SwiftUISceneBindings.logRefusal
        ) {
            _model = StateObject(wrappedValue: SceneViewModel(screen: screen, onRefusedInput: onRefusedInput))
            self.drawers = drawers
        }

        public var body: some View {
            if let screen = model.drawing.screen, let replacement = drawers.choice.replacement(for: screen) {
                replacement
            } else {
                Form {
                    ForEach(model.drawing.controls, id: \.id) { control in
                        drawers.choice.draw(control, in: model.drawing) {
                            AnyView(BuiltInControl(plan: model.plan(control), bindings: model.bindings))
                        }
                    }
                }
            }
        }
    }

    /// Republishes a ``SceneDrawing``'s changes so that SwiftUI redraws.
    @MainActor
    private final class SceneViewModel: ObservableObject {
        let drawing: SceneDrawing
        private(set) var bindings: SwiftUISceneBindings
        @Published private(set) var version = 0
        private var token: ObservationToken?

        init(screen: Screen, onRefusedInput: @escaping @MainActor (SceneDrawingError) -> Void) {
            drawing = SceneDrawing(screen: screen)
            bindings = SwiftUISceneBindings(drawing: drawing)
            token = drawing.observe { [weak self] _ in self?.version += 1 }
            // A refused input changed nothing in the model, so nothing else would make SwiftUI read
            // the control's binding again: a toggle the user flipped would stay flipped.
            bindings.onRefused = { [weak self] error in
                self?.version += 1
                onRefusedInput(error)
            }
        }

        func plan(_ control: DrawnControl) -> SwiftUIControlPlan {
            SwiftUIControlPlan(control, hasAsset: Image.hasAsset(named:))
        }
    }

    /// The built-in SwiftUI view of one ``SwiftUIControlPlan``.
    private struct BuiltInControl: View {
        let plan: SwiftUIControlPlan
        let bindings: SwiftUISceneBindings

        var body: some View {
            content.disabled(!plan.isEnabled)
        }

        @ViewBuilder private var content: some View {
            switch plan.control {
            case .text(let text, let role):
                Text(text).foregroundColor(Self.color(role))
            case .textField(let placeholder):
                TextField(placeholder, text: binding(bindings.text(of: plan.id)))
            case .secureField(let placeholder):
                SecureField(placeholder, text: binding(bindings.text(of: plan.id)))
            case .button(let title):
                Button(title, action: bindings.tap(plan.id))
            case .toggle(let title):
                Toggle(title, isOn: binding(bindings.isOn(of: plan.id)))
            case .list(let rows):
                let selection = bindings.selection(of: plan.id)
                ForEach(Array(rows.enumerated()), id: \.offset) { row, title in
                    Button {
                        selection.set(row)
                    } label: {
                        if selection.get() == row {
                            Label(title, systemImage: "checkmark")
                        } else {
                            Text(title)
                        }
                    }
                }
            case .image(let source, let accessibilityLabel):
                if let image = Image.resolved(source) {
                    if let accessibilityLabel {
                        image.accessibilityLabel(Text(accessibilityLabel))
                    } else {
                        image.accessibilityHidden(true)
                    }
                }
            }
        }

        /// SwiftUI calls a binding on the main thread; its closures are not main-actor typed in
        /// every SDK.
        private func binding<Value: Sendable>(
            _ binding: SwiftUISceneBindings.SceneBinding<Value>
        ) -> Binding<Value> {
            Binding(
                get: { MainActor.assumeIsolated { binding.get() } },
                set: { value in MainActor.assumeIsolated { binding.set(value) } })
        }

        private static func color(_ role: DrawnControl.LabelRole) -> Color {
            switch role {
            case .plain: .primary
            case .error: .red
            case .notice: .green
            }
        }
    }
#endif
