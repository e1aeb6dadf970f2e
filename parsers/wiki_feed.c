/* wiki_feed.c — the wiki's Atom contributions feed (FORMATS.md §1.2), read in
 * its two seed forms:
 *
 *  - the flattened text (002_…): the feed XML with its tags stripped and its
 *    entities decoded, so each entry is id URL + title + timestamp + the
 *    entry HTML + the author, glued together;
 *  - the real Atom XML, as api.php?action=feedcontributions&feedformat=atom
 *    serves it, read with libxml2 with the network off, no DTD at all (a
 *    DOCTYPE is refused before its entities are read) and no entity
 *    substitution, so a hostile feed can neither read files nor blow up.
 *
 * Each entry's HTML (`<p>user: summary</p><hr /><div>wikitext</div>`, the
 * wikitext escaped with `<br />` before each newline) goes through libxml2's
 * HTML parser, which decodes the entities.
 */
#include "wiki.h"

#include <libxml/HTMLparser.h>
#include <libxml/SAX2.h>
#include <libxml/parser.h>
#include <libxml/tree.h>

#include <ctype.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* Inputs larger than this are not feeds (libxml2 takes int sizes). */
#define FEED_MAX_BYTES (256u * 1024u * 1024u)

/* ---------------------------------------------------------------- entry HTML */

/* Appends the text of node's subtree to b, iteratively.  In `div` mode a
 * <br> is a newline and the newline the feed writes after it is dropped. */
static int node_text(const xmlNode *top, ga_buf *b, int div_mode)
{
    int after_br = 0;
    const xmlNode *n = top->children;
    while (n) {
        if (n->type == XML_TEXT_NODE || n->type == XML_CDATA_SECTION_NODE) {
            const char *t = (const char *)n->content;
            if (t) {
                if (after_br && *t == '\n')
                    t++;
                if (ga_buf_puts(b, t))
                    return GA_ENOMEM;
            }
            after_br = 0;
        } else if (n->type == XML_ELEMENT_NODE && div_mode &&
                   xmlStrcasecmp(n->name, BAD_CAST "br") == 0) {
            if (ga_buf_add(b, "\n", 1))
                return GA_ENOMEM;
            after_br = 1;
        }
        if (n->type == XML_ELEMENT_NODE && n->children) {
            n = n->children;
            continue;
        }
        while (n != top && !n->next)
            n = n->parent;
        if (n == top)
            break;
        n = n->next;
    }
    return 0;
}

/* Returns the first element named name under top (document order), or NULL. */
static xmlNode *find_elem(xmlNode *top, const char *name)
{
    xmlNode *n = top;
    while (n) {
        if (n->type == XML_ELEMENT_NODE && xmlStrcasecmp(n->name, BAD_CAST name) == 0)
            return n;
        if (n->children && n->type != XML_ENTITY_REF_NODE) {
            n = n->children;
            continue;
        }
        while (n && n != top && !n->next)
            n = n->parent;
        if (!n || n == top)
            return NULL;
        n = n->next;
    }
    return NULL;
}

/* The feed's own markup in a flattened entry; any other `<` is wikitext. */
static int feed_tag(const char *s, size_t n)
{
    static const char *const tags[] = {"<p>", "</p>", "<hr />", "<hr/>", "<hr>", "<div>",
                                       "</div>", "<br />", "<br/>", "<br>"};
    for (size_t i = 0; i < sizeof tags / sizeof tags[0]; i++) {
        size_t k = strlen(tags[i]);
        if (n >= k && memcmp(s, tags[i], k) == 0)
            return 1;
    }
    return 0;
}

