#!/usr/bin/env python3
"""Plays whole games of Parks by random LEGAL turns (the rules of the wiki
page Gamehelpparks, as validators/parks/README.md reads them) and writes
each as a normalized stream (gameaudit/1, JSON Lines).  Deterministic: the
seed of game k is k.  Card texts (park instant actions, gear and canteen
benefits, passion objectives, season and year cards) are made up at random:
the engine follows the log for them.

Games 13 and up also track the Gear Market (setup.gear_market, gear.refill,
season.gear_market), games 15 and up the park display (setup.park_display,
display moves), games 16 and up the canteen display (setup.canteen_display;
canteen.take, .token and, from the display, .refill).

Usage: python3 tests/parks/gen_streams.py OUTDIR [N]"""
import json, os, random, sys

RES = ['forest', 'mountain', 'sun', 'water', 'wildlife']
BASIC = ['forest', 'mountain', 'sun', 'water']
SITES = ['forest', 'mountain', 'sun', 'water', 'die', 'gear', 'photo', 'wildlife', 'parks']
SITE_GAIN = {'forest': ('forest', 1), 'mountain': ('mountain', 1), 'sun': ('sun', 2),
             'water': ('water', 2)}
DIE = {'forest': ('forest', 1), 'mountain': ('mountain', 1), 'sun': ('sun', 2),
       'water': ('water', 2), 'wildlife': ('wildlife', 1), 'canteen': None}
DIE_SITE = {'forest': 'forest', 'mountain': 'mountain', 'sun': 'sun', 'water': 'water',
            'wildlife': 'wildlife', 'canteen': 'photo'}
NAMES = ['ann', 'bob', 'cid', 'dee', 'eve']


