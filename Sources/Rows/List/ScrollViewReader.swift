import Synchronization

/// Scrolls the ``List``s inside it to items by id, as SwiftUI's `ScrollViewReader` does: its
/// content closure gets a ``ScrollViewProxy``, and a `scrollTo(_:anchor:)` on it — usually in
/// an ``RowPart/onAppear(perform:)`` — brings that item's row into view.
///
///     ScrollViewReader { proxy in
///         List(coffees, selection: "Flat White", height: 10) { coffee in CoffeeRow(coffee: coffee) }
///             .onAppear { proxy.scrollTo("Flat White", anchor: .center) }
///     }
///
/// A list scrolls at the width it is drawn, since its rows' heights depend on it. Rows keeps
/// no state between drawings: each drawing of the reader builds its content, runs its
/// actions and scrolls afresh. Making a ``List`` indexes its ids, once per item, so for a
/// long list make it once outside the closure (or use ``init(_:scroll:)``) rather than on
/// every drawing. A program that keeps its list as state scrolls it directly with
/// ``List/scrollTo(_:anchor:width:)``.
public struct ScrollViewReader<Content: RowPart>: RowPart {
    /// Builds the content, given the proxy that scrolls the lists in it.
    public var content: (ScrollViewProxy) -> Content

    /// A reader around the parts `content` builds.
    public init(@RowBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    /// The content's size (scrolling changes no size).
    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        content(ScrollViewProxy()).size(forWidth: width, in: environment)
    }

    /// Builds the content with a fresh proxy and draws it; each ``List`` inside scrolls to
    /// the items asked for before it draws.
    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        let proxy = ScrollViewProxy()
        let built = content(proxy)
        var inner = environment
        inner.scrollRequests = proxy.requests
        built.draw(into: &canvas, in: rect, environment: inner)
    }
}

extension ScrollViewReader {
    /// A reader around `list` that runs `scroll` as the list appears: the short form of
    /// `ScrollViewReader { proxy in list.onAppear { scroll(proxy) } }`.
    ///
    ///     ScrollViewReader(list) { proxy in proxy.scrollTo("Mocha", anchor: .bottom) }
    public init<Items>(_ list: List<Items>, scroll: @escaping (ScrollViewProxy) -> Void) where Content == AppearAction<List<Items>> {
        self.init { proxy in list.onAppear { scroll(proxy) } }
    }
}

/// What a ``ScrollViewReader`` hands its content: `scrollTo(_:anchor:)` asks every ``List``
/// inside the reader to bring the item with an id into view.
public struct ScrollViewProxy: Sendable {
    /// The scrolls asked for so far, in order.
    let requests = ScrollRequests()

    /// Scrolls so the item with `id` shows at `anchor`; ``ScrollAnchor/nearest`` (the
    /// default) scrolls the least that shows it. A list with no such item ignores it.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: ScrollAnchor = .nearest) {
        requests.append(ScrollRequest(id: AnyHashable(id), anchor: anchor))
    }
}

/// One `scrollTo(_:anchor:)`: an item id and where its row should show. (Unchecked: the id
/// is the caller's `AnyHashable`, which Swift cannot prove sendable; a proxy and the lists
/// that read its requests are used on the thread that draws them.)
struct ScrollRequest: @unchecked Sendable {
    var id: AnyHashable
    var anchor: ScrollAnchor
}

/// The scrolls a proxy was asked for, shared between the proxy and the lists that read them
/// from the environment while one reader is drawn.
final class ScrollRequests: Sendable {
    private let list = Mutex<[ScrollRequest]>([])

    func append(_ request: ScrollRequest) {
        list.withLock { $0.append(request) }
    }

    var all: [ScrollRequest] {
        list.withLock { $0 }
    }
}
