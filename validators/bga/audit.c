/* bga.c — the generic audit of any Board Game Arena log ("bga").
 *
 * Used for every BGA game without an engine of its own (src/check.c falls
 * back to it).  Whatever the game, the end-of-game result must agree with
 * itself and with the table, and where the game logs its scores, each
 * player's final score must be the last logged total plus the changes
 * logged after it.  The checks are exported (bga_audit.h) for the per-game
 * engines. */
#include "../../src/internal.h"
#include "../bga/bga_audit.h"
#include "../validators.h"

#include <stdlib.h>
#include <string.h>

const ga_rule_ref ga_bga_refs[GA_BGA_NRULES] = {
    [GA_BGA_RULE_RANKING] = {"bga.result.ranking", NULL, NULL, NULL,
                             "Board Game Arena studio documentation, \"Main game logic: "
                             "Game.php\": players are ranked by player_score, then by "
                             "player_score_aux as the tie-breaker; players with equal score "
                             "and tie-breaker share the rank (a tie)"},
    [GA_BGA_RULE_PLAYERS] = {"bga.result.players", NULL, NULL, NULL,
                             "Board Game Arena end of game (gameStateChange 99): result[] "
                             "lists every player of the table with score and rank"},
    [GA_BGA_RULE_LEDGER] = {"bga.score.ledger", NULL, NULL, NULL,
                            "Board Game Arena: a player's final score is their score counter, "
                            "i.e. the last score the game notified plus the changes notified "
                            "after it"},
};

/* ---------------------------------------------------------------- the result */

/* What the result says of one player. */
typedef struct res_player {
    const char *id;
    long long score, aux, rank;
    int has_score, has_rank, tie, out;  /* out: conceded or left (zombie) */
} res_player;

/* The player id of a result[] entry, in tmp, or NULL. */
static const char *entry_id(const json_t *e, char *tmp, size_t n)
{
    const char *pid = ga_json_str(json_object_get(e, "player"), tmp, n);
    return pid ? pid : ga_json_str(json_object_get(e, "id"), tmp, n);
}

/* Returns 1 when the result entry of id says the player conceded or left. */
static int entry_out(const json_t *result, const char *id)
{
    for (size_t i = 0; i < json_array_size(result); i++) {
        json_t *e = json_array_get(result, i);
        char tmp[32];
        const char *pid = ga_json_str(json_object_get(e, "player"), tmp, sizeof tmp);
        if (!pid)
            pid = ga_json_str(json_object_get(e, "id"), tmp, sizeof tmp);
        if (!pid || strcmp(pid, id))
            continue;
        long long z = 0, c = 0;
        ga_json_int(json_object_get(e, "zombie"), &z);
        ga_json_int(json_object_get(e, "concede"), &c);
        return z != 0 || c != 0 || json_is_true(json_object_get(e, "concede"));
    }
    return 0;
}

/* The name of id for messages. */
static const char *pname(const ga_header *h, const char *id)
{
    int i = ga_header_player_index(h, id);
    return i >= 0 && h->players[i].name ? h->players[i].name : id;
}

/* Returns 1 when a's (score, aux) beats b's. */
static int beats(const res_player *a, const res_player *b)
{
    return a->score > b->score || (a->score == b->score && a->aux > b->aux);
}

