/* troops.c — Memoir '44's special units and scenario rules: the traits of
 * the TROOPS, SPECIAL WEAPONS ASSETS and NATIONS entries (m44_troops,
 * rules.c, from tests/memoir44/troops.py) as a unit's moves, battles, hits,
 * retreats and medals meet them, and the ACTIONS rules a scenario puts in
 * effect (setup.rules, the scenario's options); engine.c calls these where
 * its own rules apply. */
#include "../../src/internal.h"
#include "engine.h"
#include "rules.h"

#include <stdlib.h>
#include <string.h>

/* The trait of a kind a unit has (its marker first, then its weapon, its
 * troop, its nation); v0 >= -9: only a trait whose first value is v0. */
const m44_trait *m44_trait_v(const unit *u, int kind, int v0)
{
    int bit = u->cls == M44_INF ? 1 : u->cls == M44_ARM ? 2 : 4;
    for (int s = 0; s < 10; s++) {
        const m44_troop *t = s < 5 ? u->mark[s] : u->src[s - 5];
        for (int i = 0; t && i < t->ntraits; i++) {
            const m44_trait *x = &t->traits[i];
            if (x->kind == kind && (!x->cls || (x->cls & bit)) && (v0 < -9 || x->v[0] == v0))
                return x;
        }
    }
    return NULL;
}

const m44_trait *m44_trait_of(const unit *u, int kind)
{
    return m44_trait_v(u, kind, -99);
}

/* The name a special unit is known by: its weapon, troop or marker. */
static const char *troop_name(const unit *u)
{
    return u->src[1] ? u->src[1]->name : u->src[2] ? u->src[2]->name : u->src[0] ? u->src[0]->name
                                                                                : NULL;
}

/* A unit in words: its special entry, else its nation's, else its class. */
const char *m44_who(const unit *u)
{
    const char *n = troop_name(u);
    return n ? n : u->src[3] ? u->src[3]->name : u->cls == M44_INF ? "infantry" : u->cls == M44_ARM ? "armor"
                                                                                             : "artillery";
}

/* A unit of the Imperial Japanese Army. */
int m44_japanese(const unit *u)
{
    return u->src[3] == &m44_troops[M44_TR_IMPERIAL_JAPANESE_ARMY];
}

/* A trait of one entry, whoever has it. */
const m44_trait *m44_entry_trait(int troop, int kind)
{
    const m44_troop *t = &m44_troops[troop];
    for (int i = 0; i < t->ntraits; i++)
        if (t->traits[i].kind == kind)
            return &t->traits[i];
    return NULL;
}

/* A camouflaged unit that moves or battles loses its camouflage. */
void m44_uncover(unit *u)
{
    for (int q = 0; q < 5; q++)
        if (u->mark[q] == &m44_troops[M44_TR_CAMOUFLAGE])
            u->mark[q] = NULL;
}

/* Combat engineers that removed the wire they stand in: they battle out at -1. */
int m44_wire_cut(const unit *u)
{
    return u->removed && u->removed_what && !strcmp(u->removed_what, "Wire") && m44_trait_of(u, M44_X_WIRE);
}

/* The units a tactic card orders (its text; the page does not state it):
 * how many, of which class (0 any) -- with none of that class, 1 unit of
 * the player's choice; US Marines one more. */
int m44_order_tactic(ga_engine *e, const ga_move *m, ga_findings *out)
{
    int n, cls = 0;
    switch (e->card) {
    case C_HQ: n = 4; break;
    case C_FIREFIGHT: n = 4; break;
    case C_MOVEOUT: case C_DIGIN: n = 4; cls = M44_INF; break;
    case C_ARMOR_ASSAULT: n = 4; cls = M44_ARM; break;
    case C_BEHIND: n = 1; cls = M44_INF; break;
    default: return 0;
    }
    int side = -1, count = 0, wrong = 0, have = 0, marines = 0;
    for (int i = 0; i < e->nu; i++)
        if (e->u[i].ordered && e->u[i].alive)
            side = e->u[i].side;
    if (side < 0)
        return 0;
    const m44_trait *mt = NULL;
    for (int i = 0; i < e->nu; i++) {
        const unit *u = &e->u[i];
        if (!u->alive || u->side != side)
            continue;
        have |= !cls || u->cls == cls;
        if (!mt && (mt = u->src[3] ? m44_trait_v(u, M44_X_ORDER, 3) : NULL))
            marines = 1;
        if (u->ordered) {
            count++;
            wrong += cls && u->cls != cls;
        }
    }
    if (!have)
        n = 1, cls = 0, wrong = 0; /* none of that class: 1 unit of the player's choice */
    if (e->card == C_FIREFIGHT)
        for (int i = 0; i < e->nu; i++)
            for (int j = 0; j < e->nu && e->u[i].ordered && e->u[i].alive; j++)
                if (e->u[j].alive && e->u[j].side != e->u[i].side &&
                    m44_hex_dist(e->u[i].x, e->u[i].y, e->u[j].x, e->u[j].y) == 1) {
                    char b[8];
                    return m44_report_rule(out, m, "memoir44.order.tactic", R_TACTIC,
                                           "Firefight orders %s unit %d in %s, next to enemy unit %d",
                                           m44_who(&e->u[i]), e->u[i].id, m44_label(e->u[i].x, e->u[i].y, b),
                                           e->u[j].id);
                }
    n += marines;
    if (count <= n && !wrong)
        return 0;
    return m44_report_rule(out, m, "memoir44.order.tactic", count > n && marines ? mt->rule : R_TACTIC,
                           "%d unit(s) ordered by the tactic card%s; it orders %d%s%s", count,
                           wrong ? ", not all of its class" : "", n,
                           cls == M44_INF   ? " infantry"
                           : cls == M44_ARM ? " armor"
                                            : "",
                           marines ? " (US Marines: one more)" : "");
}

/* kind: 0 move, 1 retreat, 2 take ground */
/* Ships and units in a landing craft: the ocean's rules for ground units
 * (one hex in, no battle from it, no retreat onto it) are not theirs. */
int m44_naval(const unit *u, const m44_tdef *d)
{
    return d == &m44_tdefs[M44_TD_OCEANS] && (m44_trait_of(u, M44_X_OCEAN) || m44_trait_of(u, M44_X_LCSTART));
}

/* Where a special unit may step: ships on ocean hexes and never next to a
 * beach, landing craft never onto hedgehogs, trains along the tracks. */
