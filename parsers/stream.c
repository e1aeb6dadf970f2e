/* stream.c — the normalized move stream (JSON Lines) as an input format.
 * Line 1 is the header ({"stream":"gameaudit/1",…}); each later non-blank
 * line is one move.  Every error names the line and column. */
#include "../src/internal.h"
#include "parsers.h"

#include <stdlib.h>
#include <string.h>

static int stream_sniff(const char *data, size_t len, const char *path)
{
    (void)path;
    size_t i = ga_text_start(data, len);
    if (i >= len || data[i] != '{')
        return 0;
    size_t n = len - i < 200 ? len - i : 200;
    const char *hit = memmem(data + i, n, "\"stream\"", 8);
    if (hit && memmem(data + i, n, GA_STREAM_MAGIC, strlen(GA_STREAM_MAGIC)))
        return 100;
    return 0;
}

static char *dup_field(const json_t *o, const char *key)
{
    char tmp[32];
    const char *s = ga_json_str(json_object_get(o, key), tmp, sizeof tmp);
    return s ? ga_strdup0(s) : NULL;
}

/* Reads the header object o into h.  Returns 0 or GA_EINPUT/GA_ENOMEM. */
static int read_header(const json_t *o, const ga_source *src, int line, ga_header *h,
                       ga_error *err)
{
    const char *magic = json_string_value(json_object_get(o, "stream"));
    if (!magic || strcmp(magic, GA_STREAM_MAGIC) != 0)
        return ga_error_setpos(err, GA_EINPUT, src->path, line, 1,
                               "first line is not a stream header (\"stream\":\"%s\")",
                               GA_STREAM_MAGIC);
    h->game = dup_field(o, "game");
    h->table = dup_field(o, "table");
    h->date = dup_field(o, "date");
    h->ruleset = dup_field(o, "ruleset");
    h->format = ga_strdup0("gameaudit-stream");
    h->file = ga_strdup0(src->path);
    char key[21];
    if (h->date && ga_rules_date(h->date, key))
        return ga_error_setpos(err, GA_EINPUT, src->path, line, 1,
                               "\"date\" \"%.40s\" is not a date (YYYY-MM-DD or an ISO 8601 "
                               "date-time)", h->date);
    if (h->ruleset && ga_rules_date(h->ruleset, key))
        return ga_error_setpos(err, GA_EINPUT, src->path, line, 1,
                               "\"ruleset\" \"%.40s\" is not a date (YYYY-MM-DD or an ISO "
                               "8601 date-time)", h->ruleset);
    json_t *setup = json_object_get(o, "setup");
    if (setup && !json_is_object(setup))
        return ga_error_setpos(err, GA_EINPUT, src->path, line, 1,
                               "\"setup\" is not an object of game options");
    if (setup)
        h->setup = json_incref(setup);
    json_t *players = json_object_get(o, "players");
    if (!players)
        return ga_error_setpos(err, GA_EINPUT, src->path, line, 1,
                               "the header has no \"players\" list ([{\"id\",\"name\"},…])");
    if (!json_is_array(players))
        return ga_error_setpos(err, GA_EINPUT, src->path, line, 1,
                               "\"players\" is not an array");
    size_t n = json_array_size(players);
    if (n) {
        h->players = calloc(n, sizeof *h->players);
        if (!h->players)
            return GA_ENOMEM;
    }
    for (size_t i = 0; i < n; i++) {
        json_t *p = json_array_get(players, i);
        h->players[i].id = dup_field(p, "id");
        h->players[i].name = dup_field(p, "name");
        h->nplayers++;
        if (!h->players[i].id)
            return ga_error_setpos(err, GA_EINPUT, src->path, line, 1,
                                   "player %zu has no \"id\"", i + 1);
        for (size_t k = 0; k < i; k++)
            if (!strcmp(h->players[k].id, h->players[i].id))
                return ga_error_setpos(err, GA_EINPUT, src->path, line, 1,
                                       "players %zu and %zu share the id \"%.40s\"", k + 1,
                                       i + 1, h->players[i].id);
    }
    return 0;
}

