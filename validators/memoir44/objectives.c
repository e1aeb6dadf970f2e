/* objectives.c — Memoir '44's scenario objectives and terrain mechanics of
 * Gamehelpmemoir that a scenario puts on its hexes: exit markers (a medal
 * for a unit leaving the board through them), captured equipment and freed
 * prisoners (Battle Stars picked up on a hex), forward spotting (artillery
 * fires like Big Guns), destroyed supplies (armor moves 1 less), the caves'
 * Japanese move and allied seal, and Hobart's bobbin and fascine.  The hexes
 * come from a stream's setup.terrain (README, "Scenario objectives and
 * terrain mechanics"); engine.c calls these hooks where its own rules apply. */
#include "../../src/internal.h"
#include "engine.h"
#include "rules.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

const ga_arg_spec m44_a_exit[] = {
    {"unit", GA_ARG_INT, 1, "the ordered unit leaving the board from its hex (Exit Markers)"},
    {NULL}};
const ga_arg_spec m44_a_pickup[] = {
    {"unit", GA_ARG_INT, 1, "the unit picking up the Battle Star on its hex"},
    {"what", GA_ARG_STR, 1, "equipment (Capturing Equipment) or prisoners (Freeing Prisoners)"},
    {NULL}};
const ga_arg_spec m44_a_seal[] = {
    {"unit", GA_ARG_INT, 1, "the allied infantry unit that moved onto the cave hex"},
    {"dice", GA_ARG_ARRAY, 1, "the close assault dice rolled to seal it: a Star seals the cave"},
    {NULL}};

static m44_obj_unit *ou(ga_engine *e, const unit *u)
{
    return &e->obj.u[u - e->u];
}

/* The side named by a setup.terrain field (axis, allies), -1 none. */
static int side_field(json_t *it, const char *k)
{
    return m44_side_of_text(m44_jstr(it, k));
}

/* setup.terrain's objective fields: exit (the side whose units exit there),
 * equipment / prisoners (a Battle Star lies there), spotting. */
void m44_obj_load(ga_engine *e)
{
    ga_move_clear(&e->obj.pend_mv);
    memset(&e->obj, 0, sizeof e->obj);
    for (int i = 0; i < MAXU; i++)
        e->obj.u[i].wire_x = e->obj.u[i].wire_y = -1;
    size_t k;
    json_t *it;
    json_array_foreach(e->setup_terrain, k, it) {
        long long x, y;
        if (!ga_json_int(json_object_get(it, "x"), &x) || !ga_json_int(json_object_get(it, "y"), &y) ||
            !m44_on_board((int)x, (int)y))
            continue;
        int s = side_field(it, "exit");
        if (s >= 0)
            e->obj.exit[y][x] |= (unsigned char)(1 << s);
        int kind = json_is_true(json_object_get(it, "equipment"))   ? 1
                   : json_is_true(json_object_get(it, "prisoners")) ? 2
                                                                    : 0;
        if (kind && e->obj.nstar < 8)
            e->obj.star[e->obj.nstar++] = (m44_star){kind, (int)x, (int)y, (int)x, (int)y, 0, 0, 0};
        e->obj.spot[y][x] = json_is_true(json_object_get(it, "spotting"));
    }
}

void m44_obj_free(ga_engine *e)
{
    ga_move_clear(&e->obj.pend_mv);
}

/* ---------------------------------------------------------------- exit markers */

/* The exit hexes of a side, as labels (for a message). */
static const char *exit_hexes(const ga_engine *e, int side, char *buf, size_t n)
{
    size_t k = 0;
    buf[0] = 0;
    for (int y = 0; y < BH; y++)
        for (int x = 0; x < BW; x++)
            if ((e->obj.exit[y][x] & (1 << side)) && k + 8 < n)
                k += (size_t)snprintf(buf + k, n - k, "%s%s", k ? ", " : "", m44_label(x, y, (char[8]){0}));
    return k ? buf : "none";
}

/* An ordered unit leaves the board: through an exit hex of its side it
 * collects a medal (1 of its figures on the side's Victory track). */
