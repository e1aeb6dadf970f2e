/* turn.c — the Rallyman turn both games share: the dice plan (gears, brake
 * and boost skips, coast and leader dice, moving forward, each die once),
 * corners, caution symbols and the loss of control, focus/second tokens and
 * the cost of protecting dice, the order of play and the rounds.  What each
 * game adds (dice tables, time cards, damage, pit stops, shortcuts, jumps)
 * comes through its rm_variant. */
#include "rallyman.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

ga_finding *ga_rm_report(const ga_engine *e, ga_findings *out, const ga_move *m,
                      const char *suffix, const char *fmt, ...)
{
    char code[96], msg[600];
    va_list ap;
    snprintf(code, sizeof code, "%s.%s", e->v->g->name, suffix);
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return ga_report(out, e->v->g, m, code, "%s", msg);
}

ga_finding *ga_rm_report_case(const ga_engine *e, ga_findings *out, const ga_move *m,
                              const rm_car *c, const char *suffix, int arg, const char *fmt,
                              ...)
{
    char code[96], msg[600];
    va_list ap;
    snprintf(code, sizeof code, "%s.%s", e->v->g->name, suffix);
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    int rule = e->v->cite ? e->v->cite(e, c, suffix, arg) : -1;
    if (rule < 0)
        return ga_report(out, e->v->g, m, code, "%s", msg);
    return ga_report_rule(out, e->v->g, m, code, rule, "%s", msg);
}

long ga_rm_arg_int(const json_t *o, const char *key, long def)
{
    const json_t *v = json_object_get(o, key);
    if (json_is_integer(v)) {
        json_int_t x = json_integer_value(v);
        return x < -1000000 ? -1000000 : x > 1000000 ? 1000000 : (long)x;
    }
    if (json_is_string(v)) {
        char *end;
        long x = strtol(json_string_value(v), &end, 10);
        if (end != json_string_value(v) && !*end && x > -1000000 && x < 1000000)
            return x;
    }
    return def;
}

const char *ga_rm_arg_str(const json_t *o, const char *key)
{
    return json_string_value(json_object_get(o, key));
}

const char *ga_rm_gear_name(int gear)
{
    static const char *const n[] = {"0", "1", "2", "3", "4", "5", "6"};
    if (gear == RM_GEAR00)
        return "00";
    return gear >= 0 && gear <= 6 ? n[gear] : "?";
}

const char *ga_rm_kind_name(int kind)
{
    static const char *const n[] = {"gear", "coast", "leader", "brake", "boost"};
    return kind >= 0 && kind < RM_NKIND ? n[kind] : "?";
}

int ga_rm_car_index(const ga_engine *e, const char *id)
{
    for (int i = 0; id && i < e->ncars; i++)
        if (!strcmp(e->car[i].id, id))
            return i;
    return -1;
}

/* ---------------------------------------------------------------- reading a die */

/* Reads die i of the "dice" array into d; returns 0, or -1 (reported) when
 * it cannot be read. */
