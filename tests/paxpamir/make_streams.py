#!/usr/bin/env python3
"""Writes the hand-written Pax Pamir streams of fixtures/paxpamir: one clean
stream played by the page's rules (streams/), and known-bad streams (bad/*.jsonl),
each a legal opening plus ONE move that breaks the sentence of Gamehelppaxpamir
named in its .expect.  Card facts come from validators/paxpamir/cards.h.
Usage: python3 tests/paxpamir/make_streams.py"""
import json
import os
import re

OUT = "fixtures/paxpamir"
SUITS = ["political", "intelligence", "economic", "military"]
REG = ["herat", "kabul", "kandahar", "persia", "punjab", "transcaspia"]
COAL = ["afghan", "british", "russian"]
BORDERS = ["herat_kabul", "herat_kandahar", "herat_persia", "herat_transcaspia",
           "kabul_kandahar", "kabul_punjab", "kabul_transcaspia", "kandahar_punjab",
           "persia_transcaspia"]


def load_cards():
    cards = {}
    for line in open("validators/paxpamir/cards.h"):
        m = re.match(r'\s*\{(\d+), "([^"]*)", (-?\d+), (\d+), (-?\d+), (-?\d+), (-?\d+), '
                     r'\{([^}]*)\}, (-?\d+), 0x(\w+), "([^"]*)"', line)
        if m:
            i, name, suit, rank, reg, loy, _prize, icons, si, acts, sp = m.groups()
            ic = [int(x) for x in icons.split(",")] + [0] * 5
            cards[int(i)] = dict(name=name, suit=int(suit), rank=int(rank), region=int(reg),
                                 loyalty=int(loy), army=ic[0], road=ic[1], lev=ic[2],
                                 spy=ic[3], tribe=ic[4], suit_icon=int(si),
                                 acts=int(acts, 16), special=sp)
    return cards


CARDS = load_cards()
MARKET = [[36, 7, 73, 71, 110, 12], [13, 81, 40, 6, 43, 83]]
DECK = [c for c in range(1, 101) if c not in MARKET[0] + MARKET[1]]


class G:
    """A stream being written, with just enough state to write legal moves."""

    def __init__(self, players=("1", "2"), deck=60):
        self.players = players
        self.moves = []
        self.market = [row[:] for row in MARKET]
        self.mr = [[0] * 6 for _ in range(2)]
        self.deck = list(DECK)
        self.ndeck = deck
        self.loyalty = {}

    def mv(self, player, action, **args):
        self.moves.append((player, action, args))
        return len(self.moves) + 1  # line: the header is line 1

    def text(self):
        names = ["ann", "bob", "cid", "dee", "eve"]
        hdr = {"stream": "gameaudit/1", "game": "paxpamir", "date": "2024-05-01",
               "players": [{"id": p, "name": names[i]} for i, p in enumerate(self.players)],
               "setup": {"market": MARKET, "deck": self.ndeck}}
        lines = [json.dumps(hdr, separators=(",", ":"))]
        for k, (p, a, args) in enumerate(self.moves):
            lines.append(json.dumps({"seq": k + 1, "player": p, "action": a, "args": args},
                                    separators=(",", ":")))
        return "\n".join(lines) + "\n"

    # ---- moves that keep the state legal
    def loyal(self, p, c):
        self.loyalty[p] = c
        return self.mv(p, "loyalty", coalition=c)

    def buy(self, p, r, c, per=1, **kw):
        card = self.market[r][c]
        paid = []
        for k in range(c - 1, -1, -1):
            t = r if self.market[r][k] else 1 - r if self.market[1 - r][k] else None
            if t is not None:
                paid += [[t, k]] * per
                self.mr[t][k] += per
        gained = self.mr[r][c]
        self.mr[r][c] = 0
        self.market[r][c] = 0
        args = dict(card=card, row=r, col=c, paid=paid, gained=gained,
                    to="hand" if CARDS[card]["suit"] >= 0 else "events")
        args.update(kw)
        return self.mv(p, "purchase", **args)

    def play(self, p, card, side="right", place=True, **kw):
        line = self.mv(p, "play", card=card, side=side, **kw)
        if place:
            self.icons(p, card)
        return line

    def icons(self, p, card):
        c = CARDS[card]
        reg = REG[c["region"]]
        coal = self.loyalty.get(p, "british")
        if c["loyalty"] >= 0:
            coal = COAL[c["loyalty"]]
        for _ in range(c["army"]):
            self.mv(p, "place", piece="army", at=reg, coalition=coal)
        border = [b for b in BORDERS if reg in b.split("_")][0]
        for _ in range(c["road"]):
            self.mv(p, "place", piece="road", at=border, coalition=coal)
        for _ in range(c["tribe"]):
            self.mv(p, "place", piece="tribe", at=reg)
        for _ in range(c["lev"]):
            self.mv(p, "gain", rupees=2, why="leverage")

    def refill(self):
        """Cleanup's market: shift left, then draw into the empty spaces."""
        for r in range(2):
            to = 0
            for c in range(6):
                card = self.market[r][c]
                if not card:
                    continue
                if c != to:
                    self.mv(None, "market", card=card, **{"from": [r, c], "to": [r, to]})
                    self.mr[r][to] += self.mr[r][c]
                    self.mr[r][c] = 0
                    self.market[r][to] = card
                    self.market[r][c] = 0
                to += 1
        for r in range(2):
            for c in range(6):
                if not self.market[r][c]:
                    card = self.deck.pop(0)
                    self.market[r][c] = card
                    self.ndeck -= 0  # the engine counts the deck down itself
                    self.mv(None, "market", card=card, to=[r, c])

    def end_turn(self, p):
        self.mv(p, "pass")
        self.mv(p, "cleanup")
        self.refill()

    def opening(self):
        """Both players choose loyalties; ann's first turn buys and plays."""
        self.loyal("1", "british")
        self.loyal("2", "afghan")
        for p in self.players[2:]:
            self.loyal(p, "russian")
        self.mv("1", "turn")
        self.buy("1", 0, 0)             # Bengal Native Infantry, free
        self.play("1", 36)              # its army in Punjab
        self.end_turn("1")


