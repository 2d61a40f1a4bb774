/// A place in a scene file: the file and a 1-based line and column.
///
/// Columns count Unicode scalars, as editors do, not bytes. The description reads like a compiler
/// diagnostic, `LoginScreen.json:4:7`, so editors and terminals can jump to it.
public struct SceneLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file, as the ``SceneSource`` that found it names it: a path, or the scene name for
    /// in-memory scenes.
    public let file: String

    /// The line, starting at 1.
    public let line: Int

    /// The column, starting at 1, counted in Unicode scalars.
    public let column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}
