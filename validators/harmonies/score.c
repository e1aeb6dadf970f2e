/* score.c — Harmonies boards: neighbours, habitat patterns and end-of-game scoring, as
 * the "End of the game" section of Gamehelpharmonies states them. */
#include "harmonies.h"

#include <string.h>
#include <strings.h>

/* Direction d (0..5) of a habitat pattern step as (dcol, drow) from an even and from an odd
 * column.  Columns are offset: an odd column sits half a space lower than its neighbours
 * (the BGA board, whose odd columns lack the last row).  The numbering is BGA's own, that of
 * the pattern positions of its card table: 1 top, 2 top right, 3 bottom right, 4 bottom,
 * 5 bottom left, 6 (here 0) top left; a rotation adds to every position (mod 6).  Source:
 * mizutismask/bga-harmonies, modules/php/honeycomb.php, getAdjacentHexCoordinate and
 * getPatternRotations.  (harmonies-bot numbers the same positions the other way round, a
 * mirror image; for all 42 cards the mirror gives the same set of habitats, which
 * tests/harmonies/gen_cards.py checks, so both place the same cubes.) */
static const int hm_dir[2][6][2] = {
    {{-1, -1}, {0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 0}}, /* even column */
    {{-1, 0}, {0, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}},   /* odd column */
};

int ga_hm_neighbour(int c, int r, int d, int *nc, int *nr)
{
    int odd = c & 1;
    int x = c + hm_dir[odd][d][0], y = r + hm_dir[odd][d][1];
    if (x < 0 || y < 0 || x >= HM_MAXCOL || y >= HM_MAXROW)
        return 0;
    *nc = x;
    *nr = y;
    return 1;
}

int ga_hm_top(const hm_board *b, int c, int r)
{
    int h = b->h[c][r];
    return h ? b->t[c][r][h - 1] : HM_NONE;
}

const hm_card *ga_hm_card_find(int type)
{
    for (size_t i = 0; i < ga_hm_ncards; i++)
        if (ga_hm_cards[i].type == type)
            return &ga_hm_cards[i];
    return NULL;
}

static const char *const hm_names[][3] = {
    {"", "", ""},
    {"water", "blue", NULL},
    {"mountain", "grey", "gray"},
    {"trunk", "brown", NULL},
    {"foliage", "green", NULL},
    {"field", "yellow", NULL},
    {"building", "red", NULL},
};

const char *ga_hm_colour_name(int colour)
{
    return colour >= 1 && colour <= 6 ? hm_names[colour][0] : "?";
}

int ga_hm_colour_parse(const char *s)
{
    if (!s)
        return HM_NONE;
    for (int c = 1; c <= 6; c++)
        for (int k = 0; k < 3; k++)
            if (hm_names[c][k] && strcasecmp(s, hm_names[c][k]) == 0)
                return c;
    return HM_NONE;
}

/* ---------------------------------------------------------------- shapes */

static int all_of(const hm_board *b, int c, int r, int colour)
{
    int h = b->h[c][r];
    if (!h)
        return 0;
    for (int i = 0; i < h; i++)
        if (b->t[c][r][i] != colour)
            return 0;
    return 1;
}

static int is_mountain(const hm_board *b, int c, int r)
{
    return b->exists[c][r] && all_of(b, c, r, HM_MOUNTAIN);
}

/* A tree: one green token on top of 0, 1 or 2 brown ones. Returns its height or 0. */
static int tree_height(const hm_board *b, int c, int r)
{
    int h = b->h[c][r];
    if (!h || b->t[c][r][h - 1] != HM_FOLIAGE)
        return 0;
    for (int i = 0; i < h - 1; i++)
        if (b->t[c][r][i] != HM_TRUNK)
            return 0;
    return h;
}

/* A building: a red token on top of a grey, brown or red one. */
static int is_building(const hm_board *b, int c, int r)
{
    if (b->h[c][r] != 2 || b->t[c][r][1] != HM_BUILDING)
        return 0;
    int u = b->t[c][r][0];
    return u == HM_MOUNTAIN || u == HM_TRUNK || u == HM_BUILDING;
}

typedef int (*hm_pred)(const hm_board *b, int c, int r, int arg);

static int pred_top(const hm_board *b, int c, int r, int colour)
{
    return b->exists[c][r] && ga_hm_top(b, c, r) == colour;
}

