/* gaia_engine.c — the boardgamers/gaia-project engine's saved games and the
 * viewer's chart test cases (FORMATS.md §7), format "gaia-engine".
 *
 * A game file is the engine's JSON state: `moveHistory` (one turn per text
 * line, sub-commands joined by "."), `advancedLog` (per line, the resources
 * each source changed: the ledger), `options`, `players[].data.victoryPoints`,
 * `version`, `map` (the board as the file leaves it: planet types, passed on
 * in the header's setup).  A chart test case is `{types, options, moveHistory}`.  Each
 * sub-command becomes one Gaia move (vocabulary in validators/gaiaproject.c)
 * whose span is the line's string in the JSON file; the ledger's changes
 * ride on the moves of their line; a finished game ends with a `result`.
 */
#include "../src/internal.h"
#include "parsers.h"
#include "gaia_engine.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#define GE_MAXLINE 65536   /* bytes in one moveHistory line */
#define GE_MAXSEG 256      /* sub-commands in one line */
#define GE_MAXWORDS 64     /* words in one sub-command */
#define GE_MAXPLAYERS 8

static const char ARROW[] = "\xE2\x87\x92"; /* ⇒ */

/* ---------------------------------------------------------------- tokeniser */

/* Parses "a/b/c/d" (",B" brainstone marks ignored) into v; returns 1 on success. */
static int parse_bowls(const char *s, size_t n, json_t **out)
{
    long v[4];
    int k = 0;
    size_t i = 0;
    while (i < n && k < 4) {
        while (i < n && s[i] == ' ')
            i++;
        if (i >= n || !isdigit((unsigned char)s[i]))
            return 0;
        long x = 0;
        while (i < n && isdigit((unsigned char)s[i]) && x < 100000)
            x = x * 10 + (s[i++] - '0');
        if (i + 1 < n && s[i] == ',' && s[i + 1] == 'B')
            i += 2;
        while (i < n && s[i] == ' ')
            i++;
        v[k++] = x;
        if (k < 4) {
            if (i >= n || s[i] != '/')
                return 0;
            i++;
        }
    }
    while (i < n && s[i] == ' ')
        i++;
    if (k != 4 || i != n)
        return 0;
    *out = json_pack("[iiii]", (json_int_t)v[0], (json_int_t)v[1], (json_int_t)v[2],
                     (json_int_t)v[3]);
    return *out != NULL;
}

typedef struct deco {
    json_t *before, *after; /* power bowls */
    long from, to;          /* research step, -1 when none */
} deco;

static void deco_clear(deco *d)
{
    json_decref(d->before);
    json_decref(d->after);
    d->before = d->after = NULL;
    d->from = d->to = -1;
}

/* Strips the decorations from the n bytes of s into buf (NUL-terminated),
 * recording what they say in d.  Parentheses without "⇒" or "from" stay. */
static void strip_decorations(const char *s, size_t n, char *buf, deco *d)
{
    size_t o = 0;
    for (size_t i = 0; i < n;) {
        if (s[i] == '(') {
            const char *close = memchr(s + i, ')', n - i);
            if (close) {
                size_t inner = (size_t)(close - s) - i - 1;
                const char *in = s + i + 1;
                const char *arrow = memmem(in, inner, ARROW, 3);
                int known = 0;
                if (arrow) {
                    size_t l = (size_t)(arrow - in), r = inner - l - 3;
                    json_t *b = NULL, *a = NULL;
                    if (memchr(in, '/', l) && parse_bowls(in, l, &b) &&
                        parse_bowls(arrow + 3, r, &a)) {
                        json_decref(d->before);
                        json_decref(d->after);
                        d->before = b;
                        d->after = a;
                        known = 1;
                    } else {
                        json_decref(b);
                        char x[32] = "", y[32] = "";
                        if (l < sizeof x && r < sizeof y) {
                            memcpy(x, in, l);
                            memcpy(y, arrow + 3, r);
                            char *e1, *e2;
                            long fv = strtol(x, &e1, 10), tv = strtol(y, &e2, 10);
                            while (*e1 == ' ')
                                e1++;
                            while (*e2 == ' ')
                                e2++;
                            if (e1 != x && e2 != y && !*e1 && !*e2) {
                                d->from = fv;
                                d->to = tv;
                                known = 1;
                            }
                        }
                    }
                } else if (inner >= 5 && !memcmp(in, "from ", 5)) {
                    known = 1;
                }
                if (known) {
                    i = (size_t)(close - s) + 1;
                    continue;
                }
            }
        }
        buf[o++] = s[i++];
    }
    buf[o] = '\0';
}