static int exit_board(ga_engine *e, const ga_move *m, unit *u, ga_findings *out)
{
    char b[8], hexes[128];
    m44_obj_unit *o = ou(e, u);
    int ok = (e->rules & M44_RULE_EXIT) && (e->obj.exit[u->y][u->x] & (1 << u->side));
    int rc = 0;
    o->exited = ok ? 1 : 2;
    u->alive = 0; /* off the board: no hex, no medal for the enemy */
    e->last_mover = u->id;
    if (!ok)
        rc = m44_report(e, out, m, "memoir44.actions.exit", "%s unit %d leaves the board from %s, %s%s)",
                        m44_who(u), u->id, m44_label(u->x, u->y, b),
                        !(e->rules & M44_RULE_EXIT) ? "but no Exit Markers rules are in effect (exit hexes: "
                                                    : "not an exit hex of its side (",
                        exit_hexes(e, u->side, hexes, sizeof hexes));
    else if (!u->ordered)
        rc = m44_report(e, out, m, "memoir44.move.unordered", "%s unit %d in %s exits without an order",
                        m44_who(u), u->id, m44_label(u->x, u->y, b));
    if (!rc && ok && e->obj.npend < 8) {
        e->obj.pend[e->obj.npend++] = u->id;
        rc = m44_keep_move(&e->obj.pend_mv, m);
    }
    return rc;
}

/* A medal for a unit that left the board (its exit), or 0 with *done unset
 * for any other unit. */
int m44_obj_medal(ga_engine *e, const ga_move *m, int side, int n, long long unit_id, int *done,
                  ga_findings *out)
{
    unit *u = m44_unit_by_id(e, unit_id);
    if (!u || !ou(e, u)->exited)
        return 0;
    *done = 1;
    m44_obj_unit *o = ou(e, u);
    char hexes[128];
    int rc = 0;
    if (o->exited == 2)
        rc = m44_report(e, out, m, "memoir44.actions.exit",
                        "the %s score a medal for %s unit %d, which left the board off the exit hexes (%s)",
                        m44_side_name(side), m44_who(u), u->id, exit_hexes(e, u->side, hexes, sizeof hexes));
    else if (side != u->side)
        rc = m44_report(e, out, m, "memoir44.actions.exit",
                        "the %s score a medal for the exit of %s %s unit %d; it goes on the exiting side's "
                        "Victory track",
                        m44_side_name(side), m44_side_name(u->side), m44_who(u), u->id);
    else if (o->exit_medals + n != 1)
        rc = m44_report(e, out, m, "memoir44.actions.exit",
                        "the %s score %d medal(s) for the exit of %s unit %d; an exit places 1 figure on the "
                        "Victory track",
                        m44_side_name(side), o->exit_medals + n, m44_who(u), u->id);
    o->exit_medals += n;
    e->medals[side] += n;
    for (int p = 0; p < 2; p++)
        if (e->side_of[p] == side)
            e->score[p] += n;
    if (e->sc && e->medals[side] >= e->sc->to_win[side] && e->round >= 1 && e->round <= 4 &&
        e->winner_side[e->round - 1] < 0)
        e->winner_side[e->round - 1] = side;
    return rc;
}

/* The exits whose medal the log did not score (judged at the next step). */
int m44_obj_pending(ga_engine *e, ga_findings *out)
{
    int rc = 0;
    for (int i = 0; i < e->obj.npend && !rc; i++) {
        unit *u = m44_unit_by_id(e, e->obj.pend[i]);
        if (u && !ou(e, u)->exit_medals)
            rc = m44_report(
                e, out, &e->obj.pend_mv, "memoir44.actions.exit",
                "%s unit %d exits the board through the exit hex %s and the %s score no medal for it",
                m44_who(u), u->id, m44_label(u->x, u->y, (char[8]){0}), m44_side_name(u->side));
    }
    e->obj.npend = 0;
    return rc;
}

/* ---------------------------------------------------------------- battle stars */

static const char *const star_what[3] = {"", "equipment", "prisoners"};

/* A unit picks up the Battle Star on its hex: equipment (it must end its
 * move there) or prisoners, under the scenario's rule. */
