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
    def __init__(self, players=("1", "2"), tr=20):
        self.players = players
        self.moves = []
        self.v = {p: {"tr": tr} for p in players}
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
        for p in self.players:
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

    def pass_all(self, last_gen=False, first=None, drawn=4, buy=3):
        for p in self.players:
            self.add(p, "pass")
        self.production()
        if not last_gen:
            self.new_gen(first, drawn, buy)

    def new_gen(self, first, drawn=4, buy=3, cards=None):
        """A new generation: the first player token, then research (each keeps 1)."""
        self.ctr(None, "gen", 1)
        self.add(first, "first")
        for p in self.players:
            self.mark("research" + p + "-" + str(self.g["gen"]))
            self.ctr(p, "m", -(buy if p == "1" else 3), "Buy Card")
            args = {"drawn": drawn if p == "1" else 4, "kept": 1}
            if cards and p == "1":
                args["cards"] = cards
            self.add(p, "research", **args)


def game(var=None):
    """The clean game, or the variant var (one deviation; the script keeps every later
    counter consistent with it, as a log would be)."""
    G = Game()
    claims = {"1": 0, "2": 0}
    # generation 1: corporations and their starting M€
    G.add("1", "first")
    G.add("1", "corporation", corp=4)   # Helion
    G.ctr("1", "m", 100, "effect")
    G.ctr("1", "ph", 3, "effect")
    G.add("2", "corporation", corp=12)  # Thorgate
    G.ctr("2", "m", 110, "effect")
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
    G.ctr("2", "m", -24 if var == "city-underpaid" else -25)
    if var == "city-next-to-city":  # a card city of bob's just before
        G.add("2", "place", tile="city", hex="hex_5_7")
    G.mark("city-tile")
    G.add("2", "place", tile="city", hex="hex_8_6" if var == "tile-on-ocean" else "hex_6_7")
    G.ctr("2", "pm", 1, "City")
    # ann: greenery on hex_7_7, next to the ocean on 8_6 (2 M€) and bob's city
    if var == "greenery-away":  # a card tile of ann's, far away
        G.add("1", "place", tile="special", hex="hex_3_9", card=64)
    G.add("1", "project", project=5)
    G.ctr("1", "m", -22 if var == "greenery-underpaid" else -23)
    G.mark("greenery-tile")
    G.add("1", "place", tile="greenery", hex="hex_7_7")
    G.ctr("1", "m", 1 if var == "ocean-bonus-short" else 2)
    G.step("1", "o", 1)
    # bob: asteroid (14 M€)
    G.add("2", "project", project=3)
    G.ctr("2", "m", -13 if var == "asteroid-underpaid" else -14)
    G.step("2", "t", 1)
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
    G.new_gen("1" if var == "first-player-again" else "2",
              drawn=5 if var == "research-five" else 4, buy=2 if var == "research-paid-2" else 3,
              cards=["card_main_8"] if var == "card-not-in-hand" else None)
    # generation 2 (bob first): milestones and awards, two actions a turn
    def sell0(p):
        G.add(p, "project", project=1)
        G.add(p, "sell", count=0)
        G.ctr(p, "m", 0)
    if var == "out-of-turn":
        sell0("1")                      # ann plays before bob, the first player
    # bob: Rim Settler, Space Baron
    if var == "fourth-milestone-own":  # bob leaves Rim Settler to ann (her 3 jovian tags)
        sell0("2")
    else:
        G.set("2", "tagJovian", 3)
        G.add("2", "claim", milestone=5)   # Rim Settler: 3 jovian tags
        G.ctr("2", "m", -8)
        claims["2"] += 1
    G.add("2", "fund", award=3)        # Space Baron, 8 M€
    G.ctr("2", "m", -8)
    # ann: Energizer, Cultivator
    G.ctr("1", "pe", 4 if var == "milestone-requirement" else 5, "effect")
    G.add("1", "claim", milestone=4)   # Energizer: 6 energy production
    G.ctr("1", "m", -8)
    claims["1"] += 1
    G.add("1", "fund", award=1)        # Cultivator, 14 M€
    G.ctr("1", "m", -8 if var == "second-award-at-8" else -14)
    # bob: Contractor, Capital (its city on hex_9_6, next to the ocean on 8_6: 2 M€)
    G.set("2", "tagSpace", 2)
    G.set("1", "tagSpace", 2 if var == "award-tie-first" else 1)
    G.add("2", "fund", award=5)        # Contractor, 20 M€
    G.ctr("2", "m", -20)
    G.ctr("2", "w", 3, steps=3)        # card effects place 3 more oceans (Capital needs 4)
    G.ctr("2", "tr", 3, "Place Ocean Tile")
    G.ctr("2", "m", -26)
    G.add("2", "play", card="card_main_8")
    G.ctr("2", "pe", -2, "effect")     # Capital: energy production -2, M€ production +5
    G.ctr("2", "pm", 5, "effect")
    G.add("2", "place", tile="special", hex="hex_9_6", card=8)
    G.ctr("2", "m", 2)
    # ann: Diversifier, 8 heat into a temperature step
    G.add("1", "claim", milestone=1)   # Diversifier (card data: the log is followed)
    G.ctr("1", "m", -8)
    claims["1"] += 1
    G.ctr("1", "h", 5, "effect")
    G.ctr("1", "h", -7 if var == "heat-conversion-7" else -8, "Convert heat into temperature")
    G.step("1", "t", 1)
    # bob: a blue card's action (Martian Rails), 8 plants into a greenery on hex_5_7
    if var == "fourth-milestone":
        G.add("2", "claim", milestone=2)  # Tactician
        G.ctr("2", "m", -8)
        claims["2"] += 1
    else:
        G.add("2", "activate", card="card_main_7")
    if var == "third-action":
        sell0("2")
    G.ctr("2", "p", 8, "effect")
    G.ctr("2", "p", -7 if var == "plants-7" else -8)
    G.add("2", "place", tile="greenery", hex="hex_5_7")
    G.step("2", "o", 1)
    if var == "third-project":
        sell0("2")
    # ann: a last action
    if var == "fourth-milestone-own":  # ann claims Tactician, then Rim Settler as the fourth
        G.add("1", "claim", milestone=2)
        G.ctr("1", "m", -8)
        G.set("1", "tagJovian", 3)
        G.mark("fourth-claim")
        G.add("1", "claim", milestone=5)
        G.ctr("1", "m", -8)
    elif var == "fourth-award":
        G.add("1", "fund", award=2)    # Magnate
        G.ctr("1", "m", -20)
    elif var == "unknown-project":
        G.add("1", "project", project=9)
    else:
        sell0("1")
    # bob: the blue card again, or nothing
    if var == "blue-action-twice":
        G.add("2", "activate", card="card_main_7")
    G.pass_all(first="1")
    # generation 3: terraforming completes (card effects raise the parameters)
    G.mark("gen3")
    o_steps, t_steps = 14 - G.g["o"], (8 - G.g["t"]) // 2
    G.ctr("1", "o", o_steps, steps=o_steps)
    if var == "oxygen-past-14":
        G.mark("bad")
        G.ctr("1", "o", 1, steps=1)
        G.ctr("1", "tr", 1, "Increase Oxygen Level")
    G.ctr("1", "tr", o_steps, "Increase Oxygen Level")
    G.mark("temperature")
    G.ctr("1", "t", 2 * t_steps, steps=t_steps)  # passes -24 and -20: two heat production
    if var != "temperature-without-tr":
        G.ctr("1", "tr", t_steps, "Increase Temperature")
    G.ctr("1", "ph", 1, "effect")
    if var != "temperature-bonus-missing":
        G.ctr("1", "ph", 1, "effect")
    if var != "end-before-oceans":
        w_steps = 9 - G.g["w"]
        G.ctr("2", "w", w_steps, steps=w_steps)
        G.ctr("2", "tr", w_steps, "Place Ocean Tile")
    if var == "negative-mc":
        G.ctr("2", "m", -(G.v["2"]["m"] + 1), "effect")
    G.pass_all(last_gen=True)
    # after the last generation bob turns 8 plants into a greenery on hex_6_6 (no oxygen)
    G.ctr("2", "p", 8, "effect")
    G.ctr("2", "p", -8)
    G.add("2", "place", tile="greenery", hex="hex_6_6")
    if var == "final-greenery-oxygen":
        G.step("2", "o", 1)
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
                 "greeneries": 2, "cities": 3, "cards": 1}}
    if var == "tr-vp-minus-one":
        cat["1"]["tr"] -= 1
    if var == "greenery-vp-plus-one":
        cat["2"]["greeneries"] += 1
    if var == "award-funder-vp":
        cat["2"]["awards"] += 5   # bob funded Contractor, where nobody places
    if var == "award-second-2p":
        cat["1"]["awards"] += 2   # ann is second in Space Baron
    if var == "award-vp-short":
        cat["1"]["awards"] -= 1
    if var == "award-unscored":
        cat["1"]["awards"] = 0    # ann's Cultivator first place left out
    if var == "milestone-unscored":
        cat["2"]["milestones"] = 0
    if var == "milestone-vp-10":
        cat["2"]["milestones"] = 10
    if var == "milestone-vp-four":
        cat["1"]["milestones"] = 15   # ann claimed two; the table counts a third for her
    if var == "award-unplaced-vp":
        cat["2"]["awards"] += 2       # bob, with no greenery, is scored 2 for Cultivator
    if var == "city-vp-two":
        cat["2"]["cities"] = 4
    capital = 0 if var == "capital-vp-0" else 1   # Capital: one ocean next to it
    cat["2"]["cards"] = capital
    table = {p: {"total": sum(c.values()), "total_details": c} for p, c in cat.items()}
    table["2"]["details"] = {"cards": {"card_main_8": {"vp": capital}}}
    if var == "award-unplaced-vp":
        table["2"]["details"]["awards"] = {"award_1": {"vp": 2}}
    if var == "award-unfunded-vp":  # Magnate (award_2), funded by nobody, scored for ann
        table["1"]["total_details"]["awards"] += 5
        table["1"]["total"] += 5
        table["1"]["details"] = {"awards": {"award_2": {"vp": 5}}}
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
    "fourth-milestone": "Turn Structure: \"3) Claim a milestone (total of 3 times per game "
                        "between all players)\": bob claims Tactician as the fourth of the game "
                        "(instead of a blue card action), after his one and ann's two",
    "fourth-milestone-own": "Turn Structure > Milestones and Awards > Milestones: \"Only three "
                            "milestones may be claimed per game\": bob leaves Rim Settler to ann "
                            "(a sell of no card instead), ann claims Energizer, Diversifier, "
                            "Tactician, then Rim Settler as the fourth, all hers",
    "milestone-vp-four": "Common rules misinterpretations: \"No more then 3 milestones can be "
                         "claimed (out of 5)\": the final table scores ann 15 milestone VP for "
                         "her two claims, 20 in all with bob's (four milestones' worth)",
    "award-unplaced-vp": "Turn Structure > Milestones and Awards > Awards: \"The first and "
                         "second place player in each category score VP\": bob, with no "
                         "greenery, is scored 2 for Cultivator (ann's award, where only ann "
                         "places)",
    "second-award-at-8": "the next costs 14 M€: ann funds the second award for 8",
    "fourth-award": "Turn Structure: \"4) Fund an award (total of 3 times per game between "
                    "all players)\": ann funds Magnate as the fourth of the game, after bob's "
                    "two and her one",
    "heat-conversion-7": "Convert 8 heat into a temperature increase: ann spends 7",
    "oxygen-past-14": "enough oxygen to breathe (14%): a 14th oxygen step to 15 %",
    "temperature-without-tr": "Each time you raise a global parameter your TR increases: 17 "
                              "temperature steps, no TR",
    "temperature-bonus-missing": "the temperature track gives heat production at -24 and -20 C "
                                 "(rulebook): one of the two is missing",
    "end-before-oceans": "Game ends when there is enough oxygen, oceans (9) and +8 C: final "
                         "scoring with 4 oceans",
    "generation-after-end": "Play continues to the end of the current generation (and the "
                            "game ends): a fourth generation begins",
    "milestone-vp-10": "Each claimed milestone is worth 5 VPs: bob has one and is scored 10",
    "award-second-2p": "In a two player game, no second place is awarded: ann, second in "
                       "Space Baron, is scored 2 more",
    "award-tie-first": "If players tie for first, they all get the bonus: ann ties bob in Space "
                       "Baron and the table gives her nothing for it",
    "award-funder-vp": "The player who funded the award receives no special consideration: "
                       "bob funded Contractor, where nobody places, and is scored 5 for it",
    "award-unfunded-vp": "Awards (must be funded): ann is scored 5 more award VP than the "
                         "funded awards give",
    "city-underpaid": "City (25 M€): bob pays 24",
    "greenery-underpaid": "Greenery (23 M€): ann pays 22",
    "asteroid-underpaid": "Asteroid (14 M€): bob pays 13",
    "plants-7": "Convert 8 plants into a greenery tile: bob (not Ecoline) spends 7",
    "unknown-project": "2) Use a standard project: ann uses project 9, which is none of the six",
    "first-player-again": "At the start of each round, the first player token moves to the "
                          "next player: ann stays first in generation 2",
    "research-five": "Research: draw four cards: ann draws 5 in generation 2",
    "research-paid-2": "Pay 3 M€ for each one added: ann keeps 1 card and pays 2",
    "tr-vp-minus-one": "Score VPs equal to your TR at the end of the game: ann is scored one "
                       "less",
    "greenery-vp-plus-one": "Score 1 VP for each greenery tile you own: bob is scored 2 for 1",
    "city-vp-two": "Each city scores 1 VP for each greenery tile adjacent: bob's cities touch "
                   "three and he is scored 4",
    "capital-vp-0": "The capital city card also scores 1 VP for each adjacent ocean: bob's "
                    "Capital touches one and is scored 0",
    "final-greenery-oxygen": "Placing forest after last generation does not increase oxygen: "
                             "bob's final greenery raises it",
    "blue-action-twice": "each blue card may be used once per generation: bob uses Martian "
                         "Rails' action again in a later turn of generation 2",
    "third-action": "Actions: take 1-2 actions: bob sells patents between his blue card action "
                    "and his plant conversion, a third action while ann still plays",
    "out-of-turn": "Continue in turn order: ann sells a patent before bob, the first player of "
                   "generation 2, has played",
    "award-vp-short": "5 VPs to the winner, 2 VPs to second place: ann is scored 4 for her "
                      "Cultivator first place",
    "award-unscored": "At the end of the game, check each funded award: ann's first place in "
                      "Cultivator is scored nothing",
    "milestone-unscored": "It is worth 5 VP at the end of the game: bob's Rim Settler is scored "
                          "nothing",
    "third-project": "Each standard project takes one action on your turn: bob sells patents "
                     "after his blue card action and his plant conversion",
    "card-not-in-hand": "1) Play a card from your hand: ann's research keeps Capital, which bob "
                        "then plays",
    "result-plus-one": "The winner is the player with most VPs (the sum of the categories): "
                       "ann finishes one above hers",
}


