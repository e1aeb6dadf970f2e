#!/usr/bin/env python3
"""Writes fixtures/memoir44/: clean streams converted from the BGA games of
/work/shared/data/bga/memoir44 (tests/memoir44/bga_to_stream.py), two BGA
archives copied with one packet per line, and the known-bad copies under
bad/, each a clean file with ONE change and a .expect naming the finding,
its line and the rule sentence the change breaks.  Run from the repo root:
  python3 tests/memoir44/make_fixtures.py"""
import json, os, sys
sys.path.insert(0, 'tests')
sys.path.insert(0, 'tests/memoir44')
import fixturelib
import subprocess
from bga_to_stream import convert
import auto_to_stream

SHARED = '/work/shared/data/bga/memoir44'
FACTS = '/work/shared/data/memoir44/scenarios'
OUT = 'fixtures/memoir44'
manifest = json.load(open(os.path.join(SHARED, 'manifest.json')))
SCEN = {g['file']: g['scenario_id'] for g in manifest['games']}
ONE_WAY = sorted(f for f in SCEN if 'sainte-mere' not in f)   # the base of the known-bad copies
# the 2-way game with air drops, as a clean stream too (drop and round moves)
TWO_WAY = 'm44-bga-sainte-mere-eglise-115.json'
BGA_COPIES = ['m44-bga-villers-bocage-107.json']


def facts(sid):
    for f in os.listdir(FACTS):
        if f.split('-')[0] == str(sid):
            return json.load(open(os.path.join(FACTS, f)))


class Board:
    """Positions, figures and terrain, replayed from a stream's lines."""
    def __init__(self, sid):
        d = facts(sid)
        self.ter = {(h['col'], h['row']): (h.get('terrain') or {}).get('kind') for h in d['board']['hexes']}
        self.obs = {(h['col'], h['row']): ((h.get('obstacle') or h.get('rect_terrain') or {}).get('kind'))
                    for h in d['board']['hexes']}
        us = sorted((u['row'], u['col'], u) for p in d['players'].values() for u in p['units'])
        self.units = {}
        for i, (r, c, u) in enumerate(us, 1):
            self.units[i] = {'x': c, 'y': r, 'cls': u['unit_class'], 'side': u['side'], 'figs': u['figures']}

    def at(self, x, y):
        for i, u in self.units.items():
            if u['figs'] > 0 and (u['x'], u['y']) == (x, y):
                return i
        return None

    def apply(self, mv):
        a = mv['args']
        if mv['action'] in ('move', 'retreat', 'take-ground'):
            self.units[a['unit']].update(x=a['x'], y=a['y'])
        elif mv['action'] == 'damage':
            self.units[a['unit']]['figs'] -= a['hits']
        elif mv['action'] == 'heal':
            self.units[a['unit']]['figs'] += a['n']

    def plain_empty(self, x, y):
        return 0 <= y <= 8 and 0 <= x <= 24 and (x + y) % 2 == 0 and self.at(x, y) is None and \
            self.ter.get((x, y)) in (None,) and self.obs.get((x, y)) is None


def neighbours(x, y):
    return [(x + 2, y), (x - 2, y), (x + 1, y + 1), (x - 1, y + 1), (x + 1, y - 1), (x - 1, y - 1)]


