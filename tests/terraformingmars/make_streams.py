#!/usr/bin/env python3
"""Writes the hand-made normalized streams of fixtures/terraformingmars/streams/.

clean.jsonl is a short legal two-player game on Hellas, written move by move
in the engine's vocabulary (as its BGA decoder turns a log into moves): the
script keeps each counter's value so every `counter` move carries the right
value and change, and computes the production phases and the final scoring.
Card effects are stood in for by counter changes with reason "effect" (the
engine follows the log for them).  Each bad/*.jsonl is clean.jsonl with ONE
change, named after the rule it breaks; its .expect names the finding and the
line.  Run from the repository root.
"""
import json
import os

OUT = "fixtures/terraformingmars/streams"
HEADER = {"stream": "gameaudit/1", "game": "terraformingmars", "date": "2024-06-01",
          "players": [{"id": "1", "name": "ann"}, {"id": "2", "name": "bob"}],
          "setup": {"map": "Hellas"}}


class Game:
    def __init__(self):
        self.moves = []
        self.v = {p: {"tr": 20} for p in ("1", "2")}
        self.g = {"o": 0, "t": -30, "w": 0, "gen": 1}
        self.passed = set()
        self.marks = {}

    def mark(self, name):
        """Remembers the index of the next move (0-based) under name."""
        self.marks[name] = len(self.moves)

    def add(self, player, action, **args):
        self.moves.append({"player": player, "action": action, "args": args})

    def ctr(self, player, name, inc, reason=None, steps=None):
        if name in self.g:
            self.g[name] += inc
            value = self.g[name]
        else:
            self.v[player][name] = self.v[player].get(name, 0) + inc
            value = self.v[player][name]
        args = {"name": name, "value": value, "inc": inc}
        if reason:
            args["reason"] = reason
        if steps is not None:
            args["steps"] = steps
        self.add(player if name != "gen" else None, "counter", **args)

    def set(self, player, name, value):
        self.v[player][name] = value
        self.add(player, "counter", name=name, value=value)

    def step(self, player, param, steps):
        """Raises a global parameter and the raiser's TR."""
        reason = {"o": "Increase Oxygen Level", "t": "Increase Temperature",
                  "w": "Place Ocean Tile"}[param]
        self.ctr(player, param, steps * (2 if param == "t" else 1), steps=steps)
        self.ctr(player, "tr", steps, reason)

    def production(self):
        for p in ("1", "2"):
            v = self.v[p]
            self.ctr(p, "m", v.get("pm", 0) + v["tr"])
            for r in "sup":
                if v.get("p" + r, 0):
                    self.ctr(p, r, v["p" + r])
            if v.get("e", 0):
                self.ctr(p, "h", v["e"])
                self.ctr(p, "e", -v["e"])
            if v.get("pe", 0):
                self.ctr(p, "e", v["pe"])
            if v.get("ph", 0):
                self.ctr(p, "h", v["ph"])

    def pass_all(self, last_gen=False):
        for p in ("1", "2"):
            self.add(p, "pass")
        self.production()
        if not last_gen:
            self.ctr(None, "gen", 1)


