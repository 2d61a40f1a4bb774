/// A screen, or the view-model behind it, that offers the user controls: the buttons, fields,
/// toggles and lists a user acts on, as ``SceneElement``s built in code.
///
/// A ``SceneScreen`` offers the elements of its scene file; any other ``Screen`` adopts this
/// protocol to offer its own. Everything that acts as the user reads one declaration,
/// ``Screen/offeredElements``: `SimulatedUser`, `NavigationExplorer` and a renderer that draws
/// elements, so a test, a crawl and a person see the same controls.
///
/// Declare the elements once, in a `lazy var`, so the same element objects stay on the screen (a
/// renderer observes them). Their actions run closures; capture the screen `unowned` or `weak`,
/// as the screen keeps its elements:
///
/// ```swift
/// final class WelcomeScreen: Screen, ElementProviding {
///     var onContinue: () -> Void = {}
///
///     lazy var elements: [SceneElement] = [
///         ButtonElement("Continue") { [unowned self] in onContinue() }
///     ]
/// }
/// ```
///
/// A view-model can keep the elements instead, and the screen hands them on
/// (`var elements: [SceneElement] { viewModel.elements }`). A ``LabelElement``, ``TextFieldElement``
/// or ``ListElement`` created with a publisher (a view-model's `$name`) follows the value the
/// view-model publishes; a field's `onEdit` hands what the user types back.
@MainActor
public protocol ElementProviding: AnyObject {
    /// The controls the user sees, in the order a renderer draws them. Return the same objects on
    /// every read.
    var elements: [SceneElement] { get }
}

extension SceneScreen: ElementProviding {}

extension Screen {
    /// The controls this screen offers the user: its ``ElementProviding/elements`` when it adopts
    /// ``ElementProviding`` (every ``SceneScreen`` does), otherwise none.
    public var offeredElements: [SceneElement] {
        (self as? ElementProviding)?.elements ?? []
    }
}
