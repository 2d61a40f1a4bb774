// The libFuzzer target for the scene parser. The fuzzer is linked in only when the SCENE_FUZZER
// condition is set, so a plain `swift build` produces a harmless executable. Build and run with
// `Sources/SceneFuzzer/run-fuzzer.sh SECONDS`; Docs/SceneFiles.md has the commands it runs and the
// figures of the last long run.
import Foundation
import HeadlessFlowFuzzing

#if SCENE_FUZZER
    // SwiftPM links executables with `main` aliased to the module's entry point, so libFuzzer's
    // own `main` cannot be used; this one hands the command line to libFuzzer's driver instead.
    // libFuzzer ships no Swift module, hence the declaration by symbol name (C calling
    // convention matches for these pointer and integer arguments).
    @_silgen_name("LLVMFuzzerRunDriver")
    private func runFuzzerDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt

    @main
    enum SceneFuzzer {
        static func main() {
            var argc = CommandLine.argc
            var argv = CommandLine.unsafeArgv
            let status = runFuzzerDriver(&argc, &argv) { data, size in
                SceneFuzzEntry.run(UnsafeBufferPointer(start: data, count: size))
                return 0
            }
            exit(status)
        }
    }
#else
    @main
    enum SceneFuzzer {
        static func main() {
            print(
                """
                SceneFuzzer was built without the fuzzer. Build and run it with:
                  Sources/SceneFuzzer/run-fuzzer.sh SECONDS
                """)
        }
    }
#endif