/* Splits s in place on spaces; returns the word count (at most max). */
static int split_words(char *s, char **w, int max)
{
    int n = 0;
    char *save = NULL;
    for (char *t = strtok_r(s, " \t\r\n", &save); t && n < max; t = strtok_r(NULL, " \t\r\n", &save))
        w[n++] = t;
    return n;
}

/* Parses "2pw", "1o,1c", "3t-a3" into an amounts object {unit: n}. */
static json_t *parse_amounts(const char *s)
{
    json_t *o = json_object();
    while (o && *s) {
        char *end;
        long n = strtol(s, &end, 10);
        if (end == s)
            n = 1;
        if (n < 0 || n > 100000)
            n = 0;
        const char *u = end;
        size_t ul = strcspn(u, ",");
        char unit[16];
        if (ul == 0 || ul >= sizeof unit)
            break;
        memcpy(unit, u, ul);
        unit[ul] = '\0';
        json_t *prev = json_object_get(o, unit);
        json_object_set_new(o, unit, json_integer(n + (prev ? json_integer_value(prev) : 0)));
        s = u + ul;
        if (*s == ',')
            s++;
    }
    return o;
}

/* Parses "area1: 4, area2: 2" words into {"area1":4,"area2":2}. */
static json_t *parse_using(char **w, int n)
{
    json_t *o = json_object();
    for (int i = 0; o && i + 1 < n; i++) {
        size_t l = strlen(w[i]);
        if (l > 1 && w[i][l - 1] == ':') {
            char key[16];
            if (l - 1 >= sizeof key)
                continue;
            memcpy(key, w[i], l - 1);
            key[l - 1] = '\0';
            json_object_set_new(o, key, json_integer(strtol(w[i + 1], NULL, 10)));
            i++;
        }
    }
    return o;
}

static long amount_of(const char *s)
{
    long n = strtol(s, NULL, 10);
    return n < 0 || n > 100000 ? 0 : n;
}

