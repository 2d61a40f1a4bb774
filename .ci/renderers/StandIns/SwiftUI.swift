// A stand-in for the parts of SwiftUI (and the Combine types SwiftUI re-exports) that
// Sources/HeadlessFlowSwiftUI/NavigationRootView.swift uses, so that the very same file
// type-checks on Linux (.ci/renderers/run.sh). Each declaration mirrors the SDK declaration its
// comment names (iOS 16 / macOS 13 SDK): names, argument labels, generic constraints, result
// builders, optionality and `@MainActor` isolation. Where the SDKs differ, the stricter form is
// kept (Binding's closures are `@Sendable` here), so code that passes here passes there. Bodies do
// nothing; this module is never linked into anything.
// Only what is declared here is known: SwiftUI's own `Alert`, `Observation` re-exported by Apple's
// Foundation and every `@available` are not (the Linux compiler ignores Apple platforms'
// availability, so none is written). .ci/apple/run.sh checks those against the real SDKs.

@_exported import Foundation

// MARK: - Views and the view builder

/// `@MainActor @preconcurrency protocol View` (SwiftUI)
@MainActor @preconcurrency public protocol View {
    /// `associatedtype Body : View`
    associatedtype Body: View
    /// `@ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }`
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

/// `extension Never : View`
extension Never: View {
    public var body: Never { fatalError() }
}

/// `struct EmptyView : View`
public struct EmptyView: View {
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

/// `struct TupleView<T> : View`
public struct TupleView<T>: View {
    nonisolated public init(_ value: T) {}
    public var body: Never { fatalError() }
}

/// `struct _ConditionalContent<TrueContent, FalseContent> : View where TrueContent : View, FalseContent : View`
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

/// `extension Optional : View where Wrapped : View`
extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

/// `@resultBuilder struct ViewBuilder`
@resultBuilder public struct ViewBuilder {
    /// `static func buildExpression<Content>(_ content: Content) -> Content where Content : View`
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    /// `static func buildBlock() -> EmptyView`
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// `static func buildBlock<Content>(_ content: Content) -> Content where Content : View`
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// `static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> where C0 : View, C1 : View`
    public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> {
        TupleView((c0, c1))
    }
    /// `static func buildIf<Content>(_ content: Content?) -> Content? where Content : View`
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// `static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent>`
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent() }
    /// `static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent>`
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent() }
}

/// What the stand-in's modifiers return, where SwiftUI returns `some View`.
public struct ModifiedView<Content>: View {
    public var body: Never { fatalError() }
}

/// `struct Text : View`
public struct Text: View {
    /// `init<S>(_ content: S) where S : StringProtocol`
    public init<S: StringProtocol>(_ content: S) {}
    public var body: Never { fatalError() }
}

/// `struct Button<Label> where Label : View`, a `View`
public struct Button<Label: View>: View {
    public var body: Never { fatalError() }
}

extension Button {
    /// `init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label)`
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
}

extension Button where Label == Text {
    /// `init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S : StringProtocol`
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
    /// `init<S>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) where S : StringProtocol` (iOS 15, macOS 12)
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
}

/// `struct ButtonRole : Equatable, Sendable` (iOS 15, macOS 12)
public struct ButtonRole: Equatable, Sendable {
    /// `static let destructive: ButtonRole`
    public static let destructive = ButtonRole()
    /// `static let cancel: ButtonRole`
    public static let cancel = ButtonRole()
}

/// `struct TextField<Label> where Label : View`, a `View`
public struct TextField<Label: View>: View {
    public var body: Never { fatalError() }
}

extension TextField where Label == Text {
    /// `init<S>(_ title: S, text: Binding<String>) where S : StringProtocol`
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
}

/// `struct SecureField<Label> where Label : View`, a `View`
public struct SecureField<Label: View>: View {
    public var body: Never { fatalError() }
}

extension SecureField where Label == Text {
    /// `init<S>(_ title: S, text: Binding<String>) where S : StringProtocol`
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
}

