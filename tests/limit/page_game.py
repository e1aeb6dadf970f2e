#!/usr/bin/env python3
"""Writes fixtures/limit/page-game.jsonl: a whole game of two nations in
which every card of the page's three tables (Gamehelplimit, revision of
2026-03-03) is played once, with the states after each card worked out by
hand from its row (the comments give the sums), then take-back and the
Social phase steps the permanent cards change.  No computation: the values
are literals.

Usage: python3 tests/limit/page_game.py > fixtures/limit/page-game.jsonl"""
import json

out = [{'stream': 'gameaudit/1', 'game': 'limit', 'date': '2026-03-10',
        'players': [{'id': '1', 'name': 'ann'}, {'id': '2', 'name': 'bob'}], 'setup': {}}]


def mv(p, action, args):
    out.append({'seq': len(out), 'player': p, 'action': action, 'args': args})


def play(p, card, after, **kw):
    mv(p, 'play', dict(card=card, after=after, **kw))


mv('1', 'nation', dict(money=140, unrest=10, population=3, A=4, B=3, C=2, D=2, E=1,
                       renewable_level=2, industrial_level=3, military_level=2, renewable=6,
                       industrial=12, military=20, oil=1, pollution=2, disruption=2,
                       territories=2))
mv('2', 'nation', dict(money=50, unrest=2, population=4, A=3, B=3, C=2, D=1, E=1,
                       renewable_level=3, industrial_level=2, military_level=2, renewable=8,
                       industrial=6, military=4, oil=3, pollution=1, disruption=1,
                       territories=3))
# Society
play('1', 'Public Expenditure', {'1': {'money': 137, 'unrest': 9}})          # 1$ x 3; unrest -1
play('2', 'Education', {'2': {'money': 46, 'D': 2}})                          # 1$ x 4; D +1
play('1', 'Investment Policy', {'1': {'money': 131, 'unrest': 6}})           # 2$ x 3; unrest -3
play('2', 'Graduate Studies', {'2': {'money': 38, 'A': 4, 'B': 4, 'C': 3}})  # 2$ x 4; +3 in all
play('1', 'Indoctrination', {'1': {'A': 3, 'unrest': 4}})                    # A -1; unrest -2
play('2', 'Vegetarianism', {'2': {'unrest': 4}})                              # unrest +2
play('1', 'Overconsumption', {'1': {'industrial': 9, 'unrest': 1}})          # 1 x 3; unrest -3
play('2', 'Sustainable Consumption', {'2': {'unrest': 6}})                    # unrest +2
play('1', 'Surcharge', {'1': {'unrest': 2, 'money': 137}})                   # unrest +1; 2$ x 3
play('2', 'Political Reform', {'2': {'money': 28}})                          # 10$
# Production
play('1', 'Industrialization', {'1': {'money': 135, 'military_level': 3}}, type='military')
play('2', 'Craftsmanship', {'2': {'money': 27, 'renewable': 10}})            # 1$; 2 renewable
play('1', 'Recycling', {'1': {'industrial_level': 2}})
play('2', 'Robotization', {'2': {'money': 25, 'industrial_level': 4}}, type='industrial')  # A 4 >= 3
play('1', 'Green Production', {'1': {'industrial_level': 1}})
play('2', 'Policy Planning', {'2': {'unrest': 8}})
play('1', 'Intensive Farming', {'1': {'money': 133}})                        # renewable level 2
play('2', 'Extraction', {'2': {'money': 20, 'pollution': 2, 'oil': 5}})
# 50$: bob gives 10, ann 40; ann 2 -> 1 (hers first) -> 0 (each), bob 2 -> 1
play('1', 'Cleaning the Planet', {'1': {'money': 93, 'pollution': 0},
                                  '2': {'money': 10, 'pollution': 1}}, contributions={'2': 10})
play('2', 'Urbanization', {'2': {'industrial': 2, 'D': 3, 'E': 2}})          # 1 x 4; +2 in all
# bob's industrial level is 4: 4$ to bob; ann produces 5, loses 1 oil, bob gets 2 pollution
play('1', 'Offshore Production', {'1': {'money': 89, 'industrial': 14, 'oil': 0},
                                  '2': {'money': 14, 'pollution': 3}}, target='2')
