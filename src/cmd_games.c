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

static json_t *game_json(const ga_game *g)
{
    ga_buf f = {0};
    ga_game_formats(g, &f);
    json_t *acts = json_array(), *checks = json_array();
    for (size_t i = 0; i < g->nactions; i++) {
        const ga_action *a = &g->actions[i];
        json_t *args = json_array();
        for (const ga_arg_spec *s = a->args; s && s->name; s++)
            json_array_append_new(args, json_pack("{s:s,s:s,s:b,s:s}", "name", s->name, "type",
                                                  ga_arg_type_name(s->type), "required", s->required,
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
                                                ga_severity_name(c->severity), "doc", c->doc, "rules",
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
        ga_game_formats(g, &fmts);
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
