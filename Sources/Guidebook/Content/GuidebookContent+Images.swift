import Foundation

extension GuidebookContent {
    /// The content folder's file for the asset image `name`: `<name>.png`, `<name>.jpg` or
    /// `<name>.svg` at the folder's top level, in that order (``TutorialImage/assetFileExtensions``).
    /// What the preview draws for an asset; an app draws the asset from its own asset catalog.
    ///
    /// ```swift
    /// content.imageFile(forAsset: "ExportIllustration")?.fileName   // "ExportIllustration.svg"
    /// ```
    ///
    /// - Parameter name: The asset's name (``TutorialImage/asset(_:)``).
    /// - Returns: The file's name and bytes, or `nil` when the folder has none (or it cannot be read).
    public func imageFile(forAsset name: String) -> (fileName: String, data: Data)? {
        guard !name.contains("/"), !name.contains("\\") else { return nil }
        for fileExtension in TutorialImage.assetFileExtensions {
            let fileName = name + "." + fileExtension
            guard source.isFile(fileName),
                case .success(let data) = source.data(fileName, limits: limits)
            else { continue }
            return (fileName, data)
        }
        return nil
    }

    /// What `guidebook lint` and the preview say about a card's image against this content: an
    /// asset the folder has no file for (with the nearest image file's name), a symbol whose name
    /// is not a symbol's (lowercase words joined by dots), or that names a file of the folder.
    ///
    /// ```swift
    /// content.imageFindings(.asset("ExportIlustration"), of: "Export").first?.fix
    /// // Did you mean "ExportIllustration"?
    /// ```
    ///
    /// - Parameters:
    ///   - image: The card's image (``TutorialRuleSet/image``).
    ///   - key: The card's key.
    /// - Returns: At most one `image-not-found` warning.
    public func imageFindings(_ image: TutorialImage, of key: String) -> [Diagnostic] {
        switch image {
        case .asset(let name):
            guard imageFile(forAsset: name) == nil else { return [] }
            let files = imageFileNames()
            let fix =
                EditDistance.closest(to: name, among: files).map { "Did you mean \"\($0)\"?" }
                ?? "Add \(name).png, \(name).jpg or \(name).svg to the content folder for the preview, or name an asset the app has."
            return [
                Diagnostic(
                    .warning,
                    "The image \"\(name)\" of the tutorial \"\(key)\" is no file of the content folder; the preview draws a placeholder.",
                    fix: fix, code: .imageNotFound)
            ]
        case .symbol(let name):
            guard !TutorialImage.isSymbolLike(name) else { return [] }
            let fix =
                imageFile(forAsset: name) != nil
                ? "Did you mean {\"asset\": \"\(name)\"}? The content folder has that image."
                : "Write an SF Symbol's name in lowercase words joined by dots, such as \"square.and.arrow.up\"."
            return [
                Diagnostic(
                    .warning, "The image \"\(name)\" of the tutorial \"\(key)\" is not an SF Symbol's name.", fix: fix,
                    code: .imageNotFound)
            ]
        }
    }

    /// The names of the image files at the folder's top level, without their extensions.
    private func imageFileNames() -> [String] {
        guard case .names(let names) = source.listing("") else { return [] }
        return names.compactMap { name in
            let parts = name.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count > 1, let last = parts.last, TutorialImage.assetFileExtensions.contains(last.lowercased())
            else { return nil }
            return parts.dropLast().joined(separator: ".")
        }
    }
}
