/* backgammon.c — the backgammon rule engine.
 *
 * Consumes the normalized backgammon stream (game-start, roll, move, double,
 * take, drop, beaver, raccoon, result, illegal-play, set-board, set-cube) and
 * keeps the board of both players, the cube, the match score and whose turn
 * it is.  A play is legal when the POSITION it leads to is one of the
 * positions the legal plays of the roll lead to (notation carries no
 * meaning); the legal plays are generated with a fixed-size depth-first
 * search over single-die hops, keeping those that use the most dice and
 * then the most pips (GNU Backgammon eval.c GenerateMoves does the same).
 * After a finding the engine resynchronises on what the log says happened
 * and goes on.
 *
 * Sides: index 0 = stream player "1", 1 = player "2".  Each side's board is
 * in its own numbering: b[s][1..24] points, b[s][25] the bar, b[s][0] the
 * checkers borne off.  Point q of one side is point 25 - q of the other.
 */
#include "../../src/internal.h"
#include "../validators.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum {
    BG_OFF = 0,
    BG_BAR = 25,
    BG_NPTS = 26,
    BG_CHECKERS = 15,   /* Match Play: "bears off all fifteen pieces" */
    BG_MAXSTEPS = 8,    /* recorded steps accepted before "too many" */
    BG_MAXPLAYS = 4096, /* distinct legal results kept per roll */
    BG_HASH = 8192,     /* open-addressing slots, a power of two > 2 * BG_MAXPLAYS */
    BG_LISTMAX = 6      /* legal plays listed in a message when at most this many */
};

/* Bound on cube values, points and scores read from a log. */
#define BG_BIG 1000000000L

/* ---------------------------------------------------------------- rules cited */

enum {
    R_DICE, R_DOUBLES, R_BLOCKED, R_BAR, R_BEAROFF, R_BEAROFF_EXACT, R_DIRECTION, R_OWN,
    R_MAXDICE, R_HIGHER_DIE, R_BEAROFF_HIGHEST, R_DANCE, R_OPENING, R_TURN, R_OFFER,
    R_ANSWER, R_OWNER, R_CRAWFORD, R_JACOBY, R_BEAVER, R_POINTS, R_MATCH, R_WINNER,
    R_RESIGN, R_CUBE_LIMIT, R_RECORD, R_ROLL_FIRST, R_ENTRY, R_SINGLE, R_GAMMON,
    R_BACKGAMMON, R_GAME_POINT, R_BEAR_ROLL, R_SAFE, R_STACK, R_MULTI, R_NREFS
};

/* The rules the engine cites.  Phrases occur verbatim in the sections of
 * Gamehelpbackgammon (revision 2024-04-11T16:24:27Z); rules that page does
 * not state name the published rules they come from. */
static const ga_rule_ref refs[R_NREFS] = {
    [R_DICE] = {"backgammon.play.dice", "Gamehelpbackgammon", "Play",
                "Each roll of two dice can be played to advance one pawn both numbers", NULL},
    [R_DOUBLES] = {"backgammon.play.doubles", "Gamehelpbackgammon", "Play",
                   "player is able to play that number four times, as board will allow", NULL},
    [R_BLOCKED] = {"backgammon.play.blocked", "Gamehelpbackgammon", "Play",
                   "pawns cannot be moved to land on any space occupied by two or more "
                   "opposing pawns", NULL},
    [R_BAR] = {"backgammon.capture.bar", "Gamehelpbackgammon", "Capture",
               "No other pawn may be moved until all captured pawn have re-entered the game",
               NULL},
    [R_BEAROFF] = {"backgammon.objective.bear-off", "Gamehelpbackgammon", "Objective",
                   "A player's pawns may not be removed from the board until all of their "
                   "pawns are in their home base", NULL},
    [R_BEAROFF_EXACT] = {"backgammon.objective.bear-off-roll", "Gamehelpbackgammon", "Objective",
                         "roll can be equal to or more than the amount of spaces required to "
                         "leave the board", NULL},
    [R_DIRECTION] = {"backgammon.setup.direction", "Gamehelpbackgammon", "Setup",
                     "each will be moving in only one, opposite direction around the board",
                     NULL},
    [R_OWN] = {"backgammon.play.own-pawn", "Gamehelpbackgammon", "Play",
               "split play as each die to advance one pawn respectively", NULL},
    [R_MAXDICE] = {"backgammon.play.use-both-dice", NULL, NULL, NULL,
                   "standard rules of backgammon (US Backgammon Federation rules, \"Movement "
                   "of the checkers\"; WBF rules 1.3): a player must use both numbers of a roll "
                   "if legally possible, and all four numbers of a doublet"},
    [R_HIGHER_DIE] = {"backgammon.play.larger-die", NULL, NULL, NULL,
                      "standard rules of backgammon (US Backgammon Federation rules, \"Movement "
                      "of the checkers\"): if either number can be played but not both, the "
                      "player must play the larger one"},
    [R_BEAROFF_HIGHEST] = {"backgammon.bear-off.highest-point", NULL, NULL, NULL,
                           "standard rules of backgammon (US Backgammon Federation rules, "
                           "\"Bearing off\"): a number higher than the highest occupied point "
                           "must bear off a checker from the highest occupied point"},
    [R_DANCE] = {"backgammon.play.no-move", NULL, NULL, NULL,
                 "standard rules of backgammon (US Backgammon Federation rules, \"Movement of "
                 "the checkers\"): a player forfeits the roll only when no number can be played"},
    [R_OPENING] = {"backgammon.play.opening-roll", NULL, NULL, NULL,
                   "standard rules of backgammon (US Backgammon Federation rules, \"To "
                   "start\"): each player throws a single die and ties are re-thrown, so the "
                   "opening roll is never a doublet; dice show 1 to 6"},
    [R_TURN] = {"backgammon.play.turns", NULL, NULL, NULL,
                "standard rules of backgammon (US Backgammon Federation rules, \"To start\"): "
                "the players alternate turns, each rolling then moving"},
    [R_OFFER] = {"backgammon.doubling.offer", "Gamehelpbackgammon", "Doubling",
                 "they \"offer the cube\" to the other opponent", NULL},
    [R_ANSWER] = {"backgammon.doubling.answer", "Gamehelpbackgammon", "Doubling",
                  "The other opponent can then accept (in which case the game is worth double "
                  "the current stakes) or decline (and the game ends in their loss)", NULL},
    [R_OWNER] = {"backgammon.doubling.owner", "Gamehelpbackgammon", "Doubling",
                 "If a player accepted the cube, and their situation later improves", NULL},
    [R_CRAWFORD] = {"backgammon.match.crawford", NULL, NULL, NULL,
                    "Crawford rule (US Backgammon Federation match rules; WBF rules 4): in the "
                    "first game after a player reaches one point short of the match length the "
                    "doubling cube may not be used; GNU Backgammon applies it to every match "
                    "record"},
    [R_JACOBY] = {"backgammon.money.jacoby", NULL, NULL, NULL,
                  "Jacoby rule (money play, when agreed): gammons and backgammons count only "
                  "single unless the cube has been turned"},
    [R_BEAVER] = {"backgammon.money.beaver", NULL, NULL, NULL,
                  "beaver rule (money play only, when agreed): the player doubled may "
                  "immediately redouble while keeping the cube; the doubler may then raccoon"},
    [R_POINTS] = {"backgammon.match.points", "Gamehelpbackgammon", "Match Play",
                  "The Doubling cube multiplies the number on the cube by the points earned",
                  NULL},
    [R_MATCH] = {"backgammon.match.goal", "Gamehelpbackgammon", "Match Play",
                 "until a player equals to or exceeds the Match Goal", NULL},
    [R_WINNER] = {"backgammon.objective.win", "Gamehelpbackgammon", "Objective",
                  "First player to clear all pawns from the board wins", NULL},
    [R_RESIGN] = {"backgammon.match.resign", NULL, NULL, NULL,
                  "standard rules of backgammon: a player may resign a single game, a gammon "
                  "or a backgammon, worth 1, 2 or 3 times the cube"},
    [R_CUBE_LIMIT] = {"backgammon.doubling.limit", NULL, NULL, NULL,
                      "the cube limit agreed for the session (eXtreme Gammon [CubeLimit] "
                      "header)"},
    [R_RECORD] = {"backgammon.record", NULL, NULL, NULL,
                  "project decision (README.md, \"Backgammon recording conventions\"): "
                  "conventions of real match records that are not rule breaks"},
    [R_ROLL_FIRST] = {"backgammon.objective.roll", "Gamehelpbackgammon", "Objective",
                      "Players roll dice to advance their pawns into their home base", NULL},
    [R_ENTRY] = {"backgammon.capture.entry", "Gamehelpbackgammon", "Capture",
                 "token must sit out of play until a number roll allows entry into opposing "
                 "home row", NULL},
    [R_SINGLE] = {"backgammon.match.single", "Gamehelpbackgammon", "Match Play",
                  "1 point - A player who bears off all fifteen pieces when the opponent has "
                  "borne off at least one", NULL},
    [R_GAMMON] = {"backgammon.match.gammon", "Gamehelpbackgammon", "Match Play",
                  "2 points - If all fifteen have been borne off before the opponent gets at "
                  "least one checker off", NULL},
    [R_BACKGAMMON] = {"backgammon.match.backgammon", "Gamehelpbackgammon", "Match Play",
                      "3 points - When the losing player has borne off no pieces", NULL},
    [R_GAME_POINT] = {"backgammon.doubling.game-point", "Gamehelpbackgammon", "Doubling",
                      "Backgammon games are played for 1 point", NULL},
    [R_BEAR_ROLL] = {"backgammon.objective.bear-off-by-roll", "Gamehelpbackgammon", "Objective",
                     "players resume by rolling dice to remove their pawns from the board", NULL},
    [R_SAFE] = {"backgammon.capture.safe", "Gamehelpbackgammon", "Capture",
                "Any pawn stacked two or more is safe from capture", NULL},
    [R_STACK] = {"backgammon.play.stack", "Gamehelpbackgammon", "Play",
                 "Your own pawns may accumulate in any quantity on your own occupied spaces",
                 NULL},
    [R_MULTI] = {"backgammon.doubling.match-points", "Gamehelpbackgammon", "Doubling",
                 "Matches are played with multiple points", NULL},
};

/* Constants the engine keeps that the wiki states. */
static const ga_rule_const consts[] = {
    {"backgammon.checkers", "Gamehelpbackgammon", "Match Play", NULL, 0, 0,
     "A player who bears off all fifteen pieces"},
    {"backgammon.points.single", "Gamehelpbackgammon", "Match Play", NULL, 0, 0,
     "1 point - A player who bears off all fifteen pieces"},
    {"backgammon.points.gammon", "Gamehelpbackgammon", "Match Play", NULL, 0, 0,
     "2 points - If all fifteen have been borne off before the opponent gets at least one "
     "checker off"},
    {"backgammon.points.backgammon", "Gamehelpbackgammon", "Match Play", NULL, 0, 0,
     "3 points - When the losing player has borne off no pieces and has one or more on the bar "
     "and/or in the winner's home table"},
    {"backgammon.dice", "Gamehelpbackgammon", "Play", NULL, 0, 0, "Each roll of two dice"},
    {"backgammon.doubles", "Gamehelpbackgammon", "Play", NULL, 0, 0,
     "play that number four times"},
    {"backgammon.points.game", "Gamehelpbackgammon", "Doubling", NULL, 0, 0,
     "Backgammon games are played for 1 point"},
};

/* The starting position of one side in its own numbering (Setup: "fixed
 * setup, with opponent mirrored arrangement"): 2 on 24, 5 on 13, 3 on 8,
 * 5 on 6. */
static const uint8_t bg_start[BG_NPTS] = {
    [6] = 5, [8] = 3, [13] = 5, [24] = 2,
};

/* ---------------------------------------------------------------- positions */

typedef struct bg_pos {
    uint8_t b[2][BG_NPTS];
} bg_pos;

/* One legal result of a roll, with the hops of the first play reaching it. */
typedef struct bg_play {
    bg_pos pos;
    uint8_t from[4], to[4], hit[4];
    uint8_t nhops;
} bg_play;