int m44_troop_step(ga_engine *e, const ga_move *m, const unit *u, int x, int y, ga_findings *out)
{
    static const int nb[6][2] = {{2, 0}, {-2, 0}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
    const m44_trait *t;
    char b[8], b2[8];
    const char *who = troop_name(u);
    if (!who || !m44_on_board(x, y))
        return 0;
    if ((t = m44_trait_of(u, M44_X_OCEAN)) && !m44_hex_has(e, x, y, M44_TD_OCEANS))
        return m44_report_rule(out, m, "memoir44.troops.ocean", t->rule,
                               "%s unit %d moves onto %s (%s), not an ocean hex", who, u->id,
                               m44_label(x, y, b), m44_td_name(m44_tdef_of(e->ter[y][x])));
    if ((t = m44_trait_of(u, M44_X_BEACH)))
        for (int d = 0; d < 6; d++)
            if (m44_hex_has(e, x + nb[d][0], y + nb[d][1], M44_TD_BEACHES))
                return m44_report_rule(out, m, "memoir44.troops.beach", t->rule,
                                   "%s unit %d moves to %s, next to the beach at %s", who, u->id,
                                   m44_label(x, y, b), m44_label(x + nb[d][0], y + nb[d][1], b2));
    if ((t = m44_trait_of(u, M44_X_HEDGEHOG)) && m44_hex_has(e, x, y, M44_TD_HEDGEHOGS))
        return m44_report_rule(out, m, "memoir44.troops.hedgehog", t->rule,
                               "unit %d moves its landing craft onto the hedgehogs at %s", u->id,
                               m44_label(x, y, b));
    if ((t = m44_trait_of(u, M44_X_RAIL)) && !m44_hex_has(e, x, y, M44_TD_RAILROAD_TRACKS) &&
        !m44_hex_has(e, x, y, M44_TD_RAILROAD_BRIDGES) && !m44_hex_has(e, x, y, M44_TD_RAILROAD_STATION))
        return m44_report_rule(out, m, "memoir44.troops.rail", t->rule,
                               "%s unit %d moves off the tracks to %s (%s)", who, u->id, m44_label(x, y, b),
                               m44_td_name(m44_tdef_of(e->ter[y][x])));
    return 0;
}

/* A special unit's dice at distance d (0 out of range), -1 when its entry
 * gives none; *why gets the trait: the dice when it moved or did not, else
 * its dice by range. */
int m44_troop_dice(const unit *a, int d, const m44_trait **why)
{
    const m44_trait *t = a->steps > 0 ? m44_trait_of(a, M44_X_DICE_MOVED) : m44_trait_of(a, M44_X_DICE_STILL);
    if (!t)
        t = m44_trait_of(a, M44_X_DICE);
    if (why)
        *why = t;
    if (!t)
        return -1;
    return d >= 1 && d <= 8 ? t->v[d - 1] : 0;
}

int m44_troop_range(const m44_trait *t)
{
    int r = 0;
    for (int i = 0; i < 8; i++)
        if (t->v[i] > 0)
            r = i + 1;
    return r;
}

/* Whether a's terrain reductions do not apply (its entry ignores them at
 * this distance, or the target's entry never benefits from them): the
 * trait that says so, else NULL. */
const m44_trait *m44_no_terrain(const unit *a, const unit *t, int d)
{
    const m44_trait *x = m44_trait_of(a, M44_X_NOTERRAIN);
    if (x && (x->v[0] == 1 || (x->v[0] == 2 && d == 1) || (x->v[0] == 3 && a->steps == 0)))
        return x;
    return m44_trait_of(t, M44_X_UNPROTECTED);
}

int m44_ignores_los(const unit *a)
{
    const m44_trait *x = m44_trait_of(a, M44_X_NOLOS);
    return x && (x->v[0] == 1 || (x->v[0] == 3 && a->steps == 0));
}

/* What a special unit's entry says of its battling: units that never
 * battle (or not in a landing craft, nor the turn they land, nor after a
 * re-supply), the hexes it may move and still battle, the minefield an
 * engineer must clear, a target it may not pick.  *decided: the entry
 * decides the after-move rule (the standard infantry and artillery rules
 * do not apply).  Returns 0 or an error. */
int m44_troop_battle(ga_engine *e, const ga_move *m, unit *a, const unit *t, ga_findings *out,
                        int *decided)
{
    char b1[8], b2[8];
    const m44_trait *x;
    int rc = 0;
    if ((x = m44_trait_of(a, M44_X_NOBATTLE)) ||
        (a->landed && (x = m44_entry_trait(M44_TR_LANDING_CRAFT_LC, M44_X_NOBATTLE))))
        rc = m44_report_rule(out, m, "memoir44.troops.battle", x->rule, "%s unit %d in %s battles%s",
                             m44_who(a), a->id, m44_label(a->x, a->y, b1),
                             a->landed ? " the turn it landed" : "");
    else if (a->aboard && (x = m44_entry_trait(M44_TR_SUPPLY_TRAINS, M44_X_ONBOARD)))
        rc = m44_report_rule(out, m, "memoir44.troops.train", x->rule, "%s unit %d battles from its train", m44_who(a),
                             a->id);
    else if (a->off_train && (e->rules & M44_RULE_SUPPLY_TRAIN))
        rc = m44_report_rule(out, m, "memoir44.actions.supply-train", RA_TRAIN_STILL,
                             "%s unit %d battles the turn it left its train", m44_who(a), a->id);
    else if ((x = m44_trait_of(a, M44_X_WAGON)) && a->fig0 - a->figs >= x->v[0])
        rc = m44_report_rule(out, m, "memoir44.troops.wagon", x->rule,
                             "%s unit %d fires with %d hit(s) taken: its wagon and the artillery on it are gone",
                             m44_who(a), a->id, a->fig0 - a->figs);
    else if ((x = m44_trait_of(a, M44_X_MINES)) && m44_hex_has(e, a->x, a->y, M44_TD_MINEFIELDS))
        rc = m44_report_rule(out, m, "memoir44.troops.battle", x->rule,
                             "%s unit %d battles from the minefield at %s instead of clearing it", m44_who(a),
                             a->id, m44_label(a->x, a->y, b1));
    else if (a->bridged && (x = m44_trait_of(a, M44_X_ABRIDGE)))
        rc = m44_report_rule(out, m, "memoir44.troops.assault-bridge", x->rule,
                             "%s unit %d in %s placed a bridge this turn and battles", m44_who(a), a->id,
                             m44_label(a->x, a->y, b1));
    else if (a->resupplied == 1 && (x = m44_trait_of(a, M44_X_RESUPPLY)) &&
             x->rule != RX_SUPPLY_TRUCKS_RESUPPLY_4)
        rc = m44_report_rule(out, m, "memoir44.troops.resupply", x->rule,
                         "%s unit %d in %s re-supplied a unit this turn and battles", m44_who(a), a->id,
                         m44_label(a->x, a->y, b1));
    else if (a->resupplied)
        rc = m44_report(e, out, m, "memoir44.actions.resupply-battle",
                        "%s unit %d in %s battles the turn it %s", m44_who(a), a->id,
                        m44_label(a->x, a->y, b1),
                        a->resupplied == 1 ? "re-supplied a unit" : "was re-supplied");
    else if ((x = m44_trait_of(t, M44_X_CLOSEONLY)) && m44_hex_dist(a->x, a->y, t->x, t->y) > 1)
        rc = m44_report_rule(out, m, "memoir44.troops.target", x->rule,
                             "%s unit %d in %s fires at the camouflaged unit %d in %s, %d hexes away",
                             m44_who(a), a->id, m44_label(a->x, a->y, b1), t->id, m44_label(t->x, t->y, b2),
                             m44_hex_dist(a->x, a->y, t->x, t->y));
    else if ((x = m44_trait_of(a, M44_X_NOARMOR)) && t->cls == M44_ARM)
        rc = m44_report_rule(out, m, "memoir44.troops.target", x->rule,
                             "%s unit %d in %s targets armor unit %d in %s", m44_who(a), a->id,
                             m44_label(a->x, a->y, b1), t->id, m44_label(t->x, t->y, b2));
    else
        goto moved;
    return rc;
moved:;
    int dist = m44_hex_dist(a->x, a->y, t->x, t->y);
    if ((x = m44_trait_of(a, M44_X_MOVE))) {
        if (x->v[0] < 0)
            rc = m44_report_rule(out, m, "memoir44.troops.battle", x->rule,
                                 "%s unit %d in %s battles; it may not", m44_who(a), a->id,
                                 m44_label(a->x, a->y, b1));
        else if (a->steps > x->v[0] && e->card != C_BEHIND)
            rc = m44_report_rule(
                out, m, "memoir44.troops.battle", x->rule,
                "%s unit %d battles after moving %d hex(es) this turn; it may move %d and battle", m44_who(a),
                a->id, a->steps, x->v[0]);
        *decided = 1;
        return rc;
    }
    if ((x = m44_trait_of(a, M44_X_ASSAULT)) && a->steps <= x->v[0] && !(a->flags & M44_F_SPECIAL) &&
        a->steps >= (e->card == C_INF_ASSAULT ? 3 : 2) && e->card != C_BEHIND) {
        /* infantry that may move further to close assault */
        if (dist > 1)
            rc = m44_report_rule(
                out, m, "memoir44.troops.battle", x->rule,
                "%s unit %d moves %d hexes and fires at %s, %d hexes away: only a close assault "
                "may follow such a move",
                m44_who(a), a->id, a->steps, m44_label(t->x, t->y, b2), dist);
        *decided = 1;
        return rc;
    }
    return 0;
}

/* Whether a unit's extra dice apply to this battle: always (v1 0), in close
 * assault at full strength (1), in close assault on a bunker (2). */
int m44_plus_applies(const ga_engine *e, const m44_trait *x, const unit *a, const unit *t, int dist)
{
    return x->v[1] == 0 || (x->v[1] == 1 && dist == 1 && a->figs == a->fig0) ||
           (x->v[1] == 2 && dist == 1 && m44_hex_has(e, t->x, t->y, M44_TD_BUNKERS));
}

/* The sentence of a special unit's entry that explains a roll of nd dice
 * where want were due (a modifier the roll left out or applied where it
 * does not hold, else the entry's dice by range); -1 when no entry of the
 * attacker or the target has a say in its dice. */
int m44_troop_dice_rule(const ga_engine *e, const unit *a, const unit *t, int dist, int nd, int want)
{
    const m44_tdef *w;
    const m44_trait *x, *dt = NULL;
    int red = m44_terrain_reduction(e, a, t, &w);
    if ((x = m44_trait_of(a, M44_X_WIRE)) && m44_wire_cut(a) && nd == want + 1)
        return x->rule;
    if ((x = m44_trait_of(a, M44_X_ZERO))) {
        if (t->zeroed && nd == want - 1)
            return x->rule;
        if (t->zeroed && nd == want + 1 && (x = m44_trait_of(a, M44_X_ZCUM)))
            return x->rule;
        if (!t->zeroed && nd == want + 1 && (x = m44_trait_of(a, M44_X_ZPLACE)))
            return x->rule;
    }
    if ((x = m44_trait_of(a, M44_X_PLUS)) && m44_plus_applies(e, x, a, t, dist) && nd == want - x->v[0])
        return x->rule;
    if ((x = m44_no_terrain(a, t, dist)) && red > 0 && nd == want - red)
        return x->rule;
    if ((x = m44_trait_of(a, M44_X_CAP)) && dist == 1 && red > x->v[0] && nd == want - (red - x->v[0]))
        return x->rule;
    if (m44_troop_dice(a, dist, &dt) >= 0)
        return dt->rule;
    /* a modifier of the entry that does not explain the difference: the
     * dice by range of the standard rules decide */
    return -1;
}

int m44_troop_dice_finding(const ga_engine *e, const ga_move *m, const unit *a, const unit *t, int dist,
                              int nd, int want, ga_findings *out)
{
    char b1[8], b2[8];
    const m44_tdef *w;
    (void)m44_terrain_reduction(e, a, t, &w);
    return m44_report_rule(out, m, "memoir44.troops.dice", m44_troop_dice_rule(e, a, t, dist, nd, want),
                           "%s unit %d in %s%s rolls %d dice at %s unit %d in %s (%s%s) %d hex(es) away; %d "
                           "expected",
                           m44_who(a), a->id, m44_label(a->x, a->y, b1), a->steps ? " (moved)" : "", nd,
                           m44_who(t), t->id, m44_label(t->x, t->y, b2), m44_td_name(w),
                           t->zeroed ? ", zeroed in" : "", dist, want < 0 ? 0 : want);
}

/* The flags a special unit may, must or must not ignore (its entry, its
 * nation, the attacker's incendiary shells); *may_ignore is updated for
 * the standard check that follows (which then finds nothing more). */
int m44_troop_flags(ga_engine *e, const attack *A, const unit *a, const unit *t, int flags,
                       const m44_tdef *ign, int *may_ignore, ga_findings *out)
{
    char b[8];
    int answered = A->steps + A->blocked;
    const m44_trait *x;
    if (a && (x = m44_trait_of(a, M44_X_NOIGNORE)) && answered < flags) {
        *may_ignore = flags; /* reported here */
        return m44_report_rule(
            out, &A->mv, "memoir44.troops.flags", x->rule,
            "%s unit %d in %s answers %d of %d flag(s) rolled by %s unit %d, whose flags cannot be "
            "ignored",
            m44_who(t), t->id, m44_label(A->tx, A->ty, b), answered, flags, m44_who(a), a->id);
    }
    int ctx =
        (e->ter[A->ty][A->tx] == M44_TD_CAVES_ON_HILLS || e->ter[A->ty][A->tx] == M44_TD_CAVES_ON_MOUNTAINS)
            ? 2
        : ign ? 1
              : 0;
    if ((x = m44_trait_v(t, M44_X_MUST, ctx)) || (x = m44_trait_v(t, M44_X_MUST, 0))) {
        int must = x->v[1] > flags ? flags : x->v[1];
        if (answered > flags - must) {
            *may_ignore = flags; /* reported here */
            return m44_report_rule(
                out, &A->mv, "memoir44.troops.flags",
                ctx == 2 && e->ter[A->ty][A->tx] == M44_TD_CAVES_ON_MOUNTAINS ? RT_CAVES_MOUNTAINS_FLAGS
                                                                              : x->rule,
                "%s unit %d in %s (%s) answers %d of %d flag(s); it must ignore %s", m44_who(t), t->id,
                m44_label(A->tx, A->ty, b), m44_td_name(ign), answered, flags,
                x->v[1] >= 9   ? "all"
                : x->v[1] == 2 ? "2"
                               : "1");
        }
        if (must > *may_ignore)
            *may_ignore = must;
        return 0;
    }
    if ((x = m44_trait_of(t, M44_X_IGNORE))) {
        int was = *may_ignore;
        *may_ignore = flags; /* reported here, if at all */
        if (answered < flags - was - x->v[0])
            return m44_report_rule(out, &A->mv, "memoir44.troops.flags", x->rule,
                                   "%s unit %d in %s answers %d of %d flag(s); it may ignore %d", m44_who(t),
                                   t->id, m44_label(A->tx, A->ty, b), answered, flags, was + x->v[0]);
    }
    return 0;
}

/* The hits a roll scores on a special unit, or with a special attacker's
 * stars: the entry whose sentence explains the difference is cited. */
int m44_troop_hits(ga_engine *e, const attack *A, const unit *a, const unit *t, int hits,
                      const m44_trait *st, const m44_trait *gr, ga_findings *out)
{
    (void)e;
    int want = hits < A->figs_before ? hits : A->figs_before;
    int got = A->dmg < A->figs_before ? A->dmg : A->figs_before;
    if (want == got)
        return 0;
    int nstar = 0, nsym = 0;
    for (int i = 0; i < A->nd; i++) {
        nstar += A->faces[i] == 4;
        nsym += (A->faces[i] == 0 && t->cls == M44_INF) || (A->faces[i] == 1 && t->cls == M44_ARM);
    }
    const m44_trait *why = m44_trait_of(t, M44_X_CLASS);
    if (st && nstar && got < want)
        why = st; /* the stars that hit were not counted */
    else if (gr && got > want)
        why = gr; /* symbols counted on a unit only grenades hit */
    else if (!why)
        why = st ? st : gr;
    return m44_report_rule(out, &A->mv, "memoir44.troops.hits", why->rule,
                           "the dice score %d hit(s) on %s unit %d (%s, %d figure(s))%s; %d logged", hits,
                           m44_who(t), t->id, m44_cls_name(t->cls), A->figs_before,
                           st   ? (a ? ", stars of this attacker hitting" : "")
                           : gr ? ", grenades only"
                                : "",
                           A->dmg);
}

/* A re-supply (Re-supply rules; half-tracks, supply trucks): n figures go
 * from the ordered vehicle to a weakened adjacent friendly unit, at no
 * medal cost; neither battles this turn. */
int m44_resupply(ga_engine *e, const ga_move *m, long long sid, long long tid, long long n, ga_findings *out)
{
    unit *s = m44_unit_by_id(e, sid), *t = m44_unit_by_id(e, tid);
    char b1[8], b2[8];
    if (!s || !s->alive || !t || !t->alive || n < 1 || n > 9)
        return m44_report(e, out, m, "memoir44.actions.resupply-who",
                          "re-supply of unit %lld by unit %lld: %s", tid, sid,
                          n < 1 || n > 9 ? "no figure given" : "not both on the board");
    int rc = 0;
    const m44_trait *x = m44_trait_of(s, M44_X_RESUPPLY);
    if (x && !s->ordered)
        rc = m44_report_rule(out, m, "memoir44.troops.resupply", x->rule,
                         "%s unit %d in %s re-supplies unit %d without being ordered", m44_who(s), s->id,
                         m44_label(s->x, s->y, b1), t->id);
    else if (!x || t->side != s->side ||
        m44_hex_dist(s->x, s->y, t->x, t->y) != 1 || t->figs >= t->fig0)
        rc = m44_report(e, out, m, "memoir44.actions.resupply-who",
                        "%s unit %d in %s re-supplies %s unit %d in %s: %s", m44_who(s), s->id,
                        m44_label(s->x, s->y, b1), m44_who(t), t->id, m44_label(t->x, t->y, b2),
                        !x                   ? "it has no re-supply ability"
                        : t->side != s->side ? "not a friendly unit"
                        : t->figs >= t->fig0 ? "the unit is not weakened"
                                             : "not an adjacent unit");
    else if (t->figs + n > t->fig0)
        rc = m44_report(e, out, m, "memoir44.actions.resupply-max",
                        "%s unit %d in %s is given %lld figure(s) with %d of %d: more than it started with",
                        m44_who(t), t->id, m44_label(t->x, t->y, b2), n, t->figs, t->fig0);
    else if (n > s->figs)
        rc = m44_report(e, out, m, "memoir44.actions.resupply-swap",
                        "%s unit %d gives %lld figure(s) and has %d: figures are exchanged 1 for 1",
                        m44_who(s), s->id, n, s->figs);
    /* follow the log */
    t->figs += (int)n;
    if (t->figs > t->fig0)
        t->figs = t->fig0;
    s->figs -= (int)n;
    if (s->figs <= 0) {
        s->figs = 0;
        s->alive = 0;
        s->exchanged = 1;
    }
    s->resupplied = 1;
    t->resupplied = 2;
    return rc;
}

/* Night Attacks: the allied player's visibility roll (4 dice, each Star
 * one step toward full daylight, 6). */
int m44_night_roll(ga_engine *e, const ga_move *m, int player, const int *faces, int nd, ga_findings *out)
{
    int stars = 0, rc = 0;
    for (int i = 0; i < nd; i++)
        stars += faces[i] == 4;
    int side = player >= 0 ? e->side_of[player] : -1;
    if (!(e->rules & M44_RULE_NIGHT))
        rc = m44_report(e, out, m, "memoir44.actions.night-roll",
                        "a visibility roll, but Night Attacks are not in effect");
    else if (e->visibility >= 6)
        rc = m44_report_rule(out, m, "memoir44.actions.night-roll", RA_NIGHT_DAY,
                         "a visibility roll after full daylight was reached: the chart is set aside");
    else if (nd != 4 || side != M44_ALLIES)
        rc = m44_report(e, out, m, "memoir44.actions.night-roll",
                        "a visibility roll of %d dice by the %s: 4 allied dice", nd,
                        side < 0 ? "unknown side" : m44_side_name(side));
    e->visibility += stars;
    if (e->visibility > 6)
        e->visibility = 6;
    return rc;
}

/* Hospital or Oasis Recovery: an ordered infantry unit with no enemy next
 * to it rolls (6 dice in a hospital; in an oasis one a command card held)
 * and gets a figure back for each die showing its symbol or a Star, never
 * above its starting figures; it does not move or battle that turn. */
int m44_recover(ga_engine *e, const ga_move *m, long long id, const int *faces, int nd, long long n,
                   ga_findings *out)
{
    unit *u = m44_unit_by_id(e, id);
    char b[8];
    int hosp = (e->rules & M44_RULE_HOSPITAL) != 0;
    if (!u || !u->alive || n < 0 || n > 9)
        return m44_report(e, out, m, "memoir44.actions.recovery",
                          "recovery of unit %lld, which is not on the board", id);
    int enemy = 0;
    for (int i = 0; i < e->nu; i++)
        enemy |=
            e->u[i].alive && e->u[i].side != u->side && m44_hex_dist(u->x, u->y, e->u[i].x, e->u[i].y) == 1;
    int match = 0;
    for (int i = 0; i < nd; i++)
        match +=
            faces[i] == 4 || (faces[i] == 0 && u->cls == M44_INF) || (faces[i] == 1 && u->cls == M44_ARM);
    int room = u->fig0 - u->figs, due = match < room ? match : room;
    /* the hand the log shows (cards.c); without the deal, the scenario's count, but for the Italian
     * Royal Army's, which shrinks with losses */
    int hand = m44_hand_held(e, u->side);
    if (!hand)
        hand = e->sc && !m44_hand_italian(e, u->side) ? e->sc->cards[u->side] : 0;
    int rc = 0;
    if (!(e->rules & (M44_RULE_HOSPITAL | M44_RULE_OASIS)) || u->cls != M44_INF || !u->ordered || enemy)
        rc = m44_report_rule(out, m, "memoir44.actions.recovery", hosp ? RA_HOSP_WHO : RA_OASIS_WHO,
                         "%s unit %d in %s recovers figures: %s", m44_who(u), u->id, m44_label(u->x, u->y, b),
                         !(e->rules & (M44_RULE_HOSPITAL | M44_RULE_OASIS)) ? "no recovery rule is in effect"
                         : u->cls != M44_INF                      ? "only infantry recovers"
                         : !u->ordered                            ? "it was not ordered"
                                                                  : "an enemy unit is next to it");
    else if (u->steps > 0 || u->battles > 0)
        rc = m44_report_rule(out, m, "memoir44.actions.recovery", hosp ? RA_HOSP_STILL : RA_OASIS_STILL,
                             "%s unit %d recovers figures the turn it %s", m44_who(u), u->id,
                             u->steps ? "moved" : "battled");
    else if (hosp && nd != 6)
        rc = m44_report_rule(out, m, "memoir44.actions.recovery", RA_HOSP_DICE,
                         "the hospital recovery of unit %d rolls %d dice: 6", u->id, nd);
    else if (!hosp && hand && nd != hand)
        rc = m44_report_rule(out, m, "memoir44.actions.recovery", RA_OASIS_DICE,
                             "the oasis recovery of unit %d rolls %d dice; the %s hold %d command cards, the "
                             "ordering card included",
                             u->id, nd, m44_side_name(u->side), hand);
    else if (n > room)
        rc = m44_report_rule(out, m, "memoir44.actions.recovery", hosp ? RA_HOSP_MAX : RA_OASIS_MAX,
                             "%s unit %d (%d of %d figures) gets %lld back: more than it had", m44_who(u),
                             u->id, u->figs, u->fig0, n);
    else if (n != due)
        rc = m44_report_rule(
            out, m, "memoir44.actions.recovery", hosp ? RA_HOSP_MATCH : RA_OASIS_MATCH,
            "%s unit %d gets %lld figure(s) back; %d dice show its symbol or a Star (%d lost)", m44_who(u),
            u->id, n, match, room);
    u->figs += (int)n;
    if (u->figs > u->fig0)
        u->figs = u->fig0;
    u->recovered = 1;
    return rc;
}

/* The roll a frozen river or a minefield called for, once the log has gone
 * past it: as many dice as due, the figures lost as the dice say. */
int m44_hazard_close(ga_engine *e, const ga_move *m, ga_findings *out)
{
    int rc = 0;
    unit *u = m44_unit_by_id(e, e->hz.unit);
    const ga_move *at = e->hz.rolled ? &e->hz.mv : m;
    const char *code = e->hz.kind == 1 ? "memoir44.frozen-rivers.roll" : "memoir44.minefields.roll";
    int lost = e->hz.hits < e->hz.figs ? e->hz.hits : e->hz.figs;
    if (u && e->hz.kind == 4 && e->hz.rolled)
        rc = m44_report_rule(
            out, at, "memoir44.troops.digger", m44_trait_of(u, M44_X_DIGGER)->rule,
            "a roll of %d dice for the mine digger of %s unit %d: it removes the minefield without "
            "setting it off",
            e->hz.nd, m44_who(u), u->id);
    else if (u && e->hz.kind == 3 && e->hz.rolled)
        rc = m44_report_rule(out, at, code, RT_MINES_DECOY,
                             "a roll of %d dice for %s unit %d on a decoy minefield "
                             "(strength 0): it is removed, nothing is rolled",
                             e->hz.nd, m44_who(u), u->id);
    else if (u && e->hz.kind < 3 && !e->hz.rolled)
        rc = m44_report(e, out, at, code, "%s unit %d entered the %s and no roll followed (%d dice due)",
                        m44_who(u), u->id, e->hz.kind == 1 ? "frozen river" : "minefield", e->hz.want);
    else if (u && e->hz.kind < 3 && e->hz.nd != e->hz.want)
        rc = m44_report(e, out, at, code, "the roll for %s unit %d entering the %s has %d dice; %d due",
                        m44_who(u), u->id, e->hz.kind == 1 ? "frozen river" : "minefield", e->hz.nd,
                        e->hz.want);
    else if (u && e->hz.kind < 3 && e->hz.dmg != lost)
        rc = m44_report(
            e, out, at, code, "%s unit %d loses %d figure(s) on the %s; the dice score %d", m44_who(u), u->id,
            e->hz.dmg,
            e->hz.kind == 1 ? "frozen river (a figure a Star)" : "minefield (its symbol and grenades)", lost);
    e->hz.unit = 0;
    ga_move_clear(&e->hz.mv);
    return rc;
}

/* A unit landing on the board: an armor breakthrough (through the
 * opponent's baseline) or a paradrop (on a free hex it may enter, at full
 * strength). */
int m44_landing(ga_engine *e, const ga_move *m, int cls, int x, int y, int figs, int side, ga_findings *out)
{
    char b[8];
    if (!e->sc)
        return 0;
    if ((e->rules & M44_RULE_BREAKTHROUGH) && cls == M44_ARM && e->turn_card) {
        int row = side == e->sc->top_side ? BH - 1 : 0;
        if (y != row)
            return m44_report_rule(out, m, "memoir44.actions.breakthrough", RA_BT_ENTER,
                               "%s armor enters the board at %s, not on the opponent's baseline (row %d)",
                               m44_side_name(side), m44_label(x, y, b), 9 - row);
        return 0;
    }
    if ((e->rules & M44_RULE_REINFORCEMENTS) && cls == M44_INF && e->turn_card) {
        /* an infantry unit landed on a vacant airfield by a Direct from HQ order */
        if (!m44_on_board(x, y) || e->ter[y][x] != M44_TD_AIRFIELDS || m44_unit_at(e, x, y) ||
            e->card != C_HQ)
            return m44_report(e, out, m, "memoir44.actions.reinforcements",
                              "a %s infantry unit lands at %s: %s", m44_side_name(side), m44_label(x, y, b),
                              e->card != C_HQ ? "the card played is no Direct from HQ"
                              : !m44_on_board(x, y) || e->ter[y][x] != M44_TD_AIRFIELDS
                                  ? "not an airfield"
                                  : "the airfield is not vacant");
        return 0;
    }
    const m44_tdef *ts[3];
    int nt = m44_on_board(x, y) ? m44_hex_tdefs(e, x, y, ts) : 0, imp = 0;
    for (int i = 0; i < nt; i++)
        imp |= (ts[i]->impassable & m44_cls_bit(cls)) != 0;
    if (!m44_on_board(x, y) || m44_unit_at(e, x, y) || imp)
        return m44_report_rule(out, m, "memoir44.actions.paradrop", RA_PARA_FAIL,
                               "a %s unit lands at %s, %s: it fails to land and is removed",
                               m44_side_name(side), m44_label(x, y, b),
                               !m44_on_board(x, y) ? "off the board"
                               : imp               ? "an impassable hex"
                                                   : "a hex with a unit");
    int full = cls == M44_ARM ? 3 : cls == M44_ART ? 2 : 4;
    if (figs != full)
        return m44_report_rule(out, m, "memoir44.actions.paradrop", RA_PARA_FULL,
                               "a %s %s unit lands at %s with %d figure(s); a full unit has %d",
                               m44_side_name(side), m44_cls_name(cls), m44_label(x, y, b), figs, full);
    return 0;
}

int m44_place_smoke(ga_engine *e, const ga_move *m, int x, int y, ga_findings *out)
{
    char b[8], b2[8];
    unit *mm = NULL;
    for (int i = 0; i < e->nu && !mm; i++)
        if (e->u[i].alive && e->u[i].ordered && m44_trait_of(&e->u[i], M44_X_SMOKE) && e->tp >= 0 &&
            e->u[i].side == e->side_of[e->tp])
            mm = &e->u[i];
    int kind = mm || (e->rules & M44_RULE_SMOKE_SHELLS) ? 2 : 1;
    if (!m44_on_board(x, y))
        return 0;
    e->smoke[y][x] = (unsigned char)kind;
    e->smoke_turn[y][x] = (short)e->turn_no;
    if (e->smoke_n < 8) {
        e->smoke_x[e->smoke_n] = x;
        e->smoke_y[e->smoke_n] = y;
    }
    e->smoke_n++;
    e->smoke_by = mm ? mm->id : 0;
    ga_move_clear(&e->smoke_mv);
    int rc = m44_keep_move(&e->smoke_mv, m);
    if (rc)
        return rc;
    if (mm) {
        mm->smoked = 1;
        if (m44_hex_dist(mm->x, mm->y, x, y) > 6 || e->smoke_n > 3)
            return m44_report_rule(out, m, "memoir44.troops.smoke", m44_trait_of(mm, M44_X_SMOKE)->rule,
                                   "%s unit %d in %s places smoke at %s: %s", m44_who(mm), mm->id,
                                   m44_label(mm->x, mm->y, b), m44_label(x, y, b2),
                                   e->smoke_n > 3 ? "a 4th marker" : "beyond its firing range (6)");
    }
    return 0;
}

/* The turn's smoke markers, when it ends: 3, on contiguous hexes. */
int m44_smoke_check(ga_engine *e, ga_findings *out)
{
    int n = e->smoke_n < 8 ? e->smoke_n : 8, rc = 0;
    if (!e->smoke_n)
        return 0;
    /* contiguous: every marker reaches the first through adjacent markers */
    int seen = 1, reach[8] = {1};
    for (int grew = 1; grew;) {
        grew = 0;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n && !reach[i]; j++)
                if (reach[j] &&
                    m44_hex_dist(e->smoke_x[i], e->smoke_y[i], e->smoke_x[j], e->smoke_y[j]) == 1) {
                    reach[i] = 1;
                    seen++;
                    grew = 1;
                }
    }
    if ((!e->smoke_by && e->smoke_n != 3) || seen < n) {
        unit *mm = e->smoke_by ? m44_unit_by_id(e, e->smoke_by) : NULL;
        int rule = mm                                   ? m44_trait_of(mm, M44_X_SMOKE)->rule
                   : (e->rules & M44_RULE_SMOKE_SHELLS) ? RA_SHELLS_PLACE
                                                        : RA_SMOKE_PLACE;
        rc = m44_report_rule(out, &e->smoke_mv, mm ? "memoir44.troops.smoke" : "memoir44.actions.smoke", rule,
                         "%d smoke marker(s) placed this turn%s", e->smoke_n,
                         seen < n ? ", not on contiguous hexes" : "; 3 go on adjacent hexes");
    }
    e->smoke_n = 0;
    ga_move_clear(&e->smoke_mv);
    return rc;
}

