/* celestia/engine.c — Celestia against the wiki page Gamehelpcelestia (one
 * revision, 2020-05-05T18:57:05Z).
 *
 * The stream is a round-by-round record of the voyage: the captain's roll
 * (dice faces), each passenger's stay/disembark (with the treasure drawn),
 * the captain's announcement (cards played, or a crash announced), power
 * cards, the crash, the round's end (the card each player draws) and the
 * result.  Hands are hidden: the engine checks what was played against the
 * dice, not what a player held.
 *
 * The route (each land's number, dice to reach it, and its +) is not on the
 * page: the stream states it in setup.lands.  Without it the treasure values
 * and the dice count per land are not checked (only "2 or more dice").
 */
#include "../../src/internal.h"
#include "../validators.h"

#include <stdlib.h>
#include <string.h>

#define CE_PAGE "Gamehelpcelestia"
#define CE_MAXP 6      /* rulebook: 2 to 6 players */
#define CE_MAXLANDS 9  /* rulebook, material: 9 city tiles */
#define CE_MAXDICE 4   /* rulebook, material: 4 event dice */
#define CE_GOAL 50     /* page: 50 or more points */
#define CE_FAST_GOAL 5 /* page: 5 different treasures */
#define CE_SPYGLASS_LANDS 4 /* page: the first 4 cities with the + */

/* ---------------------------------------------------------------- rules */

enum {
    R_PHASES,
    R_ROLL,
    R_DECIDE,
    R_TREASURE,
    R_OUT,
    R_STAYED,
    R_CAPTAIN_DISEMBARK,
    R_PLUS,
    R_ANNOUNCE,
    R_MATCH,
    R_CRASH_UNLESS,
    R_CRASH,
    R_BLANKS,
    R_TURBO,
    R_SATISFY,
    R_CONTINUES,
    R_ROUND_END,
    R_EJECTION,
    R_EJECTED,
    R_JETPACK,
    R_JETPACK_TREASURE,
    R_ALT_ROUTE,
    R_KEEP_DECISION,
    R_KEEP_DECISION_WIND,
    R_RED,
    R_WIND,
    R_SPYGLASS,
    R_SPYGLASS_BLANKS,
    R_SPYGLASS_LANDS,
    R_HOOK,
    R_HOOK_TREASURE,
    R_END,
    R_WINNER,
    R_FAST,
    R_FAST_WINNER,
    R_NREFS
};

#define S_ROLL "1. Captain's roll"
#define S_DECIDE "2. Passenger's decision"
#define S_ANN "3. Captain's announcement"
#define S_POWER "Power cards"
#define S_END "Game End"

static const ga_rule_ref refs[R_NREFS] = {
    [R_PHASES] = {"celestia.phases", CE_PAGE, "Gameplay", "Each turn has 3 phases"},
    [R_ROLL] = {"celestia.roll", CE_PAGE, S_ROLL, "will roll 2 or more dice"},
    [R_DECIDE] = {"celestia.decide", CE_PAGE, S_DECIDE,
                  "each other player in turn makes a decision if they want to stay on or "
                  "disembark"},
    [R_TREASURE] = {"celestia.treasure", CE_PAGE, S_DECIDE,
                    "they get a treasure from that land, and thus gain points equal to the "
                    "land's number"},
    [R_OUT] = {"celestia.out", CE_PAGE, S_DECIDE,
               "players who disembark are out of the round"},
    [R_STAYED] = {"celestia.stayed", CE_PAGE, S_DECIDE,
                  "If a player decides to stay on, then they stay in the round"},
    [R_CAPTAIN_DISEMBARK] = {"celestia.captain.disembark", CE_PAGE, S_DECIDE,
                             "The captain can only disembark if he is the only one on the "
                             "ship, and only before rolling the dice"},
    [R_PLUS] = {"celestia.plus", CE_PAGE, S_DECIDE,
                "Lands with a + have some higher point cards and a spyglass mixed in their "
                "treasure deck"},
    [R_ANNOUNCE] = {"celestia.announce", CE_PAGE, S_ANN,
                    "Then the captain makes an announcement"},
    [R_MATCH] = {"celestia.match", CE_PAGE, S_ANN,
                 "If the captain does have the cards exactly matching the dice, they must play "
                 "those cards and the round continues, with the captain passing to the next "
                 "player"},
    [R_CRASH_UNLESS] = {"celestia.crash.unless", CE_PAGE, S_ANN,
                        "If the captain does not have cards matching the dice, the ship will "
                        "crash"},
    [R_CRASH] = {"celestia.crash", CE_PAGE, S_ANN,
                 "If the ship crashes, no one still on the ship gets any treasure and the round "
                 "is over"},
    [R_BLANKS] = {"celestia.blanks", CE_PAGE, S_ANN,
                  "Blanks are \"free\" and don't require a card"},
    [R_TURBO] = {"celestia.turbo", CE_PAGE, S_ANN,
                 "If the captain has one or more wilds (called \"Turbo\" cards), they may "
                 "choose to play them or not"},
    [R_SATISFY] = {"celestia.satisfy", CE_PAGE, S_ANN,
                   "However if they don't satisfy the dice, the ship will crash as usual"},
    [R_CONTINUES] = {"celestia.continues", CE_PAGE, S_ANN,
                     "The round continues with a new captain until everyone disembarks or the "
                     "ship crashes"},
    [R_ROUND_END] = {"celestia.round.end", CE_PAGE, S_ANN,
                     "At the end of each round, players get an additional random card from the "
                     "deck (either an Equipment, Power, or Turbo card) and the ship resets to "
                     "the first city"},
    [R_EJECTION] = {"celestia.ejection", CE_PAGE, S_POWER,
                    "A player onboard the ship may forcibly eject another non-captain player "
                    "on the ship, before the captain's announcement"},
    [R_EJECTED] = {"celestia.ejected", CE_PAGE, S_POWER,
                   "That other player must disembark (and take a treasure as usual)"},
    [R_JETPACK] = {"celestia.jetpack", CE_PAGE, S_POWER,
                   "A player onboard the ship may disembark after the captain's announcement "
                   "when the ship is about to crash"},
    [R_JETPACK_TREASURE] = {"celestia.jetpack.treasure", CE_PAGE, S_POWER,
                            "That player may take a treasure as usual"},
    [R_ALT_ROUTE] = {"celestia.alternate-route", CE_PAGE, S_POWER,
                     "A player onboard can allow the captain to reroll any or all dice, after "
                     "all players' decision or the captain's announcement"},
    [R_KEEP_DECISION] = {"celestia.keep-decision", CE_PAGE, S_POWER,
                         "However players must stay with their decision"},
    /* the Wind Gust item repeats the sentence word for word: its 2nd occurrence */
    [R_KEEP_DECISION_WIND] = {"celestia.keep-decision-wind", CE_PAGE, S_POWER,
                              "However players must stay with their decision#2"},
    [R_RED] = {"celestia.red", CE_PAGE, S_POWER,
               "Dice with a red outline will not be rerolled"},
    [R_WIND] = {"celestia.wind-gust", CE_PAGE, S_POWER,
                "Any player may force the captain to reroll blank dice, after all players' "
                "decision or the captain's announcement"},
    [R_SPYGLASS] = {"celestia.spyglass", CE_PAGE, S_POWER,
                    "Any player may play this after the captain's announcement that they will "
                    "crash"},
    [R_SPYGLASS_BLANKS] = {"celestia.spyglass.blanks", CE_PAGE, S_POWER,
                           "This allows all dice to be turned to blanks, and continue the "
                           "journey without the captain playing any cards"},
    [R_SPYGLASS_LANDS] = {"celestia.spyglass.lands", CE_PAGE, S_POWER,
                          "These cards are found in the first 4 cities with the +"},
    [R_HOOK] = {"celestia.grappling-hook", CE_PAGE, S_POWER,
                "Any player not on the ship may play this after the captain's announcement "
                "that the ship won't crash"},
    [R_HOOK_TREASURE] = {"celestia.grappling-hook.treasure", CE_PAGE, S_POWER,
                         "That player may rejoin the ship but must give up the treasure they "
                         "got when they disembarked that round"},
    [R_END] = {"celestia.end", CE_PAGE, S_END,
               "When at least one player has 50 or more points at the end of a round, the game "
               "ends"},
    [R_WINNER] = {"celestia.winner", CE_PAGE, S_END, "The player with the most points wins"},
    [R_FAST] = {"celestia.fast", CE_PAGE, S_END,
                "the game doesn't end at 50 points; it ends when a player has 5 different "
                "treasures"},
    [R_FAST_WINNER] = {"celestia.fast.winner", CE_PAGE, S_END,
                       "Points are then counted as normal to determine a winner"},
};

