#!/usr/bin/env python3
"""Writes fixtures/heat/ (clean copies) and fixtures/heat/bad/ (known-bad copies with .expect)
from the engine-generated BGA races in /work/shared/data/bga/heat/ (see fixtures/heat/PROVENANCE.md).

Every bad copy is a clean race with ONE change (below, with the sentence of Gamehelpheat it breaks),
made smaller the same way each time: the framework's own events (gameStateChange except the final
one, gameStateMultipleActiveUpdate, updatePlanification, message) are dropped -- no rule reads them --
and the race is cut after the turn the change is in (unless the change is about the end).
One packet a line, so a finding's line names its packet.  Run from the repository root:
    python3 tests/heat/make_bad_fixtures.py [SRC_DIR]
"""
import copy
import json
import os
import sys

SRC = sys.argv[1] if len(sys.argv) > 1 else "/work/shared/data/bga/heat"
OUT = "fixtures/heat"
BAD = os.path.join(OUT, "bad")
FACTS = "/work/shared/data/heat/circuits-facts.json"
FRAMEWORK = {"gameStateMultipleActiveUpdate", "updatePlanification", "message"}

_cache = {}


def load(name):
    if name not in _cache:
        with open(os.path.join(SRC, "heat-bga-%s.json" % name), encoding="utf-8") as f:
            _cache[name] = json.load(f)
    return copy.deepcopy(_cache[name])


def strip(doc):
    """Drops the framework's events (no rule reads them) and empty packets."""
    logs = []
    for p in doc["data"]["logs"]:
        p["data"] = [e for e in p["data"] if e["type"] not in FRAMEWORK and not (
            e["type"] == "gameStateChange" and (e.get("args") or {}).get("id") != 99)]
        if p["data"]:
            logs.append(p)
    doc["data"]["logs"] = logs
    return doc


def events(doc):
    """Yields (packet index, event index, event) in order."""
    for pi, p in enumerate(doc["data"]["logs"]):
        for ei, e in enumerate(p["data"]):
            yield pi, ei, e


def write(path, doc):
    data = doc["data"]
    packets = data.pop("logs")
    head = json.dumps(doc, ensure_ascii=False, separators=(",", ":"))
    lines = [json.dumps(p, ensure_ascii=False, separators=(",", ":")) for p in packets]
    body = head[:-2] + ',"logs":[\n' + ",\n".join(lines) + "\n]}}\n"
    json.loads(body)
    with open(path, "w", encoding="utf-8") as f:
        f.write(body)
    data["logs"] = packets


def line_of(pi):
    """1-based line of packet pi in a written file (line 1 is the envelope)."""
    return pi + 2


def cut_after(doc, pi, ei=None):
    """Keeps packets up to pi (and events up to ei in it, when given)."""
    logs = doc["data"]["logs"][:pi + 1]
    if ei is not None:
        logs[-1]["data"] = logs[-1]["data"][:ei + 1]
    doc["data"]["logs"] = logs


def turn_end(doc, pi, cid):
    """Packet index of the clearPlayedCards of car cid at or after packet pi."""
    for qi, _, e in events(doc):
        if qi >= pi and e["type"] == "clearPlayedCards" and e["args"].get("constructor_id") == cid:
            return qi
    return len(doc["data"]["logs"]) - 1


def later_in_turn(doc, pi, ei, cid, types):
    """Whether car cid has an event of types after (pi, ei) and before its turn ends."""
    end = turn_end(doc, pi, cid)
    for qi, qj, e in events(doc):
        if (qi, qj) <= (pi, ei) or qi > end:
            continue
        if e["type"] in types and (e.get("args") or {}).get("constructor_id") == cid:
            return True
    return False


def cards_of(v):
    if isinstance(v, dict) and "id" in v:
        return [v]
    if isinstance(v, dict):
        return list(v.values())
    return list(v or [])


def set_cards(args, key, cards):
    if isinstance(args.get(key), dict):
        args[key] = {str(c["id"]): c for c in cards}
    else:
        args[key] = cards


with open(FACTS, encoding="utf-8") as f:
    CIRC = {c["id"]: c for c in json.load(f)["circuits"]}


def cell_ahead(circ, cell, k):
    """The lane-1 cell k spaces after cell on circuit circ."""
    c = CIRC[circ]
    L = c["derived"]["lapLength"]
    pos = {x["id"]: x["position"] for x in c["cells"]}[cell]
    want = (pos - 1 + k) % L + 1
    return [x["id"] for x in c["cells"] if x["position"] == want and x["lane"] == 1][0]


def corner_between(circ, cell, k):
    """Whether a corner line lies within k spaces after cell."""
    c = CIRC[circ]
    L = c["derived"]["lapLength"]
    pos = {x["id"]: x["position"] for x in c["cells"]}[cell]
    for corner in c["corners"]:
        for d in range(k):
            if (pos - 1 + d) % L + 1 == corner["position"]:
                return True
    return False


# ---------------------------------------------------------------- the changes
# Each returns (doc, [(code, packet index, rule id or None, why)]).

SHIFT2 = "Shift Gears: 'You can choose to shift your gear up/down two positions, but doing so will require that you pay one Heat'"


def gears(doc):
    """Yields (pi, ei, event, gear before) for every reveal."""
    gear = {}
    for pi, ei, e in events(doc):
        a = e.get("args") or {}
        if e["type"] == "startRace":
            gear = {}
        if e["type"] == "reveal":
            yield pi, ei, e, gear.get(a["constructor_id"], 1)
            gear[a["constructor_id"]] = a["gear"]
        if e["type"] == "spinOut":
            gear[a["constructor_id"]] = 1


def shift_unpaid(src):
    doc = strip(load(src))
    for pi, ei, e, before in gears(doc):
        a = e["args"]
        if abs(a["gear"] - before) == 2 and a.get("n") == 1:
            a["n"] = 0
            a["heats"] = []
            cut_after(doc, pi, ei)  # at the reveal: the Heat left in the engine changes nothing else
            return doc, [("heat.gear.shift-unpaid", pi, None, SHIFT2 + " -- the 1 Heat of a shift from %d to %d removed" % (before, a["gear"]))]
    raise SystemExit("no paid two-gear shift in " + src)


def shift_too_far(src):
    doc = strip(load(src))
    for pi, ei, e, before in gears(doc):
        a = e["args"]
        if before == 1 and a["gear"] == 3 and a.get("n") == 1:
            a["gear"] = 4
            cut_after(doc, turn_end(doc, pi, a["constructor_id"]))
            return doc, [("heat.gear.shift-too-far", pi, None, "Shift Gears: 'shift it one gear up or down from that position' -- gear 1 to 4 (3 positions)"),
                         ("heat.cards.count", pi, "heat.cards.count", "Play Cards: 'Your current gear determines exactly how many cards you play' -- 3 cards in gear 4, the same change")]
    raise SystemExit("no 1->3 shift in " + src)


def heat_short(src):
    doc = strip(load(src))
    for pi, ei, e, before in gears(doc):
        a = e["args"]
        if abs(a["gear"] - before) == 2 and a.get("n") == 1:
            a["n"] = 9
            cut_after(doc, turn_end(doc, pi, a["constructor_id"]))
            return doc, [("heat.gear.heat-short", pi, None, "Shifting up/down 2 positions: 'you have to pay 1 Heat immediately' -- the shift claims 9 Heat paid, more than the engine holds")]
    raise SystemExit("no paid two-gear shift in " + src)


def reveal_with_zero(doc, min_gear=1, max_gear=4):
    for pi, ei, e, before in gears(doc):
        a = e["args"]
        cs = cards_of(a["cards"])
        zero = [c for c in cs if c.get("speed") == 0 and c.get("effect") == "starting_upgrade"]
        if zero and max_gear >= a["gear"] >= min_gear and abs(a["gear"] - before) < 2 and not a.get("n"):
            return pi, ei, e, zero[0]
    raise SystemExit("no reveal with the 0 card")


def cards_count(src):
    doc = strip(load(src))
    pi, ei, e, zero = reveal_with_zero(doc, 3)
    a = e["args"]
    set_cards(a, "cards", [c for c in cards_of(a["cards"]) if c["id"] != zero["id"]])
    cut_after(doc, turn_end(doc, pi, a["constructor_id"]))
    return doc, [("heat.cards.count", pi, "heat.cards.count", "Play Cards: 'Your current gear determines exactly how many cards you play from your hand' -- the 0 card taken out of a gear-%d play" % a["gear"])]


def hand_at(doc, pi0, cid):
    """Card objects in car cid's hand just before packet pi0 (from the private draws)."""
    hand = {}
    for pi, ei, e in events(doc):
        if pi >= pi0:
            break
        a = e.get("args") or {}
        if a.get("constructor_id") != cid and e["type"] != "startRace":
            continue
        t = e["type"]
        if t == "pDraw":
            for c in cards_of(a.get("cards")):
                hand[c["id"]] = c
        elif t in ("reveal", "discard", "cooldown"):
            for c in cards_of(a.get("cards")):
                hand.pop(c["id"], None)
    return hand


def cards_heat(src):
    doc = strip(load(src))
    for pi, ei, e, before in gears(doc):
        a = e["args"]
        cs = cards_of(a["cards"])
        zero = [c for c in cs if c.get("speed") == 0 and c.get("effect") == "starting_upgrade"]
        if not zero or abs(a["gear"] - before) >= 2:
            continue
        heat = [c for c in hand_at(doc, pi, a["constructor_id"]).values() if c["effect"] == "heat"]
        if not heat:
            continue
        h = dict(heat[0], location=zero[0]["location"])
        set_cards(a, "cards", [h if c["id"] == zero[0]["id"] else c for c in cs])
        cut_after(doc, pi, ei)  # at the reveal: the log clears the 0 card later, not this one
        return doc, [("heat.cards.heat", pi, None, "Play Cards: 'In this step you can play all types of cards except for Heat cards' -- a Heat card from the hand played in place of the 0 card (same speed)")]
    raise SystemExit("no site for a heat card")


def move_speed(src):
    doc = strip(load(src))
    for pi, ei, e, before in gears(doc):
        a = e["args"]
        cs = cards_of(a["cards"])
        three = [c for c in cs if c.get("effect") == "speed" and c.get("speed") == 3]
        if three and not any(x.get("effect") == "stress" for x in cs):
            three[0]["speed"] = 2
            cut_after(doc, turn_end(doc, pi, a["constructor_id"]))
            mv = next(qi for qi, _, f in events(doc) if qi >= pi and f["type"] == "moveCar" and f["args"]["constructor_id"] == a["constructor_id"])
            return doc, [("heat.move.speed", mv, "heat.move.speed", "Reveal and Move: 'add all values together to determine your Speed' -- a played 3 is logged as a 2, the car still moves 1 more")]
    raise SystemExit("no 3 card")


def first_of_turn(doc, pi, ei, cid):
    """Whether the move at (pi, ei) is car cid's first move since its reveal."""
    last = None
    for qi, qj, e in events(doc):
        if (qi, qj) >= (pi, ei):
            break
        if (e.get("args") or {}).get("constructor_id") == cid and e["type"] in ("reveal", "moveCar"):
            last = e["type"]
    return last == "reveal"


def first_move(doc, pred, first=True):
    """The first move satisfying pred that is its car's last move of the turn (and its
    first, when first)."""
    for pi, ei, e in events(doc):
        if e["type"] == "moveCar" and pred(pi, ei, e) and (not first or first_of_turn(doc, pi, ei, e["args"]["constructor_id"])) and not later_in_turn(
                doc, pi, ei, e["args"]["constructor_id"], ("moveCar", "spinOut", "cryCauseNotEnoughHeatToPay")):
            return pi, ei, e
    raise SystemExit("no such move")


def circuit_of(doc):
    for _, _, e in events(doc):
        if e["type"] == "startRace":
            cells = e["args"]["cells"]
            cells = list(cells.values()) if isinstance(cells, dict) else cells
            for cid, c in CIRC.items():
                if all(x in c["startingCells"] for x in cells):
                    return cid


def move_distance(src):
    doc = strip(load(src))
    circ = circuit_of(doc)
    pi, ei, e = first_move(doc, lambda pi, ei, e: e["args"]["nForward"] == e["args"]["speed"] >= 3 and "Slip" not in e["log"]
                           and not corner_between(circ, e["args"]["cell"], 2) and pi > 10)
    a = e["args"]
    nxt = cell_ahead(circ, a["cell"], 1)
    a["path"].append(nxt)
    a["cell"] = nxt
    a["nForward"] += 1
    cut_after(doc, turn_end(doc, pi, a["constructor_id"]))
    return doc, [("heat.move.distance", pi, None, "Reveal and Move: 'Move your car forward by exactly that many Spaces on the track' -- one space more than the speed")]


def move_blocked(src):
    doc = strip(load(src))
    circ = circuit_of(doc)
    pi, ei, e = first_move(doc, lambda pi, ei, e: e["args"]["nForward"] == e["args"]["speed"] >= 3 and "Slip" not in e["log"]
                           and not corner_between(circ, e["args"]["path"][-2], 2) and pi > 10)
    a = e["args"]
    a["path"].pop()
    a["cell"] = a["path"][-1]
    a["nForward"] -= 1
    a["totalSpeed"] = a["totalSpeed"]
    cut_after(doc, turn_end(doc, pi, a["constructor_id"]))
    return doc, [("heat.move.blocked", pi, "heat.move.pass", "Reveal and Move: 'Cars never prevent you from passing through them' -- stopped one space short of its speed, nothing in the way")]


def insert_after(doc, pi, ei, ev):
    doc["data"]["logs"][pi]["data"].insert(ei + 1, ev)


def slip_event(circ, cid, name, cell, k, total):
    path = [cell]
    for i in range(1, k + 1):
        path.append(cell_ahead(circ, cell, i))
    return {"uid": "inserted", "type": "moveCar",
            "log": "Slipstream: ${constructor_name} moves their car ${nForward} spaces forward",
            "args": {"cell": path[-1], "speed": k, "nForward": k, "distanceToCorner": 0, "path": path,
                     "slot": None, "totalSpeed": total, "constructor_name": name, "constructor_id": cid,
                     "preserve": ["path", "slot", "constructor_id"]}}


