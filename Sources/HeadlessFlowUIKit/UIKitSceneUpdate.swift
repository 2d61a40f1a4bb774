import HeadlessFlow

/// One step that brings a drawn scene's controls to the model after a
/// `SceneDrawing.Change`: the platform-neutral half of `SceneViewController`'s
/// updates, tested on every platform.
public enum UIKitSceneUpdate: Sendable, Equatable, CustomStringConvertible {
    /// Remove the control at this index.
    case remove(at: Int)
    /// Insert a control made from the plan at this index.
    case insert(UIKitControlPlan, at: Int)
    /// Set the control at this index to the plan, in place (the same control, so a field being
    /// edited keeps its cursor).
    case reconfigure(UIKitControlPlan, at: Int)
    /// Set the view controller's title.
    case setTitle(String)

    /// The steps for `change`, in the order to apply them: removals from the highest index,
    /// insertions from the lowest, then reconfigurations, then the title.
    ///
    /// - Parameters:
    ///   - change: what one model change did to `drawing`.
    ///   - drawing: the drawing, already current.
    ///   - hasAsset: whether the app's asset catalog has an image by that name.
    /// - Returns: The steps.
    @MainActor
    public static func updates(
        for change: SceneDrawing.Change, in drawing: SceneDrawing, hasAsset: (String) -> Bool
    ) -> [UIKitSceneUpdate] {
        let controls = drawing.controls
        var updates: [UIKitSceneUpdate] = change.removed.sorted(by: >).map { .remove(at: $0) }
        updates += change.inserted.sorted().map {
            .insert(UIKitControlPlan(controls[$0], hasAsset: hasAsset), at: $0)
        }
        updates += change.updated.sorted().map {
            .reconfigure(UIKitControlPlan(controls[$0], hasAsset: hasAsset), at: $0)
        }
        if change.titleChanged { updates.append(.setTitle(drawing.title)) }
        return updates
    }

    /// The step that puts the control `id` back to the model after `drawing` refused the user's
    /// input to it (`SceneDrawing.send(_:to:)` threw): the control may already show what the
    /// user did (a switch flipped, a field typed into) while the model kept its state, so it is
    /// drawn again from the model at once rather than at its next change.
    ///
    /// - Parameters:
    ///   - id: the control's id.
    ///   - drawing: the drawing that refused the input.
    ///   - hasAsset: whether the app's asset catalog has an image by that name.
    /// - Returns: A reconfiguration of the control, or `nil` when no visible control has that id
    ///   any more (it went, and its removal is already an update of its own).
    @MainActor
    public static func restoring(
        _ id: String, in drawing: SceneDrawing, hasAsset: (String) -> Bool
    ) -> UIKitSceneUpdate? {
        let controls = drawing.controls
        guard let index = controls.firstIndex(where: { $0.id == id }) else { return nil }
        return .reconfigure(UIKitControlPlan(controls[index], hasAsset: hasAsset), at: index)
    }

    public var description: String {
        switch self {
        case .remove(let index): "remove \(index)"
        case .insert(let plan, let index): "insert \(plan.id) at \(index)"
        case .reconfigure(let plan, let index): "reconfigure \(plan.id) at \(index)"
        case .setTitle(let title): "title \(title.debugDescription)"
        }
    }
}
