/* sgf.c — GNU Backgammon's SGF (GM[6]) match files (FORMATS.md §3), read
 * into the backgammon stream (briefs/backgammon-stream.md).
 *
 * A tokenizer for SGF FF[4] (GameTree = "(" Node+ GameTree* ")", Node =
 * ";" Property*, Property = Ident Value+, Value = "[" text "]" with `\`
 * escapes).  Each top-level game tree is one game; inside it the main line
 * is followed (the first child tree at every level, as gnubg's reader
 * does) and other variations are read but ignored.  Nesting is tracked
 * with counters, never recursion, and bounded.  A node's properties are
 * collected and acted on when the next node or tree begins, so a move goes
 * to the sink as soon as its node ends; nothing of past games is kept. */
#include "../src/internal.h"
#include "parsers.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* Deepest variation nesting read; deeper input is reported unreadable. */
#define SGF_MAX_DEPTH 256
/* More sub-moves than this in one move cannot be a play (a double gives four). */
#define SGF_MAX_STEPS 8
#define SGF_MAX_DIGITS 9

/* A property value: the text between the brackets, escapes still in. */
typedef struct sgf_val {
    size_t off, len;
} sgf_val;

/* What one node says, as far as the stream needs. */
typedef struct sgf_node {
    size_t off;                /* the ';' */
    int mover;                 /* 0 = W, 1 = B, -1 = no W/B property */
    sgf_val move;
    int pl;                    /* PL: 0 = W, 1 = B, -1 = absent */
    int has_di, has_cv, has_cp, setup;
    sgf_val di, cv, cp;
    size_t setup_off;          /* first of AE/AW/AB */
    int ae[25], aw[25], ab[25];/* per letter a..y: cleared / W / B checkers */
    /* root properties */
    int has_mi, has_pw, has_pb, has_dt, has_ru, has_re, has_gm;
    size_t mi_off, mi_end;     /* the whole MI property */
    long mi_length, mi_game, mi_ws, mi_bs; /* -1 = not given */
    sgf_val pw, pb, dt, ru, re, gm;
} sgf_node;

typedef struct sgf_parser {
    const ga_source *src;
    const ga_sink *sink;
    ga_error *err;
    const char *d;
    size_t len;
    long seq;
    int game;                  /* top-level trees started */
    int header_sent;
    int depth;                 /* open '(' */
    int skip;                  /* depth of the variation being skipped, 0 = none */
    unsigned char child[SGF_MAX_DEPTH + 2];  /* a child tree was opened at this depth */
    size_t open_off[SGF_MAX_DEPTH + 2];
    int in_node;               /* a main-line node is being collected */
    int nodes;                 /* main-line nodes of the current game */
    sgf_node n;
    /* per game */
    int have_re;
    sgf_val re;
    int on_roll;               /* 0 = W, 1 = B: who rolls next as far as known */
    long cube;                 /* cube value, for `double` and `CP` */
    int owner;                 /* -1 centred, 0 W, 1 B */
    long offered;              /* value of an unanswered double, 0 = none */
    int offered_by, redoubles;
    int pending;               /* a DI roll waiting for its move */
    int pend_player, pend_dice[2];
    sgf_val pend_val;
    ga_move m;
} sgf_parser;

static const char *const sgf_ids[2] = {"1", "2"}; /* W = player "1", B = player "2" */

/* ---------------------------------------------------------------- errors and emitting */

