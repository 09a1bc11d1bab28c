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

/// The seed's three-view recentring: three views show *previous*, *current* and *next*; after each
/// page the index wraps by one subtraction and all three views are reloaded.
struct ThreeViewRecentring {
    let items: [String]
    var index = 0
    var cells = (PeerCell(), PeerCell(), PeerCell())

    init(_ items: [String]) {
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
}

/// The "huge multiplier" data source of FSPagerView and InfiniteLayout: the collection view holds
/// `n * k` virtual items (FSPagerView: `k = Int16.max / n` sections of `n`), item `v` shows
/// `items[v % n]`; each page configures the cell that comes into view; when the virtual index runs
/// out the view recentres on the middle and reloads, and the layout computes the frame of every
/// virtual item.
struct HugeMultiplier {
    let items: [String]
    let multiplier: Int
    var virtualIndex: Int
    var incoming = PeerCell()
    var frames: [PeerFrame] = []

    init(_ items: [String]) {
        self.items = items
        // FSPagerView's count of sections; from 32 768 items on it is 0 there (nothing shown):
        // one section here.
        multiplier = Swift.max(1, Int(Int16.max) / items.count)
        virtualIndex = 0
        virtualIndex = middle
        reload()
    }

    var virtualCount: Int { items.count * multiplier }
    /// The first virtual item of the middle section, where the view starts and recentres.
    var middle: Int { virtualCount / 2 - (virtualCount / 2) % items.count }

    mutating func next() {
        virtualIndex += 1
        if virtualIndex + 1 >= virtualCount {
            virtualIndex = middle + virtualIndex % items.count
            reload()
        }
        incoming = PeerCell(item: items[(virtualIndex + 1) % items.count])
    }

    /// `reloadData()` and the layout pass that follows it: one frame per virtual item.
    mutating func reload() {
        frames.removeAll(keepingCapacity: true)
        frames.reserveCapacity(virtualCount)
        for v in 0..<virtualCount {
            frames.append(PeerFrame(x: Double(v) * 320, y: 0, width: 300, height: 200))
        }
        incoming = PeerCell(item: items[(virtualIndex + 1) % items.count])
    }

    var stateBytes: Int {
        MemoryLayout<Self>.size + frames.capacity * MemoryLayout<PeerFrame>.stride
    }
}

/// A `UICollectionView`-style reload of `n` cells: the layout computes every item's frame, then
/// the visible cells (three) are configured.
struct CollectionViewReload {
    let items: [String]
    var frames: [PeerFrame] = []
    var visible = (PeerCell(), PeerCell(), PeerCell())
    var index = 0

    init(_ items: [String]) {
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
}

/// What the peers table measures for each design and count.
enum PeerMeasure: String, CaseIterable {
    case move = "move"
    case fling = "fling 1000"
    case reload = "reload"
}

/// The designs compared; Carousel's reload is `load` of a same-sized array (it keeps the current
/// item: the rebinds of the three slots), its fling 1 000 `next()` calls (every page passes).
enum PeerDesign: String, CaseIterable {
    case carousel = "Carousel"
    case threeView = "three-view"
    case hugeMultiplier = "multiplier"
    case collectionView = "collection view"
}

/// The counts of the peers table: 3 → 10⁶.
let peerCounts = [3, 1_000, 1_000_000]

/// What the peers table drives: one page forward, a reload, and the state's size.
protocol PeerModel {
    init(_ items: [String])
    mutating func next()
    mutating func reload()
    var stateBytes: Int { get }
}

extension ThreeViewRecentring: PeerModel {}
extension HugeMultiplier: PeerModel {}
extension CollectionViewReload: PeerModel {}

/// Carousel in the same harness: a reload is `load` of a same-sized array keeping the position
/// (the peers keep it too), and each result is kept alive.
struct CarouselPeer: PeerModel {
    var carousel: Carousel<[String], Int>
    let other: [String]

    init(_ items: [String]) {
        carousel = Carousel(items) { id in id }
        other = items
    }

    mutating func next() { blackHole(carousel.next()) }
    mutating func reload() { blackHole(carousel.load(other, keepingCurrent: .byPosition)) }
    var stateBytes: Int { MemoryLayout<Carousel<[String], Int>>.size }
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
    /// bytes of state besides the items, for 3 to 10⁶ items.
    mutating func benchmarkPeers() {
        var bytes: [String] = []
        for n in peerCounts {
            let items = (0..<n).map { "item \($0)" }
            for design in PeerDesign.allCases {
                // One concrete type each, so that every design's loop is specialized.
                let state =
                    switch design {
                    case .carousel: measurePeer(CarouselPeer.self, design, items)
                    case .threeView: measurePeer(ThreeViewRecentring.self, design, items)
                    case .hugeMultiplier: measurePeer(HugeMultiplier.self, design, items)
                    case .collectionView: measurePeer(CollectionViewReload.self, design, items)
                    }
                bytes.append("  \(design.rawValue), \(n) items: \(state) bytes")
            }
        }
        say("\nBytes of state besides the items (the app's array), after a reload:")
        for line in bytes { say(line) }
    }

    /// The rows of one design over `items`; returns its bytes of state.
    mutating func measurePeer<P: PeerModel>(
        _ model: P.Type, _ design: PeerDesign, _ items: [String]
    ) -> Int {
        var peer = P(items)
        for measure in PeerMeasure.allCases where options.selects(measure.rawValue) {
            // A reload or a fling takes up to milliseconds: fewer of them.
            let ops =
                measure == .move
                ? options.ops : Swift.max(5, Swift.min(options.ops / 100, 20_000_000 / items.count))
            var row = Row(
                operation: "\(design.rawValue): \(measure.rawValue)", count: items.count,
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
        return peer.stateBytes
    }
}
