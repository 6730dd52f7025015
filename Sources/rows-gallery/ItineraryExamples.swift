import Rows

/// A stop of the itinerary: a label and, when given, an accessory (a button, tags, a time),
/// as the third article declares it — no optionals, no conditionals.
struct Stop<Accessory: RowPart>: ComposedRowPart {
    let title: String
    let icon: Icon?
    let accessory: Accessory

    init(_ title: String, icon: Icon? = nil, @RowBuilder accessory: () -> Accessory) {
        self.title = title
        self.icon = icon
        self.accessory = accessory()
    }

    var body: some RowPart {
        LabeledContent(title, icon: icon) { accessory }
    }
}

extension Stop where Accessory == EmptyPart {
    init(_ title: String, icon: Icon? = nil) {
        self.init(title, icon: icon) { EmptyPart() }
    }
}

/// A transport line: a tag whose label is drawn in the compact transport style.
struct TransportTag: ComposedRowPart {
    let line: String
    let icon: Icon

    var body: some RowPart {
        Tag(line, icon: icon).labelStyle(.transport)
    }
}

/// Icon and title with no space between them: compact, for transport tags.
struct TransportLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some RowPart {
        HStack(spacing: 0) {
            configuration.icon
            configuration.title
        }
    }
}

extension LabelStyle where Self == TransportLabelStyle {
    static var transport: Self { TransportLabelStyle() }
}

/// The label, flexible space, then the content in the secondary style (dim): the
/// article's own inline style.
struct SpacedLabeledContentStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some RowPart {
        HStack {
            configuration.label
            Spacer()
            configuration.content.foregroundStyle(.secondary)
        }
    }
}

extension LabeledContentStyle where Self == SpacedLabeledContentStyle {
    static var spaced: Self { SpacedLabeledContentStyle() }
}

/// A button drawn in brackets.
struct MapButton: ComposedRowPart {
    var body: some RowPart {
        Text("[ Map ]").bold()
    }
}

enum ItineraryExamples {
    /// The stops, as a declaration.
    static var itinerary: some RowPart {
        VStack(alignment: .leading, spacing: 1) {
            Stop("Your location", icon: .walk)
            Stop("Walk 10 minutes", icon: .walk) { MapButton() }
            Stop("Marnixplein", icon: .tram) {
                HStack(spacing: 1) {
                    TransportTag(line: "5", icon: .tram)
                    TransportTag(line: "7", icon: .bus)
                }
            }
            Stop("Elandsgracht", icon: .tram) { Text("12:17") }
        }
    }

    static var parts: [AnyRowPart] {
        [
            AnyRowPart(itinerary),
            AnyRowPart(itinerary.labeledContentStyle(.spaced)),
            AnyRowPart(VStack(alignment: .leading) {
                LabeledContent("Departure", value: "12:05")
                LabeledContent("Arrival", value: "12:17")
            }.labeledContentStyle(.inline)),
        ]
    }
}
