/* engine.c — Heat: Pedal to the Metal.
 *
 * Reads Board Game Arena's Heat notifications (FORMATS.md §6; the args of
 * bga-devs/bga-heat modules/php/Core/Notifications.php) and replays each race:
 * cars on the circuit's cells (circuits.c), gears, the cards of every hand,
 * engine, play area and discard as the events move them, the speed of each
 * turn, corners crossed, Heat paid, spin-outs, slipstreams, adrenaline,
 * cooldowns, the finish and the championship totals.  A normalized stream
 * uses the same actions and args as BGA's events (the vocabulary below); a
 * BGA log's events pass through unchanged.
 *
 * Every finding cites a sentence of Gamehelpheat or Gamehelpheatchampionship.
 * After a finding the engine follows the log (the cell a car was put on, the
 * gear it revealed, the Heat it paid) so one mistake is reported once.
 */
#include "../../src/internal.h"
#include "heat.h"
#include "../validators.h"

#include <stdlib.h>
#include <string.h>

#define PAGE "Gamehelpheat"
#define CPAGE "Gamehelpheatchampionship"
#define MAXCARS 8
#define MAXCROSS 16
#define MAXLAPS 8
#define MAXPRESS 8

/* ---------------------------------------------------------------- rules */

enum {
    R_SHIFT, R_SHIFT2, R_SHIFT2_PAY, R_CARDS, R_NO_HEAT, R_SPEED, R_EXACT, R_BLOCKED,
    R_ADRENALINE, R_ADREN_USE, R_COOLDOWN, R_COOL_GEAR, R_BOOST, R_BOOST_HEAT, R_SLIP_WHEN,
    R_SLIP_ONCE, R_SLIP_DIST, R_CORNER, R_CORNER_PAY, R_CORNER_ORDER, R_SPIN, R_SPIN_BACK,
    R_SPIN_STRESS, R_SPIN_GEAR, R_DISCARD, R_REPLENISH, R_FINISH_SLIP, R_NO_LIMIT, R_WIN,
    R_LAPS, R_PAY_HEAT, R_CHAMP_UPGRADE, R_FLOODED, R_FLOODED2, R_ADREN_START, R_STATE,
    R_CHAMP_TOTAL, R_CARDS_N, R_PLUS_ADD, R_PASS, R_BOOST_BLOCK, R_ADREN_MAY, R_ADREN_SAVE,
    R_CORNER_OK, R_PLUS_CORNER, R_PAY_SPIN, R_HEAT_NEVER, R_HALL, R_COOL_HAND, R_CLEAR,
    R_PLUS_RANGE, R_PLUS_BASIC, R_PLUS_FLIP, R_UPG_PLUS, R_ZERO, R_FIVE, R_ORDER_FRONT,
    R_ORDER_BACK, R_REMAIN, R_SLIP_CORNER, R_PRESS_CHICANE, R_DIRECT, R_DIRECT_SPEED,
    R_REDUCE, R_REFRESH, R_SALVAGE, R_SCRAP, R_SUPERCOOL, R_ACCEL, R_SLIP_BOOST, R_ADJUST,
    R_FLOODED_M, R_FLOODED2_M, R_CHICANE, R_SUPERCOOL_STEP, R_ACCEL_ALL, R_SLIP_LAND, R_HEAT_OUT,
    R_CLUT_USE, R_CLUT_NOMOVE, R_CLUT_GEAR, R_RACE_LINE, R_RACE_LINE_AHEAD, R_SP_EARN, R_SP_SPIN,
    R_SP_ONCE, R_SP_USED, R_AGG_TWO, R_AGG_CHEVRON, R_AGG_GB, R_REPEAT,
    R_PRESS_LAST, R_CHICANE_SECTOR, R_CHICANE_CORNER, R_NREFS
};

static const ga_rule_ref refs[R_NREFS] = {
    [R_SHIFT] = {"heat.gear.shift", PAGE, "Shift Gears",
                 "shift it one gear up or down from that position", NULL},
    [R_SHIFT2] = {"heat.gear.shift2", PAGE, "Shift Gears",
                  "You can choose to shift your gear up/down two positions", NULL},
    [R_SHIFT2_PAY] = {"heat.gear.shift2-pay", PAGE, "Heat Cards > Shifting up/down 2 positions",
                      "you have to pay 1 Heat immediately", NULL},
    [R_CARDS] = {"heat.cards.count", PAGE, "Play Cards",
                 "Your current gear determines exactly how many cards you play from your hand",
                 NULL},
    [R_NO_HEAT] = {"heat.cards.no-heat", PAGE, "Play Cards",
                   "you can play all types of cards except for Heat cards", NULL},
    [R_SPEED] = {"heat.move.speed", PAGE, "Reveal and Move",
                 "add all values together to determine your Speed", NULL},
    [R_EXACT] = {"heat.move.exact", PAGE, "Reveal and Move",
                 "Move your car forward by exactly that many Spaces on the track", NULL},
    [R_BLOCKED] = {"heat.move.blocked", PAGE, "Reveal and Move",
                   "you are blocked and must put your car in the first Space with a free Spot "
                   "behind the cars that blocked you", NULL},
    [R_ADRENALINE] = {"heat.adrenaline.last", PAGE, "Adrenaline",
                      "Adrenaline helps the last car to move each round", NULL},
    [R_ADREN_USE] = {"heat.adrenaline.use", PAGE, "React > Adrenaline",
                     "May use your +1 Speed and/or 1 extra Cooldown", NULL},
    [R_COOLDOWN] = {"heat.cooldown.amount", PAGE, "React > Cooldown",
                    "The number in the Cooldown symbol indicates how many Heat you can move in "
                    "this way", NULL},
    [R_COOL_GEAR] = {"heat.cooldown.gear", PAGE, "React > Cooldown",
                     "driving in 1st gear (Cooldown 3) and 2nd gear (Cooldown 1)", NULL},
    [R_BOOST] = {"heat.boost.once", PAGE, "React > Boost",
                 "you may pay 1 Heat to boost once per turn", NULL},
    [R_BOOST_HEAT] = {"heat.boost.heat", PAGE, "Heat Cards > Paying Heat",
                      "If you do not have a Heat card available, you cannot choose to Boost",
                      NULL},
    [R_SLIP_WHEN] = {"heat.slip.when", PAGE, "Slipstream",
                     "Only applies if you are next to or behind another car at this point", NULL},
    [R_SLIP_ONCE] = {"heat.slip.once", PAGE, "Slipstream",
                     "You can only Slipstream once per turn", NULL},
    [R_SLIP_DIST] = {"heat.slip.distance", PAGE, "Slipstream",
                     "If you choose to Slipstream, you move 2 Spaces forward", NULL},
    [R_CORNER] = {"heat.corner.check", PAGE, "Check Corner",
                  "you must now check if your total Speed for the round exceeds the Speed Limit "
                  "of that corner", NULL},
    [R_CORNER_PAY] = {"heat.corner.pay", PAGE, "Check Corner",
                      "you pay Heat equal to the difference between your total Speed and the "
                      "Speed Limit", NULL},
    [R_CORNER_ORDER] = {"heat.corner.order", PAGE, "Check Corner",
                        "starting with the first Corner Line you crossed", NULL},
    [R_SPIN] = {"heat.spin.out", PAGE, "Check Corner > Spin Out",
                "you pay all the Heat you have and immediately spin out", NULL},
    [R_SPIN_BACK] = {"heat.spin.back", PAGE, "Check Corner > Spin Out",
                     "Move the car back to the first available Space before the Corner Line "
                     "that caused the spin out", NULL},
    [R_SPIN_STRESS] = {"heat.spin.stress", PAGE, "Check Corner > Spin Out",
                       "Take 1 extra Stress card into your hand if you are in 1st/2nd gear, or "
                       "2 extra Stress cards if you are in 3rd/4th gear", NULL},
    [R_SPIN_GEAR] = {"heat.spin.gear", PAGE, "Check Corner > Spin Out",
                     "Move your Gear pawn to 1st gear", NULL},
    [R_DISCARD] = {"heat.discard", PAGE, "Discard",
                   "You can never choose to discard Stress or Heat cards", NULL},
    [R_REPLENISH] = {"heat.replenish", PAGE, "Replenish Hand",
                     "Draw back up to 7 cards (or a hand limit specified by the Event card)",
                     NULL},
    [R_FINISH_SLIP] = {"heat.finish.slip", PAGE, "How to Win",
                       "Slipstreaming can never be used to cross the finish line", NULL},
    [R_NO_LIMIT] = {"heat.finish.no-limit", PAGE, "How to Win",
                    "Disregard any Speed Limits in corners after the finish line", NULL},
    [R_WIN] = {"heat.finish.order", PAGE, "How to Win",
               "the winner is the player whose car is furthest ahead", NULL},
    [R_LAPS] = {"heat.finish.laps", PAGE, "How to Win",
                "by being the first player to cross the finish line after the number of laps "
                "indicated", NULL},
    [R_PAY_HEAT] = {"heat.pay", PAGE, "Heat Cards > Paying Heat",
                    "you must take 1 Heat card from your Engine and move it to your discard pile",
                    NULL},
    [R_CHAMP_UPGRADE] = {"heat.champ.upgrade", PAGE, "Championship Mode",
                         "you will get one new garage upgrade per race", NULL},
    [R_FLOODED] = {"heat.rain.flooded", CPAGE, "Flooded Spaces",
                   "Shifting down a gear in Step 1 costs 1 extra Heat", NULL},
    [R_FLOODED2] = {"heat.rain.flooded2", CPAGE, "Flooded Spaces",
                    "shifting down two gears will cost 2 Heat", NULL},
    [R_ADREN_START] = {"heat.adrenaline.started", PAGE, "How to Win",
                       "The Adrenaline bonuses are still applied based on the number of cars "
                       "that started the race", NULL},
    [R_STATE] = {"heat.state", NULL, NULL, NULL,
                 "Heat rulebook, Setup and Reveal and Move: each car stands on one Spot of "
                 "the track; the log's own state must follow from its moves"},
    [R_CHAMP_TOTAL] = {"heat.champ.total", NULL, NULL, NULL,
                       "Heat rulebook, Championship: the points of each race are added up; "
                       "the player with most points wins the championship"},
    [R_CARDS_N] = {"heat.cards.per-gear", PAGE, "Play Cards",
                   "1st gear means you must play 1 card, 2nd gear is 2 cards", NULL},
    [R_PLUS_ADD] = {"heat.move.plus", PAGE, "Reveal and Move",
                    "You also add values from Upgrades (see below) and Stress cards", NULL},
    [R_PASS] = {"heat.move.pass", PAGE, "Reveal and Move",
                "Cars never prevent you from passing through them", NULL},
    [R_BOOST_BLOCK] = {"heat.boost.blocked", PAGE, "React > Boost",
                       "Move your car accordingly, you may still be blocked", NULL},
    [R_ADREN_MAY] = {"heat.adrenaline.may", PAGE, "Adrenaline",
                     "Players with Adrenaline may move 1 extra Space", NULL},
    [R_ADREN_SAVE] = {"heat.adrenaline.save", PAGE, "Adrenaline",
                      "Adrenaline cannot be saved for future rounds", NULL},
    [R_CORNER_OK] = {"heat.corner.ok", PAGE, "Check Corner",
                     "equal to or lower than the Speed Limit, nothing happens", NULL},
    [R_PLUS_CORNER] = {"heat.corner.plus", PAGE, "React > Boost",
                       "+ symbols always increase your Speed value for the purpose of the Check "
                       "Corner step", NULL},
    [R_PAY_SPIN] = {"heat.pay.spin", PAGE, "Heat Cards > Paying Heat",
                    "do not have enough Heat to pay, you spin out", NULL},
    [R_HEAT_NEVER] = {"heat.heat.never", PAGE, "Heat Cards",
                      "Heat cards can never be discarded or played from your hand", NULL},
    [R_HALL] = {"heat.finish.hall", PAGE, "How to Win",
                "all the cars that crossed the finish line are removed from the track and "
                "placed in order", NULL},
    [R_COOL_HAND] = {"heat.cooldown.hand", PAGE, "React > Cooldown",
                     "take a Heat card from your hand and put it back in your Engine", NULL},
    [R_CLEAR] = {"heat.replenish.clear", PAGE, "Replenish Hand",
                 "Take all cards from your Play Area and put them onto your discard pile", NULL},
    [R_PLUS_RANGE] = {"heat.plus.range", PAGE, "+ Symbol",
                      "add an unknown value between 1 and 4 to your Speed", NULL},
    [R_PLUS_BASIC] = {"heat.plus.basic", PAGE, "+ Symbol",
                      "If it is a Basic card (Speed symbol), add it to your Play Area", NULL},
    [R_PLUS_FLIP] = {"heat.plus.flip", PAGE, "+ Symbol",
                     "keep flipping until you find a Basic card", NULL},
    [R_UPG_PLUS] = {"heat.plus.upgrade", PAGE, "Upgrade Cards",
                    "All Upgrade Cards are discarded when resolving a + symbol", NULL},
    [R_ZERO] = {"heat.cards.zero", PAGE, "Upgrade Cards > Basic Upgrade Cards",
                "0: Zero speed movement card", NULL},
    [R_FIVE] = {"heat.cards.five", PAGE, "Upgrade Cards > Basic Upgrade Cards",
                "5: 5 speed movement card", NULL},
    [R_ORDER_FRONT] = {"heat.order.front", PAGE, "Playing a Round",
                       "starting with the frontmost car, closest to the Race Line, complete "
                       "steps 3 through 9", NULL},
    [R_ORDER_BACK] = {"heat.order.back", PAGE, "Playing a Round",
                      "proceed back through the positions completing one car", NULL},
    [R_REMAIN] = {"heat.finish.remain", PAGE, "How to Win",
                  "The remaining cars continue playing until all cars make it to the finish",
                  NULL},
    [R_DIRECT] = {"heat.upgrade.direct", PAGE, "Upgrade Cards > Garage Module Upgrade Cards",
                  "You may play this card from your hand in the React step", NULL},
    [R_DIRECT_SPEED] = {"heat.upgrade.direct-speed", PAGE,
                        "Upgrade Cards > Garage Module Upgrade Cards",
                        "it applies as if you had revealed it in step 3, including Speed value",
                        NULL},
    [R_REDUCE] = {"heat.upgrade.reduce", PAGE, "Upgrade Cards > Garage Module Upgrade Cards",
                  "discard up to the number indicated of Stress cards from your hand", NULL},
    [R_REFRESH] = {"heat.upgrade.refresh", PAGE, "Upgrade Cards > Garage Module Upgrade Cards",
                   "You may place this card back on top of your draw deck instead of "
                   "discarding it", NULL},
    [R_SALVAGE] = {"heat.upgrade.salvage", PAGE, "Upgrade Cards > Garage Module Upgrade Cards",
                   "choose up to the number indicated cards there", NULL},
    [R_SCRAP] = {"heat.upgrade.scrap", PAGE, "Upgrade Cards > Garage Module Upgrade Cards",
                 "Discard the top card of your draw deck the number of times indicated", NULL},
    [R_SUPERCOOL] = {"heat.upgrade.super-cool", PAGE,
                     "Upgrade Cards > Garage Module Upgrade Cards",
                     "remove up to # Heat cards from it", NULL},
    [R_ACCEL] = {"heat.upgrade.accelerate", PAGE, "Upgrade Cards > Garage Module Upgrade Cards",
                 "You may increase your Speed by 1 for every + symbol used by you this turn",
                 NULL},
    [R_SLIP_BOOST] = {"heat.upgrade.slipstream", PAGE,
                      "Upgrade Cards > Garage Module Upgrade Cards",
                      "your typical 2 Spaces may be increased by the number indicated", NULL},
    [R_ADJUST] = {"heat.upgrade.adjust", PAGE, "Upgrade Cards > Garage Module Upgrade Cards",
                  "If you cross Corner Lines this turn, their Speed Limit is modified by the "
                  "number indicated for you", NULL},
    [R_FLOODED_M] = {"heat.rain.flooded-main", PAGE, "Heavy Rain Expansion",
                     "Shifting down a gear in Step 1 costs 1 extra Heat", NULL},
    [R_FLOODED2_M] = {"heat.rain.flooded2-main", PAGE, "Heavy Rain Expansion",
                      "shifting down two gears will cost 2 Heat", NULL},
    [R_CHICANE] = {"heat.corner.chicane", PAGE, "Heavy Rain Expansion",
                   "composed of 2 consecutive Corner Lines with the same Speed Limit", NULL},
    [R_SUPERCOOL_STEP] = {"heat.upgrade.super-cool-step", PAGE,
                          "Upgrade Cards > Garage Module Upgrade Cards",
                          "This symbol is an Optional Symbol to be used in Step 5", NULL},
    [R_ACCEL_ALL] = {"heat.upgrade.accelerate-all", PAGE,
                     "Upgrade Cards > Garage Module Upgrade Cards",
                     "you must increase it for all + symbols used", NULL},
    [R_SLIP_LAND] = {"heat.slip.land", PAGE, "Slipstream",
                     "Slipstreaming is optional if you land next to another car, or in a Space "
                     "behind a car or cars", NULL},
    [R_HEAT_OUT] = {"heat.heat.out", PAGE, "Heat Cards",
                    "The only way to get Heat cards out of your hand and back into the Engine is "
                    "to cool down", NULL},
    [R_CLUT_USE] = {"heat.cluttered.use", PAGE, "Cluttered Hand",
                    "use as many playable cards as possible and cover the difference with Heat "
                    "cards", NULL},
    [R_CLUT_NOMOVE] = {"heat.cluttered.no-move", PAGE, "Cluttered Hand",
                       "In this case, your car does not move this turn", NULL},
    [R_CLUT_GEAR] = {"heat.cluttered.gear", PAGE, "Cluttered Hand",
                     "immediately move your Gear pawn to 1st gear, place the cards that are in "
                     "your Play Area in your Discard pile", NULL},
    [R_RACE_LINE] = {"heat.move.race-line", PAGE, "Reveal and Move",
                     "Always put your car on the Spot closest to the Race Line if available", NULL},
    [R_RACE_LINE_AHEAD] = {"heat.order.race-line", PAGE, "Reveal and Move",
                           "the car closest to the Race Line is considered ahead for all purposes",
                           NULL},
    [R_PRESS_CHICANE] = {"heat.press.chicane", CPAGE, "Chicanes",
                         "it will always be placed on the last Corner Line (when exiting the "
                         "Chicane)", NULL},
    [R_SP_EARN] = {"heat.sponsor.earn", PAGE, "Championship Mode",
                   "You will receive a sponsorship card for either a) passing the corner at a "
                   "speed two higher than the corner speed", NULL},
    [R_SP_SPIN] = {"heat.sponsor.spin", PAGE, "Championship Mode",
                   "If you spin out in either case you won't get your sponsorship this time", NULL},
    [R_SP_ONCE] = {"heat.sponsor.once", PAGE, "Championship Mode",
                   "you still only get one sponsorship card per corner each lap", NULL},
    [R_SP_USED] = {"heat.sponsor.used", PAGE, "Championship Mode",
                   "if you use the card then it will leave the game", NULL},
    [R_AGG_TWO] = {"heat.legend.two-corners", PAGE, "Heavy Rain Expansion",
                   "getting the opportunity to clear two corners in the same round", NULL},
    [R_AGG_CHEVRON] = {"heat.legend.chevron", PAGE, "Heavy Rain Expansion",
                       "it can cross one extra Corner Line this Round", NULL},
    [R_AGG_GB] = {"heat.legend.gb", PAGE, "Heavy Rain Expansion",
                  "in the corners that show a Speed limit of 6, 5 and 4", NULL},
    [R_REPEAT] = {"heat.round.repeat", PAGE, "Playing a Round",
                  "Repeat this sequence until all cars have finished the race", NULL},
    [R_PRESS_LAST] = {"heat.sponsor.chicane", PAGE, "Heavy Rain Expansion",
                      "In Championship Mode, the Press Corner is placed on the last Corner Line",
                      NULL},
    [R_CHICANE_SECTOR] = {"heat.weather.chicane-sector", PAGE, "Heavy Rain Expansion",
                          "the Sector Symbol modifies the sector after the Chicane", NULL},
    [R_CHICANE_CORNER] = {"heat.weather.chicane-corner", PAGE, "Heavy Rain Expansion",
                          "Otherwise it modifies both Corner Lines", NULL},
    [R_SLIP_CORNER] = {"heat.slip.corner", PAGE, "Slipstream",
                       "Slipstreaming does NOT increase your Speed value for the purpose of the "
                       "Check Corner step", NULL},
};

