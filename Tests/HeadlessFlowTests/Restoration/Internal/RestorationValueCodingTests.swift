import Foundation
import XCTest

@testable import HeadlessFlow

final class RestorationValueCodingTests: XCTestCase {
    private let encoder = RestorationValueEncoder()
    private let decoder = RestorationValueDecoder()

    /// Encodes `value`, checks the tree against `expected` when given, and decodes it back.
    private func roundTrip<T: Codable>(
        _ value: T, expecting expected: RestorationValue? = nil, file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> T {
        let tree = try encoder.encode(value)
        if let expected {
            XCTAssertEqual(tree, expected, file: file, line: line)
        }
        return try decoder.decode(T.self, from: tree)
    }

    private func jsonRoundTrip(_ value: RestorationValue) throws -> RestorationValue {
        try JSONDecoder().decode(RestorationValue.self, from: JSONEncoder().encode(value))
    }

    private func codingPath(of error: any Error) -> [String]? {
        switch error {
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
            DecodingError.keyNotFound(_, let context), DecodingError.dataCorrupted(let context):
            context.codingPath.map(\.stringValue)
        case EncodingError.invalidValue(_, let context):
            context.codingPath.map(\.stringValue)
        default:
            nil
        }
    }

    // MARK: - Structs, arrays, optionals

    func testRoundTrip_NestedStructs_KeepsEveryField() throws {
        let profile = Profile(
            name: "Ada", age: 36, address: Address(street: "1 Loop", zip: "94016"), tags: ["a", "b"])

        let decoded = try roundTrip(
            profile,
            expecting: .object([
                "name": .string("Ada"),
                "age": .int(36),
                "address": .object(["street": .string("1 Loop"), "zip": .string("94016")]),
                "tags": .array([.string("a"), .string("b")]),
            ]))

        XCTAssertEqual(decoded, profile)
    }

    func testRoundTrip_ArrayOfStructs_KeepsOrder() throws {
        let items = [
            Item(title: "one", count: 1), Item(title: "two", count: 2), Item(title: "three", count: 3),
        ]

        let decoded = try roundTrip(
            items,
            expecting: .array([
                .object(["title": .string("one"), "count": .int(1)]),
                .object(["title": .string("two"), "count": .int(2)]),
                .object(["title": .string("three"), "count": .int(3)]),
            ]))

        XCTAssertEqual(decoded, items)
    }

    func testEncode_OptionalAbsent_OmitsKey() throws {
        let tree = try encoder.encode(Optionals(present: 1, absent: nil, explicitNil: nil))

        XCTAssertEqual(tree, .object(["present": .int(1), "explicitNil": .null]))
    }

    func testRoundTrip_Optionals_PresentAbsentAndExplicitNil() throws {
        let values = [
            Optionals(present: 7, absent: nil, explicitNil: nil),
            Optionals(present: nil, absent: "here", explicitNil: 2.5),
        ]

        let decoded = try roundTrip(values)

        XCTAssertEqual(decoded, values)
    }

    func testDecode_NullForOptional_GivesNil() throws {
        let tree = RestorationValue.object(["present": .null, "absent": .null, "explicitNil": .null])

        let decoded = try decoder.decode(Optionals.self, from: tree)

        XCTAssertEqual(decoded, Optionals(present: nil, absent: nil, explicitNil: nil))
    }

    func testRoundTrip_TopLevelNil_StoredAsNull() throws {
        let tree = try encoder.encode(Int?.none)

        XCTAssertEqual(tree, .null)
        XCTAssertNil(try decoder.decode(Int?.self, from: tree))
        XCTAssertEqual(try decoder.decode(Int?.self, from: .int(4)), 4)
    }

    func testRoundTrip_TopLevelPrimitives_StoredDirectly() throws {
        XCTAssertEqual(try roundTrip("text", expecting: .string("text")), "text")
        XCTAssertEqual(try roundTrip(true, expecting: .bool(true)), true)
        XCTAssertEqual(try roundTrip(-12, expecting: .int(-12)), -12)
        XCTAssertEqual(try roundTrip([1, 2], expecting: .array([.int(1), .int(2)])), [1, 2])
    }

    // MARK: - Enums and dictionaries

    func testRoundTrip_EnumWithAssociatedValues_KeepsCaseAndPayload() throws {
        let values: [Destination] = [
            .home, .article(id: 42, title: "Hello"), .search("swift"), .map(1.5, -2),
        ]

        let decoded = try roundTrip(values)

        XCTAssertEqual(decoded, values)
        XCTAssertEqual(
            try encoder.encode(Destination.article(id: 42, title: "Hello")),
            .object(["article": .object(["id": .int(42), "title": .string("Hello")])]))
    }

    func testEncode_StringKeyedDictionary_StoredAsObject() throws {
        let scores = ["ada": 3, "grace": 5]

        let decoded = try roundTrip(scores, expecting: .object(["ada": .int(3), "grace": .int(5)]))

        XCTAssertEqual(decoded, scores)
    }

    func testRoundTrip_IntKeyedDictionary_KeysStoredAsNumberStrings() throws {
        let names = [1: Item(title: "one", count: 1), -20: Item(title: "minus", count: 0)]

        let decoded = try roundTrip(
            names,
            expecting: .object([
                "1": .object(["title": .string("one"), "count": .int(1)]),
                "-20": .object(["title": .string("minus"), "count": .int(0)]),
            ]))

        XCTAssertEqual(decoded, names)
    }

    func testRoundTrip_RestorationValueInsideStruct_StoredAsIs() throws {
        let inner = RestorationValue.object(["deep": .array([.int(1), .double(2.5), .null])])
        let wrapper = Wrapper(payload: inner, list: [.string("x"), .bool(false)])

        let decoded = try roundTrip(
            wrapper,
            expecting: .object(["payload": inner, "list": .array([.string("x"), .bool(false)])]))

        XCTAssertEqual(decoded, wrapper)
    }

    // MARK: - Foundation types

    func testRoundTrip_Date_UsesItsOwnEncoding() throws {
        let integral = Date(timeIntervalSinceReferenceDate: 12)
        let fractional = Date(timeIntervalSinceReferenceDate: 700_000_000.25)

        XCTAssertEqual(try roundTrip(integral, expecting: .int(12)), integral)
        XCTAssertEqual(try roundTrip(fractional, expecting: .double(700_000_000.25)), fractional)
    }

    func testRoundTrip_Data_StoredAsBytes() throws {
        let data = Data([0, 1, 127, 255])

        let decoded = try roundTrip(data, expecting: .array([.int(0), .int(1), .int(127), .int(255)]))

        XCTAssertEqual(decoded, data)
    }

    func testRoundTrip_URL_KeepsRelativeAndBase() throws {
        let absolute = URL(string: "https://example.com/a/b?q=1#frag")!
        let relative = URL(string: "c/d", relativeTo: URL(string: "https://example.com/a/")!)!

        let decodedAbsolute = try roundTrip(absolute)
        let decodedRelative = try roundTrip(relative)

        XCTAssertEqual(decodedAbsolute, absolute)
        XCTAssertEqual(decodedRelative.absoluteString, "https://example.com/a/c/d")
        XCTAssertEqual(decodedRelative.relativeString, "c/d")
    }

    func testRoundTrip_UUID_StoredAsString() throws {
        let uuid = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!

        let decoded = try roundTrip(uuid, expecting: .string("E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))

        XCTAssertEqual(decoded, uuid)
    }

    func testRoundTrip_Decimal_KeepsExactValue() throws {
        let values = [
            Decimal(string: "12.345")!, Decimal(string: "-0.000001")!, Decimal(0), Decimal(UInt64.max),
        ]

        let decoded = try roundTrip(values)

        XCTAssertEqual(decoded, values)
        XCTAssertEqual(decoded.first?.description, "12.345")
        // Its own Codable form, not the plain number JSONEncoder writes for it.
        guard case .object(let members) = try encoder.encode(values[0]) else {
            return XCTFail("Expected Decimal's keyed form")
        }
        XCTAssertEqual(members["exponent"], .int(-3))
    }

    // MARK: - Class hierarchies

    func testRoundTrip_ClassHierarchy_SuperclassStoredUnderSuper() throws {
        let dog = Dog(name: "Rex", breed: "Collie")

        let tree = try encoder.encode(dog)
        let decoded = try decoder.decode(Dog.self, from: tree)

        XCTAssertEqual(
            tree, .object(["breed": .string("Collie"), "super": .object(["name": .string("Rex")])]))
        XCTAssertEqual(decoded.name, "Rex")
        XCTAssertEqual(decoded.breed, "Collie")
    }

    func testRoundTrip_SuperEncoderForKey_StoredUnderThatKey() throws {
        let cat = Cat(name: "Tom", lives: 9)

        let tree = try encoder.encode(cat)
        let decoded = try decoder.decode(Cat.self, from: tree)

        XCTAssertEqual(tree, .object(["lives": .int(9), "animal": .object(["name": .string("Tom")])]))
        XCTAssertEqual(decoded.name, "Tom")
        XCTAssertEqual(decoded.lives, 9)
    }

    // MARK: - Numbers

    func testRoundTrip_IntegerLimits_KeepExactValues() throws {
        let limits = IntegerLimits(
            int8: [.min, .max], int16: [.min, .max], int32: [.min, .max], int64: [.min, .max],
            int: [.min, .max], uint8: [.min, .max], uint16: [.min, .max], uint32: [.min, .max],
            uint64: [.min, .max], uint: [.min, .max])

        let tree = try encoder.encode(limits)
        let decoded = try decoder.decode(IntegerLimits.self, from: tree)

        XCTAssertEqual(decoded, limits)
        guard case .object(let members) = tree else { return XCTFail("Expected an object, got \(tree)") }
        XCTAssertEqual(members["int8"], .array([.int(-128), .int(127)]))
        XCTAssertEqual(members["int64"], .array([.int(.min), .int(.max)]))
        XCTAssertEqual(members["uint32"], .array([.int(0), .int(4_294_967_295)]))
        XCTAssertEqual(members["uint64"], .array([.int(0), .uint(.max)]))
        XCTAssertEqual(members["uint"], .array([.int(0), .uint(UInt64(UInt.max))]))
    }

    func testEncode_UnsignedUpToInt64Max_StoredAsInt() throws {
        XCTAssertEqual(try encoder.encode(UInt64(Int64.max)), .int(.max))
        XCTAssertEqual(try encoder.encode(UInt64(Int64.max) + 1), .uint(9_223_372_036_854_775_808))
    }

    func testEncode_IntegralDouble_StoredAsInt() throws {
        XCTAssertEqual(try encoder.encode(1.0), .int(1))
        XCTAssertEqual(try encoder.encode(-3.0), .int(-3))
        XCTAssertEqual(try encoder.encode(-0.0), .int(0))
        XCTAssertEqual(try encoder.encode(Float(64)), .int(64))
        XCTAssertEqual(try encoder.encode(["x": 2.0]), .object(["x": .int(2)]))
    }

    func testEncode_LargeIntegralDouble_StoredAsUIntOrDouble() throws {
        // 1e19 is above Int64.max but fits UInt64, and JSONDecoder reads "1e+19" as a UInt64.
        XCTAssertEqual(try encoder.encode(1e19), .uint(10_000_000_000_000_000_000))
        XCTAssertEqual(try encoder.encode(1e20), .double(1e20))
        XCTAssertEqual(try encoder.encode(-1e19), .double(-1e19))
    }

    func testRoundTrip_FloatAndDouble_KeepExactValues() throws {
        let numbers = FloatingNumbers(
            float: [0.1, 1.5, -3.25, .greatestFiniteMagnitude, .leastNonzeroMagnitude, 16_777_216],
            double: [2.5, .pi, -1e-300, 1e300, .greatestFiniteMagnitude, 0.1])

        let decoded = try roundTrip(numbers)

        XCTAssertEqual(decoded, numbers)
        XCTAssertEqual(try encoder.encode(Float(1.5)), .double(1.5))
        XCTAssertEqual(try encoder.encode(2.5), .double(2.5))
    }

    func testDecode_IntegerCaseAsOtherNumberTypes_ConvertsExactly() throws {
        XCTAssertEqual(try decoder.decode(Double.self, from: .int(3)), 3.0)
        XCTAssertEqual(try decoder.decode(Float.self, from: .int(-3)), -3.0)
        XCTAssertEqual(try decoder.decode(UInt8.self, from: .int(255)), 255)
        XCTAssertEqual(try decoder.decode(Int8.self, from: .int(-128)), -128)
        XCTAssertEqual(try decoder.decode(Double.self, from: .uint(.max)), 18_446_744_073_709_551_615.0)
        XCTAssertEqual(try decoder.decode(UInt64.self, from: .uint(.max)), .max)
        XCTAssertEqual(try decoder.decode(Int.self, from: .double(3.0)), 3)
        XCTAssertEqual(try decoder.decode([Double].self, from: .array([.int(1), .double(0.5)])), [1.0, 0.5])
        XCTAssertEqual(try decoder.decode(Float.self, from: .double(0.1)), Float(0.1))
    }

    // MARK: - JSON

    func testJSONRoundTrip_ValueTree_StaysEqual() throws {
        let tree = RestorationValue.object([
            "one": RestorationValue.number(1.0)!,
            "half": .double(2.5),
            "big": .uint(.max),
            "huge": RestorationValue.number(1e19)!,
            "small": .int(.min),
            "tiny": .double(.leastNonzeroMagnitude),
            "text": .string("é \"quoted\" \n"),
            "flags": .array([.bool(true), .bool(false), .null]),
            "nested": .object(["deeper": .object(["list": .array([.int(1), .object([:]), .array([])])])]),
        ])

        let decoded = try jsonRoundTrip(tree)

        XCTAssertEqual(decoded, tree)
        XCTAssertEqual(RestorationValue.number(1.0), .int(1))
    }

    func testJSONRoundTrip_EncodedState_StaysEqual() throws {
        let state = FloatingNumbers(float: [1, 0.1, 3e38], double: [1, 2.5, 1e19, -0.0])
        let tree = try encoder.encode(state)

        let decoded = try jsonRoundTrip(tree)

        XCTAssertEqual(decoded, tree)
        XCTAssertEqual(try decoder.decode(FloatingNumbers.self, from: decoded), state)
    }

    func testJSONDecode_FractionlessAndFractionalNumbers_Normalised() throws {
        let json =
            #"{"a": 1.0, "b": 1, "c": 2.5, "d": 18446744073709551615, "e": 1e2, "f": -0.0, "g": [null]}"#

        let value = try JSONDecoder().decode(RestorationValue.self, from: Data(json.utf8))

        XCTAssertEqual(
            value,
            .object([
                "a": .int(1), "b": .int(1), "c": .double(2.5), "d": .uint(.max), "e": .int(100), "f": .int(0),
                "g": .array([.null]),
            ]))
    }

    func testJSONEncode_Object_WritesNaturalJSONWithSortedKeys() throws {
        let tree = RestorationValue.object([
            "b": .array([.int(1), .double(2.5), .null, .bool(true)]), "a": .string("x"), "c": .object([:]),
        ])
        let jsonEncoder = JSONEncoder()
        jsonEncoder.outputFormatting = .sortedKeys

        let json = String(decoding: try jsonEncoder.encode(tree), as: UTF8.self)

        XCTAssertEqual(json, #"{"a":"x","b":[1,2.5,null,true],"c":{}}"#)
    }

    func testJSONEncode_ManyKeys_SameBytesEveryTime() throws {
        let keys = (0..<200).map { "key\($0)" }
        let forward = RestorationValue.object(
            Dictionary(uniqueKeysWithValues: keys.map { ($0, RestorationValue.string($0)) }))
        let backward = RestorationValue.object(
            Dictionary(uniqueKeysWithValues: keys.reversed().map { ($0, RestorationValue.string($0)) }))
        // JSONEncoder on Linux orders keys by hash, differently on each call, unless told to sort.
        let jsonEncoder = JSONEncoder()
        jsonEncoder.outputFormatting = .sortedKeys

        let first = try jsonEncoder.encode(forward)
        let second = try jsonEncoder.encode(backward)

        XCTAssertEqual(forward, backward)
        XCTAssertEqual(first, second)
    }

    func testEncodeTo_Object_WritesKeysInSortedOrder() throws {
        let tree = RestorationValue.object([
            "delta": .int(4), "alpha": .int(1), "charlie": .int(3), "bravo": .int(2),
        ])
        let recorder = KeyOrderRecorder()

        try tree.encode(to: recorder)

        XCTAssertEqual(recorder.keys, ["alpha", "bravo", "charlie", "delta"])
    }

    func testJSONDecode_NonFiniteNumber_Refused() throws {
        let jsonDecoder = JSONDecoder()
        jsonDecoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")

        let json = Data(#"[1, "inf"]"#.utf8)

        XCTAssertThrowsError(try jsonDecoder.decode(RestorationValue.self, from: json)) { error in
            guard case DecodingError.dataCorrupted = error else {
                return XCTFail("Unexpected error \(error)")
            }
            XCTAssertEqual(self.codingPath(of: error), ["Index 1"])
        }
    }

    // MARK: - Containers

    func testRoundTrip_ManualContainers_NestedKeyedAndUnkeyed() throws {
        let value = Manual(pairs: [(1, "one"), (2, "two")], origin: (x: 3, y: -4), trailingNil: true)

        let decoded = try roundTrip(
            value,
            expecting: .object([
                "pairs": .array([
                    .array([.int(1), .string("one")]),
                    .array([.int(2), .string("two")]),
                ]),
                "origin": .object(["x": .int(3), "y": .int(-4)]),
                "list": .array([.object(["x": .int(3)]), .null]),
                "count": .int(2),
            ]))

        XCTAssertEqual(decoded, value)
        XCTAssertEqual(decoded.log, ["count=2", "allKeys=count,list,origin,pairs", "atEnd=true", "index=2"])
    }

    func testEncode_NestedContainerTwiceForOneKey_SharesIt() throws {
        let tree = try encoder.encode(TwiceNested())

        XCTAssertEqual(tree, .object(["inner": .object(["a": .int(1), "b": .int(2)])]))
    }

    func testEncode_CodingPath_FollowsEachSibling() throws {
        let recorder = PathRecorder()
        let value = PathProbe(children: [
            PathProbe(children: []), PathProbe(children: [PathProbe(children: [])]),
        ])

        _ = try PathRecorder.$current.withValue(recorder) {
            try encoder.encode(["root": value])
        }

        XCTAssertEqual(
            recorder.paths,
            [
                "root", "root/children/Index 0", "root/children/Index 1",
                "root/children/Index 1/children/Index 0",
            ])
    }

    func testDecode_CodingPath_FollowsEachSibling() throws {
        let recorder = PathRecorder()
        let leaf = RestorationValue.object(["children": .array([])])
        let tree = RestorationValue.object([
            "root": .object(["children": .array([leaf, .object(["children": .array([leaf])])])])
        ])

        _ = try PathRecorder.$current.withValue(recorder) {
            try decoder.decode([String: PathProbe].self, from: tree)
        }

        XCTAssertEqual(
            recorder.paths,
            [
                "root", "root/children/Index 0", "root/children/Index 1",
                "root/children/Index 1/children/Index 0",
            ])
    }

    func testCoders_KeptAfterUse_KeepTheirCodingPaths() throws {
        let recorder = PathRecorder()

        try PathRecorder.$current.withValue(recorder) {
            let tree = try encoder.encode([Escaping(), Escaping()])
            _ = try decoder.decode([Escaping].self, from: tree)
        }

        XCTAssertEqual(
            recorder.encoders.map { $0.codingPath.map(\.stringValue) }, [["Index 0"], ["Index 1"]])
        XCTAssertEqual(
            recorder.decoders.map { $0.codingPath.map(\.stringValue) }, [["Index 0"], ["Index 1"]])
    }

    func testEncode_ErrorAfterNestedContainers_ReleasesEveryEncoder() throws {
        let failing = FailsAfterNesting()

        XCTAssertThrowsError(try encoder.encode(failing))
        XCTAssertThrowsError(try encoder.encode([failing]))

        XCTAssertEqual(failing.probe.encoders.count, 4)
        XCTAssertTrue(failing.probe.encoders.allSatisfy { $0.object == nil })
    }

    // MARK: - Errors

    func testDecode_TypeMismatch_NamesThePath() throws {
        let tree = RestorationValue.object([
            "items": .array([
                .object(["title": .string("ok"), "count": .int(1)]),
                .object(["title": .string("bad"), "count": .string("two")]),
            ])
        ])

        XCTAssertThrowsError(try decoder.decode(Basket.self, from: tree)) { error in
            guard case DecodingError.typeMismatch(let type, _) = error else {
                return XCTFail("Unexpected error \(error)")
            }
            XCTAssertTrue(type == Int.self)
            XCTAssertEqual(self.codingPath(of: error), ["items", "Index 1", "count"])
        }
    }

    func testDecode_MissingKey_ThrowsKeyNotFound() throws {
        let tree = RestorationValue.object(["items": .array([.object(["title": .string("no count")])])])

        XCTAssertThrowsError(try decoder.decode(Basket.self, from: tree)) { error in
            guard case DecodingError.keyNotFound(let key, _) = error else {
                return XCTFail("Unexpected error \(error)")
            }
            XCTAssertEqual(key.stringValue, "count")
            XCTAssertEqual(self.codingPath(of: error), ["items", "Index 0"])
        }
    }

    func testDecode_NullForRequiredValue_ThrowsValueNotFound() throws {
        let tree = RestorationValue.object(["title": .null, "count": .int(1)])

        XCTAssertThrowsError(try decoder.decode(Item.self, from: tree)) { error in
            guard case DecodingError.valueNotFound = error else {
                return XCTFail("Unexpected error \(error)")
            }
            XCTAssertEqual(self.codingPath(of: error), ["title"])
        }
    }

    func testDecode_IntegerOverflow_ThrowsDataCorrupted() throws {
        XCTAssertThrowsError(try decoder.decode(UInt8.self, from: .int(300))) { error in
            guard case DecodingError.dataCorrupted(let context) = error else {
                return XCTFail("Unexpected error \(error)")
            }
            XCTAssertEqual(context.debugDescription, "The number 300 does not fit in UInt8.")
        }
        XCTAssertThrowsError(try decoder.decode([Int8].self, from: .array([.int(1), .int(-129)]))) { error in
            XCTAssertEqual(self.codingPath(of: error), ["Index 1"])
        }
        XCTAssertThrowsError(try decoder.decode(UInt.self, from: .int(-1)))
        XCTAssertThrowsError(try decoder.decode(Int64.self, from: .uint(.max)))
        XCTAssertThrowsError(try decoder.decode(Int.self, from: .double(1e20)))
        XCTAssertThrowsError(try decoder.decode(Float.self, from: .double(1e300)))
    }

    func testDecode_FractionalAsInteger_ThrowsTypeMismatch() throws {
        let tree = RestorationValue.object(["title": .string("t"), "count": .double(2.5)])

        XCTAssertThrowsError(try decoder.decode(Item.self, from: tree)) { error in
            guard case DecodingError.typeMismatch(let type, _) = error else {
                return XCTFail("Unexpected error \(error)")
            }
            XCTAssertTrue(type == Int.self)
            XCTAssertEqual(self.codingPath(of: error), ["count"])
        }
    }

    func testDecode_WrongKind_ThrowsTypeMismatch() throws {
        XCTAssertThrowsError(try decoder.decode(String.self, from: .int(1))) { error in
            guard case DecodingError.typeMismatch = error else { return XCTFail("Unexpected error \(error)") }
        }
        XCTAssertThrowsError(try decoder.decode(Bool.self, from: .int(1))) { error in
            guard case DecodingError.typeMismatch = error else { return XCTFail("Unexpected error \(error)") }
        }
        XCTAssertThrowsError(try decoder.decode(Item.self, from: .array([]))) { error in
            guard case DecodingError.typeMismatch = error else { return XCTFail("Unexpected error \(error)") }
        }
        XCTAssertThrowsError(try decoder.decode([Int].self, from: .object([:]))) { error in
            guard case DecodingError.typeMismatch = error else { return XCTFail("Unexpected error \(error)") }
        }
    }

    func testDecode_UnkeyedPastEnd_ThrowsValueNotFound() throws {
        XCTAssertThrowsError(try decoder.decode(Pair.self, from: .array([.int(1)]))) { error in
            guard case DecodingError.valueNotFound = error else {
                return XCTFail("Unexpected error \(error)")
            }
            XCTAssertEqual(self.codingPath(of: error), ["Index 1"])
        }
    }

    func testEncode_NonFiniteDouble_ThrowsInvalidValueWithPath() throws {
        let values: [FloatingNumbers] = [
            FloatingNumbers(float: [], double: [1, .infinity]),
            FloatingNumbers(float: [.nan], double: []),
        ]

        XCTAssertThrowsError(try encoder.encode(["state": values[0]])) { error in
            guard case EncodingError.invalidValue(let value, _) = error else {
                return XCTFail("Unexpected error \(error)")
            }
            XCTAssertEqual(value as? Double, .infinity)
            XCTAssertEqual(self.codingPath(of: error), ["state", "double", "Index 1"])
        }
        XCTAssertThrowsError(try encoder.encode(values[1])) { error in
            guard case EncodingError.invalidValue(let value, _) = error else {
                return XCTFail("Unexpected error \(error)")
            }
            XCTAssertEqual((value as? Float)?.isNaN, true)
            XCTAssertEqual(self.codingPath(of: error), ["float", "Index 0"])
        }
        XCTAssertThrowsError(try encoder.encode(-Double.infinity))
    }
}

// MARK: - Fixtures

private struct Address: Codable, Equatable {
    var street: String
    var zip: String
}

private struct Profile: Codable, Equatable {
    var name: String
    var age: Int
    var address: Address
    var tags: [String]
}

private struct Item: Codable, Equatable {
    var title: String
    var count: Int
}

private struct Basket: Codable, Equatable {
    var items: [Item]
}

private struct Optionals: Codable, Equatable {
    var present: Int?
    var absent: String?
    var explicitNil: Double?

    private enum CodingKeys: CodingKey {
        case present, absent, explicitNil
    }

    init(present: Int?, absent: String?, explicitNil: Double?) {
        self.present = present
        self.absent = absent
        self.explicitNil = explicitNil
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        present = try container.decodeIfPresent(Int.self, forKey: .present)
        absent = try container.decodeIfPresent(String.self, forKey: .absent)
        explicitNil = try container.decodeIfPresent(Double.self, forKey: .explicitNil)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(present, forKey: .present)
        try container.encodeIfPresent(absent, forKey: .absent)
        // Written even when nil, as `encode(_:forKey:)` of an Optional does.
        try container.encode(explicitNil, forKey: .explicitNil)
    }
}

private enum Destination: Codable, Equatable {
    case home
    case article(id: Int, title: String)
    case search(String)
    case map(Double, Int8)
}

private struct Wrapper: Codable, Equatable {
    var payload: RestorationValue
    var list: [RestorationValue]
}

private struct IntegerLimits: Codable, Equatable {
    var int8: [Int8]
    var int16: [Int16]
    var int32: [Int32]
    var int64: [Int64]
    var int: [Int]
    var uint8: [UInt8]
    var uint16: [UInt16]
    var uint32: [UInt32]
    var uint64: [UInt64]
    var uint: [UInt]
}

private struct FloatingNumbers: Codable, Equatable {
    var float: [Float]
    var double: [Double]
}

private struct Pair: Codable, Equatable {
    var first: Int
    var second: Int

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        first = try container.decode(Int.self)
        second = try container.decode(Int.self)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(first)
        try container.encode(second)
    }
}

private class Animal: Codable {
    let name: String

    init(name: String) {
        self.name = name
    }
}

private final class Dog: Animal {
    let breed: String

    private enum CodingKeys: CodingKey {
        case breed
    }

    init(name: String, breed: String) {
        self.breed = breed
        super.init(name: name)
    }

    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        breed = try container.decode(String.self, forKey: .breed)
        try super.init(from: container.superDecoder())
    }

    override func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(breed, forKey: .breed)
        try super.encode(to: container.superEncoder())
    }
}

private final class Cat: Animal {
    let lives: Int

    private enum CodingKeys: CodingKey {
        case lives, animal
    }

    init(name: String, lives: Int) {
        self.lives = lives
        super.init(name: name)
    }

    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        lives = try container.decode(Int.self, forKey: .lives)
        try super.init(from: container.superDecoder(forKey: .animal))
    }

    override func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(lives, forKey: .lives)
        try super.encode(to: container.superEncoder(forKey: .animal))
    }
}

