/// `--tmux[=SPEC]`: where the tmux popup the list opens in sits and how big it is, as fzf
/// reads `[center|top|bottom|left|right][,SIZE[%]][,SIZE[%]][,border-native]`.
///
///     TmuxPopup(parsing: "bottom,40%")?.displayPopupArguments
///     // ["-B", "-xC", "-y9999", "-w100%", "-h40%"]
struct TmuxPopup: Hashable {
    /// Where the popup sits in the tmux window.
    enum Position: String, CaseIterable {
        case center, top, bottom, left, right
    }

    /// A width or height: cells, or a percentage of the window's.
    struct Size: Hashable {
        var amount: Int
        var isPercent: Bool

        /// `N` or `N%` (at most 100%); nil for anything else.
        init?(parsing text: Substring) {
            let isPercent = text.hasSuffix("%")
            let digits = isPercent ? text.dropLast() : text
            guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
                  let amount = Int(digits), !isPercent || amount <= 100 else { return nil }
            self.amount = amount
            self.isPercent = isPercent
        }

        init(percent: Int) {
            amount = percent
            isPercent = true
        }

        /// As tmux reads it after `-w` or `-h`.
        var text: String { "\(amount)" + (isPercent ? "%" : "") }
    }

    var position = Position.center
    var width = Size(percent: 50)
    var height = Size(percent: 50)
    /// `border-native`: tmux draws the popup's border, not the list.
    var nativeBorder = false

    /// The popup `spec` asks for (the empty text: the default, center,50%); nil when it is
    /// not of the form above.
    init?(parsing spec: String) {
        guard !spec.isEmpty else { return }
        var tokens = spec.split(separator: ",", omittingEmptySubsequences: false)
        if let native = tokens.firstIndex(of: "border-native") {
            tokens.remove(at: native)
            nativeBorder = true
        }
        if let first = tokens.first, let named = Self.position(named: first) {
            position = named
            tokens.removeFirst()
        }
        switch position {
        case .top, .bottom: width = Size(percent: 100)
        case .left, .right: height = Size(percent: 100)
        case .center: break
        }
        let sizes = tokens.map { Size(parsing: $0) }
        guard sizes.count <= 2, !sizes.contains(nil) else { return nil }
        if sizes.count == 2 {
            width = sizes[0]!
            height = sizes[1]!
        } else if let first = sizes.first, let size = first {
            switch position {
            case .top, .bottom: height = size
            case .left, .right: width = size
            case .center: (width, height) = (size, size)
            }
        }
    }

    /// fzf's names, `up` and `down` too.
    private static func position(named name: Substring) -> Position? {
        switch name {
        case "up": .top
        case "down": .bottom
        default: Position(rawValue: String(name))
        }
    }

    /// The options of `tmux display-popup` that place and size it, and leave out tmux's
    /// border unless `border-native` asks for it.
    var displayPopupArguments: [String] {
        let place = switch position {
        case .center: ["-xC", "-yC"]
        case .top: ["-xC", "-y0"]
        case .bottom: ["-xC", "-y9999"]
        case .left: ["-x0", "-yC"]
        case .right: ["-xR", "-yC"]
        }
        return (nativeBorder ? [] : ["-B"]) + place + ["-w" + width.text, "-h" + height.text]
    }
}
