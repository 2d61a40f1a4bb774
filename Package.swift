// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "HeadlessFlow",
    products: [
        .library(name: "HeadlessFlow", targets: ["HeadlessFlow"])
    ],
    targets: [
        .target(name: "HeadlessFlow"),
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["HeadlessFlow"]
        ),
        .executableTarget(
            name: "SceneFuzzer",
            dependencies: ["HeadlessFlow"],
            exclude: ["scene.dict", "run-fuzzer.sh"]
        ),
        .testTarget(
            name: "HeadlessFlowTests",
            dependencies: ["HeadlessFlow"],
            resources: [.copy("Fixtures/Scenes")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
