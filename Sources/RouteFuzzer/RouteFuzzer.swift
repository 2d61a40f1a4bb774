// The libFuzzer target for the URL pattern parser and matcher. The fuzzer is linked in only when
// the ROUTE_FUZZER condition is set, so a plain `swift build` produces a harmless executable. Build
// and run with `Sources/RouteFuzzer/run-fuzzer.sh SECONDS`. The checks themselves live in
// `RouteFuzzEntry` (HeadlessFlow/Routing/Internal), which the tests also call.
import Foundation
import HeadlessFlowFuzzing

#if ROUTE_FUZZER
    // Same driver arrangement as Sources/SceneFuzzer: SwiftPM aliases `main` to the module's
    // entry point, so libFuzzer's own `main` cannot be used and this one calls its driver.
    @_silgen_name("LLVMFuzzerRunDriver")
    private func runFuzzerDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt

    @main
    enum RouteFuzzer {
        static func main() {
            var argc = CommandLine.argc
            var argv = CommandLine.unsafeArgv
            let status = runFuzzerDriver(&argc, &argv) { data, size in
                RouteFuzzEntry.run(UnsafeBufferPointer(start: data, count: size))
                return 0
            }
            exit(status)
        }
    }
#else
    @main
    enum RouteFuzzer {
        static func main() {
            print(
                """
                RouteFuzzer was built without the fuzzer. Build and run it with:
                  Sources/RouteFuzzer/run-fuzzer.sh SECONDS
                """)
        }
    }
#endif
