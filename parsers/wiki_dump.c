/* wiki_dump.c — the plain-text "User contributions" dump (FORMATS.md §1.1),
 * and the helpers every wiki reader shares (revision lists, timestamps,
 * sniffing).
 *
 *   Board Game Arena - User contributions [en]     once
 *   <blank>
 *   Gamehelpheat                                    page title
 *   <blank>
 *   2024-11-07T15:23:41Z                            revision time
 *   <blank>
 *   Magnus3740: Removing some blank space           user ":" summary
 *   <blank>
 *   wikitext body (any lines, blank ones included; may be empty)
 *   <blank>, then the next title
 *
 * Bodies hold blank and one-word lines, so a revision starts only where the
 * whole five-line pattern matches, after a blank line.  A line shaped like a
 * timestamp inside the pattern that is not a valid one is an error, never
 * body text: a revision may not silently merge into the one before.
 */
#include "wiki.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------- shared helpers */

void ga_wiki_rev_clear(ga_wiki_rev *r)
{
    if (!r)
        return;
    free(r->page);
    free(r->author);
    free(r->summary);
    free(r->body);
    free(r->file);
    ga_wikitext_free(r->doc);
    memset(r, 0, sizeof *r);
}

void ga_wiki_revlist_clear(ga_wiki_revlist *l)
{
    if (!l)
        return;
    for (size_t i = 0; i < l->n; i++)
        ga_wiki_rev_clear(&l->v[i]);
    free(l->v);
    memset(l, 0, sizeof *l);
}

int ga_wiki_revlist_add(ga_wiki_revlist *l, const char *page, size_t page_len, const char *ts,
                        const char *author, size_t author_len, const char *summary,
                        size_t summary_len, const char *body, size_t body_len, long revid,
                        const char *file, int line)
{
    if (GA_GROW(l->v, l->cap, l->n + 1, 16))
        return GA_ENOMEM;
    ga_wiki_rev *r = &l->v[l->n];
    memset(r, 0, sizeof *r);
    memcpy(r->ts, ts, 20);
    r->ts[20] = '\0';
    r->page = ga_strndup(page, page_len);
    r->author = ga_strndup(author, author_len);
    r->summary = ga_strndup(summary ? summary : "", summary ? summary_len : 0);
    r->body = ga_strndup(body ? body : "", body ? body_len : 0);
    r->body_len = body ? body_len : 0;
    r->file = ga_strdup0(file ? file : "");
    r->revid = revid;
    r->line = line;
    r->order = l->n;
    if (!r->page || !r->author || !r->summary || !r->body || !r->file) {
        ga_wiki_rev_clear(r);
        return GA_ENOMEM;
    }
    l->n++;
    return 0;
}

static int digits(const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (!isdigit((unsigned char)s[i]))
            return 0;
    return 1;
}

static int num(const char *s, size_t n)
{
    int v = 0;
    for (size_t i = 0; i < n; i++)
        v = v * 10 + (s[i] - '0');
    return v;
}

int ga_wiki_ts_valid(const char *s, size_t n)
{
    static const int mdays[] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (n != 20 || s[4] != '-' || s[7] != '-' || s[10] != 'T' || s[13] != ':' ||
        s[16] != ':' || s[19] != 'Z')
        return 0;
    if (!digits(s, 4) || !digits(s + 5, 2) || !digits(s + 8, 2) || !digits(s + 11, 2) ||
        !digits(s + 14, 2) || !digits(s + 17, 2))
        return 0;
    int y = num(s, 4), mo = num(s + 5, 2), d = num(s + 8, 2);
    if (mo < 1 || mo > 12 || d < 1 || d > mdays[mo - 1])
        return 0;
    if (mo == 2 && d == 29 && !((y % 4 == 0 && y % 100 != 0) || y % 400 == 0))
        return 0;
    return num(s + 11, 2) <= 23 && num(s + 14, 2) <= 59 && num(s + 17, 2) <= 60;
}

int ga_wiki_sniff(const char *data, size_t len)
{
    size_t i = 0;
    if (len >= 3 && memcmp(data, "\xEF\xBB\xBF", 3) == 0)
        i = 3;
    while (i < len && isspace((unsigned char)data[i]))
        i++;
    const char *s = data + i;
    size_t n = len - i;
    size_t head = n < 512 ? n : 512;
    const char *nl = memchr(s, '\n', head);
    size_t first = nl ? (size_t)(nl - s) : head;
    if (n >= 5 && (memcmp(s, "<?xml", 5) == 0 || memcmp(s, "<feed", 5) == 0))
        return GA_WIKI_ATOM;
    if (n >= 4 && memcmp(s, "http", 4) == 0 && memmem(s, first, "feedcontributions", 17))
        return GA_WIKI_FEEDTEXT;
    if (memmem(s, first, " - User contributions", 21))
        return GA_WIKI_DUMP;
    return GA_WIKI_UNKNOWN;
}

/* ---------------------------------------------------------------- the dump */

typedef struct span {
    size_t off, len;
} span;

static int blank(const char *d, span l)
{
    for (size_t i = 0; i < l.len; i++)
        if (!isspace((unsigned char)d[l.off + i]))
            return 0;
    return 1;
}

/* MediaWiki titles and user names never hold these. */
static int has_forbidden(const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (strchr("#<>[]|{}", s[i]) && s[i])
            return 1;
    return 0;
}

