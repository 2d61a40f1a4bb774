import HeadlessFlow
import HeadlessFlowTesting
import XCTest

/// The registry names a type once per type (`TypeNames`) and a duplicate's full name only when it
/// throws; these tests hold its registrations to a plain model that names every type at every
/// registration, over many seeded random ones.
final class RestorationRegistryRandomizedTests: XCTestCase {
    @MainActor func testRegister_ManySeededRandomRegistrations_SameOutcomesAndNamesAsThePlainModel() async {
        var random = SeededRandom(seed: 0x0038_F2E5)
        var failures: [String] = []
        var outcomes: [String: Int] = [:]
        for round in 1...300 {
            var registry = RestorationRegistry()
            var model = PlainRegistryModel()
            for step in 1...12 {
                let candidate = RegistrationPool.candidates[
                    Int(random.next() % UInt64(RegistrationPool.candidates.count))]
                let name = RegistrationPool.names[Int(random.next() % UInt64(RegistrationPool.names.count))]
                let expected = model.register(candidate, name: name)
                let actual: String
                do {
                    try candidate.register(&registry, name)
                    actual = "registered"
                } catch {
                    actual = "\(error)"
                }
                outcomes[expected == "registered" ? "registered" : String(expected.prefix(20)), default: 0] +=
                    1
                if actual != expected || registry.screenNames != model.screenNames
                    || registry.coordinatorNames != model.coordinatorNames
                {
                    failures.append(
                        "round \(round) step \(step): \(actual), expected \(expected); "
                            + "\(registry.screenNames) \(registry.coordinatorNames)")
                }
            }
            if !failures.isEmpty { break }
        }
        XCTAssertEqual(failures, [])
        // Registrations, duplicates and refused factories all happened, often.
        XCTAssertEqual(outcomes.values.filter { $0 < 50 }, [], "\(outcomes)")
    }
}

// MARK: - The plain model

/// What the registry did before `TypeNames`: each registration names its type then.
@MainActor
private struct PlainRegistryModel {
    private var screensByName: [String: String] = [:]
    private var screensByType: [ObjectIdentifier: String] = [:]
    private var coordinatorsByName: [String: String] = [:]
    private var coordinatorsByType: [ObjectIdentifier: String] = [:]

    init() {
        for type in [Screen.self, TabBar.self, SplitContainer.self, PageContainer.self, ContainerScreen.self]
        {
            screensByName[String(describing: type)] = String(reflecting: type)
            screensByType[ObjectIdentifier(type)] = String(reflecting: type)
        }
    }

    var screenNames: [String] { screensByName.keys.sorted() }
    var coordinatorNames: [String] { coordinatorsByName.keys.sorted() }

    mutating func register(_ candidate: RegistrationPool.Candidate, name: String?) -> String {
        if candidate.ignoresState {
            return "\(RestorationError.factoryIgnoresState(type: String(describing: candidate.type)))"
        }
        let entryName = name ?? String(describing: candidate.type)
        let typeName = String(reflecting: candidate.type)
        let key = ObjectIdentifier(candidate.type)
        if candidate.isCoordinator {
            if let existing = coordinatorsByName[entryName] ?? coordinatorsByType[key] {
                return "\(RestorationError.duplicateRegistration(name: entryName, existing: existing))"
            }
            coordinatorsByName[entryName] = typeName
            coordinatorsByType[key] = typeName
        } else {
            if let existing = screensByName[entryName] ?? screensByType[key] {
                return "\(RestorationError.duplicateRegistration(name: entryName, existing: existing))"
            }
            screensByName[entryName] = typeName
            screensByType[key] = typeName
        }
        return "registered"
    }
}

// MARK: - The types

@MainActor
private enum RegistrationPool {
    struct Candidate {
        let type: Any.Type
        let isCoordinator: Bool
        /// Registered with a factory that drops the type's state, which the registry refuses.
        let ignoresState: Bool
        let register: @MainActor (inout RestorationRegistry, String?) throws -> Void
    }

    static let names: [String?] = [nil, nil, nil, "Shared", "Alpha", "Screen"]

    static let candidates: [Candidate] = [
        Candidate(type: AlphaScreen.self, isCoordinator: false, ignoresState: false) {
            try $0.register(AlphaScreen.self, name: $1) { AlphaScreen() }
        },
        Candidate(type: Scope.AlphaScreen.self, isCoordinator: false, ignoresState: false) {
            try $0.register(Scope.AlphaScreen.self, name: $1) { Scope.AlphaScreen() }
        },
        Candidate(type: GenericScreen<Int>.self, isCoordinator: false, ignoresState: false) {
            try $0.register(GenericScreen<Int>.self, name: $1) { GenericScreen<Int>() }
        },
        Candidate(type: GenericScreen<String>.self, isCoordinator: false, ignoresState: false) {
            try $0.register(GenericScreen<String>.self, name: $1) { GenericScreen<String>() }
        },
        Candidate(type: StatefulScreen.self, isCoordinator: false, ignoresState: false) {
            try $0.register(StatefulScreen.self, name: $1) { StatefulScreen(count: $0) }
        },
        Candidate(type: StatefulScreen.self, isCoordinator: false, ignoresState: true) {
            try $0.register(StatefulScreen.self as Screen.Type, name: $1) { StatefulScreen(count: 0) }
        },
        Candidate(type: Screen.self, isCoordinator: false, ignoresState: false) {
            try $0.register(Screen.self, name: $1) { Screen() }
        },
        Candidate(type: AlphaCoordinator.self, isCoordinator: true, ignoresState: false) {
            try $0.register(AlphaCoordinator.self, name: $1) { AlphaCoordinator(navigation: $0) }
        },
        Candidate(type: Scope.AlphaCoordinator.self, isCoordinator: true, ignoresState: false) {
            try $0.register(Scope.AlphaCoordinator.self, name: $1) { Scope.AlphaCoordinator(navigation: $0) }
        },
    ]

    final class AlphaScreen: Screen {}
    final class GenericScreen<T>: Screen {}

    final class StatefulScreen: Screen, RestorableScreen {
        let count: Int
        init(count: Int) {
            self.count = count
            super.init()
        }
        var restorationState: Int { count }
    }

    final class AlphaCoordinator: Coordinator {
        let context: CoordinatorContext
        init(navigation: Navigation) { context = CoordinatorContext(navigation: navigation) }
        func start(animated: Bool) {}
    }

    enum Scope {
        final class AlphaScreen: Screen {}

        final class AlphaCoordinator: Coordinator {
            let context: CoordinatorContext
            init(navigation: Navigation) { context = CoordinatorContext(navigation: navigation) }
            func start(animated: Bool) {}
        }
    }
}
