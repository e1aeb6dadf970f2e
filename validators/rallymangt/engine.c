/* engine.c — Rallyman: GT (BGA "Gamehelprallymangt").  The dice plan,
 * caution symbols, focus tokens and the order of play are the shared
 * Rallyman turn (validators/rallyman/); this file adds what GT states on its
 * own: the dice per car class and tyre/weather (the Tire Dashboards), the
 * loss of control to gear 0 or 00 and its damage tokens (dice lost,
 * weather), the lost turn in 00, pit stops and the Flying Start. */
#include "../rallyman/rallyman.h"
#include "rallymangt.h"

#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------- the wiki's tables */

/* Tire Dashboards (GT6 Tires, GT5 Tires, GT4 Tires): rows /!\, Gear, Coast,
 * Brake and (GT5 only) Boost; columns Asphalt-Dry, Asphalt-Wet, Rain-Wet,
 * Rain-Dry.  GT4 and GT6 have no boost row: 0. */
const int ga_rmgt_tyres[3][5][4] = {
    {{3, 2, 3, 3}, {4, 4, 4, 4}, {3, 3, 3, 2}, {2, 1, 2, 2}, {0, 0, 0, 0}}, /* GT4 */
    {{3, 2, 3, 3}, {5, 5, 5, 5}, {2, 2, 2, 1}, {3, 1, 2, 2}, {1, 1, 1, 1}}, /* GT5 */
    {{3, 2, 3, 3}, {6, 6, 6, 6}, {2, 2, 2, 1}, {3, 1, 2, 2}, {0, 0, 0, 0}}, /* GT6 */
};
/* Car Dice (section "The Dice"): Gear, Coast, Brake, Boost dice per class. */
const int ga_rmgt_car_dice[3][4] = {{4, 3, 2, 0}, {5, 2, 3, 1}, {6, 2, 3, 0}};

/* ---------------------------------------------------------------- rules cited */

