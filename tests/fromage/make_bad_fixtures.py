#!/usr/bin/env python3
"""Makes fixtures/fromage/bad/*: copies of the clean games (gen-*.jsonl and
page-*.jsonl) with ONE change each, and their .expect (code, 1-based line,
ref id; '#' lines quote the sentence of Gamehelpfromage the change breaks).
A copy changed before the end scoring is cut after the changed move (the
moves after it would state the clean game's consequences); a copy whose
score or result is changed is kept whole.

Usage: python3 tests/fromage/make_bad_fixtures.py fixtures/fromage"""
import copy, json, os, sys

FIX = sys.argv[1]
BAD = os.path.join(FIX, 'bad')
os.makedirs(BAD, exist_ok=True)
FILES = sorted(os.path.join(FIX, f) for f in os.listdir(FIX)
               if f.endswith('.jsonl') and (f.startswith('gen-') or f.startswith('page-')))
SPOTS = ['bronze', 'silver', 'gold']
RES = ['structure', 'livestock', 'fruit', 'order']


def load(p):
    with open(p) as f:
        return [json.loads(l) for l in f if l.strip()]


def annotate(lines):
    """Replays a clean game; returns per line the state BEFORE it."""
    h = lines[0]
    # absent from the setup: the published rules' three workers (the engine's default)
    workers = h['setup'].get('workers', {'soft': 'soft', 'hard': 'hard', 'bleu': 'bleu'})
    st = {p['id']: {'back': {}, 'res': dict.fromkeys(RES, 0), 'took': dict.fromkeys(RES, 0),
                    'how': {}, 'placed': {}} for p in h['players']}
    taken, turn, ann = {}, 0, [None]
    for x in lines[1:]:
        ann.append({'turn': turn, 'st': copy.deepcopy(st), 'taken': dict(taken)})
        a, pid, g = x['action'], x.get('player'), x.get('args', {})
        if a == 'turn':
            turn = g['number']
        elif a == 'gather':
            s = st[pid]
            s['res'][g['resource']] += g['amount']
            s['took'][g['resource']] += g['amount']
            s['back'][g['worker']] = turn + g['amount']
            s['how'][g['worker']] = 'gather'
            s['placed'][g['worker']] = turn
        elif a == 'cheese':
            s = st[pid]
            if g.get('symbol'):
                s['res']['fruit'] -= 1
            s['back'][g['worker']] = turn + SPOTS.index(g['spot']) + 1
            s['how'][g['worker']] = 'cheese'
            s['placed'][g['worker']] = turn
            taken[g['space']] = pid
        elif a == 'spend':
            st[pid]['res'][g['resource']] -= g['amount']
    return workers, ann


def free_workers(workers, ann_i, pid, turn):
    return [w for w in workers if ann_i['st'][pid]['back'].get(w, 0) <= turn]


made = []


def write(name, lines, expect, why):
    path = os.path.join(BAD, name + '.jsonl')
    with open(path, 'w') as f:
        for x in lines:
            f.write(json.dumps(x, separators=(',', ':')) + '\n')
    with open(path + '.expect', 'w') as f:
        for w in why:
            f.write('# ' + w + '\n')
        for code, line, ref in expect:
            f.write('%s %d %s\n' % (code, line, ref))
    made.append(name)


def mutate(name, why, pick, change, code, ref, cut=True, files=None):
    """pick(lines, ann, i) -> True for the line to change; change(bad, i, ann)
    returns the 0-based index of the line the finding is on (or a list of
    (code, idx, ref) for several), or None to try the next candidate."""
    for path in files or FILES:
        lines = load(path)
        workers, ann = annotate(lines)
        for i in range(1, len(lines)):
            if not pick(lines, ann, i, workers):
                continue
            bad = copy.deepcopy(lines)
            r = change(bad, i, ann, workers)
            if r is None:
                continue
            exp = r if isinstance(r, list) else [(code, r, ref)]
            last = max(e[1] for e in exp)
            if cut:
                bad = bad[:last + 1]
            src = os.path.basename(path)
            write(name, bad, [(c, k + 1, rf) for c, k, rf in exp],
                  ['copy of %s, %s' % (src, why[0])] + why[1:])
            return
    raise SystemExit('no candidate for ' + name)


