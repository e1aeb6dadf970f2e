/* vocab.c — a game's declared vocabulary (actions and their args) and
 * checks (finding codes and the rules they cite), as the registry lists
 * them: lookups, the stream reader's move check, and ga_report. */
#include "internal.h"

#include <stdlib.h>
#include <string.h>

int ga_header_is_bga(const ga_header *h)
{
    const char *site = json_string_value(json_object_get(h->setup, "site"));
    return (h->format && !strncmp(h->format, "bga", 3)) || (site && !strcmp(site, "bga"));
}

const ga_action *ga_game_action(const ga_game *g, const char *name)
{
    size_t lo = 0, hi = g->nactions;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int c = strcmp(name, g->actions[mid].name);
        if (!c)
            return &g->actions[mid];
        if (c < 0)
            hi = mid;
        else
            lo = mid + 1;
    }
    return NULL;
}

const ga_check_def *ga_game_check(const ga_game *g, const char *code)
{
    size_t lo = 0, hi = g->nchecks;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int c = strcmp(code, g->checks[mid].code);
        if (!c)
            return &g->checks[mid];
        if (c < 0)
            hi = mid;
        else
            lo = mid + 1;
    }
    return NULL;
}

/* Returns the name of a JSON value's type as the vocabulary says it. */
static const char *json_type_word(const json_t *v)
{
    switch (json_typeof(v)) {
    case JSON_OBJECT: return "an object";
    case JSON_ARRAY: return "an array";
    case JSON_STRING: return "a string";
    case JSON_INTEGER: return "an integer";
    case JSON_REAL: return "a number";
    case JSON_TRUE:
    case JSON_FALSE: return "a boolean";
    default: return "null";
    }
}

static const char *arg_type_word(int t)
{
    static const char *const words[] = {
        [GA_ARG_INT] = "an integer", [GA_ARG_NUM] = "a number",  [GA_ARG_STR] = "a string",
        [GA_ARG_BOOL] = "a boolean", [GA_ARG_ARRAY] = "an array", [GA_ARG_OBJECT] = "an object",
        [GA_ARG_ANY] = "any value",
    };
    return t >= GA_ARG_INT && t <= GA_ARG_ANY ? words[t] : "?";
}

/* Returns 1 when v has type t. */
static int arg_type_ok(const json_t *v, int t)
{
    switch (t) {
    case GA_ARG_INT: return json_is_integer(v);
    case GA_ARG_NUM: return json_is_number(v);
    case GA_ARG_STR: return json_is_string(v);
    case GA_ARG_BOOL: return json_is_boolean(v);
    case GA_ARG_ARRAY: return json_is_array(v);
    case GA_ARG_OBJECT: return json_is_object(v);
    default: return 1;
    }
}

static int move_error(const ga_move *m, const char *file, ga_error *err, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static int move_error(const ga_move *m, const char *file, ga_error *err, const char *fmt, ...)
{
    char text[sizeof err->text];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    if (m->src.line)
        ga_error_setpos(err, GA_EINPUT, file, m->src.line, m->src.col, "%s", text);
    else
        ga_error_set(err, GA_EINPUT, file, m->src.offset, "%s", text);
    err->seq = m->seq;
    return GA_EINPUT;
}

int ga_game_check_move(const ga_game *g, const ga_move *m, const char *file, ga_error *err)
{
    if (!g->actions)
        return 0;
    const ga_action *a = ga_game_action(g, m->action);
    if (!a)
        return move_error(m, file, err,
                          "move %ld: \"%s\" is not an action of %s (see `gameaudit games %s`)",
                          m->seq, m->action, g->name, g->name);
    int open = 0;
    for (const ga_arg_spec *s = a->args; s && s->name; s++) {
        if (!strcmp(s->name, "*")) {
            open = 1;
            continue;
        }
        json_t *v = json_object_get(m->args, s->name);
        if (!v && s->required)
            return move_error(m, file, err, "move %ld: %s needs arg \"%s\" (%s: %s)", m->seq,
                              a->name, s->name, arg_type_word(s->type), s->doc ? s->doc : "");
        if (v && !arg_type_ok(v, s->type))
            return move_error(m, file, err, "move %ld: %s arg \"%s\" is %s, not %s", m->seq,
                              a->name, s->name, json_type_word(v), arg_type_word(s->type));
    }
    if (open)
        return 0;
    const char *key;
    json_t *v;
    json_object_foreach(m->args, key, v) {
        const ga_arg_spec *s = a->args;
        while (s && s->name && strcmp(s->name, key))
            s++;
        if (!s || !s->name)
            return move_error(m, file, err, "move %ld: %s has no arg \"%s\"", m->seq, a->name,
                              key);
    }
    return 0;
}

int ga_check_cites(const ga_check_def *c, int rule)
{
    if (c->rule == rule)
        return 1;
    for (const int *r = c->also; r && *r >= 0; r++)
        if (*r == rule)
            return 1;
    return 0;
}

/* Adds the finding of check code citing refs[rule] (-2: the check's own). */
static ga_finding *report_v(ga_findings *out, const ga_game *g, const ga_move *m,
                            const char *code, int rule, const char *fmt, va_list ap)
{
    const ga_check_def *c = ga_game_check(g, code);
    ga_buf msg = {0};
    if (ga_buf_vprintf(&msg, fmt, ap)) {
        ga_buf_free(&msg);
        return NULL;
    }
    if (c && rule == -2)
        rule = c->rule;
    ga_finding *fd;
    if (!c || !ga_check_cites(c, rule))
        fd = ga_findings_add(out, m, GA_ERROR, "internal.unknown-check", NULL,
                             "engine %s reported \"%s\" citing rule %d, which its check table "
                             "lacks: %s", g->name, code, rule, msg.data ? msg.data : "");
    else
        fd = ga_findings_add(out, m, c->severity, code,
                             rule >= 0 && (size_t)rule < g->nrefs ? &g->refs[rule] : NULL, "%s",
                             msg.data ? msg.data : "");
    ga_buf_free(&msg);
    return fd;
}

ga_finding *ga_report(ga_findings *out, const ga_game *g, const ga_move *m, const char *code,
                      const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    ga_finding *fd = report_v(out, g, m, code, -2, fmt, ap);
    va_end(ap);
    return fd;
}

ga_finding *ga_report_rule(ga_findings *out, const ga_game *g, const ga_move *m,
                           const char *code, int rule, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    ga_finding *fd = report_v(out, g, m, code, rule, fmt, ap);
    va_end(ap);
    return fd;
}
