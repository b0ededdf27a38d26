import Foundation
import Guidebook

extension ContentFolder {
    /// One String Catalog at the top of the content folder (`Tutorial.xcstrings`).
    struct Catalog: Sendable {
        /// The table it stands for (its file name without extension).
        var table: String
        var catalog: StringCatalog
    }

    /// Reads every `.xcstrings` file at the top of the folder; unreadable ones become diagnostics.
    static func readCatalogs(in url: URL, displayPath: (String) -> String) -> ([Catalog], [Diagnostic]) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [])
            .filter { $0.hasSuffix(".xcstrings") }.sorted()
        var catalogs: [Catalog] = []
        var diagnostics: [Diagnostic] = []
        for name in names {
            let path = displayPath(name)
            guard let data = try? Data(contentsOf: url.appendingPathComponent(name)) else {
                diagnostics.append(ContentError.unreadable(path).diagnostic)
                continue
            }
            do {
                let catalog = try StringCatalog(data: data, file: path)
                catalogs.append(Catalog(table: String(name.dropLast(".xcstrings".count)), catalog: catalog))
            } catch {
                diagnostics.append(error.diagnostic)
            }
        }
        return (catalogs, diagnostics)
    }

    /// The tutorial copy a catalog holds, as one table per language (entries in catalog order).
    static func tables(from catalog: StringCatalog, path: String) -> [String: Table] {
        var tables: [String: Table] = [:]
        for entry in catalog.entries {
            var localizations = entry.localizations
            if localizations[catalog.sourceLanguage] == nil {
                // Xcode leaves the source language out when the key is the text.
                localizations[catalog.sourceLanguage] = .text(entry.key)
            }
            for (language, content) in localizations {
                guard let unit = content.stringUnit ?? content.allStringUnits.first else { continue }
                let location =
                    unit.location ?? content.location ?? entry.location
                    ?? SourceLocation(file: path, line: 1, column: 1)
                tables[language, default: Table(language: language, path: path, entries: [])].entries.append(
                    Entry(key: entry.key, value: unit.value, location: location))
            }
        }
        return tables
    }

    /// Translations a String Catalog marks `new`, `needs_review` or `stale`: a warning each.
    func catalogStateDiagnostics() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let flagged: [StringCatalog.State: String] = [
            .new: "is not translated yet (state new)", .needsReview: "needs review (state needs_review)",
            .stale: "is stale: the key is no longer in the code (state stale)",
        ]
        for catalog in catalogs {
            for entry in catalog.catalog.entries {
                for language in entry.localizations.keys.sorted() {
                    guard let content = entry.localizations[language] else { continue }
                    for unit in content.allStringUnits {
                        guard let what = flagged[unit.state] else { continue }
                        diagnostics.append(
                            Diagnostic(
                                .warning, "\"\(entry.key)\" in \(language) \(what).",
                                at: unit.location ?? content.location ?? entry.location,
                                fix: unit.state == .stale
                                    ? "Remove the entry, or use the key again."
                                    : "Translate or review it, then mark it translated in Xcode.",
                                code: "catalog-state"))
                    }
                }
            }
        }
        return diagnostics
    }
}