static int sgf_fail(sgf_parser *P, size_t off, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static int sgf_fail(sgf_parser *P, size_t off, const char *fmt, ...)
{
    char msg[200];
    int line, col;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    ga_source_linecol(P->src, off, &line, &col);
    ga_error_setpos(P->err, GA_EINPUT, P->src->path, line, col, "%s", msg);
    if (P->err)
        P->err->offset = off;
    return GA_EINPUT;
}

/* Copies up to 24 bytes of a value for a message, unprintable ones as '?'. */
static const char *quote(char *out, size_t outsz, const char *d, size_t off, size_t len)
{
    size_t n = 0;
    for (size_t i = 0; i < len && n < 24 && n + 4 < outsz; i++) {
        unsigned char c = (unsigned char)d[off + i];
        out[n++] = (c >= 0x20 && c < 0x7f) ? (char)c : '?';
    }
    if (len > n && n + 4 < outsz) {
        memcpy(out + n, "...", 3);
        n += 3;
    }
    out[n] = '\0';
    return out;
}

/* Sends one move; args is stolen. */
static int emit(sgf_parser *P, const char *player, const char *action, json_t *args,
                size_t off, size_t len)
{
    if (!args)
        return GA_ENOMEM;
    ga_span sp = {off, len, 0, 0};
    if (ga_move_set(&P->m, ++P->seq, P->game, player, action, args, sp, P->d + off, len))
        return GA_ENOMEM;
    return P->sink->move(P->sink->ctx, &P->m, P->err);
}

/* Returns the value unescaped (`\x` gives x, `\` + line end is dropped),
 * owned by the caller, or NULL when out of memory. */
static char *unescape(const sgf_parser *P, sgf_val v)
{
    char *s = malloc(v.len + 1);
    size_t n = 0;
    if (!s)
        return NULL;
    for (size_t i = 0; i < v.len; i++) {
        char c = P->d[v.off + i];
        if (c == '\\' && i + 1 < v.len) {
            c = P->d[v.off + ++i];
            if (c == '\r' || c == '\n') {
                if (i + 1 < v.len && P->d[v.off + i + 1] == (c == '\r' ? '\n' : '\r'))
                    i++;
                continue;
            }
        }
        s[n++] = c;
    }
    s[n] = '\0';
    return s;
}

static int val_is(const sgf_parser *P, sgf_val v, const char *w)
{
    return v.len == strlen(w) && strncasecmp(P->d + v.off, w, v.len) == 0;
}

/* Returns 1 and sets *out when [p, p+n) is 1..SGF_MAX_DIGITS digits. */
static int read_number(const char *p, size_t n, long *out)
{
    if (n == 0 || n > SGF_MAX_DIGITS)
        return 0;
    long v = 0;
    for (size_t i = 0; i < n; i++) {
        if (!isdigit((unsigned char)p[i]))
            return 0;
        v = v * 10 + (p[i] - '0');
    }
    *out = v;
    return 1;
}

/* ---------------------------------------------------------------- properties */

/* Reads one MI value (`length:N`, `game:i`, `ws:s`, `bs:s`); others are ignored. */
static int read_mi(sgf_parser *P, sgf_val v)
{
    static const struct { const char *key; size_t off; } keys[] = {
        {"length:", offsetof(sgf_node, mi_length)},
        {"game:", offsetof(sgf_node, mi_game)},
        {"ws:", offsetof(sgf_node, mi_ws)},
        {"bs:", offsetof(sgf_node, mi_bs)},
    };
    const char *s = P->d + v.off;
    char qb[40];
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
        size_t k = strlen(keys[i].key);
        if (v.len < k || strncmp(s, keys[i].key, k) != 0)
            continue;
        long *dst = (long *)((char *)&P->n + keys[i].off);
        if (!read_number(s + k, v.len - k, dst))
            return sgf_fail(P, v.off, "bad match information MI[%s]",
                            quote(qb, sizeof qb, P->d, v.off, v.len));
        return 0;
    }
    return 0;
}

/* Adds the points of an AE/AW/AB value (`a` or a range `a:y`) to counts. */
static int read_point_list(sgf_parser *P, sgf_val v, int counts[25], int add)
{
    const char *s = P->d + v.off;
    char qb[40];
    int a, b;
    if (v.len == 1 && s[0] >= 'a' && s[0] <= 'y') {
        a = b = s[0] - 'a';
    } else if (v.len == 3 && s[1] == ':' && s[0] >= 'a' && s[0] <= 'y' && s[2] >= 'a' &&
               s[2] <= 'y' && s[0] <= s[2]) {
        a = s[0] - 'a';
        b = s[2] - 'a';
    } else {
        return sgf_fail(P, v.off, "bad set-up point \"%s\" (expected a-y or a range a:y)",
                        quote(qb, sizeof qb, P->d, v.off, v.len));
    }
    for (int i = a; i <= b; i++)
        counts[i] = add ? counts[i] + 1 : 1;
    if (counts[a] > 15)
        return sgf_fail(P, v.off, "more than 15 checkers set up on one point");
    return 0;
}

