// The table of declarations (from the toolchain's interfaces and the Foundation list) and how a
// use in the sources is matched against it.

/// One parameter of a function, initializer or enum case payload, as far as matching a call needs.
struct Param {
    /// The argument label, `_` for none.
    var label: String
    var hasDefault: Bool
    /// Its type is a function (so a trailing closure can fill it).
    var isFunction: Bool
    var isVariadic: Bool
}

struct APIDecl {
    enum Kind {
        case type, function, initializer, property, enumCase, macro
    }

    var module: String
    /// The enclosing type or extended type, without module prefixes (`Duration`,
    /// `AsyncStream.Continuation`); empty at top level.
    var owner: String
    var name: String
    var kind: Kind
    /// Parameters of functions, initializers and enum cases with a payload.
    var params: [Param]?
    /// Empty when the declaration carries no Apple availability.
    var requirement: Requirement

    /// `Duration.init(attoseconds:)`, `Task.sleep(for:tolerance:)`, `Duration.attoseconds`, `Atomic`.
    var displayName: String {
        let base = owner.isEmpty ? name : owner + "." + name
        guard let params, kind != .type else { return base }
        return base + "(" + params.map { $0.label + ":" }.joined() + ")"
    }
}

/// The labels of a call as written: `f(a: 1, 2) { } b: { }` has labels `a`, `_` and trailing
/// closures `nil` (unlabelled) and `b`.
struct CallShape {
    var labels: [String]
    var trailingClosures: [String?]
}

final class APITable {
    private(set) var types: [String: [APIDecl]] = [:]
    private(set) var members: [String: [APIDecl]] = [:]
    /// Types that own members in the table (by last name component too: `Continuation`).
    private(set) var owners: Set<String> = []

    var declarationCount: Int {
        types.values.reduce(0) { $0 + $1.count } + members.values.reduce(0) { $0 + $1.count }
    }

    func add(_ decl: APIDecl) {
        // Members of underscored (implementation) types are not API anyone calls by name.
        if decl.owner.split(separator: ".").contains(where: { $0.hasPrefix("_") }) { return }
        if !decl.owner.isEmpty {
            owners.insert(decl.owner)
            if let last = decl.owner.split(separator: ".").last { owners.insert(String(last)) }
        }
        if decl.kind == .type {
            let key = decl.owner.isEmpty ? decl.name : decl.owner + "." + decl.name
            types[key, default: []].append(decl)
        } else {
            members[decl.name, default: []].append(decl)
        }
    }

    /// A member of a type that is itself newer than the floors needs what the type needs: calling
    /// `withLock` on a `Mutex` needs a `Mutex`. Run once, after every declaration was added.
    func propagateOwnerRequirements() {
        func ownerRequirement(_ owner: String) -> Requirement {
            guard !owner.isEmpty else { return Requirement() }
            let decls = types[owner] ?? []
            // Only when every type of that name is constrained (two modules may both declare it).
            guard !decls.isEmpty, decls.allSatisfy({ !$0.requirement.isEmpty }) else { return Requirement() }
            return decls.map(\.requirement).reduce(decls[0].requirement) { lowest($0, $1) }
        }
        for (name, decls) in members {
            members[name] = decls.map { decl in
                var copy = decl
                copy.requirement = decl.requirement.merged(with: ownerRequirement(decl.owner))
                return copy
            }
        }
        for (key, decls) in types {
            types[key] = decls.map { decl in
                var copy = decl
                copy.requirement = decl.requirement.merged(with: ownerRequirement(decl.owner))
                return copy
            }
        }
    }

    var allDeclarations: [APIDecl] {
        (Array(types.values.joined()) + Array(members.values.joined())).sorted {
            $0.displayName < $1.displayName
        }
    }

    func isKnownType(_ name: String) -> Bool { types[name] != nil || owners.contains(name) }

    func hasMember(named name: String) -> Bool { members[name] != nil }

    /// How a use relates to the table.
    enum Match {
        /// No declaration of that name and shape.
        case none
        /// Some candidate is usable where the use is; `shadowed` is a newer same-name candidate the
        /// compiler may pick instead (what `--show-overloads` lists).
        case satisfied(shadowed: APIDecl?)
        /// Every candidate needs more than the context; the one needing least.
        case newer(APIDecl)
    }