def act(name):
    return lambda lines, ann, i, w: lines[i].get('action') == name


def setarg(k, v):
    def ch(bad, i, ann, w):
        bad[i]['args'][k] = v
        return i
    return ch


# ---- turns and quadrants
mutate('quadrant-five', ['a gather in quadrant 5', 'Game Board: "The game board has 4 quadrants."'],
       act('gather'), setarg('quadrant', 5), 'fromage.board.quadrant', 'fromage.board.quadrants')


def other_quadrant(bad, i, ann, w):
    bad[i]['args']['quadrant'] = bad[i]['args']['quadrant'] % 4 + 1
    return i


mutate('gather-wrong-quadrant',
       ['a gather in the quadrant after the one facing the player',
        'Gameplay: "Then all players simultaneously take actions in the quadrant that is facing '
        'them currently"'],
       act('gather'), other_quadrant, 'fromage.turn.quadrant', 'fromage.turn.facing')
def other_quadrant_venue(bad, i, ann, w):
    other_quadrant(bad, i, ann, w)
    if 'venues' not in bad[0]['setup']:
        return i
    return [('fromage.turn.quadrant', i, 'fromage.cheese.quadrant'),
            ('fromage.cheese.quadrant-venue', i, 'fromage.quadrant.venue')]


mutate('cheese-wrong-quadrant',
       ['a cheese in the quadrant after the one facing the player (whose venue is another)',
        'Make Cheese: "Place a worker in this section of your quadrant to make cheese."',
        'and published rules (not on the page): each quadrant is one venue'],
       act('cheese'), other_quadrant_venue, None, None)


def drop_turn1(bad, i, ann, w):
    del bad[i]
    return i  # the first action now sits where the turn line was


mutate('action-before-turn',
       ['the first "turn" line dropped: the first action comes before any turn',
        'Gameplay: "All players retrieve workers at the start of each turn."'],
       lambda l, a, i, w: l[i].get('action') == 'turn' and l[i]['args']['number'] == 1
       and l[i + 1].get('action') == 'gather',
       drop_turn1, 'fromage.turn.none', 'fromage.turn.retrieve')


def skip_turn(bad, i, ann, w):
    bad[i]['args']['number'] += 1
    return i


mutate('turn-skipped',
       ['turn 3 numbered 4 (a turn skipped)',
        'Gameplay: "After everyone finishes their actions, rotate the board clockwise to the '
        'next quadrant at the end of the turn."'],
       lambda l, a, i, w: l[i].get('action') == 'turn' and l[i]['args']['number'] == 3,
       skip_turn, 'fromage.turn.number', 'fromage.turn.rotate')


def second_gather(bad, i, ann, w):
    g = bad[i]
    pid = g['player']
    a = ann[i]
    fw = [x for x in free_workers(w, a, pid, a['turn']) if x != g['args']['worker']]
    if not fw:
        return None
    extra = copy.deepcopy(g)
    extra['args']['worker'] = fw[0]
    extra['args']['amount'] = 1
    bad.insert(i + 1, extra)
    for k in range(i + 1, len(bad)):
        bad[k]['seq'] = bad[k - 1]['seq'] + 1
    return i + 1


mutate('gather-twice',
       ['a second gather by the same player in the same turn (another free worker)',
        'Gameplay: "Use your available workers to perform ONE Gather Resources and/or ONE Make '
        'Cheese action in either order."'],
       act('gather'), second_gather, 'fromage.turn.gather-twice', 'fromage.turn.one')


def second_cheese(bad, i, ann, w):
    g = bad[i]
    pid = g['player']
    a = ann[i]
    fw = [x for x in free_workers(w, a, pid, a['turn']) if x != g['args']['worker']]
    if not fw:
        return None
    extra = copy.deepcopy(g)
    extra['args'].update({'worker': fw[0], 'cheese': w[fw[0]], 'space': 'extra-99'})
    extra['args'].pop('symbol', None)
    extra['args'].pop('pile', None)
    extra['args'].pop('cell', None)
    bad.insert(i + 1, extra)
    for k in range(i + 1, len(bad)):
        bad[k]['seq'] = bad[k - 1]['seq'] + 1
    return i + 1