/* Records the value number idx of property id (of length idn) in the node. */
static int on_value(sgf_parser *P, const char *id, size_t idn, size_t prop_off, sgf_val v,
                    int idx)
{
    sgf_node *n = &P->n;
#define IS(s) (idn == sizeof(s) - 1 && memcmp(id, s, idn) == 0)
    if (idn == 1 && (id[0] == 'W' || id[0] == 'B')) {
        if (idx == 0 && n->mover < 0) {  /* gnubg ignores a second move in a node */
            n->mover = id[0] == 'B';
            n->move = v;
        }
    } else if (IS("MI")) {
        if (!n->has_mi)
            n->mi_off = prop_off;
        n->has_mi = 1;
        n->mi_end = v.off + v.len + 1;
        return read_mi(P, v);
    } else if (IS("AE") || IS("AW") || IS("AB")) {
        if (!n->setup)
            n->setup_off = prop_off;
        n->setup = 1;
        return read_point_list(P, v, id[1] == 'E' ? n->ae : id[1] == 'W' ? n->aw : n->ab,
                               id[1] != 'E');
    } else if (idx == 0) {
        struct { const char *name; int *has; sgf_val *val; } one[] = {
            {"PW", &n->has_pw, &n->pw}, {"PB", &n->has_pb, &n->pb}, {"DT", &n->has_dt, &n->dt},
            {"RU", &n->has_ru, &n->ru}, {"RE", &n->has_re, &n->re}, {"GM", &n->has_gm, &n->gm},
            {"DI", &n->has_di, &n->di}, {"CV", &n->has_cv, &n->cv}, {"CP", &n->has_cp, &n->cp},
        };
        for (size_t i = 0; i < sizeof one / sizeof one[0]; i++)
            if (idn == 2 && memcmp(id, one[i].name, 2) == 0) {
                *one[i].has = 1;
                *one[i].val = v;
                return 0;
            }
        if (IS("PL")) {
            if (val_is(P, v, "W") || val_is(P, v, "B"))
                n->pl = (P->d[v.off] & ~0x20) == 'B';
            else {
                char qb[40];
                return sgf_fail(P, v.off, "bad player PL[%s] (expected W or B)",
                                quote(qb, sizeof qb, P->d, v.off, v.len));
            }
        }
    }
#undef IS
    /* Everything else (A, DA, LU, MR, BM, DO, BC, DC, GB, GW, C, GS, ...) is analysis
     * or commentary: ignored. */
    return 0;
}

/* ---------------------------------------------------------------- acting on nodes */

/* Reads `RU[Crawford:CrawfordGame:Jacoby:...]` into flags. */
static void read_rules(const sgf_parser *P, sgf_val v, int *crawford, int *crawford_game,
                       int *jacoby, int *nocube, const char **variant)
{
    /* Rule words as gnubg writes them (GitMirroring/gnubg, sgf.c SaveGame/RestoreRules). */
    static const struct { const char *word; const char *variant; } variants[] = {
        {"Nackgammon", "nackgammon"}, {"Hypergammon1", "hypergammon1"},
        {"Hypergammon2", "hypergammon2"}, {"Hypergammon3", "hypergammon3"},
    };
    size_t i = 0;
    while (i <= v.len) {
        size_t j = i;
        while (j < v.len && P->d[v.off + j] != ':')
            j++;
        sgf_val w = {v.off + i, j - i};
        if (val_is(P, w, "Crawford"))
            *crawford = 1;
        else if (val_is(P, w, "CrawfordGame"))
            *crawford_game = 1;
        else if (val_is(P, w, "Jacoby"))
            *jacoby = 1;
        else if (val_is(P, w, "NoCube"))
            *nocube = 1;
        for (size_t k = 0; k < sizeof variants / sizeof variants[0]; k++)
            if (val_is(P, w, variants[k].word))
                *variant = variants[k].variant;
        i = j + 1;
    }
}

