import Carousel

// Peers, modelled in this package from their published designs (what they do per page and per
// reload, not their code), so that they run in the same binary and the same run as Carousel.
// What a view framework does is reduced to the data work those designs do for it: configuring a
// cell stores the item it shows, and a layout pass computes one frame per item.

/// A configured page: the item it shows.
struct PeerCell {
    var item: String = ""
}

/// One item's frame, as a layout computes it (a `CGRect`'s four numbers).
struct PeerFrame {
    var x = 0.0
    var y = 0.0
    var width = 0.0
    var height = 0.0
}

/// The seed's three-view recentering: three views show *previous*, *current* and *next*; after each
/// page the index wraps by one subtraction and all three views are reloaded.
struct ThreeViewRecentering {
    let items: [String]
    var index = 0
    var cells = (PeerCell(), PeerCell(), PeerCell())

    init(_ items: [String], neighbors: Int) {
        assert(neighbors == 1, "three views show one neighbor a side")
        self.items = items
        reload()
    }

    mutating func next() {
        index += 1
        if index == items.count { index -= items.count }
        reload()
    }

    mutating func reload() {
        let count = items.count
        let before = index == 0 ? count - 1 : index - 1
        let after = index + 1 == count ? 0 : index + 1
        cells = (
            PeerCell(item: items[before]), PeerCell(item: items[index]),
            PeerCell(item: items[after])
        )
    }

    /// The state besides the items (which the app owns): the index and the three views.
    var stateBytes: Int { MemoryLayout<Self>.size }
    var memory: String { "3 views" }
}

/// The "huge multiplier" data source of FSPagerView and InfiniteLayout: the collection view holds
/// `n * k` virtual items (FSPagerView: `k = Int16.max / n` sections of `n`), item `v` shows
/// `items[v % n]`; `2r + 1` cells are visible and reused; each page configures the one cell that
/// comes into view, `r` pages ahead; when the virtual index runs out the view recenters on the
/// middle and reloads: the layout computes the frame of every virtual item and the visible cells
/// are configured again.
struct HugeMultiplier {
    let items: [String]
    let neighbors: Int
    let multiplier: Int
    var virtualIndex: Int
    /// The visible cells, a ring: virtual item `v` is in cell `v % (2r + 1)`.
    var visible: [PeerCell]
    var frames: [PeerFrame] = []

    init(_ items: [String], neighbors: Int) {
        self.items = items
        self.neighbors = neighbors
        // FSPagerView's count of sections; from 32 768 items on it is 0 there (nothing shown):
        // one section here.
        multiplier = Swift.max(1, Int(Int16.max) / items.count)
        visible = Array(repeating: PeerCell(), count: 2 * neighbors + 1)
        virtualIndex = 0
        virtualIndex = middle
        reload()
    }

    var virtualCount: Int { items.count * multiplier }
    /// The first virtual item of the middle section, where the view starts and recenters.
    var middle: Int { virtualCount / 2 - (virtualCount / 2) % items.count }

    mutating func next() {
        virtualIndex += 1
        if virtualIndex + neighbors >= virtualCount {
            virtualIndex = middle + virtualIndex % items.count
            reload()
        }
        configure(virtualIndex + neighbors)
    }

    /// The visible cell of virtual item `v` shows its item.
    mutating func configure(_ v: Int) {
        visible[v % visible.count] = PeerCell(item: items[v % items.count])
    }

    /// `reloadData()` and the layout pass that follows it: one frame per virtual item, and every
    /// visible cell configured.
    mutating func reload() {
        frames.removeAll(keepingCapacity: true)
        frames.reserveCapacity(virtualCount)
        for v in 0..<virtualCount {
            frames.append(PeerFrame(x: Double(v) * 320, y: 0, width: 300, height: 200))
        }
        // One section (from 32 768 items on) starts at virtual item 0, with nothing before it.
        for v in Swift.max(0, virtualIndex - neighbors)...virtualIndex + neighbors {
            configure(v)
        }
    }

    var stateBytes: Int {
        MemoryLayout<Self>.size + visible.capacity * MemoryLayout<PeerCell>.stride
            + frames.capacity * MemoryLayout<PeerFrame>.stride
    }
    var memory: String { "\(virtualCount) virtual items" }
}

/// The clones of slick and of Swiper's loop mode (`slidesPerView` of `2r + 1`): the track holds
/// the `n` items padded with copies of the last `r` before the first and of the first `r` after
/// the last, every slide configured when the track is built; a page moves the track, and when
/// the current slide is a clone the track jumps without animation by `n` slides, to the item the
/// clone copies. (With fewer items than `r` the copies repeat, as slick's do.)
struct Clones {
    let items: [String]
    let neighbors: Int
    /// The slides, `n + 2r`: slide `s` shows `items[(s - r) mod n]`.
    var slides: [PeerCell] = []
    var frames: [PeerFrame] = []
    /// The current slide: `r..<r + n` for the items themselves.
    var slide: Int
    /// The track's translation, which a page sets.
    var translation = 0.0

