/* findings.c — the list of findings an engine reports. */
#include "internal.h"

#include <stdlib.h>
#include <string.h>

/* Frees what a finding owns. */
static void finding_free(ga_finding *fd)
{
    free(fd->code);
    free(fd->player);
    free(fd->raw);
    free(fd->message);
    free(fd->context);
    ga_citation_clear(&fd->cite);
    memset(fd, 0, sizeof *fd);
}

ga_finding *ga_findings_add(ga_findings *f, const ga_move *m, int severity, const char *code,
                            const ga_rule_ref *rule, const char *fmt, ...)
{
    int past = f->max && f->n >= f->max;
    if (past) {
        finding_free(&f->spare);
        if (severity >= 0 && severity < 3)
            f->dropped[severity]++;
        f->spare.severity = severity;
        f->spare.rule = rule;
        return &f->spare;
    }
    if (GA_GROW(f->v, f->cap, f->n + 1, 8))
        return NULL;
    ga_finding *fd = &f->v[f->n];
    memset(fd, 0, sizeof *fd);
    ga_buf msg = {0};
    va_list ap;
    va_start(ap, fmt);
    int rc = ga_buf_vprintf(&msg, fmt, ap);
    va_end(ap);
    fd->code = ga_strdup0(code);
    fd->message = ga_buf_detach(&msg);
    fd->severity = severity;
    fd->rule = rule;
    if (m) {
        fd->seq = m->seq;
        fd->game = m->game;
        fd->src = m->src;
        fd->player = ga_strdup0(m->player);
        fd->raw = ga_strdup0(m->raw);
    }
    if (rc || !fd->code || !fd->message) {
        free(fd->code);
        free(fd->message);
        free(fd->player);
        free(fd->raw);
        return NULL;
    }
    f->n++;
    return fd;
}

int ga_finding_set_context(ga_finding *fd, const char *text)
{
    free(fd->context);
    fd->context = ga_strdup0(text);
    return fd->context || !text ? 0 : GA_ENOMEM;
}

void ga_citation_clear(ga_citation *c)
{
    if (!c)
        return;
    free(c->page);
    free(c->revision);
    free(c->section);
    free(c->quote);
    free(c->source);
    memset(c, 0, sizeof *c);
}

void ga_findings_clear(ga_findings *f)
{
    if (!f)
        return;
    for (size_t i = 0; i < f->n; i++)
        finding_free(&f->v[i]);
    finding_free(&f->spare);
    free(f->v);
    memset(f, 0, sizeof *f);
}

size_t ga_findings_count(const ga_findings *f, int severity)
{
    size_t n = severity >= 0 && severity < 3 ? f->dropped[severity] : 0;
    for (size_t i = 0; i < f->n; i++)
        n += f->v[i].severity == severity;
    return n;
}
