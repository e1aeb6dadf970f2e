/* engine.c — the Terraforming Mars rule engine.
 *
 * Reads Board Game Arena logs of elaskavaia/bga-mars (tokenMoved,
 * tokenMovedHidden, counter, counterAsync, message, scoringTable, score,
 * result) and the normalized stream of the vocabulary below; both go
 * through the same handlers.  The state is a ledger of every counter (each
 * player's resources, production, TR, tags, cards in hand; the global
 * parameters and the generation), the tiles on the map, the claimed
 * milestones and funded awards.  Every counter change is checked against
 * its announced increment, and the numbers the rules fix (costs, parameter
 * steps, TR, placement bonuses, production, final score) are recomputed.
 * Card effects beyond those are followed from the log (see README.md).
 *
 * Checks that need the effects of one action to be complete (a cost and
 * its payment, a parameter step and its TR) run when the action is over:
 * at the next BGA packet, or at the next non-counter move of a stream. */
#include "../../src/internal.h"
#include "../validators.h"
#include "maps.h"
#include "cards.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

enum { TM_MAXP = 6, TM_MAXC = 48, TM_GRID = 16 };

/* ---------------------------------------------------------------- rules cited */

enum {
    R_LEDGER, R_NEGATIVE, R_MCPROD, R_PRODUCTION, R_RANGE_O, R_RANGE_T, R_RANGE_W, R_TR,
    R_BONUS, R_SELL, R_POWER, R_ASTEROID, R_AQUIFER, R_GREENERY_SP, R_CITY_SP, R_HEAT,
    R_OCEAN_LAND, R_CITY_ADJ, R_GREENERY_ADJ, R_PLACEMENT, R_OCEAN_MC, R_MS_COST, R_MS_LIMIT,
    R_MS_REQ, R_AW_COST, R_AW_LIMIT, R_AW_VP, R_PASS, R_END, R_SCORE_TR, R_SCORE_GREEN,
    R_SCORE_CITY, R_SCORE_MS, R_WINNER, R_OCCUPIED, R_MS_TERRAFORMER, R_MS_MAYOR,
    R_MS_GARDENER, R_MS_BUILDER, R_MS_PLANNER, R_MS_TAKEN, R_AW_UNFUNDED, R_AW_TIE_FIRST,
    R_AW_2P, R_AW_FUNDER, R_AW_TIE_SECOND, R_RESEARCH_DRAW, R_RESEARCH_COST, R_FIRST,
    R_PROJECT, R_FINAL_GREENERY, R_PLANTS, R_SOLO_TR, R_SOLO_MS, R_SOLO_GEN, R_SOLO_NOMS, R_BLUE,
    R_ACTIONS, R_ORDER, R_SOLO_FINAL, R_CAPITAL, R_PROJECT_ACTION, R_MS_VP, R_AW_UNSCORED,
    R_SOLO_SETUP, R_SOLO_NEUTRAL, R_NOCTIS, R_HAND, R_CARD_COST, R_CARD_LIEU, R_CARD_STEEL,
    R_CARD_TITANIUM, R_REQ_PARAM, R_REQ_TAGS, R_REQ_PROD, R_EVENT_TAGS, R_GREEN_TAGS,
    R_MS_UNKNOWN, R_AW_UNKNOWN, R_MS_TOTAL, R_MS_MISREAD, R_AW_TOTAL, R_AW_PLACES,
    R_CARD_RES_VP, R_CARD_VP, R_RED_VP, R_GREEN_VP, R_RED_NOEFFECT, R_PROTECTED, R_DISCOUNT,
    R_CARD_EFFECTS, R_RED_BORDER, R_SOLO_WIN, R_SOLO_LOSE, R_SOLO_THARSIS,
    R_NREFS
};

#define PAGE "Gamehelpterraformingmars"
#define S_TURN "Turn Structure"
#define S_SP "Turn Structure > Standard Projects"
#define S_MS "Turn Structure > Milestones and Awards > Milestones"
#define S_AW "Turn Structure > Milestones and Awards > Awards"
#define S_END "Game End"

/* A player counter as findings name it: "M€", "steel production", "TR" (the log's tracker
 * letters: m s u p e h, p + a letter for production); other names as the log gives them. */
static const char *ctr_label(const char *name)
{
    static const char *const ctr[][2] = {{"m", "M€"},
                                         {"s", "steel"},
                                         {"u", "titanium"},
                                         {"p", "plants"},
                                         {"e", "energy"},
                                         {"h", "heat"},
                                         {"pm", "M€ production"},
                                         {"ps", "steel production"},
                                         {"pu", "titanium production"},
                                         {"pp", "plant production"},
                                         {"pe", "energy production"},
                                         {"ph", "heat production"},
                                         {"tr", "TR"}};
    for (size_t i = 0; i < sizeof ctr / sizeof ctr[0]; i++)
        if (!strcmp(name, ctr[i][0]))
            return ctr[i][1];
    return name;
}

/* A project card's name for messages (cards.h), "a card" for a number the table lacks. */
static const char *tm_card_label(int num)
{
    return num > 0 && (size_t)num < sizeof tm_card_names / sizeof tm_card_names[0] ? tm_card_names[num]
                                                                                   : "a card";
}

static const ga_rule_ref tm_refs[R_NREFS] = {
    [R_LEDGER] = {"terraformingmars.ledger", NULL, NULL, NULL,
                  "Terraforming Mars rulebook (FryxGames), p. 4, Player board: resources and "
                  "production are kept on the player board tracks; a change moves the "
                  "marker by exactly the amount gained or spent"},
    [R_NEGATIVE] = {"terraformingmars.ledger.negative", NULL, NULL, NULL,
                    "Terraforming Mars rulebook, p. 6, Player board: resources may never "
                    "drop below 0; you cannot spend what you do not have"},
    [R_MCPROD] = {"terraformingmars.ledger.production", NULL, NULL, NULL,
                  "Terraforming Mars rulebook, p. 6, Player board: production may not drop "
                  "below 0, M€ production not below -5 (the page's heading \"3) Production\" "
                  "only says M€ production values may be negative)"},
    [R_PRODUCTION] = {"terraformingmars.production", NULL, NULL, NULL,
                      "Terraforming Mars rulebook, p. 10, Production phase (stated by the "
                      "page's heading \"3) Production\", which is no paragraph): first convert "
                      "all unspent energy into heat, then produce by production values, and "
                      "M€ equal to the Terraform Rating"},
    [R_RANGE_O] = {"terraformingmars.param.oxygen", PAGE, S_END,
                   "there is enough oxygen to breathe (14%)", NULL},
    [R_RANGE_T] = {"terraformingmars.param.temperature", PAGE, S_END,
                   "the temperature is well above freezing (+8˚C)", NULL},
    [R_RANGE_W] = {"terraformingmars.param.oceans", PAGE, S_END,
                   "oceans enough to allow Earth-like weather (9 aquifers)", NULL},
    [R_TR] = {"terraformingmars.param.tr", PAGE, S_END,
              "Each time you raise a global parameter (oceans, oxygen, temperature) your TR "
              "increases", NULL},
    [R_BONUS] = {"terraformingmars.param.bonus", NULL, NULL, NULL,
                 "Terraforming Mars rulebook, p. 5, Global parameters: raising the temperature "
                 "to -24 and -20 C increases your heat production 1 step, to 0 C places an "
                 "ocean tile; raising oxygen to 8 % raises the temperature 1 step"},
    [R_SELL] = {"terraformingmars.project.sell", PAGE, S_SP,
                "discard any number of cards and gain that many M€", NULL},
    [R_POWER] = {"terraformingmars.project.power-plant", PAGE, S_SP, "Power plant (11 M€)",
                 NULL},
    [R_ASTEROID] = {"terraformingmars.project.asteroid", PAGE, S_SP, "Asteroid (14 M€)", NULL},
    [R_AQUIFER] = {"terraformingmars.project.aquifer", PAGE, S_SP, "Aquifer (18 M€)", NULL},
    [R_GREENERY_SP] = {"terraformingmars.project.greenery", PAGE, S_SP, "Greenery (23 M€)",
                       NULL},
    [R_CITY_SP] = {"terraformingmars.project.city", PAGE, S_SP, "City (25 M€)", NULL},
    [R_HEAT] = {"terraformingmars.convert.heat", PAGE, S_TURN,
                "Convert 8 heat into a temperature increase", NULL},
    [R_OCEAN_LAND] = {"terraformingmars.tile.ocean", NULL, NULL, NULL,
                      "Terraforming Mars rulebook, p. 5, Ocean tiles: ocean tiles may only be "
                      "placed on areas reserved for ocean"},
    [R_CITY_ADJ] = {"terraformingmars.tile.city", PAGE, S_SP,
                    "Cities may not be placed adjacent to each other", NULL},
    [R_GREENERY_ADJ] = {"terraformingmars.tile.greenery", PAGE, S_SP,
                        "If possible you must place it next to a tile you already own", NULL},
    [R_PLACEMENT] = {"terraformingmars.tile.bonus", PAGE, S_SP,
                     "remember to gain any placement bonuses depicted in the space you cover up",
                     NULL},
    [R_OCEAN_MC] = {"terraformingmars.tile.ocean-bonus", NULL, NULL, NULL,
                    "Terraforming Mars rulebook, p. 5, Ocean tiles: placing a tile next to an "
                    "ocean tile gives 2 M€ for each adjacent ocean tile"},
    [R_MS_COST] = {"terraformingmars.milestone.cost", PAGE, S_MS,
                   "you may pay 8 M€ and claim a milestone if you meet its requirements", NULL},
    [R_MS_LIMIT] = {"terraformingmars.milestone.limit", PAGE, S_MS,
                    "Only three milestones may be claimed per game", NULL},
    [R_MS_REQ] = {"terraformingmars.milestone.requirement", PAGE, S_MS,
                  "claim a milestone if you meet its requirements", NULL},
    [R_AW_COST] = {"terraformingmars.award.cost", PAGE, S_AW,
                   "The first award funded costs 8 M€, the next costs 14 M€, and the last costs "
                   "20 M€", NULL},
    [R_AW_LIMIT] = {"terraformingmars.award.limit", PAGE, S_AW,
                    "Only three awards may be funded per game", NULL},
    [R_AW_VP] = {"terraformingmars.award.vp", PAGE, S_END,
                 "5 VPs to the winner, 2 VPs to second place", NULL},
    [R_PASS] = {"terraformingmars.turn.pass", PAGE, S_TURN,
                "If you pass, you will not play again for the rest of the round", NULL},
    [R_END] = {"terraformingmars.end", PAGE, S_END,
               "Play continues to the end of the current generation", NULL},
    [R_SCORE_TR] = {"terraformingmars.score.tr", PAGE, S_END,
                    "Score VPs equal to your TR at the end of the game", NULL},
    [R_SCORE_GREEN] = {"terraformingmars.score.greenery", PAGE, S_END,
                       "Score 1 VP for each greenery tile you own", NULL},
    [R_SCORE_CITY] = {"terraformingmars.score.city", PAGE, S_END,
                      "Each city scores 1 VP for each greenery tile adjacent to a city you own",
                      NULL},
    [R_SCORE_MS] = {"terraformingmars.score.milestone", PAGE, S_END,
                    "Each claimed milestone is worth 5 VPs at the end of the game", NULL},
    [R_WINNER] = {"terraformingmars.score.total", PAGE, S_END,
                  "The winner is the player with most VPs at the end of the game", NULL},
    [R_MS_TERRAFORMER] = {"terraformingmars.milestone.terraformer", PAGE, S_MS,
                          "Terraformer: have 35+ Terraform Rating (TR)", NULL},
    [R_MS_MAYOR] = {"terraformingmars.milestone.mayor", PAGE, S_MS, "Mayor: own 3+ cities",
                    NULL},
    [R_MS_GARDENER] = {"terraformingmars.milestone.gardener", PAGE, S_MS,
                       "Gardener: own 3+ greenery tiles", NULL},
    [R_MS_BUILDER] = {"terraformingmars.milestone.builder", PAGE, S_MS,
                      "Builder: have 8+ building tags in play", NULL},
    [R_MS_PLANNER] = {"terraformingmars.milestone.planner", PAGE, S_MS,
                      "Planner: have 16+ cards currently in hand", NULL},
    [R_MS_TAKEN] = {"terraformingmars.milestone.taken", PAGE, "Turn Structure > Milestones and "
                    "Awards", "With milestones you race to be the first to meet a certain "
                    "condition", NULL},
    [R_AW_UNFUNDED] = {"terraformingmars.award.unfunded", PAGE, S_END,
                       "Awards (must be funded)", NULL},
    [R_AW_TIE_FIRST] = {"terraformingmars.award.tie-first", PAGE, S_END,
                        "If players tie for first, they all get the bonus and no second place "
                        "is awarded", NULL},
    [R_AW_2P] = {"terraformingmars.award.two-players", PAGE, S_END,
                 "In a two player game, no second place is awarded", NULL},
    [R_AW_FUNDER] = {"terraformingmars.award.funder", PAGE, S_AW,
                     "The player who funded the award receives no special consideration", NULL},
    [R_AW_TIE_SECOND] = {"terraformingmars.award.tie-second", PAGE, S_END,
                         "If multiple players tie for second, they all get the bonus", NULL},
    [R_RESEARCH_DRAW] = {"terraformingmars.research.draw", PAGE, S_TURN,
                         "Research: draw four cards and add any number of them into your hand",
                         NULL},
    [R_RESEARCH_COST] = {"terraformingmars.research.cost", PAGE, S_TURN,
                         "Pay 3 M€ for each one added and discard the rest", NULL},
    [R_FIRST] = {"terraformingmars.turn.first-player", PAGE, S_TURN,
                 "At the start of each round, the first player token moves to the next player",
                 NULL},
    [R_PROJECT] = {"terraformingmars.project.unknown", PAGE, S_TURN, "2) Use a standard project",
                   NULL},
    [R_FINAL_GREENERY] = {"terraformingmars.end.final-greenery", PAGE,
                          "Common rules misinterpretations",
                          "Placing forest after last generation does not increase oxygen", NULL},
    [R_PLANTS] = {"terraformingmars.convert.plants", PAGE, S_TURN,
                  "Convert 8 plants into a greenery tile", NULL},
    [R_SOLO_TR] = {"terraformingmars.solo.tr", PAGE, "Solo Game",
                   "Start with a terraform rating of 14 instead of 20", NULL},
    [R_SOLO_MS] = {"terraformingmars.solo.milestones", PAGE, "Solo Game",
                   "Awards and Milestones are not used", NULL},
    [R_SOLO_GEN] = {"terraformingmars.solo.generations", PAGE, "Solo Game",
                    "You always play 14 generations", NULL},
    [R_SOLO_NOMS] = {"terraformingmars.solo.no-milestone", PAGE, "Common rules misinterpretations",
                     "No milestone can be claimed in solo game", NULL},
    [R_BLUE] = {"terraformingmars.card.action", PAGE, S_TURN,
                "each blue card may be used once per generation", NULL},
    [R_ACTIONS] = {"terraformingmars.turn.actions", PAGE, S_TURN,
                   "Actions: take 1-2 actions from the list below or pass", NULL},
    [R_ORDER] = {"terraformingmars.turn.order", PAGE, S_TURN,
                 "Continue in turn order until all players have passed", NULL},
    [R_SOLO_FINAL] = {"terraformingmars.solo.final-greenery", PAGE, "Solo Game",
                      "you may convert plants into greenery tiles, following normal rules but "
                      "without raising the oxygen", NULL},
    [R_CAPITAL] = {"terraformingmars.score.capital", PAGE, S_END,
                   "The capital city card also scores 1 VP for each adjacent ocean", NULL},
    [R_PROJECT_ACTION] = {"terraformingmars.project.action", PAGE, S_SP,
                          "Each standard project takes one action on your turn", NULL},
    [R_MS_VP] = {"terraformingmars.milestone.vp", PAGE, S_MS,
                 "It is worth 5 VP at the end of the game", NULL},
    [R_AW_UNSCORED] = {"terraformingmars.award.unscored", PAGE, S_AW,
                       "At the end of the game, check each funded award", NULL},
    [R_SOLO_SETUP] = {"terraformingmars.solo.setup", PAGE, "Solo Game",
                      "start without any production, except for what your corporation may give "
                      "you", NULL},
    [R_SOLO_NEUTRAL] = {"terraformingmars.solo.neutral", PAGE, "Solo Game",
                        "place 2 neutral city tiles on the map with an adjacent greenery tile "
                        "each", NULL},
    [R_NOCTIS] = {"terraformingmars.tile.noctis", PAGE, S_SP,
                  "Noctis City may be placed into its reserved spot", NULL},
    [R_HAND] = {"terraformingmars.card.hand", PAGE, S_TURN, "1) Play a card from your hand",
                NULL},
    [R_CARD_COST] = {"terraformingmars.card.cost", PAGE, "Turn Structure > Playing Cards",
                     "Cards have a base cost which must be paid in M€", NULL},
    [R_CARD_LIEU] = {"terraformingmars.card.resources", PAGE, "Turn Structure > Playing Cards",
                     "You can also spend resources in lieu of M€ if the card has certain tags",
                     NULL},
    [R_CARD_STEEL] = {"terraformingmars.card.steel", PAGE, "Turn Structure > Playing Cards",
                      "1 Steel = 2 M€ to pay for any Building card", NULL},
    [R_CARD_TITANIUM] = {"terraformingmars.card.titanium", PAGE,
                         "Turn Structure > Playing Cards",
                         "1 Titanium = 3 M€ to pay for any Space card", NULL},
    [R_REQ_PARAM] = {"terraformingmars.card.requirement", PAGE, "Turn Structure > Playing Cards",
                     "Global parameters (oceans, oxygen, temperature) must be above or below a "
                     "certain level", NULL},
    [R_REQ_TAGS] = {"terraformingmars.card.requirement-tags", PAGE,
                    "Turn Structure > Playing Cards",
                    "You must have enough tags of a given type already in play", NULL},
    [R_REQ_PROD] = {"terraformingmars.card.requirement-production", PAGE,
                    "Turn Structure > Playing Cards",
                    "You must be able to produce a specific resource", NULL},
    [R_EVENT_TAGS] = {"terraformingmars.card.event-tags", PAGE, "Common rules misinterpretations",
                      "Event tags are not counted", NULL},
    [R_GREEN_TAGS] = {"terraformingmars.card.tags", PAGE, "Turn Structure > Playing Cards",
                      "Green cards have no further effects, but remain in play to contribute "
                      "their tags", NULL},
    [R_MS_UNKNOWN] = {"terraformingmars.milestone.unknown", PAGE, S_END,
                      "Only 3 of the 5 milestones may be claimed", NULL},
    [R_AW_UNKNOWN] = {"terraformingmars.award.unknown", PAGE, S_AW,
                      "As an action, you may pay some amount of M€ and fund an award", NULL},
    [R_MS_TOTAL] = {"terraformingmars.milestone.total", PAGE, S_TURN,
                    "3) Claim a milestone (total of 3 times per game between all players)", NULL},
    [R_MS_MISREAD] = {"terraformingmars.milestone.max-scored", PAGE,
                      "Common rules misinterpretations",
                      "No more then 3 milestones can be claimed (out of 5)", NULL},
    [R_AW_TOTAL] = {"terraformingmars.award.total", PAGE, S_TURN,
                    "4) Fund an award (total of 3 times per game between all players)", NULL},
    [R_AW_PLACES] = {"terraformingmars.award.places", PAGE, S_AW,
                     "The first and second place player in each category score VP", NULL},
    [R_CARD_RES_VP] = {"terraformingmars.score.card-resources", PAGE, S_END,
                       "First, count all VPs on cards that collect resources", NULL},
    [R_CARD_VP] = {"terraformingmars.score.cards", PAGE, S_END,
                   "Then gather all of your remaining cards (including all your played events!) "
                   "and count your VPs", NULL},
    [R_RED_VP] = {"terraformingmars.score.event-vp", PAGE, "Turn Structure > Playing Cards",
                  "They do not contribute tags to your overall totals but may be worth points "
                  "at the end of the game", NULL},
    [R_GREEN_VP] = {"terraformingmars.score.green-vp", PAGE, "Turn Structure > Playing Cards",
                    "They may be worth points at the end of the game", NULL},
    [R_RED_NOEFFECT] = {"terraformingmars.card.event-action", PAGE,
                        "Turn Structure > Playing Cards",
                        "Red cards have no further effects and are automatically hidden", NULL},
    [R_PROTECTED] = {"terraformingmars.card.protected", PAGE, "Common rules misinterpretations",
                     "Removing animals/microbes is not possible from PETs or when your opponent "
                     "has Protected Habitats in play", NULL},
    [R_DISCOUNT] = {"terraformingmars.card.discount", PAGE, "Turn Structure > Playing Cards",
                    "This cost can be reduced by other card effects", NULL},
    [R_CARD_EFFECTS] = {"terraformingmars.card.production", PAGE, "Turn Structure > Playing Cards",
                        "Carry out all of the card's effects, gain resources, and "
                        "increase/decrease production values as directed", NULL},
    [R_RED_BORDER] = {"terraformingmars.card.red-border", PAGE, "Turn Structure > Playing Cards",
                      "If a change to a production value is indicated with a red border, you can "
                      "choose to apply it to another player or to no one at all", NULL},
    [R_SOLO_WIN] = {"terraformingmars.solo.win", PAGE, "Solo Game",
                    "In order to win, you need to complete terraforming (i.e making the three "
                    "global parameters reach their goal) before the end of generation 14", NULL},
    [R_SOLO_LOSE] = {"terraformingmars.solo.lose", PAGE, "Solo Game",
                     "If you have not completed terraforming by the end of generation 14, you "
                     "lose", NULL},
    [R_SOLO_THARSIS] = {"terraformingmars.solo.tharsis-republic", PAGE, "Solo Game",
                        "If you choose to play Tharsis Republic this game, you get M€ production "
                        "for the 2 neutral cities", NULL},
    [R_OCCUPIED] = {"terraformingmars.tile.occupied", NULL, NULL, NULL,
                    "Terraforming Mars rulebook, p. 5, Tiles: a tile is placed on an empty "
                    "area; no tile may be placed on top of another"},
};

