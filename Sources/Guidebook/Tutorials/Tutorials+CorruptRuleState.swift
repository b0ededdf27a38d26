import Foundation
import GuidebookParsing

extension Tutorials {
    /// The finding for a saved rule state the engine could not read and starts afresh from:
    /// what is wrong with it in the state's own terms (where its JSON breaks, by line and
    /// column, or which entry is missing or of the wrong kind), and where the store kept a copy.
    ///
    /// - Parameters:
    ///   - data: The state as the store gave it.
    ///   - error: What `JSONDecoder` threw for it.
    ///   - place: Where the store kept a copy (``TutorialStateStore/setAsideRuleState(_:)``),
    ///     or `nil` when it could not.
    static func corruptRuleState(_ data: Data, error: any Error, keptIn place: String?) -> Diagnostic {
        let kept = place.map { " A copy is kept in \($0)." } ?? " The store could not keep a copy."
        return Diagnostic(
            .warning,
            "The saved tutorial rule state (\(PropertyListStateStore.ruleStateKey)) could not be read: "
                + "\(ruleStateProblem(data, error: error)); display counts, donations and tour progress start "
                + "afresh.\(kept)",
            fix: "Nothing to do: the seen cards are kept, and the state is written anew.",
            code: .ruleStateCorrupt)
    }

    /// What is wrong with `data`: the JSON reader's finding and place when it is not JSON
    /// (Foundation's says only "not valid JSON"), else the entry `error` names.
    static func ruleStateProblem(_ data: Data, error: any Error) -> String {
        do {
            _ = try JSONReader.read(data)
        } catch {
            switch error {
            case .nullNotSupported, .limitExceeded: break  // JSON the decoder may take; its error says more
            default:
                let message = error.diagnostic.message
                let sentence = message.hasSuffix(".") ? message.dropLast() : Substring(message)
                let clause = sentence.prefix(1).lowercased() + sentence.dropFirst()
                return "\(clause) (line \(error.location.line), column \(error.location.column))"
            }
        }
        guard let error = error as? DecodingError else { return String(describing: error) }
        switch error {
        case .keyNotFound(let key, let context):
            return "it has no \"\(entryPath(context.codingPath + [key]))\" entry"
        case .typeMismatch(let type, let context):
            return "\"\(entryPath(context.codingPath))\" is not \(kind(of: type))"
        case .valueNotFound(let type, let context):
            return "\"\(entryPath(context.codingPath))\" is null where \(kind(of: type)) belongs"
        case .dataCorrupted(let context):
            let description = context.debugDescription
            let reason = description.hasSuffix(".") ? String(description.dropLast()) : description
            return context.codingPath.isEmpty ? reason : "\"\(entryPath(context.codingPath))\": \(reason)"
        @unknown default:
            return String(describing: error)
        }
    }

    /// `records.Welcome.count`, `events.exported[2]`.
    private static func entryPath(_ keys: [any CodingKey]) -> String {
        var path = ""
        for key in keys {
            if let index = key.intValue, key.stringValue.hasPrefix("Index") {
                path += "[\(index)]"
            } else {
                path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return path.isEmpty ? "(the whole state)" : path
    }

    /// What a value of `type` is, in JSON's words.
    private static func kind(of type: Any.Type) -> String {
        let name = String(describing: type)
        if name.hasPrefix("Dictionary") { return "an object ({…})" }
        if name.hasPrefix("Array") { return "a list ([…])" }
        switch name {
        case "Int", "Int64", "Int32", "UInt", "UInt64", "UInt32": return "a whole number"
        case "Double", "Float": return "a number"
        case "String": return "a string"
        case "Bool": return "true or false"
        default: return "a value of type \(name)"
        }
    }
}
