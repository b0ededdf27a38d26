import Foundation

/// Converts to a `CGRect` (named in a comment and in "CGRect" strings only: nothing to import).
let name = "CGRect"
