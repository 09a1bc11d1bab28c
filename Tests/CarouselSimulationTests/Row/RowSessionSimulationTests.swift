import CarouselSimulation
import CarouselTestSupport
import PropertyTesting
import Testing

@testable import Carousel

/// An item of a row whose storage changes: its identity and its length.
struct Chip: Equatable {
    let id: Int
    let length: Double
}

/// One step of a random session on a simulated row.
enum RowStep: Equatable, CustomStringConvertible {
    /// A finger lands, drags by each distance a frame, and lifts at `velocity` points per ms.
    case drag([Double], velocity: Double)
    /// Frames pass.
    case frames(Int)
    /// A finger lands and lifts without dragging.
    case tap
    case autoscroll(Double?)
    case motion(CarouselMotion)
    case insert(Int, Double)
    case remove(Int)
    case replace(Int, Double)
    case advance(Int)
    case jump(Int)
    /// An animated move of `k` items: `next`, `previous`, or the row's `slide(by:)`.
    case slide(Int)
    /// An animated jump to an index.
    case slideTo(Int)
    case resize(Double)
    /// The app moves the content offset itself.
    case appScroll(Double)

    var description: String {
        switch self {
        case .drag(let d, let v): "drag(\(d), velocity: \(v))"
        case .frames(let k): "frames(\(k))"
        case .tap: "tap"
        case .autoscroll(let v): "autoscroll(\(v.map { "\($0)" } ?? "off"))"
        case .motion(let m): "motion(\(m))"
        case .insert(let i, let l): "insert(\(l), at: \(i))"
        case .remove(let i): "remove(at: \(i))"
        case .replace(let i, let l): "replace(at: \(i), with: \(l))"
        case .advance(let k): "advance(by: \(k))"
        case .jump(let i): "jump(to: \(i))"
        case .slide(let k): "slide(by: \(k))"
        case .slideTo(let i): "slide(to: \(i))"
        case .resize(let v): "resize(\(v))"
        case .appScroll(let d): "appScroll(\(d))"
        }
    }
}

/// A random session on a simulated carousel of items of their own lengths: the layout, the
/// prefetch distance, the chips (`nil`: `0..<Int.max`, lengths hashed from the index) and the
/// steps.
struct RowSimulationCase: CustomStringConvertible {
    var setup: RowSetup
    var prefetchDistance = 0
    var chips: [Chip]?
    var steps: [RowStep]

    var description: String {
        "\(setup), prefetch \(prefetchDistance), "
            + "lengths \(chips.map { "\($0.map(\.length))" } ?? "0..<Int.max hashed"), "
            + "steps \(steps)"
    }

