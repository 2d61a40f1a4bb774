// Runs every benchmark scenario and prints one line per scenario:
// `bench: NAME NS ns/op baseline: BASELINE-NAME NS ns/op ratio: R`.
// Run with `swift run -c release Benchmarks`.

try runNavigationBenchmarks()

try runContainerBenchmarks()

runSceneBenchmarks()

runObservableBenchmarks()

try runEventBenchmarks()

runRouteBenchmarks()

try runDeepLinkBenchmarks()

try runRestorationBenchmarks()

try runExplorerBenchmarks()
