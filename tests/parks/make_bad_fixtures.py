#!/usr/bin/env python3
"""Makes fixtures/parks/bad/*: for each check (and each sentence a check
cites), a copy of a clean generated stream (fixtures/parks/gen-*.jsonl)
with ONE change that breaks that sentence, cut at the end of the turn the
change is in (or kept whole for final scoring).  Each mutation is tried on
the candidate positions of the clean streams in order; the first copy whose
findings are the target (code and rule) plus only codes the change must
also give (named per mutation) is kept, its .expect written from the audit
and commented with the sentence broken.

Usage: python3 tests/parks/make_bad_fixtures.py fixtures/parks [build/gameaudit]"""
import copy, glob, json, os, subprocess, sys, tempfile

FIX = sys.argv[1]
EXE = sys.argv[2] if len(sys.argv) > 2 else 'build/gameaudit'
BAD = os.path.join(FIX, 'bad')
os.makedirs(BAD, exist_ok=True)
BOUNDARY = {'hike', 'season', 'bonus', 'score', 'result', 'display'}


def load(path):
    with open(path) as f:
        lines = [json.loads(l) for l in f if l.strip()]
    return lines[0], lines[1:]


def dump(header, moves):
    out = [json.dumps(header, separators=(',', ':'), ensure_ascii=False)]
    for i, m in enumerate(moves):
        m = dict(m)
        m['seq'] = i + 1
        out.append(json.dumps(m, separators=(',', ':'), ensure_ascii=False))
    return '\n'.join(out) + '\n'


def audit(text):
    with tempfile.NamedTemporaryFile('w', suffix='.jsonl', delete=False) as f:
        f.write(text)
        path = f.name
    r = subprocess.run([EXE, 'check', '--format', 'json', path], capture_output=True, text=True)
    os.unlink(path)
    if r.returncode not in (0, 1):
        return None
    ds = [json.loads(l) for l in r.stdout.splitlines()]
    return [(d['code'], d['line'], d['rule']['id']) for d in ds if 'code' in d]


def cut(moves, last):
    """Moves up to the end of the turn holding index last."""
    for i in range(last + 1, len(moves)):
        if moves[i]['action'] in BOUNDARY:
            return moves[:i]
    return moves


class Ctx:
    """Positions of one clean stream: seasons, turns and the state the
    mutations need (sites, hikers, who is done)."""

    def __init__(self, path):
        self.path = path
        self.header, self.moves = load(path)
        self.ids = [p['id'] for p in self.header['players']]
        self.turns = []  # dicts: start, end (exclusive), player, site, season, te
        season = None
        for i, m in enumerate(self.moves):
            a = m['action']
            if a == 'season':
                season = m['args']
                pos = {pid: [0, 0] for pid in self.ids}
                lit = {pid: self.header['setup'].get('campfire_lit', True) or season['season'] > 1
                       for pid in self.ids}
                wtaken = set()
                season_turns = []
            if self.turns and self.turns[-1]['end'] is None and a in BOUNDARY:
                self.turns[-1]['end'] = i
            if a == 'hike':
                te = len(season['sites']) + 1
                h = m['args']['hiker'] - 1
                to = m['args']['to']
                pid = m['player']
                occ = {pos[q][k] for q in self.ids for k in range(2) if (q, k) != (pid, h)}
                t = {'start': i, 'end': None, 'player': pid, 'season': season['season'],
                     'sites': season['sites'], 'weather': season['weather'], 'te': te,
                     'to': to, 'from': pos[pid][h], 'hiker': h,
                     'site': season['sites'][to - 1] if to < te else None,
                     'area': m['args'].get('area'),
                     'pos': copy.deepcopy(pos), 'lit': dict(lit), 'wtaken': set(wtaken),
                     'season_idx': len(season_turns), 'season_move': season}
                if to < te and to in occ:
                    lit[pid] = False
                if to == te:
                    lit[pid] = True
                if to < te:
                    wtaken.add(to)
                pos[pid][h] = to
                t['after'] = copy.deepcopy(pos)
                self.turns.append(t)
                season_turns.append(t)
        if self.turns and self.turns[-1]['end'] is None:
            self.turns[-1]['end'] = len(self.moves)

    def turn_moves(self, t):
        return self.moves[t['start']:t['end']]

    def index(self, action, pred=lambda m: True):
        return [i for i, m in enumerate(self.moves) if m['action'] == action and pred(m)]


CTXS = [Ctx(p) for p in sorted(glob.glob(os.path.join(FIX, 'gen-*.jsonl')))]
RESULTS = []


def try_mutation(name, code, rule, also, sentence, gen, keep_end=False):
    """gen(ctx) yields (moves, changed_index, what); the first copy whose
    findings include (code, rule) and only codes in {code} | also wins."""
    allowed = {code} | set(also)
    for ctx in CTXS:
        for moves, idx, what in gen(ctx):
            out = moves if keep_end else cut(moves, idx)
            text = dump(ctx.header, out)
            f = audit(text)
            if f is None:
                continue
            if not any(c == code and r == rule for c, _, r in f):
                continue
            if any(c not in allowed for c, _, _ in f):
                continue
            fname = name + '.jsonl'
            with open(os.path.join(BAD, fname), 'w') as fh:
                fh.write(text)
            src = os.path.basename(ctx.path)
            with open(os.path.join(BAD, fname + '.expect'), 'w') as fh:
                fh.write('# %s, line %d: %s%s\n' % (src, idx + 2, what,
                                                    '' if keep_end else '; cut after that turn'))
                fh.write('# breaks: %s\n' % sentence)
                for c, l, r in f:
                    fh.write('%s %d %s\n' % (c, l, r))
            RESULTS.append((name, code, rule))
            return True
    print('NO CANDIDATE for', name, code, rule, file=sys.stderr)
    return False


def mv(moves):
    return copy.deepcopy(moves)


def gain(res, n, frm, **kw):
    a = {'resource': res, 'from': frm}
    if n != 1:
        a['n'] = n
    a.update(kw)
    return a


# ---------------------------------------------------------------- seasons

def season_number(ctx):
    for i in ctx.index('season', lambda m: m['args']['season'] == 2):
        ms = mv(ctx.moves)
        ms[i]['args']['season'] = 3
        yield ms, i, 'season 2 is numbered 3 (so the next season is a fourth)'


def fourth_season(ctx):
    i = ctx.index('bonus', lambda m: m['args']['season'] == 3)[0]
    j = ctx.index('season', lambda m: m['args']['season'] == 3)[0]
    d = copy.deepcopy(ctx.moves[j])
    d['args']['season'] = 4
    yield ctx.moves[:i + 1] + [d] + ctx.moves[i + 1:], i + 1, 'a fourth season is set up after the third season\'s bonus'


def season_early(s):
    def g(ctx):
        turns = [t for t in ctx.turns if t['season'] == s]
        t = turns[-1]
        ms = ctx.moves[:t['start']] + ctx.moves[t['end']:]
        yield ms, t['start'] - 1, 'the last turn of season %d (a hike to the Trail\'s End) is left out' % s
    return g


