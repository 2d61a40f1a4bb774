import HeadlessFlowTesting
import XCTest

@testable import HeadlessFlow

/// `TypeNames` caches `String(describing:)` of types; these tests hold it to the uncached name.
final class TypeNamesTests: XCTestCase {
    @MainActor func testDescribing_ManySeededRandomLookups_EqualsStringDescribing() async {
        var random = SeededRandom(seed: 0x5EED_0038)
        var mismatches: [String] = []
        var looked: Set<ObjectIdentifier> = []
        for step in 1...5_000 {
            let type = TypeNamesPool.types[Int(random.next() % UInt64(TypeNamesPool.types.count))]
            let cached = TypeNames.describing(type)
            let plain = String(describing: type)
            looked.insert(ObjectIdentifier(type))
            if cached != plain {
                mismatches.append("step \(step): \(cached) for \(plain)")
                break
            }
        }
        XCTAssertEqual(mismatches, [])
        XCTAssertEqual(looked.count, TypeNamesPool.types.count)
    }
}

/// Types whose names differ in the ways names do: nested, generic, specialized, protocols,
/// tuples, functions, metatypes, and two with the same short name in different scopes.
private enum TypeNamesPool {
    struct Inner {}
    enum Other { struct Inner {} }
    final class Box<T> {}
    protocol Marker {}

    static let types: [Any.Type] = [
        Int.self, String.self, [Int].self, [String: Int].self, Int?.self, Inner.self, Other.Inner.self,
        Box<Int>.self, Box<String>.self, Box<Box<Int>>.self, (any Marker).self, (Int, String).self,
        ((Int) -> String).self, Int.Type.self, Screen.self, TabBar.self, Navigation.self,
        SceneScreen.self, Void.self,
    ]
}
