/* cards.c — the command cards a player holds, once the log shows the deal:
 * the hand's size (dealt + kept − played − discarded) against the size the
 * rules leave it at the end of each turn (the Italian Royal Army's shrinking
 * hand, a captured HQ's lost card and its replenishment, a bridge blown up
 * with a card never replaced), the Oasis Recovery dice it gives, Radar
 * Alert's face-up air card, a Command Car's draw from the discard pile, and
 * a Counter-Attack between US Marines and the Japanese.  The engine's
 * m44_draw_cards/m44_draw_check judge each draw; this file the hand. */
#include "../../src/internal.h"
#include "engine.h"
#include "rules.h"

#include <string.h>

/* The Italian Royal Army's hand (its High Command): dealt 6, never below 3. */
enum { ITALIAN_DEAL = 6, ITALIAN_FLOOR = 3 };

static int player_of(const ga_engine *e, int side)
{
    for (int p = 0; p < 2; p++)
        if (side >= 0 && e->side_of[p] == side)
            return p;
    return -1;
}

static const char *who(const ga_engine *e, int p)
{
    return e->side_of[p] >= 0 ? m44_side_name(e->side_of[p]) : e->pid[p] ? e->pid[p] : "?";
}

/* Is a side under a nation's rules: the board's nation, or one of its units'? */
static int side_nation(const ga_engine *e, int side, int troop)
{
    if (side < 0 || side > 1)
        return 0;
    if (e->nation[side] - 1 == troop)
        return 1;
    for (int i = 0; i < e->nu; i++)
        if (e->u[i].side == side && e->u[i].src[3] == &m44_troops[troop])
            return 1;
    return 0;
}

int m44_hand_italian(const ga_engine *e, int side)
{
    return side_nation(e, side, M44_TR_ITALIAN_ROYAL_ARMY);
}

void m44_hand_reset(ga_engine *e)
{
    for (int p = 0; p < 2; p++) {
        e->hand[p] = e->hand_want[p] = 0;
        e->hand_why[p] = -1;
        e->it_dead[p] = e->it_due[p] = e->refill[p] = 0;
        e->blew[p] = e->card_lost[p] = 0;
        e->radar_up[p] = 0;
        e->last_type[p] = e->last_section[p] = -1;
    }
    e->counter_from = -1;
    memset(e->hq_taken, 0, sizeof e->hq_taken);
}

void m44_hand_setup(ga_engine *e, json_t *setup)
{
    e->radar_side = m44_side_of_text(m44_jstr(setup, "radar"));
}

/* The deal a side is due: the scenario's, but 6 for the Italian Royal Army;
 * *rule the rule that says so. */
int m44_hand_deal(const ga_engine *e, int side, int *rule)
{
    *rule = R_DEAL;
    if (m44_hand_italian(e, side)) {
        *rule = R_ITALIAN;
        return ITALIAN_DEAL;
    }
    return e->sc ? e->sc->cards[side] : 0;
}

void m44_hand_dealt(ga_engine *e, int p, int n)
{
    e->hand[p] = e->hand_want[p] = n;
    e->hand_why[p] = -1;
    for (int i = 0; i < e->nu; i++) /* losses before the deal are none of the hand's */
        e->it_dead[p] += e->side_of[p] >= 0 && e->u[i].side == e->side_of[p] && !e->u[i].alive;
}

/* What the board shows now: units the Italians lost (a card to shed each, the
 * hand never below 3), HQs captured (a card lost) or reclaimed (the hand
 * replenished). */
static void scan(ga_engine *e)
{
    if (!e->dealt)
        return;
    for (int p = 0; p < 2; p++) {
        int sd = e->side_of[p], dead = 0;
        if (sd < 0 || !m44_hand_italian(e, sd))
            continue;
        for (int i = 0; i < e->nu; i++)
            dead += e->u[i].side == sd && !e->u[i].alive;
        for (; e->it_dead[p] < dead; e->it_dead[p]++)
            if (e->hand_want[p] - e->it_due[p] > ITALIAN_FLOOR)
                e->it_due[p]++;
    }
    if (!(e->rules & M44_RULE_CAPTURE_HQ))
        return;
    for (int y = 0; y < BH; y++)
        for (int x = 0; x < BW; x++) {
            int own = e->own[y][x], p = player_of(e, own);
            if (p < 0 || (e->ter[y][x] != M44_TD_HQS_SUPPLY_TENTS && e->obs[y][x] != M44_TD_HQS_SUPPLY_TENTS))
                continue;
            const unit *u = m44_unit_at(e, x, y);
            if (u && u->side != own && !e->hq_taken[y][x]) {
                e->hq_taken[y][x] = 1; /* the owner loses a random card now */
                e->hand_want[p]--;
                e->hand_why[p] = R_HQ_LOSE;
            } else if (u && u->side == own && e->hq_taken[y][x]) {
                e->hq_taken[y][x] = 0; /* reclaimed: the hand is replenished */
                e->hand_want[p]++;
                e->refill[p]++;
                e->hand_why[p] = R_HQ_REFILL;
            }
        }
}