static const ga_rule_const consts[] = {
    {"celestia.goal", CE_PAGE, S_END, NULL, 0, 0, "has 50 or more points"},
    {"celestia.fast.goal", CE_PAGE, S_END, NULL, 0, 0, "5 different treasures"},
    {"celestia.min.dice", CE_PAGE, S_ROLL, NULL, 0, 0, "2 or more dice"},
    {"celestia.spyglass.lands", CE_PAGE, S_POWER, NULL, 0, 0, "the first 4 cities with the +"},
};

static const ga_rule_skip skips[] = {
    {CE_PAGE, "", "Celestia is a push/press your luck style game",
     "overview of the game's theme and goal; the 50-point end is checked from Game End"},
    {CE_PAGE, S_ROLL, "These represent the \"hazards\" the captain faces",
     "flavour: names what the dice stand for"},
    {CE_PAGE, S_POWER, "Power cards can be played to help or hinder the journey",
     "introduction of the list; each card's own sentences are checked"},
};

/* ---------------------------------------------------------------- vocabulary */

/* The die faces (rulebook: each event die has 2 blank faces and the 4
 * hazards) and the cards: an equipment card is named by the hazard it
 * answers (the box's compass, lightning rod, horn and cannon). */
static const char *const faces[] = {"bird", "blank", "cloud", "lightning", "pirate"};
#define CE_NFACES 5
#define CE_BLANK 1

static const ga_arg_spec roll_args[] = {
    {"dice", GA_ARG_ARRAY, 1, "the faces rolled: blank|cloud|lightning|bird|pirate"},
    {"land", GA_ARG_INT, 0, "the land the ship is at, 1-based along the route (a cross-check)"},
    {"red", GA_ARG_ARRAY, 0, "0-based indices of the dice with a red outline"},
    {NULL},
};
static const ga_arg_spec disembark_args[] = {
    {"spyglass", GA_ARG_BOOL, 0, "the card drawn from the land's deck is a spyglass, not points"},
    {"treasure", GA_ARG_INT, 1, "points of the treasure taken (0 for a spyglass)"},
    {NULL},
};
static const ga_arg_spec announce_args[] = {
    {"cards", GA_ARG_ARRAY, 1,
     "cards the captain plays: cloud|lightning|bird|pirate (equipment named by the hazard it "
     "answers) or turbo"},
    {"crash", GA_ARG_BOOL, 0, "true: the captain announces the ship will crash"},
    {NULL},
};
static const ga_arg_spec power_args[] = {
    {"card", GA_ARG_STR, 1,
     "ejection|jetpack|alternate-route|wind-gust|spyglass|grappling-hook"},
    {"dice", GA_ARG_ARRAY, 0, "alternate-route, wind-gust: the dice after the reroll"},
    {"returned", GA_ARG_INT, 0, "grappling-hook: points of the treasure given up"},
    {"target", GA_ARG_STR, 0, "ejection: the player id ejected"},
    {NULL},
};
static const ga_arg_spec result_args[] = {
    {"scores", GA_ARG_OBJECT, 1, "final points per player id"},
    {"winners", GA_ARG_ARRAY, 1, "player ids of the winner(s)"},
    {NULL},
};
static const ga_arg_spec round_end_args[] = {
    {"cards", GA_ARG_OBJECT, 1,
     "the card each player draws, by player id: equipment|power|turbo"},
    {NULL},
};

static const ga_action actions[] = {
    {"announce", announce_args, "the captain",
     "the captain's announcement: the cards played against the dice, or a crash"},
    {"crash", NULL, "none (player null)", "the ship crashes: the round is over"},
    {"disembark", disembark_args, "a passenger (or the captain alone before rolling)",
     "leaves the ship and takes a treasure from the land"},
    {"power", power_args, "the player playing it", "plays a power card"},
    {"result", result_args, "none (player null)", "the final scores and winner(s)"},
    {"roll", roll_args, "the captain", "the captain rolls the dice for the next land"},
    {"round_end", round_end_args, "none (player null)",
     "the round is over: each player draws a card, the ship goes back to the first land"},
    {"stay", NULL, "a passenger", "stays on board"},
};