/// Uses every kind of nested container by hand, and records what its decoding containers report.
private struct Manual: Codable, Equatable {
    var pairs: [(Int, String)]
    var origin: (x: Int, y: Int)
    var trailingNil: Bool
    var log: [String] = []

    private enum CodingKeys: String, CodingKey {
        case pairs, origin, list, count
    }

    private enum PointKeys: String, CodingKey {
        case x, y
    }

    init(pairs: [(Int, String)], origin: (x: Int, y: Int), trailingNil: Bool) {
        self.pairs = pairs
        self.origin = origin
        self.trailingNil = trailingNil
    }

    static func == (lhs: Manual, rhs: Manual) -> Bool {
        lhs.pairs.map(\.0) == rhs.pairs.map(\.0) && lhs.pairs.map(\.1) == rhs.pairs.map(\.1)
            && lhs.origin == rhs.origin && lhs.trailingNil == rhs.trailingNil
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        var pairsContainer = container.nestedUnkeyedContainer(forKey: .pairs)
        for (number, name) in pairs {
            var pair = pairsContainer.nestedUnkeyedContainer()
            try pair.encode(number)
            try pair.encode(name)
        }
        var point = container.nestedContainer(keyedBy: PointKeys.self, forKey: .origin)
        try point.encode(origin.x, forKey: .x)
        try point.encode(origin.y, forKey: .y)
        var list = container.nestedUnkeyedContainer(forKey: .list)
        var first = list.nestedContainer(keyedBy: PointKeys.self)
        try first.encode(origin.x, forKey: .x)
        if trailingNil {
            try list.encodeNil()
        }
        try container.encode(pairsContainer.count, forKey: .count)
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let count = try container.decode(Int.self, forKey: .count)
        log.append("count=\(count)")
        log.append("allKeys=" + container.allKeys.map(\.stringValue).sorted().joined(separator: ","))
        var pairsContainer = try container.nestedUnkeyedContainer(forKey: .pairs)
        XCTAssertEqual(pairsContainer.count, count)
        pairs = []
        while !pairsContainer.isAtEnd {
            var pair = try pairsContainer.nestedUnkeyedContainer()
            pairs.append((try pair.decode(Int.self), try pair.decode(String.self)))
        }
        log.append("atEnd=\(pairsContainer.isAtEnd)")
        log.append("index=\(pairsContainer.currentIndex)")
        let point = try container.nestedContainer(keyedBy: PointKeys.self, forKey: .origin)
        origin = (try point.decode(Int.self, forKey: .x), try point.decode(Int.self, forKey: .y))
        var list = try container.nestedUnkeyedContainer(forKey: .list)
        XCTAssertFalse(try list.decodeNil())
        let first = try list.nestedContainer(keyedBy: PointKeys.self)
        XCTAssertEqual(try first.decode(Int.self, forKey: .x), origin.x)
        XCTAssertFalse(first.contains(.y))
        trailingNil = try !list.isAtEnd && list.decodeNil()
        XCTAssertTrue(list.isAtEnd)
    }
}

