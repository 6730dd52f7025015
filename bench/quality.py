#!/usr/bin/env python3
"""Search quality: does the item a person means come out first, with cardlist and with fzf?

    python3 bench/quality.py                  # both catalogs, about 400 queries
    python3 bench/quality.py --per-kind 20    # fewer queries
    CARDLIST=path/to/cardlist python3 bench/quality.py

The catalogs are this machine's own: file paths (`find /usr/share -maxdepth 4`) and the
installed Debian packages (`dpkg-query -W`, name and summary). For each catalog, targets are
drawn with a fixed seed and a query is made from each target the way people type, by rule,
so no one picks them:

- prefix: the first 2-5 letters of the target's name (a path's last component);
- dropped: a word of the name (5+ letters) with one inner letter left out;
- initials: the first letter of each word of the name (2+ words);
- folder (paths): 3-4 letters of the parent folder, a space, 3-4 letters of the name;
- description (packages): a word of 5+ letters from the summary, a space, 2-3 letters of
  the name.

Both programs get the same items: fzf one line per item (`name<TAB>summary` for packages,
the name printed is the first field), cardlist the same lines as TSV with name and summary
fields. The rank is the target's position in the output (1 = first). The table gives per
catalog and kind of query: queries, top-1 rate and mean reciprocal rank (0 when not found).
"""

import argparse
import os
import random
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def paths_catalog():
    out = subprocess.run(["find", "/usr/share", "-maxdepth", "4"], capture_output=True, text=True,
                         errors="replace").stdout
    return [(line, "") for line in sorted(set(out.splitlines())) if line]


def packages_catalog():
    out = subprocess.run(["dpkg-query", "-W", "-f", "${Package}\t${binary:Summary}\n"], capture_output=True,
                         text=True, errors="replace").stdout
    rows = []
    for line in out.splitlines():
        name, _, summary = line.partition("\t")
        if name:
            rows.append((name, summary.replace("\t", " ")))
    return rows


def words(text):
    return [w for w in re.split(r"[^A-Za-z0-9]+", text) if w]


def name_part(catalog, name):
    return name.rstrip("/").rsplit("/", 1)[-1] if catalog == "paths" else name


def make_query(kind, catalog, name, summary, rng):
    """A query for `name` of this kind, or None when the item cannot give one."""
    base = name_part(catalog, name)
    if kind == "prefix":
        if len(base) < 3:
            return None
        return base[:rng.randint(2, min(5, len(base) - 1))]
    if kind == "dropped":
        long_words = [w for w in words(base) if len(w) >= 5]
        if not long_words:
            return None
        word = rng.choice(long_words)
        cut = rng.randint(1, len(word) - 2)
        return word[:cut] + word[cut + 1:]
    if kind == "initials":
        parts = words(re.sub(r"([a-z])([A-Z])", r"\1 \2", base))
        if len(parts) < 2:
            return None
        return "".join(p[0] for p in parts).lower()
    if kind == "folder":
        if catalog != "paths":
            return None
        parent = name.rstrip("/").rsplit("/", 2)
        if len(parent) < 3 or len(parent[1]) < 3 or len(base) < 3:
            return None
        folder = parent[1]
        return folder[:rng.randint(3, min(4, len(folder)))] + " " + base[:rng.randint(3, min(4, len(base)))]
    if kind == "description":
        if catalog != "packages":
            return None
        candidates = [w.lower() for w in words(summary) if len(w) >= 5]
        if not candidates or len(base) < 3:
            return None
        return rng.choice(candidates) + " " + base[:rng.randint(2, 3)]
    return None


KINDS = {"paths": ["prefix", "dropped", "initials", "folder"], "packages": ["prefix", "dropped", "initials", "description"]}


def rank(output_names, target):
    for position, name in enumerate(output_names, 1):
        if name == target:
            return position
    return None


def run_fzf(lines_file, query):
    out = subprocess.run(["fzf", "--filter", query], stdin=open(lines_file, "rb"), capture_output=True).stdout
    return [line.split(b"\t", 1)[0].decode("utf-8", "replace") for line in out.splitlines()]


def run_cardlist(binary, tsv_file, query):
    out = subprocess.run([binary, "--filter", query, tsv_file], capture_output=True).stdout
    return [line.decode("utf-8", "replace") for line in out.splitlines()]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-kind", type=int, default=50, help="queries per catalog and kind (default 50)")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--catalogs", default="paths,packages", help="comma-separated: paths, packages")
    args = parser.parse_args()
    binary = os.environ.get("CARDLIST") or os.path.join(ROOT, ".build", "release", "cardlist")
    if not os.path.exists(binary):
        sys.exit(f"no cardlist binary at {binary}: run `swift build -c release --product cardlist` or set CARDLIST")
    rng = random.Random(args.seed)
    rows = []
    totals = {"fzf": [], "cardlist": []}
    with tempfile.TemporaryDirectory() as work:
        catalogs = {"paths": paths_catalog, "packages": packages_catalog}
        for catalog in args.catalogs.split(","):
            items = catalogs[catalog]()
            lines_file = os.path.join(work, catalog + ".txt")
            tsv_file = os.path.join(work, catalog + ".tsv")
            with open(lines_file, "w") as f:
                for name, summary in items:
                    f.write(name + ("\t" + summary if summary else "") + "\n")
            with open(tsv_file, "w") as f:
                f.write("name\tsummary\n")
                for name, summary in items:
                    f.write(name + "\t" + summary + "\n")
            for kind in KINDS[catalog]:
                results = {"fzf": [], "cardlist": []}
                made = 0
                attempts = 0
                while made < args.per_kind and attempts < args.per_kind * 50:
                    attempts += 1
                    name, summary = rng.choice(items)
                    query = make_query(kind, catalog, name, summary, rng)
                    if not query:
                        continue
                    made += 1
                    results["fzf"].append(rank(run_fzf(lines_file, query), name))
                    results["cardlist"].append(rank(run_cardlist(binary, tsv_file, query), name))
                row = [catalog, kind, made]
                for program in ("fzf", "cardlist"):
                    ranks = results[program]
                    totals[program] += ranks
                    row += [top1(ranks), mrr(ranks)]
                rows.append(row)
                print(f"{catalog:9} {kind:12} done", file=sys.stderr, flush=True)
    print("| catalog | queries | n | fzf top-1 | fzf MRR | cardlist top-1 | cardlist MRR |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for row in rows:
        print(f"| {row[0]} | {row[1]} | {row[2]} | {row[3]:.1%} | {row[4]:.3f} | {row[5]:.1%} | {row[6]:.3f} |")
    n = len(totals["fzf"])
    print(f"| all | all | {n} | {top1(totals['fzf']):.1%} | {mrr(totals['fzf']):.3f} | "
          f"{top1(totals['cardlist']):.1%} | {mrr(totals['cardlist']):.3f} |")


def top1(ranks):
    return sum(1 for r in ranks if r == 1) / max(1, len(ranks))


def mrr(ranks):
    return sum(1.0 / r for r in ranks if r) / max(1, len(ranks))


if __name__ == "__main__":
    main()
