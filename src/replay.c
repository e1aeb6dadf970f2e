/* replay.c — the one replay driver: select a game's engine for a log,
 * check each move against its vocabulary, apply, finish.  `check`
 * (src/check.c) and `replay` (src/cmd_check.c) both go through it. */
#include "internal.h"
#include "../validators/bga/bga_audit.h"

#include <string.h>

int ga_game_override_fits(const ga_header *h, const char *game, const char *file,
                          ga_error *err)
{
    /* The generic BGA audit fits every BGA log; a log whose game the reader
     * could not tell takes any engine (its vocabulary check then decides). */
    if (!game || !h->game || !strcmp(h->game, game) ||
        (!strcmp(game, "bga") && ga_header_is_bga(h)))
        return 0;
    return ga_error_setpos(err, GA_EINPUT, file, 1, 1,
                           "--game %s does not fit this log: it is a log of %s (read as %s)", game,
                           h->game, h->format ? h->format : "?");
}

int ga_replay_start(ga_replay *r, const ga_header *h, const char *game, const char *file,
                    const ga_ruleset *rules, ga_error *err)
{
    memset(r, 0, sizeof *r);
    r->game = ga_game_select(h, game, file, err);
    if (!r->game)
        return err->code;
    r->bga = ga_header_is_bga(h);
    /* Every BGA log gets the generic audit (result[], score ledger); the
     * "bga" engine is that audit itself. */
    int rc = 0;
    if (r->bga && strcmp(r->game->name, "bga") && (rc = ga_bga_audit_new(&r->audit, h, err)))
        return rc;
    rc = r->game->new(&r->engine, h, rules, err);
    if (rc) {
        r->engine = NULL;
        r->failed = 1;
        if (!err->file[0])
            snprintf(err->file, sizeof err->file, "%s", file ? file : "");
    }
    return rc;
}

int ga_replay_move(ga_replay *r, const ga_move *m, const char *file, ga_findings *out,
                   ga_error *err)
{
    if (!r->engine)
        return 0;
    if (!r->bga) {
        int rc = ga_game_check_move(r->game, m, file, err);
        if (rc)
            return rc;
    }
    int rc = r->audit ? ga_bga_audit_apply(r->audit, m, out) : 0;
    if (!rc)
        rc = r->game->apply(r->engine, m, out);
    if (rc)
        return ga_error_set(err, rc, file, m->src.offset, "engine %s failed on move %ld",
                            r->game->name, m->seq);
    return 0;
}

int ga_replay_finish(ga_replay *r, ga_findings *out)
{
    if (!r->engine || r->failed)
        return 0;
    int rc = r->game->finish(r->engine, out);
    return rc ? rc : r->audit ? ga_bga_audit_finish(r->audit, out) : 0;
}

void ga_replay_free(ga_replay *r)
{
    if (r->engine)
        r->game->free(r->engine);
    ga_bga_audit_free(r->audit);
    memset(r, 0, sizeof *r);
}
