#!/usr/bin/env python3
"""Plays random LEGAL Limit card plays by the page's card tables
(Gamehelplimit, revision of 2026-03-03; Graduate Studies raises class E by 3
only, which both revisions allow) and writes gameaudit streams.

Usage: python3 tests/limit/gen_streams.py OUTDIR [N]   (seeds 1..N, default 6)

The driver knows the cards as the page states them (numbers retyped here
on purpose: it is an independent second reading of the tables, the engine
reads them from the parsed page)."""
import json, os, random, sys

F = ['money', 'unrest', 'population', 'A', 'B', 'C', 'D', 'E', 'renewable_level',
     'industrial_level', 'military_level', 'renewable', 'industrial', 'military', 'oil',
     'pollution', 'disruption', 'territories']
CL = ['A', 'B', 'C', 'D', 'E']
PERM = {'Vegetarianism', 'Sustainable Consumption', 'Recycling', 'Green Production',
        'Policy Planning', 'Intensive Farming', 'Stock Exchange'}
TARGETED = {'Offshore Production', 'Soft Power', 'Political Interference',
            'Development of Tourism', 'Mass Destruction', 'Annexation of Territory',
            'Military Operation', 'Terrorism'}
CARDS = ['Public Expenditure', 'Education', 'Investment Policy', 'Graduate Studies',
         'Indoctrination', 'Vegetarianism', 'Overconsumption', 'Sustainable Consumption',
         'Surcharge', 'Political Reform', 'Industrialization', 'Craftsmanship', 'Recycling',
         'Robotization', 'Green Production', 'Policy Planning', 'Intensive Farming',
         'Extraction', 'Cleaning the Planet', 'Urbanization', 'Offshore Production',
         'Overproduction', 'Soft Power', 'Market Access', 'Speculation', 'Stock Exchange',
         'Humanitarian Aid', 'Political Interference', 'Development of Tourism',
         'Mass Destruction', 'Annexation of Territory', 'Military Operation', 'Colonization',
         'Terrorism', 'Police Repression']


def ordered(s):
    return all(s[CL[i]] >= s[CL[i + 1]] for i in range(4))


def raise_classes(rng, s, n):
    """Raises classes by n in all, keeping A>=B>=C>=D>=E; None if impossible."""
    s = dict(s)
    for _ in range(n):
        ok = [c for i, c in enumerate(CL) if i == 0 or s[CL[i - 1]] > s[c]]
        if not ok:
            return None
        c = rng.choice(ok)
        s[c] += 1
    return s


def one_class(rng, s, d):
    ok = []
    for i, c in enumerate(CL):
        t = dict(s)
        t[c] += d
        if t[c] >= 0 and ordered(t):
            ok.append(t)
    return rng.choice(ok) if ok else None


