// A few C11 atomics for HeadlessFlow's publishers.
//
// `Synchronization.Atomic` needs iOS 18 / macOS 15, above the package's floors (iOS 16, macOS 13);
// clang's `__atomic` builtins (the ones C11 <stdatomic.h> is made of) are in every Apple and Linux
// toolchain the package builds with. They act on a plain integer, which Swift imports as such
// (it cannot import a C11 `_Atomic` field). The functions are `static inline`, so they compile
// into each caller and cost what the one machine instruction costs; ThreadSanitizer sees them as
// atomics, not as races.
//
// One word per publisher: the delivery state of `ObservableStorage` (see ObserverRegistry.swift):
// HFA_IDLE, or HFA_DELIVERING, optionally with HFA_PENDING (work for the drainer queued under the
// publisher's lock).

#ifndef HEADLESSFLOW_ATOMICS_H
#define HEADLESSFLOW_ATOMICS_H

#include <stdbool.h>
#include <stdint.h>

/// Nobody delivers.
#define HFA_IDLE 0u
/// One thread (the drainer) delivers.
#define HFA_DELIVERING 1u
/// Something waits for the drainer under the lock (a queued value, a cancellation to flag).
#define HFA_PENDING 2u

/// A delivery state word. A struct so that Swift code handles it by pointer through the functions
/// below; never read or write `value` directly.
typedef struct {
    uint32_t value;
} hfa_state;

/// Sets the word; only before the word is shared.
static inline void hfa_state_init(hfa_state *_Nonnull state, uint32_t value) {
    __atomic_store_n(&state->value, value, __ATOMIC_RELAXED);
}

/// Reads the word. Acquire: a thread that reads HFA_IDLE sees everything the last drainer did
/// before stepping down (its reads of the observers' cancelled flags among them), so it may take
/// over the delivering or write those flags.
static inline uint32_t hfa_state_load(const hfa_state *_Nonnull state) {
    return __atomic_load_n(&state->value, __ATOMIC_ACQUIRE);
}

/// Writes the word. Only under the publisher's lock, and only where no other thread can change
/// the word at the same time: becoming the drainer (from HFA_IDLE, which only a lock holder
/// leaves) and clearing HFA_PENDING (which only lock holders set). Release, so that a drainer
/// stepping down without the lock later publishes at least what was written here.
static inline void hfa_state_store(hfa_state *_Nonnull state, uint32_t value) {
    __atomic_store_n(&state->value, value, __ATOMIC_RELEASE);
}

/// Replaces `expected` with `desired` if the word holds `expected`; returns whether it did, and
/// otherwise leaves the word's value in `*expected`. Acquire and release: the drainer steps down
/// with it (its deliveries happen before the next drainer's), and lock holders set HFA_PENDING with
/// it, which fails when the drainer has just stepped down.
static inline bool hfa_state_compare_exchange(hfa_state *_Nonnull state, uint32_t *_Nonnull expected,
                                              uint32_t desired) {
    return __atomic_compare_exchange_n(&state->value, expected, desired, false, __ATOMIC_ACQ_REL,
                                       __ATOMIC_ACQUIRE);
}

#endif