static const ga_rule_const consts[] = {
    {"heat.hand.limit", PAGE, "Replenish Hand", NULL, 0, 0, "Draw back up to 7 cards"},
    {"heat.cooldown.gear1", PAGE, "React > Cooldown", NULL, 0, 0, "1st gear (Cooldown 3)"},
    {"heat.cooldown.gear2", PAGE, "React > Cooldown", NULL, 0, 0, "2nd gear (Cooldown 1)"},
    {"heat.slip.spaces", PAGE, "Slipstream", NULL, 0, 0, "you move 2 Spaces forward"},
};

/* ---------------------------------------------------------------- checks */

static const ga_check_def checks[] = {
    {"heat.adrenaline.not-last", GA_ERROR, R_ADRENALINE,
     "adrenaline went to a car that was not the last to move (last two with 5-6 starters)",
     GA_ALSO(R_ADREN_START)},
    {"heat.adrenaline.unearned", GA_ERROR, R_ADREN_USE,
     "adrenaline's +1 speed used twice, without adrenaline, or kept from an earlier round",
     GA_ALSO(R_ADREN_MAY, R_ADREN_SAVE)},
    {"heat.boost.no-heat", GA_ERROR, R_BOOST_HEAT, "a boost with no Heat card in the engine"},
    {"heat.boost.twice", GA_ERROR, R_BOOST, "a second boost in one turn"},
    {"heat.cards.count", GA_ERROR, R_CARDS, "the number of cards played differs from the gear",
     GA_ALSO(R_CARDS_N)},
    {"heat.cards.heat", GA_ERROR, R_NO_HEAT, "a Heat card played (outside a cluttered hand)"},
    {"heat.cards.value", GA_ERROR, R_ZERO,
     "the 0 or 5 upgrade card played with another speed", GA_ALSO(R_FIVE)},
    {"heat.champ.total", GA_ERROR, R_CHAMP_TOTAL,
     "the final score differs from the race points the game logged, summed"},
    {"heat.champ.upgrade", GA_ERROR, R_CHAMP_UPGRADE,
     "more than one garage upgrade chosen by a player for one championship race"},
    {"heat.cluttered.gear", GA_ERROR, R_CLUT_GEAR,
     "the shift after a cluttered hand counted from the old gear instead of 1st"},
    {"heat.cluttered.moved", GA_ERROR, R_CLUT_NOMOVE, "a car moved in a cluttered-hand turn"},
    {"heat.cluttered.playable", GA_ERROR, R_CLUT_USE,
     "a cluttered hand covered with Heat while playable cards stayed in the hand"},
    {"heat.cooldown.gear", GA_ERROR, R_COOL_GEAR,
     "the cooldown granted by the gear is not 3 in 1st gear, 1 in 2nd, 0 above"},
    {"heat.cooldown.not-hand", GA_ERROR, R_COOL_HAND,
     "a card cooled down that is not a Heat card in the hand"},
    {"heat.cooldown.too-many", GA_ERROR, R_COOLDOWN,
     "more Heat cooled down than the turn's cooldown symbols and adrenaline allow"},
    {"heat.corner.limit", GA_ERROR, R_CORNER,
     "a corner payment at another limit than the corner's (a chicane's two lines share one)",
     GA_ALSO(R_CHICANE)},
    {"heat.corner.order", GA_ERROR, R_CORNER_ORDER,
     "corners paid out of the order they were crossed in"},
    {"heat.corner.pay", GA_ERROR, R_CORNER_PAY,
     "Heat paid for a corner differs from speed minus speed limit (paid when nothing is due, "
     "+ symbols left out, slipstream counted)", GA_ALSO(R_CORNER_OK, R_PLUS_CORNER, R_SLIP_CORNER, R_ADJUST)},
    {"heat.corner.unpaid", GA_ERROR, R_CORNER,
     "a corner crossed above its speed limit with no Heat paid and no spin-out"},
    {"heat.discard.forbidden", GA_ERROR, R_DISCARD, "a Stress or Heat card discarded",
     GA_ALSO(R_HEAT_NEVER)},
    {"heat.finish.after-line", GA_ERROR, R_NO_LIMIT,
     "Heat paid or a spin-out for a corner after the finish line"},
    {"heat.finish.early", GA_ERROR, R_REMAIN,
     "the race ended with a car neither finished nor eliminated", GA_ALSO(R_REPEAT)},
    {"heat.finish.laps", GA_ERROR, R_LAPS,
     "a car finished the race before completing the circuit's laps"},
    {"heat.finish.order", GA_ERROR, R_WIN,
     "a finishing position contradicts the order the cars crossed the line in", GA_ALSO(R_HALL)},
    {"heat.gear.heat-short", GA_ERROR, R_SHIFT2_PAY,
     "a gear shift paid with Heat the engine does not hold"},
    {"heat.gear.shift-too-far", GA_ERROR, R_SHIFT,
     "a gear shift of more than two positions"},
    {"heat.gear.shift-unpaid", GA_ERROR, R_SHIFT2,
     "a two-position gear shift without its Heat"},
    {"heat.hand.play-left", GA_ERROR, R_CLEAR,
     "a played card left in the play area when the hand is replenished"},
    {"heat.hand.replenish", GA_ERROR, R_REPLENISH,
     "the hand after drawing short of the hand limit though the deck had cards, or drawn past it "
     "(7, or the championship event's: 6 New safety regulations, 8 Record crowds)"},
    {"heat.legend.corners", GA_ERROR, R_AGG_CHEVRON,
     "a Legend crossed more corner lines in one move than allowed: one, one more from a chevron "
     "space (on Great Britain before the 6, 5 and 4 corners), never more than two there",
     GA_ALSO(R_AGG_TWO, R_AGG_GB)},
    {"heat.move.blocked", GA_ERROR, R_BLOCKED,
     "a car stopped short of its speed though a space ahead had a free spot",
     GA_ALSO(R_PASS, R_BOOST_BLOCK)},
    {"heat.move.distance", GA_ERROR, R_EXACT,
     "a car moved more spaces than its speed"},
    {"heat.move.race-line", GA_ERROR, R_RACE_LINE,
     "a car ends its move off the race line though the race-line spot of that space was free"},
    {"heat.move.speed", GA_ERROR, R_SPEED,
     "the logged speed differs from the played cards, + symbols, boost and adrenaline",
     GA_ALSO(R_PLUS_ADD, R_DIRECT_SPEED)},
    {"heat.order.sequence", GA_ERROR, R_ORDER_BACK,
     "a car took its turn before a car ahead of it in the round's order"},
    {"heat.order.turn", GA_ERROR, R_ORDER_FRONT,
     "the round's order puts a car before a car further ahead (beside it: nearer the race line)",
     GA_ALSO(R_RACE_LINE_AHEAD)},
    {"heat.pay.no-heat", GA_ERROR, R_PAY_HEAT,
     "Heat paid with a card that is not in the engine"},
    {"heat.pay.not-short", GA_ERROR, R_PAY_HEAT,
     "a claim of too little Heat to pay for played cards while the engine held enough"},
    {"heat.plus.not-basic", GA_ERROR, R_PLUS_BASIC,
     "a + symbol resolved with a card that is not a Basic speed card", GA_ALSO(R_UPG_PLUS)},
    {"heat.plus.range", GA_ERROR, R_PLUS_RANGE, "a + symbol resolved to a value outside 1-4"},
    {"heat.plus.skipped", GA_ERROR, R_PLUS_FLIP,
     "a Basic card discarded while resolving a + symbol"},
    {"heat.press.chicane", GA_ERROR, R_PRESS_CHICANE,
     "a championship race's press corner on the first line of a chicane"},
    {"heat.rain.flooded", GA_ERROR, R_FLOODED,
     "shifting down one gear from a flooded space without the extra Heat (cites the "
     "championship page in a championship, the main page otherwise)", GA_ALSO(R_FLOODED_M)},
    {"heat.rain.flooded2", GA_ERROR, R_FLOODED2,
     "shifting down two gears from a flooded space for less than 2 Heat", GA_ALSO(R_FLOODED2_M)},
    {"heat.slip.distance", GA_ERROR, R_SLIP_DIST,
     "a slipstream of other than 2 spaces (plus slipstream upgrades)", GA_ALSO(R_SLIP_BOOST)},
    {"heat.slip.finish", GA_ERROR, R_FINISH_SLIP, "a slipstream across or after the finish line"},
    {"heat.slip.no-car", GA_ERROR, R_SLIP_WHEN,
     "a slipstream with no car in the same or the next space", GA_ALSO(R_SLIP_LAND)},
    {"heat.slip.twice", GA_ERROR, R_SLIP_ONCE, "a second slipstream in one turn"},
    {"heat.spin.back", GA_ERROR, R_SPIN_BACK,
     "after a spin-out the car is not on the first available space before the corner"},
    {"heat.spin.gear", GA_ERROR, R_SPIN_GEAR,
     "the shift after a spin-out counted from the old gear instead of 1st"},
    {"heat.spin.heat", GA_ERROR, R_SPIN,
     "a spin-out that did not pay all the Heat in the engine, or with enough Heat to pay"},
    {"heat.spin.missing", GA_ERROR, R_SPIN,
     "a corner over the limit with too little Heat in the engine and no spin-out",
     GA_ALSO(R_PAY_SPIN)},
    {"heat.spin.stress", GA_ERROR, R_SPIN_STRESS,
     "a spin-out giving other than 1 Stress (gear 1-2) or 2 Stress (gear 3-4)"},
    {"heat.sponsor.kept", GA_ERROR, R_SP_USED,
     "a sponsor card played and then put on the discard pile instead of leaving the game"},
    {"heat.sponsor.missing", GA_ERROR, R_SP_EARN,
     "a press corner crossed two over its limit or by slipstream with no sponsor card drawn"},
    {"heat.sponsor.unearned", GA_ERROR, R_SP_EARN,
     "a press-corner sponsor card drawn without crossing a press corner two over its limit or by "
     "slipstream, after a spin-out, or more than one per corner and lap",
     GA_ALSO(R_SP_SPIN, R_SP_ONCE, R_PRESS_LAST)},
    {"heat.state.cell", GA_WARNING, R_STATE,
     "a move starts from another cell than the engine placed the car on"},
    {"heat.upgrade.accelerate", GA_ERROR, R_ACCEL,
     "Accelerate added other than 1 for each + symbol used this turn", GA_ALSO(R_ACCEL_ALL)},
    {"heat.upgrade.direct", GA_ERROR, R_DIRECT,
     "a card played in the react step without the Direct Play symbol, or not from the hand"},
    {"heat.upgrade.reduce", GA_ERROR, R_REDUCE,
     "more Stress discarded by Reduce Stress than its symbols allow"},
    {"heat.upgrade.refresh", GA_ERROR, R_REFRESH,
     "a card without the Refresh symbol put back on the deck"},
    {"heat.upgrade.salvage", GA_ERROR, R_SALVAGE,
     "more cards salvaged than the Salvage symbols allow"},
    {"heat.upgrade.scrap", GA_ERROR, R_SCRAP,
     "fewer cards scrapped than the Scrap symbols demand"},
    {"heat.upgrade.super-cool", GA_ERROR, R_SUPERCOOL,
     "Super Cool beyond its symbols, outside the react step, or on Heat in the hand",
     GA_ALSO(R_SUPERCOOL_STEP, R_HEAT_OUT)},
    {"heat.weather.chicane", GA_ERROR, R_CHICANE_SECTOR,
     "a road condition on a chicane off its lines: a sector symbol on the first line, a corner "
     "symbol not on both", GA_ALSO(R_CHICANE_CORNER)},
};

#define NCHECKS (sizeof checks / sizeof checks[0])

/* ---------------------------------------------------------------- skips */

