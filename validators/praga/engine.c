/* praga/engine.c — Praga Caput Regni against the wiki page Gamehelppraga
 * (one revision, 2024-06-13T16:25:21Z).
 *
 * The page is a summary of the turn (an action tile from the wheel, one of
 * its two actions, the end of turn), the actions (mines, quarries, upgrade,
 * wall, building, the King's Road), technologies, the Hunger Wall and Vitus
 * Cathedral tracks with the silver windows, the end scoring and five
 * amendments.  It does not give the board: tile costs, the red-zone price,
 * the blue-zone points, track spaces and their costs are what the log says
 * ("cost" args), and the engine checks what the page states about them
 * (paid as shown, 2 windows to move up a tier, the egg on road spaces IV
 * and V, 16 turns, the scoring formulas).
 *
 * The state per player: turns taken, gold, stone, silver windows, eggs,
 * points, mines and quarries (and their unlocked bonuses), the University
 * and Technology tracks, the personal wall's sections, the King's Road
 * space, the technologies held; the city's occupied spaces; who reached
 * the top of each track. */
#include "../../src/internal.h"
#include "../validators.h"

#include <stdlib.h>
#include <string.h>

#define PR_PAGE "Gamehelppraga"
#define PR_MAXP 6
#define PR_TURNS 16      /* "The game lasts 16 turns per player" */
#define PR_WINDOWS 2     /* "you can only have a supply of 2 at a time" */
#define PR_UP_WINDOWS 2  /* "Moving up within a tier requires a payment of 2 Silver Windows" */
#define PR_TOKEN 5       /* "place a 5 point token on it" */
#define PR_TOPS 3        /* "The first three players to reach the top" */
#define PR_MAXTECH 32
#define PR_MAXSPACES 128

/* ---------------------------------------------------------------- rules */

enum {
    R_TURNS, R_ORDER, R_TAKE, R_ONE, R_RED, R_BLUE, R_TWO, R_DEPICTED, R_MINES, R_QUARRIES, R_UPGRADE,
    R_WALL, R_SPEND, R_BUILDING, R_NORTH, R_CUBE, R_PLAZA, R_ROAD, R_ROAD_EGG, R_TECH_ICON, R_TECH_ONGOING,
    R_TRACK_SIDE, R_TRACK_UP, R_WINDOWS_MAX, R_EXTRA, R_TIER, R_FREE, R_TOP, R_END_GO,
    R_DISCARD, R_CRANE, R_TILE_RED, R_OUT_GREEN, R_END_16, R_COUNT, R_SCORE_TECH,
    R_SCORE_TRACKS, R_SCORE_WALL, R_SCORE_ROAD, R_SCORE_EGGS, R_WINNER, R_UNFINISHED,
    R_AM_UPGRADE, R_AM_GREEN, R_NREFS
};

#define REF(id, sec, phrase) {id, PR_PAGE, sec, phrase}
static const ga_rule_ref refs[R_NREFS] = {
    [R_TURNS] = REF("praga.turns", "Overview", "The game lasts 16 turns per player"),
    [R_ORDER] = REF("praga.turn.order", "Turn", "On your turn, do the following"),
    [R_TAKE] = REF("praga.turn.tile", "Turn", "Choose an Action Tile"),
    [R_ONE] = REF("praga.turn.one", "Turn", "Perform One Action"),
    [R_RED] = REF("praga.tile.red", "Choose an Action Tile",
                  "If the tile was from the red zone, you must pay to use it"),
    [R_BLUE] = REF("praga.tile.blue", "Choose an Action Tile",
                   "If the tile was from the blue zone, you get points for using it"),
    [R_TWO] = REF("praga.tile.pair", "Choose an Action Tile",
                  "you only take one out of the pair"),
    [R_DEPICTED] = REF("praga.action.depicted", "Perform One Action",
                       "you can take one of the two actions depicted on it"),
    [R_MINES] = REF("praga.mines", "Perform One Action",
                    "Either gain 1 gold and progress your gold mines by 1 OR gain gold equal to "
                    "the quantity of gold mines plus all unlocked mine bonuses"),
    [R_QUARRIES] = REF("praga.quarries", "Perform One Action",
                       "Either gain 1 stone and progress your quarries by 1 OR gain stone equal "
                       "to the quantity of quarries plus all unlocked quarry bonuses"),
    [R_UPGRADE] = REF("praga.upgrade", "Perform One Action",
                      "it also moves you 1 or 2 spaces on the University track"),
    [R_WALL] = REF("praga.wall", "Perform One Action",
                   "To purchase a wall, you must spend the resources shown in the red banner on "
                   "the tile"),
    [R_SPEND] = REF("praga.spend", "Perform One Action",
                    "To purchase a building, you must be able to spend the resources shown"),
    [R_BUILDING] = REF("praga.building", "Perform One Action",
                       "it can be placed anywhere in the city where there isn't already a "
                       "feature"),
    [R_NORTH] = REF("praga.building.north", "Perform One Action",
                    "the pre-printed red banners depict additional costs to place there"),
    [R_CUBE] = REF("praga.building.cube", "Perform One Action",
                   "If the building has a cube space, place a cube of your colour on it"),
    [R_PLAZA] = REF("praga.plaza", "Perform One Action",
                    "if you have the most cubes around it you get both rewards"),
    [R_ROAD] = REF("praga.road", "Perform One Action", "Move one space along the road"),
    [R_ROAD_EGG] = REF("praga.road.egg", "Perform One Action",
                       "spaces IV and V REQUIRE an egg to proceed"),
    [R_TECH_ICON] = REF("praga.tech.icon", "Technologies",
                        "When you pass an icon space, you can take a technology"),
    [R_TECH_ONGOING] = REF("praga.tech.kinds", "Technologies",
                           "I & II technologies are ongoing (beginning the turn after you get "
                           "them), whilst III & IV technologies are one off"),
    [R_TRACK_SIDE] = REF("praga.track.side", "The Hunger Wall and Vitus Cathedral",
                         "Moving sideways just requires the effect"),
    [R_TRACK_UP] = REF("praga.track.up", "The Hunger Wall and Vitus Cathedral",
                       "Moving up within a tier requires a payment of 2 Silver Windows"),
    [R_WINDOWS_MAX] = REF("praga.windows.max", "The Hunger Wall and Vitus Cathedral",
                          "you can only have a supply of 2 at a time, so if you gain more when "
                          "you have 2, you lose the excess"),
    [R_EXTRA] = REF("praga.windows.extra", "The Hunger Wall and Vitus Cathedral",
                    "windows can also be spent to buy an extra action"),
    [R_TIER] = REF("praga.track.tier", "The Hunger Wall and Vitus Cathedral",
                   "Moving up to a new tier requires a depicted additional cost"),
    [R_FREE] = REF("praga.track.free", "The Hunger Wall and Vitus Cathedral",
                   "the free movement can only be taken if you can also pay the tier change "
                   "cost if applicable"),
    [R_TOP] = REF("praga.track.top", "The Hunger Wall and Vitus Cathedral",
                  "The first three players to reach the top gain the rewards in order"),
    [R_END_GO] = REF("praga.end.go", "End of Turn", "At the end of your go"),
    [R_DISCARD] = REF("praga.end.discard", "End of Turn", "Discard down to 2 windows"),
    [R_CRANE] = REF("praga.end.crane", "End of Turn",
                    "Rotate the action crane 1 space clockwise"),
    [R_TILE_RED] = REF("praga.end.tile", "End of Turn",
                       "Put your action tile for the turn at the end of the wheel in the red "
                       "zone"),
    [R_OUT_GREEN] = REF("praga.end.out", "End of Turn",
                        "place it on the first available green zone space and place a 5 point "
                        "token on it"),
    [R_END_16] = REF("praga.game.end", "Game End", "The game ends at the end of the 16th round"),
    [R_COUNT] = REF("praga.score.count", "Game End", "Count up the points gained during the game"),
    [R_SCORE_TECH] = REF("praga.score.technology", "Game End",
                         "Your technology track scores by multiplying it with scoring "
                         "opportunities on the University track"),
    [R_SCORE_TRACKS] = REF("praga.score.tracks", "Game End",
                           "The Wall and Cathedral give points for the row you've reached as "
                           "well as multiplies the column you're on by the corresponding symbol "
                           "you've collected"),
    [R_SCORE_WALL] = REF("praga.score.personal-wall", "Game End",
                         "For your personal Wall, gain 4 10 or 18 points if you have 3+ 4+ or "
                         "6+ sections"),
    [R_SCORE_ROAD] = REF("praga.score.road", "Game End",
                         "Check for any personal scoring opportunities which may have gained on "
                         "the V road"),
    [R_SCORE_EGGS] = REF("praga.score.eggs", "Game End",
                         "For leftover eggs, gain 1/3/6/10 points for 1/2/3/4+ eggs"),
    [R_WINNER] = REF("praga.winner", "Game End", "The player with the most points wins"),
    [R_UNFINISHED] = REF("praga.plaza.unfinished", "Game End",
                         "Unfinished Plazas give lower half bonuses to all who have cubes there"),
    [R_AM_UPGRADE] = REF("praga.amend.upgrade", "Amendments",
                         "both upgrades are available for that turn, but only one can be used "
                         "per action"),
    [R_AM_GREEN] = REF("praga.amend.green", "Amendments",
                       "if an action tile get's the 5-VP-marker and all spaces in the green "
                       "area are free it goes to the red area"),
};

