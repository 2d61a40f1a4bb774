// A stand-in for the parts of UIKit that Sources/HeadlessFlowUIKit/UIKitRenderer.swift uses, so
// that the very same file type-checks on Linux (.ci/renderers/run.sh). Each declaration mirrors
// the iOS 16 SDK declaration its comment names: same names, argument labels, types, optionality
// and `@MainActor` isolation. Bodies do nothing; this module is never linked into anything.
// Availability is not mirrored (the Linux compiler ignores Apple platforms' `@available`);
// .ci/apple/run.sh checks it against the real SDKs.
//
// UIKit's delegate methods are `@objc optional` requirements. Swift on Linux has no optional
// requirements, so the ones the renderer implements are plain requirements here: a renderer method
// whose signature drifted from the SDK's would fail to conform instead of silently never being
// called.

@_exported import Foundation

// MARK: - Images and items

/// `class UIImage : NSObject, @unchecked Sendable` (UIKit/UIImage.h; not main-actor isolated)
open class UIImage: NSObject, @unchecked Sendable {
    /// `init?(systemName name: String)` (iOS 13)
    public init?(systemName name: String) { super.init() }
    /// `init?(named name: String)`
    public init?(named name: String) { super.init() }
}

/// `class UIColor : NSObject, @unchecked Sendable` (UIKit/UIColor.h)
open class UIColor: NSObject, @unchecked Sendable {
    /// `class var label: UIColor { get }` (iOS 13)
    open class var label: UIColor { UIColor() }
    /// `class var systemRed: UIColor { get }` (iOS 7)
    open class var systemRed: UIColor { UIColor() }
    /// `class var systemGreen: UIColor { get }` (iOS 7)
    open class var systemGreen: UIColor { UIColor() }
    /// `class var systemBackground: UIColor { get }` (iOS 13; unavailable on tvOS)
    open class var systemBackground: UIColor { UIColor() }
}

/// `class UIFont : NSObject, @unchecked Sendable` (UIKit/UIFont.h)
open class UIFont: NSObject, @unchecked Sendable {
    /// `struct TextStyle : Hashable, Equatable, RawRepresentable, @unchecked Sendable`
    public struct TextStyle: Hashable, Sendable {
        /// `static let body: UIFont.TextStyle`
        public static let body = TextStyle()
    }

    /// `class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont` (iOS 7)
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont() }
}

/// `struct UIAccessibilityTraits : OptionSet, @unchecked Sendable` (UIKit/UIAccessibilityConstants.h)
public struct UIAccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    /// `static let button: UIAccessibilityTraits`
    public static let button = UIAccessibilityTraits(rawValue: 1)
    /// `static let selected: UIAccessibilityTraits`
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
}

/// `class UITabBarItem : UIBarItem` (UIKit/UITabBarItem.h)
@MainActor open class UITabBarItem: NSObject {
    /// `convenience init(title: String?, image: UIImage?, selectedImage: UIImage?)` (iOS 7)
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) { self.init() }
    /// `var badgeValue: String?`
    open var badgeValue: String?
}

// MARK: - View controllers

/// `enum UIModalTransitionStyle : Int` (UIKit/UIViewController.h)
public enum UIModalTransitionStyle: Int, Sendable {
    /// `case coverVertical = 0`
    case coverVertical = 0
    /// `case flipHorizontal = 1` (unavailable on tvOS)
    case flipHorizontal = 1
    /// `case crossDissolve = 2`
    case crossDissolve = 2
    /// `case partialCurl = 3` (unavailable on tvOS)
    case partialCurl = 3
}

/// `protocol UIViewControllerAnimatedTransitioning : NSObjectProtocol` (UIKit/UIViewControllerTransitioning.h)
@MainActor public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {}

