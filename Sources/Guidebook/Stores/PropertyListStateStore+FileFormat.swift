import Foundation

// The file format: the app's property list with `<prefix><key>` entries and `GuidebookState`,
// read at launch and merged with the seen keys before each write.
extension PropertyListStateStore {
    /// The app's dictionary with the seen keys applied: entries of keys no longer seen are
    /// removed, new ones are `1`, existing truthy ones (`<true/>`, `1`) are kept as they are.
    ///
    /// - Complexity: O(n) in the number of entries.
    static func merge(_ base: [String: Any], seen: KeyTable<Void>, keyPrefix: String) -> [String: Any] {
        var root = base
        for (name, value) in base where name.hasPrefix(keyPrefix) && isTruthy(value) {
            if !seen.contains(String(name.dropFirst(keyPrefix.count))) { root[name] = nil }
        }
        for key in seen.keys {
            let name = keyPrefix + key
            if let value = root[name], isTruthy(value) { continue }
            root[name] = 1
        }
        return root
    }

    /// The seed's test: `[didSee intValue] != 0`.
    static func isTruthy(_ value: Any) -> Bool {
        switch value {
        case let number as Int: return number != 0
        case let flag as Bool: return flag
        case let number as Double: return Int(exactly: number.rounded(.towardZero)).map { $0 != 0 } ?? true
        case let number as NSNumber: return number.intValue != 0
        case let text as String: return (Int(text.trimmingCharacters(in: .whitespaces).prefix(18)) ?? 0) != 0
        default: return false
        }
    }

    /// Reads the file at launch; moves it aside when it cannot be understood.
    static func load(url: URL, keyPrefix: String) -> State {
        var state = State()
        AtomicFile.removeAbandonedTemporaryFiles(for: url)
        guard FileManager.default.fileExists(atPath: url.path) else { return state }
        let reason: String
        do {
            let data: Data
            do {
                data = try Data(contentsOf: url)
            } catch {
                throw ReadFailure(reason: describe(error))
            }
            var format = PropertyListSerialization.PropertyListFormat.xml
            let root = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
            if let dictionary = root as? [String: Any] {
                state.base = AppState(dictionary: dictionary)
                state.ruleState = dictionary[ruleStateKey] as? String
                state.binary = format == .binary
                for (name, value) in dictionary where name.hasPrefix(keyPrefix) && name.count > keyPrefix.count {
                    if isTruthy(value) { state.seen.insert(String(name.dropFirst(keyPrefix.count))) }
                }
                return state
            }
            let kind =
                root is [Any] ? "an array" : root is String ? "a single string (plain text reads as one)" : "a value"
            reason = "it holds \(kind), where app state is a property-list dictionary such as hasSeenWelcome = 1"
        } catch let failure as ReadFailure {
            reason = failure.reason
        } catch {
            reason = "it is not a property list"
        }
        do {
            let destination = try moveAside(url)
            state.movedAside = destination
            state.diagnostics.append(
                TutorialStateStoreError.corrupt(path: url.path, reason: reason, movedTo: destination.path).diagnostic)
        } catch {
            let refusal = TutorialStateStoreError.unrecoverable(
                path: url.path, reason: "\(reason); moving it aside: \(describe(error))")
            state.refusal = refusal
            state.diagnostics.append(refusal.diagnostic)
        }
        return state
    }

    /// The file could not be read at all (as opposed to read and not understood).
    private struct ReadFailure: Error {
        var reason: String
    }

    private static func describe(_ error: any Error) -> String {
        let text = (error as NSError).localizedDescription
        return text.isEmpty ? "\(error)" : text
    }
}