#define P "Gamehelprallymangt"
enum {
    R_ROUND, R_ORDER_SPEED, R_ORDER_DIST, R_ORDER_POS, R_STEP, R_FORWARD, R_ONCE, R_CORNER,
    R_HAZARD, R_CAUTION, R_FLAT_TOKENS, R_PROTECT_WHEN, R_PROTECT_SPEND, R_PROTECT_COST,
    R_BRAKE_ADD, R_BRAKE_SKIP, R_BOOST, R_CAR_DICE, R_TYRES, R_LOSS, R_LOSS_GEAR, R_DAMAGE_DRAW,
    R_LOST_TURN, R_RESUME, R_LOSS_TOKENS, R_LOSE_DIE, R_PIT, R_PIT_GEAR, R_PIT_TYRES,
    R_FLYING_STOP, R_FLYING_LOSS, R_RECORD, R_GT6_LOC, R_GT6_COAST, R_GT6_BRAKE,
    R_GT5_BOOST, R_CD_GT4, R_CD_GT6, R_FLYING, R_GEAR0_STOP, R_TAKE_TURNS, R_UNPLACED,
    R_MUST_PLACE, R_OVERTAKE, R_YELLOW, R_WRONG_TYRES, R_POOL, R_DMG_MAX, R_DMG_SPEED,
    R_FLY_SPACE, R_YELLOW_STAYS, R_LINE, R_TRIANGLE, R_LINE_NUM, R_YELLOW_NOTE, R_WEATHER,
    R_GT6_GEAR, R_GT5_LOC, R_GT5_GEAR, R_GT5_COAST, R_GT5_BRAKE, R_GT4_LOC, R_GT4_GEAR,
    R_GT4_COAST, R_GT4_BRAKE, R_CD_GT5, R_NREFS
};
static const ga_rule_ref refs[R_NREFS] = {
    [R_ROUND] = {"rallymangt.round", P, "Rounds", "Each player gets one turn each round"},
    [R_ORDER_SPEED] = {"rallymangt.order.speed", P, "Determining Turn Order",
                       "The car with the highest Gear marker always plays first"},
    [R_ORDER_DIST] = {"rallymangt.order.distance", P, "Determining Turn Order",
                      "The car furthest ahead plays first"},
    [R_ORDER_POS] = {"rallymangt.order.position", P, "Determining Turn Order",
                     "the car situated on the inside lane of the current or next corner plays "
                     "first"},
    [R_STEP] = {"rallymangt.gear-step", P, "Planning Your Turn",
                "may go up or down one gear (or stay the same with a white die)"},
    [R_FORWARD] = {"rallymangt.forward", P, "Planning Your Turn",
                   "You must always be moving forward"},
    [R_ONCE] = {"rallymangt.die-once", P, "Planning Your Turn",
                "Each die may only be used once per turn"},
    [R_CORNER] = {"rallymangt.corner-limit", P, "Corners",
                  "Exceed this number and you will lose control"},
    [R_HAZARD] = {"rallymangt.caution-space", P, "Corners",
                  "The caution symbol gives one extra caution result when moving"},
    [R_CAUTION] = {"rallymangt.caution-limit", P, "Rolling Your Dice and Moving",
                   "Meet or exceed the safe number of caution symbols (generally three), and "
                   "you will lose control"},
    [R_FLAT_TOKENS] = {"rallymangt.flat-out-tokens", P, "Flat out: All the dice at once",
                       "one per gear or coast die (not brake or boost die) you rolled"},
    [R_PROTECT_WHEN] = {"rallymangt.protect-one-at-a-time", P, "One at a time",
                        "While you are rolling your dice one at a time, you may find that you "
                        "are at risk of losing control"},
    [R_PROTECT_SPEND] = {"rallymangt.protect-spend", P, "One at a time",
                         "You can spend the focus tokens you earned earlier to secure your dice"},
    [R_PROTECT_COST] = {"rallymangt.protect-cost", P, "One at a time",
                        "the first die costs one, the second another two, the third another "
                        "three"},
    [R_BRAKE_ADD] = {"rallymangt.brake-added", P, "The Dice",
                     "You can jump down extra gears by adding a red 'brake' die to the space "
                     "moved"},
    [R_BRAKE_SKIP] = {"rallymangt.brake-skip", P, "The Dice", "Each red die lets you skip a gear"},
    [R_BOOST] = {"rallymangt.boost", P, "The Dice",
                 "the green 'boost' die (available in GT5 races) lets you skip a gear upwards"},
    [R_CAR_DICE] = {"rallymangt.car-dice", P, "The Dice", "Car Dice"},
    [R_TYRES] = {"rallymangt.tyres", P, "Tire Dashboards",
                 "Here are the available dice for each type of tire and weather condition"},
    [R_LOSS] = {"rallymangt.loss", P, "Losing Control",
                "If you meet or exceed your limit, you will lose control"},
    [R_LOSS_GEAR] = {"rallymangt.loss-gear", P, "Losing Control",
                     "You might lose all speed to 'gear' 0, or go off the track in 'gear' 00"},
    [R_DAMAGE_DRAW] = {"rallymangt.damage-draw", P, "Losing Control",
                       "For each black damage marker in the table a \"Damage\" token will be "
                       "randomly drawn for you"},
    [R_LOST_TURN] = {"rallymangt.gear-00", P, "Losing Control",
                     "Gear 00: In this gear you simply lose a turn"},
    [R_RESUME] = {"rallymangt.resume-gear-1", P, "Losing Control",
                  "Next turn you will resume as normal, starting from gear 1"},
    [R_LOSS_TOKENS] = {"rallymangt.loss-tokens", P, "Losing Control",
                       "Even if you lose control, you will still get your focus tokens"},
    [R_LOSE_DIE] = {"rallymangt.lose-die", P, "Damage",
                    "you will have one less die of that color to use on your turn"},
    [R_PIT] = {"rallymangt.pit", P, "Pit Stops",
               "you must end your turn in 1st Gear in a space with no speed or restrictions"},
    [R_PIT_GEAR] = {"rallymangt.pit-gear", P, "Pit Stops",
                    "While you are in the pit your gear is either 0 or 00"},
    [R_PIT_TYRES] = {"rallymangt.pit-tyres", P, "Pit Stops",
                     "you can choose which tires you want"},
    [R_FLYING_STOP] = {"rallymangt.flying-start", P, "Flying Start",
                       "if it's a caution symbol, your turn ends immediately"},
    [R_FLYING_LOSS] = {"rallymangt.flying-loss", P, "Flying Start",
                       "the Loss of Control is ignored"},
    /* table rows.  A phrase without '|' names the first cell of its section holding
     * it (the GT6 table comes first); a phrase with '|' names a row by its cells as
     * coverage prints them, and "#N" its Nth occurrence: the three tyre tables share
     * rows word for word (/!\ in all three, Coast and Brake in GT6 and GT5). */
    [R_GT6_LOC] = {"rallymangt.tyres.gt6-caution-limit", P, "Tire Dashboards", "/!\\"},
    [R_GT6_COAST] = {"rallymangt.tyres.gt6-coast", P, "Tire Dashboards", "Coast"},
    [R_GT6_BRAKE] = {"rallymangt.tyres.gt6-brake", P, "Tire Dashboards", "Brake"},
    [R_GT5_BOOST] = {"rallymangt.tyres.gt5-boost", P, "Tire Dashboards", "Boost"},
    [R_CD_GT4] = {"rallymangt.car-dice.gt4", P, "The Dice", "GT4"},
    [R_CD_GT6] = {"rallymangt.car-dice.gt6", P, "The Dice", "GT6"},
    [R_FLYING] = {"rallymangt.flying-start-gear-2", P, "Flying Start",
                  "you can go straight to Gear 2 instead of Gear 1 when starting from 0"},
    [R_GEAR0_STOP] = {"rallymangt.gear-0", P, "Losing Control",
                      "Gear 0: In this gear you are just stopped in place"},
    [R_TAKE_TURNS] = {"rallymangt.turns", P, "The Turn",
                      "each player takes their turn one after the other"},
    [R_UNPLACED] = {"rallymangt.flat-out-unplaced", P, "Losing Control",
                    "You do not even have to place all of them"},
    [R_MUST_PLACE] = {"rallymangt.flat-out-placement", P, "Losing Control",
                      "you must place your dice in a way that results in loss of control"},
    [R_OVERTAKE] = {"rallymangt.overtake", P, "Overtaking",
                    "you must use a Gear die equal to or higher than the current Gear of the "
                    "opponent"},
    [R_YELLOW] = {"rallymangt.yellow-flag", P, "Damage",
                  "While the yellow flag is on the table, no player may move alongside any "
                  "other player"},
    [R_WRONG_TYRES] = {"rallymangt.wrong-tyres", P, "Damage",
                       "If you are on the wrong kind of tires, your dice pool and caution limit "
                       "will be reduced"},
    [R_POOL] = {"rallymangt.dice-pool", P, "Damage", "This reduces your dice pool"},
    [R_DMG_MAX] = {"rallymangt.damage-count", P, "Damage",
                   "0, 1, 2 or 3 of these Damage Tokens are drawn randomly for you"},
    [R_DMG_SPEED] = {"rallymangt.damage-speed", P, "Losing Control",
                     "You might also take some damage: at higher speeds (3,4,5th gear)"},
    [R_FLY_SPACE] = {"rallymangt.flying-start-space", P, "Flying Start",
                     "The car moves forward one space and stays in Gear 2"},
    [R_YELLOW_STAYS] = {"rallymangt.yellow-flag-stays", P, "Damage",
                        "if you are at speed 00, the yellow flag stays on the board, affecting "
                        "all players, until you are ready to move again"},
    [R_LINE] = {"rallymangt.inside-line", P, "Corners", "Exceed it and you will lose control"},
    [R_TRIANGLE] = {"rallymangt.caution-triangle", P, "Corners",
                    "you get an extra caution result when you pass that space in that gear"},
    [R_LINE_NUM] = {"rallymangt.inside-line-limit", P, "Corners",
                    "The number indicates the highest gear you can use to safely move between "
                    "those spaces"},
    [R_YELLOW_NOTE] = {"rallymangt.yellow-flag-overtake", P, "Overtaking",
                       "if a yellow flag is out due to damage, you cannot overtake"},
    [R_WEATHER] = {"rallymangt.weather-token", P, "Damage",
                   "The weather will change from rain to sun, or vice versa"},
    [R_GT6_GEAR] = {"rallymangt.tyres.gt6-gear", P, "Tire Dashboards", "Gear"},
    [R_GT5_LOC] = {"rallymangt.tyres.gt5-caution-limit", P, "Tire Dashboards",
                   "/!\\ | 3 | 2 | 3 | 3#2"},
    [R_GT5_GEAR] = {"rallymangt.tyres.gt5-gear", P, "Tire Dashboards", "Gear | 5 | 5 | 5 | 5"},
    [R_GT5_COAST] = {"rallymangt.tyres.gt5-coast", P, "Tire Dashboards",
                     "Coast | 2 | 2 | 2 | 1#2"},
    [R_GT5_BRAKE] = {"rallymangt.tyres.gt5-brake", P, "Tire Dashboards",
                     "Brake | 3 | 1 | 2 | 2#2"},
    [R_GT4_LOC] = {"rallymangt.tyres.gt4-caution-limit", P, "Tire Dashboards",
                   "/!\\ | 3 | 2 | 3 | 3#3"},
    [R_GT4_GEAR] = {"rallymangt.tyres.gt4-gear", P, "Tire Dashboards", "Gear | 4 | 4 | 4 | 4"},
    [R_GT4_COAST] = {"rallymangt.tyres.gt4-coast", P, "Tire Dashboards", "Coast | 3 | 3 | 3 | 2"},
    [R_GT4_BRAKE] = {"rallymangt.tyres.gt4-brake", P, "Tire Dashboards", "Brake | 2 | 1 | 2 | 2"},
    [R_CD_GT5] = {"rallymangt.car-dice.gt5", P, "The Dice", "GT5 | 5 | 2 | 3 | 1"},
    [R_RECORD] = {"rallymangt.record", NULL, NULL, NULL,
                  "gameaudit normalized stream (README, Rallyman GT vocabulary): a move the "
                  "engine cannot read"},
};