/// `enum Visibility : Hashable, CaseIterable` (iOS 15, macOS 12)
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

/// `struct ToolbarPlacement` (iOS 16, macOS 13)
public struct ToolbarPlacement: Sendable {
    /// `static var tabBar: ToolbarPlacement { get }` (iOS 16; unavailable on macOS)
    public static var tabBar: ToolbarPlacement { ToolbarPlacement() }
}

extension View {
    /// `func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View` (iOS 16, macOS 13)
    nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        EmptyView()
    }
}

/// `@frozen @propertyWrapper struct State<Value> : DynamicProperty`
@propertyWrapper public struct State<Value> {
    /// `init(wrappedValue value: Value)`
    public init(wrappedValue value: Value) { storage = value }
    private var storage: Value
    /// `var wrappedValue: Value { get nonmutating set }`
    public var wrappedValue: Value {
        get { storage }
        nonmutating set {}
    }
    /// `var projectedValue: Binding<Value> { get }`
    public var projectedValue: Binding<Value> { fatalError() }
}

/// `struct Image : View`
public struct Image: View {
    /// `init(systemName: String)`
    public init(systemName: String) {}
    /// `init(_ name: String, bundle: Bundle? = nil)`
    public init(_ name: String, bundle: Bundle? = nil) {}
    public var body: Never { fatalError() }
}

/// `struct Label<Title, Icon> : View where Title : View, Icon : View`
public struct Label<Title: View, Icon: View>: View {
    public var body: Never { fatalError() }
}

extension Label {
    /// `init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon)` (iOS 14, macOS 11)
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
}

extension Label where Title == Text, Icon == Image {
    /// `init<S>(_ title: S, systemImage name: String) where S : StringProtocol` (iOS 14, macOS 11)
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
}

/// `struct Toggle<Label> : View where Label : View`
public struct Toggle<Label: View>: View {
    public var body: Never { fatalError() }
}

extension Toggle where Label == Text {
    /// `init<S>(_ title: S, isOn: Binding<Bool>) where S : StringProtocol`
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {}
}

/// `struct Form<Content> : View where Content : View`
public struct Form<Content: View>: View {
    /// `init(@ViewBuilder content: () -> Content)`
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// `struct AnyView : View`
public struct AnyView: View {
    /// `init<V>(_ view: V) where V : View`
    public init<V: View>(_ view: V) {}
    public var body: Never { fatalError() }
}

/// `struct Color : Hashable, CustomStringConvertible, Sendable`, a `View`
public struct Color: View, Hashable, Sendable {
    /// `static let primary: Color`
    public static let primary = Color()
    /// `static let red: Color`
    public static let red = Color()
    /// `static let green: Color`
    public static let green = Color()
    public var body: Never { fatalError() }
}

extension View {
    /// `func foregroundColor(_ color: Color?) -> some View`
    nonisolated public func foregroundColor(_ color: Color?) -> some View { ModifiedView<Self>() }
    /// `func disabled(_ disabled: Bool) -> some View`
    nonisolated public func disabled(_ disabled: Bool) -> some View { ModifiedView<Self>() }
    /// `func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier>` (iOS 14)
    nonisolated public func accessibilityLabel(_ label: Text) -> some View { ModifiedView<Self>() }
    /// `func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier>` (iOS 14)
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View { ModifiedView<Self>() }
}

/// `@frozen @propertyWrapper struct StateObject<ObjectType> : DynamicProperty where ObjectType : ObservableObject` (iOS 14)
@propertyWrapper @MainActor @preconcurrency public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    /// `init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType)`
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { object = thunk() }
    private let object: ObjectType
    /// `var wrappedValue: ObjectType { get }`
    public var wrappedValue: ObjectType { object }
}

// MARK: - State