int ga_bga_check_result(const ga_header *h, const ga_move *m, ga_findings *out)
{
    json_t *scores = json_object_get(m->args, "scores"), *ranks = json_object_get(m->args, "ranks");
    json_t *ties = json_object_get(m->args, "ties"), *aux = json_object_get(m->args, "score_aux");
    json_t *result = json_object_get(m->args, "result");
    size_t n = json_object_size(scores);
    res_player *p = calloc(n ? n : 1, sizeof *p);
    int rc = 0;
    if (!p)
        return GA_ENOMEM;
    const char *id;
    json_t *v;
    size_t k = 0;
    json_object_foreach(scores, id, v) {
        res_player *r = &p[k++];
        r->id = id;
        r->has_score = ga_json_int(v, &r->score);
        r->has_rank = ga_json_int(json_object_get(ranks, id), &r->rank);
        ga_json_int(json_object_get(aux, id), &r->aux);
        r->tie = json_is_true(json_object_get(ties, id));
        r->out = entry_out(result, id);
    }
#define ADD(code, sev, rule, ...)                                                         \
    do {                                                                                   \
        if (!ga_findings_add(out, m, sev, code, rule, __VA_ARGS__)) {                     \
            rc = GA_ENOMEM;                                                                \
            goto cleanup;                                                                  \
        }                                                                                  \
    } while (0)
    for (size_t i = 0; i < json_array_size(result); i++) {
        char ti[32], tj[32];
        const char *a = entry_id(json_array_get(result, i), ti, sizeof ti);
        for (size_t j = 0; a && j < i; j++) {
            const char *b = entry_id(json_array_get(result, j), tj, sizeof tj);
            if (b && !strcmp(a, b)) {
                ADD("bga.result.duplicate", GA_ERROR, &ga_bga_refs[GA_BGA_RULE_PLAYERS],
                    "the end-of-game result lists player %s twice (rows %zu and %zu): which "
                    "score stands cannot be told", pname(h, a), j + 1, i + 1);
                break;
            }
        }
    }
    for (size_t i = 0; i < h->nplayers; i++)
        if (!json_object_get(scores, h->players[i].id))
            ADD("bga.result.player-missing", GA_ERROR, &ga_bga_refs[GA_BGA_RULE_PLAYERS],
                "player %s (%s) sat at the table but is missing from the end-of-game result",
                h->players[i].name, h->players[i].id);
    for (size_t i = 0; i < n; i++) {
        if (h->nplayers && ga_header_player_index(h, p[i].id) < 0)
            ADD("bga.result.player-unknown", GA_WARNING, &ga_bga_refs[GA_BGA_RULE_PLAYERS],
                "the end-of-game result ranks player %s, who is not among the table's players",
                p[i].id);
        if (!p[i].has_score)
            ADD("bga.result.score", GA_ERROR, &ga_bga_refs[GA_BGA_RULE_RANKING],
                "the end-of-game result gives %s no numeric score", pname(h, p[i].id));
        if (!p[i].has_rank)
            ADD("bga.result.rank", GA_ERROR, &ga_bga_refs[GA_BGA_RULE_RANKING],
                "the end-of-game result gives %s no rank", pname(h, p[i].id));
    }
    for (size_t i = 0; i < n; i++) {
        res_player *a = &p[i];
        if (!a->has_score || !a->has_rank)
            continue;
        long long expect = 1;
        int tied = 0;
        for (size_t j = 0; j < n; j++) {
            res_player *b = &p[j];
            if (j == i || !b->has_score)
                continue;
            if (a->out ? !b->out || beats(b, a) : !b->out && beats(b, a))
                expect++;
            else if (b->out == a->out && !beats(a, b))
                tied = 1;  /* equal score and tie-breaker */
        }
        if (a->rank != expect)
            ADD("bga.result.rank", GA_ERROR, &ga_bga_refs[GA_BGA_RULE_RANKING],
                "%s is ranked %lld with %lld points (tie-breaker %lld)%s, but %lld player(s) "
                "%s: the rank should be %lld",
                pname(h, a->id), a->rank, a->score, a->aux,
                a->out ? " after conceding or leaving" : "", expect - 1,
                a->out ? "stayed or scored more" : "scored more", expect);
        if (a->tie != tied)
            ADD("bga.result.tie", GA_ERROR, &ga_bga_refs[GA_BGA_RULE_RANKING],
                "%s is %s with %lld points (tie-breaker %lld), but %s", pname(h, a->id),
                a->tie ? "marked as tied" : "not marked as tied", a->score, a->aux,
                tied ? "another player has the same score and tie-breaker"
                     : "no other player has the same score and tie-breaker");
    }
#undef ADD
cleanup:
    free(p);
    return rc;
}

/* ---------------------------------------------------------------- the score ledger */

