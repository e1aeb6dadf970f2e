#!/usr/bin/env python3
"""Plays random LEGAL games of Praga Caput Regni by the statements of the
wiki page Gamehelppraga and writes gameaudit streams: 16 turns per player,
an action tile a turn (red zone paid, blue zone scoring), one of its two
actions (an extra one bought with a silver window now and then), mines and
quarries, walls and buildings paid as shown, the King's Road with eggs on IV
and V, windows held at most 2, the Wall and Cathedral tracks, technologies,
plazas, the end of turn and the end scoring.  What the page does not give
(tile prices, banner costs, track costs) is drawn at random and written into
the stream as the log would show it.

Usage: python3 tests/praga/gen_streams.py OUTDIR [N]   (seeds 1..N)"""
import json, os, random, sys

KINDS = ['mines', 'quarries', 'upgrade', 'wall', 'building', 'road']
RES = ['gold', 'stone']


def egg_pts(n):
    return 0 if n <= 0 else [0, 1, 3, 6, 10][min(n, 4)]


def wall_pts(s):
    return 18 if s >= 6 else 10 if s >= 4 else 4 if s >= 3 else 0


def game(seed):
    rng = random.Random(seed)
    np_ = rng.choice([2, 3, 4])
    ids = [str(i + 1) for i in range(np_)]
    names = ['ann', 'bob', 'cem', 'dia'][:np_]
    out = [{'stream': 'gameaudit/1', 'game': 'praga', 'date': '2024-07-%02d' % (seed % 28 + 1),
            'players': [{'id': i, 'name': n} for i, n in zip(ids, names)], 'setup': {}}]
    seq = 0

    def mv(p, action, args):
        nonlocal seq
        seq += 1
        out.append({'seq': seq, 'player': p, 'action': action, 'args': args})

    st = {}
    for p in ids:
        st[p] = dict(gold=rng.randint(1, 4), stone=rng.randint(1, 4), windows=0, eggs=rng.randint(0, 2),
                     points=0, mines=1, mine_bonus=0, quarries=1, quarry_bonus=0, university=0,
                     technology=0, sections=0, road=0)
        mv(p, 'player', dict(st[p]))
    techs = {p: [] for p in ids}
    tops = {'wall': 0, 'cathedral': 0}
    reached = {p: set() for p in ids}
    spaces = set()
    nsp = 0

    def gain_windows(p, n):
        s = st[p]
        s['windows'] = min(2, s['windows'] + n)
        mv(p, 'gain', {'windows': n, 'windows_held': s['windows'], 'source': 'bonus space'})

    for turn in range(1, 17):
        for p in ids:
            s = st[p]
            zone = rng.choice(['red', 'green', 'blue'])
            pair = rng.sample(KINDS, 2)
            args = {'tile': 't%d' % rng.randint(1, 12), 'zone': zone, 'actions': pair}
            if zone == 'red':
                r = max(RES, key=lambda k: s[k])
                if s[r] < 1:
                    zone = args['zone'] = 'green'
                else:
                    args['paid'] = {r: 1}
                    s[r] -= 1
            if zone == 'blue':
                args['points'] = rng.randint(1, 4)
                s['points'] += args['points']
            mv(p, 'take', args)
            # technologies held: use one now and then (I/II from the turn after)
            for t in techs[p]:
                if rng.random() < 0.15:
                    if t['level'] <= 2 and t['turn'] < turn:
                        mv(p, 'tech', {'use': t['id']})
                    elif t['level'] >= 3 and not t['used']:
                        t['used'] = True
                        mv(p, 'tech', {'use': t['id']})
            nact = 1
            if s['windows'] >= 1 and rng.random() < 0.2:
                nact = 2
            for k in range(nact):
                kind = pair[k % 2] if nact == 2 else rng.choice(pair)
                a = {'kind': kind}
                if k == 1:
                    a['extra'] = True
                    a['windows'] = 1
                    s['windows'] -= 1
                if kind in ('mines', 'quarries'):
                    r = 'gold' if kind == 'mines' else 'stone'
                    cnt = 'mines' if kind == 'mines' else 'quarries'
                    bon = 'mine_bonus' if kind == 'mines' else 'quarry_bonus'
                    if rng.random() < 0.5:
                        a.update(mode='progress')
                        a[r] = 1
                        s[r] += 1
                        s[cnt] += 1
                        if s[cnt] % 3 == 0:
                            s[bon] += 1
                            a['bonus'] = s[bon]
                    else:
                        a.update(mode='produce')
                        a[r] = s[cnt] + s[bon]
                        s[r] += a[r]
                elif kind == 'upgrade':
                    a['university'] = rng.choice([1, 2])
                    s['university'] += a['university']
                    if rng.random() < 0.3:
                        a['upgrades_used'] = 1
                elif kind in ('wall', 'building'):
                    cost = {}
                    for r in RES:
                        n = rng.randint(0, min(3, s[r]))
                        if n:
                            cost[r] = n
                    north = {}
                    if kind == 'building' and rng.random() < 0.3:
                        r = rng.choice(RES)
                        if s[r] - cost.get(r, 0) >= 1:
                            north = {r: 1}
                    paid = dict(cost)
                    for r, n in north.items():
                        paid[r] = paid.get(r, 0) + n
                    for r, n in paid.items():
                        s[r] -= n
                    a['cost'] = cost
                    a['paid'] = paid
                    if north:
                        a['north_cost'] = north
                    if kind == 'wall':
                        s['sections'] += 1
                    else:
                        nsp += 1
                        a['space'] = 'c%d' % nsp
                        if rng.random() < 0.6:
                            a['cube_space'] = True
                            a['cube'] = True
                elif kind == 'road':
                    nxt = s['road'] + 1
                    if nxt > 5 or (nxt >= 4 and s['eggs'] < 1):
                        a = {'kind': pair[0] if pair[0] != 'road' else pair[1]}
                        # fall back to the other action of the pair, done simply
                        kind = a['kind']
                        if kind in ('mines', 'quarries'):
                            r = 'gold' if kind == 'mines' else 'stone'
                            cnt = 'mines' if kind == 'mines' else 'quarries'
                            bon = 'mine_bonus' if kind == 'mines' else 'quarry_bonus'
                            a.update(mode='produce')
                            a[r] = s[cnt] + s[bon]
                            s[r] += a[r]
                        elif kind == 'upgrade':
                            a['university'] = 1
                            s['university'] += 1
                        else:
                            a.update(cost={}, paid={})
                            if kind == 'wall':
                                s['sections'] += 1
                            else:
                                nsp += 1
                                a['space'] = 'c%d' % nsp
                        if k == 1:
                            a['extra'] = True
                            a['windows'] = 1
                    else:
                        egg = nxt >= 4 or (s['eggs'] > 0 and rng.random() < 0.4)
                        a['space'] = nxt
                        a['egg'] = egg
                        if egg:
                            s['eggs'] -= 1
                        s['road'] = nxt
                mv(p, 'action', a)
            # bonuses
            if rng.random() < 0.4:
                gain_windows(p, rng.choice([1, 1, 2, 3]))
            if rng.random() < 0.25:
                e = rng.randint(1, 2)
                s['eggs'] += e
                mv(p, 'gain', {'eggs': e, 'source': 'building'})
            if rng.random() < 0.3:
                n = rng.randint(1, 2)
                s['technology'] += n
                mv(p, 'gain', {'technology': n, 'source': 'building'})
                if rng.random() < 0.5:
                    lvl = rng.randint(1, 4)
                    tid = 'tech-%s-%d' % (p, len(techs[p]) + 1)
                    techs[p].append({'id': tid, 'level': lvl, 'turn': turn, 'used': False})
                    mv(p, 'tech', {'id': tid, 'level': lvl, 'icon': True})
            if rng.random() < 0.3:
                track = rng.choice(['wall', 'cathedral'])
                step = rng.choice(['side', 'up', 'tier'])
                c = {'track': track, 'step': step}
                if step == 'up':
                    if s['windows'] < 2:
                        c['step'] = 'side'
                    else:
                        c['windows'] = 2
                        s['windows'] -= 2
                elif step == 'tier':
                    r = max(RES, key=lambda k: s[k])
                    if s[r] < 1:
                        c['step'] = 'side'
                    else:
                        c['cost'] = {r: 1}
                        c['paid'] = {r: 1}
                        s[r] -= 1
                        if rng.random() < 0.3:
                            c['free'] = True
                if c['step'] == 'tier' and track not in reached[p] and rng.random() < 0.6:
                    reached[p].add(track)
                    tops[track] += 1
                    c['top'] = True
                    c['reward'] = tops[track] if tops[track] <= 3 else 0
                mv(p, 'climb', c)
            if rng.random() < 0.1:
                cubes = {q: rng.randint(0, 3) for q in ids}
                best = max(cubes.values())
                nb = sum(1 for v in cubes.values() if v == best)
                rew = {q: ('none' if v == 0 else 'both' if v == best and nb == 1 else 'one')
                       for q, v in cubes.items()}
                mv(None, 'plaza', {'plaza': 'p%d' % seq, 'cubes': cubes, 'rewards': rew})
            end = {'tile_to': 'red', 'crane': 1, 'windows': min(2, s['windows'])}
            if rng.random() < 0.2:
                free = rng.random() < 0.3
                end.update(out='t%d' % rng.randint(1, 12), out_to='red' if free else 'green',
                           token=5, green_free=free)
            mv(p, 'end', end)
    # end scoring
    totals = {}
    for p in ids:
        s = st[p]
        tr, mult = s['technology'], rng.randint(0, 3)
        sc = {'technology': {'track': tr, 'university': mult, 'points': tr * mult}}
        for t in ('wall', 'cathedral'):
            row, col, sym = rng.randint(0, 8), rng.randint(1, 3), rng.randint(0, 4)
            sc[t] = {'row': row, 'column': col, 'symbols': sym, 'points': row + col * sym}
        sc['personal_wall'] = wall_pts(s['sections'])
        sc['eggs'] = egg_pts(s['eggs'])
        if s['road'] >= 5:
            sc['road'] = rng.randint(1, 6)
        sc['plazas'] = rng.randint(0, 3)
        total = s['points'] + sc['technology']['points'] + sc['wall']['points'] + \
            sc['cathedral']['points'] + sc['personal_wall'] + sc['eggs'] + sc.get('road', 0) + \
            sc['plazas']
        sc['total'] = total
        totals[p] = total
        mv(p, 'score', sc)
    best = max(totals.values())
    mv(None, 'result', {'winners': [p for p in ids if totals[p] == best]})
    return out


def main():
    outdir = sys.argv[1]
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    os.makedirs(outdir, exist_ok=True)
    for seed in range(1, n + 1):
        with open(os.path.join(outdir, 'gen-%02d.jsonl' % seed), 'w') as f:
            for x in game(seed):
                f.write(json.dumps(x, separators=(',', ':')) + '\n')


main()