static int rm_read_die(ga_engine *e, const ga_move *m, const json_t *j, int i, rm_die *d,
                       ga_findings *out)
{
    memset(d, 0, sizeof *d);
    d->cost = -1;
    d->inside = -1;
    if (!json_is_object(j)) {
        ga_rm_report(e, out, m, "record.bad-die", "die %d of the plan is not an object", i + 1);
        return -1;
    }
    const json_t *dv = json_object_get(j, "die");
    const char *ds = json_string_value(dv);
    if (json_is_integer(dv) || (ds && ds[0] >= '1' && ds[0] <= '6' && !ds[1])) {
        long g = json_is_integer(dv) ? (long)json_integer_value(dv) : ds[0] - '0';
        if (g < 1 || g > 6) {
            ga_rm_report(e, out, m, "record.bad-die", "die %d: gear %ld is not 1 to 6", i + 1, g);
            return -1;
        }
        d->kind = RM_GEAR;
        d->gear = (int)g;
    } else if (ds && !strcmp(ds, "coast"))
        d->kind = RM_COAST;
    else if (ds && !strcmp(ds, "leader"))
        d->kind = RM_LEADER;
    else if (ds && !strcmp(ds, "brake"))
        d->kind = RM_BRAKE;
    else if (ds && !strcmp(ds, "boost"))
        d->kind = RM_BOOST;
    else {
        ga_rm_report(e, out, m, "record.bad-die",
                  "die %d: \"die\" must be a gear 1-6, coast, leader, brake or boost", i + 1);
        return -1;
    }
    const json_t *sp = json_object_get(j, "space");
    if (!json_is_integer(sp) || json_integer_value(sp) < 0 || json_integer_value(sp) > 100000) {
        ga_rm_report(e, out, m, "record.bad-die", "die %d has no \"space\" (a distance 0-100000)",
                  i + 1);
        return -1;
    }
    d->space = (long)json_integer_value(sp);
    d->limit = (int)ga_rm_arg_int(j, "limit", 0);
    d->caution = json_is_true(json_object_get(j, "caution"));
    d->protect = json_is_true(json_object_get(j, "protected"));
    d->cost = ga_rm_arg_int(j, "cost", -1);
    d->hazard = (int)ga_rm_arg_int(j, "hazard", 0);
    const json_t *in = json_object_get(j, "inside");
    d->inside = json_is_boolean(in) ? json_is_true(in) : -1;
    d->shortcut = (int)ga_rm_arg_int(j, "shortcut", 0);
    d->jump = (int)ga_rm_arg_int(j, "jump", 0);
    d->water = json_is_true(json_object_get(j, "water"));
    d->unplaced = json_is_false(json_object_get(j, "placed"));
    const json_t *bs = json_object_get(j, "beside");
    d->beside = json_is_string(bs) && !strcmp(json_string_value(bs), "00") ? RM_GEAR00
                : (int)ga_rm_arg_int(j, "beside", -2);
    if (d->beside == -2)
        d->beside = -1;
    d->zone = (int)ga_rm_arg_int(j, "zone", 0);
    const json_t *sl = json_object_get(j, "slide");
    d->slide = json_is_boolean(sl) ? json_is_true(sl) : -1;
    d->jump_at = ga_rm_arg_int(j, "jump_at", -1);
    if (e->v->dirt) { /* DIRT: tiles and cars already in a corner or slide */
        d->tile = (int)ga_rm_arg_int(j, "tile", 0);
        d->obstacle = json_is_true(json_object_get(j, "obstacle"));
        const char *zc = ga_rm_arg_str(j, "zone_car");
        d->zone_car = !zc ? RM_ZC_NONE : !strcmp(zc, "inside") ? RM_ZC_INSIDE
                      : !strcmp(zc, "outside") ? RM_ZC_OUTSIDE : !strcmp(zc, "slide") ? RM_ZC_SLIDE
                      : !strcmp(zc, "normal") ? RM_ZC_NORMAL : -1;
        if (d->tile < 0 || d->tile >= RM_MAXTILES || d->zone_car < 0) {
            ga_rm_report(e, out, m, "record.bad-die", "die %d: tile (0-63) or zone_car "
                         "(inside, outside, slide, normal) not readable", i + 1);
            return -1;
        }
    }
    if (!e->v->dirt) { /* GT track features */
        d->line = (int)ga_rm_arg_int(j, "line", 0);
        d->triangle = (int)ga_rm_arg_int(j, "triangle", 0);
        if (d->line < 0 || d->line > 6 || d->triangle < 0 || d->triangle > 6) {
            ga_rm_report(e, out, m, "record.bad-die", "die %d: line or triangle out of range",
                         i + 1);
            return -1;
        }
    }
    if (d->beside < RM_GEAR00 || d->beside > 6 || d->zone < 0 || d->jump_at < -1) {
        ga_rm_report(e, out, m, "record.bad-die", "die %d: beside, zone or jump_at out of range",
                     i + 1);
        return -1;
    }
    const char *tk = ga_rm_arg_str(j, "token");
    d->token = !tk ? RM_TOK_NONE : !strcmp(tk, "ok") ? RM_TOK_OK : !strcmp(tk, "coast") ? RM_TOK_COAST
               : !strcmp(tk, "-1") ? RM_TOK_MINUS1 : -1;
    if (d->token < 0) {
        ga_rm_report(e, out, m, "record.bad-die", "die %d: shortcut token \"%s\" is not ok, coast "
                  "or -1", i + 1, tk);
        return -1;
    }
    if (d->limit < 0 || d->limit > 6 || d->hazard < 0 || d->hazard > 3 || d->shortcut < 0 ||
        d->shortcut > 6 || d->jump < 0 || d->jump > 6) {
        ga_rm_report(e, out, m, "record.bad-die", "die %d: limit, hazard, shortcut or jump out of "
                  "range", i + 1);
        return -1;
    }
    return 0;
}

/* ---------------------------------------------------------------- the order of play */

/* Compares cars a and b by the order of play: > 0 when a goes first, < 0
 * when b does, 0 when the rules cannot tell them apart from what the log
 * states; the magnitude names what decided: 1 distance, 2 speed, 3 position. */
