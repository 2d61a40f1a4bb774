import HeadlessFlow

/// A screen whose user back gesture means something other than popping it: Success's `back`
/// goes back to Login (the account exists), not to an empty registration form.
@MainActor
package protocol BackHandling: AnyObject {
    /// Does what the user's back gesture means on this screen.
    func userDidRequestBack()
}
