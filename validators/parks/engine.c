/* parks/engine.c — Parks (Keymaster Games) as the wiki page Gamehelpparks
 * states it (two revisions 45 s apart on 2025-05-28, the same rules).
 *
 * No Board Game Arena log of Parks is public: the engine reads the
 * normalized stream only, in the small vocabulary below (the contract a
 * user writes a bug report in).  No real log has been checked yet.
 *
 * Model: a season move lays out the trail (the 8 Trail Site Tiles and the
 * Parks site, positions 1..N; the Trail's End is position N+1), the weather
 * and the Shutterbug.  Each turn is one `hike` (one hiker, forward to a
 * site or the Trail's End) followed by the moves of that turn: `gain`,
 * `roll`, `trade`, `photo`, `canteen`, `gear`, `reserve`, `visit`,
 * `passion`.  Backpacks, photos, visited parks, canteens, campfires, the
 * Shutterbug Badge and the First Hiker Token are kept; `bonus`, `score`
 * and `result` are checked against them.  Card texts (park instant actions,
 * gear and canteen benefits, passion objectives, season and year cards)
 * are not modelled: their gains follow the log. */
#include "../../src/internal.h"
#include "../validators.h"

#include <stdlib.h>
#include <string.h>

#define PK_PAGE "Gamehelpparks"
#define PK_MAXP 5
#define PK_MAXSITES 12
#define PK_MAXPARKS 64
#define PK_MAXGEAR 32
#define PK_SEASONS 3
#define PK_MARKET 3

#define S_TRAIL "Taking turns > HIKING > TRAIL SITE ACTIONS"
#define S_PARKS S_TRAIL " > Parks"
#define S_PHOTOS S_TRAIL " > PHOTOS"
#define S_CANTEENS S_TRAIL " > CANTEENS"
#define S_GEAR S_TRAIL " > GEAR CARDS"
#define S_BUY S_GEAR " > Purchasing Gear"
#define S_USE S_GEAR " > Using Gear"
#define S_DIE S_TRAIL " > ROLLING THE TRAIL DIE"
#define S_WILD S_TRAIL " > Wildlife"
#define S_SEASON_END "End of a Season > At the end of a Season:"
#define S_GAME_END "End of a Season > At the end of the game:"

/* ---------------------------------------------------------------- rules */

enum {
    R_SEASONS, R_ALL_END, R_GAME_OVER, R_TILES, R_WEATHER, R_SHUTTERBUG,
    R_FIRST, R_CLOCKWISE, R_CONTINUES, R_NO_BACK, R_LTR, R_LAST_SPACE, R_STAYS,
    R_SHARE, R_SITE_FOREST, R_SITE_MOUNTAIN, R_SITE_SUN, R_SITE_WATER, R_SITE_DIE,
    R_SITE_GEAR, R_SITE_PHOTO, R_SITE_WILD, R_SITE_PARKS,
    R_WILD_ANY, R_WILD_CANTEEN, R_EITHER, R_RESERVE_ONE, R_RESERVE_OWN, R_VISIT,
    R_INSTANT, R_PHOTO, R_BADGE_GAIN, R_BADGE_TAKE, R_BADGE_SECOND,
    R_CANTEEN_ROWS, R_CANTEEN_EMPTY_SPACE, R_CANTEEN_WATER, R_CANTEEN_BACKPACK,
    R_CANTEEN_ONCE, R_CANTEEN_ONE, R_CANTEEN_LATE,
    R_GEAR_ONE, R_GEAR_MARKET, R_GEAR_DECK, R_GEAR_READY, R_GEAR_ORDER, R_GEAR_ONCE,
    R_DIE_WHEN, R_DIE_FACES,
    R_PASSION_TURN, R_PASSION_FLIP, R_PASSION_BONUS,
    R_TE_AREA, R_TE_FIRSTHIKER, R_TE_PHOTO_BONUS, R_TE_PHOTO_TWICE, R_TE_GEAR_BONUS,
    R_NO_TURNS, R_LAST_HIKER, R_SEASON_OVER,
    R_RELIGHT_SEASON, R_TRAILHEAD, R_RESHUFFLE, R_NEW_WEATHER, R_NEW_SHUTTERBUG,
    R_FALL_BONUS, R_BONUS_TIE, R_SCORE_PARKS, R_PHOTO_MOST, R_PHOTO_BONUS_MOST,
    R_PHOTO_2P, R_PHOTO_35P, R_PHOTO_EACH, R_SCORE_PASSION, R_FH_POINT,
    R_WINNER, R_TIE_PARKS, R_TIE_SHARED, R_CAMPFIRE_FAQ,
    R_WEATHER_GAIN, R_TOTAL,
    R_BADGE_START, R_BUG_STAYS, R_VISIT_MANY, R_GEAR_WAYS, R_PASSION_TUCK, R_AFTER_3RD,
    R_CANTEEN_EMPTY, R_SEASON_TILE, R_GEAR_REFILL, R_GEAR_DISCARD, R_GEAR_NEWCARD,
    R_DISPLAY_AFTER, R_DISPLAY_SLIDE, R_TRAYS, R_CANTEEN_DISPLAY, R_CANTEEN_REFILL,
    R_NREFS
};

