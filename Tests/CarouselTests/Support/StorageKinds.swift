import Carousel

// Shared with the fuzz target, like Model.swift.
#if canImport(PropertyTesting)
    import PropertyTesting
#endif

/// `Identifiable` only: `load` keeps the current item by id and cannot compare values.
struct KeyedItem: Identifiable {
    var id: Int
    var payload: Int
}

/// `Identifiable` and `Equatable`: `load` keeps the current item by id, rotate matches by value.
struct KeyedValue: Identifiable, Equatable {
    var id: Int
    var payload: Int
}

/// Neither: `load` clamps the position and matches nothing but empty positions.
struct OpaqueItem {
    var value: Int
}

/// A model value `v` as an identified item: id `v >> 1`, so values 2k and 2k + 1 share an id.
private func split(_ value: Int) -> (id: Int, payload: Int) { (value >> 1, value & 1) }
private func joined(_ id: Int, _ payload: Int) -> Int { id << 1 | payload }

/// Every kind of storage the carousel must handle, each with the model's rule for its `load`.
enum StorageKind: CaseIterable, CustomStringConvertible {
    case array, slice, range, keyed, keyedEquatable, opaque

    var description: String {
        switch self {
        case .array: "[Int]"
        case .slice: "ArraySlice<Int>"
        case .range: "Range<Int>"
        case .keyed: "[KeyedItem]"
        case .keyedEquatable: "[KeyedValue]"
        case .opaque: "[OpaqueItem]"
        }
    }

    /// Whether this storage can run `op`: a range takes no insertions, removals or replacements,
    /// and loads only consecutive values.
    func accepts(_ op: Op) -> Bool {
        guard self == .range else { return true }
        switch op {
        case .insert, .remove, .replace: return false
        case .load(let values): return values == Array(consecutive(values))
        default: return true
        }
    }

    /// A check of a carousel of this kind holding `values` (consecutive ones for a range), with
    /// `neighbors` positions on each side of the current one under `fewItems` (by default the
    /// three-slot carousel).
    func check(
        values: [Int], policy: ReusePolicy, neighbors: Int = 1,
        fewItems: FewItemsRule = .repeating
    ) throws(PropertyFailure) -> any ModelChecking {
        // A carousel of `storage` with this window, slot ids as slot models.
        func make<S: RandomAccessCollection>(
            _ storage: S
        ) throws(PropertyFailure) -> Carousel<S, Int> where S.Index == Int {
            try requireNoError("init") {
                try Carousel(
                    storage, neighbors: neighbors, fewItems: fewItems, reusePolicy: policy
                ) { $0 }
            }
        }
        switch self {
        case .array:
            return try ModelCheck(
                make(values), model: Model(values: values),
                loadMatchesValues: true, value: { $0 }, apply: { $0.apply($1) })
        case .slice:
            // Positions count from the slice's start, which is not 0 here.
            let slice = { (values: [Int]) in ([-1, -1] + values)[2...] }
            return try ModelCheck(
                make(slice(values)), model: Model(values: values),
                loadMatchesValues: true, value: { $0 },
                apply: {
                    $0.apply(
                        $1, item: { $0 }, load: { $0.load(slice($1), keepingCurrent: .byValue) })
                })
        case .range:
            return try ModelCheck(
                make(consecutive(values)),
                model: Model(values: Array(consecutive(values))), loadMatchesValues: true,
                value: { $0 },
                apply: { carousel, op in
                    guard case .load(let values) = op else { return carousel.applyMove(op) }
                    return carousel.load(consecutive(values), keepingCurrent: .byValue)
                })
        case .keyed:
            let item = { (value: Int) in
                KeyedItem(id: split(value).id, payload: split(value).payload)
            }
            return try ModelCheck(
                make(values.map(item)),
                model: Model(values: values, loadKey: { split($0).id }), loadMatchesValues: false,
                value: { joined($0.id, $0.payload) },
                apply: {
                    $0.apply($1, item: item, load: { $0.load($1.map(item), keepingCurrent: .byID) })
                })
        case .keyedEquatable:
            let item = { (value: Int) in
                KeyedValue(id: split(value).id, payload: split(value).payload)
            }
            return try ModelCheck(
                make(values.map(item)),
                model: Model(values: values, loadKey: { split($0).id }), loadMatchesValues: true,
                value: { joined($0.id, $0.payload) },
                apply: {
                    $0.apply($1, item: item, load: { $0.load($1.map(item), keepingCurrent: .byID) })
                })
        case .opaque:
            return try ModelCheck(
                make(values.map(OpaqueItem.init)),
                model: Model(values: values, loadKey: nil), loadMatchesValues: false,
                value: \.value,
                apply: {
                    $0.apply(
                        $1, item: OpaqueItem.init,
                        load: { $0.load($1.map(OpaqueItem.init), keepingCurrent: .byPosition) })
                })
        }
    }
}

/// The range of `values.count` consecutive values from the first one (0 when empty).
func consecutive(_ values: [Int]) -> Range<Int> {
    let start = Swift.min(values.first ?? 0, Int.max - values.count)
    return start..<start + values.count
}