static const ga_check_def checks[] = {
    {"celestia.announce.blank", GA_ERROR, R_BLANKS,
     "an equipment card played for no hazard die (a blank needs none)"},
    {"celestia.announce.captain", GA_ERROR, R_ANNOUNCE,
     "the announcement is made by another player than the captain"},
    {"celestia.announce.early", GA_ERROR, R_ANNOUNCE,
     "the captain announced before every passenger on board decided"},
    {"celestia.announce.match", GA_ERROR, R_MATCH,
     "a card played that matches no die rolled, or that is no equipment or turbo card"},
    {"celestia.announce.short", GA_ERROR, R_SATISFY,
     "the cards played do not satisfy the dice, yet the ship flies on"},
    {"celestia.announce.turbo", GA_ERROR, R_TURBO,
     "a turbo card played with no hazard left for it to stand for"},
    {"celestia.captain.disembark-alone", GA_ERROR, R_CAPTAIN_DISEMBARK,
     "the captain disembarks while others are on board"},
    {"celestia.captain.disembark-rolled", GA_ERROR, R_CAPTAIN_DISEMBARK,
     "the captain disembarks after rolling the dice"},
    {"celestia.captain.order", GA_ERROR, R_MATCH,
     "the captain is not the next player on board after the last captain"},
    {"celestia.crash.matched", GA_ERROR, R_MATCH,
     "the ship crashes after the captain played cards matching the dice"},
    {"celestia.crash.missing", GA_ERROR, R_CRASH_UNLESS,
     "the captain announced a crash and the ship flew on with no card to save it"},
    {"celestia.crash.treasure", GA_ERROR, R_CRASH,
     "a player still on board when the ship crashed takes a treasure"},
    {"celestia.decision.order", GA_ERROR, R_DECIDE,
     "a passenger decides out of turn, or the captain makes a passenger's decision"},
    {"celestia.end.fast", GA_ERROR, R_FAST,
     "fast play: the game ends without 5 different treasures, or goes on after them"},
    {"celestia.end.fast-winner", GA_ERROR, R_FAST_WINNER,
     "fast play: the stated winner does not have the most points"},
    {"celestia.end.points", GA_ERROR, R_END,
     "the game ends with nobody at 50 points, or goes on after a round ending with 50"},
    {"celestia.end.score", GA_ERROR, R_TREASURE,
     "a final score differs from the sum of the player's treasures"},
    {"celestia.end.winner", GA_ERROR, R_WINNER, "the stated winner does not have the most points"},
    {"celestia.power.alternate-route", GA_ERROR, R_ALT_ROUTE,
     "alternate route played by a player not on board, or before all decisions"},
    {"celestia.power.decision-kept", GA_ERROR, R_KEEP_DECISION,
     "a player changes their decision after a reroll", .also = GA_ALSO(R_KEEP_DECISION_WIND)},
    {"celestia.power.ejected", GA_ERROR, R_EJECTED,
     "the ejected player does not disembark with a treasure"},
    {"celestia.power.ejection", GA_ERROR, R_EJECTION,
     "ejection by a player not on board, of the captain or a player not on board, or after the "
     "announcement"},
    {"celestia.power.fast-play", GA_ERROR, R_FAST,
     "a power card played in the fast-play variant (no special cards)"},
    {"celestia.power.grappling-hook", GA_ERROR, R_HOOK,
     "grappling hook played by a player on board, or when no safe journey was announced"},
    {"celestia.power.grappling-treasure", GA_ERROR, R_HOOK_TREASURE,
     "the treasure given up with a grappling hook is not the one taken this round"},
    {"celestia.power.jetpack", GA_ERROR, R_JETPACK,
     "jetpack played by a player not on board, or when no crash was announced"},
    {"celestia.power.jetpack-treasure", GA_ERROR, R_JETPACK_TREASURE,
     "the treasure taken with a jetpack is not the land's"},
    {"celestia.power.red-die", GA_ERROR, R_RED, "a die with a red outline was rerolled"},
    {"celestia.power.spyglass", GA_ERROR, R_SPYGLASS,
     "spyglass played when the captain had not announced a crash"},
    {"celestia.power.spyglass-cards", GA_ERROR, R_SPYGLASS_BLANKS,
     "after a spyglass the captain plays cards or the ship crashes"},
    {"celestia.power.unknown", GA_WARNING, -1, "a power card the page does not name"},
    {"celestia.power.wind-gust", GA_ERROR, R_WIND,
     "wind gust played before all decisions, or a die that was not blank rerolled"},
    {"celestia.roll.dice", GA_ERROR, R_ROLL,
     "fewer than 2 dice (or not the land's count, or an unknown face)"},
    {"celestia.round.card", GA_ERROR, R_ROUND_END,
     "at the round's end a player draws no card, more than one, or not an equipment, power or "
     "turbo card"},
    {"celestia.round.continues", GA_ERROR, R_CONTINUES,
     "play goes on in a round that is over (everyone disembarked or the ship crashed)"},
    {"celestia.round.out", GA_ERROR, R_OUT, "a player who disembarked acts again in the round"},
    {"celestia.round.reset", GA_ERROR, R_ROUND_END,
     "the first roll of a round is not made from the first land"},
    {"celestia.round.stayed", GA_ERROR, R_STAYED,
     "the round ends while a player who stayed on is still on board and the ship flies"},
    {"celestia.treasure.plus", GA_ERROR, R_PLUS,
     "a treasure above the land's number, or a spyglass, from a land without a +"},
    {"celestia.treasure.spyglass", GA_ERROR, R_SPYGLASS_LANDS,
     "a spyglass drawn from a + land that is not one of the first four"},
    {"celestia.treasure.value", GA_ERROR, R_TREASURE,
     "a treasure worth other than the land's number"},
    {"celestia.turn.phases", GA_ERROR, R_PHASES,
     "a move out of the turn's order (roll, decisions, announcement)"},
};

/* ---------------------------------------------------------------- state */

enum {
    PH_START,     /* before the captain's roll */
    PH_DECIDE,    /* rolled: passengers decide, powers before the announcement */
    PH_ANN_OK,    /* the captain played the cards: the ship will fly on */
    PH_ANN_CRASH, /* the captain announced a crash */
    PH_SAVED,     /* a spyglass turned the dice blank */
    PH_CRASHED,   /* the ship crashed: the round is over */
    PH_OVER       /* everyone disembarked: the round is over */
};

typedef struct land {
    int number, dice, plus, spyglass; /* spyglass: one of the first 4 + lands */
} land;

struct ga_engine {
    ga_header h;
    int np;
    int fast;
    land lands[CE_MAXLANDS];
    int nlands, known;   /* known: setup.lands given */
    int round, phase, at, captain, first_roll;
    int on[CE_MAXP], out[CE_MAXP], decided[CE_MAXP];
    long taken[CE_MAXP];        /* treasure taken this round (points), -1 none */
    int taken_at[CE_MAXP];      /* the land it came from */
    int dice[CE_MAXDICE], ndice, red;
    int rerolled;
    int eject, jetpack;         /* pending: player index, -1 none */
    long score[CE_MAXP];
    int treasures[CE_MAXP][CE_MAXLANDS]; /* treasures taken per land */
    int over, over_reported;     /* the game has ended (at a round's end) */
    int result_seen;
};

static const ga_game *G = &ga_game_celestia;

static const char *pname(const ga_engine *e, int p)
{
    if (p < 0 || p >= e->np)
        return "?";
    return e->h.players[p].name && *e->h.players[p].name ? e->h.players[p].name
                                                         : e->h.players[p].id;
}

static int pidx(const ga_engine *e, const char *id)
{
    int p = id ? ga_header_player_index(&e->h, id) : -1;
    return p >= 0 && p < e->np ? p : -1;
}

static int face_of(const char *s)
{
    for (int i = 0; s && i < CE_NFACES; i++)
        if (!strcmp(s, faces[i]))
            return i;
    return -1;
}

