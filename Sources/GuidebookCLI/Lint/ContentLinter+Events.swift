import Foundation
import Guidebook

extension ContentLinter {
    /// Events counted by a `.event(…)` condition that no `donate(…)` in the code names: the
    /// condition never passes (``CodeFindings/eventNeverDonated(_:at:donated:)``). Skipped when a
    /// donation's name is built at run time.
    ///
    /// - Parameter files: The Swift files scanned.
    func eventDiagnostics(_ files: [String]) -> [Diagnostic] {
        var events = TutorialKeyScanner.Events()
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            let found = TutorialKeyScanner.scanEvents(String(decoding: data, as: UTF8.self), path: file)
            events.donated += found.donated
            events.counted += found.counted
            events.hasDynamicDonation = events.hasDynamicDonation || found.hasDynamicDonation
        }
        guard !events.hasDynamicDonation else { return [] }
        let donated = Set(events.donated.map(\.key))
        let names = donated.sorted()
        return events.counted.filter { !donated.contains($0.key) }.map { use in
            CodeFindings.eventNeverDonated(use.key, at: use.location, donated: names)
        }
    }
}