static int pickup(ga_engine *e, const ga_move *m, unit *u, const char *what, ga_findings *out)
{
    char b[8], b2[8];
    int kind = what && !strcasecmp(what, "prisoners") ? 2 : 1;
    const char *code = kind == 1 ? "memoir44.actions.capture-equipment" : "memoir44.actions.free-prisoners";
    unsigned bit = kind == 1 ? M44_RULE_EQUIPMENT : M44_RULE_PRISONERS;
    int here = -1, lost = -1, gone = -1;
    for (int i = 0; i < e->obj.nstar; i++) {
        m44_star *s = &e->obj.star[i];
        if (s->kind != kind)
            continue;
        if (!s->carrier && !s->lost && s->x == u->x && s->y == u->y)
            here = i;
        else if (s->lost && s->x == u->x && s->y == u->y)
            lost = i;
        else if (s->ox == u->x && s->oy == u->y)
            gone = i;
    }
    if (!(e->rules & bit))
        return m44_report(e, out, m, code, "%s unit %d picks up %s in %s, but no %s rules are in effect",
                          m44_who(u), u->id, star_what[kind], m44_label(u->x, u->y, b),
                          kind == 1 ? "Capturing Equipment" : "Freeing Prisoners");
    if (here >= 0) {
        e->obj.star[here].carrier = u->id;
        if (kind == 1)
            ou(e, u)->picked_turn = e->turn_no;
        return 0;
    }
    if (kind == 2 && lost >= 0)
        return m44_report_rule(
            out, m, code, RO_PRISON_LOST,
            "%s unit %d frees prisoners in %s, where unit %d was eliminated carrying them: "
            "they were lost with it",
            m44_who(u), u->id, m44_label(u->x, u->y, b), e->obj.star[lost].killed);
    if (kind == 2 && gone >= 0 && e->obj.star[gone].lost)
        return m44_report_rule(
            out, m, code, RO_PRISON_LOST,
            "%s unit %d frees prisoners in %s; they were freed by unit %d and lost with it", m44_who(u),
            u->id, m44_label(u->x, u->y, b), e->obj.star[gone].killed);
    if (kind == 1 && gone >= 0 && e->obj.star[gone].killed && !e->obj.star[gone].carrier)
        return m44_report_rule(
            out, m, code, RO_EQUIP_LEFT,
            "%s unit %d picks up the equipment in %s; its Battle Star was left in %s, where "
            "unit %d was killed carrying it",
            m44_who(u), u->id, m44_label(u->x, u->y, b),
            m44_label(e->obj.star[gone].x, e->obj.star[gone].y, b2), e->obj.star[gone].killed);
    return m44_report(e, out, m, code, "%s unit %d picks up %s in %s, where no Battle Star of %s lies",
                      m44_who(u), u->id, star_what[kind], m44_label(u->x, u->y, b), star_what[kind]);
}

/* An eliminated unit's Battle Star: equipment stays in its hex, prisoners are lost. */
void m44_obj_eliminated(ga_engine *e, const unit *u)
{
    for (int i = 0; i < e->obj.nstar; i++)
        if (e->obj.star[i].carrier == u->id) {
            e->obj.star[i].carrier = 0;
            e->obj.star[i].x = u->x;
            e->obj.star[i].y = u->y;
            e->obj.star[i].killed = u->id;
            e->obj.star[i].lost = e->obj.star[i].kind == 2;
        }
}

/* ---------------------------------------------------------------- caves */

static int is_cave(const ga_engine *e, int x, int y)
{
    return m44_on_board(x, y) &&
           (e->ter[y][x] == M44_TD_CAVES_ON_HILLS || e->ter[y][x] == M44_TD_CAVES_ON_MOUNTAINS);
}

/* The caves' sentence of the hex's section (hills or mountains: the same words). */
static int cave_rule(const ga_engine *e, int x, int y, int hills, int mountains)
{
    return e->ter[y][x] == M44_TD_CAVES_ON_MOUNTAINS ? mountains : hills;
}

/* A move from a cave to a cave further than the next hex: Japanese
 * infantry's full turn move, to an empty cave not sealed. */