static int n_on(const ga_engine *e)
{
    int n = 0;
    for (int p = 0; p < e->np; p++)
        n += e->on[p];
    return n;
}

/* The next player on board after p in seat order (p itself when alone). */
static int next_on(const ga_engine *e, int p)
{
    for (int k = 1; k <= e->np; k++) {
        int q = ((p < 0 ? -1 : p) + k + e->np) % e->np;
        if (e->on[q])
            return q;
    }
    return -1;
}

/* The passenger whose decision is due: the first on board after the captain
 * who has not decided. */
static int due(const ga_engine *e)
{
    for (int k = 1; k < e->np; k++) {
        int q = (e->captain + k) % e->np;
        if (e->on[q] && !e->decided[q] && q != e->captain)
            return q;
    }
    return -1;
}

static int land_number(const ga_engine *e)
{
    return e->known ? e->lands[e->at].number : e->at + 1;
}

static void context(ga_engine *e, ga_finding *fd)
{
    if (!fd)
        return;
    ga_buf b = {0};
    ga_buf_printf(&b, "round %d, ship at land %d (number %d), captain %s; on board:", e->round,
                  e->at + 1, land_number(e), e->captain >= 0 ? pname(e, e->captain) : "-");
    for (int p = 0; p < e->np; p++)
        if (e->on[p])
            ga_buf_printf(&b, " %s", pname(e, p));
    ga_buf_printf(&b, "; dice:");
    for (int i = 0; i < e->ndice; i++)
        ga_buf_printf(&b, " %s", faces[e->dice[i]]);
    ga_buf_printf(&b, "; scores:");
    for (int p = 0; p < e->np; p++)
        ga_buf_printf(&b, " %s %ld", pname(e, p), e->score[p]);
    ga_finding_set_context(fd, b.data ? b.data : "");
    ga_buf_free(&b);
}

#define REPORT(e, m, out, code, ...) context((e), ga_report((out), G, (m), (code), __VA_ARGS__))
#define REPORT_RULE(e, m, out, code, rule, ...)                                                    \
    context((e), ga_report_rule((out), G, (m), (code), (rule), __VA_ARGS__))

static void new_round(ga_engine *e)
{
    e->round++;
    e->at = 0;
    e->captain = -1;
    e->phase = PH_START;
    e->first_roll = 1;
    e->ndice = 0;
    e->red = 0;
    e->rerolled = 0;
    e->eject = e->jetpack = -1;
    for (int p = 0; p < e->np; p++) {
        e->on[p] = 1;
        e->out[p] = 0;
        e->decided[p] = 0;
        e->taken[p] = -1;
    }
}

/* A journey announced safe (or saved) is flown: the ship reaches the next
 * land and the captain passes to the next player on board. */
static void settle(ga_engine *e)
{
    if (e->phase != PH_ANN_OK && e->phase != PH_SAVED && e->phase != PH_ANN_CRASH)
        return;
    if (e->at + 1 < e->nlands)
        e->at++;
    e->captain = next_on(e, e->captain);
    e->phase = PH_START;
    e->ndice = 0;
    e->red = 0;
    e->rerolled = 0;
    memset(e->decided, 0, sizeof e->decided);
}

static int round_over(const ga_engine *e)
{
    return e->phase == PH_CRASHED || e->phase == PH_OVER;
}

/* The different treasures of p: the lands they came from. */
static int kinds(const ga_engine *e, int p)
{
    int n = 0;
    for (int l = 0; l < CE_MAXLANDS; l++)
        n += e->treasures[p][l] > 0;
    return n;
}

/* The end condition of the page, checked at a round's end. */
static int ended(const ga_engine *e, int *who)
{
    for (int p = 0; p < e->np; p++) {
        int hit;
        if (e->fast)
            hit = kinds(e, p) >= CE_FAST_GOAL;
        else
            hit = e->score[p] >= CE_GOAL;
        if (hit) {
            if (who)
                *who = p;
            return 1;
        }
    }
    return 0;
}

/* Reports play after the game's end (once). */
static void after_end(ga_engine *e, const ga_move *m, ga_findings *out)
{
    if (!e->over || e->over_reported)
        return;
    e->over_reported = 1;
    int who = 0;
    ended(e, &who);
    if (e->fast)
        REPORT(e, m, out, "celestia.end.fast",
               "play goes on after %s collected 5 different treasures at the end of round %d",
               pname(e, who), e->round - 1);
    else
        REPORT(e, m, out, "celestia.end.points",
               "play goes on after round %d ended with %s at %ld points (50 or more)",
               e->round - 1, pname(e, who), e->score[who]);
}

/* Resynchronises on a move that finds the round over and not closed. */
static void continues(ga_engine *e, const ga_move *m, ga_findings *out)
{
    if (!round_over(e))
        return;
    REPORT(e, m, out, "celestia.round.continues",
           "%s plays %s in round %d, which is over (%s)",
           m->player ? pname(e, pidx(e, m->player)) : "the log", m->action, e->round,
           e->phase == PH_CRASHED ? "the ship crashed" : "everyone disembarked");
    new_round(e);
}

/* ---------------------------------------------------------------- handlers */

static int read_dice(const json_t *a, int *dice, int *n)
{
    size_t i;
    json_t *v;
    int bad = 0;
    *n = 0;
    json_array_foreach(a, i, v) {
        int f = face_of(json_string_value(v));
        if (f < 0)
            bad = 1;
        if (*n < CE_MAXDICE)
            dice[(*n)++] = f < 0 ? CE_BLANK : f;
        else
            bad = 1;
    }
    return bad;
}