static const ga_rule_const tm_consts[] = {
    {"terraformingmars.cost.power-plant", PAGE, S_SP, NULL, 0, 0, "Power plant (11 M€)"},
    {"terraformingmars.cost.asteroid", PAGE, S_SP, NULL, 0, 0, "Asteroid (14 M€)"},
    {"terraformingmars.cost.aquifer", PAGE, S_SP, NULL, 0, 0, "Aquifer (18 M€)"},
    {"terraformingmars.cost.greenery", PAGE, S_SP, NULL, 0, 0, "Greenery (23 M€)"},
    {"terraformingmars.cost.city", PAGE, S_SP, NULL, 0, 0, "City (25 M€)"},
    {"terraformingmars.cost.milestone", PAGE, S_MS, NULL, 0, 0, "you may pay 8 M€"},
    {"terraformingmars.milestone.max", PAGE, S_MS, NULL, 0, 0,
     "Only three milestones may be claimed per game"},
    {"terraformingmars.award.costs", PAGE, S_AW, NULL, 0, 0,
     "The first award funded costs 8 M€, the next costs 14 M€, and the last costs 20 M€"},
    {"terraformingmars.max.oxygen", PAGE, S_END, NULL, 0, 0, "(14%)"},
    {"terraformingmars.max.oceans", PAGE, S_END, NULL, 0, 0, "(9 aquifers)"},
    {"terraformingmars.max.temperature", PAGE, S_END, NULL, 0, 0, "(+8˚C)"},
    {"terraformingmars.heat", PAGE, S_TURN, NULL, 0, 0, "Convert 8 heat"},
    {"terraformingmars.plants", PAGE, S_TURN, NULL, 0, 0, "Convert 8 plants"},
    {"terraformingmars.award.vp", PAGE, S_END, NULL, 0, 0, "5 VPs to the winner, 2 VPs"},
    {"terraformingmars.milestone.vp", PAGE, S_MS, NULL, 0, 0, "It is worth 5 VP"},
};

/* ---------------------------------------------------------------- checks */

#define G "terraformingmars."
static const ga_check_def tm_checks[] = {
    {G "award.cost", GA_ERROR, R_AW_COST, "an award funded at another price than 8/14/20 M€ in "
                                          "funding order"},
    {G "award.funder", GA_ERROR, R_AW_FUNDER, "award VP to a funder who places neither first "
                                              "nor second"},
    {G "award.limit", GA_ERROR, R_AW_LIMIT, "a fourth award funded, or one funded twice",
     GA_ALSO(R_AW_TOTAL)},
    {G "award.places", GA_ERROR, R_AW_PLACES, "award VP to a player placed neither first nor "
                                              "second in that award (its funder: award.funder)"},
    {G "award.tie-first", GA_ERROR, R_AW_TIE_FIRST, "award VP not 5 to every player tied for "
                                                    "first (and no second place)"},
    {G "award.tie-second", GA_ERROR, R_AW_TIE_SECOND, "award VP not 2 to every player tied "
                                                      "for second"},
    {G "award.two-players", GA_ERROR, R_AW_2P, "a second place award VP in a two-player game"},
    {G "award.unfunded", GA_ERROR, R_AW_UNFUNDED, "award VP for an award nobody funded"},
    {G "award.unknown", GA_ERROR, R_AW_UNKNOWN, "an award that is not one of the map's five"},
    {G "award.unscored", GA_ERROR, R_AW_UNSCORED, "a funded award's first place scored no VP"},
    {G "card.action", GA_ERROR, R_BLUE, "a blue card's action used twice in a generation"},
    {G "card.cost", GA_ERROR, R_CARD_COST, "a card paid less than its cost minus the discounts "
                                           "its player has", GA_ALSO(R_DISCOUNT)},
    {G "card.event-action", GA_ERROR, R_RED_NOEFFECT, "an event card's action used after it "
                                                      "was played"},
    {G "card.event-tags", GA_ERROR, R_EVENT_TAGS, "an event's tags (other than its event tag) "
                                                  "counted"},
    {G "card.hand", GA_ERROR, R_HAND, "a card played that was not in its player's hand"},
    {G "card.production", GA_ERROR, R_CARD_EFFECTS, "a played card's production changes to its "
                                                    "player not made as the card directs"},
    {G "card.protected", GA_ERROR, R_PROTECTED, "an animal or microbe removed from Pets, or "
                                                "from an opponent with Protected Habitats"},
    {G "card.red-border", GA_ERROR, R_RED_BORDER, "another player's production changed by a card "
                                                  "without such a red-bordered change, or by "
                                                  "more, or several players'"},
    {G "card.requirement", GA_ERROR, R_REQ_PARAM, "a card played outside its global parameter "
                                                  "requirement"},
    {G "card.requirement-production", GA_ERROR, R_REQ_PROD, "a card played without the "
                                                            "production it requires"},
    {G "card.requirement-tags", GA_ERROR, R_REQ_TAGS, "a card played without the tags it "
                                                      "requires"},
    {G "card.resources", GA_ERROR, R_CARD_LIEU, "a card paid with plants, or heat without "
                                                "Helion"},
    {G "card.steel", GA_ERROR, R_CARD_STEEL, "steel spent on a card without a building tag"},
    {G "card.tags", GA_ERROR, R_GREEN_TAGS, "a project card's tags not added to its player's "
                                            "tags"},
    {G "card.titanium", GA_ERROR, R_CARD_TITANIUM, "titanium spent on a card without a space "
                                                   "tag"},
    {G "convert.heat", GA_ERROR, R_HEAT, "a heat conversion that does not spend 8 heat"},
    {G "convert.plants", GA_ERROR, R_PLANTS, "a plant conversion that does not spend 8 plants "
                                             "(7 for Ecoline)"},
    {G "end.continued", GA_ERROR, R_END, "a new generation begun after all three global "
                                         "parameters reached their goal"},
    {G "end.early", GA_ERROR, R_END, "final scoring before the three global parameters reached "
                                     "their goal"},
    {G "end.final-greenery", GA_ERROR, R_FINAL_GREENERY, "oxygen raised by a greenery placed "
                                                         "after the last generation"},
    {G "ledger.inc", GA_ERROR, R_LEDGER, "a counter whose new value is not its last value plus "
                                         "the announced change"},
    {G "ledger.negative", GA_ERROR, R_NEGATIVE, "a resource below 0"},
    {G "ledger.production", GA_ERROR, R_MCPROD, "a production below 0 (M€ production below -5)"},
    {G "milestone.builder", GA_ERROR, R_MS_BUILDER, "Builder claimed with fewer than 8 building "
                                                    "tags"},
    {G "milestone.cost", GA_ERROR, R_MS_COST, "a milestone claimed for another price than 8 M€"},
    {G "milestone.gardener", GA_ERROR, R_MS_GARDENER, "Gardener claimed with fewer than 3 "
                                                      "greeneries"},
    {G "milestone.limit", GA_ERROR, R_MS_LIMIT, "a fourth milestone claimed, or milestone VP "
                                                "for more than three in the final scoring",
     GA_ALSO(R_MS_TOTAL, R_MS_MISREAD)},
    {G "milestone.mayor", GA_ERROR, R_MS_MAYOR, "Mayor claimed with fewer than 3 cities"},
    {G "milestone.planner", GA_ERROR, R_MS_PLANNER, "Planner claimed with fewer than 16 cards "
                                                    "in hand"},
    {G "milestone.requirement", GA_ERROR, R_MS_REQ, "a milestone claimed without meeting its "
                                                    "requirement"},
    {G "milestone.taken", GA_ERROR, R_MS_TAKEN, "a milestone claimed a second time"},
    {G "milestone.terraformer", GA_ERROR, R_MS_TERRAFORMER, "Terraformer claimed below 35 TR"},
    {G "milestone.unknown", GA_ERROR, R_MS_UNKNOWN, "a milestone that is not one of the map's "
                                                    "five"},
    {G "milestone.vp", GA_ERROR, R_MS_VP, "a claimed milestone scored fewer than 5 VP"},
    {G "param.bonus", GA_ERROR, R_BONUS, "a temperature or oxygen track bonus not given"},
    {G "param.range", GA_ERROR, R_RANGE_O, "a global parameter outside its range or off its "
                                           "steps"},
    {G "param.tr", GA_ERROR, R_TR, "a global parameter step whose raiser's TR did not rise by "
                                   "1"},
    {G "production.income", GA_ERROR, R_PRODUCTION, "a production phase income other than "
                                                    "production (+ TR for M€, + energy for "
                                                    "heat)"},
    {G "project.action", GA_ERROR, R_PROJECT_ACTION, "a standard project as a third action in "
                                                     "one turn"},
    {G "project.aquifer", GA_ERROR, R_AQUIFER, "the aquifer standard project not paid 18 M€"},
    {G "project.asteroid", GA_ERROR, R_ASTEROID, "the asteroid standard project not paid 14 "
                                                 "M€"},
    {G "project.city", GA_ERROR, R_CITY_SP, "the city standard project not paid 25 M€"},
    {G "project.greenery", GA_ERROR, R_GREENERY_SP, "the greenery standard project not paid "
                                                    "23 M€"},
    {G "project.power-plant", GA_ERROR, R_POWER, "the power plant standard project not paid 11 "
                                                 "M€ (8 for Thorgate)"},
    {G "project.sell", GA_ERROR, R_SELL, "sold patents not paid 1 M€ per card discarded"},
    {G "project.unknown", GA_ERROR, R_PROJECT, "a standard project that is not one of the six"},
    {G "research.cost", GA_ERROR, R_RESEARCH_COST, "research cards kept not paid 3 M€ each"},
    {G "research.draw", GA_ERROR, R_RESEARCH_DRAW, "a research phase drawing other than four "
                                                   "cards"},
    {G "score.award", GA_ERROR, R_AW_VP, "award VP other than 5 to the first and 2 to the "
                                         "second (ties share; no second with 2 players)"},
    {G "score.capital", GA_ERROR, R_CAPITAL, "Capital's VP other than its adjacent oceans"},
    {G "score.card-resources", GA_ERROR, R_CARD_RES_VP, "VP of a card holding resources other "
                                                        "than its resources give"},
    {G "score.cards", GA_ERROR, R_CARD_VP, "a played card's fixed VP (events too) not scored as "
                                           "printed, or VP for a card not played",
     GA_ALSO(R_RED_VP, R_GREEN_VP)},
    {G "score.city", GA_ERROR, R_SCORE_CITY, "city VP other than the greeneries next to each "
                                             "city"},
    {G "score.greenery", GA_ERROR, R_SCORE_GREEN, "greenery VP other than the greenery tiles "
                                                  "owned"},
    {G "score.milestone", GA_ERROR, R_SCORE_MS, "milestone VP other than 5 per claimed "
                                                "milestone"},
    {G "score.total", GA_ERROR, R_WINNER, "a final score other than the sum of its categories"},
    {G "score.tr", GA_ERROR, R_SCORE_TR, "TR VP other than the final TR"},
    {G "solo.final-greenery", GA_ERROR, R_SOLO_FINAL, "oxygen raised by a greenery after "
                                                      "generation 14 of a solo game"},
    {G "solo.generations", GA_ERROR, R_SOLO_GEN, "a solo game going past generation 14"},
    {G "solo.milestones", GA_ERROR, R_SOLO_MS, "an award funded in a solo game"},
    {G "solo.neutral", GA_ERROR, R_SOLO_NEUTRAL, "a solo game begun without its 2 neutral cities "
                                                 "and their greeneries"},
    {G "solo.no-milestone", GA_ERROR, R_SOLO_NOMS, "a milestone claimed in a solo game"},
    {G "solo.result", GA_ERROR, R_SOLO_LOSE, "a solo game scored as a win (not -1, bga-mars' "
                                             "loss) without terraforming done by the end of "
                                             "generation 14", GA_ALSO(R_SOLO_WIN)},
    {G "solo.setup", GA_ERROR, R_SOLO_SETUP, "production before the corporation in a solo game"},
    {G "solo.tharsis-republic", GA_ERROR, R_SOLO_THARSIS, "Tharsis Republic in a solo game "
                                                          "without M€ production for the "
                                                          "neutral cities"},
    {G "solo.tr", GA_ERROR, R_SOLO_TR, "a solo game not starting at 14 TR"},
    {G "tile.bonus", GA_ERROR, R_PLACEMENT, "a placement bonus of the covered area not gained"},
    {G "tile.city", GA_ERROR, R_CITY_ADJ, "a city placed next to another city"},
    {G "tile.greenery", GA_ERROR, R_GREENERY_ADJ, "a greenery not next to its owner's tiles "
                                                  "while a free area next to them existed"},
    {G "tile.noctis", GA_ERROR, R_NOCTIS, "another tile on Noctis City's reserved area"},
    {G "tile.occupied", GA_ERROR, R_OCCUPIED, "a tile placed on an occupied area, or an area "
                                              "not on the map"},
    {G "tile.ocean", GA_ERROR, R_OCEAN_LAND, "an ocean tile placed on an area not reserved for "
                                             "oceans"},
    {G "tile.ocean-bonus", GA_ERROR, R_OCEAN_MC, "the 2 M€ per adjacent ocean not gained"},
    {G "turn.actions", GA_ERROR, R_ACTIONS, "a third action in one turn while another player "
                                            "is still in the generation"},
    {G "turn.first-player", GA_ERROR, R_FIRST, "a generation's first player other than the next "
                                               "player in order"},
    {G "turn.order", GA_ERROR, R_ORDER, "a turn taken out of turn order"},
    {G "turn.pass", GA_ERROR, R_PASS, "an action taken after passing in the same generation"},
};
#undef G

