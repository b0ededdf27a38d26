import Foundation

// fact: UITableView — UITableView.h, iPhoneOS17.0.sdk
@available(iOS 2.0, *)
@MainActor open class UITableView: UIScrollView {
    // fact: UITableView.Style — UITableView.h, iPhoneOS17.0.sdk
    public enum Style: Int, Sendable {
        // fact: UITableView.Style.insetGrouped — UITableView.h, iPhoneOS17.0.sdk
        @available(iOS 13.0, *)
        case insetGrouped = 2
    }

    // fact: UITableView.init(frame:style:) — UITableView.h, iPhoneOS17.0.sdk
    public init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame) }
    // fact: UITableView.init(coder:) — UITableView.h, iPhoneOS17.0.sdk
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // fact: UITableView.dataSource — UITableView.h, iPhoneOS17.0.sdk
    open weak var dataSource: (any UITableViewDataSource)? {
        get { stub() }
        set {}
    }
    // fact: UITableView.delegate — UITableView.h, iPhoneOS17.0.sdk
    open weak var delegate: (any UITableViewDelegate)? {
        get { stub() }
        set {}
    }
    // fact: UITableView.tableHeaderView — UITableView.h, iPhoneOS17.0.sdk
    open var tableHeaderView: UIView? {
        get { stub() }
        set {}
    }
    // fact: UITableView.reloadData() — UITableView.h, iPhoneOS17.0.sdk
    open func reloadData() {}
    // fact: UITableView.deselectRow(at:animated:) — UITableView.h, iPhoneOS17.0.sdk
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {}
    // fact: UITableView.dequeueReusableCell(withIdentifier:) — UITableView.h, iPhoneOS17.0.sdk
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { stub() }
}

// Objective-C's optional requirements do not exist in Swift on Linux: the stub protocols
// declare the ones the adapter implements, with defaults, so conformers need not write them.
// fact: UITableViewDataSource — UITableView.h, iPhoneOS17.0.sdk
@MainActor public protocol UITableViewDataSource: NSObjectProtocol {
    // fact: UITableViewDataSource.tableView(_:numberOfRowsInSection:) — UITableView.h, iPhoneOS17.0.sdk
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    // fact: UITableViewDataSource.tableView(_:cellForRowAt:) — UITableView.h, iPhoneOS17.0.sdk
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    // fact: UITableViewDataSource.numberOfSections(in:) — UITableView.h, iPhoneOS17.0.sdk
    func numberOfSections(in tableView: UITableView) -> Int
    // fact: UITableViewDataSource.tableView(_:titleForHeaderInSection:) — UITableView.h, iPhoneOS17.0.sdk
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
}

extension UITableViewDataSource {
    // fact: UITableViewDataSource.numberOfSections(in:) — UITableView.h, iPhoneOS17.0.sdk
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    // fact: UITableViewDataSource.tableView(_:titleForHeaderInSection:) — UITableView.h, iPhoneOS17.0.sdk
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
}

// fact: UITableViewDelegate — UITableView.h, iPhoneOS17.0.sdk
@MainActor public protocol UITableViewDelegate: NSObjectProtocol, UIScrollViewDelegate {
    // fact: UITableViewDelegate.tableView(_:didSelectRowAt:) — UITableView.h, iPhoneOS17.0.sdk
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    // fact: UITableViewDelegate.tableView(_:didSelectRowAt:) — UITableView.h, iPhoneOS17.0.sdk
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

// fact: UITableViewCell — UITableViewCell.h, iPhoneOS17.0.sdk
@available(iOS 2.0, *)
@MainActor open class UITableViewCell: UIView {
    // fact: UITableViewCell.CellStyle — UITableViewCell.h, iPhoneOS17.0.sdk
    public enum CellStyle: Int, Sendable {
        // fact: UITableViewCell.CellStyle.subtitle — UITableViewCell.h, iPhoneOS17.0.sdk
        case subtitle = 3
    }
    // fact: UITableViewCell.AccessoryType — UITableViewCell.h, iPhoneOS17.0.sdk
    public enum AccessoryType: Int, Sendable {
        // fact: UITableViewCell.AccessoryType.none — UITableViewCell.h, iPhoneOS17.0.sdk
        case none = 0
        // fact: UITableViewCell.AccessoryType.disclosureIndicator — UITableViewCell.h, iPhoneOS17.0.sdk
        case disclosureIndicator = 1
    }

    // fact: UITableViewCell.init(style:reuseIdentifier:) — UITableViewCell.h, iPhoneOS17.0.sdk
    @available(iOS 3.0, *)
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(frame: .zero) }
    // fact: UITableViewCell.init(coder:) — UITableViewCell.h, iPhoneOS17.0.sdk
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // fact: UITableViewCell.textLabel — UITableViewCell.h, iPhoneOS17.0.sdk
    @available(
        iOS, introduced: 3.0, deprecated: 100000,
        message: "Use UIListContentConfiguration instead, this property will be deprecated in a future release."
    )
    open var textLabel: UILabel? { stub() }
    // fact: UITableViewCell.detailTextLabel — UITableViewCell.h, iPhoneOS17.0.sdk
    @available(
        iOS, introduced: 3.0, deprecated: 100000,
        message: "Use UIListContentConfiguration instead, this property will be deprecated in a future release."
    )
    open var detailTextLabel: UILabel? { stub() }
    // fact: UITableViewCell.accessoryType — UITableViewCell.h, iPhoneOS17.0.sdk
    open var accessoryType: UITableViewCell.AccessoryType {
        get { stub() }
        set {}
    }
    // The help rows' content (HelpViewController), in place of textLabel and detailTextLabel.
    // fact: UITableViewCell.contentConfiguration — UITableViewCell.h, iPhoneOS17.0.sdk
    @available(iOS 14.0, *)
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { stub() }
        set {}
    }
}

// fact: UILabel — UILabel.h, iPhoneOS17.0.sdk
@available(iOS 2.0, *)
@MainActor open class UILabel: UIView {
    // fact: UILabel.text — UILabel.h, iPhoneOS17.0.sdk
    open var text: String? {
        get { stub() }
        set {}
    }
    // fact: UILabel.attributedText — UILabel.h, iPhoneOS17.0.sdk
    @available(iOS 6.0, *)
    open var attributedText: NSAttributedString? {
        get { stub() }
        set {}
    }
    // fact: UILabel.numberOfLines — UILabel.h, iPhoneOS17.0.sdk
    open var numberOfLines: Int {
        get { stub() }
        set {}
    }
    // fact: UILabel.font — UILabel.h, iPhoneOS17.0.sdk
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    open var font: UIFont! {
        get { stub() }
        set {}
    }
    // fact: UILabel.textColor — UILabel.h, iPhoneOS17.0.sdk
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    open var textColor: UIColor! {
        get { stub() }
        set {}
    }
}
