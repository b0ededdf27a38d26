extension TutorialRules {
    /// Reads the rules file of a content set (``GuidebookContent/rulesFile``), JSON or property
    /// list by its extension.
    ///
    /// Content does this when it loads (``GuidebookContent/tutorialRules``), and
    /// `Tutorials(content:store:presenter:)` (given a ``GuidebookContent``) gives
    /// the result to the engine; call it yourself to handle a refused file in your own way.
    ///
    /// ```swift
    /// let rules = try content.rulesFile.map(TutorialRules.init(file:)) ?? TutorialRules()
    /// ```
    ///
    /// - Parameter file: The file as read.
    /// - Throws: ``TutorialRulesError`` with every finding, placed at the file's ``ContentFile/path``;
    ///   the file is read within its content's limits (``ContentFile/limits``).
    public init(file: ContentFile) throws(TutorialRulesError) {
        try self.init(
            data: file.data, file: file.path, isJSON: file.relativePath.lowercased().hasSuffix(".json"),
            limits: file.limits)
    }
}