/* Why a hop or a recorded step is not playable. */
enum bg_why {
    W_OK, W_EMPTY, W_BAR, W_BLOCKED, W_EARLY, W_HIGHER, W_DISTANCE, W_BACKWARDS,
    W_RANGE, W_NODICE
};

enum bg_phase {
    PH_NONE,   /* before the first game */
    PH_OPEN,   /* game started, waiting for the opening roll */
    PH_ROLL,   /* `turn` to roll (or double) */
    PH_MOVE,   /* `turn` rolled, to move */
    PH_ANSWER, /* a double offered, the other side to answer */
    PH_OVER,   /* game decided (bear-off, drop), waiting for the result */
    PH_DONE    /* result recorded */
};

struct ga_engine {
    char names[2][64];
    int match_length;       /* 0 = money session */
    int crawford_rule;      /* 1 unless the setup says "crawford": false */
    int jacoby;             /* -1 not stated, 0, 1 */
    int beaver;             /* -1 not stated, 0, 1 */
    long cube_limit;        /* 0 = none */

    bg_pos pos;
    int synced;             /* 0 after an Illegal play record: the position is unknown */
    int phase, turn;        /* turn: side on roll, -1 before the opening roll */
    int dice[2], dice_ok;
    long cube;
    int owner;              /* -1 centred, else the side owning the cube */
    int cube_turned;
    int offer_by;           /* side that doubled (PH_ANSWER) */
    long offer_value;       /* the value offered; the cube before the offer is `cube` */
    int offer_resume;       /* phase after a take (PH_MOVE when doubled after rolling) */
    int dropped;            /* the game ended by a drop: winner = offer_by, points = cube */
    int drop_winner;

    int game_no, games_seen, moves_in_game, has_result;
    int stream_game;        /* ga_move.game of the current game */
    long score[2];          /* running match score before the current game's result */
    long alt[2];            /* the last header's score plus the results since */
    int alt_valid;
    int score_known;        /* 0 when a game had no result: the next header is the baseline */
    int crawford_game;      /* this game is the Crawford game */
    int crawford_uncertain; /* inferred from a mid-match start */
    int crawford_done;
    int match_over;
    int after_end_reported;

    ga_move pending;        /* an empty play with legal alternatives, decided by the next move */
    int pending_n;          /* number of legal plays for the pending empty play */
    bg_play pending_play;   /* the only legal play when pending_n == 1 */
    int pending_dice[2];
    int have_pending;
    int beavered;           /* the offer was beavered: a raccoon may follow */
    const char *variant;    /* non-NULL: an unsupported variant, nothing is checked */
    long last_seq;          /* the last move seen, for end-of-file findings */
    ga_span last_src;

    /* generator work space (allocated once) */
    bg_play *plays;
    int nplays, best_score, overflow;
    uint32_t *hash;         /* slot: the generation (high 16 bits), play index + 1 (low 16) */
    uint32_t hash_gen;      /* slots of another generation are empty */
};

/* Returns the number of checkers side s has outside its home board (7..25). */
static int bg_outside(const uint8_t *me)
{
    int n = 0;
    for (int q = 7; q <= BG_BAR; q++)
        n += me[q];
    return n;
}

/* Plays one checker of side s from `from` by die d on p.  Returns W_OK and
 * updates p, *to and *hit, or the reason the hop is illegal (p unchanged). */
static int bg_hop(bg_pos *p, int s, int from, int d, int *to, int *hit)
{
    uint8_t *me = p->b[s], *op = p->b[!s];
    if (from < 1 || from > BG_BAR || !me[from])
        return W_EMPTY;
    if (me[BG_BAR] && from != BG_BAR)
        return W_BAR;
    int t = from - d;
    if (t <= 0) {
        if (bg_outside(me))
            return W_EARLY;
        if (t < 0)
            for (int q = from + 1; q <= 6; q++)
                if (me[q])
                    return W_HIGHER;
        t = 0;
    } else if (op[25 - t] >= 2) {
        return W_BLOCKED;
    }
    me[from]--;
    me[t]++;
    *hit = 0;
    if (t && op[25 - t] == 1) {
        op[25 - t] = 0;
        op[BG_BAR]++;
        *hit = 1;
    }
    *to = t;
    return W_OK;
}

/* Returns an FNV-1a hash of p. */
static uint32_t bg_hash(const bg_pos *p)
{
    const uint8_t *u = (const uint8_t *)p;
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < sizeof *p; i++)
        h = (h ^ u[i]) * 16777619u;
    return h;
}

/* Stores a leaf of the search: plays using fewer dice (then fewer pips)
 * than the best so far are dropped. */
static void bg_leaf(ga_engine *e, const bg_pos *p, int ndice, int pips, const bg_play *path)
{
    int score = ndice * 16 + pips;
    if (score < e->best_score)
        return;
    if (score > e->best_score) {
        e->best_score = score;
        e->nplays = 0;
        e->overflow = 0;
        /* empties the table: a new generation, cleared only when it wraps */
        if (++e->hash_gen > 0xffff) {
            memset(e->hash, 0, BG_HASH * sizeof *e->hash);
            e->hash_gen = 1;
        }
    }
    uint32_t h = bg_hash(p) & (BG_HASH - 1);
    while (e->hash[h] >> 16 == e->hash_gen) {
        if (!memcmp(&e->plays[(e->hash[h] & 0xffff) - 1].pos, p, sizeof *p))
            return;
        h = (h + 1) & (BG_HASH - 1);
    }
    if (e->nplays >= BG_MAXPLAYS) {
        e->overflow = 1;
        return;
    }
    bg_play *pl = &e->plays[e->nplays++];
    *pl = *path;
    pl->pos = *p;
    e->hash[h] = e->hash_gen << 16 | (uint32_t)e->nplays;
}

/* Depth-first search over the hops of dice[k..nd-1].  For doublets the
 * sources are taken in non-increasing order (hops of one number commute),
 * which bounds the search to a few thousand nodes. */
static void bg_gen_rec(ga_engine *e, const bg_pos *p, int s, const int *dice, int nd, int k,
                       int pips, int top, bg_play *path)
{
    int moved = 0;
    if (k < nd) {
        int d = dice[k], dbl = dice[0] == dice[1];
        for (int f = top; f >= 1; f--) {
            if (!p->b[s][f])
                continue;
            bg_pos q = *p;
            int t, hit;
            if (bg_hop(&q, s, f, d, &t, &hit) != W_OK)
                continue;
            moved = 1;
            path->from[k] = (uint8_t)f;
            path->to[k] = (uint8_t)t;
            path->hit[k] = (uint8_t)hit;
            path->nhops = (uint8_t)(k + 1);
            bg_gen_rec(e, &q, s, dice, nd, k + 1, pips + d, dbl ? f : BG_BAR, path);
        }
    }
    if (!moved) {
        path->nhops = (uint8_t)k;
        bg_leaf(e, p, k, pips, path);
    }
}

/* Fills e->plays with the distinct legal results of side s rolling d1 d2. */
static void bg_generate(ga_engine *e, const bg_pos *p, int s, int d1, int d2)
{
    bg_play path;
    memset(&path, 0, sizeof path);
    e->nplays = 0;
    e->best_score = -1;
    e->overflow = 0;
    if (d1 == d2) {
        int dice[4] = {d1, d1, d1, d1};
        bg_gen_rec(e, p, s, dice, 4, 0, 0, BG_BAR, &path);
    } else {
        int a[2] = {d1, d2}, b[2] = {d2, d1};
        bg_gen_rec(e, p, s, a, 2, 0, 0, BG_BAR, &path);
        bg_gen_rec(e, p, s, b, 2, 0, 0, BG_BAR, &path);
    }
}

/* ---------------------------------------------------------------- recorded plays */

typedef struct bg_step {
    int from, to;
} bg_step;

/* The outcome of replaying recorded steps hop by hop. */
typedef struct bg_sim {
    int ok;          /* all steps played */
    int used;        /* dice used */
    int left[4], nleft; /* when ok: the dice not used */
    bg_pos pos;      /* result when ok */
    int fail_step;   /* deepest failing step (index) */
    int why;         /* W_* of that failure */
    int fail_die;    /* die tried there (0 = none) */
    int fail_point;  /* point where the hop failed */
    int fail_rem[4], fail_nrem; /* dice still to play at the failing step */
} bg_sim;

/* Records a failure at step i when it is deeper than the one kept. */
static void bg_sim_fail(bg_sim *r, int i, int why, int die, int point, const int *rem,
                        int nrem)
{
    /* Deeper failures explain more; at equal depth a specific reason beats
     * a distance mismatch. */
    if (i > r->fail_step || (i == r->fail_step && r->why == W_DISTANCE && why != W_DISTANCE)) {
        r->fail_step = i;
        r->why = why;
        r->fail_die = die;
        r->fail_point = point;
        memcpy(r->fail_rem, rem, (size_t)nrem * sizeof *rem);
        r->fail_nrem = nrem;
    }
}

/* Replays steps[i..] from p with the dice still in rem[0..nrem-1]. */
static int bg_sim_rec(const bg_pos *p, int s, const bg_step *steps, int n, int i,
                      const int *rem, int nrem, int used, bg_sim *r)
{
    if (i == n) {
        r->ok = 1;
        r->used = used;
        r->pos = *p;
        memcpy(r->left, rem, (size_t)nrem * sizeof *rem);
        r->nleft = nrem;
        return 1;
    }
    int f = steps[i].from, t = steps[i].to;
    if (f < 0 || f > BG_BAR || t < 0 || t > BG_BAR) {
        bg_sim_fail(r, i, W_RANGE, 0, f, rem, nrem);
        return 0;
    }
    if (f == 0 || t >= f) {
        bg_sim_fail(r, i, W_BACKWARDS, 0, f, rem, nrem);
        return 0;
    }
    if (nrem == 0) {
        bg_sim_fail(r, i, W_NODICE, 0, f, rem, nrem);
        return 0;
    }
    int dist = f - t, any_len = 0;
    /* Candidate die sequences: for a doublet k copies (k = 1..nrem); else each
     * remaining die alone, then both in either order. */
    int seqs[4][4], lens[4], nseq = 0;
    if (nrem >= 2 && rem[0] == rem[1]) {
        for (int k = 1; k <= nrem; k++) {
            for (int j = 0; j < k; j++)
                seqs[nseq][j] = rem[0];
            lens[nseq++] = k;
        }
    } else {
        for (int j = 0; j < nrem && j < 2; j++) {
            seqs[nseq][0] = rem[j];
            lens[nseq++] = 1;
        }
        if (nrem == 2) {
            seqs[nseq][0] = rem[0];
            seqs[nseq][1] = rem[1];
            lens[nseq++] = 2;
            seqs[nseq][0] = rem[1];
            seqs[nseq][1] = rem[0];
            lens[nseq++] = 2;
        }
    }
    /* Try the candidates whose pips fit, those with fewer hits on the way
     * first (a consolidated step is read through an open point). */
    bg_pos qs[4];
    int ok[4] = {0}, hits[4] = {0};
    for (int c = 0; c < nseq; c++) {
        int sum = 0, partial_ok = 1;
        for (int j = 0; j < lens[c]; j++) {
            if (j < lens[c] - 1 && sum + seqs[c][j] >= f)
                partial_ok = 0; /* would bear off before the last hop */
            sum += seqs[c][j];
        }
        if (!partial_ok || (t > 0 ? sum != dist : sum < f || sum - seqs[c][lens[c] - 1] >= f))
            continue;
        any_len = 1;
        qs[c] = *p;
        int cur = f, bad = W_OK, j;
        for (j = 0; j < lens[c]; j++) {
            int to, hit;
            bad = bg_hop(&qs[c], s, cur, seqs[c][j], &to, &hit);
            if (bad != W_OK)
                break;
            if (j < lens[c] - 1)
                hits[c] += hit;
            cur = to;
        }
        if (bad != W_OK) {
            bg_sim_fail(r, i, bad, seqs[c][j], cur, rem, nrem);
            continue;
        }
        ok[c] = 1;
    }
    if (!any_len) {
        bg_sim_fail(r, i, W_DISTANCE, 0, f, rem, nrem);
        return 0;
    }
    for (int h = 0; h <= 4; h++)
        for (int c = 0; c < nseq; c++) {
            if (!ok[c] || hits[c] != h)
                continue;
            int left[4], nleft = 0, taken[4] = {0};
            for (int j = 0; j < lens[c]; j++)
                for (int x = 0; x < nrem; x++)
                    if (!taken[x] && rem[x] == seqs[c][j]) {
                        taken[x] = 1;
                        break;
                    }
            for (int x = 0; x < nrem; x++)
                if (!taken[x])
                    left[nleft++] = rem[x];
            if (bg_sim_rec(&qs[c], s, steps, n, i + 1, left, nleft, used + lens[c], r))
                return 1;
        }
    return 0;
}