def dist(a, b):
    dy = abs(a[1] - b[1]); dx = abs(a[0] - b[0])
    return dy + max(0, (dx - dy) // 2)


def load(text):
    lines = text.rstrip('\n').split('\n')
    return json.loads(lines[0]), [json.loads(l) for l in lines[1:]]


def dump(head, moves):
    out = [json.dumps(head, separators=(',', ':'))]
    for i, m in enumerate(moves, 1):
        m = dict(m); m['seq'] = i
        out.append(json.dumps(m, separators=(',', ':')))
    return '\n'.join(out) + '\n'


def scan(head, moves):
    """Yields (index, move, board before it, turn info)."""
    b = Board(head['setup']['scenario'])
    turn = {'card': None, 'ordered': [], 'steps': {}, 'battled': set()}
    for i, m in enumerate(moves):
        yield i, m, b, turn
        if m['action'] == 'card' and not m['args'].get('reaction'):
            turn = {'card': m['args'], 'ordered': [], 'steps': {}, 'battled': set()}
        elif m['action'] == 'order':
            turn['ordered'] += m['args']['units']
        elif m['action'] == 'move':
            u = m['args']['unit']; turn['steps'][u] = turn['steps'].get(u, 0) + 1
        elif m['action'] == 'attack' and 'unit' in m['args']:
            turn['battled'].add(m['args']['unit'])
        b.apply(m)


bad = []   # (name, text, [(code, line)], [comment lines])


def add(name, head, moves, findings, why):
    # the copy ends a few moves after its last finding (the size budget),
    # unless a finding is about the end of the game
    if not any(c.startswith('memoir44.result.') for c, _ in findings):
        moves = moves[:max(l for _, l in findings) - 1 + 8]
    bad.append((name, dump(head, moves), findings, why))


def first(head, moves, pred):
    for i, m, b, turn in scan(head, moves):
        r = pred(i, m, b, turn, moves)
        if r:
            return r
    raise SystemExit('no place found for a mutation')


def make_bad(streams):
    base = 'm44-bga-pegasus-bridge-101'
    head, moves = load(streams[base])

    # order.section: an Attack (3 units) card turned into a Probe (2) when 3 are ordered
    def p_section(i, m, b, t, mv):
        if m['action'] == 'card' and m['args'].get('name') == 'Attack' and i + 1 < len(mv) and \
           mv[i + 1]['action'] == 'order' and len(mv[i + 1]['args']['units']) == 3:
            return i
    i = first(head, moves, p_section)
    mv = [dict(m) for m in moves]; mv[i] = dict(mv[i], args=dict(mv[i]['args'], name='Probe'))
    add('order-section', head, mv, [('memoir44.order.section', i + 3)],
        ['A Probe orders 2 units in its section: "within the limits of the command card played".',
         'The Attack card that ordered 3 units is relabelled a Probe.'])

    # order.twice: one unit's id written twice in its order
    def p_twice(i, m, b, t, mv):
        if m['action'] == 'order' and len(m['args']['units']) == 1:
            return i
    i = first(head, moves, p_twice)
    mv = list(moves); u = mv[i]['args']['units'][0]
    mv[i] = dict(mv[i], args={'units': [u, u]})
    add('order-twice', head, mv, [('memoir44.order.twice', i + 2)],
        ['"Only those units that are issued an order may move, battle": one order per unit per turn;',
         'the order lists unit %d twice.' % u])

    # move.unordered: a unit that moves (and does not battle) left out of the order
    def p_unordered(i, m, b, t, mv):
        if m['action'] == 'order' and len(m['args']['units']) >= 2:
            for u in m['args']['units']:
                acts = []
                for n in mv[i + 1:]:
                    if n['action'] in ('card', 'end-turn'):
                        break
                    acts.append(n)
                if any(n['action'] == 'move' and n['args']['unit'] == u for n in acts) and \
                   not any(n['action'] == 'attack' and n['args'].get('unit') == u for n in acts):
                    j = next(k for k in range(i + 1, len(mv)) if mv[k]['action'] == 'move' and mv[k]['args']['unit'] == u)
                    return i, u, j
    i, u, j = first(head, moves, p_unordered)
    mv = list(moves); mv[i] = dict(mv[i], args={'units': [x for x in mv[i]['args']['units'] if x != u]})
    add('move-unordered', head, mv, [('memoir44.move.unordered', j + 2)],
        ['"Only those units that are issued an order may move, battle": unit %d is dropped from the' % u,
         'order and still moves.'])

    # move.adjacent: a step two hexes long
    def p_adj(i, m, b, t, mv):
        if m['action'] == 'move':
            u = b.units[m['args']['unit']]
            x, y = m['args']['x'], m['args']['y']
            for nx, ny in ((x + 2, y), (x - 2, y)):
                if dist((u['x'], u['y']), (nx, ny)) == 2 and b.plain_empty(nx, ny):
                    return i, nx
    i, nx = first(head, moves, p_adj)
    mv = list(moves); mv[i] = dict(mv[i], args=dict(mv[i]['args'], x=nx))
    # only when nothing after it depends on where the unit stands: stop there
    mv = mv[:i + 1]
    add('move-adjacent', head, mv, [('memoir44.move.adjacent', i + 2)],
        ['Units move hex by hex ("Infantry - Move up to 1 hex and battle or 2 hexes and not battle");',
         'a step is moved one hex further (the copy ends at that move).'])

    # move.occupied: a step into the hex of another unit
    def p_occ(i, m, b, t, mv):
        if m['action'] == 'move':
            u = b.units[m['args']['unit']]
            for nx, ny in neighbours(u['x'], u['y']):
                o = b.at(nx, ny)
                if o and o != m['args']['unit']:
                    return i, nx, ny, o
    i, nx, ny, o = first(head, moves, p_occ)
    mv = moves[:i] + [dict(moves[i], args=dict(moves[i]['args'], x=nx, y=ny))]
    add('move-occupied', head, mv, [('memoir44.move.occupied', i + 2)],
        ['"Units may not move onto or through a hex occupied by a friendly or enemy unit": the move',
         'goes into the hex of unit %d (the copy ends at that move).' % o])

    # move.infantry: an infantry that moved 2 hexes takes a third step
    def p_inf(i, m, b, t, mv):
        if m['action'] == 'move' and t['steps'].get(m['args']['unit'], 0) == 1 and \
           b.units[m['args']['unit']]['cls'] == 'Infantry' and t['card'] and \
           t['card'].get('name') not in ('Behind Enemy Lines', 'Infantry Assault'):
            x, y = m['args']['x'], m['args']['y']
            b2 = b.units[m['args']['unit']]
            if b.ter.get((x, y)) or b.obs.get((x, y)):
                return None
            for nx, ny in neighbours(x, y):
                if (nx, ny) != (b2['x'], b2['y']) and b.plain_empty(nx, ny):
                    return i, nx, ny
    i, nx, ny = first(head, moves, p_inf)
    step = {'seq': 0, 'player': moves[i]['player'], 'action': 'move',
            'args': {'unit': moves[i]['args']['unit'], 'x': nx, 'y': ny}}
    mv = moves[:i + 1] + [step]
    add('move-infantry', head, mv, [('memoir44.move.infantry', i + 3)],
        ['"Infantry - Move up to 1 hex and battle or 2 hexes and not battle": a third step is added',
         '(the copy ends there).'])

    # terrain stops: a unit that entered a forest / village / hedgerow / wire moves on
    for kind, code, sect in (('Forest', 'memoir44.forests.stop', 'Forests'),
                             ('Village', 'memoir44.towns-villages.stop', 'Towns & Villages'),
                             ('Hedgerow', 'memoir44.hedgerows.stop', 'Hedgerows'),
                             ('Wire', 'memoir44.wire.stop', 'Wire')):
        found = None
        for name in sorted(streams):
            h2, ms = load(streams[name])
            def p_stop(i, m, b, t, mv):
                if m['action'] == 'move' and t['card'] and t['card'].get('name') != 'Behind Enemy Lines' \
                   and t['steps'].get(m['args']['unit'], 0) == 0 and \
                   b.units[m['args']['unit']]['cls'] in ('Infantry', 'Armor', 'SpecialForces'):
                    x, y = m['args']['x'], m['args']['y']
                    if (b.ter.get((x, y)) == kind or b.obs.get((x, y)) == kind):
                        u = b.units[m['args']['unit']]
                        b.apply(m)
                        try:
                            for nx, ny in neighbours(x, y):
                                if (nx, ny) != (u['x'], u['y']) and b.plain_empty(nx, ny):
                                    return i, nx, ny
                        finally:
                            pass
            try:
                i, nx, ny = first(h2, ms, p_stop)
            except SystemExit:
                continue
            found = (name, h2, ms, i, nx, ny)
            break
        if not found:
            continue
        name, h2, ms, i, nx, ny = found
        step = {'seq': 0, 'player': ms[i]['player'], 'action': 'move',
                'args': {'unit': ms[i]['args']['unit'], 'x': nx, 'y': ny}}
        mv = ms[:i + 1] + [step]
        add(kind.lower() + '-stop', h2, mv, [(code, i + 3)],
            ['%s: "Unit moving in must stop and may move no further on that turn"; a unit that' % sect,
             'entered one takes another step (from %s; the copy ends there).' % name])

    # hits.count: a Star turned into a Grenade
    def p_hits(i, m, b, t, mv):
        if m['action'] == 'roll' and 'Star' in m['args']['dice'] and i > 0 and mv[i - 1]['action'] == 'attack':
            tgt = b.at(m['args']['x'], m['args']['y'])
            if tgt and b.units[tgt]['cls'] != 'Tiger' and b.units[tgt]['figs'] >= 3:
                return i
    def with_dice(i, change):
        mv = list(moves); d = list(mv[i]['args']['dice']); change(d)
        mv[i] = dict(mv[i], args=dict(mv[i]['args'], dice=d))
        return mv

    def swap(old, new):
        def change(d):
            d[d.index(old)] = new
        return change

    def p_hits_face(face, cls, without):
        def p(i, m, b, t, mv):
            if m['action'] == 'roll' and 'Star' in m['args']['dice'] and without not in m['args']['dice'] \
               and i > 0 and mv[i - 1]['action'] == 'attack':
                tgt = b.at(m['args']['x'], m['args']['y'])
                if tgt and b.units[tgt]['cls'] in cls and b.units[tgt]['figs'] >= 3:
                    return i
        return p

    for face, cls, without, code, sentence in (
            ('Infantry', ('Infantry', 'SpecialForces'), 'Grenade', 'memoir44.hits.infantry',
             '"Infantry (2 sides of dice) - HIT: Score 1 hit on infantry"'),
            ('Armor', ('Armor', 'EliteArmor'), 'Grenade', 'memoir44.hits.armor',
             '"Armor - HIT: Score 1 hit on armor"')):
        try:
            i = first(head, moves, p_hits_face(face, cls, without))
        except SystemExit:
            continue
        add('hits-' + face.lower(), head, with_dice(i, swap('Star', face)), [(code, i + 2)],
            [sentence + ': a Star is turned into the target\'s symbol and the damage logged',
             'stays as it was.'])

    # hits.star: one more figure logged than the dice score, with a Star rolled
    def p_star(i, m, b, t, mv):
        if m['action'] == 'roll' and 'Star' in m['args']['dice'] and i > 0 and \
           mv[i - 1]['action'] == 'attack' and i + 1 < len(mv) and mv[i + 1]['action'] == 'damage':
            tgt = b.at(m['args']['x'], m['args']['y'])
            if tgt and b.units[tgt]['cls'] not in ('Tiger',) and \
               b.units[tgt]['figs'] > mv[i + 1]['args']['hits'] + 1 and 'blocked' not in mv[i + 1]['args']:
                return i + 1
    try:
        j = first(head, moves, p_star)
        mv = list(moves)
        mv[j] = dict(mv[j], args=dict(mv[j]['args'], hits=mv[j]['args']['hits'] + 1))
        add('hits-star', head, mv, [('memoir44.hits.star', j + 1)],
            ['"Star - MISS: This is a miss, unless used in a limited number of tactical command',
             'cards": a figure more is removed than the dice hit, as if the Star had hit.'])
    except SystemExit:
        pass

    def p_grenade(i, m, b, t, mv):
        if m['action'] == 'roll' and 'Star' in m['args']['dice'] and i > 0 and \
           mv[i - 1]['action'] == 'attack':
            tgt = b.at(m['args']['x'], m['args']['y'])
            sym = {'Infantry': 'Infantry', 'SpecialForces': 'Infantry', 'Armor': 'Armor'}
            if tgt and b.units[tgt]['cls'] in sym and sym[b.units[tgt]['cls']] not in m['args']['dice'] \
               and b.units[tgt]['figs'] >= 3:
                return i
    for gname in sorted(streams):
        gh, gm = load(streams[gname])
        try:
            i = first(gh, gm, p_grenade)
            break
        except SystemExit:
            continue
    mv = list(gm); d = list(mv[i]['args']['dice']); d[d.index('Star')] = 'Grenade'
    mv[i] = dict(mv[i], args=dict(mv[i]['args'], dice=d))
    add('hits-grenade', gh, mv, [('memoir44.hits.count', i + 2)],
        ['"Grenade - HIT: Score 1 hit on infantry, armor or artillery": a Star is turned into a',
         'Grenade and the damage logged stays as it was.'])

    # battle.dice: one die (a Star, a miss) taken out of a roll
    i = first(head, moves, p_hits)
    mv = with_dice(i, lambda d: d.remove('Star'))
    add('battle-dice', head, mv, [('memoir44.battle.dice', i + 2)],
        ['"Infantry 3 2 1" (dice by range): one die is taken out of a roll (a Star: no hit changes).'])

    # retreat.flags: a Flag that made the target retreat turned into a Star
    def p_flag(i, m, b, t, mv):
        if m['action'] == 'roll' and m['args']['dice'].count('Flag') == 1 and i > 0 and \
           mv[i - 1]['action'] == 'attack':
            for n in mv[i + 1:i + 6]:
                if n['action'] == 'retreat':
                    return i
    i = first(head, moves, p_flag)
    mv = with_dice(i, swap('Flag', 'Star'))
    add('retreat-flags', head, mv, [('memoir44.retreat.flags', i + 2)],
        ['"for each flag rolled the target unit must move one hex back": the Flag is turned into a',
         'Star and the logged retreat stays.'])

    # medal.missing: the medal of an eliminated unit deleted
    def p_medal(i, m, b, t, mv):
        if m['action'] == 'medal' and 'unit' in m['args']:
            return i
    i = first(head, moves, p_medal)
    j = max(k for k in range(i) if moves[k]['action'] == 'damage')
    mv = moves[:i] + moves[i + 1:]
    # the final scores follow the medals the copy keeps
    mv = [m for m in mv if m['action'] != 'result']
    add('medal-missing', head, mv, [('memoir44.medal.missing', j + 2)],
        ['"When the last figure is removed place it on one of the medal stands on the attacker\'s',
         'side": the medal for the eliminated unit is deleted (and the result line with it).'])

    # medal.unearned: the medal names a unit still on the board
    i = first(head, moves, p_medal)
    live = None
    for k, m, b, t in scan(head, moves):
        if k == i:
            live = next(u for u, v in b.units.items() if v['figs'] > 0 and u != m['args']['unit'])
            break
    mv = list(moves); mv[i] = dict(mv[i], args=dict(mv[i]['args'], unit=live))
    add('medal-unearned', head, mv, [('memoir44.medal.unearned', i + 2),
                                     ('memoir44.medal.missing', i + 1)],
        ['"When the last figure is removed place it on one of the medal stands": the medal names',
         'unit %d, still on the board, instead of the unit eliminated (whose medal is then missing).' % live])

    # result.score and result.winner
    i = next(k for k, m in enumerate(moves) if m['action'] == 'result')
    r = moves[i]['args']
    p0 = sorted(r['scores'])[0]
    mv = list(moves); sc = dict(r['scores']); sc[p0] += 1
    mv[i] = dict(mv[i], args=dict(r, scores=sc))
    add('result-score', head, mv, [('memoir44.result.score', i + 2)],
        ['The final score is the medals won (Memoir \'44 rulebook, Victory): one player is given a',
         'medal more than the log\'s medals.'])
    mv = list(moves); rk = {p: 3 - v for p, v in r['ranks'].items()}
    mv[i] = dict(mv[i], args=dict(r, ranks=rk))
    add('result-winner', head, mv, [('memoir44.result.winner', i + 2)],
        ['The first side to reach the scenario\'s medal count wins (Memoir \'44 rulebook, Victory):',
         'the ranks are swapped.'])

    # setup.scenario: the stream does not name its scenario
    h3 = dict(head, setup={})
    add('no-scenario', h3, moves[:20], [('memoir44.setup.scenario', 2)],
        ['Without the scenario the board is unknown: a warning, and no board check runs.'])


def tdefs():
    """The catalogue as the engine holds it: validators/memoir44/rules.c."""
    import re
    keys = ('stop', 'nobattle', 'imp', 'dice', 'out', 'los', 'flag', 'exit', 'adj', 'battlein', 'maxmove',
            'noverrun', 'noretreat', 'farbattle', 'remove', 'inout')
    out = []
    for line in open('validators/memoir44/rules.c', encoding='utf-8'):
        m = re.match(r'    \{"([^"]+)", (.*), \{((?:"[^"]*"|NULL)(?:, (?:"[^"]*"|NULL))*)\}\},$', line)
        if not m:
            continue
        nums = [int(x) for x in re.findall(r'-?\d+', m.group(2))]
        codes = [None if c.strip() == 'NULL' else c.strip().strip('"') for c in m.group(3).split(',')]
        # the fields of m44_tdef in order (memoir44.h): red_else follows red_cond
        assert len(nums) == 25, (m.group(1), len(nums))
        out.append({'name': m.group(1), 'stop': nums[0], 'nobattle': nums[1], 'imp': nums[2],
                    'red': nums[3:6], 'cond': nums[6], 'red_else': nums[7:10], 'out': nums[10:13],
                    'los': nums[13], 'flag': nums[14], 'exit': nums[16], 'adj': nums[17],
                    'battlein': nums[18], 'maxmove': nums[19], 'noverrun': nums[20], 'noretreat': nums[21],
                    'farbattle': nums[22], 'remove': nums[23], 'inout': nums[24],
                    'codes': dict(zip(keys, codes))})
    return out


def audit(text):
    """The findings (code, line) gameaudit reports on a stream."""
    r = subprocess.run(['build/gameaudit', 'check', '--format', 'json', '-'], input=text,
                       capture_output=True, text=True)
    out = []
    for l in r.stdout.splitlines():
        try:
            f = json.loads(l)
        except ValueError:
            return None
        if 'code' in f:
            out.append((f['code'], f.get('line')))
    return out


CLS_BIT = {'Infantry': 1, 'SpecialForces': 1, 'FrenchResistance': 1, 'Armor': 2, 'EliteArmor': 2,
           'Artillery': 4, 'Tiger': 2}


def catalogue_kinds(streams, kinds):
    """The catalogue's copies (see catalogue) for the rule kinds given; returns
    how many were made."""
    made = 0
    for t in tdefs():
        for kind in kinds:
            code = t['codes'].get(kind)
            if not code:
                continue
            best = None   # the shortest copy over the streams (the size budget)
            for name in sorted(streams):
                head, moves = load(streams[name])
                for hx, hy, cut, line in candidates(kind, t, head, moves):
                    if best and cut >= best[0]:
                        break
                    h2 = dict(head, setup=dict(head['setup'], terrain=[{'x': hx, 'y': hy, 'name': t['name']}]))
                    if audit(dump(h2, moves[:cut])) == [(code, line)]:
                        best = (cut, name, h2, moves[:cut], hx, hy, line)
                        break
            if best:
                cut, name, h2, mv, hx, hy, line = best
                add('terrain-' + code.split('.', 1)[1].replace('.', '-'), h2, mv, [(code, line)],
                    ['%s: the rule %s; %s is set on hex (%d, %d) of %s and the log then' % (
                        t['name'], kind, t['name'], hx, hy, name),
                     'breaks it at line %d (the copy ends there).' % line])
                made += 1
    return made


def catalogue_dice(streams):
    """The catalogue's dice copies alone (M44_ONLY=catalogue_dice)."""
    catalogue_kinds(streams, ('dice',))


def more_bad12(streams):
    # armor that moves into a fish pond or flooded field and battles that turn
    catalogue_kinds(streams, ('inout',))

    # armor that moves out of one and battles that turn: the terrain set on its start hex
    def g_out(name):
        def gen(head, moves):
            for i, m, b, t in scan(head, moves):
                if m['action'] == 'move' and t['steps'].get(m['args']['unit'], 0) == 0 and \
                   b.units[m['args']['unit']]['cls'] in ('Armor', 'EliteArmor'):
                    u = b.units[m['args']['unit']]
                    if b.ter.get((u['x'], u['y'])) or b.obs.get((u['x'], u['y'])):
                        continue
                    for j in range(i + 1, min(i + 30, len(moves))):
                        mj = moves[j]
                        if mj['action'] in ('card', 'end-turn') or \
                           (mj['action'] == 'move' and mj['args']['unit'] == m['args']['unit']):
                            break
                        if mj['action'] == 'attack' and mj['args'].get('unit') == m['args']['unit']:
                            h2 = dict(head, setup=dict(head['setup'], terrain=[
                                {'x': u['x'], 'y': u['y'], 'name': name}]))
                            yield (h2, moves), j + 2, '%s set on (%d, %d), where armor unit %d starts' % (
                                name, u['x'], u['y'], m['args']['unit'])
                            break
        return gen
    for name, slug_ in (('Fish Ponds', 'fish-ponds'), ('Flooded Fields', 'flooded-fields')):
        code = 'memoir44.%s.armor-no-battle' % slug_
        verified_rule_head(streams, 'terrain-%s-armor-out-no-battle' % slug_, code, code, g_out(name),
                           ['%s: "Armor moving in/out cannot battle": the terrain is set on the hex an' % name,
                            'armor unit moves out of (one hex), and it battles that turn.'])


def catalogue(streams):
    """One known-bad copy per rule of the terrain catalogue: the clean stream
    with the terrain set (setup.terrain) on a hex where the log then breaks
    that terrain's rule, cut after the move that breaks it."""
    made = catalogue_kinds(streams, ('stop', 'nobattle', 'imp', 'dice', 'out', 'los', 'exit', 'adj', 'battlein',
                                     'maxmove', 'noverrun', 'noretreat', 'farbattle'))
    print('catalogue fixtures: %d' % made, file=sys.stderr)


def candidates(kind, t, head, moves, limit=6):
    """(x, y, cut, line) tries for a rule of terrain t."""
    n = 0
    for i, m, b, turn in scan(head, moves):
        if n >= limit:
            return
        a = m['args']
        if kind in ('stop', 'imp', 'nobattle', 'inout') and m['action'] == 'move':
            u = b.units[a['unit']]
            bit = CLS_BIT[u['cls']]
            x, y = a['x'], a['y']
            if not b.plain_empty(x, y) or (x, y) in [(e['x'], e['y']) for e in []]:
                continue
            mask = t[kind if kind != 'imp' else 'imp']
            if not mask & bit:
                continue
            if kind != 'imp' and t['imp'] & bit:
                continue
            if turn['steps'].get(a['unit'], 0) != 0:
                continue
            if kind == 'imp':
                n += 1
                yield x, y, i + 1, i + 2
            elif kind == 'stop':
                if i + 1 < len(moves) and moves[i + 1]['action'] == 'move' and \
                   moves[i + 1]['args']['unit'] == a['unit']:
                    n += 1
                    yield x, y, i + 2, i + 3
            else:
                for j in range(i + 1, min(i + 30, len(moves))):
                    mj = moves[j]
                    if mj['action'] in ('card', 'end-turn'):
                        break
                    if mj['action'] == 'move' and mj['args']['unit'] == a['unit']:
                        break
                    if mj['action'] == 'attack' and mj['args'].get('unit') == a['unit']:
                        n += 1
                        yield x, y, j + 1, j + 2
                        break
        elif kind in ('exit', 'adj', 'maxmove') and m['action'] == 'move':
            u = b.units[a['unit']]
            bit = CLS_BIT[u['cls']]
            st = turn['steps'].get(a['unit'], 0)
            x, y = a['x'], a['y']
            if kind == 'exit' and st == 0 and (t['exit'] & bit) and i + 1 < len(moves) and \
               moves[i + 1]['action'] == 'move' and moves[i + 1]['args']['unit'] == a['unit'] and \
               b.ter.get((u['x'], u['y'])) is None and b.obs.get((u['x'], u['y'])) is None:
                n += 1
                yield u['x'], u['y'], i + 2, i + 3
            elif kind == 'adj' and st == 1 and (t['adj'] & bit) and b.plain_empty(x, y):
                n += 1
                yield x, y, i + 1, i + 2
            elif kind == 'maxmove' and st == t['maxmove'] and b.plain_empty(x, y):
                n += 1
                yield x, y, i + 1, i + 2
        elif kind == 'noverrun' and m['action'] == 'take-ground' and \
                b.units[a['unit']]['cls'] in ('Armor', 'EliteArmor'):
            for j in range(i + 1, min(i + 4, len(moves))):
                if moves[j]['action'] == 'attack' and moves[j]['args'].get('unit') == a['unit']:
                    n += 1
                    yield a['x'], a['y'], j + 1, j + 2
                    break
        elif kind == 'noretreat' and m['action'] == 'retreat' and b.plain_empty(a['x'], a['y']):
            n += 1
            yield a['x'], a['y'], i + 1, i + 2
        elif kind == 'farbattle' and m['action'] == 'move' and turn['steps'].get(a['unit'], 0) == 1 and \
                b.plain_empty(a['x'], a['y']):
            for j in range(i + 1, min(i + 30, len(moves))):
                mj = moves[j]
                if mj['action'] in ('card', 'end-turn') or (mj['action'] == 'move' and mj['args']['unit'] == a['unit']):
                    break
                if mj['action'] == 'attack' and mj['args'].get('unit') == a['unit']:
                    n += 1
                    yield a['x'], a['y'], j + 1, j + 2
                    break
        elif kind == 'battlein' and m['action'] == 'attack' and 'unit' in a:
            att = b.units[a['unit']]
            if (t['battlein'] & CLS_BIT[att['cls']]) and turn['steps'].get(a['unit'], 0) == 0 and \
               b.ter.get((att['x'], att['y'])) is None and b.obs.get((att['x'], att['y'])) is None:
                n += 1
                yield att['x'], att['y'], i + 1, i + 2
        elif kind in ('dice', 'out', 'los') and m['action'] == 'attack' and 'unit' in a and \
                i + 1 < len(moves) and moves[i + 1]['action'] == 'roll':
            att, tgt = b.units[a['unit']], b.units[a['target']]
            ci = {1: 0, 2: 1, 4: 2}[CLS_BIT[att['cls']]]
            # the end of this battle: the next attack, card or end of turn
            end = next((k for k in range(i + 2, len(moves))
                        if moves[k]['action'] in ('attack', 'card', 'end-turn', 'move')), len(moves))
            if kind == 'dice' and t['red'][ci] and b.plain_empty(tgt['x'], tgt['y']) is False and \
               b.ter.get((tgt['x'], tgt['y'])) is None and b.obs.get((tgt['x'], tgt['y'])) is None:
                n += 1
                yield tgt['x'], tgt['y'], end, i + 3
            elif kind == 'out' and t['out'][ci] and turn['steps'].get(a['unit'], 0) == 0 and \
                    b.ter.get((att['x'], att['y'])) is None and b.obs.get((att['x'], att['y'])) is None:
                n += 1
                yield att['x'], att['y'], end, i + 3
            elif kind == 'los' and att['cls'] != 'Artillery':
                d = dist((att['x'], att['y']), (tgt['x'], tgt['y']))
                if d < 2:
                    continue
                for y in range(9):
                    for x in range(25):
                        if (x + y) % 2 or not b.plain_empty(x, y):
                            continue
                        if dist((att['x'], att['y']), (x, y)) + dist((x, y), (tgt['x'], tgt['y'])) == d:
                            n += 1
                            yield x, y, i + 1, i + 2


def verified(streams, name, code, gen, why, limit=40):
    """Adds the first candidate gen yields, over the clean streams, on which
    the engine reports exactly (code, line): gen(head, moves) yields
    (moves2, line, note)."""
    for sname in sorted(streams):
        head, moves = load(streams[sname])
        n = 0
        for mv, line, note in gen(head, moves):
            n += 1
            if n > limit:
                break
            mv = mv[:max(line - 1 + 8, 0)]
            if audit(dump(head, mv)) == [(code, line)]:
                add(name, head, mv, [(code, line)], why + ['(%s, line %d: %s)' % (sname, line, note)])
                return True
    print('no fixture for %s' % code, file=sys.stderr)
    return False


def verified_head(streams, name, code, gen, why):
    """As verified, for changes that also set the stream's header: gen
    yields ((head2, moves2), line, note)."""
    for sname in sorted(streams):
        head, moves = load(streams[sname])
        for (h2, mv), line, note in gen(head, moves):
            if audit(dump(h2, mv)) == [(code, line)]:
                add(name, h2, mv, [(code, line)], why + ['(%s, line %d: %s)' % (sname, line, note)])
                return True
    print('no fixture for %s' % code, file=sys.stderr)
    return False


def verified_also(streams, name, code, gen, why, also, limit=400):
    """As verified, when the change cannot help breaking a second rule too:
    the copy is kept when the engine reports (code, line) and otherwise only
    codes of also; every finding goes into the .expect."""
    return verified_rule(streams, name, code, None, gen, why, limit, also)


def step_to(m, x, y):
    return {'seq': 0, 'player': m['player'], 'action': 'move',
            'args': {'unit': m['args']['unit'], 'x': x, 'y': y}}


def more_bad(streams):
    # retreat.direction / retreat.occupied: a retreat step sent elsewhere
    def g_retreat(kind):
        def gen(head, moves):
            for i, m, b, t in scan(head, moves):
                if m['action'] == 'retreat':
                    u = b.units[m['args']['unit']]
                    for nx, ny in neighbours(u['x'], u['y']):
                        if (nx, ny) == (m['args']['x'], m['args']['y']):
                            continue
                        occ = b.at(nx, ny)
                        if kind == 'occupied' and occ and occ != m['args']['unit']:
                            pass
                        elif kind == 'direction' and b.plain_empty(nx, ny) and ny == u['y']:
                            pass
                        else:
                            continue
                        mv = list(moves)
                        mv[i] = dict(m, args=dict(m['args'], x=nx, y=ny))
                        yield mv[:i + 1], i + 2, 'retreat of unit %d sent to (%d, %d)' % (m['args']['unit'], nx, ny)
        return gen
    verified(streams, 'retreat-direction', 'memoir44.retreat.direction', g_retreat('direction'),
             ['"for each flag rolled the target unit must move one hex back towards its side of the',
              'battlefield": a retreat step is sent sideways.'])
    verified(streams, 'retreat-occupied', 'memoir44.retreat.occupied', g_retreat('occupied'),
             ['RETREATING: "A unit may not move onto or through a hex with any other unit in it": a',
              'retreat step is sent onto a unit.'])

    # take-ground.hex: ground taken into another hex than the vacated one
    def g_ground(head, moves):
        for i, m, b, t in scan(head, moves):
            if m['action'] == 'take-ground':
                u = b.units[m['args']['unit']]
                for nx, ny in neighbours(u['x'], u['y']):
                    if b.plain_empty(nx, ny) and (nx, ny) != (m['args']['x'], m['args']['y']):
                        mv = list(moves)
                        mv[i] = dict(m, args=dict(m['args'], x=nx, y=ny))
                        yield mv[:i + 1], i + 2, 'ground taken in (%d, %d)' % (nx, ny)
    verified(streams, 'take-ground-hex', 'memoir44.take-ground.hex', g_ground,
             ['"An ordered infantry unit in close assault may advance into a hex from which it has',
              'eliminated a unit or forced it to retreat": ground is taken into another hex.'])

    # battle.once: a second attack by the same unit, all misses
    def g_once(head, moves):
        for i, m, b, t in scan(head, moves):
            if m['action'] == 'attack' and 'unit' in m['args'] and i + 1 < len(moves) and \
               moves[i + 1]['action'] == 'roll':
                j = i + 2
                while j < len(moves) and moves[j]['action'] in ('damage', 'retreat', 'medal'):
                    j += 1
                if j < len(moves) and moves[j]['action'] in ('take-ground',):
                    continue
                roll = dict(moves[i + 1], args=dict(moves[i + 1]['args'], dice=['Star'] * len(moves[i + 1]['args']['dice'])))
                mv = moves[:j] + [dict(m), roll]
                yield mv, j + 2, 'unit %d attacks again' % m['args']['unit']
    verified(streams, 'battle-once', 'memoir44.battle.once', g_once,
             ['"Resolve battles one at a time and only once per unit per turn": the unit attacks the',
              'same target again (all Stars).'])

    # battle.range: the attack declared on a target out of range
    def g_range(head, moves):
        for i, m, b, t in scan(head, moves):
            if m['action'] == 'attack' and 'unit' in m['args']:
                a = b.units[m['args']['unit']]
                if a['cls'] not in ('Infantry', 'SpecialForces'):
                    continue
                for v, u in b.units.items():
                    if u['figs'] > 0 and u['side'] != a['side'] and dist((a['x'], a['y']), (u['x'], u['y'])) == 5:
                        mv = list(moves)
                        mv[i] = dict(m, args=dict(m['args'], target=v))
                        yield mv[:i + 1], i + 2, 'target unit %d 5 hexes away' % v
                        break
    verified(streams, 'battle-range', 'memoir44.battle.range', g_range,
             ['"Infantry 3 2 1": infantry has a range of 3 hexes; the attack names a target 5 hexes away.'])

    # move.armor / move.artillery / battle.artillery-moved / battle.after-move
    def g_extra(cls, nsteps):
        def gen(head, moves):
            for i, m, b, t in scan(head, moves):
                if m['action'] == 'move' and b.units[m['args']['unit']]['cls'] in cls and \
                   t['steps'].get(m['args']['unit'], 0) == nsteps - 1 and t['card'] and \
                   t['card'].get('name') not in ('Behind Enemy Lines', 'Artillery Bombard', 'Infantry Assault'):
                    x, y = m['args']['x'], m['args']['y']
                    if b.ter.get((x, y)) or b.obs.get((x, y)):
                        continue
                    u = b.units[m['args']['unit']]
                    for nx, ny in neighbours(x, y):
                        if (nx, ny) != (u['x'], u['y']) and b.plain_empty(nx, ny):
                            yield moves[:i + 1] + [step_to(m, nx, ny)], i + 3, 'a step more'
                            break
        return gen
    verified(streams, 'move-armor', 'memoir44.move.armor', g_extra(('Armor', 'EliteArmor', 'Tiger'), 3),
             ['"Armor - Move up to 3 hexes and battle": a fourth step is added.'])
    verified(streams, 'move-artillery', 'memoir44.move.artillery', g_extra(('Artillery',), 1),
             ['"Artillery - Move up to 1 hex or battle": a second step is added.'])
    verified(streams, 'move-special-forces', 'memoir44.move.special-forces', g_extra(('SpecialForces',), 2),
             ['"Special Forces (except French Resistance) may move up to 2 hexes and battle": a third',
              'step is added.'])

    def g_move_then_battle(cls, steps_before):
        def gen(head, moves):
            for i, m, b, t in scan(head, moves):
                if m['action'] == 'attack' and 'unit' in m['args'] and \
                   b.units[m['args']['unit']]['cls'] in cls and \
                   t['steps'].get(m['args']['unit'], 0) == steps_before and t['card'] and \
                   t['card'].get('name') not in ('Behind Enemy Lines', 'Infantry Assault', 'Artillery Bombard'):
                    a = b.units[m['args']['unit']]
                    tg = b.units[m['args']['target']]
                    d = dist((a['x'], a['y']), (tg['x'], tg['y']))
                    # a step before the attack into a plain hex as far from the target
                    k = max((k for k in range(i) if moves[k]['action'] == 'move' and
                             moves[k]['args']['unit'] == m['args']['unit']), default=None)
                    for nx, ny in neighbours(a['x'], a['y']):
                        if b.plain_empty(nx, ny) and dist((nx, ny), (tg['x'], tg['y'])) == d:
                            st = step_to(m if k is None else moves[k], nx, ny)
                            st['args']['unit'] = m['args']['unit']
                            mv = moves[:i] + [st] + moves[i:]
                            yield mv[:i + 3], i + 3, 'unit %d steps to (%d, %d) before it battles' % (
                                m['args']['unit'], nx, ny)
        return gen
    verified(streams, 'battle-after-move', 'memoir44.battle.after-move',
             g_move_then_battle(('Infantry',), 1),
             ['"Infantry - Move up to 1 hex and battle or 2 hexes and not battle": a second step is',
              'added before the battle.'])
    verified(streams, 'battle-artillery-moved', 'memoir44.battle.artillery-moved',
             g_move_then_battle(('Artillery',), 0),
             ['"Artillery - Move up to 1 hex or battle": a step is added before the battle.'])

    # battle.los: a unit fires through another unit
    def g_los(head, moves):
        for i, m, b, t in scan(head, moves):
            if m['action'] == 'attack' and 'unit' in m['args']:
                a = b.units[m['args']['unit']]
                if a['cls'] == 'Artillery':
                    continue
                for v, u in b.units.items():
                    if u['figs'] <= 0 or u['side'] == a['side']:
                        continue
                    d = dist((a['x'], a['y']), (u['x'], u['y']))
                    if d != 2:
                        continue
                    mid = [(x, y) for x, y in neighbours(a['x'], a['y'])
                           if dist((x, y), (u['x'], u['y'])) == 1 and b.at(x, y)]
                    if len(mid) == 2 or (len(mid) == 1 and (u['y'] == a['y'])):
                        mv = list(moves)
                        mv[i] = dict(m, args=dict(m['args'], target=v))
                        yield mv[:i + 1], i + 2, 'target unit %d behind unit(s) in %s' % (v, mid)
    verified(streams, 'battle-los', 'memoir44.battle.los', g_los,
             ['"LOS is blocked if any part of a hex containing an obstruction or unit crosses this',
              'line": the attack names a target behind another unit.'])

    # units.figures: damage to a unit already eliminated
    def g_dead(head, moves):
        for i, m, b, t in scan(head, moves):
            if m['action'] == 'medal' and 'unit' in m['args']:
                extra = {'seq': 0, 'player': None, 'action': 'damage',
                         'args': {'unit': m['args']['unit'], 'hits': 1}}
                yield moves[:i + 1] + [extra], i + 3, 'damage to eliminated unit %d' % m['args']['unit']
    verified(streams, 'units-figures', 'memoir44.units.figures', g_dead,
             ['"For each hit scored 1 figure is removed from the target unit": a hit is logged on a',
              'unit with no figure left.'])

    # order.straddle: a Recon ordering a unit in another section
    def g_straddle(head, moves):
        for i, m, b, t in scan(head, moves):
            if m['action'] == 'card' and m['args'].get('section') and i + 1 < len(moves) and \
               moves[i + 1]['action'] == 'order':
                other = {'left': 'right', 'right': 'left', 'center': 'left'}[m['args']['section']]
                mv = list(moves)
                mv[i] = dict(m, args=dict(m['args'], section=other))
                yield mv, i + 3, 'card played on the %s instead' % other
    verified(streams, 'order-straddle', 'memoir44.order.straddle', g_straddle,
             ['"Units on a hex straddling sections may be ordered from either section" (and only',
              'those): the section card is played on another flank.'])


def more_bad2(streams):
    # units.heal: figures given back to a unit at full strength
    def g_heal(head, moves):
        for i, m, b, t in scan(head, moves):
            if m['action'] == 'order' and i > 50:
                u = m['args']['units'][0]
                extra = {'seq': 0, 'player': m['player'], 'action': 'heal', 'args': {'unit': u, 'n': 1}}
                yield moves[:i + 1] + [extra], i + 3, 'unit %d healed' % u
    verified(streams, 'units-heal', 'memoir44.units.heal', g_heal,
             ['Depleted Units: "A depleted unit may never gain back more figures than it had at game',
              'start": a figure is given back to a unit (first at full strength, then any).'])

    # hits.armor: a Star turned into an Armor symbol against armor
    def g_harm(head, moves):
        for i, m, b, t in scan(head, moves):
            if m['action'] == 'roll' and 'Star' in m['args']['dice'] and 'Grenade' not in m['args']['dice'] \
               and i > 0 and moves[i - 1]['action'] == 'attack':
                tgt = b.at(m['args']['x'], m['args']['y'])
                if tgt and b.units[tgt]['cls'] in ('Armor', 'EliteArmor') and b.units[tgt]['figs'] >= 2:
                    mv = list(moves); d = list(m['args']['dice']); d[d.index('Star')] = 'Armor'
                    mv[i] = dict(m, args=dict(m['args'], dice=d))
                    yield mv, i + 2, 'a Star made an Armor symbol'
    verified(streams, 'hits-armor', 'memoir44.hits.armor', g_harm,
             ['"Armor - HIT: Score 1 hit on armor": a Star is turned into an Armor symbol against an',
              'armor unit and the damage logged stays.'])

    # battle.armor-dice: an armor roll one die short (a Star taken out)
    def g_adice(head, moves):
        for i, m, b, t in scan(head, moves):
            if m['action'] == 'roll' and 'Star' in m['args']['dice'] and i > 0 and \
               moves[i - 1]['action'] == 'attack' and 'unit' in moves[i - 1]['args'] and \
               b.units[moves[i - 1]['args']['unit']]['cls'] == 'Armor':
                mv = list(moves); d = list(m['args']['dice']); d.remove('Star')
                mv[i] = dict(m, args=dict(m['args'], dice=d))
                yield mv, i + 2, 'one die less'
    verified(streams, 'battle-armor-dice', 'memoir44.battle.armor-dice', g_adice,
             ['"Armor 3 3 3": an armor roll has a die (a Star) taken out.'])

    # move.once: a unit moves again after another unit moved
    def g_once(head, moves):
        for i, m, b, t in scan(head, moves):
            if m['action'] == 'move' and t['steps'] and m['args']['unit'] not in t['steps']:
                prev = [u for u in t['steps'] if u != m['args']['unit']]
                if not prev:
                    continue
                u = prev[-1]
                pu = b.units[u]
                if t['steps'][u] != 1 or pu['cls'] not in ('Armor',):
                    continue
                b.apply(m)
                for nx, ny in neighbours(pu['x'], pu['y']):
                    if b.plain_empty(nx, ny):
                        st = {'seq': 0, 'player': m['player'], 'action': 'move',
                              'args': {'unit': u, 'x': nx, 'y': ny}}
                        yield moves[:i + 1] + [st], i + 3, 'unit %d moves again' % u
                        break
                return
    verified(streams, 'move-once', 'memoir44.move.once', g_once,
             ['"Move units one at a time and only once per unit per turn": an armor unit moves on',
              'after another unit has moved.'])


def more_bad3(streams):
    # retreat.impassable: a river set on the hex a unit retreats into
    def g_rimp(head, moves):
        for i, m, b, t in scan(head, moves):
            if m['action'] == 'retreat' and b.plain_empty(m['args']['x'], m['args']['y']):
                h2 = dict(head, setup=dict(head['setup'], terrain=[
                    {'x': m['args']['x'], 'y': m['args']['y'], 'name': 'Rivers & Waterways'}]))
                yield (h2, moves[:i + 1]), i + 2, 'a river set on the retreat hex'
    verified_head(streams, 'retreat-impassable', 'memoir44.retreat.impassable', g_rimp,
               ['RETREATING: "Terrain has no effect on retreat moves; however impassable terrain cannot',
                'be moved through": the stream sets a river on the hex a unit then retreats into.'])

    # retreat.blocked: one figure more lost for a blocked retreat than the flags left
    def g_blocked(head, moves):
        for i, m, b, t in scan(head, moves):
            if m['action'] == 'damage' and m['args'].get('blocked') and \
               b.units[m['args']['unit']]['figs'] > m['args']['hits'] + 1:
                mv = list(moves)
                mv[i] = dict(m, args=dict(m['args'], hits=m['args']['hits'] + 1))
                k = max(k for k in range(i) if moves[k]['action'] == 'roll')
                yield mv, k + 2, 'a figure more lost for the blocked retreat'
    verified(streams, 'retreat-blocked', 'memoir44.retreat.blocked', g_blocked,
             ['RETREATING: "one figure must be removed for each uncompleted retreat move": a figure',
              'more is removed than the flags not retreated.'])

    # battle.adjacent-fire: a unit next to an enemy fires at a farther one
    def g_adjfire(head, moves):
        for i, m, b, t in scan(head, moves):
            if m['action'] == 'attack' and 'unit' in m['args']:
                a = b.units[m['args']['unit']]
                if a['cls'] == 'Artillery':
                    continue
                near = [v for v, u in b.units.items() if u['figs'] > 0 and u['side'] != a['side']
                        and dist((a['x'], a['y']), (u['x'], u['y'])) == 1]
                if not near:
                    continue
                for v, u in b.units.items():
                    if u['figs'] > 0 and u['side'] != a['side'] and \
                       dist((a['x'], a['y']), (u['x'], u['y'])) == 2:
                        mv = list(moves)
                        mv[i] = dict(m, args=dict(m['args'], target=v))
                        yield mv[:i + 1], i + 2, 'fires at unit %d 2 hexes away' % v
    verified(streams, 'battle-adjacent-fire', 'memoir44.battle.adjacent-fire', g_adjfire,
             ['"A unit adjacent to an enemy must close assault that unit if it chooses to battle; it',
              'cannot fire on a more distant enemy": the attack names an enemy 2 hexes away.'])


def more_bad4(streams):
    # retreat.flags (short): a retreat step deleted
    def g_short(head, moves):
        for i, m, b, t in scan(head, moves):
            if m['action'] == 'retreat':
                k = max(k for k in range(i) if moves[k]['action'] == 'roll')
                yield moves[:i] + moves[i + 1:], k + 2, 'a retreat step deleted'
    verified(streams, 'retreat-short', 'memoir44.retreat.flags', g_short,
             ['"for each flag rolled the target unit must move one hex back towards its side of the',
              'battlefield": one retreat step of a unit in open ground is deleted.'])

    # <terrain>.flag: a unit behind sandbags (or in a bunker ...) that ignored its one flag
    # is given a second flag (a Star turned into a Flag)
    for td in tdefs():
        code = td['codes'].get('flag')
        if not code:
            continue
        def g_flag(head, moves, td=td):
            for i, m, b, t in scan(head, moves):
                if m['action'] == 'roll' and m['args']['dice'].count('Flag') == 1 and \
                   'Star' in m['args']['dice'] and i > 0 and moves[i - 1]['action'] == 'attack':
                    mv = list(moves); d = list(m['args']['dice']); d[d.index('Star')] = 'Flag'
                    mv[i] = dict(m, args=dict(m['args'], dice=d))
                    yield mv, i + 2, 'a Star turned into a second Flag'
        verified(streams, 'flag-' + code.split('.')[1], code, g_flag,
                 ['%s: "... may ignore 1 flag": a unit there that ignored its one flag is given' % td['name'],
                  'a second flag (a Star turned into a Flag) and still does not retreat.'], limit=400)


def more_bad5(streams):
    # medal.objective: an objective medal given to the side that has no such objective
    def g_obj(head, moves):
        for i, m, b, t in scan(head, moves):
            if m['action'] == 'medal' and 'unit' not in m['args'] and m['args'].get('n', 1) > 0:
                other = 'axis' if m['args']['side'] == 'allies' else 'allies'
                mv = list(moves)
                mv[i] = dict(m, args=dict(m['args'], side=other))
                yield mv[:i + 1], i + 2, 'objective medal credited to the %s' % other
    verified(streams, 'medal-objective', 'memoir44.medal.objective', g_obj,
             ["Objective medals (Memoir '44 rulebook, Victory Medals) go to the side holding the",
              'objective hex: the medal is credited to the other side.'])

    # result.after-victory: a unit medal worth the whole count, then the next card
    def g_after(head, moves):
        for i, m, b, t in scan(head, moves):
            if m['action'] == 'medal' and 'unit' in m['args']:
                mv = list(moves)
                mv[i] = dict(m, args=dict(m['args'], n=6))
                j = next((k for k in range(i + 1, len(moves)) if moves[k]['action'] == 'card'), None)
                if j is not None:
                    yield mv[:j + 1], j + 2, 'a medal line made worth 6'
    verified(streams, 'result-after-victory', 'memoir44.result.after-victory', g_after,
             ["The game ends when a side reaches the scenario's medal count (Memoir '44 rulebook,",
              'Victory): a medal line is made worth 6 and the game goes on.'])


def audit_file(path):
    r = subprocess.run(['build/gameaudit', 'check', '--format', 'json', path], capture_output=True,
                       text=True)
    out = []
    for l in r.stdout.splitlines():
        f = json.loads(l)
        if 'code' in f:
            out.append((f['code'], f.get('line')))
    return out


def more_bad6(streams):
    for td in tdefs():
        code = td['codes'].get('remove')
        if not code:
            continue

        def g_remove(head, moves, td=td):
            for i, m, b, t in scan(head, moves):
                if m['action'] == 'attack' and 'unit' in m['args'] and \
                   b.units[m['args']['unit']]['cls'] in ('Infantry', 'SpecialForces', 'FrenchResistance'):
                    u = b.units[m['args']['unit']]
                    if b.ter.get((u['x'], u['y'])) or b.obs.get((u['x'], u['y'])):
                        continue
                    h2 = dict(head, setup=dict(head['setup'], terrain=[
                        {'x': u['x'], 'y': u['y'], 'name': td['name'], 'obstacle': True}]))
                    rm = {'seq': 0, 'player': m['player'], 'action': 'obstacle',
                          'args': {'x': u['x'], 'y': u['y'], 'what': td['name'].lower(), 'removed': True}}
                    yield (h2, moves[:i] + [rm, m]), i + 3, 'the %s removed, then a battle' % td['name']

        verified_head(streams, 'terrain-' + code.split('.', 1)[1].replace('.', '-'), code, g_remove,
            ['%s: "Infantry may remove ... instead of battling": the stream puts it on the hex of an' % td['name'],
             'infantry unit that removes it and then battles (a removal line inserted).'])


def more_bad7(streams):
    # battle.once: infantry that took ground battles again (only armor overruns)
    def g_inf_overrun(head, moves):
        for i, m, b, t in scan(head, moves):
            if m['action'] == 'take-ground' and b.units[m['args']['unit']]['cls'] in ('Infantry',):
                x, y = m['args']['x'], m['args']['y']
                me = b.units[m['args']['unit']]
                for v, u in b.units.items():
                    if u['figs'] > 0 and u['side'] != me['side'] and dist((x, y), (u['x'], u['y'])) == 1:
                        att = {'seq': 0, 'player': m['player'], 'action': 'attack',
                               'args': {'unit': m['args']['unit'], 'target': v}}
                        roll = {'seq': 0, 'player': m['player'], 'action': 'roll',
                                'args': {'x': u['x'], 'y': u['y'], 'dice': ['Star', 'Star', 'Star']}}
                        yield moves[:i + 1] + [att, roll], i + 3, 'infantry battles again after taking ground'
                        break
    verified(streams, 'battle-once-infantry-overrun', 'memoir44.battle.once', g_inf_overrun,
             ['"An armor unit may take the ground and claim an armor overrun combat" (armor only);',
              '"Resolve battles ... only once per unit per turn": infantry that took ground battles',
              'again.'])


def more_bad8(streams):
    # Tigers: the re-roll (a second roll at the same hex right after the first)
    def rerolls(head, moves):
        for i, m, b, t in scan(head, moves):
            if m['action'] == 'roll' and i + 1 < len(moves) and moves[i + 1]['action'] == 'roll' and \
               (moves[i + 1]['args']['x'], moves[i + 1]['args']['y']) == (m['args']['x'], m['args']['y']):
                yield i + 1, moves[i + 1]

    def g_kill(head, moves):
        for j, r in rerolls(head, moves):
            d = r['args']['dice']
            if 'Grenade' not in d:
                mv = list(moves)
                mv[j] = dict(r, args=dict(r['args'], dice=['Grenade'] + d[1:]))
                yield mv, j + 1, 'a Grenade in the re-roll, the figure kept'

    def g_reroll(head, moves):
        for j, r in rerolls(head, moves):
            mv = list(moves)
            mv[j] = dict(r, args=dict(r['args'], dice=r['args']['dice'] + ['Star']))
            yield mv, j + 2, 'one die more in the re-roll'
    verified(streams, 'tigers-kill', 'memoir44.tigers.kill', g_kill,
             ['Tigers: "If at least one re-roll is a Grenade, kill is confirmed": a re-roll die',
              'becomes a Grenade and the Tiger keeps its figure.'])
    verified(streams, 'tigers-reroll', 'memoir44.tigers.reroll', g_reroll,
             ['Tigers: "Enemy re-rolls all battle dice that score a hit": the re-roll has a die',
              'more than the first roll scored.'])


def misses(dice, cls):
    """Indexes of the dice that do not hit a unit of class cls."""
    sym = {'Infantry': 'Infantry', 'SpecialForces': 'Infantry', 'FrenchResistance': 'Infantry',
           'Armor': 'Armor', 'EliteArmor': 'Armor', 'Tiger': 'Armor'}.get(cls)
    return [k for k, d in enumerate(dice) if d == 'Star' or (d in ('Infantry', 'Armor') and d != sym)]


def more_bad9(streams):
    """The checks of the first list of the coverage task that had no known-bad copy."""
    # battle.unordered: a unit that battles (and does not move) left out of its order
    def g_bunordered(head, moves):
        for i, m, b, t in scan(head, moves):
            if m['action'] == 'order' and len(m['args']['units']) >= 2:
                acts = []
                for n in moves[i + 1:]:
                    if n['action'] in ('card', 'end-turn'):
                        break
                    acts.append(n)
                for u in m['args']['units']:
                    if any(n['action'] == 'attack' and n['args'].get('unit') == u for n in acts) and \
                       not any(n['action'] in ('move', 'take-ground') and n['args']['unit'] == u for n in acts):
                        j = next(k for k in range(i + 1, len(moves)) if moves[k]['action'] == 'attack' and
                                 moves[k]['args'].get('unit') == u)
                        mv = list(moves)
                        mv[i] = dict(m, args={'units': [x for x in m['args']['units'] if x != u]})
                        yield mv[:j + 1], j + 2, 'unit %d dropped from the order, still battles' % u
    verified(streams, 'battle-unordered', 'memoir44.battle.unordered', g_bunordered,
             ['"Only those units that are issued an order may move, battle": a unit that battles is',
              'dropped from the order.'])

    # battle.artillery-dice: one miss taken out of an artillery roll
    def g_artdice(head, moves):
        for i, m, b, t in scan(head, moves):
            if m['action'] == 'roll' and i > 0 and moves[i - 1]['action'] == 'attack' and \
               'unit' in moves[i - 1]['args'] and b.units[moves[i - 1]['args']['unit']]['cls'] == 'Artillery':
                tg = b.at(m['args']['x'], m['args']['y'])
                if not tg:
                    continue
                ms = misses(m['args']['dice'], b.units[tg]['cls'])
                if ms:
                    d = list(m['args']['dice']); del d[ms[0]]
                    mv = list(moves); mv[i] = dict(m, args=dict(m['args'], dice=d))
                    yield mv[:i + 1], i + 2, 'a miss taken out of the artillery roll'
    verified(streams, 'battle-artillery-dice', 'memoir44.battle.artillery-dice', g_artdice,
             ['"Artillery 3 3 2 2 1 1" (dice by range): one missing die is taken out of an artillery',
              'roll.'], limit=400)

    # take-ground.artillery: an artillery unit that battled takes ground in a hex next to it
    def g_artground(head, moves):
        for i, m, b, t in scan(head, moves):
            if m['action'] == 'attack' and 'unit' in m['args'] and \
               b.units[m['args']['unit']]['cls'] == 'Artillery':
                j = i + 1
                while j < len(moves) and moves[j]['action'] in ('roll', 'damage', 'retreat', 'medal'):
                    j += 1
                u = b.units[m['args']['unit']]
                for nx, ny in neighbours(u['x'], u['y']):
                    if b.plain_empty(nx, ny):
                        st = {'seq': 0, 'player': m['player'], 'action': 'take-ground',
                              'args': {'unit': m['args']['unit'], 'x': nx, 'y': ny}}
                        yield moves[:j] + [st], j + 2, 'artillery unit %d takes ground in (%d, %d)' % (
                            m['args']['unit'], nx, ny)
    verified_also(streams, 'take-ground-artillery', 'memoir44.take-ground.artillery', g_artground,
                  ['"An artillery unit may not take ground": after its battle an artillery unit takes',
                   'ground (a take-ground line inserted) in a hex next to it: the target (fired at',
                   'from afar) did not vacate it, so take-ground.hex is expected too.'],
                  ('memoir44.take-ground.hex',))

    # overrun.once: after its overrun combat an armor unit takes ground again and battles a third time
    def g_overrun(head, moves):
        for i, m, b, t in scan(head, moves):
            if m['action'] == 'attack' and 'unit' in m['args'] and i > 0 and \
               moves[i - 1]['action'] == 'take-ground' and moves[i - 1]['args']['unit'] == m['args']['unit'] and \
               b.units[m['args']['unit']]['cls'] in ('Armor', 'EliteArmor'):
                j = i + 1
                while j < len(moves) and moves[j]['action'] in ('roll', 'damage', 'retreat', 'medal'):
                    j += 1
                if j < len(moves) and moves[j]['action'] == 'take-ground':
                    continue
                tg = b.units[m['args']['target']]
                me = b.units[m['args']['unit']]
                for v, u in b.units.items():
                    if u['figs'] > 0 and u['side'] != me['side'] and \
                       dist((tg['x'], tg['y']), (u['x'], u['y'])) == 1:
                        tgx = dict(moves[i - 1], args=dict(moves[i - 1]['args'], x=tg['x'], y=tg['y']))
                        att = dict(m, args=dict(m['args'], target=v))
                        roll = {'seq': 0, 'player': m['player'], 'action': 'roll',
                                'args': {'x': u['x'], 'y': u['y'], 'dice': ['Star', 'Star', 'Star']}}
                        yield moves[:j] + [tgx, att, roll], j + 3, \
                            'armor unit %d takes ground again and battles unit %d' % (m['args']['unit'], v)
                for nx, ny in neighbours(tg['x'], tg['y']):
                    if not b.plain_empty(nx, ny) or dist((nx, ny), (moves[i - 1]['args']['x'], moves[i - 1]['args']['y'])) != 1:
                        continue
                    for v, u in b.units.items():
                        if u['figs'] > 0 and u['side'] != me['side'] and dist((nx, ny), (u['x'], u['y'])) == 1:
                            tgx = dict(moves[i - 1], args=dict(moves[i - 1]['args'], x=nx, y=ny))
                            att = dict(m, args=dict(m['args'], target=v))
                            roll = {'seq': 0, 'player': m['player'], 'action': 'roll',
                                    'args': {'x': u['x'], 'y': u['y'], 'dice': ['Star', 'Star', 'Star']}}
                            yield moves[:j] + [tgx, att, roll], j + 3, \
                                'armor unit %d takes ground again in (%d, %d) and battles unit %d' % (
                                    m['args']['unit'], nx, ny, v)
    verified_also(streams, 'overrun-once', 'memoir44.overrun.once', g_overrun,
                  ['"may only make one overrun combat per turn": after its overrun combat the armor unit',
                   'takes ground again and battles a third time (all Stars); its target did not vacate',
                   'its hex, so the ground taken is a hex next to it: take-ground.hex is expected too.'],
                  ('memoir44.take-ground.hex',))

    # <terrain>.flag for the terrains the scenarios of the logs do not have: the terrain is set
    # on a target's hex (setup.terrain) and two misses of a roll without flags become Flags; the
    # target does not retreat.  The dice the terrain takes away are misses taken out.
    for td in tdefs():
        code = td['codes'].get('flag')
        if not code or code == 'memoir44.bunkers.flag':
            continue

        def g_tflag(head, moves, td=td):
            for i, m, b, t in scan(head, moves):
                if m['action'] == 'roll' and 'Flag' not in m['args']['dice'] and i > 0 and \
                   moves[i - 1]['action'] == 'attack' and 'unit' in moves[i - 1]['args']:
                    tg = b.at(m['args']['x'], m['args']['y'])
                    if not tg or not (td['flag'] & CLS_BIT[b.units[tg]['cls']]):
                        continue
                    x, y = m['args']['x'], m['args']['y']
                    if b.ter.get((x, y)) or b.obs.get((x, y)):
                        continue
                    ci = {1: 0, 2: 1, 4: 2}[CLS_BIT[b.units[moves[i - 1]['args']['unit']]['cls']]]
                    for r in sorted({0, max(td['red'][ci], 0)}):
                        d = list(m['args']['dice'])
                        ms = misses(d, b.units[tg]['cls'])
                        if len(ms) < r + 2:
                            continue
                        for k in ms[:2]:
                            d[k] = 'Flag'
                        for k in sorted(ms[2:2 + r], reverse=True):
                            del d[k]
                        if len(d) < 1:
                            continue
                        h2 = dict(head, setup=dict(head['setup'], terrain=[{'x': x, 'y': y, 'name': td['name']}]))
                        mv = list(moves); mv[i] = dict(m, args=dict(m['args'], dice=d))
                        yield (h2, mv[:i + 1]), i + 2, '%s set on (%d, %d), two misses turned into Flags' % (
                            td['name'], x, y)

        verified_rule_head(streams, 'flag-' + code.split('.')[1], code, code, g_tflag,
                      ['%s: "... may ignore 1 flag": the terrain is set on the hex of a target that' % td['name'],
                       'does not retreat, and two missing dice of the roll become Flags (the dice the terrain',
                       'takes away from the attacker are misses taken out).'])

    # flooded-fields.no-overrun: a flooded field set on the hex armor takes, then its overrun
    def g_flood(head, moves):
        for i, m, b, t in scan(head, moves):
            if m['action'] == 'take-ground' and b.units[m['args']['unit']]['cls'] in ('Armor', 'EliteArmor'):
                for j in range(i + 1, min(i + 4, len(moves))):
                    if moves[j]['action'] == 'attack' and moves[j]['args'].get('unit') == m['args']['unit']:
                        x, y = m['args']['x'], m['args']['y']
                        if b.ter.get((x, y)) or b.obs.get((x, y)):
                            break
                        h2 = dict(head, setup=dict(head['setup'], terrain=[{'x': x, 'y': y, 'name': 'Flooded Fields'}]))
                        yield (h2, moves[:j + 1]), j + 2, 'Flooded Fields set on (%d, %d)' % (x, y)
                        break
    # the logs' armor crossed that hex before, breaking the terrain's other rule there too
    # ("Units must start their move next to a Flooded Field to enter it"): both are expected
    for sname in sorted(streams):
        head, moves = load(streams[sname])
        for (h2, mv), line, note in g_flood(head, moves):
            got = audit(dump(h2, mv))
            if got and ('memoir44.flooded-fields.no-overrun', line) in got and \
               all(c.startswith('memoir44.flooded-fields.') for c, _ in got):
                add('terrain-flooded-fields-no-overrun', h2, mv, got,
                    ['Flooded Fields: "Armor that makes successful combat against unit on flooded field may',
                     'Take Ground but may not Armor Overrun": the terrain is set on the hex armor takes,',
                     'and the armor then makes its overrun combat (%s, line %d: %s). A unit of the' % (sname, line, note),
                     'log entered that hex earlier from afar, which the terrain forbids as well.'])
                break
        else:
            continue
        break


def shortest_first(streams, gen, limit, with_head):
    """The candidates gen yields over all streams (limit per stream), the
    earliest line first (the shortest copy: the size budget): (line, sname,
    head, moves, note)."""
    out = []
    for sname in sorted(streams):
        head, moves = load(streams[sname])
        for n, (c, line, note) in enumerate(gen(head, moves)):
            if n > limit:
                break
            h2, mv = c if with_head else (head, c)
            out.append((line, sname, h2, mv[:max(line - 1 + 8, 0)], note))
    out.sort(key=lambda x: (x[0], x[1]))
    return out


def verified_rule(streams, name, code, rule, gen, why, limit=400, also=(), with_head=False):
    """As verified, when the finding must cite rule (a check with also; None:
    any rule); findings of the codes in also (a rule the change cannot help
    breaking too) are expected as well; the shortest copy wins."""
    for line, sname, head, mv, note in shortest_first(streams, gen, limit, with_head):
        text = dump(head, mv)
        got = audit(text)
        if not got or (code, line) not in got or any(c != code and c not in also for c, _ in got):
            continue
        if rule is not None:
            tmp = os.path.join(OUT, 'bad', '.probe.jsonl')
            with open(tmp, 'w') as o:
                o.write(text)
            ids = rule_ids(tmp)
            os.remove(tmp)
        if rule is None or ids.get((code, line)) == rule:
            add(name, head, mv, got, why + ['(%s, line %d: %s)' % (sname, line, note)])
            return True
    print('no fixture for %s citing %s' % (code, rule), file=sys.stderr)
    return False


def more_bad10(streams):
    """The sentences a check cites by case (gen_rules.py ALSO)."""
    # battle.dice by range, the attacker at full strength: a miss taken out
    def g_dice_full(head, moves):
        for i, m, b, t in scan(head, moves):
            if m['action'] == 'roll' and i > 0 and moves[i - 1]['action'] == 'attack' and \
               'unit' in moves[i - 1]['args']:
                a = b.units[moves[i - 1]['args']['unit']]
                tg = b.at(m['args']['x'], m['args']['y'])
                if a['cls'] != 'Infantry' or not tg:
                    continue
                ms = misses(m['args']['dice'], b.units[tg]['cls'])
                if ms and len(m['args']['dice']) > 1:
                    d = list(m['args']['dice']); del d[ms[0]]
                    mv = list(moves); mv[i] = dict(m, args=dict(m['args'], dice=d))
                    yield mv[:i + 1], i + 2, 'a miss taken out of the roll of a full-strength unit'
    verified_rule(streams, 'battle-dice-full', 'memoir44.battle.dice', 'memoir44.dice.infantry', g_dice_full,
                  ['"Infantry 3 2 1" (dice by range): one missing die is taken out of the roll of an',
                   'infantry unit at full strength.'])

    # battle.after-move, French Resistance: a step added before its battle
    def g_resist(head, moves):
        for i, m, b, t in scan(head, moves):
            if m['action'] == 'attack' and 'unit' in m['args'] and \
               b.units[m['args']['unit']]['cls'] == 'FrenchResistance' and \
               t['steps'].get(m['args']['unit'], 0) == 1:
                a = b.units[m['args']['unit']]
                tg = b.units[m['args']['target']]
                d = dist((a['x'], a['y']), (tg['x'], tg['y']))
                k = max(k for k in range(i) if moves[k]['action'] == 'move' and
                        moves[k]['args']['unit'] == m['args']['unit'])
                for nx, ny in neighbours(a['x'], a['y']):
                    if b.plain_empty(nx, ny) and dist((nx, ny), (tg['x'], tg['y'])) == d:
                        st = step_to(moves[k], nx, ny)
                        mv = moves[:i] + [st] + moves[i:]
                        yield mv, i + 3, 'a second step to (%d, %d) before it battles' % (nx, ny)
    verified_rule(streams, 'battle-after-move-resistance', 'memoir44.battle.after-move',
                  'memoir44.special-forces.resistance-battle', g_resist,
                  ['SPECIAL FORCES, French resistance: "cannot battle if they move 2 hexes": a second',
                   'step is added before a French Resistance unit battles.'])

    # battle.adjacent-fire after taking ground: the overrun fires at a farther enemy
    def g_overrun_fire(head, moves):
        for i, m, b, t in scan(head, moves):
            if m['action'] == 'attack' and 'unit' in m['args'] and i > 0 and \
               moves[i - 1]['action'] == 'take-ground' and moves[i - 1]['args']['unit'] == m['args']['unit']:
                a = b.units[m['args']['unit']]
                for v, u in b.units.items():
                    if u['figs'] > 0 and u['side'] != a['side'] and dist((a['x'], a['y']), (u['x'], u['y'])) == 2:
                        mv = list(moves); mv[i] = dict(m, args=dict(m['args'], target=v))
                        yield mv[:i + 1], i + 2, 'the overrun fires at unit %d 2 hexes away' % v
    verified_rule(streams, 'overrun-close-assault', 'memoir44.battle.adjacent-fire',
                  'memoir44.overrun.close-assault', g_overrun_fire,
                  ['TAKING GROUND & ARMOR OVERRUN: "If the hex is adjacent to an enemy unit, this new',
                   'combat must be close assault": the overrun combat names an enemy 2 hexes away.'])

    # move.occupied, ground taken into an occupied hex
    def g_ground_occ(head, moves):
        for i, m, b, t in scan(head, moves):
            if m['action'] == 'take-ground':
                u = b.units[m['args']['unit']]
                for nx, ny in neighbours(u['x'], u['y']):
                    o = b.at(nx, ny)
                    if o and o != m['args']['unit']:
                        mv = list(moves); mv[i] = dict(m, args=dict(m['args'], x=nx, y=ny))
                        yield mv[:i + 1], i + 2, 'ground taken in (%d, %d), held by unit %d' % (nx, ny, o)
    verified_rule(streams, 'take-ground-occupied', 'memoir44.move.occupied', 'memoir44.move.two-units',
                  g_ground_occ,
                  ['MOVE: "Two units cannot occupy the same hex": ground is taken into a hex another',
                   'unit holds (not the vacated hex either: take-ground.hex is expected too).'],
                  also=('memoir44.take-ground.hex',))


def more_bad11(streams):
    """The footnotes of the conditional dice reductions and the best-reduction
    sentence: terrain set by setup.terrain, misses taken out of a roll."""
    def g_reduce(terrain_at, nremove, attacker_ok=lambda a: True):
        """terrain_at(a, tg) gives the setup.terrain list for attacker a and
        target tg (their hexes), or None."""
        def gen(head, moves):
            for i, m, b, t in scan(head, moves):
                if m['action'] != 'roll' or i == 0 or moves[i - 1]['action'] != 'attack' or \
                   'unit' not in moves[i - 1]['args']:
                    continue
                a = b.units[moves[i - 1]['args']['unit']]
                tgi = b.at(m['args']['x'], m['args']['y'])
                if not tgi or a['cls'] not in ('Infantry', 'Armor') or not attacker_ok(a):
                    continue
                tg = b.units[tgi]
                if any(b.ter.get(h) or b.obs.get(h) for h in ((a['x'], a['y']), (tg['x'], tg['y']))):
                    continue
                ter = terrain_at(a, tg)
                if not ter:
                    continue
                d = list(m['args']['dice'])
                ms = misses(d, tg['cls'])
                if len(ms) < nremove or len(d) <= nremove:
                    continue
                for k in sorted(ms[:nremove], reverse=True):
                    del d[k]
                h2 = dict(head, setup=dict(head['setup'], terrain=ter))
                mv = list(moves); mv[i] = dict(m, args=dict(m['args'], dice=d))
                yield (h2, mv), i + 2, '%s; %d miss(es) taken out of the roll' % (
                    ', '.join('%s on (%d, %d)' % (x['name'], x['x'], x['y']) for x in ter), nremove)
        return gen

    def both(name):
        return lambda a, tg: [{'x': a['x'], 'y': a['y'], 'name': name}, {'x': tg['x'], 'y': tg['y'], 'name': name}]

    def hill_and(name):
        # the attacker on a plain hill (height 1, no movement cost), the target on name
        return lambda a, tg: [{'x': a['x'], 'y': a['y'], 'name': 'Hills'}, {'x': tg['x'], 'y': tg['y'], 'name': name}]

    for name, slug_, ph in (('Hills', 'hills', 'Hills'), ('Cliffs & Sea Bluffs', 'cliffs-sea-bluffs', 'Cliffs & Sea Bluffs'),
                            ('Ergs & Ridges', 'ergs-ridges', 'Ergs & Ridges'), ('Steep Hills', 'steep-hills', 'Steep Hills')):
        # (a steep hill under the attacker too would make the logs' moves onto it 2-hex moves)
        where = hill_and(name) if name == 'Steep Hills' else both(name)
        verified_rule_head(streams, 'terrain-%s-from-below' % slug_, 'memoir44.%s.dice' % slug_,
                           'memoir44.%s.from-below' % slug_, g_reduce(where, 1),
                           ['%s: "*Only applies to units battling from below": %s is set on the target\'s hex' % (ph, name),
                            'and %s on the attacker\'s (the same height), and the roll loses a die as if the' % (
                                'a hill' if name == 'Steep Hills' else name),
                            'reduction applied.'])
    verified_rule_head(streams, 'terrain-sandbags-countryside', 'memoir44.sandbags.dice', 'memoir44.sandbags.countryside',
                       g_reduce(lambda a, tg: [{'x': tg['x'], 'y': tg['y'], 'name': 'Airfields'},
                                               {'x': tg['x'], 'y': tg['y'], 'name': 'Sandbags'}], 1),
                       ['Sandbags: "*When on countryside or beach hex only": sandbags are set on an airfield',
                        "hex (no countryside) under the target, and the roll loses a die as if they protected it."])
    verified_rule_head(streams, 'terrain-best-reduction', 'memoir44.battle.dice', 'memoir44.terrain.best-reduction',
                       g_reduce(lambda a, tg: [{'x': tg['x'], 'y': tg['y'], 'name': 'Forests'},
                                               {'x': tg['x'], 'y': tg['y'], 'name': 'Bunkers', 'obstacle': True}], 2,
                                lambda a: a['cls'] == 'Infantry'),
                       ['TERRAIN TYPES: "When an obstacle is on a terrain hex, only the best of the battle dice',
                        'reductions matters": a forest with a bunker on it is set under the target, and the',
                        'infantry attacker rolls 2 dice fewer (both reductions) instead of 1 (the best).'])


def verified_rule_head(streams, name, code, rule, gen, why, limit=300):
    """As verified_rule, for changes that also set the stream's header."""
    return verified_rule(streams, name, code, rule, gen, why, limit, with_head=True)


def more_bad13(streams):
    """Standard Units: the armor and artillery ranges, artillery ignoring terrain."""
    def g_range(cls, d):
        def gen(head, moves):
            for i, m, b, t in scan(head, moves):
                if m['action'] == 'attack' and 'unit' in m['args'] and b.units[m['args']['unit']]['cls'] in cls:
                    a = b.units[m['args']['unit']]
                    for v, u in b.units.items():
                        if u['figs'] > 0 and u['side'] != a['side'] and dist((a['x'], a['y']), (u['x'], u['y'])) == d:
                            mv = list(moves)
                            mv[i] = dict(m, args=dict(m['args'], target=v))
                            yield mv[:i + 1], i + 2, 'target unit %d %d hexes away' % (v, d)
                            break
        return gen
    verified_rule(streams, 'battle-range-armor', 'memoir44.battle.range', 'memoir44.troops.armor-range',
                  g_range(('Armor', 'EliteArmor'), 4),
                  ['Standard Units, Armor: "Battle Dice/Range: 3 3 3": the attack names a target 4 hexes away.'])
    verified_rule(streams, 'battle-range-artillery', 'memoir44.battle.range', 'memoir44.troops.artillery-range',
                  g_range(('Artillery',), 7),
                  ['Standard Units, Artillery: "Battle Dice/Range: 3 3 2 2 1 1": the attack names a target 7',
                   'hexes away.'])

    def g_art_terrain(head, moves):
        for i, m, b, t in scan(head, moves):
            if m['action'] == 'roll' and i > 0 and moves[i - 1]['action'] == 'attack' and \
               'unit' in moves[i - 1]['args'] and b.units[moves[i - 1]['args']['unit']]['cls'] == 'Artillery':
                tgi = b.at(m['args']['x'], m['args']['y'])
                if not tgi:
                    continue
                tg = b.units[tgi]
                if b.ter.get((tg['x'], tg['y'])) or b.obs.get((tg['x'], tg['y'])):
                    continue
                d = list(m['args']['dice'])
                ms = misses(d, tg['cls'])
                if not ms or len(d) < 2:
                    continue
                del d[ms[0]]
                h2 = dict(head, setup=dict(head['setup'], terrain=[{'x': tg['x'], 'y': tg['y'], 'name': 'Forests'}]))
                mv = list(moves); mv[i] = dict(m, args=dict(m['args'], dice=d))
                yield (h2, mv), i + 2, 'a forest set under the target at (%d, %d), a miss taken out' % (tg['x'], tg['y'])
    verified_rule_head(streams, 'battle-artillery-terrain', 'memoir44.battle.artillery-dice',
                       'memoir44.troops.artillery-ignore', g_art_terrain,
                       ['Standard Units, Artillery: "Ignore Line of Sight and Terrain protections": a forest is',
                        'set under an artillery target and the roll loses a die as if the forest protected it.'])


def more_bad14(streams):
    # hits.count with nothing that scores: the one die that hit an infantry unit becomes an Armor
    def g_nohit(head, moves):
        for i, m, b, t in scan(head, moves):
            if m['action'] == 'roll' and i > 0 and moves[i - 1]['action'] == 'attack':
                tgi = b.at(m['args']['x'], m['args']['y'])
                d = m['args']['dice']
                if tgi and b.units[tgi]['cls'] == 'Infantry' and d.count('Infantry') == 1 and \
                   'Grenade' not in d and b.units[tgi]['figs'] >= 2:
                    d2 = list(d); d2[d2.index('Infantry')] = 'Armor'
                    mv = list(moves); mv[i] = dict(m, args=dict(m['args'], dice=d2))
                    yield mv, i + 2, 'the Infantry die turned into an Armor, the damage kept'
    verified_rule(streams, 'hits-none', 'memoir44.hits.count', 'memoir44.hits', g_nohit,
                  ['"The attacker scores 1 hit for each dice symbol rolled that matches the unit type',
                   'targeted": the one die that hit an infantry unit becomes an Armor (no grenade),',
                   'and the damage logged stays.'])


def more_bad15(streams):
    # move.armor for a Tiger: a fourth step
    def g_tiger(head, moves):
        for i, m, b, t in scan(head, moves):
            if m['action'] == 'move' and b.units[m['args']['unit']]['cls'] == 'Tiger' and \
               t['steps'].get(m['args']['unit'], 0) == 2:
                x, y = m['args']['x'], m['args']['y']
                u = b.units[m['args']['unit']]
                for nx, ny in neighbours(x, y):
                    if (nx, ny) != (u['x'], u['y']) and b.plain_empty(nx, ny):
                        yield moves[:i + 1] + [step_to(m, nx, ny)], i + 3, 'a fourth step to (%d, %d)' % (nx, ny)
    verified_rule(streams, 'move-tiger', 'memoir44.move.armor', 'memoir44.tigers.move', g_tiger,
                  ['Tigers: "Move 0-3 and battle like normal Armor": a fourth step is added to a Tiger\'s move.'])

    # retreat.flags for French Resistance: more than 3 hexes a flag
    def g_resist_retreat(head, moves):
        for i, m, b, t in scan(head, moves):
            if m['action'] == 'roll' and m['args']['dice'].count('Flag') == 1 and i > 0 and \
               moves[i - 1]['action'] == 'attack':
                tgi = b.at(m['args']['x'], m['args']['y'])
                if not tgi or b.units[tgi]['cls'] != 'FrenchResistance':
                    continue
                rs = [k for k in range(i + 1, min(i + 8, len(moves))) if moves[k]['action'] == 'retreat'
                      and moves[k]['args']['unit'] == tgi]
                if not rs:
                    continue
                # more steps the way the last one went, one row each, into open empty hexes
                last = moves[rs[-1]]['args']
                prev = (b.units[tgi]['x'], b.units[tgi]['y']) if len(rs) == 1 else \
                    (moves[rs[-2]]['args']['x'], moves[rs[-2]]['args']['y'])
                dy = last['y'] - prev[1]
                x, y, extra = last['x'], last['y'], []
                while len(rs) + len(extra) <= 3:
                    nxt = next(((nx, y + dy) for nx in (x - 1, x + 1) if b.plain_empty(nx, y + dy)), None)
                    if not nxt:
                        break
                    x, y = nxt
                    extra.append({'seq': 0, 'player': moves[rs[-1]]['player'], 'action': 'retreat',
                                  'args': {'unit': tgi, 'x': x, 'y': y}})
                if len(rs) + len(extra) == 4:
                    mv = moves[:rs[-1] + 1] + extra + moves[rs[-1] + 1:]
                    yield mv, i + 2, '%d retreat step(s) added: 4 hexes on one flag' % len(extra)
    verified_rule(streams, 'retreat-resistance', 'memoir44.retreat.flags', 'memoir44.special-forces.resistance-retreat',
                  g_resist_retreat,
                  ['SPECIAL FORCES, French resistance: "They may also retreat up to 3 hexes instead of the',
                   'standard 1 on any retreat flag rolled": a French Resistance unit retreats 4 hexes on one flag.'])


def more_bad16(streams):
    """Bunkers and field bunkers hold their artillery (and armor): a bunker is
    placed (an obstacle line) under a unit after the roll that makes it retreat."""
    def g_hold(name, classes):
        def gen(head, moves):
            for i, m, b, t in scan(head, moves):
                if m['action'] == 'retreat' and b.units[m['args']['unit']]['cls'] in classes and \
                   moves[i - 1]['action'] != 'retreat':
                    u = b.units[m['args']['unit']]
                    if b.ter.get((u['x'], u['y'])) or b.obs.get((u['x'], u['y'])):
                        continue
                    k = max(k for k in range(i) if moves[k]['action'] == 'roll')
                    place = {'seq': 0, 'player': None, 'action': 'obstacle',
                             'args': {'x': u['x'], 'y': u['y'], 'what': name}}
                    mv = moves[:k + 1] + [place] + moves[k + 1:]
                    yield mv, i + 3, '%s placed on (%d, %d) after the roll, unit %d retreats from it' % (
                        name, u['x'], u['y'], m['args']['unit'])
        return gen
    verified_rule(streams, 'terrain-bunkers-artillery-retreat', 'memoir44.bunkers.artillery-retreat',
                  'memoir44.bunkers.artillery-hold', g_hold('Bunkers', ('Artillery',)),
                  ['Bunkers: "Artillery in bunker may not retreat, must take loss instead": a bunker is placed',
                   '(an obstacle line inserted after the roll) under an artillery unit that the log retreats.'])
    verified_rule(streams, 'terrain-field-bunkers-retreat', 'memoir44.field-bunkers.retreat',
                  'memoir44.field-bunkers.hold', g_hold('Field Bunkers', ('Armor', 'EliteArmor', 'Artillery')),
                  ['Field Bunkers: "Armor & Artillery in field bunker may not retreat, must take loss',
                   'instead": a field bunker is placed (an obstacle line inserted after the roll) under a',
                   'unit the log retreats.'])

def more_bad17(streams):
    # Roads: a unit that started on a road leaves it and moves past its allowance
    BASE = {'Infantry': 2, 'SpecialForces': 2, 'FrenchResistance': 2, 'Armor': 3, 'EliteArmor': 3,
            'Tiger': 3, 'Artillery': 1}

    def g_road(head, moves):
        for i, m, b, t in scan(head, moves):
            if m['action'] != 'move' or t['steps'].get(m['args']['unit'], 0) != 0 or not t['card'] or \
               t['card'].get('name') in ('Behind Enemy Lines', 'Infantry Assault', 'Artillery Bombard'):
                continue
            uid = m['args']['unit']
            u = b.units[uid]
            if b.ter.get((u['x'], u['y'])) != 'Road' or u['cls'] == 'Tiger':
                continue
            j = i
            while j + 1 < len(moves) and moves[j + 1]['action'] == 'move' and moves[j + 1]['args']['unit'] == uid:
                j += 1
            k = j - i + 1
            need = BASE[u['cls']] + 1 - k
            if need < 1:
                continue
            x, y = moves[j]['args']['x'], moves[j]['args']['y']
            seen, extra = {(u['x'], u['y'])} | {(moves[q]['args']['x'], moves[q]['args']['y']) for q in range(i, j + 1)}, []
            for _ in range(need):
                nxt = next(((nx, ny) for nx, ny in neighbours(x, y) if (nx, ny) not in seen and b.plain_empty(nx, ny)), None)
                if not nxt:
                    break
                x, y = nxt
                seen.add(nxt)
                extra.append(step_to(moves[j], x, y))
            if len(extra) == need:
                mv = moves[:j + 1] + extra
                yield mv, j + 1 + need + 1, 'unit %d starts on a road, %d step(s) off it added' % (uid, need)
    verified_rule(streams, 'move-road', 'memoir44.move.armor', 'memoir44.roads.bonus', g_road,
                  ['Roads: "Unit that starts its move on a Road and stays on it may move 1 additional hex":',
                   'an armor unit that starts on a road leaves it and moves a fourth hex.'])


def more_bad18(streams):
    """Mountains (and caves on mountains): infantry climbs on or comes down only
    from or to a hill or mountain; the terrain set where an infantry unit steps
    in from open ground (up) or steps out to it (down)."""
    def g_mount(name, up):
        def gen(head, moves):
            for i, m, b, t in scan(head, moves):
                if m['action'] != 'move' or b.units[m['args']['unit']]['cls'] != 'Infantry':
                    continue
                u = b.units[m['args']['unit']]
                src, dst = (u['x'], u['y']), (m['args']['x'], m['args']['y'])
                if any(b.ter.get(h) or b.obs.get(h) for h in (src, dst)):
                    continue
                h = dst if up else src
                h2 = dict(head, setup=dict(head['setup'], terrain=[{'x': h[0], 'y': h[1], 'name': name}]))
                yield (h2, moves[:i + 1]), i + 2, '%s set on (%d, %d)' % (name, h[0], h[1])
        return gen
    for name, slug_ in (('Mountains', 'mountains'), ('Caves on Mountains', 'caves-on-mountains')):
        for up, word in ((True, 'climb'), (False, 'descend')):
            code = 'memoir44.%s.%s' % (slug_, word)
            rule = 'memoir44.%s.%s' % (slug_, 'up' if up else 'down')
            verified_rule_head(streams, 'terrain-%s-%s' % (slug_, word), code, rule, g_mount(name, up),
                               ['%s: "Infantry may only move %s" a mountain %s an adjacent hill or mountain:' % (
                                   name, 'up or retreat onto' if up else 'down or retreat from',
                                   'from' if up else 'to'),
                                'the terrain is set where an infantry unit steps %s open ground.' % (
                                    'in from' if up else 'out to')])


def more_bad19(streams):
    """Cliffs & Sea Bluffs seen from the beach: a beach set on a unit's hex and
    a cliff on the hex it steps (or takes ground) into."""
    def beach_cliff(head, a, c):
        return dict(head, setup=dict(head['setup'], terrain=[{'x': a[0], 'y': a[1], 'name': 'Beaches'},
                                                             {'x': c[0], 'y': c[1], 'name': 'Cliffs & Sea Bluffs'}]))

    def g_step(classes, then):
        """then: None (the step alone), 'move' (a further step follows), 'attack' (the unit battles)."""
        def gen(head, moves):
            for i, m, b, t in scan(head, moves):
                if m['action'] != 'move' or b.units[m['args']['unit']]['cls'] not in classes or \
                   t['steps'].get(m['args']['unit'], 0) != 0 or not t['card'] or \
                   t['card'].get('name') in ('Behind Enemy Lines', 'Infantry Assault'):
                    continue
                uid = m['args']['unit']
                u = b.units[uid]
                src, dst = (u['x'], u['y']), (m['args']['x'], m['args']['y'])
                if any(b.ter.get(h) or b.obs.get(h) for h in (src, dst)):
                    continue
                h2 = beach_cliff(head, src, dst)
                if then is None:
                    yield (h2, moves[:i + 1]), i + 2, 'beach on (%d, %d), cliff on (%d, %d)' % (src + dst)
                    continue
                nxt = moves[i + 1] if i + 1 < len(moves) else None
                if then == 'move' and nxt and nxt['action'] == 'move' and nxt['args']['unit'] == uid:
                    yield (h2, moves[:i + 2]), i + 3, 'beach on (%d, %d), cliff on (%d, %d), a second step' % (src + dst)
                if then == 'attack':
                    for j in range(i + 1, min(i + 30, len(moves))):
                        mj = moves[j]
                        if mj['action'] in ('card', 'end-turn') or (mj['action'] == 'move' and mj['args']['unit'] == uid):
                            break
                        if mj['action'] == 'attack' and mj['args'].get('unit') == uid:
                            yield (h2, moves), j + 2, 'beach on (%d, %d), cliff on (%d, %d), then a battle' % (src + dst)
                            break
        return gen
    verified_rule_head(streams, 'terrain-cliffs-vehicles', 'memoir44.cliffs-sea-bluffs.vehicles',
                       'memoir44.cliffs-sea-bluffs.no-vehicles', g_step(('Armor', 'EliteArmor', 'Artillery'), None),
                       ['Cliffs & Sea Bluffs: "Armor/Artillery may not move up/down from the beach": a beach is set',
                        'under an armor or artillery unit and a cliff on the hex it steps into.'])
    verified_rule_head(streams, 'terrain-cliffs-two-hex-move', 'memoir44.move.infantry',
                       'memoir44.cliffs-sea-bluffs.two-hex', g_step(('Infantry',), 'move'),
                       ['Cliffs & Sea Bluffs: "Moving up from/down on beach hex is a 2 hex move for Infantry": a',
                        'beach under an infantry unit, a cliff where it steps, and it steps on.'])
    verified_rule_head(streams, 'terrain-cliffs-two-hex-battle', 'memoir44.battle.after-move',
                       'memoir44.cliffs-sea-bluffs.two-hex', g_step(('Infantry',), 'attack'),
                       ['Cliffs & Sea Bluffs: "Moving up from/down on beach hex is a 2 hex move for Infantry": a',
                        'beach under an infantry unit, a cliff where it steps (1 hex), and it battles.'])

    # (cliffs-sea-bluffs.take-ground has no copy: the beach and cliff, set from the start, make
    # the logs' earlier moves and battles around those hexes break other rules)


def more_bad20(streams):
    # Steep Hills: "Movement up onto steep hill is a 2 hex move": a steep hill set where an
    # artillery unit makes its one step from open ground
    def g_steep(head, moves):
        for i, m, b, t in scan(head, moves):
            if m['action'] != 'move' or b.units[m['args']['unit']]['cls'] != 'Artillery' or \
               t['steps'].get(m['args']['unit'], 0) != 0 or not t['card'] or \
               t['card'].get('name') in ('Behind Enemy Lines', 'Artillery Bombard'):
                continue
            u = b.units[m['args']['unit']]
            src, dst = (u['x'], u['y']), (m['args']['x'], m['args']['y'])
            if any(b.ter.get(h) or b.obs.get(h) for h in (src, dst)):
                continue
            h2 = dict(head, setup=dict(head['setup'], terrain=[{'x': dst[0], 'y': dst[1], 'name': 'Steep Hills'}]))
            yield (h2, moves[:i + 1]), i + 2, 'a steep hill set on (%d, %d)' % dst
    verified_rule_head(streams, 'terrain-steep-hills-up', 'memoir44.move.artillery', 'memoir44.steep-hills.up', g_steep,
                       ['Steep Hills: "Movement up onto steep hill is a 2 hex move": a steep hill is set where an',
                        'artillery unit (1 hex) steps from open ground.'])


def more_bad21(streams):
    # Wadis & Gullies: battling out of one only at an adjacent target: a wadi set under a unit
    # that fires at range
    def g_wadi(head, moves):
        for i, m, b, t in scan(head, moves):
            if m['action'] != 'attack' or 'unit' not in m['args']:
                continue
            a = b.units[m['args']['unit']]
            tg = b.units[m['args']['target']]
            if a['cls'] not in ('Infantry', 'Armor') or dist((a['x'], a['y']), (tg['x'], tg['y'])) < 2 or \
               b.ter.get((a['x'], a['y'])) or b.obs.get((a['x'], a['y'])):
                continue
            h2 = dict(head, setup=dict(head['setup'], terrain=[{'x': a['x'], 'y': a['y'], 'name': 'Wadis & Gullies'}]))
            yield (h2, moves[:i + 1]), i + 2, 'a wadi set under unit %d at (%d, %d)' % (m['args']['unit'], a['x'], a['y'])
    verified_rule_head(streams, 'terrain-wadis-gullies-fire', 'memoir44.wadis-gullies.fire',
                       'memoir44.wadis-gullies.adjacent-only', g_wadi,
                       ['Wadis & Gullies: "Infantry or Armor battling in or out of Wadi or Gully must be adjacent',
                        'to target": a wadi is set under a unit that fires at a target 2 or more hexes away.'])


def more_bad22(streams):
    # Standard Units "May Take Ground on successful Close Assault": ground taken after a battle
    # at range that vacated the target's hex (a take-ground line inserted)
    def g_range_ground(head, moves):
        for i, m, b, t in scan(head, moves):
            if m['action'] != 'attack' or 'unit' not in m['args']:
                continue
            a = b.units[m['args']['unit']]
            tg = b.units[m['args']['target']]
            if a['cls'] not in ('Infantry', 'Armor') or dist((a['x'], a['y']), (tg['x'], tg['y'])) < 2:
                continue
            j = i + 1
            while j < len(moves) and moves[j]['action'] in ('roll', 'damage', 'retreat', 'medal'):
                j += 1
            if not any(moves[q]['action'] in ('retreat', 'medal') for q in range(i + 1, j)):
                continue
            st = {'seq': 0, 'player': m['player'], 'action': 'take-ground',
                  'args': {'unit': m['args']['unit'], 'x': tg['x'], 'y': tg['y']}}
            yield moves[:j] + [st], j + 2, 'unit %d takes ground after firing at %d hexes' % (
                m['args']['unit'], dist((a['x'], a['y']), (tg['x'], tg['y'])))
    verified_rule(streams, 'take-ground-after-fire', 'memoir44.take-ground.close-assault',
                  'memoir44.troops.take-ground', g_range_ground,
                  ['Standard Units: "May Take Ground on successful Close Assault": after a battle at range',
                   'that vacated the target\'s hex, the attacker takes ground there (a line inserted).'])


def more_bad23(streams):
    # Piers: a unit steps onto a pier from the ocean (an ocean set under it, a pier where it steps)
    def g_pier(head, moves):
        for i, m, b, t in scan(head, moves):
            if m['action'] != 'move' or t['steps'].get(m['args']['unit'], 0) != 0:
                continue
            u = b.units[m['args']['unit']]
            src, dst = (u['x'], u['y']), (m['args']['x'], m['args']['y'])
            if any(b.ter.get(h) or b.obs.get(h) for h in (src, dst)):
                continue
            h2 = dict(head, setup=dict(head['setup'], terrain=[{'x': src[0], 'y': src[1], 'name': 'Oceans'},
                                                               {'x': dst[0], 'y': dst[1], 'name': 'Piers'}]))
            yield (h2, moves[:i + 1]), i + 2, 'ocean on (%d, %d), pier on (%d, %d)' % (src + dst)
    verified_rule_head(streams, 'terrain-piers-from-ocean', 'memoir44.piers.from-ocean', 'memoir44.piers.entry', g_pier,
                       ['Piers: "Movement onto only allowed from Land or Beach, not from Ocean hex": an ocean is set',
                        'under a unit and a pier where it steps.'])

    # Lake: two lake hexes together block line of sight: set on the hex between a unit and the
    # target it fires at 2 hexes away, and on a hex next to it
    def g_lake(head, moves):
        for i, m, b, t in scan(head, moves):
            if m['action'] != 'attack' or 'unit' not in m['args']:
                continue
            a = b.units[m['args']['unit']]
            tg = b.units[m['args']['target']]
            pa, pt = (a['x'], a['y']), (tg['x'], tg['y'])
            if a['cls'] == 'Artillery' or dist(pa, pt) != 2:
                continue
            mids = [h for h in neighbours(*pa) if dist(h, pt) == 1 and b.plain_empty(*h)]
            if len(mids) != 1:
                continue   # a line along an edge: two hexes between
            mid = mids[0]
            for o in neighbours(*mid):
                if o not in (pa, pt) and b.plain_empty(*o):
                    h2 = dict(head, setup=dict(head['setup'], terrain=[{'x': mid[0], 'y': mid[1], 'name': 'Lake'},
                                                                       {'x': o[0], 'y': o[1], 'name': 'Lake'}]))
                    yield (h2, moves[:i + 1]), i + 2, 'lake on (%d, %d) and (%d, %d)' % (mid + o)
    verified_rule_head(streams, 'terrain-lake-los', 'memoir44.lake.los', 'memoir44.lake.los', g_lake,
                       ['Lake: "Two or more contiguous adjacent Lake hexes block line of sight": two lake hexes are',
                        'set, one between a unit and the target it fires at 2 hexes away.'])


def g_two_steps(terrain):
    """Candidates: a unit's first step followed by a second one, with terrain(src, dst) (a
    setup.terrain list) set; the finding is expected at the second step."""
    def gen(head, moves):
        for i, m, b, t in scan(head, moves):
            if m['action'] != 'move' or t['steps'].get(m['args']['unit'], 0) != 0 or \
               i + 1 >= len(moves) or moves[i + 1]['action'] != 'move' or \
               moves[i + 1]['args']['unit'] != m['args']['unit']:
                continue
            u = b.units[m['args']['unit']]
            src, dst = (u['x'], u['y']), (m['args']['x'], m['args']['y'])
            if any(b.ter.get(h) or b.obs.get(h) for h in (src, dst)):
                continue
            ter = terrain(src, dst)
            h2 = dict(head, setup=dict(head['setup'], terrain=ter))
            yield (h2, moves[:i + 2]), i + 3, '%s, a second step' % ', '.join(
                '%s on (%d, %d)' % (x['name'], x['x'], x['y']) for x in ter)
    return gen


def more_bad24(streams):
    # Balkas: out of a balka onto a bridge, the unit must stop there; it steps on
    verified_rule_head(streams, 'terrain-balkas-bridge-stop', 'memoir44.balkas.bridge-stop', 'memoir44.balkas.bridge',
                       g_two_steps(lambda a, c: [{'x': a[0], 'y': a[1], 'name': 'Balkas'},
                                                 {'x': c[0], 'y': c[1], 'name': 'Bridges', 'obstacle': True}]),
                       ['Balkas: "Unit may move out of a Balka directly onto a Bridge and vice versa, but must stop',
                        'when doing so": a balka under a unit, a bridge where it steps, and it steps on.'])
    # Ergs & Ridges: up the ridge, the unit must stop
    verified_rule_head(streams, 'terrain-ergs-ridges-up-stop', 'memoir44.ergs-ridges.stop', 'memoir44.ergs-ridges.up',
                       g_two_steps(lambda a, c: [{'x': c[0], 'y': c[1], 'name': 'Ergs & Ridges'}]),
                       ['Ergs & Ridges: "Unit moving up the ridge must stop and may move no further on that turn": a',
                        'ridge is set where a unit steps from open ground, and it steps on.'])


def more_bad25(streams):
    # Sea Wall: "If initial occupant leaves, do not remove sandbags": a sea wall set under a unit
    # that moves away, and a line removing the wall inserted after its move
    def g_wall(head, moves):
        for i, m, b, t in scan(head, moves):
            if m['action'] != 'move' or t['steps'].get(m['args']['unit'], 0) != 0:
                continue
            u = b.units[m['args']['unit']]
            src = (u['x'], u['y'])
            if b.ter.get(src) or b.obs.get(src):
                continue
            h2 = dict(head, setup=dict(head['setup'], terrain=[{'x': src[0], 'y': src[1], 'name': 'Sea Wall',
                                                                'obstacle': True}]))
            rm = {'seq': 0, 'player': None, 'action': 'obstacle',
                  'args': {'x': src[0], 'y': src[1], 'what': 'sea wall', 'removed': True}}
            yield (h2, moves[:i + 1] + [rm]), i + 3, 'sea wall on (%d, %d) removed when unit %d leaves' % (
                src + (m['args']['unit'],))
    verified_rule_head(streams, 'terrain-sea-wall-removed', 'memoir44.sea-wall.removed', 'memoir44.sea-wall.stays',
                       g_wall,
                       ['Sea Wall: "If initial occupant leaves, do not remove sandbags": a sea wall is set under a',
                        'unit that moves away, and a line removing the wall is inserted after its step.'])


def more_bad26(streams):
    # "Play one command card at the start of a your turn, then announce which ... units you intend
    # to order": a turn's card line deleted
    def g_nocard(head, moves):
        for i, m, b, t in scan(head, moves):
            if m['action'] == 'card' and not m['args'].get('reaction') and i + 1 < len(moves) and \
               moves[i + 1]['action'] == 'order':
                yield moves[:i] + moves[i + 1:], i + 2, 'the card line before an order deleted'
    verified_rule(streams, 'order-no-card', 'memoir44.order.no-card', 'memoir44.order.card-first', g_nocard,
                  ['"Play one command card at the start of a your turn, then announce which corresponding',
                   'unit(s) you intend to order": the card line of a turn is deleted.'])


def more_bad27(streams):
    """Tactic cards' orders (the cards' own text; the page does not state them)."""
    def side_units(b, units):
        sides = {b.units[u]['side'] for u in units if u in b.units}
        return sides.pop() if len(sides) == 1 else None

    def g_more(card, cls=None, count=4):
        def g(head, moves):
            for i, m, b, t in scan(head, moves):
                if m['action'] == 'card' and m['args'].get('name') == card and i + 1 < len(moves) and \
                   moves[i + 1]['action'] == 'order' and len(moves[i + 1]['args']['units']) == count:
                    units = moves[i + 1]['args']['units']
                    side = side_units(b, units)
                    extra = [u for u, d in sorted(b.units.items()) if d['figs'] > 0 and d['side'] == side and
                             u not in units and (cls is None or d['cls'] == cls)]
                    if side is None or not extra:
                        continue
                    o = dict(moves[i + 1]); o['args'] = dict(o['args'], units=units + [extra[0]])
                    yield moves[:i + 1] + [o] + moves[i + 2:], i + 3, 'unit %d added to the order' % extra[0]
        return g
    verified(streams, 'order-tactic-direct-from-hq', 'memoir44.order.tactic', g_more('Direct From HQ'),
             ['Direct from HQ orders 4 units of the player\'s choice (the card\'s text): a 5th unit is added to its',
              'order.'])
    def g_ff_move(head, moves):
        for i, m, b, t in scan(head, moves):
            if m['action'] == 'card' and m['args'].get('name') == 'Firefight' and i + 1 < len(moves) and \
               moves[i + 1]['action'] == 'order' and moves[i + 1]['args']['units']:
                u = moves[i + 1]['args']['units'][0]
                d = b.units.get(u)
                for x, y in neighbours(d['x'], d['y']) if d else []:
                    if b.plain_empty(x, y):
                        mv = {'seq': 0, 'player': moves[i + 1]['player'], 'action': 'move',
                              'args': {'unit': u, 'x': x, 'y': y}}
                        yield moves[:i + 2] + [mv] + moves[i + 2:], i + 4, 'unit %d moves after its Firefight order' % u
                        break
    verified(streams, 'order-tactic-firefight-move', 'memoir44.order.tactic', g_ff_move,
             ['Units ordered by Firefight open fire and may not move (the card\'s text): one moves a hex.'])
    verified(streams, 'order-tactic-move-out-class', 'memoir44.order.tactic', g_more('Move Out', 'Armor'),
             ['Move Out orders 4 infantry units (the card\'s text): an armor unit is added to its order of 4',
              'infantry (a 5th unit, and no infantry).'])


def write_bga_copy(doc, name, packets, code, why):
    """Writes the BGA archive doc cut to packets (one packet per line) as
    bad/name.json when it gives exactly the finding code and the cut's missing
    result; its .expect quotes why."""
    d = dict(doc, data=dict(doc['data'], logs=packets))
    tmp = os.path.join(OUT, 'bad', name + '.tmp.json')
    with open(tmp, 'w', encoding='utf-8') as f:
        json.dump(d, f, ensure_ascii=False, separators=(',', ':'))
    path = os.path.join(OUT, 'bad', name + '.json')
    fixturelib.bga_one_packet_per_line(tmp, path)
    os.remove(tmp)
    got = audit_file(path)
    codes = sorted(c for c, _ in got)
    if codes != sorted([code, 'bga.result.missing']):
        os.remove(path)
        return False
    with open(path + '.expect', 'w') as o:
        for w in why:
            o.write('# ' + w + '\n')
        o.write('# (the copy is cut after %d packets: the end-of-game result is missing)\n' % len(packets))
        ids = rule_ids(path)
        for c, l in sorted(got, key=lambda x: x[1]):
            o.write(expect_line(c, l, ids))
    return True


def bga_draw_bad(streams=None):
    """The command-card draws (GAME TURN "Draw a command card", the Recon's
    text, the scenario's deal): the first 60 packets of the Villers-Bocage
    game with one draw event changed or taken out."""
    src = os.path.join(SHARED, 'm44-bga-villers-bocage-107.json')
    doc = json.load(open(src, encoding='utf-8'))
    base = doc['data']['logs'][:60]

    def change(pred, edit):
        """base with the first event pred accepts edited (edit returns None: removed)."""
        p2 = json.loads(json.dumps(base))
        for pk in p2:
            for k, e in enumerate(pk['data']):
                if pred(e):
                    new = edit(e)
                    if new is None:
                        del pk['data'][k]
                    else:
                        pk['data'][k] = new
                    return p2
        raise SystemExit('bga_draw_bad: no event to change')

    plain = lambda e: e['type'] == 'drawCards' and e['args'].get('nb') == 1
    ok = [write_bga_copy(doc, 'm44-bga-villers-bocage-107-draw-none', change(plain, lambda e: None), 'memoir44.turn.draw',
                         ['GAME TURN: "Draw a command card": the draw after the turn\'s card (Behind Enemy Lines)',
                          'is taken out of the log; the turn ends with the card not replaced.']),
          write_bga_copy(doc, 'm44-bga-villers-bocage-107-draw-two', change(plain, lambda e: dict(e, args=dict(e['args'], nb=2))),
                         'memoir44.turn.draw',
                         ['GAME TURN: "Draw a command card": the draw after the turn\'s card takes 2 cards.']),
          write_bga_copy(doc, 'm44-bga-villers-bocage-107-draw-recon-one',
                         change(lambda e: e['type'] == 'drawCardsAndKeep',
                                lambda e: dict(e, type='drawCards', args=dict(e['args'], nb=1, nbKeep=None))),
                         'memoir44.turn.draw',
                         ['The Recon card: "When drawing a new Command card, draw two, choose one and discard',
                          'the other": after a Recon the player draws 1 card (drawCards 1, not drawCardsAndKeep 2/1).']),
          write_bga_copy(doc, 'm44-bga-villers-bocage-107-deal-short',
                         change(lambda e: e['type'] == 'drawCards' and e['args'].get('nb') == 6,
                                lambda e: dict(e, args=dict(e['args'], nb=5))),
                         'memoir44.setup.hand',
                         ['The scenario\'s briefing: the axis take 6 command cards (Villers-Bocage); the deal gives',
                          'them 5. Judged once the log tells the player\'s side (its first units ordered): the',
                          'finding stands at the player\'s first draw after its turn.'])]
    if not all(ok):
        raise SystemExit('bga_draw_bad: a copy did not give its one finding: %s' % ok)


def bga_bad():
    """Two known-bad BGA archives: the first 60 packets of the Villers-Bocage
    game (one packet per line) with one event changed; the cut game has no
    end-of-game result, which the generic BGA audit reports (a warning)."""
    src = os.path.join(SHARED, 'm44-bga-villers-bocage-107.json')
    doc = json.load(open(src, encoding='utf-8'))
    base = doc['data']['logs'][:60]

    def write(name, packets, code, why):
        return write_bga_copy(doc, name, packets, code, why)

    def die_changes():
        """A die that missed its target turned into a Grenade."""
        for pi, p in enumerate(base):
            for ei, e in enumerate(p['data']):
                if e['type'] != 'rollDice':
                    continue
                dr = e['args']['dice_result']['args']
                for k in sorted(dr):
                    if k.startswith('dice_') and isinstance(dr[k], dict) and \
                       dr[k]['args'].get('dice_face') in ('Star', 'Infantry', 'Armor'):
                        p2 = json.loads(json.dumps(base))
                        e2 = p2[pi]['data'][ei]['args']
                        e2['dice_result']['args'][k]['args']['dice_face'] = 'Grenade'
                        e2['dice_result']['args'][k]['args']['dice_result'] = 2
                        e2['results'][int(k.split('_')[1])] = 2
                        yield p2

    def flank_changes():
        """A section card played on another flank."""
        for pi, p in enumerate(base):
            for ei, e in enumerate(p['data']):
                a = e['args']
                if e['type'] == 'playCard' and isinstance(a, dict) and a.get('flank'):
                    for other in ('the left flank', 'the right flank', 'the center'):
                        if other != a['flank']:
                            p2 = json.loads(json.dumps(base))
                            p2[pi]['data'][ei]['args']['flank'] = other
                            yield p2

    for p2 in die_changes():
        if write('m44-bga-villers-bocage-107-hits-grenade', p2, 'memoir44.hits.count',
                 ['"Grenade - HIT: Score 1 hit on infantry, armor or artillery": in a BGA',
                  'rollDice event a die that missed its target becomes a Grenade; the',
                  'takeDamage stays.']):
            break
    for p2 in flank_changes():
        if write('m44-bga-villers-bocage-107-order-straddle', p2, 'memoir44.order.straddle',
                 ['"Units on a hex straddling sections may be ordered from either section"',
                  '(and only those): a BGA playCard names another flank than the one the',
                  'ordered units stand in.']):
            break

# the checks that cite further sentences by case (gen_rules.py ALSO), as the
# engine declares them: their .expect lines name the rule the finding cites
ALSO_CODES = tuple(c['code'] for c in json.loads(subprocess.run(
    ['build/gameaudit', 'games', 'memoir44', '--format', 'json'], capture_output=True, text=True,
    check=True).stdout)['checks'] if len(c['rules']) > 1)


def rule_ids(path):
    """{(code, line): rule id} of the findings gameaudit reports on a file."""
    r = subprocess.run(['build/gameaudit', 'check', '--format', 'json', path], capture_output=True, text=True)
    out = {}
    for l in r.stdout.splitlines():
        f = json.loads(l)
        if 'code' in f:
            out[(f['code'], f.get('line'))] = (f.get('rule') or {}).get('id')
    return out


def expect_line(code, line, ids):
    if code in ALSO_CODES and ids.get((code, line)):
        return '%s %d %s\n' % (code, line, ids[(code, line)])
    return '%s %d\n' % (code, line)


def write_bad():
    for name, text, findings, why in bad:
        path = os.path.join(OUT, 'bad', name + '.jsonl')
        with open(path, 'w') as o:
            o.write(text)
        ids = rule_ids(path) if any(c in ALSO_CODES for c, _ in findings) else {}
        with open(path + '.expect', 'w') as o:
            for w in why:
                o.write('# ' + w + '\n')
            for code, line in sorted(findings, key=lambda x: x[1]):
                o.write(expect_line(code, line, ids))


def main():
    os.makedirs(os.path.join(OUT, 'bad'), exist_ok=True)
    if os.environ.get('M44_ONLY'):   # only the named generators, into the existing tree
        streams = {f[:-5]: open(os.path.join(OUT, f[:-5] + '.jsonl')).read() for f in ONE_WAY}
        for fn in os.environ['M44_ONLY'].split(','):
            globals()[fn](streams)
        write_bad()
        return
    for f in os.listdir(os.path.join(OUT, 'bad')):   # stale copies of an earlier run
        os.remove(os.path.join(OUT, 'bad', f))
    streams = {}
    for f in ONE_WAY:
        name = f[:-5]
        streams[name] = convert(os.path.join(SHARED, f), SCEN[f])
        with open(os.path.join(OUT, name + '.jsonl'), 'w') as o:
            o.write(streams[name])
    with open(os.path.join(OUT, TWO_WAY[:-5] + '.jsonl'), 'w') as o:
        o.write(convert(os.path.join(SHARED, TWO_WAY), SCEN[TWO_WAY]))
    # one game of the independent engine auto-memoir44 (its own board in setup.board)
    src = '/work/shared/data/memoir44/auto-memoir44/m44_ST02_seed6.json'
    with open(os.path.join(OUT, 'auto-m44_ST02_seed6.jsonl'), 'w') as o:
        o.write(auto_to_stream.convert(src))
    for f in BGA_COPIES:
        fixturelib.bga_one_packet_per_line(os.path.join(SHARED, f), os.path.join(OUT, f))
    make_bad(streams)
    more_bad(streams)
    more_bad2(streams)
    more_bad3(streams)
    more_bad4(streams)
    more_bad5(streams)
    more_bad6(streams)
    more_bad7(streams)
    more_bad8(streams)
    more_bad9(streams)
    more_bad10(streams)
    more_bad11(streams)
    more_bad12(streams)
    more_bad13(streams)
    more_bad14(streams)
    more_bad15(streams)
    more_bad16(streams)
    more_bad17(streams)
    more_bad18(streams)
    more_bad19(streams)
    more_bad20(streams)
    more_bad21(streams)
    more_bad22(streams)
    more_bad23(streams)
    more_bad24(streams)
    more_bad25(streams)
    more_bad26(streams)
    more_bad27(streams)
    bga_bad()
    bga_draw_bad()
    catalogue(streams)
    write_bad()


main()