/// `enum UIModalPresentationStyle : Int` (UIKit/UIViewController.h)
public enum UIModalPresentationStyle: Int, Sendable {
    /// `case fullScreen = 0`
    case fullScreen = 0
    /// `case pageSheet = 1` (unavailable on tvOS)
    case pageSheet = 1
    /// `case formSheet = 2` (unavailable on tvOS)
    case formSheet = 2
    /// `case overFullScreen = 5`
    case overFullScreen = 5
    /// `case popover = 7` (unavailable on tvOS)
    case popover = 7
    /// `case custom = 4`
    case custom = 4
}

/// `protocol UIViewControllerTransitioningDelegate : NSObjectProtocol` (UIKit/UIViewControllerTransitioning.h)
@MainActor public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {}

/// `class UIViewController : UIResponder` (UIKit/UIViewController.h)
@MainActor open class UIViewController: NSObject {
    public override init() { super.init() }
    /// `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)`
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    /// `init?(coder: NSCoder)`
    public required init?(coder: NSCoder) { nil }
    /// `var modalPresentationStyle: UIModalPresentationStyle`
    open var modalPresentationStyle: UIModalPresentationStyle = .fullScreen
    /// `var modalTransitionStyle: UIModalTransitionStyle`
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// `var hidesBottomBarWhenPushed: Bool`
    open var hidesBottomBarWhenPushed = false
    /// `weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?`
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// `var isModalInPresentation: Bool` (iOS 13)
    open var isModalInPresentation = false
    /// `var presentationController: UIPresentationController? { get }` (iOS 8)
    open var presentationController: UIPresentationController? { nil }
    /// `var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { get }` (iOS 7)
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
    /// `var tabBarItem: UITabBarItem!`
    open var tabBarItem: UITabBarItem!
    /// `func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)`
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
    /// `func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)`
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
    /// `func removeFromParent()` (iOS 5)
    open func removeFromParent() {}
    /// `var view: UIView!`
    open var view: UIView! = UIView()
    /// `var popoverPresentationController: UIPopoverPresentationController? { get }` (iOS 8;
    /// unavailable on tvOS)
    open var popoverPresentationController: UIPopoverPresentationController? { nil }
    /// `var title: String?`
    open var title: String?
    /// `var navigationController: UINavigationController? { get }`
    open var navigationController: UINavigationController? { nil }
    /// `weak var parent: UIViewController? { get }` (iOS 5)
    open var parent: UIViewController? { nil }
    /// `func addChild(_ childController: UIViewController)` (iOS 5)
    open func addChild(_ childController: UIViewController) {}
    /// `func willMove(toParent parent: UIViewController?)` (iOS 5)
    open func willMove(toParent parent: UIViewController?) {}
    /// `func didMove(toParent parent: UIViewController?)` (iOS 5)
    open func didMove(toParent parent: UIViewController?) {}
    /// `var isViewLoaded: Bool { get }` (iOS 3)
    open var isViewLoaded: Bool { false }
    /// `var childForStatusBarStyle: UIViewController? { get }` (iOS 7)
    open var childForStatusBarStyle: UIViewController? { nil }
    /// `var childForStatusBarHidden: UIViewController? { get }` (iOS 7)
    open var childForStatusBarHidden: UIViewController? { nil }
    /// `func viewDidLoad()`
    open func viewDidLoad() {}
}