/* Replays the recorded steps of side s with dice d1 d2: in the written
 * order, then (when that fails) sorted from the highest source down. */
static void bg_simulate(const bg_pos *p, int s, const bg_step *steps, int n, int d1, int d2,
                        bg_sim *r)
{
    int dice[4] = {d1, d2, d1, d2}, nd = d1 == d2 ? 4 : 2;
    memset(r, 0, sizeof *r);
    r->fail_step = -1;
    if (bg_sim_rec(p, s, steps, n, 0, dice, nd, 0, r))
        return;
    bg_step sorted[BG_MAXSTEPS];
    memcpy(sorted, steps, (size_t)n * sizeof *steps);
    for (int i = 1; i < n; i++) /* stable insertion sort, highest source first */
        for (int j = i; j > 0 && sorted[j].from > sorted[j - 1].from; j--) {
            bg_step x = sorted[j];
            sorted[j] = sorted[j - 1];
            sorted[j - 1] = x;
        }
    if (memcmp(sorted, steps, (size_t)n * sizeof *steps) == 0)
        return;
    bg_sim r2;
    memset(&r2, 0, sizeof r2);
    r2.fail_step = -1;
    if (bg_sim_rec(p, s, sorted, n, 0, dice, nd, 0, &r2))
        *r = r2;
}

/* Applies the recorded steps without rules: side s's checkers move, lone
 * opposing checkers on the landing points are hit.  Returns 0 and fills
 * out, or -1 when not physically possible (a step from an empty point, a
 * landing on a point held by the opponent, a point out of range). */
static int bg_apply_raw(const bg_pos *p, int s, const bg_step *steps, int n, bg_pos *out)
{
    bg_pos q = *p;
    for (int i = 0; i < n; i++) {
        int f = steps[i].from, t = steps[i].to;
        if (f < 1 || f > BG_BAR || t < 0 || t > 24 || !q.b[s][f])
            return -1;
        if (t && q.b[!s][25 - t] >= 2)
            return -1;
        q.b[s][f]--;
        q.b[s][t]++;
        if (t && q.b[!s][25 - t] == 1) {
            q.b[!s][25 - t] = 0;
            q.b[!s][BG_BAR]++;
        }
    }
    *out = q;
    return 0;
}

/* ---------------------------------------------------------------- gnubg position ID */

/* Writes the GNU Backgammon position ID of p with side `onroll` on roll
 * (positionid.c: the 80-bit key holds the side not on roll, then the side
 * on roll, each as points 1..24 then the bar, n checkers as n 1-bits and a
 * 0; base64 of the 10 bytes, 14 characters) into id[15]. */
static void bg_position_id(const bg_pos *p, int onroll, char id[15])
{
    static const char b64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    uint8_t key[10] = {0};
    unsigned bit = 0;
    for (int k = 0; k < 2; k++) {
        const uint8_t *b = p->b[k == 0 ? !onroll : onroll];
        for (int q = 1; q <= BG_BAR; q++) {
            for (int c = 0; c < b[q] && bit < 80; c++, bit++)
                key[bit / 8] |= (uint8_t)(1u << (bit % 8));
            bit++;
        }
    }
    const uint8_t *u = key;
    char *o = id;
    for (int i = 0; i < 3; i++, u += 3) {
        *o++ = b64[u[0] >> 2];
        *o++ = b64[((u[0] & 0x03) << 4) | (u[1] >> 4)];
        *o++ = b64[((u[1] & 0x0F) << 2) | (u[2] >> 6)];
        *o++ = b64[u[2] & 0x3F];
    }
    *o++ = b64[u[0] >> 2];
    *o++ = b64[(u[0] & 0x03) << 4];
    *o = '\0';
}

/* ---------------------------------------------------------------- text */

static const char *bg_side_name(const ga_engine *e, int s)
{
    return s >= 0 && s < 2 ? e->names[s] : "?";
}

/* Appends a point in notation: bar, off or the number. */
static void bg_put_point(ga_buf *b, int q)
{
    if (q == BG_BAR)
        ga_buf_puts(b, "bar");
    else if (q == 0)
        ga_buf_puts(b, "off");
    else
        ga_buf_printf(b, "%d", q);
}

static void bg_put_steps(ga_buf *b, const bg_step *st, int n)
{
    if (!n)
        ga_buf_puts(b, "(no move)");
    for (int i = 0; i < n; i++) {
        if (i)
            ga_buf_puts(b, " ");
        bg_put_point(b, st[i].from);
        ga_buf_puts(b, "/");
        bg_put_point(b, st[i].to);
    }
}

/* Appends a legal play as hops sorted from the highest source. */
static void bg_put_play(ga_buf *b, const bg_play *pl)
{
    int idx[4] = {0, 1, 2, 3}, n = pl->nhops;
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && pl->from[idx[j]] > pl->from[idx[j - 1]]; j--) {
            int x = idx[j];
            idx[j] = idx[j - 1];
            idx[j - 1] = x;
        }
    if (!n)
        ga_buf_puts(b, "(no move)");
    for (int i = 0; i < n; i++) {
        if (i)
            ga_buf_puts(b, " ");
        bg_put_point(b, pl->from[idx[i]]);
        ga_buf_puts(b, "/");
        bg_put_point(b, pl->to[idx[i]]);
        if (pl->hit[idx[i]])
            ga_buf_puts(b, "*");
    }
}

/* Appends the position as a 24-point diagram from side s's side (top row
 * points 13-24, bottom row 12-1; X = s, O = the other), the gnubg position
 * ID, dice, cube and score. */
static void bg_put_position(const ga_engine *e, int s, ga_buf *b)
{
    if (s < 0 || s > 1)
        s = 0;
    const uint8_t *x = e->pos.b[s], *o = e->pos.b[!s];
    char id[15];
    bg_position_id(&e->pos, s, id);
    ga_buf_printf(b, "gnubg position ID %s (%s on roll), X = %s, O = %s\n", id,
                  bg_side_name(e, s), bg_side_name(e, s), bg_side_name(e, !s));
    for (int row = 0; row < 2; row++) {
        ga_buf_puts(b, " ");
        for (int i = 0; i < 12; i++) {
            int q = row ? 12 - i : 13 + i;
            ga_buf_printf(b, "%s%3d", i == 6 ? " |" : "", q);
        }
        ga_buf_puts(b, "\n ");
        for (int i = 0; i < 12; i++) {
            int q = row ? 12 - i : 13 + i;
            char cell[8];
            if (x[q])
                snprintf(cell, sizeof cell, "%dX", x[q]);
            else if (o[25 - q])
                snprintf(cell, sizeof cell, "%dO", o[25 - q]);
            else
                snprintf(cell, sizeof cell, ".");
            ga_buf_printf(b, "%s%3s", i == 6 ? " |" : "", cell);
        }
        ga_buf_puts(b, "\n");
    }
    ga_buf_printf(b, " bar X %d O %d, off X %d O %d", x[BG_BAR], o[BG_BAR], x[0], o[0]);
    if (e->phase == PH_MOVE && e->dice[0])
        ga_buf_printf(b, ", dice %d%d", e->dice[0], e->dice[1]);
    ga_buf_printf(b, ", cube %ld %s%s", e->cube, e->owner < 0 ? "centred" : "owned by ",
                  e->owner < 0 ? "" : bg_side_name(e, e->owner));
    if (e->match_length)
        ga_buf_printf(b, ", score %s %ld %s %ld of %d%s\n", e->names[0], e->score[0], e->names[1],
                      e->score[1], e->match_length, e->crawford_game ? " (Crawford game)" : "");
    else
        ga_buf_printf(b, ", money session %s %ld %s %ld\n", e->names[0], e->score[0],
                      e->names[1], e->score[1]);
}

/* ---------------------------------------------------------------- findings */

/* Adds a finding with the position from side s's side as context. */
static ga_finding *bg_find(ga_engine *e, ga_findings *out, const ga_move *m, int sev,
                           const char *code, int rule, int s, const char *fmt, ...)
    __attribute__((format(printf, 8, 9)));

static ga_finding *bg_find(ga_engine *e, ga_findings *out, const ga_move *m, int sev,
                           const char *code, int rule, int s, const char *fmt, ...)
{
    ga_buf msg = {0}, ctx = {0};
    va_list ap;
    va_start(ap, fmt);
    ga_buf_vprintf(&msg, fmt, ap);
    va_end(ap);
    (void)sev; /* the check table's; checks[] below pairs each code with it */
    ga_finding *fd = ga_report_rule(out, &ga_game_backgammon, m, code, rule, "%s",
                                    msg.data ? msg.data : "");
    if (fd) {
        bg_put_position(e, s >= 0 ? s : e->turn, &ctx);
        ga_finding_set_context(fd, ctx.data);
    }
    ga_buf_free(&msg);
    ga_buf_free(&ctx);
    return fd;
}

/* ---------------------------------------------------------------- stream args */

/* Returns the side (0/1) of player id "1"/"2", or -1. */
static int bg_side(const ga_move *m)
{
    if (!m->player)
        return -1;
    if (!strcmp(m->player, "1"))
        return 0;
    if (!strcmp(m->player, "2"))
        return 1;
    return -1;
}

/* Returns args[key] as an integer clamped to +-BG_BIG, or dflt. */
static long bg_arg_int(const ga_move *m, const char *key, long dflt)
{
    long long v;
    if (!ga_json_int(json_object_get(m->args, key), &v))
        return dflt;
    return v > BG_BIG ? BG_BIG : v < -BG_BIG ? -BG_BIG : (long)v;
}

/* Returns the cube value after one more double (the cube stops at BG_BIG
 * so that no arithmetic overflows on hostile input). */
static long bg_doubled(long cube)
{
    return cube < BG_BIG / 8 ? 2 * cube : cube;
}

/* Reads args.steps into st.  Returns the count, or -1 when malformed or
 * longer than BG_MAXSTEPS. */
static int bg_read_steps(const ga_move *m, bg_step *st)
{
    json_t *a = json_object_get(m->args, "steps");
    if (!a)
        return 0;
    if (!json_is_array(a) || json_array_size(a) > BG_MAXSTEPS)
        return -1;
    for (size_t i = 0; i < json_array_size(a); i++) {
        json_t *pr = json_array_get(a, i);
        long long f, t;
        if (!json_is_array(pr) || json_array_size(pr) != 2 ||
            !ga_json_int(json_array_get(pr, 0), &f) || !ga_json_int(json_array_get(pr, 1), &t) ||
            f < -1000 || f > 1000 || t < -1000 || t > 1000)
            return -1;
        st[i].from = (int)f;
        st[i].to = (int)t;
    }
    return (int)json_array_size(a);
}

/* ---------------------------------------------------------------- game flow */

static void bg_reset_board(ga_engine *e)
{
    memcpy(e->pos.b[0], bg_start, BG_NPTS);
    memcpy(e->pos.b[1], bg_start, BG_NPTS);
    e->synced = 1;
    e->phase = PH_OPEN;
    e->turn = -1;
    e->dice[0] = e->dice[1] = 0;
    e->cube = 1;
    e->owner = -1;
    e->cube_turned = 0;
    e->dropped = 0;
    e->moves_in_game = 0;
    e->has_result = 0;
}

/* Decides whether the game now starting is the Crawford game. */
static void bg_infer_crawford(ga_engine *e, int first_of_file, const ga_move *m)
{
    e->crawford_game = 0;
    e->crawford_uncertain = 0;
    int n = e->match_length;
    if (!n || !e->crawford_rule)
        return;
    json_t *cg = m ? json_object_get(m->args, "crawford_game") : NULL;
    if (json_is_boolean(cg)) {
        e->crawford_game = json_is_true(cg);
        if (e->crawford_game)
            e->crawford_done = 1;
        return;
    }
    int at0 = e->score[0] == n - 1, at1 = e->score[1] == n - 1;
    if (at0 == at1 || e->score[0] >= n || e->score[1] >= n)
        return;
    if (!e->crawford_done) {
        e->crawford_game = 1;
        e->crawford_done = 1;
        e->crawford_uncertain = first_of_file;
    }
}