/* Builds the Gaia move of one sub-command's words. */
static json_t *command_move(char **w, int n, int after_tech)
{
    const char *cmd = w[0];
    json_t *args = json_object();
    const char *action = cmd;
    if (!args)
        return NULL;
    if (!strcmp(cmd, "faction") && n >= 2) {
        json_object_set_new(args, "faction", json_string(w[1]));
    } else if (!strcmp(cmd, "bid") && n >= 3) {
        json_object_set_new(args, "faction", json_string(w[1]));
        json_object_set_new(args, "vp", json_integer(amount_of(w[2])));
    } else if (!strcmp(cmd, "build") && n >= 3) {
        json_object_set_new(args, "building", json_string(w[1]));
        json_object_set_new(args, "hex", json_string(w[2]));
        if (n > 3 && !strcmp(w[3], "using"))
            json_object_set_new(args, "using", parse_using(w + 4, n - 4));
    } else if (!strcmp(cmd, "up") && n >= 2) {
        action = "research";
        json_object_set_new(args, "track", json_string(w[1]));
        if (after_tech)
            json_object_set_new(args, "free", json_true());
    } else if (!strcmp(cmd, "tech") && n >= 2) {
        json_object_set_new(args, "pos", json_string(w[1]));
    } else if ((!strcmp(cmd, "charge") || !strcmp(cmd, "decline")) && n >= 2) {
        json_object_set_new(args, "n", json_integer(amount_of(w[1])));
    } else if (!strcmp(cmd, "burn") && n >= 2) {
        json_object_set_new(args, "n", json_integer(amount_of(w[1])));
    } else if (!strcmp(cmd, "spend") && n >= 4 && !strcmp(w[2], "for")) {
        action = "convert";
        json_object_set_new(args, "pay", parse_amounts(w[1]));
        json_object_set_new(args, "gain", parse_amounts(w[3]));
    } else if ((!strcmp(cmd, "action") || !strcmp(cmd, "special")) && n >= 2) {
        json_object_set_new(args, "id", json_string(w[1]));
    } else if (!strcmp(cmd, "pass")) {
        for (int i = 1; i < n; i++) {
            if (!strcmp(w[i], "returning") && i + 1 < n)
                json_object_set_new(args, "returning", json_string(w[++i]));
            else
                json_object_set_new(args, "booster", json_string(w[i]));
        }
    } else if (!strcmp(cmd, "booster") && n >= 2) {
        json_object_set_new(args, "booster", json_string(w[1]));
    } else if (!strcmp(cmd, "federation") && n >= 2) {
        json_t *hexes = json_array();
        char tmp[GE_MAXLINE > 4096 ? 4096 : GE_MAXLINE];
        snprintf(tmp, sizeof tmp, "%s", w[1]);
        char *save = NULL;
        for (char *h = strtok_r(tmp, ",", &save); h; h = strtok_r(NULL, ",", &save))
            json_array_append_new(hexes, json_string(h));
        json_object_set_new(args, "hexes", hexes);
        if (n >= 3 && strcmp(w[2], "using"))
            json_object_set_new(args, "tile", json_string(w[2]));
        for (int i = 2; i < n; i++)
            if (!strcmp(w[i], "using"))
                json_object_set_new(args, "using", parse_using(w + i + 1, n - i - 1));
    } else if (!strcmp(cmd, "lostPlanet") && n >= 2) {
        action = "build";
        json_object_set_new(args, "building", json_string("lp"));
        json_object_set_new(args, "hex", json_string(w[1]));
    } else if (!strcmp(cmd, "swap-PI") && n >= 2) {
        action = "swap-pi";
        json_object_set_new(args, "hex", json_string(w[1]));
    } else if (!strcmp(cmd, "fedtile") && n >= 2) {
        action = "federation-token";
        json_object_set_new(args, "tile", json_string(w[1]));
    } else if (!strcmp(cmd, "income") && n >= 2) {
        json_object_set_new(args, "choice", parse_amounts(w[1]));
    } else {
        json_t *words = json_array();
        for (int i = 1; i < n; i++)
            json_array_append_new(words, json_string(w[i]));
        json_object_set_new(args, "words", words);
    }
    return json_pack("{s:s,s:o}", "action", action, "args", args);
}

/* Is w a line's actor: a faction name or "pN"? (Commands are never actors.) */
static int is_command(const char *w)
{
    static const char *const cmds[] = {
        "faction", "bid", "build", "up", "tech", "charge", "decline", "burn", "spend",
        "action", "special", "pass", "booster", "federation", "fedtile", "income", "cover",
        "lostPlanet", "swap-PI", "brainstone", "move", "rotate",
    };
    for (size_t i = 0; i < sizeof cmds / sizeof cmds[0]; i++)
        if (!strcmp(w, cmds[i]))
            return 1;
    return 0;
}

