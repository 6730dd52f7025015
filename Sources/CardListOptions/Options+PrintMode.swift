extension Options {
    /// `--print` draws the list once: the options that choose an item have no meaning there.
    func checkPrintMode() throws(OptionsError) {
        guard printMode, !help, !version else { return }
        if filter != nil { throw .notWith(option: "--filter", mode: "--print", hint: "use --query to print only the matching items") }
        if selection != nil { throw .notWith(option: "--select", mode: "--print", hint: "nothing is selected in printed output") }
        if selectOne { throw .notWith(option: "--select-1", mode: "--print", hint: "nothing is chosen in printed output") }
    }
}