static const ga_rule_ref refs[R_NREFS] = {
    [R_SEASONS] = {"parks.seasons", PK_PAGE, "Overview",
                   "Parks is played over the course of 3 rounds called Seasons"},
    [R_ALL_END] = {"parks.season.all-end", PK_PAGE, "Overview",
                   "Once all Hikers reach Trail’s End, it’s time to set up for the next Season"},
    [R_GAME_OVER] = {"parks.game.over", PK_PAGE, "Overview",
                     "At the end of the third Season, the hike (and the game) is over!"},
    [R_TILES] = {"parks.season.tiles", PK_PAGE, "Starting a Season",
                 "Shuffle the 8 Trail Site Tiles and randomly place them face up on top of each "
                 "empty Trail Site"},
    [R_WEATHER] = {"parks.season.weather", PK_PAGE, "Starting a Season",
                   "Beginning with the 2nd Trail Site, place a Weather Token at each site, "
                   "alternating between Sun and Water"},
    [R_SHUTTERBUG] = {"parks.season.shutterbug", PK_PAGE, "Starting a Season",
                      "Roll the Trail Die and place the Shutterbug underneath the matching Trail "
                      "Site"},
    [R_FIRST] = {"parks.turn.first", PK_PAGE, "Taking turns > HIKING",
                 "the player with the First Hiker Token moves one of their Hikers as far as they "
                 "want down the Trail"},
    [R_CLOCKWISE] = {"parks.turn.clockwise", PK_PAGE, "Taking turns > HIKING",
                     "each player in clockwise order moves one of their Hikers any number of "
                     "spaces down the Trail"},
    [R_CONTINUES] = {"parks.turn.hiker", PK_PAGE, "Taking turns > HIKING",
                     "each player selecting one of their two Hikers and moving it down the Trail"},
    [R_NO_BACK] = {"parks.hike.no-backtracking", PK_PAGE, "Taking turns > HIKING",
                   "There is no backtracking"},
    [R_LTR] = {"parks.hike.forward", PK_PAGE, "Taking turns > HIKING",
               "Your Hikers must always move from left to right, towards the Trail’s End"},
    [R_LAST_SPACE] = {"parks.hike.trail-end", PK_PAGE, "Taking turns > HIKING",
                      "you’ll move your Hikers to Trail’s End, the last space on the Trail"},
    [R_STAYS] = {"parks.hike.stays", PK_PAGE, "Taking turns > HIKING",
                 "Once a Hiker reaches Trail’s End, it stays there for the rest of the Season"},
    [R_SHARE] = {"parks.campfire.share", PK_PAGE, "Taking turns > HIKING > CAMPFIRES",
                 "To share a site with another Hiker (including your own), extinguish your "
                 "Campfire"},
    [R_SITE_FOREST] = {"parks.site.forest", PK_PAGE, S_TRAIL, "Gain a Forest"},
    [R_SITE_MOUNTAIN] = {"parks.site.mountain", PK_PAGE, S_TRAIL, "Gain a Mountain"},
    [R_SITE_SUN] = {"parks.site.sun", PK_PAGE, S_TRAIL, "Gain 2 Sun"},
    [R_SITE_WATER] = {"parks.site.water", PK_PAGE, S_TRAIL, "Gain 2 Water"},
    [R_SITE_DIE] = {"parks.site.die", PK_PAGE, S_TRAIL,
                    "[Yellow Die] Roll the Trail Die and gain the benefit"},
    [R_SITE_GEAR] = {"parks.site.gear", PK_PAGE, S_TRAIL, "[Shoe] Purchase Gear"},
    [R_SITE_PHOTO] = {"parks.site.photo", PK_PAGE, S_TRAIL, "Take a Photo or Gain a Canteen"},
    [R_SITE_WILD] = {"parks.site.wildlife", PK_PAGE, S_TRAIL, "Trade 1 Resource for a Wildlife"},
    [R_SITE_PARKS] = {"parks.site.parks", PK_PAGE, S_TRAIL,
                      "[Parks] Reserve a Park or visit many Parks"},
    [R_WILD_ANY] = {"parks.wildlife.any", PK_PAGE, S_WILD,
                    "They can be used in place of any other Resource to visit Parks, purchase "
                    "Gear, and take Photos"},
    [R_WILD_CANTEEN] = {"parks.wildlife.canteen", PK_PAGE, S_WILD,
                        "they cannot be used to fill a Canteen"},
    [R_EITHER] = {"parks.park.either", PK_PAGE, S_PARKS,
                  "you can either reserve a Park, or visit one or more Parks"},
    [R_RESERVE_ONE] = {"parks.park.reserve-one", PK_PAGE, S_PARKS,
                       "Choose 1 Park Card from the display or draw the top Park Card from the "
                       "deck"},
    [R_RESERVE_OWN] = {"parks.park.reserve-own", PK_PAGE, S_PARKS,
                       "Only you can visit Parks in your Reserve"},
    [R_VISIT] = {"parks.park.visit", PK_PAGE, S_PARKS,
                 "To visit Parks, trade Resources from your Backpack matching the Resource "
                 "requirement on the Park Card"},
    [R_INSTANT] = {"parks.park.instant", PK_PAGE, S_PARKS,
                   "which you’ll immediately gain when you visit the Park"},
    [R_PHOTO] = {"parks.photo.cost", PK_PAGE, S_PHOTOS,
                 "To take a Photo , trade one Resource from your Backpack for a Photo Token"},
    [R_BADGE_GAIN] = {"parks.badge.gain", PK_PAGE, S_PHOTOS,
                      "When one of your Hikers lands on the Trail Site with the Shutterbug , "
                      "gain the Shutterbug Badge"},
    [R_BADGE_TAKE] = {"parks.badge.take", PK_PAGE, S_PHOTOS,
                      "If it has already been gained by another player, take it from them"},
    [R_BADGE_SECOND] = {"parks.badge.second", PK_PAGE, S_PHOTOS,
                        "once per turn, you may spend an additional Resource to take a second "
                        "Photo"},
    [R_CANTEEN_ROWS] = {"parks.canteen.rows", PK_PAGE, S_CANTEENS,
                        "You have three Canteen rows on your Player Board, each of which can hold "
                        "two Canteen Tokens"},
    [R_CANTEEN_EMPTY_SPACE] = {"parks.canteen.space", PK_PAGE, S_CANTEENS,
                               "place it in any empty space in the Canteen area on your Player "
                               "Board"},
    [R_CANTEEN_WATER] = {"parks.canteen.water", PK_PAGE, S_CANTEENS,
                         "Whenever you gain a Water Token, you choose whether you want to add it "
                         "to your Backpack or place it in a Canteen"},
    [R_CANTEEN_BACKPACK] = {"parks.canteen.backpack", PK_PAGE, S_CANTEENS,
                            "Water in your Backpack cannot be used later to fill a Canteen"},
    [R_CANTEEN_ONCE] = {"parks.canteen.once", PK_PAGE, S_CANTEENS,
                        "Each row may be activated with Water once per Season"},
    [R_CANTEEN_ONE] = {"parks.canteen.one-token", PK_PAGE, S_CANTEENS,
                       "You can activate a Canteen row with only one token in it"},
    [R_CANTEEN_LATE] = {"parks.canteen.late", PK_PAGE, S_CANTEENS,
                        "If you add a Canteen to a row after it has Water in it, you do not gain "
                        "the benefit that Season"},
    [R_GEAR_ONE] = {"parks.gear.one", PK_PAGE, S_BUY,
                    "When you purchase Gear, you may buy one Gear Card"},
    [R_GEAR_MARKET] = {"parks.gear.market", PK_PAGE, S_BUY,
                       "Spend Sun equal to a Gear Card’s cost in the Gear Market"},
    [R_GEAR_DECK] = {"parks.gear.deck", PK_PAGE, S_BUY,
                     "Spend 2 Sun to draw the top card of the Gear Deck"},
    [R_GEAR_READY] = {"parks.gear.ready", PK_PAGE, S_USE, "Gear you buy is ready to use immediately"},
    [R_GEAR_ORDER] = {"parks.gear.order", PK_PAGE, S_USE,
                      "Gear benefits may be gained in any order after you take your Trail Site "
                      "action"},
    [R_CANTEEN_DISPLAY] = {"parks.canteen.display", PK_PAGE, S_CANTEENS,
                           "choose one of the three available Canteen Tokens in the display"},
    [R_CANTEEN_REFILL] = {"parks.canteen.refill", PK_PAGE, S_CANTEENS,
                          "If you took one from the display, draw a token to replace it"},
    [R_TRAYS] = {"parks.park.trays", PK_PAGE, S_PARKS,
                 "Resources you spend are returned to the Resource Trays"},
    [R_GEAR_ONCE] = {"parks.gear.once", PK_PAGE, S_USE,
                     "Gear benefits may be gained only one time per turn"},
    [R_DIE_WHEN] = {"parks.die.when", PK_PAGE, S_DIE,
                    "When you land on the Trail Site or encounter on a Park, Gear, or Passion "
                    "Card, roll the Trail Die and gain the benefit"},
    [R_DIE_FACES] = {"parks.die.faces", PK_PAGE, S_DIE,
                     "[1 Forest], [1 Mountain], [2 Sun], [2 Water], [1 Wildlife], [Gain a "
                     "Canteen]"},
    [R_PASSION_TURN] = {"parks.passion.turn", PK_PAGE, "Taking turns > PASSION CARDS",
                        "You will complete the objective on your turn by taking specific actions"},
    [R_PASSION_FLIP] = {"parks.passion.flip", PK_PAGE, "Taking turns > PASSION CARDS",
                        "As soon as you complete your Passion’s requirement, flip it over and "
                        "choose either"},
    [R_PASSION_BONUS] = {"parks.passion.bonus", PK_PAGE, "Taking turns > PASSION CARDS",
                         "End Game Bonus will give you a unique scoring bonus at the end of the "
                         "game"},
    [R_TE_AREA] = {"parks.trail-end.area", PK_PAGE, "Trail End",
                   "choose one of the three areas to place your Hiker"},
    [R_TE_FIRSTHIKER] = {"parks.trail-end.first-hiker", PK_PAGE, "Trail End > Take a Parks Action",
                         "The first player who uses this space each season takes the First Hiker "
                         "Token"},
    [R_TE_PHOTO_BONUS] = {"parks.trail-end.wildlife", PK_PAGE, "Trail End > Take a Photo",
                          "The first player who uses this space each season gains a Wildlife"},
    [R_TE_PHOTO_TWICE] = {"parks.trail-end.photo-twice", PK_PAGE, "Trail End > Take a Photo",
                          "The player with the Shutterbug Token may do this action twice"},
    [R_TE_GEAR_BONUS] = {"parks.trail-end.sun", PK_PAGE, "Trail End > Buy Gear",
                         "The first player who uses this space each season gains a Sun"},
    [R_NO_TURNS] = {"parks.season.no-turns", PK_PAGE, "End of a Season",
                    "Once a player’s two Hikers reach the Trail End, they will no longer take "
                    "turns for the Season"},
    [R_LAST_HIKER] = {"parks.season.last-hiker", PK_PAGE, "End of a Season",
                      "When only one Hiker is left on the Trail, the player must move the Hiker "
                      "to the Trail End on their next turn"},
    [R_SEASON_OVER] = {"parks.season.over", PK_PAGE, "End of a Season",
                       "Then, it is the end of the Season"},
    [R_RELIGHT_SEASON] = {"parks.season.relight", PK_PAGE, S_SEASON_END,
                          "Relight your Campfire if it’s been extinguished, flipping it face up"},
    [R_TRAILHEAD] = {"parks.season.trailhead", PK_PAGE, S_SEASON_END,
                     "Return all Hikers to the Trailhead"},
    [R_RESHUFFLE] = {"parks.season.reshuffle", PK_PAGE, S_SEASON_END,
                     "Reshuffle the Trail Sites and randomly place them back out on the Trail "
                     "face up"},
    [R_NEW_WEATHER] = {"parks.season.new-weather", PK_PAGE, S_SEASON_END,
                       "Add new Weather to the Trail, beginning at the 2nd Trail Site, "
                       "alternating Sun and Water on each site"},
    [R_NEW_SHUTTERBUG] = {"parks.season.new-shutterbug", PK_PAGE, S_SEASON_END,
                          "Roll the Trail Die and place the Shutterbug under the corresponding "
                          "Trail Site"},
    [R_FALL_BONUS] = {"parks.score.season", PK_PAGE, S_GAME_END,
                      "Determine who earned the Fall Season Bonus and award them the points"},
    [R_BONUS_TIE] = {"parks.score.season-tie", PK_PAGE, S_GAME_END,
                     "In the case of a tie, all tied players receive the points"},
    [R_SCORE_PARKS] = {"parks.score.parks", PK_PAGE, S_GAME_END,
                       "Score Visited Parks Total the points across all your visited Parks"},
    [R_PHOTO_MOST] = {"parks.score.photo-bonus", PK_PAGE, S_PHOTOS,
                      "The player with the most Photos at the end of the game earns the Photo "
                      "Bonus"},
    [R_PHOTO_BONUS_MOST] = {"parks.score.photo-most", PK_PAGE, S_GAME_END,
                            "Score Photos The player who took the most Photos gets the Photo "
                            "Bonus"},
    [R_PHOTO_2P] = {"parks.score.photo-2p", PK_PAGE, S_GAME_END, "3 points in a 2-player game"},
    [R_PHOTO_35P] = {"parks.score.photo-3-5p", PK_PAGE, S_GAME_END,
                     "4 points in a 3–5-player game, with 2 points for the player with the "
                     "2nd-most Photos"},
    [R_PHOTO_EACH] = {"parks.score.photos", PK_PAGE, S_GAME_END,
                      "all players score 1 point per Photo"},
    [R_SCORE_PASSION] = {"parks.score.passion", PK_PAGE, S_GAME_END,
                         "If you chose the End Game Bonus on your Passion Card, score those "
                         "points now"},
    [R_FH_POINT] = {"parks.score.first-hiker", PK_PAGE, S_GAME_END,
                    "The player with the First Hiker Token gains 1 point"},
    [R_WINNER] = {"parks.end.winner", PK_PAGE, "End of a Season > WINNER and Tie Breakers",
                  "The player with the most points wins!"},
    [R_TIE_PARKS] = {"parks.end.tie-parks", PK_PAGE, "End of a Season > WINNER and Tie Breakers",
                     "In the case of a tie, the tied player who visited the most Parks wins"},
    [R_TIE_SHARED] = {"parks.end.tie-shared", PK_PAGE, "End of a Season > WINNER and Tie Breakers",
                      "If still tied, the tied players share the victory"},
    [R_CAMPFIRE_FAQ] = {"parks.campfire.unlit", PK_PAGE,
                        "FAQ > Error Messages > Why isn't my campfire lit in the first season?",
                        "Your campfire does not start the game lit with certain player counts"},
    [R_WEATHER_GAIN] = {"parks.weather.gain", NULL, "Hiking", NULL,
                        "Parks rulebook (Keymaster Games 2019), Hiking: a hiker that lands on a "
                        "Trail Site with a Weather token collects that token (the page only "
                        "places the tokens)"},
    [R_TOTAL] = {"parks.score.total", NULL, "Final scoring", NULL,
                 "Parks rulebook (Keymaster Games 2019), end of the game: a player's score is "
                 "the sum of the points of every scoring step"},
    [R_BADGE_START] = {"parks.badge.start", PK_PAGE, "Starting a Season",
                       "Place the Shutterbug Badge off to the side of the board"},
    [R_BUG_STAYS] = {"parks.badge.season", PK_PAGE, S_PHOTOS,
                     "Leave the Shutterbug on the Trail for others to encounter all Season long"},
    [R_VISIT_MANY] = {"parks.park.where-from", PK_PAGE, S_PARKS,
                      "You can visit as many Parks as you’d like and are able to from the Parks "
                      "Display and your personal Reserve"},
    [R_GEAR_WAYS] = {"parks.gear.ways", PK_PAGE, S_BUY, "Choose one of the two ways to purchase Gear"},
    [R_PASSION_TUCK] = {"parks.passion.side", PK_PAGE, "Taking turns > PASSION CARDS",
                        "Indicate your chosen bonus by tucking your Passion Card under your "
                        "Player Board"},
    [R_AFTER_3RD] = {"parks.end.after-third", PK_PAGE, S_GAME_END, "After the 3rd Season"},
    [R_CANTEEN_EMPTY] = {"parks.season.empty-canteens", PK_PAGE, S_SEASON_END,
                         "Empty your Canteens by discarding all Water from your Canteens back to "
                         "the Resource Tray"},
    [R_GEAR_REFILL] = {"parks.gear.refill", PK_PAGE, S_BUY,
                       "If you purchased a card from the Gear Market on your turn, slide the "
                       "remaining Gear to the right, and refill on the left"},
    [R_GEAR_DISCARD] = {"parks.season.gear-discard", PK_PAGE, S_SEASON_END,
                        "Discard the rightmost Gear Card from the Gear Market back to the box"},
    [R_GEAR_NEWCARD] = {"parks.season.gear-slide", PK_PAGE, S_SEASON_END,
                        "Slide the remaining Gear Cards 1 spot to the right and draw a new Gear "
                        "Card"},
    [R_DISPLAY_AFTER] = {"parks.park.display-after", PK_PAGE, S_PARKS,
                         "Whenever reserving or visiting Parks, replace cards in the display after "
                         "your turn has completely ended"},
    [R_DISPLAY_SLIDE] = {"parks.park.display-slide", PK_PAGE, S_PARKS,
                         "slide Park Cards in the display to the right to fill the gap"},
    [R_SEASON_TILE] = {"parks.season.tile", PK_PAGE, S_SEASON_END,
                       "if it’s the end of Spring or Summer, flip over the Season Tile"},
};

static const ga_rule_const consts[] = {
    {"parks.seasons", PK_PAGE, "Overview", NULL, 0, 0, "3 rounds called Seasons"},
    {"parks.tiles", PK_PAGE, "Starting a Season", NULL, 0, 0, "Shuffle the 8 Trail Site Tiles"},
    {"parks.gear.deck-cost", PK_PAGE, S_BUY, NULL, 0, 0, "Spend 2 Sun to draw the top card"},
    {"parks.canteen.rows", PK_PAGE, S_CANTEENS, NULL, 0, 0, "three Canteen rows"},
    {"parks.photo-bonus.2p", PK_PAGE, S_GAME_END, NULL, 0, 0, "3 points in a 2-player game"},
    {"parks.photo-bonus.3-5p", PK_PAGE, S_GAME_END, NULL, 0, 0,
     "4 points in a 3–5-player game, with 2 points"},
};

#define PK_TILES 8
#define PK_GEAR_DECK_COST 2
#define PK_ROWS 3
#define PK_ROW_SLOTS 2
#define PK_PHOTO_2P 3
#define PK_PHOTO_35P 4
#define PK_PHOTO_35P_SECOND 2

/* ---------------------------------------------------------------- data */

enum { RS_FOREST, RS_MOUNTAIN, RS_SUN, RS_WATER, RS_WILD, RS_N };
static const char *const res_names[RS_N] = {"forest", "mountain", "sun", "water", "wildlife"};

/* The trail sites: the 8 tiles and the Parks site (page, Trail Site Actions). */
enum { ST_FOREST, ST_MOUNTAIN, ST_SUN, ST_WATER, ST_DIE, ST_GEAR, ST_PHOTO, ST_WILD, ST_PARKS,
       ST_N };
static const char *const site_names[ST_N] = {"forest", "mountain", "sun", "water", "die",
                                             "gear", "photo", "wildlife", "parks"};
static const int site_rule[ST_N] = {R_SITE_FOREST, R_SITE_MOUNTAIN, R_SITE_SUN, R_SITE_WATER,
                                    R_SITE_DIE, R_SITE_GEAR, R_SITE_PHOTO, R_SITE_WILD,
                                    R_SITE_PARKS};
/* The gain of the four resource sites (page: Gain a Forest, Gain a Mountain, Gain 2 Sun,
 * Gain 2 Water). */
static const int site_gain_res[ST_N] = {RS_FOREST, RS_MOUNTAIN, RS_SUN, RS_WATER, -1, -1, -1, -1,
                                        -1};
static const int site_gain_n[ST_N] = {1, 1, 2, 2, 0, 0, 0, 0, 0};

/* The Trail Die (page, Rolling the Trail Die): face, resource, amount (canteen: -1), and the
 * trail site the face matches for the Shutterbug. */
enum { DF_FOREST, DF_MOUNTAIN, DF_SUN, DF_WATER, DF_WILD, DF_CANTEEN, DF_N };
static const struct { const char *name; int res, n, site; } die_faces[DF_N] = {
    {"forest", RS_FOREST, 1, ST_FOREST}, {"mountain", RS_MOUNTAIN, 1, ST_MOUNTAIN},
    {"sun", RS_SUN, 2, ST_SUN},          {"water", RS_WATER, 2, ST_WATER},
    {"wildlife", RS_WILD, 1, ST_WILD},   {"canteen", -1, 0, ST_PHOTO},
};

enum { TE_PARKS, TE_PHOTO, TE_GEAR, TE_N };
static const char *const te_names[TE_N] = {"parks", "photo", "gear"};

/* ---------------------------------------------------------------- vocabulary */

