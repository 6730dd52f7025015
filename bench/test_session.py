"""Unit tests of the session's timing (python3 -m unittest discover bench)."""

import os
import sys
import time
import unittest

from session import Session

# A child on the pseudo-terminal (its stderr): writes `A`, then `B` 3 ms later.
TWO_CHUNKS = "import os, time; os.write(2, b'A'); time.sleep(0.003); os.write(2, b'B'); time.sleep(0.5)"
# A child that asks for the cursor position, the question split in two writes 20 ms apart,
# and says whether the answer came within 0.3 s.
ASKS = ("import os, select, time, tty; tty.setraw(2); os.write(2, b'\\x1b['); time.sleep(0.02);"
        "os.write(2, b'6n');"
        "ready = select.select([2], [], [], 0.3)[0]; ready and os.read(2, 64);"
        "os.write(2, b'answered' if ready else b'unanswered');"
        "select.select([2], [], [], 1.0)")


def slow(feed, seconds):
    def slowed(data):
        time.sleep(seconds)
        feed(data)
    return slowed


class BurstTimingTests(unittest.TestCase):
    def test_a_chunk_is_timed_when_it_arrives_not_when_the_emulator_gets_to_it(self):
        with Session([sys.executable, "-c", TWO_CHUNKS], os.devnull) as session:
            session.screen.feed = slow(session.screen.feed, 0.05)
            arrivals = []
            read_raw = session._read_raw
            session._read_raw = lambda timeout: (lambda chunk: chunk and arrivals.append(chunk[0]) or chunk)(read_raw(timeout))
            last, count = session.burst_end(0.1, limit=3.0, first_wait=2.0)
            self.assertEqual(count, 2)
            self.assertEqual(last, arrivals[-1])
            # B follows A by 3 ms, while emulating A takes 50 ms.
            self.assertLess(arrivals[-1] - arrivals[0], 0.04)
            self.assertIn("AB", session.screen.lines()[0])

    def test_a_question_to_the_terminal_is_answered_during_a_burst(self):
        with Session([sys.executable, "-c", ASKS], os.devnull) as session:
            session.burst_end(0.5, limit=2.0)
            self.assertIn("answered", session.screen.lines()[0])
            self.assertNotIn("unanswered", session.screen.lines()[0])


if __name__ == "__main__":
    unittest.main()
