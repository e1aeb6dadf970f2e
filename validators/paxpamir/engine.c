/* paxpamir/engine.c — Pax Pamir (2nd edition): turns, purchases, plays,
 * card actions, cleanup, dominance checks and the final score.
 *
 * The engine keeps rupees, victory points, loyalty, hands, courts, prizes,
 * gifts, the map's blocks and cylinders, the market (cards and rupees per
 * space), rulers and the favoured suit, and checks every move against them.
 * A Board Game Arena archive (FransBongers/bga-pax-pamir) is decoded by
 * bga_event() into the same vocabulary; undone events (listed by a
 * clearTurn) are dropped: a turn's events are buffered and replayed when
 * the next player's turn begins, when no undo can reach them any more.
 * Card effects beyond costs (special abilities, event cards, who wins a
 * battle, where a moved army may go) follow the log.
 */
#include "../../src/internal.h"
#include "../validators.h"

#include <stdlib.h>
#include <string.h>

#define PAGE "Gamehelppaxpamir"
#define RULEBOOK "Pax Pamir 2nd ed. rulebook (Wehrlegig Games, 2019)"

typedef struct pp_card {
    int id;
    const char *name;
    int suit, rank, region, loyalty, prize;
    int icons[5]; /* army, road, leverage, spy, tribe */
    int suit_icon;
    int actions;  /* bit per PA_* */
    const char *special;  /* court: special ability; event: effect when purchased */
    const char *discarded; /* event: effect when discarded */
} pp_card;

#include "cards.h"

enum { SU_POL, SU_INT, SU_ECO, SU_MIL, NSUITS };
enum { CO_AFG, CO_BRI, CO_RUS, NCOAL };
enum { RG_HER, RG_KAB, RG_KAN, RG_PER, RG_PUN, RG_TRA, NREG };
enum { PA_TAX, PA_GIFT, PA_BUILD, PA_MOVE, PA_BETRAY, PA_BATTLE, NPA };
enum { IC_ARMY, IC_ROAD, IC_LEV, IC_SPY, IC_TRIBE };
enum { MAXP = 5, MAXCARD = 121, NROW = 2, NCOL = 6 };

static const char *const suit_names[] = {"political", "intelligence", "economic", "military"};
static const char *const coal_names[] = {"afghan", "british", "russian"};
static const char *const reg_names[] = {"herat",  "kabul",  "kandahar",
                                        "persia", "punjab", "transcaspia"};
static const char *const act_names[] = {"tax", "gift", "build", "move", "betray", "battle"};
/* The map's borders (rulebook map), named as BGA names them. */
static const char *const border_names[] = {
    "herat_kabul",  "herat_kandahar", "herat_persia",     "herat_transcaspia", "kabul_kandahar",
    "kabul_punjab", "kabul_transcaspia", "kandahar_punjab", "persia_transcaspia",
};
enum { NBORDER = sizeof border_names / sizeof border_names[0] };

/* ---------------------------------------------------------------- rules */

enum {
    R_SETUP_LOYALTY, R_LOYALTY, R_LOYALTY_COST, R_TURN, R_PURCHASE, R_GAIN, R_OTHER_ROW,
    R_EVENT_HAND, R_FREE_PLAY, R_RULER_PAY, R_RULER_SHARE, R_SIDE, R_PATRIOT, R_RESOLVE,
    R_CARD_ACTION, R_ONE_ICON, R_FREE_ACTIONS, R_ARMY, R_ROAD, R_LEVERAGE, R_SPY, R_TRIBE,
    R_SUIT, R_TAX, R_TAX_SHELTER, R_GIFT, R_BUILD, R_MOVE, R_MOVE_PIECE, R_MOVE_ROAD,
    R_BETRAY, R_PRIZE, R_BATTLE, R_BATTLE_LIMIT, R_BATTLE_IMMUNE, R_MARKET_DISCARD, R_LINGER,
    R_SHIFT, R_DRAW, R_INSTABILITY, R_DOM_SUCCESS, R_DOM_FAIL, R_DOM_LOYAL, R_DOM_WIN,
    R_DOM_CLEAR, R_DOM_DOUBLE, R_COURT, R_HAND, R_INFLUENCE, R_LOYALTY_CHANGE, R_RULE_TRIBE,
    R_RULER_BUILD, R_RULER_BRIBES, R_CARD_ONCE, R_SPY_RETURN, R_LEVERAGE_DISCARD,
    R_LAST_TRIBE, R_LAST_POLITICAL, R_SUIT_START, R_FAVOURED, R_MILITARY, R_END_LEAD,
    R_END_LAST, R_END_MOST, R_TIEBREAK, R_STATE, R_SPY_MOVE, R_BETRAY_LEVERAGE,
    R_CLEANUP_LIMITS, R_DOM_ONLY, R_NREFS
};

static const ga_rule_ref refs[] = {
    [R_SETUP_LOYALTY] = {"paxpamir.setup.loyalty", PAGE, "Starting Loyalty",
                         "everyone must choose their loyalty"},
    [R_LOYALTY] = {"paxpamir.play.loyalty", PAGE, "Starting Loyalty",
                   "some cards can only be played into your court if their loyalty"},
    [R_LOYALTY_COST] = {"paxpamir.loyalty.cost", PAGE, "Starting Loyalty",
                        "you will have to change loyalties, which comes at a cost"},
    [R_TURN] = {"paxpamir.turn", PAGE, "Turn",
                "you may take 0-2 actions (plus any free actions) then Cleanup"},
    [R_PURCHASE] = {"paxpamir.purchase", PAGE, "Turn",
                    "if you wish to buy card 2, pay 1 rupee to card 1"},
    [R_GAIN] = {"paxpamir.purchase.gain", PAGE, "Turn",
                "If the card you purchased had rupees from before, you gain these rupees"},
    [R_OTHER_ROW] = {"paxpamir.purchase.other-row", PAGE, "Turn",
                     "place the payment on the card on the opposite row first"},
    [R_EVENT_HAND] = {"paxpamir.purchase.hand", PAGE, "Turn",
                      "all other cards purchased go into your hand"},
    [R_FREE_PLAY] = {"paxpamir.play.free", PAGE, "Turn",
                     "If you are the ruler, or there is no ruler, the card is free to play"},
    [R_RULER_PAY] = {"paxpamir.play.ruler", PAGE, "Turn",
                     "you have to pay them rupees equal to the number of tribes they have in "
                     "that region"},
    [R_RULER_SHARE] = {"paxpamir.play.bribe", PAGE, "Turn",
                       "The ruler can choose how much of the full cost the active player has to "
                       "pay, from 0% to 100%"},
    [R_SIDE] = {"paxpamir.play.side", PAGE, "Turn",
                "play the card either to the far left or far right of your current Court row"},
    [R_PATRIOT] = {"paxpamir.play.patriot", PAGE, "Turn",
                   "If the card is a Patriot that doesn't match your Loyalty"},
    [R_RESOLVE] = {"paxpamir.play.resolve", PAGE, "Turn", "Finally, resolve all Impact Symbols"},
    [R_CARD_ACTION] = {"paxpamir.action.card", PAGE, "Turn",
                       "After a card is in your Court, you can take one of the actions it "
                       "provides"},
    [R_ONE_ICON] = {"paxpamir.action.once", PAGE, "Turn",
                    "you must only pick one to use each turn"},
    [R_FREE_ACTIONS] = {"paxpamir.action.free", PAGE, "Turn",
                        "Some actions are free, only taking an action point"},
    [R_ARMY] = {"paxpamir.impact.army", PAGE, "Impact Symbols",
                "allows you to place an army coalition block on the card's region"},
    [R_ROAD] = {"paxpamir.impact.road", PAGE, "Impact Symbols",
                "allows you to place a road coalition block on a border of the card's region"},
    [R_LEVERAGE] = {"paxpamir.impact.leverage", PAGE, "Impact Symbols", "gives you 2 Rupees"},
    [R_SPY] = {"paxpamir.impact.spy", PAGE, "Impact Symbols",
               "allows you to place a Spy Cylinder on a matching region card"},
    [R_TRIBE] = {"paxpamir.impact.tribe", PAGE, "Impact Symbols",
                 "allows you to place a Tribe Cylinder on the card's region"},
    [R_SUIT] = {"paxpamir.impact.suit", PAGE, "Impact Symbols",
                "allows you to change the Favoured Suit"},
    [R_TAX] = {"paxpamir.action.tax", PAGE, "Card Actions",
               "Take Rupees equal to the card's rank"},
    [R_TAX_SHELTER] = {"paxpamir.action.tax-shelter", PAGE, "Card Actions",
                       "Economic Stars can counter this"},
    [R_GIFT] = {"paxpamir.action.gift", PAGE, "Card Actions",
                "Place a cylinder on a gift space at increasing cost of 2 then 4 then 6 Rupees"},
    [R_BUILD] = {"paxpamir.action.build", PAGE, "Card Actions",
                 "Place up to three armies or roads or combination of, at a cost of 2 rupees "
                 "each"},
    [R_MOVE] = {"paxpamir.action.move", PAGE, "Card Actions",
                "Based on the card's rank, gain that many movement points"},
    [R_MOVE_PIECE] = {"paxpamir.action.move-piece", PAGE, "Card Actions",
                      "A movement point moves either an army or spy"},
    [R_MOVE_ROAD] = {"paxpamir.action.move-road", PAGE, "Card Actions",
                     "there must be a loyal road on the border"},
    [R_BETRAY] = {"paxpamir.action.betray", PAGE, "Card Actions", "For 2 Rupees, discard a card"},
    [R_PRIZE] = {"paxpamir.action.prize", PAGE, "Card Actions",
                 "you may accept the discarded card as a Prize"},
    [R_BATTLE] = {"paxpamir.action.battle", PAGE, "Card Actions",
                  "Remove tokens at that site equal to the rank of the battle card"},
    [R_BATTLE_LIMIT] = {"paxpamir.action.battle-limit", PAGE, "Card Actions",
                        "You may not remove more than you have Armies or Spies at that site"},
    [R_BATTLE_IMMUNE] = {"paxpamir.action.battle-immune", PAGE, "Card Actions",
                         "Armies and Roads and Tribes of your loyalty are immune to removal"},
    [R_MARKET_DISCARD] = {"paxpamir.cleanup.events", PAGE, "Cleanup",
                          "Discard leftmost cards in the Market"},
    [R_LINGER] = {"paxpamir.cleanup.linger", PAGE, "Cleanup",
                  "they stay lingering in the empty spaces"},
    [R_SHIFT] = {"paxpamir.cleanup.shift", PAGE, "Cleanup", "Move all Market cards to the left"},
    [R_DRAW] = {"paxpamir.cleanup.draw", PAGE, "Cleanup", "Draw 2 new Market cards"},
    [R_INSTABILITY] = {"paxpamir.cleanup.instability", PAGE, "Cleanup",
                       "If there is another Dominance, complete a Dominance Check"},
    [R_DOM_SUCCESS] = {"paxpamir.dominance.success", PAGE, "Dominance Check",
                       "a single coalition must have the most blocks in play and four more "
                       "than any other coalition"},
    [R_DOM_FAIL] = {"paxpamir.dominance.fail", PAGE, "Dominance Check",
                    "the player with the most cylinders scores 3 points and the player with "
                    "second most scores 1 point"},
    [R_DOM_LOYAL] = {"paxpamir.dominance.loyal", PAGE, "Dominance Check",
                     "players in the winning coalition each score points based on how much "
                     "influence they have"},
    [R_DOM_WIN] = {"paxpamir.dominance.win", PAGE, "Dominance Check",
                   "The player with the most scores 5, then 3, then 1"},
    [R_DOM_CLEAR] = {"paxpamir.dominance.clear", PAGE, "Dominance Check",
                     "remove all coalition blocks"},
    [R_DOM_DOUBLE] = {"paxpamir.dominance.double", PAGE, "Dominance Check",
                      "The final dominance check scores double points"},
    [R_COURT] = {"paxpamir.cleanup.court", PAGE, "Court & Hand Limits",
                 "your court can only have 3 + purple stars quantity of cards"},
    [R_HAND] = {"paxpamir.cleanup.hand", PAGE, "Court & Hand Limits",
                "your hand can only have 2 + blue stars quantity of cards"},
    [R_INFLUENCE] = {"paxpamir.influence", PAGE, "Loyalty and Influence",
                     "This is calculated as 1 + Patriots + Prizes + Gifts"},
    [R_LOYALTY_CHANGE] = {"paxpamir.loyalty.change", PAGE, "Loyalty and Influence",
                          "then discard ALL Gifts, Patriots, and Prizes previously accumulated"},
    [R_RULE_TRIBE] = {"paxpamir.ruler", PAGE, "Ruling a Region",
                      "To rule a region, you must have one tribe there"},
    [R_RULER_BUILD] = {"paxpamir.ruler.build", PAGE, "Ruling a Region",
                       "You may take the Build action"},
    [R_RULER_BRIBES] = {"paxpamir.ruler.bribes", PAGE, "Ruling a Region",
                        "You can Extract Bribes"},
    [R_CARD_ONCE] = {"paxpamir.cards.once", PAGE, "Cards",
                     "only one of these actions may be taken per turn"},
    [R_SPY_RETURN] = {"paxpamir.cards.spies", PAGE, "Cards",
                      "If you need to discard a card with a spy, this is returned to its owner"},
    [R_LEVERAGE_DISCARD] = {"paxpamir.cards.leverage", PAGE, "Cards",
                            "either two rupees or 1 card per rupee owed must be discarded too"},
    [R_LAST_TRIBE] = {"paxpamir.cards.last-tribe", PAGE, "Cards",
                      "If you lose the last tribe in a region, all political cards associated "
                      "with that region are also discarded"},
    [R_LAST_POLITICAL] = {"paxpamir.cards.last-political", PAGE, "Cards",
                          "If you lose the last political card associated with a region, all "
                          "tribes in that region are also discarded"},
    [R_SUIT_START] = {"paxpamir.suits.start", PAGE, "Suits", "starting with Political"},
    [R_FAVOURED] = {"paxpamir.favoured", PAGE, "Suits",
                    "allow those cards to take actions without counting as actions"},
    [R_MILITARY] = {"paxpamir.purchase.military", PAGE, "Suits",
                    "If Military is Favoured, purchasing cost of cards is doubled"},
    [R_END_LEAD] = {"paxpamir.end.lead", PAGE, "Game End",
                    "a player is at least 4 points ahead of everyone else, that player "
                    "immediately wins"},
    [R_END_LAST] = {"paxpamir.end.last", PAGE, "Game End",
                    "If the final Dominance Check card is resolved"},
    [R_SPY_MOVE] = {"paxpamir.action.move-spy", PAGE, "Card Actions",
                    "If moving a spy, it can move clockwise or counterclockwise from its current "
                    "position, along the same player's court and even jumping to the next "
                    "player's court"},
    [R_BETRAY_LEVERAGE] = {"paxpamir.action.betray-leverage", PAGE, "Card Actions",
                           "This may also trigger the Leverage icon for the original owner"},
    [R_CLEANUP_LIMITS] = {"paxpamir.cleanup.limits", PAGE, "Cleanup",
                          "Check you aren't over Hand or Court Limit"},
    [R_DOM_ONLY] = {"paxpamir.cleanup.only-dominance", PAGE, "Cleanup",
                    "If one of the new cards was a Dominance, check to see if it's the only "
                    "Dominance"},
    [R_END_MOST] = {"paxpamir.end.most", PAGE, "Game End",
                    "the player with the most points wins"},
    [R_TIEBREAK] = {"paxpamir.end.tiebreak", PAGE, "Game End",
                    "first, most Military stars, second most rupees"},
    [R_STATE] = {"paxpamir.state", NULL, NULL, NULL,
                 RULEBOOK ", Rupees and Victory Points: rupees and points change only as the "
                          "rules say, so the count a log states must equal the count the "
                          "rules give"},
};

static const ga_rule_const consts[] = {
    {"paxpamir.gift.prices", PAGE, "Card Actions", NULL, 0, 0, "cost of 2 then 4 then 6 Rupees"},
    {"paxpamir.build.max", PAGE, "Card Actions", NULL, 0, 0, "Place up to three armies"},
    {"paxpamir.betray.cost", PAGE, "Card Actions", NULL, 0, 0, "For 2 Rupees"},
    {"paxpamir.dominance.margin", PAGE, "Dominance Check", NULL, 0, 0,
     "four more than any other coalition"},
    {"paxpamir.hand.base", PAGE, "Court & Hand Limits", NULL, 0, 0, "only have 2 + blue stars"},
    {"paxpamir.court.base", PAGE, "Court & Hand Limits", NULL, 0, 0,
     "only have 3 + purple stars"},
    {"paxpamir.leverage.rupees", PAGE, "Impact Symbols", NULL, 0, 0, "gives you 2 Rupees"},
    {"paxpamir.end.lead", PAGE, "Game End", NULL, 0, 0, "at least 4 points ahead"},
};

/* ---------------------------------------------------------------- checks */