static const ga_arg_spec season_args[] = {
    {"season", GA_ARG_INT, 1, "the season starting: 1 (spring), 2 (summer), 3 (fall)"},
    {"sites", GA_ARG_ARRAY, 1,
     "the trail left to right, site names: forest, mountain, sun, water, die, gear, photo "
     "(photo or canteen), wildlife (trade), parks; the Trail's End is position len+1"},
    {"weather", GA_ARG_ARRAY, 1, "the weather token of each site: none, sun or water"},
    {"die", GA_ARG_STR, 1, "the Trail Die face rolled for the Shutterbug"},
    {"shutterbug", GA_ARG_INT, 1, "the position (1-based) of the site under which it is placed"},
    {"gear_market", GA_ARG_ARRAY, 0,
     "seasons 2-3: the Gear Market's card ids left to right after the end-of-season step "
     "(checked when setup.gear_market is given)"},
    {NULL},
};
static const ga_arg_spec hike_args[] = {
    {"hiker", GA_ARG_INT, 1, "which hiker: 1 or 2"},
    {"to", GA_ARG_INT, 1, "the site position (1-based); sites+1 is the Trail's End"},
    {"area", GA_ARG_STR, 0, "at the Trail's End: parks, photo or gear"},
    {"from", GA_ARG_INT, 0, "the position the log shows the hiker leaving (0 = the Trailhead)"},
    {"campfire", GA_ARG_STR, 0, "the player's campfire after the move as logged: lit or out"},
    {NULL},
};
static const ga_arg_spec gain_args[] = {
    {"resource", GA_ARG_STR, 1, "forest, mountain, sun, water or wildlife"},
    {"n", GA_ARG_INT, 0, "how many (default 1)"},
    {"from", GA_ARG_STR, 1,
     "site, weather, die, trailend, park, gear, canteen or passion (what gave it)"},
    {"row", GA_ARG_INT, 0, "water placed in this canteen row (1-3) instead of the backpack"},
    {"gear", GA_ARG_STR, 0, "from gear: the gear card's id"},
    {NULL},
};
static const ga_arg_spec display_args[] = {
    {"parks", GA_ARG_ARRAY, 1, "the display's park ids left to right after the refill"},
    {NULL},
};
static const ga_arg_spec fill_args[] = {
    {"row", GA_ARG_INT, 1, "a canteen row (1-3) filled with water from the backpack"},
    {NULL},
};
static const ga_arg_spec roll_args[] = {
    {"face", GA_ARG_STR, 1, "forest, mountain, sun, water, wildlife or canteen"},
    {"for", GA_ARG_STR, 0, "site (default), park, gear or passion: what made the roll"},
    {NULL},
};
static const ga_arg_spec trade_args[] = {
    {"give", GA_ARG_STR, 1, "the resource traded for a wildlife"},
    {NULL},
};
static const ga_arg_spec photo_args[] = {
    {"pay", GA_ARG_STR, 0, "the resource traded for the photo"},
    {"effect", GA_ARG_BOOL, 0, "true: a free photo from a card effect (follows the log)"},
    {NULL},
};
static const ga_arg_spec canteen_args[] = {
    {"row", GA_ARG_INT, 1, "canteen row 1-3"},
    {"slot", GA_ARG_INT, 1, "space 1-2 of the row"},
    {"from", GA_ARG_STR, 0, "site (default), die or effect (a park, gear or canteen benefit)"},
    {"take", GA_ARG_STR, 0, "display or stack: where the token came from (checked when "
                            "setup.canteen_display is given)"},
    {"token", GA_ARG_STR, 0, "the canteen token (any id)"},
    {"refill", GA_ARG_STR, 0, "display: the token drawn to replace it"},
    {NULL},
};
static const ga_arg_spec gear_args[] = {
    {"id", GA_ARG_STR, 1, "the gear card (any id, used by gain from gear)"},
    {"from", GA_ARG_STR, 1, "market or deck"},
    {"cost", GA_ARG_INT, 0, "market: the card's cost in Sun"},
    {"paid", GA_ARG_OBJECT, 1, "resources spent: {\"sun\": n, \"wildlife\": n}"},
    {"refill", GA_ARG_STR, 0, "market: the card drawn to refill the market on the left"},
    {NULL},
};
static const ga_arg_spec reserve_args[] = {
    {"park", GA_ARG_STR, 1, "the park card (any id)"},
    {"from", GA_ARG_STR, 0, "display or deck"},
    {NULL},
};
static const ga_arg_spec visit_args[] = {
    {"park", GA_ARG_STR, 1, "the park card (any id)"},
    {"from", GA_ARG_STR, 1, "display or reserve"},
    {"cost", GA_ARG_OBJECT, 1, "the card's requirement: {\"forest\": n, ...}"},
    {"paid", GA_ARG_OBJECT, 1, "resources spent: {\"forest\": n, \"wildlife\": n, ...}"},
    {"points", GA_ARG_INT, 1, "the card's points"},
    {NULL},
};
static const ga_arg_spec passion_args[] = {
    {"choice", GA_ARG_STR, 1, "gear (Gear Effect) or bonus (End Game Bonus)"},
    {NULL},
};
static const ga_arg_spec bonus_args[] = {
    {"season", GA_ARG_INT, 1, "the season scored (1-3)"},
    {"counts", GA_ARG_OBJECT, 1, "each player's count for the season tile: {\"id\": n}"},
    {"points", GA_ARG_INT, 1, "the bonus's points"},
    {"winners", GA_ARG_ARRAY, 1, "player ids awarded the points"},
    {NULL},
};
static const ga_arg_spec score_args[] = {
    {"parks", GA_ARG_INT, 1, "points of visited parks"},
    {"photos", GA_ARG_INT, 1, "1 per photo"},
    {"photo_bonus", GA_ARG_INT, 1, "the Photo Bonus"},
    {"seasons", GA_ARG_INT, 1, "season bonuses awarded"},
    {"passion", GA_ARG_INT, 1, "the passion's End Game Bonus"},
    {"year", GA_ARG_INT, 0, "the year card (follows the log)"},
    {"first_hiker", GA_ARG_INT, 1, "the First Hiker Token"},
    {"total", GA_ARG_INT, 1, "the final score as logged"},
    {NULL},
};
static const ga_arg_spec result_args[] = {
    {"winners", GA_ARG_ARRAY, 1, "player ids of the winner, or of all who share the victory"},
    {NULL},
};

static const ga_action actions[] = {
    {"bonus", bonus_args, "none (player null)", "a season bonus awarded at the end of a season"},
    {"canteen", canteen_args, "the player to move", "gains a canteen token into a row's space"},
    {"display", display_args, "none (player null)",
     "the park display after a turn that took cards from it (when setup.park_display is given)"},
    {"fill", fill_args, "the player to move", "moves water from the backpack into a canteen"},
    {"gain", gain_args, "the player to move", "gains resources (from a site, the weather, ...)"},
    {"gear", gear_args, "the player to move", "purchases a gear card"},
    {"hike", hike_args, "the player to move", "moves a hiker forward: starts the player's turn"},
    {"passion", passion_args, "the player to move", "completes the passion and chooses its side"},
    {"photo", photo_args, "the player to move", "takes a photo"},
    {"reserve", reserve_args, "the player to move", "reserves a park"},
    {"result", result_args, "none (player null)", "the winners as the log states them"},
    {"roll", roll_args, "the player to move", "rolls the Trail Die"},
    {"score", score_args, "the player scored", "the player's final score by step"},
    {"season", season_args, "none (player null)", "a season starts: the trail is laid out"},
    {"trade", trade_args, "the player to move", "trades a resource for a wildlife"},
    {"visit", visit_args, "the player to move", "visits a park, paying its requirement"},
};

static const ga_check_def checks[] = {
    {"parks.bonus.season", GA_ERROR, R_SEASON_TILE,
     "a season bonus for another season than the one ending, or a second one"},
    {"parks.bonus.winners", GA_ERROR, R_FALL_BONUS,
     "a season bonus not awarded to the player(s) with the highest count", GA_ALSO(R_BONUS_TIE)},
    {"parks.campfire.out", GA_ERROR, R_SHARE,
     "a hiker shares an occupied site while its player's campfire is out",
     GA_ALSO(R_CAMPFIRE_FAQ)},
    {"parks.campfire.state", GA_ERROR, R_SHARE,
     "the campfire the log shows after a hike differs from the rules' state",
     GA_ALSO(R_RELIGHT_SEASON)},
    {"parks.canteen.backpack", GA_ERROR, R_CANTEEN_BACKPACK,
     "water from the backpack put into a canteen"},
    {"parks.canteen.benefit", GA_ERROR, R_CANTEEN_WATER,
     "a canteen benefit from a row not filled with water this turn, or added after its water",
     GA_ALSO(R_CANTEEN_LATE, R_CANTEEN_EMPTY)},
    {"parks.canteen.display", GA_ERROR, R_CANTEEN_REFILL,
     "a canteen taken from the display (when tracked) that it does not hold, or not replaced",
     GA_ALSO(R_CANTEEN_DISPLAY)},
    {"parks.canteen.empty-row", GA_ERROR, R_CANTEEN_ONE,
     "water placed in a canteen row with no canteen token"},
    {"parks.canteen.once", GA_ERROR, R_CANTEEN_ONCE,
     "a canteen row activated with water twice in a season"},
    {"parks.canteen.space", GA_ERROR, R_CANTEEN_EMPTY_SPACE,
     "a canteen placed in a taken space or outside the three rows of two",
     GA_ALSO(R_CANTEEN_ROWS)},
    {"parks.canteen.wildlife", GA_ERROR, R_WILD_CANTEEN, "a canteen filled with something else than water"},
    {"parks.die.face", GA_ERROR, R_DIE_FACES, "a roll or a die gain that is not the die's face"},
    {"parks.die.when", GA_ERROR, R_DIE_WHEN,
     "a die gain with no roll that gives it, or a roll for a park or gear the turn does not have"},
    {"parks.end.early", GA_ERROR, R_GAME_OVER, "final scoring before the third season ended",
     GA_ALSO(R_AFTER_3RD)},
    {"parks.end.winner", GA_ERROR, R_WINNER, "the stated winners are not who the rules make win",
     GA_ALSO(R_TIE_PARKS, R_TIE_SHARED)},
    {"parks.gear.cost", GA_ERROR, R_GEAR_MARKET, "gear paid other than its cost in Sun",
     GA_ALSO(R_GEAR_DECK)},
    {"parks.gear.market", GA_ERROR, R_GEAR_REFILL,
     "gear bought from the market that the market (slid and refilled) does not hold"},
    {"parks.gear.market-season", GA_ERROR, R_GEAR_DISCARD,
     "the Gear Market of a new season is not the old one less its rightmost card, slid right, "
     "with a new card on the left",
     GA_ALSO(R_GEAR_NEWCARD)},
    {"parks.gear.once", GA_ERROR, R_GEAR_ONCE, "one gear's benefit gained twice in a turn"},
    {"parks.gear.one", GA_ERROR, R_GEAR_ONE, "more than one gear card bought in one purchase"},
    {"parks.gear.order", GA_ERROR, R_GEAR_ORDER, "a gear benefit before the trail site action"},
    {"parks.gear.owned", GA_ERROR, R_GEAR_READY, "a gear benefit from gear the player has not bought"},
    {"parks.gear.way", GA_ERROR, R_GEAR_WAYS, "gear bought neither from the market nor the deck"},
    {"parks.hike.backward", GA_ERROR, R_NO_BACK, "a hiker moved back or not at all",
     GA_ALSO(R_LTR)},
    {"parks.hike.from", GA_ERROR, R_TRAILHEAD, "a hiker leaves another place than where it stands",
     GA_ALSO(R_CONTINUES)},
    {"parks.hike.last", GA_ERROR, R_LAST_HIKER,
     "the last hiker on the trail does not go to the Trail's End"},
    {"parks.hike.past-end", GA_ERROR, R_LAST_SPACE, "a hiker moved beyond the Trail's End"},
    {"parks.hike.stays", GA_ERROR, R_STAYS, "a hiker moved from the Trail's End"},
    {"parks.park.cost", GA_ERROR, R_VISIT, "a park visited without paying its requirement"},
    {"parks.park.display", GA_ERROR, R_DISPLAY_AFTER,
     "a park taken from the display that the display (refilled only after a turn) does not hold"},
    {"parks.park.display-refill", GA_ERROR, R_DISPLAY_SLIDE,
     "the display after a turn is not its remaining cards slid right, new cards on the left"},
    {"parks.park.either", GA_ERROR, R_EITHER, "a park reserved and visited in one parks action"},
    {"parks.park.from", GA_ERROR, R_VISIT_MANY,
     "a park visited from elsewhere than the display or the player's reserve"},
    {"parks.park.instant", GA_ERROR, R_INSTANT, "a park benefit with no park visited this turn"},
    {"parks.park.reserve-one", GA_ERROR, R_RESERVE_ONE, "more than one park reserved at once"},
    {"parks.park.reserve-own", GA_ERROR, R_RESERVE_OWN,
     "a park visited from a reserve it is not in"},
    {"parks.passion.choice", GA_ERROR, R_PASSION_TUCK,
     "a passion completed with neither side chosen"},
    {"parks.passion.once", GA_ERROR, R_PASSION_FLIP, "a passion completed twice"},
    {"parks.passion.turn", GA_ERROR, R_PASSION_TURN, "a passion completed outside its turn"},
    {"parks.pay.substitute", GA_ERROR, R_WILD_ANY,
     "a resource other than wildlife paid in place of another"},
    {"parks.photo.cost", GA_ERROR, R_PHOTO, "a photo taken without trading a resource"},
    {"parks.photo.second", GA_ERROR, R_BADGE_SECOND,
     "a second photo in one action without the Shutterbug Badge, or a third",
     GA_ALSO(R_BADGE_GAIN, R_BADGE_TAKE, R_TE_PHOTO_TWICE, R_BADGE_START, R_BUG_STAYS)},
    {"parks.resource.short", GA_ERROR, R_VISIT, "a resource spent that the backpack does not hold",
     GA_ALSO(R_PHOTO, R_GEAR_MARKET, R_SITE_WILD, R_TRAYS)},
    {"parks.score.first-hiker", GA_ERROR, R_FH_POINT,
     "the First Hiker point given to another than its holder", GA_ALSO(R_TE_FIRSTHIKER)},
    {"parks.score.parks", GA_ERROR, R_SCORE_PARKS, "park points differ from the visited parks"},
    {"parks.score.passion", GA_ERROR, R_SCORE_PASSION,
     "passion points without the End Game Bonus chosen", GA_ALSO(R_PASSION_BONUS)},
    {"parks.score.photo-bonus", GA_ERROR, R_PHOTO_BONUS_MOST, "the Photo Bonus scored wrong",
     GA_ALSO(R_PHOTO_MOST, R_PHOTO_2P, R_PHOTO_35P)},
    {"parks.score.photos", GA_ERROR, R_PHOTO_EACH, "photo points differ from the photos taken"},
    {"parks.score.seasons", GA_ERROR, R_FALL_BONUS,
     "season bonus points differ from the bonuses awarded"},
    {"parks.score.total", GA_ERROR, R_TOTAL, "the total differs from the sum of the steps"},
    {"parks.season.early", GA_ERROR, R_ALL_END,
     "a season ends while hikers are still on the trail", GA_ALSO(R_SEASON_OVER)},
    {"parks.season.order", GA_ERROR, R_SEASONS, "a season out of order or a fourth season",
     GA_ALSO(R_GAME_OVER)},
    {"parks.season.shutterbug", GA_ERROR, R_SHUTTERBUG,
     "the Shutterbug not under the site matching the die", GA_ALSO(R_NEW_SHUTTERBUG)},
    {"parks.season.tiles", GA_ERROR, R_TILES, "the trail is not the 8 tiles and the Parks site",
     GA_ALSO(R_RESHUFFLE)},
    {"parks.season.weather", GA_ERROR, R_WEATHER,
     "weather not from the 2nd site on, alternating Sun and Water", GA_ALSO(R_NEW_WEATHER)},
    {"parks.site.action", GA_ERROR, R_SITE_FOREST,
     "an action or gain the site the hiker stopped at does not give",
     GA_ALSO(R_SITE_MOUNTAIN, R_SITE_SUN, R_SITE_WATER, R_SITE_DIE, R_SITE_GEAR, R_SITE_PHOTO,
             R_SITE_WILD, R_SITE_PARKS)},
    {"parks.trail-end.area", GA_ERROR, R_TE_AREA,
     "a Trail's End action the area the hiker chose does not give"},
    {"parks.trail-end.bonus", GA_ERROR, R_TE_PHOTO_BONUS,
     "a Trail's End first-use bonus wrong, missing or taken twice", GA_ALSO(R_TE_GEAR_BONUS)},
    {"parks.turn.order", GA_ERROR, R_CLOCKWISE, "a hike by another player than the one to move",
     GA_ALSO(R_FIRST, R_NO_TURNS)},
    {"parks.weather.gain", GA_ERROR, R_WEATHER_GAIN,
     "a weather token not collected, or collected where there is none"},
};

