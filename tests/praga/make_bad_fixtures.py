#!/usr/bin/env python3
"""Makes fixtures/praga/bad/*: copies of the clean generated games
(fixtures/praga/gen-*.jsonl) with ONE move changed, each with its .expect.
A copy changed before the end scoring is cut after the changed move (the
moves after it, the score above all, state the clean game's values, which
the change would put off in turn); a copy whose score or result is changed
is kept whole.

Usage: python3 tests/praga/make_bad_fixtures.py fixtures/praga"""
import copy, json, os, sys

FIX = sys.argv[1]
BAD = os.path.join(FIX, 'bad')
os.makedirs(BAD, exist_ok=True)
GENS = sorted(os.path.join(FIX, f) for f in os.listdir(FIX) if f.startswith('gen-'))


def load(p):
    with open(p) as f:
        return [json.loads(l) for l in f if l.strip()]


def find(lines, pred, start=1):
    for i in range(start, len(lines)):
        if pred(lines[i], lines, i):
            return i
    return None


def act(name, **kw):
    def pred(x, lines, i):
        if x.get('action') != name:
            return False
        a = x.get('args', {})
        return all((a.get(k) == v) if not callable(v) else v(a.get(k)) for k, v in kw.items())
    return pred


def make(name, pred, change, code, why, cut=True, ref=None, line_of=None):
    for path in GENS:
        lines = load(path)
        i = find(lines, pred)
        if i is None:
            continue
        bad = copy.deepcopy(lines)
        res = change(bad, i)
        if res is False:
            continue
        if isinstance(res, list):
            bad = res
        k = line_of(bad, i) if line_of else i
        if cut:
            bad = bad[:max(i, k) + 1]
        ln = k + 1
        p = os.path.join(BAD, name + '.jsonl')
        with open(p, 'w') as f:
            for x in bad:
                f.write(json.dumps(x, separators=(',', ':')) + '\n')
        with open(p + '.expect', 'w') as f:
            f.write('# %s, line %d changed%s\n' % (os.path.basename(path), ln,
                                                   ', cut after it' if cut else ''))
            f.write('# breaks "%s"\n' % why)
            f.write('%s %d%s\n' % (code, ln, ' ' + ref if ref else ''))
        return
    print('no place for', name, file=sys.stderr)


def setarg(**kw):
    def ch(b, i):
        b[i]['args'].update(kw)
    return ch


def delarg(*keys):
    def ch(b, i):
        for k in keys:
            b[i]['args'].pop(k, None)
    return ch


make('red-tile-unpaid', act('take', zone='red'), delarg('paid'), 'praga.tile.red',
     'If the tile was from the red zone, you must pay to use it')
make('blue-tile-no-points', act('take', zone='blue'), delarg('points'), 'praga.tile.blue',
     'If the tile was from the blue zone, you get points for using it')
make('action-not-on-tile', lambda x, l, i: x.get('action') == 'action' and l[i - 1].get('action') == 'take'
     and x['args']['kind'] == 'mines',
     lambda b, i: b[i - 1]['args'].update(actions=['wall', 'road']), 'praga.action.not-on-tile',
     'The tiles have two actions on them, but you only take one out of the pair')
make('second-action-unpaid', act('action', extra=True), delarg('extra', 'windows'),
     'praga.action.extra', 'The tiles have two actions on them, but you only take one out of the pair',
     ref='praga.tile.pair')
make('extra-action-no-windows', act('action', extra=True), setarg(windows=0),
     'praga.action.extra', 'windows can also be spent to buy an extra action',
     ref='praga.windows.extra')
make('mines-produce-wrong', act('action', kind='mines', mode='produce'),
     lambda b, i: b[i]['args'].update(gold=b[i]['args']['gold'] + 1), 'praga.action.mines',
     'gain gold equal to the quantity of gold mines plus all unlocked mine bonuses')
