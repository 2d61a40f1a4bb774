/// Splits a URL string into the path segments and raw query a ``URLRouteTable`` matches, checking
/// its scheme, host and percent-encoding on the way.
///
/// Works on the UTF-8 view and returns slices of the URL, so a URL without percent-escapes is
/// split without copying its text; the only allocation is the segment array.
enum RouteURLParser {
    struct Parts {
        /// The decoded path segments.
        var segments: [Substring]
        /// The raw query, between `?` and `#`, if the URL has one.
        var query: Substring?
    }

    private static let slash = UInt8(ascii: "/")
    private static let colon = UInt8(ascii: ":")
    private static let question = UInt8(ascii: "?")
    private static let hash = UInt8(ascii: "#")
    private static let percent = UInt8(ascii: "%")
    private static let plus = UInt8(ascii: "+")
    private static let at = UInt8(ascii: "@")
    private static let ampersand = UInt8(ascii: "&")
    private static let equals = UInt8(ascii: "=")

    /// - Parameters:
    ///   - schemes: the accepted schemes, lowercased.
    ///   - hosts: the accepted hosts, lowercased, for ``URLRouteHostRule/only(_:)``.
    static func parse(
        _ url: String, schemes: [String], rule: URLRouteHostRule, hosts: [String]
    ) throws(URLRouteError) -> Parts {
        let utf8 = url.utf8
        let end = utf8.endIndex

        // Scheme: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":"
        var index = utf8.startIndex
        var schemeEnd: String.Index?
        if index < end, isLetter(utf8[index]) {
            index = utf8.index(after: index)
            while index < end {
                let byte = utf8[index]
                if byte == colon {
                    schemeEnd = index
                    break
                }
                guard
                    isLetter(byte) || isDigit(byte) || byte == plus || byte == UInt8(ascii: "-")
                        || byte == UInt8(ascii: ".")
                else { break }
                index = utf8.index(after: index)
            }
        }
        guard let schemeEnd else {
            throw .schemeNotAccepted(found: nil, accepted: schemes, url: url)
        }
        let scheme = url[url.startIndex..<schemeEnd]
        guard containsIgnoringCase(schemes, scheme) else {
            throw .schemeNotAccepted(found: String(scheme), accepted: schemes, url: url)
        }

        // Authority, path, query.
        index = utf8.index(after: schemeEnd)
        var authority: Range<String.Index>?
        if index < end, utf8[index] == slash {
            let second = utf8.index(after: index)
            if second < end, utf8[second] == slash {
                let start = utf8.index(after: second)
                var stop = start
                while stop < end {
                    let byte = utf8[stop]
                    if byte == slash || byte == question || byte == hash { break }
                    stop = utf8.index(after: stop)
                }
                authority = start..<stop
                index = stop
            }
        }
        var pathStart = index
        var pathEnd = index
        while pathEnd < end, utf8[pathEnd] != question, utf8[pathEnd] != hash {
            pathEnd = utf8.index(after: pathEnd)
        }
        var query: Substring?
        var checkedEnd = pathEnd
        if pathEnd < end, utf8[pathEnd] == question {
            let queryStart = utf8.index(after: pathEnd)
            var queryEnd = queryStart
            while queryEnd < end, utf8[queryEnd] != hash { queryEnd = utf8.index(after: queryEnd) }
            query = url[queryStart..<queryEnd]
            checkedEnd = queryEnd
        }

        switch rule {
        case .only:
            guard let authority else { throw .hostNotAccepted(found: nil, rule: rule, url: url) }
            let host = hostPart(of: url[authority])
            guard containsIgnoringCase(hosts, host) else {
                throw .hostNotAccepted(found: String(host), rule: rule, url: url)
            }
        case .firstPathSegment:
            guard let authority else { throw .hostNotAccepted(found: nil, rule: rule, url: url) }
            if authority.isEmpty { throw .hostNotAccepted(found: "", rule: rule, url: url) }
            pathStart = authority.lowerBound
        case .noHost:
            if let authority, !authority.isEmpty {
                throw .hostNotAccepted(found: String(hostPart(of: url[authority])), rule: rule, url: url)
            }
        }

        try validatePercentEncoding(url, from: pathStart, to: checkedEnd)
        return Parts(
            segments: try segments(of: url[pathStart..<pathEnd], decode: true), query: query)
    }

