/// A headless control built from a scene file: the model a renderer draws and a test drives.
///
/// Each ``ElementKind`` has its own final subclass (``LabelElement``, ``ButtonElement``, ...). A
/// renderer walks ``SceneScreen/elements`` in order and switches on ``kind``; a screen reaches its
/// elements through typed outlets (see ``SceneOutlets``).
///
/// Elements that send actions (buttons, lists, toggles) call the handler their screen declared in
/// ``Instantiable/actions``. They hold the screen weakly, so an element kept by a renderer never
/// keeps its screen alive.
@MainActor
public class SceneElement: CustomStringConvertible {
    /// The id from the scene file, unique within the scene.
    public let id: String

    /// The element's kind.
    public let kind: ElementKind

    /// Whether the user can interact with the element. Interacting with a disabled element throws
    /// ``ElementError/disabled(elementID:)`` and changes nothing.
    public var isEnabled: Bool {
        didSet { if isEnabled != oldValue { didChange() } }
    }

    /// Whether the element is hidden: not drawn and not offered to the user
    /// (``Screen/offeredElements`` leaves it out), until the app shows it again. A scene file
    /// starts an element hidden with `"hidden": true`. Showing or hiding is a change like any
    /// other, so a renderer that observes the element inserts or removes its control.
    public var isHidden: Bool = false {
        didSet { if isHidden != oldValue { didChange() } }
    }

    /// The name of the action the element sends, if any.
    public let actionName: String?

    /// Runs the bound action handler; set once when the screen is instantiated.
    package var actionHandler: (@MainActor () -> Void)?

    /// The publishers an element built in code follows; cancelled when the element goes.
    var bindings: [ObservationToken] = []

    init(id: String, kind: ElementKind, isEnabled: Bool, actionName: String? = nil) {
        self.id = id
        self.kind = kind
        self.isEnabled = isEnabled
        self.actionName = actionName
    }

    /// Created on the first ``observeChanges(_:)``, so elements nobody watches carry nothing.
    private var changeObservers: ObserverList<SceneElement>?

    /// Calls `handler` with this element after each change to its state (text, title, items,
    /// selection, on/off, enabled, hidden), whether a user or the app's logic made it, until the token is
    /// cancelled or deallocated. A renderer uses it to redraw just this element.
    ///
    /// Setting a property to the value it already has is not a change.
    ///
    /// - Returns: The token that keeps the observation alive.
    public func observeChanges(_ handler: @escaping @MainActor (SceneElement) -> Void) -> ObservationToken {
        let observers = changeObservers ?? ObserverList()
        changeObservers = observers
        // Only ever called on the main actor: see `ObserverList.add(_:)`.
        return observers.add(unsafeBitCast(handler, to: ((SceneElement) -> Void).self))
    }

    /// Tells the element's observers that its state changed.
    func didChange() {
        changeObservers?.deliver(self)
    }

    /// The kind every instance of this class has; `nil` for ``SceneElement`` itself.
    class var kindOfClass: ElementKind? { nil }

    // Built from constants only, so it can be read from any thread (in logs, in test failures).
    public nonisolated var description: String {
        "\(kind)(\(id))"
    }

    func requireEnabled() throws(ElementError) {
        guard isEnabled else { throw .disabled(elementID: id) }
    }

    func sendAction() {
        actionHandler?()
    }

    /// Runs `update` with this element and each value of `publisher`, the current one first, for
    /// as long as the element lives. The observation holds the element weakly.
    func follow<Publisher: ValuePublisher>(
        _ publisher: Publisher, _ update: @escaping @MainActor (SceneElement, Publisher.Output) -> Void
    ) {
        _ = ObservationBag.observe(publisher, relay: MainActorRelay(weakly: self, update)) {
            bindings.append($0)
        }
    }

    /// Builds the element a description describes, in its initial state.
    package static func make(from description: ElementDescription) -> SceneElement {
        let element = makeShown(from: description)
        element.isHidden = description.isHidden
        return element
    }

    private static func makeShown(from description: ElementDescription) -> SceneElement {
        let id = description.id
        let enabled = description.isEnabled
        switch description.content {
        case .label(let text):
            return LabelElement(id: id, text: text, isEnabled: enabled)
        case .textField(let placeholder, let text):
            return TextFieldElement(id: id, placeholder: placeholder, text: text, isEnabled: enabled)
        case .secureTextField(let placeholder):
            return SecureTextFieldElement(id: id, placeholder: placeholder, isEnabled: enabled)
        case .button(let title, let action):
            return ButtonElement(id: id, title: title, action: action, isEnabled: enabled)
        case .list(let items, let action):
            return ListElement(id: id, items: items, action: action, isEnabled: enabled)
        case .toggle(let title, let isOn, let action):
            return ToggleElement(id: id, title: title, isOn: isOn, action: action, isEnabled: enabled)
        case .imagePlaceholder(let image, let accessibilityLabel):
            return ImagePlaceholderElement(
                id: id, image: image, accessibilityLabel: accessibilityLabel, isEnabled: enabled)
        }
    }
}