static const ga_rule_const consts[] = {
    {"praga.turns", PR_PAGE, "Overview", NULL, 0, 0, "16 turns per player"},
    {"praga.windows.max", PR_PAGE, "The Hunger Wall and Vitus Cathedral", NULL, 0, 0,
     "you can only have a supply of 2 at a time"},
    {"praga.track.up.windows", PR_PAGE, "The Hunger Wall and Vitus Cathedral", NULL, 0, 0,
     "payment of 2 Silver Windows"},
    {"praga.track.tops", PR_PAGE, "The Hunger Wall and Vitus Cathedral", NULL, 0, 0,
     "The first three players"},
    {"praga.end.discard", PR_PAGE, "End of Turn", NULL, 0, 0, "Discard down to 2 windows"},
    {"praga.end.crane", PR_PAGE, "End of Turn", NULL, 0, 0, "crane 1 space clockwise"},
    {"praga.end.token", PR_PAGE, "End of Turn", NULL, 0, 0, "a 5 point token"},
    {"praga.game.end", PR_PAGE, "Game End", NULL, 0, 0, "the 16th round"},
    {"praga.score.personal-wall", PR_PAGE, "Game End", NULL, 0, 0,
     "gain 4 10 or 18 points if you have 3+ 4+ or 6+ sections"},
    {"praga.score.eggs", PR_PAGE, "Game End", NULL, 0, 0, "gain 1/3/6/10 points for 1/2/3/4+ eggs"},
    {"praga.road.egg", PR_PAGE, "Perform One Action", NULL, 0, 0, "spaces IV and V REQUIRE an egg"},
    {"praga.mines.progress", PR_PAGE, "Perform One Action", NULL, 0, 0,
     "gain 1 gold and progress your gold mines by 1"},
    {"praga.quarries.progress", PR_PAGE, "Perform One Action", NULL, 0, 0,
     "gain 1 stone and progress your quarries by 1"},
    {"praga.upgrade.university", PR_PAGE, "Perform One Action", NULL, 0, 0,
     "1 or 2 spaces on the University track"},
};

/* The personal wall's points by sections (page: "4 10 or 18 points if you
 * have 3+ 4+ or 6+ sections") and the eggs' ("1/3/6/10 points for
 * 1/2/3/4+ eggs"); pinned by consts[] above. */
static int wall_points(int sections)
{
    return sections >= 6 ? 18 : sections >= 4 ? 10 : sections >= 3 ? 4 : 0;
}
static int egg_points(int eggs)
{
    static const int pts[] = {0, 1, 3, 6, 10};
    return eggs <= 0 ? 0 : eggs >= 4 ? pts[4] : pts[eggs];
}

/* ---------------------------------------------------------------- checks */

static const ga_check_def checks[] = {
    {"praga.action.extra", GA_ERROR, R_TWO,
     "a second action in a turn not bought with silver windows (or bought without them)",
     GA_ALSO(R_EXTRA)},
    {"praga.action.mines", GA_ERROR, R_MINES,
     "Manage Mines: 1 gold and mines +1, or gold = mines + unlocked mine bonuses"},
    {"praga.action.not-on-tile", GA_ERROR, R_DEPICTED,
     "an action that is not one of the two on the tile taken"},
    {"praga.action.quarries", GA_ERROR, R_QUARRIES,
     "Manage Quarries: 1 stone and quarries +1, or stone = quarries + unlocked quarry bonuses"},
    {"praga.action.upgrade", GA_ERROR, R_UPGRADE,
     "Upgrade: the University track moves 1 or 2 spaces"},
    {"praga.action.upgrades-used", GA_ERROR, R_AM_UPGRADE,
     "an action twice upgraded uses both upgrades (only one can be used per action)"},
    {"praga.building.cost", GA_ERROR, R_NORTH,
     "a building not paid as its red banner (plus the pre-printed banner north of the road) "
     "shows"},
    {"praga.building.cube", GA_ERROR, R_CUBE,
     "a building with a cube space placed without the player's cube"},
    {"praga.building.occupied", GA_ERROR, R_BUILDING,
     "a building placed on a city space that already holds a feature"},
    {"praga.end.crane", GA_ERROR, R_CRANE, "the action crane not rotated exactly 1 space"},
    {"praga.end.discard", GA_ERROR, R_DISCARD, "more than 2 windows kept at the end of a turn"},
    {"praga.end.out", GA_ERROR, R_OUT_GREEN,
     "a tile rotated out of the wheel not placed on the green zone with a 5 point token (or, "
     "all green spaces free, on the red zone)",
     GA_ALSO(R_AM_GREEN)},
    {"praga.end.tile", GA_ERROR, R_TILE_RED,
     "the turn's action tile not put at the end of the wheel in the red zone"},
    {"praga.game.end", GA_ERROR, R_END_16,
     "the game ended (result) before every player has had 16 turns"},
    {"praga.game.turns", GA_ERROR, R_TURNS, "a player taking a 17th turn"},
    {"praga.plaza.rewards", GA_ERROR, R_PLAZA,
     "a surrounded plaza's rewards: one to each player with a cube there, both to the one with "
     "the most cubes"},
    {"praga.plaza.unfinished", GA_ERROR, R_UNFINISHED,
     "an unfinished plaza at the end not giving the lower half bonus to each player with cubes "
     "there"},
    {"praga.resources.short", GA_ERROR, R_SPEND,
     "a cost paid with gold, stone, windows or eggs the player does not have"},
    {"praga.road.egg", GA_ERROR, R_ROAD_EGG, "King's Road space IV or V reached without an egg"},
    {"praga.road.step", GA_ERROR, R_ROAD, "the King's Road not advanced exactly one space"},
    {"praga.score.count", GA_ERROR, R_COUNT,
     "the final total differs from the points of the game plus the end scoring"},
    {"praga.score.eggs", GA_ERROR, R_SCORE_EGGS, "leftover eggs not scored 1/3/6/10"},
    {"praga.score.personal-wall", GA_ERROR, R_SCORE_WALL,
     "the personal wall not scored 4/10/18 for 3+/4+/6+ sections"},
    {"praga.score.road", GA_ERROR, R_SCORE_ROAD,
     "King's Road V scoring claimed by a player who did not reach space V"},
    {"praga.score.technology", GA_ERROR, R_SCORE_TECH,
     "technology points differ from the track x the University's scoring opportunities"},
    {"praga.score.tracks", GA_ERROR, R_SCORE_TRACKS,
     "Hunger Wall or Vitus Cathedral points differ from the row's points + column x symbols"},
    {"praga.score.winner", GA_ERROR, R_WINNER, "the stated winner does not have the most points"},
    {"praga.tech.icon", GA_ERROR, R_TECH_ICON,
     "a technology taken without passing an icon space of the Technology track"},
    {"praga.tech.use", GA_ERROR, R_TECH_ONGOING,
     "a I/II technology used on the turn it was taken, or a III/IV one used twice"},
    {"praga.tile.blue", GA_ERROR, R_BLUE,
     "a tile from the blue zone without points (or points for a tile from another zone)"},
    {"praga.tile.red", GA_ERROR, R_RED,
     "a tile from the red zone not paid for (or a payment for a tile from another zone)"},
    {"praga.track.side", GA_ERROR, R_TRACK_SIDE,
     "a sideways move on the Wall or Cathedral track that was paid for"},
    {"praga.track.tier", GA_ERROR, R_TIER,
     "a move up to a new tier not paid with the depicted additional cost",
     GA_ALSO(R_FREE)},
    {"praga.track.top", GA_ERROR, R_TOP,
     "a top reward out of order, or to a fourth player"},
    {"praga.track.up", GA_ERROR, R_TRACK_UP,
     "a move up within a tier not paid with 2 silver windows"},
    {"praga.turn.action-first", GA_ERROR, R_TAKE, "an action before an action tile was chosen"},
    {"praga.turn.one-action", GA_ERROR, R_ONE, "an action tile taken twice in one turn"},
    {"praga.turn.unended", GA_ERROR, R_END_GO,
     "a new turn begun before the previous one's end (discard, crane, tile)"},
    {"praga.turn.wrong-player", GA_ERROR, R_ORDER,
     "a move by another player than the one whose turn it is"},
    {"praga.wall.cost", GA_ERROR, R_WALL,
     "a wall not paid with the resources shown in the red banner on its tile"},
    {"praga.windows.max", GA_ERROR, R_WINDOWS_MAX,
     "more than 2 silver windows held after a gain (the excess is lost)"},
};
#define NCHECKS (sizeof checks / sizeof checks[0])

