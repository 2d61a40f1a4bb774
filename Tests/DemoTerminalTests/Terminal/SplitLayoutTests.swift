import Foundation
import HeadlessFlow
import XCTest

@testable import DemoKit
@testable import DemoTerminal

/// The items split at a narrow and a wide terminal: the whole frame drawn at 60 and 140 columns,
/// collapse and expand when the width changes (reported to the model, in the history), back from
/// the detail of a collapsed split, and a restart at another width.
final class SplitLayoutTests: XCTestCase {
    /// A demo on a new data file, past onboarding and logged in, laid out for `columns`.
    @MainActor
    private func loggedIn(_ directory: TemporaryDirectory, columns: Int?) throws -> TerminalDemo {
        let app = try TerminalDemo(dataFile: directory.dataFile)
        _ = try app.start(columns: columns)
        for command in ["1", "set email demo@example.com", "set password password", "1"] {
            app.expectSuccess(command)
        }
        return app
    }

    /// What the terminal session does for each line: reads the width, then runs the command.
    @MainActor
    @discardableResult
    private func type(
        _ command: String, into app: TerminalDemo, columns: Int?, file: StaticString = #filePath,
        line: UInt = #line
    ) -> DemoReply {
        app.adaptLayout(toColumns: columns)
        return app.expectSuccess(command, file: file, line: line)
    }

    /// The history lines after `count` of them.
    @MainActor
    private func history(of app: TerminalDemo, after count: Int) -> [String] {
        Array(app.historyText().split(separator: "\n").dropFirst(count).map(String.init))
    }

    func testThreshold_NarrowOrUnknownCollapses_WideExpands() {
        XCTAssertEqual(SplitLayout.minimumColumns, 100)
        XCTAssertTrue(SplitLayout.isCollapsed(columns: nil))
        XCTAssertTrue(SplitLayout.isCollapsed(columns: 60))
        XCTAssertTrue(SplitLayout.isCollapsed(columns: 99))
        XCTAssertFalse(SplitLayout.isCollapsed(columns: 100))
        XCTAssertFalse(SplitLayout.isCollapsed(columns: 140))
    }

    // MARK: - Frames

    @MainActor
    func testItemsSplit_At140Columns_ListAndDetailSideBySideFocusMarked() async throws {
        let directory = try TemporaryDirectory()
        let app = try loggedIn(directory, columns: 140)
        type("browse items", into: app, columns: 140)
        XCTAssertEqual(
            app.screenText(),
            """
            path: Login > Menu[Items] > Items Home > {Items | (empty)}
            <1 Items>                                                            | 2 Detail
            == Items ==                                                          |   (nothing chosen)
              #1 Pen                                                             |
              #2 Pencil                                                          |
              #3 Eraser                                                          |
              [1] Add Item                                                       |
              [2] Back                                                           |
            hint: open <1-3>, add item, back, help
            tabs: <1 Items> | 2 Profile
            """)
        type("open 2", into: app, columns: 140)
        XCTAssertEqual(
            app.screenText(),
            """
            path: Login > Menu[Items] > Items Home > {Items | Pencil}
            1 Items                                                              | <2 Detail>
            == Items ==                                                          | == Pencil ==
              #1 Pen                                                             |   <image: Item picture>
              #2 Pencil                                                          |   Name: Pencil
              #3 Eraser                                                          |   Item 2 of 3.
              [1] Add Item                                                       |
              [2] Back                                                           |
            hint: open <1-3>, add item, list, help
            tabs: <1 Items> | 2 Profile
            """)
        // Every line fits the terminal.
        XCTAssertEqual(
            app.screenText().split(separator: "\n").filter { TextWrapper.columns(of: $0) > 140 }, [])
        // With the detail focused, a row of the list beside it still opens, as a tap there would.
        type("open 3", into: app, columns: 140)
        XCTAssertEqual(
            app.screenText(),
            """
            path: Login > Menu[Items] > Items Home > {Items | Eraser}
            1 Items                                                              | <2 Detail>
            == Items ==                                                          | == Eraser ==
              #1 Pen                                                             |   <image: Item picture>
              #2 Pencil                                                          |   Name: Eraser
              #3 Eraser                                                          |   Item 3 of 3.
              [1] Add Item                                                       |
              [2] Back                                                           |
            hint: open <1-3>, add item, list, help
            tabs: <1 Items> | 2 Profile
            """)
    }