/// `class UIView : UIResponder` (UIKit/UIView.h)
@MainActor open class UIView: NSObject {
    /// `struct AutoresizingMask : OptionSet` (UIKit/UIView.h)
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// `static var flexibleWidth: UIView.AutoresizingMask { get }`
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// `static var flexibleHeight: UIView.AutoresizingMask { get }`
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }

    public override convenience init() { self.init(frame: .zero) }
    /// `init(frame: CGRect)`
    public init(frame: CGRect) { super.init() }
    /// `init?(coder: NSCoder)`
    public required init?(coder: NSCoder) { nil }
    /// `enum ContentMode : Int`
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0
        case scaleAspectFit = 1
    }

    /// `var contentMode: UIView.ContentMode`
    open var contentMode: ContentMode = .scaleToFill
    /// `var backgroundColor: UIColor?`
    open var backgroundColor: UIColor?
    /// `var translatesAutoresizingMaskIntoConstraints: Bool` (iOS 6)
    open var translatesAutoresizingMaskIntoConstraints = true
    /// `var topAnchor: NSLayoutYAxisAnchor { get }` (iOS 9)
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    /// `var bottomAnchor: NSLayoutYAxisAnchor { get }` (iOS 9)
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    /// `var leadingAnchor: NSLayoutXAxisAnchor { get }` (iOS 9)
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// `var trailingAnchor: NSLayoutXAxisAnchor { get }` (iOS 9)
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// `var accessibilityIdentifier: String?` (UIAccessibilityIdentification, iOS 5)
    open var accessibilityIdentifier: String?
    /// `var isAccessibilityElement: Bool` (UIAccessibility, on NSObject)
    open var isAccessibilityElement = false
    /// `var accessibilityLabel: String?` (UIAccessibility, on NSObject)
    open var accessibilityLabel: String?
    /// `var accessibilityTraits: UIAccessibilityTraits` (UIAccessibility, on NSObject)
    open var accessibilityTraits: UIAccessibilityTraits = []
    /// `var bounds: CGRect`
    open var bounds: CGRect = .zero
    /// `var frame: CGRect`
    open var frame: CGRect = .zero
    /// `var isHidden: Bool`
    open var isHidden = false
    /// `var autoresizingMask: UIView.AutoresizingMask`
    open var autoresizingMask: AutoresizingMask = []
    /// `func addSubview(_ view: UIView)`
    open func addSubview(_ view: UIView) {}
    /// `func removeFromSuperview()`
    open func removeFromSuperview() {}
}

/// `class NSLayoutConstraint : NSObject` (UIKit/NSLayoutConstraint.h)
@MainActor open class NSLayoutConstraint: NSObject {
    /// `enum Axis : Int`
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    /// `class func activate(_ constraints: [NSLayoutConstraint])` (iOS 8)
    open class func activate(_ constraints: [NSLayoutConstraint]) {}
}

/// `class NSLayoutAnchor<AnchorType> : NSObject where AnchorType : AnyObject` (UIKit/NSLayoutAnchor.h, iOS 9)
@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// `func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint`
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
    /// `func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint`
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
}

/// `class NSLayoutXAxisAnchor : NSLayoutAnchor<NSLayoutXAxisAnchor>` (iOS 9)
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// `class NSLayoutYAxisAnchor : NSLayoutAnchor<NSLayoutYAxisAnchor>` (iOS 9)
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// `class UILayoutGuide : NSObject` (UIKit/UILayoutGuide.h, iOS 9)
@MainActor open class UILayoutGuide: NSObject {
    /// `var topAnchor: NSLayoutYAxisAnchor { get }`
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    /// `var bottomAnchor: NSLayoutYAxisAnchor { get }`
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    /// `var leadingAnchor: NSLayoutXAxisAnchor { get }`
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// `var trailingAnchor: NSLayoutXAxisAnchor { get }`
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
}

/// `class UIScrollView : UIView` (UIKit/UIScrollView.h)
@MainActor open class UIScrollView: UIView {
    /// `var contentLayoutGuide: UILayoutGuide { get }` (iOS 11)
    open var contentLayoutGuide: UILayoutGuide { UILayoutGuide() }
    /// `var frameLayoutGuide: UILayoutGuide { get }` (iOS 11)
    open var frameLayoutGuide: UILayoutGuide { UILayoutGuide() }
}

/// `class UILabel : UIView` (UIKit/UILabel.h)
@MainActor open class UILabel: UIView {
    /// `var text: String?`
    open var text: String?
    /// `var font: UIFont!`
    open var font: UIFont!
    /// `var textColor: UIColor!`
    open var textColor: UIColor!
    /// `var numberOfLines: Int`
    open var numberOfLines = 1
    /// `var isEnabled: Bool`
    open var isEnabled = true
}

/// `class UIImageView : UIView` (UIKit/UIImageView.h)
@MainActor open class UIImageView: UIView {
    /// `var image: UIImage?`
    open var image: UIImage?
}

