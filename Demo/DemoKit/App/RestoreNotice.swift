/// What a restart says when the place saved no longer fits the data, in words: what was kept,
/// what was not, and where the user is now.
package enum RestoreNotice: CustomStringConvertible {
    case itemGone(name: String)
    case accountGone(email: String, path: String)

    package var description: String {
        switch self {
        case .itemGone(let name):
            "warning: the item \"\(SafeText.visible(name, limit: 60))\" you were looking at is no longer in "
                + "the data file, so you are on the items list instead; everything else was kept"
        case .accountGone(let email, let path):
            "warning: the account \(SafeText.visible(email, limit: 60)) you were logged in with is no longer "
                + "in the data file, so you are on Login; the items and accounts of \(path) were kept, only "
                + "where you were was not"
        }
    }
}