    @MainActor
    func testItemsSplit_At60Columns_OneStackDetailOnTheList() async throws {
        let directory = try TemporaryDirectory()
        let app = try loggedIn(directory, columns: 60)
        type("browse items", into: app, columns: 60)
        XCTAssertEqual(
            app.screenText(),
            """
            path: Login > Menu[Items] > Items Home > Items
            == Items ==
              #1 Pen
              #2 Pencil
              #3 Eraser
              [1] Add Item
              [2] Back
            hint: open <1-3>, add item, back, help
            tabs: <1 Items> | 2 Profile
            """)
        type("open 2", into: app, columns: 60)
        XCTAssertEqual(
            app.screenText(),
            """
            path: Login > Menu[Items] > Items Home > Items > Pencil
            == Pencil ==
              <image: Item picture>
              Name: Pencil
              Item 2 of 3.
            hint: back, help
            tabs: <1 Items> | 2 Profile
            """)
    }

    /// An item's name from the data file (or typed) is drawn through SafeText in both columns and
    /// the path, and its control characters take one column each: the columns stay aligned.
    @MainActor
    func testItemsSplit_At140Columns_HostileNameShownVisibleColumnsAligned() async throws {
        let directory = try TemporaryDirectory()
        let app = try loggedIn(directory, columns: 140)
        type("browse items", into: app, columns: 140)
        type("add item", into: app, columns: 140)
        type("set name \u{1B}]0;pwned\u{07}Boom", into: app, columns: 140)
        type("add", into: app, columns: 140)
        type("ok", into: app, columns: 140)
        type("cancel", into: app, columns: 140)
        type("open 4", into: app, columns: 140)
        let frame = app.screenText()
        XCTAssertFalse(frame.unicodeScalars.contains { SafeText.needsReplacing($0) && $0 != "\n" }, frame)
        XCTAssertEqual(
            frame,
            """
            path: Login > Menu[Items] > Items Home > {Items | ␛]0;pwned␇Boom}
            1 Items                                                              | <2 Detail>
            == Items ==                                                          | == ␛]0;pwned␇Boom ==
              #1 Pen                                                             |   <image: Item picture>
              #2 Pencil                                                          |   Name: ␛]0;pwned␇Boom
              #3 Eraser                                                          |   Item 4 of 4.
              #4 ␛]0;pwned␇Boom                                                  |
              [1] Add Item                                                       |
              [2] Back                                                           |
            hint: open <1-4>, add item, list, help
            tabs: <1 Items> | 2 Profile
            """)
    }

    // MARK: - Width changes

