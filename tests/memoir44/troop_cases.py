"""The cases of make_troops.py: for each sentence of a special unit's entry,
a short legal game and the one change that breaks the sentence.  Allies
(player 2) play first from the bottom (baseline row 8); the axis (player 1)
hold row 0.  Hexes are BGA's: x doubled column, y row."""
from make_troops import (U, card, order, move, attack, roll, damage, retreat, ground, medal, resupply, end, draw, obstacle,
                         drop, visibility, recover,
                         case, AX, AL, I, A, G, F, S)

R = 'memoir44.troops.'
# the figures each entry gives (a unit set up otherwise is a finding of its own)
FIGS = {'Elite Armor': 4, 'French Resistance (Special Forces)': 3, 'Brandenburgers': 4, 'Cavalry': 4,
        'Combat Engineers': 4, 'Command Cars': 1, 'Flame Thrower Tanks': 3, 'Half-Tracks': 2,
        'Long-Range Patrol Cars': 2, 'Mobile Artillery': 2, 'Ski Troops': 3, 'Supply Trucks': 2,
        'Tank Destroyers': 3, 'Tigers': 1, 'French Resistance': 3}
CLS = {'Elite Armor': 'armor', 'Flame Thrower Tanks': 'armor', 'Half-Tracks': 'armor', 'Tank Destroyers': 'armor',
       'Tigers': 'armor', "Hobart's Funnies": 'armor', 'Trains': 'armor', 'Aircraft Carriers': 'artillery',
       'Destroyers': 'artillery', 'Big Guns': 'artillery', 'Heavy Anti-Tank Guns': 'artillery',
       'Mobile Artillery': 'artillery', 'Screaming Meemies': 'artillery'}


def slug(s):
    import re
    return re.sub(r'[^a-z0-9]+', '-', s.lower().replace("'", '')).strip('-')


def T(i, x, y, troop=None, side='allies', **kw):
    """A unit of an entry (troop, or swa=/nation= in kw), its class and figures as the entry gives."""
    name = troop or kw.get('swa') or kw.get('nation')
    cls = kw.pop('cls', CLS.get(name, 'infantry'))
    figs = kw.pop('figs', FIGS.get(name, 4))
    if troop:
        kw['troop'] = troop
    return U(i, x, y, cls, side, figs, **kw)


FOE = U(9, 4, 0, 'infantry', 'axis')          # a unit far away, so both sides are on the board
UP = [(13, 5), (12, 4), (13, 3), (12, 2), (13, 1), (12, 0)]
TURN = [card(AL, 'Recon', 'center'), order(AL, 1), end(AL)]

# ---- starting figures
for name, good, bad, extra in [
        ('Elite Armor', 4, 3, {}), ('French Resistance (Special Forces)', 3, 4, {}), ('Brandenburgers', 4, 3, {}),
        ('Cavalry', 4, 3, {}), ('Combat Engineers', 4, 3, {}), ('Command Cars', 1, 2, {}),
        ('Flame Thrower Tanks', 3, 4, {}), ('Half-Tracks', 3, 4, {}), ('Long-Range Patrol Cars', 1, 4, {}),
        ('Mobile Artillery', 2, 3, {}), ('Ski Troops', 3, 4, {}), ('Supply Trucks', 3, 4, {}),
        ('Tank Destroyers', 3, 4, {}), ('Tigers', 1, 2, {})]:
    case('figures-' + slug(name), [T(1, 12, 6, name, figs=good, **extra), FOE], TURN,
         {'units': [T(1, 12, 6, name, figs=bad, **extra), FOE]}, R + 'figures', R + slug(name) + '.figs',
         ['%s set up with %d figures instead of %d.' % (name, bad, good)])
case('figures-french-resistance', [T(1, 12, 6, nation='French Resistance', figs=3), FOE], TURN,
     {'units': [T(1, 12, 6, nation='French Resistance', figs=4), FOE]}, R + 'figures', R + 'french-resistance.figs',
     ['A French Resistance unit (NATIONS) set up with 4 figures: "3 figures only".'])
case('figures-tank-destroyers-axis', [U(1, 12, 6, 'infantry'), T(2, 12, 2, 'Tank Destroyers', side='axis', figs=4)],
     [card(AL, 'Recon', 'center'), order(AL, 1), end(AL)],
     {'units': [U(1, 12, 6, 'infantry'), T(2, 12, 2, 'Tank Destroyers', side='axis', figs=3)]},
     R + 'figures', R + 'tank-destroyers.figs',
     ['A German (axis) tank destroyer set up with 3 figures: "3 figures (4 for Germans and Russians)".'])

# ---- movement allowances
MOVES = [  # (entry, how set, hexes it may move, card)
    ('Special Forces', {}, 2), ('Cavalry', {}, 3), ('Command Cars', {}, 3), ('Flame Thrower Tanks', {}, 3),
    ('Half-Tracks', {}, 2), ('Heavy Anti-Tank Guns', {}, 1), ("Hobart's Funnies", {}, 3),
    ('Long-Range Patrol Cars', {}, 4), ('Mobile Artillery', {}, 2), ('Screaming Meemies', {}, 1),
    ('Ski Troops', {}, 3), ('Snipers', {}, 2), ('Supply Trucks', {}, 2), ('Tank Destroyers', {}, 2),
    ('Anti-Tank Gun', {'swa': 'Anti-Tank Gun'}, 2), ('Machine Gun', {'swa': 'Machine Gun'}, 2),
    ('Mortar', {'swa': 'Mortar'}, 2), ('Anti-Tank Gun (Late War - 1942+)', {'swa': 'Anti-Tank Gun (Late War - 1942+)'}, 2),
    ('Machine Gun (Late War - 1942+)', {'swa': 'Machine Gun (Late War - 1942+)'}, 2),
    ('Mortar (Late War - 1942+)', {'swa': 'Mortar (Late War - 1942+)'}, 2),
    ('French Resistance', {'nation': 'French Resistance'}, 2)]
for name, kw, n in MOVES:
    troop = None if kw else name
    ms = [card(AL, 'Recon', 'center'), order(AL, 1)] + [move(AL, 1, x, y) for x, y in UP[:n]] + [end(AL)]
    case('move-' + slug(name), [T(1, 12, 6, troop, **kw), FOE], ms, {('+', 2 + n): move(AL, 1, *UP[n])},
         R + 'move', R + slug(name) + '.move', ['%s moves %d hexes, one more than it may.' % (name, n + 1)])
# ships on the ocean, landing craft, trains on tracks
OCEAN = [(x, y, 'Oceans', False) for x in range(0, 25) for y in (5, 6, 7, 8) if (x + y) % 2 == 0]
for name in ('Aircraft Carriers', 'Destroyers'):
    ms = [card(AL, 'Recon', 'center'), order(AL, 1), move(AL, 1, 11, 7), move(AL, 1, 10, 6), end(AL)]
    case('move-' + slug(name), [T(1, 12, 8, name), FOE], ms, {('+', 4): move(AL, 1, 9, 7)}, R + 'move',
         R + slug(name) + '.move', ['%s moves 3 ocean hexes; it may move 2.' % name], terrain=OCEAN)
    ms = [card(AL, 'Recon', 'center'), order(AL, 1), move(AL, 1, 11, 7), end(AL)]
    case('beach-' + slug(name), [T(1, 12, 6, name), FOE], ms, {2: move(AL, 1, 11, 5)}, R + 'beach',
         R + slug(name) + '.beach', ['%s moves next to the beach of row 5 (9 - 4).' % name],
         terrain=OCEAN + [(x, 4, 'Beaches', False) for x in range(0, 25, 2)])
LCOCEAN = [(x, y, 'Oceans', False) for x in range(0, 25) for y in (7, 8) if (x + y) % 2 == 0] + \
          [(x, 6, 'Beaches', False) for x in range(0, 25, 2)]
case('move-landing-craft', [U(1, 12, 8, landing_craft=True), FOE],
     [card(AL, 'Recon', 'center'), order(AL, 1), move(AL, 1, 11, 7), move(AL, 1, 13, 7), end(AL)],
     {('+', 4): move(AL, 1, 15, 7)}, R + 'move', R + 'landing-craft-lc.move',
     ['A landing craft moves a third hex; it may move 2.'], terrain=LCOCEAN)
case('landing-craft-start', [U(1, 12, 8, landing_craft=True), FOE], TURN,
     {'units': [U(1, 12, 6, landing_craft=True), FOE]}, R + 'setup', R + 'landing-craft-lc.lcstart',
     ['A landing craft set up on the beach, off its baseline.'], terrain=LCOCEAN)
case('landing-craft-battle', [U(1, 12, 8, landing_craft=True), U(2, 12, 4, 'infantry', 'axis')],
     [card(AL, 'Recon', 'center'), order(AL, 1), move(AL, 1, 11, 7), move(AL, 1, 12, 6), end(AL)],
     {('+', 4): attack(AL, 1, 2)}, R + 'battle', R + 'landing-craft-lc.nobattle',
     ['The unit battles the turn it lands from its landing craft.'], terrain=LCOCEAN)
# landed, the unit has no craft left: no retreat onto the ocean (a flag rolled, the retreat inserted)
case('landing-craft-landed', [U(1, 12, 8, landing_craft=True), U(2, 12, 4, 'infantry', 'axis')],
     [card(AL, 'Recon', 'center'), order(AL, 1), move(AL, 1, 11, 7), move(AL, 1, 12, 6), end(AL),
      card(AX, 'Attack', 'center'), order(AX, 2), attack(AX, 2, 1), roll(AX, 12, 6, A, A), end(AX)],
     {9: roll(AX, 12, 6, F, A), ('+', 10): retreat(AL, 1, 11, 7)}, 'memoir44.oceans.no-retreat',
     R + 'landing-craft-landed',
     ['The unit that landed on the beach is forced back onto the ocean: its landing craft was removed when it',
      'landed, and a unit without one cannot retreat onto ocean.'], terrain=LCOCEAN, line=12)
TRACK = [(x, 4, 'Railroad Tracks', False) for x in range(0, 25, 2)]
case('move-trains', [T(1, 12, 4, 'Trains'), FOE],
     [card(AL, 'Recon', 'center'), order(AL, 1), move(AL, 1, 14, 4), move(AL, 1, 16, 4), end(AL)],
     {3: move(AL, 1, 15, 3)}, R + 'rail', R + 'trains.rail', ['A train steps off the tracks.'], terrain=TRACK)

# ---- battling after a move, or at all
for name, kw, moved, why in [
        ('Mobile Artillery', {}, 2, 'moves 2 hexes and battles'),
        ('Supply Trucks', {}, 0, 'battles ("Cannot battle")'),
        ('Command Cars', {}, 0, 'battles ("Move 0-3, no battle")')]:
    troop = None if kw else name
    ms = [card(AL, 'Attack', 'center'), order(AL, 1)] + [move(AL, 1, x, y) for x, y in UP[:moved]] + [end(AL)]
    tx, ty = UP[moved][0] + 1, UP[moved][1] - 1
    rid = {'Supply Trucks': 'supply-trucks.nobattle'}.get(name, slug(name) + '.move')
    case('battle-' + slug(name), [T(1, 12, 6, troop, **kw), U(2, tx, ty, 'infantry', 'axis')], ms,
         {('+', 2 + moved): attack(AL, 1, 2)}, R + 'battle', R + rid, ['%s %s.' % (name, why)])