def write(name, g, expect, comments):
    path = os.path.join(OUT, "bad", name + ".jsonl")
    with open(path, "w") as f:
        f.write(g.text())
    with open(path + ".expect", "w") as f:
        for c in comments:
            f.write("# " + c + "\n")
        for code, line, *rule in expect:  # rule: the id a check citing several sentences cites
            f.write("%s %d%s\n" % (code, line, " " + rule[0] if rule else ""))


S = {}  # name -> builder returning (g, expect, comments)


def case(fn):
    S[fn.__name__.replace("_", "-")] = fn
    return fn


@case
def setup_no_loyalty():
    g = G()
    g.loyal("1", "british")
    line = g.mv("1", "turn")
    g.mv("1", "pass")
    g.mv("1", "cleanup")
    line2 = g.mv("2", "turn")
    return g, [("paxpamir.setup.no-loyalty", line2)], [
        "bob starts a turn without a loyalty",
        "Starting Loyalty: As part of setup, everyone must choose their loyalty"]


@case
def play_patriot_no_change():
    g = G()
    g.opening()
    g.mv("2", "turn")
    g.mv("2", "hand", count=1, cards=[19])
    line = g.play("2", 19)                    # Eldred Pottinger, a british patriot
    g.mv("2", "pass")
    return g, [("paxpamir.play.loyalty", line)], [
        "bob (afghan) plays Eldred Pottinger, a british patriot, and stays afghan",
        "Turn: If the card is a Patriot that doesn't match your Loyalty, see Loyalty and "
        "Influence"]


@case
def play_patriot_wrong_loyalty():
    g = G()
    g.opening()
    g.mv("2", "turn")
    g.mv("2", "hand", count=1, cards=[19])
    g.play("2", 19)
    line = g.mv("2", "loyalty", coalition="russian")
    g.mv("2", "pass")
    return g, [("paxpamir.play.loyalty-wrong", line)], [
        "bob plays a british patriot and changes loyalty to russian",
        "Starting Loyalty: some cards can only be played into your court if their loyalty "
        "matches your own"]


@case
def loyalty_kept_gift():
    g = G()
    g.opening()
    g.mv("2", "turn")
    g.mv("2", "place", piece="gift", at="2")
    line = g.mv("2", "loyalty", coalition="russian")
    return g, [("paxpamir.loyalty.kept-gifts", line)], [
        "bob changes loyalty keeping his gift",
        "Loyalty and Influence: then discard ALL Gifts, Patriots, and Prizes previously "
        "accumulated"]


@case
def loyalty_kept_patriot():
    g = G()
    g.opening()
    g.mv("1", "turn")
    line = g.mv("1", "loyalty", coalition="afghan")
    return g, [("paxpamir.loyalty.kept-patriots", line)], [
        "ann (court: Bengal Native Infantry, british patriot) turns afghan and keeps it",
        "Starting Loyalty: you will have to change loyalties, which comes at a cost"]


@case
def purchase_gain_wrong():
    g = G()
    g.opening()
    g.mv("2", "turn")
    g.buy("2", 0, 2)                  # pays onto the two cards to its left
    g.end_turn("2")
    g.mv("1", "turn")
    line = g.buy("1", 0, 0, gained=3)  # one rupee lay there
    return g, [("paxpamir.purchase.gain", line)], [
        "ann takes 3 rupees with a card that held 1",
        "Turn: If the card you purchased had rupees from before, you gain these rupees"]


@case
def purchase_other_row():
    g = G()
    g.opening()
    g.mv("2", "turn")
    line = g.buy("2", 0, 1, paid=[[1, 0]])   # the card left of it in its own row is there
    return g, [("paxpamir.purchase.other-row", line)], [
        "bob pays onto the other row although the space to the left in his row holds a card",
        "Turn: place the payment on the card on the opposite row first (only when empty)"]


@case
def purchase_nothing_paid():
    g = G()
    g.opening()
    g.mv("2", "turn")
    line = g.buy("2", 0, 2, paid=[])
    return g, [("paxpamir.purchase.unpaid", line)], [
        "bob buys the third card placing no rupee at all (and holds no Influence card that "
        "makes it free)",
        "Turn: if you wish to buy card 2, pay 1 rupee to card 1"]


@case
def purchase_wrong_card():
    g = G()
    g.opening()
    g.mv("2", "turn")
    line = g.buy("2", 1, 0, card=99)
    return g, [("paxpamir.purchase.not-in-market", line)], [
        "bob buys Cossacks from the space that holds Ghilzai Nomads",
        "Turn: Purchasing cards from the market ... (the card bought is the one in that space)"]


@case
def purchase_to_events():
    g = G()
    g.opening()
    g.mv("2", "turn")
    line = g.buy("2", 1, 0, to="events")
    return g, [("paxpamir.purchase.destination", line)], [
        "a court card bought goes to the buyer's events instead of the hand",
        "Turn: all other cards purchased go into your hand"]


@case
def purchase_military_single():
    g = G()
    g.opening()
    g.mv("2", "turn")
    g.mv("2", "favour", suit="military", **{"from": "political"})
    line = g.buy("2", 0, 1, paid=[[0, 0]])
    return g, [("paxpamir.purchase.military", line)], [
        "with military favoured the second card costs 2; 1 is paid",
        "Suits: If Military is Favoured, purchasing cost of cards is doubled"]


@case
def bribe_needless():
    g = G()
    g.opening()
    g.mv("2", "turn")
    g.mv("2", "hand", count=1, cards=[61])
    g.mv("2", "bribe", to="1", rupees=1)
    line = g.play("2", 61)                 # Karakul Sheep, Herat: nobody rules Herat
    return g, [("paxpamir.play.needless-bribe", line)], [
        "bob pays a bribe to play into Herat, which nobody rules",
        "Turn: If you are the ruler, or there is no ruler, the card is free to play"]