static const ga_rule_const consts[] = {
#include "consts.inc"
};

/* ---------------------------------------------------------------- checks */

#define E GA_ERROR
#define W GA_WARNING
static const ga_check_def checks[] = {
    {"rallymangt.caution.hazard", E, R_HAZARD,
     "the caution a space gives (inside line caution symbol, or a triangle in its gear) meets "
     "the limit without a loss of control",
     GA_ALSO(R_TRIANGLE)},
    {"rallymangt.caution.loss-without-cause", E, R_LOSS,
     "a loss of control is logged although no caution or speed limit caused one (flat out: "
     "the dice were not placed so as to lose control)",
     GA_ALSO(R_MUST_PLACE)},
    {"rallymangt.caution.no-loss", E, R_CAUTION,
     "the caution symbols met the tyre table's limit and no loss of control is logged (a limit "
     "of 2, asphalt tyres in the wet, cites the wrong-tyres sentence, or the Weather token's "
     "once a token turned the weather; a limit of 3 the /!\\ row of the car's class)",
     GA_ALSO(R_GT6_LOC, R_GT5_LOC, R_GT4_LOC, R_WRONG_TYRES, R_WEATHER)},
    {"rallymangt.corner.line", E, R_LINE,
     "a die crosses a dotted inside line in a gear over its number without a loss of control"},
    {"rallymangt.corner.overspeed", E, R_CORNER,
     "a die on a corner space in a gear over its limit without a loss of control"},
    {"rallymangt.damage.brake", E, R_LOSE_DIE, "more brake dice than lost red dice leave"},
    {"rallymangt.damage.coast", E, R_POOL, "more coast dice than lost white dice leave"},
    {"rallymangt.damage.gear", E, R_LOSE_DIE,
     "more gear dice than lost black dice leave (cites the Gear row of the car's class)",
     GA_ALSO(R_GT6_GEAR, R_GT5_GEAR, R_GT4_GEAR)},
    {"rallymangt.damage.low-gear", E, R_DMG_SPEED,
     "damage tokens drawn at a loss of control in gear 1 or 2"},
    {"rallymangt.damage.too-many", E, R_DMG_MAX, "more than 3 damage tokens at one loss"},
    {"rallymangt.damage.without-loss", E, R_DAMAGE_DRAW,
     "damage tokens drawn on a turn without a loss of control"},
    {"rallymangt.dice.reused", E, R_ONCE, "a gear die used twice in one turn"},
    {"rallymangt.dice.unavailable", E, R_TYRES,
     "more coast, brake or boost dice than the class's tyre table row gives (cites that row), "
     "a gear die above the class's top gear or a boost die in a class without one (cites its "
     "Car Dice row), an orange die, which no GT table gives (the tables' sentence)",
     GA_ALSO(R_GT6_COAST, R_GT5_COAST, R_GT4_COAST, R_GT6_BRAKE, R_GT5_BRAKE, R_GT4_BRAKE,
             R_GT5_BOOST, R_CD_GT4, R_CD_GT5, R_CD_GT6)},
    {"rallymangt.flat.unplaced", E, R_UNPLACED,
     "a die left unplaced outside a flat-out roll that lost control"},
    {"rallymangt.flying.goes-on", E, R_FLYING_STOP,
     "the Flying Start gear 2 die shows a caution and the car goes on"},
    {"rallymangt.flying.loss", E, R_FLYING_LOSS,
     "a loss of control logged although the Flying Start caution ended the turn"},
    {"rallymangt.flying.space", E, R_FLY_SPACE,
     "the Flying Start caution does not leave the car one space on"},
    {"rallymangt.gear.boost", E, R_BOOST, "boost dice that do not match the gears skipped up"},
    {"rallymangt.gear.brake-alone", E, R_BRAKE_ADD,
     "a brake or boost die not added to a gear die on the same space"},
    {"rallymangt.gear.skip", E, R_BRAKE_SKIP, "brake dice that do not match the gears skipped down"},
    {"rallymangt.gear.start", E, R_RESUME,
     "a car in gear 0 starts with another die than gear 1 (gear 2 with Flying Start)",
     GA_ALSO(R_FLYING, R_GEAR0_STOP)},
    {"rallymangt.gear.step", E, R_STEP,
     "a gear die more than one gear from the last without brake/boost dice"},
    {"rallymangt.loss.gear", E, R_LOSS_GEAR, "a loss of control not to gear 0 or 00"},
    {"rallymangt.loss.lost-turn", E, R_LOST_TURN, "a car in gear 00 moves on its turn"},
    {"rallymangt.move.backward", E, R_FORWARD, "a die that does not move the car forward"},
    {"rallymangt.order.distance", E, R_ORDER_DIST,
     "at equal gear, a car plays before a car further ahead"},
    {"rallymangt.order.position", E, R_ORDER_POS,
     "at equal gear and distance, the outside car plays before the inside car"},
    {"rallymangt.order.speed", E, R_ORDER_SPEED, "a car plays before a car in a higher gear"},
    {"rallymangt.overtake.slow", E, R_OVERTAKE, "a die moves alongside a car in a higher gear"},
    {"rallymangt.overtake.yellow-flag", E, R_YELLOW,
     "a die moves alongside a moving car while another car's yellow flag is out (its owner in "
     "gear 00: the flag stays until it moves again)",
     GA_ALSO(R_YELLOW_STAYS, R_YELLOW_NOTE)},
    {"rallymangt.pit.gear", E, R_PIT_GEAR, "a pit stop that leaves the car in another gear than "
     "0 or 00"},
    {"rallymangt.pit.not-allowed", E, R_PIT,
     "a pit stop not ending in 1st gear off a corner space"},
    {"rallymangt.pit.tyres", E, R_PIT_TYRES, "tyres changed without a pit stop"},
    {"rallymangt.record.bad-die", W, R_RECORD, "a die or arg of the turn cannot be read"},
    {"rallymangt.record.unknown-action", W, R_RECORD, "an action the vocabulary lacks"},
    {"rallymangt.record.unknown-car", W, R_RECORD, "a turn by a player not in the header"},
    {"rallymangt.round.missing-turn", E, R_TAKE_TURNS,
     "a car that should play in a round does not"},
    {"rallymangt.round.twice", E, R_ROUND, "a car plays twice in one round"},
    {"rallymangt.tokens.gained", E, R_FLAT_TOKENS,
     "focus tokens taken differ from one per gear/coast die rolled flat out"},
    {"rallymangt.tokens.gained-loss", E, R_LOSS_TOKENS,
     "flat out with a loss of control: the focus tokens still due differ"},
    {"rallymangt.tokens.overspent", E, R_PROTECT_SPEND,
     "more focus tokens spent on protection than the car holds"},
    {"rallymangt.tokens.protect-cost", E, R_PROTECT_COST,
     "a protected die paid another price than 1, then 2 more, then 3 more"},
    {"rallymangt.tokens.protect-flat-out", E, R_PROTECT_WHEN,
     "a die protected while rolling flat out"},
    {"rallymangt.turn.after-loss", E, R_LOSS,
     "the car moves on after the die where it lost control (over a dotted line: its sentence; "
     "by caution symbols: the caution sentence)",
     GA_ALSO(R_LINE_NUM, R_CAUTION)},
};
#undef E
#undef W

