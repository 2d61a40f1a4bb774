/// Turns the bytes of a scene file into a validated ``SceneDescription``. `package` for the scene
/// fuzzer, which feeds it raw bytes.
///
/// The decoder is strict: unknown properties, duplicate keys, wrong types and unknown kinds are
/// errors with the exact position, never ignored, because a silently ignored misspelling is a
/// screen that quietly lacks something.
package enum SceneDecoder {
    /// The schema versions this library reads.
    static let supportedVersions = [1]

    /// Parses and validates one scene file.
    ///
    /// - Parameters:
    ///   - name: the scene name (the screen type name).
    ///   - file: how errors name the file.
    package static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, name: String, file: String
    ) throws(SceneError) -> SceneDescription {
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw .malformedJSON(
                reason: error.reason, at: SceneLocation(file: file, line: error.line, column: error.column))
        }
        var decoder = Decoder(file: file)
        return try decoder.decodeScene(root, name: name)
    }

    /// Decodes in-memory text, for tests and the ``SceneSource/strings(_:)`` source.
    static func decode(_ text: String, name: String, file: String) throws(SceneError) -> SceneDescription {
        var text = text
        // `withUTF8` rethrows untyped errors; a Result carries the typed one out.
        return try text.withUTF8 { bytes in
            Result { () throws(SceneError) in try decode(bytes, name: name, file: file) }
        }.get()
    }
}

// MARK: - Property tables

/// The JSON type a property must have.
private enum PropertyType: Sendable {
    case string
    case nonEmptyString
    case bool
    case stringArray

    var name: String {
        switch self {
        case .string: "string"
        case .nonEmptyString: "non-empty string"
        case .bool: "boolean"
        case .stringArray: "array"
        }
    }
}

private struct PropertySpec: Sendable {
    var name: String
    var type: PropertyType
    var isRequired: Bool
}

/// The properties an object may have, in slot order; built once, since decoding looks them up
/// for every element.
private struct PropertyTable: Sendable {
    let specs: [PropertySpec]
    let names: [String]

    init(_ specs: [PropertySpec]) {
        self.specs = specs
        self.names = specs.map(\.name)
    }

    /// Every element starts with these four slots.
    static let commonCount = 4

    static let scene = PropertyTable([
        PropertySpec(name: "version", type: .string, isRequired: true),
        PropertySpec(name: "title", type: .string, isRequired: false),
        PropertySpec(name: "elements", type: .string, isRequired: true),
    ])

    static func element(_ kind: ElementKind) -> PropertyTable {
        switch kind {
        case .label: label
        case .textField: textField
        case .secureTextField: secureTextField
        case .button: button
        case .list: list
        case .toggle: toggle
        case .imagePlaceholder: imagePlaceholder
        }
    }

    private static func element(_ specs: [PropertySpec]) -> PropertyTable {
        PropertyTable(
            [
                PropertySpec(name: "kind", type: .string, isRequired: true),
                PropertySpec(name: "id", type: .nonEmptyString, isRequired: true),
                PropertySpec(name: "enabled", type: .bool, isRequired: false),
                PropertySpec(name: "hidden", type: .bool, isRequired: false),
            ] + specs)
    }

    private static let label = element([PropertySpec(name: "text", type: .string, isRequired: true)])
    private static let textField = element([
        PropertySpec(name: "placeholder", type: .string, isRequired: false),
        PropertySpec(name: "text", type: .string, isRequired: false),
    ])
    private static let secureTextField = element([
        PropertySpec(name: "placeholder", type: .string, isRequired: false)
    ])
    private static let button = element([
        PropertySpec(name: "title", type: .string, isRequired: true),
        PropertySpec(name: "action", type: .nonEmptyString, isRequired: true),
    ])
    private static let list = element([
        PropertySpec(name: "items", type: .stringArray, isRequired: true),
        PropertySpec(name: "action", type: .nonEmptyString, isRequired: false),
    ])
    private static let toggle = element([
        PropertySpec(name: "title", type: .string, isRequired: true),
        PropertySpec(name: "isOn", type: .bool, isRequired: false),
        PropertySpec(name: "action", type: .nonEmptyString, isRequired: false),
    ])
    private static let imagePlaceholder = element([
        PropertySpec(name: "image", type: .nonEmptyString, isRequired: true),
        PropertySpec(name: "accessibilityLabel", type: .string, isRequired: false),
    ])
}