static int rm_order_cmp(const ga_engine *e, const rm_car *a, const rm_car *b)
{
    long da = a->placed ? a->space : 0, db = b->placed ? b->space : 0;
    int ga = a->gear == RM_GEAR00 ? -1 : a->gear, gb = b->gear == RM_GEAR00 ? -1 : b->gear;
    if (e->v->dirt) { /* DISTANCE > SPEED > POSITION */
        if (da != db)
            return da > db ? 1 : -1;
        if (ga != gb)
            return ga > gb ? 2 : -2;
    } else { /* SPEED > DISTANCE > POSITION */
        if (ga != gb)
            return ga > gb ? 2 : -2;
        if (da != db)
            return da > db ? 1 : -1;
    }
    if (a->inside >= 0 && b->inside >= 0 && a->inside != b->inside)
        return a->inside ? 3 : -3;
    return 0;
}

/* Does car i take a turn in round r? */
static int rm_plays_in(const ga_engine *e, int i, int r)
{
    if (e->car[i].finished)
        return 0;
    /* DIRT: the staggered start, one more round before the next car enters */
    return !e->v->dirt || r >= i + 1;
}

static void rm_close_round(ga_engine *e, const ga_move *m, ga_findings *out)
{
    if (e->round <= 0)
        return;
    for (int i = 0; i < e->ncars; i++)
        if (rm_plays_in(e, i, e->round) && !e->car[i].in_round)
            ga_rm_report(e, out, m, "round.missing-turn", "%s takes no turn in round %d",
                      e->car[i].name, e->round);
}

static void rm_on_round(ga_engine *e, const ga_move *m, ga_findings *out)
{
    rm_close_round(e, m, out);
    long r = ga_rm_arg_int(m->args, "number", e->round + 1);
    e->round = r > 0 && r < 100000 ? (int)r : e->round + 1;
    e->round_turns = 0;
    e->leader = -1;
    for (int i = 0; i < e->ncars; i++)
        e->car[i].in_round = 0;
}

/* Checks that car ci may play now (rounds, staggered start, order). */
static void rm_check_order(ga_engine *e, int ci, const ga_move *m, ga_findings *out)
{
    rm_car *c = &e->car[ci];
    if (c->in_round) {
        ga_rm_report(e, out, m, "round.twice", "%s plays a second turn in round %d (each player "
                  "gets one turn each round)", c->name, e->round);
        return;
    }
    if (e->v->dirt && !rm_plays_in(e, ci, e->round) && !c->finished) {
        ga_rm_report(e, out, m, "start.staggered",
                  "%s (starting car %d) enters the track in round %d; the staggered start lets "
                  "car %d start its first turn in round %d",
                  c->name, ci + 1, e->round, ci + 1, ci + 1);
        return;
    }
    /* every car still to play this round that should go before c */
    int placed_all = 1;
    for (int i = 0; i < e->ncars; i++)
        if (rm_plays_in(e, i, e->round) && !e->car[i].placed && !e->v->dirt)
            placed_all = 0;
    if (!placed_all)
        return; /* GT before every car is on the grid: the log does not say where */
    for (int i = 0; i < e->ncars; i++) {
        const rm_car *o = &e->car[i];
        if (i == ci || o->in_round || !rm_plays_in(e, i, e->round))
            continue;
        int by = rm_order_cmp(e, o, c);
        if (by > 0) {
            ga_rm_report(e, out, m, by == 1 ? "order.distance" : by == 2 ? "order.speed"
                                                                      : "order.position",
                      "%s plays before %s: %s is in gear %s at distance %ld%s, %s in gear %s at "
                      "distance %ld%s",
                      c->name, o->name, o->name, ga_rm_gear_name(o->gear), o->placed ? o->space : 0,
                      o->inside == 1 ? " (inside lane)" : o->inside == 0 ? " (outside lane)" : "",
                      c->name, ga_rm_gear_name(c->gear),
                      c->placed ? c->space : 0,
                      c->inside == 1 ? " (inside lane)" : c->inside == 0 ? " (outside lane)" : "");
            return;
        }
    }
}

/* ---------------------------------------------------------------- the turn */

/* Corners and slide zones: a car keeps its lane (and its slide or normal
 * entry) from the first die it places in a zone until it leaves it; sliding,
 * it counts the zone as two spaces, so it stops on two of its spaces at most
 * (*zn counts them, across turns). */
