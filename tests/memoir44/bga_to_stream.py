#!/usr/bin/env python3
"""Turns a BGA Memoir '44 archive into the engine's normalized stream
(gameaudit/1, memoir44 vocabulary): what validators/memoir44/engine.c decodes
from the BGA events, written out as moves a reviewer can read and edit.

  python3 tests/memoir44/bga_to_stream.py ARCHIVE SCENARIO_ID [MAX_MOVES] > out.jsonl

Only the public (/table/) packets are read; framework events are dropped.
The players' sides are the sides of the units each orders first."""
import json, sys


def faces(a):
    out = []
    dr = (a.get('dice_result') or {}).get('args') or {}
    for i in range(len(a.get('results') or [])):
        d = (dr.get('dice_%d' % i) or {}).get('args') or {}
        out.append(d.get('dice_face'))
    return out


def scenario_units(sid, facts='/work/shared/data/memoir44/scenarios'):
    """How many units the scenario sets up (a round's first unit ids)."""
    import os
    for f in os.listdir(facts):
        if f.split('-')[0] == str(sid):
            d = json.load(open(os.path.join(facts, f)))
            return sum(len(p['units']) for p in d['players'].values())
    return 0


def convert(path, scenario, limit=None):
    doc = json.load(open(path, encoding='utf-8'))
    data = doc['data']
    packets = data.get('logs') or data.get('data')
    players = [{'id': str(p['id']), 'name': p['name']} for p in data['players']]
    moves = []
    sides = {}
    dropped = 0
    nunits = scenario_units(scenario)
    # unit sides from the scenario facts are not needed: the first scored
    # medal or ordered unit tells; the engine infers sides from orders
    for p in packets:
        if not p.get('channel', '').startswith('/table/'):
            continue
        for e in p['data']:
            t, a = e['type'], e.get('args') or {}
            if not isinstance(a, dict):
                continue
            pl = str(a['player_id']) if 'player_id' in a else None
            log = e.get('log') or ''
            mv = None
            if t == 'playCard':
                c = a['card']
                name = c['name']
                flank = a.get('flank') or ''
                sec = 'left' if 'left' in flank else 'right' if 'right' in flank else \
                      'center' if 'center' in flank else None
                if c['type'] == 28:
                    name = a.get('copied_card_name') or name
                    if sec:
                        sec = {'left': 'right', 'right': 'left'}.get(sec, sec)
                elif sec is None and c['type'] in (0, 3, 6, 12):
                    sec = ['left', 'center', 'right'][int(c['value'])]
                args = {'name': name}
                if sec:
                    args['section'] = sec
                if 'in reaction' in log:
                    args['reaction'] = True
                mv = ('card', args)
            elif t == 'activateUnits':
                mv = ('order', {'units': a['unitIds']})
            elif t == 'moveUnit':
                kind = 'retreat' if 'retreats' in log else 'take-ground' if 'takes ground' in log else 'move'
                mv = (kind, {'unit': a['unitId'], 'x': a['x'], 'y': a['y']})
            elif t == 'throwAttack':
                args = {'target': a['oppUnitId']}
                if 'unitId' in a:
                    args['unit'] = a['unitId']
                mv = ('attack', args)
            elif t == 'rollDice':
                cell = a.get('cell') or {'x': -1, 'y': -1}
                mv = ('roll', {'x': cell['x'], 'y': cell['y'], 'dice': faces(a)})
            elif t == 'takeDamage':
                args = {'unit': a['unitId'], 'hits': a['hits']}
                if 'retreat is blocked' in log:
                    args['blocked'] = True
                mv = ('damage', args)
            elif t == 'healUnit':
                mv = ('heal', {'unit': a['unitId'], 'n': a['nb']})
            elif t in ('scoreMedals', 'removeMedals'):
                side = a['teamId'].lower()
                if t == 'removeMedals':
                    mv = ('medal', {'side': side, 'n': -int(a['nb'])})
                else:
                    # one move per unit (a unit may be worth 2 medals) or objective
                    groups = []
                    for md in a.get('medals') or []:
                        unit = int(md['foreign_id']) if str(md.get('type')) == '1' else None
                        if groups and unit is not None and groups[-1][0] == unit:
                            groups[-1][1] += 1
                        else:
                            groups.append([unit, 1])
                    for unit, n in groups:
                        args = {'side': side}
                        if n != 1:
                            args['n'] = n
                        if unit is not None:
                            args['unit'] = unit
                        moves.append((None, 'medal', args))
                    continue
            elif t == 'removeTerrain':
                what = 'sandbag' if a.get('obstacle', '').lower().startswith('sand') else \
                       a.get('obstacle', '').lower()
                mv = ('obstacle', {'x': a['cell']['x'], 'y': a['cell']['y'], 'what': what,
                                   'removed': True})
            elif t == 'addTerrain':
                tr = a['terrain']
                mv = ('obstacle', {'x': tr['x'], 'y': tr['y'],
                                   'what': 'sandbag' if tr.get('tile') == 'sand' else tr.get('tile')})
            elif t == 'airDrop':
                un = a['unit']
                dropped += 1
                mv = ('drop', {'unit': un['id'], 'x': un['x'], 'y': un['y'],
                               'class': {2: 'armor', 3: 'artillery'}.get(un.get('type'), 'infantry'),
                               'figures': un.get('figures', 4),
                               'side': 'axis' if un.get('nation') in ('ger', 'jp', 'it') else 'allies'})
            elif t == 'message' and 'unsuccessfully air drop' in log:
                dropped += int(a.get('n', 0))
            elif t == 'gameStateChange' and a.get('name') == 'changeOfRound':
                mv = ('round', {'ids_used': nunits + dropped})
                dropped = 0
            elif t == 'clearUnitsStatus':
                mv = ('end-turn', {})
            elif t == 'gameStateChange' and a.get('id') == 99:
                res = (a.get('args') or {}).get('result') or []
                mv = ('result', {'scores': {str(r['player']): int(r['score']) for r in res},
                                 'ranks': {str(r['player']): int(r['rank']) for r in res}})
            if mv:
                moves.append((pl if mv[0] not in ('medal', 'result', 'drop', 'round') else None, mv[0], mv[1]))
    if limit:
        moves = moves[:limit]
    head = {'stream': 'gameaudit/1', 'game': 'memoir44', 'date': '2026-12-01',
            'players': players, 'setup': {'scenario': scenario}}
    lines = [json.dumps(head, separators=(',', ':'))]
    for i, (pl, act, args) in enumerate(moves, 1):
        lines.append(json.dumps({'seq': i, 'player': pl, 'action': act, 'args': args},
                                separators=(',', ':')))
    return '\n'.join(lines) + '\n'


if __name__ == '__main__':
    sys.stdout.write(convert(sys.argv[1], int(sys.argv[2]),
                             int(sys.argv[3]) if len(sys.argv) > 3 else None))
