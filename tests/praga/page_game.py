#!/usr/bin/env python3
"""Writes fixtures/praga/page-game.jsonl: a whole 2-player game of Praga
Caput Regni in which every turn is chosen by hand to exercise the page's
statements in order (Gamehelppraga): the red zone paid, the blue zone
scoring, both actions of a pair, mines and quarries both ways, upgrade
(1 or 2 University spaces), wall and building (north banner, cube space),
the King's Road with eggs on IV and V, windows capped at 2 and spent on an
extra action and on moving up a tier, a tier change with its cost, the top
reward, technologies (I used the turn after, III once), plazas (finished and
unfinished), tiles rotated out (green with a 5 point token; red when every
green space is free), then the end scoring.  No randomness.

Usage: python3 tests/praga/page_game.py > fixtures/praga/page-game.jsonl"""
import json

out = [{'stream': 'gameaudit/1', 'game': 'praga', 'date': '2024-07-01',
        'players': [{'id': '1', 'name': 'ann'}, {'id': '2', 'name': 'bob'}], 'setup': {}}]
seq = 0


def mv(p, action, **args):
    global seq
    seq += 1
    out.append({'seq': seq, 'player': p, 'action': action, 'args': args})


mv('1', 'player', gold=3, stone=3, eggs=1, mines=1, quarries=1)
mv('2', 'player', gold=3, stone=3, eggs=0, mines=1, quarries=1)

# ann: points 0, eggs 1, windows 0; bob likewise, eggs 0
ann_road = 0


def turn(p, zone, pair, action, paid=None, points=None, after=(), end=None):
    a = {'tile': 't-%s-%d' % (p, seq), 'zone': zone, 'actions': pair}
    if paid:
        a['paid'] = paid
    if points:
        a['points'] = points
    mv(p, 'take', **a)
    for act in action:
        mv(p, 'action', **act)
    for what, args in after:
        mv(p, what, **args)
    mv(p, 'end', **(end or {'tile_to': 'red', 'crane': 1}))


