// expect: macro cannot be attached to property
// A view-model file that writes the bare `@Observable` on a property. On Apple platforms Foundation
// re-exports Observation, whose `Observable()` macro wins over HeadlessFlow's property wrapper;
// Docs/Observable.md quotes this error and its fix (`@HeadlessFlow.Observable`).
import Foundation
import HeadlessFlow

final class LoginViewModel {
    @Observable var state = 0
}
