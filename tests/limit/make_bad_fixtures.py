#!/usr/bin/env python3
"""Makes fixtures/limit/bad/*: for every card, a copy of the shortest clean
generated stream that plays it, with ONE change to that play's `after`
(the nation's state is off by one in a field the card's cost or effect
fixes); and small streams for the checks that need a given position
(conditions on class A, take-backs, targets, Social phase steps, the two
revisions of Graduate Studies).  Each gets its .expect.

Usage: python3 tests/limit/make_bad_fixtures.py fixtures/limit"""
import copy, json, os, sys

FIX = sys.argv[1]
BAD = os.path.join(FIX, 'bad')
os.makedirs(BAD, exist_ok=True)

TAMPER = {  # card -> (field, sentence of the row it breaks)
    'Public Expenditure': ('money', 'Public Expenditure: "Lose 1$ per population"'),
    'Education': ('money', 'Education: "Lose 1$ per population"'),
    'Investment Policy': ('unrest', 'Investment Policy: "Decrease unrest by 3"'),
    'Graduate Studies': ('money', 'Graduate Studies: "Lose 2$ per population"'),
    'Indoctrination': ('unrest', 'Indoctrination: "Decrease unrest by 2"'),
    'Vegetarianism': ('unrest', 'Vegetarianism: "Increase unrest by 2"'),
    'Overconsumption': ('industrial', 'Overconsumption: "Spend 1 industrial resource per population"'),
    'Sustainable Consumption': ('unrest', 'Sustainable Consumption: "Increase unrest by 2"'),
    'Surcharge': ('money', 'Surcharge: "Receive 2$ per population"'),
    'Political Reform': ('money', 'Political Reform: "Lose 10$"'),
    'Industrialization': ('money', 'Industrialization: "lose as many $ as the value of that production plant cube\'s level"'),
    'Craftsmanship': ('money', 'Craftsmanship: "Lose 1$"'),
    'Recycling': ('industrial_level', 'Recycling: "Decrease your Industrial Production level by 1"'),
    'Robotization': ('money', 'Robotization: "lose as many $ as the value of that production plant cube\'s level"'),
    'Green Production': ('industrial_level', 'Green Production: "Decrease your Industrial production by 1 level"'),
    'Policy Planning': ('unrest', 'Policy Planning: "Increase unrest by 2"'),
    'Intensive Farming': ('money', 'Intensive Farming: "Lose as many $ as the value of the Renewable production plant cube\'s level"'),
    'Extraction': ('oil', 'Extraction: "Take 2 oil from the Limit box"'),
    'Cleaning the Planet': ('money', 'Cleaning the Planet: "Lose 50$"'),
    'Urbanization': ('industrial', 'Urbanization: "Spend 1 industrial resource per population"'),
    'Offshore Production': ('money', 'Offshore Production: "Give that nation the value of the level of their Industrial production plant cube in $"'),
    'Overproduction': ('unrest', 'Overproduction: "Increase unrest by 1"'),
    'Soft Power': ('money', 'Soft Power: "Lose 20$"'),
    'Speculation': ('money', 'Speculation: "5$ from your own stock"'),
    'Stock Exchange': ('money', 'Stock Exchange: "Take 10$ from your own stock"'),
    'Humanitarian Aid': ('money', 'Humanitarian Aid: "Lose 50$"'),
    'Political Interference': ('money', 'Political Interference: "Take the amount of $ from them equal to the position of their population cylinder"'),
    'Development of Tourism': ('unrest@target', 'Development of Tourism: "The targeted nation also reduces their unrest by 2"'),
    'Mass Destruction': ('disruption', 'Mass Destruction: "receive 2 disruption tokens"'),
    'Annexation of Territory': ('disruption', 'Annexation of Territory: "receive 2 disruption tokens"'),
    'Military Operation': ('disruption', 'Military Operation: "receive 1 disruption token"'),
    'Colonization': ('territories', 'Colonization: "Take 1 territory and 2 oil"'),
    'Terrorism': ('unrest@target', 'Terrorism: "That nation increases unrest by 3"'),
    'Police Repression': ('unrest', 'Police Repression: "Decrease unrest by 2"'),
}


def slug(card):
    return card.lower().replace(' ', '-')


