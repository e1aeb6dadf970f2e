#!/usr/bin/env python3
"""Turns a game of auto-memoir44 (xpmatteo/auto-memoir44, an independent
Memoir '44 engine; /work/shared/data/memoir44/auto-memoir44/) into the
memoir44 engine's stream, as a second oracle: the board goes into
setup.board and setup.terrain, each move of the other engine into ours.

  python3 tests/memoir44/auto_to_stream.py GAME.json > out.jsonl

Coordinates: theirs are axial (q, r), rows r = 0 (Axis) .. 8; ours are
doubled: x = 2q + r, y = r.  Their moves may cover several hexes at once:
they are split into one-hex steps along a shortest free path (through no
hex where the unit would have to stop)."""
import json, sys
from collections import deque

TERRAIN = {'Woods': 'Forests', 'Town': 'Towns & Villages', 'Hedgerows': 'Hedgerows', 'Hill': 'Hills',
           'Beach': 'Beaches', 'Sea': 'Oceans'}
STOPS = {'Forests', 'Towns & Villages', 'Hedgerows'}
FACES = {'INF': 'Infantry', 'ARM': 'Armor', 'GRE': 'Grenade', 'FLAG': 'Flag', 'STAR': 'Star'}
CARDS = {'probe': 'Probe', 'attack': 'Attack', 'assault': 'Assault', 'recon': 'Recon',
         'recon in force': 'Recon in force', 'general advance': 'General advance',
         'pincer move': 'Pincer move', 'move out!': 'Move Out', 'direct from hq': 'Direct From HQ',
         'armor assault': 'Armor Assault', 'air power': 'Air power', 'artillery bombard': 'Artillery Bombard',
         'barrage': 'Barrage', 'close assault': 'Close Assault', 'their finest hour': 'Their Finest Hour',
         'dig in': 'Dig In', 'firefight': 'Firefight'}


def xy(h):
    return [2 * h[0] + h[1], h[1]]


def uid(u):
    return int(u['id'].split('-')[1])


def nbrs(x, y):
    return [(x + 2, y), (x - 2, y), (x + 1, y + 1), (x - 1, y + 1), (x + 1, y - 1), (x - 1, y - 1)]


