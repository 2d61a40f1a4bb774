// Identity look-ups on small arrays of objects.
//
// These are deliberately free, nonisolated functions: a closure written inside main-actor code and
// handed to a standard-library algorithm gets a dynamic isolation check on every call, which
// dominated the cost of a push. Here the closures are nonisolated and the loops stay cheap.

/// Whether `array` holds `object` itself (not an equal copy).
@inline(__always)
func containsIdentical<T: AnyObject>(_ array: [T], _ object: T) -> Bool {
    for element in array where element === object { return true }
    return false
}

/// The index of the first element that is `object` itself.
@inline(__always)
func firstIndexIdentical<T: AnyObject>(_ array: [T], _ object: T) -> Int? {
    for index in array.indices where array[index] === object { return index }
    return nil
}

/// The index of the last element that is `object` itself.
@inline(__always)
func lastIndexIdentical<T: AnyObject>(_ array: [T], _ object: T) -> Int? {
    var index = array.count - 1
    while index >= 0 {
        if array[index] === object { return index }
        index -= 1
    }
    return nil
}

/// Whether two arrays hold the same objects in the same order.
@inline(__always)
func identicalElements<T: AnyObject>(_ lhs: [T], _ rhs: [T]) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for index in lhs.indices where lhs[index] !== rhs[index] { return false }
    return true
}