@case
def bribe_to_non_ruler():
    g = G(players=("1", "2", "3"))
    g.opening()
    g.mv("3", "place", piece="tribe", at="herat")
    g.mv(None, "ruler", region="herat", ruler="3")
    g.mv("2", "turn")
    g.mv("2", "hand", count=1, cards=[61])
    g.mv("2", "bribe", to="1", rupees=1)
    line = g.play("2", 61)
    return g, [("paxpamir.play.bribe-to-non-ruler", line)], [
        "cid rules Herat; bob pays the bribe to ann",
        "Ruling a Region: You can Extract Bribes (the ruler, no one else)"]


@case
def bribe_over():
    g = G()
    g.opening()
    g.mv("1", "place", piece="tribe", at="herat")
    g.mv(None, "ruler", region="herat", ruler="1")
    g.mv("2", "turn")
    g.mv("2", "hand", count=1, cards=[61])
    g.mv("2", "bribe", to="1", rupees=2)
    line = g.play("2", 61)
    return g, [("paxpamir.play.bribe-over", line)], [
        "ann rules Herat with one tribe; bob pays her 2",
        "Turn: The ruler can choose how much of the full cost the active player has to pay, "
        "from 0% to 100%"]


@case
def play_side_middle():
    g = G()
    g.opening()
    g.mv("2", "turn")
    g.mv("2", "hand", count=1, cards=[61])
    line = g.play("2", 61, side="middle")
    return g, [("paxpamir.play.side", line)], [
        "a card played into the middle of the court",
        "Turn: you may play the card either to the far left or far right of your current "
        "Court row"]


@case
def play_not_in_hand():
    g = G()
    g.opening()
    g.mv("2", "turn")
    line = g.play("2", 61)
    return g, [("paxpamir.play.not-in-hand", line)], [
        "bob plays a card he does not hold",
        "Turn: you may take 0-2 actions (a play is of a card from the hand)"]


def impact_case(extra, code, comment):
    g = G()
    g.opening()
    g.mv("2", "turn")
    g.mv("2", "hand", count=1, cards=[61])
    line = g.play("2", 61)                 # Karakul Sheep: two roads
    extra(g)
    g.mv("2", "pass")
    return g, [(code, line)], comment


@case
def impact_extra_road():
    return impact_case(lambda g: g.mv("2", "place", piece="road", at="herat_kabul",
                                      coalition="afghan"),
                       "paxpamir.play.impact-road",
                       ["Karakul Sheep (two road icons) places three roads",
                        "Impact Symbols: A Camel allows you to place a road coalition block on "
                        "a border of the card's region"])


@case
def impact_extra_army():
    return impact_case(lambda g: g.mv("2", "place", piece="army", at="herat",
                                      coalition="afghan"),
                       "paxpamir.play.impact-army",
                       ["Karakul Sheep (no army icon) places an army",
                        "Impact Symbols: A Scythe allows you to place an army coalition block "
                        "on the card's region"])


@case
def impact_extra_tribe():
    return impact_case(lambda g: g.mv("2", "place", piece="tribe", at="herat"),
                       "paxpamir.play.impact-tribe",
                       ["Karakul Sheep (no tribe icon) places a tribe",
                        "Impact Symbols: A Crown allows you to place a Tribe Cylinder on the "
                        "card's region"])


@case
def impact_extra_spy():
    return impact_case(lambda g: g.mv("2", "place", piece="spy", at="card_36"),
                       "paxpamir.play.impact-spy",
                       ["Karakul Sheep (no spy icon) places a spy",
                        "Impact Symbols: A Cylinder on Card allows you to place a Spy Cylinder "
                        "on a matching region card"])


@case
def impact_suit_change():
    return impact_case(lambda g: g.mv("2", "favour", suit="economic",
                                      **{"from": "political"}),
                       "paxpamir.play.impact-suit",
                       ["Karakul Sheep (no suit icon) changes the favoured suit",
                        "Impact Symbols: All the Suits allows you to change the Favoured Suit"])


@case
def impact_leverage_missing():
    g = G()
    g.opening()
    g.mv("2", "turn")
    g.mv("2", "hand", count=1, cards=[14])
    line = g.play("2", 14, place=False)        # Money Lenders: two roads, leverage
    g.mv("2", "place", piece="road", at="herat_kabul", coalition="afghan")
    g.mv("2", "place", piece="road", at="herat_kabul", coalition="afghan")
    g.mv("2", "pass")
    return g, [("paxpamir.play.leverage", line)], [
        "Money Lenders (leverage) is played without its 2 rupees",
        "Impact Symbols: A Weighing Scales gives you 2 Rupees"]


@case
def impact_unresolved():
    g = G()
    g.opening()
    g.mv("2", "turn")
    g.mv("2", "hand", count=1, cards=[61])
    line = g.play("2", 61, place=False)
    g.mv("2", "place", piece="road", at="herat_kabul", coalition="afghan")
    g.mv("2", "pass")
    return g, [("paxpamir.play.impact-unresolved", line)], [
        "Karakul Sheep places one of its two roads (a warning: a road may have been impossible)",
        "Turn: Finally, resolve all Impact Symbols"]


def court_case(cards):
    """ann has these cards in court (played on her first turn, by 'hand')."""
    g = G()
    g.loyal("1", "british")
    g.loyal("2", "afghan")
    g.mv("1", "turn")
    g.mv("1", "hand", count=len(cards), cards=cards)
    return g


@case
def action_not_shown():
    g = G()
    g.opening()
    g.mv("2", "turn")
    g.mv("2", "pass")
    g.mv("2", "cleanup")
    g.mv("1", "turn")
    line = g.mv("1", "action", card=36, kind="tax")
    return g, [("paxpamir.action.no-such-action", line)], [
        "ann taxes with Bengal Native Infantry, which shows betray and battle",
        "Turn: After a card is in your Court, you can take one of the actions it provides"]


def tax_card_game():
    g = G()
    g.opening()
    g.mv("2", "turn")
    g.mv("2", "hand", count=1, cards=[9])
    g.play("2", 9)                               # Afghan Handicrafts: tax, move; rank 1
    g.end_turn("2")
    g.mv("1", "turn")
    g.mv("1", "pass")
    g.mv("1", "cleanup")
    g.mv("2", "turn")
    return g