    static func generate(_ random: inout SplitMix64) -> RowSimulationCase {
        let viewport = [390, 120, Double.random(in: 80...1000, using: &random)]
            .randomElement(using: &random)!
        let minimum = viewport / 10
        func length() -> Double {
            [minimum, viewport, Double.random(in: minimum...viewport, using: &random)]
                .randomElement(using: &random)!
        }
        var nextID = 0
        func chip() -> Chip {
            nextID += 1
            return Chip(id: nextID, length: length())
        }
        let chips: [Chip]? =
            Int.random(in: 0..<5, using: &random) == 0
            ? nil : (0..<Int.random(in: 1...12, using: &random)).map { _ in chip() }
        var count = chips?.count ?? Int.max
        var steps: [RowStep] = []
        for _ in 0..<Int.random(in: 1...12, using: &random) {
            switch Int.random(in: 0..<(chips == nil ? 9 : 12), using: &random) {
            case 0, 1, 2:
                let frames = Int.random(in: 1...6, using: &random)
                let reach = [4, viewport / 4, viewport / 2].randomElement(using: &random)!
                steps.append(
                    .drag(
                        (0..<frames).map { _ in Double.random(in: -reach...reach, using: &random) },
                        velocity: [0, 0.5, -0.5, 3, -3, Double.random(in: -8...8, using: &random)]
                            .randomElement(using: &random)!))
                steps.append(.frames([0, 5, 40, 600].randomElement(using: &random)!))
            case 3:
                steps.append(.frames([1, 30, 200].randomElement(using: &random)!))
            case 4:
                steps.append(.tap)
            case 5:
                steps.append(
                    .autoscroll(
                        [nil, 60, -45.5, Double.random(in: -2000...2000, using: &random)]
                            .randomElement(using: &random)!))
                steps.append(.frames([1, 30, 200].randomElement(using: &random)!))
            case 6:
                steps.append(
                    .motion(
                        [.paging, .free, .snapping, .snapping(limit: 3)]
                            .randomElement(using: &random)!))
            case 7:
                steps.append(
                    Bool.random(using: &random)
                        ? .advance(
                            [1, -1, Int.max, Int.min, Int.random(in: -20...20, using: &random)]
                                .randomElement(using: &random)!)
                        : .jump(Int.random(in: 0..<count, using: &random)))
                steps.append(
                    Bool.random(using: &random)
                        ? .slide(
                            [1, -1, 0, Int.max, Int.min, Int.random(in: -80...80, using: &random)]
                                .randomElement(using: &random)!)
                        : .slideTo(Int.random(in: 0..<count, using: &random)))
                steps.append(.frames([0, 5, 40, 600].randomElement(using: &random)!))
            case 8:
                steps.append(
                    Bool.random(using: &random)
                        ? .resize(viewport * Double.random(in: 1...2, using: &random))
                        : .appScroll(Double.random(in: -viewport...viewport, using: &random)))
            case 9:
                steps.append(.insert(Int.random(in: 0...count, using: &random), length()))
                count += 1
            case 10:
                guard count > 1 else { continue }
                steps.append(.remove(Int.random(in: 0..<count, using: &random)))
                count -= 1
            default:
                steps.append(.replace(Int.random(in: 0..<count, using: &random), length()))
            }
        }
        return RowSimulationCase(
            setup: RowSetup(
                viewport: viewport,
                spacing: [0, 8, Double.random(in: 0...30, using: &random)]
                    .randomElement(using: &random)!,
                margin: [0, viewport / 4, Double.random(in: 0...viewport / 2, using: &random)]
                    .randomElement(using: &random)!,
                leading: Bool.random(using: &random),
                policy: Bool.random(using: &random) ? .rebind : .rotate,
                fewItems: Int.random(in: 0..<3, using: &random) == 0 ? .leavingEmpty : .repeating,
                // A third of the rows bind neighbors beyond the viewport.
                neighbors: Int.random(in: 0..<3, using: &random) == 0
                    ? [1, 2, 7].randomElement(using: &random)! : 0,
                rightToLeft: Bool.random(using: &random)),
            prefetchDistance: [0, 0, 1, 3].randomElement(using: &random)!, chips: chips,
            steps: steps)
    }

    static func shrink(_ input: RowSimulationCase) -> [RowSimulationCase] {
        Shrink.fields(
            of: input,
            toDefaults: [
                Shrink.reset(\.setup.fewItems, to: .repeating),
                Shrink.reset(\.setup.neighbors, to: 0),
                Shrink.reset(\.setup.rightToLeft, to: false),
                Shrink.reset(\.prefetchDistance, to: 0),
            ], operations: \.steps)
    }
}

@MainActor
@Suite("Simulation: a row of items of different lengths on a scroll view")
struct RowSessionSimulationTests {
    @Test(
        "random sessions: every frame tiles the viewport as the model lays it out from scratch",
        arguments: 0..<2)
    func randomSessions(shard: Int) {
        Property.check(
            iterations: Property.slowIterations(times: 0.5), shard: (shard, 2),
            generate: RowSimulationCase.generate, shrink: RowSimulationCase.shrink, Self.play)
    }

    /// Two items, one far shorter than the viewport, so that the window repeats them: a drag
    /// whose one report crosses both items keeps every item on screen, each now in another
    /// slot that showed the same item, with nothing bound or freed.
    nonisolated static let repeatingChips = [
        Chip(id: 2, length: 39), Chip(id: 1, length: 286.49026125719547),
    ]

    /// The layout of the crossing cases below.
    nonisolated static let crossingSetup = RowSetup(
        viewport: 390, spacing: 20.171619681565637, margin: 137.07107104803603, leading: false,
        policy: .rebind)

