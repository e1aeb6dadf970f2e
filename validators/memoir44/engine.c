/* engine.c — the Memoir '44 engine.
 *
 * Replays a game from the scenario's starting board (scenarios.c, generated
 * from the scenario facts) and the log: command cards played, orders, unit
 * moves (one hex per move), battles (dice as logged), damage, retreats,
 * medals and the final result.  It checks what Gamehelpmemoir states:
 * section-card order limits, one order, move and battle per unit per turn,
 * movement allowances by unit type, terrain that stops movement or forbids
 * battling after moving in, impassable terrain, battle range and the number
 * of dice (range, terrain of the target hex, terrain the attacker battles
 * out of), the hits the logged dice score, figures lost, retreats by flags,
 * medals for eliminated units and the medal count that wins; the special
 * units of TROOPS, SPECIAL WEAPONS ASSETS and NATIONS by their traits
 * (rules.c, from tests/memoir44/troops.py) and the ACTIONS rules a scenario
 * puts in effect.
 *
 * BGA archives are decoded in bga.c into the same handlers the normalized
 * stream's moves reach (apply_stream, here).
 */
#include "../../src/internal.h"
#include "../validators.h"
#include "../bga/bga_audit.h"
#include "memoir44.h"
#include "rules.h"
#include "engine.h"

#include <stdlib.h>
#include <string.h>

/* The refs, the check table and the terrain catalogue are generated from
 * the page (tests/memoir44/gen_rules.py -> rules.c, rules.h); the state is
 * in engine.h, the BGA decoder in bga.c. */

static const char PAGE[] = "Gamehelpmemoir";

static void m44_free(ga_engine *e);

/* ---------------------------------------------------------------- helpers */

/* The ACTIONS rules (memoir44.h), by their section titles on the page. */
static const struct { const char *name; unsigned bit; } rule_names[] = {
    {"Winter Weather", M44_RULE_WINTER},
    {"Blitz Rules", M44_RULE_BLITZ},
    {"Air Strikes & Blitz", M44_RULE_AIRBLITZ},
    {"Reduced Visibility", M44_RULE_RV},
    {"Night Attacks", M44_RULE_NIGHT},
    {"Hospital Recovery", M44_RULE_HOSPITAL},
    {"Oasis Recovery", M44_RULE_OASIS},
    {"Armor Breakthrough", M44_RULE_BREAKTHROUGH},
    {"Pontoon Bridges", M44_RULE_PONTOON},
    {"North African Desert Rules", M44_RULE_DESERT},
    {"Reinforcements", M44_RULE_REINFORCEMENTS},
    {"Smoke Screen", M44_RULE_SMOKE_SCREEN},
    {"Smoke Shells", M44_RULE_SMOKE_SHELLS},
    {"Sabotage", M44_RULE_SABOTAGE},
    {"Supply Train/Reinforcements", M44_RULE_SUPPLY_TRAIN},
    {"Exit Markers", M44_RULE_EXIT},
    {"Capturing Equipment", M44_RULE_EQUIPMENT},
    {"Freeing Prisoners", M44_RULE_PRISONERS},
    {"Forward Spotting", M44_RULE_SPOTTING},
    {"Destroy Supplies", M44_RULE_SUPPLIES},
    {"Capture HQ/Supply Tent", M44_RULE_CAPTURE_HQ},
    {"Radar Alert", M44_RULE_RADAR},
};

int m44_on_board(int x, int y)
{
    return y >= 0 && y < BH && x >= 0 && x < BW && ((x + y) % 2) == 0;
}

int m44_hex_dist(int x1, int y1, int x2, int y2)
{
    int dy = abs(y1 - y2), dx = abs(x1 - x2);
    return dy + (dx > dy ? (dx - dy) / 2 : 0);
}

unit *m44_unit_by_id(ga_engine *e, long long id)
{
    for (int i = 0; i < e->nu; i++)
        if (e->u[i].id == id)
            return &e->u[i];
    return NULL;
}

unit *m44_unit_at(ga_engine *e, int x, int y)
{
    for (int i = 0; i < e->nu; i++)
        if (e->u[i].alive && !e->u[i].aboard && e->u[i].x == x && e->u[i].y == y)
            return &e->u[i];
    return NULL;
}

const char *m44_cls_name(int cls)
{
    return cls == M44_INF ? "infantry" : cls == M44_ARM ? "armor" : "artillery";
}









const char *m44_side_name(int s)
{
    return s == M44_AXIS ? "axis" : "allies";
}

/* A hex as the log labels it: column letter (upper case on even rows of
 * BGA's doubled columns, lower case on odd) and 9 - row. */
const char *m44_label(int x, int y, char buf[8])
{
    if (!m44_on_board(x, y)) {
        snprintf(buf, 8, "%d,%d", x, y);
        return buf;
    }
    char c = (char)('A' + x / 2);
    if (x % 2)
        c = (char)(c - 'A' + 'a');
    snprintf(buf, 8, "%c%d", c, 9 - y);
    return buf;
}

/* Reports a finding of check code citing refs[rule], or the check's own rule
 * when rule < 0. */
static int vreport(ga_findings *out, const ga_move *m, const char *code, int rule, const char *fmt,
                   va_list ap) __attribute__((format(printf, 5, 0)));
static int vreport(ga_findings *out, const ga_move *m, const char *code, int rule, const char *fmt,
                   va_list ap)
{
    char msg[512];
    vsnprintf(msg, sizeof msg, fmt, ap);
    ga_finding *f = rule < 0 ? ga_report(out, &ga_game_memoir44, m, code, "%s", msg)
                             : ga_report_rule(out, &ga_game_memoir44, m, code, rule, "%s", msg);
    return f ? 0 : GA_ENOMEM;
}

int m44_report(ga_engine *e, ga_findings *out, const ga_move *m, const char *code,
                  const char *fmt, ...)
{
    (void)e;
    va_list ap;
    va_start(ap, fmt);
    int rc = vreport(out, m, code, -1, fmt, ap);
    va_end(ap);
    return rc;
}

/* As report, citing refs[rule] (the check's rule or one of its also). */
int m44_report_rule(ga_findings *out, const ga_move *m, const char *code, int rule,
                       const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int rc = vreport(out, m, code, rule, fmt, ap);
    va_end(ap);
    return rc;
}

int m44_keep_move(ga_move *dst, const ga_move *src)
{
    ga_move_clear(dst);
    json_incref(src->args);
    return ga_move_set(dst, src->seq, src->game, src->player, src->action, src->args, src->src,
                       src->raw, src->raw ? strlen(src->raw) : 0);
}

/* ---------------------------------------------------------------- board */

/* The m44_troops entry a board names (index + 1), 0 none. */
static short troop_index(const char *name)
{
    for (size_t i = 0; name && i < m44_ntroops; i++)
        if (!strcasecmp(m44_troops[i].name, name))
            return (short)(i + 1);
    return 0;
}

static void load_round(ga_engine *e)
{
    for (int y = 0; y < BH; y++)
        for (int x = 0; x < BW; x++)
            e->ter[y][x] = e->obs[y][x] = -1;
    memset(e->sand, 0, sizeof e->sand);
    memset(e->sand_gone, 0, sizeof e->sand_gone);
    memset(e->bridge_gone, 0, sizeof e->bridge_gone);
    memset(e->bridge_kept, 0, sizeof e->bridge_kept);
    memset(e->land_need, 0, sizeof e->land_need);
    memset(e->land_own, -1, sizeof e->land_own);
    memset(e->land_stars, 0, sizeof e->land_stars);
    memset(e->land_before, 0, sizeof e->land_before);
    memset(e->mine, -1, sizeof e->mine);
    memset(e->smoke, 0, sizeof e->smoke);
    e->smoke_n = 0;
    memset(e->mine_own, -1, sizeof e->mine_own);
    memset(e->special, 0, sizeof e->special);
    memset(e->own, -1, sizeof e->own);
    e->nu = 0;
    e->dealt_n[0] = e->dealt_n[1] = -1;
    m44_hand_reset(e);
    e->side_of[0] = e->side_of[1] = -1;
    e->medals[0] = e->medals[1] = 0;
    e->tp = -1;
    e->card = -1;
    e->nelim = 0;
    e->ended = 0;
    e->after_victory = 0;
    e->at.active = 0;
    if (!e->sc)
        return;
    for (size_t i = 0; i < e->sc->nhexes; i++) {
        const m44_hex *h = &e->sc->hexes[i];
        if (!m44_on_board(h->x, h->y))
            continue;
        if (h->terrain < M44_T_NTERRAIN)
            e->ter[h->y][h->x] = m44_terrain_td[h->terrain];
        if (h->obstacle == M44_O_SANDBAG)
            e->sand[h->y][h->x] = 1;
        else if (h->obstacle < M44_O_NOBSTACLE)
            e->obs[h->y][h->x] = m44_obstacle_td[h->obstacle];
        int own = h->owner;
        if (own >= 9) {
            e->special[h->y][h->x] = 1;
            own = own == 9 ? -1 : own - 10;
        }
        e->own[h->y][h->x] = (signed char)own;
    }
    /* a stream may set catalogue terrain on hexes: [{x, y, name, obstacle?}] */
    size_t k;
    json_t *it;
    json_array_foreach(e->setup_terrain, k, it) {
        long long x, y;
        json_t *nm = json_object_get(it, "name");
        if (!ga_json_int(json_object_get(it, "x"), &x) || !ga_json_int(json_object_get(it, "y"), &y) ||
            !m44_on_board((int)x, (int)y) || !json_is_string(nm))
            continue;
        short td = -1;
        for (size_t j = 0; j < m44_ntdefs; j++)
            if (!strcasecmp(m44_tdefs[j].name, json_string_value(nm)))
                td = (short)j;
        long long mv2;
        if (td == M44_TD_MINEFIELDS && ga_json_int(json_object_get(it, "value"), &mv2) && mv2 >= 0 &&
            mv2 <= 9)
            e->mine[y][x] = (signed char)mv2;
        else if (td >= 0 && ga_json_int(json_object_get(it, "value"), &mv2) && mv2 >= 1 && mv2 <= 20)
            e->land_need[y][x] = (signed char)(mv2 + 1); /* a landmark: the stars its sabotage needs */
        json_t *ow = json_object_get(it, "owner"); /* a bunker's original owner */
        if (json_is_string(ow) && !strcasecmp(json_string_value(ow), "axis"))
            e->own[y][x] = M44_AXIS;
        else if (json_is_string(ow) && !strcasecmp(json_string_value(ow), "allies"))
            e->own[y][x] = M44_ALLIES;
        if (td == M44_TD_MINEFIELDS)
            e->mine_own[y][x] = e->own[y][x];
        if (e->land_need[y][x])
            e->land_own[y][x] = e->own[y][x];
        if (td == M44_TD_SANDBAGS)
            e->sand[y][x] = 1; /* the layer Dig In and leaving change */
        else if (json_is_true(json_object_get(it, "obstacle")))
            e->obs[y][x] = td;
        else
            e->ter[y][x] = td;
    }
    for (size_t i = 0; i < e->sc->nunits && e->nu < MAXU; i++) {
        const m44_unit0 *u0 = &e->sc->units[i];
        unit *u = &e->u[e->nu++];
        memset(u, 0, sizeof *u);
        u->road = -1;
        u->id = e->custom_ids ? e->custom_ids[i] : e->id_base + (int)i + 1;
        u->x = u0->x;
        u->y = u0->y;
        u->cls = u0->cls;
        u->figs = u->fig0 = u0->figures;
        u->side = u0->side;
        u->flags = u0->flags;
        u->alive = 1;
        const unit_x *ux = e->custom_x && e->sc == &e->custom ? &e->custom_x[i] : NULL;
        if (!ux) {
            /* a scenario of the facts: its nations' rules, elite armor and Tigers' figures */
            short nat = troop_index(e->sc->nation[u->side]);
            u->src[3] = nat ? &m44_troops[nat - 1] : NULL;
            u->src[2] = (u->flags & M44_F_ELITE) ? &m44_troops[M44_TR_ELITE_ARMOR] : NULL;
        } else {
            u->src[0] = ux->marker ? &m44_troops[ux->marker - 1] : NULL;
            u->src[1] = ux->swa ? &m44_troops[ux->swa - 1] : NULL;
            u->src[2] = ux->troop ? &m44_troops[ux->troop - 1] : NULL;
            int nat = ux->nation ? ux->nation : e->nation[u->side];
            u->src[3] = nat ? &m44_troops[nat - 1] : NULL;
            u->src[4] = ux->swa ? &m44_troops[M44_TR_SPECIAL_WEAPON_ASSETS_RULES] : NULL;
            /* the class the entry treats it as */
            for (int s = 1; s < 3; s++)
                if (u->src[s] && u->src[s]->cls)
                    u->cls = u->src[s]->cls;
            if (ux->troop - 1 == M44_TR_TIGERS)
                u->flags |= M44_F_TIGER;
            u->disguised = ux->troop - 1 == M44_TR_BRANDENBURGERS;
            if (ux->troop - 1 == M44_TR_SPECIAL_FORCES ||
                (ux->troop - 1 == M44_TR_SPECIAL_FORCES_BADGE && u->cls == M44_INF))
                u->flags |= M44_F_SPECIAL;
            for (int q = 0; q < 5; q++)
                u->mark[q] = ux->mark[q] ? &m44_troops[ux->mark[q] - 1] : NULL;
            u->aboard = ux->aboard;
        }
    }
    e->ids_used = (int)e->sc->nunits;
    m44_obj_load(e);
}

/* Sections a hex lies in for a side, as a bit mask (1 left, 2 center, 4
 * right): the dotted lines run through doubled columns 7 and 17, whose hexes
 * straddle two sections.  The bottom side's left is the low columns. */
int m44_sections_of(const ga_engine *e, int side, int x)
{
    int m = 0;
    if (x <= 7)
        m |= 1;
    if (x >= 7 && x <= 17)
        m |= 2;
    if (x >= 17)
        m |= 4;
    if (e->sc && side == e->sc->top_side)
        m = ((m & 1) << 2) | (m & 2) | ((m & 4) >> 2);
    return m;
}

static int own_dir(const ga_engine *e, int side)
{
    /* the row direction toward a side's own baseline */
    return e->sc && side == e->sc->top_side ? -1 : 1;
}

/* ---------------------------------------------------------------- turn */

static void new_turn(ga_engine *e, int player)
{
    /* smoke screens go once their placer's 2nd turn has elapsed; shells after the opponent's 2nd */
    e->turn_no++;
    memset(e->bridge_kept, 0, sizeof e->bridge_kept);
    for (int y = 0; y < BH; y++)
        for (int x = 0; x < BW; x++)
            if (e->smoke[y][x] && e->turn_no > e->smoke_turn[y][x] + (e->smoke[y][x] == 1 ? 2 : 3))
                e->smoke[y][x] = 0;
    e->smoke_n = 0;
    e->smoke_by = 0;
    e->tp = player;
    e->card = -1;
    e->last_battler = 0;
    e->ambush_turn = e->battled_turn = 0;
    memset(&e->last, 0, sizeof e->last);
    e->section = -1;
    e->star_hits = 0;
    e->last_mover = 0;
    for (int i = 0; i < e->nu; i++) {
        unit *u = &e->u[i];
        u->ordered = u->steps = u->battles = u->took_ground = u->overruns = 0;
        u->ground_noverrun = NULL;
        u->stopped = u->nobattle = u->removed = NULL;
        u->sx = u->x;
        u->sy = u->y;
        u->road = -1;
        u->cliff = u->steep = 0;
        u->landed = u->resupplied = u->dropped = u->recovered = 0;
        u->ca_ok = u->first_target = u->second = u->bridged = u->desert = u->smoked = u->off_train = 0;
        if (u->breakthrough == 2)
            u->breakthrough = 1;
    }
}

/* ---------------------------------------------------------------- cards and orders */


static const struct { const char *name; int type; } card_names[] = {
    {"Air power", C_AIRPOWER}, {"Ambush", C_AMBUSH}, {"Armor Assault", C_ARMOR_ASSAULT},
    {"Artillery Bombard", C_BOMBARD}, {"Assault", C_ASSAULT}, {"Attack", C_ATTACK},
    {"Barrage", C_BARRAGE}, {"Behind Enemy Lines", C_BEHIND}, {"Close Assault", C_CLOSE},
    {"CounterAttack", C_COUNTER}, {"Dig In", C_DIGIN}, {"Direct From HQ", C_HQ},
    {"Firefight", C_FIREFIGHT}, {"General advance", C_GENERAL}, {"Infantry Assault", C_INF_ASSAULT},
    {"Medics & Mechanics", C_MEDICS}, {"Move Out", C_MOVEOUT}, {"Pincer move", C_PINCER},
    {"Probe", C_PROBE}, {"Recon", C_RECON}, {"Recon in force", C_RECON_FORCE},
    {"Their Finest Hour", C_FINEST},
};

int m44_card_type_of(const char *name)
{
    for (size_t i = 0; i < sizeof card_names / sizeof card_names[0]; i++)
        if (!strcasecmp(card_names[i].name, name))
            return card_names[i].type;
    return -1;
}

int m44_section_of_text(const char *s)
{
    if (!s)
        return -1;
    if (strstr(s, "left"))
        return 0;
    if (strstr(s, "center") || strstr(s, "centre"))
        return 1;
    if (strstr(s, "right"))
        return 2;
    return -1;
}

int m44_play_card(ga_engine *e, const ga_move *m, int player, int type, int section, int reaction,
                     ga_findings *out)
{
    if (!reaction && e->sc && e->round >= 1 && e->round <= 4 && e->winner_side[e->round - 1] >= 0 &&
        !e->after_victory) {
        int w = e->winner_side[e->round - 1];
        e->after_victory = 1;
        int rc = m44_report(e, out, m, "memoir44.result.after-victory",
                        "a command card is played after the %s reached %d medal(s), which ends the "
                        "game", m44_side_name(w), e->sc->to_win[w]);
        if (rc)
            return rc;
    }
    int rc = m44_hand_play(e, m, player, &type, &section, reaction, out);
    if (rc)
        return rc;
    if (player >= 0 && player < 2) { /* a card played is a card to draw */
        e->owed[player]++;
        e->recon[player] |= type >= C_RECON && type < C_PROBE;
        e->extra_ok[player] = !reaction; /* its turn: a growing hand may draw one more after it */
    }
    e->played_any = 1;
    if (reaction) {
        if (type == C_AMBUSH)
            e->ambush = e->ambush_turn = 1;
        return 0;
    }
    new_turn(e, player);
    e->turn_card = 1;
    e->card = type;
    e->section = section;
    e->star_hits = type == C_AIRPOWER;
    return 0;
}

/* The deal, judged once the player's side is known (a BGA log tells it by the
 * first units ordered): the scenario's count, and the cards more a growing
 * hand draws after the first turns. */
static int hand_facts(ga_engine *e, const ga_move *m, int p, ga_findings *out)
{
    int sd = e->side_of[p];
    if (!e->dealt || e->dealt_n[p] < 0 || sd < 0 || !e->sc)
        return 0;
    int rule, got = e->dealt_n[p], want = m44_hand_deal(e, sd, &rule);
    e->dealt_n[p] = -1; /* judged */
    e->extra[p] = e->sc->extra_draws[sd];
    if (want && got != want)
        return m44_report_rule(out, m, "memoir44.setup.hand", rule,
                               "the %s were dealt %d command cards; %s gives them %d", m44_side_name(sd), got,
                               rule == R_DEAL ? "the scenario" : "the Italian High Command", want);
    return 0;
}

/* Command cards a player draws: the deal before the round's first card (as
 * many as the scenario gives the side), then one after each card played, two
 * keeping one after a Recon. */
int m44_draw_cards(ga_engine *e, const ga_move *m, int p, long long nb, long long keep, ga_findings *out)
{
    if (p < 0 || p > 1)
        return 0;
    if (!e->played_any) {
        e->dealt = 1;
        e->dealt_n[p] = keep >= 0 && keep < 100 ? (int)keep : 0;
        m44_hand_dealt(e, p, e->dealt_n[p]);
        return hand_facts(e, m, p, out);
    }
    if (!e->dealt)
        return 0;
    int rc = hand_facts(e, m, p, out);
    const char *who = e->side_of[p] >= 0 ? m44_side_name(e->side_of[p]) : e->pid[p];
    int owed = e->owed[p], recon = e->recon[p];
    if (rc || m44_hand_draw(e, p, keep)) /* a draw the hand's rules owe (an HQ reclaimed) */
        return rc;
    if (owed == 0 && nb == 1 && keep == 1 && e->extra_ok[p] && e->extra[p] > 0) {
        e->extra[p]--; /* the scenario's growing hand: one card more after this turn */
        e->extra_ok[p] = 0;
        m44_hand_follow(e, p, 1);
        return 0;
    }
    if (owed > 0)
        e->owed[p]--;
    e->recon[p] = 0;
    if (owed == 0)
        m44_hand_follow(e, p, (int)keep); /* the log goes on with it */
    if (owed == 0)
        return m44_report_rule(out, m, "memoir44.turn.draw", m44_hand_undue_rule(e, p),
                               "the %s draw %lld command card(s) with no card played since their last draw%s",
                               who, nb,
                               m44_hand_undue_rule(e, p) == RA_BLOW_LOST
                                   ? ": the card that blew up the bridge outright is never replaced"
                                   : "");
    if (recon && (nb != 2 || keep != 1))
        return m44_report_rule(out, m, "memoir44.turn.draw", R_RECON_DRAW,
                               "the %s played a Recon and draw %lld command card(s), keeping %lld: a Recon "
                               "draws two and keeps one",
                               who, nb, keep);
    if (!recon && (nb != 1 || keep != 1))
        return m44_report_rule(out, m, "memoir44.turn.draw", R_DRAW,
                               "the %s draw %lld command card(s), keeping %lld, after their card: one is "
                               "drawn",
                               who, nb, keep);
    return 0;
}

/* The end of a turn: a player who played a card has drawn its replacement. */
int m44_draw_check(ga_engine *e, const ga_move *m, ga_findings *out)
{
    int rc = 0;
    for (int p = 0; p < 2 && !rc; p++) {
        rc = hand_facts(e, m, p, out);
        m44_hand_settle(e, p); /* the Italians shed cards by draws not made */
        if (!rc && e->dealt && e->owed[p] > 0) {
            int why = m44_hand_missing_rule(e, p);
            rc = m44_report_rule(out, m, "memoir44.turn.draw", why,
                                 "the turn ends and the %s, who played %d command card(s) since their last "
                                 "draw, drew none%s",
                                 e->side_of[p] >= 0 ? m44_side_name(e->side_of[p]) : e->pid[p], e->owed[p],
                                 why == R_ITALIAN     ? ": an Italian hand of 3 sheds no card for a unit lost"
                                 : why == RA_BLOW_DRAW ? ": a roll to blow up a bridge draws its replacement"
                                                       : "");
            m44_hand_follow(e, p, -e->owed[p]);
        }
        e->owed[p] = e->recon[p] = 0;
        if (!rc)
            rc = m44_hand_check(e, m, p, out);
    }
    return rc;
}

/* Units per section a section card orders, into lim: [left, center, right],
 * 99 = all; NULL when the card is not a section card.  (The caller's array:
 * engines run in several threads at once under `check -j`.) */
const int *m44_card_limits(int type, int section, int lim[3])
{
    lim[0] = lim[1] = lim[2] = 0;
    switch (type) {
    case C_RECON: case C_PROBE: case C_ATTACK: case C_ASSAULT:
        if (section < 0 || section > 2)
            return NULL;
        lim[section] = type == C_RECON ? 1 : type == C_PROBE ? 2 : type == C_ATTACK ? 3 : 99;
        return lim;
    case C_GENERAL:
        lim[0] = lim[1] = lim[2] = 2;
        return lim;
    case C_RECON_FORCE:
        lim[0] = lim[1] = lim[2] = 1;
        return lim;
    case C_PINCER:
        lim[0] = lim[2] = 2;
        return lim;
    default:
        return NULL;
    }
}

/* Can the units (section masks m[0..n)) be placed in sections within lim? */
static int fits(const int *m, int n, int *cap)
{
    if (n == 0)
        return 1;
    for (int s = 0; s < 4; s++)
        if ((m[0] & (1 << s)) && cap[s] > 0) {
            cap[s]--;
            int ok = fits(m + 1, n - 1, cap);
            cap[s]++;
            if (ok)
                return 1;
        }
    return 0;
}