static int cave_move(ga_engine *e, const ga_move *m, unit *u, int x, int y, ga_findings *out)
{
    char b1[8], b2[8];
    int rule = cave_rule(e, u->x, u->y, RO_CAVE_MOVE, RO_CAVE_MOVE_MTN);
    const unit *o = m44_unit_at(e, x, y);
    int rc = 0;
    if (!(u->cls == M44_INF && m44_japanese(u)))
        rc = m44_report_rule(out, m, "memoir44.caves.move", rule,
                             "%s unit %d moves from the cave at %s to the cave at %s, %d hexes away: only "
                             "Japanese infantry moves cave to cave",
                             m44_who(u), u->id, m44_label(u->x, u->y, b1), m44_label(x, y, b2),
                             m44_hex_dist(u->x, u->y, x, y));
    else if (e->obj.sealed[u->y][u->x] || e->obj.sealed[y][x])
        rc = m44_report_rule(out, m, "memoir44.caves.seal",
                             cave_rule(e, e->obj.sealed[y][x] ? x : u->x, e->obj.sealed[y][x] ? y : u->y,
                                       RO_CAVE_SEAL, RO_CAVE_SEAL_MTN),
                             "Japanese unit %d moves cave to cave from %s to %s; the cave at %s was sealed",
                             u->id, m44_label(u->x, u->y, b1), m44_label(x, y, b2),
                             e->obj.sealed[y][x] ? b2 : b1);
    else if (o)
        rc = m44_report_rule(
            out, m, "memoir44.caves.move", rule,
            "Japanese unit %d moves cave to cave from %s to %s, held by unit %d: the cave must "
            "be empty",
            u->id, m44_label(u->x, u->y, b1), m44_label(x, y, b2), o->id);
    else if (u->steps > 0)
        rc = m44_report_rule(out, m, "memoir44.caves.move", rule,
                             "Japanese unit %d moves cave to cave from %s to %s after moving %d hex(es) this "
                             "turn: the cave-to-cave move is its full turn move",
                             u->id, m44_label(u->x, u->y, b1), m44_label(x, y, b2), u->steps);
    else if (!u->ordered)
        rc = m44_report(e, out, m, "memoir44.move.unordered", "%s unit %d in %s moves without an order",
                        m44_who(u), u->id, m44_label(u->x, u->y, b1));
    u->x = x;
    u->y = y;
    u->steps = 1; /* it may still battle */
    ou(e, u)->cave_turn = e->turn_no;
    e->last_mover = u->id;
    return rc;
}

/* Allied infantry that moved onto a cave hex rolls to seal it, in lieu of
 * battling, with no enemy next to it: a Star seals it. */
static int seal(ga_engine *e, const ga_move *m, unit *u, ga_findings *out)
{
    char b[8], b2[8];
    int star = 0, nd = 0;
    size_t i;
    json_t *d;
    json_array_foreach(json_object_get(m->args, "dice"), i, d) {
        nd++;
        star |= m44_face_of(json_string_value(d)) == 4;
    }
    const unit *foe = NULL;
    for (int k = 0; k < e->nu && !foe; k++)
        if (e->u[k].alive && !e->u[k].aboard && e->u[k].side != u->side &&
            m44_hex_dist(e->u[k].x, e->u[k].y, u->x, u->y) == 1)
            foe = &e->u[k];
    int rule = cave_rule(e, u->x, u->y, RO_CAVE_SEAL, RO_CAVE_SEAL_MTN);
    const char *why = !is_cave(e, u->x, u->y)                      ? "not a cave hex"
                      : e->obj.sealed[u->y][u->x]                  ? "a cave already sealed"
                      : u->side != M44_ALLIES || u->cls != M44_INF ? "only allied infantry seals a cave"
                      : !u->steps                                  ? "it did not move onto the cave this turn"
                      : u->battles ? "it battled this turn (the seal is in lieu of battling)"
                      : nd == 0    ? "no dice rolled"
                                   : NULL;
    ou(e, u)->seal_turn = e->turn_no;
    if (why)
        return m44_report_rule(out, m, "memoir44.caves.seal", rule,
                               "%s unit %d rolls to seal the cave at %s: %s", m44_who(u), u->id,
                               m44_label(u->x, u->y, b), why);
    if (foe)
        return m44_report_rule(
            out, m, "memoir44.caves.seal", rule,
            "%s unit %d rolls to seal the cave at %s with enemy unit %d next to it in %s; the "
            "adjacent hexes must be clear of enemy",
            m44_who(u), u->id, m44_label(u->x, u->y, b), foe->id, m44_label(foe->x, foe->y, b2));
    if (star)
        e->obj.sealed[u->y][u->x] = 1;
    return 0;
}