/* Settles the empty play left pending by the previous move, now that the
 * next move m (may be NULL: end of file) shows what followed. */
static void bg_settle_pending(ga_engine *e, const ga_move *m, ga_findings *out)
{
    if (!e->have_pending)
        return;
    e->have_pending = 0;
    int s = bg_side(&e->pending), d1 = e->pending_dice[0], d2 = e->pending_dice[1];
    if (m && !strcmp(m->action, "result")) {
        bg_find(e, out, &e->pending, GA_WARNING, "backgammon.move.roll-then-resign", R_RECORD, s,
                "%d%d: %s rolled and recorded no play, then the game ended by resignation "
                "(%d legal play%s existed): read as a resignation after the roll",
                d1, d2, bg_side_name(e, s), e->pending_n, e->pending_n == 1 ? "" : "s");
    } else if (e->pending_n == 1) {
        ga_buf pl = {0};
        bg_put_play(&pl, &e->pending_play);
        bg_find(e, out, &e->pending, GA_WARNING, "backgammon.move.forced-play-omitted", R_RECORD,
                s, "%d%d: no play recorded; the only legal play %s is filled in", d1, d2,
                pl.data ? pl.data : "");
        ga_buf_free(&pl);
        e->pos = e->pending_play.pos;
    } else {
        bg_find(e, out, &e->pending, GA_ERROR, "backgammon.move.no-play", R_DANCE, s,
                "%d%d: %s recorded no play but %d legal plays existed and the game went on (the "
                "record may be incomplete)",
                d1, d2, bg_side_name(e, s), e->pending_n);
    }
    ga_move_clear(&e->pending);
}

/* Starts game k (from a game-start move, or implicitly when m is another
 * action of a new game). */
static int bg_game_start(ga_engine *e, const ga_move *m, ga_findings *out)
{
    int explicit_start = !strcmp(m->action, "game-start");
    int first = e->games_seen == 0;
    if (!first && e->phase != PH_DONE && e->moves_in_game > 0 && e->phase != PH_NONE) {
        bg_find(e, out, m, GA_WARNING, "backgammon.game.no-result", R_RECORD, e->turn,
                "game %d has no result line (a truncated record): its points are unknown, the "
                "next header's score is taken as given",
                e->game_no);
        e->score_known = 0;
    }
    if (e->match_length && (e->score[0] >= e->match_length || e->score[1] >= e->match_length) &&
        !e->after_end_reported && e->score_known) {
        bg_find(e, out, m, GA_ERROR, "backgammon.match.after-end", R_MATCH, -1,
                "a new game starts after the match was won (%s %ld, %s %ld in a %d-point match)",
                e->names[0], e->score[0], e->names[1], e->score[1], e->match_length);
        e->after_end_reported = 1;
    }
    e->games_seen++;
    long k = explicit_start ? bg_arg_int(m, "number", 0) : 0;
    e->game_no = k > 0 && k < 1000000 ? (int)k : e->game_no + 1;
    e->stream_game = m->game;
    if (explicit_start) {
        json_t *sc = json_object_get(m->args, "score");
        long long h0, h1;
        if (json_is_object(sc) && ga_json_int(json_object_get(sc, "1"), &h0) &&
            ga_json_int(json_object_get(sc, "2"), &h1) && h0 >= 0 && h1 >= 0 && h0 <= BG_BIG &&
            h1 <= BG_BIG) {
            if (first) {
                if (h0 || h1)
                    bg_find(e, out, m, GA_WARNING, "backgammon.match.starts-mid-match", R_RECORD,
                            0,
                            "the file starts mid-match at %s %lld, %s %lld: that score is the "
                            "baseline",
                            e->names[0], h0, e->names[1], h1);
            } else if ((h0 != e->score[0] || h1 != e->score[1]) && e->alt_valid &&
                       h0 == e->alt[0] && h1 == e->alt[1]) {
                /* the headers agree with each other: a mismatch already
                 * reported; follow them */
                e->score[0] = h0;
                e->score[1] = h1;
            } else if (h0 != e->score[0] || h1 != e->score[1]) {
                if (e->score_known)
                    bg_find(e, out, m, GA_ERROR, "backgammon.score.header-mismatch", R_POINTS, 0,
                            "game %d header says %s %lld, %s %lld but the results so far make "
                            "it %s %ld, %s %ld",
                            e->game_no, e->names[0], h0, e->names[1], h1, e->names[0],
                            e->score[0], e->names[1], e->score[1]);
                else
                    bg_find(e, out, m, GA_WARNING, "backgammon.score.header-unverified",
                            R_RECORD, 0,
                            "game %d header says %s %lld, %s %lld; the previous game's result "
                            "is unknown, so the header is taken as given",
                            e->game_no, e->names[0], h0, e->names[1], h1);
            }
            if (first || !e->score_known) {
                e->score[0] = h0;
                e->score[1] = h1;
            }
            e->alt[0] = h0;
            e->alt[1] = h1;
            e->alt_valid = 1;
        }
    }
    e->score_known = 1;
    bg_reset_board(e);
    bg_infer_crawford(e, first, explicit_start ? m : NULL);
    if (e->match_length &&
        (e->score[0] >= e->match_length || e->score[1] >= e->match_length))
        e->match_over = 1;
    return 0;
}

/* Checks that side s may act now as the side on roll. */
static void bg_check_turn(ga_engine *e, const ga_move *m, int s, ga_findings *out,
                          const char *what)
{
    if (e->turn >= 0 && s != e->turn)
        bg_find(e, out, m, GA_ERROR, "backgammon.turn.out-of-order", R_TURN, s,
                "%s %s but it is %s's turn", bg_side_name(e, s), what,
                bg_side_name(e, e->turn));
}

static int bg_on_roll(ga_engine *e, const ga_move *m, int s, ga_findings *out)
{
    json_t *d = json_object_get(m->args, "dice");
    long long d1 = 0, d2 = 0;
    if (!json_is_array(d) || json_array_size(d) != 2 || !ga_json_int(json_array_get(d, 0), &d1) ||
        !ga_json_int(json_array_get(d, 1), &d2))
        d1 = d2 = 0;
    if (e->phase == PH_ANSWER) {
        bg_find(e, out, m, GA_ERROR, "backgammon.cube.unanswered", R_ANSWER, e->offer_by,
                "%s doubled to %ld and %s rolled without taking or dropping: read as a take",
                bg_side_name(e, e->offer_by), e->offer_value, bg_side_name(e, s));
        e->cube = e->offer_value;
        e->owner = !e->offer_by;
        e->cube_turned = 1;
        e->phase = PH_ROLL;
    }
    if (e->phase == PH_MOVE)
        bg_find(e, out, m, GA_ERROR, "backgammon.turn.no-move", R_TURN, e->turn,
                "%s rolls again before %s's roll %d%d was played", bg_side_name(e, s),
                bg_side_name(e, e->turn), e->dice[0], e->dice[1]);
    else if (e->phase == PH_ROLL)
        bg_check_turn(e, m, s, out, "rolls");
    e->dice[0] = (int)(d1 >= 0 && d1 <= 9 ? d1 : 0);
    e->dice[1] = (int)(d2 >= 0 && d2 <= 9 ? d2 : 0);
    e->dice_ok = d1 >= 1 && d1 <= 6 && d2 >= 1 && d2 <= 6;
    int two = json_is_array(d) && json_array_size(d) == 2 &&
              json_is_integer(json_array_get(d, 0)) && json_is_integer(json_array_get(d, 1));
    if (!e->dice_ok && two)
        bg_find(e, out, m, GA_ERROR, "backgammon.dice.impossible", R_OPENING, s,
                "roll %lld%lld is impossible: each die shows 1 to 6 (the play is applied "
                "unchecked)", d1, d2);
    else if (!e->dice_ok) {
        char *txt = json_dumps(d, JSON_COMPACT | JSON_ENCODE_ANY);
        bg_find(e, out, m, GA_ERROR, "backgammon.dice.impossible", R_OPENING, s,
                "the roll's dice %.40s are not two numbers 1 to 6 (the play is applied "
                "unchecked)", txt ? txt : "(none)");
        free(txt);
    }
    else if (e->phase == PH_OPEN && d1 == d2)
        bg_find(e, out, m, GA_ERROR, "backgammon.dice.opening-double", R_OPENING, s,
                "the opening roll %lld%lld is a doublet: ties are re-thrown", d1, d2);
    e->turn = s;
    e->phase = PH_MOVE;
    return 0;
}

/* Chooses, among the legal results with the same checkers of side s as
 * want, the one whose hits match want's; returns its index or -1. */
static int bg_match_play(const ga_engine *e, int s, const bg_pos *want)
{
    int best = -1;
    for (int i = 0; i < e->nplays; i++) {
        const bg_pos *p = &e->plays[i].pos;
        if (memcmp(p->b[s], want->b[s], BG_NPTS))
            continue;
        if (!memcmp(p->b[!s], want->b[!s], BG_NPTS))
            return i;
        if (best < 0 || p->b[!s][BG_BAR] < e->plays[best].pos.b[!s][BG_BAR])
            best = i;
    }
    return best;
}

/* Appends "; legal plays: a, b" (or their number) to b. */
static void bg_put_legal(const ga_engine *e, ga_buf *b)
{
    if (e->nplays > BG_LISTMAX || e->overflow) {
        ga_buf_printf(b, " (%d legal plays)", e->nplays);
        return;
    }
    ga_buf_printf(b, " (legal: ");
    for (int i = 0; i < e->nplays; i++) {
        if (i)
            ga_buf_puts(b, ", ");
        bg_put_play(b, &e->plays[i]);
    }
    ga_buf_puts(b, ")");
}

static const char *bg_plural(int n)
{
    return n == 1 ? "" : "s";
}

/* Returns 1 when every legal play of side s adds checkers only to points s
 * already holds (no bear-off, no new point): what the roll allows is to
 * stack on the mover's own points. */
static int bg_only_stacks(const ga_engine *e, int s)
{
    const uint8_t *me = e->pos.b[s];
    if (e->nplays == 0 || e->overflow)
        return 0;
    for (int i = 0; i < e->nplays; i++) {
        const uint8_t *to = e->plays[i].pos.b[s];
        if (to[BG_OFF] != me[BG_OFF])
            return 0;
        for (int q = 1; q <= 24; q++)
            if (to[q] > me[q] && !me[q])
                return 0;
    }
    return 1;
}

/* Returns 1 when the record marks point q (a step's destination, in the
 * mover's numbering) as a hit: args.marked_hits lists the destinations
 * written with `*`. */
static int bg_marked_hit(const ga_move *m, int q)
{
    json_t *a = json_object_get(m->args, "marked_hits");
    size_t k;
    json_t *v;
    json_array_foreach(a, k, v) {
        long long x;
        if (ga_json_int(v, &x) && x == q)
            return 1;
    }
    return 0;
}

