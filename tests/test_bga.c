/* test_bga.c — the Board Game Arena archive reader (parsers/bga.c), its
 * templates and HTML, and the generic BGA audit (validators/bga.c), on the
 * real archives in fixtures/bga/ and on inputs built from them. */
#include "../src/internal.h"
#include "../parsers/bga.h"
#include "../parsers/parsers.h"
#include "../validators/bga/bga_audit.h"
#include "../validators/validators.h"

#include <criterion/criterion.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define GAIA "fixtures/bga/gaiaproject/table-798145204.json"
#define ARK "fixtures/bga/other-games/arknova/"

/* ---------------------------------------------------------------- helpers */

/* What a parse produced: the header and every move as JSON. */
typedef struct got {
    ga_header h;
    json_t *moves;  /* [{seq, action, player, args, line, col, off, len, raw}] */
    int headers;
} got;

static int got_header(void *ctx, const ga_header *h, ga_error *err)
{
    (void)err;
    got *g = ctx;
    g->headers++;
    return ga_header_copy(&g->h, h);
}

static int got_move(void *ctx, const ga_move *m, ga_error *err)
{
    (void)err;
    got *g = ctx;
    return json_array_append_new(
        g->moves, json_pack("{s:I, s:s, s:s?, s:O, s:i, s:i, s:I, s:I, s:s?}", "seq",
                            (json_int_t)m->seq, "action", m->action, "player", m->player,
                            "args", m->args, "line", m->src.line, "col", m->src.col, "off",
                            (json_int_t)m->src.offset, "len", (json_int_t)m->src.len, "raw",
                            m->raw));
}

/* Parses src with the archive reader into g (which the caller clears). */
static int parse_src(const ga_source *src, got *g, ga_error *err)
{
    memset(g, 0, sizeof *g);
    g->moves = json_array();
    ga_sink sink = {g, got_header, got_move};
    memset(err, 0, sizeof *err);
    return ga_format_bga_archive.parse(src, &sink, err);
}

static int parse_mem(const char *text, size_t len, got *g, ga_error *err)
{
    ga_source *src;
    cr_assert_eq(ga_source_from_mem(&src, "mem.json", text, len, err), 0);
    int rc = parse_src(src, g, err);
    ga_source_free(src);
    return rc;
}

static int parse_str(const char *text, got *g, ga_error *err)
{
    return parse_mem(text, strlen(text), g, err);
}

static int parse_file(const char *path, got *g, ga_error *err)
{
    ga_source *src;
    cr_assert_eq(ga_source_open(&src, path, err), 0, "%s", path);
    int rc = parse_src(src, g, err);
    ga_source_free(src);
    return rc;
}

static void got_clear(got *g)
{
    ga_header_clear(&g->h);
    json_decref(g->moves);
}

static json_t *load_json(const char *path)
{
    json_error_t je;
    json_t *j = json_load_file(path, 0, &je);
    cr_assert_not_null(j, "%s: %s", path, je.text);
    return j;
}

static char *dump(const json_t *j)
{
    char *s = json_dumps(j, JSON_COMPACT);
    cr_assert_not_null(s);
    return s;
}

/* The move's rendered text and action as "action|text" lines. */
static char *moves_text(const json_t *moves)
{
    ga_buf b = {0};
    size_t i;
    json_t *m;
    json_array_foreach(moves, i, m) {
        ga_buf_printf(&b, "%s|%s\n", json_string_value(json_object_get(m, "action")),
                      json_string_value(json_object_get(json_object_get(m, "args"), "log")));
    }
    return b.data ? ga_buf_detach(&b) : strdup("");
}

static size_t count_action(const json_t *moves, const char *action)
{
    size_t i, n = 0;
    json_t *m;
    json_array_foreach(moves, i, m)
        n += !strcmp(json_string_value(json_object_get(m, "action")), action);
    return n;
}

static json_t *find_action(const json_t *moves, const char *action, size_t nth)
{
    size_t i;
    json_t *m;
    json_array_foreach(moves, i, m)
        if (!strcmp(json_string_value(json_object_get(m, "action")), action) && nth-- == 0)
            return m;
    return NULL;
}

static const char *mlog(const json_t *m)
{
    return json_string_value(json_object_get(json_object_get(m, "args"), "log"));
}

/* ---------------------------------------------------------------- real archives */

Test(bga, reads_the_real_gaia_archive_header_and_events)
{
    got g;
    ga_error err;
    cr_assert_eq(parse_file(GAIA, &g, &err), 0, "%d:%d %s", err.line, err.col, err.text);
    cr_assert_eq(g.headers, 1);
    cr_assert_str_eq(g.h.game, "gaiaproject");
    cr_assert_str_eq(g.h.format, "bga-archive");
    cr_assert_str_eq(g.h.table, "798145204");
    cr_assert_str_eq(g.h.date, "2026-01-29T22:48:21Z");
    cr_assert_eq(g.h.nplayers, 2);
    cr_assert_str_eq(g.h.players[0].id, "89923063");
    cr_assert_str_eq(g.h.players[0].name, "felipetoito");
    cr_assert_str_eq(json_string_value(json_object_get(g.h.setup, "bga_game")), "gaiaproject");
    /* FORMATS.md §6 type counts of this archive. */
    cr_assert_eq(count_action(g.moves, "gameStateChange"), 439);
    cr_assert_eq(count_action(g.moves, "notifyIncome"), 174);
    cr_assert_eq(count_action(g.moves, "notifyBuild"), 20);
    cr_assert_eq(count_action(g.moves, "notifyScore"), 35);
    cr_assert_eq(count_action(g.moves, "result"), 1);
    json_t *build = find_action(g.moves, "notifyBuild", 0);
    cr_assert_not_null(strstr(mlog(build), " spends ["), "%s", mlog(build));
    cr_assert_not_null(strstr(mlog(build), "to build a [BUILDING"), "%s", mlog(build));
    cr_assert_str_eq(json_string_value(json_object_get(build, "raw")), mlog(build));
    json_t *conv = find_action(g.moves, "notifyConvert", 0);
    cr_assert_str_eq(mlog(conv), "felipetoito converts [POWER2] to gain [GOLD2]");
    cr_assert_str_eq(json_string_value(json_object_get(conv, "player")), "89923063");
    json_t *a = json_object_get(conv, "args");
    cr_assert_str_eq(json_string_value(json_object_get(a, "channel")), "table");
    cr_assert(json_is_integer(json_object_get(a, "packet")));
    cr_assert(json_is_integer(json_object_get(a, "time")));
    cr_assert_str_eq(json_string_value(json_object_get(json_object_get(a, "args"), "payStr")),
                     "[POWER2]");
    /* seq strictly increasing from 1 */
    size_t i;
    json_t *m;
    json_array_foreach(g.moves, i, m)
        cr_assert_eq(json_integer_value(json_object_get(m, "seq")), (json_int_t)i + 1);
    got_clear(&g);
}

