import AppKitStandIn
import Testing

@MainActor
@Suite("AppKit view: layout, trackpad, wheel and keys")
struct CarouselViewTests {
    @Test("the current item fills the view but for the insets, its neighbors peeking")
    func layout() {
        let mac = MacHarness(count: 5)
        let shown = mac.visibleItems
        #expect(shown.map(\.item) == [4, 0, 1])
        #expect(shown.map(\.start) == [-290, 40, 370])
        #expect(mac.centerItem == 0)
        // The cells beyond the view's ends are clipped.
        #expect(mac.view.clipsToBounds)
    }

    @Test("a trackpad swipe moves one item and ignores the system's momentum")
    func swipe() {
        let mac = MacHarness(count: 5)
        mac.swipe(-120)
        mac.settle()
        #expect(mac.view.currentIndex == 1)
        #expect(mac.centerItem == 1)
        mac.swipe(150)
        mac.settle()
        #expect(mac.view.currentIndex == 0)
    }
}

/// A view that records the scroll events that reach it: the view around a carousel.
final class ScrollRecorder: NSView {
    var received = 0
    override func scrollWheel(with event: NSEvent) { received += 1 }
}

@MainActor
@Suite("AppKit view: wheel, keys and the app")
struct CarouselViewInputTests {
    @Test("a wheel's turn moves one item; a horizontal carousel takes a horizontal turn")
    func wheel() {
        let mac = MacHarness(count: 5)
        mac.wheel(lines: -1, notches: 4, gap: 0.05)
        mac.settle()
        #expect(mac.view.currentIndex == 1)
        // Within the pause after the last notch, a notch is the same turn's.
        mac.wheel(lines: 1, notches: 1, gap: 0)
        mac.settle()
        #expect(mac.view.currentIndex == 1)
        for _ in 0..<20 { mac.frame() }
        mac.wheel(lines: 1, notches: 1, gap: 0)
        mac.settle()
        #expect(mac.view.currentIndex == 0)
        #expect(mac.failures == [])
    }

    @Test("right to left, a wheel's pull toward the left brings in the previous item")
    func wheelRightToLeft() {
        let mac = MacHarness(count: 5, layoutDirection: .rightToLeft)
        mac.wheel(lines: -1, notches: 1, gap: 0)
        mac.settle()
        #expect(mac.view.currentIndex == 4)
        #expect(mac.failures == [])
    }

