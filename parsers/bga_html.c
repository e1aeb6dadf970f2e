/* bga_html.c — Board Game Arena logs as the site renders them (FORMATS.md §5).
 *
 * "bga-replay-html": the replay page (`.replaylogs_move` blocks) or the
 * game-review page (a flat `#gamelogs` list), read with libxml2's HTML
 * parser: `.smalltext` headers "Move 12 :" with a date and time, or only a
 * time (the date carries forward), and one `.gamelogreview` per log line;
 * `.reflexiontimes_block` entries are skipped.  When the page embeds the
 * packets as `g_gamelogs = {…}`, those are read instead (bga-archive).
 * "bga-replay-text": the same text copied from the page — `<word> <n> :`
 * header lines with an optional date/time, then one line per log entry.
 *
 * The header's game stays NULL (no engine can decode text); setup.bga_game
 * names the game the templates look like.
 * Each log line is one move: action "log", player NULL (the text has no
 * ids), args {"log":<text>, "move":<n|null>, "time":null, "date":<local
 * ISO date-time or null>, "channel":"table", "viewer":<line starts "You">}.
 * Dates are US format and in the viewer's zone, which the page does not
 * name: they are kept as local times (no Z). */
#include "../src/internal.h"
#include "bga.h"
#include "parsers.h"

#include <libxml/HTMLparser.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------- headers and dates */

/* Reads "M/D/YYYY h:mm:ss AM" or "h:mm:ss PM" (24-hour without AM/PM; seconds
 * optional) from s.  day (YYYY-MM-DD) carries the date forward: it is read
 * or used.  Writes "YYYY-MM-DDThh:mm:ss" (or "") to iso.  Returns 1 when s
 * is a stamp or blank, 0 otherwise. */
static int parse_stamp(const char *s, char day[16], char iso[32])
{
    int mo, d, y, h, mi, sec = 0, n = 0;
    iso[0] = '\0';
    while (*s == ' ' || *s == '\t')
        s++;
    if (!*s)
        return 1;
    if (sscanf(s, "%d/%d/%d %n", &mo, &d, &y, &n) == 3 && n > 0) {
        if (mo < 1 || mo > 12 || d < 1 || d > 31 || y < 1900 || y > 9999)
            return 0;
        snprintf(day, 16, "%04d-%02d-%02d", y, mo, d);
        s += n;
    }
    n = 0;
    if (sscanf(s, "%d:%d%n", &h, &mi, &n) != 2 || n == 0)
        return 0;
    s += n;
    if (*s == ':') {
        int k = 0;
        if (sscanf(s + 1, "%d%n", &sec, &k) != 1)
            return 0;
        s += 1 + k;
    }
    while (*s == ' ')
        s++;
    if (!strncmp(s, "AM", 2) || !strncmp(s, "PM", 2)) {
        if (h < 1 || h > 12)
            return 0;
        h = h % 12 + (s[0] == 'P' ? 12 : 0);
        s += 2;
    }
    while (*s == ' ' || *s == '\r')
        s++;
    if (*s || h < 0 || h > 23 || mi < 0 || mi > 59 || sec < 0 || sec > 60)
        return 0;
    if (day[0])
        snprintf(iso, 32, "%.10sT%02d:%02d:%02d", day, h, mi, sec);
    return 1;
}

/* Reads a move header "<word> <number> :<stamp>" (localised "Move").
 * Returns 1 and fills *move and iso, or 0. */
static int parse_move_header(const char *s, char day[16], long *move, char iso[32])
{
    while (*s == ' ' || *s == '\t')
        s++;
    const char *w = s;
    while (*s && *s != ' ' && *s != '\t')
        s++;
    if (s == w || *s != ' ')
        return 0;
    s++;
    char *end;
    long n = strtol(s, &end, 10);
    if (end == s || n < 0 || *end != ' ' || end[1] != ':')
        return 0;
    char saved[16];
    memcpy(saved, day, sizeof saved);
    if (!parse_stamp(end + 2, day, iso)) {
        memcpy(day, saved, sizeof saved);
        return 0;
    }
    *move = n;
    return 1;
}

/* ---------------------------------------------------------------- collected lines */

typedef struct page_line {
    char *text;   /* owned */
    long move;    /* -1: before any header */
    char date[32];
    size_t off, len;
    int line;
} page_line;

