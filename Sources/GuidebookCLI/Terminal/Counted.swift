/// `1 warning`, `3 warnings`, `0 languages`: a count and its noun, in the number the count needs.
///
/// - Parameters:
///   - count: How many.
///   - noun: The singular noun.
///   - plural: The plural, when it is not `noun` + `s`.
func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
    "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
}
