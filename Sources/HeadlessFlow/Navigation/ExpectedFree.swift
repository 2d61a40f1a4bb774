/// An object a screen or a coordinator expects to be freed with it, held weakly: what leak checks
/// (`LeakTracker`, the navigation explorer) check beyond the tree itself.
package struct ExpectedFree {
    /// The object, while it lives.
    package weak var object: AnyObject?
    /// How failures name it: the name given to `expectFreed(_:as:)`, or the object's type.
    package let name: String

    /// The living objects `owner` expects freed with it: a screen's or a coordinator's
    /// (`Screen.objectsExpectedFreed`, `Coordinator.objectsExpectedFreed`); none for any other
    /// object.
    @MainActor
    package static func declared(by owner: AnyObject) -> [ExpectedFree] {
        if let screen = owner as? Screen { return screen.objectsExpectedFreed }
        if let coordinator = owner as? any Coordinator { return coordinator.objectsExpectedFreed }
        return []
    }
}

extension Screen {
    /// Declares that `object` (this screen's view-model, a service made for it alone) must be
    /// freed once this screen is: the leak checks of `HeadlessFlowTesting` (`LeakTracker`, and the
    /// navigation explorer's `leftTreeIsFreed`) then report it, named, if it outlives the screen.
    ///
    /// ```swift
    /// final class ProfileScreen: Screen {
    ///     let viewModel: ProfileViewModel
    ///
    ///     init(viewModel: ProfileViewModel) {
    ///         self.viewModel = viewModel
    ///         super.init(title: "Profile")
    ///         expectFreed(viewModel)
    ///     }
    /// }
    /// ```
    ///
    /// The screen holds `object` weakly: declaring it keeps nothing alive. Objects given to
    /// ``keepAlive(_:)`` are expected freed with the screen without being declared. Declare only
    /// what the screen owns: an object shared with what outlives the screen (a session, a cache)
    /// is alive by design. An object declared with several screens or coordinators is expected
    /// freed once all of them have left the tree. Declaring the same object twice declares it once.
    ///
    /// - Parameters:
    ///   - object: The object that must not outlive this screen.
    ///   - name: How a leak report names it; its type name by default.
    public func expectFreed(_ object: AnyObject, as name: String? = nil) {
        guard !expectedFrees.contains(where: { $0.object === object }) else { return }
        expectedFrees.append(ExpectedFree(object: object, name: name ?? "\(type(of: object))"))
    }

    /// The living objects expected freed with this screen: those declared with
    /// ``expectFreed(_:as:)``, then those kept with ``keepAlive(_:)``.
    package var objectsExpectedFreed: [ExpectedFree] {
        // Most screens declare nothing: no array is made for them, step after step of a crawl.
        if expectedFrees.isEmpty && keptAlive.isEmpty { return [] }
        return expectedFrees.filter { $0.object != nil }
            + keptAlive.compactMap { object in
                expectedFrees.contains { $0.object === object }
                    ? nil : ExpectedFree(object: object, name: "\(type(of: object))")
            }
    }
}

extension Coordinator {
    /// Declares that `object` (a service or a view-model this coordinator made for its flow) must
    /// be freed once this coordinator is: the leak checks of `HeadlessFlowTesting` (`LeakTracker`,
    /// and the navigation explorer's `leftTreeIsFreed`) then report it, named, if it outlives the
    /// coordinator.
    ///
    /// The coordinator holds `object` weakly. Declare only what the flow owns, as with
    /// ``Screen/expectFreed(_:as:)``.
    ///
    /// - Parameters:
    ///   - object: The object that must not outlive this coordinator.
    ///   - name: How a leak report names it; its type name by default.
    public func expectFreed(_ object: AnyObject, as name: String? = nil) {
        guard !context.expectedFrees.contains(where: { $0.object === object }) else { return }
        context.expectedFrees.append(ExpectedFree(object: object, name: name ?? "\(type(of: object))"))
    }

    /// The living objects declared with ``expectFreed(_:as:)``.
    package var objectsExpectedFreed: [ExpectedFree] {
        context.expectedFrees.isEmpty ? [] : context.expectedFrees.filter { $0.object != nil }
    }
}
