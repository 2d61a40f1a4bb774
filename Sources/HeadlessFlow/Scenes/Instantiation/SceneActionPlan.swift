/// How a screen type handles the actions of one scene: for each element that sends one, the
/// handler to run on the screen, resolved from ``Instantiable/actions`` and ``Instantiable/Action``.
///
/// Resolved once per scene and screen type and kept with the scene's description (so it goes
/// when the library forgets the scene): every later screen of that type is wired without looking
/// an action name up again, which in the unspecialized `instantiate` cost a generic dictionary
/// lookup and a function-type metadata lookup per action (issue 25).
final class SceneActionPlan: @unchecked Sendable {
    /// The elements that send an action, by position, with what they run on the screen. Called on
    /// the main actor only: the closures come from main-actor screen types.
    let entries: [(index: Int, perform: @MainActor (SceneScreen) -> Void)]

    init(entries: [(index: Int, perform: @MainActor (SceneScreen) -> Void)]) {
        self.entries = entries
    }
}

extension Instantiable {
    /// Resolves every action `scene` sends to this type's handler, or throws
    /// ``SceneError/actionWithoutHandler(_:elementID:screen:at:)`` for the first without one.
    static func makeActionPlan(for scene: SceneDescription) throws(SceneError) -> SceneActionPlan {
        let actions = self.actions
        var entries: [(index: Int, perform: @MainActor (SceneScreen) -> Void)] = []
        for (index, element) in scene.elements.enumerated() {
            guard let name = element.action else { continue }
            if let handler = actions[name] {
                entries.append((index, { screen in handler(unsafeDowncast(screen, to: Self.self))() }))
            } else if let action = Action(rawValue: name) {
                entries.append((index, { screen in unsafeDowncast(screen, to: Self.self).perform(action) }))
            } else {
                throw .actionWithoutHandler(
                    name, elementID: element.id, screen: String(describing: self), at: element.location)
            }
        }
        return SceneActionPlan(entries: entries)
    }
}