/* ---------------------------------------------------------------- vocabulary */

static const ga_arg_spec a_award[] = {
    {"award", GA_ARG_INT, 1, "award number on the map, 1-5 (award_N)"}, {NULL}};
static const ga_arg_spec a_card[] = {
    {"card", GA_ARG_STR, 1, "card id as BGA names it (card_main_12)"}, {NULL}};
static const ga_arg_spec a_claim[] = {
    {"milestone", GA_ARG_INT, 1, "milestone number on the map, 1-5 (milestone_N)"}, {NULL}};
static const ga_arg_spec a_corp[] = {
    {"corp", GA_ARG_INT, 1, "corporation number (card_corp_N): 3 Ecoline, 4 Helion, 12 "
                            "Thorgate"}, {NULL}};
static const ga_arg_spec a_counter[] = {
    {"name", GA_ARG_STR, 1, "counter: m s u p e h (resources), pm ps pu pp pe ph "
                            "(production), tr, o t w (oxygen %, temperature °C, oceans), gen, "
                            "hand, city, forest, land, tagX"},
    {"value", GA_ARG_INT, 1, "its new value"},
    {"inc", GA_ARG_INT, 0, "the announced change (absent: the value is set)"},
    {"reason", GA_ARG_STR, 0, "why, as BGA words it (\"Increase Temperature\", \"Forest\", "
                              "\"Convert heat into temperature\")"},
    {"steps", GA_ARG_INT, 0, "global parameters: the steps raised"},
    {NULL}};
static const ga_arg_spec a_place[] = {
    {"tile", GA_ARG_STR, 1, "greenery, city, ocean, or special (a card's own tile)"},
    {"hex", GA_ARG_STR, 1, "area id as BGA names it: hex_X_Y (row Y from the top)"},
    {"card", GA_ARG_INT, 0, "special tiles: the card number"},
    {NULL}};
static const ga_arg_spec a_project[] = {
    {"project", GA_ARG_INT, 1, "1 sell patents, 2 power plant, 3 asteroid, 4 aquifer, 5 "
                               "greenery, 6 city"}, {NULL}};
static const ga_arg_spec a_resource[] = {
    {"card", GA_ARG_STR, 1, "the card (card_main_N) the resources are added to or removed from"},
    {"count", GA_ARG_INT, 1, "resources added (> 0) or removed (< 0)"},
    {"type", GA_ARG_STR, 0, "Animal, Microbe, Science, Fighter (BGA's restype_name)"},
    {NULL}};
static const ga_arg_spec a_result[] = {
    {"scores", GA_ARG_OBJECT, 1, "player id -> final VP"},
    {"*", GA_ARG_ANY, 0, "ranks, ties, score_aux as BGA gives them"}, {NULL}};
static const ga_arg_spec a_scoring[] = {
    {"table", GA_ARG_OBJECT, 1, "player id -> {total, total_details: {tr, awards, milestones, "
                                "cities, greeneries, cards}} (BGA scoringTable data)"}, {NULL}};
static const ga_arg_spec a_sell[] = {
    {"count", GA_ARG_INT, 1, "cards discarded"}, {NULL}};
static const ga_arg_spec a_research[] = {
    {"drawn", GA_ARG_INT, 0, "cards drawn for research (the generation's first draw)"},
    {"kept", GA_ARG_INT, 0, "cards kept (paid 3 M€ each: counter m, reason \"Buy Card\")"},
    {"cards", GA_ARG_ARRAY, 0, "the cards kept, by id (card_main_N): they go to the hand"},
    {NULL}};
static const ga_arg_spec a_setup[] = {
    {"map", GA_ARG_STR, 1, "Tharsis, Hellas or Elysium"}, {NULL}};

static const ga_action tm_actions[] = {
    {"activate", a_card, "the player to move", "uses the action of a blue card"},
    {"claim", a_claim, "the player to move", "claims a milestone (its 8 M€ follow as counter m)"},
    {"corporation", a_corp, "each player", "chooses a corporation"},
    {"counter", a_counter, "its owner (none for global parameters and gen)",
     "a counter changes"},
    {"first", NULL, "the generation's first player", "takes the first player token"},
    {"fund", a_award, "the player to move", "funds an award (its price follows as counter m)"},
    {"map", a_setup, "none", "names the map (also setup {\"map\":…})"},
    {"pass", NULL, "the player to move", "passes for the rest of the generation"},
    {"place", a_place, "the player placing", "places a tile on an area of the map"},
    {"play", a_card, "the player to move", "plays a card from hand to the tableau"},
    {"project", a_project, "the player to move", "uses a standard project (its cost follows)"},
    {"research", a_research, "each player", "draws research cards, keeps some"},
    {"resource", a_resource, "the player adding or removing", "resources (animals, microbes, …) "
     "on a card change"},
    {"result", a_result, "none", "the final scores"},
    {"scoring", a_scoring, "none", "the final scoring table by category"},
    {"sell", a_sell, "the player selling", "discards cards for sell patents"},
};

/* Names of the checks that are not normative sentences of the page. */
static const ga_rule_skip tm_skips[] = {
    {PAGE, S_TURN, "Each round of the game represents one generation",
     "overview: what a round is called"},
    {PAGE, S_TURN, "In every generation players perform the following steps",
     "introduces the list of phases (each checked on its own)"},
    {PAGE, S_TURN, "There is no hand limit", "a permission: no log can break it"},
    {PAGE, S_TURN, "during another player's turn in BGA, you can indicate",
     "interface help (the Advanced Pass button)"},
    {PAGE, "Turn Structure > Playing Cards", "You can change how these areas are arranged",
     "interface help"},
    {PAGE, "Turn Structure > Playing Cards", "BGA sorts them into two piles", "interface help"},
    {PAGE, "Turn Structure > Playing Cards", "it moves to one of three areas on your board",
     "where the interface shows played cards"},
    {PAGE, "Turn Structure > Playing Cards", "Blue cards have either an ongoing passive effect",
     "describes the card colours"},
    {PAGE, S_SP, "You always have the following options on your turn",
     "introduces the standard projects (each checked on its own)"},
    {PAGE, S_SP, "Note that you can also raise temperature or place greenery",
     "points to the conversions of the action list, checked there"},
    {PAGE, "Turn Structure > Milestones and Awards", "Milestones and awards place you in direct "
     "competition", "overview of milestones and awards"},
    {PAGE, S_END, "If you have Jovian cards, these may have to be counted separately",
     "advice on counting card VP by hand"},
    {PAGE, S_END, "To identify this look for the number", "how to read a card"},
    {PAGE, "Common rules misinterpretations", "If you trying to submit a bug report",
     "about bug reports"},
    {PAGE, "Common rules misinterpretations", "Your bug report will be closed automatically",
     "about bug reports"},
    {PAGE, "Common rules misinterpretations", "These are common cases of rules misinterpretation",
     "introduces the list"},
    {PAGE, "Common rules misinterpretations", "please READ the text on the card",
     "advice to read the cards"},
    {PAGE, "Digital adaptation", NULL,
     "the BGA interface: help, settings, and what it cannot do (no rule of the game)"},
    {PAGE, "Solo Game", "All rules apply as usual with these exceptions",
     "introduces the list"},
    {PAGE, "Solo Game", "You have a neutral opponent that you can steal from",
     "a permission: no log can break it"},
    {PAGE, "Common rules misinterpretations", "You can do some action which seems to be "
     "unreasonable", "a permission (the engine accepts a heat conversion at +8 C)"},
    {PAGE, "Common rules misinterpretations", "This move is allowed by the rules",
     "a permission, as the sentence before"},
    {PAGE, "Common rules misinterpretations", "Only reason they are there to give you discounts",
     "explains the sentence before"},
};

/* ---------------------------------------------------------------- state */

typedef struct tm_ctr {
    char name[24];
    long long v;
} tm_ctr;

typedef struct tm_player {
    char id[40];
    char name[64];
    char color[8];
    tm_ctr c[TM_MAXC];
    int nc;
    int passed, corp;
    int research;         /* the generation's research draw is still to come */
    long long kept, bought; /* research: cards kept, M€ paid for them (-1: not seen) */
    long long plants;     /* plants just spent (a conversion if a greenery follows) */
    long long pay[6];     /* resources spent since the action began (m s u p e h), not
                             taken by a standard project, milestone or award */
    long long tag0[12];   /* tag counters when the action began */
    int special, indentured; /* Special Design, Indentured Workers: for the next card */
    int tags_known;       /* tag0 was taken (an action began since the corporation) */
    int tr_need;          /* parameter steps awaiting their TR */
    int bonus_ph;         /* temperature track heat-production bonuses owed */
    long long snap[13];   /* values when the last player passed */
} tm_player;

typedef struct tm_pending {
    int active;
    int check;            /* index into tm_checks (by code) */
    int player;
    long long expected, got;
    const char *what;
    long long pay_move, pay_seq; /* where the first payment was (a payment is one step) */
    ga_move at;           /* the move the finding points at */
} tm_pending;

struct ga_engine {
    int bga;
    const tm_map *map;
    tm_player p[TM_MAXP];
    int np;
    tm_ctr g[8];          /* o t w gen */
    int ng;
    signed char tile[TM_GRID][TM_GRID];  /* 0 none, 1 greenery, 2 city, 3 ocean, 4 special */
    signed char owner[TM_GRID][TM_GRID];
    int milestone_by[5], award_by[5], nmilestones, nawards;
    int card_now;         /* the project card played by the action in progress */
    int solo;             /* one player */
    int first;            /* the generation's first player, -1 unknown */
    int after_end;        /* the last generation's production is done: final greeneries */
    int research_phase;   /* from a new generation to its first action */
    int actor, nactions;  /* the player of the turn in progress and its actions so far */
    int capital_x, capital_y; /* where Capital's city lies (0: not placed) */
    signed char played[512]; /* card_main_N: 1 + the player whose tableau holds it */
    signed char hand[512];   /* card_main_N: 1 + the player whose hand holds it, 0 unknown,
                                -1 elsewhere */
    int used[64], nused;  /* blue cards whose action was used this generation */
    int res_on[512];      /* card_main_N: resources (animals, microbes, ...) on it */
    int prod_card, prod_pl; /* the card whose immediate production changes are summed */
    int solo_done;        /* solo: the three parameters at their goal when generation 14 ended */
    int solo_started;     /* solo: the first action was taken (Tharsis Republic checked) */
    long long prod_d[TM_MAXP][6]; /* its production changes so far, by player (m s u p e h) */
    short res_at[TM_MAXP][256]; /* BGA resource_COLOR_N: the card it lies on (0 none) */
    int tr_seen[TM_MAXP];
    int prod_pending, prod_seen, prod_maxed;
    int final;
    tm_pending cost;      /* standard project, milestone, award, sell */
    tm_pending ocean_mc;  /* 2 M€ per adjacent ocean */
    tm_pending bonus[4];  /* placement bonus: s u p h */
    tm_pending trm;       /* where the last parameter step was */
    tm_pending playm;     /* where the last card was played */
    json_t *scoring;      /* the last scoring table */
    json_t *result;
};

enum { T_NONE, T_GREENERY, T_CITY, T_OCEAN, T_SPECIAL };
static const char *const tile_names[] = {"none", "greenery", "city", "ocean", "special"};

static ga_finding *rep(ga_engine *e, ga_findings *out, const ga_move *m, const char *code,
                       const char *fmt, ...) __attribute__((format(printf, 5, 6)));
static ga_finding *rep_rule(ga_engine *e, ga_findings *out, const ga_move *m, const char *code,
                            int rule, const char *fmt, ...) __attribute__((format(printf, 6, 7)));

static void acted(ga_engine *e, const ga_move *m, ga_findings *out, int pl, const char *what);

static long long *gctr(ga_engine *e, const char *name, int create);
static long long *pctr(tm_player *p, const char *name, int create);

static long long gval(ga_engine *e, const char *name, long long dflt)
{
    long long *v = gctr(e, name, 0);
    return v ? *v : dflt;
}

static long long pval(tm_player *p, const char *name)
{
    long long *v = pctr(p, name, 0);
    return v ? *v : 0;
}

/* A finding of check code citing refs[rule] (-1: the check's own rule), with
 * the position in words as its context. */
static ga_finding *rep_va(ga_engine *e, ga_findings *out, const ga_move *m, const char *code,
                          int rule, const char *fmt, va_list ap)
{
    char msg[512];
    vsnprintf(msg, sizeof msg, fmt, ap);
    ga_finding *fd = rule < 0 ? ga_report(out, &ga_game_terraformingmars, m, code, "%s", msg)
                              : ga_report_rule(out, &ga_game_terraformingmars, m, code, rule,
                                               "%s", msg);
    if (fd) {
        char ctx[256];
        snprintf(ctx, sizeof ctx, "generation %lld, oxygen %lld %%, temperature %lld C, "
                 "oceans %lld, map %s", gval(e, "gen", 1), gval(e, "o", 0), gval(e, "t", -30),
                 gval(e, "w", 0), e->map->name);
        ga_finding_set_context(fd, ctx);
    }
    return fd;
}

static ga_finding *rep(ga_engine *e, ga_findings *out, const ga_move *m, const char *code,
                       const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    ga_finding *fd = rep_va(e, out, m, code, -1, fmt, ap);
    va_end(ap);
    return fd;
}

static ga_finding *rep_rule(ga_engine *e, ga_findings *out, const ga_move *m, const char *code,
                            int rule, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    ga_finding *fd = rep_va(e, out, m, code, rule, fmt, ap);
    va_end(ap);
    return fd;
}

static long long *find_ctr(tm_ctr *c, int *n, int max, const char *name, int create)
{
    for (int i = 0; i < *n; i++)
        if (!strcmp(c[i].name, name))
            return &c[i].v;
    if (!create || *n >= max || strlen(name) >= sizeof c[0].name)
        return NULL;
    snprintf(c[*n].name, sizeof c[0].name, "%s", name);
    c[*n].v = 0;
    return &c[(*n)++].v;
}

static long long *gctr(ga_engine *e, const char *name, int create)
{
    return find_ctr(e->g, &e->ng, 8, name, create);
}

static long long *pctr(tm_player *p, const char *name, int create)
{
    return find_ctr(p->c, &p->nc, TM_MAXC, name, create);
}