play('2', 'Overproduction', {'2': {'unrest': 9, 'military': 10, 'pollution': 4}})
play('1', 'Soft Power', {'1': {'money': 69, 'disruption': 0}, '2': {'disruption': 3}},
     target='2')
# Military and Economy
play('2', 'Market Access', {'2': {'oil': 3, 'money': 22}},                   # A 4 >= 2
     trades=[{'resource': 'oil', 'amount': -2, 'money': 8}])
play('1', 'Speculation', {'1': {'money': 58, 'renewable': 8}},               # 5$, then 2 for 6$
     trades=[{'resource': 'renewable', 'amount': 2, 'money': -6}])
play('2', 'Stock Exchange', {'2': {'money': 12}})
# 50$ from ann; ann has no disruption token, bob 3 -> 2
play('1', 'Humanitarian Aid', {'1': {'money': 8}, '2': {'disruption': 2}})
# ann's population 3: 3$ to bob; ann's C +1
play('2', 'Political Interference', {'2': {'money': 15}, '1': {'money': 5, 'C': 3}}, target='1')
# bob's E is 2: (2 - 1) x 10 = 10$; bob's unrest -2
play('1', 'Development of Tourism', {'1': {'money': 15}, '2': {'money': 5, 'unrest': 7}},
     target='2')
# A 4 >= 4; 10 military, 2 disruption; ann loses a territory, military level -1, 3 pollution
play('2', 'Mass Destruction', {'2': {'military': 0, 'disruption': 4},
                               '1': {'territories': 1, 'military_level': 2, 'pollution': 3}},
     target='1')
play('1', 'Annexation of Territory', {'1': {'military': 10, 'disruption': 2, 'territories': 2},
                                      '2': {'territories': 2, 'industrial_level': 3}}, target='2')
mv('2', 'takeback', {'card': 'Policy Planning', 'after': {'unrest': 9}})     # unrest +2
mv('2', 'nation', {'military': 8})                                           # the log's word
play('2', 'Military Operation', {'2': {'military': 5, 'disruption': 5, 'industrial': 7},
                                 '1': {'industrial': 9}}, target='1')       # 5 industrial
play('1', 'Colonization', {'1': {'military': 5, 'disruption': 4, 'territories': 3, 'oil': 2}})
play('2', 'Terrorism', {'2': {'military': 4, 'disruption': 6}, '1': {'unrest': 5}}, target='1')
play('1', 'Police Repression', {'1': {'military': 4, 'disruption': 5, 'unrest': 3}})  # 3 - 2 = 1
# the Social phase steps the permanent cards change
mv('1', 'social', {'step': 'produce', 'type': 'renewable', 'level': 3, 'amount': 5, 'oil': -1,
                   'indicated': 0, 'pollution': 1})                          # Intensive Farming
mv('1', 'social', {'step': 'produce', 'type': 'industrial', 'level': 1, 'amount': 3,
                   'indicated': 2, 'pollution': 1})                          # Green Production
mv('2', 'social', {'step': 'produce', 'type': 'industrial', 'level': 3, 'amount': 6,
                   'indicated': 2, 'pollution': 2})
mv('1', 'social', {'step': 'supply', 'level': 3, 'amount': 4})
mv('2', 'social', {'step': 'supply', 'level': 3, 'amount': 5})               # Vegetarianism
mv('1', 'social', {'step': 'consume', 'level': 3, 'amount': 12, 'oil': 1})   # Recycling, 12 >= 10
mv('2', 'social', {'step': 'consume', 'level': 3, 'amount': 9, 'oil': 0})    # Sustainable Consumption
mv('1', 'social', {'step': 'growth'})
mv('2', 'social', {'step': 'growth'})                                        # Policy Planning taken back
for x in out:
    print(json.dumps(x, ensure_ascii=False, separators=(',', ':')))