/* Sabotage: at the start of a turn, with a unit of the saboteur on the
 * landmark, 2 dice; the landmark falls once its stars are rolled. */
int m44_sabotage(ga_engine *e, const ga_move *m, int p, int x, int y, const int *faces, int nd,
                 ga_findings *out)
{
    char b[8];
    int side = p >= 0 ? e->side_of[p] : -1, stars = 0;
    for (int i = 0; i < nd; i++)
        stars += faces[i] == 4;
    unit *u = m44_on_board(x, y) ? m44_unit_at(e, x, y) : NULL;
    const char *why = !(e->rules & M44_RULE_SABOTAGE)              ? "the Sabotage rules are not in effect"
                      : !m44_on_board(x, y) || !e->land_need[y][x] ? "no landmark stands there"
                      : !u || u->side != side || side == e->land_own[y][x]
                          ? "no unit of the saboteur is on it"
                      : e->turn_card ? "not at the start of the turn"
                      : nd != 2      ? "not 2 dice"
                                     : NULL;
    if (m44_on_board(x, y))
        e->land_stars[y][x] =
            (unsigned char)(e->land_stars[y][x] + stars > 250 ? 250 : e->land_stars[y][x] + stars);
    if (why)
        return m44_report(e, out, m, "memoir44.actions.sabotage", "a sabotage roll of %d dice at %s: %s", nd,
                      m44_label(x, y, b), why);
    return 0;
}

