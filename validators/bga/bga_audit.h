/* bga_audit.h — the generic Board Game Arena checks, shared by the "bga"
 * audit (validators/bga.c) and the per-game BGA engines (Gaia Project, …).
 * They read the normalized BGA stream (parsers/bga.c): event moves whose
 * action is the BGA event type, and one `result` move at the end of game.
 * Not installed. */
#ifndef GA_VALIDATORS_BGA_AUDIT_H
#define GA_VALIDATORS_BGA_AUDIT_H

#include "../../src/gameaudit.h"

/* The rules the checks cite (ga_game_bga.refs; page NULL, source set). */
enum { GA_BGA_RULE_RANKING, GA_BGA_RULE_PLAYERS, GA_BGA_RULE_LEDGER, GA_BGA_NRULES };
extern const ga_rule_ref ga_bga_refs[GA_BGA_NRULES];

/* Checks a `result` move on its own and against the table: every player of
 * h present, ranks following score then score_aux (players who conceded or
 * left ranked last), ties exactly where score and score_aux are equal.
 * Findings: bga.result.player-missing, bga.result.player-unknown (warning),
 * bga.result.score, bga.result.rank, bga.result.tie.  Returns 0 or GA_ENOMEM. */
int ga_bga_check_result(const ga_header *h, const ga_move *result, ga_findings *out);

/* Each player's score as the log states it: absolute totals (Gaia
 * args.player.score, Ark Nova args.score, any game's args.newScore) and
 * changes logged after them (Gaia notifyScore/notifyPass vp, Harmonies
 * points delta).  The table of shapes is in validators/bga.c. */
typedef struct ga_bga_ledger ga_bga_ledger;

/* game = the registry name the shapes are chosen by (may be NULL: only the
 * shapes every game shares).  *out owned by the caller. */
int ga_bga_ledger_new(ga_bga_ledger **out, const char *game);
void ga_bga_ledger_free(ga_bga_ledger *l);
/* Records the score an event move states.  Returns 0 or GA_ENOMEM. */
int ga_bga_ledger_apply(ga_bga_ledger *l, const ga_move *m);
/* Compares the `result` move's scores with the ledger: bga.score.ledger
 * for each player whose logged score differs.  Returns 0 or GA_ENOMEM. */
int ga_bga_ledger_check(const ga_bga_ledger *l, const ga_header *h, const ga_move *result,
                        ga_findings *out);
/* Appends "<player>: <score> (…)" lines to out. */
int ga_bga_ledger_dump(const ga_bga_ledger *l, ga_buf *out);

/* The whole generic audit (result checks, score ledger, unfilled
 * templates, a missing result): the replay driver (src/replay.c) runs it
 * beside every game's engine on a BGA log — new, apply on every event move,
 * finish at the end.  *out owned by the caller. */
typedef struct ga_bga_audit ga_bga_audit;
int ga_bga_audit_new(ga_bga_audit **out, const ga_header *h, ga_error *err);
int ga_bga_audit_apply(ga_bga_audit *a, const ga_move *m, ga_findings *out);
int ga_bga_audit_finish(ga_bga_audit *a, ga_findings *out);
int ga_bga_audit_dump(const ga_bga_audit *a, ga_buf *out);
void ga_bga_audit_free(ga_bga_audit *a);

#endif
