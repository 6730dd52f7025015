"""Deterministic benchmark data: plain lines and JSON Lines items with pseudo-word names.

Run on its own to (re)generate the files, or import it from bench.py:

    python3 bench/generate.py --count 1000000 --dir .build/bench-data

Every file depends only on the count and on GENERATOR_VERSION (fixed seeds), so two runs
produce identical bytes. The files are named after both, so a change to the generator
produces new files instead of silently reusing old ones.

- plain-vN-COUNT.txt: one name per line, about 20 bytes per line (2 to 4 pseudo-words).
- items-vN-COUNT.jsonl: one object per line, about 175 bytes per item, with the same names:
  {"name": "...", "summary": "...", "image": "....png"}
- meta-vN-COUNT.json: what the benchmark needs to know about the data: the 23-character
  target name and its 1-based position (at 70 %), the name of the first item, the filter
  query, and counts.
"""

import argparse
import json
import os
import random
import re
import sys

GENERATOR_VERSION = 1
NAME_SEED = 20261129
SUMMARY_SEED = 5
TARGET_SEED = 70
TARGET_LENGTH = 23
TARGET_FRACTION = 0.7
# Three words for `--filter`: common syllables, so the query selects a realistic subset.
FILTER_QUERY = "an or el"

_ONSETS = (
    "b b br c ch d d dr f fl g gr h k k kl l l m m n n p pr r r s s sh st t t th tr v w "
    "z j qu y"
).split()
_VOWELS = "a a a e e e i i o o o u u ai ea ou io y".split()
_CODAS = ["", "", "", "", "", "n", "n", "r", "r", "l", "s", "m", "nd", "st", "x", "k", "th"]
_WORD_SYLLABLES = (1, 1, 2, 2, 2, 3)
_LINE_WORDS = (2, 2, 2, 3, 3, 3, 3, 3, 4)
_SUMMARY_WORDS = (
    "a an the of with and for from over under near quiet bright small large old new warm cold "
    "soft sharp slow quick green blue red amber silver golden plain rich light dark long short "
    "roast blend leaf root stone river hill garden harbour market kitchen morning evening "
    "served poured pressed grown picked dried aged sweet bitter smooth strong mild fresh"
).split()


def _word(rng):
    syllables = []
    for _ in range(rng.choice(_WORD_SYLLABLES)):
        syllables.append(rng.choice(_ONSETS) + rng.choice(_VOWELS) + rng.choice(_CODAS))
    return "".join(syllables).capitalize()


def _name(rng):
    return " ".join(_word(rng) for _ in range(rng.choice(_LINE_WORDS)))


def _target_name():
    """A fixed-seed 23-character name of three pseudo-words, letters and spaces only."""
    rng = random.Random(TARGET_SEED)
    while True:
        name = " ".join(_word(rng) for _ in range(3))
        if len(name) == TARGET_LENGTH and all(len(w) >= 5 for w in name.split()):
            return name


def _fuzzy_pattern(term):
    """A regex matching what fzf's fuzzy term matches (case-sensitive: the term has capitals)."""
    return re.compile(".*?".join(re.escape(c) for c in term))


class _TargetGuard:
    """Rejects names that would also answer the target: for cardlist a name starting with
    the target (case-insensitively); for fzf a name matching all of the target's words as
    fuzzy terms. Either would make "typing the name selects that one item" ambiguous."""

    def __init__(self, target):
        self.prefix = target.lower()
        self.terms = [_fuzzy_pattern(w) for w in target.split()]

    def collides(self, name):
        if name.lower().startswith(self.prefix):
            return True
        return all(t.search(name) for t in self.terms)


def names(count):
    """The `count` names in order, with the target at TARGET_FRACTION."""
    rng = random.Random(NAME_SEED)
    target = _target_name()
    guard = _TargetGuard(target)
    target_index = int(count * TARGET_FRACTION)
    for index in range(count):
        if index == target_index:
            yield target
            continue
        name = _name(rng)
        while guard.collides(name):
            name = _name(rng)
        yield name


def _summary(rng, name):
    words = [rng.choice(_SUMMARY_WORDS) for _ in range(rng.randint(12, 18))]
    words[0] = words[0].capitalize()
    if rng.random() < 0.5:
        words.insert(rng.randint(1, len(words) - 1), name.split()[0])
    text = " ".join(words)
    if len(words) > 8:
        cut = text.find(" ", len(text) // 2)
        text = text[:cut] + "," + text[cut:]
    return text + "."


def _image(name):
    return name.lower().replace(" ", "-") + ".png"


def paths(directory, count):
    """The three file paths for `count` items under `directory`."""
    stem = f"v{GENERATOR_VERSION}-{count}"
    return {
        "plain": os.path.join(directory, f"plain-{stem}.txt"),
        "jsonl": os.path.join(directory, f"items-{stem}.jsonl"),
        "meta": os.path.join(directory, f"meta-{stem}.json"),
    }


def generate(directory, count, log=sys.stderr):
    """Writes the files for `count` items unless they all exist; returns the metadata."""
    files = paths(directory, count)
    if all(os.path.exists(p) for p in files.values()):
        with open(files["meta"]) as f:
            return json.load(f)
    os.makedirs(directory, exist_ok=True)
    print(f"generating {count} items under {directory} ...", file=log, flush=True)
    summary_rng = random.Random(SUMMARY_SEED)
    first = None
    total_plain = 0
    total_jsonl = 0
    plain_tmp = files["plain"] + ".tmp"
    jsonl_tmp = files["jsonl"] + ".tmp"
    with open(plain_tmp, "w", encoding="utf-8", newline="\n") as plain, \
            open(jsonl_tmp, "w", encoding="utf-8", newline="\n") as jsonl:
        plain_batch = []
        jsonl_batch = []
        for name in names(count):
            if first is None:
                first = name
            plain_batch.append(name)
            # Names and summaries hold only letters, spaces, commas and full stops: no escaping.
            jsonl_batch.append(
                f'{{"name": "{name}", "summary": "{_summary(summary_rng, name)}", '
                f'"image": "{_image(name)}"}}'
            )
            if len(plain_batch) == 50000:
                text = "\n".join(plain_batch) + "\n"
                plain.write(text)
                total_plain += len(text)
                text = "\n".join(jsonl_batch) + "\n"
                jsonl.write(text)
                total_jsonl += len(text)
                plain_batch.clear()
                jsonl_batch.clear()
        if plain_batch:
            text = "\n".join(plain_batch) + "\n"
            plain.write(text)
            total_plain += len(text)
            text = "\n".join(jsonl_batch) + "\n"
            jsonl.write(text)
            total_jsonl += len(text)
    target_index = int(count * TARGET_FRACTION)
    meta = {
        "version": GENERATOR_VERSION,
        "count": count,
        "first_name": first,
        "target_name": _target_name(),
        "target_position": target_index + 1,
        "filter_query": FILTER_QUERY,
        "plain_bytes": total_plain,
        "jsonl_bytes": total_jsonl,
    }
    os.replace(plain_tmp, files["plain"])
    os.replace(jsonl_tmp, files["jsonl"])
    with open(files["meta"], "w") as f:
        json.dump(meta, f, indent=1)
    return meta


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--count", type=int, default=1_000_000)
    parser.add_argument("--dir", default=".build/bench-data")
    args = parser.parse_args()
    meta = generate(args.dir, args.count)
    json.dump(meta, sys.stdout, indent=1)
    print()


if __name__ == "__main__":
    main()