def tharsis(var=None):
    """Two players on Tharsis claim milestones (the page lists Tharsis' five)."""
    G = Game()
    G.add("1", "first")
    for p in ("1", "2"):
        G.ctr(p, "m", 150 if p == "1" else 60, "effect")
        G.ctr(p, "tr", 14 if var == "terraformer-34" and p == "1" else 15, "effect")
    G.add("1", "claim", milestone={"mayor-no-city": 2, "gardener-no-greenery": 3,
                                   "builder-no-tag": 4, "planner-few-cards": 5}.get(var, 1))
    G.ctr("1", "m", -7 if var == "milestone-paid-7" else -8)
    if var == "terraformer-twice":
        G.add("2", "claim", milestone=1)
        G.ctr("2", "m", -8)
    G.add("2", "fund", award=2)
    G.ctr("2", "m", -8)
    G.add("1", "project", project=6)
    G.ctr("1", "m", -25)
    G.add("1", "place", tile="city", hex="hex_3_5" if var == "city-on-noctis" else "hex_2_5")
    G.ctr("1", "p", 2, "City")
    G.ctr("1", "pm", 1, "City")
    G.ctr("1", "s", 3, "effect")
    G.ctr("1", "u", 1, "effect")
    G.ctr("1", "h", 3, "effect")

    def bob():
        G.add("2", "project", project=1)
        G.add("2", "sell", count=0)
        G.ctr("2", "m", 0)

    def play(card, m=0, s=0, u=0, h=0, tags=(), prod=(), before=()):
        """bob's turn (during which effects `before` change ann's counters); ann pays (M€,
        steel, titanium, heat), her tag counters move, the card is played and changes
        production as `prod` says ((player, counter, change): its immediate effects)."""
        bob()
        for res, n in before:
            G.ctr("1", res, n, "effect")
        for res, n in (("m", m), ("s", s), ("u", u), ("h", h)):
            if n:
                G.ctr("1", res, -n)
        for t in tags:
            G.set("1", "tag" + t, G.v["1"].get("tag" + t, 0) + 1)
        G.mark("play-%d" % card)
        G.add("1", "play", card="card_main_%d" % card)
        for who, res, n in prod:
            G.ctr(who, res, n, "effect")

    # Deep Well Heating (13, Building Energy): 9 M€ and 2 steel; energy production +1
    if var == "titanium-on-building":
        play(3, m=10, u=1, tags=("Building", "Energy"), prod=(("1", "pe", 1),))
    else:
        play(3, m=9, s=2, tags=("Building", "Energy"), prod=(("1", "pe", 1),))
    # Asteroid (14, Space Event): 11 M€ and 1 titanium; only its event tag counts
    if var == "titanium-on-building":
        play(9, m=14, tags=("Event",))
    else:
        play(9, m=11, u=1, tags=("Event", "Space") if var == "event-tag-counted" else ("Event",))
    # Lunar Beam (13, Earth Energy): M€ production -2, energy and heat production +2
    beam = (("2" if var == "production-to-other" else "1", "pm", -2), ("1", "pe", 2),
            ("1", "ph", 2))
    if var == "heat-payment":
        play(30, m=13, h=3, tags=("Earth", "Energy"), prod=beam)
    elif var != "fusion-without-energy-tags":
        play(30, m=12 if var == "card-underpaid" else 13, tags=("Earth", "Energy"), prod=beam)
    # Breathing Filters (11, Science, oxygen 7 % or more)
    G.ctr("1", "o", 6 if var == "oxygen-too-low" else 7, steps=6 if var == "oxygen-too-low" else 7)
    G.ctr("1", "tr", 6 if var == "oxygen-too-low" else 7, "Increase Oxygen Level")
    if var == "steel-on-science":
        play(114, m=9, s=1, tags=("Science",))
    else:
        play(114, m=11, tags=("Science",))
    # Great Escarpment Consortium (6, steel production needed): steel production +1 (the
    # red-bordered -1 of anyone's applied to nobody)
    play(61, m=6, before=() if var == "no-steel-production" else (("ps", 1),),
         prod=(("1", "ps", 1),))
    # Fusion Power (14, Science Building Energy; 2 energy tags before it): energy production +3
    play(132, m=14, tags=("Science", "Energy") if var == "tags-missing" else
         ("Science", "Building", "Energy"), prod=(("1", "pe", 2 if var == "fusion-pe-2" else 3),))
    if var == "milestone-six":
        G.add("2", "claim", milestone=6)
    if var == "award-six":
        G.add("2", "fund", award=6)
    return G