/* Reads one move object o (line `line` at offset off) into m. */
static int read_move(const json_t *o, const ga_source *src, int line, size_t off, size_t len,
                     long prev_seq, ga_move *m, ga_error *err)
{
    long long seq, game = 1;
    if (!ga_json_int(json_object_get(o, "seq"), &seq) || seq <= prev_seq)
        return ga_error_setpos(err, GA_EINPUT, src->path, line, 1,
                               "move has no \"seq\" greater than the previous one (%ld)",
                               prev_seq);
    json_t *g = json_object_get(o, "game");
    if (g && (!ga_json_int(g, &game) || game < 1 || game > 1000000))
        return ga_error_setpos(err, GA_EINPUT, src->path, line, 1, "bad \"game\" number");
    const char *action = json_string_value(json_object_get(o, "action"));
    if (!action || !*action)
        return ga_error_setpos(err, GA_EINPUT, src->path, line, 1,
                               "move %lld has no \"action\"", seq);
    json_t *args = json_object_get(o, "args");
    if (args && !json_is_object(args))
        return ga_error_setpos(err, GA_EINPUT, src->path, line, 1,
                               "move %lld: \"args\" is not an object", seq);
    char tmp[32];
    const char *player = ga_json_str(json_object_get(o, "player"), tmp, sizeof tmp);
    const char *raw = json_string_value(json_object_get(o, "raw"));
    /* The span is the stream line itself: that is what a user edits. */
    ga_span sp = {off, len, line, 1};
    if (ga_move_set(m, (long)seq, (int)game, player, action,
                    args ? json_incref(args) : json_object(), sp, raw, raw ? strlen(raw) : 0))
        return GA_ENOMEM;
    return 0;
}

static int stream_parse(const ga_source *src, const ga_sink *sink, ga_error *err)
{
    ga_header h = {0};
    ga_move m = {0};
    int rc = 0, line = 0, have_header = 0;
    long prev_seq = 0;
    size_t pos = 0;
    if (src->len >= 3 && memcmp(src->data, "\xEF\xBB\xBF", 3) == 0)
        pos = 3;
    while (pos < src->len) {
        const char *nl = memchr(src->data + pos, '\n', src->len - pos);
        size_t end = nl ? (size_t)(nl - src->data) : src->len;
        size_t off = pos;
        line++;
        pos = end + 1;
        size_t a = off;
        while (a < end && (src->data[a] == ' ' || src->data[a] == '\t' || src->data[a] == '\r'))
            a++;
        if (a == end)
            continue;
        json_error_t je;
        json_t *o = json_loadb(src->data + off, end - off, JSON_REJECT_DUPLICATES, &je);
        if (!o) {
            rc = ga_error_setpos(err, GA_EINPUT, src->path, line, je.column > 0 ? je.column : 1,
                                 "%s", je.text);
            goto cleanup;
        }
        if (!json_is_object(o)) {
            json_decref(o);
            rc = ga_error_setpos(err, GA_EINPUT, src->path, line, 1, "line is not a JSON object");
            goto cleanup;
        }
        if (!have_header) {
            rc = read_header(o, src, line, &h, err);
            json_decref(o);
            if (rc)
                goto cleanup;
            have_header = 1;
            if ((rc = sink->header(sink->ctx, &h, err)))
                goto cleanup;
            continue;
        }
        rc = read_move(o, src, line, off, end - off, prev_seq, &m, err);
        json_decref(o);
        if (rc)
            goto cleanup;
        prev_seq = m.seq;
        if ((rc = sink->move(sink->ctx, &m, err)))
            goto cleanup;
    }
    if (!have_header)
        rc = ga_error_setpos(err, GA_EINPUT, src->path, 1, 1, "empty stream: no header line");
cleanup:
    if (rc == GA_ENOMEM)
        ga_error_set(err, GA_ENOMEM, src->path, 0, "out of memory");
    ga_move_clear(&m);
    ga_header_clear(&h);
    return rc;
}

const ga_format ga_format_stream = {
    .name = "gameaudit-stream",
    .description = "the normalized move stream (JSON Lines), as `gameaudit import` writes it",
    .game = NULL,
    .sniff = stream_sniff,
    .parse = stream_parse,
};
