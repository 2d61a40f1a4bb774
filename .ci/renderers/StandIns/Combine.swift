// A stand-in for the parts of Combine that Sources/HeadlessFlow/Publishing/ValuePublishers+Combine.swift
// and its test (Tests/HeadlessFlowTests/Publishing/CombineBridgeTests.swift)
// use, so that the very same files type-check on Linux (.ci/renderers/run.sh). Each declaration
// mirrors the SDK declaration its comment names (iOS 16 / macOS 13 SDK): names, argument labels,
// generic constraints and optionality. Bodies do nothing; this module is never linked into anything.

/// `struct CombineIdentifier : Hashable, CustomStringConvertible`
public struct CombineIdentifier: Hashable, Sendable {
    /// `init()`
    public init() {}
    /// `init(_ obj: AnyObject)`
    public init(_ obj: AnyObject) {}
}

/// `protocol CustomCombineIdentifierConvertible`
public protocol CustomCombineIdentifierConvertible {
    /// `var combineIdentifier: CombineIdentifier { get }`
    var combineIdentifier: CombineIdentifier { get }
}

/// `extension CustomCombineIdentifierConvertible where Self : AnyObject`
extension CustomCombineIdentifierConvertible where Self: AnyObject {
    /// `var combineIdentifier: CombineIdentifier { get }`
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

/// `protocol Cancellable`
public protocol Cancellable {
    /// `func cancel()`
    func cancel()
}

/// `final class AnyCancellable : Cancellable, Hashable`
public final class AnyCancellable: Cancellable, Hashable {
    /// `init(_ cancel: @escaping () -> Void)`
    public init(_ cancel: @escaping () -> Void) {}
    /// `func cancel()`
    public func cancel() {}
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) {}
}

/// `enum Subscribers`
public enum Subscribers {
    /// `struct Demand : Equatable, Comparable, Hashable, Codable, CustomStringConvertible`
    public struct Demand: Equatable, Comparable, Hashable, Sendable {
        /// `static let none: Subscribers.Demand`
        public static let none = Demand()
        /// `static func max(_ value: Int) -> Subscribers.Demand`
        public static func max(_ value: Int) -> Demand { Demand() }
        /// `static func + (lhs: Subscribers.Demand, rhs: Subscribers.Demand) -> Subscribers.Demand`
        public static func + (lhs: Demand, rhs: Demand) -> Demand { lhs }
        /// `static func += (lhs: inout Subscribers.Demand, rhs: Subscribers.Demand)`
        public static func += (lhs: inout Demand, rhs: Demand) {}
        /// `static func -= (lhs: inout Subscribers.Demand, rhs: Int)`
        public static func -= (lhs: inout Demand, rhs: Int) {}
        /// `static func < (lhs: Subscribers.Demand, rhs: Subscribers.Demand) -> Bool`
        public static func < (lhs: Demand, rhs: Demand) -> Bool { false }
        /// `static func > (lhs: Subscribers.Demand, rhs: Int) -> Bool`
        public static func > (lhs: Demand, rhs: Int) -> Bool { false }
    }

    /// `enum Completion<Failure> where Failure : Error`
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

/// `protocol Subscription : Cancellable, CustomCombineIdentifierConvertible`
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// `func request(_ demand: Subscribers.Demand)`
    func request(_ demand: Subscribers.Demand)
}

/// `protocol Subscriber<Input, Failure> : CustomCombineIdentifierConvertible`
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    /// `associatedtype Input`
    associatedtype Input
    /// `associatedtype Failure : Error`
    associatedtype Failure: Error
    /// `func receive(subscription: any Subscription)`
    func receive(subscription: any Subscription)
    /// `func receive(_ input: Self.Input) -> Subscribers.Demand`
    func receive(_ input: Input) -> Subscribers.Demand
    /// `func receive(completion: Subscribers.Completion<Self.Failure>)`
    func receive(completion: Subscribers.Completion<Failure>)
}

/// `protocol Publisher<Output, Failure>`
public protocol Publisher<Output, Failure> {
    /// `associatedtype Output`
    associatedtype Output
    /// `associatedtype Failure : Error`
    associatedtype Failure: Error
    /// `func receive<S>(subscriber: S) where S : Subscriber, Self.Failure == S.Failure, Self.Output == S.Input`
    func receive<S: Subscriber>(subscriber: S) where Failure == S.Failure, Output == S.Input
}

/// `extension Publisher where Self.Failure == Never`
extension Publisher where Failure == Never {
    /// `func sink(receiveValue: @escaping ((Self.Output) -> Void)) -> AnyCancellable`
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { AnyCancellable {} }
}

/// `struct Fail<Output, Failure> : Publisher where Failure : Error`
public struct Fail<Output, Failure: Error>: Publisher {
    /// `init(error: Failure)`
    public init(error: Failure) {}
    public func receive<S: Subscriber>(subscriber: S) where Failure == S.Failure, Output == S.Input {}
}

/// `@propertyWrapper struct Published<Value>`
@propertyWrapper public struct Published<Value> {
    /// `init(initialValue: Value)` / `init(wrappedValue: Value)`
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// The stored value (Combine reaches it through the enclosing instance; the stand-in keeps it).
    public var wrappedValue: Value
    /// `var projectedValue: Published<Value>.Publisher { mutating get }`
    public var projectedValue: Publisher { Publisher() }

    /// `struct Publisher : Publisher` (its `Output` is `Value`, its `Failure` is `Never`)
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        init() {}
        public func receive<S: Subscriber>(subscriber: S) where S.Failure == Never, S.Input == Value {}
    }
}
