import CNcursesw
import Glibc
@testable import Rows
import Testing

/// The canvas measures code points as the C library does under UTF-8, which is what
/// ncursesw uses to place them.
@Suite struct WidthTableTests {
    @Test func everyCodePointHasTheCLibrarysWidth() {
        setlocale(LC_CTYPE, "C.UTF-8")
        var mismatches: [String] = []
        // NUL is a control character to the sanitiser; the C library calls it zero-width.
        for value in UInt32(1)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let library = Int(cl_wcwidth(value))
            if ColumnWidth.of(scalar) != library {
                mismatches.append("U+\(String(value, radix: 16, uppercase: true)): table \(ColumnWidth.of(scalar)), C \(library)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) differ: \(mismatches.prefix(10))")
    }
}
