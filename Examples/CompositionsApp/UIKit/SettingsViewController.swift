import Foundation
import Guidebook
import UIKit

/// Settings, with the "Show tips again" switch: turning it on forgets every card the user has
/// seen, so each shows again the next time its screen appears.
@MainActor
final class SettingsViewController: UIViewController {
    private let guide: CompositionsGuide
    private let tipsSwitch = UISwitch(frame: .zero)

    init(guide: CompositionsGuide) {
        self.guide = guide
        super.init(nibName: nil, bundle: nil)
        title = "Settings"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tipsSwitch.isOn = false
        tipsSwitch.accessibilityLabel = "Show tips again"
        tipsSwitch.addAction(
            UIAction(title: "Show tips again") { [weak self] _ in self?.showTipsAgainChanged() },
            for: .valueChanged)
        view.addSubview(tipsSwitch)
    }

    private func showTipsAgainChanged() {
        guard tipsSwitch.isOn else { return }
        guide.tutorials.resetAll()
    }
}
