import Foundation

// fact: UISearchResultsUpdating — UISearchController.h, iPhoneOS18.0.sdk
@MainActor public protocol UISearchResultsUpdating: NSObjectProtocol {
    // fact: UISearchResultsUpdating.updateSearchResults(for:) — UISearchController.h, iPhoneOS18.0.sdk
    func updateSearchResults(for searchController: UISearchController)
}

// fact: UISearchController — UISearchController.h, iPhoneOS18.0.sdk
@available(iOS 8.0, *)
@MainActor open class UISearchController: UIViewController {
    // fact: UISearchController.init(searchResultsController:) — UISearchController.h, iPhoneOS18.0.sdk
    public init(searchResultsController: UIViewController?) { super.init(nibName: nil, bundle: nil) }
    // fact: UISearchController.init(coder:) — UISearchController.h, iPhoneOS18.0.sdk
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    // fact: UISearchController.searchResultsUpdater — UISearchController.h, iPhoneOS18.0.sdk
    open var searchResultsUpdater: (any UISearchResultsUpdating)? {
        get { stub() }
        set {}
    }
    // fact: UISearchController.obscuresBackgroundDuringPresentation — UISearchController.h, iPhoneOS18.0.sdk
    @available(iOS 9.1, *)
    open var obscuresBackgroundDuringPresentation: Bool {
        get { stub() }
        set {}
    }
    // fact: UISearchController.searchBar — UISearchController.h, iPhoneOS18.0.sdk
    open var searchBar: UISearchBar { stub() }
}

// fact: UISearchBar — UISearchBar.h, iPhoneOS18.0.sdk
@available(iOS 2.0, *)
@MainActor open class UISearchBar: UIView {
    // fact: UISearchBar.text — UISearchBar.h, iPhoneOS18.0.sdk
    open var text: String? {
        get { stub() }
        set {}
    }
    // fact: UISearchBar.placeholder — UISearchBar.h, iPhoneOS18.0.sdk
    open var placeholder: String? {
        get { stub() }
        set {}
    }
}