static const ga_check_def checks[] = {
    {"paxpamir.action.battle-excess", GA_ERROR, R_BATTLE,
     "a battle removes at most the card's rank in pieces"},
    {"paxpamir.action.battle-immune", GA_ERROR, R_BATTLE_IMMUNE,
     "a battle removes no block of the attacker's coalition, no tribe of a player of it"},
    {"paxpamir.action.battle-outnumbered", GA_ERROR, R_BATTLE_LIMIT,
     "a battle removes no more pieces than the attacker's armies (spies) at the site"},
    {"paxpamir.action.betray-cost", GA_ERROR, R_BETRAY, "a betrayal pays 2 rupees"},
    {"paxpamir.action.betray-no-spy", GA_ERROR, R_BETRAY,
     "a betrayed card holds a spy of the betrayer"},
    {"paxpamir.action.build-cost", GA_ERROR, R_BUILD,
     "a build places at most 3 armies or roads and pays 2 rupees for each"},
    {"paxpamir.action.build-not-ruler", GA_ERROR, R_RULER_BUILD,
     "a build places blocks only in regions (or on their borders) the builder rules"},
    {"paxpamir.action.card-reused", GA_ERROR, R_ONE_ICON,
     "a card's action is used at most once per turn"},
    {"paxpamir.action.card-two-actions", GA_ERROR, R_CARD_ONCE,
     "only one of a card's actions is taken per turn"},
    {"paxpamir.action.gift-cost", GA_ERROR, R_GIFT,
     "a gift costs 2, 4 or 6 rupees (its space), paid in full, one cylinder per space"},
    {"paxpamir.action.move-excess", GA_ERROR, R_MOVE,
     "a move action makes at most as many moves as the card's rank (a spy: one per card along "
     "the courts)", GA_ALSO(R_SPY_MOVE)},
    {"paxpamir.action.move-no-road", GA_ERROR, R_MOVE_ROAD,
     "an army moves only across a border with a road of its coalition"},
    {"paxpamir.action.move-piece", GA_ERROR, R_MOVE_PIECE,
     "a move action moves armies and spies only (tribes too under Nationalism)"},
    {"paxpamir.action.no-such-action", GA_ERROR, R_CARD_ACTION,
     "a card action is one the card shows, of a card in the player's court"},
    {"paxpamir.action.paid-free", GA_ERROR, R_FREE_ACTIONS,
     "tax, move and battle cost no rupees"},
    {"paxpamir.action.prize-not-betrayed", GA_ERROR, R_PRIZE,
     "a prize is the card just betrayed"},
    {"paxpamir.action.spy-off-court", GA_ERROR, R_SPY_MOVE,
     "a spy moves along the players' courts, onto a court card"},
    {"paxpamir.action.tax-excess", GA_ERROR, R_TAX, "a tax takes at most the card's rank"},
    {"paxpamir.action.tax-shelter", GA_ERROR, R_TAX_SHELTER,
     "a taxed player keeps as many rupees as their economic stars"},
    {"paxpamir.cleanup.court-limit", GA_ERROR, R_COURT,
     "at the end of the turn the court holds at most 3 + political stars cards",
     GA_ALSO(R_CLEANUP_LIMITS)},
    {"paxpamir.cleanup.hand-limit", GA_ERROR, R_HAND,
     "at the end of the turn the hand holds at most 2 + intelligence stars cards",
     GA_ALSO(R_CLEANUP_LIMITS)},
    {"paxpamir.cleanup.instability", GA_ERROR, R_INSTABILITY,
     "two dominance check cards in the market bring a check before the next turn"},
    {"paxpamir.cleanup.leverage-unpaid", GA_ERROR, R_LEVERAGE_DISCARD,
     "a leveraged card leaving the court costs 2 rupees, or a card per rupee short",
     GA_ALSO(R_BETRAY_LEVERAGE)},
    {"paxpamir.cleanup.market-event-kept", GA_ERROR, R_MARKET_DISCARD,
     "event cards in the leftmost market column are discarded at cleanup"},
    {"paxpamir.cleanup.market-gap", GA_ERROR, R_SHIFT,
     "after cleanup no market card has an empty space to its left"},
    {"paxpamir.cleanup.market-not-refilled", GA_ERROR, R_DRAW,
     "after cleanup the market is full again"},
    {"paxpamir.cleanup.needless-check", GA_ERROR, R_INSTABILITY,
     "no dominance check after cleanup with fewer than two dominance check cards in the market "
     "(and none discarded)", GA_ALSO(R_DOM_ONLY)},
    {"paxpamir.cleanup.political-kept", GA_ERROR, R_LAST_TRIBE,
     "losing the last tribe in a region discards the political cards of that region"},
    {"paxpamir.cleanup.spies-kept", GA_ERROR, R_SPY_RETURN,
     "a card leaving a court returns its spies"},
    {"paxpamir.cleanup.tribes-kept", GA_ERROR, R_LAST_POLITICAL,
     "losing the last political card of a region discards the tribes there"},
    {"paxpamir.dominance.blocks-kept", GA_ERROR, R_DOM_CLEAR,
     "a successful check removes all coalition blocks"},
    {"paxpamir.dominance.outcome", GA_ERROR, R_DOM_SUCCESS,
     "a check succeeds exactly when one coalition has 4 more blocks than any other"},
    {"paxpamir.dominance.score", GA_ERROR, R_DOM_WIN,
     "a successful check scores 5, 3, 1 by influence"},
    {"paxpamir.dominance.score-disloyal", GA_ERROR, R_DOM_LOYAL,
     "only players loyal to the dominant coalition score at a successful check"},
    {"paxpamir.dominance.score-double", GA_ERROR, R_DOM_DOUBLE,
     "the final check scores double"},
    {"paxpamir.dominance.score-fail", GA_ERROR, R_DOM_FAIL,
     "an unsuccessful check scores 3 and 1 by cylinders in play"},
    {"paxpamir.end.missed", GA_ERROR, R_END_LEAD,
     "a check that leaves a player 4 points ahead ends the game"},
    {"paxpamir.end.result", GA_ERROR, R_END_MOST,
     "the final scores are the engine's and the most points wins"},
    {"paxpamir.end.tiebreak", GA_ERROR, R_TIEBREAK,
     "tied players rank by military stars, then rupees"},
    {"paxpamir.end.too-early", GA_ERROR, R_END_LAST,
     "the game ends only with a 4-point lead after a check or after the last check"},
    {"paxpamir.loyalty.kept-gifts", GA_ERROR, R_LOYALTY_CHANGE,
     "a loyalty change discards all gifts and prizes"},
    {"paxpamir.loyalty.kept-patriots", GA_ERROR, R_LOYALTY_COST,
     "a loyalty change discards the patriots of the old coalition"},
    {"paxpamir.play.bribe-over", GA_ERROR, R_RULER_SHARE,
     "a bribe is at most the full cost (the ruler's tribes)"},
    {"paxpamir.play.bribe-to-non-ruler", GA_ERROR, R_RULER_BRIBES,
     "a bribe goes to the region's ruler"},
    {"paxpamir.play.impact-army", GA_ERROR, R_ARMY,
     "a played card places no more armies than its army icons"},
    {"paxpamir.play.impact-road", GA_ERROR, R_ROAD,
     "a played card places no more roads than its road icons"},
    {"paxpamir.play.impact-spy", GA_ERROR, R_SPY,
     "a played card places no more spies than its spy icons"},
    {"paxpamir.play.impact-suit", GA_ERROR, R_SUIT,
     "a played card changes the favoured suit only with a suit icon, once"},
    {"paxpamir.play.impact-tribe", GA_ERROR, R_TRIBE,
     "a played card places no more tribes than its tribe icons"},
    {"paxpamir.play.impact-unresolved", GA_WARNING, R_RESOLVE,
     "a played card's army, road and tribe icons are all resolved"},
    {"paxpamir.play.leverage", GA_ERROR, R_LEVERAGE, "each leverage icon gives 2 rupees"},
    {"paxpamir.play.loyalty", GA_ERROR, R_PATRIOT,
     "a patriot of another coalition changes the player's loyalty to it"},
    {"paxpamir.play.loyalty-wrong", GA_ERROR, R_LOYALTY,
     "after playing a patriot the new loyalty is the patriot's"},
    {"paxpamir.play.needless-bribe", GA_ERROR, R_FREE_PLAY,
     "no bribe is paid where the player rules or nobody does"},
    {"paxpamir.play.not-in-hand", GA_ERROR, R_TURN, "a card played is in the player's hand"},
    {"paxpamir.play.ruler-unpaid", GA_ERROR, R_RULER_PAY,
     "a card played into a region another player rules pays the ruler (or what they accepted)"},
    {"paxpamir.play.side", GA_ERROR, R_SIDE, "a card goes to the left or right end of the court"},
    {"paxpamir.purchase.cost", GA_ERROR, R_PURCHASE,
     "card k of a market row costs one rupee on each card left of it"},
    {"paxpamir.purchase.destination", GA_ERROR, R_EVENT_HAND,
     "a court card bought goes to the buyer's hand, an event card does not"},
    {"paxpamir.purchase.gain", GA_ERROR, R_GAIN,
     "the buyer gains exactly the rupees that lay on the card"},
    {"paxpamir.purchase.military", GA_ERROR, R_MILITARY,
     "with military favoured each card to the left costs two rupees"},
    {"paxpamir.purchase.not-in-market", GA_ERROR, R_PURCHASE,
     "the card bought is the one in that market space"},
    {"paxpamir.purchase.other-row", GA_ERROR, R_OTHER_ROW,
     "each rupee goes on the card to the left in the same row, else on the other row's"},
    {"paxpamir.purchase.unpaid", GA_ERROR, R_PURCHASE,
     "a purchase that costs rupees records none paid (the Influence cards make some free)"},
    {"paxpamir.ruler.no-tribe", GA_ERROR, R_RULE_TRIBE, "a ruler has a tribe in the region"},
    {"paxpamir.rupees.negative", GA_ERROR, R_STATE, "a player never pays rupees they lack"},
    {"paxpamir.setup.no-loyalty", GA_ERROR, R_SETUP_LOYALTY,
     "every player has chosen a loyalty before their first turn"},
    {"paxpamir.state.influence", GA_ERROR, R_INFLUENCE,
     "influence the log states is 1 + patriots + prizes + gifts"},
    {"paxpamir.state.market-cards", GA_ERROR, R_SHIFT,
     "the market cards the log states are the engine's"},
    {"paxpamir.state.market-rupees", GA_ERROR, R_LINGER,
     "the market rupees the log states are the engine's (they linger, and are scooped up)"},
    {"paxpamir.state.mismatch", GA_ERROR, R_STATE,
     "rupees, points and cylinders the log states equal the engine's"},
    {"paxpamir.suit.from", GA_ERROR, R_SUIT_START,
     "the favoured suit starts political; a change starts from the suit in force"},
    {"paxpamir.turn.actions-left", GA_ERROR, R_FAVOURED,
     "the actions left the log states are the engine's (favoured-suit actions are free)"},
    {"paxpamir.turn.too-many-actions", GA_ERROR, R_TURN,
     "a turn takes at most 2 actions; actions of favoured-suit cards are free"},
};

enum { NCHECKS = sizeof checks / sizeof checks[0] };

static const ga_rule_skip skips[] = {
    {PAGE, "Overview", NULL, "the goal in one line; the end conditions are cited from Game End"},
    {PAGE, "Stars", NULL, "what each suit's stars are for; the limits are cited from Court & Hand "
                          "Limits and the tiebreak from Game End"},
    {PAGE, "Suits", "aim to", "flavour: what each suit's cards are meant for"},
    {PAGE, "Game End", "cook a Chopan Kebab", "a joke, not a rule"},
    {PAGE, "Turn", "The three action types are", "a list of names; each action is checked on its "
                                                 "own"},
    {PAGE, "Card Actions", "There are 6 main action types",
     "a list of names; each action is checked on its own"},
    {PAGE, "Turn", "Spies on cards have to be paid rupees to the owner",
     "not a rule of the published game: the 2nd-edition rulebook makes the region's ruler, not "
     "spies, take a bribe (checked under 'If another player is the ruler'), and neither BGA nor "
     "Rally the Troops charges for spies"},
    {PAGE, "Turn", "if player 2 has 1 spy on card A",
     "the example of the spy payment above, not a rule of the published game"},
    {PAGE, "Court & Hand Limits", "During your turn, your court can contain any number of cards",
     "a permission: the limit applies at the end of the turn (checked there)"},
    {PAGE, "Court & Hand Limits", "your hand can contain any number of cards during the turn",
     "a permission: the limit applies at the end of the turn (checked there)"},
    {PAGE, "Loyalty and Influence", "How loyal you are to a country is measured",
     "a definition; the count is checked under 'This is calculated as'"},
    {PAGE, "Ruling a Region", "Once a ruler, you have the following bonuses",
     "an introduction to the list below it"},
    {PAGE, "Card Actions", "If you can't tax another player, you can tax the market",
     "a permission: taxing the market is always open"},
    {PAGE, "Card Actions", "Tribes, Spies, Roads, and Armies are all eligible for removal",
     "a permission; what may not be removed is checked under the next sentences"},
};

/* ---------------------------------------------------------------- state */

typedef struct pp_player {
    char id[32], name[64];
    /* events in force until the next dominance check (bought by this player,
     * or Rumor: aimed at them) */
    int kohinoor, courtly, nation_building, rumored, nationalism;
    int lev_owed;     /* rupees (or cards) a discarded leveraged card still costs */
    int lev_betrayed; /* some of lev_owed is for a card betrayed by another player */
    unsigned char pol_pending[NREG], tribe_pending[NREG]; /* overthrow to complete */
    int rupees, vp, loyalty; /* loyalty -1 = none chosen */
    int court[MAXCARD], ncourt;
    int hand[MAXCARD], nhand;
    int prizes;       /* prize cards held */
    int gifts[3];     /* gift spaces 2, 4, 6 held */
    int tribes[NREG];
    int spies;        /* spies on cards */
} pp_player;

/* A player as findings name them: the log's name, else its id. */
static const char *pp_who(const pp_player *p)
{
    return p->name[0] ? p->name : p->id;
}

typedef enum { CX_NONE, CX_PLAY, CX_TAX, CX_GIFT, CX_BUILD, CX_MOVE, CX_BETRAY, CX_BATTLE,
               CX_PURCHASE } pp_ctx_kind;

typedef struct pp_ctx {
    pp_ctx_kind kind;
    int card, placed[5], suits, lev_gain, moves, paid, gift_value, gift_paid, tax;
    int gone; /* the card played left the court before its icons resolved */
    int from_region;  /* move: where the army just lifted was */
    int spy_from;     /* move: the card the spy just lifted was on, 0 = none */
    int removed, site_region, site_card, own_at_site; /* battle */
    int target;       /* betray: the card betrayed */
    const ga_move *m; /* not kept beyond the move */
    long seq;
} pp_ctx;

struct ga_engine {
    int np;
    pp_player p[MAXP];
    int armies[NREG][NCOAL], roads[NBORDER][NCOAL];
    int spies[MAXCARD][MAXP];
    int market[NROW][NCOL], mrup[NROW][NCOL];
    int ruler[NREG];
    int favoured;
    int cur;          /* the player whose turn it is, -1 before the first */
    int actions;      /* actions counted this turn */
    unsigned char used[MAXCARD];
    int bribe_paid;   /* rupees paid to a ruler for the coming action */
    int bribe_agreed; /* the amount the ruler accepted, -1 = no agreement */
    int bribe_to;     /* who was paid, -1 = nobody */
    unsigned char used_act[MAXCARD]; /* 1 + the action used, 0 = none */
    int col0_events[NROW]; /* event cards in the leftmost column at cleanup */
    int must_clear;   /* a successful check: blocks must go */
    int over_told;    /* moves after the end were reported */
    int last_betrayed;
    int deck;         /* cards left in the deck, -1 = unknown */
    int pending_loyalty; /* a patriot of this coalition was played: loyalty must follow */
    int dom_cards;    /* dominance check cards gone from the market */
    int checks_done;
    int over;         /* the game ended by a check */
    int new_tactics[MAXP]; /* New Tactics: this player's military cards are favoured */
    /* discarded events in force until the next dominance check, and Conflict
     * Fatigue (bought): Embarrassment of Riches, Disregard for Customs */
    int embarrassment, disregard, conflict_fatigue;
    size_t flush_pos; /* BGA: the buffered event being decoded */
    const ga_move *orig; /* BGA: that event (a decoded move is a stack copy) */
    pp_ctx cx;
    ga_move cxmove;   /* a stream's move that started cx (the reader reuses its own) */
    /* BGA decoding */
    int bga;
    ga_move *buf;
    size_t nbuf, capbuf;
    char **undone;
    size_t nundone, capundone;
    int turn_starting;
    int cleaned;      /* the current turn's cleanup step was logged */
    int in_cleanup;   /* after the cleanup step, before the next turn */
    int cleanup_dom_gone, cleanup_dom_new; /* dominance cards discarded / drawn there */
};

static const pp_card *card_of(int id)
{
    size_t lo = 0, hi = sizeof pp_cards / sizeof pp_cards[0];
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (pp_cards[mid].id == id)
            return &pp_cards[mid];
        if (pp_cards[mid].id < id)
            lo = mid + 1;
        else
            hi = mid;
    }
    return NULL;
}

static const char *card_name(int id)
{
    const pp_card *c = card_of(id);
    return c ? c->name : "an unknown card";
}

/* Returns 1 when card id is a Dominance Check event card. */
static int is_dominance(int id)
{
    const pp_card *c = card_of(id);
    return c && c->suit < 0 && !strcmp(c->special, "dominanceCheck");
}

static int name_index(const char *s, const char *const *names, int n)
{
    if (!s)
        return -1;
    for (int i = 0; i < n; i++)
        if (!strcmp(s, names[i]))
            return i;
    return -1;
}

static int player_index(const ga_engine *e, const char *id)
{
    if (!id)
        return -1;
    for (int i = 0; i < e->np; i++)
        if (!strcmp(e->p[i].id, id))
            return i;
    return -1;
}

static long jint(const json_t *o, const char *key, long def)
{
    long long v;
    return ga_json_int(json_object_get(o, key), &v) && v > -100000 && v < 100000 ? (long)v
                                                                                 : def;
}

static const char *jstr(const json_t *o, const char *key)
{
    return json_string_value(json_object_get(o, key));
}

/* "card_36" or 36 → 36; 0 when not a card. */
static int card_id(const json_t *v)
{
    long long n;
    const char *s = json_string_value(v);
    if (s && !strncmp(s, "card_", 5))
        n = strtol(s + 5, NULL, 10);
    else if (!ga_json_int(v, &n))
        return 0;
    return n > 0 && n < MAXCARD ? (int)n : 0;
}

static int stars(const ga_engine *e, int pl, int suit)
{
    int n = 0;
    for (int i = 0; i < e->p[pl].ncourt; i++) {
        const pp_card *c = card_of(e->p[pl].court[i]);
        if (c && c->suit == suit)
            n += c->rank;
    }
    return n;
}

static int influence(const ga_engine *e, int pl)
{
    const pp_player *p = &e->p[pl];
    /* Embarrassment of Riches: gifts are worth nothing; Koh-i-noor
     * Recovered: the buyer's are worth two; Rumor: patriots nothing */
    int per_gift = e->embarrassment ? 0 : p->kohinoor ? 2 : 1;
    int n = 1 + p->prizes + per_gift * (p->gifts[0] + p->gifts[1] + p->gifts[2]);
    for (int i = 0; i < p->ncourt && !p->rumored; i++) {
        const pp_card *c = card_of(p->court[i]);
        if (c && c->loyalty >= 0 && c->loyalty == p->loyalty)
            n++;
    }
    return n;
}

