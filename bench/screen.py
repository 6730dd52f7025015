"""A small terminal emulator: enough of xterm to know which text is on an 80x24 screen.

The benchmark never searches the raw byte stream for text, because a program that diffs its
frames (ncurses does) writes only the cells that changed: going from `1/999999` to
`1/1000000` may send just `1000000`. Instead every byte goes through this emulator, and the
checks read its rows.

What it handles: UTF-8 text (wide characters take two cells, combining marks none), auto-wrap
with xterm's pending-wrap column, insert mode, the DEC line-drawing set, cursor movement
(CUP, CUU/CUD/CUF/CUB, CNL/CPL, CHA, VPA, HPA, save/restore), erasing (ED, EL, ECH),
inserting and deleting characters and lines (ICH, DCH, IL, DL), scroll regions (DECSTBM),
scrolling (SU, SD, IND, RI, LF at the bottom margin), repeat (REP), the alternate screen and
cursor position reports (DSR 6) and device attribute queries (DA1, DA2), answered
through `reply`. Colours and attributes are
ignored: the checks look at text only.
"""

import codecs
import re
import unicodedata

_CSI = re.compile(r"\[([0-?]*)([ -/]*)([@-~])")
_CSI_PARTIAL = re.compile(r"\[[0-?]*[ -/]*$")
_TEXT = re.compile(r"[^\x00-\x1f\x7f\x1b]+")
_DEC_GRAPHICS = dict(zip(
    "`abcdefghijklmnopqrstuvwxyz{|}~",
    "◆▒␉␌␍␊°±␤␋┘┐┌└┼⎺⎻─⎼⎽├┤┴┬│≤≥π≠£·",
))


def _width(char):
    if char.isascii():
        return 1
    if unicodedata.combining(char) or unicodedata.category(char) in ("Mn", "Me", "Cf"):
        return 0
    return 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1