@case
def card_tax_twice():
    g = tax_card_game()
    g.mv("2", "action", card=9, kind="tax")
    g.mv("2", "bribe", rupees=0, agreed=0)      # anything between the two
    line = g.mv("2", "action", card=9, kind="tax")
    return g, [("paxpamir.action.card-reused", line)], [
        "bob taxes twice with Afghan Handicrafts in one turn",
        "Turn: if a card shows multiple icons, you must only pick one to use each turn"]


@case
def card_two_actions():
    g = tax_card_game()
    g.mv("2", "action", card=9, kind="tax")
    line = g.mv("2", "action", card=9, kind="move")
    return g, [("paxpamir.action.card-two-actions", line)], [
        "bob taxes and then moves with Afghan Handicrafts in one turn",
        "Cards: only one of these actions may be taken per turn"]


@case
def tax_paid():
    g = tax_card_game()
    g.mv("2", "action", card=9, kind="tax")
    line = g.mv("2", "pay", cells=[[0, 5]])
    return g, [("paxpamir.action.paid-free", line)], [
        "bob pays a rupee into the market for a tax",
        "Turn: Some actions are free, only taking an action point"]


@case
def tax_too_much():
    g = tax_card_game()
    g.mv("2", "action", card=9, kind="tax")
    line = g.mv("2", "tax", rupees=2, **{"from": "1"})
    return g, [("paxpamir.action.tax-excess", line)], [
        "Afghan Handicrafts (rank 1) takes 2 rupees",
        "Card Actions: Tax - Take Rupees equal to the card's rank"]


@case
def tax_shelter():
    g = G()
    g.loyal("1", "british")
    g.loyal("2", "afghan")
    g.mv("1", "turn")
    g.mv("1", "hand", count=1, cards=[61])
    g.play("1", 61)                             # Karakul Sheep: 2 economic stars
    g.end_turn("1")
    g.mv("2", "turn")
    g.mv("2", "hand", count=1, cards=[9])
    g.play("2", 9)
    g.end_turn("2")
    g.mv("1", "turn")
    g.mv("1", "pass")
    g.mv("1", "cleanup")
    g.mv("2", "turn")
    g.mv("1", "lose", rupees=2)                 # ann is down to 2 rupees
    g.mv("2", "action", card=9, kind="tax")
    line = g.mv("2", "tax", rupees=1, **{"from": "1"})
    return g, [("paxpamir.action.tax-shelter", line)], [
        "ann holds 2 rupees, sheltered by 2 economic stars (Karakul Sheep); bob taxes one",
        "Card Actions: Tax - ... (Economic Stars can counter this)"]


def court_game(p, cards, ruler_of=None):
    """ann (british) and bob (afghan); player p gets cards into court on a first
    turn of their own (played from a hand an event gave), icons placed."""
    g = G()
    g.loyal("1", "british")
    g.loyal("2", "afghan")
    if p == "2":
        g.mv("1", "turn")
        g.end_turn("1")
    g.mv(p, "turn")
    g.mv(p, "hand", count=len(cards), cards=cards)
    for c in cards:
        g.play(p, c)
    g.end_turn(p)
    other = "2" if p == "1" else "1"
    g.mv(other, "turn")
    g.end_turn(other)
    g.mv(p, "turn")
    return g


@case
def build_underpaid():
    g = court_game("1", [28])                   # Anarkali Bazaar: tax, build; Punjab
    g.mv("1", "place", piece="tribe", at="punjab")
    g.mv(None, "ruler", region="punjab", ruler="1")
    line = g.mv("1", "action", card=28, kind="build")
    g.mv("1", "pay", cells=[[0, 5], [1, 5]])
    g.mv("1", "place", piece="army", at="punjab", coalition="british")
    g.mv("1", "place", piece="army", at="punjab", coalition="british")
    g.mv("1", "pass")
    return g, [("paxpamir.action.build-cost", line)], [
        "ann builds two armies paying 2 rupees",
        "Card Actions: Build - Place up to three armies or roads or combination of, at a "
        "cost of 2 rupees each"]


@case
def build_not_ruled():
    g = court_game("1", [28])
    g.mv("1", "action", card=28, kind="build")
    g.mv("1", "pay", cells=[[0, 5], [1, 5]])
    line = g.mv("1", "place", piece="army", at="punjab", coalition="british")
    g.mv("1", "pass")
    return g, [("paxpamir.action.build-not-ruler", line)], [
        "ann builds in Punjab, which nobody rules",
        "Ruling a Region: You may take the Build action (only as a ruler)"]


@case
def move_too_far():
    g = court_game("1", [9])                    # Afghan Handicrafts: move, rank 1; Kabul
    g.mv("1", "place", piece="army", at="kabul", coalition="british")
    g.mv("1", "place", piece="road", at="kabul_kandahar", coalition="british")
    g.mv("1", "place", piece="road", at="kandahar_punjab", coalition="british")
    g.mv("1", "action", card=9, kind="move")
    g.mv("1", "remove", piece="army", at="kabul", coalition="british")
    line = g.mv("1", "place", piece="army", at="punjab", coalition="british")
    return g, [("paxpamir.action.move-excess", line, "paxpamir.action.move")], [
        "a rank-1 move takes an army two borders (Kabul - Kandahar - Punjab)",
        "Card Actions: Move - Based on the card's rank, gain that many movement points"]


@case
def move_no_road():
    g = court_game("1", [9])
    g.mv("1", "place", piece="army", at="kabul", coalition="british")
    g.mv("1", "action", card=9, kind="move")
    g.mv("1", "remove", piece="army", at="kabul", coalition="british")
    line = g.mv("1", "place", piece="army", at="kandahar", coalition="british")
    return g, [("paxpamir.action.move-no-road", line)], [
        "a british army crosses from Kabul to Kandahar with no british road there",
        "Card Actions: To move an army, there must be a loyal road on the border"]