make('quarries-progress-two', act('action', kind='quarries', mode='progress'),
     setarg(stone=2), 'praga.action.quarries', 'Either gain 1 stone and progress your quarries by 1')
make('upgrade-three-spaces', act('action', kind='upgrade'), setarg(university=3),
     'praga.action.upgrade', 'it also moves you 1 or 2 spaces on the University track')
make('upgrades-both-used', act('action', kind='upgrade', upgrades_used=1), setarg(upgrades_used=2),
     'praga.action.upgrades-used',
     'if an action is upgraded again, both upgrades are available for that turn, but only one can be used per action')
make('wall-underpaid', act('action', kind='wall', paid=lambda p: bool(p) and sum(p.values()) > 0),
     lambda b, i: b[i]['args'].update(paid={}), 'praga.wall.cost',
     'To purchase a wall, you must spend the resources shown in the red banner on the tile')
make('building-north-unpaid', act('action', kind='building', north_cost=lambda v: bool(v)),
     lambda b, i: b[i]['args'].update(paid=b[i]['args']['cost']), 'praga.building.cost',
     'To the North of the road, the pre-printed red banners depict additional costs to place there')
make('building-on-occupied-space', act('action', kind='building', space=lambda v: v and v != 'c1'),
     setarg(space='c1'), 'praga.building.occupied',
     "it can be placed anywhere in the city where there isn't already a feature")
make('building-cube-missing', act('action', kind='building', cube=True), setarg(cube=False),
     'praga.building.cube', 'If the building has a cube space, place a cube of your colour on it')
make('road-skips-space', act('action', kind='road', space=2), setarg(space=3), 'praga.road.step',
     "Construct the King's Road - Move one space along the road")
make('road-iv-without-egg', act('action', kind='road', space=4), setarg(egg=False), 'praga.road.egg',
     'spaces IV and V REQUIRE an egg to proceed')
make('windows-over-two', act('gain', windows_held=2, windows=lambda v: (v or 0) >= 1),
     setarg(windows_held=3), 'praga.windows.max',
     'you can only have a supply of 2 at a time, so if you gain more when you have 2, you lose the excess')
make('end-keeps-three-windows', act('end', windows=2), setarg(windows=3), 'praga.end.discard',
     'Discard down to 2 windows')
make('end-crane-two', act('end'), setarg(crane=2), 'praga.end.crane',
     'Rotate the action crane 1 space clockwise')
make('end-tile-to-blue', act('end'), setarg(tile_to='blue'), 'praga.end.tile',
     'Put your action tile for the turn at the end of the wheel in the red zone')
make('out-tile-no-token', act('end', out_to='green'), setarg(token=0), 'praga.end.out',
     'If a tile rotates out of the wheel, place it on the first available green zone space and place a 5 point token on it',
     ref='praga.end.out')
make('out-tile-green-all-free', act('end', out_to='red', green_free=True), setarg(out_to='green'),
     'praga.end.out',
     "if an action tile get's the 5-VP-marker and all spaces in the green area are free it goes to the red area",
     ref='praga.amend.green')
make('track-up-one-window', act('climb', step='up'), setarg(windows=1), 'praga.track.up',
     'Moving up within a tier requires a payment of 2 Silver Windows')
make('track-side-paid', act('climb', step='side'), setarg(windows=1), 'praga.track.side',
     'Moving sideways just requires the effect')
make('track-tier-unpaid', act('climb', step='tier', free=lambda v: not v), setarg(paid={}),
     'praga.track.tier', 'Moving up to a new tier requires a depicted additional cost',
     ref='praga.track.tier')
make('track-tier-free-unpaid', act('climb', step='tier', free=True), setarg(paid={}),
     'praga.track.tier',
     'the free movement can only be taken if you can also pay the tier change cost if applicable',
     ref='praga.track.free')
make('track-top-reward-out-of-order', act('climb', top=True, reward=1), setarg(reward=2),
     'praga.track.top', 'The first three players to reach the top gain the rewards in order')
