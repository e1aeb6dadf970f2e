#!/usr/bin/env python3
"""Writes fixtures/parks/page-game.jsonl: a 2-player game of Parks written
by hand from the statements of the wiki page Gamehelpparks, each turn
showing one of them (the comment before it names the sentence).  Seasons 2
and 3 are short (both hikers straight to the Trail's End).

Usage: python3 tests/parks/page_game.py fixtures/parks/page-game.jsonl"""
import json, sys

out = []
seq = 0


def line(obj):
    out.append(json.dumps(obj, separators=(',', ':'), ensure_ascii=False))


def mv(player, action, **args):
    global seq
    seq += 1
    line({'seq': seq, 'player': player, 'action': action, 'args': args})


def g(player, res, frm, n=1, **kw):
    a = {'resource': res, 'from': frm}
    if n != 1:
        a['n'] = n
    a.update(kw)
    mv(player, 'gain', **a)


A, B = '1', '2'
line({'stream': 'gameaudit/1', 'game': 'parks', 'date': '2025-06-01',
      'players': [{'id': A, 'name': 'ann'}, {'id': B, 'name': 'bob'}], 'setup': {'first': A}})

# Starting a Season: 8 tiles and the Parks site; weather from the 2nd site,
# alternating; the die shows sun: the Shutterbug goes under the sun site.
SITES1 = ['forest', 'sun', 'die', 'gear', 'parks', 'photo', 'water', 'wildlife', 'mountain']
W1 = ['none', 'sun', 'water', 'sun', 'water', 'sun', 'water', 'sun', 'water']
mv(None, 'season', season=1, sites=SITES1, weather=W1, die='sun', shutterbug=2)
# "the player with the First Hiker Token moves one of their Hikers as far as
# they want": ann to the sun site (2): weather sun, 2 sun, the Shutterbug Badge.
mv(A, 'hike', hiker=1, to=2, **{'from': 0}, campfire='lit')
g(A, 'sun', 'weather')
g(A, 'sun', 'site', 2)
# "To share a site with another Hiker ..., extinguish your Campfire"; bob
# lands on the Shutterbug too: "take it from them".
mv(B, 'hike', hiker=1, to=2, campfire='out')
g(B, 'sun', 'site', 2)
# Gear site: "Spend 2 Sun to draw the top card of the Gear Deck".
mv(A, 'hike', hiker=2, to=4)
g(A, 'sun', 'weather')
mv(A, 'gear', id='boots', **{'from': 'deck'}, paid={'sun': 2})
# Photo site with the badge: "you may spend an additional Resource to take a
# second Photo".
mv(B, 'hike', hiker=2, to=6)
g(B, 'sun', 'weather')
mv(B, 'photo', pay='sun')
mv(B, 'photo', pay='sun')
# Water site: 2 water; the weather water too.
mv(A, 'hike', hiker=1, to=7)
g(A, 'water', 'weather')
g(A, 'water', 'site', 2)
# Wildlife site: "Trade 1 Resource for a Wildlife".
mv(B, 'hike', hiker=1, to=8)
g(B, 'sun', 'weather')
mv(B, 'trade', give='sun')
# Trail's End, parks area, first this season: the First Hiker Token; visit a
# park paying its requirement, wildlife in place of nothing here.
mv(A, 'hike', hiker=2, to=10, area='parks', campfire='lit')
mv(A, 'visit', park='Acadia', **{'from': 'display'}, cost={'water': 2, 'sun': 1},
   paid={'water': 2, 'sun': 1}, points=3)