/* Where an event states a score.  path is a key or "key.sub". */
typedef struct score_shape {
    const char *game;  /* registry name, NULL = any game */
    const char *type;  /* event type, NULL = any */
    const char *path;
    int absolute;      /* 1: the total now; 0: a change */
} score_shape;

/* Sources: Gaia Project — the real archive table 798145204 (events carrying
 * the player's state, notifyScore/notifyPass `vp`; notifyIgnore is the
 * 2-player neutral and is not listed); Ark Nova — shaldengeki/monorepo
 * fixtures (getBonuses/donation/finalScoring `score`, finalScoring
 * `newScore`); Harmonies — mizutismask/bga-harmonies `points` "scores
 * ${delta} points" (FORMATS.md §6); any game — `newScore`, the BGA score
 * notification convention (scoreCtrl[player].toValue(newScore)). */
static const score_shape shapes[] = {
    {"arknova", NULL, "score", 1},
    {"arknova", "finalScoring", "newScore", 1},
    {"gaiaproject", NULL, "player.score", 1},
    {"gaiaproject", "notifyPass", "vp", 0},
    {"gaiaproject", "notifyScore", "vp", 0},
    {"harmonies", "points", "delta", 0},
    {NULL, NULL, "newScore", 1},
};

typedef struct ledger_player {
    char *id;
    long long total;     /* last logged total + changes since */
    long long last_abs;  /* the last logged total */
    int has_abs, line_abs;
    long changes;        /* changes logged since the last total */
    long long since;     /* their sum */
} ledger_player;

struct ga_bga_ledger {
    char *game;
    ledger_player *v;
    size_t n, cap;
};

int ga_bga_ledger_new(ga_bga_ledger **out, const char *game)
{
    ga_bga_ledger *l = calloc(1, sizeof *l);
    if (!l || (game && !(l->game = ga_strdup0(game)))) {
        free(l);
        *out = NULL;
        return GA_ENOMEM;
    }
    *out = l;
    return 0;
}

void ga_bga_ledger_free(ga_bga_ledger *l)
{
    if (!l)
        return;
    for (size_t i = 0; i < l->n; i++)
        free(l->v[i].id);
    free(l->v);
    free(l->game);
    free(l);
}

static ledger_player *ledger_find(const ga_bga_ledger *l, const char *id)
{
    for (size_t i = 0; i < l->n; i++)
        if (!strcmp(l->v[i].id, id))
            return &l->v[i];
    return NULL;
}

static ledger_player *ledger_get(ga_bga_ledger *l, const char *id)
{
    ledger_player *p = ledger_find(l, id);
    if (p || l->n >= 256)
        return p;
    if (GA_GROW(l->v, l->cap, l->n + 1, 8))
        return NULL;
    p = &l->v[l->n];
    memset(p, 0, sizeof *p);
    if (!(p->id = ga_strdup0(id)))
        return NULL;
    l->n++;
    return p;
}

/* The value at path ("a" or "a.b") in args, when an integer. */
static int path_int(const json_t *args, const char *path, long long *out)
{
    const char *dot = strchr(path, '.');
    if (dot)
        args = json_object_getn(args, path, (size_t)(dot - path)), path = dot + 1;
    json_t *v = json_object_get(args, path);
    return json_is_object(args) && v && ga_json_int(v, out);
}

int ga_bga_ledger_apply(ga_bga_ledger *l, const ga_move *m)
{
    if (!m->player || !strcmp(m->action, "result"))
        return 0;
    const json_t *args = json_object_get(m->args, "args");
    for (size_t i = 0; i < sizeof shapes / sizeof *shapes; i++) {
        const score_shape *s = &shapes[i];
        long long x;
        if ((s->game && (!l->game || strcmp(s->game, l->game))) ||
            (s->type && strcmp(s->type, m->action)) || !path_int(args, s->path, &x))
            continue;
        ledger_player *p = ledger_get(l, m->player);
        if (!p)
            return GA_ENOMEM;
        if (s->absolute) {
            p->total = p->last_abs = x;
            p->has_abs = 1;
            p->line_abs = m->src.line;
            p->changes = 0;
            p->since = 0;
        } else {
            p->total += x;
            p->since += x;
            p->changes++;
        }
        return 0;  /* one statement per event: the first shape that matches */
    }
    return 0;
}

