/* harmonies_snapshot.c — the JSON files of miles2542/harmonies-bot (Apache-2.0) as an input
 * format for the Harmonies engine.  Four kinds, told apart by their keys:
 *   - a board snapshot (schemaVersion, boardSide, players[].cells/activeCards/…): one
 *     `position` move per player; scored, nothing to compare;
 *   - a score_parity manifest.json (cases[].snapshot, cases[].expected): one game per case,
 *     its snapshot (a file of the same folder) then a final `score` {total} per player with
 *     BGA's total;
 *   - a score breakdown (finalSnapshot, players[].engineBreakdown, bgaTotal): positions,
 *     then a final `score` with the engine's categories and BGA's total;
 *   - a self-play game (initialSnapshot, turns[].actions, breakdownAfter, finalScores):
 *     positions, holes, river, then every action as a move, the refill and river deals
 *     after each turn, the engine's `score` after each turn, and the final scores.
 * Moves point at the text they come from (found in order in the file), so a finding's line
 * names the action.  Harmonies vocabulary: validators/harmonies/engine.c. */
#include "../src/internal.h"
#include "parsers.h"

#include <libgen.h>
#include <stdlib.h>
#include <string.h>

typedef struct hs_ctx {
    const ga_source *src;
    const ga_sink *sink;
    ga_error *err;
    size_t cur;   /* text cursor: moves are found in order */
    long seq;
    int game;
} hs_ctx;

static int hs_sniff(const char *data, size_t len, const char *path)
{
    (void)path;
    size_t i = ga_text_start(data, len);
    if (i >= len || data[i] != '{')
        return 0;
    size_t n = len - i < 4096 ? len - i : 4096;
    const char *d = data + i;
    if (memmem(d, n, "\"harmonies-bot\"", 15))
        return 90;
    if (memmem(d, n, "\"schemaVersion\"", 15) &&
        (memmem(d, n, "\"boardSide\"", 11) || memmem(d, n, "\"cases\"", 7)))
        return 90;
    return 0;
}

/* Moves the cursor to the next occurrence of key (if any) and returns its offset. */
static size_t seek(hs_ctx *c, const char *key)
{
    size_t kl = strlen(key);
    if (c->cur >= c->src->len)
        return c->cur;
    const char *hit = memmem(c->src->data + c->cur, c->src->len - c->cur, key, kl);
    if (hit)
        c->cur = (size_t)(hit - c->src->data);
    return c->cur;
}

/* Steps the cursor past the key found last, so that the next seek finds the next one. */
static void step(hs_ctx *c)
{
    if (c->cur < c->src->len)
        c->cur++;
}

/* Sends one move; args is stolen. */
static int emit(hs_ctx *c, const char *player, const char *action, json_t *args, size_t off)
{
    if (!args)
        return GA_ENOMEM;
    ga_move m = {0};
    if (off >= c->src->len)
        off = c->src->len ? c->src->len - 1 : 0;
    ga_span sp = {off, c->src->len ? 1 : 0, 0, 0};
    if (ga_move_set(&m, ++c->seq, c->game, player, action, args, sp, NULL, 0))
        return GA_ENOMEM;
    int rc = c->sink->move(c->sink->ctx, &m, c->err);
    ga_move_clear(&m);
    return rc;
}

static int bad(hs_ctx *c, const char *what)
{
    return ga_error_set(c->err, GA_EINPUT, c->src->path, c->cur, "harmonies-bot file: %s", what);
}

static json_t *card_list(json_t *cards, json_t *out)
{
    size_t k;
    json_t *cd;
    json_array_foreach(cards, k, cd) {
        json_t *t = json_object_get(cd, "typeArg");
        json_t *l = json_object_get(cd, "remainingCubes");
        if (json_is_integer(t) && json_is_integer(l))
            json_array_append_new(out, json_pack("{sOsO}", "card", t, "left", l));
    }
    return out;
}