int m44_order_units(ga_engine *e, const ga_move *m, int player, const long long *ids, int n,
                       ga_findings *out)
{
    int rc = 0;
    int masks[32], nm = 0;
    if (e->sc && !e->turn_card && n > 0)
        rc = m44_report(e, out, m, "memoir44.order.no-card",
                    "%d unit(s) ordered with no command card played this turn", n);
    for (int i = 0; i < n; i++) {
        unit *u = m44_unit_by_id(e, ids[i]);
        if (!u || !u->alive)
            continue;
        if (player >= 0 && e->side_of[player] < 0) {
            e->side_of[player] = u->side;
            e->side_of[!player] = !u->side;
        }
        if (u->ordered && !rc) {
            char b[8];
            rc = m44_report(e, out, m, "memoir44.order.twice", "%s unit %d in %s is ordered twice this turn",
                        m44_cls_name(u->cls), u->id, m44_label(u->x, u->y, b));
        }
        u->ordered = 1;
        if (nm < 32)
            masks[nm++] = m44_sections_of(e, u->side, u->x);
    }
    int limbuf[3];
    const int *lim = m44_card_limits(e->card, e->section, limbuf);
    int out_of_section = 0;
    if (!rc && lim && e->sc) {
        int allowed = (lim[0] ? 1 : 0) | (lim[1] ? 2 : 0) | (lim[2] ? 4 : 0);
        size_t before = out->n;
        for (int i = 0; i < n && !rc && out->n == before; i++) {
            unit *u = m44_unit_by_id(e, ids[i]);
            if (u && u->alive && !(m44_sections_of(e, u->side, u->x) & allowed) &&
                !m44_trait_of(u, M44_X_ANYSECTION)) { /* units on the move: any section */
                char b[8];
                out_of_section = 1;
                rc = m44_report(e, out, m, "memoir44.order.straddle",
                            "%s unit %d in %s stands in no section the card orders (nor on a hex "
                            "straddling one)", m44_cls_name(u->cls), u->id, m44_label(u->x, u->y, b));
            }
        }
    }
    if (!rc && lim && e->sc && !out_of_section) {
        /* all units ordered this turn count against the card */
        nm = 0;
        int amask = (lim[0] ? 1 : 0) | (lim[1] ? 2 : 0) | (lim[2] ? 4 : 0), side = -1;
        for (int i = 0; i < e->nu && nm < 32; i++)
            if (e->u[i].ordered && e->u[i].alive) {
                masks[nm] = m44_trait_of(&e->u[i], M44_X_ANYSECTION)
                                ? 7
                                : m44_sections_of(e, e->u[i].side, e->u[i].x);
                if (masks[nm] & amask)
                    masks[nm] |= 8; /* may fill a unit more the card's bonus gives */
                nm++;
                side = e->u[i].side;
            }
        /* one unit more: a command car in the card's section, US Marines on any section card */
        int cap[4] = {lim[0], lim[1], lim[2], 0};
        const m44_trait *bw = NULL;
        for (int i = 0; i < e->nu && side >= 0; i++) {
            const unit *u = &e->u[i];
            const m44_trait *x = u->alive && u->side == side ? m44_trait_of(u, M44_X_ORDER) : NULL;
            if (x && x->v[0] == 1 && (m44_sections_of(e, u->side, u->x) & amask) && !(bw && bw->v[0] == 1)) {
                cap[3]++;
                bw = x;
            }
        }
        for (int i = 0; i < e->nu && side >= 0; i++) {
            const unit *u = &e->u[i];
            const m44_trait *x = u->side == side && u->src[3] ? m44_trait_v(u, M44_X_ORDER, 2) : NULL;
            if (x) {
                cap[3]++;
                bw = x;
                break;
            }
        }
        if (!fits(masks, nm, cap) && bw)
            rc = m44_report_rule(out, m, "memoir44.troops.order", m44_hand_counter_rule(e, side, bw->rule),
                                 "%d units ordered; the card and %s allow %d more than the card's own "
                                 "limit%s",
                                 nm, bw->v[0] == 1 ? "the command car in its section" : "the US Marine Corps",
                                 cap[3], e->counter_from >= 0 ? " (a Counter-Attack copies the card)" : "");
        else if (!fits(masks, nm, cap)) {
            static const char *sn[3] = {"left", "center", "right"};
            char allowed[64] = "";
            for (int s = 0; s < 3; s++)
                if (lim[s]) {
                    char t[24];
                    snprintf(t, sizeof t, "%s%s %s", allowed[0] ? ", " : "",
                             lim[s] == 99 ? "all" : (char[4]){(char)('0' + lim[s]), 0}, sn[s]);
                    strncat(allowed, t, sizeof allowed - strlen(allowed) - 1);
                }
            rc = m44_report_rule(out, m, "memoir44.order.section",
                                 m44_hand_counter_rule(e, side, R_ORDER_LIMIT),
                                 "%d units ordered, the card allows %s (units on a straddling hex count "
                                 "in either section)%s",
                                 nm, allowed,
                                 e->counter_from >= 0 ? ": a Counter-Attack copies the card" : "");
        }
    }
    if (!rc && e->sc)
        rc = m44_order_tactic(e, m, out);
    return rc;
}

/* ---------------------------------------------------------------- terrain */

int m44_cls_bit(int cls)
{
    return cls == M44_INF ? 1 : cls == M44_ARM ? 2 : 4;
}

const m44_tdef *m44_tdef_of(short td)
{
    return td >= 0 && (size_t)td < m44_ntdefs ? &m44_tdefs[td] : NULL;
}

/* The catalogue entries on a hex: its terrain, its obstacle, its sandbags. */
int m44_hex_tdefs(const ga_engine *e, int x, int y, const m44_tdef *out[3])
{
    int n = 0;
    if (!m44_on_board(x, y))
        return 0;
    if (m44_tdef_of(e->ter[y][x]))
        out[n++] = m44_tdef_of(e->ter[y][x]);
    if (m44_tdef_of(e->obs[y][x]))
        out[n++] = m44_tdef_of(e->obs[y][x]);
    if (e->sand[y][x])
        out[n++] = &m44_tdefs[M44_TD_SANDBAGS];
    return n;
}

static int hex_height(const ga_engine *e, int x, int y)
{
    const m44_tdef *t = m44_on_board(x, y) ? m44_tdef_of(e->ter[y][x]) : NULL;
    return t ? t->height : 0;
}

const char *m44_td_name(const m44_tdef *t)
{
    return t ? t->name : "open ground";
}

/* An obstacle removed: infantry that removes wire or abatis does so
 * instead of battling. */
void m44_obstacle_removed(ga_engine *e, int x, int y)
{
    const m44_tdef *d = m44_on_board(x, y) ? m44_tdef_of(e->obs[y][x]) : NULL;
    unit *u = d ? m44_unit_at(e, x, y) : NULL;
    if (u && u->cls == M44_INF && (d->remove & 1) && d->code[M44_K_REMOVE]) {
        u->removed = d->code[M44_K_REMOVE];
        u->removed_what = d->name;
    }
    if (m44_on_board(x, y) && e->obs[y][x] == M44_TD_BRIDGES)
        e->bridge_gone[y][x] = 1;
    if (m44_on_board(x, y))
        e->obs[y][x] = -1;
}

/* ---------------------------------------------------------------- movement */


int m44_hex_has(const ga_engine *e, int x, int y, int td)
{
    return m44_on_board(x, y) && (e->ter[y][x] == td || e->obs[y][x] == td);
}


/* A retreat step: bunkers that hold their units, the direction, the
 * terrain a retreat may not enter; counted for the battle's flags. */
static int retreat_step(ga_engine *e, const ga_move *m, unit *u, int x, int y, int rc, ga_findings *out)
{
    char b1[8], b2[8];
    if (!rc && e->sc && m44_on_board(u->x, u->y)) {
        /* units that hold a bunker: they take the loss instead of retreating */
        const m44_tdef *fs[3];
        int nf = m44_hex_tdefs(e, u->x, u->y, fs);
        for (int i = 0; i < nf && !rc; i++)
            if ((fs[i] == &m44_tdefs[M44_TD_BUNKERS] && u->cls == M44_ART) ||
                (fs[i] == &m44_tdefs[M44_TD_FIELD_BUNKERS] && (u->cls == M44_ART || u->cls == M44_ARM)))
                rc = m44_report(e, out, m,
                            fs[i] == &m44_tdefs[M44_TD_BUNKERS] ? "memoir44.bunkers.artillery-retreat"
                                                                : "memoir44.field-bunkers.retreat",
                            "%s unit %d retreats out of %s (%s); it must take the loss instead",
                            m44_cls_name(u->cls), u->id, m44_label(u->x, u->y, b1), fs[i]->name);
    }
    if (!rc && e->sc && y - u->y != own_dir(e, u->side) && u->breakthrough)
        rc = m44_report_rule(
            out, m, "memoir44.actions.breakthrough", RA_BT_RETREAT,
            "%s unit %d, entered by a breakthrough, retreats from %s to %s, not toward its own "
            "baseline",
            m44_who(u), u->id, m44_label(u->x, u->y, b1), m44_label(x, y, b2));
    else if (!rc && e->sc && y - u->y != own_dir(e, u->side))
        rc = m44_report(e, out, m, "memoir44.retreat.direction",
                    "%s unit %d retreats from %s to %s, not toward its own baseline (row %s)",
                    m44_cls_name(u->cls), u->id, m44_label(u->x, u->y, b1), m44_label(x, y, b2),
                    own_dir(e, u->side) > 0 ? "9 - 8" : "9 - 0");
    if (!rc && e->sc && m44_on_board(x, y)) {
        const m44_tdef *ts[3];
        int nt = m44_hex_tdefs(e, x, y, ts);
        int bridge = e->obs[y][x] == M44_TD_BRIDGES;
        for (int i = 0; i < nt && !rc; i++)
            if ((ts[i]->impassable & m44_cls_bit(u->cls)) &&
                !(bridge && ts[i] == &m44_tdefs[M44_TD_RIVERS_WATERWAYS]))
                rc = m44_report(e, out, m, "memoir44.retreat.impassable",
                            "%s unit %d retreats into %s (%s), impassable to it", m44_cls_name(u->cls),
                            u->id, m44_label(x, y, b2), ts[i]->name);
        for (int i = 0; i < nt && !rc; i++)
            if ((ts[i]->noretreat & m44_cls_bit(u->cls)) && ts[i]->code[M44_K_NORETREAT] &&
                !m44_naval(u, ts[i]) && u->ashore && ts[i] == &m44_tdefs[M44_TD_OCEANS])
                rc = m44_report_rule(out, m, ts[i]->code[M44_K_NORETREAT], R_LC_LANDED,
                                     "%s unit %d retreats onto %s (%s): it landed on the beach, where its "
                                     "landing craft was removed",
                                     m44_cls_name(u->cls), u->id, m44_label(x, y, b2), ts[i]->name);
            else if ((ts[i]->noretreat & m44_cls_bit(u->cls)) && ts[i]->code[M44_K_NORETREAT] &&
                     !m44_naval(u, ts[i]))
                rc = m44_report(e, out, m, ts[i]->code[M44_K_NORETREAT],
                            "%s unit %d retreats onto %s (%s)", m44_cls_name(u->cls), u->id,
                            m44_label(x, y, b2), ts[i]->name);
    }
    if (e->at.active && e->at.target == u->id)
        e->at.steps++;
    return rc;
}

/* Ground taken: not by artillery, only into the vacated hex; whether an
 * overrun may follow from there. */
static int ground_step(ga_engine *e, const ga_move *m, unit *u, int x, int y, int rc, ga_findings *out)
{
    char b1[8], b2[8];
    if (!rc && u->cls == M44_ART)
        rc = m44_report(e, out, m, "memoir44.take-ground.artillery",
                        "artillery unit %d takes ground in %s", u->id, m44_label(x, y, b2));
    if (!rc && e->at.active && (x != e->at.tx || y != e->at.ty) && e->at.attacker == u->id)
        rc = m44_report(e, out, m, "memoir44.take-ground.hex",
                    "unit %d takes ground in %s; the vacated target hex was %s", u->id,
                    m44_label(x, y, b2), m44_label(e->at.tx, e->at.ty, b1));
    u->took_ground = e->at.active && e->at.attacker == u->id && e->at.dist > 1 ? 2 : 1;
    u->ground_noverrun = NULL;
    if (m44_on_board(x, y) && e->ter[y][x] == M44_TD_JUNGLES && u->cls == M44_ARM &&
        m44_hex_dist(u->sx, u->sy, x, y) > 1) {
        u->ground_noverrun = "memoir44.jungles.overrun";
        u->ground_noverrun_in = "Jungles, not entered from next to it";
    }
    if (m44_on_board(x, y)) {
        const m44_tdef *ts[3];
        int nt = m44_hex_tdefs(e, x, y, ts);
        for (int i = 0; i < nt; i++)
            if ((ts[i]->noverrun & m44_cls_bit(u->cls)) && ts[i]->code[M44_K_NOVERRUN]) {
                u->ground_noverrun = ts[i]->code[M44_K_NOVERRUN];
                u->ground_noverrun_in = ts[i]->name;
            }
    }
    return rc;
}

/* A move step of an ordered unit: the order, the turn's order, terrain that
 * stops or forbids it, the unit's allowance.  *done: the step was judged
 * out of turn and nothing else of it is (the caller only takes it). */
/* The terrain of the hex a step enters (and of the hex the move started
 * from): impassable, entered only from next to it or after so many hexes,
 * left one hex only.  bel: Behind Enemy Lines lifts the restrictions. */
static int step_terrain(ga_engine *e, const ga_move *m, const unit *u, int x, int y, int bel,
                        ga_findings *out)
{
    char b1[8], b2[8];
    int rc = 0;
    const m44_trait *boat = m44_trait_of(u, M44_X_RIVER);
    const m44_tdef *ts[3];
    int nt = m44_hex_tdefs(e, x, y, ts);
    int bridge = e->obs[y][x] == M44_TD_BRIDGES;
    int river = e->ter[y][x] == M44_TD_RIVERS_WATERWAYS;
    if (!rc && river && !bridge && u->disembarked)
        rc = m44_report_rule(
            out, m, "memoir44.troops.boat",
            m44_entry_trait(M44_TR_COLLAPSIBLE_RAFTS_BOATS, M44_X_DISEMBARK)->rule,
            "%s unit %d takes to the river at %s again; it left its boat when it disembarked", m44_who(u),
            u->id, m44_label(x, y, b2));
    for (int i = 0; i < nt && !rc; i++)
        if ((ts[i]->impassable & m44_cls_bit(u->cls)) && ts[i]->code[M44_K_IMPASSABLE] &&
            !((bridge || boat || u->disembarked) && ts[i] == &m44_tdefs[M44_TD_RIVERS_WATERWAYS]))
            rc = ts[i] == &m44_tdefs[M44_TD_RIVERS_WATERWAYS] && e->bridge_gone[y][x]
                     ? m44_report_rule(out, m, ts[i]->code[M44_K_IMPASSABLE], RT_BRIDGE_DESTROYED,
                                       "%s unit %d moves into %s (%s), whose bridge was destroyed",
                                       m44_who(u), u->id, m44_label(x, y, b2), ts[i]->name)
                     : m44_report(e, out, m, ts[i]->code[M44_K_IMPASSABLE],
                                  "%s unit %d moves into %s (%s)", m44_cls_name(u->cls), u->id,
                                  m44_label(x, y, b2), ts[i]->name);
    for (int i = 0; i < nt && !rc && !bel; i++) {
        const m44_tdef *d = ts[i];
        if ((d->adj & m44_cls_bit(u->cls)) && d->code[M44_K_ADJ] && u->steps > 0)
            rc = m44_report(e, out, m, d->code[M44_K_ADJ],
                        "%s unit %d enters %s (%s) after moving %d hex(es)", m44_cls_name(u->cls),
                        u->id, m44_label(x, y, b2), d->name, u->steps);
        else if (d->maxmove && d->code[M44_K_MAXMOVE] && u->steps + 1 > d->maxmove && !m44_naval(u, d) &&
                 !m44_obj_ignores(u, d))
            rc = m44_report(e, out, m, d->code[M44_K_MAXMOVE],
                        "%s unit %d enters %s (%s) as hex %d of its move; at most %d",
                        m44_cls_name(u->cls), u->id, m44_label(x, y, b2), d->name, u->steps + 1,
                        d->maxmove);
    }
    if (!rc && !bel && u->steps >= 1) {
        /* leaving a marsh, fish pond or rice paddy: one hex only */
        const m44_tdef *ss[3];
        int ns = m44_hex_tdefs(e, u->sx, u->sy, ss);
        for (int i = 0; i < ns && !rc; i++)
            if ((ss[i]->exit & m44_cls_bit(u->cls)) && ss[i]->code[M44_K_EXIT] && !m44_obj_ignores(u, ss[i]))
                rc = m44_report(e, out, m, ss[i]->code[M44_K_EXIT],
                            "%s unit %d started its move in %s (%s) and moves a %s hex",
                            m44_cls_name(u->cls), u->id, m44_label(u->sx, u->sy, b1), ss[i]->name,
                            u->steps == 1 ? "2nd" : "further");
    }
    return rc;
}

/* The hexes a unit may move, by class, card, road, troop entry and the
 * scenario's rules: a step past them is reported with the sentence that
 * sets the limit. */
static int step_allowance(ga_engine *e, const ga_move *m, unit *u, int x, int y, ga_findings *out)
{
    char b2[8];
    int rc = 0;
    int lim = u->cls == M44_ARM ? 3 : u->cls == M44_ART ? 1 : 2;
    if (u->road > 0)
        lim++;
    if (e->card == C_BEHIND && u->cls == M44_INF)
        lim = 6; /* 3, battle, 3 again (Behind Enemy Lines card) */
    if (e->card == C_INF_ASSAULT && u->cls == M44_INF)
        lim = 3; /* 2 and battle, or 3 (Infantry Assault card) */
    if (e->card == C_BOMBARD && u->cls == M44_ART)
        lim = 3;
    const m44_trait *mt = m44_trait_of(u, M44_X_MOVE);
    if (mt) {
        lim = mt->v[1];
        if (u->road > 0)
            lim += mt->v[2] ? mt->v[2] : 1;
    }
    /* past the allowance: the rule that explains the limit names the sentence */
    const char *mcode = u->cls == M44_ARM ? "memoir44.move.armor"
                        : u->cls == M44_ART ? "memoir44.move.artillery"
                        : (u->flags & M44_F_SPECIAL) ? "memoir44.move.special-forces"
                        : "memoir44.move.infantry";
    const char *nth = u->steps == 2 ? "nd" : u->steps == 3 ? "rd" : "th";
    size_t n0 = out->n;
    /* scenario rules: armor and vehicles in winter, allied armor in a blitz */
    const m44_troop *tr = u->src[2];
    int vehicle = u->cls == M44_ARM || tr == &m44_troops[M44_TR_COMMAND_CARS] ||
                  tr == &m44_troops[M44_TR_LONG_RANGE_PATROL_CARS] ||
                  tr == &m44_troops[M44_TR_SUPPLY_TRUCKS];
    if (!rc && (e->rules & M44_RULE_WINTER) && vehicle && u->steps > (u->road > 0 ? 3 : 2))
        rc = m44_report_rule(out, m, "memoir44.actions.winter-move",
                             u->road_start ? RA_WINTER_ROAD : RA_WINTER_MOVE,
                             "%s unit %d moves a %d%s hex (to %s) in winter%s; at most %d", m44_who(u),
                             u->id, u->steps, nth, m44_label(x, y, b2),
                             u->road > 0     ? ", all along a road"
                             : u->road_start ? ", having left the road"
                                             : "",
                             u->road > 0 ? 3 : 2);
    else if (!rc && (e->rules & (M44_RULE_BLITZ | M44_RULE_AIRBLITZ)) && u->cls == M44_ARM &&
             u->side == M44_ALLIES && u->steps > 2)
        rc =
            m44_report_rule(out, m, "memoir44.actions.blitz-move",
                            (e->rules & M44_RULE_BLITZ) ? RA_BLITZ_MOVE : RA_AIRBLITZ_MOVE,
                            "allied %s unit %d moves a %d%s hex (to %s) under the blitz rules; at most 2",
                            m44_who(u), u->id, u->steps, nth, m44_label(x, y, b2));
    if (out->n != n0)
        ;
    else if (!rc && u->dropped) {
        rc = u->dropped == 2 ? m44_report_rule(out, m, "memoir44.actions.reinforcements", RA_REINF_STILL,
                                               "%s unit %d moves the turn it landed on the airfield",
                                               m44_who(u), u->id)
                             : m44_report_rule(out, m, "memoir44.actions.paradrop", RA_PARA_STILL,
                                               "%s unit %d moves the turn it landed", m44_who(u), u->id);
        u->dropped = 0; /* once */
    } else if (!rc && u->recovered) {
        rc = m44_report_rule(out, m, "memoir44.actions.recovery",
                             (e->rules & M44_RULE_HOSPITAL) ? RA_HOSP_STILL : RA_OASIS_STILL,
                             "%s unit %d moves the turn it recovered figures", m44_who(u), u->id);
        u->recovered = 0;
    }
    else if (!rc && u->steps > lim && mt)
        rc = m44_report_rule(out, m, "memoir44.troops.move", mt->rule,
                             "%s unit %d moves a %d%s hex (to %s)%s; it may move %d", m44_who(u), u->id,
                             u->steps, nth, m44_label(x, y, b2), u->road > 0 ? " along a road" : "", lim);
    else if (!rc && u->steps > lim && (u->flags & M44_F_TIGER) && u->cls == M44_ARM)
        rc = m44_report_rule(out, m, mcode, R_TIGER_MOVE,
                         "Tiger unit %d moves a %d%s hex (to %s); it moves like normal armor, %d",
                         u->id, u->steps, nth, m44_label(x, y, b2), lim);
    else if (!rc && u->steps > lim && u->cliff && u->cls == M44_INF && !(u->flags & M44_F_SPECIAL))
        rc = m44_report_rule(out, m, mcode, RT_CLIFFS_2HEX,
                             "infantry unit %d moves on to %s after climbing between beach and cliff (a "
                             "2-hex move): %d hexes; it may move %d",
                             u->id, m44_label(x, y, b2), u->steps, lim);
    else if (!rc && u->steps > lim && u->steep)
        rc = m44_report_rule(
            out, m, mcode, RT_STEEP_UP,
            "%s unit %d moves to %s having climbed a steep hill (a 2-hex move): %d hexes; "
            "it may move %d",
            m44_cls_name(u->cls), u->id, m44_label(x, y, b2), u->steps, lim);
    else if (!rc && u->steps > lim && u->road_start)
        rc = m44_report_rule(out, m, mcode, RT_ROADS_BONUS,
                         "%s unit %d started on a road and moves a %d%s hex (to %s)%s; it may move %d",
                         m44_cls_name(u->cls), u->id, u->steps, nth, m44_label(x, y, b2),
                         u->road > 0 ? "" : " having left the road", lim);
    else if (!rc && u->steps > lim)
        rc = m44_report(e, out, m, mcode, "%s unit %d moves a %d%s hex (to %s); it may move %d",
                    m44_cls_name(u->cls), u->id, u->steps, nth, m44_label(x, y, b2), lim);
    return rc;
}

/* What entering the hex does to the unit: where it must stop, the battles
 * it may no longer make, its boat or landing craft left behind. */
