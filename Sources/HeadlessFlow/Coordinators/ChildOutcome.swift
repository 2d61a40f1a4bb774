/// How a child coordinator's flow ended, as handed to the `onFinish` closure of
/// ``Coordinator/start(child:animated:onFinish:)-(Child,_,_)`` and ``Coordinator/present(child:style:animated:onFinish:)-(Child,_,_,_)``.
public enum ChildOutcome<Output> {
    /// The child finished its flow with ``Coordinator/finish(with:animated:)``, or with
    /// ``Coordinator/finish(animated:)`` when its `Output` is `Void`.
    case finished(Output)
    /// The flow ended without an output.
    case cancelled(CancellationReason)

    /// The output, if the child finished with one.
    public var output: Output? {
        if case .finished(let output) = self { return output }
        return nil
    }

    /// Why the flow ended without an output; `nil` if it finished with one.
    public var cancellationReason: CancellationReason? {
        if case .cancelled(let reason) = self { return reason }
        return nil
    }
}

extension ChildOutcome: Sendable where Output: Sendable {}
extension ChildOutcome: Equatable where Output: Equatable {}

/// Why a child coordinator's flow ended without an output.
public enum CancellationReason: Sendable, Equatable, CustomStringConvertible {
    /// The child called ``Coordinator/finish(animated:)`` although its `Output` is not `Void`.
    case finishedWithoutOutput
    /// Its start screen, or the navigation it was presented in, left the model: a back swipe, a
    /// dismissed sheet, a removed tab, or code that popped past it (its parent's
    /// ``Coordinator/backToStart(animated:)`` or ``Coordinator/backToTop(animated:)`` while it
    /// ran). The cause says which.
    case removed(by: NavigationEvent.Cause)
    /// Its parent started another child, which replaced it.
    case replaced
    /// An ancestor finished, taking the whole subtree with it.
    case parentFinished
    /// Its tab was removed with ``ContainerCoordinator/removeItem(at:)``.
    case tabRemoved

    /// The case as it is written in code (`replaced`, `removed(by: userInteraction)`, ...), so a
    /// log line or a test failure can be searched for.
    public var description: String {
        switch self {
        case .finishedWithoutOutput: "finishedWithoutOutput"
        case .removed(let cause): "removed(by: \(cause))"
        case .replaced: "replaced"
        case .parentFinished: "parentFinished"
        case .tabRemoved: "tabRemoved"
        }
    }
}

/// ``ChildOutcome`` with its output type erased, as the library stores it.
enum ErasedOutcome {
    case finished(Any)
    case cancelled(CancellationReason)
}
