#!/usr/bin/env python3
"""Writes fixtures/memoir44/troops/: the special units of Gamehelpmemoir's
TROOPS, SPECIAL WEAPONS ASSETS, NATIONS and ACTIONS sections, on boards the
streams describe themselves (setup.board).  No log of a scenario with these
units exists (neither BGA's code nor auto-memoir44 has them), so each case
is written from the page: a short legal game (troops/<case>.jsonl, which
must audit clean) and its copy with ONE change (troops/bad/<case>.jsonl)
whose .expect names the finding, its line and the sentence it breaks.  The
script checks both with build/gameaudit before it writes them.  Run from the
repo root after `make`:  python3 tests/memoir44/make_troops.py"""
import json, os, subprocess, sys

OUT = 'fixtures/memoir44/troops'
AX, AL = '1', '2'          # player ids: axis (top, baseline row 0), allies (bottom, row 8)


def U(i, x, y, cls='infantry', side='allies', figs=4, **kw):
    d = {'id': i, 'x': x, 'y': y, 'class': cls, 'side': side, 'figures': figs}
    d.update(kw)
    return d


def mv(action, player, **args):
    return {'player': player, 'action': action, 'args': args}


def card(p, name, section=None):
    return mv('card', p, name=name, **({'section': section} if section else {}))


def order(p, *ids):
    return mv('order', p, units=list(ids))


def move(p, u, x, y):
    return mv('move', p, unit=u, x=x, y=y)


def attack(p, u, t):
    return mv('attack', p, unit=u, target=t)


def roll(p, x, y, *dice):
    return mv('roll', p, x=x, y=y, dice=list(dice))


def damage(u, hits, blocked=False):
    return mv('damage', None, unit=u, hits=hits, **({'blocked': True} if blocked else {}))


def retreat(p, u, x, y):
    return mv('retreat', p, unit=u, x=x, y=y)


def ground(p, u, x, y):
    return mv('take-ground', p, unit=u, x=x, y=y)


def medal(side, unit=None, n=None):
    a = {'side': side}
    if unit is not None:
        a['unit'] = unit
    if n is not None:
        a['n'] = n
    return mv('medal', None, **a)


def obstacle(x, y, what, removed=False):
    return mv('obstacle', None, x=x, y=y, what=what, **({'removed': True} if removed else {}))


def drop(i, x, y, cls='infantry', figs=4, side='allies'):
    return mv('drop', None, unit=i, x=x, y=y, **{'class': cls}, figures=figs, side=side)


def visibility(*dice):
    return mv('visibility', AL, dice=list(dice))


def recover(p, u, n, *dice):
    return mv('recover', p, unit=u, n=n, dice=list(dice))


def resupply(p, u, t, n):
    return mv('resupply', p, unit=u, target=t, n=n)


def end(p):
    return mv('end-turn', p)


def draw(p, n, keep=None, pile=None):
    return mv('draw', p, count=n, **({'keep': keep} if keep is not None else {}),
              **({'from': pile} if pile else {}))


def discard(p, n=1):
    return mv('discard', p, count=n)


def reveal(p, name):
    return mv('reveal', p, name=name)


I, A, G, F, S = 'Infantry', 'Armor', 'Grenade', 'Flag', 'Star'
cases = []


def case(name, units, moves, bad, code, rule, why, terrain=(), nations=None, rules=None, line=None, also=(),
         cards=None, board=None, setup=None):
    """bad: {index: move} replaces moves, {index: None} deletes one,
    {('+', index): move} inserts before it, {'units': [...]} the board's
    units; the finding is expected on the line the change lands on.
    board, setup: further fields of setup.board and setup (to_win, radar)."""
    cases.append(dict(name=name, units=units, moves=moves, bad=bad, code=code, rule=rule, why=why,
                      terrain=list(terrain), nations=nations, rules=rules, line=line, also=list(also),
                      cards=cards, board=board, setup=setup))


