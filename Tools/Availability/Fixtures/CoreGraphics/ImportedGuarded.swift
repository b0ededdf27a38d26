import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

func frame() -> CGRect { CGRect(x: 0, y: 0, width: 44, height: 44) }
