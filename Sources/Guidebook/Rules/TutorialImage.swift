import Foundation

/// The picture a card shows above its title, written per card in the rules file:
/// `"image": {"symbol": "square.and.arrow.up"}` for an SF Symbol, or
/// `"image": {"asset": "ExportIllustration"}` for an image of the app's asset catalog (and of the
/// content folder, where the preview finds it as `ExportIllustration.png`, `.jpg` or `.svg`).
///
/// Its words for VoiceOver are copy, `"Export Image" = "Share arrow";`
/// (``TutorialCopy/imageLabelKey(for:)``), so they are translated with the card.
///
/// ```swift
/// var export = TutorialRuleSet()
/// export.image = .symbol("square.and.arrow.up")
/// export.image?.name   // "square.and.arrow.up"
/// ```
public enum TutorialImage: Sendable, Hashable {
    /// An SF Symbol by its name (`square.and.arrow.up`): `UIImage(systemName:)`, `Image(systemName:)`.
    case symbol(String)
    /// An image of the app's asset catalog by its name (`ExportIllustration`): `UIImage(named:)`,
    /// `Image(_:)`.
    case asset(String)

    /// The symbol's or the asset's name.
    public var name: String {
        switch self {
        case .symbol(let name), .asset(let name): name
        }
    }

    /// The key the rules file writes the name under: `symbol` or `asset`.
    public var kind: String {
        switch self {
        case .symbol: "symbol"
        case .asset: "asset"
        }
    }

    /// The extensions of the files an asset is looked for in the content folder, in this order
    /// (the preview and `guidebook lint`): `png`, `jpg`, `svg`.
    public static let assetFileExtensions = ["png", "jpg", "svg"]

    /// Whether `name` reads like an SF Symbol's name: lowercase ASCII letters and digits in
    /// words joined by single dots (`square.and.arrow.up`, `1.circle`, `gear`).
    ///
    /// ```swift
    /// TutorialImage.isSymbolLike("square.and.arrow.up")   // true
    /// TutorialImage.isSymbolLike("ExportIllustration")    // false
    /// ```
    ///
    /// - Parameter name: A symbol's name as written.
    public static func isSymbolLike(_ name: String) -> Bool {
        let words = name.split(separator: ".", omittingEmptySubsequences: false)
        return !name.isEmpty
            && words.allSatisfy { word in
                !word.isEmpty && word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
            }
    }
}

extension TutorialImage: Codable {
    private enum CodingKeys: String, CodingKey {
        case symbol, asset
    }

    /// Decodes the rules file's shape: `{"symbol": "…"}` or `{"asset": "…"}`.
    ///
    /// - Throws: `DecodingError` when neither member, or both, are there.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let symbol = try container.decodeIfPresent(String.self, forKey: .symbol)
        let asset = try container.decodeIfPresent(String.self, forKey: .asset)
        switch (symbol, asset) {
        case (let symbol?, nil): self = .symbol(symbol)
        case (nil, let asset?): self = .asset(asset)
        default:
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "An image has one of symbol or asset."))
        }
    }

    /// Encodes the rules file's shape: `{"symbol": "…"}` or `{"asset": "…"}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .symbol(let name): try container.encode(name, forKey: .symbol)
        case .asset(let name): try container.encode(name, forKey: .asset)
        }
    }
}
