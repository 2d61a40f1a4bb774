/// A property wrapper that publishes every value stored in a class's property; `$name` is its
/// publisher.
///
/// View-models use it for the state their screens render:
///
/// ```swift
/// @MainActor
/// final class LoginViewModel {
///     @HeadlessFlow.Observable var state = LoginState.idle
/// }
///
/// let token = viewModel.$state.sink { state in print(state) }  // prints the current state at once
/// viewModel.state = .loggedIn                                  // prints .loggedIn
/// ```
///
/// - Subscribing delivers the current value at once, then every new value.
/// - A value is stored before it is delivered, so reading the property inside an observer gives the
///   new value (Combine's `@Published` delivers before storing).
/// - Every observer sees the values in the order they were stored, even when they are set from
///   several threads or from inside an observer; a value set inside an observer is delivered after
///   the current delivery finishes.
/// - The wrapper may be set and observed from any thread; observers run on the thread that delivers.
///
/// Files that also import SwiftUI or Observation see Observation's `@Observable` macro too; write
/// `@HeadlessFlow.Observable` there.
///
/// The wrapper is meant for properties of classes: it holds its storage by reference, so copies of a
/// struct using it would share one value.
@propertyWrapper
public struct Observable<Value: Sendable>: Sendable {
    @usableFromInline
    let storage: ObservableStorage<Value>

    /// Creates the wrapper with the property's initial value.
    @inlinable
    public init(wrappedValue: Value) {
        storage = ObservableStorage(wrappedValue)
    }

    /// The value last stored. Setting it delivers the new value to every observer.
    @inlinable
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.send(newValue) }
    }

    /// The property's publisher, reached as `$name`.
    @inlinable
    public var projectedValue: Publisher {
        Publisher(storage: storage)
    }

    /// The publisher of an ``Observable`` property: it delivers the current value on subscribing, then
    /// every value stored.
    public struct Publisher: ValuePublisher {
        @usableFromInline
        let storage: ObservableStorage<Value>

        @inlinable
        init(storage: ObservableStorage<Value>) {
            self.storage = storage
        }

        /// The value last stored, as the property reads it: what ``sink(_:)`` hands a new observer
        /// first (unless another thread is delivering at that moment).
        @inlinable
        public var value: Value {
            storage.value
        }

        /// Calls `observer` with the current value, then with every value stored, until the returned
        /// token is cancelled or released.
        ///
        /// The current value arrives before this returns, unless another thread is delivering a value
        /// at that moment: then that thread hands it over right after its delivery, before any later
        /// value.
        ///
        /// - Parameter observer: Runs on the thread that delivers; never twice at once.
        /// - Returns: The token that keeps the observation alive.
        @inlinable
        public func sink(_ observer: @escaping @Sendable (Value) -> Void) -> ObservationToken {
            storage.subscribe(observer)
        }
    }
}