/// `typealias UIActionHandler = (UIAction) -> Void` (UIKit/UIAction.h), main-actor isolated
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// `class UIAction : UIMenuElement` (UIKit/UIAction.h, iOS 13)
@MainActor open class UIAction: NSObject {
    /// `convenience init(title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler)` (iOS 13), with the arguments the renderer passes
    public convenience init(title: String = "", image: UIImage? = nil, handler: @escaping UIActionHandler) {
        self.init()
    }
}

/// `class UIControl : UIView` (UIKit/UIControl.h)
@MainActor open class UIControl: UIView {
    /// `struct Event : OptionSet, @unchecked Sendable`
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// `static var valueChanged: UIControl.Event { get }`
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// `static var primaryActionTriggered: UIControl.Event { get }` (iOS 9)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// `static var editingChanged: UIControl.Event { get }`
        public static let editingChanged = Event(rawValue: 1 << 17)
    }

    /// `struct State : OptionSet, @unchecked Sendable`
    public struct State: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// `static var normal: UIControl.State { get }`
        public static let normal = State([])
    }

    /// `enum ContentHorizontalAlignment : Int`
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0
        case left = 1
        case right = 2
        case fill = 3
        case leading = 4
        case trailing = 5
    }

    /// `var isEnabled: Bool`
    open var isEnabled = true
    /// `var contentHorizontalAlignment: UIControl.ContentHorizontalAlignment`
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    /// `func addAction(_ action: UIAction, for controlEvents: UIControl.Event)` (iOS 14)
    open func addAction(_ action: UIAction, for controlEvents: Event) {}
}

/// `class UIButton : UIControl` (UIKit/UIButton.h)
@MainActor open class UIButton: UIControl {
    /// `enum ButtonType : Int`
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
    }

    /// `convenience init(type buttonType: UIButton.ButtonType)`
    public convenience init(type buttonType: ButtonType) { self.init(frame: .zero) }
    /// `func setTitle(_ title: String?, for state: UIControl.State)`
    open func setTitle(_ title: String?, for state: UIControl.State) {}
    /// `func title(for state: UIControl.State) -> String?`
    open func title(for state: UIControl.State) -> String? { nil }
    /// `func setImage(_ image: UIImage?, for state: UIControl.State)`
    open func setImage(_ image: UIImage?, for state: UIControl.State) {}
}

/// `class UISwitch : UIControl` (UIKit/UISwitch.h; unavailable on tvOS)
@MainActor open class UISwitch: UIControl {
    /// `var isOn: Bool`
    open var isOn = false
    /// `func setOn(_ on: Bool, animated: Bool)`
    open func setOn(_ on: Bool, animated: Bool) {}
}

/// `class UIStackView : UIView` (UIKit/UIStackView.h, iOS 9)
@MainActor open class UIStackView: UIView {
    /// `enum Distribution : Int`
    public enum Distribution: Int, Sendable {
        case fill = 0
        case fillEqually = 1
    }

    /// `convenience init(arrangedSubviews views: [UIView])`
    public convenience init(arrangedSubviews views: [UIView]) { self.init(frame: .zero) }
    /// `var spacing: CGFloat`
    open var spacing: CGFloat = 0
    /// `var arrangedSubviews: [UIView] { get }`
    open var arrangedSubviews: [UIView] { [] }
    /// `func insertArrangedSubview(_ view: UIView, at stackIndex: Int)`
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {}
    /// `var axis: NSLayoutConstraint.Axis`
    open var axis: NSLayoutConstraint.Axis = .horizontal
    /// `var distribution: UIStackView.Distribution`
    open var distribution: Distribution = .fill
    /// `func addArrangedSubview(_ view: UIView)`
    open func addArrangedSubview(_ view: UIView) {}
}

/// `class UIPopoverPresentationController : UIPresentationController` (iOS 8; unavailable on tvOS)
@MainActor open class UIPopoverPresentationController: UIPresentationController {
    /// `var sourceView: UIView?`
    open var sourceView: UIView?
    /// `var sourceRect: CGRect`
    open var sourceRect: CGRect = .zero
}