/* ---------------------------------------------------------------- hooks */

extern const ga_game ga_game_rallymangt;

static void gt_turn_setup(ga_engine *e, rm_car *c, const ga_move *m, ga_findings *out)
{
    const char *cl = ga_rm_arg_str(m->args, "class");
    if (cl) {
        if (!strcmp(cl, "GT4") || !strcmp(cl, "GT5") || !strcmp(cl, "GT6"))
            c->setup_kind = cl[2] - '4';
        else
            ga_rm_report(e, out, m, "record.bad-die", "class \"%s\" is not GT4, GT5 or GT6", cl);
    }
    const char *ty = ga_rm_arg_str(m->args, "tyres");
    int t = !ty ? -1 : !strcmp(ty, "asphalt") ? 0 : !strcmp(ty, "rain") ? 1 : -2;
    if (t == -2)
        ga_rm_report(e, out, m, "record.bad-die", "tyres \"%s\" are not asphalt or rain", ty);
    if (t >= 0) {
        if (c->tyres >= 0 && t != c->tyres && !c->pit_tyres)
            ga_rm_report(e, out, m, "pit.tyres", "%s changes from %s to %s tyres without a pit "
                         "stop to change them", c->name, c->tyres ? "rain" : "asphalt", ty);
        c->tyres = t;
    }
    c->pit_tyres = 0;
}

