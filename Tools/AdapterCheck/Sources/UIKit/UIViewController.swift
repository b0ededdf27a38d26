import Foundation

// fact: UIViewController — UIViewController.h, iPhoneOS18.0.sdk
@available(iOS 2.0, *)
@MainActor open class UIViewController: UIResponder {
    // fact: UIViewController.init(nibName:bundle:) — UIViewController.h, iPhoneOS18.0.sdk
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    // fact: UIViewController.init(coder:) — UIViewController.h, iPhoneOS18.0.sdk
    public required init?(coder: NSCoder) { super.init() }
    // fact: UIViewController.view — UIViewController.h, iPhoneOS18.0.sdk
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    open var view: UIView! {
        get { stub() }
        set {}
    }
    // fact: UIViewController.loadView() — UIViewController.h, iPhoneOS18.0.sdk
    open func loadView() {}
    // fact: UIViewController.viewDidLoad() — UIViewController.h, iPhoneOS18.0.sdk
    open func viewDidLoad() {}
    // fact: UIViewController.viewDidAppear(_:) — UIViewController.h, iPhoneOS18.0.sdk
    open func viewDidAppear(_ animated: Bool) {}
    // fact: UIViewController.viewWillDisappear(_:) — UIViewController.h, iPhoneOS18.0.sdk
    open func viewWillDisappear(_ animated: Bool) {}
    // fact: UIViewController.title — UIViewController.h, iPhoneOS18.0.sdk
    open var title: String? {
        get { stub() }
        set {}
    }
    // fact: UIViewController.navigationItem — UINavigationController.h, iPhoneOS18.0.sdk
    open var navigationItem: UINavigationItem { stub() }
    // fact: UIViewController.navigationController — UINavigationController.h, iPhoneOS18.0.sdk
    open var navigationController: UINavigationController? { stub() }
}

// fact: UINavigationController — UINavigationController.h, iPhoneOS18.0.sdk
@available(iOS 2.0, *)
@MainActor open class UINavigationController: UIViewController {
    // fact: UINavigationController.pushViewController(_:animated:) — UINavigationController.h, iPhoneOS18.0.sdk
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
    // fact: UINavigationController.popToViewController(_:animated:) — UINavigationController.h, iPhoneOS18.0.sdk
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        stub()
    }

    // The help menu's stack after a content swap (HelpViewController).
    // fact: UINavigationController.topViewController — UINavigationController.h, iPhoneOS18.0.sdk
    open var topViewController: UIViewController? { stub() }
    // fact: UINavigationController.viewControllers — UINavigationController.h, iPhoneOS18.0.sdk
    open var viewControllers: [UIViewController] {
        get { stub() }
        set {}
    }
    // fact: UINavigationController.setViewControllers(_:animated:) — UINavigationController.h, iPhoneOS18.0.sdk
    @available(iOS 3.0, *)
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
}

// fact: UINavigationItem — UINavigationController.h, iPhoneOS18.0.sdk (forward declaration)
@MainActor open class UINavigationItem: NSObject {
    // fact: UINavigationItem.searchController — developer.apple.com/documentation/uikit/uinavigationitem/searchcontroller
    @available(iOS 11.0, *)
    open var searchController: UISearchController? {
        get { stub() }
        set {}
    }
}
