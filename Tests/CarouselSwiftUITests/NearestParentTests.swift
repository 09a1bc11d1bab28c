import PropertyTesting
import Testing
import UIKitStandIn

/// A controller that records the containment calls it gets, by the parent's name.
@MainActor
final class RecordingController: UIViewController {
    let name: String
    private(set) var calls: [String] = []

    init(_ name: String) {
        self.name = name
        super.init()
    }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        calls.append("willMove(\(Self.name(of: parent)))")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        calls.append("didMove(\(Self.name(of: parent)))")
    }

    private static func name(of controller: UIViewController?) -> String {
        (controller as? RecordingController)?.name ?? "nil"
    }
}

/// A cell with its own controller, which follows the nearest parent as `HostingCell`'s hosting
/// controller does (that cell imports SwiftUI, which Linux lacks).
@MainActor
final class ControllerCell: UIView {
    let controller = RecordingController("cell")

    init() {
        super.init(frame: .zero)
        addSubview(controller.view)
    }

    required init?(coder: NSCoder) { nil }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        controller.followNearestParent(of: self)
    }
}

/// The cells a carousel made, in order.
@MainActor
final class MadeCells {
    var cells: [ControllerCell] = []
}

@MainActor
@Suite("SwiftUI items: hosting controllers are children of the nearest view controller")
struct NearestParentTests {
    let screen = StandInScreen(width: 1000, height: 800)
    private let made = MadeCells()
    let carousel: CarouselView<Int, ControllerCell>
    /// A screen's controller, with a child controller whose view holds a plain view.
    let outer = RecordingController("outer")
    let inner = RecordingController("inner")
    let container = UIView(frame: .zero)

    init() {
        let made = made
        carousel = CarouselView(
            items: [1, 2, 3, 4, 5, 6], neighbors: 2,
            makeCell: {
                let cell = ControllerCell()
                made.cells.append(cell)
                return cell
            },
            configureCell: { _, _ in })
        carousel.frame = CGRect(x: 0, y: 0, width: 375, height: 200)
        outer.addChild(inner)
        outer.view.addSubview(inner.view)
        inner.didMove(toParent: outer)
        inner.view.addSubview(container)
    }

    /// The controllers of the cells the carousel made, in order.
    private var cellControllers: [RecordingController] { made.cells.map(\.controller) }

    /// The parent of each cell's controller, by name.
    private var parents: [String] {
        cellControllers.map { ($0.parent as? RecordingController)?.name ?? "nil" }
    }

    private func ids(_ controllers: [UIViewController]) -> [ObjectIdentifier] {
        controllers.map(ObjectIdentifier.init)
    }

    /// The carousel in `container`, in the window, laid out.
    private func showCarousel() {
        container.addSubview(carousel)
        screen.window.addSubview(outer.view)
        screen.window.layoutIfNeeded()
    }

    @Test("entering a window: each cell's controller becomes a child of the nearest controller")
    func entersWindow() {
        container.addSubview(carousel)
        expectEqual(made.cells.count, 5)
        expectEqual(parents, Array(repeating: "nil", count: 5))  // no window yet
        screen.window.addSubview(outer.view)
        expectEqual(parents, Array(repeating: "inner", count: 5))
        expectEqual(ids(inner.children), ids(cellControllers))
        expectEqual(ids(outer.children), [ObjectIdentifier(inner)])
        #expect(cellControllers.allSatisfy { $0.calls == ["willMove(inner)", "didMove(inner)"] })
    }

    @Test("a move to another controller: the controllers follow it, leaving the old parent")
    func movesToAnotherController() {
        showCarousel()
        let other = RecordingController("other")
        screen.window.addSubview(other.view)
        // Through a window change: out of the window, into another controller's view.
        carousel.removeFromSuperview()
        expectEqual(parents, Array(repeating: "nil", count: 5))
        other.view.addSubview(carousel)
        expectEqual(parents, Array(repeating: "other", count: 5))
        #expect(inner.children.isEmpty)
        expectEqual(ids(other.children), ids(cellControllers))
        #expect(
            cellControllers.allSatisfy {
                $0.calls == [
                    "willMove(inner)", "didMove(inner)", "willMove(nil)", "didMove(nil)",
                    "willMove(other)", "didMove(other)",
                ]
            })
        // Inside the window, which calls no window callback (in UIKit as here): followed at the
        // next call, which `HostingCell` makes at every SwiftUI update of its item.
        container.addSubview(carousel)
        expectEqual(parents, Array(repeating: "other", count: 5))
        for cell in made.cells { cell.controller.followNearestParent(of: cell) }
        expectEqual(parents, Array(repeating: "inner", count: 5))
        #expect(other.children.isEmpty)
        expectEqual(ids(inner.children), ids(cellControllers))
    }

    @Test("leaving the window, or a dropped cell: the controller leaves its parent")
    func leaves() {
        showCarousel()
        carousel.neighbors = 1
        screen.window.layoutIfNeeded()
        expectEqual(parents, ["inner", "inner", "inner", "nil", "nil"])
        expectEqual(ids(inner.children), ids(Array(cellControllers.prefix(3))))
        outer.view.removeFromSuperview()
        expectEqual(parents, Array(repeating: "nil", count: 5))
        #expect(inner.children.isEmpty)
        expectEqual(ids(outer.children), [ObjectIdentifier(inner)])
        #expect(
            cellControllers.allSatisfy {
                $0.calls == ["willMove(inner)", "didMove(inner)", "willMove(nil)", "didMove(nil)"]
            })
    }
}
