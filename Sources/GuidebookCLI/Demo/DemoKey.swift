/// A key press in the demo, decoded from the bytes a terminal sends.
enum DemoKey: Equatable, Sendable {
    case up, down, left, right, enter, tab, backTab, backspace, escape, interrupt
    case character(Character)

    /// Decodes a burst of bytes (one read may carry several keys, e.g. pasted or sent by tmux).
    static func decode(_ bytes: [UInt8]) -> [DemoKey] {
        var keys: [DemoKey] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x1B:
                if index + 2 < bytes.count, bytes[index + 1] == 0x5B || bytes[index + 1] == 0x4F {
                    let arrows: [UInt8: DemoKey] = [0x41: .up, 0x42: .down, 0x43: .right, 0x44: .left, 0x5A: .backTab]
                    if let key = arrows[bytes[index + 2]] {
                        keys.append(key)
                        index += 3
                        continue
                    }
                    // Some other sequence (function keys): skip to its final byte.
                    var end = index + 2
                    while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
                    index = end + 1
                    continue
                }
                keys.append(.escape)
                index += 1
            case 0x03, 0x04:
                keys.append(.interrupt)
                index += 1
            case 0x0D, 0x0A:
                keys.append(.enter)
                index += 1
            case 0x09:
                keys.append(.tab)
                index += 1
            case 0x7F, 0x08:
                keys.append(.backspace)
                index += 1
            case 0x00..<0x20:
                index += 1
            default:
                let length = byte < 0xC0 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
                let end = min(index + length, bytes.count)
                let text = String(decoding: bytes[index..<end], as: UTF8.self)
                for character in text where character != "\u{FFFD}" { keys.append(.character(character)) }
                index = end
            }
        }
        return keys
    }
}
