#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// How `UIKitRenderer` draws a container of an app's own kind (`ContainerKind.custom`): the
    /// items' navigation controllers side by side, in item order and equal widths, the hidden
    /// ones hidden. The simplest drawing that shows what the model says is on screen; an app that
    /// wants a side menu that slides writes its own `UIKitSurface`.
    @MainActor
    final class UIKitItemsViewController: UIViewController {
        private let stack = UIStackView(arrangedSubviews: [])
        private var items: [UIViewController] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            stack.axis = .horizontal
            stack.distribution = .fillEqually
            stack.frame = view.bounds
            stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(stack)
        }

        /// Shows `children`, in order, instead of the items shown so far; every item is shown.
        func setItems(_ children: [UIViewController]) {
            for child in items where !children.contains(where: { $0 === child }) {
                child.willMove(toParent: nil)
                child.view.removeFromSuperview()
                child.removeFromParent()
            }
            for child in children {
                let isNew = !items.contains { $0 === child }
                if isNew { addChild(child) }
                // Adding an arranged subview again moves it to the end: the order follows the items.
                stack.addArrangedSubview(child.view)
                child.view.isHidden = false
                if isNew { child.didMove(toParent: self) }
            }
            items = children
        }

        /// Hides the items at `hidden` and shows the others.
        func setHidden(_ hidden: [Int]) {
            for (index, child) in items.enumerated() {
                child.view.isHidden = hidden.contains(index)
            }
        }
    }
#endif
