// The keyboard's safe area, for the adapter's keyboard reader.

import Foundation

extension SafeAreaRegions {
    // fact: SafeAreaRegions.container — SwiftUICore
    public static let container: SafeAreaRegions = SafeAreaRegions(rawValue: 1)
    // fact: SafeAreaRegions.keyboard — SwiftUICore
    public static let keyboard: SafeAreaRegions = SafeAreaRegions(rawValue: 2)
}
