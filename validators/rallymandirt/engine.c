/* engine.c — Rallyman: DIRT (BGA "Gamehelprallymandirt").  The dice plan,
 * caution symbols, tokens and the order of play are the shared Rallyman turn
 * (validators/rallyman/); this file adds what DIRT states on its own: the
 * car dashboards, the staggered start, shortcuts, jumps and water hazards,
 * the time cards, the loss of control cards (SISU, spin, crash), the crash
 * damage table, damage tokens and the stage's total times. */
#include "../rallyman/rallyman.h"
#include "rallymandirt.h"

#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------- the wiki's tables */

/* Car Dashboard (section "The Dice"): columns Gravel, Gravel (Leader),
 * Asphalt, Snow; rows LOC (caution limit), Gear, Coast, Brake (blank = 0). */
const int ga_rmdirt_dashboard[4][4] = {
    /* LOC Gear Coast Brake */
    {3, 6, 2, 1}, /* Gravel */
    {3, 6, 2, 1}, /* Gravel (Leader): the coast dice are orange */
    {3, 5, 2, 0}, /* Asphalt */
    {3, 5, 2, 0}, /* Snow: the coast dice are orange */
};
/* Time Card (section "If a player has finished their movement or is
 * blocked"): seconds per gear 1..6. */
const int ga_rmdirt_time[7] = {0, 50, 40, 30, 20, 15, 10};
/* Damage Taken from a Crash: tokens per gear 1..6 and tile Yellow, Orange, Red. */
const int ga_rmdirt_crash[7][3] = {{0, 0, 0}, {0, 0, 0}, {0, 0, 1}, {0, 1, 2},
                                   {1, 2, 3}, {2, 3, 4}, {3, 4, 5}};
/* Spin and Crash cards: "60 Seconds for the turn". */
#define DIRT_LOSS_SECS 60

enum { DASH_GRAVEL, DASH_LEADER, DASH_ASPHALT, DASH_SNOW };

/* ---------------------------------------------------------------- rules cited */

