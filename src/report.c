/* report.c — text, JSON Lines and JUnit writers over one shared walk. */
#include "report.h"
#include "internal.h"

#include <libxml/xmlwriter.h>
#include <stdlib.h>
#include <string.h>

void ga_totals_add(ga_totals *t, const ga_result *res)
{
    t->capped += res->findings.dropped[GA_ERROR] + res->findings.dropped[GA_WARNING];
    t->files++;
    t->games += res->games;
    t->moves += res->moves;
    t->errors += (long)ga_findings_count(&res->findings, GA_ERROR);
    t->warnings += (long)ga_findings_count(&res->findings, GA_WARNING);
    if (res->status)
        t->unreadable++;
}

void ga_finding_linecol(const ga_result *res, const ga_finding *fd, int *line, int *col)
{
    if (fd->src.line) {
        *line = fd->src.line;
        *col = fd->src.col ? fd->src.col : 1;
    } else if (res->src && (fd->seq || fd->src.len)) {
        ga_source_linecol(res->src, fd->src.offset, line, col);
    } else {
        *line = 0;
        *col = 0;
    }
}

static const char *sev_name(int sev)
{
    return sev == GA_ERROR ? "error" : "warning";
}

/* Appends each line of text to out, indented by ind. */
/* Returns s as text output shows it (control characters escaped, bytes made
 * UTF-8: an ANSI escape in a player's name is shown, not obeyed), in b. */
static const char *shown(ga_buf *b, const char *s)
{
    b->len = 0;
    if (!s || ga_utf8_clean(b, s, strlen(s), 1))
        return s ? "" : NULL;
    return b->data;
}

static void add_indented(ga_buf *out, const char *text, const char *ind)
{
    const char *p = text;
    while (*p) {
        const char *nl = strchr(p, '\n');
        size_t n = nl ? (size_t)(nl - p) : strlen(p);
        ga_buf_puts(out, ind);
        ga_utf8_clean(out, p, n, 1);
        ga_buf_puts(out, "\n");
        p += n + (nl != NULL);
    }
}

/* Appends the citation line: `rule: Page @ rev §Section: "quote"`. */
static void add_citation(ga_buf *out, const ga_citation *c)
{
    if (c->page) {
        ga_buf_printf(out, "  rule: %s", c->page);
        if (c->revision)
            ga_buf_printf(out, " @ %s%s", c->revision,
                          c->before_first ? " (earliest revision; the game predates it)" : "");
        if (c->section)
            ga_buf_printf(out, " \xC2\xA7%s", c->section);
        if (c->quote)
            ga_buf_printf(out, ": \"%s\"", c->quote);
        if (c->missing)
            ga_buf_puts(out, " (not quoted: no rule store, or the sentence is not in force)");
        ga_buf_puts(out, "\n");
    } else if (c->source && *c->source) {
        ga_buf_printf(out, "  rule: not on the wiki page; %s\n", c->source);
    }
}