static int on_roll(ga_engine *e, const ga_move *m, ga_findings *out)
{
    int p = pidx(e, m->player);
    after_end(e, m, out);
    continues(e, m, out);
    if (e->phase == PH_ANN_CRASH)
        REPORT(e, m, out, "celestia.crash.missing",
               "the captain announced a crash and no card saved the ship, but %s rolls for the "
               "next land",
               pname(e, p));
    settle(e);
    if (e->phase != PH_START) {
        REPORT(e, m, out, "celestia.turn.phases",
               "%s rolls again before the captain's announcement (round %d, land %d)",
               pname(e, p), e->round, e->at + 1);
    } else if (p >= 0 && !e->first_roll && e->captain >= 0 && p != e->captain) {
        /* The roll is the captain's, recorded under another name: the
         * captain stays the one the rule names (who announces next). */
        REPORT(e, m, out, "celestia.captain.order",
               "%s rolls as captain, but the captain's role passes to %s, the next player on "
               "board",
               pname(e, p), pname(e, e->captain));
        p = e->captain;
    }
    if (p >= 0 && !e->on[p])
        REPORT(e, m, out, "celestia.round.out",
               "%s rolls as captain after disembarking in round %d", pname(e, p), e->round);
    long long land_arg;
    if (ga_json_int(json_object_get(m->args, "land"), &land_arg) && e->first_roll &&
        land_arg != 1)
        REPORT(e, m, out, "celestia.round.reset",
               "the round's first roll is made from land %lld, not from the first land",
               land_arg);
    if (p >= 0)
        e->captain = p;
    e->first_roll = 0;
    int bad = read_dice(json_object_get(m->args, "dice"), e->dice, &e->ndice);
    size_t given = json_array_size(json_object_get(m->args, "dice"));
    int want = e->known && e->at + 1 < e->nlands ? e->lands[e->at + 1].dice : 0;
    if (given < 2 || bad)
        REPORT(e, m, out, "celestia.roll.dice",
               "%s rolls %zu dice%s: the captain rolls 2 or more, at most %d, of faces blank, "
               "cloud, lightning, bird, pirate",
               pname(e, p), given, bad ? " with a face that is none of the dice's" : "",
               CE_MAXDICE);
    else if (want && (int)given != want)
        REPORT(e, m, out, "celestia.roll.dice",
               "%s rolls %zu dice to fly to land %d, which takes %d", pname(e, p), given,
               e->at + 2, want);
    e->red = 0;
    size_t i;
    json_t *v;
    json_array_foreach(json_object_get(m->args, "red"), i, v) {
        if (json_is_integer(v) && json_integer_value(v) >= 0 &&
            json_integer_value(v) < CE_MAXDICE)
            e->red |= 1 << json_integer_value(v);
    }
    memset(e->decided, 0, sizeof e->decided);
    e->rerolled = 0;
    e->phase = PH_DECIDE;
    return 0;
}

/* Checks a passenger's decision against the turn's order; 0 when it may be
 * taken as a decision. */
static void decision_order(ga_engine *e, const ga_move *m, ga_findings *out, int p)
{
    if (e->decided[p]) {
        if (e->rerolled)
            REPORT_RULE(e, m, out, "celestia.power.decision-kept",
                        e->rerolled == 2 ? R_KEEP_DECISION_WIND : R_KEEP_DECISION,
                        "%s %ss after the %s reroll, having decided already this turn", pname(e, p),
                        m->action, e->rerolled == 2 ? "wind gust's" : "alternate route's");
        else
            REPORT(e, m, out, "celestia.decision.order",
                   "%s decides a second time this turn", pname(e, p));
        return;
    }
    if (e->phase != PH_DECIDE) {
        REPORT(e, m, out, "celestia.turn.phases",
               "%s %ss after the captain's announcement; decisions come before it", pname(e, p),
               m->action);
        return;
    }
    int d = due(e);
    if (d >= 0 && d != p)
        REPORT(e, m, out, "celestia.decision.order",
               "%s decides before %s, whose decision comes first (in turn from the captain %s)",
               pname(e, p), pname(e, d), pname(e, e->captain));
}

static int on_stay(ga_engine *e, const ga_move *m, ga_findings *out)
{
    int p = pidx(e, m->player);
    after_end(e, m, out);
    continues(e, m, out);
    if (p < 0)
        return 0;
    if (!e->on[p]) {
        REPORT(e, m, out, "celestia.round.out",
               "%s stays on, but disembarked earlier in round %d", pname(e, p), e->round);
        return 0;
    }
    if (e->phase == PH_START) {
        REPORT(e, m, out, "celestia.turn.phases",
               "%s decides before the captain's roll", pname(e, p));
        return 0;
    }
    if (p == e->captain) {
        REPORT(e, m, out, "celestia.decision.order",
               "%s is the captain: the passengers decide, not the captain", pname(e, p));
        return 0;
    }
    decision_order(e, m, out, p);
    e->decided[p] = 1;
    return 0;
}

/* Checks a treasure's value against the land; code for a wrong value. */
static void treasure(ga_engine *e, const ga_move *m, ga_findings *out, int p, const char *code)
{
    long long v = 0;
    ga_json_int(json_object_get(m->args, "treasure"), &v);
    int spy = json_is_true(json_object_get(m->args, "spyglass"));
    if (v < 0 || v > 1000)
        v = 0;
    if (e->known) {
        const land *l = &e->lands[e->at];
        if (spy && !l->plus)
            REPORT(e, m, out, "celestia.treasure.plus",
                   "%s draws a spyglass at land %d (number %d), which has no +", pname(e, p),
                   e->at + 1, l->number);
        else if (spy && !l->spyglass)
            REPORT(e, m, out, "celestia.treasure.spyglass",
                   "%s draws a spyglass at land %d (number %d), not one of the first 4 lands "
                   "with a +",
                   pname(e, p), e->at + 1, l->number);
        else if (!spy && v > l->number && !l->plus)
            REPORT(e, m, out, "celestia.treasure.plus",
                   "%s takes a treasure of %lld at land %d, whose number is %d and which has no "
                   "+ (no higher cards)",
                   pname(e, p), v, e->at + 1, l->number);
        else if (!spy && v < l->number)
            REPORT(e, m, out, code, "%s takes a treasure of %lld at land %d, whose number is %d",
                   pname(e, p), v, e->at + 1, l->number);
    }
    if (spy)
        v = 0;
    e->score[p] += (long)v;
    e->taken[p] = (long)v;
    e->taken_at[p] = spy ? -1 : e->at;
    if (!spy)
        e->treasures[p][e->at]++;
}

static int on_disembark(ga_engine *e, const ga_move *m, ga_findings *out)
{
    int p = pidx(e, m->player);
    after_end(e, m, out);
    if (p < 0)
        return 0;
    if (e->phase == PH_CRASHED && e->on[p]) {
        REPORT(e, m, out, "celestia.crash.treasure",
               "%s takes a treasure after the ship crashed with them on board", pname(e, p));
        e->on[p] = 0;
        e->out[p] = 1;
        return 0;
    }
    if (!e->on[p]) {
        REPORT(e, m, out, "celestia.round.out",
               "%s disembarks again in round %d", pname(e, p), e->round);
        return 0;
    }
    continues(e, m, out);
    const char *code = "celestia.treasure.value";
    if (e->eject == p) {
        e->eject = -1;
    } else if (e->jetpack == p) {
        e->jetpack = -1;
        code = "celestia.power.jetpack-treasure";
    } else {
        if (e->phase == PH_ANN_OK || e->phase == PH_SAVED)
            settle(e); /* the ship flew on: a new turn at the next land */
        if (e->phase == PH_START && e->at == e->nlands - 1) {
            /* the last land: everyone on board takes its treasure */
        } else if (e->phase == PH_START && (p == e->captain || e->captain < 0)) {
            if (n_on(e) > 1)
                REPORT(e, m, out, "celestia.captain.disembark-alone",
                       "%s, the captain, disembarks with %d other player%s on board",
                       pname(e, p), n_on(e) - 1, n_on(e) == 2 ? "" : "s");
        } else if (e->phase == PH_START) {
            REPORT(e, m, out, "celestia.turn.phases",
                   "%s disembarks before the captain's roll", pname(e, p));
        } else if (p == e->captain) {
            REPORT(e, m, out, "celestia.captain.disembark-rolled",
                   "%s, the captain, disembarks after rolling the dice", pname(e, p));
        } else {
            decision_order(e, m, out, p);
        }
    }
    treasure(e, m, out, p, code);
    e->on[p] = 0;
    e->out[p] = 1;
    e->decided[p] = 1;
    if (n_on(e) == 0)
        e->phase = PH_OVER;
    return 0;
}