static int send_header(sgf_parser *P)
{
    const sgf_node *n = &P->n;
    ga_header h = {0};
    int rc = GA_ENOMEM;
    int crawford = 0, crawford_game = 0, jacoby = 0, nocube = 0;
    const char *variant = "standard";
    if (n->has_ru)
        read_rules(P, n->ru, &crawford, &crawford_game, &jacoby, &nocube, &variant);
    h.game = ga_strdup0("backgammon");
    h.format = ga_strdup0("gnubg-sgf");
    h.file = ga_strdup0(P->src->path);
    h.players = calloc(2, sizeof *h.players);
    h.setup = json_object();
    if (!h.game || !h.format || !h.file || !h.players || !h.setup)
        goto cleanup;
    h.nplayers = 2;
    h.players[0].id = ga_strdup0("1");
    h.players[1].id = ga_strdup0("2");
    if (!h.players[0].id || !h.players[1].id)
        goto cleanup;
    if (n->has_pw && !(h.players[0].name = unescape(P, n->pw)))
        goto cleanup;
    if (n->has_pb && !(h.players[1].name = unescape(P, n->pb)))
        goto cleanup;
    if (n->has_dt && n->dt.len >= 10) {
        const char *s = P->d + n->dt.off;
        int ok = s[4] == '-' && s[7] == '-';
        for (int i = 0; i < 10 && ok; i++)
            ok = i == 4 || i == 7 || isdigit((unsigned char)s[i]);
        if (ok && !(h.date = ga_strndup(s, 10)))
            goto cleanup;
    }
    if (n->mi_length >= 0)
        json_object_set_new(h.setup, "match_length", json_integer(n->mi_length));
    if (n->has_ru) {
        json_object_set_new(h.setup, "crawford", json_boolean(crawford));
        json_object_set_new(h.setup, "jacoby", json_boolean(jacoby));
        if (nocube)
            json_object_set_new(h.setup, "cube_limit", json_integer(1));
    }
    json_object_set_new(h.setup, "variant", json_string(variant));
    P->header_sent = 1;
    rc = P->sink->header(P->sink->ctx, &h, P->err);
cleanup:
    ga_header_clear(&h);
    return rc;
}

static json_t *cube_args(long value, int owner)
{
    return json_pack("{s:I,s:o}", "value", (json_int_t)value, "owner",
                     owner < 0 ? json_null() : json_string(sgf_ids[owner]));
}

/* Reads a cube value CV[n]. */
static int read_cube(sgf_parser *P, sgf_val v, long *out)
{
    char qb[40];
    if (!read_number(P->d + v.off, v.len, out) || *out < 1)
        return sgf_fail(P, v.off, "bad cube value CV[%s]", quote(qb, sizeof qb, P->d, v.off, v.len));
    return 0;
}

