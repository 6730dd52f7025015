/// The xterm 256-colour palette's entries 16–255: a 6×6×6 cube and 24 greys.
public enum PaletteColor {
    /// The levels of each channel in the cube.
    static let cubeLevels = [0, 95, 135, 175, 215, 255]

    /// The RGB of palette entry `index` (16…255).
    public static func rgb(of index: Int) -> (r: Int, g: Int, b: Int) {
        if index >= 232 {
            let grey = 8 + 10 * (min(index, 255) - 232)
            return (grey, grey, grey)
        }
        let cube = max(0, index - 16)
        return (cubeLevels[cube / 36], cubeLevels[(cube / 6) % 6], cubeLevels[cube % 6])
    }

    /// The entry (16…255) nearest to an RGB colour: the nearer of the cube's and the grey
    /// ramp's candidates.
    public static func nearest(r: Int, g: Int, b: Int) -> Int {
        func level(_ value: Int) -> Int { value < 48 ? 0 : value < 115 ? 1 : (value - 35) / 40 }
        let cube = 16 + 36 * level(r) + 6 * level(g) + level(b)
        let average = (r + g + b) / 3
        let grey = 232 + min(23, average > 238 ? 23 : max(0, (average - 3) / 10))
        func distance(_ index: Int) -> Int {
            let c = rgb(of: index)
            return (c.r - r) * (c.r - r) + (c.g - g) * (c.g - g) + (c.b - b) * (c.b - b)
        }
        return distance(cube) <= distance(grey) ? cube : grey
    }
}
