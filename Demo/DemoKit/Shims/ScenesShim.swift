// TEMPORARY: a stand-in for HeadlessFlow's scene files until the Scenes branch is merged.
// Same names and signatures as the real API (a subset); delete this folder after `git merge main`.
import Foundation
import HeadlessFlow

public enum ElementKind: String, Sendable {
    case label, textField, secureTextField, button, list, toggle, imagePlaceholder
}

public enum ElementError: Error, Equatable, Sendable, CustomStringConvertible {
    case disabled(elementID: String)
    case rowOutOfRange(Int, rowCount: Int, elementID: String)
    public var description: String {
        switch self {
        case .disabled(let id): "element '\(id)' is disabled"
        case .rowOutOfRange(let row, let count, let id):
            "list '\(id)' has \(count) rows; row \(row) does not exist"
        }
    }
}

public enum SceneError: Error, Equatable, Sendable, CustomStringConvertible {
    case sceneNotFound(name: String, searched: [String])
    case malformed(String)
    case typeNotRegistered(String, closestMatches: [String])
    case outletMissing(String)
    public var description: String { "\(self)" }
}

@MainActor
public class SceneElement {
    public let id: String
    public let kind: ElementKind
    public var isEnabled: Bool
    public let actionName: String?
    var actionHandler: (@MainActor () -> Void)?
    init(id: String, kind: ElementKind, isEnabled: Bool, actionName: String? = nil) {
        self.id = id
        self.kind = kind
        self.isEnabled = isEnabled
        self.actionName = actionName
    }
    func requireEnabled() throws(ElementError) {
        guard isEnabled else { throw .disabled(elementID: id) }
    }
}

@MainActor public final class LabelElement: SceneElement {
    public var text: String
    init(id: String, text: String, isEnabled: Bool) {
        self.text = text
        super.init(id: id, kind: .label, isEnabled: isEnabled)
    }
}

@MainActor public final class TextFieldElement: SceneElement {
    public var text: String
    public var placeholder: String
    init(id: String, placeholder: String, text: String, isEnabled: Bool) {
        self.text = text
        self.placeholder = placeholder
        super.init(id: id, kind: .textField, isEnabled: isEnabled)
    }
}

@MainActor public final class SecureTextFieldElement: SceneElement {
    public var text = ""
    public var placeholder: String
    init(id: String, placeholder: String, isEnabled: Bool) {
        self.placeholder = placeholder
        super.init(id: id, kind: .secureTextField, isEnabled: isEnabled)
    }
}

@MainActor public final class ButtonElement: SceneElement {
    public var title: String
    init(id: String, title: String, action: String, isEnabled: Bool) {
        self.title = title
        super.init(id: id, kind: .button, isEnabled: isEnabled, actionName: action)
    }
    public func tap() throws(ElementError) {
        try requireEnabled()
        actionHandler?()
    }
}

@MainActor public final class ListElement: SceneElement {
    public var items: [String]
    public private(set) var selectedRow: Int?
    public var selectedItem: String? { selectedRow.map { items[$0] } }
    init(id: String, items: [String], action: String?, isEnabled: Bool) {
        self.items = items
        super.init(id: id, kind: .list, isEnabled: isEnabled, actionName: action)
    }
    public func select(row: Int) throws(ElementError) {
        try requireEnabled()
        guard items.indices.contains(row) else {
            throw .rowOutOfRange(row, rowCount: items.count, elementID: id)
        }
        selectedRow = row
        actionHandler?()
    }
    public func deselect() { selectedRow = nil }
}

@MainActor public final class ToggleElement: SceneElement {
    public var title: String
    public var isOn: Bool
    init(id: String, title: String, isOn: Bool, action: String?, isEnabled: Bool) {
        self.title = title
        self.isOn = isOn
        super.init(id: id, kind: .toggle, isEnabled: isEnabled, actionName: action)
    }
    public func toggle() throws(ElementError) {
        try requireEnabled()
        isOn.toggle()
        actionHandler?()
    }
}

@MainActor public final class ImagePlaceholderElement: SceneElement {
    public var image: String
    public var accessibilityLabel: String?
    init(id: String, image: String, accessibilityLabel: String?, isEnabled: Bool) {
        self.image = image
        self.accessibilityLabel = accessibilityLabel
        super.init(id: id, kind: .imagePlaceholder, isEnabled: isEnabled)
    }
}

public struct SceneDescription: Sendable {
    public let name: String
    public let title: String
    let elements: [[String: String]]
    let lists: [String: [String]]
}

@MainActor
public struct SceneOutlets {
    public let scene: SceneDescription
    public let elements: [SceneElement]
    public var title: String { scene.title }
    public func element<Element: SceneElement>(
        _ id: String, as type: Element.Type = Element.self
    ) throws(SceneError) -> Element {
        guard let element = elements.first(where: { $0.id == id }) as? Element else {
            throw .outletMissing(id)
        }
        return element
    }
}

