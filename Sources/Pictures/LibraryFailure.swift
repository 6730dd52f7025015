/// Why a picture library could not be loaded: its file name and the loader's reason.
public struct LibraryFailure: Error, Hashable, Sendable {
    public var fileName: String
    public var reason: String
}