static void rm_check_zone(ga_engine *e, const rm_car *c, const ga_move *m, rm_die *d,
                          int i, int *zone, int *lane, int *slide, int *zn, ga_findings *out)
{
    (void)c;
    int same = d->zone && d->zone == *zone;
    *zn = d->slide != 1 ? 0 : same && *slide == 1 ? *zn + 1 : 1;
    d->zone_n = *zn;
    if (*zn == 3)
        ga_rm_report(e, out, m, "slide.spaces", "die %d: the third space of slide zone %d the "
                     "car slides through; sliding counts the zone as two spaces", i + 1,
                     d->zone);
    if (same) {
        if (d->inside >= 0 && *lane >= 0 && d->inside != *lane)
            ga_rm_report(e, out, m, "corner.method", "die %d: the %s lane in corner %d entered "
                         "by the %s lane", i + 1, d->inside ? "inside" : "outside", d->zone,
                         *lane ? "inside" : "outside");
        if (d->slide >= 0 && *slide >= 0 && d->slide != *slide)
            ga_rm_report(e, out, m, "slide.method", "die %d: %s in zone %d entered %s", i + 1,
                         d->slide ? "sliding" : "entering normally", d->zone,
                         *slide ? "sliding" : "normally");
    }
    if (d->zone_car == RM_ZC_INSIDE || d->zone_car == RM_ZC_OUTSIDE) {
        int want = d->zone_car == RM_ZC_INSIDE;
        if (d->inside >= 0 && d->inside != want)
            ga_rm_report(e, out, m, "corner.follow", "die %d enters corner %d by the %s lane, "
                         "a car already in it took the %s lane", i + 1, d->zone,
                         d->inside ? "inside" : "outside", want ? "inside" : "outside");
        if (d->beside != -1)
            ga_rm_report(e, out, m, "corner.pass", "die %d moves alongside the car already in "
                         "corner %d", i + 1, d->zone);
    }
    if (d->zone_car == RM_ZC_SLIDE || d->zone_car == RM_ZC_NORMAL) {
        int want = d->zone_car == RM_ZC_SLIDE;
        if (d->slide >= 0 && d->slide != want)
            ga_rm_report(e, out, m, "slide.follow", "die %d %s zone %d, where a car already "
                         "%s", i + 1, d->slide ? "slides into" : "enters normally", d->zone,
                         want ? "slides" : "entered normally");
        if (d->beside != -1)
            ga_rm_report(e, out, m, "slide.pass", "die %d moves alongside the car already in "
                         "slide zone %d", i + 1, d->zone);
    }
    *zone = d->zone;
    *lane = d->zone ? d->inside : -1;
    *slide = d->zone ? d->slide : -1;
}

