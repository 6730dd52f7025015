import CardListCore
import CardListOptions
import Items

extension ItemStream {
    /// The items a `reload` command prints on `source`, read in the input format and with
    /// the options in force (`--read0`, `--delimiter`, `--with-nth`, `--ansi`, …).
    init(reloading source: ChunkedInput, options: Options) {
        sources = [source]
        reader = ItemReader(format: options.inputFormat, mapping: options.fieldMapping, skipInvalid: options.skipInvalid)
        headerLineCount = options.headerLines
        stripsEscapes = options.ansi
        shownFields = options.withNth
        delimiter = options.delimiter
    }
}
