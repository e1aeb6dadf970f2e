"""The cases of make_troops.py for the scenario objectives and terrain
mechanics of Gamehelpmemoir (validators/memoir44/objectives.c): exit
markers, captured equipment, freed prisoners, forward spotting, destroyed
supplies, caves, Hobart's bobbin and fascine.  Each is a short legal game
and the one change that breaks the sentence.  Allies (player 2) play first
from the bottom (baseline row 8); the axis (player 1) hold row 0; hexes are
BGA's (x doubled column, y row).  The scenario's hexes are setup.terrain
entries with the fields the README names (exit, equipment, prisoners,
spotting, depot)."""
from make_troops import (U, mv, card, order, move, attack, roll, damage, ground, medal, end, obstacle, case,
                         AX, AL, I, A, G, F, S)

A_ = 'memoir44.actions.'
FOE = U(9, 4, 0, 'infantry', 'axis')          # a unit far away, so both sides are on the board


def exit_(p, u):
    return mv('exit', p, unit=u)


def pickup(p, u, what):
    return mv('pickup', p, unit=u, what=what)


# ---- Exit Markers: the allies exit through the axis baseline hexes F9, G9 (x 10, 12, y 0)
EXIT = ['Exit Markers']
EXITS = [(12, 0, None, {'exit': 'allies'}), (10, 0, None, {'exit': 'allies'})]
EXG = [card(AL, 'Recon', 'center'), order(AL, 1), move(AL, 1, 12, 0), exit_(AL, 1), medal('allies', 1),
       end(AL)]
case('exit-medal-missing', [U(1, 13, 1), FOE], EXG, {4: None}, A_ + 'exit', A_ + 'exit',
     ['An allied unit exits through its exit hex and the allies place no figure on their Victory track.'],
     rules=EXIT, terrain=EXITS, line=5)
case('exit-off-marker', [U(1, 13, 1), FOE], EXG, {2: move(AL, 1, 14, 0)}, A_ + 'exit', A_ + 'exit',
     ['An allied unit leaves the board from H9, not one of the exit hexes (F9, G9), and scores a medal.'],
     rules=EXIT, terrain=EXITS, line=5, also=[(A_ + 'exit', 6, A_ + 'exit')])

# ---- Capturing Equipment: a Battle Star on g4 (x 13, y 5)
EQ = ['Capturing Equipment']
EQT = [(13, 5, None, {'equipment': True})]
EQG = [card(AL, 'Recon', 'center'), order(AL, 1), move(AL, 1, 13, 5), pickup(AL, 1, 'equipment'), end(AL)]
case('equipment-no-star', [U(1, 12, 6), FOE], EQG, {2: move(AL, 1, 11, 5)}, A_ + 'capture-equipment',
     A_ + 'capture-equipment', ['Infantry picks up equipment on f4, next to the scenario hex g4.'],
     rules=EQ, terrain=EQT, line=5)
case('equipment-move-on', [U(1, 12, 6), FOE], EQG, {('+', 4): move(AL, 1, 12, 4)}, A_ + 'capture-equipment',
     A_ + 'capture-equipment-end', ['Infantry picks up the equipment on g4 and moves on to G5.'],
     rules=EQ, terrain=EQT)
# the carrier is killed on G5 (x 12, y 4): the star stays there, not on g4
EQL = [card(AL, 'Recon', 'center'), order(AL, 1), move(AL, 1, 13, 5), pickup(AL, 1, 'equipment'), end(AL),
       card(AX, 'Recon', 'center'), end(AX),
       card(AL, 'Recon', 'center'), order(AL, 1), move(AL, 1, 12, 4), end(AL),
       card(AX, 'Recon', 'center'), order(AX, 2), attack(AX, 2, 1), roll(AX, 12, 4, I, A, A), damage(1, 1),
       medal('axis', 1), end(AX),
       card(AL, 'Recon', 'center'), order(AL, 3), move(AL, 3, 13, 5), move(AL, 3, 12, 4),
       pickup(AL, 3, 'equipment'), end(AL)]
case('equipment-left', [U(1, 12, 6, figs=1), U(2, 13, 3, 'infantry', 'axis'), U(3, 14, 6), FOE], EQL,
     {21: None}, A_ + 'capture-equipment', A_ + 'capture-equipment-left',
     ['The carrier of the equipment is killed on G5; another unit picks it up on g4, where it was first.'],
     rules=EQ, terrain=EQT)