def game(var=None):
    """The clean game, or the variant var (one deviation; the script keeps every later
    counter consistent with it, as a log would be)."""
    G = Game()
    claims = {"1": 0, "2": 0}
    # generation 1: corporations and their starting M€
    G.add("1", "corporation", corp=4)   # Helion
    G.ctr("1", "m", 80, "effect")
    G.ctr("1", "ph", 3, "effect")
    G.add("2", "corporation", corp=12)  # Thorgate
    G.ctr("2", "m", 80, "effect")
    G.ctr("2", "pe", 1, "effect")
    # ann: power plant standard project (11 M€)
    G.mark("power-plant")
    G.add("1", "project", project=2)
    G.ctr("1", "m", -10 if var == "power-plant-underpaid" else -11)
    G.ctr("1", "pe", 1, "Power plant")
    # bob: power plant for Thorgate (8 M€)
    G.add("2", "project", project=2)
    G.ctr("2", "m", -8)
    G.ctr("2", "pe", 1, "Power plant")
    # ann: aquifer on hex_8_6 (1 steel bonus)
    G.mark("aquifer")
    G.add("1", "project", project=4)
    G.ctr("1", "m", -18)
    G.step("1", "w", 1)
    G.mark("ocean-tile")
    G.add("1", "place", tile="ocean", hex="hex_8_6")
    if var != "placement-bonus-missing":
        G.ctr("1", "s", 1, "Ocean")
    # bob: city on hex_6_7 (no bonus; no ocean next to it)
    G.add("2", "project", project=6)
    G.ctr("2", "m", -25)
    if var == "city-next-to-city":  # a card city of bob's just before
        G.add("2", "place", tile="city", hex="hex_5_7")
    G.mark("city-tile")
    G.add("2", "place", tile="city", hex="hex_8_6" if var == "tile-on-ocean" else "hex_6_7")
    G.ctr("2", "pm", 1, "City")
    # ann: greenery on hex_7_7, next to the ocean on 8_6 (2 M€) and bob's city
    if var == "greenery-away":  # a card tile of ann's, far away
        G.add("1", "place", tile="special", hex="hex_3_9", card=64)
    G.add("1", "project", project=5)
    G.ctr("1", "m", -23)
    G.mark("greenery-tile")
    G.add("1", "place", tile="greenery", hex="hex_7_7")
    G.ctr("1", "m", 1 if var == "ocean-bonus-short" else 2)
    G.step("1", "o", 1)
    # bob sells two patents
    G.mark("sell")
    G.add("2", "project", project=1)
    G.add("2", "sell", count=3 if var == "sell-patents-short" else 2)
    G.ctr("2", "m", 2)
    if var == "mc-production-below-5":
        G.mark("bad")
        G.ctr("2", "pm", -7, "effect")
    G.mark("pass1")
    G.add("1", "pass")
    if var == "project-after-pass":
        G.add("1", "project", project=1)
        G.add("1", "sell", count=1)
        G.ctr("1", "m", 1)
    G.add("2", "pass")
    G.production()
    if var == "income-plus-one":
        G.mark("bad")
        G.ctr("1", "m", 1, "effect")
    G.ctr(None, "gen", 1)
    # generation 2: milestones and awards
    G.ctr("1", "pe", 4 if var == "milestone-requirement" else 5, "effect")
    G.mark("claim-energizer")
    G.add("1", "claim", milestone=4)   # Energizer: 6 energy production
    G.ctr("1", "m", -8)
    claims["1"] += 1
    G.set("2", "tagJovian", 3)
    G.add("2", "claim", milestone=5)   # Rim Settler: 3 jovian tags
    G.ctr("2", "m", -8)
    claims["2"] += 1
    G.add("1", "claim", milestone=1)   # Diversifier (card data: the log is followed)
    G.ctr("1", "m", -8)
    claims["1"] += 1
    if var == "fourth-milestone":
        G.mark("bad")
        G.add("2", "claim", milestone=2)  # Tactician
        G.ctr("2", "m", -8)
        claims["2"] += 1
    G.add("2", "fund", award=3)        # Space Baron, 8 M€
    G.ctr("2", "m", -8)
    G.mark("second-award")
    G.add("1", "fund", award=1)        # Cultivator, 14 M€
    G.ctr("1", "m", -8 if var == "second-award-at-8" else -14)
    G.set("2", "tagSpace", 2)
    G.add("2", "fund", award=5)        # Contractor, 20 M€
    G.ctr("2", "m", -20)
    if var == "fourth-award":
        G.mark("bad")
        G.add("1", "fund", award=2)    # Magnate
        G.ctr("1", "m", -20)
    # ann converts 8 heat into a temperature step
    G.ctr("1", "h", 5, "effect")
    G.mark("heat")
    G.ctr("1", "h", -7 if var == "heat-conversion-7" else -8, "Convert heat into temperature")
    G.step("1", "t", 1)
    G.pass_all()
    # generation 3: terraforming completes (card effects raise the parameters)
    G.mark("gen3")
    G.ctr("1", "o", 13, steps=13)
    if var == "oxygen-past-14":
        G.mark("bad")
        G.ctr("1", "o", 1, steps=1)
        G.ctr("1", "tr", 1, "Increase Oxygen Level")
    G.ctr("1", "tr", 13, "Increase Oxygen Level")
    G.mark("temperature")
    G.ctr("1", "t", 36, steps=18)      # passes -24 and -20: two heat production bonuses
    if var != "temperature-without-tr":
        G.ctr("1", "tr", 18, "Increase Temperature")
    G.ctr("1", "ph", 1, "effect")
    if var != "temperature-bonus-missing":
        G.ctr("1", "ph", 1, "effect")
    if var != "end-before-oceans":
        G.ctr("2", "w", 8, steps=8)
        G.ctr("2", "tr", 8, "Place Ocean Tile")
    if var == "negative-mc":
        G.ctr("2", "m", -(G.v["2"]["m"] + 1), "effect")
    G.pass_all(last_gen=True)
    if var == "generation-after-end":
        G.mark("bad")
        G.ctr(None, "gen", 1)
    # final scoring.  Awards: Space Baron (tagSpace) bob 2, ann 0 -> bob 5; Cultivator
    # (forest counter) ann 1 -> ann 5; Contractor (tagBuilding): nobody -> none; no second
    # place with two players.  Greenery: ann's hex_7_7.  City: bob's hex_6_7 touches it.
    G.set("1", "forest", 1)
    v = G.v
    cat = {"1": {"tr": v["1"]["tr"], "milestones": 5 * claims["1"], "awards": 5,
                 "greeneries": 1, "cities": 0, "cards": 0},
           "2": {"tr": v["2"]["tr"], "milestones": 5 * claims["2"], "awards": 5,
                 "greeneries": 0, "cities": 1, "cards": 0}}
    if var == "milestone-vp-10":
        cat["2"]["milestones"] = 10
    if var == "award-vp-second-in-2p":
        cat["1"]["awards"] = 7
    if var == "city-vp-two":
        cat["2"]["cities"] = 2
    table = {p: {"total": sum(c.values()), "total_details": c} for p, c in cat.items()}
    G.mark("scoring")
    G.add(None, "scoring", table=table)
    scores = {p: table[p]["total"] for p in table}
    if var == "result-plus-one":
        scores["1"] += 1
    G.mark("result")
    G.add(None, "result", scores=scores)
    return G