/// Asks for the same nested container twice, as code split across helpers may.
private struct TwiceNested: Encodable {
    private enum CodingKeys: CodingKey {
        case inner
    }

    private enum InnerKeys: CodingKey {
        case a, b
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        var first = container.nestedContainer(keyedBy: InnerKeys.self, forKey: .inner)
        try first.encode(1, forKey: .a)
        var second = container.nestedContainer(keyedBy: InnerKeys.self, forKey: .inner)
        try second.encode(2, forKey: .b)
    }
}

/// Collects what ``PathProbe`` and ``Escaping`` see while they are coded.
private final class PathRecorder: @unchecked Sendable {
    // Unchecked: each instance is only touched by the test that made it, on the test's thread.
    @TaskLocal static var current: PathRecorder?

    var paths: [String] = []
    var encoders: [any Encoder] = []
    var decoders: [any Decoder] = []

    func record(_ path: [any CodingKey]) {
        paths.append(path.map(\.stringValue).joined(separator: "/"))
    }
}

/// A tree that records each node's coding path, to check paths stay right when nodes are reused.
private struct PathProbe: Codable {
    var children: [PathProbe]

    private enum CodingKeys: CodingKey {
        case children
    }

    init(children: [PathProbe]) {
        self.children = children
    }

    init(from decoder: any Decoder) throws {
        PathRecorder.current?.record(decoder.codingPath)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        children = try container.decode([PathProbe].self, forKey: .children)
    }