int ga_wiki_entry_html(const char *html, size_t len, int escaped, const char *author,
                       char **summary, char **body, size_t *body_len)
{
    int rc = 0;
    ga_buf in = {0}, sb = {0}, bb = {0};
    htmlDocPtr doc = NULL;
    *summary = *body = NULL;
    *body_len = 0;
    if (len > FEED_MAX_BYTES)
        return GA_EINPUT;
    if (!escaped) {
        for (size_t i = 0; i < len; i++) {
            if (html[i] == '<' && !feed_tag(html + i, len - i))
                rc = ga_buf_add(&in, "&lt;", 4);
            else
                rc = ga_buf_add(&in, html + i, 1);
            if (rc)
                goto cleanup;
        }
        html = in.data ? in.data : "";
        len = in.len;
    }
    doc = htmlReadMemory(html, (int)len, NULL, "UTF-8",
                         HTML_PARSE_NONET | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING);
    if (!doc) {
        rc = GA_EINPUT;
        goto cleanup;
    }
    xmlNode *root = xmlDocGetRootElement(doc);
    xmlNode *p = root ? find_elem(root, "p") : NULL;
    xmlNode *div = root ? find_elem(root, "div") : NULL;
    if (!div) {
        rc = GA_EINPUT;
        goto cleanup;
    }
    if ((p && node_text(p, &sb, 0)) || node_text(div, &bb, 1) || ga_buf_add(&sb, "", 0) ||
        ga_buf_add(&bb, "", 0)) {
        rc = GA_ENOMEM;
        goto cleanup;
    }
    /* "<p>user: summary</p>": keep the summary */
    const char *s = sb.data;
    size_t alen = author ? strlen(author) : 0;
    if (alen && strncmp(s, author, alen) == 0 && s[alen] == ':')
        s += alen + 1;
    else if (!alen && strchr(s, ':'))
        s = strchr(s, ':') + 1;
    while (*s == ' ')
        s++;
    size_t bl = bb.len;
    while (bl && (bb.data[bl - 1] == '\n' || bb.data[bl - 1] == ' '))
        bl--;
    if (!(*summary = ga_strdup0(s)) || !(*body = ga_strndup(bb.data, bl))) {
        free(*summary);
        *summary = NULL;
        rc = GA_ENOMEM;
        goto cleanup;
    }
    *body_len = bl;
cleanup:
    if (doc)
        xmlFreeDoc(doc);
    ga_buf_free(&in);
    ga_buf_free(&sb);
    ga_buf_free(&bb);
    return rc;
}

/* ---------------------------------------------------------------- flattened feed */

typedef struct entry_pos {
    size_t start;     /* the id URL */
    size_t diff;      /* just after "&diff=" */
    size_t ts;        /* the timestamp */
    size_t p;         /* "<p>" */
} entry_pos;

/* Decodes a URL title parameter (%XX, '_' and '+' as space) into b. */
static int url_title(const char *s, size_t n, ga_buf *b)
{
    for (size_t i = 0; i < n; i++) {
        char c = s[i];
        if (c == '%' && i + 2 < n && isxdigit((unsigned char)s[i + 1]) &&
            isxdigit((unsigned char)s[i + 2])) {
            char hex[3] = {s[i + 1], s[i + 2], 0};
            c = (char)strtol(hex, NULL, 16);
            i += 2;
        } else if (c == '_' || c == '+') {
            c = ' ';
        }
        if (ga_buf_add(b, &c, 1))
            return GA_ENOMEM;
    }
    return ga_buf_add(b, "", 0);
}

/* Looks for an entry start at the "index.php?title=" found at hit.  Returns
 * 1 (and fills e) for an entry, 0 for an ordinary URL, -1 when it has an
 * entry's shape but not a valid timestamp (e->ts set). */
static int entry_at(const char *d, size_t len, size_t hit, entry_pos *e)
{
    size_t a = hit;
    while (a > 0 && hit - a < 200 && !isspace((unsigned char)d[a - 1]) &&
           !(a >= 4 && memcmp(d + a - 4, "http", 4) == 0))
        a--;
    if (a < 4 || memcmp(d + a - 4, "http", 4) != 0)
        return 0;
    e->start = a - 4;
    size_t lim = len - hit < 800 ? len : hit + 800;
    const char *nl = memchr(d + hit, '\n', lim - hit);
    if (nl)
        lim = (size_t)(nl - d);
    const char *df = memmem(d + hit, lim - hit, "&diff=", 6);
    if (!df)
        return 0;
    e->diff = (size_t)(df - d) + 6;
    const char *p = memmem(d + e->diff, lim - e->diff, "<p>", 3);
    if (!p || (size_t)(p - d) < e->diff + 20)
        return 0;
    e->p = (size_t)(p - d);
    e->ts = e->p - 20;
    const char *t = d + e->ts;
    if (!(isdigit((unsigned char)t[0]) && isdigit((unsigned char)t[3]) && t[4] == '-'))
        return 0;
    return ga_wiki_ts_valid(t, 20) ? 1 : -1;
}

static int feed_err(ga_error *err, const ga_source *src, size_t off, const char *fmt,
                    const char *arg, int argn)
{
    int line, col;
    ga_source_linecol(src, off, &line, &col);
    ga_error_setpos(err, GA_EINPUT, src->path, line, col, fmt, argn, arg);
    err->offset = off;
    return GA_EINPUT;
}

