/* stream.c — the normalized stream's structs and its JSON Lines writer. */
#include "internal.h"

#include <malloc.h>
#include <stdlib.h>
#include <string.h>

void ga_header_clear(ga_header *h)
{
    if (!h)
        return;
    free(h->game);
    free(h->format);
    free(h->file);
    free(h->table);
    free(h->date);
    free(h->ruleset);
    for (size_t i = 0; i < h->nplayers; i++) {
        free(h->players[i].id);
        free(h->players[i].name);
    }
    free(h->players);
    json_decref(h->setup);
    memset(h, 0, sizeof *h);
}

void ga_move_clear(ga_move *m)
{
    if (!m)
        return;
    free(m->player);
    free(m->action);
    free(m->raw);
    json_decref(m->args);
    memset(m, 0, sizeof *m);
}

/* Makes *dst a copy of the n bytes at s (NULL when s is NULL), in the buffer
 * *dst already holds when it is large enough: a parser sets one move again
 * and again.  s may point into that buffer.  Returns 0 or GA_ENOMEM. */
static int move_str(char **dst, const char *s, size_t n)
{
    char *old = *dst;
    if (s && old && n < malloc_usable_size(old)) {
        memmove(old, s, n);
        old[n] = '\0';
        return 0;
    }
    *dst = s ? ga_strndup(s, n) : NULL;
    free(old);
    return s && !*dst ? GA_ENOMEM : 0;
}

int ga_move_set(ga_move *m, long seq, int game, const char *player, const char *action,
                json_t *args, ga_span src, const char *raw, size_t rawlen)
{
    json_t *old_args = m->args;
    m->seq = seq;
    m->game = game;
    m->src = src;
    m->args = args ? args : json_object();
    json_decref(old_args);
    int rc = move_str(&m->player, player, player ? strlen(player) : 0);
    rc |= move_str(&m->action, action, action ? strlen(action) : 0);
    rc |= move_str(&m->raw, raw, rawlen);
    if (!m->args || !m->action || rc)
        return GA_ENOMEM;
    return 0;
}

int ga_header_player_index(const ga_header *h, const char *id)
{
    if (!id)
        return -1;
    for (size_t i = 0; i < h->nplayers; i++)
        if (h->players[i].id && strcmp(h->players[i].id, id) == 0)
            return (int)i;
    return -1;
}

/* Appends the compact JSON of o to b and drops o.  Returns 0 or GA_ENOMEM. */
static int dump_line(ga_buf *b, json_t *o)
{
    if (!o)
        return GA_ENOMEM;
    char *s = json_dumps(o, JSON_COMPACT | JSON_PRESERVE_ORDER);
    json_decref(o);
    if (!s)
        return GA_ENOMEM;
    int rc = ga_buf_puts(b, s);
    free(s);
    return rc;
}

static json_t *str_or_null(const char *s)
{
    return ga_json_text(s);
}

int ga_stream_write_header(ga_buf *b, const ga_header *h)
{
    json_t *o = json_object();
    json_t *players = json_array();
    json_t *source = json_object();
    if (!o || !players || !source) {
        json_decref(o);
        json_decref(players);
        json_decref(source);
        return GA_ENOMEM;
    }
    json_object_set_new(o, "stream", json_string(GA_STREAM_MAGIC));
    json_object_set_new(o, "game", str_or_null(h->game));
    json_object_set_new(source, "file", str_or_null(h->file));
    json_object_set_new(source, "format", str_or_null(h->format));
    json_object_set_new(o, "source", source);
    if (h->table)
        json_object_set_new(o, "table", ga_json_text(h->table));
    if (h->date)
        json_object_set_new(o, "date", ga_json_text(h->date));
    for (size_t i = 0; i < h->nplayers; i++) {
        json_t *p = json_object();
        json_object_set_new(p, "id", str_or_null(h->players[i].id));
        json_object_set_new(p, "name", str_or_null(h->players[i].name));
        json_array_append_new(players, p);
    }
    json_object_set_new(o, "players", players);
    if (h->setup)
        json_object_set(o, "setup", h->setup);
    if (h->ruleset)
        json_object_set_new(o, "ruleset", ga_json_text(h->ruleset));
    return dump_line(b, o);
}

int ga_stream_write_move(ga_buf *b, const ga_move *m)
{
    json_t *o = json_object();
    json_t *src = json_object();
    if (!o || !src) {
        json_decref(o);
        json_decref(src);
        return GA_ENOMEM;
    }
    json_object_set_new(o, "seq", json_integer(m->seq));
    if (m->game > 1)
        json_object_set_new(o, "game", json_integer(m->game));
    json_object_set_new(o, "player", str_or_null(m->player));
    json_object_set_new(o, "action", ga_json_text(m->action));
    json_object_set(o, "args", m->args ? m->args : json_object());
    if (m->src.line)
        json_object_set_new(src, "line", json_integer(m->src.line));
    if (m->src.col)
        json_object_set_new(src, "col", json_integer(m->src.col));
    json_object_set_new(src, "offset", json_integer((json_int_t)m->src.offset));
    json_object_set_new(src, "len", json_integer((json_int_t)m->src.len));
    json_object_set_new(o, "src", src);
    if (m->raw)
        json_object_set_new(o, "raw", ga_json_text(m->raw));
    return dump_line(b, o);
}

int ga_header_copy(ga_header *dst, const ga_header *src)
{
    memset(dst, 0, sizeof *dst);
    dst->game = ga_strdup0(src->game);
    dst->format = ga_strdup0(src->format);
    dst->file = ga_strdup0(src->file);
    dst->table = ga_strdup0(src->table);
    dst->date = ga_strdup0(src->date);
    dst->ruleset = ga_strdup0(src->ruleset);
    dst->setup = src->setup ? json_incref(src->setup) : NULL;
    if (src->nplayers) {
        dst->players = calloc(src->nplayers, sizeof *dst->players);
        if (!dst->players)
            return GA_ENOMEM;
        for (size_t i = 0; i < src->nplayers; i++) {
            dst->players[i].id = ga_strdup0(src->players[i].id);
            dst->players[i].name = ga_strdup0(src->players[i].name);
            dst->nplayers++;
        }
    }
    return 0;
}
