#!/usr/bin/env python3
"""Writes the .mat variants of fixtures/backgammon/variants from the real gnubg files in ../real/.

Each variant is a rewrite of one real file into a notation other writers use
(FORMATS.md section 2); see PROVENANCE.md.  Run from fixtures/backgammon/variants:
    python3 ../../../tests/gen/make_bg_variants.py
"""
import re

REAL = '../real/'


def read(name):
    with open(REAL + name, encoding='utf-8') as f:
        return f.read().split('\n')


def write(name, lines, bom=False, crlf=False):
    text = ('\r\n' if crlf else '\n').join(lines)
    data = (b'\xef\xbb\xbf' if bom else b'') + text.encode('utf-8')
    with open(name, 'wb') as f:
        f.write(data)


ACTION = re.compile(r'^( *\d+\)) (.*)$')


def split_cells(rest):
    """Splits gnubg's fixed layout (left cell 28 chars, right cell from col 33)."""
    left, right = rest[:27], rest[28:] if len(rest) > 28 else ''
    if len(rest) > 28 and rest[27] != ' ':     # overflowed left cell
        m = re.search(r' (\d\d:| Doubles| Takes| Drops| Wins)', rest[20:])
        cut = 20 + m.start() + 1
        left, right = rest[:cut - 1], rest[cut:]
    return left.rstrip(), right.rstrip()


# 1. FIBS layout: no comment line, smaller die first, no '*', right column at
#    col 37 (second name at col 37), as in bgnori/bglib FIBS exports.
def fibs_col37():
    out = []
    for line in read('match3_s3001.mat'):
        if line.startswith(';'):
            continue
        m = ACTION.match(line)
        if m:
            left, right = split_cells(m.group(2))
            cells = []
            for c in (left, right):
                c = c.replace('*', '')
                c = re.sub(r'^(\s*)(\d)(\d):', lambda d: d.group(1) + min(d.group(2), d.group(3)) + max(d.group(2), d.group(3)) + ':', c)
                cells.append(c)
            line = (m.group(1) + ' ' + cells[0]).ljust(37) + cells[1]
            line = line.rstrip()
        elif ' : ' in line and 'alice' in line:
            s = line.split()
            line = (' %s : %s' % (s[0], s[2])).ljust(37) + '%s : %s' % (s[3], s[5])
        elif line.strip().startswith('Wins') and len(line) - len(line.lstrip()) > 20:
            line = ' ' * 37 + line.strip()
        out.append(line)
    write('fibs_col37_match3_s3001.mat', out)


# 2. bar and off as words: 25/ -> bar/, /0 -> /off.
def words():
    out = []
    for line in read('match5_2ply_s6001.mat'):
        if ACTION.match(line):
            line = re.sub(r'(?<![\d/])25/', 'bar/', line)
            line = re.sub(r'/0(?![\d])', '/off', line)
        out.append(line)
    write('words_bar_off_match5_2ply_s6001.mat', out)


# 3. FIBS result in the right cell of the last move line, capped, with
#    "and the match": alice resigns after her last move, bob wins the match.
def wins_right_cell():
    lines = read('match7_s2001.mat')
    out = []
    for line in lines:
        if line.startswith(' 36) 52: 5/3 5/0'):
            out.append(' 36) 52: 5/3 5/0                 Wins 7 points and the match')
            continue
        if line.strip() == 'Wins 8 points':
            continue
        out.append(line)
    write('wins_right_cell_match7_s2001.mat', out)


# 4. UTF-8 byte order mark and CRLF line ends (XG, Windows writers).
def bom_crlf():
    write('bom_crlf_match3_s3001.mat', read('match3_s3001.mat'), bom=True, crlf=True)


# 5. A file that starts mid-match: games 3 and 4 only, renumbered 1 and 2.
def midmatch():
    lines = read('match5_2ply_s6001.mat')
    start = lines.index(' Game 3')
    out = lines[:4] + lines[start:]
    out = [' Game 1' if l == ' Game 3' else ' Game 2' if l == ' Game 4' else l for l in out]
    write('midmatch_match5_2ply_s6001.mat', out)


# 6. Names with spaces and FIBS/GamesGrid ratings.
def rating_names():
    out = []
    for line in read('match5_s1002.mat'):
        m = re.match(r'^ alice : (\d+) +bob : (\d+)$', line)
        if m:
            line = (' alice smith,1660.5 : %s' % m.group(1)).ljust(34) + 'bob jones,1733 : %s' % m.group(2)
        out.append(line)
    write('rating_names_match5_s1002.mat', out)


# 7. Snowie "Illegal play (...)": alice's 6th play in game 1 replaced by the
#    position after it, as gnubg 1.07.001 exports it (export position snowietxt).
SNOWIE_POS = '3;0;0;0;1;bob;alice;0;0;0;1;0;0;-2;0;0;3;2;3;2;2;0;0;0;-2;2;0;-1;-1;-1;-2;-2;-2;-2;0;0;1;0;0;0;'


def snowie():
    out = []
    for line in read('match3_s3001.mat'):
        if line.startswith('  6) 21: 8/7 9/7'):
            line = '  6) 21: Illegal play (%s) 62: 24/22 22/16* ' % SNOWIE_POS
        out.append(line)
    write('snowie_illegal_match3_s3001.mat', out)


XG_HEADER = [
    '; [Site "eXtreme Gammon"]', '; [Match ID "4711"]', '; [Player 1 "alice"]',
    '; [Player 2 "bob"]', '; [Player 1 Elo "1600.00/0"]', '; [Player 2 Elo "1600.00/0"]',
    '; [EventDate "2026.11.30"]', '; [EventTime "03.00"]', '; [Variation "Backgammon"]',
    '; [Unrated "Off"]', '; [Crawford "On"]', '; [Jacoby "Off"]', '; [Beaver "Off"]',
    '; [CubeLimit "1024"]',
]


# 8. XG: header lines, BOM, "Cannot Move" for a dance.
def xg():
    out = list(XG_HEADER)
    for line in read('match3_s3001.mat')[1:]:
        if ACTION.match(line):
            line = re.sub(r'(\d\d): (?=\s{2,}|$)', r'\1: Cannot Move', line.rstrip() + ' ')
            line = line.rstrip()
        out.append(line)
    write('xg_match3_s3001.mat', out, bom=True, crlf=True)


# 9. Roll, then resignation, as gnubg writes it ("55: " then Wins), and the
#    XG form of the same ("55: ???").
def roll_resign():
    lines = read('match1_s4001.mat')
    out = []
    for line in lines:
        if line.startswith(' 18) 52: 5/0 5/3'):
            out += [' 18) 52: 5/0 5/3                 55: ', '      Wins 2 points', '']
            break
        out.append(line)
    write('rollresign_match1_s4001.mat', out)
    xg = XG_HEADER[:-4] + [l.replace('55: ', '55: ???') if l.startswith(' 18)') else l for l in out[1:]]
    write('xg_rollresign_match1_s4001.mat', xg, bom=True, crlf=True)


for f in (fibs_col37, words, wins_right_cell, bom_crlf, midmatch, rating_names, snowie, xg, roll_resign):
    f()