/* The root node of a game tree: header (first game), game-start, CV. */
static int root_node(sgf_parser *P)
{
    sgf_node *n = &P->n;
    char qb[40];
    int rc;
    if (n->has_gm && !val_is(P, n->gm, "6"))
        return sgf_fail(P, n->gm.off, "not a backgammon game tree (GM[%s], backgammon is GM[6])",
                        quote(qb, sizeof qb, P->d, n->gm.off, n->gm.len));
    if (!P->header_sent && (rc = send_header(P)))
        return rc;
    int crawford = 0, crawford_game = 0, jacoby = 0, nocube = 0;
    const char *variant = NULL;
    if (n->has_ru)
        read_rules(P, n->ru, &crawford, &crawford_game, &jacoby, &nocube, &variant);
    json_t *args = json_pack("{s:I,s:{s:I,s:I}}", "number",
                             (json_int_t)(n->mi_game >= 0 ? n->mi_game + 1 : P->game), "score",
                             "1", (json_int_t)(n->mi_ws >= 0 ? n->mi_ws : 0),
                             "2", (json_int_t)(n->mi_bs >= 0 ? n->mi_bs : 0));
    if (args && n->has_ru)
        json_object_set_new(args, "crawford_game", json_boolean(crawford_game));
    size_t off = n->has_mi ? n->mi_off : n->off;
    size_t end = n->has_mi ? n->mi_end : n->off + 1;
    if ((rc = emit(P, NULL, "game-start", args, off, end - off)))
        return rc;
    P->have_re = n->has_re;
    P->re = n->re;
    if (n->has_cv) {
        if ((rc = read_cube(P, n->cv, &P->cube)))
            return rc;
        n->has_cv = 0;
        return emit(P, NULL, "set-cube", cube_args(P->cube, -1), n->cv.off, n->cv.len);
    }
    return 0;
}

/* Sends the empty play of a DI roll no move followed (roll, then resignation). */
static int flush_pending(sgf_parser *P)
{
    if (!P->pending)
        return 0;
    P->pending = 0;
    return emit(P, sgf_ids[P->pend_player], "move", json_pack("{s:[]}", "steps"),
                P->pend_val.off, P->pend_val.len);
}

/* Converts a point letter to the mover's own numbering: a-x points, y bar, z off. */
static int letter_point(char c, int mover)
{
    if (c == 'y')
        return 25;
    if (c == 'z')
        return 0;
    return mover ? 'x' - c + 1 : c - 'a' + 1;
}

/* A W[...] or B[...] move property: cube action, dice only, or dice and steps. */
static int move_node(sgf_parser *P)
{
    sgf_node *n = &P->n;
    sgf_val v = n->move;
    const char *s = P->d + v.off;
    const char *who = sgf_ids[n->mover];
    char qb[40];
    int rc;
    if (val_is(P, v, "double")) {
        if ((rc = flush_pending(P)))
            return rc;
        const char *action = "double";
        long value = 2 * P->cube;
        if (P->offered && P->offered_by != n->mover) {
            action = P->redoubles++ ? "raccoon" : "beaver";
            value = 2 * P->offered;
        }
        P->offered = value;
        P->offered_by = n->mover;
        return emit(P, who, action, json_pack("{s:I}", "value", (json_int_t)value), v.off, v.len);
    }
    if (val_is(P, v, "take") || val_is(P, v, "drop")) {
        if ((rc = flush_pending(P)))
            return rc;
        int take = val_is(P, v, "take");
        if (take && P->offered) {
            P->cube = P->offered;
            P->owner = n->mover;
        }
        P->offered = 0;
        P->redoubles = 0;
        return emit(P, who, take ? "take" : "drop", json_object(), v.off, v.len);
    }
    if (v.len < 2 || !isdigit((unsigned char)s[0]) || !isdigit((unsigned char)s[1]))
        return sgf_fail(P, v.off, "bad move %c[%s] (expected two dice, then point letters)",
                        n->mover ? 'B' : 'W', quote(qb, sizeof qb, P->d, v.off, v.len));
    if ((v.len - 2) % 2)
        return sgf_fail(P, v.off + v.len - 1, "odd number of point letters in %c[%s]",
                        n->mover ? 'B' : 'W', quote(qb, sizeof qb, P->d, v.off, v.len));
    if ((v.len - 2) / 2 > SGF_MAX_STEPS)
        return sgf_fail(P, v.off, "more than %d steps in one move", SGF_MAX_STEPS);
    json_t *steps = json_array();
    if (!steps)
        return GA_ENOMEM;
    for (size_t i = 2; i < v.len; i += 2) {
        for (size_t k = i; k < i + 2; k++)
            if (s[k] < 'a' || s[k] > 'z') {
                json_decref(steps);
                return sgf_fail(P, v.off + k, "bad point letter '%s' (expected a-z)",
                                quote(qb, sizeof qb, P->d, v.off + k, 1));
            }
        json_array_append_new(steps, json_pack("[ii]", letter_point(s[i], n->mover),
                                               letter_point(s[i + 1], n->mover)));
    }
    int d0 = s[0] - '0', d1 = s[1] - '0';
    int same = P->pending && P->pend_player == n->mover && P->pend_dice[0] == d0 &&
               P->pend_dice[1] == d1;
    if (same)
        P->pending = 0;  /* the DI roll already sent is this move's roll */
    else if ((rc = flush_pending(P)) ||
             (rc = emit(P, who, "roll", json_pack("{s:[ii]}", "dice", d0, d1), v.off, 2))) {
        json_decref(steps);
        return rc;
    }
    P->on_roll = !n->mover;
    json_t *args = json_object();
    if (args)
        json_object_set_new(args, "steps", steps);
    else
        json_decref(steps);
    return emit(P, who, "move", args, v.off + 2, v.len - 2);
}

