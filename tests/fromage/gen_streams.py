#!/usr/bin/env python3
"""Writes whole Fromage games as gameaudit streams, playing random LEGAL turns
by the rules of the wiki page Gamehelpfromage (fixed seeds, deterministic).

The page gives no board: this driver uses a board of its own making, one
venue per quadrant (1 festival, 2 fromagerie, 3 bistro, 4 villes), each
space with a random cheese type, spot (bronze/silver/gold) and, now and then,
a fruit or jam symbol; the rubrics and customer-token values in the setup are
made up too.  The workers (soft, hard, bleu) and the seats (two players on
opposite quadrants) are the published rules', which the engine assumes when
the setup does not say; the token count is kept small (6-9) so that the
made-up board never runs out of spaces.  What the page states is followed:
each turn every player acts in the quadrant facing them (seat quadrant +
turns played, mod 4), at most one
gather (1-3 of a resource, the worker away as many turns) and one cheese
(a free worker of the cheese's type, a fruit for fruit/jam spaces, moved to
its pile; the worker away 1/2/3 turns for bronze/silver/gold; the space
blocked for good); the game ends after the turn in which a player places
their last token; the scores follow the page.

Usage: gen_streams.py OUTDIR N   (writes OUTDIR/gen-01.jsonl ... gen-N.jsonl)"""
import json, os, random, sys

# the published rules' workers (one per type), the engine's default
TYPES = ['soft', 'hard', 'bleu']
WORKERS = {'soft': 'soft', 'hard': 'hard', 'bleu': 'bleu'}
VENUES = {'1': 'festival', '2': 'fromagerie', '3': 'bistro', '4': 'villes'}
RES = ['structure', 'livestock', 'fruit', 'order']
SPOTS = ['bronze', 'silver', 'gold']
FREE = [[1, 1], [2, 3]]
RUBRIC = {'fromagerie': [0, 2, 5, 9, 14], 'bistro': [1, 2, 3, 4, 5, 6, 7],
          'orders': [0, 2, 5, 9, 14, 20, 27, 35, 44, 54, 65, 77, 90]}
REGIONS = ['north', 'east', 'south', 'west']


def board(rng):
    sp = []
    # festival: a 4x4 grid, free samples at FREE
    for r in range(4):
        for c in range(4):
            if [r, c] in FREE:
                continue
            sp.append({'venue': 'festival', 'cell': [r, c], 'q': 1})
    for sh in range(4):
        for k in range(3):
            sp.append({'venue': 'fromagerie', 'shelf': 's%d' % (sh + 1),
                       'bonus': rng.choice([0, 0, 1, 2]), 'q': 2})
    for t in range(7):
        for k in range(2):
            sp.append({'venue': 'bistro', 'table': 't%d' % (t + 1), 'q': 3})
    for k in range(14):
        regs = rng.sample(REGIONS, rng.choice([1, 2]))
        sp.append({'venue': 'villes', 'regions': regs, 'q': 4})
    for i, s in enumerate(sp):
        s['space'] = 'q%d-%02d' % (s['q'], i + 1)
        s['cheese'] = rng.choice(TYPES)
        s['spot'] = rng.choice(SPOTS)
        x = rng.random()
        if x < 0.15:
            s['symbol'] = 'fruit'
        elif x < 0.3:
            s['symbol'] = 'jam'
    return sp