def load(path):
    with open(path) as f:
        return [json.loads(l) for l in f if l.strip()]


def write(name, lines, expect, comments):
    p = os.path.join(BAD, name)
    with open(p, 'w') as f:
        for x in lines:
            f.write(json.dumps(x, ensure_ascii=False, separators=(',', ':')) + '\n')
    with open(p + '.expect', 'w') as f:
        for c in comments:
            f.write('# ' + c + '\n')
        for e in expect:
            f.write(e + '\n')


gens = sorted((os.path.join(FIX, f) for f in os.listdir(FIX) if f.startswith('gen-')),
              key=os.path.getsize)
done = set()
for path in gens:
    lines = load(path)
    st = {}
    for i, x in enumerate(lines[1:], start=2):
        p, a = x.get('player'), x.get('args', {})
        if x['action'] == 'nation':
            st.setdefault(p, {}).update({k: v for k, v in a.items() if k != 'permanent'})
            continue
        card = a.get('card')
        if x['action'] == 'play' and card in TAMPER and card not in done:
            field, why = TAMPER[card]
            who = p
            if field.endswith('@target'):
                field, who = field.split('@')[0], a['target']
            # cut after the changed play: the moves after it state the clean
            # game's values, which the change would put off by one in turn
            bad = copy.deepcopy(lines[:i])
            aft = bad[i - 1]['args'].setdefault('after', {}).setdefault(who, {})
            cur = aft.get(field, st[who][field])
            aft[field] = cur + 1
            write('%s-%s.jsonl' % (slug(card), field), bad,
                  ['limit.card.%s %d' % (slug(card), i)],
                  ['%s cut after line %d, where %s leaves the %s one more than the card does'
                   % (os.path.basename(path), i, card, field), 'breaks ' + why])
            done.add(card)
        if x['action'] == 'play':
            for q, d in a.get('after', {}).items():
                st.setdefault(q, {}).update(d)
        elif x['action'] == 'takeback':
            st[p].update(a.get('after', {}))
missing = set(TAMPER) - done
if missing:
    print('no generated play of', sorted(missing), file=sys.stderr)

# ---- small streams for checks that need a given position


def hdr(date='2026-03-10', n=2):
    return {'stream': 'gameaudit/1', 'game': 'limit', 'date': date,
            'players': [{'id': str(i + 1), 'name': nm} for i, nm in
                        enumerate(['ann', 'bob', 'cem'][:n])], 'setup': {}}


BASE = dict(money=40, unrest=3, population=4, A=3, B=2, C=2, D=1, E=1, renewable_level=2,
            industrial_level=2, military_level=2, renewable=6, industrial=8, military=12,
            oil=2, pollution=2, disruption=1, territories=2)


def stream(moves, date='2026-03-10', base1=None, base2=None):
    out = [hdr(date)]
    seq = 0
    for p, b in (('1', base1 or BASE), ('2', base2 or BASE)):
        seq += 1
        out.append({'seq': seq, 'player': p, 'action': 'nation', 'args': dict(b)})
    for p, act, args in moves:
        seq += 1
        out.append({'seq': seq, 'player': p, 'action': act, 'args': args})
    return out


# class A below the card's condition
lowA = dict(BASE, A=1, B=1, C=1, D=1, E=1)
write('market-access-class-a-1.jsonl',
      stream([('1', 'play', {'card': 'Market Access', 'trades': [
          {'resource': 'oil', 'amount': 1, 'money': -3}], 'after': {'1': {'oil': 3, 'money': 37}}})],
          base1=lowA),
      ['limit.card.market-access 4'],
      ['Market Access played with social class A at level 1',
       'breaks Market Access: "Available when social class A reaches level 2"'])
write('robotization-class-a-2.jsonl',
      stream([('1', 'play', {'card': 'Robotization', 'type': 'industrial',
                             'after': {'1': {'money': 38, 'industrial_level': 4}}})],
             base1=dict(BASE, A=2)),
      ['limit.card.unavailable 4 limit.robotization.available'],
      ['Robotization played with social class A at level 2',
       'breaks Robotization: "Available when social class A reaches level 3"'])