VARIANTS = {
    # name: the sentence (or rulebook rule) the one deviation breaks
    "power-plant-underpaid": "Power plant (11 M€): ann pays 10",
    "placement-bonus-missing": "remember to gain any placement bonuses: hex_8_6 gives 1 steel, "
                               "none gained",
    "city-next-to-city": "Cities may not be placed adjacent to each other: bob's city on "
                         "hex_6_7 touches the card city he put on hex_5_7 just before",
    "tile-on-ocean": "a tile goes on an empty area (rulebook): bob's city on hex_8_6, where "
                     "ann's ocean lies",
    "greenery-away": "If possible you must place it next to a tile you already own: ann owns "
                     "a card tile on hex_3_9 with free areas around it, and greens hex_7_7",
    "ocean-bonus-short": "2 M€ per adjacent ocean (rulebook): ann's greenery next to the ocean "
                         "gains 1 M€",
    "sell-patents-short": "discard any number of cards and gain that many M€: 3 discarded, "
                          "2 M€ gained",
    "mc-production-below-5": "M€ production not below -5 (rulebook): bob's goes to -6",
    "negative-mc": "resources may never drop below 0 (rulebook): bob's M€ goes to -1 by an "
                   "effect before the last production",
    "project-after-pass": "If you pass, you will not play again for the rest of the round: "
                          "ann sells a patent after passing",
    "income-plus-one": "production phase (rulebook; the page's heading 3) Production): ann "
                       "gets 1 M€ more than production + TR",
    "milestone-requirement": "claim a milestone if you meet its requirements: Energizer with "
                             "5 of 6 energy production",
    "fourth-milestone": "Only three milestones may be claimed per game: bob claims Tactician "
                        "as the fourth",
    "second-award-at-8": "the next costs 14 M€: ann funds the second award for 8",
    "fourth-award": "Only three awards may be funded per game: ann funds Magnate as the fourth",
    "heat-conversion-7": "Convert 8 heat into a temperature increase: ann spends 7",
    "oxygen-past-14": "enough oxygen to breathe (14%): a 14th oxygen step to 15 %",
    "temperature-without-tr": "Each time you raise a global parameter your TR increases: 18 "
                              "temperature steps, no TR",
    "temperature-bonus-missing": "the temperature track gives heat production at -24 and -20 C "
                                 "(rulebook): one of the two is missing",
    "end-before-oceans": "Game ends when there is enough oxygen, oceans (9) and +8 C: final "
                         "scoring with 1 ocean",
    "generation-after-end": "Play continues to the end of the current generation (and the "
                            "game ends): a fourth generation begins",
    "milestone-vp-10": "Each claimed milestone is worth 5 VPs: bob has one and is scored 10",
    "award-vp-second-in-2p": "5 VPs to the winner, 2 VPs to second place; in a two player "
                             "game no second place is awarded: ann is scored 7",
    "city-vp-two": "Each city scores 1 VP for each greenery tile adjacent: bob's city touches "
                   "one and is scored 2",
    "result-plus-one": "The winner is the player with most VPs (the sum of the categories): "
                       "ann finishes one above hers",
}


