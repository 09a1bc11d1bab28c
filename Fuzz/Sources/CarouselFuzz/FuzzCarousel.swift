import Carousel

/// Reads one input as a script and runs it on a carousel of one storage kind beside the plain
/// model the property tests use, on an observed carousel beside a plain value, and through
/// geometry and the queries the model does not cover. Any difference is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(UnsafeBufferPointer(start: data, count: size))
    let kind = StorageKind.allCases[Int(input.byte()) % StorageKind.allCases.count]
    let policyByte = input.byte()
    let policy: ReusePolicy = policyByte & 1 == 0 ? .rebind : .rotate
    let shape = WindowShape(policyByte: policyByte)
    // Up to 8 items for three slots; for more, up to about twice the positions, so that some
    // carousels have fewer items than positions and some more.
    let most = shape.isThreeSlots ? 8 : 2 * shape.positionCount
    var values = (0..<Int(input.byte()) % (most + 1)).map { _ in input.value() }
    if kind == .range { values = Array(consecutive(values)) }
    var model: any ModelChecking
    do throws(PropertyFailure) {
        model = try kind.check(
            values: values, policy: policy, neighbors: shape.neighbors,
            fewItems: shape.fewItems)
    } catch {
        check(false, "\(kind), \(shape): \(error)")
        return 0
    }
    var observer = MainActor.assumeIsolated {
        ObserverCheck(values: values, policy: policy, shape: shape)
    }
    var count = values.count
    var number = 0
    while !input.isAtEnd {
        let choice = input.byte()
        switch choice % 8 {
        case 0:
            // Geometry; its offset drives the carousel as a scroll view would.
            if let offset = checkGeometry(
                &input, neighbors: shape.neighbors, fewItems: shape.fewItems, itemCount: count)
            {
                run(.scroll(offset))
            }
        case 1:
            probeQueries(&input, count: count, shape: shape)
        case 3:
            // A session on the simulated scroll view, then everything must come to rest.
            let values = input.values()
            MainActor.assumeIsolated {
                guard
                    let session = CoordinatorCheck(
                        values: values, policy: policy, shape: shape, input: &input)
                else { return }
                for _ in 0..<Int(input.byte() % 24) { session.step(&input) }
                session.settle()
            }
        case 4:
            // A row of items of different lengths, from the rest of the input.
            fuzzRow(&input)
        case 2:
            let op = input.op(count: count)
            let nested = input.byte() & 1 == 0 ? input.op(count: count) : nil
            MainActor.assumeIsolated {
                observer.step(op, nested: nested)
                if nested == nil { ObserverCheck.checkDefaultCallback(op) }
            }
        default:
            var op = input.op(count: count)
            if kind == .range, case .load(let loaded) = op {
                op = .load(Array(consecutive(loaded)))
            }
            if kind.accepts(op) { run(op) }
        }
    }
    return 0

    func run(_ op: Op) {
        do throws(PropertyFailure) {
            _ = try model.step(op, number: number)
        } catch {
            check(false, "\(kind), \(policy), \(shape), values \(values): \(error)")
        }
        number += 1
        count = countAfter(op, count)
    }
}

/// The model's count after `op`, to shape the next indices (an estimate: refused changes are
/// counted too, which only makes later indices a little less often valid).
private func countAfter(_ op: Op, _ count: Int) -> Int {
    switch op {
    case .insert: count + 1
    case .remove: max(count - 1, 0)
    case .load(let values): values.count
    default: count
    }
}