def head(c, units):
    board = {'top': 'axis', 'first': 'allies', 'to_win': {'axis': 4, 'allies': 4}, 'units': units}
    if c['nations']:
        board['nations'] = c['nations']
    if c['cards']:
        board['cards'] = c['cards']
    board.update(c.get('board') or {})
    setup = {'board': board, 'sides': {AX: 'axis', AL: 'allies'}}
    setup.update(c.get('setup') or {})
    if c['terrain']:
        setup['terrain'] = [dict(x=x, y=y, name=n, **(o if isinstance(o, dict) else {'obstacle': True} if o else {}))
                            for x, y, n, o in c['terrain']]
    if c['rules']:
        setup['rules'] = c['rules']
    return {'stream': 'gameaudit/1', 'game': 'memoir44', 'date': '2026-12-01',
            'players': [{'id': AX, 'name': 'axis'}, {'id': AL, 'name': 'allies'}], 'setup': setup}


def dump(h, moves):
    out = [json.dumps(h, separators=(',', ':'))]
    for i, m in enumerate(moves, 1):
        m = dict(m)
        m = {'seq': i, 'player': m['player'], 'action': m['action'], 'args': m['args']}
        out.append(json.dumps(m, separators=(',', ':')))
    return '\n'.join(out) + '\n'


QUOTES = {}   # rule id -> 'Gamehelpmemoir §section: "sentence"', as the findings cite it


def findings(path):
    r = subprocess.run(['build/gameaudit', 'check', '--format', 'json', path], capture_output=True, text=True)
    got = []
    for l in r.stdout.splitlines():
        f = json.loads(l)
        if 'code' in f:
            rule = f.get('rule') or {}
            got.append((f['code'], f.get('line'), rule.get('id')))
            if rule.get('quote'):
                QUOTES[rule.get('id')] = '%s §%s: "%s"' % (rule.get('page'), rule.get('section'), rule['quote'])
            elif rule.get('source'):
                QUOTES[rule.get('id')] = rule['source']
    if r.returncode not in (0, 1):
        raise SystemExit('%s: exit %d: %s' % (path, r.returncode, r.stderr))
    return got


def mutate(c):
    units = c['bad'].get('units', c['units'])
    moves = list(c['moves'])
    line = 1 if 'units' in c['bad'] else None
    for k in sorted((k for k in c['bad'] if k != 'units'), key=lambda k: k[1] if isinstance(k, tuple) else k,
                    reverse=True):
        v = c['bad'][k]
        seq = v if isinstance(v, list) else [v]
        if isinstance(k, tuple):
            moves[k[1]:k[1]] = seq
            line = k[1] + 2
        elif v is None:
            del moves[k]
            line = k + 2
        else:
            moves[k:k + 1] = seq
            line = k + 2
    return units, moves, c['line'] or line


def main():
    sys.path.insert(0, 'tests/memoir44')
    import troop_cases  # noqa: F401  (fills cases)
    os.makedirs(os.path.join(OUT, 'bad'), exist_ok=True)
    for f in os.listdir(os.path.join(OUT, 'bad')):
        os.remove(os.path.join(OUT, 'bad', f))
    for f in os.listdir(OUT):
        if f.endswith('.jsonl'):
            os.remove(os.path.join(OUT, f))
    failed = 0
    for c in cases:
        good = os.path.join(OUT, c['name'] + '.jsonl')
        with open(good, 'w') as o:
            o.write(dump(head(c, c['units']), c['moves']))
        got = findings(good)
        if got:
            print('%s: the clean game has findings: %s' % (c['name'], got), file=sys.stderr)
            failed += 1
            continue
        units, moves, line = mutate(c)
        bad = os.path.join(OUT, 'bad', c['name'] + '.jsonl')
        with open(bad, 'w') as o:
            o.write(dump(head(c, units), moves))
        got = findings(bad)
        want = sorted([(c['code'], line, c['rule'])] + c['also'], key=lambda f: (f[1], f[0]))
        got = sorted(got, key=lambda f: (f[1], f[0]))
        if got != want:
            print('%s: want %s, got %s' % (c['name'], want, got), file=sys.stderr)
            failed += 1
            os.remove(bad)
            continue
        with open(bad + '.expect', 'w') as o:
            for w in c['why']:
                o.write('# ' + w + '\n')
            for _, _, rule in want:
                if rule in QUOTES:
                    o.write('# breaks %s\n' % QUOTES[rule])
            for code, ln, rule in want:
                o.write('%s %d %s\n' % (code, ln, rule))
    print('%d cases, %d failed' % (len(cases), failed), file=sys.stderr)
    return 1 if failed else 0


if __name__ == '__main__':
    sys.modules['make_troops'] = sys.modules['__main__']
    sys.exit(main())