/* Reports why the recorded play of side s is illegal, from the replay r. */
static void bg_explain(ga_engine *e, const ga_move *m, int s, const bg_step *st, int n,
                       const bg_sim *r, ga_findings *out)
{
    ga_buf msg = {0};
    const char *code = "backgammon.move.illegal";
    int rule = R_DICE, d1 = e->dice[0], d2 = e->dice[1];
    int maxused = e->nplays ? e->best_score / 16 : 0;
    const uint8_t *me = e->pos.b[s], *op = e->pos.b[!s];
    ga_buf_printf(&msg, "%d%d: ", d1, d2);
    bg_put_steps(&msg, st, n);
    if (r->ok) {
        static const char *const times[] = {"no time", "once", "twice", "three times",
                                            "four times"};
        if (r->used < maxused && d1 == d2) {
            code = "backgammon.move.doubles-incomplete";
            rule = R_DOUBLES;
            ga_buf_printf(&msg, " plays the %d %s but it can be played %s", d1,
                          times[r->used > 4 ? 4 : r->used], times[maxused > 4 ? 4 : maxused]);
        } else if (r->used < maxused) {
            code = "backgammon.move.unused-die";
            rule = R_MAXDICE;
            ga_buf_printf(&msg, " leaves the %d unplayed but both dice can be played",
                          r->nleft ? r->left[0] : 0);
            if (bg_only_stacks(e, s)) {
                rule = R_STACK;
                ga_buf_puts(&msg, ", every legal play stacking on points the mover already "
                            "holds");
            }
        } else if (d1 != d2 && r->used == 1) {
            code = "backgammon.move.smaller-die";
            rule = R_HIGHER_DIE;
            int hi = d1 > d2 ? d1 : d2, lo = d1 + d2 - hi;
            ga_buf_printf(&msg, " plays the %d, but only one die can be played and then it "
                          "must be the larger, %d", lo, hi);
        } else {
            ga_buf_puts(&msg, " is not one of the legal plays");
        }
        bg_put_legal(e, &msg);
    } else {
        const bg_step *bad = &st[r->fail_step < 0 ? 0 : r->fail_step];
        ga_buf sb = {0};
        bg_put_steps(&sb, bad, 1);
        int q = r->fail_point;
        switch (r->why) {
        case W_RANGE:
            code = "backgammon.move.bad-point";
            ga_buf_printf(&msg, ": %s names a point outside 0 (off) to 25 (bar)", sb.data);
            break;
        case W_BACKWARDS:
            code = "backgammon.move.backwards";
            rule = R_DIRECTION;
            ga_buf_printf(&msg, ": %s moves backwards (a checker moves from higher to lower "
                          "points, toward its home board)", sb.data);
            break;
        case W_NODICE:
            code = "backgammon.move.extra-step";
            ga_buf_printf(&msg, ": %s has no die left to play (%d step%s for a roll of %d%d)",
                          sb.data, n, bg_plural(n), d1, d2);
            break;
        case W_DISTANCE: {
            code = "backgammon.move.wrong-distance";
            rule = bad->to == 0 ? R_BEAROFF_EXACT : bad->from == BG_BAR ? R_ENTRY : R_DICE;
            ga_buf dl = {0};
            for (int k = 0; k < r->fail_nrem; k++)
                ga_buf_printf(&dl, "%s%d", k ? (k == r->fail_nrem - 1 ? " and " : ", ") : "",
                              r->fail_rem[k]);
            const char *left = dl.data ? dl.data : "";
            int many = r->fail_nrem > 1;
            if (bad->to == 0)
                ga_buf_printf(&msg, ": %s bears off from the %d-point, which the di%s %s "
                              "left cannot reach", sb.data, bad->from, many ? "ce" : "e", left);
            else
                ga_buf_printf(&msg, ": %s moves %d pip%s but the di%s left %s %s%s", sb.data,
                              bad->from - bad->to, bg_plural(bad->from - bad->to),
                              many ? "ce" : "e", many ? "are" : "is", left,
                              many ? ", alone or summed" : "");
            ga_buf_free(&dl);
            break;
        }
        case W_EMPTY:
            code = "backgammon.move.empty-point";
            rule = R_OWN;
            if (q == BG_BAR)
                ga_buf_printf(&msg, ": %s has no checker on the bar", bg_side_name(e, s));
            else
                ga_buf_printf(&msg, ": %s has no checker on point %d", bg_side_name(e, s), q);
            if (q != bad->from)
                ga_buf_printf(&msg, " (on the way of %s)", sb.data);
            break;
        case W_BAR:
            code = "backgammon.move.bar-not-entered";
            rule = R_BAR;
            ga_buf_printf(&msg, ": %s moves %s with %d checker%s on the bar", bg_side_name(e, s),
                          sb.data, me[BG_BAR], bg_plural(me[BG_BAR]));
            break;
        case W_BLOCKED: {
            code = "backgammon.move.blocked-point";
            rule = R_BLOCKED;
            int land = q - r->fail_die;
            ga_buf_printf(&msg, ": %s lands on point %d, held by %d checkers of %s", sb.data,
                          land, land > 0 && land < 25 ? op[25 - land] : 0,
                          bg_side_name(e, !s));
            if (land == bad->to && bg_marked_hit(m, land)) {
                rule = R_SAFE; /* the record claims a hit on a held point */
                ga_buf_puts(&msg, "; the record marks it a hit, but a point held by two or "
                            "more is safe from capture");
            }
            break;
        }
        case W_EARLY:
            code = "backgammon.move.bear-off-early";
            rule = R_BEAROFF;
            ga_buf_printf(&msg, ": %s bears off with %d checker%s outside the home board",
                          sb.data, bg_outside(me), bg_plural(bg_outside(me)));
            break;
        case W_HIGHER: {
            code = "backgammon.move.bear-off-not-highest";
            rule = R_BEAROFF_HIGHEST;
            int hp = 0;
            for (int k = 6; k >= 1 && !hp; k--)
                if (me[k])
                    hp = k;
            ga_buf_printf(&msg, ": %s uses a %d from the %d-point while the %d-point is "
                          "occupied", sb.data, r->fail_die, q, hp);
            break;
        }
        default:
            break;
        }
        ga_buf_free(&sb);
        if (r->why != W_RANGE)
            bg_put_legal(e, &msg);
    }
    bg_find(e, out, m, GA_ERROR, code, rule, s, "%s", msg.data ? msg.data : "");
    ga_buf_free(&msg);
}

/* A legal position reached along a written chain (a step ending where a
 * later one starts) whose intermediate point is held by the opponent: the
 * checker cannot have passed there (FORMATS 8.2: a chain passes through its
 * intermediate point, which must be open). */
static void bg_check_chain(ga_engine *e, const ga_move *m, int s, const bg_step *st, int n,
                           ga_findings *out)
{
    const uint8_t *op = e->pos.b[!s];
    for (int i = 0; i < n; i++) {
        int q = st[i].to;
        if (q < 1 || q > 24 || op[25 - q] < 2)
            continue;
        for (int j = i + 1; j < n; j++)
            if (st[j].from == q) {
                ga_buf pl = {0};
                bg_put_steps(&pl, st, n);
                bg_find(e, out, m, GA_ERROR, "backgammon.move.blocked-point", R_BLOCKED, s,
                        "%d%d: %s: the chain stops on point %d, held by %d checkers of %s (the "
                        "same position is reachable by another route)",
                        e->dice[0], e->dice[1], pl.data ? pl.data : "", q, op[25 - q],
                        bg_side_name(e, !s));
                ga_buf_free(&pl);
                return;
            }
    }
}

static int bg_on_move(ga_engine *e, const ga_move *m, int s, ga_findings *out)
{
    bg_step st[BG_MAXSTEPS];
    int n = bg_read_steps(m, st);
    if (e->phase != PH_MOVE) {
        int off = 0;
        for (int i = 0; i < n; i++)
            off |= st[i].to == BG_OFF;
        bg_find(e, out, m, GA_ERROR, "backgammon.turn.no-roll", off ? R_BEAR_ROLL : R_ROLL_FIRST,
                s, "%s %s without a roll", bg_side_name(e, s),
                off ? "bears off" : "moves");
        if (n > 0 && e->synced) {
            bg_pos q;
            if (!bg_apply_raw(&e->pos, s, st, n, &q))
                e->pos = q;
        }
        e->turn = s;
        goto next_turn;
    }
    if (s != e->turn)
        bg_find(e, out, m, GA_ERROR, "backgammon.turn.out-of-order", R_TURN, s,
                "%s plays %s's roll", bg_side_name(e, s), bg_side_name(e, e->turn));
    if (n < 0) {
        bg_find(e, out, m, GA_ERROR, "backgammon.move.malformed", R_DICE, s,
                "the play's steps are not a list of at most %d [from,to] pairs", BG_MAXSTEPS);
        goto next_turn;
    }
    if (!e->synced)
        goto next_turn;
    if (!e->dice_ok) {
        bg_pos q;
        if (!bg_apply_raw(&e->pos, s, st, n, &q))
            e->pos = q;
        goto next_turn;
    }
    int d1 = e->dice[0], d2 = e->dice[1], full = d1 == d2 ? 4 : 2;
    bg_sim r;
    bg_simulate(&e->pos, s, st, n, d1, d2, &r);
    if (r.ok && r.used == full) { /* every die used by legal hops: legal */
        e->pos = r.pos;
        goto next_turn;
    }
    bg_generate(e, &e->pos, s, d1, d2);
    bg_pos want;
    int phys = bg_apply_raw(&e->pos, s, st, n, &want) == 0;
    if (r.ok)
        want = r.pos, phys = 1;
    int k = phys ? bg_match_play(e, s, &want) : -1;
    if (k >= 0 || (e->overflow && r.ok)) {
        bg_check_chain(e, m, s, st, n, out);
        e->pos = k >= 0 ? e->plays[k].pos : want;
        goto next_turn;
    }
    int maxused = e->best_score / 16;
    if (n == 0 && json_is_true(json_object_get(m->args, "resign"))) {
        bg_find(e, out, m, GA_WARNING, "backgammon.move.roll-then-resign", R_RECORD, s,
                "%s rolled %d%d and resigned without playing", bg_side_name(e, s), d1, d2);
        goto next_turn;
    }
    if (n == 0 && maxused > 0) {
        ga_move_clear(&e->pending);
        if (ga_move_set(&e->pending, m->seq, m->game, m->player, m->action,
                        json_incref(m->args), m->src, m->raw, m->raw ? strlen(m->raw) : 0))
            return GA_ENOMEM;
        e->pending_n = e->nplays;
        e->pending_play = e->plays[0];
        e->pending_dice[0] = d1;
        e->pending_dice[1] = d2;
        e->have_pending = 1;
        goto next_turn;
    }
    bg_explain(e, m, s, st, n, &r, out);
    if (phys)
        e->pos = want;
next_turn:
    e->phase = PH_ROLL;
    e->turn = !s;
    if (e->pos.b[s][0] >= BG_CHECKERS) {
        e->phase = PH_OVER;
        e->turn = s;
    }
    return 0;
}

static int bg_on_double(ga_engine *e, const ga_move *m, int s, ga_findings *out)
{
    long v = bg_arg_int(m, "value", bg_doubled(e->cube));
    if (e->phase == PH_MOVE && s == e->turn)
        bg_find(e, out, m, GA_ERROR, "backgammon.cube.after-roll", R_OFFER, s,
                "%s doubles after rolling %d%d: a double comes before the roll",
                bg_side_name(e, s), e->dice[0], e->dice[1]);
    else if (e->phase == PH_OPEN)
        bg_find(e, out, m, GA_ERROR, "backgammon.cube.before-opening", R_OFFER, s,
                "%s doubles before the opening roll", bg_side_name(e, s));
    else if (e->phase == PH_ANSWER)
        bg_find(e, out, m, GA_ERROR, "backgammon.cube.unanswered", R_ANSWER, e->offer_by,
                "%s doubled to %ld and the double was not answered before another double",
                bg_side_name(e, e->offer_by), e->offer_value);
    else if (e->phase == PH_ROLL && e->turn >= 0 && s != e->turn)
        bg_find(e, out, m, GA_ERROR, "backgammon.cube.not-on-roll", R_OFFER, s,
                "%s doubles but %s is on roll", bg_side_name(e, s), bg_side_name(e, e->turn));
    else if (e->phase == PH_OVER || e->phase == PH_DONE)
        bg_find(e, out, m, GA_ERROR, "backgammon.game.after-end", R_WINNER, s,
                "%s doubles after the game ended", bg_side_name(e, s));
    if (e->owner >= 0 && e->owner != s)
        bg_find(e, out, m, GA_ERROR, "backgammon.cube.not-owner", R_OWNER, s,
                "%s doubles to %ld but %s owns the cube at %ld", bg_side_name(e, s), v,
                bg_side_name(e, e->owner), e->cube);
    if (e->crawford_game)
        bg_find(e, out, m, e->crawford_uncertain ? GA_WARNING : GA_ERROR,
                e->crawford_uncertain ? "backgammon.cube.crawford-uncertain"
                                      : "backgammon.cube.crawford",
                R_CRAWFORD, s,
                "%s doubles in the Crawford game (%s %ld, %s %ld of %d)%s", bg_side_name(e, s),
                e->names[0], e->score[0], e->names[1], e->score[1], e->match_length,
                e->crawford_uncertain ? ": the file starts mid-match, so this may be a "
                                        "post-Crawford game"
                                      : "");
    if (v != bg_doubled(e->cube))
        bg_find(e, out, m, GA_ERROR, "backgammon.cube.wrong-value", R_ANSWER, s,
                "%s doubles to %ld but the cube is at %ld: a double makes it %ld",
                bg_side_name(e, s), v, e->cube, bg_doubled(e->cube));
    if (e->cube_limit && bg_doubled(e->cube) > e->cube_limit)
        bg_find(e, out, m, GA_ERROR, "backgammon.cube.limit", R_CUBE_LIMIT, s,
                "%s doubles to %ld beyond the cube limit %ld", bg_side_name(e, s),
                bg_doubled(e->cube), e->cube_limit);
    e->offer_by = s;
    e->offer_value = bg_doubled(e->cube);
    e->offer_resume = e->phase == PH_MOVE && s == e->turn ? PH_MOVE : PH_ROLL;
    e->phase = PH_ANSWER;
    e->turn = s;
    return 0;
}

