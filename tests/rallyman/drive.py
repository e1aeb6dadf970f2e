#!/usr/bin/env python3
"""Plays random LEGAL stages of Rallyman GT and Rallyman DIRT and writes them as
gameaudit normalized streams (JSON Lines), for fixtures/rallymangt/ and
fixtures/rallymandirt/.

The driver follows the BGA wiki pages (Gamehelprallymangt, Gamehelprallymandirt)
on its own, independently of the C engines: dice per class and tyre/weather (GT)
or dashboard (DIRT) less the dice lost to damage, one gear up or down per gear
die, brake dice to skip down, coast/leader dice, forward only, corner limits,
caution limit, flat out (tokens for each gear/coast/leader die) or one at a time
(protection 1, then 2 more, ...), the loss of control (GT gear 0/00 and damage
tokens; DIRT SISU/spin/crash with the crash damage table), time cards, pit stops
(GT), the order of play and the staggered start (DIRT), total times.

Not modelled (the track is one line of spaces): other cars in the way,
overtaking, slides, shortcuts, the -1 token.

    python3 tests/rallyman/drive.py gt SEED OUT.jsonl
    python3 tests/rallyman/drive.py dirt SEED OUT.jsonl
Deterministic for a seed.
"""
import json
import random
import sys

# Tire Dashboards (Gamehelprallymangt): [loc, gear, coast, brake, boost] per
# column Asphalt-Dry, Asphalt-Wet, Rain-Wet, Rain-Dry.
GT_TYRES = {
    "GT4": [[3, 2, 3, 3], [4, 4, 4, 4], [3, 3, 3, 2], [2, 1, 2, 2], [0, 0, 0, 0]],
    "GT5": [[3, 2, 3, 3], [5, 5, 5, 5], [2, 2, 2, 1], [3, 1, 2, 2], [1, 1, 1, 1]],
    "GT6": [[3, 2, 3, 3], [6, 6, 6, 6], [2, 2, 2, 1], [3, 1, 2, 2], [0, 0, 0, 0]],
}
# Car Dashboard (Gamehelprallymandirt): loc, gear, coast, brake.
DIRT_DASH = {"gravel": [3, 6, 2, 1], "asphalt": [3, 5, 2, 0], "snow": [3, 5, 2, 0]}
DIRT_TIME = {1: 50, 2: 40, 3: 30, 4: 20, 5: 15, 6: 10}
DIRT_CRASH = {1: [0, 0, 0], 2: [0, 0, 1], 3: [0, 1, 2], 4: [1, 2, 3], 5: [2, 3, 4],
              6: [3, 4, 5]}
DANGER = ["yellow", "orange", "red"]


class Car:
    def __init__(self, pid, name):
        self.id = pid
        self.name = name
        self.gear = 0          # -1 = GT 00
        self.space = 0
        self.inside = None
        self.placed = False
        self.tokens = 0
        self.lost = {"gear": 0, "coast": 0, "brake": 0}
        self.card = 0          # DIRT: seconds of the card on top of the pile
        self.total = 0
        self.finished = False


def make_track(rng, game, length):
    """A list of spaces: dict(limit, hazard, jump, water)."""
    track = [dict(limit=0, hazard=0, jump=0, water=False) for _ in range(length + 12)]
    i = 4
    while i < length:
        if rng.random() < 0.3:  # a corner of 2-4 spaces
            lim = rng.randint(2, 5)
            for j in range(i, min(i + rng.randint(2, 4), length)):
                track[j]["limit"] = lim
                if game == "gt" and rng.random() < 0.15:
                    track[j]["hazard"] = 1
            i += 5
        elif game == "dirt" and rng.random() < 0.08:
            track[i]["jump"] = rng.randint(2, 4)
            i += 2
        elif game == "dirt" and rng.random() < 0.06:
            track[i]["water"] = True
            i += 2
        else:
            i += 1
    return track


def caution_roll(rng, kind, gear):
    """A die face: one caution face in six on coast/leader/gear 1-2 dice, two on others."""
    n = 1 if kind in ("coast", "leader") or (kind == "gear" and gear <= 2) else 2
    if kind in ("brake", "boost"):
        n = 2
    return rng.randrange(6) < n