int ga_bga_ledger_check(const ga_bga_ledger *l, const ga_header *h, const ga_move *m,
                        ga_findings *out)
{
    const char *id;
    json_t *v;
    json_object_foreach(json_object_get(m->args, "scores"), id, v) {
        const ledger_player *p = ledger_find(l, id);
        long long claimed;
        if (!p || !ga_json_int(v, &claimed) || claimed == p->total)
            continue;
        ga_finding *fd;
        if (p->has_abs)
            fd = ga_findings_add(out, m, GA_ERROR, "bga.score.ledger", &ga_bga_refs[GA_BGA_RULE_LEDGER],
                                 "the result gives %s %lld points, but the log last "
                                 "stated %lld (line %d) and %ld change(s) of %+lld after it: "
                                 "%lld",
                                 pname(h, id), claimed, p->last_abs, p->line_abs, p->changes, p->since,
                                 p->total);
        else
            fd = ga_findings_add(out, m, GA_ERROR, "bga.score.ledger", &ga_bga_refs[GA_BGA_RULE_LEDGER],
                                 "the result gives %s %lld points, but the %ld score "
                                 "change(s) the log states add up to %lld",
                                 pname(h, id), claimed, p->changes, p->total);
        if (!fd)
            return GA_ENOMEM;
    }
    return 0;
}

int ga_bga_ledger_dump(const ga_bga_ledger *l, ga_buf *out)
{
    for (size_t i = 0; i < l->n; i++) {
        const ledger_player *p = &l->v[i];
        if (ga_buf_printf(out, "player %s: score %lld", p->id, p->total))
            return GA_ENOMEM;
        if (p->has_abs && ga_buf_printf(out, " (stated %lld at line %d, then %ld change(s))",
                                        p->last_abs, p->line_abs, p->changes))
            return GA_ENOMEM;
        if (ga_buf_puts(out, "\n"))
            return GA_ENOMEM;
    }
    return 0;
}

/* ---------------------------------------------------------------- the audit */

struct ga_bga_audit {
    ga_header header;
    ga_bga_ledger *ledger;
    int have_result;
    ga_move last;  /* where the log stops: seq and span of the last move */
};

int ga_bga_audit_new(ga_bga_audit **out, const ga_header *setup, ga_error *err)
{
    ga_bga_audit *e = calloc(1, sizeof *e);
    *out = NULL;
    /* The game the reader detected, even when --game chose this audit. */
    const char *game = json_string_value(json_object_get(setup->setup, "bga_game"));
    if (!e || ga_header_copy(&e->header, setup) ||
        ga_bga_ledger_new(&e->ledger, game ? game : setup->game)) {
        if (e) {
            ga_header_clear(&e->header);
            free(e);
        }
        return ga_error_set(err, GA_ENOMEM, setup->file, 0, "out of memory");
    }
    *out = e;
    return 0;
}

int ga_bga_audit_apply(ga_bga_audit *e, const ga_move *m, ga_findings *out)
{
    e->last.seq = m->seq;
    e->last.game = m->game;
    e->last.src = m->src;
    if (!strcmp(m->action, "result")) {
        e->have_result = 1;
        int rc = ga_bga_check_result(&e->header, m, out);
        return rc ? rc : ga_bga_ledger_check(e->ledger, &e->header, m, out);
    }
    json_t *unfilled = json_object_get(m->args, "unfilled");
    if (json_array_size(unfilled)) {
        ga_finding *fd = ga_findings_add(
            out, m, GA_WARNING, "bga.log.unfilled", NULL,
            "the %s template names ${%s}, which its args do not hold; the text keeps the "
            "placeholder", m->action, json_string_value(json_array_get(unfilled, 0)));
        if (!fd)
            return GA_ENOMEM;
    }
    return ga_bga_ledger_apply(e->ledger, m);
}

