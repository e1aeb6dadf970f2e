/* cmd_games.c — `gameaudit games [GAME] [--example] [--format text|json]`:
 * the games and, for one game, its move vocabulary, its checks with their
 * finding codes and cited rules, the formats it reads and the real data it
 * was tested on — all from the registry.  validators/<game>/README.md holds
 * the same text between its games:begin/games:end markers (`make readmes`
 * writes it; `make check` diffs it). */
#include "cli.h"
#include "internal.h"

#include <stdlib.h>
#include <string.h>

/* Returns 1 when game g is read through format f: a format of its own, the
 * normalized stream, or a Board Game Arena format when g decodes BGA events. */
static int game_reads(const ga_game *g, const ga_format *f)
{
    if (f->game)
        return !strcmp(f->game, g->name);
    return strncmp(f->name, "bga", 3) != 0 || g->reads_bga;
}

static int formats_of(const ga_game *g, ga_buf *out)
{
    int rc = ga_buf_add(out, "", 0);
    for (size_t k = 0; k < ga_nformats && !rc; k++)
        if (game_reads(g, ga_formats[k]))
            rc = ga_buf_printf(out, "%s%s", out->len ? ", " : "", ga_formats[k]->name);
    return rc;
}

static const char *type_name(int t)
{
    static const char *const names[] = {
        [GA_ARG_INT] = "integer", [GA_ARG_NUM] = "number", [GA_ARG_STR] = "string",
        [GA_ARG_BOOL] = "boolean", [GA_ARG_ARRAY] = "array", [GA_ARG_OBJECT] = "object",
        [GA_ARG_ANY] = "any",
    };
    return t >= GA_ARG_INT && t <= GA_ARG_ANY ? names[t] : "?";
}

static const char *sev_name(int s)
{
    return s == GA_ERROR ? "error" : "warning";
}

/* Writes "Page §Section: \"phrase\"" or the published source of ref. */
static int rule_text(ga_buf *out, const ga_rule_ref *r)
{
    if (!r)
        return ga_buf_puts(out, "(cites no rule)");
    if (r->page)
        return ga_buf_printf(out, "%s §%s: \"%s\"%s%s", r->page, r->section ? r->section : "",
                             r->phrase ? r->phrase : "", r->at ? " (revision of " : "",
                             r->at ? r->at : "") ||
               (r->at && ga_buf_puts(out, ")"));
    return ga_buf_printf(out, "published rules: %s", r->source ? r->source : "");
}

int ga_game_describe(const ga_game *g, ga_buf *out)
{
    ga_buf f = {0};
    int rc = formats_of(g, &f);
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
                rc = ga_buf_printf(out, "      %-16s %-8s %-9s %s\n", s->name, type_name(s->type),
                                   s->required ? "required" : "optional", s->doc ? s->doc : "");
        }
    } else if (!rc) {
        rc = ga_buf_puts(out, "\nmove vocabulary: the events of the log as read (not checked)\n");
    }
    if (!rc && g->nchecks) {
        rc = ga_buf_puts(out, "\nchecks (finding code, severity: what; the rule cited):\n");
        for (size_t i = 0; i < g->nchecks && !rc; i++) {
            const ga_check_def *c = &g->checks[i];
            rc = ga_buf_printf(out, "  %s, %s: %s\n      ", c->code, sev_name(c->severity), c->doc);
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

static json_t *game_json(const ga_game *g)
{
    ga_buf f = {0};
    formats_of(g, &f);
    json_t *acts = json_array(), *checks = json_array();
    for (size_t i = 0; i < g->nactions; i++) {
        const ga_action *a = &g->actions[i];
        json_t *args = json_array();
        for (const ga_arg_spec *s = a->args; s && s->name; s++)
            json_array_append_new(args, json_pack("{s:s,s:s,s:b,s:s}", "name", s->name, "type",
                                                  type_name(s->type), "required", s->required,
                                                  "doc", s->doc ? s->doc : ""));
        json_array_append_new(acts, json_pack("{s:s,s:s,s:s,s:o}", "name", a->name, "who",
                                              a->who, "doc", a->doc, "args", args));
    }
    for (size_t i = 0; i < g->nchecks; i++) {
        const ga_check_def *c = &g->checks[i];
        json_t *rules = json_array();
        for (const int *r = &c->rule; r && *r >= 0 && (size_t)*r < g->nrefs;
             r = r == &c->rule ? c->also : r + 1) {
            json_array_append_new(rules, json_string(g->refs[*r].id));
            if (!c->also)
                break;
        }
        json_array_append_new(checks, json_pack("{s:s,s:s,s:s,s:o}", "code", c->code, "severity",
                                                sev_name(c->severity), "doc", c->doc, "rules",
                                                rules));
    }
    json_t *j = json_pack("{s:s,s:s,s:s,s:s,s:s,s:s,s:o,s:o}", "name", g->name, "title", g->title,
                          "wiki_page", g->wiki_page, "checks_summary", g->summary, "formats",
                          f.data ? f.data : "", "tested_on", g->tested_on ? g->tested_on : "",
                          "actions", acts, "checks", checks);
    ga_buf_free(&f);
    return j;
}

int cmd_games(int argc, char **argv)
{
    int json = 0, example = 0;
    const char *format = "text", *pos[1] = {NULL};
    size_t npos = 0;
    const ga_cli_opt table[] = {
        {"--format", NULL, &format, NULL},
        {"--example", NULL, NULL, &example},
        {NULL, NULL, NULL, NULL},
    };
    int rc = ga_cli_parse("games", argc, argv, 1, table, pos, 1, &npos);
    if (rc)
        return rc;
    if (strcmp(format, "text") && strcmp(format, "json"))
        return ga_cli_usage("games: --format is text or json");
    json = !strcmp(format, "json");
    const ga_game *one = NULL;
    if (npos && !(one = ga_game_find(pos[0])))
        return ga_cli_usage("games: no game \"%s\" (see `gameaudit games`)", pos[0]);
    if (example && !one)
        return ga_cli_usage("games: --example needs a GAME");
    ga_buf out = {0};
    if (example) {
        if (!one->example)
            return ga_cli_usage("games: %s has no example stream (its logs are BGA's)",
                                one->name);
        ga_buf_puts(&out, one->example);
        return ga_cli_finish_listing(&out, NULL);
    }
    if (one) {
        if (json)
            return ga_cli_finish_listing(&out, game_json(one));
        if (ga_game_describe(one, &out)) {
            ga_buf_free(&out);
            return 4;
        }
        return ga_cli_finish_listing(&out, NULL);
    }
    json_t *arr = json ? json_array() : NULL;
    for (size_t i = 0; i < ga_ngames; i++) {
        const ga_game *g = ga_games[i];
        ga_buf fmts = {0};
        formats_of(g, &fmts);
        if (arr)
            json_array_append_new(arr, json_pack("{s:s,s:s,s:s,s:s,s:s}", "name", g->name,
                                                 "title", g->title, "wiki_page", g->wiki_page,
                                                 "checks", g->summary, "formats", fmts.data));
        else
            ga_buf_printf(&out, "%-16s %s\n%-16s   checks: %s\n%-16s   formats: %s\n",
                          g->name, g->title, "", g->summary, "", fmts.data);
        ga_buf_free(&fmts);
    }
    return ga_cli_finish_listing(&out, arr);
}
