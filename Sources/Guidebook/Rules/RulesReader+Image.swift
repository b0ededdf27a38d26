extension TutorialRules {
    /// The names an image accepts: exactly one of them.
    static let imageKeys = ["symbol", "asset"]
}

extension RulesReader {
    /// A card's `"image": {"symbol": "square.and.arrow.up"}` or `{"asset": "ExportIllustration"}`.
    /// Every fault is a finding where it stands (an unknown key, a wrong type, both names or
    /// neither, an empty name or one with a path separator), and a finding refuses the whole
    /// file, so no card is shown with half an image.
    mutating func image(_ entry: PropertyListDictionary.Entry, of card: String) -> TutorialImage? {
        guard let fields = entry.value.dictionaryValue else {
            wrongType(entry, expected: "a dictionary ({\"symbol\": \"square.and.arrow.up\"} or {\"asset\": \"…\"})")
            return nil
        }
        placed.images[card] = entry.location
        let before = findings.count
        var found: [TutorialImage] = []
        for field in fields {
            switch field.key {
            case "symbol", "asset":
                guard let name = string(field), checkImageName(name, at: field) else { continue }
                found.append(field.key == "symbol" ? .symbol(name) : .asset(name))
            default: unknown(field, among: TutorialRules.imageKeys, in: "the image of \"\(card)\"")
            }
        }
        let named = fields.filter { TutorialRules.imageKeys.contains($0.key) }
        if named.count > 1 {
            fail(
                "The image of \"\(card)\" names both a symbol and an asset.", at: named[1].location,
                fix: "Keep one: \"symbol\" for an SF Symbol, \"asset\" for an image of the app's asset catalog.",
                code: .rulesBadValue)
        } else if named.isEmpty, findings.count == before {
            fail(
                "The image of \"\(card)\" names no symbol and no asset.", at: fields.location ?? entry.location,
                fix: "Write {\"symbol\": \"square.and.arrow.up\"} or {\"asset\": \"ExportIllustration\"}.",
                code: .rulesMissingKey)
        }
        return findings.count == before ? found.first : nil
    }

    /// Whether an image's name can name an image: not empty, no path separator (an asset is a
    /// name in the catalog, not a path).
    private mutating func checkImageName(_ name: String, at field: PropertyListDictionary.Entry) -> Bool {
        if name.allSatisfy(\.isWhitespace) {
            fail(
                "The image's \"\(field.key)\" is empty.", at: field.location,
                fix: field.key == "symbol"
                    ? "Write an SF Symbol's name, such as \"square.and.arrow.up\"."
                    : "Write the name of an image in the app's asset catalog, such as \"ExportIllustration\".",
                code: .rulesBadValue)
            return false
        }
        if name.contains("/") || name.contains("\\") {
            let last = name.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? name
            fail(
                "The image name \"\(name)\" holds a path separator.", at: field.location,
                fix: "Write the image's name alone, such as \"\(last)\", without a folder.", code: .rulesBadValue)
            return false
        }
        return true
    }
}
