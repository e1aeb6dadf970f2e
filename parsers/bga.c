/* bga.c — Board Game Arena archive logs (FORMATS.md §4) as an input format.
 *
 * Accepted: the archive response {"status":1,"data":{"logs":[packet…],
 * "players":[…]}}, the older {"data":{"data":{"data":[packet…]}}} form, a
 * bare packet array (notification history), wrappers holding "packets", a
 * single packet, a single bare event, and the table result/ratings response
 * (read as one `result` move).  Refusal texts and {"status":0,"error":…}
 * answers are positioned errors quoting the server's message.
 *
 * Streaming: the source is mapped; a small scanner finds each packet's and
 * each event's byte range without building them, and jansson loads one
 * event at a time.  Pass 1 keeps only (packet_id, move_id, time, offset)
 * per packet, counts the game signatures and, when the envelope has no
 * player list, notes the players events name; pass 2 sorts that index by
 * packet_id and emits the events of each move group, dropping private twins
 * (a /player/ event repeated by a public one of the same move, or by
 * another player's private packet).  Memory: the index plus one move group.
 *
 * Each event becomes one move: action = the event type, player = the player
 * its args name, args = {"log":<rendered text>, "args":<event args, {} for
 * []>, "packet":<id>, "move":<id|null>, "time":<unix s>, "channel":"table"|
 * "player"} (+ "unfilled":[names] when the template names a missing arg, "uid":
 * the event's uid when it has one),
 * raw = the rendered text, src = the event's bytes.  The end of game
 * (gameStateChange id 99 with args.args.result[]) adds a `result` move. */
#include "../src/internal.h"
#include "bga.h"
#include "parsers.h"

#include <libxml/HTMLparser.h>
#include <limits.h>
#include <stdarg.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* ---------------------------------------------------------------- game signatures */

typedef struct bga_sig {
    const char *game;  /* registry name */
    int in_log;        /* 0: equals the event type; 1: occurs in the template */
    const char *text;
} bga_sig;

/* Event types and template fragments only one game uses.  Sources:
 * FORMATS.md §6 — Gaia Project: the real archive table 798145204; Ark Nova:
 * shaldengeki/monorepo fixtures; Heat: bga-devs/bga-heat Notifications.php;
 * Terraforming Mars: elaskavaia/bga-mars; Harmonies: mizutismask/bga-harmonies;
 * Pax Pamir: FransBongers/bga-pax-pamir; Memoir '44: bga-devs/bga-memoir;
 * Dice Forge: bga-devs/bga-diceforge. */
static const char *const sig_games[] = {
    "arknova", "diceforge", "gaiaproject", "harmonies",
    "heat", "memoir44", "paxpamir", "terraformingmars",
};
static const bga_sig sigs[] = {
    {"arknova", 0, "actionCardCleanup"},
    {"arknova", 0, "buyAnimal"},
    {"arknova", 0, "chooseActionCard"},
    {"arknova", 0, "moveProjects"},
    {"arknova", 0, "playSponsor"},
    {"diceforge", 0, "notifBlessing"},
    {"diceforge", 0, "notifExploitBuy"},
    {"diceforge", 0, "notifSideForged"},
    {"gaiaproject", 0, "notifyBanRaceDraft"},
    {"gaiaproject", 0, "notifyBuild"},
    {"gaiaproject", 0, "notifyChargePower"},
    {"gaiaproject", 0, "notifyResearch"},
    {"gaiaproject", 1, "[BUILDING"},
    {"gaiaproject", 1, "[RACE"},
    {"harmonies", 0, "holeEmptied"},
    {"harmonies", 0, "materialMove"},
    {"heat", 1, "${constructor_name}"},
    {"memoir44", 0, "scoreMedals"},
    {"memoir44", 0, "throwAttack"},
    {"memoir44", 1, "${unit_desc}"},
    {"paxpamir", 1, "${tkn_playerName}"},
    {"terraformingmars", 0, "tokenMoved"},
    {"terraformingmars", 0, "tokenMovedHidden"},
};

static size_t sig_game_index(const char *game)
{
    for (size_t i = 0; i < sizeof sig_games / sizeof *sig_games; i++)
        if (!strcmp(sig_games[i], game))
            return i;
    return 0;
}

void ga_bga_detect_event(ga_bga_detect *d, const char *type, size_t tlen, const char *log,
                         size_t llen)
{
    for (size_t i = 0; i < sizeof sigs / sizeof *sigs; i++) {
        const bga_sig *s = &sigs[i];
        size_t n = strlen(s->text);
        int hit = s->in_log ? log && memmem(log, llen, s->text, n) != NULL
                            : type && tlen == n && !memcmp(type, s->text, n);
        if (hit)
            d->hits[sig_game_index(s->game)]++;
    }
}

const char *ga_bga_detect_game(const ga_bga_detect *d)
{
    size_t best = 0;
    unsigned most = 0;
    for (size_t i = 0; i < sizeof sig_games / sizeof *sig_games; i++)
        if (d->hits[i] > most) {
            most = d->hits[i];
            best = i;
        }
    return most ? sig_games[best] : NULL;
}

/* ---------------------------------------------------------------- templates and HTML */

struct ga_bga_render {
    htmlParserCtxtPtr html;
    ga_buf tmp;
};

static pthread_once_t xml_once = PTHREAD_ONCE_INIT;

static void xml_init(void)
{
    xmlInitParser();
}

void ga_bga_xml_init(void)
{
    pthread_once(&xml_once, xml_init);
}

int ga_bga_render_new(ga_bga_render **out)
{
    ga_bga_xml_init();
    ga_bga_render *r = calloc(1, sizeof *r);
    if (!r || !(r->html = htmlNewParserCtxt())) {
        free(r);
        *out = NULL;
        return GA_ENOMEM;
    }
    *out = r;
    return 0;
}

void ga_bga_render_free(ga_bga_render *r)
{
    if (!r)
        return;
    if (r->html)
        htmlFreeParserCtxt(r->html);
    ga_buf_free(&r->tmp);
    free(r);
}

/* Appends s, with each no-break space (U+00A0) turned into a space. */
static int add_text(ga_buf *out, const char *s, size_t n)
{
    size_t a = 0;
    for (size_t i = 0; i + 1 < n; i++)
        if ((unsigned char)s[i] == 0xC2 && (unsigned char)s[i + 1] == 0xA0) {
            if (ga_buf_add(out, s + a, i - a) || ga_buf_add(out, " ", 1))
                return GA_ENOMEM;
            a = ++i + 1;
        }
    return ga_buf_add(out, s + a, n - a) ? GA_ENOMEM : 0;
}

