extension TutorialRules {
    /// The names a card's `spotlight` accepts.
    static let spotlightKeys = ["target", "shape", "cornerRadius", "padding", "placement", "passesTapsThrough"]
    /// The names a target frame accepts.
    static let frameKeys = ["x", "y", "width", "height"]
    /// The shape names.
    static let shapeNames = ["rectangle", "rounded", "circle"]
}

extension RulesReader {
    /// A card's `"spotlight": {"target": "exportButton", "shape": "circle", "padding": 6}`, and
    /// `"passesTapsThrough": true` for "tap the highlighted button to continue".
    mutating func spotlight(_ card: PropertyListDictionary.Entry, of key: String) -> TutorialSpotlight? {
        guard let fields = card.value.dictionaryValue else {
            wrongType(card, expected: "a dictionary ({\"target\": \"exportButton\"})")
            return nil
        }
        var target: TutorialSpotlight.Target?
        var hasTarget = false
        var shapeName = "rounded"
        var cornerRadius: Double?
        var padding = 8.0
        var placement: TutorialSpotlight.Placement?
        var passesTapsThrough = false
        for entry in fields {
            switch entry.key {
            case "target":
                hasTarget = true
                target = spotlightTarget(entry)
            case "shape":
                guard let name = string(entry) else { continue }
                if TutorialRules.shapeNames.contains(name) {
                    shapeName = name
                } else {
                    unknownName(name, among: TutorialRules.shapeNames, at: entry.location, what: "spotlight shape")
                }
            case "cornerRadius": cornerRadius = points(entry)
            case "padding": padding = points(entry) ?? padding
            case "placement":
                if let parsed = named(
                    TutorialSpotlight.Placement.self, entry, what: "spotlight placement",
                    newerFallback: "no preferred side")
                {
                    placement = parsed
                }
            case "passesTapsThrough":
                if let flag = bool(entry) { passesTapsThrough = flag }
            default: unknown(entry, among: TutorialRules.spotlightKeys, in: "the spotlight of \"\(key)\"")
            }
        }
        if cornerRadius != nil, shapeName != "rounded" {
            fail(
                "\"cornerRadius\" only applies to the \"rounded\" shape, not \"\(shapeName)\".",
                at: fields.location ?? card.location, fix: "Remove \"cornerRadius\", or use \"shape\": \"rounded\".",
                code: .rulesBadValue)
        }
        guard let target else {
            // A target written wrongly was reported where it stands.
            if hasTarget { return nil }
            fail(
                "The spotlight of \"\(key)\" has no target.", at: fields.location ?? card.location,
                fix:
                    "Add \"target\": \"exportButton\" (an id the app registers) or {\"x\": …, \"y\": …, \"width\": …, \"height\": …}.",
                code: .rulesMissingKey)
            return nil
        }
        let shape: TutorialSpotlight.Shape =
            switch shapeName {
            case "rectangle": .rectangle
            case "circle": .circle
            default: .rounded(cornerRadius: cornerRadius ?? 8)
            }
        return TutorialSpotlight(
            target: target, shape: shape, padding: padding, placement: placement, passesTapsThrough: passesTapsThrough)
    }

    /// An id (non-empty text) or a frame `{"x": 20, "y": 100, "width": 44, "height": 44}`.
    mutating func spotlightTarget(_ entry: PropertyListDictionary.Entry) -> TutorialSpotlight.Target? {
        if let id = entry.value.stringValue {
            if !id.allSatisfy(\.isWhitespace) { return .id(id) }
            fail(
                "The spotlight target is empty.", at: entry.location, fix: "Name the view's id: \"exportButton\".",
                code: .rulesBadValue)
            return nil
        }
        guard let fields = entry.value.dictionaryValue else {
            wrongType(entry, expected: "an id (text) or a frame ({\"x\", \"y\", \"width\", \"height\"})")
            return nil
        }
        var values: [String: Double] = [:]
        for field in fields {
            guard TutorialRules.frameKeys.contains(field.key) else {
                unknown(field, among: TutorialRules.frameKeys, in: "a spotlight frame")
                continue
            }
            switch field.value {
            case .integer(let number): values[field.key] = Double(number)
            case .real(let number) where number.isFinite: values[field.key] = number
            default: wrongType(field, expected: "a number of points")
            }
        }
        // A field written with a wrong type was reported above; only absent ones are news.
        let absent = TutorialRules.frameKeys.filter { fields.entry(forKey: $0) == nil }
        if !absent.isEmpty {
            fail(
                "The spotlight frame has no \(absent.map { "\"\($0)\"" }.joined(separator: ", ")).",
                at: fields.location ?? entry.location, fix: "Give it x, y, width and height, in points.",
                code: .rulesMissingKey)
        }
        guard values.count == TutorialRules.frameKeys.count else { return nil }
        let frame = SpotlightRect(
            x: values["x"] ?? 0, y: values["y"] ?? 0, width: values["width"] ?? 0, height: values["height"] ?? 0)
        if frame.isEmpty {
            fail(
                "The spotlight frame has no area (width \(frame.width), height \(frame.height)).",
                at: fields.location ?? entry.location, fix: "Give it a positive width and height.",
                code: .rulesBadValue)
            return nil
        }
        return .frame(frame)
    }

    /// A length in points, 0 or more.
    mutating func points(_ entry: PropertyListDictionary.Entry) -> Double? {
        switch entry.value {
        case .integer(let number) where number >= 0: return Double(number)
        case .real(let number) where number >= 0 && number.isFinite: return number
        default:
            wrongType(entry, expected: "a number of points (0 or more)")
            return nil
        }
    }
}
