/// The screens an event lists, by ID, in order: an array-like collection that holds a single ID
/// inline, so that the common event (one screen popped) allocates nothing.
///
/// It behaves as an array of ``ScreenID``: index it, iterate it, count it, compare it with an
/// array literal (`.popped([id])`), or make an `Array` of it.
public struct ScreenIDs: RandomAccessCollection, ExpressibleByArrayLiteral, Hashable, Sendable,
    CustomStringConvertible
{
    private enum Storage: Sendable {
        case one(ScreenID)
        case array([ScreenID])
    }

    private let storage: Storage

    /// Creates the list from `ids`, in order.
    public init<IDs: Sequence>(_ ids: IDs) where IDs.Element == ScreenID {
        var iterator = ids.makeIterator()
        if let first = iterator.next() {
            if let second = iterator.next() {
                storage = .array([first, second] + IteratorSequence(iterator))
            } else {
                storage = .one(first)
            }
        } else {
            storage = .array([])
        }
    }

    /// The IDs of `screens`, in order, without an intermediate array.
    init(of screens: [Screen]) {
        storage = screens.count == 1 ? .one(screens[0].id) : .array(screens.map(\.id))
    }

    public init(arrayLiteral ids: ScreenID...) {
        self.init(ids)
    }

    public var startIndex: Int { 0 }

    public var endIndex: Int {
        switch storage {
        case .one: 1
        case .array(let ids): ids.count
        }
    }

    public subscript(position: Int) -> ScreenID {
        switch storage {
        case .one(let id):
            precondition(position == 0, "Index out of range")
            return id
        case .array(let ids):
            return ids[position]
        }
    }

    public static func == (lhs: ScreenIDs, rhs: ScreenIDs) -> Bool {
        lhs.elementsEqual(rhs)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for id in self { hasher.combine(id) }
    }

    /// Like an array's: `[screen#3, screen#4]`.
    public var description: String {
        "[" + map(\.description).joined(separator: ", ") + "]"
    }
}