/* ---------------------------------------------------------------- state */

enum { RS_GOLD, RS_STONE, RS_WINDOWS, RS_EGGS, NRES };
static const char *const rnames[NRES] = {"gold", "stone", "windows", "eggs"};

typedef struct pr_tech {
    char id[32];
    int level;   /* 1..4 */
    int turn;    /* the turn it was taken */
    int used;
} pr_tech;

typedef struct pr_player {
    int turns;
    int res[NRES];
    long points;            /* points gained during the game */
    int mines, mine_bonus, quarries, quarry_bonus;
    int university, technology;
    int sections;           /* personal wall sections */
    int road;               /* King's Road space reached, 0 = none */
    int top[2];             /* reached the top of wall/cathedral */
    pr_tech tech[PR_MAXTECH];
    int ntech;
    int scored;
    long total;             /* the engine's final total */
} pr_player;

struct ga_engine {
    ga_header h;
    size_t np;
    pr_player pl[PR_MAXP];
    int cur;                /* player whose turn is open, -1 none */
    int phase;              /* 0 no turn, 1 tile taken, 2 action done */
    int actions;            /* actions this turn */
    int extra_bought;       /* extra actions bought with windows this turn */
    char tile[64];
    char tile_actions[2][32];
    char spaces[PR_MAXSPACES][32];
    int nspaces;
    int tops[2];            /* players who reached each top */
    int result_seen;
};

static const char *pname(const ga_engine *e, int p)
{
    return e->h.players[p].name && *e->h.players[p].name ? e->h.players[p].name
                                                          : e->h.players[p].id;
}

static int player_of(const ga_engine *e, const char *id)
{
    int p = id ? ga_header_player_index(&e->h, id) : -1;
    return p >= 0 && p < (int)e->np ? p : -1;
}

static int arg_int(const ga_move *m, const char *key, int dflt)
{
    long long v;
    if (ga_json_int(json_object_get(m->args, key), &v) && v > -100000 && v < 100000)
        return (int)v;
    return dflt;
}

static int obj_int(const json_t *o, const char *key)
{
    long long v;
    if (ga_json_int(json_object_get(o, key), &v) && v > -100000 && v < 100000)
        return (int)v;
    return 0;
}

static const char *arg_str(const ga_move *m, const char *key)
{
    return json_string_value(json_object_get(m->args, key));
}

/* Pays a resource object ({"gold": n, "stone": n, ...}); reports what the
 * player did not have.  Returns 0. */
static void pay(ga_engine *e, const ga_move *m, int p, const json_t *paid, ga_findings *out)
{
    pr_player *P = &e->pl[p];
    for (int r = 0; r < NRES; r++) {
        int n = obj_int(paid, rnames[r]);
        if (n <= 0)
            continue;
        if (P->res[r] < n)
            ga_report(out, &ga_game_praga, m, "praga.resources.short",
                      "%s pays %d %s holding %d", pname(e, p), n, rnames[r], P->res[r]);
        P->res[r] -= n;
        if (P->res[r] < 0)
            P->res[r] = 0;
    }
}

/* Compares two resource objects; writes them to buf. */
static int same_cost(const json_t *a, const json_t *b, char *buf, size_t n)
{
    int same = 1;
    size_t off = 0;
    buf[0] = 0;
    for (int r = 0; r < NRES; r++) {
        int x = obj_int(a, rnames[r]), y = obj_int(b, rnames[r]);
        if (x != y)
            same = 0;
        if (x || y) {
            int k = snprintf(buf + off, n - off, "%s%s %d/%d", off ? ", " : "", rnames[r], x, y);
            if (k > 0 && (size_t)k < n - off)
                off += (size_t)k;
        }
    }
    return same;
}

/* Windows gained: at most 2 held; the log's `windows_held` checked. */
static void gain_windows(ga_engine *e, const ga_move *m, int p, int n, ga_findings *out)
{
    pr_player *P = &e->pl[p];
    int held = arg_int(m, "windows_held", -1);
    P->res[RS_WINDOWS] += n;
    if (P->res[RS_WINDOWS] > PR_WINDOWS)
        P->res[RS_WINDOWS] = PR_WINDOWS;
    if (held > PR_WINDOWS)
        ga_report(out, &ga_game_praga, m, "praga.windows.max",
                  "%s holds %d silver windows after gaining %d; a supply of %d at most, the "
                  "excess is lost",
                  pname(e, p), held, n, PR_WINDOWS);
}

static int turn_player(ga_engine *e, const ga_move *m, ga_findings *out)
{
    int p = player_of(e, m->player);
    if (p < 0)
        return -1;
    if (e->cur >= 0 && p != e->cur) {
        ga_report(out, &ga_game_praga, m, "praga.turn.wrong-player",
                  "%s moves during %s's turn", pname(e, p), pname(e, e->cur));
        return -1;
    }
    return p;
}

