/* hadara/engine.c — Hadara's end-of-game scoring sheet against the wiki page
 * Gamehelphadara, judged by the revision in force at the game's date.
 *
 * The page (three revisions, 2023-10-16T03:52:14Z, 2023-10-17T00:07:53Z with
 * no text in the dump, 2023-10-17T00:08:35Z) states only the final scoring
 * and the tie rule; the rest of the game follows the log.  Its coin rule
 * changed: the first revision lets a player pay coins during final scoring
 * for 1 point per 5 coins paid (paid coins are gone, so the tie-break counts
 * only the coins kept); the later one scores 1 point per 5 coins remaining,
 * the remainder dropped (the coins stay for the tie-break).
 *
 * The stream vocabulary: one `score` per player (the sheet: what the player
 * owns and the points written per category), `pay` moves (coins paid during
 * final scoring), one `result` naming the winners. */
#include "../../src/internal.h"
#include "../../parsers/wiki.h"
#include "../validators.h"

#include <stdlib.h>
#include <string.h>

#define HD_PAGE "Gamehelphadara"
#define HD_MAXP 8

/* ---------------------------------------------------------------- rules */

enum {
    R_COLONIES,
    R_STATUES,
    R_FLIPPED,
    R_SILVER_TILES,
    R_SILVER_HALF,
    R_GOLD,
    R_CARDS,
    R_COINS_NEW,
    R_COINS_OLD,
    R_TIE_COINS,
    R_TIE_SHARED,
    R_WINNER,
    R_TOTAL,
    R_NREFS
};

static const ga_rule_ref refs[R_NREFS] = {
    [R_COLONIES] = {"hadara.colonies", HD_PAGE, "Colonies",
                    "Score points equal to the values on the bottom right of your colonies"},
    [R_STATUES] = {"hadara.statues", HD_PAGE, "Statues",
                   "Score points for your carved statues"},
    [R_FLIPPED] = {"hadara.flipped", HD_PAGE, "Statues",
                   "If you have any bonus tiles with points showing (flipped), score those "
                   "points as well"},
    [R_SILVER_TILES] = {"hadara.silver.tiles", HD_PAGE, "Silver Medals",
                        "Score points for your silver medals based on the bonus tiles on them"},
    [R_SILVER_HALF] = {"hadara.silver.half", HD_PAGE, "Silver Medals",
                       "Score half the corresponding track values (rounded up)"},
    [R_GOLD] = {"hadara.gold", HD_PAGE, "Gold Medals",
                "7 points per set of 5 differently-colored cards for each gold medal"},
    [R_CARDS] = {"hadara.cards", HD_PAGE, "Cards",
                 "Score points equal to the values on each of your cards"},
    [R_COINS_NEW] = {"hadara.coins", HD_PAGE, "Remaining Coins",
                     "Score 1 point for every 5 coins remaining (drop any remainder)"},
    [R_COINS_OLD] = {"hadara.coins.pay", HD_PAGE, "Remaining Coins",
                     "You can pay coins during final scoring to score 1 point for every 5 "
                     "coins you pay",
                     NULL, "2023-10-16"},
    [R_TIE_COINS] = {"hadara.tie.coins", HD_PAGE, "Ties",
                     "In the event of a tie, the tied player with the most leftover coins wins"},
    [R_TIE_SHARED] = {"hadara.tie.shared", HD_PAGE, "Ties",
                      "If there is still a tie, the tied players share the victory"},
    [R_WINNER] = {"hadara.winner", NULL, "End of the game", NULL,
                  "Hadara rulebook (Hans im Glück 2019), end of the game: the player with the "
                  "most victory points wins; and the page's Ties section, which presumes it"},
    [R_TOTAL] = {"hadara.total", NULL, "End of the game", NULL,
                 "Hadara rulebook (Hans im Glück 2019), end of the game: a player's score is "
                 "the sum of the points of every category of the scoring pad"},
};

static const ga_rule_const consts[] = {
    {"hadara.gold.points", HD_PAGE, "Gold Medals", NULL, 0, 0,
     "Score 7 points per set of 5 differently-colored cards"},
    {"hadara.coins.rate", HD_PAGE, "Remaining Coins", NULL, 0, 0,
     "1 point for every 5 coins remaining"},
    {"hadara.coins.rate.old", HD_PAGE, "Remaining Coins", NULL, 0, 0,
     "1 point for every 5 coins you pay", "2023-10-16"},
};