static int cylinders(const ga_engine *e, int pl)
{
    const pp_player *p = &e->p[pl];
    int n = p->spies + p->gifts[0] + p->gifts[1] + p->gifts[2];
    for (int r = 0; r < NREG; r++)
        n += p->tribes[r];
    return n;
}

/* The ruler of a region (rulebook, Ruling a Region): a player with at least
 * one tribe there and more ruling pieces (tribes and armies of their
 * coalition) than any other player; -1 = none. */
static int ruler_of(const ga_engine *e, int r)
{
    int best = -1, bestn = 0, tie = 0;
    for (int i = 0; i < e->np; i++) {
        int n = e->p[i].tribes[r];
        if (n && e->p[i].loyalty >= 0)
            n += e->armies[r][e->p[i].loyalty];
        if (n > bestn) {
            best = i;
            bestn = n;
            tie = 0;
        } else if (n && n == bestn)
            tie = 1;
    }
    for (int i = 0; i < e->np && best >= 0; i++) /* armies count without tribes too */
        if (i != best && e->p[i].loyalty >= 0 && !e->p[i].tribes[r] &&
            e->armies[r][e->p[i].loyalty] >= bestn)
            tie = 1;
    return tie ? -1 : best;
}

static int list_find(const int *v, int n, int x)
{
    for (int i = 0; i < n; i++)
        if (v[i] == x)
            return i;
    return -1;
}

static int list_remove(int *v, int *n, int x)
{
    int i = list_find(v, *n, x);
    if (i < 0)
        return 0;
    memmove(v + i, v + i + 1, (size_t)(*n - i - 1) * sizeof *v);
    (*n)--;
    return 1;
}

/* The market as "row 1: Name (2), -, …" for a finding's context. */
static void market_text(const ga_engine *e, char *buf, size_t n)
{
    size_t k = 0;
    buf[0] = 0;
    for (int r = 0; r < NROW && k < n; r++) {
        k += (size_t)snprintf(buf + k, n - k, "%srow %d:", r ? "\n" : "", r + 1);
        for (int c = 0; c < NCOL && k < n; c++)
            k += (size_t)snprintf(buf + k, n - k, " %s(%d)",
                                  e->market[r][c] > 0 ? card_name(e->market[r][c])
                                  : e->market[r][c] < 0 ? "?" : "-", e->mrup[r][c]);
    }
}

static void pay(ga_engine *e, const ga_move *m, ga_findings *out, int pl, int n, const char *what)
{
    if (pl < 0 || n <= 0)
        return;
    if (e->p[pl].rupees < n)
        ga_report(out, &ga_game_paxpamir, m, "paxpamir.rupees.negative",
                  "%s pays %d rupees for %s but has %d", pp_who(&e->p[pl]), n, what, e->p[pl].rupees);
    e->p[pl].rupees -= n;
    if (e->p[pl].rupees < 0)
        e->p[pl].rupees = 0;
}

/* ---------------------------------------------------------------- actions */

static int has_special(const ga_engine *e, int pl, const char *ability)
{
    for (int i = 0; i < e->p[pl].ncourt; i++) {
        const pp_card *c = card_of(e->p[pl].court[i]);
        if (c && c->suit >= 0 && !strcmp(c->special, ability))
            return 1;
    }
    return 0;
}

/* Coalition blocks of coalition c on the map (12 a coalition). */
static int blocks_on_map(const ga_engine *e, int c)
{
    int n = 0;
    if (c < 0 || c >= NCOAL)
        return 0;
    for (int r = 0; r < NREG; r++)
        n += e->armies[r][c];
    for (int b = 0; b < NBORDER; b++)
        n += e->roads[b][c];
    return n;
}

/* 1 when the coalition of player pl has no block left in its supply: the
 * rulebook then lets a placement take a block from anywhere on the map
 * (Pax Pamir 2nd ed. rulebook, limited pieces; Rally the Troops and BGA
 * both offer the map's blocks then), which a log's counts may not show
 * (a block taken from a border and put back on it). */
static int supply_empty(const ga_engine *e, int pl)
{
    return pl >= 0 && e->p[pl].loyalty >= 0 && blocks_on_map(e, e->p[pl].loyalty) >= 12;
}

/* Things that must have been settled before the next action: leverage
 * owed for a discarded card, political cards or tribes left after an
 * overthrow. */
static void settle(ga_engine *e, const ga_move *m, ga_findings *out)
{
    for (int i = 0; i < e->np; i++) {
        pp_player *p = &e->p[i];
        if (p->lev_owed > 0 && p->rupees > 0)
            ga_report_rule(out, &ga_game_paxpamir, m, "paxpamir.cleanup.leverage-unpaid",
                           p->lev_betrayed ? R_BETRAY_LEVERAGE : R_LEVERAGE_DISCARD,
                           "%s %s a leveraged card and still owes %d rupee(s) (or a card for "
                           "each rupee short)", pp_who(p),
                           p->lev_betrayed ? "lost (betrayed)" : "discarded", p->lev_owed);
        p->lev_owed = 0;
        p->lev_betrayed = 0;
        for (int r = 0; r < NREG; r++) {
            int pol = 0;
            for (int k = 0; k < p->ncourt; k++) {
                const pp_card *c = card_of(p->court[k]);
                pol += c && c->suit == SU_POL && c->region == r;
            }
            if (p->pol_pending[r] && pol && !p->tribes[r])
                ga_report(out, &ga_game_paxpamir, m, "paxpamir.cleanup.political-kept",
                          "%s lost the last tribe in %s and keeps %d political card(s) of it",
                          pp_who(p), reg_names[r], pol);
            if (p->tribe_pending[r] && p->tribes[r] && !pol)
                ga_report(out, &ga_game_paxpamir, m, "paxpamir.cleanup.tribes-kept",
                          "%s lost the last political card of %s and keeps %d tribe(s) there",
                          pp_who(p), reg_names[r], p->tribes[r]);
            p->pol_pending[r] = p->tribe_pending[r] = 0;
        }
    }
}

/* Closes the running action: checks what must add up at its end. */
static void ctx_close(ga_engine *e, ga_findings *out)
{
    pp_ctx *cx = &e->cx;
    const pp_card *c = card_of(cx->card);
    const ga_move *m = NULL;
    (void)m;
    switch (cx->kind) {
    case CX_BUILD: {
        int placed = cx->placed[IC_ARMY] + cx->placed[IC_ROAD];
        int units = cx->paid / 2, per = e->cur >= 0 && e->p[e->cur].nation_building ? 2 : 1;
        /* Infrastructure (special ability): one more block after a build */
        int extra = e->cur >= 0 && has_special(e, e->cur, "infrastructure");
        /* with the supply empty, blocks come from the map and a block put
         * back where it was shows no change: only the upper bound holds */
        int low = supply_empty(e, e->cur) ? 0 : (units - 1) * per + 1;
        if (units > 3 || cx->paid % 2 || placed > units * per + extra || placed < low)
            ga_report(out, &ga_game_paxpamir, cx->m, "paxpamir.action.build-cost",
                      "build with %s placed %d armies/roads and paid %d rupees: 2 each, at most 3",
                      card_name(cx->card), placed, cx->paid);
        break;
    }
    case CX_GIFT:
        if (cx->gift_paid != cx->gift_value)
            ga_report(out, &ga_game_paxpamir, cx->m, "paxpamir.action.gift-cost",
                      "gift of value %d with %s paid %d rupees", cx->gift_value,
                      card_name(cx->card), cx->gift_paid);
        break;
    case CX_PLAY:
        if (c) {
            static const char *const what[] = {"armies", "roads", "", "spies", "tribes"};
            static const char *const code[] = {"paxpamir.play.impact-army",
                                               "paxpamir.play.impact-road", "",
                                               "paxpamir.play.impact-spy",
                                               "paxpamir.play.impact-tribe"};
            static const int rule_check[] = {IC_ARMY, IC_ROAD, IC_SPY, IC_TRIBE};
            for (size_t k = 0; k < 4; k++) {
                int i = rule_check[k];
                if (cx->placed[i] > c->icons[i])
                    ga_report(out, &ga_game_paxpamir, cx->m, code[i],
                              "playing %s placed %d %s; its impact icons allow %d", c->name,
                              cx->placed[i], what[i], c->icons[i]);
                else if (cx->placed[i] < c->icons[i] && i != IC_SPY && !cx->gone &&
                         !((i == IC_ARMY || i == IC_ROAD) && supply_empty(e, e->cur)))
                    ga_report(out, &ga_game_paxpamir, cx->m, "paxpamir.play.impact-unresolved",
                              "playing %s placed %d %s of the %d its impact icons give",
                              c->name, cx->placed[i], what[i], c->icons[i]);
            }
            if (cx->suits > (c->suit_icon >= 0))
                ga_report(out, &ga_game_paxpamir, cx->m, "paxpamir.play.impact-suit",
                          "playing %s changed the favoured suit %d time(s); it has %s suit icon",
                          c->name, cx->suits, c->suit_icon >= 0 ? "one" : "no");
            if (!cx->gone && cx->lev_gain != 2 * c->icons[IC_LEV])
                ga_report(out, &ga_game_paxpamir, cx->m, "paxpamir.play.leverage",
                          "playing %s gave %d rupees; %d leverage icon(s) give %d", c->name,
                          cx->lev_gain, c->icons[IC_LEV], 2 * c->icons[IC_LEV]);
        }
        if (e->pending_loyalty >= 0 && e->cur >= 0) {
            ga_report(out, &ga_game_paxpamir, cx->m, "paxpamir.play.loyalty",
                      "%s played %s, a %s patriot, and stayed %s", pp_who(&e->p[e->cur]),
                      card_name(cx->card), coal_names[e->pending_loyalty],
                      e->p[e->cur].loyalty >= 0 ? coal_names[e->p[e->cur].loyalty] : "unaligned");
            e->pending_loyalty = -1;
        }
        break;
    default:
        break;
    }
    memset(cx, 0, sizeof *cx);
    cx->from_region = cx->site_region = -1;
    cx->spy_from = 0;
}

/* Starts an action of the player to move; counts it unless free. */
static void action_start(ga_engine *e, const ga_move *m, ga_findings *out, pp_ctx_kind kind,
                         int card, int counts)
{
    ctx_close(e, out);
    settle(e, m, out);
    e->cx.kind = kind;
    e->cx.card = card;
    if (e->orig)
        e->cx.m = e->orig;
    else {
        ga_move_clear(&e->cxmove);
        if (ga_move_set(&e->cxmove, m->seq, m->game, m->player, m->action,
                        json_incref(m->args), m->src, m->raw, m->raw ? strlen(m->raw) : 0) == 0)
            e->cx.m = &e->cxmove;
        else
            e->cx.m = NULL;
    }
    e->cx.seq = m->seq;
    e->bribe_paid = 0;
    e->bribe_agreed = -1;
    e->bribe_to = -1;
    if (!counts)
        return;
    if (++e->actions == 3 && e->cur >= 0)
        ga_report(out, &ga_game_paxpamir, m, "paxpamir.turn.too-many-actions",
                  "%s takes a third action (%s) this turn; 2 is the limit, favoured-suit (%s) "
                  "card actions excepted",
                  pp_who(&e->p[e->cur]),
                  kind == CX_PURCHASE ? "purchase" : kind == CX_PLAY ? "play" : "card action",
                  suit_names[e->favoured]);
}

/* A card action: the card must be in court and show the action; once a turn. */
static void card_action(ga_engine *e, const ga_move *m, ga_findings *out, int pl, int card,
                        int act, pp_ctx_kind kind)
{
    const pp_card *c = card_of(card);
    if (pl < 0)
        return;
    if (!c || list_find(e->p[pl].court, e->p[pl].ncourt, card) < 0 || !(c->actions & (1 << act)))
        ga_report(out, &ga_game_paxpamir, m, "paxpamir.action.no-such-action",
                  "%s uses %s of %s, which %s", pp_who(&e->p[pl]), act_names[act], card_name(card),
                  !c || list_find(e->p[pl].court, e->p[pl].ncourt, card) < 0
                      ? "is not in their court" : "does not show that action");
    else if (e->used[card] && e->used_act[card] == act + 1)
        ga_report(out, &ga_game_paxpamir, m, "paxpamir.action.card-reused",
                  "%s uses %s of %s a second time this turn", pp_who(&e->p[pl]), act_names[act],
                  card_name(card));
    else if (e->used[card])
        ga_report(out, &ga_game_paxpamir, m, "paxpamir.action.card-two-actions",
                  "%s uses %s of %s after its %s this turn", pp_who(&e->p[pl]), act_names[act],
                  card_name(card), e->used_act[card] ? act_names[e->used_act[card] - 1] : "action");
    if (card > 0 && card < MAXCARD) {
        e->used[card] = 1;
        e->used_act[card] = (unsigned char)(act + 1);
    }
    /* Savvy Operator and Irregulars are always of the favoured suit (their
     * special ability); New Tactics favours the buyer's military cards. */
    int favoured = c && (c->suit == e->favoured || (c->suit == SU_MIL && e->new_tactics[pl]) ||
                         !strcmp(c->special, "savvyOperator") ||
                         !strcmp(c->special, "irregulars"));
    action_start(e, m, out, kind, card, !favoured);
}

/* ---------------------------------------------------------------- the vocabulary */

static int cell_of(const json_t *v, int *r, int *c)
{
    if (!json_is_array(v) || json_array_size(v) != 2)
        return 0;
    long long a, b;
    if (!ga_json_int(json_array_get(v, 0), &a) || !ga_json_int(json_array_get(v, 1), &b))
        return 0;
    if (a < 0 || a >= NROW || b < 0 || b >= NCOL)
        return 0;
    *r = (int)a;
    *c = (int)b;
    return 1;
}

static int do_cells(ga_engine *e, const json_t *cells, int sign)
{
    size_t i;
    json_t *v;
    int n = 0, r, c;
    json_array_foreach(cells, i, v) {
        if (cell_of(v, &r, &c)) {
            /* Public Withdrawal: money placed on it is removed from the game */
            const pp_card *pc = card_of(e->market[r][c]);
            if (!(sign > 0 && pc && pc->suit < 0 && !strcmp(pc->special, "publicWithdrawal")))
                e->mrup[r][c] += sign;
            if (e->mrup[r][c] < 0)
                e->mrup[r][c] = 0;
            n++;
        }
    }
    return n;
}

/* The hand and court limits of the player whose turn ends; skipped: the log
 * shows no cleanup step for the turn (m is then the next turn's start). */
static void end_turn_checks(ga_engine *e, const ga_move *m, ga_findings *out, int skipped)
{
    int pl = e->cur;
    if (pl < 0)
        return;
    int hl = 2 + stars(e, pl, SU_INT), cl = 3 + stars(e, pl, SU_POL);
    const char *how = skipped ? " with no cleanup step logged" : "";
    if (e->p[pl].nhand > hl)
        ga_report_rule(out, &ga_game_paxpamir, m, "paxpamir.cleanup.hand-limit",
                       skipped ? R_CLEANUP_LIMITS : R_HAND,
                       "%s ends the turn%s with %d cards in hand; the limit is 2 + %d "
                       "intelligence stars = %d", pp_who(&e->p[pl]), how, e->p[pl].nhand, hl - 2, hl);
    if (e->p[pl].ncourt > cl)
        ga_report_rule(out, &ga_game_paxpamir, m, "paxpamir.cleanup.court-limit",
                       skipped ? R_CLEANUP_LIMITS : R_COURT,
                       "%s ends the turn%s with %d cards in court; the limit is 3 + %d political "
                       "stars = %d", pp_who(&e->p[pl]), how, e->p[pl].ncourt, cl - 3, cl);
}

/* Points of places 0..n-1 in order (sorted by value desc), ties share. */
static void place_points(const int *val, int n, const int *pts, int npts, int mult, int *award)
{
    int order[MAXP];
    for (int i = 0; i < n; i++)
        order[i] = i;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (val[order[j]] > val[order[i]]) {
                int t = order[i];
                order[i] = order[j];
                order[j] = t;
            }
    for (int i = 0; i < n; i++)
        award[i] = 0;
    int pos = 0;
    while (pos < n) {
        int end = pos;
        while (end + 1 < n && val[order[end + 1]] == val[order[pos]])
            end++;
        int sum = 0;
        for (int k = pos; k <= end; k++)
            sum += k < npts ? pts[k] : 0;
        int share = sum / (end - pos + 1);
        for (int k = pos; k <= end; k++)
            award[order[k]] = share * mult;
        pos = end + 1;
    }
}

