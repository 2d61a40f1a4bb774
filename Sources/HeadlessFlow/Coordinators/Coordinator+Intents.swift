// Intents: what a screen or view-model asks a coordinator to do, with the errors it throws reported
// up the tree instead of swallowed.

import Foundation

extension Coordinator {
    /// Wraps what a screen or view-model asks of this coordinator (a tap's callback) so that it
    /// holds the coordinator weakly and reports what it throws (``report(_:)``) instead of dropping
    /// it: the `{ [unowned self] in try? ... }` closure, without the silent failure.
    ///
    /// ```swift
    /// list.viewModel.onBack = intent { coordinator in try coordinator.finish(animated: true) }
    /// ```
    ///
    /// - Parameter body: Runs on the main actor with this coordinator, while it lives.
    /// - Returns: The closure to hand the screen or view-model.
    public func intent(_ body: @escaping @MainActor (Self) throws -> Void) -> @MainActor () -> Void {
        { [weak self] in
            guard let self else { return }
            do {
                try body(self)
            } catch {
                report(error)
            }
        }
    }

    /// `intent(_:)` for a callback that hands over a value (the selected item), or a child's
    /// `onFinish`, which then needs no `[weak self]`: the child holds its parent weakly through it.
    ///
    /// ```swift
    /// list.viewModel.onSelect = intent { coordinator, item in try coordinator.showDetail(of: item) }
    /// try start(child: checkout, animated: true, onFinish: intent { coordinator, outcome in
    ///     if case .finished(let order) = outcome { try coordinator.showReceipt(for: order) }
    /// })
    /// ```
    public func intent<Value>(
        _ body: @escaping @MainActor (Self, Value) throws -> Void
    ) -> @MainActor (Value) -> Void {
        { [weak self] value in
            guard let self else { return }
            do {
                try body(self, value)
            } catch {
                report(error)
            }
        }
    }

    /// Hands `error` to the first coordinator, from this one up to the root, whose
    /// ``handle(intentError:from:)`` handles it, and to ``UnhandledIntentError/handler`` when none
    /// does. For errors of code that cannot throw to its caller (a callback, a message handler).
    public func report(_ error: any Error) {
        var node: (any Coordinator)? = self
        while let current = node {
            if current.handle(intentError: error, from: self) { return }
            node = current.parent
        }
        UnhandledIntentError.handler(error, self)
    }
}

/// What happens to an error an intent threw that no coordinator handled
/// (``Coordinator/handle(intentError:from:)``).
@MainActor
public enum UnhandledIntentError {
    /// Called with the error and the coordinator whose intent threw it. By default it writes a
    /// line to standard error; `HeadlessFlowTesting`'s `failOnUnhandledIntentErrors()` makes it
    /// fail the test. Handle errors in the tree (the root coordinator is the usual place) rather
    /// than here.
    public static var handler: @MainActor (any Error, any Coordinator) -> Void = { error, coordinator in
        // Escaped: an error's text may hold what a user typed or a file said.
        let text = String(describing: error).debugDescription
        let line =
            "HeadlessFlow: an intent of \(type(of: coordinator)) threw \(text), and no coordinator handled it\n"
        FileHandle.standardError.write(Data(line.utf8))
    }
}
