extension CardRow {
    /// Where the parts of a card go at a given width, relative to the card's top-left corner.
    ///
    /// Columns: frame 0, padding 1, content 2…*W*−4, padding *W*−3, frame *W*−2, shadow *W*−1.
    struct Layout: Hashable {
        /// Columns between the image box and the text column.
        static let imageGap = 2
        /// Rows above and below the content: the frame's top and bottom, and the shadow.
        static let chromeHeight = 3

        /// The card's width, shadow included.
        let width: Int
        /// The first column of the content, after the frame and the padding.
        let contentX = 2
        /// The first row of the content, under the frame.
        let contentY = 1
        /// Columns between the two paddings.
        let contentWidth: Int
        /// Whether the image box is drawn.
        let showsImage: Bool
        /// Columns for the name and the summary.
        let textWidth: Int

        init(width: Int) {
            self.width = max(0, width)
            contentWidth = max(0, self.width - 5)
            showsImage = contentWidth >= CardRow.minimumContentWidthForImage
            textWidth = showsImage
                ? contentWidth - ImagePlaceholder.boxSize.width - Self.imageGap
                : contentWidth
        }

        /// The image box's first column.
        var imageX: Int { contentX + contentWidth - ImagePlaceholder.boxSize.width }

        /// Rows inside the frame: the name and the summary, or the image box if taller.
        func contentHeight(summaryLines: Int) -> Int {
            max(1 + summaryLines, showsImage ? ImagePlaceholder.boxSize.height : 1)
        }

        /// Rows of the whole card: frame, content and shadow.
        func height(summaryLines: Int) -> Int {
            contentHeight(summaryLines: summaryLines) + Self.chromeHeight
        }
    }
}