# ---- Freeing Prisoners: a prison camp on g4
PR = ['Freeing Prisoners']
PRT = [(13, 5, None, {'prisoners': True})]
PRG = [card(AL, 'Recon', 'center'), order(AL, 1), move(AL, 1, 13, 5), pickup(AL, 1, 'prisoners'), end(AL)]
case('prisoners-none', [U(1, 12, 6), FOE], PRG, {2: move(AL, 1, 11, 5)}, A_ + 'free-prisoners',
     A_ + 'free-prisoners', ['Infantry frees prisoners on f4, next to the prison camp g4.'],
     rules=PR, terrain=PRT, line=5)
PRL = PRG + [card(AX, 'Recon', 'center'), order(AX, 2), attack(AX, 2, 1), roll(AX, 13, 5, I, A, A),
             damage(1, 1), medal('axis', 1), end(AX),
             card(AL, 'Recon', 'center'), order(AL, 3), move(AL, 3, 13, 5), end(AL)]
case('prisoners-lost', [U(1, 12, 6, figs=1), U(2, 14, 4, 'infantry', 'axis'), U(3, 14, 6), FOE], PRL,
     {('+', 15): pickup(AL, 3, 'prisoners')}, A_ + 'free-prisoners', A_ + 'free-prisoners-lost',
     ['The unit that freed the prisoners is eliminated on g4; another unit frees them there again.'],
     rules=PR, terrain=PRT)

# ---- Forward Spotting: allied infantry on the spotting hex g6 (x 13, y 3) lets the artillery on G1
# fire like Big Guns: 1 die at 7 hexes (at g8)
SP = ['Forward Spotting']
SPT = [(13, 3, None, {'spotting': True})]
SPG = [card(AL, 'Recon', 'center'), order(AL, 1), attack(AL, 1, 3), roll(AL, 13, 1, A), end(AL)]
SPU = [U(1, 12, 8, 'artillery', figs=2), U(2, 13, 3), U(3, 13, 1, 'infantry', 'axis'), FOE]
case('forward-spotting', SPU, SPG, {'units': SPU[:1] + [U(2, 15, 3)] + SPU[2:]}, A_ + 'forward-spotting',
     A_ + 'forward-spotting',
     ['The allied infantry stands on h6, off the spotting hex g6; the artillery still fires at 7 hexes.'],
     rules=SP, terrain=SPT, line=4)

# ---- Destroy Supplies: the allies sabotage the axis supply depot on G5 (2 stars); axis armor then
# moves 2 hexes, not 3
DS = ['Sabotage', 'Destroy Supplies']
DEPOT = [(12, 4, 'Supply Depots', {'owner': 'axis', 'value': 2})]


def sabm(*dice):
    return mv('sabotage', AL, x=12, y=4, dice=list(dice))


DSG = [sabm(S, A), card(AL, 'Recon', 'center'), end(AL), card(AX, 'Recon', 'center'), end(AX),
       sabm(S, A), obstacle(12, 4, 'Supply Depots', True), card(AL, 'Recon', 'center'), end(AL),
       card(AX, 'Recon', 'center'), order(AX, 2), move(AX, 2, 13, 1), move(AX, 2, 14, 2), end(AX)]
case('destroy-supplies', [U(1, 12, 4), U(2, 12, 0, 'armor', 'axis', figs=3), FOE], DSG,
     {('+', 13): move(AX, 2, 15, 3)}, A_ + 'destroy-supplies', A_ + 'destroy-supplies',
     ['The axis supply depot is demolished by sabotage; axis armor then moves 3 hexes.'],
     rules=DS, terrain=DEPOT)

# ---- Caves: Japanese infantry moves from the cave on G7 (x 12, y 2) to the empty cave on I7 (x 16, y 2)
# as its full turn move, and still battles
JAP = {'axis': 'Imperial Japanese Army'}
CAVES = [(12, 2, 'Caves on Hills', None), (16, 2, 'Caves on Hills', None)]
CVG = [card(AL, 'Recon', 'center'), order(AL, 1), end(AL),
       card(AX, 'Recon', 'center'), order(AX, 2), move(AX, 2, 16, 2), attack(AX, 2, 1),
       roll(AX, 17, 3, A, A, A, A), end(AX)]