/* A landmark demolished (removed by the log): only once its stars are rolled. */
int m44_demolished(ga_engine *e, const ga_move *m, int x, int y, ga_findings *out)
{
    char b[8];
    int need = e->land_need[y][x] - 1, got = e->land_stars[y][x], before = e->land_before[y][x];
    e->land_need[y][x] = 0;
    if (got >= need)
        return 0;
    return m44_report_rule(
        out, m, "memoir44.actions.sabotage", got + before >= need ? RA_SABOTAGE_RESET : RA_SABOTAGE_COUNT,
        "the landmark at %s is demolished with %d of its %d stars rolled%s", m44_label(x, y, b), got, need,
        got + before >= need ? " since it was captured (the count restarts then)" : "");
}

/* Blowing up a bridge (option 2 when dice are given): a section card of the
 * bridge's section, 2 dice, the bridge gone only on a Star.  Option 1 (no
 * dice) removes it outright. */
int m44_blow_bridge(ga_engine *e, const ga_move *m, int p, int x, int y, const int *faces, int nd, int dice,
                       ga_findings *out)
{
    char b[8];
    int side = p >= 0 ? e->side_of[p] : -1, star = 0, lim[3];
    for (int i = 0; i < nd; i++)
        star |= faces[i] == 4;
    if (!m44_on_board(x, y) || e->obs[y][x] != M44_TD_BRIDGES)
        return m44_report(e, out, m, "memoir44.actions.blow-bridge",
                          "a bridge is blown up at %s, where none stands", m44_label(x, y, b));
    const int *l = m44_card_limits(e->card, e->section, lim);
    if (!l || side < 0 || !(m44_sections_of(e, side, x) & ((l[0] ? 1 : 0) | (l[1] ? 2 : 0) | (l[2] ? 4 : 0))))
        return m44_report_rule(out, m, "memoir44.actions.blow-bridge", RA_BLOW_CARD,
                           "the bridge at %s is blown up with %s", m44_label(x, y, b),
                           l ? "a section card of another section" : "no section card");
    if (dice && nd != 2)
        return m44_report(e, out, m, "memoir44.actions.blow-bridge",
                          "the roll to blow the bridge at %s has %d dice: 2", m44_label(x, y, b), nd);
    m44_hand_blow(e, p, dice);
    if (!dice || star) {
        e->obs[y][x] = -1; /* the bridge is gone */
        e->bridge_gone[y][x] = 1;
    } else
        e->bridge_kept[y][x] = 1; /* no Star: it stands */
    return 0;
}

