#!/usr/bin/env python3
"""Rewrites the check table of validators/parks/README.md from the engine
(`gameaudit games parks`) and the findings of fixtures/parks/bad/ (each
check, the sentence each of its findings cites, the copies proving it).

Usage: python3 tests/parks/readme_checks.py [build/gameaudit]"""
import collections, json, re, subprocess, sys

EXE = sys.argv[1] if len(sys.argv) > 1 else 'build/gameaudit'
out = subprocess.run([EXE, 'check', '--format', 'json', 'fixtures/parks/bad/'],
                     capture_output=True, text=True).stdout
rows = collections.OrderedDict()
for l in out.splitlines():
    d = json.loads(l)
    if 'code' not in d:
        continue
    r = rows.setdefault((d['code'], d['rule']['id']),
                        [d['rule'].get('section') or '',
                         d['rule'].get('quote') or d['rule'].get('source') or '', []])
    name = d['file'].split('/')[-1].replace('.jsonl', '')
    if name not in r[2]:
        r[2].append(name)
games = subprocess.run([EXE, 'games', 'parks'], capture_output=True, text=True).stdout
docs = dict(re.findall(r'^  (parks\.[a-z.\-]+), (?:error|warning): (.*)$', games, re.M))
table = ['| code | what | rule id: sentence cited (§ of Gamehelpparks) | known-bad fixtures (`bad/`) |',
         '|---|---|---|---|']
for code in sorted(docs):
    keys = sorted(k for k in rows if k[0] == code)
    if not keys:
        table.append('| `%s` | %s | — | none |' % (code, docs[code]))
        continue
    cites, fx = [], []
    for k in keys:
        sec, quote, files = rows[k]
        cites.append('`%s`: %s"%s"' % (k[1], sec + ': ' if sec else '', quote.replace('|', '\\|')))
        fx.append(', '.join(files[:3]) + (' …' if len(files) > 3 else ''))
    table.append('| `%s` | %s | %s | %s |' % (code, docs[code], '<br>'.join(cites), '<br>'.join(fx)))
path = 'validators/parks/README.md'
text = open(path).read()
a = text.index('| code | what |')
b = text.index('\n\nTwo rules are not on the page')
open(path, 'w').write(text[:a] + '\n'.join(table) + text[b:])
print('%d checks' % (len(table) - 2))