static int bg_on_answer(ga_engine *e, const ga_move *m, int s, ga_findings *out, int take)
{
    const char *what = take ? "takes" : "drops";
    if (e->phase != PH_ANSWER) {
        bg_find(e, out, m, GA_ERROR,
                take ? "backgammon.cube.take-without-double" : "backgammon.cube.drop-without-double",
                R_ANSWER, s, "%s %s but no double was offered%s", bg_side_name(e, s), what,
                take ? ": read as a take of a double to the next value" : ": read as a drop");
        if (e->phase == PH_OVER || e->phase == PH_DONE)
            return 0;
        /* The log says an answer happened: resynchronise as if the other
         * side had doubled. */
        e->offer_by = !s;
        e->offer_value = bg_doubled(e->cube);
        e->offer_resume = PH_ROLL;
    }
    if (s == e->offer_by)
        bg_find(e, out, m, GA_ERROR, "backgammon.cube.wrong-player", R_ANSWER, s,
                "%s %s their own double", bg_side_name(e, s), what);
    if (take) {
        e->cube = e->offer_value;
        e->owner = !e->offer_by;
        e->cube_turned = 1;
        e->phase = e->offer_resume;
        e->turn = e->offer_by;
    } else {
        e->dropped = 1;
        e->drop_winner = e->offer_by;
        e->phase = PH_OVER;
        e->turn = e->offer_by;
    }
    return 0;
}

static int bg_on_beaver(ga_engine *e, const ga_move *m, int s, ga_findings *out, int raccoon)
{
    const char *what = raccoon ? "raccoons" : "beavers";
    if (e->match_length)
        bg_find(e, out, m, GA_ERROR, "backgammon.cube.beaver-in-match", R_BEAVER, s,
                "%s %s in a match: beavers belong to money play", bg_side_name(e, s), what);
    else if (e->beaver == 0)
        bg_find(e, out, m, GA_ERROR, "backgammon.cube.beaver-off", R_BEAVER, s,
                "%s %s but the session is played without beavers", bg_side_name(e, s), what);
    int valid = raccoon ? e->beavered && e->phase == PH_ROLL : e->phase == PH_ANSWER;
    if (!valid) {
        bg_find(e, out, m, GA_ERROR,
                raccoon ? "backgammon.cube.raccoon-without-beaver"
                        : "backgammon.cube.take-without-double",
                R_BEAVER, s, "%s %s but no %s was offered", bg_side_name(e, s), what,
                raccoon ? "beaver" : "double");
        return 0;
    }
    /* A beaver is taken by the side doubled, a raccoon by the doubler. */
    if ((s == e->offer_by) != raccoon)
        bg_find(e, out, m, GA_ERROR, "backgammon.cube.wrong-player", R_BEAVER, s,
                "%s %s: only %s may", bg_side_name(e, s), what,
                bg_side_name(e, raccoon ? e->offer_by : !e->offer_by));
    /* Either redoubles at once and keeps the cube; the doubler then rolls. */
    e->cube = bg_doubled(raccoon ? e->cube : e->offer_value);
    e->owner = s;
    e->cube_turned = 1;
    e->beavered = !raccoon;
    e->phase = PH_ROLL;
    e->turn = e->offer_by;
    return 0;
}

/* Returns 1, 2 or 3: what the final position is worth to winner w. */
static int bg_game_kind(const ga_engine *e, int w)
{
    const uint8_t *lo = e->pos.b[!w];
    if (lo[0])
        return 1;
    if (lo[BG_BAR])
        return 3;
    for (int q = 19; q <= 24; q++) /* the winner's home board in the loser's numbering */
        if (lo[q])
            return 3;
    return 2;
}

/* Adds a game's points to side s on both score tracks. */
static void bg_credit(ga_engine *e, int s, long pts)
{
    e->score[s] += pts;
    e->alt[s] += pts;
}

static int bg_on_result(ga_engine *e, const ga_move *m, int s, ga_findings *out)
{
    long pts = bg_arg_int(m, "points", -1);
    if (e->phase == PH_DONE) {
        bg_find(e, out, m, GA_ERROR, "backgammon.result.duplicate", R_WINNER, s,
                "a second result for game %d", e->game_no);
        return 0;
    }
    if (s < 0) {
        bg_find(e, out, m, GA_ERROR, "backgammon.result.no-winner", R_WINNER, -1,
                "the result names no winner");
        goto done;
    }
    if (e->phase == PH_ANSWER) { /* a Wins right after a double: the double was dropped */
        e->dropped = 1;
        e->drop_winner = e->offer_by;
    }
    long expect, alt = -1;
    int kmax = 3, kind_rule = R_POINTS, resignation = 0;
    const char *how;
    int finished = e->synced && (e->pos.b[0][0] >= BG_CHECKERS || e->pos.b[1][0] >= BG_CHECKERS);
    /* A wrong winner is reported; the points then go to the real one. */
    if (e->dropped && s != e->drop_winner) {
        bg_find(e, out, m, GA_ERROR, "backgammon.result.wrong-winner", R_ANSWER, s,
                "%s is recorded as winner but %s dropped %s's double", bg_side_name(e, s),
                bg_side_name(e, !e->drop_winner), bg_side_name(e, e->drop_winner));
        s = e->drop_winner;
    } else if (!e->dropped && finished && e->pos.b[s][0] < BG_CHECKERS) {
        bg_find(e, out, m, GA_ERROR, "backgammon.result.wrong-winner", R_WINNER, s,
                "%s is recorded as winner but %s bore off all %d checkers", bg_side_name(e, s),
                bg_side_name(e, !s), BG_CHECKERS);
        s = !s;
    }
    long need = e->match_length ? e->match_length - e->score[s] : 0;
    if (e->dropped) {
        how = "a dropped double";
        expect = e->cube;
        if (e->cube == 1) /* the first double dropped: the game's own value */
            kind_rule = R_GAME_POINT;
    } else if (finished) {
        int k = bg_game_kind(e, s);
        how = k == 1 ? "a single game" : k == 2 ? "a gammon" : "a backgammon";
        expect = k * e->cube;
        /* At cube 1 the points of the kind of win are the rule broken; above it, the cube's. */
        if (e->cube == 1)
            kind_rule = k == 2 ? R_GAMMON : k == 3 ? R_BACKGAMMON : R_SINGLE;
        /* Jacoby: in money play a gammon counts single while the cube is
         * unturned.  A .mat does not state it, so then either is accepted. */
        if (!e->match_length && k > 1 && !e->cube_turned && e->jacoby != 0) {
            if (e->jacoby == 1)
                expect = e->cube;
            else
                alt = e->cube;
        }
    } else {
        /* A resignation: of a single game, a gammon or a backgammon, whatever
         * the board (worth 1, 2 or 3 times the cube, or capped at the points
         * needed); more than the position could lose is legal but odd. */
        how = "a resignation";
        resignation = 1;
        kmax = e->synced ? bg_game_kind(e, s) : 3;
        expect = -1;
        if (pts > 0 && pts % e->cube == 0 && pts / e->cube <= 3)
            expect = pts;
        else if (need > 0 && pts == need && pts < 3 * e->cube)
            expect = pts; /* capped at the points needed */
        kind_rule = R_RESIGN;
    }
    static const char *const kinds[] = {"", "a single game", "a gammon", "a backgammon"};
    if (pts == expect || pts == alt || (need > 0 && pts == need && expect >= need)) {
        if (expect == pts && resignation && pts > kmax * e->cube &&
            !(need > 0 && pts >= need))
            bg_find(e, out, m, GA_WARNING, "backgammon.result.resign-overvalued", R_RESIGN, s,
                    "Wins %ld by resignation with the cube at %ld: %s had borne off %d checker%s, "
                    "so the position could lose at most %s (%ld); resigning more is allowed",
                    pts, e->cube, bg_side_name(e, !s), e->pos.b[!s][0],
                    bg_plural(e->pos.b[!s][0]), kinds[kmax], kmax * e->cube);
        bg_credit(e, s, pts);
    } else if (expect < 0) {
        bg_find(e, out, m, GA_ERROR, "backgammon.result.wrong-points", R_RESIGN, s,
                "Wins %ld by resignation but with the cube at %ld a resignation is worth %ld, "
                "%ld or %ld%s (the log cannot prove an award or forfeit)",
                pts, e->cube, e->cube, 2 * e->cube, 3 * e->cube,
                need > 0 ? ", or the points needed" : "");
        bg_credit(e, s, pts > 3 * e->cube ? 3 * e->cube : pts > 0 ? pts : 0);
    } else {
        bg_find(e, out, m, GA_ERROR, "backgammon.result.wrong-points", kind_rule, s,
                "Wins %ld but %s with the cube at %ld is worth %ld%s%s (the log cannot prove "
                "an award or forfeit)", pts, how, e->cube, expect,
                alt >= 0 ? " (or single under the Jacoby rule)" : "",
                need > 0 && expect > need ? ", or the points needed" : "");
        bg_credit(e, s, expect);
    }
done:
    e->has_result = 1;
    e->phase = PH_DONE;
    if (e->match_length && s >= 0 && e->score[s] >= e->match_length)
        e->match_over = 1;
    if (e->match_length && s >= 0 && e->score_known && !e->match_over &&
        json_is_true(json_object_get(m->args, "match")))
        bg_find(e, out, m, GA_ERROR, "backgammon.match.ended-early",
                e->game_no == 1 ? R_MULTI : R_MATCH, s,
                "the record ends the %d-point match after game %d at %s %ld, %s %ld: no player "
                "has reached %d", e->match_length, e->game_no, e->names[0], e->score[0],
                e->names[1], e->score[1], e->match_length);
    return 0;
}

/* Reads a set-board move: {"board":{"1":[25 counts],"2":[…]}}. */
static int bg_on_set_board(ga_engine *e, const ga_move *m, ga_findings *out)
{
    json_t *bd = json_object_get(m->args, "board");
    bg_pos p;
    memset(&p, 0, sizeof p);
    for (int s = 0; s < 2; s++) {
        json_t *a = json_object_get(bd, s ? "2" : "1");
        int total = 0;
        if (!json_is_array(a) || json_array_size(a) < 24 || json_array_size(a) > 25)
            goto bad;
        for (size_t i = 0; i < json_array_size(a); i++) {
            long long c;
            if (!ga_json_int(json_array_get(a, i), &c) || c < 0 || c > BG_CHECKERS)
                goto bad;
            p.b[s][i == 24 ? BG_BAR : (int)i + 1] = (uint8_t)c;
            total += (int)c;
        }
        if (total > BG_CHECKERS)
            goto bad;
        p.b[s][0] = (uint8_t)(BG_CHECKERS - total);
    }
    for (int q = 1; q <= 24; q++)
        if (p.b[0][q] && p.b[1][25 - q])
            goto bad;
    e->pos = p;
    e->synced = 1;
    if (e->phase == PH_OPEN) { /* a set-up position is no opening */
        e->phase = PH_ROLL;
        e->turn = -1;
    }
    return 0;
bad:
    bg_find(e, out, m, GA_ERROR, "backgammon.setup.bad-board", R_RECORD, -1,
            "the set-up board is not two sets of at most %d checkers on 24 points and the bar "
            "without shared points",
            BG_CHECKERS);
    return 0;
}