static const char *pname(const ga_engine *e, int pl)
{
    return pl >= 0 && pl < e->np ? e->p[pl].name : "?";
}

static const tm_hex *hex_at(const ga_engine *e, int x, int y)
{
    for (int i = 0; i < e->map->nhexes; i++)
        if (e->map->hexes[i].x == x && e->map->hexes[i].y == y)
            return &e->map->hexes[i];
    return NULL;
}

/* The six neighbours of hex (x, y): rows are offset, even rows half a hex
 * to the right of the odd row above and below (map_material.csv layout:
 * row 5 spans x 1-9, rows 4 and 6 x 2-9). */
static int neighbours(int x, int y, int nx[6], int ny[6])
{
    int lo = (y % 2 == 0) ? x - 1 : x, n = 0;
    nx[n] = x - 1, ny[n++] = y;
    nx[n] = x + 1, ny[n++] = y;
    nx[n] = lo, ny[n++] = y - 1;
    nx[n] = lo + 1, ny[n++] = y - 1;
    nx[n] = lo, ny[n++] = y + 1;
    nx[n] = lo + 1, ny[n++] = y + 1;
    return n;
}

static int on_grid(int x, int y)
{
    return x >= 1 && x < TM_GRID && y >= 1 && y < TM_GRID;
}

static int count_adjacent(const ga_engine *e, int x, int y, int kind, int owner)
{
    int nx[6], ny[6], c = 0;
    for (int i = neighbours(x, y, nx, ny) - 1; i >= 0; i--) {
        if (!on_grid(nx[i], ny[i]) || !hex_at(e, nx[i], ny[i]))
            continue;
        int k = e->tile[nx[i]][ny[i]];
        if (kind == T_CITY ? (k == T_CITY) : k == kind)
            if (owner < 0 || e->owner[nx[i]][ny[i]] == owner)
                c++;
    }
    return c;
}

/* ---------------------------------------------------------------- pendings */

static void pend_set(tm_pending *pd, int check, int player, long long expected, const char *what,
                     const ga_move *m)
{
    pd->active = 1;
    pd->check = check;
    pd->player = player;
    pd->expected = expected;
    pd->got = 0;
    pd->what = what;
    pd->pay_move = -1;
    pd->pay_seq = -1;
    ga_move_set(&pd->at, m->seq, m->game, m->player, m->action, json_incref(m->args), m->src,
                m->raw, m->raw ? strlen(m->raw) : 0);
}

static void pend_at(tm_pending *pd, const ga_move *m)
{
    ga_move_set(&pd->at, m->seq, m->game, m->player, m->action, json_incref(m->args), m->src,
                m->raw, m->raw ? strlen(m->raw) : 0);
}

static void pend_check(ga_engine *e, tm_pending *pd, ga_findings *out, const char *verb)
{
    if (!pd->active)
        return;
    pd->active = 0;
    if (pd->got != pd->expected)
        rep(e, out, &pd->at, tm_checks[pd->check].code, "%s %s %lld where the rules ask %lld "
            "(%s)", pname(e, pd->player), verb, pd->got, pd->expected, pd->what);
}

static int check_index(const char *code)
{
    const ga_check_def *c = ga_game_check(&ga_game_terraformingmars, code);
    return c ? (int)(c - tm_checks) : 0;
}

/* The production changes of the card just played (its immediate effects: BGA's
 * "immediate effect of", a stream's reason "effect") against tm_card_prods: its own
 * changes exactly; a red-bordered one on one player (its player too) or nobody. */
static void check_card_prod(ga_engine *e, ga_findings *out)
{
    static const char *const res[6] = {"M€", "steel", "titanium", "plant", "energy", "heat"};
    int card = e->prod_card, pl = e->prod_pl;
    e->prod_card = 0;
    const tm_card_prod *cp = NULL;
    for (size_t i = 0; i < sizeof tm_card_prods / sizeof tm_card_prods[0]; i++)
        if (tm_card_prods[i].num == card)
            cp = &tm_card_prods[i];
    if (!cp || pl < 0 || pl >= e->np)
        return;
    for (int r = 0; r < 6; r++) {
        int targets = 0;
        for (int i = 0; i < e->np; i++) {
            long long d = e->prod_d[i][r] - (i == pl ? cp->own[r] : 0);
            if (!d)
                continue;
            if (cp->any[r] < 0 && d < 0 && d >= cp->any[r])
                targets++;
            else if (i == pl)
                rep(e, out, &e->playm.at, "terraformingmars.card.production",
                    "%s's %s "
                    "production changes by %+lld with %s (card_main_%d), which changes it by %+d%s",
                    e->p[pl].name, res[r], e->prod_d[i][r], tm_card_label(card), card, cp->own[r],
                    cp->any[r] ? " (and may take a red-bordered step off anyone's)" : "");
            else if (cp->any[r])
                rep(e, out, &e->playm.at, "terraformingmars.card.red-border",
                    "%s's %s "
                    "production changes by %+lld with %s's %s (card_main_%d), whose red-bordered "
                    "change of it is %+d",
                    e->p[i].name, res[r], d, e->p[pl].name, tm_card_label(card), card, cp->any[r]);
            else
                rep(e, out, &e->playm.at, "terraformingmars.card.red-border",
                    "%s's %s "
                    "production changes by %+lld with %s's %s (card_main_%d), which has no "
                    "red-bordered change of it",
                    e->p[i].name, res[r], d, e->p[pl].name, tm_card_label(card), card);
        }
        if (targets > 1)
            rep(e, out, &e->playm.at, "terraformingmars.card.red-border",
                "%s (card_main_%d)'s "
                "red-bordered %s production change is applied to %d players",
                tm_card_label(card), card, res[r], targets);
    }
}

/* The end of an action: costs against payments, steps against TR. */
static void flush(ga_engine *e, ga_findings *out)
{
    check_card_prod(e, out);
    pend_check(e, &e->cost, out, e->cost.expected >= 0 && e->cost.check ==
               check_index("terraformingmars.project.sell") ? "gained" : "paid");
    pend_check(e, &e->ocean_mc, out, "gained M€ for adjacent oceans");
    for (int i = 0; i < 4; i++)
        pend_check(e, &e->bonus[i], out, "gained");
    for (int i = 0; i < e->np; i++) {
        tm_player *p = &e->p[i];
        if (p->tr_need > 0)
            rep(e, out, &e->trm.at, "terraformingmars.param.tr", "%s raised global parameters "
                "%d step(s) more than their TR rose", p->name, p->tr_need);
        if (p->bonus_ph > 0)
            rep(e, out, &e->trm.at, "terraformingmars.param.bonus", "%s raised the temperature "
                "past a heat-production bonus (-24 or -20 C) without gaining heat production",
                p->name);
        p->tr_need = 0;
        p->bonus_ph = 0;
    }
}

/* ---------------------------------------------------------------- handlers */

static int is_resource(const char *n)
{
    return !strcmp(n, "m") || !strcmp(n, "s") || !strcmp(n, "u") || !strcmp(n, "p") ||
           !strcmp(n, "e") || !strcmp(n, "h");
}

static int is_production(const char *n)
{
    return n[0] == 'p' && n[1] && !n[2] && strchr("msupeh", n[1]);
}

static const char *const tag_names[12] = {"Building", "Space", "Science", "Energy",
                                          "Jovian", "Earth", "Plant", "Microbe", "Animal",
                                          "City", "Event", "Wild"};

static const char *const snap_names[13] = {"m", "s", "u", "p", "e", "h", "pm", "ps",
                                           "pu", "pp", "pe", "ph", "tr"};

static void check_production(ga_engine *e, const ga_move *m, ga_findings *out)
{
    if (!e->prod_pending)
        return;
    e->prod_pending = 0;
    e->prod_seen = 0;
    for (int i = 0; i < e->np; i++) {
        tm_player *p = &e->p[i];
        long long *s = p->snap;
        long long want[6] = {s[0] + s[6] + s[12], s[1] + s[7], s[2] + s[8], s[3] + s[9], s[10],
                             s[5] + s[4] + s[11]};
        for (int r = 0; r < 6; r++) {
            long long now = pval(p, snap_names[r]);
            if (now != want[r])
                rep(e, out, m, "terraformingmars.production.income", "%s has %lld %s after the "
                    "production phase where %lld were due (before %lld, production %lld%s)",
                    p->name, now, snap_names[r], want[r], s[r], r == 4 ? s[10] : s[6 + r],
                    r == 0 ? " + TR" : r == 5 ? " + energy" : "");
        }
    }
}

static void all_passed(ga_engine *e)
{
    for (int i = 0; i < e->np; i++)
        for (int r = 0; r < 13; r++)
            e->p[i].snap[r] = pval(&e->p[i], snap_names[r]);
    e->prod_pending = 1;
    e->prod_maxed = gval(e, "o", 0) >= 14 && gval(e, "t", -30) >= 8 && gval(e, "w", 0) >= 9;
    if (e->prod_maxed || (e->solo && gval(e, "gen", 1) >= 14))
        e->after_end = 1;
    if (e->solo && gval(e, "gen", 1) >= 14 && !e->solo_done)
        e->solo_done = e->prod_maxed;
}

/* Solo, at the first action: Tharsis Republic (card_corp_11, cards_material.csv: "When any
 * city tile is placed ON MARS, increase your MC production 1 step") has M€ production for
 * the neutral cities placed before it was chosen. */
static void check_tharsis(ga_engine *e, const ga_move *m, ga_findings *out, int pl)
{
    if (!e->solo || e->solo_started || pl < 0 || pl >= e->np || !e->p[pl].corp)
        return;
    e->solo_started = 1;
    if (e->p[pl].corp != 11)
        return;
    int cities = 0;
    for (int k = 0; k < e->map->nhexes; k++) {
        int x = e->map->hexes[k].x, y = e->map->hexes[k].y;
        cities += on_grid(x, y) && e->owner[x][y] < 0 && e->tile[x][y] == T_CITY;
    }
    if (pval(&e->p[pl], "pm") < cities)
        rep(e, out, m, "terraformingmars.solo.tharsis-republic", "%s plays Tharsis Republic "
            "with %lld M€ production where the %d neutral cities give %d", e->p[pl].name,
            pval(&e->p[pl], "pm"), cities, cities);
}

/* Research: the cards kept cost 3 M€ each (checked once both are known). */
static void check_research(ga_engine *e, const ga_move *m, ga_findings *out, int pl)
{
    tm_player *p = &e->p[pl];
    if (p->kept < 0 || p->bought < 0)
        return;
    if (p->bought != 3 * p->kept)
        rep(e, out, m, "terraformingmars.research.cost", "%s keeps %lld research card(s) and "
            "pays %lld M€ where %lld are due", p->name, p->kept, p->bought, 3 * p->kept);
    p->kept = p->bought = -1;
}

static void h_research(ga_engine *e, const ga_move *m, ga_findings *out, int pl, long long drawn,
                       long long kept)
{
    if (pl < 0 || pl >= e->np)
        return;
    tm_player *p = &e->p[pl];
    if (drawn >= 0 && p->research) {
        p->research = 0;
        if (drawn != 4)
            rep(e, out, m, "terraformingmars.research.draw", "%s draws %lld card(s) for research "
                "in generation %lld", p->name, drawn, gval(e, "gen", 1));
    }
    if (kept >= 0 && e->research_phase) {
        p->kept = kept;
        check_research(e, m, out, pl);
    }
}

/* Solo: two neutral cities, each with a greenery, before the cards are chosen. */
static void check_neutral(ga_engine *e, const ga_move *m, ga_findings *out, int pl)
{
    if (!e->solo || pl < 0 || e->p[pl].corp)
        return;
    int cities = 0, green = 0;
    for (int k = 0; k < e->map->nhexes; k++) {
        int x = e->map->hexes[k].x, y = e->map->hexes[k].y;
        if (on_grid(x, y) && e->owner[x][y] < 0 && e->tile[x][y] == T_CITY &&
            count_adjacent(e, x, y, T_GREENERY, -1))
            cities++;
        if (on_grid(x, y) && e->owner[x][y] < 0 && e->tile[x][y] == T_GREENERY)
            green++;
    }
    if (cities < 2 || green < 2)
        rep(e, out, m, "terraformingmars.solo.neutral", "the solo game begins with %d neutral "
            "cities next to a neutral greenery where 2 are placed", cities);
}

/* Where a project card goes: a hand, or elsewhere. */
static void card_to(ga_engine *e, int card, int pl_hand)
{
    if (card > 0 && card < (int)sizeof e->hand)
        e->hand[card] = (signed char)(pl_hand >= 0 ? pl_hand + 1 : pl_hand == -2 ? 0 : -1);
}

static int tag_count(const tm_card *c, const char *tag)
{
    int n = 0;
    size_t len = strlen(tag);
    for (const char *t = c->tags; (t = strstr(t, tag)); t += len)
        n += (t == c->tags || t[-1] == ' ') && (t[len] == ' ' || !t[len]);
    return n;
}

static const tm_card *card_at(int num)
{
    for (size_t i = 0; i < sizeof tm_cards / sizeof tm_cards[0]; i++)
        if (tm_cards[i].num == num)
            return &tm_cards[i];
    return NULL;
}

static int has_played(const ga_engine *e, int pl, int card)
{
    return card > 0 && card < (int)sizeof e->played && e->played[card] == pl + 1;
}

/* M€ off a card's cost from the effects its player has (cards_material.csv:
 * 20 Research Outpost 1, 70 Earth Catapult 2, 150 Anti-Gravity Technology 2,
 * space cards 2 each for 25 Space Station, 79 Quantum Extractor, 94 Mass
 * Converter, 166 Shuttles; earth cards 3 for 105 Earth Office and corporation
 * 10 Teractor; energy cards 3 for corporation 12 Thorgate; 8 once after 195
 * Indentured Workers). */
static int discount(const ga_engine *e, int pl, const tm_card *c)
{
    static const struct { int card, amount; const char *tag; } d[] = {
        {20, 1, NULL}, {70, 2, NULL}, {150, 2, NULL}, {25, 2, "Space"}, {79, 2, "Space"},
        {94, 2, "Space"}, {166, 2, "Space"}, {105, 3, "Earth"}};
    const tm_player *p = &e->p[pl];
    int n = 0;
    for (size_t i = 0; i < sizeof d / sizeof d[0]; i++)
        if (has_played(e, pl, d[i].card) && (!d[i].tag || tag_count(c, d[i].tag)))
            n += d[i].amount;
    if (p->corp == 10 && tag_count(c, "Earth"))
        n += 3;
    if (p->corp == 12 && tag_count(c, "Energy"))
        n += 3;
    if (p->indentured)
        n += 8;
    return n;
}

/* A card's requirement, as cards_material.csv writes it ("o<=5 tagScience>=2"). */
static void check_requirement(ga_engine *e, const ga_move *m, ga_findings *out, int pl,
                              const tm_card *c)
{
    tm_player *p = &e->p[pl];
    /* Inventrix, Adaptation Technology (153), Special Design: +-2 steps */
    int tol = p->corp == 6 || has_played(e, pl, 153) || p->special ? 2 : 0;
    char buf[96];
    snprintf(buf, sizeof buf, "%s", c->pre);
    for (char *tok = strtok(buf, " "); tok; tok = strtok(NULL, " ")) {
        char name[32];
        char op[3] = {0};
        long long want;
        int n = 0;
        if (sscanf(tok, "%31[a-zA-Z_]%2[<>=]%lld%n", name, op, &want, &n) != 3 || tok[n])
            continue;
        long long have, slack = 0;
        const char *code = "terraformingmars.card.requirement";
        if (!strcmp(name, "o") || !strcmp(name, "t") || !strcmp(name, "w")) {
            have = gval(e, name, name[0] == 't' ? -30 : 0);
            slack = tol * (name[0] == 't' ? 2 : 1);
        } else if (!strncmp(name, "tag", 3)) {
            const tm_card own = *c;
            have = pval(p, name) - (c->type == 3 ? 0 : tag_count(&own, name + 3));
            code = "terraformingmars.card.requirement-tags";
        } else if (name[0] == 'p' && strlen(name) == 2) {
            have = pval(p, name);
            code = "terraformingmars.card.requirement-production";
        } else if (!strcmp(name, "forest")) {
            have = pval(p, "forest");
        } else {
            continue; /* all_city: cities of every player, not kept */
        }
        int ok = op[0] == '<' ? have <= want + slack : have >= want - slack;
        if (!ok)
            rep(e, out, m, code, "%s plays %s (card_main_%d) with %s %lld where it requires %s", pname(e, pl),
                tm_card_label(c->num), c->num, name, have, tok);
    }
    p->special = 0;
}