int ga_bga_html_text(ga_bga_render *r, const char *s, size_t n, ga_buf *out)
{
    if (!memchr(s, '<', n) && !memchr(s, '&', n))
        return add_text(out, s, n);
    if (n > INT_MAX)
        n = INT_MAX;
    htmlDocPtr doc = htmlCtxtReadMemory(r->html, s, (int)n, NULL, "UTF-8",
                                        HTML_PARSE_NONET | HTML_PARSE_NOERROR |
                                            HTML_PARSE_NOWARNING);
    if (!doc)
        return 0;  /* nothing readable: no text */
    int rc = 0;
    /* Depth-first walk without recursion. */
    xmlNodePtr node = doc->children;
    while (node && rc == 0) {
        if (node->type == XML_TEXT_NODE && node->content)
            rc = add_text(out, (const char *)node->content, strlen((const char *)node->content));
        else if (node->type == XML_ELEMENT_NODE && node->name &&
                 !xmlStrcasecmp(node->name, BAD_CAST "br"))
            rc = ga_buf_add(out, "\n", 1) ? GA_ENOMEM : 0;
        if (node->type == XML_ELEMENT_NODE && node->children) {
            node = node->children;
            continue;
        }
        while (node && !node->next) {
            node = node->parent;
            if (node == (xmlNodePtr)doc)
                node = NULL;
        }
        if (node)
            node = node->next;
    }
    xmlFreeDoc(doc);
    return rc;
}

static int render_rec(ga_bga_render *r, const char *log, const json_t *args, int depth,
                      ga_buf *out, json_t *missing);

/* Appends the text of one arg value as the BGA client shows it. */
static int render_value(ga_bga_render *r, const json_t *v, int depth, ga_buf *out,
                        json_t *missing)
{
    char num[64];
    switch (json_typeof(v)) {
    case JSON_STRING:
        return ga_buf_add(out, json_string_value(v), json_string_length(v)) ? GA_ENOMEM : 0;
    case JSON_INTEGER:
        snprintf(num, sizeof num, "%lld", (long long)json_integer_value(v));
        return ga_buf_puts(out, num) ? GA_ENOMEM : 0;
    case JSON_REAL:
        snprintf(num, sizeof num, "%g", json_real_value(v));
        return ga_buf_puts(out, num) ? GA_ENOMEM : 0;
    case JSON_TRUE:
        return ga_buf_puts(out, "true") ? GA_ENOMEM : 0;
    case JSON_OBJECT: {
        const char *log = json_string_value(json_object_get(v, "log"));
        if (!log || depth >= GA_BGA_MAX_TEMPLATE_DEPTH)
            return 0;
        return render_rec(r, log, json_object_get(v, "args"), depth + 1, out, missing);
    }
    case JSON_ARRAY: {
        if (depth >= GA_BGA_MAX_TEMPLATE_DEPTH)
            return 0;
        for (size_t i = 0; i < json_array_size(v) && out->len < GA_BGA_MAX_TEXT; i++) {
            if (i && ga_buf_add(out, ",", 1))
                return GA_ENOMEM;
            int rc = render_value(r, json_array_get(v, i), depth + 1, out, missing);
            if (rc)
                return rc;
        }
        return 0;
    }
    default:
        return 0;  /* false, null: nothing */
    }
}

/* Appends log with its placeholders filled from args. */
static int render_rec(ga_bga_render *r, const char *log, const json_t *args, int depth,
                      ga_buf *out, json_t *missing)
{
    const char *p = log;
    while (*p && out->len < GA_BGA_MAX_TEXT) {
        const char *d = strstr(p, "${");
        const char *e = d ? strchr(d + 2, '}') : NULL;
        if (!e) {
            return ga_buf_puts(out, p) ? GA_ENOMEM : 0;
        }
        if (ga_buf_add(out, p, (size_t)(d - p)))
            return GA_ENOMEM;
        const char *name = d + 2;
        size_t nlen = (size_t)(e - name);
        json_t *v = json_is_object(args) ? json_object_getn(args, name, nlen) : NULL;
        int rc = 0;
        if (v) {
            rc = render_value(r, v, depth, out, missing);
        } else {
            rc = ga_buf_add(out, d, (size_t)(e + 1 - d)) ? GA_ENOMEM : 0;
            if (rc == 0 && missing && json_array_size(missing) < 64)
                rc = json_array_append_new(missing, json_stringn(name, nlen)) ? GA_ENOMEM : 0;
        }
        if (rc)
            return rc;
        p = e + 1;
    }
    return 0;
}

int ga_bga_render_text(ga_bga_render *r, const char *log, const json_t *args, ga_buf *out,
                       json_t *missing)
{
    r->tmp.len = 0;
    if (r->tmp.data)
        r->tmp.data[0] = '\0';
    int rc = render_rec(r, log ? log : "", args, 0, &r->tmp, missing);
    if (rc)
        return rc;
    if (r->tmp.len > GA_BGA_MAX_TEXT) {
        /* cut on a character boundary: the text stays UTF-8 */
        r->tmp.len = GA_BGA_MAX_TEXT;
        while (r->tmp.len && ((unsigned char)r->tmp.data[r->tmp.len] & 0xC0) == 0x80)
            r->tmp.len--;
    }
    out->len = 0;
    if (ga_buf_add(out, "", 0))
        return GA_ENOMEM;
    if (r->tmp.len && (rc = ga_bga_html_text(r, r->tmp.data, r->tmp.len, out)))
        return rc;
    /* Trailing blanks are the rendering's, not the game's. */
    while (out->len && (out->data[out->len - 1] == ' ' || out->data[out->len - 1] == '\n'))
        out->data[--out->len] = '\0';
    return 0;
}

/* ---------------------------------------------------------------- small helpers */

void ga_bga_iso_time(long long t, char *buf, size_t n)
{
    time_t tt = (time_t)t;
    struct tm tm;
    if (t < 0 || t > 253402300799LL || !gmtime_r(&tt, &tm) ||
        !strftime(buf, n, "%Y-%m-%dT%H:%M:%SZ", &tm))
        snprintf(buf, n, "%s", "");
}

const char *ga_bga_event_player(const json_t *args, char *tmp, size_t tmpsize)
{
    static const char *const keys[] = {"player_id", "playerId"};
    for (size_t i = 0; i < sizeof keys / sizeof *keys; i++) {
        const char *s = ga_json_str(json_object_get(args, keys[i]), tmp, tmpsize);
        if (s && *s)
            return s;
    }
    return NULL;
}

json_t *ga_bga_result_args(json_t *result, int concede)
{
    json_t *o = json_object(), *scores = json_object(), *ranks = json_object(),
           *ties = json_object(), *aux = json_object();
    if (!o || !scores || !ranks || !ties || !aux)
        goto fail;
    for (size_t i = 0; i < json_array_size(result); i++) {
        json_t *e = json_array_get(result, i);
        char tmp[32];
        const char *id = ga_json_str(json_object_get(e, "player"), tmp, sizeof tmp);
        if (!id)
            id = ga_json_str(json_object_get(e, "id"), tmp, sizeof tmp);
        if (!id)
            continue;
        long long n;
        json_t *tie = json_object_get(e, "tie");
        int tied = json_is_true(tie) || (ga_json_int(tie, &n) && n != 0);
        if (json_object_set_new(scores, id, ga_json_int(json_object_get(e, "score"), &n)
                                                ? json_integer(n) : json_null()) ||
            json_object_set_new(ranks, id, ga_json_int(json_object_get(e, "rank"), &n)
                                               ? json_integer(n) : json_null()) ||
            json_object_set_new(aux, id, ga_json_int(json_object_get(e, "score_aux"), &n)
                                             ? json_integer(n) : json_integer(0)) ||
            json_object_set_new(ties, id, json_boolean(tied)))
            goto fail;
    }
    if (json_object_set_new(o, "scores", scores) || json_object_set_new(o, "ranks", ranks) ||
        json_object_set_new(o, "ties", ties) || json_object_set_new(o, "score_aux", aux)) {
        scores = ranks = ties = aux = NULL;
        goto fail;
    }
    if (json_object_set_new(o, "concede", json_boolean(concede)) ||
        json_object_set(o, "result", result ? result : json_null()))
        goto fail_o;
    return o;
fail:
    json_decref(scores);
    json_decref(ranks);
    json_decref(ties);
    json_decref(aux);
fail_o:
    json_decref(o);
    return NULL;
}