class Stage:
    def __init__(self, game, seed):
        self.game = game
        self.rng = random.Random(seed)
        rng = self.rng
        n = rng.randint(2, 4)
        self.cars = [Car(str(i + 1), name) for i, name in
                     enumerate(["ann", "bob", "cid", "dee"][:n])]
        self.length = rng.randint(25, 45)
        self.track = make_track(rng, game, self.length)
        self.lines = []
        self.seq = 0
        self.setup = {}
        if game == "gt":
            self.wet = rng.random() < 0.3
            self.flying = rng.random() < 0.5
            self.setup = {"weather": "wet" if self.wet else "dry"}
            if self.flying:
                self.setup["flying_start"] = True
            for c in self.cars:
                c.cls = rng.choice(["GT4", "GT5", "GT6"])
                c.tyres = rng.choice(["asphalt", "rain"])
                c.space = 0
        else:
            for c in self.cars:
                c.dash = rng.choice(["gravel", "gravel", "asphalt", "snow"])
        header = {"stream": "gameaudit/1", "game": "rallyman" + game, "date": "2024-05-01",
                  "players": [{"id": c.id, "name": c.name} for c in self.cars],
                  "setup": self.setup}
        self.lines.append(json.dumps(header, separators=(",", ":")))

    def emit(self, player, action, args):
        self.seq += 1
        self.lines.append(json.dumps({"seq": self.seq, "player": player, "action": action,
                                      "args": args}, separators=(",", ":")))

    # -------------------------------------------------------------- dice
    def dice_of(self, c, leader):
        """(loc, top gear, gear dice, coast dice, brake dice, boost dice) this turn."""
        if self.game == "gt":
            col = (1 if self.wet else 0) if c.tyres == "asphalt" else (2 if self.wet else 3)
            t = GT_TYRES[c.cls]
            loc, gear, coast, brake, boost = (t[r][col] for r in range(5))
        else:
            loc, gear, coast, brake = DIRT_DASH[c.dash]
            boost = 0
        return (loc, gear, max(0, gear - c.lost["gear"]), max(0, coast - c.lost["coast"]),
                max(0, brake - c.lost["brake"]), boost)

    def plan(self, c, leader):
        """A legal plan: list of dice dicts (no faces yet)."""
        rng = self.rng
        loc, top, ngear, ncoast, nbrake, nboost = self.dice_of(c, leader)
        gear, space = c.gear, c.space
        used, plan = set(), []
        coast_kind = "coast"
        if self.game == "dirt" and (leader or c.dash == "snow") and rng.random() < 0.7:
            coast_kind = "leader"
        steps = rng.randint(1, 6)
        while len(plan) < 24 and steps > 0:
            steps -= 1
            nxt = self.track[space + 1]
            lim = nxt["limit"] or 9
            if nxt["jump"]:
                lim = min(lim, nxt["jump"] + 1)
            opts = []
            gears_used = len(used)
            if gear == 0:
                starts = [1] + ([2] if self.game == "gt" and self.flying else [])
                for g in starts:
                    if g <= lim and gears_used < ngear:
                        opts.append(("gear", g, 0))
            else:
                for g in (gear - 1, gear, gear + 1):
                    if 1 <= g <= top and g <= lim and g != gear and g not in used \
                            and gears_used < ngear:
                        opts.append(("gear", g, 0))
                if gear <= lim and ncoast > 0:
                    opts.append(("coast", gear, 0))
                for b in (1, 2):
                    g = gear - 1 - b
                    if g >= 1 and b <= nbrake and g <= lim and g not in used \
                            and gears_used < ngear:
                        opts.append(("gear", g, b))
                g = gear + 2
                if nboost and g <= top and g <= lim and g not in used and gears_used < ngear:
                    opts.append(("gear", g, -1))
            if nxt["water"]:
                opts = [o for o in opts if o[0] == "coast" or (o[1] == 1 and o[2] == 0)] or \
                    [o for o in opts if o[2] >= 0]
            if not opts:
                break
            # prefer going up
            opts.sort(key=lambda o: -o[1])
            kind, g, b = opts[0] if rng.random() < 0.5 else rng.choice(opts)
            space += 1
            base = {"space": space}
            if self.track[space]["limit"]:
                base["limit"] = self.track[space]["limit"]
                base["inside"] = rng.random() < 0.5
            if self.track[space]["hazard"]:
                base["hazard"] = 1
            if self.track[space]["jump"]:
                base["jump"] = self.track[space]["jump"]
            if self.track[space]["water"]:
                base["water"] = True
            if kind == "coast":
                ncoast -= 1
                plan.append(dict(base, die=coast_kind))
            else:
                if b > 0:
                    nbrake -= b
                    for _ in range(b):
                        plan.append({"die": "brake", "space": space})
                elif b < 0:
                    nboost -= 1
                    plan.append({"die": "boost", "space": space})
                used.add(g)
                plan.append(dict(base, die=g))
                gear = g
            if nxt["water"] and not (kind == "coast" or (g == 1 and b == 0)):
                break  # the movement ends in the water
            if space >= self.length:
                break
        return plan, loc

    # -------------------------------------------------------------- a turn
    def turn(self, c, leader):
        rng = self.rng
        args = {}
        if self.game == "gt":
            args["class"] = c.cls
            args["tyres"] = c.tyres
        else:
            args["dashboard"] = c.dash
        if self.game == "gt" and c.gear == -1:  # 00: the turn is lost
            args["dice"] = []
            c.gear = 0
            self.emit(c.id, "turn", args)
            return
        plan, loc = self.plan(c, leader)
        flat = rng.random() < 0.5
        args["mode"] = "flat-out" if flat else "one-at-a-time"
        start_gear = c.gear
        cautions, loss_at, protects, spent, placed = 0, None, 0, 0, []
        gear = c.gear
        flying_stop = False
        for i, d in enumerate(plan):
            kind = "gear" if isinstance(d["die"], int) else d["die"]
            g = d["die"] if kind == "gear" else gear
            if not flat and kind != "brake" and kind != "boost" and cautions + 2 >= loc:
                cost = protects + 1
                if c.tokens - spent >= cost and rng.random() < 0.6:
                    protects += 1
                    spent += cost
                    d["protected"] = True
                    d["cost"] = cost
                    placed.append(d)
                    gear = g
                    cautions += d.get("hazard", 0)
                    if cautions >= loc:
                        loss_at = len(placed) - 1
                        break
                    continue
                if rng.random() < 0.5:
                    break  # stop rolling, the turn ends here
            face = caution_roll(rng, kind, g)
            if face:
                d["caution"] = True
                cautions += 1
            cautions += d.get("hazard", 0)
            placed.append(d)
            if kind == "gear":
                gear = g
            if self.game == "gt" and self.flying and start_gear == 0 and i == 0 and g == 2 \
                    and face:
                flying_stop = True
                break
            jump = d.get("jump", 0)
            if cautions >= loc or (jump and kind in ("gear", "coast", "leader")
                                   and g == jump + 1 and face):
                loss_at = len(placed) - 1
                break
        # a brake/boost die left without its gear die (stopped before it): drop it
        while placed and placed[-1]["die"] in ("brake", "boost") and loss_at is None:
            placed.pop()
        if loss_at is not None and placed[-1]["die"] in ("brake", "boost"):
            # control lost on a brake die's roll: the gear die is still placed with it
            pass
        if loss_at is not None:
            # keep the brake dice with their gear die: move the loss to that die
            while placed[-1]["die"] in ("brake", "boost"):
                idx = len(placed)
                placed.append(plan[idx])
        rolled_rest = []
        if flat and (loss_at is not None or flying_stop):
            rest = plan[len(placed):]
            for d in rest:
                kind = "gear" if isinstance(d["die"], int) else d["die"]
                r = {"die": d["die"], "space": d["space"], "placed": False}
                rolled_rest.append(r)
        elif flat:
            assert len(placed) == len(plan)
        args["dice"] = placed + rolled_rest
        if flat:
            args["tokens"] = sum(1 for d in args["dice"] if d["die"] not in ("brake", "boost"))
        else:
            args["tokens"] = 0
        c.tokens += args["tokens"] - spent
        # the gear at the end / at the loss
        gear = c.gear
        last_black = 0
        for d in placed:
            if isinstance(d["die"], int):
                gear = d["die"]
                last_black = gear
        if placed:
            c.space = placed[-1]["space"]
            c.inside = placed[-1].get("inside")
            c.placed = True
        if loss_at is not None:
            args["outcome"] = "loss"
            self.loss(c, gear, args)
        else:
            if self.game == "dirt":
                secs = DIRT_TIME[last_black] if last_black else c.card
                args["time"] = secs
                c.card = secs
                c.total += secs
            c.gear = gear
            if self.game == "gt" and gear == 1 and placed and not placed[-1].get("limit") \
                    and rng.random() < 0.3 and c.space < self.length:
                kind = rng.choice(["tyres", "repair", "both"])
                args["pit"] = kind
                args["gear_after"] = "0" if kind == "tyres" else "00"
                c.gear = 0 if kind == "tyres" else -1
                if kind != "tyres":
                    c.lost = {"gear": 0, "coast": 0, "brake": 0}
                if kind != "repair":
                    c.tyres = "rain" if c.tyres == "asphalt" else "asphalt"
                    c.pit_change = True
        if c.space >= self.length:
            args["finished"] = True
            c.finished = True
        self.emit(c.id, "turn", args)

    def loss(self, c, gear, args):
        rng = self.rng
        if self.game == "gt":
            after = rng.choice(["0", "00"])
            args["gear_after"] = after
            dmg = []
            # damage comes at higher speeds (3rd gear and up), 0 to 3 tokens
            for _ in range(0 if gear <= 2 else rng.randint(0, 3)):
                tok = rng.choice(["black", "white", "red", "yellow-flag", "weather",
                                  "green-flag", "green-flag"])
                if tok == "black" and c.lost["gear"] >= 2:
                    tok = "green-flag"
                if tok == "black":
                    c.lost["gear"] += 1
                elif tok == "white":
                    c.lost["coast"] += 1
                elif tok == "red":
                    c.lost["brake"] += 1
                elif tok == "weather":
                    self.wet = not self.wet
                dmg.append(tok)
            if dmg:
                args["damage"] = dmg
            c.gear = 0 if after == "0" else -1
            return
        card = rng.choice(["sisu", "spin", "crash", "crash"])
        args["card"] = card
        secs = DIRT_TIME[gear] if card == "sisu" else 60
        if card == "crash":
            danger = rng.randrange(3)
            args["danger"] = DANGER[danger]
            dmg = []
            for _ in range(DIRT_CRASH[gear][danger]):
                tok = rng.choice(["gear", "brake", "coast", "green"])
                if tok != "green" and c.lost[tok] >= 1:
                    tok = "green"
                if tok != "green":
                    c.lost[tok] += 1
                dmg.append(tok)
            args["damage"] = dmg
        args["time"] = secs
        c.card = secs
        c.total += secs
        c.gear = 0

    # -------------------------------------------------------------- rounds
    def key(self, c):
        g = c.gear
        d = c.space if c.placed else 0
        ins = 1 if c.inside else 0
        if self.game == "dirt":
            return (d, g, ins)
        return (g, d, ins)

    def play(self):
        rng = self.rng
        rnd = 0
        while rnd < 60 and not all(c.finished for c in self.cars):
            rnd += 1
            playing = [c for i, c in enumerate(self.cars) if not c.finished
                       and (self.game == "gt" or rnd >= i + 1)]
            if not playing:
                break
            self.emit(None, "round", {"number": rnd})
            if self.game == "gt" and rnd == 1:
                order = playing  # the grid: the log does not place the cars
            else:
                rng.shuffle(playing)
                order = sorted(playing, key=self.key, reverse=True)
            for k, c in enumerate(order):
                self.turn(c, k == 0)
        if self.game == "dirt":
            ranking = sorted([c for c in self.cars], key=lambda c: c.total)
            self.emit(None, "result", {"times": {c.id: c.total for c in self.cars},
                                       "ranking": [c.id for c in ranking]})
        else:
            self.emit(None, "result", {})
        return "\n".join(self.lines) + "\n"


def main():
    game, seed, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    text = Stage(game, seed).play()
    with open(out, "w", encoding="utf-8") as f:
        f.write(text)


if __name__ == "__main__":
    main()
