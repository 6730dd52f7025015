extension CardRow {
    /// Draws the whole card with its top-left corner at `origin`.
    func drawCard(into canvas: inout Canvas, origin: (x: Int, y: Int), layout: Layout, height: Int,
              summaryLines: [TextLayout.Line], environment: RowEnvironment) {
        let width = layout.width
        guard width > 0, height > 0 else { return }
        let charset = environment.charset
        let frameHeight = height - 1
        // A card is opaque: whatever was under it goes.
        canvas.fill(Rect(x: origin.x, y: origin.y, width: width, height: height))
        canvas.drawBorder(frameBorder(environment), in: Rect(x: origin.x, y: origin.y, width: width - 1, height: frameHeight),
                          style: frameStyle(environment))
        drawShadow(into: &canvas, origin: origin, width: width, frameHeight: frameHeight, environment: environment)
        if environment.isMarked { drawMarkedMarker(into: &canvas, origin: origin, width: width, environment: environment) }

        let textX = origin.x + layout.contentX
        let nameY = origin.y + layout.contentY
        if environment.isSelected, layout.contentX - 1 < width - 2 {
            canvas.put(RowMarkers.glyph(RowMarkers.selection(charset)), x: origin.x + layout.contentX - 1, y: nameY,
                       style: markerStyle(environment))
        }
        canvas.draw(name.withDefault(Style(.bold)), x: textX, y: nameY, maxWidth: layout.textWidth, charset: charset)
        for (index, line) in summaryLines.enumerated() {
            let y = nameY + 1 + index
            // Lines outside the clip cost nothing (a card may be much taller than the screen).
            guard y >= canvas.clip.y, y < canvas.clip.maxY else { continue }
            canvas.draw(line, x: textX, y: y, maxWidth: layout.textWidth)
        }
        if layout.showsImage {
            let box = Rect(x: origin.x + layout.imageX, y: nameY,
                           width: ImagePlaceholder.boxSize.width, height: ImagePlaceholder.boxSize.height)
            ImagePlaceholder(image: image).draw(into: &canvas, in: box, environment: environment)
        }
    }

    /// The frame's glyphs: rounded, or heavy when selected; `+-|` or `#=#` in ASCII.
    func frameBorder(_ environment: RowEnvironment) -> Border {
        switch (environment.charset.repertoire, environment.isSelected) {
        case (.unicode, false): .rounded
        case (.unicode, true): .heavy
        case (.ascii, false): .ascii
        case (.ascii, true): .asciiHeavy
        }
    }

    /// The frame's style: plain, or bold (and cyan with colours) when selected.
    func frameStyle(_ environment: RowEnvironment) -> Style {
        guard environment.isSelected else { return .plain }
        return environment.displayed(Style(.bold, foreground: .cyan))
    }

    /// The selection marker's style: bold, and cyan with colours.
    func markerStyle(_ environment: RowEnvironment) -> Style {
        environment.displayed(Style(.bold, foreground: .cyan))
    }

    /// The shadow: the last column from the frame's second row down, and the row under the
    /// frame from the second column on.
    private func drawShadow(into canvas: inout Canvas, origin: (x: Int, y: Int), width: Int, frameHeight: Int,
                            environment: RowEnvironment) {
        guard width >= 3 else { return }  // No frame to cast it.
        let glyph = RowMarkers.glyph(RowMarkers.shadow(environment.charset))
        let style = RowMarkers.shadowStyle(usesColor: environment.usesColor)
        let right = origin.x + width - 1
        if frameHeight >= 2 {
            // Only the rows inside the clip: a card may be far taller than the screen.
            let top = max(origin.y + 1, canvas.clip.y)
            let end = min(origin.y + frameHeight, canvas.clip.maxY)
            if top < end {
                for y in top..<end { canvas.put(glyph, x: right, y: y, style: style) }
            }
        }
        for x in (origin.x + 1)...right { canvas.put(glyph, x: x, y: origin.y + frameHeight, style: style) }
    }

    /// ` ✓ ` set into the top frame, ending two columns before the frame's top-right corner.
    private func drawMarkedMarker(into canvas: inout Canvas, origin: (x: Int, y: Int), width: Int,
                                  environment: RowEnvironment) {
        guard width >= 7 else { return }
        let style = environment.displayed(Style(.bold, foreground: .green))
        let x = origin.x + width - 5
        canvas.put(.space, x: x - 1, y: origin.y, style: frameStyle(environment))
        canvas.put(RowMarkers.glyph(RowMarkers.marked(environment.charset)), x: x, y: origin.y, style: style)
        canvas.put(.space, x: x + 1, y: origin.y, style: frameStyle(environment))
    }
}