static const ga_rule_skip skips[] = {
    {PAGE, "Starting Hand", NULL, "deck composition: set up by the game, no move to check"},
    {PAGE, "Playing a Round",
     "Some steps are compulsory, the rest (4-8) are all situational",
     "overview of the steps, each step's own section states its rule"},
    {PAGE, "Playing a Round", "All players complete steps 1 and 2 at the same time",
     "simultaneous and secret: a log shows gears and cards only at each car's reveal"},
    {PAGE, "Playing a Round", "1 | Shift Gears", "the step list: each step's rule is cited from its own section"},
    {PAGE, "Playing a Round", "2 | Play Cards", "the step list: each step's rule is cited from its own section"},
    {PAGE, "Playing a Round", "3 | Reveal and Move", "the step list: each step's rule is cited from its own section"},
    {PAGE, "Playing a Round", "4 | Adrenaline", "the step list: each step's rule is cited from its own section"},
    {PAGE, "Playing a Round", "5 | React", "the step list: each step's rule is cited from its own section"},
    {PAGE, "Playing a Round", "6 | Slipstream", "the step list: each step's rule is cited from its own section"},
    {PAGE, "Playing a Round", "7 | Check Corner", "the step list: each step's rule is cited from its own section"},
    {PAGE, "Playing a Round", "8 | Discard", "the step list: each step's rule is cited from its own section"},
    {PAGE, "Playing a Round", "9 | Replenish Hand", "the step list: each step's rule is cited from its own section"},
    {PAGE, "Play Cards", "Keep the 1-4 played cards facedown",
     "table-top handling: the cards are hidden until the reveal, which is what a log shows"},
    {PAGE, "Adrenaline", "It is not really a step of its own", "explanation, no rule"},
    {PAGE, "React", "In this step you get to activate symbols you have access to",
     "overview of the react step"},
    {PAGE, "React", "In the core game you have access to symbols from your current gear",
     "overview: each symbol's rule is cited from its own section (Cooldown, Boost, Adrenaline)"},
    {PAGE, "React", "Each symbol is activated and completed individually", "overview of the step, no rule"},
    {PAGE, "Discard", "You may discard cards from your hand if you do not want to save them",
     "a permission; what may not be discarded is cited from the note that follows"},
    {PAGE, "Discard", "Do so by placing them face up into your discard pile",
     "table-top handling"},
    {PAGE, "Discard", "nobody can browse through the discard piles",
     "hidden information: nothing in a log to check"},
    {PAGE, "Heat Cards",
     "As you race around the track you should use Heat to drive faster on straights and in "
     "corners", "advice and overview of the Heat cycle"},
    {PAGE, "Heat Cards", "As a consequence, Heat cards will move from your Engine to your discard pile",
     "consequence of paying Heat, cited from Paying Heat"},
    {PAGE, "Heat Cards", "Later on they will be shuffled into your draw deck",
     "deck cycling: the deck's order is hidden"},
    {PAGE, "Heat Cards", "This cycle means the same Heat card could be used several times",
     "flavour text, no rule"},
    {PAGE, "Heat Cards", "They effectively reduce your hand size", "consequence, no rule"},
    {PAGE, "Heat Cards > Shifting up/down 2 positions", "As everyone shifts gears at the same time",
     "table-top procedure (announce it)"},
    {PAGE, "Cluttered Hand", "In rare circumstances you can get stuck",
     "describes when the rule that follows applies"},
    {PAGE, "+ Symbol", "This is done by flipping the top card of your draw deck",
     "the deck's order is hidden; what is kept and what is discarded is checked from the next "
     "sentences"},
    {PAGE, "Upgrade Cards > Basic Upgrade Cards", "The Basic Game provides three upgrade cards",
     "set-up of the game, no move"},
    {PAGE, "Upgrade Cards > Basic Upgrade Cards", "They all have 3 chevrons",
     "card appearance"},
    {PAGE, "Upgrade Cards > Basic Upgrade Cards", "They also do not have the Speed Symbol",
     "card appearance"},
    {PAGE, "Upgrade Cards > Garage Module Upgrade Cards", "checks (step 7).",
     "the end of the Accelerate sentence, cut off by the page's layout"},
    {PAGE, "Upgrade Cards > Garage Module Upgrade Cards", "These cards are shuffled into your draw deck",
     "the deck's order is hidden"},
    {PAGE, "Championship Mode", "Key differences in Championship mode", "introduction"},
    {PAGE, "Championship Mode", "there are a group of races each with its own event",
     "set-up of a championship"},
    {PAGE, "Championship Mode", "Look at the TV screen style card",
     "table-top help: where to read the event"},
    {PAGE, "Championship Mode", "You don't get to find out the weather",
     "hidden information, the order of set-up"},
    {PAGE, "Championship Mode", "You can get single use",
     "overview of the sponsorship rules that follow"},
    {PAGE, "Heavy Rain Expansion", "water is flowing onto the track", "flavour: where the flooded spaces are"},
    {PAGE, "Heavy Rain Expansion", "Chicanes are a new Feature", "introduction"},
    {PAGE, "Heavy Rain Expansion", "Blue curbs are featured on both sides of the track",
     "board appearance"},
    {CPAGE, "Flooded Spaces", "water is flowing onto the track", "flavour: where the flooded spaces are"},
    {CPAGE, "Chicanes", "the Press Corner can be one of the Chicane Corner Lines",
     "a permission: where such a press corner goes is the next sentence's rule, checked"},
    {PAGE, "Upgrade Cards > Garage Module Upgrade Cards",
     "this can be used in a section of the track where no Cooldown is allowed",
     "a permission that lifts a weather restriction: nothing it forbids"},
    {PAGE, "Upgrade Cards > Garage Module Upgrade Cards", "Return these cards to your Engine spot",
     "where Super Cool's cards go: what BGA's superCoolCards event means; the cards and their "
     "number are checked from the sentence before"},
};

/* ---------------------------------------------------------------- vocabulary */

static const ga_arg_spec any_args[] = {
    {"constructor_id", GA_ARG_INT, 0, "the car (BGA constructor id; legends have their own)"},
    {"*", GA_ARG_ANY, 0, "the other args of BGA's notification of the same name"},
    {NULL},
};

#define ACT(n, d) {n, any_args, "none: the car is constructor_id", d}
static const ga_action actions[] = {
    ACT("accelerate", "Accelerate upgrade: speed (+1 for each + symbol used this turn)"),
    ACT("adrenaline", "uses adrenaline: +1 speed"),
    ACT("chooseUpgrade", "takes a garage upgrade: card"),
    ACT("clearPlayedCards", "played cards to the discard: cardIds"),
    ACT("clutteredHand", "cluttered hand: gear back to 1, no move"),
    ACT("cooldown", "Heat from hand back to the engine: n, cards"),
    ACT("cryCauseNotEnoughHeatToPay", "too little Heat for the played cards' Heat symbols: cell, turn (the car goes back)"),
    ACT("directPlay", "plays an upgrade from the hand in the react step: card, speed"),
    ACT("discard", "discards from the hand: n, cards"),
    ACT("draw", "cards drawn (public): n; areSponsors: true for sponsor cards, press: true "
                "for a press corner's sponsor (BGA: the log names the press corner)"),
    ACT("eliminate", "the car leaves the race (0 points)"),
    ACT("endOfRace", "end of a race: scores (per race, per constructor), order"),
    ACT("finishRace", "a car finishes: pos"),
    ACT("finishTurn", "the car crosses the finish line: n (lap), lap (laps of the race)"),
    ACT("gainAdrenaline", "the car is last and gets adrenaline"),
    ACT("gainGearCooldown", "cooldown granted by the gear: cooldown"),
    ACT("moveCar", "the car moves: cell, speed, nForward, path, totalSpeed; log prefix "
                   "\"Slipstream: \" for a slipstream (or slipstream: true)"),
    ACT("mulligan", "new starting hand for 1 Heat: heat (the card paid)"),
    ACT("newChampionshipRace", "a championship race begins: board (circuit), n, m"),
    ACT("pDraw", "cards drawn into the hand: cards"),
    ACT("pMulligan", "the new starting hand: cards"),
    ACT("payHeats", "Heat from the engine: cards; corner, speed, limit for a corner; "
                    "boost: true for a boost"),
    ACT("refresh", "Refresh upgrade: card back on the deck"),
    ACT("resolveBoost", "a + symbol resolved: card (to play), cards (discarded)"),
    ACT("result", "end of game: scores by player id"),
    ACT("reveal", "gear and played cards: gear, cards, n (Heat paid to shift), heats"),
    ACT("salvageCards", "Salvage upgrade: cards from the discard into the deck"),
    ACT("scrapCards", "Scrap upgrade: cards from the deck to the discard"),
    ACT("setWeather", "weather and road conditions: weather.tokens by corner"),
    ACT("setupRace", "engines: counters[constructor].engine cards"),
    ACT("spinOut", "spin-out: n Heat paid, cards, corner, cell, turn, m stresses"),
    ACT("startRace", "the grid: cells by constructor, constructor_ids (setup.circuit "
                     "names the circuit in a stream)"),
    ACT("superCoolCards", "Super Cool upgrade: Heat cards from the discard to the engine"),
    ACT("updateTurnOrder", "the next round's order: constructor_ids"),
};
#undef ACT

/* Championship events that change the hand limit of "Draw back up to 7 cards (or
 * a hand limit specified by the Event card)": the event cards of the Heat
 * championship (1961 season: Record crowds, New safety regulations), as
 * bga-devs/bga-heat (Game::getHandSizeLimit, commit cfe3cbc) applies them; the
 * name is BGA's newChampionshipRace.event.  Every other event keeps 7. */
static const struct {
    const char *event;
    int hand_limit;
} event_hand_limits[] = {
    {"New safety regulations", 6},
    {"Record crowds", 8},
};

/* ---------------------------------------------------------------- state */

enum { L_NONE, L_HAND, L_ENGINE, L_DECK, L_DISCARD, L_PLAY };

typedef struct hcard {
    int owner;   /* constructor id, -1 unknown */
    int loc;
    int heat, stress, speed, speed_hi, type, basic, upgrade;
    int adjust, slip, cool, heatsym, known;
    int reduce, refresh, salvage, scrap, supercool, direct, accel;
    int sponsor;
} hcard;

typedef struct hcross {
    int corner;      /* index into the circuit's corners */
    long line;       /* absolute progress of the line */
    int lap;
    int done;        /* paid, spun out or free */
    int slip;        /* crossed by slipstream */
} hcross;

typedef struct hcar {
    int cid, used, in_race, raced;
    char name[64];
    int legend;
    int cell;           /* -1 off the track */
    long abs;           /* spaces from the line of lap 0; grid is <= 0 */
    int gear;
    int finished;       /* finishing position as logged, 0 racing */
    int place;          /* finishing position by the engine: order of crossing */
    int crossed_finish; /* crossed the line on its last lap this round */
    int eliminated;
    int hand_unknown;   /* cards in hand whose ids the log hid (stress from spin-outs) */
    int hand_known;     /* the private draws of this car are in the log */
    long points;        /* race points summed over races */
    int upgrades;       /* upgrades chosen this race */
    /* the current turn */
    int t_speed_hi, t_heatsym, t_cry, t_base, t_plus, t_boost_pending, t_boost_speed,
        t_slip_spaces;
    int after_spin, spun_gear, adren_round;
    int t_reduce, t_reduced, t_salvage, t_salvaged, t_scrap, t_scrapped, t_supercool,
        t_supercooled, t_direct_speed;
    int t_on, t_revealed, t_speed, t_moved, t_boost, t_adren, t_adren_speed, t_cool_avail,
        t_cool_used, t_slip, t_adjust, t_slipbonus, t_cluttered, t_spun, t_gearcool;
    long t_start_abs;
    int t_start_cell;
    hcross cross[MAXCROSS];
    int ncross;
    int t_press;           /* press-corner sponsors drawn this turn */
    unsigned press_got[MAXLAPS]; /* press corners rewarded, a bit per corner, by lap */
} hcar;

struct ga_engine {
    char pid[MAXCARS][64], pname[MAXCARS][64];  /* the header's players */
    int nplayers;
    int bga;
    const heat_circuit *circ;
    int laps;
    hcar cars[MAXCARS];
    int order[MAXCARS], norder;
    int started;          /* cars that started the race */
    int active;           /* cid of the car whose turn it is, -1 none */
    int round_finishers[MAXCARS], nround_finishers;
    int nfinished;
    int tokens[128];
    int heat_discard_ok;
    int last_turn_idx;    /* index in order of the last car to reveal this round */
    int round;  /* the championship event lets Heat be discarded */      /* weather token by corner position, -1 none */
    int championship, race_no, nraces, race_laps;
    long race_scores[16][MAXCARS];
    int hand_limit;
    int press[MAXPRESS], npress;  /* press corner positions of the championship race */
    hcard *cards;
    size_t ncards;
    long events;
};

/* ---------------------------------------------------------------- helpers */

static long jint(const json_t *o, const char *k, long def)
{
    long long v;
    return ga_json_int(json_object_get(o, k), &v) && v > -1000000 && v < 1000000 ? (long)v : def;
}

static const heat_cell *cell_of(const heat_circuit *c, int id)
{
    if (!c)
        return NULL;
    size_t lo = 0, hi = c->ncells;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (c->cells[mid].id == id)
            return &c->cells[mid];
        if (c->cells[mid].id < id)
            lo = mid + 1;
        else
            hi = mid;
    }
    return NULL;
}

static int flooded(const heat_circuit *c, int id)
{
    for (size_t i = 0; c && i < c->nflooded; i++)
        if (c->flooded[i] == id)
            return 1;
    return 0;
}

static hcar *car_get(ga_engine *e, long cid)
{
    if (cid < 0 || cid >= MAXCARS)
        return NULL;
    hcar *c = &e->cars[cid];
    if (!c->used) {
        memset(c, 0, sizeof *c);
        c->used = 1;
        c->cid = (int)cid;
        c->cell = -1;
        c->gear = 1;
        snprintf(c->name, sizeof c->name, "car %ld", cid);
    }
    return c;
}

static hcard *card_get(ga_engine *e, long id)
{
    if (id < 0 || id > 100000)
        return NULL;
    if ((size_t)id >= e->ncards) {
        size_t n = e->ncards ? e->ncards : 64;
        while (n <= (size_t)id)
            n *= 2;
        hcard *v = realloc(e->cards, n * sizeof *v);
        if (!v)
            return NULL;
        for (size_t i = e->ncards; i < n; i++)
            v[i] = (hcard){.owner = -1};
        e->cards = v;
        e->ncards = n;
    }
    return &e->cards[id];
}

/* Reads a card object into the table (type facts), returns it. */
static hcard *card_read(ga_engine *e, const json_t *o)
{
    if (!json_is_object(o))
        return NULL;
    hcard *c = card_get(e, jint(o, "id", -1));
    if (!c)
        return NULL;
    const char *eff = json_string_value(json_object_get(o, "effect"));
    c->heat = eff && !strcmp(eff, "heat");
    c->basic = eff && !strcmp(eff, "speed");
    c->upgrade = eff && strstr(eff, "upgrade") != NULL;
    c->type = (int)jint(o, "type", 0);
    c->stress = eff && !strcmp(eff, "stress");
    const json_t *sp = json_object_get(o, "speed");
    c->speed = c->speed_hi = (int)jint(o, "speed", 0);
    if (json_is_array(sp) && json_array_size(sp)) {
        c->speed = 1000;
        c->speed_hi = -1000;
        for (size_t i = 0; i < json_array_size(sp); i++) {
            long long v;
            if (!ga_json_int(json_array_get(sp, i), &v) || v < -100 || v > 100)
                continue;
            if (v < c->speed)
                c->speed = (int)v;
            if (v > c->speed_hi)
                c->speed_hi = (int)v;
        }
        if (c->speed > c->speed_hi)
            c->speed = c->speed_hi = 0;
    }
    const json_t *sym = json_object_get(o, "symbols");
    c->adjust = (int)jint(sym, "adjust", 0);
    c->slip = (int)jint(sym, "slipstream", 0);
    c->cool = (int)jint(sym, "cooldown", 0);
    c->heatsym = (int)jint(sym, "heat", 0);
    c->reduce = (int)jint(sym, "reduce", 0);
    c->refresh = (int)jint(sym, "refresh", 0);
    c->salvage = (int)jint(sym, "salvage", 0);
    c->scrap = (int)jint(sym, "scrap", 0);
    c->supercool = (int)jint(sym, "super-cool", 0);
    c->direct = (int)jint(sym, "direct", 0);
    c->accel = (int)jint(sym, "accelerate", 0);
    c->sponsor = json_is_true(json_object_get(o, "isSponsor")) || (eff && !strcmp(eff, "sponsor"));
    c->known = 1;
    const char *loc = json_string_value(json_object_get(o, "location"));
    const char *dash = loc ? strrchr(loc, '-') : NULL;
    if (c->owner < 0 && dash)
        c->owner = atoi(dash + 1);
    return c;
}