/* One `position` move per player of snapshot snap. */
static int positions(hs_ctx *c, json_t *snap)
{
    json_t *players = json_object_get(snap, "players");
    if (!json_is_array(players))
        return bad(c, "a snapshot without players");
    size_t i;
    json_t *p;
    json_array_foreach(players, i, p) {
        const char *id = json_string_value(json_object_get(p, "playerId"));
        json_t *cells = json_object_get(p, "cells");
        if (!id || !json_is_array(cells))
            return bad(c, "a player without playerId or cells");
        size_t off = seek(c, "\"playerId\"");
        step(c);
        json_t *cl = json_array();
        size_t k;
        json_t *cell;
        json_array_foreach(cells, k, cell) {
            json_t *coord = json_object_get(cell, "coord");
            json_t *col = json_object_get(coord, "col"), *row = json_object_get(coord, "row");
            json_t *toks = json_object_get(json_object_get(cell, "stack"), "tokens");
            if (!json_is_integer(col) || !json_is_integer(row))
                continue;
            json_array_append_new(cl, json_pack("{sOsOsosb}", "col", col, "row", row, "tokens",
                                                json_is_array(toks) ? json_incref(toks)
                                                                    : json_array(),
                                                "cube",
                                                json_is_true(json_object_get(cell, "lockedByCube"))));
        }
        json_t *cards = json_array();
        card_list(json_object_get(p, "activeCards"), cards);
        card_list(json_object_get(p, "completedCards"), cards);
        json_t *choices = json_array();
        json_t *ch;
        json_array_foreach(json_object_get(p, "spiritCardChoices"), k, ch) {
            json_t *t = json_object_get(ch, "typeArg");
            if (json_is_integer(t))
                json_array_append(choices, t);
        }
        json_t *args = json_pack("{soso}", "cells", cl, "cards", cards);
        if (args && json_array_size(choices))
            json_object_set(args, "choices", choices);
        json_decref(choices);
        int rc = emit(c, id, "position", args, off);
        if (rc)
            return rc;
    }
    return 0;
}

static int header(hs_ctx *c, json_t *snap, json_t *setup)
{
    ga_header h = {0};
    json_t *players = json_object_get(snap, "players");
    size_t n = json_array_size(players);
    if (!n)
        return bad(c, "no players");
    h.game = ga_strdup0("harmonies");
    h.format = ga_strdup0("harmonies-snapshot");
    h.file = ga_strdup0(c->src->path);
    h.players = calloc(n, sizeof *h.players);
    if (!h.game || !h.format || !h.file || !h.players) {
        ga_header_clear(&h);
        return GA_ENOMEM;
    }
    for (size_t i = 0; i < n; i++) {
        const char *id = json_string_value(json_object_get(json_array_get(players, i), "playerId"));
        if (!id) {
            ga_header_clear(&h);
            return bad(c, "a player without playerId");
        }
        h.players[i].id = ga_strdup0(id);
        h.players[i].name = ga_strdup0(id);
        h.nplayers++;
    }
    const char *side = json_string_value(json_object_get(snap, "boardSide"));
    json_object_set_new(setup, "side", json_string(side && strstr(side, "B") ? "B" : "A"));
    h.setup = json_incref(setup);
    int rc = c->sink->header(c->sink->ctx, &h, c->err);
    ga_header_clear(&h);
    return rc;
}

static json_t *breakdown(json_t *b, json_t *total, int final)
{
    json_t *a = json_object();
    static const char *const cats[] = {"trees", "mountains", "fields", "buildings", "water",
                                       "animals", "spirits"};
    for (size_t k = 0; k < sizeof cats / sizeof cats[0]; k++) {
        json_t *v = json_object_get(b, cats[k]);
        if (json_is_integer(v))
            json_object_set(a, cats[k], v);
    }
    if (json_is_integer(total))
        json_object_set(a, "total", total);
    if (final)
        json_object_set_new(a, "final", json_true());
    return a;
}

