/* cmd_events.c — `gameaudit events FILE`: every event of a log as one line.
 *
 * text: `<move> <time> <channel> <type> <rendered text>` after a `#` line
 * naming the game, table and players; json: the header, then one object per
 * event {"seq","move","packet","time","channel","type","player","text",
 * "line","args"}.  Works on any format; BGA logs fill every column. */
#include "cli.h"
#include "internal.h"
#include "../parsers/bga.h"

#include <stdlib.h>
#include <string.h>

typedef struct events_ctx {
    const char *game;  /* --game, or NULL */
    int json;
    ga_header header;
    ga_buf out;
} events_ctx;

static int events_header(void *vctx, const ga_header *h, ga_error *err)
{
    events_ctx *c = vctx;
    (void)err;
    if (ga_cli_header_copy(&c->header, h, c->game))
        return GA_ENOMEM;
    if (c->json) {
        int rc = ga_stream_write_header(&c->out, &c->header);
        return rc ? rc : ga_buf_puts(&c->out, "\n") ? GA_ENOMEM : 0;
    }
    const char *looks = json_string_value(json_object_get(c->header.setup, "bga_game"));
    ga_buf_printf(&c->out, "# %s%s%s, format %s, table %s, %s, players:",
                  c->header.game ? c->header.game : "game unknown",
                  !c->header.game && looks ? ", looks like " : "",
                  !c->header.game && looks ? looks : "", c->header.format,
                  c->header.table ? c->header.table : "?", c->header.date ? c->header.date : "?");
    for (size_t i = 0; i < c->header.nplayers; i++)
        ga_buf_printf(&c->out, "%s %s (%s)", i ? "," : "", c->header.players[i].name,
                      c->header.players[i].id);
    return ga_buf_puts(&c->out, "\n") ? GA_ENOMEM : 0;
}

/* The name of player id, or the id itself. */
static const char *player_name(const events_ctx *c, const char *id)
{
    int i = ga_header_player_index(&c->header, id);
    return i >= 0 && c->header.players[i].name ? c->header.players[i].name : id;
}

/* "result: A 175 (rank 1), B 166 (rank 2)" for a result move. */
static void result_text(const events_ctx *c, const json_t *args, ga_buf *b)
{
    const char *id;
    json_t *score;
    int first = 1;
    ga_buf_puts(b, "result:");
    json_object_foreach((json_t *)json_object_get(args, "scores"), id, score) {
        json_t *rank = json_object_get(json_object_get(args, "ranks"), id);
        ga_buf_printf(b, "%s %s %lld (rank %lld%s)", first ? "" : ",", player_name(c, id),
                      (long long)json_integer_value(score), (long long)json_integer_value(rank),
                      json_is_true(json_object_get(json_object_get(args, "ties"), id)) ? ", tie"
                                                                                       : "");
        first = 0;
    }
}

/* Appends o, compact, and a newline to b: json_dumpb writes into the
 * buffer's free room (grown and written again when the room is short). */
static int dump_line(ga_buf *b, const json_t *o)
{
    size_t room = b->cap > b->len ? b->cap - b->len : 0;
    size_t n = json_dumpb(o, room ? b->data + b->len : NULL, room, JSON_COMPACT);
    if (n == 0)
        return GA_ENOMEM;
    if (n + 2 > room) {
        if (GA_GROW(b->data, b->cap, b->len + n + 2, 64) ||
            json_dumpb(o, b->data + b->len, n, JSON_COMPACT) != n)
            return GA_ENOMEM;
    }
    b->len += n;
    b->data[b->len++] = '\n';
    b->data[b->len] = '\0';
    return 0;
}

