import Guidebook

/// The words the preview's own controls say ("Help", "Search", "No results", "See also"), in
/// the language of the page they are on, as the dismiss hint is: a card's or a book's page in
/// German says "Suchen" over German articles. The languages are those iPhone apps ship most;
/// another language falls back by ``LanguageResolver``'s rules (`pt-BR` → `pt`, `zh-TW` →
/// `zh-Hant`), then to English.
///
/// ```swift
/// HTMLStrings(language: "de-AT").search   // "Suchen"
/// HTMLStrings(language: "tlh").search     // "Search"
/// ```
struct HTMLStrings: Sendable, Hashable {
    /// The top bar's and breadcrumb's name of the help book.
    var help: String
    /// The top bar's name of the cards page.
    var cards: String
    /// The search field's placeholder.
    var search: String
    /// The search field's accessibility label.
    var searchHelp: String
    /// What an empty result list says.
    var noResults: String
    /// The header over an article's related articles.
    var seeAlso: String
    /// The cards page's heading.
    var tutorialCards: String
    /// The accessibility label of the language switcher.
    var languageSwitcher: String
    /// The accessibility label of an article's breadcrumb.
    var breadcrumb: String

    /// The language the strings are in (a key of ``all``).
    private(set) var language = "en"

    /// The strings for `language`, or the closest language that has them, else English.
    init(language: String) {
        let resolver = LanguageResolver(preferredLanguages: [language], developmentLanguage: "en")
        let chosen = resolver.candidates(available: Array(Self.all.keys)).first ?? "en"
        self = Self.all[chosen] ?? Self.english
        self.language = chosen
    }

    private init(
        _ help: String, _ cards: String, _ search: String, _ searchHelp: String, _ noResults: String,
        _ seeAlso: String, _ tutorialCards: String, _ languageSwitcher: String, _ breadcrumb: String
    ) {
        self.help = help
        self.cards = cards
        self.search = search
        self.searchHelp = searchHelp
        self.noResults = noResults
        self.seeAlso = seeAlso
        self.tutorialCards = tutorialCards
        self.languageSwitcher = languageSwitcher
        self.breadcrumb = breadcrumb
    }

    static let english = HTMLStrings(
        "Help", "Cards", "Search", "Search help", "No results", "See also", "Tutorial cards", "Language", "Breadcrumb")

    /// Every language's strings, by BCP 47 tag.
    static let all: [String: HTMLStrings] = [
        "en": english,
        "de": HTMLStrings(
            "Hilfe", "Karten", "Suchen", "Hilfe durchsuchen", "Keine Ergebnisse", "Siehe auch", "Tutorial-Karten",
            "Sprache", "Navigationspfad"),
        "fr": HTMLStrings(
            "Aide", "Cartes", "Rechercher", "Rechercher dans l’aide", "Aucun résultat", "Voir aussi",
            "Cartes du tutoriel", "Langue", "Fil d’Ariane"),
        "es": HTMLStrings(
            "Ayuda", "Tarjetas", "Buscar", "Buscar en la ayuda", "No hay resultados", "Véase también",
            "Tarjetas del tutorial", "Idioma", "Ruta de navegación"),
        "it": HTMLStrings(
            "Aiuto", "Schede", "Cerca", "Cerca nell’aiuto", "Nessun risultato", "Vedi anche", "Schede del tutorial",
            "Lingua", "Percorso"),
        "pt": HTMLStrings(
            "Ajuda", "Cartões", "Pesquisar", "Pesquisar na ajuda", "Nenhum resultado", "Ver também",
            "Cartões do tutorial", "Idioma", "Trilha de navegação"),
        "nl": HTMLStrings(
            "Help", "Kaarten", "Zoek", "Zoek in help", "Geen resultaten", "Zie ook", "Uitlegkaarten", "Taal",
            "Kruimelpad"),
        "ja": HTMLStrings(
            "ヘルプ", "カード", "検索", "ヘルプを検索", "結果なし", "関連項目", "チュートリアルカード", "言語", "パンくずリスト"),
        "ko": HTMLStrings("도움말", "카드", "검색", "도움말 검색", "결과 없음", "관련 항목", "튜토리얼 카드", "언어", "이동 경로"),
        "zh-Hans": HTMLStrings("帮助", "卡片", "搜索", "搜索帮助", "无结果", "另请参阅", "教程卡片", "语言", "导航路径"),
        "zh-Hant": HTMLStrings("輔助說明", "卡片", "搜尋", "搜尋輔助說明", "沒有結果", "另請參閱", "教學卡片", "語言", "導覽路徑"),
        "ru": HTMLStrings(
            "Справка", "Карточки", "Поиск", "Поиск по справке", "Нет результатов", "См. также", "Обучающие карточки",
            "Язык", "Навигационная цепочка"),
        "ar": HTMLStrings(
            "المساعدة", "البطاقات", "بحث", "البحث في المساعدة", "لا توجد نتائج", "انظر أيضًا", "بطاقات الشرح", "اللغة",
            "مسار التنقل"),
        "he": HTMLStrings(
            "עזרה", "כרטיסים", "חיפוש", "חיפוש בעזרה", "אין תוצאות", "ראו גם", "כרטיסי הדרכה", "שפה", "נתיב ניווט"),
    ]
}