@case
def move_a_road():
    g = court_game("1", [9])
    g.mv("1", "place", piece="road", at="kabul_kandahar", coalition="british")
    g.mv("1", "action", card=9, kind="move")
    g.mv("1", "remove", piece="road", at="kabul_kandahar", coalition="british")
    line = g.mv("1", "place", piece="road", at="kabul_punjab", coalition="british")
    return g, [("paxpamir.action.move-piece", line)], [
        "a move action moves a road",
        "Card Actions: A movement point moves either an army or spy"]


def betray_game():
    g = court_game("1", [10])                   # Balkh Arsenic Mine: build, betray
    return g


@case
def betray_overpaid():
    g = betray_game()
    g.mv("1", "place", piece="spy", at="card_36", owner="1")
    g.mv("1", "action", card=10, kind="betray", target=36)
    line = g.mv("1", "pay", cells=[[0, 5], [1, 5], [0, 4]])
    return g, [("paxpamir.action.betray-cost", line)], [
        "a betrayal pays 3 rupees",
        "Card Actions: Betray - For 2 Rupees, discard a card"]


@case
def betray_without_spy():
    g = betray_game()
    line = g.mv("1", "action", card=10, kind="betray", target=36)
    return g, [("paxpamir.action.betray-no-spy", line)], [
        "ann betrays a card holding none of her spies",
        "Card Actions: Betray - ... discard a card from your or an opponent's court where you "
        "have a spy planted"]


@case
def prize_other_card():
    g = betray_game()
    g.mv("1", "place", piece="spy", at="card_10", owner="1")
    g.mv("1", "action", card=10, kind="betray", target=10)
    g.mv("1", "pay", cells=[[0, 5], [1, 5]])
    g.mv("1", "clear", what="spies", card=10)
    g.mv("1", "discard", card=10, **{"from": "court"})
    line = g.mv("1", "prize", card=36)
    return g, [("paxpamir.action.prize-not-betrayed", line)], [
        "ann betrays Balkh Arsenic Mine and takes Bengal Native Infantry as the prize",
        "Card Actions: After which, you may accept the discarded card as a Prize"]


def battle_game():
    g = court_game("1", [35])                   # Hari Singh Nalwa: move, battle; rank 2
    g.mv("2", "place", piece="army", at="punjab", coalition="afghan")
    g.mv("2", "place", piece="army", at="punjab", coalition="afghan")
    g.mv("2", "place", piece="army", at="punjab", coalition="afghan")
    return g


@case
def battle_too_many():
    g = battle_game()
    g.mv("1", "place", piece="army", at="punjab", coalition="british")
    g.mv("1", "place", piece="army", at="punjab", coalition="british")
    g.mv("1", "action", card=35, kind="battle", site="punjab")
    for _ in range(2):
        g.mv("1", "remove", piece="army", at="punjab", coalition="afghan")
    line = g.mv("1", "remove", piece="army", at="punjab", coalition="afghan")
    return g, [("paxpamir.action.battle-excess", line)], [
        "a rank-2 battle removes three armies",
        "Card Actions: Remove tokens at that site equal to the rank of the battle card"]


@case
def battle_outnumbered():
    g = battle_game()
    g.mv("2", "remove", piece="army", at="punjab", coalition="british")  # ann keeps one
    g.mv("1", "action", card=35, kind="battle", site="punjab")
    g.mv("1", "remove", piece="army", at="punjab", coalition="afghan")
    line = g.mv("1", "remove", piece="army", at="punjab", coalition="afghan")
    return g, [("paxpamir.action.battle-outnumbered", line)], [
        "ann, one british army left in Punjab, removes two afghan armies with a rank-2 card",
        "Card Actions: You may not remove more than you have Armies or Spies at that site"]


@case
def battle_own_coalition():
    g = battle_game()
    g.mv("1", "action", card=35, kind="battle", site="punjab")
    line = g.mv("1", "remove", piece="army", at="punjab", coalition="british")
    return g, [("paxpamir.action.battle-immune", line)], [
        "ann (british) removes a british army",
        "Card Actions: Armies and Roads and Tribes of your loyalty are immune to removal"]


@case
def hand_over_limit():
    g = G()
    g.opening()
    g.mv("2", "turn")
    g.buy("2", 1, 0)
    g.buy("2", 0, 0)
    g.end_turn("2")
    g.mv("1", "turn")
    g.end_turn("1")
    g.mv("2", "turn")
    g.buy("2", 1, 0)
    g.mv("2", "pass")
    line = g.mv("2", "cleanup")
    return g, [("paxpamir.cleanup.hand-limit", line, "paxpamir.cleanup.hand")], [
        "bob ends a turn with 3 cards in hand and no intelligence stars",
        "Court & Hand Limits: at end of turn, your hand can only have 2 + blue stars quantity "
        "of cards"]


@case
def court_over_limit():
    g = G()
    g.loyal("1", "british")
    g.loyal("2", "afghan")
    g.mv("1", "turn")
    g.mv("1", "hand", count=4, cards=[61, 9, 28, 13])
    for c in (61, 9):
        g.play("1", c)
    g.end_turn("1")
    g.mv("2", "turn")
    g.end_turn("2")
    g.mv("1", "turn")
    for c in (28, 13):
        g.play("1", c)
    g.mv("1", "pass")
    line = g.mv("1", "cleanup")
    return g, [("paxpamir.cleanup.court-limit", line, "paxpamir.cleanup.court")], [
        "ann ends a turn with 4 cards in court and no political stars",
        "Court & Hand Limits: at end of turn, your court can only have 3 + purple stars "
        "quantity of cards"]


@case
def market_event_kept():
    g = G()
    g.opening()                                  # row 1: 7 73 71 110 ...
    g.mv("2", "turn")
    g.buy("2", 0, 0)
    g.buy("2", 0, 1)
    g.end_turn("2")                              # row 1: 71 110 ...
    g.mv("1", "turn")
    g.buy("1", 0, 0)
    g.end_turn("1")                              # Nationalism is leftmost
    g.mv("2", "turn")
    g.mv("2", "pass")
    line = g.mv("2", "cleanup")
    return g, [("paxpamir.cleanup.market-event-kept", line)], [
        "Nationalism, an event card, stays in the leftmost space through cleanup",
        "Cleanup: Discard leftmost cards in the Market and resolve their Impact Event"]


