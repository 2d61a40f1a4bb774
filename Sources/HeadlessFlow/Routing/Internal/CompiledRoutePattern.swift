/// A parsed pattern with what matching needs precomputed. One immutable object per pattern, so a
/// ``RouteMatch`` refers to its pattern with a single reference.
final class CompiledRoutePattern: Sendable {
    /// Where a parameter's value comes from.
    enum Source: Sendable, Equatable {
        /// The path segment at this index.
        case segment(Int)
        /// The query item at this index of ``queryItems``.
        case query(Int)
    }

    /// The shape of a segment for conflict checks: `{name}` and `*` both match any one segment,
    /// so two patterns that differ only there can never be told apart by precedence alone.
    enum ShapeSegment: Hashable, Sendable {
        case literal(String)
        case one
        case rest
    }

    let text: String
    let segments: [RoutePattern.Segment]
    let queryItems: [RoutePattern.QueryItem]
    let parameters: [(name: String, source: Source)]
    /// The index of the `**` segment, if the pattern ends with one.
    let catchAllIndex: Int?

    init(text: String, segments: [RoutePattern.Segment], queryItems: [RoutePattern.QueryItem]) {
        self.text = text
        self.segments = segments
        self.queryItems = queryItems
        var parameters: [(name: String, source: Source)] = []
        var catchAllIndex: Int?
        for (index, segment) in segments.enumerated() {
            switch segment {
            case .parameter(let name): parameters.append((name, .segment(index)))
            case .catchAll: catchAllIndex = index
            case .literal, .wildcard: break
            }
        }
        for (index, item) in queryItems.enumerated() {
            parameters.append((item.parameter, .query(index)))
        }
        self.parameters = parameters
        self.catchAllIndex = catchAllIndex
    }

    var shape: [ShapeSegment] {
        segments.map { segment in
            switch segment {
            case .literal(let text): .literal(text)
            case .parameter, .wildcard: .one
            case .catchAll: .rest
            }
        }
    }

    /// The source of the parameter `name`, if the pattern has one by that name.
    func source(of name: String) -> Source? {
        for parameter in parameters where parameter.name == name {
            return parameter.source
        }
        return nil
    }

    /// The parameter names that come from the query, in the order written.
    var queryParameterNames: [String] {
        queryItems.map(\.parameter)
    }
}
