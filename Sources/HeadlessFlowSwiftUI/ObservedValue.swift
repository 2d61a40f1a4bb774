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

        /// Follows a `@HeadlessFlow.Observable` property (`viewModel.$state`), starting from its
        /// current value.
        public convenience init(_ publisher: HeadlessFlow.Observable<Value>.Publisher) {
            self.init(LatestValue(publisher, initial: publisher.value))
        }

        /// Follows any other publisher (`map`, `filter`, `combineLatest` of properties), showing
        /// `initial` until it delivers a value; its current value, if it hands one on subscribing,
        /// replaces `initial` at once.
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