Test(bga, move_spans_point_at_the_event_object)
{
    got g;
    ga_error err;
    ga_source *src;
    cr_assert_eq(ga_source_open(&src, GAIA, &err), 0);
    cr_assert_eq(parse_src(src, &g, &err), 0);
    size_t i;
    json_t *m;
    json_array_foreach(g.moves, i, m) {
        size_t off = (size_t)json_integer_value(json_object_get(m, "off"));
        size_t len = (size_t)json_integer_value(json_object_get(m, "len"));
        cr_assert_lt(off + len, src->len + 1);
        cr_assert_eq(src->data[off], '{');
        cr_assert_eq(src->data[off + len - 1], '}');
        int line, col;
        ga_source_linecol(src, off, &line, &col);
        cr_assert_eq(json_integer_value(json_object_get(m, "line")), line, "move %zu", i);
        cr_assert_eq(json_integer_value(json_object_get(m, "col")), col, "move %zu", i);
        const char *action = json_string_value(json_object_get(m, "action"));
        if (strcmp(action, "result")) {
            char needle[128];
            snprintf(needle, sizeof needle, "\"%s\"", action);
            cr_assert(memmem(src->data + off, len, needle, strlen(needle)), "%s", action);
        }
    }
    got_clear(&g);
    ga_source_free(src);
}

Test(bga, end_of_game_becomes_a_result_move)
{
    got g;
    ga_error err;
    cr_assert_eq(parse_file(GAIA, &g, &err), 0);
    json_t *r = find_action(g.moves, "result", 0), *a = json_object_get(r, "args");
    cr_assert_eq(json_integer_value(json_object_get(json_object_get(a, "scores"), "96457033")),
                 175);
    cr_assert_eq(json_integer_value(json_object_get(json_object_get(a, "scores"), "89923063")),
                 166);
    cr_assert_eq(json_integer_value(json_object_get(json_object_get(a, "ranks"), "89923063")), 2);
    cr_assert(json_is_false(json_object_get(json_object_get(a, "ties"), "96457033")));
    cr_assert(json_is_false(json_object_get(a, "concede")));
    cr_assert_eq(json_array_size(json_object_get(a, "result")), 2);
    /* the result follows its gameStateChange and precedes "End of game" */
    size_t i;
    json_t *m;
    json_array_foreach(g.moves, i, m) if (m == r) break;
    cr_assert_str_eq(json_string_value(json_object_get(json_array_get(g.moves, i - 1), "action")),
                     "gameStateChange");
    cr_assert_str_eq(mlog(json_array_get(g.moves, i + 1)), "End of game");
    got_clear(&g);

    cr_assert_eq(parse_file(ARK "tie.log.json", &g, &err), 0);
    a = json_object_get(find_action(g.moves, "result", 0), "args");
    cr_assert(json_is_true(json_object_get(json_object_get(a, "ties"), "93481498")));
    cr_assert(json_is_true(json_object_get(json_object_get(a, "ties"), "86346298")));
    cr_assert_eq(json_integer_value(json_object_get(json_object_get(a, "score_aux"), "86346298")),
                 4);
    got_clear(&g);

    cr_assert_eq(parse_file(ARK "sample_game.log.json", &g, &err), 0);
    a = json_object_get(find_action(g.moves, "result", 0), "args");
    cr_assert(json_is_true(json_object_get(a, "concede")), "Baboude conceded");
    got_clear(&g);
}

Test(bga, private_packets_keep_their_channel)
{
    got g;
    ga_error err;
    cr_assert_eq(parse_file(ARK "sample_game.log.json", &g, &err), 0);
    cr_assert_str_eq(g.h.game, "arknova");
    json_t *p = find_action(g.moves, "pDrawCards", 0), *d = find_action(g.moves, "drawCards", 0);
    cr_assert_str_eq(json_string_value(json_object_get(json_object_get(p, "args"), "channel")),
                     "player");
    cr_assert_str_eq(json_string_value(json_object_get(json_object_get(d, "args"), "channel")),
                     "table");
    /* PHP escapes in the channel ("\/player\/p…") do not hide it */
    cr_assert_not_null(strstr(mlog(p), "You draw "), "%s", mlog(p));
    /* private draws extend the public ones: both kept (20 and 20 in this file) */
    cr_assert_eq(count_action(g.moves, "pDrawCards"), 20);
    cr_assert_eq(count_action(g.moves, "drawCards"), 20);
    got_clear(&g);
}

Test(bga, single_events_and_ratings_read_as_one_move)
{
    got g;
    ga_error err;
    cr_assert_eq(parse_file(ARK "play_event.log.json", &g, &err), 0);
    cr_assert_str_eq(g.h.game, "arknova");
    cr_assert_eq(json_array_size(g.moves), 1);
    cr_assert_str_eq(mlog(json_array_get(g.moves, 0)),
                     "Duci9 plays Crested Porcupine for 8 and places it in a size-1 enclosure");
    cr_assert(json_is_null(json_object_get(json_object_get(json_array_get(g.moves, 0), "args"),
                                           "packet")));
    got_clear(&g);

    cr_assert_eq(parse_file(ARK "sample_game_ratings.json", &g, &err), 0);
    cr_assert_null(g.h.game);
    cr_assert_eq(json_array_size(g.moves), 1);
    json_t *a = json_object_get(json_array_get(g.moves, 0), "args");
    cr_assert_eq(json_integer_value(json_object_get(json_object_get(a, "scores"), "86346298")), 96);
    cr_assert_eq(json_integer_value(json_object_get(json_object_get(a, "ranks"), "96392781")), 2);
    cr_assert_eq(g.h.nplayers, 2);
    got_clear(&g);
}

/* ---------------------------------------------------------------- envelopes and ordering */

/* Parses the Gaia packets wrapped as fmt ("%s" = the packet array). */
static char *gaia_in_envelope(const char *fmt, got *g)
{
    json_t *j = load_json(GAIA);
    char *packets = dump(json_object_get(json_object_get(j, "data"), "logs"));
    size_t n = strlen(fmt) + strlen(packets) + 1;
    char *text = malloc(n);
    snprintf(text, n, fmt, packets);
    ga_error err;
    cr_assert_eq(parse_str(text, g, &err), 0, "%s: %d:%d %s", fmt, err.line, err.col, err.text);
    char *s = moves_text(g->moves);
    free(text);
    free(packets);
    json_decref(j);
    return s;
}

Test(bga, every_envelope_gives_the_same_moves)
{
    got g0;
    ga_error err;
    cr_assert_eq(parse_file(GAIA, &g0, &err), 0);
    char *want = moves_text(g0.moves);
    static const char *const envelopes[] = {
        "%s",                                                     /* notification history */
        "{\"status\":1,\"data\":{\"status\":1,\"data\":{\"valid\":1,\"data\":%s}}}", /* 2020 */
        "{\"data\":{\"data\":%s}}",                               /* g_gamelogs */
        "{\"players\":{\"89923063\":\"felipetoito\"},\"packets\":%s}", /* tracker wrapper */
        "{\"status\":1,\"data\":{\"logs\":%s}}",                  /* no player list */
    };
    for (size_t i = 0; i < sizeof envelopes / sizeof *envelopes; i++) {
        got g;
        char *have = gaia_in_envelope(envelopes[i], &g);
        cr_assert_str_eq(have, want, "envelope %zu", i);
        cr_assert_str_eq(g.h.game, "gaiaproject");
        cr_assert_str_eq(g.h.table, "798145204");
        /* players from the list, the wrapper map, or the events */
        cr_assert_geq(g.h.nplayers, 1, "envelope %zu", i);
        cr_assert_geq(ga_header_player_index(&g.h, "89923063"), 0, "envelope %zu", i);
        if (i != 3)
            cr_assert_eq(g.h.nplayers, 2, "envelope %zu", i);
        free(have);
        got_clear(&g);
    }
    free(want);
    got_clear(&g0);
}