def try_card(rng, card, p, st, perm, nations):
    """Returns (args, after {pid: state}) for a legal play, or None."""
    s = dict(st[p])
    pop = s['population']
    after = {p: s}
    args = {'card': card}
    others = [q for q in nations if q != p]
    t = rng.choice(others)
    ts = dict(st[t])
    if card in PERM and card in perm[p]:
        return None
    if card in TARGETED:
        args['target'] = t
        after[t] = ts
    if card in ('Public Expenditure', 'Investment Policy'):
        k, u = (1, 1) if card == 'Public Expenditure' else (2, 3)
        if s['money'] < k * pop:
            return None
        s['money'] -= k * pop
        s['unrest'] -= u
    elif card == 'Education':
        if s['money'] < pop:
            return None
        s['money'] -= pop
        r = one_class(rng, s, 1)
        if not r:
            return None
        s.update(r)
    elif card == 'Graduate Studies':
        if s['money'] < 2 * pop or s['D'] < s['E'] + 3:
            return None
        s['money'] -= 2 * pop
        s['E'] += 3
    elif card == 'Indoctrination':
        r = one_class(rng, s, -1)
        if not r:
            return None
        s.update(r)
        s['unrest'] -= 2
    elif card in ('Vegetarianism', 'Sustainable Consumption', 'Policy Planning'):
        s['unrest'] += 2
    elif card == 'Overconsumption':
        if s['industrial'] < pop:
            return None
        s['industrial'] -= pop
        s['unrest'] -= 3
    elif card == 'Surcharge':
        s['unrest'] += 1
        s['money'] += 2 * pop
    elif card == 'Political Reform':
        if s['money'] < 10:
            return None
        s['money'] -= 10
    elif card in ('Industrialization', 'Robotization'):
        if card == 'Robotization' and s['A'] < 3:
            return None
        types = ['renewable', 'industrial', 'military'] if card == 'Industrialization' \
            else ['industrial', 'military']
        ty = rng.choice(types)
        lv = ty + '_level'
        if s['money'] < s[lv]:
            return None
        args['type'] = ty
        s['money'] -= s[lv]
        s[lv] += 1 if card == 'Industrialization' else 2
    elif card == 'Craftsmanship':
        if s['money'] < 1:
            return None
        s['money'] -= 1
        s[rng.choice(['renewable', 'industrial', 'military'])] += 2
    elif card in ('Recycling', 'Green Production'):
        if s['industrial_level'] < 2:
            return None
        s['industrial_level'] -= 1
    elif card == 'Intensive Farming':
        if s['money'] < s['renewable_level']:
            return None
        s['money'] -= s['renewable_level']
    elif card == 'Extraction':
        if s['money'] < 5:
            return None
        s['money'] -= 5
        s['pollution'] += 1
        s['oil'] += 2
    elif card in ('Cleaning the Planet', 'Humanitarian Aid'):
        f = 'pollution' if card == 'Cleaning the Planet' else 'disruption'
        help_ = {}
        rest = 50
        for q in others:
            if st[q]['money'] > 20 and rng.random() < 0.5:
                amt = rng.randint(1, 10)
                help_[q] = amt
                rest -= amt
        if s['money'] < rest:
            return None
        if help_:
            args['contributions'] = help_
        s['money'] -= rest
        for q in others:
            after[q] = dict(st[q])
            if q in help_:
                after[q]['money'] -= help_[q]
        if s[f] > 0:
            s[f] -= 1
        for q in nations:
            if after[q][f] > 0:
                after[q][f] -= 1
    elif card == 'Urbanization':
        if s['industrial'] < pop:
            return None
        r = raise_classes(rng, s, 2)
        if not r:
            return None
        s.update(r)
        s['industrial'] -= pop
    elif card == 'Offshore Production':
        lv = ts['industrial_level']
        if s['money'] < lv:
            return None
        s['money'] -= lv
        ts['money'] += lv
        s['industrial'] += lv + rng.randint(0, 3)
        ts['pollution'] += rng.randint(0, 2)
        if s['oil'] > 0 and rng.random() < 0.5:
            s['oil'] -= 1
    elif card == 'Overproduction':
        s['unrest'] += 1
        s[rng.choice(['industrial', 'military'])] += rng.randint(1, 6)
        s['pollution'] += rng.randint(0, 2)
    elif card == 'Soft Power':
        if s['money'] < 20:
            return None
        k = rng.randint(0, min(2, s['disruption']))
        s['money'] -= 20
        s['disruption'] -= k
        ts['disruption'] += k
    elif card in ('Market Access', 'Speculation'):
        if card == 'Market Access' and s['A'] < 2:
            return None
        if card == 'Speculation':
            if s['money'] < 5:
                return None
            s['money'] -= 5
        n = 2 if 'Stock Exchange' in perm[p] and rng.random() < 0.5 else 1
        res = rng.sample(['renewable', 'industrial', 'military', 'oil'], n)
        tr = []
        for r in res:
            if s[r] > 0 and rng.random() < 0.5:
                amt = -rng.randint(1, s[r])
                money = -amt * rng.randint(1, 4)
            else:
                amt = rng.randint(1, 3)
                money = -amt * rng.randint(1, 4)
                if s['money'] + money < 0:
                    return None
            s[r] += amt
            s['money'] += money
            tr.append({'resource': r, 'amount': amt, 'money': money})
        args['trades'] = tr
    elif card == 'Stock Exchange':
        if s['money'] < 10:
            return None
        s['money'] -= 10
    elif card == 'Political Interference':
        k = ts['population']
        if ts['money'] < k:
            return None
        r = one_class(rng, ts, 1)
        if not r:
            return None
        ts.update(r)
        s['money'] += k
        ts['money'] -= k
    elif card == 'Development of Tourism':
        amt = max(0, (ts['E'] - 1) * 10)
        if ts['money'] < amt:
            return None
        s['money'] += amt
        ts['money'] -= amt
        ts['unrest'] -= 2
    elif card in ('Mass Destruction', 'Annexation of Territory', 'Military Operation'):
        need = 3 if card == 'Military Operation' else 10
        if card == 'Mass Destruction' and s['A'] < 4:
            return None
        if s['military'] < need:
            return None
        spent = rng.randint(need, s['military'])
        s['military'] -= spent
        s['disruption'] += 1 if card == 'Military Operation' else 2
        if rng.random() < 0.2:
            args['resisted'] = True
            ts['military'] = max(0, ts['military'] - rng.randint(0, 3))
        elif card == 'Military Operation':
            kind, cap = rng.choice([('oil', 2), ('industrial', 5), ('renewable', 5)])
            k = min(cap, ts[kind])
            s[kind] += k
            ts[kind] -= k
        else:
            if ts['territories'] < 1:
                return None
            lv = rng.choice(['industrial_level', 'military_level'])
            if ts[lv] < 2:
                return None
            ts[lv] -= 1
            ts['territories'] -= 1
            if card == 'Mass Destruction':
                ts['pollution'] += 3
            else:
                s['territories'] += 1
    elif card == 'Colonization':
        if s['military'] < 5:
            return None
        s['military'] -= 5
        s['disruption'] += 2
        s['territories'] += 1
        s['oil'] += 2
    elif card == 'Terrorism':
        if s['military'] < 1:
            return None
        s['military'] -= 1
        s['disruption'] += 1
        ts['unrest'] += 3
    elif card == 'Police Repression':
        k = max(0, pop - 2)
        if s['military'] < k:
            return None
        s['military'] -= k
        s['disruption'] += 1
        s['unrest'] -= 2
    for q, x in after.items():
        if any(v < 0 for k, v in x.items() if k != 'unrest') or not ordered(x):
            return None
    return args, after