static int on_take(ga_engine *e, const ga_move *m, ga_findings *out)
{
    int p = player_of(e, m->player);
    if (p < 0)
        return 0;
    pr_player *P = &e->pl[p];
    if (e->cur >= 0 && e->phase > 0) {
        if (e->cur == p)
            ga_report(out, &ga_game_praga, m, "praga.turn.one-action",
                      "%s takes a second action tile in the same turn (%s already taken)",
                      pname(e, p), e->tile);
        else
            ga_report(out, &ga_game_praga, m, "praga.turn.unended",
                      "%s begins a turn before %s's turn ended", pname(e, p), pname(e, e->cur));
        if (e->cur == p)
            return 0;
    }
    e->cur = p;
    e->phase = 1;
    e->actions = 0;
    e->extra_bought = 0;
    P->turns++;
    if (P->turns > PR_TURNS)
        ga_report(out, &ga_game_praga, m, "praga.game.turns",
                  "%s takes turn %d; the game lasts %d turns per player", pname(e, p), P->turns,
                  PR_TURNS);
    snprintf(e->tile, sizeof e->tile, "%s", arg_str(m, "tile") ? arg_str(m, "tile") : "?");
    const json_t *acts = json_object_get(m->args, "actions");
    for (int i = 0; i < 2; i++)
        snprintf(e->tile_actions[i], sizeof e->tile_actions[i], "%s",
                 json_string_value(json_array_get(acts, (size_t)i))
                     ? json_string_value(json_array_get(acts, (size_t)i))
                     : "");
    const char *zone = arg_str(m, "zone");
    int paid = 0;
    const json_t *pj = json_object_get(m->args, "paid");
    for (int r = 0; r < NRES; r++)
        paid += obj_int(pj, rnames[r]);
    int pts = arg_int(m, "points", 0);
    int red = zone && !strcmp(zone, "red"), blue = zone && !strcmp(zone, "blue");
    if (red != (paid > 0))
        ga_report(out, &ga_game_praga, m, "praga.tile.red",
                  red ? "%s takes %s from the red zone without paying for it"
                      : "%s pays for %s, a tile from the %s zone",
                  pname(e, p), e->tile, zone ? zone : "(no)");
    if (blue && pts <= 0)
        ga_report(out, &ga_game_praga, m, "praga.tile.blue",
                  "%s takes %s from the blue zone and scores no points", pname(e, p), e->tile);
    else if (!blue && pts > 0)
        ga_report(out, &ga_game_praga, m, "praga.tile.blue",
                  "%s scores %d points for %s, a tile from the %s zone", pname(e, p), pts,
                  e->tile, zone ? zone : "(no)");
    pay(e, m, p, pj, out);
    if (pts > 0)
        P->points += pts;
    return 0;
}

static int on_action(ga_engine *e, const ga_move *m, ga_findings *out)
{
    int p = turn_player(e, m, out);
    if (p < 0)
        return 0;
    pr_player *P = &e->pl[p];
    const char *kind = arg_str(m, "kind");
    if (!kind)
        return 0;
    if (e->cur != p || e->phase == 0) {
        ga_report(out, &ga_game_praga, m, "praga.turn.action-first",
                  "%s performs %s before choosing an action tile", pname(e, p), kind);
    } else if (strcmp(kind, e->tile_actions[0]) && strcmp(kind, e->tile_actions[1])) {
        ga_report(out, &ga_game_praga, m, "praga.action.not-on-tile",
                  "%s performs %s; the tile %s depicts %s and %s", pname(e, p), kind, e->tile,
                  e->tile_actions[0], e->tile_actions[1]);
    }
    int extra = json_is_true(json_object_get(m->args, "extra"));
    if (extra) {
        int w = arg_int(m, "windows", 0);
        if (w <= 0 || P->res[RS_WINDOWS] < w) {
            ga_report_rule(out, &ga_game_praga, m, "praga.action.extra", R_EXTRA,
                           "%s buys an extra action with %d silver windows holding %d",
                           pname(e, p), w, P->res[RS_WINDOWS]);
        }
        P->res[RS_WINDOWS] -= w > 0 ? w : 0;
        if (P->res[RS_WINDOWS] < 0)
            P->res[RS_WINDOWS] = 0;
        e->extra_bought++;
    } else if (e->actions >= 1 + e->extra_bought) {
        ga_report_rule(out, &ga_game_praga, m, "praga.action.extra", R_TWO,
                       "%s performs a second action (%s) in the turn without buying it with "
                       "silver windows",
                       pname(e, p), kind);
    }
    e->actions++;
    e->phase = 2;
    if (arg_int(m, "upgrades_used", 0) > 1)
        ga_report(out, &ga_game_praga, m, "praga.action.upgrades-used",
                  "%s uses %d upgrades of %s; only one can be used per action", pname(e, p),
                  arg_int(m, "upgrades_used", 0), kind);
    const char *mode = arg_str(m, "mode");
    if (!strcmp(kind, "mines") || !strcmp(kind, "quarries")) {
        int mines = !strcmp(kind, "mines");
        int r = mines ? RS_GOLD : RS_STONE;
        int *count = mines ? &P->mines : &P->quarries;
        int bonus = mines ? P->mine_bonus : P->quarry_bonus;
        int got = arg_int(m, mines ? "gold" : "stone", 0);
        int progress = mode && !strcmp(mode, "progress");
        int want = progress ? 1 : *count + bonus;
        if (got != want)
            ga_report(out, &ga_game_praga, m, mines ? "praga.action.mines" : "praga.action.quarries",
                      progress ? "%s gains %d %s progressing the %s; it is %d"
                               : "%s gains %d %s from %s; %d %s plus %d unlocked bonuses give %d",
                      pname(e, p), got, rnames[r], kind, progress ? want : *count,
                      progress ? "" : kind, bonus, want);
        P->res[r] += got;
        if (progress)
            (*count)++;
        int nb = arg_int(m, "bonus", -1);
        if (nb >= 0) {
            if (mines)
                P->mine_bonus = nb;
            else
                P->quarry_bonus = nb;
        }
    } else if (!strcmp(kind, "upgrade")) {
        int u = arg_int(m, "university", 0);
        if (u != 1 && u != 2)
            ga_report(out, &ga_game_praga, m, "praga.action.upgrade",
                      "%s upgrades and moves %d spaces on the University track; it is 1 or 2",
                      pname(e, p), u);
        P->university += u;
    } else if (!strcmp(kind, "wall") || !strcmp(kind, "building")) {
        const json_t *cost = json_object_get(m->args, "cost");
        const json_t *paid = json_object_get(m->args, "paid");
        const json_t *north = json_object_get(m->args, "north_cost");
        json_t *want = json_object();
        if (!want)
            return GA_ENOMEM;
        for (int r = 0; r < NRES; r++) {
            int n = obj_int(cost, rnames[r]) + obj_int(north, rnames[r]);
            if (n)
                json_object_set_new(want, rnames[r], json_integer(n));
        }
        char buf[160];
        if (!same_cost(paid, want, buf, sizeof buf))
            ga_report(out, &ga_game_praga, m,
                      !strcmp(kind, "wall") ? "praga.wall.cost" : "praga.building.cost",
                      "%s builds a %s paying (paid/shown) %s", pname(e, p), kind, buf);
        json_decref(want);
        pay(e, m, p, paid, out);
        if (!strcmp(kind, "wall")) {
            P->sections++;
        } else {
            const char *sp = arg_str(m, "space");
            if (sp) {
                for (int i = 0; i < e->nspaces; i++)
                    if (!strcmp(e->spaces[i], sp))
                        ga_report(out, &ga_game_praga, m, "praga.building.occupied",
                                  "%s places a building on %s, which already holds a feature",
                                  pname(e, p), sp);
                if (e->nspaces < PR_MAXSPACES)
                    snprintf(e->spaces[e->nspaces++], sizeof e->spaces[0], "%s", sp);
            }
            if (json_is_true(json_object_get(m->args, "cube_space")) &&
                !json_is_true(json_object_get(m->args, "cube")))
                ga_report(out, &ga_game_praga, m, "praga.building.cube",
                          "%s's building on %s has a cube space and no cube of theirs",
                          pname(e, p), sp ? sp : "?");
        }
    } else if (!strcmp(kind, "road")) {
        int sp = arg_int(m, "space", 0);
        int egg = json_is_true(json_object_get(m->args, "egg"));
        if (sp != P->road + 1)
            ga_report(out, &ga_game_praga, m, "praga.road.step",
                      "%s moves to King's Road space %d from space %d; the road moves one space",
                      pname(e, p), sp, P->road);
        if ((sp == 4 || sp == 5) && !egg)
            ga_report(out, &ga_game_praga, m, "praga.road.egg",
                      "%s reaches King's Road space %s without paying an egg",
                      pname(e, p), sp == 4 ? "IV" : "V");
        if (egg) {
            if (P->res[RS_EGGS] < 1)
                ga_report(out, &ga_game_praga, m, "praga.resources.short",
                          "%s pays an egg on the King's Road holding none", pname(e, p));
            else
                P->res[RS_EGGS]--;
        }
        if (sp > 0 && sp < 100)
            P->road = sp;
    }
    return 0;
}