THARSIS = {
    "terraformer-34": "Terraformer: have 35+ Terraform Rating (TR): ann claims it at 34",
    "mayor-no-city": "Mayor: own 3+ cities: ann claims it with none",
    "gardener-no-greenery": "Gardener: own 3+ greenery tiles: ann claims it with none",
    "builder-no-tag": "Builder: have 8+ building tags in play: ann claims it with none",
    "planner-few-cards": "Planner: have 16+ cards currently in hand: ann claims it with none",
    "milestone-paid-7": "you may pay 8 M€ and claim a milestone: ann pays 7 for Terraformer",
    "terraformer-twice": "With milestones you race to be the first to meet a certain condition: "
                         "bob claims Terraformer after ann",
    "city-on-noctis": "Noctis City may be placed into its reserved spot: ann's standard project "
                      "city goes on hex_3_5, the spot reserved for Noctis City",
    "titanium-on-building": "1 Titanium = 3 M€ to pay for any Space card: ann pays Deep Well "
                            "Heating (Building Energy) with titanium",
    "steel-on-science": "1 Steel = 2 M€ to pay for any Building card: ann pays Breathing "
                        "Filters (Science) with steel",
    "heat-payment": "You can also spend resources in lieu of M€ if the card has certain tags: "
                    "ann (not Helion) pays Lunar Beam with heat",
    "card-underpaid": "Cards have a base cost which must be paid in M€: ann pays 12 for Lunar "
                      "Beam (13), with no discount",
    "oxygen-too-low": "Global parameters must be above or below a certain level: Breathing "
                      "Filters (oxygen 7 %) played at 6 %",
    "no-steel-production": "You must be able to produce a specific resource: Great Escarpment "
                           "Consortium played without steel production",
    "tags-missing": "Green cards ... remain in play to contribute their tags: Fusion Power's "
                    "building tag is not counted",
    "fusion-without-energy-tags": "You must have enough tags of a given type already in play: "
                                  "Fusion Power (2 energy tags) with one",
    "event-tag-counted": "Event tags are not counted: Asteroid's space tag is added to ann's "
                         "tags",
    "fusion-pe-2": "Turn Structure > Playing Cards: \"Carry out all of the card's effects, "
                   "gain resources, and increase/decrease production values as directed\": "
                   "Fusion Power (energy production +3) raises ann's by 2",
    "production-to-other": "Turn Structure > Playing Cards: \"If a change to a production "
                           "value is indicated with a red border, you can choose to apply it to "
                           "another player or to no one at all\": Lunar Beam's M€ production "
                           "-2 (not red-bordered) is taken from bob, not ann",
    "milestone-six": "Only 3 of the 5 milestones may be claimed: bob claims milestone 6",
    "award-six": "you may pay some amount of M€ and fund an award: bob funds award 6, which "
                 "Tharsis does not have",
}