Test(bga, packets_out_of_order_are_sorted_by_packet_id)
{
    got g0, g;
    ga_error err;
    cr_assert_eq(parse_file(GAIA, &g0, &err), 0);
    json_t *j = load_json(GAIA);
    json_t *logs = json_object_get(json_object_get(j, "data"), "logs");
    json_t *rev = json_array();
    for (size_t i = json_array_size(logs); i-- > 0;)
        json_array_append(rev, json_array_get(logs, i));
    /* numbers instead of strings for the ids, as older archives have them */
    json_object_set_new(json_array_get(rev, 0), "packet_id", json_integer(158));
    json_object_set_new(json_object_get(j, "data"), "logs", rev);
    char *text = json_dumps(j, JSON_INDENT(1));
    cr_assert_eq(parse_str(text, &g, &err), 0, "%d:%d %s", err.line, err.col, err.text);
    char *want = moves_text(g0.moves), *have = moves_text(g.moves);
    cr_assert_str_eq(have, want);
    /* spans point into the reordered file */
    json_t *first = json_array_get(g.moves, 0);
    size_t off = (size_t)json_integer_value(json_object_get(first, "off"));
    cr_assert(off > strlen(text) / 2, "packet 1 is last in the file");
    cr_assert_eq(text[off], '{');
    free(want);
    free(have);
    free(text);
    json_decref(j);
    got_clear(&g);
    got_clear(&g0);
}

/* ---------------------------------------------------------------- twins */

/* A move of one public and private packets given as JSON event lists. */
static void parse_move(const char *priv1, const char *priv2, const char *pub, got *g)
{
    char text[4096];
    snprintf(text, sizeof text,
             "{\"status\":1,\"data\":{\"logs\":["
             "{\"channel\":\"/player/p1\",\"table_id\":\"9\",\"packet_id\":\"1\","
             "\"move_id\":\"7\",\"time\":\"100\",\"data\":%s},"
             "{\"channel\":\"/player/p2\",\"table_id\":\"9\",\"packet_id\":\"2\","
             "\"move_id\":\"7\",\"time\":\"100\",\"data\":%s},"
             "{\"channel\":\"/table/t9\",\"table_id\":\"9\",\"packet_id\":\"3\","
             "\"move_id\":\"7\",\"time\":\"100\",\"data\":%s}]}}",
             priv1, priv2, pub);
    ga_error err;
    cr_assert_eq(parse_str(text, g, &err), 0, "%s", err.text);
}

Test(bga, private_twins_are_dropped)
{
    got g;
    const char *same = "[{\"uid\":\"a\",\"type\":\"draw\",\"log\":\"${n} cards\",\"args\":{\"n\":2}}]";
    parse_move(same, "[]", same, &g);
    cr_assert_eq(json_array_size(g.moves), 1);
    cr_assert_str_eq(json_string_value(json_object_get(
                         json_object_get(json_array_get(g.moves, 0), "args"), "channel")),
                     "table", "the public copy is kept");
    got_clear(&g);
    /* the same private notification sent to two players (Heat's deferred rounds) */
    parse_move(same, same, "[]", &g);
    cr_assert_eq(json_array_size(g.moves), 1);
    got_clear(&g);
    /* Innovation's spectator variant: public, template moved into args.log */
    parse_move("[{\"uid\":\"b\",\"type\":\"transferedCard\",\"log\":\"${You} meld ${<}${age}${>}\","
               "\"args\":{\"You\":\"You\",\"<\":\"[\",\"age\":3,\">\":\"]\"}}]",
               "[]",
               "[{\"uid\":\"c\",\"type\":\"transferedCard_spectator\",\"log\":\"\",\"args\":"
               "{\"log\":\"${player_name} melds ${<}${age}${>}\",\"player_name\":\"Ann\","
               "\"<\":\"[\",\"age\":3,\">\":\"]\"}}]",
               &g);
    cr_assert_eq(json_array_size(g.moves), 1);
    cr_assert_str_eq(mlog(json_array_get(g.moves, 0)), "Ann melds [3]");
    got_clear(&g);
    /* a private event that extends the public one is kept */
    parse_move("[{\"uid\":\"d\",\"type\":\"pDraw\",\"log\":\"You draw ${c}\",\"args\":{\"c\":\"Ace\"}}]",
               "[]", same, &g);
    cr_assert_eq(json_array_size(g.moves), 2);
    cr_assert_str_eq(mlog(json_array_get(g.moves, 0)), "You draw Ace");
    cr_assert_str_eq(mlog(json_array_get(g.moves, 1)), "2 cards");
    got_clear(&g);
}

Test(bga, repeated_packets_and_huge_move_groups, .timeout = 20)
{
    /* the same packet twice (overlapping notification-history pages) */
    const char *pkt = "{\"channel\":\"/table/t9\",\"packet_id\":\"4\",\"move_id\":\"2\","
                      "\"time\":\"1\",\"data\":[{\"type\":\"a\",\"log\":\"x\",\"args\":[]}]}";
    char text[1024];
    snprintf(text, sizeof text, "[%s,%s]", pkt, pkt);
    got g;
    ga_error err;
    cr_assert_eq(parse_str(text, &g, &err), 0, "%s", err.text);
    cr_assert_eq(json_array_size(g.moves), 1);
    got_clear(&g);
    /* 20,000 private copies in one move: read in parts, in bounded time */
    ga_buf b = {0};
    ga_buf_puts(&b, "[");
    for (int i = 0; i < 20000; i++)
        ga_buf_printf(&b, "%s{\"channel\":\"/player/p%d\",\"packet_id\":\"%d\","
                          "\"move_id\":\"1\",\"data\":[{\"type\":\"t\",\"log\":\"y\","
                          "\"args\":{\"n\":1}}]}",
                      i ? "," : "", i % 5, i + 1);
    ga_buf_puts(&b, "]");
    cr_assert_eq(parse_mem(b.data, b.len, &g, &err), 0, "%s", err.text);
    cr_assert_gt(json_array_size(g.moves), 0);
    cr_assert_lt(json_array_size(g.moves), 20000 / 200, "twins dropped within each part");
    got_clear(&g);
    ga_buf_free(&b);
}

/* ---------------------------------------------------------------- templates and HTML */

static char *render(const char *log, const char *args_json, json_t *missing)
{
    ga_bga_render *r;
    cr_assert_eq(ga_bga_render_new(&r), 0);
    json_t *args = args_json ? json_loads(args_json, JSON_DECODE_ANY, NULL) : NULL;
    ga_buf out = {0};
    cr_assert_eq(ga_bga_render_text(r, log, args, &out, missing), 0);
    char *s = out.data ? ga_buf_detach(&out) : strdup("");
    json_decref(args);
    ga_bga_render_free(r);
    return s;
}

