import XCTest

@testable import HeadlessFlow

final class RouteNameTests: XCTestCase {
    private struct Article {
        let id: Int
        let body: String
    }

    private enum Route {
        case home
        case comment(item: Int, comment: Int)
        case search(String)
        case open(Article)
        case filter(kind: Kind?, limit: Int?, text: String)

        enum Kind { case new, popular }
    }

    private struct Titled: CustomStringConvertible {
        var description: String { "the titled route" }
    }

    func testOf_EnumRoutes_NameTheCaseWithTheValuesThatIdentifyIt() {
        let long = String(repeating: "x", count: 40)
        XCTAssertEqual(
            [
                Route.home, .comment(item: 2, comment: 7), .search("swift"), .search(long),
                .open(Article(id: 1, body: long)), .filter(kind: .popular, limit: nil, text: "a"),
            ].map(RouteName.of),
            [
                "home", "comment(item: 2, comment: 7)", #"search("swift")"#, "search(…)", "open(…)",
                #"filter(kind: popular, limit: nil, text: "a")"#,
            ])
    }

    func testOf_ItsOwnDescriptionOrAPlainValue_IsUsedAsItIs() {
        XCTAssertEqual(RouteName.of(Titled()), "the titled route")
        XCTAssertEqual(RouteName.of(42), "42")
        XCTAssertEqual(RouteName.of(Article(id: 1, body: "b")), #"Article(id: 1, body: "b")"#)
    }
}