static const ga_rule_skip skips[] = {
    {PK_PAGE, "Overview",
     "Each Season, your two Hikers will make their way down the Trail, stopping at Trail Sites "
     "along the way, collecting Resources to visit Parks, taking Photos of the beautiful "
     "vistas, and encountering Wildlife (from a safe distance).",
     "overview: each step has its own section, checked there"},
    {PK_PAGE, "Overview",
     "Along the way, you’ll gain Gear and Canteens to improve your hiking experience.",
     "overview of the Gear and Canteen sections"},
    {PK_PAGE, "Overview", "Count up your points and see who enjoyed the parks the most.",
     "overview of final scoring, checked in its own section"},
    {PK_PAGE, "Taking turns > HIKING > CAMPFIRES",
     "Sometimes, you’ll want one of your Hikers to stop at a Trail Site occupied by another "
     "Hiker.",
     "flavour introducing the campfire rule of the next sentence"},
    {PK_PAGE, S_TRAIL,
     "Here are all the Trail Sites in Parks and the action you take at that site:",
     "introduces the list of sites, each row checked"},
    {PK_PAGE, S_WILD, "Wildlife are wild, appearing all over the game!", "flavour text: states no rule"},
    {PK_PAGE, S_PARKS,
     "Visiting Parks is what we’re here for, and it’s the best way to earn points in the game.",
     "flavour text: states no rule"},
    {PK_PAGE, S_PHOTOS, "Photos are another great way to earn points.", "flavour text: states no rule"},
    {PK_PAGE, S_CANTEENS,
     "Gaining a Canteen: It gets hot out there on the Trail, and filling your Canteen will give "
     "you lots of benefits in addition to keeping you hydrated.",
     "flavour text: states no rule"},
    {PK_PAGE, S_GEAR, "If you want to go the distance, you’re going to need a good pair of boots.",
     "flavour text: states no rule"},
    {PK_PAGE, S_GEAR,
     "Having Gear packed in your bag will set you up for greater rewards when you visit Trail "
     "Sites and take other actions in the game.",
     "flavour text: states no rule"},
    {PK_PAGE, S_GEAR, "Grab Gear as early as you can to enjoy its benefits during your hike.",
     "strategy tip"},
    {PK_PAGE, S_USE, "It is possible to gain the benefit of multiple Gear on your turn.",
     "a permission: no log can break it"},
    {PK_PAGE, S_DIE,
     "Life on the Trail can sometimes be unpredictable—you never know what Mother Nature is "
     "going to throw your way.",
     "flavour text: states no rule"},
    {PK_PAGE, "Taking turns > PASSION CARDS",
     "You love the great outdoors, but that’s not the only reason you’re on the trail.",
     "flavour text: states no rule"},
    {PK_PAGE, "Taking turns > PASSION CARDS", "Each Passion Card has an objective on one side.",
     "describes the card (its objective is a card text, not modelled: completion follows the "
     "log)"},
    {PK_PAGE, "Taking turns > PASSION CARDS",
     "It is possible that completing your Passion in the middle of your turn will earn you a "
     "benefit for another action in the same turn.",
     "a permission: no log can break it"},
};

/* ---------------------------------------------------------------- state */

struct ga_engine {
    ga_header h;
    int np;
    int season;            /* 0 before the first */
    int nsites, site[PK_MAXSITES], weather[PK_MAXSITES], wtaken[PK_MAXSITES], bug;
    int pos[PK_MAXP][2];   /* 0 trailhead, 1..nsites, nsites+1 Trail's End */
    int moved[PK_MAXP][2]; /* moved this season */
    int lit[PK_MAXP];
    int ever_lit[PK_MAXP]; /* the campfire has been lit (set up lit or relit) */
    int setup_lit;
    int badge, badge_had[PK_MAXP], badge_lost[PK_MAXP]; /* lost: the season it was taken */
    int first_hiker, fh_moved; /* holder; the token changed hands at the Trail's End */
    int te_used[TE_N];
    int res[PK_MAXP][RS_N];
    int photos[PK_MAXP];
    long park_points[PK_MAXP];
    int nparks[PK_MAXP];
    char *reserve[PK_MAXP][PK_MAXPARKS];
    int nreserve[PK_MAXP];
    char *gear[PK_MAXP][PK_MAXGEAR];
    int ngear[PK_MAXP];
    int canteen[PK_MAXP][PK_ROWS][PK_ROW_SLOTS];
    int row_water[PK_MAXP][PK_ROWS];   /* activated this season */
    int row_late[PK_MAXP][PK_ROWS];    /* a canteen added after the water this season */
    int row_past[PK_MAXP][PK_ROWS];    /* filled in an earlier season (water discarded) */
    int bonus_season;                  /* the last season whose bonus was awarded */
    char *market[PK_MARKET];           /* the Gear Market left to right, when tracked */
    int nmarket, market_on;
    char *pdisp[PK_MAXSITES];          /* the park display left to right, when tracked */
    char *cdisp[PK_MAXSITES];          /* the canteen display, when tracked */
    int ncdisp, cdisp_on;
    int npdisp, pdisp_on;
    int passion[PK_MAXP];              /* 0, 1 gear, 2 bonus */
    long bonus[PK_MAXP];
    int next;                          /* the player expected to hike, -1 unknown */
    /* the turn in progress */
    int cur, tsite, tarea;             /* tsite: site type, -1 Trail's End; tarea: TE area */
    int tpos, site_got, wx_got, wx_due, te_bonus_due, te_bonus_got;
    int tphotos, tcanteen_site, ttrade, tgear, treserve, tvisit, troll_site, tact;
    int tspent[RS_N];      /* resources spent this turn (back in the trays) */
    int die_face, die_pending;
    int filled_row[PK_ROWS];
    char *gear_used[PK_MAXGEAR];
    int ngear_used;
    const ga_move *tmove;  /* &tcopy while a turn is open */
    ga_move tcopy;         /* the turn's hike, kept to report at the turn's end */
    int scored[PK_MAXP];
    long total[PK_MAXP];
    int game_over_reported;
};

static const char *pname(const ga_engine *e, int p)
{
    if (p < 0 || (size_t)p >= e->h.nplayers)
        return "?";
    return e->h.players[p].name && *e->h.players[p].name ? e->h.players[p].name
                                                          : e->h.players[p].id;
}

static int player_of(const ga_engine *e, const ga_move *m)
{
    int p = m->player ? ga_header_player_index(&e->h, m->player) : -1;
    return p >= 0 && p < e->np ? p : -1;
}

static int name_index(const char *s, const char *const *names, int n)
{
    for (int i = 0; s && i < n; i++)
        if (!strcmp(s, names[i]))
            return i;
    return -1;
}

static const char *str_arg(const ga_move *m, const char *k)
{
    return json_string_value(json_object_get(m->args, k));
}

static long int_arg(const ga_move *m, const char *k, long dflt)
{
    long long v;
    if (!ga_json_int(json_object_get(m->args, k), &v) || v < -1000000 || v > 1000000)
        return dflt;
    return (long)v;
}

#define G (&ga_game_parks)

static int trail_end(const ga_engine *e)
{
    return e->nsites + 1;
}

static int on_trail(const ga_engine *e, int p)
{
    return (e->pos[p][0] < trail_end(e)) + (e->pos[p][1] < trail_end(e));
}

static int hikers_left(const ga_engine *e)
{
    int n = 0;
    for (int p = 0; p < e->np; p++)
        n += on_trail(e, p);
    return n;
}

static int next_player(const ga_engine *e, int after)
{
    for (int i = 1; i <= e->np; i++) {
        int p = (after + i) % e->np;
        if (on_trail(e, p))
            return p;
    }
    return -1;
}

static const char *site_rule_name(const ga_engine *e)
{
    if (e->tsite >= 0)
        return site_names[e->tsite];
    return "the Trail's End";
}

/* Reports an action the landed site does not give, citing that site's row. */
static void site_wrong(ga_engine *e, const ga_move *m, ga_findings *out, const char *what)
{
    if (e->tsite < 0) {
        ga_report(out, G, m, "parks.trail-end.area",
                  "%s %s at the Trail's End in the %s area, which does not give it", pname(e, e->cur),
                  what, e->tarea >= 0 ? te_names[e->tarea] : "(none)");
        return;
    }
    ga_report_rule(out, G, m, "parks.site.action", site_rule[e->tsite],
                   "%s %s at the %s site (position %d), which does not give it", pname(e, e->cur),
                   what, site_names[e->tsite], e->tpos);
}

/* Checks that m is by the player whose turn it is (reporting a move out of
 * turn, which is then not applied); returns the player or -1. */
static int turn_player(ga_engine *e, const ga_move *m, ga_findings *out)
{
    int p = player_of(e, m);
    if (p < 0)
        return -1;
    if (e->cur < 0 || p != e->cur) {
        ga_report(out, G, m, "parks.turn.order",
                  "%s plays %s %s", pname(e, p), m->action,
                  e->cur < 0 ? "with no hike of theirs opening a turn"
                             : "during another player's turn");
        return -1;
    }
    return p;
}

/* Spends n of r from p's backpack; reports a shortage (citing rule). */
static void spend(ga_engine *e, const ga_move *m, ga_findings *out, int p, int r, int n, int rule,
                  const char *what)
{
    if (n <= 0)
        return;
    if (e->res[p][r] < n) {
        /* short only of what this turn already spent: the log spends it again */
        int again = e->tspent[r] > 0 && e->res[p][r] + e->tspent[r] >= n;
        ga_report_rule(out, G, m, "parks.resource.short", again ? R_TRAYS : rule,
                       "%s spends %d %s for %s but the backpack holds %d%s", pname(e, p), n,
                       res_names[r], what, e->res[p][r],
                       again ? " (what was spent earlier this turn went back to the Resource "
                               "Trays)" : "");
        e->res[p][r] = 0;
        return;
    }
    e->res[p][r] -= n;
    e->tspent[r] += n;
}

