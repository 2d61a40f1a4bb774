// The window's root in the UIKit app: the renderer's controller, with the demo's notices above it,
// and the window's width reported to the demo as the size class changes.
import HeadlessFlow
import UIKit

final class DemoRootViewController: UIViewController {
    private let session: DemoSession?
    private let content: UIViewController?
    private let failure: String?
    private let notices = UILabel()
    private let banner = UIStackView()
    private var tokens = Set<ObservationToken>()
    private var reportedSizeClass: UIUserInterfaceSizeClass?

    /// The renderer's root controller `content`, under a banner showing `session`'s notices.
    init(session: DemoSession, content: UIViewController) {
        self.session = session
        self.content = content
        failure = nil
        super.init(nibName: nil, bundle: nil)
    }

    /// What the window shows when the demo cannot start: why, in words.
    static func launchFailure(_ error: any Error) -> DemoRootViewController {
        DemoRootViewController(failure: "The demo cannot start: \(error)")
    }

    private init(failure: String) {
        session = nil
        content = nil
        self.failure = failure
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        notices.numberOfLines = 0
        notices.font = .preferredFont(forTextStyle: .footnote)
        notices.adjustsFontForContentSizeCategory = true
        let dismiss = UIButton(type: .system)
        dismiss.setTitle("Dismiss", for: .normal)
        dismiss.setContentHuggingPriority(.required, for: .horizontal)
        dismiss.addAction(UIAction { [weak self] _ in self?.session?.dismissNotices() }, for: .touchUpInside)
        banner.axis = .horizontal
        banner.spacing = 8
        banner.alignment = .center
        banner.isLayoutMarginsRelativeArrangement = true
        banner.insetsLayoutMarginsFromSafeArea = true
        banner.directionalLayoutMargins = NSDirectionalEdgeInsets(
            top: 8, leading: 16, bottom: 8, trailing: 16)
        banner.backgroundColor = .secondarySystemBackground
        banner.addArrangedSubview(notices)
        banner.addArrangedSubview(dismiss)

        let column = UIStackView(arrangedSubviews: [banner])
        column.axis = .vertical
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: view.topAnchor),
            column.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            column.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        if let content {
            addChild(content)
            column.addArrangedSubview(content.view)
            content.didMove(toParent: self)
        } else {
            dismiss.isHidden = true
            column.addArrangedSubview(UIView())
        }

        if let session {
            session.$notices.sinkOnMainActor(weakly: self) { controller, notices in
                controller.show(notices.map(\.text))
            }
            .store(in: &tokens)
        } else {
            show([failure ?? ""])
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // A size-class change (an iPad app made narrow in Split View) always lays the view out
        // again; the demo collapses or expands its items split to match.
        let sizeClass = traitCollection.horizontalSizeClass
        guard sizeClass != .unspecified, sizeClass != reportedSizeClass else { return }
        reportedSizeClass = sizeClass
        session?.adaptLayout(compact: sizeClass == .compact)
    }

    private func show(_ lines: [String]) {
        notices.text = lines.joined(separator: "\n")
        banner.isHidden = lines.isEmpty
    }
}
