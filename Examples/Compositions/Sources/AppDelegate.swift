// Compositions: a music-composition notebook. This is the app's code that uses Guidebook,
// kept here so `guidebook lint` can check that every key it shows has copy.
import Guidebook
import GuidebookUIKit
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let appStateURL = URL.applicationSupportDirectory.appendingPathComponent("AppState.plist")

    /// Set at launch; `nil` only if the app's own resources are missing.
    @MainActor static var tutorials: Tutorials?

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        guard let resources = Bundle.main.resourceURL,
            let copy = try? TutorialCopy.stringsTable(
                "Tutorial", in: resources, preferredLanguages: Locale.preferredLanguages)
        else { return true }
        Self.tutorials = Tutorials(
            copy: copy, store: .propertyListFile(Self.appStateURL, keyPrefix: "hasSeen"), presenter: OverlayPresenter())
        return true
    }
}