/* Reads the entry e that runs to end (the next entry or end of file). */
static int feed_entry(const ga_source *src, const entry_pos *e, size_t end,
                      ga_wiki_revlist *out, ga_error *err)
{
    const char *d = src->data;
    int rc = 0;
    ga_buf title = {0};
    char *author = NULL, *summary = NULL, *body = NULL;
    size_t body_len = 0;
    /* the title from the URL (title=…&) and the text between the id and the timestamp */
    const char *tq = memmem(d + e->start, e->diff - e->start, "title=", 6);
    size_t t0 = tq ? (size_t)(tq - d) + 6 : e->diff;
    size_t t1 = t0;
    while (t1 < e->diff - 6 && d[t1] != '&')
        t1++;
    if ((rc = url_title(d + t0, t1 - t0, &title)))
        goto cleanup;
    size_t k = e->diff;
    while (k < e->ts && isdigit((unsigned char)d[k]))
        k++;
    size_t shown = e->ts - k;
    if (title.len && e->ts - e->diff > title.len &&
        memcmp(d + e->ts - title.len, title.data, title.len) == 0) {
        k = e->ts - title.len; /* the id digits end where the title starts */
        shown = title.len;
    }
    int sn = (int)(shown < 60 ? shown : 60);
    long revid = 0;
    for (size_t q = e->diff; q < k && q < e->diff + 12; q++)
        revid = isdigit((unsigned char)d[q]) ? revid * 10 + (d[q] - '0') : revid;
    if (shown == 0) {
        rc = feed_err(err, src, e->ts, "entry has no page title before \"%.*s\"", d + e->ts, 20);
        goto cleanup;
    }
    const char *div_end = NULL;
    for (const char *q = memmem(d + e->p, end - e->p, "</div>", 6); q;
         q = memmem(q + 6, end - (size_t)(q + 6 - d), "</div>", 6))
        div_end = q;
    if (!div_end || !memmem(d + e->p, (size_t)(div_end - d) - e->p, "<div>", 5)) {
        rc = feed_err(err, src, e->p,
                      "entry for \"%.*s\" ends before its <div>…</div> (truncated feed?)", d + k,
                      sn);
        goto cleanup;
    }
    size_t a0 = (size_t)(div_end - d) + 6, a1 = end;
    while (a1 > a0 && isspace((unsigned char)d[a1 - 1]))
        a1--;
    if (a1 - a0 > 85 || memchr(d + a0, '\n', a1 - a0) || memchr(d + a0, '<', a1 - a0)) {
        rc = feed_err(err, src, a0, "no author name after </div> (got \"%.*s\")", d + a0,
                      (int)(a1 - a0 < 40 ? a1 - a0 : 40));
        goto cleanup;
    }
    if (!(author = ga_strndup(d + a0, a1 - a0))) {
        rc = GA_ENOMEM;
        goto cleanup;
    }
    rc = ga_wiki_entry_html(d + e->p, (size_t)(div_end - d) + 6 - e->p, 0, author, &summary,
                            &body, &body_len);
    if (rc == GA_EINPUT) {
        rc = feed_err(err, src, e->p, "entry HTML of \"%.*s\" has no <div> body", d + k, sn);
        goto cleanup;
    }
    if (rc)
        goto cleanup;
    if (body_len > GA_WIKI_MAX_BODY) {
        rc = feed_err(err, src, e->p, "entry body of \"%.*s\" is over the wiki's page limit",
                      d + k, sn);
        goto cleanup;
    }
    int line, col;
    ga_source_linecol(src, e->start, &line, &col);
    rc = ga_wiki_revlist_add(out, d + k, shown, d + e->ts, author, strlen(author), summary,
                             strlen(summary), body, body_len, revid, src->path, line);
cleanup:
    if (rc == GA_ENOMEM)
        ga_error_set(err, GA_ENOMEM, src->path, 0, "out of memory");
    free(author);
    free(summary);
    free(body);
    ga_buf_free(&title);
    return rc;
}

