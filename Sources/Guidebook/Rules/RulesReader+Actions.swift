extension RulesReader {
    /// `"invalidatedByActions": ["tryIt"]`: the ids of the card's actions whose choice invalidates
    /// it. An empty id is a finding and left out; a repeated one is kept once.
    mutating func actionIDs(_ entry: PropertyListDictionary.Entry) -> [String] {
        var ids: [String] = []
        for id in strings(entry, of: "action ids") {
            if id.isEmpty {
                fail(
                    "\"\(entry.key)\" holds an empty action id.", at: entry.location,
                    fix: "Write the id an action of the card has, such as \"tryIt\".", code: "rules-bad-value")
            } else if !ids.contains(id) {
                ids.append(id)
            }
        }
        return ids
    }
}
