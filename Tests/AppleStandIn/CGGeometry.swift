/// CoreGraphics' `CGPoint`.
public struct CGPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    public static let zero = CGPoint(x: 0, y: 0)
}

/// CoreGraphics' `CGSize`.
public struct CGSize: Hashable, Sendable {
    public var width: CGFloat
    public var height: CGFloat
    public init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }
    public static let zero = CGSize(width: 0, height: 0)
}

/// CoreGraphics' `CGRect`.
public struct CGRect: Hashable, Sendable {
    public var origin: CGPoint
    public var size: CGSize
    public init(origin: CGPoint, size: CGSize) {
        self.origin = origin
        self.size = size
    }
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
    }
    public static let zero = CGRect(origin: .zero, size: .zero)
    public var width: CGFloat { size.width }
    public var height: CGFloat { size.height }
    public var minX: CGFloat { origin.x }
    public var maxX: CGFloat { origin.x + size.width }
    public var minY: CGFloat { origin.y }
    public var maxY: CGFloat { origin.y + size.height }
    public var midX: CGFloat { origin.x + size.width / 2 }
    public var midY: CGFloat { origin.y + size.height / 2 }

    /// Whether `point` lies inside (the far edges excluded, as in CoreGraphics).
    public func contains(_ point: CGPoint) -> Bool {
        minX <= point.x && point.x < maxX && minY <= point.y && point.y < maxY
    }

    /// Whether the two rectangles share an area: rectangles that only touch do not.
    public func intersects(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
