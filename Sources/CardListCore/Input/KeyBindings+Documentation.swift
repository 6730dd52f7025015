import Items

extension KeyBindings {
    /// The README's key table (Markdown), generated from ``all``; a test checks that the
    /// README holds exactly this between its `keys` markers.
    public static var markdownTable: String {
        var lines = ["| key | where | action |", "| --- | --- | --- |"]
        for binding in all {
            lines.append("| \(binding.keyNames(.documentation)) | \(binding.contextName) | \(binding.documentedAction) |")
        }
        lines.append("")
        lines.append("*list*: while browsing; *filter line*: while the query line is open, where its keys win; "
                     + "*both*: either; *help*: while the help is shown; *typing*: with `--typing filter`, where the query line is "
                     + "always open and these keys win over the filter line's. The mouse lines do not apply with `--no-mouse`.")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The man page's KEYS section (roff), generated from ``all``; a test checks that the
    /// man page holds exactly this.
    public static var manSection: String {
        var lines = [".SH KEYS"]
        lines.append("Where a key means two things, the filter line's meaning wins while it is open.")
        for binding in all {
            let keys = binding.keyNames(.documentation).replacingText("`", with: "")
            lines.append(".TP")
            lines.append(".B " + roff(keys))
            let action = binding.documentedAction.replacingText("`", with: "")
            lines.append(roff("(\(binding.contextName)) \(action)."))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text escaped for roff: backslashes doubled, hyphens as `\-`, no leading dot.
    private static func roff(_ text: String) -> String {
        let escaped = text.replacingText("\\", with: "\\e").replacingText("-", with: "\\-")
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }
}

extension KeyBinding {
    /// The summary with its detail, for the documentation.
    var documentedAction: String {
        documented.isEmpty ? summary : documented
    }
}
