import Guidebook
import Testing

@Suite struct StringFormatterTests {
    @Test(
        arguments: [
            ("Hello %@", ["Anna"], "Hello Anna"),
            ("%d cards", [3], "3 cards"),
            ("%lld cards", [-12], "-12 cards"),
            ("%1$@ has %2$lld", ["Anna", 3], "Anna has 3"),
            ("%2$@ before %1$@", ["one", "two"], "two before one"),
            ("100%%", [], "100%"),
            ("%.1f%%", [42.25], "42.2%"),
            ("%5d|%-5d|%05d", [42, 42, 42], "   42|42   |00042"),
            ("%+d %x %X %#x %o", [5, 255, 255, 255, 8], "+5 ff FF 0xff 10"),
            ("%.3d", [7], "007"),
            ("%@ and %@", [1, 2.5], "1 and 2.5"),
            ("%c%c", [72, "i"], "Hi"),
            ("%.2s", ["abc"], "ab"),
            ("Ünïcödé %@ 😀", ["ok"], "Ünïcödé ok 😀"),
            ("Left %#@cards@ as is", [], "Left %#@cards@ as is"),
            ("%lu items", [7], "7 items"),
        ] as [(String, [FormatArgument], String)])
    func specifiersAreFilled(template: String, arguments: [FormatArgument], expected: String) throws {
        #expect(try StringFormatter.format(template, arguments) == expected)
    }

    @Test func aMissingArgumentIsAnErrorNotACrash() {
        #expect(throws: FormatError.missingArgument(specifier: "%@", offset: 7, argument: 2, passed: 1)) {
            try StringFormatter.format("%@ and %@", ["one"])
        }
        #expect(throws: FormatError.self) { try StringFormatter.format("%3$@", ["a", "b"]) }
        #expect(throws: FormatError.self) { try StringFormatter.format("%0$@", ["a"]) }
    }

    @Test func aWrongKindOfValueIsAnError() {
        #expect(
            throws: FormatError.typeMismatch(
                specifier: "%d", offset: 0, argument: 1, expected: "a whole number", found: "text")
        ) {
            try StringFormatter.format("%d cards", ["three"])
        }
        #expect(throws: FormatError.self) { try StringFormatter.format("%f", ["x"]) }
    }

    @Test(arguments: ["50%", "%y", "%5", "%l"])
    func malformedSpecifiersAreErrors(template: String) {
        #expect(throws: FormatError.self) { try StringFormatter.format(template, [1]) }
    }

    @Test func localizedStringsFormatOnlyWhenAsked() throws {
        let copy = LocalizedString(value: "%1$@ has %2$lld cards", language: "en")
        #expect(copy.value == "%1$@ has %2$lld cards")
        #expect(try copy.formatted(["Anna", 2]) == "Anna has 2 cards")
    }

    @Test(arguments: [
        ("%1$d من %2$d", "١٢ من ٣٠٤"), ("%@ / %@", "١٢ / ٣٠٤"), ("%05d|%x", "٠٠٠١٢|130"), ("%+d %.1f", "+١٢ 304.0"),
    ])
    func wholeNumbersCanBeWrittenInAnotherScriptsDigits(template: String, expected: String) throws {
        let arguments: [FormatArgument] = template.contains("%.1f") ? [12, 304.0] : [12, 304]
        #expect(try StringFormatter.format(template, arguments, zeroDigit: "\u{0660}") == expected)
        #expect(
            try StringFormatter.format(template, arguments, zeroDigit: nil)
                == StringFormatter.format(template, arguments))
    }
}