static int on_announce(ga_engine *e, const ga_move *m, ga_findings *out)
{
    int p = pidx(e, m->player);
    after_end(e, m, out);
    continues(e, m, out);
    if (e->phase == PH_START) {
        REPORT(e, m, out, "celestia.turn.phases",
               "%s announces before the captain's roll", pname(e, p));
        return 0;
    }
    if (p != e->captain)
        REPORT(e, m, out, "celestia.announce.captain",
               "%s announces, but %s is the captain", pname(e, p), pname(e, e->captain));
    int d = due(e);
    if (e->phase == PH_DECIDE && d >= 0)
        REPORT(e, m, out, "celestia.announce.early",
               "the captain announces before %s, still on board, decided", pname(e, d));
    if (e->phase == PH_SAVED) {
        if (json_array_size(json_object_get(m->args, "cards")))
            REPORT(e, m, out, "celestia.power.spyglass-cards",
                   "%s plays cards after the spyglass turned the dice blank", pname(e, p));
        return 0;
    }
    if (json_is_true(json_object_get(m->args, "crash"))) {
        e->phase = PH_ANN_CRASH;
        return 0;
    }
    int need[CE_NFACES] = {0}, turbo = 0;
    for (int i = 0; i < e->ndice; i++)
        if (e->dice[i] != CE_BLANK)
            need[e->dice[i]]++;
    size_t i;
    json_t *v;
    int rolled[CE_NFACES] = {0};
    memcpy(rolled, need, sizeof rolled);
    json_array_foreach(json_object_get(m->args, "cards"), i, v) {
        const char *c = json_string_value(v);
        int f = face_of(c);
        if (c && !strcmp(c, "turbo")) {
            turbo++;
        } else if (f < 0 || f == CE_BLANK) {
            REPORT(e, m, out, "celestia.announce.match",
                   "%s plays \"%s\", which is no equipment or turbo card", pname(e, p),
                   c ? c : "(not a string)");
        } else if (need[f] > 0) {
            need[f]--;
        } else if (!rolled[f]) {
            REPORT(e, m, out, "celestia.announce.match",
                   "%s plays a %s card, but no die shows a %s", pname(e, p), c, c);
        } else {
            REPORT(e, m, out, "celestia.announce.blank",
                   "%s plays one %s card more than the %s dice need (blanks are free)",
                   pname(e, p), c, c);
        }
    }
    int left = 0;
    for (int f = 0; f < CE_NFACES; f++)
        left += need[f];
    if (turbo > left)
        REPORT(e, m, out, "celestia.announce.turbo",
               "%s plays %d turbo card%s for %d hazard%s left unmatched", pname(e, p), turbo,
               turbo == 1 ? "" : "s", left, left == 1 ? "" : "s");
    left -= turbo < left ? turbo : left;
    if (left > 0)
        REPORT(e, m, out, "celestia.announce.short",
               "%s's cards leave %d hazard%s unmatched, yet no crash is announced", pname(e, p),
               left, left == 1 ? "" : "s");
    e->phase = PH_ANN_OK;
    return 0;
}

static int same_dice(const int *a, int na, const int *b, int nb, int mask_keep, int keep_blank)
{
    (void)nb;
    for (int i = 0; i < na; i++) {
        if ((mask_keep >> i & 1) && a[i] != b[i])
            return 0;
        if (keep_blank && a[i] != CE_BLANK && a[i] != b[i])
            return 0;
    }
    return 1;
}

static void reroll(ga_engine *e, const ga_move *m, ga_findings *out, int p, int wind)
{
    const char *card = wind ? "wind gust" : "alternate route";
    const char *code = wind ? "celestia.power.wind-gust" : "celestia.power.alternate-route";
    int ok_time = (e->phase == PH_DECIDE && due(e) < 0) || e->phase == PH_ANN_OK ||
                  e->phase == PH_ANN_CRASH;
    if (!ok_time)
        REPORT(e, m, out, code, "%s plays %s %s", pname(e, p), card,
               e->phase == PH_DECIDE ? "before every passenger decided"
                                     : "outside a journey's decisions and announcement");
    else if (!wind && !e->on[p])
        REPORT(e, m, out, code, "%s plays alternate route but is not on board", pname(e, p));
    int nd[CE_MAXDICE], n = 0;
    json_t *dv = json_object_get(m->args, "dice");
    if (!dv)
        return;
    read_dice(dv, nd, &n);
    if (n == e->ndice) {
        if (wind && !same_dice(e->dice, e->ndice, nd, n, 0, 1))
            REPORT(e, m, out, code,
                   "wind gust rerolls only blank dice, but a die that was not blank changed");
        else if (!wind && !same_dice(e->dice, e->ndice, nd, n, e->red, 0))
            REPORT(e, m, out, "celestia.power.red-die",
                   "%s rerolls a die with a red outline", card);
        memcpy(e->dice, nd, sizeof nd);
    }
    e->rerolled = wind ? 2 : 1; /* the card whose sentence says the decisions stand */
    e->phase = PH_DECIDE;
}

