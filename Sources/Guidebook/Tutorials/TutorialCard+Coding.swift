extension TutorialCard {
    /// The members of an encoded card, as the synthesized encoding writes them.
    enum CodingKeys: String, CodingKey {
        case key, title, body, dismissHint, dimmingOpacity, language, layoutDirection, tourStep, tourTexts
        case spotlight, spotlightFrame, actions, presentation, style, image
    }

    /// Decodes a card, also one encoded by a version before tour texts, spotlights or actions
    /// (a card kept by an app, sent to a widget, saved by a test): a member it lacks takes the
    /// value a card built then would have had. No tour texts are the built-in words in the card's
    /// language (``GuidebookStrings/tourTexts``), no actions none, no spotlight none, no presentation the one its spotlight implies, no image none; a card
    /// without a layout direction follows its language; a card without a style has
    /// ``GuidebookStyle/standard`` with its own dimming opacity.
    ///
    /// ```swift
    /// let old = #"{"key":"Welcome","title":"Welcome","body":"hello","dismissHint":"Tap to continue","dimmingOpacity":0.4,"language":"de"}"#
    /// let card = try JSONDecoder().decode(TutorialCard.self, from: Data(old.utf8))
    /// card.actions                // []
    /// card.tourTexts.next         // "Weiter"
    /// card.style == .standard     // true
    /// ```
    ///
    /// - Throws: `DecodingError` when a member every version wrote (key, title, body, dismiss
    ///   hint, opacity, language) is missing or of the wrong type, or a member that is there
    ///   cannot be read.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let language = try container.decode(String.self, forKey: .language)
        self.init(
            key: try container.decode(String.self, forKey: .key),
            title: try container.decode(String.self, forKey: .title),
            body: try container.decode(String.self, forKey: .body),
            dismissHint: try container.decode(String.self, forKey: .dismissHint),
            dimmingOpacity: try container.decode(Double.self, forKey: .dimmingOpacity), language: language,
            layoutDirection: try container.decodeIfPresent(LayoutDirection.self, forKey: .layoutDirection))
        tourStep = try container.decodeIfPresent(TourStep.self, forKey: .tourStep)
        tourTexts =
            try container.decodeIfPresent(TourTexts.self, forKey: .tourTexts)
            ?? GuidebookStrings(language: language).tourTexts
        spotlight = try container.decodeIfPresent(TutorialSpotlight.self, forKey: .spotlight)
        spotlightFrame = try container.decodeIfPresent(SpotlightRect.self, forKey: .spotlightFrame)
        actions = try container.decodeIfPresent([Action].self, forKey: .actions) ?? []
        presentation = try container.decodeIfPresent(TutorialPresentation.self, forKey: .presentation)
        image = try container.decodeIfPresent(Image.self, forKey: .image)
        let opacity = dimmingOpacity
        style = try container.decodeIfPresent(GuidebookStyle.self, forKey: .style) ?? .standard
        dimmingOpacity = opacity
    }

    /// Encodes every member a card has, as earlier versions did (``dimmingOpacity`` at the top, so
    /// they read it), and ``style`` only when it is not ``GuidebookStyle/standard``.
    ///
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(key, forKey: .key)
        try container.encode(title, forKey: .title)
        try container.encode(body, forKey: .body)
        try container.encode(dismissHint, forKey: .dismissHint)
        try container.encode(dimmingOpacity, forKey: .dimmingOpacity)
        try container.encode(language, forKey: .language)
        try container.encode(layoutDirection, forKey: .layoutDirection)
        try container.encodeIfPresent(tourStep, forKey: .tourStep)
        try container.encode(tourTexts, forKey: .tourTexts)
        try container.encodeIfPresent(spotlight, forKey: .spotlight)
        try container.encodeIfPresent(spotlightFrame, forKey: .spotlightFrame)
        try container.encode(actions, forKey: .actions)
        try container.encodeIfPresent(presentation, forKey: .presentation)
        if style != .standard { try container.encode(style, forKey: .style) }
        try container.encodeIfPresent(image, forKey: .image)
    }
}
