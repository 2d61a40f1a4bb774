/// Pieces of error messages.
enum ErrorText {
    /// `error`'s text as a clause inside a longer sentence: without the full stop it ends with,
    /// so that the sentence's own full stop is the only one.
    static func clause(_ error: any Error) -> String {
        let text = String(describing: error)
        return text.hasSuffix(".") ? String(text.dropLast()) : text
    }
}