def positions(doc, upto):
    """cid -> cell after packet upto."""
    cell = {}
    for pi, ei, e in events(doc):
        if pi > upto:
            break
        a = e.get("args") or {}
        if e["type"] == "startRace":
            cs = a["cells"]
            cell = {int(k): v for k, v in cs.items()} if isinstance(cs, dict) else dict(zip(a["constructor_ids"], cs))
        if e["type"] in ("moveCar", "spinOut") and "cell" in a:
            cell[a["constructor_id"]] = a["cell"]
    return cell


def lone(circ, doc, pi, cid, cell):
    """No other car within 3 spaces ahead or beside."""
    c = CIRC[circ]
    L = c["derived"]["lapLength"]
    pos = {x["id"]: x["position"] for x in c["cells"]}
    for o, oc in positions(doc, pi).items():
        if o != cid and oc in pos and (pos[oc] - pos[cell]) % L <= 3:
            return False
    return True


def slip_no_car(src):
    doc = strip(load(src))
    circ = circuit_of(doc)
    pi, ei, e = first_move(doc, lambda pi, ei, e: "Slip" not in e["log"] and pi > 10 and e["args"]["nForward"] > 0
                           and not corner_between(circ, e["args"]["cell"], 3)
                           and lone(circ, doc, pi, e["args"]["constructor_id"], e["args"]["cell"]))
    a = e["args"]
    insert_after(doc, pi, ei, slip_event(circ, a["constructor_id"], a["constructor_name"], a["cell"], 2, a["totalSpeed"]))
    cut_after(doc, turn_end(doc, pi, a["constructor_id"]))
    return doc, [("heat.slip.no-car", pi, "heat.slip.when", "Slipstream: 'Only applies if you are next to or behind another car at this point' -- a slipstream inserted where no car is beside or ahead")]


def slip_twice(src):
    doc = strip(load(src))
    circ = circuit_of(doc)
    pi, ei, e = first_move(doc, lambda pi, ei, e: "Slip" in e["log"] and not corner_between(circ, e["args"]["cell"], 3), first=False)
    a = e["args"]
    insert_after(doc, pi, ei, slip_event(circ, a["constructor_id"], a["constructor_name"], a["cell"], 2, a["totalSpeed"]))
    cut_after(doc, turn_end(doc, pi, a["constructor_id"]))
    return doc, [("heat.slip.twice", pi, None, "Slipstream: 'You can only Slipstream once per turn' -- a second slipstream right after the first")]


def slip_distance(src):
    doc = strip(load(src))
    circ = circuit_of(doc)
    pi, ei, e = first_move(doc, lambda pi, ei, e: "Slip" in e["log"] and e["args"]["nForward"] == 2 and not corner_between(circ, e["args"]["cell"], 2), first=False)
    a = e["args"]
    nxt = cell_ahead(circ, a["cell"], 1)
    a["path"].append(nxt)
    a["cell"] = nxt
    a["nForward"] = a["speed"] = 3
    cut_after(doc, turn_end(doc, pi, a["constructor_id"]))
    return doc, [("heat.slip.distance", pi, "heat.slip.distance", "Slipstream: 'If you choose to Slipstream, you move 2 Spaces forward' -- 3 spaces, no slipstream upgrade in play")]


def slip_finish(src):
    doc = strip(load(src))
    circ = circuit_of(doc)
    # the last move of the first car to finish: the move that crossed the line
    fin = next((pi, e) for pi, ei, e in events(doc) if e["type"] == "finishTurn" and "finishes" in e["log"])
    cid = fin[1]["args"]["constructor_id"]
    last = None
    for pi, ei, e in events(doc):
        if pi > fin[0]:
            break
        if e["type"] == "moveCar" and e["args"]["constructor_id"] == cid:
            last = (pi, ei, e)
    pi, ei, e = last
    a = e["args"]
    insert_after(doc, pi, ei, slip_event(circ, cid, a["constructor_name"], a["cell"], 2, a["totalSpeed"]))
    cut_after(doc, turn_end(doc, pi, cid))
    return doc, [("heat.slip.finish", pi, None, "How to Win: 'Slipstreaming can never be used to cross the finish line nor after having crossed the finish line' -- a slipstream after the move that finished the race"),
                 ("heat.slip.no-car", pi, "heat.slip.when", "Slipstream: 'Only applies if you are next to or behind another car' -- the same inserted slipstream has no car beside or ahead")]


def adrenaline_leader(src):
    doc = strip(load(src))
    order = None
    for pi, ei, e in events(doc):
        a = e.get("args") or {}
        if e["type"] in ("startRace", "updateTurnOrder"):
            order = a["constructor_ids"]
            names = a["constructors_names"]["args"]
        if e["type"] == "gainAdrenaline" and order and a["constructor_id"] == order[-1] and pi > 10:
            lead = order[0]
            name = [v for k, v in names.items() if k.startswith("constructor_name") and names["constructor_id" + k[16:]] == lead][0]
            a["constructor_id"] = lead
            a["constructor_name"] = name
            cut_after(doc, pi, ei)
            return doc, [("heat.adrenaline.not-last", pi, "heat.adrenaline.last", "Adrenaline: 'Adrenaline helps the last car to move each round' -- the adrenaline of the last car given to the leader, %s" % name)]
    raise SystemExit("no adrenaline")


def corner_pay(src):
    doc = strip(load(src))
    for pi, ei, e in events(doc):
        a = e.get("args") or {}
        if e["type"] == "payHeats" and "corner" in a and a["n"] >= 2:
            a["n"] -= 1
            set_cards(a, "cards", cards_of(a["cards"])[1:])
            cut_after(doc, turn_end(doc, pi, a["constructor_id"]))
            return doc, [("heat.corner.pay", pi, "heat.corner.pay", "Check Corner: 'you pay Heat equal to the difference between your total Speed and the Speed Limit' -- one Heat less paid at speed %d, limit %d" % (a["speed"], a["limit"]))]
    raise SystemExit("no corner payment")


def corner_unpaid(src):
    doc = strip(load(src))
    for pi, ei, e in events(doc):
        a = e.get("args") or {}
        if e["type"] == "payHeats" and "corner" in a and a["n"] >= 1:
            del doc["data"]["logs"][pi]["data"][ei]
            end = turn_end(doc, pi, a["constructor_id"])
            cut_after(doc, end)
            return doc, [("heat.corner.unpaid", end, None, "Check Corner: 'you must now check if your total Speed for the round exceeds the Speed Limit of that corner' -- the payment for the corner at space %d deleted; found when the turn ends" % a["corner"])]
    raise SystemExit("no corner payment")


def spin_missing(src):
    doc = strip(load(src))
    for pi, ei, e in events(doc):
        a = e.get("args") or {}
        if e["type"] == "spinOut" and pi > 5:
            del doc["data"]["logs"][pi]["data"][ei]
            end = turn_end(doc, pi, a["constructor_id"])
            cut_after(doc, end)
            return doc, [("heat.spin.missing", end, "heat.spin.out", "Spin Out: 'you pay all the Heat you have and immediately spin out' -- the spin-out at the corner at space %d deleted (speed %d, limit %d, %d Heat in the engine); found when the turn ends" % (a["corner"], a["speed"], a["limit"], a["n"]))]
    raise SystemExit("no spin-out")


def spin_heat(src):
    doc = strip(load(src))
    for pi, ei, e in events(doc):
        a = e.get("args") or {}
        if e["type"] == "spinOut" and a["n"] >= 2:
            a["n"] -= 1
            set_cards(a, "cards", cards_of(a["cards"])[1:])
            cut_after(doc, turn_end(doc, pi, a["constructor_id"]))
            return doc, [("heat.spin.heat", pi, None, "Spin Out: 'you pay all the Heat you have and immediately spin out' -- one Heat kept back in the engine")]
    raise SystemExit("no spin-out with 2 heat")


def spin_stress(src):
    doc = strip(load(src))
    for pi, ei, e in events(doc):
        a = e.get("args") or {}
        if e["type"] == "spinOut" and a.get("m") == 1:
            a["m"] = 2
            cut_after(doc, turn_end(doc, pi, a["constructor_id"]))
            return doc, [("heat.spin.stress", pi, None, "Spin Out: 'Take 1 extra Stress card into your hand if you are in 1st/2nd gear, or 2 extra Stress cards if you are in 3rd/4th gear' -- 2 Stress logged in gear 1-2")]
    raise SystemExit("no spin-out")


def spin_back(src):
    doc = strip(load(src))
    circ = circuit_of(doc)
    for pi, ei, e in events(doc):
        a = e.get("args") or {}
        if e["type"] == "spinOut" and pi > 5:
            back = cell_ahead(circ, a["cell"], -1)
            a["cell"] = back
            cut_after(doc, turn_end(doc, pi, a["constructor_id"]))
            return doc, [("heat.spin.back", pi, None, "Spin Out: 'Move the car back to the first available Space before the Corner Line that caused the spin out' -- put back one space further than the first free one")]
    raise SystemExit("no spin-out")


def discard_heat(src):
    doc = strip(load(src))
    for pi, ei, e in events(doc):
        a = e.get("args") or {}
        if e["type"] == "discard" and pi > 5 and "reduce" not in e["log"]:
            heat = [c for c in hand_at(doc, pi, a["constructor_id"]).values() if c["effect"] == "heat"]
            if not heat:
                continue
            h = dict(heat[0], location=cards_of(a["cards"])[0]["location"])
            set_cards(a, "cards", cards_of(a["cards"]) + [h])
            a["n"] += 1
            cut_after(doc, pi, ei)
            return doc, [("heat.discard.forbidden", pi, "heat.heat.never", "Heat Cards: 'Heat cards can never be discarded or played from your hand' -- a Heat card from the hand added to a discard")]
    raise SystemExit("no discard")


def replenish(src):
    doc = strip(load(src))
    for pi, ei, e in events(doc):
        a = e.get("args") or {}
        if e["type"] == "pDraw" and pi > 10 and len(cards_of(a["cards"])) >= 2 and a.get("deckCount", 0) > 3:
            set_cards(a, "cards", cards_of(a["cards"])[1:])
            cut_after(doc, pi)
            return doc, [("heat.hand.replenish", pi, None, "Replenish Hand: 'Draw back up to 7 cards' -- one card fewer drawn, the deck not empty")]
    raise SystemExit("no draw")


def boost_twice(src):
    doc = strip(load(src))
    for pi, ei, e in events(doc):
        if e["type"] == "payHeats" and "[+]" in e["log"]:
            insert_after(doc, pi, ei, copy.deepcopy(e))
            cut_after(doc, turn_end(doc, pi, e["args"]["constructor_id"]))
            return doc, [("heat.boost.twice", pi, None, "Boost: 'you may pay 1 Heat to boost once per turn' -- the boost logged twice")]
    raise SystemExit("no boost")


def boost_no_heat(src):
    doc = strip(load(src))
    for pi, ei, e in events(doc):
        a = e.get("args") or {}
        if e["type"] == "payHeats" and "[+]" in e["log"] and pi > 5:
            heat = [c for c in hand_at(doc, pi, a["constructor_id"]).values() if c["effect"] == "heat"]
            if not heat:
                continue
            set_cards(a, "cards", [dict(heat[0], location="engine-%d" % a["constructor_id"])])
            cut_after(doc, turn_end(doc, pi, a["constructor_id"]))
            return doc, [("heat.boost.no-heat", pi, None, "Paying Heat: 'If you do not have a Heat card available, you cannot choose to Boost' -- the boost paid with a Heat card from the hand, not the engine")]
    raise SystemExit("no boost")


def cooldown_gear(src):
    doc = strip(load(src))
    for pi, ei, e in events(doc):
        a = e.get("args") or {}
        if e["type"] == "gainGearCooldown" and a.get("cooldown") == 1 and pi > 5:
            a["cooldown"] = 3
            cut_after(doc, pi, ei)
            return doc, [("heat.cooldown.gear", pi, None, "Cooldown: 'driving in 1st gear (Cooldown 3) and 2nd gear (Cooldown 1)' -- cooldown 3 granted in 2nd gear")]
    raise SystemExit("no gear cooldown")


def cooldown_many(src):
    doc = strip(load(src))
    gearcool = {}
    adren = set()
    for pi, ei, e in events(doc):
        a = e.get("args") or {}
        t = e["type"]
        if t == "reveal":
            gearcool[a["constructor_id"]] = 0
            adren.discard(a["constructor_id"])
        if t == "gainGearCooldown":
            gearcool[a["constructor_id"]] = a["cooldown"]
        if t == "gainAdrenaline":
            adren.add(a["constructor_id"])
        if t == "cooldown" and a["constructor_id"] not in adren and a["n"] == gearcool.get(a["constructor_id"]) and pi > 5:
            cooled = {c["id"] for c in cards_of(a["cards"])}
            heat = [c for c in hand_at(doc, pi, a["constructor_id"]).values() if c["effect"] == "heat" and c["id"] not in cooled]
            if not heat:
                continue
            set_cards(a, "cards", cards_of(a["cards"]) + [heat[0]])
            a["n"] += 1
            cut_after(doc, pi, ei)
            return doc, [("heat.cooldown.too-many", pi, None, "Cooldown: 'The number in the Cooldown symbol indicates how many Heat you can move in this way' -- one Heat more cooled than the gear gives")]
    raise SystemExit("no cooldown")


def finish_order(src):
    doc = strip(load(src))
    fins = [(pi, e) for pi, ei, e in events(doc) if e["type"] == "finishRace"]
    (p1, e1), (p2, e2) = fins[0], fins[1]
    e1["args"]["pos"], e2["args"]["pos"] = e2["args"]["pos"], e1["args"]["pos"]
    return doc, [("heat.finish.order", p1, "heat.finish.hall", "How to Win: 'all the cars that crossed the finish line are removed from the track and placed in order' -- the first car over the line is given position 2"),
                 ("heat.finish.order", p2, "heat.finish.hall", "and the car that finished rounds later is given position 1")]


def finish_laps(src):
    doc = strip(load(src))
    for pi, ei, e in events(doc):
        a = e.get("args") or {}
        if e["type"] == "updateTurnOrder" and pi > 40:
            cid = a["constructor_ids"][0]
            names = a["constructors_names"]["args"]
            name = [v for k, v in names.items() if k.startswith("constructor_name") and names["constructor_id" + k[16:]] == cid][0]
            doc["data"]["logs"][pi]["data"].insert(ei, {"uid": "inserted", "type": "finishRace",
                "log": "${constructor_name} finishes the race at position ${pos}",
                "args": {"pos": 1, "canLeave": False, "constructor_name": name, "constructor_id": cid, "preserve": ["constructor_id"]}})
            cut_after(doc, pi, ei)
            return doc, [("heat.finish.laps", pi, None, "How to Win: 'by being the first player to cross the finish line after the number of laps indicated' -- the leader declared finished in its first lap")]
    raise SystemExit("no round")


