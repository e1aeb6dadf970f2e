"""The command-card hand cases of make_troops.py (imported by troop_cases.py):
for each hand rule of Gamehelpmemoir (a nation's, an ACTIONS rule's, a
troop's), a short legal game whose deal is logged -- so every draw and the
hand's size are judged -- and the one change that breaks the rule.  Allies
(player 2) play first from the bottom (row 8); the axis (player 1) hold row 0."""
from make_troops import (U, card, order, move, attack, roll, damage, medal, end, draw, discard, reveal,
                         recover, case, AX, AL, I, A, G, F, S)

C_ = 'memoir44.'
A_ = 'memoir44.actions.'
FOE = U(9, 4, 0, 'infantry', 'axis')          # a unit far away, so both sides are on the board

# ---- Italian Royal Army: dealt 6, a card shed for each unit lost, never below 3
IT = {'axis': 'Italian Royal Army'}
IT_CARDS = {'axis': 6, 'allies': 3}
IT_DEAL = [draw(AX, 6), draw(AL, 3)]


def kill(u, t, x, y, dice=(I, A)):
    """Allied unit u fires at the 1-figure axis unit t on (x, y) and eliminates it."""
    return [attack(AL, u, t), roll(AL, x, y, *dice), damage(t, 1), medal('allies', t)]


# the allies eliminate an Italian unit; the axis' next turn sheds its card by the draw it does not make
ITU = [U(1, 12, 6), U(2, 12, 4, 'infantry', 'axis', 1), FOE]
ITM = IT_DEAL + [card(AL, 'Probe', 'center'), order(AL, 1)] + kill(1, 2, 12, 4) + \
    [draw(AL, 1), end(AL), card(AX, 'Recon', 'center'), end(AX)]
case('italian-deal', ITU, ITM, {0: draw(AX, 5)}, C_ + 'setup.hand', C_ + 'italian.hand',
     ['The Italian axis are dealt 5 command cards: the Italian Royal Army starts with 6.'],
     nations=IT, cards=IT_CARDS)
case('italian-shed', ITU, ITM, {('+', 11): draw(AX, 2, 1)}, C_ + 'hand.size', C_ + 'italian.hand',
     ['The allies eliminate an Italian unit; on their next turn the Italians play a Recon and draw its',
      'replacement: they end it holding 6 cards, one more than the unit lost leaves them (5).'],
     nations=IT, cards=IT_CARDS, line=14)
# three units lost: the Italians shed two cards and a draw (hand 3); a fourth lost costs nothing
ITF = [U(1, 10, 6), U(2, 12, 6), U(3, 14, 6)] + \
    [U(i, x, y, 'infantry', 'axis', 1) for i, x, y in ((5, 10, 4), (6, 12, 4), (7, 14, 4), (8, 11, 3))] + \
    [FOE]
ITFM = IT_DEAL + [card(AL, 'Attack', 'center'), order(AL, 1, 2, 3)] + kill(1, 5, 10, 4) + \
    kill(2, 6, 12, 4) + kill(3, 7, 14, 4) + \
    [draw(AL, 1), end(AL), card(AX, 'Recon', 'center'), discard(AX, 2), end(AX),
     card(AL, 'Probe', 'center'), order(AL, 2)] + kill(2, 8, 11, 3, (I,)) + \
    [draw(AL, 1), end(AL), card(AX, 'Recon', 'center'), draw(AX, 2, 1), end(AX)]
case('italian-floor', ITF, ITFM, {len(ITFM) - 2: None}, C_ + 'turn.draw', C_ + 'italian.hand',
     ['The Italians hold 3 cards after losing 3 units; they lose a 4th and do not draw after their',
      'next card: their hand never goes below 3.'],
     nations=IT, cards=IT_CARDS, board={"to_win": {"axis": 4, "allies": 6}})

