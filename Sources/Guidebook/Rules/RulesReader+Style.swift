extension TutorialRules {
    /// The names a `"style"` accepts, at the top level or in a card.
    static let styleKeys = [
        "tint", "cardBackground", "cornerRadius", "dimmingOpacity", "titleFont", "bodyFont", "buttonFont",
        "arrowSize", "arrowColor", "primaryButton", "secondaryButton", "dismissButton",
    ]
    /// The names a button's colours (`"primaryButton"`, …) accept.
    static let buttonColorKeys = ["fill", "text", "border"]
    /// The names a font written as a dictionary accepts.
    static let fontKeys = ["style", "weight", "size"]
    /// The largest font size a rules file may give, in points.
    static let maximumFontSize = 200.0
}

extension RulesReader {
    /// A `"style": {"tint": "#0A84FF", "cornerRadius": 20}`, of the whole file or of one card
    /// (`place` names it in findings). Every fault is a finding where it stands, and a finding
    /// refuses the whole file, so no card is drawn half-styled.
    mutating func style(_ entry: PropertyListDictionary.Entry, of place: String) -> GuidebookStyle.Overrides {
        var style = GuidebookStyle.Overrides()
        for field in dictionary(entry.value, at: entry, of: "the style of \(place)") {
            switch field.key {
            case "tint": style.tint = color(field)
            case "cardBackground": style.cardBackground = color(field)
            case "arrowColor": style.arrowColor = color(field)
            case "cornerRadius":
                style.cornerRadius = points(
                    field, in: 0...1_000, fix: "Write a radius from 0 (square corners) to 1000 points, such as 14.")
            case "dimmingOpacity":
                style.dimmingOpacity = points(
                    field, in: 0...1, what: "an opacity",
                    fix: "Write a number from 0 (the screen stays clear) to 1 (black), such as 0.4.")
            case "arrowSize":
                style.arrowSize = points(
                    field, in: 0...GuidebookStyle.maximumArrowSize,
                    fix:
                        "Write a length from 0 to 12 points, such as 8: the arrow stands in the 12-point gap before its target."
                )
            case "titleFont": style.titleFont = font(field)
            case "bodyFont": style.bodyFont = font(field)
            case "buttonFont": style.buttonFont = font(field)
            case "primaryButton": style.primaryButton = buttonColors(field, of: place)
            case "secondaryButton": style.secondaryButton = buttonColors(field, of: place)
            case "dismissButton": style.dismissButton = buttonColors(field, of: place)
            default: unknown(field, among: TutorialRules.styleKeys, in: "the style of \(place)", kind: "style key")
            }
        }
        return style
    }

    /// `{"fill": "#FF9500", "text": "#000000", "border": "#C7C7CC"}`: a role's button colours, each a
    /// colour as ``color(_:)`` reads it; `nil` when it sets none.
    private mutating func buttonColors(
        _ entry: PropertyListDictionary.Entry, of place: String
    ) -> GuidebookStyle.ButtonColors? {
        var colors = GuidebookStyle.ButtonColors()
        let fields = dictionary(
            entry.value, at: entry, of: "the colours of a button: {\"fill\": …, \"text\": …, \"border\": …}")
        for field in fields {
            switch field.key {
            case "fill": colors.fill = color(field)
            case "text": colors.text = color(field)
            case "border": colors.border = color(field)
            default:
                unknown(
                    field, among: TutorialRules.buttonColorKeys, in: "\"\(entry.key)\" of the style of \(place)",
                    kind: "button colour")
            }
        }
        return colors.isEmpty ? nil : colors
    }

    /// `"#RRGGBB"`, `"#RRGGBBAA"`, or `{"light": "#…", "dark": "#…"}`.
    private mutating func color(_ entry: PropertyListDictionary.Entry) -> GuidebookColor? {
        let expected = "a colour (\"#RRGGBB\", \"#RRGGBBAA\", or {\"light\": …, \"dark\": …})"
        switch entry.value {
        case .string(let text): return hexColor(text, of: entry)
        case .dictionary(let fields):
            var light: GuidebookColor?
            var dark: GuidebookColor?
            for field in fields {
                switch field.key {
                case "light": light = string(field).flatMap { hexColor($0, of: field) }
                case "dark": dark = string(field).flatMap { hexColor($0, of: field) }
                default:
                    unknownName(field.key, among: ["light", "dark"], at: field.location, what: "colour appearance")
                }
            }
            guard fields.entry(forKey: "light") != nil else {
                fail(
                    "The colour \"\(entry.key)\" has a dark variant but no light one.",
                    at: fields.location ?? entry.location,
                    fix: "Add \"light\": \"#RRGGBB\", the colour of light appearance.", code: .rulesMissingKey)
                return nil
            }
            light?.dark = dark
            return light
        default:
            wrongType(entry, expected: expected)
            return nil
        }
    }

