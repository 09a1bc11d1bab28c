import UIKitStandIn

/// A cell that remembers what it shows and how it was configured.
@MainActor
final class TestCell: UIView {
    /// The item shown; `nil` while hidden.
    private(set) var item: Int?
    /// Configurations so far, and those that showed what the cell already showed.
    private(set) var configurations = 0
    private(set) var redundantConfigurations = 0
    /// The last displacement the view's transform hook passed.
    var displacement: Double?
    /// Whether the focus engine may focus the cell, as an app's focusable cell.
    var isFocusable = false

    override var canBecomeFocused: Bool { isFocusable }

    override var isHidden: Bool {
        didSet { if isHidden { item = nil } }
    }

    /// The length across the axis that `item` fits, for `fitsCurrentItem`: 100 to 322 points,
    /// different for neighbors.
    static func crossLength(of item: Int) -> CGFloat { CGFloat(100 + 37 * (item % 7)) }

    /// That length both ways (the view reads the one across its axis); the cell's own size
    /// while it shows nothing, as UIKit's default.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let item else { return bounds.size }
        return CGSize(width: Self.crossLength(of: item), height: Self.crossLength(of: item))
    }

    /// The view's `configureCell`.
    func show(_ newItem: Int) {
        if newItem == item { redundantConfigurations += 1 }
        item = newItem
        configurations += 1
    }
}
