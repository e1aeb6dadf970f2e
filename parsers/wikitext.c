/* wikitext.c — MediaWiki wikitext to a tree of sections holding paragraphs,
 * list items and tables, with inline markup reduced to plain text.
 *
 * Line based, as MediaWiki's own block parser is: a heading is a whole line
 * `={1,6} title ={1,6}` (unbalanced marks stay in the title: `=== Corners ====`
 * is level 3 "Corners ="), `*` `#` `:` `;` lines are list items, `{|` … `|}`
 * a table, `<ul>`/`<ol>`/`<li>` HTML lists (items may be unclosed and span
 * lines), anything else paragraph text.  `<!-- -->` comments are removed
 * first, keeping their newlines so that line numbers stay those of the body.
 * No recursion on input structure; sizes bounded by GA_WIKI_MAX_*.
 */
#include "wiki.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------- inline text */

static int ieq_prefix(const char *s, size_t n, const char *lit)
{
    size_t k = strlen(lit);
    if (n < k)
        return 0;
    for (size_t i = 0; i < k; i++)
        if (tolower((unsigned char)s[i]) != lit[i])
            return 0;
    return 1;
}

/* Entities MediaWiki's escaping and the seed use; returns the bytes consumed
 * at s (0 when s is no known entity) and the replacement in *rep. */
static size_t entity_at(const char *s, size_t n, const char **rep)
{
    static const struct { const char *name, *text; } ents[] = {
        {"&amp;", "&"}, {"&lt;", "<"}, {"&gt;", ">"}, {"&quot;", "\""},
        {"&#039;", "'"}, {"&#39;", "'"}, {"&apos;", "'"}, {"&nbsp;", " "},
    };
    for (size_t i = 0; i < sizeof ents / sizeof ents[0]; i++) {
        size_t k = strlen(ents[i].name);
        if (n >= k && memcmp(s, ents[i].name, k) == 0) {
            *rep = ents[i].text;
            return k;
        }
    }
    return 0;
}

/* Appends s[0..n) to b with runs of white space collapsed to one space;
 * *space says whether b already ends in a (pending) space. */
static int add_collapsed(ga_buf *b, const char *s, size_t n, int *space)
{
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v') {
            *space = 1;
            continue;
        }
        if (*space && b->len && ga_buf_add(b, " ", 1))
            return GA_ENOMEM;
        *space = 0;
        if (ga_buf_add(b, (const char *)&s[i], 1))
            return GA_ENOMEM;
    }
    return 0;
}

/* Returns the offset of the first "]]" at or after from, or n; memo caches
 * the last answer so a line of many `[[` stays linear. */
static size_t find_close(const char *s, size_t n, size_t from, size_t *memo)
{
    if (*memo != (size_t)-1 && *memo >= from)
        return *memo;
    const char *p = from < n ? memmem(s + from, n - from, "]]", 2) : NULL;
    *memo = p ? (size_t)(p - s) : n;
    return *memo;
}

/* The text a [[…]] link shows: nothing for files and categories, the part
 * after the last `|`, else the target. */
static int add_link(ga_buf *b, const char *in, size_t n, int *space)
{
    size_t a = 0;
    while (a < n && (in[a] == ' ' || in[a] == ':'))
        a++;
    if (ieq_prefix(in + a, n - a, "file:") || ieq_prefix(in + a, n - a, "image:") ||
        ieq_prefix(in + a, n - a, "category:") || ieq_prefix(in + a, n - a, "media:"))
        return 0;
    const char *bar = NULL;
    for (size_t i = 0; i < n; i++)
        if (in[i] == '|')
            bar = in + i;
    const char *t = bar ? bar + 1 : in;
    size_t tn = bar ? (size_t)(in + n - t) : n;
    for (size_t i = 0; i < tn; i++) {
        if (t[i] == '\'')
            continue;
        if (add_collapsed(b, t + i, 1, space))
            return GA_ENOMEM;
    }
    return 0;
}