def flooded(src, shift, paid):
    doc = strip(load(src))
    circ = circuit_of(doc)
    fl = set(CIRC[circ].get("floodedSpaces") or [])
    cell = {}
    gear = {}
    for pi, ei, e in events(doc):
        a = e.get("args") or {}
        t = e["type"]
        if t == "startRace":
            cs = a["cells"]
            cell = {int(k): v for k, v in cs.items()} if isinstance(cs, dict) else dict(zip(a["constructor_ids"], cs))
        if t in ("moveCar", "spinOut") and "cell" in a:
            cell[a["constructor_id"]] = a["cell"]
        if t == "spinOut":
            gear[a["constructor_id"]] = 1
        if t == "reveal":
            cid = a["constructor_id"]
            before = gear.get(cid, 1)
            gear[cid] = a["gear"]
            if cell.get(cid) in fl and before - a["gear"] == shift and a.get("n") == paid:
                a["n"] = paid - 1
                a["heats"] = cards_of(a.get("heats"))[1:]
                cut_after(doc, pi, ei)  # at the reveal: the Heat left in the engine changes nothing else
                return doc, pi, before, a["gear"], cell[cid]
    raise SystemExit("no flooded shift down by %d in %s" % (shift, src))


def rain_flooded(src):
    doc, pi, b, g, c = flooded(src, 1, 1)
    return doc, [("heat.rain.flooded", pi, "heat.rain.flooded-main", "Heavy Rain Expansion: 'Shifting down a gear in Step 1 costs 1 extra Heat' -- gear %d to %d on flooded cell %d, the 1 Heat removed" % (b, g, c))]


def champ_cut(src, change):
    """The championship's first packet (grid, names, the first upgrades: their
    ${constructor_name} template tells the game) and its last packets (the final
    endOfRace with every race's points, and the end of game)."""
    doc = strip(load(src))
    logs = doc["data"]["logs"]
    last_end = max(pi for pi, ei, e in events(doc) if e["type"] == "endOfRace")
    first = min(pi for pi, ei, e in events(doc) if e["type"] == "startRace")
    keep = [logs[first]] + logs[last_end:]
    keep[0]["data"] = [e for e in keep[0]["data"] if e["type"] in ("newChampionshipRace", "startRace", "chooseUpgrade")]
    keep[1]["data"] = [e for e in keep[1]["data"] if e["type"] in ("endOfRace", "gameStateChange")]
    doc["data"]["logs"] = keep
    exp = []
    if change:
        end = [e for e in keep[1]["data"] if e["type"] == "endOfRace"][0]["args"]
        res = [e for p in keep for e in p["data"] if e["type"] == "gameStateChange"][0]["args"]["args"]["result"]
        r0 = max(res, key=lambda x: x["rank"])  # the last: its rank stays right
        cid = int(r0["player"]) - int(min(x["player"] for x in res))
        last = end["scores"][-1][cid]
        r0["score"] = str(int(r0["score"]) - last)
        rpi = next(pi for pi, p in enumerate(keep) for e in p["data"] if e["type"] == "gameStateChange")
        exp = [("heat.champ.total", rpi, None, "Championship: the final score must be the sum of the races' points -- %s's score lacks the last race's %d points" % (r0["name"], last))]
    return doc, exp


def champ_total(src):
    return champ_cut(src, True)


def champ_upgrade(src):
    doc = strip(load(src))
    for pi, ei, e in events(doc):
        if e["type"] == "chooseUpgrade":
            dup = copy.deepcopy(e)
            insert_after(doc, pi, ei, dup)
            cut_after(doc, pi)
            return doc, [("heat.champ.upgrade", pi, None, "Championship Mode: 'you will get one new garage upgrade per race' -- the same player takes a second upgrade for the first race")]
    raise SystemExit("no upgrade")


def cards_count_low(src):
    doc = strip(load(src))
    pi, ei, e, zero = reveal_with_zero(doc, 2, 2)
    a = e["args"]
    set_cards(a, "cards", [c for c in cards_of(a["cards"]) if c["id"] != zero["id"]])
    cut_after(doc, pi, ei)
    return doc, [("heat.cards.count", pi, "heat.cards.per-gear", "Play Cards: '1st gear means you must play 1 card, 2nd gear is 2 cards' -- the 0 card taken out of a gear-2 play")]


def cards_value(src, typ, speed, rule, why):
    doc = strip(load(src))
    for pi, ei, e, before in gears(doc):
        for c in cards_of(e["args"]["cards"]):
            if c.get("type") == typ:
                c["speed"] = speed
                cut_after(doc, pi, ei)
                return doc, [("heat.cards.value", pi, rule, why)]
    raise SystemExit("no card of type %d" % typ)


def cards_zero(src):
    return cards_value(src, 100, 1, "heat.cards.zero", "Basic Upgrade Cards: '0: Zero speed movement card' -- the 0 card played as a 1")


def cards_five(src):
    return cards_value(src, 105, 4, "heat.cards.five", "Basic Upgrade Cards: '5: 5 speed movement card' -- the 5 card played as a 4")


def resolve_site(doc, pred=lambda pi, ei, e: True):
    for pi, ei, e in events(doc):
        a = e.get("args") or {}
        if e["type"] == "resolveBoost" and isinstance(a.get("card"), dict) and a["card"].get("effect") == "speed" and pi > 5 and pred(pi, ei, e):
            return pi, ei, e
    raise SystemExit("no resolution")


def plus_speed(src):
    doc = strip(load(src))
    pi, ei, e = resolve_site(doc, lambda pi, ei, e: e["args"]["card"]["speed"] >= 2)
    a = e["args"]
    a["card"]["speed"] -= 1
    mv = next(qi for qi, _, f in events(doc) if qi >= pi and f["type"] == "moveCar" and f["args"]["constructor_id"] == a["constructor_id"])
    cut_after(doc, mv)
    return doc, [("heat.move.speed", mv, "heat.move.plus", "Reveal and Move: 'You also add values from Upgrades (see below) and Stress cards' -- the card a + symbol turned up logged one lower, the car moves the old total")]


def plus_kind(src, effect, rule, why):
    doc = strip(load(src))
    pi, ei, e = resolve_site(doc)
    e["args"]["card"]["effect"] = effect
    cut_after(doc, pi, ei)
    return doc, [("heat.plus.not-basic", pi, rule, why)]


def plus_stress(src):
    return plus_kind(src, "stress", "heat.plus.basic", "+ Symbol: 'If it is a Basic card (Speed symbol), add it to your Play Area' -- a + symbol kept a Stress card")


def plus_upgrade(src):
    return plus_kind(src, "advanced_upgrade", "heat.plus.upgrade", "Upgrade Cards: 'All Upgrade Cards are discarded when resolving a + symbol' -- a + symbol kept an upgrade card")


def plus_range(src):
    doc = strip(load(src))
    pi, ei, e = resolve_site(doc)
    e["args"]["card"]["speed"] = 5
    cut_after(doc, pi, ei)
    return doc, [("heat.plus.range", pi, None, "+ Symbol: 'you will add an unknown value between 1 and 4 to your Speed' -- a + symbol resolved to 5")]


def plus_skipped(src):
    doc = strip(load(src))
    pi, ei, e = resolve_site(doc)
    a = e["args"]
    extra = dict(a["card"], id=a["card"]["id"] + 1000)
    set_cards(a, "cards", cards_of(a.get("cards")) + [extra])
    cut_after(doc, pi, ei)
    return doc, [("heat.plus.skipped", pi, None, "+ Symbol: 'keep flipping until you find a Basic card' -- a Basic card listed among the cards discarded before the kept one")]


def move_blocked_boost(src):
    doc = strip(load(src))
    circ = circuit_of(doc)
    boosted = set()
    for pi, ei, e in events(doc):
        a = e.get("args") or {}
        if e["type"] == "payHeats" and "[+]" in e["log"]:
            boosted.add((a["constructor_id"], pi))
        if e["type"] == "moveCar" and any(c == a["constructor_id"] and q in (pi, pi - 1, pi - 2) for c, q in boosted) \
                and a["nForward"] == a["speed"] >= 2 and "Slip" not in e["log"] and not corner_between(circ, a["path"][-2], 2) \
                and not later_in_turn(doc, pi, ei, a["constructor_id"], ("moveCar", "spinOut", "cryCauseNotEnoughHeatToPay")):
            a["path"].pop()
            a["cell"] = a["path"][-1]
            a["nForward"] -= 1
            cut_after(doc, turn_end(doc, pi, a["constructor_id"]))
            return doc, [("heat.move.blocked", pi, "heat.boost.blocked", "Boost: 'Move your car accordingly, you may still be blocked' -- the boost's move stops one space short with nothing in the way")]
    raise SystemExit("no boost move")


def adrenaline_event(cid, name):
    return {"uid": "inserted", "type": "adrenaline",
            "log": "${constructor_name} uses adrenaline's effect to increase their speed by 1",
            "args": {"constructor_name": name, "constructor_id": cid, "preserve": ["constructor_id"]}}


def last_move_of(doc, cid, pred):
    for pi, ei, e in events(doc):
        a = e.get("args") or {}
        if e["type"] == "moveCar" and a["constructor_id"] == cid and pred(pi, ei, e) and not later_in_turn(
                doc, pi, ei, cid, ("moveCar", "spinOut", "cryCauseNotEnoughHeatToPay", "adrenaline")):
            return pi, ei, e
    raise SystemExit("no move")


def adrenaline_kinds(doc):
    """Yields (pi, ei, move event, kind) for each car's last move of a turn: kind is
    'never' (no adrenaline yet this race), 'earlier' (had it in an earlier round, not now),
    'now' (has it this turn, used its +1 already)."""
    had = set()
    now = set()
    used = set()
    for pi, ei, e in events(doc):
        a = e.get("args") or {}
        t = e["type"]
        cid = a.get("constructor_id")
        if t == "reveal":
            now.discard(cid)
            used.discard(cid)
        if t == "gainAdrenaline":
            had.add(cid)
            now.add(cid)
        if t == "adrenaline":
            used.add(cid)
        if t == "moveCar" and "Slip" not in e["log"] and not later_in_turn(
                doc, pi, ei, cid, ("moveCar", "spinOut", "cryCauseNotEnoughHeatToPay", "adrenaline")):
            kind = "now" if cid in used else ("earlier" if cid in had and cid not in now else ("never" if cid not in had else None))
            if kind:
                yield pi, ei, e, kind


def adrenaline_insert(src, kind, rule, why):
    doc = strip(load(src))
    for pi, ei, e, k in adrenaline_kinds(doc):
        if k == kind and pi > 5:
            a = e["args"]
            insert_after(doc, pi, ei, adrenaline_event(a["constructor_id"], a["constructor_name"]))
            cut_after(doc, pi, ei + 1)
            return doc, [("heat.adrenaline.unearned", pi, rule, why)]
    raise SystemExit("no site for " + kind)


def adrenaline_never(src):
    return adrenaline_insert(src, "never", "heat.adrenaline.may", "Adrenaline: 'Players with Adrenaline may move 1 extra Space' -- the +1 used by a car that never had adrenaline")


def adrenaline_saved(src):
    return adrenaline_insert(src, "earlier", "heat.adrenaline.save", "Adrenaline: 'Adrenaline cannot be saved for future rounds' -- the +1 used in a round without adrenaline by a car that had it before")


def adrenaline_twice(src):
    return adrenaline_insert(src, "now", "heat.adrenaline.use", "React > Adrenaline: 'May use your +1 Speed and/or 1 extra Cooldown' -- the +1 used a second time in one turn")


def crossed_corners(circ, path):
    c = CIRC[circ]
    pos = {x["id"]: x["position"] for x in c["cells"]}
    L = c["derived"]["lapLength"]
    out = []
    for x, y in zip(path, path[1:]):
        for corner in c["corners"]:
            if pos[x] == corner["position"] and pos[y] == corner["position"] % L + 1:
                out.append(corner)
    return out


def corner_free(src):
    doc = strip(load(src))
    circ = circuit_of(doc)
    tokens = any(e["type"] == "setWeather" for _, _, e in events(doc))
    for pi, ei, e in events(doc):
        a = e.get("args") or {}
        if e["type"] != "moveCar" or "Slip" in e["log"] or pi < 5 or tokens:
            continue
        cs = crossed_corners(circ, a["path"])
        if len(cs) == 1 and a["totalSpeed"] < cs[0]["speed"] and not later_in_turn(
                doc, pi, ei, a["constructor_id"], ("moveCar", "spinOut", "payHeats", "cryCauseNotEnoughHeatToPay", "adrenaline", "accelerate")):
            k = cs[0]
            insert_after(doc, pi, ei, {"uid": "inserted", "type": "payHeats",
                "log": "${constructor_name} pays ${n} heat(s) for crossing a corner at speed ${speed} instead of ${limit}",
                "args": {"n": 1, "cards": [], "speed": a["totalSpeed"], "limit": k["speed"], "corner": k["position"],
                         "constructor_name": a["constructor_name"], "constructor_id": a["constructor_id"], "preserve": ["constructor_id", "cards"]}})
            cut_after(doc, pi, ei + 1)
            return doc, [("heat.corner.pay", pi, "heat.corner.ok", "Check Corner: 'If your total Speed for the round is equal to or lower than the Speed Limit, nothing happens' -- 1 Heat paid at speed %d for a limit of %d" % (a["totalSpeed"], k["speed"]))]
    raise SystemExit("no corner crossed under the limit")


def corner_boost(src):
    doc = strip(load(src))
    boost = {}
    for pi, ei, e in events(doc):
        a = e.get("args") or {}
        t = e["type"]
        cid = a.get("constructor_id")
        if t == "reveal":
            boost.pop(cid, None)
        if t == "payHeats" and "[+]" in e["log"]:
            boost[cid] = "pending"
        if t == "resolveBoost" and boost.get(cid) == "pending" and isinstance(a.get("card"), dict):
            boost[cid] = a["card"].get("speed", 0)
        if t == "payHeats" and "corner" in a and isinstance(boost.get(cid), int) and a["n"] > boost[cid] > 0:
            a["n"] -= boost[cid]
            set_cards(a, "cards", cards_of(a["cards"])[boost[cid]:])
            cut_after(doc, pi, ei)
            return doc, [("heat.corner.pay", pi, "heat.corner.plus", "Boost: '+ symbols always increase your Speed value for the purpose of the Check Corner step' -- the corner paid as if the boost's %d did not count" % boost[cid])]
    raise SystemExit("no corner paid after a boost")


