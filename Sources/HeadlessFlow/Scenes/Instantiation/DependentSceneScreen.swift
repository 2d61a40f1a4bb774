/// A ``SceneScreen`` that keeps what it is built with: subclass it with the screen's
/// ``Instantiable/Dependencies`` (a view-model, or a struct of services) and write no
/// initializer at all.
///
/// ```swift
/// final class ProfileScreen: DependentSceneScreen<ProfileViewModel>, Instantiable {
///     @Outlet var name: LabelElement
///
///     override func awake() {
///         bindTitle(to: dependencies.$displayName)  // the title follows the view-model
///         observe(dependencies.$displayName) { screen, name in screen.name.text = name }
///     }
/// }
///
/// let profile = try ProfileScreen.instantiate(with: ProfileViewModel())
/// ```
///
/// The inherited ``init(outlets:dependencies:)`` is the screen's ``Instantiable`` initializer: it
/// keeps `dependencies` and binds the ``Outlet`` properties, checked when the screen is built.
@MainActor
open class DependentSceneScreen<Dependencies>: SceneScreen {
    /// What the screen was built with.
    public let dependencies: Dependencies

    /// Creates the screen with the scene's title and elements, binding its ``Outlet`` properties,
    /// and keeps `dependencies`.
    ///
    /// - Throws: the ``SceneError`` of an ``Outlet`` that is missing or of the wrong kind.
    public required init(outlets: SceneOutlets, dependencies: Dependencies) throws(SceneError) {
        self.dependencies = dependencies
        try super.init(outlets: outlets)
    }
}

extension Screen {
    /// Keeps ``Screen/title`` equal to the latest value of `publisher` (a view-model's `$title`),
    /// for as long as the screen lives: a title that comes from the view-model rather than the
    /// scene file. The title is set at once to the publisher's current value.
    ///
    /// - Returns: A token that ends the binding early; the screen keeps it, so it may be discarded.
    @discardableResult
    public func bindTitle<Publisher: ValuePublisher>(to publisher: Publisher) -> ObservationToken
    where Publisher.Output == String {
        observe(publisher) { [weak self] title in self?.title = title }
    }
}