char *ga_wikitext_plain(const char *s, size_t n)
{
    ga_buf b = {0};
    int space = 0;
    size_t memo = (size_t)-1;
    size_t i = 0;
    if (ga_buf_add(&b, "", 0))
        return NULL;
    while (i < n) {
        char c = s[i];
        if (c == '\'' && i + 1 < n && s[i + 1] == '\'') {
            size_t k = i;
            while (k < n && s[k] == '\'')
                k++;
            size_t run = k - i;
            /* 2 italic, 3 bold, 5 both; 4 = an apostrophe then bold */
            size_t keep = run == 4 ? 1 : run > 5 ? run - 5 : 0;
            for (size_t q = 0; q < keep; q++)
                if (add_collapsed(&b, "'", 1, &space))
                    goto oom;
            i = k;
            continue;
        }
        if (c == '[' && i + 1 < n && s[i + 1] == '[') {
            size_t close = find_close(s, n, i + 2, &memo);
            if (close < n) {
                if (add_link(&b, s + i + 2, close - i - 2, &space))
                    goto oom;
                i = close + 2;
                continue;
            }
        }
        if (c == '[' && (ieq_prefix(s + i + 1, n - i - 1, "http://") ||
                         ieq_prefix(s + i + 1, n - i - 1, "https://"))) {
            size_t lim = n - i < 2048 ? n : i + 2048, j = i + 1;
            while (j < lim && s[j] != ']' && s[j] != '\n')
                j++;
            if (j < lim && s[j] == ']') {
                const char *sp = memchr(s + i + 1, ' ', j - i - 1);
                const char *t = sp ? sp + 1 : s + i + 1;
                if (add_collapsed(&b, t, (size_t)(s + j - t), &space))
                    goto oom;
                i = j + 1;
                continue;
            }
        }
        if (c == '<' && i + 1 < n &&
            (isalpha((unsigned char)s[i + 1]) ||
             (s[i + 1] == '/' && i + 2 < n && isalpha((unsigned char)s[i + 2])))) {
            size_t lim = n - i < 512 ? n : i + 512, j = i + 1;
            while (j < lim && s[j] != '>' && s[j] != '<')
                j++;
            if (j < lim && s[j] == '>') {
                space = 1; /* a tag separates words (<br>, </li><li>) */
                i = j + 1;
                continue;
            }
        }
        if (c == '&') {
            const char *rep;
            size_t k = entity_at(s + i, n - i, &rep);
            if (k) {
                if (add_collapsed(&b, rep, strlen(rep), &space))
                    goto oom;
                i += k;
                continue;
            }
        }
        if (add_collapsed(&b, &s[i], 1, &space))
            goto oom;
        i++;
    }
    return ga_buf_detach(&b);
oom:
    ga_buf_free(&b);
    return NULL;
}

/* ---------------------------------------------------------------- the document */

typedef struct parser {
    ga_wiki_doc *doc;
    size_t cur;              /* current section */
    long open[7];            /* last section opened at each level, -1 none */
    ga_buf para;             /* pending paragraph lines */
    int para_line;
    ga_buf li;               /* pending <li> text */
    int li_open, li_line, li_depth, li_ordered;
    int html_depth;          /* <ul>/<ol> nesting */
    int html_ordered[8];     /* ordered flag per depth (deeper ones share [7]) */
    ga_wiki_table *tab;      /* the table being read, owned by its block */
    ga_wiki_row *row;        /* its current row */
    ga_buf cell;             /* raw text of the row's last cell, reduced when it ends */
    int cell_open;           /* row->cells[row->ncells - 1] waits for cell */
    int tab_nest;            /* nested {| inside it */
    size_t nblocks, ncells;
    int line;
    ga_error *err;
} parser;

static void table_free(ga_wiki_table *t)
{
    if (!t)
        return;
    for (size_t r = 0; r < t->nrows; r++) {
        for (size_t c = 0; c < t->rows[r].ncells; c++)
            free(t->rows[r].cells[c]);
        free(t->rows[r].cells);
    }
    free(t->rows);
    free(t->caption);
    free(t);
}