static void gt_avail(const ga_engine *e, const rm_car *c, int avail[RM_NKIND], int *loc,
                     int *top)
{
    int tyres = c->tyres < 0 ? 0 : c->tyres;
    int col = tyres == 0 ? (e->weather_wet ? 1 : 0) : (e->weather_wet ? 2 : 3);
    const int(*t)[4] = ga_rmgt_tyres[c->setup_kind];
    *loc = t[0][col];
    *top = ga_rmgt_car_dice[c->setup_kind][0];
    avail[RM_GEAR] = t[1][col];
    avail[RM_COAST] = t[2][col];
    avail[RM_LEADER] = 0;
    avail[RM_BRAKE] = t[3][col];
    avail[RM_BOOST] = t[4][col];
}

/* Reads "0" or "00" (string or number 0); -2 when absent, -3 when another value. */
static int gt_gear_after(const ga_move *m)
{
    const json_t *v = json_object_get(m->args, "gear_after");
    const char *s = json_string_value(v);
    if (!v)
        return -2;
    if ((s && !strcmp(s, "0")) || (json_is_integer(v) && json_integer_value(v) == 0))
        return 0;
    if (s && !strcmp(s, "00"))
        return RM_GEAR00;
    return -3;
}

static void gt_end_turn(ga_engine *e, rm_car *c, const ga_move *m, rm_turn *t, ga_findings *out)
{
    const json_t *dmg = json_object_get(m->args, "damage");
    size_t ndmg = json_array_size(dmg);
    const char *pit = ga_rm_arg_str(m->args, "pit");
    int ga = gt_gear_after(m);
    if (c->gear == RM_GEAR00) {
        if (t->n)
            ga_rm_report(e, out, m, "loss.lost-turn", "%s is in gear 00 and moves %d dice; a car "
                         "in gear 00 loses this turn and gets back on the track in gear 0",
                         c->name, t->n);
        c->gear = 0;
        return;
    }
    if (t->outcome == RM_LOSS) {
        if (ga != 0 && ga != RM_GEAR00)
            ga_rm_report(e, out, m, "loss.gear", "a loss of control leaves the car in gear %s; "
                         "it goes to gear 0 or 00", ga == -2 ? "(not stated)" : "other than 0/00");
        c->gear = ga == RM_GEAR00 ? RM_GEAR00 : 0;
        c->zero_why = ga == RM_GEAR00 ? RM_ZERO_START : RM_ZERO_LOSS;
    } else {
        if (ndmg)
            ga_rm_report(e, out, m, "damage.without-loss", "%zu damage tokens drawn without a "
                         "loss of control", ndmg);
        c->gear = t->end_gear;
    }
    if (t->outcome == RM_LOSS && ndmg > 3)
        ga_rm_report(e, out, m, "damage.too-many", "%zu damage tokens drawn at one loss of "
                     "control (0 to 3)", ndmg);
    else if (t->outcome == RM_LOSS && ndmg && t->loss_gear >= 1 && t->loss_gear <= 2)
        ga_rm_report(e, out, m, "damage.low-gear", "%zu damage tokens drawn at a loss of "
                     "control in gear %d (damage comes at higher speeds, 3rd gear and up)", ndmg,
                     t->loss_gear);
    for (size_t i = 0; i < ndmg; i++) {
        const char *tok = json_string_value(json_array_get(dmg, i));
        if (!tok)
            continue;
        if (!strcmp(tok, "yellow-flag"))
            e->yellow = (int)(c - e->car);
        if (!strcmp(tok, "black"))
            c->lost[RM_GEAR]++;
        else if (!strcmp(tok, "white"))
            c->lost[RM_COAST]++;
        else if (!strcmp(tok, "red"))
            c->lost[RM_BRAKE]++;
        else if (!strcmp(tok, "weather")) {
            e->weather_wet = !e->weather_wet;
            e->weather_turned = 1;
        }
    }
    if (pit) {
        int last_limit = 0;
        for (int i = 0; i < t->n; i++)
            if (!t->d[i].unplaced)
                last_limit = t->d[i].limit;
        if (t->outcome == RM_LOSS || t->end_gear != 1 || last_limit)
            ga_rm_report(e, out, m, "pit.not-allowed", "a pit stop after ending the turn in "
                         "gear %d%s%s", t->end_gear, last_limit ? " on a corner space" : "",
                         t->outcome == RM_LOSS ? " with a loss of control" : "");
        if (ga != 0 && ga != RM_GEAR00)
            ga_rm_report(e, out, m, "pit.gear", "a pit stop leaves the car in gear %s; it is "
                         "0 or 00 in the pit", ga == -2 ? "(not stated)" : "other than 0/00");
        c->gear = ga == RM_GEAR00 ? RM_GEAR00 : 0;
        c->zero_why = RM_ZERO_PIT;
        if (!strcmp(pit, "repair") || !strcmp(pit, "both"))
            memset(c->lost, 0, sizeof c->lost);
        if (!strcmp(pit, "tyres") || !strcmp(pit, "both"))
            c->pit_tyres = 1;
    }
    if (json_is_true(json_object_get(m->args, "finished")))
        c->finished = 1;
}

