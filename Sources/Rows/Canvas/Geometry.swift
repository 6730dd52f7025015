/// A width and a height in terminal cells.
public struct Size: Hashable, Sendable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)
}

/// A rectangle of terminal cells: columns `x..<x+width`, rows `y..<y+height`.
public struct Rect: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    /// A rectangle; a negative width or height is 0.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public init(size: Size) {
        self.init(x: 0, y: 0, width: size.width, height: size.height)
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var size: Size { Size(width: width, height: height) }
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The rectangle shrunk by the given number of cells on each edge (never negative).
    public func inset(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) -> Rect {
        Rect(x: x + leading, y: y + top, width: width - leading - trailing, height: height - top - bottom)
    }

    /// The cells this rectangle shares with `other`.
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