    init(_ items: [String], neighbors: Int) {
        self.items = items
        self.neighbors = neighbors
        slide = neighbors
        reload()
    }

    mutating func next() {
        slide += 1
        if slide == neighbors + items.count { slide = neighbors }
        translation = -Double(slide) * 320
    }

    /// Builds the track: every slide configured, the copies included, and laid out.
    mutating func reload() {
        let count = items.count
        slides.removeAll(keepingCapacity: true)
        frames.removeAll(keepingCapacity: true)
        slides.reserveCapacity(count + 2 * neighbors)
        frames.reserveCapacity(count + 2 * neighbors)
        for s in 0..<count + 2 * neighbors {
            // s - r + r·n is not negative: the item a clone copies is the remainder.
            slides.append(PeerCell(item: items[(s - neighbors + neighbors * count) % count]))
            frames.append(PeerFrame(x: Double(s) * 320, y: 0, width: 300, height: 200))
        }
        translation = -Double(slide) * 320
    }

    var stateBytes: Int {
        MemoryLayout<Self>.size + slides.capacity * MemoryLayout<PeerCell>.stride
            + frames.capacity * MemoryLayout<PeerFrame>.stride
    }
    var memory: String {
        "\(items.count + 2 * neighbors) slides, \(2 * neighbors) of them copies"
    }
}

/// A `UICollectionView`-style reload of `n` cells: the layout computes every item's frame, then
/// the visible cells (three) are configured.
struct CollectionViewReload {
    let items: [String]
    var frames: [PeerFrame] = []
    var visible = (PeerCell(), PeerCell(), PeerCell())
    var index = 0

    init(_ items: [String], neighbors: Int) {
        assert(neighbors == 1, "modelled with three visible cells")
        self.items = items
        reload()
    }

    /// A page of a plain (finite) collection view is a scroll: the cell coming into view is
    /// configured.
    mutating func next() {
        let count = items.count
        index = index + 1 == count ? 0 : index + 1
        visible = (visible.1, visible.2, PeerCell(item: items[index + 1 == count ? 0 : index + 1]))
    }

    mutating func reload() {
        frames.removeAll(keepingCapacity: true)
        frames.reserveCapacity(items.count)
        for i in 0..<items.count {
            frames.append(PeerFrame(x: Double(i) * 320, y: 0, width: 300, height: 200))
        }
        let count = items.count
        visible = (
            PeerCell(item: items[(index + count - 1) % count]), PeerCell(item: items[index]),
            PeerCell(item: items[(index + 1) % count])
        )
    }

    var stateBytes: Int {
        MemoryLayout<Self>.size + frames.capacity * MemoryLayout<PeerFrame>.stride
    }
    var memory: String { "\(items.count) frames" }
}

/// What the peers table measures for each design and count.
enum PeerMeasure: String, CaseIterable {
    case move = "move"
    case fling = "fling 1000"
    case reload = "reload"
}

/// The designs compared; Carousel's reload is `load` of a same-sized array (it keeps the current
/// item: the rebinds of its slots), its fling 1 000 `next()` calls (every page passes).
enum PeerDesign: String, CaseIterable {
    case carousel = "Carousel"
    case threeView = "three-view"
    case hugeMultiplier = "multiplier"
    case collectionView = "collection view"
    case clones = "clones"

    /// The designs that show `r` neighbors a side: the three-view design and the plain
    /// collection view are measured as published, with one.
    static func showing(_ neighbors: Int) -> [PeerDesign] {
        neighbors == 1 ? allCases : [.carousel, .hugeMultiplier, .clones]
    }

    /// The design's name in a row: `Carousel`, or `Carousel r=2` for more neighbors.
    func name(_ neighbors: Int) -> String {
        neighbors == 1 ? rawValue : "\(rawValue) r=\(neighbors)"
    }
}

/// The counts of the peers table: 3 → 10⁶.
let peerCounts = [3, 1_000, 1_000_000]

/// What the peers table drives: one page forward, a reload, and the state's size.
protocol PeerModel {
    /// A design showing `items` with `neighbors` visible on each side of the current one.
    init(_ items: [String], neighbors: Int)
    mutating func next()
    mutating func reload()
    /// The bytes the design keeps besides the items.
    var stateBytes: Int { get }
    /// What those bytes hold: views, slides and copies, virtual items.
    var memory: String { get }
}