#define P "Gamehelprallymandirt"
enum {
    R_ROUND, R_STAGGER, R_GEAR0, R_ORDER_DIST, R_ORDER_SPEED, R_ORDER_POS, R_STEP, R_FORWARD,
    R_ONCE, R_LEADER, R_BRAKE_ADD, R_BRAKE_SKIP, R_BOOST, R_DASH, R_CORNER, R_INSIDE,
    R_OUTSIDE, R_SHORTCUT, R_SHORTCUT_TOKEN, R_SHORT_COAST, R_JUMP_CAUTION, R_JUMP_AIR,
    R_WATER, R_WATER_BRAKE, R_CAUTION, R_FLAT_TOKENS, R_PROTECT_WHEN, R_PROTECT_SPEND,
    R_PROTECT_COST, R_LOSS, R_LOSS_TOKENS, R_END_LOSS, R_TIME, R_TIME_COAST, R_LOSS_CARD,
    R_SISU, R_SPIN, R_CRASH, R_DMG_GEAR, R_DMG_BRAKE, R_DMG_COAST, R_TOTAL, R_RECORD,
    R_ROW_LOC, R_ROW_COAST, R_TIME1, R_TIME2, R_TIME3, R_TIME4, R_TIME5, R_TIME6, R_CRASH1,
    R_CRASH2, R_CRASH3, R_CRASH4, R_CRASH5, R_LOSS_TIME, R_SISU_GEAR, R_SPIN_GEAR0,
    R_TAKE_TURNS, R_UNPLACED, R_MUST_PLACE, R_OVERTAKE, R_CORNER_METHOD, R_SLIDE_METHOD,
    R_SHORTCUT_CORNER, R_JUMP_NORMAL, R_JUMP_ONE, R_JUMP_TWO, R_TIME_MISSING, R_MINUS,
    R_MINUS_STACK, R_FOLLOW_CORNER, R_PASS_CORNER, R_FOLLOW_SLIDE, R_PASS_SLIDE,
    R_ROW_GEAR, R_ROW_BRAKE, R_CRASH6, R_CRASH_GEAR0, R_WATER_END, R_SLIDE_TWO, R_JUMP_FREE,
    R_NREFS
};
static const ga_rule_ref refs[R_NREFS] = {
    [R_ROUND] = {"rallymandirt.round", P, "Rounds", "each player getting one turn per round"},
    [R_STAGGER] = {"rallymandirt.staggered-start", P, "The Start",
                   "each player playing one additional round before the next one enters the "
                   "track"},
    [R_GEAR0] = {"rallymandirt.start-gear-0", P, "The Start",
                 "players place their car in the space behind the Starting Line and begin in "
                 "Gear 0"},
    [R_ORDER_DIST] = {"rallymandirt.order.distance", P, "Order of Play",
                      "The car in the space whose front edge is furthest along the track goes "
                      "first"},
    [R_ORDER_SPEED] = {"rallymandirt.order.speed", P, "Order of Play",
                       "If two cars are of equal distance along the track, the car in the "
                       "highest Gear goes first"},
    [R_ORDER_POS] = {"rallymandirt.order.position", P, "Order of Play",
                     "the car situated on the inside lane of the current or next corner plays "
                     "first"},
    [R_STEP] = {"rallymandirt.gear-step", P, "Choose your dice",
                "With each move you make, may go up or down one gear"},
    [R_FORWARD] = {"rallymandirt.forward", P, "Choose your dice",
                   "You must always be moving forward"},
    [R_ONCE] = {"rallymandirt.die-once", P, "Choose your dice",
                "Each die may only be used once per turn"},
    [R_LEADER] = {"rallymandirt.leader-dice", P, "The Dice",
                  "Only the first player each round uses the orange dice"},
    [R_BRAKE_ADD] = {"rallymandirt.brake-added", P, "The Dice",
                     "You can jump down extra gears by adding a red 'brake' die to the space "
                     "moved"},
    [R_BRAKE_SKIP] = {"rallymandirt.brake-skip", P, "The Dice", "Each red die lets you skip a gear"},
    [R_BOOST] = {"rallymandirt.boost", P, "The Dice",
                 "the green 'boost' die (available in R5 races) lets you skip a gear upwards"},
    [R_DASH] = {"rallymandirt.dashboard", P, "The Dice", "Car Dashboard"},
    [R_CORNER] = {"rallymandirt.corner-limit", P, "Corners",
                  "Exceed this number and you will lose control"},
    [R_INSIDE] = {"rallymandirt.corner-inside", P, "Corners",
                  "adhere to the speed limit on the inside of the corner"},
    [R_OUTSIDE] = {"rallymandirt.corner-outside", P, "Corners",
                   "adhere to the speed limits on the outside of the corner"},
    [R_SHORTCUT] = {"rallymandirt.shortcut-limit", P, "Shortcut",
                    "indicating the highest Gear a player can be in whilst occupying this "
                    "space"},
    [R_SHORTCUT_TOKEN] = {"rallymandirt.shortcut-token", P, "Shortcut",
                          "Any time you enter a Shortcut space, draw 1 Damage token from the "
                          "Damage token bag"},
    [R_SHORT_COAST] = {"rallymandirt.shortcut-coast", P, "Shortcut",
                       "The number of Coast dice a player may use each turn is reduced by one "
                       "for each of these tokens"},
    [R_JUMP_CAUTION] = {"rallymandirt.jump-caution", P, "Jump",
                        "if this die results in a /!\\ when rolled (one by one or Flat Out) you "
                        "suffer an immediate Loss on Control on the space where you land"},
    [R_JUMP_AIR] = {"rallymandirt.jump-air", P, "Jump",
                    "Follow the rules as above, moving the die 2 "
                    "spaces, but you suffer an immediate Loss of Control"},
    [R_WATER] = {"rallymandirt.water", P, "Water Hazard",
                 "To move through a Water Hazard, you must either use a Coast die or the Gear 1 "
                 "die"},
    [R_WATER_BRAKE] = {"rallymandirt.water-brake", P, "Water Hazard",
                       "You cannot use a Gear 1 die in collaboration with a Brake die"},
    [R_CAUTION] = {"rallymandirt.caution-limit", P, "Rolling Your Dice and Moving",
                   "Meet or exceed the safe number of caution symbols (generally three), and "
                   "you will lose control"},
    [R_FLAT_TOKENS] = {"rallymandirt.flat-out-tokens", P, "Flat out: All the dice at once",
                       "one per gear, coast or leader die (not brake) you rolled"},
    [R_PROTECT_WHEN] = {"rallymandirt.protect-one-at-a-time", P, "One at a time",
                        "While you are rolling your dice one at a time, you may find that you "
                        "are at risk of losing control"},
    [R_PROTECT_SPEND] = {"rallymandirt.protect-spend", P, "One at a time",
                         "You can spend the second tokens you earned earlier to secure your "
                         "dice"},
    [R_PROTECT_COST] = {"rallymandirt.protect-cost", P, "One at a time",
                        "the first die costs one, the second another two, the third another "
                        "three"},
    [R_LOSS] = {"rallymandirt.loss", P, "Losing Control",
                "If you meet or exceed your /!\\ limit, you will lose control"},
    [R_LOSS_TOKENS] = {"rallymandirt.loss-tokens", P, "Losing Control",
                       "Even if you lose control, you will still get your Second tokens"},
    [R_END_LOSS] = {"rallymandirt.turn-ends-at-loss", P, "End of the turn",
                    "They suffer a Loss of Control"},
    [R_TIME] = {"rallymandirt.time-card", P,
                "If a player has finished their movement or is blocked",
                "The player takes a Time card corresponding to their current Gear (the last "
                "Gear die they rolled)"},
    [R_TIME_COAST] = {"rallymandirt.time-coast", P,
                      "If a player has finished their movement or is blocked",
                      "they take the same Time card this turn as the one already on top of "
                      "their pile"},
    [R_LOSS_CARD] = {"rallymandirt.loss-card", P, "If a player suffers a Loss of Control",
                     "Depending on what icon the card shows, apply the following results"},
    [R_SISU] = {"rallymandirt.sisu", P, "If a player suffers a Loss of Control",
                "You suffer no damage to your car and lose very little time"},
    [R_SPIN] = {"rallymandirt.spin", P, "If a player suffers a Loss of Control",
                "Spin: 60 Seconds for the turn"},
    [R_CRASH] = {"rallymandirt.crash", P, "If a player suffers a Loss of Control",
                 "take damage based on your last gear and the Danger level of the tile"},
    [R_DMG_GEAR] = {"rallymandirt.damage-gear", P, "Damage",
                    "The number of Gear dice the player may use each turn (no matter their "
                    "value) is reduced by one"},
    [R_DMG_BRAKE] = {"rallymandirt.damage-brake", P, "Damage",
                     "The number of Brake dice the player may use each turn is reduced by one"},
    [R_DMG_COAST] = {"rallymandirt.damage-coast", P, "Damage",
                     "The number of Coast or Leader dice the player may use each turn is "
                     "reduced by one"},
    [R_TOTAL] = {"rallymandirt.total", P, "If a player has finished their movement or is blocked",
                 "Time cards dictate how many seconds you add to your overall time"},
    /* table rows: a phrase without '|' names the first cell of its section holding
     * it, so each such phrase is a cell no earlier text or row of the section holds;
     * a phrase with '|' names a row by its cells, as coverage prints them */
    [R_ROW_LOC] = {"rallymandirt.dashboard.loc", P, "The Dice", "3/!\\"},
    [R_ROW_GEAR] = {"rallymandirt.dashboard.gear", P, "The Dice", "Gear | 6 | 6 | 5 | 5"},
    [R_ROW_COAST] = {"rallymandirt.dashboard.coast", P, "The Dice", "2 (orange)"},
    [R_ROW_BRAKE] = {"rallymandirt.dashboard.brake", P, "The Dice", "Brake | 1 | 1 |"},
#define TIME_ROW(g, secs)                                                                  \
    [R_TIME##g] = {"rallymandirt.time-card." #g, P,                                        \
                   "If a player has finished their movement or is blocked", secs}
    TIME_ROW(1, "50"), TIME_ROW(2, "40"), TIME_ROW(3, "30"), TIME_ROW(4, "20"),
    TIME_ROW(5, "15"), TIME_ROW(6, "10"),
#undef TIME_ROW
#define CRASH_ROW(g)                                                                       \
    [R_CRASH##g] = {"rallymandirt.crash-damage." #g, P,                                    \
                    "If a player suffers a Loss of Control", #g}
    CRASH_ROW(1), CRASH_ROW(2), CRASH_ROW(3), CRASH_ROW(4), CRASH_ROW(5),
#undef CRASH_ROW
    /* "6" stands earlier in the section (the Time Card table): the row by its cells */
    [R_CRASH6] = {"rallymandirt.crash-damage.6", P, "If a player suffers a Loss of Control",
                  "6 | 3 | 4 | 5"},
    [R_LOSS_TIME] = {"rallymandirt.loss-time-card", P, "If a player suffers a Loss of Control",
                     "The player takes a Time card corresponding to the Gear they were in when "
                     "they suffered the Loss of Control"},
    [R_SISU_GEAR] = {"rallymandirt.sisu-gear", P, "If a player suffers a Loss of Control",
                     "You start your next turn in the Gear shown on the card"},
    [R_SPIN_GEAR0] = {"rallymandirt.spin-gear-0", P, "If a player suffers a Loss of Control",
                      "Start next turn in Gear 0"},
    /* the Crash item repeats the Spin item's sentence word for word: its 2nd occurrence */
    [R_CRASH_GEAR0] = {"rallymandirt.crash-gear-0", P, "If a player suffers a Loss of Control",
                       "Start next turn in Gear 0#2"},
    [R_WATER_END] = {"rallymandirt.water-ends", P, "Water Hazard",
                     "If not, your movement ends immediately in your current Gear"},
    [R_SLIDE_TWO] = {"rallymandirt.slide-two-spaces", P, "Sliding",
                     "When Sliding into these spaces a car effectively counts the zone as two "
                     "spaces"},
    [R_JUMP_FREE] = {"rallymandirt.jump-landing-free", P, "Jump",
                     "You may not land in spaces occupied by obstacles or other cars"},
    [R_TAKE_TURNS] = {"rallymandirt.turns", P, "The Turn",
                      "each player takes their turn one after the other"},
    [R_UNPLACED] = {"rallymandirt.flat-out-unplaced", P, "Losing Control",
                    "You do not even have to place all of them"},
    [R_MUST_PLACE] = {"rallymandirt.flat-out-placement", P, "Losing Control",
                      "you must place your dice in a way that results in loss of control"},
    [R_OVERTAKE] = {"rallymandirt.overtake", P, "Overtaking",
                    "you must use a Gear die equal to or higher than the current Gear of the "
                    "opponent"},
    [R_CORNER_METHOD] = {"rallymandirt.corner-method", P, "Corners",
                         "cannot change methods mid corner"},
    [R_SLIDE_METHOD] = {"rallymandirt.slide-method", P, "Sliding",
                        "they cannot change methods once they have entered"},
    [R_SHORTCUT_CORNER] = {"rallymandirt.shortcut-corner", P, "Shortcut",
                           "Players may enter or leave a Shortcut space from or to any space "
                           "connected to them except Corner spaces"},
    [R_JUMP_NORMAL] = {"rallymandirt.jump-normal", P, "Jump",
                       "it counts as a normal space and has no special effect"},
    [R_JUMP_ONE] = {"rallymandirt.jump-one", P, "Jump",
                    "Move the die you placed onto the Jump one space forward"},
    [R_JUMP_TWO] = {"rallymandirt.jump-two", P, "Jump", "Move the die forward 2 spaces"},
    [R_TIME_MISSING] = {"rallymandirt.time-card-taken", P,
                        "If a player has finished their movement or is blocked",
                        "and places it in front of them"},
    [R_MINUS] = {"rallymandirt.minus-1", P, "Shortcut",
                 "The maximum speed limit for all Corner spaces on this tile is reduced by 1"},
    [R_MINUS_STACK] = {"rallymandirt.minus-1-stack", P, "Shortcut",
                       "These tokens can stack"},
    [R_FOLLOW_CORNER] = {"rallymandirt.corner-follow", P, "Other Cars in Corners",
                         "another vehicle may only enter that corner if they use the same "
                         "method"},
    [R_PASS_CORNER] = {"rallymandirt.corner-no-pass", P, "Other Cars in Corners",
                       "They may then follow that car into the corner but cannot enter their "
                       "space or overtake them"},
    [R_FOLLOW_SLIDE] = {"rallymandirt.slide-follow", P, "Other cars performing a slide",
                        "another vehicle may only enter those spaces if they use the same "
                        "method"},
    [R_PASS_SLIDE] = {"rallymandirt.slide-no-pass", P, "Other cars performing a slide",
                      "They may then follow that car into the Slide but cannot enter their "
                      "space or overtake them"},
    [R_RECORD] = {"rallymandirt.record", NULL, NULL, NULL,
                  "gameaudit normalized stream (README, Rallyman DIRT vocabulary): a move the "
                  "engine cannot read"},
};

static const ga_rule_const consts[] = {
#include "consts.inc"
};

/* ---------------------------------------------------------------- checks */

#define E GA_ERROR
#define W GA_WARNING
static const ga_check_def checks[] = {
    {"rallymandirt.caution.loss-without-cause", E, R_LOSS,
     "a loss of control is logged although no caution limit, speed limit or jump caused one "
     "(flat out: the dice were not placed so as to lose control)",
     GA_ALSO(R_MUST_PLACE)},
    {"rallymandirt.caution.no-loss", E, R_ROW_LOC,
     "the caution symbols met the dashboard's limit (LOC 3) and no loss of control is logged"},
    {"rallymandirt.corner.follow", E, R_FOLLOW_CORNER,
     "a car enters a corner by another lane than a car already in it"},
    {"rallymandirt.corner.inside", E, R_INSIDE,
     "a die on an inside-lane corner space in a gear over its limit without a loss of control"},
    {"rallymandirt.corner.method", E, R_CORNER_METHOD,
     "a car changes lane (inside/outside) within one corner zone"},
    {"rallymandirt.corner.minus", E, R_MINUS,
     "a die over a corner limit lowered by -1 shortcut tokens on its tile, no loss of control",
     GA_ALSO(R_MINUS_STACK)},
    {"rallymandirt.corner.outside", E, R_OUTSIDE,
     "a die on an outside-lane (drifting) corner space over its limit without a loss of control"},
    {"rallymandirt.corner.overspeed", E, R_CORNER,
     "a die on a corner space (lane not stated) over its limit without a loss of control"},
    {"rallymandirt.corner.pass", E, R_PASS_CORNER,
     "a car moves alongside a car already in the corner"},
    {"rallymandirt.crash.damage", E, R_CRASH,
     "the damage tokens of a crash differ from the crash damage table (gear x tile danger; "
     "cites the table row of the gear), or a crash card with another time than 60 s",
     GA_ALSO(R_CRASH1, R_CRASH2, R_CRASH3, R_CRASH4, R_CRASH5, R_CRASH6)},
    {"rallymandirt.damage.brake", E, R_DMG_BRAKE, "more brake dice than brake damage leaves"},
    {"rallymandirt.damage.coast", E, R_DMG_COAST,
     "more coast/leader dice than coast damage (crash or shortcut tokens) leaves",
     GA_ALSO(R_SHORT_COAST)},
    {"rallymandirt.damage.gear", E, R_DMG_GEAR, "more gear dice than gear damage leaves"},
    {"rallymandirt.dice.leader", E, R_LEADER,
     "an orange leader die used by a car that is not the first player of the round"},
    {"rallymandirt.dice.reused", E, R_ONCE, "a gear die used twice in one turn"},
    {"rallymandirt.dice.unavailable", E, R_DASH,
     "more dice of a kind than the car dashboard has (its Coast row for coast/leader dice, its "
     "Brake row for brake dice), a gear die above its top gear (its Gear row), a boost die "
     "outside an R5 race",
     GA_ALSO(R_ROW_GEAR, R_ROW_COAST, R_ROW_BRAKE, R_BOOST)},
    {"rallymandirt.flat.unplaced", E, R_UNPLACED,
     "a die left unplaced outside a flat-out roll that lost control"},
    {"rallymandirt.gear.boost", E, R_BOOST, "boost dice that do not match the gears skipped up"},
    {"rallymandirt.gear.brake-alone", E, R_BRAKE_ADD,
     "a brake or boost die not added to a gear die on the same space"},
    {"rallymandirt.gear.skip", E, R_BRAKE_SKIP,
     "brake dice that do not match the gears skipped down"},
    {"rallymandirt.gear.start", E, R_GEAR0,
     "a car in gear 0 (at the start, after SISU, after a spin or crash) starts with another die "
     "than gear 1",
     GA_ALSO(R_SISU_GEAR, R_SPIN_GEAR0, R_CRASH_GEAR0)},
    {"rallymandirt.gear.step", E, R_STEP,
     "a gear die more than one gear from the last without brake/boost dice"},
    {"rallymandirt.jump.landing", E, R_JUMP_ONE,
     "a die on a jump lands elsewhere than the jump rules say (same space below the jump's "
     "number, one space on at it, two spaces on above it)",
     GA_ALSO(R_JUMP_NORMAL, R_JUMP_TWO)},
    {"rallymandirt.jump.no-loss", E, R_JUMP_CAUTION,
     "a die one gear over a jump shows a caution symbol and no loss of control is logged"},
    {"rallymandirt.jump.occupied", E, R_JUMP_FREE,
     "a jump lands on a space another car on the track stands on (same distance and lane, as "
     "the log states them) or that the log marks as an obstacle"},
    {"rallymandirt.jump.too-much-air", E, R_JUMP_AIR,
     "a die two or more gears over a jump and no loss of control is logged"},
    {"rallymandirt.loss.card", E, R_LOSS_CARD,
     "a loss of control without its card (sisu, spin or crash)"},
    {"rallymandirt.loss.sisu", E, R_SISU,
     "a SISU card with damage, or with another time than the time card of the gear of the loss",
     GA_ALSO(R_LOSS_TIME)},
    {"rallymandirt.loss.spin", E, R_SPIN, "a spin card with another time than 60 s, or damage"},
    {"rallymandirt.move.backward", E, R_FORWARD, "a die that does not move the car forward"},
    {"rallymandirt.order.distance", E, R_ORDER_DIST,
     "a car plays before a car further along the track"},
    {"rallymandirt.order.position", E, R_ORDER_POS,
     "at equal distance and gear, the outside car plays before the inside car"},
    {"rallymandirt.order.speed", E, R_ORDER_SPEED,
     "at equal distance, a car plays before a car in a higher gear"},
    {"rallymandirt.overtake.slow", E, R_OVERTAKE,
     "a die moves alongside a car in a higher gear"},
    {"rallymandirt.record.bad-die", W, R_RECORD, "a die of the plan cannot be read"},
    {"rallymandirt.record.unknown-action", W, R_RECORD, "an action the vocabulary lacks"},
    {"rallymandirt.record.unknown-car", W, R_RECORD, "a turn by a player not in the header"},
    {"rallymandirt.result.rank", E, R_TOTAL,
     "the logged ranking is not by total time, lowest first"},
    {"rallymandirt.result.total", E, R_TOTAL,
     "a car's logged total time differs from the sum of its time cards"},
    {"rallymandirt.round.missing-turn", E, R_TAKE_TURNS,
     "a car that should play in a round does not"},
    {"rallymandirt.round.twice", E, R_ROUND, "a car plays twice in one round"},
    {"rallymandirt.shortcut.corner", E, R_SHORTCUT_CORNER,
     "a car enters or leaves a shortcut space from or to a corner space"},
    {"rallymandirt.shortcut.no-token", E, R_SHORTCUT_TOKEN,
     "a car enters a shortcut without drawing a damage token"},
    {"rallymandirt.shortcut.overspeed", E, R_SHORTCUT,
     "a car on a shortcut space in a gear over the shortcut's number"},
    {"rallymandirt.slide.follow", E, R_FOLLOW_SLIDE,
     "a car enters a slide zone otherwise than a car already in it"},
    {"rallymandirt.slide.method", E, R_SLIDE_METHOD,
     "a car changes between sliding and entering normally within one slide zone"},
    {"rallymandirt.slide.pass", E, R_PASS_SLIDE,
     "a car moves alongside a car already sliding in the zone"},
    {"rallymandirt.slide.spaces", E, R_SLIDE_TWO,
     "a car sliding through a slide zone stops on more than the zone's two spaces"},
    {"rallymandirt.start.staggered", E, R_STAGGER,
     "a car enters the track before its round of the staggered start"},
    {"rallymandirt.time.card", E, R_TIME,
     "the time card differs from the gear of the last gear die (cites the Time Card row of "
     "that gear: 50/40/30/20/15/10 s; a movement a water hazard ended cites the water "
     "sentence: it ends in the gear of the die that entered it)",
     GA_ALSO(R_TIME1, R_TIME2, R_TIME3, R_TIME4, R_TIME5, R_TIME6, R_WATER_END)},
    {"rallymandirt.time.coast-only", E, R_TIME_COAST,
     "a coast-only turn takes another time card than the one on top of the pile"},
    {"rallymandirt.time.missing", E, R_TIME_MISSING,
     "a turn without a loss of control takes no time card"},
    {"rallymandirt.tokens.gained", E, R_FLAT_TOKENS,
     "second tokens taken differ from one per gear/coast/leader die rolled flat out"},
    {"rallymandirt.tokens.gained-loss", E, R_LOSS_TOKENS,
     "flat out with a loss of control: the tokens still due differ"},
    {"rallymandirt.tokens.overspent", E, R_PROTECT_SPEND,
     "more second tokens spent on protection than the car holds"},
    {"rallymandirt.tokens.protect-cost", E, R_PROTECT_COST,
     "a protected die paid another price than 1, then 2 more, then 3 more"},
    {"rallymandirt.tokens.protect-flat-out", E, R_PROTECT_WHEN,
     "a die protected while rolling flat out"},
    {"rallymandirt.turn.after-loss", E, R_END_LOSS,
     "the car moves on after the die where it lost control (by caution symbols: the caution "
     "sentence)",
     GA_ALSO(R_CAUTION)},
    {"rallymandirt.water.brake", E, R_WATER_BRAKE,
     "a gear 1 die with a brake die through a water hazard, and the car goes on"},
    {"rallymandirt.water.die", E, R_WATER,
     "a die other than coast or gear 1 through a water hazard, and the car goes on"},
};
#undef E
#undef W

/* ---------------------------------------------------------------- hooks */

extern const ga_game ga_game_rallymandirt;

static int dirt_dash_of(const char *s)
{
    return !s ? -1 : !strcmp(s, "gravel") ? DASH_GRAVEL : !strcmp(s, "asphalt") ? DASH_ASPHALT
                   : !strcmp(s, "snow")   ? DASH_SNOW : -1;
}

static void dirt_turn_setup(ga_engine *e, rm_car *c, const ga_move *m, ga_findings *out)
{
    const char *ds = ga_rm_arg_str(m->args, "dashboard");
    int d = dirt_dash_of(ds);
    if (ds && d < 0)
        ga_rm_report(e, out, m, "record.bad-die", "dashboard \"%s\" is not gravel, asphalt or "
                     "snow (gravel assumed)", ds);
    if (d >= 0)
        c->setup_kind = d;
    c->orange_all = c->setup_kind == DASH_SNOW;
}

static void dirt_avail(const ga_engine *e, const rm_car *c, int avail[RM_NKIND], int *loc,
                       int *top)
{
    int col = c->setup_kind;
    if (col == DASH_GRAVEL && e->leader == (int)(c - e->car))
        col = DASH_LEADER;
    *loc = ga_rmdirt_dashboard[col][0];
    *top = ga_rmdirt_dashboard[col][1];
    avail[RM_GEAR] = ga_rmdirt_dashboard[col][1];
    avail[RM_COAST] = ga_rmdirt_dashboard[col][2]; /* white and orange together */
    avail[RM_LEADER] = ga_rmdirt_dashboard[col][2];
    avail[RM_BRAKE] = ga_rmdirt_dashboard[col][3];
    /* "the green 'boost' die (available in R5 races)": one, in an R5 race only */
    avail[RM_BOOST] = e->r5 ? 1 : 0;
}

static int dirt_die_features(ga_engine *e, rm_car *c, const ga_move *m, rm_turn *t, int i,
                             ga_findings *out)
{
    rm_die *d = &t->d[i];
    if (d->kind == RM_BRAKE || d->kind == RM_BOOST)
        return 0;
    if (d->shortcut) {
        if (d->gear > d->shortcut)
            ga_rm_report(e, out, m, "shortcut.overspeed",
                         "die %d: gear %d on a shortcut space of limit %d", i + 1, d->gear,
                         d->shortcut);
        if (d->token == RM_TOK_NONE)
            ga_rm_report(e, out, m, "shortcut.no-token",
                         "die %d enters a shortcut space and no damage token is drawn", i + 1);
    }
    if (d->shortcut) {
        int before = c->limit, after = 0;
        for (int j = i - 1; j >= 0; j--)
            if (!t->d[j].unplaced && t->d[j].kind != RM_BRAKE && t->d[j].kind != RM_BOOST) {
                before = t->d[j].limit;
                break;
            }
        for (int j = i + 1; j < t->n; j++)
            if (!t->d[j].unplaced && t->d[j].kind != RM_BRAKE && t->d[j].kind != RM_BOOST) {
                after = t->d[j].limit && !t->d[j].shortcut ? t->d[j].limit : 0;
                break;
            }
        if ((before && (i > 0 || c->placed)) || after)
            ga_rm_report(e, out, m, "shortcut.corner", "die %d %s the shortcut %s a corner "
                         "space (limit %d)", i + 1, after ? "leaves" : "enters",
                         after ? "to" : "from", after ? after : before);
    }
    if (d->jump && d->jump_at >= 0) {
        int over = d->gear - d->jump;
        long want = d->jump_at + (over < 0 ? 0 : over == 0 ? 1 : 2);
        if (d->space != want)
            ga_report_rule(out, &ga_game_rallymandirt, m, "rallymandirt.jump.landing",
                           over < 0 ? R_JUMP_NORMAL : over == 0 ? R_JUMP_ONE : R_JUMP_TWO,
                           "die %d: gear %d on the jump of %d at distance %ld lands at %ld, "
                           "not %ld", i + 1, d->gear, d->jump, d->jump_at, d->space, want);
    }
    if (d->jump && d->gear >= d->jump) {
        /* the die jumps: its landing space must be free of obstacles and of cars on the
         * track (a crashed car does not count as being on it) */
        const rm_car *o = NULL;
        for (int j = 0; j < e->ncars && !o; j++) {
            const rm_car *x = &e->car[j];
            if (x != c && x->placed && !x->off_track && !x->finished && x->space == d->space &&
                x->inside >= 0 && x->inside == d->inside)
                o = x;
        }
        if (o)
            ga_rm_report(e, out, m, "jump.occupied", "die %d: gear %d on the jump of %d lands "
                         "at distance %ld in the %s lane, where %s's car stands", i + 1, d->gear,
                         d->jump, d->space, d->inside ? "inside" : "outside", o->name);
        else if (d->obstacle)
            ga_rm_report(e, out, m, "jump.occupied", "die %d: gear %d on the jump of %d lands "
                         "at distance %ld, on a space the log marks as an obstacle", i + 1,
                         d->gear, d->jump, d->space);
    }
    if (d->jump) {
        int over = d->gear - d->jump;
        if (over >= 2 || (over == 1 && d->caution && !d->protect)) {
            t->loss_at = i;
            t->loss_cause = over >= 2 ? RM_CAUSE_JUMP_AIR : RM_CAUSE_JUMP;
        }
    }
    int goes_on = 0;
    for (int j = i + 1; j < t->n; j++)
        goes_on |= !t->d[j].unplaced;
    if (d->water && goes_on) {
        int brake = i > 0 && t->d[i - 1].kind == RM_BRAKE;
        if (d->kind == RM_GEAR && d->gear == 1 && brake)
            ga_rm_report(e, out, m, "water.brake",
                         "die %d: gear 1 with a brake die through a water hazard, yet the car "
                         "goes on (its movement ends there)", i + 1);
        else if (d->kind == RM_GEAR && d->gear != 1)
            ga_rm_report(e, out, m, "water.die",
                         "die %d: gear %d through a water hazard, yet the car goes on (only a "
                         "coast die or the gear 1 die pass; else the movement ends there)",
                         i + 1, d->gear);
    }
    return 0;
}

static void dirt_damage(rm_car *c, const char *tok)
{
    if (!strcmp(tok, "gear"))
        c->lost[RM_GEAR]++;
    else if (!strcmp(tok, "brake"))
        c->lost[RM_BRAKE]++;
    else if (!strcmp(tok, "coast"))
        c->lost[RM_COAST]++;
}

/* The movement ended in a water hazard: the last die placed is a gear die in the water
 * other than gear 1, or gear 1 with a brake die. */
static int dirt_water_stop(const rm_turn *t)
{
    int last = -1;
    for (int i = 0; i < t->n; i++)
        if (!t->d[i].unplaced)
            last = i;
    if (last < 0 || !t->d[last].water || t->d[last].kind != RM_GEAR)
        return 0;
    return t->d[last].gear != 1 || (last > 0 && t->d[last - 1].kind == RM_BRAKE);
}

static void dirt_end_turn(ga_engine *e, rm_car *c, const ga_move *m, rm_turn *t,
                          ga_findings *out)
{
    static const int crash_row[7] = {R_CRASH, R_CRASH1, R_CRASH2, R_CRASH3,
                                     R_CRASH4, R_CRASH5, R_CRASH6};
    long secs = ga_rm_arg_int(m->args, "time", -1);
    const json_t *dmg = json_object_get(m->args, "damage");
    size_t ndmg = json_array_size(dmg);
    for (int i = 0; i < t->n; i++) {
        if (t->d[i].unplaced || (t->loss_at >= 0 && i > t->loss_at))
            continue;
        if (t->d[i].token == RM_TOK_COAST) {
            c->lost[RM_COAST]++;
            c->short_coast++;
        }
        if (t->d[i].token == RM_TOK_MINUS1 && t->d[i].tile)
            e->minus[t->d[i].tile]++;
    }
    if (t->outcome == RM_LOSS) {
        const char *card = ga_rm_arg_str(m->args, "card");
        int g = t->loss_gear >= 1 && t->loss_gear <= 6 ? t->loss_gear : 1;
        if (!card || (strcmp(card, "sisu") && strcmp(card, "spin") && strcmp(card, "crash"))) {
            ga_rm_report(e, out, m, "loss.card", "a loss of control with card \"%s\" (sisu, "
                         "spin or crash)", card ? card : "(none)");
        } else if (!strcmp(card, "sisu")) {
            if ((secs >= 0 && secs != ga_rmdirt_time[g]) || ndmg)
                ga_report_rule(out, &ga_game_rallymandirt, m, "rallymandirt.loss.sisu",
                               ndmg ? R_SISU : R_LOSS_TIME,
                               "SISU in gear %d: %ld s and %zu damage tokens; the card gives "
                               "the gear %d time, %d s, and no damage", g, secs, ndmg, g,
                               ga_rmdirt_time[g]);
        } else if (!strcmp(card, "spin")) {
            if ((secs >= 0 && secs != DIRT_LOSS_SECS) || ndmg)
                ga_rm_report(e, out, m, "loss.spin", "spin: %ld s and %zu damage tokens; a "
                             "spin is %d s and no damage", secs, ndmg, DIRT_LOSS_SECS);
        } else {
            const char *dz = ga_rm_arg_str(m->args, "danger");
            int col = !dz ? -1 : !strcmp(dz, "yellow") ? 0 : !strcmp(dz, "orange") ? 1
                               : !strcmp(dz, "red") ? 2 : -1;
            if (secs >= 0 && secs != DIRT_LOSS_SECS)
                ga_rm_report(e, out, m, "crash.damage", "crash: %ld s; a crash is %d s", secs,
                             DIRT_LOSS_SECS);
            else if (col < 0)
                ga_rm_report(e, out, m, "record.bad-die", "a crash without the tile's danger "
                             "(yellow, orange or red)");
            else if ((int)ndmg != ga_rmdirt_crash[g][col])
                ga_report_rule(out, &ga_game_rallymandirt, m, "rallymandirt.crash.damage",
                               crash_row[g],
                               "crash in gear %d on a %s tile: %zu damage tokens drawn, the "
                               "table gives %d", g, dz, ndmg, ga_rmdirt_crash[g][col]);
        }
        c->gear = 0;
        c->zero_why = card && !strcmp(card, "sisu")    ? RM_ZERO_SISU
                      : card && !strcmp(card, "crash") ? RM_ZERO_CRASH : RM_ZERO_LOSS;
        c->off_track = card && !strcmp(card, "crash");
    } else {
        if (secs < 0)
            ga_rm_report(e, out, m, "time.missing", "%s takes no time card this turn",
                         c->name);
        long want = t->last_black ? ga_rmdirt_time[t->last_black] : c->card_secs;
        if (secs >= 0 && want > 0 && secs != want) {
            if (t->last_black && dirt_water_stop(t))
                ga_report_rule(out, &ga_game_rallymandirt, m, "rallymandirt.time.card",
                               R_WATER_END, "time card of %ld s; the water hazard ended the "
                               "movement in gear %d (the die that entered it), whose card is "
                               "%ld s", secs, t->last_black, want);
            else if (t->last_black)
                ga_report_rule(out, &ga_game_rallymandirt, m, "rallymandirt.time.card",
                               R_TIME1 + t->last_black - 1, "time card of %ld s; the last gear "
                               "die was gear %d, whose card is %ld s", secs, t->last_black,
                               want);
            else
                ga_rm_report(e, out, m, "time.coast-only", "a coast-only turn takes %ld s; "
                             "the card on top of the pile is %ld s", secs, want);
        }
        c->gear = t->end_gear;
    }
    for (size_t i = 0; i < ndmg; i++) {
        const char *tok = json_string_value(json_array_get(dmg, i));
        if (tok)
            dirt_damage(c, tok);
    }
    if (secs >= 0) {
        c->total += secs;
        c->card_secs = secs;
    } else if (t->outcome != RM_LOSS && t->last_black)
        c->card_secs = ga_rmdirt_time[t->last_black]; /* the card the rule gives */
    if (json_is_true(json_object_get(m->args, "finished")))
        c->finished = 1;
}

static void dirt_result(ga_engine *e, const ga_move *m, ga_findings *out)
{
    const json_t *times = json_object_get(m->args, "times");
    for (int i = 0; i < e->ncars; i++) {
        long t = ga_rm_arg_int(times, e->car[i].id, -1);
        if (t >= 0 && t != e->car[i].total)
            ga_rm_report(e, out, m, "result.total", "%s's total is logged as %ld s; the time "
                         "cards taken add up to %ld s", e->car[i].name, t, e->car[i].total);
    }
    const json_t *rank = json_object_get(m->args, "ranking");
    long prev = -1;
    for (size_t i = 0; i < json_array_size(rank); i++) {
        int ci = ga_rm_car_index(e, json_string_value(json_array_get(rank, i)));
        if (ci < 0)
            continue;
        if (e->car[ci].total < prev) {
            ga_rm_report(e, out, m, "result.rank", "%s is ranked %zu with %ld s, behind a car "
                         "with %ld s (the lowest total time wins)", e->car[ci].name, i + 1,
                         e->car[ci].total, prev);
            break;
        }
        prev = e->car[ci].total;
    }
}

static int dirt_cite(const ga_engine *e, const rm_car *c, const char *what, int arg)
{
    (void)e;
    if (!strcmp(what, "dice.unavailable"))
        return arg == RM_COAST ? R_ROW_COAST : arg == 100 + RM_BOOST ? R_BOOST
               : arg == 100 + RM_GEAR ? R_ROW_GEAR
               : arg == RM_BRAKE || arg == 100 + RM_BRAKE ? R_ROW_BRAKE : -1;
    if (!strcmp(what, "gear.start"))
        return c->zero_why == RM_ZERO_SISU ? R_SISU_GEAR
               : c->zero_why == RM_ZERO_LOSS ? R_SPIN_GEAR0
               : c->zero_why == RM_ZERO_CRASH ? R_CRASH_GEAR0 : -1;
    if (!strcmp(what, "turn.after-loss"))
        return arg == RM_CAUSE_CAUTION ? R_CAUTION : -1;
    if (!strcmp(what, "caution.loss-without-cause"))
        return arg ? R_MUST_PLACE : -1;
    if (!strcmp(what, "corner.minus"))
        return arg > 1 ? R_MINUS_STACK : -1;
    if (!strcmp(what, "damage.coast"))
        return c->short_coast && c->lost[RM_COAST] <= c->short_coast ? R_SHORT_COAST : -1;
    return -1;
}

static const rm_variant dirt_variant = {
    .g = &ga_game_rallymandirt,
    .dirt = 1,
    .turn_setup = dirt_turn_setup,
    .avail = dirt_avail,
    .die_features = dirt_die_features,
    .end_turn = dirt_end_turn,
    .result = dirt_result,
    .cite = dirt_cite,
};

static int dirt_new(ga_engine **out, const ga_header *h, const ga_ruleset *rules, ga_error *err)
{
    (void)rules;
    return ga_rm_new(out, h, &dirt_variant, err);
}

/* ---------------------------------------------------------------- vocabulary */

static const ga_arg_spec round_args[] = {
    {"number", GA_ARG_INT, 1, "round number, 1-based"},
    {NULL},
};
static const ga_arg_spec result_args[] = {
    {"ranking", GA_ARG_ARRAY, 0, "player ids, first place first"},
    {"times", GA_ARG_OBJECT, 0, "player id -> total time of the stage, seconds"},
    {NULL},
};
static const ga_arg_spec turn_args[] = {
    {"card", GA_ARG_STR, 0, "loss of control card: sisu, spin or crash"},
    {"damage", GA_ARG_ARRAY, 0,
     "damage tokens drawn at a crash: gear, brake, coast or green (strings)"},
    {"danger", GA_ARG_STR, 0, "danger of the tile of a crash: yellow, orange or red"},
    {"dashboard", GA_ARG_STR, 0, "the car dashboard: gravel (default), asphalt or snow"},
    {"dice", GA_ARG_ARRAY, 1,
     "the dice in the order placed: {die: 1-6|coast|leader|brake|boost, space: distance along "
     "the track, limit: corner speed limit, inside: inside lane, zone: id of the corner or "
     "slide zone, slide: slides into it, zone_car: inside|outside|slide|normal (how a car "
     "already there took it), beside: gear of the car it moves alongside, tile: tile id, "
     "shortcut: its limit, token: ok|coast|-1 (shortcut token drawn), jump: its number, "
     "jump_at: the jump's distance, obstacle: true (the space holds an obstacle), water: "
     "true, caution: the face rolled shows /!\\, "
     "protected: true, cost: second tokens paid, placed: false (rolled flat out, left off "
     "after a loss of control)}; brake dice come just before the gear die they are added to"},
    {"finished", GA_ARG_BOOL, 0, "the car crossed the finish line this turn"},
    {"mode", GA_ARG_STR, 0, "flat-out or one-at-a-time"},
    {"outcome", GA_ARG_STR, 0, "moved (default), blocked or loss"},
    {"time", GA_ARG_INT, 0, "seconds of the time card taken"},
    {"tokens", GA_ARG_INT, 0, "second tokens taken this turn"},
    {NULL},
};
static const ga_action actions[] = {
    {"result", result_args, "none (player null)", "the end of the stage: total times, ranking"},
    {"round", round_args, "none (player null)", "a new round begins"},
    {"turn", turn_args, "the car playing",
     "one turn: the dice plan with its rolled faces, the outcome and the time card"},
};

/* ---------------------------------------------------------------- sentences that state no rule */

static const ga_rule_skip skips[] = {
    {P, "The Start", "The start of each rally stage is unique",
     "the reason for the staggered start (time trial)"},
    {P, "The Start", "Player 1 starts their first turn",
     "worked example of the staggered start, checked by start.staggered"},
    {P, "The Start", "Player 1 takes their second turn",
     "worked example of the staggered start, checked by start.staggered"},
    {P, "The Start", "Player 1 takes their third turn",
     "worked example of the staggered start, checked by start.staggered"},
    {P, "The Start", "Player 1 takes their fourth turn",
     "worked example of the staggered start, checked by start.staggered"},
    {P, "The Start", "In a four player game", "introduces the example"},
    {P, "Order of Play", "At the beginning of each round, you must first determine",
     "announces the order rules listed below it (each checked)"},
    {P, "Order of Play", "Order of play at the start of each round is determined by speed",
     "summary contradicted by the list below it (DISTANCE > SPEED > POSITION), which is checked"},
    {P, "Order of Play", "DISTANCE > SPEED > POSITION", "heading of the list checked below it"},
    {P, "Order of Play", "A “corner” is a section of track with speed limitations",
     "a definition, no rule"},
    {P, "The Turn", "During their turn a player will do the following",
     "introduces the two steps of a turn, each section checked below"},
    {P, "The Turn", "Choose your dice.", "names a step; its section is checked"},
    {P, "The Turn", "Roll your dice and move your car.", "names a step; its section is checked"},
    {P, "Choose your dice", "players will use dice to accelerate, brake, and coast",
     "an overview of what follows"},
    {P, "Choose your dice", "Each black number die represents a gear", "a definition, no rule"},
    {P, "The Dice", "Some dice are safer than others",
     "the faces of the dice: the log states each rolled face"},
    {P, "The Dice", "The Black dice are used to accelerate or decelerate progressively",
     "restates the one-gear step (gear.step)"},
    {P, "The Dice", "let you stay in the same gear", "the definition of a coast die"},
    {P, "The Dice", "For example, you could go from 6th to 4th",
     "worked example of the brake die"},
    {P, "The Dice", "In this way you can move further on one turn", "strategy advice, no rule"},
    {P, "Corners", "Corner spaces are identified by the presence of speed restrictions",
     "how the board shows a corner; the log states each space's limit"},
    {P, "Corners", "There are two ways to tackle a corner", "introduces the two lanes"},
    {P, "Corners", "This path is shorter but requires a lower Gear", "strategy advice, no rule"},
    {P, "Corners", "This path is longer but allows you to maintain a higher Gear", "strategy advice, no rule"},
    {P, "Corners", "Drifting cars are turned perpendicular to the track", "how the board shows it"},
    {P, "Sliding", "On some corners, Drivers can perform a Slide", "an overview of what follows"},
    {P, "Corners", "Some tiles have two corners adjacent to one another", "a description of the "
     "board"},
    {P, "Corners", "These are considered separate and you may change methods",
     "a permission: corners of different zone ids are never compared"},
    {P, "Sliding", "This can give them more opportunities", "strategy advice, no rule"},
    {P, "Sliding", "These spaces can either be entered normally or a car can Slide into them",
     "a permission: no log can break it"},
    {P, "Shortcut", "These spaces can be moved into when you decide to cut a corner",
     "a permission (what a shortcut is for)"},
    {P, "Shortcut", "You spray stones and mud onto the track", "flavour of the -1 token"},
    {P, "Shortcut", "You may Slide into and out of a Shortcut from and to any Slide space",
     "a permission: slide spaces are not corner spaces, so shortcut.corner never flags them"},
    {P, "Jump", "is the same Gear as the one shown, you", "the condition of the next sentence, "
     "which jump.landing checks"},
    {P, "Jump", "is one Gear higher than the one shown, you",
     "the condition of the next sentences, which jump.landing and jump.no-loss check"},
    {P, "Jump", "is two or more Gears higher than the one shown, you",
     "the condition of the next sentence, which jump.too-much-air checks"},
    {P, "Jump", "You can move the die directly forward or diagonally",
     "a permission: the log states the landing space"},
    {P, "Jump", "You may ignore any obstacles or other cars present on intervening spaces",
     "a permission: no log can break it"},
    {P, "Jump", "You may land in a corner space in the lane of your choice", "a permission: no log can break it"},
    {P, "Overtaking", "You may overtake by moving diagonally between two cars", "a permission: no log can break it"},
    {P, "Overtaking", "Once your car is beside theirs, the rest of their movement can be at any "
     "speed", "a permission: only the die that moves alongside is held to the gear (the log "
     "marks it with beside)"},
    {P, "One at a time", "You can roll your dice one at a time, and stop at any time",
     "a permission: any stop is legal; the log lists the dice rolled"},
    {P, "Losing Control", "you can change the order and locations of the dice you rolled",
     "a permission: the log states the placement, which is checked as placed"},
    {P, "Shortcut", "This takes effect at the start of the player's next turn",
     "timing only: the engine counts the token from the next turn on; within the turn it is "
     "drawn no log can break it"},
    {P, "Shortcut", "These tokens do not affect the speed limit of the Shortcut",
     "a permission the engine applies: -1 tokens never lower a shortcut's limit"},
    {P, "If a player suffers a Loss of Control", "The car does not count as being on the track",
     "a permission for the other cars (a crashed car impedes no one); the log states what "
     "each die moves beside"},
    {P, "End of the turn", "turn ends when any of the following things happen",
     "introduces the list below it, whose items are checked"},
    {P, "Sliding", "Sliding cars are turned perpendicular", "how the board shows it"},
    {P, "Shortcut", "Marked by the Shortcut symbol", "how the board shows it"},
    {P, "Shortcut", "taking your car off the road can have serious consequences", "flavour text, no rule"},
    {P, "Shortcut", "Flip the token over to its", "how the token is read"},
    {P, "Shortcut", "OK!: no damage", "a token without effect"},
    {P, "Shortcut", "You are not affected", "flavour of the -1 token"},
    {P, "Jump", "Marked by a Chevron over a number", "how the board shows it"},
    {P, "Jump", "When planning out your trajectory, place your dice as normal",
     "no rule beyond the normal plan"},
    {P, "Water Hazard", "Marked by two wavy symbols on the track", "how the board shows it"},
    {P, "Rolling Your Dice and Moving", "Once you have planned your turn, you will roll",
     "the two rolling modes, each checked below"},
    {P, "Flat out: All the dice at once", "This is the risky but brave choice", "flavour text, no rule"},
    {P, "Flat out: All the dice at once", "These will come in handy later", "flavour text, no rule"},
    {P, "Flat out: All the dice at once", "See the damage table below",
     "a pointer to another section"},
    {P, "One at a time", "Sometimes you need to play it safe", "flavour text, no rule"},
    {P, "One at a time", "This way you can stop if you are at risk", "strategy advice, no rule"},
    {P, "One at a time", "Instead of rolling them you guarantee a safe result",
     "what protection does (the engine counts a protected die as safe)"},
    {P, "Losing Control", "By changing your speed and location at the moment", "strategy advice, no rule"},
    {P, "End of the turn", "They have finished their move action", "list item: a normal end"},
    {P, "If a player suffers a Loss of Control", "A Loss of Control adds more time", "flavour text, no rule"},
    {P, "If a player suffers a Loss of Control", "on the right side of the card",
     "where the icon is printed"},
    {P, "If a player has finished their movement or is blocked",
     "The higher the Gear, the lower the number of seconds", "restates the table"},
    {P, "Damage", "There are several Damage result tokens", "introduces the list"},
    {P, "Damage", "Green Flag: No damage", "a token without effect"},
};

static const char example[] =
    "{\"stream\":\"gameaudit/1\",\"game\":\"rallymandirt\",\"date\":\"2024-05-01\","
    "\"players\":[{\"id\":\"1\",\"name\":\"ann\"},{\"id\":\"2\",\"name\":\"bob\"}],"
    "\"setup\":{}}\n"
    "{\"seq\":1,\"player\":null,\"action\":\"round\",\"args\":{\"number\":1}}\n"
    "{\"seq\":2,\"player\":\"1\",\"action\":\"turn\",\"args\":{\"dashboard\":\"gravel\","
    "\"mode\":\"flat-out\",\"dice\":[{\"die\":1,\"space\":1},{\"die\":2,\"space\":2},"
    "{\"die\":\"leader\",\"space\":3,\"caution\":true}],\"tokens\":3,\"time\":40}}\n"
    "{\"seq\":3,\"player\":null,\"action\":\"round\",\"args\":{\"number\":2}}\n"
    "{\"seq\":4,\"player\":\"1\",\"action\":\"turn\",\"args\":{\"mode\":\"one-at-a-time\","
    "\"dice\":[{\"die\":3,\"space\":4},{\"die\":\"coast\",\"space\":5,\"protected\":true,"
    "\"cost\":1}],\"tokens\":0,\"time\":30}}\n"
    "{\"seq\":5,\"player\":\"2\",\"action\":\"turn\",\"args\":{\"mode\":\"one-at-a-time\","
    "\"dice\":[{\"die\":1,\"space\":1}],\"tokens\":0,\"time\":50}}\n";

const ga_game ga_game_rallymandirt = {
    .name = "rallymandirt",
    .title = "Rallyman: DIRT",
    .wiki_page = P,
    .summary = "the dice plan (one gear up or down, brake skips, each die once, forward only), "
               "the dashboard's dice less damage, leader dice for the first player only, corner "
               "and shortcut limits, jumps (landing free of obstacles and cars) and water, slide "
               "zones (two spaces), caution limit 3 and the loss of control, "
               "second tokens and protection costs, time cards 50..10 s, SISU/spin/crash and "
               "the crash damage table, the order of play and the staggered start, total times",
    .new = dirt_new,
    .apply = ga_rm_apply,
    .finish = ga_rm_finish,
    .dump = ga_rm_dump,
    .free = ga_rm_free,
    GA_TABLE(refs, refs),
    GA_TABLE(consts, consts),
    GA_TABLE(actions, actions),
    GA_TABLE(checks, checks),
    GA_TABLE(skips, skips),
    .tested_on = "No Board Game Arena log of Rallyman: DIRT is public, so the engine reads "
                 "the normalized stream only. Tested on fixtures/rallymandirt/: streams written "
                 "from the page's own examples and streams generated by "
                 "tests/rallyman/drive.py (random legal turns), all clean, and known-bad copies "
                 "each with its expected findings.",
    .example = example,
};
#undef P