static void rm_check_plan(ga_engine *e, rm_car *c, const ga_move *m, rm_turn *t,
                          ga_findings *out)
{
    int avail[RM_NKIND] = {0}, loc = 3, top = 6, used[RM_NKIND] = {0};
    e->v->avail(e, c, avail, &loc, &top);
    int base[RM_NKIND];
    memcpy(base, avail, sizeof base);
    for (int k = 0; k < RM_NKIND; k++)
        avail[k] = avail[k] - c->lost[k] < 0 ? 0 : avail[k] - c->lost[k];
    int gear = c->gear == RM_GEAR00 ? 0 : c->gear, brakes = 0, boosts = 0, protects = 0;
    unsigned seen = 0;
    long prev = c->placed ? c->space : -1;
    int is_leader = e->leader == (int)(c - e->car);
    int zone = c->zone, zlane = c->inside, zslide = c->slide, zn = c->zone_n;
    int last_placed = -1;
    for (int i = 0; i < t->n; i++)
        if (!t->d[i].unplaced)
            last_placed = i;
    t->loss_at = -1;
    t->last_black = 0;
    t->cautions = 0;
    for (int i = 0; i < t->n; i++) {
        rm_die *d = &t->d[i];
        int k = d->kind;
        /* DIRT: leader dice count against the dashboard's coast dice */
        used[e->v->dirt && k == RM_LEADER ? RM_COAST : k]++;
        if (k == RM_GEAR && (seen & (1u << d->gear)))
            ga_rm_report(e, out, m, "dice.reused", "die %d: the gear %d die is used a second time "
                      "this turn", i + 1, d->gear);
        else if (k == RM_GEAR && d->gear > top)
            ga_rm_report_case(e, out, m, c, "dice.unavailable", 100 + RM_GEAR,
                              "die %d: a gear %d die, but the car's gear dice go up to %d",
                              i + 1, d->gear, top);
        else {
            int kc = e->v->dirt && k == RM_LEADER ? RM_COAST : k;
            if (used[kc] == avail[kc] + 1 && used[kc] <= base[kc]) {
                static const char *const dmg[] = {"damage.gear", "damage.coast", "damage.coast",
                                                  "damage.brake", "damage.brake"};
                ga_rm_report_case(e, out, m, c, dmg[kc], kc,
                                  "die %d: %d %s dice used, the car has %d, less %d lost to "
                                  "damage tokens", i + 1, used[kc], ga_rm_kind_name(kc),
                                  base[kc], c->lost[kc]);
            } else if (used[kc] == avail[kc] + 1)
                ga_rm_report_case(e, out, m, c, "dice.unavailable", base[kc] ? kc : 100 + kc,
                                  "die %d: %d %s dice used, the car has %d this turn", i + 1,
                                  used[kc], ga_rm_kind_name(kc), base[kc]);
        }
        if (k == RM_LEADER && !is_leader && !c->orange_all && avail[RM_LEADER] > 0)
            ga_rm_report(e, out, m, "dice.leader", "die %d: %s uses an orange leader die but is "
                      "not the first player of round %d", i + 1, c->name, e->round);
        if (k == RM_GEAR)
            seen |= 1u << d->gear;
        if (d->unplaced) {
            /* flat out, not placed after the loss of control: rolled (tokens), no move */
            if (!t->flat || t->outcome != RM_LOSS)
                ga_rm_report(e, out, m, "flat.unplaced", "die %d is not placed, which only "
                             "dice rolled flat out and left off after a loss of control may be",
                             i + 1);
            if (k == RM_GEAR || k == RM_COAST || k == RM_LEADER)
                t->gained_expected++;
            continue;
        }
        if (k == RM_BRAKE || k == RM_BOOST) {
            const rm_die *nx = i + 1 < t->n && !t->d[i + 1].unplaced ? &t->d[i + 1] : NULL;
            if (!nx || nx->space != d->space || (nx->kind != RM_GEAR && nx->kind != k))
                ga_rm_report(e, out, m, "gear.brake-alone",
                          "die %d: a %s die is not added to a gear die on its space", i + 1,
                          ga_rm_kind_name(k));
            if (k == RM_BRAKE)
                brakes++;
            else
                boosts++;
        } else {
            if (d->space <= prev)
                ga_rm_report(e, out, m, "move.backward", "die %d moves to distance %ld, not "
                          "forward of %ld", i + 1, d->space, prev);
            prev = d->space;
            if (e->v->dirt)
                rm_check_zone(e, c, m, d, i, &zone, &zlane, &zslide, &zn, out);
        }
        if (k == RM_GEAR) {
            int from = gear, to = d->gear;
            if (from == 0) {
                if (!(to == 1 || (to == 2 && e->flying)) || brakes || boosts)
                    ga_rm_report_case(e, out, m, c, "gear.start", 0,
                              "die %d: gear %d from a standstill "
                              "(gear 0 starts in gear 1%s)", i + 1, to,
                              e->flying ? " or, with Flying Start, gear 2" : "");
            } else {
                int diff = to - from;
                int skipped = diff < -1 ? -diff - 1 : diff > 1 ? diff - 1 : 0;
                int want_b = diff < -1 ? skipped : 0, want_u = diff > 1 ? skipped : 0;
                const char *code = NULL;
                if (skipped && !(diff < 0 ? brakes : boosts))
                    code = "gear.step";
                else if (brakes != want_b)
                    code = "gear.skip";
                else if (boosts != want_u)
                    code = "gear.boost";
                if (code)
                    ga_rm_report(e, out, m, code,
                              "die %d: gear %d to gear %d with %d brake and %d boost dice (each "
                              "gear die goes one gear up or down; each brake die skips one gear "
                              "down, each boost die one up)",
                              i + 1, from, to, brakes, boosts);
            }
            gear = to;
            t->last_black = to;
            brakes = boosts = 0;
        } else if (k == RM_COAST || k == RM_LEADER) {
            if (gear == 0)
                ga_rm_report_case(e, out, m, c, "gear.start", 0,
                              "die %d: a %s die from a standstill keeps "
                          "gear 0 (the car must move forward)", i + 1, ga_rm_kind_name(k));
            if (brakes || boosts)
                ga_rm_report(e, out, m, "gear.brake-alone", "die %d: brake/boost dice added to a "
                          "%s die", i + 1, ga_rm_kind_name(k));
            brakes = boosts = 0;
        }
        d->gear = gear;
        if (d->beside != -1 && d->beside != RM_GEAR00 && d->beside > 0) {
            if (d->gear < d->beside)
                ga_rm_report(e, out, m, "overtake.slow", "die %d: gear %d moves alongside a car "
                             "in gear %d (it takes a gear die equal to or higher)", i + 1,
                             d->gear, d->beside);
            if (e->yellow >= 0 && e->yellow != (int)(c - e->car))
                ga_rm_report_case(e, out, m, c, "overtake.yellow-flag",
                                  e->car[e->yellow].gear == RM_GEAR00 ? 1
                                  : d->gear > d->beside ? 2 : 0, "die %d moves alongside a car "
                             "in gear %d while %s's yellow flag is out", i + 1, d->beside,
                             e->car[e->yellow].name);
        }
        /* the roll */
        if (d->protect) {
            protects++;
            if (t->flat)
                ga_rm_report(e, out, m, "tokens.protect-flat-out", "die %d is protected while "
                          "rolling flat out (dice are protected only when rolled one at a "
                          "time)", i + 1);
            if (d->cost >= 0 && d->cost != protects)
                ga_rm_report(e, out, m, "tokens.protect-cost",
                          "die %d: protection %d of the turn paid %ld token%s; it costs %d "
                          "(1, then 2 more, then 3 more…)",
                          i + 1, protects, d->cost, d->cost == 1 ? "" : "s", protects);
            t->spent += d->cost >= 0 ? d->cost : protects;
        } else if (d->caution)
            t->cautions++;
        if (d->triangle && d->gear == d->triangle && k != RM_BRAKE && k != RM_BOOST) {
            d->hazard++; /* GT: a triangle gives one caution in that gear */
            d->tri_hit = 1;
        }
        t->cautions += d->hazard;
        if (k == RM_GEAR || k == RM_COAST || k == RM_LEADER)
            t->gained_expected++;
        if (t->loss_at >= 0 || k == RM_BRAKE || k == RM_BOOST)
            continue; /* brake/boost dice move with their gear die: judged there */
        if (e->flying && c->gear == 0 && i == 0 && k == RM_GEAR && d->gear == 2 &&
            d->caution && !d->protect) {
            int more = 0;
            for (int j = i + 1; j < t->n; j++)
                more += !t->d[j].unplaced;
            if (more) /* the log goes on: follow it */
                ga_rm_report(e, out, m, "flying.goes-on", "the Flying Start gear 2 die shows a "
                             "caution symbol, yet the car goes on with %d more dice", more);
            else {
                t->flying_stop = 1; /* GT: the turn ends here, no loss of control */
                if (c->placed && d->space != c->space + 1)
                    ga_rm_report(e, out, m, "flying.space", "the Flying Start caution leaves "
                                 "the car at distance %ld; it moves one space, to %ld",
                                 d->space, c->space + 1);
                for (int j = i + 1; j < t->n; j++)
                    if (t->flat && t->d[j].kind != RM_BRAKE && t->d[j].kind != RM_BOOST)
                        t->gained_expected++; /* rolled flat out all the same */
                break;
            }
        }
        int minus = d->tile && !d->shortcut ? e->minus[d->tile] : 0;
        if (d->limit && d->gear > d->limit) {
            t->loss_at = i;
            t->loss_cause = RM_CAUSE_CORNER;
        } else if (d->limit && minus && d->gear > d->limit - minus) {
            t->loss_at = i;
            t->loss_cause = RM_CAUSE_MINUS;
        } else if (d->line && d->gear > d->line) {
            t->loss_at = i;
            t->loss_cause = RM_CAUSE_LINE;
        } else if (t->cautions >= loc) {
            t->loss_at = i;
            t->loss_cause = RM_CAUSE_CAUTION;
        }
        if (e->v->die_features && t->loss_at < 0)
            e->v->die_features(e, c, m, t, i, out);
        if (t->loss_at >= 0) {
            t->loss_gear = d->gear;
            if (t->outcome == RM_LOSS && i != last_placed)
                ga_rm_report_case(e, out, m, c, "turn.after-loss", t->loss_cause, "die %d: control is lost here (%s), "
                          "yet %d more dice move the car", i + 1,
                          t->loss_cause == RM_CAUSE_CORNER ? "over the speed limit"
                          : t->loss_cause == RM_CAUSE_CAUTION ? "caution limit met"
                                                              : "jump", t->n - 1 - i);
            else if (t->outcome != RM_LOSS) {
                /* GT: a caution the space gave (inside line, triangle) tipped it */
                int by_hazard = !e->v->dirt && t->loss_cause == RM_CAUSE_CAUTION &&
                                d->hazard && t->cautions - d->hazard < loc;
                const char *why = t->loss_cause == RM_CAUSE_MINUS ? "corner.minus"
                                  : t->loss_cause == RM_CAUSE_LINE ? "corner.line"
                                  : by_hazard ? "caution.hazard"
                                  : t->loss_cause == RM_CAUSE_CAUTION ? "caution.no-loss"
                                  : t->loss_cause == RM_CAUSE_JUMP  ? "jump.no-loss"
                                  : t->loss_cause == RM_CAUSE_JUMP_AIR ? "jump.too-much-air"
                                  : !e->v->dirt || d->inside < 0 ? "corner.overspeed"
                                  : d->inside ? "corner.inside" : "corner.outside";
                if (t->loss_cause == RM_CAUSE_MINUS)
                    ga_rm_report_case(e, out, m, c, why, minus,
                                      "die %d: gear %d on a corner space of limit %d lowered by "
                                      "%d shortcut token%s to %d, yet no loss of control is "
                                      "logged", i + 1, d->gear, d->limit, minus,
                                      minus == 1 ? "" : "s", d->limit - minus);
                else if (t->loss_cause == RM_CAUSE_LINE)
                    ga_rm_report(e, out, m, why, "die %d: gear %d across a dotted line of %d, "
                                 "yet no loss of control is logged", i + 1, d->gear, d->line);
                else if (by_hazard)
                    ga_rm_report_case(e, out, m, c, why, d->tri_hit,
                                      "die %d: %d caution symbols (%d from the space) meet the "
                                      "limit of %d, yet no loss of control is logged", i + 1,
                                      t->cautions, d->hazard, loc);
                else if (t->loss_cause == RM_CAUSE_CORNER)
                    ga_rm_report(e, out, m, why, "die %d: gear %d on a %sspace of limit %d, yet no "
                              "loss of control is logged", i + 1, d->gear,
                              d->inside == 1 ? "inside-lane " : d->inside == 0 ? "outside-lane "
                                                                               : "", d->limit);
                else if (t->loss_cause == RM_CAUSE_CAUTION)
                    ga_rm_report_case(e, out, m, c, why, loc,
                                      "die %d: %d caution symbols meet the limit of %d, yet no "
                                      "loss of control is logged", i + 1, t->cautions, loc);
                else
                    ga_rm_report(e, out, m, why, "die %d: gear %d on a jump of %d%s, yet no loss "
                              "of control is logged", i + 1, d->gear, d->jump,
                              t->loss_cause == RM_CAUSE_JUMP ? " shows a caution symbol" : "");
            }
        }
    }
    if (brakes || boosts)
        ga_rm_report(e, out, m, "gear.brake-alone", "the plan ends with %d brake/boost dice not "
                  "added to a gear die", brakes + boosts);
    t->end_gear = gear;
    if (t->loss_at < 0 && t->outcome == RM_LOSS && !t->flying_stop)
        ga_rm_report_case(e, out, m, c, "caution.loss-without-cause", t->flat,
                  "a loss of control is logged with %d caution symbols (limit %d) and no die "
                  "over a speed limit",
                  t->cautions, loc);
    if (t->loss_at >= 0 && t->outcome == RM_LOSS)
        t->end_gear = t->loss_gear;
    else if (t->outcome == RM_LOSS)
        t->loss_gear = gear; /* no cause found: the log's loss is where the dice end */
    if (t->flying_stop && t->outcome == RM_LOSS)
        ga_rm_report(e, out, m, "flying.loss", "a loss of control is logged, but the Flying "
                     "Start gear 2 caution ends the turn and the loss of control is ignored");
}