void ga_wikitext_free(ga_wiki_doc *doc)
{
    if (!doc)
        return;
    for (size_t i = 0; i < doc->nsections; i++) {
        ga_wiki_section *s = &doc->sections[i];
        for (size_t k = 0; k < s->nblocks; k++) {
            free(s->blocks[k].text);
            table_free(s->blocks[k].table);
        }
        free(s->blocks);
        free(s->title);
        free(s->path);
    }
    free(doc->sections);
    free(doc);
}

static int too_big(parser *p, const char *what, int limit)
{
    return ga_error_setpos(p->err, GA_EINPUT, NULL, p->line, 1,
                           "more than %d %s in one page", limit, what);
}

/* Appends a block to the current section; returns it or NULL (err set). */
static ga_wiki_block *add_block(parser *p, int kind, int line, int *rc)
{
    ga_wiki_section *s = &p->doc->sections[p->cur];
    if (++p->nblocks > GA_WIKI_MAX_BLOCKS) {
        *rc = too_big(p, "blocks", GA_WIKI_MAX_BLOCKS);
        return NULL;
    }
    if (GA_GROW(s->blocks, s->cap, s->nblocks + 1, 8)) {
        *rc = GA_ENOMEM;
        return NULL;
    }
    ga_wiki_block *bk = &s->blocks[s->nblocks++];
    memset(bk, 0, sizeof *bk);
    bk->kind = kind;
    bk->line = line;
    return bk;
}

/* Adds a paragraph or item of raw wikitext (reduced here); empty text adds nothing. */
static int add_text(parser *p, int kind, int depth, int ordered, int line, const char *raw,
                    size_t n)
{
    char *t = ga_wikitext_plain(raw, n);
    if (!t)
        return GA_ENOMEM;
    char *start = t;
    if (kind == GA_WIKI_ITEM && strncmp(start, "\xE2\x80\xA2", 3) == 0) { /* "•" */
        start += 3;
        while (*start == ' ')
            start++;
    }
    if (!*start) {
        free(t);
        return 0;
    }
    if (start != t)
        memmove(t, start, strlen(start) + 1);
    int rc = 0;
    ga_wiki_block *bk = add_block(p, kind, line, &rc);
    if (!bk) {
        free(t);
        return rc;
    }
    bk->text = t;
    bk->depth = depth;
    bk->ordered = ordered;
    return 0;
}

static int flush_para(parser *p)
{
    if (!p->para.len)
        return 0;
    int rc = add_text(p, GA_WIKI_PARA, 0, 0, p->para_line, p->para.data, p->para.len);
    p->para.len = 0;
    return rc;
}

static int flush_li(parser *p)
{
    if (!p->li_open)
        return 0;
    p->li_open = 0;
    int rc = add_text(p, GA_WIKI_ITEM, p->li_depth, p->li_ordered, p->li_line, p->li.data,
                      p->li.len);
    p->li.len = 0;
    return rc;
}

static int flush_all(parser *p)
{
    int rc = flush_para(p);
    if (!rc)
        rc = flush_li(p);
    return rc;
}

static int para_add(parser *p, const char *s, size_t n)
{
    if (!p->para.len)
        p->para_line = p->line;
    else if (ga_buf_add(&p->para, "\n", 1))
        return GA_ENOMEM;
    return ga_buf_add(&p->para, s, n);
}

/* Starts a section for a heading of the given level and raw title. */
static int open_section(parser *p, int level, const char *raw, size_t n)
{
    ga_wiki_doc *d = p->doc;
    if (d->nsections >= GA_WIKI_MAX_SECTIONS)
        return too_big(p, "sections", GA_WIKI_MAX_SECTIONS);
    if (GA_GROW(d->sections, d->cap, d->nsections + 1, 8))
        return GA_ENOMEM;
    long parent = -1;
    for (int l = level - 1; l >= 1 && parent < 0; l--)
        parent = p->open[l];
    ga_wiki_section *s = &d->sections[d->nsections];
    memset(s, 0, sizeof *s);
    s->level = level;
    s->parent = parent;
    s->line = p->line;
    s->end_line = p->line + 1;
    s->title = ga_wikitext_plain(raw, n);
    if (!s->title)
        return GA_ENOMEM;
    ga_buf path = {0};
    if (parent >= 0 && (ga_buf_puts(&path, d->sections[parent].path) ||
                        ga_buf_puts(&path, " > ")))
        goto oom;
    if (ga_buf_puts(&path, s->title))
        goto oom;
    s->path = ga_buf_detach(&path);
    d->sections[p->cur].end_line = p->line;
    p->cur = d->nsections++;
    p->open[level] = (long)p->cur;
    for (int l = level + 1; l <= 6; l++)
        p->open[l] = -1;
    return 0;
oom:
    ga_buf_free(&path);
    free(s->title);
    s->title = NULL;
    return GA_ENOMEM;
}

