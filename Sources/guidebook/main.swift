import Foundation
import GuidebookCLI

let status = await GuidebookCLI.run(Array(CommandLine.arguments.dropFirst()))
exit(status)
