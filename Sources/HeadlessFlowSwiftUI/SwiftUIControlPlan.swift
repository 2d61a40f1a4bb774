import HeadlessFlow

/// Which SwiftUI view draws one `DrawnControl` of a scene: the platform-neutral
/// half of `ScreenElementsView`, tested on every platform.
///
/// `ScreenElementsView` only maps a plan to a view: ``Control-swift.enum/text(_:role:)`` to `Text`,
/// ``Control-swift.enum/textField(placeholder:)`` to `TextField`,
/// ``Control-swift.enum/secureField(placeholder:)`` to `SecureField`,
/// ``Control-swift.enum/button(title:)`` to `Button`, ``Control-swift.enum/toggle(title:)`` to
/// `Toggle`, ``Control-swift.enum/list(rows:)`` to a `ForEach` of rows with the selected one
/// checked, and ``Control-swift.enum/image(_:accessibilityLabel:)`` to `Image`. The values a user
/// changes (text, on/off, selection) are not in the plan: the view reads and writes them through
/// ``SwiftUISceneBindings``.
public struct SwiftUIControlPlan: Sendable, Equatable {
    /// The view and what it shows.
    public enum Control: Sendable, Equatable {
        /// `Text`, red for an `.error` role and green for a `.notice` one.
        case text(String, role: DrawnControl.LabelRole)
        /// `TextField`, bound with ``SwiftUISceneBindings/text(of:)``.
        case textField(placeholder: String)
        /// `SecureField`, bound with ``SwiftUISceneBindings/text(of:)``.
        case secureField(placeholder: String)
        /// `Button`, whose action is ``SwiftUISceneBindings/tap(_:)``.
        case button(title: String)
        /// `Toggle`, bound with ``SwiftUISceneBindings/isOn(of:)``.
        case toggle(title: String)
        /// A `ForEach` of rows, bound with ``SwiftUISceneBindings/selection(of:)``.
        case list(rows: [String])
        /// `Image`; `nil` draws none.
        case image(ImageSource?, accessibilityLabel: String?)
    }

    /// The element's id, the view's identity in its `ForEach`.
    public let id: String

    /// Whether the view is enabled (`.disabled(!isEnabled)`).
    public let isEnabled: Bool

    /// The view and what it shows.
    public let control: Control

    /// The plan of `control`.
    ///
    /// - Parameters:
    ///   - control: one control of a `SceneDrawing`.
    ///   - hasAsset: whether the app's asset catalog has an image by that name; an image is looked
    ///     up there first, then as an SF Symbol.
    public init(_ control: DrawnControl, hasAsset: (String) -> Bool) {
        id = control.id
        isEnabled = control.isEnabled
        switch control.content {
        case .label(let text, let role):
            self.control = .text(text, role: role)
        case .textField(_, let placeholder):
            self.control = .textField(placeholder: placeholder)
        case .secureTextField(let placeholder, _):
            self.control = .secureField(placeholder: placeholder)
        case .button(let title):
            self.control = .button(title: title)
        case .toggle(let title, _):
            self.control = .toggle(title: title)
        case .list(let rows, _):
            self.control = .list(rows: rows)
        case .image(let name, let label):
            self.control = .image(ImageSource.resolve(name, hasAsset: hasAsset), accessibilityLabel: label)
        }
    }
}