/* Reads a Snowie text position (gnubg export.c, snowietxt: `;`-separated
 * fields; 5 = side on roll, 6 = its name, 13 = its bar, 14..37 = points 1..24
 * from its side, positive its checkers and negative the opponent's, 38 = the
 * opponent's bar) into p for the side on roll r.  Returns 0, or -1 when the
 * text is not such a position. */
static int bg_parse_snowie(const char *txt, int r, bg_pos *p)
{
    long f[41] = {0};
    int n = 0;
    const char *c = txt;
    memset(p, 0, sizeof *p);
    while (n < 41 && *c) {
        char *end;
        long v = strtol(c, &end, 10);
        f[n++] = end == c ? 0 : v;
        const char *semi = strchr(c, ';');
        if (!semi)
            break;
        c = semi + 1;
    }
    if (n < 38)
        return -1;
    int tot[2] = {0, 0};
    p->b[r][BG_BAR] = (uint8_t)(f[12] >= 0 && f[12] <= BG_CHECKERS ? f[12] : 99);
    p->b[!r][BG_BAR] = (uint8_t)(f[37] >= 0 && f[37] <= BG_CHECKERS ? f[37] : 99);
    for (int q = 1; q <= 24; q++) {
        long v = f[12 + q];
        if (v < -BG_CHECKERS || v > BG_CHECKERS)
            return -1;
        if (v > 0)
            p->b[r][q] = (uint8_t)v;
        else
            p->b[!r][25 - q] = (uint8_t)-v;
    }
    for (int k = 0; k < 2; k++) {
        for (int q = 1; q <= BG_BAR; q++)
            tot[k] += p->b[k][q];
        if (tot[k] > BG_CHECKERS)
            return -1;
        p->b[k][0] = (uint8_t)(BG_CHECKERS - tot[k]);
    }
    return 0;
}

/* A Snowie/XG "Illegal play (…)" record: the position after the play
 * replaces the play; resynchronise on it when it can be read. */
static int bg_on_illegal_play(ga_engine *e, const ga_move *m, int s, ga_findings *out)
{
    const char *txt = json_string_value(json_object_get(m->args, "position"));
    bg_pos p;
    int ok = txt && bg_parse_snowie(txt, !s, &p) == 0;
    bg_find(e, out, m, GA_WARNING, "backgammon.move.illegal-play-record", R_RECORD, s,
            "a Snowie \"Illegal play\" position replaces %s's play: %s", bg_side_name(e, s),
            ok ? "the audit goes on from that position"
               : "the position cannot be read, so the board is not checked until the next game");
    if (ok)
        e->pos = p;
    e->synced = ok;
    e->phase = PH_ROLL;
    e->turn = !s;
    return 0;
}

/* The actions of the backgammon stream (briefs/backgammon-stream.md). */
enum bg_act { A_OTHER, A_GAME_START, A_ROLL, A_MOVE, A_DOUBLE, A_TAKE, A_DROP, A_BEAVER,
              A_RACCOON, A_RESULT, A_ILLEGAL_PLAY, A_SET_BOARD, A_SET_CUBE };

/* Returns the bg_act of action a: its first bytes pick the one name to
 * compare (the dispatch on names cost a few strcmp per move). */
static int bg_act_of(const char *a)
{
    const char *name;
    int act;
    switch (a[0]) {
    case 'b': name = "beaver", act = A_BEAVER; break;
    case 'd':
        if (a[1] == 'o')
            name = "double", act = A_DOUBLE;
        else
            name = "drop", act = A_DROP;
        break;
    case 'g': name = "game-start", act = A_GAME_START; break;
    case 'i': name = "illegal-play", act = A_ILLEGAL_PLAY; break;
    case 'm': name = "move", act = A_MOVE; break;
    case 'r':
        if (a[1] == 'o')
            name = "roll", act = A_ROLL;
        else if (a[1] == 'e')
            name = "result", act = A_RESULT;
        else
            name = "raccoon", act = A_RACCOON;
        break;
    case 's':
        if (a[1] == 'e' && a[2] == 't' && a[3] == '-' && a[4] == 'b')
            name = "set-board", act = A_SET_BOARD;
        else
            name = "set-cube", act = A_SET_CUBE;
        break;
    case 't': name = "take", act = A_TAKE; break;
    default: return A_OTHER;
    }
    return strcmp(a, name) ? A_OTHER : act;
}

static int bg_apply(ga_engine *e, const ga_move *m, ga_findings *out)
{
    const char *a = m->action;
    int act = bg_act_of(a);
    if (e->variant) {
        if (e->last_seq == 0)
            bg_find(e, out, m, GA_WARNING, "backgammon.setup.unsupported-variant", R_RECORD, -1,
                    "variant \"%s\" is not supported (standard backgammon only): nothing is "
                    "checked",
                    e->variant);
        e->last_seq = m->seq;
        return 0;
    }
    e->last_seq = m->seq;
    e->last_src = m->src;
    bg_settle_pending(e, m, out);
    int start = act == A_GAME_START;
    if (start || e->phase == PH_NONE || m->game != e->stream_game) {
        int rc = bg_game_start(e, m, out);
        if (rc || start)
            return rc;
    }
    int s = bg_side(m);
    if (e->match_over && !e->after_end_reported && act != A_RESULT) {
        bg_find(e, out, m, GA_ERROR, "backgammon.match.after-end", R_MATCH, s,
                "play goes on after the match was won (%s %ld, %s %ld in a %d-point match)",
                e->names[0], e->score[0], e->names[1], e->score[1], e->match_length);
        e->after_end_reported = 1;
    }
    if ((e->phase == PH_OVER || e->phase == PH_DONE) && act != A_RESULT && act != A_SET_BOARD &&
        act != A_SET_CUBE) {
        bg_find(e, out, m, GA_ERROR, "backgammon.game.after-end", R_WINNER, s,
                "%s after game %d ended", a, e->game_no);
        return 0;
    }
    if (act != A_RESULT)
        e->moves_in_game++;
    if (s < 0 && act != A_SET_BOARD && act != A_SET_CUBE && act != A_RESULT) {
        bg_find(e, out, m, GA_ERROR, "backgammon.turn.no-player", R_TURN, -1,
                "%s names no player \"1\" or \"2\"", a);
        return 0;
    }
    switch (act) {
    case A_ROLL:
        return bg_on_roll(e, m, s, out);
    case A_MOVE:
        return bg_on_move(e, m, s, out);
    case A_DOUBLE:
        return bg_on_double(e, m, s, out);
    case A_TAKE:
    case A_DROP:
        return bg_on_answer(e, m, s, out, act == A_TAKE);
    case A_BEAVER:
    case A_RACCOON:
        return bg_on_beaver(e, m, s, out, act == A_RACCOON);
    case A_RESULT:
        return bg_on_result(e, m, s, out);
    case A_ILLEGAL_PLAY:
        return bg_on_illegal_play(e, m, s, out);
    case A_SET_BOARD:
        return bg_on_set_board(e, m, out);
    case A_SET_CUBE: {
        long v = bg_arg_int(m, "value", 1);
        v = v > BG_BIG / 8 ? BG_BIG / 8 : v;
        const char *ow = json_string_value(json_object_get(m->args, "owner"));
        e->cube = v > 0 ? v : 1;
        e->owner = ow && !strcmp(ow, "1") ? 0 : ow && !strcmp(ow, "2") ? 1 : -1;
        return 0;
    }
    default:
        break;
    }
    bg_find(e, out, m, GA_WARNING, "backgammon.record.unknown-action", R_RECORD, s,
            "unknown action \"%s\" ignored", a);
    return 0;
}

static int bg_finish(ga_engine *e, ga_findings *out)
{
    if (e->variant)
        return 0;
    bg_settle_pending(e, NULL, out);
    if (e->phase != PH_NONE && e->phase != PH_DONE && e->moves_in_game > 0) {
        ga_finding *fd = bg_find(e, out, NULL, GA_WARNING, "backgammon.game.no-result", R_RECORD,
                                 e->turn, "game %d has no result line (a truncated record)",
                                 e->game_no);
        if (fd) { /* reported at the last move of the file */
            fd->game = e->game_no;
            fd->seq = e->last_seq;
            fd->src = e->last_src;
        }
    }
    return 0;
}

static int bg_dump(const ga_engine *e, ga_buf *out)
{
    ga_buf_printf(out, "game %d, ", e->game_no);
    bg_put_position(e, e->turn, out);
    return 0;
}

static void bg_free(ga_engine *e)
{
    if (!e)
        return;
    ga_move_clear(&e->pending);
    free(e->plays);
    free(e->hash);
    free(e);
}

static int bg_new(ga_engine **out, const ga_header *h, const ga_ruleset *rules, ga_error *err)
{
    (void)rules;
    *out = NULL;
    ga_engine *e = calloc(1, sizeof *e);
    int rc = GA_OK;
    if (!e || !(e->plays = malloc(BG_MAXPLAYS * sizeof *e->plays)) ||
        !(e->hash = calloc(BG_HASH, sizeof *e->hash))) {
        rc = ga_error_set(err, GA_ENOMEM, h ? h->file : NULL, 0, "out of memory");
        goto cleanup;
    }
    snprintf(e->names[0], sizeof e->names[0], "player 1");
    snprintf(e->names[1], sizeof e->names[1], "player 2");
    for (size_t i = 0; h && i < h->nplayers; i++) {
        const char *id = h->players[i].id, *nm = h->players[i].name;
        int s = id && !strcmp(id, "1") ? 0 : id && !strcmp(id, "2") ? 1 : -1;
        if (s >= 0 && nm && *nm)
            snprintf(e->names[s], sizeof e->names[s], "%s", nm);
    }
    const json_t *su = h ? h->setup : NULL;
    long long v;
    json_t *ml = json_object_get(su, "match_length");
    if (ml && (!ga_json_int(ml, &v) || v < 0 || v >= 100000)) {
        rc = ga_error_setpos(err, GA_EINPUT, h->file, 1, 1,
                             "setup \"match_length\" must be 0 (a money session) or the points "
                             "of the match, 1 to 99999");
        goto cleanup;
    }
    if (ml)
        e->match_length = (int)v;
    e->crawford_rule = !json_is_false(json_object_get(su, "crawford"));
    json_t *j = json_object_get(su, "jacoby"), *b = json_object_get(su, "beaver");
    e->jacoby = json_is_boolean(j) ? json_is_true(j) : -1;
    e->beaver = json_is_boolean(b) ? json_is_true(b) : -1;
    if (ga_json_int(json_object_get(su, "cube_limit"), &v) && v > 0)
        e->cube_limit = (long)v;
    const char *var = json_string_value(json_object_get(su, "variant"));
    if (var && strcmp(var, "standard")) {
        static const char *const known[] = {"nackgammon", "hypergammon1", "hypergammon2",
                                            "hypergammon3"};
        e->variant = "non-standard";
        for (size_t i = 0; i < sizeof known / sizeof known[0]; i++)
            if (!strcmp(var, known[i]))
                e->variant = known[i];
    }
    e->phase = PH_NONE;
    e->turn = -1;
    e->cube = 1;
    e->owner = -1;
    e->synced = 1;
    e->score_known = 1;
    memcpy(e->pos.b[0], bg_start, BG_NPTS);
    memcpy(e->pos.b[1], bg_start, BG_NPTS);
    *out = e;
    e = NULL;
cleanup:
    bg_free(e);
    return rc;
}

/* ---------------------------------------------------------------- vocabulary */

static const ga_arg_spec args_none[] = {{NULL}};
static const ga_arg_spec args_game_start[] = {
    {"number", GA_ARG_INT, 0, "game number within the match, 1-based"},
    {"score", GA_ARG_OBJECT, 0, "match score before the game, {\"1\":points,\"2\":points}"},
    {"crawford_game", GA_ARG_BOOL, 0, "the record marks this game as the Crawford game"},
    {NULL}};
static const ga_arg_spec args_roll[] = {
    {"dice", GA_ARG_ARRAY, 1, "the two dice, [d1,d2], each 1-6"}, {NULL}};
static const ga_arg_spec args_move[] = {
    {"steps", GA_ARG_ARRAY, 1,
     "[[from,to],…] in the mover's numbering: 1-24 points, 25 the bar, 0 borne off"},
    {"marked_hits", GA_ARG_ARRAY, 0, "the destination points the record marks as hits (*)"},
    {"resign", GA_ARG_BOOL, 0, "the mover resigns instead of playing"},
    {NULL}};
