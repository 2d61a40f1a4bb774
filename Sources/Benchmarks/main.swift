MainActor.assumeIsolated {
    runSceneBenchmarks()
}
