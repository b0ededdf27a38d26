import Foundation
import Guidebook
import GuidebookTestSupport

/// Books the search tests run on: a small realistic book mirroring the example content
/// (a music-notation app, "Compositions") in English, German and Arabic, and the generated
/// 10,000-article book with planted target articles.
enum SearchTestBooks {
    static func item(
        _ id: String, _ title: String, subtitle: String? = nil, keywords: [String] = [], _ body: String,
        children: [HelpItem] = []
    ) -> HelpItem {
        let blocks = body.components(separatedBy: "\n\n").map { HelpBlock.paragraph([.text($0)]) }
        return HelpItem(
            id: id, title: title, subtitle: subtitle, body: HelpBody(blocks: blocks), keywords: keywords,
            children: children)
    }

    static let english = HelpBook(
        sections: [
            HelpSection(
                id: "getting-started", title: "Getting Started",
                items: [
                    item(
                        "welcome", "Welcome to Compositions",
                        "Compositions lets you write music on a staff, hear it played back and share it as sheet music. This guide walks you through the basics.\n\nStart with a new composition or import a file you already have."
                    ),
                    item(
                        "new-composition", "Create a new composition", keywords: ["start", "blank score"],
                        "Tap the plus button in the library, choose a template (piano, string quartet or lead sheet) and give your score a title. You can change the instruments later."
                    ),
                    item(
                        "import-midi", "Import a MIDI file", subtitle: "From Files, AirDrop or email",
                        keywords: ["open", "midi"],
                        "Choose Import in the library menu and pick a .mid file. Compositions converts each track to a staff and keeps the tempo and key signature of the original file."
                    ),
                    item(
                        "resume-session", "Résumé: pick up where you left off",
                        "When you open the app again, Compositions reopens your last score at the measure you were editing, with the same zoom level."
                    ),
                ]),
            HelpSection(
                id: "writing", title: "Writing Music",
                items: [
                    item(
                        "add-notes", "Add notes to the staff", keywords: ["enter", "input"],
                        "Tap a line or space on the staff to place a note. Drag it up or down to change its pitch; the keyboard below the staff plays each note as you place it.",
                        children: [
                            item(
                                "note-durations", "Note durations",
                                "Pick a duration in the palette before you tap: whole, half, quarter, eighth or sixteenth notes. Tap the dot button for dotted notes."
                            ),
                            item(
                                "rests", "Rests",
                                "Long-press the staff and choose Rest to insert a rest of the selected duration. Rests fill the measure automatically when you delete notes."
                            ),
                            item(
                                "tuplets", "Triplets and tuplets",
                                "Select three notes and choose Triplet from the rhythm menu. Other tuplets (quintuplets, sextuplets) are in the same menu."
                            ),
                        ]),
                    item(
                        "key-signature", "Change the key signature", keywords: ["sharps", "flats", "tonality"],
                        "Tap the key signature at the start of the staff and choose a major or minor key. Notes already written keep their pitch; accidentals are added where needed."
                    ),
                    item(
                        "time-signature", "Change the time signature", keywords: ["meter"],
                        "Tap the time signature (for example 4/4 or 6/8) to pick another one. Measures after the change are rebarred."
                    ),
                    item(
                        "tempo", "Set the tempo", keywords: ["bpm", "speed"],
                        "Tap the tempo marking above the first measure and enter beats per minute, or tap in time to set it by ear."
                    ),
                    item(
                        "lyrics", "Add lyrics", keywords: ["words", "text", "syllables"],
                        "Select a note and choose Lyrics. Type a syllable, then press space to move to the next note or a hyphen to split a word across notes."
                    ),
                    item(
                        "chords", "Chord symbols",
                        "Add chord symbols such as Cmaj7 or F#m above the staff. Compositions can also suggest chords that fit the melody."
                    ),
                    item(
                        "transpose", "Transpose a selection", keywords: ["change key", "shift pitch"],
                        "Select measures, then choose Transpose and an interval. Transposing instruments such as clarinet are shown at written pitch."
                    ),
                    item(
                        "undo", "Undo and redo",
                        "Shake the device or tap the arrows in the toolbar to undo or redo your last edits. The history keeps the last hundred changes."
                    ),
                ]),
            HelpSection(
                id: "playback", title: "Playback",
                items: [
                    item(
                        "playback", "Play your composition",
                        "Tap Play to hear the score from the cursor. Playback follows the tempo and dynamics, and the view scrolls with the playhead."
                    ),
                    item(
                        "metronome", "Metronome and count-in", keywords: ["click", "count in"],
                        "Turn on the metronome in the playback menu to hear a click on every beat. A count-in plays one measure before playback starts."
                    ),
                    item(
                        "instruments", "Change instrument sounds", keywords: ["sound", "voice", "patch"],
                        "Each staff plays with the sound of its instrument. Tap the instrument name to choose another sound, such as a grand piano, strings or an acoustic guitar."
                    ),
                    item(
                        "mixer", "Mixer and volume", keywords: ["balance", "mute", "solo"],
                        "Open the mixer to set the volume and pan of each staff, or mute and solo staves while you listen."
                    ),
                ]),
            HelpSection(
                id: "sharing", title: "Sharing",
                items: [
                    item(
                        "export-pdf", "Export as PDF", keywords: ["sheet music", "print"],
                        "Choose Share, then PDF to create sheet music you can print or send. Choose the paper size and whether each part gets its own PDF file."
                    ),
                    item(
                        "export-audio", "Export audio (WAV, MP3)", keywords: ["sound file", "recording"],
                        "Choose Share, then Audio to render the composition as a WAV or MP3 file with the current mixer settings."
                    ),
                    item(
                        "collaborate", "Share with a collaborator", keywords: ["invite", "co-author"],
                        "Invite someone by email to edit a score with you. Changes appear for both of you within seconds, and each edit shows who made it."
                    ),
                    item(
                        "print", "Print sheet music",
                        "Choose Share, then Print to send the score to an AirPrint printer. Parts can be printed separately."
                    ),
                ]),
            HelpSection(
                id: "account", title: "Account & Sync",
                items: [
                    item(
                        "icloud-sync", "Sync with iCloud", keywords: ["backup", "devices"],
                        "Turn on iCloud sync in Settings to keep your library the same on iPhone, iPad and Mac. Scores you delete go to Recently Deleted for thirty days."
                    ),
                    item(
                        "restore-purchases", "Restore purchases", keywords: ["subscription", "receipt"],
                        "If you reinstalled the app or use a new device, open Settings and tap Restore Purchases to unlock what you already bought."
                    ),
                    item(
                        "change-email", "Change your e-mail address", keywords: ["account", "login"],
                        "Open Settings, tap Account and enter your new e-mail address. We send a confirmation link to the new address."
                    ),
                ]),
            HelpSection(
                id: "troubleshooting", title: "Troubleshooting",
                items: [
                    item(
                        "no-sound", "Playback has no sound",
                        "Check that the ring/silent switch is off and the volume is up. If you use Bluetooth headphones, disconnect and reconnect them."
                    ),
                    item(
                        "crash", "The app crashes on launch",
                        "Restart your device and update to the latest version. If the crash continues, send us a report from Settings > Help."
                    ),
                    item(
                        "bluetooth-latency", "Bluetooth headphones lag behind",
                        keywords: ["delay", "latency", "audio"],
                        "Wireless headphones add a delay. Turn on latency compensation in Settings > Playback so notes sound when you tap."
                    ),
                    item(
                        "support", "Contact support", keywords: ["help", "feedback", "bug"],
                        "Write to us from Settings > Help > Contact Support. Include the version number and what you were doing."
                    ),
                ]),
        ], language: "en")