/* Reads a resource object {"forest": n, ...} into v; returns 0 on a bad key. */
static int read_res(const json_t *o, int v[RS_N])
{
    memset(v, 0, sizeof(int) * RS_N);
    const char *k;
    json_t *x;
    int ok = 1;
    json_object_foreach((json_t *)o, k, x) {
        int r = name_index(k, res_names, RS_N);
        if (r < 0 || !json_is_integer(x) || json_integer_value(x) < 0 ||
            json_integer_value(x) > 50) {
            ok = 0;
            continue;
        }
        v[r] = (int)json_integer_value(x);
    }
    return ok;
}

/* ---------------------------------------------------------------- turns */

static void close_turn(ga_engine *e, ga_findings *out)
{
    if (e->cur < 0 || !e->tmove)
        return;
    const ga_move *m = e->tmove;
    int p = e->cur;
    if (e->tsite >= 0 && site_gain_n[e->tsite] && e->site_got < site_gain_n[e->tsite])
        ga_report_rule(out, G, m, "parks.site.action", site_rule[e->tsite],
                       "%s's hiker stopped at the %s site (position %d) but gained %d %s of the "
                       "%d it gives",
                       pname(e, p), site_names[e->tsite], e->tpos, e->site_got,
                       res_names[site_gain_res[e->tsite]], site_gain_n[e->tsite]);
    if (e->wx_due && !e->wx_got)
        ga_report(out, G, m, "parks.weather.gain",
                  "%s's hiker stopped at position %d with a %s weather token but did not "
                  "collect it",
                  pname(e, p), e->tpos, e->wx_due == 1 ? "sun" : "water");
    if (e->te_bonus_due && !e->te_bonus_got)
        ga_report_rule(out, G, m, "parks.trail-end.bonus",
                       e->tarea == TE_PHOTO ? R_TE_PHOTO_BONUS : R_TE_GEAR_BONUS,
                       "%s is the first this season in the Trail's End %s area but did not gain "
                       "its %s",
                       pname(e, p), te_names[e->tarea], e->tarea == TE_PHOTO ? "wildlife" : "sun");
    for (int i = 0; i < e->ngear_used; i++)
        free(e->gear_used[i]);
    e->ngear_used = 0;
    e->cur = -1;
    e->tmove = NULL;
}

/* A row of cards (the Gear Market, the park display): ids left to right. */
static void row_clear(char **v, int *n)
{
    for (int i = 0; i < *n; i++)
        free(v[i]);
    *n = 0;
}

/* Sets a row of at most max cards from a JSON array of ids; 0 or GA_ENOMEM. */
static int row_set(char **v, int *n, int max, const json_t *a)
{
    row_clear(v, n);
    size_t i;
    json_t *x;
    json_array_foreach(a, i, x) {
        if (!json_is_string(x) || *n >= max)
            continue;
        if (!(v[*n] = strdup(json_string_value(x))))
            return GA_ENOMEM;
        (*n)++;
    }
    return 0;
}

static void row_text(char *const *v, int n, char *buf, size_t size)
{
    size_t k = 0;
    buf[0] = '\0';
    for (int i = 0; i < n && k < size; i++)
        k += (size_t)snprintf(buf + k, size - k, "%s%s", i ? ", " : "", v[i]);
}

/* Returns the index of id in the row, or -1. */
static int row_find(char *const *v, int n, const char *id)
{
    for (int i = 0; id && i < n; i++)
        if (!strcmp(v[i], id))
            return i;
    return -1;
}

#define market_clear(e) row_clear((e)->market, &(e)->nmarket)
#define market_set(e, a) row_set((e)->market, &(e)->nmarket, PK_MARKET, (a))
#define market_text(e, buf, n) row_text((e)->market, (e)->nmarket, (buf), (n))

/* The season's end step of the Gear Market against the new season's market. */
static int market_season(ga_engine *e, const ga_move *m, ga_findings *out)
{
    const json_t *a = json_object_get(m->args, "gear_market");
    if (!e->market_on || !json_is_array(a))
        return 0;
    int ok = (int)json_array_size(a) == e->nmarket && e->nmarket > 0, kept_right = 0;
    for (int i = 1; ok && i < e->nmarket; i++) {
        const char *id = json_string_value(json_array_get(a, (size_t)i));
        if (!id || strcmp(id, e->market[i - 1]))
            ok = 0;
    }
    for (size_t i = 0; e->nmarket && i < json_array_size(a); i++) {
        const char *id = json_string_value(json_array_get(a, i));
        if (id && !strcmp(id, e->market[e->nmarket - 1]))
            kept_right = 1;
    }
    if (!ok) {
        char was[160];
        market_text(e, was, sizeof was);
        ga_report_rule(out, G, m, "parks.gear.market-season",
                       kept_right ? R_GEAR_DISCARD : R_GEAR_NEWCARD,
                       "the Gear Market of season %ld is not the market of the season before "
                       "(%s) less its rightmost card, slid one spot right, a new card on the left",
                       int_arg(m, "season", 0), was);
    }
    return market_set(e, a);
}

static int on_season(ga_engine *e, const ga_move *m, ga_findings *out)
{
    close_turn(e, out);
    long s = int_arg(m, "season", 0);
    if (e->season > 0 && hikers_left(e))
        ga_report(out, G, m, "parks.season.early",
                  "season %ld is set up while %d hiker(s) of season %d are still on the trail",
                  s, hikers_left(e), e->season);
    if (s != e->season + 1 || s > PK_SEASONS)
        ga_report_rule(out, G, m, "parks.season.order", e->season >= PK_SEASONS ? R_GAME_OVER
                                                                                 : R_SEASONS,
                       "season %ld is set up after season %d; the game has 3 seasons", s,
                       e->season);
    int later = e->season > 0;
    e->season = (int)(s >= 1 && s <= 9 ? s : e->season + 1);
    /* the trail */
    json_t *a = json_object_get(m->args, "sites"), *v;
    size_t i;
    int cnt[ST_N] = {0}, bad = 0;
    e->nsites = 0;
    json_array_foreach(a, i, v) {
        int t = name_index(json_string_value(v), site_names, ST_N);
        if (t < 0 || i >= PK_MAXSITES) {
            bad = 1;
            continue;
        }
        e->site[e->nsites++] = t;
        cnt[t]++;
    }
    for (int t = 0; t < ST_N; t++)
        if (cnt[t] != 1)
            bad = 1;
    if (bad)
        ga_report_rule(out, G, m, "parks.season.tiles", later ? R_RESHUFFLE : R_TILES,
                       "the trail of season %d is not the 8 trail site tiles (forest, mountain, "
                       "sun, water, die, gear, photo, wildlife) and the Parks site, each once",
                       e->season);
    /* weather */
    json_t *w = json_object_get(m->args, "weather");
    int wbad = json_array_size(w) != (size_t)e->nsites, prev = 0;
    for (int k = 0; k < PK_MAXSITES; k++)
        e->weather[k] = e->wtaken[k] = 0;
    json_array_foreach(w, i, v) {
        const char *t = json_string_value(v);
        int x = t && !strcmp(t, "sun") ? 1 : t && !strcmp(t, "water") ? 2 : t && !strcmp(t, "none") ? 0 : -1;
        if (x < 0 || i >= PK_MAXSITES) {
            wbad = 1;
            continue;
        }
        e->weather[i] = x;
        if ((i == 0 && x) || (i > 0 && (!x || x == prev)))
            wbad = 1;
        prev = x;
    }
    if (wbad)
        ga_report_rule(out, G, m, "parks.season.weather", later ? R_NEW_WEATHER : R_WEATHER,
                       "the weather of season %d is not none at the 1st site then alternating "
                       "sun and water from the 2nd on",
                       e->season);
    int f = name_index(str_arg(m, "die"), (const char *const[]){"forest", "mountain", "sun",
                                                                 "water", "wildlife", "canteen"},
                       DF_N);
    long b = int_arg(m, "shutterbug", 0);
    e->bug = (int)b;
    if (f < 0 || b < 1 || b > e->nsites || e->site[b - 1] != die_faces[f].site)
        ga_report_rule(out, G, m, "parks.season.shutterbug", later ? R_NEW_SHUTTERBUG : R_SHUTTERBUG,
                       "the die shows %s but the Shutterbug is placed at position %ld (%s)",
                       str_arg(m, "die") ? str_arg(m, "die") : "?", b,
                       b >= 1 && b <= e->nsites ? site_names[e->site[b - 1]] : "off the trail");
    for (int p = 0; p < e->np; p++) {
        e->pos[p][0] = e->pos[p][1] = 0;
        e->moved[p][0] = e->moved[p][1] = 0;
        if (later) {
            e->lit[p] = 1;
            e->ever_lit[p] = 1;
        }
        for (int r = 0; r < PK_ROWS; r++) {
            e->row_past[p][r] |= e->row_water[p][r];
            e->row_water[p][r] = e->row_late[p][r] = 0;
        }
    }
    for (int t = 0; t < TE_N; t++)
        e->te_used[t] = 0;
    e->next = e->first_hiker;
    return later ? market_season(e, m, out) : 0;
}

static int on_hike(ga_engine *e, const ga_move *m, ga_findings *out)
{
    close_turn(e, out);
    int p = player_of(e, m);
    if (p < 0 || !e->season)
        return 0;
    int first = 1;
    for (int q = 0; q < e->np; q++)
        if (e->moved[q][0] || e->moved[q][1])
            first = 0;
    if (e->next >= 0 && p != e->next) {
        int rule = !on_trail(e, p) ? R_NO_TURNS : first ? R_FIRST : R_CLOCKWISE;
        ga_report_rule(out, G, m, "parks.turn.order", rule,
                       "%s hikes but it is %s's turn%s", pname(e, p), pname(e, e->next),
                       rule == R_NO_TURNS ? " (both of the player's hikers are at the Trail's End)"
                       : rule == R_FIRST  ? " (the First Hiker Token holder begins the season)"
                                          : "");
    }
    long hk = int_arg(m, "hiker", 0);
    int h = hk == 2 ? 1 : 0;
    long to = int_arg(m, "to", 0);
    int te = trail_end(e);
    int from = e->pos[p][h];
    long lf = int_arg(m, "from", -1);
    if (lf >= 0 && lf != from) {
        ga_report_rule(out, G, m, "parks.hike.from", !e->moved[p][h] ? R_TRAILHEAD : R_CONTINUES,
                       "%s's hiker %d leaves position %ld in the log but stands at %d%s",
                       pname(e, p), h + 1, lf, from,
                       !e->moved[p][h] ? " (the Trailhead: hikers return there each season)" : "");
    }
    if (from >= te) {
        ga_report(out, G, m, "parks.hike.stays",
                  "%s moves hiker %d, which already stands at the Trail's End", pname(e, p), h + 1);
    } else if (to <= from) {
        ga_report_rule(out, G, m, "parks.hike.backward", to < from ? R_NO_BACK : R_LTR,
                       "%s's hiker %d goes from position %d to %ld", pname(e, p), h + 1, from, to);
    } else if (to > te) {
        ga_report(out, G, m, "parks.hike.past-end",
                  "%s's hiker %d goes to position %ld, past the Trail's End at %d", pname(e, p),
                  h + 1, to, te);
    }
    if (hikers_left(e) == 1 && from < te && to != te)
        ga_report(out, G, m, "parks.hike.last",
                  "%s's hiker %d is the last on the trail but stops at position %ld, not the "
                  "Trail's End",
                  pname(e, p), h + 1, to);
    if (to < 1)
        to = from > 0 ? from : 1;
    if (to > te)
        to = te;
    /* occupied site: the campfire */
    if (to < te) {
        int occ = 0;
        for (int q = 0; q < e->np; q++)
            for (int k = 0; k < 2; k++)
                if (!(q == p && k == h) && e->pos[q][k] == to)
                    occ = 1;
        if (occ) {
            if (!e->lit[p])
                ga_report_rule(out, G, m, "parks.campfire.out",
                               !e->ever_lit[p] ? R_CAMPFIRE_FAQ : R_SHARE,
                               "%s's hiker %d stops at occupied position %ld but the campfire is "
                               "out%s",
                               pname(e, p), h + 1, to,
                               !e->ever_lit[p] ? " (it did not start the game lit)" : "");
            e->lit[p] = 0;
        }
    } else {
        e->lit[p] = 1;
        e->ever_lit[p] = 1;
    }
    const char *cf = str_arg(m, "campfire");
    if (cf && (!strcmp(cf, "lit") || !strcmp(cf, "out")) && (cf[0] == 'l') != e->lit[p]) {
        int fresh = to < te && e->lit[p] && !e->moved[p][0] && !e->moved[p][1] && e->season > 1;
        ga_report_rule(out, G, m, "parks.campfire.state", fresh ? R_RELIGHT_SEASON : R_SHARE,
                       "the log shows %s's campfire %s after the hike to position %ld; the rules "
                       "have it %s",
                       pname(e, p), cf, to, e->lit[p] ? "lit" : "out");
        e->lit[p] = cf[0] == 'l';
    }
    e->pos[p][h] = (int)to;
    e->moved[p][h] = 1;
    /* the turn */
    e->cur = p;
    ga_move_clear(&e->tcopy);
    if (ga_move_set(&e->tcopy, m->seq, m->game, m->player, m->action, json_incref(m->args), m->src,
                    m->raw, m->raw ? strlen(m->raw) : 0))
        return GA_ENOMEM;
    e->tmove = &e->tcopy;
    e->tpos = (int)to;
    e->tsite = to < te ? e->site[to - 1] : -1;
    e->tarea = -1;
    e->site_got = e->wx_got = e->wx_due = e->te_bonus_due = e->te_bonus_got = 0;
    e->tphotos = e->tcanteen_site = e->ttrade = e->tgear = e->treserve = e->tvisit = 0;
    e->troll_site = e->tact = e->die_pending = 0;
    memset(e->tspent, 0, sizeof e->tspent);
    e->die_face = -1;
    memset(e->filled_row, 0, sizeof e->filled_row);
    if (to < te) {
        if (e->weather[to - 1] && !e->wtaken[to - 1])
            e->wx_due = e->weather[to - 1];
        if (to == e->bug) {
            if (e->badge >= 0 && e->badge != p) {
                e->badge_had[e->badge] = 1;
                e->badge_lost[e->badge] = e->season;
            }
            e->badge = p;
        }
    } else {
        const char *ar = str_arg(m, "area");
        e->tarea = name_index(ar, te_names, TE_N);
        if (e->tarea < 0)
            ga_report(out, G, m, "parks.trail-end.area",
                      "%s's hiker reaches the Trail's End without choosing one of the three "
                      "areas (parks, photo, gear)",
                      pname(e, p));
        else if (!e->te_used[e->tarea]) {
            e->te_used[e->tarea] = 1;
            if (e->tarea == TE_PARKS) {
                e->fh_moved = 1;
                e->first_hiker = p;
            } else {
                e->te_bonus_due = 1;
            }
        }
    }
    e->next = next_player(e, p);
    return 0;
}