# ---- Oasis Recovery: a die for each card held, the ordering card included (the Italians' hand shrinks)
OAU = [U(1, 12, 6), U(4, 16, 6), U(2, 12, 4, 'infantry', 'axis', 1), U(3, 16, 4, 'infantry', 'axis'), FOE]
OAM = IT_DEAL + [card(AL, 'Probe', 'center'), order(AL, 1, 4)] + kill(1, 2, 12, 4) + \
    [attack(AL, 4, 3), roll(AL, 16, 4, I, I), damage(3, 2), draw(AL, 1), end(AL),
     discard(AX), card(AX, 'Recon', 'center'), order(AX, 3), recover(AX, 3, 2, I, S, A, G, F), draw(AX, 2, 1),
     end(AX)]
case('recovery-oasis-italian', OAU, OAM, {len(OAM) - 3: recover(AX, 3, 2, I, S, A, G, F, A)},
     A_ + 'recovery', A_ + 'oasis-dice',
     ['The Italians shed a card for a unit lost (6 to 5); their oasis recovery rolls 6 dice, not the 5',
      'cards they hold with the ordering card.'],
     nations=IT, cards=IT_CARDS, rules=['Oasis Recovery'])

# ---- Capture HQ/Supply Tent: the owner loses a random card when the enemy takes it, draws it back on
# reclaiming it
HQ = [(12, 4, 'HQs & Supply Tents', {'owner': 'axis'})]
HQU = [U(1, 12, 6), U(2, 12, 2, 'infantry', 'axis'), FOE]
HQM = [draw(AX, 4), draw(AL, 3),
       card(AL, 'Probe', 'center'), order(AL, 1), move(AL, 1, 11, 5), move(AL, 1, 12, 4), discard(AX),
       draw(AL, 1), end(AL),
       card(AX, 'Recon', 'center'), draw(AX, 2, 1), end(AX),
       card(AL, 'Probe', 'center'), order(AL, 1), move(AL, 1, 11, 5), draw(AL, 1), end(AL),
       card(AX, 'Probe', 'center'), order(AX, 2), move(AX, 2, 11, 3), move(AX, 2, 12, 4),
       draw(AX, 1), draw(AX, 1), end(AX)]
HQ_CARDS = {'axis': 4, 'allies': 3}
case('hq-lose', HQU, HQM, {6: None}, C_ + 'hand.size', A_ + 'hq-lose',
     ['Allied infantry takes the axis HQ; the axis discard no card and end the turn holding 4, not 3.'],
     terrain=HQ, rules=['Capture HQ/Supply Tent'], cards=HQ_CARDS, line=9)
case('hq-refill', HQU, HQM, {22: None}, C_ + 'hand.size', A_ + 'hq-refill',
     ['The axis reclaim their HQ and draw only the card their Probe owes: their hand stays at 3, not',
      'replenished to 4.'],
     terrain=HQ, rules=['Capture HQ/Supply Tent'], cards=HQ_CARDS, line=24)

# ---- Radar Alert: the allies hold the radar; the axis put their Air Power face up the turn before, and
# play it then
RAD = [card(AL, 'Recon', 'center'), end(AL), card(AX, 'Recon', 'center'), reveal(AX, 'Air power'), end(AX),
       card(AL, 'Recon', 'center'), end(AL), card(AX, 'Air power'), end(AX)]
case('radar-place', [U(1, 12, 6), FOE], RAD, {3: None}, C_ + 'hand.radar', A_ + 'radar-place',
     ['Under Radar Alert the axis play Air Power that was not put face up on the board at the end of their',
      'previous turn.'],
     rules=['Radar Alert'], setup={'radar': 'allies'}, line=8)
case('radar-next', [U(1, 12, 6), FOE], RAD, {7: card(AX, 'Recon', 'center')}, C_ + 'hand.radar',
     A_ + 'radar-next',
     ['The axis put Air Power face up on the board, then play a Recon on their next turn.'],
     rules=['Radar Alert'], setup={'radar': 'allies'})
case('radar-reveal-turn', [U(1, 12, 6), FOE], RAD, {3: None, ('+', 6): reveal(AX, 'Air power')}, C_ + 'hand.radar',
     A_ + 'radar-place',
     ["The axis put Air Power face up during the allies' turn, not at the end of their own turn before",
      'it is played.'],
     rules=['Radar Alert'], setup={'radar': 'allies'}, line=7)