static void dominance(ga_engine *e, const ga_move *m, ga_findings *out, const json_t *args)
{
    int blocks[NCOAL] = {0};
    for (int c = 0; c < NCOAL; c++) {
        for (int r = 0; r < NREG; r++)
            blocks[c] += e->armies[r][c];
        for (int b = 0; b < NBORDER; b++)
            blocks[c] += e->roads[b][c];
    }
    int dom = -1;
    for (int c = 0; c < NCOAL; c++) {
        int ok = 1;
        for (int o = 0; o < NCOAL; o++)
            if (o != c && blocks[c] < blocks[o] + (e->conflict_fatigue ? 2 : 4))
                ok = 0;
        if (ok)
            dom = c;
    }
    e->checks_done++;
    int final = e->dom_cards >= 4;

    const char *lc = jstr(args, "coalition");
    int logdom = lc ? name_index(lc, coal_names, NCOAL) : -1;
    char ctx[160];
    snprintf(ctx, sizeof ctx, "blocks: afghan %d, british %d, russian %d", blocks[0], blocks[1],
             blocks[2]);
    if (json_object_get(args, "coalition") && logdom != dom) {
        ga_finding *f = ga_report(out, &ga_game_paxpamir, m, "paxpamir.dominance.outcome",
                                  "the log scores the check as %s%s%s; the blocks make it %s%s",
                                  logdom >= 0 ? "successful for " : "unsuccessful",
                                  logdom >= 0 ? coal_names[logdom] : "", "",
                                  dom >= 0 ? "successful for " : "unsuccessful",
                                  dom >= 0 ? coal_names[dom] : "");
        if (f)
            ga_finding_set_context(f, ctx);
    }
    int val[MAXP], award[MAXP], award1[MAXP];
    for (int i = 0; i < e->np; i++)
        val[i] = dom >= 0 ? (e->p[i].loyalty == dom ? influence(e, i) : -1) : cylinders(e, i);
    static const int win[] = {5, 3, 1}, lose[] = {3, 1};
    place_points(val, e->np, dom >= 0 ? win : lose, dom >= 0 ? 3 : 2, final ? 2 : 1, award);
    place_points(val, e->np, dom >= 0 ? win : lose, dom >= 0 ? 3 : 2, 1, award1);
    for (int i = 0; i < e->np; i++)
        if (val[i] <= 0 && dom >= 0)
            award[i] = award1[i] = 0;
    if (dom < 0)
        for (int i = 0; i < e->np; i++)
            if (val[i] == 0)
                award[i] = award1[i] = 0;
    json_t *pts = json_object_get(args, "points");
    for (int i = 0; i < e->np; i++) {
        long got = jint(pts, e->p[i].id, json_is_object(pts) ? 0 : award[i]);
        if (got != award[i]) {
            int dbl = final && got == award1[i];
            ga_finding *f = ga_report(
                out, &ga_game_paxpamir, m,
                dbl ? "paxpamir.dominance.score-double"
                : dom >= 0 && e->p[i].loyalty != dom ? "paxpamir.dominance.score-disloyal"
                : dom < 0 ? "paxpamir.dominance.score-fail" : "paxpamir.dominance.score",
                "%s scores %ld at the %s check; the rules give %d (%s %d%s)", pp_who(&e->p[i]), got,
                final ? "final" : dom >= 0 ? "successful" : "unsuccessful", award[i],
                dom >= 0 ? "influence" : "cylinders", val[i], final ? ", doubled" : "");
            if (f)
                ga_finding_set_context(f, ctx);
        }
        e->p[i].vp += (int)got;
    }
    /* Events in force "until (after) the next Dominance Check" end. */
    memset(e->new_tactics, 0, sizeof e->new_tactics);
    e->embarrassment = e->disregard = e->conflict_fatigue = 0;
    for (int i = 0; i < e->np; i++)
        e->p[i].kohinoor = e->p[i].courtly = e->p[i].nation_building = e->p[i].rumored = 0;
    /* The game ends after the final check or with a 4-point lead. */
    int best = -1, second = -1000;
    for (int i = 0; i < e->np; i++) {
        if (best < 0 || e->p[i].vp > e->p[best].vp) {
            if (best >= 0)
                second = e->p[best].vp;
            best = i;
        } else if (e->p[i].vp > second)
            second = e->p[i].vp;
    }
    if (final || (best >= 0 && e->p[best].vp >= second + 4))
        e->over = 1;
    if (dom >= 0)
        e->must_clear = 1;
}

/* The two regions of border b. */
static void border_regions(int b, int *r1, int *r2)
{
    char tmp[32];
    snprintf(tmp, sizeof tmp, "%s", border_names[b]);
    char *u = strchr(tmp, '_');
    *r1 = *r2 = -1;
    if (!u)
        return;
    *u = 0;
    *r1 = name_index(tmp, reg_names, NREG);
    *r2 = name_index(u + 1, reg_names, NREG);
}

/* Moves an army of coalition coal needs from r1 to r2 along borders with a
 * road of its coalition (any border with Indian Supplies); -1 = no way. */
static int road_distance(const ga_engine *e, int r1, int r2, int coal, int any)
{
    int dist[NREG], queue[NREG], qh = 0, qt = 0;
    for (int r = 0; r < NREG; r++)
        dist[r] = -1;
    dist[r1] = 0;
    queue[qt++] = r1;
    while (qh < qt) {
        int r = queue[qh++];
        if (r == r2)
            return dist[r];
        for (int b = 0; b < NBORDER; b++) {
            int a, c;
            border_regions(b, &a, &c);
            int n = a == r ? c : c == r ? a : -1;
            if (n < 0 || dist[n] >= 0 || !(any || e->roads[b][coal]))
                continue;
            dist[n] = dist[r] + 1;
            queue[qt++] = n;
        }
    }
    return -1;
}

/* At the start of a turn: the market refilled and shifted, no second
 * dominance check card waiting, blocks gone after a successful check. */
static void turn_start_checks(ga_engine *e, const ga_move *m, ga_findings *out)
{
    int doms = 0, gap = 0, empty = 0;
    for (int r = 0; r < NROW; r++)
        for (int c = 0; c < NCOL; c++) {
            const pp_card *cd = card_of(e->market[r][c]);
            doms += cd && cd->suit < 0 && !strcmp(cd->special, "dominanceCheck");
            if (!e->market[r][c]) {
                empty++;
                for (int k = c + 1; k < NCOL; k++)
                    gap |= e->market[r][k] != 0;
            }
        }
    char ctx[256];
    market_text(e, ctx, sizeof ctx);
    ga_finding *f = NULL;
    if (gap)
        f = ga_report(out, &ga_game_paxpamir, m, "paxpamir.cleanup.market-gap",
                      "the turn starts with an empty market space left of a card");
    else if (empty && e->deck >= empty)
        f = ga_report(out, &ga_game_paxpamir, m, "paxpamir.cleanup.market-not-refilled",
                      "the turn starts with %d empty market space(s)", empty);
    if (f)
        ga_finding_set_context(f, ctx);
    if (doms >= 2)
        ga_report(out, &ga_game_paxpamir, m, "paxpamir.cleanup.instability",
                  "the turn starts with %d dominance check cards in the market and no check", doms);
    int left = 0;
    for (int r = 0; r < NREG; r++)
        for (int c = 0; c < NCOAL; c++)
            left += e->armies[r][c];
    for (int b = 0; b < NBORDER; b++)
        for (int c = 0; c < NCOAL; c++)
            left += e->roads[b][c];
    if (e->must_clear && left) {
        ga_report(out, &ga_game_paxpamir, m, "paxpamir.dominance.blocks-kept",
                  "the turn starts with %d coalition blocks still on the map after a successful "
                  "check", left);
        memset(e->armies, 0, sizeof e->armies);
        memset(e->roads, 0, sizeof e->roads);
    }
    e->must_clear = 0;
}

/* Counts n movement points used by the running move action; an excess cites
 * rule (R_MOVE, or R_SPY_MOVE for a spy taken several cards along the courts). */
static void move_steps_rule(ga_engine *e, const ga_move *m, ga_findings *out, int n, int rule,
                            const char *why)
{
    const pp_card *c = card_of(e->cx.card);
    int rank = c ? c->rank : 3;
    int before = e->cx.moves;
    e->cx.moves += n;
    if (before <= rank && e->cx.moves > rank)
        ga_report_rule(out, &ga_game_paxpamir, m, "paxpamir.action.move-excess", rule,
                       "move with %s uses %d movement points%s; its rank gives %d",
                       card_name(e->cx.card), e->cx.moves, why ? why : "", rank);
}

static void move_steps(ga_engine *e, const ga_move *m, ga_findings *out, int n)
{
    move_steps_rule(e, m, out, n, R_MOVE, NULL);
}

/* The courts as one ring, in turn order (Card Actions: a spy moves along a
 * court and on to the next player's): fills ring with the court cards; returns
 * their number. */
static int court_ring(const ga_engine *e, int ring[MAXP * MAXCARD])
{
    int n = 0;
    for (int i = 0; i < e->np; i++)
        for (int k = 0; k < e->p[i].ncourt; k++)
            ring[n++] = e->p[i].court[k];
    return n;
}

/* Marks in adj the ring places one movement point of a spy at place i reaches:
 * the cards on either side; with Strange Bedfellows (special ability) every
 * court card of the same region too. */
static void spy_adjacent(const int *ring, int n, int i, int bedfellows, unsigned char *adj)
{
    adj[(i + 1) % n] = adj[(i + n - 1) % n] = 1;
    const pp_card *c = card_of(ring[i]);
    for (int j = 0; bedfellows && c && j < n; j++) {
        const pp_card *o = card_of(ring[j]);
        if (o && o->region == c->region)
            adj[j] = 1;
    }
    adj[i] = 0;
}

/* A spy of the running move goes from cx.spy_from to card: counts the
 * movement points that takes along the ring of courts (either way; Strange
 * Bedfellows joins same-region cards, Well Connected moves two cards a point:
 * the player's special abilities). */
static void spy_steps(ga_engine *e, const ga_move *m, ga_findings *out, int pl, int card)
{
    int ring[MAXP * MAXCARD];
    int n = court_ring(e, ring), a = -1, b = -1;
    for (int i = 0; i < n; i++) {
        if (ring[i] == e->cx.spy_from)
            a = i;
        if (ring[i] == card)
            b = i;
    }
    e->cx.spy_from = 0;
    if (b < 0) {
        ga_report(out, &ga_game_paxpamir, m, "paxpamir.action.spy-off-court",
                  "a move action puts a spy on %s, which is in no player's court",
                  card_name(card));
        move_steps(e, m, out, 1);
        return;
    }
    if (a < 0 || a == b) {
        move_steps(e, m, out, 1);
        return;
    }
    int bed = pl >= 0 && has_special(e, pl, "strangeBedfellows");
    int wide = pl >= 0 && has_special(e, pl, "wellConnected");
    int dist[MAXP * MAXCARD], queue[MAXP * MAXCARD];
    for (int i = 0; i < n; i++)
        dist[i] = -1;
    int qh = 0, qt = 0;
    dist[a] = 0;
    queue[qt++] = a;
    while (qh < qt && dist[b] < 0) {
        int i = queue[qh++];
        unsigned char adj[MAXP * MAXCARD] = {0}, far[MAXP * MAXCARD] = {0};
        spy_adjacent(ring, n, i, bed, adj);
        for (int j = 0; wide && j < n; j++)
            if (adj[j])
                spy_adjacent(ring, n, j, bed, far);
        for (int j = 0; j < n; j++)
            if ((adj[j] || (far[j] && j != i)) && dist[j] < 0) {
                dist[j] = dist[i] + 1;
                queue[qt++] = j;
            }
    }
    int d = dist[b] > 0 ? dist[b] : 1;
    char why[160];
    snprintf(why, sizeof why, " (a spy taken %d movement points along the courts, %s to %s)", d,
             card_name(ring[a]), card_name(card));
    move_steps_rule(e, m, out, d, d > 1 ? R_SPY_MOVE : R_MOVE, d > 1 ? why : NULL);
}

static int arg_player(const ga_engine *e, const json_t *args, const char *key)
{
    char tmp[32];
    return player_index(e, ga_json_str(json_object_get(args, key), tmp, sizeof tmp));
}