static int on_power(ga_engine *e, const ga_move *m, ga_findings *out)
{
    int p = pidx(e, m->player);
    const char *card = json_string_value(json_object_get(m->args, "card"));
    after_end(e, m, out);
    if (p < 0 || !card)
        return 0;
    if (e->fast)
        REPORT(e, m, out, "celestia.power.fast-play",
               "%s plays %s in the fast-play variant, which has no special cards", pname(e, p),
               card);
    if (!strcmp(card, "ejection")) {
        int t = pidx(e, json_string_value(json_object_get(m->args, "target")));
        if (!e->on[p])
            REPORT(e, m, out, "celestia.power.ejection",
                   "%s plays ejection but is not on board", pname(e, p));
        else if (t < 0 || !e->on[t] || t == e->captain || t == p)
            REPORT(e, m, out, "celestia.power.ejection",
                   "%s ejects %s, who is %s", pname(e, p), t < 0 ? "nobody" : pname(e, t),
                   t < 0 ? "not a player" : t == p ? "the player ejecting"
                   : t == e->captain ? "the captain" : "not on board");
        else if (e->phase != PH_DECIDE && e->phase != PH_START)
            REPORT(e, m, out, "celestia.power.ejection",
                   "%s ejects %s after the captain's announcement", pname(e, p), pname(e, t));
        if (t >= 0 && e->on[t] && t != e->captain && t != p)
            e->eject = t;
        return 0;
    }
    if (!strcmp(card, "jetpack")) {
        if (!e->on[p])
            REPORT(e, m, out, "celestia.power.jetpack",
                   "%s plays jetpack but is not on board", pname(e, p));
        else if (e->phase != PH_ANN_CRASH)
            REPORT(e, m, out, "celestia.power.jetpack",
                   "%s plays jetpack, but the captain has not announced a crash", pname(e, p));
        e->jetpack = p;
        return 0;
    }
    if (!strcmp(card, "alternate-route") || !strcmp(card, "wind-gust")) {
        reroll(e, m, out, p, card[0] == 'w');
        return 0;
    }
    if (!strcmp(card, "spyglass")) {
        if (e->phase != PH_ANN_CRASH) {
            REPORT(e, m, out, "celestia.power.spyglass",
                   "%s plays spyglass, but the captain has not announced a crash", pname(e, p));
            if (e->phase != PH_ANN_OK)
                return 0;
        }
        for (int i = 0; i < e->ndice; i++)
            e->dice[i] = CE_BLANK;
        e->phase = PH_SAVED;
        return 0;
    }
    if (!strcmp(card, "grappling-hook")) {
        if (e->on[p] || !e->out[p])
            REPORT(e, m, out, "celestia.power.grappling-hook",
                   "%s plays grappling hook while %s", pname(e, p),
                   e->on[p] ? "on the ship" : "not having disembarked this round");
        else if (e->phase != PH_ANN_OK)
            REPORT(e, m, out, "celestia.power.grappling-hook",
                   "%s plays grappling hook, but the captain has not announced a safe journey",
                   pname(e, p));
        long long r = 0;
        if (!e->on[p] && e->out[p]) {
            if (ga_json_int(json_object_get(m->args, "returned"), &r) && r != e->taken[p])
                REPORT(e, m, out, "celestia.power.grappling-treasure",
                       "%s gives up a treasure of %lld, but took %ld when disembarking this "
                       "round",
                       pname(e, p), r, e->taken[p]);
            if (e->taken[p] > 0)
                e->score[p] -= e->taken[p];
            if (e->taken_at[p] >= 0 && e->treasures[p][e->taken_at[p]] > 0)
                e->treasures[p][e->taken_at[p]]--;
            e->on[p] = 1;
            e->out[p] = 0;
            e->decided[p] = 1;
            e->taken[p] = -1;
            if (e->phase == PH_OVER)
                e->phase = PH_ANN_OK;
        }
        return 0;
    }
    REPORT(e, m, out, "celestia.power.unknown",
           "%s plays \"%s\", not a power card of the page (ejection, jetpack, alternate-route, "
           "wind-gust, spyglass, grappling-hook)",
           pname(e, p), card);
    return 0;
}

static int on_crash(ga_engine *e, const ga_move *m, ga_findings *out)
{
    after_end(e, m, out);
    if (e->phase == PH_ANN_OK)
        REPORT(e, m, out, "celestia.crash.matched",
               "the ship crashes, but the captain played cards matching the dice");
    else if (e->phase == PH_SAVED)
        REPORT(e, m, out, "celestia.power.spyglass-cards",
               "the ship crashes after a spyglass turned every die blank");
    else if (e->phase != PH_ANN_CRASH)
        REPORT(e, m, out, "celestia.turn.phases",
               "the ship crashes before the captain's announcement");
    e->phase = PH_CRASHED;
    e->jetpack = e->eject = -1;
    return 0;
}

static int on_round_end(ga_engine *e, const ga_move *m, ga_findings *out)
{
    after_end(e, m, out);
    if (!round_over(e)) {
        ga_buf b = {0};
        for (int p = 0; p < e->np; p++)
            if (e->on[p])
                ga_buf_printf(&b, "%s%s", b.len ? ", " : "", pname(e, p));
        REPORT(e, m, out, "celestia.round.stayed",
               "round %d ends with %s still on board and the ship not crashed", e->round,
               b.data ? b.data : "");
        ga_buf_free(&b);
    }
    json_t *cards = json_object_get(m->args, "cards");
    for (int p = 0; p < e->np; p++) {
        json_t *c = json_object_get(cards, e->h.players[p].id);
        const char *k = json_string_value(c);
        int ok = k && (!strcmp(k, "equipment") || (!e->fast && (!strcmp(k, "power") ||
                                                                 !strcmp(k, "turbo"))));
        if (!ok)
            REPORT(e, m, out, "celestia.round.card",
                   "%s draws %s at the end of round %d: each player draws one card, an %s",
                   pname(e, p), k ? k : c ? "more or other than one card" : "no card", e->round,
                   e->fast ? "equipment card (fast play has no special cards)"
                           : "equipment, power or turbo card");
    }
    if (!e->over && ended(e, NULL))
        e->over = 1;
    new_round(e);
    return 0;
}

static int on_result(ga_engine *e, const ga_move *m, ga_findings *out)
{
    e->result_seen = 1;
    if (round_over(e) && !e->over && ended(e, NULL))
        e->over = 1;
    if (!e->over) {
        long best = 0;
        for (int p = 0; p < e->np; p++)
            if (e->score[p] > best)
                best = e->score[p];
        if (e->fast)
            REPORT(e, m, out, "celestia.end.fast",
                   "the game ends, but no player has 5 different treasures at a round's end");
        else
            REPORT(e, m, out, "celestia.end.points",
                   "the game ends with the best score at %ld, below 50 at a round's end", best);
    }
    json_t *sc = json_object_get(m->args, "scores");
    long best = -1;
    for (int p = 0; p < e->np; p++) {
        long long v;
        if (ga_json_int(json_object_get(sc, e->h.players[p].id), &v) && v != e->score[p])
            REPORT(e, m, out, "celestia.end.score",
                   "%s's final score is given as %lld, but their treasures add up to %ld",
                   pname(e, p), v, e->score[p]);
        if (e->score[p] > best)
            best = e->score[p];
    }
    int claimed[CE_MAXP] = {0}, differ = 0;
    size_t i;
    json_t *v;
    json_array_foreach(json_object_get(m->args, "winners"), i, v) {
        int p = pidx(e, json_string_value(v));
        if (p >= 0)
            claimed[p] = 1;
    }
    ga_buf want = {0};
    for (int p = 0; p < e->np; p++) {
        if (claimed[p] != (e->score[p] == best))
            differ = 1;
        if (e->score[p] == best)
            ga_buf_printf(&want, "%s%s (%ld)", want.len ? ", " : "", pname(e, p), e->score[p]);
    }
    if (differ)
        REPORT(e, m, out, e->fast ? "celestia.end.fast-winner" : "celestia.end.winner",
               "the winner stated is not the player with the most points: %s",
               want.data ? want.data : "");
    ga_buf_free(&want);
    return 0;
}