int ga_wiki_feedtext_parse(const ga_source *src, ga_wiki_revlist *out, ga_error *err)
{
    const char *d = src->data;
    size_t len = src->len;
    int rc = 0;
    entry_pos *v = NULL;
    size_t n = 0, cap = 0;
    if (ga_wiki_sniff(d, len) != GA_WIKI_FEEDTEXT)
        return ga_error_setpos(err, GA_EINPUT, src->path, 1, 1,
                               "not a flattened contributions feed (no feedcontributions URL "
                               "on line 1)");
    for (const char *h = memmem(d, len, "index.php?title=", 16); h;
         h = memmem(h + 16, len - (size_t)(h + 16 - d), "index.php?title=", 16)) {
        entry_pos e;
        int k = entry_at(d, len, (size_t)(h - d), &e);
        if (k < 0) {
            rc = feed_err(err, src, e.ts, "bad revision timestamp \"%.*s\" (want "
                          "YYYY-MM-DDTHH:MM:SSZ)", d + e.ts, 20);
            goto cleanup;
        }
        if (k == 0 || (n && e.start < v[n - 1].p))
            continue;
        if (GA_GROW(v, cap, n + 1, 16)) {
            rc = ga_error_set(err, GA_ENOMEM, src->path, 0, "out of memory");
            goto cleanup;
        }
        v[n++] = e;
        if (len - (size_t)(h + 16 - d) < 16)
            break;
    }
    for (size_t i = 0; i < n; i++)
        if ((rc = feed_entry(src, &v[i], i + 1 < n ? v[i + 1].start : len, out, err)))
            goto cleanup;
cleanup:
    free(v);
    return rc;
}

/* ---------------------------------------------------------------- Atom XML */

typedef struct atom_state {
    int dtd_line;   /* line of a refused <!DOCTYPE, 0 none */
} atom_state;

/* SAX internalSubset: a feed has no DTD; stop before its declarations are read. */
static void refuse_dtd(void *ctx, const xmlChar *name, const xmlChar *ext, const xmlChar *sys)
{
    (void)name;
    (void)ext;
    (void)sys;
    xmlParserCtxtPtr c = ctx;
    atom_state *st = c->_private;
    st->dtd_line = c->input ? c->input->line : 1;
    xmlStopParser(c);
}

/* Text and CDATA children of n only: entity references are never followed. */
static char *elem_text(const xmlNode *n)
{
    ga_buf b = {0};
    if (ga_buf_add(&b, "", 0))
        return NULL;
    for (const xmlNode *c = n ? n->children : NULL; c; c = c->next)
        if ((c->type == XML_TEXT_NODE || c->type == XML_CDATA_SECTION_NODE) && c->content &&
            ga_buf_puts(&b, (const char *)c->content)) {
            ga_buf_free(&b);
            return NULL;
        }
    return ga_buf_detach(&b);
}

static xmlNode *child(const xmlNode *n, const char *name)
{
    for (xmlNode *c = n->children; c; c = c->next)
        if (c->type == XML_ELEMENT_NODE && xmlStrcmp(c->name, BAD_CAST name) == 0)
            return c;
    return NULL;
}

