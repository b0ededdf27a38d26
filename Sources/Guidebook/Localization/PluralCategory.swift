/// A CLDR plural category: which form of a word a count takes in a language.
///
/// String Catalogs name their plural variations by these (`"one"`, `"few"`, ...).
///
/// ```swift
/// PluralRules(language: "ru").category(for: 3)  // .few
/// ```
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Codable {
    /// Arabic 0, Latvian 0/10–20/…, Welsh 0.
    case zero
    /// English 1; French 0 and 1; Russian 1, 21, 31, ….
    case one
    /// Arabic, Hebrew, Slovenian 2, ….
    case two
    /// Russian 2–4, 22–24, …; Arabic 3–10, ….
    case few
    /// Russian 5–20, …; Arabic 11–99, …; French, Spanish, Italian 1,000,000, ….
    case many
    /// Everything else; every language has it.
    case other
}