/* Calls fn on every card object of v (an array or an object of cards, or a card). */
typedef void (*card_fn)(ga_engine *e, hcard *c, int cid, void *ctx);
static int each_card(ga_engine *e, const json_t *v, int cid, card_fn fn, void *ctx)
{
    int n = 0;
    if (json_is_object(v) && json_object_get(v, "id") && json_object_get(v, "effect")) {
        hcard *c = card_read(e, v);
        if (c) {
            fn(e, c, cid, ctx);
            n++;
        }
        return n;
    }
    if (json_is_array(v)) {
        size_t i;
        json_t *x;
        json_array_foreach(v, i, x) {
            hcard *c = card_read(e, x);
            if (c) {
                fn(e, c, cid, ctx);
                n++;
            }
        }
    } else if (json_is_object(v)) {
        const char *k;
        json_t *x;
        json_object_foreach((json_t *)v, k, x) {
            hcard *c = card_read(e, x);
            if (c) {
                fn(e, c, cid, ctx);
                n++;
            }
        }
    }
    return n;
}

static int count_loc(const ga_engine *e, int cid, int loc)
{
    int n = 0;
    for (size_t i = 0; i < e->ncards; i++)
        if (e->cards[i].owner == cid && e->cards[i].loc == loc)
            n++;
    return n;
}

static int engine_heat(const ga_engine *e, int cid)
{
    return count_loc(e, cid, L_ENGINE);
}

static int hand_size(const ga_engine *e, const hcar *c)
{
    return count_loc(e, c->cid, L_HAND) + c->hand_unknown;
}

static int hand_heat(const ga_engine *e, int cid)
{
    int n = 0;
    for (size_t i = 0; i < e->ncards; i++)
        if (e->cards[i].owner == cid && e->cards[i].loc == L_HAND && e->cards[i].heat)
            n++;
    return n;
}

/* Moves a card to loc for car cid; a card leaving the hand that the engine
 * did not know there was one of the hidden ones. */
static void to_loc(ga_engine *e, hcard *c, int cid, int loc)
{
    hcar *car = car_get(e, cid);
    if (car && loc != L_HAND && c->loc != L_HAND && car->hand_unknown > 0 &&
        (loc == L_PLAY || loc == L_DISCARD) && c->stress && c->loc != L_PLAY)
        car->hand_unknown--;
    c->owner = cid;
    c->loc = loc;
}

static void cb_hand(ga_engine *e, hcard *c, int cid, void *ctx)
{
    (void)ctx;
    to_loc(e, c, cid, L_HAND);
}
static void cb_engine(ga_engine *e, hcard *c, int cid, void *ctx)
{
    (void)ctx;
    to_loc(e, c, cid, L_ENGINE);
}
static void cb_discard(ga_engine *e, hcard *c, int cid, void *ctx)
{
    (void)ctx;
    to_loc(e, c, cid, L_DISCARD);
}
static void cb_deck(ga_engine *e, hcard *c, int cid, void *ctx)
{
    (void)ctx;
    to_loc(e, c, cid, L_DECK);
}

/* The players' names, for messages: a car's name is its constructor name. */
static const char *cname(const hcar *c)
{
    return c ? c->name : "?";
}

static long lap_len(const ga_engine *e)
{
    return e->circ ? e->circ->lap_len : 1;
}

/* Cars still on the track at absolute progress a (other than skip). */
static int cars_at(const ga_engine *e, long a, int skip)
{
    int n = 0;
    long L = e->circ ? e->circ->lap_len : 1;
    for (int i = 0; i < MAXCARS; i++) {
        const hcar *c = &e->cars[i];
        if (c->used && i != skip && c->cell >= 0 && !c->finished && !c->eliminated &&
            ((c->abs - a) % L + L) % L == 0)
            n++;
    }
    return n;
}

/* The race line's lane at space pos: the lane of the marker of the last corner line passed
 * (circuits-facts.json: the corner's lane "used by the engine as the race-line lane"; the
 * bundled races' cars, moving into an empty space, always took it). */
static int race_lane(const ga_engine *e, int pos)
{
    const heat_circuit *c = e->circ;
    if (!c || !c->ncorners)
        return 0;
    long L = c->lap_len, best = L + 1;
    int lane = 0;
    for (size_t k = 0; k < c->ncorners; k++) {
        long d = ((pos - c->corners[k].pos - 1) % L + L) % L;
        if (d < best) {
            best = d;
            lane = c->corners[k].lane;
        }
    }
    return lane;
}

static void set_context(ga_engine *e, ga_finding *f, const hcar *c)
{
    if (!f || !c)
        return;
    char buf[512];
    long L = lap_len(e);
    long lap = c->abs > 0 ? (c->abs - 1) / L + 1 : 0;
    snprintf(buf, sizeof buf, "%s: lap %ld/%d, space %ld (cell %d), gear %d, %d heat in engine, "
             "%d in hand, hand %d", c->name, lap, e->laps, c->abs > 0 ? (c->abs - 1) % L + 1 : c->abs + L,
             c->cell, c->gear, engine_heat(e, c->cid), hand_heat(e, c->cid), hand_size(e, c));
    ga_finding_set_context(f, buf);
}

#define REPORT(car, code, ...)                                                    \
    set_context(e, ga_report(out, &ga_game_heat, m, code, __VA_ARGS__), car)
#define REPORT_R(car, code, rule, ...)                                            \
    set_context(e, ga_report_rule(out, &ga_game_heat, m, code, rule, __VA_ARGS__), car)

/* Road condition tokens (setWeather's weather.tokens by corner position):
 * which modify the sector after their corner rather than the corner itself.
 * Source: bga-devs/bga-heat @ cfe3cbc, modules/php/constants.inc.php
 * (ROAD_CONDITION_WEATHER 0, MORE_HEAT 1, REDUCE_SPEED 2, INCREASE_SPEED 3,
 * FREE_BOOST 4, INCREASE_SLIPSTREAM 5). */
static const struct {
    int token;
    int sector; /* 1: a Sector Symbol, 0: a corner symbol */
    const char *name;
} road_tokens[] = {
    {0, 1, "weather sector"},
    {1, 0, "overheat"},
    {2, 0, "speed limit -1"},
    {3, 0, "speed limit +1"},
    {4, 1, "free boost sector"},
    {5, 1, "slipstream sector"},
};

/* Returns the road_tokens row of token t, or -1 (none or unknown). */
static int road_token(int t)
{
    for (size_t i = 0; i < sizeof road_tokens / sizeof road_tokens[0]; i++)
        if (road_tokens[i].token == t)
            return (int)i;
    return -1;
}

/* Speed limit of corner k this turn: printed, road condition token (3 = +1,
 * 2 = -1, read off the logged limits of the bundled races), adjust symbols. */
static int corner_limit(const ga_engine *e, const hcar *c, int k)
{
    const heat_corner *hc = &e->circ->corners[k];
    int lim = hc->speed;
    if (hc->pos >= 0 && hc->pos < 128) {
        if (e->tokens[hc->pos] == 3)
            lim += 1;
        else if (e->tokens[hc->pos] == 2)
            lim -= 1;
    }
    return lim + c->t_adjust;
}

/* Heat owed at corner k at the turn's speed: the excess over the limit, 1
 * more on an overheat road condition (token 1, read off the bundled races). */
static int corner_cost(const ga_engine *e, const hcar *c, int k)
{
    int cost = c->t_speed - corner_limit(e, c, k);
    if (cost <= 0)
        return 0;
    int pos = e->circ->corners[k].pos;
    return cost + (pos >= 0 && pos < 126 && e->tokens[pos] == 1);
}

/* The road conditions of each chicane (Heavy Rain: its two lines share one
 * token): a Sector Symbol belongs to the sector after the chicane, on its last
 * line only; a corner symbol to both lines. */
static void chicane_tokens(ga_engine *e, const ga_move *m, ga_findings *out)
{
    for (size_t k = 0; e->circ && k < e->circ->ncorners; k++) {
        const heat_corner *last = &e->circ->corners[k];
        if (last->chicane < 0 || (size_t)last->chicane >= e->circ->ncorners)
            continue;
        const heat_corner *first = &e->circ->corners[last->chicane];
        if (first->pos < 0 || first->pos >= 126 || last->pos < 0 || last->pos >= 126)
            continue;
        int tf = e->tokens[first->pos], tl = e->tokens[last->pos];
        int rf = road_token(tf), rl = road_token(tl);
        if (rf >= 0 && road_tokens[rf].sector)
            ga_report_rule(out, &ga_game_heat, m, "heat.weather.chicane", R_CHICANE_SECTOR,
                           "the %s token sits on the chicane's first line (space %d): the "
                           "sector between its lines gets it instead of the sector after the "
                           "chicane (line at space %d)", road_tokens[rf].name, first->pos,
                           last->pos);
        else if ((rf >= 0 || (rl >= 0 && !road_tokens[rl].sector)) && tf != tl)
            ga_report_rule(out, &ga_game_heat, m, "heat.weather.chicane", R_CHICANE_CORNER,
                           "the chicane's lines carry different road conditions: %s at space "
                           "%d, %s at space %d (a corner symbol modifies both lines)",
                           rf >= 0 ? road_tokens[rf].name : "none", first->pos,
                           rl >= 0 ? road_tokens[rl].name : "none", last->pos);
    }
}

/* ---------------------------------------------------------------- turns */

static int is_press(const ga_engine *e, int k)
{
    for (int i = 0; i < e->npress; i++)
        if (e->press[i] == e->circ->corners[k].pos)
            return 1;
    return 0;
}

/* Press corners (championship): a sponsor card for a press corner crossed at
 * two over its limit (road conditions counted, not the car's own Adjust
 * cards) or by slipstream; none on a spin-out; one per corner and lap. */
static void sponsor_check(ga_engine *e, hcar *c, const ga_move *m, ga_findings *out)
{
    if (!e->circ || c->legend || (!e->npress && !c->t_press))
        return;
    long L = lap_len(e);
    int earned = 0, crossed = 0, first = -1;
    for (int i = 0; i < c->ncross; i++) {
        const hcross *x = &c->cross[i];
        if (!is_press(e, x->corner) || x->line >= (long)e->laps * L)
            continue;
        crossed++;
        int lim = corner_limit(e, c, x->corner) - c->t_adjust;
        unsigned bit = 1u << (x->corner & 31);
        int lap = x->lap >= 0 && x->lap < MAXLAPS ? x->lap : MAXLAPS - 1;
        if ((x->slip || c->t_speed - lim >= 2) && !(c->press_got[lap] & bit) && !c->t_spun) {
            earned++;
            c->press_got[lap] |= bit;
            if (first < 0)
                first = i;
        }
    }
    /* the first line of a chicane whose last line is the press corner */
    int first_line = -1;
    for (int i = 0; i < c->ncross && first_line < 0; i++)
        for (size_t k = 0; k < e->circ->ncorners; k++)
            if (e->circ->corners[k].chicane == c->cross[i].corner && is_press(e, (int)k) &&
                !is_press(e, c->cross[i].corner))
                first_line = (int)k;
    if (c->t_press > earned) {
        int rule = c->t_spun && crossed ? R_SP_SPIN : earned && c->t_press > earned ? R_SP_ONCE
                   : !crossed && first_line >= 0 ? R_PRESS_LAST : R_SP_EARN;
        if (rule == R_SP_SPIN)
            REPORT_R(c, "heat.sponsor.unearned", rule,
                     "%s drew %d press-corner sponsor card(s) in a turn it spun out", cname(c),
                     c->t_press);
        else if (rule == R_PRESS_LAST)
            REPORT_R(c, "heat.sponsor.unearned", rule,
                     "%s drew %d press-corner sponsor card(s) crossing only the first line of the "
                     "chicane whose last line, at space %d, is the press corner", cname(c),
                     c->t_press, e->circ->corners[first_line].pos);
        else if (rule == R_SP_ONCE)
            REPORT_R(c, "heat.sponsor.unearned", rule,
                     "%s drew %d press-corner sponsor cards for %d press corner(s) crossed this "
                     "turn", cname(c), c->t_press, earned);
        else
            REPORT_R(c, "heat.sponsor.unearned", rule,
                     "%s drew %d press-corner sponsor card(s) at speed %d without crossing a press "
                     "corner two over its limit or by slipstream", cname(c), c->t_press,
                     c->t_speed);
    } else if (c->t_press < earned) {
        const hcross *x = &c->cross[first];
        REPORT(c, "heat.sponsor.missing",
               "%s crossed the press corner at space %d (limit %d) at speed %d%s and drew no "
               "sponsor card", cname(c), e->circ->corners[x->corner].pos,
               corner_limit(e, c, x->corner) - c->t_adjust, c->t_speed,
               x->slip ? " by slipstream" : "");
    }
    c->t_press = 0;
}

/* Ends the active car's turn: corners crossed above the limit and never
 * settled.  Called before another car's turn and at the end of a race. */
static void turn_close(ga_engine *e, const ga_move *m, ga_findings *out)
{
    if (e->active < 0)
        return;
    hcar *c = &e->cars[e->active];
    e->active = -1;
    if (!c->t_on)
        return;
    c->t_on = 0;
    if (c->t_scrapped < c->t_scrap && c->t_scrapped >= 0 && !c->t_cry)
        REPORT(c, "heat.upgrade.scrap", "%s scrapped %d card(s); its Scrap symbols demand %d",
               cname(c), c->t_scrapped, c->t_scrap);
    sponsor_check(e, c, m, out);
    if (c->t_spun || c->legend || !e->circ)
        return;
    for (int i = 0; i < c->ncross; i++) {
        hcross *x = &c->cross[i];
        if (x->done)
            continue;
        int lim = corner_limit(e, c, x->corner);
        int cost = corner_cost(e, c, x->corner);
        if (cost <= 0)
            continue;
        int heat = engine_heat(e, c->cid);
        if (heat < cost)
            REPORT(c, "heat.spin.missing",
                   "%s crossed the corner at space %d (limit %d) at speed %d: %d heat owed, "
                   "%d in the engine, and did not spin out", cname(c),
                   e->circ->corners[x->corner].pos, lim, c->t_speed, cost, heat);
        else
            REPORT(c, "heat.corner.unpaid",
                   "%s crossed the corner at space %d (limit %d) at speed %d and paid no heat "
                   "(%d owed)", cname(c), e->circ->corners[x->corner].pos, lim, c->t_speed, cost);
        x->done = 1;
    }
}

static void turn_open(ga_engine *e, hcar *c, const ga_move *m, ga_findings *out)
{
    if (e->active != c->cid)
        turn_close(e, m, out);
    if (c->t_on)
        return;
    e->active = c->cid;
    c->t_on = 1;
    c->t_revealed = c->t_speed = c->t_moved = c->t_boost = c->t_adren = c->t_adren_speed = 0;
    c->t_cool_avail = c->t_cool_used = c->t_slip = c->t_adjust = c->t_slipbonus = 0;
    c->t_cluttered = c->t_spun = c->t_gearcool = 0;
    c->t_speed_hi = c->t_heatsym = c->t_cry = 0;
    c->t_plus = c->t_boost_pending = c->t_boost_speed = c->t_slip_spaces = 0;
    c->t_reduce = c->t_reduced = c->t_salvage = c->t_salvaged = c->t_scrap = 0;
    c->t_scrapped = c->t_supercool = c->t_supercooled = c->t_direct_speed = 0;
    c->ncross = 0;
    c->t_press = 0;
    c->t_start_abs = c->abs;
    c->t_start_cell = c->cell;
}

/* ---------------------------------------------------------------- race set-up */

static const heat_circuit *circuit_named(const char *s)
{
    if (!s)
        return NULL;
    for (size_t i = 0; i < heat_ncircuits; i++)
        if (!strcasecmp(heat_circuits[i].id, s) || !strcasecmp(heat_circuits[i].name, s))
            return &heat_circuits[i];
    return NULL;
}

static const heat_circuit *circuit_of_grid(const int *cells, int n)
{
    for (size_t i = 0; i < heat_ncircuits; i++) {
        const heat_circuit *c = &heat_circuits[i];
        int all = n > 0;
        for (int j = 0; j < n && all; j++) {
            int found = 0;
            for (size_t k = 0; k < c->ngrid; k++)
                found |= c->grid[k] == cells[j];
            all = found;
        }
        if (all)
            return c;
    }
    return NULL;
}