def corner_slip(src):
    doc = strip(load(src))
    slip = set()
    for pi, ei, e in events(doc):
        a = e.get("args") or {}
        t = e["type"]
        cid = a.get("constructor_id")
        if t == "reveal":
            slip.discard(cid)
        if t == "moveCar" and "Slip" in e["log"]:
            slip.add(cid)
        if t == "payHeats" and "corner" in a and cid in slip:
            a["n"] += 2
            cut_after(doc, pi, ei)
            return doc, [("heat.corner.pay", pi, "heat.slip.corner", "Slipstream: 'Slipstreaming does NOT increase your Speed value for the purpose of the Check Corner step' -- the corner charged 2 more, the slipstream's spaces")]
    raise SystemExit("no corner paid after a slipstream")


def spin_paid(src):
    doc = strip(load(src))
    for pi, ei, e in events(doc):
        a = e.get("args") or {}
        if e["type"] == "spinOut" and pi > 5:
            cost = a["speed"] - a["limit"]
            doc["data"]["logs"][pi]["data"][ei] = {"uid": e["uid"], "type": "payHeats",
                "log": "${constructor_name} pays ${n} heat(s) for crossing a corner at speed ${speed} instead of ${limit}",
                "args": {"n": cost, "cards": a["cards"], "speed": a["speed"], "limit": a["limit"], "corner": a["corner"],
                         "constructor_name": a["constructor_name"], "constructor_id": a["constructor_id"], "preserve": ["constructor_id", "cards"]}}
            cut_after(doc, pi, ei)
            return doc, [("heat.spin.missing", pi, "heat.pay.spin", "Paying Heat: 'If you went through a corner exceeding the Speed Limit and do not have enough Heat to pay, you spin out' -- the spin-out (%d owed, %d in the engine) logged as a payment" % (cost, a["n"]))]
    raise SystemExit("no spin-out")


def discard_stress(src):
    doc = strip(load(src))
    for pi, ei, e in events(doc):
        a = e.get("args") or {}
        if e["type"] == "discard" and pi > 5 and "reduce" not in e["log"]:
            st = [c for c in hand_at(doc, pi, a["constructor_id"]).values() if c["effect"] == "stress"]
            if not st:
                continue
            h = dict(st[0], location=cards_of(a["cards"])[0]["location"])
            set_cards(a, "cards", cards_of(a["cards"]) + [h])
            a["n"] += 1
            cut_after(doc, pi, ei)
            return doc, [("heat.discard.forbidden", pi, "heat.discard", "Discard: 'You can never choose to discard Stress or Heat cards' -- a Stress card from the hand added to a discard")]
    raise SystemExit("no discard")


def cooldown_not_hand(src):
    doc = strip(load(src))
    for pi, ei, e in events(doc):
        a = e.get("args") or {}
        if e["type"] == "cooldown" and pi > 5:
            other = [c for c in hand_at(doc, pi, a["constructor_id"]).values() if c["effect"] == "speed"]
            if not other:
                continue
            cs = cards_of(a["cards"])
            set_cards(a, "cards", [dict(other[0])] + cs[1:])
            cut_after(doc, pi, ei)
            return doc, [("heat.cooldown.not-hand", pi, None, "Cooldown: 'it allows you to take a Heat card from your hand and put it back in your Engine' -- a speed card cooled down instead of the Heat card")]
    raise SystemExit("no cooldown")


def play_left(src):
    doc = strip(load(src))
    for pi, ei, e in events(doc):
        a = e.get("args") or {}
        if e["type"] == "clearPlayedCards" and pi > 5 and len(a["cardIds"]) >= 2:
            a["cardIds"] = a["cardIds"][1:]
            cut_after(doc, pi, ei)
            return doc, [("heat.hand.play-left", pi, None, "Replenish Hand: 'Take all cards from your Play Area and put them onto your discard pile' -- one played card left out of the clearing")]
    raise SystemExit("no clearing")


def order_swap(src):
    doc = strip(load(src))
    circ = circuit_of(doc)
    for pi, ei, e in events(doc):
        a = e.get("args") or {}
        if e["type"] == "updateTurnOrder" and pi > 10:
            pos = positions(doc, pi)
            ids = a["constructor_ids"]
            c = CIRC[circ]
            L = c["derived"]["lapLength"]
            P = {x["id"]: x["position"] for x in c["cells"]}
            if len(ids) < 2 or P.get(pos.get(ids[0])) == P.get(pos.get(ids[1])):
                continue
            a["constructor_ids"] = [ids[1], ids[0]] + ids[2:]
            # the second reveal of the next round
            rv = [qi for qi, qj, f in events(doc) if qi > pi and f["type"] == "reveal"]
            cut_after(doc, rv[1])
            return doc, [("heat.order.turn", pi, "heat.order.front", "Playing a Round: 'starting with the frontmost car, closest to the Race Line, complete steps 3 through 9' -- the round's order announced with the two cars swapped"),
                         ("heat.order.sequence", rv[1], None, "Playing a Round: 'proceed back through the positions completing one car's turn at a time' -- the cars then play in the real order, against the announced one")]
    raise SystemExit("no order")


def spin_gear(src):
    doc = strip(load(src))
    spun = {}
    for pi, ei, e in events(doc):
        a = e.get("args") or {}
        t = e["type"]
        cid = a.get("constructor_id")
        if t == "spinOut":
            spun[cid] = True
        elif t == "reveal":
            if spun.pop(cid, False) and a["gear"] == 3 and a.get("n") == 1:
                a["n"] = 0
                a["heats"] = []
                cut_after(doc, pi, ei)
                return doc, [("heat.spin.gear", pi, None, "Spin Out: 'Move your Gear pawn to 1st gear' -- after a spin-out the shift to gear 3 is made as if from the old gear, without the 1 Heat a shift from gear 1 costs")]
    raise SystemExit("no shift to 3 after a spin-out")


def flooded_site(doc, pred):
    circ = circuit_of(doc)
    fl = set(CIRC[circ].get("floodedSpaces") or [])
    cell = {}
    gear = {}
    for pi, ei, e in events(doc):
        a = e.get("args") or {}
        t = e["type"]
        if t == "startRace":
            cs = a["cells"]
            cell = {int(k): v for k, v in cs.items()} if isinstance(cs, dict) else dict(zip(a["constructor_ids"], cs))
        if t in ("moveCar", "spinOut") and "cell" in a:
            cell[a["constructor_id"]] = a["cell"]
        if t == "spinOut":
            gear[a["constructor_id"]] = 1
        if t == "reveal":
            cid = a["constructor_id"]
            before = gear.get(cid, 1)
            gear[cid] = a["gear"]
            if cell.get(cid) in fl and pred(before, a):
                return pi, ei, e, before, cell[cid]
    raise SystemExit("no site")


def rain_flooded2(src):
    doc = strip(load(src))
    pi, ei, e, before, cell = flooded_site(doc, lambda b, a: b >= 3 and a.get("n") == 0)
    a = e["args"]
    a["gear"] = before - 2
    a["n"] = 1
    cut_after(doc, pi, ei)
    return doc, [("heat.rain.flooded2", pi, None, "Gamehelpheatchampionship, Flooded Spaces: 'shifting down two gears will cost 2 Heat' -- the reveal now shifts from gear %d to %d on flooded cell %d paying 1 Heat" % (before, before - 2, cell)),
                 ("heat.cards.count", pi, "heat.cards.per-gear", "Play Cards: '1st gear means you must play 1 card, 2nd gear is 2 cards' -- the same reveal keeps its %d cards in gear %d" % (len(cards_of(a["cards"])), before - 2))]


def press_chicane(src):
    """The first packet of a championship (its first race's circuit data, grid and first
    upgrade choices, whose ${constructor_name} template tells the game)."""
    doc = strip(load(src))
    first = doc["data"]["logs"][0]
    first["data"] = [e for e in first["data"] if e["type"] in ("newChampionshipRace", "startRace", "chooseUpgrade")]
    doc["data"]["logs"] = [first]
    for e in first["data"]:
        if e["type"] == "newChampionshipRace":
            cd = e["args"]["circuitDatas"]
            corners = CIRC[cd["id"]]["corners"]
            for k, c in enumerate(corners):
                if c.get("chicane") is not None:
                    main = corners[c["chicane"]]["position"]
                    cd["pressCorners"] = [main] + [x for x in cd["pressCorners"] if x != c["position"]]
                    return doc, [("heat.press.chicane", 0, None, "Gamehelpheatchampionship, Chicanes: 'it will always be placed on the last Corner Line (when exiting the Chicane)' -- the race's press corner moved to the chicane's first line, space %d" % main)]
    raise SystemExit("no chicane")


def japan_stream(paid, champ=False, down_to=1):
    """A stream written for the page's Heavy Rain rule: on Japan, ann shifts 1->3 (1 Heat)
    and drives 7 spaces onto flooded space 7 (its race-line cell); next round she shifts
    down two gears, 3->1, from that flooded space: 2 Heat (1 for two positions, 1 for the
    flood).  Cells from circuits-facts.json."""
    c = CIRC["Japan"]
    lane = {(x["position"], x["lane"]): x["id"] for x in c["cells"]}

    def card(i, speed, loc, eff="speed", typ=None):
        return {"id": i, "location": loc, "type": typ or 100 + speed, "effect": eff, "speed": speed, "symbols": []}

    def heat(i, cid):
        return card(i, 0, "engine-%d" % cid, "heat", 111)
    names = {"log": "${constructor_name0}, ${constructor_name1}",
             "args": {"constructor_name0": "ann", "constructor_id0": 0, "constructor_name1": "bob", "constructor_id1": 1}}
    moves = [("newChampionshipRace", {"n": 1, "m": 1, "board": "Japan", "event": "", "nbrLaps": 2,
                                      "circuitDatas": {"id": "Japan", "pressCorners": []}})] if champ else []
    moves += [
        ("startRace", {"cells": {"0": 1003, "1": 987}, "constructor_ids": [0, 1], "constructors_names": names}),
        ("setupRace", {"counters": [{"engine": [heat(100 + i, 0) for i in range(7)]},
                                    {"engine": [heat(200 + i, 1) for i in range(7)]}]}),
        ("reveal", {"constructor_id": 0, "gear": 3, "n": 1, "heats": [heat(100, 0)],
                    "cards": [card(1, 2, "inplay-0"), card(2, 2, "inplay-0"), card(3, 3, "inplay-0")]}),
        ("moveCar", {"constructor_id": 0, "cell": lane[(7, race_lane("Japan", 7))], "speed": 7, "nForward": 7, "totalSpeed": 7,
                     "path": [1003] + [lane[(p, race_lane("Japan", 7))] for p in range(1, 8)]}),
        ("clearPlayedCards", {"constructor_id": 0, "cardIds": [1, 2, 3]}),
        ("reveal", {"constructor_id": 1, "gear": 1, "n": 0, "heats": [], "cards": [card(21, 1, "inplay-1")]}),
        ("moveCar", {"constructor_id": 1, "cell": lane[(1, race_lane("Japan", 1))], "speed": 1, "nForward": 1, "totalSpeed": 1,
                     "path": [987, lane[(1, race_lane("Japan", 1))]]}),
        ("clearPlayedCards", {"constructor_id": 1, "cardIds": [21]}),
        ("updateTurnOrder", {"constructor_ids": [0, 1]}),
        ("reveal", {"constructor_id": 0, "gear": down_to, "n": paid, "heats": [heat(101 + i, 0) for i in range(paid)],
                    "cards": [card(4 + i, 1, "inplay-0") for i in range(down_to)]}),
    ]
    head = {"stream": "gameaudit/1", "game": "heat", "date": "2024-05-01",
            "players": [{"id": "1", "name": "ann"}, {"id": "2", "name": "bob"}], "setup": {"circuit": "Japan"}}
    lines = [json.dumps(head)]
    for i, (act, args) in enumerate(moves):
        lines.append(json.dumps({"seq": i + 1, "player": None, "action": act, "args": args}))
    return "\n".join(lines) + "\n", len(lines)


def japan_race():
    """A one-lap race on Japan written from the page's rules (a championship race with
    nbrLaps 1 so that it ends soon): ann (lane 1) and bob (lane 2, one space behind) play
    gear 2 with a 2 and a 3 every round, 5 spaces; each pays speed - limit at every corner
    (Japan: 10 and 12 limit 4, the chicane; 18 limit 2; 45 limit 5; 53 limit 3), 7 Heat in
    all, Japan's 7 Heat cards.  Both cross the line in round 13, ann ahead.  Returns the
    list of (action, args)."""
    c = CIRC["Japan"]
    L = c["derived"]["lapLength"]
    cell = {(x["position"], x["lane"]): x["id"] for x in c["cells"]}
    names = {"log": "${constructor_name0}, ${constructor_name1}",
             "args": {"constructor_name0": "ann", "constructor_id0": 0, "constructor_name1": "bob", "constructor_id1": 1}}

    def heat(i, cid):
        return {"id": i, "location": "engine-%d" % cid, "type": 111, "effect": "heat", "speed": 0, "symbols": []}

    moves = [("newChampionshipRace", {"n": 1, "m": 1, "board": "Japan", "event": "", "nbrLaps": 1,
                                      "circuitDatas": {"id": "Japan", "pressCorners": []}}),
             ("startRace", {"cells": {"0": cell[(60, 1)], "1": cell[(59, 2)]}, "constructor_ids": [0, 1],
                            "constructors_names": names}),
             ("setupRace", {"counters": [{"engine": [heat(100 + i, 0) for i in range(7)]},
                                         {"engine": [heat(200 + i, 1) for i in range(7)]}]})]
    absn = {0: 0, 1: -1}
    lanes = {0: 1, 1: 2}
    engine = {0: [100 + i for i in range(7)], 1: [200 + i for i in range(7)]}
    cid_card = [1000]
    finished = []
    rnd = 0
    while len(finished) < 2:
        rnd += 1
        for cid in (0, 1):
            ids = []
            cards = []
            for sp in (2, 3):
                cid_card[0] += 1
                ids.append(cid_card[0])
                cards.append({"id": cid_card[0], "location": "inplay-%d" % cid, "type": 100 + sp,
                              "effect": "speed", "speed": sp, "symbols": []})
            moves.append(("reveal", {"constructor_id": cid, "gear": 2, "n": 0, "heats": [], "cards": cards}))
            a0 = absn[cid]
            a1 = a0 + 5
            other = [lanes[k] for k in absn if k != cid and absn[k] == a1]
            rl = race_lane("Japan", (a1 - 1) % L + 1)
            lane = rl if rl not in other else 3 - rl
            path = [cell[((a0 - 1) % L + 1, lanes[cid])]] + [cell[((a - 1) % L + 1, lane)] for a in range(a0 + 1, a1 + 1)]
            lanes[cid] = lane
            moves.append(("moveCar", {"constructor_id": cid, "cell": path[-1], "speed": 5, "nForward": 5,
                                      "totalSpeed": 5, "path": path}))
            for k in c["corners"]:
                line = k["position"]
                if a0 <= line < a1 and line < L:
                    n = 5 - k["speed"]
                    if n > 0:
                        paid = [heat(engine[cid].pop(0), cid) for _ in range(n)]
                        moves.append(("payHeats", {"constructor_id": cid, "n": n, "cards": paid, "speed": 5,
                                                   "limit": k["speed"], "corner": line}))
            moves.append(("clearPlayedCards", {"constructor_id": cid, "cardIds": ids}))
            absn[cid] = a1
            if a1 > L and cid not in finished:
                finished.append(cid)
        for pos, cid in enumerate(sorted(finished, key=lambda x: -absn[x])):
            pass
        if finished:
            for pos, cid in enumerate(sorted(finished, key=lambda x: -absn[x])):
                moves.append(("finishRace", {"constructor_id": cid, "pos": pos + 1}))
            break
        moves.append(("updateTurnOrder", {"constructor_ids": sorted((0, 1), key=lambda x: -absn[x])}))
    moves.append(("endOfRace", {"scores": [[9, 6]], "order": [0, 1]}))
    return moves