int ga_gaia_engine_tokenize(const char *line, size_t len, json_t **out)
{
    *out = NULL;
    if (len > GE_MAXLINE || memchr(line, '\0', len))
        return GA_EINPUT;
    int rc = GA_ENOMEM;
    char *buf = malloc(len + 1), *copy = malloc(len + 1);
    json_t *res = json_object(), *moves = json_array();
    deco line_deco = {NULL, NULL, -1, -1};
    if (!buf || !copy || !res || !moves)
        goto cleanup;
    memcpy(copy, line, len);
    copy[len] = '\0';
    /* Segments split on '.', the actor is the first word of the first. */
    char *segs[GE_MAXSEG];
    int nseg = 0;
    for (char *p = copy; nseg < GE_MAXSEG;) {
        segs[nseg++] = p;
        char *dot = strchr(p, '.');
        if (!dot)
            break;
        *dot = '\0';
        p = dot + 1;
    }
    json_object_set_new(res, "actor", json_null());
    int after_tech = 0;
    size_t cover = 0; /* first move a power decoration would cover */
    for (int s = 0; s < nseg; s++) {
        deco d = {NULL, NULL, -1, -1};
        strip_decorations(segs[s], strlen(segs[s]), buf, &d);
        char *w[GE_MAXWORDS];
        int n = split_words(buf, w, GE_MAXWORDS);
        int first = 0;
        if (s == 0 && n > 0 && !is_command(w[0]) && strcmp(w[0], "init")) {
            json_object_set_new(res, "actor", json_string(w[0]));
            first = 1;
        }
        if (n - first > 0 && w[first][0] == '(')
            n = first; /* a parenthesis left open: display residue, not a command */
        if (n - first > 0) {
            json_t *mv;
            if (!strcmp(w[0], "init")) {
                json_t *a = json_object();
                json_object_set_new(a, "players", json_integer(n > 1 ? amount_of(w[1]) : 0));
                json_object_set_new(a, "seed", json_string(n > 2 ? w[2] : ""));
                mv = json_pack("{s:s,s:o}", "action", "init", "args", a);
            } else {
                mv = command_move(w + first, n - first, after_tech);
            }
            if (!mv) {
                deco_clear(&d);
                goto cleanup;
            }
            if (!strcmp(w[first], "tech"))
                after_tech = 1;
            json_t *args = json_object_get(mv, "args");
            if (d.from >= 0) {
                json_object_set_new(args, "from", json_integer(d.from));
                json_object_set_new(args, "to", json_integer(d.to));
            }
            json_array_append_new(moves, mv);
        }
        /* A power display covers the line from its start (or the end of the
         * previous display) to the end of its own segment. */
        size_t nm = json_array_size(moves);
        if (d.before && nm > cover) {
            json_object_set(json_object_get(json_array_get(moves, cover), "args"),
                            "power_before", d.before);
            json_object_set(json_object_get(json_array_get(moves, nm - 1), "args"),
                            "power_after", d.after);
            cover = nm;
        }
        if (d.before) {
            json_decref(line_deco.before);
            json_decref(line_deco.after);
            line_deco.before = json_incref(d.before);
            line_deco.after = json_incref(d.after);
        }
        deco_clear(&d);
    }
    if (line_deco.before) {
        json_object_set(res, "before", line_deco.before);
        json_object_set(res, "after", line_deco.after);
    }
    json_object_set(res, "moves", moves);
    *out = res;
    res = NULL;
    rc = 0;
cleanup:
    deco_clear(&line_deco);
    json_decref(moves);
    json_decref(res);
    free(buf);
    free(copy);
    return rc;
}

/* ---------------------------------------------------------------- spans */

typedef struct span {
    size_t off, len;
} span;

/* Skips a JSON string starting at s[i] == '"'; returns the index after it. */
static size_t skip_string(const char *s, size_t n, size_t i)
{
    for (i++; i < n; i++) {
        if (s[i] == '\\')
            i++;
        else if (s[i] == '"')
            return i + 1;
    }
    return n;
}

/* Finds the elements of the array under the top-level key `key` in the JSON
 * text s; fills *out (caller frees) with each element's byte span. */
static int array_spans(const char *s, size_t n, const char *key, span **out, size_t *count)
{
    *out = NULL;
    *count = 0;
    size_t klen = strlen(key), i = 0;
    int depth = 0;
    while (i < n) {
        char c = s[i];
        if (c == '"') {
            size_t e = skip_string(s, n, i);
            if (depth == 1 && e - i - 2 == klen && !memcmp(s + i + 1, key, klen)) {
                size_t j = e;
                while (j < n && (isspace((unsigned char)s[j]) || s[j] == ':'))
                    j++;
                if (j < n && s[j] == '[') {
                    size_t cap = 0;
                    span *v = NULL;
                    j++;
                    for (;;) {
                        while (j < n && (isspace((unsigned char)s[j]) || s[j] == ','))
                            j++;
                        if (j >= n || s[j] == ']')
                            break;
                        size_t st = j;
                        int d = 0;
                        while (j < n) {
                            if (s[j] == '"') {
                                j = skip_string(s, n, j);
                                if (d == 0)
                                    break;
                                continue;
                            }
                            if (s[j] == '[' || s[j] == '{')
                                d++;
                            else if (s[j] == ']' || s[j] == '}') {
                                if (d == 0)
                                    break;
                                if (--d == 0) {
                                    j++;
                                    break;
                                }
                            } else if (d == 0 && s[j] == ',')
                                break;
                            j++;
                        }
                        if (GA_GROW(v, cap, *count + 1, 256)) {
                            free(v);
                            return GA_ENOMEM;
                        }
                        v[(*count)++] = (span){st, j - st};
                        if (j == st)
                            break;
                    }
                    *out = v;
                    return 0;
                }
            }
            i = e;
            continue;
        }
        if (c == '{' || c == '[')
            depth++;
        else if (c == '}' || c == ']')
            depth--;
        i++;
    }
    return 0;
}