#define RENDERS(log, args, want)                                                          \
    do {                                                                                  \
        char *s_ = render(log, args, NULL);                                               \
        cr_assert_str_eq(s_, want);                                                       \
        free(s_);                                                                         \
    } while (0)

Test(bga_render, placeholders_with_odd_names)
{
    RENDERS("${You} meld ${<}${age}${>} ${<<}${name}${>>} from your hand.",
            "{\"You\":\"You\",\"<\":\"[\",\"age\":3,\">\":\"]\",\"<<\":\"\\u00ab\","
            "\"name\":\"Tools\",\">>\":\"\\u00bb\"}",
            "You meld [3] \xc2\xabTools\xc2\xbb from your hand.");
    RENDERS("${[}x${]} ${a b}", "{\"[\":\"(\",\"]\":\")\",\"a b\":1.5}", "(x) 1.5");
    RENDERS("no placeholders", "[]", "no placeholders");
    RENDERS("unclosed ${name", "{\"name\":1}", "unclosed ${name");
}

Test(bga_render, nested_templates_render_recursively)
{
    /* Ark Nova card_names -> card_name_0 -> card_name; bounded depth */
    RENDERS("You draw ${card_names}",
            "{\"card_names\":{\"log\":\"${card_name_0}, ${card_name_1}\",\"args\":{"
            "\"card_name_0\":{\"log\":\"${card_name}\",\"args\":{\"card_name\":\"Okapi\"}},"
            "\"card_name_1\":\"Sheep\"}}}",
            "You draw Okapi, Sheep");
    /* a self-similar nest 20 deep stops at the bound instead of recursing on */
    char args[4096] = "";
    for (int i = 0; i < 20; i++)
        strcat(args, "{\"log\":\"<${x}>\",\"args\":{\"x\":");
    strcat(args, "\"end\"");
    for (int i = 0; i < 20; i++)
        strcat(args, "}}");
    char wrapped[4200];
    snprintf(wrapped, sizeof wrapped, "{\"x\":%s}", args);
    char *s = render("${x}", wrapped, NULL);
    cr_assert_null(strstr(s, "end"), "depth is bounded: %s", s);
    free(s);
    RENDERS("${list}", "{\"list\":[\"a\",2,true,null]}", "a,2,true,");
}

Test(bga_render, long_text_is_cut_on_a_character_boundary)
{
    size_t n = 600000; /* 1.2 MB of "é" */
    char *big = malloc(2 * n + 1);
    for (size_t i = 0; i < n; i++)
        memcpy(big + 2 * i, "\xc3\xa9", 2);
    big[2 * n] = '\0';
    json_t *args = json_pack("{s:s}", "x", big);
    ga_bga_render *r;
    cr_assert_eq(ga_bga_render_new(&r), 0);
    ga_buf out = {0};
    cr_assert_eq(ga_bga_render_text(r, "a${x}", args, &out, NULL), 0);
    cr_assert_leq(out.len, GA_BGA_MAX_TEXT);
    cr_assert_gt(out.len, GA_BGA_MAX_TEXT - 4);
    json_t *valid = json_stringn(out.data, out.len);
    cr_assert_not_null(valid, "the cut text is UTF-8");
    json_decref(valid);
    ga_buf_free(&out);
    ga_bga_render_free(r);
    json_decref(args);
    free(big);
}

Test(bga_render, missing_arg_is_kept_and_named)
{
    json_t *missing = json_array();
    char *s = render("${player_name} plays ${card_name}", "{\"player_name\":\"Ann\"}", missing);
    cr_assert_str_eq(s, "Ann plays ${card_name}");
    cr_assert_eq(json_array_size(missing), 1);
    cr_assert_str_eq(json_string_value(json_array_get(missing, 0)), "card_name");
    free(s);
    json_decref(missing);

    got g;
    ga_error err;
    cr_assert_eq(parse_file("fixtures/bga/bad/template-missing-arg.json", &g, &err), 0);
    json_t *a = json_object_get(json_array_get(g.moves, 0), "args");
    cr_assert_str_eq(json_string_value(json_object_get(a, "log")), "Game setup of ${missing_arg}");
    cr_assert_str_eq(json_string_value(json_array_get(json_object_get(a, "unfilled"), 0)),
                     "missing_arg");
    got_clear(&g);
}

Test(bga_render, html_is_stripped)
{
    RENDERS("${player_name} wins the trick:&nbsp;<br />${cards}",
            "{\"player_name\":\"<b><span style=\\\"color:#b81d23\\\">Ann</span></b>\","
            "\"cards\":\"9 &amp; 3\"}",
            "Ann wins the trick: \n9 & 3");
    RENDERS("<!--empty-->", "[]", "");
    RENDERS("a <a href=\"https://boardgamearena.com/preferences\" target=\"_blank\">link</a> b",
            "[]", "a link b");
    RENDERS("1 < 2 and 3 > 2", "[]", "1 < 2 and 3 > 2");
    /* the real non-Ark-Nova archive: nested change_preferences with <a> */
    got g;
    ga_error err;
    cr_assert_eq(parse_file(ARK "non_ark_nova_game.log.json", &g, &err), 0);
    cr_assert_str_eq(mlog(json_array_get(g.moves, 0)),
                     "Colors of ouguoc, yudottir, Guudys have been chosen according to their "
                     "preferences. Change my preferences.");
    got_clear(&g);
}

/* ---------------------------------------------------------------- detection */

Test(bga_detect, games_are_told_from_types_and_templates)
{
    static const struct {
        const char *file, *game;
    } real[] = {
        {GAIA, "gaiaproject"},
        {ARK "4p.log.json", "arknova"},
        {ARK "non_play_event.log.json", "arknova"},
        {ARK "play_new_conservation_project.log.json", "arknova"},
        {ARK "non_ark_nova_game.log.json", NULL},
    };
    for (size_t i = 0; i < sizeof real / sizeof *real; i++) {
        got g;
        ga_error err;
        cr_assert_eq(parse_file(real[i].file, &g, &err), 0);
        if (real[i].game)
            cr_assert_str_eq(g.h.game, real[i].game, "%s", real[i].file);
        else
            cr_assert_null(g.h.game, "%s is not a known game: %s", real[i].file, g.h.game);
        got_clear(&g);
    }
    /* FORMATS.md §6 signatures of games without a real archive here */
    static const struct {
        const char *type, *log, *game;
    } sig[] = {
        {"moveCar", "${constructor_name} moves their car ${nForward} spaces forward", "heat"},
        {"tokenMoved", "${player_name} plays card ${token_name}", "terraformingmars"},
        {"materialMove", "${player_name} places ${tokens} at level ${level}", "harmonies"},
        {"placeArmy", "${tkn_playerName} places ${tkn_army} in ${tkn_regionName}", "paxpamir"},
        {"moveUnit", "${player_name} moves ${unit_desc} (${coordSource} to ${coordTarget})",
         "memoir44"},
        {"notifBlessing", "${player_name} gets ${ressources}", "diceforge"},
        {"simpleNote", "${player_name} rolls the dice", NULL},
    };
    for (size_t i = 0; i < sizeof sig / sizeof *sig; i++) {
        char text[512];
        snprintf(text, sizeof text, "{\"uid\":\"1\",\"type\":\"%s\",\"log\":\"%s\",\"args\":[]}",
                 sig[i].type, sig[i].log);
        got g;
        ga_error err;
        cr_assert_eq(parse_str(text, &g, &err), 0, "%s", err.text);
        if (sig[i].game)
            cr_assert_str_eq(g.h.game, sig[i].game);
        else
            cr_assert_null(g.h.game);
        got_clear(&g);
    }
}

