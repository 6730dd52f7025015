/// What a card shows inside its frame, after the article's `CardContentView`: a column of
/// details on the leading side and a picture on the trailing side, both at the top.
///
///     CardContent {
///         VStack(alignment: .leading) { Text("COUNTACH").bold(); Text("Stone fruit.") }
///     } picture: {
///         ImagePlaceholder(image: "Countach")
///     }
///
/// The picture keeps its own width, ``pictureGap`` columns from the details; it is left out
/// when the details would keep fewer than ``minimumDetailsWidth`` columns, so a narrow card
/// gives all of its room to the text. The content is as tall as the taller of the two.
public struct CardContent<Details: RowPart, Picture: RowPart>: RowPart {
    public var details: Details
    public var picture: Picture

    /// Columns between the details and the picture.
    public static var pictureGap: Int { 2 }
    /// The fewest columns the details keep before the picture is left out.
    public static var minimumDetailsWidth: Int { 14 }

    public init(@RowBuilder details: () -> Details, @RowBuilder picture: () -> Picture) {
        self.details = details()
        self.picture = picture()
    }

    public init(details: Details, picture: Picture) {
        self.details = details
        self.picture = picture
    }

    /// The details' columns and the picture's size in `width` columns (no picture: zero).
    func columns(forWidth width: Int, in environment: RowEnvironment) -> (details: Int, picture: Size) {
        let room = width - Self.pictureGap - Self.minimumDetailsWidth
        guard room > 0 else { return (max(0, width), .zero) }
        // The picture's own width, as offered the whole row: shown only when all of it fits.
        let picture = picture.size(forWidth: width, in: environment)
        guard picture.width > 0, picture.width <= room else { return (max(0, width), .zero) }
        return (width - picture.width - Self.pictureGap, picture)
    }

    public func size(forWidth width: Int, in environment: RowEnvironment) -> Size {
        let columns = columns(forWidth: width, in: environment)
        let details = details.size(forWidth: columns.details, in: environment)
        return Size(width: max(0, width), height: max(details.height, columns.picture.height))
    }

    public func render(into canvas: inout Canvas, in rect: Rect, environment: RowEnvironment) {
        let columns = columns(forWidth: rect.width, in: environment)
        details.draw(into: &canvas, in: Rect(x: rect.x, y: rect.y, width: columns.details, height: rect.height),
                     environment: environment)
        guard columns.picture.width > 0 else { return }
        picture.draw(into: &canvas, in: Rect(x: rect.maxX - columns.picture.width, y: rect.y,
                                             width: columns.picture.width, height: columns.picture.height),
                     environment: environment)
    }
}

extension CardContent where Picture == EmptyPart {
    /// Content with details only.
    public init(@RowBuilder details: () -> Details) {
        self.init(details: details(), picture: EmptyPart())
    }
}

extension CardContent: Equatable where Details: Equatable, Picture: Equatable {}
extension CardContent: Hashable where Details: Hashable, Picture: Hashable {}
extension CardContent: Sendable where Details: Sendable, Picture: Sendable {}