    @MainActor
    func testWidthChange_NarrowThenWideAgain_CollapsesThenExpandsAndSaysSoInTheHistory() async throws {
        let directory = try TemporaryDirectory()
        let app = try loggedIn(directory, columns: 140)
        type("browse items", into: app, columns: 140)
        type("open 2", into: app, columns: 140)
        let before = app.historyText().split(separator: "\n").count
        let split = try XCTUnwrap(SplitLayout.splits(under: app.window).first)
        XCTAssertFalse(split.isCollapsed)

        type("show", into: app, columns: 60)
        XCTAssertTrue(split.isCollapsed)
        XCTAssertEqual(
            app.screenText(),
            """
            path: Login > Menu[Items] > Items Home > Items > Pencil
            == Pencil ==
              <image: Item picture>
              Name: Pencil
              Item 2 of 3.
            hint: back, help
            tabs: <1 Items> | 2 Profile
            """)
        type("show", into: app, columns: 60)  // the same width: nothing to report
        type("show", into: app, columns: 140)
        XCTAssertFalse(split.isCollapsed)
        XCTAssertEqual(
            app.screenText(),
            """
            path: Login > Menu[Items] > Items Home > {Items | Pencil}
            1 Items                                                              | <2 Detail>
            == Items ==                                                          | == Pencil ==
              #1 Pen                                                             |   <image: Item picture>
              #2 Pencil                                                          |   Name: Pencil
              #3 Eraser                                                          |   Item 2 of 3.
              [1] Add Item                                                       |
              [2] Back                                                           |
            hint: open <1-3>, add item, list, help
            tabs: <1 Items> | 2 Profile
            """)
        // A focus change is worded as the layout was then: a pop in one stack, a focus in columns.
        type("back", into: app, columns: 60)
        type("detail", into: app, columns: 140)
        XCTAssertEqual(
            history(of: app, after: before),
            [
                "you: joined the columns into one (narrow terminal)",
                "you: split into columns (wide terminal)",
                "you: joined the columns into one (narrow terminal)",
                #"you: went back to column 1 "Items" (from column 2 "Detail")"#,
                "you: split into columns (wide terminal)",
                #"you: focused column 2 "Detail" (was column 1 "Items")"#,
            ])
    }

