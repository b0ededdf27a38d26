// LocalizingCopy.md: Guidebook's own language resolution, the same on Linux and iOS.
// snippet.hide
import Foundation
import Guidebook

let contentURL = URL(fileURLWithPath: "Examples/Compositions")
// snippet.show
let copy = try LocalizedStringsFolder(
    url: contentURL, preferredLanguages: ["de-AT", "en"], developmentLanguage: "en")
let title = copy.localizedString(forKey: "Welcome Title", table: "Tutorial")
print(title?.value ?? "", title?.language ?? "")  // prints Willkommen bei Compositions de
print(copy.localizedString(forKey: "No Such Key", table: "Tutorial") == nil)  // prints true
