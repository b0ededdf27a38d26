import Foundation

// The help rows' content (HelpViewController). In Swift these are the UIKit overlay's value
// types, so their forms are read on Apple's documentation pages.

// fact: UIContentConfiguration — developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5
@available(iOS 14.0, *)
public protocol UIContentConfiguration {}

// fact: UIListContentConfiguration — developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct
@available(iOS 14.0, *)
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    // fact: UIListContentConfiguration.subtitleCell() — developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct (Topics)
    public static func subtitleCell() -> UIListContentConfiguration { stub() }
    // fact: UIListContentConfiguration.attributedText — developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/attributedtext
    public var attributedText: NSAttributedString? {
        get { stub() }
        set {}
    }
    // fact: UIListContentConfiguration.secondaryAttributedText — developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/secondaryattributedtext
    public var secondaryAttributedText: NSAttributedString? {
        get { stub() }
        set {}
    }
}
