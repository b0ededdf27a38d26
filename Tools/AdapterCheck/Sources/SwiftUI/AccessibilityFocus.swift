// VoiceOver focus and the Increase Contrast setting, for the adapter's card.

import Foundation

// fact: AccessibilityFocusState — SwiftUI
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@propertyWrapper public struct AccessibilityFocusState<Value>: DynamicProperty where Value: Hashable {
    // fact: AccessibilityFocusState.Binding — SwiftUI
    @propertyWrapper public struct Binding {
        // As Apple's: the wrapper is made by SwiftUI from a binding, never by its users.
        private var _binding: SwiftUI.Binding<Value>
        // fact: AccessibilityFocusState.Binding.wrappedValue — SwiftUI
        public var wrappedValue: Value {
            get { stub() }
            nonmutating set {}
        }
        // fact: AccessibilityFocusState.Binding.projectedValue — SwiftUI
        public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
    }

    // fact: AccessibilityFocusState.wrappedValue — SwiftUI
    public var wrappedValue: Value {
        get { stub() }
        nonmutating set {}
    }
    // fact: AccessibilityFocusState.projectedValue — SwiftUI
    public var projectedValue: AccessibilityFocusState<Value>.Binding { stub() }
    // fact: AccessibilityFocusState.init() — SwiftUI
    public init() where Value == Bool {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    // fact: View.accessibilityFocused(_:) — SwiftUI
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        stub() as EmptyView
    }
}

// fact: ColorSchemeContrast — SwiftUICore
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ColorSchemeContrast: CaseIterable, Sendable {
    // fact: ColorSchemeContrast.standard — SwiftUICore
    case standard
    // fact: ColorSchemeContrast.increased — SwiftUICore
    case increased
}

extension EnvironmentValues {
    // fact: EnvironmentValues.colorSchemeContrast — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var colorSchemeContrast: ColorSchemeContrast { .standard }
}
