/// The direction a language is written in, for presenters that lay out cards and help pages.
public enum LayoutDirection: String, Sendable, Hashable, Codable {
    /// Latin, Cyrillic, CJK, ...
    case leftToRight
    /// Arabic, Hebrew, Persian, Urdu, ...
    case rightToLeft

    /// The direction of a BCP 47 language tag (`ar`, `he-IL`, `fa`, `ur`); left to right when unknown.
    public init(language: String) {
        let primary = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        let rightToLeft: Set<String> = ["ar", "he", "iw", "fa", "ur", "ps", "sd", "ug", "yi", "dv", "ckb", "syr"]
        if language.lowercased().contains("-arab") || language.lowercased().contains("-hebr") {
            self = .rightToLeft
        } else {
            self = rightToLeft.contains(primary) ? .rightToLeft : .leftToRight
        }
    }

    /// The HTML `dir` value: `ltr` or `rtl`.
    public var htmlDirection: String { self == .rightToLeft ? "rtl" : "ltr" }
}