    static let german = HelpBook(
        sections: [
            HelpSection(
                id: "erste-schritte", title: "Erste Schritte",
                items: [
                    item(
                        "de-welcome", "Willkommen bei Compositions",
                        "Mit Compositions schreibst du Noten, hörst sie ab und teilst sie als Partitur."),
                    item(
                        "de-new", "Neue Komposition anlegen",
                        "Tippe in der Bibliothek auf Plus, wähle eine Vorlage und gib der Partitur einen Titel."),
                    item(
                        "de-import", "Dateien importieren",
                        "Wähle Importieren und eine MIDI-Datei. Jede Spur wird zu einem eigenen Notensystem."),
                ]),
            HelpSection(
                id: "schreiben", title: "Noten schreiben",
                items: [
                    item(
                        "de-key", "Tonart ändern",
                        "Tippe auf die Vorzeichen am Anfang des Systems und wähle eine Dur- oder Molltonart."),
                    item(
                        "de-size", "Größe der Noten",
                        "In den Einstellungen stellst du die Größe der Notenköpfe und der Systeme ein."),
                    item(
                        "de-shortcuts", "Tastenkürzel",
                        "Mit einer Tastatur am iPad geht vieles schneller: Befehlstaste und Z widerruft die letzte Änderung."
                    ),
                    item(
                        "de-street", "Straßenmusik-Modus",
                        "Im Straßenmusik-Modus bleibt der Bildschirm an und die Noten blättern automatisch weiter."),
                ]),
            HelpSection(
                id: "teilen", title: "Teilen und Konto",
                items: [
                    item(
                        "de-export-pdf", "Als PDF exportieren",
                        "Wähle Teilen und dann PDF, um die Partitur zu drucken oder zu versenden."),
                    item(
                        "de-email", "E-Mail-Adresse ändern",
                        "Öffne die Einstellungen, tippe auf Konto und gib deine neue E-Mail-Adresse ein."),
                    item(
                        "de-playback-settings", "Einstellungen für die Wiedergabe",
                        "Lege Tempo, Metronom und Vorzähler für die Wiedergabe fest."),
                ]),
        ], language: "de")