write('mass-destruction-class-a-3.jsonl',
      stream([('1', 'play', {'card': 'Mass Destruction', 'target': '2',
                             'after': {'1': {'military': 2, 'disruption': 3},
                                       '2': {'territories': 1, 'military_level': 1,
                                             'pollution': 5}}})]),
      ['limit.card.unavailable 4 limit.mass-destruction.available'],
      ['Mass Destruction played with social class A at level 3',
       'breaks Mass Destruction: "Available when social class A reaches level 4"'])
# Graduate Studies: the same play judged by the two revisions
grad_abc = [('1', 'play', {'card': 'Graduate Studies',
                           'after': {'1': {'money': 32, 'A': 4, 'B': 3, 'C': 3}}})]
write('graduate-studies-abc-2026-03-02.jsonl', stream(grad_abc, date='2026-03-02'),
      ['limit.card.graduate-studies 4 limit.graduate-studies.3e'],
      ['classes A, B and C raised by 1 each; the revision of 2026-03-01 (in force on',
       '2026-03-02) reads "Increase social class(es) of your choice by 3E": class E by 3.',
       'The same stream dated 2026-03-04 is clean: fixtures/limit/page-graduate-2026-03-04.jsonl'])
write('graduate-studies-4-2026-03-04.jsonl',
      stream([('1', 'play', {'card': 'Graduate Studies',
                             'after': {'1': {'money': 32, 'A': 4, 'B': 3, 'C': 3, 'D': 2}}})],
             date='2026-03-04'),
      ['limit.card.graduate-studies 4 limit.graduate-studies'],
      ['classes raised by 4 in all; the revision of 2026-03-03 reads',
       '"Increase social class(es) of your choice by 3, respecting the rule of A>=B>=C>=D>=E"'])
# the order of the classes
write('urbanization-b-above-a.jsonl',
      stream([('1', 'play', {'card': 'Urbanization', 'after': {'1': {'industrial': 4, 'B': 4}}})]),
      ['limit.classes.order 4'],
      ['Urbanization raises B from 2 to 4 over A at 3',
       'breaks Urbanization: "respecting the rule of A>=B>=C>=D>=E" (Education\'s row states it first)'])
# permanent cards
write('vegetarianism-twice.jsonl',
      stream([('1', 'play', {'card': 'Vegetarianism', 'after': {'1': {'unrest': 5}}}),
              ('1', 'play', {'card': 'Vegetarianism', 'after': {'1': {'unrest': 7}}})]),
      ['limit.permanent.twice 5'],
      ['Vegetarianism played while in front of the nation', 'breaks "Permanent effect card"'])
write('policy-planning-taken-back-free.jsonl',
      stream([('1', 'play', {'card': 'Policy Planning', 'after': {'1': {'unrest': 5}}}),
              ('1', 'takeback', {'card': 'Policy Planning'})]),
      ['limit.takeback.policy-planning 5'],
      ['Policy Planning taken back with unrest unchanged',
       'breaks "You may take this card back at any point by increasing unrest by 2"'])
write('intensive-farming-taken-back-free.jsonl',
      stream([('1', 'play', {'card': 'Intensive Farming', 'after': {'1': {'money': 38}}}),
              ('1', 'takeback', {'card': 'Intensive Farming'})]),
      ['limit.takeback.intensive-farming 5'],
      ['Intensive Farming taken back with the renewable level still 2',
       'breaks "You may take this card back by reducing your Renewable production level (don\'t reduce if at 1)"'])
write('takeback-not-in-play.jsonl',
      stream([('1', 'takeback', {'card': 'Policy Planning', 'after': {'1': {'unrest': 5}}})]),
      ['limit.takeback.not-in-play 4'],
      ['Policy Planning taken back though never played', 'breaks "Permanent effect card"'])
write('terrorism-on-self.jsonl',
      stream([('1', 'play', {'card': 'Terrorism', 'target': '1',
                             'after': {'1': {'military': 11, 'disruption': 2, 'unrest': 6}}})]),
      ['limit.target.invalid 4'],
      ['Terrorism targets its own player', 'breaks Offshore Production\'s "Target a nation" (the first statement of it)'])
# Social phase steps the permanent cards change
write('policy-planning-growth.jsonl',
      stream([('1', 'play', {'card': 'Policy Planning', 'after': {'1': {'unrest': 5}}}),
              ('1', 'social', {'step': 'growth'})]),
      ['limit.social.growth 5'],
      ['the Economic Growth step actioned with Policy Planning in front',
       'breaks Policy Planning: "Do not action the Economic Growth step during the Social phase"'])