/* Applies one move of the vocabulary (from a stream or decoded from BGA). */
static int handle(ga_engine *e, const ga_move *m, ga_findings *out)
{
    const char *a = m->action;
    const json_t *args = m->args;
    int pl = player_index(e, m->player);
    if (e->over && !e->over_told &&
        (!strcmp(a, "turn") || !strcmp(a, "purchase") || !strcmp(a, "play") ||
         !strcmp(a, "action"))) {
        e->over_told = 1;
        ga_report(out, &ga_game_paxpamir, m, "paxpamir.end.missed",
                  "play goes on after the check that ended the game (%s)",
                  e->dom_cards >= 4 ? "the last check" : "a player 4 points ahead");
    }
    if (!strcmp(a, "turn")) {
        if (e->cx.kind)
            ctx_close(e, out);
        settle(e, m, out);
        if (!e->cleaned)
            end_turn_checks(e, m, out, 1);
        e->cleaned = e->in_cleanup = 0;
        if (e->cur >= 0 || pl >= 0)
            turn_start_checks(e, m, out);
        if (pl >= 0 && e->p[pl].loyalty < 0)
            ga_report(out, &ga_game_paxpamir, m, "paxpamir.setup.no-loyalty",
                      "%s starts a turn without having chosen a loyalty", pp_who(&e->p[pl]));
        e->cur = pl;
        e->actions = 0;
        memset(e->used, 0, sizeof e->used);
        memset(e->used_act, 0, sizeof e->used_act);
        e->bribe_paid = 0;
        e->bribe_agreed = -1;
        e->pending_loyalty = -1;
        return 0;
    }
    if (!strcmp(a, "loyalty")) {
        int c = name_index(jstr(args, "coalition"), coal_names, NCOAL);
        if (pl >= 0 && c >= 0) {
            pp_player *p = &e->p[pl];
            int old = p->loyalty;
            if (e->pending_loyalty >= 0 && pl == e->cur && c != e->pending_loyalty)
                ga_report(out, &ga_game_paxpamir, m, "paxpamir.play.loyalty-wrong",
                          "%s played a %s patriot and changes loyalty to %s", pp_who(p),
                          coal_names[e->pending_loyalty], coal_names[c]);
            if (old >= 0 && old != c) {
                int gifts = p->gifts[0] + p->gifts[1] + p->gifts[2], pats = 0;
                for (int k = 0; k < p->ncourt; k++) {
                    const pp_card *cd = card_of(p->court[k]);
                    pats += cd && cd->loyalty == old;
                }
                if (gifts || p->prizes)
                    ga_report(out, &ga_game_paxpamir, m, "paxpamir.loyalty.kept-gifts",
                              "%s changes loyalty from %s to %s keeping %d gift(s) and %d "
                              "prize(s)", pp_who(p), coal_names[old], coal_names[c], gifts,
                              p->prizes);
                if (pats)
                    ga_report(out, &ga_game_paxpamir, m, "paxpamir.loyalty.kept-patriots",
                              "%s changes loyalty from %s to %s keeping %d %s patriot(s)", pp_who(p),
                              coal_names[old], coal_names[c], pats, coal_names[old]);
            }
            p->loyalty = c;
            if (e->pending_loyalty >= 0 && pl == e->cur)
                e->pending_loyalty = -1;
        }
        return 0;
    }
    if (!strcmp(a, "purchase")) {
        int r = (int)jint(args, "row", -1), c = (int)jint(args, "col", -1);
        int card = card_id(json_object_get(args, "card"));
        action_start(e, m, out, CX_PURCHASE, card, 1);
        if (r < 0 || r >= NROW || c < 0 || c >= NCOL || pl < 0)
            return 0;
        if (e->market[r][c] > 0 && e->market[r][c] != card)
            ga_report(out, &ga_game_paxpamir, m, "paxpamir.purchase.not-in-market",
                      "%s buys %s from row %d column %d, where the market holds %s", pp_who(&e->p[pl]),
                      card_name(card), r + 1, c + 1, card_name(e->market[r][c]));
        const json_t *paid = json_object_get(args, "paid");
        int per = e->favoured == SU_MIL ? 2 : 1;
        /* The Influence special abilities (Pax Pamir 2nd ed. cards 66, 68,
         * 70; BGA's material: "You do not pay for Herat cards in the
         * market", Persian cards, Russian patriots): such a purchase is free. */
        const pp_card *bc = card_of(card);
        const char *infl =
            !bc                                                               ? NULL
            : bc->region == RG_HER && has_special(e, pl, "heratInfluence")    ? "Herat Influence"
            : bc->region == RG_PER && has_special(e, pl, "persianInfluence")  ? "Persian Influence"
            : bc->loyalty == CO_RUS && has_special(e, pl, "russianInfluence") ? "Russian Influence"
                                                                              : NULL;
        if (infl)
            per = 0;
        int cols = 0; /* columns to the left with a card in either row */
        int want[NROW][NCOL] = {{0}}, got[NROW][NCOL] = {{0}};
        for (int k = 0; k < c; k++) {
            cols += e->market[0][k] || e->market[1][k];
            if (e->market[r][k])
                want[r][k] = per;
            else if (e->market[1 - r][k])
                want[1 - r][k] = per;
        }
        size_t pi;
        json_t *pv;
        json_array_foreach(paid, pi, pv) {
            int pr, pc;
            if (cell_of(pv, &pr, &pc))
                got[pr][pc]++;
        }
        int n = do_cells(e, paid, +1);
        if (n == cols * per && memcmp(want, got, sizeof want))
            ga_report(out, &ga_game_paxpamir, m, "paxpamir.purchase.other-row",
                      "%s buys %s placing the rupees on other cards than the ones to its left "
                      "(the same row first, the other row where a space is empty)", pp_who(&e->p[pl]),
                      card_name(card));
        if (n != cols * per) {
            ga_finding *f = ga_report(out, &ga_game_paxpamir, m,
                      n == 0 ? "paxpamir.purchase.unpaid"
                      : per == 2 && n == cols ? "paxpamir.purchase.military" : "paxpamir.purchase.cost",
                      "%s buys %s from column %d of row %d paying %d rupees; the cost is %d "
                      "(%d per card to its left%s%s%s)", pp_who(&e->p[pl]), card_name(card), c + 1, r + 1,
                      n, cols * per, per, per == 2 ? ", military favoured" : "",
                      infl ? ", free with " : "", infl ? infl : "");
            char ctx[256];
            market_text(e, ctx, sizeof ctx);
            if (f)
                ga_finding_set_context(f, ctx);
        }
        pay(e, m, out, pl, n, "a purchase");
        long gained = jint(args, "gained", e->mrup[r][c]);
        if (gained != e->mrup[r][c])
            ga_report(out, &ga_game_paxpamir, m, "paxpamir.purchase.gain",
                      "%s gains %ld rupees with %s; %d lay on it", pp_who(&e->p[pl]), gained,
                      card_name(card), e->mrup[r][c]);
        e->p[pl].rupees += (int)gained;
        e->mrup[r][c] = 0;
        e->market[r][c] = 0;
        const pp_card *cd = card_of(card);
        const char *to = jstr(args, "to");
        if (cd && to && (cd->suit >= 0) != !strcmp(to, "hand"))
            ga_report(out, &ga_game_paxpamir, m, "paxpamir.purchase.destination",
                      "%s buys %s, %s, and it goes to %s", pp_who(&e->p[pl]), cd->name,
                      cd->suit >= 0 ? "a court card" : "an event card", to);
        if (cd && cd->suit >= 0) {
            if (e->p[pl].nhand < MAXCARD)
                e->p[pl].hand[e->p[pl].nhand++] = card;
        } else if (cd && cd->special && !strcmp(cd->special, "dominanceCheck"))
            e->dom_cards++;
        else if (cd && cd->special) {
            const char *fx = cd->special;
            if (!strcmp(fx, "newTactics"))
                e->new_tactics[pl] = 1;
            else if (!strcmp(fx, "kohINoorRecovered"))
                e->p[pl].kohinoor = 1;
            else if (!strcmp(fx, "courtlyManners"))
                e->p[pl].courtly = 1;
            else if (!strcmp(fx, "nationBuilding"))
                e->p[pl].nation_building = 1;
            else if (!strcmp(fx, "conflictFatigue"))
                e->conflict_fatigue = 1;
            else if (!strcmp(fx, "nationalism"))
                e->p[pl].nationalism = 1;
        }
        return 0;
    }
    if (!strcmp(a, "play")) {
        int card = card_id(json_object_get(args, "card"));
        int paid = e->bribe_paid, agreed = e->bribe_agreed, paid_to = e->bribe_to;
        action_start(e, m, out, CX_PLAY, card, 1);
        if (pl < 0)
            return 0;
        if (!list_remove(e->p[pl].hand, &e->p[pl].nhand, card))
            ga_report(out, &ga_game_paxpamir, m, "paxpamir.play.not-in-hand",
                      "%s plays %s, which is not in their hand", pp_who(&e->p[pl]), card_name(card));
        const pp_card *c = card_of(card);
        if (c && c->region >= 0) {
            /* the log's ruler, when the pieces also make them ruler */
            int ru = e->ruler[c->region] == ruler_of(e, c->region) ? e->ruler[c->region] : -1;
            /* The ruler may accept less (an agreed bribe); Disregard for
             * Customs and Courtly Manners let bribes be ignored. */
            int owed = ru >= 0 ? (agreed >= 0 ? agreed : e->p[ru].tribes[c->region]) : 0;
            /* Charismatic Courtiers (Barakzai Sadars' special ability, Pax
             * Pamir 2nd ed. card 42): "You do not pay bribes when playing
             * cards." */
            if (ru >= 0 && ru != pl && paid < owed && !e->disregard && !e->p[pl].courtly &&
                !has_special(e, pl, "charismaticCourtiers"))
                ga_report(out, &ga_game_paxpamir, m, "paxpamir.play.ruler-unpaid",
                          "%s plays %s into %s, ruled by %s with %d tribe(s), and pays %d of the "
                          "%d rupees owed%s", pp_who(&e->p[pl]), c->name, reg_names[c->region],
                          pp_who(&e->p[ru]), e->p[ru].tribes[c->region], paid, owed,
                          agreed >= 0 ? " (the bribe the ruler accepted)" : "");
            int lr = e->ruler[c->region];
            if (paid > 0 && (lr < 0 || lr == pl))
                ga_report(out, &ga_game_paxpamir, m, "paxpamir.play.needless-bribe",
                          "%s pays a %d-rupee bribe to play %s into %s, which %s", pp_who(&e->p[pl]),
                          paid, c->name, reg_names[c->region],
                          lr < 0 ? "nobody rules" : "they rule themselves");
            else if (paid > 0 && paid_to >= 0 && paid_to != lr)
                ga_report(out, &ga_game_paxpamir, m, "paxpamir.play.bribe-to-non-ruler",
                          "%s pays the bribe for %s to %s; %s rules %s", pp_who(&e->p[pl]), c->name,
                          pp_who(&e->p[paid_to]), pp_who(&e->p[lr]), reg_names[c->region]);
            else if (lr >= 0 && lr != pl &&
                     (paid > e->p[lr].tribes[c->region] || agreed > e->p[lr].tribes[c->region]))
                ga_report(out, &ga_game_paxpamir, m, "paxpamir.play.bribe-over",
                          "%s pays %d (agreed %d) to play %s; the full cost is %d (%s's tribes "
                          "in %s)", pp_who(&e->p[pl]), paid, agreed, c->name,
                          e->p[lr].tribes[c->region], pp_who(&e->p[lr]), reg_names[c->region]);
            if (c->loyalty >= 0 && c->loyalty != e->p[pl].loyalty)
                e->pending_loyalty = c->loyalty;
        }
        pp_player *p = &e->p[pl];
        if (p->ncourt < MAXCARD) {
            const char *side = jstr(args, "side");
            if (side && strcmp(side, "left") && strcmp(side, "right"))
                ga_report(out, &ga_game_paxpamir, m, "paxpamir.play.side",
                          "%s plays %s to \"%s\" of the court; only the left or right end is "
                          "open", pp_who(p), card_name(card), side);
            if (side && !strcmp(side, "left")) {
                memmove(p->court + 1, p->court, (size_t)p->ncourt * sizeof *p->court);
                p->court[0] = card;
                p->ncourt++;
            } else
                p->court[p->ncourt++] = card;
        }
        return 0;
    }
    if (!strcmp(a, "action")) {
        int card = card_id(json_object_get(args, "card"));
        int act = name_index(jstr(args, "kind"), act_names, NPA);
        if (act < 0)
            return 0;
        static const pp_ctx_kind kinds[] = {CX_TAX, CX_GIFT, CX_BUILD, CX_MOVE, CX_BETRAY,
                                            CX_BATTLE};
        /* successive moves with one card are one move action */
        if (act == PA_MOVE && e->cx.kind == CX_MOVE && e->cx.card == card)
            return 0;
        card_action(e, m, out, pl, card, act, kinds[act]);
        if (act == PA_BETRAY && pl >= 0) {
            int t = card_id(json_object_get(args, "target"));
            e->cx.target = e->last_betrayed = t;
            if (t && !e->spies[t][pl])
                ga_report(out, &ga_game_paxpamir, m, "paxpamir.action.betray-no-spy",
                          "%s betrays %s without a spy on it", pp_who(&e->p[pl]), card_name(t));
        }
        if (act == PA_BATTLE && pl >= 0) {
            const json_t *site = json_object_get(args, "site");
            int r = name_index(json_string_value(site), reg_names, NREG), sc = card_id(site);
            e->cx.site_region = r;
            e->cx.site_card = r < 0 ? sc : 0;
            int loy = e->p[pl].loyalty;
            if (r >= 0)
                e->cx.own_at_site = (loy >= 0 ? e->armies[r][loy] : 0) +
                                    (e->p[pl].nationalism ? e->p[pl].tribes[r] : 0);
            else if (sc)
                e->cx.own_at_site = e->spies[sc][pl];
            else
                e->cx.own_at_site = -1;
        }
        if (act == PA_GIFT) {
            e->cx.gift_value = (int)jint(args, "value", 0);
            int v = e->cx.gift_value;
            if ((v != 2 && v != 4 && v != 6) || (pl >= 0 && e->p[pl].gifts[v / 2 - 1]))
                ga_report(out, &ga_game_paxpamir, m, "paxpamir.action.gift-cost",
                          "%s buys a gift of value %d; the free gift spaces cost %s%s%s",
                          pl >= 0 ? e->p[pl].id : "?", v,
                          pl >= 0 && !e->p[pl].gifts[0] ? "2 " : "",
                          pl >= 0 && !e->p[pl].gifts[1] ? "4 " : "",
                          pl >= 0 && !e->p[pl].gifts[2] ? "6" : "");
        }
        return 0;
    }
    if (!strcmp(a, "pay")) { /* rupees paid into the market for an action */
        int n = do_cells(e, json_object_get(args, "cells"), +1) + (int)jint(args, "removed", 0);
        pay(e, m, out, pl, n, "an action");
        if (e->cx.kind == CX_BUILD)
            e->cx.paid += n;
        else if (e->cx.kind == CX_GIFT)
            e->cx.gift_paid += n;
        else if (n > 0 && (e->cx.kind == CX_TAX || e->cx.kind == CX_MOVE ||
                           e->cx.kind == CX_BATTLE))
            ga_report(out, &ga_game_paxpamir, m, "paxpamir.action.paid-free",
                      "%s pays %d rupee(s) into the market for a %s, which costs nothing",
                      pl >= 0 ? e->p[pl].id : "?", n,
                      e->cx.kind == CX_TAX ? "tax" : e->cx.kind == CX_MOVE ? "move" : "battle");
        else if (e->cx.kind == CX_BETRAY) {
            if (n != 2)
                ga_report(out, &ga_game_paxpamir, m, "paxpamir.action.betray-cost",
                          "betrayal with %s pays %d rupees; it costs 2", card_name(e->cx.card),
                          n);
        }
        return 0;
    }
    if (!strcmp(a, "bribe")) { /* a bribe paid, or an amount the ruler accepted */
        int to = arg_player(e, args, "to");
        int n = (int)jint(args, "rupees", 0);
        long agreed = jint(args, "agreed", -1);
        if (agreed >= 0)
            e->bribe_agreed = (int)agreed;
        if (n > 0 && to >= 0 && to != pl) {
            pay(e, m, out, pl, n, "a bribe");
            e->p[to].rupees += n;
            e->bribe_paid += n;
            e->bribe_to = to;
        }
        return 0;
    }
    if (!strcmp(a, "tax")) {
        int n = (int)jint(args, "rupees", 0);
        int from = arg_player(e, args, "from");
        if (from >= 0) {
            int shelter = stars(e, from, SU_ECO);
            if (n > 0 && e->p[from].rupees - n < shelter && e->p[from].rupees >= n)
                ga_report(out, &ga_game_paxpamir, m, "paxpamir.action.tax-shelter",
                          "%s taxes %d of %s's %d rupees; %d economic stars shelter %d",
                          pl >= 0 ? e->p[pl].id : "?", n, pp_who(&e->p[from]), e->p[from].rupees,
                          shelter, shelter);
            if (e->p[from].rupees < n)
                ga_report(out, &ga_game_paxpamir, m, "paxpamir.rupees.negative",
                          "%s is taxed %d rupees but has %d", pp_who(&e->p[from]), n,
                          e->p[from].rupees);
            e->p[from].rupees -= n;
        } else
            do_cells(e, json_object_get(args, "cells"), -1);
        if (pl >= 0)
            e->p[pl].rupees += n;
        if (e->cx.kind == CX_TAX) {
            const pp_card *c = card_of(e->cx.card);
            e->cx.tax += n;
            if (c && e->cx.tax > c->rank)
                ga_report(out, &ga_game_paxpamir, m, "paxpamir.action.tax-excess",
                          "tax with %s takes %d rupees; its rank is %d", c->name, e->cx.tax,
                          c->rank);
        }
        return 0;
    }
    if (!strcmp(a, "gain") || !strcmp(a, "lose")) {
        int n = (int)jint(args, "rupees", 0);
        if (pl < 0)
            return 0;
        if (a[0] == 'g') {
            e->p[pl].rupees += n;
            if (e->cx.kind == CX_PLAY && jstr(args, "why") && !strcmp(jstr(args, "why"), "leverage"))
                e->cx.lev_gain += n;
        } else {
            pay(e, m, out, pl, n, "leverage or an event");
            e->p[pl].lev_owed -= n < e->p[pl].lev_owed ? n : e->p[pl].lev_owed;
        }
        return 0;
    }
    if (!strcmp(a, "place") || !strcmp(a, "remove")) {
        int sign = a[0] == 'p' ? 1 : -1;
        const char *piece = jstr(args, "piece"), *at = jstr(args, "at");
        int owner = json_object_get(args, "owner") ? arg_player(e, args, "owner") : pl;
        int coal = name_index(jstr(args, "coalition"), coal_names, NCOAL);
        if (!piece || !at)
            return 0;
        pp_ctx *cx = &e->cx;
        /* a battle's removals: the pieces at its site (an overthrow that
         * follows removes more, not counted) */
        int at_site = 1;
        if (cx->kind == CX_BATTLE && sign < 0 && cx->site_region >= 0) {
            int rg = name_index(at, reg_names, NREG), bd = name_index(at, border_names, NBORDER);
            int r1 = -1, r2 = -1;
            if (bd >= 0)
                border_regions(bd, &r1, &r2);
            at_site = !strcmp(piece, "spy") ? 0
                      : rg >= 0 ? rg == cx->site_region
                                : r1 == cx->site_region || r2 == cx->site_region;
        } else if (cx->kind == CX_BATTLE && sign < 0 && cx->site_card)
            at_site = !strcmp(piece, "spy") && card_id(json_object_get(args, "at")) == cx->site_card;
        if (cx->kind == CX_BATTLE && sign < 0 && at_site) {
            const pp_card *bc = card_of(cx->card);
            int loy = pl >= 0 ? e->p[pl].loyalty : -1;
            cx->removed++;
            if (bc && cx->removed == bc->rank + 1)
                ga_report(out, &ga_game_paxpamir, m, "paxpamir.action.battle-excess",
                          "battle with %s removes a piece more than its rank (%d)", bc->name,
                          bc->rank);
            else if (cx->own_at_site >= 0 && cx->removed == cx->own_at_site + 1)
                ga_report(out, &ga_game_paxpamir, m, "paxpamir.action.battle-outnumbered",
                          "battle removes %d piece(s) where the attacker has %d %s", cx->removed,
                          cx->own_at_site, cx->site_card ? "spies" : "armies");
            int tribe_owner = !strcmp(piece, "tribe") ? owner : -1;
            if (loy >= 0 && ((coal == loy && (!strcmp(piece, "army") || !strcmp(piece, "road"))) ||
                             (tribe_owner >= 0 && e->p[tribe_owner].loyalty == loy)))
                ga_report(out, &ga_game_paxpamir, m, "paxpamir.action.battle-immune",
                          "battle removes a %s %s, of the attacker's own coalition",
                          tribe_owner >= 0 ? coal_names[loy] : coal >= 0 ? coal_names[coal] : "",
                          piece);
        }
        if (cx->kind == CX_MOVE && sign > 0 &&
            (!strcmp(piece, "road") || (!strcmp(piece, "tribe") && pl >= 0 &&
                                        !e->p[pl].nationalism)))
            ga_report(out, &ga_game_paxpamir, m, "paxpamir.action.move-piece",
                      "a move action moves a %s; it moves armies and spies", piece);
        if (!strcmp(piece, "army") || !strcmp(piece, "road")) {
            int army = piece[0] == 'a';
            int i = army ? name_index(at, reg_names, NREG) : name_index(at, border_names, NBORDER);
            if (army && cx->kind == CX_MOVE && sign < 0)
                cx->from_region = i;
            if (army && cx->kind == CX_MOVE && sign > 0 && cx->from_region >= 0 && i >= 0 &&
                cx->from_region != i && coal >= 0) {
                /* Indian Supplies (special ability): armies need no road */
                int any = pl >= 0 && has_special(e, pl, "indianSupplies");
                int d = road_distance(e, cx->from_region, i, coal, any);
                if (d < 0)
                    ga_report(out, &ga_game_paxpamir, m, "paxpamir.action.move-no-road",
                              "a %s army moves from %s to %s with no way along %s roads",
                              coal_names[coal], reg_names[cx->from_region], reg_names[i],
                              coal_names[coal]);
                move_steps(e, m, out, d > 0 ? d : 1);
                cx->from_region = -1;
            } else if (cx->kind == CX_MOVE && sign > 0 && !strcmp(piece, "road"))
                move_steps(e, m, out, 1);
            if (cx->kind == CX_BUILD && sign > 0 && pl >= 0 && i >= 0) {
                int r1 = i, r2 = -1;
                if (!army)
                    border_regions(i, &r1, &r2);
                if (!((r1 >= 0 && e->ruler[r1] == pl) || (r2 >= 0 && e->ruler[r2] == pl)))
                    ga_report(out, &ga_game_paxpamir, m, "paxpamir.action.build-not-ruler",
                              "%s builds a%s %s %s in %s, which they do not rule", pp_who(&e->p[pl]),
                              army ? "n" : "", coal >= 0 ? coal_names[coal] : "", piece,
                              army ? reg_names[i] : border_names[i]);
            }
            if (i >= 0 && coal >= 0) {
                int *v = army ? &e->armies[i][coal] : &e->roads[i][coal];
                *v += sign;
                if (*v < 0)
                    *v = 0;
            }
            if (sign > 0 && (e->cx.kind == CX_PLAY || e->cx.kind == CX_BUILD))
                e->cx.placed[army ? IC_ARMY : IC_ROAD]++;
        } else if (!strcmp(piece, "tribe")) {
            int r = name_index(at, reg_names, NREG);
            if (r >= 0 && owner >= 0) {
                e->p[owner].tribes[r] += sign;
                if (e->p[owner].tribes[r] < 0)
                    e->p[owner].tribes[r] = 0;
                if (sign < 0 && !e->p[owner].tribes[r])
                    e->p[owner].pol_pending[r] = 1;
            }
            if (sign > 0 && e->cx.kind == CX_PLAY)
                e->cx.placed[IC_TRIBE]++;
            if (sign > 0 && e->cx.kind == CX_MOVE)
                move_steps(e, m, out, 1);
        } else if (!strcmp(piece, "spy")) {
            int card = card_id(json_object_get(args, "at"));
            if (card && owner >= 0) {
                if (sign < 0 && !e->spies[card][owner])
                    return 0;
                e->spies[card][owner] += sign;
                e->p[owner].spies += sign;
            }
            if (sign > 0 && e->cx.kind == CX_PLAY)
                e->cx.placed[IC_SPY]++;
            if (sign < 0 && e->cx.kind == CX_MOVE)
                e->cx.spy_from = card;
            if (sign > 0 && e->cx.kind == CX_MOVE)
                spy_steps(e, m, out, pl, card);
        } else if (!strcmp(piece, "gift")) {
            int v = atoi(at);
            if ((v == 2 || v == 4 || v == 6) && owner >= 0)
                e->p[owner].gifts[v / 2 - 1] = sign > 0;
        }
        return 0;
    }
    if (!strcmp(a, "clear")) { /* every piece of a kind at a place goes */
        const char *what = jstr(args, "what");
        if (!what)
            return 0;
        if (!strcmp(what, "blocks")) {
            memset(e->armies, 0, sizeof e->armies);
            memset(e->roads, 0, sizeof e->roads);
            e->must_clear = 0;
        } else if (!strcmp(what, "spies")) {
            int card = card_id(json_object_get(args, "card"));
            for (int i = 0; card && i < e->np; i++) {
                e->p[i].spies -= e->spies[card][i];
                e->spies[card][i] = 0;
            }
        } else if (!strcmp(what, "region")) {
            int r = name_index(jstr(args, "region"), reg_names, NREG);
            if (r >= 0) {
                memset(e->armies[r], 0, sizeof e->armies[r]);
                for (int i = 0; i < e->np; i++) {
                    if (e->p[i].tribes[r])
                        e->p[i].pol_pending[r] = 1;
                    e->p[i].tribes[r] = 0;
                }
            }
        }
        return 0;
    }
    if (!strcmp(a, "favour")) {
        int s = name_index(jstr(args, "suit"), suit_names, NSUITS);
        int from = name_index(jstr(args, "from"), suit_names, NSUITS);
        if (from >= 0 && from != e->favoured)
            ga_report(out, &ga_game_paxpamir, m, "paxpamir.suit.from",
                      "the favoured suit changes from %s, but %s is favoured", suit_names[from],
                      suit_names[e->favoured]);
        if (e->cx.kind == CX_PLAY)
            e->cx.suits++;
        if (s >= 0)
            e->favoured = s;
        return 0;
    }
    if (!strcmp(a, "discard")) {
        int card = card_id(json_object_get(args, "card"));
        const char *from = jstr(args, "from");
        if (pl < 0 || !from)
            return 0;
        /* a card discarded for a leveraged card's shortfall */
        if ((!strcmp(from, "hand") || !strcmp(from, "court")) && e->p[pl].lev_owed > 0 &&
            !e->p[pl].rupees && !(card_of(card) && card_of(card)->icons[IC_LEV]))
            e->p[pl].lev_owed--;
        if (!strcmp(from, "hand"))
            list_remove(e->p[pl].hand, &e->p[pl].nhand, card);
        else if (!strcmp(from, "court")) {
            if (e->cx.kind == CX_PLAY && e->cx.card == card)
                e->cx.gone = 1;
            int spies = 0;
            for (int i = 0; card && i < e->np; i++)
                spies += e->spies[card][i];
            if (spies) {
                ga_report(out, &ga_game_paxpamir, m, "paxpamir.cleanup.spies-kept",
                          "%s leaves the court with %d spies on it not returned",
                          card_name(card), spies);
                for (int i = 0; i < e->np; i++) {
                    e->p[i].spies -= e->spies[card][i];
                    e->spies[card][i] = 0;
                }
            }
            const pp_card *cd = card_of(card);
            for (int i = 0; i < e->np; i++)
                if (list_remove(e->p[i].court, &e->p[i].ncourt, card)) {
                    pp_player *o = &e->p[i];
                    if (cd && cd->icons[IC_LEV]) {
                        o->lev_owed += 2 * cd->icons[IC_LEV];
                        o->lev_betrayed |= e->cx.kind == CX_BETRAY && card == e->cx.target;
                    }
                    if (cd && cd->suit == SU_POL && o->tribes[cd->region]) {
                        int pol = 0;
                        for (int k = 0; k < o->ncourt; k++) {
                            const pp_card *c2 = card_of(o->court[k]);
                            pol += c2 && c2->suit == SU_POL && c2->region == cd->region;
                        }
                        if (!pol)
                            o->tribe_pending[cd->region] = 1;
                    }
                    break;
                }
        } else if (!strcmp(from, "prizes"))
            e->p[pl].prizes -= e->p[pl].prizes > 0;
        return 0;
    }
    if (!strcmp(a, "prize")) {
        int card = card_id(json_object_get(args, "card"));
        if (card && card != e->last_betrayed)
            ga_report(out, &ga_game_paxpamir, m, "paxpamir.action.prize-not-betrayed",
                      "%s takes %s as a prize; the card betrayed was %s",
                      pl >= 0 ? e->p[pl].id : "?", card_name(card),
                      e->last_betrayed ? card_name(e->last_betrayed) : "none");
        if (pl >= 0)
            e->p[pl].prizes++;
        return 0;
    }
    if (!strcmp(a, "hand")) { /* an event replaced or exchanged hands: the new count */
        int n = (int)jint(args, "count", -1);
        if (pl >= 0 && n >= 0 && n < MAXCARD) {
            const json_t *cards = json_object_get(args, "cards");
            if (!cards) { /* a count only: keep the cards known, as many as fit */
                while (e->p[pl].nhand < n)
                    e->p[pl].hand[e->p[pl].nhand++] = 0;
                e->p[pl].nhand = n;
                return 0;
            }
            e->p[pl].nhand = 0;
            size_t i;
            json_t *v;
            json_array_foreach(cards, i, v) if (e->p[pl].nhand < MAXCARD)
                e->p[pl].hand[e->p[pl].nhand++] = card_id(v);
            while (e->p[pl].nhand < n)
                e->p[pl].hand[e->p[pl].nhand++] = 0;
            e->p[pl].nhand = n;
        }
        return 0;
    }
    if (!strcmp(a, "market")) { /* a card moves, arrives or leaves */
        int card = card_id(json_object_get(args, "card"));
        int fr, fc, tr, tc;
        int from = cell_of(json_object_get(args, "from"), &fr, &fc);
        int to = cell_of(json_object_get(args, "to"), &tr, &tc);
        if (from && to) { /* shift: its rupees go with it and scoop lingering ones */
            e->mrup[tr][tc] += e->mrup[fr][fc];
            e->mrup[fr][fc] = 0;
            e->market[tr][tc] = card;
            e->market[fr][fc] = 0;
        } else if (to) {
            e->market[tr][tc] = card;
            if (e->deck > 0)
                e->deck--;
            if (e->in_cleanup && is_dominance(card))
                e->cleanup_dom_new++;
        }
        else if (from) { /* discarded: rupees linger */
            e->market[fr][fc] = 0;
            if (e->in_cleanup && is_dominance(card))
                e->cleanup_dom_gone++;
            const pp_card *c = card_of(card);
            if (c && c->discarded && !strcmp(c->discarded, "dominanceCheck"))
                e->dom_cards++;
            else if (c && c->discarded && !strcmp(c->discarded, "embarrassementOfRiches"))
                e->embarrassment = 1;
            else if (c && c->discarded && !strcmp(c->discarded, "disregardForCustoms"))
                e->disregard = 1;
        }
        return 0;
    }
    if (!strcmp(a, "event")) { /* Rumor: the chosen player's patriots stop counting */
        const char *fx = jstr(args, "effect");
        int t = arg_player(e, args, "target");
        if (fx && !strcmp(fx, "rumor") && t >= 0)
            e->p[t].rumored = 1;
        return 0;
    }
    if (!strcmp(a, "withdraw")) { /* Public Withdrawal: a space's rupees leave the game */
        int r, c;
        if (cell_of(json_object_get(args, "cell"), &r, &c))
            e->mrup[r][c] = 0;
        return 0;
    }
    if (!strcmp(a, "ruler")) {
        int r = name_index(jstr(args, "region"), reg_names, NREG);
        if (r >= 0)
            e->ruler[r] = json_is_null(json_object_get(args, "ruler"))
                              ? -1 : arg_player(e, args, "ruler");
        if (r >= 0 && e->ruler[r] >= 0 && !e->p[e->ruler[r]].tribes[r])
            ga_report(out, &ga_game_paxpamir, m, "paxpamir.ruler.no-tribe",
                      "%s becomes ruler of %s without a tribe there", pp_who(&e->p[e->ruler[r]]),
                      reg_names[r]);
        return 0;
    }
    if (!strcmp(a, "pass")) {
        ctx_close(e, out);
        settle(e, m, out);
        if (!e->in_cleanup)
            e->cleanup_dom_gone = e->cleanup_dom_new = 0;
        e->in_cleanup = 1;
        for (int r = 0; r < NROW; r++) {
            const pp_card *cd = card_of(e->market[r][0]);
            e->col0_events[r] = cd && cd->suit < 0 ? cd->id : 0;
        }
        return 0;
    }
    if (!strcmp(a, "cleanup")) {
        ctx_close(e, out);
        settle(e, m, out);
        end_turn_checks(e, m, out, 0);
        e->cleaned = 1;
        if (!e->in_cleanup)
            e->cleanup_dom_gone = e->cleanup_dom_new = 0;
        e->in_cleanup = 1;
        for (int r = 0; r < NROW; r++) {
            if (e->col0_events[r] && e->market[r][0] == e->col0_events[r])
                ga_report(out, &ga_game_paxpamir, m, "paxpamir.cleanup.market-event-kept",
                          "%s stays in the leftmost market space of row %d at cleanup",
                          card_name(e->col0_events[r]), r + 1);
            e->col0_events[r] = 0;
        }
        return 0;
    }
    if (!strcmp(a, "check")) {
        ctx_close(e, out);
        if (e->in_cleanup && !e->cleanup_dom_gone) {
            int doms = 0;
            for (int r = 0; r < NROW; r++)
                for (int c = 0; c < NCOL; c++)
                    doms += is_dominance(e->market[r][c]);
            if (doms < 2)
                ga_report_rule(out, &ga_game_paxpamir, m, "paxpamir.cleanup.needless-check",
                               e->cleanup_dom_new ? R_DOM_ONLY : R_INSTABILITY,
                               "a dominance check after cleanup with %d dominance check card%s "
                               "in the market%s and none discarded", doms, doms == 1 ? "" : "s",
                               e->cleanup_dom_new ? " (the one just drawn)" : "");
        }
        dominance(e, m, out, args);
        return 0;
    }
    if (!strcmp(a, "state") && jint(args, "deck", -1) >= 0)
        e->deck = (int)jint(args, "deck", -1);
    if (!strcmp(a, "state")) { /* what the log says a player holds */
        const json_t *mk = json_object_get(args, "market"), *mr = json_object_get(args, "market_rupees");
        for (int r = 0; r < NROW && (mk || mr); r++)
            for (int c = 0; c < NCOL; c++) {
                long long v;
                if (ga_json_int(json_array_get(json_array_get(mk, (size_t)r), (size_t)c), &v) &&
                    e->market[r][c] >= 0 && v != e->market[r][c]) {
                    ga_report(out, &ga_game_paxpamir, m, "paxpamir.state.market-cards",
                              "the log has %s in market row %d column %d; the engine has %s",
                              v ? card_name((int)v) : "no card", r + 1, c + 1,
                              e->market[r][c] ? card_name(e->market[r][c]) : "no card");
                }
                if (ga_json_int(json_array_get(json_array_get(mk, (size_t)r), (size_t)c), &v))
                    e->market[r][c] = (int)v;
                if (ga_json_int(json_array_get(json_array_get(mr, (size_t)r), (size_t)c), &v)) {
                    if (v != e->mrup[r][c])
                        ga_report(out, &ga_game_paxpamir, m, "paxpamir.state.market-rupees",
                                  "the log has %lld rupees in market row %d column %d; the engine "
                                  "has %d", v, r + 1, c + 1, e->mrup[r][c]);
                    e->mrup[r][c] = (int)v;
                }
            }
        if (pl < 0)
            return 0;
        /* the court (as a set) and the hand size the log states */
        const json_t *court = json_object_get(args, "court");
        if (json_is_array(court)) {
            pp_player *p = &e->p[pl];
            int same = (int)json_array_size(court) == p->ncourt;
            size_t ci;
            json_t *cv;
            json_array_foreach(court, ci, cv) same &= list_find(p->court, p->ncourt, card_id(cv)) >= 0;
            if (!same) {
                char mine[256] = "", theirs[256] = "";
                size_t k = 0;
                for (int i = 0; i < p->ncourt && k < sizeof mine; i++)
                    k += (size_t)snprintf(mine + k, sizeof mine - k, "%s%s", i ? ", " : "",
                                          card_name(p->court[i]));
                k = 0;
                json_array_foreach(court, ci, cv) if (k < sizeof theirs)
                    k += (size_t)snprintf(theirs + k, sizeof theirs - k, "%s%s", ci ? ", " : "",
                                          card_name(card_id(cv)));
                ga_report(out, &ga_game_paxpamir, m, "paxpamir.state.mismatch",
                          "the log gives %s the court [%s]; the engine has [%s]", pp_who(p), theirs,
                          mine);
                p->ncourt = 0;
                json_array_foreach(court, ci, cv) if (p->ncourt < MAXCARD)
                    p->court[p->ncourt++] = card_id(cv);
            }
        }
        /* the player's spies the log states, by card */
        const json_t *sp = json_object_get(args, "spies");
        if (json_is_object(sp)) {
            int bad = 0;
            for (int c = 1; c < MAXCARD; c++) {
                char key[16];
                snprintf(key, sizeof key, "%d", c);
                long want = jint(sp, key, 0);
                if (want != e->spies[c][pl]) {
                    if (!bad++)
                        ga_report(out, &ga_game_paxpamir, m, "paxpamir.state.mismatch",
                                  "the log gives %s %ld spies on %s; the engine has %d",
                                  pp_who(&e->p[pl]), want, card_name(c), e->spies[c][pl]);
                    e->p[pl].spies += (int)want - e->spies[c][pl];
                    e->spies[c][pl] = (int)want;
                }
            }
        }
        long hs = jint(args, "hand", -1);
        if (hs >= 0 && hs != e->p[pl].nhand) {
            ga_report(out, &ga_game_paxpamir, m, "paxpamir.state.mismatch",
                      "the log gives %s %ld cards in hand; the engine counts %d", pp_who(&e->p[pl]), hs,
                      e->p[pl].nhand);
            while (e->p[pl].nhand < hs && e->p[pl].nhand < MAXCARD)
                e->p[pl].hand[e->p[pl].nhand++] = 0;
            e->p[pl].nhand = (int)hs;
        }
        static const char *const keys[] = {"rupees", "vp", "influence", "cylinders",
                                           "actions"};
        int mine[5] = {e->p[pl].rupees, e->p[pl].vp, influence(e, pl), cylinders(e, pl),
                       pl == e->cur && e->actions <= 2 ? 2 - e->actions : -1};
        for (int k = 0; k < 5; k++) {
            if (mine[k] < 0)
                continue;
            long v = jint(args, keys[k], -1);
            if (v >= 0 && v != mine[k]) {
                static const char *const codes[] = {
                    "paxpamir.state.mismatch", "paxpamir.state.mismatch",
                    "paxpamir.state.influence", "paxpamir.state.mismatch",
                    "paxpamir.turn.actions-left"};
                ga_report(out, &ga_game_paxpamir, m, codes[k],
                          "the log gives %s %ld %s; the engine counts %d", pp_who(&e->p[pl]), v,
                          k == 4 ? "actions left" : keys[k], mine[k]);
                if (k == 0)
                    e->p[pl].rupees = (int)v;
                else if (k == 1)
                    e->p[pl].vp = (int)v;
            }
        }
        return 0;
    }
    if (!strcmp(a, "result")) {
        ctx_close(e, out);
        const json_t *sc = json_object_get(args, "scores");
        for (int i = 0; i < e->np; i++) {
            long v = jint(sc, e->p[i].id, -1);
            if (v >= 0 && v != e->p[i].vp)
                ga_report(out, &ga_game_paxpamir, m, "paxpamir.end.result",
                          "the result gives %s %ld points; the engine counts %d", pp_who(&e->p[i]), v,
                          e->p[i].vp);
        }
        const json_t *rk = json_object_get(args, "ranks");
        for (int i = 0; i < e->np; i++) {
            long v = jint(rk, e->p[i].id, -1);
            int rank = 1;
            for (int j = 0; j < e->np; j++) {
                if (j == i)
                    continue;
                int a1 = e->p[j].vp, b1 = e->p[i].vp;
                if (a1 == b1) {
                    a1 = stars(e, j, SU_MIL);
                    b1 = stars(e, i, SU_MIL);
                }
                if (a1 == b1) {
                    a1 = e->p[j].rupees;
                    b1 = e->p[i].rupees;
                }
                rank += a1 > b1;
            }
            int tied = 0;
            for (int j = 0; j < e->np; j++)
                tied |= j != i && e->p[j].vp == e->p[i].vp;
            if (v >= 1 && v != rank)
                ga_report(out, &ga_game_paxpamir, m,
                          tied ? "paxpamir.end.tiebreak" : "paxpamir.end.result",
                          "the result ranks %s %ld; by points (%d), military stars (%d) and "
                          "rupees (%d) they are %d", pp_who(&e->p[i]), v, e->p[i].vp,
                          stars(e, i, SU_MIL), e->p[i].rupees, rank);
        }
        if (!e->over)
            ga_report(out, &ga_game_paxpamir, m, "paxpamir.end.too-early",
                      "the game ends after %d dominance check(s) with %d of 4 check cards "
                      "resolved and no player 4 points ahead", e->checks_done, e->dom_cards);
        return 0;
    }
    return 0;
}

