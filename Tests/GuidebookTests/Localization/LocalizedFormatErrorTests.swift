import Foundation
import Guidebook
import Testing

/// Every way a `.stringsdict` entry or a String Catalog key can name an argument, a variable,
/// a plural form or a device that resolution cannot use: refused when the table is read, with
/// the whole finding (file:line:column, the key, the specifier, the fix).
@Suite struct LocalizedFormatErrorTests {
    /// A bad input and the whole diagnostic it must give.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var input: String
        var expected: String
        var testDescription: String { name }
    }

    static let file = "en.lproj/Tutorial.stringsdict"

    /// A `.stringsdict` file with one key `k`: its format on line 4, each variable on a line of its own from 5
    /// (a plural variable's first form at column 149).
    static func stringsdict(format: String, _ variables: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>k</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>\(format)</string>

        """ + variables.map { $0 + "\n" }.joined() + "</dict></dict></plist>\n"
    }

    /// A plural variable: `<key>name</key><dict>…forms…</dict>` with type `d` unless given.
    static func plural(_ name: String, type: String? = "d", _ forms: [(String, String)]) -> String {
        var text = "<key>\(name)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
        if let type { text += "<key>NSStringFormatValueTypeKey</key><string>\(type)</string>" }
        for (form, value) in forms { text += "<key>\(form)</key><string>\(value)</string>" }
        return text + "</dict>"
    }

    static let cards = plural("v", [("one", "%d card"), ("other", "%d cards")])

    static let stringsdictCases: [Case] = [
        Case(
            name: "argument 0 in the format", input: stringsdict(format: "%0$#@v@", [cards]),
            expected: "\(file):4:1: error: \"k\" names argument 0 in \"%0$#@v@\"; arguments are counted from 1. "
                + "Write %1$ for the first argument, %2$ for the second."),
        Case(
            name: "argument 0 in a form",
            input: stringsdict(format: "%#@v@", [plural("v", [("one", "%0$d card"), ("other", "%d cards")])]),
            expected: "\(file):5:149: error: \"k\" names argument 0 in \"%0$d\"; arguments are counted from 1. "
                + "Write %1$ for the first argument, %2$ for the second."),
        Case(
            name: "an argument past the format's count", input: stringsdict(format: "%1$#@v@ of %3$@", [cards]),
            expected: "\(file):4:1: error: \"k\" names argument 3 in \"%3$@\", but its format takes 2 arguments. "
                + "Number the arguments from 1 without gaps, or add the missing specifier."),
        Case(
            name: "a variable with no rule",
            input: stringsdict(format: "%#@v@", ["<key>v</key><dict><key>other</key><string>x</string></dict>"]),
            expected: "\(file):5:1: error: The variable \"v\" of \"k\" has no plural rule. "
                + "Give it NSStringFormatSpecTypeKey NSStringPluralRuleType (in a String Catalog, "
                + "\"variations\" › \"plural\")."),
        Case(
            name: "a rule with no other", input: stringsdict(format: "%#@v@", [plural("v", [("one", "%d card")])]),
            expected: "\(file):5:1: error: The plural rule of \"v\" in \"k\" has no \"other\" form. "
                + "Add an \"other\" form: it is used for every count the other forms do not cover."),
        Case(
            name: "a variable used but not defined", input: stringsdict(format: "%#@w@", [cards]),
            expected: "\(file):4:1: error: \"k\" uses the variable \"w\" (%#@w@), which it does not define. "
                + "Define \"w\" beside the format, or correct the name."),
        Case(
            name: "variables that refer to each other",
            input: stringsdict(
                format: "%#@a@",
                [plural("a", [("other", "%#@b@")]), plural("b", [("other", "%d and %#@a@")])]),
            expected: "\(file):6:149: error: The variables of \"k\" refer to each other in a loop: "
                + "\"a\" → \"b\" → \"a\". A variable's forms may use other variables, never one that leads back to it."),
        Case(
            name: "a form whose specifier is not the rule's type",
            input: stringsdict(format: "%#@v@", [plural("v", [("one", "%@ card"), ("other", "%d cards")])]),
            expected: "\(file):5:149: error: A form of \"v\" in \"k\" uses \"%@\", but the rule's type is \"d\" "
                + "(a whole number). Use a specifier of the rule's type (%d), or change the type."),
        Case(
            name: "a rule type that is no specifier",
            input: stringsdict(format: "%#@v@", [plural("v", type: "y", [("other", "%d cards")])]),
            expected: "\(file):5:1: error: The rule of \"v\" in \"k\" has the type \"y\", which is no format "
                + "specifier. Write a specifier without its percent sign: d, ld, lld, u, f, @."),
        Case(
            name: "a form that is no plural category",
            input: stringsdict(format: "%#@v@", [plural("v", [("several", "%d cards"), ("other", "%d cards")])]),
            expected: "\(file):5:149: error: The plural rule of \"v\" in \"k\" has the form \"several\", which is "
                + "no plural category. Use zero, one, two, few, many or other."),
        Case(
            name: "a device that is no device",
            input: """
                <plist version="1.0"><dict>
                <key>k</key><dict><key>NSStringDeviceSpecificRuleType</key><dict>
                <key>iphon</key><string>Tap</string><key>other</key><string>Click</string></dict></dict>
                </dict></plist>
                """,
            expected: "\(file):3:1: error: \"k\" has a variation for the device \"iphon\", which is not a device. "
                + "Use iphone, ipad, ipod, mac, applewatch, appletv, applevision or other."),
    ]

    @Test(arguments: stringsdictCases)
    func aStringsDictionaryEntryThatCannotResolveIsRefusedWithItsPosition(_ example: Case) {
        #expect {
            try StringsDictionary(data: Data(example.input.utf8), file: Self.file)
        } throws: { error in
            guard case .format(let format)? = error as? LocalizationError else { return false }
            #expect(format.diagnostic.description == example.expected)
            return true
        }
    }

    static let catalogFile = "Tutorial.xcstrings"

    /// A String Catalog with one key `k` whose English localization is `localization` (on line 2, from column 10).
    static func catalog(_ localization: String) -> String {
        """
        { "sourceLanguage" : "en", "strings" : { "k" : { "localizations" : {
          "en" : \(localization)
        } } } }
        """
    }

    static func unit(_ value: String) -> String {
        #"{ "stringUnit" : { "state" : "translated", "value" : "\#(value)" } }"#
    }

    /// A localization `%#@n@` with one substitution `n`.
    static func substituted(_ substitution: String, text: String = "%#@n@") -> String {
        #"{ "stringUnit" : { "state" : "translated", "value" : "\#(text)" }, "substitutions" : { "n" : \#(substitution) } }"#
    }

    static func pluralVariations(_ forms: [(String, String)]) -> String {
        #"{ "plural" : { "# + forms.map { #""\#($0.0)" : \#(unit($0.1))"# }.joined(separator: ", ") + " } }"
    }

    static let catalogCases: [Case] = [
        Case(
            name: "argument 0 in a string unit", input: catalog(unit("%0$lld cards")),
            expected: "\(catalogFile):2:27: error: \"k\" names argument 0 in \"%0$lld\"; arguments are counted "
                + "from 1. Write %1$ for the first argument, %2$ for the second."),
        Case(
            name: "a substitution's argument past the format's count",
            input: catalog(
                substituted(
                    #"{ "argNum" : 2, "formatSpecifier" : "lld", "variations" : "#
                        + pluralVariations([("other", "%arg cards")]) + " }")),
            expected: "\(catalogFile):2:100: error: \"k\" names argument 2 in \"%#@n@\", but its format takes 1 "
                + "argument. Number the arguments from 1 without gaps, or add the missing specifier."),
        Case(
            name: "a substitution with no variations",
            input: catalog(substituted(#"{ "argNum" : 1, "formatSpecifier" : "lld" }"#)),
            expected: "\(catalogFile):2:100: error: The variable \"n\" of \"k\" has no plural rule. Give it "
                + "NSStringFormatSpecTypeKey NSStringPluralRuleType (in a String Catalog, \"variations\" › \"plural\")."
        ),
        Case(
            name: "a plural variation with no other",
            input: catalog(#"{ "variations" : "# + pluralVariations([("one", "%lld card")]) + " }"),
            expected: "\(catalogFile):2:10: error: The plural variation of \"k\" has no \"other\" form. "
                + "Add an \"other\" form: it is used for every count the other forms do not cover."),
        Case(
            name: "a variable used but not defined",
            input: catalog(
                substituted(
                    #"{ "argNum" : 1, "variations" : "# + pluralVariations([("other", "%arg cards")]) + " }",
                    text: "%#@m@")),
            expected: "\(catalogFile):2:27: error: \"k\" uses the variable \"m\" (%#@m@), which it does not define. "
                + "Define \"m\" beside the format, or correct the name."),
        Case(
            name: "a substitution that uses itself",
            input: catalog(
                substituted(#"{ "argNum" : 1, "variations" : "# + pluralVariations([("other", "%arg %#@n@")]) + " }")),
            expected: "\(catalogFile):2:173: error: The variables of \"k\" refer to each other in a loop: "
                + "\"n\" → \"n\". A variable's forms may use other variables, never one that leads back to it."),
        Case(
            name: "a form whose specifier is not the rule's type",
            input: catalog(
                substituted(
                    #"{ "argNum" : 1, "formatSpecifier" : "lld", "variations" : "#
                        + pluralVariations([("other", "%1$@ cards")]) + " }")),
            expected: "\(catalogFile):2:200: error: A form of \"n\" in \"k\" uses \"%1$@\", but the rule's type is "
                + "\"lld\" (a whole number). Use a specifier of the rule's type (%lld), or change the type."),
        Case(
            name: "a format specifier that is no specifier",
            input: catalog(
                substituted(
                    #"{ "argNum" : 1, "formatSpecifier" : "zz", "variations" : "#
                        + pluralVariations([("other", "%arg cards")]) + " }")),
            expected: "\(catalogFile):2:100: error: The rule of \"n\" in \"k\" has the type \"zz\", which is no "
                + "format specifier. Write a specifier without its percent sign: d, ld, lld, u, f, @."),
        Case(
            name: "a device that is no device",
            input: catalog(#"{ "variations" : { "device" : { "iphon" : "# + unit("Tap") + " } } }"),
            expected: "\(catalogFile):2:52: error: \"k\" has a variation for the device \"iphon\", which is not a "
                + "device. Use iphone, ipad, ipod, mac, applewatch, appletv, applevision or other."),
    ]

    @Test(arguments: catalogCases)
    func aStringCatalogKeyThatCannotResolveIsRefusedWithItsPosition(_ example: Case) {
        #expect {
            try StringCatalog(data: Data(example.input.utf8), file: Self.catalogFile)
        } throws: { error in
            guard case .format(let format)? = error as? StringCatalogError else { return false }
            #expect(format.diagnostic.description == example.expected)
            return true
        }
    }

    @Test func theFormatsXcodeWritesStillRead() throws {
        let text = Self.stringsdict(
            format: "%1$@ moved %2$#@files@ into %3$#@folders@",
            [
                Self.plural("files", type: "lld", [("one", "one file"), ("other", "%lld files")]),
                Self.plural("folders", type: "lld", [("one", "a folder"), ("other", "%3$lld folders")]),
            ])
        let table = try StringsDictionary(data: Data(text.utf8), file: Self.file)
        #expect(
            table.entries.first?.content.resolve(language: "en", counts: [0, 2, 1])
                == "%1$@ moved %lld files into a folder")
    }
}

/// Content made in code is not checked as a file is: resolving it still never traps.
@Suite struct UncheckedContentResolutionTests {
    static func content(argument: Int?, text: String = "%#@n@") -> StringCatalog.Content {
        StringCatalog.Content(
            stringUnit: StringCatalog.StringUnit(value: text),
            substitutions: [
                "n": StringCatalog.Substitution(
                    argumentNumber: argument, formatSpecifier: "lld",
                    variations: .plural([.one: .text("%arg card"), .other: .text("%arg cards")]))
            ])
    }

    @Test(arguments: [0, -3, 2, 99, Int.max])
    func aSubstitutionNamingAnArgumentThatIsNotThereUsesTheFirstCount(argument: Int) {
        let expected = "%" + "\(argument)$lld card"
        #expect(Self.content(argument: argument).resolve(language: "en", counts: [1]) == expected)
    }

    @Test func variablesThatUseEachOtherStopInsteadOfLoopingForever() {
        var content = Self.content(argument: 1, text: "%#@n@")
        content.substitutions["n"]?.variations = .plural([.other: .text("%#@n@%#@n@")])
        // One round per substitution the content has, then the names stay as written.
        #expect(content.resolve(language: "en", counts: [2]) == "%#@n@%#@n@%#@n@%#@n@")
    }

    @Test func aVariableInsideAFormIsFilledIn() {
        var content = Self.content(argument: 1, text: "%#@n@")
        content.substitutions["n"]?.variations = .plural([.other: .text("%#@m@ left")])
        content.substitutions["m"] = StringCatalog.Substitution(
            argumentNumber: 1, formatSpecifier: "lld", variations: .plural([.other: .text("%arg cards")]))
        #expect(content.resolve(language: "en", counts: [3]) == "%1$lld cards left")
    }
}