/* A pontoon bridge placed: only under the scenario's rule, by an Attack
 * card that orders no unit, on a river hex of the card's section. */
int m44_pontoon(ga_engine *e, const ga_move *m, int x, int y, ga_findings *out)
{
    char b[8];
    int ordered = 0;
    for (int i = 0; i < e->nu; i++)
        ordered |= e->u[i].ordered;
    int side = e->tp >= 0 ? e->side_of[e->tp] : -1;
    if (!(e->rules & M44_RULE_PONTOON))
        return m44_report(e, out, m, "memoir44.pontoon-bridges.build",
                          "a pontoon bridge is built at %s; the scenario's rules do not provide for one",
                          m44_label(x, y, b));
    if (e->card != C_ATTACK || ordered || e->ter[y][x] != M44_TD_RIVERS_WATERWAYS || side < 0 ||
        e->section < 0 || !(m44_sections_of(e, side, x) & (1 << e->section)))
        return m44_report_rule(out, m, "memoir44.pontoon-bridges.build", RT_PONTOON_HOW,
                           "a pontoon bridge is built at %s: %s", m44_label(x, y, b),
                           e->card != C_ATTACK ? "the card played is no Attack card"
                           : ordered           ? "units were ordered with the Attack card"
                           : e->ter[y][x] != M44_TD_RIVERS_WATERWAYS ? "not a river hex"
                                                                     : "not in the Attack card's section");
    return 0;
}