def diff(before, after):
    return {k: v for k, v in after.items() if before.get(k) != v}


def game(seed, date):
    rng = random.Random(seed)
    np_ = rng.choice([2, 3, 4])
    nations = [str(i + 1) for i in range(np_)]
    names = ['ann', 'bob', 'cem', 'dia'][:np_]
    hdr = {'stream': 'gameaudit/1', 'game': 'limit', 'date': date,
           'players': [{'id': i, 'name': n} for i, n in zip(nations, names)], 'setup': {}}
    lines = [hdr]
    st, perm = {}, {q: set() for q in nations}
    seq = 0

    def move(p, action, args):
        nonlocal seq
        seq += 1
        lines.append({'seq': seq, 'player': p, 'action': action, 'args': args})

    for q in nations:
        s = dict(money=rng.randint(20, 60), unrest=rng.randint(0, 4), population=rng.randint(2, 5),
                 A=0, B=0, C=0, D=0, E=0, renewable_level=rng.randint(1, 3),
                 industrial_level=rng.randint(1, 3), military_level=rng.randint(1, 3),
                 renewable=rng.randint(2, 10), industrial=rng.randint(2, 12),
                 military=rng.randint(2, 14), oil=rng.randint(0, 4), pollution=rng.randint(0, 3),
                 disruption=rng.randint(0, 3), territories=rng.randint(1, 3))
        lv = sorted([rng.randint(1, 5) for _ in range(5)], reverse=True)
        for c, v in zip(CL, lv):
            s[c] = v
        st[q] = s
        move(q, 'nation', dict(s))
    for rnd in range(rng.randint(4, 7)):
        for p in nations:
            for _ in range(rng.randint(1, 3)):
                for _try in range(40):
                    card = rng.choice(CARDS)
                    r = try_card(rng, card, p, st, perm, nations)
                    if r:
                        break
                else:
                    continue
                args, after = r
                a = {q: diff(st[q], x) for q, x in after.items()}
                a = {q: d for q, d in a.items() if d}
                if a:
                    args['after'] = a
                move(p, 'play', args)
                for q, x in after.items():
                    st[q] = x
                if card in PERM:
                    perm[p].add(card)
            # take back a permanent card now and then
            if perm[p] & {'Policy Planning', 'Intensive Farming'} and rng.random() < 0.3:
                c = rng.choice(sorted(perm[p] & {'Policy Planning', 'Intensive Farming'}))
                s = dict(st[p])
                if c == 'Policy Planning':
                    s['unrest'] += 2
                elif s['renewable_level'] > 1:
                    s['renewable_level'] -= 1
                d = diff(st[p], s)
                move(p, 'takeback', {'card': c, 'after': d} if d else {'card': c})
                st[p] = s
                perm[p].discard(c)
        # the Social phase: the steps the permanent cards change
        for p in nations:
            s = st[p]
            if 'Intensive Farming' in perm[p] and s['oil'] < 1:
                move(p, 'takeback', {'card': 'Intensive Farming', 'after':
                                     diff(s, dict(s, renewable_level=max(1, s['renewable_level'] - (1 if s['renewable_level'] > 1 else 0))))})
                if s['renewable_level'] > 1:
                    s['renewable_level'] -= 1
                perm[p].discard('Intensive Farming')
            far = 'Intensive Farming' in perm[p]
            amt = rng.randint(1, 8)
            args = {'step': 'produce', 'type': 'renewable',
                    'level': s['renewable_level'] + (1 if far else 0), 'amount': amt}
            if far:
                args['oil'] = -1
                args['indicated'] = 0
                args['pollution'] = 1
                s['oil'] -= 1
                s['pollution'] += 1
            s['renewable'] += amt
            move(p, 'social', args)
            ind = rng.randint(0, 3)
            pol = max(0, ind - (1 if 'Green Production' in perm[p] else 0))
            amt = rng.randint(1, 8)
            move(p, 'social', {'step': 'produce', 'type': 'industrial',
                               'level': s['industrial_level'], 'amount': amt,
                               'indicated': ind, 'pollution': pol})
            s['industrial'] += amt
            s['pollution'] += pol
            lvl = s['population'] - (1 if 'Vegetarianism' in perm[p] else 0)
            amt = min(s['renewable'], rng.randint(0, 6))
            move(p, 'social', {'step': 'supply', 'level': lvl, 'amount': amt})
            s['renewable'] -= amt
            lvl = s['population'] - (1 if 'Sustainable Consumption' in perm[p] else 0)
            amt = min(s['industrial'], rng.randint(0, 14))
            oil = 1 if 'Recycling' in perm[p] and amt >= 10 else 0
            move(p, 'social', {'step': 'consume', 'level': lvl, 'amount': amt, 'oil': oil})
            s['industrial'] -= amt
            s['oil'] += oil
            if 'Policy Planning' not in perm[p]:
                move(p, 'social', {'step': 'growth'})
            # what the engine does not model: the log's word on the state
            s['money'] += rng.randint(0, 15)
            s['military'] += rng.randint(0, 6)
            if rng.random() < 0.3 and s['population'] < 7:
                s['population'] += 1
            move(p, 'nation', dict(s))
    return lines


def main():
    outdir = sys.argv[1]
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 6
    os.makedirs(outdir, exist_ok=True)
    for seed in range(1, n + 1):
        date = '2026-03-02' if seed % 3 == 0 else '2026-03-10'
        lines = game(seed, date)
        with open(os.path.join(outdir, 'gen-%02d.jsonl' % seed), 'w') as f:
            for x in lines:
                f.write(json.dumps(x, ensure_ascii=False, separators=(',', ':')) + '\n')


main()
