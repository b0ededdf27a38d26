/// The labeled queries on the example content (`Examples/Compositions`): what a user would
/// type, with the titles of the articles that must rank in the top 3. The search tests
/// measure recall on them; the preview tests check that the page's search agrees with the
/// index on every one.
///
/// ```swift
/// let english = ExampleSearchQueries.labeled.filter { $0.language == "en" }
/// ```
package enum ExampleSearchQueries {
    /// One labeled query.
    package struct Labeled: Sendable, CustomStringConvertible {
        /// The example book's language: `en`, `de` or `ar`.
        package var language: String
        package var query: String
        /// Titles that must all be in the top 3.
        package var expected: [String]
        package var description: String { "\(language): \(query)" }
    }

    private static func on(_ language: String, _ pairs: [(String, [String])]) -> [Labeled] {
        pairs.map { Labeled(language: language, query: $0.0, expected: $0.1) }
    }

    /// Typos of a stem the example books only have inflected: "export" (only "Exporting"),
    /// "print" (only "printing"), "spiel" (only "spielen"), "lösch" (only "löschen").
    package static let stemTypos: [Labeled] =
        on("en", [("exprot", ["Exporting a PDF"]), ("prnit", ["Exporting a PDF"])])
        + on("de", [("speil", ["Ein Stück abspielen"]), ("lsöch", ["Sich zurechtfinden"])])

    /// Every labeled query on the example content, the stem typos first.
    package static let labeled: [Labeled] =
        stemTypos
        + on(
            "en",
            [
                ("exprot pdf", ["Exporting a PDF"]), ("export", ["Exporting a PDF"]), ("pdf", ["Exporting a PDF"]),
                ("midi", ["Sending a MIDI File"]), ("send midi file", ["Sending a MIDI File"]),
                ("metronom", ["Tempo and Metronome"]), ("tempo", ["Tempo and Metronome"]),
                ("beats per minute", ["Tempo and Metronome"]), ("ties", ["Ties and Slurs"]),
                ("slur", ["Ties and Slurs"]), ("rest", ["Rests"]), ("dynamcs", ["Dynamics"]), ("lyric", ["Lyrics"]),
                ("syllables", ["Lyrics"]), ("undo", ["Undo and Redo"]), ("redo", ["Undo and Redo"]),
                ("play", ["Playing a Piece"]), ("instrument", ["Choosing Instruments"]),
                ("piano strings", ["Choosing Instruments"]), ("folder", ["Folders"]), ("tag", ["Tags"]),
                ("search", ["Searching Your Notebook"]), ("icloud", ["iCloud Sync"]), ("sync", ["iCloud Sync"]),
                ("new piece", ["Creating a Piece"]), ("time signature", ["Creating a Piece"]),
                ("duplicate", ["Finding Your Way Around"]), ("melody", ["Welcome to Compositions"]),
            ])
        + on(
            "de",
            [
                ("pdf exportieren", ["Als PDF exportieren"]), ("exportiern", ["Als PDF exportieren"]),
                ("metronom", ["Tempo und Metronom"]), ("haltebogen", ["Haltebögen und Bindebögen"]),
                ("BINDEBOGEN", ["Haltebögen und Bindebögen"]), ("pause", ["Pausen"]), ("liedtext", ["Liedtext"]),
                ("widerrufen", ["Widerrufen und Wiederholen"]), ("ordner", ["Ordner"]),
                ("schlagwort", ["Schlagwörter"]), ("midi datei", ["Eine MIDI-Datei senden"]),
                ("synchronisierung", ["iCloud-Synchronisierung"]), ("stück anlegen", ["Ein Stück anlegen"]),
                ("instrument", ["Instrumente wählen"]),
            ])
        + on(
            "ar",
            [
                ("تصدير", ["التصدير بصيغة PDF"]), ("PDF", ["التصدير بصيغة PDF"]), ("مزامنة", ["المزامنة مع iCloud"]),
                ("سكتة", ["السكتات"]), ("مجلد", ["المجلدات"]), ("الوسوم", ["الوسوم"]), ("MIDI", ["إرسال ملف MIDI"]),
                ("الالات", ["اختيار الآلات"]), ("كلمات الأغنية", ["كلمات الأغنية"]),
            ])
}