    func encode(to encoder: any Encoder) throws {
        PathRecorder.current?.record(encoder.codingPath)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(children, forKey: .children)
    }
}

/// Keeps the encoder or decoder it is given, as code that stores one for later would.
private struct Escaping: Codable {
    init() {}

    init(from decoder: any Decoder) throws {
        PathRecorder.current?.decoders.append(decoder)
        XCTAssertEqual(try decoder.singleValueContainer().decode(Int.self), 1)
    }

    func encode(to encoder: any Encoder) throws {
        PathRecorder.current?.encoders.append(encoder)
        var container = encoder.singleValueContainer()
        try container.encode(1)
    }
}

/// Holds the encoders it is given without keeping them alive.
private final class WeakProbe {
    struct Entry {
        weak var object: AnyObject?
    }

    var encoders: [Entry] = []
}

/// Opens a super encoder with a nested container of its own, then fails, as a state type may
/// when one of its values cannot be encoded.
private struct FailsAfterNesting: Encodable {
    struct Failure: Error {}

    private enum CodingKeys: CodingKey {
        case inner
    }

    let probe = WeakProbe()

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let superEncoder = container.superEncoder()
        var inner = superEncoder.container(keyedBy: CodingKeys.self)
        let innerSuper = inner.superEncoder(forKey: .inner)
        probe.encoders.append(WeakProbe.Entry(object: superEncoder as AnyObject))
        probe.encoders.append(WeakProbe.Entry(object: innerSuper as AnyObject))
        throw Failure()
    }
}

/// An encoder that only records the order in which keys are written to its keyed container.
private final class KeyOrderRecorder: Encoder {
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]
    var keys: [String] = []

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(Container<Key>(recorder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        preconditionFailure("Only objects are recorded.")
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        preconditionFailure("Only objects are recorded.")
    }

    private struct Container<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let recorder: KeyOrderRecorder
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) throws {
            recorder.keys.append(key.stringValue)
        }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            recorder.keys.append(key.stringValue)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            preconditionFailure("Not used by RestorationValue.")
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            preconditionFailure("Not used by RestorationValue.")
        }

        mutating func superEncoder() -> any Encoder {
            preconditionFailure("Not used by RestorationValue.")
        }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            preconditionFailure("Not used by RestorationValue.")
        }
    }
}