/* ---------------------------------------------------------------- BGA events */

/* Sends one decoded move (the vocabulary) with the event's position. */
static int emit(ga_engine *e, const ga_move *m, ga_findings *out, const char *player,
                const char *action, json_t *args)
{
    if (!args)
        return GA_ENOMEM;
    ga_move d = *m;
    d.action = (char *)action;
    d.args = args;
    if (player)
        d.player = (char *)player;
    e->orig = m;
    int rc = handle(e, &d, out);
    e->orig = NULL;
    json_decref(args);
    return rc;
}

/* "market_1_3" → [1,3] */
static json_t *cell_json(const char *s)
{
    int r, c;
    if (!s || sscanf(s, "market_%d_%d", &r, &c) != 2 || r < 0 || r >= NROW || c < 0 || c >= NCOL)
        return json_null();
    return json_pack("[ii]", r, c);
}

static json_t *cells_json(const json_t *list, const char *rk, const char *ck)
{
    json_t *a = json_array();
    size_t i;
    json_t *v;
    json_array_foreach(list, i, v) {
        long r = jint(v, rk, -1), c = jint(v, ck, -1);
        if (a && r >= 0 && r < NROW && c >= 0 && c < NCOL)
            json_array_append_new(a, json_pack("[ii]", (int)r, (int)c));
    }
    return a;
}

/* Owner id of "cylinder_2317679_3" into buf. */
static const char *cyl_owner(const char *tok, char *buf, size_t n)
{
    if (!tok || strncmp(tok, "cylinder_", 9))
        return NULL;
    const char *s = tok + 9, *u = strchr(s, '_');
    size_t len = u ? (size_t)(u - s) : strlen(s);
    if (len + 1 > n)
        return NULL;
    memcpy(buf, s, len);
    buf[len] = 0;
    return buf;
}

/* A board location ("armies_kabul", "roads_a_b", "tribes_kabul", "spies_card_3",
 * "gift_2_pid") into a place/remove move; NULL when not on the board. */
