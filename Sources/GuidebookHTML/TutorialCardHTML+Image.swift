import Guidebook

extension TutorialCardHTML {
    /// The card's picture above its title, as ``TutorialCardModel/image`` has it: an SF Symbol as
    /// a labelled placeholder naming the symbol (a browser has no SF Symbols), an asset as the
    /// content folder's file when the preview was given one (``assetImage``), else as a labelled
    /// placeholder (the content's `image-not-found` finding stands under the card). VoiceOver's
    /// words are the `aria-label` or `alt`; an image without words is hidden from assistive
    /// technologies, as the app hides it.
    func imageHTML(_ image: TutorialCardModel.ImageModel) -> String {
        let label = HTMLEscaping.attribute(image.accessibilityLabel)
        let name = HTMLEscaping.text(image.source.name)
        let spoken = image.isAccessibilityElement ? "role=\"img\" aria-label=\"\(label)\"" : "aria-hidden=\"true\""
        if case .asset = image.source, let file = assetImage {
            let alt = image.isAccessibilityElement ? label : ""
            return "<div class=\"card-image\"><img class=\"image-asset\" src=\"\(file.dataURL)\" alt=\"\(alt)\""
                + " title=\"asset \(HTMLEscaping.attribute(file.fileName))\"></div>"
        }
        let kind = image.systemName == nil ? "image-missing" : "image-symbol"
        let title = image.systemName == nil ? "asset \(image.source.name) (no file)" : "SF Symbol \(image.source.name)"
        return "<div class=\"card-image\"><span class=\"image-placeholder \(kind)\" \(spoken)"
            + " title=\"\(HTMLEscaping.attribute(title))\">\(name)</span></div>"
    }
}