mutate('cheese-twice',
       ['a second cheese by the same player in the same turn (a free worker of its type, a '
        'free space)',
        'Gameplay: "Use your available workers to perform ONE Gather Resources and/or ONE Make '
        'Cheese action in either order."'],
       act('cheese'), second_cheese, 'fromage.turn.cheese-twice', 'fromage.turn.one')


# ---- workers
def reuse(kind, same_turn):
    def pick(l, ann, i, w):
        return l[i].get('action') == 'gather'

    def ch(bad, i, ann, w):
        pid = bad[i]['player']
        a = ann[i]
        st = a['st'][pid]
        for wk, back in st['back'].items():
            if back <= a['turn'] or st['how'].get(wk) != kind:
                continue
            if (st['placed'][wk] == a['turn']) != same_turn:
                continue
            bad[i]['args']['worker'] = wk
            return i
        return None
    return pick, ch


p, c = reuse('gather', False)
mutate('worker-away-gather',
       ['a gather with a worker sent by an earlier gather of 2-3 that is not back yet',
        'Gather Resources: "The more of a resource you take, the longer the worker remains on '
        'the board."'],
       p, c, 'fromage.worker.away', 'fromage.gather.longer')
p, c = reuse('cheese', False)
mutate('worker-away-cheese',
       ['a gather with a worker placed on a silver or gold cheese spot that is not back yet',
        'Make Cheese: "Your worker will return to you at the end of 1, 2, or 3 turns based on if '
        'it was placed on a bronze, silver, or gold spot."'],
       p, c, 'fromage.worker.away', 'fromage.cheese.return')
p, c = reuse('cheese', True)
mutate('worker-away-same-turn',
       ['a gather with the worker the player placed on a cheese space this very turn',
        'Retrieve Workers: "Retrieve any of your workers that are now pointed at you."'],
       p, c, 'fromage.worker.away', 'fromage.worker.retrieve')
mutate('worker-unknown', ['a gather with worker "z", which nobody has',
                          'Gameplay: "Use your available workers to perform ONE Gather '
                          'Resources and/or ONE Make Cheese action"'],
       act('gather'), setarg('worker', 'z'), 'fromage.worker.unknown', 'fromage.turn.one')

# ---- gather
mutate('gather-four', ['a gather of 4', 'Gather Resources: "Place a worker in this section of '
                       'your quadrant to gain 1, 2, or 3 of the depicted resource."'],
       act('gather'), setarg('amount', 4), 'fromage.gather.amount', 'fromage.gather.gain')
mutate('gather-cheese-resource',
       ['a gather of "milk", no row of the player board',
        'Game Board: "The player board includes 4 rows of resources:"'],
       act('gather'), setarg('resource', 'milk'), 'fromage.gather.resource', 'fromage.board.rows')


def overspend(bad, i, ann, w):
    bad[i]['args']['amount'] = 50
    return i


mutate('spend-short', ['a spend of 50 livestock',
                       'published rules (not on the page): resources paid come from the '
                       'player board'],
       lambda l, a, i, w: l[i].get('action') == 'spend', overspend, 'fromage.spend.short',
       'fromage.spend')


# ---- cheese
def wrong_type(bad, i, ann, w):
    g = bad[i]
    a = ann[i]
    for wk in free_workers(w, a, g['player'], a['turn']):
        if w[wk] != g['args']['cheese']:
            g['args']['worker'] = wk
            return i
    return None


mutate('worker-type', ['a cheese made with a free worker of another type',
                       'Make Cheese: "The type of worker you use must match the type of '
                       'cheese."'],
       act('cheese'), wrong_type, 'fromage.cheese.worker-type', 'fromage.cheese.type')


