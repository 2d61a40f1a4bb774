#if canImport(UIKit) && !os(watchOS)
    import HeadlessFlow
    import UIKit

    #if canImport(os)
        import os
    #endif

    /// Draws any screen's controls with UIKit: the view controller to give ``UIKitRenderer`` for a
    /// scene screen, or for any screen that offers elements (`ElementProviding`).
    ///
    /// ```swift apple-only
    /// let renderer = UIKitRenderer(coordinator: coordinator) { screen in
    ///     SceneViewController(screen: screen)
    /// }
    /// ```
    ///
    /// It shows the elements in a vertical stack in a scroll view, as ``UIKitControlPlan`` decides:
    /// labels, text and secure fields, buttons, switches, lists with a checkmark on the selected row,
    /// images (asset catalog first, SF Symbol second). Bound both ways through its
    /// `SceneDrawing`: a value the view-model publishes updates the control in
    /// place, an element hidden or shown goes or appears, and a tap, an edit, a switch or a row
    /// picked reaches the screen's actions and outlets exactly as in the terminal demo. A secure
    /// field's text goes from the `UITextField` into its element and nowhere else.
    ///
    /// The title follows the screen's. ``UIKitElementDrawers`` replaces the drawing of one kind or
    /// one scene.
    public final class SceneViewController: UIViewController {
        /// The neutral drawing this view controller maps to UIKit controls.
        public let drawing: SceneDrawing

        private let drawers: UIKitElementDrawers
        private let stack = UIStackView()
        /// One view per control of ``drawing``, in order.
        private var controlViews: [UIView] = []
        private var token: ObservationToken?

        /// Called with an input the drawing refused (the user acted on a control the model had
        /// disabled or removed meanwhile). The model is unchanged, and the view controller has
        /// already drawn that control again from the model, so a switch the user flipped flips
        /// back. By default the error is logged at `.error` with `os.Logger` (subsystem
        /// `HeadlessFlow`, category `SceneViewController`); set it to report it elsewhere.
        public var onRefusedInput: @MainActor (SceneDrawingError) -> Void = { error in
            SceneViewController.log(error)
        }

        /// The default of ``onRefusedInput``.
        private static func log(_ error: SceneDrawingError) {
            let message = String(describing: error)
            #if canImport(os)
                // Private: the text names the scene's element ids and rows, which may be the user's data.
                logger.error("An input the model refused: \(message, privacy: .private)")
            #else
                print("HeadlessFlow SceneViewController: an input the model refused: \(message)")
            #endif
        }

        #if canImport(os)
            /// Where the default ``onRefusedInput`` writes.
            private static let logger = Logger(subsystem: "HeadlessFlow", category: "SceneViewController")
        #endif

        /// A view controller drawing `screen`'s controls.
        ///
        /// - Parameters:
        ///   - screen: the screen to draw; the view controller holds it weakly (the model keeps it).
        ///   - drawers: the app's replacements of the built-in drawing, if any.
        public init(screen: Screen, drawers: UIKitElementDrawers = UIKitElementDrawers()) {
            drawing = SceneDrawing(screen: screen)
            self.drawers = drawers
            super.init(nibName: nil, bundle: nil)
            title = drawing.title
        }

        @available(*, unavailable, message: "Make it with init(screen:drawers:)")
        public required init?(coder: NSCoder) {
            nil
        }

        public override func viewDidLoad() {
            super.viewDidLoad()
            if let screen = drawing.screen, let replacement = drawers.choice.replacement(for: screen) {
                embed(replacement)
                return
            }
            #if !os(tvOS)
                view.backgroundColor = .systemBackground
            #endif
            let scrollView = UIScrollView()
            scrollView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(scrollView)
            stack.axis = .vertical
            stack.spacing = 12
            stack.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(stack)
            let content = scrollView.contentLayoutGuide
            let frame = scrollView.frameLayoutGuide
            NSLayoutConstraint.activate([
                scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
                stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
                stack.leadingAnchor.constraint(equalTo: frame.leadingAnchor, constant: 20),
                stack.trailingAnchor.constraint(equalTo: frame.trailingAnchor, constant: -20),
            ])
            for control in drawing.controls {
                let view = makeView(control)
                controlViews.append(view)
                stack.addArrangedSubview(view)
            }
            token = drawing.observe { [weak self] change in self?.apply(change) }
        }

        private func embed(_ child: UIViewController) {
            addChild(child)
            child.view.frame = view.bounds
            child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(child.view)
            child.didMove(toParent: self)
            title = child.title ?? drawing.title
        }

        private func apply(_ change: SceneDrawing.Change) {
            apply(UIKitSceneUpdate.updates(for: change, in: drawing, hasAsset: UIImage.hasAsset(named:)))
        }

        /// Sends what the user did to the model; a refusal draws the control from the model again
        /// at once and is reported, never dropped.
        private func send(_ input: ControlInput, to id: String) {
            do {
                try drawing.send(input, to: id)
            } catch {
                if let update = UIKitSceneUpdate.restoring(
                    id, in: drawing, hasAsset: UIImage.hasAsset(named:))
                {
                    apply([update])
                }
                onRefusedInput(error)
            }
        }

        private func apply(_ updates: [UIKitSceneUpdate]) {
            for update in updates {
                switch update {
                case .remove(let index):
                    controlViews.remove(at: index).removeFromSuperview()
                case .insert(let plan, let index):
                    let view = makeView(drawing.controls[index], plan: plan)
                    controlViews.insert(view, at: index)
                    stack.insertArrangedSubview(view, at: index)
                case .reconfigure(let plan, let index):
                    let control = drawing.controls[index]
                    switch controlViews[index] {
                    case let builtIn as SceneControlView:
                        builtIn.apply(plan)
                    case let updating as SceneControlUpdating:
                        updating.update(to: control)
                    case let old:
                        let view = makeView(control, plan: plan)
                        controlViews[index] = view
                        stack.insertArrangedSubview(view, at: index)
                        old.removeFromSuperview()
                    }
                case .setTitle(let title):
                    self.title = title
                }
            }
        }

        private func makeView(_ control: DrawnControl, plan: UIKitControlPlan? = nil) -> UIView {
            drawers.choice.draw(control, in: drawing) {
                SceneControlView(
                    plan: plan ?? UIKitControlPlan(control, hasAsset: UIImage.hasAsset(named:))
                ) { [weak self] input in
                    self?.send(input, to: control.id)
                }
            }
        }
    }

    /// The built-in UIKit control of one ``UIKitControlPlan``, updated in place.
    private final class SceneControlView: UIView {
        private let send: @MainActor (ControlInput) -> Void
        private var label: UILabel?
        private var field: UITextField?
        private var button: UIButton?
        #if !os(tvOS)
            private var toggle: UISwitch?
        #endif
        private var rows: UIStackView?
        private var imageView: UIImageView?

        init(plan: UIKitControlPlan, send: @escaping @MainActor (ControlInput) -> Void) {
            self.send = send
            super.init(frame: .zero)
            accessibilityIdentifier = plan.id
            build(plan)
            apply(plan)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            nil
        }

        private func build(_ plan: UIKitControlPlan) {
            let content: UIView
            switch plan.control {
            case .label:
                let label = UILabel()
                label.numberOfLines = 0
                label.font = .preferredFont(forTextStyle: .body)
                self.label = label
                content = label
            case .textField(_, _, let isSecure):
                let field = UITextField()
                field.isSecureTextEntry = isSecure
                field.borderStyle = .roundedRect
                field.addAction(
                    UIAction { [weak self, weak field] _ in self?.send(.edit(field?.text ?? "")) },
                    for: .editingChanged)
                self.field = field
                content = field
            case .button:
                let button = UIButton(type: .system)
                button.addAction(UIAction { [weak self] _ in self?.send(.tap) }, for: .primaryActionTriggered)
                self.button = button
                content = button
            case .toggle:
                let label = UILabel()
                label.font = .preferredFont(forTextStyle: .body)
                self.label = label
                #if os(tvOS)
                    // tvOS has no UISwitch: a button that flips.
                    let button = UIButton(type: .system)
                    button.addAction(
                        UIAction { [weak self, weak button] _ in
                            self?.send(.setOn(button?.title(for: .normal) != "On"))
                        }, for: .primaryActionTriggered)
                    self.button = button
                    let row = UIStackView(arrangedSubviews: [label, button])
                #else
                    let toggle = UISwitch()
                    toggle.addAction(
                        UIAction { [weak self, weak toggle] _ in self?.send(.setOn(toggle?.isOn ?? false)) },
                        for: .valueChanged)
                    self.toggle = toggle
                    let row = UIStackView(arrangedSubviews: [label, toggle])
                #endif
                row.axis = .horizontal
                row.spacing = 8
                content = row
            case .list:
                let rows = UIStackView()
                rows.axis = .vertical
                rows.spacing = 4
                self.rows = rows
                content = rows
            case .imageView:
                let imageView = UIImageView()
                imageView.contentMode = .scaleAspectFit
                self.imageView = imageView
                content = imageView
            }
            content.translatesAutoresizingMaskIntoConstraints = false
            addSubview(content)
            NSLayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: topAnchor),
                content.bottomAnchor.constraint(equalTo: bottomAnchor),
                content.leadingAnchor.constraint(equalTo: leadingAnchor),
                content.trailingAnchor.constraint(equalTo: trailingAnchor),
            ])
        }

        func apply(_ plan: UIKitControlPlan) {
            switch plan.control {
            case .label(let text, let role):
                label?.text = text
                switch role {
                case .plain: label?.textColor = .label
                case .error: label?.textColor = .systemRed
                case .notice: label?.textColor = .systemGreen
                }
                label?.isEnabled = plan.isEnabled
            case .textField(let text, let placeholder, _):
                // A secure field's text is never set from the model: it stays in this field and
                // its element.
                if let text, field?.text != text { field?.text = text }
                field?.placeholder = placeholder
                field?.isEnabled = plan.isEnabled
            case .button(let title):
                button?.setTitle(title, for: .normal)
                button?.isEnabled = plan.isEnabled
            case .toggle(let title, let isOn):
                label?.text = title
                #if os(tvOS)
                    button?.setTitle(isOn ? "On" : "Off", for: .normal)
                    button?.isEnabled = plan.isEnabled
                #else
                    if toggle?.isOn != isOn { toggle?.setOn(isOn, animated: true) }
                    toggle?.isEnabled = plan.isEnabled
                #endif
            case .list(let rows):
                applyRows(rows, isEnabled: plan.isEnabled)
            case .imageView(let source, let accessibilityLabel):
                imageView?.image = UIImage.resolved(source)
                imageView?.isAccessibilityElement = accessibilityLabel != nil
                imageView?.accessibilityLabel = accessibilityLabel
            }
        }

        private func applyRows(_ rows: [UIKitControlPlan.Row], isEnabled: Bool) {
            guard let stack = self.rows else { return }
            while stack.arrangedSubviews.count > rows.count {
                stack.arrangedSubviews.last?.removeFromSuperview()
            }
            while stack.arrangedSubviews.count < rows.count {
                let button = UIButton(type: .system)
                button.contentHorizontalAlignment = .leading
                let row = stack.arrangedSubviews.count
                button.addAction(
                    UIAction { [weak self] _ in self?.send(.select(row: row)) }, for: .primaryActionTriggered)
                stack.addArrangedSubview(button)
            }
            for (button, row) in zip(stack.arrangedSubviews.compactMap { $0 as? UIButton }, rows) {
                button.setTitle(row.title, for: .normal)
                button.setImage(row.isSelected ? UIImage(systemName: "checkmark") : nil, for: .normal)
                button.accessibilityTraits = row.isSelected ? [.button, .selected] : .button
                button.isEnabled = isEnabled
            }
        }
    }
#endif