/* Acts on the collected node, in the order gnubg applies it. */
static int finish_node(sgf_parser *P)
{
    sgf_node *n = &P->n;
    int rc;
    char qb[40];
    if (!P->in_node)
        return 0;
    P->in_node = 0;
    if (P->nodes++ == 0 && (rc = root_node(P)))
        return rc;
    if (n->pl >= 0)
        P->on_roll = n->pl;
    /* A DI roll is followed by nothing (resignation) or by its own move. */
    if (P->pending && !(n->mover >= 0 && n->move.len >= 2 && isdigit((unsigned char)P->d[n->move.off])) &&
        (rc = flush_pending(P)))
        return rc;
    if (n->setup) {
        int cleared = 1;
        for (int i = 0; i < 25; i++)
            cleared &= n->ae[i];
        if (!cleared)
            return sgf_fail(P, n->setup_off, "set-up that does not clear the board first "
                                             "(AE[a:y]) is not supported");
        /* Letters are absolute: W's point p is 'a'+p-1, B's is 'x'-(p-1); 'y' is both bars. */
        json_t *w = json_array(), *b = json_array();
        for (int i = 0; i < 25; i++) {
            json_array_append_new(w, json_integer(n->aw[i]));
            json_array_append_new(b, json_integer(i == 24 ? n->ab[24] : n->ab[23 - i]));
        }
        json_t *args = json_pack("{s:{s:o,s:o}}", "board", "1", w, "2", b);
        if ((rc = emit(P, NULL, "set-board", args, n->setup_off, 2)))
            return rc;
    }
    if (n->has_cv) {
        if ((rc = read_cube(P, n->cv, &P->cube)) ||
            (rc = emit(P, NULL, "set-cube", cube_args(P->cube, P->owner), n->cv.off, n->cv.len)))
            return rc;
    }
    if (n->has_cp) {
        const char *s = P->d + n->cp.off;
        if (n->cp.len != 1 || !strchr("cwb", s[0]))
            return sgf_fail(P, n->cp.off, "bad cube owner CP[%s] (expected c, w or b)",
                            quote(qb, sizeof qb, P->d, n->cp.off, n->cp.len));
        P->owner = s[0] == 'c' ? -1 : s[0] == 'b';
        if ((rc = emit(P, NULL, "set-cube", cube_args(P->cube, P->owner), n->cp.off, n->cp.len)))
            return rc;
    }
    if (n->has_di) {
        const char *s = P->d + n->di.off;
        if (n->di.len != 2 || !isdigit((unsigned char)s[0]) || !isdigit((unsigned char)s[1]))
            return sgf_fail(P, n->di.off, "bad dice DI[%s] (expected two digits)",
                            quote(qb, sizeof qb, P->d, n->di.off, n->di.len));
        if ((rc = flush_pending(P)))
            return rc;
        P->pending = 1;
        P->pend_player = P->on_roll;
        P->pend_dice[0] = s[0] - '0';
        P->pend_dice[1] = s[1] - '0';
        P->pend_val = n->di;
        if ((rc = emit(P, sgf_ids[P->on_roll], "roll",
                       json_pack("{s:[ii]}", "dice", P->pend_dice[0], P->pend_dice[1]),
                       n->di.off, n->di.len)))
            return rc;
    }
    if (n->mover >= 0)
        return move_node(P);
    return 0;
}