static int on_gain(ga_engine *e, const ga_move *m, ga_findings *out)
{
    int p = turn_player(e, m, out);
    if (p < 0)
        return 0;
    int r = name_index(str_arg(m, "resource"), res_names, RS_N);
    long n = int_arg(m, "n", 1);
    const char *from = str_arg(m, "from");
    if (r < 0 || n < 1 || n > 20 || !from)
        return 0;
    long row = int_arg(m, "row", 0);
    if (!strcmp(from, "site")) {
        if (e->tsite < 0 || site_gain_res[e->tsite] != r ||
            e->site_got + n > site_gain_n[e->tsite])
            site_wrong(e, m, out, "gains resources from the site");
        else
            e->site_got += (int)n;
        e->tact = 1;
    } else if (!strcmp(from, "weather")) {
        int want = e->wx_due == 1 ? RS_SUN : e->wx_due == 2 ? RS_WATER : -1;
        if (want != r || n != 1 || e->wx_got)
            ga_report(out, G, m, "parks.weather.gain",
                      "%s collects %ld %s as weather at position %d, where the token is %s",
                      pname(e, p), n, res_names[r], e->tpos,
                      want < 0 || e->wx_got ? "none (or already collected)" : res_names[want]);
        else {
            e->wx_got = 1;
            e->wtaken[e->tpos - 1] = 1;
        }
    } else if (!strcmp(from, "die")) {
        if (!e->die_pending)
            ga_report(out, G, m, "parks.die.when", "%s gains %ld %s from the die with no roll to "
                      "give it", pname(e, p), n, res_names[r]);
        else if (die_faces[e->die_face].res != r || die_faces[e->die_face].n != n)
            ga_report(out, G, m, "parks.die.face",
                      "%s gains %ld %s from a die showing %s", pname(e, p), n, res_names[r],
                      die_faces[e->die_face].name);
        e->die_pending = 0;
    } else if (!strcmp(from, "trailend")) {
        int want = e->tarea == TE_PHOTO ? RS_WILD : e->tarea == TE_GEAR ? RS_SUN : -1;
        if (!e->te_bonus_due || e->te_bonus_got || want != r || n != 1)
            ga_report_rule(out, G, m, "parks.trail-end.bonus",
                           r == RS_SUN ? R_TE_GEAR_BONUS : R_TE_PHOTO_BONUS,
                           "%s gains %ld %s as the Trail's End first-use bonus but %s",
                           pname(e, p), n, res_names[r],
                           !e->te_bonus_due ? "is not the first this season in that area"
                                            : "the area gives 1 other resource, once");
        else
            e->te_bonus_got = 1;
    } else if (!strcmp(from, "park")) {
        if (!e->tvisit)
            ga_report(out, G, m, "parks.park.instant",
                      "%s gains %ld %s from a park but visited no park this turn", pname(e, p),
                      n, res_names[r]);
    } else if (!strcmp(from, "gear")) {
        const char *id = str_arg(m, "gear");
        int own = 0;
        for (int i = 0; id && i < e->ngear[p]; i++)
            if (!strcmp(e->gear[p][i], id))
                own = 1;
        if (!own)
            ga_report(out, G, m, "parks.gear.owned",
                      "%s gains %ld %s from gear %s, which the player has not bought",
                      pname(e, p), n, res_names[r], id ? id : "(unnamed)");
        if (e->tsite >= 0 && site_gain_n[e->tsite] && !e->tact)
            ga_report(out, G, m, "parks.gear.order",
                      "%s gains a gear benefit before the %s site's own gain", pname(e, p),
                      site_names[e->tsite]);

        int twice = 0;
        for (int i = 0; id && i < e->ngear_used; i++)
            if (!strcmp(e->gear_used[i], id))
                twice = 1;
        if (twice)
            ga_report(out, G, m, "parks.gear.once",
                      "%s gains the benefit of gear %s a second time this turn", pname(e, p), id);
        else if (id && e->ngear_used < PK_MAXGEAR &&
                 !(e->gear_used[e->ngear_used++] = strdup(id)))
            return GA_ENOMEM;
    } else if (!strcmp(from, "canteen")) {
        if (row < 1 || row > PK_ROWS || !e->filled_row[row - 1]) {
            int past = row >= 1 && row <= PK_ROWS && !e->row_water[p][row - 1] &&
                       e->row_past[p][row - 1];
            ga_report_rule(out, G, m, "parks.canteen.benefit",
                           past ? R_CANTEEN_EMPTY : R_CANTEEN_WATER,
                           "%s gains %ld %s from canteen row %ld, which no water filled this "
                           "turn%s",
                           pname(e, p), n, res_names[r], row,
                           past ? " (its water of an earlier season was emptied at that "
                                  "season's end)"
                                : "");
        }
        else if (e->row_late[p][row - 1])
            ga_report_rule(out, G, m, "parks.canteen.benefit", R_CANTEEN_LATE,
                           "%s gains %ld %s from canteen row %ld, whose canteen came after its "
                           "water this season",
                           pname(e, p), n, res_names[r], row);
        e->res[p][r] += (int)n;
        return 0;
    }
    if (row) {
        if (r != RS_WATER) {
            ga_report(out, G, m, "parks.canteen.wildlife",
                      "%s puts %s into canteen row %ld; only water fills a canteen", pname(e, p),
                      res_names[r], row);
            e->res[p][r] += (int)n;
            return 0;
        }
        for (long k = 0; k < n; k++) {
            if (row < 1 || row > PK_ROWS)
                break;
            int *c = e->canteen[p][row - 1];
            if (!c[0] && !c[1])
                ga_report(out, G, m, "parks.canteen.empty-row",
                          "%s fills canteen row %ld, which holds no canteen token", pname(e, p),
                          row);
            else if (e->row_water[p][row - 1])
                ga_report(out, G, m, "parks.canteen.once",
                          "%s fills canteen row %ld a second time in season %d", pname(e, p), row,
                          e->season);
            e->row_water[p][row - 1] = 1;
            e->filled_row[row - 1] = 1;
            row = 0; /* a second water goes to the backpack */
        }
        if (n > 1)
            e->res[p][r] += (int)n - 1;
        return 0;
    }
    e->res[p][r] += (int)n;
    return 0;
}

static int on_fill(ga_engine *e, const ga_move *m, ga_findings *out)
{
    int p = player_of(e, m);
    if (p < 0)
        return 0;
    ga_report(out, G, m, "parks.canteen.backpack",
              "%s fills canteen row %ld with water from the backpack", pname(e, p),
              int_arg(m, "row", 0));
    return 0;
}

static int on_roll(ga_engine *e, const ga_move *m, ga_findings *out)
{
    int p = turn_player(e, m, out);
    if (p < 0)
        return 0;
    int f = name_index(str_arg(m, "face"), (const char *const[]){"forest", "mountain", "sun",
                                                                  "water", "wildlife", "canteen"},
                       DF_N);
    if (f < 0) {
        ga_report(out, G, m, "parks.die.face", "%s rolls \"%s\", not a face of the Trail Die",
                  pname(e, p), str_arg(m, "face"));
        return 0;
    }
    const char *why = str_arg(m, "for");
    if (!why || !strcmp(why, "site")) {
        if (e->tsite != ST_DIE || e->troll_site)
            site_wrong(e, m, out, "rolls the Trail Die");
        e->troll_site = 1;
        e->tact = 1;
    } else if ((!strcmp(why, "park") && !e->tvisit) || (!strcmp(why, "gear") && !e->ngear[p])) {
        ga_report(out, G, m, "parks.die.when",
                  "%s rolls the Trail Die for a %s but %s", pname(e, p), why,
                  why[0] == 'p' ? "visited no park this turn" : "owns no gear");
    }
    e->die_face = f;
    e->die_pending = die_faces[f].res >= 0;
    return 0;
}

static int on_trade(ga_engine *e, const ga_move *m, ga_findings *out)
{
    int p = turn_player(e, m, out);
    if (p < 0)
        return 0;
    int r = name_index(str_arg(m, "give"), res_names, RS_N);
    if (e->tsite != ST_WILD || e->ttrade)
        site_wrong(e, m, out, "trades a resource for a wildlife");
    e->ttrade = 1;
    e->tact = 1;
    if (r >= 0)
        spend(e, m, out, p, r, 1, R_SITE_WILD, "a wildlife");
    e->res[p][RS_WILD]++;
    return 0;
}

static int on_photo(ga_engine *e, const ga_move *m, ga_findings *out)
{
    int p = turn_player(e, m, out);
    if (p < 0)
        return 0;
    e->photos[p]++;
    json_t *eff = json_object_get(m->args, "effect");
    if (json_is_true(eff))
        return 0;
    if (e->tsite == ST_PHOTO ? e->tcanteen_site : !(e->tsite < 0 && e->tarea == TE_PHOTO)) {
        site_wrong(e, m, out, "takes a photo");
    } else {
        e->tphotos++;
        if (e->tphotos == 2 && e->badge != p) {
            int rule = e->tsite < 0                        ? R_TE_PHOTO_TWICE
                       : e->badge < 0                          ? R_BADGE_START
                       : !e->badge_had[p]                      ? R_BADGE_GAIN
                       : e->badge_lost[p] == e->season         ? R_BUG_STAYS
                                                               : R_BADGE_TAKE;
            ga_report_rule(out, G, m, "parks.photo.second", rule,
                           "%s takes a second photo without the Shutterbug Badge (%s)",
                           pname(e, p),
                           rule == R_TE_PHOTO_TWICE ? "only its holder takes two at the Trail's End"
                           : rule == R_BADGE_START  ? "nobody has gained it yet"
                           : rule == R_BUG_STAYS    ? "another hiker landed on the Shutterbug this season and took it"
                           : rule == R_BADGE_TAKE   ? "another player's hiker took it from them"
                                                    : "no hiker of theirs landed on the Shutterbug's site");
        } else if (e->tphotos > 2) {
            ga_report_rule(out, G, m, "parks.photo.second", R_BADGE_SECOND,
                           "%s takes photo %d in one action; the badge gives one more, once",
                           pname(e, p), e->tphotos);
        }
        e->tact = 1;
    }
    int r = name_index(str_arg(m, "pay"), res_names, RS_N);
    if (r < 0)
        ga_report(out, G, m, "parks.photo.cost", "%s takes a photo without trading a resource",
                  pname(e, p));
    else
        spend(e, m, out, p, r, 1, R_PHOTO, "a photo");
    return 0;
}

/* A canteen token taken from the tracked display: it must be there, and a
 * token drawn replaces it.  Returns 0 or GA_ENOMEM. */
static int canteen_display(ga_engine *e, const ga_move *m, ga_findings *out, int p)
{
    const char *tok = str_arg(m, "token"), *refill = str_arg(m, "refill");
    char was[200];
    row_text(e->cdisp, e->ncdisp, was, sizeof was);
    int k = row_find(e->cdisp, e->ncdisp, tok);
    if (k < 0) {
        ga_report_rule(out, G, m, "parks.canteen.display", R_CANTEEN_DISPLAY,
                       "%s takes canteen token %s from the display, which holds %s", pname(e, p),
                       tok ? tok : "(unnamed)", was[0] ? was : "nothing");
        return 0;
    }
    if (!refill)
        ga_report_rule(out, G, m, "parks.canteen.display", R_CANTEEN_REFILL,
                       "%s takes canteen token %s from the display (%s) and no token is drawn "
                       "to replace it", pname(e, p), tok, was);
    char *drawn = refill ? strdup(refill) : NULL;
    if (refill && !drawn)
        return GA_ENOMEM;
    free(e->cdisp[k]);
    e->cdisp[k] = drawn;
    if (!drawn) {
        for (int i = k; i + 1 < e->ncdisp; i++)
            e->cdisp[i] = e->cdisp[i + 1];
        e->ncdisp--;
    }
    return 0;
}

