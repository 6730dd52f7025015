/// Which characters rows may draw with: all of Unicode, or plain ASCII for terminals
/// whose locale is not UTF-8 (frames become `+-|`, shadows and icons plain ASCII).
public enum Charset: Hashable, Sendable {
    case unicode
    case ascii
}
