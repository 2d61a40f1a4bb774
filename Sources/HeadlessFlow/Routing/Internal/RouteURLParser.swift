#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Splits a URL string into the path segments and raw query a ``URLRouteTable`` matches, checking
/// its scheme, host and percent-encoding on the way.
///
/// Works on the URL's contiguous UTF-8 with integer offsets (indexing a `String`'s UTF-8 view
/// checks every step, which costs several times the work itself). A segment without
/// percent-escapes is a small string when it fits one (15 UTF-8 bytes) and a slice of the URL
/// otherwise, so neither allocates; the only allocation is the segment array.
enum RouteURLParser {
    struct Parts {
        /// The decoded path segments.
        var segments: [Substring]
        /// Where the raw query is (between `?` and `#`), as UTF-8 offsets, if the URL has one:
        /// sliced only when the matched pattern reads query items (see ``slice(_:_:)``).
        var queryRange: Range<Int>?
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
    /// The most UTF-8 bytes a `String` holds inline, without allocating (on 64-bit platforms).
    private static let smallStringCapacity = MemoryLayout<Int>.size == 8 ? 15 : 10

    /// - Parameters:
    ///   - schemes: the accepted schemes, lowercased (for messages).
    ///   - schemeBytes: the same, as UTF-8.
    ///   - hostBytes: the accepted hosts, lowercased, as UTF-8, for ``URLRouteHostRule/only(_:)``.
    static func parse(
        _ url: String, schemes: [String], schemeBytes: [[UInt8]], rule: URLRouteHostRule, hostBytes: [[UInt8]]
    ) throws(URLRouteError) -> Parts {
        var copy = url
        let result = copy.withUTF8 { bytes in
            parse(url, bytes, schemes: schemes, schemeBytes: schemeBytes, rule: rule, hostBytes: hostBytes)
        }
        return try result.get()
    }

    private static func parse(
        _ url: String, _ bytes: UnsafeBufferPointer<UInt8>, schemes: [String], schemeBytes: [[UInt8]],
        rule: URLRouteHostRule, hostBytes: [[UInt8]]
    ) -> Result<Parts, URLRouteError> {
        let end = bytes.count

        // Scheme: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":"
        var index = 0
        var schemeEnd = -1
        if index < end, isLetter(bytes[index]) {
            index += 1
            while index < end {
                let byte = bytes[index]
                if byte == colon {
                    schemeEnd = index
                    break
                }
                guard
                    isLetter(byte) || isDigit(byte) || byte == plus || byte == UInt8(ascii: "-")
                        || byte == UInt8(ascii: ".")
                else { break }
                index += 1
            }
        }
        guard schemeEnd >= 0 else {
            return .failure(.schemeNotAccepted(found: nil, accepted: schemes, url: url))
        }
        guard containsIgnoringCase(schemeBytes, bytes, 0..<schemeEnd) else {
            return .failure(
                .schemeNotAccepted(found: text(bytes, 0..<schemeEnd), accepted: schemes, url: url))
        }

        // Authority, path, query.
        index = schemeEnd + 1
        var authority: Range<Int>?
        if index + 1 < end, bytes[index] == slash, bytes[index + 1] == slash {
            let start = index + 2
            var stop = start
            while stop < end {
                let byte = bytes[stop]
                if byte == slash || byte == question || byte == hash { break }
                stop += 1
            }
            authority = start..<stop
            index = stop
        }
        var pathStart = index
        var pathEnd = index
        while pathEnd < end, bytes[pathEnd] != question, bytes[pathEnd] != hash { pathEnd += 1 }
        var queryRange: Range<Int>?
        var checkedEnd = pathEnd
        if pathEnd < end, bytes[pathEnd] == question {
            var queryEnd = pathEnd + 1
            while queryEnd < end, bytes[queryEnd] != hash { queryEnd += 1 }
            queryRange = (pathEnd + 1)..<queryEnd
            checkedEnd = queryEnd
        }

        switch rule {
        case .only:
            guard let authority else { return .failure(.hostNotAccepted(found: nil, rule: rule, url: url)) }
            let host = hostPart(of: authority, in: bytes)
            guard containsIgnoringCase(hostBytes, bytes, host) else {
                return .failure(.hostNotAccepted(found: text(bytes, host), rule: rule, url: url))
            }
        case .firstPathSegment:
            guard let authority else { return .failure(.hostNotAccepted(found: nil, rule: rule, url: url)) }
            if authority.isEmpty { return .failure(.hostNotAccepted(found: "", rule: rule, url: url)) }
            pathStart = authority.lowerBound
        case .noHost:
            if let authority, !authority.isEmpty {
                let host = hostPart(of: authority, in: bytes)
                return .failure(.hostNotAccepted(found: text(bytes, host), rule: rule, url: url))
            }
        }

        // Most URLs have no escapes: `memchr` finds that at once, where the validating loop
        // below reads every byte (and only a `%` can make it fail).
        if pathStart < checkedEnd,
            memchr(bytes.baseAddress! + pathStart, Int32(percent), checkedEnd - pathStart) != nil,
            let error = percentEncodingError(url, bytes, pathStart..<checkedEnd)
        {
            return .failure(error)
        }

        // Segments: one leading and one trailing `/` are ignored (`//` alone is an empty segment,
        // not the root); an empty segment between two others is an error.
        var start = pathStart
        var stop = pathEnd
        if start < stop, bytes[start] == slash { start += 1 }
        if stop - start >= 2, bytes[stop - 1] == slash { stop -= 1 }
        var segments: [Substring] = []
        if start < stop {
            // Sized once: growing the array as segments arrive cost a fifth of a URL's parse.
            var slashes = 0
            for position in start..<stop where bytes[position] == slash { slashes += 1 }
            segments.reserveCapacity(slashes + 1)
            var segmentStart = start
            var hasEscape = false
            var position = start
            while true {
                if position == stop || bytes[position] == slash {
                    if segmentStart == position {
                        let path = text(bytes, pathStart..<pathEnd)
                        return .failure(.emptyPathSegment(path: path, index: segments.count))
                    }
                    let range = segmentStart..<position
                    let segment = UnsafeBufferPointer(rebasing: bytes[range])
                    if hasEscape {
                        segments.append(Substring(decode(segment, plusIsSpace: false)))
                    } else if range.count <= smallStringCapacity {
                        // A short segment fits in a small string, held inside the `Substring`
                        // itself: no allocation, no reference to count, and several times cheaper
                        // than slicing the URL (which aligns both ends to scalars through generic
                        // index code).
                        segments.append(Substring(String(decoding: segment, as: UTF8.self)))
                    } else {
                        segments.append(slice(url, range))
                    }
                    if position == stop { break }
                    segmentStart = position + 1
                    hasEscape = false
                } else if bytes[position] == percent {
                    hasEscape = true
                }
                position += 1
            }
        }
        return .success(Parts(segments: segments, queryRange: queryRange))
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
        var copy = text
        return copy.withUTF8 { bytes in
            for byte in bytes where byte == percent || plusIsSpace && byte == plus {
                return Substring(decode(bytes, plusIsSpace: plusIsSpace))
            }
            return text
        }
    }