def taken_space(bad, i, ann, w):
    t = ann[i]['taken']
    if not t:
        return None
    bad[i]['args']['space'] = sorted(t)[0]
    return i


mutate('space-taken', ['a cheese on a space holding an earlier cheese token',
                       'Make Cheese: "Your cheese token will remain on the board for the rest '
                       'of the game, blocking all players from using that space again."'],
       act('cheese'), taken_space, 'fromage.cheese.space', 'fromage.cheese.block')
mutate('spot-platinum', ['a cheese on a "platinum" spot',
                         'Make Cheese: "Your worker will return to you at the end of 1, 2, or 3 '
                         'turns based on if it was placed on a bronze, silver, or gold spot."'],
       act('cheese'), setarg('spot', 'platinum'), 'fromage.cheese.spot', 'fromage.cheese.return')
def other_venue(bad, i, ann, w):
    order = ['festival', 'fromagerie', 'bistro', 'villes']
    g = bad[i]['args']
    if 'venues' not in bad[0]['setup']:
        return None
    g['venue'] = order[(order.index(g['venue']) + 1) % 4]
    return i


mutate('venue-of-other-quadrant',
       ['a cheese whose venue is the next quadrant\'s, not its own',
        'published rules (not on the page): each quadrant is one venue'],
       act('cheese'), other_venue, 'fromage.cheese.quadrant-venue', 'fromage.quadrant.venue')


def four_workers(bad, i, ann, w):
    bad[0]['setup']['workers'] = {'soft': 'soft', 'hard': 'hard', 'bleu': 'bleu',
                                  'spare': 'soft'}
    return 1


mutate('four-workers', ['the setup gives every player a fourth worker (warning)',
                        'published rules (not on the page): 3 workers, soft, hard and bleu'],
       lambda l, a, i, w: i == 1 and 'workers' not in l[0]['setup'], four_workers,
       'fromage.setup.workers', 'fromage.setup', cut=False)
mutate('venue-market', ['a cheese in venue "market"',
                        'End of the Game: "The four different venues each score differently:"'],
       act('cheese'), setarg('venue', 'market'), 'fromage.cheese.venue', 'fromage.score.venues')


def no_fruit(bad, i, ann, w):
    g = bad[i]
    if g['args'].get('symbol') or ann[i]['st'][g['player']]['res']['fruit'] > 0:
        return None
    g['args']['symbol'] = 'jam'
    return i


mutate('fruit-missing', ['a cheese on a space given a jam symbol with an empty fruit basket',
                         'Make Cheese: "If the space has a fruit or jam symbol, you must have a '
                         'fruit in your fruit basket to make this cheese."'],
       act('cheese'), no_fruit, 'fromage.cheese.fruit', 'fromage.cheese.fruit')


def wrong_pile(bad, i, ann, w):
    g = bad[i]['args']
    if g.get('symbol') != 'jam':
        return None
    g['pile'] = 'fruited'
    return i


mutate('fruit-wrong-pile', ['the fruit of a jam space moved to the fruited-cheese pile',
                            'Make Cheese: "You then move one fruit from your basket to the '
                            'fruited cheese or jam space on your board, as matches the cheese '
                            'you\'re making."'],
       act('cheese'), wrong_pile, 'fromage.cheese.pile', 'fromage.cheese.pile')


def fewer_tokens(bad, i, ann, w):
    # the header: one token fewer; the first cheese past it, the turn after the trigger
    n = bad[0]['setup']['tokens'] - 1
    bad[0]['setup']['tokens'] = n
    count, trig, exp = {}, None, []
    for k in range(1, len(bad)):
        x = bad[k]
        if x['action'] == 'turn' and trig is not None and not any(e[0] == 'fromage.end.late'
                                                                 for e in exp):
            exp.append(('fromage.end.late', k, 'fromage.end.finish'))
        if x['action'] == 'cheese':
            count[x['player']] = count.get(x['player'], 0) + 1
            if count[x['player']] == n and trig is None:
                trig = k
            elif count[x['player']] > n:
                exp.append(('fromage.cheese.token', k, 'fromage.cheese.token'))
                return exp
    return None