static long abs_of(const ga_engine *e, int cell, long lap)
{
    const heat_cell *hc = cell_of(e->circ, cell);
    return hc ? lap * lap_len(e) + hc->pos : 0;
}

static void on_start_race(ga_engine *e, const json_t *a)
{
    const json_t *cells = json_object_get(a, "cells");
    const json_t *ids = json_object_get(a, "constructor_ids");
    int cid[MAXCARS], cell[MAXCARS], n = 0;
    if (json_is_object(cells)) {
        const char *k;
        json_t *v;
        json_object_foreach((json_t *)cells, k, v) {
            if (n < MAXCARS) {
                cid[n] = atoi(k);
                cell[n++] = (int)jint(v, NULL, -1);
                long long x;
                if (ga_json_int(v, &x))
                    cell[n - 1] = (int)x;
            }
        }
    } else if (json_is_array(cells)) {
        for (size_t i = 0; i < json_array_size(cells) && n < MAXCARS; i++) {
            long long x = -1, c = (long long)i;
            ga_json_int(json_array_get(cells, i), &x);
            ga_json_int(json_array_get(ids, i), &c);
            cid[n] = (int)c;
            cell[n++] = (int)x;
        }
    }
    if (!e->circ || !e->championship)
        e->circ = e->circ ? e->circ : circuit_of_grid(cell, n);
    {
        const heat_circuit *g = circuit_of_grid(cell, n);
        if (g && (!e->circ || !e->championship))
            e->circ = g;
    }
    e->laps = e->race_laps > 0 && e->race_laps < 10 ? e->race_laps : e->circ ? e->circ->laps : 0;
    e->norder = 0;
    e->nfinished = 0;
    e->nround_finishers = 0;
    e->active = -1;
    e->started = 0;
    e->last_turn_idx = -1;
    e->round = 0;
    for (int i = 0; i < MAXCARS; i++) {
        hcar *c = &e->cars[i];
        if (!c->used)
            continue;
        c->cell = -1;
        c->in_race = 0;
        c->finished = c->place = c->eliminated = c->crossed_finish = 0;
        c->upgrades = 0;
        c->hand_unknown = 0;
        c->t_on = 0;
    }
    /* names */
    const json_t *names = json_object_get(json_object_get(a, "constructors_names"), "args");
    for (int i = 0; i < n; i++) {
        hcar *c = car_get(e, cid[i]);
        if (!c)
            continue;
        c->cell = cell[i];
        c->in_race = 1;
        c->raced = 0;
        c->after_spin = 0;
        c->gear = 1;
        c->abs = abs_of(e, cell[i], -1);
        e->started++;
        char key[32];
        for (int j = 0; j < MAXCARS; j++) {
            snprintf(key, sizeof key, "constructor_id%d", j);
            if (jint(names, key, -1) == cid[i]) {
                snprintf(key, sizeof key, "constructor_name%d", j);
                const char *s = json_string_value(json_object_get(names, key));
                if (s)
                    snprintf(c->name, sizeof c->name, "%s", s);
            }
        }
    }
    for (size_t i = 0; i < json_array_size(ids) && e->norder < MAXCARS; i++)
        e->order[e->norder++] = (int)jint(json_array_get(ids, i), NULL, 0);
    if (!e->norder)
        for (int i = 0; i < n; i++)
            e->order[e->norder++] = cid[i];
    for (int i = 0; i < e->norder; i++) {
        long long x;
        if (ga_json_int(json_array_get(ids, (size_t)i), &x))
            e->order[i] = (int)x;
    }
}

static void on_setup_race(ga_engine *e, const json_t *a)
{
    const json_t *counters = json_object_get(a, "counters");
    if (!json_is_array(counters))
        return;
    /* cards left over from a previous race are gone */
    for (size_t i = 0; i < e->ncards; i++)
        if (e->cards[i].loc == L_ENGINE)
            e->cards[i].loc = L_NONE;
    for (size_t i = 0; i < json_array_size(counters) && i < MAXCARS; i++) {
        const json_t *ct = json_array_get(counters, i);
        each_card(e, json_object_get(ct, "engine"), (int)i, cb_engine, NULL);
    }
}

/* ---------------------------------------------------------------- events */

static void on_reveal(ga_engine *e, hcar *c, const json_t *a, const ga_move *m, ga_findings *out)
{
    turn_open(e, c, m, out);
    int idx = -1;
    for (int i = 0; i < e->norder; i++)
        if (e->order[i] == c->cid)
            idx = i;
    if (idx >= 0 && idx < e->last_turn_idx)
        REPORT(c, "heat.order.sequence",
               "%s takes its turn after %s, which comes later in this round's order", cname(c),
               cname(&e->cars[e->order[e->last_turn_idx]]));
    if (idx > e->last_turn_idx)
        e->last_turn_idx = idx;
    c->t_revealed = 1;
    int gear = (int)jint(a, "gear", c->gear);
    int paid = (int)jint(a, "n", 0);
    const json_t *heats = json_object_get(a, "heats");
    int heat_before = engine_heat(e, c->cid);
    int d = gear - c->gear;
    int ad = d < 0 ? -d : d;
    int fl = e->circ && flooded(e->circ, c->cell) && d < 0;
    int after_spin = c->after_spin;
    c->after_spin = 0;
    if (after_spin && c->spun_gear != 1) {
        /* the shift counted from the gear before the spin-out */
        int d0 = gear - c->spun_gear, ad0 = d0 < 0 ? -d0 : d0;
        int bad1 = ad > 2 || (ad == 2 && paid < 1 + fl);
        int ok0 = ad0 <= 2 && !(ad0 == 2 && paid < 1);
        if (bad1 && ok0 && after_spin == 2) {
            REPORT(c, "heat.cluttered.gear",
                   "%s had a cluttered hand last turn in gear %d and now shifts to gear %d paying "
                   "%d heat, as if still in gear %d: the shift is from gear 1", cname(c),
                   c->spun_gear, gear, paid, c->spun_gear);
            ad = 0;
            fl = 0;
        } else if (bad1 && ok0) {
            REPORT(c, "heat.spin.gear",
                   "%s spun out last turn in gear %d and now shifts to gear %d paying %d heat, "
                   "as if still in gear %d: the shift is from gear 1", cname(c), c->spun_gear,
                   gear, paid, c->spun_gear);
            ad = 0;
            fl = 0;
        }
    }
    if (ad > 2)
        REPORT(c, "heat.gear.shift-too-far",
               "%s shifted from gear %d to gear %d: %d positions, at most 2 allowed", cname(c),
               c->gear, gear, ad);
    else if (ad == 2 && paid < 1)
        REPORT(c, "heat.gear.shift-unpaid",
               "%s shifted from gear %d to gear %d and paid %d heat: a two-position shift costs "
               "1 heat%s", cname(c), c->gear, gear, paid, fl ? " (plus 1 on a flooded space)" : "");
    else if (fl && ad == 2 && paid < 2)
        REPORT_R(c, "heat.rain.flooded2", e->championship ? R_FLOODED2 : R_FLOODED2_M,
               "%s shifted down two gears (%d to %d) from flooded cell %d and paid %d heat, 2 "
               "owed", cname(c), c->gear, gear, c->cell, paid);
    else if (fl && ad == 1 && paid < 1)
        REPORT_R(c, "heat.rain.flooded", e->championship ? R_FLOODED : R_FLOODED_M,
               "%s shifted down from gear %d to %d on flooded cell %d without paying 1 heat",
               cname(c), c->gear, gear, c->cell);
    if (paid > heat_before)
        REPORT(c, "heat.gear.heat-short",
               "%s paid %d heat to shift gears with %d heat in the engine", cname(c), paid,
               heat_before);
    each_card(e, heats, c->cid, cb_discard, NULL);
    /* a cluttered hand: fewer playable (non-Heat) cards in the hand than the gear asks */
    int playable = -1;
    if (c->hand_known) {
        playable = c->hand_unknown;
        for (size_t q = 0; q < e->ncards; q++)
            if (e->cards[q].owner == c->cid && e->cards[q].loc == L_HAND && !e->cards[q].heat)
                playable++;
        if (playable < gear)
            c->t_cluttered = 1;
    }
    /* played cards */
    int n = 0, heatc = 0, speed = 0;
    const json_t *cards = json_object_get(a, "cards");
    const char *k;
    json_t *x;
    size_t i;
    hcard *played[16];
    long pidx[16];
    int np = 0;
    /* indexes first: reading a card may grow (move) the card table */
    if (json_is_object(cards)) {
        json_object_foreach((json_t *)cards, k, x) {
            hcard *h = card_read(e, x);
            if (h && np < 16)
                pidx[np++] = h - e->cards;
        }
    } else if (json_is_array(cards)) {
        json_array_foreach(cards, i, x) {
            hcard *h = card_read(e, x);
            if (h && np < 16)
                pidx[np++] = h - e->cards;
        }
    }
    for (int j = 0; j < np; j++)
        played[j] = &e->cards[pidx[j]];
    for (int j = 0; j < np; j++) {
        n++;
        heatc += played[j]->heat;
        speed += played[j]->speed;
        c->t_speed_hi += played[j]->speed_hi - played[j]->speed;
        c->t_heatsym += played[j]->heatsym;
        c->t_adjust += played[j]->adjust;
        c->t_slipbonus += played[j]->slip;
        c->t_cool_avail += played[j]->cool;
        c->t_reduce += played[j]->reduce;
        c->t_salvage += played[j]->salvage;
        c->t_scrap += played[j]->scrap;
        c->t_supercool += played[j]->supercool;
        to_loc(e, played[j], c->cid, L_PLAY);
    }
    c->gear = gear;
    c->t_speed = speed;
    if (c->t_cluttered) {
        if (playable >= 0 && n - heatc < (playable < gear ? playable : gear))
            REPORT(c, "heat.cluttered.playable",
                   "%s covered a cluttered hand with %d Heat card(s), playing %d of its %d "
                   "playable card(s)", cname(c), heatc, n - heatc, playable);
        /* the gear goes back to 1 at once: the next shift counts from there */
        c->spun_gear = gear;
        c->after_spin = 2;
        c->gear = 1;
    }
    if (heatc && !c->t_cluttered)
        REPORT(c, "heat.cards.heat", "%s played %d heat card(s) among %d cards", cname(c), heatc,
               n);
    if (n != gear && !c->t_cluttered)
        REPORT_R(c, "heat.cards.count", gear <= 2 ? R_CARDS_N : R_CARDS,
                 "%s played %d card(s) in gear %d: the gear asks %d", cname(c), n, gear, gear);
    for (int j = 0; j < np; j++) {
        if (played[j]->type == 100 && played[j]->speed != 0)
            REPORT_R(c, "heat.cards.value", R_ZERO, "%s played the 0 card (card %d) as speed %d",
                     cname(c), (int)(played[j] - e->cards), played[j]->speed);
        else if (played[j]->type == 105 && played[j]->speed != 5)
            REPORT_R(c, "heat.cards.value", R_FIVE, "%s played the 5 card (card %d) as speed %d",
                     cname(c), (int)(played[j] - e->cards), played[j]->speed);
    }
}

static void cb_skipped(ga_engine *e, hcard *h, int cid, void *ctx)
{
    (void)e;
    (void)cid;
    *(int *)ctx += h->basic;
}

static void on_resolve_boost(ga_engine *e, hcar *c, const json_t *a, const ga_move *m,
                             ga_findings *out)
{
    const json_t *card = json_object_get(a, "card");
    int skipped = 0;
    each_card(e, json_object_get(a, "cards"), c->cid, cb_skipped, &skipped);
    hcard *h = card_read(e, card);  /* last: reading may grow (move) the card table */
    if (skipped)
        REPORT(c, "heat.plus.skipped",
               "%s discarded %d Basic speed card(s) while resolving a + symbol", cname(c),
               skipped);
    if (h && !h->basic)
        REPORT_R(c, "heat.plus.not-basic", h->upgrade ? R_UPG_PLUS : R_PLUS_BASIC,
                 "%s resolved a + symbol with card %d, %s", cname(c), (int)(h - e->cards),
                 h->upgrade ? "an upgrade card" : "not a Basic speed card");
    else if (h && (h->speed < 1 || h->speed > 4))
        REPORT(c, "heat.plus.range", "%s resolved a + symbol to %d", cname(c), h->speed);
    c->t_plus++;
    if (h && c->t_boost_pending) {
        c->t_boost_speed += h->speed;
        c->t_boost_pending = 0;
    }
    if (h) {
        c->t_speed += h->speed;
        c->t_speed_hi += h->speed_hi - h->speed;
        to_loc(e, h, c->cid, L_PLAY);
    }
    each_card(e, json_object_get(a, "cards"), c->cid, cb_discard, NULL);
}

static void on_pay_heats(ga_engine *e, hcar *c, const json_t *a, const char *log,
                         const ga_move *m, ga_findings *out)
{
    int before = engine_heat(e, c->cid);
    const json_t *cards = json_object_get(a, "cards");
    int ncards = 0, outside = 0;
    size_t i;
    json_t *x;
    const char *k;
    if (json_is_array(cards)) {
        json_array_foreach(cards, i, x) {
            hcard *h = card_read(e, x);
            if (h) {
                ncards++;
                outside += h->loc != L_ENGINE;
                to_loc(e, h, c->cid, L_DISCARD);
            }
        }
    } else if (json_is_object(cards)) {
        json_object_foreach((json_t *)cards, k, x) {
            hcard *h = card_read(e, x);
            if (h) {
                ncards++;
                outside += h->loc != L_ENGINE;
                to_loc(e, h, c->cid, L_DISCARD);
            }
        }
    }
    int boost = json_is_true(json_object_get(a, "boost")) || (log && strstr(log, "[+]"));
    if (outside && !boost)
        REPORT(c, "heat.pay.no-heat", "%s paid %d heat card(s) not in the engine", cname(c),
               outside);
    if (boost) {
        if (c->t_boost)
            REPORT(c, "heat.boost.twice", "%s boosted a second time this turn", cname(c));
        else if (before < 1 || outside)
            REPORT(c, "heat.boost.no-heat", "%s boosted with %d heat in the engine", cname(c),
                   before);
        c->t_boost++;
        c->t_boost_pending = 1;
        return;
    }
    if (!json_object_get(a, "corner"))
        return;
    /* a corner */
    int pos = (int)jint(a, "corner", -1);
    int n = (int)jint(a, "n", ncards);
    if (!e->circ || c->legend)
        return;
    hcross *hit = NULL;
    for (int j = 0; j < c->ncross; j++) {
        hcross *y = &c->cross[j];
        if (!y->done && e->circ->corners[y->corner].pos == pos) {
            hit = y;
            break;
        }
    }
    if (!hit) {
        long L = lap_len(e);
        if (c->abs > (long)e->laps * L)
            REPORT(c, "heat.finish.after-line",
                   "%s paid %d heat for the corner at space %d after crossing the finish line",
                   cname(c), n, pos);
        return;
    }
    for (hcross *y = c->cross; y < hit; y++) {
        if (!y->done && corner_cost(e, c, y->corner) > 0) {
            REPORT(c, "heat.corner.order",
                   "%s paid for the corner at space %d before the corner at space %d crossed "
                   "first", cname(c), pos, e->circ->corners[y->corner].pos);
            break;
        }
    }
    hit->done = 1;
    if (hit->line > (long)e->laps * lap_len(e)) {
        REPORT(c, "heat.finish.after-line",
               "%s paid %d heat for the corner at space %d after the finish line", cname(c), n,
               pos);
        return;
    }
    int lim = corner_limit(e, c, hit->corner);
    int cost = corner_cost(e, c, hit->corner);
    long loglim = jint(a, "limit", lim);
    const heat_corner *hk = &e->circ->corners[hit->corner];
    int chicane = hk->chicane >= 0;
    for (size_t q = 0; q < e->circ->ncorners && !chicane; q++)
        chicane = e->circ->corners[q].chicane == hit->corner;
    if (loglim != lim && !e->tokens[126] && !c->t_adjust)
        REPORT_R(c, "heat.corner.limit", chicane ? R_CHICANE : R_CORNER,
                 "%s's payment for the corner at space %d uses limit %ld; the corner's limit is %d%s",
                 cname(c), pos, loglim, lim, chicane ? " like the other line of its chicane" : "");
    if (cost > before)
        REPORT_R(c, "heat.spin.missing", R_PAY_SPIN,
               "%s owed %d heat for the corner at space %d (speed %d, limit %d) with %d in the "
               "engine: a spin-out, not a payment", cname(c), cost, pos, c->t_speed, lim, before);
    else if (n != cost) {
        int rule = R_CORNER_PAY;
        int noboost = c->t_speed - c->t_boost_speed - lim;
        if (c->t_slip_spaces && n == (cost > 0 ? cost : 0) + c->t_slip_spaces)
            rule = R_SLIP_CORNER;
        else if (cost <= 0)
            rule = R_CORNER_OK;
        else if (c->t_boost_speed && n == (noboost > 0 ? noboost : 0))
            rule = R_PLUS_CORNER;
        else if (c->t_slip_spaces && n == cost + c->t_slip_spaces)
            rule = R_SLIP_CORNER;
        else if (c->t_adjust && n == c->t_speed - (lim - c->t_adjust))
            rule = R_ADJUST;
        REPORT_R(c, "heat.corner.pay", rule,
                 "%s paid %d heat for the corner at space %d at speed %d, limit %d: %d owed",
                 cname(c), n, pos, c->t_speed, lim, cost > 0 ? cost : 0);
    }
}