static json_t *loc_args(const char *loc, const char *token, char *owner, size_t on)
{
    if (!loc)
        return NULL;
    const char *coal = NULL;
    char cbuf[16] = "";
    if (token && !strncmp(token, "block_", 6)) {
        const char *s = token + 6, *u = strchr(s, '_');
        size_t len = u ? (size_t)(u - s) : strlen(s);
        if (len < sizeof cbuf) {
            memcpy(cbuf, s, len);
            cbuf[len] = 0;
            coal = cbuf;
        }
    }
    const char *own = cyl_owner(token, owner, on);
    if (!strncmp(loc, "armies_", 7))
        return json_pack("{s:s, s:s, s:s?}", "piece", "army", "at", loc + 7, "coalition", coal);
    if (!strncmp(loc, "roads_", 6))
        return json_pack("{s:s, s:s, s:s?}", "piece", "road", "at", loc + 6, "coalition", coal);
    if (!strncmp(loc, "tribes_", 7))
        return json_pack("{s:s, s:s, s:s?}", "piece", "tribe", "at", loc + 7, "owner", own);
    if (!strncmp(loc, "spies_", 6))
        return json_pack("{s:s, s:s, s:s?}", "piece", "spy", "at", loc + 6, "owner", own);
    if (!strncmp(loc, "gift_", 5)) {
        char v[4] = {loc[5], 0};
        return json_pack("{s:s, s:s, s:s?}", "piece", "gift", "at", v, "owner", own);
    }
    if (!strncmp(loc, "card_", 5)) /* returnCylinder names the card of a spy */
        return json_pack("{s:s, s:s, s:s?}", "piece", "spy", "at", loc, "owner", own);
    if (name_index(loc, reg_names, NREG) >= 0) /* returnCylinder names the region */
        return json_pack("{s:s, s:s, s:s?}", "piece", "tribe", "at", loc, "owner", own);
    return NULL;
}

static int piece_move(ga_engine *e, const ga_move *m, ga_findings *out, const json_t *mv)
{
    const char *from = jstr(mv, "from"), *to = jstr(mv, "to"), *tok = jstr(mv, "tokenId");
    char own[32];
    int rc = 0;
    json_t *r = loc_args(from, tok, own, sizeof own);
    if (r)
        rc = emit(e, m, out, NULL, "remove", r);
    json_t *p = loc_args(to, tok, own, sizeof own);
    if (!rc && p)
        rc = emit(e, m, out, NULL, "place", p);
    return rc;
}

/* The card of a battle or betrayal: BGA's events name only the site or the
 * betrayed card.  Takes an unused card of the player's court showing the
 * action (a favoured one first). */
static int acting_card(const ga_engine *e, int pl, int act)
{
    int best = 0;
    if (pl < 0)
        return 0;
    /* The next playerActions state lists the cards used this turn. */
    for (size_t i = e->flush_pos + 1; i < e->nbuf; i++) {
        const ga_move *n = &e->buf[i];
        const json_t *a = json_object_get(n->args, "args");
        const char *name = jstr(a, "name");
        if (strcmp(n->action, "gameStateChange") || !name)
            continue;
        if (!strcmp(name, "nextPlayer") || !strcmp(name, "cleanup"))
            break;
        const json_t *used = json_object_get(json_object_get(a, "args"), "usedCards");
        if (strcmp(name, "playerActions") || !json_is_array(used))
            continue;
        size_t k;
        json_t *v;
        json_array_foreach(used, k, v) {
            int id = card_id(v);
            const pp_card *c = card_of(id);
            if (id && !e->used[id] && c && (c->actions & (1 << act)) &&
                list_find(e->p[pl].court, e->p[pl].ncourt, id) >= 0)
                return id;
        }
        break;
    }
    for (int i = 0; i < e->p[pl].ncourt; i++) {
        int id = e->p[pl].court[i];
        const pp_card *c = card_of(id);
        if (!c || !(c->actions & (1 << act)) || e->used[id])
            continue;
        if (!best || c->suit == e->favoured)
            best = id;
    }
    return best;
}

static int bga_event(ga_engine *e, const ga_move *m, ga_findings *out)
{
    const char *t = m->action;
    const json_t *a = json_object_get(m->args, "args");
    char tmp[32], tmp2[32];
    if (!strcmp(t, "result"))
        return emit(e, m, out, NULL, "result", json_incref(m->args));
    if (!json_is_object(a))
        return 0;
    const char *who = ga_json_str(json_object_get(a, "playerId"), tmp, sizeof tmp);
    int card = card_id(json_object_get(a, "tkn_largeCard"));
    if (!strcmp(t, "gameStateChange")) {
        const char *name = jstr(a, "name");
        if (!name)
            return 0;
        if (!strcmp(name, "nextPlayer"))
            e->turn_starting = 1;
        else if (!strcmp(name, "playerActions")) {
            const char *ap = ga_json_str(json_object_get(a, "active_player"), tmp2, sizeof tmp2);
            int rc = 0;
            if (e->turn_starting || e->cur < 0) {
                e->turn_starting = 0;
                rc = emit(e, m, out, ap, "turn", json_object());
            }
            long left = jint(json_object_get(a, "args"), "remainingActions", -1);
            if (!rc && left >= 0)
                rc = emit(e, m, out, ap, "state", json_pack("{s:i}", "actions", (int)left));
            return rc;
        } else if (!strcmp(name, "cleanup"))
            return emit(e, m, out, NULL, "pass", json_object());
        else if (!strcmp(name, "refillMarket"))
            return emit(e, m, out, NULL, "cleanup", json_object());
        return 0;
    }
    if (!strcmp(t, "changeLoyalty"))
        return emit(e, m, out, who, "loyalty",
                    json_pack("{s:s?}", "coalition", jstr(a, "coalition")));
    if (!strcmp(t, "purchaseCard")) {
        json_t *c = json_object_get(a, "card");
        const char *loc = jstr(a, "marketLocation");
        int r, col;
        if (!loc || sscanf(loc, "market_%d_%d", &r, &col) != 2)
            return 0;
        return emit(e, m, out, who, "purchase",
                    json_pack("{s:i, s:i, s:i, s:o, s:i, s:s}", "card",
                              card_id(json_object_get(c, "id")), "row", r, "col", col, "paid",
                              cells_json(json_object_get(a, "rupeesOnCards"), "row", "column"),
                              "gained", (int)jint(a, "receivedRupees", 0), "to",
                              !strncmp(jstr(a, "newLocation") ? jstr(a, "newLocation") : "",
                                       "hand", 4) ? "hand"
                              : !strncmp(jstr(a, "newLocation") ? jstr(a, "newLocation") : "",
                                         "events", 6) ? "events" : "discard"));
    }
    if (!strcmp(t, "playCard"))
        return emit(e, m, out, who, "play",
                    json_pack("{s:i, s:s?}", "card",
                              card_id(json_object_get(json_object_get(a, "card"), "id")), "side",
                              jstr(a, "side")));
    if (!strcmp(t, "placeArmy") || !strcmp(t, "placeRoad") || !strcmp(t, "placeCylinder") ||
        !strcmp(t, "moveToken"))
        return piece_move(e, m, out, json_object_get(a, "move"));
    if (!strcmp(t, "returnCoalitionBlock")) {
        const char *from = jstr(a, "from");
        const char *typ = jstr(a, "type");
        if (!from || !typ)
            return 0;
        const char *u = strchr(from, '_');
        return emit(e, m, out, who, "remove",
                    json_pack("{s:s, s:s, s:s?}", "piece", typ, "at", u ? u + 1 : from,
                              "coalition", jstr(a, "coalition")));
    }
    if (!strcmp(t, "returnCylinder")) {
        char own[32];
        json_t *r = loc_args(jstr(a, "from"), jstr(a, "cylinderId"), own, sizeof own);
        return r ? emit(e, m, out, who, "remove", r) : 0;
    }
    if (!strcmp(t, "returnAllSpies"))
        return emit(e, m, out, who, "clear",
                    json_pack("{s:s, s:i}", "what", "spies", "card",
                              card_id(json_object_get(a, "cardId"))));
    if (!strcmp(t, "returnAllToSupply"))
        return emit(e, m, out, who, "clear",
                    json_pack("{s:s, s:s?}", "what", "region", "region", jstr(a, "regionId")));
    if (!strcmp(t, "dominanceCheckReturnCoalitionBlocks"))
        return emit(e, m, out, who, "clear", json_pack("{s:s}", "what", "blocks"));
    if (!strcmp(t, "tax") || !strcmp(t, "move"))
        return emit(e, m, out, who, "action",
                    json_pack("{s:i, s:s}", "card", card, "kind", t));
    if (!strcmp(t, "battle")) {
        int pl = player_index(e, who);
        json_t *args = json_pack("{s:i, s:s}", "card", acting_card(e, pl, PA_BATTLE), "kind",
                                 "battle");
        if (args && jstr(a, "tkn_regionName"))
            json_object_set_new(args, "site", json_string(jstr(a, "tkn_regionName")));
        else if (args && card)
            json_object_set_new(args, "site", json_integer(card));
        return emit(e, m, out, who, "action", args);
    }
    if (!strcmp(t, "purchaseGift"))
        return emit(e, m, out, who, "action",
                    json_pack("{s:i, s:s, s:i}", "card", card, "kind", "gift", "value",
                              (int)jint(a, "value", 0)));
    if (!strcmp(t, "payRupeesToMarket")) {
        const char *log = jstr(m->args, "log");
        int rc = 0;
        if (log && strstr(log, " betrays "))
            rc = emit(e, m, out, who, "action",
                      json_pack("{s:i, s:s, s:i}", "card",
                                acting_card(e, player_index(e, who), PA_BETRAY), "kind",
                                "betray", "target", card));
        else if (log && strstr(log, " to build "))
            rc = emit(e, m, out, who, "action",
                      json_pack("{s:i, s:s}", "card", card, "kind", "build"));
        if (rc)
            return rc;
        return emit(e, m, out, who, "pay",
                    json_pack("{s:o, s:i}", "cells",
                              cells_json(json_object_get(a, "rupeesOnCards"), "row", "column"),
                              "removed", (int)jint(a, "removedRupees", 0)));
    }
    if (!strcmp(t, "payBribe")) {
        char b[32];
        return emit(e, m, out, ga_json_str(json_object_get(a, "briberId"), b, sizeof b), "bribe",
                    json_pack("{s:s?, s:i}", "to",
                              ga_json_str(json_object_get(a, "rulerId"), tmp2, sizeof tmp2),
                              "rupees", (int)jint(a, "rupees", 0)));
    }
    if (!strcmp(t, "acceptBribe")) /* by the ruler; a payBribe follows when not 0 */
        return emit(e, m, out, e->cur >= 0 ? e->p[e->cur].id : NULL, "bribe",
                    json_pack("{s:i, s:i}", "rupees", 0, "agreed", (int)jint(a, "rupees", 0)));
    if (!strcmp(t, "taxMarket"))
        return emit(e, m, out, who, "tax",
                    json_pack("{s:i, s:o}", "rupees", (int)jint(a, "amount", 0), "cells",
                              cells_json(json_object_get(a, "selectedRupees"), "row", "column")));
    if (!strcmp(t, "taxPlayer"))
        return emit(e, m, out, who, "tax",
                    json_pack("{s:i, s:s?}", "rupees", (int)jint(a, "amount", 0), "from",
                              ga_json_str(json_object_get(a, "taxedPlayerId"), tmp2,
                                          sizeof tmp2)));
    if (!strcmp(t, "takeRupeesFromSupply"))
        return emit(e, m, out, who, "gain",
                    json_pack("{s:i, s:s}", "rupees", (int)jint(a, "amount", 0), "why",
                              json_object_get(a, "tkn_leverage") ? "leverage" : "supply"));
    if (!strcmp(t, "returnRupeesToSupply"))
        return emit(e, m, out, who, "lose", json_pack("{s:i}", "rupees", (int)jint(a, "amount", 0)));
    if (!strcmp(t, "changeRuler")) {
        json_t *nr = json_object_get(a, "newRuler");
        return emit(e, m, out, who, "ruler",
                    json_pack("{s:s?, s:O}", "region", jstr(a, "region"), "ruler",
                              json_is_null(nr) || !nr ? json_null() : nr));
    }
    if (!strcmp(t, "changeFavoredSuit"))
        return emit(e, m, out, who, "favour",
                    json_pack("{s:s?, s:s?}", "suit", jstr(a, "to"), "from", jstr(a, "from")));
    if (!strcmp(t, "discard")) {
        const char *from = jstr(a, "from");
        if (!from)
            return 0;
        return emit(e, m, out, who, "discard",
                    json_pack("{s:i, s:s}", "card", card_id(json_object_get(a, "cardId")), "from",
                              !strncmp(from, "hand", 4) ? "hand" : !strncmp(from, "court", 5)
                                                                       ? "court" : from));
    }
    if (!strcmp(t, "discardFromMarket"))
        return emit(e, m, out, who, "market",
                    json_pack("{s:i, s:o}", "card", card_id(json_object_get(a, "cardId")), "from",
                              cell_json(jstr(a, "from"))));
    if (!strcmp(t, "shiftMarket") || !strcmp(t, "drawMarketCard")) {
        const json_t *mv = t[0] == 's' ? json_object_get(a, "move") : a;
        const char *from = jstr(mv, "from");
        json_t *args = json_pack("{s:i, s:o}", "card", card_id(json_object_get(mv, "cardId")),
                                 "to", cell_json(jstr(mv, "to")));
        if (args && from && !strncmp(from, "market_", 7))
            json_object_set_new(args, "from", cell_json(from));
        return emit(e, m, out, who, "market", args);
    }
    if (!strcmp(t, "moveCard") && jstr(a, "tkn_playerName_2")) {
        const char *nm = jstr(a, "tkn_playerName_2");
        for (int i = 0; i < e->np; i++)
            if (!strcmp(e->p[i].name, nm))
                return emit(e, m, out, who, "event",
                            json_pack("{s:s, s:s}", "effect", "rumor", "target", e->p[i].id));
        return 0;
    }
    if (!strcmp(t, "updateInfluence")) {
        size_t i;
        json_t *v;
        int rc = 0;
        json_array_foreach(json_object_get(a, "updates"), i, v) {
            char b[32];
            const char *id = ga_json_str(json_object_get(v, "playerId"), b, sizeof b);
            long n = jint(v, "value", -1);
            if (!rc && id && n >= 0)
                rc = emit(e, m, out, id, "state", json_pack("{s:i}", "influence", (int)n));
        }
        return rc;
    }
    if (!strcmp(t, "publicWithdrawal"))
        return emit(e, m, out, who, "withdraw",
                    json_pack("{s:o}", "cell", cell_json(jstr(a, "marketLocation"))));
    if (!strcmp(t, "takePrize"))
        return emit(e, m, out, who, "prize",
                    json_pack("{s:i}", "card", card_id(json_object_get(a, "cardId"))));
    if (!strcmp(t, "discardPrizes")) {
        long n = jint(a, "numberOfPrizes", 0);
        int rc = 0;
        for (long i = 0; !rc && i < n && i < 20; i++)
            rc = emit(e, m, out, who, "discard", json_pack("{s:i, s:s}", "card", 0, "from", "prizes"));
        return rc;
    }
    if (!strcmp(t, "replaceHand")) {
        json_t *cards = json_array();
        size_t i;
        json_t *v;
        json_array_foreach(json_object_get(a, "hand"), i, v)
            json_array_append_new(cards, json_integer(card_id(json_object_get(v, "id"))));
        return emit(e, m, out, who, "hand",
                    json_pack("{s:i, s:o}", "count", (int)json_array_size(cards), "cards", cards));
    }
    if (!strcmp(t, "exchangeHand")) {
        const char *k;
        json_t *v;
        int rc = 0;
        json_object_foreach(json_object_get(a, "newHandCounts"), k, v) {
            long long n;
            if (!rc && ga_json_int(v, &n) && n >= 0 && n < MAXCARD)
                rc = emit(e, m, out, k, "hand", json_pack("{s:i}", "count", (int)n));
        }
        return rc;
    }
    if (!strcmp(t, "dominanceCheckScores")) {
        const json_t *rl = json_object_get(a, "resultLog");
        const char *coal = jstr(json_object_get(rl, "args"), "tkn_coalition");
        json_t *pts = json_object();
        const char *k;
        json_t *v;
        int rc = 0;
        json_object_foreach(json_object_get(a, "scores"), k, v) {
            long cur = jint(v, "currentScore", -1), nw = jint(v, "newScore", -1);
            if (cur < 0 || nw < 0)
                continue;
            rc = rc ? rc : emit(e, m, out, k, "state", json_pack("{s:i}", "vp", (int)cur));
            json_object_set_new(pts, k, json_integer(nw - cur));
        }
        if (rc) {
            json_decref(pts);
            return rc;
        }
        return emit(e, m, out, who, "check",
                    json_pack("{s:s?, s:o}", "coalition", coal, "points", pts));
    }
    if (!strcmp(t, "smallRefreshInterface")) {
        const char *k;
        json_t *v;
        int rc = 0;
        const json_t *mk = json_object_get(a, "market");
        json_t *cards = json_array(), *rup = json_array();
        for (size_t r = 0; r < NROW; r++) {
            json_t *cr = json_array(), *rr = json_array();
            for (size_t c = 0; c < NCOL; c++) {
                const json_t *cd = json_array_get(json_array_get(json_object_get(mk, "cards"), r), c);
                json_array_append_new(cr, json_integer(card_id(json_object_get(cd, "id"))));
                int n = 0;
                size_t i;
                json_t *t1;
                char want[32];
                snprintf(want, sizeof want, "market_%zu_%zu_rupees", r, c);
                json_array_foreach(json_object_get(mk, "rupees"), i, t1) {
                    const char *loc = jstr(t1, "location");
                    n += loc && !strcmp(loc, want);
                }
                json_array_append_new(rr, json_integer(n));
            }
            json_array_append_new(cards, cr);
            json_array_append_new(rup, rr);
        }
        if (json_is_object(mk))
            rc = emit(e, m, out, NULL, "state",
                      json_pack("{s:o, s:o, s:i}", "market", cards, "market_rupees", rup, "deck",
                                (int)jint(json_object_get(a, "deck"), "cardCount", -1)));
        else {
            json_decref(cards);
            json_decref(rup);
        }
        json_object_foreach(json_object_get(a, "paxPamirPlayers"), k, v) {
            const json_t *cn = json_object_get(v, "counts");
            json_t *st = json_pack("{s:i, s:i, s:i, s:i}", "rupees", (int)jint(v, "rupees", -1),
                                   "vp", (int)jint(v, "score", -1), "influence",
                                   (int)jint(json_object_get(cn, "influence"), "value", -1),
                                   "cylinders", (int)jint(cn, "cylinders", -1));
            json_t *court = json_array();
            size_t ci;
            json_t *cv;
            json_array_foreach(json_object_get(json_object_get(v, "court"), "cards"), ci, cv)
                json_array_append_new(court, json_integer(card_id(json_object_get(cv, "id"))));
            if (st && court)
                json_object_set_new(st, "court", court);
            else
                json_decref(court);
            if (!rc)
                rc = emit(e, m, out, k, "state", st);
            else
                json_decref(st);
        }
        return rc;
    }
    return 0;
}

