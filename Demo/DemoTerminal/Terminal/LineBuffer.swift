import DemoKit
import Foundation

/// The line being edited, its cursor and this run's history: the editing logic of
/// ``LineEditor`` without the terminal, so it can be tested key by key.
struct LineBuffer: Equatable, Sendable {
    /// What a key did to the line.
    enum Outcome: Equatable, Sendable {
        case editing
        case submitted(String)
        case endOfInput
        case interrupted
    }

    private(set) var characters: [Character] = []
    /// The cursor, as an index into ``characters`` (0 is before the first one).
    private(set) var cursor = 0
    /// Earlier lines, oldest first.
    private(set) var history: [String] = []
    private var historyIndex = 0
    private var draft: [Character] = []

    /// The most lines the history keeps.
    static let historyLimit = 500

    var text: String { String(characters) }

    /// Starts a new, empty line; the history stays.
    mutating func startLine() {
        characters = []
        cursor = 0
        historyIndex = history.count
        draft = []
    }

    /// Adds `line` to the history, unless it is empty or repeats the last one.
    mutating func remember(_ line: String) {
        guard !line.trimmingCharacters(in: .whitespaces).isEmpty, history.last != line else { return }
        history.append(line)
        if history.count > Self.historyLimit { history.removeFirst(history.count - Self.historyLimit) }
        historyIndex = history.count
    }

    mutating func apply(_ key: Key) -> Outcome {
        switch key {
        case .character(let character):
            characters.insert(character, at: cursor)
            cursor += 1
        case .enter:
            return .submitted(text)
        case .backspace:
            if cursor > 0 {
                characters.remove(at: cursor - 1)
                cursor -= 1
            }
        case .delete:
            if cursor < characters.count { characters.remove(at: cursor) }
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(characters.count, cursor + 1)
        case .home: cursor = 0
        case .end: cursor = characters.count
        case .up: recall(historyIndex - 1)
        case .down: recall(historyIndex + 1)
        case .interrupt: return .interrupted
        case .endOfFile:
            if characters.isEmpty { return .endOfInput }
            if cursor < characters.count { characters.remove(at: cursor) }
        case .killToStart:
            characters.removeFirst(cursor)
            cursor = 0
        case .killToEnd:
            characters.removeLast(characters.count - cursor)
        case .deleteWord:
            var start = cursor
            while start > 0 && characters[start - 1] == " " { start -= 1 }
            while start > 0 && characters[start - 1] != " " { start -= 1 }
            characters.removeSubrange(start..<cursor)
            cursor = start
        case .ignored:
            break
        }
        return .editing
    }

    private mutating func recall(_ index: Int) {
        guard (0...history.count).contains(index), index != historyIndex else { return }
        if historyIndex == history.count { draft = characters }
        historyIndex = index
        characters = index == history.count ? draft : Array(history[index])
        cursor = characters.count
    }
}