    /// Decodes validated percent-escapes (and `+` as a space when asked).
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, plusIsSpace: Bool) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { output in
            var written = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == percent, index + 2 < bytes.count, let high = hexValue(bytes[index + 1]),
                    let low = hexValue(bytes[index + 2])
                {
                    output[written] = high << 4 | low
                    index += 3
                } else {
                    output[written] = plusIsSpace && byte == plus ? UInt8(ascii: " ") : byte
                    index += 1
                }
                written += 1
            }
            return written
        }
    }

    /// Why the percent-escapes in `range` are invalid, if they are: every `%` must start two
    /// hexadecimal digits, and the bytes the escapes spell must be UTF-8 (runs of escapes must
    /// form whole characters).
    private static func percentEncodingError(
        _ url: String, _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>
    ) -> URLRouteError? {
        var index = range.lowerBound
        var pending = 0
        var sequenceStart = index
        var lower: UInt8 = 0x80
        var upper: UInt8 = 0xBF
        while index < range.upperBound {
            guard bytes[index] == percent else {
                if pending > 0 { return .invalidUTF8(url: url, offset: offset(of: sequenceStart, in: url)) }
                index += 1
                continue
            }
            guard index + 2 < range.upperBound, let high = hexValue(bytes[index + 1]),
                let low = hexValue(bytes[index + 2])
            else {
                return .malformedPercentEncoding(url: url, offset: offset(of: index, in: url))
            }
            let value = high << 4 | low
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
                default: return .invalidUTF8(url: url, offset: offset(of: index, in: url))
                }
            } else {
                guard lower <= value && value <= upper else {
                    return .invalidUTF8(url: url, offset: offset(of: sequenceStart, in: url))
                }
                pending -= 1
                lower = 0x80
                upper = 0xBF
            }
            index += 3
        }
        if pending > 0 { return .invalidUTF8(url: url, offset: offset(of: sequenceStart, in: url)) }
        return nil
    }

    /// The host of an authority: without user information and port.
    private static func hostPart(of authority: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>
    {
        var start = authority.lowerBound
        for index in authority where bytes[index] == at { start = index + 1 }
        if start < authority.upperBound, bytes[start] == UInt8(ascii: "[") {
            for index in start..<authority.upperBound where bytes[index] == UInt8(ascii: "]") {
                return start..<(index + 1)
            }
            return start..<authority.upperBound
        }
        for index in start..<authority.upperBound where bytes[index] == colon { return start..<index }
        return start..<authority.upperBound
    }

    /// Whether `list` (lowercased) holds `bytes[range]`, ignoring ASCII letter case.
    private static func containsIgnoringCase(
        _ list: [[UInt8]], _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>
    ) -> Bool {
        for candidate in list where candidate.count == range.count {
            var equal = true
            for (offset, byte) in candidate.enumerated()
            where byte != lowercased(bytes[range.lowerBound + offset]) {
                equal = false
                break
            }
            if equal { return true }
        }
        return false
    }

    /// The URL's text at `range`, UTF-8 offsets that start and end on ASCII bytes.
    static func slice(_ url: String, _ range: Range<Int>) -> Substring {
        let utf8 = url.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        // Through the UTF-8 view: the range's ends are ASCII bytes, so always on scalar
        // boundaries, and this skips `String`'s range validation, the costliest part of a slice.
        return Substring(utf8[lower..<utf8.index(lower, offsetBy: range.count)])
    }

    private static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// The character offset of the UTF-8 offset `utf8Offset`.
    private static func offset(of utf8Offset: Int, in url: String) -> Int {
        url.distance(from: url.startIndex, to: url.utf8.index(url.utf8.startIndex, offsetBy: utf8Offset))
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