static int parse_selfplay(hs_ctx *c, json_t *doc)
{
    json_t *init = json_object_get(doc, "initialSnapshot");
    json_t *setup = json_object();
    json_t *bag = json_object_get(init, "bagCounts");
    if (json_is_object(bag)) {
        json_t *b = json_object();
        const char *k;
        json_t *v;
        json_object_foreach(bag, k, v) {
            if (strcmp(k, "unknown") != 0 && json_is_integer(v))
                json_object_set(b, k, v);
        }
        json_object_set_new(setup, "bag", b);
    }
    int rc = header(c, init, setup);
    json_decref(setup);
    if (rc)
        return rc;
    seek(c, "\"initialSnapshot\"");
    if ((rc = positions(c, init)))
        return rc;
    size_t off = seek(c, "\"centralTokenGroups\"");
    json_t *holes = json_object_get(init, "centralTokenGroups");
    if (json_is_array(holes) &&
        (rc = emit(c, NULL, "holes", json_pack("{sO}", "holes", holes), off)))
        return rc;
    off = seek(c, "\"riverCards\"");
    json_t *river = json_array(), *cd;
    size_t k;
    json_array_foreach(json_object_get(init, "riverCards"), k, cd) {
        json_t *t = json_object_get(cd, "typeArg");
        if (json_is_integer(t))
            json_array_append(river, t);
    }
    if ((rc = emit(c, NULL, "river", json_pack("{so}", "cards", river), off)))
        return rc;
    json_t *turns = json_object_get(doc, "turns");
    if (!json_is_array(turns))
        return bad(c, "no turns");
    seek(c, "\"turns\"");
    json_t *t;
    json_array_foreach(turns, k, t) {
        const char *pid = json_string_value(json_object_get(t, "playerId"));
        if (!pid)
            return bad(c, "a turn without playerId");
        seek(c, "\"turnIndex\"");
        step(c);
        seek(c, "\"actions\"");
        size_t j;
        json_t *a;
        json_array_foreach(json_object_get(t, "actions"), j, a) {
            off = seek(c, "\"kind\"");
            step(c);
            if (!json_is_true(json_object_get(a, "applied")))
                continue;
            json_t *act = json_object_get(a, "action");
            const char *kind = json_string_value(json_object_get(act, "kind"));
            json_t *args = NULL;
            const char *name = NULL;
            if (!kind)
                return bad(c, "an action without kind");
            if (strcmp(kind, "takeGroup") == 0) {
                json_int_t g = json_integer_value(json_object_get(act, "groupIndex"));
                args = json_pack("{sI}", "hole", g + 1);
                json_t *toks = json_object_get(act, "tokens");
                if (args && json_is_array(toks))
                    json_object_set(args, "tokens", toks);
                name = "take";
            } else if (strcmp(kind, "placeToken") == 0) {
                json_t *tok = json_object_get(act, "token");
                if (!json_is_string(tok))
                    return bad(c, "placeToken without token");
                args = json_pack("{sOsIsI}", "token", tok, "col",
                                 json_integer_value(json_object_get(act, "col")), "row",
                                 json_integer_value(json_object_get(act, "row")));
                json_t *lv = json_object_get(a, "level");
                if (args && json_is_integer(lv))
                    json_object_set(args, "level", lv);
                json_t *st = json_object_get(a, "stackAfter");
                if (args && json_is_array(st))
                    json_object_set(args, "stack", st);
                name = "place";
            } else if (strcmp(kind, "draftCard") == 0 || strcmp(kind, "chooseSpirit") == 0) {
                args = json_pack("{sI}", "card",
                                 json_integer_value(json_object_get(act, "typeArg")));
                name = kind[0] == 'd' ? "card" : "spirit";
            } else if (strcmp(kind, "settleCard") == 0) {
                args = json_pack("{sIsIsI}", "card",
                                 json_integer_value(json_object_get(act, "typeArg")), "col",
                                 json_integer_value(json_object_get(act, "col")), "row",
                                 json_integer_value(json_object_get(act, "row")));
                name = "cube";
            } else {
                return bad(c, "an action of unknown kind");
            }
            if ((rc = emit(c, pid, name, args, off)))
                return rc;
        }
        json_t *refill = json_object_get(t, "refillTokens");
        off = seek(c, "\"refillTokens\"");
        if (json_array_size(refill) || json_is_array(refill)) {
            json_int_t g = json_integer_value(json_object_get(t, "centralGroupIndex"));
            if ((rc = emit(c, NULL, "refill", json_pack("{sIsO}", "hole", g + 1, "tokens", refill),
                           off)))
                return rc;
        }
        off = seek(c, "\"riverRefills\"");
        json_array_foreach(json_object_get(t, "riverRefills"), j, cd) {
            json_t *ty = json_object_get(cd, "typeArg");
            if (json_is_integer(ty) && (rc = emit(c, NULL, "deal", json_pack("{sO}", "card", ty), off)))
                return rc;
        }
        off = seek(c, "\"breakdownAfter\"");
        json_t *b = json_object_get(t, "breakdownAfter");
        if (json_is_object(b) &&
            (rc = emit(c, pid, "score", breakdown(b, json_object_get(t, "scoreAfter"), 0), off)))
            return rc;
        /* the turn the log's endTrigger names */
        json_t *et = json_object_get(doc, "endTrigger");
        json_t *ti = json_object_get(t, "turnIndex");
        if (json_is_integer(ti) && json_equal(ti, json_object_get(et, "turnIndex"))) {
            off = seek(c, "\"endTriggeredThisTurn\"");
            json_t *args = json_pack("{ss}", "reason",
                                     json_is_true(json_object_get(et, "bagEmpty")) ? "bag"
                                                                                  : "spaces");
            json_t *em = json_object_get(et, "emptyHexes");
            if (args && json_is_integer(em))
                json_object_set(args, "empty", em);
            if ((rc = emit(c, pid, "end", args, off)))
                return rc;
        }
    }
    seek(c, "\"finalScores\"");
    json_t *fs;
    json_array_foreach(json_object_get(doc, "finalScores"), k, fs) {
        const char *pid = json_string_value(json_object_get(fs, "playerId"));
        off = seek(c, "\"playerId\"");
        step(c);
        if (pid && (rc = emit(c, pid, "score",
                              breakdown(json_object_get(fs, "breakdown"),
                                        json_object_get(fs, "total"), 1), off)))
            return rc;
    }
    return 0;
}