/* The numbers the page states (pinned by consts[] above). */
#define HD_GOLD_POINTS 7
#define HD_SET_SIZE 5
#define HD_COINS_PER_POINT 5

/* The revisions of the page and the coin rule each states (page history:
 * fixtures/wiki/003_6d28eeecf3b89188.txt; the 2023-10-17T00:07:53Z revision
 * has no text there, so the one before it stays in force until 00:08:35Z,
 * as ga_wiki_in_force has it). */
static const struct hd_revision {
    const char *ts;
    int pay_coins; /* 1: coins are paid for points; 0: remaining coins score */
} revisions[] = {
    {"2023-10-16T03:52:14Z", 1},
    {"2023-10-17T00:08:35Z", 0},
};
#define HD_NREVS (sizeof revisions / sizeof revisions[0])

/* The card colours (five: the page's "5 differently-colored cards") and the
 * four tracks a silver medal's bonus tile names (Hadara rulebook, player
 * board: income, military, culture, food tracks). */
static const char *const colours[HD_SET_SIZE] = {"blue", "green", "purple", "red", "yellow"};
static const char *const tracks[] = {"blue", "green", "red", "yellow"};
#define HD_NTRACKS (sizeof tracks / sizeof tracks[0])

/* ---------------------------------------------------------------- vocabulary */

static const ga_arg_spec pay_args[] = {
    {"coins", GA_ARG_INT, 1, "coins paid during final scoring (a count, > 0)"},
    {NULL},
};

static const ga_arg_spec result_args[] = {
    {"winners", GA_ARG_ARRAY, 1, "player ids of the winner, or of all who share the victory"},
    {NULL},
};

static const ga_arg_spec score_args[] = {
    {"cards", GA_ARG_ARRAY, 0,
     "the player's cards: [{\"colour\": blue|green|purple|red|yellow, \"points\": int}]"},
    {"coins", GA_ARG_INT, 0, "coins the player holds after final scoring (after any payment)"},
    {"colonies", GA_ARG_ARRAY, 0, "points printed on each colony (bottom right), ints"},
    {"flipped", GA_ARG_ARRAY, 0, "points showing on each flipped bonus tile, ints"},
    {"gold", GA_ARG_INT, 0, "gold medals the player owns"},
    {"points", GA_ARG_OBJECT, 1,
     "points written per category: colonies, statues, bonus, silver, gold, cards, coins"},
    {"silver", GA_ARG_ARRAY, 0,
     "the track of each silver medal's bonus tile: blue|green|red|yellow (strings)"},
    {"statues", GA_ARG_ARRAY, 0, "points of each carved statue, ints"},
    {"total", GA_ARG_INT, 1, "the player's final score as written"},
    {"tracks", GA_ARG_OBJECT, 0,
     "track values at the end: {\"blue\": n, \"green\": n, \"red\": n, \"yellow\": n}"},
    {NULL},
};

static const ga_action actions[] = {
    {"pay", pay_args, "the player paying",
     "pays coins during final scoring (only the revision of 2023-10-16 allows it)"},
    {"result", result_args, "none (player null)", "the winners as the log states them"},
    {"score", score_args, "the player scored",
     "the player's end-of-game scoring sheet: what they own and the points per category"},
};

static const ga_check_def checks[] = {
    {"hadara.bonus.points", GA_ERROR, R_FLIPPED,
     "bonus points differ from the sum of the flipped bonus tiles"},
    {"hadara.cards.points", GA_ERROR, R_CARDS,
     "card points differ from the sum of the card values"},
    {"hadara.coins.paid", GA_ERROR, R_COINS_OLD,
     "revision of 2023-10-16: coin points differ from 1 per 5 coins paid"},
    {"hadara.coins.pay", GA_ERROR, R_COINS_NEW,
     "revision of 2023-10-17: coins are paid for points, which this revision no longer allows"},
    {"hadara.coins.remaining", GA_ERROR, R_COINS_NEW,
     "revision of 2023-10-17: coin points differ from 1 per 5 remaining coins"},
    {"hadara.colonies.points", GA_ERROR, R_COLONIES,
     "colony points differ from the sum of the colonies' values"},
    {"hadara.end.winner", GA_ERROR, R_WINNER,
     "the stated winners are not the player with the most points"},
    {"hadara.gold.points", GA_ERROR, R_GOLD,
     "gold points differ from 7 x complete colour sets x gold medals"},
    {"hadara.score.total", GA_ERROR, R_TOTAL,
     "the written total differs from the sum of the written categories"},
    {"hadara.silver.points", GA_ERROR, R_SILVER_HALF,
     "silver points differ from half the tiles' track values, rounded up"},
    {"hadara.silver.tile", GA_ERROR, R_SILVER_TILES,
     "a silver medal names no track of the player board (no bonus tile to score)"},
    {"hadara.statues.points", GA_ERROR, R_STATUES,
     "statue points differ from the sum of the carved statues"},
    {"hadara.tie.shared", GA_ERROR, R_TIE_SHARED,
     "tied on points and leftover coins, the tied players do not share the victory"},
    {"hadara.tie.winner", GA_ERROR, R_TIE_COINS,
     "tied on points, the winner is not the tied player with the most leftover coins"},
};