/* Returns the heading level of line s (n bytes, no newline) and its title
 * span, or 0 when it is no heading. */
static int heading_level(const char *s, size_t n, size_t *t0, size_t *t1)
{
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t'))
        n--;
    if (n < 3 || s[0] != '=' || s[n - 1] != '=')
        return 0;
    size_t a = 0, z = 0;
    while (a < n && s[a] == '=')
        a++;
    if (a == n) { /* all '=': MediaWiki reads "====" as level 1 titled "==" */
        size_t level = (n - 1) / 2;
        if (level > 6)
            level = 6;
        *t0 = level;
        *t1 = n - level;
        return (int)level;
    }
    while (z < n && s[n - 1 - z] == '=')
        z++;
    size_t level = a < z ? a : z;
    if (level > 6)
        level = 6;
    *t0 = level;
    *t1 = n - level;
    return (int)level;
}

/* ---------------------------------------------------------------- tables */

/* Reduces the pending raw cell text into its cell. */
static int cell_close(parser *p)
{
    if (!p->cell_open)
        return 0;
    p->cell_open = 0;
    char *t = ga_wikitext_plain(p->cell.data ? p->cell.data : "", p->cell.len);
    p->cell.len = 0;
    if (!t)
        return GA_ENOMEM;
    p->row->cells[p->row->ncells - 1] = t;
    return 0;
}

static int row_new(parser *p)
{
    ga_wiki_table *t = p->tab;
    int rc = cell_close(p);
    if (rc)
        return rc;
    if (t->nrows && t->rows[t->nrows - 1].ncells == 0) { /* reuse an empty row */
        p->row = &t->rows[t->nrows - 1];
        return 0;
    }
    if (GA_GROW(t->rows, t->cap, t->nrows + 1, 8))
        return GA_ENOMEM;
    p->row = &t->rows[t->nrows++];
    memset(p->row, 0, sizeof *p->row);
    p->row->header = 1;
    return 0;
}

/* Returns the offset of the first cell separator of s (n bytes) outside
 * [[…]] — `||`, or in a header line `!!` as well — or n when there is none.
 * One pass whatever the separator, so a line of many cells splits in linear
 * time. */
static size_t find_sep(const char *s, size_t n, int header)
{
    int depth = 0;
    for (size_t i = 0; i + 1 < n; i++) {
        if (s[i] == '[' && s[i + 1] == '[') {
            depth++;
            i++;
        } else if (s[i] == ']' && s[i + 1] == ']' && depth > 0) {
            depth--;
            i++;
        } else if (depth == 0 && ((s[i] == '|' && s[i + 1] == '|') ||
                                  (header && s[i] == '!' && s[i + 1] == '!'))) {
            return i;
        }
    }
    return n;
}

/* Returns where a cell's content starts: after `attrs |` when a single bar
 * (not `||`, not inside [[…]]) separates attributes from it. */
static size_t cell_content(const char *s, size_t n)
{
    int depth = 0;
    for (size_t i = 0; i < n; i++) {
        if (i + 1 < n && s[i] == '[' && s[i + 1] == '[') {
            depth++;
            i++;
        } else if (i + 1 < n && s[i] == ']' && s[i + 1] == ']' && depth > 0) {
            depth--;
            i++;
        } else if (depth == 0 && s[i] == '|') {
            if (i + 1 < n && s[i + 1] == '|')
                return 0;
            /* attributes hold `=`; a bare bar in text is content */
            return memchr(s, '=', i) ? i + 1 : 0;
        }
    }
    return 0;
}

