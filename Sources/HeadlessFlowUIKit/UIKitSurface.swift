import HeadlessFlow

/// The UIKit calls a renderer makes, in IDs: what ``UIKitAdapter`` tells an app's glue to do to its
/// `UINavigationController`s and container controllers (`UITabBarController`s, column-style
/// `UISplitViewController`s, `UIPageViewController`s, and side-by-side controllers for
/// containers of the app's own kind).
///
/// The glue is a small class that keeps a view controller per ID (``UIKitControllers``) and
/// forwards each call to UIKit unchanged: `UIKitRenderer`, in this product, is one, ready to use; every decision (what changed, in which order, animated or not, when
/// to wait for a running transition) is the adapter's. The adapter calls in an order UIKit
/// accepts:
/// - a presenter dismisses before it presents again, and ``dismiss(_:from:animated:)`` names the
///   presenter whose whole chain of presented controllers goes, as UIKit's `dismiss` does;
/// - a navigation is presented only from a controller in the window that presents nothing, and
///   one presented over another is presented after it (outer first);
/// - a container is filled before it is shown: a new navigation's stack is set before it is
///   presented or put in a tab, a tab bar's tabs and selection (a split's columns, pages) before a
///   stack lists it;
/// - nothing is sent while a transition the glue reported with
///   ``UIKitAdapter/transitionWillBegin()`` runs.
///
/// **Controllers are created on first use.** The first call that names a navigation (its stack,
/// its presentation, or a tab showing it) makes its `UINavigationController`. A tab bar is always
/// named by ``setTabs(_:of:animated:)`` before any stack lists it, so a screen ID in a stack that
/// has no controller yet is a plain screen: make its view controller from the model's `Screen`
/// (`root.navigation(withID:)?.screen(withID:)`). ``release(screens:navigations:)`` says when
/// the glue may drop controllers; an ID that comes back afterwards is new again.
///
/// Implement it yourself only for a renderer of your own: `UIKitRenderer` implements it with UIKit,
/// and the package's tests with a simulated UIKit.
@MainActor
public protocol UIKitSurface: AnyObject {
    /// Sets the stack of `navigation`'s `UINavigationController`, root first:
    /// `setViewControllers(_:animated:)`.
    ///
    /// It is the one stack call: UIKit animates it as a push when the new top was not in the stack,
    /// and as a pop when it was, so a push, a pop and a replacement each arrive as one call.
    func setViewControllers(_ screens: [ScreenID], of navigation: NavigationID, animated: Bool)

    /// Presents `navigation`'s `UINavigationController` from `presenter`'s:
    /// `present(_:animated:)`, with `modalPresentationStyle` from `style.kind` and
    /// `isModalInPresentation` from `style.isDismissable`.
    ///
    /// `presenter` is in the window and presents nothing. The presented controller may still be
    /// the child of a `UITabBarController` that has left the screen (a tab that was removed from a
    /// tab bar that was popped): UIKit presents only a controller without a parent, so remove it
    /// from that parent first.
    func present(
        _ navigation: NavigationID, from presenter: NavigationID, style: PresentationStyle, animated: Bool)

    /// Dismisses `navigation`, which `presenter` presents, together with everything presented over
    /// it: `dismiss(animated:)` on `presenter`'s controller.
    func dismiss(_ navigation: NavigationID, from presenter: NavigationID, animated: Bool)

    /// Sets the tabs of the tab bar screen `tabBar`'s `UITabBarController`: each tab's
    /// navigation controller with its `tabBarItem`, in bar order, with
    /// `setViewControllers(_:animated:)` when the controllers differ from the current ones.
    ///
    /// The first call for a tab bar makes its controller, and comes before any stack lists it,
    /// even when it has no tabs. A change of items only arrives as this call too. The adapter
    /// expects UIKit's selection rule afterwards (the selected controller stays selected when it is
    /// still a tab; a new tab bar selects its first tab) and calls ``selectTab(_:of:)`` for anything
    /// else.
    func setTabs(_ tabs: [UIKitTab], of tabBar: ScreenID, animated: Bool)

    /// Selects the tab at `index` of `tabBar`'s `UITabBarController`: `selectedIndex`.
    func selectTab(_ index: Int, of tabBar: ScreenID)

    /// Sets the items of a container screen that is not a tab bar, and makes its controller on the
    /// first call (which comes before any stack lists it, even when it has no items):
    ///
    /// - `ContainerKind.split`: a `UISplitViewController(style:)`, `.tripleColumn`
    ///   for three items and `.doubleColumn` otherwise (UIKit fixes the style when the controller
    ///   is made: a split whose column count crosses two and three gets a new controller, which
    ///   takes the old one's place in its navigation controller); each item's navigation
    ///   controller goes to its column with `setViewController(_:for:)` (primary, supplementary,
    ///   secondary), and every column is shown (`show(_:)`).
    /// - `ContainerKind.pages(_:)`: a `UIPageViewController` (`.scroll`, the
    ///   options' orientation); the items are the pages its data source hands out, and the page
    ///   shown stays until ``selectItem(_:of:direction:animated:)``.
    /// - `ContainerKind.custom(_:)`: a plain container view controller that lays out
    ///   the items' navigation controllers side by side, every item shown.
    ///
    /// The adapter expects the selection to stay on the selected item's navigation when it is
    /// still an item (none for a new controller), and calls ``selectItem(_:of:direction:animated:)``
    /// and ``setHiddenItems(_:of:animated:)`` for anything else.
    func setItems(_ items: [UIKitTab], of container: ScreenID, kind: ContainerKind, animated: Bool)

    /// Selects the item at `index` of a container that is not a tab bar: for a split, the focused
    /// column, `show(_:)` (in a collapsed split, pushed on top of the columns before it; a hidden
    /// column is shown); for pages, `setViewControllers(_:direction:animated:completion:)` with
    /// that page, turning in `direction` (the way the model turned); for a custom container, the
    /// focused item (shown if hidden).
    func selectItem(_ index: Int, of container: ScreenID, direction: PageDirection?, animated: Bool)

    /// Hides the items at `hidden` of a split or custom container, in order, and shows the others:
    /// a split's `hide(_:)` and `show(_:)` for its columns.
    func setHiddenItems(_ hidden: [Int], of container: ScreenID, animated: Bool)

    /// Says that UIKit no longer shows these screens and navigations: the glue may drop their
    /// controllers. Sent once the surface shows the model's state, after the calls that removed
    /// them, so a screen that only moved (from one stack to another) is never released.
    func release(screens: [ScreenID], navigations: [NavigationID])

    /// Presents `alert` from `navigation`'s controller: a `UIAlertController` with its title and
    /// message, style `.alert` or `.actionSheet`, a `UIAlertAction` per action (style from its
    /// role) whose handler reports the choice with ``UIKitAdapter/alertDidChoose(_:text:on:)``,
    /// and a text field when it has one (`isSecureTextEntry` for a secure one).
    ///
    /// `navigation` is on the path the user sees and presents nothing else; the adapter presents
    /// an alert only once the rest of the surface shows the model.
    func presentAlert(_ alert: AlertModel, from navigation: NavigationID, animated: Bool)

    /// Dismisses the alert `navigation`'s controller presents: `dismiss(animated:)`. Not called
    /// for an alert the user answered, which UIKit has dismissed already.
    func dismissAlert(from navigation: NavigationID, animated: Bool)
}