/* ---------------------------------------------------------------- malformed input */

/* Expects GA_EINPUT with a position and a message holding what. */
static void expect_error(const char *text, size_t len, const char *what, int line)
{
    got g;
    ga_error err;
    cr_assert_eq(parse_mem(text, len, &g, &err), GA_EINPUT, "accepted: %.60s", text);
    cr_assert_gt(err.line, 0);
    cr_assert_gt(err.col, 0);
    if (line)
        cr_assert_eq(err.line, line, "%s at %d", err.text, err.line);
    cr_assert_not_null(strstr(err.text, what), "\"%s\" lacks \"%s\"", err.text, what);
    got_clear(&g);
}

Test(bga_malformed, truncated_archives_give_a_positioned_error)
{
    ga_source *src;
    ga_error err;
    cr_assert_eq(ga_source_open(&src, GAIA, &err), 0);
    /* cut at many places: always an error with a position, never a crash */
    for (size_t cut = 1; cut < src->len; cut += src->len / 97) {
        got g;
        int rc = parse_mem(src->data, cut, &g, &err);
        cr_assert_eq(rc, GA_EINPUT, "cut at %zu accepted", cut);
        cr_assert_gt(err.line, 0);
        cr_assert_leq(err.offset, cut);
        got_clear(&g);
    }
    ga_source_free(src);
}

Test(bga_malformed, bad_events_and_answers)
{
    const char *pk = "{\"status\":1,\"data\":{\"logs\":[\n{\"channel\":\"/table/t1\","
                     "\"packet_id\":\"1\",\"move_id\":\"1\",\"time\":\"5\",\"data\":[\n%s]}]}}";
    char text[512];
    snprintf(text, sizeof text, pk, "{\"uid\":\"x\",\"log\":\"\",\"args\":[]}");
    expect_error(text, strlen(text), "no \"type\"", 3);
    snprintf(text, sizeof text, pk, "{\"uid\":\"x\",\"type\":\"a\",\"log\":\"\",\"args\":[1,}");
    expect_error(text, strlen(text), "malformed JSON", 3);
    snprintf(text, sizeof text, pk, "[\"not an event\"]");
    expect_error(text, strlen(text), "not an object", 3);
    snprintf(text, sizeof text, pk, "{\"type\":\"a\"}]}, 7, {\"x\":[1");
    expect_error(text, strlen(text), "packet", 0);
    expect_error("You have reached a limit (replay)\n", 34,
                 "Board Game Arena answered \"You have reached a limit (replay)\"", 1);
    const char *ans = "{\"status\":\"0\",\"error\":\"Sorry, you need to be registered more than 24 "
                      "hours\",\"code\":100}";
    expect_error(ans, strlen(ans), "Sorry, you need to be registered", 1);
    const char *inner = "{\"status\":1,\"data\":{\"status\":0,\"error\":\"Cannot find "
                        "gamenotifs log file\"}}";
    expect_error(inner, strlen(inner), "answered \"Cannot find gamenotifs log file\"", 1);
    expect_error("{\"status\":1,\"data\":{\"foo\":1}}", 29, "no BGA packets", 1);
    expect_error("", 0, "empty", 1);
    /* an empty packet list is a log with no events: header only */
    got g;
    ga_error err;
    cr_assert_eq(parse_str("{\"status\":1,\"data\":{\"logs\":[]}}", &g, &err), 0);
    cr_assert_eq(g.headers, 1);
    cr_assert_eq(json_array_size(g.moves), 0);
    got_clear(&g);
    expect_error("{\"logs\":[{\"packet_id\":\"1\",\"data\":[]}]} trailing", 47, "", 0);
}

Test(bga_malformed, deep_nesting_is_refused)
{
    size_t depth = 10000;
    ga_buf b = {0};
    ga_buf_puts(&b, "{\"logs\":[{\"packet_id\":\"1\",\"data\":[{\"type\":\"x\",\"log\":\"\",\"args\":");
    for (size_t i = 0; i < depth; i++)
        ga_buf_puts(&b, "{\"a\":");
    ga_buf_puts(&b, "1");
    for (size_t i = 0; i < depth; i++)
        ga_buf_puts(&b, "}");
    ga_buf_puts(&b, "}]}]}");
    expect_error(b.data, b.len, "nested deeper", 1);
    ga_buf_free(&b);
}

Test(bga_malformed, a_one_gigabyte_string_is_refused_without_loading_it, .timeout = 60)
{
    /* A sparse file: the string's bytes are a 1 GiB hole (NUL bytes), so the
     * test costs no disk; the reader must refuse the event by its size. */
    char path[] = "/tmp/gameaudit-bga-bigXXXXXX";
    int fd = mkstemp(path);
    cr_assert_geq(fd, 0);
    const char *head = "{\"logs\":[{\"packet_id\":\"1\",\"data\":[{\"type\":\"x\",\"log\":\"";
    const char *tail = "\",\"args\":[]}]}]}";
    off_t big = (off_t)1 << 30;
    cr_assert_eq(write(fd, head, strlen(head)), (ssize_t)strlen(head));
    cr_assert_eq(lseek(fd, big, SEEK_CUR) > 0, 1);
    cr_assert_eq(write(fd, tail, strlen(tail)), (ssize_t)strlen(tail));
    close(fd);
    got g;
    ga_error err;
    ga_source *src;
    cr_assert_eq(ga_source_open(&src, path, &err), 0);
    int rc = parse_src(src, &g, &err);
    ga_source_free(src);
    unlink(path);
    cr_assert_eq(rc, GA_EINPUT);
    cr_assert_eq(err.line, 1);
    cr_assert_not_null(strstr(err.text, "event of more than"), "%s", err.text);
    cr_assert_eq(g.headers, 0);
    got_clear(&g);
}

/* ---------------------------------------------------------------- memory on a large archive */

typedef struct mem_probe {
    long moves;
    long rss0, rss_max;  /* anonymous resident memory, kB */
} mem_probe;

#if defined(__SANITIZE_ADDRESS__)
size_t __sanitizer_get_current_allocated_bytes(void); /* the ASan runtime */
/* Under AddressSanitizer freed blocks sit in a quarantine, so the live heap
 * the sanitizer reports stands for the resident memory, in kB. */