/* Starts collecting the node whose ';' is at off. */
static void begin_node(sgf_parser *P, size_t off)
{
    memset(&P->n, 0, sizeof P->n);
    P->n.off = off;
    P->n.mover = P->n.pl = -1;
    P->n.mi_length = P->n.mi_game = P->n.mi_ws = P->n.mi_bs = -1;
    P->in_node = 1;
}

/* Ends a top-level game tree: the pending roll, then RE as the result. */
static int end_game(sgf_parser *P)
{
    int rc;
    char qb[40];
    if ((rc = flush_pending(P)))
        return rc;
    if (!P->have_re || P->re.len == 0 || val_is(P, P->re, "?") || val_is(P, P->re, "0") ||
        val_is(P, P->re, "Void"))
        return 0;
    const char *s = P->d + P->re.off;
    size_t n = P->re.len, k = 2;
    int winner = (s[0] & ~0x20) == 'B' ? 1 : (s[0] & ~0x20) == 'W' ? 0 : -1;
    while (k < n && isdigit((unsigned char)s[k]))
        k++;
    long points;
    int resigned = k < n && (s[k] == 'R' || s[k] == 'r');
    if (winner < 0 || n < 3 || s[1] != '+' || !read_number(s + 2, k - 2, &points) ||
        k + (size_t)resigned != n)
        return sgf_fail(P, P->re.off, "bad result RE[%s] (expected W+N or B+N, R when resigned)",
                        quote(qb, sizeof qb, P->d, P->re.off, P->re.len));
    json_t *args = json_pack("{s:I}", "points", (json_int_t)points);
    if (args && resigned)
        json_object_set_new(args, "resigned", json_true());
    return emit(P, sgf_ids[winner], "result", args, P->re.off, P->re.len);
}

static void begin_game(sgf_parser *P)
{
    P->game++;
    P->nodes = 0;
    P->have_re = 0;
    P->on_roll = 0;
    P->cube = 1;
    P->owner = -1;
    P->offered = 0;
    P->redoubles = 0;
    P->pending = 0;
}

/* ---------------------------------------------------------------- the tokenizer */

