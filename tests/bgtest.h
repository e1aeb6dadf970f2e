/* bgtest.h — a recording sink for the backgammon parser tests (test_mat.c,
 * test_sgf.c): keeps each move's action, player, args and steps so tests
 * can compare streams of two files. */
#ifndef GA_BGTEST_H
#define GA_BGTEST_H

#include "../parsers/parsers.h"
#include "../src/internal.h"

#include <criterion/criterion.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define BG_MAX_STEPS 8

typedef struct bg_rec {
    long seq;
    int game;
    char *player;          /* NULL for null */
    char *action;
    char *args;            /* compact JSON, keys sorted */
    char *canon;           /* args without marked_hits/resigned/crawford_game, steps sorted */
    char *raw;
    size_t off, len;
    int nsteps;
    int steps[BG_MAX_STEPS][2];
    int dice[2];
} bg_rec;

typedef struct bg_run {
    ga_header h;
    int headers;           /* header calls */
    int keep;              /* keep records (else count only) */
    bg_rec *v;
    size_t n, cap;
    long moves, games;     /* moves and game-starts seen */
} bg_run;

static inline int bg_cmp_pair(const void *a, const void *b)
{
    const int *x = a, *y = b;
    return x[0] != y[0] ? x[0] - y[0] : x[1] - y[1];
}

static inline int bg_on_header(void *ctx, const ga_header *h, ga_error *err)
{
    bg_run *r = ctx;
    (void)err;
    r->headers++;
    ga_header_clear(&r->h);
    return ga_header_copy(&r->h, h);
}

static inline int bg_on_move(void *ctx, const ga_move *m, ga_error *err)
{
    bg_run *r = ctx;
    (void)err;
    r->moves++;
    if (!strcmp(m->action, "game-start"))
        r->games++;
    if (!r->keep)
        return 0;
    if (GA_GROW(r->v, r->cap, r->n + 1, 256))
        return GA_ENOMEM;
    bg_rec *x = &r->v[r->n++];
    memset(x, 0, sizeof *x);
    x->seq = m->seq;
    x->game = m->game;
    x->player = m->player ? strdup(m->player) : NULL;
    x->action = strdup(m->action);
    x->raw = m->raw ? strdup(m->raw) : NULL;
    x->off = m->src.offset;
    x->len = m->src.len;
    x->args = json_dumps(m->args, JSON_COMPACT | JSON_SORT_KEYS);
    json_t *c = json_deep_copy(m->args);
    json_object_del(c, "marked_hits");
    json_object_del(c, "resigned");
    json_object_del(c, "crawford_game");
    json_t *steps = json_object_get(c, "steps");
    if (steps) {
        size_t i;
        json_t *s;
        json_array_foreach(steps, i, s) {
            if (i < BG_MAX_STEPS) {
                x->steps[i][0] = (int)json_integer_value(json_array_get(s, 0));
                x->steps[i][1] = (int)json_integer_value(json_array_get(s, 1));
                x->nsteps++;
            }
        }
        int sorted[BG_MAX_STEPS][2];
        memcpy(sorted, x->steps, sizeof sorted);
        qsort(sorted, (size_t)x->nsteps, sizeof sorted[0], bg_cmp_pair);
        json_t *ns = json_array();
        for (int k = 0; k < x->nsteps; k++)
            json_array_append_new(ns, json_pack("[ii]", sorted[k][0], sorted[k][1]));
        json_object_set_new(c, "steps", ns);
    }
    json_t *dice = json_object_get(m->args, "dice");
    if (dice) {
        x->dice[0] = (int)json_integer_value(json_array_get(dice, 0));
        x->dice[1] = (int)json_integer_value(json_array_get(dice, 1));
    }
    x->canon = json_dumps(c, JSON_COMPACT | JSON_SORT_KEYS);
    json_decref(c);
    return 0;
}

static inline void bg_free(bg_run *r)
{
    for (size_t i = 0; i < r->n; i++) {
        free(r->v[i].player);
        free(r->v[i].action);
        free(r->v[i].args);
        free(r->v[i].canon);
        free(r->v[i].raw);
    }
    free(r->v);
    ga_header_clear(&r->h);
    memset(r, 0, sizeof *r);
}

/* Parses src with fmt into r (records kept when keep). */
static inline int bg_parse_src(const ga_format *fmt, const ga_source *src, bg_run *r, int keep,
                               ga_error *err)
{
    memset(r, 0, sizeof *r);
    r->keep = keep;
    ga_sink sink = {r, bg_on_header, bg_on_move};
    memset(err, 0, sizeof *err);
    return fmt->parse(src, &sink, err);
}

static inline int bg_parse_file(const ga_format *fmt, const char *path, bg_run *r, ga_error *err)
{
    ga_source *src = NULL;
    int rc = ga_source_open(&src, path, err);
    if (rc == 0)
        rc = bg_parse_src(fmt, src, r, 1, err);
    ga_source_free(src);
    return rc;
}