static int cell_add(parser *p, const char *s, size_t n, int header)
{
    int rc;
    if (++p->ncells > GA_WIKI_MAX_CELLS)
        return too_big(p, "table cells", GA_WIKI_MAX_CELLS);
    if ((rc = cell_close(p)) || (!p->row && (rc = row_new(p))))
        return rc;
    ga_wiki_row *r = p->row;
    if (GA_GROW(r->cells, r->cap, r->ncells + 1, 8))
        return GA_ENOMEM;
    r->cells[r->ncells++] = NULL;
    if (!header)
        r->header = 0;
    size_t a = cell_content(s, n);
    p->cell_open = 1;
    return ga_buf_add(&p->cell, s + a, n - a);
}

/* Adds the cells of one `|` or `!` line (marker removed). */
static int cells_line(parser *p, const char *s, size_t n, int header)
{
    for (;;) {
        size_t k = find_sep(s, n, header);
        int rc = cell_add(p, s, k, header);
        if (rc)
            return rc;
        if (k >= n)
            return 0;
        s += k + 2;
        n -= k + 2;
    }
}

/* Appends a continuation line to the last cell of the row. */
static int cell_continue(parser *p, const char *s, size_t n)
{
    if (!p->cell_open)
        return 0; /* text before the first cell: MediaWiki shows it outside the table */
    if (ga_buf_add(&p->cell, "\n", 1))
        return GA_ENOMEM;
    return ga_buf_add(&p->cell, s, n);
}

static int table_end(parser *p)
{
    int rc = cell_close(p);
    ga_wiki_table *t = p->tab;
    while (t->nrows && t->rows[t->nrows - 1].ncells == 0) {
        free(t->rows[t->nrows - 1].cells);
        t->nrows--;
    }
    p->tab = NULL;
    p->row = NULL;
    p->tab_nest = 0;
    return rc;
}

static int table_begin(parser *p)
{
    int rc = 0;
    ga_wiki_table *t = calloc(1, sizeof *t);
    if (!t || !(t->caption = ga_strdup0(""))) {
        free(t);
        return GA_ENOMEM;
    }
    t->line = p->line;
    ga_wiki_block *bk = add_block(p, GA_WIKI_TABLE, p->line, &rc);
    if (!bk) {
        table_free(t);
        return rc;
    }
    bk->table = t;
    p->tab = t;
    p->row = NULL;
    return 0;
}

/* One line inside a table (leading blanks removed). */
static int table_line(parser *p, const char *s, size_t n)
{
    if (n >= 2 && s[0] == '{' && s[1] == '|') {
        p->tab_nest++;
        return 0;
    }
    if (n >= 2 && s[0] == '|' && s[1] == '}') {
        if (p->tab_nest > 0) {
            p->tab_nest--;
            return 0;
        }
        return table_end(p);
    }
    if (p->tab_nest > 0)
        return cell_continue(p, s, n);
    if (n >= 2 && s[0] == '|' && s[1] == '+') {
        size_t a = cell_content(s + 2, n - 2);
        char *t = ga_wikitext_plain(s + 2 + a, n - 2 - a);
        if (!t)
            return GA_ENOMEM;
        free(p->tab->caption);
        p->tab->caption = t;
        return 0;
    }
    if (n >= 2 && s[0] == '|' && s[1] == '-')
        return row_new(p);
    if (n >= 1 && s[0] == '!')
        return cells_line(p, s + 1, n - 1, 1);
    if (n >= 1 && s[0] == '|')
        return cells_line(p, s + 1, n - 1, 0);
    return cell_continue(p, s, n);
}

/* ---------------------------------------------------------------- HTML lists */

enum { TAG_NONE, TAG_UL, TAG_UL_END, TAG_OL, TAG_OL_END, TAG_LI, TAG_LI_END };