static long rss_anon_kb(void)
{
    return (long)(__sanitizer_get_current_allocated_bytes() / 1024);
}
#else
/* RssAnon of this process in kB (file-backed pages of the mapped input are not counted). */
static long rss_anon_kb(void)
{
    FILE *f = fopen("/proc/self/status", "r");
    char line[256];
    long kb = -1;
    while (f && fgets(line, sizeof line, f))
        if (!strncmp(line, "RssAnon:", 8))
            kb = strtol(line + 8, NULL, 10);
    if (f)
        fclose(f);
    return kb;
}
#endif

static int probe_header(void *ctx, const ga_header *h, ga_error *err)
{
    (void)ctx, (void)h, (void)err;
    return 0;
}

static int probe_move(void *ctx, const ga_move *m, ga_error *err)
{
    (void)m, (void)err;
    mem_probe *p = ctx;
    if (++p->moves % 4096 == 0) {
        long kb = rss_anon_kb();
        if (kb > p->rss_max)
            p->rss_max = kb;
    }
    return 0;
}

Test(bga_stream, a_100_mb_archive_is_read_in_bounded_memory, .timeout = 120)
{
    /* The Gaia packets repeated, renumbered, to over 100 MB. */
    json_t *j = load_json(GAIA);
    json_t *logs = json_object_get(json_object_get(j, "data"), "logs");
    char path[] = "/tmp/gameaudit-bga-100mbXXXXXX";
    int fd = mkstemp(path);
    cr_assert_geq(fd, 0);
    FILE *f = fdopen(fd, "w");
    fputs("{\"status\":1,\"data\":{\"logs\":[\n", f);
    long id = 0, written = 0;
    for (int rep = 0; written < 100L << 20; rep++) {
        size_t i;
        json_t *p;
        json_array_foreach(logs, i, p) {
            char num[32];
            snprintf(num, sizeof num, "%ld", ++id);
            json_object_set_new(p, "packet_id", json_string(num));
            json_object_set_new(p, "move_id", json_string(num));
            char *s = json_dumps(p, JSON_COMPACT);
            written += fprintf(f, "%s%s\n", id > 1 ? "," : "", s);
            free(s);
        }
    }
    fputs("]}}\n", f);
    fclose(f);
    json_decref(j);
    ga_source *src;
    ga_error err;
    cr_assert_eq(ga_source_open(&src, path, &err), 0);
    mem_probe p = {.rss0 = rss_anon_kb()};
    p.rss_max = p.rss0;
    ga_sink sink = {&p, probe_header, probe_move};
    int rc = ga_format_bga_archive.parse(src, &sink, &err);
    size_t len = src->len;
    ga_source_free(src);
    unlink(path);
    cr_assert_eq(rc, 0, "%s", err.text);
    cr_assert_gt(len, 100u << 20);
    cr_assert_gt(p.moves, 60000);
    /* the index is ~48 bytes a packet; the rest is one move group */
    long grown = p.rss_max - p.rss0;
    cr_assert_lt(grown, 24 * 1024, "anonymous memory grew by %ld kB on a %zu-byte archive",
                 grown, len);
}

/* ---------------------------------------------------------------- the generic audit */

static ga_move result_move(const char *result_json, int concede)
{
    json_t *res = json_loads(result_json, 0, NULL);
    cr_assert_not_null(res);
    ga_move m = {0};
    ga_span sp = {0, 1, 7, 1};
    cr_assert_eq(ga_move_set(&m, 9, 1, NULL, "result", ga_bga_result_args(res, concede), sp, "",
                             0), 0);
    json_decref(res);
    return m;
}

static ga_header two_players(void)
{
    ga_header h = {0};
    h.nplayers = 2;
    h.players = calloc(2, sizeof *h.players);
    h.players[0].id = strdup("1");
    h.players[0].name = strdup("Ann");
    h.players[1].id = strdup("2");
    h.players[1].name = strdup("Bob");
    return h;
}

/* The codes of the findings, space separated. */
static char *codes(const ga_findings *f)
{
    ga_buf b = {0};
    ga_buf_puts(&b, "");
    for (size_t i = 0; i < f->n; i++)
        ga_buf_printf(&b, "%s%s", i ? " " : "", f->v[i].code);
    return ga_buf_detach(&b);
}

#define AUDITS(result, want)                                                                \
    do {                                                                                    \
        ga_header h_ = two_players();                                                       \
        ga_move m_ = result_move(result, 0);                                                \
        ga_findings f_ = {0};                                                               \
        cr_assert_eq(ga_bga_check_result(&h_, &m_, &f_), 0);                                \
        char *c_ = codes(&f_);                                                              \
        cr_assert_str_eq(c_, want, "%s", result);                                           \
        free(c_);                                                                           \
        ga_findings_clear(&f_);                                                             \
        ga_move_clear(&m_);                                                                 \
        ga_header_clear(&h_);                                                               \
    } while (0)

Test(bga_audit, result_ranks_follow_score_then_tie_breaker)
{
    AUDITS("[{\"id\":\"1\",\"score\":\"10\",\"rank\":1,\"tie\":false},"
           "{\"id\":\"2\",\"score\":\"9\",\"rank\":2,\"tie\":false}]", "");
    AUDITS("[{\"id\":\"1\",\"score\":\"10\",\"rank\":2,\"tie\":false},"
           "{\"id\":\"2\",\"score\":\"9\",\"rank\":1,\"tie\":false}]",
           "bga.result.rank bga.result.rank");
    /* equal score: the tie-breaker decides */
    AUDITS("[{\"id\":\"1\",\"score\":\"10\",\"score_aux\":\"2\",\"rank\":2,\"tie\":false},"
           "{\"id\":\"2\",\"score\":\"10\",\"score_aux\":\"3\",\"rank\":1,\"tie\":false}]", "");
    /* equal score and tie-breaker: a tie, both ranked 1 */
    AUDITS("[{\"id\":\"1\",\"score\":\"10\",\"score_aux\":\"3\",\"rank\":\"1\",\"tie\":\"1\"},"
           "{\"id\":\"2\",\"score\":\"10\",\"score_aux\":\"3\",\"rank\":1,\"tie\":true}]", "");
    AUDITS("[{\"id\":\"1\",\"score\":\"10\",\"rank\":1,\"tie\":false},"
           "{\"id\":\"2\",\"score\":\"10\",\"rank\":1,\"tie\":false}]",
           "bga.result.tie bga.result.tie");
    AUDITS("[{\"id\":\"1\",\"score\":\"10\",\"rank\":1,\"tie\":true},"
           "{\"id\":\"2\",\"score\":\"8\",\"rank\":2,\"tie\":false}]", "bga.result.tie");
    /* a player who conceded is ranked last whatever the score */
    AUDITS("[{\"id\":\"1\",\"score\":\"5\",\"rank\":1,\"tie\":false},"
           "{\"id\":\"2\",\"score\":\"30\",\"rank\":2,\"tie\":false,\"concede\":\"1\","
           "\"zombie\":\"-1\"}]", "");
    AUDITS("[{\"id\":\"1\",\"score\":\"5\",\"rank\":2,\"tie\":false},"
           "{\"id\":\"2\",\"score\":\"30\",\"rank\":1,\"tie\":false,\"zombie\":\"1\"}]",
           "bga.result.rank bga.result.rank");
    /* everyone present, known, with a score and rank */
    AUDITS("[{\"id\":\"1\",\"score\":\"5\",\"rank\":1,\"tie\":false}]",
           "bga.result.player-missing");
    AUDITS("[{\"id\":\"1\",\"score\":\"5\",\"rank\":1,\"tie\":false},"
           "{\"id\":\"2\",\"score\":\"4\",\"rank\":2,\"tie\":false},"
           "{\"id\":\"3\",\"score\":\"x\",\"tie\":false}]",
           "bga.result.player-unknown bga.result.score bga.result.rank");
}

