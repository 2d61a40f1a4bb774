/// A kind of step an app adds to the flow vocabulary: a value that describes itself and takes its
/// step from a ``FlowStepContext``. ``Flow/step(_:)`` makes a flow of it.
///
/// ```swift
/// struct ShowPopover: FlowStepKind {
///     let title: String
///     var description: String { "show popover \(title.debugDescription)" }
///
///     func perform(in context: inout FlowStepContext) throws {
///         let screen = context.screen(title) { Screen(title: title) }
///         let popover = try context.navigation.present(screen, style: .sheet, animated: context.animated)
///         context.makeCurrent(popover)
///     }
/// }
///
/// let flow = Flow.push("Map") { Screen(title: "Map") } + .step(ShowPopover(title: "Pin"))
/// ```
///
/// Its ``description`` is how ``Flow/description`` and ``FlowPlan/steps`` list it. Like a recursive
/// step it runs in dry runs (with ``FlowStepContext/isDryRun`` set): build screens with
/// ``FlowStepContext/screen(_:_:)`` and change navigation only. What it throws fails the run with
/// ``FlowError/stepFailed(index:step:underlying:)`` and changes nothing.
@MainActor
public protocol FlowStepKind {
    /// The step in words, as ``Flow/description`` and ``FlowPlan/steps`` list it.
    var description: String { get }

    /// Takes the step: changes navigation from `context.navigation`, and moves the current
    /// navigation with ``FlowStepContext/makeCurrent(_:)`` if the next steps should act elsewhere.
    ///
    /// - Throws: anything; the whole run is then undone.
    func perform(in context: inout FlowStepContext) throws
}
