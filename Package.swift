// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "HeadlessFlow",
    products: [
        .library(name: "HeadlessFlow", targets: ["HeadlessFlow"]),
        // Test helpers for apps: recorder, tree text, leak tracking, user gestures. Links XCTest;
        // import it from test targets only.
        .library(name: "HeadlessFlowTesting", targets: ["HeadlessFlowTesting"]),
    ],
    targets: [
        .target(name: "HeadlessFlow"),
        .target(name: "HeadlessFlowTesting", dependencies: ["HeadlessFlow"]),
        .testTarget(name: "HeadlessFlowTestingTests", dependencies: ["HeadlessFlowTesting"]),
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["HeadlessFlow"]
        ),
        .executableTarget(
            name: "SceneFuzzer",
            dependencies: ["HeadlessFlow"],
            exclude: ["scene.dict", "run-fuzzer.sh"]
        ),
        .executableTarget(
            name: "RouteFuzzer",
            dependencies: ["HeadlessFlow"],
            exclude: ["route.dict", "run-fuzzer.sh", "seeds"]
        ),
        .executableTarget(
            name: "SnapshotFuzzer",
            dependencies: ["HeadlessFlow"],
            exclude: ["snapshot.dict", "run-fuzzer.sh", "seeds"]
        ),
        .testTarget(
            name: "HeadlessFlowTests",
            dependencies: ["HeadlessFlow", "HeadlessFlowTesting"],
            resources: [.copy("Fixtures/Scenes")]
        ),
        // The terminal demo app: its logic lives in DemoKit, which the tests import; `demo` only
        // wires it up (`swift run demo`).
        .target(
            name: "DemoKit",
            dependencies: ["HeadlessFlow"],
            path: "Demo/DemoKit",
            resources: [.copy("Scenes")]
        ),
        .executableTarget(
            name: "demo",
            dependencies: ["DemoKit"],
            path: "Demo/demo"
        ),
        .testTarget(
            name: "DemoKitTests",
            dependencies: ["DemoKit", "demo", "HeadlessFlowTesting"],
            path: "Tests/DemoKitTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