def lines(moves):
    out = [json.dumps(HEADER, ensure_ascii=False, separators=(",", ":"))]
    for i, m in enumerate(moves):
        mv = {"seq": i + 1, "player": m["player"], "action": m["action"], "args": m["args"]}
        out.append(json.dumps(mv, ensure_ascii=False, separators=(",", ":")))
    return "\n".join(out) + "\n"


# Variants whose finding needs the end of the game (the others are cut before the first
# action after the deviation: the engine settles an action's costs at the next action or
# at the end of the log, and checks nothing else at the end of an unfinished one).
WHOLE = {"end-before-oceans", "generation-after-end", "milestone-vp-10",
         "award-vp-second-in-2p", "city-vp-two", "result-plus-one", "negative-mc"}
ACTIONS = {"project", "claim", "fund", "pass", "play"}
# variants whose deviation comes before the action it spoils: keep that action too
SKIP = {"greenery-away": 1, "milestone-requirement": 1}


def main():
    os.makedirs(os.path.join(OUT, "bad"), exist_ok=True)
    clean = game().moves
    with open(os.path.join(OUT, "clean.jsonl"), "w", encoding="utf-8") as f:
        f.write(lines(clean))
    for name in VARIANTS:
        moves = game(name).moves
        if name not in WHOLE:
            dev = next(i for i, (a, b) in enumerate(zip(moves, clean)) if a != b)
            acts = [i for i in range(dev + 1, len(moves)) if moves[i]["action"] in ACTIONS]
            k = SKIP.get(name, 0)
            cut = acts[k] if len(acts) > k else len(moves)
            moves = moves[:cut]
        with open(os.path.join(OUT, "bad", name + ".jsonl"), "w", encoding="utf-8") as f:
            f.write(lines(moves))


if __name__ == "__main__":
    main()
