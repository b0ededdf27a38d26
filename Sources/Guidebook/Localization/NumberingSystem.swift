import Foundation
@_spi(Locking) import GuidebookParsing

/// The digits numbers are written in for a language, as the platform's locale data has them:
/// Latin `0...9` for English or German, Arabic-Indic `٠...٩` for `ar-SA`, Persian `۰...۹` for `fa`.
///
/// Asked for once per language and kept (up to 256 languages): a tour's "2 of 4" may be drawn
/// on every frame.
enum NumberingSystem {
    private static let zeros = Locked<[String: Unicode.Scalar]>([:])

    /// The digit zero of `language`'s default numbering system; `"0"` for Latin digits, for an
    /// unknown language, and for one whose numbers are not written in decimal digits.
    ///
    /// - Parameter language: A language tag (`en`, `ar-SA`, `fa`).
    static func zeroDigit(language: String) -> Unicode.Scalar {
        if let known = zeros.withLock({ $0[language] }) { return known }
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: language)
        formatter.numberStyle = .none
        var zero: Unicode.Scalar = "0"
        if let text = formatter.string(from: 0), text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first,
            scalar.properties.numericType == .decimal, scalar.properties.numericValue == 0
        {
            zero = scalar
        }
        zeros.withLock { if $0.count < 256 { $0[language] = zero } }
        return zero
    }
}