static int on_gain(ga_engine *e, const ga_move *m, ga_findings *out)
{
    int p = player_of(e, m->player);
    if (p < 0)
        return 0;
    pr_player *P = &e->pl[p];
    P->res[RS_GOLD] += arg_int(m, "gold", 0);
    P->res[RS_STONE] += arg_int(m, "stone", 0);
    P->res[RS_EGGS] += arg_int(m, "eggs", 0);
    P->points += arg_int(m, "points", 0);
    P->university += arg_int(m, "university", 0);
    P->technology += arg_int(m, "technology", 0);
    P->sections += arg_int(m, "sections", 0);
    int w = arg_int(m, "windows", 0);
    if (w || json_object_get(m->args, "windows_held"))
        gain_windows(e, m, p, w, out);
    return 0;
}

static int on_climb(ga_engine *e, const ga_move *m, ga_findings *out)
{
    int p = player_of(e, m->player);
    if (p < 0)
        return 0;
    pr_player *P = &e->pl[p];
    const char *track = arg_str(m, "track"), *step = arg_str(m, "step");
    int t = track && !strcmp(track, "cathedral") ? 1 : 0;
    const char *tn = t ? "Vitus Cathedral" : "Hunger Wall";
    int w = arg_int(m, "windows", 0);
    const json_t *cost = json_object_get(m->args, "cost"), *paid = json_object_get(m->args, "paid");
    int free_ = json_is_true(json_object_get(m->args, "free"));
    char buf[160];
    if (step && !strcmp(step, "side")) {
        int any = w > 0;
        for (int r = 0; r < NRES; r++)
            any |= obj_int(paid, rnames[r]) > 0;
        if (any)
            ga_report(out, &ga_game_praga, m, "praga.track.side",
                      "%s pays to move sideways on the %s; moving sideways just requires the "
                      "effect",
                      pname(e, p), tn);
    } else if (step && !strcmp(step, "up")) {
        if (w != PR_UP_WINDOWS)
            ga_report(out, &ga_game_praga, m, "praga.track.up",
                      "%s moves up within a tier of the %s paying %d silver windows; it costs %d",
                      pname(e, p), tn, w, PR_UP_WINDOWS);
        if (P->res[RS_WINDOWS] < w)
            ga_report(out, &ga_game_praga, m, "praga.resources.short",
                      "%s pays %d silver windows holding %d", pname(e, p), w,
                      P->res[RS_WINDOWS]);
        P->res[RS_WINDOWS] -= w;
        if (P->res[RS_WINDOWS] < 0)
            P->res[RS_WINDOWS] = 0;
    } else if (step && !strcmp(step, "tier")) {
        if (!same_cost(paid, cost, buf, sizeof buf))
            ga_report_rule(out, &ga_game_praga, m, "praga.track.tier", free_ ? R_FREE : R_TIER,
                           free_ ? "%s takes a free move up to a new tier of the %s without "
                                   "paying the tier change cost (paid/depicted %s)"
                                 : "%s moves up to a new tier of the %s paying (paid/depicted) %s",
                           pname(e, p), tn, buf[0] ? buf : "nothing/nothing");
        pay(e, m, p, paid, out);
    }
    if (json_is_true(json_object_get(m->args, "top")) && !P->top[t]) {
        P->top[t] = 1;
        e->tops[t]++;
        int rank = arg_int(m, "reward", 0);
        int want = e->tops[t] <= PR_TOPS ? e->tops[t] : 0;
        if (rank != want)
            ga_report(out, &ga_game_praga, m, "praga.track.top",
                      "%s reaches the top of the %s as player %d and takes reward %d; %s",
                      pname(e, p), tn, e->tops[t], rank,
                      want ? "the rewards go in order" : "only the first three gain rewards");
    }
    return 0;
}

static int on_tech(ga_engine *e, const ga_move *m, ga_findings *out)
{
    int p = player_of(e, m->player);
    if (p < 0)
        return 0;
    pr_player *P = &e->pl[p];
    const char *id = arg_str(m, "id");
    const char *use = arg_str(m, "use");
    if (use) {
        for (int i = 0; i < P->ntech; i++) {
            pr_tech *T = &P->tech[i];
            if (strcmp(T->id, use))
                continue;
            if (T->level <= 2 && T->turn == P->turns)
                ga_report(out, &ga_game_praga, m, "praga.tech.use",
                          "%s uses the level %s technology %s on the turn they got it; it works "
                          "from the turn after",
                          pname(e, p), T->level == 1 ? "I" : "II", T->id);
            else if (T->level >= 3 && T->used)
                ga_report(out, &ga_game_praga, m, "praga.tech.use",
                          "%s uses the level %s technology %s a second time; it is one off",
                          pname(e, p), T->level == 3 ? "III" : "IV", T->id);
            T->used++;
            return 0;
        }
        return 0;
    }
    if (!id)
        return 0;
    if (!json_is_true(json_object_get(m->args, "icon")))
        ga_report(out, &ga_game_praga, m, "praga.tech.icon",
                  "%s takes the technology %s without passing an icon space", pname(e, p), id);
    if (P->ntech < PR_MAXTECH) {
        pr_tech *T = &P->tech[P->ntech++];
        snprintf(T->id, sizeof T->id, "%s", id);
        T->level = arg_int(m, "level", 1);
        T->turn = P->turns;
        T->used = 0;
    }
    return 0;
}