def solo(var=None):
    """A solo game: 14 generations, TR from 14, a final greenery that raises nothing."""
    G = Game(players=("1",), tr=14)
    # two neutral cities, each with a greenery: top left and bottom right (no oxygen)
    G.add(None, "place", tile="city", hex="hex_3_1")
    G.add(None, "place", tile="greenery", hex="hex_3_2")
    if var != "solo-one-neutral":
        G.add(None, "place", tile="city", hex="hex_6_9")
        G.add(None, "place", tile="greenery", hex="hex_5_9")
    G.add("1", "first")
    if var == "solo-production":
        G.ctr("1", "pm", 1, "effect")
    G.add("1", "corporation", corp=11)  # Tharsis Republic: 40 M€
    G.ctr("1", "m", 40, "effect")
    if var != "solo-tharsis-no-neutral-mc":  # M€ production for the 2 neutral cities
        G.ctr("1", "pm", 2, "effect")
    if var == "solo-tr-20":
        G.v["1"]["tr"] = 20
    G.ctr("1", "tr", 1, "effect")
    if var == "solo-award":
        G.add("1", "fund", award=1)
        G.ctr("1", "m", -8)
    if var == "solo-milestone":
        G.add("1", "claim", milestone=5)
        G.ctr("1", "m", -8)
    for gen in range(2, 16 if var == "solo-gen-15" else 15):
        G.add("1", "pass")
        G.production()
        G.ctr(None, "gen", 1)
        G.add("1", "first")
    if var == "solo-terraformed-late":  # oxygen at its goal in generation 14 (card effects)
        G.step("1", "o", 14)
    G.add("1", "pass")
    G.production()
    if var == "solo-terraformed-late":  # temperature and oceans only after generation 14
        G.step("1", "t", 19)
        G.ctr("1", "ph", 2, "effect")  # the temperature track's heat production bonuses
        G.step("1", "w", 9)
    # after generation 14: plants into a greenery, oxygen untouched
    G.ctr("1", "p", 8, "effect")
    G.ctr("1", "p", -8)
    G.add("1", "place", tile="greenery", hex="hex_5_7")
    if var == "solo-final-oxygen":
        G.step("1", "o", 1)
    cat = {"tr": G.v["1"]["tr"], "milestones": 0, "awards": 0, "greeneries": 1, "cities": 0,
           "cards": 0}
    G.add(None, "scoring", table={"1": {"total": sum(cat.values()), "total_details": cat}})
    # terraforming not completed by the end of generation 14: a loss, which bga-mars scores
    # -1 (Operation_finalscoring: "loses since they did not achieve the goal, score is negated")
    won = var in ("solo-unterraformed-win", "solo-terraformed-late")
    G.add(None, "result", scores={"1": sum(cat.values()) if won else -1})
    return G