static const ga_arg_spec args_cube[] = {
    {"value", GA_ARG_INT, 0, "the cube value offered or reached"}, {NULL}};
static const ga_arg_spec args_result[] = {
    {"points", GA_ARG_INT, 1, "points the winner (the move's player) is credited"},
    {"resigned", GA_ARG_BOOL, 0, "the loser resigned"},
    {"match", GA_ARG_BOOL, 0, "the record says the match ends here"},
    {NULL}};
static const ga_arg_spec args_illegal[] = {
    {"position", GA_ARG_STR, 0, "the position the record gives for the illegal play"}, {NULL}};
static const ga_arg_spec args_set_board[] = {
    {"board", GA_ARG_OBJECT, 1,
     "{\"1\":[26 counts],\"2\":[…]}: off, points 1-24, bar, each side in its own numbering"},
    {NULL}};
static const ga_arg_spec args_set_cube[] = {
    {"value", GA_ARG_INT, 0, "cube value"},
    {"owner", GA_ARG_STR, 0, "\"1\", \"2\" or \"center\""},
    {NULL}};

static const ga_action actions[] = {
    {"beaver", args_cube, "the player just doubled", "redoubles at once, keeping the cube (money play)"},
    {"double", args_cube, "the player on roll, before rolling", "offers the cube"},
    {"drop", args_none, "the player doubled", "declines the double: the game ends"},
    {"game-start", args_game_start, "none (player null)", "a new game of the match starts"},
    {"illegal-play", args_illegal, "the player on roll", "the record flags the play as illegal"},
    {"move", args_move, "the player who rolled", "plays the roll: the checkers' steps"},
    {"raccoon", args_cube, "the player beavered", "redoubles a beaver at once"},
    {"result", args_result, "the winner", "the game's result as recorded (Wins N points)"},
    {"roll", args_roll, "the player on roll", "rolls the two dice"},
    {"set-board", args_set_board, "none (player null)", "sets the position (a record starting mid-game)"},
    {"set-cube", args_set_cube, "none (player null)", "sets the cube value and owner"},
    {"take", args_none, "the player doubled", "accepts the double: the game is worth twice"},
};

/* Every finding code and the rule it cites (the sentences a code cites by case in also). */
static const ga_check_def checks[] = {
    {"backgammon.cube.after-roll", GA_ERROR, R_OFFER, "a double offered after rolling"},
    {"backgammon.cube.beaver-in-match", GA_ERROR, R_BEAVER, "a beaver in match play"},
    {"backgammon.cube.beaver-off", GA_ERROR, R_BEAVER, "a beaver in a session without beavers"},
    {"backgammon.cube.before-opening", GA_ERROR, R_OFFER, "a double before the opening roll"},
    {"backgammon.cube.crawford", GA_ERROR, R_CRAWFORD, "a double in the Crawford game"},
    {"backgammon.cube.crawford-uncertain", GA_WARNING, R_CRAWFORD,
     "a double in what may be the Crawford game (the record starts mid-match)"},
    {"backgammon.cube.drop-without-double", GA_ERROR, R_ANSWER, "a drop with no double offered"},
    {"backgammon.cube.limit", GA_ERROR, R_CUBE_LIMIT, "a double past the session's cube limit"},
    {"backgammon.cube.not-on-roll", GA_ERROR, R_OFFER, "a double by the player not on roll"},
    {"backgammon.cube.not-owner", GA_ERROR, R_OWNER, "a redouble by the player not owning the cube"},
    {"backgammon.cube.raccoon-without-beaver", GA_ERROR, R_BEAVER, "a raccoon with no beaver"},
    {"backgammon.cube.take-without-double", GA_ERROR, R_ANSWER, "a take with no double offered",
     GA_ALSO(R_BEAVER)},
    {"backgammon.cube.unanswered", GA_ERROR, R_ANSWER, "a double neither taken nor dropped"},
    {"backgammon.cube.wrong-player", GA_ERROR, R_ANSWER, "the doubler answers their own double",
     GA_ALSO(R_BEAVER)},
    {"backgammon.cube.wrong-value", GA_ERROR, R_ANSWER, "a cube value other than twice the last"},
    {"backgammon.dice.impossible", GA_ERROR, R_OPENING, "dice that are not two numbers 1-6"},
    {"backgammon.dice.opening-double", GA_ERROR, R_OPENING, "a doublet as the opening roll"},
    {"backgammon.game.after-end", GA_ERROR, R_WINNER, "a move after the game ended"},
    {"backgammon.game.no-result", GA_WARNING, R_RECORD, "a game the record leaves without result"},
    {"backgammon.match.after-end", GA_ERROR, R_MATCH, "a game after the match goal was reached"},
    {"backgammon.match.ended-early", GA_ERROR, R_MATCH, "a match claimed over before the goal",
     GA_ALSO(R_MULTI)},
    {"backgammon.match.starts-mid-match", GA_WARNING, R_RECORD, "the record starts mid-match"},
    {"backgammon.move.backwards", GA_ERROR, R_DIRECTION, "a checker moved backwards"},
    {"backgammon.move.bad-point", GA_ERROR, R_DICE, "a step naming a point outside 0-25"},
    {"backgammon.move.bar-not-entered", GA_ERROR, R_BAR, "another checker moved with one on the bar"},
    {"backgammon.move.bear-off-early", GA_ERROR, R_BEAROFF, "bearing off with checkers outside home"},
    {"backgammon.move.bear-off-not-highest", GA_ERROR, R_BEAROFF_HIGHEST,
     "a larger die not used from the highest point"},
    {"backgammon.move.blocked-point", GA_ERROR, R_BLOCKED, "a checker landing on a held point",
     GA_ALSO(R_SAFE)},
    {"backgammon.move.doubles-incomplete", GA_ERROR, R_DOUBLES, "a doublet played fewer times than it can"},
    {"backgammon.move.empty-point", GA_ERROR, R_OWN, "a step from a point without own checker"},
    {"backgammon.move.extra-step", GA_ERROR, R_DICE, "more steps than dice"},
    {"backgammon.move.forced-play-omitted", GA_WARNING, R_RECORD,
     "a record leaving out a forced play (a recording convention)"},
    {"backgammon.move.illegal", GA_ERROR, R_DICE, "a play that is none of the roll's legal plays"},
    {"backgammon.move.illegal-play-record", GA_WARNING, R_RECORD, "the record's own illegal-play mark"},
    {"backgammon.move.malformed", GA_ERROR, R_DICE, "steps that are not [from,to] pairs"},
    {"backgammon.move.no-play", GA_ERROR, R_DANCE, "no play recorded while a number can be played"},
    {"backgammon.move.roll-then-resign", GA_WARNING, R_RECORD, "a roll followed by a resignation"},
    {"backgammon.move.smaller-die", GA_ERROR, R_HIGHER_DIE,
     "the smaller die played when only one can be"},
    {"backgammon.move.unused-die", GA_ERROR, R_MAXDICE, "a die left unplayed that could be played",
     GA_ALSO(R_STACK)},
    {"backgammon.move.wrong-distance", GA_ERROR, R_DICE, "a step no die left can make",
     GA_ALSO(R_BEAROFF_EXACT, R_ENTRY)},
    {"backgammon.record.unknown-action", GA_WARNING, R_RECORD, "an action the engine does not know"},
    {"backgammon.result.duplicate", GA_ERROR, R_WINNER, "a second result for one game"},
    {"backgammon.result.no-winner", GA_ERROR, R_WINNER, "a result naming no winner"},
    {"backgammon.result.resign-overvalued", GA_WARNING, R_RESIGN,
     "a resignation worth more than the position could lose (legal, but odd)"},
    {"backgammon.result.wrong-points", GA_ERROR, R_POINTS,
     "Wins N against single/gammon/backgammon x cube, or a resignation",
     GA_ALSO(R_RESIGN, R_SINGLE, R_GAMMON, R_BACKGAMMON, R_GAME_POINT)},
    {"backgammon.result.wrong-winner", GA_ERROR, R_WINNER, "the winner is not who bore off or was dropped",
     GA_ALSO(R_ANSWER)},
    {"backgammon.score.header-mismatch", GA_ERROR, R_POINTS, "a game header's score against the results"},
    {"backgammon.score.header-unverified", GA_WARNING, R_RECORD, "a header score not checkable"},
    {"backgammon.setup.bad-board", GA_ERROR, R_RECORD, "a set-board that is no position"},
    {"backgammon.setup.unsupported-variant", GA_WARNING, R_RECORD, "a variant the engine does not play"},
    {"backgammon.turn.no-move", GA_ERROR, R_TURN, "a roll followed by no move"},
    {"backgammon.turn.no-player", GA_ERROR, R_TURN, "a move naming no player"},
    {"backgammon.turn.no-roll", GA_ERROR, R_ROLL_FIRST, "a move without a roll",
     GA_ALSO(R_BEAR_ROLL)},
    {"backgammon.turn.out-of-order", GA_ERROR, R_TURN, "a player acting out of turn"},
};

/* Sentences of Gamehelpbackgammon that state no rule a log can break. */
static const ga_rule_skip skips[] = {
    {"Gamehelpbackgammon", "Doubling", "doubling more than 2 or 3 times in one game is very rare",
     "an observation about how often players double; it allows or forbids nothing"},
    {"Gamehelpbackgammon", "Match Play", "The points awarded depend on the scale of the victory",
     "introduces the three rows below it, each a rule of its own"},
    {"Gamehelpbackgammon", "Match Play", "This is called a gammon or double game",
     "names the result the sentence before it defines"},
};

static const char example[] =
    "{\"stream\":\"gameaudit/1\",\"game\":\"backgammon\",\"date\":\"2024-05-01\","
    "\"players\":[{\"id\":\"1\",\"name\":\"alice\"},{\"id\":\"2\",\"name\":\"bob\"}],"
    "\"setup\":{\"match_length\":3}}\n"
    "{\"seq\":1,\"player\":null,\"action\":\"game-start\",\"args\":{\"number\":1,"
    "\"score\":{\"1\":0,\"2\":0}}}\n"
    "{\"seq\":2,\"player\":\"1\",\"action\":\"roll\",\"args\":{\"dice\":[3,1]}}\n"
    "{\"seq\":3,\"player\":\"1\",\"action\":\"move\",\"args\":{\"steps\":[[8,5],[6,5]]}}\n"
    "{\"seq\":4,\"player\":\"2\",\"action\":\"roll\",\"args\":{\"dice\":[6,4]}}\n"
    "{\"seq\":5,\"player\":\"2\",\"action\":\"move\",\"args\":{\"steps\":[[24,18],[18,14]]}}\n"
    "{\"seq\":6,\"player\":\"1\",\"action\":\"double\",\"args\":{\"value\":2}}\n"
    "{\"seq\":7,\"player\":\"2\",\"action\":\"drop\",\"args\":{}}\n"
    "{\"seq\":8,\"player\":\"1\",\"action\":\"result\",\"args\":{\"points\":1}}\n";

const ga_game ga_game_backgammon = {
    .name = "backgammon",
    .title = "Backgammon",
    .wiki_page = "Gamehelpbackgammon",
    .summary = "every play against the legal plays of its roll (dice, bar, blocks, bear-off, "
              "both dice / larger die, doublets), the cube (owner, turn, Crawford, answers, "
              "beavers), Wins points vs single/gammon/backgammon x cube, header scores, "
              "match end",
    .new = bg_new,
    .apply = bg_apply,
    .finish = bg_finish,
    .dump = bg_dump,
    .free = bg_free,
    GA_TABLE(refs, refs),
    GA_TABLE(consts, consts),
    GA_TABLE(actions, actions),
    GA_TABLE(checks, checks),
    GA_TABLE(skips, skips),
    .tested_on = "GNU Backgammon 1.07.001 self-play: 9 real .mat/.sgf records from shared/data "
                 "(matches 1-11 points, money with and without Jacoby) and 152 generated games "
                 "(fixtures/backgammon/selfplay), all clean; rewrites into FIBS, XG, Snowie and "
                 "BOM/CRLF layouts; a differential run against gnubg with a new seed each "
                 "`make check`; 19 known-bad copies and 15 coverage streams with their expected "
                 "findings",
    .example = example,
};