write('vegetarianism-supply-full.jsonl',
      stream([('1', 'play', {'card': 'Vegetarianism', 'after': {'1': {'unrest': 5}}}),
              ('1', 'social', {'step': 'supply', 'level': 4, 'amount': 4})]),
      ['limit.social.supply 5'],
      ['supply counted at population 4 with Vegetarianism',
       'breaks Vegetarianism: "treat your population as if it was one level directly below"'])
write('sustainable-consume-full.jsonl',
      stream([('1', 'play', {'card': 'Sustainable Consumption', 'after': {'1': {'unrest': 5}}}),
              ('1', 'social', {'step': 'consume', 'level': 4, 'amount': 4})]),
      ['limit.social.consume 5'],
      ['consumption counted at population 4 with Sustainable Consumption',
       'breaks Sustainable Consumption: "treat your population as if it was 1 level lower"'])
write('green-production-full-pollution.jsonl',
      stream([('1', 'play', {'card': 'Green Production', 'after': {'1': {'industrial_level': 1}}}),
              ('1', 'social', {'step': 'produce', 'type': 'industrial', 'level': 1, 'amount': 3,
                               'indicated': 2, 'pollution': 2})]),
      ['limit.social.produce 5 limit.green-production.produce'],
      ['2 pollution received where 2 are indicated, with Green Production',
       'breaks Green Production: "receive 1 less pollution than indicated"'])
write('intensive-farming-level-not-raised.jsonl',
      stream([('1', 'play', {'card': 'Intensive Farming', 'after': {'1': {'money': 38}}}),
              ('1', 'social', {'step': 'produce', 'type': 'renewable', 'level': 2, 'amount': 3,
                               'oil': -1, 'indicated': 0, 'pollution': 1})]),
      ['limit.social.produce 5 limit.intensive-farming.produce'],
      ['renewables produced at level 2 with Intensive Farming',
       'breaks Intensive Farming: "treat your Renewable production level as if it was one level directly higher"'])
write('intensive-farming-no-oil.jsonl',
      stream([('1', 'play', {'card': 'Intensive Farming', 'after': {'1': {'money': 38}}}),
              ('1', 'social', {'step': 'produce', 'type': 'renewable', 'level': 2, 'amount': 3})],
             base1=dict(BASE, oil=0)),
      ['limit.social.intensive-oil 5'],
      ['Intensive Farming kept at a Production step with 0 oil',
       'breaks "If you do not have enough oil you must take this card back"'])
write('recycling-no-oil.jsonl',
      stream([('1', 'play', {'card': 'Recycling', 'after': {'1': {'industrial_level': 1}}}),
              ('1', 'social', {'step': 'consume', 'level': 4, 'amount': 10, 'oil': 0})],
             base1=dict(BASE, industrial=12)),
      ['limit.social.recycling 5'],
      ['10 industrial resources consumed with Recycling and no oil taken',
       'breaks Recycling: "When you consume 10 or more industrial resources in one step, take 1 oil"'])
write('market-access-two-trades.jsonl',
      stream([('1', 'play', {'card': 'Market Access', 'trades': [
          {'resource': 'oil', 'amount': 1, 'money': -3},
          {'resource': 'industrial', 'amount': -2, 'money': 4}],
          'after': {'1': {'oil': 3, 'industrial': 6, 'money': 41}}})]),
      ['limit.card.stock-exchange 4'],
      ['two transactions without Stock Exchange',
       'breaks Stock Exchange: "you can make 2 transactions instead of 1, on different resources"'])
write('unknown-card.jsonl',
      stream([('1', 'play', {'card': 'Tax Holiday', 'after': {'1': {'money': 45}}})]),
      ['limit.card.unknown 4'],
      ['a card no table of the page has'])

# the clean twin of graduate-studies-abc-2026-03-02: the revision of 2026-03-03
with open(os.path.join(FIX, 'page-graduate-2026-03-04.jsonl'), 'w') as f:
    for x in stream(grad_abc, date='2026-03-04'):
        f.write(json.dumps(x, ensure_ascii=False, separators=(',', ':')) + '\n')