def three(var=None):
    """Three players on Tharsis fund Banker; two tie for second; cards with VP and resources
    are played (ann: Earth Catapult, Fish, Large Convoy, Solar Power, Pets; bob: Protected
    Habitats, Decomposers); the game ends."""
    G = Game(players=("1", "2", "3"))
    G.add("1", "first")
    for p in G.players:
        G.ctr(p, "m", 120 if p == "1" else 40, "effect")
    G.ctr("1", "pm", 3, "effect")
    G.ctr("2", "pm", 1, "effect")
    G.ctr("3", "pm", 1, "effect")
    G.add("1", "fund", award=2)  # Banker
    G.ctr("1", "m", -8)
    for param, steps in (("o", 14), ("t", 19), ("w", 9)):
        G.step("1", param, steps)
    G.ctr("1", "ph", 2, "effect")  # the temperature track's two heat production bonuses

    def play(p, card, m, tags=()):
        """p pays m M€, their tag counters move, the card is played."""
        G.ctr(p, "m", -m)
        for t in tags:
            G.set(p, "tag" + t, G.v[p].get("tag" + t, 0) + 1)
        G.mark("play-%d" % card)
        G.add(p, "play", card="card_main_%d" % card)

    def res(p, card, n, kind):
        G.add(p, "resource", card="card_main_%d" % card, count=n, type=kind)

    play("1", 70, 23, ("Earth",))                  # Earth Catapult: 2 M€ off every card
    play("2", 173, 5)                              # Protected Habitats
    play("2", 131, 5, ("Microbe",))                # Decomposers (oxygen 3 % or more)
    res("2", 131, 1, "Microbe")                    # its microbe tag adds a microbe
    G.add("3", "pass")
    play("1", 52, 7, ("Animal",))                  # Fish (9, temperature +2 C or more)
    G.add("2", "pass")
    if var == "fourth-award-own":                  # ann alone funds three more awards
        for award, price in ((1, 14), (3, 20), (4, 20)):
            G.add("1", "fund", award=award)
            G.ctr("1", "m", -price)
        return G
    play("1", 143, 34, ("Event",))                 # Large Convoy: an event, 2 VP
    res("1", 52, 4, "Animal")                      # its 4 animals go to Fish
    if var == "event-action":
        G.add("1", "activate", card="card_main_143")
        return G
    if var == "protected-habitats-removal":
        res("1", 131, -1, "Microbe")               # bob's microbe, under Protected Habitats
    play("1", 113, 8 if var == "discount-overclaimed" else 9, ("Building", "Energy"))
    G.ctr("1", "pe", 1, "effect")                  # Solar Power: energy production +1
    play("1", 172, 8, ("Animal", "Earth"))         # Pets (10)
    res("1", 172, 1, "Animal")                     # Pets adds an animal to itself
    if var == "pets-animal-removed":
        res("1", 172, -1, "Animal")
    G.add("1", "pass")
    G.production()
    aw = {"1": 5, "2": 2, "3": 0 if var == "tie-second-one-scored" else 2}
    cards = {"1": {"card_main_70": 2, "card_main_52": 4, "card_main_143": 2,
                   "card_main_113": 1}, "2": {}, "3": {}}
    if var == "event-vp-missing":
        del cards["1"]["card_main_143"]
    if var == "green-vp-missing":
        cards["1"]["card_main_113"] = 0
    if var == "blue-vp-missing":
        cards["1"]["card_main_70"] = 0
    if var == "resource-vp-short":
        cards["1"]["card_main_52"] = 3
    cat = {p: {"tr": G.v[p]["tr"], "milestones": 0, "awards": aw[p], "greeneries": 0,
               "cities": 0, "cards": sum(cards[p].values())} for p in G.players}
    table = {p: {"total": sum(c.values()), "total_details": c,
                 "details": {"cards": {k: {"vp": v} for k, v in cards[p].items()}}}
             for p, c in cat.items()}
    G.add(None, "scoring", table=table)
    G.add(None, "result", scores={p: table[p]["total"] for p in table})
    return G


