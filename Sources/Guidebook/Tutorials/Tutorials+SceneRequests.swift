extension Tutorials {
    /// Carries out what a view tree asked for, in `scene`.
    ///
    /// ```swift
    /// for request in binding.bind(to: scene) { tutorials.perform(request, in: scene) }
    /// ```
    ///
    /// - Parameters:
    ///   - request: A card or a tour.
    ///   - scene: The scene of the tree's window.
    public func perform(_ request: TutorialSceneRequest, in scene: TutorialScene) {
        switch request {
        case .card(let key): show(key, in: scene)
        case .tour(let tour, let steps): showTour(tour, onScreen: steps, in: scene)
        }
    }
}
