import CardListCore
import Rows
import Testing
@testable import cardlist
@testable import Items
@testable import CardListOptions

/// F2 in the list's model: the detail view takes the right half, the list the left; the
/// wheel over the view scrolls it and a click there selects nothing; it follows the selection.
@Suite struct BrowserModelDetailTests {
    private func openedModel(_ arguments: [String] = ["--style", "line"], size: Size = Size(width: 80, height: 10)) throws -> BrowserModel {
        var model = BrowserModel(options: try Options.parse(arguments + ["items.txt"], environment: [:]), charset: .unicode, usesColor: false)
        _ = model.update(.items(ItemSegment(items: (0..<30).map { Item(name: "item-\($0)") })))
        _ = model.update(.opened(size, .glibc))
        return model
    }


    @Test func f2OpensTheDetailViewAndTheListTakesTheLeftHalf() throws {
        var model = try openedModel()
        guard case .redraw = model.update(.input(.key(.function(2)), at: .zero)).first else {
            Issue.record("expected a redraw")
            return
        }
        #expect(model.detail != nil)
        #expect(model.state?.screenSize == Size(width: 40, height: 10))
        _ = model.update(.input(.key(.function(2)), at: .zero))
        #expect(model.detail == nil)
        #expect(model.state?.screenSize == Size(width: 80, height: 10))
    }

    @Test func aResizeWhileOpenGivesTheListTheNewLeftHalf() throws {
        var model = try openedModel()
        _ = model.update(.input(.key(.function(2)), at: .zero))
        _ = model.update(.input(.resize(width: 101, height: 20), at: .zero))
        #expect(model.state?.screenSize == Size(width: 51, height: 20))
    }

    @Test func theWheelOverTheViewScrollsItWithinWhatItHoldsAndTheListStays() throws {
        var model = try openedModel()
        _ = model.update(.input(.key(.function(2)), at: .zero))
        _ = model.update(.drawn(laidOut: nil, detailMaximumOffset: 4))
        let offset = model.state?.offset
        _ = model.update(.input(.mouse(MouseEvent(.wheelDown, x: 60, y: 3)), at: .zero))
        #expect(model.detailOffset == 3)
        _ = model.update(.input(.mouse(MouseEvent(.wheelDown, x: 60, y: 3)), at: .zero))
        #expect(model.detailOffset == 4)
        #expect(model.state?.offset == offset)
        _ = model.update(.input(.mouse(MouseEvent(.wheelUp, x: 60, y: 3)), at: .zero))
        #expect(model.detailOffset == 1)
    }

    @Test func aClickOnTheViewSelectsNothingAndOneOnTheListSelects() throws {
        var model = try openedModel()
        _ = model.update(.input(.key(.function(2)), at: .zero))
        _ = model.update(.input(.mouse(MouseEvent(.click, x: 60, y: 3)), at: .zero))
        #expect(model.state?.selection == 0)
        _ = model.update(.input(.mouse(MouseEvent(.click, x: 10, y: 3)), at: .zero))
        #expect(model.state?.selection == 3)
    }

    @Test func movingToAnotherItemShowsItsViewFromTheTop() throws {
        var model = try openedModel()
        _ = model.update(.input(.key(.function(2)), at: .zero))
        _ = model.update(.drawn(laidOut: nil, detailMaximumOffset: 10))
        _ = model.update(.input(.mouse(MouseEvent(.wheelDown, x: 60, y: 3)), at: .zero))
        #expect(model.detailOffset == 3)
        _ = model.update(.input(.key(.down), at: .zero))
        #expect(model.detailOffset == 0)
    }

    @Test func toggleDetailCanBeBoundToAnotherKey() throws {
        var model = try openedModel(["--style", "line", "--bind", "f3:toggle-detail"])
        _ = model.update(.input(.key(.function(3)), at: .zero))
        #expect(model.detail != nil)
        #expect(model.state?.screenSize == Size(width: 40, height: 10))
        _ = model.update(.input(.key(.function(3)), at: .zero))
        #expect(model.detail == nil)
    }
}
