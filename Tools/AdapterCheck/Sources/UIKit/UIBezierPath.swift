import Foundation

// fact: UIBezierPath — developer.apple.com/tutorials/data/documentation/uikit/uibezierpath
open class UIBezierPath: NSObject {
    // fact: UIBezierPath.init(rect:) — developer.apple.com/tutorials/data/documentation/uikit/uibezierpath/init(rect:)
    public convenience init(rect: CGRect) { self.init() }
    // fact: UIBezierPath.init(roundedRect:cornerRadius:) — developer.apple.com documentation page
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) { self.init() }
    // fact: UIBezierPath.init(ovalIn:) — developer.apple.com/tutorials/data/documentation/uikit/uibezierpath/init(ovalin:)
    public convenience init(ovalIn rect: CGRect) { self.init() }
    // fact: UIBezierPath.move(to:) — developer.apple.com/tutorials/data/documentation/uikit/uibezierpath/move(to:)
    open func move(to point: CGPoint) {}
    // fact: UIBezierPath.addLine(to:) — developer.apple.com/tutorials/data/documentation/uikit/uibezierpath/addline(to:)
    open func addLine(to point: CGPoint) {}
    // fact: UIBezierPath.close() — developer.apple.com/tutorials/data/documentation/uikit/uibezierpath/close()
    open func close() {}
    // fact: UIBezierPath.append(_:) — developer.apple.com/tutorials/data/documentation/uikit/uibezierpath/append(_:)
    open func append(_ bezierPath: UIBezierPath) {}
    // fact: UIBezierPath.usesEvenOddFillRule — developer.apple.com documentation page
    open var usesEvenOddFillRule: Bool {
        get { stub() }
        set {}
    }
    // fact: UIBezierPath.fill() — developer.apple.com/tutorials/data/documentation/uikit/uibezierpath/fill()
    open func fill() {}
}