static void step_marks(ga_engine *e, unit *u, int x, int y)
{
    const m44_tdef *ts[3];
    int nt = m44_hex_tdefs(e, x, y, ts);
    int river = e->ter[y][x] == M44_TD_RIVERS_WATERWAYS;
    const m44_trait *boat = m44_trait_of(u, M44_X_RIVER), *any = m44_trait_of(u, M44_X_ANYTERRAIN);
    for (int i = 0; i < nt; i++) {
        if ((ts[i]->stop & m44_cls_bit(u->cls)) && ts[i]->code[M44_K_STOP] && !u->stopped &&
            !m44_obj_ignores(u, ts[i]) &&
            !((ts[i] == &m44_tdefs[M44_TD_RAILROAD_TRACKS] || ts[i] == &m44_tdefs[M44_TD_RAILROAD_STATION]) &&
              m44_trait_of(u, M44_X_RAIL))) {
            u->stopped = ts[i]->code[M44_K_STOP];
            u->stopped_in = ts[i]->name;
        }
        if ((ts[i]->farbattle & m44_cls_bit(u->cls)) && ts[i]->code[M44_K_FARBATTLE] && u->steps > 1 &&
            !u->nobattle) {
            u->nobattle = ts[i]->code[M44_K_FARBATTLE]; /* did not start next to it */
            u->nobattle_in = ts[i]->name;
        }
        if ((ts[i]->nobattle & m44_cls_bit(u->cls)) && ts[i]->code[M44_K_NOBATTLE] && !u->nobattle &&
            !any) {
            u->nobattle = ts[i]->code[M44_K_NOBATTLE];
            u->nobattle_in = ts[i]->name;
        }
        if ((ts[i]->inout & m44_cls_bit(u->cls)) && ts[i]->code[M44_K_INOUT] && !u->nobattle) {
            u->nobattle = ts[i]->code[M44_K_INOUT];
            u->nobattle_in = ts[i]->name;
        }
    }
    if (m44_on_board(x, y) && m44_on_board(u->x, u->y) && e->ter[y][x] == M44_TD_ERGS_RIDGES &&
        hex_height(e, u->x, u->y) == 0 && !u->stopped) {
        u->stopped = "memoir44.ergs-ridges.stop"; /* up the ridge: stop */
        u->stopped_in = "Ergs & Ridges, moved up";
    }
    if (m44_on_board(x, y) && m44_on_board(u->x, u->y)) {
        /* out of a balka: stop (onto a bridge: stop there too, and from a bridge into one) */
        int fb = e->ter[u->y][u->x] == M44_TD_BALKAS, tb = e->ter[y][x] == M44_TD_BALKAS;
        int fbr = e->obs[u->y][u->x] == M44_TD_BRIDGES || e->ter[u->y][u->x] == M44_TD_BRIDGES;
        int tbr = e->obs[y][x] == M44_TD_BRIDGES || e->ter[y][x] == M44_TD_BRIDGES;
        if ((fb && tbr) || (fbr && tb)) {
            u->stopped = "memoir44.balkas.bridge-stop";
            u->stopped_in = fb ? "Bridges, from a balka" : "Balkas, from a bridge";
        } else if (fb && !tb && !u->stopped && m44_tdefs[M44_TD_BALKAS].code[M44_K_STOP]) {
            u->stopped = m44_tdefs[M44_TD_BALKAS].code[M44_K_STOP];
            u->stopped_in = "out of Balkas";
        }
    }
    {
        /* moving out of a hex whose terrain forbids battling after moving in or out */
        const m44_tdef *fs[3];
        int nf = m44_hex_tdefs(e, u->x, u->y, fs);
        for (int i = 0; i < nf; i++)
            if ((fs[i]->inout & m44_cls_bit(u->cls)) && fs[i]->code[M44_K_INOUT] && !u->nobattle) {
                u->nobattle = fs[i]->code[M44_K_INOUT];
                u->nobattle_in = fs[i]->name;
            }
    }
    if (m44_on_board(x, y) && e->smoke[y][x] == 2 && !u->stopped) {
        u->stopped = "memoir44.actions.smoke-stop"; /* into a smoke-shelled hex: stop */
        u->stopped_in = "smoke shells";
    }
    if (boat && river && !u->stopped) {
        u->stopped = "memoir44.troops.boat"; /* in its boat on the river: it stops */
        u->stopped_in = "Rivers & Waterways, in a boat";
    } else if (boat && !river && m44_on_board(u->x, u->y) &&
               e->ter[u->y][u->x] == M44_TD_RIVERS_WATERWAYS) {
        for (int q = 0; q < 5; q++) /* it disembarks: the boat may no longer be used */
            if (u->mark[q] == &m44_troops[M44_TR_COLLAPSIBLE_RAFTS_BOATS])
                u->mark[q] = NULL;
        u->disembarked = 1;
    }
    if (u->src[0] && m44_trait_of(u, M44_X_LCSTART) && m44_hex_has(e, x, y, M44_TD_BEACHES)) {
        u->src[0] = NULL; /* landing on the beach: the LC is removed, the unit stays */
        u->landed = u->ashore = 1;
    }
}

static int move_step(ga_engine *e, const ga_move *m, unit *u, int x, int y, int cliff, int rc, int *done,
                     ga_findings *out)
{
    char b1[8], b2[8];
    if (!u->ordered && !rc) {
        rc = m44_report(e, out, m, "memoir44.move.unordered", "%s unit %d in %s moves without an order",
                    m44_cls_name(u->cls), u->id, m44_label(u->x, u->y, b1));
        u->ordered = 1; /* once per unit: follow the log */
    }
    if (!rc && e->card == C_FIREFIGHT)
        rc = m44_report_rule(out, m, "memoir44.order.tactic", R_TACTIC,
                             "%s unit %d moves to %s; units ordered by Firefight may not move",
                             m44_who(u), u->id, m44_label(x, y, b2));
    if (!rc)
        rc = m44_train_step(e, m, u, x, y, out);
    /* moves come before battles; North African Desert armor may add a hex after taking ground */
    int desert = 0;
    size_t nb = out->n;
    if (!rc && e->battled_turn && e->card != C_BEHIND) {
        if (u->took_ground && u->cls == M44_ARM && (e->rules & M44_RULE_DESERT) && u->desert++ < 1)
            desert = 1;
        else if (u->took_ground && u->cls == M44_ARM && (e->rules & M44_RULE_DESERT))
            rc = m44_report(
                e, out, m, "memoir44.actions.desert",
                "armor unit %d moves a %s hex after taking ground; North African Desert rules allow 1",
                u->id, u->desert == 2 ? "2nd" : "further");
        else
            rc = m44_report(e, out, m, "memoir44.turn.order",
                            "%s unit %d moves to %s after the turn's battles began (unit %d battled)",
                            m44_who(u), u->id, m44_label(x, y, b2), e->last_battler);
        if (rc || desert || out->n != nb) {
            *done = 1; /* the step is taken as logged; nothing else of it is judged */
            return rc;
        }
    }
    if (!rc && u->steps > 0 && e->last_mover != u->id)
        rc = m44_report(e, out, m, "memoir44.move.once",
                    "%s unit %d moves again after unit %d moved", m44_cls_name(u->cls), u->id,
                    e->last_mover);
    /* Behind Enemy Lines: terrain movement restrictions do not apply */
    int bel = e->card == C_BEHIND && u->cls == M44_INF;
    const m44_trait *any = m44_trait_of(u, M44_X_ANYTERRAIN);
    if (!rc && u->breakthrough == 2)
        rc = m44_report_rule(out, m, "memoir44.actions.breakthrough", RA_BT_STOP,
                             "%s unit %d moves on from the baseline hex %s it entered by on this turn",
                             m44_who(u), u->id, m44_label(u->x, u->y, b1));
    else if (!rc && u->stopped && !bel && any)
        rc = m44_report_rule(out, m, "memoir44.troops.terrain", any->rule,
                             "%s unit %d moves on from %s (%s), where it had to stop", m44_who(u), u->id,
                             m44_label(u->x, u->y, b1), u->stopped_in);
    else if (!rc && u->stopped && !bel)
        rc = m44_report(e, out, m, u->stopped, "%s unit %d moves on from %s (%s), where it had to stop",
                    m44_cls_name(u->cls), u->id, m44_label(u->x, u->y, b1), u->stopped_in);
    if (!rc)
        rc = m44_troop_step(e, m, u, x, y, out);
    if (!rc)
        rc = step_terrain(e, m, u, x, y, bel, out);
    if (u->road < 0)
        u->road = u->road_start = m44_on_board(u->x, u->y) && e->ter[u->y][u->x] == M44_TD_ROADS;
    if (e->ter[y][x] != M44_TD_ROADS)
        u->road = 0;
    u->steps++;
    if (m44_on_board(x, y) && e->ter[y][x] == M44_TD_STEEP_HILLS && hex_height(e, u->x, u->y) == 0 &&
        e->card != C_BEHIND) {
        u->steps++; /* up onto a steep hill: a 2-hex move */
        u->steep = 1;
    }
    if (cliff && u->cls == M44_INF && e->card != C_BEHIND) {
        u->steps++; /* up from or down to the beach: a 2-hex move for infantry */
        u->cliff = 1;
    }
    if (!rc)
        rc = step_allowance(e, m, u, x, y, out);
    e->last_mover = u->id;
    m44_uncover(u);
    step_marks(e, u, x, y);
    return rc;
}

/* What a step leaves behind: the roll a frozen river or minefield calls
 * for, a landmark retaken, the cross-hair and sandbags of the hex left. */
static void after_step(ga_engine *e, unit *u, int x, int y, int kind)
{
    for (int i = 0; i < e->nu && m44_on_board(x, y); i++)
        if (e->u[i].aboard == u->id) { /* the units a train carries go with it */
            e->u[i].x = x;
            e->u[i].y = y;
        }
if (m44_on_board(x, y) && (u->x != x || u->y != y) && kind != 2 && e->sc && !e->is_bga) {
    /* terrain that calls for a roll: a frozen river, an enemy minefield (the
     * stream's own terrain: no scenario of the facts has either) */
    int fr = e->ter[y][x] == M44_TD_FROZEN_RIVERS;
    int mf = e->mine[y][x] >= 0 && e->mine_own[y][x] != u->side;
    if (kind == 1 && mf && !fr)
        e->mine_retreat = u->id;
    else if (fr || (kind == 0 && mf)) {
        e->hz.unit = u->id;
        e->hz.kind = fr ? 1 : m44_trait_of(u, M44_X_DIGGER) ? 4 : e->mine[y][x] == 0 ? 3 : 2;
        e->hz.want = fr ? 2 : e->mine[y][x];
        e->hz.rolled = e->hz.nd = e->hz.hits = e->hz.dmg = 0;
        e->hz.figs = u->figs;
        if (e->hz.kind >= 3) {
            e->mine[y][x] = -1; /* a decoy is removed; a mine digger removes the mines */
            if (e->obs[y][x] == M44_TD_MINEFIELDS)
                e->obs[y][x] = -1;
        }
    }
}
if (m44_on_board(x, y) && (u->x != x || u->y != y) && e->land_need[y][x] &&
    u->side == e->land_own[y][x] && e->land_stars[y][x]) {
    e->land_before[y][x] = e->land_stars[y][x]; /* captured: the count starts again */
    e->land_stars[y][x] = 0;
}
if (m44_on_board(x, y) && (u->x != x || u->y != y)) {
    u->zeroed = 0; /* the cross-hair marker stays on the hex it left */
    if (m44_on_board(u->x, u->y) && e->sand[u->y][u->x]) {
        e->sand[u->y][u->x] = 0; /* "If occupant leaves, remove sandbags" */
        e->sand_gone[u->y][u->x] = 1;
    }
}
}

int m44_move_unit(ga_engine *e, const ga_move *m, long long id, int fx, int fy, int x, int y,
                     int kind, ga_findings *out)
{
    int rc = 0;
    char b1[8], b2[8];
    unit *u = m44_unit_by_id(e, id);
    if (!u || !u->alive)
        return m44_report(e, out, m, "memoir44.units.figures", "unit %lld moves but is not on the board", id);
    if (fx >= 0 && (u->x != fx || u->y != fy)) {
        /* the log's origin wins: resynchronise */
        u->x = fx;
        u->y = fy;
    }
    int handled = 0;
    if (e->sc && ((rc = m44_obj_move(e, m, u, x, y, kind, &handled, out)) || handled))
        return rc;
    const m44_trait *gt = kind == 2 ? m44_trait_of(u, M44_X_GROUND) : NULL;
    if (kind == 2 && e->sc && e->at.attacker && e->at.attacker != u->id && u->battles)
        rc = m44_report_rule(out, m, "memoir44.battle.interleaved", R_BATTLE_DONE,
                             "%s unit %d takes ground in %s after unit %d battled: its battle was over",
                             m44_who(u), u->id, m44_label(x, y, b2), e->at.attacker);
    else if (gt && gt->v[0] == 0)
        rc = m44_report_rule(out, m, "memoir44.troops.take-ground", gt->rule, "%s unit %d takes ground in %s",
                         m44_who(u), u->id, m44_label(x, y, b2));
    else if (gt && e->at.active && e->at.attacker == u->id && e->at.dist > 1)
        rc = m44_report_rule(out, m, "memoir44.troops.take-ground", gt->rule,
                             "%s unit %d takes ground in %s after firing at %d hexes, not a close assault",
                             m44_who(u), u->id, m44_label(x, y, b2), e->at.dist);
    else if (kind == 2 && e->sc && u->cls != M44_ART && e->at.active && e->at.attacker == u->id &&
        e->at.dist > 1)
        rc = m44_report_rule(out, m, "memoir44.take-ground.close-assault",
                             u->cls == M44_ARM ? R_TROOP_ARM_GROUND : R_TROOP_GROUND,
                             "%s unit %d takes ground in %s after firing at %d hexes, not a close assault",
                             m44_cls_name(u->cls), u->id, m44_label(x, y, b2), e->at.dist);
    else if (!m44_on_board(x, y) || m44_hex_dist(u->x, u->y, x, y) != 1)
        rc = m44_report(e, out, m, "memoir44.move.adjacent",
                        "%s unit %d steps from %s to %s, not an adjacent hex", m44_cls_name(u->cls), u->id,
                        m44_label(u->x, u->y, b1), m44_label(x, y, b2));
    unit *o = m44_on_board(x, y) ? m44_unit_at(e, x, y) : NULL;
    if (!rc && o && o != u && kind == 2)   /* ground taken: the unit would end there */
        rc = m44_report_rule(out, m, "memoir44.move.occupied", R_TWO_UNITS,
                         "%s unit %d takes ground in %s, held by %s %s unit %d", m44_cls_name(u->cls), u->id,
                         m44_label(x, y, b2), m44_side_name(o->side), m44_cls_name(o->cls), o->id);
    else if (!rc && o && o != u)
        rc = m44_report(e, out, m, kind == 1 ? "memoir44.retreat.occupied" : "memoir44.move.occupied",
                    "%s unit %d %s into %s, held by %s %s unit %d", m44_cls_name(u->cls), u->id,
                    kind == 1 ? "retreats" : "moves", m44_label(x, y, b2), m44_side_name(o->side),
                    m44_cls_name(o->cls), o->id);
    if (kind != 2 && !rc && e->sc && u->cls == M44_INF && m44_on_board(x, y) && m44_on_board(u->x, u->y)) {
        /* infantry climbs onto a mountain, or comes down, only from or to a hill or mountain */
        int from = e->ter[u->y][u->x], to = e->ter[y][x];
        int fh = hex_height(e, u->x, u->y), th = hex_height(e, x, y);
        if (th == 2 && fh == 0 && (to == M44_TD_MOUNTAINS || to == M44_TD_CAVES_ON_MOUNTAINS))
            rc = m44_report(e, out, m,
                            to == M44_TD_MOUNTAINS ? "memoir44.mountains.climb"
                                                   : "memoir44.caves-on-mountains.climb",
                            "infantry unit %d %s from %s (%s) onto %s (%s), not from a hill or mountain",
                            u->id, kind == 1 ? "retreats" : "moves", m44_label(u->x, u->y, b1),
                            m44_td_name(m44_tdef_of(from)), m44_label(x, y, b2), m44_tdefs[to].name);
        else if (fh == 2 && th == 0 && (from == M44_TD_MOUNTAINS || from == M44_TD_CAVES_ON_MOUNTAINS))
            rc = m44_report(e, out, m, from == M44_TD_MOUNTAINS ? "memoir44.mountains.descend"
                                                            : "memoir44.caves-on-mountains.descend",
                        "infantry unit %d %s from %s (%s) down to %s (%s), not a hill or mountain", u->id,
                        kind == 1 ? "retreats" : "moves", m44_label(u->x, u->y, b1), m44_tdefs[from].name,
                        m44_label(x, y, b2), m44_td_name(m44_tdef_of(to)));
    }
    int cliff = 0; /* a step between a beach and a cliff */
    if (m44_on_board(x, y) && m44_on_board(u->x, u->y)) {
        int from = e->ter[u->y][u->x], to = e->ter[y][x];
        cliff = (from == M44_TD_BEACHES && to == M44_TD_CLIFFS_SEA_BLUFFS) ||
                (from == M44_TD_CLIFFS_SEA_BLUFFS && to == M44_TD_BEACHES);
        if (!rc && e->sc && kind == 0 && cliff && (u->cls == M44_ARM || u->cls == M44_ART))
            rc = m44_report(e, out, m, "memoir44.cliffs-sea-bluffs.vehicles",
                            "%s unit %d moves from %s (%s) to %s (%s)", m44_cls_name(u->cls), u->id,
                            m44_label(u->x, u->y, b1), m44_tdefs[from].name, m44_label(x, y, b2),
                            m44_tdefs[to].name);
        if (!rc && e->sc && kind == 2 && u->cls == M44_INF && from == M44_TD_BEACHES &&
            to == M44_TD_CLIFFS_SEA_BLUFFS)
            rc = m44_report(e, out, m, "memoir44.cliffs-sea-bluffs.take-ground",
                        "infantry unit %d takes ground from the beach at %s onto the cliff at %s", u->id,
                        m44_label(u->x, u->y, b1), m44_label(x, y, b2));
    }
    if (kind == 0 && !rc && e->sc && m44_on_board(x, y) && m44_on_board(u->x, u->y)) {
        /* onto a pier only from land or beach */
        const m44_tdef *fs[3], *ds[3];
        int nf = m44_hex_tdefs(e, u->x, u->y, fs), nd2 = m44_hex_tdefs(e, x, y, ds), fo = 0, dp = 0;
        for (int i = 0; i < nf; i++)
            fo |= fs[i] == &m44_tdefs[M44_TD_OCEANS];
        for (int i = 0; i < nd2; i++)
            dp |= ds[i] == &m44_tdefs[M44_TD_PIERS];
        if (fo && dp)
            rc = m44_report(e, out, m, "memoir44.piers.from-ocean",
                            "%s unit %d moves from the ocean at %s onto the pier at %s", m44_cls_name(u->cls),
                            u->id, m44_label(u->x, u->y, b1), m44_label(x, y, b2));
    }
    if (kind == 1)
        rc = retreat_step(e, m, u, x, y, rc, out);
    else if (kind == 2)
        rc = ground_step(e, m, u, x, y, rc, out);
    else if (e->sc && m44_on_board(x, y)) {
        int done = 0;
        rc = move_step(e, m, u, x, y, cliff, rc, &done, out);
        if (done) {
            u->x = x;
            u->y = y;
            return rc;
        }
    }
    after_step(e, u, x, y, kind);
    if (m44_on_board(x, y)) {
        u->x = x;
        u->y = y;
    }
    return rc;
}

/* ---------------------------------------------------------------- battle */

/* Dice a unit rolls at distance d (0 when out of range). */
static int base_dice(int cls, int d)
{
    static const int inf[] = {0, 3, 2, 1}, art[] = {0, 3, 3, 2, 2, 1, 1};
    if (cls == M44_INF)
        return d >= 1 && d <= 3 ? inf[d] : 0;
    if (cls == M44_ARM)
        return d >= 1 && d <= 3 ? 3 : 0;
    return d >= 1 && d <= 6 ? art[d] : 0;
}



static int unit_dice(const unit *a, int d)
{
    int n = m44_troop_dice(a, d, NULL);
    return n >= 0 ? n : base_dice(a->cls, d);
}

/* Artillery set on a mountain fires at X3322111: one hex further. */
static int on_mountain(const ga_engine *e, const unit *a)
{
    return a->cls == M44_ART && m44_troop_dice(a, 1, NULL) < 0 && m44_on_board(a->x, a->y) &&
           e->ter[a->y][a->x] == M44_TD_MOUNTAINS;
}

static int fire_dice(const ga_engine *e, const unit *a, int d)
{
    if (on_mountain(e, a))
        return d == 7 ? 1 : base_dice(M44_ART, d);
    return unit_dice(a, d);
}



/* Dice the target's hex takes away from attacker a ("when an obstacle is
 * on a terrain hex, only the best of the battle dice reductions matters");
 * *why gets the entry that gives it. */
/* Whether two mountain hexes stand on the same range: joined by a chain of
 * adjacent mountain hexes. */
