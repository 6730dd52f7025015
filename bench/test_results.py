"""Unit tests of results.py's verdicts: every target of a row counts, a missing peer is left out."""

import unittest

from results import judge, ratio_text

LABELS = {"base": "fzf 0.38", "peer": "fzf 0.74", "candidate": "cardlist"}


class JudgeTests(unittest.TestCase):
    def test_a_row_passes_only_when_every_target_is_met(self):
        # first-frame: <= 0.5 x 0.38 and <= 0.4 x 0.74.
        self.assertEqual(judge("first-frame", {"base": 0.040, "peer": 0.030, "candidate": 0.011}, LABELS)[1], "pass")
        self.assertEqual(judge("first-frame", {"base": 0.040, "peer": 0.030, "candidate": 0.013}, LABELS)[1], "FAIL")
        self.assertEqual(judge("first-frame", {"base": 0.020, "peer": 0.100, "candidate": 0.011}, LABELS)[1], "FAIL")

    def test_a_ratio_against_a_peer_that_is_not_installed_is_left_out(self):
        labels = {"base": "fzf 0.38", "candidate": "cardlist"}
        target, verdict = judge("first-frame", {"base": 0.040, "candidate": 0.016}, labels)
        self.assertEqual(verdict, "pass")
        self.assertNotIn("0.74", target)

    def test_an_absolute_target_needs_no_fzf(self):
        self.assertEqual(judge("jsonl", {"base": None, "peer": None, "candidate": 0.5}, LABELS)[1], "pass")
        self.assertEqual(judge("jsonl", {"base": None, "peer": None, "candidate": 0.7}, LABELS)[1], "FAIL")

    def test_a_missing_median_is_not_a_verdict(self):
        self.assertEqual(judge("filter", {"base": 0.3, "peer": None, "candidate": 0.1}, LABELS)[1], "n/a")
        self.assertEqual(judge("filter", {"base": 0.3, "peer": 0.2, "candidate": None}, LABELS)[1], "n/a")

    def test_ratio_text_is_cardlist_over_that_fzf(self):
        self.assertEqual(ratio_text(0.4, 0.1), "0.25")
        self.assertEqual(ratio_text(None, 0.1), "-")


if __name__ == "__main__":
    unittest.main()