def season_tiles(s):
    def g(ctx):
        i = ctx.index('season', lambda m: m['args']['season'] == s)[0]
        landed = set()  # the copy is cut right after the season's set-up
        sites = ctx.moves[i]['args']['sites']
        for k in range(len(sites)):
            if k + 1 in landed:
                continue
            for j in range(len(sites)):
                if j != k:
                    ms = mv(ctx.moves)
                    ms[i]['args']['sites'][k] = sites[j]
                    yield ms, i, 'trail position %d of season %d shows a second %s tile instead of %s' % (
                        k + 1, s, sites[j], sites[k])
    return g


def season_weather(s):
    def g(ctx):
        i = ctx.index('season', lambda m: m['args']['season'] == s)[0]
        landed = set()  # the copy is cut right after the season's set-up
        w = ctx.moves[i]['args']['weather']
        for k in range(2, len(w)):
            if k + 1 in landed:
                continue
            ms = mv(ctx.moves)
            ms[i]['args']['weather'][k] = w[k - 1]
            yield ms, i, 'the weather of position %d of season %d repeats %s' % (k + 1, s, w[k - 1])
    return g


def season_shutterbug(s):
    def g(ctx):
        i = ctx.index('season', lambda m: m['args']['season'] == s)[0]
        a = ctx.moves[i]['args']
        for face in ['forest', 'mountain', 'sun', 'water', 'wildlife', 'canteen']:
            if face != a['die']:
                ms = mv(ctx.moves)
                ms[i]['args']['die'] = face
                yield ms, i, 'the die for the Shutterbug of season %d shows %s (it is placed at position %d, a %s site)' % (
                    s, face, a['shutterbug'], a['sites'][a['shutterbug'] - 1])
    return g


# ---------------------------------------------------------------- turns

def swap_turns(first):
    def g(ctx):
        for a, b in zip(ctx.turns, ctx.turns[1:]):
            if a['season'] != b['season'] or a['player'] == b['player']:
                continue
            if first != (a['season_idx'] == 0) or a['season'] == 1 and first:
                continue
            if a['end'] != b['start']:
                continue
            ms = ctx.moves[:a['start']] + ctx.moves[b['start']:b['end']] + \
                ctx.moves[a['start']:a['end']] + ctx.moves[b['end']:]
            yield ms, a['start'], 'the turns of players %s and %s are swapped' % (a['player'], b['player'])
    return g


def done_player(ctx):
    for t in ctx.turns:
        done = [q for q in ctx.ids if all(x == t['te'] for x in t['pos'][q])]
        for q in done:
            if q == t['player']:
                continue
            ms = mv(ctx.moves)
            for k in range(t['start'], t['end']):
                ms[k]['player'] = q
            ms = ms[:t['start'] + 1]
            yield ms, t['start'], 'player %s, both hikers at the Trail\'s End, hikes' % q


def hiker_swap(kind):
    def g(ctx):
        for t in ctx.turns:
            other = t['pos'][t['player']][1 - t['hiker']]
            ok = {'back': other < t['te'] and other > t['to'],
                  'same': other < t['te'] and other == t['to'],
                  'stays': other == t['te']}[kind]
            if not ok:
                continue
            ms = mv(ctx.moves)
            ms[t['start']]['args']['hiker'] = 2 - t['hiker']
            ms[t['start']]['args'].pop('from', None)
            yield ms, t['start'], 'hiker %d is moved instead of hiker %d (it stands at %d)' % (
                2 - t['hiker'], t['hiker'] + 1, other)
    return g


def past_end(ctx):
    for t in ctx.turns:
        if t['to'] == t['te']:
            ms = mv(ctx.moves)
            ms[t['start']]['args']['to'] = t['te'] + 1
            yield ms, t['start'], 'the hike to the Trail\'s End (%d) is written to %d' % (t['te'], t['te'] + 1)


def strip_to(ctx, t, to, what):
    ms = mv(ctx.moves)
    h = ms[t['start']]
    h['args']['to'] = to
    for k in ('area', 'campfire', 'from'):
        h['args'].pop(k, None)
    return ms[:t['start'] + 1], t['start'], what


def last_hiker(ctx):
    for t in ctx.turns:
        left = sum(1 for q in ctx.ids for k in range(2) if t['pos'][q][k] < t['te'])
        if left != 1:
            continue
        for to in range(t['from'] + 1, t['te']):
            site = t['sites'][to - 1]
            if site in ('forest', 'mountain', 'sun', 'water') or to not in t['wtaken']:
                continue
            yield strip_to(ctx, t, to, 'the last hiker on the trail stops at position %d (%s) and does nothing' % (to, site))


def campfire_out(faq):
    def g(ctx):
        if faq != (ctx.header['setup'].get('campfire_lit', True) is False):
            return
        for t in ctx.turns:
            if t['lit'][t['player']] or (faq and t['season'] != 1):
                continue
            occ = {t['pos'][q][k] for q in ctx.ids for k in range(2)
                   if (q, k) != (t['player'], t['hiker'])}
            for to in sorted(occ):
                if to <= t['from'] or to >= t['te']:
                    continue
                site = t['sites'][to - 1]
                if site in ('forest', 'mountain', 'sun', 'water') or to not in t['wtaken']:
                    continue
                yield strip_to(ctx, t, to, 'a hiker of %s stops at occupied position %d (%s) with the campfire out' % (
                    t['player'], to, site))
    return g


def hike_from(first):
    def g(ctx):
        for t in ctx.turns:
            a = ctx.moves[t['start']]['args']
            if 'from' not in a or (t['from'] == 0) != first:
                continue
            ms = mv(ctx.moves)
            ms[t['start']]['args']['from'] = a['from'] + 1
            yield ms, t['start'], 'the hike is written as leaving position %d, not %d' % (a['from'] + 1, a['from'])
    return g


def campfire_state(fresh):
    def g(ctx):
        for t in ctx.turns:
            a = ctx.moves[t['start']]['args']
            if 'campfire' not in a:
                continue
            mine = [x for x in ctx.turns if x['season'] == t['season'] and x['player'] == t['player']]
            is_fresh = t['season'] > 1 and mine[0] is t and t['to'] < t['te'] and a['campfire'] == 'lit'
            if is_fresh != fresh:
                continue
            ms = mv(ctx.moves)
            ms[t['start']]['args']['campfire'] = 'out' if a['campfire'] == 'lit' else 'lit'
            yield ms, t['start'], 'the campfire after the hike is written %s, not %s' % (
                ms[t['start']]['args']['campfire'], a['campfire'])
    return g


# ---------------------------------------------------------------- site actions

def extra_site_gain(site):
    def g(ctx):
        for t in ctx.turns:
            if t['site'] != site:
                continue
            ms = mv(ctx.moves)
            res = 'mountain' if site == 'forest' else 'forest'
            ms.insert(t['end'], {'seq': 0, 'player': t['player'], 'action': 'gain',
                                 'args': gain(res, 1, 'site')})
            yield ms, t['end'], 'a gain of 1 %s from the %s site is added' % (res, site)
    return g


def insert_move(pred, action, args, what):
    def g(ctx):
        for t in ctx.turns:
            if not pred(ctx, t):
                continue
            ms = mv(ctx.moves)
            ms.insert(t['end'], {'seq': 0, 'player': t['player'], 'action': action, 'args': args(ctx, t)})
            yield ms, t['end'], what
    return g


