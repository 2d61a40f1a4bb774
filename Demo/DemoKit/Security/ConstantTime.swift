/// Comparisons whose time does not depend on where two secrets differ.
package enum ConstantTime {
    /// Whether `a` and `b` hold the same bytes. Every byte is looked at, whatever it holds; only
    /// the lengths (which are public: a hash's size) can end the comparison early.
    package static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in a.indices { difference |= a[index] ^ b[index] }
        return difference == 0
    }
}