/* Reads one <entry>. */
static int atom_entry(const ga_source *src, xmlNode *en, ga_wiki_revlist *out, ga_error *err)
{
    int rc = 0, line = (int)xmlGetLineNo(en);
    char *id = NULL, *title = NULL, *updated = NULL, *html = NULL, *author = NULL;
    char *summary = NULL, *body = NULL;
    size_t body_len = 0;
    xmlNode *au = child(en, "author");
    xmlNode *sm = child(en, "summary");
    if (!sm)
        sm = child(en, "content");
    if (!(id = elem_text(child(en, "id"))) || !(title = elem_text(child(en, "title"))) ||
        !(updated = elem_text(child(en, "updated"))) || !(html = elem_text(sm)) ||
        !(author = elem_text(au ? child(au, "name") : NULL))) {
        rc = ga_error_set(err, GA_ENOMEM, src->path, 0, "out of memory");
        goto cleanup;
    }
    if (!*title || !sm) {
        rc = ga_error_setpos(err, GA_EINPUT, src->path, line > 0 ? line : 1, 1,
                             "entry has no %s", !*title ? "<title>" : "<summary>");
        goto cleanup;
    }
    if (!ga_wiki_ts_valid(updated, strlen(updated))) {
        xmlNode *u = child(en, "updated");
        int ul = u ? (int)xmlGetLineNo(u) : line;
        rc = ga_error_setpos(err, GA_EINPUT, src->path, ul > 0 ? ul : 1, 1,
                             "bad revision timestamp \"%.40s\" (want YYYY-MM-DDTHH:MM:SSZ)",
                             updated);
        goto cleanup;
    }
    rc = ga_wiki_entry_html(html, strlen(html), 1, *author ? author : NULL, &summary, &body,
                            &body_len);
    if (rc == GA_EINPUT) {
        int sl = (int)xmlGetLineNo(sm);
        rc = ga_error_setpos(err, GA_EINPUT, src->path, sl > 0 ? sl : 1, 1,
                             "summary of \"%.60s\" has no <div> body", title);
        goto cleanup;
    }
    if (rc) {
        rc = ga_error_set(err, rc, src->path, 0, "out of memory");
        goto cleanup;
    }
    if (body_len > GA_WIKI_MAX_BODY) {
        rc = ga_error_setpos(err, GA_EINPUT, src->path, line > 0 ? line : 1, 1,
                             "entry body of \"%.60s\" is over the wiki's page limit", title);
        goto cleanup;
    }
    if (!*author) { /* no <author>: the summary paragraph names the user */
        free(author);
        author = ga_strdup0("");
    }
    long revid = 0;
    const char *df = strstr(id, "diff=");
    if (!df)
        df = strstr(id, "oldid=");
    if (df) {
        df = strchr(df, '=') + 1;
        for (int q = 0; q < 12 && isdigit((unsigned char)df[q]); q++)
            revid = revid * 10 + (df[q] - '0');
    }
    if (ga_wiki_revlist_add(out, title, strlen(title), updated, author, strlen(author), summary,
                            strlen(summary), body, body_len, revid, src->path,
                            line > 0 ? line : 1))
        rc = ga_error_set(err, GA_ENOMEM, src->path, 0, "out of memory");
cleanup:
    free(id);
    free(title);
    free(updated);
    free(html);
    free(author);
    free(summary);
    free(body);
    return rc;
}

int ga_wiki_atom_parse(const ga_source *src, ga_wiki_revlist *out, ga_error *err)
{
    int rc = 0;
    atom_state st = {0};
    xmlDocPtr doc = NULL;
    if (src->len > FEED_MAX_BYTES)
        return ga_error_setpos(err, GA_EINPUT, src->path, 1, 1, "feed is over %u bytes",
                               FEED_MAX_BYTES);
    xmlParserCtxtPtr ctxt = xmlNewParserCtxt();
    if (!ctxt)
        return ga_error_set(err, GA_ENOMEM, src->path, 0, "out of memory");
    ctxt->sax->internalSubset = refuse_dtd;
    ctxt->_private = &st;
    doc = xmlCtxtReadMemory(ctxt, src->data, (int)src->len, src->path, NULL,
                            XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
    if (st.dtd_line) {
        rc = ga_error_setpos(err, GA_EINPUT, src->path, st.dtd_line, 1,
                             "feed has a document type declaration (<!DOCTYPE>): refused, "
                             "a feed needs no entities");
        goto cleanup;
    }
    if (!doc || !ctxt->wellFormed) {
        const xmlError *xe = xmlCtxtGetLastError(ctxt);
        char msg[160] = "malformed XML";
        int line = 1, col = 1;
        if (xe) {
            snprintf(msg, sizeof msg, "%s", xe->message ? xe->message : "malformed XML");
            msg[strcspn(msg, "\n")] = '\0';
            line = xe->line > 0 ? xe->line : 1;
            col = xe->int2 > 0 ? xe->int2 : 1;
        }
        for (char *q = msg; *q && q == msg; q++)
            *q = (char)tolower((unsigned char)*q);
        rc = ga_error_setpos(err, GA_EINPUT, src->path, line, col, "%s", msg);
        goto cleanup;
    }
    xmlNode *root = xmlDocGetRootElement(doc);
    if (!root || xmlStrcmp(root->name, BAD_CAST "feed") != 0) {
        rc = ga_error_setpos(err, GA_EINPUT, src->path, root ? (int)xmlGetLineNo(root) : 1, 1,
                             "root element is not an Atom <feed>");
        goto cleanup;
    }
    for (xmlNode *c = root->children; c; c = c->next)
        if (c->type == XML_ELEMENT_NODE && xmlStrcmp(c->name, BAD_CAST "entry") == 0 &&
            (rc = atom_entry(src, c, out, err)))
            goto cleanup;
cleanup:
    if (doc)
        xmlFreeDoc(doc);
    xmlFreeParserCtxt(ctxt);
    return rc;
}