static int same_range(const ga_engine *e, int x0, int y0, int x1, int y1)
{
    static const int nb[6][2] = {{2, 0}, {-2, 0}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
    unsigned char seen[BH][BW] = {{0}};
    int q[BH * BW][2], n = 0;
    if (hex_height(e, x0, y0) < 2)
        return 0;
    q[n][0] = x0, q[n][1] = y0, n++;
    seen[y0][x0] = 1;
    for (int i = 0; i < n; i++) {
        if (q[i][0] == x1 && q[i][1] == y1)
            return 1;
        for (int d = 0; d < 6; d++) {
            int x = q[i][0] + nb[d][0], y = q[i][1] + nb[d][1];
            if (m44_on_board(x, y) && !seen[y][x] && hex_height(e, x, y) >= 2) {
                seen[y][x] = 1;
                q[n][0] = x, q[n][1] = y, n++;
            }
        }
    }
    return 0;
}

/* Whether the condition of d's dice reduction (its footnote) holds for a
 * battle of a against t: 1 yes, 0 no, -1 a condition not modelled. */
static int reduction_applies(const ga_engine *e, const unit *a, const unit *t, const m44_tdef *d)
{
    if (d->red_cond == 1 && hex_height(e, a->x, a->y) >= d->height &&
        !(d == &m44_tdefs[M44_TD_MOUNTAINS] && !same_range(e, a->x, a->y, t->x, t->y)))
        return 0; /* only from below (mountains: or from another range) */
    if (d->red_cond == 2 && e->own[t->y][t->x] >= 0 && e->own[t->y][t->x] != t->side)
        return 0; /* protects the original owner's units only */
    if (d->red_cond == 3 && e->ter[t->y][t->x] >= 0 && e->ter[t->y][t->x] != M44_TD_BEACHES)
        return 0; /* sandbags: on countryside or beach only */
    if (d->red_cond == 4)
        return -1;
    if (d->red_cond == 5 && !(m44_japanese(t) && hex_height(e, a->x, a->y) < d->height))
        return 0;
    return 1;
}

/* What the target's terrain d takes from attacker class ci: its reduction
 * when its condition holds, else the caves' lesser one. */
static int reduction_of(const ga_engine *e, const unit *a, const unit *t, const m44_tdef *d, int ci)
{
    int ap = reduction_applies(e, a, t, d);
    return ap == 1 ? d->red[ci] : ap == 0 && d->red_cond == 5 ? d->red_else[ci] : 0;
}

/* The dice an attacker loses against t's hex (the best reduction there);
 * *why gets the terrain entry. */
int m44_terrain_reduction(const ga_engine *e, const unit *a, const unit *t, const m44_tdef **why)
{
    const m44_tdef *ts[3];
    int nt = m44_hex_tdefs(e, t->x, t->y, ts), best = 0;
    int ci = a->cls == M44_INF ? 0 : a->cls == M44_ARM ? 1 : 2;
    *why = NULL;
    for (int i = 0; i < nt; i++) {
        const m44_tdef *d = ts[i];
        int r = reduction_of(e, a, t, d, ci);
        if (r > best) {
            best = r;
            *why = d;
        }
    }
    return best;
}

/* The sum of the reductions that apply on t's hex (a log that adds them up
 * instead of taking the best), and the largest reduction whose footnote's
 * condition does not hold (*off gets its entry). */
static int reduction_misreads(const ga_engine *e, const unit *a, const unit *t, int *sum,
                              const m44_tdef **off)
{
    const m44_tdef *ts[3];
    int nt = m44_hex_tdefs(e, t->x, t->y, ts), worst = 0;
    int ci = a->cls == M44_INF ? 0 : a->cls == M44_ARM ? 1 : 2;
    *sum = 0;
    *off = NULL;
    for (int i = 0; i < nt; i++) {
        int ap = reduction_applies(e, a, t, ts[i]);
        if (ap == 1 && ts[i]->red[ci] > 0)
            *sum += ts[i]->red[ci];
        else if (ap == 0 && ts[i]->red[ci] > worst) {
            worst = ts[i]->red[ci];
            *off = ts[i];
        }
    }
    return worst;
}

/* The footnote each conditional reduction cites when a log applies it where
 * the condition does not hold. */
static const struct {
    int td, rule;
} m44_footnotes[] = {
    {M44_TD_BUNKERS, RT_BUNKERS_OWNER},
    {M44_TD_CLIFFS_SEA_BLUFFS, RT_CLIFFS_BELOW},
    {M44_TD_ERGS_RIDGES, RT_ERGS_BELOW},
    {M44_TD_HILLS, RT_HILLS_BELOW},
    {M44_TD_MOUNTAINS, RT_MOUNTAINS_RANGE},
    {M44_TD_STEEP_HILLS, RT_STEEP_HILLS_BELOW},
    {M44_TD_SANDBAGS, RT_SANDBAGS_WHERE},
    {M44_TD_CAVES_ON_HILLS, RT_CAVES_HILLS_JAPANESE},
    {M44_TD_CAVES_ON_MOUNTAINS, RT_CAVES_MOUNTAINS_JAPANESE},
    {M44_TD_SEA_WALL, RT_SEA_WALL_BEHIND},
};

static int footnote_of(const m44_tdef *d)
{
    for (size_t i = 0; i < sizeof m44_footnotes / sizeof m44_footnotes[0]; i++)
        if (d == &m44_tdefs[m44_footnotes[i].td])
            return m44_footnotes[i].rule;
    return -1;
}

/* Dice a unit loses battling out of its hex; *why gets the entry. */
static int battle_out(const ga_engine *e, const unit *a, const m44_tdef **why)
{
    const m44_tdef *ts[3];
    int nt = m44_hex_tdefs(e, a->x, a->y, ts), best = 0;
    int ci = a->cls == M44_INF ? 0 : a->cls == M44_ARM ? 1 : 2;
    *why = NULL;
    for (int i = 0; i < nt; i++)
        if (ts[i]->out[ci] > best) {
            best = ts[i]->out[ci];
            *why = ts[i];
        }
    return best;
}

static double rnd(double v)
{
    return v >= 0 ? (double)(long)(v + 0.5) : -(double)(long)(-v + 0.5);
}

static double dabs(double v)
{
    return v < 0 ? -v : v;
}

/* Line of sight from a to t: the hexes the line between their centres
 * crosses, traced twice with the line nudged to either side, so that a
 * line along an edge is blocked only when both sides block.  Returns 0
 * when clear, else sets *unit_id (a unit blocks) or *why (terrain). */
static int los_blocked(const ga_engine *e, const unit *a, const unit *t, int *unit_id,
                       const m44_tdef **why, int *bx, int *by, int *how, int smoke)
{
    const double s3 = 1.7320508075688772;
    double ax = a->x * s3 / 2, ay = a->y * 1.5, tx = t->x * s3 / 2, ty = t->y * 1.5;
    double dx = tx - ax, dy = ty - ay;
    double nx = -dy * 1e-5, ny = dx * 1e-5; /* a nudge across the line */
    int blocked[2] = {0, 0};
    int fu[2] = {0, 0}, fx[2] = {0, 0}, fy[2] = {0, 0};
    const m44_tdef *fw[2] = {NULL, NULL};
    for (int side = 0; side < 2; side++) {
        double ox = side ? nx : -nx, oy = side ? ny : -ny;
        int steps = 400;
        for (int k = 1; k < steps && !blocked[side]; k++) {
            double px = ax + dx * k / steps + ox, py = ay + dy * k / steps + oy;
            /* pixel -> axial (pointy-top, size 1) -> doubled */
            double q = (s3 / 3 * px - py / 3), r = 2.0 / 3 * py;
            double cx = q, cz = r, cy = -q - r;
            double rx = rnd(cx), ry = rnd(cy), rz = rnd(cz);
            double ddx = dabs(rx - cx), ddy = dabs(ry - cy), ddz = dabs(rz - cz);
            if (ddx > ddy && ddx > ddz)
                rx = -ry - rz;
            else if (ddy > ddz)
                ry = -rx - rz;
            else
                rz = -rx - ry;
            int hy = (int)rz, hx = 2 * (int)rx + (int)rz;
            if ((hx == a->x && hy == a->y) || (hx == t->x && hy == t->y) || !m44_on_board(hx, hy))
                continue;
            if (smoke) {
                /* smoke only: markers between the two hexes */
                if (e->smoke[hy][hx]) {
                    blocked[side] = 1;
                    fx[side] = hx;
                    fy[side] = hy;
                }
                continue;
            }
            const unit *o = m44_unit_at((ga_engine *)e, hx, hy);
            const m44_tdef *ts[3];
            int nt = m44_hex_tdefs(e, hx, hy, ts);
            const m44_tdef *bt = NULL;
            for (int i = 0; i < nt; i++)
                if (ts[i]->los && ts[i]->code[M44_K_LOS])
                    bt = ts[i];
            /* a lake blocks only where two or more lake hexes lie together */
            if (bt == &m44_tdefs[M44_TD_LAKE]) {
                static const int nb[6][2] = {{2, 0}, {-2, 0}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
                int more = 0;
                for (int d = 0; d < 6; d++) {
                    int lx = hx + nb[d][0], ly = hy + nb[d][1];
                    more |= m44_on_board(lx, ly) && e->ter[ly][lx] == M44_TD_LAKE;
                }
                if (!more)
                    bt = NULL;
            }
            /* hills: contiguous hills at the same height see over each other */
            if (bt && bt->height && hex_height(e, a->x, a->y) >= bt->height &&
                hex_height(e, t->x, t->y) >= bt->height)
                bt = NULL;
            if (o || bt) {
                blocked[side] = 1;
                fu[side] = o ? o->id : 0;
                fw[side] = bt;
                fx[side] = hx;
                fy[side] = hy;
            }
        }
    }
    if (!blocked[0] || !blocked[1])
        return 0;
    *unit_id = fu[0];
    *why = fw[0];
    *bx = fx[0];
    *by = fy[0];
    /* how the line meets it: 2 along an edge (a blocker on either side), 1
     * across part of the hex (its centre off the line), 0 through its centre */
    double cx = fx[0] * s3 / 2, cy = fy[0] * 1.5, len = dx * dx + dy * dy;
    double cross = (cx - ax) * dy - (cy - ay) * dx;
    *how = fx[0] != fx[1] || fy[0] != fy[1] ? 2 : len > 0 && cross * cross / len > 1e-4 ? 1 : 0;
    return 1;
}

static int finish_attack(ga_engine *e, ga_findings *out);


/* A BCF unit battling its close assaulter back, out of turn. */
static int battle_back(ga_engine *e, const ga_move *m, unit *a, const unit *t, ga_findings *out)
{
    char b1[8];
    const m44_trait *x0 = m44_entry_trait(M44_TR_BRITISH_COMMONWEALTH_FORCES_BCF, M44_X_BACK);
    e->at.back = 1;
    if (!m44_trait_of(a, M44_X_BACK))
        return m44_report_rule(out, m, "memoir44.troops.battle-back", x0->rule,
                           "%s unit %d battles back; only a BCF unit may", m44_who(a), a->id);
    if (e->ambush_turn)
        return m44_report_rule(out, m, "memoir44.troops.battle-back", m44_trait_v(a, M44_X_BACK, 2)->rule,
                           "%s unit %d battles back during an Ambush", m44_who(a), a->id);
    if (e->last.target != a->id || e->last.attacker != t->id || e->last.dist != 1 || e->last.retreated ||
        a->figs != 1)
        return m44_report_rule(out, m, "memoir44.troops.battle-back", x0->rule,
                               "%s unit %d in %s battles back against unit %d: %s", m44_who(a), a->id,
                               m44_label(a->x, a->y, b1), t->id,
                               e->last.target != a->id || e->last.attacker != t->id
                                   ? "that unit did not just assault it"
                               : e->last.dist != 1 ? "it was fired at, not close assaulted"
                               : e->last.retreated ? "it retreated"
                                                   : "it is not down to a single figure");
    return 0;
}

/* A French infantry unit's second close assault (Furia Francese): when
 * it may make one. */
static int second_assault(ga_engine *e, const ga_move *m, unit *a, const unit *t, ga_findings *out)
{
    char b1[8], b2[8];
    attack *A = &e->at;
    int ctx = a->took_ground && !a->second ? 1 : a->second ? 4 : !a->ca_ok ? 0
              : (A->dist != 1 || t->id == a->first_target) ? 2 : -1;
    a->battles++;
    a->took_ground = 0;
    e->last_battler = a->id;
    a->second = A->second = 1; /* its dice are judged as a second close assault's */
    if (ctx >= 0)
        return m44_report_rule(
            out, m, "memoir44.troops.second-assault", m44_trait_v(a, M44_X_SECOND, ctx)->rule,
            "%s unit %d in %s battles again against unit %d in %s: %s", m44_who(a), a->id,
            m44_label(a->x, a->y, b1), t->id, m44_label(t->x, t->y, b2),
            ctx == 1   ? "it took ground after its close assault"
            : ctx == 4 ? "it made its second close assault already"
            : ctx == 0 ? "its close assault neither eliminated nor pushed back its target"
                       : "a second close assault is against another adjacent unit");
    return 0;
}

/* What the attacker may fire at from where it stands: smoke, its range,
 * wadis, line of sight, and no fire at range when next to an enemy. */
static int fire_checks(ga_engine *e, const ga_move *m, unit *a, const unit *t, int overrun, ga_findings *out)
{
    char b1[8], b2[8];
    attack *A = &e->at;
    if (A->dist > 1) {
        int su = 0, sx = 0, sy = 0, sh = 0;
        const m44_tdef *sw = NULL;
        if (los_blocked(e, a, t, &su, &sw, &sx, &sy, &sh, 1) &&
            (e->smoke[sy][sx] == 2 || (a->cls != M44_ART && !m44_ignores_los(a)))) {
            char b3[8];
            return m44_report_rule(
                out, m, "memoir44.actions.smoke", e->smoke[sy][sx] == 2 ? RA_SHELLS_LOS : RA_SCREEN_LOS,
                "%s unit %d in %s fires at %s through the smoke at %s", m44_who(a), a->id,
                m44_label(a->x, a->y, b1), m44_label(t->x, t->y, b2), m44_label(sx, sy, b3));
        }
    }
    if (a->smoked)
        return m44_report_rule(out, m, "memoir44.troops.smoke", m44_trait_of(a, M44_X_SMOKE)->rule,
                           "%s unit %d placed smoke this turn and battles", m44_who(a), a->id);
    const m44_trait *dt;
    if (m44_troop_dice(a, A->dist, &dt) == 0)
        return m44_report_rule(out, m, "memoir44.troops.dice", dt->rule,
                               "%s unit %d in %s attacks %s at %d hexes; its range is %d", m44_who(a), a->id,
                               m44_label(a->x, a->y, b1), m44_label(t->x, t->y, b2), A->dist,
                               m44_troop_range(dt));
    if (dt)
        ;
    else if (on_mountain(e, a) && fire_dice(e, a, A->dist) == 0)
        return m44_report_rule(
            out, m, "memoir44.battle.range", RT_MOUNTAIN_ART,
            "artillery unit %d on the mountain at %s attacks %s at %d hexes; from a mountain its range "
            "is 7",
            a->id, m44_label(a->x, a->y, b1), m44_label(t->x, t->y, b2), A->dist);
    else if (on_mountain(e, a))
        ;
    else if (base_dice(a->cls, A->dist) == 0 && a->cls != M44_INF)
        return m44_report_rule(
            out, m, "memoir44.battle.range", a->cls == M44_ART ? R_TROOP_ART_RANGE : R_TROOP_ARM_RANGE,
            "%s unit %d in %s attacks %s at %d hexes; its range is %d", m44_cls_name(a->cls), a->id,
            m44_label(a->x, a->y, b1), m44_label(t->x, t->y, b2), A->dist, a->cls == M44_ART ? 6 : 3);
    else if (base_dice(a->cls, A->dist) == 0)
        return m44_report(e, out, m, "memoir44.battle.range",
                      "%s unit %d in %s attacks %s at %d hexes; its range is %d", m44_cls_name(a->cls), a->id,
                      m44_label(a->x, a->y, b1), m44_label(t->x, t->y, b2), A->dist,
                      a->cls == M44_ART ? 6 : 3);
    if (A->dist > 1 && (a->cls == M44_INF || a->cls == M44_ARM) &&
        (e->ter[a->y][a->x] == M44_TD_WADIS_GULLIES || e->ter[t->y][t->x] == M44_TD_WADIS_GULLIES))
        return m44_report(e, out, m, "memoir44.wadis-gullies.fire",
                          "%s unit %d in %s fires at %s, %d hexes away, %s a wadi or gully",
                          m44_cls_name(a->cls), a->id, m44_label(a->x, a->y, b1), m44_label(t->x, t->y, b2),
                          A->dist, e->ter[a->y][a->x] == M44_TD_WADIS_GULLIES ? "out of" : "into");
    if (A->dist > 1 && a->cls != M44_ART && !m44_ignores_los(a) && !e->special[a->y][a->x] &&
        !e->special[t->y][t->x]) {
        int bu = 0, bx = 0, by = 0, how = 0;
        const m44_tdef *bw = NULL;
        if (los_blocked(e, a, t, &bu, &bw, &bx, &by, &how, 0)) {
            char b3[8];
            if (bw)
                return m44_report(e, out, m, bw->code[M44_K_LOS],
                                  "%s unit %d in %s fires at %s through %s (%s), which blocks line of sight",
                                  m44_cls_name(a->cls), a->id, m44_label(a->x, a->y, b1),
                                  m44_label(t->x, t->y, b2), m44_label(bx, by, b3), bw->name);
            return m44_report_rule(
                out, m, "memoir44.battle.los",
                how == 2   ? R_LOS_EDGE
                : how == 1 ? R_LOS_LINE
                           : R_LOS,
                "%s unit %d in %s fires at %s through unit %d in %s, which blocks line of sight%s",
                m44_cls_name(a->cls), a->id, m44_label(a->x, a->y, b1), m44_label(t->x, t->y, b2), bu,
                m44_label(bx, by, b3),
                how == 2   ? " (the line runs along an edge with blockers on both sides)"
                : how == 1 ? " (the line crosses part of its hex)"
                           : "");
        }
    }
    if (A->dist > 1) {
        for (int i = 0; i < e->nu; i++) {
            unit *o = &e->u[i];
            if (o->alive && o->side != a->side && m44_hex_dist(a->x, a->y, o->x, o->y) == 1 && overrun)
                return m44_report_rule(out, m, "memoir44.battle.adjacent-fire", R_OVERRUN_CLOSE,
                                   "%s unit %d overruns into %s and fires at %s while adjacent to enemy "
                                   "unit %d in %s", m44_cls_name(a->cls), a->id, m44_label(a->x, a->y, b1),
                                   m44_label(t->x, t->y, b2), o->id, m44_label(o->x, o->y, b1));
            if (o->alive && o->side != a->side && m44_hex_dist(a->x, a->y, o->x, o->y) == 1)
                return m44_report(e, out, m, "memoir44.battle.adjacent-fire",
                                  "%s unit %d in %s fires at %s while adjacent to enemy unit %d in %s",
                                  m44_cls_name(a->cls), a->id, m44_label(a->x, a->y, b1),
                                  m44_label(t->x, t->y, b2), o->id, m44_label(o->x, o->y, b1));
        }
    }
    return 0;
}

/* A unit battling again: an overrun (armor's, or a unit whose entry allows
 * one), or a second battle the rules do not allow; counts the battle. */
static int battle_again(ga_engine *e, const ga_move *m, unit *a, int overrun, ga_findings *out)
{
    char b1[8];
    int rc = 0;
    const m44_trait *ov = m44_trait_of(a, M44_X_OVERRUN);
    if (overrun && e->last_battler && e->last_battler != a->id)
        rc = m44_report_rule(
            out, m, "memoir44.battle.interleaved", R_BATTLES_DONE,
            "%s unit %d battles again from %s after unit %d battled: its combats were not complete",
            m44_who(a), a->id, m44_label(a->x, a->y, b1), e->last_battler);
    else if (overrun && a->breakthrough == 2)
        rc = m44_report_rule(
            out, m, "memoir44.actions.breakthrough", RA_BT_STOP,
            "%s unit %d, entered by a breakthrough this turn, battles again after taking ground (an "
            "overrun)",
            m44_who(a), a->id);
    else if (overrun && ov && ov->v[0] == 0)
        rc = m44_report_rule(out, m, "memoir44.troops.overrun", ov->rule,
                         "%s unit %d in %s battles again after taking ground; it may not overrun", m44_who(a),
                         a->id, m44_label(a->x, a->y, b1));
    else if (overrun && ov) {
        if (a->overruns++ >= 1)
            rc = m44_report(e, out, m, "memoir44.overrun.once",
                            "%s unit %d makes a second overrun combat this turn", m44_who(a), a->id);
    } else if (a->battles && a->took_ground && a->cls != M44_ARM && e->card != C_BOMBARD)
        rc = m44_report_rule(out, m, "memoir44.battle.once", R_OVERRUN_ARMOR,
                         "%s unit %d in %s battles again after taking ground; only armor overruns",
                         m44_cls_name(a->cls), a->id, m44_label(a->x, a->y, b1));
    else if (a->battles && a->cls == M44_ARM && !a->took_ground && e->card != C_BOMBARD)
        rc = m44_report_rule(out, m, "memoir44.battle.once", R_OVERRUN_AGAIN,
                         "armor unit %d in %s battles a second time this turn without taking ground", a->id,
                         m44_label(a->x, a->y, b1));
    else if (a->battles && !(a->took_ground && a->cls == M44_ARM) && e->card != C_BOMBARD)
        rc = m44_report(e, out, m, "memoir44.battle.once", "%s unit %d in %s battles a second time this turn",
                    m44_cls_name(a->cls), a->id, m44_label(a->x, a->y, b1));
    if (a->took_ground && a->battles && !ov) {
        /* an armor overrun */
        if (a->took_ground == 2 && a->cls == M44_ARM)
            rc = m44_report(
                e, out, m, "memoir44.overrun.after-fire",
                "armor unit %d overruns from %s, ground taken after a battle at range, not a close assault",
                a->id, m44_label(a->x, a->y, b1));
        else if (a->ground_noverrun)
            rc = m44_report(e, out, m, a->ground_noverrun,
                        "%s unit %d overruns from %s (%s), where it may take ground but not overrun",
                        m44_cls_name(a->cls), a->id, m44_label(a->x, a->y, b1), a->ground_noverrun_in);
        else if (a->overruns++ >= 1 && a->cls == M44_ARM)
            rc = m44_report(e, out, m, "memoir44.overrun.once",
                        "%s unit %d makes a second overrun combat this turn", m44_cls_name(a->cls), a->id);
    }
    a->battles++;
    a->took_ground = 0;
    a->ground_noverrun = NULL;
    e->last_battler = a->id;
    return rc;
}

int m44_attack_unit(ga_engine *e, const ga_move *m, long long aid, long long tid, int back,
                       ga_findings *out)
{
    int pending =
        e->at.active && !e->at.rolled && e->at.attacker && aid > 0 && e->at.attacker != aid && !back;
    int first = e->at.attacker;
    int rc = finish_attack(e, out);
    if (!rc && pending && e->sc && !e->is_bga)
        rc = m44_report_rule(out, m, "memoir44.battle.interleaved", R_TURN_BATTLE,
                             "unit %lld battles before unit %d's battle is resolved (no dice rolled for it)",
                             aid, first);
    if (rc)
        return rc;
    attack *A = &e->at;
    memset(A, 0, sizeof *A);
    unit *t = m44_unit_by_id(e, tid);
    unit *a = aid > 0 ? m44_unit_by_id(e, aid) : NULL;
    if (!t || !t->alive)
        return m44_report(e, out, m, "memoir44.units.figures",
                          "attack on unit %lld, which is not on the board", tid);
    A->active = 1;
    A->target = t->id;
    A->tx = t->x;
    A->ty = t->y;
    A->attacker = a ? a->id : 0;
    A->figs_before = t->figs;
    A->star_hits = e->star_hits;
    e->battled_turn = 1;
    if (!a && e->strike_section >= 0 && e->tp >= 0 && e->side_of[e->tp] >= 0 &&
        (m44_sections_of(e, e->side_of[e->tp], t->x) & (1 << e->strike_section)))
        e->strike_hit = 1;
    if (!a && e->sc && (e->rules & M44_RULE_NIGHT) && e->visibility < 6 &&
        (e->card == C_AIRPOWER || e->card == C_BARRAGE))
        return m44_report(e, out, m, "memoir44.actions.night-cards",
                      "%s attacks unit %lld at night (visibility %d, not yet full daylight)",
                      e->card == C_AIRPOWER ? "Air Power" : "Barrage", tid, e->visibility);
    if (!a || !e->sc)
        return 0;
    char b1[8], b2[8];
    A->dist = m44_hex_dist(a->x, a->y, t->x, t->y);
    size_t f1 = out->n;
    if ((rc = m44_obj_attack(e, m, a, t, out)) || out->n != f1)
        return rc;
    if (back)
        return battle_back(e, m, a, t, out);
    if (a->battles && m44_trait_v(a, M44_X_SECOND, 0) && !(a->flags & M44_F_SPECIAL))
        return second_assault(e, m, a, t, out);
    if (!a->ordered && !a->took_ground && a->breakthrough == 2)
        return m44_report_rule(out, m, "memoir44.actions.breakthrough", RA_BT_ORDER,
                               "%s unit %d, entered by a breakthrough, battles without an order", m44_who(a),
                               a->id);
    if (!a->ordered && !a->took_ground)
        return m44_report(e, out, m, "memoir44.battle.unordered", "%s unit %d in %s battles without an order",
                      m44_cls_name(a->cls), a->id, m44_label(a->x, a->y, b1));
    int overrun = a->took_ground && a->battles;
    size_t f0 = out->n;
    rc = battle_again(e, m, a, overrun, out);
    if (rc)
        return rc;
    if (out->n == f0 && a->dropped)
        return a->dropped == 2 ? m44_report_rule(out, m, "memoir44.actions.reinforcements", RA_REINF_STILL,
                                                 "%s unit %d battles the turn it landed on the airfield",
                                                 m44_who(a), a->id)
                               : m44_report_rule(out, m, "memoir44.actions.paradrop", RA_PARA_STILL,
                                                 "%s unit %d battles the turn it landed", m44_who(a), a->id);
    if (out->n == f0 && a->recovered)
        return m44_report_rule(out, m, "memoir44.actions.recovery",
                           (e->rules & M44_RULE_HOSPITAL) ? RA_HOSP_STILL : RA_OASIS_STILL,
                           "%s unit %d battles the turn it recovered figures", m44_who(a), a->id);
    if (out->n == f0 && (e->rules & M44_RULE_NIGHT) && e->visibility < 6 && A->dist > e->visibility)
        return m44_report_rule(
            out, m, "memoir44.actions.night-range", e->visibility == 1 ? RA_NIGHT_START : RA_NIGHT_CHART,
            "%s unit %d in %s attacks %s at %d hexes at night; visibility is %d", m44_who(a), a->id,
            m44_label(a->x, a->y, b1), m44_label(t->x, t->y, b2), A->dist, e->visibility);
    if (a->removed && !m44_wire_cut(a))
        return m44_report(e, out, m, a->removed, "%s unit %d in %s battles after removing the %s there",
                      m44_cls_name(a->cls), a->id, m44_label(a->x, a->y, b1), a->removed_what);
    if (a->steps && a->nobattle && e->card != C_BEHIND && !(a->flags & M44_F_RESISTANCE))
        return m44_report(e, out, m, a->nobattle,
                          "%s unit %d battles the turn it moved into or out of %s (%s)", m44_cls_name(a->cls),
                          a->id, m44_label(a->x, a->y, b1), a->nobattle_in);
    {
        const m44_tdef *ts[3];
        int nt = m44_hex_tdefs(e, a->x, a->y, ts);
        for (int i = 0; i < nt; i++)
            if ((ts[i]->battlein & m44_cls_bit(a->cls)) && ts[i]->code[M44_K_BATTLEIN] &&
                !m44_obj_ignores(a, ts[i]) && !m44_naval(a, ts[i]))
                return m44_report(e, out, m, ts[i]->code[M44_K_BATTLEIN], "%s unit %d battles from %s (%s)",
                              m44_cls_name(a->cls), a->id, m44_label(a->x, a->y, b1), ts[i]->name);
    }
    int decided = 0;
    size_t before = out->n;
    rc = m44_troop_battle(e, m, a, t, out, &decided);
    m44_uncover(a);
    if (rc || out->n != before)
        return rc;
    if (a->disguised && a->steps >= 2 && e->card != C_BEHIND)
        return m44_report_rule(
            out, m, "memoir44.troops.brandenburgers", m44_trait_v(a, M44_X_BRAND, 4)->rule,
            "Brandenburgers unit %d, still with its enemy figure, battles after moving %d hexes", a->id,
            a->steps);
    if (a->disguised) {
        a->disguised = 0; /* ordered to battle: the enemy figure is removed */
        a->unmasked = 1;
        a->flags |= M44_F_SPECIAL;
    }
    if (!decided && a->cls == M44_INF && a->steps >= (e->card == C_INF_ASSAULT ? 3 : 2) &&
        !(a->flags & M44_F_SPECIAL) && e->card != C_BEHIND)
        return a->steep ? m44_report_rule(out, m, "memoir44.battle.after-move", RT_STEEP_UP,
                                      "infantry unit %d battles after climbing a steep hill (a 2-hex move)",
                                      a->id)
               : a->cliff ? m44_report_rule(out, m, "memoir44.battle.after-move", RT_CLIFFS_2HEX,
                                      "infantry unit %d battles after climbing between beach and cliff "
                                      "(a 2-hex move)", a->id)
               : (a->flags & M44_F_RESISTANCE)
                   ? m44_report_rule(out, m, "memoir44.battle.after-move", R_SF_RESIST_BATTLE,
                                 "french resistance unit %d battles after moving %d hexes this turn",
                                 a->id, a->steps)
                   : m44_report(e, out, m, "memoir44.battle.after-move",
                            "infantry unit %d battles after moving %d hexes this turn", a->id, a->steps);
    if (!decided && a->cls == M44_ART && a->steps > 0)
        return m44_report(e, out, m, "memoir44.battle.artillery-moved",
                      "artillery unit %d battles after moving this turn", a->id);
    return fire_checks(e, m, a, t, overrun, out);
}

static int expected_dice(const ga_engine *e, const unit *a, const unit *t, int dist)
{
    const m44_tdef *w1, *w2;
    int n = fire_dice(e, a, dist);
    int red = m44_terrain_reduction(e, a, t, &w1);
    const m44_trait *cap = m44_trait_of(a, M44_X_CAP), *plus = m44_trait_of(a, M44_X_PLUS);
    if (m44_no_terrain(a, t, dist))
        red = 0;
    else if (cap && dist == 1 && red > cap->v[0])
        red = cap->v[0];
    n -= red;
    if (m44_trait_of(a, M44_X_ZERO) && t->zeroed)
        n++;
    if (plus && m44_plus_applies(e, plus, a, t, dist))
        n += plus->v[0];
    n -= battle_out(e, a, &w2);
    if (e->smoke[a->y][a->x] == 2 || e->smoke[t->y][t->x] == 2)
        n--; /* into or out of a smoke-shelled hex */
    if (m44_wire_cut(a))
        n--; /* "In wire, may battle out at -1 die and still remove the wire" */
    if (e->card == C_CLOSE && dist == 1)
        n++;
    if (e->card == C_FIREFIGHT && dist > 1)
        n++;
    if (e->card == C_ARMOR_ASSAULT && a->cls == M44_ARM && dist == 1)
        n++;
    if (e->card == C_FINEST)
        n++;
    if (e->card == C_BEHIND)
        n++; /* Behind Enemy Lines: battle with 1 additional die */
    return n;
}



int m44_roll_dice(ga_engine *e, const ga_move *m, int cx, int cy, const int *faces, int nd,
                     ga_findings *out)
{
    attack *A = &e->at;
    int rc = 0;
    unit *t = m44_on_board(cx, cy) ? m44_unit_at(e, cx, cy) : NULL;
    if (e->lead.unit && !e->lead.rolled && cx == e->lead.x && cy == e->lead.y && !t) {
        /* the roll for the heroic leader of the unit eliminated there */
        e->lead.rolled = 1;
        e->lead.nd = nd;
        for (int i = 0; i < nd; i++)
            e->lead.star |= faces[i] == 4;
        ga_move_clear(&e->lead.mv);
        if ((rc = m44_keep_move(&e->lead.mv, m)))
            return rc;
        if (nd != 2)
            return m44_report(e, out, m, "memoir44.actions.heroic-leader",
                          "the roll for the heroic leader of unit %d has %d dice: 2", e->lead.unit, nd);
        return 0;
    }
    if (e->hz.unit && t && t->id == e->hz.unit && !e->hz.rolled) {
        /* the roll the frozen river or the minefield calls for */
        e->hz.rolled = 1;
        e->hz.nd = nd;
        for (int i = 0; i < nd; i++)
            e->hz.hits += e->hz.kind == 1 ? faces[i] == 4
                                          : faces[i] == 2 || (faces[i] == 0 && t->cls == M44_INF) ||
                                                (faces[i] == 1 && t->cls == M44_ARM);
        ga_move_clear(&e->hz.mv);
        return m44_keep_move(&e->hz.mv, m);
    }
    if (e->mine_retreat && t && t->id == e->mine_retreat &&
        !(A->active && A->target == t->id && !A->rolled)) {
        char b[8];
        e->mine_retreat = 0;
        return m44_report_rule(out, m, "memoir44.minefields.roll", RT_MINES_RETREAT,
                               "a roll for %s unit %d, which retreated onto the minefield at %s", m44_who(t),
                               t->id, m44_label(t->x, t->y, b));
    }
    if (A->active && A->rolled) {
        /* a second roll on the same attack: the re-roll against a Tiger */
        unit *tg = m44_unit_by_id(e, A->target);
        const m44_trait *rr = tg ? m44_trait_of(tg, M44_X_REROLL) : NULL;
        if (tg && tg->disguised && !A->rerolled) {
            A->rerolled = 1; /* the single die re-rolled against Brandenburgers: judged at the end */
            A->nre = nd > 16 ? 16 : nd;
            memcpy(A->refaces, faces, (size_t)A->nre * sizeof *faces);
            return 0;
        }
        if (tg && tg->unmasked && !rr && !(tg->flags & M44_F_TIGER) && !A->rerolled) {
            char b[8];
            A->skip_hits = 1; /* the hits are taken as logged */
            return m44_report_rule(out, m, "memoir44.troops.brandenburgers",
                                   m44_trait_v(tg, M44_X_BRAND, 3)->rule,
                                   "a die is re-rolled against Brandenburgers unit %d in %s, which battled "
                                   "already: its enemy figure was removed, so no re-roll is due",
                                   tg->id, m44_label(tg->x, tg->y, b));
        }
        if (!tg || !((tg->flags & M44_F_TIGER) || rr) || A->rerolled) {
            A->skip_hits = 1;
            return 0;
        }
        A->rerolled = 1;
        A->nre = nd > 16 ? 16 : nd;
        memcpy(A->refaces, faces, (size_t)A->nre * sizeof *faces);
        int hits = 0, sym = tg->cls == M44_INF ? 0 : 1;
        for (int i = 0; i < A->nd; i++)
            hits += A->faces[i] == sym || A->faces[i] == 2 || (A->faces[i] == 4 && A->star_hits);
        if (nd != hits && !A->skip_hits && rr && !(tg->flags & M44_F_TIGER)) {
            A->skip_hits = 1;
            return m44_report_rule(out, m, "memoir44.troops.reroll", rr->rule,
                               "the re-roll against %s unit %d has %d dice; the first roll scored %d hit(s)",
                               m44_who(tg), tg->id, nd, hits);
        }
        if (nd != hits && !A->skip_hits) {
            A->skip_hits = 1;
            return m44_report(e, out, m, "memoir44.tigers.reroll",
                          "the re-roll against the Tiger (unit %d) has %d dice; the first roll scored "
                          "%d hit(s)", tg->id, nd, hits);
        }
        return 0;
    }
    if (!A->active || !t || t->id != A->target) {
        /* a roll with no declared attack before it: an ambush, or a card's own roll */
        if ((rc = finish_attack(e, out)))
            return rc;
        memset(A, 0, sizeof *A);
        /* other rolls (Medics & Mechanics, Their Finest Hour) are no battle */
        if (!t || !e->ambush)
            return 0;
        e->ambush = 0;
        A->active = 1;
        A->target = t->id;
        A->tx = t->x;
        A->ty = t->y;
        A->figs_before = t->figs;
        A->star_hits = e->star_hits;
    }
    A->rolled = 1;
    A->ignore_in = NULL;
    if (!A->attacker && e->sc && (e->rules & M44_RULE_WINTER) && e->card == C_AIRPOWER && nd != 1)
        rc = m44_report(e, out, m, "memoir44.actions.winter-air",
                        "an Air Power roll of %d dice at %s in winter: 1 die", nd,
                        m44_label(t->x, t->y, (char[8]){0}));
    {
        /* a flag the target's hex lets it ignore (sandbags go when it leaves:
         * look now) */
        const m44_tdef *ts[3];
        int nt = m44_hex_tdefs(e, t->x, t->y, ts);
        for (int i = 0; i < nt; i++)
            if ((ts[i]->flag & m44_cls_bit(t->cls)) && ts[i]->code[M44_K_FLAG] &&
                !((ts[i] == &m44_tdefs[M44_TD_BUNKERS] || ts[i] == &m44_tdefs[M44_TD_SEA_WALL]) &&
                  e->own[t->y][t->x] >= 0 &&
                  e->own[t->y][t->x] != t->side))
                A->ignore_in = ts[i];
    }
    A->nd = nd > 16 ? 16 : nd;
    memcpy(A->faces, faces, (size_t)A->nd * sizeof *faces);
    if ((rc = m44_keep_move(&A->mv, m)))
        return rc;
    A->have_mv = 1;
    unit *a = A->attacker ? m44_unit_by_id(e, A->attacker) : NULL;
    if (a && e->sc && A->dist >= 1 && fire_dice(e, a, A->dist) > 0 &&
        e->card != C_AIRPOWER && e->card != C_BARRAGE && e->card != C_COUNTER &&
        !((a->flags | t->flags) & (M44_F_BEHAVIOUR | M44_F_TIGER)) && !e->special[a->y][a->x] &&
        !e->special[t->y][t->x]) {
        int want = A->back || A->second ? 1 : expected_dice(e, a, t, A->dist);
        if (want < 0)
            want = 0;
        if ((A->back || A->second) && nd != 1) {
            const m44_tdef *w;
            int red = m44_terrain_reduction(e, a, t, &w);
            const m44_trait *x = A->back ? m44_trait_v(a, M44_X_BACK, red > 0 && nd == 1 - red ? 1 : 0)
                                         : m44_trait_v(a, M44_X_SECOND, 3);
            if (x) {
                char b1[8];
                return m44_report_rule(
                    out, m, A->back ? "memoir44.troops.battle-back" : "memoir44.troops.second-assault",
                    x->rule, "%s unit %d rolls %d dice at %s in its %s; 1 die, no terrain reduction",
                    m44_who(a), a->id, nd, m44_label(t->x, t->y, b1),
                    A->back ? "battle back" : "second close assault");
            }
        }
        want = A->back || A->second ? nd : want;
        if (want != nd && nd == want + 1 && (e->smoke[a->y][a->x] == 2 || e->smoke[t->y][t->x] == 2)) {
            char b1[8], b2[8];
            rc = m44_report_rule(
                out, m, "memoir44.actions.smoke", RA_SHELLS_DICE,
                "%s unit %d in %s rolls %d dice at %s, as if no smoke shells were %s; %d expected",
                m44_who(a), a->id, m44_label(a->x, a->y, b1), nd, m44_label(t->x, t->y, b2),
                e->smoke[t->y][t->x] == 2 ? "on the target" : "on its own hex", want);
        } else if (want != nd && m44_troop_dice_rule(e, a, t, A->dist, nd, want) >= 0)
            rc = m44_troop_dice_finding(e, m, a, t, A->dist, nd, want, out);
        else if (want != nd) {
            char b1[8], b2[8];
            const m44_tdef *w1, *w2;
            int red = m44_terrain_reduction(e, a, t, &w1), bo = battle_out(e, a, &w2);
            /* the rule to cite: the terrain whose reduction the roll ignores
             * (or applies twice), else the dice by range */
            const char *code = a->cls == M44_ARM ? "memoir44.battle.armor-dice"
                               : a->cls == M44_ART ? "memoir44.battle.artillery-dice"
                               : "memoir44.battle.dice";
            if (w2 && bo && w2->code[M44_K_OUT])
                code = w2->code[M44_K_OUT];
            if (w1 && red && w1->code[M44_K_DICE])
                code = w1->code[M44_K_DICE];
            int sum, rule = -1;
            const m44_tdef *off;
            int offr = reduction_misreads(e, a, t, &sum, &off);
            int sandr = m44_tdefs[M44_TD_SANDBAGS].red[a->cls == M44_INF ? 0 : a->cls == M44_ARM ? 1 : 2];
            if (e->sand_gone[t->y][t->x] && sandr > red && nd == want - (sandr - red)) {
                code = "memoir44.sandbags.dice";
                rule = RT_SANDBAGS_GONE;
                off = &m44_tdefs[M44_TD_SANDBAGS];
                offr = sandr;
            } else if (off && offr > red && nd == want - (offr - red) && off->code[M44_K_DICE] &&
                footnote_of(off) >= 0) {
                /* the log applies a reduction whose condition does not hold */
                code = off->code[M44_K_DICE];
                rule = footnote_of(off);
            } else if (sum > red && red > 0 && nd == want - (sum - red) && a->cls != M44_ART) {
                /* the log adds up the reductions of terrain and obstacle */
                code = a->cls == M44_ARM ? "memoir44.battle.armor-dice" : "memoir44.battle.dice";
                rule = R_BEST_REDUCTION;
            }
            if (rule < 0 && on_mountain(e, a))
                rule = RT_MOUNTAIN_ART;
            if (rule < 0 && a->cls == M44_ART && nd < want) {
                /* artillery rolling fewer dice against a unit in protective terrain */
                const m44_tdef *ts[3];
                int nt = m44_hex_tdefs(e, t->x, t->y, ts);
                for (int i = 0; i < nt; i++)
                    if (ts[i]->red[0] > 0 || ts[i]->red[1] > 0) {
                        rule = R_TROOP_ART_IGNORE;
                        off = ts[i];
                    }
            }
            if (rule == RT_MOUNTAIN_ART)
                rc = m44_report_rule(
                    out, m, code, rule,
                    "artillery unit %d on the mountain at %s rolls %d dice at %s %d hex(es) away; from a "
                    "mountain it fires at 3 3 2 2 1 1 1: %d expected",
                    a->id, m44_label(a->x, a->y, b1), nd, m44_label(t->x, t->y, b2), A->dist, want);
            else if (rule == R_TROOP_ART_IGNORE)
                rc = m44_report_rule(
                    out, m, code, rule,
                    "artillery unit %d in %s rolls %d dice at %s (%s) %d hex(es) away; artillery "
                    "ignores terrain protections: %d expected",
                    a->id, m44_label(a->x, a->y, b1), nd, m44_label(t->x, t->y, b2), off->name, A->dist,
                    want);
            else if (rule == R_BEST_REDUCTION)
                rc = m44_report_rule(out, m, code, rule,
                                     "%s unit %d in %s rolls %d dice at %s (%s, reductions summing to -%d) "
                                     "%d hex(es) away; range %d dice, the best reduction -%d, battling out "
                                     "-%d: %d expected",
                                     m44_cls_name(a->cls), a->id, m44_label(a->x, a->y, b1), nd,
                                     m44_label(t->x, t->y, b2), m44_td_name(w1), sum, A->dist,
                                     base_dice(a->cls, A->dist), red, bo, want);
            else if (rule == RT_SANDBAGS_GONE)
                rc = m44_report_rule(
                    out, m, code, rule,
                    "%s unit %d in %s rolls %d dice at %s, as if the sandbags its former occupant left "
                    "were still there (-%d); %d expected",
                    m44_cls_name(a->cls), a->id, m44_label(a->x, a->y, b1), nd, m44_label(t->x, t->y, b2),
                    offr, want);
            else if (rule >= 0)
                rc = m44_report_rule(
                    out, m, code, rule,
                    "%s unit %d in %s rolls %d dice at %s (%s) %d hex(es) away, as if its -%d "
                    "applied here; range %d dice, target's terrain -%d, battling out -%d: "
                    "%d expected",
                    m44_cls_name(a->cls), a->id, m44_label(a->x, a->y, b1), nd, m44_label(t->x, t->y, b2),
                    off->name, A->dist, offr, base_dice(a->cls, A->dist), red, bo, want);
            else if (w1 == &m44_tdefs[M44_TD_MOUNTAINS] && red && nd > want && hex_height(e, a->x, a->y) >= 2)
                /* from a mountain of another range: the reduction applies */
                rc = m44_report_rule(out, m, code, RT_MOUNTAINS_RANGE,
                                     "%s unit %d on the mountain at %s rolls %d dice at %s on a mountain of "
                                     "another range (no chain of mountain hexes joins them): -%d applies, %d "
                                     "expected",
                                     m44_cls_name(a->cls), a->id, m44_label(a->x, a->y, b1), nd,
                                     m44_label(t->x, t->y, b2), red, want);
            else if (nd < want && a->figs < a->fig0 && !strncmp(code, "memoir44.battle.", 16))
                /* a depleted attacker that rolled fewer dice */
                rc = m44_report_rule(out, m, code, R_CASUALTIES,
                                 "%s unit %d in %s, down to %d of %d figures, rolls %d dice at %s %d "
                                 "hex(es) away: casualties do not reduce its %d dice",
                                 m44_cls_name(a->cls), a->id, m44_label(a->x, a->y, b1), a->figs, a->fig0, nd,
                                 m44_label(t->x, t->y, b2), A->dist, want);
            else
                rc = m44_report(e, out, m, code,
                        "%s unit %d in %s (%s) rolls %d dice at %s (%s) %d hex(es) away; range %d "
                        "dice, target's terrain -%d, battling out -%d: %d expected",
                        m44_cls_name(a->cls), a->id, m44_label(a->x, a->y, b1), m44_td_name(w2), nd,
                        m44_label(t->x, t->y, b2), m44_td_name(w1), A->dist, base_dice(a->cls, A->dist),
                        red, bo, want);
        }
    }
    return rc;
}

int m44_take_damage(ga_engine *e, const ga_move *m, long long id, long long hits, int blocked,
                       ga_findings *out)
{
    unit *u = m44_unit_by_id(e, id);
    if (!u)
        return m44_report(e, out, m, "memoir44.units.figures", "unit %lld takes damage but is not in play",
                          id);
    if (!u->alive || u->figs <= 0)
        return m44_report(e, out, m, "memoir44.units.figures",
                          "%s unit %d takes %lld hit(s) with no figure left", m44_cls_name(u->cls), u->id,
                          hits);
    if (e->hz.unit == u->id && e->hz.rolled)
        e->hz.dmg += (int)hits;
    else if (e->at.active && e->at.target == u->id) {
        if (blocked)
            e->at.blocked += (int)hits;
        else
            e->at.dmg += (int)hits;
    }
    u->figs -= (int)hits;
    if (u->figs <= 0 && !e->is_bga)
        for (int q = 0; q < 5; q++)
            if (u->mark[q] == &m44_troops[M44_TR_HEROIC_LEADER]) {
                ga_move_clear(&e->lead.mv);
                memset(&e->lead, 0, sizeof e->lead);
                e->lead.unit = u->id;
                e->lead.x = u->x;
                e->lead.y = u->y;
                int rc2 = m44_keep_move(&e->lead.mv, m);
                if (rc2)
                    return rc2;
            }
    if (u->figs <= 0) {
        u->figs = 0;
        u->alive = 0;
        m44_obj_eliminated(e, u);
        if (e->nelim < 32)
            e->elim[e->nelim++] = u->id;
        int rc = m44_keep_move(&e->elim_mv, m);
        if (rc)
            return rc;
        e->have_elim_mv = 1;
    }
    return 0;
}



/* The hits on a unit whose hits are re-rolled (Brandenburgers in disguise,
 * command cars, patrol cars, Tigers): the re-roll and the losses it allows. */
static int rerolled_hits(ga_engine *e, attack *A, unit *t, const m44_trait *rr, int brand, ga_findings *out)
{
    int rc = 0;
    if (brand) {
        /* Brandenburgers: hits make the opponent re-roll one die for an Infantry symbol */
        int hits = 0, ok = A->nre == 1 && A->refaces[0] == 0;
        for (int i = 0; i < A->nd; i++)
            hits += A->faces[i] == 0 || A->faces[i] == 2 || (A->faces[i] == 4 && A->star_hits);
        int due = !hits ? 0 : ok ? (hits + 1 < A->figs_before ? hits + 1 : A->figs_before) : 0;
        if (hits && (!A->rerolled || A->nre != 1))
            rc = m44_report_rule(out, &A->mv, "memoir44.troops.brandenburgers",
                                 m44_trait_v(t, M44_X_BRAND, 0)->rule,
                                 "the roll scores %d hit(s) on Brandenburgers unit %d and %s", hits, t->id,
                                 A->rerolled ? "the re-roll is not a single die" : "no die is re-rolled");
        else if (hits && A->dmg != due)
            rc = m44_report_rule(
                out, &A->mv, "memoir44.troops.brandenburgers", m44_trait_v(t, M44_X_BRAND, ok ? 2 : 1)->rule,
                "Brandenburgers unit %d loses %d figure(s); the re-roll %s: %d", t->id, A->dmg,
                ok ? "shows Infantry, so the enemy figure and the roll's hits go" : "fails, so none", due);
        if (ok && hits) {
            t->disguised = 0;
            t->flags |= M44_F_SPECIAL; /* no enemy figure: special forces infantry */
        }
    } else if (rr && !(t->flags & M44_F_TIGER)) {
        int hits = 0, grenade = 0;
        for (int i = 0; i < A->nd; i++)
            hits += A->faces[i] == (t->cls == M44_ARM ? 1 : 0) || A->faces[i] == 2 ||
                    (A->faces[i] == 4 && A->star_hits);
        for (int i = 0; i < A->nre; i++)
            grenade |= A->refaces[i] == 2;
        const m44_trait *kill = m44_trait_of(t, M44_X_KILL);
        if (hits && !A->rerolled)
            rc = m44_report_rule(out, &A->mv, "memoir44.troops.reroll", rr->rule,
                                 "the first roll scored %d hit(s) on %s unit %d and no re-roll is logged",
                                 hits, m44_who(t), t->id);
        else if (!hits && A->dmg > 0 && m44_trait_of(t, M44_X_CLASS))
            rc = m44_report_rule(out, &A->mv, "memoir44.troops.hits", m44_trait_of(t, M44_X_CLASS)->rule,
                                 "no die scores a hit on %s unit %d (%s); %d figure(s) logged lost",
                                 m44_who(t), t->id, m44_cls_name(t->cls), A->dmg);
        else if (A->rerolled && kill && (A->dmg > 0) != (grenade && hits > 0))
            rc = m44_report_rule(out, &A->mv, "memoir44.troops.kill", kill->rule,
                             "%s unit %d %s with %s Grenade in the re-roll", m44_who(t), t->id,
                             A->dmg > 0 ? "loses a figure" : "keeps its figure", grenade ? "a" : "no");
    } else if (t->flags & M44_F_TIGER) {
        int hits = 0, grenade = 0;
        for (int i = 0; i < A->nd; i++)
            hits += A->faces[i] == 1 || A->faces[i] == 2 || (A->faces[i] == 4 && A->star_hits);
        for (int i = 0; i < A->nre; i++)
            grenade |= A->refaces[i] == 2;
        if (hits && !A->rerolled)
            rc = m44_report(e, out, &A->mv, "memoir44.tigers.reroll",
                        "the first roll scored %d hit(s) on the Tiger (unit %d) and no re-roll is logged",
                        hits, t->id);
        else if (A->rerolled && (A->dmg > 0) != (grenade && hits > 0))
            rc = m44_report(e, out, &A->mv, "memoir44.tigers.kill",
                        "the Tiger (unit %d) %s with %s Grenade in the re-roll", t->id,
                        A->dmg > 0 ? "loses its figure" : "keeps its figure", grenade ? "a" : "no");
    }
    return rc;
}

/* The hits the logged dice score on the target (by its class, its entry, the
 * card, reduced visibility) against the figures lost, then its retreat
 * against the flags rolled. */
static int hits_and_retreat(ga_engine *e, attack *A, unit *a, unit *t, ga_findings *out)
{
    int rc = 0;
    int hits = 0, flags = 0;
    /* stars the attacker's entry makes hit this target */
    const m44_trait *st = a ? m44_trait_of(a, M44_X_STARS) : NULL;
    if (st && (!(st->v[0] & m44_cls_bit(t->cls)) || (st->v[1] && a->steps > 0)))
        st = NULL;
    const m44_trait *gr = m44_trait_of(t, M44_X_GRENADE);
    int stars = A->star_hits || st;
    /* Reduced Visibility: symbols score only in close assault (Barrage unaffected) */
    int rv = (e->rules & M44_RULE_RV) && a && A->dist > 1;
    for (int i = 0; i < A->nd; i++) {
        int f = A->faces[i];
        if (gr ? (f == 2 || (f == 4 && stars))
               : ((f == 0 && t->cls == M44_INF && !rv) || (f == 1 && t->cls == M44_ARM && !rv) ||
                  f == 2 || (f == 4 && stars)))
            hits++;
        if (f == 3)
            flags++;
    }
    int stars_rolled = 0;
    for (int i = 0; i < A->nd; i++)
        stars_rolled += A->faces[i] == 4;
    int capped = hits < A->figs_before ? hits : A->figs_before;
    if (rv && stars && stars_rolled && A->dmg < capped)
        /* reduced visibility leaves the stars that hit */
        rc = m44_report_rule(
            out, &A->mv, "memoir44.actions.reduced-visibility", RA_RV_STAR,
            "the dice score %d hit(s) on %s unit %d at range under reduced visibility (its Stars "
            "hit); %d logged",
            hits, m44_who(t), t->id, A->dmg);
    else if (st || gr || m44_trait_of(t, M44_X_CLASS))
        rc = m44_troop_hits(e, A, a, t, hits, st, gr, out);
    if (!rc && a && m44_trait_of(a, M44_X_ZERO) && A->dmg > 0)
        t->zeroed = 1; /* a hit scored: the cross-hair marker goes on its hex */
    /* BGA logs the hits scored, not capped at the figures left */
    int want = hits < A->figs_before ? hits : A->figs_before;
    int got = A->dmg < A->figs_before ? A->dmg : A->figs_before;
    /* the symbol that explains the difference names the rule */
    int ninf = 0, narm = 0, ngren = 0, nstar = 0;
    for (int i = 0; i < A->nd; i++) {
        ninf += A->faces[i] == 0;
        narm += A->faces[i] == 1;
        ngren += A->faces[i] == 2;
        nstar += A->faces[i] == 4;
    }
    const char *code = "memoir44.hits.count";
    if (st || gr || m44_trait_of(t, M44_X_CLASS) || (rv && stars && stars_rolled))
        want = got; /* the entry's rules judged them */
    if (want != got && (e->rules & M44_RULE_RV) && (rv || (e->card == C_BARRAGE && !a))) {
        /* the sentence of Reduced Visibility the log's count breaks */
        int sym = t->cls == M44_INF ? ninf : t->cls == M44_ARM ? narm : 0;
        int rule = got > want && sym ? RA_RV_SYMBOL : got < want && nstar && stars ? RA_RV_STAR
                   : got < want && ngren && rv                                  ? RA_RV_GRENADE
                   : got < want && sym && !rv                                   ? RA_RV_BARRAGE
                                                                                : RA_RV_SYMBOL;
        rc = m44_report_rule(
            out, &A->mv, "memoir44.actions.reduced-visibility", rule,
            "the dice score %d hit(s) on %s unit %d %s under reduced visibility; %d logged", hits,
            m44_who(t), t->id, rv ? "at range" : "by Barrage", A->dmg);
        want = got;
    }
    if (got > want && !A->star_hits && nstar && got <= want + nstar)
        code = "memoir44.hits.star";
    else if (t->cls == M44_INF && ninf && (!ngren || abs(got - want) > ngren))
        code = "memoir44.hits.infantry";
    else if (t->cls == M44_ARM && narm && (!ngren || abs(got - want) > ngren))
        code = "memoir44.hits.armor";
    if (want != got && !strcmp(code, "memoir44.hits.count") && !ngren)
        /* no grenade, no symbol of the target's type: nothing scores */
        rc = m44_report_rule(out, &A->mv, code, R_HITS,
                         "no die matches %s unit %d (%d figure(s)) and none is a grenade: the dice "
                         "score %d hit(s); %d logged", m44_cls_name(t->cls), t->id, A->figs_before, hits,
                         A->dmg);
    else if (want != got)
        rc = m44_report(e, out, &A->mv, code,
                    "the dice score %d hit(s) on %s unit %d (%d figure(s)); %d logged", hits,
                    m44_cls_name(t->cls), t->id, A->figs_before, A->dmg);
    int left = A->figs_before - A->dmg;
    const m44_trait *rt = m44_trait_of(t, M44_X_RETREAT), *nr = m44_trait_of(t, M44_X_NORETREAT);
    if (!rc && left > 0 && nr && A->steps > 0)
        rc = m44_report_rule(
            out, &A->mv, "memoir44.troops.retreat", nr->rule,
            "%s unit %d retreats %d hex(es) on %d flag(s); in its boat it loses a figure a flag "
            "instead",
            m44_who(t), t->id, A->steps, flags);
    else if (nr)
        ;
    else if (!rc && left > 0 && rt && A->steps > rt->v[0] * flags)
        rc = m44_report_rule(out, &A->mv, "memoir44.troops.retreat", rt->rule,
                             "%s unit %d retreats %d hex(es) on %d flag(s); at most %d a flag",
                             m44_who(t), t->id, A->steps, flags, rt->v[0]);
    else if (rt)
        ;
    else if (!rc && left > 0 && (t->flags & M44_F_RESISTANCE) && A->steps > 3 * flags)
        rc = m44_report_rule(out, &A->mv, "memoir44.retreat.flags", R_SF_RESIST_RETREAT,
                         "french resistance unit %d retreats %d hex(es) on %d flag(s); at most 3 a flag",
                         t->id, A->steps, flags);
    else if (!rc && left > 0 && !(t->flags & M44_F_RESISTANCE) && A->steps > flags)
        rc = m44_report(e, out, &A->mv, "memoir44.retreat.flags",
                    "%s unit %d retreats %d hex(es) on %d flag(s)", m44_cls_name(t->cls), t->id,
                    A->steps, flags);
    /* fewer retreat hexes (and losses for blocked ones) than flags: only
     * the flag the target's hex lets it ignore may go unanswered */
    const m44_tdef *ign = A->ignore_in; /* the target's hex when the dice were rolled */
    int may_ignore = ign ? 1 : 0;
    if (!rc && left - A->blocked > 0 && flags > 0)
        rc = m44_troop_flags(e, A, a, t, flags, ign, &may_ignore, out);
    if (!rc && left - A->blocked > 0 && !A->flags_free &&
        !(t->flags & (M44_F_BEHAVIOUR | M44_F_RESISTANCE)) &&
        A->steps + A->blocked < flags - may_ignore) {
        char b1[8];
        const m44_tdef *here[3];
        if (!ign && A->steps + A->blocked == flags - 1 && m44_hex_tdefs(e, A->tx, A->ty, here) > 0)
            /* the log lets the unit's terrain stand for an obstacle that allows it */
            rc = m44_report_rule(
                out, &A->mv, "memoir44.retreat.flags", R_OBSTACLE_FLAG,
                "%s unit %d in %s (%s) ignores one of %d flag(s); %s lets no unit ignore a flag",
                m44_cls_name(t->cls), t->id, m44_label(A->tx, A->ty, b1), here[0]->name, flags,
                here[0]->name);
        else
        rc = m44_report(e, out, &A->mv, ign ? ign->code[M44_K_FLAG] : "memoir44.retreat.flags",
                    "%s unit %d in %s (%s) retreats %d hex(es) and loses %d figure(s) for a "
                    "blocked retreat on %d flag(s); it may ignore %d", m44_cls_name(t->cls), t->id,
                    m44_label(A->tx, A->ty, b1), m44_td_name(ign), A->steps, A->blocked, flags,
                    may_ignore);
    }
    if (!rc && left > 0 && A->blocked > (flags > A->steps ? flags - A->steps : 0))
        rc = m44_report(e, out, &A->mv, "memoir44.retreat.blocked",
                    "%s unit %d loses %d figure(s) for a blocked retreat on %d flag(s) after "
                    "retreating %d hex(es)", m44_cls_name(t->cls), t->id, A->blocked, flags, A->steps);
    return rc;
}

static int finish_attack(ga_engine *e, ga_findings *out)
{
    attack *A = &e->at;
    int rc = 0;
    if (!A->active)
        return 0;
    A->active = 0;
    unit *t = m44_unit_by_id(e, A->target);
    unit *a = A->attacker ? m44_unit_by_id(e, A->attacker) : NULL;
    const m44_trait *rr = t ? m44_trait_of(t, M44_X_REROLL) : NULL;
    int brand = t && t->disguised;
    if (A->rolled && A->have_mv && t && !A->skip_hits && e->sc) {
        if (brand || rr || (t->flags & M44_F_TIGER))
            rc = rerolled_hits(e, A, t, rr, brand, out);
        else
            rc = hits_and_retreat(e, A, a, t, out);
    }
    if (t && A->attacker) {
        unit *a2 = m44_unit_by_id(e, A->attacker);
        e->last.attacker = A->attacker;
        e->last.target = t->id;
        e->last.dist = A->dist;
        e->last.retreated = A->steps > 0;
        if (a2 && A->dist == 1 && !A->back) {
            a2->ca_ok = !t->alive || A->steps > 0;
            a2->first_target = t->id;
        }
    }
    if (A->have_mv) {
        ga_move_clear(&A->mv);
        A->have_mv = 0;
    }
    return rc;
}

int m44_check_medals_pending(ga_engine *e, ga_findings *out)
{
    int rc = 0;
    for (int i = 0; i < e->nelim && !rc; i++) {
        unit *u = m44_unit_by_id(e, e->elim[i]);
        if (e->have_elim_mv && u && !m44_trait_of(u, M44_X_NOMEDAL) && !u->exchanged)
            rc = m44_report(e, out, &e->elim_mv, "memoir44.medal.missing",
                        "%s %s unit %d was eliminated and the %s scored no medal for it",
                        m44_side_name(u->side), m44_cls_name(u->cls), u->id, m44_side_name(!u->side));
    }
    e->nelim = 0;
    if (e->have_elim_mv) {
        ga_move_clear(&e->elim_mv);
        e->have_elim_mv = 0;
    }
    return rc;
}

int m44_score_medal(ga_engine *e, const ga_move *m, int side, int n, long long unit_id,
                       ga_findings *out)
{
    int rc = 0;
    if (side < 0 || side > 1)
        return 0;
    int handled = 0;
    if (unit_id > 0 && ((rc = m44_obj_medal(e, m, side, n, unit_id, &handled, out)) || handled))
        return rc;
    e->medals[side] += n;
    for (int p = 0; p < 2; p++)
        if (e->side_of[p] == side)
            e->score[p] += n;
    if (unit_id <= 0 && e->sc && e->sc->nobjectives) {
        /* an objective medal: a unit of that side holds one of its objective hexes */
        int held = 0;
        for (size_t i = 0; i < e->sc->nobjectives; i++) {
            const m44_objective *o = &e->sc->objectives[i];
            unit *u = o->side == side ? m44_unit_at(e, o->x, o->y) : NULL;
            if (u && u->side == side)
                held = 1;
        }
        if (!held)
            rc = m44_report(e, out, m, "memoir44.medal.objective",
                        "the %s score an objective medal with no unit on any of their objective hexes",
                        m44_side_name(side));
    }
    if (unit_id > 0) {
        int found = -1;
        for (int i = 0; i < e->nelim; i++)
            if (e->elim[i] == unit_id)
                found = i;
        unit *mu = m44_unit_by_id(e, unit_id);
        if (e->lead.unit == unit_id) {
            e->lead.medals += n;
            if (e->lead.medals > 1 + e->lead.star && e->sc && found >= 0)
                e->elim[found] = e->elim[--e->nelim]; /* its own medal is in it */
            if (e->lead.medals > 1 + e->lead.star && e->sc)
                return m44_report(
                    e, out, m, "memoir44.actions.heroic-leader",
                    "the %s score %d medal(s) for unit %lld and its heroic leader; the leader's roll %s",
                    m44_side_name(side), e->lead.medals, unit_id,
                    e->lead.star ? "allows 2" : "shows no Star: he survives, no medal for him");
            if (found < 0 && e->lead.star && e->lead.medals == 2)
                return rc; /* the leader's own medal */
        }
        const m44_trait *nm = mu ? m44_trait_of(mu, M44_X_NOMEDAL) : NULL,
                        *xm = mu ? m44_trait_of(mu, M44_X_XMEDAL) : NULL;
        if (mu && mu->exchanged && e->sc)
            rc = m44_report(e, out, m, "memoir44.actions.resupply-swap",
                        "the %s score a medal for %s unit %d, whose last figures went to re-supply a unit "
                        "(no medal cost)", m44_side_name(side), m44_who(mu), mu->id);
        else if (nm && e->sc)
            rc = m44_report_rule(out, m, "memoir44.troops.medal", nm->rule,
                                 "the %s score a medal for %s unit %d, which counts for none",
                                 m44_side_name(side), m44_who(mu), mu->id);
        else if (xm && e->sc && n > 1)
            rc = m44_report_rule(out, m, "memoir44.troops.medal", xm->rule,
                                 "the %s score %d medals for %s unit %d; its %s adds none",
                                 m44_side_name(side), n, m44_who(mu), mu->id,
                                 mu->src[0] ? "landing craft" : "special weapon");
        if (rc || nm || (mu && mu->exchanged)) {
            if (found >= 0)
                e->elim[found] = e->elim[--e->nelim];
        } else if (found >= 0) {
            e->elim[found] = e->elim[--e->nelim];
            e->medal_unit = (int)unit_id;
            e->medal_seq = m->seq;
        } else if (e->sc && !(e->medal_unit == unit_id && e->medal_seq == m->seq)) {
            /* (a scenario may make one unit worth 2 medals, in one event) */
            unit *u = m44_unit_by_id(e, unit_id);
            rc = m44_report(e, out, m, "memoir44.medal.unearned",
                        "the %s score a medal for unit %lld, which %s", m44_side_name(side), unit_id,
                        !u ? "is unknown" : u->alive ? "still has figures" : "was eliminated earlier");
        }
    }
    if (e->sc && e->medals[side] >= e->sc->to_win[side] && e->round >= 1 && e->round <= 4 &&
        e->winner_side[e->round - 1] < 0)
        e->winner_side[e->round - 1] = side;
    return rc;
}

/* Figures given back (Medics & Mechanics): never above the start. */
int m44_heal_unit(ga_engine *e, const ga_move *m, long long id, long long n, ga_findings *out)
{
    unit *u = m44_unit_by_id(e, id);
    if (!u || !u->alive || n < 0 || n > 10)
        return 0;
    u->figs += (int)n;
    if (e->sc && u->figs > u->fig0) {
        char b[8];
        int over = u->figs - u->fig0;
        u->figs = u->fig0;
        return m44_report(e, out, m, "memoir44.units.heal",
                      "%s unit %d in %s is given %lld figure(s) back, %d more than it started with (%d)",
                      m44_cls_name(u->cls), u->id, m44_label(u->x, u->y, b), n, over, u->fig0);
    }
    return 0;
}






/* Smoke markers placed: 3 contiguous hexes (a smoke screen, smoke shells);
 * screaming meemies' shells: up to 3 within their firing range, instead of
 * battling.  The count and the contiguity are judged when the turn ends. */







/* A temporary objective medal lost (its hex left). */
void m44_lose_medals(ga_engine *e, int side, int n)
{
    if (side < 0 || side > 1)
        return;
    e->medals[side] -= n;
    for (int p = 0; p < 2; p++)
        if (e->side_of[p] == side)
            e->score[p] -= n;
}

int m44_end_of_step(ga_engine *e, ga_findings *out)
{
    int rc = finish_attack(e, out);
    if (!rc)
        rc = m44_check_medals_pending(e, out);
    if (!rc)
        rc = m44_obj_pending(e, out);
    return rc;
}

/* ---------------------------------------------------------------- BGA decoding */

long long m44_jint(json_t *o, const char *k, long long dflt)
{
    long long v;
    return ga_json_int(json_object_get(o, k), &v) ? v : dflt;
}

const char *m44_jstr(json_t *o, const char *k)
{
    json_t *v = json_object_get(o, k);
    return json_is_string(v) ? json_string_value(v) : NULL;
}

int m44_player_index(ga_engine *e, const ga_move *m, json_t *args)
{
    char tmp[32];
    const char *id = ga_json_str(json_object_get(args, "player_id"), tmp, sizeof tmp);
    if (!id)
        id = m->player;
    for (int i = 0; i < 2; i++)
        if (id && e->pid[i] && !strcmp(e->pid[i], id))
            return i;
    return -1;
}

int m44_face_of(const char *s)
{
    static const char *names[] = {"Infantry", "Armor", "Grenade", "Flag", "Star"};
    for (int i = 0; i < 5; i++)
        if (s && !strcasecmp(s, names[i]))
            return i;
    if (s && !strcasecmp(s, "armour"))
        return 1;
    return -1;
}

int m44_side_of_text(const char *s)
{
    if (!s)
        return -1;
    if (!strcasecmp(s, "AXIS"))
        return M44_AXIS;
    if (!strcasecmp(s, "ALLIES"))
        return M44_ALLIES;
    return -1;
}

void m44_next_round(ga_engine *e)
{
    e->turn_card = 0;
    e->played_any = e->dealt = 0; /* a new round deals new hands */
    e->owed[0] = e->owed[1] = e->recon[0] = e->recon[1] = e->extra[0] = e->extra[1] = 0;
    e->id_base += e->ids_used;
    e->round++;
    load_round(e);
}


/* A unit that joins the board during play (an air drop). */
void m44_add_unit(ga_engine *e, long long id, int x, int y, int cls, int figs, int side)
{
    if (id <= 0 || id > 100000 || e->nu >= MAXU || !m44_on_board(x, y) || figs < 1 || figs > 9)
        return;
    unit *u = &e->u[e->nu++];
    memset(u, 0, sizeof *u);
    u->road = -1;
    u->id = (int)id;
    u->x = u->sx = x;
    u->y = u->sy = y;
    u->cls = cls;
    u->figs = u->fig0 = figs;
    u->side = side;
    u->alive = 1;
    e->ids_used++;
}





/* ---------------------------------------------------------------- stream vocabulary */


static int apply_stream(ga_engine *e, const ga_move *m, ga_findings *out)
{
    const char *t = m->action;
    json_t *a = m->args;
    int rc = 0;
    if (e->lead.unit && (!strcmp(t, "card") || !strcmp(t, "end-turn") || !strcmp(t, "result")) &&
        (rc = m44_leader_close(e, m, out)))
        return rc;
    if (e->hz.unit && !(!strcmp(t, "roll") && !e->hz.rolled) &&
        !(!strcmp(t, "damage") && e->hz.rolled && m44_jint(a, "unit", -1) == e->hz.unit) &&
        (rc = m44_hazard_close(e, m, out)))
        return rc;
    int p = -1;
    for (int i = 0; i < 2; i++)
        if (m->player && e->pid[i] && !strcmp(e->pid[i], m->player))
            p = i;
    if (!strcmp(t, "exit") || !strcmp(t, "pickup") || !strcmp(t, "seal"))
        return (rc = m44_end_of_step(e, out)) ? rc : m44_obj_action(e, m, p, out);
    if (!strcmp(t, "card")) {
        const char *name = m44_jstr(a, "name");
        if ((rc = m44_end_of_step(e, out)))
            return rc;
        if (!json_is_true(json_object_get(a, "reaction")) && (rc = m44_commissar_play(e, m, p, name, out)))
            return rc;
        const char *as = m44_jstr(a, "as");
        if (as && name) {
            /* an Air Strike: a Recon played as Air Power */
            int sec = m44_section_of_text(m44_jstr(a, "section"));
            rc = m44_air_strike(e, m, p, name, as, out);
            int rc2 = m44_play_card(e, m, p, m44_card_type_of(as), sec, 0, out);
            e->strike_section = sec;
            e->strike_hit = 0;
            ga_move_clear(&e->strike_mv);
            return rc ? rc : rc2 ? rc2 : m44_keep_move(&e->strike_mv, m);
        }
        return m44_play_card(e, m, p, name ? m44_card_type_of(name) : -1,
                             m44_section_of_text(m44_jstr(a, "section")),
                             json_is_true(json_object_get(a, "reaction")), out);
    }
    if (!strcmp(t, "order")) {
        long long v[32];
        int n = 0;
        size_t i;
        json_t *x;
        json_array_foreach(json_object_get(a, "units"), i, x) if (n < 32 && ga_json_int(x, &v[n])) n++;
        return m44_order_units(e, m, p, v, n, out);
    }
    if (!strcmp(t, "move") || !strcmp(t, "retreat") || !strcmp(t, "take-ground")) {
        int kind = !strcmp(t, "retreat") ? 1 : !strcmp(t, "take-ground") ? 2 : 0;
        if (kind == 0 && (rc = m44_end_of_step(e, out)))
            return rc;
        return m44_move_unit(e, m, m44_jint(a, "unit", -1), -1, -1, (int)m44_jint(a, "x", -1),
                         (int)m44_jint(a, "y", -1), kind, out);
    }
    if (!strcmp(t, "attack")) {
        if ((rc = m44_check_medals_pending(e, out)))
            return rc;
        return m44_attack_unit(e, m, m44_jint(a, "unit", 0), m44_jint(a, "target", -1),
                           json_is_true(json_object_get(a, "back")), out);
    }
    if (!strcmp(t, "roll")) {
        int faces[16], nd = 0;
        size_t i;
        json_t *x;
        json_array_foreach(json_object_get(a, "dice"), i, x) {
            int f = m44_face_of(json_string_value(x));
            if (f >= 0 && nd < 16)
                faces[nd++] = f;
        }
        return m44_roll_dice(e, m, (int)m44_jint(a, "x", -1), (int)m44_jint(a, "y", -1), faces, nd, out);
    }
    if (!strcmp(t, "heal"))
        return m44_heal_unit(e, m, m44_jint(a, "unit", -1), m44_jint(a, "n", 1), out);
    if (!strcmp(t, "visibility") || !strcmp(t, "recover") || !strcmp(t, "sabotage") || !strcmp(t, "blow")) {
        int faces[16], nd = 0;
        size_t i;
        json_t *x;
        json_array_foreach(json_object_get(a, "dice"), i, x) {
            int f = m44_face_of(json_string_value(x));
            if (f >= 0 && nd < 16)
                faces[nd++] = f;
        }
        if ((rc = m44_end_of_step(e, out)))
            return rc;
        if (!strcmp(t, "visibility"))
            return m44_night_roll(e, m, p, faces, nd, out);
        if (!strcmp(t, "blow"))
            return m44_blow_bridge(e, m, p, (int)m44_jint(a, "x", -1), (int)m44_jint(a, "y", -1), faces, nd,
                               json_object_get(a, "dice") != NULL, out);
        if (!strcmp(t, "sabotage"))
            return m44_sabotage(e, m, p, (int)m44_jint(a, "x", -1), (int)m44_jint(a, "y", -1), faces, nd,
                                out);
        return m44_recover(e, m, m44_jint(a, "unit", -1), faces, nd, m44_jint(a, "n", 0), out);
    }
    if (!strcmp(t, "resupply")) {
        if ((rc = m44_end_of_step(e, out)))
            return rc;
        return m44_resupply(e, m, m44_jint(a, "unit", -1), m44_jint(a, "target", -1), m44_jint(a, "n", 1),
                            out);
    }
    if (!strcmp(t, "obstacle")) {
        int x = (int)m44_jint(a, "x", -1), y = (int)m44_jint(a, "y", -1);
        const char *what = m44_jstr(a, "what");
        int removed = json_is_true(json_object_get(a, "removed"));
        if (!m44_on_board(x, y) || !what)
            return 0;
        if (!strcmp(what, "sandbag"))
            e->sand[y][x] = !removed;
        else if (removed && e->sc && e->obs[y][x] == M44_TD_SEA_WALL) {
            char b1[8];
            int r2 = m44_report(e, out, m, "memoir44.sea-wall.removed",
                            "the sea wall at %s is removed (%s); it stays when its occupant leaves",
                            m44_label(x, y, b1), what);
            m44_obstacle_removed(e, x, y); /* follow the log */
            return r2;
        } else if (removed && e->bridge_kept[y][x] && e->obs[y][x] == M44_TD_BRIDGES) {
            e->bridge_kept[y][x] = 0;
            m44_obstacle_removed(e, x, y); /* follow the log */
            return m44_report(e, out, m, "memoir44.actions.blow-bridge",
                              "the bridge at %s is removed though the roll to blow it showed no Star",
                              m44_label(x, y, (char[8]){0}));
        } else if (removed && e->land_need[y][x]) {
            rc = m44_demolished(e, m, x, y, out);
            m44_obj_demolished(e, x, y);
            e->ter[y][x] = -1;
            return rc;
        } else if (removed && (!strcasecmp(what, "Smoke Screen") || !strcasecmp(what, "Smoke Shells"))) {
            int kind = e->smoke[y][x];
            e->smoke[y][x] = 0; /* follow the log */
            if (kind)
                return m44_report_rule(
                    out, m, "memoir44.actions.smoke", kind == 1 ? RA_SMOKE_REMOVE : RA_SHELLS_LAST,
                    "the smoke at %s is removed %d turn(s) after it was placed; it stays %s",
                    m44_label(x, y, (char[8]){0}), e->turn_no - e->smoke_turn[y][x],
                    kind == 1 ? "until its placer's 2nd turn has elapsed"
                              : "until the opponent's 2nd turn has elapsed");
            return 0;
        } else if (removed)
            m44_obstacle_removed(e, x, y);
        else if (!strcasecmp(what, "Smoke Screen") || !strcasecmp(what, "Smoke Shells")) {
            rc = m44_place_smoke(e, m, x, y, out);
            return rc;
        } else if (!strcasecmp(what, "Bridges") && e->sc) {
            for (int i = 0; i < e->nu; i++)
                if (e->u[i].alive && e->u[i].ordered && m44_trait_of(&e->u[i], M44_X_ABRIDGE) &&
                    m44_hex_dist(e->u[i].x, e->u[i].y, x, y) <= 1)
                    e->u[i].bridged = 1;
            e->obs[y][x] = M44_TD_BRIDGES;
            return 0;
        } else if (!strcasecmp(what, "Pontoon Bridges")) {
            rc = m44_pontoon(e, m, x, y, out);
            e->obs[y][x] = M44_TD_PONTOON_BRIDGES;
            return rc;
        } else if (!strcmp(what, "wire"))
            e->obs[y][x] = M44_TD_WIRE;
        else
            for (size_t j = 0; j < m44_ntdefs; j++)
                if (!strcasecmp(m44_tdefs[j].name, what))
                    e->obs[y][x] = (short)j; /* a catalogue section placed as an obstacle */
        return 0;
    }
    if (!strcmp(t, "damage"))
        return m44_take_damage(e, m, m44_jint(a, "unit", -1), m44_jint(a, "hits", 0),
                           json_is_true(json_object_get(a, "blocked")), out);
    if (!strcmp(t, "medal") && m44_jint(a, "n", 1) < 0) {
        m44_lose_medals(e, m44_side_of_text(m44_jstr(a, "side")), (int)-m44_jint(a, "n", 1));
        return 0;
    }
    if (!strcmp(t, "medal"))
        return m44_score_medal(e, m, m44_side_of_text(m44_jstr(a, "side")), (int)m44_jint(a, "n", 1),
                           m44_jint(a, "unit", 0), out);
    if (!strcmp(t, "draw") && m44_jstr(a, "from") && !strcmp(m44_jstr(a, "from"), "discard"))
        return m44_hand_draw_discard(e, m, p, m44_jint(a, "count", 1), out);
    if (!strcmp(t, "discard"))
        return m44_hand_discard(e, m, p, m44_jint(a, "count", 1), out);
    if (!strcmp(t, "reveal"))
        return m44_hand_reveal(e, m, p, m44_jstr(a, "name"), out);
    if (!strcmp(t, "draw"))
        return m44_draw_cards(e, m, p, m44_jint(a, "count", 1), m44_jint(a, "keep", m44_jint(a, "count", 1)),
                              out);
    if (!strcmp(t, "end-turn")) {
        e->turn_card = 0;
        if ((rc = m44_end_of_step(e, out)) || (rc = m44_smoke_check(e, out)) ||
            (rc = m44_strike_check(e, out)) || (rc = m44_draw_check(e, m, out)) ||
            (rc = m44_obj_end_turn(e, m, out)))
            return rc;
        int sd = p >= 0 ? e->side_of[p] : -1;
        if (sd >= 0 && e->nation[sd] - 1 == M44_TR_RED_ARMY_RKKA && !e->chip[sd])
            return m44_report_rule(
                out, m, "memoir44.troops.commissar",
                m44_entry_trait(M44_TR_RED_ARMY_RKKA, M44_X_COMMISSAR)[1].rule,
                "the Red Army ends its turn with no card under the commissar chip for the next one");
        return 0;
    }
    if (!strcmp(t, "commissar")) {
        int sd = p >= 0 ? e->side_of[p] : -1;
        if (sd >= 0)
            e->chip[sd] = m44_card_type_of(m44_jstr(a, "name") ? m44_jstr(a, "name") : "") + 1;
        return 0;
    }
    if (!strcmp(t, "drop")) {
        const char *cls = m44_jstr(a, "class");
        int side = m44_side_of_text(m44_jstr(a, "side"));
        int c = cls && !strcmp(cls, "armor") ? M44_ARM : cls && !strcmp(cls, "artillery") ? M44_ART : M44_INF;
        int x = (int)m44_jint(a, "x", -1), y = (int)m44_jint(a, "y", -1),
            figs = (int)m44_jint(a, "figures", 4);
        side = side < 0 ? M44_ALLIES : side;
        rc = m44_landing(e, m, c, x, y, figs, side, out);
        int before = e->nu;
        m44_add_unit(e, m44_jint(a, "unit", -1), x, y, c, figs, side);
        if (e->nu > before && e->turn_card) {
            unit *u = &e->u[e->nu - 1];
            if ((e->rules & M44_RULE_BREAKTHROUGH) && c == M44_ARM)
                u->breakthrough = 2; /* it stops on the baseline; no overrun this turn */
            else
                u->dropped =
                    (e->rules & M44_RULE_REINFORCEMENTS) && c == M44_INF ? 2 : 1; /* no move, no battle */
        }
        return rc;
    }
    if (!strcmp(t, "round")) {
        if ((rc = m44_end_of_step(e, out)))
            return rc;
        long long skip = m44_jint(a, "ids_used", -1);
        if (skip >= 0 && skip < 1000)
            e->ids_used = (int)skip;
        m44_next_round(e);
        /* the sides swap in a 2-way game */
        json_t *sides = json_object_get(a, "sides");
        for (int q = 0; q < 2; q++)
            if (e->pid[q] && m44_side_of_text(m44_jstr(sides, e->pid[q])) >= 0)
                e->side_of[q] = m44_side_of_text(m44_jstr(sides, e->pid[q]));
        return 0;
    }
    if (!strcmp(t, "result"))
        return m44_check_result(e, m, out);
    return 0;
}

/* ---------------------------------------------------------------- result */

int m44_check_result(ga_engine *e, const ga_move *m, ga_findings *out)
{
    int rc = m44_end_of_step(e, out); /* the last battle and medals first */
    if (rc)
        return rc;
    json_t *scores = json_object_get(m->args, "scores");
    json_t *ranks = json_object_get(m->args, "ranks");
    if (!e->sc)
        return 0;
    for (int p = 0; p < 2 && !rc; p++) {
        long long s;
        if (!e->pid[p] || !ga_json_int(json_object_get(scores, e->pid[p]), &s))
            continue;
        if (s != e->score[p])
            rc = m44_report(e, out, m, "memoir44.result.score",
                        "player %s is given %lld medal(s); the log's medals give %d", e->pid[p], s,
                        e->score[p]);
    }
    if (rc || e->round > 1)
        return rc;
    /* one-way game: rank 1 is the side that reached its medal count */
    int w = e->winner_side[0];
    size_t before = out->n;
    for (int p = 0; p < 2 && !rc && out->n == before; p++) {
        long long r;
        if (!e->pid[p] || e->side_of[p] < 0 || !ga_json_int(json_object_get(ranks, e->pid[p]), &r))
            continue;
        if (w < 0 && r == 1)
            rc = m44_report(e, out, m, "memoir44.result.winner",
                        "player %s (%s) is ranked first with %d medal(s); neither side reached its "
                        "count (axis %d, allies %d)", e->pid[p], m44_side_name(e->side_of[p]),
                        e->medals[e->side_of[p]], e->sc->to_win[0], e->sc->to_win[1]);
        else if (w >= 0 && (r == 1) != (e->side_of[p] == w))
            rc = m44_report(e, out, m, "memoir44.result.winner",
                        "player %s (%s) is ranked %lld; the %s reached %d medal(s) first",
                        e->pid[p], m44_side_name(e->side_of[p]), r, m44_side_name(w), e->sc->to_win[w]);
    }
    return rc;
}

/* ---------------------------------------------------------------- hooks */

static const m44_scenario *find_scenario(const ga_header *h)
{
    json_t *s = h->setup ? json_object_get(h->setup, "scenario") : NULL;
    long long id;
    if (ga_json_int(s, &id)) {
        for (size_t i = 0; i < m44_nscenarios; i++)
            if (m44_scenarios[i].id == id)
                return &m44_scenarios[i];
    }
    const char *name = json_is_string(s) ? json_string_value(s) : h->file;
    if (!name)
        return NULL;
    /* compare letters only: "counterattack-on-mortain" names Counter-attack on Mortain */
    char hay[512];
    size_t n = 0;
    const char *base = strrchr(name, '/');
    for (const char *c = base ? base + 1 : name; *c && n + 1 < sizeof hay; c++)
        if ((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z'))
            hay[n++] = (char)(*c | 0x20);
    hay[n] = 0;
    const m44_scenario *best = NULL;
    size_t bestlen = 0;
    for (size_t i = 0; i < m44_nscenarios; i++) {
        char k[64];
        size_t j = 0;
        for (const char *c = m44_scenarios[i].slug; *c && j + 1 < sizeof k; c++)
            if (*c >= 'a' && *c <= 'z')
                k[j++] = *c;
        k[j] = 0;
        if (j > bestlen && strstr(hay, k)) {
            best = &m44_scenarios[i];
            bestlen = j;
        }
    }
    return best;
}



/* setup.board: {top: side of row 0, first: side, to_win: {axis, allies}, cards: {axis, allies},
 * units: [{id, x, y, class: infantry|armor|artillery, figures, side,
 * special?}]} -- a board the stream describes (another engine's games). */
/* A name the board gives that no entry of its kind has: the stream is
 * refused, with the names it may give. */
static int unknown_entry(ga_error *err, const char *file, const char *what, const char *name)
{
    int group = !strcmp(what, "swa") ? M44_G_SWA : !strcmp(what, "nation") ? M44_G_NATION
                : !strcmp(what, "accessory") ? M44_G_ACCESSORY : M44_G_TROOP;
    char names[1024] = "";
    size_t n = 0;
    for (size_t i = 0; i < m44_ntroops; i++)
        if (m44_troops[i].group == group && n + strlen(m44_troops[i].name) + 3 < sizeof names)
            n += (size_t)snprintf(names + n, sizeof names - n, "%s%s", n ? ", " : "", m44_troops[i].name);
    return ga_error_setpos(err, GA_EINPUT, file, 1, 1, "setup.board: %s \"%s\" is not one of: %s", what, name,
                           names);
}

/* setup.board.cards: the command cards a side holds (0: not stated, or not a hand's size) */
static int hand_size(json_t *cards, const char *side)
{
    long long n = m44_jint(cards, side, 0);
    return n >= 1 && n <= 9 ? (int)n : 0;
}

static int custom_board(ga_engine *e, json_t *board, const char *file, ga_error *err)
{
    json_t *units = json_object_get(board, "units");
    size_t n = json_array_size(units);
    if (!json_is_object(board) || n == 0 || n > MAXU)
        return 0;
    e->custom_units = calloc(n, sizeof *e->custom_units);
    e->custom_ids = calloc(n, sizeof *e->custom_ids);
    e->custom_x = calloc(n, sizeof *e->custom_x);
    if (!e->custom_units || !e->custom_ids || !e->custom_x)
        return GA_ENOMEM;
    size_t k = 0, i;
    json_t *u;
    json_array_foreach(units, i, u) {
        long long id, x, y, f;
        const char *cls = m44_jstr(u, "class");
        int side = m44_side_of_text(m44_jstr(u, "side"));
        if (!ga_json_int(json_object_get(u, "id"), &id) || !ga_json_int(json_object_get(u, "x"), &x) ||
            !ga_json_int(json_object_get(u, "y"), &y) || !cls || side < 0 || !m44_on_board((int)x, (int)y))
            continue;
        if (!ga_json_int(json_object_get(u, "figures"), &f) || f < 1 || f > 9)
            f = 4;
        m44_unit0 *d = &e->custom_units[k];
        d->x = (signed char)x;
        d->y = (signed char)y;
        d->cls = !strcmp(cls, "armor") ? M44_ARM : !strcmp(cls, "artillery") ? M44_ART : M44_INF;
        d->figures = (unsigned char)f;
        d->side = (unsigned char)side;
        d->flags = json_is_true(json_object_get(u, "special")) ? M44_F_SPECIAL : 0;
        unit_x *ux = &e->custom_x[k];
        static const char *const fields[3] = {"troop", "swa", "nation"};
        static const unsigned char groups[3] = {M44_G_TROOP, M44_G_SWA, M44_G_NATION};
        short *dst[3] = {&ux->troop, &ux->swa, &ux->nation};
        for (int f2 = 0; f2 < 3; f2++) {
            const char *nm = m44_jstr(u, fields[f2]);
            *dst[f2] = troop_index(nm);
            if (nm && (!*dst[f2] || m44_troops[*dst[f2] - 1].group != groups[f2]))
                return unknown_entry(err, file, fields[f2], nm);
        }
        ux->marker = json_is_true(json_object_get(u, "landing_craft")) ? M44_TR_LANDING_CRAFT_LC + 1
                     : json_is_true(json_object_get(u, "depleted"))    ? M44_TR_DEPLETED_UNITS + 1
                                                                        : 0;
        static const char *const marks[4] = {"leader", "boat", "camouflage", "on_the_move"};
        static const short mark_entry[4] = {M44_TR_HEROIC_LEADER, M44_TR_COLLAPSIBLE_RAFTS_BOATS,
                                            M44_TR_CAMOUFLAGE, M44_TR_ON_THE_MOVE};
        for (int q = 0; q < 4; q++)
            ux->mark[q] = json_is_true(json_object_get(u, marks[q])) ? (short)(mark_entry[q] + 1) : 0;
        long long ab;
        if (ga_json_int(json_object_get(u, "aboard"), &ab) && ab > 0 && ab < 100000)
            ux->aboard = (int)ab;
        const char *acc = m44_jstr(u, "accessory");
        ux->mark[4] = troop_index(acc);
        if (acc && (!ux->mark[4] || m44_troops[ux->mark[4] - 1].group != M44_G_ACCESSORY))
            return unknown_entry(err, file, "accessory", acc);
        e->custom_ids[k++] = (int)id;
    }
    json_t *nations = json_object_get(board, "nations");
    for (int sd = 0; sd < 2; sd++) {
        const char *nm = m44_jstr(nations, sd == M44_AXIS ? "axis" : "allies");
        e->nation[sd] = troop_index(nm);
        if (nm && (!e->nation[sd] || m44_troops[e->nation[sd] - 1].group != M44_G_NATION))
            return unknown_entry(err, file, "nation", nm);
    }
    json_t *win = json_object_get(board, "to_win"), *cards = json_object_get(board, "cards");
    int top = m44_side_of_text(m44_jstr(board, "top")), first = m44_side_of_text(m44_jstr(board, "first"));
    e->custom = (m44_scenario){0, "custom", "a board the stream describes", top < 0 ? M44_AXIS : top,
                               first < 0 ? M44_ALLIES : first,
                               {(int)m44_jint(win, "axis", 6), (int)m44_jint(win, "allies", 6)}, NULL, 0,
                               e->custom_units, k, NULL, 0, {NULL, NULL}, 0,
                               {hand_size(cards, "axis"), hand_size(cards, "allies")}, {0, 0}};
    e->sc = &e->custom;
    return 0;
}

static int m44_new(ga_engine **out, const ga_header *h, const ga_ruleset *rules, ga_error *err)
{
    (void)rules;
    ga_engine *e = calloc(1, sizeof *e);
    if (!e)
        return ga_error_set(err, GA_ENOMEM, NULL, 0, "out of memory");
    e->is_bga = ga_header_is_bga(h);
    for (size_t i = 0; i < h->nplayers && i < 2; i++)
        e->pid[i] = ga_strdup0(h->players[i].id);
    e->sc = find_scenario(h);
    int brc = h->setup ? custom_board(e, json_object_get(h->setup, "board"), h->file, err) : 0;
    if (brc) {
        m44_free(e);
        return brc == GA_ENOMEM ? ga_error_set(err, GA_ENOMEM, NULL, 0, "out of memory") : brc;
    }
    size_t ri;
    json_t *rv;
    json_array_foreach(h->setup ? json_object_get(h->setup, "rules") : NULL, ri, rv) {
        size_t j = 0;
        for (; j < sizeof rule_names / sizeof rule_names[0]; j++)
            if (json_is_string(rv) && !strcasecmp(rule_names[j].name, json_string_value(rv)))
                break;
        if (j == sizeof rule_names / sizeof rule_names[0]) {
            m44_free(e);
            return ga_error_setpos(
                err, GA_EINPUT, h->file, 1, 1,
                "setup.rules: %s is not a rule the engine knows (Winter Weather, Blitz Rules, "
                "Air Strikes & Blitz, Reduced Visibility, Night Attacks, Hospital Recovery, "
                "Oasis Recovery, Armor Breakthrough, Pontoon Bridges, North African Desert "
                "Rules, Reinforcements, Smoke Screen, Smoke Shells, Sabotage, "
                "Supply Train/Reinforcements, Exit Markers, Capturing Equipment, Freeing "
                "Prisoners, Forward Spotting, Destroy Supplies, Capture HQ/Supply Tent, Radar Alert)",
                json_is_string(rv) ? json_string_value(rv) : "a non-string");
        }
        e->rules |= rule_names[j].bit;
    }
    e->visibility = 1;
    e->strike_section = -1;
    m44_hand_setup(e, h->setup);
    if (e->sc)
        e->rules |= e->sc->rules;
    if (h->setup && json_is_array(json_object_get(h->setup, "terrain")))
        e->setup_terrain = json_incref(json_object_get(h->setup, "terrain"));
    e->round = 1;
    for (int i = 0; i < 4; i++)
        e->winner_side[i] = -1;
    load_round(e);
    if (e->sc && h->setup) {
        /* a stream may name each player's side */
        json_t *sides = json_object_get(h->setup, "sides");
        for (int p = 0; p < 2; p++)
            if (e->pid[p]) {
                int s = m44_side_of_text(m44_jstr(sides, e->pid[p]));
                if (s >= 0)
                    e->side_of[p] = s;
            }
    }
    *out = e;
    return 0;
}


static int m44_apply(ga_engine *e, const ga_move *m, ga_findings *out)
{
    if (!e->sc) {
        /* no board: say so once and follow the log unchecked */
        if (e->ended)
            return 0;
        e->ended = 1;
        return m44_report(e, out, m, "memoir44.setup.scenario",
                      "the log does not say which scenario is played (name it in setup.scenario "
                      "or the file name): the board is unknown, no rule is checked");
    }
    if (!e->setup_checked) {
        e->setup_checked = 1;
        int rc = m44_check_setup(e, m, out);
        if (rc)
            return rc;
    }
    return e->is_bga ? m44_apply_bga(e, m, out) : apply_stream(e, m, out);
}

static int m44_finish(ga_engine *e, ga_findings *out)
{
    if (e->hz.unit && e->hz.rolled) {
        int rc = m44_hazard_close(e, &e->hz.mv, out);
        if (rc)
            return rc;
    }
    return m44_end_of_step(e, out);
}

static int m44_dump(const ga_engine *e, ga_buf *out)
{
    char b[8];
    int rc = ga_buf_printf(out, "scenario: %s (%d), round %d\n", e->sc ? e->sc->name : "unknown",
                           e->sc ? e->sc->id : 0, e->round);
    if (!rc && e->sc)
        rc = ga_buf_printf(out, "medals: axis %d/%d, allies %d/%d\n", e->medals[0], e->sc->to_win[0],
                           e->medals[1], e->sc->to_win[1]);
    for (int p = 0; p < 2 && !rc; p++)
        if (e->pid[p])
            rc = ga_buf_printf(out, "player %s: %s, %d medal(s) in the game\n", e->pid[p],
                               e->side_of[p] < 0 ? "side not yet known" : m44_side_name(e->side_of[p]),
                               e->score[p]);
    for (int i = 0; i < e->nu && !rc; i++) {
        const unit *u = &e->u[i];
        rc = ga_buf_printf(out, "unit %d: %s %s%s, %s, %d figure(s)%s\n", u->id, m44_side_name(u->side),
                           m44_cls_name(u->cls),
                           (u->flags & M44_F_SPECIAL) ? " (special forces)"
                           : (u->flags & M44_F_TIGER) ? " (tiger)"
                           : (u->flags & M44_F_RESISTANCE) ? " (french resistance)" : "",
                           u->alive ? m44_label(u->x, u->y, b) : "eliminated", u->figs,
                           u->ordered ? ", ordered" : "");
    }
    return rc;
}

static void m44_free(ga_engine *e)
{
    if (!e)
        return;
    json_decref(e->setup_terrain);
    m44_obj_free(e);
    free(e->custom_units);
    free(e->custom_ids);
    free(e->custom_x);
    free(e->pid[0]);
    free(e->pid[1]);
    ga_move_clear(&e->at.mv);
    ga_move_clear(&e->elim_mv);
    ga_move_clear(&e->hz.mv);
    ga_move_clear(&e->smoke_mv);
    ga_move_clear(&e->lead.mv);
    ga_move_clear(&e->strike_mv);
    free(e);
}

/* ---------------------------------------------------------------- vocabulary */

static const ga_arg_spec a_card[] = {
    {"name", GA_ARG_STR, 1, "card name as printed (Probe, Attack, Assault, Recon, General advance, …)"},
    {"section", GA_ARG_STR, 0, "left, center or right, from the player's side (section cards)"},
    {"reaction", GA_ARG_BOOL, 0, "played in reaction (Ambush): no new turn"},
    {"as", GA_ARG_STR, 0, "the card it is played as (an Air Strike: a Recon played as Air power)"},
    {NULL}};
static const ga_arg_spec a_draw[] = {
    {"count", GA_ARG_INT, 1, "command cards drawn (the deal before the round's first card, then 1; 2 after "
                              "a Recon)"},
    {"keep", GA_ARG_INT, 0, "cards kept of those drawn (default: all; 1 after a Recon)"},
    {"from", GA_ARG_STR, 0, "discard: drawn from the discard pile (a Recon 1 that ordered a Command Car)"},
    {NULL}};
static const ga_arg_spec a_discard[] = {
    {"count", GA_ARG_INT, 0, "command cards discarded from the hand (default 1): the Italian Royal Army's "
                             "for a unit lost, a captured HQ/Supply Tent's lost card"},
    {NULL}};
static const ga_arg_spec a_reveal[] = {
    {"name", GA_ARG_STR, 1, "the air card put face up on the board for the next turn (Radar Alert)"},
    {NULL}};
static const ga_arg_spec a_order[] = {
    {"units", GA_ARG_ARRAY, 1, "unit ids (BGA's: scenario units numbered from 1 row by row)"},
    {NULL}};
static const ga_arg_spec a_move[] = {
    {"unit", GA_ARG_INT, 1, "unit id"},
    {"x", GA_ARG_INT, 1, "target hex: doubled column 0-24"},
    {"y", GA_ARG_INT, 1, "target hex: row 0-8 (0 = player1's baseline)"},
    {NULL}};
static const ga_arg_spec a_attack[] = {
    {"unit", GA_ARG_INT, 0, "attacking unit id (none for Air Power, Barrage)"},
    {"target", GA_ARG_INT, 1, "target unit id"},
    {"back", GA_ARG_BOOL, 0, "a battle back (BCF): the assaulted unit answers out of turn"},
    {NULL}};
static const ga_arg_spec a_roll[] = {
    {"x", GA_ARG_INT, 1, "the target hex the dice are rolled at: doubled column"},
    {"y", GA_ARG_INT, 1, "the target hex: row"},
    {"dice", GA_ARG_ARRAY, 1, "faces: Infantry, Armor, Grenade, Flag, Star"},
    {NULL}};
static const ga_arg_spec a_damage[] = {
    {"unit", GA_ARG_INT, 1, "unit id"},
    {"hits", GA_ARG_INT, 1, "figures removed"},
    {"blocked", GA_ARG_BOOL, 0, "losses for a retreat that could not be completed"},
    {NULL}};
static const ga_arg_spec a_medal[] = {
    {"side", GA_ARG_STR, 1, "axis or allies"},
    {"n", GA_ARG_INT, 0, "medals (default 1; negative: medals lost, as a temporary objective's)"},
    {"unit", GA_ARG_INT, 0, "the eliminated unit the medal is for"},
    {NULL}};
static const ga_arg_spec a_heal[] = {
    {"unit", GA_ARG_INT, 1, "unit id"},
    {"n", GA_ARG_INT, 1, "figures given back (Medics & Mechanics)"},
    {NULL}};
static const ga_arg_spec a_visibility[] = {
    {"dice", GA_ARG_ARRAY, 1,
     "the 4 dice the allied player rolls (Night Attacks): each Star one step of visibility"},
    {NULL}};
static const ga_arg_spec a_recover[] = {
    {"unit", GA_ARG_INT, 1, "the ordered infantry unit (Hospital or Oasis Recovery)"},
    {"dice", GA_ARG_ARRAY, 1, "the dice rolled: faces Infantry, Armor, Grenade, Flag, Star"},
    {"n", GA_ARG_INT, 1, "figures returned"},
    {NULL}};
static const ga_arg_spec a_commissar[] = {
    {"name", GA_ARG_STR, 1, "the command card placed under the commissar chip (Red Army) for a future turn"},
    {NULL}};
static const ga_arg_spec a_blow[] = {
    {"x", GA_ARG_INT, 1, "the bridge's hex: doubled column"},
    {"y", GA_ARG_INT, 1, "the bridge's hex: row"},
    {"dice", GA_ARG_ARRAY, 0,
     "option 2: the 2 dice rolled (a Star blows it); none: option 1, the card is lost"},
    {NULL}};
static const ga_arg_spec a_sabotage[] = {
    {"x", GA_ARG_INT, 1, "the landmark's hex: doubled column"},
    {"y", GA_ARG_INT, 1, "the landmark's hex: row"},
    {"dice", GA_ARG_ARRAY, 1, "the 2 dice rolled at the start of the turn (Sabotage): Stars count"},
    {NULL}};
static const ga_arg_spec a_resupply[] = {
    {"unit", GA_ARG_INT, 1, "the supply vehicle (half-track, supply truck)"},
    {"target", GA_ARG_INT, 1, "the weakened friendly unit re-supplied"},
    {"n", GA_ARG_INT, 1, "figures given, taken from the vehicle one for one"},
    {NULL}};
static const ga_arg_spec a_obstacle[] = {
    {"x", GA_ARG_INT, 1, "hex: doubled column"},
    {"y", GA_ARG_INT, 1, "hex: row"},
    {"what", GA_ARG_STR, 1, "sandbag, wire, or (placed) the name of a catalogue section, e.g. Field Bunkers"},
    {"removed", GA_ARG_BOOL, 0, "true: removed (else placed)"},
    {NULL}};
static const ga_arg_spec a_drop[] = {
    {"unit", GA_ARG_INT, 1, "the new unit's id"},
    {"x", GA_ARG_INT, 1, "hex: doubled column"},
    {"y", GA_ARG_INT, 1, "hex: row"},
    {"class", GA_ARG_STR, 0, "infantry (default), armor or artillery"},
    {"figures", GA_ARG_INT, 0, "figures (default 4)"},
    {"side", GA_ARG_STR, 0, "axis or allies (default allies)"},
    {NULL}};
static const ga_arg_spec a_round[] = {
    {"ids_used", GA_ARG_INT, 0, "unit ids the last round used (its units and air drops): the "
                                "new round's ids follow them"},
    {"sides", GA_ARG_OBJECT, 0, "player id -> axis|allies for the new round"},
    {NULL}};
static const ga_arg_spec a_result[] = {
    {"scores", GA_ARG_OBJECT, 1, "player id -> medals"},
    {"ranks", GA_ARG_OBJECT, 0, "player id -> rank (1 = winner)"},
    {"*", GA_ARG_ANY, 0, "other fields of a BGA result"},
    {NULL}};

static const ga_action m44_actions[] = {
    {"attack", a_attack, "the player to move", "a unit declares a battle on a target unit"},
    {"blow", a_blow, "the player to move", "a bridge is blown up (Blowing Up Bridges)"},
    {"card", a_card, "the player to move", "a command card is played (starts the turn)"},
    {"commissar", a_commissar, "the Red Army player", "a command card goes under the commissar chip"},
    {"damage", a_damage, "none or the owner", "figures removed from a unit"},
    {"discard", a_discard, "the player discarding", "command cards leave the hand, none drawn for them"},
    {"draw", a_draw, "the player drawing",
     "command cards drawn: the deal (then every draw is checked), one after each card played"},
    {"drop", a_drop, "none", "a unit lands on the board (air drop)"},
    {"end-turn", NULL, "the player to move", "the turn ends"},
    {"exit", m44_a_exit, "the player to move",
     "an ordered unit leaves the board from its hex (Exit Markers: a medal from an exit hex)"},
    {"heal", a_heal, "the player to move", "figures given back to a unit"},
    {"medal", a_medal, "none", "a side scores a medal"},
    {"move", a_move, "the player to move", "an ordered unit moves one hex"},
    {"obstacle", a_obstacle, "any", "an obstacle placed or removed (Dig In sandbags, wire cut)"},
    {"order", a_order, "the player to move", "units ordered by the card in play"},
    {"pickup", m44_a_pickup, "the player to move",
     "a unit picks up the Battle Star on its hex (Capturing Equipment, Freeing Prisoners)"},
    {"recover", a_recover, "the player to move",
     "an infantry unit recovers figures (Hospital or Oasis Recovery)"},
    {"result", a_result, "none (player null)", "the final medals and ranks the log claims"},
    {"resupply", a_resupply, "the player to move",
     "a supply vehicle re-supplies an adjacent unit (Re-supply rules)"},
    {"retreat", a_move, "the owner", "a unit retreats one hex on a flag"},
    {"reveal", a_reveal, "the player to move", "an air card put face up on the board (Radar Alert)"},
    {"roll", a_roll, "the player rolling", "battle dice as rolled"},
    {"round", a_round, "none", "a new round of a 2-way game: the board is set up again"},
    {"sabotage", a_sabotage, "the saboteur", "a sabotage roll on a landmark (Sabotage rules)"},
    {"seal", m44_a_seal, "the allied player",
     "allied infantry on a cave hex rolls to seal it, in lieu of battling (Caves)"},
    {"take-ground", a_move, "the player to move", "the attacker advances into the vacated hex"},
    {"visibility", a_visibility, "the allied player", "the night visibility roll (Night Attacks)"},
};

static const ga_rule_skip m44_skips[] = {
    {PAGE, "Winter Weather", "Taking Ground and Armor Overrun are still possible, when applicable",
     "a permission: winter takes nothing from ground taking or overruns, so there is nothing a log can "
     "break"},
    {PAGE, "British Commonwealth Forces (BCF)",
     "A battle back may occur even if the Close Assault is part of an "
     "Armor Overrun",
     "a permission: the engine lets a battle back follow an overrun's close assault"},
    {PAGE, "Red Army (RKKA)", "Recon 1, Counter-Attack, and Ambush cards are exceptions",
     "a permission: the engine lets these three be played from hand (the commissar check skips them)"},
    {PAGE, "On the Move", "Units that are On the Move may be ordered in ANY section",
     "a permission: the engine orders a unit on the move in any section (no straddle finding, any section's "
     "count)"},
    {PAGE, "Smoke Screen", "Units can move on and through Smoke Screen without penalty",
     "a permission: a smoke screen stops no move, so there is nothing a log can break"},
    {PAGE, "Smoke Screen", "Unit on Smoke Screen hex may be seen and see out of that hex",
     "a permission: the line of sight is blocked by smoke between the two hexes, never on them"},
    {PAGE, "Smoke Screen", "Once your turn has elapsed, flip Smoke Screen markers over",
     "the marker's face: a log shows no flip, and a flipped marker blocks as before (its removal is "
     "checked)"},
    {PAGE, "Armored Trains", "Train may move and the Artillery can still fire",
     "a permission: the armored train's artillery fires after a move of up to 3 hexes; nothing a log can "
     "break"},
    {PAGE, "Landing Craft (LC)", "Unit in LC may retreat with the LC on ocean hexes",
     "a permission: a unit in its landing craft may retreat onto the ocean (the engine lets it)"},
    {PAGE, "Combat Engineers",
     "If ordered on Infantry Assault, may move 2 hexes and remove wire or clear mines",
     "a permission: the Infantry Assault allowance holds for engineers as for any infantry"},
    {PAGE, "Armor Breakthrough", "During a single game turn, you may order new Armor Units onto the board",
     "a permission: armor may enter; where and how it enters are the next sentences, checked"},
    {PAGE, "Heroic Leader",
     "When Heroic Leader rules are in effect:", "a heading: the rules it introduces are the next sentences"},
    {PAGE, "Mortar (Late War - 1942+)", "When it does not move:",
     "a heading: the two sentences under it (range 3 2 1 1, no terrain protection or line of sight) are "
     "checked"},
    {PAGE, "Aircraft Carriers", "When Air rules are in effect, some Airplanes may take-off from or land on",
     "a permission for the air rules' planes (not on this page): nothing a log can break"},
    {PAGE, "SPECIAL FORCES", "Use Special Forces badge tokens to indicate which units are Special Forces",
     "interface/material help: how units are marked"},
    {PAGE, "***TERRAIN TYPES***", "Soldier and tank icons show modifications to the number of dice",
     "describes the printed terrain help cards; the reductions themselves are each terrain's "
     "Attacker line, checked per terrain"},
    {PAGE, "Steep Hills", "Some scenarios may designate hills as being steep",
     "says where steep hills come from (a scenario's designation), no rule of play"},
    {PAGE, "Blowing Up Bridges", "Option 1", "a heading inside the list (the two options follow it)"},
    {PAGE, "Blowing Up Bridges", "Option 2", "a heading inside the list (the two options follow it)"},
    {PAGE, "Combat Cards", "Placeholder for Combat Cards, if implemented",
     "a placeholder: the page states no combat-card rule"},
    {PAGE, "Paradrop", "Drop all figures onto the board from the height of the box",
     "the physical drop procedure; BGA draws the landing hexes at random and logs where units land"},
    {PAGE, "Fish Ponds", "Infantry leaving a Fish Pond hex may battle",
     "a permission: infantry leaving may battle, nothing a log can break (armor's ban is a separate "
     "sentence)"},
    {PAGE, "Flooded Fields", "No combat restrictions for Infantry or Artillery on Flooded Fields",
     "a permission: nothing a log can break (armor's ban is a separate sentence)"},
    {PAGE, "Hedgehogs", "Infantry may move in or through and battle",
     "a permission: nothing a log can break (the ban on armor and artillery is a separate sentence)"},
    {PAGE, "Marshes", "Infantry moving in or out does not have any combat restrictions",
     "a permission: nothing a log can break (armor's ban is a separate sentence)"},
    {PAGE, "Oasis", "Unit moving in may still battle", "a permission: nothing a log can break"},
    {PAGE, "Radar Stations", "Unit moving in may battle", "a permission: nothing a log can break"},
    {PAGE, "Rice Paddies", "Infantry on a Rice Paddy hex does not have any combat restrictions",
     "a permission: nothing a log can break (armor's ban is a separate sentence)"},
    {PAGE, "Fordable Streams", "Unit may still Take Ground and Armor Overrun",
     "a permission: nothing a log can break"},
    {PAGE, "Railroad Bridges", "Armor may Take Ground and Overrun", "a permission: nothing a log can break"},
    {PAGE, "Railroad Tracks", "Armor may Take Ground and Overrun", "a permission: nothing a log can break"},
    {PAGE, "Caves on Hills", "No movement restrictions for Infantry on hills",
     "a permission: nothing a log can break (the caves' own rules are separate sentences)"},
    {PAGE, "Fortresses", "Occupant may ignore all flags",
     "a permission: an occupant that retreats anyway breaks nothing (the engine lets it stay)"},
    {PAGE, "Frozen Rivers", "Frozen Rivers may be crossed, at a risk",
     "a permission; the risk (2 dice, a figure per star) is the next sentence"},
    {PAGE, "High Ground", "are all considered High Ground, but keep their standard terrain effects",
     "defines which terrains count as high ground in flooded-field scenarios; no rule of play by itself"},
    {PAGE, "Minefields", "Friendly unit: Minefield is not revealed",
     "hidden information (what the enemy sees): no move of a log shows it"},
    {PAGE, "Minefields", "Drawn at the random from all minefield counters available",
     "set-up procedure before the battle (BGA draws the counters): no move of a log"},
    {PAGE, "Airfields", "When Air rules are in effect airplanes may take-off from, or land on, Airfields",
     "a permission for the air rules' planes: nothing a log can break"},
    {PAGE, "Bunkers", "Bunkers have 360", "a permission (no firing arc): nothing a log can break"},
    {PAGE, "Field Bunkers", "Bunkers have 360", "a permission (no firing arc): nothing a log can break"},
    {PAGE, "Railroad Station", "A Train moving into a Railroad Station does not have to stop",
     "a permission: nothing a log can break"},
    {PAGE, "Steep Hills", "Movement down hill, or from hill to hill, is a 1 hex move",
     "states the ordinary 1-hex cost (the 2-hex cost up is the sentence before, checked): nothing "
     "a log can break"},
    {PAGE, "Bridges", "Do not block line of sight, unless stated otherwise in Special Rules",
     "a permission: the terrain blocks no line of sight (a scenario's own rule aside)"},
    {PAGE, "Pontoon Bridges", "Do not block line of sight unless stated otherwise in scenario special rules",
     "a permission: the terrain blocks no line of sight (a scenario's own rule aside)"},
    {PAGE, "Railroad Bridges", "Do not block line of sight, unless stated otherwise in scenario",
     "a permission: the terrain blocks no line of sight (a scenario's own rule aside)"},
    {PAGE, "Roads", "Do not block line of sight, except when over hills",
     "a permission: roads block nothing; over hills the hill's own line-of-sight sentence applies"},
    {PAGE, "Wadis & Gullies", "No movement restrictions through open ends",
     "a permission: nothing a log can break (the impassable side slopes are the sentence before)"},
    {PAGE, "MOVE", "An ordered unit does not have to move",
     "a permission: an ordered unit that does not move breaks nothing"},
    {PAGE, "MOVE", "Individual figures of a unit always stay together and move as a group",
     "describes the unit as a component: a log moves and battles whole units (one id), so it cannot split "
     "one"},
    {PAGE, "BATTLE", "An ordered unit does not have to battle",
     "a permission: an ordered unit that does not battle breaks nothing"},
    {PAGE, "BATTLE", "A unit attacking a unit more than 1 hex away is firing at that unit",
     "defines the term firing (as opposed to close assault); the rules using it are separate sentences"},
    {PAGE, "Abatis", "Do not block line of sight",
     "a permission: the terrain blocks no line of sight, so there is nothing a log can break"},
    {PAGE, "Airfields", "No movement restrictions",
     "a permission: the terrain restricts no move, so there is nothing a log can break"},
    {PAGE, "Airfields", "No combat restrictions",
     "a permission: the terrain restricts no battle, so there is nothing a log can break"},
    {PAGE, "Airfields", "Do not block line of sight",
     "a permission: the terrain blocks no line of sight, so there is nothing a log can break"},
    {PAGE, "Balkas", "Do not block line of sight",
     "a permission: the terrain blocks no line of sight, so there is nothing a log can break"},
    {PAGE, "Beaches", "No combat restrictions",
     "a permission: the terrain restricts no battle, so there is nothing a log can break"},
    {PAGE, "Beaches", "Do not block line of sight",
     "a permission: the terrain blocks no line of sight, so there is nothing a log can break"},
    {PAGE, "Bridges", "No combat restrictions",
     "a permission: the terrain restricts no battle, so there is nothing a log can break"},
    {PAGE, "Bunkers", "Infantry may move in and battle",
     "a permission (the terrain stops no infantry from entering or battling): nothing a log can break; the "
     "restrictions on other units are separate sentences"},
    {PAGE, "Cemeteries", "No movement restrictions",
     "a permission: the terrain restricts no move, so there is nothing a log can break"},
    {PAGE, "Cemeteries", "No combat restrictions",
     "a permission: the terrain restricts no battle, so there is nothing a log can break"},
    {PAGE, "Cemeteries", "Do not block line of sight",
     "a permission: the terrain blocks no line of sight, so there is nothing a log can break"},
    {PAGE, "Dams", "No movement restrictions for Infantry",
     "a permission: the terrain restricts no infantry move, so there is nothing a log can break (the "
     "restrictions on other units are separate sentences)"},
    {PAGE, "Dams", "No combat restrictions",
     "a permission: the terrain restricts no battle, so there is nothing a log can break"},
    {PAGE, "Dams", "Do not block line of sight",
     "a permission: the terrain blocks no line of sight, so there is nothing a log can break"},
    {PAGE, "Dragon's Teeth", "No combat restrictions",
     "a permission: the terrain restricts no battle, so there is nothing a log can break"},
    {PAGE, "Dragon's Teeth", "Do not block line of sight",
     "a permission: the terrain blocks no line of sight, so there is nothing a log can break"},
    {PAGE, "Field Bunkers", "Infantry may move in and battle",
     "a permission (the terrain stops no infantry from entering or battling): nothing a log can break; the "
     "restrictions on other units are separate sentences"},
    {PAGE, "Fish Ponds", "Do not block line of sight",
     "a permission: the terrain blocks no line of sight, so there is nothing a log can break"},
    {PAGE, "Flooded Fields", "Do not block line of sight",
     "a permission: the terrain blocks no line of sight, so there is nothing a log can break"},
    {PAGE, "Fordable Streams", "No combat restrictions",
     "a permission: the terrain restricts no battle, so there is nothing a log can break"},
    {PAGE, "Fordable Streams", "Do not block line of sight",
     "a permission: the terrain blocks no line of sight, so there is nothing a log can break"},
    {PAGE, "Fords & Fordable Rivers", "Do not block line of sight",
     "a permission: the terrain blocks no line of sight, so there is nothing a log can break"},
    {PAGE, "Fortresses", "Infantry may move in and battle",
     "a permission (the terrain stops no infantry from entering or battling): nothing a log can break; the "
     "restrictions on other units are separate sentences"},
    {PAGE, "Frozen Rivers", "No combat restrictions",
     "a permission: the terrain restricts no battle, so there is nothing a log can break"},
    {PAGE, "Frozen Rivers", "Do not block line of sight",
     "a permission: the terrain blocks no line of sight, so there is nothing a log can break"},
    {PAGE, "HQs & Supply Tents", "No movement restrictions",
     "a permission: the terrain restricts no move, so there is nothing a log can break"},
    {PAGE, "HQs & Supply Tents", "No combat restrictions",
     "a permission: the terrain restricts no battle, so there is nothing a log can break"},
    {PAGE, "Hedgehogs", "No combat restrictions",
     "a permission: the terrain restricts no battle, so there is nothing a log can break"},
    {PAGE, "Hedgehogs", "Do not block line of sight",
     "a permission: the terrain blocks no line of sight, so there is nothing a log can break"},
    {PAGE, "High Ground", "No movement restrictions",
     "a permission: the terrain restricts no move, so there is nothing a log can break"},
    {PAGE, "High Ground", "No combat restrictions",
     "a permission: the terrain restricts no battle, so there is nothing a log can break"},
    {PAGE, "High Ground", "Does not block line of sight",
     "a permission: the terrain blocks no line of sight, so there is nothing a log can break"},
    {PAGE, "Hills", "No movement restrictions",
     "a permission: the terrain restricts no move, so there is nothing a log can break"},
    {PAGE, "Hospitals", "No movement restrictions",
     "a permission: the terrain restricts no move, so there is nothing a log can break"},
    {PAGE, "Hospitals", "No combat restrictions",
     "a permission: the terrain restricts no battle, so there is nothing a log can break"},
    {PAGE, "Marshes", "Do not block line of sight",
     "a permission: the terrain blocks no line of sight, so there is nothing a log can break"},
    {PAGE, "Minefields", "Do not block line of sight",
     "a permission: the terrain blocks no line of sight, so there is nothing a log can break"},
    {PAGE, "Oceans", "Do not block line of sight",
     "a permission: the terrain blocks no line of sight, so there is nothing a log can break"},
    {PAGE, "Piers", "No combat restrictions",
     "a permission: the terrain restricts no battle, so there is nothing a log can break"},
    {PAGE, "Piers", "Do not block line of sight",
     "a permission: the terrain blocks no line of sight, so there is nothing a log can break"},
    {PAGE, "Pontoon Bridges", "No movement restrictions",
     "a permission: the terrain restricts no move, so there is nothing a log can break"},
    {PAGE, "Pontoon Bridges", "No combat restrictions",
     "a permission: the terrain restricts no battle, so there is nothing a log can break"},
    {PAGE, "Railroad Bridges", "No movement restrictions for Infantry",
     "a permission: the terrain restricts no infantry move, so there is nothing a log can break (the "
     "restrictions on other units are separate sentences)"},
    {PAGE, "Railroad Bridges", "No combat restrictions",
     "a permission: the terrain restricts no battle, so there is nothing a log can break"},
    {PAGE, "Railroad Tracks", "No movement restrictions for Infantry",
     "a permission: the terrain restricts no infantry move, so there is nothing a log can break (the "
     "restrictions on other units are separate sentences)"},
    {PAGE, "Railroad Tracks", "No combat restrictions",
     "a permission: the terrain restricts no battle, so there is nothing a log can break"},
    {PAGE, "Railroad Tracks", "Do not block line of sight",
     "a permission: the terrain blocks no line of sight, so there is nothing a log can break"},
    {PAGE, "Ravines", "No movement restrictions for Infantry",
     "a permission: the terrain restricts no infantry move, so there is nothing a log can break (the "
     "restrictions on other units are separate sentences)"},
    {PAGE, "Ravines", "No combat restrictions for Infantry",
     "a permission: the terrain restricts no infantry battle, so there is nothing a log can break"},
    {PAGE, "Ravines", "Do not block line of sight",
     "a permission: the terrain blocks no line of sight, so there is nothing a log can break"},
    {PAGE, "Rice Paddies", "Do not block line of sight",
     "a permission: the terrain blocks no line of sight, so there is nothing a log can break"},
    {PAGE, "Rivers & Waterways", "Do not block line of sight",
     "a permission: the terrain blocks no line of sight, so there is nothing a log can break"},
    {PAGE, "Road Blocks", "Do not block line of sight",
     "a permission: the terrain blocks no line of sight, so there is nothing a log can break"},
    {PAGE, "Roads", "No combat restrictions",
     "a permission: the terrain restricts no battle, so there is nothing a log can break"},
    {PAGE, "Rope Bridges", "No movement restrictions",
     "a permission: the terrain restricts no move, so there is nothing a log can break"},
    {PAGE, "Rope Bridges", "No combat restrictions",
     "a permission: the terrain restricts no battle, so there is nothing a log can break"},
    {PAGE, "Rope Bridges", "Do not block line of sight",
     "a permission: the terrain blocks no line of sight, so there is nothing a log can break"},
    {PAGE, "Sandbags", "Do not block line of sight",
     "a permission: the terrain blocks no line of sight, so there is nothing a log can break"},
    {PAGE, "Sea Wall", "No movement restrictions",
     "a permission: the terrain restricts no move, so there is nothing a log can break"},
    {PAGE, "Sea Wall", "Does not block line of sight",
     "a permission: the terrain blocks no line of sight, so there is nothing a log can break"},
    {PAGE, "Supply Depots", "No movement restrictions",
     "a permission: the terrain restricts no move, so there is nothing a log can break"},
    {PAGE, "Supply Depots", "No combat restrictions",
     "a permission: the terrain restricts no battle, so there is nothing a log can break"},
    {PAGE, "Trenches", "No combat restrictions for Infantry",
     "a permission: the terrain restricts no infantry battle, so there is nothing a log can break"},
    {PAGE, "Trenches", "Do not block line of sight",
     "a permission: the terrain blocks no line of sight, so there is nothing a log can break"},
    {PAGE, "Wadis & Gullies", "Do not block line of sight",
     "a permission: the terrain blocks no line of sight, so there is nothing a log can break"},
    {PAGE, "Wire", "Does not block line of sight",
     "a permission: the terrain blocks no line of sight, so there is nothing a log can break"},
};

const ga_game ga_game_memoir44 = {
    .name = "memoir44",
    .title = "Memoir '44",
    .wiki_page = "Gamehelpmemoir",
    .summary = "section-card orders, one move and battle per unit, movement by unit type, the "
               "page's terrain catalogue (stops, battle bans, impassable hexes, dice reductions, "
               "battling out, line of sight), battle range and dice, hits by dice symbol, re-rolls, "
               "retreats and blocked retreats, taking ground, medals for eliminated units and "
               "objectives, medal count to win; the special units of TROOPS, SPECIAL WEAPONS "
               "ASSETS and NATIONS as data (figures, moves, dice, hits, retreats, flags, medals); "
               "the ACTIONS rules a scenario puts in effect (winter, blitz, night, reduced "
               "visibility, recovery, re-supply, paradrops, breakthroughs, pontoon bridges); "
               "the scenario objectives and terrain mechanics (exit markers, captured equipment, freed "
               "prisoners, forward spotting, destroyed supplies, caves, Hobart's bobbin and fascine); "
               "scenario boards, nations and options from BGA's scenario definitions",
    .new = m44_new,
    .apply = m44_apply,
    .finish = m44_finish,
    .dump = m44_dump,
    .free = m44_free,
    GA_TABLE(refs, m44_refs),
    GA_TABLE(actions, m44_actions),
    GA_TABLE(checks, m44_checks),
    GA_TABLE(skips, m44_skips),
    .tested_on = "the 13 BGA-format games of /work/shared/data/bga/memoir44 (bga-devs/bga-memoir "
                 "run headless; 11 scenarios, one 2-way game, 1,352 to 3,851 events each): 0 "
                 "findings; all 13 as streams: 0 findings; the 21 games of the "
                 "independent engine auto-memoir44 as streams (tests/memoir44/oracle.sh): 12 "
                 "clean, 174 findings where the engines read the rules differently (beach and "
                 "ocean moves, a few dice counts; see the README); 285 known-bad copies of those "
                 "games; the special units and ACTIONS rules (no log has them): 300 page-written "
                 "cases, each a clean game and its one-change copy (tests/memoir44/make_troops.py)",
    .example = "{\"stream\":\"gameaudit/1\",\"game\":\"memoir44\",\"date\":\"2024-05-01\","
               "\"players\":[{\"id\":\"1\",\"name\":\"ann\"},{\"id\":\"2\",\"name\":\"bob\"}],"
               "\"setup\":{\"scenario\":2,\"sides\":{\"1\":\"axis\",\"2\":\"allies\"}}}\n"
               "{\"seq\":1,\"player\":\"2\",\"action\":\"card\",\"args\":{\"name\":\"Probe\",\"section\":"
               "\"left\"}}\n"
               "{\"seq\":2,\"player\":\"2\",\"action\":\"order\",\"args\":{\"units\":[6,8]}}\n"
               "{\"seq\":3,\"player\":\"2\",\"action\":\"move\",\"args\":{\"unit\":6,\"x\":7,\"y\":5}}\n"
               "{\"seq\":4,\"player\":\"2\",\"action\":\"end-turn\",\"args\":{}}\n",
    .reads_bga = 1,
};