/// `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    /// `init(get: @escaping () -> Value, set: @escaping (Value) -> Void)`; the iOS 18 SDK makes
    /// both closures `@Sendable` (and `@isolated(any)`), which this stricter form mirrors.
    public init(get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value) -> Void) {
        self.get = get
    }
    private let get: @Sendable () -> Value
    /// `var wrappedValue: Value { get nonmutating set }`
    public var wrappedValue: Value {
        get { get() }
        nonmutating set {}
    }
    /// `var projectedValue: Binding<Value> { get }`
    public var projectedValue: Binding<Value> { self }
    /// `subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject>`
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError()
    }
}

/// `final class ObservableObjectPublisher` (Combine)
public final class ObservableObjectPublisher {
    public init() {}
    /// `func send()`
    public func send() {}
}

/// `protocol ObservableObject : AnyObject` (Combine)
public protocol ObservableObject: AnyObject {
    /// `associatedtype ObjectWillChangePublisher : Publisher = ObservableObjectPublisher`
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    /// `var objectWillChange: Self.ObjectWillChangePublisher { get }`
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// `var objectWillChange: ObservableObjectPublisher { get }`
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// `@propertyWrapper struct Published<Value>` (Combine)
@propertyWrapper public struct Published<Value> {
    /// `init(wrappedValue: Value)`
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// The stored value (SwiftUI reaches it through the enclosing instance; the stand-in keeps it).
    public var wrappedValue: Value
}

/// `protocol DynamicProperty`
public protocol DynamicProperty {}

/// `@propertyWrapper @MainActor @preconcurrency @frozen struct ObservedObject<ObjectType> : DynamicProperty where ObjectType : ObservableObject`
@propertyWrapper @MainActor @preconcurrency public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// `init(wrappedValue: ObjectType)`
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    /// `var wrappedValue: ObjectType`
    public var wrappedValue: ObjectType
}

// MARK: - Containers

/// `@MainActor @preconcurrency struct NavigationStack<Data, Root> : View where Root : View` (iOS 16, macOS 13)
@MainActor @preconcurrency public struct NavigationStack<Data, Root: View>: View {
    /// `init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data : MutableCollection, Data : RandomAccessCollection, Data : RangeReplaceableCollection, Data.Element : Hashable`
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {}
    public var body: Never { fatalError() }
}

/// `struct TabView<SelectionValue, Content> : View where SelectionValue : Hashable, Content : View`
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    /// `init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content)`
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// `struct NavigationSplitViewVisibility : Equatable, Codable, Sendable` (iOS 16, macOS 13)
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    private let rawValue: Int
    /// `static var automatic: NavigationSplitViewVisibility { get }`
    public static var automatic: NavigationSplitViewVisibility { NavigationSplitViewVisibility(rawValue: 0) }
    /// `static var all: NavigationSplitViewVisibility { get }`
    public static var all: NavigationSplitViewVisibility { NavigationSplitViewVisibility(rawValue: 1) }
    /// `static var doubleColumn: NavigationSplitViewVisibility { get }`
    public static var doubleColumn: NavigationSplitViewVisibility { NavigationSplitViewVisibility(rawValue: 2) }
    /// `static var detailOnly: NavigationSplitViewVisibility { get }`
    public static var detailOnly: NavigationSplitViewVisibility { NavigationSplitViewVisibility(rawValue: 3) }
}

/// `struct NavigationSplitView<Sidebar, Content, Detail> : View where Sidebar : View, Content : View, Detail : View` (iOS 16, macOS 13)
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    /// `init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail)`
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {}
    public var body: Never { fatalError() }
}

extension NavigationSplitView where Content == EmptyView {
    /// `init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail)`
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {}
}

/// `@MainActor @preconcurrency protocol TabViewStyle`
@MainActor @preconcurrency public protocol TabViewStyle {}

/// `struct PageTabViewStyle : TabViewStyle` (iOS 14, tvOS 14, watchOS 7; unavailable on macOS)
public struct PageTabViewStyle: TabViewStyle {
    /// `struct IndexDisplayMode`
    public struct IndexDisplayMode: Sendable {
        /// `static let automatic: PageTabViewStyle.IndexDisplayMode`
        public static let automatic = IndexDisplayMode()
    }

