/* rtt.c — Rally the Troops' Pax Pamir replays with state snapshots
 * ("rtt-replay").
 *
 * The file (written by the data generator from rally-the-troops/pax-pamir's
 * rules.js) holds the roles, the market and deck after setup, the replay rows
 * [role, action, arg] exactly as Rally the Troops stores a game, and the
 * public state after every row.  A row is a click of that engine's interface
 * ("card 93", "play_right 93", "space 202", "next"): what it did is the
 * difference between the states around it.  Each row becomes the moves of
 * the paxpamir vocabulary that say what the row claims (a purchase of card
 * 93 from its market space, a play to the right, a tax with card 11) and
 * what changed (pieces placed or removed, rupees paid into the market or
 * taken, cards shifted or drawn, points scored at a check), then a `state`
 * move with the counts the snapshot states (rupees, points, market, deck,
 * actions left), which the engine compares with its own.  Card numbers are
 * BGA's.  Players are the roles ("Gray", "Blue", …).
 */
#include "../src/internal.h"
#include "parsers.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#define NROW 2
#define NCOL 6

static const char *const regions[] = {"Herat", "Kabul", "Kandahar", "Persia", "Punjab",
                                      "Transcaspia"};
static const char *const coals[] = {"Afghan", "British", "Russian"};
enum { NREG = 6, NCOAL = 3 };

typedef struct rtt {
    const ga_source *src;
    const ga_sink *sink;
    ga_error *err;
    ga_move m;
    long seq;
    size_t off, len;          /* the row being translated */
    json_t *roles;
    const char *turn;         /* the player whose turn runs, NULL between turns */
    int pending_cleanup;
    int play_card;            /* the card being played (leverage) */
    int betrayed;             /* the card last betrayed (prizes) */
    int action;               /* the row started a tax (player transfers are taxes) */
    int pend_play;            /* a card the player asked to play (it may wait on a bribe) */
    char pend_side[8];
    const char *pend_player;  /* who asked (play or card action) */
    json_t *pend_action;      /* a card action waiting on a bribe */
    int ruler[6];             /* the ruler of each region (player index), -1 none */
    int skip_transfer;        /* this row's rupee transfer was emitted as a bribe */
    int offer;                /* the bribe the ruler offered to accept, -1 none */
    int spy_claim;            /* the row's spy placement was emitted from its claim */
    const char *row_role;
    long bought_paid, bought_gain; /* the purchase of this row */
} rtt;

static int emit(rtt *r, const char *player, const char *action, json_t *args)
{
    if (!args)
        return GA_ENOMEM;
    ga_span sp = {r->off, r->len, 0, 0};
    ga_source_linecol(r->src, r->off, &sp.line, &sp.col);
    int rc = ga_move_set(&r->m, ++r->seq, 1, player, action, args, sp,
                         r->src->data + r->off, r->len);
    if (rc)
        return GA_ENOMEM;
    rc = r->sink->move(r->sink->ctx, &r->m, r->err);
    ga_move_clear(&r->m);
    return rc;
}

static long ival(const json_t *v, long def)
{
    long long x;
    return ga_json_int(v, &x) && x > -100000 && x < 100000 ? (long)x : def;
}

static const json_t *player_of(const json_t *st, const char *role)
{
    return json_object_get(json_object_get(st, "players"), role);
}

static int mkt(const json_t *st, const char *key, int r, int c)
{
    return (int)ival(json_array_get(json_array_get(json_object_get(st, key), (size_t)r),
                                    (size_t)c), 0);
}

static void lower(char *dst, const char *src, size_t n)
{
    size_t i = 0;
    for (; src && src[i] && i + 1 < n; i++)
        dst[i] = (char)tolower((unsigned char)src[i]);
    dst[i] = 0;
}

/* "Transcaspia_Herat" → "herat_transcaspia" (BGA's sorted naming). */
static void border_name(char *dst, size_t n, const char *rtt_name)
{
    char a[32], b[32];
    const char *u = strchr(rtt_name, '_');
    if (!u) {
        lower(dst, rtt_name, n);
        return;
    }
    size_t la = (size_t)(u - rtt_name) < sizeof a ? (size_t)(u - rtt_name) : sizeof a - 1;
    char tmp[32];
    memcpy(tmp, rtt_name, la);
    tmp[la] = 0;
    lower(a, tmp, sizeof a);
    lower(b, u + 1, sizeof b);
    if (strcmp(a, b) < 0)
        snprintf(dst, n, "%.19s_%.19s", a, b);
    else
        snprintf(dst, n, "%.19s_%.19s", b, a);
}

