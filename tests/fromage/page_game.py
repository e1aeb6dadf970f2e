#!/usr/bin/env python3
"""Writes two short 2-player Fromage games chosen by hand from the page's
statements (no randomness), each turn exercising a sentence of
Gamehelpfromage:

  page-tie.jsonl     ann and bob tie on points; ann made more cheese and wins
                     ("If tied, the player that made more cheese wins.")
  page-shared.jsonl  they tie on points and on cheese made: both win
                     ("If still tied, victory is shared.")

The two players face opposite quadrants (published rules, setup).  Turn 1
(ann faces quadrant 1, the festival; bob quadrant 3, the bistro): ann gathers
2 fruit (her worker away 2 turns), makes goat cheese on a fruit space next to
the free sample, moving one fruit to her fruited-cheese pile; bob makes sheep
cheese on a silver bistro plate and gathers 1 livestock.  The board rotates.
Turn 2 (ann faces quadrant 2, the fromagerie; bob quadrant 4, the villes):
ann makes goat cheese on a gold jam space (her worker back from turn 1's
bronze spot), placing her last cheese token: the end is triggered, the turn
finishes; ann gathers 1 structure with her third worker; bob gathers 3
orders and (page-shared only) makes cow cheese on a villes space touching
the north region.  Then the scoring of End of the Game (festival points are
the log's: the page gives no festival rubric).

Usage: page_game.py OUTDIR"""
import json, os, sys


def game(shared):
    setup = {'tokens': 2, 'workers': {'a': 'cow', 'b': 'goat', 'c': 'sheep'},
             'free_samples': [[1, 1]],
             'rubric': {'fromagerie': [0, 2, 5], 'bistro': [3, 5], 'orders': [0, 2, 5, 9]},
             'villes': {'north': {'value': 1, 'tied': 1}},
             'venues': {'1': 'festival', '2': 'fromagerie', '3': 'bistro', '4': 'villes'}}
    out = [{'stream': 'gameaudit/1', 'game': 'fromage', 'date': '2024-11-20',
            'players': [{'id': '1', 'name': 'ann'}, {'id': '2', 'name': 'bob'}],
            'setup': setup}]

    def mv(player, action, **args):
        out.append({'seq': len(out), 'player': player, 'action': action, 'args': args})

    mv(None, 'turn', number=1)
    mv('1', 'gather', quadrant=1, worker='a', resource='fruit', amount=2)
    mv('1', 'cheese', quadrant=1, worker='b', cheese='goat', space='F-12', spot='bronze',
       venue='festival', cell=[1, 2], symbol='fruit', pile='fruited')
    mv('2', 'cheese', quadrant=3, worker='c', cheese='sheep', space='B-1', spot='silver',
       venue='bistro', table='t1')
    mv('2', 'gather', quadrant=3, worker='a', resource='livestock', amount=1)
    mv(None, 'turn', number=2)
    mv('1', 'cheese', quadrant=2, worker='b', cheese='goat', space='R-2', spot='gold',
       venue='fromagerie', shelf='s2', symbol='jam', pile='jam')
    mv('1', 'gather', quadrant=2, worker='c', resource='structure', amount=1)
    mv('2', 'gather', quadrant=4, worker='b', resource='order', amount=3)
    if shared:
        mv('2', 'cheese', quadrant=4, worker='a', cheese='cow', space='V-1', spot='bronze',
           venue='villes', regions=['north'])
    # ann: festival 1 pair (with the free sample), fromagerie 1 shelf (rubric 2, no bonus),
    # fruit 1 x 1, one structure tile worth 1, 1 unused resource (0 points)
    ann = {'festival': 2 if shared else 1, 'fromagerie': 2, 'bistro': 0, 'villes': 0,
           'fruit': 1, 'orders': 0, 'structures': 1, 'resources': 0}
    mv('1', 'score', points=ann, total=sum(ann.values()), pairs=1, shelves=1, plates=0,
       pairings=0, fruited=1, jam=1, completed=0, unused=1)
    # bob: bistro 1 plate x 3 (no pairing), villes north won alone (page-shared), 4 unused: 2
    bob = {'festival': 0, 'fromagerie': 0, 'bistro': 3, 'villes': 1 if shared else 0,
           'fruit': 0, 'orders': 0, 'structures': 0, 'resources': 2}
    mv('2', 'score', points=bob, total=sum(bob.values()), pairs=0, shelves=0,
       plates=1, pairings=0, fruited=0, jam=0, completed=0, unused=4)
    assert sum(ann.values()) == sum(bob.values())
    mv(None, 'result', winners=['1', '2'] if shared else ['1'])
    return out


def main():
    outdir = sys.argv[1]
    for name, shared in (('page-tie', False), ('page-shared', True)):
        with open(os.path.join(outdir, name + '.jsonl'), 'w') as f:
            for x in game(shared):
                f.write(json.dumps(x, separators=(',', ':')) + '\n')


if __name__ == '__main__':
    main()