/* ---------------------------------------------------------------- state */

struct ga_engine {
    ga_header h;
    int rev;           /* index into revisions[] */
    char revts[24];    /* the revision's timestamp, for messages */
    int scored[HD_MAXP];
    long total[HD_MAXP];   /* the engine's total from the sheet's data */
    long written[HD_MAXP]; /* the sheet's written total */
    long kept[HD_MAXP];    /* leftover coins for the tie-break */
    long paid[HD_MAXP];    /* coins paid (pay moves) */
    int result_seen;
};

static int player_of(const ga_engine *e, const ga_move *m)
{
    int p = m->player ? ga_header_player_index(&e->h, m->player) : -1;
    return p >= 0 && p < HD_MAXP ? p : -1;
}

static const char *pname(const ga_engine *e, int p)
{
    return e->h.players[p].name && *e->h.players[p].name ? e->h.players[p].name
                                                          : e->h.players[p].id;
}

/* Sums the integers of array a (non-integers count 0; *bad set). */
static long sum_ints(const json_t *a, int *bad)
{
    long s = 0;
    size_t i;
    json_t *v;
    json_array_foreach(a, i, v) {
        if (json_is_integer(v) && json_integer_value(v) >= 0 && json_integer_value(v) < 10000)
            s += (long)json_integer_value(v);
        else if (bad)
            *bad = 1;
    }
    return s;
}

/* Reads points[key]; returns 1 and sets *out when it is an integer. */
static int written_points(const ga_move *m, const char *key, long *out)
{
    json_t *v = json_object_get(json_object_get(m->args, "points"), key);
    if (!json_is_integer(v))
        return 0;
    *out = (long)json_integer_value(v);
    return 1;
}

static int track_index(const char *s)
{
    for (size_t i = 0; s && i < HD_NTRACKS; i++)
        if (!strcmp(s, tracks[i]))
            return (int)i;
    return -1;
}

/* Compares the written category key with the expected value; reports code. */
static long category(ga_engine *e, const ga_move *m, ga_findings *out, int p, const char *key,
                     long expect, const char *code, const char *how)
{
    long w;
    if (!written_points(m, key, &w))
        return expect;
    if (w != expect)
        ga_report(out, &ga_game_hadara, m, code, "%s scores %ld for %s, but %s gives %ld",
                  pname(e, p), w, key, how, expect);
    return expect;
}

static int on_pay(ga_engine *e, const ga_move *m, ga_findings *out)
{
    int p = player_of(e, m);
    long long c = 0;
    ga_json_int(json_object_get(m->args, "coins"), &c);
    if (p < 0 || c <= 0 || c > 1000)
        return 0;
    e->paid[p] += (long)c;
    if (!revisions[e->rev].pay_coins)
        ga_report(out, &ga_game_hadara, m, "hadara.coins.pay",
                  "%s pays %lld coins for points, but the page in force (revision %s) scores 1 "
                  "point per 5 coins remaining and lets nobody pay coins",
                  pname(e, p), c, e->revts);
    return 0;
}

