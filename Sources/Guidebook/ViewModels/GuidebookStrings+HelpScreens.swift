extension GuidebookStrings {
    /// The help screens' words (title, "See also", search prompt, "No results", a sheet's Done).
    public var helpScreenStrings: HelpScreenStrings {
        HelpScreenStrings(title: help, seeAlso: seeAlso, searchPrompt: searchHelp, noResults: noResults, done: done)
    }
}
