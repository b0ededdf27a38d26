import Guidebook
import SwiftUI

/// Settings, with the "Show tips again" switch: turning it on forgets every card the user has
/// seen (`Tutorials.resetAll()`), so they show again; the switch reads off again once done.
struct SettingsView: View {
    let tutorials: Tutorials

    var body: some View {
        Toggle(isOn: showTipsAgain) {
            Text(verbatim: "Show tips again")
        }
        .accessibilityHint(Text(verbatim: "Shows the tips you have already seen once more"))
    }

    /// Off until turned on; turning it on resets the tips.
    private var showTipsAgain: Binding<Bool> {
        let tutorials = tutorials
        return Binding(get: { false }, set: { on in if on { tutorials.resetAll() } })
    }
}
