#!/usr/bin/env python3
"""Writes the known-bad Gaia Project fixtures (fixtures/gaiaproject/bad/) from real logs.

Each file is a real log with one named change (listed in fixtures/gaiaproject/PROVENANCE.md);
text edits keep every other byte, so line numbers stay those of the original.  The .expect
files beside them are written by hand from what the rules say must be reported.
Run from the repository root: python3 tests/gaiaproject/make_bad_fixtures.py
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from fixturelib import read, replace_once, writer  # noqa: E402

BETA2 = "fixtures/gaiaproject/gaia-engine/Beta-2.json"
PILING = "fixtures/gaiaproject/gaia-engine/Piling-song-3477.data.json"
LEVERAGE = "fixtures/gaiaproject/gaia-engine/charts/taklons-leverage/test-case.json"
QRANGE = "fixtures/gaiaproject/gaia-engine/charts/q-range/test-case.json"
WAVELY = "fixtures/gaiaproject/gaia-engine/Wavely-triangle-5324.data.json"
ADVTECH = "fixtures/gaiaproject/gaia-engine/charts/adv-tech-game-ended-statistics/test-case.json"
FINALSCORING = "fixtures/gaiaproject/gaia-engine/charts/final-scoring/test-case.json"
FEDTYPES = "fixtures/gaiaproject/gaia-engine/charts/federation-types/test-case.json"
QRANGE2 = "fixtures/gaiaproject/gaia-engine/charts/q-range-2/test-case.json"
FAMILIES = "fixtures/gaiaproject/gaia-engine/charts/all-families/test-case.json"
BGA = "fixtures/bga/gaiaproject/table-798145204.json"
OUT = "fixtures/gaiaproject/bad"

write = writer(OUT)


def bga_prefix(text, packets):
    """The archive's first `packets` packets, closed as a game in progress
    (the players list kept): every line of the prefix keeps its number."""
    lines = text.split("\n")
    starts = [i for i, line in enumerate(lines) if line == "      {"]
    head = "\n".join(lines[:starts[packets]]).rstrip()
    assert head.endswith("},")
    return head[:-1] + text[text.index('\n    ],\n    "players"'):]


def geodens_held_type(text):
    """felipetoito's (Geodens) mine on (2, 4), a planet of type 7 followed by
    the faction bonus, shown in that event's board as type 8, a type they
    already hold (their mine on (2, -6)): only that event's planetType changes."""
    at = -1
    while True:
        at = text.index('"type": "notifyBuild"', at + 1)
        end = text.index('"type": ', at + 1)
        ev = text[at:end]
        if ('"player_name": "felipetoito"' in ev and
                '"q": 2,\n              "r": 4,\n' in ev):
            break
    hexpos = text.index('"q": 2,\n                    "r": 4,\n', at)
    assert hexpos < end
    pt = text.rindex('"planetType": ', at, hexpos)
    old = '"planetType": 7,'
    assert text[pt:pt + len(old)] == old
    return text[:pt] + '"planetType": 8,' + text[pt + len(old):]


