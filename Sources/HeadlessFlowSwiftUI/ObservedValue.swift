#if canImport(SwiftUI)
    import HeadlessFlow
    import SwiftUI

    /// The latest value of a view-model's publisher, republished on the main actor for a SwiftUI
    /// view: how a view follows a `@HeadlessFlow.Observable` property without a `Task` hop.
    ///
    /// ```swift apple-only
    /// struct LoginView: View {
    ///     let viewModel: LoginViewModel
    ///     @StateObject private var state: ObservedValue<LoginState>
    ///
    ///     init(viewModel: LoginViewModel) {
    ///         self.viewModel = viewModel
    ///         _state = StateObject(wrappedValue: ObservedValue(viewModel.$state))
    ///     }
    ///
    ///     var body: some View {
    ///         if case .failed(let message) = state.value { Text(message) }
    ///     }
    /// }
    /// ```
    ///
    /// It follows the publisher with `ValuePublisher.sinkOnMainActor(weakly:_:)`: values arrive on
    /// the main actor in the order they were stored, a value stored on the main actor before its
    /// setter returns. The observation ends with the object.
    @MainActor
    public final class ObservedValue<Value: Sendable>: ObservableObject {
        /// The value the publisher delivered last.
        @Published public private(set) var value: Value
        private let latest: LatestValue<Value>

        /// Follows `publisher`, which hands its current value on subscribing: a
        /// `@HeadlessFlow.Observable` property of a main-actor view-model (`viewModel.$state`), or
        /// `map` and `combineLatest` of such.
        ///
        /// A publisher that has no current value on subscribing from the main actor (`filter`,
        /// `dropFirst`, a property stored from another thread at that very moment) stops the app
        /// with a precondition failure: use ``init(_:initial:)`` for those.
        public convenience init<Publisher: ValuePublisher>(_ publisher: Publisher)
        where Publisher.Output == Value {
            guard let latest = LatestValue(publisher) else {
                preconditionFailure(
                    "ObservedValue: \(Publisher.self) delivered no current value; use init(_:initial:)")
            }
            self.init(latest)
        }

        /// Follows `publisher`, showing `initial` until it delivers a value.
        public convenience init<Publisher: ValuePublisher>(_ publisher: Publisher, initial: Value)
        where Publisher.Output == Value {
            self.init(LatestValue(publisher, initial: initial))
        }

        private init(_ latest: LatestValue<Value>) {
            self.latest = latest
            value = latest.value
            latest.onChange = { [weak self] in self?.value = $0 }
        }
    }
#endif