@MainActor
open class SceneScreen: Screen {
    public let scene: SceneDescription
    public let elements: [SceneElement]
    var shimTokens = Set<ObservationToken>()
    public required init(outlets: SceneOutlets) throws(SceneError) {
        scene = outlets.scene
        elements = outlets.elements
        super.init(title: outlets.title)
    }
    public func element(withID id: String) -> SceneElement? { elements.first { $0.id == id } }
    public func element<Element: SceneElement>(withID id: String, as type: Element.Type) -> Element? {
        element(withID: id) as? Element
    }
}

@MainActor
public protocol Instantiable: SceneScreen {
    static var actions: [String: (Self) -> () -> Void] { get }
    init(outlets: SceneOutlets) throws(SceneError)
}

extension Instantiable {
    public static var actions: [String: (Self) -> () -> Void] { [:] }

    public static func instantiate(from library: SceneLibrary) throws(SceneError) -> Self {
        let scene = try library.scene(named: String(describing: self))
        var elements: [SceneElement] = []
        for spec in scene.elements {
            let id = spec["id"] ?? ""
            let enabled = spec["enabled"] != "false"
            switch spec["kind"] {
            case "label": elements.append(LabelElement(id: id, text: spec["text"] ?? "", isEnabled: enabled))
            case "textField":
                elements.append(
                    TextFieldElement(
                        id: id, placeholder: spec["placeholder"] ?? "", text: spec["text"] ?? "",
                        isEnabled: enabled))
            case "secureTextField":
                elements.append(
                    SecureTextFieldElement(id: id, placeholder: spec["placeholder"] ?? "", isEnabled: enabled)
                )
            case "button":
                elements.append(
                    ButtonElement(
                        id: id, title: spec["title"] ?? "", action: spec["action"] ?? "", isEnabled: enabled))
            case "list":
                elements.append(
                    ListElement(
                        id: id, items: scene.lists[id] ?? [], action: spec["action"], isEnabled: enabled))
            case "toggle":
                elements.append(
                    ToggleElement(
                        id: id, title: spec["title"] ?? "", isOn: spec["isOn"] == "true",
                        action: spec["action"],
                        isEnabled: enabled))
            case "imagePlaceholder":
                elements.append(
                    ImagePlaceholderElement(
                        id: id, image: spec["image"] ?? "", accessibilityLabel: spec["accessibilityLabel"],
                        isEnabled: enabled))
            default: throw .malformed("unknown kind in \(scene.name)")
            }
        }
        let screen = try Self(outlets: SceneOutlets(scene: scene, elements: elements))
        let actions = self.actions
        for element in elements {
            guard let name = element.actionName else { continue }
            guard let handler = actions[name] else { throw .malformed("no handler for \(name)") }
            element.actionHandler = { [weak screen] in
                if let screen { handler(screen)() }
            }
        }
        return screen
    }
}

public enum SceneSource: Sendable {
    case bundle(Bundle, subdirectory: String? = nil)
    case directory(URL)
}

public final class SceneLibrary: Sendable {
    public let sources: [SceneSource]
    public init(sources: [SceneSource]) { self.sources = sources }

    public func scene(named name: String) throws(SceneError) -> SceneDescription {
        for source in sources {
            let url: URL?
            switch source {
            case .bundle(let bundle, let subdirectory):
                url = bundle.url(forResource: name, withExtension: "json", subdirectory: subdirectory)
            case .directory(let directory):
                url = directory.appendingPathComponent(name + ".json")
            }
            guard let url, let data = try? Data(contentsOf: url) else { continue }
            guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let raw = object["elements"] as? [[String: Any]]
            else { throw .malformed(name) }
            var elements: [[String: String]] = []
            var lists: [String: [String]] = [:]
            for item in raw {
                var flat: [String: String] = [:]
                for (key, value) in item {
                    if let array = value as? [String] {
                        lists[item["id"] as? String ?? ""] = array
                    } else if let bool = value as? Bool {
                        flat[key] = bool ? "true" : "false"
                    } else {
                        flat[key] = "\(value)"
                    }
                }
                elements.append(flat)
            }
            return SceneDescription(
                name: name, title: object["title"] as? String ?? "", elements: elements, lists: lists)
        }
        throw .sceneNotFound(name: name, searched: [])
    }
}

@MainActor
public final class ScreenRegistry {
    public let library: SceneLibrary?
    private var types: [String: any Instantiable.Type] = [:]
    public init(library: SceneLibrary? = nil) { self.library = library }
    public var registeredNames: [String] { types.keys.sorted() }
    public func register<Screen: Instantiable>(_ type: Screen.Type) throws(SceneError) {
        types[String(describing: type)] = type
    }
    public func instantiate(named name: String) throws(SceneError) -> SceneScreen {
        guard let type = types[name], let library else { throw .typeNotRegistered(name, closestMatches: []) }
        return try make(type, library)
    }
    private func make<S: Instantiable>(_ type: S.Type, _ library: SceneLibrary) throws(SceneError)
        -> SceneScreen
    {
        try type.instantiate(from: library)
    }
}