static int gt_cite(const ga_engine *e, const rm_car *c, const char *what, int arg)
{
    /* the rows of each tyre table and the Car Dice rows, by class: GT4, GT5, GT6 */
    static const int loc_row[3] = {R_GT4_LOC, R_GT5_LOC, R_GT6_LOC};
    static const int gear_row[3] = {R_GT4_GEAR, R_GT5_GEAR, R_GT6_GEAR};
    static const int coast_row[3] = {R_GT4_COAST, R_GT5_COAST, R_GT6_COAST};
    static const int brake_row[3] = {R_GT4_BRAKE, R_GT5_BRAKE, R_GT6_BRAKE};
    static const int car_row[3] = {R_CD_GT4, R_CD_GT5, R_CD_GT6};
    int cls = c->setup_kind; /* 0 GT4, 1 GT5, 2 GT6 */
    if (!strcmp(what, "caution.no-loss"))
        return arg == 2 ? (e->weather_turned ? R_WEATHER : R_WRONG_TYRES)
               : arg == 3 ? loc_row[cls] : -1;
    if (!strcmp(what, "damage.gear"))
        return gear_row[cls];
    if (!strcmp(what, "turn.after-loss"))
        return arg == RM_CAUSE_LINE ? R_LINE_NUM : arg == RM_CAUSE_CAUTION ? R_CAUTION : -1;
    if (!strcmp(what, "caution.loss-without-cause"))
        return arg ? R_MUST_PLACE : -1;
    if (!strcmp(what, "caution.hazard"))
        return arg ? R_TRIANGLE : -1;
    if (!strcmp(what, "overtake.yellow-flag"))
        return arg == 1 ? R_YELLOW_STAYS : arg == 2 ? R_YELLOW_NOTE : -1;
    if (!strcmp(what, "gear.start"))
        return e->flying ? R_FLYING : c->zero_why == RM_ZERO_LOSS ? R_GEAR0_STOP : -1;
    if (strcmp(what, "dice.unavailable"))
        return -1;
    switch (arg) {
    case 100 + RM_GEAR: /* above the class's top gear: its Car Dice row */
    case 100 + RM_BOOST: return car_row[cls];
    case RM_COAST: return coast_row[cls];
    case RM_BRAKE: return brake_row[cls];
    case RM_BOOST: return R_GT5_BOOST;
    default: return -1; /* an orange leader die: no table of the page gives one */
    }
}

