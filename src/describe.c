/* describe.c — a game as `gameaudit games GAME` and its README describe it:
 * the formats it reads, its vocabulary, its checks and the rules they cite. */
#include "internal.h"
#include "../parsers/wiki.h"

#include <string.h>

/* Returns 1 when game g is read through format f: a format of its own, the
 * normalized stream, or a Board Game Arena format when g decodes BGA events. */
static int game_reads(const ga_game *g, const ga_format *f)
{
    if (f->game)
        return !strcmp(f->game, g->name);
    return strncmp(f->name, "bga", 3) != 0 || g->reads_bga;
}

int ga_game_formats(const ga_game *g, ga_buf *out)
{
    int rc = ga_buf_add(out, "", 0);
    for (size_t k = 0; k < ga_nformats && !rc; k++)
        if (game_reads(g, ga_formats[k]))
            rc = ga_buf_printf(out, "%s%s", out->len ? ", " : "", ga_formats[k]->name);
    return rc;
}

const char *ga_arg_type_name(int t)
{
    static const char *const names[] = {
        [GA_ARG_INT] = "integer", [GA_ARG_NUM] = "number", [GA_ARG_STR] = "string",
        [GA_ARG_BOOL] = "boolean", [GA_ARG_ARRAY] = "array", [GA_ARG_OBJECT] = "object",
        [GA_ARG_ANY] = "any",
    };
    return t >= GA_ARG_INT && t <= GA_ARG_ANY ? names[t] : "?";
}

const char *ga_severity_name(int s)
{
    return s == GA_ERROR ? "error" : "warning";
}

/* Writes "Page §Section: \"phrase\"" or the published source of ref. */
static int rule_text(ga_buf *out, const ga_rule_ref *r)
{
    if (!r)
        return ga_buf_puts(out, "(cites no rule)");
    if (r->page) {
        /* a phrase "text#N" names the Nth occurrence of text: said in words */
        const char *ph = r->phrase ? r->phrase : "";
        int n = (int)ga_wiki_phrase_len(ph);
        int nth = ph[n] ? ph[n + 1] - '0' : 0;
        return ga_buf_printf(out, "%s §%s: \"%.*s\"", r->page, r->section ? r->section : "", n,
                             ph) ||
               (nth && ga_buf_printf(out, " (the %d%s time the section says it)", nth,
                                     nth == 2 ? "nd" : nth == 3 ? "rd" : "th")) ||
               (r->at && ga_buf_printf(out, " (revision of %s)", r->at));
    }
    return ga_buf_printf(out, "published rules: %s", r->source ? r->source : "");
}

int ga_game_describe(const ga_game *g, ga_buf *out)
{
    ga_buf f = {0};
    int rc = ga_game_formats(g, &f);
    rc = rc || ga_buf_printf(out, "%s: %s\n  rules page: %s", g->name, g->title,
                             g->wiki_page && *g->wiki_page ? g->wiki_page : "(none)");
    for (const char *const *m = g->more_pages; m && *m && !rc; m++)
        rc = ga_buf_printf(out, ", %s", *m);
    rc = rc || ga_buf_printf(out, "\n  checks: %s\n  formats: %s\n  tested on: %s\n", g->summary,
                             f.data, g->tested_on ? g->tested_on : "(not stated)");
    ga_buf_free(&f);
    if (!rc && g->actions) {
        rc = ga_buf_puts(out, "\nmove vocabulary (normalized stream: one JSON object a line, "
                              "{\"seq\",\"player\",\"action\",\"args\"}):\n");
        for (size_t i = 0; i < g->nactions && !rc; i++) {
            const ga_action *a = &g->actions[i];
            rc = ga_buf_printf(out, "  %s — %s (played by: %s)\n", a->name, a->doc, a->who);
            for (const ga_arg_spec *s = a->args; s && s->name && !rc; s++)
                rc = ga_buf_printf(out, "      %-16s %-8s %-9s %s\n", s->name, ga_arg_type_name(s->type),
                                   s->required ? "required" : "optional", s->doc ? s->doc : "");
        }
    } else if (!rc) {
        rc = ga_buf_puts(out, "\nmove vocabulary: the events of the log as read (not checked)\n");
    }
    if (!rc && g->nchecks) {
        rc = ga_buf_puts(out, "\nchecks (finding code, severity: what; the rule cited):\n");
        for (size_t i = 0; i < g->nchecks && !rc; i++) {
            const ga_check_def *c = &g->checks[i];
            rc = ga_buf_printf(out, "  %s, %s: %s\n      ", c->code, ga_severity_name(c->severity), c->doc);
            rc = rc || rule_text(out, c->rule >= 0 && (size_t)c->rule < g->nrefs ? &g->refs[c->rule]
                                                                               : NULL);
            for (const int *r = c->also; r && *r >= 0 && !rc; r++) {
                rc = ga_buf_puts(out, "\n      or ");
                rc = rc || rule_text(out, (size_t)*r < g->nrefs ? &g->refs[*r] : NULL);
            }
            rc = rc || ga_buf_puts(out, "\n");
        }
    }
    return rc ? GA_ENOMEM : 0;
}