/* ---------------------------------------------------------------- the scanner */

/* Finds byte ranges of JSON values without building them.  The first error
 * is kept with its offset. */
#define SCAN_MEMO 8

typedef struct scanner {
    const char *d;
    size_t n;
    const char *why;  /* first error, static text */
    size_t where;
    /* Ends of the first arrays and objects found directly inside a skipped
     * one (the envelope's "logs" inside "data"), so skipping them again on
     * the way down is free. */
    size_t memo_at[SCAN_MEMO], memo_end[SCAN_MEMO];
    int nmemo;
} scanner;

static int scan_fail(scanner *s, size_t at, const char *why)
{
    if (!s->why) {
        s->why = why;
        s->where = at;
    }
    return -1;
}

static size_t skip_ws(const scanner *s, size_t i)
{
    while (i < s->n && (s->d[i] == ' ' || s->d[i] == '\n' || s->d[i] == '\r' || s->d[i] == '\t'))
        i++;
    return i;
}

/* Skips the string whose quote is at i; *end = past the closing quote.
 * memchr finds each quote and the backslashes before it decide. */
static int skip_string(scanner *s, size_t i, size_t *end)
{
    size_t p = i + 1;
    for (;;) {
        const char *q = p < s->n ? memchr(s->d + p, '"', s->n - p) : NULL;
        if (!q)
            return scan_fail(s, i, "unterminated string");
        size_t k = (size_t)(q - s->d), b = k;
        while (b > i + 1 && s->d[b - 1] == '\\')
            b--;
        if (((k - b) & 1) == 0) {
            *end = k + 1;
            return 0;
        }
        p = k + 1;
    }
}

/* The bytes skip_value stops at inside arrays and objects. */
static const unsigned char json_special[256] = {
    ['"'] = 1, ['{'] = 1, ['}'] = 1, ['['] = 1, [']'] = 1,
};

static int is_scalar_char(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
           c == '-' || c == '+' || c == '.';
}

/* Skips the value at i (after blanks); *end = past it. */
static int skip_value(scanner *s, size_t i, size_t *end)
{
    char stack[GA_BGA_MAX_DEPTH];
    int depth = 0;
    i = skip_ws(s, i);
    if (i >= s->n)
        return scan_fail(s, i, "unexpected end of input");
    char c = s->d[i];
    if (c == '"')
        return skip_string(s, i, end);
    if (c != '{' && c != '[') {
        size_t a = i;
        while (i < s->n && is_scalar_char(s->d[i]))
            i++;
        if (i == a)
            return scan_fail(s, a, "unexpected character");
        *end = i;
        return 0;
    }
    for (int k = 0; k < s->nmemo; k++)
        if (s->memo_at[k] == i) {
            *end = s->memo_end[k];
            return 0;
        }
    size_t open_at = 0;
    for (;;) {
        /* most bytes are none of " { } [ ]: pass them quickly */
        while (i < s->n && !json_special[(unsigned char)s->d[i]])
            i++;
        if (i >= s->n)
            return scan_fail(s, s->n, "unexpected end of input (unclosed array or object)");
        c = s->d[i];
        if (c == '"') {
            if (skip_string(s, i, &i))
                return -1;
            continue;
        }
        if (c == '{' || c == '[') {
            if (depth == GA_BGA_MAX_DEPTH)
                return scan_fail(s, i, "arrays and objects nested deeper than 512 levels");
            stack[depth++] = c == '{' ? '}' : ']';
            if (depth == 2)
                open_at = i;
        } else if (c == '}' || c == ']') {
            if (!depth || stack[depth - 1] != c)
                return scan_fail(s, i, "mismatched closing bracket");
            if (depth == 2 && s->nmemo < SCAN_MEMO) {
                s->memo_at[s->nmemo] = open_at;
                s->memo_end[s->nmemo++] = i + 1;
            }
            if (--depth == 0) {
                *end = i + 1;
                return 0;
            }
        }
        i++;
    }
}

int ga_bga_json_end(const char *d, size_t n, size_t start, size_t *end)
{
    scanner s = {.d = d, .n = n};
    return skip_value(&s, start, end) ? -1 : 0;
}

/* One member of an object: the key's bytes (no quotes) and the value's range. */
typedef struct member {
    size_t k, klen, v, vend;
} member;

/* Reads the next member's name of the object opened at *i ('{' when first
 * is set) or continuing after a member.  Returns 1 with m->k, m->klen and
 * m->v (the value's first byte; *i = m->v) filled, 0 at the closing brace
 * (*i past it), -1 on error.  The caller skips or walks the value. */
static int obj_key(scanner *s, size_t *i, int *first, member *m)
{
    size_t p = skip_ws(s, *i);
    if (*first) {
        *first = 0;
        if (p >= s->n || s->d[p] != '{')
            return scan_fail(s, p, "expected an object");
        p = skip_ws(s, p + 1);
        if (p < s->n && s->d[p] == '}') {
            *i = p + 1;
            return 0;
        }
    } else if (p < s->n && s->d[p] == '}') {
        *i = p + 1;
        return 0;
    } else if (p < s->n && s->d[p] == ',') {
        p = skip_ws(s, p + 1);
    } else {
        return scan_fail(s, p, p < s->n ? "expected ',' or '}'" : "unexpected end of input");
    }
    size_t kend;
    if (p >= s->n || s->d[p] != '"')
        return scan_fail(s, p, "expected a member name");
    if (skip_string(s, p, &kend))
        return -1;
    m->k = p + 1;
    m->klen = kend - p - 2;
    p = skip_ws(s, kend);
    if (p >= s->n || s->d[p] != ':')
        return scan_fail(s, p, "expected ':'");
    p = skip_ws(s, p + 1);
    m->v = p;
    *i = p;
    return 1;
}

/* As obj_key, the value skipped: [m->v, m->vend) = the value, *i past it. */
static int obj_next(scanner *s, size_t *i, int *first, member *m)
{
    int k = obj_key(s, i, first, m);
    if (k != 1)
        return k;
    if (skip_value(s, m->v, &m->vend))
        return -1;
    *i = m->vend;
    return 1;
}

/* Reads the next element of the array opened at *i ('[' when first is set)
 * or continuing after an element.  Returns 1 with *v = *i = the element's
 * first byte (the caller skips or walks it), 0 at the closing bracket (*i
 * past it), -1 on error. */
static int arr_elem(scanner *s, size_t *i, int *first, size_t *v)
{
    size_t p = skip_ws(s, *i);
    if (*first) {
        *first = 0;
        if (p >= s->n || s->d[p] != '[')
            return scan_fail(s, p, "expected an array");
        p = skip_ws(s, p + 1);
        if (p < s->n && s->d[p] == ']') {
            *i = p + 1;
            return 0;
        }
    } else if (p < s->n && s->d[p] == ']') {
        *i = p + 1;
        return 0;
    } else if (p < s->n && s->d[p] == ',') {
        p = skip_ws(s, p + 1);
    } else {
        return scan_fail(s, p, p < s->n ? "expected ',' or ']'" : "unexpected end of input");
    }
    *v = p;
    *i = p;
    return 1;
}

