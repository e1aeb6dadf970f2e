/* ruleset.c — the store of wiki rule pages: every revision of every page,
 * ordered by time, and the lookups engines and the `rules` command use.
 *
 * "In force at D" = the latest revision of the page at or before D that has
 * a body; a date before the page's first such revision gets the earliest one,
 * and the citation says so (before_first).  A bare date D means the end of
 * that day (UTC): a game played on D saw the edits made on D.
 */
#include "internal.h"
#include "../parsers/wiki.h"

#include <ctype.h>
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

#ifndef GA_DATADIR
#define GA_DATADIR "/usr/local/share/gameaudit"
#endif

const char *ga_rules_default_dir(void)
{
    const char *env = getenv("GAMEAUDIT_RULES");
    struct stat st;
    if (env && *env)
        return env;
    if (stat(GA_DATADIR "/wiki", &st) == 0 && S_ISDIR(st.st_mode))
        return GA_DATADIR "/wiki";
    return "fixtures/wiki";
}

/* ---------------------------------------------------------------- dates */

static long long days_from_civil(long long y, int m, int d)
{
    y -= m <= 2;
    long long era = (y >= 0 ? y : y - 399) / 400;
    long long yoe = y - era * 400;
    long long doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    long long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

static void civil_from_days(long long z, long long *y, int *m, int *d)
{
    z += 719468;
    long long era = (z >= 0 ? z : z - 146096) / 146097;
    long long doe = z - era * 146097;
    long long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    long long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    long long mp = (5 * doy + 2) / 153;
    *d = (int)(doy - (153 * mp + 2) / 5 + 1);
    *m = (int)(mp < 10 ? mp + 3 : mp - 9);
    *y = era * 400 + yoe + (*m <= 2);
}

static int two(const char *s, int *v)
{
    if (!isdigit((unsigned char)s[0]) || !isdigit((unsigned char)s[1]))
        return 0;
    *v = (s[0] - '0') * 10 + (s[1] - '0');
    return 1;
}

int ga_rules_date(const char *date, char out[21])
{
    int y1, y2, mo, d, h = 23, mi = 59, s = 59;
    size_t n = date ? strlen(date) : 0;
    if (n < 10 || !two(date, &y1) || !two(date + 2, &y2) || date[4] != '-' ||
        !two(date + 5, &mo) || date[7] != '-' || !two(date + 8, &d))
        return GA_EINPUT;
    const char *p = date + 10;
    long offset = 0;
    if (*p) {
        if ((*p != 'T' && *p != ' ') || !two(p + 1, &h) || p[3] != ':' || !two(p + 4, &mi))
            return GA_EINPUT;
        p += 6;
        s = 0;
        if (*p == ':') {
            if (!two(p + 1, &s))
                return GA_EINPUT;
            p += 3;
            if (*p == '.' || *p == ',') {
                p++;
                while (isdigit((unsigned char)*p))
                    p++;
            }
        }
        if (*p == 'Z' || *p == 'z') {
            p++;
        } else if (*p == '+' || *p == '-') {
            int oh, om = 0;
            int sign = *p == '-' ? -1 : 1;
            if (!two(p + 1, &oh))
                return GA_EINPUT;
            p += 3;
            if (*p == ':')
                p++;
            if (isdigit((unsigned char)*p)) {
                if (!two(p, &om))
                    return GA_EINPUT;
                p += 2;
            }
            if (oh > 23 || om > 59)
                return GA_EINPUT;
            offset = sign * (oh * 3600L + om * 60L);
        }
        if (*p)
            return GA_EINPUT;
    }
    char base[21];
    snprintf(base, sizeof base, "%02d%02d-%02d-%02dT%02d:%02d:%02dZ", y1, y2, mo, d, h, mi, s);
    if (!ga_wiki_ts_valid(base, 20))
        return GA_EINPUT;
    long long t = days_from_civil(y1 * 100 + y2, mo, d) * 86400LL + h * 3600LL + mi * 60LL +
                  (s > 59 ? 59 : s) - offset;
    long long days = t >= 0 ? t / 86400 : (t - 86399) / 86400, rem = t - days * 86400, y;
    int m2, d2;
    civil_from_days(days, &y, &m2, &d2);
    if (y < 0 || y > 9999)
        return GA_EINPUT;
    char tmp[64];
    snprintf(tmp, sizeof tmp, "%04d-%02d-%02dT%02d:%02d:%02dZ", (int)y, m2, d2,
             (int)(rem / 3600), (int)(rem % 3600 / 60), (int)(rem % 60));
    memcpy(out, tmp, 20);
    out[20] = '\0';
    return 0;
}

/* ---------------------------------------------------------------- loading */

int ga_ruleset_read_file(ga_wiki_revlist *l, const char *path, ga_error *err)
{
    ga_source *src = NULL;
    int rc = ga_source_open(&src, path, err);
    if (rc)
        return rc;
    switch (ga_wiki_sniff(src->data, src->len)) {
    case GA_WIKI_DUMP: rc = ga_wiki_dump_parse(src, l, err); break;
    case GA_WIKI_FEEDTEXT: rc = ga_wiki_feedtext_parse(src, l, err); break;
    case GA_WIKI_ATOM: rc = ga_wiki_atom_parse(src, l, err); break;
    default:
        rc = ga_error_setpos(err, GA_EINPUT, path, 1, 1,
                             "not a wiki contributions dump or feed");
    }
    ga_source_free(src);
    return rc;
}

static int rev_cmp(const void *a, const void *b)
{
    const ga_wiki_rev *x = a, *y = b;
    int c = strcmp(x->page, y->page);
    if (!c)
        c = strcmp(x->ts, y->ts);
    if (!c)
        c = (x->revid > y->revid) - (x->revid < y->revid);
    if (!c) /* an empty listing before the text of the same instant */
        c = (x->body_len > 0) - (y->body_len > 0);
    if (!c)
        c = (x->order > y->order) - (x->order < y->order);
    return c;
}

static int same_rev(const ga_wiki_rev *a, const ga_wiki_rev *b)
{
    if (strcmp(a->page, b->page) || strcmp(a->ts, b->ts))
        return 0;
    if (a->revid && b->revid)
        return a->revid == b->revid;
    return strcmp(a->author, b->author) == 0 && a->body_len == b->body_len &&
           memcmp(a->body, b->body, a->body_len) == 0;
}

static int name_cmp(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

void ga_ruleset_free(ga_ruleset *rs)
{
    if (!rs)
        return;
    for (size_t i = 0; i < rs->npages; i++)
        free(rs->pages[i].revs);
    free(rs->pages);
    ga_wiki_revlist_clear(&rs->revs);
    free(rs->refused);
    free(rs);
}

int ga_ruleset_from_revs(ga_ruleset **out, ga_wiki_revlist *l, ga_error *err)
{
    int rc = 0;
    *out = NULL;
    ga_ruleset *rs = calloc(1, sizeof *rs);
    if (!rs) {
        ga_wiki_revlist_clear(l);
        return ga_error_set(err, GA_ENOMEM, NULL, 0, "out of memory");
    }
    rs->revs = *l;
    memset(l, 0, sizeof *l);
    ga_wiki_revlist *v = &rs->revs;
    if (v->n)
        qsort(v->v, v->n, sizeof *v->v, rev_cmp);
    /* drop repeats: within a run of one page and instant, compare each pair */
    size_t w = 0;
    for (size_t i = 0; i < v->n; i++) {
        size_t g = w;
        while (g > 0 && !strcmp(v->v[g - 1].page, v->v[i].page) &&
               !strcmp(v->v[g - 1].ts, v->v[i].ts))
            g--;
        int dup = 0;
        for (size_t k = g; k < w && !dup; k++)
            if (same_rev(&v->v[k], &v->v[i])) {
                dup = 1;
                if (!v->v[k].revid)
                    v->v[k].revid = v->v[i].revid;
            }
        if (dup) {
            rs->duplicates++;
            ga_wiki_rev_clear(&v->v[i]);
            continue;
        }
        if (w != i) {
            v->v[w] = v->v[i];
            memset(&v->v[i], 0, sizeof v->v[i]);
        }
        w++;
    }
    v->n = w;
    for (size_t i = 0; i < v->n; i++) {
        ga_wiki_rev *r = &v->v[i];
        if (!r->body_len)
            continue;
        ga_error e = {0};
        rc = ga_wikitext_parse(&r->doc, r->body, r->body_len, &e);
        if (rc) {
            rc = ga_error_setpos(err, rc, r->file, r->line, 1, "revision %s of \"%.80s\": %s",
                                 r->ts, r->page, e.text);
            goto cleanup;
        }
    }
    for (size_t i = 0; i < v->n; i++)
        if (i == 0 || strcmp(v->v[i - 1].page, v->v[i].page))
            rs->npages++;
    if (rs->npages && !(rs->pages = calloc(rs->npages, sizeof *rs->pages))) {
        rc = ga_error_set(err, GA_ENOMEM, NULL, 0, "out of memory");
        goto cleanup;
    }
    for (size_t i = 0, p = 0; i < v->n; p++) {
        size_t j = i;
        while (j < v->n && !strcmp(v->v[j].page, v->v[i].page))
            j++;
        ga_wiki_page *pg = &rs->pages[p];
        if (!(pg->revs = calloc(j - i, sizeof *pg->revs))) {
            rc = ga_error_set(err, GA_ENOMEM, NULL, 0, "out of memory");
            goto cleanup;
        }
        for (size_t k = i; k < j; k++)
            pg->revs[pg->nrevs++] = &v->v[k];
        pg->title = v->v[i].page;
        i = j;
    }
    *out = rs;
    rs = NULL;
cleanup:
    ga_ruleset_free(rs);
    return rc;
}

int ga_ruleset_load_dir(ga_ruleset **out, const char *dir, ga_error *err)
{
    int rc = 0;
    ga_wiki_revlist l = {0};
    char **names = NULL;
    size_t n = 0, cap = 0, files = 0, nrefused = 0;
    ga_buf refused = {0};
    *out = NULL;
    DIR *dh = opendir(dir);
    if (!dh)
        return ga_error_set(err, GA_ENOTFOUND, dir, 0, "cannot open rules directory \"%s\"",
                            dir);
    struct dirent *de;
    while ((de = readdir(dh))) {
        const char *nm = de->d_name;
        size_t k = strlen(nm);
        if (nm[0] == '.' || k < 5 ||
            (strcmp(nm + k - 4, ".txt") != 0 && strcmp(nm + k - 4, ".xml") != 0))
            continue;
        if (GA_GROW(names, cap, n + 1, 16)) {
            rc = ga_error_set(err, GA_ENOMEM, dir, 0, "out of memory");
            goto cleanup;
        }
        if (!(names[n] = ga_strdup0(nm))) {
            rc = ga_error_set(err, GA_ENOMEM, dir, 0, "out of memory");
            goto cleanup;
        }
        n++;
    }
    if (n)
        qsort(names, n, sizeof *names, name_cmp);
    for (size_t i = 0; i < n; i++) {
        ga_buf path = {0};
        if (ga_buf_printf(&path, "%s/%s", dir, names[i])) {
            rc = ga_error_set(err, GA_ENOMEM, dir, 0, "out of memory");
            goto cleanup;
        }
        struct stat st;
        if (stat(path.data, &st) == 0 && S_ISREG(st.st_mode)) {
            /* One refused file is reported; the others still load. */
            size_t before = l.n;
            ga_error fe = {0};
            rc = ga_ruleset_read_file(&l, path.data, &fe);
            if (rc == GA_EINPUT) {
                while (l.n > before)
                    ga_wiki_rev_clear(&l.v[--l.n]);
                if (ga_buf_printf(&refused, "%s:%d:%d: %s\n", fe.file[0] ? fe.file : path.data,
                                  fe.line, fe.col, fe.text))
                    rc = GA_ENOMEM;
                else
                    rc = 0;
                nrefused++;
            } else if (rc) {
                *err = fe;
            } else {
                files++;
            }
        }
        ga_buf_free(&path);
        if (rc)
            goto cleanup;
    }
    if (nrefused && !files) {
        rc = ga_error_set(err, GA_EINPUT, dir, 0, "every rule file in \"%s\" was refused: %s",
                          dir, refused.data);
        goto cleanup;
    }
    if ((rc = ga_ruleset_from_revs(out, &l, err)))
        goto cleanup;
    (*out)->files = files;
    (*out)->refused = ga_buf_detach(&refused);
cleanup:
    closedir(dh);
    for (size_t i = 0; i < n; i++)
        free(names[i]);
    free(names);
    ga_wiki_revlist_clear(&l);
    ga_buf_free(&refused);
    return rc;
}

const char *ga_ruleset_refused(const ga_ruleset *rs)
{
    return rs && rs->refused ? rs->refused : "";
}

/* ---------------------------------------------------------------- lookups */

size_t ga_ruleset_nrevisions(const ga_ruleset *rs)
{
    return rs ? rs->revs.n : 0;
}

size_t ga_ruleset_npages(const ga_ruleset *rs)
{
    return rs ? rs->npages : 0;
}

const ga_wiki_page *ga_wiki_page_find(const ga_ruleset *rs, const char *title)
{
    if (!rs || !title)
        return NULL;
    size_t lo = 0, hi = rs->npages;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        int c = strcmp(rs->pages[mid].title, title);
        if (!c)
            return &rs->pages[mid];
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    for (size_t i = 0; i < rs->npages; i++)
        if (!strcasecmp(rs->pages[i].title, title))
            return &rs->pages[i];
    return NULL;
}

int ga_wiki_in_force(const ga_ruleset *rs, const char *page, const char *date,
                     const ga_wiki_page **pgout, const ga_wiki_rev **revout, int *before_first,
                     ga_error *err)
{
    char key[21] = "9999-12-31T23:59:59Z";
    if (date && ga_rules_date(date, key))
        return ga_error_set(err, GA_EINPUT, NULL, 0,
                            "bad date \"%.40s\" (want YYYY-MM-DD or an ISO 8601 date-time)",
                            date);
    const ga_wiki_page *pg = ga_wiki_page_find(rs, page);
    if (!pg)
        return ga_error_set(err, GA_ENOTFOUND, NULL, 0, "no wiki page \"%.80s\"",
                            page ? page : "");
    const ga_wiki_rev *best = NULL, *first = NULL;
    for (size_t i = 0; i < pg->nrevs; i++) {
        const ga_wiki_rev *r = pg->revs[i];
        if (!r->doc)
            continue;
        if (!first)
            first = r;
        if (strcmp(r->ts, key) <= 0)
            best = r;
    }
    if (!first)
        return ga_error_set(err, GA_ENOTFOUND, NULL, 0,
                            "page \"%.80s\" has no revision with text", pg->title);
    if (pgout)
        *pgout = pg;
    *revout = best ? best : first;
    if (before_first)
        *before_first = best == NULL;
    return 0;
}

int ga_wiki_rev_pick(const ga_ruleset *rs, const char *page, const char *spec,
                     const ga_wiki_rev **out, ga_error *err)
{
    const ga_wiki_page *pg = ga_wiki_page_find(rs, page);
    if (!pg)
        return ga_error_set(err, GA_ENOTFOUND, NULL, 0, "no wiki page \"%.80s\"", page);
    size_t k = strlen(spec);
    if (k > 0 && k <= 4 && strspn(spec, "0123456789") == k) {
        long idx = strtol(spec, NULL, 10);
        if (idx < 1 || (size_t)idx > pg->nrevs)
            return ga_error_set(err, GA_ENOTFOUND, NULL, 0,
                                "page \"%s\" has %zu revisions, not \"%s\"", pg->title,
                                pg->nrevs, spec);
        *out = pg->revs[idx - 1];
        return 0;
    }
    char key[21];
    if (ga_rules_date(spec, key) == 0 && strlen(spec) == 20)
        for (size_t i = 0; i < pg->nrevs; i++)
            if (!strcmp(pg->revs[i]->ts, key) && pg->revs[i]->doc) {
                *out = pg->revs[i];
                return 0;
            }
    return ga_wiki_in_force(rs, page, spec, NULL, out, NULL, err);
}

/* ASCII case-insensitive equality of a[0..n) and b[0..n). */
static int ci_eqn(const char *a, const char *b, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (tolower((unsigned char)a[i]) != tolower((unsigned char)b[i]))
            return 0;
    return 1;
}

/* Trimmed span of s[0..n). */
static void trim(const char **s, size_t *n)
{
    while (*n && isspace((unsigned char)**s)) {
        (*s)++;
        (*n)--;
    }
    while (*n && isspace((unsigned char)(*s)[*n - 1]))
        (*n)--;
}

/* Returns 1 when the section's ancestry ends with the components of name
 * ("A > B", separators '>' with optional blanks). */
static int section_matches(const ga_wiki_doc *doc, long idx, const char *name)
{
    const ga_wiki_section *s = &doc->sections[idx];
    if (!strcasecmp(s->path, name) || !strcasecmp(s->title, name))
        return 1;
    const char *end = name + strlen(name);
    while (end > name) {
        const char *gt = end;
        while (gt > name && gt[-1] != '>')
            gt--;
        const char *c = gt;
        size_t cn = (size_t)(end - gt);
        trim(&c, &cn);
        if (idx < 0)
            return 0;
        const char *t = doc->sections[idx].title;
        if (strlen(t) != cn || !ci_eqn(t, c, cn))
            return 0;
        idx = doc->sections[idx].parent;
        end = gt > name ? gt - 1 : name;
    }
    return 1;
}

long ga_wiki_section_find(const ga_wiki_doc *doc, const char *name)
{
    if (!name || !*name)
        return 0;
    for (size_t i = 1; i < doc->nsections; i++)
        if (section_matches(doc, (long)i, name))
            return (long)i;
    return -1;
}

size_t ga_wiki_section_end(const ga_wiki_doc *doc, size_t idx)
{
    if (idx == 0)
        return doc->nsections;
    size_t j = idx + 1;
    while (j < doc->nsections && doc->sections[j].level > doc->sections[idx].level)
        j++;
    return j;
}

/* Returns the offset of needle (whitespace collapsed, case ignored) in hay, or -1. */
static long ci_find(const char *hay, const char *needle)
{
    size_t hn = strlen(hay), nn = strlen(needle);
    if (!nn || nn > hn)
        return -1;
    for (size_t i = 0; i + nn <= hn; i++)
        if (ci_eqn(hay + i, needle, nn))
            return (long)i;
    return -1;
}

/* Returns 1 when the '.', '!' or '?' at t[i] ends a sentence: it is followed
 * by a space or the end (n = strlen(t)), and a '.' does not close an
 * abbreviation such as "e.g." or "etc.". */
static int sentence_stop(const char *t, size_t i, size_t n)
{
    static const char *const abbrev[] = {"e.g", "i.e", "etc", "vs", "cf", "approx", "incl"};
    if (!t[i] || !strchr(".!?", t[i]) || (i + 1 < n && t[i + 1] != ' '))
        return 0;
    if (t[i] != '.')
        return 1;
    size_t w = i;
    while (w > 0 && t[w - 1] != ' ' && t[w - 1] != '(')
        w--;
    for (size_t k = 0; k < sizeof abbrev / sizeof *abbrev; k++)
        if (i - w == strlen(abbrev[k]) && !strncasecmp(t + w, abbrev[k], i - w))
            return 0;
    return 1;
}

/* The sentence of t holding [m, m+len): from after the previous sentence
 * stop to the next one, punctuation kept. */
static char *sentence(const char *t, size_t m, size_t len)
{
    size_t a = m, n = strlen(t);
    while (a >= 2 && !(t[a - 1] == ' ' && sentence_stop(t, a - 2, n)))
        a--;
    if (a < 2)
        a = 0;
    size_t z = m + len;
    while (z < n && !sentence_stop(t, z, n))
        z++;
    if (z < n)
        z++;
    return ga_strndup(t + a, z - a);
}

char *ga_wiki_collapse(const char *s)
{
    ga_buf b = {0};
    int sp = 0;
    if (ga_buf_add(&b, "", 0))
        return NULL;
    for (; *s; s++) {
        if (isspace((unsigned char)*s)) {
            sp = b.len > 0;
            continue;
        }
        if ((sp && ga_buf_add(&b, " ", 1)) || ga_buf_add(&b, s, 1)) {
            ga_buf_free(&b);
            return NULL;
        }
        sp = 0;
    }
    return ga_buf_detach(&b);
}

size_t ga_wiki_phrase_len(const char *phrase)
{
    size_t n = strlen(phrase);
    if (n > 2 && phrase[n - 2] == '#' && phrase[n - 1] >= '2' && phrase[n - 1] <= '9')
        return n - 2;
    return n;
}

char *ga_wiki_row_text(const ga_wiki_row *row)
{
    ga_buf b = {0};
    int rc = ga_buf_add(&b, "", 0);
    for (size_t c = 0; c < row->ncells && !rc; c++)
        rc = ga_buf_printf(&b, "%s%s", c ? " | " : "", row->cells[c]);
    if (rc) {
        ga_buf_free(&b);
        return NULL;
    }
    return ga_buf_detach(&b);
}

/* Counts down *nth over the occurrences of want in t; 1 with *at set at the
 * one it names. */
static int nth_in(const char *t, const char *want, int *nth, size_t *at)
{
    for (long from = 0, m; (m = ci_find(t + from, want)) >= 0; from += m + 1)
        if (--*nth == 0) {
            *at = (size_t)(from + m);
            return 1;
        }
    return 0;
}

int ga_wiki_phrase_find(const ga_wiki_doc *doc, size_t s0, size_t s1, const char *phrase,
                        ga_wiki_loc *loc)
{
    /* "text#N": the Nth occurrence, for a sentence that repeats an earlier one word for word */
    char want[512];
    size_t n = ga_wiki_phrase_len(phrase);
    int nth = n < strlen(phrase) ? phrase[n + 1] - '0' : 1;
    if (n >= sizeof want)
        return GA_ENOTFOUND;
    memcpy(want, phrase, n);
    want[n] = 0;
    /* "a | b": a table row, its cells joined as coverage shows them */
    int by_row = strchr(want, '|') != NULL;
    for (size_t i = s0; i < s1; i++) {
        const ga_wiki_section *s = &doc->sections[i];
        for (size_t k = 0; k < s->nblocks; k++) {
            const ga_wiki_block *b = &s->blocks[k];
            *loc = (ga_wiki_loc){.section = i, .block = k, .row = -1, .cell = -1};
            if (b->text) {
                if (!by_row && nth_in(b->text, want, &nth, &loc->offset))
                    return 0;
                continue;
            }
            const ga_wiki_table *t = b->table;
            if (!by_row && ci_find(t->caption, want) >= 0 && --nth == 0) {
                loc->row = -2;
                return 0;
            }
            for (size_t r = 0; r < t->nrows; r++) {
                loc->row = (long)r;
                if (by_row) {
                    char *text = ga_wiki_row_text(&t->rows[r]);
                    int hit = text && nth_in(text, want, &nth, &loc->offset);
                    free(text);
                    if (hit)
                        return 0;
                    continue;
                }
                for (size_t c = 0; c < t->rows[r].ncells; c++)
                    if (nth_in(t->rows[r].cells[c], want, &nth, &loc->offset)) {
                        loc->cell = (long)c;
                        return 0;
                    }
            }
        }
    }
    return GA_ENOTFOUND;
}

int ga_wiki_sentence_next(const char *t, size_t from, size_t *a, size_t *z)
{
    size_t n = strlen(t), i = from;
    while (i < n && t[i] == ' ')
        i++;
    if (i >= n)
        return 0;
    *a = i;
    while (i < n && !sentence_stop(t, i, n))
        i++;
    *z = i < n ? i + 1 : n;
    return 1;
}

/* Finds phrase in the blocks of sections [s0, s1): sets *sec and the quote. */
static int find_phrase(const ga_wiki_doc *doc, size_t s0, size_t s1, const char *phrase,
                       size_t *sec, char **quote)
{
    ga_wiki_loc loc;
    int rc = ga_wiki_phrase_find(doc, s0, s1, phrase, &loc);
    if (rc)
        return rc;
    const ga_wiki_block *b = &doc->sections[loc.section].blocks[loc.block];
    *sec = loc.section;
    if (loc.row == -2)
        *quote = ga_strdup0(b->table->caption);
    else if (loc.row >= 0 && loc.cell < 0)
        *quote = ga_wiki_row_text(&b->table->rows[loc.row]);
    else
        *quote = sentence(loc.row < 0 ? b->text : b->table->rows[loc.row].cells[loc.cell],
                          loc.offset, ga_wiki_phrase_len(phrase));
    return *quote ? 0 : GA_ENOMEM;
}

int ga_ruleset_cite(const ga_ruleset *rs, const ga_rule_ref *ref, const char *date,
                    ga_citation *out, ga_error *err)
{
    const ga_wiki_page *pg;
    const ga_wiki_rev *rev;
    int before = 0, rc;
    char *phrase = NULL, *quote = NULL;
    memset(out, 0, sizeof *out);
    if (!ref->page) {
        if (!ref->source || !*ref->source)
            return ga_error_set(err, GA_ENOTFOUND, NULL, 0,
                                "rule \"%s\" has neither a wiki page nor a source",
                                ref->id ? ref->id : "");
        out->source = ga_strdup0(ref->source);
        out->section = ga_strdup0(ref->section);
        return out->source ? 0 : ga_error_set(err, GA_ENOMEM, NULL, 0, "out of memory");
    }
    if ((rc = ga_wiki_in_force(rs, ref->page, date, &pg, &rev, &before, err)))
        return rc;
    long s = ga_wiki_section_find(rev->doc, ref->section);
    if (s < 0)
        return ga_error_set(err, GA_ENOTFOUND, NULL, 0, "no section \"%.80s\" in %s @ %s",
                            ref->section, pg->title, rev->ts);
    if (!(phrase = ga_wiki_collapse(ref->phrase ? ref->phrase : "")))
        return ga_error_set(err, GA_ENOMEM, NULL, 0, "out of memory");
    size_t sec = (size_t)s;
    rc = find_phrase(rev->doc, (size_t)s, ga_wiki_section_end(rev->doc, (size_t)s), phrase,
                     &sec, &quote);
    if (rc == GA_ENOTFOUND)
        rc = ga_error_set(err, rc, NULL, 0, "phrase \"%.80s\" not in %s §%s @ %s", phrase,
                          pg->title, *ref->section ? ref->section : "(whole page)", rev->ts);
    else if (rc)
        rc = ga_error_set(err, rc, NULL, 0, "out of memory");
    free(phrase);
    if (rc)
        return rc;
    out->page = ga_strdup0(pg->title);
    out->revision = ga_strdup0(rev->ts);
    out->section = ga_strdup0(rev->doc->sections[sec].path);
    out->quote = quote;
    out->before_first = before;
    if (!out->page || !out->revision || !out->section) {
        ga_citation_clear(out);
        return ga_error_set(err, GA_ENOMEM, NULL, 0, "out of memory");
    }
    return 0;
}

/* ---------------------------------------------------------------- tables */

const ga_wiki_table *ga_wiki_table_find(const ga_wiki_doc *doc, size_t s0, size_t s1,
                                        const char *spec, size_t *sec)
{
    size_t k = strlen(spec), nth = 0, idx = 0;
    int by_index = k > 0 && k <= 4 && strspn(spec, "0123456789") == k;
    if (by_index)
        idx = (size_t)strtol(spec, NULL, 10);
    char *want = by_index ? NULL : ga_wiki_collapse(spec);
    if (!by_index && !want)
        return NULL;
    const ga_wiki_table *hit = NULL;
    for (size_t i = s0; i < s1 && !hit; i++)
        for (size_t b = 0; b < doc->sections[i].nblocks && !hit; b++) {
            const ga_wiki_table *t = doc->sections[i].blocks[b].table;
            if (!t)
                continue;
            nth++;
            if (by_index ? nth == idx : !strcasecmp(t->caption, want)) {
                hit = t;
                if (sec)
                    *sec = i;
            }
        }
    free(want);
    return hit;
}

const char *ga_wiki_table_cell(const ga_wiki_table *t, int row, int col)
{
    int r = 0;
    for (size_t i = 0; i < t->nrows; i++) {
        if (t->rows[i].header)
            continue;
        if (++r == row)
            return col >= 1 && (size_t)col <= t->rows[i].ncells ? t->rows[i].cells[col - 1]
                                                                 : NULL;
    }
    return NULL;
}

int ga_ruleset_cell(const ga_ruleset *rs, const char *page, const char *section,
                    const char *table, int row, int col, const char *date, char **out,
                    ga_citation *where, ga_error *err)
{
    const ga_wiki_page *pg;
    const ga_wiki_rev *rev;
    int before = 0, rc;
    *out = NULL;
    if ((rc = ga_wiki_in_force(rs, page, date, &pg, &rev, &before, err)))
        return rc;
    long s = ga_wiki_section_find(rev->doc, section);
    if (s < 0)
        return ga_error_set(err, GA_ENOTFOUND, NULL, 0, "no section \"%.80s\" in %s @ %s",
                            section, pg->title, rev->ts);
    size_t sec = (size_t)s;
    const ga_wiki_table *t = ga_wiki_table_find(
        rev->doc, (size_t)s, ga_wiki_section_end(rev->doc, (size_t)s), table ? table : "1", &sec);
    if (!t)
        return ga_error_set(err, GA_ENOTFOUND, NULL, 0, "no table \"%.60s\" in %s §%s @ %s",
                            table ? table : "1", pg->title, section && *section ? section : "",
                            rev->ts);
    const char *cell = ga_wiki_table_cell(t, row, col);
    if (!cell)
        return ga_error_set(err, GA_ENOTFOUND, NULL, 0,
                            "table \"%.60s\" of %s @ %s has no cell at row %d col %d",
                            t->caption, pg->title, rev->ts, row, col);
    if (!(*out = ga_strdup0(cell)))
        return ga_error_set(err, GA_ENOMEM, NULL, 0, "out of memory");
    if (where) {
        memset(where, 0, sizeof *where);
        where->page = ga_strdup0(pg->title);
        where->revision = ga_strdup0(rev->ts);
        where->section = ga_strdup0(rev->doc->sections[sec].path);
        where->quote = ga_strdup0(t->caption);
        where->before_first = before;
    }
    return 0;
}

/* ---------------------------------------------------------------- verify */

int ga_ruleset_verify(const ga_ruleset *rs, const ga_rule_ref *refs, size_t nrefs,
                      const ga_rule_const *consts, size_t nconsts, const char *date,
                      ga_buf *report, size_t *failed)
{
    int rc = 0;
    for (size_t i = 0; i < nrefs; i++) {
        const ga_rule_ref *r = &refs[i];
        ga_citation c;
        ga_error e = {0};
        int k = ga_ruleset_cite(rs, r, r->at ? r->at : date, &c, &e);
        ga_citation_clear(&c);
        if (k == GA_ENOMEM)
            return k;
        if (k) {
            (*failed)++;
            rc = ga_buf_printf(report, "citation %s: %s\n", r->id ? r->id : "(no id)", e.text);
        }
        if (rc)
            return rc;
    }
    for (size_t i = 0; i < nconsts; i++) {
        const ga_rule_const *c = &consts[i];
        const char *id = c->id ? c->id : "(no id)";
        ga_error e = {0};
        int k;
        if (!c->expected || !c->page) {
            (*failed)++;
            rc = ga_buf_printf(report, "constant %s: no page or expected value registered\n", id);
        } else if (!c->table) {
            ga_rule_ref ref = {id, c->page, c->section, c->expected, NULL, NULL};
            ga_citation cit;
            k = ga_ruleset_cite(rs, &ref, c->at ? c->at : date, &cit, &e);
            ga_citation_clear(&cit);
            if (k == GA_ENOMEM)
                return k;
            if (k) {
                (*failed)++;
                rc = ga_buf_printf(report, "constant %s: %s\n", id, e.text);
            }
        } else {
            char *cell = NULL;
            ga_citation where = {0};
            k = ga_ruleset_cell(rs, c->page, c->section, c->table, c->row, c->col,
                                c->at ? c->at : date, &cell, &where, &e);
            if (k == GA_ENOMEM)
                return k;
            char *want = ga_wiki_collapse(c->expected);
            if (!want) {
                free(cell);
                ga_citation_clear(&where);
                return GA_ENOMEM;
            }
            if (k) {
                (*failed)++;
                rc = ga_buf_printf(report, "constant %s: %s\n", id, e.text);
            } else if (strcmp(cell, want) != 0) {
                (*failed)++;
                rc = ga_buf_printf(report,
                                   "constant %s: %s §%s @ %s table \"%s\" row %d col %d reads "
                                   "\"%s\", the engine has \"%s\"\n",
                                   id, where.page, where.section, where.revision, where.quote,
                                   c->row, c->col, cell, want);
            }
            free(want);
            free(cell);
            ga_citation_clear(&where);
        }
        if (rc)
            return rc;
    }
    return 0;
}

/* ---------------------------------------------------------------- diff */

typedef struct lines {
    const char **s;
    size_t *n;
    size_t count;
} lines;

static int split_lines(const char *t, size_t len, lines *out)
{
    size_t scap = 0, ncap = 0;
    out->count = 0;
    size_t pos = 0;
    while (pos < len) {
        const char *nl = memchr(t + pos, '\n', len - pos);
        size_t end = nl ? (size_t)(nl - t) : len;
        if (GA_GROW(out->s, scap, out->count + 1, 16) ||
            GA_GROW(out->n, ncap, out->count + 1, 16))
            return GA_ENOMEM;
        out->s[out->count] = t + pos;
        out->n[out->count++] = end - pos;
        pos = end + 1;
    }
    return 0;
}

static int line_eq(const lines *a, size_t i, const lines *b, size_t j)
{
    return a->n[i] == b->n[j] && memcmp(a->s[i], b->s[j], a->n[i]) == 0;
}

/* Largest middle the LCS table may cover; beyond it the middle is one change. */
#define DIFF_MAX_CELLS (16u * 1024u * 1024u)

/* Emits one hunk: old lines [a0,a1), new lines [b0,b1) (0-based). */
static int hunk(ga_buf *o, const ga_wiki_rev *ra, const lines *A, size_t a0, size_t a1,
                const ga_wiki_rev *rb, const lines *B, size_t b0, size_t b1)
{
    const ga_wiki_rev *sr = b1 > b0 ? rb : ra;
    int sline = (int)(b1 > b0 ? b0 : a0) + 1;
    const char *path = sr->doc ? sr->doc->sections[ga_wikitext_section_at(sr->doc, sline)].path
                               : "";
    int rc = ga_buf_printf(o, "@@ -%zu,%zu +%zu,%zu @@ %s\n", a1 > a0 ? a0 + 1 : a0, a1 - a0,
                           b1 > b0 ? b0 + 1 : b0, b1 - b0, *path ? path : "(top)");
    for (size_t i = a0; i < a1 && !rc; i++)
        rc = ga_buf_printf(o, "-%.*s\n", (int)A->n[i], A->s[i]);
    for (size_t j = b0; j < b1 && !rc; j++)
        rc = ga_buf_printf(o, "+%.*s\n", (int)B->n[j], B->s[j]);
    return rc;
}

int ga_wiki_diff(const ga_wiki_rev *ra, const ga_wiki_rev *rb, ga_buf *o, size_t *nhunks)
{
    lines A = {0}, B = {0};
    unsigned *tab = NULL;
    int rc = 0;
    *nhunks = 0;
    if ((rc = split_lines(ra->body, ra->body_len, &A)) ||
        (rc = split_lines(rb->body, rb->body_len, &B)))
        goto cleanup;
    if ((rc = ga_buf_printf(o, "--- %s @ %s\n+++ %s @ %s\n", ra->page, ra->ts, rb->page, rb->ts)))
        goto cleanup;
    size_t pre = 0, suf = 0;
    while (pre < A.count && pre < B.count && line_eq(&A, pre, &B, pre))
        pre++;
    while (suf < A.count - pre && suf < B.count - pre &&
           line_eq(&A, A.count - 1 - suf, &B, B.count - 1 - suf))
        suf++;
    size_t n = A.count - pre - suf, m = B.count - pre - suf;
    if (n == 0 && m == 0)
        goto cleanup;
    if ((n + 1) * (m + 1) > DIFF_MAX_CELLS) {
        *nhunks = 1;
        rc = hunk(o, ra, &A, pre, pre + n, rb, &B, pre, pre + m);
        goto cleanup;
    }
    /* tab[i][j] = LCS length of A[pre+i..] and B[pre+j..] */
    size_t W = m + 1;
    if (!(tab = calloc((n + 1) * W, sizeof *tab))) {
        rc = GA_ENOMEM;
        goto cleanup;
    }
    for (size_t i = n; i-- > 0;)
        for (size_t j = m; j-- > 0;)
            tab[i * W + j] = line_eq(&A, pre + i, &B, pre + j)
                                 ? tab[(i + 1) * W + j + 1] + 1
                                 : (tab[(i + 1) * W + j] > tab[i * W + j + 1]
                                        ? tab[(i + 1) * W + j]
                                        : tab[i * W + j + 1]);
    size_t i = 0, j = 0;
    while (i < n || j < m) {
        if (i < n && j < m && line_eq(&A, pre + i, &B, pre + j)) {
            i++;
            j++;
            continue;
        }
        size_t a0 = i, b0 = j;
        while ((i < n || j < m) && !(i < n && j < m && line_eq(&A, pre + i, &B, pre + j))) {
            if (j < m && (i == n || tab[i * W + j + 1] >= tab[(i + 1) * W + j]))
                j++;
            else
                i++;
        }
        (*nhunks)++;
        if ((rc = hunk(o, ra, &A, pre + a0, pre + i, rb, &B, pre + b0, pre + j)))
            goto cleanup;
    }
cleanup:
    free(tab);
    free(A.s);
    free(A.n);
    free(B.s);
    free(B.n);
    return rc;
}