/* ---------------------------------------------------------------- undo buffer */

static int undone(const ga_engine *e, const ga_move *m)
{
    char tmp[32];
    const char *uid = ga_json_str(json_object_get(m->args, "uid"), tmp, sizeof tmp);
    if (!uid)
        return 0;
    for (size_t i = 0; i < e->nundone; i++)
        if (!strcmp(e->undone[i], uid))
            return 1;
    return 0;
}

static int flush(ga_engine *e, ga_findings *out)
{
    int rc = 0;
    for (size_t i = 0; i < e->nbuf; i++) {
        e->flush_pos = i;
        if (!rc && !undone(e, &e->buf[i]))
            rc = bga_event(e, &e->buf[i], out);
    }
    ctx_close(e, out); /* its move is in the buffer */
    for (size_t i = 0; i < e->nbuf; i++)
        ga_move_clear(&e->buf[i]);
    e->nbuf = 0;
    for (size_t i = 0; i < e->nundone; i++)
        free(e->undone[i]);
    e->nundone = 0;
    return rc;
}

/* ---------------------------------------------------------------- hooks */

static int pp_new(ga_engine **out, const ga_header *h, const ga_ruleset *rules, ga_error *err)
{
    (void)rules;
    if (h->nplayers < 1 || h->nplayers > MAXP)
        return ga_error_set(err, GA_EINPUT, h->file, 0,
                            "pax pamir needs 1 to 5 players, the log names %zu", h->nplayers);
    ga_engine *e = calloc(1, sizeof *e);
    if (!e)
        return GA_ENOMEM;
    e->np = (int)h->nplayers;
    for (int i = 0; i < e->np; i++) {
        snprintf(e->p[i].id, sizeof e->p[i].id, "%s", h->players[i].id);
        snprintf(e->p[i].name, sizeof e->p[i].name, "%s",
                 h->players[i].name ? h->players[i].name : "");
        e->p[i].rupees = 4; /* rulebook setup: each player takes four rupees */
        e->p[i].loyalty = -1;
    }
    for (int r = 0; r < NREG; r++)
        e->ruler[r] = -1;
    e->favoured = SU_POL; /* "starting with Political" */
    e->cur = -1;
    e->pending_loyalty = -1;
    e->bribe_agreed = -1;
    e->deck = (int)jint(h->setup, "deck", -1);
    e->bga = ga_header_is_bga(h);
    const json_t *mk = json_object_get(h->setup, "market");
    /* -1: a card not yet seen (BGA logs do not show the first market) */
    for (int r = 0; r < NROW; r++)
        for (int c = 0; c < NCOL; c++)
            e->market[r][c] =
                mk ? card_id(json_array_get(json_array_get(mk, (size_t)r), (size_t)c)) : -1;
    *out = e;
    return 0;
}

static int pp_apply(ga_engine *e, const ga_move *m, ga_findings *out)
{
    if (!e->bga)
        return handle(e, m, out);
    if (!strcmp(m->action, "clearTurn")) {
        const json_t *ids = json_object_get(json_object_get(m->args, "args"), "notifIds");
        size_t i;
        json_t *v;
        json_array_foreach(ids, i, v) {
            char tmp[32];
            const char *s = ga_json_str(v, tmp, sizeof tmp);
            if (!s || GA_GROW(e->undone, e->capundone, e->nundone + 1, 16))
                continue;
            if (!(e->undone[e->nundone] = ga_strdup0(s)))
                return GA_ENOMEM;
            e->nundone++;
        }
        return 0;
    }
    if (GA_GROW(e->buf, e->capbuf, e->nbuf + 1, 64))
        return GA_ENOMEM;
    ga_move *b = &e->buf[e->nbuf];
    memset(b, 0, sizeof *b);
    if (ga_move_set(b, m->seq, m->game, m->player, m->action, json_incref(m->args), m->src,
                    m->raw, m->raw ? strlen(m->raw) : 0))
        return GA_ENOMEM;
    e->nbuf++;
    const json_t *a = json_object_get(m->args, "args");
    const char *name = jstr(a, "name");
    if ((!strcmp(m->action, "gameStateChange") && name && !strcmp(name, "nextPlayer")) ||
        !strcmp(m->action, "result"))
        return flush(e, out);
    return 0;
}

static int pp_finish(ga_engine *e, ga_findings *out)
{
    int rc = flush(e, out);
    ctx_close(e, out);
    return rc;
}

static int pp_dump(const ga_engine *e, ga_buf *b)
{
    ga_buf_printf(b, "favoured suit %s; dominance checks %d (check cards gone %d)%s\n",
                  suit_names[e->favoured], e->checks_done, e->dom_cards, e->over ? "; over" : "");
    for (int i = 0; i < e->np; i++) {
        const pp_player *p = &e->p[i];
        ga_buf_printf(b, "%s%s: %d rupees, %d VP, %s, influence %d, cylinders %d, hand %d, court",
                      i == e->cur ? "* " : "  ", pp_who(p), p->rupees, p->vp,
                      p->loyalty >= 0 ? coal_names[p->loyalty] : "no loyalty", influence(e, i),
                      cylinders(e, i), p->nhand);
        for (int k = 0; k < p->ncourt; k++)
            ga_buf_printf(b, " %s%s", card_name(p->court[k]), k + 1 < p->ncourt ? "," : "");
        ga_buf_puts(b, "\n");
    }
    for (int r = 0; r < NREG; r++) {
        ga_buf_printf(b, "  %s: armies %d/%d/%d, ruler %s, tribes", reg_names[r],
                      e->armies[r][0], e->armies[r][1], e->armies[r][2],
                      e->ruler[r] >= 0 ? e->p[e->ruler[r]].id : "none");
        for (int i = 0; i < e->np; i++)
            ga_buf_printf(b, " %d", e->p[i].tribes[r]);
        ga_buf_puts(b, "\n");
    }
    for (int r = 0; r < NROW; r++) {
        ga_buf_puts(b, "  market:");
        for (int c = 0; c < NCOL; c++)
            ga_buf_printf(b, " [%d: %d]", e->market[r][c], e->mrup[r][c]);
        ga_buf_puts(b, "\n");
    }
    return 0;
}

static void pp_free(ga_engine *e)
{
    if (!e)
        return;
    for (size_t i = 0; i < e->nbuf; i++)
        ga_move_clear(&e->buf[i]);
    free(e->buf);
    ga_move_clear(&e->cxmove);
    for (size_t i = 0; i < e->nundone; i++)
        free(e->undone[i]);
    free(e->undone);
    free(e);
}

/* ---------------------------------------------------------------- vocabulary */

static const ga_arg_spec a_action[] = {
    {"card", GA_ARG_INT, 1, "the court card used (BGA card number)"},
    {"kind", GA_ARG_STR, 1, "tax, gift, build, move, betray or battle"},
    {"value", GA_ARG_INT, 0, "gift: the gift space bought (2, 4 or 6 rupees)"},
    {"target", GA_ARG_INT, 0, "betray: the card betrayed"},
    {"site", GA_ARG_ANY, 0, "battle: the region (name) or card (number) fought at"},
    {NULL}};
static const ga_arg_spec a_bribe[] = {
    {"to", GA_ARG_STR, 0, "the ruler (or spy owner) paid, a player id"},
    {"rupees", GA_ARG_INT, 1, "rupees paid now (0 when only an agreement)"},
    {"agreed", GA_ARG_INT, 0, "the amount the ruler accepted (0 = let off)"},
    {NULL}};
static const ga_arg_spec a_check[] = {
    {"coalition", GA_ARG_STR, 0, "the dominant coalition the log names; absent = unsuccessful"},
    {"points", GA_ARG_OBJECT, 0, "victory points scored, by player id"},
    {NULL}};
static const ga_arg_spec a_clear[] = {
    {"what", GA_ARG_STR, 1, "blocks (all armies and roads), spies (of a card), region"},
    {"card", GA_ARG_INT, 0, "spies: the card"},
    {"region", GA_ARG_STR, 0, "region: its name"},
    {NULL}};
static const ga_arg_spec a_discard[] = {
    {"card", GA_ARG_INT, 1, "the card (0 for a prize)"},
    {"from", GA_ARG_STR, 1, "hand, court or prizes"},
    {NULL}};
static const ga_arg_spec a_event[] = {
    {"effect", GA_ARG_STR, 1, "rumor"},
    {"target", GA_ARG_STR, 0, "the player chosen"},
    {NULL}};
static const ga_arg_spec a_favour[] = {
    {"suit", GA_ARG_STR, 1, "political, intelligence, economic or military"},
    {"from", GA_ARG_STR, 0, "the suit favoured before, as the log states it"},
    {NULL}};
static const ga_arg_spec a_rupees[] = {
    {"rupees", GA_ARG_INT, 1, "rupees"},
    {"why", GA_ARG_STR, 0, "leverage (an impact icon) or supply"},
    {NULL}};
static const ga_arg_spec a_hand[] = {
    {"count", GA_ARG_INT, 1, "cards now in hand"},
    {"cards", GA_ARG_ARRAY, 0, "their numbers, when known"},
    {NULL}};
static const ga_arg_spec a_loyalty[] = {
    {"coalition", GA_ARG_STR, 1, "afghan, british or russian"}, {NULL}};
static const ga_arg_spec a_market[] = {
    {"card", GA_ARG_INT, 1, "the card"},
    {"from", GA_ARG_ARRAY, 0, "[row, column] it leaves (0-based); absent = drawn"},
    {"to", GA_ARG_ANY, 0, "[row, column] it arrives at; absent or null = discarded"},
    {NULL}};
static const ga_arg_spec a_pay[] = {
    {"cells", GA_ARG_ARRAY, 1, "market spaces [row, column] getting one rupee each"},
    {"removed", GA_ARG_INT, 0, "rupees paid that left the game"},
    {NULL}};
static const ga_arg_spec a_place[] = {
    {"piece", GA_ARG_STR, 1, "army, road, tribe, spy or gift"},
    {"at", GA_ARG_STR, 1, "region, border (herat_kabul), card (card_12) or gift value (2/4/6)"},
    {"coalition", GA_ARG_STR, 0, "army, road: its coalition"},
    {"owner", GA_ARG_STR, 0, "tribe, spy, gift: its player (default: the mover)"},
    {NULL}};
static const ga_arg_spec a_play[] = {
    {"card", GA_ARG_INT, 1, "the card played from hand"},
    {"side", GA_ARG_STR, 0, "left or right end of the court (default right)"},
    {NULL}};
static const ga_arg_spec a_prize[] = {{"card", GA_ARG_INT, 1, "the card taken"}, {NULL}};
static const ga_arg_spec a_purchase[] = {
    {"card", GA_ARG_INT, 1, "the card bought"},
    {"row", GA_ARG_INT, 1, "market row, 0-based"},
    {"col", GA_ARG_INT, 1, "market column, 0-based (0 = leftmost, free)"},
    {"paid", GA_ARG_ARRAY, 1, "market spaces [row, column] that got one rupee each"},
    {"gained", GA_ARG_INT, 0, "rupees taken from the card (default: what lay on it)"},
    {"to", GA_ARG_STR, 0, "where the card went: hand, events (an event in force) or discard"},
    {NULL}};
static const ga_arg_spec a_result[] = {
    {"scores", GA_ARG_OBJECT, 1, "final victory points by player id"},
    {"ranks", GA_ARG_OBJECT, 0, "final rank by player id, 1 = winner"},
    {"*", GA_ARG_ANY, 0, "further result fields (ties, score_aux) are not checked"},
    {NULL}};
static const ga_arg_spec a_ruler[] = {
    {"region", GA_ARG_STR, 1, "the region"},
    {"ruler", GA_ARG_ANY, 1, "the new ruler's player id, null = none"},
    {NULL}};
static const ga_arg_spec a_state[] = {
    {"rupees", GA_ARG_INT, 0, "rupees the player holds"},
    {"vp", GA_ARG_INT, 0, "victory points"},
    {"influence", GA_ARG_INT, 0, "influence in their coalition"},
    {"cylinders", GA_ARG_INT, 0, "cylinders in play"},
    {"actions", GA_ARG_INT, 0, "actions the player to move has left this turn"},
    {"market", GA_ARG_ARRAY, 0, "the market's cards, [row][column], 0 = empty"},
    {"market_rupees", GA_ARG_ARRAY, 0, "rupees on each market space, [row][column]"},
    {"deck", GA_ARG_INT, 0, "cards left in the deck"},
    {"court", GA_ARG_ARRAY, 0, "the player's court cards (any order)"},
    {"hand", GA_ARG_INT, 0, "cards in the player's hand"},
    {"spies", GA_ARG_OBJECT, 0, "the player's spies: {card number: count}"},
    {NULL}};
static const ga_arg_spec a_tax[] = {
    {"rupees", GA_ARG_INT, 1, "rupees taken"},
    {"from", GA_ARG_STR, 0, "the player taxed; absent = the market"},
    {"cells", GA_ARG_ARRAY, 0, "market: the spaces [row, column] taken from, one rupee each"},
    {NULL}};
static const ga_arg_spec a_withdraw[] = {
    {"cell", GA_ARG_ARRAY, 1, "[row, column] whose rupees leave the game"}, {NULL}};

static const ga_action actions[] = {
    {"action", a_action, "the player to move", "use a court card's action (starts it)"},
    {"bribe", a_bribe, "the player to move", "pay (or be let off) a ruler's bribe"},
    {"check", a_check, "none", "a dominance check and the points the log scores"},
    {"cleanup", NULL, "none", "the end of the turn's discards: hand and court limits"},
    {"clear", a_clear, "none", "pieces removed together (after a check, a riot, a discard)"},
    {"discard", a_discard, "the card's owner", "a card leaves a hand, court or prizes"},
    {"event", a_event, "the event's buyer", "an event's choice: Rumor's target"},
    {"favour", a_favour, "the player to move", "change the favoured suit"},
    {"gain", a_rupees, "a player", "rupees from the supply (leverage, events)"},
    {"hand", a_hand, "a player", "an event replaced the player's hand"},
    {"lose", a_rupees, "a player", "rupees back to the supply (leverage, events)"},
    {"loyalty", a_loyalty, "a player", "the player's loyalty becomes this coalition"},
    {"market", a_market, "none", "a market card shifts, is drawn or discarded"},
    {"pass", NULL, "the player to move", "no more actions this turn"},
    {"pay", a_pay, "the player to move", "rupees paid into the market for an action"},
    {"place", a_place, "the player to move", "a block or cylinder placed"},
    {"play", a_play, "the player to move", "play a card from hand into the court"},
    {"prize", a_prize, "a player", "take a betrayed card as a prize"},
    {"purchase", a_purchase, "the player to move", "buy a market card"},
    {"remove", a_place, "none", "a block or cylinder removed"},
    {"result", a_result, "none (player null)", "the final scores and ranks"},
    {"ruler", a_ruler, "none", "a region's ruler changes"},
    {"state", a_state, "the player described", "counts the log states, compared"},
    {"tax", a_tax, "the player to move", "rupees taken by a tax action"},
    {"turn", NULL, "the player whose turn begins", "a turn begins"},
    {"withdraw", a_withdraw, "a player", "Public Withdrawal: a space's rupees leave"},
};

static const char example[] =
    "{\"stream\":\"gameaudit/1\",\"game\":\"paxpamir\",\"date\":\"2024-05-01\",\"players\":"
    "[{\"id\":\"1\",\"name\":\"ann\"},{\"id\":\"2\",\"name\":\"bob\"}],\"setup\":{\"market\":"
    "[[36,7,73,71,110,12],[13,81,40,6,43,83]]}}\n"
    "{\"seq\":1,\"player\":\"1\",\"action\":\"loyalty\",\"args\":{\"coalition\":\"british\"}}\n"
    "{\"seq\":2,\"player\":\"2\",\"action\":\"loyalty\",\"args\":{\"coalition\":\"afghan\"}}\n"
    "{\"seq\":3,\"player\":\"1\",\"action\":\"turn\",\"args\":{}}\n"
    "{\"seq\":4,\"player\":\"1\",\"action\":\"purchase\",\"args\":{\"card\":73,\"row\":0,"
    "\"col\":2,\"paid\":[[0,0],[0,1]]}}\n"
    "{\"seq\":5,\"player\":\"1\",\"action\":\"play\",\"args\":{\"card\":73,\"side\":\"left\"}}\n"
    "{\"seq\":6,\"player\":\"1\",\"action\":\"pass\",\"args\":{}}\n"
    "{\"seq\":7,\"player\":\"1\",\"action\":\"cleanup\",\"args\":{}}\n"
    "{\"seq\":8,\"player\":\"1\",\"action\":\"state\",\"args\":{\"rupees\":2,\"vp\":0}}\n";

const ga_game ga_game_paxpamir = {
    .name = "paxpamir",
    .title = "Pax Pamir (2nd edition)",
    .wiki_page = PAGE,
    .summary = "actions per turn (favoured suit free), card action once a turn, purchase cost "
               "and rupees gained, ruler's bribe, impact icons, tax/gift/build/betray/move "
               "limits and costs, hand and court limits, dominance checks (outcome, 5/3/1 and "
               "3/1, final double), game end and result; rupees, VP, influence and cylinders "
               "against every state the log states",
    .new = pp_new,
    .apply = pp_apply,
    .finish = pp_finish,
    .dump = pp_dump,
    .free = pp_free,
    GA_TABLE(refs, refs),
    GA_TABLE(consts, consts),
    GA_TABLE(actions, actions),
    GA_TABLE(checks, checks),
    GA_TABLE(skips, skips),
    .tested_on = "16 BGA-format games (2-5 players) generated by FransBongers/bga-pax-pamir "
                 "@ c417f71 with a random legal driver, undos and bribes included "
                 "(/work/shared/data/bga/paxpamir): 0 errors, 0 warnings; every rupee, point, influence, "
                 "cylinder, market and remaining-action count the logs state agrees; 2 of them, "
                 "5 known-bad copies, 73 known-bad hand-written streams and a hand-written Rally the "
                 "Troops-format replay (a leverage debt) with its known-bad copy are fixtures. 24 Rally "
                 "the Troops replays read as rtt-replay against their snapshots: 0 errors, 0 "
                 "warnings (see the room's README).",
    .example = example,
    .reads_bga = 1,
};