def stream_text(moves, players=("ann", "bob")):
    head = {"stream": "gameaudit/1", "game": "heat", "date": "2024-05-01",
            "players": [{"id": str(i + 1), "name": n} for i, n in enumerate(players)], "setup": {}}
    lines = [json.dumps(head, separators=(",", ":"))]
    for i, (act, args) in enumerate(moves):
        lines.append(json.dumps({"seq": i + 1, "player": None, "action": act, "args": args}, separators=(",", ":")))
    return "\n".join(lines) + "\n"


def line_of_move(i):
    return i + 2


def race_corner_order(moves):
    for i, (act, a) in enumerate(moves):
        if act == "payHeats" and a.get("corner") == 10 and moves[i + 1][0] == "payHeats":
            moves[i], moves[i + 1] = moves[i + 1], moves[i]
            return [("heat.corner.order", line_of_move(i), None, "Check Corner: 'you must pay for each of them separately, starting with the first Corner Line you crossed' -- the chicane's second line (space 12) paid before its first (space 10)")]


def race_finish_swapped(moves):
    fins = [i for i, (act, a) in enumerate(moves) if act == "finishRace"]
    a, b = moves[fins[0]][1], moves[fins[1]][1]
    a["constructor_id"], b["constructor_id"] = b["constructor_id"], a["constructor_id"]
    end = [x for act, x in moves if act == "endOfRace"][0]
    end["order"] = [1, 0]
    return [("heat.finish.order", line_of_move(fins[1]), "heat.finish.order", "How to Win: 'If two or more cars finish in the same round, the winner is the player whose car is furthest ahead' -- the finishing order (finishRace and endOfRace) reversed: bob, one space behind, first")]


def race_finish_early(moves):
    fins = [i for i, (act, a) in enumerate(moves) if act == "finishRace"]
    del moves[fins[1]]
    end = [i for i, (act, a) in enumerate(moves) if act == "endOfRace"][0]
    return [("heat.finish.early", line_of_move(end), "heat.finish.remain", "How to Win: 'The remaining cars continue playing until all cars make it to the finish' -- the second car's finish removed: the race ends with it still racing")]


def race_after_line(moves):
    fin = [i for i, (act, a) in enumerate(moves) if act == "moveCar" and a["constructor_id"] == 0][-1]
    moves.insert(fin + 1, ("payHeats", {"constructor_id": 0, "n": 1, "cards": [], "speed": 5, "limit": 4, "corner": 10}))
    return [("heat.finish.after-line", line_of_move(fin + 1), None, "How to Win: 'Disregard any Speed Limits in corners after the finish line' -- a payment inserted for the corner at space 10 after ann crossed the line")]


def race_slip_across(moves):
    """bob, right behind ann on space 59 of the last lap, slipstreams over the line."""
    pos = {x["id"]: x["position"] for x in CIRC["Japan"]["cells"]}
    for i, (act, a) in enumerate(moves):
        if act == "moveCar" and a["constructor_id"] == 1 and pos[a["cell"]] == 59:
            lane = race_lane("Japan", 1)
            path = [a["cell"], jp_cell(60, lane), jp_cell(61, lane)]
            moves.insert(i + 1, ("moveCar", {"constructor_id": 1, "cell": path[-1], "speed": 2, "nForward": 2,
                                             "totalSpeed": 5, "path": path, "slipstream": True}))
            del moves[i + 2:]
            return [("heat.slip.finish", line_of_move(i + 1), None, "How to Win: 'Slipstreaming can never be used to cross the finish line' -- bob, right behind ann, slipstreams from space 59 over the line")]


RACE_FIXTURES = [
    ("race-corner-order", race_corner_order),
    ("race-finish-swapped", race_finish_swapped),
    ("race-finish-early", race_finish_early),
    ("race-corner-after-finish", race_after_line),
    ("race-slipstream-across-finish", race_slip_across),
]


# ---------------------------------------------------------------- short written streams
# Garage upgrade rules, one round or two on Japan (setup.circuit), ann (lane 1, grid space
# 60) and bob (lane 2, grid space 59), every move written from the page's rules except the
# ONE change each names.

JP = {}
CUR = ["Japan"]  # the circuit of the short streams (Japan unless a fixture says)


def LL():
    return CIRC[CUR[0]]["derived"]["lapLength"]


def jp_cell(pos, lane):
    if CUR[0] not in JP:
        JP[CUR[0]] = {(x["position"], x["lane"]): x["id"] for x in CIRC[CUR[0]]["cells"]}
    return JP[CUR[0]][((pos - 1) % LL() + 1, lane)]


def grid_at(i):
    """(space, lane) of car i at the start: on Japan ann on space 60 lane 1 and bob on 59
    lane 2 (the streams written first); elsewhere the circuit's i-th starting cell."""
    if CUR[0] == "Japan":
        return 60 - i, 1 + i
    g = CIRC[CUR[0]]["startingCells"][i]
    x = next(x for x in CIRC[CUR[0]]["cells"] if x["id"] == g)
    return x["position"], x["lane"]


def up_card(i, speed, cid=0, eff="advanced_upgrade", **sym):
    return {"id": i, "location": "inplay-%d" % cid, "type": 30, "effect": eff, "speed": speed,
            "symbols": {k.replace("_", "-"): v for k, v in sym.items()}}


OCC = {}  # car -> (space, lane) in the short streams


def race_lane(circ, pos):
    """The race line's lane at space pos: the lane of the last corner line passed (the
    corner's lane in circuits-facts.json; what BGA's cars take in an empty space)."""
    c = CIRC[circ]
    L = c["derived"]["lapLength"]
    return min(c["corners"], key=lambda k: (pos - k["position"] - 1) % L)["lane"]


def start(cars=(0, 1)):
    names = {"log": "", "args": {}}
    OCC.clear()
    for i, cid in enumerate(cars):
        names["args"]["constructor_name%d" % i] = ("ann", "bob")[cid]
        names["args"]["constructor_id%d" % i] = cid
        OCC[cid] = grid_at(cid)
    return [("startRace", {"cells": {str(c): jp_cell(*grid_at(c)) for c in cars}, "constructor_ids": list(cars),
                           "constructors_names": names}),
            ("setupRace", {"counters": [{"engine": [{"id": 100 * (c + 1) + i, "location": "engine-%d" % c, "type": 111,
                                                     "effect": "heat", "speed": 0, "symbols": []}
                                                    for i in range(CIRC[CUR[0]]["heatCards"])]}
                                        for c in cars]})]


def move(cid, a0, n, total, slip=False):
    """cid moves n spaces from space a0 and stops on the race line, or beside a car there."""
    cur = OCC.get(cid)
    L = LL()
    lane0 = cur[1] if cur and (cur[0] - a0) % L == 0 else race_lane(CUR[0], (a0 - 1) % L + 1)
    target = a0 + n
    others = [l for k, (q, l) in OCC.items() if k != cid and (q - target) % L == 0]
    rl = race_lane(CUR[0], (target - 1) % L + 1)
    lane = rl if rl not in others else 3 - rl
    path = [jp_cell(a0, lane0)] + [jp_cell(a, lane) for a in range(a0 + 1, target + 1)]
    OCC[cid] = (target, lane)
    args = {"constructor_id": cid, "cell": path[-1], "speed": n, "nForward": n, "totalSpeed": total, "path": path}
    if slip:
        args["slipstream"] = True
    return ("moveCar", args)


def reveal(cid, gear, cards):
    return ("reveal", {"constructor_id": cid, "gear": gear, "n": 0, "heats": [], "cards": cards})


def stress(i, cid=0):
    return {"id": i, "location": "hand-%d" % cid, "type": 110, "effect": "stress", "speed": 0, "symbols": {"boost": 1}}


def basic(i, speed, cid=0, loc="inplay"):
    return {"id": i, "location": "%s-%d" % (loc, cid), "type": 100 + speed, "effect": "speed", "speed": speed, "symbols": []}


def heatc(i, cid=0, loc="discard"):
    return {"id": i, "location": "%s-%d" % (loc, cid), "type": 111, "effect": "heat", "speed": 0, "symbols": []}


def short_direct():
    m = start((0,)) + [reveal(0, 1, [basic(1, 3)]), move(0, 60, 3, 3),
                       ("directPlay", {"constructor_id": 0, "card": up_card(2, 2), "speed": 2}),
                       move(0, 63, 2, 5), ("clearPlayedCards", {"constructor_id": 0, "cardIds": [1, 2]})]
    return m, [("heat.upgrade.direct", 6, None, "Direct Play: 'You may play this card from your hand in the React step' -- a card without the Direct Play symbol played in the react step")]


def short_direct_speed():
    m = start((0,)) + [reveal(0, 1, [basic(1, 3)]), move(0, 60, 3, 3),
                       ("directPlay", {"constructor_id": 0, "card": up_card(2, 2, direct=1), "speed": 2}),
                       ("moveCar", {"constructor_id": 0, "cell": jp_cell(63, 1), "speed": 0, "nForward": 0, "totalSpeed": 3, "path": []})]
    return m, [("heat.move.speed", 7, "heat.upgrade.direct-speed", "Direct Play: 'it applies as if you had revealed it in step 3, including Speed value' -- the directly played 2 left out of the speed")]


def short_reduce():
    m = start((0,)) + [("pDraw", {"constructor_id": 0, "cards": [stress(50), stress(51), basic(52, 1, loc="hand")]}),
                       reveal(0, 1, [up_card(1, 2, reduce=1)]), move(0, 60, 2, 2),
                       ("discard", {"constructor_id": 0, "n": 2, "reduce": True, "cards": [stress(50), stress(51)]})]
    return m, [("heat.upgrade.reduce", 7, None, "Reduce Stress: 'You may immediately discard up to the number indicated of Stress cards from your hand' -- 2 Stress discarded with a Reduce Stress 1 card")]


def short_refresh():
    m = start((0,)) + [reveal(0, 1, [up_card(1, 3)]), move(0, 60, 3, 3),
                       ("refresh", {"constructor_id": 0, "card": up_card(1, 3)})]
    return m, [("heat.upgrade.refresh", 6, None, "Refresh: 'You may place this card back on top of your draw deck instead of discarding it' -- a card without the Refresh symbol put back")]


def short_salvage():
    m = start((0,)) + [reveal(0, 1, [up_card(1, 3, salvage=1)]), move(0, 60, 3, 3),
                       ("salvageCards", {"constructor_id": 0, "cards": [basic(60, 2, loc="discard"), basic(61, 4, loc="discard")]})]
    return m, [("heat.upgrade.salvage", 6, None, "Salvage: 'You may look through your discard pile and choose up to the number indicated cards there' -- 2 cards salvaged with Salvage 1")]


def short_scrap():
    m = start((0,)) + [reveal(0, 1, [up_card(1, 3, scrap=2)]), move(0, 60, 3, 3),
                       ("scrapCards", {"constructor_id": 0, "cards": [basic(60, 2, loc="discard")]}),
                       ("clearPlayedCards", {"constructor_id": 0, "cardIds": [1]})]
    return m, [("heat.upgrade.scrap", 7, None, "Scrap: '(Mandatory) Discard the top card of your draw deck the number of times indicated' -- 1 card scrapped for Scrap 2; found when the turn ends")]


def short_supercool():
    m = start((0,)) + [reveal(0, 1, [up_card(1, 3, super_cool=1)]), move(0, 60, 3, 3),
                       ("superCoolCards", {"constructor_id": 0, "n": 2, "cards": [heatc(100), heatc(101)]})]
    return m, [("heat.upgrade.super-cool", 6, "heat.upgrade.super-cool", "Super Cool: 'You may look through your discard pile and remove up to # Heat cards from it' -- 2 Heat taken back with Super Cool 1")]


def short_accelerate():
    m = start((0,)) + [reveal(0, 1, [up_card(1, 0, accelerate=1, boost=1)]),
                       ("resolveBoost", {"constructor_id": 0, "cards": [], "card": basic(5, 3, loc="discard"), "i": 1, "n": 1}),
                       move(0, 60, 3, 3),
                       ("accelerate", {"constructor_id": 0, "speed": 2, "card": up_card(1, 0, accelerate=1, boost=1)})]
    return m, [("heat.upgrade.accelerate", 7, "heat.upgrade.accelerate", "Accelerate: 'You may increase your Speed by 1 for every + symbol used by you this turn' -- +2 for the one + symbol used")]


