"""Unit tests of the screen emulator (python3 -m unittest discover bench)."""

import unittest

from screen import Screen


def screen_after(data, rows=4, columns=10):
    replies = []
    screen = Screen(rows, columns, reply=replies.append)
    screen.feed(data)
    screen.replies = replies
    return screen


class ScreenTests(unittest.TestCase):
    def test_text_lands_at_the_cursor_position(self):
        screen = screen_after(b"\x1b[2;3Habc")
        self.assertEqual(screen.lines()[1], "  abc     ")

    def test_rows_read_again_show_every_later_change(self):
        screen = screen_after(b"\x1b[1;1Habc\x1b[2;1Hdef\x1b[3;1Hghi")
        self.assertEqual(screen.lines()[:3], ["abc       ", "def       ", "ghi       "])
        screen.feed(b"\x1b[1;2Hx\x1b[2;1H\x1b[K\x1b[4;1H\n")  # a character, an erase, a scroll
        self.assertEqual(screen.lines(), ["          ", "ghi       ", "          ", "          "])
        screen.feed(b"\x1b[1;1H\x1b[2@\x1b[2J")
        self.assertEqual(screen.lines(), ["          "] * 4)

    def test_a_diffed_counter_reads_whole(self):
        screen = screen_after(b"\x1b[1;1H1/999999\x1b[1;3H1000000")
        self.assertEqual(screen.lines()[0], "1/1000000 ")

    def test_last_column_waits_before_wrapping(self):
        screen = screen_after(b"0123456789\r\nx")
        self.assertEqual(screen.lines()[:2], ["0123456789", "x         "])

    def test_eleventh_character_wraps_to_the_next_row(self):
        screen = screen_after(b"0123456789ab")
        self.assertEqual(screen.lines()[:2], ["0123456789", "ab        "])

    def test_line_feed_at_the_bottom_margin_scrolls_only_the_region(self):
        screen = screen_after(b"top\r\nb\r\nc\r\nstatus\x1b[2;3r\x1b[3;1H\nnew", rows=4)
        self.assertEqual([l.rstrip() for l in screen.lines()], ["top", "c", "new", "status"])

    def test_insert_and_delete_lines(self):
        screen = screen_after(b"a\r\nb\r\nc\r\nd\x1b[2;1H\x1b[L\x1b[4;1H\x1b[M")
        self.assertEqual([l.rstrip() for l in screen.lines()], ["a", "", "b", ""])

    def test_erase_in_line_and_characters(self):
        screen = screen_after(b"abcdefghij\x1b[1;3H\x1b[2X\x1b[1;8H\x1b[K")
        self.assertEqual(screen.lines()[0], "ab  efg   ")

    def test_insert_mode_shifts_the_rest_of_the_row(self):
        screen = screen_after(b"abc\x1b[1;2H\x1b[4hX\x1b[4l")
        self.assertEqual(screen.lines()[0], "aXbc      ")

    def test_wide_characters_take_two_cells(self):
        screen = screen_after("日本x".encode())
        self.assertEqual(screen.lines()[0], "日本x     ")
        self.assertEqual(screen.column, 5)

    def test_repeat_and_line_drawing(self):
        screen = screen_after(b"\x1b(0lq\x1b[3bk\x1b(B")
        self.assertEqual(screen.lines()[0], "┌────┐    ")

    def test_sequences_split_across_reads(self):
        screen = Screen(2, 10)
        for piece in (b"\x1b[2", b";4H\xe2\x94", b"\x80ok"):
            screen.feed(piece)
        self.assertEqual(screen.lines()[1], "   ─ok    ")

    def test_alternate_screen_starts_blank(self):
        screen = screen_after(b"old\x1b[?1049h")
        self.assertEqual(screen.lines()[0], " " * 10)

    def test_cursor_position_request_is_answered(self):
        screen = screen_after(b"\x1b[3;4H\x1b[6n")
        self.assertEqual(screen.replies, [b"\x1b[3;4R"])

    def test_device_attribute_queries_are_answered(self):
        self.assertEqual(screen_after(b"\x1b[c\x1b[>c").replies, [b"\x1b[?62;22c", b"\x1b[>41;380;0c"])

    def test_application_cursor_mode_is_tracked(self):
        self.assertTrue(screen_after(b"\x1b[?1h\x1b=").application_cursor)
        self.assertFalse(screen_after(b"\x1b[?1h\x1b[?1l").application_cursor)


if __name__ == "__main__":
    unittest.main()