mutate('tokens-exhausted', ['the setup gives one cheese token fewer: a player makes cheese with '
                            'none left, and a turn starts after the trigger',
                            'Make Cheese: "When placing the worker, you also place one of your '
                            'cheese tokens."',
                            'End of the Game: "When all players finish the current turn, the '
                            'game ends."'],
       lambda l, a, i, w: i == 1, fewer_tokens, None, None)


# ---- end
def extra_turn(bad, i, ann, w):
    last = max(x['args']['number'] for x in bad[1:] if x['action'] == 'turn')
    bad.insert(i, {'seq': bad[i]['seq'], 'player': None, 'action': 'turn',
                   'args': {'number': last + 1}})
    for k in range(i + 1, len(bad)):
        bad[k]['seq'] = bad[k - 1]['seq'] + 1
    return i


mutate('turn-after-end', ['a turn added after the turn in which the last token was placed '
                          '(before the scoring)',
                          'End of the Game: "When all players finish the current turn, the '
                          'game ends."'],
       lambda l, a, i, w: l[i].get('action') == 'score' and l[i - 1].get('action') != 'score',
       extra_turn, 'fromage.end.late', 'fromage.end.finish', cut=False)


def many_tokens(bad, i, ann, w):
    bad[0]['setup']['tokens'] = 99
    for k in range(1, len(bad)):
        if bad[k]['action'] == 'score':
            return k
    return None


mutate('scored-before-end', ['the setup gives 99 cheese tokens: the game is scored with tokens '
                             'left to every player',
                             'End of the Game: "End of the game is triggered when a player '
                             'places their final Cheese Token."'],
       lambda l, a, i, w: i == 1, many_tokens, 'fromage.end.early', 'fromage.end.trigger',
       cut=False)


# ---- scoring (kept whole)
def bump(fact, key=None, d=1, cond=None):
    def ch(bad, i, ann, w):
        g = bad[i]['args']
        if cond and not cond(g):
            return None
        if fact:
            g[fact] += d
        if key:
            g['points'][key] += d
            g['total'] += d
        return i
    return ch


def pick_score(cond=None):
    return lambda l, a, i, w: l[i].get('action') == 'score' and (cond is None or cond(l, i))


mutate('festival-pairs', ['festival pairs written one more',
                          'Festival: "Score points by making orthogonally adjacent cheeses '
                          '(diagonal cheeses are not adjacent)."'],
       pick_score(), bump('pairs'), 'fromage.score.festival', 'fromage.festival.adjacent',
       cut=False)


def pairs_without_free(bad, i, ann, w):
    g = bad[i]['args']
    h = bad[0]['setup']
    cells = [tuple(x['args']['cell']) for x in bad[1:i] if x['action'] == 'cheese'
             and x['player'] == bad[i]['player'] and x['args'].get('venue') == 'festival']
    n = sum(1 for a in range(len(cells)) for b in range(a + 1, len(cells))
            if abs(cells[a][0] - cells[b][0]) + abs(cells[a][1] - cells[b][1]) == 1)
    if n == g['pairs']:
        return None
    g['pairs'] = n
    return i


mutate('festival-free-samples', ['festival pairs written without the free samples',
                                 'Festival: "The Free Sample spaces count as having all '
                                 'players\u2019 Cheese Tokens there."'],
       pick_score(), pairs_without_free, 'fromage.score.festival', 'fromage.festival.free',
       cut=False)
mutate('festival-group', ['the largest festival group written one more',
                          'Festival: "Score points by making orthogonally adjacent cheeses '
                          '(diagonal cheeses are not adjacent)."'],
       pick_score(lambda l, i: 'group' in l[i]['args']), bump('group'),
       'fromage.score.festival', 'fromage.festival.adjacent', cut=False)
mutate('fromagerie-shelves', ['fromagerie shelves written one more',
                              'Fromagerie: "At game-end, count the number of different shelves '
                              'with your Cheese Tokens and consult the scoring rubric on the '
                              'board."'],
       pick_score(), bump('shelves'), 'fromage.score.fromagerie.shelves',
       'fromage.fromagerie.shelves', cut=False)
