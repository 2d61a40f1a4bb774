import Foundation
import HeadlessFlow

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The demo's persistent state: the items, the onboarding flag, the registered accounts and where
/// the user was (the navigation), kept in one JSON file that every change rewrites atomically.
///
/// Loading never fails: a missing file starts a first run, a damaged data file of the demo's is
/// moved aside as a backup and reported in ``issues``, and the app carries on with the seed items.
/// A file that is not the demo's is never touched: ``refusal`` says so, and the app does not start.
/// A symbolic link is followed: the file it points to is read and replaced, the link stays.
@MainActor
public final class DemoStore {
    /// The data file.
    public let fileURL: URL

    /// The items, in list order; view-models observe `$items`.
    @HeadlessFlow.Observable public private(set) var items: [Item]

    /// Whether the user has seen the onboarding screen.
    public private(set) var hasCompletedOnboarding: Bool

    /// Accounts created with the registration screen.
    public private(set) var accounts: [Account]

    /// Where the user was when the file was last saved by this store (or when it was loaded).
    public private(set) var navigation: NavigationSnapshot?

    /// Why the file's navigation could not be read at load time, if it could not; the items and
    /// accounts loaded all the same.
    public let navigationProblem: String?

    /// Problems met while loading or saving, oldest first; the app prints each once.
    public private(set) var issues: [StoreError] = [] {
        didSet { if issues.count > oldValue.count { didAddIssue?() } }
    }

    /// Runs after each new entry in ``issues``, so an app can show it at once
    /// (``DemoApp/hasNotices``).
    package var didAddIssue: (@MainActor () -> Void)?

    /// Why the file at ``fileURL`` is not the demo's to use, if it is not: it is someone else's
    /// file, left byte for byte as it was, and nothing is ever saved over it.
    public let refusal: StoreError?

    /// Whether a save failed, or the file could not be read (so nothing is saved): the run then
    /// ends with status 1.
    public var hasFailedSave: Bool {
        refusal != nil
            || issues.contains { issue in
                switch issue {
                case .unwritable, .unreadable, .notDemoFile: true
                default: false
                }
            }
    }

    /// Whether the store keeps everything in memory (``init(memoryOnly:passwordIterations:)``):
    /// there is no file to save the navigation to.
    package let isMemoryOnly: Bool

    /// The PBKDF2 rounds of the passwords this store's new accounts hash:
    /// `PasswordHash.defaultIterations`, except in a memory-only store made with fewer.
    package let passwordIterations: Int
    /// The demo account as this store checks it: ``Account/demo``, or, in a memory-only store
    /// with fewer ``passwordIterations``, the same account hashed with that many.
    private let demoAccount: Account

    /// The file read and written: ``fileURL``, or what it points to when it is a symbolic link.
    private let storageURL: URL
    /// Set when the file exists but cannot be read: saving would destroy data we never saw.
    private var isReadOnly = false
    /// The file as this store last read or wrote it: another demo's save (a new file, renamed
    /// over this one) changes it.
    private var knownVersion: FileVersion?
    private let fileManager: FileManager
    private let now: () -> Date

    /// Loads the store from `fileURL`, holding the folder's lock while it reads.
    ///
    /// - Parameters:
    ///   - fileURL: The data file; its folder is created on the first save.
    ///   - now: The clock that names a corrupt file's backup.
    public init(fileURL: URL, now: @escaping () -> Date = Date.init) {
        self.fileURL = fileURL
        isMemoryOnly = false
        passwordIterations = PasswordHash.defaultIterations
        demoAccount = .demo
        self.fileManager = .default
        self.now = now
        let storageURL = Self.followingLinks(fileURL)
        self.storageURL = storageURL
        var issues: [StoreError] = []
        var data = DemoData()
        var isReadOnly = false
        var refusal: StoreError?
        var knownVersion: FileVersion?
        let fileManager = self.fileManager
        let load = {
            knownVersion = FileVersion(of: storageURL)
            switch Self.read(storageURL, fileManager: fileManager) {
            case .missing:
                break
            case .loaded(let loaded):
                data = loaded
            case .unreadable(let reason):
                issues.append(.unreadable(path: fileURL.path, reason: reason))
                isReadOnly = true
            case .corrupt(let reason):
                issues.append(
                    Self.moveAside(storageURL, reason: reason, date: now(), fileManager: fileManager))
            case .foreign(let reason):
                refusal = .notDemoFile(path: fileURL.path, reason: reason)
                isReadOnly = true
            }
        }
        if fileManager.fileExists(atPath: storageURL.deletingLastPathComponent().path) {
            do {
                try FolderLock.withLock(onFolderOf: storageURL, load)
            } catch {
                load()
            }
        } else {
            load()
        }
        self.items = data.items
        self.hasCompletedOnboarding = data.hasCompletedOnboarding
        self.accounts = data.accounts
        self.navigation = data.navigation
        self.navigationProblem = data.navigationProblem
        self.issues = issues
        self.isReadOnly = isReadOnly
        self.refusal = refusal
        self.knownVersion = knownVersion
    }