def play(seed, nplayers, tokens):
    rng = random.Random(seed)
    names = ['ann', 'bob', 'cem', 'dee'][:nplayers]
    pids = [str(i + 1) for i in range(nplayers)]
    villes = {r: {'value': rng.choice([4, 5, 6]), 'tied': rng.choice([1, 2, 3])} for r in REGIONS}
    setup = {'tokens': tokens, 'free_samples': FREE, 'rubric': RUBRIC, 'villes': villes,
             'venues': VENUES}
    # seats by the published rules: two players face opposite quadrants
    seats = [1, 3] if nplayers == 2 else list(range(1, nplayers + 1))
    out = [{'stream': 'gameaudit/1', 'game': 'fromage', 'date': '2024-12-%02d' % (seed % 28 + 1),
            'players': [{'id': pid, 'name': n} for pid, n in zip(pids, names)], 'setup': setup}]
    seq = [0]

    def emit(player, action, args):
        seq[0] += 1
        out.append({'seq': seq[0], 'player': player, 'action': action, 'args': args})

    sp = board(rng)
    taken = {}
    st = [{'res': dict.fromkeys(RES, 0), 'took': dict.fromkeys(RES, 0), 'back': {},
           'placed': 0, 'fruited': 0, 'jam': 0, 'completed': 0, 'mine': []}
          for _ in pids]
    turn = 0
    end = False
    while not end and turn < 60:
        turn += 1
        emit(None, 'turn', {'number': turn})
        for p, pid in enumerate(pids):
            s = st[p]
            q = (seats[p] - 1 + turn - 1) % 4 + 1
            free = [w for w in WORKERS if s['back'].get(w, 0) <= turn]
            acts = ['gather', 'cheese']
            rng.shuffle(acts)
            for a in acts:
                if a == 'gather' and rng.random() < 0.8:
                    free = [w for w in WORKERS if s['back'].get(w, 0) <= turn]
                    if not free:
                        continue
                    w = rng.choice(free)
                    r = rng.choice(RES)
                    n = rng.choice([1, 2, 3])
                    s['res'][r] += n
                    s['took'][r] += n
                    s['back'][w] = turn + n
                    emit(pid, 'gather', {'quadrant': q, 'worker': w, 'resource': r, 'amount': n})
                elif a == 'cheese' and s['placed'] < tokens and rng.random() < 0.85:
                    free = [w for w in WORKERS if s['back'].get(w, 0) <= turn]
                    types = {WORKERS[w] for w in free}
                    cand = [x for x in sp if x['q'] == q and x['space'] not in taken
                            and x['cheese'] in types
                            and (not x.get('symbol') or s['res']['fruit'] > 0)]
                    if not cand:
                        continue
                    x = rng.choice(cand)
                    w = rng.choice([w for w in free if WORKERS[w] == x['cheese']])
                    args = {'quadrant': q, 'worker': w}
                    for k in ('cheese', 'space', 'spot', 'venue', 'symbol', 'cell', 'shelf',
                              'bonus', 'table', 'regions'):
                        if k in x:
                            args[k] = x[k]
                    if x.get('symbol'):
                        s['res']['fruit'] -= 1
                        pile = 'jam' if x['symbol'] == 'jam' else 'fruited'
                        s[pile] += 1
                        if rng.random() < 0.5:
                            args['pile'] = pile
                    taken[x['space']] = p
                    s['mine'].append(x)
                    s['placed'] += 1
                    s['back'][w] = turn + SPOTS.index(x['spot']) + 1
                    emit(pid, 'cheese', args)
                    if s['placed'] == tokens:
                        end = True
            # complete an order now and then: 1 order card and 2 livestock
            if s['res']['order'] >= 1 and s['res']['livestock'] >= 2 and rng.random() < 0.5 \
                    and s['completed'] < s['took']['order']:
                s['res']['order'] -= 1
                s['res']['livestock'] -= 2
                s['completed'] += 1
                emit(pid, 'spend', {'resource': 'order', 'amount': 1, 'for': 'order'})
                emit(pid, 'spend', {'resource': 'livestock', 'amount': 2, 'for': 'order'})
    # scoring
    totals = []
    for p, pid in enumerate(pids):
        s = st[p]
        mine = s['mine']
        cells = [tuple(x['cell']) for x in mine if x['venue'] == 'festival']
        allc = [(c, False) for c in cells] + [(tuple(c), True) for c in FREE]
        pairs = 0
        for i in range(len(allc)):
            for j in range(i + 1, len(allc)):
                (a, fa), (b, fb) = allc[i], allc[j]
                if fa and fb:
                    continue
                if abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1:
                    pairs += 1
        # the largest orthogonally connected group holding one of the player's cells
        group, seen = 0, set()
        for start in allc:
            if start[1] or start[0] in seen:
                continue
            comp, todo = {start[0]}, [start[0]]
            while todo:
                a = todo.pop()
                for b, _ in allc:
                    if b not in comp and abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1:
                        comp.add(b)
                        todo.append(b)
            seen |= comp
            group = max(group, len(comp))
        shelves = {x['shelf'] for x in mine if x['venue'] == 'fromagerie'}
        bonus = sum(x['bonus'] for x in mine if x['venue'] == 'fromagerie')
        plates = [x['table'] for x in mine if x['venue'] == 'bistro']
        pairings = sum(plates.count(t) // 2 for t in set(plates))
        vil = 0
        for reg, val in villes.items():
            inf = [sum(1 for x in st[q]['mine'] for rr in x.get('regions', []) if rr == reg)
                   for q in range(nplayers)]
            best = max(inf)
            if best and inf[p] == best:
                vil += val['tied'] if inf.count(best) > 1 else val['value']
        unused = sum(s['res'].values())
        pts = {
            'festival': 2 * pairs,
            'fromagerie': RUBRIC['fromagerie'][len(shelves)] + bonus,
            'bistro': len(plates) * RUBRIC['bistro'][min(pairings, len(RUBRIC['bistro']) - 1)],
            'villes': vil,
            'fruit': s['fruited'] * s['jam'],
            'orders': RUBRIC['orders'][s['completed']],
            'structures': rng.randint(0, min(6, s['took']['structure'])),
            'resources': unused // 2,
        }
        total = sum(pts.values())
        totals.append((total, s['placed']))
        emit(pid, 'score', {'points': pts, 'total': total, 'pairs': pairs, 'group': group,
                            'shelves': len(shelves), 'plates': len(plates),
                            'pairings': pairings, 'fruited': s['fruited'], 'jam': s['jam'],
                            'completed': s['completed'], 'unused': unused})
    best = max(totals)
    emit(None, 'result', {'winners': [pid for pid, t in zip(pids, totals) if t == best]})
    return out


def main():
    outdir, n = sys.argv[1], int(sys.argv[2])
    os.makedirs(outdir, exist_ok=True)
    for i in range(1, n + 1):
        g = play(i, 2 + (i - 1) % 3, 6 + i % 4)
        with open(os.path.join(outdir, 'gen-%02d.jsonl' % i), 'w') as f:
            for line in g:
                f.write(json.dumps(line, separators=(',', ':')) + '\n')


if __name__ == '__main__':
    main()
