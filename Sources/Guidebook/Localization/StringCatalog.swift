import Foundation

/// A String Catalog (`.xcstrings`), Xcode's JSON format for one table in every language:
/// plain strings, plural and device variations, substitutions, comments and review states.
///
/// A key with no localization in the catalog's `sourceLanguage` has the key itself as its
/// source text, as Xcode extracts it from code. Resolution (`string(forKey:language:...)`)
/// picks variations with CLDR plural rules and keeps format specifiers verbatim.
///
/// ```swift
/// let catalog = try StringCatalog(contentsOf: url)
/// catalog.string(forKey: "%lld cards", language: "ru", counts: [3])  // "3 карточки" form
/// catalog.entries.first?.localizations["de"]?.stringUnit?.state      // .translated
/// ```
public struct StringCatalog: Sendable, Hashable {
    /// The language the keys are written in (`en`).
    public var sourceLanguage: String {
        didSet { reindex() }
    }
    /// The format version (`1.0`, `1.1`).
    public var version: String
    /// The keys in file order. Setting them re-indexes the catalog.
    public var entries: [Entry] {
        didSet { reindex() }
    }
    /// The path the catalog was read from; empty for in-memory content.
    public var file: String

    private var indexByKey: [String: Int] = [:]
    private var languageList: [String] = []

    /// Creates a catalog from entries.
    ///
    /// - Parameters:
    ///   - sourceLanguage: The language the keys are written in.
    ///   - version: The format version.
    ///   - entries: The keys, in order; a later repeat of a key replaces the earlier one.
    ///   - file: The path reported in locations.
    public init(sourceLanguage: String, version: String = "1.0", entries: [Entry], file: String = "") {
        self.sourceLanguage = sourceLanguage
        self.version = version
        self.file = file
        var kept: [Entry] = []
        var index: [String: Int] = [:]
        for entry in entries {
            if let existing = index[entry.key] {
                kept[existing] = entry
            } else {
                index[entry.key] = kept.count
                kept.append(entry)
            }
        }
        self.entries = kept
        reindex()
    }

    private mutating func reindex() {
        var index: [String: Int] = [:]
        index.reserveCapacity(entries.count)
        var others: Set<String> = []
        for (position, entry) in entries.enumerated() {
            if index[entry.key] == nil { index[entry.key] = position }
            for language in entry.localizations.keys where language != sourceLanguage {
                others.insert(language)
            }
        }
        indexByKey = index
        languageList = [sourceLanguage] + others.sorted()
    }

    /// The entry for a key.
    ///
    /// - Complexity: O(1).
    public func entry(forKey key: String) -> Entry? {
        indexByKey[key].map { entries[$0] }
    }

    /// The source language, then every other language any key is localized into, sorted.
    ///
    /// - Complexity: O(1); computed when the entries are set.
    public var languages: [String] { languageList }

    public static func == (lhs: StringCatalog, rhs: StringCatalog) -> Bool {
        lhs.sourceLanguage == rhs.sourceLanguage && lhs.version == rhs.version && lhs.entries == rhs.entries
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(sourceLanguage)
        hasher.combine(entries)
    }
}

extension StringCatalog {
    /// One key of the catalog with all its translations.
    public struct Entry: Sendable, Hashable {
        /// The key (also the source text when the source language has no localization).
        public var key: String
        /// The translator's comment.
        public var comment: String?
        /// How Xcode found the key: `manual`, `stale`, `extracted_with_value`, ...
        public var extractionState: String?
        /// `false` when the key must not be translated: every language shows the source text.
        public var shouldTranslate: Bool
        /// The translations by language (`de`, `pt-BR`, `zh-Hant`).
        public var localizations: [String: Content]
        /// Where the key stands in the file.
        public var location: SourceLocation?

        /// Creates an entry.
        public init(
            key: String, comment: String? = nil, extractionState: String? = nil, shouldTranslate: Bool = true,
            localizations: [String: Content] = [:], location: SourceLocation? = nil
        ) {
            self.key = key
            self.comment = comment
            self.extractionState = extractionState
            self.shouldTranslate = shouldTranslate
            self.localizations = localizations
            self.location = location
        }

        public static func == (lhs: Entry, rhs: Entry) -> Bool {
            lhs.key == rhs.key && lhs.comment == rhs.comment && lhs.extractionState == rhs.extractionState
                && lhs.shouldTranslate == rhs.shouldTranslate && lhs.localizations == rhs.localizations
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(key)
        }
    }

    /// What a localization, a variation case or a substitution case holds: a string unit,
    /// variations that choose among further contents, and substitutions for `%#@name@`.
    public struct Content: Sendable, Hashable {
        /// The text and its review state, when this content is plain.
        public var stringUnit: StringUnit?
        /// Plural or device variations, when the text depends on a count or a device.
        public var variations: Variations?
        /// Substitutions by name, for `%#@name@` in the text.
        public var substitutions: [String: Substitution]
        /// Where the content's object starts in the file.
        public var location: SourceLocation?