    @Test(
        """
        cases found at depth: a crossing of both items in one report, a lift after it, a shift \
        of the window by both items
        """,
        arguments: [
            // The coordinator kept the slots of the items on screen from before the crossing.
            RowSimulationCase(
                setup: crossingSetup,
                chips: repeatingChips,
                steps: [
                    .drag(
                        [
                            171.52953549893857, 99.94682192408129, 89.26599858177582,
                            -98.15597006008896, 183.00469142969035, 70,
                        ], velocity: 0)
                ]),
            // The lift's release, which moved nothing, counted as a data change, and every item
            // kept on screen was reported ended and begun (seed 71 at 5,000 cases, shrunk).
            RowSimulationCase(
                setup: crossingSetup,
                chips: [Chip(id: 1, length: 286.49026125719547), Chip(id: 2, length: 390)],
                steps: [
                    .remove(1), .autoscroll(60), .insert(0, 39), .frames(200),
                    .drag(
                        [
                            171.52953549893857, 99.94682192408129, 89.26599858177582,
                            -98.15597006008896, 183.00469142969035,
                        ], velocity: 0),
                ]),
            // A drag back that crossed no item shifted the window by both items to keep the
            // current one inside it: every slot moved along, nothing bound (seed 74, shrunk).
            RowSimulationCase(
                setup: RowSetup(
                    viewport: 390, spacing: 0, margin: 97.5, leading: false, policy: .rebind),
                chips: [
                    Chip(id: 1, length: 369.01449632417257),
                    Chip(id: 2, length: 221.54126243054782),
                ],
                steps: [
                    .resize(558.7816895064229), .replace(0, 39),
                    .drag(
                        [
                            107.35869358922537, -130.8062125620417, -57.80550448395044,
                            -122.91145298612658,
                        ], velocity: 4.633395757502557),
                ]),
            // A scroll by the app of a hundredth of a point, back toward the previous items,
            // after a drag's glide: the prefetched run (seed 9120744, case 481, shrunk).
            RowSimulationCase(
                setup: RowSetup(
                    viewport: 120, spacing: 0, margin: 0, leading: true, policy: .rotate),
                prefetchDistance: 3,
                chips: [
                    12.0, 120.0, 120.0, 12.0, 92.95019675032863, 29.577342315475956, 120.0,
                    13.942722284921837, 99.55513302310301, 86.67809883428434,
                ].enumerated().map { Chip(id: $0.offset + 1, length: $0.element) },
                steps: [
                    .drag(
                        [
                            -2.562851784023601, 3.274347667635233, 3.173512287285738,
                            2.25891840088296,
                        ],
                        velocity: -0.5),
                    .frames(600), .appScroll(-0.01542068776365113),
                ]),
        ])
    func foundAtDepth(input: RowSimulationCase) {
        do throws(PropertyFailure) {
            try Self.play(input)
        } catch {
            Issue.record("\(error.description)")
        }
    }

    /// Plays `input` on a simulated carousel of its chips (or of `0..<Int.max`), checking every
    /// frame.
    static func play(_ input: RowSimulationCase) throws(PropertyFailure) {
        let setup = input.setup
        let layout = try requireNoError("layout") { try setup.layout() }
        if let chips = input.chips {
            let simulated = SimulatedCarousel(
                chips, layout: layout, fewItems: setup.fewItems, reusePolicy: setup.policy
            ) { $0.length }
            // Chips are told apart by id: a chip's position is where the storage has it now.
            let coordinator = simulated.coordinator
            coordinator.surface.indexOfConfigured = { [unowned coordinator] chip in
                coordinator.carousel.storage.firstIndex { $0.id == chip.id } ?? -1
            }
            var session = RowSimulationSession(
                input: input, simulated: simulated, key: \.id, chips: chips)
            try session.run()
        } else {
            let simulated = SimulatedCarousel(
                0..<Int.max, layout: layout, reusePolicy: setup.policy,
                length: setup.hashedLength)
            simulated.coordinator.surface.indexOfConfigured = { $0 }
            var session = RowSimulationSession(
                input: input, simulated: simulated, key: { $0 }, chips: nil)
            try session.run()
        }
    }
}