# ---- dice by range (and the rules that change them)
def hexdist(a, b):
    dy = abs(a[1] - b[1]); dx = abs(a[0] - b[0])
    return dy + max(0, (dx - dy) // 2)


def fire(name, unit, d, nd, bad_nd, rid, why, apos=(12, 6), moves=(), target=None, terrain=(), nations=None,
         dice=A, card_name='Attack'):
    """unit 1 (allies) moves along moves, then fires at unit 2 (axis) d hexes
    straight up from where it stands, rolling nd dice (bad: bad_nd)."""
    fx, fy = moves[-1] if moves else apos
    tx, ty = fx + d % 2, fy - d
    tgt = target or U(2, tx, ty, 'infantry', 'axis')
    tgt = dict(tgt, x=tx, y=ty)
    ms = [card(AL, card_name, 'center'), order(AL, 1)] + [move(AL, 1, x, y) for x, y in moves] + \
         [attack(AL, 1, 2), roll(AL, tx, ty, *[dice] * nd), end(AL)]
    k = 3 + len(moves)
    case(name, [dict(unit, x=apos[0], y=apos[1]), tgt], ms, {k: roll(AL, tx, ty, *[dice] * bad_nd)},
         R + 'dice', R + rid, why, terrain=terrain, nations=nations)


for name, d, nd, bad, apos in [
        ('Big Guns', 2, 3, 2, (12, 8)), ('Cavalry', 2, 1, 2, (12, 6)), ('Destroyers', 2, 3, 2, (12, 8)),
        ('Flame Thrower Tanks', 2, 3, 2, (12, 6)), ('Half-Tracks', 2, 2, 3, (12, 6)),
        ('Heavy Anti-Tank Guns', 4, 2, 1, (12, 6)), ('Long-Range Patrol Cars', 3, 1, 2, (12, 6)),
        ('Mobile Artillery', 6, 1, 2, (12, 6)), ('Screaming Meemies', 5, 1, 2, (12, 6)),
        ('Ski Troops', 2, 2, 1, (12, 6)), ('Snipers', 5, 1, 2, (12, 6)), ('Tank Destroyers', 4, 2, 3, (12, 6))]:
    fire('dice-' + slug(name), T(1, 0, 0, name), d, nd, bad, slug(name) + '.dice',
         ['%s rolls %d dice at %d hexes; its entry gives %d.' % (name, bad, d, nd)], apos=apos)
fire('dice-french-resistance', T(1, 0, 0, nation='French Resistance'), 3, 1, 2, 'french-resistance.dice',
     ['A French Resistance unit (NATIONS, "Fire at X321") rolls 2 dice at 3 hexes.'])
for swa in ('Anti-Tank Gun (Late War - 1942+)', 'Machine Gun (Late War - 1942+)', 'Mortar (Late War - 1942+)'):
    fire('dice-moved-' + slug(swa), T(1, 0, 0, swa=swa), 2, 2, 3, slug(swa) + '.dice-moved',
         ['A unit with the %s moves a hex and rolls 3 dice at 2 hexes; moved, it battles like infantry.' % swa],
         moves=[(10, 6)])
fire('dice-still-mortar-late-war', T(1, 0, 0, swa='Mortar (Late War - 1942+)'), 4, 1, 2,
     'mortar-late-war-1942.dice-still', ['A late-war mortar that did not move rolls 2 dice at 4 hexes (3 2 1 1).'])
fire('dice-combat-engineers-terrain', T(1, 0, 0, 'Combat Engineers'), 1, 3, 2, 'combat-engineers.noterrain',
     ['Combat engineers close assault a unit in a forest with 2 dice: they ignore the reduction.'],
     terrain=[(13, 5, 'Forests', False)])
fire('dice-flame-thrower-cap', T(1, 0, 0, 'Flame Thrower Tanks'), 1, 2, 1, 'flame-thrower-tanks.cap',
     ['A flame thrower tank close assaults a village (armor -2) with 1 die: the reduction is 1 at most.'],
     terrain=[(13, 5, 'Towns & Villages', False)])
fire('dice-screaming-meemies-unprotected', U(1, 0, 0), 1, 3, 2, 'screaming-meemies.unprotected',
     ['Infantry close assaults screaming meemies in a forest with 2 dice: the meemies never benefit from terrain.'],
     target=T(2, 0, 0, 'Screaming Meemies', side='axis'), terrain=[(13, 5, 'Forests', False)])
fire('dice-tank-destroyers-still', T(1, 0, 0, 'Tank Destroyers'), 2, 2, 1, 'tank-destroyers.noterrain',
     ['A tank destroyer that did not move fires at a unit on a hill with 1 die: it ignores the reduction.'],
     terrain=[(12, 4, 'Hills', False)])
fire('dice-mortar-late-war-terrain', T(1, 0, 0, swa='Mortar (Late War - 1942+)'), 2, 2, 1,
     'mortar-late-war-1942.noterrain',
     ['A late-war mortar that did not move fires into a forest with 1 die: it ignores terrain protection.'],
     terrain=[(12, 4, 'Forests', False)])
fire('dice-japanese-close-assault', U(1, 0, 0), 1, 4, 3, 'imperial-japanese-army.plus',
     ['Japanese infantry at full strength close assaults with 3 dice; it battles at +1.'],
     nations={'allies': 'Imperial Japanese Army'})


# zeroing in: a hit puts the cross-hair on the target, +1 on the next shots
def zero(name, rid, first, nd2, bad2, why):
    tx, ty = 12, 4
    ms = [card(AL, 'Attack', 'center'), order(AL, 1), attack(AL, 1, 2), roll(AL, tx, ty, *first)]
    if I in first:
        ms.append(damage(2, 1))
    ms += [end(AL), card(AX, 'Recon', 'center'), end(AX), card(AL, 'Attack', 'center'), order(AL, 1),
           attack(AL, 1, 2), roll(AL, tx, ty, *[A] * nd2), end(AL)]
    case('zero-' + slug(name) + '-' + rid, [T(1, 12, 8, name), U(2, tx, ty, 'infantry', 'axis')], ms,
         {len(ms) - 2: roll(AL, tx, ty, *[A] * bad2)}, R + 'dice', R + slug(name) + '.' + rid, why)


for name in ('Big Guns', 'Destroyers'):
    zero(name, 'zero', [I, A], 3, 2, ['%s hit a unit 4 hexes away (2 dice), which did not move; the next shot '
                                      'has 2 dice instead of 2 + 1.' % name])
    zero(name, 'zcum', [I, A], 3, 4, ['%s fire again at a zeroed-in unit with 2 + 2 dice.' % name])
    zero(name, 'zplace', [A, A], 2, 3, ['%s missed: no cross-hair, yet the next shot takes +1.' % name])


# ---- hits: the class an entry treats the unit as, grenades only, stars
def hits(name, tgt, dice, dmg_ok, rid, why, attacker=None, terrain=()):
    ms = [card(AL, 'Attack', 'center'), order(AL, 1), attack(AL, 1, 2), roll(AL, 13, 5, *dice)]
    if dmg_ok:
        ms.append(damage(2, dmg_ok))
    ms.append(end(AL))
    bad = {4: damage(2, dmg_ok + 1)} if dmg_ok else {('+', 4): damage(2, 1)}
    if not dmg_ok and tgt['figures'] == 1:   # the figure lost: its medal too, else a second finding
        bad = {('+', 4): [damage(2, 1), medal('allies', 2)]}
    if name.startswith('stars'):
        bad = {4: None}
    case(name, [attacker or U(1, 12, 6), dict(tgt, x=13, y=5)], ms, bad, R + 'hits', R + rid, why, line=5,
         terrain=terrain)


for name, cls_dice, rid in [('Command Cars', [A, A, S], 'command-cars.class'),
                            ('Long-Range Patrol Cars', [A, A, S], 'long-range-patrol-cars.class'),
                            ('Supply Trucks', [A, A, S], 'supply-trucks.class'),
                            ('Half-Tracks', [I, I, S], 'half-tracks.class'),
                            ('Tank Destroyers', [I, I, S], 'tank-destroyers.class'),
                            ('Heavy Anti-Tank Guns', [I, A, S], 'heavy-anti-tank-guns.class'),
                            ('Aircraft Carriers', [I, A, S], 'aircraft-carriers.grenade'),
                            ('Destroyers', [I, A, S], 'destroyers.grenade'),
                            ('Snipers', [I, A, S], 'snipers.grenade'),
                            ('Trains', [I, A, S], 'trains.grenade')]:
    hits('hits-' + slug(name), T(2, 0, 0, name, side='axis', **({'figs': 4} if name == 'Tank Destroyers' else {})),
         cls_dice, 0, rid,
         ['The dice %s score no hit on %s; the log takes a figure.' % (' '.join(cls_dice), name)])
hits('hits-special-weapon', T(2, 0, 0, swa='Machine Gun', side='axis', cls='armor'), [A, A, S], 0,
     'special-weapon-assets-rules.class',
     ['A unit with a machine gun set up as armor is infantry: the Armor symbols score no hit.'])
hits('stars-machine-gun-late-war', U(2, 0, 0, 'infantry', 'axis'), [S, A, A], 1, 'machine-gun-late-war-1942.stars',
     ['A late-war machine gun that did not move rolls a Star at infantry: a hit, and the log takes none.'],
     attacker=T(1, 12, 6, swa='Machine Gun (Late War - 1942+)'))
hits('stars-anti-tank-gun-late-war', U(2, 0, 0, 'armor', 'axis'), [S, I, I], 1,
     'anti-tank-gun-late-war-1942.stars',
     ['A late-war anti-tank gun that did not move rolls a Star at armor: a hit, and the log takes none.'],
     attacker=T(1, 12, 6, swa='Anti-Tank Gun (Late War - 1942+)'))


# ---- taking ground, overruns
def assault(name, unit, rid, code, why, bad_kind, d=1, nd=None, nations=None):
    """unit 1 battles unit 2 (axis), which retreats on a flag; unit 1 takes
    the ground.  bad_kind: 'range' (the same from 2 hexes), 'again' (it then
    battles once more), 'ground' (it takes ground: the clean game does not)."""
    def game(dist, take):
        tx, ty = (13, 5) if dist == 1 else (12, 4)
        rx, ry = (14, 4) if dist == 1 else (13, 3)
        n = nd[dist] if nd else 3
        ms = [card(AL, 'Attack', 'center'), order(AL, 1), attack(AL, 1, 2), roll(AL, tx, ty, F, *[A] * (n - 1)),
              retreat(AX, 2, rx, ry)]
        if take:
            ms.append(ground(AL, 1, tx, ty))
        ms.append(end(AL))
        return [dict(unit, x=12, y=6), U(2, tx, ty, 'infantry', 'axis')], ms
    units, ms = game(1, bad_kind != 'ground')
    if bad_kind == 'range':
        bu, bm = game(2, True)
        bad = {'units': bu, 3: bm[3], 4: bm[4], 5: bm[5]}
        line = 7
    elif bad_kind == 'again':
        bad = {('+', 6): [attack(AL, 1, 2), roll(AL, 14, 4, *[A] * (nd[1] if nd else 3))]}
        line = 8
    else:
        bad = {('+', 5): ground(AL, 1, 13, 5)}
        line = 7
    case(name, units, ms, bad, R + code, R + rid, why, line=line, nations=nations)


assault('ground-cavalry-range', T(1, 0, 0, 'Cavalry'), 'cavalry.ground', 'take-ground',
        ['Cavalry takes the ground of a unit it fired at from 2 hexes: only after a close assault.'], 'range',
        nd={1: 2, 2: 1})
assault('ground-french-resistance-range', T(1, 0, 0, nation='French Resistance'), 'french-resistance.ground',
        'take-ground', ['A French Resistance unit takes ground after firing from 2 hexes.'], 'range',
        nd={1: 3, 2: 2})
assault('ground-special-weapon', T(1, 0, 0, swa='Machine Gun'), 'special-weapon-assets-rules.ground',
        'take-ground', ['A unit with a machine gun takes the ground its close assault emptied.'], 'ground')
for name, nd in (('Half-Tracks', {1: 2}), ('Long-Range Patrol Cars', {1: 3}), ('Tank Destroyers', {1: 2})):
    assault('overrun-' + slug(name), T(1, 0, 0, name), slug(name) + '.overrun', 'overrun',
            ['%s takes ground and battles again: it may take ground but not overrun.' % name], 'again', nd=nd)


# ---- retreats: hexes per flag, flags ignored
def fled(name, tgt, steps, bad_steps, rid, code, why, flags=1, nations=None, terrain=(), attacker=None,
         tpos=(12, 4), d=2, ndice=None):
    path = [(11, 3), (12, 2), (11, 1), (12, 0)]
    if tpos == (13, 5):
        path = [(12, 4), (13, 3), (12, 2), (13, 1)]
    ms = [card(AL, 'Attack', 'center'), order(AL, 1), attack(AL, 1, 2),
          roll(AL, tpos[0], tpos[1], *([F] * flags + [S] * ((ndice or (3 if d == 1 else 2)) - flags)))]
    ms += [retreat(AX, 2, x, y) for x, y in path[:steps]] + [end(AL)]
    if bad_steps > steps:
        bad = {('+', 4 + steps): retreat(AX, 2, *path[steps])}
    else:
        bad = {4 + bad_steps: None} if bad_steps == steps - 1 else {}
    case(name, [attacker or U(1, 12, 6), dict(tgt, x=tpos[0], y=tpos[1])], ms, bad, R + code, R + rid, why,
         line=5, nations=nations, terrain=terrain)


for name, per, kw in [('French Resistance (Special Forces)', 3, {}), ("Hobart's Funnies", 2, {}),
                      ('Ski Troops', 3, {}), ('Snipers', 3, {}), ('Tank Destroyers', 2, {'figs': 4}),
                      ('French Resistance', 3, {'nation': 'French Resistance'})]:
    troop = None if 'nation' in kw else name
    fled('retreat-' + slug(name), T(2, 0, 0, troop, side='axis', **kw), per, per + 1, slug(name) + '.retreat',
         'retreat', ['%s retreats %d hexes on 1 flag; at most %d.' % (name, per + 1, per)])
fled('retreat-italian', U(2, 0, 0, 'infantry', 'axis'), 3, 4, 'italian-royal-army.retreat', 'retreat',
     ['Italian infantry retreats 4 hexes on 1 flag; at most 3.'], nations={'axis': 'Italian Royal Army'})
for name in ('Aircraft Carriers', 'Destroyers', 'Trains'):
    fled('flags-' + slug(name), T(2, 0, 0, name, side='axis'), 1, 0, slug(name) + '.ignore', 'flags',
         ['%s answers none of 2 flags; it may ignore 1.' % name], flags=2)
fled('flags-italian-artillery', U(2, 0, 0, 'artillery', 'axis'), 1, 0, 'italian-royal-army.ignore', 'flags',
     ['Italian artillery answers none of 2 flags; it may ignore 1.'], flags=2, nations={'axis': 'Italian Royal Army'})
fled('flags-screaming-meemies', U(2, 0, 0, 'infantry', 'axis'), 1, 0, 'screaming-meemies.noignore', 'flags',
     ['Infantry in sandbags, hit by screaming meemies\' incendiary shells, ignores the flag.'],
     attacker=T(1, 12, 6, 'Screaming Meemies'), terrain=[(12, 4, 'Sandbags', False)], flags=1, ndice=3)
JAP = {'axis': 'Imperial Japanese Army'}
case('flags-japanese', [U(1, 12, 6), U(2, 12, 4, 'infantry', 'axis')],
     [card(AL, 'Attack', 'center'), order(AL, 1), attack(AL, 1, 2), roll(AL, 12, 4, F, A), end(AL)],
     {('+', 4): retreat(AX, 2, 11, 3)}, R + 'flags', R + 'imperial-japanese-army.must',
     ['Japanese infantry retreats on the one flag rolled; it must ignore 1.'], nations=JAP, line=5)
case('flags-japanese-sandbags', [U(1, 12, 6), U(2, 13, 5, 'infantry', 'axis')],
     [card(AL, 'Attack', 'center'), order(AL, 1), attack(AL, 1, 2), roll(AL, 13, 5, F, F), end(AL)],
     {('+', 4): retreat(AX, 2, 12, 4)}, R + 'flags', R + 'imperial-japanese-army.must-1',
     ['Japanese infantry in sandbags retreats on one of 2 flags; there it must ignore 2.'], nations=JAP, line=5,
     terrain=[(13, 5, 'Sandbags', False)])
case('flags-japanese-caves', [U(1, 12, 6), U(2, 13, 5, 'infantry', 'axis')],
     [card(AL, 'Attack', 'center'), order(AL, 1), attack(AL, 1, 2), roll(AL, 13, 5, F), end(AL)],
     {('+', 4): retreat(AX, 2, 12, 4)}, R + 'flags', R + 'imperial-japanese-army.must-2',
     ['Japanese infantry in a cave (3 dice, -2 from below) retreats on the flag; in caves it must ignore all.'],
     nations=JAP,
     line=5, terrain=[(13, 5, 'Caves on Hills', False), (12, 4, 'Hills', False)])


# ---- medals
def killed(name, tgt, dice, rid, why, n_ok=None, n_bad=None, terrain=(), attacker=None):
    hitsn = tgt['figures']
    ms = [card(AL, 'Attack', 'center'), order(AL, 1), attack(AL, 1, 2), roll(AL, 13, 5, *dice), damage(2, hitsn)]
    if n_ok is not None:
        ms.append(medal('allies', 2, n_ok if n_ok != 1 else None))
    ms.append(end(AL))
    bad = {5: medal('allies', 2, n_bad)} if n_ok is not None else {('+', 5): medal('allies', 2)}
    case(name, [attacker or U(1, 12, 6), dict(tgt, x=13, y=5)], ms, bad, R + 'medal', R + rid, why,
         terrain=terrain)


killed('medal-depleted', U(2, 0, 0, 'infantry', 'axis', 2, depleted=True), [I, I, A], 'depleted-units.nomedal',
       ['A depleted unit (2 figures) is eliminated and the allies score a medal for it.'])
killed('medal-snipers', T(2, 0, 0, 'Snipers', side='axis', figs=1), [G, A, A], 'snipers.nomedal',
       ['A sniper is eliminated and the allies score a medal for it.'])
killed('medal-special-weapon', T(2, 0, 0, swa='Machine Gun', side='axis', figs=1), [I, A, A],
       'special-weapon-assets-rules.xmedal', ['A unit with a machine gun is eliminated: 2 medals scored for it.'],
       n_ok=1, n_bad=2)
case('medal-landing-craft', [U(1, 12, 8, figs=1, landing_craft=True), U(2, 13, 7, 'infantry', 'axis')],
     [card(AL, 'Recon', 'center'), order(AL, 1), end(AL), card(AX, 'Attack', 'center'), order(AX, 2),
      attack(AX, 2, 1), roll(AX, 12, 8, I, A, A), damage(1, 1), medal('axis', 1), end(AX)],
     {8: medal('axis', 1, 2)}, R + 'medal', R + 'landing-craft-lc.xmedal',
     ['A unit in its landing craft is eliminated: 2 medals scored for it and its craft.'],
     terrain=LCOCEAN + [(13, 7, 'Beaches', False)])


# ---- re-rolls against command cars and patrol cars
for name, figs in (('Command Cars', 1), ('Long-Range Patrol Cars', 1)):
    base = [card(AL, 'Attack', 'center'), order(AL, 1), attack(AL, 1, 2), roll(AL, 13, 5, I, A, A),
            roll(AL, 13, 5, G), damage(2, 1), medal('allies', 2), end(AL)]
    units = [U(1, 12, 6), T(2, 13, 5, name, side='axis', figs=figs)]
    case('reroll-' + slug(name), units, base, {4: None}, R + 'reroll', R + slug(name) + '.reroll',
         ['The roll scores a hit on %s and no re-roll follows.' % name], line=5)
    case('kill-' + slug(name), units, base, {4: roll(AL, 13, 5, S)}, R + 'kill', R + slug(name) + '.kill',
         ['The re-roll against %s shows no Grenade, yet the figure is lost.' % name], line=5)

# ---- targets, terrain, minefields, Japanese assaults
case('target-snipers', [T(1, 12, 6, 'Snipers'), U(2, 12, 4, 'infantry', 'axis')],
     [card(AL, 'Attack', 'center'), order(AL, 1), attack(AL, 1, 2), roll(AL, 12, 4, A), end(AL)],
     {'units': [T(1, 12, 6, 'Snipers'), U(2, 12, 4, 'armor', 'axis')], 3: roll(AL, 12, 4, I)},
     R + 'target', R + 'snipers.noarmor', ['A sniper fires at an armor unit.'], line=4)
for name, kw in (('Ski Troops', {}), ('Snipers', {}), ('French Resistance', {'nation': 'French Resistance'})):
    troop = None if kw else name
    case('terrain-' + slug(name), [T(1, 12, 6, troop, **kw), FOE],
         [card(AL, 'Recon', 'center'), order(AL, 1), move(AL, 1, 13, 5), end(AL)],
         {('+', 3): move(AL, 1, 12, 4)}, R + 'terrain', R + slug(name) + '.anyterrain',
         ['%s moves on out of a forest, where it must stop.' % name], terrain=[(13, 5, 'Forests', False)])
case('battle-combat-engineers-mines', [T(1, 12, 6, 'Combat Engineers'), U(2, 13, 5, 'infantry', 'axis')],
     [card(AL, 'Attack', 'center'), order(AL, 1), end(AL)],
     {('+', 2): [attack(AL, 1, 2), roll(AL, 13, 5, A, A, A)]}, R + 'battle', R + 'combat-engineers.mines',
     ['Combat engineers in a minefield battle instead of clearing it.'], terrain=[(12, 6, 'Minefields', False)])
case('battle-japanese-move', [U(1, 12, 6), U(2, 13, 3, 'infantry', 'axis')],
     [card(AL, 'Attack', 'center'), order(AL, 1), move(AL, 1, 13, 5), move(AL, 1, 12, 4), attack(AL, 1, 2),
      roll(AL, 13, 3, A, A, A, A), end(AL)],
     {'units': [U(1, 12, 6), U(2, 12, 2, 'infantry', 'axis')], 4: attack(AL, 1, 2), 5: roll(AL, 12, 2, A, A)},
     R + 'battle', R + 'imperial-japanese-army.assault',
     ['Japanese infantry moves 2 hexes and fires at 2 hexes: the move allows a close assault only.'],
     nations={'allies': 'Imperial Japanese Army'}, line=6)

# ---- orders: one unit more
case('order-command-car', [T(1, 12, 6, 'Command Cars'), U(2, 10, 6), U(3, 14, 6), FOE],
     [card(AL, 'Recon', 'center'), order(AL, 1, 2), end(AL)], {1: order(AL, 1, 2, 3)}, R + 'order',
     R + 'command-cars.order', ['Recon (1 unit) in the command car\'s section orders 3 units.'])
case('order-marines', [U(1, 12, 6), U(2, 10, 6), U(3, 14, 6), FOE],
     [card(AL, 'Recon', 'center'), order(AL, 1, 2), end(AL)], {1: order(AL, 1, 2, 3)}, R + 'order',
     R + 'us-marine-corps.order', ['US Marines play Recon (1 unit) and order 3.'],
     nations={'allies': 'US Marine Corps'})

# ---- re-supply (ACTIONS: Re-supply; half-tracks, supply trucks)
# unit 2 (allies) loses 2 of its 4 figures to the axis first; then the allies re-supply it
RS = [T(1, 12, 6, 'Half-Tracks', figs=2), U(2, 14, 6), U(3, 13, 5, 'infantry', 'axis')]
HURT = [card(AL, 'Recon', 'center'), end(AL), card(AX, 'Attack', 'center'), order(AX, 3), attack(AX, 3, 2),
        roll(AX, 14, 6, I, I, A), damage(2, 2), end(AX)]
RSM = HURT + [card(AL, 'Attack', 'center'), order(AL, 1), resupply(AL, 1, 2, 1), end(AL)]
k = len(HURT)
case('resupply-half-track-battles', RS, RSM, {('+', k + 3): [attack(AL, 1, 3), roll(AL, 13, 5, A, A)]},
     R + 'resupply', R + 'half-tracks.resupply', ['A half-track re-supplies a unit, then battles.'])
A_ = 'memoir44.actions.'
case('resupply-who', RS, RSM, {'units': [U(1, 12, 6, figs=2), U(2, 14, 6), U(3, 13, 5, 'infantry', 'axis')]},
     A_ + 'resupply-who', A_ + 'resupply-who', ['An infantry unit, no supply vehicle, re-supplies a unit.'],
     line=k + 4)
case('resupply-max', RS, RSM, {k + 2: resupply(AL, 1, 2, 3)}, A_ + 'resupply-max',
     A_ + 'resupply-max', ['A unit down to 2 of 4 figures is given 3.'])
case('resupply-battle', RS, HURT + [card(AL, 'Attack', 'center'), order(AL, 1, 2), resupply(AL, 1, 2, 1), end(AL)],
     {('+', k + 3): [attack(AL, 2, 3), roll(AL, 13, 5, A, A, A)]}, A_ + 'resupply-battle', A_ + 'resupply-battle',
     ['The re-supplied unit battles the same turn.'])
case('resupply-swap', [T(1, 12, 6, 'Half-Tracks', figs=1), U(2, 14, 6), U(3, 13, 5, 'infantry', 'axis')],
     HURT + [card(AL, 'Attack', 'center'), order(AL, 1), resupply(AL, 1, 2, 1), end(AL)],
     {('+', k + 3): medal('axis', 1)}, A_ + 'resupply-swap', A_ + 'resupply-swap',
     ['A half-track gives its last figure to a unit; the axis score a medal for it.'])

# ---- more of the entries: the badge, engineers in wire, trucks, markers
case('figures-elite-armor-badge', [U(1, 12, 6, 'armor', figs=4, troop='Special Forces badge'), FOE], TURN,
     {'units': [U(1, 12, 6, 'armor', figs=3, troop='Special Forces badge'), FOE]}, R + 'figures',
     R + 'special-forces-badge.figs', ['Armor with the special forces badge set up with 3 figures (elite armor: 4).'])
case('dice-combat-engineers-wire', [T(1, 13, 5, 'Combat Engineers'), U(2, 14, 4, 'infantry', 'axis')],
     [card(AL, 'Attack', 'center'), order(AL, 1), obstacle(13, 5, 'wire', True), attack(AL, 1, 2),
      roll(AL, 14, 4, A, A), end(AL)], {4: roll(AL, 14, 4, A, A, A)}, R + 'dice', R + 'combat-engineers.wire',
     ['Combat engineers remove the wire they stand in and battle with 3 dice: -1 for battling out of wire.'],
     terrain=[(13, 5, 'Wire', True)])
TRUCK = [T(1, 12, 6, 'Supply Trucks'), U(2, 14, 6), U(3, 12, 4, 'infantry', 'axis')]
HURT2 = [card(AL, 'Recon', 'center'), end(AL), card(AX, 'Attack', 'center'), order(AX, 3), attack(AX, 3, 2),
         roll(AX, 14, 6, I, I), damage(2, 2), end(AX)]
case('resupply-supply-truck-unordered', TRUCK,
     HURT2 + [card(AL, 'Recon', 'center'), order(AL, 1), resupply(AL, 1, 2, 1), end(AL)],
     {len(HURT2) + 1: order(AL, 2)}, R + 'resupply', R + 'supply-trucks.resupply',
     ['A supply truck re-supplies a unit without being ordered (the card ordered the unit itself).'],
     line=len(HURT2) + 4)
fire('dice-heroic-leader', U(1, 0, 0, leader=True), 1, 4, 3, 'heroic-leader.plus',
     ['Infantry with a heroic leader close assaults with 3 dice; it battles at +1.'])
fled('flags-heroic-leader', U(2, 0, 0, 'infantry', 'axis', leader=True), 1, 0, 'heroic-leader.ignore', 'flags',
     ['Infantry with a heroic leader answers none of 2 flags; it may ignore 1.'], flags=2)
fire('dice-boat', U(1, 0, 0, boat=True), 1, 2, 3, 'collapsible-rafts-boats.plus',
     ['Infantry in a boat close assaults with 3 dice; it battles out at -1.'])
case('retreat-boat', [U(1, 12, 6), U(2, 12, 4, 'infantry', 'axis', boat=True)],
     [card(AL, 'Attack', 'center'), order(AL, 1), attack(AL, 1, 2), roll(AL, 12, 4, F, A), damage(2, 1, True),
      end(AL)], {4: retreat(AX, 2, 11, 3)}, R + 'retreat', R + 'collapsible-rafts-boats.noretreat',
     ['A unit in a boat retreats on a flag; it loses a figure instead.'], line=5)
case('setup-boat-armor', [U(1, 12, 6, boat=True), FOE], TURN, {'units': [U(1, 12, 6, 'armor', 'allies', 3, boat=True), FOE]},
     R + 'setup', R + 'collapsible-rafts-boats.infonly', ['An armor unit is given a boat: infantry only.'])
case('target-camouflage', [U(1, 12, 6), U(2, 12, 4, 'infantry', 'axis')],
     [card(AL, 'Attack', 'center'), order(AL, 1), attack(AL, 1, 2), roll(AL, 12, 4, A, A), end(AL)],
     {'units': [U(1, 12, 6), U(2, 12, 4, 'infantry', 'axis', camouflage=True)]}, R + 'target',
     R + 'camouflage.closeonly', ['Infantry fires from 2 hexes at a camouflaged unit.'], line=4)
case('battle-on-the-move', [U(1, 12, 6, on_the_move=True), U(2, 12, 2, 'infantry', 'axis')],
     [card(AL, 'Attack', 'center'), order(AL, 1), move(AL, 1, 13, 5), end(AL)],
     {('+', 3): [attack(AL, 1, 2), roll(AL, 12, 2, A)]}, R + 'battle', R + 'on-the-move.nobattle',
     ['A unit on the move moves and battles the same turn.'])

# ---- line of sight (the page's geometry)
C_ = 'memoir44.'
for name, blk, tgt, rid, why in [
        ('los-centre', (14, 4), (15, 3), 'los', 'a unit stands on the line through the hex centres'),
        ('los-part', (12, 4), (13, 3), 'los.line', 'the line crosses part of the hex of a unit')]:
    d = hexdist((12, 6), tgt)
    ms = [card(AL, 'Attack', 'center'), order(AL, 1), attack(AL, 1, 2), roll(AL, tgt[0], tgt[1], *[A] * (4 - d)),
          end(AL)]
    case(name, [U(1, 12, 6), U(2, tgt[0], tgt[1], 'infantry', 'axis')], ms,
         {'units': [U(1, 12, 6), U(2, tgt[0], tgt[1], 'infantry', 'axis'), U(3, blk[0], blk[1])]},
         C_ + 'battle.los', C_ + rid, ['Infantry fires at %s; %s.' % (tgt, why)], line=4)

# ---- scenario rules of ACTIONS (setup.rules)
ROAD = [(x, y, 'Roads', False) for x, y in [(12, 6)] + UP[:5]]
for name, rules, rid, code, steps, why, terrain in [
        ('winter-armor', ['Winter Weather'], 'winter-move', 'winter-move', 2, 'Armor moves 3 hexes in winter.', ()),
        ('winter-road', ['Winter Weather'], 'winter-road', 'winter-move', 3,
         'Armor moves 4 hexes along a road in winter (3 at most).', ROAD),
        ('blitz-allied-armor', ['Blitz Rules'], 'blitz-move', 'blitz-move', 2, 'Allied armor moves 3 hexes in a blitz.', ()),
        ('air-strikes-blitz-allied-armor', ['Air Strikes & Blitz'], 'air-strikes-blitz-move', 'blitz-move', 2,
         'Allied armor moves 3 hexes under the Air Strikes & Blitz rules.', ())]:
    ms = [card(AL, 'Recon', 'center'), order(AL, 1)] + [move(AL, 1, x, y) for x, y in UP[:steps]] + [end(AL)]
    case(name, [U(1, 12, 6, 'armor', figs=3), FOE], ms, {('+', 2 + steps): move(AL, 1, *UP[steps])},
         A_ + code, A_ + rid, [why], rules=rules, terrain=terrain)
case('winter-air-power', [U(1, 12, 6), U(2, 12, 2, 'infantry', 'axis')],
     [card(AL, 'Air power'), mv_attack := {'player': AL, 'action': 'attack', 'args': {'target': 2}},
      roll(AL, 12, 2, A), end(AL)], {2: roll(AL, 12, 2, A, A)}, A_ + 'winter-air', A_ + 'winter-air',
     ['An Air Power in winter rolls 2 dice at a hex: 1 die.'], rules=['Winter Weather'])
RVR = ['Reduced Visibility']
case('reduced-visibility-symbol', [U(1, 12, 6), U(2, 12, 4, 'infantry', 'axis')],
     [card(AL, 'Attack', 'center'), order(AL, 1), attack(AL, 1, 2), roll(AL, 12, 4, I, A), end(AL)],
     {('+', 4): damage(2, 1)}, A_ + 'reduced-visibility', A_ + 'reduced-visibility',
     ['Under reduced visibility an infantry symbol rolled from 2 hexes takes a figure.'], rules=RVR, line=5)
case('reduced-visibility-grenade', [U(1, 12, 6), U(2, 12, 4, 'infantry', 'axis')],
     [card(AL, 'Attack', 'center'), order(AL, 1), attack(AL, 1, 2), roll(AL, 12, 4, G, A), damage(2, 1), end(AL)],
     {4: None}, A_ + 'reduced-visibility', A_ + 'reduced-visibility-grenades',
     ['Under reduced visibility a grenade rolled from 2 hexes takes no figure.'], rules=RVR, line=5)
case('reduced-visibility-barrage', [U(1, 12, 6), U(2, 12, 2, 'infantry', 'axis')],
     [card(AL, 'Barrage'), {'player': AL, 'action': 'attack', 'args': {'target': 2}}, roll(AL, 12, 2, I, A, A, A),
      damage(2, 1), end(AL)],
     {3: None}, A_ + 'reduced-visibility', A_ + 'reduced-visibility-barrage',
     ['Under reduced visibility a Barrage\'s infantry symbol takes no figure; Barrage is unaffected.'], rules=RVR,
     line=4)
NIGHT = ['Night Attacks']
case('night-start', [U(1, 12, 6), U(2, 13, 5, 'infantry', 'axis')],
     [card(AL, 'Attack', 'center'), order(AL, 1), attack(AL, 1, 2), roll(AL, 13, 5, A, A, A), end(AL)],
     {'units': [U(1, 12, 6), U(2, 12, 4, 'infantry', 'axis')], 3: roll(AL, 12, 4, A, A)},
     A_ + 'night-range', A_ + 'night-start', ['At night (visibility 1) infantry fires from 2 hexes.'], rules=NIGHT,
     line=4)
case('night-chart', [U(1, 12, 6), U(2, 13, 3, 'infantry', 'axis')],
     [visibility(S, S, A, A), card(AL, 'Attack', 'center'), order(AL, 1), attack(AL, 1, 2), roll(AL, 13, 3, A),
      end(AL)], {0: visibility(S, A, A, A)}, A_ + 'night-range', A_ + 'night-chart',
     ['The visibility roll shows 1 Star (visibility 2), then infantry fires from 3 hexes.'], rules=NIGHT, line=5)
case('night-roll', [U(1, 12, 6), FOE], [visibility(S, A, A, A)] + TURN, {0: visibility(S, A, A)},
     A_ + 'night-roll', A_ + 'night-roll', ['The allied visibility roll has 3 dice.'], rules=NIGHT)
DAY = [visibility(S, S, S, S)] + TURN + [card(AX, 'Recon', 'center'), end(AX), visibility(S, A, A, A)] + TURN + \
      [card(AX, 'Recon', 'center'), end(AX)]
case('night-daylight', [U(1, 12, 6), FOE], DAY + TURN, {('+', len(DAY)): visibility(A, A, A, A)},
     A_ + 'night-roll', A_ + 'night-day', ['A visibility roll after full daylight (6) was reached.'], rules=NIGHT)
case('night-air-power', [U(1, 12, 6), U(2, 12, 2, 'infantry', 'axis')],
     [card(AL, 'Air power'), end(AL)],
     {('+', 1): [{'player': AL, 'action': 'attack', 'args': {'target': 2}}, roll(AL, 12, 2, A, A)]},
     A_ + 'night-cards', A_ + 'night-cards', ['Air Power attacks at night, before full daylight.'], rules=NIGHT)

# recovery: unit 1 loses 2 of its 4 figures to fire from 2 hexes, then recovers
REC = [U(1, 12, 6), U(3, 16, 8), U(2, 12, 4, 'infantry', 'axis')]
HURT3 = [card(AL, 'Recon', 'center'), end(AL), card(AX, 'Attack', 'center'), order(AX, 2), attack(AX, 2, 1),
         roll(AX, 12, 6, I, I), damage(1, 2), end(AX)]
k3 = len(HURT3)
for rule, rk in (('Hospital Recovery', 'hospital'), ('Oasis Recovery', 'oasis')):
    dice = [I, S, A, A, G, F] if rk == 'hospital' else [I, S, A]
    ms = HURT3 + [card(AL, 'Recon', 'center'), order(AL, 1), recover(AL, 1, 2, *dice), end(AL)]
    bads = [('who', {k3 + 1: order(AL, 3)}, 'A unit the card did not order recovers figures.'),
            ('still', {('+', k3 + 2): move(AL, 1, 11, 7)}, 'A unit moves, then recovers figures.'),
            ('match', {k3 + 2: recover(AL, 1, 1, *dice)}, 'Two dice show the symbol or a Star; 1 figure returned.'),
            ('max', {k3 + 2: recover(AL, 1, 3, *([I, S, I] + dice[3:]))},
             'A unit down 2 figures gets 3 back.')]
    if rk == 'hospital':
        bads.append(('dice', {k3 + 2: recover(AL, 1, 2, *dice[:5])}, 'The hospital recovery rolls 5 dice.'))
    else:
        bads.append(('dice', {k3 + 2: recover(AL, 1, 2, *(dice + [A]))},
                     'The allies hold 3 command cards (the ordering card included); the oasis recovery rolls 4 dice.'))
    for what, bad, why in bads:
        # the hands of the scenario: the oasis dice are the allies' 3 cards
        case('recovery-%s-%s' % (rk, what), REC, ms, bad, A_ + 'recovery', A_ + '%s-%s' % (rk, what), [why],
             rules=[rule], line={'who': k3 + 4, 'still': k3 + 5}.get(what), cards={'axis': 4, 'allies': 3})

# paradrop and armor breakthrough (units entering during a turn)
case('paradrop-move', [U(1, 12, 6), FOE], [card(AL, 'Recon', 'center'), drop(5, 10, 4), order(AL, 5), end(AL)],
     {('+', 3): move(AL, 5, 11, 3)}, A_ + 'paradrop', A_ + 'paradrop-still',
     ['A unit dropped this turn moves.'])
case('paradrop-occupied', [U(1, 12, 6), FOE], [card(AL, 'Recon', 'center'), drop(5, 10, 4), end(AL)],
     {1: drop(5, 12, 6)}, A_ + 'paradrop', A_ + 'paradrop-fail', ['A unit lands on the hex of another unit.'])
case('paradrop-figures', [U(1, 12, 6), FOE], [card(AL, 'Recon', 'center'), drop(5, 10, 4), end(AL)],
     {1: drop(5, 10, 4, figs=3)}, A_ + 'paradrop', A_ + 'paradrop-full', ['A dropped unit has 3 figures.'])
BT = ['Armor Breakthrough']
case('breakthrough-enter', [U(1, 12, 6), FOE], [card(AL, 'Recon', 'center'), drop(5, 10, 0, 'armor', 3), end(AL)],
     {1: drop(5, 10, 2, 'armor', 3)}, A_ + 'breakthrough', A_ + 'breakthrough-enter',
     ["Allied armor breaks through at row 7, not the axis baseline."], rules=BT)
case('breakthrough-stop', [U(1, 12, 6), FOE],
     [card(AL, 'Recon', 'center'), drop(5, 10, 0, 'armor', 3), order(AL, 5), end(AL)],
     {('+', 3): move(AL, 5, 11, 1)}, A_ + 'breakthrough', A_ + 'breakthrough-stop',
     ['Armor that broke through moves on from the baseline the same turn.'], rules=BT)
case('breakthrough-retreat', [U(1, 12, 6), U(2, 13, 1, 'infantry', 'axis')],
     [card(AL, 'Recon', 'center'), drop(5, 12, 0, 'armor', 3), end(AL), card(AX, 'Attack', 'center'), order(AX, 2),
      attack(AX, 2, 5), roll(AX, 12, 0, F, I, I), retreat(AL, 5, 11, 1), end(AX)],
     {7: retreat(AL, 5, 10, 0)}, A_ + 'breakthrough', A_ + 'breakthrough-retreat',
     ['Armor that broke through retreats along the axis baseline, not toward its own.'], rules=BT)

# pontoon bridges
RIVER = [(x, 4, 'Rivers & Waterways', False) for x in range(0, 25, 2)]
case('pontoon-rule', [U(1, 12, 6), FOE], [card(AL, 'Attack', 'center'), end(AL)],
     {('+', 1): obstacle(12, 4, 'Pontoon Bridges')}, C_ + 'pontoon-bridges.build', C_ + 'pontoon-bridges.rule',
     ['A pontoon bridge is built in a scenario without the rule.'], terrain=RIVER)
case('pontoon-card', [U(1, 12, 6), FOE], [card(AL, 'Attack', 'center'), obstacle(12, 4, 'Pontoon Bridges'), end(AL)],
     {0: card(AL, 'Probe', 'center')}, C_ + 'pontoon-bridges.build', C_ + 'pontoon-bridges.how',
     ['A pontoon bridge is built with a Probe card.'], terrain=RIVER, rules=['Pontoon Bridges'], line=3)

# ---- core sentences the generated BGA games give no place to break
case('battle-interleaved-ground', [U(1, 12, 6), U(3, 16, 6), U(2, 13, 5, 'infantry', 'axis'),
                                   U(4, 17, 5, 'infantry', 'axis')],
     [card(AL, 'Attack', 'center'), order(AL, 1, 3), attack(AL, 1, 2), roll(AL, 13, 5, F, A, A),
      retreat(AX, 2, 12, 4), ground(AL, 1, 13, 5), attack(AL, 3, 4), roll(AL, 17, 5, A, A, A), end(AL)],
     {5: None, ('+', 8): ground(AL, 1, 13, 5)}, C_ + 'battle.interleaved', C_ + 'battle.done',
     ["Infantry takes ground after another unit's battle: one unit's battle is completed before the next."],
     line=9)
case('battle-interleaved-overrun', [U(1, 12, 6, 'armor', figs=3), U(3, 16, 6), U(2, 13, 5, 'infantry', 'axis'),
                                    U(4, 17, 5, 'infantry', 'axis')],
     [card(AL, 'Attack', 'center'), order(AL, 1, 3), attack(AL, 1, 2), roll(AL, 13, 5, F, A, A),
      retreat(AX, 2, 12, 4), ground(AL, 1, 13, 5), attack(AL, 1, 2), roll(AL, 12, 4, A, A, A),
      attack(AL, 3, 4), roll(AL, 17, 5, A, A, A), end(AL)],
     {6: None, 7: None, ('+', 10): [attack(AL, 1, 2), roll(AL, 12, 4, A, A, A)]}, C_ + 'battle.interleaved',
     C_ + 'battle.all-done', ['Armor overruns after another unit battled: its combats come first.'], line=10)
case('battle-armor-twice', [U(1, 12, 6, 'armor', figs=3), U(2, 13, 5, 'infantry', 'axis'),
                            U(5, 11, 5, 'infantry', 'axis')],
     [card(AL, 'Attack', 'center'), order(AL, 1), attack(AL, 1, 2), roll(AL, 13, 5, A, A, A), end(AL)],
     {('+', 4): [attack(AL, 1, 5), roll(AL, 11, 5, A, A, A)]}, C_ + 'battle.once', C_ + 'overrun.again',
     ['Armor battles a second time without taking ground.'])
case('flags-forest', [U(1, 12, 6), U(2, 13, 5, 'infantry', 'axis')],
     [card(AL, 'Attack', 'center'), order(AL, 1), attack(AL, 1, 2), roll(AL, 13, 5, F, A), retreat(AX, 2, 12, 4),
      end(AL)], {4: None}, C_ + 'retreat.flags', C_ + 'retreat.obstacle-flag',
     ['Infantry in a forest ignores the one flag rolled: forests let no unit ignore a flag.'], line=5,
     terrain=[(13, 5, 'Forests', False)])
MOUNT = [(12, 8, 'Mountains', False)]
case('mountain-artillery', [U(1, 12, 8, 'artillery', figs=2), U(2, 13, 1, 'infantry', 'axis')],
     [card(AL, 'Attack', 'center'), order(AL, 1), attack(AL, 1, 2), roll(AL, 13, 1, A), end(AL)],
     {3: roll(AL, 13, 1, A, A)}, C_ + 'battle.artillery-dice', C_ + 'mountains.artillery',
     ['Artillery on a mountain fires at 7 hexes with 2 dice (X3322111: 1).'], terrain=MOUNT)
case('flags-japanese-caves-mountains', [U(1, 12, 6), U(2, 13, 5, 'infantry', 'axis')],
     [card(AL, 'Attack', 'center'), order(AL, 1), attack(AL, 1, 2), roll(AL, 13, 5, F), end(AL)],
     {('+', 4): retreat(AX, 2, 12, 4)}, R + 'flags', C_ + 'caves-on-mountains.flags',
     ['Japanese infantry in a cave on a mountain retreats on a flag; it must ignore all.'], nations=JAP,
     line=5, terrain=[(13, 5, 'Caves on Mountains', False), (12, 4, 'Mountains', False)])
case('jungle-overrun', [U(1, 13, 7, 'armor', figs=3), U(2, 13, 5, 'infantry', 'axis'), U(5, 14, 4, 'infantry', 'axis')],
     [card(AL, 'Attack', 'center'), order(AL, 1), move(AL, 1, 12, 6), attack(AL, 1, 2), roll(AL, 13, 5, F),
      retreat(AX, 2, 12, 4), ground(AL, 1, 13, 5), end(AL)],
     {('+', 7): [attack(AL, 1, 5), roll(AL, 14, 4, A, A, A)]}, C_ + 'jungles.overrun', C_ + 'jungles.overrun',
     ['Armor that did not start next to the jungle takes ground there and overruns.'],
     terrain=[(13, 5, 'Jungles', False)])
case('sandbags-left', [U(1, 12, 6), U(2, 12, 4, 'infantry', 'axis'), U(3, 14, 4, 'infantry', 'axis')],
     [card(AL, 'Recon', 'center'), end(AL), card(AX, 'Attack', 'center'), order(AX, 2, 3), move(AX, 2, 11, 3),
      move(AX, 3, 12, 4), end(AX), card(AL, 'Attack', 'center'), order(AL, 1), attack(AL, 1, 3),
      roll(AL, 12, 4, A, A), end(AL)], {10: roll(AL, 12, 4, A)}, C_ + 'sandbags.dice', C_ + 'sandbags.gone',
     ['Infantry fires at a unit that moved into a hex its occupant left: the sandbags went with it.'],
     terrain=[(12, 4, 'Sandbags', False)])
case('bunker-owner', [U(1, 13, 5), U(2, 14, 4, 'infantry', 'axis')],
     [card(AL, 'Recon', 'center'), end(AL), card(AX, 'Attack', 'center'), order(AX, 2), attack(AX, 2, 1),
      roll(AX, 13, 5, A, A, A), end(AX)], {5: roll(AX, 13, 5, A, A)}, C_ + 'bunkers.dice', C_ + 'bunkers.owner-only',
     ["The axis close assault an allied unit in an axis bunker with 2 dice: a bunker protects its owner only."],
     terrain=[(13, 5, 'Bunkers', {'obstacle': True, 'owner': 'axis'})])
case('cliffs-take-ground', [U(1, 12, 6), U(2, 13, 5, 'infantry', 'axis')],
     [card(AL, 'Attack', 'center'), order(AL, 1), attack(AL, 1, 2), roll(AL, 13, 5, F, A), retreat(AX, 2, 12, 4),
      end(AL)], {('+', 5): ground(AL, 1, 13, 5)}, C_ + 'cliffs-sea-bluffs.take-ground', C_ + 'cliffs-sea-bluffs.no-ground',
     ['Infantry on the beach takes ground on the cliff above it.'],
     terrain=[(12, 6, 'Beaches', False), (13, 5, 'Cliffs & Sea Bluffs', False)])

# caves (against Japanese from below) and the sea wall (its own side behind it)
for name, ter, nat, nd, bad, rid, why in [
        ('caves-hills-japanese', 'Caves on Hills', JAP, 1, 2, 'caves-on-hills.dice',
         'Infantry close assaults Japanese infantry in a cave on a hill from below with 2 dice: -2.'),
        ('caves-hills-other', 'Caves on Hills', None, 2, 1, 'caves-on-hills.japanese',
         'Infantry close assaults German infantry in a cave on a hill with 1 die: the -2 is against Japanese only (-1).'),
        ('caves-mountains-japanese', 'Caves on Mountains', JAP, 1, 3, 'caves-on-mountains.dice',
         'Infantry close assaults Japanese infantry in a cave on a mountain from below with 3 dice: -2.'),
        ('caves-mountains-other', 'Caves on Mountains', None, 3, 1, 'caves-on-mountains.japanese',
         'Infantry close assaults German infantry in a cave on a mountain with 1 die: the -2 is against Japanese only.')]:
    terrain = [(13, 5, ter, False)] + ([(12, 4, 'Mountains', False)] if 'Mountains' in ter else [])
    case(name, [U(1, 12, 6), U(2, 13, 5, 'infantry', 'axis')],
         [card(AL, 'Attack', 'center'), order(AL, 1), attack(AL, 1, 2), roll(AL, 13, 5, *[A] * nd), end(AL)],
         {3: roll(AL, 13, 5, *[A] * bad)}, C_ + ter.lower().replace(' ', '-') + '.dice', C_ + rid, [why],
         nations=nat, terrain=terrain)
for name, owner, nd, bad, rid, why in [
        ('sea-wall-behind', 'axis', 2, 3, 'sea-wall.dice', 'Infantry close assaults a unit behind its sea wall with 3 dice: -1.'),
        ('sea-wall-front', 'allies', 3, 2, 'sea-wall.behind',
         'Infantry close assaults a unit on the far side of the other side\'s sea wall with 2 dice: it protects units behind it only.')]:
    case(name, [U(1, 12, 6), U(2, 13, 5, 'infantry', 'axis')],
         [card(AL, 'Attack', 'center'), order(AL, 1), attack(AL, 1, 2), roll(AL, 13, 5, *[A] * nd), end(AL)],
         {3: roll(AL, 13, 5, *[A] * bad)}, C_ + 'sea-wall.dice', C_ + rid, [why],
         terrain=[(13, 5, 'Sea Wall', {'obstacle': True, 'owner': owner})])

# ---- British Commonwealth Forces: battling back; French Army: a second close assault
BCF = {'allies': 'British Commonwealth Forces (BCF)'}


def backm(**kw):
    return {'player': AL, 'action': 'attack', 'args': dict(unit=1, target=2, back=True, **kw)}


# the axis close assault a BCF unit of 2 figures: one lost, no flag; it battles back with 1 die
BACKG = [card(AL, 'Recon', 'center'), end(AL), card(AX, 'Attack', 'center'), order(AX, 2), attack(AX, 2, 1),
         roll(AX, 12, 6, I, A, A), damage(1, 1), backm(), roll(AL, 13, 5, A), end(AX)]
case('battle-back-figures', [U(1, 12, 6, figs=2), U(2, 13, 5, 'infantry', 'axis')], BACKG,
     {'units': [U(1, 12, 6, figs=3), U(2, 13, 5, 'infantry', 'axis')]}, R + 'battle-back',
     R + 'british-commonwealth-forces-bcf.back', ['A BCF unit down to 2 figures battles back.'], nations=BCF, line=9)
case('battle-back-dice', [U(1, 12, 6, figs=2), U(2, 13, 5, 'infantry', 'axis')], BACKG,
     {8: roll(AL, 13, 5, A, A)}, R + 'battle-back', R + 'british-commonwealth-forces-bcf.back',
     ['A BCF unit battles back with 2 dice.'], nations=BCF)
case('battle-back-terrain', [U(1, 12, 6, figs=2), U(2, 13, 5, 'infantry', 'axis')],
     BACKG, {8: roll(AL, 13, 5)}, R + 'battle-back',
     R + 'british-commonwealth-forces-bcf.back-1',
     ['A BCF unit battles back at a unit in a forest with no die, as if the forest took one.'], nations=BCF,
     terrain=[(13, 5, 'Forests', False)])
case('battle-back-ambush', [U(1, 12, 6, figs=2), U(2, 13, 5, 'infantry', 'axis')], BACKG,
     {('+', 4): {'player': AL, 'action': 'card', 'args': {'name': 'Ambush', 'reaction': True}}},
     R + 'battle-back', R + 'british-commonwealth-forces-bcf.back-2',
     ['A BCF unit that played an Ambush this turn battles back too.'], nations=BCF, line=10)
FRA = {'allies': 'French Army'}
SEC = [card(AL, 'Attack', 'center'), order(AL, 1), attack(AL, 1, 2), roll(AL, 13, 5, F, A, A), retreat(AX, 2, 14, 4),
       attack(AL, 1, 3), roll(AL, 11, 5, A), end(AL)]
SECU = [U(1, 12, 6), U(2, 13, 5, 'infantry', 'axis'), U(3, 11, 5, 'infantry', 'axis')]
case('second-assault-failed', SECU, SEC, {3: roll(AL, 13, 5, A, A, A), 4: None}, R + 'second-assault',
     R + 'french-army.second', ['French infantry whose close assault pushed nothing back assaults again.'],
     nations=FRA, line=6)
case('second-assault-ground', SECU, SEC,
     {4: [retreat(AX, 2, 14, 4), ground(AL, 1, 13, 5)], 5: attack(AL, 1, 2), 6: roll(AL, 14, 4, A)},
     R + 'second-assault', R + 'french-army.second-1',
     ['French infantry takes the ground, then battles again.'], nations=FRA, line=8)
case('second-assault-same', SECU, SEC, {5: attack(AL, 1, 2), 6: roll(AL, 14, 4, A)}, R + 'second-assault',
     R + 'french-army.second-2', ['French infantry assaults the unit it pushed back a second time.'], nations=FRA,
     line=7)
case('second-assault-dice', SECU, SEC, {6: roll(AL, 11, 5, A, A, A)}, R + 'second-assault',
     R + 'french-army.second-3', ['The second close assault rolls 3 dice; it is made with 1 die.'], nations=FRA)
case('second-assault-third', SECU + [U(4, 12, 4, 'infantry', 'axis')], SEC,
     {('+', 7): [attack(AL, 1, 4), roll(AL, 12, 4, A)]}, R + 'second-assault', R + 'french-army.second-4',
     ['French infantry attacks a third time.'], nations=FRA)

# ---- frozen rivers and minefields: the roll entering them calls for
FROZEN = [(13, 5, 'Frozen Rivers', False)]
FRZ = [card(AL, 'Recon', 'center'), order(AL, 1), move(AL, 1, 13, 5), roll(AL, 13, 5, S, A), damage(1, 1), end(AL)]
case('frozen-river-loss', [U(1, 12, 6), FOE], FRZ, {4: None}, C_ + 'frozen-rivers.roll', C_ + 'frozen-rivers.roll',
     ['Infantry crosses onto a frozen river and rolls a Star; no figure is lost.'], terrain=FROZEN, line=5)
case('frozen-river-dice', [U(1, 12, 6), FOE], FRZ, {3: roll(AL, 13, 5, S, A, A)}, C_ + 'frozen-rivers.roll',
     C_ + 'frozen-rivers.roll', ['The roll for a unit on a frozen river has 3 dice.'], terrain=FROZEN)
MINES = [(13, 5, 'Minefields', {'obstacle': True, 'owner': 'axis', 'value': 2})]
MIN = [card(AL, 'Recon', 'center'), order(AL, 1), move(AL, 1, 13, 5), roll(AL, 13, 5, I, S), damage(1, 1), end(AL)]
case('minefield-roll', [U(1, 12, 6), FOE], MIN, {3: roll(AL, 13, 5, I, S, G)}, C_ + 'minefields.roll',
     C_ + 'minefields.roll', ['An allied unit enters a minefield of strength 2 and 3 dice are rolled.'],
     terrain=MINES)
case('minefield-decoy', [U(1, 12, 6), FOE], MIN[:3] + [end(AL)], {('+', 3): roll(AL, 13, 5, I, S)},
     C_ + 'minefields.roll', C_ + 'minefields.decoy', ['A decoy minefield (strength 0) is rolled for.'],
     terrain=[(13, 5, 'Minefields', {'obstacle': True, 'owner': 'axis', 'value': 0})])
case('minefield-retreat', [U(1, 13, 5), U(2, 12, 2, 'infantry', 'axis')],
     [card(AL, 'Recon', 'center'), end(AL), card(AX, 'Attack', 'center'), order(AX, 2), attack(AX, 2, 1),
      roll(AX, 13, 5, F), retreat(AL, 1, 12, 6), end(AX)],
     {('+', 7): roll(AX, 12, 6, I, S)}, C_ + 'minefields.roll', C_ + 'minefields.retreat',
     ['A unit retreats onto a minefield and the mines are rolled for.'],
     terrain=[(12, 6, 'Minefields', {'obstacle': True, 'owner': 'axis', 'value': 2})])

# ---- Brandenburgers in disguise
BR = [U(1, 12, 6), T(2, 13, 5, 'Brandenburgers', side='axis')]
BRS = [card(AL, 'Attack', 'center'), order(AL, 1), attack(AL, 1, 2), roll(AL, 13, 5, I, A, A), roll(AL, 13, 5, I),
       damage(2, 2), end(AL)]
case('brandenburgers-reroll', BR, BRS, {4: None, 5: None}, R + 'brandenburgers', R + 'brandenburgers.brand',
     ['A hit on disguised Brandenburgers and no die re-rolled.'], line=5)
case('brandenburgers-failed', BR, BRS[:4] + [roll(AL, 13, 5, A), end(AL)], {('+', 5): damage(2, 1)},
     R + 'brandenburgers', R + 'brandenburgers.brand-2',
     ['The re-roll against Brandenburgers fails, yet a figure is lost.'], line=5)
case('brandenburgers-success', BR, BRS, {5: damage(2, 1)}, R + 'brandenburgers', R + 'brandenburgers.brand-3',
     ['The re-roll shows Infantry: the enemy figure and the hit go (2), the log takes 1.'], line=5)
case('brandenburgers-move', [T(1, 12, 6, 'Brandenburgers'), U(2, 12, 2, 'infantry', 'axis')],
     [card(AL, 'Attack', 'center'), order(AL, 1), move(AL, 1, 13, 5), attack(AL, 1, 2), roll(AL, 12, 2, A),
      end(AL)], {('+', 3): move(AL, 1, 12, 4), 4: roll(AL, 12, 2, A, A)}, R + 'brandenburgers',
     R + 'brandenburgers.brand-4', ['Disguised Brandenburgers move 2 hexes and battle: only as special forces.'],
     line=6)

# Mountains: a reduction "only applies to units battling from below or not on same range" —
# the attacker's mountain (12,6) and (11,5) are one range, (16,6) another
RANGES = [(12, 6, 'Mountains', False), (11, 5, 'Mountains', False), (16, 6, 'Mountains', False)]
RU = [U(1, 12, 6), U(2, 11, 5, 'infantry', 'axis'), U(3, 16, 6, 'infantry', 'axis')]
RMS = [card(AL, 'Attack', 'center'), order(AL, 1), attack(AL, 1, 2), roll(AL, 11, 5, A, A, A), end(AL)]
RUA = [U(1, 12, 6), U(2, 12, 4, 'infantry', 'axis'), U(3, 16, 6, 'infantry', 'axis')]
case('mountain-other-range', RUA,
     [card(AL, 'Attack', 'center'), order(AL, 1), attack(AL, 1, 2), roll(AL, 12, 4, A, A), end(AL)],
     {2: attack(AL, 1, 3), 3: roll(AL, 16, 6, A, A)},
     C_ + 'mountains.dice', C_ + 'mountains.range',
     ['Infantry on a mountain fires 2 hexes at a unit on a mountain of another range with 2 dice: from',
      'another range the -2 applies (0 dice); the clean game fires on its own range, via (11,5).'],
     terrain=RANGES + [(12, 4, 'Mountains', False)], line=5)
case('mountain-same-range', RU, RMS, {3: roll(AL, 11, 5, A)},
     C_ + 'mountains.dice', C_ + 'mountains.range',
     ['Infantry on a mountain close assaults a unit on the same range with 1 die, as if the -2 applied:',
      'it does not, from the same range.'], terrain=RANGES)

# Brandenburgers that battled have no enemy figure left: a later hit is not re-rolled
case('brandenburgers-unmasked', BR,
     [card(AL, 'Recon', 'center'), order(AL, 1), end(AL), card(AX, 'Attack', 'center'), order(AX, 2),
      attack(AX, 2, 1), roll(AX, 12, 6, A, A, A), end(AX), card(AL, 'Attack', 'center'), order(AL, 1),
      attack(AL, 1, 2), roll(AL, 13, 5, I, A, A), damage(2, 1), end(AL)],
     {('+', 12): roll(AL, 13, 5, I)}, R + 'brandenburgers', R + 'brandenburgers.brand-5',
     ['The Brandenburgers battled on the axis turn, so their enemy figure was removed; on the next allied',
      'attack a die is still re-rolled against them as if they were disguised.'])

# ---- Hobart's Funnies accessories
HOB = T(1, 12, 6, "Hobart's Funnies", figs=3)
case('accessory-not-hobart', [dict(HOB, accessory='Petard Mortar'), FOE], TURN,
     {'units': [U(1, 12, 6, 'armor', figs=3, accessory='Petard Mortar'), FOE]}, R + 'setup',
     R + 'petard-mortar.accessory', ['A plain armor unit carries a petard mortar; only a Churchill AVRE does.'])
fire('dice-petard-mortar', dict(HOB, accessory='Petard Mortar'), 1, 2, 1, 'petard-mortar.plus',
     ['A petard mortar close assaults a bunker with 1 die (3, -2 for the bunker, +1).'],
     terrain=[(13, 5, 'Bunkers', {'obstacle': True, 'owner': 'axis'})])
case('mine-digger', [dict(HOB, accessory='Mine Digger'), FOE],
     [card(AL, 'Recon', 'center'), order(AL, 1), move(AL, 1, 13, 5), end(AL)], {('+', 3): roll(AL, 13, 5, I, A)},
     R + 'digger', R + 'mine-digger.digger', ['The mines are rolled for a mine digger entering a minefield.'],
     terrain=[(13, 5, 'Minefields', {'obstacle': True, 'owner': 'axis', 'value': 2})])
case('assault-bridge', [dict(HOB, accessory='Assault Bridge'), U(2, 13, 5, 'infantry', 'axis')],
     [card(AL, 'Attack', 'center'), order(AL, 1), obstacle(11, 5, 'Bridges'), end(AL)],
     {('+', 3): [attack(AL, 1, 2), roll(AL, 13, 5, A, A, A)]}, R + 'assault-bridge', R + 'assault-bridge.abridge',
     ['A Churchill AVRE places its bridge over the river, then battles.'], terrain=[(11, 5, 'Rivers & Waterways', False)])

# ---- Red Army: the commissar chip
RED = {'allies': 'Red Army (RKKA)'}
RC = [mv_commissar := {'player': AL, 'action': 'commissar', 'args': {'name': 'Probe'}},
      card(AL, 'Probe', 'center'), order(AL, 1), {'player': AL, 'action': 'commissar', 'args': {'name': 'Attack'}},
      end(AL)]
case('commissar-from-hand', [U(1, 12, 6), FOE], RC, {0: None}, R + 'commissar', R + 'red-army-rkka.commissar',
     ['The Red Army plays a card from hand with none under the commissar chip.'], nations=RED, line=2)
case('commissar-other-card', [U(1, 12, 6), FOE], RC, {1: card(AL, 'Attack', 'center')}, R + 'commissar',
     R + 'red-army-rkka.commissar-2', ['The Red Army plays Attack; Probe lies under the commissar chip.'], nations=RED)
case('commissar-none-placed', [U(1, 12, 6), FOE], RC, {3: None}, R + 'commissar', R + 'red-army-rkka.commissar-1',
     ['The Red Army ends its turn with no card under the commissar chip.'], nations=RED, line=5)

# ---- the turn's order (moves, then battles) and the North African Desert rules
case('turn-order-move-after-battle', [U(1, 12, 6), U(3, 16, 6), U(2, 13, 5, 'infantry', 'axis')],
     [card(AL, 'Attack', 'center'), order(AL, 1, 3), attack(AL, 1, 2), roll(AL, 13, 5, A, A, A), end(AL)],
     {('+', 4): move(AL, 3, 17, 5)}, C_ + 'turn.order', C_ + 'turn.move',
     ['A unit moves after a battle of the turn: moves come first.'])
DES = [U(1, 12, 6, 'armor', figs=3), U(2, 13, 5, 'infantry', 'axis'), U(5, 15, 3, 'infantry', 'axis')]
DESM = [card(AL, 'Attack', 'center'), order(AL, 1), attack(AL, 1, 2), roll(AL, 13, 5, F, A, A), retreat(AX, 2, 12, 4),
        ground(AL, 1, 13, 5), move(AL, 1, 14, 4), attack(AL, 1, 5), roll(AL, 15, 3, A, A, A), end(AL)]
case('desert-extra-hex', DES, DESM, {('+', 7): move(AL, 1, 13, 3)}, A_ + 'desert', A_ + 'desert',
     ['Under the North African Desert rules armor takes ground and moves 2 more hexes before battling again.'],
     rules=['North African Desert Rules'])

# ---- boats on rivers
RIV = [(13, 5, 'Rivers & Waterways', False), (13, 3, 'Rivers & Waterways', False)]
case('boat-river-stop', [U(1, 12, 6, boat=True), FOE], [card(AL, 'Recon', 'center'), order(AL, 1), move(AL, 1, 13, 5),
                                                      end(AL)],
     {('+', 3): move(AL, 1, 12, 4)}, R + 'boat', R + 'collapsible-rafts-boats.river',
     ['Infantry in a boat enters a river and moves on.'], terrain=RIV)
case('boat-disembarked', [U(1, 13, 5, boat=True), FOE],
     [card(AL, 'Recon', 'center'), order(AL, 1), move(AL, 1, 12, 4), end(AL), card(AX, 'Recon', 'center'), end(AX),
      card(AL, 'Recon', 'center'), order(AL, 1), move(AL, 1, 11, 3), end(AL)],
     {8: move(AL, 1, 13, 3)}, R + 'boat', R + 'collapsible-rafts-boats.disembark',
     ['Infantry that left its boat for the river bank takes to a river again.'], terrain=RIV)

# ---- reinforcements on an airfield; breakthrough orders; stars under reduced visibility
REIN = ['Reinforcements']
AIR = [(10, 4, 'Airfields', False)]
case('reinforcements-airfield', [U(1, 12, 6), FOE], [card(AL, 'Direct From HQ'), drop(5, 10, 4), end(AL)],
     {1: drop(5, 12, 4)}, A_ + 'reinforcements', A_ + 'reinforcements',
     ['An infantry unit lands as reinforcement off the airfield.'], rules=REIN, terrain=AIR)
case('reinforcements-move', [U(1, 12, 6), FOE],
     [card(AL, 'Direct From HQ'), drop(5, 10, 4), order(AL, 1, 5), end(AL)], {('+', 3): move(AL, 5, 11, 3)},
     A_ + 'reinforcements', A_ + 'reinforcements-still', ['The reinforcement moves the turn it landed.'],
     rules=REIN, terrain=AIR)
case('breakthrough-unordered', [U(1, 12, 6), U(2, 11, 1, 'infantry', 'axis')],
     [card(AL, 'Recon', 'center'), drop(5, 10, 0, 'armor', 3), order(AL, 5), attack(AL, 5, 2),
      roll(AL, 11, 1, A, A, A), end(AL)], {2: order(AL, 1)}, A_ + 'breakthrough', A_ + 'breakthrough-order',
     ['Armor that broke through battles without being ordered (the card ordered another unit).'], rules=BT, line=5)
case('reduced-visibility-stars', [T(1, 12, 6, swa='Machine Gun (Late War - 1942+)'), U(2, 12, 4, 'infantry', 'axis')],
     [card(AL, 'Attack', 'center'), order(AL, 1), attack(AL, 1, 2), roll(AL, 12, 4, S, A), damage(2, 1), end(AL)],
     {4: None}, A_ + 'reduced-visibility', A_ + 'reduced-visibility-stars',
     ["Under reduced visibility a late-war machine gun's Star at range hits infantry; no figure is taken."],
     rules=RVR, line=5)

# ---- smoke: screens, shells, screaming meemies
SCR, SHL = ['Smoke Screen'], ['Smoke Shells']
THREE = [obstacle(11, 3, 'Smoke Screen'), obstacle(13, 3, 'Smoke Screen'), obstacle(12, 2, 'Smoke Screen')]
for name, rules, rid in (('smoke-screen', SCR, 'smoke-screen'), ('smoke-shells', SHL, 'smoke-shells')):
    case(name + '-two', [U(1, 12, 6), FOE], [card(AL, 'Recon', 'center')] + THREE + [end(AL)], {3: None},
         A_ + 'smoke', A_ + rid, ['Only 2 smoke markers are placed; 3 go on adjacent hexes.'], rules=rules, line=4)
    case(name + '-apart', [U(1, 12, 6), FOE], [card(AL, 'Recon', 'center')] + THREE + [end(AL)],
         {3: obstacle(16, 2, 'Smoke Screen')}, A_ + 'smoke', A_ + rid,
         ['The 3rd smoke marker is not next to the others.'], rules=rules)
LATER = [end(AL), card(AX, 'Recon', 'center'), end(AX), card(AL, 'Recon', 'center'), end(AL),
         card(AX, 'Recon', 'center'), end(AX)]
case('smoke-screen-removed-early', [U(1, 12, 6), FOE], [card(AL, 'Recon', 'center')] + THREE + LATER,
     {('+', 6): obstacle(11, 3, 'Smoke Screen', True)}, A_ + 'smoke', A_ + 'smoke-screen-remove',
     ["The axis remove a smoke screen on their first turn; it stays until its placer's 2nd turn has elapsed."],
     rules=SCR)
case('smoke-shells-removed-early', [U(1, 12, 6), FOE], [card(AL, 'Recon', 'center')] + THREE + LATER,
     {('+', 9): obstacle(11, 3, 'Smoke Screen', True)}, A_ + 'smoke', A_ + 'smoke-shells-last',
     ["Smoke shells are removed before the opponent's 2nd turn has elapsed."], rules=SHL)
FIRE = [card(AX, 'Attack', 'center'), order(AX, 2), attack(AX, 2, 1), roll(AX, 12, 6, A, A), end(AX)]
SMK = [obstacle(10, 4, 'Smoke Screen'), obstacle(11, 5, 'Smoke Screen'), obstacle(9, 5, 'Smoke Screen')]
case('smoke-screen-los', [U(1, 12, 6), U(2, 15, 3, 'infantry', 'axis')],
     [card(AL, 'Recon', 'center')] + SMK + [end(AL), card(AX, 'Attack', 'center'), order(AX, 2), attack(AX, 2, 1),
                                           roll(AX, 12, 6, A), end(AX)],
     {'units': [U(1, 12, 6), U(2, 9, 3, 'infantry', 'axis')]}, A_ + 'smoke', A_ + 'smoke-screen-los',
     ['Infantry fires through a smoke screen.'], rules=SCR, line=9)
case('smoke-shells-stop', [U(1, 12, 4), FOE],
     [card(AL, 'Recon', 'center')] + THREE + [end(AL), card(AX, 'Recon', 'center'), end(AX),
                                             card(AL, 'Recon', 'center'), order(AL, 1), move(AL, 1, 13, 3), end(AL)],
     {('+', 10): move(AL, 1, 14, 2)}, A_ + 'smoke-stop', A_ + 'smoke-shells-stop',
     ['A unit moves on out of a smoke-shelled hex.'], rules=SHL)
case('smoke-shells-dice', [U(1, 12, 4), U(2, 13, 3, 'infantry', 'axis')],
     [card(AL, 'Recon', 'center')] + THREE + [end(AL), card(AX, 'Recon', 'center'), end(AX),
                                             card(AL, 'Attack', 'center'), order(AL, 1), attack(AL, 1, 2),
                                             roll(AL, 13, 3, A, A), end(AL)],
     {10: roll(AL, 13, 3, A, A, A)}, A_ + 'smoke', A_ + 'smoke-shells-dice',
     ['Infantry close assaults a unit in a smoke-shelled hex with its full dice.'], rules=SHL)
case('smoke-shells-los-artillery', [U(1, 12, 6, 'artillery', figs=2), U(2, 20, 2, 'infantry', 'axis')],
     [card(AL, 'Recon', 'center')] + THREE + [end(AL), card(AX, 'Recon', 'center'), end(AX),
                                             card(AL, 'Attack', 'center'), order(AL, 1), attack(AL, 1, 2),
                                             roll(AL, 20, 2, A), end(AL)],
     {'units': [U(1, 12, 6, 'artillery', figs=2), U(2, 12, 0, 'infantry', 'axis')], 10: roll(AL, 12, 0, A)},
     A_ + 'smoke', A_ + 'smoke-shells-los', ['Artillery fires through smoke shells.'], rules=SHL, line=11)
MEEM = [T(1, 12, 8, 'Screaming Meemies'), U(2, 12, 4, 'infantry', 'axis')]
MEEMS = [card(AL, 'Attack', 'center'), order(AL, 1), obstacle(5, 5, 'Smoke Screen'), end(AL)]
case('meemies-smoke-battle', MEEM, MEEMS, {('+', 3): [attack(AL, 1, 2), roll(AL, 12, 4, A, A)]}, R + 'smoke',
     R + 'screaming-meemies.smoke', ['Screaming meemies place smoke and battle the same turn.'])
case('meemies-smoke-range', MEEM, MEEMS, {2: obstacle(12, 0, 'Smoke Screen')}, R + 'smoke',
     R + 'screaming-meemies.smoke', ['Screaming meemies place smoke 8 hexes away: beyond their firing range.'])

# ---- a destroyed bridge; one battle at a time
case('bridge-destroyed', [U(1, 12, 6), FOE],
     [obstacle(13, 5, 'Bridges', True), card(AL, 'Recon', 'center'), order(AL, 1), move(AL, 1, 11, 5), end(AL)],
     {3: move(AL, 1, 13, 5)}, C_ + 'rivers-waterways.impassable', C_ + 'bridges.destroyed',
     ['A unit moves onto the river hex whose bridge was blown.'],
     terrain=[(13, 5, 'Rivers & Waterways', False), (13, 5, 'Bridges', True)])
case('battle-one-at-a-time', [U(1, 12, 6), U(3, 16, 6), U(2, 13, 5, 'infantry', 'axis'), U(4, 17, 5, 'infantry', 'axis')],
     [card(AL, 'Attack', 'center'), order(AL, 1, 3), attack(AL, 1, 2), roll(AL, 13, 5, A, A, A), attack(AL, 3, 4),
      roll(AL, 17, 5, A, A, A), end(AL)],
     {3: attack(AL, 3, 4), 4: roll(AL, 17, 5, A, A, A), 5: None},
     C_ + 'battle.interleaved', C_ + 'turn.battle',
     ['Two units declare their battles before the first is rolled.'], line=5)

# ---- the heroic leader of an eliminated unit
LEAD = [U(1, 12, 6), U(2, 13, 5, 'infantry', 'axis', 1, leader=True)]
LEADM = [card(AL, 'Attack', 'center'), order(AL, 1), attack(AL, 1, 2), roll(AL, 13, 5, I, A, A), damage(2, 1),
         roll(AL, 13, 5, A, A), medal('allies', 2), end(AL)]
case('heroic-leader-dice', LEAD, LEADM, {5: roll(AL, 13, 5, A, A, A)}, A_ + 'heroic-leader', A_ + 'heroic-leader',
     ["The roll for an eliminated unit's heroic leader has 3 dice."])
case('heroic-leader-medal', LEAD, LEADM, {6: medal('allies', 2, 2)}, A_ + 'heroic-leader', A_ + 'heroic-leader',
     ["The leader's roll shows no Star, yet 2 medals are scored for the unit and its leader."])
case('heroic-leader-star', LEAD, LEADM[:5] + [roll(AL, 13, 5, S, A), medal('allies', 2, 2), end(AL)],
     {6: medal('allies', 2)}, A_ + 'heroic-leader', A_ + 'heroic-leader',
     ["The leader's roll shows a Star: he counts as a medal, and only the unit's is scored."], line=7)

# armor overruns only after a successful close assault (the change breaks the ground rule too)
case('overrun-after-fire', [U(1, 12, 6, 'armor', figs=3), U(2, 12, 4, 'infantry', 'axis')],
     [card(AL, 'Attack', 'center'), order(AL, 1), attack(AL, 1, 2), roll(AL, 12, 4, F, A, A), retreat(AX, 2, 11, 3),
      end(AL)], {('+', 5): [ground(AL, 1, 12, 4), attack(AL, 1, 2), roll(AL, 11, 3, A, A, A)]},
     C_ + 'overrun.after-fire', 'memoir44.troops.armor-overrun',
     ['Armor fires from 2 hexes, takes the ground its target left and battles again: it overruns only after a '
      'successful close assault (and takes ground only after one: take-ground.close-assault, line 7).'], line=8,
     also=[(C_ + 'take-ground.close-assault', 7, 'memoir44.troops.armor-take-ground')])

# infantry, too, takes ground only after a close assault (Standard Units' Infantry row)
case('infantry-ground-after-fire', [U(1, 12, 6), U(2, 12, 4, 'infantry', 'axis')],
     [card(AL, 'Attack', 'center'), order(AL, 1), attack(AL, 1, 2), roll(AL, 12, 4, F, A), retreat(AX, 2, 11, 3),
      end(AL)], {('+', 5): ground(AL, 1, 12, 4)},
     C_ + 'take-ground.close-assault', 'memoir44.troops.take-ground',
     ['Infantry fires from 2 hexes, its target retreats, and it takes the ground the target left: infantry',
      'takes ground only on a successful close assault.'])

# ---- command cards: the deal (then every draw is judged), one card drawn after each played
HANDS = {'axis': 4, 'allies': 3}
DEALT = [draw(AX, 4), draw(AL, 3)]
case('draw-none', [U(1, 12, 6), FOE],
     DEALT + [card(AL, 'Probe', 'center'), order(AL, 1), move(AL, 1, 11, 5), draw(AL, 1), end(AL)],
     {5: None}, C_ + 'turn.draw', C_ + 'turn.draw',
     ['The allies play a Probe and end their turn without drawing a command card.'], cards=HANDS, line=7)
case('draw-recon-one', [U(1, 12, 6), FOE],
     DEALT + [card(AL, 'Recon', 'center'), order(AL, 1), move(AL, 1, 11, 5), draw(AL, 2, 1), end(AL)],
     {5: draw(AL, 1)}, C_ + 'turn.draw', C_ + 'recon.draw',
     ['After a Recon the allies draw one command card: the card draws two and keeps one.'], cards=HANDS)
case('deal-short', [U(1, 12, 6), FOE],
     DEALT + [card(AL, 'Probe', 'center'), order(AL, 1), move(AL, 1, 11, 5), draw(AL, 1), end(AL)],
     {1: draw(AL, 2)}, C_ + 'setup.hand', C_ + 'setup.hand',
     ['The allies are dealt 2 command cards; the board gives them 3 (setup.board.cards).'], cards=HANDS)

# ---- US Marines on a tactic card: 2 to 5 units instead of 1 to 4
MAR = [U(i, x, 6) for i, x in ((1, 4), (2, 8), (3, 12), (4, 16), (5, 20), (6, 24))] + [FOE]
case('order-marines-tactic', MAR, [card(AL, 'Direct From HQ'), order(AL, 1, 2, 3, 4, 5), end(AL)],
     {1: order(AL, 1, 2, 3, 4, 5, 6)}, C_ + 'order.tactic', R + 'us-marine-corps.order-1',
     ['US Marines play Direct from HQ (4 units, 5 for Marines) and order 6.'],
     nations={'allies': 'US Marine Corps'})

# ---- sabotage of a landmark (the allies sabotage a factory the axis hold)
SAB = ['Sabotage']
def sabm(*dice):
    return {'player': AL, 'action': 'sabotage', 'args': {'x': 12, 'y': 4, 'dice': list(dice)}}
LAND = [(12, 4, 'Factory Complex', {'owner': 'axis', 'value': 2})]
SABG = [sabm(S, A), card(AL, 'Recon', 'center'), end(AL), card(AX, 'Recon', 'center'), end(AX),
        sabm(S, A), obstacle(12, 4, 'Factory Complex', True), card(AL, 'Recon', 'center'), end(AL)]
case('sabotage-dice', [U(1, 12, 4), FOE], SABG, {0: sabm(S, A, A)}, A_ + 'sabotage', A_ + 'sabotage',
     ['A sabotage roll of 3 dice.'], rules=SAB, terrain=LAND)
case('sabotage-early', [U(1, 12, 4), FOE], SABG, {5: sabm(A, A)}, A_ + 'sabotage', A_ + 'sabotage-count',
     ['The factory is demolished with 1 of the 2 stars its sabotage needs.'], rules=SAB, terrain=LAND, line=8)
# the axis retake the factory between the two rolls: the count restarts
RET = [sabm(S, A), card(AL, 'Recon', 'center'), order(AL, 1), move(AL, 1, 13, 5), end(AL),
       card(AX, 'Recon', 'center'), order(AX, 2), move(AX, 2, 12, 4), end(AX),
       card(AL, 'Attack', 'center'), order(AL, 1), attack(AL, 1, 2), roll(AL, 12, 4, I, A), damage(2, 1),
       medal('allies', 2), ground(AL, 1, 12, 4), end(AL), card(AX, 'Recon', 'center'), end(AX),
       sabm(S, A), card(AL, 'Recon', 'center'), end(AL)]
case('sabotage-reset', [U(1, 12, 4), U(2, 11, 3, 'infantry', 'axis', 1)], RET,
     {('+', 20): obstacle(12, 4, 'Factory Complex', True)}, A_ + 'sabotage', A_ + 'sabotage-reset',
     ['The factory is demolished on 2 stars, one of them rolled before the axis retook it (the count restarts).'],
     rules=SAB, terrain=LAND)

# ---- blowing up a bridge
def blowm(*dice):
    return {'player': AL, 'action': 'blow', 'args': {'x': 12, 'y': 4, 'dice': list(dice)}}
BRG = [(12, 4, 'Rivers & Waterways', False), (12, 4, 'Bridges', True)]
case('blow-bridge-dice', [U(1, 12, 6), FOE], [card(AL, 'Recon', 'center'), blowm(S, A), end(AL)], {1: blowm(S, A, A)},
     A_ + 'blow-bridge', A_ + 'blow-bridge', ['The roll to blow a bridge has 3 dice.'], terrain=BRG)
case('blow-bridge-no-star', [U(1, 12, 6), FOE], [card(AL, 'Recon', 'center'), blowm(A, A), end(AL)],
     {('+', 2): obstacle(12, 4, 'Bridges', True)}, A_ + 'blow-bridge', A_ + 'blow-bridge',
     ['The roll to blow a bridge shows no Star, yet the bridge is removed.'], terrain=BRG)
case('blow-bridge-card', [U(1, 12, 6), FOE], [card(AL, 'Recon', 'center'), blowm(S, A), end(AL)],
     {0: card(AL, 'Recon', 'left')}, A_ + 'blow-bridge', A_ + 'blow-bridge-card',
     ["A bridge in the centre is blown up with a Recon played on the left."], terrain=BRG, line=3)

# ---- Air Strikes: a Recon played as Air Power
def strike(p, section):
    return {'player': p, 'action': 'card', 'args': {'name': 'Recon', 'section': section, 'as': 'Air power'}}
def airhit(p, t, x, y):
    return [{'player': p, 'action': 'attack', 'args': {'target': t}}, roll(p, x, y, A, A)]
AIRU = [U(1, 12, 6), U(3, 2, 6), U(2, 12, 2, 'infantry', 'axis')]
AIRG = TURN[:1] + [end(AL), strike(AX, 'center')] + airhit(AX, 1, 12, 6) + [end(AX)]
case('air-strike-allies', AIRU, [card(AL, 'Recon', 'center'), end(AL)],
     {0: strike(AL, 'center'), ('+', 1): airhit(AL, 2, 12, 2)}, A_ + 'air-strike', A_ + 'air-strike-axis',
     ['The allies play a Recon as Air Power; under Air Strikes & Blitz it is the Axis who may at will.'],
     rules=['Air Strikes & Blitz'], line=2)
case('air-strike-section', AIRU, AIRG, {3: airhit(AX, 3, 2, 6)[0], 4: airhit(AX, 3, 2, 6)[1]},
     A_ + 'air-strike', A_ + 'air-strike-section',
     ['The Axis play a Recon (center) as Air Power and strike only a hex of their right section.'],
     rules=['Air Strikes & Blitz'], line=4)
case('blitz-air-allies', AIRU, [card(AL, 'Recon', 'center'), end(AL)],
     {0: strike(AL, 'center'), ('+', 1): airhit(AL, 2, 12, 2)}, A_ + 'air-strike', A_ + 'blitz-air',
     ['Under the Blitz rules the allies play a Recon as Air Power: the Axis may.'], rules=['Blitz Rules'])
case('air-strike-no-rule', AIRU, [card(AL, 'Recon', 'center'), end(AL), card(AX, 'Recon', 'center'), end(AX)],
     {2: strike(AX, 'center'), ('+', 3): airhit(AX, 1, 12, 6)}, A_ + 'air-strike', A_ + 'air-strike',
     ['The Axis play a Recon as Air Power in a scenario whose rules give no Air Strikes.'], line=4)

# ---- trains: armored trains' wagon, supply trains and the units they carry
TRK = [(x, 4, 'Railroad Tracks', False) for x in range(0, 25, 2)] + [(16, 4, 'Railroad Station', False)]
case('figures-trains', [T(1, 12, 4, 'Trains'), FOE], TURN, {'units': [T(1, 12, 4, 'Trains', figs=3), FOE]},
     R + 'figures', R + 'trains.figs', ['A train set up with 3 figures: wagon on the 3rd hit, locomotive on the 4th.'],
     terrain=TRK)
fire('dice-armored-train', T(1, 0, 0, 'Armored Trains'), 3, 2, 3, 'armored-trains.dice',
     ["An armored train's artillery rolls 3 dice at 3 hexes (3 3 2 2 1 1)."], apos=(12, 4), terrain=TRK)
ARM_T = [T(1, 12, 4, 'Armored Trains'), U(2, 13, 3, 'infantry', 'axis')]
WAG = [card(AL, 'Recon', 'center'), end(AL), card(AX, 'Attack', 'center'), order(AX, 2), attack(AX, 2, 1),
       roll(AX, 12, 4, A, A, A), end(AX), card(AL, 'Attack', 'center'), order(AL, 1), attack(AL, 1, 2),
       roll(AL, 13, 3, A, A, A), end(AL)]
case('armored-train-wagon', ARM_T, WAG, {5: [roll(AX, 12, 4, G, G, G), damage(1, 3)]},
     R + 'wagon', R + 'armored-trains.wagon',
     ['An armored train that took 3 hits (its wagon gone) still fires its artillery.'], terrain=TRK, line=12)
SUP = [T(1, 12, 4, 'Supply Trains'), U(2, 12, 4, aboard=1), FOE]
SUPM = [card(AL, 'Attack', 'center'), order(AL, 1, 2), move(AL, 1, 14, 4), move(AL, 1, 16, 4), move(AL, 2, 17, 3),
        end(AL)]
case('supply-train-artillery', SUP, SUPM, {'units': [T(1, 12, 4, 'Supply Trains'), U(2, 12, 4, 'artillery', figs=2,
                                                                                     aboard=1), FOE],
                                           4: move(AL, 2, 17, 3)},
     R + 'train', R + 'supply-trains.carry', ['A supply train carries an artillery unit.'], terrain=TRK, line=1)
case('supply-train-battle', [T(1, 12, 4, 'Supply Trains'), U(2, 12, 4, aboard=1), U(3, 13, 3, 'infantry', 'axis')],
     [card(AL, 'Attack', 'center'), order(AL, 1, 2), end(AL)],
     {('+', 2): [attack(AL, 2, 3), roll(AL, 13, 3, A, A, A)]}, R + 'train', R + 'supply-trains.onboard',
     ['A unit battles from the supply train it rides.'], terrain=TRK)
case('supply-train-off-station', SUP, SUPM, {2: None, 3: None, 4: move(AL, 2, 13, 3)}, R + 'train',
     R + 'supply-trains.disembark-at', ['A unit leaves its supply train away from a station.'], terrain=TRK,
     line=4)
STR = ['Supply Train/Reinforcements']
case('supply-train-reinforcements', SUP, SUPM, {2: None, 3: None, 4: move(AL, 2, 13, 3)}, A_ + 'supply-train',
     A_ + 'supply-train', ['Under Supply Train/Reinforcements, units leave the train before it reaches a station.'],
     terrain=TRK, rules=STR, line=4)
case('supply-train-reinforcements-move', SUP, SUPM, {('+', 5): move(AL, 2, 18, 2)}, A_ + 'supply-train',
     A_ + 'supply-train-still', ['A unit off the train moves on the turn it left it.'], terrain=TRK, rules=STR)
import objective_cases  # noqa: E402,F401  (the scenario objectives' cases, objectives.c)

import hand_cases  # noqa: E402,F401  (the command-card hand cases)
