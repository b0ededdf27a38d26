import Foundation

extension HelpBookDocument {
    /// Reads JSON into a property-list tree.
    ///
    /// Stopgap until the order-preserving `JSONReader` lands: v2 keeps order in arrays, so
    /// `JSONSerialization` is enough to read it, but its errors and values carry no line numbers.
    static func readJSON(_ data: Data, file: String) throws(HelpBookError) -> PropertyListValue {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw .malformed(
                SourceLocation(file: file, line: 1, column: 1),
                reason: "The file is not valid JSON (\(error.localizedDescription)). Check brackets, commas and quotes."
            )
        }
        return value(from: object, depth: 0)
    }

    private static func value(from object: Any, depth: Int) -> PropertyListValue {
        switch object {
        case let text as String: return .string(text)
        case let number as NSNumber:
            if String(cString: number.objCType) == "c" || type(of: object) == Bool.self {
                return .bool(number.boolValue)
            }
            let double = number.doubleValue
            if double == double.rounded(), abs(double) < 9e18 { return .integer(number.int64Value) }
            return .real(double)
        case let array as [Any]:
            guard depth < HelpBook.maximumDepth * 3 else { return .array([]) }
            return .array(array.map { value(from: $0, depth: depth + 1) })
        case let dictionary as [String: Any]:
            guard depth < HelpBook.maximumDepth * 3 else { return .dictionary(PropertyListDictionary()) }
            return .dictionary(
                PropertyListDictionary(
                    dictionary.keys.sorted().map {
                        .init(key: $0, value: value(from: dictionary[$0] as Any, depth: depth + 1))
                    }
                ))
        default: return .string("")
        }
    }
}
