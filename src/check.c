/* check.c — one file audited: read, sniff, parse, replay, cite. */
#include "internal.h"

#include <stdlib.h>
#include <string.h>

typedef struct check_ctx {
    const ga_check_opts *opts;
    ga_result *res;
    ga_replay run;
} check_ctx;

const ga_game *ga_game_select(const ga_header *h, const char *game, const char *file,
                              ga_error *err)
{
    const char *name = game ? game : h->game;
    /* A Board Game Arena log (read from BGA, or a stream imported from one)
     * whose game is unknown or has no engine gets the generic audit
     * (result and score ledger), registered as "bga". */
    const ga_game *g = ga_game_find(name);
    if (!g && ga_header_is_bga(h))
        g = ga_game_find("bga");
    if (!g && !name)
        ga_error_setpos(err, GA_EINPUT, file, 1, 1,
                        "cannot tell which game this log is (use --game)");
    else if (!g)
        ga_error_setpos(err, GA_EINPUT, file, 1, 1,
                        "no engine for game \"%s\" (see `gameaudit games`)", name);
    return g;
}

static int on_header(void *vctx, const ga_header *h, ga_error *err)
{
    check_ctx *c = vctx;
    ga_header_clear(&c->res->header);
    if (ga_header_copy(&c->res->header, h))
        return ga_error_set(err, GA_ENOMEM, c->res->path, 0, "out of memory");
    int rc = ga_game_override_fits(h, c->opts->game, c->res->path, err);
    if (rc)
        return rc;
    if (c->opts->game && (!h->game || strcmp(h->game, c->opts->game) != 0) &&
        ga_game_find(c->opts->game)) {
        free(c->res->header.game);
        c->res->header.game = ga_strdup0(c->opts->game);
    }
    /* --rules-at judges the game by the rules of that date: the engine reads
     * it from the header, as it reads a stream's own "ruleset". */
    if (c->opts->rules_at) {
        free(c->res->header.ruleset);
        if (!(c->res->header.ruleset = ga_strdup0(c->opts->rules_at)))
            return ga_error_set(err, GA_ENOMEM, c->res->path, 0, "out of memory");
    }
    return ga_replay_start(&c->run, &c->res->header, c->opts->game, c->res->path,
                           c->opts->rules, err);
}

static int on_move(void *vctx, const ga_move *m, ga_error *err)
{
    check_ctx *c = vctx;
    c->res->moves++;
    if (m->game > c->res->games)
        c->res->games = m->game;
    return ga_replay_move(&c->run, m, c->res->path, &c->res->findings, err);
}

void ga_result_cite(ga_result *res, const ga_ruleset *rules, const char *rules_at)
{
    const char *date = rules_at ? rules_at
                       : res->header.ruleset ? res->header.ruleset
                                             : res->header.date;
    for (size_t i = 0; i < res->findings.n; i++) {
        ga_finding *fd = &res->findings.v[i];
        const ga_rule_ref *ref = fd->rule;
        if (!ref || fd->cite.page || fd->cite.source)
            continue;
        if (ref->page && rules) {
            ga_error e;
            if (ga_ruleset_cite(rules, ref, date, &fd->cite, &e) == 0)
                continue;
            ga_citation_clear(&fd->cite);
        }
        fd->cite.page = ga_strdup0(ref->page);
        fd->cite.section = ga_strdup0(ref->section);
        fd->cite.source = ga_strdup0(ref->source ? ref->source : "");
        fd->cite.missing = ref->page != NULL;
    }
}

int ga_check_file(const char *path, const ga_check_opts *opts, ga_result *res)
{
    memset(res, 0, sizeof *res);
    res->path = ga_strdup0(path);
    res->findings.max = opts->max_findings ? opts->max_findings : GA_MAX_FINDINGS_DEFAULT;
    check_ctx c = {.opts = opts, .res = res};
    ga_error *err = &res->err;
    int rc = ga_source_open(&res->src, path, err);
    if (rc)
        goto cleanup;
    const ga_format *fmt = NULL;
    if (opts->format) {
        fmt = ga_format_find(opts->format);
        if (!fmt) {
            rc = ga_error_set(err, GA_EUSAGE, path, 0, "unknown input format \"%s\"",
                              opts->format);
            goto cleanup;
        }
    } else if (!(fmt = ga_format_sniff(res->src))) {
        char why[256];
        ga_format_why_not(res->src, why, sizeof why);
        rc = ga_error_setpos(err, GA_EINPUT, path, 1, 1, "%s", why);
        goto cleanup;
    }
    ga_sink sink = {.ctx = &c, .header = on_header, .move = on_move};
    rc = fmt->parse(res->src, &sink, err);
    if (rc == 0 && !c.run.engine)
        rc = ga_error_setpos(err, GA_EINPUT, path, 1, 1, "no game found in the file");
    /* End-of-game checks only on a log read to its end: a file cut by an
     * input error would only add noise about the part never read. */
    if (c.run.engine && rc == 0) {
        int frc = ga_replay_finish(&c.run, &res->findings);
        if (frc && rc == 0)
            rc = ga_error_set(err, frc, path, 0, "engine %s failed at the end",
                              c.run.game->name);
    }
    if (res->games == 0 && res->moves > 0)
        res->games = 1;
    if (opts->rules)
        ga_result_cite(res, opts->rules, opts->rules_at);
cleanup:
    ga_replay_free(&c.run);
    if (rc && err->file[0] == '\0')
        snprintf(err->file, sizeof err->file, "%s", path);
    if (rc && err->line == 0 && res->src && err->offset <= res->src->len)
        ga_source_linecol(res->src, err->offset, &err->line, &err->col);
    res->status = rc;
    return rc;
}

void ga_result_clear(ga_result *res)
{
    if (!res)
        return;
    ga_source_free(res->src);
    free(res->path);
    ga_header_clear(&res->header);
    ga_findings_clear(&res->findings);
    memset(res, 0, sizeof *res);
}