    /// `init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic)`
    public init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic) {}
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// `static var page: PageTabViewStyle { get }` (iOS 14; unavailable on macOS)
    public static var page: PageTabViewStyle { PageTabViewStyle() }
}

/// `struct VerticalAlignment : Equatable`
public struct VerticalAlignment: Equatable, Sendable {
    /// `static let center: VerticalAlignment`
    public static let center = VerticalAlignment()
}

/// `struct HStack<Content> : View where Content : View`
public struct HStack<Content: View>: View {
    /// `init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)`
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// `enum UserInterfaceSizeClass : Sendable` (iOS 13, macOS 10.15, tvOS 13, watchOS 6 in the iOS 26 SDK)
public enum UserInterfaceSizeClass: Sendable, Hashable {
    case compact
    case regular
}

/// `struct EnvironmentValues`
public struct EnvironmentValues {
    /// `var horizontalSizeClass: UserInterfaceSizeClass? { get set }` (iOS 13; on macOS back-deployed before 14)
    public var horizontalSizeClass: UserInterfaceSizeClass? { nil }
}

/// `@frozen @propertyWrapper struct Environment<Value> : DynamicProperty`
@propertyWrapper public struct Environment<Value>: DynamicProperty {
    /// `init(_ keyPath: KeyPath<EnvironmentValues, Value>)`
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    private let keyPath: KeyPath<EnvironmentValues, Value>
    /// `var wrappedValue: Value { get }`
    public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

/// `struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable`, a `View`
/// where `Content : View`
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public var body: Never { fatalError() }
}

extension ForEach {
    /// `init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)`
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    /// `init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)`
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

// MARK: - Modifiers

extension View {
    /// `func navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View where D : Hashable, C : View` (iOS 16, macOS 13)
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { ModifiedView<Self>() }

    /// `func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item : Identifiable, Content : View`
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { ModifiedView<Self>() }

    /// `func fullScreenCover<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item : Identifiable, Content : View`
    /// (iOS 14, tvOS 14, watchOS 7; unavailable on macOS)
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { ModifiedView<Self>() }

    /// `func navigationTitle<S>(_ title: S) -> some View where S : StringProtocol` (iOS 14, macOS 11)
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { ModifiedView<Self>() }

    /// `func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View` (iOS 15, macOS 12)
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { ModifiedView<Self>() }

    /// `func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V : View`
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { ModifiedView<Self>() }

    /// `func badge(_ label: Text?) -> some View` (iOS 15, macOS 12; not tvOS or watchOS)
    public func badge(_ label: Text?) -> some View { ModifiedView<Self>() }

    /// `func alert<S, A, M>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View where S : StringProtocol, A : View, M : View` (iOS 15, macOS 12)
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { ModifiedView<Self>() }

    /// `func confirmationDialog<S, A, M>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View where S : StringProtocol, A : View, M : View` (iOS 15, macOS 12)
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { ModifiedView<Self>() }

    /// `func tabViewStyle<S>(_ style: S) -> some View where S : TabViewStyle` (iOS 14, macOS 11)
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { ModifiedView<Self>() }

    /// `func onAppear(perform action: (() -> Void)? = nil) -> some View`
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { ModifiedView<Self>() }

    /// `func onChange<V>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View where V : Equatable`
    /// (iOS 14, macOS 11; deprecated from iOS 17 / macOS 14, after the package's floors)
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        ModifiedView<Self>()
    }

    /// `func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View where V : Equatable`
    /// (iOS 17, macOS 14; the renderer uses it behind `#available`, so later deployment targets see no deprecation)
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        ModifiedView<Self>()
    }

    /// `func tag<V>(_ tag: V) -> some View where V : Hashable`
    public func tag<V: Hashable>(_ tag: V) -> some View { ModifiedView<Self>() }
}