static int on_canteen(ga_engine *e, const ga_move *m, ga_findings *out)
{
    int p = turn_player(e, m, out);
    if (p < 0)
        return 0;
    long row = int_arg(m, "row", 0), slot = int_arg(m, "slot", 0);
    const char *from = str_arg(m, "from");
    if (!from || !strcmp(from, "site")) {
        if (e->tsite != ST_PHOTO || e->tphotos || e->tcanteen_site)
            site_wrong(e, m, out, "gains a canteen");
        e->tcanteen_site = 1;
        e->tact = 1;
    } else if (!strcmp(from, "die")) {
        if (e->die_face != DF_CANTEEN)
            ga_report(out, G, m, "parks.die.when",
                      "%s gains a canteen from the die, which does not show the canteen face",
                      pname(e, p));
        e->die_face = -1;
    }
    const char *take = str_arg(m, "take");
    if (e->cdisp_on && take && !strcmp(take, "display") && canteen_display(e, m, out, p))
        return GA_ENOMEM;
    if (row < 1 || row > PK_ROWS || slot < 1 || slot > PK_ROW_SLOTS) {
        ga_report_rule(out, G, m, "parks.canteen.space", R_CANTEEN_ROWS,
                       "%s places a canteen in row %ld space %ld; the board has 3 rows of 2",
                       pname(e, p), row, slot);
        return 0;
    }
    if (e->canteen[p][row - 1][slot - 1])
        ga_report(out, G, m, "parks.canteen.space",
                  "%s places a canteen in row %ld space %ld, which already holds one",
                  pname(e, p), row, slot);
    e->canteen[p][row - 1][slot - 1] = 1;
    if (e->row_water[p][row - 1])
        e->row_late[p][row - 1] = 1;
    return 0;
}

static int on_gear(ga_engine *e, const ga_move *m, ga_findings *out)
{
    int p = turn_player(e, m, out);
    if (p < 0)
        return 0;
    if (!(e->tsite == ST_GEAR || (e->tsite < 0 && e->tarea == TE_GEAR)))
        site_wrong(e, m, out, "purchases gear");
    else if (e->tgear)
        ga_report(out, G, m, "parks.gear.one", "%s buys a second gear card in one purchase",
                  pname(e, p));
    e->tgear++;
    e->tact = 1;
    int paid[RS_N];
    read_res(json_object_get(m->args, "paid"), paid);
    const char *from = str_arg(m, "from");
    int deck = from && !strcmp(from, "deck");
    if (!from || (!deck && strcmp(from, "market")))
        ga_report(out, G, m, "parks.gear.way",
                  "%s buys gear from \"%s\", neither the Gear Market nor the Gear Deck",
                  pname(e, p), from ? from : "?");
    long cost = deck ? PK_GEAR_DECK_COST : int_arg(m, "cost", 0);
    int other = paid[RS_FOREST] + paid[RS_MOUNTAIN] + paid[RS_WATER];
    if (!from || (!deck && strcmp(from, "market")))
        ; /* neither way: the cost is unknown */
    else if (other)
        ga_report(out, G, m, "parks.pay.substitute",
                  "%s pays %d forest/mountain/water for gear, whose cost is in sun (only "
                  "wildlife replaces another resource)",
                  pname(e, p), other);
    else if (paid[RS_SUN] + paid[RS_WILD] != cost)
        ga_report_rule(out, G, m, "parks.gear.cost", deck ? R_GEAR_DECK : R_GEAR_MARKET,
                       "%s pays %d sun and %d wildlife for %s gear costing %ld sun", pname(e, p),
                       paid[RS_SUN], paid[RS_WILD], deck ? "deck" : "market", cost);
    for (int r = 0; r < RS_N; r++)
        spend(e, m, out, p, r, paid[r], R_GEAR_MARKET, "gear");
    const char *id = str_arg(m, "id");
    if (id && e->ngear[p] < PK_MAXGEAR && !(e->gear[p][e->ngear[p]++] = strdup(id)))
        return GA_ENOMEM;
    if (e->market_on && from && !strcmp(from, "market") && id) {
        int k = row_find(e->market, e->nmarket, id);
        if (k < 0) {
            char was[160];
            market_text(e, was, sizeof was);
            ga_report(out, G, m, "parks.gear.market",
                      "%s buys gear %s from the market, which holds %s", pname(e, p), id, was);
        } else {
            /* the cards left of it slide right; the refill goes on the left */
            free(e->market[k]);
            for (int i = k; i > 0; i--)
                e->market[i] = e->market[i - 1];
            e->market[0] = NULL;
            const char *r = str_arg(m, "refill");
            if (r) {
                if (!(e->market[0] = strdup(r)))
                    return GA_ENOMEM;
            } else {
                for (int i = 0; i + 1 < e->nmarket; i++)
                    e->market[i] = e->market[i + 1];
                e->nmarket--;
            }
        }
    }
    return 0;
}

/* A park taken from the display (visit or reserve): it must be there. */
static void display_take(ga_engine *e, const ga_move *m, ga_findings *out, int p)
{
    const char *from = str_arg(m, "from"), *id = str_arg(m, "park");
    if (!e->pdisp_on || !from || strcmp(from, "display") || !id)
        return;
    int k = row_find(e->pdisp, e->npdisp, id);
    if (k < 0) {
        char was[200];
        row_text(e->pdisp, e->npdisp, was, sizeof was);
        ga_report(out, G, m, "parks.park.display",
                  "%s takes park %s from the display, which holds %s (cards are replaced only "
                  "after the turn)",
                  pname(e, p), id, was[0] ? was : "nothing");
        return;
    }
    free(e->pdisp[k]);
    for (int i = k; i + 1 < e->npdisp; i++)
        e->pdisp[i] = e->pdisp[i + 1];
    e->npdisp--;
}

/* The display after a turn: the cards left, slid right, new ones on the left. */
static int on_display(ga_engine *e, const ga_move *m, ga_findings *out)
{
    close_turn(e, out);
    const json_t *a = json_object_get(m->args, "parks");
    if (!e->pdisp_on)
        return 0;
    size_t n = json_array_size(a), left = (size_t)e->npdisp;
    int ok = n >= left;
    for (size_t i = 0; ok && i < left; i++) {
        const char *id = json_string_value(json_array_get(a, n - left + i));
        if (!id || strcmp(id, e->pdisp[i]))
            ok = 0;
    }
    if (!ok) {
        char was[200];
        row_text(e->pdisp, e->npdisp, was, sizeof was);
        ga_report(out, G, m, "parks.park.display-refill",
                  "the display after the turn does not end with the cards left in it (%s), in "
                  "their order, slid to the right",
                  was[0] ? was : "none");
    }
    return row_set(e->pdisp, &e->npdisp, PK_MAXSITES, a);
}

static int parks_place(const ga_engine *e)
{
    return e->tsite == ST_PARKS || (e->tsite < 0 && e->tarea == TE_PARKS);
}

static int on_reserve(ga_engine *e, const ga_move *m, ga_findings *out)
{
    int p = turn_player(e, m, out);
    if (p < 0)
        return 0;
    if (!parks_place(e))
        site_wrong(e, m, out, "reserves a park");
    else if (e->tvisit)
        ga_report(out, G, m, "parks.park.either",
                  "%s reserves a park after visiting one in the same parks action", pname(e, p));
    else if (e->treserve)
        ga_report(out, G, m, "parks.park.reserve-one",
                  "%s reserves a second park in one parks action", pname(e, p));
    e->treserve++;
    e->tact = 1;
    display_take(e, m, out, p);
    const char *id = str_arg(m, "park");
    if (id && e->nreserve[p] < PK_MAXPARKS && !(e->reserve[p][e->nreserve[p]++] = strdup(id)))
        return GA_ENOMEM;
    return 0;
}

static int on_visit(ga_engine *e, const ga_move *m, ga_findings *out)
{
    int p = turn_player(e, m, out);
    if (p < 0)
        return 0;
    if (!parks_place(e))
        site_wrong(e, m, out, "visits a park");
    else if (e->treserve)
        ga_report(out, G, m, "parks.park.either",
                  "%s visits a park after reserving one in the same parks action", pname(e, p));
    e->tvisit++;
    e->tact = 1;
    display_take(e, m, out, p);
    const char *id = str_arg(m, "park"), *from = str_arg(m, "from");
    if (!from || (strcmp(from, "reserve") && strcmp(from, "display")))
        ga_report(out, G, m, "parks.park.from",
                  "%s visits park %s from \"%s\", neither the display nor their reserve",
                  pname(e, p), id ? id : "?", from ? from : "?");
    if (from && !strcmp(from, "reserve")) {
        int k = -1;
        for (int i = 0; id && i < e->nreserve[p]; i++)
            if (!strcmp(e->reserve[p][i], id))
                k = i;
        if (k < 0)
            ga_report(out, G, m, "parks.park.reserve-own",
                      "%s visits park %s from the reserve, but it is not in their reserve",
                      pname(e, p), id ? id : "?");
        else {
            free(e->reserve[p][k]);
            e->reserve[p][k] = e->reserve[p][--e->nreserve[p]];
        }
    }
    int cost[RS_N], paid[RS_N];
    read_res(json_object_get(m->args, "cost"), cost);
    read_res(json_object_get(m->args, "paid"), paid);
    int over = 0, deficit = cost[RS_WILD], tc = 0, tp = 0;
    for (int r = 0; r < RS_N; r++) {
        tc += cost[r];
        tp += paid[r];
        if (r == RS_WILD)
            continue;
        if (paid[r] > cost[r])
            over += paid[r] - cost[r];
        else
            deficit += cost[r] - paid[r];
    }
    if (over)
        ga_report(out, G, m, "parks.pay.substitute",
                  "%s pays park %s with %d resource(s) it does not require (only wildlife "
                  "replaces another resource)",
                  pname(e, p), id ? id : "?", over);
    else if (paid[RS_WILD] != deficit)
        ga_report(out, G, m, "parks.park.cost",
                  "%s pays %d resources (%d wildlife) for park %s requiring %d", pname(e, p), tp,
                  paid[RS_WILD], id ? id : "?", tc);
    for (int r = 0; r < RS_N; r++)
        spend(e, m, out, p, r, paid[r], R_VISIT, "a park");
    e->park_points[p] += int_arg(m, "points", 0);
    e->nparks[p]++;
    return 0;
}

static int on_passion(ga_engine *e, const ga_move *m, ga_findings *out)
{
    int p = player_of(e, m);
    if (p < 0)
        return 0;
    if (e->cur != p)
        ga_report(out, G, m, "parks.passion.turn",
                  "%s completes the passion outside their own turn", pname(e, p));
    if (e->passion[p])
        ga_report(out, G, m, "parks.passion.once", "%s completes the passion a second time",
                  pname(e, p));
    const char *c = str_arg(m, "choice");
    if (!c || (strcmp(c, "bonus") && strcmp(c, "gear")))
        ga_report(out, G, m, "parks.passion.choice",
                  "%s completes the passion choosing \"%s\", neither its Gear Effect nor its End "
                  "Game Bonus",
                  pname(e, p), c ? c : "?");
    e->passion[p] = c && !strcmp(c, "bonus") ? 2 : 1;
    return 0;
}

static int on_bonus(ga_engine *e, const ga_move *m, ga_findings *out)
{
    close_turn(e, out);
    if (hikers_left(e))
        ga_report_rule(out, G, m, "parks.season.early", R_SEASON_OVER,
                       "the season bonus is awarded while %d hiker(s) are still on the trail",
                       hikers_left(e));
    long bs = int_arg(m, "season", 0);
    if (bs != e->season || e->bonus_season == e->season)
        ga_report(out, G, m, "parks.bonus.season",
                  "a bonus for season %ld is awarded at the end of season %d%s", bs, e->season,
                  e->bonus_season == e->season ? ", whose bonus was already awarded" : "");
    e->bonus_season = e->season;
    json_t *c = json_object_get(m->args, "counts");
    long cnt[PK_MAXP] = {0}, best = 0;
    int ntop = 0;
    for (int p = 0; p < e->np; p++) {
        json_t *v = json_object_get(c, e->h.players[p].id);
        cnt[p] = json_is_integer(v) ? (long)json_integer_value(v) : 0;
        if (cnt[p] > best)
            best = cnt[p];
    }
    int claimed[PK_MAXP] = {0}, same = 1;
    json_t *w = json_object_get(m->args, "winners"), *v;
    size_t i;
    json_array_foreach(w, i, v) {
        int p = json_string_value(v) ? ga_header_player_index(&e->h, json_string_value(v)) : -1;
        if (p >= 0 && p < e->np)
            claimed[p] = 1;
    }
    for (int p = 0; p < e->np; p++) {
        int want = best > 0 && cnt[p] == best;
        ntop += want;
        if (want != claimed[p])
            same = 0;
    }
    long pts = int_arg(m, "points", 0);
    for (int p = 0; p < e->np; p++)
        if (claimed[p])
            e->bonus[p] += pts;
    if (!same)
        ga_report_rule(out, G, m, "parks.bonus.winners", ntop > 1 ? R_BONUS_TIE : R_FALL_BONUS,
                       "the season %ld bonus goes to other players than the %d with the highest "
                       "count (%ld)",
                       int_arg(m, "season", 0), ntop, best);
    return 0;
}

