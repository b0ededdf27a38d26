/// A colour as every renderer can draw it: red, green, blue and alpha from 0 to 1, with an
/// optional variant for dark appearance. Platform-free, so the rules file, the HTML preview and
/// both adapters read the same value (`UIColor`/`Color` are made from it by the adapters).
///
/// Written as `#RRGGBB` or `#RRGGBBAA` (hexadecimal, either case), as in the rules file's
/// `"style"`; a colour with a dark variant is encoded as `{"light": "#…", "dark": "#…"}`.
///
/// ```swift
/// let tint = GuidebookColor(hex: "#0A84FF")        // red 10/255, green 132/255, blue 1, alpha 1
/// tint?.hex                                        // "#0A84FF"
/// var ground = GuidebookColor(red: 1, green: 1, blue: 1)
/// ground.dark = GuidebookColor(hex: "#1C1C1E")     // drawn in dark appearance
/// ```
public struct GuidebookColor: Sendable, Hashable {
    /// The red component, 0...1.
    public var red: Double
    /// The green component, 0...1.
    public var green: Double
    /// The blue component, 0...1.
    public var blue: Double
    /// The opacity, 0 (clear) ... 1 (opaque).
    public var alpha: Double
    /// The colour drawn in dark appearance; `nil` draws this one in both.
    public var dark: GuidebookColor? {
        get { darkVariant.first }
        set { darkVariant = newValue.map { [$0.withoutDarkVariant] } ?? [] }
    }
    /// The dark variant, held in an array because a struct cannot hold itself.
    private var darkVariant: [GuidebookColor] = []

    /// Creates a colour; each component is clamped to 0...1 (NaN counts as 0).
    ///
    /// - Parameters:
    ///   - red: The red component.
    ///   - green: The green component.
    ///   - blue: The blue component.
    ///   - alpha: The opacity; opaque unless given.
    ///   - dark: The colour in dark appearance; the same unless given.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1, dark: GuidebookColor? = nil) {
        self.red = Self.unit(red)
        self.green = Self.unit(green)
        self.blue = Self.unit(blue)
        self.alpha = Self.unit(alpha)
        self.dark = dark
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA`; `nil` for anything else (no `#`, other lengths, a digit
    /// that is not hexadecimal).
    ///
    /// ```swift
    /// GuidebookColor(hex: "#FF000080")?.alpha   // 0.50196…
    /// GuidebookColor(hex: "0A84FF")             // nil: the # is missing
    /// ```
    ///
    /// - Parameter hex: The text.
    public init?(hex: String) {
        let digits = Array(hex.utf8)
        guard digits.first == UInt8(ascii: "#"), digits.count == 7 || digits.count == 9 else { return nil }
        var bytes: [Double] = []
        var index = 1
        while index < digits.count {
            guard let high = Self.nibble(digits[index]), let low = Self.nibble(digits[index + 1]) else { return nil }
            bytes.append(Double(high * 16 + low) / 255)
            index += 2
        }
        self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 1)
    }

    /// The colour as `#RRGGBB`, or `#RRGGBBAA` when it is not opaque (upper case, rounded to
    /// the nearest byte); the dark variant is not part of it.
    public var hex: String {
        var text = "#" + [red, green, blue].map(Self.byte).joined()
        if alpha < 1 { text += Self.byte(alpha) }
        return text
    }

    /// The colour to draw in one appearance: the dark variant in dark appearance when there is
    /// one, else this colour; either way without a variant of its own. What an adapter draws once
    /// it knows the appearance (SwiftUI's `colorScheme`, UIKit's trait collection).
    ///
    /// ```swift
    /// var ground = GuidebookColor(red: 1, green: 1, blue: 1)
    /// ground.dark = GuidebookColor(hex: "#1C1C1E")
    /// ground.drawn(dark: true).hex    // "#1C1C1E"
    /// ground.drawn(dark: false).hex   // "#FFFFFF"
    /// ```
    ///
    /// - Parameter dark: Whether the appearance is dark.
    /// - Returns: The plain colour to fill with.
    public func drawn(dark: Bool) -> GuidebookColor {
        dark ? (self.dark ?? withoutDarkVariant) : withoutDarkVariant
    }

    /// This colour alone, without its dark variant.
    var withoutDarkVariant: GuidebookColor {
        var plain = self
        plain.darkVariant = []
        return plain
    }

    private static func unit(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }

    private static func byte(_ value: Double) -> String {
        let number = Int((unit(value) * 255).rounded())
        let digits = Array("0123456789ABCDEF")
        return String([digits[number / 16], digits[number % 16]])
    }

    private static func nibble(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }
}

extension GuidebookColor: Codable {
    private enum CodingKeys: String, CodingKey {
        case light, dark
    }

    /// Decodes `"#RRGGBB"`, `"#RRGGBBAA"` or `{"light": "#…", "dark": "#…"}`.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for text that is not such a colour.
    public init(from decoder: any Decoder) throws {
        if let fields = try? decoder.container(keyedBy: CodingKeys.self), fields.contains(.light) {
            self = try fields.decode(GuidebookColor.self, forKey: .light).withoutDarkVariant
            dark = try fields.decodeIfPresent(GuidebookColor.self, forKey: .dark)
            return
        }
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let color = GuidebookColor(hex: text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "\"\(text)\" is not a colour like #0A84FF."))
        }
        self = color
    }

    /// Encodes ``hex``, or `{"light": …, "dark": …}` for a colour with a dark variant.
    public func encode(to encoder: any Encoder) throws {
        if let dark {
            var fields = encoder.container(keyedBy: CodingKeys.self)
            try fields.encode(hex, forKey: .light)
            try fields.encode(dark.hex, forKey: .dark)
        } else {
            var single = encoder.singleValueContainer()
            try single.encode(hex)
        }
    }
}