    @Test("a gesture across the axis reaches the view around the carousel")
    func acrossReachesTheViewAround() {
        let mac = MacHarness(count: 5)
        let around = ScrollRecorder(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        mac.view.removeFromSuperview()
        around.addSubview(mac.view)
        mac.display.window.contentView?.addSubview(around)
        mac.swipe(5, across: 80, frames: 4)
        mac.settle()
        #expect(around.received > 0)
        #expect(mac.view.currentIndex == 0)
        #expect(mac.failures == [])
    }

    @Test(
        "the arrows along the axis, Page Up and Down, Home and End move it",
        arguments: [NSUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func keys(direction: NSUserInterfaceLayoutDirection) {
        let mac = MacHarness(count: 5, layoutDirection: direction)
        let (forward, back): (NSEvent.SpecialKey, NSEvent.SpecialKey) =
            direction == .leftToRight ? (.rightArrow, .leftArrow) : (.leftArrow, .rightArrow)
        var visited: [Int?] = []
        for key in [forward, forward, back, .pageDown, .pageUp, .end, .home, .upArrow] {
            mac.key(key)
            mac.settle()
            visited.append(mac.view.currentIndex)
        }
        #expect(visited == [1, 2, 1, 2, 1, 4, 0, 0])
        #expect(mac.failures == [])
    }

    @Test("a vertical carousel moves by the up and down arrows and a vertical turn")
    func vertical() {
        let mac = MacHarness(count: 5, axis: .vertical)
        mac.key(.downArrow)
        mac.settle()
        #expect(mac.view.currentIndex == 1)
        mac.wheel(lines: 1, notches: 2, gap: 0.05)
        mac.settle()
        #expect(mac.view.currentIndex == 0)
        mac.key(.rightArrow)
        mac.settle()
        #expect(mac.view.currentIndex == 0)
        #expect(mac.failures == [])
    }

    @Test("onChange follows the current item; new items keep it by value")
    func changeAndItems() {
        let mac = MacHarness(count: 5)
        var changes = 0
        mac.view.onChange = { changes += 1 }
        mac.view.next(animated: false)
        #expect(changes == 1)
        mac.swipe(-200, frames: 4)
        mac.settle()
        #expect(mac.view.currentIndex == 2)
        #expect(changes == 2)
        mac.view.setItems([9, 2, 7], keepingCurrent: .byValue)
        #expect(mac.view.items == [9, 2, 7])
        #expect(mac.view.currentItem == 2)
        #expect(mac.view.currentIndex == 1)
        #expect(changes == 3)
    }

    @Test("before a size the layout accepts, scrolls move nothing and moves are at once")
    func unlaidOut() {
        let view = CarouselView(
            items: [1, 2, 3], makeCell: { ItemCell(frame: .zero) }, configureCell: { _, _ in })
        view.scrollWheel(
            with: .scrollWheel(deltaX: -1, deltaY: 0, isPrecise: false, timestamp: 0))
        #expect(view.currentIndex == 0)
        #expect(view.next())
        #expect(view.currentIndex == 1)
        #expect(view.isAtRest)
        #expect(throws: CarouselError.self) { try view.jump(to: 3) }
        #expect(view.currentIndex == 1)
    }
}

@MainActor
@Suite("AppKit view: clicks")
struct ClickTests {
    /// The items clicked, by ``CarouselView/onSelect``.
    private func selections(_ mac: MacHarness) -> () -> [Int] {
        nonisolated(unsafe) var selected: [Int] = []
        mac.view.onSelect = { index, item in
            #expect(index == item)
            selected.append(index)
        }
        return { selected }
    }

    @Test("a click on the current item selects it; on a neighbor, moves there")
    func currentAndNeighbor() {
        let mac = MacHarness(count: 5)
        let selected = selections(mac)
        mac.click(along: 200)
        #expect(selected() == [0])
        mac.click(along: 380)  // the next item peeks in at 370
        mac.settle()
        #expect(mac.view.currentIndex == 1)
        mac.click(along: 20)
        mac.settle()
        #expect(mac.view.currentIndex == 0)
        #expect(selected() == [0])
        #expect(mac.failures == [])
    }

    @Test("a click on the spacing selects nothing; one that stops a slide only stops it")
    func spacingAndMotion() {
        let mac = MacHarness(count: 5)
        let selected = selections(mac)
        mac.click(along: 365)  // the spacing runs from 360 to 370
        #expect(selected() == [])
        #expect(mac.view.currentIndex == 0)
        mac.view.next()
        mac.frame()
        mac.click(along: 200)
        mac.settle()
        #expect(selected() == [])
        #expect(mac.failures == [])
    }

    @Test("without moving to clicked neighbors, a neighbor's click selects it")
    func neighborSelected() {
        let mac = MacHarness(count: 5)
        mac.view.movesToTappedNeighbor = false
        let selected = selections(mac)
        mac.click(along: 20)
        #expect(selected() == [4])
        #expect(mac.view.currentIndex == 0)
    }

    @Test("right to left and vertical, a click finds the item it lands on")
    func mirroredAndVertical() {
        let rightToLeft = MacHarness(count: 5, layoutDirection: .rightToLeft)
        rightToLeft.click(along: 380)  // the previous item, on the right
        rightToLeft.settle()
        #expect(rightToLeft.view.currentIndex == 4)
        let vertical = MacHarness(count: 5, axis: .vertical)
        vertical.click(along: 380)  // the next item, below
        vertical.settle()
        #expect(vertical.view.currentIndex == 1)
        let wide = MacHarness(count: 9, length: 700, neighbors: 3, inset: 12, spacing: 4)
        wide.click(along: 695)  // the third item forward peeks in from 692
        wide.settle()
        #expect(wide.view.currentIndex == 3)
        #expect(wide.view.index(for: wide.view.cells[0]) != nil)
        #expect(rightToLeft.failures + vertical.failures + wide.failures == [])
    }
}

@MainActor
@Suite("AppKit view: items on screen and ahead")
struct DisplayTests {
    @Test("the display callbacks follow the items on screen; the cells answer for their items")
    func displays() {
        let mac = MacHarness(count: 5)
        #expect(mac.displayed == [4, 0, 1])
        #expect(Set(mac.view.visibleCells.compactMap(\.item)) == [4, 0, 1])
        #expect(mac.view.cell(forItemAt: 1)?.item == 1)
        #expect(mac.view.cell(forItemAt: 2) == nil)
        mac.swipe(-150)
        mac.settle()
        #expect(mac.displayed == [0, 1, 2])
        #expect(mac.failures == [])
    }

    @Test("prefetching asks for the items beyond the cells on the side it moves toward")
    func prefetching() throws {
        let mac = MacHarness(count: 12)
        var asked: [Int] = []
        var cancelled: [Int] = []
        mac.view.prefetchItem = { _, index in asked.append(index) }
        mac.view.cancelPrefetchingItem = { _, index in cancelled.append(index) }
        try mac.view.setPrefetchDistance(2)
        #expect(mac.view.prefetchDistance == 2)
        mac.view.next()
        mac.settle()
        #expect(asked.contains(3) && asked.contains(4))
        #expect(throws: CarouselError.self) { try mac.view.setPrefetchDistance(17) }
        #expect(mac.view.prefetchDistance == 2)
        try mac.view.setPrefetchDistance(0)
        #expect(Set(cancelled) == Set(asked).subtracting([2]))
        #expect(mac.failures == [])
    }
}