static int score_cmp(ga_engine *e, const ga_move *m, ga_findings *out, int p, const char *key,
                     long want, const char *code, int rule, const char *how)
{
    long got = int_arg(m, key, 0);
    if (got != want)
        ga_report_rule(out, G, m, code, rule, "%s scores %ld for %s, but %s gives %ld",
                       pname(e, p), got, key, how, want);
    return 0;
}

static int on_score(ga_engine *e, const ga_move *m, ga_findings *out)
{
    close_turn(e, out);
    int p = player_of(e, m);
    if (p < 0)
        return 0;
    if ((e->season < PK_SEASONS || hikers_left(e)) && !e->game_over_reported) {
        ga_report_rule(out, G, m, "parks.end.early", e->season < PK_SEASONS ? R_AFTER_3RD : R_GAME_OVER,
                  "final scoring in season %d with %d hiker(s) on the trail", e->season,
                  hikers_left(e));
        e->game_over_reported = 1;
    }
    score_cmp(e, m, out, p, "parks", e->park_points[p], "parks.score.parks", R_SCORE_PARKS,
              "the visited parks");
    score_cmp(e, m, out, p, "photos", e->photos[p], "parks.score.photos", R_PHOTO_EACH,
              "1 per photo taken");
    /* the Photo Bonus: ties accept either value (the page is silent on them) */
    int more = 0, same = 0;
    for (int q = 0; q < e->np; q++)
        if (q != p) {
            more += e->photos[q] > e->photos[p];
            same += e->photos[q] == e->photos[p];
        }
    long got = int_arg(m, "photo_bonus", 0), want = 0, alt = -1;
    int rule;
    if (e->np == 2) {
        want = more == 0 ? PK_PHOTO_2P : 0;
        if (more == 0 && same)
            alt = 0;
    } else {
        want = more == 0 ? PK_PHOTO_35P : more == 1 ? PK_PHOTO_35P_SECOND : 0;
        if (same && more <= 1)
            alt = more == 0 ? PK_PHOTO_35P_SECOND : 0;
    }
    if (got != want && got != alt) {
        if (e->np == 2)
            rule = more == 0 ? R_PHOTO_2P : R_PHOTO_MOST;
        else
            rule = more <= 1 ? R_PHOTO_35P : R_PHOTO_BONUS_MOST;
        ga_report_rule(out, G, m, "parks.score.photo-bonus", rule,
                       "%s scores a Photo Bonus of %ld with %d photos (%d player(s) have more, "
                       "%d as many); the rules give %ld",
                       pname(e, p), got, e->photos[p], more, same, want);
    }
    score_cmp(e, m, out, p, "seasons", e->bonus[p], "parks.score.seasons", R_FALL_BONUS,
              "the season bonuses awarded");
    long pas = int_arg(m, "passion", 0);
    if (pas > 0 && e->passion[p] != 2)
        ga_report_rule(out, G, m, "parks.score.passion", e->passion[p] ? R_SCORE_PASSION : R_PASSION_BONUS,
                       "%s scores %ld for the passion but %s", pname(e, p), pas,
                       e->passion[p] ? "chose its Gear Effect" : "never completed it");
    score_cmp(e, m, out, p, "first_hiker", e->first_hiker == p, "parks.score.first-hiker",
              e->first_hiker == p && e->fh_moved ? R_TE_FIRSTHIKER : R_FH_POINT,
              "the First Hiker Token");
    long sum = int_arg(m, "parks", 0) + int_arg(m, "photos", 0) + got +
               int_arg(m, "seasons", 0) + pas + int_arg(m, "year", 0) +
               int_arg(m, "first_hiker", 0);
    long tot = int_arg(m, "total", 0);
    if (tot != sum)
        ga_report(out, G, m, "parks.score.total",
                  "%s's total is %ld but the scored steps add up to %ld", pname(e, p), tot, sum);
    e->scored[p] = 1;
    e->total[p] = sum;
    return 0;
}

static int on_result(ga_engine *e, const ga_move *m, ga_findings *out)
{
    close_turn(e, out);
    int claimed[PK_MAXP] = {0}, expect[PK_MAXP] = {0}, ntop = 0, nwin = 0;
    json_t *w = json_object_get(m->args, "winners"), *v;
    size_t i;
    json_array_foreach(w, i, v) {
        int p = json_string_value(v) ? ga_header_player_index(&e->h, json_string_value(v)) : -1;
        if (p >= 0 && p < e->np)
            claimed[p] = 1;
    }
    long best = -1;
    int bestparks = -1;
    for (int p = 0; p < e->np; p++)
        if (e->scored[p] && e->total[p] > best)
            best = e->total[p];
    if (best < 0)
        return 0;
    for (int p = 0; p < e->np; p++)
        if (e->scored[p] && e->total[p] == best) {
            ntop++;
            if (e->nparks[p] > bestparks)
                bestparks = e->nparks[p];
        }
    int same = 1;
    for (int p = 0; p < e->np; p++) {
        expect[p] = e->scored[p] && e->total[p] == best && e->nparks[p] == bestparks;
        nwin += expect[p];
        if (expect[p] != claimed[p])
            same = 0;
    }
    if (same)
        return 0;
    int rule = ntop == 1 ? R_WINNER : nwin > 1 ? R_TIE_SHARED : R_TIE_PARKS;
    ga_buf want = {0};
    for (int p = 0; p < e->np; p++)
        if (expect[p])
            ga_buf_printf(&want, "%s%s (%ld points, %d parks)", want.len ? ", " : "",
                          pname(e, p), e->total[p], e->nparks[p]);
    ga_report_rule(out, G, m, "parks.end.winner", rule,
                   "the log's winners differ from the rules': %s",
                   want.data ? want.data : "nobody");
    ga_buf_free(&want);
    return 0;
}

static int pk_apply(ga_engine *e, const ga_move *m, ga_findings *out)
{
    static const struct {
        const char *name;
        int (*fn)(ga_engine *, const ga_move *, ga_findings *);
    } tab[] = {
        {"bonus", on_bonus},     {"canteen", on_canteen}, {"display", on_display},
        {"fill", on_fill},
        {"gain", on_gain},       {"gear", on_gear},       {"hike", on_hike},
        {"passion", on_passion}, {"photo", on_photo},     {"reserve", on_reserve},
        {"result", on_result},   {"roll", on_roll},       {"score", on_score},
        {"season", on_season},   {"trade", on_trade},     {"visit", on_visit},
    };
    for (size_t i = 0; i < sizeof tab / sizeof tab[0]; i++)
        if (!strcmp(m->action, tab[i].name))
            return tab[i].fn(e, m, out);
    return 0;
}

static int pk_finish(ga_engine *e, ga_findings *out)
{
    close_turn(e, out);
    return 0;
}

static int pk_dump(const ga_engine *e, ga_buf *out)
{
    ga_buf_printf(out, "season %d, trail of %d sites, Shutterbug at %d\n", e->season, e->nsites,
                  e->bug);
    for (int p = 0; p < e->np; p++) {
        ga_buf_printf(out, "%s: hikers at %d and %d, campfire %s, photos %d, parks %d (%ld pts),"
                      " backpack", pname(e, p), e->pos[p][0], e->pos[p][1],
                      e->lit[p] ? "lit" : "out", e->photos[p], e->nparks[p], e->park_points[p]);
        for (int r = 0; r < RS_N; r++)
            ga_buf_printf(out, " %s %d", res_names[r], e->res[p][r]);
        ga_buf_printf(out, "%s%s\n", e->badge == p ? ", Shutterbug Badge" : "",
                      e->first_hiker == p ? ", First Hiker Token" : "");
    }
    (void)site_rule_name;
    return 0;
}

static void pk_free(ga_engine *e)
{
    if (!e)
        return;
    for (int p = 0; p < PK_MAXP; p++) {
        for (int i = 0; i < e->nreserve[p]; i++)
            free(e->reserve[p][i]);
        for (int i = 0; i < e->ngear[p]; i++)
            free(e->gear[p][i]);
    }
    for (int i = 0; i < e->ngear_used; i++)
        free(e->gear_used[i]);
    market_clear(e);
    row_clear(e->pdisp, &e->npdisp);
    row_clear(e->cdisp, &e->ncdisp);
    ga_move_clear(&e->tcopy);
    ga_header_clear(&e->h);
    free(e);
}

static int pk_new(ga_engine **out, const ga_header *h, const ga_ruleset *rules, ga_error *err)
{
    (void)rules;
    *out = NULL;
    ga_engine *e = calloc(1, sizeof *e);
    if (!e || ga_header_copy(&e->h, h)) {
        pk_free(e);
        return ga_error_set(err, GA_ENOMEM, h->file, 0, "out of memory");
    }
    e->np = (int)(h->nplayers < PK_MAXP ? h->nplayers : PK_MAXP);
    json_t *lit = json_object_get(h->setup, "campfire_lit");
    e->setup_lit = json_is_false(lit) ? 0 : 1;
    e->first_hiker = 0;
    const char *fh = json_string_value(json_object_get(h->setup, "first"));
    if (fh && ga_header_player_index(h, fh) >= 0 && ga_header_player_index(h, fh) < e->np)
        e->first_hiker = ga_header_player_index(h, fh);
    for (int p = 0; p < e->np; p++)
        e->lit[p] = e->ever_lit[p] = e->setup_lit;
    json_t *gm = json_object_get(h->setup, "gear_market");
    json_t *pd = json_object_get(h->setup, "park_display");
    e->pdisp_on = json_is_array(pd);
    if ((e->pdisp_on && row_set(e->pdisp, &e->npdisp, PK_MAXSITES, pd))) {
        pk_free(e);
        return ga_error_set(err, GA_ENOMEM, h->file, 0, "out of memory");
    }
    json_t *cd = json_object_get(h->setup, "canteen_display");
    e->cdisp_on = json_is_array(cd);
    if ((e->cdisp_on && row_set(e->cdisp, &e->ncdisp, PK_MAXSITES, cd))) {
        pk_free(e);
        return ga_error_set(err, GA_ENOMEM, h->file, 0, "out of memory");
    }
    if (json_is_array(gm)) {
        e->market_on = 1;
        if (market_set(e, gm)) {
            pk_free(e);
            return ga_error_set(err, GA_ENOMEM, h->file, 0, "out of memory");
        }
    }
    e->badge = -1;
    e->cur = -1;
    e->next = -1;
    *out = e;
    return 0;
}

const ga_game ga_game_parks = {
    .name = "parks",
    .title = "Parks",
    .wiki_page = PK_PAGE,
    .summary = "the whole game from the normalized stream: 3 seasons and their trail set-up, "
               "hikers forward only, campfires to share a site, site actions and gains, "
               "weather, the Trail Die, wildlife as any resource but water, park costs, photos "
               "and the Shutterbug Badge, canteens, gear purchases, the Trail's End areas, the "
               "First Hiker Token, the Gear Market and the park display when given, season bonuses and final scoring with the tie-break",
    .new = pk_new,
    .apply = pk_apply,
    .finish = pk_finish,
    .dump = pk_dump,
    .free = pk_free,
    GA_TABLE(refs, refs),
    GA_TABLE(consts, consts),
    GA_TABLE(actions, actions),
    GA_TABLE(checks, checks),
    GA_TABLE(skips, skips),
    .tested_on = "no real Parks log has been checked: no Board Game Arena log of Parks is "
                 "public. Tested on 16 whole games generated by tests/parks/gen_streams.py "
                 "(random legal turns, 2-5 players) and one written from the page's statements "
                 "(fixtures/parks/), all clean, 800 more generated games clean, and 106 known-bad "
                 "copies (fixtures/parks/bad/), each giving its findings",
    .example = "{\"stream\":\"gameaudit/1\",\"game\":\"parks\",\"date\":\"2025-06-01\","
               "\"players\":[{\"id\":\"1\",\"name\":\"ann\"},{\"id\":\"2\",\"name\":\"bob\"}],"
               "\"setup\":{\"first\":\"1\"}}\n"
               "{\"seq\":1,\"player\":null,\"action\":\"season\",\"args\":{\"season\":1,"
               "\"sites\":[\"forest\",\"sun\",\"die\",\"gear\",\"parks\",\"photo\",\"water\","
               "\"wildlife\",\"mountain\"],\"weather\":[\"none\",\"sun\",\"water\",\"sun\","
               "\"water\",\"sun\",\"water\",\"sun\",\"water\"],\"die\":\"sun\",\"shutterbug\":2}}\n"
               "{\"seq\":2,\"player\":\"1\",\"action\":\"hike\",\"args\":{\"hiker\":1,\"to\":2}}\n"
               "{\"seq\":3,\"player\":\"1\",\"action\":\"gain\",\"args\":{\"resource\":\"sun\","
               "\"n\":2,\"from\":\"site\"}}\n"
               "{\"seq\":4,\"player\":\"1\",\"action\":\"gain\",\"args\":{\"resource\":\"sun\","
               "\"from\":\"weather\"}}\n"
               "{\"seq\":5,\"player\":\"2\",\"action\":\"hike\",\"args\":{\"hiker\":1,\"to\":1}}\n"
               "{\"seq\":6,\"player\":\"2\",\"action\":\"gain\",\"args\":{\"resource\":\"forest\","
               "\"from\":\"site\"}}\n",
};
