import Glibc

/// The process's environment variables, read straight from `environ`.
///
/// Foundation's `ProcessInfo` builds the same dictionary, but starting it costs more than
/// the rest of the program's start-up; the first frame waits for it.
enum ProcessEnvironment {
    /// Every variable as a name and its value; where a name appears twice the first wins,
    /// as `getenv(3)` has it (Foundation's `ProcessInfo` keeps the last). An entry without
    /// `=` is left out.
    static func current() -> [String: String] {
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
            if let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
                let name = String(decoding: bytes[..<equals], as: UTF8.self)
                if variables[name] == nil {
                    variables[name] = String(decoding: bytes[(equals + 1)...], as: UTF8.self)
                }
            }
            entry += 1
        }
        return variables
    }
}