static int pred_building(const hm_board *b, int c, int r, int unused)
{
    (void)unused;
    return b->exists[c][r] && is_building(b, c, r);
}

static int pred_land(const hm_board *b, int c, int r, int unused)
{
    (void)unused;
    return b->exists[c][r] && ga_hm_top(b, c, r) != HM_WATER;
}

/* Sizes of the connected groups of spaces where pred holds; returns their count. */
static int groups(const hm_board *b, hm_pred pred, int arg, int *sizes, int max)
{
    unsigned char seen[HM_MAXCOL][HM_MAXROW];
    memset(seen, 0, sizeof seen);
    int n = 0;
    for (int c = 0; c < HM_MAXCOL; c++)
        for (int r = 0; r < HM_MAXROW; r++) {
            if (seen[c][r] || !pred(b, c, r, arg))
                continue;
            int qc[HM_MAXCOL * HM_MAXROW], qr[HM_MAXCOL * HM_MAXROW], qn = 0, size = 0;
            seen[c][r] = 1;
            qc[qn] = c;
            qr[qn++] = r;
            while (qn) {
                int x = qc[--qn], y = qr[qn];
                size++;
                for (int d = 0; d < 6; d++) {
                    int nx, ny;
                    if (ga_hm_neighbour(x, y, d, &nx, &ny) && !seen[nx][ny] && pred(b, nx, ny, arg)) {
                        seen[nx][ny] = 1;
                        qc[qn] = nx;
                        qr[qn++] = ny;
                    }
                }
            }
            if (n < max)
                sizes[n] = size;
            n++;
        }
    return n < max ? n : max;
}

/* Side A river: over every two blue tokens, the number of blue tokens on the shortest
 * blue path joining them (both ends included); the longest such chain. */
static int longest_chain(const hm_board *b)
{
    int best = 0;
    for (int c = 0; c < HM_MAXCOL; c++)
        for (int r = 0; r < HM_MAXROW; r++) {
            if (!pred_top(b, c, r, HM_WATER))
                continue;
            int dist[HM_MAXCOL][HM_MAXROW];
            memset(dist, 0, sizeof dist);
            int qc[HM_MAXCOL * HM_MAXROW], qr[HM_MAXCOL * HM_MAXROW], head = 0, tail = 0;
            dist[c][r] = 1;
            qc[tail] = c;
            qr[tail++] = r;
            while (head < tail) {
                int x = qc[head], y = qr[head++];
                if (dist[x][y] > best)
                    best = dist[x][y];
                for (int d = 0; d < 6; d++) {
                    int nx, ny;
                    if (ga_hm_neighbour(x, y, d, &nx, &ny) && !dist[nx][ny] &&
                        pred_top(b, nx, ny, HM_WATER)) {
                        dist[nx][ny] = dist[x][y] + 1;
                        qc[tail] = nx;
                        qr[tail++] = ny;
                    }
                }
            }
        }
    return best;
}

/* "Score 2/5/8/11/15 for a chain of 2/3/4/5/6 blue tokens + 4 points for every additional
 * token in the chain." */
static const int hm_river[7] = {0, 0, 2, 5, 8, 11, 15};

int ga_hm_river_points(int chain)
{
    if (chain <= 6)
        return chain < 0 ? 0 : hm_river[chain];
    return 15 + 4 * (chain - 6);
}

static const int hm_stack3[4] = {0, 1, 3, 7}; /* trees and mountains: 1/3/7 */

static int spirit_points(const hm_board *b, const hm_spirit *sp)
{
    int total = 0;
    switch (sp->kind) {
    case HM_SP_GROUPS: {
        int sizes[HM_MAXCOL * HM_MAXROW];
        int n = sp->colour == HM_BUILDING
                    ? groups(b, pred_building, 0, sizes, HM_MAXCOL * HM_MAXROW)
                    : groups(b, pred_top, sp->colour, sizes, HM_MAXCOL * HM_MAXROW);
        for (int i = 0; i < n; i++)
            total += sizes[i] >= sp->a ? sp->b : sp->c;
        break;
    }
    case HM_SP_TREES:
    case HM_SP_MOUNTAINS:
        for (int c = 0; c < HM_MAXCOL; c++)
            for (int r = 0; r < HM_MAXROW; r++) {
                if (!b->exists[c][r])
                    continue;
                int h = sp->kind == HM_SP_TREES ? tree_height(b, c, r)
                        : is_mountain(b, c, r)  ? b->h[c][r]
                                                : 0;
                if (h)
                    total += h <= sp->a ? sp->b : sp->c;
            }
        break;
    case HM_SP_COUNT:
        for (int c = 0; c < HM_MAXCOL; c++)
            for (int r = 0; r < HM_MAXROW; r++)
                if (pred_top(b, c, r, sp->colour))
                    total += sp->b;
        break;
    default:
        break;
    }
    return total;
}

