import HeadlessFlow

/// The entry point of the scene fuzzer (`Sources/SceneFuzzer`): runs bytes through everything a
/// scene file reaches.
package enum SceneFuzzEntry {
    /// Parses and decodes `bytes` as a scene file, then builds its elements or renders its error
    /// message. Must be called on the main thread.
    ///
    /// - Returns: the number of elements built, or -1 when the file was rejected.
    @discardableResult
    package static func run(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        do {
            let scene = try SceneDecoder.decode(bytes, name: "FuzzScreen", file: "FuzzScreen.json")
            return MainActor.assumeIsolated {
                var count = 0
                for description in scene.elements {
                    let element = SceneElement.make(from: description)
                    count += element.description.utf8.count > 0 ? 1 : 0
                    _ = scene.element(withID: description.id)
                }
                return count
            }
        } catch {
            // Building the message exercises every case's formatting with hostile text.
            _ = error.description
            _ = (error.location, error.elementID, error.file)
            return -1
        }
    }
}