    static let arabic = HelpBook(
        sections: [
            HelpSection(
                id: "ar-start", title: "البداية",
                items: [
                    item("ar-welcome", "مرحبا بك في Compositions", "اكتب الموسيقى على المدرج واستمع إليها وشاركها."),
                    item("ar-import", "استيراد ملفات MIDI", "اختر استيراد من قائمة المكتبة ثم اختر ملف MIDI."),
                ]),
            HelpSection(
                id: "ar-writing", title: "كتابة الموسيقى",
                items: [
                    item("ar-key", "تغيير المفتاح الموسيقي", "اضغط على المفتاح في بداية المدرج واختر مفتاحاً جديداً."),
                    item("ar-settings", "الإعدادات", "من الإعدادات يمكنك تغيير اللغة والصوت والمزامنة."),
                    item("ar-export-pdf", "تصدير كملف PDF", "اختر مشاركة ثم PDF لطباعة النوتة أو إرسالها."),
                ]),
        ], language: "ar")

    /// The generated book with planted articles (ids `p-…`) replacing generated ones.
    static let generated: HelpBook = {
        var book = SyntheticHelpBook.make(articles: 10_000)
        for (offset, planted) in plantedArticles.enumerated() {
            let section = 7 + offset * 5
            let index = 13 + offset * 3
            book.sections[section].items[index] = planted
        }
        return book
    }()

    static let plantedArticles: [HelpItem] = [
        item(
            "p-harpsichord", "Harpsichord tunings",
            "Compositions ships historical tunings for the harpsichord: meantone, Werckmeister and Vallotti. Choose one in the instrument inspector."
        ),
        item(
            "p-export-calendar", "Export calendar to PDF",
            "Export the rehearsal calendar as a PDF to share with your ensemble. The calendar export keeps each rehearsal with its date."
        ),
        item(
            "p-creme", "Crème brûlée theme",
            "A warm theme in caramel colours. Turn it on in Appearance; the crème brûlée palette also tints the staff."),
        item(
            "p-quarantine", "Quarantined recordings",
            "Recordings that failed to import are quarantined. Open the quarantine folder to retry or delete them."),
        item(
            "p-grossen", "Größenänderung der Notenköpfe",
            "Die Größenänderung wirkt auf alle Notenköpfe einer Partitur."),
        item("p-cloud-ar", "مزامنة السحابة", "فعّل مزامنة السحابة لتبقى مقطوعاتك متطابقة على كل أجهزتك."),
        item(
            "p-accordion", "Accordion bellows markings",
            "Mark bellows changes with the accordion palette: push and pull signs appear above the staff."),
        item(
            "p-microtonal", "Microtonal accidentals",
            "Quarter-tone sharps and flats for Arabic maqam and contemporary music are in the microtonal accidentals palette."
        ),
        item(
            "p-figured-bass", "Figured bass",
            "Enter figured bass numbers below the bass line; the realisation can be played back with the harpsichord sound."
        ),
        item(
            "p-metronome-presets", "Metronome presets for practice",
            "Save metronome presets with a tempo, subdivision and accent pattern, and recall them during practice."),
        item(
            "p-setlist", "Setlists for concerts",
            "Group scores into a setlist for a concert; the setlist view turns pages hands-free during performance."),
        item(
            "p-e-mail", "E-Mail-Benachrichtigungen",
            "Stelle ein, welche E-Mail-Benachrichtigungen du über geteilte Partituren bekommst."),
    ]
}

extension SearchTestBooks {
    /// The package's example content, `Examples/Compositions`.
    static let exampleFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/Compositions")

    /// The example help book in `language`, as `guidebook search` loads it.
    static func example(_ language: String) -> HelpBook {
        (try? HelpBook.load(from: exampleFolder, preferredLanguages: [language])) ?? HelpBook(sections: [])
    }

    static let exampleEnglish = example("en")
    static let exampleGerman = example("de")
    static let exampleArabic = example("ar")
}