/* Red Army (Russian Political Commissar): the card of the turn is the one
 * under the commissar chip, Recon 1, Counter-Attack and Ambush aside. */
int m44_commissar_play(ga_engine *e, const ga_move *m, int p, const char *name, ga_findings *out)
{
    int sd = p >= 0 ? e->side_of[p] : -1;
    int type = name ? m44_card_type_of(name) : -1;
    if (sd < 0 || e->nation[sd] - 1 != M44_TR_RED_ARMY_RKKA || type == C_RECON || type == C_COUNTER ||
        type == C_AMBUSH)
        return 0;
    const m44_trait *x = m44_entry_trait(M44_TR_RED_ARMY_RKKA, M44_X_COMMISSAR);
    int chip = e->chip[sd];
    e->chip[sd] = 0;
    if (!chip)
        return m44_report_rule(out, m, "memoir44.troops.commissar", x[0].rule,
                           "the Red Army plays %s from hand; no card lies under the commissar chip", name);
    if (chip - 1 != type)
        return m44_report_rule(
            out, m, "memoir44.troops.commissar", x[2].rule,
            "the Red Army plays %s; the card under the commissar chip is its card for the turn", name);
    return 0;
}

/* An Air Strike: a Recon played as Air Power, by the Axis under the Blitz
 * or Air Strikes & Blitz rules (the allies only where the scenario makes
 * them capable: not modelled, so not at all). */