/* ---------------------------------------------------------------- the format */

static int ge_sniff(const char *data, size_t len, const char *path)
{
    (void)path;
    size_t n = len < 4096 ? len : 4096;
    size_t i = ga_text_start(data, n);
    if (i >= n || data[i] != '{')
        return 0;
    /* Without "moveHistory" it is not a gaia-engine file: nothing more to scan.
     * The history's first line, "init …", follows the key. */
    size_t big = len < 1 << 20 ? len : 1 << 20;
    const char *mh = memmem(data, big, "\"moveHistory\"", 13);
    if (!mh)
        return 0;
    int score = 50;
    if (memmem(data, n, "\"factionVariant\"", 16) || memmem(data, n, "\"layout\"", 8))
        score += 20;
    if (memmem(mh, big - (size_t)(mh - data), "init ", 5))
        score += 20;
    return score > 60 ? score : 0;
}

typedef struct ge_ctx {
    const ga_source *src;
    const ga_sink *sink;
    ga_error *err;
    long seq;
    char names[GE_MAXPLAYERS][32]; /* faction of player i+1 */
    int nplayers;
    int ledger;
} ge_ctx;

static const char *player_of(ge_ctx *c, const char *actor, char *tmp, size_t n)
{
    if (!actor)
        return NULL;
    if (actor[0] == 'p' && isdigit((unsigned char)actor[1]) && !actor[2]) {
        snprintf(tmp, n, "%c", actor[1]);
        return tmp;
    }
    for (int i = 0; i < c->nplayers; i++)
        if (!strcmp(c->names[i], actor)) {
            snprintf(tmp, n, "%d", i + 1);
            return tmp;
        }
    return NULL;
}

static int emit(ge_ctx *c, const char *player, const char *action, json_t *args, span sp)
{
    ga_move m = {0};
    ga_span gs = {sp.off, sp.len, 0, 0};
    ga_source_linecol(c->src, sp.off, &gs.line, &gs.col);
    if (!c->ledger && !json_object_get(args, "unlogged"))
        json_object_set_new(args, "unlogged", json_true());
    int rc = ga_move_set(&m, ++c->seq, 1, player, action, args, gs, c->src->data + sp.off,
                         sp.len);
    if (!rc)
        rc = c->sink->move(c->sink->ctx, &m, c->err);
    ga_move_clear(&m);
    return rc;
}

static const char *str_or_empty(const json_t *v)
{
    const char *s = json_string_value(v);
    return s ? s : "";
}

/* Returns 1 when a move of the line has action a. */
static int has_action(json_t *moves, const char *a)
{
    size_t i;
    json_t *mv;
    json_array_foreach(moves, i, mv)
        if (!strcmp(str_or_empty(json_object_get(mv, "action")), a))
            return 1;
    return 0;
}

/* Picks which move of a line carries ledger source src. */
static size_t target_of(json_t *moves, const char *src)
{
    static const struct { const char *src, *action; } own[] = {
        {"build", "build"}, {"up", "research"}, {"spend", "convert"}, {"charge", "charge"},
        {"federation", "federation"}, {"income", "income"},
    };
    size_t i;
    json_t *mv;
    const char *want = NULL;
    for (size_t k = 0; k < sizeof own / sizeof own[0]; k++)
        if (!strcmp(own[k].src, src))
            want = own[k].action;
    json_array_foreach(moves, i, mv) {
        const char *a = json_string_value(json_object_get(mv, "action"));
        json_t *args = json_object_get(mv, "args");
        if (want && !strcmp(a, want))
            return i;
        if (!want && !strcmp(a, "action") &&
            !strcmp(str_or_empty(json_object_get(args, "id")), src))
            return i;
        if (!want && !strcmp(a, "tech") && (!strncmp(src, "tech-", 5) || !strncmp(src, "adv-", 4)))
            return i;
        if (!want && !strcmp(a, "special") && has_action(moves, "tech") == 0 &&
            (!strncmp(src, "tech-", 5) || !strncmp(src, "adv-", 4) || !strncmp(src, "booster", 7)))
            return i;
        if (!want && !strcmp(a, "pass") && !strncmp(src, "booster", 7) && !has_action(moves, "special"))
            return i;
        if (!want && !strcmp(a, "research") &&
            !strcmp(str_or_empty(json_object_get(args, "track")), src))
            return i;
    }
    return 0;
}

