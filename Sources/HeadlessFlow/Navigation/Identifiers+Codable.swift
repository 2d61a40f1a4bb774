// IDs are `Codable` as their raw numbers, so events (and a ``NavigationJournal`` of them) can be
// saved and attached to a bug report.

extension ScreenID: Codable {
    /// Decodes the raw number alone.
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(UInt64.self))
    }

    /// Encodes the raw number alone.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension NavigationID: Codable {
    /// Decodes the raw number alone.
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(UInt64.self))
    }

    /// Encodes the raw number alone.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension ScreenIDs: Codable {
    /// Decodes an array of IDs.
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode([ScreenID].self))
    }

    /// Encodes the IDs as an array.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Array(self))
    }
}
