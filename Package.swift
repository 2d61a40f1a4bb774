// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "HeadlessFlow",
    // The lowest Apple platforms the shipped products honestly build for. SwiftPM declares one set of
    // floors for a whole package, so they are those of the most demanding product:
    // `HeadlessFlowSwiftUI` drives `NavigationStack`, which SwiftUI has from iOS 16 / macOS 13 /
    // tvOS 16 / watchOS 9 (visionOS from its first release). The core uses nothing newer, and
    // `.ci/availability/run.sh` keeps it so: it fails when a shipped source uses a standard-library,
    // concurrency, Synchronization, Regex, Observation or Foundation declaration (or a language feature
    // whose runtime support is) newer than these lines, which the Linux compiler never checks.
    platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        // The model, coordinators, publishing, scenes, routing, flows, restoration and journal. Names
        // no UI framework.
        .library(name: "HeadlessFlow", targets: ["HeadlessFlow"]),
        // Renderers: add the one for the UI framework the app draws with.
        .library(name: "HeadlessFlowUIKit", targets: ["HeadlessFlowUIKit"]),
        .library(name: "HeadlessFlowSwiftUI", targets: ["HeadlessFlowSwiftUI"]),
        // Test helpers for apps: recorder, tree text, leak tracking, user gestures. Links XCTest;
        // import it from test targets only.
        .library(name: "HeadlessFlowTesting", targets: ["HeadlessFlowTesting"]),
        // The demo's app logic (store, coordinators, view-models, screens, scenes, links,
        // restoration), which every renderer of the demo shares. Only the demo's iOS app
        // (Demo/iOS) links it; it is not part of HeadlessFlow's API.
        .library(name: "DemoKit", targets: ["DemoKit"]),
    ],
    targets: [
        .target(name: "HeadlessFlow", dependencies: ["HeadlessFlowAtomics"]),
        // A few C11 atomics for the publishers (`Synchronization.Atomic` needs iOS 18 / macOS 15,
        // above the floors). Never a product: apps get it with HeadlessFlow, as one more module.
        .target(name: "HeadlessFlowAtomics"),
        .target(name: "HeadlessFlowUIKit", dependencies: ["HeadlessFlow"]),
        .target(name: "HeadlessFlowSwiftUI", dependencies: ["HeadlessFlow"]),
        .target(name: "HeadlessFlowTesting", dependencies: ["HeadlessFlow"]),

        // What the fuzzers run, shared with the tests that replay their findings. Never a product:
        // no app links it.
        .target(name: "HeadlessFlowFuzzing", dependencies: ["HeadlessFlow"]),
        .executableTarget(
            name: "SceneFuzzer",
            dependencies: ["HeadlessFlowFuzzing"],
            exclude: ["scene.dict", "run-fuzzer.sh"]
        ),
        .executableTarget(
            name: "RouteFuzzer",
            dependencies: ["HeadlessFlowFuzzing"],
            exclude: ["route.dict", "run-fuzzer.sh", "seeds"]
        ),
        .executableTarget(
            name: "SnapshotFuzzer",
            dependencies: ["HeadlessFlowFuzzing"],
            exclude: ["snapshot.dict", "run-fuzzer.sh", "seeds"]
        ),
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["HeadlessFlow", "HeadlessFlowTesting", "DemoTerminal"]
        ),

        // The demo app: its logic lives in DemoKit, which the terminal, the iOS app (Demo/iOS) and
        // the tests share; the terminal renderer (line editor, drawing, commands) in DemoTerminal;
        // `demo` only wires it up (`swift run demo`).
        .target(
            name: "DemoKit",
            dependencies: ["HeadlessFlow"],
            path: "Demo/DemoKit",
            resources: [.copy("Scenes")]
        ),
        // `demo --map` runs the navigation explorer, which lives in HeadlessFlowTesting and so
        // links XCTest. Only Linux toolchains always ship XCTest; elsewhere (a Mac with only the
        // command-line tools) the demo is built without the map, so `swift run demo` never needs it.
        .target(
            name: "DemoTerminal",
            dependencies: [
                "DemoKit",
                "HeadlessFlow",
                .target(name: "HeadlessFlowTesting", condition: .when(platforms: [.linux])),
            ],
            path: "Demo/DemoTerminal",
            swiftSettings: [.define("DEMO_EXPLORER", .when(platforms: [.linux]))]
        ),
        .executableTarget(
            name: "demo",
            dependencies: ["DemoTerminal"],
            path: "Demo/demo"
        ),

        .testTarget(
            name: "HeadlessFlowTests",
            // HeadlessFlowSwiftUI: the Renderers guide's snippets, compiled in Documentation/.
            dependencies: ["HeadlessFlow", "HeadlessFlowTesting", "HeadlessFlowSwiftUI"],
            resources: [.copy("Fixtures/Scenes")]
        ),
        .testTarget(name: "HeadlessFlowUIKitTests", dependencies: ["HeadlessFlowUIKit", "HeadlessFlowTesting"]),
        .testTarget(name: "HeadlessFlowSwiftUITests", dependencies: ["HeadlessFlowSwiftUI", "HeadlessFlowTesting"]),
        .testTarget(name: "HeadlessFlowTestingTests", dependencies: ["HeadlessFlowTesting"]),
        .testTarget(name: "HeadlessFlowFuzzingTests", dependencies: ["HeadlessFlowFuzzing"]),
        .testTarget(
            name: "DemoKitTests",
            dependencies: ["DemoKit", "HeadlessFlowTesting"],
            path: "Tests/DemoKitTests"
        ),
        .testTarget(
            name: "DemoTerminalTests",
            dependencies: ["DemoTerminal", "DemoKit", "demo", "HeadlessFlowTesting"],
            path: "Tests/DemoTerminalTests"
        ),
        // The demo's journeys driven once and drawn by all three renderers (the terminal, and the
        // neutral halves of the UIKit and SwiftUI drawing), compared after every step. Its own
        // target: only it needs the demo and both renderer products together.
        .testTarget(
            name: "DemoJourneyTests",
            dependencies: [
                "DemoKit", "DemoTerminal", "HeadlessFlow", "HeadlessFlowUIKit", "HeadlessFlowSwiftUI",
            ],
            path: "Tests/DemoJourneyTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