mutate('fromagerie-bonus', ['fromagerie points one more (total kept the sum)',
                            'Fromagerie: "For each of your Cheese Tokens on a shelf with a point '
                            'bonus, add the indicated number of points."'],
       pick_score(), bump(None, 'fromagerie'), 'fromage.score.fromagerie.bonus',
       'fromage.fromagerie.bonus', cut=False)
mutate('bistro-plates', ['bistro plates written one more',
                         'Bistro: "Score points for each plate with your Cheese Token."'],
       pick_score(), bump('plates'), 'fromage.score.bistro.plates', 'fromage.bistro.plates',
       cut=False)
mutate('bistro-pairings', ['bistro pairings written one more',
                           'Bistro: "Make pairings by placing 2 of your Cheese Tokens on the same '
                           'table."'],
       pick_score(), bump('pairings'), 'fromage.score.bistro.pairings', 'fromage.bistro.pairings',
       cut=False)


def bistro_other_row(bad, i, ann, w):
    g = bad[i]['args']
    rub = bad[0]['setup']['rubric']['bistro']
    if g['plates'] < 1 or g['pairings'] + 1 >= len(rub):
        return None
    new = g['plates'] * rub[g['pairings'] + 1]
    g['total'] += new - g['points']['bistro']
    g['points']['bistro'] = new
    return i


mutate('bistro-wrong-pairing-row', ['bistro plates valued at the rubric row of one pairing more',
                                    'Bistro: "The number of pairings you made determines how many '
                                    'points each plate is worth."'],
       pick_score(), bistro_other_row, 'fromage.score.bistro.points', 'fromage.bistro.worth',
       cut=False)


def bistro_off_rubric(bad, i, ann, w):
    g = bad[i]['args']
    rub = bad[0]['setup']['rubric']['bistro']
    new = g['points']['bistro'] + 1
    if g['plates'] < 2 or any(g['plates'] * r == new for r in rub):
        return None
    g['total'] += 1
    g['points']['bistro'] = new
    return i


mutate('bistro-off-rubric', ['bistro points one more, a value no rubric row gives',
                             'Bistro: "At game-end, consult the scoring rubric on the board."'],
       pick_score(), bistro_off_rubric, 'fromage.score.bistro.points', 'fromage.bistro.rubric',
       cut=False)


def villes_case(tie):
    def ch(bad, i, ann, w):
        setup = bad[0]['setup']
        pid = bad[i]['player']
        pids = [p['id'] for p in bad[0]['players']]
        involved = False
        for reg in setup['villes']:
            inf = {p: 0 for p in pids}
            for x in bad[1:i]:
                if x['action'] == 'cheese':
                    inf[x['player']] += x['args'].get('regions', []).count(reg)
            best = max(inf.values())
            if best and inf[pid] == best and list(inf.values()).count(best) > 1:
                involved = True
        if involved != tie:
            return None
        g = bad[i]['args']
        g['points']['villes'] += 1
        g['total'] += 1
        return i
    return ch


mutate('villes-majority', ['villes points one more (no tied region for the player)',
                           'Villes: "At game-end, if you have the most influence in a region, '
                           'take the Customer Token."'],
       pick_score(), villes_case(False), 'fromage.score.villes', 'fromage.villes.most', cut=False)
mutate('villes-tie', ['villes points one more for a player tied for most influence in a region',
                      'Villes: "If tied for most influence, flip the token to the tied side and '
                      'tied players score the indicated number of points."'],
       pick_score(), villes_case(True), 'fromage.score.villes', 'fromage.villes.tie', cut=False)
mutate('fruit-points', ['fruit points one more',
                        'Villes: "Your used fruit will score the number of fruited cheese '
                        'multiplied by the number of jams you\'ve made."'],
       pick_score(), bump(None, 'fruit'), 'fromage.score.fruit', 'fromage.score.fruit',
       cut=False)
