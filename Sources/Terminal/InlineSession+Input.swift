import Glibc
import InputEvents
import Rows

/// Reading the terminal in an inline session: keys, mouse reports placed in the area,
/// pastes, resizes, and the cursor position asked for.
extension InlineSession {
    /// The next input event, waiting at most `timeout` milliseconds (-1 waits forever; 0
    /// takes only what was typed already).
    ///
    /// - Returns: `nil` on timeout, or when ``wakeDescriptor`` became readable first. Mouse
    ///   reports outside the area are dropped; the others are given in the area's rows.
    public func readEvent(timeout: Int) -> InputEvent? {
        guard isActive else { return nil }
        let deadline = timeout < 0 ? nil : clock.now + .milliseconds(timeout)
        while true {
            if !queuedEvents.isEmpty { return queuedEvents.removeFirst() }
            if !pendingBytes.isEmpty {
                let bytes = pendingBytes
                pendingBytes = []
                decode(bytes)
                continue
            }
            var wait: Int32
            if let pending = decoder.pendingTimeout {
                wait = Int32(clamping: Self.milliseconds(pending))
            } else if let deadline {
                let left = deadline - clock.now
                wait = left > .zero ? Int32(clamping: Self.milliseconds(left) + 1) : 0
            } else {
                wait = -1
            }
            var descriptors = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: WindowSizeSignal.readEnd, events: Int16(POLLIN), revents: 0)]
            // The wake descriptor is left out while a sequence waits for its end.
            let wake = decoder.isPending ? nil : wakeDescriptor
            if let wake { descriptors.append(pollfd(fd: wake, events: Int16(POLLIN), revents: 0)) }
            let ready = poll(&descriptors, nfds_t(descriptors.count), wait)
            if ready < 0, errno == EINTR { continue }
            if WindowSizeSignal.takeSignal() {
                handleResize()
                continue
            }
            if ready > 0, descriptors[0].revents != 0 {
                var buffer = [UInt8](repeating: 0, count: 4096)
                let count = read(fd, &buffer, buffer.count)
                if count < 0, errno == EINTR || errno == EAGAIN { continue }
                // The terminal went away (hang-up): Esc ends the list as a person would.
                guard count > 0 else { return .key(.escape) }
                decode(Array(buffer[0..<count]))
                continue
            }
            // A command's output arrived first: the wait ends without an event.
            if ready > 0, wake != nil, descriptors[2].revents != 0 { return nil }
            if decoder.isPending {
                queue(decoder.timeOut(at: clock.now - started))
                if !queuedEvents.isEmpty { continue }
            }
            if let deadline, clock.now >= deadline { return nil }
            if deadline == nil { continue }
            return nil
        }
    }

    /// Feeds `bytes` to the decoder as characters (UTF-8 put together across reads).
    func decode(_ bytes: [UInt8]) {
        let now = clock.now - started
        for byte in bytes {
            if partialCharacter.isEmpty, byte < 0x80 {
                queue(decoder.feed(UInt32(byte), at: now))
                continue
            }
            if byte & 0xC0 != 0x80 { partialCharacter = [] }
            partialCharacter.append(byte)
            let lead = partialCharacter[0]
            let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
            guard partialCharacter.count >= length else { continue }
            let text = String(decoding: partialCharacter, as: UTF8.self)
            partialCharacter = []
            for scalar in text.unicodeScalars where scalar != "\u{FFFD}" {
                queue(decoder.feed(scalar.value, at: now))
            }
        }
    }

    /// Queues `events`, mouse reports moved into the area's rows (dropped outside it).
    private func queue(_ events: [InputEvent]) {
        for event in events {
            guard case var .mouse(mouse) = event else {
                queuedEvents.append(event)
                continue
            }
            guard let top else { continue }
            mouse.y -= top
            guard mouse.y >= 0, mouse.y < height else { continue }
            queuedEvents.append(.mouse(mouse))
        }
    }

    /// A resize: the area is erased and made again for the new height from its top-left
    /// (where the cursor is parked), and the list hears of its new size.
    func handleResize() {
        let screen = Self.screenSize(of: fd)
        let caps = painter.capabilities
        send(caps.plain + caps.carriageReturn + caps.eraseBelow)
        resize(to: screen, announce: false)
        if hasArea {
            send(Self.newlines(height - 1) + caps.carriageReturn + caps.up(height - 1))
            locateCursor(startingHere: false)
        }
        queuedEvents.append(.resize(width: width, height: height))
    }

    /// Asks the terminal where the cursor is: where the list starts (`startingHere`), or the
    /// area's top-left. Keys typed meanwhile are kept; without an answer in time the
    /// position is unknown (the list then starts at the line's start, without the mouse).
    func locateCursor(startingHere: Bool) {
        send(Array("\u{1B}[6n\u{1B}[c".utf8))
        let replies = ProbeReplies(parsing: TerminalProbe.readReplies(from: fd))
        pendingBytes += replies.typed
        let position = replies.cursorPositions.last
        if startingHere {
            geometry.cursorRow = position.map { $0.row - 1 }
            geometry.cursorColumn = position.map { max(0, $0.column - 1) } ?? 0
        } else {
            top = position.map { $0.row - 1 }
        }
        mouseOn = wantsMouse && hasMouse && position != nil
    }

    private static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    }
}
