extension GuidebookContent {
    /// The cards' images checked against the content folder and the copy: an asset the folder
    /// has no file for or a symbol whose name is no symbol's (``imageFindings(_:of:)``, with a
    /// did-you-mean), and VoiceOver words some language of the tutorial table lacks (the
    /// engine's own `missing-image-label` warning, saying what that language reads instead). Each
    /// finding stands at the card's `image`.
    ///
    /// `package`: `guidebook lint` reports them (``rulesFindings(tableKeys:codeKeys:table:)``).
    ///
    /// - Parameters:
    ///   - rules: The rules file as read.
    ///   - locations: Where it wrote each card and image.
    /// - Complexity: O(cards with images × languages × entries).
    package func cardImageFindings(_ rules: TutorialRules, locations: TutorialRulesLocations) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let languages = languages()
        for (key, set) in rules.cards.sorted(by: { $0.key < $1.key }) {
            guard let image = set.image else { continue }
            let location = locations.images[key] ?? locations.cards[key]
            for var finding in imageFindings(image, of: key) {
                finding.location = location
                findings.append(finding)
            }
            let labelKey = TutorialCopy.imageLabelKey(for: key)
            for language in languages where !entries(language: language).contains(where: { $0.key == labelKey }) {
                let copy = tutorialCopy(preferredLanguages: [language])
                var finding = TutorialCopy.missingImageLabel(
                    key: key, language: language, table: copy.table,
                    shownIn: copy.imageLabel(for: key, language: language)?.language)
                finding.location = location
                findings.append(finding)
            }
        }
        return findings
    }
}