def short_slip_boost():
    m = start() + [reveal(0, 1, [basic(1, 4)]), move(0, 60, 4, 4), ("clearPlayedCards", {"constructor_id": 0, "cardIds": [1]}),
                   reveal(1, 1, [up_card(11, 4, 1, slipstream=1)]), move(1, 59, 4, 4), move(1, 63, 4, 4, slip=True)]
    return m, [("heat.slip.distance", 9, "heat.upgrade.slipstream", "Slipstream boost: 'your typical 2 Spaces may be increased by the number indicated' -- 4 spaces with a Slipstream +1 card: 3 at most")]


def short_adjust():
    m = start((0,)) + [reveal(0, 1, [basic(1, 4)]), move(0, 60, 5 - 1, 4), ("clearPlayedCards", {"constructor_id": 0, "cardIds": [1]}),
                       ("updateTurnOrder", {"constructor_ids": [0]}),
                       reveal(0, 1, [up_card(2, 7, adjust=1)]), move(0, 64, 7, 7),
                       ("payHeats", {"constructor_id": 0, "n": 3, "speed": 7, "limit": 4, "corner": 10,
                                     "cards": [heatc(100 + i, loc="engine") for i in range(3)]})]
    return m, [("heat.corner.pay", 10, "heat.upgrade.adjust", "Adjust Speed Limit: 'If you cross Corner Lines this turn, their Speed Limit is modified by the number indicated for you' -- 3 Heat paid at speed 7 at the corner of limit 4: the card's +1 makes it 2")]


def short_slip_corner():
    m = start() + [reveal(0, 1, [basic(1, 4)]), move(0, 60, 4, 4), ("clearPlayedCards", {"constructor_id": 0, "cardIds": [1]}),
                   reveal(1, 1, [basic(11, 4, 1)]), move(1, 59, 4, 4), ("clearPlayedCards", {"constructor_id": 1, "cardIds": [11]}),
                   ("updateTurnOrder", {"constructor_ids": [0, 1]}),
                   reveal(0, 1, [up_card(2, 5)]), move(0, 64, 5, 5), ("clearPlayedCards", {"constructor_id": 0, "cardIds": [2]}),
                   reveal(1, 1, [up_card(12, 6, 1)]), move(1, 63, 6, 6), move(1, 69, 2, 6, slip=True),
                   ("payHeats", {"constructor_id": 1, "n": 4, "speed": 6, "limit": 4, "corner": 10,
                                 "cards": [heatc(200 + i, 1, "engine") for i in range(4)]})]
    return m, [("heat.corner.pay", len(m) + 1, "heat.slip.corner", "Slipstream: 'Slipstreaming does NOT increase your Speed value for the purpose of the Check Corner step' -- bob pays 4 at speed 6 for a limit of 4, counting the slipstream's 2 spaces")]


def short_spin_gear():
    m = start((0,))
    m[1][1]["counters"][0]["engine"] = []  # no Heat left: the corner spins ann out
    m += [reveal(0, 2, [basic(1, 4), basic(2, 4)]), move(0, 60, 8, 8), ("clearPlayedCards", {"constructor_id": 0, "cardIds": [1, 2]}),
          ("updateTurnOrder", {"constructor_ids": [0]}),
          reveal(0, 3, [basic(3, 4), basic(4, 4), basic(5, 4)]), move(0, 68, 12, 12),
          ("spinOut", {"constructor_id": 0, "n": 0, "cards": [], "speed": 12, "limit": 4, "corner": 10,
                       "cell": jp_cell(10, 1), "turn": 0, "stresses": [], "m": 2}),
          ("clearPlayedCards", {"constructor_id": 0, "cardIds": [3, 4, 5]}),
          ("updateTurnOrder", {"constructor_ids": [0]}),
          reveal(0, 3, [basic(6, 1), basic(7, 1), basic(8, 1)])]
    return m, [("heat.spin.gear", len(m) + 1, None, "Spin Out: 'Move your Gear pawn to 1st gear' -- after spinning out in gear 3, ann reveals gear 3 again paying nothing, as if still in gear 3 (from gear 1 it is a two-gear shift)")]


def short_race_unfinished():
    m = start((0,)) + [reveal(0, 1, [basic(1, 4)]), move(0, 60, 4, 4), ("clearPlayedCards", {"constructor_id": 0, "cardIds": [1]}),
                       ("endOfRace", {})]
    return m, [("heat.finish.early", len(m) + 1, "heat.round.repeat", "Playing a Round: 'Repeat this sequence until all cars have finished the race' -- the race ends after one round, ann 4 spaces from the grid")]


def short_pay_not_engine():
    m = start((0,)) + [reveal(0, 1, [basic(1, 4)]), move(0, 60, 4, 4), ("clearPlayedCards", {"constructor_id": 0, "cardIds": [1]}),
                       ("updateTurnOrder", {"constructor_ids": [0]}),
                       reveal(0, 1, [up_card(2, 7)]), move(0, 64, 7, 7),
                       ("payHeats", {"constructor_id": 0, "n": 3, "speed": 7, "limit": 4, "corner": 10,
                                     "cards": [heatc(100, loc="engine"), heatc(101, loc="engine"), heatc(999, loc="engine")]})]
    return m, [("heat.pay.no-heat", len(m) + 1, None, "Paying Heat: 'you must take 1 Heat card from your Engine and move it to your discard pile' -- one of the 3 Heat paid (card 999) is not in ann's engine")]


def short_blocked():
    names = {"log": "", "args": {"constructor_name0": "ann", "constructor_id0": 0, "constructor_name1": "bob",
                                 "constructor_id1": 1, "constructor_name2": "cid", "constructor_id2": 2}}
    m = [("startRace", {"cells": {"0": jp_cell(60, 1), "1": jp_cell(59, 2), "2": jp_cell(58, 1)},
                        "constructor_ids": [0, 1, 2], "constructors_names": names}),
         ("setupRace", {"counters": [{"engine": []}, {"engine": []}, {"engine": []}]})]
    OCC.clear()
    OCC.update({0: (60, 1), 1: (59, 2), 2: (58, 1)})
    m += [reveal(0, 1, [up_card(1, 5)]), move(0, 60, 5, 5), ("clearPlayedCards", {"constructor_id": 0, "cardIds": [1]}),
         reveal(1, 1, [up_card(11, 6, 1)]), move(1, 59, 6, 6), ("clearPlayedCards", {"constructor_id": 1, "cardIds": [11]}),
         reveal(2, 1, [up_card(21, 7, 2)]),
         ("moveCar", {"constructor_id": 2, "cell": jp_cell(3, race_lane("Japan", 3)), "speed": 7, "nForward": 5, "totalSpeed": 7,
                      "path": [jp_cell(58, 1)] + [jp_cell(a, race_lane("Japan", 3)) for a in range(59, 64)]})]
    return m, [("heat.move.blocked", len(m) + 1, "heat.move.blocked", "Reveal and Move: 'you are blocked and must put your car in the first Space with a free Spot behind the cars that blocked you' -- cid's 7 ends on space 5, full (ann and bob): the first free space behind is 4, cid stops on 3")]


def short_chicane():
    m = start((0,)) + [reveal(0, 2, [basic(1, 4), basic(2, 4)]), move(0, 60, 8, 8),
                       ("clearPlayedCards", {"constructor_id": 0, "cardIds": [1, 2]}),
                       ("updateTurnOrder", {"constructor_ids": [0]}),
                       reveal(0, 2, [basic(3, 3), basic(4, 2)]), move(0, 68, 5, 5),
                       ("payHeats", {"constructor_id": 0, "n": 1, "speed": 5, "limit": 4, "corner": 10,
                                     "cards": [heatc(100, loc="engine")]}),
                       ("payHeats", {"constructor_id": 0, "n": 1, "speed": 5, "limit": 5, "corner": 12,
                                     "cards": [heatc(101, loc="engine")]})]
    return m, [("heat.corner.limit", len(m) + 1, "heat.corner.chicane", "Heavy Rain Expansion: 'They are composed of 2 consecutive Corner Lines with the same Speed Limit' -- the chicane's second line (space 12) logged at limit 5, its first (space 10) at 4")]


def short_supercool_step():
    m = start((0,)) + [reveal(0, 1, [up_card(1, 3, super_cool=1)]),
                       ("superCoolCards", {"constructor_id": 0, "n": 1, "cards": [heatc(100)]})]
    return m, [("heat.upgrade.super-cool", len(m) + 1, "heat.upgrade.super-cool-step", "Super Cool: 'This symbol is an Optional Symbol to be used in Step 5' -- used right after the reveal, before the move")]


def short_accelerate_all():
    m = start((0,)) + [reveal(0, 2, [up_card(1, 0, accelerate=1, boost=1), dict(stress(2), location="inplay-0")]),
                       ("resolveBoost", {"constructor_id": 0, "cards": [], "card": basic(5, 3, loc="discard"), "i": 1, "n": 2}),
                       ("resolveBoost", {"constructor_id": 0, "cards": [], "card": basic(6, 2, loc="discard"), "i": 2, "n": 2}),
                       move(0, 60, 5, 5),
                       ("accelerate", {"constructor_id": 0, "speed": 1, "card": up_card(1, 0, accelerate=1, boost=1)})]
    return m, [("heat.upgrade.accelerate", len(m) + 1, "heat.upgrade.accelerate-all", "Accelerate: 'If you do, you must increase it for all + symbols used' -- +1 for two + symbols")]


