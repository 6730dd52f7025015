import CardListCore
import Rows

extension GutterMarks {
    /// The marks `options` ask for, drawn in `charset`; a gap of one column with `--multi`.
    public init(options: Options, charset: Charset) {
        self.init(pointer: options.pointer.map { RowMark($0, charset: charset) },
                  marker: options.marker.map { RowMark($0, charset: charset) },
                  gap: options.multi ? 1 : 0)
    }
}