    /// A use of the type `name` (`Atomic`, `Regex.Match`).
    func typeUse(_ name: String, context: Requirement) -> Match {
        guard let decls = types[name], !decls.isEmpty else { return .none }
        return classify(decls, context: context)
    }

    /// A member use: candidates have the same base name and, for calls, labels that fit; when
    /// `receiver` names a type that declares such a member, only its members count.
    /// Initializers (`init`) count only for an explicit receiver type.
    func memberUse(
        _ name: String, call: CallShape?, alsoProperty: Bool, receiver: String?, context: Requirement
    ) -> Match {
        guard let decls = members[name] else { return .none }
        var candidates = decls.filter { decl in
            if let call,
                decl.kind == .function || decl.kind == .initializer || decl.kind == .macro
                    || (decl.kind == .enumCase && decl.params != nil), Self.fits(decl.params ?? [], call)
            {
                return true
            }
            if alsoProperty || call == nil {
                return decl.kind == .property || (decl.kind == .enumCase && decl.params == nil)
            }
            return false
        }
        if name == "init" {
            guard let receiver else { return .none }
            candidates = candidates.filter { Self.owner($0.owner, is: receiver) }
        } else if let receiver {
            let owned = candidates.filter { Self.owner($0.owner, is: receiver) }
            if !owned.isEmpty { candidates = owned }
        }
        return classify(candidates, context: context)
    }

    /// Free functions (or only macros) with no owner of that name; for calls, with labels that fit.
    func freeFunctionUse(_ name: String, call: CallShape?, macrosOnly: Bool = false, context: Requirement)
        -> Match
    {
        guard let decls = members[name] else { return .none }
        let candidates = decls.filter { decl in
            decl.owner.isEmpty && ((decl.kind == .function && !macrosOnly) || decl.kind == .macro)
                && (call.map { Self.fits(decl.params ?? [], $0) } ?? true)
        }
        return classify(candidates, context: context)
    }

    private func classify(_ decls: [APIDecl], context: Requirement) -> Match {
        guard !decls.isEmpty else { return .none }
        if decls.contains(where: { $0.requirement.isSatisfied(by: context) }) {
            return .satisfied(shadowed: decls.first { !$0.requirement.isSatisfied(by: context) })
        }
        // Deterministic: the lowest macOS requirement, then the name.
        let lowestFirst = decls.sorted { left, right in
            let l = left.requirement.versions[.macOS] ?? Version(parts: [0])
            let r = right.requirement.versions[.macOS] ?? Version(parts: [0])
            return l != r ? l < r : left.displayName < right.displayName
        }
        return .newer(lowestFirst[0])
    }

    static func owner(_ owner: String, is receiver: String) -> Bool {
        owner == receiver || owner.hasSuffix("." + receiver)
    }

    /// Whether a call written with `call`'s labels can bind to `params`: labels in order, skipped
    /// parameters have defaults, trailing closures fill function parameters.
    static func fits(_ params: [Param], _ call: CallShape) -> Bool {
        var p = 0
        var index = 0
        let labels = call.labels
        while index < labels.count {
            let label = labels[index]
            while p < params.count, params[p].label != label {
                guard params[p].hasDefault else { return false }
                p += 1
            }
            guard p < params.count else { return false }
            index += 1
            if params[p].isVariadic {
                while index < labels.count, labels[index] == "_" { index += 1 }
            }
            p += 1
        }
        for closure in call.trailingClosures {
            while p < params.count {
                let param = params[p]
                let fitsHere = closure == nil ? param.isFunction : param.label == closure
                if fitsHere { break }
                guard param.hasDefault else { return false }
                p += 1
            }
            guard p < params.count else { return false }
            p += 1
        }
        return params[p...].allSatisfy { $0.hasDefault || $0.isVariadic }
    }
}

/// Per platform, the lower of two requirements (a platform missing from either is dropped).
func lowest(_ a: Requirement, _ b: Requirement) -> Requirement {
    var result = Requirement()
    for (platform, version) in a.versions {
        if let other = b.versions[platform] { result.versions[platform] = min(version, other) }
    }
    return result
}