/* Records the corners a move from a0 to a1 crosses. */
static void note_crossings(ga_engine *e, hcar *c, long a0, long a1, int slip)
{
    if (!e->circ)
        return;
    long L = lap_len(e);
    for (int lap = 0; lap <= e->laps; lap++)
        for (size_t k = 0; k < e->circ->ncorners; k++) {
            long line = lap * L + e->circ->corners[k].pos;
            if (a0 <= line && line < a1 && c->ncross < MAXCROSS) {
                /* in order of crossing: lines are increasing within a lap */
                hcross x = {(int)k, line, lap, line >= (long)e->laps * L, slip};
                int at = c->ncross;
                while (at > 0 && c->cross[at - 1].line > line) {
                    c->cross[at] = c->cross[at - 1];
                    at--;
                }
                c->cross[at] = x;
                c->ncross++;
            }
        }
}

/* A Legend's move (BGA: totalSpeed -1) crosses one corner line, two from a
 * chevron space (circuits.c aggr: that many spaces before the next line or
 * fewer), three where the circuit data has a second chevron (aggr2; not on the
 * page, allowed as the data says).  Lines past the finish are not counted. */
static void legend_corners(ga_engine *e, hcar *c, long from, long to, const ga_move *m,
                           ga_findings *out)
{
    if (!e->circ)
        return;
    long L = lap_len(e), next = -1;
    int crossed = 0, nk = -1;
    for (int lap = 0; lap <= e->laps; lap++)
        for (size_t k = 0; k < e->circ->ncorners; k++) {
            long line = lap * L + e->circ->corners[k].pos;
            if (line >= from && (next < 0 || line < next)) {
                next = line;
                nk = (int)k;
            }
            if (from <= line && line < to && line < (long)e->laps * L)
                crossed++;
        }
    if (nk < 0 || crossed < 2)
        return;
    const heat_corner *hk = &e->circ->corners[nk];
    long delta = next - from;
    int max = 1;
    if (hk->aggr >= 0 && delta <= hk->aggr)
        max = 2;
    if (hk->aggr2 >= 0 && delta <= hk->aggr2)
        max = 3;
    if (crossed <= max)
        return;
    int gb = !strcmp(e->circ->id, "GB");
    int rule = max >= 2 ? R_AGG_TWO : gb ? R_AGG_GB : R_AGG_CHEVRON;
    REPORT_R(c, "heat.legend.corners", rule,
             "%s (a Legend) crossed %d corner lines from space %ld, %ld space(s) before the "
             "corner at space %d (limit %d): %d allowed%s", cname(c), crossed,
             ((from - 1) % L + L) % L + 1,
             delta, hk->pos, hk->speed, max,
             max >= 2 ? " from its chevron space"
             : gb ? " (Great Britain's chevrons are before the 6, 5 and 4 corners only)"
                  : " (not a chevron space)");
}

static void on_move(ga_engine *e, hcar *c, const json_t *a, const char *log, const ga_move *m,
                    ga_findings *out)
{
    turn_open(e, c, m, out);
    int slip = json_is_true(json_object_get(a, "slipstream")) ||
               (log && (!strncmp(log, "Slipstream", 10) || !strncmp(log, "Draft", 5)));
    int cell = (int)jint(a, "cell", -1);
    int speed = (int)jint(a, "speed", 0);
    int fwd = (int)jint(a, "nForward", speed);
    const json_t *path = json_object_get(a, "path");
    long L = lap_len(e);
    long from = c->abs;
    if (json_array_size(path) > 0) {
        int p0 = (int)jint(json_array_get(path, 0), NULL, -1);
        long long p0v;
        if (ga_json_int(json_array_get(path, 0), &p0v))
            p0 = (int)p0v;
        if (p0 != c->cell && c->cell >= 0 && cell_of(e->circ, p0))
            REPORT(c, "heat.state.cell", "%s moves from cell %d, the engine has it on cell %d",
                   cname(c), p0, c->cell);
        if (p0 != c->cell && cell_of(e->circ, p0)) {
            /* follow the log: same lap, nearest */
            const heat_cell *hc = cell_of(e->circ, p0);
            long lapn = (from - 1 + L * 4) / L - 4;
            long cand = lapn * L + hc->pos;
            if (cand > from + L / 2)
                cand -= L;
            else if (cand < from - L / 2)
                cand += L;
            from = cand;
        }
    }
    const heat_cell *dst = cell_of(e->circ, cell);
    long to = from;
    if (dst) {
        const heat_cell *src = cell_of(e->circ, c->cell);
        long delta = src ? ((dst->pos - src->pos) % L + L) % L : fwd;
        if (fwd == 0)
            delta = 0;
        to = from + delta;
    }
    int others_here = 0;
    if (slip) {
        /* a car in the same space or the next one, before moving */
        others_here = cars_at(e, from, c->cid) + cars_at(e, from + 1, c->cid);
        if (c->t_slip)
            REPORT(c, "heat.slip.twice", "%s slipstreamed a second time this turn", cname(c));
        else if (!others_here) {
            /* was there a car beside or ahead where the turn began? then the car moved
             * away from it: the condition is where it landed */
            int before = c->t_start_abs != from && (cars_at(e, c->t_start_abs, c->cid) ||
                                                    cars_at(e, c->t_start_abs + 1, c->cid));
            REPORT_R(c, "heat.slip.no-car", before ? R_SLIP_LAND : R_SLIP_WHEN,
                     "%s slipstreamed from space %ld with no car beside or in the space ahead%s",
                     cname(c), from, before ? " (there was one where its move began)" : "");
        }
        int want = 2 + c->t_slipbonus;
        if (speed > want + (e->tokens[127] > 0 ? 2 : 0) || speed < 2)
            REPORT_R(c, "heat.slip.distance", c->t_slipbonus ? R_SLIP_BOOST : R_SLIP_DIST,
                   "%s slipstreamed %d spaces: 2 plus %d from upgrades allowed", cname(c), speed,
                   c->t_slipbonus);
        if (e->circ && from <= (long)e->laps * L && to > (long)e->laps * L)
            REPORT(c, "heat.slip.finish", "%s crossed the finish line by slipstreaming",
                   cname(c));
        else if (e->circ && from > (long)e->laps * L)
            REPORT(c, "heat.slip.finish", "%s slipstreamed after crossing the finish line",
                   cname(c));
        c->t_slip = 1;
    } else if (!c->legend && c->t_revealed) {
        int total = (int)jint(a, "totalSpeed", -1);
        if (total >= 0 && (total < c->t_speed || total > c->t_speed + c->t_speed_hi))
            REPORT_R(c, "heat.move.speed",
                     c->t_direct_speed && total == c->t_speed - c->t_direct_speed ? R_DIRECT_SPEED
                     : c->t_plus ? R_PLUS_ADD : R_SPEED,
                     "%s moved at speed %d; the played cards, + symbols and boosts make %d%s",
                     cname(c), total, c->t_speed, c->t_speed_hi ? " (or more, by choice)" : "");
        if (total >= 0) {
            c->t_speed = total;
            c->t_speed_hi = 0;
            if (!c->t_moved)
                c->t_base = total;
        }
    }
    if (c->t_cluttered && fwd > 0)
        REPORT(c, "heat.cluttered.moved", "%s moved %d space(s) in a cluttered-hand turn",
               cname(c), fwd);
    if (fwd > speed && speed >= 0)
        REPORT(c, "heat.move.distance", "%s moved %d spaces at speed %d", cname(c), fwd, speed);
    else if (fwd < speed && e->circ) {
        int rule = c->t_moved && !slip ? R_BOOST_BLOCK
                   : cars_at(e, from + speed, c->cid) < 2 ? R_PASS : R_BLOCKED;
        for (long s = to + 1; s <= from + speed; s++)
            if (cars_at(e, s, c->cid) < 2) {
                REPORT_R(c, "heat.move.blocked", rule,
                       "%s stopped %d spaces short of speed %d, but space %ld ahead had a free "
                       "spot (%d car(s))", cname(c), speed - fwd, speed, s,
                       cars_at(e, s, c->cid));
                break;
            }
    }
    if (slip)
        c->t_slip_spaces += (int)(to - from);
    if (json_is_true(json_object_get(a, "legend")) || jint(a, "totalSpeed", 0) == -1)
        legend_corners(e, c, from, to, m, out);
    note_crossings(e, c, from, to, slip);
    if (dst && fwd > 0 && !cars_at(e, to, c->cid) && race_lane(e, dst->pos) &&
        dst->lane != race_lane(e, dst->pos))
        REPORT(c, "heat.move.race-line",
               "%s ends on cell %d, lane %d of space %d, with the race-line spot (lane %d) free",
               cname(c), cell, dst->lane, dst->pos, race_lane(e, dst->pos));
    c->abs = to;
    if (cell >= 0)
        c->cell = cell;
    c->t_moved = 1;
    c->raced = 1;
}

static void on_spin_out(ga_engine *e, hcar *c, const json_t *a, const ga_move *m,
                        ga_findings *out)
{
    int n = (int)jint(a, "n", 0);
    int pos = (int)jint(a, "corner", -1);
    int before = engine_heat(e, c->cid);
    int cell = (int)jint(a, "cell", -1);
    long turn = jint(a, "turn", 0);
    int stress = (int)jint(a, "m", -1);
    each_card(e, json_object_get(a, "cards"), c->cid, cb_discard, NULL);
    const json_t *st = json_object_get(a, "stresses");
    int nst = 0;
    for (size_t i = 0; i < json_array_size(st); i++) {
        long long id;
        hcard *h;
        if (ga_json_int(json_array_get(st, i), &id) && (h = card_get(e, (long)id))) {
            h->stress = 1;
            h->known = 1;
            to_loc(e, h, c->cid, L_HAND);
            nst++;
        }
    }
    if (stress > nst)
        c->hand_unknown += stress - nst;
    if (!e->circ || c->legend) {
        goto follow;
    }
    hcross *hit = NULL;
    for (int j = 0; j < c->ncross; j++)
        if (!c->cross[j].done && e->circ->corners[c->cross[j].corner].pos == pos) {
            hit = &c->cross[j];
            break;
        }
    int want_stress = c->gear <= 2 ? 1 : 2;
    if (stress >= 0 && stress != want_stress)
        REPORT(c, "heat.spin.stress", "%s spun out in gear %d and took %d stress card(s), %d due",
               cname(c), c->gear, stress, want_stress);
    if (hit) {
        int lim = corner_limit(e, c, hit->corner);
        int cost = corner_cost(e, c, hit->corner);
        if (hit->line > (long)e->laps * lap_len(e))
            REPORT(c, "heat.finish.after-line",
                   "%s spun out at the corner at space %d after the finish line", cname(c), pos);
        else if (n != before || cost <= before)
            REPORT(c, "heat.spin.heat",
                   "%s spun out at the corner at space %d (speed %d, limit %d, %d owed) paying %d "
                   "heat with %d in the engine", cname(c), pos, c->t_speed, lim,
                   cost > 0 ? cost : 0, n, before);
        for (hcross *y = hit; y < c->cross + c->ncross; y++)
            y->done = 1;
        /* first available space before the line */
        long back = turn * lap_len(e) + (cell_of(e->circ, cell) ? cell_of(e->circ, cell)->pos : 0);
        if (cell_of(e->circ, cell)) {
            if (back > hit->line)
                REPORT(c, "heat.spin.back", "%s was put back on cell %d, past the corner line",
                       cname(c), cell);
            else
                for (long s = back + 1; s <= hit->line; s++)
                    if (cars_at(e, s, c->cid) < 2) {
                        REPORT(c, "heat.spin.back",
                               "%s was put back %ld space(s) before the corner, but space %ld "
                               "nearer had a free spot", cname(c), hit->line - back + 1,
                               s);
                        break;
                    }
            c->abs = back;
        }
    }
follow:
    if (cell_of(e->circ, cell)) {
        c->cell = cell;
        c->abs = turn * lap_len(e) + cell_of(e->circ, cell)->pos;
    }
    c->spun_gear = c->gear;
    c->after_spin = 1;
    c->gear = 1;
    c->t_spun = 1;
}

/* "does not have enough Heat in their engine to pay for all their played
 * cards": the claim is checked; the car goes back to where it started. */
static void on_cry(ga_engine *e, hcar *c, const json_t *a, const ga_move *m, ga_findings *out)
{
    int heat = engine_heat(e, c->cid);
    if (c->t_heatsym > 0 && heat >= c->t_heatsym)
        REPORT(c, "heat.pay.not-short",
               "%s claimed too little heat to pay %d for the played cards with %d heat in the "
               "engine", cname(c), c->t_heatsym, heat);
    c->t_cry = 1;
    c->ncross = 0;
    /* the move is made again from the cards revealed and their + symbols:
     * boosts and adrenaline of the react step are lost */
    c->t_speed = c->t_base;
    c->t_moved = 0;
    int cell = (int)jint(a, "cell", -1);
    const heat_cell *hc = cell_of(e->circ, cell);
    if (hc) {
        c->cell = cell;
        c->abs = jint(a, "turn", 0) * lap_len(e) + hc->pos;
    }
}

static void on_gain_adrenaline(ga_engine *e, hcar *c, const ga_move *m, ga_findings *out)
{
    int k = e->started >= 5 ? 2 : 1;
    /* the last k cars of the round still racing */
    int seen = 0, ok = 0;
    for (int i = e->norder - 1; i >= 0 && seen < k; i--) {
        const hcar *o = &e->cars[e->order[i]];
        if (o->finished || o->eliminated)
            continue;
        if (o->cid == c->cid)
            ok = 1;
        seen++;
    }
    int remaining = 0;
    for (int i = 0; i < e->norder; i++) {
        const hcar *o = &e->cars[e->order[i]];
        remaining += !o->finished && !o->eliminated;
    }
    if (!ok && e->norder)
        REPORT_R(c, "heat.adrenaline.not-last",
                 e->started >= 5 && remaining < 5 ? R_ADREN_START : R_ADRENALINE,
               "%s got adrenaline but is not among the last %d car(s) to move this round "
               "(%d started)", cname(c), k, e->started);
    c->t_adren = 1;
    c->adren_round = e->round + 1;
}

static void cb_not_hand(ga_engine *e, hcard *h, int cid, void *ctx)
{
    (void)e;
    (void)cid;
    if (h->loc != L_HAND || !h->heat)
        *(int *)ctx += 1;
}

static void cb_in_hand(ga_engine *e, hcard *h, int cid, void *ctx)
{
    (void)e;
    (void)cid;
    *(int *)ctx += h->loc == L_HAND;
}

static void on_cooldown(ga_engine *e, hcar *c, const json_t *a, const ga_move *m,
                        ga_findings *out)
{
    int outside = 0;
    each_card(e, json_object_get(a, "cards"), c->cid, cb_not_hand, &outside);
    if (outside && c->hand_known)
        REPORT(c, "heat.cooldown.not-hand",
               "%s cooled down %d card(s) that are not Heat cards in the hand", cname(c),
               outside);
    int n = each_card(e, json_object_get(a, "cards"), c->cid, cb_engine, NULL);
    if (!n)
        n = (int)jint(a, "n", 0);
    c->t_cool_used += n;
    int avail = c->t_gearcool + c->t_cool_avail + (c->t_adren ? 1 : 0);
    if (c->t_cool_used > avail + (e->tokens[126] > 0 ? 1 : 0))
        REPORT(c, "heat.cooldown.too-many",
               "%s cooled down %d heat this turn; gear, cards and adrenaline allow %d", cname(c),
               c->t_cool_used, avail);
}