static ga_move event_move(const char *action, const char *player, const char *args, int line)
{
    ga_move m = {0};
    ga_span sp = {0, 1, line, 1};
    json_t *a = json_pack("{s:o}", "args", json_loads(args, 0, NULL));
    cr_assert_eq(ga_move_set(&m, line, 1, player, action, a, sp, "", 0), 0);
    return m;
}

Test(bga_audit, ledger_adds_changes_to_the_last_stated_total)
{
    ga_bga_ledger *l;
    cr_assert_eq(ga_bga_ledger_new(&l, "gaiaproject"), 0);
    const struct {
        const char *action, *player, *args;
    } ev[] = {
        {"notifyChooseRace", "1", "{\"player\":{\"score\":10}}"},
        {"notifyScore", "1", "{\"vp\":5}"},
        {"notifyIgnore", "1", "{\"vp\":50}"},           /* the neutral: not a score */
        {"notifyBuild", "2", "{\"player\":{\"score\":\"12\"}}"},
        {"notifyPass", "1", "{\"vp\":-2}"},
    };
    for (size_t i = 0; i < sizeof ev / sizeof *ev; i++) {
        ga_move m = event_move(ev[i].action, ev[i].player, ev[i].args, (int)i + 1);
        cr_assert_eq(ga_bga_ledger_apply(l, &m), 0);
        ga_move_clear(&m);
    }
    ga_header h = two_players();
    ga_findings f = {0};
    ga_move ok = result_move("[{\"id\":\"1\",\"score\":\"13\",\"rank\":1,\"tie\":false},"
                             "{\"id\":\"2\",\"score\":\"12\",\"rank\":2,\"tie\":false}]", 0);
    cr_assert_eq(ga_bga_ledger_check(l, &h, &ok, &f), 0);
    cr_assert_eq(f.n, 0);
    ga_move bad = result_move("[{\"id\":\"1\",\"score\":\"15\",\"rank\":1,\"tie\":false},"
                              "{\"id\":\"2\",\"score\":\"12\",\"rank\":2,\"tie\":false}]", 0);
    cr_assert_eq(ga_bga_ledger_check(l, &h, &bad, &f), 0);
    cr_assert_eq(f.n, 1);
    cr_assert_str_eq(f.v[0].code, "bga.score.ledger");
    cr_assert_not_null(strstr(f.v[0].message, "Ann 15 points"), "%s", f.v[0].message);
    cr_assert_not_null(strstr(f.v[0].message, "stated 10 (line 1)"), "%s", f.v[0].message);
    cr_assert_eq(f.v[0].src.line, 7, "reported at the result");
    ga_buf d = {0};
    cr_assert_eq(ga_bga_ledger_dump(l, &d), 0);
    cr_assert_not_null(strstr(d.data, "player 1: score 13"));
    ga_buf_free(&d);
    ga_findings_clear(&f);
    ga_move_clear(&ok);
    ga_move_clear(&bad);
    ga_header_clear(&h);
    ga_bga_ledger_free(l);
    ga_bga_ledger_free(NULL);
}