typedef struct page {
    const ga_source *src;
    const ga_sink *sink;
    ga_error *err;
    const char *format;
    page_line *v;
    size_t n, cap;
    char day[16], iso[32];
    long move;
    char table[32];
    /* line -> offset cursor */
    size_t cur_off;
    int cur_line;
} page;

static void page_clear(page *p)
{
    for (size_t i = 0; i < p->n; i++)
        free(p->v[i].text);
    free(p->v);
}

/* Returns the offset of the start of 1-based line (cursor moves forward). */
static size_t page_line_offset(page *p, int line)
{
    if (line < p->cur_line || p->cur_line == 0) {
        p->cur_line = 1;
        p->cur_off = 0;
    }
    while (p->cur_line < line) {
        const char *nl = memchr(p->src->data + p->cur_off, '\n', p->src->len - p->cur_off);
        if (!nl)
            break;
        p->cur_off = (size_t)(nl - p->src->data) + 1;
        p->cur_line++;
    }
    return p->cur_off;
}

static int page_add(page *p, const char *text, size_t len, int line, size_t off, size_t olen)
{
    if (GA_GROW(p->v, p->cap, p->n + 1, 256))
        return GA_ENOMEM;
    page_line *l = &p->v[p->n];
    memset(l, 0, sizeof *l);
    if (!(l->text = ga_strndup(text, len)))
        return GA_ENOMEM;
    /* copied text may not be UTF-8: its other bytes become '?' */
    json_t *probe = json_stringn(l->text, len);
    if (!probe) {
        for (size_t i = 0; i < len; i++)
            if ((unsigned char)l->text[i] >= 0x80 || l->text[i] == '\0')
                l->text[i] = '?';
    }
    json_decref(probe);
    l->move = p->move;
    snprintf(l->date, sizeof l->date, "%s", p->iso);
    l->line = line;
    l->off = off;
    l->len = olen;
    p->n++;
    return 0;
}

/* Sends the header and one move per collected line. */
static int page_emit(page *p)
{
    ga_bga_detect det = {{0}};
    for (size_t i = 0; i < p->n; i++)
        ga_bga_detect_event(&det, NULL, 0, p->v[i].text, strlen(p->v[i].text));
    const char *game = ga_bga_detect_game(&det);
    ga_header h = {0};
    ga_move m = {0};
    int rc = GA_ENOMEM;
    h.format = ga_strdup0(p->format);
    h.file = ga_strdup0(p->src->path);
    /* The text has no event types or ids for a game engine to decode: the
     * game it looks like goes into setup only, and the generic audit runs. */
    h.table = p->table[0] ? ga_strdup0(p->table) : NULL;
    for (size_t i = 0; i < p->n && !h.date; i++)
        if (p->v[i].date[0])
            h.date = ga_strdup0(p->v[i].date);
    h.setup = json_pack("{s:s, s:s?}", "site", "bga", "bga_game", game);
    if (!h.format || !h.file || !h.setup)
        goto cleanup;
    if ((rc = p->sink->header(p->sink->ctx, &h, p->err)))
        goto cleanup;
    for (size_t i = 0; i < p->n && rc == 0; i++) {
        page_line *l = &p->v[i];
        json_t *a = json_pack("{s:s, s:o, s:n, s:s?, s:s, s:b}", "log", l->text, "move",
                              l->move >= 0 ? json_integer(l->move) : json_null(), "time",
                              "date", l->date[0] ? l->date : NULL, "channel", "table",
                              "viewer", !strncmp(l->text, "You ", 4));
        ga_span sp = {l->off, l->len, l->line, 1};
        if (!a || ga_move_set(&m, (long)i + 1, 1, NULL, "log", a, sp, l->text,
                              strlen(l->text))) {
            rc = GA_ENOMEM;
            break;
        }
        rc = p->sink->move(p->sink->ctx, &m, p->err);
    }
cleanup:
    if (rc == GA_ENOMEM)
        ga_error_set(p->err, GA_ENOMEM, p->src->path, 0, "out of memory");
    ga_move_clear(&m);
    ga_header_clear(&h);
    return rc;
}

/* ---------------------------------------------------------------- the page (HTML) */