/* Payment, requirement and tags of a project card, checked when it is played:
 * BGA shows the payment and the tag counters first, then "plays card". */
static void check_card(ga_engine *e, const ga_move *m, ga_findings *out, int pl, int card)
{
    const tm_card *c = card_at(card);
    if (!c || pl < 0 || pl >= e->np)
        return;
    tm_player *p = &e->p[pl];
    long long *pay = p->pay; /* m s u p e h */
    if (pay[1] && !tag_count(c, "Building"))
        rep(e, out, m, "terraformingmars.card.steel",
            "%s pays %lld steel for %s (card_main_%d), "
            "which has no building tag",
            p->name, pay[1], tm_card_label(card), card);
    if (pay[2] && !tag_count(c, "Space"))
        rep(e, out, m, "terraformingmars.card.titanium",
            "%s pays %lld titanium for "
            "%s (card_main_%d), which has no space tag",
            p->name, pay[2], tm_card_label(card), card);
    if (pay[3] || pay[4] || (pay[5] && p->corp != 4))
        rep(e, out, m, "terraformingmars.card.resources",
            "%s pays %s (card_main_%d) with %lld "
            "plants, %lld energy, %lld heat",
            p->name, tm_card_label(card), card, pay[3], pay[4], pay[5]);
    long long value = pay[0] + pay[1] * (2 + pval(p, "ers")) + pay[2] * (3 + pval(p, "eru")) +
                      (p->corp == 4 ? pay[5] : 0);
    int off = discount(e, pl, c);
    if (value + off < c->cost && off)
        rep_rule(e, out, m, "terraformingmars.card.cost", R_DISCOUNT,
                 "%s pays %lld M€ worth for "
                 "%s (card_main_%d), which costs %d; the effects in play take only %d off",
                 p->name, value, tm_card_label(card), card, c->cost, off);
    else if (value + off < c->cost)
        rep_rule(e, out, m, "terraformingmars.card.cost", R_CARD_COST,
                 "%s pays %lld M€ worth "
                 "for %s (card_main_%d), which costs %d (no effect in play reduces it)",
                 p->name, value, tm_card_label(card), card, c->cost);
    check_requirement(e, m, out, pl, c);
    /* tags: a project card adds its tags, an event only its event tag */
    for (int t = 0; t < 12; t++) {
        char n[24];
        snprintf(n, sizeof n, "tag%s", tag_names[t]);
        long long delta = pval(p, n) - p->tag0[t];
        int want = c->type == 3 ? (t == 10) : tag_count(c, tag_names[t]);
        if (!p->tags_known || !pctr(p, n, 0) || delta == want)
            continue;
        if (c->type == 3 && t != 10 && delta > 0)
            rep(e, out, m, "terraformingmars.card.event-tags",
                "%s's %s tags rise by %lld with "
                "the event %s (card_main_%d)",
                p->name, tag_names[t], delta, tm_card_label(card), card);
        else if (c->type != 3 && delta < want)
            rep(e, out, m, "terraformingmars.card.tags",
                "%s's %s tags rise by %lld with "
                "%s (card_main_%d), which has %d",
                p->name, tag_names[t], delta, tm_card_label(card), card, want);
    }
    p->indentured = card == 195;
    if (card == 206)
        p->special = 1;
}

static void h_play(ga_engine *e, const ga_move *m, ga_findings *out, int pl, int card)
{
    check_card(e, m, out, pl, card);
    if (pl >= 0 && card > 0 && card < (int)sizeof e->played)
        e->played[card] = (signed char)(pl + 1);
    acted(e, m, out, pl, "plays a card");
    e->card_now = card;
    e->prod_card = card;
    e->prod_pl = pl;
    memset(e->prod_d, 0, sizeof e->prod_d);
    pend_at(&e->playm, m);
    if (pl >= 0 && card > 0 && card < (int)sizeof e->hand && e->hand[card] &&
        e->hand[card] != pl + 1)
        rep(e, out, m, "terraformingmars.card.hand",
            "%s plays %s (card_main_%d), which is not in "
            "their hand",
            pname(e, pl), tm_card_label(card), card);
    card_to(e, card, -1);
}

static void h_first(ga_engine *e, const ga_move *m, ga_findings *out, int pl)
{
    if (pl < 0 || pl >= e->np)
        return;
    if (e->first >= 0 && pl != (e->first + 1) % e->np)
        rep(e, out, m, "terraformingmars.turn.first-player", "%s takes the first player token "
            "from %s (generation %lld); it moves to the next player, %s", e->p[pl].name,
            e->p[e->first].name, gval(e, "gen", 1), e->p[(e->first + 1) % e->np].name);
    e->first = pl;
}

static void h_counter(ga_engine *e, const ga_move *m, ga_findings *out, int pl,
                      const char *name, long long value, int has_inc, long long inc,
                      const char *reason, long long steps)
{
    if (!name) /* the vocabulary requires it; a decoded event may lack it */
        return;
    int global = !strcmp(name, "o") || !strcmp(name, "t") || !strcmp(name, "w") ||
                 !strcmp(name, "gen");
    tm_player *p = pl >= 0 && pl < e->np ? &e->p[pl] : NULL;
    long long *v = global ? gctr(e, name, 0) : p ? pctr(p, name, 0) : NULL;
    int seen = v != NULL;
    if (!v)
        v = global ? gctr(e, name, 1) : p ? pctr(p, name, 1) : NULL;
    if (!v)
        return;
    long long old = *v;
    if (!seen)
        old = value - (has_inc ? inc : 0); /* first sight: nothing to compare with */
    if (p && !strcmp(name, "tr") && !e->tr_seen[pl]) {
        e->tr_seen[pl] = 1;
        if (e->solo && has_inc && value - inc != 14)
            rep(e, out, m, "terraformingmars.solo.tr", "%s starts the solo game at %lld TR",
                p->name, value - inc);
    }
    if (has_inc && old + inc != value)
        rep(e, out, m, "terraformingmars.ledger.inc", "%s %s goes to %lld where %lld %+lld = "
            "%lld", global ? "global" : p->name, ctr_label(name), value, old, inc, old + inc);
    if (!has_inc)
        inc = value - old;
    *v = value;
    if (p && is_resource(name) && value < 0)
        rep(e, out, m, "terraformingmars.ledger.negative", "%s has %lld %s", p->name, value,
            ctr_label(name));
    if (p && e->solo && is_production(name) && inc > 0 && !p->corp)
        rep(e, out, m, "terraformingmars.solo.setup", "%s gains %s before choosing "
            "a corporation in a solo game", p->name, ctr_label(name));
    if (p && is_production(name) && value < (name[1] == 'm' ? -5 : 0))
        rep(e, out, m, "terraformingmars.ledger.production", "%s's %s is %lld, below "
            "its minimum %d", p->name, ctr_label(name), value, name[1] == 'm' ? -5 : 0);
    if (global && strcmp(name, "gen")) {
        int o = !strcmp(name, "o"), t = !strcmp(name, "t");
        long long lo = t ? -30 : 0, hi = o ? 14 : t ? 8 : 9;
        if (value > hi || value < lo || (t && (value - lo) % 2))
            rep(e, out, m, "terraformingmars.param.range", "%s goes to %lld, outside %lld..%lld%s",
                o ? "oxygen" : t ? "temperature" : "oceans", value, lo, hi,
                t ? " in steps of 2" : "");
        if (steps <= 0)
            steps = t ? inc / 2 : inc;
        if (steps > 0 && o && e->after_end)
            rep(e, out, m, e->solo ? "terraformingmars.solo.final-greenery"
                                   : "terraformingmars.end.final-greenery",
                "%s raises oxygen to %lld %% after the last generation", p ? p->name : "?",
                value);
        if (steps > 0 && p) {
            p->tr_need += (int)steps;
            pend_at(&e->trm, m);
            if (t)
                for (long long b = old + 2; b <= value; b += 2)
                    if (b == -24 || b == -20)
                        p->bonus_ph++;
        }
    }
    if (!strcmp(name, "gen") && inc > 0) {
        flush(e, out);
        check_production(e, m, out);
        if (e->prod_maxed)
            rep(e, out, m, "terraformingmars.end.continued", "generation %lld begins although "
                "oxygen, temperature and oceans were all at their goal when it ended", value);
        if (e->solo && value > 14)
            rep(e, out, m, "terraformingmars.solo.generations", "solo generation %lld begins "
                "after the 14th", value);
        e->prod_maxed = 0;
        e->research_phase = 1;
        e->nused = 0;
        e->actor = -1;
        for (int i = 0; i < e->np; i++) {
            e->p[i].passed = 0;
            e->p[i].research = 1;
            e->p[i].kept = e->p[i].bought = -1;
        }
    }
    if (!p)
        return;
    if (!strcmp(name, "tr") && inc > 0 && reason &&
        (!strcmp(reason, "Increase Oxygen Level") || !strcmp(reason, "Increase Temperature") ||
         !strcmp(reason, "Place Ocean Tile")))
        p->tr_need -= (int)inc;
    if (e->prod_card && is_production(name) && reason && !strcmp(reason, "effect"))
        e->prod_d[pl][strchr("msupeh", name[1]) - "msupeh"] += inc;
    if (!strcmp(name, "ph") && inc > 0 && p->bonus_ph > 0)
        p->bonus_ph = inc >= p->bonus_ph ? 0 : p->bonus_ph - (int)inc;
    if (!strcmp(name, "m") && inc <= 0 && reason && !strcmp(reason, "Buy Card") &&
        e->research_phase) {
        p->bought = (p->bought < 0 ? 0 : p->bought) - inc;
        check_research(e, m, out, pl);
    }
    if (!strcmp(name, "p") && inc < 0 && !reason)
        p->plants = -inc;
    if (!strcmp(name, "h") && inc < 0 && reason &&
        !strcmp(reason, "Convert heat into temperature")) {
        acted(e, m, out, pl, "converts heat");
        if (inc != -8)
            rep(e, out, m, "terraformingmars.convert.heat", "%s converts %lld heat into a "
                "temperature step where 8 are spent", p->name, -inc);
    }
    /* payments and gains owed by the action in progress */
    long long mv = -1;
    if (!ga_json_int(json_object_get(m->args, "move"), &mv))
        mv = -1;
    int same_step = e->cost.pay_move < 0 ||
                    (mv >= 0 ? mv == e->cost.pay_move : m->seq == e->cost.pay_seq + 1);
    int consumed = 0;
    if (e->cost.active && e->cost.player == pl && same_step) {
        int helion = p->corp == 4 && !strcmp(name, "h");
        if (e->cost.check == check_index("terraformingmars.project.sell")) {
            if (!strcmp(name, "m") && inc > 0) {
                e->cost.got += inc;
                pend_at(&e->cost, m);
                e->cost.pay_move = mv >= 0 ? mv : 0;
                e->cost.pay_seq = m->seq;
            }
        } else if ((!strcmp(name, "m") || helion) && inc < 0) {
            consumed = 1;
            e->cost.got -= inc;
            pend_at(&e->cost, m);
            e->cost.pay_move = mv >= 0 ? mv : 0;
            e->cost.pay_seq = m->seq;
        }
    }
    if (!consumed && inc < 0 && !reason && is_resource(name) && name[0] != 'e')
        p->pay[strchr("msupeh", name[0]) - "msupeh"] -= inc; /* energy never pays a card */
    if (e->ocean_mc.active && e->ocean_mc.player == pl && !strcmp(name, "m") && inc > 0 &&
        !reason) {
        e->ocean_mc.got += inc;
        pend_at(&e->ocean_mc, m);
    }
    if (reason && inc > 0 && (!strcmp(reason, "Forest") || !strcmp(reason, "Ocean") ||
                              !strcmp(reason, "City"))) {
        const char *res = "suph";
        const char *c = strlen(name) == 1 ? strchr(res, name[0]) : NULL;
        if (c && c - res < 4 && e->bonus[c - res].active && e->bonus[c - res].player == pl) {
            e->bonus[c - res].got += inc;
            pend_at(&e->bonus[c - res], m);
        }
    }
}

/* An action of player pl: at most two a turn while another player is still in
 * the generation, and turns go round in seat order. */
static void count_action(ga_engine *e, const ga_move *m, ga_findings *out, int pl)
{
    int project = m->action && (!strcmp(m->action, "project") ||
                                (!strcmp(m->action, "message") && m->raw &&
                                 strstr(m->raw, "standard project")));
    if (pl < 0 || pl >= e->np || e->final || e->after_end || e->p[pl].passed)
        return;
    int others = 0;
    for (int i = 0; i < e->np; i++)
        others += i != pl && !e->p[i].passed;
    if (pl == e->actor) {
        if (++e->nactions > 2 && others)
            rep(e, out, m, project ? "terraformingmars.project.action"
                                   : "terraformingmars.turn.actions",
                "%s takes a third action in one turn%s", e->p[pl].name,
                project ? " (a standard project)" : "");
        return;
    }
    if (e->actor < 0 && e->first >= 0 && pl != e->first && !e->p[e->first].passed &&
        !e->research_phase)
        rep(e, out, m, "terraformingmars.turn.order", "%s plays first in generation %lld where "
            "%s holds the first player token", e->p[pl].name, gval(e, "gen", 1),
            e->p[e->first].name);
    if (e->actor >= 0) {
        int next = -1;
        for (int k = 1; k <= e->np && next < 0; k++) {
            int c = (e->actor + k) % e->np;
            if (!e->p[c].passed || c == pl)
                next = c;
        }
        if (next >= 0 && next != pl)
            rep(e, out, m, "terraformingmars.turn.order", "%s plays after %s where it is %s's "
                "turn", e->p[pl].name, e->p[e->actor].name, e->p[next].name);
    }
    e->actor = pl;
    e->nactions = 1;
}

/* The turn of the player in progress ends (a pass, a skipped second action). */
static void turn_over(ga_engine *e, int pl)
{
    if (pl == e->actor)
        e->nactions = 2;
}

/* A new action begins: the last one's costs and bonuses are settled. */
static void action_start(ga_engine *e, ga_findings *out)
{
    flush(e, out);
    e->card_now = 0;
    e->research_phase = 0;
    for (int i = 0; i < e->np; i++) {
        tm_player *p = &e->p[i];
        p->plants = 0;
        p->kept = p->bought = -1;
        memset(p->pay, 0, sizeof p->pay);
        p->tags_known = 1;
        for (int t = 0; t < 12; t++) {
            char n[24];
            snprintf(n, sizeof n, "tag%s", tag_names[t]);
            p->tag0[t] = pval(p, n);
        }
    }
}

static void acted(ga_engine *e, const ga_move *m, ga_findings *out, int pl, const char *what)
{
    action_start(e, out);
    check_tharsis(e, m, out, pl);
    count_action(e, m, out, pl);
    if (pl >= 0 && pl < e->np && e->p[pl].passed && !e->final && !e->after_end)
        rep(e, out, m, "terraformingmars.turn.pass", "%s %s after passing in generation %lld",
            e->p[pl].name, what, gval(e, "gen", 1));
}

/* A blue card's action: once per generation. */
static void h_blue(ga_engine *e, const ga_move *m, ga_findings *out, int pl, int card)
{
    acted(e, m, out, pl, "uses a blue card action");
    const tm_card *c = card < 1000 ? card_at(card) : NULL;
    if (c && c->type == 3)
        rep(e, out, m, "terraformingmars.card.event-action",
            "%s uses an action of the event "
            "%s (card_main_%d), played before; an event has no effect after it is played",
            pname(e, pl), tm_card_label(card), card);
    for (int i = 0; i < e->nused; i++)
        if (e->used[i] == card) {
            rep(e, out, m, "terraformingmars.card.action", "%s uses the action of %s_%d a "
                "second time in generation %lld", pname(e, pl),
                card > 1000 ? "card_corp" : "card_main", card % 1000, gval(e, "gen", 1));
            return;
        }
    if (e->nused < (int)(sizeof e->used / sizeof e->used[0]))
        e->used[e->nused++] = card;
}

/* Resources (animals, microbes, science, fighters) added to a card (n > 0) or
 * removed from it (n < 0) by player pl: none may leave Pets, and no opponent
 * may remove the animals or microbes of a player with Protected Habitats. */
static void h_resource(ga_engine *e, const ga_move *m, ga_findings *out, int pl, int card, int n,
                       const char *type)
{
    if (card <= 0 || card >= (int)(sizeof e->res_on / sizeof e->res_on[0]))
        return;
    e->res_on[card] += n;
    if (n >= 0)
        return;
    int owner = e->played[card] - 1;
    int bio = type && (!strcmp(type, "Animal") || !strcmp(type, "Microbe"));
    if (card == TM_CARD_PETS)
        rep(e, out, m, "terraformingmars.card.protected", "%s removes %d %s from Pets "
            "(card_main_%d), whose animals may not be removed", pname(e, pl), -n,
            type ? type : "resource(s)", card);
    else if (bio && owner >= 0 && owner != pl && has_played(e, owner, TM_CARD_PROTECTED_HABITATS))
        rep(e, out, m, "terraformingmars.card.protected",
            "%s removes %d %s from %s's "
            "%s (card_main_%d) while %s has Protected Habitats in play",
            pname(e, pl), -n, type, pname(e, owner), tm_card_label(card), card, pname(e, owner));
}