static int title_like(const char *d, span l)
{
    return l.len > 0 && l.len <= 255 && !isspace((unsigned char)d[l.off]) &&
           !has_forbidden(d + l.off, l.len);
}

/* A line that claims to be a revision time: starts "YYYY-MM-DD", is short and
 * holds only date-time characters.  Validity is checked apart. */
static int ts_like(const char *d, span l)
{
    const char *s = d + l.off;
    if (l.len < 10 || l.len > 40 || !digits(s, 4) || s[4] != '-' || !digits(s + 5, 2) ||
        s[7] != '-' || !digits(s + 8, 2))
        return 0;
    for (size_t i = 10; i < l.len; i++)
        if (!strchr("0123456789TZ:+-. ", s[i]) || !s[i])
            return 0;
    return 1;
}

/* "User:" or "User: summary"; returns the length of the user name, or 0. */
static size_t author_like(const char *d, span l)
{
    const char *s = d + l.off;
    const char *c = memchr(s, ':', l.len);
    if (!c || c == s || (size_t)(c - s) > 85 || isspace((unsigned char)s[0]) ||
        has_forbidden(s, (size_t)(c - s)))
        return 0;
    return (size_t)(c - s);
}

/* Returns 1 when a revision starts at line index i. */
static int rev_start(const char *d, const span *L, size_t nl, size_t i)
{
    return i + 4 < nl && (i == 2 || blank(d, L[i - 1])) && title_like(d, L[i]) &&
           blank(d, L[i + 1]) && ts_like(d, L[i + 2]) && blank(d, L[i + 3]) &&
           author_like(d, L[i + 4]);
}

int ga_wiki_dump_parse(const ga_source *src, ga_wiki_revlist *out, ga_error *err)
{
    int rc = 0;
    const char *d = src->data;
    span *L = NULL;
    size_t nl = 0, cap = 0, pos = 0;
    if (src->len >= 3 && memcmp(d, "\xEF\xBB\xBF", 3) == 0)
        pos = 3;
    while (pos <= src->len) {
        const char *e = memchr(d + pos, '\n', src->len - pos);
        size_t end = e ? (size_t)(e - d) : src->len;
        if (GA_GROW(L, cap, nl + 1, 256)) {
            rc = ga_error_set(err, GA_ENOMEM, src->path, 0, "out of memory");
            goto cleanup;
        }
        size_t len = end - pos;
        if (len && d[end - 1] == '\r')
            len--;
        L[nl++] = (span){pos, len};
        if (!e)
            break;
        pos = end + 1;
    }
    if (nl == 0 || !memmem(d + L[0].off, L[0].len, " - User contributions", 21)) {
        rc = ga_error_setpos(err, GA_EINPUT, src->path, 1, 1,
                             "not a user contributions dump (first line \"%.60s\")",
                             nl ? d + L[0].off : "");
        goto cleanup;
    }
    size_t i = 1;
    while (i < nl && blank(d, L[i]))
        i++;
    if (i == nl)
        goto cleanup; /* a user without contributions */
    if (i != 2 || !rev_start(d, L, nl, i)) {
        rc = ga_error_setpos(err, GA_EINPUT, src->path, (int)i + 1, 1,
                             "expected a revision (title, blank, timestamp, blank, "
                             "\"user: summary\") at \"%.60s\"", d + L[i].off);
        goto cleanup;
    }
    while (i < nl) {
        span ts = L[i + 2];
        if (!ga_wiki_ts_valid(d + ts.off, ts.len)) {
            rc = ga_error_setpos(err, GA_EINPUT, src->path, (int)(i + 3), 1,
                                 "bad revision timestamp \"%.*s\" (want YYYY-MM-DDTHH:MM:SSZ)",
                                 (int)(ts.len < 40 ? ts.len : 40), d + ts.off);
            goto cleanup;
        }
        size_t j = i + 5;
        while (j < nl && !rev_start(d, L, nl, j))
            j++;
        /* body: the lines after the blank that follows the author line, up to
         * the blank before the next title; trailing blank lines are layout */
        size_t b0 = i + 6, b1 = j < nl ? j - 1 : nl;
        while (b1 > b0 && blank(d, L[b1 - 1]))
            b1--;
        const char *body = NULL;
        size_t body_len = 0;
        if (b1 > b0) {
            body = d + L[b0].off;
            body_len = L[b1 - 1].off + L[b1 - 1].len - L[b0].off;
        }
        if (body_len > GA_WIKI_MAX_BODY) {
            rc = ga_error_setpos(err, GA_EINPUT, src->path, (int)(i + 1), 1,
                                 "revision of \"%.60s\" is %zu bytes, over the wiki's "
                                 "%u-byte page limit", d + L[i].off, body_len, GA_WIKI_MAX_BODY);
            goto cleanup;
        }
        span au = L[i + 4];
        size_t ulen = author_like(d, au);
        const char *sum = d + au.off + ulen + 1;
        size_t sumlen = au.len - ulen - 1;
        while (sumlen && *sum == ' ') {
            sum++;
            sumlen--;
        }
        if (ga_wiki_revlist_add(out, d + L[i].off, L[i].len, d + ts.off, d + au.off, ulen, sum,
                                sumlen, body, body_len, 0, src->path, (int)i + 1)) {
            rc = ga_error_set(err, GA_ENOMEM, src->path, 0, "out of memory");
            goto cleanup;
        }
        i = j;
    }
cleanup:
    free(L);
    return rc;
}
