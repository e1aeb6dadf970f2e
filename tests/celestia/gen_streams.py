#!/usr/bin/env python3
"""Plays random LEGAL games of Celestia by the wiki page Gamehelpcelestia and
writes them as gameaudit streams (fixtures/celestia/gen-*.jsonl).

Run from the repository root: python3 tests/celestia/gen_streams.py
Deterministic: one seed per file.  The rules followed are the page's
sentences (each quoted below where it decides a move); hands are simulated
so that a captain who holds the cards matching the dice always plays them
and a crash is announced only when the hand cannot match.  The route
(setup.lands: each land's number, the dice to reach it, its +) is
illustrative: the page names no land numbers.
"""
import json
import random

HAZARDS = ["cloud", "lightning", "bird", "pirate"]
POWERS = ["ejection", "jetpack", "alternate-route", "wind-gust", "spyglass", "grappling-hook"]
NAMES = ["ann", "bob", "cyd", "dee", "eve", "fay"]
# Illustrative route: number, dice to reach the land, + (higher cards and a spyglass).
LANDS = [(1, 0, False), (2, 2, True), (3, 2, False), (4, 2, True), (6, 3, True),
         (8, 3, False), (10, 3, True), (12, 4, False), (25, 4, True)]


class Game:
    def __init__(self, seed, fast):
        self.rng = random.Random(seed)
        self.n = self.rng.randint(2, 6)
        self.fast = fast
        self.lines = []
        self.seq = 0
        self.score = [0] * self.n
        self.kinds = [[0] * len(LANDS) for _ in range(self.n)]
        plus = [i for i, l in enumerate(LANDS) if l[2]]
        self.spy_lands = set(plus[:4])  # "found in the first 4 cities with the +"
        size = 8 if self.n <= 3 else 6
        self.hand = [[self.draw() for _ in range(size)] for _ in range(self.n)]
        players = [{"id": str(i + 1), "name": NAMES[i]} for i in range(self.n)]
        setup = {"lands": [{"number": a, "dice": d, "plus": p} for a, d, p in LANDS]}
        if fast:
            setup["fast_play"] = True
        self.lines.append(json.dumps({"stream": "gameaudit/1", "game": "celestia",
                                      "date": "2024-0%d-1%d" % (1 + seed % 9, seed % 10),
                                      "players": players, "setup": setup},
                                     separators=(",", ":")))

    def draw(self):
        r = self.rng.random()
        if self.fast or r < 0.75:
            return self.rng.choice(HAZARDS)
        if r < 0.87:
            return "turbo"
        return self.rng.choice(POWERS)

    def emit(self, player, action, args):
        self.seq += 1
        self.lines.append(json.dumps({"seq": self.seq, "player": None if player is None
                                      else str(player + 1), "action": action, "args": args},
                                     separators=(",", ":")))

    def pid(self, p):
        return str(p + 1)

    def has(self, p, card):
        return card in self.hand[p]

    def use(self, p, card):
        self.hand[p].remove(card)

    def treasure(self, p, at, jet=False):
        """'they get a treasure from that land, and thus gain points equal to the land's
        number'; 'Lands with a + have some higher point cards and a spyglass'."""
        num, _, plus = LANDS[at]
        args = {"treasure": num}
        if plus and self.rng.random() < 0.3:
            args["treasure"] = num + self.rng.randint(1, 3)
        if at in self.spy_lands and not self.fast and self.rng.random() < 0.12:
            args = {"treasure": 0, "spyglass": True}
            self.hand[p].append("spyglass")
        else:
            self.score[p] += args["treasure"]
            self.kinds[p][at] += 1
            self.taken_at[p] = at
        self.emit(p, "disembark", args)
        return args["treasure"]

    def match(self, p, dice):
        """The cards exactly matching the non-blank dice, turbo as wild, or None."""
        need = [d for d in dice if d != "blank"]
        hand = list(self.hand[p])
        cards = []
        short = 0
        for d in need:
            if d in hand:
                hand.remove(d)
                cards.append(d)
            else:
                short += 1
        turbos = hand.count("turbo")
        if short > turbos:
            return None
        return cards + ["turbo"] * short

    def roll(self, k):
        return [self.rng.choice(["blank", "blank"] + HAZARDS) for _ in range(k)]

    def power_holder(self, card, who):
        if self.fast:
            return None
        cands = [p for p in who if self.has(p, card)]
        if cands and self.rng.random() < 0.6:
            return self.rng.choice(cands)
        return None

    def play_round(self, first_captain):
        on = [True] * self.n
        taken = [None] * self.n
        at = 0
        captain = first_captain
        last = len(LANDS) - 1
        while True:
            board = [p for p in range(self.n) if on[p]]
            if at == last:
                for p in board:  # the journey's end: all take the last land's treasure
                    self.treasure(p, at)
                return captain
            # "The captain can only disembark if he is the only one on the ship, and only
            # before rolling the dice."
            if board == [captain] and self.rng.random() < 0.5:
                self.treasure(captain, at)
                return captain
            dice = self.roll(LANDS[at + 1][1])
            args = {"dice": dice}
            red = []
            if self.rng.random() < 0.15:
                red = [self.rng.randrange(len(dice))]
                args["red"] = red
            if self.rng.random() < 0.3:
                args["land"] = at + 1
            self.emit(captain, "roll", args)
            # "each other player in turn makes a decision if they want to stay on or disembark"
            order = [(captain + k) % self.n for k in range(1, self.n)]
            decided = set()
            for p in order:
                if not on[p] or p in decided:
                    continue
                # Ejection "before the captain's announcement": a player on board ejects
                # another non-captain player on board, who disembarks at once.
                ej = self.power_holder("ejection", [q for q in range(self.n) if on[q]])
                if ej is not None and ej != p and self.rng.random() < 0.5:
                    self.use(ej, "ejection")
                    self.emit(ej, "power", {"card": "ejection", "target": self.pid(p)})
                    taken[p] = self.treasure(p, at)
                    on[p] = False
                    decided.add(p)
                    continue
                risk = at / last
                if self.rng.random() < 0.15 + 0.5 * risk:
                    taken[p] = self.treasure(p, at)
                    on[p] = False
                else:
                    self.emit(p, "stay", {})
                decided.add(p)
            # Rerolls "after all players' decision or the captain's announcement".
            dice = self.maybe_reroll(dice, red, on)
            while True:
                cards = self.match(captain, dice)
                if cards is not None:
                    for c in cards:
                        self.use(captain, c)
                    self.emit(captain, "announce", {"cards": cards})
                    # Grappling hook: a player not on the ship who disembarked this round
                    # rejoins "after the captain's announcement that the ship won't crash".
                    off = [q for q in range(self.n) if not on[q] and taken[q] is not None]
                    gh = self.power_holder("grappling-hook", off)
                    if gh is not None:
                        self.use(gh, "grappling-hook")
                        self.emit(gh, "power", {"card": "grappling-hook",
                                                "returned": taken[gh]})
                        self.score[gh] -= taken[gh]
                        if self.taken_at[gh] is not None:
                            self.kinds[gh][self.taken_at[gh]] -= 1
                        on[gh] = True
                        taken[gh] = None
                    break
                self.emit(captain, "announce", {"cards": [], "crash": True})
                sp = self.power_holder("spyglass", list(range(self.n)))
                if sp is not None:
                    self.use(sp, "spyglass")
                    self.emit(sp, "power", {"card": "spyglass"})
                    break
                before = list(dice)
                dice = self.maybe_reroll(dice, red, on)
                if dice != before or self.rerolled:
                    continue
                # Jetpack: "A player onboard the ship may disembark after the captain's
                # announcement when the ship is about to crash."
                for q in range(self.n):
                    if on[q] and q != captain and not self.fast and self.has(q, "jetpack") \
                            and self.rng.random() < 0.7:
                        self.use(q, "jetpack")
                        self.emit(q, "power", {"card": "jetpack"})
                        taken[q] = self.treasure(q, at)
                        on[q] = False
                self.emit(None, "crash", {})
                return captain
            at += 1
            nxt = [(captain + k) % self.n for k in range(1, self.n + 1)]
            captain = next(q for q in nxt if on[q])

    def maybe_reroll(self, dice, red, on):
        self.rerolled = False
        if self.rng.random() < 0.5:
            return dice
        alt = self.power_holder("alternate-route", [q for q in range(self.n) if on[q]])
        if alt is not None:
            self.use(alt, "alternate-route")
            new = [d if i in red else self.rng.choice(["blank", "blank"] + HAZARDS)
                   for i, d in enumerate(dice)]
            self.emit(alt, "power", {"card": "alternate-route", "dice": new})
            self.rerolled = True
            return new
        wg = self.power_holder("wind-gust", list(range(self.n)))
        if wg is not None:
            self.use(wg, "wind-gust")
            new = [self.rng.choice(["blank", "blank"] + HAZARDS) if d == "blank" else d
                   for d in dice]
            self.emit(wg, "power", {"card": "wind-gust", "dice": new})
            self.rerolled = True
            return new
        return dice

    def over(self):
        if self.fast:
            return any(sum(1 for c in k if c) >= 5 for k in self.kinds)
        return any(s >= 50 for s in self.score)

    def play(self):
        captain = 0
        rounds = 0
        while True:
            rounds += 1
            self.taken_at = [None] * self.n
            last = self.play_round(captain)
            # "At the end of each round, players get an additional random card"
            cards = {}
            for p in range(self.n):
                c = self.draw()
                self.hand[p].append(c)
                cards[self.pid(p)] = ("equipment" if c in HAZARDS else
                                      "turbo" if c == "turbo" else "power")
            self.emit(None, "round_end", {"cards": cards})
            if self.over() or rounds > 60:
                break
            captain = (last + 1) % self.n
        best = max(self.score)
        self.emit(None, "result", {"scores": {self.pid(p): self.score[p] for p in range(self.n)},
                                   "winners": [self.pid(p) for p in range(self.n)
                                               if self.score[p] == best]})
        return "\n".join(self.lines) + "\n"


def main():
    for seed in range(1, 9):
        g = Game(seed, fast=seed in (4, 8))
        with open("fixtures/celestia/gen-%02d.jsonl" % seed, "w", encoding="utf-8") as f:
            f.write(g.play())


if __name__ == "__main__":
    main()
