import Foundation

/// A screen of the help book: the index (the grouped table) or one article.
///
/// Every article has a deep link, `guidebook://help/<id>` (the id percent-encoded);
/// `guidebook://help` is the index. Article links inside bodies use the same URLs, so one
/// handler serves taps in a body and links opened from outside the app.
///
/// ```swift
/// HelpDestination.article("editing/undo").url.absoluteString   // "guidebook://help/editing/undo"
/// HelpDestination(url: URL(string: "guidebook://help")!)        // .index
/// ```
public enum HelpDestination: Sendable, Hashable {
    /// The help book's table of sections.
    case index
    /// The article with this id.
    case article(String)

    /// The destination a `guidebook://help…` URL names, or `nil` for any other URL.
    ///
    /// The scheme and host are matched without regard to case; slashes around the id, a query
    /// and a fragment are ignored; percent-escapes in the id are decoded. Whether the book has
    /// the article is not checked here: see ``HelpBook/destination(for:)``.
    ///
    /// - Parameter url: The URL (a link in a body, or one the app was opened with).
    public init?(url: URL) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            components.scheme?.lowercased() == "guidebook", components.host?.lowercased() == "help"
        else { return nil }
        self.init(percentEncodedPath: components.percentEncodedPath)
    }

    /// The screen a help link's path names: the index when it is empty, else the article whose
    /// id it spells (slashes around it dropped, percent-escapes decoded).
    init(percentEncodedPath: String) {
        var path = Substring(percentEncodedPath)
        while path.hasPrefix("/") { path = path.dropFirst() }
        while path.hasSuffix("/") { path = path.dropLast() }
        self = path.isEmpty ? .index : .article(path.removingPercentEncoding ?? String(path))
    }

    /// `id` as it is written in a help link's path: percent-encoded but for letters, digits,
    /// `-._~` and `/` (each other UTF-8 byte as `%XX`, upper-case hex, as Foundation's
    /// `addingPercentEncoding` writes it). Written over the bytes: every card action and body
    /// link with a `help:` target makes one, and Foundation's bridge cost 15 % of a rich card.
    static func escaped(_ id: String) -> String {
        if id.utf8.allSatisfy(isKeptInPath) { return id }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(id.utf8.count * 3)
        for byte in id.utf8 {
            if isKeptInPath(byte) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether a byte of an id stands as it is in a deep link's path.
    private static func isKeptInPath(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"), UInt8(ascii: "/"):
            return true
        default:
            return false
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// The deep link: `guidebook://help` for the index, `guidebook://help/<id>` for an article.
    public var url: URL {
        switch self {
        case .index:
            return Self.indexURL
        case .article(let id):
            return URL(string: "guidebook://help/" + Self.escaped(id)) ?? Self.indexURL
        }
    }

    private static let indexURL = URL(string: "guidebook://help") ?? URL(fileURLWithPath: "/")
}