static void h_project(ga_engine *e, const ga_move *m, ga_findings *out, int pl, int k)
{
    static const int cost[7] = {0, 0, 11, 14, 18, 23, 25};
    static const char *const code[7] = {NULL, "sell", "power-plant", "asteroid", "aquifer",
                                        "greenery", "city"};
    static const char *const what[7] = {NULL, "sell patents", "power plant", "asteroid",
                                        "aquifer", "greenery", "city"};
    acted(e, m, out, pl, "uses a standard project");
    if (k < 1 || k > 6) {
        rep(e, out, m, "terraformingmars.project.unknown", "%s uses standard project %d, not one "
            "of the six (1 sell patents .. 6 city)", pname(e, pl), k);
        return;
    }
    if (pl < 0)
        return;
    char c[64];
    snprintf(c, sizeof c, "terraformingmars.project.%s", code[k]);
    int want = cost[k];
    if (k == 2 && e->p[pl].corp == 12)
        want = 8; /* Thorgate: power plant standard project costs 3 M€ less */
    if (k == 1) {
        /* the gain is set when the discard is seen */
        pend_set(&e->cost, check_index(c), pl, 0, what[k], m);
        return;
    }
    pend_set(&e->cost, check_index(c), pl, want, what[k], m);
}

static void h_sell(ga_engine *e, const ga_move *m, int pl, int count)
{
    (void)m;
    if (e->cost.active && e->cost.player == pl &&
        e->cost.check == check_index("terraformingmars.project.sell"))
        e->cost.expected += count;
}

static long long measure(ga_engine *e, int pl, const tm_goal *g)
{
    tm_player *p = &e->p[pl];
    long long n = 0;
    switch (g->measure) {
    case TM_M_COUNTER:
        return pval(p, g->counter) + (g->counter2 ? pval(p, g->counter2) : 0);
    case TM_M_TILES:
    case TM_M_TILES_ROWS:
    case TM_M_TILES_OCEAN:
        for (int i = 0; i < e->map->nhexes; i++) {
            int x = e->map->hexes[i].x, y = e->map->hexes[i].y;
            if (!on_grid(x, y) || e->tile[x][y] == T_NONE || e->tile[x][y] == T_OCEAN ||
                e->owner[x][y] != pl)
                continue;
            if (g->measure == TM_M_TILES_ROWS && y < g->row)
                continue;
            if (g->measure == TM_M_TILES_OCEAN && !count_adjacent(e, x, y, T_OCEAN, -1))
                continue;
            n++;
        }
        return n;
    case TM_M_ANY_PROD:
        for (int r = 6; r < 12; r++)
            if (pval(p, snap_names[r]) > n)
                n = pval(p, snap_names[r]);
        return n;
    case TM_M_BIO_TAGS:
        return pval(p, "tagPlant") + pval(p, "tagMicrobe") + pval(p, "tagAnimal");
    }
    return -1;
}

static void h_claim(ga_engine *e, const ga_move *m, ga_findings *out, int pl, int k)
{
    acted(e, m, out, pl, "claims a milestone");
    if (k < 1 || k > 5) {
        rep(e, out, m, "terraformingmars.milestone.unknown", "%s claims milestone %d; %s has "
            "five (1-5)", pname(e, pl), k, e->map->name);
        return;
    }
    if (pl < 0)
        return;
    const tm_goal *g = &e->map->milestones[k - 1];
    if (e->solo)
        rep(e, out, m, "terraformingmars.solo.no-milestone", "%s claims %s in a solo game",
            e->p[pl].name, g->name);
    if (e->milestone_by[k - 1] >= 0)
        rep(e, out, m, "terraformingmars.milestone.taken", "%s claims %s, which %s claimed "
            "first", e->p[pl].name, g->name, e->p[e->milestone_by[k - 1]].name);
    else if (e->nmilestones >= 3) {
        /* the three were claimed between the players, or all by this one */
        int own = 0;
        for (int i = 0; i < 5; i++)
            own += e->milestone_by[i] == pl;
        rep_rule(e, out, m, "terraformingmars.milestone.limit", own >= 3 ? R_MS_LIMIT : R_MS_TOTAL,
                 "%s claims %s as milestone %d of the game (%d of the first three were theirs)",
                 e->p[pl].name, g->name, e->nmilestones + 1, own);
    }
    if (g->measure != TM_M_LOG) {
        long long have = measure(e, pl, g);
        char code[64];
        /* the page lists Tharsis' five: each has its own sentence */
        snprintf(code, sizeof code, "terraformingmars.milestone.%s", g->name);
        for (char *c = code; *c; c++)
            *c = (char)(*c >= 'A' && *c <= 'Z' ? *c - 'A' + 'a' : *c);
        if (e->map != &tm_maps[0] || !ga_game_check(&ga_game_terraformingmars, code))
            snprintf(code, sizeof code, "terraformingmars.milestone.requirement");
        if (have < g->min)
            rep(e, out, m, code, "%s claims %s with %lld where %d are required", e->p[pl].name,
                g->name, have, g->min);
    }
    if (e->milestone_by[k - 1] < 0)
        e->nmilestones++;
    e->milestone_by[k - 1] = pl;
    pend_set(&e->cost, check_index("terraformingmars.milestone.cost"), pl, 8, g->name, m);
}

static void h_fund(ga_engine *e, const ga_move *m, ga_findings *out, int pl, int k)
{
    static const int price[3] = {8, 14, 20};
    acted(e, m, out, pl, "funds an award");
    if (k < 1 || k > 5) {
        rep(e, out, m, "terraformingmars.award.unknown", "%s funds award %d; %s has five (1-5)",
            pname(e, pl), k, e->map->name);
        return;
    }
    if (pl < 0)
        return;
    const tm_goal *g = &e->map->awards[k - 1];
    if (e->solo)
        rep(e, out, m, "terraformingmars.solo.milestones", "%s funds %s in a solo game",
            e->p[pl].name, g->name);
    if (e->award_by[k - 1] >= 0 || e->nawards >= 3) {
        /* the three were funded between the players, or all by this one */
        int own = 0;
        for (int i = 0; i < 5; i++)
            own += e->award_by[i] == pl;
        rep_rule(e, out, m, "terraformingmars.award.limit",
                 e->award_by[k - 1] >= 0 || own >= 3 ? R_AW_LIMIT : R_AW_TOTAL,
                 "%s funds %s as award %d of the game%s (%d of the funded were theirs)",
                 e->p[pl].name, g->name, e->nawards + 1,
                 e->award_by[k - 1] >= 0 ? ", already funded" : "", own);
    }
    int want = price[e->nawards < 3 ? e->nawards : 2];
    if (e->award_by[k - 1] < 0)
        e->nawards++;
    e->award_by[k - 1] = pl;
    pend_set(&e->cost, check_index("terraformingmars.award.cost"), pl, want, g->name, m);
}

static void h_pass(ga_engine *e, const ga_move *m, ga_findings *out, int pl)
{
    action_start(e, out);
    if (pl < 0)
        return;
    check_tharsis(e, m, out, pl);
    count_action(e, m, out, pl);
    turn_over(e, pl);
    e->p[pl].passed = 1;
    for (int i = 0; i < e->np; i++)
        if (!e->p[i].passed)
            return;
    all_passed(e);
}

static void h_place(ga_engine *e, const ga_move *m, ga_findings *out, int pl, int kind, int x,
                    int y, int card)
{
    if (x == 0)
        return; /* off Mars: space areas (Phobos, Ganymede, Stanford Torus) */
    const tm_hex *hx = on_grid(x, y) ? hex_at(e, x, y) : NULL;
    if (!hx) {
        rep(e, out, m, "terraformingmars.tile.occupied", "%s places a %s tile on hex_%d_%d, "
            "which is not an area of %s", pname(e, pl), tile_names[kind], x, y, e->map->name);
        return;
    }
    if (e->tile[x][y] != T_NONE) {
        rep(e, out, m, "terraformingmars.tile.occupied", "%s places a %s tile on hex_%d_%d, "
            "which already holds a %s tile", pname(e, pl), tile_names[kind], x, y,
            tile_names[(int)e->tile[x][y]]);
        e->tile[x][y] = (signed char)kind; /* the log's word: the new tile lies there */
        e->owner[x][y] = (signed char)(kind == T_OCEAN ? -1 : pl);
        return;
    }
    /* map_material.csv: Tharsis hex_3_5 is reserved for Noctis City (card 17) */
    if (e->map == &tm_maps[0] && x == 3 && y == 5 && card != 17 && e->card_now != 17)
        rep(e, out, m, "terraformingmars.tile.noctis", "%s places a %s tile on hex_3_5, the area "
            "reserved for Noctis City", pname(e, pl), tile_names[kind]);
    /* cards_material.csv: 116 Artificial Lake puts an ocean on land, 120
     * Urbanized Area a city next to two cities */
    if (kind == T_OCEAN && !hx->ocean && e->card_now != 116)
        rep(e, out, m, "terraformingmars.tile.ocean", "an ocean tile is placed on hex_%d_%d, a "
            "land area not reserved for oceans", x, y);
    if (kind == T_CITY && count_adjacent(e, x, y, T_CITY, -1) && e->card_now != 120)
        rep(e, out, m, "terraformingmars.tile.city", "%s places a city on hex_%d_%d next to %d "
            "other city tile(s)", pname(e, pl), x, y, count_adjacent(e, x, y, T_CITY, -1));
    /* a greenery on an ocean area comes from a card that waives the rule */
    if (kind == T_GREENERY && pl >= 0 && !hx->ocean && !count_adjacent(e, x, y, T_GREENERY, pl) &&
        !count_adjacent(e, x, y, T_CITY, pl) && !count_adjacent(e, x, y, T_SPECIAL, pl)) {
        /* legal only when no free land area touches one of the player's tiles */
        int free_next = 0;
        for (int i = 0; i < e->map->nhexes && !free_next; i++) {
            const tm_hex *h = &e->map->hexes[i];
            if (!on_grid(h->x, h->y) || e->tile[h->x][h->y] == T_NONE ||
                e->tile[h->x][h->y] == T_OCEAN || e->owner[h->x][h->y] != pl)
                continue;
            int nx[6], ny[6];
            for (int j = neighbours(h->x, h->y, nx, ny) - 1; j >= 0; j--) {
                const tm_hex *n = on_grid(nx[j], ny[j]) ? hex_at(e, nx[j], ny[j]) : NULL;
                if (n && !n->ocean && e->tile[nx[j]][ny[j]] == T_NONE)
                    free_next = 1;
            }
        }
        if (free_next)
            rep(e, out, m, "terraformingmars.tile.greenery", "%s places a greenery on hex_%d_%d, "
                "away from all of their tiles, while free areas next to them remain",
                pname(e, pl), x, y);
    }
    /* plants just spent and a greenery: a conversion */
    if (kind == T_GREENERY && pl >= 0 && e->p[pl].plants > 0) {
        long long want = e->p[pl].corp == 3 ? 7 : 8; /* Ecoline: 7 plants */
        long long spent = e->p[pl].plants;
        acted(e, m, out, pl, "converts plants");
        if (spent != want)
            rep(e, out, m, "terraformingmars.convert.plants", "%s converts %lld plants into a "
                "greenery where %lld are spent", e->p[pl].name, spent, want);
        e->p[pl].plants = 0;
    }
    /* bonuses: 2 M€ per adjacent ocean, and the area's own resources */
    int oceans = count_adjacent(e, x, y, T_OCEAN, -1);
    e->tile[x][y] = (signed char)kind;
    e->owner[x][y] = (signed char)(kind == T_OCEAN ? -1 : pl);
    if (card == 8)
        e->capital_x = x, e->capital_y = y;
    if (pl < 0)
        return;
    /* bonuses of tiles placed by one action add up (a greenery raising
     * oxygen to 8 % may bring a temperature step, an ocean, …) */
    if (oceans) {
        if (e->ocean_mc.active && e->ocean_mc.player == pl)
            e->ocean_mc.expected += 2 * oceans;
        else
            pend_set(&e->ocean_mc, check_index("terraformingmars.tile.ocean-bonus"), pl,
                     2 * oceans, "2 M€ per adjacent ocean", m);
    }
    if (kind == T_SPECIAL)
        return; /* a card's own tile: its bonus follows the log */

    const char *res = "suph";
    long long want[4] = {0, 0, 0, 0};
    int mult = 1;
    for (const char *b = hx->bonus; *b; b++) {
        if (*b >= '1' && *b <= '9') {
            mult = *b - '0';
            continue;
        }
        if (!strncmp(b, "draw", 4)) {
            b += 3;
            mult = 1;
            continue;
        }
        const char *c = strchr(res, *b);
        if (c && *b)
            want[c - res] += mult;
        mult = 1;
    }
    for (int i = 0; i < 4; i++)
        if (want[i] && e->bonus[i].active && e->bonus[i].player == pl)
            e->bonus[i].expected += want[i];
        else if (want[i]) {
            pend_set(&e->bonus[i], check_index("terraformingmars.tile.bonus"), pl, want[i],
                     i == 0 ? "steel bonus of the area" : i == 1 ? "titanium bonus of the area"
                     : i == 2 ? "plant bonus of the area" : "heat bonus of the area", m);
        }
}

/* ---------------------------------------------------------------- final scoring */

static long long detail(json_t *table, const char *id, const char *cat, int *ok)
{
    json_t *pt = json_object_get(table, id);
    json_t *d = json_object_get(pt, "total_details");
    long long n = 0;
    json_t *v = cat ? json_object_get(d, cat) : json_object_get(pt, "total");
    *ok = ga_json_int(v, &n);
    return n;
}

/* What each player's award places were, to name the rule a wrong award VP breaks. */
enum { AW_TIE_FIRST = 1, AW_TIE_SECOND = 2, AW_SECOND_2P = 4, AW_FUNDER = 8 };

static void award_vp(ga_engine *e, long long vp[TM_MAXP], int flags[TM_MAXP], int *known)
{
    *known = 1;
    for (int k = 0; k < 5; k++) {
        if (e->award_by[k] < 0)
            continue;
        const tm_goal *g = &e->map->awards[k];
        if (g->measure == TM_M_LOG) {
            *known = 0;
            continue;
        }
        long long v[TM_MAXP], first = -1, second = -1;
        for (int i = 0; i < e->np; i++) {
            v[i] = measure(e, i, g);
            if (v[i] > first)
                first = v[i];
        }
        /* BGA (bga-mars) places nobody with 0 in the category */
        if (first <= 0) {
            flags[e->award_by[k]] |= AW_FUNDER;
            continue;
        }
        int nfirst = 0, nsecond = 0;
        for (int i = 0; i < e->np; i++)
            if (v[i] == first)
                nfirst++, vp[i] += 5;
        for (int i = 0; i < e->np; i++)
            if (v[i] < first && v[i] > second)
                second = v[i];
        for (int i = 0; i < e->np; i++)
            nsecond += second > 0 && v[i] == second;
        for (int i = 0; i < e->np; i++) {
            if (nfirst > 1 && v[i] == first)
                flags[i] |= AW_TIE_FIRST;
            if (second > 0 && v[i] == second && e->np <= 2)
                flags[i] |= AW_SECOND_2P;
            if (second > 0 && v[i] == second && nsecond > 1 && nfirst == 1 && e->np > 2)
                flags[i] |= AW_TIE_SECOND;
        }
        if (v[e->award_by[k]] < (nfirst > 1 || e->np <= 2 ? first : second) ||
            v[e->award_by[k]] <= 0)
            flags[e->award_by[k]] |= AW_FUNDER;
        if (nfirst > 1 || e->np <= 2)
            continue;
        for (int i = 0; i < e->np; i++)
            if (v[i] == second && second > 0)
                vp[i] += 2;
    }
}

/* The VP of player pl's cards in the table's details (cards: card_main_N -> {vp}) against
 * the cards played and the resources on them. */