// MARK: - Alerts

/// `class UITextField : UIControl` (UIKit/UITextField.h)
@MainActor open class UITextField: UIControl {
    /// `enum BorderStyle : Int`
    public enum BorderStyle: Int, Sendable {
        case none = 0
        case line = 1
        case bezel = 2
        case roundedRect = 3
    }

    /// `var borderStyle: UITextField.BorderStyle`
    open var borderStyle: BorderStyle = .none
    /// `var text: String?`
    open var text: String?
    /// `var placeholder: String?`
    open var placeholder: String?
    /// `var isSecureTextEntry: Bool` (UITextInputTraits)
    open var isSecureTextEntry = false
}

/// `class UIAlertAction : NSObject` (UIKit/UIAlertController.h, iOS 8)
@MainActor open class UIAlertAction: NSObject {
    /// `enum Style : Int`
    public enum Style: Int, Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }

    /// `convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil)`
    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init()
    }
}

/// `class UIAlertController : UIViewController` (UIKit/UIAlertController.h, iOS 8)
@MainActor open class UIAlertController: UIViewController {
    /// `enum Style : Int`
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    /// `convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style)`
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init()
    }

    /// `func addAction(_ action: UIAlertAction)`
    open func addAction(_ action: UIAlertAction) {}
    /// `func addTextField(configurationHandler: ((UITextField) -> Void)? = nil)`
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {}
    /// `var textFields: [UITextField]? { get }`
    open var textFields: [UITextField]? { nil }
}

/// `class UINavigationController : UIViewController` (UIKit/UINavigationController.h)
@MainActor open class UINavigationController: UIViewController {
    /// `weak var delegate: (any UINavigationControllerDelegate)?`
    open weak var delegate: (any UINavigationControllerDelegate)?
    /// `func setViewControllers(_ viewControllers: [UIViewController], animated: Bool)` (iOS 3)
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
    /// `var viewControllers: [UIViewController]`
    open var viewControllers: [UIViewController] = []

    /// `enum Operation : Int`
    public enum Operation: Int, Sendable {
        case none = 0
        case push = 1
        case pop = 2
    }
}

/// `protocol UINavigationControllerDelegate : NSObjectProtocol`
@MainActor public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// `optional func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)`
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// `optional func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)`
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// `optional func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?`
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
}

/// `class UITabBarController : UIViewController` (UIKit/UITabBarController.h)
@MainActor open class UITabBarController: UIViewController {
    /// `weak var delegate: (any UITabBarControllerDelegate)?`
    open weak var delegate: (any UITabBarControllerDelegate)?
    /// `var selectedIndex: Int`
    open var selectedIndex = 0
    /// `unowned(unsafe) var selectedViewController: UIViewController?`
    open var selectedViewController: UIViewController?
    /// `func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool)`
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {}
}

/// `protocol UITabBarControllerDelegate : NSObjectProtocol`
@MainActor public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// `optional func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)`
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    /// `optional func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool`
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
}

// MARK: - Split views (iOS 14 column style)

/// `class UISplitViewController : UIViewController` (UIKit/UISplitViewController.h)
@MainActor open class UISplitViewController: UIViewController {
    /// `enum Style : Int` (iOS 14)
    public enum Style: Int, Sendable {
        case unspecified = 0
        case doubleColumn = 1
        case tripleColumn = 2
    }

    /// `enum Column : Int` (iOS 14)
    public enum Column: Int, Sendable {
        case primary = 0
        case supplementary = 1
        case secondary = 2
        case compact = 3
    }