static int events_move(void *vctx, const ga_move *m, ga_error *err)
{
    events_ctx *c = vctx;
    (void)err;
    const json_t *a = m->args;
    json_t *mv = json_object_get(a, "move"), *tm = json_object_get(a, "time");
    const char *channel = json_string_value(json_object_get(a, "channel"));
    char when[32] = "", movebuf[32] = "-";
    if (json_is_integer(tm))
        ga_bga_iso_time(json_integer_value(tm), when, sizeof when);
    else if (json_is_string(json_object_get(a, "date")))
        snprintf(when, sizeof when, "%s", json_string_value(json_object_get(a, "date")));
    if (json_is_integer(mv))
        snprintf(movebuf, sizeof movebuf, "%lld", (long long)json_integer_value(mv));
    ga_buf text = {0};
    if (!strcmp(m->action, "result") && json_object_get(a, "scores"))
        result_text(c, a, &text);
    else if (json_is_string(json_object_get(a, "log")))
        ga_buf_puts(&text, json_string_value(json_object_get(a, "log")));
    else if (m->raw)
        ga_buf_puts(&text, m->raw);
    for (size_t i = 0; i < text.len; i++)
        if (text.data[i] == '\n' || text.data[i] == '\r' || text.data[i] == '\t')
            text.data[i] = ' ';
    /* Shown, not obeyed: control characters escaped, bytes made UTF-8. */
    ga_buf clean = {0};
    if (text.data && ga_utf8_clean(&clean, text.data, text.len, 1)) {
        ga_buf_free(&text);
        ga_buf_free(&clean);
        return GA_ENOMEM;
    }
    ga_buf_free(&text);
    text = clean;
    int rc = 0;
    if (c->json) {
        json_t *o = json_pack("{s:I, s:O?, s:O?, s:s?, s:s?, s:s, s:s?, s:s, s:i, s:O?}", "seq",
                              (json_int_t)m->seq, "move", mv, "packet",
                              json_object_get(a, "packet"), "time", when[0] ? when : NULL,
                              "channel", channel, "type", m->action, "player", m->player,
                              "text", text.data ? text.data : "", "line", m->src.line, "args",
                              json_object_get(a, "args"));
        rc = o ? dump_line(&c->out, o) : GA_ENOMEM;
        json_decref(o);
    } else {
        rc = ga_buf_printf(&c->out, "%-5s %-20s %-6s %-26s %s\n", movebuf,
                           when[0] ? when : "-", channel ? channel : "-", m->action,
                           text.data ? text.data : "")
                 ? GA_ENOMEM : 0;
    }
    ga_buf_free(&text);
    if (rc == 0 && c->out.len > 1 << 16 && ga_cli_flush(&c->out))
        rc = GA_EINTERNAL;
    return rc;
}

int cmd_events(int argc, char **argv)
{
    events_ctx c = {0};
    const char *path = NULL, *fmtname = NULL, *format = "text";
    ga_source *src = NULL;
    const ga_cli_opt table[] = {
        {"--format", NULL, &format, NULL},
        {"--game", NULL, &c.game, NULL},
        {"--input-format", NULL, &fmtname, NULL},
        {NULL, NULL, NULL, NULL},
    };
    size_t npos;
    int rc = ga_cli_parse("events", argc, argv, 1, table, &path, 1, &npos);
    if (rc)
        return rc;
    if (!path)
        return ga_cli_usage("events: give exactly one FILE");
    if (strcmp(format, "text") && strcmp(format, "json"))
        return ga_cli_usage("events: --format is text or json");
    c.json = !strcmp(format, "json");
    const ga_format *fmt;
    if ((rc = ga_cli_open_log("events", path, fmtname, &src, &fmt)))
        goto cleanup;
    ga_sink sink = {&c, events_header, events_move};
    ga_error err = {0};
    int prc = fmt->parse(src, &sink, &err);
    rc = ga_cli_flush(&c.out);
    if (prc)
        rc = ga_cli_parse_error(src, &err);
cleanup:
    ga_buf_free(&c.out);
    ga_header_clear(&c.header);
    ga_source_free(src);
    return rc;
}