/* ---------------------------------------------------------------- Hobart's bobbin and fascine */

static int has_accessory(const unit *u, int troop)
{
    return u->mark[4] == &m44_troops[troop];
}

int m44_obj_ignores(const unit *u, const m44_tdef *d)
{
    if (has_accessory(u, M44_TR_BOBBIN))
        return d == &m44_tdefs[M44_TD_BEACHES] || d == &m44_tdefs[M44_TD_MARSHES] ||
               d == &m44_tdefs[M44_TD_WIRE];
    if (has_accessory(u, M44_TR_FASCINE))
        return d == &m44_tdefs[M44_TD_FORDS_FORDABLE_RIVERS] || d == &m44_tdefs[M44_TD_TRENCHES];
    return 0;
}

/* A Churchill AVRE without a fascine: the restriction of fords or trenches
 * it broke (their name), else NULL. */
static const char *no_fascine(const unit *u, const char *code)
{
    if (u->src[2] != &m44_troops[M44_TR_HOBARTS_FUNNIES] || has_accessory(u, M44_TR_FASCINE) || !code)
        return NULL;
    static const short tds[2] = {M44_TD_FORDS_FORDABLE_RIVERS, M44_TD_TRENCHES};
    for (int i = 0; i < 2; i++)
        if ((m44_tdefs[tds[i]].code[M44_K_STOP] && !strcmp(code, m44_tdefs[tds[i]].code[M44_K_STOP])) ||
            (m44_tdefs[tds[i]].code[M44_K_BATTLEIN] && !strcmp(code, m44_tdefs[tds[i]].code[M44_K_BATTLEIN])))
            return m44_tdefs[tds[i]].name;
    return NULL;
}

/* A wire hex a bobbin entered must have lost its wire by the time the unit
 * leaves it or its turn ends. */
static int wire_left(ga_engine *e, const ga_move *m, unit *u, const char *when, ga_findings *out)
{
    m44_obj_unit *o = ou(e, u);
    int wx = o->wire_x, wy = o->wire_y;
    o->wire_x = o->wire_y = -1;
    if (wx < 0 || e->obs[wy][wx] != M44_TD_WIRE)
        return 0;
    return m44_report(e, out, m, "memoir44.troops.bobbin",
                      "%s unit %d with a Bobbin %s and the wire it moved onto at %s is still there: a bobbin "
                      "removes it",
                      m44_who(u), u->id, when, m44_label(wx, wy, (char[8]){0}));
}

int m44_obj_end_turn(ga_engine *e, const ga_move *m, ga_findings *out)
{
    int rc = 0;
    for (int i = 0; i < e->nu && !rc; i++)
        if (e->obj.u[i].wire_x >= 0)
            rc = wire_left(e, m, &e->u[i], "ends its turn", out);
    return rc;
}

/* ---------------------------------------------------------------- forward spotting */

/* A unit of the side stands on a forward-spotting hex: its label in buf, else NULL. */
static const char *spotter(ga_engine *e, int side, char buf[8])
{
    for (int y = 0; y < BH; y++)
        for (int x = 0; x < BW; x++) {
            const unit *o = e->obj.spot[y][x] ? m44_unit_at(e, x, y) : NULL;
            if (o && o->side == side)
                return m44_label(x, y, buf);
        }
    return NULL;
}

/* A battle: forward-spotted artillery fires like Big Guns (their dice and
 * range, zeroing in), other artillery as standard. */