/* A card played: it leaves the hand.  Radar Alert: the side facing the radar
 * plays an air card only from the board, where it was put face up at the end
 * of its previous turn, and plays it then.  A Counter-Attack in a stream
 * copies the opponent's last card (its section seen from the other side). */
int m44_hand_play(ga_engine *e, const ga_move *m, int p, int *type, int *section, int reaction,
                  ga_findings *out)
{
    int rc = 0;
    if (p < 0 || p > 1)
        return 0;
    scan(e);
    if (e->dealt)
        e->hand[p]--;
    if (!reaction)
        e->counter_from = -1; /* a new turn's card */
    if (!reaction && *type == C_COUNTER && !e->is_bga && e->last_type[!p] >= 0) {
        *type = e->last_type[!p];
        *section = e->last_section[!p] >= 0 && e->last_section[!p] <= 2 ? 2 - e->last_section[!p] : -1;
        e->counter_from = e->side_of[!p];
    }
    if (!reaction) {
        e->last_type[p] = *type;
        e->last_section[p] = *section;
    }
    int sd = e->side_of[p];
    if (e->radar_side >= 0 && (e->rules & M44_RULE_RADAR) && sd >= 0 && sd != e->radar_side) {
        int up = e->radar_up[p];
        e->radar_up[p] = 0;
        if (*type == C_AIRPOWER && !up)
            rc = m44_report_rule(out, m, "memoir44.hand.radar", R_RADAR_PLACE,
                                 "the %s play Air Power under Radar Alert without having put it face up on "
                                 "the board at the end of their previous turn",
                                 who(e, p));
        else if (up && !reaction && *type != C_AIRPOWER)
            rc = m44_report_rule(out, m, "memoir44.hand.radar", R_RADAR_NEXT,
                                 "the %s put Air Power face up on the board last turn and play another card "
                                 "this turn: it must be played the next turn",
                                 who(e, p));
        else if (up && reaction)
            e->radar_up[p] = up; /* still on the board for the player's own turn */
    }
    return rc;
}

/* Radar Alert: an air card put face up on the board (a stream's `reveal`). */
int m44_hand_reveal(ga_engine *e, const ga_move *m, int p, const char *name, ga_findings *out)
{
    if (p < 0 || p > 1)
        return 0;
    if (!name || m44_card_type_of(name) != C_AIRPOWER)
        return m44_report_rule(out, m, "memoir44.hand.radar", R_RADAR_PLACE,
                               "the %s put %s face up on the board: Radar Alert is for an Air Sortie card "
                               "(Air Power)",
                               who(e, p), name ? name : "a card");
    e->radar_up[p] = 1;
    if (e->tp != p)
        return m44_report_rule(out, m, "memoir44.hand.radar", R_RADAR_PLACE,
                               "the %s put Air Power face up on the board during their opponent's turn: it "
                               "is placed at the end of their own turn, the one before it is played",
                               who(e, p));
    return 0;
}

/* Cards a player discards (a stream's `discard`): an Italian's for a unit
 * lost, a captured HQ's lost card, and no other. */
int m44_hand_discard(ga_engine *e, const ga_move *m, int p, long long n, ga_findings *out)
{
    (void)m;
    (void)out;
    if (p < 0 || p > 1 || n < 0 || n > 20)
        return 0;
    scan(e);
    if (!e->dealt)
        return 0;
    e->hand[p] -= (int)n;
    for (; n > 0 && e->it_due[p] > 0; n--) {
        e->it_due[p]--; /* one card shed for one unit lost */
        e->hand_want[p]--;
        e->hand_why[p] = R_ITALIAN;
    }
    return 0;
}

/* A draw: it joins the hand.  Returns 1 when the draw was one the hand
 * rules owe (an HQ reclaimed: the hand replenished), so no card played need
 * stand behind it; else 0, or a negative GA_E*. */
int m44_hand_draw(ga_engine *e, int p, long long keep)
{
    if (p < 0 || p > 1 || keep < 0 || keep > 20)
        return 0;
    scan(e);
    e->hand[p] += (int)keep;
    if (e->owed[p] == 0 && e->refill[p] > 0) {
        e->refill[p] -= keep < e->refill[p] ? (int)keep : e->refill[p];
        return 1;
    }
    return 0;
}

/* The rule a draw of no card played breaks: a bridge blown up outright loses
 * its card for good; else one card for each played. */
int m44_hand_undue_rule(const ga_engine *e, int p)
{
    return e->card_lost[p] ? RA_BLOW_LOST : R_DRAW;
}

/* The rule a draw not made breaks: the roll to blow a bridge draws its
 * replacement regardless; an Italian hand at 3 sheds no card. */
int m44_hand_missing_rule(const ga_engine *e, int p)
{
    return e->blew[p]                                                                       ? RA_BLOW_DRAW
           : m44_hand_italian(e, e->side_of[p]) && e->hand_want[p] <= ITALIAN_FLOOR ? R_ITALIAN
                                                                                    : R_DRAW;
}