def convert(path):
    d = json.load(open(path))
    b = d['board']
    top = next(p['side'] for p in b['players'] if p['position'] == 'Top').lower()
    units = [{'id': uid(u), 'x': xy(u['hex'])[0], 'y': xy(u['hex'])[1], 'class': u['type'],
              'figures': u['initialStrength'], 'side': u['side'].lower()} for u in b['units']]
    pos = {u['id']: (u['x'], u['y']) for u in units}
    terrain, ter = [], {}
    for t in b['terrain']:
        name = TERRAIN.get(t['name'])
        if name:
            x, y = xy(t['hex'])
            terrain.append({'x': x, 'y': y, 'name': name})
            ter[(x, y)] = name
    for f in b['fortifications']:
        x, y = xy(f['hex'])
        terrain.append({'x': x, 'y': y, 'name': 'Sandbags', 'obstacle': True})
    mtw = b['medalsToWin']
    head = {'stream': 'gameaudit/1', 'game': 'memoir44', 'date': '2026-12-01',
            'players': [{'id': 'allies', 'name': 'Allies'}, {'id': 'axis', 'name': 'Axis'}],
            'setup': {'board': {'top': top, 'first': b['firstActiveSide'].lower(),
                                'to_win': {'axis': mtw, 'allies': mtw} if isinstance(mtw, int) else
                                {k.lower(): v for k, v in mtw.items()},
                                'units': units},
                      'terrain': terrain, 'sides': {'allies': 'allies', 'axis': 'axis'},
                      'source': '%s @ %s, %s seed %s' % (d['repository'], d['commit'][:7], d['scenario'], d['seed'])}}
    out = []
    orders = []
    medals = {'Allies': 0, 'Axis': 0}

    def emit(player, action, args):
        out.append({'seq': 0, 'player': player, 'action': action, 'args': args})

    def path(fr, to, retreat_dir=0):
        occupied = {p for i, p in pos.items() if p is not None}
        q = deque([(fr, [])])
        seen = {fr}
        while q:
            cur, pth = q.popleft()
            if cur == to:
                return pth
            if len(pth) >= 4:
                continue
            if cur != fr and ter.get(cur) in STOPS and not retreat_dir:
                continue
            for n in nbrs(*cur):
                if n in seen or not (0 <= n[1] <= 8 and 0 <= n[0] <= 24):
                    continue
                if retreat_dir and n[1] - cur[1] != retreat_dir:
                    continue
                if n in occupied and n != to:
                    continue
                seen.add(n)
                q.append((n, pth + [n]))
        return [to]

    def scored(dice, utype, stars=False):
        sym = {'infantry': 'INF', 'armor': 'ARM'}.get(utype)
        return sum(1 for f in dice if f == 'GRE' or f == sym or (stars and f == 'STAR'))

    applied = {}
    credited = {'Allies': 0, 'Axis': 0}

    def damage(e, dice=None, stars=False):
        """Their setStrength holds the hits and the losses of a blocked
        retreat together (or one after the other): the part beyond what the
        dice score is written as the blocked retreat's."""
        lost = e['before'] - e['after']
        if lost <= 0:
            return
        u = uid(e['unit'])
        left = lost if dice is None else max(scored(dice, e['unit']['type'], stars) - applied.get((id(dice), u), 0), 0)
        hits = min(lost, left)
        if dice is not None:
            applied[(id(dice), u)] = applied.get((id(dice), u), 0) + hits
        if hits > 0:
            emit(None, 'damage', {'unit': uid(e['unit']), 'hits': hits})
        if lost > hits:
            emit(None, 'damage', {'unit': uid(e['unit']), 'hits': lost - hits, 'blocked': True})
        if e['after'] <= 0:
            # the medal for it, at once (their medal counter follows below)
            side = 'Axis' if e['unit']['side'] == 'Allies' else 'Allies'
            emit(None, 'medal', {'side': side.lower(), 'unit': u})
            credited[side] += 1

    def strength_and_medals(m, player, dice=None):
        for e in m.get('effects', []):
            if e['op'] == 'setStrength':
                damage(e, dice)
                if e['after'] <= 0:
                    pos[uid(e['unit'])] = None
            elif e['op'] == 'removeUnit':
                pos[uid(e['unit'])] = None
        after = m.get('medalsAfter') or medals
        for side in ('Allies', 'Axis'):
            n = after.get(side, 0) - medals[side] - credited[side]
            for _ in range(max(n, 0)):
                emit(None, 'medal', {'side': side.lower()})
            medals[side] = after.get(side, 0)
            credited[side] = 0

    # medals a scenario hands out before play
    for side, tab in (b.get('initialMedalTables') or {}).items():
        for _ in tab:
            emit(None, 'medal', {'side': side.lower()})
            medals[side] += 1
    for m in d['moves']:
        k = m['kind']
        pl = m['side'].lower()
        if k == 'playCard':
            name = m['card']['name']
            low = name.lower()
            sec = None
            for s in ('left', 'center', 'right'):
                if low.endswith(' ' + s):
                    sec, low = s, low[:-len(s) - 1]
            args = {'name': CARDS.get(low, name)}
            if sec:
                args['section'] = sec
            emit(pl, 'card', args)
            orders = [uid(e['unit']) for e in m.get('effects', []) if e['op'] == 'orderUnit']
        elif k == 'order':
            orders.append(uid(m['unit']))
        elif k in ('confirmOrders', 'confirmDigIn'):
            ids = [uid(u) for u in m.get('ordered', [])] or orders
            emit(pl, 'order', {'units': ids})
            for e in m.get('effects', []):
                if e['op'] == 'setFortification':
                    x, y = xy(e['hex'])
                    emit(pl, 'obstacle', {'x': x, 'y': y, 'what': 'sandbag'})
            orders = []
        elif k in ('move', 'takeGround', 'retreat'):
            u = uid(m['unit'])
            fr, to = tuple(xy(m['from'])), tuple(xy(m['to']))
            rdir = (1 if m['unit']['side'].lower() != top else -1) if k == 'retreat' else 0
            steps = path(fr, to, rdir) if k != 'takeGround' else [to]
            for st in steps:
                emit(pl, {'move': 'move', 'takeGround': 'take-ground', 'retreat': 'retreat'}[k],
                     {'unit': u, 'x': st[0], 'y': st[1]})
                pos[u] = st
            for e in m.get('effects', []):
                if e['op'] == 'removeFortification':
                    x, y = xy(e['hex'])
                    emit(None, 'obstacle', {'x': x, 'y': y, 'what': 'sandbag', 'removed': True})
            strength_and_medals(m, pl)
        elif k == 'battle':
            tgt = m['target']
            emit(pl, 'attack', {'unit': uid(m['unit']), 'target': uid(tgt)})
            x, y = xy(tgt['hex'])
            emit(pl, 'roll', {'x': x, 'y': y, 'dice': [FACES[f] for f in m['dice']]})
            strength_and_medals(m, pl, m['dice'])
            for e in m.get('effects', []):
                if e['op'] == 'moveUnit':
                    u = uid(e['unit'])
                    fr, to = tuple(xy(e['from'])), tuple(xy(e['to']))
                    rdir = 1 if e['unit']['side'].lower() != top else -1
                    for st in path(fr, to, rdir):
                        emit(None, 'retreat', {'unit': u, 'x': st[0], 'y': st[1]})
                        pos[u] = st
        elif k == 'confirmTargets':
            # Air Power, Barrage: one combat task per target, each with its roll
            cur, rolled = None, None
            for e in m.get('effects', []):
                if e['op'] == 'combatTask':
                    cur = e
                    emit(pl, 'attack', {'target': uid(e['target'])})
                elif e['op'] == 'roll' and cur:
                    x, y = xy(cur['targetHex'])
                    rolled = e['results']
                    emit(pl, 'roll', {'x': x, 'y': y, 'dice': [FACES[f] for f in e['results']]})
                elif e['op'] == 'setStrength':
                    damage(e, rolled, bool(cur and cur.get('starsCountAsHits')))
                    if e['after'] <= 0:
                        pos[uid(e['unit'])] = None
                elif e['op'] == 'moveUnit':
                    u = uid(e['unit'])
                    fr, to = tuple(xy(e['from'])), tuple(xy(e['to']))
                    rdir = 1 if e['unit']['side'].lower() != top else -1
                    for st in path(fr, to, rdir):
                        emit(None, 'retreat', {'unit': u, 'x': st[0], 'y': st[1]})
                        pos[u] = st
            m2 = dict(m, effects=[e for e in m.get('effects', []) if e['op'] in ('removeUnit',)])
            strength_and_medals(m2, pl)
        elif k in ('replenishHand', 'replenishHandChoose'):
            emit(pl, 'end-turn', {})
        elif k == 'victory':
            r = d['result']['medals']
            w = d['result']['winner']
            emit(None, 'result', {'scores': {'allies': r['Allies'], 'axis': r['Axis']},
                                  'ranks': {'allies': 1 if w == 'Allies' else 2,
                                            'axis': 1 if w == 'Axis' else 2}})
    lines = [json.dumps(head, separators=(',', ':'))]
    for i, mv in enumerate(out, 1):
        mv['seq'] = i
        lines.append(json.dumps(mv, separators=(',', ':')))
    return '\n'.join(lines) + '\n'


if __name__ == '__main__':
    sys.stdout.write(convert(sys.argv[1]))