void ga_hm_score_board(const hm_board *b, int sideb, const hm_held *cards, size_t ncards,
                    hm_score *out)
{
    memset(out, 0, sizeof *out);
    for (int c = 0; c < HM_MAXCOL; c++)
        for (int r = 0; r < HM_MAXROW; r++) {
            if (!b->exists[c][r])
                continue;
            int th = tree_height(b, c, r);
            if (th)
                out->trees += hm_stack3[th];
            if (is_mountain(b, c, r)) {
                int next = 0;
                for (int d = 0; d < 6 && !next; d++) {
                    int nc, nr;
                    next = ga_hm_neighbour(c, r, d, &nc, &nr) && is_mountain(b, nc, nr);
                }
                if (next)
                    out->mountains += hm_stack3[b->h[c][r]];
            }
            if (is_building(b, c, r)) {
                int seen[HM_NCOLOURS] = {0}, kinds = 0;
                for (int d = 0; d < 6; d++) {
                    int nc, nr;
                    if (!ga_hm_neighbour(c, r, d, &nc, &nr) || !b->exists[nc][nr])
                        continue;
                    int t = ga_hm_top(b, nc, nr);
                    if (t && !seen[t]) {
                        seen[t] = 1;
                        kinds++;
                    }
                }
                if (kinds >= 3)
                    out->buildings += 5;
            }
        }
    int sizes[HM_MAXCOL * HM_MAXROW];
    int n = groups(b, pred_top, HM_FIELD, sizes, HM_MAXCOL * HM_MAXROW);
    for (int i = 0; i < n; i++)
        if (sizes[i] >= 2)
            out->fields += 5;
    if (sideb) {
        out->water = 5 * groups(b, pred_land, 0, sizes, HM_MAXCOL * HM_MAXROW);
    } else {
        out->chain = longest_chain(b);
        out->water = ga_hm_river_points(out->chain);
    }
    for (size_t i = 0; i < ncards; i++) {
        const hm_card *card = ga_hm_card_find(cards[i].type);
        if (!card)
            continue;
        int settled = card->npoints - cards[i].left;
        if (card->spirit) {
            if (cards[i].left == 0)
                out->spirits += spirit_points(b, &card->sp);
        } else if (settled > 0 && settled <= card->npoints) {
            out->animals += card->points[settled - 1];
        }
    }
}

/* ---------------------------------------------------------------- patterns */

static int stack_matches(const hm_board *b, int c, int r, const hm_step *s)
{
    int h = b->h[c][r];
    if (!b->exists[c][r] || h != s->ncolours)
        return 0;
    for (int i = 0; i < h; i++) {
        int want = s->colours[i], got = b->t[c][r][h - 1 - i];
        if (want == HM_BASE) {
            if (got != HM_MOUNTAIN && got != HM_TRUNK && got != HM_BUILDING)
                return 0;
        } else if (want != got) {
            return 0;
        }
    }
    return 1;
}

int ga_hm_pattern_at(const hm_board *b, const hm_card *card, int cc, int cr)
{
    int found = 0;
    for (int c = 0; c < HM_MAXCOL; c++)
        for (int r = 0; r < HM_MAXROW; r++) {
            if (!b->exists[c][r])
                continue;
            for (int rot = 0; rot < 6; rot++) {
                int x = c, y = r, ok = 1, kc = -1, kr = -1;
                for (int i = 0; i < card->nsteps && ok; i++) {
                    const hm_step *s = &card->steps[i];
                    if (i > 0 && !ga_hm_neighbour(x, y, (s->pos + rot) % 6, &x, &y)) {
                        ok = 0;
                        break;
                    }
                    ok = stack_matches(b, x, y, s);
                    if (s->cube) {
                        kc = x;
                        kr = y;
                    }
                }
                if (!ok)
                    continue;
                if (kc == cc && kr == cr)
                    return 2;
                found = 1;
            }
        }
    return found;
}