def main():
    os.makedirs(OUT, exist_ok=True)
    beta = read(BETA2)
    # Terrans spend 4 Q.I.C. when they hold 1.
    write("beta2-qic-overspent.json", replace_once(
        beta, '"terrans  spend 1q for 1o. build ts 2B3."', '"terrans  spend 4q for 4o. build ts 2B3."'))
    # Gleens take the 4-power knowledge action Ambas already took in round 1.
    write("beta2-power5-twice.json", replace_once(
        beta, '"gleens  burn 1. action power4. (0/3/3/0 ⇒ 4/1/0/0)"',
        '"gleens  burn 1. action power5. (0/3/3/0 ⇒ 4/1/0/0)"'))
    # Gleens' first federation without its research lab: power value 5.
    write("beta2-federation-weak.json", replace_once(
        beta, '"gleens federation 10A9,10B1,10B4,10C,7A4 fed4', '"gleens federation 10A9,10B4,10C,7A4 fed4'))
    # Gleens' final score claimed as 155 instead of 151.
    write("beta2-final-score-off.json", replace_once(
        beta, '"victoryPoints": 151,', '"victoryPoints": 155,'))
    # Gleens, at level 5 of navigation since round 4, advance it again.
    write("beta2-research-past-5.json", replace_once(
        beta, '"gleens up gaia (1 ⇒ 2). (0/2/0/0 ⇒ 3/2/0/0)"',
        '"gleens up nav (5 ⇒ 6). (0/2/0/0 ⇒ 3/2/0/0)"'))

    # Gleens (no academy yet) gain the navigation step's Q.I.C. as Q.I.C.
    # instead of ore (ledger of move 46).
    write("beta2-gleens-qic.json", replace_once(
        beta, '"move": 46,\n      "changes": {\n        "build": {\n          "c": -5,\n          "o": -3\n        },\n        "tech-free1": {\n          "o": 2\n        },\n        "nav": {\n          "o": 1,',
        '"move": 46,\n      "changes": {\n        "build": {\n          "c": -5,\n          "o": -3\n        },\n        "tech-free1": {\n          "o": 2\n        },\n        "nav": {\n          "q": 1,'))

    # Ambas, with one federation token, take an advanced tech tile (science)
    # in the action whose research step reaches level 5 of terraforming.
    write("beta2-two-tiles.json", replace_once(
        beta, '"ambas  spend 1pw for 1c. build lab 2B0. tech free1. up terra (4 ⇒ 5).',
        '"ambas  spend 1pw for 1c. build lab 2B0. tech adv-sci. cover free1. up terra (4 ⇒ 5).'))

    # The small chart case "all-families" (a text log, 4 players, round 1-2).
    fam = read(FAMILIES)
    # Lantids take an ore for 2 power instead of 3.
    write("families-convert-rate.json", replace_once(
        fam, '"lantids spend 3pw for 1o. up eco."', '"lantids spend 2pw for 1o. up eco."'))
    # Geodens take a board action that does not exist.
    write("families-unknown-action.json", replace_once(
        fam, '"geodens action power3."', '"geodens action power9."'))
    # Geodens take their booster's terraforming step a second time in round 1.
    write("families-special-twice.json", replace_once(
        fam, '"geodens build m 4B2."', '"geodens special step. build m 4B2."'))
    # Lantids upgrade their mine on the Geodens' planet 5A7 instead of a
    # research step.
    write("families-lantids-upgrade.json", replace_once(
        fam, '"lantids up eco."', '"lantids build ts 5A7."'))
    after_pass = '"geodens build m 4B2.",\n    "taklons charge 2pw",\n    "lantids charge 1pw",\n    '
    # Itars, passed in round 1, pass again instead of taking a charge.
    write("families-pass-twice.json", replace_once(
        fam, after_pass + '"itars charge 1pw"', after_pass + '"itars pass booster1"'))
    # Itars, passed in round 1, take a board action instead of a charge.
    write("families-action-after-pass.json", replace_once(
        fam, after_pass + '"itars charge 1pw"', after_pass + '"itars action power7."'))
    # The chart case "taklons-leverage" (round 1): Hadsch Hallas, without
    # their planetary institute, convert 3 credits into an ore.
    lev = read(LEVERAGE)
    write("leverage-hadsch-hallas-credits.json", replace_once(
        lev, '"hadsch-hallas build ts 4B5."', '"hadsch-hallas spend 3c for 1o. build ts 4B5."'))

    # The chart case "q-range": Ivits place a mine at set-up instead of their
    # planetary institute.
    write("qrange-ivits-start-mine.json", replace_once(
        read(QRANGE), '"ivits build PI 7B3"', '"ivits build m 7B3"'))

    # The chart case "q-range-2": the Ivits pay a power token for a satellite.
    write("qrange2-ivits-satellite-token.json", replace_once(
        read(QRANGE2), '"ivits federation 5A1,5A2,7A10,7B1,7B5,7C,8A8 fed6."',
        '"ivits federation 5A1,5A2,7A10,7B1,7B5,7C,8A8 fed6 using area1: 1."'))

    # Wavely-triangle-5324: the Xenos' third starting mine placed by the
    # Taklons instead (a third mine for a faction that is not the Xenos).
    write("wavely-third-mine.json", replace_once(
        read(WAVELY), '"xenos build m 6A0",\n    "baltaks booster booster5"',
        '"taklons build m 6A0",\n    "baltaks booster booster5"'))

    # The chart case "adv-tech-game-ended-statistics": the Terrans (with their
    # planetary institute) take 7 credits for 6 Gaia-area tokens.
    write("advtech-terrans-gaia-tokens.json", replace_once(
        read(ADVTECH), '"terrans spend 6tg for 6c"', '"terrans spend 6tg for 7c"'))

    # Same case: the Xenos build a research lab on 2A1 instead of their
    # planetary institute; their federations then need 7.
    write("advtech-xenos-no-pi.json", replace_once(
        read(ADVTECH), '"xenos build PI 2A1."', '"xenos build lab 2A1."'))

    # The chart case "federation-types": the Bescods build a research lab on
    # 7A2 instead of their planetary institute.
    write("fedtypes-bescods-no-pi.json", replace_once(
        read(FEDTYPES), '"bescods build PI 7A2."', '"bescods build lab 7A2."'))

    # Same case: the Nevlas take 4 knowledge for 3 tokens of area III.
    write("advtech-nevlas-knowledge.json", replace_once(
        read(ADVTECH), '"nevlas spend 3t-a3 for 3k.', '"nevlas spend 3t-a3 for 4k.'))

    fin = read(FINALSCORING)
    # The Ivits' second federation lists only its new spaces, none of the
    # existing federation's (10A11,10B4,10B5,1A6,1A7, line 94).
    write("finalscoring-ivits-second-federation.json", replace_once(
        fin, '"ivits federation 10A11,10A8,10B4,10B5,1A6,1A7,1A8,5A0,5B0 fed4."',
        '"ivits federation 10A8,1A8,5A0,5B0 fed4."'))
    # Their third federation lists only its new spaces.
    write("finalscoring-ivits-third-federation.json", replace_once(
        fin, '"ivits federation 10A11,10A8,10B0,10B4,10B5,1A6,1A7,1A8,5A0,5A5,5B0,5B2,5C fed5."',
        '"ivits federation 10B0,5A5,5B2,5C fed5."'))
    # Their second federation pays a power token for a satellite.
    write("finalscoring-ivits-second-satellite-token.json", replace_once(
        fin, '"ivits federation 10A11,10A8,10B4,10B5,1A6,1A7,1A8,5A0,5B0 fed4."',
        '"ivits federation 10A11,10A8,10B4,10B5,1A6,1A7,1A8,5A0,5B0 fed4 using area1: 1."'))

    # The chart case "final-scoring": the Itars discard 3 Gaia-area tokens
    # (not 4) for a tech tile.
    write("finalscoring-itars-tech.json", replace_once(
        read(FINALSCORING), '"itars spend 4tg for tech. tech free2. up sci.',
        '"itars spend 3tg for tech. tech free2. up sci.'))

    # Wavely-triangle-5324, round 5: the Taklons (with their planetary
    # institute) charge 2 power without the token (text and ledger of move 213).
    write("wavely-taklons-charge-token.json", replace_once(replace_once(
        read(WAVELY), '"taklons charge 2pw,1t (1/1/5,B/0 ⇒ 1/1/6,B/0)"',
        '"taklons charge 2pw (1/1/5,B/0 ⇒ 1/1/6,B/0)"'),
        '"move": 213, "changes": { "charge": { "pw": 2, "t": 1, "vp": -1 } }',
        '"move": 213, "changes": { "charge": { "pw": 2, "vp": -1 } }'))

    # Same case: the Firaks downgrade (special down-lab) in round 1, without
    # their planetary institute.
    write("leverage-firaks-downgrade.json", replace_once(
        lev, '"firaks build ts 4A10."', '"firaks special down-lab. build ts 4A10."'))

    # Piling-song-3477 (3 players, with the engine's ledger of every amount).
    pil = read(PILING)
    # Bal T'aks start with 16 credits instead of 15.
    write("piling-start-credits.json", replace_once(
        pil, '"beginGame": { "t": 4, "pw": 2, "k": 3, "o": 4, "c": 15 }',
        '"beginGame": { "t": 4, "pw": 2, "k": 3, "o": 4, "c": 16 }'))
    # Bal T'aks pay 3 knowledge for a research step.
    write("piling-research-cost.json", replace_once(
        pil, '{ "player": 0, "move": 26, "changes": { "up": { "k": -4 }',
        '{ "player": 0, "move": 26, "changes": { "up": { "k": -3 }'))
    # Ambas pay 3 power for the 4-power ore action.
    write("piling-action-cost.json", replace_once(
        pil, '{ "player": 2, "move": 25, "changes": { "power3": { "pw": -4',
        '{ "player": 2, "move": 25, "changes": { "power3": { "pw": -3'))
    # Bal T'aks lose 2 VP for a charge of 2 power.
    write("piling-charge-vp.json", replace_once(
        pil, '{ "player": 0, "move": 17, "changes": { "charge": { "pw": 2, "vp": -1 } } }',
        '{ "player": 0, "move": 17, "changes": { "charge": { "pw": 2, "vp": -2 } } }'))
    # Bal T'aks advance in navigation in round 2, before their planetary institute.
    write("piling-baltaks-navigation.json", replace_once(
        pil, '"baltaks up gaia (2 ⇒ 3). (1/6/0/0 ⇒ 0/5/2/0)"',
        '"baltaks up nav (0 ⇒ 1). (1/6/0/0 ⇒ 0/5/2/0)"'))
    # Bescods pay 1 credit for a mine (ledger of move 27, line 759).
    write("piling-mine-cost.json", replace_once(
        pil, '"move": 27, "changes": { "build": { "c": -2, "o": -1, "q": -2 }',
        '"move": 27, "changes": { "build": { "c": -1, "o": -1, "q": -2 }'))
    # Bal T'aks pay 1 ore for their first trading station (move 13).
    write("piling-trading-station-cost.json", replace_once(
        pil, '"move": 13, "changes": { "build": { "c": -3, "o": -2 }',
        '"move": 13, "changes": { "build": { "c": -3, "o": -1 }'))
    # Bescods pay 4 credits for a research lab (move 22).
    write("piling-lab-cost.json", replace_once(
        pil, '"move": 22, "changes": { "build": { "c": -5, "o": -3 }',
        '"move": 22, "changes": { "build": { "c": -4, "o": -3 }'))
    # Ambas pay 5 ore for an academy (move 80).
    write("piling-academy-cost.json", replace_once(
        pil, '"move": 80, "changes": { "build": { "c": -6, "o": -6 }',
        '"move": 80, "changes": { "build": { "c": -6, "o": -5 }'))
    # Bal T'aks' federation lists two of its three satellites (10B2 left
    # out) but pays three tokens.
    write("piling-federation-satellites.json", replace_once(
        pil, '"baltaks federation 10A10,10A3,10A4,10A9,10B0,10B1,10B2,10B3,10B4 fed6',
        '"baltaks federation 10A10,10A3,10A4,10A9,10B0,10B1,10B3,10B4 fed6'))
    # Ambas swap their planetary institute in round 3, before building it
    # (round 4), instead of the booster's Q.I.C. action.
    write("piling-ambas-swap-before-pi.json", replace_once(
        pil, '"baltaks up terra (0 ⇒ 1).",\n    "ambas special q."',
        '"baltaks up terra (0 ⇒ 1).",\n    "ambas special swap-PI. swap-PI 6B4."'))
    # Bescods move 5 tokens (not 6) for a Gaia project at level 2 of the track.
    write("piling-gaia-project-tokens.json", replace_once(
        pil, '"bescods build gf 9A3 using area1: 6.', '"bescods build gf 9A3 using area1: 5.'))
    # Ambas (Gaia Project track level 0) start a Gaia project instead of a mine.
    write("piling-gaia-project-no-gaiaformer.json", replace_once(
        pil, '"ambas build m 3B5."', '"ambas build gf 3B5."'))
    # Bescods' lowest-track action advances science (level 2) instead of
    # economy (level 0).
    write("piling-bescods-not-lowest.json", replace_once(
        pil, '"bescods special up-lowest. up eco (0 ⇒ 1)."', '"bescods special up-lowest. up sci (2 ⇒ 3)."'))
    # Ambas (power 0/4/1: room for 4) charge 5 power in round 5, paying the
    # 4 VP a charge of 5 costs (the text and the ledger of the same move).
    write("piling-charge-too-much.json", replace_once(replace_once(
        pil, '"ambas charge 4pw (0/4/1/0 ⇒ 0/0/5/0)"', '"ambas charge 5pw (0/4/1/0 ⇒ 0/0/5/0)"'),
        '{ "player": 2, "move": 156, "changes": { "charge": { "pw": 4, "vp": -3 } } }',
        '{ "player": 2, "move": 156, "changes": { "charge": { "pw": 4, "vp": -4 } } }'))
    # Ambas swap their planetary institute in round 5 instead of the booster's
    # Q.I.C. action, then swap it again later in the round.
    write("piling-ambas-swap-twice.json", replace_once(
        pil, '(0/1/2/3 ⇒ 2/1/0/3)",\n    "ambas special q."',
        '(0/1/2/3 ⇒ 2/1/0/3)",\n    "ambas special swap-PI. swap-PI 4B4."'))

    # Bescods build a mine on 7A0 in round 5, the round of their Gaia project
    # there (line 646), instead of on 6A3 (their Gaia project of round 4).
    write("piling-gaia-not-ready.json", replace_once(
        pil, '"bescods build m 6A3."', '"bescods build m 7A0."'))
    # Ambas build a mine on 8A3, where the Bescods' gaiaformer stands since
    # round 5 (line 654), instead of on 3B2.
    write("piling-gaiaformer-reserved.json", replace_once(
        pil, '"ambas build m 3B2."', '"ambas build m 8A3."'))
    # Bescods' first display after the round-5 Gaia phase still shows the 6
    # tokens of their round-4 Gaia project in the Gaia area.
    write("piling-gaia-tokens-kept.json", replace_once(
        pil, '"bescods action power4. (8/4/5/0 ⇒ 12/4/1/0)"',
        '"bescods action power4. (2/4/5/6 ⇒ 12/4/1/0)"'))
    # Bal T'aks (no federation yet, round 1) take the advanced science tile
    # over their Gaia Project tile instead of the standard science tile.
    write("piling-adv-tech-no-token.json", replace_once(
        pil, '"baltaks spend 2gf for 2q. spend 2q for 2o. build ac2 9A1. tech sci. up sci (0 ⇒ 1).',
        '"baltaks spend 2gf for 2q. spend 2q for 2o. build ac2 9A1. tech adv-sci. cover gaia. '
        'up sci (0 ⇒ 1).'))

    # Bescods pay no Q.I.C. for their round-1 mine on 4A4, 3 spaces from
    # their nearest planet with range 1 (ledger of move 38).
    write("piling-mine-out-of-range.json", replace_once(
        pil, '"move": 38, "changes": { "build": { "c": -2, "o": -1, "q": -1 } }',
        '"move": 38, "changes": { "build": { "c": -2, "o": -1, "q": 0 } }'))
    # Bal T'aks start their Gaia project on 10A4 without the booster's range
    # +3 (and pay no Q.I.C.).
    write("piling-gaia-project-out-of-range.json", replace_once(
        pil, '"baltaks special range+3. build gf 10A4 using area1: 1, area2: 2.',
        '"baltaks build gf 10A4 using area1: 1, area2: 2.'))
    # Ambas pay no Q.I.C. for their mine on the Gaia planet 3B2 (move 182).
    write("piling-gaia-planet-qic.json", replace_once(
        pil, '"move": 182, "changes": { "build": { "c": -2, "o": -1, "q": -1 } }',
        '"move": 182, "changes": { "build": { "c": -2, "o": -1, "q": 0 } }'))
    # Bal T'aks (Terraforming level 4) pay 1 ore for their mine on the
    # desert planet 5A2, one step from volcanic (move 143).
    write("piling-terraforming-ore.json", replace_once(
        pil, '"move": 143, "changes": { "build": { "c": -2, "o": -2 } }',
        '"move": 143, "changes": { "build": { "c": -2, "o": -1 } }'))

    bga = read(BGA)
    # AlabeSons take 27 credits with the 4-power action instead of 7 and the
    # snapshot keeps all 37: over the storage limit of 30.
    at = bga.index('"gainStr": "[GOLD7]"', bga.index('"gainStr": "[GOLD7]"') + 1)
    snap = bga.index('"gold": 17,', at)
    assert snap - at < 200
    bga = bga[:at] + '"gainStr": "[GOLD27]"' + bga[at + len('"gainStr": "[GOLD7]"'):]
    snap += 1
    bga = bga[:snap] + '"gold": 37,' + bga[snap + len('"gold": 17,'):]
    write("bga-credits-over-storage.json", bga)
    write("bga-geodens-bonus-held-type.json", geodens_held_type(read(BGA)))
    # After an auction both factions won for 0 VP, every player is said to
    # receive 3 VP.
    write("bga-auction-vp.json", replace_once(
        read(BGA), '"log": "All players receive [VP${vp}] to ensure every player starts with at '
        'least 10 VP",\n            "args": {\n              "vp": 0',
        '"log": "All players receive [VP${vp}] to ensure every player starts with at '
        'least 10 VP",\n            "args": {\n              "vp": 3'))
    # The first 20 packets (set-up and round 1 income): AlabeSons' round 1
    # income is logged as 4 ore where the table showed 3 (the snapshot of the
    # same event keeps the 7 ore the real income gave).
    pre = bga_prefix(read(BGA), 20)
    write("bga-start-income-ore.json", replace_once(
        pre, '"gainStr": "[ORE3][KNOWLEDGE1]",\n              "player": {\n                "raceId": 3,',
        '"gainStr": "[ORE4][KNOWLEDGE1]",\n              "player": {\n                "raceId": 3,'))
    print("done")


if __name__ == "__main__":
    main()
