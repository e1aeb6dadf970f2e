#!/usr/bin/env python3
"""Writes the .expect of each known-bad fixture of fixtures/terraformingmars/ from the
reason of its one change (below and in make_streams.VARIANTS) and the findings the
engine reports, which were reviewed one by one before they were committed: run it only
after checking the new output by hand.  Run from the repository root after `make`."""
import json
import re
import subprocess
import sys

sys.path.insert(0, "tests/terraformingmars")
import make_streams  # noqa: E402

WHY_BGA = {
    "ocean-on-land": "the first ocean tile goes to hex_5_3, a land area of Tharsis (not "
                     "reserved for oceans in map_material.csv); rulebook p. 5: ocean tiles "
                     "only on areas reserved for ocean. The game is cut after that packet.",
    "counter-off-inc": "Nadia's 12 M€ payment leaves 25 M€ where 36 - 12 = 24: the counter "
                       "does not follow its inc. The game is cut after that packet.",
    "award-wrong-price": "the first award (Scientist, funded by Maya) is paid 7 M€: The first "
                         "award funded costs 8 M€. The game is cut after the payment.",
    "project-underpaid": "the first aquifer standard project is paid 17 M€: Aquifer (18 M€). "
                         "The game is cut after the payment.",
    "tr-not-raised": "the TR gain after the first temperature step (Deep Well Heating) is "
                     "removed: Each time you raise a global parameter your TR increases. The "
                     "game is cut after that packet.",
    "research-draws-3": "the first research draw of generation 2 shows 3 cards: Research: "
                        "draw four cards. The game is cut after that packet.",
    "first-player-stays": "generation 2's starting player token goes to generation 1's first "
                          "player: At the start of each round, the first player token moves to "
                          "the next player. The game is cut after that packet.",
    "production-short": "Turn Structure > Playing Cards: \"Carry out all of the card's "
                        "effects, gain resources, and increase/decrease production values as "
                        "directed\": Immigration Shuttles (card_main_198, cards_material.csv "
                        "r 5pm) raises its player's M€ production by 4, not 5 (the value is "
                        "kept consistent). The game is cut after that packet.",
}


def also_checks():
    """The checks citing several rules (GA_ALSO in engine.c): their lines name the rule."""
    with open("validators/terraformingmars/engine.c", encoding="utf-8") as f:
        src = f.read()
    return {"terraformingmars." + c for c in re.findall(r'\{G "([^"]+)"[^{}]*?GA_ALSO', src)}


ALSO = also_checks()


def run(path):
    out = subprocess.run(["build/gameaudit", "check", path, "--format", "json"],
                         capture_output=True, text=True).stdout
    res = []
    for line in out.splitlines():
        f = json.loads(line)
        if "code" in f:
            rule = (f.get("rule") or {}).get("id") if f["code"] in ALSO else None
            res.append((f["code"], f["line"], f["message"], rule))
    return res


def write(path, why):
    found = run(path)
    with open(path + ".expect", "w", encoding="utf-8") as f:
        f.write("# the one change: %s\n" % why)
        for code, line, msg, rule in found:
            f.write("# line %d, %s: %s\n" % (line, code, msg))
        for code, line, msg, rule in found:
            f.write("%s %d%s\n" % (code, line, " " + rule if rule else ""))


def main():
    for name, why in WHY_BGA.items():
        write("fixtures/terraformingmars/bad/%s.json" % name, why)
    for name, why in list(make_streams.VARIANTS.items()) + list(make_streams.THARSIS.items()) + \
            list(make_streams.SOLO.items()) + list(make_streams.THREE.items()):
        write("fixtures/terraformingmars/streams/bad/%s.jsonl" % name, why)


if __name__ == "__main__":
    main()