/* Places and removals that take the board from s0 to s1. */
static int board_diff(rtt *r, const json_t *s0, const json_t *s1, int sign)
{
    int rc = 0;
    /* blocks */
    static const char *const kinds[] = {"regions", "borders"};
    for (int k = 0; k < 2 && !rc; k++) {
        const char *name;
        json_t *v1;
        json_object_foreach(json_object_get(json_object_get(s1, "blocks"), kinds[k]), name, v1) {
            const json_t *v0 = json_object_get(json_object_get(json_object_get(s0, "blocks"),
                                                               kinds[k]), name);
            for (int c = 0; c < NCOAL && !rc; c++) {
                long d = ival(json_object_get(v1, coals[c]), 0) -
                         ival(json_object_get(v0, coals[c]), 0);
                char at[40], co[16];
                if (k)
                    border_name(at, sizeof at, name);
                else
                    lower(at, name, sizeof at);
                lower(co, coals[c], sizeof co);
                for (long i = 0; i < (d > 0 ? d : -d) && !rc; i++)
                    if ((d > 0) == (sign > 0))
                        rc = emit(r, r->turn, d > 0 ? "place" : "remove",
                                  json_pack("{s:s, s:s, s:s}", "piece", k ? "road" : "army",
                                            "at", at, "coalition", co));
            }
        }
    }
    /* cylinders: tribes, spies, gifts of each player */
    size_t pi;
    json_t *role;
    json_array_foreach(r->roles, pi, role) {
        const char *id = json_string_value(role);
        const json_t *c0 = json_object_get(player_of(s0, id), "cylinders");
        const json_t *c1 = json_object_get(player_of(s1, id), "cylinders");
        for (int g = 0; g < NREG && !rc; g++) {
            long d = ival(json_object_get(json_object_get(c1, "tribes"), regions[g]), 0) -
                     ival(json_object_get(json_object_get(c0, "tribes"), regions[g]), 0);
            char at[32];
            lower(at, regions[g], sizeof at);
            for (long i = 0; i < (d > 0 ? d : -d) && !rc; i++)
                if ((d > 0) == (sign > 0))
                    rc = emit(r, r->turn, d > 0 ? "place" : "remove",
                              json_pack("{s:s, s:s, s:s}", "piece", "tribe", "at", at, "owner",
                                        id));
        }
        const char *card;
        json_t *v;
        json_t *all = json_object();
        json_object_foreach(json_object_get(c0, "spies"), card, v)
            json_object_set_new(all, card, json_true());
        json_object_foreach(json_object_get(c1, "spies"), card, v)
            json_object_set_new(all, card, json_true());
        json_object_foreach(all, card, v) {
            long d = ival(json_object_get(json_object_get(c1, "spies"), card), 0) -
                     ival(json_object_get(json_object_get(c0, "spies"), card), 0);
            if (r->spy_claim && d > 0 && sign > 0 && !strcmp(id, r->row_role))
                continue;
            if (r->spy_claim == 2 && !strcmp(id, r->row_role))
                continue;
            char at[32];
            snprintf(at, sizeof at, "card_%s", card);
            for (long i = 0; i < (d > 0 ? d : -d) && !rc; i++)
                if ((d > 0) == (sign > 0))
                    rc = emit(r, r->turn, d > 0 ? "place" : "remove",
                              json_pack("{s:s, s:s, s:s}", "piece", "spy", "at", at, "owner",
                                        id));
        }
        json_decref(all);
        static const char *const gv[] = {"2", "4", "6"};
        for (int g = 0; g < 3 && !rc; g++) {
            int in0 = 0, in1 = 0;
            size_t k;
            json_t *x;
            json_array_foreach(json_object_get(c0, "gifts"), k, x) in0 |= ival(x, 0) == 2 * (g + 1);
            json_array_foreach(json_object_get(c1, "gifts"), k, x) in1 |= ival(x, 0) == 2 * (g + 1);
            if (in0 != in1 && (in1 ? sign > 0 : sign < 0))
                rc = emit(r, id, in1 ? "place" : "remove",
                          json_pack("{s:s, s:s, s:s}", "piece", "gift", "at", gv[g], "owner",
                                    id));
        }
    }
    return rc;
}

static int in_market(const json_t *st, int card, int *row, int *col)
{
    for (int a = 0; a < NROW; a++)
        for (int b = 0; b < NCOL; b++)
            if (card && mkt(st, "market_cards", a, b) == card) {
                *row = a;
                *col = b;
                return 1;
            }
    return 0;
}

/* Market cards leaving, shifting and drawn (bought excepted). */
static int market_diff(rtt *r, const json_t *s0, const json_t *s1, int bought, int leaving)
{
    int rc = 0, a, b;
    for (int x = 0; x < NROW && !rc && leaving; x++)
        for (int y = 0; y < NCOL && !rc; y++) {
            int c = mkt(s0, "market_cards", x, y);
            if (c && c != bought && !in_market(s1, c, &a, &b))
                rc = emit(r, NULL, "market",
                          json_pack("{s:i, s:[ii]}", "card", c, "from", x, y));
        }
    if (leaving)
        return rc;
    for (int y = 0; y < NCOL && !rc; y++)
        for (int x = 0; x < NROW && !rc; x++) {
            int c = mkt(s1, "market_cards", x, y);
            if (c && in_market(s0, c, &a, &b) && (a != x || b != y))
                rc = emit(r, NULL, "market",
                          json_pack("{s:i, s:[ii], s:[ii]}", "card", c, "from", a, b, "to", x,
                                    y));
        }
    for (int x = 0; x < NROW && !rc; x++)
        for (int y = 0; y < NCOL && !rc; y++) {
            int c = mkt(s1, "market_cards", x, y);
            if (c && !in_market(s0, c, &a, &b))
                rc = emit(r, NULL, "market", json_pack("{s:i, s:[ii]}", "card", c, "to", x, y));
        }
    return rc;
}

/* Rupees held; Rally the Troops lets a leverage debt go below zero, which
 * the rules pay in cards, not rupees: counted as 0. */
/* 1 when a card other than the one at (x, y) moved or left the market. */
static int shifted_other(const json_t *s0, const json_t *s1, int x, int y)
{
    for (int a = 0; a < NROW; a++)
        for (int b = 0; b < NCOL; b++)
            if ((a != x || b != y) && mkt(s0, "market_cards", a, b) != mkt(s1, "market_cards", a, b))
                return 1;
    return 0;
}

static long rupees(const json_t *st, const char *id)
{
    long n = ival(json_object_get(player_of(st, id), "rupees"), 0);
    return n < 0 ? 0 : n;
}