case('cave-move', [U(1, 17, 3), U(2, 12, 2, 'infantry', 'axis'), FOE], CVG, {('+', 6): move(AX, 2, 18, 2)},
     'memoir44.caves.move', 'memoir44.caves-on-hills.cave-move',
     ['Japanese infantry moves from cave to cave, then a hex more before battling.'],
     nations=JAP, terrain=CAVES)


def seal(p, u, *dice):
    return mv('seal', p, unit=u, dice=list(dice))


# allied infantry moves onto the cave on G5 (x 12, y 4) and rolls a Star: the cave is sealed
SEAL = [card(AL, 'Recon', 'center'), order(AL, 1), move(AL, 1, 12, 4), seal(AL, 1, S, A, A), end(AL)]
case('cave-seal-hills', [U(1, 13, 5), FOE], SEAL,
     {'units': [U(1, 13, 5), U(3, 11, 3, 'infantry', 'axis'), FOE]},
     'memoir44.caves.seal', 'memoir44.caves-on-hills.seal',
     ['An axis unit stands on f6, next to the cave the allied infantry rolls to seal.'],
     terrain=[(12, 4, 'Caves on Hills', None)], line=5)
case('cave-seal-mountains', [U(1, 13, 5), U(2, 12, 0, 'infantry', 'axis'), FOE], SEAL,
     {('+', 4): [attack(AL, 1, 2), roll(AL, 12, 0, A)]}, 'memoir44.caves.seal',
     'memoir44.caves-on-mountains.seal',
     ['The allied infantry that rolled to seal the cave on G5 battles too.'],
     terrain=[(12, 4, 'Caves on Mountains', None), (13, 5, 'Hills', None)])
# the same on mountains (J7 a hill, so coming down to it is allowed)
case('cave-move-mountains', [U(1, 17, 3), U(2, 12, 2, 'infantry', 'axis'), FOE], CVG,
     {('+', 6): move(AX, 2, 18, 2)}, 'memoir44.caves.move', 'memoir44.caves-on-mountains.cave-move',
     ['Japanese infantry moves from cave to cave on the mountains, then a hex more before battling.'],
     nations=JAP, terrain=[(12, 2, 'Caves on Mountains', None), (16, 2, 'Caves on Mountains', None),
                           (18, 2, 'Hills', None)])

# ---- Hobart's Funnies: a Churchill AVRE (3 tanks) with a bobbin crosses the wire on g4 (x 13, y 5),
# removing it; one with a fascine crosses the trenches there, or battles from them
R_ = 'memoir44.troops.'


def avre(acc, x=12, y=6):
    return U(1, x, y, 'armor', figs=3, troop="Hobart's Funnies", accessory=acc)


BOB = [card(AL, 'Recon', 'center'), order(AL, 1), move(AL, 1, 13, 5), obstacle(13, 5, 'wire', True),
       move(AL, 1, 14, 4), end(AL)]
case('bobbin-wire', [avre('Bobbin'), FOE], BOB, {3: None}, R_ + 'bobbin', R_ + 'bobbin',
     ['The AVRE with a bobbin moves through the wire on g4 and leaves it there.'],
     terrain=[(13, 5, 'Wire', True)])
FAS = [card(AL, 'Recon', 'center'), order(AL, 1), move(AL, 1, 13, 5), move(AL, 1, 14, 4), end(AL)]
case('fascine-trenches', [avre('Fascine'), FOE], FAS, {'units': [avre('Bobbin'), FOE]}, R_ + 'fascine',
     R_ + 'fascine', ['The AVRE crossing the trenches on g4 carries a bobbin, not a fascine.'],
     terrain=[(13, 5, 'Trenches', None)], line=5)
FAB = [card(AL, 'Recon', 'center'), order(AL, 1), attack(AL, 1, 2), roll(AL, 13, 3, A, A, A), end(AL)]
case('fascine-battle', [avre('Fascine', 13, 5), U(2, 13, 3, 'infantry', 'axis'), FOE], FAB,
     {'units': [avre('Petard Mortar', 13, 5), U(2, 13, 3, 'infantry', 'axis'), FOE]}, R_ + 'fascine',
     R_ + 'fascine', ['The AVRE battling from the trenches on g4 carries a petard mortar, not a fascine.'],
     terrain=[(13, 5, 'Trenches', None)], line=4)
