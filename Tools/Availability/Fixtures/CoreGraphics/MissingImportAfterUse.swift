import Foundation

let side: CGFloat = 44  // flagged

#if canImport(CoreGraphics)
    import CoreGraphics
#endif