static void rm_on_turn(ga_engine *e, const ga_move *m, ga_findings *out)
{
    int ci = ga_rm_car_index(e, m->player);
    if (ci < 0) {
        ga_rm_report(e, out, m, "record.unknown-car", "turn of \"%s\", who is not a player of the "
                  "stream", m->player ? m->player : "(none)");
        return;
    }
    rm_car *c = &e->car[ci];
    if (e->round <= 0) {
        e->round = 1;
        e->leader = -1;
    }
    rm_check_order(e, ci, m, out);
    if (e->leader < 0)
        e->leader = ci;
    c->in_round = 1;
    e->round_turns++;
    e->v->turn_setup(e, c, m, out);

    rm_turn *t = calloc(1, sizeof *t);
    if (!t)
        return;
    const char *mode = ga_rm_arg_str(m->args, "mode");
    t->flat = mode && !strcmp(mode, "flat-out");
    const char *oc = ga_rm_arg_str(m->args, "outcome");
    t->outcome = oc && !strcmp(oc, "loss") ? RM_LOSS
                 : oc && !strcmp(oc, "blocked") ? RM_BLOCKED
                                                : RM_MOVED;
    const json_t *dice = json_object_get(m->args, "dice");
    size_t nd = json_array_size(dice);
    if (nd > RM_MAXDICE) {
        ga_rm_report(e, out, m, "record.bad-die", "%zu dice in one turn (at most %d read)", nd,
                  RM_MAXDICE);
        nd = RM_MAXDICE;
    }
    int ok = 1;
    for (size_t i = 0; i < nd; i++)
        if (rm_read_die(e, m, json_array_get(dice, i), (int)i, &t->d[t->n], out) == 0)
            t->n++;
        else
            ok = 0;
    if (c->gear == RM_GEAR00 || !ok) {
        /* a lost turn (GT 00) or an unreadable plan: the game's end_turn follows the log */
        t->end_gear = c->gear == RM_GEAR00 ? 0 : c->gear;
        t->loss_at = -1;
        e->v->end_turn(e, c, m, t, out);
        free(t);
        return;
    }
    if (e->yellow == ci && t->n > 0)
        e->yellow = -1; /* removed on the owner's next move */
    rm_check_plan(e, c, m, t, out);
    /* tokens */
    long gained = ga_rm_arg_int(m->args, "tokens", -1);
    long want = t->flat ? t->gained_expected : 0;
    if (gained >= 0 && gained != want)
        ga_rm_report(e, out, m, t->flat && t->outcome == RM_LOSS ? "tokens.gained-loss"
                                                              : "tokens.gained",
                  "%ld token%s taken; %s gives %ld (one per gear, coast or leader die rolled, "
                  "not brake or boost)",
                  gained, gained == 1 ? "" : "s",
                  t->flat ? "flat out" : "rolling one at a time", want);
    if (t->spent > c->tokens)
        ga_rm_report(e, out, m, "tokens.overspent", "%ld tokens spent on protection, %s holds %ld",
                  t->spent, c->name, c->tokens);
    c->tokens += (gained >= 0 ? gained : want) - t->spent;
    if (c->tokens < 0)
        c->tokens = 0;
    /* the car's place after the turn: the last die it moved to */
    int last = -1;
    for (int i = 0; i < t->n; i++)
        if (!t->d[i].unplaced)
            last = i;
    if (t->loss_at >= 0 && t->outcome == RM_LOSS)
        last = t->loss_at;
    if (last >= 0) {
        c->space = t->d[last].space;
        c->inside = t->d[last].inside;
        c->placed = 1;
        c->limit = t->d[last].limit;
        c->zone = t->d[last].zone;
        c->slide = t->d[last].zone ? t->d[last].slide : -1;
        c->zone_n = t->d[last].zone_n;
        c->off_track = 0; /* DIRT: a crashed car is back on the track once it moves */
    }
    e->v->end_turn(e, c, m, t, out);
    c->turns++;
    free(t);
}