@case
def market_gap():
    g = G()
    g.opening()
    g.mv("2", "turn")
    g.buy("2", 0, 2)
    g.mv("2", "pass")
    g.mv("2", "cleanup")
    line = g.mv("1", "turn")
    return g, [("paxpamir.cleanup.market-gap", line)], [
        "the cards right of a bought card (row 1, column 3) are not shifted left",
        "Cleanup: Move all Market cards to the left"]


@case
def market_not_refilled():
    g = G()
    g.opening()
    g.mv("2", "turn")
    g.buy("2", 1, 3)
    g.mv("2", "pass")
    g.mv("2", "cleanup")
    for c in (4, 5):
        g.mv(None, "market", card=g.market[1][c], **{"from": [1, c], "to": [1, c - 1]})
    line = g.mv("1", "turn")
    return g, [("paxpamir.cleanup.market-not-refilled", line)], [
        "no card is drawn into the empty space (the deck holds 60)",
        "Cleanup: Draw 2 new Market cards"]


def blocks(g, coal, n, region="kabul"):
    for _ in range(n):
        g.mv(None, "place", piece="army", at=region, coalition=coal)


@case
def dominance_three_more():
    g = G()
    g.opening()
    g.mv("2", "turn")  # a check comes in a turn (not after cleanup); a british army in Punjab
    blocks(g, "british", 6)
    blocks(g, "afghan", 4)
    line = g.mv(None, "check", coalition="british", points={"1": 5, "2": 0})
    return g, [("paxpamir.dominance.outcome", line), ("paxpamir.dominance.score-fail", line)], [
        "7 british blocks against 4 afghan: three more, and the log scores it a british "
        "success (so ann's 5 points are also not what the unsuccessful check gives)",
        "Dominance Check: a single coalition must have the most blocks in play and four more "
        "than any other coalition"]


@case
def dominance_wrong_points():
    g = G()
    g.opening()
    g.mv("2", "turn")                            # a check comes in a turn, not after cleanup
    blocks(g, "british", 7)
    line = g.mv(None, "check", coalition="british", points={"1": 3, "2": 0})
    return g, [("paxpamir.dominance.score", line)], [
        "ann, the only british player, scores 3 at a british success",
        "Dominance Check: The player with the most scores 5, then 3, then 1"]


@case
def dominance_disloyal_scores():
    g = G()
    g.opening()
    g.mv("2", "turn")                            # a check comes in a turn, not after cleanup
    blocks(g, "british", 7)
    line = g.mv(None, "check", coalition="british", points={"1": 5, "2": 1})
    return g, [("paxpamir.dominance.score-disloyal", line)], [
        "bob (afghan) scores at a british success",
        "Dominance Check: players in the winning coalition each score points based on how "
        "much influence they have"]


@case
def dominance_fail_points():
    g = G()
    g.opening()
    g.mv("2", "turn")                            # a check comes in a turn, not after cleanup
    g.mv("1", "place", piece="tribe", at="kabul")
    g.mv("1", "place", piece="tribe", at="kabul")
    g.mv("2", "place", piece="tribe", at="herat")
    line = g.mv(None, "check", points={"1": 1, "2": 3})
    return g, [("paxpamir.dominance.score-fail", line), ("paxpamir.dominance.score-fail", line)], [
        "an unsuccessful check: ann has 2 cylinders, bob 1, and the log gives ann 1, bob 3",
        "Dominance Check: If unsuccessful, the player with the most cylinders scores 3 points "
        "and the player with second most scores 1 point"]


def last_check_cards(g):
    for k, card in enumerate((101, 102, 103, 104)):
        g.mv(None, "market", card=card, to=[1, k])
        g.mv(None, "market", card=card, **{"from": [1, k]})


@case
def dominance_final_not_doubled():
    g = G()
    g.opening()
    blocks(g, "british", 7)
    last_check_cards(g)
    line = g.mv(None, "check", coalition="british", points={"1": 5, "2": 0})
    return g, [("paxpamir.dominance.score-double", line)], [
        "the fourth dominance check card is gone: the check is the final one, and ann's 5 is "
        "not doubled",
        "Dominance Check: The final dominance check scores double points"]


@case
def dominance_blocks_kept():
    g = G(players=("1", "2", "3"))
    g.loyal("1", "british")
    g.loyal("2", "afghan")
    g.loyal("3", "british")
    g.mv("1", "place", piece="gift", at="2")     # ann's influence 2, cid's 1
    blocks(g, "british", 5)
    g.mv(None, "check", coalition="british", points={"1": 5, "2": 0, "3": 3})
    line = g.mv("1", "turn")
    return g, [("paxpamir.dominance.blocks-kept", line)], [
        "after a british success the blocks stay on the map into the next turn",
        "Dominance Check: After which, remove all coalition blocks"]


@case
def end_missed():
    g = G()
    g.opening()
    g.mv("2", "turn")                            # a check comes in a turn, not after cleanup
    blocks(g, "british", 7)
    g.mv(None, "check", coalition="british", points={"1": 5, "2": 0})
    g.mv(None, "clear", what="blocks")
    line = g.mv("1", "turn")
    return g, [("paxpamir.end.missed", line)], [
        "ann leads by 5 after a check, and play goes on",
        "Game End: If after a Dominance Check, a player is at least 4 points ahead of everyone "
        "else, that player immediately wins"]


@case
def end_wrong_score():
    g = G()
    g.opening()
    blocks(g, "british", 7)
    last_check_cards(g)
    g.mv(None, "check", coalition="british", points={"1": 10, "2": 0})
    line = g.mv(None, "result", scores={"1": 7, "2": 0}, ranks={"1": 1, "2": 2})
    return g, [("paxpamir.end.result", line)], [
        "the result gives ann 7 points; the final check gave her 10",
        "Game End: the player with the most points wins"]