def delete_move(pred, what):
    def g(ctx):
        for i, m in enumerate(ctx.moves):
            if pred(m):
                yield ctx.moves[:i] + ctx.moves[i + 1:], i - 1, what
    return g


def edit_move(pred, edit, what, keep_end=False):
    def g(ctx):
        for i, m in enumerate(ctx.moves):
            if pred(m):
                for ms_edit in edit(m):
                    ms = mv(ctx.moves)
                    ms[i] = ms_edit
                    yield ms, i, what
    return g


def dup_move(pred, change, what):
    def g(ctx):
        for i, m in enumerate(ctx.moves):
            if pred(m):
                ms = mv(ctx.moves)
                d = copy.deepcopy(m)
                change(d)
                ms.insert(i + 1, d)
                yield ms, i + 1, what
    return g


def turn_of(ctx, i):
    for t in ctx.turns:
        if t['start'] <= i < t['end']:
            return t
    return None


def move_gear_gain_first(ctx):
    for t in ctx.turns:
        if t['site'] not in ('forest', 'mountain', 'sun', 'water'):
            continue
        ms = ctx.moves[t['start']:t['end']]
        gi = [k for k, m in enumerate(ms) if m['action'] == 'gain' and m['args']['from'] == 'gear']
        if not gi:
            continue
        g = ms[gi[0]]
        rest = [m for k, m in enumerate(ms) if k != gi[0]]
        new = [rest[0], g] + rest[1:]
        yield ctx.moves[:t['start']] + new + ctx.moves[t['end']:], t['start'] + 1, \
            'the gear benefit is logged before the %s site\'s gain' % t['site']


def photo_second(kind):
    def g(ctx):
        # badge holder per move, from the season set-up and hikes
        badge, had, lost = None, set(), {}
        bug = season = None
        for i, m in enumerate(ctx.moves):
            if m['action'] == 'season':
                bug = m['args']['shutterbug']
                season = m['args']['season']
            if m['action'] == 'hike' and m['args']['to'] == bug:
                if badge and badge != m['player']:
                    had.add(badge)
                    lost[badge] = season
                badge = m['player']
            if m['action'] != 'photo':
                continue
            t = turn_of(ctx, i)
            n = sum(1 for x in ctx.moves[t['start']:i + 1] if x['action'] == 'photo')
            if n != 1 or any(x['action'] == 'photo' for x in ctx.moves[i + 1:t['end']]):
                continue
            p = m['player']
            site = t['to'] < t['te'] and badge != p
            ok = {'te': t['to'] == t['te'] and badge != p,
                  'start': site and badge is None,
                  'gain': site and badge is not None and p not in had,
                  'stays': site and p in had and lost[p] == season,
                  'take': site and p in had and lost[p] != season}
            if kind == 'third':
                if badge != p:
                    continue
                ms = mv(ctx.moves)
                ms.insert(i + 1, copy.deepcopy(m))
                ms.insert(i + 1, copy.deepcopy(m))
                yield ms, i + 2, 'a third photo is added to the badge holder\'s photo action'
                continue
            if not ok[kind]:
                continue
            for r in ['forest', 'mountain', 'sun', 'water', 'wildlife']:
                ms = mv(ctx.moves)
                d = copy.deepcopy(m)
                d['args']['pay'] = r
                ms.insert(i + 1, d)
                yield ms, i + 1, 'a second photo (paid 1 %s) is added by %s, who does not hold the badge' % (r, p)
    return g


def score_edit(key, delta, pred=lambda ctx, i, m: True, what=None, total=True):
    def g(ctx):
        for i, m in enumerate(ctx.moves):
            if m['action'] == 'score' and pred(ctx, i, m):
                ms = mv(ctx.moves)
                ms[i]['args'][key] += delta
                if total and key != 'total':
                    ms[i]['args']['total'] += delta
                yield ms, i, what or ('%s of player %s is written %+d' % (key, m['player'], delta))
    return g


def passion_moved(ctx):
    for i, m in enumerate(ctx.moves):
        if m['action'] != 'passion':
            continue
        t = turn_of(ctx, i)
        for u in ctx.turns:
            if u['start'] > t['start'] and u['player'] != m['player'] and u['season'] == t['season']:
                ms = ctx.moves[:i] + ctx.moves[i + 1:u['start'] + 1] + [m] + ctx.moves[u['start'] + 1:]
                yield ms, u['start'], 'the passion of %s is logged in the turn of %s' % (m['player'], u['player'])
                break


def canteen_late(ctx):
    for i, m in enumerate(ctx.moves):
        if m['action'] != 'canteen' or m['args'].get('from', 'site') != 'site':
            continue
        t = turn_of(ctx, i)
        r = m['args']['row']
        ms = ctx.moves[:i] + [{'seq': 0, 'player': m['player'], 'action': 'gain',
                               'args': gain('water', 1, 'passion', row=r)}, m,
                              {'seq': 0, 'player': m['player'], 'action': 'gain',
                               'args': gain('forest', 1, 'canteen', row=r)}] + ctx.moves[i + 1:]
        yield ms, i + 2, 'water (from a passion effect) fills canteen row %d, then the canteen is added there and its benefit taken' % r


def no_third_season(ctx):
    i = ctx.index('season', lambda m: m['args']['season'] == 3)[0]
    j = ctx.index('score')[0]
    yield ctx.moves[:i] + ctx.moves[j:], i, 'season 3 is left out: final scoring follows season 2'


def emptied_row(ctx):
    filled = {}  # (player, row) -> season filled
    season = 0
    for i, m in enumerate(ctx.moves):
        if m['action'] == 'season':
            season = m['args']['season']
        if m['action'] != 'gain' or 'row' not in m['args']:
            continue
        key = (m['player'], m['args']['row'])
        if m['args']['from'] != 'canteen':
            filled.setdefault(m['player'], {})[m['args']['row']] = season
            continue
        rows = filled.get(m['player'], {})
        for r, s in rows.items():
            if s < season:
                ms = mv(ctx.moves)
                ms[i]['args']['row'] = r
                yield ms, i, 'a canteen benefit names row %d, last filled in season %d' % (r, s)


def market_unchanged(ctx):
    market = ctx.header['setup'].get('gear_market')
    if not market:
        return
    market = list(market)
    for i, m in enumerate(ctx.moves):
        if m['action'] == 'gear' and 'refill' in m['args']:
            k = market.index(m['args']['id'])
            market = [m['args']['refill']] + market[:k] + market[k + 1:]
        elif m['action'] == 'season' and 'gear_market' in m['args']:
            ms = mv(ctx.moves)
            ms[i]['args']['gear_market'] = list(market)
            yield ms, i, 'the Gear Market of season %d is written as the market of the season before, unchanged' % m['args']['season']
            market = list(m['args']['gear_market'])