int ga_rm_apply(ga_engine *e, const ga_move *m, ga_findings *out)
{
    const char *a = m->action;
    if (!strcmp(a, "turn"))
        rm_on_turn(e, m, out);
    else if (!strcmp(a, "round"))
        rm_on_round(e, m, out);
    else if (!strcmp(a, "result")) {
        rm_close_round(e, m, out);
        e->round = 0;
        e->result_seen = 1;
        if (e->v->result)
            e->v->result(e, m, out);
    } else if (!e->v->other || !e->v->other(e, m, out))
        ga_rm_report(e, out, m, "record.unknown-action", "unknown action \"%s\" ignored", a);
    return 0;
}

int ga_rm_finish(ga_engine *e, ga_findings *out)
{
    /* a stream cut before its result: the last round's missing turns, about the file */
    if (!e->result_seen)
        rm_close_round(e, NULL, out);
    return 0;
}

int ga_rm_dump(const ga_engine *e, ga_buf *out)
{
    ga_buf_printf(out, "round %d", e->round);
    if (!e->v->dirt)
        ga_buf_printf(out, ", weather %s", e->weather_wet ? "wet" : "dry");
    ga_buf_puts(out, "\n");
    for (int i = 0; i < e->ncars; i++) {
        const rm_car *c = &e->car[i];
        ga_buf_printf(out, "%s: gear %s, distance %ld%s, %ld tokens", c->name,
                      ga_rm_gear_name(c->gear), c->placed ? c->space : 0,
                      c->inside == 1 ? " inside" : "", c->tokens);
        if (e->v->dirt)
            ga_buf_printf(out, ", time %ld s", c->total);
        for (int k = 0; k < RM_NKIND; k++)
            if (c->lost[k])
                ga_buf_printf(out, ", %d %s dice lost", c->lost[k], ga_rm_kind_name(k));
        ga_buf_puts(out, c->finished ? ", finished\n" : "\n");
    }
    return 0;
}

