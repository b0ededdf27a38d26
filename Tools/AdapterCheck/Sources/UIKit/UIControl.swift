import Foundation

// fact: UIMenuElement — developer.apple.com/documentation/uikit/uimenuelement
@MainActor open class UIMenuElement: NSObject {
    // fact: UIMenuElement.Attributes — developer.apple.com/documentation/uikit/uimenuelement/attributes
    public struct Attributes: OptionSet, Sendable {
        // The raw type is not on the page (an NS_OPTIONS enum, c:@E@UIMenuElementAttributes).
        // fact: UIMenuElement.Attributes — implied by the typedef
        public let rawValue: UInt
        // fact: UIMenuElement.Attributes — implied by the typedef
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }

    // fact: UIMenuElement.State — developer.apple.com/documentation/uikit/uimenuelement/state
    public enum State: Sendable {
        // fact: UIMenuElement.State.off — developer.apple.com/documentation/uikit/uimenuelement/state/off
        case off
    }
}

// fact: UIActionHandler — developer.apple.com/documentation/uikit/uiactionhandler
public typealias UIActionHandler = (UIAction) -> Void

// fact: UIAction — developer.apple.com/documentation/uikit/uiaction
@MainActor open class UIAction: UIMenuElement {
    // fact: UIAction.Identifier — developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        // fact: UIAction.Identifier — implied by the typedef
        public let rawValue: String
        // fact: UIAction.Identifier.init(rawValue:) — developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct/init(rawvalue:)
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    // fact: UIAction.init(title:image:identifier:discoverabilityTitle:attributes:state:handler:) — developer.apple.com/tutorials/data/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
    @MainActor @preconcurrency public convenience init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.init()
    }
}

// The class's own page was not read; the members' pages name it an Objective-C class.
// fact: UIControl — developer.apple.com/tutorials/data/documentation/uikit/uicontrol/addaction(_:for:)
@MainActor open class UIControl: UIView {
    // fact: UIControl.Event — developer.apple.com/documentation/uikit/uicontrol/event
    public struct Event: OptionSet, Sendable {
        // The raw type is not on the page (an NS_OPTIONS enum, c:@E@UIControlEvents).
        // fact: UIControl.Event — implied by the typedef
        public let rawValue: UInt
        // fact: UIControl.Event — implied by the typedef
        public init(rawValue: UInt) { self.rawValue = rawValue }
        // fact: UIControl.Event.valueChanged — developer.apple.com/documentation/uikit/uicontrol/event/valuechanged
        public static var valueChanged: UIControl.Event { stub() }
        // fact: UIControl.Event.touchUpInside — developer.apple.com/documentation/uikit/uicontrol/event/touchupinside
        public static var touchUpInside: UIControl.Event { stub() }
    }

    // fact: UIControl.State — developer.apple.com/tutorials/data/documentation/uikit/uicontrol/state-swift.struct
    public struct State: OptionSet, Sendable {
        // The raw type is not on the page (an NS_OPTIONS enum, c:@E@UIControlState).
        // fact: UIControl.State — implied by the typedef
        public let rawValue: UInt
        // fact: UIControl.State — implied by the typedef
        public init(rawValue: UInt) { self.rawValue = rawValue }
        // fact: UIControl.State.normal — developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/normal
        public static var normal: UIControl.State { stub() }
    }

    // fact: UIControl.addAction(_:for:) — developer.apple.com/tutorials/data/documentation/uikit/uicontrol/addaction(_:for:)
    @available(iOS 14.0, *)
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
}

// fact: UISwitch — developer.apple.com/tutorials/data/documentation/uikit/uiswitch
@MainActor open class UISwitch: UIControl {
    // fact: UISwitch.isOn — developer.apple.com/documentation/uikit/uiswitch/ison
    open var isOn: Bool {
        get { stub() }
        set {}
    }
}