    /// `init(style: UISplitViewController.Style)` (iOS 14)
    public init(style: UISplitViewController.Style) {
        self.style = style
        super.init()
    }
    /// `init?(coder: NSCoder)`
    public required init?(coder: NSCoder) { nil }
    /// `var style: UISplitViewController.Style { get }` (iOS 14)
    public let style: Style
    /// `weak var delegate: (any UISplitViewControllerDelegate)?`
    open weak var delegate: (any UISplitViewControllerDelegate)?
    /// `var isCollapsed: Bool { get }`
    open var isCollapsed: Bool { false }
    /// `func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column)` (iOS 14)
    open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {}
    /// `func show(_ column: UISplitViewController.Column)` (iOS 14)
    open func show(_ column: UISplitViewController.Column) {}
    /// `func hide(_ column: UISplitViewController.Column)` (iOS 14)
    open func hide(_ column: UISplitViewController.Column) {}
}

/// `protocol UISplitViewControllerDelegate` (UIKit/UISplitViewController.h)
@MainActor public protocol UISplitViewControllerDelegate: AnyObject {
    /// `optional func splitViewControllerDidCollapse(_ svc: UISplitViewController)` (iOS 14)
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// `optional func splitViewControllerDidExpand(_ svc: UISplitViewController)` (iOS 14)
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    /// `optional func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column` (iOS 14)
    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column
}

// MARK: - Page views

/// `class UIPageViewController : UIViewController` (UIKit/UIPageViewController.h, iOS 5)
@MainActor open class UIPageViewController: UIViewController {
    /// `enum TransitionStyle : Int`
    public enum TransitionStyle: Int, Sendable {
        case pageCurl = 0
        case scroll = 1
    }

    /// `enum NavigationOrientation : Int`
    public enum NavigationOrientation: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    /// `enum NavigationDirection : Int`
    public enum NavigationDirection: Int, Sendable {
        case forward = 0
        case reverse = 1
    }

    /// `struct OptionsKey : Hashable, Equatable, RawRepresentable`
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// `init?(coder: NSCoder)`
    public required init?(coder: NSCoder) { nil }
    /// `init(transitionStyle style: UIPageViewController.TransitionStyle, navigationOrientation: UIPageViewController.NavigationOrientation, options: [UIPageViewController.OptionsKey : Any]? = nil)`
    public init(
        transitionStyle style: UIPageViewController.TransitionStyle,
        navigationOrientation: UIPageViewController.NavigationOrientation,
        options: [UIPageViewController.OptionsKey: Any]? = nil
    ) { super.init() }
    /// `weak var delegate: (any UIPageViewControllerDelegate)?`
    open weak var delegate: (any UIPageViewControllerDelegate)?
    /// `weak var dataSource: (any UIPageViewControllerDataSource)?`
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    /// `var viewControllers: [UIViewController]? { get }`
    open var viewControllers: [UIViewController]? { nil }
    /// `func setViewControllers(_ viewControllers: [UIViewController]?, direction: UIPageViewController.NavigationDirection, animated: Bool, completion: ((Bool) -> Void)? = nil)`
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: UIPageViewController.NavigationDirection,
        animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {}
}

/// `protocol UIPageViewControllerDataSource : NSObjectProtocol`
@MainActor public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    /// `func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?`
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController?
    /// `func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?`
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
}

/// `protocol UIPageViewControllerDelegate : NSObjectProtocol`
@MainActor public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    /// `optional func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController], transitionCompleted completed: Bool)`
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

// MARK: - Presentations and transitions

/// `class UIPresentationController : NSObject` (UIKit/UIPresentationController.h)
@MainActor open class UIPresentationController: NSObject {
    /// `weak var delegate: (any UIAdaptivePresentationControllerDelegate)?`
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    /// `var presentedViewController: UIViewController { get }`
    open var presentedViewController: UIViewController { UIViewController() }
}

/// `protocol UIAdaptivePresentationControllerDelegate : NSObjectProtocol`
@MainActor public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// `optional func presentationControllerDidDismiss(_ presentationController: UIPresentationController)` (iOS 13)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

/// `protocol UIViewControllerTransitionCoordinatorContext : NSObjectProtocol`
@MainActor public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {}

/// `protocol UIViewControllerTransitionCoordinator : UIViewControllerTransitionCoordinatorContext`
@MainActor public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// `func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?, completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool`
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}