// MARK: - Decoding

private struct Decoder {
    let file: String
    private var firstIDLocations: [String: SceneLocation] = [:]

    init(file: String) {
        self.file = file
    }

    func location(of value: JSONValue) -> SceneLocation {
        SceneLocation(file: file, line: value.line, column: value.column)
    }

    func location(of member: JSONMember) -> SceneLocation {
        SceneLocation(file: file, line: member.line, column: member.column)
    }

    mutating func decodeScene(_ root: JSONValue, name: String) throws(SceneError) -> SceneDescription {
        guard case .object(let members) = root.storage else {
            throw .wrongPropertyType(
                "", elementID: nil, expected: "object", found: root.typeName, at: location(of: root))
        }
        // The version comes first: a newer file may use properties this library does not know, and
        // "unsupported version" is the error that helps then.
        guard let versionMember = members.first(where: { $0.key == "version" }) else {
            throw .missingProperty("version", elementID: nil, at: location(of: root))
        }
        guard case .integer(let version) = versionMember.value.storage else {
            throw .wrongPropertyType(
                "version", elementID: nil, expected: "integer", found: versionMember.value.typeName,
                at: location(of: versionMember.value))
        }
        guard SceneDecoder.supportedVersions.contains(version) else {
            throw .unsupportedVersion(
                version, supported: SceneDecoder.supportedVersions, at: location(of: versionMember.value))
        }
        let found = try collect(members, allowed: .scene, elementID: nil)
        let title = try found[1].map { (member) throws(SceneError) in
            try string(member, elementID: nil)
        }
        guard let elementsMember = found[2] else {
            throw .missingProperty("elements", elementID: nil, at: location(of: root))
        }
        guard case .array(let values) = elementsMember.value.storage else {
            throw .wrongPropertyType(
                "elements", elementID: nil, expected: "array", found: elementsMember.value.typeName,
                at: location(of: elementsMember.value))
        }
        var elements: [ElementDescription] = []
        elements.reserveCapacity(values.count)
        for (position, value) in values.enumerated() {
            elements.append(try decodeElement(value, position: position))
        }
        return SceneDescription(
            name: name, file: file, version: version, title: title ?? "", elements: elements)
    }

