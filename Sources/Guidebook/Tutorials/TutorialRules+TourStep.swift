extension TutorialRules {
    /// Where `key` is in the first ordered tour it is a step of, for its card ("2 of 4"); `nil`
    /// for a card in no ordered tour (a "first available" group has no steps to count).
    ///
    /// ```swift
    /// TutorialRules(tours: [TutorialTour("Basics", steps: ["Library", "Editor"])]).tourStep(of: "Editor")
    /// // TourStep(tour: "Basics", number: 2, count: 2)
    /// ```
    ///
    /// - Parameter key: The tutorial key.
    public func tourStep(of key: String) -> TutorialCard.TourStep? {
        for tour in tours where tour.kind == .sequence {
            if let index = tour.steps.firstIndex(of: key) {
                return TutorialCard.TourStep(tour: tour.name, number: index + 1, count: tour.steps.count)
            }
        }
        return nil
    }
}