make('tech-without-icon', act('tech', icon=True), setarg(icon=False), 'praga.tech.icon',
     'When you pass an icon space, you can take a technology')
make('tech-used-same-turn', act('tech', level=lambda v: v in (1, 2), icon=True),
     lambda b, i: b.insert(i + 1, {'seq': b[i]['seq'] + 0.5, 'player': b[i]['player'],
                                   'action': 'tech', 'args': {'use': b[i]['args']['id']}}) or
     [dict(x, seq=k) if k else x for k, x in enumerate(b)],
     'praga.tech.use', 'I & II technologies are ongoing (beginning the turn after you get them)',
     line_of=lambda b, i: i + 1)
make('plaza-most-cubes-one-reward', act('plaza', rewards=lambda r: bool(r) and 'both' in r.values()),
     lambda b, i: b[i]['args']['rewards'].update(
         {k: 'one' for k, v in b[i]['args']['rewards'].items() if v == 'both'}),
     'praga.plaza.rewards',
     'if you have the most cubes around it you get both rewards')
make('plaza-unfinished-upper-half', act('plaza', rewards=lambda r: bool(r) and 'one' in r.values()),
     lambda b, i: b[i]['args'].update(finished=False, rewards={
         k: 'lower' if v != 'none' else 'none' for k, v in b[i]['args']['rewards'].items()})
     or b[i]['args']['rewards'].update({next(k for k, v in b[i]['args']['rewards'].items()
                                              if v != 'none'): 'upper'}),
     'praga.plaza.unfinished', 'Unfinished Plazas give lower half bonuses to all who have cubes there')
make('pays-gold-not-held', act('take', zone='red', paid=lambda p: bool(p) and 'gold' in p),
     lambda b, i: b[i]['args'].update(paid={'gold': 40}), 'praga.resources.short',
     'To purchase a building, you must be able to spend the resources shown')
make('action-before-tile', lambda x, l, i: x.get('action') == 'action' and l[i - 1].get('action') == 'take',
     lambda b, i: [x for k, x in enumerate(b) if k != i - 1], 'praga.turn.action-first',
     'Choose an Action Tile', line_of=lambda b, i: i - 1)
make('two-tiles-one-turn', lambda x, l, i: x.get('action') == 'take' and i + 1 < len(l)
     and l[i + 1].get('action') == 'action',
     lambda b, i: b.insert(i + 1, copy.deepcopy(b[i])) or
     [dict(x, seq=k) if k else x for k, x in enumerate(b)], 'praga.turn.one-action',
     'Perform One Action', line_of=lambda b, i: i + 1, cut=False)
make('turn-without-end', lambda x, l, i: x.get('action') == 'end' and i > 20,
     lambda b, i: [x for k, x in enumerate(b) if k != i] and
     [dict(x, seq=k) if k else x for k, x in enumerate([y for k, y in enumerate(b) if k != i])],
     'praga.turn.unended', 'At the end of your go',
     line_of=lambda b, i: next(k for k in range(i, len(b)) if b[k].get('action') == 'take'),
     cut=False)


def wrong_player(b, i):
    other = '2' if b[i]['player'] == '1' else '1'
    b[i]['player'] = other


make('action-by-other-player', lambda x, l, i: x.get('action') == 'action' and i > 10,
     wrong_player, 'praga.turn.wrong-player', 'On your turn, do the following')

# end of the game: kept whole (the change is in the scoring)


def last(name):
    return lambda x, l, i: x.get('action') == name and all(y.get('action') != name for y in l[i + 1:])


make('score-technology-wrong', act('score'),
     lambda b, i: b[i]['args']['technology'].update(points=b[i]['args']['technology']['points'] + 1)
     or b[i]['args'].update(total=b[i]['args']['total'] + 1),
     'praga.score.technology',
     'Your technology track scores by multiplying it with scoring opportunities on the University track',
     cut=False)