void ga_rm_free(ga_engine *e)
{
    free(e);
}

int ga_rm_new(ga_engine **out, const ga_header *h, const rm_variant *v, ga_error *err)
{
    *out = NULL;
    ga_engine *e = calloc(1, sizeof *e);
    if (!e)
        return ga_error_set(err, GA_ENOMEM, h ? h->file : NULL, 0, "out of memory");
    e->v = v;
    e->leader = -1;
    e->yellow = -1;
    for (size_t i = 0; h && i < h->nplayers && e->ncars < RM_MAXCARS; i++) {
        rm_car *c = &e->car[e->ncars++];
        snprintf(c->id, sizeof c->id, "%s", h->players[i].id ? h->players[i].id : "");
        snprintf(c->name, sizeof c->name, "%s",
                 h->players[i].name && *h->players[i].name ? h->players[i].name : c->id);
        c->inside = -1;
        c->slide = -1;
        c->tyres = -1;
    }
    const json_t *su = h ? h->setup : NULL;
    const char *w = ga_rm_arg_str(su, "weather");
    e->weather_wet = w && !strcmp(w, "wet");
    e->flying = json_is_true(json_object_get(su, "flying_start"));
    e->r5 = json_is_true(json_object_get(su, "r5"));
    *out = e;
    return 0;
}