int m44_obj_attack(ga_engine *e, const ga_move *m, unit *a, const unit *t, ga_findings *out)
{
    char b1[8], b2[8], b3[8];
    m44_obj_unit *o = ou(e, a);
    if (o->seal_turn == e->turn_no && e->turn_no)
        return m44_report_rule(out, m, "memoir44.caves.seal",
                               cave_rule(e, a->x, a->y, RO_CAVE_SEAL, RO_CAVE_SEAL_MTN),
                               "%s unit %d in %s battles after rolling to seal the cave, which is in lieu of "
                               "battling",
                               m44_who(a), a->id, m44_label(a->x, a->y, b1));
    const m44_tdef *ts[3];
    int nt = m44_hex_tdefs(e, a->x, a->y, ts);
    for (int i = 0; i < nt; i++) {
        const char *nf =
            (ts[i]->battlein & m44_cls_bit(a->cls)) ? no_fascine(a, ts[i]->code[M44_K_BATTLEIN]) : NULL;
        if (nf)
            return m44_report(
                e, out, m, "memoir44.troops.fascine",
                "%s unit %d (a Churchill AVRE with %s) battles from %s (%s): only a Fascine may "
                "battle from Trenches",
                m44_who(a), a->id, a->mark[4] ? a->mark[4]->name : "no accessory", m44_label(a->x, a->y, b1),
                nf);
    }
    if ((e->rules & M44_RULE_SPOTTING) && a->cls == M44_ART && (!a->src[2] || o->spotted)) {
        const char *sp = spotter(e, a->side, b3);
        o->spotted = sp != NULL;
        a->src[2] = sp ? &m44_troops[M44_TR_BIG_GUNS] : NULL;
        int d = m44_hex_dist(a->x, a->y, t->x, t->y);
        if (!sp && d > 6)
            return m44_report(
                e, out, m, "memoir44.actions.forward-spotting",
                "artillery unit %d in %s fires at %s, %d hexes away, with no unit of the %s on a "
                "forward-spotting hex: it fires as artillery (range 6), not like Big Guns (8)",
                a->id, m44_label(a->x, a->y, b1), m44_label(t->x, t->y, b2), d, m44_side_name(a->side));
    }
    return 0;
}

/* ---------------------------------------------------------------- destroy supplies */

/* A landmark demolished (Sabotage): a supply depot under the Destroy
 * Supplies rules leaves its side's armor 1 hex short. */
void m44_obj_demolished(ga_engine *e, int x, int y)
{
    if (!(e->rules & M44_RULE_SUPPLIES) || e->ter[y][x] != M44_TD_SUPPLY_DEPOTS)
        return;
    int side = e->land_own[y][x] >= 0                 ? e->land_own[y][x]
               : e->tp >= 0 && e->side_of[e->tp] >= 0 ? !e->side_of[e->tp]
                                                      : -1;
    if (side < 0)
        return;
    e->obj.short_of[side] = 1;
    e->obj.depot_x[side] = x;
    e->obj.depot_y[side] = y;
}

/* The hexes armor of a side short of supplies may move: its allowance (its
 * troop's; 2 in winter or an allied blitz; +1 along a road) less 1. */
static int short_allowance(const ga_engine *e, const unit *u, int x, int y)
{
    const m44_trait *mt = m44_trait_of(u, M44_X_MOVE);
    int lim = mt ? mt->v[1] : 3;
    if ((e->rules & M44_RULE_WINTER) ||
        ((e->rules & (M44_RULE_BLITZ | M44_RULE_AIRBLITZ)) && u->side == M44_ALLIES))
        lim = lim < 2 ? lim : 2;
    int road = u->road > 0 || (u->road < 0 && e->ter[u->y][u->x] == M44_TD_ROADS);
    return lim - 1 + (road && e->ter[y][x] == M44_TD_ROADS);
}

/* ---------------------------------------------------------------- moves */

/* A step of a unit (kind 0 a move, 1 a retreat, 2 ground taken): its
 * Battle Star goes with it; the move it must have ended. */
