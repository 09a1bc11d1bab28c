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

    /// The view's `configureCell`.
    func show(_ newItem: Int) {
        if newItem == item { redundantConfigurations += 1 }
        item = newItem
        configurations += 1
    }
}