static void check_card_vp(ga_engine *e, const ga_move *m, ga_findings *out, int pl, json_t *cards)
{
    tm_player *p = &e->p[pl];
    for (size_t i = 0; i < sizeof tm_card_vps / sizeof tm_card_vps[0]; i++) {
        const tm_card_vp *v = &tm_card_vps[i];
        if (!has_played(e, pl, v->num))
            continue;
        char key[32];
        snprintf(key, sizeof key, "card_main_%d", v->num);
        long long got = 0, want = v->vp;
        ga_json_int(json_object_get(json_object_get(cards, key), "vp"), &got);
        int res = e->res_on[v->num];
        if (v->kind == TM_VP_RES)
            want = (long long)v->vp * (res / v->per);
        else if (v->kind == TM_VP_RES_ANY)
            want = res > 0 ? v->vp : 0;
        else if (v->kind == TM_VP_JOVIAN)
            want = (long long)v->vp * pval(p, "tagJovian");
        if (got == want)
            continue;
        const tm_card *c = card_at(v->num);
        if (v->kind == TM_VP_RES || v->kind == TM_VP_RES_ANY)
            rep(e, out, m, "terraformingmars.score.card-resources", "%s is scored %lld VP for "
                "%s, which holds %d resource(s): %lld are due", p->name, got, key, res, want);
        else
            rep_rule(e, out, m, "terraformingmars.score.cards",
                     c && c->type == 3 ? R_RED_VP : c && c->type == 1 ? R_GREEN_VP : R_CARD_VP,
                     "%s is scored %lld VP for the %s card %s, which is worth %lld", p->name, got,
                     !c ? "played" : c->type == 3 ? "event" : c->type == 1 ? "green" : "blue",
                     key, want);
    }
    const char *key;
    json_t *cv;
    json_object_foreach(cards, key, cv) {
        int k;
        long long got = 0;
        if (sscanf(key, "card_main_%d", &k) == 1 && !has_played(e, pl, k) &&
            ga_json_int(json_object_get(cv, "vp"), &got) && got)
            rep_rule(e, out, m, "terraformingmars.score.cards", R_CARD_VP,
                     "%s is scored %lld "
                     "VP for %s (%s), which they have not played",
                     p->name, got, tm_card_label(k), key);
    }
}

/* Award VP (the table's details: award_N -> {vp}) to a player placed neither first nor
 * second in that award; its funder is award.funder's. */
static int check_award_places(ga_engine *e, const ga_move *m, ga_findings *out, int pl,
                              json_t *awards)
{
    int found = 0;
    const char *key;
    json_t *av;
    json_object_foreach(awards, key, av) {
        int k;
        long long vp = 0;
        if (sscanf(key, "award_%d", &k) != 1 || k < 1 || k > 5 || e->award_by[k - 1] < 0 ||
            e->award_by[k - 1] == pl || !ga_json_int(json_object_get(av, "vp"), &vp) || vp <= 0)
            continue;
        const tm_goal *g = &e->map->awards[k - 1];
        if (g->measure == TM_M_LOG)
            continue;
        long long v[TM_MAXP] = {0}, first = 0, second = 0;
        for (int i = 0; i < e->np; i++)
            if ((v[i] = measure(e, i, g)) > first)
                first = v[i];
        for (int i = 0; i < e->np; i++)
            if (v[i] < first && v[i] > second)
                second = v[i];
        if (v[pl] > 0 && (v[pl] == first || v[pl] == second))
            continue;
        rep(e, out, m, "terraformingmars.award.places", "%s is scored %lld VP for %s with %lld, "
            "where first place has %lld and second %lld", e->p[pl].name, vp, g->name, v[pl],
            first, second);
        found++;
    }
    return found;
}

static void check_scores(ga_engine *e, const ga_move *m, ga_findings *out)
{
    json_t *t = e->scoring;
    if (!t)
        return;
    long long aw[TM_MAXP] = {0};
    int aw_known, awf[TM_MAXP] = {0};
    award_vp(e, aw, awf, &aw_known);
    long long ms_all = 0;
    for (int i = 0; i < e->np; i++) {
        int unplaced = 0;
        const char *id = e->p[i].id;
        if (!json_object_get(t, id))
            continue;
        json_t *det = json_object_get(json_object_get(t, id), "details");
        if (json_is_object(det)) {
            check_card_vp(e, m, out, i, json_object_get(det, "cards"));
            unplaced = check_award_places(e, m, out, i, json_object_get(det, "awards"));
        }
        int ms_ok;
        long long ms_vp = detail(t, id, "milestones", &ms_ok);
        ms_all += ms_ok ? ms_vp : 0;
        long long green = 0, city = 0, ms = 0;
        for (int k = 0; k < e->map->nhexes; k++) {
            int x = e->map->hexes[k].x, y = e->map->hexes[k].y;
            if (!on_grid(x, y) || e->owner[x][y] != i)
                continue;
            if (e->tile[x][y] == T_GREENERY)
                green++;
            if (e->tile[x][y] == T_CITY)
                city += count_adjacent(e, x, y, T_GREENERY, -1);
        }
        for (int k = 0; k < 5; k++)
            if (e->milestone_by[k] == i)
                ms += 5;
        struct { const char *cat, *code; long long want; int use; } c[] = {
            {"tr", "terraformingmars.score.tr", pval(&e->p[i], "tr"), 1},
            {"greeneries", "terraformingmars.score.greenery", green, 1},
            {"cities", "terraformingmars.score.city", city, 1},
            {"milestones", "terraformingmars.score.milestone", ms, 1}, /* too few: .vp */
            {"awards", "terraformingmars.score.award", aw[i], aw_known},
        };
        long long sum = 0;
        int ok;
        for (size_t j = 0; j < sizeof c / sizeof c[0]; j++) {
            long long got = detail(t, id, c[j].cat, &ok);
            if (!ok)
                continue;
            const char *code = c[j].code;
            if (!strcmp(c[j].cat, "awards")) {
                /* name the sentence: no award funded, ties, two players, the funder */
                /* the table's per-award details name the award each VP is for */
                int unfunded = 0, k;
                const char *aid;
                json_t *ad;
                json_object_foreach(json_object_get(json_object_get(json_object_get(t, id),
                                                                    "details"), "awards"),
                                    aid, ad) {
                    long long vpk = 0;
                    if (sscanf(aid, "award_%d", &k) == 1 && k >= 1 && k <= 5 &&
                        e->award_by[k - 1] < 0 &&
                        ga_json_int(json_object_get(ad, "vp"), &vpk) && vpk > 0)
                        unfunded = 1;
                }
                long long want = c[j].want;
                code = unfunded || (e->nawards == 0 && got > 0)
                           ? "terraformingmars.award.unfunded"
                       : (awf[i] & AW_TIE_FIRST) && got < want ? "terraformingmars.award.tie-first"
                       : (awf[i] & AW_TIE_SECOND) && got < want
                           ? "terraformingmars.award.tie-second"
                       : (awf[i] & AW_SECOND_2P) && got > want
                           ? "terraformingmars.award.two-players"
                       : unplaced && got > want ? "terraformingmars.award.places"
                       : (awf[i] & AW_FUNDER) && got > want ? "terraformingmars.award.funder"
                       : got < want && (want - got) % 5 == 0 ? "terraformingmars.award.unscored"
                       : code;
            }
            if (!strcmp(c[j].cat, "milestones") && got < c[j].want)
                code = "terraformingmars.milestone.vp";
            if (c[j].use && got != c[j].want)
                rep(e, out, m, code, "%s is scored %lld VP for %s where %lld are due",
                    e->p[i].name,
                    got, c[j].cat, c[j].want);
            sum += c[j].use ? c[j].want : got;
        }
        sum += detail(t, id, "cards", &ok); /* card VP follow the log, but Capital's */
        long long cvp;
        json_t *cap = json_object_get(json_object_get(json_object_get(json_object_get(t, id),
                                                                      "details"), "cards"),
                                      "card_main_8");
        if (cap && e->capital_x && ga_json_int(json_object_get(cap, "vp"), &cvp) &&
            cvp != count_adjacent(e, e->capital_x, e->capital_y, T_OCEAN, -1))
            rep(e, out, m, "terraformingmars.score.capital", "%s is scored %lld VP for Capital, "
                "which has %d ocean(s) next to it on hex_%d_%d", e->p[i].name, cvp,
                count_adjacent(e, e->capital_x, e->capital_y, T_OCEAN, -1), e->capital_x,
                e->capital_y);
        long long total = detail(t, id, NULL, &ok);
        if (ok && total != sum)
            rep(e, out, m, "terraformingmars.score.total", "%s has %lld VP in the scoring table "
                "where the categories recomputed sum to %lld", e->p[i].name, total, sum);
        long long res;
        json_t *sc = json_object_get(json_object_get(e->result, "scores"), id);
        /* bga-mars scores a lost solo game -1 */
        int lost = e->solo && !e->solo_done;
        int done_late = gval(e, "o", 0) >= 14 && gval(e, "t", -30) >= 8 && gval(e, "w", 0) >= 9;
        if (e->result && ga_json_int(sc, &res) && lost && res != -1)
            rep_rule(e, out, m, "terraformingmars.solo.result", done_late ? R_SOLO_WIN : R_SOLO_LOSE,
                     "%s finishes the solo game with %lld VP (a win) where oxygen %lld %%, "
                     "temperature %lld C and oceans %lld %s", e->p[i].name, res,
                     gval(e, "o", 0), gval(e, "t", -30), gval(e, "w", 0), done_late ?
                     "reached their goal only after generation 14" : "never reached their goal");
        else if (e->result && ga_json_int(sc, &res) && res != (lost ? -1 : sum))
            rep(e, out, m, "terraformingmars.score.total", "%s finishes with %lld VP where TR, "
                "milestones, awards, greeneries, cities and cards sum to %lld", e->p[i].name, res,
                sum);
    }
    if (ms_all > 15)
        rep_rule(e, out, m, "terraformingmars.milestone.limit", R_MS_MISREAD, "the final scoring "
                 "gives %lld milestone VP in all, %lld milestones' worth, where at most 3 may be "
                 "claimed", ms_all, ms_all / 5);
}

/* Final scoring begins: the last generation must have ended with the three
 * global parameters at their goal. */
static void final_start(ga_engine *e, const ga_move *m, ga_findings *out)
{
    if (e->final)
        return;
    flush(e, out);
    check_production(e, m, out);
    if (!e->solo && !(gval(e, "o", 0) >= 14 && gval(e, "t", -30) >= 8 && gval(e, "w", 0) >= 9))
        rep(e, out, m, "terraformingmars.end.early", "final scoring begins with oxygen %lld %%, "
            "temperature %lld C, oceans %lld", gval(e, "o", 0), gval(e, "t", -30),
            gval(e, "w", 0));
    e->final = 1;
}

/* ---------------------------------------------------------------- decoding */

static int player_by_id(const ga_engine *e, const char *id)
{
    for (int i = 0; id && i < e->np; i++)
        if (!strcmp(e->p[i].id, id))
            return i;
    return -1;
}

/* Splits a BGA counter name (tracker_m_008000, counter_hand_008000,
 * tracker_o) into its short name and owner (by colour, -1 global).
 * Returns 0 for counters the engine does not keep. */
static int split_counter(ga_engine *e, const char *cn, char *name, size_t nsize, int *pl,
                         int event_player)
{
    const char *body;
    if (!strncmp(cn, "tracker_", 8))
        body = cn + 8;
    else if (!strncmp(cn, "counter_hand_", 13))
        body = cn + 8;
    else
        return 0;
    const char *us = strrchr(body, '_');
    *pl = -1;
    if (!us) {
        snprintf(name, nsize, "%s", body);
        return 1;
    }
    size_t n = (size_t)(us - body);
    if (n + 1 > nsize || strlen(us + 1) != 6)
        return 0;
    memcpy(name, body, n);
    name[n] = 0;
    for (int i = 0; i < e->np; i++)
        if (!strcmp(e->p[i].color, us + 1))
            *pl = i;
    if (*pl < 0 && event_player >= 0 && !e->p[event_player].color[0]) {
        snprintf(e->p[event_player].color, sizeof e->p[0].color, "%s", us + 1);
        *pl = event_player;
    }
    return *pl >= 0;
}

static int color_player(const ga_engine *e, const char *s)
{
    for (int i = 0; s && i < e->np; i++)
        if (e->p[i].color[0] && strstr(s, e->p[i].color))
            return i;
    return -1;
}

static int tile_kind(const char *tok, int *card)
{
    int a, b;
    *card = 0;
    if (sscanf(tok, "tile_%d_%d", &a, &b) == 2)
        return a == 1 ? T_GREENERY : a == 2 ? T_CITY : a == 3 ? T_OCEAN : T_SPECIAL;
    if (sscanf(tok, "tile_%d", &a) == 1) {
        *card = a;
        /* card 8 Capital places a city tile (cards_material.csv) */
        return a == 8 ? T_CITY : T_SPECIAL;
    }
    return T_NONE;
}

static void apply_bga(ga_engine *e, const ga_move *m, ga_findings *out)
{
    json_t *a = json_object_get(m->args, "args");
    const char *type = m->action;
    int who = player_by_id(e, m->player);
    /* the production phase is a run of counterAsync changes; it is over at
     * the first other event */
    int prod_ev = !strcmp(type, "counterAsync") && json_object_get(a, "inc");
    if (e->prod_pending && prod_ev)
        e->prod_seen = 1;
    else if (e->prod_pending && e->prod_seen && strcmp(type, "scoringTable") &&
             strcmp(type, "gameStateChange"))
        check_production(e, m, out);
    if (!strcmp(type, "counter") || !strcmp(type, "counterAsync")) {
        const char *cn = json_string_value(json_object_get(a, "counter_name"));
        long long value, inc = 0, mod = 0, steps = 0;
        char name[24];
        int pl;
        if (!cn || !ga_json_int(json_object_get(a, "counter_value"), &value))
            return;
        int named = json_object_get(a, "player_name") != NULL;
        if (!split_counter(e, cn, name, sizeof name, &pl, named ? who : -1))
            return;
        if (pl < 0 && (!strcmp(name, "o") || !strcmp(name, "t") || !strcmp(name, "w")))
            pl = who;
        int has_inc = ga_json_int(json_object_get(a, "inc"), &inc);
        if (!has_inc && ga_json_int(json_object_get(a, "mod"), &mod) && m->raw) {
            if (strstr(m->raw, " increases "))
                inc = mod, has_inc = 1;
            else if (strstr(m->raw, " reduces ") || strstr(m->raw, " decreases "))
                inc = -mod, has_inc = 1;
        }
        ga_json_int(json_object_get(a, "steps"), &steps);
        const char *reason = json_string_value(json_object_get(a, "reason_tr"));
        if (reason && !*reason)
            reason = NULL;
        /* a card's own effect when played ("immediate effect of"), or another's */
        const char *rlog = json_string_value(json_object_get(json_object_get(a, "reason_tr"),
                                                             "log"));
        if (!reason && json_is_object(json_object_get(a, "reason_tr")))
            reason = rlog && !strncmp(rlog, "immediate effect", 16) ? "effect" : "triggered";
        h_counter(e, m, out, pl, name, value, has_inc, inc, reason, steps);
    } else if (!strcmp(type, "tokenMoved")) {
        const char *tok = json_string_value(json_object_get(a, "token_id"));
        const char *place = json_string_value(json_object_get(a, "place_id"));
        long long st = 0;
        int x, y, k, card;
        json_t *list = json_object_get(a, "list");
        if (json_is_array(list) && place) {
            /* several cards at once ("draws …"): a hand, or elsewhere */
            int hp = !strncmp(place, "hand_", 5) ? color_player(e, place) : -1;
            size_t i;
            json_t *c;
            json_array_foreach(list, i, c)
                if (json_is_string(c) && sscanf(json_string_value(c), "card_main_%d", &k) == 1)
                    card_to(e, k, !strncmp(place, "hand_", 5) ? (hp >= 0 ? hp : -2) : -1);
            return;
        }
        if (!tok || !place)
            return;
        ga_json_int(json_object_get(a, "new_state"), &st);
        int rn;
        if (sscanf(tok, "resource_%*6[0-9a-f]_%d", &rn) == 1 && rn >= 0 && rn < 256 &&
            color_player(e, tok) >= 0) {
            /* a resource token: from the card it lay on (if any) to a card or elsewhere */
            short *at = &e->res_at[color_player(e, tok)][rn];
            const char *rtype = json_string_value(json_object_get(a, "restype_name"));
            if (*at)
                h_resource(e, m, out, who, *at, -1, rtype);
            *at = (short)(sscanf(place, "card_main_%d", &k) == 1 && k > 0 && k < 512 ? k : 0);
            if (*at)
                h_resource(e, m, out, who, *at, 1, rtype);
            return;
        }
        if (!strncmp(tok, "tile_", 5) && sscanf(place, "hex_%d_%d", &x, &y) == 2)
        {
            int kind = tile_kind(tok, &card);
            h_place(e, m, out, who, kind, x, y, card);
        }
        else if (!strncmp(tok, "marker_", 7) && sscanf(place, "milestone_%d", &k) == 1)
            h_claim(e, m, out, color_player(e, tok) >= 0 ? color_player(e, tok) : who, k);
        else if (!strncmp(tok, "marker_", 7) && sscanf(place, "award_%d", &k) == 1)
            h_fund(e, m, out, color_player(e, tok) >= 0 ? color_player(e, tok) : who, k);
        else if (!strcmp(tok, "starting_player") && !strncmp(place, "tableau_", 8))
            h_first(e, m, out, color_player(e, place) >= 0 ? color_player(e, place) : who);
        else if (!strncmp(tok, "tracker_passed_", 15) && st == 1)
            h_pass(e, m, out, color_player(e, tok) >= 0 ? color_player(e, tok) : who);
        else if (sscanf(tok, "card_main_%d", &k) == 1 && !strncmp(place, "tableau_", 8) &&
                 m->raw && strstr(m->raw, " plays card ")) {
            h_play(e, m, out, color_player(e, place), k);
        } else if (sscanf(tok, "card_main_%d", &k) == 1 && strncmp(place, "tableau_", 8)) {
            int hp = !strncmp(place, "hand_", 5) ? color_player(e, place) : -1;
            if (hp < 0 && !strncmp(place, "hand_", 5) && who >= 0 && !e->p[who].color[0] &&
                strlen(place + 5) == 6) {
                snprintf(e->p[who].color, sizeof e->p[0].color, "%s", place + 5);
                hp = who;
            }
            card_to(e, k, !strncmp(place, "hand_", 5) ? (hp >= 0 ? hp : -2) : -1);
        } else if (sscanf(tok, "card_main_%d", &k) == 1 && !strncmp(place, "tableau_", 8) &&
                   m->raw && strstr(m->raw, " activates ")) {
            h_blue(e, m, out, color_player(e, place), k);
        } else if (sscanf(tok, "card_corp_%d", &k) == 1 && !strncmp(place, "tableau_", 8) &&
                   m->raw && strstr(m->raw, " activates ")) {
            h_blue(e, m, out, color_player(e, place), 1000 + k); /* a corporation's action */
        } else if (sscanf(tok, "card_corp_%d", &k) == 1 && !strncmp(place, "tableau_", 8)) {
            int pl = color_player(e, place);
            if (pl < 0 && who >= 0 && !e->p[who].color[0]) {
                snprintf(e->p[who].color, sizeof e->p[0].color, "%s", place + 8);
                pl = who;
            }
            check_neutral(e, m, out, pl);
            if (pl >= 0)
                e->p[pl].corp = k;
        }
    } else if (!strcmp(type, "tokenMovedHidden")) {
        long long n;
        const char *r = json_string_value(json_object_get(a, "reason_tr"));
        if (r && !strcmp(r, "Sell patents") && ga_json_int(json_object_get(a, "count"), &n))
            h_sell(e, m, who, (int)n);
    } else if (!strcmp(type, "message")) {
        const char *tn = json_string_value(json_object_get(a, "token_name"));
        int k;
        long long n;
        if (tn && sscanf(tn, "card_stanproj_%d", &k) == 1)
            h_project(e, m, out, who, k);
        else if (m->raw && strstr(m->raw, "skips second action")) {
            action_start(e, out);
            turn_over(e, who);
        }
        else if (m->raw && strstr(m->raw, " draws ") &&
                 ga_json_int(json_object_get(a, "token_count"), &n))
            h_research(e, m, out, who, n, -1);
        else if (m->raw && strstr(m->raw, " keeps ") &&
                 ga_json_int(json_object_get(a, "count"), &n))
            h_research(e, m, out, who, -1, n);
    } else if (!strcmp(type, "scoringTable")) {
        json_t *d = json_object_get(a, "data");
        if (json_is_object(d)) {
            json_decref(e->scoring);
            e->scoring = json_incref(d);
        }
    } else if (!strcmp(type, "score")) {
        final_start(e, m, out);
    }
}