class Game:
    def __init__(self, seed, nplayers, lit=True, market=False, display=False, canteens=False):
        self.r = random.Random(seed)
        # the Gear Market (3 cards, left to right) is tracked only when market is set,
        # with a random generator of its own (games without it are unchanged)
        self.market = None
        if market:
            self.mr = random.Random(seed + 1000)
            self.nmarket = 0
            self.mcost = {}
            self.market = [self.market_card() for _ in range(3)]
        self.n = nplayers
        self.ids = [str(i + 1) for i in range(nplayers)]
        self.lines = []
        self.seq = 0
        self.lit_setup = lit
        self.lit = [lit] * nplayers
        self.res = [dict.fromkeys(RES, 0) for _ in range(nplayers)]
        self.photos = [0] * nplayers
        self.park_pts = [0] * nplayers
        self.nparks = [0] * nplayers
        self.reserve = [[] for _ in range(nplayers)]
        self.gear = [[] for _ in range(nplayers)]
        self.canteen = [[[0, 0] for _ in range(3)] for _ in range(nplayers)]
        self.passion = [0] * nplayers
        self.bonus = [0] * nplayers
        self.first = 0
        self.badge = -1
        self.npark = 0
        self.ngear = 0
        header = {'stream': 'gameaudit/1', 'game': 'parks', 'date': '2025-06-%02d' % (1 + seed % 28),
                  'players': [{'id': self.ids[i], 'name': NAMES[i]} for i in range(nplayers)],
                  'setup': {'first': '1'}}
        if not lit:
            header['setup']['campfire_lit'] = False
        if self.market:
            header['setup']['gear_market'] = list(self.market)
        # the park display (3 cards, left to right), tracked only when display is set
        self.display = None
        self.taken = False
        if display:
            self.dr = random.Random(seed + 2000)
            self.display = [self.new_park() for _ in range(3)]
            header['setup']['park_display'] = [pk['park'] for pk in self.display]
        # the canteen display (3 tokens) and the stack, tracked only when canteens is set,
        # with a random generator of its own
        self.cdisp = None
        if canteens:
            self.cr = random.Random(seed + 3000)
            self.ntoken = 0
            self.cdisp = [self.new_token() for _ in range(3)]
            header['setup']['canteen_display'] = list(self.cdisp)
        self.lines.append(json.dumps(header, separators=(',', ':'), ensure_ascii=False))

    def emit(self, player, action, **args):
        self.seq += 1
        self.lines.append(json.dumps({'seq': self.seq, 'player': self.ids[player] if player is not None else None,
                                      'action': action, 'args': args},
                                     separators=(',', ':'), ensure_ascii=False))

    def new_park(self):
        self.npark += 1
        k = self.r.randint(2, 5)
        cost = {}
        for _ in range(k):
            x = self.r.choice(BASIC)
            cost[x] = cost.get(x, 0) + 1
        return {'park': 'P%02d' % self.npark, 'cost': cost, 'points': self.r.randint(2, 5)}

    def pay_for(self, p, cost):
        """Payment of cost from p's backpack, wildlife filling the gaps, or None."""
        paid, wild = {}, 0
        for x, c in cost.items():
            have = self.res[p][x]
            use = min(have, c)
            if use:
                paid[x] = use
            wild += c - use
        if wild > self.res[p]['wildlife']:
            return None
        if wild:
            paid['wildlife'] = wild
        return paid

    def spend(self, p, paid):
        for x, c in paid.items():
            self.res[p][x] -= c
            assert self.res[p][x] >= 0

    def gain_water(self, p, n, frm):
        """Gains n water; maybe fills a canteen row (with its benefit)."""
        rows = [i for i in range(3) if any(self.canteen[p][i]) and not self.row_water[p][i]]
        if rows and self.r.random() < 0.6:
            row = self.r.choice(rows)
            self.row_water[p][row] = 1
            self.emit(p, 'gain', resource='water', n=n, **{'from': frm}, row=row + 1)
            self.res[p]['water'] += n - 1
            if not self.row_late[p][row]:
                x = self.r.choice(BASIC)
                self.emit(p, 'gain', resource=x, **{'from': 'canteen'}, row=row + 1)
                self.res[p][x] += 1
        else:
            self.emit(p, 'gain', resource='water', n=n, **{'from': frm})
            self.res[p]['water'] += n

    def gain(self, p, x, n, frm):
        if x == 'water':
            self.gain_water(p, n, frm)
            return
        args = {'resource': x, 'from': frm}
        if n != 1:
            args['n'] = n
        self.emit(p, 'gain', **args)
        self.res[p][x] += n

    def new_token(self):
        self.ntoken += 1
        return 'C%02d' % self.ntoken

    def take_canteen(self, p, frm):
        free = [(i, j) for i in range(3) for j in range(2) if not self.canteen[p][i][j]]
        if not free:
            return False
        i, j = self.r.choice(free)
        self.canteen[p][i][j] = 1
        if self.row_water[p][i]:
            self.row_late[p][i] = 1
        args = {'row': i + 1, 'slot': j + 1}
        if frm != 'site':
            args['from'] = frm
        if self.cdisp is not None:
            # one of the three in the display (a token drawn replaces it), or the stack's top
            if self.cr.random() < 0.6:
                tok = self.cr.choice(self.cdisp)
                new = self.new_token()
                self.cdisp[self.cdisp.index(tok)] = new
                args.update(take='display', token=tok, refill=new)
            else:
                args.update(take='stack', token=self.new_token())
        self.emit(p, 'canteen', **args)
        return True

    def photo(self, p, allowed):
        took = 0
        for _ in range(allowed):
            have = [x for x in RES if self.res[p][x] > 0]
            if not have:
                break
            x = self.r.choice(have)
            self.res[p][x] -= 1
            self.photos[p] += 1
            self.emit(p, 'photo', pay=x)
            took += 1
            if self.r.random() < 0.3:
                break
        return took

    def market_card(self):
        self.nmarket += 1
        mid = 'M%02d' % self.nmarket
        self.mcost[mid] = self.mr.randint(1, 4)
        return mid

    def buy_gear(self, p):
        if self.r.random() < 0.3:
            frm, cost = 'deck', 2
        else:
            frm, cost = 'market', self.r.randint(1, 4)
        if frm == 'market' and self.market:
            return self.buy_market(p)
        paid = self.pay_for(p, {'sun': cost})
        if paid is None:
            return
        self.spend(p, paid)
        self.ngear += 1
        gid = 'G%02d' % self.ngear
        self.gear[p].append(gid)
        args = {'id': gid, 'from': frm, 'paid': paid}
        if frm == 'market':
            args['cost'] = cost
        self.emit(p, 'gear', **args)

    def buy_market(self, p):
        """Buys one of the market's cards it can pay; slides and refills."""
        order = list(self.market)
        self.mr.shuffle(order)
        for mid in order:
            cost = self.mcost[mid]
            paid = self.pay_for(p, {'sun': cost})
            if paid is None:
                continue
            self.spend(p, paid)
            self.gear[p].append(mid)
            self.market.remove(mid)
            new = self.market_card()
            self.market.insert(0, new)
            self.emit(p, 'gear', id=mid, **{'from': 'market'}, cost=cost, paid=paid, refill=new)
            return

    def parks_action(self, p):
        if self.r.random() < 0.3 or not any(self.res[p].values()):
            if self.display is None:
                pk = self.new_park()
                frm = self.r.choice(['display', 'deck'])
            else:
                frm = self.r.choice(['display', 'deck'])
                if frm == 'display':
                    pk = self.display.pop(self.dr.randrange(len(self.display)))
                    self.taken = True
                else:
                    pk = self.new_park()
            self.reserve[p].append(pk)
            self.emit(p, 'reserve', park=pk['park'], **{'from': frm})
            return False
        visited = False
        if self.display is not None:
            cands = [('reserve', pk) for pk in self.reserve[p]] + \
                    [('display', pk) for pk in list(self.display)]
        else:
            cands = [('reserve', pk) for pk in self.reserve[p]] + \
                    [('display', self.new_park()) for _ in range(3)]
        for frm, pk in cands:
            paid = self.pay_for(p, pk['cost'])
            if paid is None:
                continue
            self.spend(p, paid)
            if frm == 'reserve':
                self.reserve[p].remove(pk)
            elif self.display is not None:
                self.display.remove(pk)
                self.taken = True
            self.emit(p, 'visit', park=pk['park'], **{'from': frm}, cost=pk['cost'], paid=paid,
                      points=pk['points'])
            self.park_pts[p] += pk['points']
            self.nparks[p] += 1
            visited = True
            if self.r.random() < 0.2:
                x = self.r.choice(BASIC)
                self.gain(p, x, 1, 'park')
        return visited

    def turn(self, p, h, to, te):
        site = self.sites[to - 1] if to < te else None
        if to < te:
            if self.weather[to - 1] != 'none' and not self.wtaken[to - 1]:
                self.wtaken[to - 1] = True
                self.gain(p, self.weather[to - 1], 1, 'weather')
            if to == self.bug:
                self.badge = p
            if site in SITE_GAIN:
                x, n = SITE_GAIN[site]
                self.gain(p, x, n, 'site')
            elif site == 'die':
                face = self.r.choice(list(DIE))
                self.emit(p, 'roll', face=face)
                if DIE[face]:
                    self.gain(p, DIE[face][0], DIE[face][1], 'die')
                else:
                    self.take_canteen(p, 'die')
            elif site == 'gear':
                if self.r.random() < 0.8:
                    self.buy_gear(p)
            elif site == 'photo':
                if self.r.random() < 0.5 and any(self.res[p].values()):
                    self.photo(p, 2 if self.badge == p else 1)
                else:
                    self.take_canteen(p, 'site')
            elif site == 'wildlife':
                have = [x for x in BASIC if self.res[p][x] > 0]
                if have:
                    x = self.r.choice(have)
                    self.res[p][x] -= 1
                    self.res[p]['wildlife'] += 1
                    self.emit(p, 'trade', give=x)
            elif site == 'parks':
                self.parks_action(p)
        else:
            area = self.area
            if area == 'parks':
                self.parks_action(p)
            elif area == 'photo':
                self.photo(p, 2 if self.badge == p else 1)
            else:
                self.buy_gear(p)
        if self.gear[p] and self.r.random() < 0.3:
            g = self.r.choice(self.gear[p])
            x = self.r.choice(BASIC[:3])
            self.emit(p, 'gain', resource=x, **{'from': 'gear'}, gear=g)
            self.res[p][x] += 1
        if not self.passion[p] and self.r.random() < 0.05:
            self.passion[p] = self.r.choice([1, 2])
            self.emit(p, 'passion', choice='gear' if self.passion[p] == 1 else 'bonus')
        if self.taken:
            # the display is refilled once the turn has ended: the rest slide right
            self.taken = False
            while len(self.display) < 3:
                self.display.insert(0, self.new_park())
            self.emit(None, 'display', parks=[pk['park'] for pk in self.display])

    def season(self, s):
        self.sites = SITES[:]
        self.r.shuffle(self.sites)
        w = self.r.choice([('sun', 'water'), ('water', 'sun')])
        self.weather = ['none'] + [w[i % 2] for i in range(len(self.sites) - 1)]
        self.wtaken = [False] * len(self.sites)
        face = self.r.choice(list(DIE))
        self.bug = self.sites.index(DIE_SITE[face]) + 1
        extra = {}
        if self.market and s > 1:
            self.market.pop()
            self.market.insert(0, self.market_card())
            extra['gear_market'] = list(self.market)
        self.emit(None, 'season', season=s, sites=self.sites, weather=self.weather, die=face,
                  shutterbug=self.bug, **extra)
        te = len(self.sites) + 1
        pos = [[0, 0] for _ in range(self.n)]
        moved = [[0, 0] for _ in range(self.n)]
        self.row_water = [[0] * 3 for _ in range(self.n)]
        self.row_late = [[0] * 3 for _ in range(self.n)]
        used = set()
        if s > 1:
            self.lit = [True] * self.n
        cur = self.first
        while True:
            left = sum(1 for q in range(self.n) for k in range(2) if pos[q][k] < te)
            if not left:
                break
            p = cur
            hs = [k for k in range(2) if pos[p][k] < te]
            h = self.r.choice(hs)
            frm = pos[p][h]
            if left == 1:
                to = te
            else:
                occ = {pos[q][k] for q in range(self.n) for k in range(2) if (q, k) != (p, h)}
                opts = [x for x in range(frm + 1, te + 1)
                        if x == te or x not in occ or self.lit[p]]
                weights = [1.0 / (x - frm) ** 1.3 for x in opts]
                to = self.r.choices(opts, weights)[0]
            args = {'hiker': h + 1, 'to': to}
            if to < te:
                occ = {pos[q][k] for q in range(self.n) for k in range(2) if (q, k) != (p, h)}
                if to in occ:
                    self.lit[p] = False
            else:
                self.lit[p] = True
                self.area = self.r.choice(['parks', 'photo', 'gear'])
                args['area'] = self.area
            if self.r.random() < 0.3:
                args['from'] = frm
            if self.r.random() < 0.3:
                args['campfire'] = 'lit' if self.lit[p] else 'out'
            pos[p][h] = to
            moved[p][h] = 1
            self.emit(p, 'hike', **args)
            if to == te and self.area not in used:
                used.add(self.area)
                if self.area == 'parks':
                    self.first = p
                elif self.area == 'photo':
                    self.gain(p, 'wildlife', 1, 'trailend')
                else:
                    self.gain(p, 'sun', 1, 'trailend')
            self.turn(p, h, to, te)
            for i in range(1, self.n + 1):
                q = (p + i) % self.n
                if any(pos[q][k] < te for k in range(2)):
                    cur = q
                    break
        counts = {self.ids[q]: self.r.randint(0, 4) for q in range(self.n)}
        best = max(counts.values())
        winners = [i for i in self.ids if best > 0 and counts[i] == best]
        pts = self.r.randint(2, 6)
        for i in winners:
            self.bonus[self.ids.index(i)] += pts
        self.emit(None, 'bonus', season=s, counts=counts, points=pts, winners=winners)

    def play(self):
        for s in (1, 2, 3):
            self.season(s)
        totals = []
        for p in range(self.n):
            more = sum(1 for q in range(self.n) if self.photos[q] > self.photos[p])
            if self.n == 2:
                pb = 3 if more == 0 else 0
            else:
                pb = 4 if more == 0 else 2 if more == 1 else 0
            sc = {'parks': self.park_pts[p], 'photos': self.photos[p], 'photo_bonus': pb,
                  'seasons': self.bonus[p],
                  'passion': self.r.randint(1, 6) if self.passion[p] == 2 else 0,
                  'year': self.r.randint(0, 6), 'first_hiker': 1 if self.first == p else 0}
            sc['total'] = sum(sc.values())
            totals.append(sc['total'])
            self.emit(p, 'score', **sc)
        best = max(totals)
        top = [p for p in range(self.n) if totals[p] == best]
        bp = max(self.nparks[p] for p in top)
        self.emit(None, 'result', winners=[self.ids[p] for p in top if self.nparks[p] == bp])
        return '\n'.join(self.lines) + '\n'


def main():
    out = sys.argv[1]
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 8
    os.makedirs(out, exist_ok=True)
    for k in range(1, n + 1):
        g = Game(k, 2 + (k - 1) % 4, lit=(k % 3 != 0), market=k > 12, display=k > 14,
                 canteens=k > 15)
        with open(os.path.join(out, 'gen-%02d.jsonl' % k), 'w') as f:
            f.write(g.play())


if __name__ == '__main__':
    main()