Test(bga_audit, real_archives_audit_clean_and_bad_copies_do_not)
{
    static const struct {
        const char *file, *codes;
    } cases[] = {
        {GAIA, ""},
        {ARK "sample_game.log.json", ""},
        {ARK "4p.log.json", ""},
        {ARK "tie.log.json", ""},
        {ARK "non_ark_nova_game.log.json", ""},
        {ARK "ratings_non_arena.json", ""},
        {ARK "play_event.log.json", "bga.result.missing"},
        {"fixtures/bga/bad/gaia-final-score-off.json", "bga.score.ledger"},
        {"fixtures/bga/bad/gaia-ranks-swapped.json", "bga.result.rank bga.result.rank"},
        {"fixtures/bga/bad/arknova-tie-unmarked.json", "bga.result.tie bga.result.tie"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        ga_check_opts o = {.game = "bga"};
        ga_result res;
        int rc = ga_check_file(cases[i].file, &o, &res);
        cr_assert_eq(rc, 0, "%s: %s", cases[i].file, res.err.text);
        char *c = codes(&res.findings);
        cr_assert_str_eq(c, cases[i].codes, "%s", cases[i].file);
        free(c);
        ga_result_clear(&res);
    }
}

/* ---------------------------------------------------------------- replay pages and text */

#define REPLAY "fixtures/bga/replay/table-798145204."

static int parse_with(const ga_format *fmt, const char *path, got *g, ga_error *err)
{
    ga_source *src;
    cr_assert_eq(ga_source_open(&src, path, err), 0, "%s", path);
    memset(g, 0, sizeof *g);
    g->moves = json_array();
    ga_sink sink = {g, got_header, got_move};
    int rc = fmt->parse(src, &sink, err);
    ga_source_free(src);
    return rc;
}

/* "move|text" lines of the JSON's public events with text, "You" for viewer. */
static char *json_lines(const got *g, const char *viewer)
{
    ga_buf b = {0};
    size_t i;
    json_t *m;
    json_array_foreach(g->moves, i, m) {
        json_t *a = json_object_get(m, "args");
        const char *log = json_string_value(json_object_get(a, "log"));
        const char *ch = json_string_value(json_object_get(a, "channel"));
        if (!log || !*log || !ch || strcmp(ch, "table"))
            continue;
        size_t vl = viewer ? strlen(viewer) : 0;
        int you = viewer && !strncmp(log, viewer, vl) && log[vl] == ' ';
        ga_buf_printf(&b, "%lld|%s%s\n", (long long)json_integer_value(json_object_get(a, "move")),
                      you ? "You" : "", you ? log + vl : log);
    }
    return ga_buf_detach(&b);
}

static char *page_lines(const got *g)
{
    ga_buf b = {0};
    size_t i;
    json_t *m;
    json_array_foreach(g->moves, i, m) {
        json_t *a = json_object_get(m, "args");
        ga_buf_printf(&b, "%lld|%s\n", (long long)json_integer_value(json_object_get(a, "move")),
                      json_string_value(json_object_get(a, "log")));
    }
    return ga_buf_detach(&b);
}

Test(bga_replay, pages_and_text_give_the_json_lines_move_by_move)
{
    got gj, gh, gv, gt;
    ga_error err;
    cr_assert_eq(parse_file(GAIA, &gj, &err), 0);
    cr_assert_eq(parse_with(&ga_format_bga_replay_html, REPLAY "replay.html", &gh, &err), 0,
                 "%s", err.text);
    cr_assert_eq(parse_with(&ga_format_bga_replay_html, REPLAY "review.html", &gv, &err), 0,
                 "%s", err.text);
    cr_assert_eq(parse_with(&ga_format_bga_replay_text, REPLAY "review.txt", &gt, &err), 0,
                 "%s", err.text);
    char *want = json_lines(&gj, NULL), *want_you = json_lines(&gj, "felipetoito");
    char *h = page_lines(&gh), *v = page_lines(&gv), *t = page_lines(&gt);
    cr_assert_gt(strlen(want), 10000);
    cr_assert_str_eq(h, want);
    cr_assert_str_eq(v, want_you);
    cr_assert_str_eq(t, want_you);
    /* headers: table from the page, the date of the first header, game in setup only */
    cr_assert_str_eq(gh.h.format, "bga-replay-html");
    cr_assert_str_eq(gt.h.format, "bga-replay-text");
    cr_assert_str_eq(gh.h.table, "798145204");
    cr_assert_str_eq(gh.h.date, "2026-01-29T22:48:30");
    cr_assert_str_eq(gt.h.date, "2026-01-29T22:48:30");
    cr_assert_null(gh.h.game);
    cr_assert_str_eq(json_string_value(json_object_get(gh.h.setup, "bga_game")), "gaiaproject");
    /* dates carried forward from a time-only header equal the full ones */
    json_t *last_h = json_object_get(json_array_get(gh.moves, json_array_size(gh.moves) - 1),
                                     "args");
    json_t *last_v = json_object_get(json_array_get(gv.moves, json_array_size(gv.moves) - 1),
                                     "args");
    json_t *last_t = json_object_get(json_array_get(gt.moves, json_array_size(gt.moves) - 1),
                                     "args");
    cr_assert_str_eq(json_string_value(json_object_get(last_h, "date")), "2026-01-29T23:30:09");
    cr_assert_str_eq(json_string_value(json_object_get(last_v, "date")), "2026-01-29T23:30:09");
    cr_assert_str_eq(json_string_value(json_object_get(last_t, "date")), "2026-01-29T23:30:09");
    cr_assert(json_is_true(json_object_get(
        json_object_get(json_array_get(gt.moves, 0), "args"), "viewer")), "\"You bans\"");
    /* a line's position is its line in the page */
    json_t *first = json_array_get(gh.moves, 0);
    cr_assert_eq(json_integer_value(json_object_get(first, "line")), 8);
    free(want);
    free(want_you);
    free(h);
    free(v);
    free(t);
    got_clear(&gj);
    got_clear(&gh);
    got_clear(&gv);
    got_clear(&gt);
}

Test(bga_replay, embedded_gamelogs_are_read_as_the_archive)
{
    json_t *j = load_json(GAIA);
    json_t *logs = json_object_get(json_object_get(j, "data"), "logs");
    json_t *few = json_array();
    for (size_t i = 0; i < 5; i++)
        json_array_append(few, json_array_get(logs, i));
    char *packets = json_dumps(few, JSON_INDENT(1));
    ga_buf page = {0};
    ga_buf_printf(&page, "<html><body>\n<div class=\"gamelogreview\">ignored</div>\n<script>\n"
                         "var g_gamelogs = {\"data\":{\"data\":%s}};\n</script></body></html>\n",
                  packets);
    ga_source *src;
    ga_error err;
    cr_assert_eq(ga_source_from_mem(&src, "page.html", page.data, page.len, &err), 0);
    cr_assert_gt(ga_format_bga_replay_html.sniff(src->data, src->len, "page.html"), 50);
    got g;
    memset(&g, 0, sizeof g);
    g.moves = json_array();
    ga_sink sink = {&g, got_header, got_move};
    cr_assert_eq(ga_format_bga_replay_html.parse(src, &sink, &err), 0, "%s", err.text);
    cr_assert_str_eq(g.h.format, "bga-replay-html");
    cr_assert_str_eq(g.h.game, "gaiaproject");
    json_t *ban = find_action(g.moves, "notifyBanRaceDraft", 0);
    cr_assert_str_eq(mlog(ban), "felipetoito bans [RACE2]");
    /* positions are in the page */
    size_t off = (size_t)json_integer_value(json_object_get(ban, "off"));
    int line, col;
    ga_source_linecol(src, off, &line, &col);
    cr_assert_eq(json_integer_value(json_object_get(ban, "line")), line);
    cr_assert_eq(json_integer_value(json_object_get(ban, "col")), col);
    cr_assert(memmem(src->data + off, 200, "notifyBanRaceDraft", 18));
    got_clear(&g);
    ga_source_free(src);
    ga_buf_free(&page);
    free(packets);
    json_decref(few);
    json_decref(j);
}

Test(bga_replay, text_headers_and_malformed_pages)
{
    static const struct {
        const char *text;
        int ok;
        long move;
        const char *date;
    } cases[] = {
        {"Move 1 : 6/19/2025 6:03:06 PM\nA plays X\n", 1, 1, "2025-06-19T18:03:06"},
        {"Zug 7 : 12/1/2024 12:00:00 AM\nA plays X\n", 1, 7, "2024-12-01T00:00:00"},
        {"Move 2 :\nA plays X\n", 1, 2, NULL},
        {"Move 3 : 18:03\nA plays X\n", 1, 3, NULL}, /* a time without any date yet */
        {"Move x : 1/1/2020 1:00:00 PM\n", 0, 0, NULL},
        {"Move 4 :\nA plays \xff\xfe card\n", 1, 4, NULL}, /* not UTF-8: still read */
        {"", 0, 0, NULL},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        ga_source *src;
        ga_error err;
        cr_assert_eq(ga_source_from_mem(&src, "t.txt", cases[i].text, strlen(cases[i].text),
                                        &err), 0);
        got g;
        memset(&g, 0, sizeof g);
        g.moves = json_array();
        ga_sink sink = {&g, got_header, got_move};
        int rc = ga_format_bga_replay_text.parse(src, &sink, &err);
        if (!cases[i].ok) {
            cr_assert(rc == GA_EINPUT || json_array_size(g.moves) == 1, "case %zu", i);
        } else {
            cr_assert_eq(rc, 0, "case %zu: %s", i, err.text);
            cr_assert_gt(ga_format_bga_replay_text.sniff(src->data, src->len, "t"), 0);
            json_t *a = json_object_get(json_array_get(g.moves, 0), "args");
            cr_assert_eq(json_integer_value(json_object_get(a, "move")), cases[i].move);
            if (cases[i].date)
                cr_assert_str_eq(json_string_value(json_object_get(a, "date")), cases[i].date);
            else
                cr_assert(json_is_null(json_object_get(a, "date")), "case %zu", i);
        }
        got_clear(&g);
        ga_source_free(src);
    }
    /* an HTML page without log lines is an input error, not an empty log */
    ga_source *src;
    ga_error err;
    const char *html = "<html><body><div class=\"smalltext\">Move 1 :</div></body></html>";
    cr_assert_eq(ga_source_from_mem(&src, "p.html", html, strlen(html), &err), 0);
    got g;
    memset(&g, 0, sizeof g);
    g.moves = json_array();
    ga_sink sink = {&g, got_header, got_move};
    cr_assert_eq(ga_format_bga_replay_html.parse(src, &sink, &err), GA_EINPUT);
    got_clear(&g);
    ga_source_free(src);
}
