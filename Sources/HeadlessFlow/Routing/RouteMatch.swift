/// A path (and query) matched to one pattern of a ``URLRouteTable``: the input a route closure
/// turns into the app's route value.
///
/// ```swift
/// try table.add("items/{id}?tab={tab?}") { match in
///     .item(id: try match.parameter("id"), tab: try match.query("tab") ?? "info")
/// }
/// ```
///
/// Values are read on demand, from the matched path itself: a match refers to the input's
/// segments rather than copying them. Reading throws a ``URLRouteError`` naming the pattern when
/// the name is not the pattern's or the text does not convert.
public struct RouteMatch: Sendable {
    let compiled: CompiledRoutePattern
    /// The index of the pattern in its table, for calling its closure.
    @usableFromInline let patternIndex: Int
    /// The decoded values of the pattern's query items, in the pattern's order.
    let queryValues: [Substring?]

    /// The matched path's segments, percent-decoded.
    public let segments: [Substring]

    init(compiled: CompiledRoutePattern, patternIndex: Int, segments: [Substring], queryValues: [Substring?])
    {
        self.compiled = compiled
        self.patternIndex = patternIndex
        self.segments = segments
        self.queryValues = queryValues
    }

    /// The pattern that matched.
    public var pattern: RoutePattern {
        RoutePattern(storage: compiled)
    }

    /// The segments the pattern's `**` matched (zero or more); empty when it has no `**`.
    public var remainingSegments: ArraySlice<Substring> {
        guard let start = compiled.catchAllIndex else { return [] }
        return segments[start...]
    }

    /// The value of the parameter `name`: a path parameter, or a query parameter the URL has.
    ///
    /// ```swift
    /// let id: Int = try match.parameter("id")
    /// let id = try match.parameter("id", as: UUID.self)
    /// ```
    ///
    /// - Throws: ``URLRouteError/unknownParameter(_:pattern:parameters:)`` when the pattern has no
    ///   parameter `name`, ``URLRouteError/absentOptionalParameter(_:pattern:)`` for an optional
    ///   query parameter the URL leaves out, and
    ///   ``URLRouteError/invalidParameterValue(_:text:expected:pattern:)`` when the text does not
    ///   convert to `Value`.
    public func parameter<Value: RouteParameterValue>(
        _ name: String, as type: Value.Type = Value.self
    ) throws(URLRouteError) -> Value {
        guard let source = compiled.source(of: name) else {
            throw .unknownParameter(name, pattern: compiled.text, parameters: compiled.parameters.map(\.name))
        }
        let text: Substring
        switch source {
        case .segment(let index):
            text = segments[index]
        case .query(let index):
            guard let value = queryValues[index] else {
                throw .absentOptionalParameter(name, pattern: compiled.text)
            }
            text = value
        }
        return try convert(text, name: name)
    }

    /// The value of the query parameter `name`, or `nil` when the URL leaves out its (optional)
    /// query item.
    ///
    /// - Throws: ``URLRouteError/unknownQueryParameter(_:pattern:queryParameters:)`` when `name`
    ///   is not one of the pattern's query parameters, and
    ///   ``URLRouteError/invalidParameterValue(_:text:expected:pattern:)`` when the text does not
    ///   convert to `Value`.
    public func query<Value: RouteParameterValue>(
        _ name: String, as type: Value.Type = Value.self
    ) throws(URLRouteError) -> Value? {
        guard case .query(let index) = compiled.source(of: name) else {
            throw .unknownQueryParameter(
                name, pattern: compiled.text, queryParameters: compiled.queryParameterNames)
        }
        guard let text = queryValues[index] else { return nil }
        return try convert(text, name: name) as Value
    }

    private func convert<Value: RouteParameterValue>(
        _ text: Substring, name: String
    ) throws(URLRouteError) -> Value {
        guard let value = Value(routeParameter: text) else {
            throw .invalidParameterValue(
                name, text: String(text), expected: String(describing: Value.self), pattern: compiled.text)
        }
        return value
    }
}
