/* mat.c — Jellyfish .mat match files as GNU Backgammon, FIBS, Snowie and XG
 * write them (FORMATS.md §2), read into the backgammon stream
 * (briefs/backgammon-stream.md).
 *
 * The file is read one line at a time and each move goes to the sink as
 * soon as it is read: memory does not grow with the number of games.  The
 * two cells of an action line are found by content, never by column: a
 * cell starts at a roll `NN:` or at a cube/result keyword; when a line
 * holds one cell only, a cell starting before MAT_LEFT_COL is the left one
 * (player "1", the first name on the score line), else the right one.
 * Every scan moves forward, so time is linear in the input. */
#include "../src/internal.h"
#include "parsers.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* A lone cell starting before this 0-based column is the left cell: gnubg
 * writes the left cell at col 5-6 and the right one at col 33-38
 * (FORMATS.md §2.2, §2.4). */
#define MAT_LEFT_COL 20
/* More sub-moves than this in one play cannot be a play (a double gives
 * four); the parser reports it as unreadable rather than build huge lists. */
#define MAT_MAX_STEPS 8
/* Longest number read (scores, cube values, points). */
#define MAT_MAX_DIGITS 9

enum mat_kind { CELL_ROLL, CELL_DOUBLE, CELL_TAKE, CELL_DROP, CELL_BEAVER, CELL_RACCOON, CELL_WINS };

/* Cube and result words of a cell, matched without case as gnubg's reader
 * does (GitMirroring/gnubg, import.c ParseMatMove; FORMATS.md §2.3). */
static const struct mat_keyword {
    const char *word;
    int kind;
    const char *action;  /* stream action */
} mat_keywords[] = {
    {"Beavers", CELL_BEAVER, "beaver"},
    {"Doubles", CELL_DOUBLE, "double"},
    {"Drops", CELL_DROP, "drop"},
    {"Raccoon", CELL_RACCOON, "raccoon"},
    {"Raccoons", CELL_RACCOON, "raccoon"},
    {"Takes", CELL_TAKE, "take"},
    {"Wins", CELL_WINS, "result"},
};

/* Play forms that are not steps (FORMATS.md §2.3). */
enum mat_play { PLAY_STEPS, PLAY_RESIGN /* XG ??? */, PLAY_ILLEGAL /* Snowie/XG */ };

/* One cell of an action line.  Offsets index the source. */
typedef struct mat_cell {
    int kind;                    /* mat_kind */
    const struct mat_keyword *kw;/* the keyword of a cube/result cell */
    size_t off, end;             /* the cell text [off, end) */
    int dice[2];                 /* CELL_ROLL */
    size_t play_off, play_end;   /* CELL_ROLL: the play text */
    int play;                    /* mat_play */
    int steps[MAT_MAX_STEPS][2];
    int nsteps;
    int hits[MAT_MAX_STEPS];     /* destinations marked `*` */
    int nhits;
    size_t pos_off, pos_len;     /* PLAY_ILLEGAL: the position fields */
    long value;                  /* cube value or points; -1 = not written */
    int match;                   /* `Wins … and the match` */
} mat_cell;

enum mat_state { ST_START, ST_SCORE, ST_GAME };

/* The args of a past move kept for the next one of the same shape, with
 * the arrays and integers in them (borrowed from root). */
typedef struct mat_args {
    json_t *root;                    /* one reference, or NULL */
    json_t *node[MAT_MAX_STEPS + 2]; /* the arrays: dice, or steps, its pairs, marked_hits */
    int nnode;
    json_t *leaf[3 * MAT_MAX_STEPS]; /* the integers, in the order of their values */
    int nleaf;
} mat_args;

typedef struct mat_parser {
    const ga_source *src;
    const ga_sink *sink;
    ga_error *err;
    const char *d;               /* src->data */
    size_t ls;                   /* start of the current line */
    int line;                    /* 1-based number of the current line */
    int state;                   /* mat_state */
    int header_sent;
    long seq;
    int game;                    /* games started so far */
    long game_number;            /* k of the last ` Game k` */
    int game_line;               /* its line, for errors at end of file */
    size_t game_ls, game_off;    /* and its line start and text */
    long match_length;           /* -1 = not stated */
    int crawford, jacoby, beaver;/* -1 = not stated */
    long cube_limit;             /* -1 = not stated */
    char *variant;               /* owned or NULL (standard) */
    char *date;                  /* owned or NULL */
    ga_move m;
    /* The args of the last roll and of the last play of each shape (count
     * of steps, of marked hits), kept to be filled in again for the next
     * one rather than built anew: see reusable(). */
    mat_args roll_args;
    mat_args play_args[MAT_MAX_STEPS + 1][MAT_MAX_STEPS + 1];
} mat_parser;

/* ---------------------------------------------------------------- small scanners */

static int is_blank(char c)
{
    return c == ' ' || c == '\t';
}

/* isdigit() of the C locale without a call per byte. */
static int is_digit(char c)
{
    return c >= '0' && c <= '9';
}

