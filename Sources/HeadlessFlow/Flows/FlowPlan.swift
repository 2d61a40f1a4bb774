/// What running a ``Flow`` would do: the steps it would take, the recursive steps expanded, and
/// the events it would announce. ``Navigation/plan(_:animated:)`` and
/// ``Coordinator/plan(_:animated:)`` make one without changing anything.
public struct FlowPlan: Sendable, Equatable, CustomStringConvertible {
    /// The steps in the order they would run, numbered from 1 as ``FlowError/stepFailed(index:step:underlying:)``
    /// numbers them; the steps a recursive step produces follow it, indented by two spaces a level:
    /// `3. then "open first item"`, `4.   push "Item 1"`.
    public let steps: [String]
    /// The changes the run announces, in order, as a renderer receives them. Screens and
    /// navigations the run creates carry the IDs of the dry run's stand-ins; the real run creates
    /// new ones.
    public let events: [NavigationEvent]
    /// ``events`` in words, each screen named by its title (a screen the run would build by its
    /// step's title; see
    /// ``NavigationEvent/Change/readableDescription(naming:)``), with `(animated)` where it
    /// animates: what a person reviewing the plan reads, and what a test compares with a real run.
    public let changes: [String]

    public var description: String {
        (steps + changes.map { "   \($0)" }).joined(separator: "\n")
    }
}
