import DemoTerminal
import Foundation

// The terminal demo lives in DemoTerminal (the app itself in DemoKit); this file only hands it the process's arguments and environment.
exit(
    DemoCommandLine.run(
        arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
)