static size_t skip_blank(const char *d, size_t p, size_t e)
{
    while (p < e && is_blank(d[p]))
        p++;
    return p;
}

static size_t token_end(const char *d, size_t p, size_t e)
{
    while (p < e && !is_blank(d[p]))
        p++;
    return p;
}

static int word_is(const char *d, size_t p, size_t e, const char *w)
{
    size_t n = strlen(w);
    return e - p == n && strncasecmp(d + p, w, n) == 0;
}

/* Returns 1 and sets *v when [p, e) is 1..MAT_MAX_DIGITS digits. */
static int read_number(const char *d, size_t p, size_t e, long *v)
{
    if (p >= e || e - p > MAT_MAX_DIGITS)
        return 0;
    long n = 0;
    for (size_t i = p; i < e; i++) {
        if (!is_digit(d[i]))
            return 0;
        n = n * 10 + (d[i] - '0');
    }
    *v = n;
    return 1;
}

/* Returns the end of the digit run at p (p itself when none). */
static size_t digits_end(const char *d, size_t p, size_t e)
{
    while (p < e && is_digit(d[p]))
        p++;
    return p;
}

/* Copies up to 24 bytes of [p, e) into out for a message, unprintable bytes
 * as '?', with "..." when cut. */
static const char *quote(char *out, size_t outsz, const char *d, size_t p, size_t e)
{
    size_t n = 0, max = 24;
    while (p < e && n < max && n + 4 < outsz) {
        unsigned char c = (unsigned char)d[p++];
        out[n++] = (c >= 0x20 && c < 0x7f) ? (char)c : '?';
    }
    if (p < e && n + 4 < outsz) {
        memcpy(out + n, "...", 3);
        n += 3;
    }
    out[n] = '\0';
    return out;
}