int ga_report_text(ga_buf *out, const ga_result *res, int color)
{
    const char *bold = color ? "\033[1m" : "", *red = color ? "\033[1;31m" : "";
    const char *mag = color ? "\033[1;35m" : "", *grn = color ? "\033[1;32m" : "";
    const char *off = color ? "\033[0m" : "";
    ga_buf bp = {0}, bm = {0}, br = {0}, bn = {0}, be = {0};
    const char *path = shown(&bp, res->path);
    if (res->status) {
        const ga_error *e = &res->err;
        /* A file refused whole (cannot open, not a regular file) has no position. */
        if (e->line > 0)
            ga_buf_printf(out, "%s%s:%d:%d:%s %serror:%s %s [input.unreadable]\n", bold,
                          e->file[0] ? shown(&bn, e->file) : path, e->line, e->col, off, red,
                          off, shown(&be, e->text));
        else
            ga_buf_printf(out, "%s%s:%s %serror:%s %s [input.unreadable]\n", bold,
                          e->file[0] ? shown(&bn, e->file) : path, off, red, off,
                          shown(&be, e->text));
        if (res->src && e->line > 0 && res->src->len) {
            size_t n;
            size_t off0 = e->offset <= res->src->len ? e->offset : res->src->len;
            const char *l = ga_source_line(res->src, off0, &n);
            if (n > 0 && n < 400 && e->offset) {
                ga_buf_puts(out, "  ");
                ga_utf8_clean(out, l, n, 1);
                ga_buf_printf(out, "\n  %*s%s^%s\n", e->col > 1 ? e->col - 1 : 0, "", grn, off);
            }
        }
    }
    for (size_t i = 0; i < res->findings.n; i++) {
        const ga_finding *fd = &res->findings.v[i];
        int line, col;
        ga_finding_linecol(res, fd, &line, &col);
        ga_buf_printf(out, "%s%s:%d:%d:%s %s%s:%s %s [%s]\n", bold, path, line, col, off,
                      fd->severity == GA_ERROR ? red : mag, sev_name(fd->severity), off,
                      shown(&bm, fd->message), fd->code);
        /* The raw log line, and a caret under the move's text in it. */
        size_t n = 0;
        const char *l = NULL;
        if (res->src && line > 0 && (fd->src.len || fd->src.offset))
            l = ga_source_line(res->src, fd->src.offset, &n);
        /* A line that is only JSON punctuation says less than the raw text. */
        size_t sig = 0;
        for (size_t k = 0; l && k < n; k++)
            sig += !strchr(" \t{}[],", l[k]);
        if (l && sig == 0 && fd->raw && *fd->raw)
            l = NULL;
        if (l && n > 0 && n < 400) {
            {
                ga_buf_puts(out, "  ");
                ga_utf8_clean(out, l, n, 1);
                size_t w = fd->src.len ? fd->src.len : 1;
                if ((size_t)col - 1 + w > n)
                    w = n >= (size_t)col ? n - (size_t)col + 1 : 1;
                ga_buf_printf(out, "\n  %*s%s^", col - 1, "", grn);
                for (size_t k = 1; k < w; k++)
                    ga_buf_puts(out, "~");
                ga_buf_printf(out, "%s\n", off);
            }
        } else if (fd->raw && *fd->raw) {
            ga_buf_printf(out, "  %s\n", shown(&br, fd->raw));
        }
        ga_buf_printf(out, "  game %d, seq %ld", fd->game ? fd->game : 1, fd->seq);
        if (fd->player) {
            int pi = ga_header_player_index(&res->header, fd->player);
            const char *name = pi >= 0 ? res->header.players[pi].name : NULL;
            ga_buf_printf(out, ", player %s", shown(&bn, name ? name : fd->player));
        }
        ga_buf_puts(out, "\n");
        if (fd->context)
            add_indented(out, fd->context, "  | ");
        add_citation(out, &fd->cite);
    }
    size_t past = res->findings.dropped[GA_ERROR] + res->findings.dropped[GA_WARNING];
    if (past)
        ga_buf_printf(out, "%s%s:%s note: %zu more finding%s (%zu error%s) past the cap of %zu "
                           "per file were counted, not shown (--max-findings)\n",
                      bold, path, off, past, past == 1 ? "" : "s",
                      res->findings.dropped[GA_ERROR],
                      res->findings.dropped[GA_ERROR] == 1 ? "" : "s", res->findings.max);
    ga_buf_free(&bp);
    ga_buf_free(&bm);
    ga_buf_free(&br);
    ga_buf_free(&bn);
    ga_buf_free(&be);
    return 0;
}

static json_t *jstr(const char *s)
{
    return ga_json_text(s);
}

/* Appends o as one compact JSON line and drops it. */
static int emit(ga_buf *out, json_t *o)
{
    char *s = json_dumps(o, JSON_COMPACT | JSON_PRESERVE_ORDER);
    json_decref(o);
    if (!s)
        return GA_ENOMEM;
    ga_buf_puts(out, s);
    ga_buf_puts(out, "\n");
    free(s);
    return 0;
}

