/// An outlet declared where it is stored, bound when the screen is built: the counterpart of
/// `@IBOutlet`, checked at load time like an outlet taken in the initializer.
///
/// ```swift
/// final class LoginScreen: SceneScreen, Instantiable {
///     @Outlet var email: TextFieldElement  // the element with id "email"
///     @Outlet("login") var logIn: ButtonElement  // another id than the property's name
/// }
/// ```
///
/// ``SceneScreen/init(outlets:)`` binds every `@Outlet` of the screen's class and superclasses
/// from its ``SceneOutlets``, and throws ``SceneError/outletMissing(_:expected:screen:file:)`` or
/// ``SceneError/outletKindMismatch(_:expected:found:screen:at:)`` as
/// ``SceneOutlets/element(_:as:)`` does, so an instantiated screen never has an unbound outlet. A
/// subclass's initializer reads its outlets after `super.init(outlets:)`, as it reads `self`.
@MainActor
@propertyWrapper
public final class Outlet<Element: SceneElement> {
    /// The element's id in the scene; `nil` for the name of the property.
    public let id: String?
    private var element: Element?

    /// Declares an outlet for the element with `id`, or, without one, with the property's name.
    public init(_ id: String? = nil) {
        self.id = id
    }

    /// The element. Bound by ``SceneScreen/init(outlets:)`` before the subclass's initializer can
    /// read `self`, so it is always there.
    public var wrappedValue: Element {
        guard let element else {
            preconditionFailure("@Outlet \(id ?? "") was read before SceneScreen.init(outlets:) bound it")
        }
        return element
    }
}

/// An ``Outlet`` of any element type, as the binding walk finds it.
@MainActor
protocol BindableOutlet: AnyObject {
    func bind(from outlets: SceneOutlets, propertyName: String) throws(SceneError)
}

extension Outlet: BindableOutlet {
    func bind(from outlets: SceneOutlets, propertyName: String) throws(SceneError) {
        element = try outlets.element(id ?? propertyName, as: Element.self)
    }
}

extension SceneScreen {
    /// Screen classes found to declare no ``Outlet``, which are not walked again.
    /// Main-actor state read on every screen built: no dynamic exclusivity check (see
    /// `Navigation.TransactionState`).
    @exclusivity(unchecked) private static var classesWithoutOutlets: Set<ObjectIdentifier> = []

    /// Binds every ``Outlet`` declared by this screen's class and its superclasses below
    /// ``SceneScreen``. A class is walked (by reflection) until it is found to declare none.
    func bindOutlets(from outlets: SceneOutlets) throws(SceneError) {
        let key = ObjectIdentifier(type(of: self))
        guard !SceneScreen.classesWithoutOutlets.contains(key) else { return }
        var found = false
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror, current.subjectType != SceneScreen.self {
            for child in current.children {
                guard let outlet = child.value as? any BindableOutlet, let label = child.label else {
                    continue
                }
                found = true
                // A wrapped property `email` is stored as `_email`.
                let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
                try outlet.bind(from: outlets, propertyName: name)
            }
            mirror = current.superclassMirror
        }
        if !found { SceneScreen.classesWithoutOutlets.insert(key) }
    }
}
