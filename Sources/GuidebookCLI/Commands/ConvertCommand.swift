import Foundation
import Guidebook

/// `guidebook convert FILE [--to json|plist|v2|v2-json]`: prints a content file in another
/// form, keys in file order.
///
/// `.strings` files (text, XML or binary) become a JSON object or an XML `<dict>` of
/// strings; property lists (XML or binary) become their value. Data is written as base64
/// and dates as ISO 8601 in JSON.
struct ConvertCommand: Command {
    static let spec = CommandSpec(
        name: "convert",
        summary: "Print a .strings or property-list file as JSON or as an XML property list, in file order.",
        positionals: [
            .init(name: "FILE", help: "A .strings file or a property list (XML or binary).", optional: false)
        ],
        options: [
            .init(
                name: "to", valueName: "FORMAT", help: "What to print (default json).",
                choices: ["json", "plist", "v2", "v2-json"])
        ],
        discussion: """
            EXAMPLES:
              guidebook convert Examples/Compositions/de.lproj/Tutorial.strings
              guidebook convert HelpList.plist --to json
              guidebook convert Examples/Compositions/en.lproj/HelpList.plist --to v2
              guidebook convert HelpList.plist --to v2-json > HelpBook.json

            --to v2 and --to v2-json read a help book (the legacy HelpList.plist or v2) and print it
            in the v2 help book format, every item with its id; reading warnings go to stderr.

            Errors print as path:line:column: error: message; the exit status is then 1.
            """)

    static func run(_ arguments: ParsedArguments, in context: CommandContext) async throws -> Int32 {
        guard let path = arguments.positional(0) else { return 2 }
        let format = arguments.value("to") ?? "json"
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            context.printError(
                "error: '\(path)' is a folder, but convert reads one file. Pass a .strings file or a property list "
                    + "in it, such as \((path as NSString).appendingPathComponent("en.lproj/Tutorial.strings")).")
            return 1
        }
        switch format {
        case "v2", "v2-json":
            if URL(fileURLWithPath: path).pathExtension == "strings" {
                throw UsageError.optionDoesNotFitFile(
                    option: "--to \(format)", file: path,
                    reads: "a help book (HelpList.plist, HelpBook.json or HelpBook.plist)", found: "a strings table",
                    fix: "Use --to json or --to plist for a .strings file.")
            }
            return convertHelpBook(path, toJSON: format == "v2-json", in: context)
        default:
            break
        }
        let value: PropertyListValue
        do {
            value = try read(path)
        } catch let error as StringsFileError {
            context.report(error)
            return 1
        } catch let error as PropertyListError {
            context.report(error)
            return 1
        }
        switch format {
        case "plist":
            context.write(PropertyListWriter.xmlString(value))
        default:
            context.print(value.jsonText())
        }
        return 0
    }

    /// Reads `path` as a `.strings` table (a dictionary of strings in file order) or a property list.
    static func read(_ path: String) throws -> PropertyListValue {
        let url = URL(fileURLWithPath: path)
        let isStrings = url.pathExtension == "strings"
        let data: Data
        do throws(FileReadError) {
            data = try FileBytes.read(url, path: path, limits: .default)
        } catch {
            if isStrings { throw StringsFileError.fileRead(error) }
            throw PropertyListError.fileRead(error)
        }
        if isStrings {
            let table = try StringsFileReader.read(data, file: path)
            return .dictionary(
                PropertyListDictionary(
                    table.map { .init(key: $0.key, value: .string($0.value), location: $0.location) }))
        }
        return try PropertyListReader.read(data, file: path)
    }
}
