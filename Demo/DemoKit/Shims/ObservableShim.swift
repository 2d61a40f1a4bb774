// TEMPORARY: a stand-in for HeadlessFlow's `@Observable` until the Publishing branch is merged.
// Same names and signatures as the real API; delete this folder after `git merge main`.
import Foundation
import HeadlessFlow

public protocol ValuePublisher<Output>: Sendable {
    associatedtype Output: Sendable
    func sink(_ observer: @escaping @Sendable (Output) -> Void) -> ObservationToken
}

final class ShimStorage<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Value
    private var observers: [UUID: @Sendable (Value) -> Void] = [:]

    init(_ value: Value) { current = value }

    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    func send(_ value: Value) {
        lock.lock()
        current = value
        let targets = Array(observers.values)
        lock.unlock()
        for target in targets { target(value) }
    }

    func subscribe(_ observer: @escaping @Sendable (Value) -> Void) -> ObservationToken {
        let key = UUID()
        lock.lock()
        observers[key] = observer
        let value = current
        lock.unlock()
        observer(value)
        return ObservationToken { [weak self] in
            guard let self else { return }
            self.lock.lock()
            self.observers[key] = nil
            self.lock.unlock()
        }
    }
}

@propertyWrapper
public struct Observable<Value: Sendable>: Sendable {
    let storage: ShimStorage<Value>

    public init(wrappedValue: Value) { storage = ShimStorage(wrappedValue) }

    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.send(newValue) }
    }

    public var projectedValue: Publisher { Publisher(storage: storage) }

    public struct Publisher: ValuePublisher {
        let storage: ShimStorage<Value>
        public func sink(_ observer: @escaping @Sendable (Value) -> Void) -> ObservationToken {
            storage.subscribe(observer)
        }
    }
}

extension SceneScreen {
    @discardableResult
    public func observe<Publisher: ValuePublisher>(
        _ publisher: Publisher,
        _ handler: @escaping @MainActor (Self, Publisher.Output) -> Void
    ) -> ObservationToken {
        let token = publisher.sink { [weak self] value in
            MainActor.assumeIsolated {
                if let screen = self as? Self { handler(screen, value) }
            }
        }
        ShimTokens.keep(token)
        return token
    }
}

@MainActor
enum ShimTokens {
    static var tokens = Set<ObservationToken>()
    static func keep(_ token: ObservationToken) { tokens.insert(token) }
}