class Screen:
    """The visible text of a terminal of `rows` x `columns` cells, fed with output bytes."""

    def __init__(self, rows=24, columns=80, reply=None):
        self.rows = rows
        self.columns = columns
        self.reply = reply or (lambda data: None)
        self._decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        self._pending = ""
        self._grid = [[" "] * columns for _ in range(rows)]
        # Each row's text as `lines` gives it, or None once the row has changed: checks run
        # after every chunk of output, so only changed rows are joined again.
        self._texts = [None] * rows
        self.row = 0
        self.column = 0
        self._wrap_pending = False
        self._top = 0
        self._bottom = rows - 1
        self._saved = (0, 0)
        self._insert = False
        self._graphics = False
        self._last = " "
        self.application_cursor = False

    # Reading -------------------------------------------------------------------------

    def lines(self):
        """The rows as strings (wide characters once, their second cell dropped)."""
        texts = self._texts
        for y, text in enumerate(texts):
            if text is None:
                texts[y] = "".join(c for c in self._grid[y] if c)
        return list(texts)

    def _touch(self, row):
        self._texts[row] = None

    def _touch_all(self):
        self._texts = [None] * self.rows

    def text(self):
        """The whole screen as one string, rows separated by newlines."""
        return "\n".join(self.lines())

    # Feeding -------------------------------------------------------------------------

    def feed(self, data):
        """Applies `data` (bytes written by the program) to the screen."""
        text = self._pending + self._decoder.decode(data)
        self._pending = ""
        index = 0
        end = len(text)
        while index < end:
            char = text[index]
            if char == "\x1b":
                consumed = self._escape(text, index + 1)
                if consumed is None:
                    self._pending = text[index:]
                    return
                index = consumed
            elif char < " " or char == "\x7f":
                self._control(char)
                index += 1
            else:
                match = _TEXT.match(text, index)
                self._print(match.group())
                index = match.end()

    def _escape(self, text, index):
        """Handles the sequence after an ESC at `index`; returns the index after it, or None
        when the sequence is not complete yet."""
        if index >= len(text):
            return None
        kind = text[index]
        if kind == "[":
            match = _CSI.match(text, index)
            if match is None:
                if _CSI_PARTIAL.match(text, index) and len(text) - index < 64:
                    return None
                return index + 1
            self._csi(match.group(1), match.group(2), match.group(3))
            return match.end()
        if kind in "]PX^_":
            # OSC / DCS / SOS / PM / APC: skip up to BEL or ST.
            bel = text.find("\x07", index) if kind == "]" else -1
            st = text.find("\x1b\\", index)
            ends = [e for e in (bel, st) if e >= 0]
            if not ends:
                return None if len(text) - index < 4096 else index + 1
            stop = min(ends)
            return stop + (1 if stop == bel else 2)
        if kind in "()*+":
            if index + 1 >= len(text):
                return None
            if kind == "(":
                self._graphics = text[index + 1] == "0"
            return index + 2
        if kind == "#" or kind == " " or kind == "%":
            return index + 2 if index + 1 < len(text) else None
        if kind == "7":
            self._saved = (self.row, self.column)
        elif kind == "8":
            self.row, self.column = self._saved
            self._wrap_pending = False
        elif kind == "D":
            self._index()
        elif kind == "E":
            self.column = 0
            self._index()
        elif kind == "M":
            self._reverse_index()
        elif kind == "c":
            self.__init__(self.rows, self.columns, self.reply)
        return index + 1

    def _control(self, char):
        if char == "\r":
            self.column = 0
            self._wrap_pending = False
        elif char in "\n\x0b\x0c":
            self._index()
        elif char == "\b":
            if self.column > 0:
                self.column -= 1
            self._wrap_pending = False
        elif char == "\t":
            self.column = min(self.columns - 1, (self.column // 8 + 1) * 8)
            self._wrap_pending = False
        elif char == "\x0e":
            self._graphics = True
        elif char == "\x0f":
            self._graphics = False

    def _print(self, run):
        if self._graphics:
            run = "".join(_DEC_GRAPHICS.get(c, c) for c in run)
        if run.isascii() and not self._insert:
            self._print_ascii(run)
        else:
            for char in run:
                self._print_char(char)
        self._last = run[-1]

    def _print_ascii(self, run):
        while run:
            if self._wrap_pending:
                self.column = 0
                self._index()
                self._wrap_pending = False
            room = self.columns - self.column
            piece, run = run[:room], run[room:]
            line = self._grid[self.row]
            line[self.column:self.column + len(piece)] = piece
            self._fix_wide_edges(line)
            self._touch(self.row)
            self.column += len(piece)
            if self.column >= self.columns:
                self.column = self.columns - 1
                self._wrap_pending = True

    def _print_char(self, char):
        width = _width(char)
        line = self._grid[self.row]
        if width == 0:
            column = max(0, self.column - (0 if self._wrap_pending else 1))
            if line[column]:
                line[column] += char
                self._touch(self.row)
            return
        if self._wrap_pending or self.column + width > self.columns:
            self.column = 0
            self._index()
            self._wrap_pending = False
            line = self._grid[self.row]
        if self._insert:
            line[self.column:self.column] = [" "] * width
            del line[self.columns:]
        line[self.column] = char
        if width == 2:
            line[self.column + 1] = ""
        self._fix_wide_edges(line)
        self._touch(self.row)
        self.column += width
        if self.column >= self.columns:
            self.column = self.columns - 1
            self._wrap_pending = True

    @staticmethod
    def _fix_wide_edges(line):
        # A wide character whose second cell was overwritten leaves a blank.
        for i, cell in enumerate(line):
            if cell == "" and (i == 0 or _width(line[i - 1][:1] or " ") != 2):
                line[i] = " "

    # Scrolling -----------------------------------------------------------------------

    def _index(self):
        if self.row == self._bottom:
            self._scroll_up(1)
        elif self.row < self.rows - 1:
            self.row += 1

    def _reverse_index(self):
        if self.row == self._top:
            self._scroll_down(1)
        elif self.row > 0:
            self.row -= 1

    def _blank(self):
        return [" "] * self.columns

    def _scroll_up(self, count, top=None):
        top = self._top if top is None else top
        count = min(count, self._bottom - top + 1)
        del self._grid[top:top + count]
        for _ in range(count):
            self._grid.insert(self._bottom - count + 1, self._blank())
        self._touch_all()

    def _scroll_down(self, count, top=None):
        top = self._top if top is None else top
        count = min(count, self._bottom - top + 1)
        del self._grid[self._bottom - count + 1:self._bottom + 1]
        for _ in range(count):
            self._grid.insert(top, self._blank())
        self._touch_all()

    # Control sequences ---------------------------------------------------------------

    def _csi(self, params, intermediates, final):
        private = params[:1] if params[:1] in ("?", ">", "<", "=") else ""
        numbers = []
        for part in (params[1:] if private else params).split(";"):
            part = part.split(":")[0]
            numbers.append(int(part) if part.isdigit() else 0)
        first = numbers[0] if numbers else 0
        count = max(1, first)
        if intermediates:
            return
        if private == ">" and final == "c":
            self.reply(b"\x1b[>41;380;0c")  # secondary device attributes, as xterm
            return
        if private:
            if private == "?" and final in "hl":
                for mode in numbers:
                    if mode == 1:
                        self.application_cursor = final == "h"
                    if mode in (47, 1047, 1049):
                        self._grid = [self._blank() for _ in range(self.rows)]
                        self._touch_all()
            return
        self._wrap_pending = False
        if final in "Hf":
            row = (numbers[0] if numbers else 0) or 1
            column = (numbers[1] if len(numbers) > 1 else 0) or 1
            self.row = min(self.rows, row) - 1
            self.column = min(self.columns, column) - 1
        elif final == "A":
            self.row = max(self._top if self.row >= self._top else 0, self.row - count)
        elif final == "B":
            self.row = min(self._bottom if self.row <= self._bottom else self.rows - 1, self.row + count)
        elif final in "Ca":
            self.column = min(self.columns - 1, self.column + count)
        elif final == "D":
            self.column = max(0, self.column - count)
        elif final == "E":
            self.row = min(self.rows - 1, self.row + count)
            self.column = 0
        elif final == "F":
            self.row = max(0, self.row - count)
            self.column = 0
        elif final in "G`":
            self.column = min(self.columns, count) - 1
        elif final == "d":
            self.row = min(self.rows, count) - 1
        elif final == "J":
            self._erase_display(first)
        elif final == "K":
            self._erase_line(first)
        elif final == "X":
            line = self._grid[self.row]
            stop = min(self.columns, self.column + count)
            line[self.column:stop] = [" "] * (stop - self.column)
            self._touch(self.row)
        elif final == "P":
            line = self._grid[self.row]
            del line[self.column:self.column + count]
            line.extend([" "] * (self.columns - len(line)))
            self._touch(self.row)
        elif final == "@":
            line = self._grid[self.row]
            line[self.column:self.column] = [" "] * count
            del line[self.columns:]
            self._touch(self.row)
        elif final == "L":
            if self._top <= self.row <= self._bottom:
                self._scroll_down(count, top=self.row)
                self.column = 0
        elif final == "M":
            if self._top <= self.row <= self._bottom:
                self._scroll_up(count, top=self.row)
                self.column = 0
        elif final == "S":
            self._scroll_up(count)
        elif final == "T":
            self._scroll_down(count)
        elif final == "b":
            self._print(self._last * count)
        elif final == "r":
            top = (numbers[0] if numbers else 0) or 1
            bottom = (numbers[1] if len(numbers) > 1 else 0) or self.rows
            if top < bottom <= self.rows:
                self._top, self._bottom = top - 1, bottom - 1
                self.row, self.column = 0, 0
        elif final == "s":
            self._saved = (self.row, self.column)
        elif final == "u":
            self.row, self.column = self._saved
        elif final == "h" or final == "l":
            if 4 in numbers:
                self._insert = final == "h"
        elif final == "c" and first == 0:
            self.reply(b"\x1b[?62;22c")  # primary device attributes: VT220 with colour
        elif final == "n":
            if first == 6:
                self.reply(f"\x1b[{self.row + 1};{self.column + 1}R".encode())
            elif first == 5:
                self.reply(b"\x1b[0n")

    def _erase_display(self, mode):
        if mode == 0:
            self._erase_line(0)
            for row in range(self.row + 1, self.rows):
                self._grid[row] = self._blank()
                self._touch(row)
        elif mode == 1:
            self._erase_line(1)
            for row in range(0, self.row):
                self._grid[row] = self._blank()
                self._touch(row)
        else:
            self._grid = [self._blank() for _ in range(self.rows)]
            self._touch_all()

    def _erase_line(self, mode):
        self._touch(self.row)
        line = self._grid[self.row]
        if mode == 0:
            line[self.column:] = [" "] * (self.columns - self.column)
        elif mode == 1:
            line[:self.column + 1] = [" "] * (self.column + 1)
        else:
            self._grid[self.row] = self._blank()