/* The leverage debt a state shows (rupees below zero), 0 if none. */
static long debt(const json_t *st, const char *id)
{
    long n = ival(json_object_get(player_of(st, id), "rupees"), 0);
    return n < 0 ? -n : 0;
}

/* Translates row i (role, action, arg) between states s0 and s1. */
static int row(rtt *r, const json_t *rw, const json_t *s0, const json_t *s1,
               const json_t *replay, const json_t *states, size_t i)
{
    const char *role = json_string_value(json_array_get(rw, 0));
    const char *act = json_string_value(json_array_get(rw, 1));
    const json_t *arg = json_array_get(rw, 2);
    int rc = 0, bought = 0;
    if (!role || !act)
        return 0;
    r->row_role = role;
    const char *st0 = json_string_value(json_object_get(s0, "state"));
    const char *active0 = json_string_value(json_object_get(s0, "active"));
    if (st0 && !strcmp(st0, "actions") && active0 && (!r->turn || strcmp(r->turn, active0))) {
        r->turn = NULL;
        size_t k;
        json_t *x;
        json_array_foreach(r->roles, k, x) if (!strcmp(json_string_value(x), active0))
            r->turn = json_string_value(x);
        if ((rc = emit(r, r->turn, "turn", json_object())))
            return rc;
    }
    long mr0[NROW][NCOL], mr1[NROW][NCOL];
    for (int a = 0; a < NROW; a++)
        for (int b = 0; b < NCOL; b++) {
            mr0[a][b] = mkt(s0, "market_rupees", a, b);
            mr1[a][b] = mkt(s1, "market_rupees", a, b);
        }
    int shifted = 0;
    for (int a = 0; a < NROW; a++)
        for (int b = 0; b < NCOL; b++)
            shifted |= mkt(s0, "market_cards", a, b) != mkt(s1, "market_cards", a, b);
    /* what the row claims */
    int card = (int)ival(arg, 0);
    r->action = 0;
    if (!strcmp(act, "end_turn") || !strcmp(act, "end_turn_pass")) {
        if ((rc = emit(r, role, "pass", json_object())))
            return rc;
        r->pending_cleanup = 1;
    } else if (!strcmp(act, "card") && st0 && !strcmp(st0, "actions")) {
        int a, b, found = in_market(s0, card, &a, &b);
        /* the card the row names is not in the market: the one that left it
         * is what was bought, and the purchase names the row's card there */
        for (int x = 0; x < NROW && !found; x++)
            for (int y = 0; y < NCOL && !found; y++) {
                int c0 = mkt(s0, "market_cards", x, y);
                int gone = c0 && !in_market(s1, c0, &a, &b);
                long h0 = ival(json_object_get(player_of(s0, role), "hand_size"), 0);
                long h1 = ival(json_object_get(player_of(s1, role), "hand_size"), 0);
                if (gone && !shifted_other(s0, s1, x, y) && h1 == h0 + 1) {
                    a = x;
                    b = y;
                    found = 1;
                }
            }
        if (found) {
            json_t *paid = json_array();
            r->bought_paid = 0;
            for (int x = 0; x < NROW; x++)
                for (int y = 0; y < NCOL; y++)
                    for (long k = mr0[x][y]; k < mr1[x][y] && !(x == a && y == b); k++)
                        json_array_append_new(paid, json_pack("[ii]", x, y));
            /* a rupee paid onto Public Withdrawal leaves the game: no difference */
            for (int y = 0; y < b; y++)
                for (int x = 0; x < NROW; x++)
                    if (mkt(s0, "market_cards", x, y) == 111 &&
                        (x == a || !mkt(s0, "market_cards", a, y)))
                        json_array_append_new(paid, json_pack("[ii]", x, y));
            r->bought_paid = (long)json_array_size(paid);
            r->bought_gain = mr0[a][b];
            rc = emit(r, role, "purchase",
                      json_pack("{s:i, s:i, s:i, s:o, s:i}", "card", card, "row", a, "col", b,
                                "paid", paid, "gained", (int)mr0[a][b]));
            bought = card;
            for (int x = 0; x < NROW; x++)
                for (int y = 0; y < NCOL; y++)
                    if (mr1[x][y] > mr0[x][y])
                        mr0[x][y] = mr1[x][y];
            mr0[a][b] = 0;
        }
    } else if (!strcmp(act, "play_left") || !strcmp(act, "play_right")) {
        r->pend_play = card;
        r->pend_player = role;
        snprintf(r->pend_side, sizeof r->pend_side, "%s", act + 5);
    } else if (!strcmp(act, "tax") || !strcmp(act, "gift") || !strcmp(act, "build") ||
               !strcmp(act, "move") || !strcmp(act, "betray") || !strcmp(act, "battle")) {
        json_t *a = json_pack("{s:i, s:s}", "card", card, "kind", act);
        r->play_card = 0;
        r->action = !strcmp(act, "tax");
        /* the gift's value and the betrayed card come in the next rows */
        for (size_t j = i + 1; a && j < json_array_size(replay) && j < i + 4; j++) {
            const json_t *nx = json_array_get(replay, j);
            const char *na = json_string_value(json_array_get(nx, 1));
            const char *ns = json_string_value(json_object_get(json_array_get(states, j - 1),
                                                               "state"));
            if (!na || !ns)
                break;
            if (!strcmp(act, "gift") && !strcmp(na, "place_gift")) {
                json_object_set_new(a, "value", json_integer(ival(json_array_get(nx, 2), 0)));
                break;
            }
            if (!strcmp(act, "battle") && !strcmp(ns, "battle") &&
                (!strcmp(na, "space") || !strcmp(na, "card"))) {
                long sp = ival(json_array_get(nx, 2), 0);
                /* spaces 201-206: the regions in the states' order */
                static const char *const space_regions[] = {"persia", "transcaspia", "herat",
                                                            "kabul", "kandahar", "punjab"};
                if (!strcmp(na, "space") && sp >= 201 && sp <= 206)
                    json_object_set_new(a, "site", json_string(space_regions[sp - 201]));
                else if (!strcmp(na, "card"))
                    json_object_set_new(a, "site", json_integer(sp));
                break;
            }
            if (!strcmp(act, "betray") && !strcmp(na, "card") && !strcmp(ns, "betray")) {
                r->betrayed = (int)ival(json_array_get(nx, 2), 0);
                json_object_set_new(a, "target", json_integer(r->betrayed));
                break;
            }
        }
        const char *st1a = json_string_value(json_object_get(s1, "state"));
        if (st1a && !strcmp(st1a, "bribe")) { /* it waits on the ruler */
            json_decref(r->pend_action);
            r->pend_action = a;
            r->pend_player = role;
        } else
            rc = emit(r, role, "action", a);
    } else if (!strcmp(act, "waive")) {
        rc = emit(r, r->turn, "bribe", json_pack("{s:i, s:i}", "rupees", 0, "agreed", 0));
    } else if (!strcmp(act, "pay") && st0 && !strcmp(st0, "bribe")) {
        /* the bribe paid (in full, or the amount the ruler offered to take),
         * before the play or action it allows */
        long due = rupees(s0, role) - rupees(s1, role);
        size_t k2;
        json_t *x2;
        json_array_foreach(r->roles, k2, x2) {
            const char *id2 = json_string_value(x2);
            if (due > 0 && strcmp(id2, role) && rupees(s1, id2) - rupees(s0, id2) == due) {
                json_t *b = json_pack("{s:s, s:i}", "to", id2, "rupees", (int)due);
                if (b && r->offer >= 0)
                    json_object_set_new(b, "agreed", json_integer(r->offer));
                r->offer = -1;
                rc = emit(r, role, "bribe", b);
                r->skip_transfer = 1;
                break;
            }
        }
    } else if (!strcmp(act, "cancel")) {
        r->offer = -1;
    } else if (!strncmp(act, "offer_", 6)) {
        r->offer = atoi(act + 6);
    } else if (!strcmp(act, "accept") && st0 && strcmp(st0, "accept_prize")) {
        rc = emit(r, r->turn, "bribe", json_pack("{s:i, s:i}", "rupees", 0, "agreed", r->offer));
    } else if (!strncmp(act, "player_", 7) && st0 && !strcmp(st0, "rumor")) {
        const json_t *t = json_array_get(r->roles, (size_t)atoi(act + 7));
        if (json_is_string(t))
            rc = emit(r, role, "event",
                      json_pack("{s:s, s:s}", "effect", "rumor", "target", json_string_value(t)));
    } else if (!strcmp(act, "pass") || !strncmp(act, "player_", 7) || !strcmp(act, "card")) {
        r->action = st0 && !strcmp(st0, "tax");
    }
    if (rc)
        return rc;
    if (r->pend_action) {
        const char *st1b = json_string_value(json_object_get(s1, "state"));
        if (!strcmp(act, "cancel")) {
            json_decref(r->pend_action);
            r->pend_action = NULL;
        } else if (st1b && strcmp(st1b, "bribe") && strcmp(st1b, "waive")) {
            json_t *a = r->pend_action;
            r->pend_action = NULL;
            r->action = !strcmp(json_string_value(json_object_get(a, "kind")), "tax");
            /* paid before the action starts: the bribe first */
            long due = rupees(s0, r->pend_player) - rupees(s1, r->pend_player);
            const char *ru = NULL;
            size_t k2;
            json_t *x2;
            json_array_foreach(r->roles, k2, x2) {
                const char *id2 = json_string_value(x2);
                if (strcmp(id2, r->pend_player) && rupees(s1, id2) - rupees(s0, id2) == due &&
                    due > 0)
                    ru = id2;
            }
            if (r->skip_transfer)
                ru = NULL;
            else if (ru && (rc = emit(r, r->pend_player, "bribe",
                                 json_pack("{s:s, s:i}", "to", ru, "rupees", (int)due))))
                return rc;
            if ((rc = emit(r, r->pend_player, "action", a)))
                return rc;
            if (ru) /* the transfer is explained */
                r->skip_transfer = 1;
        }
    }
    /* cards leaving the market first (a dominance check card's going counts) */
    if ((rc = market_diff(r, s0, s1, bought, 1)))
        return rc;
    /* a dominance check: the points it scored */
    long d0 = ival(json_object_get(s0, "dominance_checks_done"), 0);
    long d1 = ival(json_object_get(s1, "dominance_checks_done"), 0);
    if (d1 > d0) {
        json_t *pts = json_object();
        size_t k;
        json_t *x;
        json_array_foreach(r->roles, k, x) {
            const char *id = json_string_value(x);
            json_object_set_new(pts, id,
                                json_integer(ival(json_object_get(player_of(s1, id), "vp"), 0) -
                                             ival(json_object_get(player_of(s0, id), "vp"), 0)));
        }
        if ((rc = emit(r, NULL, "check", json_pack("{s:o}", "points", pts))))
            return rc;
    }
    /* rupees: paid into or taken from the market, between players, the supply */
    long dp[8] = {0};
    size_t np = json_array_size(r->roles);
    for (size_t p = 0; p < np && p < 8; p++) {
        const char *id = json_string_value(json_array_get(r->roles, p));
        dp[p] = rupees(s1, id) - rupees(s0, id);
    }
    size_t me = 0;
    for (size_t p = 0; p < np; p++)
        if (!strcmp(json_string_value(json_array_get(r->roles, p)), role))
            me = p;
    if (r->skip_transfer) {
        for (size_t p = 0; p < np && p < 8; p++)
            dp[p] = 0;
        r->skip_transfer = 0;
    }
    if (bought) {
        dp[me] -= r->bought_gain - r->bought_paid;
    } else if (!shifted) {
        json_t *put = json_array(), *took = json_array();
        long nput = 0, ntook = 0;
        for (int a = 0; a < NROW; a++)
            for (int b = 0; b < NCOL; b++) {
                for (long n = mr0[a][b]; n < mr1[a][b]; n++, nput++)
                    json_array_append_new(put, json_pack("[ii]", a, b));
                for (long n = mr1[a][b]; n < mr0[a][b]; n++, ntook++)
                    json_array_append_new(took, json_pack("[ii]", a, b));
            }
        /* who paid into the market: the one player whose rupees fell */
        int payer = -1, losers = 0;
        for (size_t p = 0; p < np && p < 8; p++)
            if (dp[p] < 0) {
                payer = (int)p;
                losers++;
            }
        if (losers != 1)
            payer = (int)me;
        /* paid rupees with no card to land on (an empty row, Public
         * Withdrawal) leave the game */
        long removed = 0, others = 0;
        for (size_t p = 0; p < np && p < 8; p++)
            if ((int)p != payer)
                others |= dp[p] != 0;
        if (nput && !ntook && !others && -dp[payer] > nput)
            removed = -dp[payer] - nput;
        if (nput || removed)
            rc = emit(r, payer >= 0 ? json_string_value(json_array_get(r->roles, (size_t)payer))
                                    : role,
                      "pay", json_pack("{s:O, s:i}", "cells", put, "removed", (int)removed));
        dp[payer >= 0 ? (size_t)payer : me] += removed + nput;
        /* a tax of the market names the card it takes from: the claim */
        int ta, tb;
        if (ntook && !strcmp(act, "card") && st0 && !strcmp(st0, "tax") &&
            in_market(s0, card, &ta, &tb)) {
            json_array_clear(took);
            for (long n = 0; n < ntook; n++)
                json_array_append_new(took, json_pack("[ii]", ta, tb));
        }
        if (!rc && ntook)
            rc = emit(r, role, "tax", json_pack("{s:i, s:O}", "rupees", (int)ntook, "cells", took));
        dp[me] -= ntook;
        json_decref(put);
        json_decref(took);
        if (rc)
            return rc;
    }
    /* between players: a tax (the role gains) or a bribe (the role pays) */
    for (size_t p = 0; p < np && !rc; p++) {
        if (p == me || !dp[p])
            continue;
        const char *id = json_string_value(json_array_get(r->roles, p));
        long n = dp[p] < 0 ? -dp[p] : dp[p];
        if (dp[p] < 0 && dp[me] > 0) {
            long t = n < dp[me] ? n : dp[me];
            rc = r->action || (st0 && !strcmp(st0, "tax"))
                     ? emit(r, role, "tax", json_pack("{s:i, s:s}", "rupees", (int)t, "from", id))
                     : emit(r, id, "bribe", json_pack("{s:s, s:i}", "to", role, "rupees", (int)t));
            dp[me] -= t;
            dp[p] += t;
        } else if (dp[p] > 0 && dp[me] < 0) {
            long t = n < -dp[me] ? n : -dp[me];
            rc = emit(r, role, "bribe", json_pack("{s:s, s:i}", "to", id, "rupees", (int)t));
            dp[me] += t;
            dp[p] -= t;
        }
    }
    /* a card played: it is in the court now (after any bribe) */
    if (r->pend_play) {
        const char *pp = r->pend_player ? r->pend_player : role;
        const json_t *c1 = json_object_get(player_of(s1, pp), "court");
        const json_t *c0 = json_object_get(player_of(s0, pp), "court");
        int now = 0, before = 0;
        size_t a;
        json_t *c;
        json_array_foreach(c1, a, c) now |= ival(c, 0) == r->pend_play;
        json_array_foreach(c0, a, c) before |= ival(c, 0) == r->pend_play;
        if (now && !before) {
            r->play_card = r->pend_play;
            if ((rc = emit(r, pp, "play", json_pack("{s:i, s:s}", "card", r->pend_play, "side",
                                                     r->pend_side))))
                return rc;
            r->pend_play = 0;
        } else if (!strcmp(act, "cancel") || strcmp(act, "play_left") * strcmp(act, "play_right") *
                                                 strcmp(act, "beg") * strcmp(act, "pay") *
                                                 strcmp(act, "accept") * strcmp(act, "refuse") *
                                                 strcmp(act, "waive") * strcmp(act, "courtly_manners") *
                                                 (strncmp(act, "offer_", 6) != 0) != 0)
            r->pend_play = 0;
    }
    /* a spy the row places on the card it names (an impact icon) */
    r->spy_claim = 0;
    if (!strcmp(act, "card") && st0 && (!strcmp(st0, "place_spy") || !strcmp(st0, "move")) &&
        card) {
        char at[32];
        snprintf(at, sizeof at, "card_%d", card);
        const json_t *sp0 = json_object_get(json_object_get(player_of(s0, role), "cylinders"), "spies");
        json_t *sp1 = json_object_get(json_object_get(player_of(s1, role), "cylinders"), "spies");
        const char *k3;
        json_t *v3;
        long placed = 0;
        json_object_foreach(sp1, k3, v3) placed += ival(v3, 0) - ival(json_object_get(sp0, k3), 0);
        long lifted = 0;
        char from[32] = "";
        json_object_foreach(json_object_get(json_object_get(player_of(s0, role), "cylinders"),
                                            "spies"), k3, v3) {
            long d = ival(v3, 0) - ival(json_object_get(sp1, k3), 0);
            if (d > 0) {
                lifted += d;
                snprintf(from, sizeof from, "card_%.20s", k3);
            }
        }
        if (placed == 1 && lifted == 0) {
            r->spy_claim = 1;
            if ((rc = emit(r, role, "place",
                           json_pack("{s:s, s:s, s:s}", "piece", "spy", "at", at, "owner", role))))
                return rc;
        } else if (lifted == 1 && placed == 0 && *from) {
            /* a spy moved: from where the state says, to the card the row names */
            r->spy_claim = 2;
            if ((rc = emit(r, role, "remove",
                           json_pack("{s:s, s:s, s:s}", "piece", "spy", "at", from, "owner",
                                     role))) ||
                (rc = emit(r, role, "place",
                           json_pack("{s:s, s:s, s:s}", "piece", "spy", "at", at, "owner",
                                     role))))
                return rc;
        }
    }
    /* pieces: removals first (a move lifts, then sets down) */
    if ((rc = board_diff(r, s0, s1, -1)) || (rc = board_diff(r, s0, s1, +1)))
        return rc;
    /* courts, hands, prizes */
    size_t k;
    json_t *x;
    json_array_foreach(r->roles, k, x) {
        const char *id = json_string_value(x);
        const json_t *p0 = player_of(s0, id), *p1 = player_of(s1, id);
        size_t a;
        json_t *c;
        /* a court card the row names as discarded (cleanup, leverage) is the
         * claim; the other cards that left are effects */
        int claimed = 0;
        if (!strcmp(act, "card") && !strcmp(id, role) && st0 &&
            (!strcmp(st0, "cleanup_court") || !strcmp(st0, "leverage")) &&
            ival(json_object_get(p1, "hand_size"), 0) == ival(json_object_get(p0, "hand_size"), 0)) {
            claimed = card;
            if ((rc = emit(r, id, "discard", json_pack("{s:i, s:s}", "card", card, "from", "court"))))
                return rc;
        }
        json_array_foreach(json_object_get(p0, "court"), a, c) {
            int found = 0;
            size_t b;
            json_t *c1;
            json_array_foreach(json_object_get(p1, "court"), b, c1) found |= json_equal(c, c1);
            if (!found && ival(c, 0) == claimed)
                continue;
            if (!found && claimed && !strcmp(id, role))
                continue; /* the claim stands for the card that left: the state tells */
            if (!found && (rc = emit(r, id, "discard",
                                     json_pack("{s:O, s:s}", "card", c, "from", "court"))))
                return rc;
        }
        char lo0[16], lo1[16];
        lower(lo0, json_string_value(json_object_get(p0, "loyalty")), sizeof lo0);
        lower(lo1, json_string_value(json_object_get(p1, "loyalty")), sizeof lo1);
        long pr = ival(json_object_get(p1, "prizes"), 0) - ival(json_object_get(p0, "prizes"), 0);
        if (*lo1 && strcmp(lo0, lo1)) {
            /* a new loyalty: the old prizes go first, the new ones come after */
            long old = ival(json_object_get(p0, "prizes"), 0);
            for (long n = 0; !rc && n < old; n++)
                rc = emit(r, id, "discard", json_pack("{s:i, s:s}", "card", 0, "from", "prizes"));
            if (!rc)
                rc = emit(r, id, "loyalty", json_pack("{s:s}", "coalition", lo1));
            pr = ival(json_object_get(p1, "prizes"), 0);
        }
        for (long n = 0; !rc && n < (pr > 0 ? pr : -pr); n++)
            rc = pr > 0 ? emit(r, id, "prize", json_pack("{s:i}", "card", r->betrayed))
                        : emit(r, id, "discard",
                               json_pack("{s:i, s:s}", "card", 0, "from", "prizes"));
        if (rc)
            return rc;
    }
    /* rulers (rulebook: at least one tribe and more ruling pieces, tribes and
     * armies of one's coalition, than any other player) */
    for (int g = 0; g < NREG && !rc; g++) {
        int best = -1, bestn = 0, tie = 0;
        for (size_t p = 0; p < json_array_size(r->roles); p++) {
            const char *id = json_string_value(json_array_get(r->roles, p));
            const json_t *pp = player_of(s1, id);
            long t = ival(json_object_get(json_object_get(json_object_get(pp, "cylinders"),
                                                          "tribes"), regions[g]), 0);
            const char *loy = json_string_value(json_object_get(pp, "loyalty"));
            long n = t ? t + (loy ? ival(json_object_get(json_object_get(json_object_get(
                                            json_object_get(s1, "blocks"), "regions"),
                                            regions[g]), loy), 0) : 0) : 0;
            long armies = loy ? ival(json_object_get(json_object_get(json_object_get(
                                  json_object_get(s1, "blocks"), "regions"), regions[g]), loy), 0)
                              : 0;
            if (!t)
                n = 0;
            if (n > bestn) {
                best = (int)p;
                bestn = (int)n;
                tie = 0;
            } else if (n && n == bestn)
                tie = 1;
            (void)armies;
        }
        /* a player with armies but no tribe can still deny the rule */
        for (size_t p = 0; p < json_array_size(r->roles) && best >= 0; p++) {
            const char *id = json_string_value(json_array_get(r->roles, p));
            const json_t *pp = player_of(s1, id);
            const char *loy = json_string_value(json_object_get(pp, "loyalty"));
            long t = ival(json_object_get(json_object_get(json_object_get(pp, "cylinders"),
                                                          "tribes"), regions[g]), 0);
            long a = loy ? ival(json_object_get(json_object_get(json_object_get(
                               json_object_get(s1, "blocks"), "regions"), regions[g]), loy), 0)
                         : 0;
            if ((int)p != best && !t && a >= bestn)
                tie = 1;
        }
        /* Rally the Troops also lets the armies of a coalition nobody is loyal
         * to deny the rule (seen in its bribe prompts on the 24 games) */
        for (int c = 0; c < NCOAL && best >= 0; c++) {
            int loyal = 0;
            for (size_t p = 0; p < json_array_size(r->roles); p++) {
                const char *loy = json_string_value(json_object_get(
                    player_of(s1, json_string_value(json_array_get(r->roles, p))), "loyalty"));
                loyal |= loy && !strcmp(loy, coals[c]);
            }
            if (!loyal && ival(json_object_get(json_object_get(json_object_get(
                                   json_object_get(s1, "blocks"), "regions"), regions[g]),
                               coals[c]), 0) >= bestn)
                tie = 1;
        }
        int ru = tie ? -1 : best;
        if (ru != r->ruler[g]) {
            char at[32];
            lower(at, regions[g], sizeof at);
            r->ruler[g] = ru;
            rc = emit(r, NULL, "ruler",
                      ru < 0 ? json_pack("{s:s, s:n}", "region", at, "ruler")
                             : json_pack("{s:s, s:s}", "region", at, "ruler",
                                         json_string_value(json_array_get(r->roles, (size_t)ru))));
        }
    }
    if (rc)
        return rc;
    /* the favoured suit */
    const char *f0 = json_string_value(json_object_get(s0, "favored"));
    const char *f1 = json_string_value(json_object_get(s1, "favored"));
    if (f0 && f1 && strcmp(f0, f1)) {
        char a[24], b[24];
        lower(a, f1, sizeof a);
        lower(b, f0, sizeof b);
        if ((rc = emit(r, role, "favour", json_pack("{s:s, s:s}", "suit", a, "from", b))))
            return rc;
    }
    for (size_t p = 0; p < np && !rc; p++) {
        const char *id = json_string_value(json_array_get(r->roles, p));
        /* Rally the Troops settles a leverage debt after the action: rupees
         * gained while in debt (a leveraged card played after the loyalty
         * change it caused discarded another) first pay what is owed. The
         * rulebook's "either two rupees or 1 card per rupee owed": the
         * owed rupees are paid, read as a gain and a payment. */
        long owed = dp[p] > 0 ? debt(s0, id) : 0;
        if (dp[p] > 0)
            rc = emit(r, id, "gain",
                      json_pack("{s:i, s:s}", "rupees", (int)(dp[p] + owed), "why",
                                r->play_card && p == me ? "leverage" : "supply"));
        if (!rc && owed)
            rc = emit(r, id, "lose", json_pack("{s:i}", "rupees", (int)owed));
        else if (dp[p] < 0)
            rc = emit(r, id, "lose", json_pack("{s:i}", "rupees", (int)-dp[p]));
    }
    if (rc)
        return rc;
    if ((rc = market_diff(r, s0, s1, bought, 0)))
        return rc;
    /* a card discarded from the hand (cleanup, leverage, events) */
    if (!strcmp(act, "card") && card) {
        long h0 = ival(json_object_get(player_of(s0, role), "hand_size"), 0);
        long h1 = ival(json_object_get(player_of(s1, role), "hand_size"), 0);
        if (h1 == h0 - 1 && !bought &&
            (rc = emit(r, role, "discard", json_pack("{s:i, s:s}", "card", card, "from", "hand"))))
            return rc;
        if (h1 == h0 - 1 && !bought)
            card = -1; /* explained */
    }
    /* hand sizes the moves did not explain are re-read */
    json_array_foreach(r->roles, k, x) {
        const char *id = json_string_value(x);
        long h0 = ival(json_object_get(player_of(s0, id), "hand_size"), 0);
        long h1 = ival(json_object_get(player_of(s1, id), "hand_size"), 0);
        int explained = (bought && !strcmp(id, role) && h1 == h0 + 1) ||
                        (card == -1 && !strcmp(id, role) && h1 == h0 - 1) ||
                        (!strncmp(act, "play_", 5) && !strcmp(id, role) && h1 == h0 - 1);
        if (h0 != h1 && !explained && (rc = emit(r, id, "hand", json_pack("{s:i}", "count", (int)h1))))
            return rc;
    }
    const char *st1 = json_string_value(json_object_get(s1, "state"));
    if (r->pending_cleanup && st1 && strncmp(st1, "cleanup", 7) && strcmp(st1, "discard_events")) {
        r->pending_cleanup = 0;
        if ((rc = emit(r, r->turn, "cleanup", json_object())))
            return rc;
        r->turn = NULL;
    }
    /* the oracle: what the snapshot states */
    json_t *cards = json_deep_copy(json_object_get(s1, "market_cards"));
    json_t *rup = json_deep_copy(json_object_get(s1, "market_rupees"));
    if ((rc = emit(r, NULL, "state",
                   json_pack("{s:o, s:o, s:i}", "market", cards, "market_rupees", rup, "deck",
                             (int)ival(json_object_get(s1, "deck_size"), -1)))))
        return rc;
    json_array_foreach(r->roles, k, x) {
        const char *id = json_string_value(x);
        json_t *st = json_pack("{s:i, s:i, s:O, s:i, s:O}", "rupees", (int)rupees(s1, id), "vp",
                               (int)ival(json_object_get(player_of(s1, id), "vp"), 0), "court",
                               json_object_get(player_of(s1, id), "court"), "hand",
                               (int)ival(json_object_get(player_of(s1, id), "hand_size"), 0),
                               "spies", json_object_get(json_object_get(player_of(s1, id),
                                                                       "cylinders"), "spies"));
        if (st && st1 && !strcmp(st1, "actions") && r->turn &&
            !strcmp(id, r->turn) && !strcmp(id, json_string_value(json_object_get(s1, "active"))))
            json_object_set_new(st, "actions",
                                json_integer(ival(json_object_get(s1, "actions_left"), 0)));
        if ((rc = emit(r, id, "state", st)))
            return rc;
    }
    return 0;
}