THREE = {
    "tie-second-one-scored": "Game End: \"If multiple players tie for second, they all get the "
                             "bonus\": bob and cy tie for second in Banker, cy is scored "
                             "nothing",
    "fourth-award-own": "Turn Structure > Milestones and Awards > Awards: \"Only three awards "
                        "may be funded per game\": ann, who funded Banker, funds Landlord and "
                        "Scientist, then Thermalist as the fourth, all hers",
    "event-action": "Turn Structure > Playing Cards: \"Red cards have no further effects and "
                    "are automatically hidden\": ann uses an action of Large Convoy, an event "
                    "she played before",
    "protected-habitats-removal": "Common rules misinterpretations: \"Removing animals/microbes "
                                  "is not possible from PETs or when your opponent has "
                                  "Protected Habitats in play\": ann removes the microbe of "
                                  "bob's Decomposers while bob has Protected Habitats",
    "pets-animal-removed": "Common rules misinterpretations: \"Removing animals/microbes is not "
                           "possible from PETs or when your opponent has Protected Habitats in "
                           "play\": ann removes the animal from her Pets",
    "discount-overclaimed": "Turn Structure > Playing Cards: \"This cost can be reduced by "
                            "other card effects\": ann pays 8 for Solar Power (11), where her "
                            "Earth Catapult takes 2 off",
    "event-vp-missing": "Turn Structure > Playing Cards: \"Red cards ... They do not contribute "
                        "tags to your overall totals but may be worth points at the end of the "
                        "game\": Large Convoy's 2 VP are left out of ann's score",
    "green-vp-missing": "Turn Structure > Playing Cards: \"Green cards ... They may be worth "
                        "points at the end of the game.\": Solar Power's 1 VP is scored 0",
    "blue-vp-missing": "Game End: \"Then gather all of your remaining cards (including all "
                       "your played events!) and count your VPs\": Earth Catapult's 2 VP are "
                       "scored 0",
    "resource-vp-short": "Game End: \"First, count all VPs on cards that collect "
                         "resources\": Fish holds 4 animals (1 VP each) and is scored 3",
}


