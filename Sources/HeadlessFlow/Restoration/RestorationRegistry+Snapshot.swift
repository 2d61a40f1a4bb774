// Taking a snapshot of a live tree.

extension RestorationRegistry {
    /// The whole tree under `root` as a ``NavigationSnapshot``: `root`'s navigation (the window)
    /// with everything shown from it, and every coordinator under `root` with its state.
    ///
    /// Screens and coordinators whose types are not registered, and what they carry, are cut by
    /// the rule in ``RestorationOmission`` and listed in ``NavigationSnapshot/omissions``.
    public func snapshot(of root: some Coordinator) -> NavigationSnapshot {
        let (record, omissions) = TreeCut.apply(to: capture(root: root))
        return NavigationSnapshot(tree: record.canonical(), omissions: omissions)
    }

    /// The whole tree under `root` as it is now, with the objects' own IDs and nothing cut, each
    /// screen's state read now: what a test compares with ``NavigationJournal/treeAsRecorded``.
    package func capturedTree(of root: some Coordinator) -> NavigationSnapshot {
        NavigationSnapshot(tree: capture(root: root), omissions: [])
    }
}