static int map_by_name(const char *s)
{
    for (int i = 0; s && i < (int)(sizeof tm_maps / sizeof tm_maps[0]); i++)
        if (!strcasecmp(tm_maps[i].name, s))
            return i;
    return -1;
}

static void apply_stream(ga_engine *e, const ga_move *m, ga_findings *out)
{
    json_t *a = m->args;
    int pl = player_by_id(e, m->player);
    long long k = 0;
    if (!strcmp(m->action, "counter")) {
        long long value = 0, inc = 0, steps = 0;
        ga_json_int(json_object_get(a, "value"), &value);
        int has_inc = ga_json_int(json_object_get(a, "inc"), &inc);
        ga_json_int(json_object_get(a, "steps"), &steps);
        h_counter(e, m, out, pl, json_string_value(json_object_get(a, "name")), value, has_inc,
                  inc, json_string_value(json_object_get(a, "reason")), steps);
    } else if (!strcmp(m->action, "place")) {
        const char *t = json_string_value(json_object_get(a, "tile"));
        const char *h = json_string_value(json_object_get(a, "hex"));
        int x, y, kind = T_SPECIAL;
        long long card = 0;
        for (int i = 1; i < 4; i++)
            if (t && !strcmp(t, tile_names[i]))
                kind = i;
        ga_json_int(json_object_get(a, "card"), &card);
        if (kind == T_SPECIAL && card == 8)
            kind = T_CITY; /* Capital's tile is a city */
        if (h && sscanf(h, "hex_%d_%d", &x, &y) == 2)
            h_place(e, m, out, pl, kind, x, y, (int)card);
    } else if (!strcmp(m->action, "project")) {
        ga_json_int(json_object_get(a, "project"), &k);
        h_project(e, m, out, pl, (int)k);
    } else if (!strcmp(m->action, "sell")) {
        ga_json_int(json_object_get(a, "count"), &k);
        h_sell(e, m, pl, (int)k);
    } else if (!strcmp(m->action, "claim")) {
        ga_json_int(json_object_get(a, "milestone"), &k);
        h_claim(e, m, out, pl, (int)k);
    } else if (!strcmp(m->action, "fund")) {
        ga_json_int(json_object_get(a, "award"), &k);
        h_fund(e, m, out, pl, (int)k);
    } else if (!strcmp(m->action, "pass")) {
        h_pass(e, m, out, pl);
    } else if (!strcmp(m->action, "play")) {
        int card = 0;
        const char *c = json_string_value(json_object_get(a, "card"));
        if (c)
            sscanf(c, "card_main_%d", &card);
        h_play(e, m, out, pl, card);
    } else if (!strcmp(m->action, "activate")) {
        int card = 0;
        const char *c = json_string_value(json_object_get(a, "card"));
        if (c && sscanf(c, "card_main_%d", &card) == 1)
            h_blue(e, m, out, pl, card);
    } else if (!strcmp(m->action, "resource")) {
        int card = 0;
        const char *c = json_string_value(json_object_get(a, "card"));
        if (c && sscanf(c, "card_main_%d", &card) == 1 &&
            ga_json_int(json_object_get(a, "count"), &k))
            h_resource(e, m, out, pl, card, (int)k, json_string_value(json_object_get(a, "type")));
    } else if (!strcmp(m->action, "first")) {
        h_first(e, m, out, pl);
    } else if (!strcmp(m->action, "research")) {
        long long d = -1, kk = -1;
        if (!ga_json_int(json_object_get(a, "drawn"), &d))
            d = -1;
        if (!ga_json_int(json_object_get(a, "kept"), &kk))
            kk = -1;
        h_research(e, m, out, pl, d, kk);
        size_t i;
        json_t *c;
        int card;
        json_array_foreach(json_object_get(a, "cards"), i, c)
            if (json_is_string(c) && sscanf(json_string_value(c), "card_main_%d", &card) == 1)
                card_to(e, card, pl);
    } else if (!strcmp(m->action, "corporation")) {
        ga_json_int(json_object_get(a, "corp"), &k);
        check_neutral(e, m, out, pl);
        if (pl >= 0)
            e->p[pl].corp = (int)k;
    } else if (!strcmp(m->action, "map")) {
        int i = map_by_name(json_string_value(json_object_get(a, "map")));
        if (i >= 0)
            e->map = &tm_maps[i];
    } else if (!strcmp(m->action, "scoring")) {
        final_start(e, m, out);
        json_decref(e->scoring);
        e->scoring = json_incref(json_object_get(a, "table"));
    }
}

/* ---------------------------------------------------------------- hooks */

static int tm_new(ga_engine **out, const ga_header *h, const ga_ruleset *rules, ga_error *err)
{
    (void)rules;
    (void)err;
    ga_engine *e = calloc(1, sizeof *e);
    if (!e)
        return GA_ENOMEM;
    e->bga = ga_header_is_bga(h);
    e->map = &tm_maps[0];
    int mi = map_by_name(json_string_value(json_object_get(h->setup, "map")));
    if (mi >= 0)
        e->map = &tm_maps[mi];
    e->np = h->nplayers < TM_MAXP ? (int)h->nplayers : TM_MAXP;
    e->solo = e->np == 1;
    e->first = -1;
    e->actor = -1;
    for (int i = 0; i < e->np; i++) {
        snprintf(e->p[i].id, sizeof e->p[i].id, "%s", h->players[i].id ? h->players[i].id : "");
        snprintf(e->p[i].name, sizeof e->p[i].name, "%s",
                 h->players[i].name && *h->players[i].name ? h->players[i].name : e->p[i].id);
        *pctr(&e->p[i], "tr", 1) = e->solo ? 14 : 20;
        e->p[i].kept = e->p[i].bought = -1;
        for (int r = 0; r < 12; r++)
            pctr(&e->p[i], snap_names[r], 1);
    }
    *gctr(e, "o", 1) = 0;
    *gctr(e, "t", 1) = -30;
    *gctr(e, "w", 1) = 0;
    *gctr(e, "gen", 1) = 1;
    for (int k = 0; k < 5; k++)
        e->milestone_by[k] = e->award_by[k] = -1;
    memset(e->owner, -1, sizeof e->owner);
    *out = e;
    return 0;
}

static int tm_apply(ga_engine *e, const ga_move *m, ga_findings *out)
{
    if (!strcmp(m->action, "result")) {
        final_start(e, m, out);
        json_decref(e->result);
        e->result = json_incref(m->args);
        e->final = 1;
        check_scores(e, m, out);
        return 0;
    }
    if (e->bga) {
        /* the map is named by the setup message */
        if (!strcmp(m->action, "message")) {
            int i = map_by_name(json_string_value(
                json_object_get(json_object_get(m->args, "args"), "map_name")));
            if (i >= 0)
                e->map = &tm_maps[i];
        }
        apply_bga(e, m, out);
    } else {
        apply_stream(e, m, out);
    }
    return 0;
}

static int tm_finish(ga_engine *e, ga_findings *out)
{
    flush(e, out);
    return 0;
}

static int tm_dump(const ga_engine *e, ga_buf *b)
{
    ga_engine *ce = (ga_engine *)e;
    ga_buf_printf(b, "map %s, generation %lld: oxygen %lld %%, temperature %lld C, oceans "
                  "%lld/9\n", e->map->name, gval(ce, "gen", 1), gval(ce, "o", 0),
                  gval(ce, "t", -30), gval(ce, "w", 0));
    for (int i = 0; i < e->np; i++) {
        tm_player *p = &ce->p[i];
        ga_buf_printf(b, "player %s (%s%s%s): TR %lld; M€ %lld (%+lld), steel %lld (%+lld), "
                      "titanium %lld (%+lld), plants %lld (%+lld), energy %lld (%+lld), heat "
                      "%lld (%+lld); cards in hand %lld%s\n", p->name, p->id, p->color[0] ? " #" : "",
                      p->color, pval(p, "tr"), pval(p, "m"), pval(p, "pm"), pval(p, "s"),
                      pval(p, "ps"), pval(p, "u"), pval(p, "pu"), pval(p, "p"), pval(p, "pp"),
                      pval(p, "e"), pval(p, "pe"), pval(p, "h"), pval(p, "ph"),
                      pval(p, "hand"), p->passed ? ", passed" : "");
    }
    ga_buf_puts(b, "tiles:");
    int any = 0;
    for (int k = 0; k < e->map->nhexes; k++) {
        int x = e->map->hexes[k].x, y = e->map->hexes[k].y;
        if (!on_grid(x, y) || e->tile[x][y] == T_NONE)
            continue;
        any = 1;
        ga_buf_printf(b, " hex_%d_%d %s%s%s", x, y, tile_names[(int)e->tile[x][y]],
                      e->owner[x][y] >= 0 ? "/" : "",
                      e->owner[x][y] >= 0 ? e->p[(int)e->owner[x][y]].name : "");
    }
    ga_buf_puts(b, any ? "\n" : " none\n");
    ga_buf_puts(b, "milestones:");
    for (int k = 0; k < 5; k++)
        if (e->milestone_by[k] >= 0)
            ga_buf_printf(b, " %s (%s)", e->map->milestones[k].name,
                          e->p[e->milestone_by[k]].name);
    ga_buf_puts(b, "\nawards:");
    for (int k = 0; k < 5; k++)
        if (e->award_by[k] >= 0)
            ga_buf_printf(b, " %s (%s)", e->map->awards[k].name, e->p[e->award_by[k]].name);
    return ga_buf_puts(b, "\n");
}

static void tm_free(ga_engine *e)
{
    if (!e)
        return;
    tm_pending *pd[] = {&e->cost, &e->ocean_mc, &e->bonus[0], &e->bonus[1], &e->bonus[2],
                        &e->bonus[3], &e->trm, &e->playm};
    for (size_t i = 0; i < sizeof pd / sizeof pd[0]; i++)
        ga_move_clear(&pd[i]->at);
    json_decref(e->scoring);
    json_decref(e->result);
    free(e);
}

const ga_game ga_game_terraformingmars = {
    .name = "terraformingmars",
    .title = "Terraforming Mars",
    .wiki_page = PAGE,
    .summary = "counter ledger (value = last + change, no resource below 0, production "
               "minimums), research and production phases, turns (order, 1-2 actions, passing, "
               "first player), global parameters with TR and track bonuses, standard projects "
               "and conversions, card payments, requirements and tags, tile placement, "
               "milestones and awards, solo rules, end of game and final score by category",
    .new = tm_new,
    .apply = tm_apply,
    .finish = tm_finish,
    .dump = tm_dump,
    .free = tm_free,
    GA_TABLE(refs, tm_refs),
    GA_TABLE(consts, tm_consts),
    GA_TABLE(actions, tm_actions),
    GA_TABLE(checks, tm_checks),
    GA_TABLE(skips, tm_skips),
    .tested_on = "13 games of /work/shared/data/bga/terraformingmars/ (BGA archives written by "
                 "elaskavaia/bga-mars itself: 2-4 players, Tharsis, Hellas, Elysium, Corporate "
                 "Era on and off, draft, Prelude): every one audits with no error finding",
    .example = "{\"stream\":\"gameaudit/1\",\"game\":\"terraformingmars\",\"date\":\"2024-05-01\","
               "\"players\":[{\"id\":\"1\",\"name\":\"ann\"},{\"id\":\"2\",\"name\":\"bob\"}],"
               "\"setup\":{\"map\":\"Tharsis\"}}\n"
               "{\"seq\":1,\"player\":\"1\",\"action\":\"counter\",\"args\":{\"name\":\"m\","
               "\"value\":42,\"inc\":42}}\n"
               "{\"seq\":2,\"player\":\"1\",\"action\":\"project\",\"args\":{\"project\":4}}\n"
               "{\"seq\":3,\"player\":\"1\",\"action\":\"counter\",\"args\":{\"name\":\"m\","
               "\"value\":24,\"inc\":-18}}\n"
               "{\"seq\":4,\"player\":\"1\",\"action\":\"counter\",\"args\":{\"name\":\"w\","
               "\"value\":1,\"inc\":1,\"steps\":1}}\n"
               "{\"seq\":5,\"player\":\"1\",\"action\":\"counter\",\"args\":{\"name\":\"tr\","
               "\"value\":21,\"inc\":1,\"reason\":\"Place Ocean Tile\"}}\n"
               "{\"seq\":6,\"player\":\"1\",\"action\":\"place\",\"args\":{\"tile\":\"ocean\","
               "\"hex\":\"hex_4_1\"}}\n"
               "{\"seq\":7,\"player\":\"1\",\"action\":\"counter\",\"args\":{\"name\":\"s\","
               "\"value\":2,\"inc\":2,\"reason\":\"Ocean\"}}\n"
               "{\"seq\":8,\"player\":\"2\",\"action\":\"pass\",\"args\":{}}\n",
    .reads_bga = 1,
};