    /// Splits a path on `/`: one leading and one trailing `/` are ignored, an empty segment
    /// between two others is an error.
    static func segments(of path: Substring, decode: Bool) throws(URLRouteError) -> [Substring] {
        let utf8 = path.utf8
        var start = utf8.startIndex
        var end = utf8.endIndex
        if start < end, utf8[start] == slash { start = utf8.index(after: start) }
        // A trailing `/` after a segment is ignored; `//` alone is an empty segment, not the root.
        if start < end, utf8.index(after: start) < end, utf8[utf8.index(before: end)] == slash {
            end = utf8.index(before: end)
        }
        if start == end { return [] }
        var result: [Substring] = []
        var segmentStart = start
        var index = start
        while true {
            if index == end || utf8[index] == slash {
                if segmentStart == index {
                    throw .emptyPathSegment(path: String(path), index: result.count)
                }
                let segment = path[segmentStart..<index]
                result.append(decode ? decoded(segment, plusIsSpace: false) : segment)
                if index == end { return result }
                segmentStart = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
    }

    /// The value of the first query item whose decoded name is `key`, decoded; `nil` if none.
    /// In the query, `+` is a space.
    static func queryValue(_ key: String, in query: Substring) -> Substring? {
        let utf8 = query.utf8
        var itemStart = utf8.startIndex
        var index = itemStart
        var equalsIndex: String.Index?
        while true {
            if index == utf8.endIndex || utf8[index] == ampersand {
                if itemStart < index {
                    let nameEnd = equalsIndex ?? index
                    if decoded(query[itemStart..<nameEnd], plusIsSpace: true) == key {
                        guard let equalsIndex else { return "" }
                        return decoded(query[utf8.index(after: equalsIndex)..<index], plusIsSpace: true)
                    }
                }
                if index == utf8.endIndex { return nil }
                itemStart = utf8.index(after: index)
                equalsIndex = nil
            } else if equalsIndex == nil, utf8[index] == equals {
                equalsIndex = index
            }
            index = utf8.index(after: index)
        }
    }

    /// `text` with its percent-escapes decoded (and `+` as a space when asked); `text` itself
    /// when there is nothing to decode. The escapes must have been validated.
    static func decoded(_ text: Substring, plusIsSpace: Bool) -> Substring {
        var needsDecoding = false
        for byte in text.utf8 where byte == percent || plusIsSpace && byte == plus {
            needsDecoding = true
            break
        }
        guard needsDecoding else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            if byte == percent, let high = iterator.next(), let low = iterator.next(),
                let highValue = hexValue(high), let lowValue = hexValue(low)
            {
                bytes.append(highValue << 4 | lowValue)
            } else if plusIsSpace && byte == plus {
                bytes.append(UInt8(ascii: " "))
            } else {
                bytes.append(byte)
            }
        }
        return Substring(String(decoding: bytes, as: UTF8.self))
    }

    /// Checks that every `%` in `url[start..<end]` starts two hexadecimal digits and that the
    /// bytes the escapes spell are UTF-8 (runs of escapes must form whole characters).
    static func validatePercentEncoding(
        _ url: String, from start: String.Index, to end: String.Index
    ) throws(URLRouteError) {
        let utf8 = url.utf8
        var index = start
        var pending = 0
        var sequenceStart = start
        var lower: UInt8 = 0x80
        var upper: UInt8 = 0xBF
        while index < end {
            let byte = utf8[index]
            guard byte == percent else {
                if pending > 0 { throw .invalidUTF8(url: url, offset: offset(of: sequenceStart, in: url)) }
                index = utf8.index(after: index)
                continue
            }
            let high = utf8.index(after: index)
            let low = high < end ? utf8.index(after: high) : end
            guard low < end, let highValue = hexValue(utf8[high]), let lowValue = hexValue(utf8[low]) else {
                throw .malformedPercentEncoding(url: url, offset: offset(of: index, in: url))
            }
            let value = highValue << 4 | lowValue
            if pending == 0 {
                sequenceStart = index
                lower = 0x80
                upper = 0xBF
                switch value {
                case 0x00...0x7F: pending = 0
                case 0xC2...0xDF: pending = 1
                case 0xE0: (pending, lower) = (2, 0xA0)
                case 0xE1...0xEC, 0xEE...0xEF: pending = 2
                case 0xED: (pending, upper) = (2, 0x9F)
                case 0xF0: (pending, lower) = (3, 0x90)
                case 0xF1...0xF3: pending = 3
                case 0xF4: (pending, upper) = (3, 0x8F)
                default: throw .invalidUTF8(url: url, offset: offset(of: index, in: url))
                }
            } else {
                guard lower <= value && value <= upper else {
                    throw .invalidUTF8(url: url, offset: offset(of: sequenceStart, in: url))
                }
                pending -= 1
                lower = 0x80
                upper = 0xBF
            }
            index = utf8.index(after: low)
        }
        if pending > 0 { throw .invalidUTF8(url: url, offset: offset(of: sequenceStart, in: url)) }
    }

    /// The host of an authority: without user information and port.
    private static func hostPart(of authority: Substring) -> Substring {
        var host = authority
        if let at = host.utf8.lastIndex(of: at) { host = host[host.utf8.index(after: at)...] }
        if host.utf8.first == UInt8(ascii: "[") {
            if let close = host.utf8.firstIndex(of: UInt8(ascii: "]")) {
                return host[...close]
            }
            return host
        }
        if let colonIndex = host.utf8.firstIndex(of: colon) { return host[..<colonIndex] }
        return host
    }

    /// Whether `list` (lowercased) holds `text`, ignoring ASCII letter case.
    private static func containsIgnoringCase(_ list: [String], _ text: Substring) -> Bool {
        for candidate in list where candidate.utf8.count == text.utf8.count {
            var equal = true
            for (lhs, rhs) in zip(candidate.utf8, text.utf8) where lhs != lowercased(rhs) {
                equal = false
                break
            }
            if equal { return true }
        }
        return false
    }

    private static func offset(of index: String.Index, in url: String) -> Int {
        url.distance(from: url.startIndex, to: index)
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        let lower = lowercased(byte)
        return lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
