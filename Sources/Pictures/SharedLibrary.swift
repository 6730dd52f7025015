import Glibc
import Synchronization

/// A C library opened with `dlopen` the first time one of its functions is needed, and the
/// table of the functions the program calls in it.
///
/// The program is not linked with the library, so a run that never needs it never loads it
/// (nor what it depends on). When the library or one of the functions is missing, every use
/// throws ``PictureError/libraryMissing(_:)`` and ``failure`` says why, once, for a notice.
final class SharedLibrary<Functions>: @unchecked Sendable {
    /// The name the run-time loader is given (the soname, such as `libpng16.so.16`).
    let fileName: String
    /// The table from a `dlopen` handle, and the name of a function the library lacks (then
    /// the table is not to be used) or nil.
    private let bind: (UnsafeMutableRawPointer) -> (Functions, missing: String?)
    /// The table, or why there is none; nil until first asked. Guarded by its mutex.
    private let state = Mutex<Result<Functions, LibraryFailure>?>(nil)

    init(fileName: String, bind: @escaping (UnsafeMutableRawPointer) -> (Functions, missing: String?)) {
        self.fileName = fileName
        self.bind = bind
    }

    /// The library's functions, opening it on first use.
    ///
    /// - Throws: ``PictureError/libraryMissing(_:)`` when it cannot be loaded.
    func functions() throws(PictureError) -> Functions {
        let result = state.withLock { state in
            if let state { return state }
            let opened = open()
            state = opened
            return opened
        }
        switch result {
        case .success(let functions): return functions
        case .failure: throw .libraryMissing(fileName)
        }
    }

    /// Why the library could not be loaded, when it was needed and could not be; nil when it
    /// loaded or was never needed.
    var failure: LibraryFailure? {
        state.withLock { state in
            if case .failure(let failure) = state { return failure }
            return nil
        }
    }

    private func open() -> Result<Functions, LibraryFailure> {
        guard let handle = dlopen(fileName, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "not found"
            return .failure(LibraryFailure(fileName: fileName, reason: reason))
        }
        let (functions, missing) = bind(handle)
        if let missing {
            dlclose(handle)
            return .failure(LibraryFailure(fileName: fileName, reason: "it has no \(missing)"))
        }
        // Kept open for the rest of the run: the functions are called from any thread.
        return .success(functions)
    }
}
