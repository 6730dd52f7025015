extension BrowserModel {
    /// `body`'s answer about this model, read where it is: a model stored in a class and
    /// passed by value is copied whole first (every reference it holds retained and then
    /// released), which the list's loop did twice a key.
    mutating func inPlace<Result>(_ body: (inout BrowserModel) -> Result) -> Result {
        body(&self)
    }
}