/* Emits the moves of moveHistory line idx with their ledger changes. */
static int emit_line(ge_ctx *c, json_t *history, size_t idx, const span *sp, json_t *changes,
                     json_t *tiles)
{
    const char *text = json_string_value(json_array_get(history, idx));
    if (!text)
        return ga_error_set(c->err, GA_EINPUT, c->src->path, sp->off,
                            "moveHistory entry %zu is not a string", idx + 1);
    json_t *tok = NULL;
    int rc = ga_gaia_engine_tokenize(text, strlen(text), &tok);
    if (rc == GA_EINPUT)
        return ga_error_set(c->err, GA_EINPUT, c->src->path, sp->off,
                            "moveHistory line %zu is too long or not text", idx + 1);
    if (rc)
        return rc;
    char tmp[16];
    const char *actor = json_string_value(json_object_get(tok, "actor"));
    json_t *moves = json_object_get(tok, "moves");
    size_t i;
    json_t *mv;
    /* Faction lines name the players. */
    json_array_foreach(moves, i, mv) {
        const char *a = json_string_value(json_object_get(mv, "action"));
        const char *f = json_string_value(json_object_get(json_object_get(mv, "args"), "faction"));
        if (!strcmp(a, "faction") && f && actor && actor[0] == 'p') {
            int k = atoi(actor + 1);
            if (k >= 1 && k <= GE_MAXPLAYERS)
                snprintf(c->names[k - 1], sizeof c->names[0], "%s", f);
            if (k > c->nplayers && k <= GE_MAXPLAYERS)
                c->nplayers = k;
        }
        if (!strcmp(a, "tech") && tiles) {
            json_t *args = json_object_get(mv, "args");
            const char *pos = json_string_value(json_object_get(args, "pos"));
            json_t *t = json_object_get(json_object_get(tiles, pos ? pos : ""), "tile");
            if (json_is_string(t))
                json_object_set(args, "tile", t);
        }
    }
    const char *player = player_of(c, actor, tmp, sizeof tmp);
    size_t nm = json_array_size(moves);
    /* Ledger changes of the actor go onto the moves that caused them. */
    if (changes && nm) {
        const char *src;
        json_t *v;
        int paid_ups = 0;
        json_array_foreach(moves, i, mv)
            if (!strcmp(json_string_value(json_object_get(mv, "action")), "research") &&
                !json_is_true(json_object_get(json_object_get(mv, "args"), "free")))
                paid_ups++;
        json_object_foreach(changes, src, v) {
            json_t *args = json_object_get(json_array_get(moves, target_of(moves, src)), "args");
            json_t *ch = json_object_get(args, "changes");
            if (!ch) {
                ch = json_object();
                json_object_set_new(args, "changes", ch);
            }
            json_object_set(ch, src, v);
            if (!strcmp(src, "up") && paid_ups > 1)
                json_object_set_new(args, "paid_ups", json_integer(paid_ups));
        }
    }
    /* Income order: the player's "income" commands say which of the round's
     * charges and tokens come first; the ledger holds the round's total. */
    json_t *order = json_array();
    json_t *holder = NULL;
    json_array_foreach(moves, i, mv) {
        json_t *args = json_object_get(mv, "args");
        if (!strcmp(json_string_value(json_object_get(mv, "action")), "income")) {
            json_t *ch = json_object_get(args, "choice");
            if (ch)
                json_array_append(order, ch);
            if (json_object_get(args, "changes") && !holder)
                holder = args;
        }
    }
    if (holder && json_array_size(order))
        json_object_set(holder, "income_order", order);
    json_decref(order);
    /* The last pass of a round displays the power after the next round's
     * income and Gaia phase, which the ledger lists after the line: that
     * display is left to the player's next one. */
    int passed = 0;
    json_array_foreach(moves, i, mv) {
        if (!strcmp(json_string_value(json_object_get(mv, "action")), "pass"))
            passed = 1;
        if (passed)
            json_object_del(json_object_get(mv, "args"), "power_after");
    }
    json_array_foreach(moves, i, mv) {
        const char *a = json_string_value(json_object_get(mv, "action"));
        if (!strcmp(a, "init"))
            continue;
        if ((rc = emit(c, player, a, json_incref(json_object_get(mv, "args")), *sp)))
            break;
    }
    json_decref(tok);
    return rc;
}

