import Foundation

/// What a downloaded content set must cover before it may replace the one in use, beyond
/// loading without errors: the languages the app shows must each have a help book, and every
/// tutorial table the tutorial keys of the development language.
///
/// The set itself is judged by ``GuidebookContent``, the one loader and validator an app and
/// every tool use (``GuidebookContent/problems(meeting:)``); this type only names what must be
/// there. `package`: the updater and the `guidebook` tools build it; apps set
/// ``RemoteContentPolicy/languages`` instead.
package struct ContentRequirements: Sendable, Hashable {
    /// Languages that must have a help book (in their `.lproj`, or one at the top).
    package var helpLanguages: [String]
    /// Languages that must have a tutorial table holding every tutorial key of the development language.
    package var tutorialLanguages: [String]
    /// The language whose tutorial keys every other language must have.
    package var developmentLanguage: String
    /// How much of each file of a set is read when it is judged (``RemoteContentPolicy/readingLimits``).
    package var limits = ReadingLimits.default

    /// `languages` (the policy's), else what the bundled content has: its languages with a
    /// help book, and those with tutorial copy.
    ///
    /// - Parameters:
    ///   - languages: The languages the app shows; empty for "whatever the bundled content has".
    ///   - developmentLanguage: The content's own language.
    ///   - bundled: The content folder shipped with the app.
    package init(languages: [String], developmentLanguage: String, bundled: URL) {
        self.developmentLanguage = developmentLanguage
        let content = GuidebookContent(source: .folder(bundled), developmentLanguage: developmentLanguage)
        let tutorials = content.languages(ofTable: "Tutorial")
        if !languages.isEmpty {
            helpLanguages = languages
            tutorialLanguages = tutorials.isEmpty ? [] : languages
        } else {
            helpLanguages = content.helpLanguages
            tutorialLanguages = tutorials
        }
    }

    /// Requirements given one by one.
    ///
    /// - Parameters:
    ///   - helpLanguages: Languages that must have a help book.
    ///   - tutorialLanguages: Languages that must have complete tutorial copy.
    ///   - developmentLanguage: The language whose keys the others must have.
    package init(helpLanguages: [String], tutorialLanguages: [String], developmentLanguage: String) {
        self.helpLanguages = helpLanguages
        self.tutorialLanguages = tutorialLanguages
        self.developmentLanguage = developmentLanguage
    }

    /// The errors that keep the set in `folder` from being used, positions relative to the
    /// set's root (`de.lproj/HelpList.plist:4:5`, as the manifest names the files): the set is
    /// loaded as a ``GuidebookContent`` and judged by ``GuidebookContent/problems(meeting:)``.
    /// Empty when the set is good.
    ///
    /// - Parameter folder: The staged or cached set.
    /// - Complexity: O(n) in the size of the set's files.
    package func errors(inSetAt folder: URL) -> [Diagnostic] {
        let content = GuidebookContent(
            source: .download(folder), developmentLanguage: developmentLanguage, limits: limits)
        let root = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
        return content.problems(meeting: self).map { finding in
            var finding = finding
            if let location = finding.location, location.file.hasPrefix(root) {
                finding.location = location.inFile(String(location.file.dropFirst(root.count)))
            }
            return finding
        }
    }
}