static int on_plaza(ga_engine *e, const ga_move *m, ga_findings *out)
{
    const json_t *cubes = json_object_get(m->args, "cubes");
    const json_t *rew = json_object_get(m->args, "rewards");
    int finished = !json_is_false(json_object_get(m->args, "finished"));
    const char *plaza = arg_str(m, "plaza") ? arg_str(m, "plaza") : "?";
    int c[PR_MAXP] = {0}, best = 0, nbest = 0;
    for (size_t p = 0; p < e->np; p++) {
        c[p] = obj_int(cubes, e->h.players[p].id);
        if (c[p] > best)
            best = c[p], nbest = 1;
        else if (c[p] == best && best > 0)
            nbest++;
    }
    for (size_t p = 0; p < e->np; p++) {
        const char *got = json_string_value(json_object_get(rew, e->h.players[p].id));
        if (!got)
            got = "none";
        const char *want;
        if (!finished)
            want = c[p] > 0 ? "lower" : "none";
        else
            want = c[p] == 0 ? "none" : (c[p] == best && nbest == 1) ? "both" : "one";
        if (strcmp(got, want))
            ga_report(out, &ga_game_praga, m,
                      finished ? "praga.plaza.rewards" : "praga.plaza.unfinished",
                      "%s plaza %s: %s has %d cubes there (most: %d) and gets %s; it is %s",
                      finished ? "surrounded" : "unfinished", plaza, pname(e, (int)p), c[p],
                      best, got, want);
    }
    return 0;
}

static int on_end(ga_engine *e, const ga_move *m, ga_findings *out)
{
    int p = turn_player(e, m, out);
    if (p < 0)
        return 0;
    pr_player *P = &e->pl[p];
    int kept = arg_int(m, "windows", P->res[RS_WINDOWS]);
    if (kept > PR_WINDOWS)
        ga_report(out, &ga_game_praga, m, "praga.end.discard",
                  "%s ends the turn keeping %d silver windows; discard down to %d", pname(e, p),
                  kept, PR_WINDOWS);
    P->res[RS_WINDOWS] = kept > PR_WINDOWS ? PR_WINDOWS : kept < 0 ? 0 : kept;
    int crane = arg_int(m, "crane", 1);
    if (crane != 1)
        ga_report(out, &ga_game_praga, m, "praga.end.crane",
                  "%s rotates the action crane %d spaces; it is 1 space clockwise", pname(e, p),
                  crane);
    const char *to = arg_str(m, "tile_to");
    if (to && strcmp(to, "red"))
        ga_report(out, &ga_game_praga, m, "praga.end.tile",
                  "%s puts the turn's tile %s in the %s zone; it goes to the end of the wheel "
                  "in the red zone",
                  pname(e, p), e->tile, to);
    const char *outt = arg_str(m, "out");
    if (outt) {
        const char *where = arg_str(m, "out_to");
        int allfree = json_is_true(json_object_get(m->args, "green_free"));
        int tok = arg_int(m, "token", 0);
        const char *want = allfree ? "red" : "green";
        if (!where || strcmp(where, want) || tok != PR_TOKEN)
            ga_report_rule(out, &ga_game_praga, m, "praga.end.out", allfree ? R_AM_GREEN : R_OUT_GREEN,
                           "the tile %s rotated out of the wheel goes to the %s zone with a %d "
                           "point token; %s",
                           outt, where ? where : "(no)", tok,
                           allfree ? "with every green space free it goes to the red zone with "
                                     "its 5 point token"
                                   : "it goes on the first available green space with a 5 point "
                                     "token");
    }
    e->cur = -1;
    e->phase = 0;
    return 0;
}

static int on_player(ga_engine *e, const ga_move *m, ga_findings *out)
{
    (void)out;
    int p = player_of(e, m->player);
    if (p < 0)
        return 0;
    pr_player *P = &e->pl[p];
    for (int r = 0; r < NRES; r++)
        P->res[r] = arg_int(m, rnames[r], P->res[r]);
    P->points = arg_int(m, "points", (int)P->points);
    P->mines = arg_int(m, "mines", P->mines);
    P->mine_bonus = arg_int(m, "mine_bonus", P->mine_bonus);
    P->quarries = arg_int(m, "quarries", P->quarries);
    P->quarry_bonus = arg_int(m, "quarry_bonus", P->quarry_bonus);
    P->university = arg_int(m, "university", P->university);
    P->technology = arg_int(m, "technology", P->technology);
    P->sections = arg_int(m, "sections", P->sections);
    P->road = arg_int(m, "road", P->road);
    return 0;
}

/* One track's end points {row, column, symbols, points}: row + column x symbols. */
static int track_points(ga_engine *e, const ga_move *m, int p, const char *key, ga_findings *out)
{
    const json_t *o = json_object_get(m->args, key);
    if (!o)
        return 0;
    int row = obj_int(o, "row"), col = obj_int(o, "column"), sym = obj_int(o, "symbols");
    int pts = obj_int(o, "points");
    if (pts != row + col * sym)
        ga_report(out, &ga_game_praga, m, "praga.score.tracks",
                  "%s scores %d for the %s; row %d + column %d x %d symbols is %d",
                  pname(e, p), pts, key, row, col, sym, row + col * sym);
    return pts;
}

static int on_score(ga_engine *e, const ga_move *m, ga_findings *out)
{
    int p = player_of(e, m->player);
    if (p < 0)
        return 0;
    pr_player *P = &e->pl[p];
    long end = 0;
    const json_t *tj = json_object_get(m->args, "technology");
    if (tj) {
        int tr = obj_int(tj, "track"), mult = obj_int(tj, "university"), pts = obj_int(tj, "points");
        if (pts != tr * mult)
            ga_report(out, &ga_game_praga, m, "praga.score.technology",
                      "%s scores %d for technology; track %d x %d University scoring "
                      "opportunities is %d",
                      pname(e, p), pts, tr, mult, tr * mult);
        else if (tr != P->technology)
            ga_report(out, &ga_game_praga, m, "praga.score.technology",
                      "%s scores the Technology track at %d, but it stands at %d after the "
                      "game's moves (%d x %d = %d)",
                      pname(e, p), tr, P->technology, P->technology, mult,
                      P->technology * mult);
        end += pts;
    }
    end += track_points(e, m, p, "wall", out);
    end += track_points(e, m, p, "cathedral", out);
    int pw = arg_int(m, "personal_wall", -1);
    if (pw >= 0) {
        int w = wall_points(P->sections);
        if (pw != w)
            ga_report(out, &ga_game_praga, m, "praga.score.personal-wall",
                      "%s scores %d for a personal wall of %d sections; it is %d", pname(e, p),
                      pw, P->sections, w);
        end += pw;
    }
    int ep = arg_int(m, "eggs", -1);
    if (ep >= 0) {
        int w = egg_points(P->res[RS_EGGS]);
        if (ep != w)
            ga_report(out, &ga_game_praga, m, "praga.score.eggs",
                      "%s scores %d for %d leftover eggs; it is %d", pname(e, p), ep,
                      P->res[RS_EGGS], w);
        end += ep;
    }
    int rv = arg_int(m, "road", 0);
    if (rv > 0 && P->road < 5)
        ga_report(out, &ga_game_praga, m, "praga.score.road",
                  "%s scores %d for the King's Road's space V, having reached space %d",
                  pname(e, p), rv, P->road);
    end += rv;
    end += arg_int(m, "plazas", 0);
    long total = P->points + end;
    int written = arg_int(m, "total", (int)total);
    if (written != total)
        ga_report(out, &ga_game_praga, m, "praga.score.count",
                  "%s's total is %d; %ld points of the game + %ld at the end make %ld",
                  pname(e, p), written, P->points, end, total);
    P->total = written;
    P->scored = 1;
    return 0;
}