extension ThreeViewRecentering: PeerModel {}
extension HugeMultiplier: PeerModel {}
extension CollectionViewReload: PeerModel {}
extension Clones: PeerModel {}

/// Carousel in the same harness: a reload is `load` of a same-sized array keeping the position
/// (the peers keep it too), and each result is kept alive.
struct CarouselPeer: PeerModel {
    var carousel: Carousel<[String], Int>
    let other: [String]

    init(_ items: [String], neighbors: Int) {
        carousel = try! Carousel(items, neighbors: neighbors) { id in id }
        other = items
    }

    mutating func next() { blackHole(carousel.next()) }
    mutating func reload() { blackHole(carousel.load(other, keepingCurrent: .byPosition)) }
    /// The value itself and, with more than three slots, the array of the models of slots 3
    /// and up (its elements; the capacity is not public, so the count stands for it).
    var stateBytes: Int {
        MemoryLayout<Carousel<[String], Int>>.size
            + (carousel.positionCount - 3) * MemoryLayout<Int>.stride
    }
    var memory: String { "\(carousel.positionCount) slot models" }
}

/// `k` calls of `measure` on `peer`: specialized for each design, so that no closure or existential
/// stands between the loop and the design's own code. Each loop is a function of its own, as for
/// the moves (see `runMoves`).
func runPeer<P: PeerModel>(_ peer: inout P, _ measure: PeerMeasure, _ k: Int) {
    switch measure {
    case .move: runPeerMoves(&peer, k)
    case .fling: runPeerMoves(&peer, k * 1_000)
    case .reload: runPeerReloads(&peer, k)
    }
    blackHole(peer)
}

@inline(never)
func runPeerMoves<P: PeerModel>(_ peer: inout P, _ pages: Int) {
    for _ in 0..<pages { peer.next() }
}

@inline(never)
func runPeerReloads<P: PeerModel>(_ peer: inout P, _ k: Int) {
    for _ in 0..<k { peer.reload() }
}

extension Runner {
    /// Each peer design and Carousel, per move, per fling of 1 000 pages and per reload, and the
    /// bytes of state besides the items, for 3 to 10⁶ items and each neighbor count measured.
    mutating func benchmarkPeers() {
        var bytes: [String] = []
        let neighborCounts = Set(options.shapes.map(\.neighbors)).sorted()
        for neighbors in neighborCounts {
            for n in peerCounts {
                let items = (0..<n).map { "item \($0)" }
                for design in PeerDesign.showing(neighbors) {
                    // One concrete type each, so that every design's loop is specialized.
                    let measure: (inout Runner) -> (bytes: Int, memory: String) =
                        switch design {
                        case .carousel:
                            { $0.measurePeer(CarouselPeer.self, design, items, neighbors) }
                        case .threeView:
                            { $0.measurePeer(ThreeViewRecentering.self, design, items, neighbors) }
                        case .hugeMultiplier:
                            { $0.measurePeer(HugeMultiplier.self, design, items, neighbors) }
                        case .collectionView:
                            { $0.measurePeer(CollectionViewReload.self, design, items, neighbors) }
                        case .clones: { $0.measurePeer(Clones.self, design, items, neighbors) }
                        }
                    let state = measure(&self)
                    bytes.append(
                        "  \(design.name(neighbors)), \(n) items: \(state.bytes) bytes (\(state.memory))"
                    )
                }
            }
        }
        say("\nBytes of state besides the items (the app's array), after a reload:")
        for line in bytes { say(line) }
    }

    /// The rows of one design over `items`; returns its bytes of state and what they hold.
    mutating func measurePeer<P: PeerModel>(
        _ model: P.Type, _ design: PeerDesign, _ items: [String], _ neighbors: Int
    ) -> (bytes: Int, memory: String) {
        var peer = P(items, neighbors: neighbors)
        for measure in PeerMeasure.allCases where options.selects(measure.rawValue) {
            // A reload or a fling takes up to milliseconds: fewer of them.
            let ops =
                measure == .move
                ? options.ops : Swift.max(5, Swift.min(options.ops / 100, 20_000_000 / items.count))
            var row = Row(
                operation: "\(design.name(neighbors)): \(measure.rawValue)", count: items.count,
                storage: "[String]", policy: design == .carousel ? "rebind" : "—", operations: ops)
            if countingWorks {
                row.allocations = allocations(ops: ops) { k in runPeer(&peer, measure, k) }
            }
            if timing {
                row.nanoseconds = medianNanosecondsPerOp(reps: options.reps, ops: ops) { k in
                    runPeer(&peer, measure, k)
                }
            }
            rows.append(row)
            printRow(row)
        }
        return (peer.stateBytes, peer.memory)
    }
}