static const rm_variant gt_variant = {
    .g = &ga_game_rallymangt,
    .dirt = 0,
    .turn_setup = gt_turn_setup,
    .avail = gt_avail,
    .end_turn = gt_end_turn,
    .cite = gt_cite,
};

static int gt_new(ga_engine **out, const ga_header *h, const ga_ruleset *rules, ga_error *err)
{
    (void)rules;
    int rc = ga_rm_new(out, h, &gt_variant, err);
    for (int i = 0; rc == 0 && i < (*out)->ncars; i++)
        (*out)->car[i].setup_kind = 1; /* GT5 until the turn says */
    return rc;
}

/* ---------------------------------------------------------------- vocabulary */

static const ga_arg_spec round_args[] = {
    {"number", GA_ARG_INT, 1, "round number, 1-based"},
    {NULL},
};
static const ga_arg_spec result_args[] = {
    {"ranking", GA_ARG_ARRAY, 0, "player ids, first place first (not checked: the page "
     "states no finishing rule)"},
    {NULL},
};
static const ga_arg_spec turn_args[] = {
    {"class", GA_ARG_STR, 0, "the car's class: GT4, GT5 (default) or GT6"},
    {"damage", GA_ARG_ARRAY, 0,
     "damage tokens drawn at a loss of control: black, white, red (a die lost), yellow-flag, "
     "weather, green-flag (strings)"},
    {"dice", GA_ARG_ARRAY, 1,
     "the dice in the order placed: {die: 1-6|coast|brake|boost, space: distance along the "
     "track, limit: corner speed limit, inside: inside lane, line: number of the dotted inside "
     "line crossed, hazard: extra caution results of the space (an inside-line caution "
     "symbol), triangle: the gear of the space's caution triangle, beside: gear of the car it "
     "moves alongside (\"00\" allowed), caution: the face rolled shows /!\\, protected: true, "
     "cost: focus tokens paid, placed: false (rolled flat out, left off after a loss of "
     "control)}; brake/boost dice come just before the gear die they are added to"},
    {"finished", GA_ARG_BOOL, 0, "the car crossed the finish line this turn"},
    {"gear_after", GA_ARG_ANY, 0, "after a loss of control or a pit stop: \"0\" or \"00\""},
    {"mode", GA_ARG_STR, 0, "flat-out or one-at-a-time"},
    {"outcome", GA_ARG_STR, 0, "moved (default), blocked or loss"},
    {"pit", GA_ARG_STR, 0, "a pit stop at the end of the turn: tyres, repair or both"},
    {"tokens", GA_ARG_INT, 0, "focus tokens taken this turn"},
    {"tyres", GA_ARG_STR, 0, "the car's tyres: asphalt (default) or rain"},
    {NULL},
};
static const ga_action actions[] = {
    {"result", result_args, "none (player null)", "the end of the race"},
    {"round", round_args, "none (player null)", "a new round begins (white or black)"},
    {"turn", turn_args, "the car playing",
     "one turn: the dice plan with its rolled faces, the outcome, damage and pit stop"},
};

/* ---------------------------------------------------------------- sentences that state no rule */

