#!/usr/bin/env python3
"""Writes validators/harmonies/cards.c from cards_database.json.

Source: /work/shared/data/harmonies/cards_database.json, from miles2542/harmonies-bot
(docs/cards_database.json @ a5ffa20f, Apache-2.0), which lists every animal and Nature's
Spirit card of Board Game Arena's Harmonies by its BGA type id: point track, habitat pattern
(colours of each stack top to bottom, the direction from the previous space, the space that
takes the cube).  The spirit scoring sentences of that file are turned into parameters here
(SPIRIT below, each keyed by the sentence it encodes, so a changed sentence fails the run).

Run from the repository root:
    python3 tests/harmonies/gen_cards.py [/path/to/cards_database.json]
"""
import json
import sys

SRC = sys.argv[1] if len(sys.argv) > 1 else "/work/shared/data/harmonies/cards_database.json"

# spiritScoringLogic sentence -> (kind, colour, a, b, c): see hm_spirit in harmonies.h.
#   GROUPS: each connected group of `colour` tops (buildings: building stacks) scores
#           b when its size >= a, else c.
#   TREES / MOUNTAINS: each tree (green top) / mountain of height <= a scores b, higher ones c.
#   COUNT: each `colour` top scores b.
SPIRIT = {
    "Gain 10 points for each group of 3 fields tokens or more, 2 otherwise": ("HM_SP_GROUPS", "HM_FIELD", 3, 10, 2),
    "Gain 5 points for each group of 1 field token or more ": ("HM_SP_GROUPS", "HM_FIELD", 1, 5, 0),
    "Gain 4 points for each tree of height 2 or 3": ("HM_SP_TREES", "HM_FOLIAGE", 1, 0, 4),
    "Gain 3 points for each tree of height 1 or 2, 1 point for each tree of height 3": ("HM_SP_TREES", "HM_FOLIAGE", 2, 3, 1),
    "Gain 4 points for each group of 1 building or more": ("HM_SP_GROUPS", "HM_BUILDING", 1, 4, 0),
    "Gain 6 points for each group of 2 buildings or more": ("HM_SP_GROUPS", "HM_BUILDING", 2, 6, 0),
    "Gain 4 points for each mountain of height 2 or 3": ("HM_SP_MOUNTAINS", "HM_MOUNTAIN", 1, 0, 4),
    "Gain 3 points for each mountain of height 1 or 2, 1 otherwise": ("HM_SP_MOUNTAINS", "HM_MOUNTAIN", 2, 3, 1),
    "Gain 7 points for each group of 2 water tokens or more": ("HM_SP_GROUPS", "HM_WATER", 2, 7, 0),
    "Gain 2 points for each water token": ("HM_SP_COUNT", "HM_WATER", 0, 2, 0),
}


# Direction of pattern position p (mod 6) as (dcol, drow) from an even / odd column: BGA's
# numbering (honeycomb.php getAdjacentHexCoordinate: 1 top, clockwise; 6 = 0 top left), and
# harmonies-bot's, its mirror image (geometry.rs).
BGA_DIRS = {0: [(-1, -1), (0, -1), (1, -1), (1, 0), (0, 1), (-1, 0)],
            1: [(-1, 0), (0, -1), (1, 0), (1, 1), (0, 1), (-1, 1)]}
BOT_DIRS = {0: [(1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (0, 1)],
            1: [(1, 1), (1, 0), (0, -1), (-1, 0), (-1, 1), (0, 1)]}


def habitats(card, dirs):
    """Every habitat of card (all 6 rotations), as a set of translation-free shapes."""
    out = set()
    for oc in (10, 11):
        for rot in range(6):
            c, r, cells = oc, 10, []
            for i, s in enumerate(card["pattern"]):
                if i > 0:
                    dc, dr = dirs[c & 1][(s["position"] + rot) % 6]
                    c, r = c + dc, r + dr
                cells.append(((c, r - (c - (c & 1)) // 2), tuple(s["colors"]), s["allowCube"]))
            x0 = min(p[0][0] for p in cells)
            z0 = min(p[0][1] for p in cells)
            out.add(frozenset(((p[0][0] - x0, p[0][1] - z0), p[1], p[2]) for p in cells))
    return out


def main():
    with open(SRC, encoding="utf-8") as f:
        db = json.load(f)
    cards = sorted(db.values(), key=lambda c: c["type_arg"])
    for c in cards:  # the two numberings agree on every card: the engine follows BGA's
        assert habitats(c, BGA_DIRS) == habitats(c, BOT_DIRS), c["type_arg"]
    out = []
    w = out.append
    w("/* cards.c — every Harmonies animal and Nature's Spirit card (generated: do not edit).")
    w(" *")
    w(" * Written by tests/harmonies/gen_cards.py from cards_database.json of")
    w(" * miles2542/harmonies-bot (docs/cards_database.json @ a5ffa20f, Apache-2.0; copy in")
    w(" * /work/shared/data/harmonies/), the cards of Board Game Arena's Harmonies by BGA type")
    w(" * id.  Colours of a pattern step run from the top of the stack down; 7 stands for the")
    w(" * token under a building (grey, brown or red).  Spirit parameters encode each card's")
    w(" * scoring sentence of that file (quoted on its row). */")
    w('#include "harmonies.h"')
    w("")
    w("const hm_card ga_hm_cards[] = {")
    for c in cards:
        pts = c["pointLocations"]
        steps = []
        for s in c["pattern"]:
            cols = s["colors"]
            assert 1 <= len(cols) <= 3
            steps.append("{%d, {%s}, %d, %d}" % (len(cols), ", ".join(str(x) for x in cols),
                                                 s["position"], 1 if s["allowCube"] else 0))
        assert sum(1 for s in c["pattern"] if s["allowCube"]) == 1
        sp = "{HM_SP_NONE, 0, 0, 0, 0}"
        comment = ""
        if c["isSpirit"]:
            logic = c["spiritScoringLogic"]
            k = SPIRIT[logic]
            sp = "{%s, %s, %d, %d, %d}" % k
            comment = " /* %s */" % logic.strip()
        w("    {%d, %d, %d, {%s}, %d, {%s}, %s},%s" % (
            c["type_arg"], 1 if c["isSpirit"] else 0, len(pts), ", ".join(str(p) for p in pts),
            len(steps), ", ".join(steps), sp, comment))
    w("};")
    w("const size_t ga_hm_ncards = sizeof ga_hm_cards / sizeof ga_hm_cards[0];")
    w("")
    with open("validators/harmonies/cards.c", "w", encoding="utf-8") as f:
        f.write("\n".join(out))


if __name__ == "__main__":
    main()
