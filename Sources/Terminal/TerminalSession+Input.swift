import CNcursesw
import Glibc
import InputEvents

/// Reading the terminal: keys, mouse reports, pastes and resizes as ``InputEvent``s.
extension TerminalSession {
    /// The next input event, waiting at most `timeout` milliseconds (-1 waits forever; 0
    /// takes only what was typed already, and only when bytes wait on the terminal).
    ///
    /// - Returns: `nil` on timeout. Keys the list has no use for are skipped. A lone Esc
    ///   arrives once the rest of a sequence has failed to follow for a moment.
    public func readEvent(timeout: Int) -> InputEvent? {
        guard isActive, let window = cl_stdscr() else { return nil }
        if !queuedEvents.isEmpty { return queuedEvents.removeFirst() }
        // Asked between a key and its frame whether more were typed: most often none were,
        // and one `poll` says so for a fraction of what ncurses' read takes. (Keys typed
        // during the probe are still taken here; the tail of an unknown escape sequence that
        // ncurses holds back, or a resize, is taken at the next wait, after one frame.)
        if timeout == 0, !decoder.isPending, pushedBackBytes == 0, !bytesGivenBack, !Self.hasInput(on: fd) { return nil }
        let deadline = timeout < 0 ? nil : clock.now + .milliseconds(timeout)
        while true {
            var wait: Int32
            if let pending = decoder.pendingTimeout {
                wait = Int32(clamping: pending.wholeMilliseconds)
            } else if let deadline {
                // Past the deadline (or a timeout of 0) it still takes what was typed already.
                let left = deadline - clock.now
                wait = left > .zero ? Int32(clamping: left.wholeMilliseconds + 1) : 0
            } else {
                wait = -1
            }
            if bytesGivenBack, !decoder.isPending {
                // Given back to ncurses: take them without waiting, until it has none.
                wait = 0
            } else if wait != 0, !decoder.isPending, pushedBackBytes == 0 {
                // Wait for the terminal, a resize or the wake descriptor, whichever comes
                // first. The resize pipe is written by our handler after ncurses' own has run
                // (``WindowSizeSignal``): a resize that lands just before the wait still ends
                // it, where ncurses' flag alone would leave a blocking read waiting for a key.
                var requests = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
                                pollfd(fd: WindowSizeSignal.readEnd, events: Int16(POLLIN), revents: 0),
                                pollfd(fd: wakeDescriptor ?? -1, events: Int16(POLLIN), revents: 0)]
                let ready = poll(&requests, 3, wait)
                if ready == 0 { return nil }
                let resized = ready > 0 && requests[1].revents != 0 && WindowSizeSignal.takeSignal()
                if ready > 0, requests[0].revents == 0, !resized { return nil }
                // Only bytes that are there: a wait cut short by a signal (a resize, whose
                // key ncurses gives) must not become a read that blocks until a key.
                if ready > 0, requests[0].revents & Int16(POLLIN) != 0, !resized, let events = readDirectly() {
                    if let first = events.first {
                        queuedEvents += events.dropFirst()
                        return first
                    }
                    continue
                }
                // Input (or a resize, which ncurses reports): read it now.
                wait = 0
            }
            wtimeout(window, wait)
            var value: wint_t = 0
            let status = wget_wch(window, &value)
            let wasPushedBack = status != ERR && pushedBackBytes > 0
            if wasPushedBack { pushedBackBytes -= 1 }
            if status == OK, !wasPushedBack, bytesTypedCooked > 0 {
                // Typed before raw mode: an NL there was Enter.
                if value == 0x0A { value = 0x0D }
                bytesTypedCooked -= Unicode.Scalar(UInt32(value)).map { String($0).utf8.count } ?? 1
            } else if status == KEY_CODE_YES {
                bytesTypedCooked = 0
            }
            let now = clock.now - started
            var events: [InputEvent]
            if status == ERR, bytesGivenBack {
                // ncurses has none left: wait on the terminal again.
                bytesGivenBack = false
                if !decoder.isPending { continue }
            }
            if status == ERR {
                guard decoder.isPending else {
                    if deadline == nil { continue }
                    return nil
                }
                events = decoder.timeOut(at: now)
            } else if status == KEY_CODE_YES {
                let code = Int32(bitPattern: value)
                if code == KEY_RESIZE {
                    painter.needsFullRepaint = true
                    events = [.resize(width: Int(cl_cols()), height: Int(cl_lines()))]
                } else if let key = KeyDecoder.key(forKeyCode: code) {
                    events = decoder.feed(key: key, at: now)
                } else {
                    events = []
                }
            } else {
                events = decoder.feed(value, at: now)
            }
            if let first = events.first {
                queuedEvents += events.dropFirst()
                return first
            }
        }
    }
}

extension TerminalSession {
    /// `byte`, with NL read as the CR (Enter) the terminal turned into it.
    static func enterForNL(_ byte: UInt8) -> UInt8 { byte == 0x0A ? 0x0D : byte }

    /// How many bytes wait to be read on `fd` (0 when it cannot say).
    static func bytesWaiting(on fd: Int32) -> Int {
        var count: Int32 = 0
        let status = withUnsafeMutablePointer(to: &count) { ioctl(fd, UInt(FIONREAD), $0) }
        return status == 0 ? Int(max(0, count)) : 0
    }

    /// The events of what waits on the terminal, taken with one `read` (``DirectInput``);
    /// nil when ncurses must read it, the bytes then given back to it.
    private func readDirectly() -> [InputEvent]? {
        guard directInput != nil, !bytesGivenBack, pushedBackBytes == 0, bytesTypedCooked == 0, !decoder.isPending else { return nil }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { buffer -> [InputEvent]? in
            let count = Glibc.read(fd, buffer.baseAddress, buffer.count)
            guard count > 0 else { return nil }
            let bytes = UnsafeBufferPointer(rebasing: buffer[..<count])
            // Called through the optional, so its kept bindings are updated where they are.
            if let events = directInput?.events(for: bytes, decoder: &decoder, at: clock.now - started) { return events }
            // ncurses reads them again, first, and matches them against the keys it knows.
            for byte in bytes.reversed() { ungetch(Int32(byte)) }
            bytesGivenBack = true
            return nil
        }
    }

    /// Whether bytes are waiting to be read on `fd`, without waiting.
    static func hasInput(on fd: Int32) -> Bool {
        var request = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, 0) > 0
    }
}

extension Duration {
    /// The duration in whole milliseconds, rounded down.
    fileprivate var wholeMilliseconds: Int {
        let (seconds, attoseconds) = components
        return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    }
}

extension DirectInput {
    /// Taking bytes as ncurses, with the keypad on, reads the keys the terminal's
    /// description binds (`key_defined`).
    static func ofTerminfo() -> DirectInput {
        DirectInput { bytes in
            (bytes + [0]).withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { key_defined($0.baseAddress) }
            }
        }
    }
}