static inline int bg_parse_mem(const ga_format *fmt, const char *data, size_t len, bg_run *r,
                               int keep, ga_error *err)
{
    ga_source *src = NULL;
    int rc = ga_source_from_mem(&src, "mem", data, len, err);
    if (rc == 0)
        rc = bg_parse_src(fmt, src, r, keep, err);
    ga_source_free(src);
    return rc;
}

/* Reads a whole file into memory (caller frees), NULL on failure. */
static inline char *bg_slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)n + 1);
    if (buf && fread(buf, 1, (size_t)n, f) != (size_t)n) {
        free(buf);
        buf = NULL;
    }
    fclose(f);
    if (buf) {
        buf[n] = '\0';
        *len = (size_t)n;
    }
    return buf;
}

static inline size_t bg_count(const bg_run *r, const char *action)
{
    size_t n = 0;
    for (size_t i = 0; i < r->n; i++)
        n += !strcmp(r->v[i].action, action);
    return n;
}

/* Returns the k-th (0-based) record of action, or NULL. */
static inline const bg_rec *bg_nth(const bg_run *r, const char *action, size_t k)
{
    for (size_t i = 0; i < r->n; i++)
        if (!strcmp(r->v[i].action, action) && k-- == 0)
            return &r->v[i];
    return NULL;
}

static inline const char *bg_str(const char *s)
{
    return s ? s : "null";
}

/* The setup value of key as compact JSON (caller frees), or NULL. */
static inline char *bg_setup(const bg_run *r, const char *key)
{
    json_t *v = json_object_get(r->h.setup, key);
    return v ? json_dumps(v, JSON_COMPACT | JSON_ENCODE_ANY) : NULL;
}

/* Asserts that a and b carry the same moves: game, player, action and
 * canonical args (steps as sets, marks dropped), in order. */
static inline void bg_assert_same(const bg_run *a, const bg_run *b, const char *what)
{
    cr_assert_eq(a->n, b->n, "%s: %zu moves against %zu", what, a->n, b->n);
    for (size_t i = 0; i < a->n; i++) {
        const bg_rec *x = &a->v[i], *y = &b->v[i];
        cr_assert_eq(x->game, y->game, "%s: move %zu: game %d against %d", what, i + 1, x->game,
                     y->game);
        cr_assert_str_eq(x->action, y->action, "%s: move %zu: %s against %s", what, i + 1,
                         x->action, y->action);
        cr_assert_str_eq(bg_str(x->player), bg_str(y->player), "%s: move %zu (%s): player",
                         what, i + 1, x->action);
        cr_assert_str_eq(x->canon, y->canon, "%s: move %zu (%s): %s against %s", what, i + 1,
                         x->action, x->canon, y->canon);
    }
}

/* Seconds on the monotonic clock. */
static inline double bg_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

/* Parses path with fmt into r (records kept); asserts success and one header. */
static inline void bg_parse_ok(const ga_format *fmt, const char *path, bg_run *r)
{
    ga_error err;
    int rc = bg_parse_file(fmt, path, r, &err);
    cr_assert_eq(rc, 0, "%s: %s:%d:%d: %s", path, err.file, err.line, err.col, err.text);
    cr_assert_eq(r->headers, 1, "%s: one header", path);
}

/* Parses text with fmt and asserts a positioned GA_EINPUT at line:col whose
 * message holds needle (when not NULL). */
static inline void bg_expect_error(const ga_format *fmt, const char *text, size_t len, int line,
                                   int col, const char *needle)
{
    bg_run r;
    ga_error err;
    int rc = bg_parse_mem(fmt, text, len, &r, 0, &err);
    cr_assert_eq(rc, GA_EINPUT, "rc %d for %.60s", rc, text);
    cr_assert_eq(err.line, line, "line %d (%s)", err.line, err.text);
    cr_assert_eq(err.col, col, "col %d (%s)", err.col, err.text);
    if (needle)
        cr_assert_not_null(strstr(err.text, needle), "message: %s", err.text);
    bg_free(&r);
}

/* Parses the n bytes of src with fmt `rounds` times, round i with 1 + i %
 * spread bytes overwritten at random (the generator state is *x); asserts
 * each parse gives 0 or a positioned GA_EINPUT.  Returns how many failed. */
static inline int bg_parse_mutated(const ga_format *fmt, const char *src, size_t n, uint32_t *x,
                                   int rounds, int spread)
{
    int errors = 0;
    for (int it = 0; it < rounds; it++) {
        char *t = malloc(n);
        cr_assert_not_null(t);
        memcpy(t, src, n);
        for (int k = 0; k < 1 + it % spread; k++) {
            *x = *x * 1103515245u + 12345u;
            size_t at = (*x >> 8) % n;
            *x = *x * 1103515245u + 12345u;
            t[at] = (char)(*x >> 16);
        }
        bg_run r;
        ga_error err;
        int rc = bg_parse_mem(fmt, t, n, &r, 0, &err);
        cr_assert(rc == 0 || rc == GA_EINPUT, "rc %d", rc);
        if (rc) {
            errors++;
            cr_assert(err.line >= 1 && err.col >= 1 && err.text[0], "unpositioned error");
        }
        bg_free(&r);
        free(t);
    }
    return errors;
}

#endif
