/// A small, fast random number generator that is the same on every platform for a given seed
/// (SplitMix64), so a randomized test that fails can be replayed from the seed it prints.
///
/// ```swift
/// var random = SeededRandom(seed: 42)
/// let steps = (0..<100).map { _ in Int.random(in: 0..<4, using: &random) }
/// ```
///
/// Not for secrets: its output is predictable by design.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next value of the sequence.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
