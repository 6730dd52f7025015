import Rows

/// The status line last drawn, kept to be copied into the next frame while what it says,
/// its width and its look stay the same: a key that moves the selection changes none of them.
public final class StatusLineCache {
    /// What the drawn line depends on: the counts and states its text is made of (not
    /// the text, which would be made for every frame to be compared), its width and look.
    struct Key: Equatable {
        var matches: Int
        var hasMatchList: Bool
        var itemCount: Int
        var skippedCount: Int
        var isSearching: Bool
        var isLoading: Bool
        var markCount: Int
        var message: String?
        var jumpPrefix: String?
        var width: Int
        var style: Style
        var charset: Charset
    }

    private var key: Key?
    private var row = Canvas(width: 0, height: 0)

    public init() {}

    /// The line for `key`: the kept one when `key` is the same, else drawn by `draw` into a
    /// blank row of the key's width and kept.
    func row(for key: Key, drawing draw: (inout Canvas) -> Void) -> Canvas {
        // Compared unwrapped: comparing two optionals went through the runtime's generic code.
        if let kept = self.key, kept == key { return row }
        var row = Canvas(width: key.width, height: 1)
        draw(&row)
        self.row = row
        self.key = key
        return row
    }
}
