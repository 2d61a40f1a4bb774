import XCTest

/// Explores with `explorer` to `depth` steps (and `randomWalks` seeded walks), and fails the
/// running test once per broken invariant, with the ``ExplorationFailure/description`` (the
/// invariant, the step, the trees before and after, and the test that replays it) followed by
/// what the exploration covered: the invariants checked, those skipped and why, and every one
/// that broke.
///
/// ```swift
/// assertExplorationPasses(explorer, depth: 6)
/// ```
///
/// - Returns: The report, for further assertions (its ``ExplorationReport/map``).
@MainActor
@discardableResult
public func assertExplorationPasses(
    _ explorer: NavigationExplorer,
    depth: Int = 8,
    randomWalks: Int = 0,
    walkLength: Int = 50,
    seed: UInt64 = 0,
    reporter: FailureReporter = .test,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> ExplorationReport? {
    let location = FailureReporter.Location(fileID: fileID, file: file, line: line, column: column)
    do {
        let report = try explorer.explore(
            depth: depth, randomWalks: randomWalks, walkLength: walkLength, seed: seed)
        for failure in report.failures { reporter.fail("\(failure)\n\n\(report.summary)", at: location) }
        return report
    } catch {
        reporter.fail("explorer: \(error)", at: location)
        return nil
    }
}
