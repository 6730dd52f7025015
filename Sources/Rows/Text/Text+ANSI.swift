extension Text {
    /// Text whose colours and styles come from the SGR codes in `string` (as `ls --color`
    /// or `grep --color` write them); every escape sequence is removed from the text.
    ///
    /// Understood: reset (0 or none), bold 1, dim 2, italic 3, underline 4 (and its `4:n`
    /// forms), reverse 7, their ends 22–24 and 27, the 8 and bright colours (30–37, 90–97,
    /// backgrounds 40–47, 100–107), defaults 39 and 49, and 256-colour and 24-bit colours
    /// (`38;5;n`, `38;2;r;g;b` and the colon forms). Other codes are ignored. See
    /// ``ANSIEscapes`` for what counts as a sequence.
    ///
    /// - Complexity: O(*n*) in the bytes of `string`.
    public init(ansi string: String, style base: Style = .plain) {
        guard string.utf8.contains(ANSIEscapes.escape) else {
            self.init(string, style: base)
            return
        }
        let bytes = Array(string.utf8)
        var runs: [Run] = []
        var style = base
        ANSIEscapes.scan(bytes) { token in
            switch token {
            case .text(let range):
                runs.append(Run(String(decoding: bytes[range], as: UTF8.self), style: style))
            case .sgr(let range):
                SGRParameters.apply(bytes[range], to: &style, base: base)
            }
        }
        self.init(runs: runs)
    }
}

/// Applies SGR parameters to a style.
enum SGRParameters {
    /// The largest parameter value kept; longer digit strings saturate here.
    static let maximumParameter = 65_535

    /// `parameters` (the bytes between `ESC [` and `m`) applied to `style`; reset returns to `base`.
    static func apply(_ parameters: ArraySlice<UInt8>, to style: inout Style, base: Style) {
        // Groups split at `;`, each a list of `:`-separated numbers (nil when empty).
        var groups: [[Int?]] = [[]]
        var current: Int?
        for byte in parameters {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                current = min(maximumParameter, (current ?? 0) * 10 + Int(byte - UInt8(ascii: "0")))
            case UInt8(ascii: ":"):
                groups[groups.count - 1].append(current)
                current = nil
            case UInt8(ascii: ";"):
                groups[groups.count - 1].append(current)
                groups.append([])
                current = nil
            default:
                return  // private parameters (`<`, `=`, `>`, `?`): not SGR
            }
        }
        groups[groups.count - 1].append(current)

        var index = 0
        while index < groups.count {
            let group = groups[index]
            index += 1
            let code = group[0] ?? 0
            switch code {
            case 0: style = base
            case 1: style.attributes.insert(.bold)
            case 2: style.attributes.insert(.dim)
            case 3: style.attributes.insert(.italic)
            case 4:
                if group.count > 1, (group[1] ?? 0) == 0 {
                    style.attributes.remove(.underline)
                } else {
                    style.attributes.insert(.underline)
                }
            case 7: style.attributes.insert(.reverse)
            case 22: style.attributes.subtract([.bold, .dim])
            case 23: style.attributes.remove(.italic)
            case 24: style.attributes.remove(.underline)
            case 27: style.attributes.remove(.reverse)
            case 30...37: style.foreground = .palette(UInt8(code - 30))
            case 39: style.foreground = base.foreground
            case 40...47: style.background = .palette(UInt8(code - 40))
            case 49: style.background = base.background
            case 90...97: style.foreground = .palette(UInt8(code - 90 + 8))
            case 100...107: style.background = .palette(UInt8(code - 100 + 8))
            case 38, 48:
                let color: Color?
                if group.count > 1 {
                    color = extendedColor(Array(group.dropFirst()), colonForm: true)
                } else {
                    // `38;5;n` or `38;2;r;g;b`: the values are the next groups.
                    let kind = index < groups.count ? groups[index][0] : nil
                    let length = kind == 5 ? 2 : kind == 2 ? 4 : 1
                    let values = groups[index..<min(groups.count, index + length)].map { $0[0] }
                    index = min(groups.count, index + length)
                    color = extendedColor(values, colonForm: false)
                }
                if let color {
                    if code == 38 { style.foreground = color } else { style.background = color }
                }
            default:
                break
            }
        }
    }

    /// The colour of `5;n` or `2;r;g;b` (in the colon form also `2:id:r:g:b`), or nil.
    private static func extendedColor(_ values: [Int?], colonForm: Bool) -> Color? {
        guard let kind = values.first else { return nil }
        func byte(_ value: Int?) -> UInt8? {
            let number = value ?? 0
            return number <= 255 ? UInt8(number) : nil
        }
        switch kind {
        case 5:
            guard values.count >= 2, let value = values[1], value <= 255 else { return nil }
            return .palette(UInt8(value))
        case 2:
            let rgb = colonForm && values.count >= 5 ? Array(values.suffix(3)) : Array(values.dropFirst().prefix(3))
            guard rgb.count == 3, let red = byte(rgb[0]), let green = byte(rgb[1]), let blue = byte(rgb[2]) else { return nil }
            return .rgb(red, green, blue)
        default:
            return nil
        }
    }
}

extension Text {
    /// This text with `other`'s styles laid over its own, run by run; `other` must hold the
    /// same characters (a highlighted copy of ``string``). Where `other` sets a colour it
    /// wins; attributes add up.
    ///
    /// - Complexity: O(*n*) in the bytes of the text.
    public func overlaid(with other: Text) -> Text {
        guard other.string == string else { return self }
        var result: [Run] = []
        var mine = runs[...]
        var theirs = other.runs[...]
        var myRest = mine.first.map { Substring($0.string) }
        var theirRest = theirs.first.map { Substring($0.string) }
        while let myText = myRest, let theirText = theirRest, let myRun = mine.first, let theirRun = theirs.first {
            let length = min(myText.utf8.count, theirText.utf8.count)
            let piece = myText.utf8.prefix(length)
            result.append(Run(String(Substring(piece)), style: theirRun.style.merged(over: myRun.style)))
            myRest = Substring(myText.utf8.dropFirst(length))
            theirRest = Substring(theirText.utf8.dropFirst(length))
            if myRest?.isEmpty == true {
                mine = mine.dropFirst()
                myRest = mine.first.map { Substring($0.string) }
            }
            if theirRest?.isEmpty == true {
                theirs = theirs.dropFirst()
                theirRest = theirs.first.map { Substring($0.string) }
            }
        }
        return Text(runs: result)
    }
}