def display_refill_taken(ctx):
    """A turn's reserve from the display names the card its refill adds."""
    for i, m in enumerate(ctx.moves):
        if m['action'] != 'display':
            continue
        j = i - 1
        while j >= 0 and ctx.moves[j]['action'] != 'hike':
            if ctx.moves[j]['action'] == 'reserve' and ctx.moves[j]['args'].get('from') == 'display':
                new = m['args']['parks'][0]
                ms = mv(ctx.moves)
                ms[j]['args']['park'] = new
                yield ms, i, 'the park reserved from the display is written as %s, the card the refill adds after the turn' % new
            j -= 1


def photos_of(ctx):
    n = {q: 0 for q in ctx.ids}
    for m in ctx.moves:
        if m['action'] == 'photo':
            n[m['player']] += 1
    return n


def photo_rank(ctx, m):
    n = photos_of(ctx)
    p = m['player']
    more = sum(1 for q in ctx.ids if n[q] > n[p])
    same = sum(1 for q in ctx.ids if q != p and n[q] == n[p])
    return more, same


def passion_of(ctx, p):
    c = [m['args']['choice'] for m in ctx.moves if m['action'] == 'passion' and m['player'] == p]
    return c[0] if c else None


def fh_holder(ctx):
    h = ctx.header['setup'].get('first', ctx.ids[0])
    used = False
    for t in ctx.turns:
        pass
    seen = set()
    for m in ctx.moves:
        if m['action'] == 'season':
            seen = set()
        if m['action'] == 'hike' and m['args'].get('area') and m['args']['area'] not in seen:
            seen.add(m['args']['area'])
            if m['args']['area'] == 'parks':
                h = m['player']
                used = True
    return h, used


def tie_result(shared):
    def g(ctx):
        sc = {m['player']: (i, m) for i, m in enumerate(ctx.moves) if m['action'] == 'score'}
        nparks = {q: sum(1 for m in ctx.moves if m['action'] == 'visit' and m['player'] == q) for q in ctx.ids}
        tot = {q: sc[q][1]['args']['total'] for q in ctx.ids}
        best = max(tot.values())
        top = [q for q in ctx.ids if tot[q] == best]
        if len(top) != 1:
            return
        a = top[0]
        for b in ctx.ids:
            if b == a or (nparks[b] == nparks[a]) != shared:
                continue
            ms = mv(ctx.moves)
            i = sc[b][0]
            d = best - tot[b]
            ms[i]['args']['year'] = ms[i]['args'].get('year', 0) + d
            ms[i]['args']['total'] += d
            ri = len(ms) - 1
            if shared:
                ms[ri]['args']['winners'] = [a]
            else:
                loser = a if nparks[a] < nparks[b] else b
                ms[ri]['args']['winners'] = [loser]
            yield ms, ri, 'player %s\'s year card scores %d more, tying %s on points; the result names %s' % (
                b, d, a, ms[ri]['args']['winners'][0])
    return g