static int on_score(ga_engine *e, const ga_move *m, ga_findings *out)
{
    int p = player_of(e, m);
    if (p < 0)
        return 0;
    const json_t *a = m->args;
    long t = 0, w;
    json_t *v;
    char how[160];
    if ((v = json_object_get(a, "colonies")))
        t += category(e, m, out, p, "colonies", sum_ints(v, NULL), "hadara.colonies.points",
                      "the sum of the colonies' values");
    else if (written_points(m, "colonies", &w))
        t += w;
    if ((v = json_object_get(a, "statues")))
        t += category(e, m, out, p, "statues", sum_ints(v, NULL), "hadara.statues.points",
                      "the sum of the carved statues");
    else if (written_points(m, "statues", &w))
        t += w;
    if ((v = json_object_get(a, "flipped")))
        t += category(e, m, out, p, "bonus", sum_ints(v, NULL), "hadara.bonus.points",
                      "the sum of the flipped bonus tiles");
    else if (written_points(m, "bonus", &w))
        t += w;
    json_t *sil = json_object_get(a, "silver"), *tr = json_object_get(a, "tracks");
    if (sil) {
        long s = 0;
        int unknown = 0;
        size_t i;
        json_array_foreach(sil, i, v) {
            const char *name = json_string_value(v);
            int k = track_index(name);
            json_t *tv = k >= 0 ? json_object_get(tr, tracks[k]) : NULL;
            if (k < 0) {
                ga_report(out, &ga_game_hadara, m, "hadara.silver.tile",
                          "%s's silver medal %zu names \"%s\", not a track (blue, green, red, "
                          "yellow)",
                          pname(e, p), i + 1, name ? name : "(not a string)");
                unknown = 1;
                continue;
            }
            if (json_is_integer(tv) && json_integer_value(tv) >= 0 &&
                json_integer_value(tv) < 1000)
                s += ((long)json_integer_value(tv) + 1) / 2;
        }
        /* A medal without a track cannot be valued: the written points stand. */
        if (unknown && written_points(m, "silver", &w))
            t += w;
        else
            t += category(e, m, out, p, "silver", s, "hadara.silver.points",
                          "half the tiles' track values, rounded up,");
    } else if (written_points(m, "silver", &w)) {
        t += w;
    }
    json_t *cards = json_object_get(a, "cards");
    if (cards) {
        long cnt[HD_SET_SIZE] = {0}, pts = 0;
        size_t i;
        json_array_foreach(cards, i, v) {
            const char *col = json_string_value(json_object_get(v, "colour"));
            json_t *pv = json_object_get(v, "points");
            for (int k = 0; col && k < HD_SET_SIZE; k++)
                if (!strcmp(col, colours[k]))
                    cnt[k]++;
            if (json_is_integer(pv) && json_integer_value(pv) >= 0 &&
                json_integer_value(pv) < 1000)
                pts += (long)json_integer_value(pv);
        }
        long sets = cnt[0];
        for (int k = 1; k < HD_SET_SIZE; k++)
            if (cnt[k] < sets)
                sets = cnt[k];
        long long gold = 0;
        if (ga_json_int(json_object_get(a, "gold"), &gold) && gold >= 0 && gold < 100) {
            snprintf(how, sizeof how, "%d x %ld set%s x %lld gold medal%s", HD_GOLD_POINTS,
                     sets, sets == 1 ? "" : "s", gold, gold == 1 ? "" : "s");
            t += category(e, m, out, p, "gold", HD_GOLD_POINTS * sets * (long)gold,
                          "hadara.gold.points", how);
        } else if (written_points(m, "gold", &w)) {
            t += w;
        }
        t += category(e, m, out, p, "cards", pts, "hadara.cards.points",
                      "the sum of the card values");
    } else {
        if (written_points(m, "gold", &w))
            t += w;
        if (written_points(m, "cards", &w))
            t += w;
    }
    long long coins = -1;
    if (ga_json_int(json_object_get(a, "coins"), &coins) && coins >= 0 && coins < 100000) {
        if (revisions[e->rev].pay_coins) {
            e->kept[p] = (long)coins;
            snprintf(how, sizeof how, "1 point per 5 of the %ld coins paid (revision %s)",
                     e->paid[p], e->revts);
            t += category(e, m, out, p, "coins", e->paid[p] / HD_COINS_PER_POINT,
                          "hadara.coins.paid", how);
        } else {
            /* Payments are no rule here: the coins paid still remain. */
            long rem = (long)coins + e->paid[p];
            e->kept[p] = rem;
            snprintf(how, sizeof how,
                     "1 point per 5 of the %ld coins remaining, remainder dropped (revision %s)",
                     rem, e->revts);
            t += category(e, m, out, p, "coins", rem / HD_COINS_PER_POINT,
                          "hadara.coins.remaining", how);
        }
    } else if (written_points(m, "coins", &w)) {
        t += w;
    }
    long long tot = 0;
    ga_json_int(json_object_get(a, "total"), &tot);
    e->written[p] = (long)tot;
    /* The sheet's own sum: a category scored wrong is its own finding. */
    long wsum = 0;
    const char *key;
    json_object_foreach(json_object_get(a, "points"), key, v)
        if (json_is_integer(v))
            wsum += (long)json_integer_value(v);
    if (tot != wsum)
        ga_report(out, &ga_game_hadara, m, "hadara.score.total",
                  "%s's total is written %lld, but the categories written on the sheet add up "
                  "to %ld",
                  pname(e, p), tot, wsum);
    e->total[p] = t;
    e->scored[p] = 1;
    return 0;
}

