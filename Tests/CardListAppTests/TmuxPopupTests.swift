import Glibc
import Testing
import CardListCore
import CardListOptions
@testable import cardlist

/// `--tmux SPEC` read as fzf reads it, the `tmux display-popup` options it gives, and the
/// command line the popup's list runs with.
@Suite struct TmuxPopupTests {
    @Test(arguments: [
        ("", ["-B", "-xC", "-yC", "-w50%", "-h50%"]),
        ("80%", ["-B", "-xC", "-yC", "-w80%", "-h80%"]),
        ("center,70,20", ["-B", "-xC", "-yC", "-w70", "-h20"]),
        ("bottom,40%", ["-B", "-xC", "-y9999", "-w100%", "-h40%"]),
        ("top", ["-B", "-xC", "-y0", "-w100%", "-h50%"]),
        ("down,30%", ["-B", "-xC", "-y9999", "-w100%", "-h30%"]),
        ("left,30", ["-B", "-x0", "-yC", "-w30", "-h100%"]),
        ("right,30%,60%,border-native", ["-xR", "-yC", "-w30%", "-h60%"]),
        ("border-native", ["-xC", "-yC", "-w50%", "-h50%"]),
    ])
    func specGivesThePopupsPlaceAndSize(spec: String, expected: [String]) throws {
        let popup = try #require(TmuxPopup(parsing: spec))
        #expect(popup.displayPopupArguments == expected)
    }

    @Test(arguments: ["middle", "50%,50%,50%", "101%", "-5", "center,", "4.5", "bottom,x"])
    func specOutsideTheFormIsRefused(spec: String) {
        #expect(TmuxPopup(parsing: spec) == nil)
    }

    @Test func popupCommandLineDropsEveryTmuxOptionAndKeepsValuesThatLookLikeOne() {
        let arguments = ["--tmux", "bottom,40%", "-q", "--tmux", "--prompt=--tmux", "--no-tmux", "--tmux=80%", "--multi", "file.txt"]
        #expect(TmuxPopup.popupArguments(from: arguments, nativeBorder: true)
            == ["-q", "--tmux", "--prompt=--tmux", "--multi", "file.txt", "--no-tmux", "--no-height"])
    }

    @Test func aFileAfterTmuxStaysAFile() {
        #expect(TmuxPopup.popupArguments(from: ["--tmux", "menu.json"], nativeBorder: false)
            == ["--border", "menu.json", "--no-tmux", "--no-height"])
    }

    @Test func optionsAddedForThePopupComeBeforeTheFilesAfterDoubleDash() {
        #expect(TmuxPopup.popupArguments(from: ["--tmux", "--", "--tmux", "-q"], nativeBorder: true)
            == ["--no-tmux", "--no-height", "--", "--tmux", "-q"])
    }

    @Test func theListInThePopupParsesToNoPopupAndTheWholeScreen() throws {
        let options = try Options.parse(TmuxPopup.popupArguments(from: ["--height", "40%", "--tmux", "--border", "sharp"], nativeBorder: false),
                                        environment: ["CARDLIST_DEFAULT_OPTS": "--tmux center"])
        #expect(options.tmux == nil && options.height == nil && options.frame.border == .sharp)
    }

    @Test func environmentExportsQuoteEveryValueAndSkipTheTerminalsOwn() {
        let exports = TmuxPopupRun.environmentExports()
        #expect(exports.hasPrefix("unset CARDLIST_DEFAULT_OPTS CARDLIST_DEFAULT_COMMAND\n"))
        let path = getenv("PATH").map { String(cString: $0) } ?? ""
        #expect(exports.contains("\nexport PATH='\(path)'\n"))
        #expect(!exports.contains("export TERM=") && !exports.contains("export COLUMNS="))
        #expect(TmuxPopupRun.isShellName("CARDLIST_QUERY") && !TmuxPopupRun.isShellName("1A") && !TmuxPopupRun.isShellName("BASH_FUNC_f%%"))
    }
}