/* Returns the list tag at s (and its length in *len), or TAG_NONE. */
static int list_tag(const char *s, size_t n, size_t *len)
{
    static const struct { const char *name; int tag; } tags[] = {
        {"<ul", TAG_UL}, {"</ul", TAG_UL_END}, {"<ol", TAG_OL},
        {"</ol", TAG_OL_END}, {"<li", TAG_LI}, {"</li", TAG_LI_END},
    };
    for (size_t i = 0; i < sizeof tags / sizeof tags[0]; i++) {
        size_t k = strlen(tags[i].name);
        if (!ieq_prefix(s, n, tags[i].name) || (n > k && isalnum((unsigned char)s[k])))
            continue;
        size_t lim = n < 256 ? n : 256;
        const char *gt = memchr(s + k, '>', lim > k ? lim - k : 0);
        if (!gt)
            return TAG_NONE;
        *len = (size_t)(gt - s) + 1;
        return tags[i].tag;
    }
    return TAG_NONE;
}

static int has_list_tag(const char *s, size_t n)
{
    for (const char *q = memchr(s, '<', n); q; q = memchr(q + 1, '<', n - (size_t)(q + 1 - s))) {
        size_t len;
        if (list_tag(q, n - (size_t)(q - s), &len) != TAG_NONE)
            return 1;
        if (q + 1 >= s + n)
            break;
    }
    return 0;
}

/* Text inside an HTML list: an open <li> gathers it, bare text is an item. */
static int html_text(parser *p, const char *s, size_t n)
{
    size_t a = 0;
    while (a < n && (s[a] == ' ' || s[a] == '\t'))
        a++;
    if (a == n)
        return 0;
    if (p->li_open) {
        if (p->li.len && ga_buf_add(&p->li, "\n", 1))
            return GA_ENOMEM;
        return ga_buf_add(&p->li, s, n);
    }
    if (p->html_depth == 0)
        return para_add(p, s, n);
    int d = p->html_depth < 8 ? p->html_depth : 7;
    return add_text(p, GA_WIKI_ITEM, p->html_depth, p->html_ordered[d], p->line, s, n);
}

static int html_line(parser *p, const char *s, size_t n)
{
    size_t i = 0, seg = 0;
    int rc = 0;
    while (i < n) {
        size_t len;
        int tag = s[i] == '<' ? list_tag(s + i, n - i, &len) : TAG_NONE;
        if (tag == TAG_NONE) {
            i++;
            continue;
        }
        if ((rc = html_text(p, s + seg, i - seg)))
            return rc;
        if (tag == TAG_UL || tag == TAG_OL) {
            if ((rc = flush_all(p)))
                return rc;
            if (p->html_depth < 1000)
                p->html_depth++;
            p->html_ordered[p->html_depth < 8 ? p->html_depth : 7] = tag == TAG_OL;
        } else if (tag == TAG_UL_END || tag == TAG_OL_END) {
            if ((rc = flush_li(p)))
                return rc;
            if (p->html_depth > 0)
                p->html_depth--;
        } else if (tag == TAG_LI) {
            if ((rc = flush_all(p)))
                return rc;
            p->li_open = 1;
            p->li_line = p->line;
            p->li_depth = p->html_depth > 0 ? p->html_depth : 1;
            p->li_ordered = p->html_ordered[p->li_depth < 8 ? p->li_depth : 7];
        } else if ((rc = flush_li(p))) {
            return rc;
        }
        i += len;
        seg = i;
    }
    return html_text(p, s + seg, n - seg);
}

/* ---------------------------------------------------------------- lines */

