#!/usr/bin/env python3
"""Writes fixtures/terraformingmars/ from /work/shared/data/bga/terraformingmars/.

Clean games (one per map): the BGA archive with one packet per line, trimmed
of what the game's rules do not need and that would not fit the 3 MB budget
(PROVENANCE.md says what):
  - tokensUpdate notifications (the client's list of possible operations),
  - the args of gameStateChange other than id 99 (the generator's synthesized
    arg_playerTurnChoice; id, active_player, type and name are kept),
  - every scoringTable but the last (live scoring; the final one is kept).
Known-bad copies: each makes ONE change to a clean game and keeps the packets
up to a few after it (a prefix of the game: the engine checks nothing at the
end of an unfinished log), except the final-score one, which needs the whole
game.  Run from the repository root.
"""
import copy
import json
import os
import sys

SRC = "/work/shared/data/bga/terraformingmars"
OUT = "fixtures/terraformingmars"
CLEAN = {"tm-bga-402-3p": "Tharsis", "tm-bga-701-2p": "Hellas", "tm-bga-801-3p": "Elysium"}


def load(name):
    with open(os.path.join(SRC, name + ".json"), encoding="utf-8") as f:
        return json.load(f)


def trim(doc):
    logs = doc["data"]["logs"]
    last = None
    for pi, p in enumerate(logs):
        for ni, n in enumerate(p["data"]):
            if n["type"] == "scoringTable":
                last = (pi, ni)
    out = []
    for pi, p in enumerate(logs):
        keep = []
        for ni, n in enumerate(p["data"]):
            t = n["type"]
            if t == "tokensUpdate" or (t == "scoringTable" and (pi, ni) != last):
                continue
            if t == "gameStateChange" and isinstance(n["args"], dict) and \
                    str(n["args"].get("id")) != "99":
                a = n["args"]
                n["args"] = {k: a[k] for k in ("id", "active_player", "type", "name") if k in a}
            keep.append(n)
        if keep:
            p["data"] = keep
            out.append(p)
    doc["data"]["logs"] = out
    return doc


def write(doc, path):
    """One packet per line (the layout of tests/fixturelib.py)."""
    d = copy.deepcopy(doc)
    packets = d["data"].pop("logs")
    head = json.dumps(d, ensure_ascii=False, separators=(",", ":"))
    assert head.endswith("}}")
    lines = [json.dumps(p, ensure_ascii=False, separators=(",", ":")) for p in packets]
    body = head[:-2] + (',' if d["data"] else '') + '"logs":[\n' + ",\n".join(lines) + "\n]}}\n"
    json.loads(body)
    with open(path, "w", encoding="utf-8") as f:
        f.write(body)


def events(doc):
    """(packet index, event index, event) in order; args [] read as {}."""
    for pi, p in enumerate(doc["data"]["logs"]):
        for ni, n in enumerate(p["data"]):
            if not isinstance(n.get("args"), dict):
                continue
            yield pi, ni, n


def prefix(doc, upto, extra=0):
    d = copy.deepcopy(doc)
    d["data"]["logs"] = d["data"]["logs"][:upto + 1 + extra]
    return d


def find(doc, pred, nth=0):
    hits = [(pi, ni, n) for pi, ni, n in events(doc) if pred(n)]
    return hits[nth]


def cname(n):
    a = n.get("args")
    return a.get("counter_name", "") if isinstance(a, dict) else ""


def underpaid(clean, pred, price):
    """The first event matching pred is paid one M€ less (its first M€ payment after it:
    inc, mod and the value left changed together), and the game cut after that packet."""
    d = copy.deepcopy(clean)
    pi, ni, n = find(d, pred)
    pays = [(qi, qj, m) for qi, qj, m in events(d) if (qi, qj) > (pi, ni) and
            m["type"] == "counter" and cname(m).startswith("tracker_m_") and
            m["args"].get("inc", 0) < 0]
    qi, qj, pay = pays[0]
    assert pay["args"]["inc"] == -price, pay
    pay["args"]["inc"], pay["args"]["mod"] = 1 - price, price - 1
    pay["args"]["token_div_count"]["args"]["mod"] = price - 1
    pay["args"]["counter_value"] += 1
    return prefix(d, qi)


