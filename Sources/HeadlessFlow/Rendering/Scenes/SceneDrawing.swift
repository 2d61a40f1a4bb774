/// The platform-neutral drawing of one screen's controls: what a native renderer shows for the
/// ``Screen/offeredElements`` of a ``SceneScreen`` or an ``ElementProviding`` screen, kept current,
/// and the way back for what the user does.
///
/// `HeadlessFlowUIKit`'s `SceneViewController` and `HeadlessFlowSwiftUI`'s `ScreenElementsView` draw one;
/// a test reads it as they do:
///
/// ```swift
/// let drawing = SceneDrawing(screen: screen)
/// let token = drawing.observe { change in print(change, drawing.controls) }
/// try drawing.send(.edit("ada@example.com"), to: "email")
/// try drawing.send(.tap, to: "logIn")
/// ```
///
/// ``controls`` has one ``DrawnControl`` per visible element, in order. ``observe(_:)`` reports
/// each model change once, precisely: the control that changed, the controls that appeared or went
/// (an element's ``SceneElement/isHidden``, or a new list announced by
/// ``ElementProviding/observeElementList(_:)``). ``send(_:to:)`` goes through the elements' own
/// API (``ButtonElement/tap()``, ``TextFieldElement/text``, ``ToggleElement/toggle()``,
/// ``ListElement/select(row:)``), so the screen's actions and outlets run exactly as for the
/// terminal demo and `SimulatedUser`.
///
/// The drawing holds its screen weakly, so a renderer's view keeps no screen alive; it holds the
/// elements it draws (they hold their screen weakly too). Releasing the drawing ends its
/// observations.
@MainActor
public final class SceneDrawing {
    /// The screen drawn; `nil` once it has been released.
    public private(set) weak var screen: Screen?

    /// The screen's title, kept current.
    public private(set) var title: String

    /// One control per visible element, in the screen's order.
    public private(set) var controls: [DrawnControl]

    /// The visible elements, one per control.
    private var shown: [SceneElement]

    /// Every element the screen has, hidden ones included.
    private var all: [SceneElement]

    private var elementTokens: [ObjectIdentifier: ObservationToken] = [:]
    private var listToken: ObservationToken?
    private var titleToken: ObservationToken?
    private let observers = ObserverList<Change>()

    /// Draws `screen` as it is now and follows its changes.
    ///
    /// - Parameter screen: any screen; one that offers no elements draws no controls.
    public init(screen: Screen) {
        self.screen = screen
        title = screen.title
        let provider = screen as? ElementProviding
        all = provider?.elements ?? []
        (shown, controls) = Self.visible(all)
        for element in all { follow(element) }
        titleToken = screen.observeTitle { [weak self] title in
            guard let self, title != self.title else { return }
            self.title = title
            self.observers.deliver(Change(titleChanged: true))
        }
        listToken = provider?.observeElementList { [weak self, weak provider] in
            guard let self, let provider else { return }
            self.listDidChange(provider.elements)
        }
    }

    /// Calls `handler` after each change to ``controls`` or ``title``, once per model change,
    /// until the returned token is cancelled or released. ``controls`` is already current when
    /// it runs.
    ///
    /// - Parameter handler: Runs on the main actor with what changed.
    /// - Returns: The token that keeps the observation alive.
    public func observe(_ handler: @escaping @MainActor (Change) -> Void) -> ObservationToken {
        // Only ever called on the main actor: see `ObserverList.add(_:)`.
        observers.add(unsafeBitCast(handler, to: ((Change) -> Void).self))
    }

    /// The visible element with `id`, for a drawing that needs more than its ``DrawnControl`` (a
    /// secure field's text, which only the element and the native control hold).
    public func element(withID id: String) -> SceneElement? {
        controls.firstIndex { $0.id == id }.map { shown[$0] }
    }