static int do_line(parser *p, const char *s, size_t n)
{
    int rc = 0;
    size_t t0, t1;
    int level = heading_level(s, n, &t0, &t1);
    if (level) {
        if (p->tab && (rc = table_end(p)))
            return rc;
        if ((rc = flush_all(p)))
            return rc;
        p->html_depth = 0;
        return open_section(p, level, s + t0, t1 - t0);
    }
    size_t a = 0;
    while (a < n && (s[a] == ' ' || s[a] == '\t'))
        a++;
    if (p->tab)
        return table_line(p, s + a, n - a);
    if (n - a >= 2 && s[a] == '{' && s[a + 1] == '|') {
        if ((rc = flush_all(p)))
            return rc;
        return table_begin(p);
    }
    if (a == n) { /* blank line: ends a paragraph and an open <li> */
        return flush_all(p);
    }
    if (p->html_depth > 0 || p->li_open || has_list_tag(s, n))
        return html_line(p, s, n);
    if (s[0] == '*' || s[0] == '#' || s[0] == ':' || s[0] == ';') {
        if ((rc = flush_para(p)))
            return rc;
        size_t k = 0;
        while (k < n && (s[k] == '*' || s[k] == '#' || s[k] == ':' || s[k] == ';'))
            k++;
        return add_text(p, GA_WIKI_ITEM, (int)(k < 64 ? k : 64), s[k - 1] == '#', p->line,
                        s + k, n - k);
    }
    if (n >= 4 && memcmp(s, "----", 4) == 0)
        return flush_para(p);
    return para_add(p, s, n);
}

/* Copies text without comments and carriage returns; newlines inside a
 * comment are kept so lines keep their numbers.  An unclosed comment runs to
 * the end, as in MediaWiki. */
static char *strip_comments(const char *text, size_t len, size_t *outlen)
{
    char *o = malloc(len + 1);
    if (!o)
        return NULL;
    size_t j = 0, i = 0;
    while (i < len) {
        if (text[i] == '<' && len - i >= 4 && memcmp(text + i, "<!--", 4) == 0) {
            const char *e = memmem(text + i + 4, len - i - 4, "-->", 3);
            size_t end = e ? (size_t)(e - text) + 3 : len;
            for (size_t k = i; k < end; k++)
                if (text[k] == '\n')
                    o[j++] = '\n';
            i = end;
            continue;
        }
        if (text[i] != '\r')
            o[j++] = text[i];
        i++;
    }
    o[j] = '\0';
    *outlen = j;
    return o;
}

int ga_wikitext_parse(ga_wiki_doc **out, const char *text, size_t len, ga_error *err)
{
    int rc = 0;
    parser p = {.err = err};
    char *clean = NULL;
    *out = NULL;
    ga_wiki_doc *d = calloc(1, sizeof *d);
    if (!d || !(d->sections = calloc(8, sizeof *d->sections))) {
        rc = GA_ENOMEM;
        goto cleanup;
    }
    d->cap = 8;
    d->nsections = 1;
    d->sections[0].parent = -1;
    d->sections[0].line = 1;
    if (!(d->sections[0].title = ga_strdup0("")) || !(d->sections[0].path = ga_strdup0(""))) {
        rc = GA_ENOMEM;
        goto cleanup;
    }
    p.doc = d;
    for (int l = 0; l < 7; l++)
        p.open[l] = -1;
    size_t n;
    if (!(clean = strip_comments(text, len, &n))) {
        rc = GA_ENOMEM;
        goto cleanup;
    }
    size_t pos = 0;
    while (pos <= n) {
        const char *nl = memchr(clean + pos, '\n', n - pos);
        size_t end = nl ? (size_t)(nl - clean) : n;
        p.line++;
        if ((rc = do_line(&p, clean + pos, end - pos)))
            goto cleanup;
        if (!nl)
            break;
        pos = end + 1;
    }
    if (p.tab && (rc = table_end(&p)))
        goto cleanup;
    if ((rc = flush_all(&p)))
        goto cleanup;
    d->sections[p.cur].end_line = p.line + 1;
    *out = d;
    d = NULL;
cleanup:
    if (rc == GA_ENOMEM)
        ga_error_set(err, rc, NULL, 0, "out of memory");
    ga_buf_free(&p.para);
    ga_buf_free(&p.li);
    ga_buf_free(&p.cell);
    free(clean);
    ga_wikitext_free(d);
    return rc;
}

size_t ga_wikitext_section_at(const ga_wiki_doc *doc, int line)
{
    size_t best = 0;
    for (size_t i = 0; i < doc->nsections; i++)
        if (doc->sections[i].line <= line)
            best = i;
    return best;
}