/* Appends the text under node (br as newline, no-break space as space). */
static int node_text(xmlNodePtr top, ga_buf *out)
{
    xmlNodePtr node = top->children;
    while (node) {
        if (node->type == XML_TEXT_NODE && node->content) {
            const char *s = (const char *)node->content;
            for (; *s; s++) {
                if ((unsigned char)s[0] == 0xC2 && (unsigned char)s[1] == 0xA0) {
                    s++;
                    if (ga_buf_add(out, " ", 1))
                        return GA_ENOMEM;
                } else if (ga_buf_add(out, s, 1)) {
                    return GA_ENOMEM;
                }
            }
        } else if (node->type == XML_ELEMENT_NODE && !xmlStrcasecmp(node->name, BAD_CAST "br")) {
            if (ga_buf_add(out, "\n", 1))
                return GA_ENOMEM;
        }
        if (node->type == XML_ELEMENT_NODE && node->children) {
            node = node->children;
            continue;
        }
        while (node && node != top && !node->next)
            node = node->parent;
        node = node && node != top ? node->next : NULL;
    }
    return ga_buf_add(out, "", 0) ? GA_ENOMEM : 0;
}

/* Returns 1 when node's class attribute holds the token cls. */
static int has_class(xmlNodePtr node, const char *cls)
{
    xmlChar *c = xmlGetProp(node, BAD_CAST "class");
    int hit = 0;
    size_t n = strlen(cls);
    for (const char *s = (const char *)c; s && *s && !hit;) {
        while (*s == ' ' || *s == '\t' || *s == '\n')
            s++;
        const char *e = s;
        while (*e && *e != ' ' && *e != '\t' && *e != '\n')
            e++;
        hit = (size_t)(e - s) == n && !memcmp(s, cls, n);
        s = e;
    }
    xmlFree(c);
    return hit;
}

/* Trims blanks at both ends of b's text; returns its start. */
static const char *trim(ga_buf *b, size_t *len)
{
    const char *s = b->data ? b->data : "";
    size_t n = b->len;
    while (n && (*s == ' ' || *s == '\n' || *s == '\t' || *s == '\r'))
        s++, n--;
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\n' || s[n - 1] == '\t' || s[n - 1] == '\r'))
        n--;
    *len = n;
    return s;
}

/* Collects the headers and log lines of a parsed page in document order. */
static int page_walk(page *p, htmlDocPtr doc)
{
    ga_buf b = {0};
    int rc = 0;
    xmlNodePtr node = xmlDocGetRootElement(doc);
    while (node && rc == 0) {
        int descend = 1;
        if (node->type == XML_ELEMENT_NODE) {
            int hdr = has_class(node, "smalltext"), log = !hdr && has_class(node, "gamelogreview");
            if (hdr || log || has_class(node, "reflexiontimes_block"))
                descend = 0;
            if (hdr || log) {
                b.len = 0;
                if ((rc = node_text(node, &b)))
                    break;
                size_t n;
                const char *t = trim(&b, &n);
                int line = (int)xmlGetLineNo(node);
                if (line < 1)
                    line = 1;
                long mv;
                char iso[32];
                if (hdr && parse_move_header(t, p->day, &mv, iso)) {
                    p->move = mv;
                    memcpy(p->iso, iso, sizeof iso);
                } else if (log && n) {
                    size_t off = page_line_offset(p, line);
                    const char *eol = memchr(p->src->data + off, '\n', p->src->len - off);
                    size_t olen = (eol ? (size_t)(eol - p->src->data) : p->src->len) - off;
                    rc = page_add(p, t, n, line, off, olen);
                }
            }
        }
        if (descend && node->children) {
            node = node->children;
            continue;
        }
        while (node && !node->next)
            node = node->parent == (xmlNodePtr)doc ? NULL : node->parent;
        if (node)
            node = node->next;
    }
    ga_buf_free(&b);
    return rc;
}

/* ---------------------------------------------------------------- g_gamelogs embedded */

typedef struct embed {
    const ga_sink *outer;
    const ga_source *src;
    int line0, col0;  /* where the JSON starts in the page */
    size_t off0;
} embed;

static int embed_header(void *ctx, const ga_header *h, ga_error *err)
{
    embed *e = ctx;
    ga_header c;
    if (ga_header_copy(&c, h))
        return GA_ENOMEM;
    free(c.format);
    free(c.file);
    c.format = ga_strdup0("bga-replay-html");
    c.file = ga_strdup0(e->src->path);
    int rc = c.format && c.file ? e->outer->header(e->outer->ctx, &c, err) : GA_ENOMEM;
    ga_header_clear(&c);
    return rc;
}