make('score-technology-track-wrong', act('score', technology=lambda t: bool(t) and t['university'] > 0),
     lambda b, i: b[i]['args']['technology'].update(
         track=b[i]['args']['technology']['track'] + 1,
         points=b[i]['args']['technology']['points'] + b[i]['args']['technology']['university'])
     or b[i]['args'].update(total=b[i]['args']['total'] + b[i]['args']['technology']['university']),
     'praga.score.technology',
     'Your technology track scores by multiplying it with scoring opportunities on the University track',
     cut=False)
make('score-cathedral-wrong', act('score'),
     lambda b, i: b[i]['args']['cathedral'].update(points=b[i]['args']['cathedral']['points'] + 2)
     or b[i]['args'].update(total=b[i]['args']['total'] + 2),
     'praga.score.tracks',
     "The Wall and Cathedral give points for the row you've reached as well as multiplies the column",
     cut=False)
make('score-personal-wall-wrong', act('score', personal_wall=lambda v: v in (0, 4, 10)),
     lambda b, i: b[i]['args'].update(personal_wall={0: 4, 4: 10, 10: 18}[b[i]['args']['personal_wall']],
                                      total=b[i]['args']['total'] + {0: 4, 4: 6, 10: 8}[b[i]['args']['personal_wall']]),
     'praga.score.personal-wall',
     'For your personal Wall, gain 4 10 or 18 points if you have 3+ 4+ or 6+ sections', cut=False)
make('score-eggs-wrong', act('score', eggs=lambda v: v in (1, 3, 6)),
     lambda b, i: b[i]['args'].update(eggs=b[i]['args']['eggs'] * 2,
                                      total=b[i]['args']['total'] + b[i]['args']['eggs']),
     'praga.score.eggs', 'For leftover eggs, gain 1/3/6/10 points for 1/2/3/4+ eggs', cut=False)
make('score-road-without-v', act('score', road=lambda v: v is None),
     lambda b, i: b[i]['args'].update(road=3, total=b[i]['args']['total'] + 3),
     'praga.score.road',
     'Check for any personal scoring opportunities which may have gained on the V road', cut=False)
make('score-total-wrong', act('score'),
     lambda b, i: b[i]['args'].update(total=b[i]['args']['total'] + 5), 'praga.score.count',
     'Count up the points gained during the game', cut=False)
make('winner-not-most-points', last('result'),
     lambda b, i: False if len([x for x in b if x.get('action') == 'score']) < 2 else
     b[i]['args'].update(winners=[min((x for x in b if x.get('action') == 'score'),
                                      key=lambda x: x['args']['total'])['player']]),
     'praga.score.winner', 'The player with the most points wins', cut=False)


def cut_last_round(b, i):
    # the 16th round left out: the result follows the 15th
    takes = [k for k, x in enumerate(b) if x.get('action') == 'take']
    np_ = len(b[0]['players'])
    j = takes[15 * np_]
    res = [x for x in b if x.get('action') == 'result']
    out = b[:j] + res
    return [dict(x, seq=k) if k else x for k, x in enumerate(out)]


make('result-after-15-rounds', last('result'), cut_last_round, 'praga.game.end',
     'The game ends at the end of the 16th round', cut=False,
     line_of=lambda b, i: len(b) - 1)


def extra_turn(b, i):
    j = max(k for k, x in enumerate(b) if x.get('action') == 'take')
    e = next(k for k in range(j, len(b)) if b[k].get('action') == 'end')
    out = b[:e + 1] + copy.deepcopy(b[j:e + 1])
    return [dict(x, seq=k) if k else x for k, x in enumerate(out)]


make('seventeenth-turn', act('score'), extra_turn, 'praga.game.turns',
     'The game lasts 16 turns per player', cut=True,
     line_of=lambda b, i: max(k for k, x in enumerate(b) if x.get('action') == 'take'))
