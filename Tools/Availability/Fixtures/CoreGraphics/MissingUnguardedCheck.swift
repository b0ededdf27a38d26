// Imports CoreGraphics under the wrong condition: UIKit is not the module that declares CGPoint.
import Foundation

#if canImport(UIKit)
    import UIKit
#endif

let origin = CGPoint(x: 0, y: 0)  // flagged