int m44_air_strike(ga_engine *e, const ga_move *m, int p, const char *name, const char *as, ga_findings *out)
{
    int side = p >= 0 ? e->side_of[p] : -1;
    if (m44_card_type_of(name) != C_RECON || m44_card_type_of(as) != C_AIRPOWER)
        return m44_report(e, out, m, "memoir44.actions.air-strike",
                          "%s is played as %s; only a Recon is played as an Air "
                          "Power",
                          name, as);
    if (!(e->rules & (M44_RULE_BLITZ | M44_RULE_AIRBLITZ)))
        return m44_report(e, out, m, "memoir44.actions.air-strike",
                      "a Recon is played as Air Power; no rule of the scenario makes Air Strikes possible");
    if (side != M44_AXIS)
        return m44_report_rule(out, m, "memoir44.actions.air-strike",
                               (e->rules & M44_RULE_AIRBLITZ) ? RA_AIR_AXIS : RA_BLITZ_AIR,
                               "the %s play a Recon as Air Power; it is the Axis who may",
                               m44_side_name(side));
    return 0;
}

/* The Air Strike's targets, when its turn ends: one at least in the Recon's section. */
int m44_strike_check(ga_engine *e, ga_findings *out)
{
    int rc = 0;
    if (e->strike_section >= 0 && !e->strike_hit)
        rc = m44_report_rule(out, &e->strike_mv, "memoir44.actions.air-strike",
                         (e->rules & M44_RULE_AIRBLITZ) ? RA_AIR_SECTION : RA_BLITZ_AIR,
                         "the Air Strike strikes no hex of the %s section its Recon named",
                         e->strike_section == 0 ? "left" : e->strike_section == 1 ? "center" : "right");
    e->strike_section = -1;
    return rc;
}

