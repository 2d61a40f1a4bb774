import Foundation

/// A place scene files come from. A ``SceneLibrary`` searches its sources in order.
///
/// ```swift
/// let library = SceneLibrary(sources: [
///     .bundle(.module, subdirectory: "Scenes"),           // SwiftPM resources
///     .directory(URL(fileURLWithPath: "/tmp/scenes")),    // files on disk
///     .strings(["LoginScreen": #"{"version": 1, "elements": []}"#]),  // tests
/// ])
/// ```
public enum SceneSource: Sendable {
    /// A directory holding `<SceneName>.json` files.
    case directory(URL)

    /// Resources of a bundle, such as SwiftPM's `Bundle.module`, optionally in a subdirectory.
    /// Declare the folder with `.copy("Scenes")` in `Package.swift` to keep the subdirectory.
    case bundle(Bundle, subdirectory: String? = nil)

    /// Scene texts by scene name, for tests and generated scenes. Errors name the file
    /// `<SceneName>.json`.
    case strings([String: String])

    /// Scenes declared in Swift (``SceneDescription/init(name:title:elements:)``), found by
    /// their names.
    case scenes([SceneDescription])

    /// The outcome of looking for one scene in one source.
    enum Lookup {
        case found(SceneDescription)
        /// Not here; the string says where this source looked.
        case notFound(searched: String)
    }

    /// Looks for the scene `name` in this source, parsing it when found.
    func load(_ name: String) throws(SceneError) -> Lookup {
        let fileName = name + ".json"
        switch self {
        case .directory(let directory):
            return try loadFile(directory.appendingPathComponent(fileName), name: name)
        case .bundle(let bundle, let subdirectory):
            guard let url = bundle.url(forResource: name, withExtension: "json", subdirectory: subdirectory)
            else {
                let folder =
                    subdirectory.map { bundle.bundleURL.appendingPathComponent($0) } ?? bundle.bundleURL
                return .notFound(
                    searched: folder.appendingPathComponent(fileName).path + " (bundle resource)")
            }
            return try loadFile(url, name: name)
        case .strings(let texts):
            guard let text = texts[name] else {
                let names = texts.keys.sorted().joined(separator: ", ")
                return .notFound(searched: "in-memory scenes (\(names.isEmpty ? "none" : names))")
            }
            return .found(try SceneDecoder.decode(text, name: name, file: fileName))
        case .scenes(let scenes):
            if let scene = scenes.first(where: { $0.name == name }) { return .found(scene) }
            let names = scenes.map(\.name).sorted().joined(separator: ", ")
            return .notFound(searched: "scenes declared in code (\(names.isEmpty ? "none" : names))")
        }
    }

    private func loadFile(_ url: URL, name: String) throws(SceneError) -> Lookup {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            let exists = FileManager.default.fileExists(atPath: url.path)
            return .notFound(searched: url.path + (exists ? " (exists but could not be read)" : ""))
        }
        // `withUnsafeBytes` rethrows untyped errors; a Result carries the typed one out.
        let result = data.withUnsafeBytes { raw in
            Result { () throws(SceneError) in
                try SceneDecoder.decode(raw.bindMemory(to: UInt8.self), name: name, file: url.path)
            }
        }
        return .found(try result.get())
    }
}
