import Testing
@testable import Rows

@Suite struct ImagePlaceholderTests {
    private func box(_ image: String?, width: Int = 12, charset: Charset = .unicode) -> Canvas {
        ImagePlaceholder(image: image).rendered(width: width, environment: RowEnvironment().with(\.charset, charset))
    }

    @Test func nameWithoutFoldersAndExtensionIsCentred() {
        expectGrid(box("images/latte.png"), """
            |┌──────────┐|
            |│          │|
            |│  latte   │|
            |│          │|
            |└──────────┘|
            """)
    }

    @Test func nameTooWideShowsTheInitialsOfItsWords() {
        expectGrid(box("Single Origin Ethiopia.jpg"), """
            |┌──────────┐|
            |│          │|
            |│   SOE    │|
            |│          │|
            |└──────────┘|
            """)
        #expect(ImagePlaceholder(image: "straße-weiß-groß.png").caption(forWidth: 10) == "SWG")
        #expect(ImagePlaceholder(image: "cold_brew_with_tonic.webp").caption(forWidth: 10) == "CBWT")
    }

    @Test func singleWordTooWideIsTruncated() {
        expectGrid(box("cappuccinoooo.png"), """
            |┌──────────┐|
            |│          │|
            |│cappuccin…│|
            |│          │|
            |└──────────┘|
            """)
    }

    @Test func noImageShowsAHatch() {
        expectGrid(box(nil), """
            |┌──────────┐|
            |│╱╲╱╲╱╲╱╲╱╲│|
            |│╱╲╱╲╱╲╱╲╱╲│|
            |│╱╲╱╲╱╲╱╲╱╲│|
            |└──────────┘|
            """)
        #expect(ImagePlaceholder(image: nil).caption(forWidth: 10) == nil)
        #expect(ImagePlaceholder(image: "").caption(forWidth: 10) == nil)
    }

    @Test func asciiBoxUsesPlainCharacters() {
        expectGrid(box("Flat White Beans.png", charset: .ascii), """
            |+----------+|
            ||          ||
            ||   FWB    ||
            ||          ||
            |+----------+|
            """)
        expectGrid(box(nil, charset: .ascii), """
            |+----------+|
            ||/\\/\\/\\/\\/\\||
            ||/\\/\\/\\/\\/\\||
            ||/\\/\\/\\/\\/\\||
            |+----------+|
            """)
    }

    @Test func wideNameIsCentredByColumns() {
        expectGrid(box("抹茶.png"), """
            |┌──────────┐|
            |│          │|
            |│   抹茶   │|
            |│          │|
            |└──────────┘|
            """)
    }

    @Test func controlCharactersInTheNameAreShownAsPictures() {
        expectGrid(box("e\u{1B}x.gif"), """
            |┌──────────┐|
            |│          │|
            |│   e␛x    │|
            |│          │|
            |└──────────┘|
            """)
    }

    @Test func displayNameDropsFoldersAndOnlyTheLastExtension() {
        #expect(ImagePlaceholder.displayName(of: "a/b/flat-white.png") == "flat-white")
        #expect(ImagePlaceholder.displayName(of: "beans.tar.gz") == "beans.tar")
        #expect(ImagePlaceholder.displayName(of: ".hidden") == ".hidden")
        #expect(ImagePlaceholder.displayName(of: "folder/") == "folder")
        #expect(ImagePlaceholder.displayName(of: "noextension") == "noextension")
    }

    @Test func captionsOfASCIIAndOtherNamesFollowTheSameRules() {
        // Names of printable ASCII are read as bytes; the others as characters.
        let cases: [(image: String, width: Int, caption: String?)] = [
            ("flat-white.png", 4, "FW"), ("flät-white.png", 4, "FW"),
            ("a.b.c", 4, "a.b"), ("ä.b.c", 4, "ä.b"),
            ("img//x_y z-w.tar.gz", 3, "XYZWT"), ("img//x_y z-ẅ.tar.gz", 3, "XYZẄT"),
            ("dir/", 4, "dir"), ("dïr/", 4, "dïr"), ("///", 4, nil), ("", 4, nil),
            (".hidden", 4, ".hidden"), ("___", 2, "___"), ("9lives-x", 3, "9X"), ("a/b/", 1, "b"),
        ]
        for (image, width, caption) in cases {
            #expect(ImagePlaceholder(image: image).caption(forWidth: width) == caption, "\(image) in \(width)")
        }
    }

    @Test func boxHasAFixedSizeNarrowedToTheWidthOffered() {
        let placeholder = ImagePlaceholder(image: "latte.png")
        #expect(placeholder.size(forWidth: 80, in: RowEnvironment()) == Size(width: 12, height: 5))
        #expect(placeholder.size(forWidth: 7, in: RowEnvironment()) == Size(width: 7, height: 5))
        #expect(placeholder.size(forWidth: -3, in: RowEnvironment()) == Size(width: 0, height: 5))
        expectGrid(box("latte.png", width: 7), """
            |┌─────┐|
            |│     │|
            |│latte│|
            |│     │|
            |└─────┘|
            """)
    }

    @Test func frameAndHatchAreDimAndTheCaptionIsPlain() {
        let named = box("latte.png"), empty = box(nil)
        #expect(named[0, 0].style == Style(.dim))
        #expect(named[3, 2].style == .plain)
        #expect(empty[1, 1].style == Style(.dim))
    }

    /// The bytes drawn for an ASCII path are the caption the general path finds, wherever
    /// they fit; a caption that must be truncated is left to the general path.
    @Test func anASCIICaptionDrawnFromBytesIsTheCaption() {
        let paths = ["images/flat-white.png", "Single Origin Ethiopia.jpg", "cold_brew_with_tonic.webp", "a/b/c/",
                     ".hidden", "beans.tar.gz", "x", "ab", "one-very-long-word-without-breaks.png", "a b", "a.b.c.d.e.f.g",
                     "--double--dash--", "/", "", "straße-weiß.png", "dir.with.dots/name", "UPPER lower Mixed.gif"]
        for path in paths {
            for width in 0...14 {
                let placeholder = ImagePlaceholder(image: path)
                guard let span = ImagePlaceholder.asciiCaption(of: path, width: width) else {
                    // Only a caption that is missing, not ASCII, or wider than the box is left out.
                    if let caption = placeholder.caption(forWidth: width), caption.utf8.allSatisfy(Grapheme.isPrintableASCII), path.utf8.allSatisfy(Grapheme.isPrintableASCII) {
                        #expect(caption.utf8.count > width, "\(path) at \(width)")
                    }
                    continue
                }
                let drawn = String(decoding: Array(span.string.utf8)[span.bytes], as: UTF8.self)
                #expect(drawn == placeholder.caption(forWidth: width), "\(path) at \(width)")
                #expect(span.width <= width)
            }
        }
        #expect(ImagePlaceholder.asciiCaption(of: "images/flat-white.png", width: 10).map(\.width) == 10)
        #expect(ImagePlaceholder.asciiCaption(of: "Single Origin Ethiopia.jpg", width: 10).map(\.width) == 3)
    }
}