static int ce_apply(ga_engine *e, const ga_move *m, ga_findings *out)
{
    static const struct {
        const char *name;
        int (*fn)(ga_engine *, const ga_move *, ga_findings *);
    } h[] = {
        {"announce", on_announce}, {"crash", on_crash},   {"disembark", on_disembark},
        {"power", on_power},       {"result", on_result}, {"roll", on_roll},
        {"round_end", on_round_end}, {"stay", on_stay},
    };
    /* An ejected player must disembark next. */
    if (e->eject >= 0 && !(strcmp(m->action, "disembark") == 0 &&
                           pidx(e, m->player) == e->eject)) {
        REPORT(e, m, out, "celestia.power.ejected",
               "%s was ejected but does not disembark (next move: %s)", pname(e, e->eject),
               m->action);
        e->eject = -1;
    }
    for (size_t i = 0; i < sizeof h / sizeof h[0]; i++)
        if (!strcmp(m->action, h[i].name))
            return h[i].fn(e, m, out);
    return 0;
}

static int ce_finish(ga_engine *e, ga_findings *out)
{
    (void)e;
    (void)out;
    return 0;
}

static int ce_dump(const ga_engine *e, ga_buf *out)
{
    static const char *const ph[] = {"before the roll", "passengers deciding",
                                     "announced: flying on", "announced: crash",
                                     "saved by a spyglass", "crashed", "everyone disembarked"};
    ga_buf_printf(out, "round %d, ship at land %d (number %d), %s; captain %s%s\n", e->round,
                  e->at + 1, land_number(e), ph[e->phase],
                  e->captain >= 0 ? pname(e, e->captain) : "-", e->fast ? "; fast play" : "");
    ga_buf_printf(out, "dice:");
    for (int i = 0; i < e->ndice; i++)
        ga_buf_printf(out, " %s%s", faces[e->dice[i]], e->red >> i & 1 ? "(red)" : "");
    ga_buf_printf(out, "\n");
    for (int p = 0; p < e->np; p++)
        ga_buf_printf(out, "%s: %ld points, %d different treasures, %s\n", pname(e, p),
                      e->score[p], kinds(e, p),
                      e->on[p] ? "on board" : "disembarked");
    return 0;
}

static void ce_free(ga_engine *e)
{
    if (!e)
        return;
    ga_header_clear(&e->h);
    free(e);
}

static int ce_new(ga_engine **out, const ga_header *h, const ga_ruleset *rules, ga_error *err)
{
    (void)rules;
    *out = NULL;
    ga_engine *e = calloc(1, sizeof *e);
    if (!e || ga_header_copy(&e->h, h)) {
        ce_free(e);
        return ga_error_set(err, GA_ENOMEM, h->file, 0, "out of memory");
    }
    e->np = h->nplayers < CE_MAXP ? (int)h->nplayers : CE_MAXP;
    json_t *su = h->setup;
    e->fast = json_is_true(json_object_get(su, "fast_play"));
    e->nlands = CE_MAXLANDS;
    json_t *ls = json_object_get(su, "lands");
    if (json_is_array(ls) && json_array_size(ls) >= 2 && json_array_size(ls) <= CE_MAXLANDS) {
        size_t i;
        json_t *l;
        int plus_seen = 0, ok = 1;
        json_array_foreach(ls, i, l) {
            long long num, dice;
            if (!ga_json_int(json_object_get(l, "number"), &num) || num < 0 || num > 1000)
                ok = 0;
            else
                e->lands[i].number = (int)num;
            if (ga_json_int(json_object_get(l, "dice"), &dice) && dice >= 2 &&
                dice <= CE_MAXDICE)
                e->lands[i].dice = (int)dice;
            e->lands[i].plus = json_is_true(json_object_get(l, "plus"));
            if (e->lands[i].plus && plus_seen++ < CE_SPYGLASS_LANDS)
                e->lands[i].spyglass = 1;
        }
        if (ok) {
            e->known = 1;
            e->nlands = (int)json_array_size(ls);
        }
    }
    e->round = 0;
    new_round(e);
    *out = e;
    return 0;
}

const ga_game ga_game_celestia = {
    .name = "celestia",
    .title = "Celestia",
    .wiki_page = CE_PAGE,
    .summary = "the voyage turn by turn: captain's roll (2+ dice), passengers' decisions in "
               "turn, the captain disembarking only alone and before rolling, cards played "
               "against the non-blank dice (turbo wild), crash and its lost treasures, the six "
               "power cards at their moments, treasure values from the land, the round's end "
               "card, the end at 50 points (fast play: 5 different treasures) and the winner",
    .new = ce_new,
    .apply = ce_apply,
    .finish = ce_finish,
    .dump = ce_dump,
    .free = ce_free,
    GA_TABLE(refs, refs),
    GA_TABLE(consts, consts),
    GA_TABLE(actions, actions),
    GA_TABLE(checks, checks),
    GA_TABLE(skips, skips),
    .tested_on = "no real Celestia log has been checked: no Board Game Arena log format of the "
                 "game is public. Tested on streams written from the page's own statements and "
                 "on 8 games played by tests/celestia/gen_streams.py (random legal play with "
                 "simulated hands, 2-6 players, 2 in fast play, every power card used) and 1 "
                 "stream written from the page (fixtures/celestia/), all clean; 43 known-bad "
                 "copies each give their findings",
    .example = "{\"stream\":\"gameaudit/1\",\"game\":\"celestia\",\"date\":\"2024-05-01\","
               "\"players\":[{\"id\":\"1\",\"name\":\"ann\"},{\"id\":\"2\",\"name\":\"bob\"},"
               "{\"id\":\"3\",\"name\":\"cyd\"}],\"setup\":{}}\n"
               "{\"seq\":1,\"player\":\"1\",\"action\":\"roll\",\"args\":{\"dice\":[\"cloud\","
               "\"blank\"]}}\n"
               "{\"seq\":2,\"player\":\"2\",\"action\":\"stay\",\"args\":{}}\n"
               "{\"seq\":3,\"player\":\"3\",\"action\":\"disembark\",\"args\":{\"treasure\":1}}\n"
               "{\"seq\":4,\"player\":\"1\",\"action\":\"announce\",\"args\":{\"cards\":"
               "[\"cloud\"]}}\n"
               "{\"seq\":5,\"player\":\"2\",\"action\":\"roll\",\"args\":{\"dice\":[\"pirate\","
               "\"bird\"]}}\n"
               "{\"seq\":6,\"player\":\"1\",\"action\":\"stay\",\"args\":{}}\n"
               "{\"seq\":7,\"player\":\"2\",\"action\":\"announce\",\"args\":{\"cards\":[],"
               "\"crash\":true}}\n"
               "{\"seq\":8,\"player\":null,\"action\":\"crash\",\"args\":{}}\n"
               "{\"seq\":9,\"player\":null,\"action\":\"round_end\",\"args\":{\"cards\":"
               "{\"1\":\"equipment\",\"2\":\"turbo\",\"3\":\"power\"}}}\n",
};
