#!/usr/bin/env python3
"""Writes the seed corpora tests/fuzz/corpus/mat and tests/fuzz/corpus/sgf from
the real fixtures (fixtures/backgammon/) plus slices and malformed cases.
Run from the repository root: python3 tests/gen/make_fuzz_corpus.py"""
import os
import random

R = 'fixtures/backgammon/real/'
V = 'fixtures/backgammon/variants/'


def rd(p):
    with open(p, 'rb') as f:
        return f.read()


def put(d, name, data):
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, name), 'wb') as f:
        f.write(data)


def mat_corpus():
    d = 'tests/fuzz/corpus/mat'
    for f in ['match1_s4001.mat', 'match3_s3001.mat', 'match7_s2001.mat', 'N1_variants.mat',
              'money10_s777.mat']:
        put(d, 'real_' + f, rd(R + f))
    for f in sorted(os.listdir(V)):
        if f.endswith('.mat'):
            put(d, 'variant_' + f, rd(V + f))
    m5 = rd(R + 'match5_2ply_s6001.mat')
    for n in (60, 200, 500, 1000):
        put(d, 'slice_match5_2ply_%d.mat' % n, m5[:n])
    money = rd(R + 'money10_s777.mat')
    put(d, 'slice_money10_game2.mat', money[money.index(b' Game 2'):money.index(b' Game 3')])
    lines = m5.split(b'\n')

    def repl(no, text):
        ls = list(lines)
        ls[no - 1] = text
        return b'\n'.join(ls)
    bad = {
        'truncated_step': repl(8, b'  2) 31: 8/7* 24/'),
        'dice_72': repl(8, b'  2) 72: 8/7* 24/21              32: 25/22 6/4* '),
        'dice_7x': repl(8, b'  2) 7x: 8/7* 24/21'),
        'garbage_cell': repl(8, b'  2) hello 31: 8/7* 24/21'),
        'third_cell': repl(8, b'  2) 31: 8/7* 24/21  32: 25/22 6/4*  43: 22/18'),
        'point_99': repl(8, b'  2) 31: 8/7* 24/99'),
        'repeat_9': repl(8, b'  2) 31: 13/7(9)'),
        'nine_steps': repl(8, b'  2) 31: 1/2 1/2 1/2 1/2 1/2 1/2 1/2 1/2 1/2'),
        'score_line': repl(6, b' alice : x                    bob : 0'),
        'cube_value': repl(14, b' 14)  Doubles => x'),
        'illegal_unclosed': repl(8, b'  2) 31: Illegal play (3;0;0'),
        'cannot': repl(8, b'  2) 31: Cannot'),
        'game_no_score': b' 5 point match\n\n Game 1\n',
        'move_first': b' 3 point match\n  1) 31: 8/5 6/5\n',
        'long_name': b' 1 point match\n\n Game 1\n ' + b'a' * 3000 + b' : 0  bob : 0\n  1) 31: 8/5 6/5\n',
    }
    for k, v in bad.items():
        put(d, 'bad_' + k + '.mat', v)
    rnd = random.Random(4242)
    put(d, 'bad_binary_junk.mat', bytes(rnd.randrange(256) for _ in range(512)))


def sgf_corpus():
    d = 'tests/fuzz/corpus/sgf'
    put(d, 'real_match1_s4001.sgf', rd(R + 'match1_s4001.sgf'))
    put(d, 'variant_rollresign_match1_s4001_gnubg.sgf', rd(V + 'rollresign_match1_s4001_gnubg.sgf'))
    m1 = rd(R + 'match1_s4001.sgf')
    for n in (100, 1000, 5000):
        put(d, 'slice_match1_%d.sgf' % n, m1[:n])
    root = b'(;FF[4]GM[6]CA[UTF-8]AP[GNU Backgammon:1.07.001]MI[length:3][game:0][ws:0][bs:0]'
    good = {
        'escapes': root + b'PW[al\\]ice]PB[b\\\\ob]RE[B+1]\n;B[43lpad]C[x \\] ( ; )]\n;W[double])',
        'variations': root + b'PW[a]PB[b]\n;B[43lpad]\n(;W[55hchcfafa](;B[31];W[42fdhd])(;B[21]))(;W[62mgmk](;B[33]))\n)',
        'setup_cube': root + b'PW[a]PB[b]\n;PL[W]AE[a:y]AW[a][a][y]AB[x][y]\n;CV[2]\n;CP[w]\n;W[21baba])',
        'beaver': root + b'PW[a]PB[b]CV[2]\n;W[double]\n;B[double]\n;W[take]\n;W[63]\n;B[double]\n;W[drop])',
        'two_trees': root + b'PW[a]PB[b]RE[W+1];B[31])\n' + root.replace(b'game:0', b'game:1') + b'RE[B+2R];W[21])',
    }
    for k, v in good.items():
        put(d, 'case_' + k + '.sgf', v)
    bad = {
        'unclosed_value': root + b'PW[alice',
        'bad_letter': root + b'PW[a]\n;B[43lp!d])',
        'odd_letters': root + b'PW[a]\n;B[43lpa])',
        'bad_dice': root + b'PW[a]\n;B[x3lpad])',
        'unclosed_tree': root + b'PW[a]\n;B[43lpad]',
        'extra_paren': root + b'PW[a])\n)',
        'junk_after': root + b'PW[a])\njunk',
        'go_game': b'(;FF[4]GM[1]SZ[19];B[pd])',
        'bad_result': root + b'RE[W+x])',
        'partial_setup': root + b'PW[a];AW[a])',
        'node_after_variation': root + b'PW[a](;B[31];W[42fdhd])(;B[21]);B[11])',
        'deep': root + b'(;' * 300 + b')' * 301,
    }
    for k, v in bad.items():
        put(d, 'bad_' + k + '.sgf', v)


mat_corpus()
sgf_corpus()