def short_adrenaline_started():
    cars = range(5)
    names = {"log": "", "args": {}}
    for i in cars:
        names["args"]["constructor_name%d" % i] = "car%d" % i
        names["args"]["constructor_id%d" % i] = i
    grid = {str(i): jp_cell(60 - i // 2, 1 + i % 2) for i in cars}
    m = [("startRace", {"cells": grid, "constructor_ids": list(cars), "constructors_names": names}),
         ("eliminate", {"constructor_id": 3, "cell": -1}), ("eliminate", {"constructor_id": 4, "cell": -1}),
         reveal(0, 1, [basic(1, 4)]), move(0, 60, 4, 4),
         ("gainAdrenaline", {"constructor_id": 0})]
    return m, [("heat.adrenaline.not-last", len(m) + 1, "heat.adrenaline.started", "How to Win: 'The Adrenaline bonuses are still applied based on the number of cars that started the race' -- 5 cars started, 3 left: adrenaline goes to the last two of them, here to the first")]


def short_slip_landed():
    zero = {"id": 1, "location": "inplay-0", "type": 100, "effect": "starting_upgrade", "speed": 0, "symbols": []}
    m = start() + [reveal(0, 1, [zero]),
                   ("moveCar", {"constructor_id": 0, "cell": jp_cell(60, 1), "speed": 0, "nForward": 0, "totalSpeed": 0, "path": []}),
                   ("clearPlayedCards", {"constructor_id": 0, "cardIds": [1]}),
                   reveal(1, 1, [up_card(11, 7, 1)]), move(1, 59, 7, 7), move(1, 66, 2, 7, slip=True)]
    return m, [("heat.slip.no-car", len(m) + 1, "heat.slip.land", "Slipstream: 'Slipstreaming is optional if you land next to another car, or in a Space behind a car' -- bob starts right behind ann (who plays her 0), lands 6 spaces past her, then slipstreams")]


def short_supercool_hand():
    m = start((0,)) + [("pDraw", {"constructor_id": 0, "cards": [heatc(150, loc="hand"), basic(151, 1, loc="hand")]}),
                       reveal(0, 1, [up_card(1, 3, super_cool=1)]), move(0, 60, 3, 3),
                       ("superCoolCards", {"constructor_id": 0, "n": 1, "cards": [heatc(150, loc="hand")]})]
    return m, [("heat.upgrade.super-cool", len(m) + 1, "heat.heat.out", "Heat Cards: 'The only way to get Heat cards out of your hand and back into the Engine is to cool down' -- Super Cool (which takes Heat from the discard pile) used on a Heat card in the hand")]


def cluttered_hand(heats, basics):
    """ann's starting hand: Heat cards 150.. and 1-speed cards 160..."""
    return ("pDraw", {"constructor_id": 0, "cards": [heatc(150 + i, loc="hand") for i in range(heats)] +
                      [basic(160 + i, 1, loc="hand") for i in range(basics)]})


def short_cluttered_playable():
    m = start((0,)) + [cluttered_hand(5, 2),
                       ("reveal", {"constructor_id": 0, "gear": 2, "n": 0, "heats": [],
                                   "cards": [basic(160, 1), heatc(150, loc="inplay")]}),
                       ("reveal", {"constructor_id": 0, "gear": 2, "n": 0, "heats": [], "cards": []})][:-1]
    # gear 3 (1->3 for 1 Heat), 2 playable cards: both must be played, one Heat to cover
    m[-1] = ("reveal", {"constructor_id": 0, "gear": 3, "n": 1, "heats": [heatc(100, loc="engine")],
                        "cards": [basic(160, 1), heatc(150, loc="inplay"), heatc(151, loc="inplay")]})
    return m, [("heat.cluttered.playable", len(m) + 1, None, "Cluttered Hand: 'use as many playable cards as possible and cover the difference with Heat cards' -- gear 3 with 2 playable cards: one played, two Heat")]


def short_cluttered_moved():
    m = start((0,)) + [cluttered_hand(5, 2),
                       ("reveal", {"constructor_id": 0, "gear": 3, "n": 1, "heats": [heatc(100, loc="engine")],
                                   "cards": [basic(160, 1), basic(161, 1), heatc(150, loc="inplay")]}),
                       move(0, 60, 2, 2)]
    return m, [("heat.cluttered.moved", len(m) + 1, None, "Cluttered Hand: 'In this case, your car does not move this turn' -- the car moves its two 1s")]


def short_cluttered_gear():
    m = start((0,)) + [cluttered_hand(5, 2),
                       ("reveal", {"constructor_id": 0, "gear": 3, "n": 1, "heats": [heatc(100, loc="engine")],
                                   "cards": [basic(160, 1), basic(161, 1), heatc(150, loc="inplay")]}),
                       ("clearPlayedCards", {"constructor_id": 0, "cardIds": [160, 161, 150]}),
                       ("pDraw", {"constructor_id": 0, "cards": [basic(170 + i, 2, loc="hand") for i in range(3)]}),
                       ("updateTurnOrder", {"constructor_ids": [0]}),
                       ("reveal", {"constructor_id": 0, "gear": 3, "n": 0, "heats": [],
                                   "cards": [basic(170 + i, 2) for i in range(3)]})]
    return m, [("heat.cluttered.gear", len(m) + 1, None, "Cluttered Hand: 'immediately move your Gear pawn to 1st gear' -- the next round ann reveals gear 3 again paying nothing, as if still in gear 3")]


def short_not_short():
    m = start((0,)) + [reveal(0, 1, [dict(up_card(1, 4), symbols={"heat": 1})]), move(0, 60, 4, 4),
                       ("cryCauseNotEnoughHeatToPay", {"constructor_id": 0, "cell": jp_cell(60, 1), "turn": -1})]
    return m, [("heat.pay.not-short", len(m) + 1, None, "Paying Heat: 'you must take 1 Heat card from your Engine' -- ann claims too little Heat to pay the card's 1 Heat with 7 in the engine")]


def short_state_cell():
    m = start((0,)) + [reveal(0, 1, [basic(1, 3)]), move(0, 60, 3, 3), ("clearPlayedCards", {"constructor_id": 0, "cardIds": [1]}),
                       ("updateTurnOrder", {"constructor_ids": [0]}),
                       reveal(0, 1, [basic(2, 2)]), move(0, 64, 2, 2)]
    return m, [("heat.state.cell", len(m) + 1, None, "the log's own state: ann stands on space 3, her next move starts on space 4")]


def short_race_line():
    m = start((0,)) + [reveal(0, 1, [basic(1, 4)])]
    mv = move(0, 60, 4, 4)
    off = 3 - race_lane("Japan", 4)
    mv[1]["cell"] = mv[1]["path"][-1] = jp_cell(64, off)
    m.append(mv)
    return m, [("heat.move.race-line", len(m) + 1, None, "Reveal and Move: 'Always put your car on the Spot closest to the Race Line if available' -- ann ends alone on space 4, in the lane away from the race line")]


def short_order_race_line():
    m = start() + [reveal(0, 1, [up_card(1, 5)]), move(0, 60, 5, 5), ("clearPlayedCards", {"constructor_id": 0, "cardIds": [1]}),
                   reveal(1, 1, [up_card(11, 6, 1)]), move(1, 59, 6, 6), ("clearPlayedCards", {"constructor_id": 1, "cardIds": [11]}),
                   ("updateTurnOrder", {"constructor_ids": [1, 0]})]
    return m, [("heat.order.turn", len(m) + 1, "heat.order.race-line", "Reveal and Move: 'the car closest to the Race Line is considered ahead for all purposes' -- ann and bob share space 5, ann on the race line: the new round's order puts bob first")]


SHORT_FIXTURES = [
    ("upgrade-accelerate", short_accelerate),
    ("upgrade-adjust-ignored", short_adjust),
    ("upgrade-direct-no-symbol", short_direct),
    ("upgrade-direct-speed", short_direct_speed),
    ("upgrade-reduce-too-many", short_reduce),
    ("upgrade-refresh-no-symbol", short_refresh),
    ("upgrade-salvage-too-many", short_salvage),
    ("upgrade-scrap-short", short_scrap),
    ("upgrade-slipstream-boost", short_slip_boost),
    ("upgrade-super-cool-too-many", short_supercool),
    ("slipstream-counted-at-corner", short_slip_corner),
    ("spin-out-gear-kept", short_spin_gear),
    ("chicane-limits-differ", short_chicane),
    ("upgrade-super-cool-before-move", short_supercool_step),
    ("upgrade-accelerate-not-all", short_accelerate_all),
    ("adrenaline-five-started", short_adrenaline_started),
    ("slipstream-after-passing", short_slip_landed),
    ("cluttered-hand-playable-kept", short_cluttered_playable),
    ("claim-too-little-heat", short_not_short),
    ("move-off-the-race-line", short_race_line),
    ("order-beside-race-line", short_order_race_line),
    ("state-move-from-elsewhere", short_state_cell),
    ("cluttered-hand-moved", short_cluttered_moved),
    ("cluttered-hand-gear-kept", short_cluttered_gear),
    ("upgrade-super-cool-from-hand", short_supercool_hand),
    ("pay-heat-not-in-engine", short_pay_not_engine),
    ("race-ended-after-one-round", short_race_unfinished),
    ("move-blocked-not-first-free", short_blocked),
]


# ---------------------------------------------------------------- press corners (championship)
# Written from Gamehelpheat, Championship Mode > Press Corner: the first race of a
# championship on Italia whose press corner is the first corner (space 10, limit 5, one
# line).  ann and bob start on the grid (space 54, lanes 1 and 2); "draw" with press: true is
# the sponsor card the press corner gives (BGA's log: "... a press corner ... gain 1 sponsor
# card").  Every turn is in gear 1 (one card).

def champ_start(press, cars=(0,), event=""):
    """newChampionshipRace on Italia with press corners, then the grid (start())."""
    CUR[0] = "Italia"
    return [("newChampionshipRace", {"n": 1, "m": 1, "board": "Italia", "event": event, "nbrLaps": 2,
                                     "circuitDatas": {"id": "Italia", "pressCorners": press}})] + start(cars)


def turn(cid, a0, speed, card, extra=()):
    """One gear-1 turn: reveal the card, move, the extra events, clear."""
    return [reveal(cid, 1, [card]), move(cid, a0, speed, speed)] + list(extra) + \
        [("clearPlayedCards", {"constructor_id": cid, "cardIds": [card["id"]]})]


def press_draw(cid, n=1):
    return ("draw", {"constructor_id": cid, "n": n, "areSponsors": True, "press": True})


def pay(cid, n, speed, limit, corner):
    return ("payHeats", {"constructor_id": cid, "n": n, "speed": speed, "limit": limit, "corner": corner,
                         "cards": [heatc(100 * (cid + 1) + i, cid, "engine") for i in range(n)]})


def press_round(speed, extra):
    """ann: space 54 -> 4, then across the press corner at 10 at the given speed."""
    m = champ_start([10]) + turn(0, 54, 4, basic(1, 4)) + [("updateTurnOrder", {"constructor_ids": [0]})]
    return m + turn(0, 58, speed, up_card(2, speed), extra)


def short_press_missing():
    CUR[0] = "Italia"  # before any cell is looked up
    m = press_round(7, [pay(0, 2, 7, 5, 10)])
    return m, [("heat.sponsor.missing", len(m) + 1, None, "Championship Mode: 'You will receive a sponsorship card for either a) passing the corner at a speed two higher than the corner speed' -- ann crosses the press corner at 10 (limit 5) at speed 7 and draws no sponsor; found when her turn ends")]


def short_press_under():
    CUR[0] = "Italia"  # before any cell is looked up
    m = press_round(6, [pay(0, 1, 6, 5, 10), press_draw(0)])
    return m, [("heat.sponsor.unearned", len(m) + 1, "heat.sponsor.earn", "Championship Mode: 'passing the corner at a speed two higher than the corner speed' -- ann crosses the press corner at 10 (limit 5) at speed 6, one over, and draws a sponsor; found when her turn ends")]


def short_press_spun():
    CUR[0] = "Italia"  # before any cell is looked up
    m = press_round(8, [("spinOut", {"constructor_id": 0, "n": 0, "cards": [], "speed": 8, "limit": 5, "corner": 10,
                                     "cell": jp_cell(10, 1), "turn": 0, "stresses": [], "m": 1}),
                        press_draw(0)])
    m[2][1]["counters"][0]["engine"] = []  # no Heat: the corner spins ann out
    return m, [("heat.sponsor.unearned", len(m) + 1, "heat.sponsor.spin", "Championship Mode: 'If you spin out in either case you won't get your sponsorship this time' -- ann (no Heat) spins out at the press corner at 10 at speed 8 and still draws a sponsor; found when her turn ends")]


def slip_round(bob0, bob, extra):
    """ann 54 -> 4 -> 9; bob 54 -> bob0, then beside ann on 9 and a slipstream to 11,
    across the press corner at 10."""
    m = champ_start([10], (0, 1)) + turn(0, 54, 4, basic(1, 4)) + turn(1, 54, bob0, basic(11, bob0, 1)) + \
        [("updateTurnOrder", {"constructor_ids": [0, 1]})] + turn(0, 58, 5, up_card(2, 5))
    m += [reveal(1, 1, [up_card(12, bob, 1)]), move(1, 54 + bob0, bob, bob), move(1, 63, 2, bob, slip=True)]
    return m + extra() + [("clearPlayedCards", {"constructor_id": 1, "cardIds": [12]})]


def short_press_twice():
    CUR[0] = "Italia"  # before any cell is looked up
    m = slip_round(2, 7, lambda: [pay(1, 2, 7, 5, 10), press_draw(1, 2)])
    return m, [("heat.sponsor.unearned", len(m) + 1, "heat.sponsor.once", "Championship Mode: 'you still only get one sponsorship card per corner each lap' -- bob slipstreams across the press corner at 10 at speed 7 (limit 5) and draws 2 sponsors for it; found when his turn ends")]


def short_press_slip_missing():
    CUR[0] = "Italia"  # before any cell is looked up
    m = slip_round(3, 6, lambda: [pay(1, 1, 6, 5, 10)])
    return m, [("heat.sponsor.missing", len(m) + 1, None, "Championship Mode: 'You will receive a sponsorship card for either a) passing the corner at a speed two higher than the corner speed [...], or b) slip-streaming across the corner line at any speed' -- bob slipstreams across the press corner at 10 at speed 6 (limit 5) and draws no sponsor; found when his turn ends")]


def short_press_chicane_first():
    CUR[0] = "Japan"  # the chicane at 10/12, its last line (12) the press corner
    m = [("newChampionshipRace", {"n": 1, "m": 1, "board": "Japan", "event": "", "nbrLaps": 2,
                                  "circuitDatas": {"id": "Japan", "pressCorners": [12]}})] + start((0,))
    m += turn(0, 60, 4, basic(1, 4)) + [("updateTurnOrder", {"constructor_ids": [0]})]
    m += turn(0, 64, 8, up_card(2, 8), [pay(0, 4, 8, 4, 10), press_draw(0)])
    return m, [("heat.sponsor.unearned", len(m) + 1, "heat.sponsor.chicane", "Heavy Rain Expansion: 'In Championship Mode, the Press Corner is placed on the last Corner Line (when exiting the Chicane)' -- ann crosses the chicane's first line (10) at speed 8 and stops on space 12, before its last line (12, the press corner), and draws a press sponsor")]


def sponsor_card(i, cid=0, loc="hand"):
    return {"id": i, "location": "%s-%d" % (loc, cid), "type": 80, "effect": "sponsor", "speed": 3,
            "symbols": {}, "isSponsor": True}


def short_sponsor_kept():
    CUR[0] = "Italia"  # before any cell is looked up
    m = champ_start([10]) + [("draw", {"constructor_id": 0, "n": 1, "areSponsors": True}),
                             reveal(0, 2, [basic(1, 2), sponsor_card(170, loc="inplay")]), move(0, 54, 5, 5),
                             ("clearPlayedCards", {"constructor_id": 0, "cardIds": [1, 170], "sponsorIds": []})]
    return m, [("heat.sponsor.kept", len(m) + 1, None, "Championship Mode: 'if you use the card then it will leave the game' -- ann plays her sponsor card and puts it on her discard pile with her other played card")]


def first_hand(event, n):
    """The first race of a championship under an event card, ann's first hand of n cards."""
    CUR[0] = "Italia"
    cards = [basic(300 + i, 1 + i % 4, loc="hand") for i in range(n)]
    return champ_start([10], (0,), event) + [("pDraw", {"constructor_id": 0, "deckCount": 20 - n, "cards": cards})]


def short_hand_crowds():
    m = first_hand("Record crowds", 7)
    return m, [("heat.hand.replenish", len(m) + 1, None, "Replenish Hand: 'Draw back up to 7 cards (or a hand limit specified by the Event card)' -- under the Record crowds event (hand limit 8, the event card; bga-devs/bga-heat Game::getHandSizeLimit) ann draws only 7")]


def short_hand_safety():
    m = first_hand("New safety regulations", 7)
    return m, [("heat.hand.replenish", len(m) + 1, None, "Replenish Hand: 'Draw back up to 7 cards (or a hand limit specified by the Event card)' -- under the New safety regulations event (hand limit 6, the event card; bga-devs/bga-heat Game::getHandSizeLimit) ann draws 7")]


# ---------------------------------------------------------------- aggressive Legends
# Written from Gamehelpheat, Heavy Rain Expansion > Aggressive Legends: one Legend (BGA's
# "Green legend", constructor 2) alone on the grid; its moves say totalSpeed -1 as BGA's do
# (and legend: true).  The chevron spaces are circuits-facts.json's aggressiveLegends.

def legend_start(circuit):
    CUR[0] = circuit
    g = CIRC[circuit]["startingCells"][0]
    x = next(x for x in CIRC[circuit]["cells"] if x["id"] == g)
    OCC.clear()
    OCC[2] = (x["position"], x["lane"])
    names = {"log": "", "args": {"constructor_name0": "Green legend", "constructor_id0": 2}}
    return [("startRace", {"cells": {"2": g}, "constructor_ids": [2], "constructors_names": names})], x["position"]


def legend_moves(circuit, steps):
    """The Legend's moves of steps spaces each, one a round."""
    m, at = legend_start(circuit)
    for i, n in enumerate(steps):
        if i:
            m.append(("updateTurnOrder", {"constructor_ids": [2]}))
        act, args = move(2, at, n, -1)
        args["legend"] = True
        m.append((act, args))
        at += n
    return m


def short_legend_gb():
    m = legend_moves("GB", [14, 13, 11])  # 63 -> 14 -> 27 -> 38
    return m, [("heat.legend.corners", len(m) + 1, "heat.legend.gb", "Aggressive Legends: 'This rule can be used on the Great Britain Track in the base game as well in the corners that show a Speed limit of 6, 5 and 4' -- the Legend crosses the 6 and 5 corners (30, 37) from space 27, 3 spaces before the first: not a chevron space")]


def short_legend_three():
    m = legend_moves("GB", [14, 15, 15])  # 63 -> 14 -> 29 -> 44
    return m, [("heat.legend.corners", len(m) + 1, "heat.legend.two-corners", "Aggressive Legends: 'getting the opportunity to clear two corners in the same round' -- from the chevron space 29 (1 before the 6 corner) the Legend crosses three corner lines (30, 37, 43)")]


def short_legend_chevron():
    m = legend_moves("Japan", [13])  # 60 -> 13 across 10 and 12
    return m, [("heat.legend.corners", len(m) + 1, "heat.legend.chevron", "Aggressive Legends: 'If a Legend starts its turn on a space with a chevron above the diamond on the track, it can cross one extra Corner Line this Round' -- from the grid (10 spaces before the corner at 10; its chevrons reach 3) the Legend crosses both lines of the chicane at 10/12")]


LEGEND_FIXTURES = [
    ("legend-two-corners-gb", short_legend_gb),
    ("legend-three-corners", short_legend_three),
    ("legend-two-corners-no-chevron", short_legend_chevron),
]


PRESS_FIXTURES = [
    ("sponsor-press-missing", short_press_missing),
    ("sponsor-press-under-limit", short_press_under),
    ("sponsor-press-spun-out", short_press_spun),
    ("sponsor-press-twice", short_press_twice),
    ("sponsor-press-slipstream-missing", short_press_slip_missing),
    ("sponsor-press-chicane-first-line", short_press_chicane_first),
    ("hand-limit-record-crowds", short_hand_crowds),
    ("hand-limit-safety-regulations", short_hand_safety),
    ("sponsor-played-discarded", short_sponsor_kept),
]


def compact_stream(moves, circuit="Japan"):
    head = {"stream": "gameaudit/1", "game": "heat", "date": "2024-05-01",
            "players": [{"id": "1", "name": "ann"}, {"id": "2", "name": "bob"}], "setup": {"circuit": circuit}}
    lines = [json.dumps(head, separators=(",", ":"))]
    for i, (act, args) in enumerate(moves):
        lines.append(json.dumps({"seq": i + 1, "player": None, "action": act, "args": args}, separators=(",", ":")))
    return "\n".join(lines) + "\n"


# Road conditions on a chicane (bga-devs/bga-heat constants: 0 weather, 4 free boost and
# 5 slipstream are Sector Symbols; 1 overheat, 2 and 3 speed limit are corner symbols).
SECTOR_TOKENS = (0, 4, 5)
CHICANE_SECTOR = ("Heavy Rain Expansion: 'If you play with the Weather and Road Conditions Module, the "
                  "Sector Symbol modifies the sector after the Chicane.'")
CHICANE_CORNER = "Heavy Rain Expansion: 'Otherwise it modifies both Corner Lines.'"


def chicane_weather(doc, sector):
    """(pi, event, first, last) of the first setWeather whose chicane carries a sector
    symbol on its last line (sector) or a corner symbol on both lines (not sector)."""
    chicanes = [(c["corners"][k["chicane"]]["position"], k["position"])
                for c in CIRC.values() for k in c["corners"] if "chicane" in k]
    for pi, _, e in events(doc):
        if e["type"] != "setWeather":
            continue
        tok = e["args"]["weather"]["tokens"]
        for first, last in chicanes:
            tf, tl = tok.get(str(first)), tok.get(str(last))
            if sector and tf is None and tl in SECTOR_TOKENS:
                return pi, e, first, last
            if not sector and tl is not None and tl not in SECTOR_TOKENS and tf == tl:
                return pi, e, first, last
    raise SystemExit("no chicane with a %s symbol" % ("sector" if sector else "corner"))


def chicane_sector_first(src):
    doc = strip(load(src))
    pi, e, first, last = chicane_weather(doc, True)
    tok = e["args"]["weather"]["tokens"]
    tok[str(first)], tok[str(last)] = tok[str(last)], None
    cut_after(doc, pi)
    return doc, [("heat.weather.chicane", pi, "heat.weather.chicane-sector", CHICANE_SECTOR +
                  " -- the Sector Symbol (token %d) moved from the chicane's last line (space %d) "
                  "to its first (space %d)" % (tok[str(first)], last, first))]


def chicane_corner_one_line(src):
    doc = strip(load(src))
    pi, e, first, last = chicane_weather(doc, False)
    tok = e["args"]["weather"]["tokens"]
    was = tok[str(last)]
    tok[str(last)] = None
    cut_after(doc, pi)
    return doc, [("heat.weather.chicane", pi, "heat.weather.chicane-corner", CHICANE_CORNER +
                  " -- the corner symbol (token %d) left on the chicane's first line (space %d) "
                  "only, its last line (space %d) without it" % (was, first, last))]


BAD_FIXTURES = [
    ("weather-chicane-sector-first-line", "championship-s64-4p-702", chicane_sector_first),
    ("weather-chicane-corner-one-line", "japan-4p-502", chicane_corner_one_line),
    ("adrenaline-to-leader", "gb-2p-301", adrenaline_leader),
    ("adrenaline-never-had", ("gb-2p-301", "usa-2p-101"), adrenaline_never),
    ("adrenaline-saved", ("gb-2p-301", "usa-2p-101"), adrenaline_saved),
    ("adrenaline-twice", ("gb-2p-301", "usa-2p-101"), adrenaline_twice),
    ("cards-count-gear2", ("gb-2p-301", "usa-2p-101"), cards_count_low),
    ("cards-zero-value", ("usa-2p-101", "gb-2p-301"), cards_zero),
    ("cards-five-value", ("usa-2p-101", "gb-2p-301"), cards_five),
    ("cooldown-not-hand", ("gb-2p-301", "usa-2p-101"), cooldown_not_hand),
    ("corner-paid-under-limit", ("gb-2p-301", "usa-2p-101", "mexico-2p-601"), corner_free),
    ("corner-boost-left-out", ("gb-2p-301", "usa-2p-101", "mexico-2p-601", "italia-2p-203"), corner_boost),
    ("corner-slipstream-counted", ("usa-2p-101", "mexico-2p-601", "france-2p-403"), corner_slip),
    ("discard-stress", ("gb-2p-301", "usa-2p-101"), discard_stress),
    ("move-blocked-after-boost", ("gb-2p-301", "usa-2p-101"), move_blocked_boost),
    ("move-speed-plus", ("gb-2p-301", "usa-2p-101"), plus_speed),
    ("order-swapped", ("gb-2p-301", "usa-2p-101"), order_swap),
    ("play-area-left", ("gb-2p-301",), play_left),
    ("plus-kept-stress", ("gb-2p-301",), plus_stress),
    ("plus-kept-upgrade", ("gb-2p-301",), plus_upgrade),
    ("plus-out-of-range", ("gb-2p-301",), plus_range),
    ("plus-skipped-basic", ("gb-2p-301",), plus_skipped),
    ("spin-out-paid-instead", ("gb-2p-301",), spin_paid),
    ("spin-out-gear", ("gb-2p-301", "usa-2p-101", "mexico-2p-601", "italia-2p-203"), spin_gear),
    ("boost-twice", "gb-2p-301", boost_twice),
    ("boost-without-heat", "usa-2p-101", boost_no_heat),
    ("cards-count", "usa-2p-101", cards_count),
    ("cards-heat-played", "usa-2p-101", cards_heat),
    ("championship-total", "championship-random-2p-703", champ_total),
    ("championship-two-upgrades", "championship-random-2p-703", champ_upgrade),
    ("cooldown-gear", "gb-2p-301", cooldown_gear),
    ("cooldown-too-many", "gb-2p-301", cooldown_many),
    ("corner-underpaid", "gb-2p-301", corner_pay),
    ("corner-unpaid", "usa-2p-101", corner_unpaid),
    ("discard-heat", "gb-2p-301", discard_heat),
    ("finish-laps", "gb-2p-301", finish_laps),
    ("finish-order", "gb-2p-301", finish_order),
    ("flooded-shift-down", "japan-3p-501", rain_flooded),
    ("press-corner-chicane", ("championship-s64-4p-702",), press_chicane),
    ("gear-heat-short", "gb-2p-301", heat_short),
    ("gear-shift-too-far", "gb-2p-301", shift_too_far),
    ("gear-shift-unpaid", ("gb-2p-301", "usa-2p-101", "mexico-2p-601", "italia-2p-203"), shift_unpaid),
    ("move-blocked", "gb-2p-301", move_blocked),
    ("move-distance", "gb-2p-301", move_distance),
    ("move-speed", "gb-2p-301", move_speed),
    ("replenish-short", "gb-2p-301", replenish),
    ("slipstream-distance", "mexico-2p-601", slip_distance),
    ("slipstream-finish", "gb-2p-301", slip_finish),
    ("slipstream-no-car", "gb-2p-301", slip_no_car),
    ("slipstream-twice", "mexico-2p-601", slip_twice),
    ("spin-out-back", "gb-2p-301", spin_back),
    ("spin-out-heat", "usa-2p-101", spin_heat),
    ("spin-out-missing", "gb-2p-301", spin_missing),
    ("spin-out-stress", "usa-2p-101", spin_stress),
]



def write_streams(fixtures, source):
    """Writes bad/NAME.jsonl and its .expect for each (name, fn) written stream, on the
    circuit the stream's function set (CUR)."""
    for name, fn in fixtures:
        moves, exp = fn()
        path = os.path.join(BAD, name + ".jsonl")
        with open(path, "w", encoding="utf-8") as f:
            f.write(compact_stream(moves, CUR[0]))
        CUR[0] = "Japan"
        with open(path + ".expect", "w", encoding="utf-8") as f:
            f.write("# %s: a stream written from %s (make_bad_fixtures.py, %s), legal but for ONE change:\n" % (name, source, fn.__name__))
            for code, ln, rule, why in exp:
                f.write("# %s\n" % why)
            for code, ln, rule, why in exp:
                f.write("%s %d%s\n" % (code, ln, " " + rule if rule else ""))

def main():
    os.makedirs(BAD, exist_ok=True)
    only = set(os.environ.get("ONLY", "").split(",")) - {""}
    for name, src, fn in BAD_FIXTURES:
        if only and name not in only:
            continue
        made = None
        for one in (src if isinstance(src, tuple) else (src,)):
            try:
                made = fn(one)
                src = one
                break
            except SystemExit as ex:
                print("%s: not from %s: %s" % (name, one, ex), file=sys.stderr)
        if not made:
            continue
        doc, exp = made
        path = os.path.join(BAD, name + ".json")
        write(path, doc)
        with open(path + ".expect", "w", encoding="utf-8") as f:
            f.write("# %s: a copy of heat-bga-%s.json (see make_bad_fixtures.py), ONE change:\n" % (name, src))
            for code, pi, rule, why in exp:
                f.write("# %s\n" % why)
            for code, pi, rule, why in exp:
                f.write("%s %d%s\n" % (code, line_of(pi), " " + rule if rule else ""))
            if not any(e["type"] == "gameStateChange" and (e.get("args") or {}).get("id") == 99
                       for _, _, e in events(doc)):
                f.write("# the copy is cut after its change, before the end of the game: the generic "
                        "BGA audit notes the missing result (a warning)\nbga.result.missing %d\n"
                        % line_of(len(doc["data"]["logs"]) - 1))
    # the short written streams (bad only; the .expect says the one change)
    if not only or "short" in only:
        write_streams(SHORT_FIXTURES, "the page's rules")
    # the press-corner streams, on Italia
    if not only or "press" in only:
        write_streams(PRESS_FIXTURES, "the page's Press Corner rules")
    # the aggressive-Legend streams (circuit named by each: the header's setup.circuit)
    if not only or "legend" in only:
        write_streams(LEGEND_FIXTURES, "the page's Aggressive Legends rules")
    # the one-lap Japan race, clean and changed
    if not only or "race" in only:
        with open(os.path.join(OUT, "japan-one-lap.jsonl"), "w", encoding="utf-8") as f:
            f.write(stream_text(japan_race()))
        for name, fn in RACE_FIXTURES:
            moves = japan_race()
            exp = fn(moves)
            path = os.path.join(BAD, name + ".jsonl")
            with open(path, "w", encoding="utf-8") as f:
                f.write(stream_text(moves))
            with open(path + ".expect", "w", encoding="utf-8") as f:
                f.write("# %s: fixtures/heat/japan-one-lap.jsonl (written, see japan_race) with ONE change:\n" % name)
                for code, ln, rule, why in exp:
                    f.write("# %s\n" % why)
                for code, ln, rule, why in exp:
                    f.write("%s %d%s\n" % (code, ln, " " + rule if rule else ""))
    # the Heavy Rain streams: clean and one Heat short
    if not only or "stream" in only:
        text, n = japan_stream(2)
        with open(os.path.join(OUT, "japan-flooded-shift.jsonl"), "w", encoding="utf-8") as f:
            f.write(text)
        text, n = japan_stream(1)
        with open(os.path.join(BAD, "flooded-shift-down-two.jsonl"), "w", encoding="utf-8") as f:
            f.write(text)
        with open(os.path.join(BAD, "flooded-shift-down-two.jsonl.expect"), "w", encoding="utf-8") as f:
            f.write("# flooded-shift-down-two: fixtures/heat/japan-flooded-shift.jsonl (a stream written from the\n"
                    "# page's Heavy Rain rule, see make_bad_fixtures.py japan_stream) with ONE change: 1 Heat paid, not 2\n"
                    "# Heavy Rain Expansion: 'shifting down two gears will cost 2 Heat'\n"
                    "heat.rain.flooded2 %d heat.rain.flooded2-main\n" % n)
        # the same in a championship race: the championship page's sentences
        for name, paid, down_to, code, rule, why in (
                ("championship-flooded-shift-down-two", 1, 1, "heat.rain.flooded2", "heat.rain.flooded2",
                 "shifting down two gears will cost 2 Heat' -- 3 to 1 for 1 Heat"),
                ("championship-flooded-shift-down", 0, 2, "heat.rain.flooded", "heat.rain.flooded",
                 "Shifting down a gear in Step 1 costs 1 extra Heat' -- 3 to 2 for nothing")):
            text, n = japan_stream(paid, True, down_to)
            with open(os.path.join(BAD, name + ".jsonl"), "w", encoding="utf-8") as f:
                f.write(text)
            with open(os.path.join(BAD, name + ".jsonl.expect"), "w", encoding="utf-8") as f:
                f.write("# %s: japan-flooded-shift.jsonl as the first race of a championship (make_bad_fixtures.py\n"
                        "# japan_stream), ONE change in the last reveal\n"
                        "# Gamehelpheatchampionship, Flooded Spaces: '%s\n%s %d %s\n" % (name, why, code, n, rule))
    # the clean copies: heat-bga-gb-2p-301.json (fixturelib.bga_one_packet_per_line, as is)
    # and the championship cut
    if not only or "clean" in only:
        doc, _ = champ_cut("championship-random-2p-703", False)
        write(os.path.join(OUT, "championship-random-2p-703-cut.json"), doc)


if __name__ == "__main__":
    main()
