import Foundation
import Guidebook
import GuidebookCLI

/// The lint target: the Swift and Objective-C key scanner and the format-specifier reader.
enum LintChecks {
    /// Every key use the scanner reports must point inside the source; reading format
    /// specifiers must give one written specifier per argument.
    static func sources(_ data: Data) throws(FuzzFailure) {
        let text = String(decoding: data, as: UTF8.self)
        let shape = InputShape(Data(text.utf8))
        for objectiveC in [false, true] {
            let file = objectiveC ? "Fuzz.m" : "Fuzz.swift"
            let result = TutorialKeyScanner.scan(text, path: file, objectiveC: objectiveC)
            for use in result.uses {
                try shape.check(use.location, file: file, what: "the use of key \"\(use.key)\"")
            }
            for use in result.dynamicUses {
                try shape.check(use.location, file: file, what: "the dynamic use \"\(use.call)\"")
            }
        }
        let template = FormatTemplate(text)
        try expect(
            template.arguments.allSatisfy { $0.position >= 0 } && template.arguments == template.arguments.sorted(),
            "Format arguments out of order or at a negative position: \(template.arguments).")
        _ = template.takesSameArguments(as: FormatTemplate(String(text.reversed())))
    }
}
