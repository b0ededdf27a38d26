// Names CGRect with only Foundation: compiles on Linux, not for iOS.
import Foundation

/// A rectangle (`CGRect` in this comment is free).
func frame() -> CGRect {  // flagged
    CGRect(x: 0, y: 0, width: 44, height: 44)
}
