extension RulesReader {
    /// Whether the file is of a newer format than this release reads: then a key or value it does
    /// not know is a newer release's field, ignored with a warning, not a typo.
    var isNewer: Bool { format > TutorialRules.supportedFormat }

    /// Reads the top level's `"format"`: a whole number, 1 or more.
    mutating func readFormat(_ entry: PropertyListDictionary.Entry) {
        guard case .integer(let number) = entry.value else {
            wrongType(entry, expected: "a whole number, the rules format (\(TutorialRules.supportedFormat))")
            return
        }
        guard number >= 1, number <= Int64(Int32.max) else {
            fail(
                "\"format\" is \(number), which is no rules format.", at: entry.location,
                fix: "Write \"format\": \(TutorialRules.supportedFormat), or leave it out (format 1).",
                code: .rulesBadValue)
            return
        }
        format = Int(number)
    }

    /// The fix of a newer format's key or value: nothing to change for this app; a typo's
    /// nearest name, in case it is one.
    func newerFix(_ suggestion: String?) -> String {
        let update = "Nothing to change in the file: a release of the app that reads format \(format) uses it."
        return suggestion.map { "\(update) If it is a typo: did you mean \"\($0)\"?" } ?? update
    }

    /// An unknown `name` among `names` in a newer format's file: a warning saying what is used
    /// instead (`fallback`). Returns `false` (nothing reported) in a file of this format or older,
    /// where the caller reports it as an error.
    mutating func newerValue(
        _ name: String, among names: [String], at location: SourceLocation?, what: String, fallback: String?
    ) -> Bool {
        guard isNewer, let fallback else { return false }
        warnings.append(
            Diagnostic(
                .warning,
                "Unknown \(what) \"\(name)\": the file is rules format \(format), and this app's Guidebook is "
                    + "older (it reads format \(TutorialRules.supportedFormat)), so the card is shown with \(fallback).",
                at: location, fix: newerFix(EditDistance.closest(to: name, among: names)), code: .rulesNewerValue))
        return true
    }
}
