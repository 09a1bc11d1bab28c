import Carousel
import PropertyTesting
import Testing
import UIKitStandIn

@MainActor
@Suite("UIKit adapter simulation: data changes and hooks")
struct UIKitAdapterDataSimulationTests {
    @Test("new items mid-glide: the glide ends exactly on a page showing the new items")
    func itemsMidGlide() {
        let harness = AdapterHarness(items: Array(0..<5))
        harness.drag(towardNext: 0.3, frames: 3)
        harness.frame(2)
        #expect(!harness.isAtRest)
        harness.change { $0.items = Array(10..<13) }
        harness.runUntilRest()
        expectEqual(harness.view.items, Array(10..<13))
        expectEqual(harness.centerItem.map { (10..<13).contains($0) }, true)
        expectEqual(harness.centerItem, harness.view.currentItem)
        expectEqual(harness.failures, [])
    }

    @Test("reconfigureCells runs configureCell once more for each cell that shows an item")
    func reconfigureCells() {
        for count in [1, 2, 5] {
            let harness = AdapterHarness(items: Array(0..<count))
            let before = harness.cells.map(\.configurations)
            let shown = harness.cells.map(\.item)
            harness.view.reconfigureCells()
            let added = zip(harness.cells.map(\.configurations), before).map { $0 - $1 }
            expectEqual(added, shown.map { $0 == nil ? 0 : 1 }, "\(count) items")
            expectEqual(harness.cells.map(\.item), shown, "\(count) items")
        }
    }

    @Test("new items by value keep the current item current; by position they do not")
    func setItemsByValue() {
        let harness = AdapterHarness(items: Array(0..<5))
        harness.change { _ = try? $0.jump(to: 2, animated: false) }
        harness.change { $0.setItems([7, 2, 8], keepingCurrent: .byValue) }
        expectEqual(harness.view.currentIndex, 1)
        expectEqual(harness.centerItem, 2)
        harness.change { $0.setItems([2, 9, 10], keepingCurrent: .byPosition) }
        expectEqual(harness.view.currentIndex, 1)
        expectEqual(harness.centerItem, 9)
        expectEqual(harness.failures, [])
    }

    @Test("an insert through perform keeps the current item; onChange hears it")
    func insert() {
        let harness = AdapterHarness(items: Array(0..<5))
        var changes = 0
        harness.view.onChange = { changes += 1 }
        harness.change { view in
            _ = try? view.perform { carousel throws(CarouselError) in
                try carousel.insert(99, at: 0)
            }
        }
        expectEqual(harness.view.items, [99, 0, 1, 2, 3, 4])
        expectEqual(harness.centerItem, 0)
        expectEqual(harness.cells.map(\.item), [99, 0, 1])
        expectEqual(changes, 1)
        let refusal = #expect(throws: CarouselError.self) {
            try harness.view.perform { carousel throws(CarouselError) in
                try carousel.remove(at: 6)
            }
        }
        expectEqual(refusal?.code, .indexOutOfRange)
        expectEqual(harness.view.items.count, 6)
        expectEqual(harness.failures, [])
    }

    @Test("down to one item mid-drag: scrolling turns off and the view comes to rest")
    func oneItemMidDrag() {
        let harness = AdapterHarness(items: Array(0..<5))
        harness.touchDown()
        harness.screen.moveTouch(dx: -100)
        harness.frame()
        harness.change { $0.items = [42] }
        harness.lift()
        harness.runUntilRest()
        #expect(!harness.scrollView.isScrollEnabled)
        expectEqual(harness.centerItem, 42)
        expectEqual(harness.failures, [])
    }

    @Test("down to one item mid-glide: the view turns back to it at once, not at the glide's end")
    func oneItemMidGlide() {
        let harness = AdapterHarness(items: Array(0..<5))
        harness.drag(towardNext: 0.3, frames: 3)
        #expect(!harness.isAtRest)
        harness.change { $0.items = [42] }
        var distance = (harness.offset - 375).magnitude
        while !harness.isAtRest {
            harness.frame()
            let now = (harness.offset - 375).magnitude
            #expect(now <= distance)
            distance = now
        }
        expectEqual(harness.centerItem, 42)
        expectEqual(harness.failures, [])
    }

    @Test("the transform hook gets each cell's displacement: 0 centered, continuous in a drag")
    func transformHook() {
        let harness = AdapterHarness(items: Array(0..<5))
        harness.view.transformCell = { cell, displacement in
            cell.displacement = displacement.items
        }
        expectEqual(harness.cells.map(\.displacement), [-1, 0, 1])
        harness.touchDown()
        harness.screen.moveTouch(dx: -187.5)  // half a page toward next
        expectEqual(harness.cells.map(\.displacement), [-1.5, -0.5, 0.5])
        harness.lift()
        harness.runUntilRest()
        expectEqual(harness.cells.map(\.displacement).sorted { $0! < $1! }, [-1, 0, 1])
        expectEqual(harness.failures, [])
    }

    @Test("progress for page dots: continuous while dragging, whole at rest; onChange every scroll")
    func progress() {
        let harness = AdapterHarness(items: Array(0..<4))
        var seen: [Double] = []
        harness.view.onChange = { [view = harness.view] in seen.append(view.progress ?? -1) }
        #expect(harness.view.previous(animated: false))
        expectEqual(harness.view.progress, 3)
        expectEqual(seen.last, 3)
        harness.drag(towardNext: 0.5, frames: 5)
        harness.runUntilRest()
        #expect(seen.contains(3.5))
        #expect(seen.allSatisfy { $0 >= 0 && $0 < 4 })
        expectEqual(harness.view.progress, 0)
        expectEqual(harness.failures, [])
    }
}