static void on_gear_cooldown(ga_engine *e, hcar *c, const json_t *a, const ga_move *m,
                             ga_findings *out)
{
    int n = (int)jint(a, "cooldown", 0);
    int want = c->gear == 1 ? 3 : c->gear == 2 ? 1 : 0;
    if (n > want && !e->tokens[126])
        REPORT(c, "heat.cooldown.gear", "%s got cooldown %d in gear %d: the gear gives %d",
               cname(c), n, c->gear, want);
    c->t_gearcool += n;
}

static void on_discard(ga_engine *e, hcar *c, const json_t *a, const char *log,
                       const ga_move *m, ga_findings *out)
{
    /* the Reduce Stress upgrade discards Stress on purpose */
    int reduce = json_is_true(json_object_get(a, "reduce")) || (log && strstr(log, "reduce stress"));
    const json_t *cards = json_object_get(a, "cards");
    int bad = 0;
    size_t i;
    json_t *x;
    const char *k;
    hcard *list[32], *h;
    long lidx[32];
    int n = 0;
    /* indexes first: reading a card may grow (move) the card table */
    if (json_is_array(cards)) {
        json_array_foreach(cards, i, x) if (n < 32 && (h = card_read(e, x))) lidx[n++] = h - e->cards;
    } else if (json_is_object(cards)) {
        json_object_foreach((json_t *)cards, k, x) if (n < 32 && (h = card_read(e, x))) lidx[n++] = h - e->cards;
    }
    for (int j = 0; j < n; j++)
        list[j] = &e->cards[lidx[j]];
    for (int j = 0; j < n; j++) {
        if (list[j]->loc == L_PLAY && c->t_cry) {
            /* cards the engine could not pay for leave the play area */
            c->t_speed -= list[j]->speed;
            c->t_heatsym -= list[j]->heatsym;
            c->t_adjust -= list[j]->adjust;
            to_loc(e, list[j], c->cid, L_DISCARD);
            continue;
        }
        bad += list[j]->heat || list[j]->stress;
        to_loc(e, list[j], c->cid, L_DISCARD);
    }
    if (e->heat_discard_ok)
        bad = 0;
    int heats = 0;
    for (int j = 0; j < n; j++)
        heats += list[j]->heat;
    if (reduce) {
        c->t_reduced += n;
        if (c->t_reduced > c->t_reduce)
            REPORT(c, "heat.upgrade.reduce",
                   "%s discarded %d Stress card(s) by Reduce Stress this turn; its symbols allow %d",
                   cname(c), c->t_reduced, c->t_reduce);
    }
    if (bad && !reduce)
        REPORT_R(c, "heat.discard.forbidden", heats && !e->heat_discard_ok ? R_HEAT_NEVER : R_DISCARD,
                 "%s discarded %d stress or heat card(s)", cname(c), bad);
}

static void on_clear_played(ga_engine *e, hcar *c, const json_t *a, const ga_move *m,
                            ga_findings *out)
{
    const json_t *ids = json_object_get(a, "cardIds");
    for (size_t i = 0; i < json_array_size(ids); i++) {
        long long id;
        hcard *h;
        if (ga_json_int(json_array_get(ids, i), &id) && (h = card_get(e, (long)id)) &&
            h->loc == L_PLAY) {
            if (h->sponsor)
                REPORT(c, "heat.sponsor.kept",
                       "%s put the sponsor card %lld it played on the discard pile", cname(c), id);
            to_loc(e, h, c->cid, L_DISCARD);
        }
    }
    const json_t *sp = json_object_get(a, "sponsorIds");
    for (size_t i = 0; i < json_array_size(sp); i++) {
        long long id;
        hcard *h;
        if (ga_json_int(json_array_get(sp, i), &id) && (h = card_get(e, (long)id)))
            h->loc = L_NONE;  /* a used sponsor leaves the game */
    }
    if (json_is_array(ids)) {
        int left = count_loc(e, c->cid, L_PLAY);
        if (left)
            REPORT(c, "heat.hand.play-left",
                   "%s replenishes with %d played card(s) still in the play area", cname(c),
                   left);
        for (size_t i = 0; i < e->ncards; i++)
            if (e->cards[i].owner == c->cid && e->cards[i].loc == L_PLAY)
                e->cards[i].loc = L_DISCARD;
    }
    if (e->active == c->cid)
        turn_close(e, m, out);
}

static void on_pdraw(ga_engine *e, hcar *c, const json_t *a, const ga_move *m, ga_findings *out)
{
    each_card(e, json_object_get(a, "cards"), c->cid, cb_hand, NULL);
    c->hand_known = 1;
    long deck = jint(a, "deckCount", -1);
    if (json_is_true(json_object_get(a, "areSponsors")))
        return;
    int hs = hand_size(e, c);
    int drawn = (int)json_array_size(json_object_get(a, "cards"));
    if (json_is_object(json_object_get(a, "cards")))
        drawn = (int)json_object_size(json_object_get(a, "cards"));
    if (deck > 0 && hs < e->hand_limit && !c->finished)
        REPORT(c, "heat.hand.replenish", "%s has %d card(s) after drawing, the hand limit is %d",
               cname(c), hs, e->hand_limit);
    else if (drawn > 0 && hs > e->hand_limit && !c->finished)
        REPORT(c, "heat.hand.replenish",
               "%s drew %d card(s) up to %d, past the hand limit of %d", cname(c), drawn, hs,
               e->hand_limit);
}

static void on_finish_race(ga_engine *e, hcar *c, const json_t *a, const ga_move *m,
                           ga_findings *out)
{
    int pos = (int)jint(a, "pos", 0);
    long L = lap_len(e);
    if (e->circ && c->abs <= (long)e->laps * L && !c->legend)
        REPORT(c, "heat.finish.laps",
               "%s finished at position %d on space %ld of lap %ld: %d laps are needed",
               cname(c), pos, c->abs > 0 ? (c->abs - 1) % L + 1 : c->abs,
               c->abs > 0 ? (c->abs - 1) / L + 1 : 0, e->laps);
    /* positions are handed out in order: the next free one, the car
     * furthest ahead first among those finishing in one round */
    if (pos != e->nfinished + 1)
        REPORT_R(c, "heat.finish.order", R_HALL,
               "%s finished at position %d, but %d car(s) finished before it: the position is %d",
               cname(c), pos, e->nfinished, e->nfinished + 1);
    for (int i = 0; i < e->nround_finishers; i++) {
        hcar *o = &e->cars[e->round_finishers[i]];
        if (o->abs < c->abs)
            REPORT_R(c, "heat.finish.order", R_WIN,
                   "%s finished at position %d on space %ld, behind %s at position %d on space "
                   "%ld, which it was ahead of", cname(c), pos, c->abs, cname(o), o->finished,
                   o->abs);
    }
    c->finished = pos > 0 ? pos : 1;
    c->place = e->nfinished + 1;
    if (e->nround_finishers < MAXCARS)
        e->round_finishers[e->nround_finishers++] = c->cid;
    e->nfinished++;
}

static void on_end_of_race(ga_engine *e, const json_t *a, const ga_move *m, ga_findings *out)
{
    turn_close(e, m, out);
    for (int i = 0; i < MAXCARS; i++) {
        hcar *c = &e->cars[i];
        if (c->used && c->in_race && c->raced && !c->finished && !c->eliminated)
            REPORT_R(c, "heat.finish.early", e->nfinished ? R_REMAIN : R_REPEAT,
                     "the race ended with %s still racing (lap %ld)%s", cname(c),
                     c->abs > 0 ? (c->abs - 1) / lap_len(e) + 1 : 0,
                     e->nfinished ? "" : ", no car having finished");
    }
    const json_t *scores = json_object_get(a, "scores");
    size_t nr = json_array_size(scores);
    if (nr > 0 && nr <= 16) {
        e->nraces = (int)nr;
        for (size_t r = 0; r < nr; r++) {
            const json_t *row = json_array_get(scores, r);
            for (size_t i = 0; i < json_array_size(row) && i < MAXCARS; i++)
                e->race_scores[r][i] = jint(json_array_get(row, i), NULL, 0);
            for (size_t i = 0; i < json_array_size(row) && i < MAXCARS; i++) {
                long long v;
                if (ga_json_int(json_array_get(row, i), &v))
                    e->race_scores[r][i] = (long)v;
            }
        }
    }
    const json_t *order = json_object_get(a, "order");
    for (size_t i = 0; i < json_array_size(order); i++) {
        long long cid;
        if (!ga_json_int(json_array_get(order, i), &cid) || cid < 0 || cid >= MAXCARS)
            continue;
        hcar *c = &e->cars[cid];
        if (!e->championship && c->used && c->place && c->place != (int)i + 1)
            REPORT_R(c, "heat.finish.order", R_HALL,
                   "the race's final order puts %s at position %zu, it crossed the line in "
                   "position %d", cname(c), i + 1, c->place);
    }
}

static void on_result(ga_engine *e, const json_t *a, const ga_move *m, ga_findings *out)
{
    const json_t *scores = json_object_get(a, "scores");
    if (!json_is_object(scores) || !e->nraces)
        return;
    for (int p = 0; p < e->nplayers; p++) {
        const char *pid = e->pid[p], *pname = e->pname[p];
        long long claimed;
        if (!ga_json_int(json_object_get(scores, pid), &claimed))
            continue;
        int cid = -1;
        for (int i = 0; i < MAXCARS; i++)
            if (e->cars[i].used && pname && !strcmp(e->cars[i].name, pname))
                cid = i;
        if (cid < 0)
            continue;
        long sum = 0;
        for (int r = 0; r < e->nraces; r++)
            sum += e->race_scores[r][cid];
        if (sum != claimed)
            REPORT(&e->cars[cid], "heat.champ.total",
                   "%s's final score is %lld; the %d race(s) logged %ld points in all", pname,
                   claimed, e->nraces, sum);
    }
}

/* ---------------------------------------------------------------- apply */

static int h_new(ga_engine **out, const ga_header *h, const ga_ruleset *rules, ga_error *err)
{
    (void)rules;
    (void)err;
    ga_engine *e = calloc(1, sizeof *e);
    if (!e)
        return GA_ENOMEM;
    for (size_t i = 0; i < h->nplayers && i < MAXCARS; i++) {
        snprintf(e->pid[i], sizeof e->pid[i], "%s", h->players[i].id ? h->players[i].id : "");
        snprintf(e->pname[i], sizeof e->pname[i], "%s",
                 h->players[i].name ? h->players[i].name : "");
        e->nplayers = (int)i + 1;
    }
    e->bga = ga_header_is_bga(h);
    e->active = -1;
    e->hand_limit = 7;
    for (int i = 0; i < 128; i++)
        e->tokens[i] = -1;
    e->tokens[126] = e->tokens[127] = 0;
    const char *circ = json_string_value(json_object_get(h->setup, "circuit"));
    if (circ)
        e->circ = circuit_named(circ);
    *out = e;
    return 0;
}