/* The heroic leader's roll and medal, once the log has gone past them. */
int m44_leader_close(ga_engine *e, const ga_move *m, ga_findings *out)
{
    int rc = 0;
    if (!e->lead.rolled)
        rc = m44_report(e, out, m, "memoir44.actions.heroic-leader",
                        "unit %d, with a heroic leader, was eliminated and no 2 dice were rolled for him",
                        e->lead.unit);
    else if (e->lead.star && e->lead.medals == 1)
        rc = m44_report(
            e, out, &e->lead.mv, "memoir44.actions.heroic-leader",
            "the roll for the heroic leader of unit %d shows a Star: he is lost and counts as a medal, "
            "not scored",
            e->lead.unit);
    ga_move_clear(&e->lead.mv);
    memset(&e->lead, 0, sizeof e->lead);
    return rc;
}

/* The board's special units as set up (checked once, before the first
 * move; the findings point at the header, line 1): starting figures, and
 * landing craft on their baseline's ocean hexes. */
int m44_check_setup(ga_engine *e, const ga_move *m, ga_findings *out)
{
    ga_move h = *m;
    h.src.line = 1;
    h.src.col = 1;
    h.src.offset = 0;
    h.raw = NULL;
    h.seq = 0;       /* the header's setup, before any move */
    h.player = NULL;
    int rc = 0;
    char b[8];
    for (int i = 0; i < e->nu && !rc; i++) {
        const unit *u = &e->u[i];
        const m44_trait *f = m44_trait_of(u, M44_X_FIGS);
        if (f) {
            /* "4 for Germans and Russians": an axis unit of no other nation, or the Red Army */
            int alt = f->v[2] && ((u->side == M44_AXIS && !u->src[3]) ||
                                  (u->src[3] && !strncmp(u->src[3]->name, "Red Army", 8)));
            int lo = alt ? f->v[2] : f->v[0], hi = alt ? f->v[2] : f->v[1];
            if (u->fig0 < lo || u->fig0 > hi) {
                char want[16];
                snprintf(want, sizeof want, lo == hi ? "%d" : "%d to %d", lo, hi);
                rc = m44_report_rule(out, &h, "memoir44.troops.figures", f->rule,
                                 "%s unit %d (%s) in %s starts with %d figure(s); its entry gives %s",
                                 m44_side_name(u->side), u->id, m44_who(u),
                                 m44_label(u->x, u->y, b), u->fig0, want);
            }
        }
        const unit *tr = u->aboard ? m44_unit_by_id(e, u->aboard) : NULL;
        if (u->aboard && !rc && (!tr || !m44_trait_of(tr, M44_X_CARRY) || u->cls == M44_ART))
            rc = m44_report_rule(out, &h, "memoir44.troops.train",
                                 m44_entry_trait(M44_TR_SUPPLY_TRAINS, M44_X_CARRY)->rule,
                                 "%s unit %d rides unit %d: %s", m44_who(u), u->id, u->aboard,
                                 !tr || !m44_trait_of(tr, M44_X_CARRY) ? "no supply train"
                                                                       : "a supply train carries infantry or armor");
        const m44_trait *ac = m44_trait_of(u, M44_X_ACCESSORY);
        if (ac && !rc && u->src[2] != &m44_troops[M44_TR_HOBARTS_FUNNIES])
            rc = m44_report_rule(
                out, &h, "memoir44.troops.setup", ac->rule,
                "%s unit %d in %s carries a %s; only a Hobart's Funnies unit has an accessory", m44_who(u),
                u->id, m44_label(u->x, u->y, b), u->mark[4] ? u->mark[4]->name : "accessory");
        const m44_trait *io = m44_trait_of(u, M44_X_INFONLY);
        if (io && !rc && u->cls != M44_INF)
            rc = m44_report_rule(out, &h, "memoir44.troops.setup", io->rule,
                                 "%s unit %d in %s is given a boat", m44_cls_name(u->cls), u->id,
                                 m44_label(u->x, u->y, b));
        const m44_trait *lc = m44_trait_of(u, M44_X_LCSTART);
        int base = e->sc->top_side == u->side ? 0 : BH - 1;
        if (lc && !rc && (u->y != base || e->ter[u->y][u->x] != M44_TD_OCEANS))
            rc = m44_report_rule(out, &h, "memoir44.troops.setup", lc->rule,
                             "%s unit %d starts in a landing craft in %s (%s), not on an ocean hex of its "
                             "baseline (row %d)", m44_side_name(u->side), u->id, m44_label(u->x, u->y, b),
                             m44_td_name(m44_tdef_of(e->ter[u->y][u->x])), 9 - base);
    }
    return rc;
}

/* A unit on a supply train: it leaves it at a station, onto a hex next to
 * the train; after that (Supply Train/Reinforcements) it moves no further
 * this turn. */
int m44_train_step(ga_engine *e, const ga_move *m, unit *u, int x, int y, ga_findings *out)
{
    char b[8];
    int reinf = (e->rules & M44_RULE_SUPPLY_TRAIN) != 0;
    if (u->off_train)
        return reinf ? m44_report_rule(out, m, "memoir44.actions.supply-train", RA_TRAIN_STILL,
                                       "%s unit %d moves on to %s the turn it left its train", m44_who(u), u->id,
                                       m44_label(x, y, b))
                     : 0;
    if (!u->aboard)
        return 0;
    unit *tr = m44_unit_by_id(e, u->aboard);
    u->aboard = 0;
    u->off_train = 1;
    if (!tr || !tr->alive || e->ter[tr->y][tr->x] != M44_TD_RAILROAD_STATION ||
        m44_hex_dist(tr->x, tr->y, x, y) != 1)
        return m44_report_rule(out, m, reinf ? "memoir44.actions.supply-train" : "memoir44.troops.train",
                               reinf ? RA_TRAIN_REINF
                                     : m44_entry_trait(M44_TR_SUPPLY_TRAINS, M44_X_DISEMBARK_AT)->rule,
                               "%s unit %d leaves its train for %s: %s", m44_who(u), u->id, m44_label(x, y, b),
                               !tr || !tr->alive ? "the train is gone"
                               : e->ter[tr->y][tr->x] != M44_TD_RAILROAD_STATION ? "the train is not at a station"
                                                                                 : "not a hex next to the train");
    return 0;
}
