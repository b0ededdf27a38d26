import Foundation
import Guidebook

extension ConvertCommand {
    /// `--to v2` / `--to v2-json`: reads a help book (legacy `HelpList.plist` or v2) and prints it
    /// in the v2 format. Reading warnings (unknown keys, unsafe links) go to stderr and do not
    /// change the exit status; a file that is not a help book prints its error and exits 1.
    static func convertHelpBook(_ path: String, toJSON: Bool, in context: CommandContext) -> Int32 {
        let document: HelpBookDocument
        do throws(HelpBookError) {
            // Read here, so positions name the file as typed (relative stays relative), as the
            // other formats of convert do.
            let data: Data
            do throws(FileReadError) {
                data = try FileBytes.read(URL(fileURLWithPath: path), path: path, limits: .default)
            } catch {
                throw HelpBookError.fileRead(error)
            }
            document = try HelpBookDocument(data: data, file: path)
        } catch {
            context.report(error)
            return 1
        }
        for diagnostic in document.diagnostics {
            context.report(diagnostic)
        }
        let encoder = HelpBookV2Encoder()
        context.write(toJSON ? encoder.json(for: document.book) : encoder.xmlPropertyList(for: document.book))
        return 0
    }
}
