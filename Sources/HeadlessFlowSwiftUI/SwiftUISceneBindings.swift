import HeadlessFlow

#if canImport(os)
    import os
#endif

/// The two-way bindings of a scene's SwiftUI controls, built on a `SceneDrawing`:
/// each reads the model and sends what the user does through
/// `SceneDrawing.send(_:to:)`, so the screen's actions and outlets run as for the
/// terminal demo and `SimulatedUser`.
///
/// Plain getter and setter pairs (``SceneBinding``), so they are tested on every platform;
/// `ScreenElementsView` wraps each in a SwiftUI `Binding(get:set:)`. A secure field's text is read from its
/// element only when SwiftUI asks, and never kept here.
@MainActor
public struct SwiftUISceneBindings {
    /// A getter and a setter, as SwiftUI's `Binding(get:set:)` takes them.
    public struct SceneBinding<Value>: Sendable {
        /// Reads the model's value.
        public let get: @MainActor () -> Value
        /// Sends the user's value to the model.
        public let set: @MainActor (Value) -> Void
    }

    /// The drawing the bindings read and write.
    public let drawing: SceneDrawing

    /// Called with an input the drawing refused (a write to a control that went or was disabled
    /// meanwhile); the model is unchanged. The control shows the model's state again when SwiftUI
    /// next reads the binding, so a view that owns these bindings redraws on a refusal
    /// (`ScreenElementsView` does).
    public var onRefused: @MainActor (SceneDrawingError) -> Void

    /// Bindings of `drawing`'s controls.
    ///
    /// - Parameters:
    ///   - drawing: the drawing of the screen shown.
    ///   - onRefused: what to do with a refused input; by default ``logRefusal(_:)``, so that a
    ///     refusal is never silent.
    public init(
        drawing: SceneDrawing,
        onRefused: @escaping @MainActor (SceneDrawingError) -> Void = SwiftUISceneBindings.logRefusal
    ) {
        self.drawing = drawing
        self.onRefused = onRefused
    }

    /// The default of ``onRefused``: logs the error at `.error` with `os.Logger` (subsystem
    /// `HeadlessFlow`, category `SwiftUISceneBindings`) where there is one, and prints it
    /// elsewhere.
    ///
    /// - Parameter error: the refused input's error.
    public static func logRefusal(_ error: SceneDrawingError) {
        let message = String(describing: error)
        #if canImport(os)
            // Private: the text names the scene's element ids and rows, which may be the user's data.
            logger.error("An input the model refused: \(message, privacy: .private)")
        #else
            print("HeadlessFlow SwiftUISceneBindings: an input the model refused: \(message)")
        #endif
    }

    #if canImport(os)
        private static let logger = Logger(subsystem: "HeadlessFlow", category: "SwiftUISceneBindings")
    #endif

    /// The text of the text field or secure field `id`; setting it is an edit.
    public func text(of id: String) -> SceneBinding<String> {
        SceneBinding(
            get: { [drawing] in
                switch drawing.element(withID: id) {
                case let field as TextFieldElement: field.text
                case let field as SecureTextFieldElement: field.text
                default: ""
                }
            },
            set: { [drawing, onRefused] text in
                Self.send(.edit(text), to: id, in: drawing, onRefused: onRefused)
            })
    }

    /// Whether the toggle `id` is on; setting it switches it as a user does.
    public func isOn(of id: String) -> SceneBinding<Bool> {
        SceneBinding(
            get: { [drawing] in
                guard case .toggle(_, let isOn)? = drawing.controls.first(where: { $0.id == id })?.content
                else { return false }
                return isOn
            },
            set: { [drawing, onRefused] isOn in
                Self.send(.setOn(isOn), to: id, in: drawing, onRefused: onRefused)
            })
    }

    /// The selected row of the list `id`; setting a row selects it as a user does, setting `nil`
    /// does nothing (a user picks rows, and never clears a pick).
    public func selection(of id: String) -> SceneBinding<Int?> {
        SceneBinding(
            get: { [drawing] in
                guard case .list(_, let row)? = drawing.controls.first(where: { $0.id == id })?.content
                else { return nil }
                return row
            },
            set: { [drawing, onRefused] row in
                guard let row else { return }
                Self.send(.select(row: row), to: id, in: drawing, onRefused: onRefused)
            })
    }

    /// The action of the button `id`: a tap.
    public func tap(_ id: String) -> @MainActor () -> Void {
        { [drawing, onRefused] in Self.send(.tap, to: id, in: drawing, onRefused: onRefused) }
    }

    private static func send(
        _ input: ControlInput, to id: String, in drawing: SceneDrawing,
        onRefused: @MainActor (SceneDrawingError) -> Void
    ) {
        do {
            try drawing.send(input, to: id)
        } catch {
            onRefused(error)
        }
    }
}