int ga_report_json(ga_buf *out, const ga_result *res)
{
    if (res->status) {
        const ga_error *e = &res->err;
        json_t *o = json_pack("{s:o,s:i,s:i,s:n,s:n,s:n,s:s,s:s,s:o,s:n}", "file",
                              ga_json_text(res->path), "line", e->line, "col", e->col, "game",
                              "seq", "player", "code", "input.unreadable", "severity", "error",
                              "message", ga_json_text(e->text), "rule");
        emit(out, o);
    }
    for (size_t i = 0; i < res->findings.n; i++) {
        const ga_finding *fd = &res->findings.v[i];
        int line, col;
        ga_finding_linecol(res, fd, &line, &col);
        json_t *rule = json_object();
        const ga_citation *c = &fd->cite;
        json_object_set_new(rule, "id", jstr(fd->rule ? fd->rule->id : NULL));
        json_object_set_new(rule, "page", jstr(c->page));
        if (c->page) {
            json_object_set_new(rule, "revision", jstr(c->revision));
            json_object_set_new(rule, "section", jstr(c->section));
            json_object_set_new(rule, "quote", jstr(c->quote));
            if (c->before_first)
                json_object_set_new(rule, "before_first_revision", json_true());
            if (c->missing)
                json_object_set_new(rule, "missing", json_true());
        } else {
            json_object_set_new(rule, "source", jstr(c->source));
        }
        json_t *o = json_object();
        json_object_set_new(o, "file", ga_json_text(res->path));
        json_object_set_new(o, "line", json_integer(line));
        json_object_set_new(o, "col", json_integer(col));
        json_object_set_new(o, "game", json_integer(fd->game ? fd->game : 1));
        json_object_set_new(o, "seq", json_integer(fd->seq));
        json_object_set_new(o, "player", jstr(fd->player));
        json_object_set_new(o, "code", json_string(fd->code));
        json_object_set_new(o, "severity", json_string(sev_name(fd->severity)));
        json_object_set_new(o, "message", ga_json_text(fd->message));
        if (fd->raw)
            json_object_set_new(o, "raw", ga_json_text(fd->raw));
        if (fd->context)
            json_object_set_new(o, "context", ga_json_text(fd->context));
        json_object_set_new(o, "rule", rule);
        emit(out, o);
    }
    return 0;
}

int ga_report_summary(ga_buf *out, const ga_totals *t, int json)
{
    if (json)
        return emit(out, json_pack("{s:{s:I,s:I,s:I,s:I,s:I,s:I,s:I}}", "summary", "files",
                                   (json_int_t)t->files, "games", (json_int_t)t->games, "moves",
                                   (json_int_t)t->moves, "errors", (json_int_t)t->errors,
                                   "warnings", (json_int_t)t->warnings, "unreadable",
                                   (json_int_t)t->unreadable, "not_shown", (json_int_t)t->capped));
    return ga_buf_printf(out,
                         "gameaudit: %ld file%s, %ld game%s, %ld move%s: %ld error%s, "
                         "%ld warning%s, %ld unreadable%s",
                         t->files, t->files == 1 ? "" : "s", t->games, t->games == 1 ? "" : "s",
                         t->moves, t->moves == 1 ? "" : "s", t->errors, t->errors == 1 ? "" : "s", t->warnings,
                         t->warnings == 1 ? "" : "s", t->unreadable, t->capped ? "" : "\n") ||
           (t->capped && ga_buf_printf(out, " (%ld past the per-file cap, not shown)\n",
                                       t->capped));
}

/* Writes attribute name = value made XML-safe (valid UTF-8, no control
 * character XML 1.0 refuses: they are shown as \xNN). */
static void xml_attr(xmlTextWriterPtr w, const char *name, const char *value, ga_buf *tmp)
{
    tmp->len = 0;
    if (ga_utf8_clean(tmp, value ? value : "", value ? strlen(value) : 0, 1) == 0)
        xmlTextWriterWriteAttribute(w, BAD_CAST name, BAD_CAST tmp->data);
}

static void xml_text(xmlTextWriterPtr w, const char *value, ga_buf *tmp)
{
    tmp->len = 0;
    if (ga_utf8_clean(tmp, value ? value : "", value ? strlen(value) : 0, 1) == 0)
        xmlTextWriterWriteString(w, BAD_CAST tmp->data);
}

/* Writes one <testcase> for game g of res (g == 0: the file as a whole):
 * an <error> for an unreadable file, a <failure> per error finding, and the
 * warnings in <system-out>, each with its file:line:col. */
