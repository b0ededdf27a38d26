import Foundation
import Guidebook

/// `json.read.catalog`, `xcstrings.load` and `l10n.resolve`.
@Sendable func localizationBenchmarks(_ runner: inout BenchRunner) {
    let keyCount = runner.quick ? 500 : 2_000
    let data = generatedCatalog(keys: keyCount)
    let megabytes = Double(data.count) / 1_048_576
    // Resolving keys with per-key fallback (most keys missing in the preferred language): the
    // l10n.resolve side, also what GUIDEBOOK_PROFILE=l10n loops.
    guard let catalog = try? StringCatalog(data: data) else { return }
    let source = InMemoryStringSource([:], catalogs: ["Bench": catalog], preferredLanguages: ["pt-BR", "fr"])
    let keys = catalog.entries.map(\.key)
    func resolveEveryKey(rounds: Int) {
        var found = 0
        for _ in 0..<rounds {
            for key in keys where source.localizedString(forKey: key, table: "Bench") != nil { found += 1 }
        }
        blackhole(found)
    }
    // GUIDEBOOK_PROFILE=l10n (with `--only localization`): only our lookups, in a loop, for
    // `perf record`; GUIDEBOOK_PROFILE_ITERATIONS sets the rounds (default 2,000).
    if ProcessInfo.processInfo.environment["GUIDEBOOK_PROFILE"] == "l10n" {
        resolveEveryKey(
            rounds: ProcessInfo.processInfo.environment["GUIDEBOOK_PROFILE_ITERATIONS"].flatMap { Int($0) } ?? 2_000)
        exit(0)
    }

    // Our ordered JSON tree with positions, against Foundation's unordered parse of the same bytes.
    let anchor = runner.median { blackhole(try? JSONSerialization.jsonObject(with: data)) }
    let read = runner.median { blackhole(try? JSONReader.read(data, file: "bench.xcstrings")) }
    runner.report(
        "json.read.catalog", ours: read, anchorName: "JSONSerialization", anchor: anchor,
        extra: String(format: "%.1fMB %.0fMB/s", megabytes, megabytes / max(read, 1e-12)))

    // The full String Catalog model (tree + typed model + index) against the same anchor.
    let load = runner.median { blackhole(try? StringCatalog(data: data, file: "bench.xcstrings")) }
    runner.report("xcstrings.load", ours: load, anchorName: "JSONSerialization", anchor: anchor)

    // Resolving the keys against a plain nested-dictionary lookup that does no fallback at all.
    var plain: [String: [String: String]] = [:]
    for entry in catalog.entries {
        for (language, content) in entry.localizations {
            plain[language, default: [:]][entry.key] = content.stringUnit?.value
        }
    }
    let rounds = runner.quick ? 5 : 20
    let lookups = Double(rounds * keys.count)
    let dictionary = runner.median {
        var found = 0
        for _ in 0..<rounds {
            for key in keys where plain["fr"]?[key] != nil { found += 1 }
        }
        blackhole(found)
    }
    let resolved = runner.median { resolveEveryKey(rounds: rounds) }
    runner.report(
        "l10n.resolve", ours: resolved / lookups, anchorName: "[String:[String:String]] lookup",
        anchor: dictionary / lookups)
}

/// A String Catalog like Xcode writes: `keys` keys in 8 languages, every fourth key with
/// plural variations, pretty-printed with Xcode's ` : ` spacing.
private func generatedCatalog(keys: Int) -> Data {
    let languages = ["ar", "de", "en", "es", "fr", "ja", "ru", "zh-Hans"]
    var text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
    for index in 0..<keys {
        let key = index % 4 == 0 ? "%lld items in folder \(index)" : "Settings label number \(index)"
        text +=
            "    \"\(key)\" : {\n      \"comment\" : \"Shown in the settings screen.\",\n      \"localizations\" : {\n"
        let languageLines = languages.map { language in
            if index % 4 == 0 {
                return """
                            "\(language)" : { "variations" : { "plural" : {
                              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item \(language) \(index)" } },
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items \(language) \(index)" } }
                            } } }
                    """
            }
            return """
                        "\(language)" : { "stringUnit" : { "state" : "translated", "value" : "Value in \(language) for \(index) – ü" } }
                """
        }
        text += languageLines.joined(separator: ",\n") + "\n      }\n    }" + (index == keys - 1 ? "\n" : ",\n")
    }
    text += "  },\n  \"version\" : \"1.0\"\n}"
    return Data(text.utf8)
}