static const ga_rule_skip skips[] = {
    {P, "Rounds", "is made up of alternating", "the names of the rounds"},
    {P, "Rounds", "The Round marker has a white side", "a board marker"},
    {P, "Rounds", "At the end of a round the Round marker is flipped",
     "a board marker; the stream's round move marks the round"},
    {P, "Determining Turn Order", "At the beginning of each round, you must first determine",
     "announces the order rules listed below it (each checked)"},
    {P, "Determining Turn Order", "Order of play at the start of each round is determined by",
     "summary of the list below it, which is checked"},
    {P, "Determining Turn Order", "SPEED > DISTANCE > POSITION",
     "heading of the list checked below it"},
    {P, "Determining Turn Order", "Start by identifying the fastest car", "introduces the item"},
    {P, "Determining Turn Order", "If two or more cars are going at the same speed",
     "introduces the next sentence, which is checked"},
    {P, "Determining Turn Order", "A “corner” is a section of track with speed limitations",
     "a definition, no rule"},
    {P, "Determining Turn Order", "Current corner rule present only in French rule book",
     "editor's note"},
    {P, "The Turn", "Plan your turn.", "names a step; its section is checked"},
    {P, "The Turn", "Roll your dice and move your car.", "names a step; its section is checked"},
    {P, "Planning Your Turn", "players will use dice to accelerate", "an overview of what follows"},
    {P, "Planning Your Turn", "Your player board (and the summary at the top of the screen)",
     "interface help"},
    {P, "Planning Your Turn", "Each die number represents a gear", "a definition, no rule"},
    {P, "Corners", "Corner spaces have numbers in the middle", "how the board shows a corner; "
     "the log states each space's limit"},
    {P, "Corners", "Some spaces have dotted lines separating them", "how the board shows it"},
    {P, "Corners", "Note that you can safely move diagonally", "no limit of its own"},
    {P, "Show Overspeed Alarm Option", NULL, "interface option"},
    {P, "Determining Turn Order", "If cars position in corner, then current corner",
     "editor's note (a wiki comment) on which corner counts"},
    {P, "Overtaking", "Once your car is beside theirs, the rest of their movement can be at any "
     "speed", "a permission: only the die that moves alongside is held to the gear (the log "
     "marks it with beside)"},
    {P, "One at a time", "You can roll your dice one at a time, and stop at any time",
     "a permission: any stop is legal; the log lists the dice rolled"},
    {P, "Losing Control", "Next turn, just resume your movement",
     "restates gear 0; the next move is held to gear 1 by gear.start"},
    {P, "Losing Control", "you can change the order and locations of the dice you rolled",
     "a permission: the log states the placement, which is checked as placed"},
    {P, "Damage", "Cars are allowed to pass cars stopped at speed 0 or 00",
     "a permission the engine applies: moving beside a car in gear 0 or 00 is never a finding"},
    {P, "Rolling Your Dice and Moving", "Once you have planned your turn, you will roll",
     "the two rolling modes, each checked below"},
    {P, "Flat out: All the dice at once", "This is the risky but brave choice", "flavour text, no rule"},
    {P, "Flat out: All the dice at once", "These will come in handy later", "flavour text, no rule"},
    {P, "One at a time", "Sometimes you need to play it safe", "flavour text, no rule"},
    {P, "One at a time", "This way you can stop if you are at risk", "strategy advice, no rule"},
    {P, "One at a time", "Instead of rolling them you guarantee a safe result",
     "what protection does (the engine counts a protected die as safe)"},
    {P, "The Dice", "Some dice are safer than others",
     "the faces of the dice: the log states each rolled face"},
    {P, "The Dice", "For example, you could go from fourth to 1st", "worked example"},
    {P, "The Dice", "In this way you can move further on one turn", "strategy advice, no rule"},
    {P, "The Dice", "let you stay in the same gear", "the definition of a coast die"},
    {P, "Losing Control", "Consult your player board table to see what happens",
     "points to the player board, whose table the page does not give"},
    {P, "Losing Control", "By changing your speed and location at the moment", "strategy advice, no rule"},
    {P, "Damage", "There are several Damage result tokens", "the token mix"},
    {P, "Damage", "Green Flag: (Qty x 12) No damage", "a token without effect"},
    {P, "Confirm Trajectory", NULL, "interface help for the flat-out re-placement"},
    {P, "Pit Stops", "If you wish you can repair all damage", "introduces the pit stop"},
    {P, "Flying Start", "When you resolve your move, whether rolling one by one",
     "introduces the next sentence, which is checked"},
};

static const char example[] =
    "{\"stream\":\"gameaudit/1\",\"game\":\"rallymangt\",\"date\":\"2024-05-01\","
    "\"players\":[{\"id\":\"1\",\"name\":\"ann\"},{\"id\":\"2\",\"name\":\"bob\"}],"
    "\"setup\":{\"weather\":\"dry\"}}\n"
    "{\"seq\":1,\"player\":null,\"action\":\"round\",\"args\":{\"number\":1}}\n"
    "{\"seq\":2,\"player\":\"1\",\"action\":\"turn\",\"args\":{\"class\":\"GT5\","
    "\"tyres\":\"asphalt\",\"mode\":\"flat-out\",\"dice\":[{\"die\":1,\"space\":3},"
    "{\"die\":2,\"space\":4}],\"tokens\":2}}\n"
    "{\"seq\":3,\"player\":\"2\",\"action\":\"turn\",\"args\":{\"class\":\"GT4\","
    "\"tyres\":\"asphalt\",\"mode\":\"one-at-a-time\",\"dice\":[{\"die\":1,\"space\":2}],"
    "\"tokens\":0}}\n";

const ga_game ga_game_rallymangt = {
    .name = "rallymangt",
    .title = "Rallyman: GT",
    .wiki_page = P,
    .summary = "the dice plan (one gear up or down, brake and GT5 boost skips, each die once, "
               "forward only), the dice of the class and tyre/weather tables less lost dice, "
               "corner limits and caution spaces, the caution limit and the loss of control to "
               "gear 0/00, focus tokens and protection costs, the lost turn in 00, pit stops in "
               "1st gear off a corner, Flying Start, the order of play (speed, distance, lane)",
    .new = gt_new,
    .apply = ga_rm_apply,
    .finish = ga_rm_finish,
    .dump = ga_rm_dump,
    .free = ga_rm_free,
    GA_TABLE(refs, refs),
    GA_TABLE(consts, consts),
    GA_TABLE(actions, actions),
    GA_TABLE(checks, checks),
    GA_TABLE(skips, skips),
    .tested_on = "No Board Game Arena log of Rallyman: GT is public, so the engine reads the "
                 "normalized stream only. Tested on fixtures/rallymangt/: streams written from "
                 "the page's own examples and streams generated by tests/rallyman/drive.py "
                 "(random legal turns), all clean, and known-bad copies each with its expected "
                 "findings.",
    .example = example,
};
#undef P