static int on_result(ga_engine *e, const ga_move *m, ga_findings *out)
{
    const json_t *w = json_object_get(m->args, "winners");
    long best = -1;
    for (size_t p = 0; p < e->np; p++)
        if (e->pl[p].scored && e->pl[p].total > best)
            best = e->pl[p].total;
    size_t i;
    json_t *v;
    json_array_foreach((json_t *)w, i, v) {
        int p = player_of(e, json_string_value(v));
        if (p >= 0 && e->pl[p].scored && e->pl[p].total < best)
            ga_report(out, &ga_game_praga, m, "praga.score.winner",
                      "%s is named winner with %ld points; the most is %ld", pname(e, p),
                      e->pl[p].total, best);
    }
    for (size_t q = 0; q < e->np; q++)
        if (e->pl[q].turns < PR_TURNS) {
            ga_report(out, &ga_game_praga, m, "praga.game.end",
                      "the game ends with %s at %d turns; it ends at the end of the 16th round",
                      pname(e, (int)q), e->pl[q].turns);
            break;
        }
    e->result_seen = 1;
    return 0;
}

static int pr_apply(ga_engine *e, const ga_move *m, ga_findings *out)
{
    static const struct {
        const char *name;
        int (*fn)(ga_engine *, const ga_move *, ga_findings *);
    } tab[] = {
        {"action", on_action}, {"climb", on_climb}, {"end", on_end},       {"gain", on_gain},
        {"plaza", on_plaza},   {"player", on_player}, {"result", on_result}, {"score", on_score},
        {"take", on_take},     {"tech", on_tech},
    };
    for (size_t i = 0; i < sizeof tab / sizeof tab[0]; i++)
        if (!strcmp(m->action, tab[i].name))
            return tab[i].fn(e, m, out);
    return 0;
}

static int pr_finish(ga_engine *e, ga_findings *out)
{
    (void)e;
    (void)out;
    return 0;
}

static int pr_dump(const ga_engine *e, ga_buf *out)
{
    for (size_t p = 0; p < e->np; p++) {
        const pr_player *P = &e->pl[p];
        ga_buf_printf(out,
                      "%s: turn %d, gold %d, stone %d, windows %d, eggs %d, points %ld, mines %d "
                      "(+%d), quarries %d (+%d), university %d, technology %d, wall sections "
                      "%d, road %d, technologies %d%s\n",
                      pname(e, (int)p), P->turns, P->res[RS_GOLD], P->res[RS_STONE],
                      P->res[RS_WINDOWS], P->res[RS_EGGS], P->points, P->mines, P->mine_bonus,
                      P->quarries, P->quarry_bonus, P->university, P->technology, P->sections,
                      P->road, P->ntech, e->cur == (int)p ? " (to move)" : "");
    }
    return 0;
}

static void pr_free(ga_engine *e)
{
    if (!e)
        return;
    ga_header_clear(&e->h);
    free(e);
}

static int pr_new(ga_engine **out, const ga_header *h, const ga_ruleset *rules, ga_error *err)
{
    (void)rules;
    *out = NULL;
    ga_engine *e = calloc(1, sizeof *e);
    if (!e || ga_header_copy(&e->h, h)) {
        pr_free(e);
        return ga_error_set(err, GA_ENOMEM, h->file, 0, "out of memory");
    }
    e->np = h->nplayers < PR_MAXP ? h->nplayers : PR_MAXP;
    e->cur = -1;
    *out = e;
    return 0;
}

/* ---------------------------------------------------------------- vocabulary */

#define RES_DOC "{\"gold\": n, \"stone\": n, \"windows\": n, \"eggs\": n}"

static const ga_arg_spec action_args[] = {
    {"bonus", GA_ARG_INT, 0, "mines/quarries: the unlocked bonuses after the action (count)"},
    {"cost", GA_ARG_OBJECT, 0, "wall/building: the tile's red banner, " RES_DOC},
    {"cube", GA_ARG_BOOL, 0, "building: the player's cube placed on it"},
    {"cube_space", GA_ARG_BOOL, 0, "building: the building has a cube space"},
    {"egg", GA_ARG_BOOL, 0, "road: an egg paid"},
    {"extra", GA_ARG_BOOL, 0, "an extra action bought with silver windows"},
    {"gold", GA_ARG_INT, 0, "mines: gold gained"},
    {"kind", GA_ARG_STR, 1, "mines|quarries|upgrade|wall|building|road"},
    {"mode", GA_ARG_STR, 0, "mines/quarries: progress (1 and +1 mine/quarry) or produce"},
    {"north_cost", GA_ARG_OBJECT, 0,
     "building north of the road: the pre-printed banner's additional cost, " RES_DOC},
    {"paid", GA_ARG_OBJECT, 0, "wall/building: what was paid, " RES_DOC},
    {"space", GA_ARG_ANY, 0, "building: the city space (string); road: the space reached (1-5)"},
    {"stone", GA_ARG_INT, 0, "quarries: stone gained"},
    {"university", GA_ARG_INT, 0, "upgrade: spaces moved on the University track"},
    {"upgrades_used", GA_ARG_INT, 0, "upgrades of this action used (amendment: at most 1)"},
    {"windows", GA_ARG_INT, 0, "extra: silver windows spent"},
    {NULL},
};
static const ga_arg_spec climb_args[] = {
    {"cost", GA_ARG_OBJECT, 0, "tier: the depicted additional cost, " RES_DOC},
    {"free", GA_ARG_BOOL, 0, "a free movement from a bonus space"},
    {"paid", GA_ARG_OBJECT, 0, "what was paid, " RES_DOC},
    {"reward", GA_ARG_INT, 0, "top: the reward taken (1st, 2nd, 3rd; 0 none)"},
    {"step", GA_ARG_STR, 1, "side|up|tier"},
    {"top", GA_ARG_BOOL, 0, "the move reaches the top of the track"},
    {"track", GA_ARG_STR, 1, "wall (Hunger Wall)|cathedral (Vitus Cathedral)"},
    {"windows", GA_ARG_INT, 0, "up: silver windows paid"},
    {NULL},
};
static const ga_arg_spec end_args[] = {
    {"crane", GA_ARG_INT, 0, "spaces the action crane rotated (default 1)"},
    {"green_free", GA_ARG_BOOL, 0, "out: every green zone space was free"},
    {"out", GA_ARG_STR, 0, "the tile rotated out of the wheel, if any"},
    {"out_to", GA_ARG_STR, 0, "out: the zone it went to (green|red)"},
    {"tile_to", GA_ARG_STR, 0, "the zone the turn's tile went to"},
    {"token", GA_ARG_INT, 0, "out: the point token placed on it"},
    {"windows", GA_ARG_INT, 0, "silver windows kept after the discard"},
    {NULL},
};
static const ga_arg_spec gain_args[] = {
    {"eggs", GA_ARG_INT, 0, "eggs gained"},
    {"gold", GA_ARG_INT, 0, "gold gained"},
    {"points", GA_ARG_INT, 0, "points gained during the game"},
    {"sections", GA_ARG_INT, 0, "personal wall sections gained"},
    {"source", GA_ARG_STR, 0, "what gave it (a bonus space, a plaza, a technology), free text"},
    {"stone", GA_ARG_INT, 0, "stone gained"},
    {"technology", GA_ARG_INT, 0, "spaces on the Technology track"},
    {"university", GA_ARG_INT, 0, "spaces on the University track"},
    {"windows", GA_ARG_INT, 0, "silver windows gained"},
    {"windows_held", GA_ARG_INT, 0, "silver windows held after the gain, as the log shows"},
    {NULL},
};
static const ga_arg_spec plaza_args[] = {
    {"cubes", GA_ARG_OBJECT, 1, "player id -> cubes around the plaza"},
    {"finished", GA_ARG_BOOL, 0, "surrounded (default true); false: unfinished at game end"},
    {"plaza", GA_ARG_STR, 0, "the plaza"},
    {"rewards", GA_ARG_OBJECT, 1, "player id -> both|one|lower|none"},
    {NULL},
};
static const ga_arg_spec player_args[] = {
    {"eggs", GA_ARG_INT, 0, "eggs"},
    {"gold", GA_ARG_INT, 0, "gold"},
    {"mine_bonus", GA_ARG_INT, 0, "unlocked mine bonuses"},
    {"mines", GA_ARG_INT, 0, "gold mines"},
    {"points", GA_ARG_INT, 0, "points"},
    {"quarries", GA_ARG_INT, 0, "quarries"},
    {"quarry_bonus", GA_ARG_INT, 0, "unlocked quarry bonuses"},
    {"road", GA_ARG_INT, 0, "King's Road space reached (0-5)"},
    {"sections", GA_ARG_INT, 0, "personal wall sections"},
    {"stone", GA_ARG_INT, 0, "stone"},
    {"technology", GA_ARG_INT, 0, "Technology track space"},
    {"university", GA_ARG_INT, 0, "University track space"},
    {"windows", GA_ARG_INT, 0, "silver windows"},
    {NULL},
};
static const ga_arg_spec result_args[] = {
    {"winners", GA_ARG_ARRAY, 1, "player ids of the winners"},
    {NULL},
};
static const ga_arg_spec score_args[] = {
    {"cathedral", GA_ARG_OBJECT, 0, "{\"row\": points, \"column\": n, \"symbols\": n, \"points\": n}"},
    {"eggs", GA_ARG_INT, 0, "points for leftover eggs"},
    {"personal_wall", GA_ARG_INT, 0, "points for the personal wall"},
    {"plazas", GA_ARG_INT, 0, "points of unfinished plazas' bonuses"},
    {"road", GA_ARG_INT, 0, "points of personal scoring gained on road space V"},
    {"technology", GA_ARG_OBJECT, 0,
     "{\"track\": n, \"university\": scoring opportunities, \"points\": n}"},
    {"total", GA_ARG_INT, 1, "the final score as written"},
    {"wall", GA_ARG_OBJECT, 0, "Hunger Wall: {\"row\": points, \"column\": n, \"symbols\": n, \"points\": n}"},
    {NULL},
};
static const ga_arg_spec take_args[] = {
    {"actions", GA_ARG_ARRAY, 1, "the two actions on the tile (kinds of `action`)"},
    {"paid", GA_ARG_OBJECT, 0, "red zone: the price paid, " RES_DOC},
    {"points", GA_ARG_INT, 0, "blue zone: points scored"},
    {"tile", GA_ARG_STR, 0, "the tile"},
    {"zone", GA_ARG_STR, 1, "red|green|blue"},
    {NULL},
};
static const ga_arg_spec tech_args[] = {
    {"icon", GA_ARG_BOOL, 0, "taking: an icon space of the Technology track was passed"},
    {"id", GA_ARG_STR, 0, "taking: the technology"},
    {"level", GA_ARG_INT, 0, "taking: I..IV as 1..4"},
    {"use", GA_ARG_STR, 0, "using: the technology used"},
    {NULL},
};