    /// A store that starts with `data` and keeps every change in memory, never reading or
    /// writing a file: each app the navigation explorer builds gets its own
    /// (``DemoExploration``), so no path sees what another one saved.
    ///
    /// - Parameter passwordIterations: the PBKDF2 rounds of every password it checks or hashes,
    ///   the demo account's included: fewer than the default make a login cheap where thousands
    ///   of paths log in.
    package init(
        memoryOnly data: DemoData = DemoData(), passwordIterations: Int = PasswordHash.defaultIterations
    ) {
        fileURL = URL(fileURLWithPath: "/dev/null")
        isMemoryOnly = true
        self.passwordIterations = passwordIterations
        demoAccount =
            passwordIterations == PasswordHash.defaultIterations
            ? .demo : Account(email: Account.demo.email, password: "password", iterations: passwordIterations)
        storageURL = fileURL
        fileManager = .default
        now = Date.init
        items = data.items
        hasCompletedOnboarding = data.hasCompletedOnboarding
        accounts = data.accounts
        navigation = data.navigation
        navigationProblem = nil
        refusal = nil
        // Read-only is what keeps a store from writing: `update` applies changes in memory only,
        // and `reloadIfChanged` never reads.
        isReadOnly = true
    }

    /// Reads the file again if another demo saved it since this store last read or wrote it,
    /// and merges what it holds (its new items and accounts) into this store, writing nothing:
    /// two demos on one file show the same list.
    ///
    /// - Returns: whether the file had changed.
    @discardableResult
    public func reloadIfChanged() -> Bool {
        guard !isReadOnly, let version = FileVersion(of: storageURL), version != knownVersion else {
            return false
        }
        let fileManager = self.fileManager
        let storageURL = self.storageURL
        let result = try? FolderLock.withLock(onFolderOf: storageURL) {
            (FileVersion(of: storageURL), Self.read(storageURL, fileManager: fileManager))
        }
        guard let (readVersion, read) = result, case .loaded(let onDisk) = read else { return false }
        knownVersion = readVersion
        apply(Self.merge(onDisk, snapshot))
        return true
    }