@case
def end_tiebreak():
    g = G()
    g.opening()
    last_check_cards(g)
    g.mv(None, "check", points={"1": 0, "2": 0})
    line = g.mv(None, "result", scores={"1": 0, "2": 0}, ranks={"1": 2, "2": 1})
    return g, [("paxpamir.end.tiebreak", line), ("paxpamir.end.tiebreak", line)], [
        "0 to 0: ann has a military star (Bengal Native Infantry), bob none, yet bob ranks first",
        "Game End: If there's a tie, the tiebreakers are: first, most Military stars, second "
        "most rupees"]


@case
def end_too_early():
    g = G()
    g.opening()
    line = g.mv(None, "result", scores={"1": 0, "2": 0}, ranks={"1": 1, "2": 2})
    return g, [("paxpamir.end.too-early", line)], [
        "the game ends with no dominance check",
        "Game End: If the final Dominance Check card is resolved and the above isn't true, the "
        "player with the most points wins"]


@case
def ruler_without_tribe():
    g = G()
    g.opening()
    line = g.mv(None, "ruler", region="kabul", ruler="1")
    return g, [("paxpamir.ruler.no-tribe", line)], [
        "ann becomes ruler of Kabul with no tribe there",
        "Ruling a Region: To rule a region, you must have one tribe there"]


@case
def rupees_overspent():
    g = G()
    g.opening()
    line = g.mv("1", "lose", rupees=5)
    return g, [("paxpamir.rupees.negative", line)], [
        "ann pays 5 rupees holding 4",
        "rulebook: a player never pays rupees they do not have"]


@case
def state_influence():
    g = G()
    g.opening()
    line = g.mv("1", "state", influence=5)
    return g, [("paxpamir.state.influence", line)], [
        "the log gives ann influence 5; 1 + one british patriot is 2",
        "Loyalty and Influence: This is calculated as 1 + Patriots + Prizes + Gifts"]


@case
def state_market_cards():
    g = G()
    g.opening()
    market = [row[:] for row in g.market]
    market[1][2] = 99
    line = g.mv(None, "state", market=market)
    return g, [("paxpamir.state.market-cards", line)], [
        "the log's market has Cossacks where Army of the Indus... where the engine's card is",
        "Cleanup: Move all Market cards to the left (the market the engine keeps)"]


@case
def state_market_rupees():
    g = G()
    g.opening()
    g.mv("2", "turn")
    g.buy("2", 0, 2)                  # a rupee each on columns 1 and 2 of row 1
    rup = [r[:] for r in g.mr]
    rup[0][0] = 0
    line = g.mv(None, "state", market_rupees=rup)
    return g, [("paxpamir.state.market-rupees", line)], [
        "the log's market lost the rupee paid onto column 1",
        "Cleanup: If there were any rupees on these cards, they stay lingering"]


@case
def state_rupees():
    g = G()
    g.opening()
    line = g.mv("1", "state", rupees=9)
    return g, [("paxpamir.state.mismatch", line)], [
        "the log gives ann 9 rupees; she has 4",
        "rulebook: rupees change only as the rules say"]


@case
def suit_from_wrong():
    g = G()
    g.opening()
    line = g.mv("2", "favour", suit="economic", **{"from": "military"})
    return g, [("paxpamir.suit.from", line)], [
        "a change of the favoured suit from military while political is favoured",
        "Suits: one suit is always shown as favoured, starting with Political"]


@case
def actions_left_wrong():
    g = G()
    g.opening()
    g.mv("2", "turn")
    g.buy("2", 0, 0)
    line = g.mv("2", "state", actions=2)
    return g, [("paxpamir.turn.actions-left", line)], [
        "after a purchase the log says bob has 2 actions left",
        "Suits: Whichever suit is currently the Favoured Suit allow those cards to take actions "
        "without counting as actions (others count)"]


@case
def instability_ignored():
    g = G()
    g.opening()
    g.mv(None, "market", card=101, to=[0, 5])
    g.mv(None, "market", card=102, to=[1, 5])
    line = g.mv("2", "turn")
    return g, [("paxpamir.cleanup.instability", line)], [
        "two dominance check cards in the market and no check before the next turn",
        "Cleanup: If there is another Dominance, complete a Dominance Check"]


@case
def leverage_unpaid():
    g = court_game("1", [14])                    # Money Lenders: leverage
    line = g.mv("1", "discard", card=14, **{"from": "court"})
    line = g.mv("1", "pass")
    return g, [("paxpamir.cleanup.leverage-unpaid", line, "paxpamir.cards.leverage")], [
        "ann discards Money Lenders (leveraged) holding rupees and pays nothing",
        "Cards: If you need to discard a card with the Leveraged icon, either two rupees or 1 "
        "card per rupee owed must be discarded too"]


def two_courts(*turns):
    """ann (british) and bob (afghan) take turns in turn, each playing the cards of its
    list (at most two, the turn's two actions) into court from a hand an event gave,
    icons placed; then it is the next player's turn."""
    g = G()
    g.loyal("1", "british")
    g.loyal("2", "afghan")
    for k, cards in enumerate(turns):
        p = "12"[k % 2]
        g.mv(p, "turn")
        if cards:
            g.mv(p, "hand", count=len(cards), cards=cards)
        for c in cards:
            g.play(p, c)
        g.end_turn(p)
    g.mv("12"[len(turns) % 2], "turn")
    return g


@case
def move_spy_too_far():
    # the courts in turn order: ann's 9, 61, then bob's 12, 14, 13 (and back to ann's 9)
    g = two_courts([9, 61], [12, 14], [], [13])  # Afghan Handicrafts: move, rank 1
    g.mv("1", "place", piece="spy", at="card_9", owner="1")
    g.mv("1", "action", card=9, kind="move")
    g.mv("1", "remove", piece="spy", at="card_9", owner="1")
    line = g.mv("1", "place", piece="spy", at="card_14", owner="1")
    return g, [("paxpamir.action.move-excess", line, "paxpamir.action.move-spy")], [
        "a rank-1 move takes ann's spy from Afghan Handicrafts to Money Lenders: two cards "
        "along the courts either way (past City of Ghazni, or back past Ghilzai Nomads)",
        "Card Actions: If moving a spy, it can move clockwise or counterclockwise from its "
        "current position, along the same player's court and even jumping to the next "
        "player's court"]


