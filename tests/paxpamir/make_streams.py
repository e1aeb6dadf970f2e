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
        for code, line in expect:
            f.write("%s %d\n" % (code, line))


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


def run():
    os.makedirs(os.path.join(OUT, "bad"), exist_ok=True)
    for name, fn in S.items():
        r = fn()
        if r:
            write(name, *r)


if __name__ == "__main__":
    run()
