#!/usr/bin/env python3
"""Writes fixtures/paxpamir/rtt/leverage-debt.json: a 12-row replay in Rally the Troops'
replay format (rows [role, action, arg] and the public state after each), written by hand
from the rules, not taken from Rally the Troops' data.  Gray (Russian) buys and plays
Russo-Persian Trade (card 81: Russian patriot, leverage, 2 roads), then with 1 rupee buys and
plays William Hay Macnaghten (card 40: British patriot, leverage, 2 spies).  The loyalty change
discards card 81, whose leverage takes Gray to -1 rupee (Rally the Troops shows the debt), and
card 40's leverage (+2) pays it back before the action ends: Gray ends with 1 rupee.  Legal
(the wiki's "either two rupees or 1 card per rupee owed"): the audit must find nothing.
With --short the last state shows 0 rupees (the leverage icon gave 1, not 2): the known-bad
copy fixtures/paxpamir/bad/rtt-leverage-short.json.
Usage: tests/paxpamir/make_rtt_debt.py [--short] > FILE"""
import copy
import json
import sys

SHORT = "--short" in sys.argv[1:]

REG = ["Persia", "Transcaspia", "Herat", "Kabul", "Kandahar", "Punjab"]
BOR = ["Persia_Transcaspia", "Persia_Herat", "Transcaspia_Herat", "Transcaspia_Kabul",
       "Herat_Kabul", "Herat_Kandahar", "Kabul_Kandahar", "Kabul_Punjab", "Kandahar_Punjab"]
MARKET = [[81, 95, 80, 43, 114, 85], [93, 11, 3, 18, 41, 40]]


def player(loyalty):
    return {"rupees": 4, "vp": 0, "loyalty": loyalty, "prizes": 0, "court": [], "hand_size": 0,
            "cylinders": {"supply": 10, "tribes": {}, "spies": {}, "gifts": [], "safe_house": 0},
            "events": {}}


state = {"state": "loyalty", "active": "Gray", "actions_left": 0, "favored": "Political",
         "players": {"Gray": player(None), "Blue": player(None)},
         "blocks": {"regions": {r: {"Afghan": 0, "British": 0, "Russian": 0} for r in REG},
                    "borders": {b: {"Afghan": 0, "British": 0, "Russian": 0} for b in BOR}},
         "tribes": {r: {} for r in REG},
         "market_cards": copy.deepcopy(MARKET), "market_rupees": [[0] * 6, [0] * 6],
         "deck_size": 2, "dominance_checks_done": 0, "events": {}}
rows, states = [], []


def step(row, change):
    global state
    state = copy.deepcopy(state)
    change(state, state["players"]["Gray"])
    rows.append(row)
    states.append(state)


def set_(d, **kv):
    d.update(kv)


step(["Gray", "loyalty_russian", None],
     lambda s, g: (set_(g, loyalty="Russian"), set_(s, active="Blue")))
step(["Blue", "loyalty_afghan", None],
     lambda s, g: (set_(s["players"]["Blue"], loyalty="Afghan"),
                   set_(s, active="Gray", state="actions", actions_left=2)))
# buys card 81 from the first column (free)
step(["Gray", "card", 81],
     lambda s, g: (set_(g, hand_size=1), s["market_cards"][0].__setitem__(0, 0),
                   set_(s, actions_left=1)))
# plays it: leverage +2 rupees, then its 2 roads
step(["Gray", "play_left", 81],
     lambda s, g: (set_(g, hand_size=0, court=[81], rupees=6),
                   set_(s, state="place_road", actions_left=0)))
step(["Gray", "space", 301],
     lambda s, g: s["blocks"]["borders"]["Persia_Transcaspia"].__setitem__("Russian", 1))
step(["Gray", "space", 301],
     lambda s, g: (s["blocks"]["borders"]["Persia_Transcaspia"].__setitem__("Russian", 2),
                   set_(s, state="actions")))
# cleanup: the market shifts left and draws the deck's last card
step(["Gray", "end_turn", None],
     lambda s, g: (s.__setitem__("market_cards", [[95, 80, 43, 114, 85, 82], MARKET[1][:]]),
                   set_(s, deck_size=1, active="Blue", actions_left=2)))
step(["Blue", "end_turn_pass", None], lambda s, g: set_(s, active="Gray", actions_left=2))
# buys card 40 from the sixth column: 5 rupees, one on each card to its left
step(["Gray", "card", 40],
     lambda s, g: (set_(g, hand_size=1, rupees=1), s["market_cards"][1].__setitem__(5, 0),
                   s.__setitem__("market_rupees", [[0] * 6, [1, 1, 1, 1, 1, 0]]),
                   set_(s, actions_left=1)))
# plays it: British now, card 81 (a Russian patriot) discarded and its leverage repaid (-2)
step(["Gray", "play_left", 40],
     lambda s, g: (set_(g, hand_size=0, court=[40], loyalty="British", rupees=-1),
                   set_(s, state="place_spy", actions_left=0)))
step(["Gray", "card", 40],
     lambda s, g: g["cylinders"].update(spies={"40": 1}, supply=9))
# the second spy, then the leverage icon: +2, the rupee owed paid
step(["Gray", "card", 40],
     lambda s, g: (g["cylinders"].update(spies={"40": 2}, supply=8), set_(g, rupees=0 if SHORT else 1),
                   set_(s, state="actions")))

print(json.dumps({"engine": "rally-the-troops/pax-pamir rules.js", "scenario": "2P",
                  "roles": ["Gray", "Blue"],
                  "deck": {"market": MARKET, "deck": [71, 82]},
                  "replay": rows, "states": states}, separators=(",", ":")))