static int embed_move(void *ctx, const ga_move *m, ga_error *err)
{
    embed *e = ctx;
    ga_move c = *m;
    c.src.offset += e->off0;
    if (c.src.line == 1)
        c.src.col += e->col0 - 1;
    c.src.line += e->line0 - 1;
    return e->outer->move(e->outer->ctx, &c, err);
}

/* Reads the packets of `g_gamelogs = …` at JSON offset at.  Returns 1 when
 * there is no JSON value there (the caller reads the page instead). */
static int read_embedded(const ga_source *src, size_t at, const ga_sink *sink, ga_error *err)
{
    size_t end;
    if (ga_bga_json_end(src->data, src->len, at, &end))
        return 1;
    ga_source *inner;
    int rc = ga_source_from_mem(&inner, src->path, src->data + at, end - at, err);
    if (rc)
        return rc;
    embed e = {.outer = sink, .src = src, .off0 = at};
    ga_source_linecol(src, at, &e.line0, &e.col0);
    ga_sink s = {&e, embed_header, embed_move};
    rc = ga_format_bga_archive.parse(inner, &s, err);
    if (rc && err->line) {
        /* positions of the inner parse are relative to the JSON */
        if (err->line == 1)
            err->col += e.col0 - 1;
        err->line += e.line0 - 1;
        err->offset += at;
        snprintf(err->file, sizeof err->file, "%s", src->path);
    }
    ga_source_free(inner);
    return rc;
}

/* Returns the offset of the JSON after "g_gamelogs" and '=' or ':', or 0. */
static size_t find_gamelogs(const ga_source *src)
{
    const char *k = memmem(src->data, src->len, "g_gamelogs", 10);
    if (!k)
        return 0;
    size_t i = (size_t)(k - src->data) + 10;
    while (i < src->len && (src->data[i] == ' ' || src->data[i] == '\t'))
        i++;
    if (i >= src->len || (src->data[i] != '=' && src->data[i] != ':'))
        return 0;
    i++;
    while (i < src->len && (src->data[i] == ' ' || src->data[i] == '\t' || src->data[i] == '\n'))
        i++;
    return i < src->len && (src->data[i] == '{' || src->data[i] == '[') ? i : 0;
}

/* The table id from a "table=<digits>" in the page. */
static void find_table(const ga_source *src, char *out, size_t n)
{
    const char *k = memmem(src->data, src->len, "table=", 6);
    size_t i = k ? (size_t)(k - src->data) + 6 : src->len, a = i;
    while (i < src->len && i - a < 20 && src->data[i] >= '0' && src->data[i] <= '9')
        i++;
    snprintf(out, n, "%.*s", (int)(i - a), src->data + a);
}

static int html_parse(const ga_source *src, const ga_sink *sink, ga_error *err)
{
    size_t at = find_gamelogs(src);
    if (at) {
        int rc = read_embedded(src, at, sink, err);
        if (rc != 1)
            return rc;
    }
    page p = {.src = src, .sink = sink, .err = err, .format = "bga-replay-html", .move = -1};
    find_table(src, p.table, sizeof p.table);
    int rc = 0;
    if (src->len > INT_MAX)
        return ga_error_setpos(err, GA_EINPUT, src->path, 1, 1, "page larger than 2 GiB");
    ga_bga_xml_init();
    htmlDocPtr doc = htmlReadMemory(src->data, (int)src->len, NULL, "UTF-8",
                                    HTML_PARSE_NONET | HTML_PARSE_NOERROR |
                                        HTML_PARSE_NOWARNING);
    if (!doc) {
        rc = ga_error_setpos(err, GA_EINPUT, src->path, 1, 1, "cannot parse the page as HTML");
        goto cleanup;
    }
    if ((rc = page_walk(&p, doc)))
        goto cleanup;
    if (p.n == 0) {
        rc = ga_error_setpos(err, GA_EINPUT, src->path, 1, 1,
                             "no log lines (no \"gamelogreview\" entries) in the page");
        goto cleanup;
    }
    rc = page_emit(&p);
cleanup:
    if (rc == GA_ENOMEM)
        ga_error_set(err, GA_ENOMEM, src->path, 0, "out of memory");
    if (doc)
        xmlFreeDoc(doc);
    page_clear(&p);
    return rc;
}