def main():
    T = try_mutation
    T('season-numbered-3', 'parks.season.order', 'parks.seasons', ['parks.bonus.season'],
      'Overview: "Parks is played over the course of 3 rounds called Seasons."', season_number, keep_end=True)
    T('season-four', 'parks.season.order', 'parks.game.over', ['parks.end.early'],
      'Overview: "At the end of the third Season, the hike (and the game) is over!"', fourth_season, keep_end=True)
    T('season-1-not-over', 'parks.season.early', 'parks.season.all-end', ['parks.turn.order'],
      'Overview: "Once all Hikers reach Trail\'s End, it\'s time to set up for the next Season." and End of a Season: "Then, it is the end of the Season." (the bonus line)', season_early(1), keep_end=True)
    T('season-3-not-over', 'parks.end.early', 'parks.game.over', ['parks.season.early', 'parks.end.winner'],
      'Overview: "At the end of the third Season, the hike (and the game) is over!"', season_early(3), keep_end=True)
    T('tiles-season-1', 'parks.season.tiles', 'parks.season.tiles', [],
      'Starting a Season: "Shuffle the 8 Trail Site Tiles and randomly place them face up on top of each empty Trail Site."', season_tiles(1))
    T('tiles-season-2', 'parks.season.tiles', 'parks.season.reshuffle', [],
      'At the end of a Season: "Reshuffle the Trail Sites and randomly place them back out on the Trail face up."', season_tiles(2))
    T('weather-season-1', 'parks.season.weather', 'parks.season.weather', [],
      'Starting a Season: "Beginning with the 2nd Trail Site, place a Weather Token at each site, alternating between Sun and Water."', season_weather(1))
    T('weather-season-2', 'parks.season.weather', 'parks.season.new-weather', [],
      'At the end of a Season: "Add new Weather to the Trail, beginning at the 2nd Trail Site, alternating Sun and Water on each site."', season_weather(2))
    T('shutterbug-season-1', 'parks.season.shutterbug', 'parks.season.shutterbug', [],
      'Starting a Season: "Roll the Trail Die and place the Shutterbug underneath the matching Trail Site."', season_shutterbug(1))
    T('shutterbug-season-2', 'parks.season.shutterbug', 'parks.season.new-shutterbug', [],
      'At the end of a Season: "Roll the Trail Die and place the Shutterbug under the corresponding Trail Site."', season_shutterbug(2))
    T('turn-out-of-order', 'parks.turn.order', 'parks.turn.clockwise', [],
      'Hiking: "Then, each player in clockwise order moves one of their Hikers any number of spaces down the Trail"', swap_turns(False))
    T('move-out-of-turn', 'parks.turn.order', 'parks.turn.clockwise', ['parks.site.action', 'parks.weather.gain'],
      'Hiking: "Then, each player in clockwise order moves one of their Hikers ... and taking a Trail Site action" (the action is the turn\'s player\'s)',
      edit_move(lambda m: m['action'] == 'trade',
                lambda m: [dict(m, player='2' if m['player'] == '1' else '1')], 'the wildlife trade is logged for the other player'))
    T('turn-first-hiker', 'parks.turn.order', 'parks.turn.first', [],
      'Hiking: "To begin each Season, the player with the First Hiker Token moves one of their Hikers"', swap_turns(True))
    T('turn-both-hikers-done', 'parks.turn.order', 'parks.season.no-turns', ['parks.hike.stays', 'parks.hike.last'],
      'End of a Season: "Once a player\'s two Hikers reach the Trail End, they will no longer take turns for the Season."', done_player)
    T('hike-backtracking', 'parks.hike.backward', 'parks.hike.no-backtracking', ['parks.campfire.out'],
      'Hiking: "There is no backtracking."', hiker_swap('back'))
    T('hike-not-forward', 'parks.hike.backward', 'parks.hike.forward', ['parks.campfire.out'],
      'Hiking: "Your Hikers must always move from left to right, towards the Trail\'s End."', hiker_swap('same'))
    T('hike-from-trail-end', 'parks.hike.stays', 'parks.hike.stays', ['parks.hike.last', 'parks.campfire.out'],
      'Hiking: "Once a Hiker reaches Trail\'s End, it stays there for the rest of the Season."', hiker_swap('stays'))
    T('hike-past-end', 'parks.hike.past-end', 'parks.hike.trail-end', [],
      'Hiking: "Eventually, you\'ll move your Hikers to Trail\'s End, the last space on the Trail."', past_end)
    T('last-hiker-stops', 'parks.hike.last', 'parks.season.last-hiker', [],
      'End of a Season: "When only one Hiker is left on the Trail, the player must move the Hiker to the Trail End on their next turn"', last_hiker)
    T('campfire-out-share', 'parks.campfire.out', 'parks.campfire.share', [],
      'Campfires: "To share a site with another Hiker (including your own), extinguish your Campfire"', campfire_out(False))
    T('campfire-unlit-share', 'parks.campfire.out', 'parks.campfire.unlit', [],
      'FAQ: "Your campfire does not start the game lit with certain player counts." (setup campfire_lit false)', campfire_out(True))
    T('hike-from-trailhead', 'parks.hike.from', 'parks.season.trailhead', [],
      'At the end of a Season: "Return all Hikers to the Trailhead."', hike_from(True))
    T('hike-from-elsewhere', 'parks.hike.from', 'parks.turn.hiker', [],
      'Hiking: "each player selecting one of their two Hikers and moving it down the Trail"', hike_from(False))
    T('campfire-written-wrong', 'parks.campfire.state', 'parks.campfire.share', [],
      'Campfires: "To share a site with another Hiker (including your own), extinguish your Campfire"', campfire_state(False))
    T('campfire-not-relit', 'parks.campfire.state', 'parks.season.relight', [],
      'At the end of a Season: "Relight your Campfire if it\'s been extinguished, flipping it face up."', campfire_state(True))
    for site, rid in [('forest', 'forest'), ('mountain', 'mountain'), ('sun', 'sun'), ('water', 'water'),
                      ('die', 'die'), ('gear', 'gear'), ('photo', 'photo'), ('wildlife', 'wildlife'),
                      ('parks', 'parks')]:
        T('site-%s-extra-gain' % site, 'parks.site.action', 'parks.site.' + rid, [],
          'Trail Site Actions: the %s site\'s row' % site, extra_site_gain(site))
    T('site-forest-missing', 'parks.site.action', 'parks.site.forest', [],
      'Trail Site Actions: "Gain a Forest"',
      delete_move(lambda m: m['action'] == 'gain' and m['args']['from'] == 'site' and m['args']['resource'] == 'forest',
                  'the forest gained at the forest site is left out'))
    T('trail-end-wrong-area', 'parks.trail-end.area', 'parks.trail-end.area', [],
      'Trail End: "choose one of the three areas to place your Hiker"',
      insert_move(lambda c, t: t['area'] in ('photo', 'gear'), 'reserve', lambda c, t: {'park': 'P99'},
                  'a park is reserved by a hiker in the Trail\'s End photo or gear area'))
    T('trail-end-no-wildlife', 'parks.trail-end.bonus', 'parks.trail-end.wildlife', [],
      'Take a Photo: "The first player who uses this space each season gains a Wildlife."',
      delete_move(lambda m: m['action'] == 'gain' and m['args']['from'] == 'trailend' and m['args']['resource'] == 'wildlife',
                  'the wildlife of the first hiker in the Trail\'s End photo area is left out'))
    T('trail-end-no-sun', 'parks.trail-end.bonus', 'parks.trail-end.sun', [],
      'Buy Gear: "The first player who uses this space each season gains a Sun."',
      delete_move(lambda m: m['action'] == 'gain' and m['args']['from'] == 'trailend' and m['args']['resource'] == 'sun',
                  'the sun of the first hiker in the Trail\'s End gear area is left out'))
    T('weather-not-collected', 'parks.weather.gain', 'parks.weather.gain', [],
      'Parks rulebook, Hiking: a hiker landing on a Weather token collects it',
      delete_move(lambda m: m['action'] == 'gain' and m['args']['from'] == 'weather', 'a weather gain is left out'))
    T('die-gain-wrong', 'parks.die.face', 'parks.die.faces', [],
      'Rolling the Trail Die: "[1 Forest], [1 Mountain], [2 Sun], [2 Water], [1 Wildlife], [Gain a Canteen]"',
      edit_move(lambda m: m['action'] == 'gain' and m['args']['from'] == 'die' and m['args'].get('n', 1) == 2,
                lambda m: [dict(m, args=dict(m['args'], n=3))], 'a die gain of 2 is written 3'))
    T('die-gain-no-roll', 'parks.die.when', 'parks.die.when', [],
      'Rolling the Trail Die: "When you land on the Trail Site ..., roll the Trail Die and gain the benefit"',
      delete_move(lambda m: m['action'] == 'roll', 'the roll before a die gain is left out'))
    T('die-roll-for-no-park', 'parks.die.when', 'parks.die.when', [],
      'Rolling the Trail Die: "When you land on the Trail Site or encounter on a Park, Gear, or Passion Card, roll the Trail Die"',
      edit_move(lambda m: m['action'] == 'roll',
                lambda m: [dict(m, args=dict(m['args'], **{'for': 'park'}))], 'the die site\'s roll is logged as made for a park (none visited)'))
    T('resource-short-photo', 'parks.resource.short', 'parks.photo.cost', [],
      'Photos: "To take a Photo, trade one Resource from your Backpack for a Photo Token"',
      edit_move(lambda m: m['action'] == 'photo',
                lambda m: [dict(m, args=dict(m['args'], pay=r)) for r in ['forest', 'mountain', 'sun', 'water', 'wildlife'] if r != m['args'].get('pay')],
                'a photo is paid with a resource the backpack does not hold'))
    T('resource-short-park', 'parks.resource.short', 'parks.park.visit', [],
      'Parks: "To visit Parks, trade Resources from your Backpack matching the Resource requirement on the Park Card"',
      edit_move(lambda m: m['action'] == 'visit',
                lambda m: [dict(m, args=dict(m['args'], cost=dict(m['args']['cost'], mountain=m['args']['cost'].get('mountain', 0) + 6),
                                             paid=dict(m['args']['paid'], mountain=m['args']['paid'].get('mountain', 0) + 6)))],
                'a park requires and is paid 6 more mountain than the backpack holds'))
    T('resource-short-gear', 'parks.resource.short', 'parks.gear.market', [],
      'Purchasing Gear: "Spend Sun equal to a Gear Card\'s cost in the Gear Market"',
      edit_move(lambda m: m['action'] == 'gear' and m['args']['from'] == 'market',
                lambda m: [dict(m, args=dict(m['args'], cost=m['args']['cost'] + 9, paid=dict(m['args']['paid'], sun=m['args']['paid'].get('sun', 0) + 9)))],
                'a market gear costs and is paid 9 more sun than the backpack holds'))
    T('resource-short-trade', 'parks.resource.short', 'parks.site.wildlife', [],
      'Trail Site Actions: "Trade 1 Resource for a Wildlife"',
      edit_move(lambda m: m['action'] == 'trade',
                lambda m: [dict(m, args={'give': r}) for r in ['forest', 'mountain', 'sun', 'water'] if r != m['args']['give']],
                'the resource traded for a wildlife is one the backpack does not hold'))
    T('resource-spent-twice', 'parks.resource.short', 'parks.park.trays', [],
      'Parks: "Resources you spend are returned to the Resource Trays." (spent, they are gone)',
      dup_move(lambda m: m['action'] == 'visit' and m['args']['from'] == 'display',
               lambda d: d['args'].update(park='P99'),
               'a second park (P99) is visited with the same payment, which went to the trays '
               'with the first'))
    T('canteen-display-not-replaced', 'parks.canteen.display', 'parks.canteen.refill', [],
      'Canteens: "If you took one from the display, draw a token to replace it."',
      edit_move(lambda m: m['action'] == 'canteen' and m['args'].get('take') == 'display',
                lambda m: [dict(m, args={k: v for k, v in m['args'].items() if k != 'refill'})],
                'a canteen token is taken from the display and no token replaces it'))
    T('canteen-display-not-there', 'parks.canteen.display', 'parks.canteen.display', [],
      'Canteens: "choose one of the three available Canteen Tokens in the display"',
      edit_move(lambda m: m['action'] == 'canteen' and m['args'].get('take') == 'display',
                lambda m: [dict(m, args=dict(m['args'], token='C99'))],
                'the canteen token taken from the display (C99) is not one of its three'))
    T('park-underpaid', 'parks.park.cost', 'parks.park.visit', [],
      'Parks: "To visit Parks, trade Resources from your Backpack matching the Resource requirement on the Park Card"',
      edit_move(lambda m: m['action'] == 'visit' and sum(m['args']['paid'].values()) > 1,
                lambda m: [dict(m, args=dict(m['args'], paid={k: v - (1 if k == sorted(m['args']['paid'])[0] else 0) for k, v in m['args']['paid'].items()}))],
                'one resource less is paid for a park'))
    T('park-paid-other-resource', 'parks.pay.substitute', 'parks.wildlife.any', ['parks.resource.short'],
      'Wildlife: "They can be used in place of any other Resource to visit Parks, purchase Gear, and take Photos." (only wildlife)',
      edit_move(lambda m: m['action'] == 'visit' and 'sun' not in m['args']['cost'] and m['args']['paid'].get('wildlife'),
                lambda m: [dict(m, args=dict(m['args'], paid=dict({k: v for k, v in m['args']['paid'].items() if k != 'wildlife'}, sun=m['args']['paid']['wildlife'])))],
                'a park\'s wildlife payment is replaced by sun, which the park does not require'))
    T('park-reserve-and-visit', 'parks.park.either', 'parks.park.either', [],
      'Parks: "you can either reserve a Park, or visit one or more Parks"',
      insert_move(lambda c, t: any(m['action'] == 'visit' for m in c.turn_moves(t)), 'reserve',
                  lambda c, t: {'park': 'P99', 'from': 'deck'}, 'a park is reserved after the turn\'s visits'))
    T('park-reserve-two', 'parks.park.reserve-one', 'parks.park.reserve-one', [],
      'Parks: "Reserve A Park: Choose 1 Park Card from the display or draw the top Park Card from the deck"',
      dup_move(lambda m: m['action'] == 'reserve', lambda d: d['args'].update(park='P99'), 'a second park is reserved in the same action'))
    T('park-not-in-reserve', 'parks.park.reserve-own', 'parks.park.reserve-own', [],
      'Parks: "Only you can visit Parks in your Reserve."',
      edit_move(lambda m: m['action'] == 'visit' and m['args']['from'] == 'reserve',
                lambda m: [dict(m, args=dict(m['args'], park='P99'))], 'a park visited from the reserve is one never reserved'))
    T('park-instant-no-visit', 'parks.park.instant', 'parks.park.instant', [],
      'Parks: "Parks with a symbol have instant actions or benefits, which you\'ll immediately gain when you visit the Park."',
      insert_move(lambda c, t: not any(m['action'] == 'visit' for m in c.turn_moves(t)), 'gain',
                  lambda c, t: gain('forest', 1, 'park'), 'a park benefit is gained in a turn with no visit'))
    T('photo-free', 'parks.photo.cost', 'parks.photo.cost', [],
      'Photos: "To take a Photo, trade one Resource from your Backpack for a Photo Token"',
      edit_move(lambda m: m['action'] == 'photo', lambda m: [dict(m, args={})], 'a photo is taken without paying'))
    T('photo-second-never-badge', 'parks.photo.second', 'parks.badge.gain', [],
      'Photos: "When one of your Hikers lands on the Trail Site with the Shutterbug, gain the Shutterbug Badge"', photo_second('gain'))
    T('photo-second-badge-taken', 'parks.photo.second', 'parks.badge.take', [],
      'Photos: "If it has already been gained by another player, take it from them."', photo_second('take'))
    T('photo-second-badge-unclaimed', 'parks.photo.second', 'parks.badge.start', [],
      'Starting a Season: "Place the Shutterbug Badge off to the side of the board, within reach of all players"', photo_second('start'))
    T('photo-second-badge-taken-this-season', 'parks.photo.second', 'parks.badge.season', [],
      'Photos: "Leave the Shutterbug on the Trail for others to encounter all Season long."', photo_second('stays'))
    T('canteen-added-after-water', 'parks.canteen.benefit', 'parks.canteen.late', [],
      'Canteens: "If you add a Canteen to a row after it has Water in it, you do not gain the benefit that Season."', canteen_late)
    T('park-from-deck', 'parks.park.from', 'parks.park.where-from', [],
      'Parks: "Visit Parks: You can visit as many Parks as you\'d like and are able to from the Parks Display and your personal Reserve."',
      edit_move(lambda m: m['action'] == 'visit' and m['args']['from'] == 'display',
                lambda m: [dict(m, args=dict(m['args'], **{'from': 'deck'}))], 'a park is visited from the deck'))
    T('gear-from-discard', 'parks.gear.way', 'parks.gear.ways', [],
      'Purchasing Gear: "Choose one of the two ways to purchase Gear:" (the market or the deck)',
      edit_move(lambda m: m['action'] == 'gear' and m['args']['from'] == 'deck',
                lambda m: [dict(m, args=dict(m['args'], **{'from': 'discard'}))], 'a gear is bought from the discard pile for 2 sun'))
    T('passion-no-side', 'parks.passion.choice', 'parks.passion.side', [],
      'Passion Cards: "Indicate your chosen bonus by tucking your Passion Card under your Player Board so that only the chosen bonus is visible."',
      edit_move(lambda m: m['action'] == 'passion', lambda m: [dict(m, args={'choice': 'both'})], 'the passion is completed choosing both sides'))
    T('score-after-two-seasons', 'parks.end.early', 'parks.end.after-third',
      ['parks.score.parks', 'parks.score.photos', 'parks.score.photo-bonus', 'parks.score.seasons',
       'parks.score.passion', 'parks.score.first-hiker', 'parks.end.winner'],
      'At the end of the game: "After the 3rd Season, It\'s time to reflect on the peaks and valleys:"', no_third_season, keep_end=True)
    T('canteen-benefit-emptied-row', 'parks.canteen.benefit', 'parks.season.empty-canteens', [],
      'At the end of a Season: "Player Steps: Empty your Canteens by discarding all Water from your Canteens back to the Resource Tray."',
      emptied_row)
    T('season-bonus-wrong-season', 'parks.bonus.season', 'parks.season.tile', [],
      'At the end of a Season: "Then, if it\'s the end of Spring or Summer, flip over the Season Tile." (each season scores its own tile)',
      edit_move(lambda m: m['action'] == 'bonus' and m['args']['season'] == 1,
                lambda m: [dict(m, args=dict(m['args'], season=2))], 'the bonus at the end of season 1 is written for season 2'), keep_end=True)
    T('photo-third', 'parks.photo.second', 'parks.badge.second', [],
      'Photos: "once per turn, you may spend an additional Resource to take a second Photo"', photo_second('third'))
    T('photo-twice-trail-end', 'parks.photo.second', 'parks.trail-end.photo-twice', [],
      'Take a Photo: "The player with the Shutterbug Token may do this action twice."', photo_second('te'))
    T('gear-market-underpaid', 'parks.gear.cost', 'parks.gear.market', [],
      'Purchasing Gear: "Spend Sun equal to a Gear Card\'s cost in the Gear Market"',
      edit_move(lambda m: m['action'] == 'gear' and m['args']['from'] == 'market',
                lambda m: [dict(m, args=dict(m['args'], cost=m['args']['cost'] + 1))], 'a market gear\'s cost is written 1 more than paid'))
    T('gear-deck-underpaid', 'parks.gear.cost', 'parks.gear.deck', [],
      'Purchasing Gear: "Spend 2 Sun to draw the top card of the Gear Deck"',
      edit_move(lambda m: m['action'] == 'gear' and m['args']['from'] == 'deck' and m['args']['paid'].get('sun', 0) > 0,
                lambda m: [dict(m, args=dict(m['args'], paid=dict(m['args']['paid'], sun=m['args']['paid']['sun'] - 1)))],
                'a deck gear is paid 1 sun less'))
    T('gear-not-in-market', 'parks.gear.market', 'parks.gear.refill', ['parks.gear.owned'],
      'Purchasing Gear: "If you purchased a card from the Gear Market on your turn, slide the remaining Gear to the right, and refill on the left by drawing cards from the Gear Deck."',
      edit_move(lambda m: m['action'] == 'gear' and 'refill' in m['args'],
                lambda m: [dict(m, args=dict(m['args'], id=m['args']['refill']))],
                'the market gear bought is written as its own refill card (not yet in the market)'))
    T('gear-market-not-discarded', 'parks.gear.market-season', 'parks.season.gear-discard', [],
      'At the end of a Season: "Discard the rightmost Gear Card from the Gear Market back to the box."',
      market_unchanged)
    T('gear-market-not-slid', 'parks.gear.market-season', 'parks.season.gear-slide', [],
      'At the end of a Season: "Slide the remaining Gear Cards 1 spot to the right and draw a new Gear Card."',
      edit_move(lambda m: m['action'] == 'season' and 'gear_market' in m['args'],
                lambda m: [dict(m, args=dict(m['args'], gear_market=[m['args']['gear_market'][0], m['args']['gear_market'][2], m['args']['gear_market'][1]]))],
                'the new season\'s Gear Market has the two kept cards in swapped places'))
    T('park-refill-taken', 'parks.park.display', 'parks.park.display-after', ['parks.park.display-refill'],
      'Parks: "Whenever reserving or visiting Parks, replace cards in the display after your turn has completely ended."',
      display_refill_taken)
    T('park-display-not-slid', 'parks.park.display-refill', 'parks.park.display-slide', [],
      'Parks: "Once you are done visiting Parks for your turn, slide Park Cards in the display to the right to fill the gap."',
      edit_move(lambda m: m['action'] == 'display' and len(m['args']['parks']) == 3,
                lambda m: [dict(m, args={'parks': m['args']['parks'][1:] + m['args']['parks'][:1]})],
                'the display after the turn has its new card on the right, the others slid left'))
    T('gear-two-cards', 'parks.gear.one', 'parks.gear.one', ['parks.resource.short'],
      'Purchasing Gear: "When you purchase Gear, you may buy one Gear Card."',
      dup_move(lambda m: m['action'] == 'gear', lambda d: d['args'].update(id='G99'), 'a second gear card is bought in the same purchase'))
    T('gear-benefit-twice', 'parks.gear.once', 'parks.gear.once', [],
      'Using Gear: "Gear benefits may be gained only one time per turn."',
      dup_move(lambda m: m['action'] == 'gain' and m['args']['from'] == 'gear', lambda d: None, 'a gear benefit is gained twice in the turn'))
    T('gear-benefit-first', 'parks.gear.order', 'parks.gear.order', [],
      'Using Gear: "Gear benefits may be gained in any order after you take your Trail Site action."', move_gear_gain_first)
    T('gear-not-owned', 'parks.gear.owned', 'parks.gear.ready', [],
      'Using Gear: "Gear you buy is ready to use immediately." (gear not bought gives nothing)',
      edit_move(lambda m: m['action'] == 'gain' and m['args']['from'] == 'gear',
                lambda m: [dict(m, args=dict(m['args'], gear='G99'))], 'a gear benefit names gear never bought'))
    T('canteen-wildlife', 'parks.canteen.wildlife', 'parks.wildlife.canteen',
      ['parks.canteen.benefit', 'parks.site.action', 'parks.die.face', 'parks.weather.gain'],
      'Wildlife: "Note: they cannot be used to fill a Canteen"',
      edit_move(lambda m: m['action'] == 'gain' and 'row' in m['args'] and m['args']['from'] != 'canteen',
                lambda m: [dict(m, args=dict(m['args'], resource='wildlife', n=1))], 'a canteen is filled with wildlife instead of water'))
    T('canteen-row-twice', 'parks.canteen.once', 'parks.canteen.once', [],
      'Canteens: "Each row may be activated with Water once per Season."',
      dup_move(lambda m: m['action'] == 'gain' and 'row' in m['args'] and m['args']['from'] != 'canteen',
               lambda d: d['args'].update({'n': 1, 'from': 'passion'}),
               'the same canteen row is filled again (with a water from a passion effect)'))
    T('canteen-row-empty', 'parks.canteen.empty-row', 'parks.canteen.one-token', ['parks.canteen.benefit'],
      'Canteens: "You can activate a Canteen row with only one token in it." (at least one)',
      edit_move(lambda m: m['action'] == 'gain' and 'row' in m['args'] and m['args']['from'] != 'canteen',
                lambda m: [dict(m, args=dict(m['args'], row=r)) for r in (1, 2, 3) if r != m['args']['row']],
                'water is put into a canteen row that holds no canteen'))
    T('canteen-from-backpack', 'parks.canteen.backpack', 'parks.canteen.backpack', [],
      'Canteens: "Water in your Backpack cannot be used later to fill a Canteen."',
      insert_move(lambda c, t: True, 'fill', lambda c, t: {'row': 1}, 'water from the backpack is put into canteen row 1'))
    T('canteen-benefit-unfilled', 'parks.canteen.benefit', 'parks.canteen.water', [],
      'Canteens: "Whenever you gain a Water Token, you choose whether you want to add it to your Backpack or place it in a Canteen to gain the benefits from the tokens in that row."',
      edit_move(lambda m: m['action'] == 'gain' and m['args']['from'] == 'canteen',
                lambda m: [dict(m, args=dict(m['args'], row=r)) for r in (1, 2, 3) if r != m['args']['row']],
                'a canteen benefit names a row not filled this turn'))
    T('canteen-taken-space', 'parks.canteen.space', 'parks.canteen.space', [],
      'Canteens: "place it in any empty space in the Canteen area on your Player Board"',
      dup_move(lambda m: m['action'] == 'canteen', lambda d: d['args'].update({'from': 'effect'}), 'a second canteen (from an effect) is placed in the same space'))
    T('canteen-fourth-row', 'parks.canteen.space', 'parks.canteen.rows', [],
      'Canteens: "You have three Canteen rows on your Player Board, each of which can hold two Canteen Tokens"',
      edit_move(lambda m: m['action'] == 'canteen', lambda m: [dict(m, args=dict(m['args'], row=4))], 'a canteen is placed in row 4'))
    T('passion-other-turn', 'parks.passion.turn', 'parks.passion.turn', ['parks.passion.once', 'parks.score.passion'],
      'Passion Cards: "You will complete the objective on your turn by taking specific actions."',
      passion_moved)
    T('passion-twice', 'parks.passion.once', 'parks.passion.flip', [],
      'Passion Cards: "As soon as you complete your Passion\'s requirement, flip it over and choose either"',
      dup_move(lambda m: m['action'] == 'passion', lambda d: None, 'the passion is completed a second time'))
    # final scoring (whole games)
    T('score-parks', 'parks.score.parks', 'parks.score.parks', ['parks.end.winner'],
      'At the end of the game: "Score Visited Parks Total the points across all your visited Parks."',
      score_edit('parks', 1), keep_end=True)
    T('score-photos', 'parks.score.photos', 'parks.score.photos', ['parks.end.winner'],
      'At the end of the game: "Then, all players score 1 point per Photo"', score_edit('photos', 1), keep_end=True)
    T('photo-bonus-2p', 'parks.score.photo-bonus', 'parks.score.photo-2p', ['parks.end.winner'],
      'At the end of the game: "3 points in a 2-player game"',
      score_edit('photo_bonus', 1, lambda c, i, m: len(c.ids) == 2 and photo_rank(c, m) == (0, 0)), keep_end=True)
    T('photo-bonus-3p', 'parks.score.photo-bonus', 'parks.score.photo-3-5p', ['parks.end.winner'],
      'At the end of the game: "4 points in a 3–5-player game, with 2 points for the player with the 2nd-most Photos"',
      score_edit('photo_bonus', -1, lambda c, i, m: len(c.ids) > 2 and photo_rank(c, m) == (1, 0)), keep_end=True)
    T('photo-bonus-not-most-2p', 'parks.score.photo-bonus', 'parks.score.photo-bonus', ['parks.end.winner'],
      'Photos: "The player with the most Photos at the end of the game earns the Photo Bonus"',
      score_edit('photo_bonus', 3, lambda c, i, m: len(c.ids) == 2 and photo_rank(c, m)[0] > 0), keep_end=True)
    T('photo-bonus-not-most-3p', 'parks.score.photo-bonus', 'parks.score.photo-most', ['parks.end.winner'],
      'At the end of the game: "Score Photos The player who took the most Photos gets the Photo Bonus"',
      score_edit('photo_bonus', 4, lambda c, i, m: len(c.ids) > 2 and photo_rank(c, m)[0] > 1), keep_end=True)
    T('score-seasons', 'parks.score.seasons', 'parks.score.season', ['parks.end.winner'],
      'At the end of the game: "Award the Season Bonus Determine who earned the Fall Season Bonus and award them the points."',
      score_edit('seasons', 2), keep_end=True)
    T('score-passion-gear', 'parks.score.passion', 'parks.score.passion', ['parks.end.winner'],
      'At the end of the game: "Score Passion Cards If you chose the End Game Bonus on your Passion Card, score those points now."',
      score_edit('passion', 3, lambda c, i, m: passion_of(c, m['player']) == 'gear'), keep_end=True)
    T('score-passion-never', 'parks.score.passion', 'parks.passion.bonus', ['parks.end.winner'],
      'Passion Cards: "End Game Bonus will give you a unique scoring bonus at the end of the game."',
      score_edit('passion', 3, lambda c, i, m: passion_of(c, m['player']) is None), keep_end=True)
    T('first-hiker-point-wrong', 'parks.score.first-hiker', 'parks.score.first-hiker', ['parks.end.winner'],
      'At the end of the game: "First Hiker Token The player with the First Hiker Token gains 1 point."',
      score_edit('first_hiker', 1, lambda c, i, m: fh_holder(c)[0] != m['player']), keep_end=True)
    T('first-hiker-not-taken', 'parks.score.first-hiker', 'parks.trail-end.first-hiker', ['parks.end.winner'],
      'Take a Parks Action: "The first player who uses this space each season takes the First Hiker Token"',
      score_edit('first_hiker', -1, lambda c, i, m: fh_holder(c) == (m['player'], True)), keep_end=True)
    T('score-total', 'parks.score.total', 'parks.score.total', ['parks.end.winner'],
      'Parks rulebook, end of the game: the score is the sum of the scoring steps',
      score_edit('total', 1), keep_end=True)
    T('season-bonus-wrong-player', 'parks.bonus.winners', 'parks.score.season', ['parks.end.winner', 'parks.score.seasons'],
      'At the end of the game: "Award the Season Bonus Determine who earned the Fall Season Bonus and award them the points."',
      edit_move(lambda m: m['action'] == 'bonus' and len(m['args']['winners']) == 1,
                lambda m: [dict(m, args=dict(m['args'], winners=[q])) for q in m['args']['counts'] if q not in m['args']['winners']],
                'the season bonus is given to a player without the highest count'), keep_end=True)
    T('season-bonus-tie', 'parks.bonus.winners', 'parks.score.season-tie', ['parks.end.winner', 'parks.score.seasons'],
      'At the end of the game: "In the case of a tie, all tied players receive the points."',
      edit_move(lambda m: m['action'] == 'bonus' and len(m['args']['winners']) > 1,
                lambda m: [dict(m, args=dict(m['args'], winners=m['args']['winners'][:1]))],
                'of the players tied for the season bonus only the first is given it'), keep_end=True)
    T('winner-wrong', 'parks.end.winner', 'parks.end.winner', [],
      'Winner: "The player with the most points wins!"',
      edit_move(lambda m: m['action'] == 'result' and len(m['args']['winners']) == 1,
                lambda m: [dict(m, args={'winners': ['2' if m['args']['winners'][0] == '1' else '1']})],
                'the result names another player'), keep_end=True)
    T('winner-tie-parks', 'parks.end.winner', 'parks.end.tie-parks', [],
      'Winner: "In the case of a tie, the tied player who visited the most Parks wins."', tie_result(False), keep_end=True)
    T('winner-tie-shared', 'parks.end.winner', 'parks.end.tie-shared', [],
      'Winner: "If still tied, the tied players share the victory."', tie_result(True), keep_end=True)
    print('%d bad fixtures written' % len(RESULTS))


if __name__ == '__main__':
    main()
