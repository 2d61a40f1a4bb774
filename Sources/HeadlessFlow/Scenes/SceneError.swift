/// Everything that can go wrong between a scene file and a screen built from it.
///
/// Each case carries what a person needs to fix the problem: the file, the line and column, the
/// element id, what was expected and, for misspellings, the closest valid name. The
/// ``description`` reads like a compiler diagnostic:
///
/// ```
/// LoginScreen.json:9:19: unknown property 'placehodler' on element 'email'; did you mean 'placeholder'?
/// ```
///
/// Type names in ``wrongPropertyType(_:elementID:expected:found:at:)`` are JSON's: `string`,
/// `integer`, `number`, `boolean`, `array`, `object`, `null`.
public enum SceneError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No ``SceneSource`` holds a file for the scene; `searched` lists every place tried, in order.
    case sceneNotFound(name: String, searched: [String])

    /// The file is not valid JSON, is not UTF-8, or is too large or too deeply nested to read.
    case malformedJSON(reason: String, at: SceneLocation)

    /// The file's `"version"` is one this library cannot read.
    case unsupportedVersion(Int, supported: [Int], at: SceneLocation)

    /// An element's `"kind"` is not an ``ElementKind``.
    case unknownElementKind(String, elementID: String?, closestMatch: String?, at: SceneLocation)

    /// Two elements share an id; `firstAt` is the first one.
    case duplicateElementID(String, at: SceneLocation, firstAt: SceneLocation)

    /// An object sets the same property twice; `firstAt` is the first one.
    case duplicateProperty(String, elementID: String?, at: SceneLocation, firstAt: SceneLocation)

    /// A required property is absent. `elementID` is `nil` for the scene's own properties or when
    /// the missing property is the id itself.
    case missingProperty(String, elementID: String?, at: SceneLocation)

    /// A property has the wrong JSON type. The property is a path such as `elements[2]` or
    /// `items[0]`; an empty path means the whole file.
    case wrongPropertyType(String, elementID: String?, expected: String, found: String, at: SceneLocation)

    /// An object has a property its kind does not define, usually a misspelling.
    case unknownProperty(String, elementID: String?, closestMatch: String?, at: SceneLocation)

    /// The screen binds an outlet whose id no element in the scene has. `expected` is `nil` when
    /// the outlet accepts any kind (it is typed ``SceneElement``).
    case outletMissing(String, expected: ElementKind?, screen: String, file: String)

    /// The screen binds an outlet to an element of another kind.
    case outletKindMismatch(
        String, expected: ElementKind, found: ElementKind, screen: String, at: SceneLocation)

    /// An element sends an action the screen type has no handler for: the name is neither a key of
    /// ``Instantiable/actions`` nor a case of ``Instantiable/Action``.
    case actionWithoutHandler(String, elementID: String, screen: String, at: SceneLocation)

    /// A ``ScreenRegistry`` has no screen type by this name; `closestMatches` are the registered
    /// names nearest to it, best first.
    case typeNotRegistered(String, closestMatches: [String])

    /// A ``ScreenRegistry`` already holds a different type under this name.
    case typeAlreadyRegistered(String, existing: String)

    /// Where the problem is, when it is inside a file.
    public var location: SceneLocation? {
        switch self {
        case .malformedJSON(_, let at), .unsupportedVersion(_, _, let at),
            .unknownElementKind(_, _, _, let at), .duplicateElementID(_, let at, _),
            .duplicateProperty(_, _, let at, _), .missingProperty(_, _, let at),
            .wrongPropertyType(_, _, _, _, let at), .unknownProperty(_, _, _, let at),
            .outletKindMismatch(_, _, _, _, let at), .actionWithoutHandler(_, _, _, let at):
            return at
        case .sceneNotFound, .outletMissing, .typeNotRegistered, .typeAlreadyRegistered:
            return nil
        }
    }

    /// The scene file the problem is in, when there is one.
    public var file: String? {
        if case .outletMissing(_, _, _, let file) = self { return file }
        return location?.file
    }

    /// The id of the element the problem is about, when there is one.
    public var elementID: String? {
        switch self {
        case .unknownElementKind(_, let id, _, _), .duplicateProperty(_, let id, _, _),
            .missingProperty(_, let id, _), .wrongPropertyType(_, let id, _, _, _),
            .unknownProperty(_, let id, _, _):
            return id
        case .duplicateElementID(let id, _, _), .outletMissing(let id, _, _, _),
            .outletKindMismatch(let id, _, _, _, _), .actionWithoutHandler(_, let id, _, _):
            return id
        case .sceneNotFound, .malformedJSON, .unsupportedVersion, .typeNotRegistered,
            .typeAlreadyRegistered:
            return nil
        }
    }

    public var description: String {
        switch self {
        case .sceneNotFound(let name, let searched):
            let places =
                searched.isEmpty
                ? "  (no scene sources)" : searched.map { "  - \($0)" }.joined(separator: "\n")
            return "no scene file for '\(name)' was found; searched:\n\(places)"
        case .malformedJSON(let reason, let at):
            return "\(at): malformed JSON: \(reason)"
        case .unsupportedVersion(let version, let supported, let at):
            let list = supported.map(String.init).joined(separator: ", ")
            let versions = supported.count == 1 ? "version" : "versions"
            return "\(at): unsupported scene version \(version); this library reads \(versions) \(list)"
        case .unknownElementKind(let kind, let id, let match, let at):
            let kinds = ElementKind.allCases.map(\.rawValue).joined(separator: ", ")
            return "\(at): unknown element kind '\(kind)'\(Self.onElement(id))\(Self.didYouMean(match))"
                + "; the kinds are \(kinds)"
        case .duplicateElementID(let id, let at, let first):
            return
                "\(at): duplicate element id '\(id)'; the first is at line \(first.line), column \(first.column)"
        case .duplicateProperty(let property, let id, let at, let first):
            return "\(at): property '\(property)'\(Self.onElement(id)) is set twice; the first is at line "
                + "\(first.line), column \(first.column)"
        case .missingProperty(let property, let id, let at):
            return
                "\(at): \(id.map { "element '\($0)'" } ?? "the scene") is missing required property '\(property)'"
        case .wrongPropertyType(let property, let id, let expected, let found, let at):
            let subject = property.isEmpty ? "the scene" : "property '\(property)'\(Self.ofElement(id))"
            return "\(at): \(subject) must be \(Self.article(expected)), found \(Self.article(found))"
        case .unknownProperty(let property, let id, let match, let at):
            return "\(at): unknown property '\(property)'\(Self.onElement(id))\(Self.didYouMean(match))"
        case .outletMissing(let id, let expected, let screen, let file):
            let kind = expected.map { Self.article($0.rawValue) } ?? "any kind"
            return
                "\(file): \(screen) binds outlet '\(id)' (\(kind)), but the scene has no element with that id"
        case .outletKindMismatch(let id, let expected, let found, let screen, let at):
            return "\(at): \(screen) binds outlet '\(id)' as \(Self.article(expected.rawValue)), but the "
                + "element is \(Self.article(found.rawValue))"
        case .actionWithoutHandler(let action, let id, let screen, let at):
            return "\(at): element '\(id)' sends action '\(action)', but \(screen) has no handler for it "
                + "(neither \(screen).actions nor a case of \(screen).Action)"
        case .typeNotRegistered(let name, let matches):
            let hint =
                matches.isEmpty
                ? "" : "; did you mean \(matches.map { "'\($0)'" }.joined(separator: " or "))?"
            return "no screen type named '\(name)' is registered\(hint)"
        case .typeAlreadyRegistered(let name, let existing):
            return "the name '\(name)' is already registered for \(existing)"
        }
    }

    private static func onElement(_ id: String?) -> String {
        id.map { " on element '\($0)'" } ?? ""
    }

    private static func ofElement(_ id: String?) -> String {
        id.map { " of element '\($0)'" } ?? ""
    }

    private static func didYouMean(_ match: String?) -> String {
        match.map { "; did you mean '\($0)'?" } ?? ""
    }

    private static func article(_ noun: String) -> String {
        guard let first = noun.first else { return noun }
        return ("aeiou".contains(first) ? "an " : "a ") + noun
    }
}