SOLO = {
    "solo-tr-20": "Start with a terraform rating of 14 instead of 20: the solo player starts at "
                  "20",
    "solo-award": "Awards and Milestones are not used: the solo player funds Landlord",
    "solo-milestone": "No milestone can be claimed in solo game: the solo player claims Planner "
                      "(without its 16 cards, too)",
    "solo-gen-15": "You always play 14 generations: a 15th begins",
    "solo-one-neutral": "place 2 neutral city tiles on the map with an adjacent greenery tile "
                        "each: only the top left one is placed",
    "solo-production": "start without any production, except for what your corporation may "
                       "give you: 1 M€ production before the corporation",
    "solo-final-oxygen": "Placing forest after last generation does not increase oxygen: the "
                         "final greenery raises it",
    "solo-tharsis-no-neutral-mc": "Solo Game: \"Special case: If you choose to play Tharsis "
                                  "Republic this game, you get M€ production for the 2 neutral "
                                  "cities even though they are placed before you reveal your "
                                  "corporation\": Tharsis Republic starts without it",
    "solo-unterraformed-win": "Solo Game: \"If you have not completed terraforming by the end "
                              "of generation 14, you lose\": no parameter reached its goal and "
                              "the result gives the VP (a win) instead of bga-mars' -1",
    "solo-terraformed-late": "Solo Game: \"In order to win, you need to complete terraforming "
                             "(i.e making the three global parameters reach their goal) before "
                             "the end of generation 14\": oxygen reaches 14 % in generation 14, "
                             "temperature and oceans only after it, and the result is a win",
}