mutate('fruit-piles', ['the fruited-cheese pile written one more',
                       'Make Cheese: "At the end of the game, fruit you\'ve used to make cheese '
                       'will score (your fruited cheese pile multiplied by your jam pile)."'],
       pick_score(), bump('fruited'), 'fromage.score.fruit-piles', 'fromage.cheese.fruit-score',
       cut=False)
mutate('orders-chart', ['order points one more than the chart gives',
                        'Villes: "Your completed order cards will score based on the chart on '
                        'the bottom right of your board."'],
       pick_score(), bump(None, 'orders'), 'fromage.score.orders', 'fromage.score.orders',
       cut=False)


def structures_none(bad, i, ann, w):
    pid = bad[i]['player']
    if any(x['action'] == 'gather' and x['player'] == pid and x['args']['resource'] ==
           'structure' for x in bad[1:i]):
        return None
    g = bad[i]['args']
    g['points']['structures'] += 1
    g['total'] += 1
    return i


mutate('structures-none', ['a structure point for a player who took no structure',
                           'Villes: "Some structure tiles will give you additional points."'],
       pick_score(), structures_none, 'fromage.score.structures', 'fromage.score.structures',
       cut=False)
mutate('unused-resources', ['resource points one more than 1 per 2 unused',
                            'Villes: "And finally, every 2 unused resources on your player board '
                            'scores 1 point."'],
       pick_score(), bump(None, 'resources'), 'fromage.score.resources', 'fromage.score.unused',
       cut=False)


def unique_winner(l, i):
    res = l[-1]['args']['winners']
    if len(res) != 1 or l[i]['player'] != res[0]:
        return False
    tots = sorted((x['args']['total'] for x in l[1:] if x['action'] == 'score'), reverse=True)
    return tots[0] - tots[1] >= 2


mutate('total-sum', ['the winner\'s total written one more than the categories',
                     'End of the Game: "Players will then score from a variety of sources:"'],
       pick_score(unique_winner), bump('total'),
       'fromage.score.total', 'fromage.score.sources', cut=False)


def drop_loser_score(bad, i, ann, w):
    res = bad[-1]['args']['winners']
    if bad[i]['player'] in res:
        return None
    del bad[i]
    for k in range(i, len(bad)):
        bad[k]['seq'] = bad[k - 1]['seq'] + 1
    return len(bad) - 1


mutate('score-missing', ['a non-winner\'s score line dropped: the result comes without it',
                         'End of the Game: "Players will then score from a variety of sources:"'],
       pick_score(), drop_loser_score, 'fromage.end.unscored', 'fromage.score.sources',
       cut=False)


def wrong_winner(bad, i, ann, w):
    res = bad[i]['args']['winners']
    tots = {x['player']: x['args']['total'] for x in bad[1:] if x['action'] == 'score'}
    if len(res) != 1 or sorted(tots.values())[-1] == sorted(tots.values())[-2]:
        return None
    other = min(tots, key=tots.get)
    bad[i]['args']['winners'] = [other]
    return i


mutate('winner-wrong', ['the result names the player with the fewest points',
                        'End of the Game: "The player with the most points wins."'],
       act('result'), wrong_winner, 'fromage.end.winner', 'fromage.end.winner', cut=False)



# ---- ties (the hand-written page games)
def set_winners(ids):
    def ch(bad, i, ann, w):
        bad[i]['args']['winners'] = ids
        return i
    return ch


mutate('tie-cheese', ['tied on points, the result names bob, who made less cheese than ann',
                      'Villes: "If tied, the player that made more cheese wins."'],
       act('result'), set_winners(['2']), 'fromage.end.tie', 'fromage.end.tie', cut=False,
       files=[os.path.join(FIX, 'page-tie.jsonl')])
mutate('tie-shared', ['tied on points and cheese made, the result names ann alone',
                      'Villes: "If still tied, victory is shared."'],
       act('result'), set_winners(['1']), 'fromage.end.shared', 'fromage.end.shared', cut=False,
       files=[os.path.join(FIX, 'page-shared.jsonl')])

print('%d bad fixtures' % len(made))
