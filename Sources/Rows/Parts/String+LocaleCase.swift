extension String {
    /// The text in capitals as `locale`'s language writes them: Unicode's default mapping,
    /// with Turkish and Azerbaijani dotted `i` → `İ` (ICU's locale-aware casing, without ICU).
    ///
    ///     "istanbul".uppercased(forLocale: "tr_TR")  // "İSTANBUL"
    func uppercased(forLocale identifier: String) -> String {
        let language = identifier.prefix { $0 != "_" && $0 != "-" }
        guard language == "tr" || language == "az", contains("i") else { return uppercased() }
        return String(map { $0 == "i" ? "İ" : $0 }).uppercased()
    }
}