static void junit_case(xmlTextWriterPtr w, const ga_result *res, int g)
{
    char name[64];
    ga_buf msg = {0}, tmp = {0}, warn = {0};
    snprintf(name, sizeof name, "game %d", g);
    xmlTextWriterStartElement(w, BAD_CAST "testcase");
    xml_attr(w, "classname", res->path, &tmp);
    xmlTextWriterWriteAttribute(w, BAD_CAST "name", BAD_CAST(g ? name : "input"));
    if (!g && res->status) {
        const ga_error *e = &res->err;
        if (e->line > 0)
            ga_buf_printf(&msg, "%s:%d:%d: %s", e->file[0] ? e->file : res->path, e->line,
                          e->col, e->text);
        else
            ga_buf_printf(&msg, "%s: %s", e->file[0] ? e->file : res->path, e->text);
        xmlTextWriterStartElement(w, BAD_CAST "error");
        xmlTextWriterWriteAttribute(w, BAD_CAST "type", BAD_CAST "input.unreadable");
        xml_attr(w, "message", msg.data, &tmp);
        xmlTextWriterEndElement(w);
    }
    for (size_t i = 0; i < res->findings.n; i++) {
        const ga_finding *fd = &res->findings.v[i];
        int fg = fd->game ? fd->game : 1;
        if ((g && fg != g) || (!g && fd->seq))
            continue;
        int line, col;
        ga_finding_linecol(res, fd, &line, &col);
        msg.len = 0;
        ga_buf_printf(&msg, "%s:%d:%d: %s", res->path, line, col, fd->message);
        if (fd->severity != GA_ERROR) {
            ga_buf_printf(&warn, "warning: %s [%s]\n", msg.data, fd->code);
            continue;
        }
        xmlTextWriterStartElement(w, BAD_CAST "failure");
        xmlTextWriterWriteAttribute(w, BAD_CAST "type", BAD_CAST fd->code);
        xml_attr(w, "message", msg.data, &tmp);
        if (fd->cite.quote)
            xml_text(w, fd->cite.quote, &tmp);
        else if (fd->cite.source)
            xml_text(w, fd->cite.source, &tmp);
        xmlTextWriterEndElement(w);
    }
    if (warn.len) {
        xmlTextWriterStartElement(w, BAD_CAST "system-out");
        xml_text(w, warn.data, &tmp);
        xmlTextWriterEndElement(w);
    }
    ga_buf_free(&msg);
    ga_buf_free(&tmp);
    ga_buf_free(&warn);
    xmlTextWriterEndElement(w);
}

int ga_report_junit(ga_buf *out, ga_result *const *res, size_t n, const ga_totals *t)
{
    xmlBufferPtr xb = xmlBufferCreate();
    xmlTextWriterPtr w = xb ? xmlNewTextWriterMemory(xb, 0) : NULL;
    if (!w) {
        xmlBufferFree(xb);
        return GA_ENOMEM;
    }
    char num[32];
    ga_buf tmp = {0};
    long tests = 0;
    for (size_t i = 0; i < n; i++)
        tests += res[i]->games + 1;
    xmlTextWriterSetIndent(w, 1);
    xmlTextWriterStartDocument(w, NULL, "UTF-8", NULL);
    xmlTextWriterStartElement(w, BAD_CAST "testsuites");
    xmlTextWriterWriteAttribute(w, BAD_CAST "name", BAD_CAST "gameaudit");
    snprintf(num, sizeof num, "%ld", tests);
    xmlTextWriterWriteAttribute(w, BAD_CAST "tests", BAD_CAST num);
    snprintf(num, sizeof num, "%ld", t->errors);
    xmlTextWriterWriteAttribute(w, BAD_CAST "failures", BAD_CAST num);
    snprintf(num, sizeof num, "%ld", t->unreadable);
    xmlTextWriterWriteAttribute(w, BAD_CAST "errors", BAD_CAST num);
    xmlTextWriterWriteAttribute(w, BAD_CAST "time", BAD_CAST "0");
    for (size_t i = 0; i < n; i++) {
        const ga_result *r = res[i];
        xmlTextWriterStartElement(w, BAD_CAST "testsuite");
        xml_attr(w, "name", r->path, &tmp);
        snprintf(num, sizeof num, "%ld", r->games + 1);
        xmlTextWriterWriteAttribute(w, BAD_CAST "tests", BAD_CAST num);
        snprintf(num, sizeof num, "%zu", ga_findings_count(&r->findings, GA_ERROR));
        xmlTextWriterWriteAttribute(w, BAD_CAST "failures", BAD_CAST num);
        xmlTextWriterWriteAttribute(w, BAD_CAST "errors", BAD_CAST(r->status ? "1" : "0"));
        xmlTextWriterWriteAttribute(w, BAD_CAST "skipped", BAD_CAST "0");
        xmlTextWriterWriteAttribute(w, BAD_CAST "time", BAD_CAST "0");
        junit_case(w, r, 0);
        for (long g = 1; g <= r->games; g++)
            junit_case(w, r, (int)g);
        xmlTextWriterEndElement(w);
    }
    xmlTextWriterEndElement(w);
    xmlTextWriterEndDocument(w);
    xmlFreeTextWriter(w);
    ga_buf_add(out, (const char *)xmlBufferContent(xb), (size_t)xmlBufferLength(xb));
    xmlBufferFree(xb);
    ga_buf_free(&tmp);
    return 0;
}