    /// Does what the user did to the control `elementID`, through the element's own API.
    ///
    /// - Parameters:
    ///   - input: a tap for a button, an edit for a text or secure field, on or off for a toggle,
    ///     a row for a list. Setting a toggle to the state it has does nothing.
    ///   - elementID: the id of a visible control.
    /// - Throws: ``SceneDrawingError`` when the screen is gone, no visible control has the id, the
    ///   control takes no such input, is disabled, or has no such row; nothing changes then.
    public func send(_ input: ControlInput, to elementID: String) throws(SceneDrawingError) {
        guard screen != nil else { throw .screenReleased }
        guard let element = element(withID: elementID) else {
            throw .unknownControl(elementID, shown: controls.map(\.id))
        }
        switch (element, input) {
        case (let button as ButtonElement, .tap):
            try Self.requireEnabled(button)
            try Self.mapped(button) { () throws(ElementError) in try button.tap() }
        case (let field as TextFieldElement, .edit(let text)):
            try Self.requireEnabled(field)
            field.text = text
        case (let field as SecureTextFieldElement, .edit(let text)):
            try Self.requireEnabled(field)
            field.text = text
        case (let toggle as ToggleElement, .setOn(let isOn)):
            try Self.requireEnabled(toggle)
            guard toggle.isOn != isOn else { return }
            try Self.mapped(toggle) { () throws(ElementError) in try toggle.toggle() }
        case (let list as ListElement, .select(let row)):
            try Self.requireEnabled(list)
            guard list.items.indices.contains(row) else {
                throw .rowOutOfRange(row, rowCount: list.items.count, elementID: list.id)
            }
            try Self.mapped(list) { () throws(ElementError) in try list.select(row: row) }
        default:
            throw .inputNotAccepted(input, elementID: element.id, kind: element.kind)
        }
    }

    // MARK: - Following the model

    private func follow(_ element: SceneElement) {
        let id = ObjectIdentifier(element)
        guard elementTokens[id] == nil else { return }
        elementTokens[id] = element.observeChanges { [weak self] element in
            self?.elementDidChange(element)
        }
    }

    private func elementDidChange(_ element: SceneElement) {
        // The common case, an edit or a new value: one control redrawn, nothing recomputed.
        if !element.isHidden, let index = shown.firstIndex(where: { $0 === element }) {
            guard let control = DrawnControl(element), control != controls[index] else { return }
            controls[index] = control
            observers.deliver(Change(updated: [index]))
        } else {
            refresh()
        }
    }

    private func listDidChange(_ elements: [SceneElement]) {
        let kept = Set(elements.map(ObjectIdentifier.init))
        for id in elementTokens.keys where !kept.contains(id) {
            elementTokens.removeValue(forKey: id)?.cancel()
        }
        all = elements
        for element in elements { follow(element) }
        refresh()
    }

    /// Recomputes the visible controls and reports what moved, went, came or changed.
    private func refresh() {
        let (newShown, newControls) = Self.visible(all)
        let difference = newShown.map(ObjectIdentifier.init).difference(
            from: shown.map(ObjectIdentifier.init))
        var removed: [Int] = []
        var inserted: [Int] = []
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.append(offset)
            case .insert(let offset, _, _): inserted.append(offset)
            }
        }
        let removedSet = Set(removed)
        let newIndex = Dictionary(
            newShown.enumerated().map { (ObjectIdentifier($1), $0) }, uniquingKeysWith: { first, _ in first })
        var updated: [Int] = []
        for (index, element) in shown.enumerated() where !removedSet.contains(index) {
            if let new = newIndex[ObjectIdentifier(element)], newControls[new] != controls[index] {
                updated.append(new)
            }
        }
        shown = newShown
        controls = newControls
        let change = Change(updated: updated.sorted(), removed: removed.sorted(), inserted: inserted.sorted())
        if !change.isEmpty { observers.deliver(change) }
    }

    private static func visible(_ elements: [SceneElement]) -> ([SceneElement], [DrawnControl]) {
        var shown: [SceneElement] = []
        var controls: [DrawnControl] = []
        for element in elements where !element.isHidden {
            guard let control = DrawnControl(element) else { continue }
            shown.append(element)
            controls.append(control)
        }
        return (shown, controls)
    }

    // MARK: - Errors

    private static func requireEnabled(_ element: SceneElement) throws(SceneDrawingError) {
        guard element.isEnabled else { throw .disabled(elementID: element.id, kind: element.kind) }
    }

    /// Runs an element's own API, which repeats the checks already made here, and names what it
    /// refused the way this drawing does.
    private static func mapped(
        _ element: SceneElement, _ body: () throws(ElementError) -> Void
    ) throws(SceneDrawingError) {
        do {
            try body()
        } catch {
            switch error {
            case .disabled(let id):
                throw .disabled(elementID: id, kind: element.kind)
            case .rowOutOfRange(let row, let count, let id):
                throw .rowOutOfRange(row, rowCount: count, elementID: id)
            }
        }
    }
}