    /// A split made while the terminal is narrow starts collapsed: nothing is announced.
    @MainActor
    func testNewSplit_OnANarrowTerminal_StartsCollapsedWithoutAnEvent() async throws {
        let directory = try TemporaryDirectory()
        let app = try loggedIn(directory, columns: 60)
        let before = app.historyText().split(separator: "\n").count
        type("browse items", into: app, columns: 60)
        XCTAssertEqual(
            history(of: app, after: before),
            [#"the app: opened "Items" with columns 1 "Items", 2 "Detail", column 1 selected"#])
        XCTAssertEqual(SplitLayout.splits(under: app.window).map(\.isCollapsed), [true])
    }

    /// Saved on a narrow terminal, restored on a wide one: laid out before the history starts.
    @MainActor
    func testRestore_OnAWiderTerminal_ExpandedAndNothingInTheHistory() async throws {
        let directory = try TemporaryDirectory()
        let first = try loggedIn(directory, columns: 60)
        type("browse items", into: first, columns: 60)
        type("open 2", into: first, columns: 60)

        let app = try TerminalDemo(dataFile: directory.dataFile)
        XCTAssertEqual(try app.start(columns: 140).lines, [])
        XCTAssertEqual(
            app.screenText(),
            """
            path: Login > Menu[Items] > Items Home > {Items | Pencil}
            1 Items                                                              | <2 Detail>
            == Items ==                                                          | == Pencil ==
              #1 Pen                                                             |   <image: Item picture>
              #2 Pencil                                                          |   Name: Pencil
              #3 Eraser                                                          |   Item 2 of 3.
              [1] Add Item                                                       |
              [2] Back                                                           |
            hint: open <1-3>, add item, list, help
            tabs: <1 Items> | 2 Profile
            """)
        XCTAssertEqual(app.historyText(), "(nothing has happened since this run came back to where you were)")
    }

    // MARK: - Back and focus

    @MainActor
    func testBack_FromTheDetailOfACollapsedSplit_ShowsTheListThenDetailShowsItAgain() async throws {
        let directory = try TemporaryDirectory()
        let app = try loggedIn(directory, columns: 60)
        type("browse items", into: app, columns: 60)
        type("open 2", into: app, columns: 60)
        let before = app.historyText().split(separator: "\n").count

        type("back", into: app, columns: 60)
        XCTAssertEqual(
            app.screenText(),
            """
            path: Login > Menu[Items] > Items Home > Items
            == Items ==
              #1 Pen
              #2 Pencil
              #3 Eraser
              [1] Add Item
              [2] Back
            hint: open <1-3>, add item, back, help
            tabs: <1 Items> | 2 Profile
            """)
        type("detail", into: app, columns: 60)
        XCTAssertEqual(
            app.screenText(),
            """
            path: Login > Menu[Items] > Items Home > Items > Pencil
            == Pencil ==
              <image: Item picture>
              Name: Pencil
              Item 2 of 3.
            hint: back, help
            tabs: <1 Items> | 2 Profile
            """)
        type("list", into: app, columns: 60)
        type("back", into: app, columns: 60)  // on the list, its Back button: the items flow ends
        XCTAssertEqual(app.visibleScreen?.title, "Items Home")
        XCTAssertEqual(
            history(of: app, after: before),
            [
                #"you: went back to column 1 "Items" (from column 2 "Detail")"#,
                #"you: opened column 2 "Detail" on top of column 1 "Items""#,
                #"you: went back to column 1 "Items" (from column 2 "Detail")"#,
                #"the app: went back from "Items""#,
            ])
    }

    @MainActor
    func testBack_OnTheDetailOfAnExpandedSplit_RefusedInWordsNothingChanges() async throws {
        let directory = try TemporaryDirectory()
        let app = try loggedIn(directory, columns: 140)
        type("browse items", into: app, columns: 140)
        type("open 2", into: app, columns: 140)
        let frame = app.screenText()

        app.adaptLayout(toColumns: 140)
        XCTAssertEqual(
            app.handle("back").errors,
            [
                "cannot go back from Pencil: it is the first screen of the Detail column (type list to focus the list)"
            ])
        XCTAssertEqual(app.screenText(), frame)
    }

    // MARK: - Commands of every visible column

    /// On a wide terminal the list's buttons and fields take commands while the detail has the
    /// focus, as both columns take taps on an iPad; a note says which column each went to, the
    /// focus stays, and the detail follows the store when an item is added.
    @MainActor
    func testExpandedSplit_DetailFocused_ListColumnTakesCommandsAndDetailFollowsTheStore() async throws {
        let directory = try TemporaryDirectory()
        let app = try loggedIn(directory, columns: 140)
        type("browse items", into: app, columns: 140)
        type("open 2", into: app, columns: 140)
        let before = app.historyText().split(separator: "\n").count

        var notes: [[DemoReply.Line]] = []
        for command in ["add item", "name Ruler", "add", "ok", "2"] {  // ok: the alert after an add
            notes.append(type(command, into: app, columns: 140).lines)
        }

        XCTAssertEqual(
            notes,
            [
                [.text(#"note: add item went to column 1 "Items""#)], [],
                [.text(#"note: add went to column 1 "Items""#)], [],
                [.text(#"note: 2 went to column 1 "Items""#)],
            ])

        XCTAssertEqual(
            app.screenText(),
            """
            path: Login > Menu[Items] > Items Home > {Items | Pencil}
            1 Items                                                              | <2 Detail>
            == Items ==                                                          | == Pencil ==
              #1 Pen                                                             |   <image: Item picture>
              #2 Pencil                                                          |   Name: Pencil
              #3 Eraser                                                          |   Item 2 of 4.
              #4 Ruler                                                           |
              [1] Add Item                                                       |
              [2] Back                                                           |
            hint: open <1-4>, add item, list, help
            tabs: <1 Items> | 2 Profile
            """)
        XCTAssertEqual(
            history(of: app, after: before),
            [
                #"the app: opened "New Item""#,
                #"the app: showed the alert "Nice!""#,
                #"you: answered the alert "Nice!" with ok"#,
                #"the app: went back from "New Item""#,
            ])
    }

    /// Where two visible columns have the number typed, the focused column's button is tapped and
    /// the note names the other.
    @MainActor
    func testExpandedSplit_BothColumnsHaveTheNumber_FocusedColumnTakesItAndTheNoteSaysSo() async throws {
        let directory = try TemporaryDirectory()
        let app = try loggedIn(directory, columns: 140)
        type("browse items", into: app, columns: 140)
        let items = try XCTUnwrap(
            app.coordinator?.child(as: MenuCoordinator.self)?.item(ItemsHomeCoordinator.self)?
                .child(as: ItemsCoordinator.self))
        let form = try app.environment.screens.make(NewItemScreen.self)
        var cancels = 0
        form.viewModel.onCancel = { cancels += 1 }
        try items.showDetail(form, animated: false)

        XCTAssertEqual(
            type("2", into: app, columns: 140).lines,
            [
                .text(
                    #"note: 2 went to the focused column 2 "Detail" (column 1 "Items" has 2 too: type list or detail to act there)"#
                )
            ])
        XCTAssertEqual(cancels, 1)
        XCTAssertEqual(items.list?.navigation.screens.map(\.title), ["Items"])
        XCTAssertEqual(app.visibleScreen?.title, "New Item")
    }

    @MainActor
    func testCollapsedSplit_ListUnderTheDetail_TakesNoCommands() async throws {
        let directory = try TemporaryDirectory()
        let app = try loggedIn(directory, columns: 60)
        type("browse items", into: app, columns: 60)
        type("open 2", into: app, columns: 60)
        app.adaptLayout(toColumns: 60)
        XCTAssertEqual(app.handle("add item").errors, [#"unknown command "add item" (type help)"#])
        XCTAssertEqual(app.visibleScreen?.title, "Pencil")
    }

    @MainActor
    func testFocusCommands_WithoutASplitOrWithAnEmptyDetail_RefusedInWords() async throws {
        let directory = try TemporaryDirectory()
        let app = try loggedIn(directory, columns: 140)
        XCTAssertEqual(
            app.handle("detail").errors,
            ["there are no columns on this screen (list and detail work in the items list)"])
        type("browse items", into: app, columns: 140)
        XCTAssertEqual(
            app.handle("detail").errors,
            ["the Detail column shows nothing yet: open an item from the list first"])
        XCTAssertEqual(
            app.handle("list extra").errors, [#"list takes no argument, but got "extra" (type help)"#])
        XCTAssertEqual(app.visibleScreen?.title, "Items")
    }

    // MARK: - Links

    @MainActor
    func testLink_ToAnItem_ShownInTheDetailColumnAtEitherWidth() async throws {
        for columns in [60, 140] {
            let directory = try TemporaryDirectory()
            let app = try loggedIn(directory, columns: columns)
            type("tab profile", into: app, columns: columns)
            type("open demo://items/3", into: app, columns: columns)
            XCTAssertEqual(
                app.screenText(),
                columns == 60
                    ? """
                    path: Login > Menu[Items] > Items Home > Items > Eraser
                    == Eraser ==
                      <image: Item picture>
                      Name: Eraser
                      Item 3 of 3.
                    hint: back, help
                    tabs: <1 Items> | 2 Profile
                    """
                    : """
                    path: Login > Menu[Items] > Items Home > {Items | Eraser}
                    1 Items                                                              | <2 Detail>
                    == Items ==                                                          | == Eraser ==
                      #1 Pen                                                             |   <image: Item picture>
                      #2 Pencil                                                          |   Name: Eraser
                      #3 Eraser                                                          |   Item 3 of 3.
                      [1] Add Item                                                       |
                      [2] Back                                                           |
                    hint: open <1-3>, add item, list, help
                    tabs: <1 Items> | 2 Profile
                    """, "at \(columns) columns")
            let items = app.coordinator?.child(as: MenuCoordinator.self)?.item(ItemsHomeCoordinator.self)?
                .child(as: ItemsCoordinator.self)
            XCTAssertEqual(items?.detail?.screens.map(\.title), ["Eraser"])
            XCTAssertEqual(items?.split.selectedIndex, 1)
        }
    }
}