static int key_is(const scanner *s, const member *m, const char *key)
{
    size_t n = strlen(key);
    return m->klen == n && !memcmp(s->d + m->k, key, n);
}

/* Reads an integer value (a number or a string holding one) at [v, vend). */
static int scalar_int(const scanner *s, size_t v, size_t vend, long long *out)
{
    if (vend > v && s->d[v] == '"') {
        v++;
        vend--;
    }
    char tmp[32];
    size_t n = vend - v;
    if (n == 0 || n >= sizeof tmp)
        return 0;
    memcpy(tmp, s->d + v, n);
    tmp[n] = '\0';
    char *end;
    long long x = strtoll(tmp, &end, 10);
    if (*end)
        return 0;
    *out = x;
    return 1;
}

/* ---------------------------------------------------------------- the reader */

typedef struct pkt_ix {
    size_t off, len;
    size_t data;               /* offset of the "data" array */
    long long id, move, time;  /* move -1: none; time -1: none */
    size_t order;
    int priv;                  /* a /player/ channel */
} pkt_ix;

/* One loaded event of the current move group. */
typedef struct grp_ev {
    json_t *ev;         /* owned */
    size_t off, len;
    long long packet, move, time;
    int priv;           /* from a /player/ channel */
    int dropped;
} grp_ev;

enum { SHAPE_PACKETS = 1, SHAPE_EVENT, SHAPE_RATINGS };

/* Events of one move group compared for twins (pairwise): a bigger group is
 * emitted in parts. */
#define GROUP_MAX 256

typedef struct reader {
    const ga_source *src;
    const ga_sink *sink;
    ga_error *err;
    scanner sc;
    /* what the envelope holds */
    int shape;
    size_t packets, packets_end;  /* range of the packet array (or single packet) */
    int single_packet;
    size_t players, players_end;  /* data.players */
    int have_players;
    size_t ratings, ratings_end;  /* data.players_results */
    size_t error_msg, error_end;  /* status 0 answer */
    int have_error;
    size_t top_end;               /* past the top-level value */
    /* pass 1 */
    pkt_ix *ix;
    size_t nix, capix;
    ga_bga_detect detect;
    ga_header seen;               /* players named by events, when no list */
    size_t seen_cap;              /* capacity of seen.players */
    long long table_id;
    char table[64];
    /* pass 2 */
    grp_ev *grp;
    size_t ngrp, capgrp, grp_bytes;
    ga_bga_render *render;
    ga_buf text;
    ga_move m;
    long seq;
    /* line cursor */
    size_t cur_off, cur_line_start;
    int cur_line;
} reader;

/* Sets the 1-based line and column of off, moving a cursor forward. */
static void reader_linecol(reader *r, size_t off, int *line, int *col)
{
    if (off < r->cur_off) {
        r->cur_off = r->cur_line_start = 0;
        r->cur_line = 1;
    }
    const char *d = r->src->data;
    const char *p = d + r->cur_off, *end = d + off;
    while ((p = memchr(p, '\n', (size_t)(end - p))) != NULL) {
        r->cur_line++;
        r->cur_line_start = (size_t)(++p - d);
    }
    r->cur_off = off;
    *line = r->cur_line;
    *col = (int)(off - r->cur_line_start) + 1;
}