static int html_sniff(const char *data, size_t len, const char *path)
{
    (void)path;
    /* A page starts with markup; JSON archives (the big inputs) are not scanned. */
    size_t i = ga_text_start(data, len);
    if (i >= len || data[i] != '<')
        return 0;
    size_t n = len < (4u << 20) ? len : (4u << 20);
    if (memmem(data, n, "gamelogreview", 13) || memmem(data, n, "replaylogs_move", 15))
        return 90;
    if (memmem(data, n, "g_gamelogs", 10) && memmem(data, n < 1024 ? n : 1024, "<", 1))
        return 85;
    return 0;
}

/* ---------------------------------------------------------------- the copied text */

static int text_parse(const ga_source *src, const ga_sink *sink, ga_error *err)
{
    page p = {.src = src, .sink = sink, .err = err, .format = "bga-replay-text", .move = -1};
    int rc = 0, line = 0;
    size_t pos = 0;
    if (src->len >= 3 && !memcmp(src->data, "\xEF\xBB\xBF", 3))
        pos = 3;
    char buf[1024];
    while (pos < src->len && rc == 0) {
        const char *nl = memchr(src->data + pos, '\n', src->len - pos);
        size_t end = nl ? (size_t)(nl - src->data) : src->len, off = pos, len = end - pos;
        line++;
        pos = end + 1;
        if (len && src->data[off + len - 1] == '\r')
            len--;
        if (memchr(src->data + off, '\0', len)) {
            rc = ga_error_setpos(err, GA_EINPUT, src->path, line, 1, "NUL byte in a text log");
            break;
        }
        size_t k = len < sizeof buf - 1 ? len : sizeof buf - 1;
        memcpy(buf, src->data + off, k);
        buf[k] = '\0';
        long mv;
        char iso[32];
        if (parse_move_header(buf, p.day, &mv, iso)) {
            p.move = mv;
            memcpy(p.iso, iso, sizeof iso);
            continue;
        }
        size_t a = off, b = off + len;
        while (a < b && (src->data[a] == ' ' || src->data[a] == '\t'))
            a++;
        while (b > a && (src->data[b - 1] == ' ' || src->data[b - 1] == '\t'))
            b--;
        if (a < b)
            rc = page_add(&p, src->data + a, b - a, line, off, len);
    }
    if (rc == 0 && p.n == 0)
        rc = ga_error_setpos(err, GA_EINPUT, src->path, 1, 1, "no log lines in the text");
    if (rc == 0)
        rc = page_emit(&p);
    if (rc == GA_ENOMEM)
        ga_error_set(err, GA_ENOMEM, src->path, 0, "out of memory");
    page_clear(&p);
    return rc;
}

/* Claims text whose first non-blank line is a "Move N :" header. */
static int text_sniff(const char *data, size_t len, const char *path)
{
    (void)path;
    size_t pos = len >= 3 && !memcmp(data, "\xEF\xBB\xBF", 3) ? 3 : 0;
    while (pos < len && (data[pos] == '\n' || data[pos] == '\r' || data[pos] == ' '))
        pos++;
    const char *nl = memchr(data + pos, '\n', len - pos);
    size_t n = (nl ? (size_t)(nl - data) : len) - pos;
    char buf[256], day[16] = "", iso[32];
    long mv;
    if (n == 0 || n >= sizeof buf || memchr(data + pos, '\0', n))
        return 0;
    memcpy(buf, data + pos, n);
    buf[n] = '\0';
    return parse_move_header(buf, day, &mv, iso) ? 50 : 0;
}

const ga_format ga_format_bga_replay_html = {
    .name = "bga-replay-html",
    .description = "Board Game Arena replay or game-review page (HTML, or its embedded "
                   "g_gamelogs)",
    .game = NULL,
    .sniff = html_sniff,
    .parse = html_parse,
};

const ga_format ga_format_bga_replay_text = {
    .name = "bga-replay-text",
    .description = "Board Game Arena log text copied from the replay or review page "
                   "(\"Move N :\" headers, one line per entry)",
    .game = NULL,
    .sniff = text_sniff,
    .parse = text_parse,
};