/* Emits a ledger entry that belongs to no line (set-up, income, final scoring). */
static int emit_phase(ge_ctx *c, json_t *entry, const char *phase, span sp)
{
    long long pl;
    if (!ga_json_int(json_object_get(entry, "player"), &pl) || pl < 0 || pl >= GE_MAXPLAYERS)
        return 0;
    json_t *changes = json_object_get(entry, "changes");
    char id[24];
    snprintf(id, sizeof id, "%lld", pl + 1);
    const char *action = json_object_get(changes, "beginGame") ? "setup"
                         : !strcmp(phase, "roundIncome")        ? "income"
                         : !strcmp(phase, "endGame")            ? "score"
                                                                : "gain";
    json_t *ch = json_object();
    const char *src;
    json_t *v;
    /* Final scoring: the sources are named "final-<source>" ("final1" and
     * "final2" stay), so research and resources scored at the end stay
     * apart from the same sources during the game. */
    json_object_foreach(changes, src, v) {
        char key[64];
        if (!strcmp(phase, "endGame") && strncmp(src, "final", 5))
            snprintf(key, sizeof key, "final-%s", src);
        else
            snprintf(key, sizeof key, "%s", src);
        json_object_set(ch, key, v);
    }
    return emit(c, id, action, json_pack("{s:o}", "changes", ch), sp);
}

