// The libFuzzer target for the snapshot decoder and restore. The fuzzer is linked in only when
// the SNAPSHOT_FUZZER condition is set, so a plain `swift build` produces a harmless executable
// (which writes the seeds, `swift run SnapshotFuzzer --write-seeds Sources/SnapshotFuzzer/seeds`,
// and runs inputs through the checks, `swift run SnapshotFuzzer --check FILE...`).
// Build and run with `Sources/SnapshotFuzzer/run-fuzzer.sh SECONDS`. The checks themselves live in
// `SnapshotFuzzEntry` (HeadlessFlow/Restoration/Internal).
import Foundation
import HeadlessFlowFuzzing

#if SNAPSHOT_FUZZER
    // Same driver arrangement as Sources/SceneFuzzer: SwiftPM aliases `main` to the module's
    // entry point, so libFuzzer's own `main` cannot be used and this one calls its driver.
    @_silgen_name("LLVMFuzzerRunDriver")
    private func runFuzzerDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt

    @main
    enum SnapshotFuzzer {
        static func main() {
            var argc = CommandLine.argc
            var argv = CommandLine.unsafeArgv
            let status = runFuzzerDriver(&argc, &argv) { data, size in
                SnapshotFuzzEntry.run(UnsafeBufferPointer(start: data, count: size))
                return 0
            }
            exit(status)
        }
    }
#else
    @main
    enum SnapshotFuzzer {
        @MainActor
        static func main() throws {
            let arguments = CommandLine.arguments.dropFirst()
            if arguments.first == "--check" {
                // Runs files (a crash input, the corpus) through the checks without the fuzzer.
                var restored = 0
                for path in arguments.dropFirst() {
                    let data = try Data(contentsOf: URL(fileURLWithPath: path))
                    let didRestore = data.withUnsafeBytes { bytes in
                        SnapshotFuzzEntry.run(bytes.bindMemory(to: UInt8.self))
                    }
                    if didRestore { restored += 1 }
                }
                print("\(arguments.count - 1) inputs checked, \(restored) restored")
                return
            }
            guard arguments.first == "--write-seeds", let directory = arguments.dropFirst().first else {
                print(
                    """
                    SnapshotFuzzer was built without the fuzzer. Build and run it with:
                      Sources/SnapshotFuzzer/run-fuzzer.sh SECONDS
                    Write the seed snapshots with:
                      swift run SnapshotFuzzer --write-seeds Sources/SnapshotFuzzer/seeds
                    Run inputs through the checks:
                      swift run SnapshotFuzzer --check FILE...
                    """)
                return
            }
            for seed in try SnapshotFuzzEntry.seeds() {
                let restored = seed.data.withUnsafeBytes { bytes in
                    SnapshotFuzzEntry.run(bytes.bindMemory(to: UInt8.self))
                }
                try seed.data.write(
                    to: URL(fileURLWithPath: directory).appendingPathComponent(seed.name + ".json"))
                print("\(seed.name).json: \(seed.data.count) bytes, \(restored ? "restores" : "refused")")
            }
        }
    }
#endif