int m44_obj_move(ga_engine *e, const ga_move *m, unit *u, int x, int y, int kind, int *done, ga_findings *out)
{
    char b[8], b2[8];
    int rc = 0;
    m44_obj_unit *o = ou(e, u);
    if (kind == 0 && is_cave(e, u->x, u->y) && is_cave(e, x, y) && m44_hex_dist(u->x, u->y, x, y) > 1) {
        *done = 1;
        for (int i = 0; i < e->obj.nstar; i++)
            if (e->obj.star[i].carrier == u->id) {
                e->obj.star[i].x = x;
                e->obj.star[i].y = y;
            }
        return cave_move(e, m, u, x, y, out);
    }
    if (kind == 0 && o->cave_turn == e->turn_no && e->turn_no)
        rc = m44_report_rule(
            out, m, "memoir44.caves.move", cave_rule(e, u->x, u->y, RO_CAVE_MOVE, RO_CAVE_MOVE_MTN),
            "Japanese unit %d moves on to %s after its cave-to-cave move to %s, its full turn "
            "move",
            u->id, m44_label(x, y, b2), m44_label(u->x, u->y, b));
    if (kind == 0 && o->picked_turn == e->turn_no && e->turn_no)
        rc =
            m44_report_rule(out, m, "memoir44.actions.capture-equipment", RO_EQUIP_END,
                            "%s unit %d moves on to %s after picking up the equipment in %s; it must end its "
                            "move there",
                            m44_who(u), u->id, m44_label(x, y, b2), m44_label(u->x, u->y, b));
    if (!rc && kind == 0 && o->wire_x >= 0)
        rc = wire_left(e, m, u, "moves on", out);
    const char *nf = kind == 0 ? no_fascine(u, u->stopped) : NULL;
    if (!rc && nf) {
        rc = m44_report(
            e, out, m, "memoir44.troops.fascine",
            "%s unit %d (a Churchill AVRE with %s) moves on from %s (%s), where it had to stop: only "
            "a Fascine ignores the movement restrictions of Fords & Trenches",
            m44_who(u), u->id, u->mark[4] ? u->mark[4]->name : "no accessory", m44_label(u->x, u->y, b), nf);
        u->stopped = NULL; /* reported once */
    }
    if (kind == 0 && has_accessory(u, M44_TR_BOBBIN) && m44_on_board(x, y) && e->obs[y][x] == M44_TD_WIRE) {
        o->wire_x = x;
        o->wire_y = y;
    }
    if (!rc && kind == 0 && u->cls == M44_ARM && e->obj.short_of[u->side] && m44_on_board(x, y) &&
        u->steps + 1 > short_allowance(e, u, x, y))
        rc = m44_report(e, out, m, "memoir44.actions.destroy-supplies",
                        "%s unit %d moves a hex more, to %s (%d this turn): the %s supply depot at %s was "
                        "destroyed, so their armor moves 1 hex less, %d",
                        m44_who(u), u->id, m44_label(x, y, b2), u->steps + 1, m44_side_name(u->side),
                        m44_label(e->obj.depot_x[u->side], e->obj.depot_y[u->side], b),
                        short_allowance(e, u, x, y));
    if (m44_on_board(x, y))
        for (int i = 0; i < e->obj.nstar; i++)
            if (e->obj.star[i].carrier == u->id) {
                e->obj.star[i].x = x;
                e->obj.star[i].y = y;
            }
    return rc;
}

/* ---------------------------------------------------------------- stream moves */

/* exit, pickup, seal: the moves of the stream's vocabulary these rules add. */
int m44_obj_action(ga_engine *e, const ga_move *m, int p, ga_findings *out)
{
    (void)p;
    unit *u = m44_unit_by_id(e, m44_jint(m->args, "unit", -1));
    if (!u || !u->alive)
        return m44_report(e, out, m, "memoir44.units.figures", "unit %lld %ss but is not on the board",
                          m44_jint(m->args, "unit", -1), m->action);
    if (!strcmp(m->action, "exit"))
        return exit_board(e, m, u, out);
    if (!strcmp(m->action, "pickup"))
        return pickup(e, m, u, m44_jstr(m->args, "what"), out);
    if (!strcmp(m->action, "seal"))
        return seal(e, m, u, out);
    return 0;
}