    mutating func decodeElement(_ value: JSONValue, position: Int) throws(SceneError) -> ElementDescription {
        guard case .object(let members) = value.storage else {
            throw .wrongPropertyType(
                "elements[\(position)]", elementID: nil, expected: "object", found: value.typeName,
                at: location(of: value))
        }
        // The id and kind are read first so every later error can name the element, and the kind
        // decides which other properties are allowed.
        var id: String?
        if let idMember = members.first(where: { $0.key == "id" }) {
            id = try string(idMember, type: .nonEmptyString, elementID: nil)
        }
        guard let kindMember = members.first(where: { $0.key == "kind" }) else {
            throw .missingProperty("kind", elementID: id, at: location(of: value))
        }
        let kindName = try string(kindMember, elementID: id)
        guard let kind = ElementKind(rawValue: kindName) else {
            throw .unknownElementKind(
                kindName, elementID: id,
                closestMatch: ClosestMatches.best(kindName, in: ElementKind.allCases.map(\.rawValue)),
                at: location(of: kindMember.value))
        }
        guard let id, let idMember = members.first(where: { $0.key == "id" }) else {
            throw .missingProperty("id", elementID: nil, at: location(of: value))
        }
        let idLocation = location(of: idMember.value)
        if let first = firstIDLocations[id] {
            throw .duplicateElementID(id, at: idLocation, firstAt: first)
        }
        firstIDLocations[id] = idLocation

        let table = PropertyTable.element(kind)
        let found = try collect(members, allowed: table, elementID: id)
        let isEnabled =
            try found[2].map { (member) throws(SceneError) in try bool(member, elementID: id) } ?? true
        let isHidden =
            try found[3].map { (member) throws(SceneError) in try bool(member, elementID: id) } ?? false
        for (slot, spec) in table.specs.enumerated() where spec.isRequired && found[slot] == nil {
            throw .missingProperty(spec.name, elementID: id, at: location(of: value))
        }
        // Slots of the kind's own properties, after the common ones.
        let values = found[PropertyTable.commonCount...]
        let first = PropertyTable.commonCount

        func optionalString(at index: Int) throws(SceneError) -> String? {
            guard let member = values[first + index] else { return nil }
            return try self.string(member, type: table.specs[first + index].type, elementID: id)
        }
        // Required properties are present after the check above; `?? ""` only satisfies the compiler.
        let content: ElementDescription.Content
        switch kind {
        case .label:
            content = .label(text: try optionalString(at: 0) ?? "")
        case .textField:
            content = .textField(
                placeholder: try optionalString(at: 0) ?? "", text: try optionalString(at: 1) ?? "")
        case .secureTextField:
            content = .secureTextField(placeholder: try optionalString(at: 0) ?? "")
        case .button:
            content = .button(title: try optionalString(at: 0) ?? "", action: try optionalString(at: 1) ?? "")
        case .list:
            let items = try values[first].map { (member) throws(SceneError) in
                try stringArray(member, elementID: id)
            }
            content = .list(items: items ?? [], action: try optionalString(at: 1))
        case .toggle:
            let isOn = try values[first + 1].map { (member) throws(SceneError) in
                try bool(member, elementID: id)
            }
            content = .toggle(
                title: try optionalString(at: 0) ?? "", isOn: isOn ?? false, action: try optionalString(at: 2)
            )
        case .imagePlaceholder:
            content = .imagePlaceholder(
                image: try optionalString(at: 0) ?? "", accessibilityLabel: try optionalString(at: 1))
        }
        return ElementDescription(
            id: id, content: content, isEnabled: isEnabled, isHidden: isHidden, location: location(of: value))
    }

    /// Sorts an object's members into the slots of `allowed`, rejecting unknown and repeated keys.
    func collect(
        _ members: [JSONMember], allowed: PropertyTable, elementID: String?
    ) throws(SceneError) -> [JSONMember?] {
        var slots = [JSONMember?](repeating: nil, count: allowed.names.count)
        for member in members {
            guard let slot = allowed.names.firstIndex(of: member.key) else {
                throw .unknownProperty(
                    member.key, elementID: elementID,
                    closestMatch: ClosestMatches.best(member.key, in: allowed.names),
                    at: location(of: member))
            }
            if let first = slots[slot] {
                throw .duplicateProperty(
                    member.key, elementID: elementID, at: location(of: member), firstAt: location(of: first))
            }
            slots[slot] = member
        }
        return slots
    }

    func string(
        _ member: JSONMember, type: PropertyType = .string, elementID: String?
    ) throws(SceneError) -> String {
        if case .string(let string) = member.value.storage, type != .nonEmptyString || !string.isEmpty {
            return string
        }
        throw .wrongPropertyType(
            member.key, elementID: elementID, expected: type.name, found: member.value.typeName,
            at: location(of: member.value))
    }

    func bool(_ member: JSONMember, elementID: String?) throws(SceneError) -> Bool {
        guard case .bool(let bool) = member.value.storage else {
            throw .wrongPropertyType(
                member.key, elementID: elementID, expected: "boolean", found: member.value.typeName,
                at: location(of: member.value))
        }
        return bool
    }

    func stringArray(_ member: JSONMember, elementID: String?) throws(SceneError) -> [String] {
        guard case .array(let values) = member.value.storage else {
            throw .wrongPropertyType(
                member.key, elementID: elementID, expected: "array", found: member.value.typeName,
                at: location(of: member.value))
        }
        var strings: [String] = []
        strings.reserveCapacity(values.count)
        for (index, value) in values.enumerated() {
            guard case .string(let string) = value.storage else {
                throw .wrongPropertyType(
                    "\(member.key)[\(index)]", elementID: elementID, expected: "string",
                    found: value.typeName,
                    at: location(of: value))
            }
            strings.append(string)
        }
        return strings
    }
}