static int parse_breakdowns(hs_ctx *c, json_t *doc)
{
    json_t *snap = json_object_get(doc, "finalSnapshot");
    json_t *setup = json_object();
    int rc = header(c, snap, setup);
    json_decref(setup);
    if (rc)
        return rc;
    json_t *players = json_object_get(doc, "players");
    size_t k;
    json_t *p;
    size_t offs[8] = {0};
    json_array_foreach(players, k, p) {
        seek(c, "\"engineBreakdown\"");
        if (k < 8)
            offs[k] = c->cur;
        step(c);
    }
    seek(c, "\"finalSnapshot\"");
    if ((rc = positions(c, snap)))
        return rc;
    json_array_foreach(players, k, p) {
        const char *pid = json_string_value(json_object_get(p, "playerId"));
        if (pid && (rc = emit(c, pid, "score",
                              breakdown(json_object_get(p, "engineBreakdown"),
                                        json_object_get(p, "bgaTotal"), 1),
                              k < 8 ? offs[k] : 0)))
            return rc;
    }
    return 0;
}

static int parse_manifest(hs_ctx *c, json_t *doc)
{
    json_t *cases = json_object_get(doc, "cases");
    if (!json_array_size(cases))
        return bad(c, "a manifest without cases");
    char *pathcopy = ga_strdup0(c->src->path);
    if (!pathcopy)
        return GA_ENOMEM;
    char dir[512];
    snprintf(dir, sizeof dir, "%s", dirname(pathcopy));
    free(pathcopy);
    int rc = 0;
    size_t k;
    json_t *cs;
    json_array_foreach(cases, k, cs) {
        const char *name = json_string_value(json_object_get(cs, "snapshot"));
        size_t off = seek(c, "\"snapshot\"");
        step(c);
        if (!name || !*name || strchr(name, '/') || strchr(name, '\\') || name[0] == '.')
            return bad(c, "a case whose snapshot is not a file name of the manifest's folder");
        char path[1024];
        snprintf(path, sizeof path, "%s/%s", dir, name);
        json_error_t je;
        json_t *snap = json_load_file(path, JSON_REJECT_DUPLICATES, &je);
        if (!snap)
            return ga_error_set(c->err, GA_EINPUT, c->src->path, off,
                                "cannot read snapshot \"%s\": %s", name, je.text);
        c->game = (int)k + 1;
        if (k == 0) {
            json_t *setup = json_object();
            rc = header(c, snap, setup);
            json_decref(setup);
        }
        size_t save = c->cur;
        /* the snapshot's moves point at its case in the manifest */
        json_t *players = json_object_get(snap, "players");
        size_t i;
        json_t *p;
        if (rc == 0) {
            hs_ctx sub = *c;
            sub.cur = off; /* the manifest has no playerId: the moves point at the case */
            rc = positions(&sub, snap);
            c->seq = sub.seq;
        }
        c->cur = save;
        json_t *exp = json_object_get(cs, "expected");
        json_array_foreach(players, i, p) {
            const char *pid = json_string_value(json_object_get(p, "playerId"));
            json_t *tot = json_object_get(exp, pid ? pid : "");
            if (rc == 0 && pid && json_is_integer(tot))
                rc = emit(c, pid, "score", json_pack("{sOsb}", "total", tot, "final", 1), off);
        }
        json_decref(snap);
        if (rc)
            return rc;
    }
    return rc;
}