    private mutating func hexColor(_ text: String, of entry: PropertyListDictionary.Entry) -> GuidebookColor? {
        if let color = GuidebookColor(hex: text) { return color }
        fail(
            "\"\(entry.key)\" is \"\(text)\", which is not a colour.", at: entry.location,
            fix: "Write it as #RRGGBB or #RRGGBBAA in hexadecimal, such as \"#0A84FF\".", code: .rulesBadValue)
        return nil
    }

    /// A number within `range` (`what` names it in a wrong-type finding); `fix` says what to write.
    private mutating func points(
        _ entry: PropertyListDictionary.Entry, in range: ClosedRange<Double>, what: String = "a number of points",
        fix: String
    ) -> Double? {
        let number: Double
        switch entry.value {
        case .integer(let whole): number = Double(whole)
        case .real(let real) where real.isFinite: number = real
        default:
            wrongType(entry, expected: what)
            return nil
        }
        if range.contains(number) { return number }
        let problem =
            number > range.upperBound
            ? "more than \(Self.number(range.upperBound))"
            : range.lowerBound == 0 ? "which cannot be negative" : "less than \(Self.number(range.lowerBound))"
        fail(
            "\"\(entry.key)\" is \(Self.number(number)), \(problem).", at: entry.location, fix: fix,
            code: .rulesBadValue)
        return nil
    }

    /// A font: a text style's name (`"title3"`), or `{"style": "body", "weight": "bold", "size": 16}`.
    private mutating func font(_ entry: PropertyListDictionary.Entry) -> GuidebookStyle.Font? {
        typealias Font = GuidebookStyle.Font
        switch entry.value {
        case .string: return named(Font.TextStyle.self, entry, what: "text style").map { Font($0) }
        case .dictionary(let fields):
            let before = findings.count
            var textStyle: Font.TextStyle?
            var font = Font(.body)
            for field in fields {
                switch field.key {
                case "style": textStyle = named(Font.TextStyle.self, field, what: "text style")
                case "weight": font.weight = named(Font.Weight.self, field, what: "font weight")
                case "size":
                    font.size = points(
                        field, in: 1...TutorialRules.maximumFontSize,
                        fix: "Write a size from 1 to 200 points, such as 17 (at the default text size, scaled with it)."
                    )
                default: unknown(field, among: TutorialRules.fontKeys, in: "\"\(entry.key)\"", kind: "font key")
                }
            }
            guard let textStyle else {
                if fields.entry(forKey: "style") == nil {
                    fail(
                        "The font \"\(entry.key)\" has no text style.", at: fields.location ?? entry.location,
                        fix: "Add \"style\": \"body\" (or headline, title3, …): the size scales with it.",
                        code: .rulesMissingKey)
                }
                return nil
            }
            font.textStyle = textStyle
            return findings.count == before ? font : nil
        default:
            wrongType(
                entry, expected: "a text style (\"headline\") or a font ({\"style\": \"body\", \"weight\": \"bold\"})")
            return nil
        }
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension TutorialRules {
    /// The look of the card for `key`: `base` (the app's, ``TutorialOptions/style``) with the
    /// file's ``style`` over it and the card's own (``TutorialRuleSet/style``) over that.
    ///
    /// ```swift
    /// let rules = try TutorialRules(data: Data(#"{"style": {"tint": "#0A84FF"}, "cards": {"Export": {"style": {"tint": "#FF9500"}}}}"#.utf8),
    ///                               file: "Tutorials.json", isJSON: true)
    /// rules.style(of: "Export").tint?.hex    // "#FF9500": the card's own wins
    /// rules.style(of: "Welcome").tint?.hex   // "#0A84FF": the file's
    /// ```
    ///
    /// - Parameters:
    ///   - key: The tutorial key.
    ///   - base: The style below the file's; ``GuidebookStyle/standard`` unless given.
    /// - Returns: The style the card is drawn with.
    public func style(of key: String, over base: GuidebookStyle = .standard) -> GuidebookStyle {
        base.applying(style).applying(self[key].style)
    }
}