static int on_result(ga_engine *e, const ga_move *m, ga_findings *out)
{
    size_t np = e->h.nplayers < HD_MAXP ? e->h.nplayers : HD_MAXP;
    int claimed[HD_MAXP] = {0}, expect[HD_MAXP] = {0};
    json_t *w = json_object_get(m->args, "winners"), *v;
    size_t i;
    json_array_foreach(w, i, v) {
        const char *id = json_string_value(v);
        int p = id ? ga_header_player_index(&e->h, id) : -1;
        if (p >= 0 && p < HD_MAXP)
            claimed[p] = 1;
    }
    e->result_seen = 1;
    long best = -1, bestcoins = -1;
    int ntop = 0, nwin = 0;
    for (size_t p = 0; p < np; p++)
        if (e->scored[p] && e->total[p] > best)
            best = e->total[p];
    if (best < 0)
        return 0;
    for (size_t p = 0; p < np; p++)
        if (e->scored[p] && e->total[p] == best) {
            ntop++;
            if (e->kept[p] > bestcoins)
                bestcoins = e->kept[p];
        }
    for (size_t p = 0; p < np; p++)
        if (e->scored[p] && e->total[p] == best && e->kept[p] == bestcoins) {
            expect[p] = 1;
            nwin++;
        }
    int same = 1;
    for (size_t p = 0; p < np; p++)
        if (claimed[p] != expect[p])
            same = 0;
    if (same)
        return 0;
    ga_buf names = {0}, want = {0};
    for (size_t p = 0; p < np; p++) {
        if (claimed[p])
            ga_buf_printf(&names, "%s%s", names.len ? ", " : "", pname(e, (int)p));
        if (expect[p])
            ga_buf_printf(&want, "%s%s %ld points %ld coins", want.len ? ", " : "",
                          pname(e, (int)p), e->total[p], e->kept[p]);
    }
    const char *code = ntop == 1 ? "hadara.end.winner"
                       : nwin > 1 ? "hadara.tie.shared"
                                  : "hadara.tie.winner";
    ga_report(out, &ga_game_hadara, m, code,
              "the log names %s as winner%s; by the rules of revision %s (%s coins count for "
              "the tie-break) it is %s",
              names.len ? names.data : "nobody", names.len && strchr(names.data, ',') ? "s" : "",
              e->revts, revisions[e->rev].pay_coins ? "only unpaid" : "all remaining",
              want.data ? want.data : "nobody");
    ga_buf_free(&names);
    ga_buf_free(&want);
    return 0;
}

static int hd_apply(ga_engine *e, const ga_move *m, ga_findings *out)
{
    if (!strcmp(m->action, "pay"))
        return on_pay(e, m, out);
    if (!strcmp(m->action, "score"))
        return on_score(e, m, out);
    if (!strcmp(m->action, "result"))
        return on_result(e, m, out);
    return 0;
}

static int hd_finish(ga_engine *e, ga_findings *out)
{
    (void)e;
    (void)out;
    return 0;
}

static int hd_dump(const ga_engine *e, ga_buf *out)
{
    ga_buf_printf(out, "rules: %s revision %s (%s)\n", HD_PAGE, e->revts,
                  revisions[e->rev].pay_coins ? "coins paid for points, 5 per point"
                                              : "1 point per 5 coins remaining");
    for (size_t p = 0; p < e->h.nplayers && p < HD_MAXP; p++)
        if (e->scored[p])
            ga_buf_printf(out, "%s: %ld points (written %ld), coins paid %ld, kept %ld\n",
                          pname(e, (int)p), e->total[p], e->written[p], e->paid[p], e->kept[p]);
        else
            ga_buf_printf(out, "%s: not scored yet, coins paid %ld\n", pname(e, (int)p),
                          e->paid[p]);
    return 0;
}

