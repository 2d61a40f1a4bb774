// expect: is only available in
// An API newer than Package.swift's floors: `Mutex` needs iOS 18 / macOS 15. The real compiler
// refuses it at the deployment target, which the Linux compiler never checks.
import Synchronization

func counter() -> Int {
    let mutex = Mutex(0)
    return mutex.withLock { $0 }
}
