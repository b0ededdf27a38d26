import Foundation

extension HTMLSite {
    /// An image file of the content folder that the preview draws for an asset
    /// (`ExportIllustration.svg`), embedded in the page as a `data:` address so the site still
    /// opens from disk with nothing beside it.
    ///
    /// ```swift
    /// let file = HTMLSite.ImageFile(fileName: "ExportIllustration.svg", data: svgData)
    /// file.dataURL   // "data:image/svg+xml;base64,PHN2Zy…"
    /// ```
    public struct ImageFile: Sendable, Hashable {
        /// The file's name, with its extension (`png`, `jpg` or `svg`).
        public var fileName: String
        /// Its bytes.
        public var data: Data

        /// Creates an image file.
        ///
        /// - Parameters:
        ///   - fileName: The file's name with its extension.
        ///   - data: Its bytes.
        public init(fileName: String, data: Data) {
            self.fileName = fileName
            self.data = data
        }

        /// The media type its extension names: `image/png`, `image/jpeg` or `image/svg+xml`.
        public var mediaType: String {
            switch fileName.split(separator: ".").last?.lowercased() {
            case "svg": "image/svg+xml"
            case "jpg", "jpeg": "image/jpeg"
            default: "image/png"
            }
        }

        /// The file as a `data:` address (base64), for an `<img src>`.
        public var dataURL: String { "data:\(mediaType);base64,\(data.base64EncodedString())" }
    }
}