static const ga_action actions[] = {
    {"action", action_args, "the player to move", "one of the two actions of the tile taken"},
    {"climb", climb_args, "the player moving", "a move on the Hunger Wall or Vitus Cathedral track"},
    {"end", end_args, "the player to move",
     "end of turn: windows discarded, crane rotated, the tile to the red zone, a tile rotated out"},
    {"gain", gain_args, "the player gaining", "a bonus gained (windows, eggs, gold, points, …)"},
    {"player", player_args, "the player", "the log's word on a player's state (setup, resync)"},
    {"plaza", plaza_args, "none (player null)", "a plaza evaluated: cubes around it and rewards"},
    {"result", result_args, "none (player null)", "the winners"},
    {"score", score_args, "the player scored", "the end scoring of one player"},
    {"take", take_args, "the player to move", "an action tile chosen from the wheel"},
    {"tech", tech_args, "the player", "a technology taken (id) or used (use)"},
};

static const ga_rule_skip skips[] = {
    {PR_PAGE, "Choose an Action Tile", "All action tile spaces will give a bonus",
     "a permission: the space's bonus may be used before or after the tile, any order is legal"},
    {PR_PAGE, "Technologies", "Various events may cause you to advance",
     "an overview of what follows; names no event"},
    {PR_PAGE, "The Hunger Wall and Vitus Cathedral", "Certain effects found on Wall and Building",
     "an overview: the effects are printed on the tiles, not stated on the page"},
    {PR_PAGE, "Amendments", "they will not immediately become active",
     "the BGA interface: when players become active to decide a plaza bonus"},
    {PR_PAGE, "Amendments", "they will become active in turn order",
     "the BGA interface: when players become active to decide a plaza bonus"},
    {PR_PAGE, "Amendments", "he/she can decide to wait for them",
     "the BGA interface: waiting for other players' decisions"},
    {PR_PAGE, "Amendments", "The market isn't automatically refilled immediately",
     "the BGA interface: undo and the refill of the tile market; the stream carries no market"},
    {PR_PAGE, "Amendments", "He/she can trigger the refill anytime",
     "the BGA interface: the refill button"},
    {PR_PAGE, "Amendments", "At the end of a turn it will be filled automatically",
     "the BGA interface: the automatic refill of the tile market, which the stream does not "
     "carry"},
    {PR_PAGE, "Amendments", "Most bonuses will be given immediately",
     "the BGA interface: which bonuses are granted automatically and which taken by hand"},
};

const ga_game ga_game_praga = {
    .name = "praga",
    .title = "Praga Caput Regni",
    .wiki_page = PR_PAGE,
    .summary = "16 turns per player, one action tile a turn (red zone paid, blue zone scoring), "
               "one of its two actions (extra ones bought with windows), mines and quarries "
               "gains, walls and buildings paid as shown (north banners, free spaces, cubes), "
               "the King's Road (one space, eggs on IV and V), silver windows held at most 2, "
               "the Wall and Cathedral tier costs and top rewards, technologies, plazas, the end "
               "of turn, the end scoring and the amendments",
    .new = pr_new,
    .apply = pr_apply,
    .finish = pr_finish,
    .dump = pr_dump,
    .free = pr_free,
    GA_TABLE(refs, refs),
    GA_TABLE(consts, consts),
    GA_TABLE(actions, actions),
    GA_TABLE(checks, checks),
    GA_TABLE(skips, skips),
    .tested_on = "no real Praga Caput Regni log has been checked: no log of the game is public. "
                 "Tested on 5 whole games (fixtures/praga/): one written turn by turn from the "
                 "page's statements, 4 generated by tests/praga/gen_streams.py (random legal "
                 "turns, 2-4 players x 16 turns), all clean; 45 known-bad copies, each giving "
                 "exactly its expected finding",
    .example =
        "{\"stream\":\"gameaudit/1\",\"game\":\"praga\",\"date\":\"2024-07-01\",\"players\":"
        "[{\"id\":\"1\",\"name\":\"ann\"},{\"id\":\"2\",\"name\":\"bob\"}],\"setup\":{}}\n"
        "{\"seq\":1,\"player\":\"1\",\"action\":\"player\",\"args\":{\"gold\":2,\"stone\":2,"
        "\"mines\":1,\"quarries\":1}}\n"
        "{\"seq\":2,\"player\":\"1\",\"action\":\"take\",\"args\":{\"tile\":\"t3\",\"zone\":"
        "\"green\",\"actions\":[\"mines\",\"wall\"]}}\n"
        "{\"seq\":3,\"player\":\"1\",\"action\":\"action\",\"args\":{\"kind\":\"mines\","
        "\"mode\":\"produce\",\"gold\":1}}\n"
        "{\"seq\":4,\"player\":\"1\",\"action\":\"end\",\"args\":{\"tile_to\":\"red\"}}\n",
};