static void hd_free(ga_engine *e)
{
    if (!e)
        return;
    ga_header_clear(&e->h);
    free(e);
}

/* Returns the index of the coin rule in force at date (NULL: the latest):
 * the revision the rule set has in force then when it holds the page, else
 * the dates of revisions[] as data. */
static int revision_at(const ga_ruleset *rules, const char *date)
{
    char norm[21];
    const char *when = NULL;
    const ga_wiki_rev *rev = NULL;
    ga_error err;
    if (rules && ga_wiki_in_force(rules, HD_PAGE, date, NULL, &rev, NULL, &err) == 0 && rev)
        when = rev->ts;
    else if (date && ga_rules_date(date, norm) == 0)
        when = norm;
    if (!when)
        return (int)HD_NREVS - 1;
    int r = 0;
    for (size_t i = 0; i < HD_NREVS; i++)
        if (strcmp(revisions[i].ts, when) <= 0)
            r = (int)i;
    return r;
}

static int hd_new(ga_engine **out, const ga_header *h, const ga_ruleset *rules, ga_error *err)
{
    *out = NULL;
    ga_engine *e = calloc(1, sizeof *e);
    if (!e || ga_header_copy(&e->h, h)) {
        hd_free(e);
        return ga_error_set(err, GA_ENOMEM, h->file, 0, "out of memory");
    }
    e->rev = revision_at(rules, h->ruleset ? h->ruleset : h->date);
    snprintf(e->revts, sizeof e->revts, "%s", revisions[e->rev].ts);
    *out = e;
    return 0;
}

const ga_game ga_game_hadara = {
    .name = "hadara",
    .title = "Hadara",
    .wiki_page = HD_PAGE,
    .summary = "the end-of-game scoring sheet category by category (colonies, statues and "
               "flipped bonus tiles, silver medals at half the track values rounded up, 7 per "
               "gold-medal colour set, cards, coins by the revision in force: paid 5 per point "
               "before 2023-10-17, remaining 5 per point after) and the winner with the coin "
               "tie-break",
    .new = hd_new,
    .apply = hd_apply,
    .finish = hd_finish,
    .dump = hd_dump,
    .free = hd_free,
    GA_TABLE(refs, refs),
    GA_TABLE(consts, consts),
    GA_TABLE(actions, actions),
    GA_TABLE(checks, checks),
    .tested_on = "no real Hadara log has been checked: no Board Game Arena log format of the "
                 "game is public. Tested on streams written from the page's own statements and "
                 "on 8 streams generated by tests/hadara/gen_streams.py (random legal sheets, "
                 "dates on both sides of the 2023-10-17 change) and 2 written from the page "
                 "(fixtures/hadara/), all clean; 14 known-bad copies each give their findings",
    .example = "{\"stream\":\"gameaudit/1\",\"game\":\"hadara\",\"date\":\"2024-05-01\","
               "\"players\":[{\"id\":\"1\",\"name\":\"ann\"},{\"id\":\"2\",\"name\":\"bob\"}],"
               "\"setup\":{}}\n"
               "{\"seq\":1,\"player\":\"1\",\"action\":\"score\",\"args\":{\"colonies\":[4,6],"
               "\"statues\":[5],\"flipped\":[],\"tracks\":{\"blue\":9,\"green\":7,\"red\":4,"
               "\"yellow\":12},\"silver\":[\"blue\"],\"gold\":0,\"cards\":[{\"colour\":\"red\","
               "\"points\":2}],\"coins\":13,\"points\":{\"colonies\":10,\"statues\":5,"
               "\"bonus\":0,\"silver\":5,\"gold\":0,\"cards\":2,\"coins\":2},\"total\":24}}\n"
               "{\"seq\":2,\"player\":\"2\",\"action\":\"score\",\"args\":{\"coins\":4,"
               "\"points\":{\"colonies\":12,\"statues\":3,\"bonus\":0,\"silver\":0,\"gold\":0,"
               "\"cards\":4,\"coins\":0},\"total\":19}}\n"
               "{\"seq\":3,\"player\":null,\"action\":\"result\",\"args\":{\"winners\":[\"1\"]}}\n",
};