CUT6 = {"solo-tr-20", "solo-award", "solo-milestone", "solo-one-neutral", "solo-production"}


def lines(moves, header=None):
    out = [json.dumps(header or HEADER, ensure_ascii=False, separators=(",", ":"))]
    for i, m in enumerate(moves):
        mv = {"seq": i + 1, "player": m["player"], "action": m["action"], "args": m["args"]}
        out.append(json.dumps(mv, ensure_ascii=False, separators=(",", ":")))
    return "\n".join(out) + "\n"


# Variants whose finding needs the end of the game (the others are cut before the first
# action after the deviation: the engine settles an action's costs at the next action or
# at the end of the log, and checks nothing else at the end of an unfinished one).
WHOLE = {"milestone-vp-four", "award-unplaced-vp", "end-before-oceans", "generation-after-end",
         "milestone-vp-10", "city-vp-two",
         "result-plus-one", "negative-mc", "award-second-2p", "award-tie-first",
         "award-funder-vp", "award-unfunded-vp", "tr-vp-minus-one", "greenery-vp-plus-one",
         "capital-vp-0", "final-greenery-oxygen", "award-vp-short", "award-unscored",
         "milestone-unscored"}
ACTIONS = {"project", "claim", "fund", "pass", "play"}
# variants cut a number of moves after a mark (the deviation is several moves long)
CUT_AT = {"fourth-milestone-own": ("fourth-claim", 2)}
# variants whose deviation comes before the action it spoils: keep that action too
SKIP = {"greenery-away": 1, "milestone-requirement": 1, "card-not-in-hand": 6}


def main():
    os.makedirs(os.path.join(OUT, "bad"), exist_ok=True)
    clean = game().moves
    with open(os.path.join(OUT, "clean.jsonl"), "w", encoding="utf-8") as f:
        f.write(lines(clean))
    for name in VARIANTS:
        g = game(name)
        moves = g.moves
        if name in CUT_AT:
            mark, extra = CUT_AT[name]
            moves = moves[:g.marks[mark] + extra]
        elif name not in WHOLE:
            dev = next(i for i, (a, b) in enumerate(zip(moves, clean)) if a != b)
            acts = [i for i in range(dev + 1, len(moves)) if moves[i]["action"] in ACTIONS]
            k = SKIP.get(name, 0)
            cut = acts[k] if len(acts) > k else len(moves)
            moves = moves[:cut]
        with open(os.path.join(OUT, "bad", name + ".jsonl"), "w", encoding="utf-8") as f:
            f.write(lines(moves))
    # the Tharsis milestones and the solo game: short logs, written whole
    th = dict(HEADER, setup={"map": "Tharsis"})
    so = dict(HEADER, players=HEADER["players"][:1], setup={"map": "Tharsis"})
    t3 = dict(HEADER, players=HEADER["players"] + [{"id": "3", "name": "cy"}],
              setup={"map": "Tharsis"})
    for fn, variants, header, clean_name in ((tharsis, THARSIS, th, "tharsis.jsonl"),
                                             (solo, SOLO, so, "solo.jsonl"),
                                             (three, THREE, t3, "three.jsonl")):
        with open(os.path.join(OUT, clean_name), "w", encoding="utf-8") as f:
            f.write(lines(fn().moves, header))
        for name in variants:
            moves = fn(name).moves
            if name in CUT6:  # the deviation is in the first moves: the rest is not needed
                moves = moves[:12]
            if name == "milestone-paid-7":  # ends with the claim and its payment
                moves = moves[:7]
            with open(os.path.join(OUT, "bad", name + ".jsonl"), "w", encoding="utf-8") as f:
                f.write(lines(moves, header))


if __name__ == "__main__":
    main()