/// The queries the model does not drive, on a fresh carousel of `shape`: distances, elements,
/// indicators, descriptions and every error's message.
private func probeQueries(_ input: inout FuzzInput, count: Int, shape: WindowShape) {
    var carousel = shape.carousel(Array(0..<max(count, 0)), reusePolicy: .rotate).mapSlots {
        "slot \($0)"
    }
    carousel.advance(by: input.step(count: count))
    let source = input.index(count: count)
    let target = input.index(count: count)
    do {
        let d = try carousel.distance(from: source, to: target)
        check(2 * d.magnitude <= UInt(count) && 2 * d != -count, "distance \(d)")
        check((source + d % count + count) % count == target, "distance lands elsewhere")
    } catch {
        check(source < 0 || source >= count || target < 0 || target >= count, "\(error)")
        check(!error.description.isEmpty, "an empty message")
    }
    check(carousel.element(at: source) == ((0..<count).contains(source) ? source : nil), "element")
    // -1 to one past the last slot.
    let id = Int(input.byte()) % (shape.positionCount + 2) - 1
    let hasSlot = (0..<shape.positionCount).contains(id)
    check(carousel.slot(withID: id) == (hasSlot ? "slot \(id)" : nil), "slot")
    let position = Int(input.byte()) % shape.positionCount
    carousel[slotAt: position] = "replaced"
    check(carousel.slot(withID: carousel.slotOrder[position]) == "replaced", "slot setter")
    // An empty position reads "none" (a carousel of 0 or 1 item has some, and `.leavingEmpty`
    // with fewer items than positions).
    let window = carousel.window.map { $0.map(String.init) ?? "none" }
    check("\(carousel.window)" == "[\(window.joined(separator: ", "))]", "window")
    check(carousel.window.count == shape.positionCount, "window: \(carousel.window.count)")
    let ids = carousel.slotOrder.map(String.init)
    check("\(carousel.slotOrder)" == "[\(ids.joined(separator: ", "))]", "slot order")
    check(Set(carousel.slotOrder) == Set(0..<carousel.positionCount), "slot order: no permutation")
    let dots = input.byte() < 200 ? Int(input.byte() % 12) - 1 : input.anyInt()
    do {
        let indicator = try carousel.pageIndicator(maximumDots: dots)
        check(dots >= 1, "accepted \(dots) dots")
        if let indicator {
            check(indicator.dots.contains(indicator.current), "active dot outside the dots")
            check(indicator.activeDot == indicator.current - indicator.dots.lowerBound, "active")
        }
    } catch {
        check(dots < 1 && !error.description.isEmpty, "\(error)")
    }
    for attempt in 0..<3 {
        do {
            switch attempt {
            case 0: try carousel.scroll(toOffset: input.offset())
            case 1: try carousel.startAutoplay(interval: input.interval())
            default: try carousel.tick(input.seconds())
            }
        } catch {
            check(!error.description.isEmpty && !error.description.contains("\n"), "message")
        }
    }
    let moved = input.byte() & 1 == 0 ? carousel.next() : carousel.previous()
    check(!moved.description.isEmpty, "events description")
    for event in moved {
        checkDescription(of: event)
        if case .moved(let move) = event {
            check(move.direction == (move.step > 0 ? .next : .previous), "direction")
        }
    }
    for position in [-1, moved.positionCount, Int.min, Int.max] {
        check(moved.rebind(atPosition: position) == nil, "a rebind outside the positions")
    }
    probeHugeRange(&input, shape: shape)
    if !shape.isThreeSlots { probeNeighbors(&input) }
}

/// Neighbor counts out of range, refused with their code and message.
private func probeNeighbors(_ input: inout FuzzInput) {
    let neighbors = input.byte() < 200 ? Int(input.byte() % 12) - 2 : input.anyInt()
    let valid = CarouselLimits.neighbors.contains(neighbors)
    do {
        _ = try Carousel([1, 2], neighbors: neighbors) { $0 }
        check(valid, "accepted \(neighbors) neighbors")
    } catch {
        check(!valid && error.code == .invalidNeighbors, "\(error)")
        check(error.description.contains("\(neighbors)"), "the message: \(error)")
    }
    do {
        let geometry = try CarouselGeometry(
            viewportLength: 375, itemLength: 300, neighbors: neighbors)
        check(valid && geometry.neighbors == neighbors, "a geometry of \(neighbors)")
    } catch {
        check(!valid && error.code == .invalidNeighbors, "geometry: \(error)")
        check(error.description.contains("\(neighbors)"), "the geometry's message: \(error)")
    }
}

/// An event's description in the library's words.
private func checkDescription(of event: CarouselEvent) {
    switch event {
    case .reorder(let order):
        let ids = order.map(String.init).joined(separator: " ")
        check(event.description == "reorder slots \(ids)", "\(event)")
    case .rebind(let slot, let index):
        check(
            event.description == "rebind slot \(slot) → \(index.map(String.init) ?? "none")",
            "\(event)")
    default:
        check(!event.description.isEmpty, "an empty description")
    }
}

/// Progress near the ends of a range too long for a `Double` to hold every position: inside
/// `[0, count)` and within one `Double` step of the exact value.
private func probeHugeRange(_ input: inout FuzzInput, shape: WindowShape) {
    let count = Int.max - Int(input.byte())
    var huge = shape.carousel(0..<count, reusePolicy: .rebind)
    huge.advance(by: input.step(count: count))
    _ = try? huge.scroll(toOffset: input.offset())
    let progress = huge.progress!
    let exact = Double(huge.currentIndex!) + huge.offset - 1
    check(progress >= 0 && progress < Double(count), "progress \(progress) of \(count)")
    check(progress == exact || abs(progress - exact) <= 1024 || exact < 0, "progress \(progress)")
}

/// A failed check is a finding: it stops the run with the message, and libFuzzer saves the input.
func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("finding: \(message())") }
}