/* Fills P->err with a GA_EINPUT at offset off of the current line. */
static int mat_fail(mat_parser *P, size_t off, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static int mat_fail(mat_parser *P, size_t off, const char *fmt, ...)
{
    char msg[200];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    ga_error_setpos(P->err, GA_EINPUT, P->src->path, P->line, (int)(off - P->ls) + 1, "%s", msg);
    if (P->err)
        P->err->offset = off;
    return GA_EINPUT;
}

/* ---------------------------------------------------------------- emitting */

/* Sends one move; args is stolen.  Returns 0 or the sink's code. */
static int emit(mat_parser *P, const char *player, const char *action, json_t *args,
                size_t off, size_t end)
{
    if (!args)
        return GA_ENOMEM;
    ga_span sp = {off, end - off, 0, 0};
    if (ga_move_set(&P->m, ++P->seq, P->game, player, action, args, sp, P->d + off, end - off))
        return GA_ENOMEM;
    return P->sink->move(P->sink->ctx, &P->m, P->err);
}

static json_t *setup_json(const mat_parser *P)
{
    json_t *s = json_object();
    if (!s)
        return NULL;
    if (P->match_length >= 0)
        json_object_set_new(s, "match_length", json_integer(P->match_length));
    if (P->crawford >= 0)
        json_object_set_new(s, "crawford", json_boolean(P->crawford));
    if (P->jacoby >= 0)
        json_object_set_new(s, "jacoby", json_boolean(P->jacoby));
    if (P->beaver >= 0)
        json_object_set_new(s, "beaver", json_boolean(P->beaver));
    if (P->cube_limit >= 0)
        json_object_set_new(s, "cube_limit", json_integer(P->cube_limit));
    json_object_set_new(s, "variant", json_string(P->variant ? P->variant : "standard"));
    return s;
}

/* Drops a FIBS/GamesGrid `,rating` suffix: returns the name's new length. */
static size_t strip_rating(const char *d, size_t p, size_t e)
{
    for (size_t i = e; i > p; i--) {
        if (d[i - 1] != ',')
            continue;
        size_t q = i, dig = 0;
        while (q < e && (is_digit(d[q]) || d[q] == '.'))
            dig += is_digit(d[q++]) != 0;
        if (q == e && dig > 0 && i - 1 > p)
            return i - 1 - p;
        break;
    }
    return e - p;
}

static int send_header(mat_parser *P, size_t n0, size_t n0e, size_t n1, size_t n1e)
{
    ga_header h = {0};
    int rc = GA_ENOMEM;
    h.game = ga_strdup0("backgammon");
    h.format = ga_strdup0("jellyfish-mat");
    h.file = ga_strdup0(P->src->path);
    h.date = P->date ? ga_strdup0(P->date) : NULL;
    h.players = calloc(2, sizeof *h.players);
    h.setup = setup_json(P);
    if (!h.game || !h.format || !h.file || (P->date && !h.date) || !h.players || !h.setup)
        goto cleanup;
    h.nplayers = 2;
    h.players[0].id = ga_strdup0("1");
    h.players[1].id = ga_strdup0("2");
    h.players[0].name = ga_strndup(P->d + n0, strip_rating(P->d, n0, n0e));
    h.players[1].name = ga_strndup(P->d + n1, strip_rating(P->d, n1, n1e));
    if (!h.players[0].id || !h.players[1].id || !h.players[0].name || !h.players[1].name)
        goto cleanup;
    P->header_sent = 1;
    rc = P->sink->header(P->sink->ctx, &h, P->err);
cleanup:
    ga_header_clear(&h);
    return rc;
}

/* ---------------------------------------------------------------- lines outside the moves */

/* Reads `[Key "Value"]` of a comment line (FORMATS.md §2.1): gnubg's
 * EventDate and Variation, XG's Crawford, Jacoby, Beaver and CubeLimit. */
static int comment_line(mat_parser *P, size_t p, size_t e)
{
    size_t q = skip_blank(P->d, p + 1, e);
    if (e - q >= 8 && strncmp(P->d + q, "Set Pos=", 8) == 0)
        return mat_fail(P, q, "xg set-up positions (\"Set Pos=\") are not supported");
    if (q >= e || P->d[q] != '[' || P->header_sent)
        return 0;
    size_t k = ++q;
    while (q < e && P->d[q] != ' ' && P->d[q] != '"' && P->d[q] != ']')
        q++;
    size_t ke = q;
    const char *v0 = memchr(P->d + q, '"', e - q);
    if (!v0)
        return 0;
    size_t vs = (size_t)(v0 - P->d) + 1;
    const char *v1 = memchr(P->d + vs, '"', e - vs);
    if (!v1)
        return 0;
    size_t ve = (size_t)(v1 - P->d);
    const char *v = P->d + vs;
    size_t vn = ve - vs;
    int *flag = word_is(P->d, k, ke, "Crawford") ? &P->crawford
                : word_is(P->d, k, ke, "Jacoby") ? &P->jacoby
                : word_is(P->d, k, ke, "Beaver") ? &P->beaver : NULL;
    if (flag) {
        if (word_is(P->d, vs, ve, "On") || word_is(P->d, vs, ve, "True") || word_is(P->d, vs, ve, "Yes"))
            *flag = 1;
        else if (word_is(P->d, vs, ve, "Off") || word_is(P->d, vs, ve, "False") || word_is(P->d, vs, ve, "No"))
            *flag = 0;
    } else if (word_is(P->d, k, ke, "CubeLimit")) {
        long n;
        if (read_number(P->d, vs, ve, &n))
            P->cube_limit = n;
    } else if (word_is(P->d, k, ke, "EventDate")) {
        if (vn >= 10 && is_digit(v[0]) && is_digit(v[1]) &&
            is_digit(v[2]) && is_digit(v[3]) &&
            (v[4] == '.' || v[4] == '-') && is_digit(v[5]) &&
            is_digit(v[6]) && (v[7] == '.' || v[7] == '-') &&
            is_digit(v[8]) && is_digit(v[9])) {
            char iso[11] = {v[0], v[1], v[2], v[3], '-', v[5], v[6], '-', v[8], v[9], 0};
            free(P->date);
            if (!(P->date = ga_strdup0(iso)))
                return GA_ENOMEM;
        }
    } else if (word_is(P->d, k, ke, "Variation")) {
        /* gnubg writes "NackGammon", "HyperGammon 1".."3" (export.c). */
        char buf[32];
        size_t n = 0;
        for (size_t i = 0; i < vn && n + 1 < sizeof buf; i++)
            if (!is_blank(v[i]))
                buf[n++] = (char)tolower((unsigned char)v[i]);
        buf[n] = '\0';
        free(P->variant);
        P->variant = NULL;
        if (strcmp(buf, "backgammon") != 0 && strcmp(buf, "standard") != 0 &&
            !(P->variant = ga_strdup0(buf)))
            return GA_ENOMEM;
    }
    return 0;
}

/* Returns 1 when [p, e) is ` N point match`, setting *n. */
static int is_match_line(const char *d, size_t p, size_t e, long *n)
{
    size_t q = digits_end(d, p, e);
    if (!read_number(d, p, q, n))
        return 0;
    size_t w = skip_blank(d, q, e);
    if (w == q || e - w < 11 || strncasecmp(d + w, "point match", 11) != 0)
        return 0;
    return skip_blank(d, w + 11, e) == e;
}

/* Returns 1 when [p, e) is ` Game k`, setting *k. */
static int is_game_line(const char *d, size_t p, size_t e, long *k)
{
    if (e - p < 6 || strncmp(d + p, "Game", 4) != 0 || !is_blank(d[p + 4]))
        return 0;
    size_t q = skip_blank(d, p + 4, e);
    size_t r = digits_end(d, q, e);
    return read_number(d, q, r, k) && skip_blank(d, r, e) == e;
}

/* Reads `name : score   name : score` (FORMATS.md §2.1) and starts the game. */
static int score_line(mat_parser *P, size_t p, size_t e)
{
    const char *d = P->d;
    const char *c0 = memchr(d + p, ':', e - p);
    if (!c0)
        return mat_fail(P, p, "expected the score line \"name : score   name : score\" after "
                              "\" Game %ld\"", P->game_number);
    size_t n0 = p, n0e = (size_t)(c0 - d);
    while (n0e > n0 && is_blank(d[n0e - 1]))
        n0e--;
    if (n0e == n0)
        return mat_fail(P, p, "empty first player name on the score line");
    size_t q = skip_blank(d, (size_t)(c0 - d) + 1, e);
    size_t r = digits_end(d, q, e);
    long s0, s1;
    if (!read_number(d, q, r, &s0))
        return mat_fail(P, q, "expected the first player's score after ':'");
    size_t n1 = skip_blank(d, r, e);
    const char *c1 = n1 < e ? memchr(d + n1, ':', e - n1) : NULL;
    if (!c1)
        return mat_fail(P, n1, "expected the second player \"name : score\" on the score line");
    size_t n1e = (size_t)(c1 - d);
    while (n1e > n1 && is_blank(d[n1e - 1]))
        n1e--;
    if (n1e == n1)
        return mat_fail(P, n1, "empty second player name on the score line");
    q = skip_blank(d, (size_t)(c1 - d) + 1, e);
    r = digits_end(d, q, e);
    if (!read_number(d, q, r, &s1))
        return mat_fail(P, q, "expected the second player's score after ':'");
    size_t te = e;
    while (te > p && is_blank(d[te - 1]))
        te--;
    if (skip_blank(d, r, e) != e) {
        char qb[40];
        return mat_fail(P, skip_blank(d, r, e), "unexpected text \"%s\" after the scores",
                        quote(qb, sizeof qb, d, skip_blank(d, r, e), te));
    }
    int rc;
    if (!P->header_sent && (rc = send_header(P, n0, n0e, n1, n1e)))
        return rc;
    P->game++;
    P->state = ST_GAME;
    json_t *args = json_object(), *score = json_object();
    if (!args || !score) {
        json_decref(args);
        json_decref(score);
        return GA_ENOMEM;
    }
    json_object_set_new(args, "number", json_integer(P->game_number));
    json_object_set_new(score, "1", json_integer(s0));
    json_object_set_new(score, "2", json_integer(s1));
    json_object_set_new(args, "score", score);
    return emit(P, NULL, "game-start", args, p, te);
}

/* ---------------------------------------------------------------- cells */

static const struct mat_keyword *keyword_at(const char *d, size_t p, size_t te)
{
    /* Every keyword is 4 to 8 letters and starts with b, d, r, t or w: most
     * tokens (steps such as `24/18*`) are turned away without a compare. */
    if (te - p < 4 || te - p > 8)
        return NULL;
    switch (d[p] | 0x20) {
    case 'b': case 'd': case 'r': case 't': case 'w':
        break;
    default:
        return NULL;
    }
    for (size_t i = 0; i < sizeof mat_keywords / sizeof mat_keywords[0]; i++)
        if (word_is(d, p, te, mat_keywords[i].word))
            return &mat_keywords[i];
    return NULL;
}

/* Returns 1 when the token [p, te) starts a cell: a roll or a keyword. */
static int starts_cell(const char *d, size_t p, size_t te)
{
    return (te - p >= 3 && d[p + 2] == ':') || keyword_at(d, p, te) != NULL;
}

/* Reads a point at *p: 0..25, `bar` (25) or `off` (0). */
static int read_point(mat_parser *P, size_t *p, size_t te, int *pt)
{
    const char *d = P->d;
    size_t q = *p;
    /* A digit first is the usual case: no word compare then. */
    int word = te - q >= 3 && !is_digit(d[q]);
    if (word && strncasecmp(d + q, "bar", 3) == 0) {
        *pt = 25;
        *p = q + 3;
        return 0;
    }
    if (word && strncasecmp(d + q, "off", 3) == 0) {
        *pt = 0;
        *p = q + 3;
        return 0;
    }
    size_t r = digits_end(d, q, te);
    long v;
    char qb[40];
    if (r == q || r - q > 2 || !read_number(d, q, r, &v))
        return mat_fail(P, q, "expected a point (1-24, 25 or bar, 0 or off) in \"%s\"",
                        quote(qb, sizeof qb, d, q, te));
    if (v > 25)
        return mat_fail(P, q, "point %ld out of range in \"%s\"", v,
                        quote(qb, sizeof qb, d, q, te));
    *pt = (int)v;
    *p = r;
    return 0;
}

/* Reads one play token `from/to[*][/to[*]]…[(n)]` into c (FORMATS.md §2.3). */
static int read_steps(mat_parser *P, size_t p, size_t te, mat_cell *c)
{
    const char *d = P->d;
    char qb[40], qb2[40];
    int first = c->nsteps, from, to, rc;
    size_t t0 = p;
    if ((rc = read_point(P, &p, te, &from)))
        return rc;
    if (p >= te || d[p] != '/')
        return mat_fail(P, p, "expected '/' in the step \"%s\"", quote(qb, sizeof qb, d, t0, te));
    while (p < te && d[p] == '/') {
        p++;
        if ((rc = read_point(P, &p, te, &to)))
            return rc;
        if (c->nsteps >= MAT_MAX_STEPS)
            return mat_fail(P, t0, "more than %d steps in one play", MAT_MAX_STEPS);
        c->steps[c->nsteps][0] = from;
        c->steps[c->nsteps][1] = to;
        c->nsteps++;
        if (p < te && d[p] == '*') {
            c->hits[c->nhits++] = to;
            p++;
        }
        from = to;
    }
    if (p < te && d[p] == '(') {
        size_t r = digits_end(d, p + 1, te);
        long n;
        if (!read_number(d, p + 1, r, &n) || r >= te || d[r] != ')' || n < 1 || n > 4)
            return mat_fail(P, p, "expected a repeat count (1) to (4) in \"%s\"",
                            quote(qb, sizeof qb, d, p, te));
        int len = c->nsteps - first;
        for (long k = 1; k < n; k++)
            for (int i = 0; i < len; i++) {
                if (c->nsteps >= MAT_MAX_STEPS)
                    return mat_fail(P, p, "more than %d steps in one play", MAT_MAX_STEPS);
                c->steps[c->nsteps][0] = c->steps[first + i][0];
                c->steps[c->nsteps][1] = c->steps[first + i][1];
                c->nsteps++;
            }
        p = r + 1;
    }
    if (p < te)
        return mat_fail(P, p, "unexpected \"%s\" in the step \"%s\"",
                        quote(qb, sizeof qb, d, p, te), quote(qb2, sizeof qb2, d, t0, te));
    return 0;
}

/* Reads the play after a roll, up to the next cell or the end of the line;
 * sets *next to where the next cell may start. */
static int read_play(mat_parser *P, size_t q, size_t e, mat_cell *c, size_t *next)
{
    const char *d = P->d;
    char qb[40];
    int rc;
    size_t after_roll = q;
    q = skip_blank(d, q, e);
    c->play_off = c->play_end = q;
    c->play = PLAY_STEPS;
    int done = 0;  /* a form that ends the play was read */
    while (q < e) {
        size_t te = token_end(d, q, e);
        if (starts_cell(d, q, te))
            break;
        if (done)
            return mat_fail(P, q, "unexpected \"%s\" after the play",
                            quote(qb, sizeof qb, d, q, te));
        size_t qm = q;
        while (qm < te && d[qm] == '?')
            qm++;
        if (c->nsteps == 0 && qm == te && te - q >= 3) {
            c->play = PLAY_RESIGN;  /* XG: roll, then resignation */
            done = 1;
        } else if (c->nsteps == 0 && word_is(d, q, te, "Cannot")) {
            size_t w = skip_blank(d, te, e), we = token_end(d, w, e);
            if (!word_is(d, w, we, "Move"))
                return mat_fail(P, q, "expected \"Cannot Move\"");
            te = we;        /* XG: a dance */
            done = 1;
        } else if (c->nsteps == 0 && word_is(d, q, te, "Illegal")) {
            size_t w = skip_blank(d, te, e);
            if (e - w < 4 || strncasecmp(d + w, "play", 4) != 0)
                return mat_fail(P, q, "expected \"Illegal play (...)\"");
            w = skip_blank(d, w + 4, e);
            if (w >= e || d[w] != '(')
                return mat_fail(P, w, "expected '(' after \"Illegal play\"");
            const char *close = memchr(d + w, ')', e - w);
            if (!close)
                return mat_fail(P, w, "unclosed \"Illegal play (\" position");
            c->play = PLAY_ILLEGAL;
            c->pos_off = w + 1;
            c->pos_len = (size_t)(close - d) - (w + 1);
            te = (size_t)(close - d) + 1;
            done = 1;
        } else if ((rc = read_steps(P, q, te, c))) {
            return rc;
        }
        c->play_end = te;
        q = skip_blank(d, te, e);
    }
    /* An empty play has no text of its own: it points at the mover's roll,
     * not at the cell after it (the opponent's). */
    if (c->play_end == c->play_off && after_roll >= 3) {
        c->play_off = after_roll - 3;
        c->play_end = after_roll;
    }
    *next = q;
    return 0;
}

/* Reads `=> N` after Doubles/Beavers/Raccoon (N may be absent). */
static int read_cube_value(mat_parser *P, size_t q, size_t e, mat_cell *c, size_t *next)
{
    const char *d = P->d;
    size_t w = skip_blank(d, q, e);
    c->value = -1;
    *next = q;
    if (e - w < 2 || d[w] != '=' || d[w + 1] != '>')
        return 0;
    w = skip_blank(d, w + 2, e);
    size_t r = digits_end(d, w, e);
    if (!read_number(d, w, r, &c->value) || (r < e && !is_blank(d[r])))
        return mat_fail(P, w, "expected the new cube value after \"=>\"");
    c->end = *next = r;
    return 0;
}

/* Reads `Wins N point(s) [and the match]`. */
static int read_wins(mat_parser *P, size_t q, size_t e, mat_cell *c, size_t *next)
{
    const char *d = P->d;
    size_t w = skip_blank(d, q, e);
    size_t r = digits_end(d, w, e);
    if (!read_number(d, w, r, &c->value) || (r < e && !is_blank(d[r])))
        return mat_fail(P, w, "expected the points after \"Wins\"");
    c->end = r;
    w = skip_blank(d, r, e);
    size_t we = token_end(d, w, e);
    if (word_is(d, w, we, "point") || word_is(d, w, we, "points")) {
        c->end = we;
        size_t a = skip_blank(d, we, e), ae = token_end(d, a, e);
        size_t t = skip_blank(d, ae, e), tte = token_end(d, t, e);
        size_t m = skip_blank(d, tte, e), me = token_end(d, m, e);
        if (word_is(d, a, ae, "and") && word_is(d, t, tte, "the") && word_is(d, m, me, "match")) {
            c->match = 1;
            c->end = me;
        }
    }
    *next = c->end;
    return 0;
}

/* Reads one cell starting at p; *next = where the following one may start. */
static int read_cell(mat_parser *P, size_t p, size_t e, mat_cell *c, size_t *next)
{
    const char *d = P->d;
    char qb[40];
    size_t te = token_end(d, p, e);
    memset(c, 0, sizeof *c);
    c->off = p;
    c->value = -1;
    if (te - p >= 3 && d[p + 2] == ':') {
        if (!is_digit(d[p]) || !is_digit(d[p + 1]))
            return mat_fail(P, p, "bad dice \"%s\" (expected two digits and ':')",
                            quote(qb, sizeof qb, d, p, p + 3));
        c->kind = CELL_ROLL;
        c->dice[0] = d[p] - '0';
        c->dice[1] = d[p + 1] - '0';
        int rc = read_play(P, p + 3, e, c, next);
        c->end = c->play_end > p + 3 ? c->play_end : p + 3;
        return rc;
    }
    const struct mat_keyword *kw = keyword_at(d, p, te);
    if (!kw)
        return mat_fail(P, p, "unreadable cell \"%s\" (expected a roll \"NN:\" or a cube "
                              "or result record)", quote(qb, sizeof qb, d, p, te));
    c->kind = kw->kind;
    c->kw = kw;
    c->end = *next = te;
    switch (kw->kind) {
    case CELL_DOUBLE:
    case CELL_BEAVER:
    case CELL_RACCOON:
        return read_cube_value(P, te, e, c, next);
    case CELL_WINS:
        return read_wins(P, te, e, c, next);
    default:
        return 0;
    }
}

/* [a, b] as a new JSON array, or NULL (json_pack costs a format parse). */
static json_t *int_pair(int a, int b)
{
    json_t *pr = json_array();
    if (pr && (json_array_append_new(pr, json_integer(a)) ||
               json_array_append_new(pr, json_integer(b)))) {
        json_decref(pr);
        return NULL;
    }
    return pr;
}

static json_t *steps_json(const mat_cell *c)
{
    json_t *args = json_object(), *steps = json_array();
    if (!args || !steps) {
        json_decref(args);
        json_decref(steps);
        return NULL;
    }
    for (int i = 0; i < c->nsteps; i++)
        json_array_append_new(steps, int_pair(c->steps[i][0], c->steps[i][1]));
    json_object_set_new(args, "steps", steps);
    if (c->nhits) {
        json_t *h = json_array();
        for (int i = 0; i < c->nhits; i++)
            json_array_append_new(h, json_integer(c->hits[i]));
        json_object_set_new(args, "marked_hits", h);
    }
    if (c->play == PLAY_RESIGN)
        json_object_set_new(args, "resign", json_true());
    return args;
}

/* Returns the args kept in *k when they may be filled in again, else drops
 * them and returns NULL.  A sink borrows a move for the duration of its call
 * only; one that keeps a reference to its args or anything in them (the
 * backgammon engine does, for an empty play it decides later) makes them
 * shared, and shared args are never changed: the next move gets new ones. */
static json_t *reusable(mat_parser *P, mat_args *k)
{
    json_t *a = k->root;
    int alone = a && a->refcount == (P->m.args == a ? 2u : 1u);
    for (int i = 0; alone && i < k->nnode; i++)
        alone = k->node[i]->refcount == 1;
    for (int i = 0; alone && i < k->nleaf; i++)
        alone = k->leaf[i]->refcount == 1;
    if (alone)
        return a;
    json_decref(a);
    k->root = NULL;
    return NULL;
}

/* Adds the array a of n integers (or of n [from, to] arrays when nested) to
 * the parts of k.  Returns 0, or -1 when a is not that shape. */
static int keep_array(mat_args *k, json_t *a, size_t n, int nested)
{
    if (!json_is_array(a) || json_array_size(a) != n || k->nnode >= MAT_MAX_STEPS + 2)
        return -1;
    k->node[k->nnode++] = a;
    for (size_t i = 0; i < n; i++) {
        json_t *x = json_array_get(a, i);
        if (nested ? keep_array(k, x, 2, 0) != 0
                   : !json_is_integer(x) || k->nleaf >= 3 * MAT_MAX_STEPS)
            return -1;
        if (!nested)
            k->leaf[k->nleaf++] = x;
    }
    return 0;
}

/* Keeps the new args a (one more reference) in k when they have the shape
 * expected; returns a, a new reference (or NULL, out of memory). */
static json_t *keep_args(mat_args *k, json_t *a, json_t *list, size_t n, int nested,
                         json_t *hits, size_t nhits)
{
    k->root = NULL;
    k->nnode = k->nleaf = 0;
    if (!a || keep_array(k, list, n, nested) || (nhits && keep_array(k, hits, nhits, 0)))
        return a;  /* not kept: a short list after a failed allocation */
    k->root = json_incref(a);
    return a;
}

/* Fills the integers of the kept args k with v[0..nleaf). */
static void fill_args(mat_args *k, const int *v)
{
    for (int i = 0; i < k->nleaf; i++)
        json_integer_set(k->leaf[i], v[i]);
}

/* The args of a roll, {"dice": [d1, d2]}: a new reference, or NULL. */
static json_t *roll_json(mat_parser *P, const mat_cell *c)
{
    mat_args *k = &P->roll_args;
    json_t *a = reusable(P, k);
    if (a) {
        fill_args(k, c->dice);
        return json_incref(a);
    }
    json_t *dice = int_pair(c->dice[0], c->dice[1]);
    a = dice ? json_object() : NULL;
    if (!a || json_object_set_new_nocheck(a, "dice", dice)) {
        json_decref(a);
        if (!a)
            json_decref(dice);
        return NULL;
    }
    return keep_args(k, a, dice, 2, 0, NULL, 0);
}

/* The args of a play, {"steps": [[from, to], ...], "marked_hits": [...],
 * "resign": true} as steps_json writes them: a new reference, or NULL. */
static json_t *play_json(mat_parser *P, const mat_cell *c)
{
    if (c->play == PLAY_RESIGN)
        return steps_json(c);
    mat_args *k = &P->play_args[c->nsteps][c->nhits];
    json_t *a = reusable(P, k);
    if (!a) {
        a = steps_json(c);
        return keep_args(k, a, json_object_get(a, "steps"), (size_t)c->nsteps, 1,
                         json_object_get(a, "marked_hits"), (size_t)c->nhits);
    }
    int v[3 * MAT_MAX_STEPS], n = 0;
    for (int i = 0; i < c->nsteps; i++) {
        v[n++] = c->steps[i][0];
        v[n++] = c->steps[i][1];
    }
    for (int i = 0; i < c->nhits; i++)
        v[n++] = c->hits[i];
    fill_args(k, v);
    return json_incref(a);
}

/* Sends the moves of one cell played by player ("1" or "2"). */
static int emit_cell(mat_parser *P, const mat_cell *c, const char *player)
{
    int rc;
    json_t *args;
    if (c->kind == CELL_ROLL) {
        if ((rc = emit(P, player, "roll", roll_json(P, c), c->off, c->off + 3)))
            return rc;
        if (c->play == PLAY_ILLEGAL) {
            args = json_object();
            if (args)
                json_object_set_new(args, "position",
                                    json_stringn_nocheck(P->d + c->pos_off, c->pos_len));
            return emit(P, player, "illegal-play", args, c->play_off, c->play_end);
        }
        return emit(P, player, "move", play_json(P, c), c->play_off, c->play_end);
    }
    args = json_object();
    if (args && c->value >= 0)
        json_object_set_new(args, c->kind == CELL_WINS ? "points" : "value",
                            json_integer(c->value));
    if (args && c->match)
        json_object_set_new(args, "match", json_true());
    return emit(P, player, c->kw->action, args, c->off, c->end);
}

/* Reads the cells of [p, e) (an action line after `N)`, or a line of its
 * own such as `      Wins 1 point`) and sends them. */
static int cells_line(mat_parser *P, size_t p, size_t e)
{
    mat_cell cells[2];
    int n = 0, rc;
    p = skip_blank(P->d, p, e);
    while (p < e) {
        if (n == 2) {
            char qb[40];
            return mat_fail(P, p, "a third cell \"%s\" on one line",
                            quote(qb, sizeof qb, P->d, p, token_end(P->d, p, e)));
        }
        if ((rc = read_cell(P, p, e, &cells[n], &p)))
            return rc;
        n++;
        p = skip_blank(P->d, p, e);
    }
    if (n == 0)
        return 0;
    if (P->state != ST_GAME)
        return mat_fail(P, cells[0].off, "move before the first \" Game N\" line");
    if (n == 1)
        return emit_cell(P, &cells[0], cells[0].off - P->ls < MAT_LEFT_COL ? "1" : "2");
    if ((rc = emit_cell(P, &cells[0], "1")))
        return rc;
    return emit_cell(P, &cells[1], "2");
}

/* Dispatches one line [ls, e) (no line end). */
static int mat_line(mat_parser *P, size_t e)
{
    const char *d = P->d;
    size_t p = skip_blank(d, P->ls, e);
    long n;
    if (p == e)
        return 0;
    if (d[p] == ';' || d[p] == '#')
        return comment_line(P, p, e);
    if (P->state == ST_SCORE)
        return score_line(P, p, e);
    if (is_game_line(d, p, e, &n)) {
        P->state = ST_SCORE;
        P->game_number = n;
        P->game_line = P->line;
        P->game_ls = P->ls;
        P->game_off = p;
        return 0;
    }
    if (is_match_line(d, p, e, &n)) {
        if (n > 99999)
            return mat_fail(P, p, "a %ld point match is no match a record can hold (0 to 99999 "
                                  "points)", n);
        if (!P->header_sent)
            P->match_length = n;
        return 0;
    }
    size_t r = digits_end(d, p, e);
    if (P->state == ST_START) {
        char qb[40];
        if (r > p && r < e && d[r] == ')')
            return mat_fail(P, p, "move before the first \" Game N\" line");
        return mat_fail(P, p, "expected \" N point match\" or \" Game N\", found \"%s\"",
                        quote(qb, sizeof qb, d, p, e));
    }
    /* `NN)` move number, then the cells. */
    if (r > p && r < e && d[r] == ')')
        return cells_line(P, r + 1, e);
    return cells_line(P, p, e);
}

static int mat_parse(const ga_source *src, const ga_sink *sink, ga_error *err)
{
    mat_parser P = {.src = src, .sink = sink, .err = err, .d = src->data,
                    .match_length = -1, .crawford = -1, .jacoby = -1, .beaver = -1,
                    .cube_limit = -1};
    int rc = 0;
    size_t pos = 0;
    if (src->len >= 3 && memcmp(src->data, "\xEF\xBB\xBF", 3) == 0)
        pos = 3;
    P.ls = pos;
    while (pos < src->len) {
        const char *nl = memchr(src->data + pos, '\n', src->len - pos);
        size_t e = nl ? (size_t)(nl - src->data) : src->len;
        P.line++;
        P.ls = pos;
        pos = e + 1;
        if (e > P.ls && src->data[e - 1] == '\r')
            e--;
        if ((rc = mat_line(&P, e)))
            goto cleanup;
    }
    if (P.state == ST_SCORE) {
        P.line = P.game_line;
        P.ls = P.game_ls;
        rc = mat_fail(&P, P.game_off, "\" Game %ld\" has no score line", P.game_number);
    } else if (!P.header_sent) {
        P.line = 1;
        P.ls = 0;
        rc = mat_fail(&P, 0, "no \" Game N\" with a score line: not a match file");
    }
cleanup:
    if (rc == GA_ENOMEM)
        ga_error_set(err, GA_ENOMEM, src->path, 0, "out of memory");
    ga_move_clear(&P.m);
    json_decref(P.roll_args.root);
    for (int i = 0; i <= MAT_MAX_STEPS; i++)
        for (int j = 0; j <= MAT_MAX_STEPS; j++)
            json_decref(P.play_args[i][j].root);
    free(P.date);
    free(P.variant);
    return rc;
}

/* Confident on ` N point match` or ` Game k` as the first line that is not
 * blank or a comment (after a UTF-8 BOM); looks at the first 64 lines. */
static int mat_sniff(const char *data, size_t len, const char *path)
{
    (void)path;
    size_t pos = (len >= 3 && memcmp(data, "\xEF\xBB\xBF", 3) == 0) ? 3 : 0;
    for (int lines = 0; pos < len && lines < 64; lines++) {
        const char *nl = memchr(data + pos, '\n', len - pos);
        size_t e = nl ? (size_t)(nl - data) : len, ls = pos;
        pos = e + 1;
        if (e > ls && data[e - 1] == '\r')
            e--;
        size_t p = skip_blank(data, ls, e);
        long n;
        if (p == e || data[p] == ';' || data[p] == '#')
            continue;
        if (is_match_line(data, p, e, &n))
            return 95;
        if (is_game_line(data, p, e, &n))
            return 85;
        return 0;
    }
    return 0;
}

const ga_format ga_format_mat = {
    .name = "jellyfish-mat",
    .description = "Jellyfish .mat backgammon match files (GNU Backgammon, FIBS, Snowie, XG)",
    .game = "backgammon",
    .sniff = mat_sniff,
    .parse = mat_parse,
};