static int is_ws(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

/* Reads a property at *pos (an identifier, then one or more values). */
static int read_property(sgf_parser *P, size_t *pos)
{
    const char *d = P->d;
    size_t p = *pos, start = p;
    char id[8];
    size_t idn = 0;
    /* FF[3] allowed lower-case letters in identifiers (`AddBlack`): only the
     * upper-case ones count. */
    while (p < P->len && isalpha((unsigned char)d[p])) {
        if (isupper((unsigned char)d[p]) && idn < sizeof id)
            id[idn++] = d[p];
        p++;
    }
    while (p < P->len && is_ws(d[p]))
        p++;
    if (p >= P->len || d[p] != '[') {
        char qb[40];
        return sgf_fail(P, start, "property \"%s\" has no value",
                        quote(qb, sizeof qb, d, start, p - start > 8 ? 8 : p - start));
    }
    for (int idx = 0; p < P->len && d[p] == '['; idx++) {
        size_t open = p++;
        while (p < P->len && d[p] != ']')
            p += d[p] == '\\' ? 2 : 1;
        if (p >= P->len)
            return sgf_fail(P, open, "unclosed property value '['");
        sgf_val v = {open + 1, p - open - 1};
        p++;
        if (P->in_node) {
            int rc = on_value(P, id, idn, start, v, idx);
            if (rc)
                return rc;
        }
        while (p < P->len && is_ws(d[p]))
            p++;
    }
    *pos = p;
    return 0;
}

static int sgf_parse(const ga_source *src, const ga_sink *sink, ga_error *err)
{
    sgf_parser *P = calloc(1, sizeof *P);
    int rc = 0;
    if (!P)
        return ga_error_set(err, GA_ENOMEM, src->path, 0, "out of memory");
    P->src = src;
    P->sink = sink;
    P->err = err;
    P->d = src->data;
    P->len = src->len;
    size_t pos = (src->len >= 3 && memcmp(src->data, "\xEF\xBB\xBF", 3) == 0) ? 3 : 0;
    while (pos < P->len) {
        char c = P->d[pos];
        if (is_ws(c)) {
            pos++;
        } else if (c == '(') {
            if ((rc = finish_node(P)))
                goto cleanup;
            if (P->depth >= SGF_MAX_DEPTH) {
                rc = sgf_fail(P, pos, "variations nested deeper than %d", SGF_MAX_DEPTH);
                goto cleanup;
            }
            if (P->depth == 0)
                begin_game(P);
            else if (!P->skip && P->child[P->depth])
                P->skip = P->depth + 1;  /* a second variation: not the main line */
            if (P->depth > 0)
                P->child[P->depth] = 1;
            P->depth++;
            P->child[P->depth] = 0;
            P->open_off[P->depth] = pos++;
            /* a tree must start with a node */
            while (pos < P->len && is_ws(P->d[pos]))
                pos++;
            if (pos >= P->len || P->d[pos] != ';') {
                rc = sgf_fail(P, pos < P->len ? pos : P->open_off[P->depth],
                              "expected ';' (a node) after '('");
                goto cleanup;
            }
        } else if (c == ')') {
            if ((rc = finish_node(P)))
                goto cleanup;
            if (P->depth == 0) {
                rc = sgf_fail(P, pos, "')' without a matching '('");
                goto cleanup;
            }
            if (P->skip == P->depth)
                P->skip = 0;
            if (P->depth == 1 && (rc = end_game(P)))
                goto cleanup;
            P->depth--;
            pos++;
        } else if (c == ';') {
            if ((rc = finish_node(P)))
                goto cleanup;
            if (P->depth == 0) {
                rc = sgf_fail(P, pos, "node ';' outside a game tree '(...)'");
                goto cleanup;
            }
            if (P->child[P->depth]) {
                rc = sgf_fail(P, pos, "node ';' after a variation in the same tree");
                goto cleanup;
            }
            if (!P->skip)
                begin_node(P, pos);
            pos++;
        } else if (isalpha((unsigned char)c) && P->depth > 0) {
            if ((rc = read_property(P, &pos)))
                goto cleanup;
        } else {
            char qb[40];
            rc = sgf_fail(P, pos, "unexpected \"%s\" %s", quote(qb, sizeof qb, P->d, pos, 1),
                          P->depth ? "inside a game tree" : "outside a game tree '(...)'");
            goto cleanup;
        }
    }
    if (P->depth > 0) {
        rc = sgf_fail(P, P->open_off[P->depth], "game tree '(' never closed");
        goto cleanup;
    }
    if (!P->header_sent)
        rc = sgf_fail(P, 0, "no game tree \"(;FF[4]GM[6]...)\" found");
cleanup:
    if (rc == GA_ENOMEM)
        ga_error_set(err, GA_ENOMEM, src->path, 0, "out of memory");
    ga_move_clear(&P->m);
    free(P);
    return rc;
}

/* Confident on `(;` with GM[6] within the root's first 400 bytes. */
static int sgf_sniff(const char *data, size_t len, const char *path)
{
    (void)path;
    size_t p = ga_text_start(data, len);
    if (len - p < 2 || data[p] != '(')
        return 0;
    p++;
    while (p < len && is_ws(data[p]))
        p++;
    if (p >= len || data[p] != ';')
        return 0;
    size_t n = len - p < 400 ? len - p : 400;
    if (memmem(data + p, n, "GM[6]", 5))
        return 100;
    return 0;
}

const ga_format ga_format_sgf = {
    .name = "gnubg-sgf",
    .description = "GNU Backgammon SGF (GM[6]) match and game files",
    .game = "backgammon",
    .sniff = sgf_sniff,
    .parse = sgf_parse,
};