# Trail's End photo area, first: a wildlife; the badge holder photographs twice.
mv(B, 'hike', hiker=1, to=10, area='photo', campfire='lit')
g(B, 'wildlife', 'trailend')
mv(B, 'photo', pay='wildlife')
mv(B, 'photo', pay='wildlife')
# Trail's End gear area, first: a sun; market gear for its cost in sun.
mv(A, 'hike', hiker=1, to=10, area='gear')
g(A, 'sun', 'trailend')
mv(A, 'gear', id='map', **{'from': 'market'}, cost=2, paid={'sun': 2})
# "When only one Hiker is left on the Trail, the player must move the Hiker
# to the Trail End".
mv(B, 'hike', hiker=2, to=10, area='parks')
mv(B, 'reserve', park='Zion', **{'from': 'display'})
# Season bonus: "In the case of a tie, all tied players receive the points."
mv(None, 'bonus', season=1, counts={A: 2, B: 2}, points=3, winners=[A, B])

# Season 2: reshuffled; ann holds the First Hiker Token.
SITES2 = ['water', 'parks', 'mountain', 'photo', 'forest', 'wildlife', 'gear', 'die', 'sun']
W2 = ['none', 'water', 'sun', 'water', 'sun', 'water', 'sun', 'water', 'sun']
mv(None, 'season', season=2, sites=SITES2, weather=W2, die='forest', shutterbug=5)
# Campfires relit: bob shares site 1 with ann.
mv(A, 'hike', hiker=1, to=1, **{'from': 0})
g(A, 'water', 'site', 2)
mv(B, 'hike', hiker=1, to=1, campfire='out')
g(B, 'water', 'site', 2)
mv(A, 'hike', hiker=2, to=10, area='photo')
g(A, 'wildlife', 'trailend')
mv(A, 'photo', pay='water')
mv(B, 'hike', hiker=2, to=10, area='parks')
mv(B, 'visit', park='Zion', **{'from': 'reserve'}, cost={'water': 2}, paid={'water': 2}, points=2)
mv(A, 'hike', hiker=1, to=10, area='parks')
mv(A, 'visit', park='Denali', **{'from': 'display'}, cost={'water': 1, 'forest': 1},
   paid={'water': 1, 'wildlife': 1}, points=4)
mv(B, 'hike', hiker=1, to=10, area='gear')
g(B, 'sun', 'trailend')
mv(None, 'bonus', season=2, counts={A: 1, B: 3}, points=4, winners=[B])

# Season 3: bob took the First Hiker Token at the parks area.
SITES3 = ['sun', 'forest', 'wildlife', 'parks', 'die', 'photo', 'mountain', 'water', 'gear']
W3 = ['none', 'sun', 'water', 'sun', 'water', 'sun', 'water', 'sun', 'water']
mv(None, 'season', season=3, sites=SITES3, weather=W3, die='mountain', shutterbug=7)
mv(B, 'hike', hiker=1, to=1)
g(B, 'sun', 'site', 2)
mv(A, 'hike', hiker=1, to=3)
g(A, 'water', 'weather')
mv(A, 'trade', give='water')
mv(B, 'hike', hiker=1, to=10, area='parks')
mv(B, 'visit', park='Olympic', **{'from': 'display'}, cost={'sun': 3}, paid={'sun': 3}, points=3)
mv(A, 'hike', hiker=1, to=10, area='photo')
g(A, 'wildlife', 'trailend')
mv(A, 'photo', pay='wildlife')
mv(B, 'hike', hiker=2, to=10, area='photo')
mv(B, 'photo', pay='sun')
mv(A, 'hike', hiker=2, to=10, area='gear')
g(A, 'sun', 'trailend')
mv(None, 'bonus', season=3, counts={A: 2, B: 1}, points=5, winners=[A])

# Final scoring: parks, 1 per photo, the Photo Bonus (3 in a 2-player game to
# the most photos), season bonuses, the First Hiker Token (bob).
mv(A, 'score', parks=7, photos=2, photo_bonus=0, seasons=8, passion=0, year=3, first_hiker=0,
   total=20)
mv(B, 'score', parks=5, photos=5, photo_bonus=3, seasons=7, passion=0, year=2, first_hiker=1,
   total=23)
mv(None, 'result', winners=[B])

with open(sys.argv[1], 'w') as f:
    f.write('\n'.join(out) + '\n')