        /// Creates content.
        public init(
            stringUnit: StringUnit? = nil, variations: Variations? = nil,
            substitutions: [String: Substitution] = [:], location: SourceLocation? = nil
        ) {
            self.stringUnit = stringUnit
            self.variations = variations
            self.substitutions = substitutions
            self.location = location
        }

        /// Content that is just a translated text.
        public static func text(_ value: String, state: State = .translated) -> Content {
            Content(stringUnit: StringUnit(state: state, value: value))
        }

        public static func == (lhs: Content, rhs: Content) -> Bool {
            lhs.stringUnit == rhs.stringUnit && lhs.variations == rhs.variations
                && lhs.substitutions == rhs.substitutions
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(stringUnit)
        }

        /// Every string unit in this content and below it, for lint (states, specifiers): plural
        /// forms in CLDR order, device forms and substitutions by name.
        public var allStringUnits: [StringUnit] {
            var units: [StringUnit] = stringUnit.map { [$0] } ?? []
            units += variations?.allStringUnits ?? []
            for name in substitutions.keys.sorted() {
                units += substitutions[name]?.variations?.allStringUnits ?? []
            }
            return units
        }

        /// The least finished state among the content's string units (`new`, then
        /// `needs_review`, then `stale`, then any other); `nil` when it has none.
        public var state: State? {
            let states = allStringUnits.map(\.state)
            for candidate in [State.new, .needsReview, .stale] where states.contains(candidate) {
                return candidate
            }
            return states.first
        }
    }

    /// A text and its review state.
    public struct StringUnit: Sendable, Hashable {
        /// The review state.
        public var state: State
        /// The text, format specifiers verbatim.
        public var value: String
        /// Where the string unit's object starts.
        public var location: SourceLocation?

        /// Creates a string unit.
        public init(state: State = .translated, value: String, location: SourceLocation? = nil) {
            self.state = state
            self.value = value
            self.location = location
        }

        public static func == (lhs: StringUnit, rhs: StringUnit) -> Bool {
            lhs.state == rhs.state && lhs.value == rhs.value
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(value)
        }
    }

    /// A translation's review state as Xcode records it; unknown states are kept as written.
    public struct State: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The spelling in the file.
        public var rawValue: String
        /// Creates a state from its spelling.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Not translated yet.
        public static let new = State(rawValue: "new")
        /// Translated, but the source changed or a translator flagged it.
        public static let needsReview = State(rawValue: "needs_review")
        /// Translated and reviewed.
        public static let translated = State(rawValue: "translated")
        /// The key is no longer found in code.
        public static let stale = State(rawValue: "stale")

        public var description: String { rawValue }
    }

    /// How a text varies.
    public enum Variations: Sendable, Hashable {
        /// By the CLDR plural category of a count.
        case plural([PluralCategory: Content])
        /// By device (`iphone`, `ipad`, `mac`, `applewatch`, `appletv`, `applevision`, `other`).
        case device([String: Content])

        /// The string units of every case, plural forms in CLDR order, devices by name.
        var allStringUnits: [StringUnit] {
            switch self {
            case .plural(let cases):
                PluralCategory.allCases.flatMap { cases[$0]?.allStringUnits ?? [] }
            case .device(let cases):
                cases.keys.sorted().flatMap { cases[$0]?.allStringUnits ?? [] }
            }
        }
    }

    /// The text that replaces `%#@name@`, chosen by one format argument's count.
    public struct Substitution: Sendable, Hashable {
        /// The 1-based format argument whose count chooses the variation (`argNum`).
        public var argumentNumber: Int?
        /// The specifier `%arg` stands for inside the variations (`lld`, `d`, `@`).
        public var formatSpecifier: String?
        /// The variations to choose from.
        public var variations: Variations?
        /// Where the substitution's object starts.
        public var location: SourceLocation?

        /// Creates a substitution.
        public init(
            argumentNumber: Int? = nil, formatSpecifier: String? = nil, variations: Variations? = nil,
            location: SourceLocation? = nil
        ) {
            self.argumentNumber = argumentNumber
            self.formatSpecifier = formatSpecifier
            self.variations = variations
            self.location = location
        }

        public static func == (lhs: Substitution, rhs: Substitution) -> Bool {
            lhs.argumentNumber == rhs.argumentNumber && lhs.formatSpecifier == rhs.formatSpecifier
                && lhs.variations == rhs.variations
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(argumentNumber)
        }
    }

    /// The device a text is shown on, for device variations.
    public enum Device: String, Sendable, Hashable, CaseIterable {
        /// iPhone.
        case iphone
        /// iPad.
        case ipad
        /// iPod touch.
        case ipod
        /// Mac.
        case mac
        /// Apple Watch.
        case applewatch
        /// Apple TV.
        case appletv
        /// Apple Vision Pro.
        case applevision
        /// Any other device; also the fallback case in files.
        case other
    }
}
