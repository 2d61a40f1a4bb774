import HeadlessFlow

/// Which UIKit control draws one `DrawnControl` of a scene, with what it shows and
/// what it reports: the platform-neutral half of `SceneViewController`, tested on every platform.
///
/// The view controller only maps a plan to a control: a ``Control-swift.enum/label(text:role:)``
/// to a `UILabel`, a ``Control-swift.enum/textField(text:placeholder:isSecureTextEntry:)`` to a
/// `UITextField`, a ``Control-swift.enum/button(title:)`` to a `UIButton`, a
/// ``Control-swift.enum/toggle(title:isOn:)`` to a `UISwitch` beside a title label, a
/// ``Control-swift.enum/list(rows:)`` to a column of rows with a checkmark on the selected one, and
/// an ``Control-swift.enum/imageView(_:accessibilityLabel:)`` to a `UIImageView`.
public struct UIKitControlPlan: Sendable, Equatable {
    /// One row of a list.
    public struct Row: Sendable, Equatable {
        /// The row's text.
        public let title: String
        /// Whether the row shows the checkmark of the selection.
        public let isSelected: Bool

        /// Creates a row.
        public init(title: String, isSelected: Bool) {
            self.title = title
            self.isSelected = isSelected
        }
    }

    /// The control and what it shows.
    public enum Control: Sendable, Equatable {
        /// A `UILabel`, in the system red for an `.error` role and green for a `.notice` one.
        case label(text: String, role: DrawnControl.LabelRole)
        /// A `UITextField`. `text` is `nil` for a secure field: its text stays in the control and
        /// the element, and a redraw never sets it.
        case textField(text: String?, placeholder: String, isSecureTextEntry: Bool)
        /// A `UIButton`.
        case button(title: String)
        /// A `UISwitch` with a label showing `title`.
        case toggle(title: String, isOn: Bool)
        /// A list of rows, the selected one checked.
        case list(rows: [Row])
        /// A `UIImageView`; `nil` draws no image.
        case imageView(ImageSource?, accessibilityLabel: String?)
    }

    /// The control event the view controller listens to, and the input it sends for it.
    public enum Event: Sendable, Equatable {
        /// `.editingChanged`: `ControlInput.edit(_:)` with the field's text.
        case editingChanged
        /// `.primaryActionTriggered`: `ControlInput.tap`.
        case primaryActionTriggered
        /// `.valueChanged`: `ControlInput.setOn(_:)` with the switch's state.
        case valueChanged
        /// A row tapped: `ControlInput.select(row:)`.
        case rowSelected
    }

    /// The element's id.
    public let id: String

    /// Whether the control is enabled (`isEnabled`; rows take no taps when it is not).
    public let isEnabled: Bool

    /// The control and what it shows.
    public let control: Control

    /// The plan of `control`.
    ///
    /// - Parameters:
    ///   - control: one control of a `SceneDrawing`.
    ///   - hasAsset: whether the app's asset catalog has an image by that name (`UIImage(named:)`);
    ///     an image is looked up there first, then as an SF Symbol.
    public init(_ control: DrawnControl, hasAsset: (String) -> Bool) {
        id = control.id
        isEnabled = control.isEnabled
        switch control.content {
        case .label(let text, let role):
            self.control = .label(text: text, role: role)
        case .textField(let text, let placeholder):
            self.control = .textField(text: text, placeholder: placeholder, isSecureTextEntry: false)
        case .secureTextField(let placeholder, _):
            self.control = .textField(text: nil, placeholder: placeholder, isSecureTextEntry: true)
        case .button(let title):
            self.control = .button(title: title)
        case .toggle(let title, let isOn):
            self.control = .toggle(title: title, isOn: isOn)
        case .list(let rows, let selected):
            self.control = .list(
                rows: rows.enumerated().map { Row(title: $1, isSelected: $0 == selected) })
        case .image(let name, let label):
            self.control = .imageView(
                ImageSource.resolve(name, hasAsset: hasAsset), accessibilityLabel: label)
        }
    }

    /// The event the control reports, or `nil` for one the user only reads.
    public var event: Event? {
        switch control {
        case .label, .imageView: nil
        case .textField: .editingChanged
        case .button: .primaryActionTriggered
        case .toggle: .valueChanged
        case .list: .rowSelected
        }
    }
}