/* Offsets of the replay rows in the file (one line of JSON). */
static size_t row_offsets(const char *d, size_t n, size_t **out)
{
    const char *p = memmem(d, n, "\"replay\":[", 10);
    *out = NULL;
    if (!p)
        return 0;
    size_t i = (size_t)(p - d) + 10, cap = 0, cnt = 0;
    while (i < n && d[i] != ']') {
        while (i < n && (d[i] == ',' || d[i] == ' ' || d[i] == '\n'))
            i++;
        if (i >= n || d[i] != '[')
            break;
        if (GA_GROW(*out, cap, cnt + 1, 256))
            return cnt;
        (*out)[cnt++] = i;
        int depth = 0, str = 0;
        for (; i < n; i++) {
            if (str) {
                if (d[i] == '\\')
                    i++;
                else if (d[i] == '"')
                    str = 0;
            } else if (d[i] == '"')
                str = 1;
            else if (d[i] == '[')
                depth++;
            else if (d[i] == ']' && --depth == 0) {
                i++;
                break;
            }
        }
    }
    return cnt;
}

static int rtt_parse(const ga_source *src, const ga_sink *sink, ga_error *err)
{
    json_error_t je;
    json_t *root = json_loadb(src->data, src->len, 0, &je);
    if (!root)
        return ga_json_error(err, src->path, &je);
    json_t *roles = json_object_get(root, "roles"), *replay = json_object_get(root, "replay");
    json_t *states = json_object_get(root, "states"), *deck = json_object_get(root, "deck");
    if (!json_is_array(roles) || !json_is_array(replay) || !json_is_array(states) ||
        json_array_size(states) != json_array_size(replay) || !json_is_object(deck) ||
        json_array_size(roles) < 1 || json_array_size(roles) > 5) {
        json_decref(root);
        return ga_error_set(err, GA_EINPUT, src->path, 0,
                            "not a rally-the-troops replay: roles, replay, states (one per row) "
                            "and deck expected");
    }
    size_t i;
    json_t *v;
    json_array_foreach(roles, i, v) if (!json_is_string(v)) {
        json_decref(root);
        return ga_error_set(err, GA_EINPUT, src->path, 0, "role %zu is not a string", i);
    }
    ga_header h = {0};
    h.game = "paxpamir";
    h.format = "rtt-replay";
    h.file = src->path;
    ga_player pl[5];
    for (i = 0; i < json_array_size(roles); i++) {
        pl[i].id = (char *)json_string_value(json_array_get(roles, i));
        pl[i].name = pl[i].id;
    }
    h.players = pl;
    h.nplayers = json_array_size(roles);
    h.setup = json_pack("{s:O, s:i}", "market", json_object_get(deck, "market"), "deck",
                        (int)json_array_size(json_object_get(deck, "deck")));
    int rc = h.setup ? sink->header(sink->ctx, &h, err) : GA_ENOMEM;
    json_decref(h.setup);
    /* the state before the first row: setup */
    json_t *s_init = json_deep_copy(json_array_get(states, 0));
    if (s_init) {
        json_object_set_new(s_init, "state", json_string("setup"));
        json_object_set(s_init, "market_cards", json_object_get(deck, "market"));
        json_t *ps = json_object_get(s_init, "players");
        const char *k;
        json_object_foreach(ps, k, v) json_object_set_new(v, "loyalty", json_null());
    }
    size_t *offs = NULL;
    size_t noffs = row_offsets(src->data, src->len, &offs);
    rtt r = {.src = src, .sink = sink, .err = err, .roles = roles,
             .ruler = {-1, -1, -1, -1, -1, -1}, .offer = -1};
    for (i = 0; !rc && i < json_array_size(replay); i++) {
        r.off = i < noffs ? offs[i] : 0;
        r.len = i + 1 < noffs ? offs[i + 1] - offs[i] : 1;
        rc = row(&r, json_array_get(replay, i), i ? json_array_get(states, i - 1) : s_init,
                 json_array_get(states, i), replay, states, i);
    }
    json_t *res = json_object_get(root, "result");
    if (!rc && json_is_object(json_object_get(res, "vp"))) {
        r.off = noffs ? offs[noffs - 1] : 0;
        rc = emit(&r, NULL, "result", json_pack("{s:O}", "scores", json_object_get(res, "vp")));
    }
    free(offs);
    json_decref(r.pend_action);
    json_decref(s_init);
    json_decref(root);
    return rc;
}

static int rtt_sniff(const char *data, size_t len, const char *path)
{
    (void)path;
    size_t n = len < 4096 ? len : 4096;
    size_t i = ga_text_start(data, n);
    if (i >= n || data[i] != '{')
        return 0;
    return memmem(data, n, "\"rally-the-troops/pax-pamir", 27) &&
                   memmem(data, n, "\"replay\"", 8)
               ? 90 : 0;
}

const ga_format ga_format_rtt_replay = {
    .name = "rtt-replay",
    .description = "Rally the Troops Pax Pamir replay rows with the state after each row",
    .game = "paxpamir",
    .sniff = rtt_sniff,
    .parse = rtt_parse,
};