static int ge_parse(const ga_source *src, const ga_sink *sink, ga_error *err)
{
    json_error_t je;
    ga_header h = {0};
    span *lines = NULL, *logs = NULL;
    size_t nlines = 0, nlogs = 0;
    int rc;
    json_t *root = json_loadb(src->data, src->len, 0, &je);
    if (!root)
        return ga_json_error(err, src->path, &je);
    ge_ctx c = {.src = src, .sink = sink, .err = err};
    json_t *history = json_object_get(root, "moveHistory");
    if (!json_is_array(history)) {
        rc = ga_error_setpos(err, GA_EINPUT, src->path, 1, 1, "no \"moveHistory\" array");
        goto cleanup;
    }
    if ((rc = array_spans(src->data, src->len, "moveHistory", &lines, &nlines)) ||
        (rc = array_spans(src->data, src->len, "advancedLog", &logs, &nlogs)))
        goto cleanup;
    if (nlines != json_array_size(history)) {
        rc = ga_error_setpos(err, GA_EINPUT, src->path, 1, 1,
                             "cannot locate the \"moveHistory\" lines in the text");
        goto cleanup;
    }
    json_t *alog = json_object_get(root, "advancedLog");
    if (alog && nlogs != json_array_size(alog))
        alog = NULL;
    c.ledger = json_is_array(alog) && json_array_size(alog) > 0;
    json_t *options = json_object_get(root, "options");
    json_t *tiles = json_object_get(json_object_get(root, "tiles"), "techs");
    /* Header: players from the faction lines (or the players array). */
    size_t i;
    json_t *line;
    json_array_foreach(history, i, line) {
        const char *t = json_string_value(line);
        int k;
        char f[32];
        if (t && sscanf(t, "p%d faction %31s", &k, f) == 2 && k >= 1 && k <= GE_MAXPLAYERS) {
            snprintf(c.names[k - 1], sizeof c.names[0], "%s", f);
            if (k > c.nplayers)
                c.nplayers = k;
        }
    }
    h.game = ga_strdup0("gaiaproject");
    h.format = ga_strdup0("gaia-engine");
    h.file = ga_strdup0(src->path);
    const char *first = json_string_value(json_array_get(history, 0));
    char seed[128] = "";
    if (first)
        sscanf(first, "init %*d %127s", seed);
    h.table = seed[0] ? ga_strdup0(seed) : NULL;
    h.setup = json_pack("{s:s,s:O,s:O,s:b}", "site", "gaia-engine", "options",
                        options ? options : json_null(), "version",
                        json_object_get(root, "version") ? json_object_get(root, "version")
                                                         : json_null(),
                        "ledger", c.ledger);
    /* The map as the file leaves it (planet types by axial coordinates). */
    json_t *map = json_object_get(root, "map");
    if (h.setup && json_is_array(map))
        json_object_set(h.setup, "map", map);
    const char *variant = json_string_value(json_object_get(options, "factionVariant"));
    if (h.setup && variant)
        json_object_set_new(h.setup, "factionVariant", json_string(variant));
    if (c.nplayers) {
        h.players = calloc((size_t)c.nplayers, sizeof *h.players);
        if (!h.players) {
            rc = GA_ENOMEM;
            goto cleanup;
        }
        for (int k = 0; k < c.nplayers; k++) {
            char id[16];
            snprintf(id, sizeof id, "%d", k + 1);
            h.players[k].id = ga_strdup0(id);
            h.players[k].name = ga_strdup0(c.names[k][0] ? c.names[k] : id);
            h.nplayers++;
        }
    }
    memset(c.names, 0, sizeof c.names);
    c.nplayers = 0;
    if ((rc = sink->header(sink->ctx, &h, err)))
        goto cleanup;
    /* Lines in order; each ledger entry joins the line it names, entries of
     * no line (set-up, income, Gaia phase, final scoring) sit where they occur. */
    size_t next = 0;
    const char *phase = "";
    for (size_t k = 0; alog && k < json_array_size(alog); k++) {
        json_t *en = json_array_get(alog, k);
        long long mvno;
        json_t *ph = json_object_get(en, "phase");
        if (json_is_string(ph))
            phase = json_string_value(ph);
        if (ga_json_int(json_object_get(en, "move"), &mvno) && mvno >= 0 &&
            (size_t)mvno < nlines) {
            if ((size_t)mvno + 1 < next)
                continue; /* out of order: ignore */
            while (next < (size_t)mvno) {
                if ((rc = emit_line(&c, history, next, &lines[next], NULL, tiles)))
                    goto cleanup;
                next++;
            }
            json_t *ch = json_object_get(en, "changes");
            if (next == (size_t)mvno) {
                if ((rc = emit_line(&c, history, next, &lines[next], ch, tiles)))
                    goto cleanup;
                next++;
            } else if (ch) {
                /* A second entry for the line just emitted. */
                if ((rc = emit_phase(&c, en, phase, logs[k])))
                    goto cleanup;
            }
            continue;
        }
        json_t *round = json_object_get(en, "round");
        if (round) {
            if ((rc = emit(&c, NULL, "round", json_pack("{s:O}", "round", round), logs[k])))
                goto cleanup;
            continue;
        }
        if (json_is_string(ph) && !strcmp(phase, "roundGaia")) {
            if ((rc = emit(&c, NULL, "gaia-phase", json_object(), logs[k])))
                goto cleanup;
            continue;
        }
        if (json_object_get(en, "changes") && (rc = emit_phase(&c, en, phase, logs[k])))
            goto cleanup;
    }
    for (; next < nlines; next++)
        if ((rc = emit_line(&c, history, next, &lines[next], NULL, tiles)))
            goto cleanup;
    /* The final score of a finished game. */
    json_t *players = json_object_get(root, "players");
    json_t *ended = json_object_get(root, "ended");
    const char *ph = json_string_value(json_object_get(root, "phase"));
    if (json_is_array(players) && (json_is_true(ended) || (ph && !strcmp(ph, "endGame")))) {
        json_t *scores = json_object();
        json_t *p;
        json_array_foreach(players, i, p) {
            long long vp;
            if (ga_json_int(json_object_get(json_object_get(p, "data"), "victoryPoints"), &vp)) {
                char id[24];
                snprintf(id, sizeof id, "%zu", i + 1);
                json_object_set_new(scores, id, json_integer(vp));
            }
        }
        const char *hit = memmem(src->data, src->len, "\"victoryPoints\"", 15);
        span sp = {hit ? (size_t)(hit - src->data) : 0, hit ? 15 : 0};
        c.ledger = 1; /* the result is a claim, never unlogged */
        rc = emit(&c, NULL, "result", json_pack("{s:o}", "scores", scores), sp);
    }
cleanup:
    free(lines);
    free(logs);
    ga_header_clear(&h);
    json_decref(root);
    return rc;
}

const ga_format ga_format_gaia_engine = {
    .name = "gaia-engine",
    .description = "boardgamers/gaia-project engine saved game or chart test case (JSON)",
    .game = "gaiaproject",
    .sniff = ge_sniff,
    .parse = ge_parse,
};