# ---- Command Cars: a Recon 1 that ordered the car may draw 1 card from the discard pile instead of 2
CAR = [U(1, 12, 6, 'infantry', 'allies', 1, troop='Command Cars'), U(2, 16, 6), FOE]
CARM = [draw(AX, 4), draw(AL, 3), card(AL, 'Recon', 'center'), order(AL, 1), draw(AL, 1, pile='discard'),
        end(AL)]
case('command-car-draw-probe', CAR, CARM, {2: card(AL, 'Probe', 'center')}, C_ + 'turn.draw',
     'memoir44.troops.command-cars.discard-draw',
     ['The allies order their command car with a Probe and draw a card from the discard pile: only a Recon 1',
      'that ordered it may.'], cards={'axis': 4, 'allies': 3}, line=6)
case('command-car-draw-other', CAR, CARM, {3: order(AL, 2)}, C_ + 'turn.draw',
     'memoir44.troops.command-cars.discard-draw',
     ["The allies' Recon orders an infantry unit, not the command car, and they draw from the discard pile."],
     cards={'axis': 4, 'allies': 3}, line=6)

# ---- Blowing Up Bridges: option 1 loses the card for good, option 2 draws its replacement whatever the roll
def blow(*dice):
    args = {'x': 12, 'y': 4}
    if dice:
        args['dice'] = list(dice)
    return {'player': AL, 'action': 'blow', 'args': args}


BRG = [(12, 4, 'Rivers & Waterways', False), (12, 4, 'Bridges', True)]
BLD = [draw(AX, 4), draw(AL, 3)]
case('blow-bridge-replaced', [U(1, 12, 6), FOE], BLD + [card(AL, 'Recon', 'center'), blow(), end(AL)],
     {('+', 4): draw(AL, 2, 1)}, C_ + 'turn.draw', A_ + 'blow-bridge-lost',
     ['The allies blow up a bridge outright (option 1) and draw a card for the Recon they played: that card',
      'is lost and never replaced.'], terrain=BRG, cards={'axis': 4, 'allies': 3})
case('blow-bridge-no-draw', [U(1, 12, 6), FOE],
     BLD + [card(AL, 'Recon', 'center'), blow(A, A), draw(AL, 2, 1), end(AL)], {4: None}, C_ + 'turn.draw',
     A_ + 'blow-bridge-draw',
     ['The roll to blow up the bridge shows no Star and the allies draw no card: the replacement is drawn',
      'regardless of outcome.'], terrain=BRG, cards={'axis': 4, 'allies': 3})

# ---- US Marine Corps against the Japanese: a Counter-Attack copies the last card with one unit more for the
# Marines, none more for the Japanese
USJ = {'allies': 'US Marine Corps', 'axis': 'Imperial Japanese Army'}
MJU = [U(1, 10, 6), U(2, 12, 6), U(3, 14, 6), U(4, 16, 6), U(5, 10, 2, 'infantry', 'axis'),
       U(6, 12, 2, 'infantry', 'axis'), U(7, 14, 2, 'infantry', 'axis'), FOE]
MJM = [card(AL, 'Recon', 'center'), order(AL, 1), end(AL),
       card(AX, 'Probe', 'center'), order(AX, 5, 6), end(AX),
       card(AL, 'CounterAttack'), order(AL, 1, 2, 3), end(AL)]
case('marines-counter', MJU, MJM, {7: order(AL, 1, 2, 3, 4)}, C_ + 'troops.order',
     'memoir44.troops.us-marine-corps.counter',
     ['The Marines counter-attack the Japanese Probe (2 units) and order 4: one more than the card, not',
      'two.'],
     nations=USJ)
JMM = [card(AL, 'Probe', 'center'), order(AL, 1, 2, 3), end(AL),
       card(AX, 'CounterAttack'), order(AX, 5, 6), end(AX)]
case('japanese-counter', MJU, JMM, {4: order(AX, 5, 6, 7)}, C_ + 'order.section',
     'memoir44.troops.us-marine-corps.opposite',
     ["The Japanese counter-attack the Marines' Probe and order 3 units, as the Marines did: the",
      "Marines' unit more is theirs alone, the Probe orders 2."],
     nations=USJ)