static int h_apply(ga_engine *e, const ga_move *m, ga_findings *out)
{
    const json_t *a = m->args;
    const char *log = NULL;
    if (e->bga && json_object_get(m->args, "args") && strcmp(m->action, "result")) {
        log = json_string_value(json_object_get(m->args, "log"));
        a = json_object_get(m->args, "args");
        /* the raw template: the rendered text starts with the name */
    }
    if (!json_is_object(a))
        return 0;
    const char *t = m->action;
    e->events++;
    /* the template's prefix tells a slipstream; the rendered log keeps it */
    if (log) {
        const char *s = strstr(log, "Slipstream:");
        if (!s)
            s = strstr(log, "Draft:");
        if (s == log || (s && s - log < 4))
            log = s;
    }
    hcar *c = NULL;
    long cid = jint(a, "constructor_id", -1);
    if (cid >= 0)
        c = car_get(e, cid);
    if (c) {
        const char *nm = json_string_value(json_object_get(a, "constructor_name"));
        if (nm && strcmp(c->name, nm))
            snprintf(c->name, sizeof c->name, "%s", nm);
    }
    if (!strcmp(t, "newChampionshipRace")) {
        e->championship = 1;
        const char *b = json_string_value(json_object_get(json_object_get(a, "circuitDatas"), "id"));
        const heat_circuit *hc = circuit_named(b ? b : json_string_value(json_object_get(a, "board")));
        if (hc)
            e->circ = hc;
        /* a press corner on a chicane sits on its last line */
        const json_t *press = json_object_get(json_object_get(a, "circuitDatas"), "pressCorners");
        e->npress = 0;
        for (size_t i = 0; i < json_array_size(press) && e->npress < MAXPRESS; i++) {
            long long p;
            if (ga_json_int(json_array_get(press, i), &p) && p >= 0 && p < 1000)
                e->press[e->npress++] = (int)p;
        }
        for (int i = 0; i < MAXCARS; i++)
            memset(e->cars[i].press_got, 0, sizeof e->cars[i].press_got);
        for (size_t i = 0; hc && i < json_array_size(press); i++) {
            long long p;
            if (!ga_json_int(json_array_get(press, i), &p))
                continue;
            for (size_t k = 0; k < hc->ncorners; k++)
                if (hc->corners[k].chicane >= 0 &&
                    hc->corners[hc->corners[k].chicane].pos == (int)p)
                    REPORT(NULL, "heat.press.chicane",
                           "race %ld on %s puts a press corner on space %lld, the first line of "
                           "the chicane that ends at space %d", jint(a, "n", 0), hc->name, p,
                           hc->corners[k].pos);
        }
        /* event "Chicanes for increased safety": Heat may be discarded (its
         * races in the bundled data discard Heat, BGA's code allowing it) */
        const char *ev = json_string_value(json_object_get(a, "event"));
        e->heat_discard_ok = ev && strstr(ev, "increased safety") != NULL;
        /* a new race: the previous race's cards are all dealt again (its setupRace
         * and first draws say which are where) */
        for (size_t i = 0; i < e->ncards; i++)
            e->cards[i].loc = L_NONE;
        for (int i = 0; i < MAXCARS; i++)
            e->cars[i].hand_unknown = 0;
        e->hand_limit = 7;
        for (size_t i = 0; ev && i < sizeof event_hand_limits / sizeof *event_hand_limits; i++)
            if (!strcmp(ev, event_hand_limits[i].event))
                e->hand_limit = event_hand_limits[i].hand_limit;
        e->race_laps = (int)jint(a, "nbrLaps", 0);
        for (int i = 0; i < 126; i++)
            e->tokens[i] = -1;
        e->tokens[126] = e->tokens[127] = 0;
        return 0;
    }
    if (!strcmp(t, "startRace")) {
        on_start_race(e, a);
        return 0;
    }
    if (!strcmp(t, "setupRace")) {
        on_setup_race(e, a);
        return 0;
    }
    if (!strcmp(t, "setWeather")) {
        const json_t *tok = json_object_get(json_object_get(a, "weather"), "tokens");
        const char *k;
        json_t *v;
        json_object_foreach((json_t *)tok, k, v) {
            int p = atoi(k);
            long long x;
            if (p >= 0 && p < 126 && ga_json_int(v, &x))
                e->tokens[p] = (int)x;
        }
        /* weather card effects on cooldown and slipstream are followed from the log */
        e->tokens[126] = e->tokens[127] = 1;
        chicane_tokens(e, m, out);
        return 0;
    }
    if (!strcmp(t, "updateTurnOrder")) {
        turn_close(e, m, out);
        const json_t *ids = json_object_get(a, "constructor_ids");
        if (json_array_size(ids)) {
            e->norder = 0;
            for (size_t i = 0; i < json_array_size(ids) && e->norder < MAXCARS; i++) {
                long long x;
                if (ga_json_int(json_array_get(ids, i), &x) && x >= 0 && x < MAXCARS)
                    e->order[e->norder++] = (int)x;
            }
        }
        e->nround_finishers = 0;
        e->last_turn_idx = -1;
        e->round++;
        /* the frontmost car first */
        for (int i = 0; i + 1 < e->norder; i++) {
            hcar *p = &e->cars[e->order[i]], *q = &e->cars[e->order[i + 1]];
            if (p->used && q->used && p->cell >= 0 && q->cell >= 0 && !p->finished &&
                !q->finished && !p->eliminated && !q->eliminated && p->abs == q->abs) {
                const heat_cell *pc = cell_of(e->circ, p->cell), *qc = cell_of(e->circ, q->cell);
                int rl = pc ? race_lane(e, pc->pos) : 0;
                if (pc && qc && rl && qc->lane == rl && pc->lane != rl) {
                    REPORT_R(p, "heat.order.turn", R_RACE_LINE_AHEAD,
                             "the new round order puts %s before %s, beside it on space %ld but "
                             "nearer the race line", cname(p), cname(q), p->abs);
                    break;
                }
            }
            if (p->used && q->used && p->cell >= 0 && q->cell >= 0 && !p->finished &&
                !q->finished && !p->eliminated && !q->eliminated && p->abs < q->abs) {
                REPORT_R(p, "heat.order.turn", R_ORDER_FRONT,
                       "the new round order puts %s (space %ld) before %s (space %ld), which is "
                       "further ahead", cname(p), p->abs, cname(q), q->abs);
                break;
            }
        }
        return 0;
    }
    if (!strcmp(t, "endOfRace")) {
        on_end_of_race(e, a, m, out);
        return 0;
    }
    if (!strcmp(t, "result")) {
        on_result(e, a, m, out);
        return 0;
    }
    if (!c)
        return 0;
    if (!strcmp(t, "reveal"))
        on_reveal(e, c, a, m, out);
    else if (!strcmp(t, "moveCar"))
        on_move(e, c, a, log, m, out);
    else if (!strcmp(t, "resolveBoost"))
        on_resolve_boost(e, c, a, m, out);
    else if (!strcmp(t, "payHeats"))
        on_pay_heats(e, c, a, log, m, out);
    else if (!strcmp(t, "spinOut"))
        on_spin_out(e, c, a, m, out);
    else if (!strcmp(t, "gainAdrenaline"))
        on_gain_adrenaline(e, c, m, out);
    else if (!strcmp(t, "adrenaline")) {
        if (c->t_adren && c->t_adren_speed)
            REPORT_R(c, "heat.adrenaline.unearned", R_ADREN_USE,
                     "%s used adrenaline's +1 speed a second time this turn", cname(c));
        else if (!c->t_adren && c->adren_round)
            REPORT_R(c, "heat.adrenaline.unearned", R_ADREN_SAVE,
                     "%s used adrenaline's +1 speed without adrenaline this round (it had "
                     "adrenaline in round %d)", cname(c), c->adren_round);
        else if (!c->t_adren)
            REPORT_R(c, "heat.adrenaline.unearned", R_ADREN_MAY,
                     "%s used adrenaline's +1 speed without adrenaline", cname(c));
        c->t_adren_speed = 1;
        c->t_speed += 1;
    } else if (!strcmp(t, "cooldown"))
        on_cooldown(e, c, a, m, out);
    else if (!strcmp(t, "gainGearCooldown"))
        on_gear_cooldown(e, c, a, m, out);
    else if (!strcmp(t, "discard"))
        on_discard(e, c, a, log, m, out);
    else if (!strcmp(t, "draw")) {
        if (json_is_true(json_object_get(a, "areSponsors")) &&
            (json_is_true(json_object_get(a, "press")) || (log && strstr(log, "press corner")))) {
            long n = jint(a, "n", 1);
            if (e->active != c->cid)
                turn_open(e, c, m, out);
            c->t_press += n > 0 && n < 100 ? (int)n : 1;
        }
    } else if (!strcmp(t, "clearPlayedCards"))
        on_clear_played(e, c, a, m, out);
    else if (!strcmp(t, "pDraw") || !strcmp(t, "pMulligan")) {
        if (!strcmp(t, "pMulligan"))
            for (size_t i = 0; i < e->ncards; i++)
                if (e->cards[i].owner == c->cid && e->cards[i].loc == L_HAND)
                    e->cards[i].loc = L_DECK;
        on_pdraw(e, c, a, m, out);
    } else if (!strcmp(t, "mulligan")) {
        hcard *h = card_read(e, json_object_get(a, "heat"));
        if (h)
            to_loc(e, h, c->cid, L_DISCARD);
    } else if (!strcmp(t, "directPlay")) {
        hcard *h = card_read(e, json_object_get(a, "card"));
        if (h && (!h->direct || (c->hand_known && h->loc != L_HAND)))
            REPORT(c, "heat.upgrade.direct",
                   "%s played card %d directly in the react step: %s", cname(c),
                   (int)(h - e->cards), !h->direct ? "it has no Direct Play symbol"
                                                  : "it is not in the hand");
        if (h) {
            c->t_direct_speed += h->speed;
            c->t_reduce += h->reduce;
            c->t_salvage += h->salvage;
            c->t_scrap += h->scrap;
            c->t_supercool += h->supercool;
            to_loc(e, h, c->cid, L_PLAY);
            c->t_speed += h->speed;
            c->t_speed_hi += h->speed_hi - h->speed;
            c->t_heatsym += h->heatsym;
            c->t_adjust += h->adjust;
            c->t_slipbonus += h->slip;
            c->t_cool_avail += h->cool;
        }
    } else if (!strcmp(t, "accelerate")) {
        /* +1 for every + symbol used: the log gives the total added */
        int add = (int)jint(a, "speed", 1);
        if (add != c->t_plus)
            REPORT_R(c, "heat.upgrade.accelerate", add < c->t_plus ? R_ACCEL_ALL : R_ACCEL,
                   "%s accelerated by %d with %d + symbol(s) used this turn", cname(c), add,
                   c->t_plus);
        c->t_speed += add;
    } else if (!strcmp(t, "superCoolCards")) {
        int from_hand = 0;
        each_card(e, json_object_get(a, "cards"), c->cid, cb_in_hand, &from_hand);
        if (from_hand)
            REPORT_R(c, "heat.upgrade.super-cool", R_HEAT_OUT,
                     "%s used Super Cool on %d Heat card(s) from the hand, not the discard",
                     cname(c), from_hand);
        else if (!c->t_on || !c->t_moved)
            REPORT_R(c, "heat.upgrade.super-cool", R_SUPERCOOL_STEP,
                     "%s used Super Cool %s", cname(c),
                     c->t_on ? "before moving, not in the react step" : "outside its turn");
        c->t_supercooled += each_card(e, json_object_get(a, "cards"), c->cid, cb_engine, NULL);
        if (c->t_supercooled > c->t_supercool)
            REPORT(c, "heat.upgrade.super-cool",
                   "%s took %d Heat back from the discard by Super Cool; its symbols allow %d",
                   cname(c), c->t_supercooled, c->t_supercool);
    } else if (!strcmp(t, "scrapCards"))
        c->t_scrapped += each_card(e, json_object_get(a, "cards"), c->cid, cb_discard, NULL);
    else if (!strcmp(t, "salvageCards")) {
        c->t_salvaged += each_card(e, json_object_get(a, "cards"), c->cid, cb_deck, NULL);
        if (c->t_salvaged > c->t_salvage)
            REPORT(c, "heat.upgrade.salvage",
                   "%s salvaged %d card(s); its Salvage symbols allow %d", cname(c),
                   c->t_salvaged, c->t_salvage);
    } else if (!strcmp(t, "refresh")) {
        hcard *h = card_read(e, json_object_get(a, "card"));
        if (h && !h->refresh)
            REPORT(c, "heat.upgrade.refresh",
                   "%s put card %d back on the deck, a card without the Refresh symbol",
                   cname(c), (int)(h - e->cards));
        if (h)
            to_loc(e, h, c->cid, L_DECK);
    } else if (!strcmp(t, "chooseUpgrade")) {
        hcard *h = card_read(e, json_object_get(a, "card"));
        if (h)
            to_loc(e, h, c->cid, L_DECK);
        c->upgrades++;
        if (e->championship && c->upgrades > 1)
            REPORT(c, "heat.champ.upgrade", "%s chose upgrade number %d for this race",
                   cname(c), c->upgrades);
    } else if (!strcmp(t, "cryCauseNotEnoughHeatToPay")) {
        on_cry(e, c, a, m, out);
    } else if (!strcmp(t, "clutteredHand")) {
        if (!c->t_cluttered) {
            c->spun_gear = c->gear;
            c->after_spin = 2;
        }
        c->t_cluttered = 1;
        c->gear = 1;
    } else if (!strcmp(t, "finishTurn")) {
        long laps = jint(a, "lap", 0);
        if (laps > 0 && laps < 10)
            e->laps = (int)laps;
    } else if (!strcmp(t, "finishRace"))
        on_finish_race(e, c, a, m, out);
    else if (!strcmp(t, "eliminate")) {
        c->eliminated = 1;
        c->cell = -1;
    }
    return 0;
}

static int h_finish(ga_engine *e, ga_findings *out)
{
    (void)e;
    (void)out;
    return 0;
}

static int h_dump(const ga_engine *e, ga_buf *b)
{
    long L = lap_len(e);
    ga_buf_printf(b, "circuit %s, %d laps, %ld spaces a lap\n", e->circ ? e->circ->name : "?",
                  e->laps, L);
    for (int i = 0; i < MAXCARS; i++) {
        const hcar *c = &e->cars[i];
        if (!c->used)
            continue;
        long lap = c->abs > 0 ? (c->abs - 1) / L + 1 : 0;
        long space = c->abs > 0 ? (c->abs - 1) % L + 1 : c->abs + L;
        ga_buf_printf(b, "%-16s lap %ld/%d space %ld cell %d gear %d heat: engine %d hand %d; "
                      "hand %d cards", c->name, lap, e->laps, space, c->cell, c->gear,
                      engine_heat(e, c->cid), hand_heat(e, c->cid), hand_size(e, c));
        if (c->finished)
            ga_buf_printf(b, "; finished %d", c->finished);
        else if (c->eliminated)
            ga_buf_printf(b, "; eliminated");
        else if (e->circ && e->circ->ncorners) {
            /* the corner ahead */
            const heat_corner *best = NULL;
            long bestd = 0;
            for (size_t k = 0; k < e->circ->ncorners; k++) {
                long d = ((e->circ->corners[k].pos - space) % L + L) % L;
                if (!best || d < bestd) {
                    best = &e->circ->corners[k];
                    bestd = d;
                }
            }
            ga_buf_printf(b, "; corner ahead at space %d, limit %d, %ld space(s) away", best->pos,
                          corner_limit(e, c, (int)(best - e->circ->corners)), bestd + 1);
        }
        ga_buf_puts(b, "\n");
    }
    return 0;
}

static void h_free(ga_engine *e)
{
    if (!e)
        return;
    free(e->cards);
    free(e);
}

/* fixtures/heat/japan-flooded-shift.jsonl, its first round: ann shifts 1->3 for 1 Heat and
 * drives 7 spaces onto a flooded space of Japan. */
#define HEAT_EXAMPLE \
    "{\"stream\":\"gameaudit/1\",\"game\":\"heat\",\"date\":\"2024-05-01\",\"players\":[{\"id\":\"1\",\"name\":\"ann\"},{\"id\":\"2\",\"name\":\"bob\"}],\"setup\":{\"circuit\":\"Japan\"}}\n" \
    "{\"seq\":1,\"player\":null,\"action\":\"startRace\",\"args\":{\"cells\":{\"0\":1003,\"1\":987},\"constructor_ids\":[0,1],\"constructors_names\":{\"log\":\"${constructor_name0}, ${constructor_name1}\",\"args\":{\"constructor_name0\":\"ann\",\"constructor_id0\":0,\"constructor_name1\":\"bob\",\"constructor_id1\":1}}}}\n" \
    "{\"seq\":2,\"player\":null,\"action\":\"setupRace\",\"args\":{\"counters\":[{\"engine\":[{\"id\":100,\"location\":\"engine-0\",\"type\":111,\"effect\":\"heat\",\"speed\":0,\"symbols\":[]},{\"id\":101,\"location\":\"engine-0\",\"type\":111,\"effect\":\"heat\",\"speed\":0,\"symbols\":[]},{\"id\":102,\"location\":\"engine-0\",\"type\":111,\"effect\":\"heat\",\"speed\":0,\"symbols\":[]},{\"id\":103,\"location\":\"engine-0\",\"type\":111,\"effect\":\"heat\",\"speed\":0,\"symbols\":[]},{\"id\":104,\"location\":\"engine-0\",\"type\":111,\"effect\":\"heat\",\"speed\":0,\"symbols\":[]},{\"id\":105,\"location\":\"engine-0\",\"type\":111,\"effect\":\"heat\",\"speed\":0,\"symbols\":[]},{\"id\":106,\"location\":\"engine-0\",\"type\":111,\"effect\":\"heat\",\"speed\":0,\"symbols\":[]}]},{\"engine\":[{\"id\":200,\"location\":\"engine-1\",\"type\":111,\"effect\":\"heat\",\"speed\":0,\"symbols\":[]},{\"id\":201,\"location\":\"engine-1\",\"type\":111,\"effect\":\"heat\",\"speed\":0,\"symbols\":[]},{\"id\":202,\"location\":\"engine-1\",\"type\":111,\"effect\":\"heat\",\"speed\":0,\"symbols\":[]},{\"id\":203,\"location\":\"engine-1\",\"type\":111,\"effect\":\"heat\",\"speed\":0,\"symbols\":[]},{\"id\":204,\"location\":\"engine-1\",\"type\":111,\"effect\":\"heat\",\"speed\":0,\"symbols\":[]},{\"id\":205,\"location\":\"engine-1\",\"type\":111,\"effect\":\"heat\",\"speed\":0,\"symbols\":[]},{\"id\":206,\"location\":\"engine-1\",\"type\":111,\"effect\":\"heat\",\"speed\":0,\"symbols\":[]}]}]}}\n" \
    "{\"seq\":3,\"player\":null,\"action\":\"reveal\",\"args\":{\"constructor_id\":0,\"gear\":3,\"n\":1,\"heats\":[{\"id\":100,\"location\":\"engine-0\",\"type\":111,\"effect\":\"heat\",\"speed\":0,\"symbols\":[]}],\"cards\":[{\"id\":1,\"location\":\"inplay-0\",\"type\":102,\"effect\":\"speed\",\"speed\":2,\"symbols\":[]},{\"id\":2,\"location\":\"inplay-0\",\"type\":102,\"effect\":\"speed\",\"speed\":2,\"symbols\":[]},{\"id\":3,\"location\":\"inplay-0\",\"type\":103,\"effect\":\"speed\",\"speed\":3,\"symbols\":[]}]}}\n" \
    "{\"seq\":4,\"player\":null,\"action\":\"moveCar\",\"args\":{\"constructor_id\":0,\"cell\":1059,\"speed\":7,\"nForward\":7,\"totalSpeed\":7,\"path\":[1003,1005,1013,1015,1027,1035,1047,1059]}}\n" \
    "{\"seq\":5,\"player\":null,\"action\":\"clearPlayedCards\",\"args\":{\"constructor_id\":0,\"cardIds\":[1,2,3]}}\n"

const ga_game ga_game_heat = {
    .name = "heat",
    .title = "Heat: Pedal to the Metal",
    .wiki_page = PAGE,
    .more_pages = (const char *const[]){CPAGE, NULL},
    .summary = "gear shifts and their Heat, cards per gear, speed and movement, blocking, "
               "adrenaline, boost, cooldown, slipstream, corners, spin-outs, discards, "
               "replenishing, finish order, press-corner sponsors, aggressive Legends, championship "
               "totals (BGA logs)",
    .new = h_new,
    .apply = h_apply,
    .finish = h_finish,
    .dump = h_dump,
    .free = h_free,
    GA_TABLE(refs, refs),
    GA_TABLE(consts, consts),
    GA_TABLE(actions, actions),
    GA_TABLE(checks, checks),
    GA_TABLE(skips, skips),
    .tested_on = "the 20 finished races of /work/shared/data/bga/heat/ (BGA archives written by "
                 "bga-devs/bga-heat @ cfe3cbc run headless by a seeded random driver: 2-6 "
                 "players, USA, Italia, France, Great Britain, Japan, Mexico, garage upgrades, "
                 "weather, Heavy Rain, Legends, three championships; 78,899 notifications): every race "
                 "replays with 0 findings",
    .example = HEAT_EXAMPLE,
    .reads_bga = 1,
};
