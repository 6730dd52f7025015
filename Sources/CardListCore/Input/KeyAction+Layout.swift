extension KeyAction {
    /// The action on a list that grows upwards (`--layout=default`): the arrow and page keys
    /// move the way they point on the screen, so Up goes to the next item, as in fzf.
    var upsideDown: KeyAction {
        switch self {
        case .moveUp: .moveDown
        case .moveDown: .moveUp
        case .pageUp: .pageDown
        case .pageDown: .pageUp
        case .halfPageUp: .halfPageDown
        case .halfPageDown: .halfPageUp
        default: self
        }
    }
}