/* A bridge blown up with a section card: option 1 (no dice) loses the card
 * for good, option 2 (the roll) draws its replacement. */
void m44_hand_blow(ga_engine *e, int p, int dice)
{
    if (p < 0 || p > 1)
        return;
    if (dice) {
        e->blew[p] = 1;
        return;
    }
    e->card_lost[p] = 1;
    if (e->owed[p] > 0)
        e->owed[p]--;
    if (e->dealt)
        e->hand_want[p]--; /* the hand is a card smaller for good */
}

/* Command Cars: a Recon 1 that ordered a command car may draw 1 card from the
 * discard pile instead of 2 from the draw pile (a stream's `draw` with
 * from: discard). */
int m44_hand_draw_discard(ga_engine *e, const ga_move *m, int p, long long nb, ga_findings *out)
{
    if (p < 0 || p > 1)
        return 0;
    int car = 0;
    for (int i = 0; i < e->nu; i++)
        car |= e->u[i].ordered && e->u[i].side == e->side_of[p] &&
               e->u[i].src[2] == &m44_troops[M44_TR_COMMAND_CARS];
    int recon = e->recon[p];
    if (e->owed[p] > 0)
        e->owed[p]--;
    e->recon[p] = 0;
    m44_hand_draw(e, p, nb);
    if (!recon || !car || nb != 1)
        return m44_report_rule(out, m, "memoir44.turn.draw", R_CAR_DRAW,
                               "the %s draw %lld command card(s) from the discard pile%s",
                               who(e, p), nb,
                               !recon ? " after a card other than a Recon"
                               : !car ? ": their Recon ordered no command car"
                                      : ": one is drawn from it");
    return 0;
}

/* The end of a turn, before its draws are judged: the Italians shed the
 * cards their lost units cost by draws not made, the rest is due now. */
void m44_hand_settle(ga_engine *e, int p)
{
    scan(e);
    if (!e->dealt || p != e->tp || e->side_of[p] < 0 || !m44_hand_italian(e, e->side_of[p]))
        return;
    for (; e->owed[p] > 0 && e->it_due[p] > 0; e->owed[p]--, e->it_due[p]--) {
        e->hand_want[p]--; /* a draw not made for a unit lost */
        e->hand_why[p] = R_ITALIAN;
    }
    if (e->it_due[p] > 0) {
        e->hand_want[p] -= e->it_due[p]; /* the rest: discards due by now */
        e->hand_why[p] = R_ITALIAN;
        e->it_due[p] = 0;
    }
}

/* After a draw not made (reported): the hand the log goes on with. */
void m44_hand_follow(ga_engine *e, int p, int n)
{
    e->hand_want[p] += n;
}

/* The end of a turn, its draws made: the hand of each player is the size the
 * rules leave it. */
int m44_hand_check(ga_engine *e, const ga_move *m, int p, ga_findings *out)
{
    if (!e->dealt || e->dealt_n[p] >= 0 || p < 0 || p > 1)
        return 0;
    int rc = 0, got = e->hand[p], want = e->hand_want[p], why = e->hand_why[p];
    if (e->tp == p)
        e->blew[p] = e->card_lost[p] = 0;
    if (got != want && why >= 0)
        rc = m44_report_rule(out, m, "memoir44.hand.size", why,
                             "the %s end the turn with %d command card(s) in hand; %s leaves them %d",
                             who(e, p), got,
                             why == R_ITALIAN   ? "the Italian High Command (a card for each unit lost, "
                                                  "never below 3)"
                             : why == R_HQ_LOSE ? "their captured HQ (a card lost)"
                                                : "their reclaimed HQ (the hand replenished)",
                             want);
    e->hand_want[p] = got; /* follow the log */
    return rc;
}

/* Oasis Recovery: the cards the player holds, the ordering card included;
 * 0 when the hand is not known (no deal in the log). */
int m44_hand_held(const ga_engine *e, int side)
{
    int p = player_of(e, side);
    if (p < 0 || !e->dealt || e->dealt_n[p] >= 0)
        return 0;
    return e->hand[p] + (e->tp == p);
}

/* The rule a Counter-Attack's order limit cites: the US Marines copying a
 * Japanese card order one unit more, the Japanese copying the Marines' card
 * none; else dflt. */
int m44_hand_counter_rule(const ga_engine *e, int side, int dflt)
{
    if (e->counter_from < 0 || side < 0 || e->counter_from == side)
        return dflt;
    if (side_nation(e, side, M44_TR_US_MARINE_CORPS) &&
        side_nation(e, e->counter_from, M44_TR_IMPERIAL_JAPANESE_ARMY))
        return R_MAR_COUNTER;
    if (side_nation(e, side, M44_TR_IMPERIAL_JAPANESE_ARMY) &&
        side_nation(e, e->counter_from, M44_TR_US_MARINE_CORPS))
        return R_MAR_OPPOSITE;
    return dflt;
}