def main():
    os.makedirs(os.path.join(OUT, "bad"), exist_ok=True)
    clean = {}
    for name in CLEAN:
        clean[name] = trim(load(name))
        write(clean[name], os.path.join(OUT, name + ".json"))
    tharsis = clean["tm-bga-402-3p"]
    bad = {}

    # 1. an ocean on a land hex: the first ocean goes to hex_5_3 (no bonus, no ocean next to it)
    d = copy.deepcopy(tharsis)
    pi, ni, n = find(d, lambda n: n["type"] == "tokenMoved" and
                     n["args"].get("token_id", "").startswith("tile_3_"))
    a = n["args"]
    a["place_id"] = a["place_name"] = "hex_5_3"
    a["x"], a["y"] = "5", "3"
    bad["ocean-on-land"] = prefix(d, pi)

    # 2. a counter whose value does not follow its inc: the first standard project payment
    d = copy.deepcopy(tharsis)
    pi, ni, n = find(d, lambda n: n["type"] == "counter" and "inc" in n["args"] and
                     cname(n).startswith("tracker_m_") and n["args"]["inc"] < 0, 1)
    n["args"]["counter_value"] += 1
    bad["counter-off-inc"] = prefix(d, pi)

    # 3. a fourth milestone: see make_streams.py (a BGA prefix up to a third claim is
    #    over half a megabyte)

    # 4. an award funded at the wrong price: the first award paid 7 instead of 8
    bad["award-wrong-price"] = underpaid(tharsis, lambda n: n["type"] == "tokenMoved" and
                                         n["args"].get("place_id", "").startswith("award_"), 8)

    # 5. a standard project underpaid: the first aquifer paid 17 instead of 18
    bad["project-underpaid"] = underpaid(tharsis, lambda n: n["type"] == "message" and
                                         n["args"].get("token_name") == "card_stanproj_4", 18)

    # 6. a TR not raised for a parameter step: the TR gain after the first temperature step
    #    is removed
    d = copy.deepcopy(tharsis)
    pi, ni, n = find(d, lambda n: n["type"] == "counter" and
                     n["args"].get("reason_tr") == "Increase Temperature")
    del d["data"]["logs"][pi]["data"][ni]
    bad["tr-not-raised"] = prefix(d, pi)

    # 7. a research phase drawing 3 cards: the first "draws 4 cards" of generation 2
    d = copy.deepcopy(tharsis)
    pi, ni, n = find(d, lambda n: n["type"] == "message" and n["args"].get("token_count") == 4)
    n["args"]["token_count"] = 3
    bad["research-draws-3"] = prefix(d, pi)

    # 9. the first player token stays: generation 2 starts with generation 1's first player
    d = copy.deepcopy(tharsis)
    firsts = [(qi, qj, m) for qi, qj, m in events(d) if m["type"] == "tokenMoved" and
              m["args"].get("token_id") == "starting_player"]
    a0, (pi, ni, n) = firsts[0][2]["args"], firsts[1]
    for k in ("place_id", "place_name", "player_id", "player_name"):
        if k in a0:
            n["args"][k] = a0[k]
    bad["first-player-stays"] = prefix(d, pi)

    # 10. a card's production not as directed: the first production change a card makes when
    #     played (Immigration Shuttles' M€ production +5, 701) is +4
    hellas = clean["tm-bga-701-2p"]
    d = copy.deepcopy(hellas)
    pi, ni, n = find(d, lambda n: n["type"] == "counter" and "mod" in n["args"] and
                     cname(n).startswith("tracker_p") and isinstance(n["args"].get("reason_tr"),
                                                                     dict) and
                     n["args"]["reason_tr"].get("log", "").startswith("immediate effect"))
    assert n["args"]["reason_tr"]["args"]["name_tr"] == "Immigration Shuttles", n
    n["args"]["mod"] -= 1
    n["args"]["counter_value"] -= 1
    bad["production-short"] = prefix(d, pi)

    for k, v in bad.items():
        write(v, os.path.join(OUT, "bad", k + ".json"))


if __name__ == "__main__":
    sys.exit(main())
