import Foundation

// Scalars: part of `XMLPropertyListParser` (see XMLPropertyListParser.swift).

extension XMLPropertyListParser {
    static func integer(_ text: String) -> Int64? {
        var utf8 = Substring(text).utf8[...]
        var negative = false
        if let first = utf8.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            utf8 = utf8.dropFirst()
        }
        var radix: UInt64 = 10
        if utf8.count > 2, utf8.first == UInt8(ascii: "0"),
            let x = utf8.dropFirst().first, x == UInt8(ascii: "x") || x == UInt8(ascii: "X")
        {
            radix = 16
            utf8 = utf8.dropFirst(2)
        }
        guard !utf8.isEmpty else { return nil }
        var magnitude: UInt64 = 0
        for byte in utf8 {
            let digit: UInt64
            switch byte {
            case 0x30...0x39: digit = UInt64(byte - 0x30)
            case 0x61...0x66 where radix == 16: digit = UInt64(byte - 0x61 + 10)
            case 0x41...0x46 where radix == 16: digit = UInt64(byte - 0x41 + 10)
            default: return nil
            }
            let (product, overflow1) = magnitude.multipliedReportingOverflow(by: radix)
            let (sum, overflow2) = product.addingReportingOverflow(digit)
            if overflow1 || overflow2 { return nil }
            magnitude = sum
        }
        if negative {
            if magnitude == UInt64(Int64.max) + 1 { return Int64.min }
            guard magnitude <= UInt64(Int64.max) else { return nil }
            return -Int64(magnitude)
        }
        // Hex integers written by Foundation for negative numbers use all 64 bits.
        if radix == 16 { return Int64(bitPattern: magnitude) }
        guard magnitude <= UInt64(Int64.max) else { return nil }
        return Int64(magnitude)
    }

    static func real(_ text: String) -> Double? {
        switch text.lowercased() {
        case "nan", "+nan", "-nan": return .nan
        case "inf", "+inf", "infinity", "+infinity": return .infinity
        case "-inf", "-infinity": return -.infinity
        default: break
        }
        guard let first = text.utf8.first,
            first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
                || (first >= 0x30 && first <= 0x39)
        else { return nil }
        return Double(text)
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` as a `Date`, computed without a calendar.
    static func date(_ text: String) -> Date? {
        let utf8 = Array(text.utf8)
        guard utf8.count == 20, utf8[4] == 0x2D, utf8[7] == 0x2D, utf8[10] == UInt8(ascii: "T"),
            utf8[13] == 0x3A, utf8[16] == 0x3A, utf8[19] == UInt8(ascii: "Z")
        else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                let byte = utf8[index]
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        let seconds = Double(days * 86_400 + hour * 3_600 + minute * 60 + second)
        return Date(timeIntervalSince1970: seconds)
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