    /// The demo's default data file: `HeadlessFlowDemo/data.json` in the user's data directory
    /// (`~/.local/share` on Linux, `~/Library/Application Support` on macOS).
    public nonisolated static var defaultFileURL: URL {
        let base =
            FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".local/share")
        return base.appendingPathComponent("HeadlessFlowDemo").appendingPathComponent("data.json")
    }

    // MARK: - Changes

    /// Appends `item`, unless an item of that name (ignoring case) is already there, and saves.
    public func add(_ item: Item) {
        update { data in
            let key = item.name.lowercased()
            if !data.items.contains(where: { $0.name.lowercased() == key }) { data.items.append(item) }
        }
    }

    /// Records that the user has seen the onboarding screen, and saves.
    public func completeOnboarding() {
        guard !hasCompletedOnboarding else { return }
        update { $0.hasCompletedOnboarding = true }
    }

    /// Adds a registered account and saves. If another demo on the same file registered the
    /// email first, that account stays.
    public func add(_ account: Account) {
        update { data in
            if !data.accounts.contains(where: { $0.email == account.email }) { data.accounts.append(account) }
        }
    }

    /// The account with `email` (case-insensitive), the demo account included.
    public func account(email: String) -> Account? {
        let key = email.lowercased()
        return ([demoAccount] + accounts).first { $0.email == key }
    }

    /// Saves where the user is now, with the rest of the data.
    public func save(navigation: NavigationSnapshot) {
        update { $0.navigation = navigation }
    }

    /// The data as it is written to the file.
    public var snapshot: DemoData {
        DemoData(
            hasCompletedOnboarding: hasCompletedOnboarding, items: items, accounts: accounts,
            navigation: navigation)
    }

    /// Writes the file: what is on disk, merged with what this store holds.
    public func save() {
        update { _ in }
    }

    /// Applies `change` and saves, holding the folder's lock from reading to writing, so no other
    /// demo's save can slip in between.
    ///
    /// Another demo may have saved since this one last read the file: its data is read back and
    /// merged with this store's (every item and account from both, onboarding seen if either saw
    /// it), `change` is applied to the merge, and the merge becomes this store's state. Nothing
    /// is ever deleted, so a merge never loses an item. Accounts read from an older file with a
    /// plain-text password are hashed on the way. The file is written atomically (readers see the
    /// old file or the new one, never half), readable by its owner only.
    private func update(_ change: (inout DemoData) -> Void) {
        var data = snapshot
        change(&data)
        guard !isReadOnly else { return apply(data) }
        do {
            try fileManager.createDirectory(
                at: storageURL.deletingLastPathComponent(), withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
            if let readOnly = Self.readOnlyReason(storageURL) {
                throw StoreError.unwritable(path: fileURL.path, reason: readOnly)
            }
            try FolderLock.withLock(onFolderOf: storageURL) {
                var merged = snapshot
                switch Self.read(storageURL, fileManager: fileManager) {
                case .missing: break
                case .loaded(let onDisk): merged = Self.merge(onDisk, merged)
                case .unreadable(let reason): throw StoreError.unreadable(path: fileURL.path, reason: reason)
                case .corrupt(let reason):
                    issues.append(
                        Self.moveAside(storageURL, reason: reason, date: now(), fileManager: fileManager))
                case .foreign(let reason):
                    // Another program put its own file there while the demo ran: leave it.
                    throw StoreError.notDemoFile(path: fileURL.path, reason: reason)
                }
                change(&merged)
                merged.accounts = merged.accounts.map { $0.upgraded() }
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                try PrivateFile.writeAtomically(try encoder.encode(merged), to: storageURL)
                knownVersion = FileVersion(of: storageURL)
                data = merged
            }
        } catch let error as StoreError {
            issues.append(error)
        } catch {
            issues.append(.unwritable(path: fileURL.path, reason: Self.reason(error)))
        }
        apply(data)
    }

    private func apply(_ data: DemoData) {
        if items != data.items { items = data.items }
        hasCompletedOnboarding = data.hasCompletedOnboarding
        accounts = data.accounts
        navigation = data.navigation
    }

    /// `disk` with what `memory` adds: its items and accounts that `disk` lacks, in order after
    /// `disk`'s (items compared by name ignoring case, accounts by email), onboarding seen if
    /// either saw it, and `memory`'s navigation if it has one (where this demo's user is).
    package nonisolated static func merge(_ disk: DemoData, _ memory: DemoData) -> DemoData {
        var merged = disk
        var names = Set(disk.items.map { $0.name.lowercased() })
        for item in memory.items where names.insert(item.name.lowercased()).inserted {
            merged.items.append(item)
        }
        var emails = Set(disk.accounts.map(\.email))
        for account in memory.accounts where emails.insert(account.email).inserted {
            merged.accounts.append(account)
        }
        merged.hasCompletedOnboarding = disk.hasCompletedOnboarding || memory.hasCompletedOnboarding
        merged.navigation = memory.navigation ?? disk.navigation
        return merged
    }

    // MARK: - Loading

    package enum ReadResult: Sendable {
        case missing
        case loaded(DemoData)
        case unreadable(String)
        /// The demo's own file, damaged or of another version: it may be moved aside.
        case corrupt(String)
        /// Not the demo's file: it must be left as it is.
        case foreign(String)
    }

    /// A key every data file the demo writes has (`JSONEncoder` with sorted keys writes it near
    /// the top). A file that cannot be decoded is taken as the demo's own, damaged, only when
    /// its text has this key; anything else is someone else's file.
    package nonisolated static let ownershipMark = Data("\"hasCompletedOnboarding\"".utf8)

    /// Why the file at `url` must not be written, when its owner made it, or its folder,
    /// read-only (no owner write bit). The mode says what the user wants even where the system
    /// would let the write through (as root), so the demo honours it for everyone.
    package nonisolated static func readOnlyReason(_ url: URL) -> String? {
        var status = stat()
        if stat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_mode & S_IWUSR == 0 {
            return "the file is read-only"
        }
        let folder = url.deletingLastPathComponent().path
        if stat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR, status.st_mode & S_IWUSR == 0 {
            return "its folder is read-only"
        }
        return nil
    }

    /// `url`, or, when it is a symbolic link, the path it finally points to (which may not exist
    /// yet): saving replaces that file and keeps the link.
    package nonisolated static func followingLinks(_ url: URL) -> URL {
        var current = url
        for _ in 0..<40 {
            var status = stat()
            guard lstat(current.path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK,
                let target = try? FileManager.default.destinationOfSymbolicLink(atPath: current.path)
            else { return current }
            current =
                target.hasPrefix("/")
                ? URL(fileURLWithPath: target)
                : current.deletingLastPathComponent().appendingPathComponent(target)
        }
        return current
    }

    package nonisolated static func read(_ url: URL, fileManager: FileManager) -> ReadResult {
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return .missing }
        guard !isDirectory.boolValue else { return .unreadable("it is a directory") }
        let bytes: Data
        do {
            bytes = try Data(contentsOf: url)
        } catch {
            return .unreadable(reason(error))
        }
        let decoded: DemoData
        let isDemos = bytes.range(of: ownershipMark) != nil
        do {
            decoded = try JSONDecoder().decode(DemoData.self, from: bytes)
        } catch let error as DecodingError {
            return isDemos ? .corrupt(describe(error)) : .foreign(describe(error))
        } catch {
            return isDemos ? .corrupt(reason(error)) : .foreign(reason(error))
        }
        guard decoded.version == DemoData.currentVersion else {
            return .corrupt("version \(decoded.version); this build reads version \(DemoData.currentVersion)")
        }
        return .loaded(decoded)
    }

    /// Moves a corrupt file to `<name>.corrupt-<UTC timestamp>.json` beside it, never over an
    /// earlier backup.
    package nonisolated static func moveAside(
        _ url: URL, reason: String, date: Date, fileManager: FileManager
    )
        -> StoreError
    {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let stem = url.deletingPathExtension().lastPathComponent
        let folder = url.deletingLastPathComponent()
        let stamp = formatter.string(from: date)
        var backup = folder.appendingPathComponent("\(stem).corrupt-\(stamp).json")
        var attempt = 2
        while fileManager.fileExists(atPath: backup.path) {
            backup = folder.appendingPathComponent("\(stem).corrupt-\(stamp)-\(attempt).json")
            attempt += 1
        }
        do {
            try fileManager.moveItem(at: url, to: backup)
            return .corrupt(path: url.path, reason: reason, backup: backup.path)
        } catch {
            return .corruptNotMoved(path: url.path, reason: reason, moveError: Self.reason(error))
        }
    }

    package nonisolated static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            let text = keys.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
            return text.hasPrefix(".") ? String(text.dropFirst()) : text
        }
        switch error {
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty
                ? "not valid JSON" : "invalid value at \(path(context.codingPath))"
        case .keyNotFound(let key, let context):
            return "missing \"\(path(context.codingPath + [key]))\""
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "wrong type at \"\(path(context.codingPath))\""
        @unknown default:
            return "unreadable JSON"
        }
    }

    package nonisolated static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
            return underlying.localizedDescription
        }
        return nsError.localizedDescription
    }
}
