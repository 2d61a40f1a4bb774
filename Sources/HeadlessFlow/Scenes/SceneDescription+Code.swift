// Scenes declared in Swift: the same elements, outlets and actions as a scene file, checked the
// same way (StoryCode's "storyboards from code").

extension SceneDescription {
    /// A scene declared in Swift rather than read from a file, checked as a file is: every id is
    /// non-empty and unique, and every action name and image name non-empty. Hand it to a
    /// ``SceneLibrary`` with ``SceneSource/scenes(_:)``; a screen built from it has its outlets and
    /// actions checked when it is built, as for a file.
    ///
    /// ```swift
    /// let login = try SceneDescription(name: "LoginScreen", title: "Log in", elements: [
    ///     .textField("email", placeholder: "Email"),
    ///     .secureTextField("password", placeholder: "Password"),
    ///     .button("login", title: "Log in", action: "logIn"),
    /// ])
    /// let library = SceneLibrary(sources: [.scenes([login])])
    /// ```
    ///
    /// An element's location is the Swift line that declared it, so an error points there.
    ///
    /// - Throws: ``SceneError/duplicateElementID(_:at:firstAt:)`` or
    ///   ``SceneError/wrongPropertyType(_:elementID:expected:found:at:)`` for an empty id, action or
    ///   image name.
    public init(name: String, title: String, elements: [ElementDescription]) throws(SceneError) {
        var first: [String: SceneLocation] = [:]
        for element in elements {
            guard !element.id.isEmpty else {
                throw .wrongPropertyType(
                    "id", elementID: nil, expected: "non-empty string", found: "empty string",
                    at: element.location)
            }
            if let earlier = first[element.id] {
                throw .duplicateElementID(element.id, at: element.location, firstAt: earlier)
            }
            first[element.id] = element.location
            if let action = element.action, action.isEmpty {
                throw .wrongPropertyType(
                    "action", elementID: element.id, expected: "non-empty string", found: "empty string",
                    at: element.location)
            }
            if case .imagePlaceholder(let image, _) = element.content, image.isEmpty {
                throw .wrongPropertyType(
                    "image", elementID: element.id, expected: "non-empty string", found: "empty string",
                    at: element.location)
            }
        }
        self.init(
            name: name, file: "\(name) (declared in code)", version: 1, title: title, elements: elements)
    }
}

extension ElementDescription {
    /// An element declared in Swift, located at the line that declares it.
    private init(_ id: String, _ content: Content, enabled: Bool, fileID: String, line: Int) {
        self.init(
            id: id, content: content, isEnabled: enabled,
            location: SceneLocation(file: fileID, line: line, column: 1))
    }

    /// A label.
    public static func label(
        _ id: String, text: String = "", enabled: Bool = true, fileID: String = #fileID, line: Int = #line
    ) -> ElementDescription {
        ElementDescription(id, .label(text: text), enabled: enabled, fileID: fileID, line: line)
    }

    /// A text field.
    public static func textField(
        _ id: String, placeholder: String = "", text: String = "", enabled: Bool = true,
        fileID: String = #fileID, line: Int = #line
    ) -> ElementDescription {
        ElementDescription(
            id, .textField(placeholder: placeholder, text: text), enabled: enabled, fileID: fileID, line: line
        )
    }

    /// A secure text field, whose text is never shown, saved or logged.
    public static func secureTextField(
        _ id: String, placeholder: String = "", enabled: Bool = true, fileID: String = #fileID,
        line: Int = #line
    ) -> ElementDescription {
        ElementDescription(
            id, .secureTextField(placeholder: placeholder), enabled: enabled, fileID: fileID, line: line)
    }

    /// A button that sends `action`.
    public static func button(
        _ id: String, title: String, action: String, enabled: Bool = true, fileID: String = #fileID,
        line: Int = #line
    ) -> ElementDescription {
        ElementDescription(
            id, .button(title: title, action: action), enabled: enabled, fileID: fileID, line: line)
    }

    /// A list whose row selection sends `action`, if any.
    public static func list(
        _ id: String, items: [String], action: String? = nil, enabled: Bool = true, fileID: String = #fileID,
        line: Int = #line
    ) -> ElementDescription {
        ElementDescription(
            id, .list(items: items, action: action), enabled: enabled, fileID: fileID, line: line)
    }

    /// A toggle whose changes send `action`, if any.
    public static func toggle(
        _ id: String, title: String, isOn: Bool = false, action: String? = nil, enabled: Bool = true,
        fileID: String = #fileID, line: Int = #line
    ) -> ElementDescription {
        ElementDescription(
            id, .toggle(title: title, isOn: isOn, action: action), enabled: enabled, fileID: fileID,
            line: line)
    }

    /// An image placeholder.
    public static func imagePlaceholder(
        _ id: String, image: String, accessibilityLabel: String? = nil, enabled: Bool = true,
        fileID: String = #fileID, line: Int = #line
    ) -> ElementDescription {
        ElementDescription(
            id, .imagePlaceholder(image: image, accessibilityLabel: accessibilityLabel), enabled: enabled,
            fileID: fileID, line: line)
    }
}
