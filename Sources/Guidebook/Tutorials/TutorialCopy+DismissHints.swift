extension TutorialCopy {
    /// "Tap to continue" in the languages iPhone apps ship most, for tables that do not carry it.
    static let builtInDismissHints: [String: String] = [
        "en": "Tap to continue",
        "de": "Tippen zum Fortfahren",
        "fr": "Touchez pour continuer",
        "es": "Toca para continuar",
        "it": "Tocca per continuare",
        "pt": "Toque para continuar",
        "nl": "Tik om door te gaan",
        "sv": "Tryck för att fortsätta",
        "da": "Tryk for at fortsætte",
        "nb": "Trykk for å fortsette",
        "fi": "Jatka napauttamalla",
        "pl": "Stuknij, aby kontynuować",
        "cs": "Pokračujte klepnutím",
        "tr": "Devam etmek için dokunun",
        "ru": "Коснитесь, чтобы продолжить",
        "uk": "Торкніться, щоб продовжити",
        "el": "Αγγίξτε για συνέχεια",
        "ar": "اضغط للمتابعة",
        "he": "הקש כדי להמשיך",
        "hi": "जारी रखने के लिए टैप करें",
        "th": "แตะเพื่อดำเนินการต่อ",
        "vi": "Chạm để tiếp tục",
        "id": "Ketuk untuk melanjutkan",
        "ja": "タップして続ける",
        "ko": "탭하여 계속하기",
        "zh-Hans": "轻点以继续",
        "zh-Hant": "輕點以繼續",
    ]

    /// The built-in hint for a language tag: exact (`zh-Hant`), Chinese by script or region,
    /// then the primary language (`pt-BR` → `pt`, `nn`/`no` → `nb`); `nil` when there is none.
    static func builtInDismissHint(language: String) -> String? {
        let tag = language.replacingOccurrences(of: "_", with: "-")
        if let exact = builtInDismissHints[tag] { return exact }
        let parts = tag.lowercased().split(separator: "-").map(String.init)
        guard let primary = parts.first else { return nil }
        if primary == "zh" {
            let traditional = parts.contains { ["hant", "tw", "hk", "mo"].contains($0) }
            return builtInDismissHints[traditional ? "zh-Hant" : "zh-Hans"]
        }
        if primary == "nn" || primary == "no" { return builtInDismissHints["nb"] }
        if primary == "iw" { return builtInDismissHints["he"] }
        return builtInDismissHints[primary]
    }
}