# ann: gold 3 stone 3 eggs 1; bob: gold 3 stone 3 eggs 0
for r in range(1, 17):
    if r == 1:
        # red zone paid; mines progress: 1 gold, mines 1 -> 2
        turn('1', 'red', ['mines', 'wall'], [{'kind': 'mines', 'mode': 'progress', 'gold': 1}],
             paid={'gold': 1})  # ann gold 3
        # blue zone scores; quarries produce: quarries 1 + 0 bonuses
        turn('2', 'blue', ['quarries', 'road'], [{'kind': 'quarries', 'mode': 'produce', 'stone': 1}],
             points=3)  # bob stone 4, points 3
    elif r == 2:
        # mines produce: 2 mines + 0 bonuses
        turn('1', 'green', ['mines', 'upgrade'], [{'kind': 'mines', 'mode': 'produce', 'gold': 2}])  # ann gold 5
        # upgrade: 2 University spaces
        turn('2', 'green', ['upgrade', 'wall'], [{'kind': 'upgrade', 'university': 2}])
    elif r == 3:
        # a wall paid as its red banner shows
        turn('1', 'green', ['wall', 'road'], [{'kind': 'wall', 'cost': {'stone': 2}, 'paid': {'stone': 2}}])  # ann stone 1, sections 1
        # a building north of the road: banner + pre-printed banner; cube space with a cube
        turn('2', 'green', ['building', 'mines'],
             [{'kind': 'building', 'space': 'n1', 'cost': {'gold': 1}, 'north_cost': {'stone': 1},
               'paid': {'gold': 1, 'stone': 1}, 'cube_space': True, 'cube': True}])  # bob gold 2 stone 3
    elif r == 4:
        # King's Road I, paying an egg for one bonus; then 2 windows, 1 more lost
        turn('1', 'green', ['road', 'quarries'], [{'kind': 'road', 'space': 1, 'egg': True}],
             after=[('gain', {'windows': 2, 'windows_held': 2, 'source': 'road bonus'}),
                    ('gain', {'windows': 1, 'windows_held': 2, 'source': 'building bonus'})])  # ann eggs 0, windows 2
        turn('2', 'green', ['road', 'quarries'], [{'kind': 'road', 'space': 1, 'egg': False}],
             after=[('gain', {'eggs': 2, 'source': 'road bonus'})])  # bob eggs 2
    elif r == 5:
        # an extra action bought with a window: both actions of the pair
        turn('1', 'green', ['quarries', 'upgrade'],
             [{'kind': 'quarries', 'mode': 'progress', 'stone': 1},
              {'kind': 'upgrade', 'university': 1, 'extra': True, 'windows': 1}],
             end={'tile_to': 'red', 'crane': 1, 'windows': 1})  # ann stone 2, windows 1
        turn('2', 'green', ['road', 'wall'], [{'kind': 'road', 'space': 2, 'egg': False}])
    elif r == 6:
        # a window gained back: 2 held; moving up within a tier costs 2 windows
        turn('1', 'green', ['mines', 'road'], [{'kind': 'mines', 'mode': 'produce', 'gold': 2}],
             after=[('gain', {'windows': 1, 'windows_held': 2, 'source': 'plaza'}),
                    ('climb', {'track': 'wall', 'step': 'up', 'windows': 2})],
             end={'tile_to': 'red', 'crane': 1, 'windows': 0})  # ann gold 7
        turn('2', 'green', ['road', 'wall'], [{'kind': 'road', 'space': 3, 'egg': False}],
             after=[('climb', {'track': 'cathedral', 'step': 'side'})])
    elif r == 7:
        # a new tier with its depicted cost, reaching the top: the first reward
        turn('1', 'green', ['upgrade', 'wall'], [{'kind': 'upgrade', 'university': 1}],
             after=[('climb', {'track': 'wall', 'step': 'tier', 'cost': {'gold': 2}, 'paid': {'gold': 2},
                               'top': True, 'reward': 1})])  # ann gold 5
        # King's Road IV requires an egg
        turn('2', 'green', ['road', 'wall'], [{'kind': 'road', 'space': 4, 'egg': True}])  # bob eggs 1
    elif r == 8:
        # a technology taken on passing an icon space (level I), used from the next turn
        turn('1', 'green', ['mines', 'wall'], [{'kind': 'mines', 'mode': 'progress', 'gold': 1}],
             after=[('gain', {'technology': 2, 'source': 'building'}),
                    ('tech', {'id': 'crane-master', 'level': 1, 'icon': True})])  # ann gold 6, mines 3
        # King's Road V requires an egg; a free movement paying the tier change cost
        turn('2', 'green', ['road', 'wall'], [{'kind': 'road', 'space': 5, 'egg': True}],
             after=[('climb', {'track': 'cathedral', 'step': 'tier', 'free': True,
                               'cost': {'stone': 1}, 'paid': {'stone': 1}, 'top': True,
                               'reward': 1})])  # bob eggs 0, stone 2
    elif r == 9:
        turn('1', 'green', ['quarries', 'wall'], [{'kind': 'quarries', 'mode': 'produce', 'stone': 2}],
             after=[('tech', {'use': 'crane-master'})])  # ann stone 4
        # a surrounded plaza: bob has the most cubes, both rewards
        turn('2', 'green', ['building', 'mines'],
             [{'kind': 'building', 'space': 's2', 'cost': {'gold': 1}, 'paid': {'gold': 1},
               'cube_space': True, 'cube': True}],
             after=[('gain', {'technology': 1, 'source': 'building'}),
                    ('tech', {'id': 'royal-seal', 'level': 3, 'icon': True})])  # bob gold 1
        mv(None, 'plaza', plaza='north', cubes={'1': 1, '2': 2}, rewards={'1': 'one', '2': 'both'})
    elif r == 10:
        # a tile rotates out of the wheel: first available green space, 5 point token
        turn('1', 'green', ['wall', 'road'], [{'kind': 'wall', 'cost': {'stone': 2}, 'paid': {'stone': 2}}],
             end={'tile_to': 'red', 'crane': 1, 'out': 't-old-1', 'out_to': 'green', 'token': 5})  # ann stone 2, sections 2
        turn('2', 'green', ['mines', 'wall'], [{'kind': 'mines', 'mode': 'produce', 'gold': 1}],
             after=[('tech', {'use': 'royal-seal'})])  # bob gold 2
    elif r == 11:
        # amendment: with every green space free, the 5-VP tile goes to the red area
        turn('1', 'green', ['mines', 'wall'], [{'kind': 'mines', 'mode': 'produce', 'gold': 3}],
             end={'tile_to': 'red', 'crane': 1, 'out': 't-old-2', 'out_to': 'red', 'token': 5,
                  'green_free': True})  # ann gold 9
        turn('2', 'blue', ['quarries', 'wall'], [{'kind': 'quarries', 'mode': 'produce', 'stone': 1}],
             points=2)  # bob stone 3, points 5
    elif 12 <= r <= 15:
        # walls: ann reaches 4 then 6 sections (4/10/18 for 3+/4+/6+)
        turn('1', 'green', ['wall', 'mines'], [{'kind': 'wall', 'cost': {'gold': 2}, 'paid': {'gold': 2}}])  # ann gold 9-2k, sections 2+k
        turn('2', 'green', ['mines', 'upgrade'], [{'kind': 'upgrade', 'university': 1,
                                                   'upgrades_used': 1}])
    else:
        turn('1', 'blue', ['upgrade', 'mines'], [{'kind': 'upgrade', 'university': 2}], points=4)  # ann points 4
        turn('2', 'green', ['wall', 'mines'], [{'kind': 'wall', 'cost': {'gold': 1}, 'paid': {'gold': 1}}])  # bob sections 1
# end of the game: an unfinished plaza, lower half to each with cubes
mv(None, 'plaza', plaza='south', finished=False, cubes={'1': 1, '2': 0}, rewards={'1': 'lower'})
# ann: points 4; technology 2 x 2 = 4; wall row 6 + 2 x 1 = 8; cathedral 0; 6 sections = 18;
# eggs 0 = 0; plazas 2 -> 36
mv('1', 'score', technology={'track': 2, 'university': 2, 'points': 4},
   wall={'row': 6, 'column': 2, 'symbols': 1, 'points': 8},
   cathedral={'row': 0, 'column': 1, 'symbols': 0, 'points': 0},
   personal_wall=18, eggs=0, plazas=2, total=36)
# bob: points 5; technology 1 x 1 = 1; wall 0; cathedral row 5 + 1 x 2 = 7; 1 section = 0;
# eggs 0; road V 3 -> 16
mv('2', 'score', technology={'track': 1, 'university': 1, 'points': 1},
   wall={'row': 0, 'column': 1, 'symbols': 0, 'points': 0},
   cathedral={'row': 5, 'column': 1, 'symbols': 2, 'points': 7},
   personal_wall=0, eggs=0, road=3, total=16)
mv(None, 'result', winners=['1'])
for x in out:
    print(json.dumps(x, separators=(',', ':')))
