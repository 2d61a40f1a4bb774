import DemoKit
import Foundation

// The app lives in DemoKit; this file only hands it the process's arguments and environment.
exit(
    DemoCommandLine.run(
        arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
)
