"""Inline row of `make bench`: the list drawn under the cursor with `--height 40%`.

    python3 bench/bench.py --only inline-first-frame      # this row only

Each program starts with `--height 40%` at the top-left of an 80x24 pty (TERM=xterm-256color),
the 1,000,000 plain lines on stdin, as the everyday rows do. The emulator (screen.py)
answers the cursor position and device attribute queries both programs send before
drawing. First frame: start to the end of the first frame that shows the first item
(5 ms of quiet after it). Target: at most half today's fzf (0.74).
"""

from measures import FRAME_GAP, SETTLE_GAP
from session import Session

HEIGHT = "40%"

MEASURES = {
    "inline-first-frame": ("inline --height 40%: first frame, plain lines", "inline", [("ratio", "peer", 0.5)]),
}
REPEATS = {"inline": 7}
QUICK_REPEATS = {"inline": 3}


def first_frame(program, data, first_name, timeout):
    """Start to the end of the first inline frame that shows the first item."""
    with Session([program.path, "--height", HEIGHT], data) as session:
        first = session.wait_for(lambda s: program.shows_item(s, first_name), timeout)
        end, _ = session.burst_end(FRAME_GAP, limit=0.05)
        frame = (end or first) - session.started
        session.burst_end(SETTLE_GAP, limit=1.0)
        session.finish()
    return {"inline-first-frame": frame}
