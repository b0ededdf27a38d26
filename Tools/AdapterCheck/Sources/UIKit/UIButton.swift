import Foundation

// fact: UIButton — developer.apple.com/tutorials/data/documentation/uikit/uibutton
@MainActor open class UIButton: UIControl {
    // fact: UIButton.ButtonType — developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum
    public enum ButtonType: Sendable {
        // fact: UIButton.ButtonType.system — developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/system
        case system
    }

    // fact: UIButton.init(type:) — developer.apple.com/documentation/uikit/uibutton/init(type:)
    public convenience init(type buttonType: UIButton.ButtonType) { self.init(frame: .zero) }

    // fact: UIButton.setTitle(_:for:) — developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)
    open func setTitle(_ title: String?, for state: UIControl.State) {}

    // fact: UIButton.titleLabel — developer.apple.com/documentation/uikit/uibutton/titlelabel
    open var titleLabel: UILabel? { stub() }
}