static int hs_parse(const ga_source *src, const ga_sink *sink, ga_error *err)
{
    json_error_t je;
    json_t *doc = json_loadb(src->data, src->len, JSON_REJECT_DUPLICATES, &je);
    if (!doc)
        return ga_json_error(err, src->path, &je);
    hs_ctx c = {.src = src, .sink = sink, .err = err, .game = 1};
    int rc;
    if (!json_is_object(doc))
        rc = bad(&c, "not a JSON object");
    else if (json_object_get(doc, "turns") && json_object_get(doc, "initialSnapshot"))
        rc = parse_selfplay(&c, doc);
    else if (json_object_get(doc, "finalSnapshot"))
        rc = parse_breakdowns(&c, doc);
    else if (json_object_get(doc, "cases"))
        rc = parse_manifest(&c, doc);
    else if (json_object_get(doc, "players") && json_object_get(doc, "boardSide")) {
        json_t *setup = json_object();
        rc = header(&c, doc, setup);
        json_decref(setup);
        if (rc == 0)
            rc = positions(&c, doc);
    } else
        rc = bad(&c, "neither a snapshot, a manifest, a score breakdown nor a self-play game");
    json_decref(doc);
    if (rc == GA_ENOMEM)
        ga_error_set(err, GA_ENOMEM, src->path, 0, "out of memory");
    return rc;
}

const ga_format ga_format_harmonies_snapshot = {
    .name = "harmonies-snapshot",
    .description = "harmonies-bot JSON: BGA board snapshots, score_parity manifests, score "
                   "breakdowns and self-play games (Harmonies)",
    .game = "harmonies",
    .sniff = hs_sniff,
    .parse = hs_parse,
};
