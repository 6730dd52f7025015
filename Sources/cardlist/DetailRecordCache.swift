import CardListCore
import CardListOptions
import Items

/// The record of the item the detail view shows, read once when the selection comes to it
/// (parsing a long record again for every frame would cost a key its frame).
final class DetailRecordCache {
    struct Record {
        var index: Int
        var item: Item
        var extraFields: [DetailFields.Field]
        var isPlainText: Bool
    }

    private var last: Record?

    /// The longest record whose other keys are listed: parsing it must not cost a key its frame.
    static let recordLimit = 1 << 20

    /// The item at `index` with its record's other keys.
    func record(of index: Int, in items: ItemStore, options: Options) -> Record {
        if let last, last.index == index { return last }
        let item = items[index]
        let format = items.format(of: index)
        var fields: [DetailFields.Field] = []
        if item.source.count > Self.recordLimit {
            fields = [.init("…", "a record of \(item.source.count) bytes: its other keys are not listed")]
        } else if let json = DetailFields.record(of: item, format: format, columns: items.columns(of: index)) {
            fields = DetailFields.extra(in: json, mapping: options.fieldMapping, caseInsensitive: format == .tsv)
        }
        let record = Record(index: index, item: item, extraFields: fields, isPlainText: format == .lines || format == .nul)
        last = record
        return record
    }
}