int ga_bga_audit_finish(ga_bga_audit *e, ga_findings *out)
{
    if (e->have_result)
        return 0;
    /* Reported where the log stops (line 1 of an empty one). */
    ga_move at = e->last;
    if (!at.src.line)
        at.src.line = at.src.col = 1;
    return ga_findings_add(out, &at, GA_WARNING, "bga.result.missing", &ga_bga_refs[GA_BGA_RULE_PLAYERS],
                           "the log has no end-of-game result (gameStateChange 99 with "
                           "result[]): final scores and ranks were not checked")
               ? 0 : GA_ENOMEM;
}

int ga_bga_audit_dump(const ga_bga_audit *e, ga_buf *out)
{
    return ga_bga_ledger_dump(e->ledger, out);
}

void ga_bga_audit_free(ga_bga_audit *e)
{
    if (!e)
        return;
    ga_bga_ledger_free(e->ledger);
    ga_header_clear(&e->header);
    free(e);
}

/* The generic audit as an engine of its own: ga_engine is ga_bga_audit. */
static int bga_new(ga_engine **out, const ga_header *setup, const ga_ruleset *rules,
                   ga_error *err)
{
    (void)rules;
    return ga_bga_audit_new((ga_bga_audit **)out, setup, err);
}

static int bga_apply(ga_engine *e, const ga_move *m, ga_findings *out)
{
    return ga_bga_audit_apply((ga_bga_audit *)e, m, out);
}

static int bga_finish(ga_engine *e, ga_findings *out)
{
    return ga_bga_audit_finish((ga_bga_audit *)e, out);
}

static int bga_dump(const ga_engine *e, ga_buf *out)
{
    return ga_bga_audit_dump((const ga_bga_audit *)e, out);
}

static void bga_free(ga_engine *e)
{
    ga_bga_audit_free((ga_bga_audit *)e);
}

/* The generic audit's findings: every BGA engine reports them too (through
 * ga_bga_audit_*), so their codes keep the "bga." prefix whatever the game. */
static const ga_check_def bga_checks[] = {
    {"bga.log.unfilled", GA_WARNING, -1, "a template naming an arg the event lacks"},
    {"bga.result.duplicate", GA_ERROR, GA_BGA_RULE_PLAYERS, "a player listed twice in result[]"},
    {"bga.result.missing", GA_WARNING, GA_BGA_RULE_PLAYERS, "a log without the end-of-game result"},
    {"bga.result.player-missing", GA_ERROR, GA_BGA_RULE_PLAYERS, "a player of the table missing from result[]"},
    {"bga.result.player-unknown", GA_WARNING, GA_BGA_RULE_PLAYERS, "a result[] row for no player of the table"},
    {"bga.result.rank", GA_ERROR, GA_BGA_RULE_RANKING, "ranks not following scores and tie-breakers"},
    {"bga.result.score", GA_ERROR, GA_BGA_RULE_RANKING, "a result[] score that is not a number"},
    {"bga.result.tie", GA_ERROR, GA_BGA_RULE_RANKING, "a tie flag where scores differ, or none where equal"},
    {"bga.score.ledger", GA_ERROR, GA_BGA_RULE_LEDGER, "a final score against the score changes logged"},
};

const ga_game ga_game_bga = {
    .name = "bga",
    .title = "Board Game Arena (generic audit)",
    .wiki_page = "",
    .summary = "result[] consistent: ranks vs scores and tie-breakers, every player present; "
              "score ledger where the game logs score changes; used for every BGA log whose "
              "game has no engine",
    .new = bga_new,
    .apply = bga_apply,
    .finish = bga_finish,
    .dump = bga_dump,
    .free = bga_free,
    GA_TABLE(refs, ga_bga_refs),
    GA_TABLE(checks, bga_checks),
    .tested_on = "the real Gaia Project archive of BGA table 798145204, 5 Ark Nova archives and "
                 "another game's (shared/data/bga/other-games), their replay pages and copied "
                 "text, and known-bad copies of them (fixtures/bga)",
    .reads_bga = 1,
};
