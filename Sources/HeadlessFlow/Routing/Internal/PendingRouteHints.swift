#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The hints of a failed search until first read, then the patterns found, behind a mutex: what
/// ``ClosestRoutePatterns`` holds for a table's miss.
///
/// The state and its mutex live in one allocation (the mutex in the tail, at a stable address),
/// where a `Lock` takes three (the object, the value and the mutex): every miss makes one, and
/// those allocations and frees were a third of what a miss costs over a hit. `@unchecked
/// Sendable` because the state is only read or written with the mutex held (`ManagedBuffer`
/// itself is explicitly not `Sendable`, so the buffer is wrapped).
struct PendingRouteHints: @unchecked Sendable {
    private final class Storage: ManagedBuffer<ClosestRoutePatterns.Pending, pthread_mutex_t> {
        deinit {
            withUnsafeMutablePointerToElements { mutex in
                pthread_mutex_destroy(mutex)
                mutex.deinitialize(count: 1)
            }
        }
    }

    private let storage: Storage

    init(_ state: ClosestRoutePatterns.Pending) {
        storage = unsafeDowncast(Storage.create(minimumCapacity: 1) { _ in state }, to: Storage.self)
        storage.withUnsafeMutablePointerToElements { mutex in
            mutex.initialize(to: pthread_mutex_t())
            pthread_mutex_init(mutex, nil)
        }
    }

    /// The patterns, found on the first call (under the mutex, so every reader sees one list).
    func patterns() -> [String] {
        storage.withUnsafeMutablePointers { state, mutex in
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            switch state.pointee {
            case .found(let patterns):
                return patterns
            case .search(let hints, let path, let miss):
                let patterns = hints.closestPatterns(to: path, miss: miss)
                state.pointee = .found(patterns)
                return patterns
            }
        }
    }
}