@case
def move_spy_to_market():
    g = two_courts([9, 61], [12, 14], [], [13])
    g.mv("1", "place", piece="spy", at="card_9", owner="1")
    g.mv("1", "action", card=9, kind="move")
    g.mv("1", "remove", piece="spy", at="card_9", owner="1")
    line = g.mv("1", "place", piece="spy", at="card_%d" % g.market[0][1], owner="1")
    return g, [("paxpamir.action.spy-off-court", line)], [
        "a move action takes ann's spy from her court onto a market card",
        "Card Actions: If moving a spy, it can move ... along the same player's court and even "
        "jumping to the next player's court"]


@case
def betray_leverage_unpaid():
    g = two_courts([10], [14])                  # Balkh Arsenic Mine: betray; Money Lenders
    g.mv("1", "place", piece="spy", at="card_14", owner="1")
    g.mv("1", "action", card=10, kind="betray", target=14)
    g.mv("1", "pay", cells=[[0, 5], [1, 5]])
    g.mv("1", "clear", what="spies", card=14)
    g.mv("1", "discard", card=14, **{"from": "court"})
    line = g.mv("1", "pass")
    return g, [("paxpamir.cleanup.leverage-unpaid", line, "paxpamir.action.betray-leverage")], [
        "ann betrays bob's Money Lenders (leveraged); bob holds rupees and pays nothing",
        "Card Actions: Betray - ... This may also trigger the Leverage icon for the original "
        "owner"]


@case
def hand_over_limit_no_cleanup():
    g = G()
    g.opening()
    g.mv("2", "turn")
    g.buy("2", 1, 0)
    g.buy("2", 0, 0)
    g.end_turn("2")
    g.mv("1", "turn")
    g.end_turn("1")
    g.mv("2", "turn")
    g.buy("2", 1, 0)
    g.mv("2", "pass")
    g.refill()                                  # the market refilled, no cleanup step
    line = g.mv("1", "turn")
    return g, [("paxpamir.cleanup.hand-limit", line, "paxpamir.cleanup.limits")], [
        "bob's turn ends with 3 cards in hand, no intelligence stars, and no cleanup step",
        "Cleanup: Check you aren't over Hand or Court Limit"]


@case
def check_one_dominance():
    g = G()
    g.opening()
    g.mv("2", "turn")
    g.buy("2", 1, 0)                            # Ghilzai Nomads, free
    g.mv("2", "pass")
    g.mv("2", "cleanup")
    for c in range(1, 6):
        g.mv(None, "market", card=g.market[1][c], **{"from": [1, c], "to": [1, c - 1]})
    g.mv(None, "market", card=101, to=[1, 5])   # the new card: a Dominance Check
    line = g.mv(None, "check", points={"1": 0, "2": 0})
    return g, [("paxpamir.cleanup.needless-check", line, "paxpamir.cleanup.only-dominance")], [
        "the card drawn at cleanup is a Dominance Check, the only one in the market, and a "
        "check follows",
        "Cleanup: If one of the new cards was a Dominance, check to see if it's the only "
        "Dominance"]


@case
def political_kept():
    g = court_game("1", [5])                     # Shah Shujah Durrani: political, Kabul
    g.mv("2", "remove", piece="tribe", at="kabul", owner="1")
    line = g.mv("1", "pass")
    return g, [("paxpamir.cleanup.political-kept", line)], [
        "ann loses her last tribe in Kabul and keeps Shah Shujah Durrani",
        "Cards: If you lose the last tribe in a region, all political cards associated with "
        "that region are also discarded"]


@case
def tribes_kept():
    g = court_game("1", [5])
    g.mv("1", "discard", card=5, **{"from": "court"})
    line = g.mv("1", "pass")
    return g, [("paxpamir.cleanup.tribes-kept", line)], [
        "ann loses her only political card of Kabul and keeps her tribe there",
        "Cards: If you lose the last political card associated with a region, all tribes in "
        "that region are also discarded"]


@case
def spies_kept():
    g = G()
    g.opening()
    g.mv("2", "place", piece="spy", at="card_36")
    line = g.mv("1", "discard", card=36, **{"from": "court"})
    return g, [("paxpamir.cleanup.spies-kept", line)], [
        "Bengal Native Infantry leaves ann's court with bob's spy still on it",
        "Cards: If you need to discard a card with a spy, this is returned to its owner"]


def clean_opening():
    """Four legal turns written by the page's rules (no finding expected)."""
    g = G()
    g.opening()
    g.mv("2", "turn")
    g.buy("2", 1, 0)                        # Ghilzai Nomads, free
    g.play("2", 13, side="left")            # two afghan roads on a border of Kabul
    g.end_turn("2")
    g.mv("1", "turn")
    g.buy("1", 0, 2)                        # one rupee onto each card to its left
    g.mv("1", "state", rupees=2, vp=0, influence=2, actions=1)
    g.end_turn("1")
    g.mv("2", "turn")
    g.mv("2", "action", card=13, kind="tax")
    cells = [[r, c] for r in range(2) for c in range(6) if g.mr[r][c]][:2]
    for r, c in cells:
        g.mr[r][c] -= 1
    g.mv("2", "tax", rupees=len(cells), cells=cells)
    g.mv("2", "state", rupees=4 + len(cells), actions=1)
    g.end_turn("2")
    g.mv(None, "state", market=g.market, market_rupees=g.mr)
    return g


def run():
    os.makedirs(os.path.join(OUT, "bad"), exist_ok=True)
    for name, fn in S.items():
        r = fn()
        if r:
            write(name, *r)
    os.makedirs(os.path.join(OUT, "streams"), exist_ok=True)
    with open(os.path.join(OUT, "streams", "opening.jsonl"), "w") as f:
        f.write(clean_opening().text())


if __name__ == "__main__":
    run()