/* A positioned GA_EINPUT at byte off. */
static int reader_fail(reader *r, size_t off, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static int reader_fail(reader *r, size_t off, const char *fmt, ...)
{
    int line, col;
    char text[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    if (off > r->src->len)
        off = r->src->len;
    reader_linecol(r, off, &line, &col);
    ga_error_setpos(r->err, GA_EINPUT, r->src->path, line, col, "%s", text);
    r->err->offset = off;
    return GA_EINPUT;
}

static int scan_error(reader *r)
{
    return reader_fail(r, r->sc.where, "malformed JSON: %s", r->sc.why ? r->sc.why : "error");
}

/* Locates the packets (or event, ratings, error answer) in the object at
 * [i, end).  depth bounds the descent through "data". */
static int find_envelope(reader *r, size_t i, int depth)
{
    scanner *s = &r->sc;
    member m;
    int first = 1, k, is_event = 0, is_packet = 0, status0 = 0;
    size_t data = 0, data_end = 0, err_at = 0, err_end = 0, obj = skip_ws(s, i);
    while ((k = obj_next(s, &i, &first, &m)) == 1) {
        char c = s->d[m.v];
        if ((key_is(s, &m, "logs") || key_is(s, &m, "packets")) && c == '[') {
            r->packets = m.v;
            r->packets_end = m.vend;
            r->shape = SHAPE_PACKETS;
        } else if (key_is(s, &m, "players") && (c == '[' || c == '{')) {
            r->players = m.v;
            r->players_end = m.vend;
            r->have_players = 1;
        } else if (key_is(s, &m, "players_results") && c == '{') {
            r->ratings = m.v;
            r->ratings_end = m.vend;
        } else if (key_is(s, &m, "data") && (c == '[' || c == '{')) {
            data = m.v;
            data_end = m.vend;
        } else if (key_is(s, &m, "error") && c == '"') {
            err_at = m.v;
            err_end = m.vend;
        } else if (key_is(s, &m, "status")) {
            long long st;
            status0 = scalar_int(s, m.v, m.vend, &st) && st == 0;
        } else if (key_is(s, &m, "type") && c == '"') {
            is_event = 1;
        } else if (key_is(s, &m, "packet_id")) {
            is_packet = 1;
        }
    }
    if (k < 0)
        return scan_error(r);
    if (depth == 0)
        r->top_end = i;
    if (status0 && err_end && !r->shape) {
        r->error_msg = err_at;
        r->error_end = err_end;
        r->have_error = 1;
        return 0;
    }
    if (is_packet && !r->shape) {
        r->packets = obj;
        r->packets_end = i;
        r->single_packet = 1;
        r->shape = SHAPE_PACKETS;
        return 0;
    }
    if (!r->shape && data && s->d[data] == '[') {
        r->packets = data;
        r->packets_end = data_end;
        r->shape = SHAPE_PACKETS;
    } else if (!r->shape && data && depth < 4) {
        int rc = find_envelope(r, data, depth + 1);
        if (rc)
            return rc;
    }
    if (!r->shape && r->ratings_end)
        r->shape = SHAPE_RATINGS;
    if (!r->shape && is_event && depth == 0) {
        r->packets = obj;
        r->packets_end = i;
        r->shape = SHAPE_EVENT;
    }
    return 0;
}

static int ix_add(reader *r, const pkt_ix *p)
{
    if (GA_GROW(r->ix, r->capix, r->nix + 1, 256))
        return GA_ENOMEM;
    r->ix[r->nix++] = *p;
    return 0;
}

/* Loads the JSON value at [v, vend) with its errors positioned in the file. */
static json_t *load_at(reader *r, size_t v, size_t vend, int *rc)
{
    json_error_t je;
    json_t *o = json_loadb(r->src->data + v, vend - v, JSON_DECODE_ANY, &je);
    if (!o) {
        size_t at = v + (je.position > 0 ? (size_t)je.position - 1 : 0);
        *rc = reader_fail(r, at, "malformed JSON: %s", je.text);
    }
    return o;
}

/* Adds player id (name, or id when NULL) to h, whose players array holds
 * *cap; a repeated or empty id, or a 65th player, is passed over. */
static int add_player(ga_header *h, size_t *cap, const char *id, const char *name)
{
    if (!id || !*id || ga_header_player_index(h, id) >= 0 || h->nplayers >= 64)
        return 0;
    if (GA_GROW(h->players, *cap, h->nplayers + 1, 4))
        return GA_ENOMEM;
    ga_player *p = &h->players[h->nplayers];
    p->id = ga_strdup0(id);
    p->name = ga_strdup0(name ? name : id);
    h->nplayers++;
    return p->id && p->name ? 0 : GA_ENOMEM;
}

/* Notes the player an event's args name (player_id or playerId, with
 * player_name), for archives without a player list. */
static int scan_event_player(reader *r, size_t v)
{
    scanner *s = &r->sc;
    member m;
    int first = 1, k;
    size_t i = v, name = 0, name_end = 0;
    char id[32] = "";
    while ((k = obj_next(s, &i, &first, &m)) == 1) {
        long long x;
        if ((key_is(s, &m, "player_id") || key_is(s, &m, "playerId")) && !id[0] &&
            scalar_int(s, m.v, m.vend, &x))
            snprintf(id, sizeof id, "%lld", x);
        else if (key_is(s, &m, "player_name") && s->d[m.v] == '"') {
            name = m.v;
            name_end = m.vend;
        }
    }
    if (k < 0)
        return scan_error(r);
    if (!id[0] || !name_end || ga_header_player_index(&r->seen, id) >= 0)
        return 0;
    int rc = 0;
    json_t *n = load_at(r, name, name_end, &rc);
    if (n)
        rc = add_player(&r->seen, &r->seen_cap, id, json_string_value(n));
    json_decref(n);
    return rc;
}

/* Reads one event's members from v (a '{'), *i = past the event: a "type"
 * string is required; its type and template feed the game detection. */
static int event_members(reader *r, size_t v, size_t *i)
{
    scanner *s = &r->sc;
    member m;
    int first = 1, k, have_type = 0;
    const char *type = NULL, *log = NULL;
    size_t tlen = 0, llen = 0;
    *i = v;
    while ((k = obj_next(s, i, &first, &m)) == 1) {
        if (key_is(s, &m, "type") && s->d[m.v] == '"') {
            have_type = 1;
            type = s->d + m.v + 1;
            tlen = m.vend - m.v - 2;
        } else if (key_is(s, &m, "log") && s->d[m.v] == '"') {
            log = s->d + m.v + 1;
            llen = m.vend - m.v - 2;
        } else if (key_is(s, &m, "args") && s->d[m.v] == '{' && !r->have_players) {
            int rc = scan_event_player(r, m.v);
            if (rc)
                return rc;
        }
    }
    if (k < 0)
        return scan_error(r);
    if (!have_type)
        return reader_fail(r, v, "event has no \"type\"");
    ga_bga_detect_event(&r->detect, type, tlen, log, llen);
    return 0;
}

/* Checks one event at [v, vend) (pass 1): its size, that it is an object,
 * its members. */
static int scan_event(reader *r, size_t v, size_t vend)
{
    size_t i;
    if (vend - v > GA_BGA_MAX_EVENT)
        return reader_fail(r, v, "event of more than %u bytes", GA_BGA_MAX_EVENT);
    if (r->sc.d[v] != '{')
        return reader_fail(r, v, "event is not an object");
    return event_members(r, v, &i);
}

/* As scan_event for the event starting at v, whose end it finds: *vend.
 * An object's members are read in the one walk that finds its end (the
 * envelope's scan has checked its brackets and strings); the size check
 * comes first as in scan_event, so a walk that fails measures the event. */
static int scan_event_at(reader *r, size_t v, size_t *vend)
{
    scanner *s = &r->sc;
    if (s->d[v] != '{') {
        if (skip_value(s, v, vend))
            return scan_error(r);
        return scan_event(r, v, *vend);
    }
    int rc = event_members(r, v, vend);
    if ((rc || *vend - v > GA_BGA_MAX_EVENT) && skip_value(s, v, vend) == 0 &&
        *vend - v > GA_BGA_MAX_EVENT)
        return reader_fail(r, v, "event of more than %u bytes", GA_BGA_MAX_EVENT);
    return rc;
}

/* Returns 1 when the channel value at [v, vend) is a /player/ one. */
static int channel_private(const scanner *s, size_t v, size_t vend)
{
    /* "/player/p1" or "\/player\/p1" */
    static const char a[] = "\"/player/", b[] = "\"\\/player\\/";
    size_t n = vend - v;
    return (n >= sizeof a - 1 && !memcmp(s->d + v, a, sizeof a - 1)) ||
           (n >= sizeof b - 1 && !memcmp(s->d + v, b, sizeof b - 1));
}

/* Pass 1 over the packet at v, *vend = past it.  Its members and the
 * events of its "data" are read in one walk (the envelope's scan has
 * checked brackets and strings). */
static int scan_packet(reader *r, size_t v, size_t *vend, size_t order, long long prev_id)
{
    scanner *s = &r->sc;
    if (s->d[v] != '{') {
        if (skip_value(s, v, vend))
            return scan_error(r);
        return reader_fail(r, v, "packet is not an object");
    }
    pkt_ix p = {.off = v, .id = prev_id, .move = -1, .time = -1, .order = order};
    member m;
    int first = 1, k, have_data = 0;
    size_t i = v;
    while ((k = obj_key(s, &i, &first, &m)) == 1) {
        long long x;
        if (key_is(s, &m, "data") && s->d[m.v] == '[') {
            p.data = m.v;
            have_data = 1;
            size_t j = m.v, ev;
            int f2 = 1, k2;
            while ((k2 = arr_elem(s, &j, &f2, &ev)) == 1) {
                int rc = scan_event_at(r, ev, &j);
                if (rc)
                    return rc;
            }
            if (k2 < 0)
                return scan_error(r);
            i = j;
            continue;
        }
        if (skip_value(s, m.v, &m.vend))
            return scan_error(r);
        i = m.vend;
        if (key_is(s, &m, "packet_id") && scalar_int(s, m.v, m.vend, &x))
            p.id = x;
        else if (key_is(s, &m, "move_id") && scalar_int(s, m.v, m.vend, &x))
            p.move = x;
        else if (key_is(s, &m, "time") && scalar_int(s, m.v, m.vend, &x))
            p.time = x;
        else if (key_is(s, &m, "table_id") && scalar_int(s, m.v, m.vend, &x) && !r->table_id)
            r->table_id = x;
        else if (key_is(s, &m, "channel") && s->d[m.v] == '"')
            p.priv = channel_private(s, m.v, m.vend);
        else if (key_is(s, &m, "data"))
            return reader_fail(r, m.v, "packet \"data\" is not an array");
    }
    if (k < 0)
        return scan_error(r);
    *vend = i;
    p.len = i - v;
    if (!have_data)
        return reader_fail(r, v, "packet has no \"data\" array of events");
    return ix_add(r, &p);
}

/* Pass 1: the index of packets. */
static int scan_packets(reader *r)
{
    size_t end;
    if (r->single_packet)
        return scan_packet(r, r->packets, &end, 0, 0);
    scanner *s = &r->sc;
    size_t i = r->packets, v, order = 0;
    int first = 1, k;
    long long prev = 0;
    while ((k = arr_elem(s, &i, &first, &v)) == 1) {
        int rc = scan_packet(r, v, &i, order++, prev);
        if (rc)
            return rc;
        prev = r->ix[r->nix - 1].id;
    }
    return k < 0 ? scan_error(r) : 0;
}

static int cmp_ix(const void *a, const void *b)
{
    const pkt_ix *x = a, *y = b;
    if (x->id != y->id)
        return x->id < y->id ? -1 : 1;
    return x->order < y->order ? -1 : x->order > y->order;
}


/* ---------------------------------------------------------------- header */

/* Players from data.players: [{id,name}…] or {"<id>":"<name>"}. */
static int header_players_listed(reader *r, ga_header *h, size_t *cap)
{
    int rc = 0;
    json_t *pl = load_at(r, r->players, r->players_end, &rc);
    if (!pl)
        return rc;
    char tmp[32];
    if (json_is_array(pl)) {
        for (size_t i = 0; i < json_array_size(pl) && !rc; i++) {
            json_t *p = json_array_get(pl, i);
            rc = add_player(h, cap, ga_json_str(json_object_get(p, "id"), tmp, sizeof tmp),
                            json_string_value(json_object_get(p, "name")));
        }
    } else {
        const char *key;
        json_t *val;
        json_object_foreach(pl, key, val) {
            const char *name = json_is_string(val) ? json_string_value(val)
                                                   : json_string_value(json_object_get(val, "name"));
            if ((rc = add_player(h, cap, key, name)))
                break;
        }
    }
    json_decref(pl);
    return rc;
}

static int send_header(reader *r, const char *game)
{
    ga_header h = {0};
    size_t hcap = 0;
    int rc = GA_ENOMEM;
    char date[32] = "";
    if (r->nix && r->ix[0].time >= 0)
        ga_bga_iso_time(r->ix[0].time, date, sizeof date);
    if (r->table_id > 0)
        snprintf(r->table, sizeof r->table, "%lld", r->table_id);
    h.format = ga_strdup0("bga-archive");
    h.file = ga_strdup0(r->src->path);
    h.game = game ? ga_strdup0(game) : NULL;
    h.table = r->table[0] ? ga_strdup0(r->table) : NULL;
    h.date = date[0] ? ga_strdup0(date) : NULL;
    h.setup = json_pack("{s:s, s:s?}", "site", "bga", "bga_game", game);
    if (!h.format || !h.file || (game && !h.game) || !h.setup)
        goto cleanup;
    if (r->have_players)
        rc = header_players_listed(r, &h, &hcap);
    else if (r->shape == SHAPE_RATINGS)
        rc = 0;  /* added by the caller from players_results */
    else {
        rc = 0;
        for (size_t i = 0; i < r->seen.nplayers && rc == 0; i++)
            rc = add_player(&h, &hcap, r->seen.players[i].id, r->seen.players[i].name);
    }
    if (rc == 0 && r->shape == SHAPE_RATINGS) {
        json_t *pr = load_at(r, r->ratings, r->ratings_end, &rc);
        const char *key;
        json_t *val;
        json_object_foreach(pr, key, val) {
            if ((rc = add_player(&h, &hcap, key, json_string_value(json_object_get(val, "name")))))
                break;
        }
        json_decref(pr);
    }
    if (rc == 0)
        rc = r->sink->header(r->sink->ctx, &h, r->err);
cleanup:
    ga_header_clear(&h);
    return rc;
}

/* ---------------------------------------------------------------- pass 2: events to moves */

static int send_move(reader *r, const char *player, const char *action, json_t *args,
                     size_t off, size_t len, const char *raw, size_t rawlen)
{
    ga_span sp = {off, len, 0, 0};
    reader_linecol(r, off, &sp.line, &sp.col);
    if (ga_move_set(&r->m, ++r->seq, 1, player, action, args, sp, raw, rawlen))
        return GA_ENOMEM;
    return r->sink->move(r->sink->ctx, &r->m, r->err);
}

static json_t *int_or_null(long long v)
{
    return v >= 0 ? json_integer(v) : json_null();
}

/* Emits one event (and its `result` move at the end of game). */
static int emit_event(reader *r, const grp_ev *g)
{
    json_t *ev = g->ev;
    const char *type = json_string_value(json_object_get(ev, "type"));
    if (!type)
        return reader_fail(r, g->off, "event has no \"type\" string");
    json_t *args = json_object_get(ev, "args");
    const char *log = json_string_value(json_object_get(ev, "log"));
    /* A spectator variant moves the template into args.log (FORMATS §4.4). */
    if ((!log || !*log) && json_is_string(json_object_get(args, "log")))
        log = json_string_value(json_object_get(args, "log"));
    json_t *missing = json_array();
    if (!missing)
        return GA_ENOMEM;
    int rc = ga_bga_render_text(r->render, log, args, &r->text, missing);
    if (rc) {
        json_decref(missing);
        return rc;
    }
    json_t *a = (!args || (json_is_array(args) && json_array_size(args) == 0))
                    ? json_object() : json_incref(args);
    json_t *margs = json_pack("{s:s%, s:o, s:o, s:o, s:o, s:s}", "log",
                              r->text.data ? r->text.data : "", r->text.len, "args", a,
                              "packet", int_or_null(g->packet), "move", int_or_null(g->move),
                              "time", int_or_null(g->time), "channel",
                              g->priv ? "player" : "table");
    if (!margs) {
        json_decref(missing);
        return GA_ENOMEM;
    }
    if (json_array_size(missing))
        json_object_set(margs, "unfilled", missing);
    json_decref(missing);
    /* The event's uid, which an undo (a clearTurn's notifIds) names. */
    json_t *uid = json_object_get(ev, "uid");
    if (json_is_string(uid) || json_is_integer(uid))
        json_object_set(margs, "uid", uid);
    char tmp[32];
    const char *player = ga_bga_event_player(args, tmp, sizeof tmp);
    rc = send_move(r, player, type, margs, g->off, g->len, r->text.data ? r->text.data : "",
                   r->text.len);
    if (rc)
        return rc;
    /* The end of game: state 99 carrying the result. */
    long long id;
    json_t *inner = json_object_get(args, "args");
    json_t *result = json_object_get(inner, "result");
    if (!strcmp(type, "gameStateChange") && ga_json_int(json_object_get(args, "id"), &id) &&
        id == 99 && json_is_array(result)) {
        json_t *table = json_object_get(inner, "table");
        long long c = 0;
        int concede = json_is_true(json_object_get(table, "concede")) ||
                      (ga_json_int(json_object_get(table, "concede"), &c) && c);
        json_t *ra = ga_bga_result_args(result, concede);
        if (!ra || json_object_set_new(ra, "packet", int_or_null(g->packet)) ||
            json_object_set_new(ra, "move", int_or_null(g->move)) ||
            json_object_set_new(ra, "time", int_or_null(g->time)) ||
            json_object_set_new(ra, "channel", json_string(g->priv ? "player" : "table"))) {
            json_decref(ra);
            return GA_ENOMEM;
        }
        rc = send_move(r, NULL, "result", ra, g->off, g->len, "", 0);
    }
    return rc;
}

/* Returns 1 when private event g repeats a public event of its group or
 * an earlier private one: same type and args, or the public
 * `<type>_spectator` variant. */
static int is_twin(reader *r, size_t gi, unsigned char *taken)
{
    grp_ev *g = &r->grp[gi];
    const char *type = json_string_value(json_object_get(g->ev, "type"));
    json_t *args = json_object_get(g->ev, "args");
    size_t tlen = type ? strlen(type) : 0;
    for (size_t i = 0; i < r->ngrp; i++) {
        grp_ev *o = &r->grp[i];
        if (i == gi || o->dropped || (o->priv && i > gi) || (!o->priv && taken[i]))
            continue;
        const char *ot = json_string_value(json_object_get(o->ev, "type"));
        if (!type || !ot)
            continue;
        int same = !strcmp(type, ot) && json_equal(args, json_object_get(o->ev, "args"));
        int spect = !o->priv && !strncmp(ot, type, tlen) && !strcmp(ot + tlen, "_spectator");
        if (same || spect) {
            if (!o->priv)
                taken[i] = 1;
            return 1;
        }
    }
    return 0;
}

static void group_clear(reader *r)
{
    for (size_t i = 0; i < r->ngrp; i++)
        json_decref(r->grp[i].ev);
    r->ngrp = 0;
    r->grp_bytes = 0;
}

/* Emits the buffered move group in packet order, twins dropped. */
static int group_flush(reader *r)
{
    int rc = 0;
    unsigned char *taken = calloc(r->ngrp ? r->ngrp : 1, 1);
    if (!taken) {
        group_clear(r);
        return GA_ENOMEM;
    }
    for (size_t i = 0; i < r->ngrp; i++)
        if (r->grp[i].priv && is_twin(r, i, taken))
            r->grp[i].dropped = 1;
    for (size_t i = 0; i < r->ngrp && rc == 0; i++)
        if (!r->grp[i].dropped)
            rc = emit_event(r, &r->grp[i]);
    free(taken);
    group_clear(r);
    return rc;
}

static int group_add(reader *r, const grp_ev *g)
{
    if (GA_GROW(r->grp, r->capgrp, r->ngrp + 1, 64))
        return GA_ENOMEM;
    r->grp[r->ngrp++] = *g;
    r->grp_bytes += g->len;
    return 0;
}

/* Pass 2 over one packet: its events join the current group.  Pass 1 has
 * checked the structure; jansson reads each event and says where it ends. */
static int read_packet(reader *r, const pkt_ix *p)
{
    scanner *s = &r->sc;
    size_t j = skip_ws(s, p->data + 1);
    int rc = 0;
    while (rc == 0 && j < s->n && s->d[j] != ']') {
        json_error_t je;
        json_t *ev = json_loadb(s->d + j, s->n - j, JSON_DISABLE_EOF_CHECK, &je);
        if (!ev) {
            size_t at = j + (je.position > 0 ? (size_t)je.position - 1 : 0);
            return reader_fail(r, at, "malformed JSON: %s", je.text);
        }
        grp_ev g = {.ev = ev, .off = j, .len = (size_t)je.position, .packet = p->id,
                    .move = p->move, .time = p->time, .priv = p->priv};
        if (!json_is_object(ev)) {
            json_decref(ev);
            return reader_fail(r, j, "event is not an object");
        }
        if ((rc = group_add(r, &g))) {
            json_decref(ev);
            break;
        }
        j = skip_ws(s, j + g.len);
        if (j < s->n && s->d[j] == ',')
            j = skip_ws(s, j + 1);
    }
    return rc;
}

/* Pass 2 over the sorted index, one move group at a time. */
static int emit_packets(reader *r)
{
    int rc = 0;
    long long group_move = -2;
    for (size_t p = 0; p < r->nix && rc == 0; p++) {
        const pkt_ix *x = &r->ix[p];
        /* A packet identical to the one before (overlapping history pages) is a twin. */
        if (p && x->id == x[-1].id && x->len == x[-1].len &&
            !memcmp(r->src->data + x->off, r->src->data + x[-1].off, x->len))
            continue;
        if (x->move < 0 || x->move != group_move || r->grp_bytes > GA_BGA_MAX_EVENT ||
            r->ngrp > GROUP_MAX)
            rc = group_flush(r);
        group_move = x->move;
        if (rc == 0)
            rc = read_packet(r, x);
    }
    if (rc == 0)
        rc = group_flush(r);
    group_clear(r);
    return rc;
}

/* The single bare event as a one-move stream. */
static int emit_single_event(reader *r)
{
    int rc = 0;
    grp_ev g = {.off = r->packets, .len = r->packets_end - r->packets, .packet = -1,
                .move = -1, .time = -1};
    if (!(g.ev = load_at(r, g.off, g.off + g.len, &rc)))
        return rc;
    rc = emit_event(r, &g);
    json_decref(g.ev);
    return rc;
}

/* The table result response as a `result` move. */
static int emit_ratings(reader *r)
{
    int rc = 0;
    json_t *pr = load_at(r, r->ratings, r->ratings_end, &rc);
    if (!pr)
        return rc;
    json_t *arr = json_array();
    const char *key;
    json_t *val;
    json_object_foreach(pr, key, val) {
        json_t *e = json_is_object(val) ? json_deep_copy(val) : json_object();
        if (!e || (!json_object_get(e, "id") && json_object_set_new(e, "id", json_string(key))) ||
            json_array_append_new(arr, e)) {
            rc = GA_ENOMEM;
            break;
        }
    }
    json_t *ra = rc ? NULL : ga_bga_result_args(arr, 0);
    json_decref(arr);
    json_decref(pr);
    if (!ra)
        return rc ? rc : GA_ENOMEM;
    return send_move(r, NULL, "result", ra, r->ratings, r->ratings_end - r->ratings, "", 0);
}

/* Texts BGA answers instead of a log (FORMATS.md §4.1). */
static const char *const refusals[] = {
    "You have reached a limit",
    "Sorry, you need to be registered",
    "Cannot find gamenotifs log file",
};

/* Returns GA_EINPUT quoting the first line of a non-JSON answer. */
static int refuse_text(reader *r, size_t at)
{
    size_t len;
    const char *line = ga_source_line(r->src, at, &len);
    char quote[160];
    snprintf(quote, sizeof quote, "%.*s", (int)(len < 120 ? len : 120), line);
    for (size_t i = 0; i < sizeof refusals / sizeof *refusals; i++)
        if (len >= strlen(refusals[i]) && !memcmp(line, refusals[i], strlen(refusals[i])))
            return reader_fail(r, at, "not a game log: Board Game Arena answered \"%s\"", quote);
    return reader_fail(r, at, "not a BGA archive (JSON expected): \"%s\"", quote);
}

static int bga_parse(const ga_source *src, const ga_sink *sink, ga_error *err)
{
    reader r = {.src = src, .sink = sink, .err = err, .cur_line = 1};
    r.sc.d = src->data;
    r.sc.n = src->len;
    int rc = 0;
    size_t start = 0;
    if (src->len >= 3 && !memcmp(src->data, "\xEF\xBB\xBF", 3))
        start = 3;
    start = skip_ws(&r.sc, start);
    if (start >= src->len) {
        rc = reader_fail(&r, start, "empty file");
        goto cleanup;
    }
    char c = src->data[start];
    if (c != '{' && c != '[') {
        rc = refuse_text(&r, start);
        goto cleanup;
    }
    if (c == '[') {
        size_t end;
        if (skip_value(&r.sc, start, &end)) {
            rc = scan_error(&r);
            goto cleanup;
        }
        r.packets = start;
        r.packets_end = r.top_end = end;
        r.shape = SHAPE_PACKETS;
    } else if ((rc = find_envelope(&r, start, 0))) {
        goto cleanup;
    }
    size_t tail = skip_ws(&r.sc, r.top_end);
    if (tail < src->len) {
        rc = reader_fail(&r, tail, "unexpected text after the JSON value");
        goto cleanup;
    }
    if (r.have_error) {
        int rc2 = 0;
        json_t *msg = load_at(&r, r.error_msg, r.error_end, &rc2);
        const char *t = json_string_value(msg);
        char quote[160];
        snprintf(quote, sizeof quote, "%.120s", t ? t : "");
        rc = reader_fail(&r, r.error_msg, "not a game log: Board Game Arena answered \"%s\"",
                         quote);
        json_decref(msg);
        goto cleanup;
    }
    if (!r.shape) {
        rc = reader_fail(&r, start, "no BGA packets, event or result found (expected "
                         "\"logs\", \"data\" or a packet array)");
        goto cleanup;
    }
    if ((rc = ga_bga_render_new(&r.render)))
        goto cleanup;
    if (r.shape == SHAPE_PACKETS) {
        if ((rc = scan_packets(&r)))
            goto cleanup;
        if (r.nix)
            qsort(r.ix, r.nix, sizeof *r.ix, cmp_ix);
    } else if (r.shape == SHAPE_EVENT) {
        if ((rc = scan_event(&r, r.packets, r.packets_end)))
            goto cleanup;
    }
    if ((rc = send_header(&r, ga_bga_detect_game(&r.detect))))
        goto cleanup;
    if (r.shape == SHAPE_PACKETS)
        rc = emit_packets(&r);
    else if (r.shape == SHAPE_EVENT)
        rc = emit_single_event(&r);
    else
        rc = emit_ratings(&r);
cleanup:
    if (rc == GA_ENOMEM)
        ga_error_set(err, GA_ENOMEM, src->path, 0, "out of memory");
    group_clear(&r);
    free(r.grp);
    free(r.ix);
    ga_header_clear(&r.seen);
    ga_bga_render_free(r.render);
    ga_buf_free(&r.text);
    ga_move_clear(&r.m);
    return rc;
}

/* Keys that tell a BGA shape, as bits. */
enum {
    K_LOGS = 1, K_STATUS = 2, K_DATA = 4, K_ERROR = 8, K_TYPE = 16, K_LOG = 32, K_PACKET = 64,
    K_RESULTS = 128, K_ARGS = 256
};

/* Keys that alone tell a BGA archive: the scan stops at the first. */
#define K_DECISIVE (K_LOGS | K_PACKET | K_RESULTS)

/* Reads the keys of the JSON object at d[i] into *mask, skipping each value
 * whole (so key order and indentation do not matter) except a top-level
 * "data" object, whose keys are read as they come (depth 1); stops as soon
 * as a key alone tells the shape, so an archive's packets are not scanned
 * here a second time.  Returns 0, or -1 when d[i] is no object. */
static int sniff_keys(const char *d, size_t n, size_t i, unsigned *mask, int depth)
{
    static const struct { const char *k; unsigned bit; } keys[] = {
        {"logs", K_LOGS}, {"packets", K_LOGS}, {"status", K_STATUS}, {"data", K_DATA},
        {"error", K_ERROR}, {"type", K_TYPE}, {"log", K_LOG}, {"packet_id", K_PACKET},
        {"players_results", K_RESULTS}, {"args", K_ARGS},
    };
    while (i < n && strchr(" \t\r\n", d[i]))
        i++;
    if (i >= n || d[i] != '{')
        return -1;
    i++;
    for (int nkeys = 0; nkeys < 4096; nkeys++) {
        while (i < n && strchr(" \t\r\n,", d[i]))
            i++;
        if (i >= n || d[i] == '}' || d[i] != '"')
            return 0;
        size_t kend;
        if (ga_bga_json_end(d, n, i, &kend))
            return 0;
        size_t k0 = i + 1, kn = kend - i - 2;
        i = kend;
        while (i < n && strchr(" \t\r\n:", d[i]))
            i++;
        unsigned bit = 0;
        for (size_t k = 0; k < sizeof keys / sizeof *keys; k++)
            if (strlen(keys[k].k) == kn && !memcmp(d + k0, keys[k].k, kn))
                bit = keys[k].bit;
        /* inside "data" only the archive's own keys count */
        *mask |= depth ? (bit & K_DECISIVE) << 16 : bit;
        if (*mask & (K_DECISIVE | K_DECISIVE << 16))
            return 0;
        if (bit == K_DATA && depth == 0 && i < n && d[i] == '{') {
            sniff_keys(d, n, i, mask, 1);
            if (*mask & (K_DECISIVE << 16))
                return 0;
        }
        size_t vend;
        if (ga_bga_json_end(d, n, i, &vend))
            return 0;
        i = vend;
    }
    return 0;
}

/* Recognises a BGA log by its JSON structure, not a prefix: the archive
 * envelopes ({status, data:{logs}} and the others), a packet, a single
 * event ({type, log, args}, with or without uid), a table result, and the
 * site's refusals ({"status":"0","error":…} and the plain texts). */
static int bga_sniff(const char *data, size_t len, const char *path)
{
    (void)path;
    size_t i = ga_text_start(data, len);
    if (i >= len)
        return 0;
    for (size_t k = 0; k < sizeof refusals / sizeof *refusals; k++)
        if (len - i >= strlen(refusals[k]) && !memcmp(data + i, refusals[k], strlen(refusals[k])))
            return 60;
    if (data[i] == '[') {
        size_t n = len - i < 4096 ? len - i : 4096;
        const char *p = data + i;
        if (memmem(p, n, "\"packet_id\"", 11) || memmem(p, n, "\"log\"", 5))
            return 80;
        return 0;
    }
    unsigned mask = 0;
    if (sniff_keys(data, len, i, &mask, 0))
        return 0;
    unsigned top = mask & 0xFFFF, inner = mask >> 16;
    if ((top & (K_PACKET | K_RESULTS)) || (inner & (K_LOGS | K_RESULTS)))
        return 90;
    if ((top & K_LOGS) || ((top & K_STATUS) && (top & (K_DATA | K_ERROR))))
        return 80;
    if ((top & K_TYPE) && (top & K_LOG) && (top & K_ARGS))
        return 70;
    return 0;
}

const ga_format ga_format_bga_archive = {
    .name = "bga-archive",
    .description = "Board Game Arena archive log JSON (logs.html, notification history, "
                   "single events, table results)",
    .game = NULL,
    .sniff = bga_sniff,
    .parse = bga_parse,
};
