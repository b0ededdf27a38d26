import Foundation
import Guidebook
import GuidebookRemote

/// The remote manifest (`guidebook.json`) and the rules file (`Tutorials.json`, `Tutorials.plist`).
enum RemoteChecks {
    static let manifestFile = "guidebook.json"
    static let rulesFile = "Tutorials.json"

    /// A manifest read must write (`jsonData()`) and read back the same; a refused one must
    /// point inside the input; every listed path must be one the cache may write.
    static func manifest(_ data: Data) throws(FuzzFailure) {
        let manifest: ContentManifest
        do {
            manifest = try ContentManifest(data: data, file: manifestFile)
        } catch {
            try InputShape(data).check(
                error.diagnostic.location, file: manifestFile, what: "ContentManifestError \(error)")
            return
        }
        for file in manifest.files {
            try expect(
                ContentManifest.isSafeRelativePath(file.path) && file.path != ContentManifest.fileName,
                "The manifest lists the unsafe path \(file.path.debugDescription).")
        }
        try expect(
            manifest.files.map(\.path) == manifest.files.map(\.path).sorted(), "The manifest's files are not sorted.")
        let written = manifest.jsonData()
        let again: ContentManifest
        do {
            again = try ContentManifest(data: written, file: "again.json")
        } catch {
            throw FuzzFailure("jsonData() wrote a manifest that does not read back: \(error)")
        }
        try expect(again == manifest, "The manifest read back from jsonData() is different.")
        try expect(again.jsonData() == written, "jsonData() of the manifest read back writes other bytes.")
    }

    /// Rules read from JSON, or from a property list when the input starts like one: every
    /// finding points inside the input and says how to fix it; reading is deterministic;
    /// accepted rules have no prerequisite cycle and no tour step listed twice.
    static func rules(_ data: Data) throws(FuzzFailure) {
        let isJSON = !(data.first == UInt8(ascii: "<") || data.starts(with: Data("bplist00".utf8)))
        let file = isJSON ? rulesFile : "Tutorials.plist"
        let rules: TutorialRules
        do {
            rules = try TutorialRules(data: data, file: file, isJSON: isJSON)
        } catch {
            try expect(!error.diagnostics.isEmpty, "TutorialRulesError without a finding.")
            let shape = InputShape(data)
            for finding in error.diagnostics {
                try shape.check(finding.location, file: file, what: "the finding \"\(finding.message)\"")
                try expect(finding.fix?.isEmpty == false, "The finding \"\(finding.message)\" has no fix.")
            }
            let again = Result { () throws(TutorialRulesError) in
                try TutorialRules(data: data, file: file, isJSON: isJSON)
            }
            try expect(again == .failure(error), "Reading the same rules twice gave other findings.")
            return
        }
        let again = Result { () throws(TutorialRulesError) in try TutorialRules(data: data, file: file, isJSON: isJSON)
        }
        try expect(again == .success(rules), "Reading the same rules twice gave other rules.")
        // Accepted rules are whole: no prerequisite cycle, no tour listing a card twice.
        for key in rules.cards.keys {
            try expect(rules.prerequisiteCycle(through: key) == nil, "Rules with a prerequisite cycle through \(key).")
        }
        for tour in rules.tours {
            try expect(Set(tour.steps).count == tour.steps.count, "The tour \(tour.name) lists a card twice.")
        }
        _ = rules.keysShownAfterSeen
    }
}
