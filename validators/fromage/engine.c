/* fromage/engine.c — Fromage (simultaneous worker placement on a rotating
 * four-quadrant board) against the wiki page Gamehelpfromage (one revision,
 * 2024-11-14T20:19:41Z).
 *
 * No Board Game Arena log of Fromage is public: the engine reads the
 * normalized stream in the vocabulary below.  The page gives no board data
 * (spaces, shelves, tables, regions, rubrics): each `cheese` move states the
 * space it uses (venue, spot, symbol, festival cell, shelf and bonus, table,
 * regions touched) and the setup states what the board prints (cheese tokens
 * per player, the workers and their types, free-sample cells, the rubrics,
 * the customer tokens' values).  The engine keeps: the turn, each player's
 * quadrant, workers on the board and their return turn, resources held, cheese
 * tokens left, the fruited-cheese and jam piles, every space taken and by
 * whom; and it rescores the end from that state. */
#include "../../src/internal.h"
#include "../validators.h"

#include <stdlib.h>
#include <string.h>

#define FR_PAGE "Gamehelpfromage"
#define FR_MAXP 4
#define FR_MAXW 16
#define FR_MAXSP 512
#define FR_MAXREG 4
#define FR_NAME 32
#define FR_QUADRANTS 4 /* "The game board has 4 quadrants" */
#define FR_MAXRUB 32

/* ---------------------------------------------------------------- rules */

enum {
    R_QUADRANTS,
    R_ROWS,
    R_RETRIEVE_ALL,
    R_FACING,
    R_ONE,
    R_ROTATE,
    R_RETRIEVE,
    R_GATHER_GAIN,
    R_GATHER_LONGER,
    R_CHEESE_PLACE,
    R_CHEESE_TYPE,
    R_CHEESE_TOKEN,
    R_FRUIT_NEED,
    R_FRUIT_MOVE,
    R_FRUIT_SCORE_MC,
    R_CHEESE_RETURN,
    R_BLOCK,
    R_END_TRIGGER,
    R_END_FINISH,
    R_SOURCES,
    R_VENUES,
    R_FESTIVAL,
    R_FREE,
    R_SHELVES,
    R_SHELF_BONUS,
    R_PLATES,
    R_PAIRINGS,
    R_BISTRO_RUBRIC,
    R_PLATE_WORTH,
    R_VILLES_MOST,
    R_VILLES_TIE,
    R_FRUIT_SCORE,
    R_ORDERS,
    R_STRUCTURES,
    R_UNUSED,
    R_WINNER,
    R_TIE_CHEESE,
    R_TIE_SHARED,
    R_SPEND,
    R_SETUP,
    R_QUAD_VENUE,
    R_NREFS
};

#define GAME_BOARD "Overview > Game Board"
#define MAKE "Gameplay > Make Cheese"
#define GATHER "Gameplay > Gather Resources"
#define END "End of the Game"

static const ga_rule_ref refs[R_NREFS] = {
    [R_QUADRANTS] = {"fromage.board.quadrants", FR_PAGE, GAME_BOARD,
                     "The game board has 4 quadrants"},
    [R_ROWS] = {"fromage.board.rows", FR_PAGE, GAME_BOARD,
                "The player board includes 4 rows of resources"},
    [R_RETRIEVE_ALL] = {"fromage.turn.retrieve", FR_PAGE, "Gameplay",
                        "All players retrieve workers at the start of each turn"},
    [R_FACING] = {"fromage.turn.facing", FR_PAGE, "Gameplay",
                  "take actions in the quadrant that is facing them currently"},
    [R_ONE] = {"fromage.turn.one", FR_PAGE, "Gameplay",
               "perform ONE Gather Resources and/or ONE Make Cheese action in either order"},
    [R_ROTATE] = {"fromage.turn.rotate", FR_PAGE, "Gameplay",
                  "rotate the board clockwise to the next quadrant at the end of the turn"},
    [R_RETRIEVE] = {"fromage.worker.retrieve", FR_PAGE, "Gameplay > Retrieve Workers",
                    "Retrieve any of your workers that are now pointed at you"},
    [R_GATHER_GAIN] = {"fromage.gather.gain", FR_PAGE, GATHER,
                       "to gain 1, 2, or 3 of the depicted resource"},
    [R_GATHER_LONGER] = {"fromage.gather.longer", FR_PAGE, GATHER,
                         "The more of a resource you take, the longer the worker remains on "
                         "the board"},
    [R_CHEESE_PLACE] = {"fromage.cheese.quadrant", FR_PAGE, MAKE,
                        "Place a worker in this section of your quadrant to make cheese"},
    [R_CHEESE_TYPE] = {"fromage.cheese.type", FR_PAGE, MAKE,
                       "The type of worker you use must match the type of cheese"},
    [R_CHEESE_TOKEN] = {"fromage.cheese.token", FR_PAGE, MAKE,
                        "When placing the worker, you also place one of your cheese tokens"},
    [R_FRUIT_NEED] = {"fromage.cheese.fruit", FR_PAGE, MAKE,
                      "If the space has a fruit or jam symbol, you must have a fruit in your "
                      "fruit basket to make this cheese"},
    [R_FRUIT_MOVE] = {"fromage.cheese.pile", FR_PAGE, MAKE,
                      "You then move one fruit from your basket to the fruited cheese or jam "
                      "space on your board, as matches the cheese you're making"},
    [R_FRUIT_SCORE_MC] = {"fromage.cheese.fruit-score", FR_PAGE, MAKE,
                          "fruit you've used to make cheese will score (your fruited cheese "
                          "pile multiplied by your jam pile)"},
    [R_CHEESE_RETURN] = {"fromage.cheese.return", FR_PAGE, MAKE,
                         "Your worker will return to you at the end of 1, 2, or 3 turns based "
                         "on if it was placed on a bronze, silver, or gold spot"},
    [R_BLOCK] = {"fromage.cheese.block", FR_PAGE, MAKE,
                 "blocking all players from using that space again"},
    [R_END_TRIGGER] = {"fromage.end.trigger", FR_PAGE, END,
                       "End of the game is triggered when a player places their final Cheese "
                       "Token"},
    [R_END_FINISH] = {"fromage.end.finish", FR_PAGE, END,
                      "When all players finish the current turn, the game ends"},
    [R_SOURCES] = {"fromage.score.sources", FR_PAGE, END,
                   "Players will then score from a variety of sources"},
    [R_VENUES] = {"fromage.score.venues", FR_PAGE, END,
                  "The four different venues each score differently"},
    [R_FESTIVAL] = {"fromage.festival.adjacent", FR_PAGE, END " > Festival",
                    "Score points by making orthogonally adjacent cheeses (diagonal cheeses "
                    "are not adjacent)"},
    [R_FREE] = {"fromage.festival.free", FR_PAGE, END " > Festival",
                "The Free Sample spaces count as having all players"},
    [R_SHELVES] = {"fromage.fromagerie.shelves", FR_PAGE, END " > Fromagerie",
                   "count the number of different shelves with your Cheese Tokens and consult "
                   "the scoring rubric on the board"},
    [R_SHELF_BONUS] = {"fromage.fromagerie.bonus", FR_PAGE, END " > Fromagerie",
                       "For each of your Cheese Tokens on a shelf with a point bonus, add the "
                       "indicated number of points"},
    [R_PLATES] = {"fromage.bistro.plates", FR_PAGE, END " > Bistro",
                  "Score points for each plate with your Cheese Token"},
    [R_PAIRINGS] = {"fromage.bistro.pairings", FR_PAGE, END " > Bistro",
                    "Make pairings by placing 2 of your Cheese Tokens on the same table"},
    [R_BISTRO_RUBRIC] = {"fromage.bistro.rubric", FR_PAGE, END " > Bistro",
                         "At game-end, consult the scoring rubric on the board"},
    [R_PLATE_WORTH] = {"fromage.bistro.worth", FR_PAGE, END " > Bistro",
                       "The number of pairings you made determines how many points each plate "
                       "is worth"},
    [R_VILLES_MOST] = {"fromage.villes.most", FR_PAGE, END " > Villes",
                       "if you have the most influence in a region, take the Customer Token"},
    [R_VILLES_TIE] = {"fromage.villes.tie", FR_PAGE, END " > Villes",
                      "If tied for most influence, flip the token to the tied side and tied "
                      "players score the indicated number of points"},
    [R_FRUIT_SCORE] = {"fromage.score.fruit", FR_PAGE, END " > Villes",
                       "Your used fruit will score the number of fruited cheese multiplied by "
                       "the number of jams you've made"},
    [R_ORDERS] = {"fromage.score.orders", FR_PAGE, END " > Villes",
                  "Your completed order cards will score based on the chart on the bottom "
                  "right of your board"},
    [R_STRUCTURES] = {"fromage.score.structures", FR_PAGE, END " > Villes",
                      "Some structure tiles will give you additional points"},
    [R_UNUSED] = {"fromage.score.unused", FR_PAGE, END " > Villes",
                  "every 2 unused resources on your player board scores 1 point"},
    [R_WINNER] = {"fromage.end.winner", FR_PAGE, END " > Villes",
                  "The player with the most points wins"},
    [R_TIE_CHEESE] = {"fromage.end.tie", FR_PAGE, END " > Villes",
                      "If tied, the player that made more cheese wins"},
    [R_TIE_SHARED] = {"fromage.end.shared", FR_PAGE, END " > Villes",
                      "If still tied, victory is shared"},
    [R_SPEND] = {"fromage.spend", NULL, "Player board", NULL,
                 "Fromage published rules (Rosset & O'Malley, 2024), player board: resources "
                 "paid for orders and structures come from those on the player board, so a "
                 "player cannot pay what the board does not hold (the page does not say it; "
                 "the rulebook itself was not at hand)"},
    [R_SETUP] = {"fromage.setup", NULL, "Setup", NULL,
                 "Fromage published rules (Rosset & O'Malley, 2024), setup, as published "
                 "rule summaries give it (the rulebook itself was not at hand): each player "
                 "takes 15 cheese tokens and 3 workers, on a soft, a hard and a bleu worker "
                 "base; in a 2-player game the players sit facing opposite quadrants (the page "
                 "does not say it)"},
    [R_QUAD_VENUE] = {"fromage.quadrant.venue", NULL, "Setup", NULL,
                      "Fromage published rules (Rosset & O'Malley, 2024), setup, as published "
                      "rule summaries and reviews give it: the board is four quadrants, one per "
                      "venue (Festival, Fromagerie, Bistro, Villes), fitted together in any "
                      "order; a quadrant's Make Cheese spaces are its venue's (the page names "
                      "the venues but not where they lie)"},
};

static const ga_rule_const consts[] = {
    {"fromage.quadrants", FR_PAGE, GAME_BOARD, NULL, 0, 0, "The game board has 4 quadrants"},
    {"fromage.rows", FR_PAGE, GAME_BOARD, NULL, 0, 0, "4 rows of resources"},
    {"fromage.gather.amounts", FR_PAGE, GATHER, NULL, 0, 0, "gain 1, 2, or 3"},
    {"fromage.spot.turns", FR_PAGE, MAKE, NULL, 0, 0,
     "1, 2, or 3 turns based on if it was placed on a bronze, silver, or gold spot"},
    {"fromage.unused.rate", FR_PAGE, END " > Villes", NULL, 0, 0,
     "every 2 unused resources on your player board scores 1 point"},
    {"fromage.pairing.size", FR_PAGE, END " > Bistro", NULL, 0, 0,
     "placing 2 of your Cheese Tokens on the same table"},
};

/* The four rows of the player board (Overview > Game Board, in its order). */
static const char *const resources[] = {"structure", "livestock", "fruit", "order"};
#define FR_NRES 4
enum { RES_STRUCTURE, RES_LIVESTOCK, RES_FRUIT, RES_ORDER };
/* The spots of Make Cheese and the turns a worker stays (the page's
 * "1, 2, or 3 turns based on ... bronze, silver, or gold"). */
static const char *const spots[] = {"bronze", "silver", "gold"};
/* The four venues (End of the Game's subsections). */
static const char *const venues[] = {"festival", "fromagerie", "bistro", "villes"};
enum { V_FESTIVAL, V_FROMAGERIE, V_BISTRO, V_VILLES };
#define FR_UNUSED_PER_POINT 2
/* Published rules, setup (R_SETUP): 15 cheese tokens, 3 workers (soft, hard,
 * bleu) per player, when the stream's setup does not say otherwise. */
#define FR_TOKENS 15
static const char *const worker_types[] = {"soft", "hard", "bleu"};
#define FR_PAIR 2

/* ---------------------------------------------------------------- vocabulary */

static const ga_arg_spec turn_args[] = {
    {"number", GA_ARG_INT, 1,
     "the turn starting, 1-based: players retrieve their workers, the board has rotated one "
     "quadrant since the last turn"},
    {NULL},
};

static const ga_arg_spec gather_args[] = {
    {"quadrant", GA_ARG_INT, 1, "the board quadrant used, 1-4 (see setup seats)"},
    {"worker", GA_ARG_STR, 1, "the worker placed: an id of the setup's workers"},
    {"resource", GA_ARG_STR, 1, "structure | livestock | fruit | order"},
    {"amount", GA_ARG_INT, 1, "how many taken: 1, 2 or 3 (the worker stays as many turns)"},
    {NULL},
};

static const ga_arg_spec cheese_args[] = {
    {"quadrant", GA_ARG_INT, 1, "the board quadrant used, 1-4"},
    {"worker", GA_ARG_STR, 1, "the worker placed: an id of the setup's workers"},
    {"cheese", GA_ARG_STR, 1, "the type of cheese the space makes (a worker type)"},
    {"space", GA_ARG_STR, 1, "the space's id, unique on the board"},
    {"spot", GA_ARG_STR, 1, "bronze | silver | gold (the worker stays 1, 2 or 3 turns)"},
    {"venue", GA_ARG_STR, 1, "festival | fromagerie | bistro | villes"},
    {"symbol", GA_ARG_STR, 0, "fruit | jam when the space shows one (absent: none)"},
    {"pile", GA_ARG_STR, 0,
     "where the log puts the fruit: fruited | jam (absent: the pile matching the symbol)"},
    {"cell", GA_ARG_ARRAY, 0, "festival: the space's [row, column] on the festival grid"},
    {"shelf", GA_ARG_STR, 0, "fromagerie: the shelf's id"},
    {"bonus", GA_ARG_INT, 0, "fromagerie: the point bonus printed on the space (default 0)"},
    {"table", GA_ARG_STR, 0, "bistro: the table's id (the space is one plate)"},
    {"regions", GA_ARG_ARRAY, 0, "villes: ids of the regions the space touches (strings)"},
    {NULL},
};

static const ga_arg_spec spend_args[] = {
    {"resource", GA_ARG_STR, 1, "structure | livestock | fruit | order"},
    {"amount", GA_ARG_INT, 1, "how many leave the player board (> 0)"},
    {"for", GA_ARG_STR, 0, "what it pays for (free text: an order, a structure's cost)"},
    {NULL},
};

static const ga_arg_spec score_args[] = {
    {"points", GA_ARG_OBJECT, 1,
     "points per category: festival, fromagerie, bistro, villes, fruit, orders, structures, "
     "resources (ints)"},
    {"total", GA_ARG_INT, 1, "the player's final score as written"},
    {"pairs", GA_ARG_INT, 0, "festival: orthogonally adjacent pairs counted"},
    {"group", GA_ARG_INT, 0,
     "festival: cells of the largest orthogonally connected group of the player's cheeses, "
     "free samples included"},
    {"shelves", GA_ARG_INT, 0, "fromagerie: different shelves counted"},
    {"plates", GA_ARG_INT, 0, "bistro: plates with the player's token"},
    {"pairings", GA_ARG_INT, 0, "bistro: pairings counted"},
    {"fruited", GA_ARG_INT, 0, "the fruited-cheese pile"},
    {"jam", GA_ARG_INT, 0, "the jam pile"},
    {"completed", GA_ARG_INT, 0, "order cards completed"},
    {"unused", GA_ARG_INT, 0, "resources left on the player board"},
    {NULL},
};

static const ga_arg_spec result_args[] = {
    {"winners", GA_ARG_ARRAY, 1, "player ids of the winner, or of all who share the victory"},
    {NULL},
};

static const ga_action actions[] = {
    {"cheese", cheese_args, "the player acting",
     "Make Cheese: a worker and a cheese token on a space of the player's quadrant"},
    {"gather", gather_args, "the player acting",
     "Gather Resources: a worker on the player's quadrant takes 1-3 of a resource"},
    {"result", result_args, "none (player null)", "the winners as the log states them"},
    {"score", score_args, "the player scored",
     "the player's end-of-game scoring: counts and points per category"},
    {"spend", spend_args, "the player paying",
     "resources leave the player board (orders, structures: their effects follow the log)"},
    {"turn", turn_args, "none (player null)",
     "a new turn: workers pointed at their owners come back, the board has rotated"},
};

static const ga_check_def checks[] = {
    {"fromage.board.quadrant", GA_ERROR, R_QUADRANTS, "a move names a quadrant other than 1-4"},
    {"fromage.cheese.fruit", GA_ERROR, R_FRUIT_NEED,
     "a cheese on a fruit or jam space with no fruit in the basket"},
    {"fromage.cheese.pile", GA_ERROR, R_FRUIT_MOVE,
     "the fruit goes to the pile that does not match the space's symbol"},
    {"fromage.cheese.quadrant-venue", GA_ERROR, R_QUAD_VENUE,
     "a cheese in a venue that is not the quadrant's (setup venues)"},
    {"fromage.cheese.space", GA_ERROR, R_BLOCK, "a cheese on a space that already holds one"},
    {"fromage.cheese.spot", GA_ERROR, R_CHEESE_RETURN,
     "a cheese space whose spot is not bronze, silver or gold"},
    {"fromage.cheese.token", GA_ERROR, R_CHEESE_TOKEN,
     "a cheese made with no cheese token left"},
    {"fromage.cheese.venue", GA_ERROR, R_VENUES,
     "a cheese space in no venue of the four (festival, fromagerie, bistro, villes)"},
    {"fromage.cheese.worker-type", GA_ERROR, R_CHEESE_TYPE,
     "the worker's type differs from the cheese's"},
    {"fromage.end.early", GA_ERROR, R_END_TRIGGER,
     "the game is scored though no player placed their final cheese token"},
    {"fromage.end.late", GA_ERROR, R_END_FINISH,
     "a turn starts after the turn in which a player placed their final cheese token"},
    {"fromage.end.shared", GA_ERROR, R_TIE_SHARED,
     "tied on points and cheese made, the tied players do not share the victory"},
    {"fromage.end.tie", GA_ERROR, R_TIE_CHEESE,
     "tied on points, the winner is not the tied player who made more cheese"},
    {"fromage.end.unscored", GA_ERROR, R_SOURCES,
     "the result is given before every player was scored"},
    {"fromage.end.winner", GA_ERROR, R_WINNER,
     "the stated winners are not the player with the most points"},
    {"fromage.gather.amount", GA_ERROR, R_GATHER_GAIN, "a gather of other than 1, 2 or 3"},
    {"fromage.gather.resource", GA_ERROR, R_ROWS,
     "a gathered or spent resource that is no row of the player board"},
    {"fromage.score.bistro.pairings", GA_ERROR, R_PAIRINGS,
     "the written pairings differ from the tables holding 2 of the player's tokens"},
    {"fromage.score.bistro.plates", GA_ERROR, R_PLATES,
     "the written plates differ from the bistro spaces holding the player's tokens"},
    {"fromage.score.bistro.points", GA_ERROR, R_PLATE_WORTH,
     "bistro points differ from plates x the rubric's value for the pairings made",
     GA_ALSO(R_BISTRO_RUBRIC)},
    {"fromage.score.festival", GA_ERROR, R_FESTIVAL,
     "the written festival pairs (or largest group) differ from the orthogonally adjacent "
     "pairs (connected cells) of the player's cheeses, free samples counting as theirs",
     GA_ALSO(R_FREE)},
    {"fromage.score.fromagerie.bonus", GA_ERROR, R_SHELF_BONUS,
     "fromagerie points differ from the rubric for the shelves plus the spaces' bonuses"},
    {"fromage.score.fromagerie.shelves", GA_ERROR, R_SHELVES,
     "the written shelves differ from the different shelves holding the player's tokens"},
    {"fromage.score.fruit", GA_ERROR, R_FRUIT_SCORE,
     "fruit points differ from fruited cheese x jams"},
    {"fromage.score.fruit-piles", GA_ERROR, R_FRUIT_SCORE_MC,
     "the written fruited-cheese or jam pile differs from the fruit moved to it"},
    {"fromage.score.orders", GA_ERROR, R_ORDERS,
     "more completed orders than order cards taken, or points differing from the chart"},
    {"fromage.score.resources", GA_ERROR, R_UNUSED,
     "resource points differ from 1 per 2 unused resources (or the unused count is wrong)"},
    {"fromage.score.structures", GA_ERROR, R_STRUCTURES,
     "structure points for a player who took no structure"},
    {"fromage.score.total", GA_ERROR, R_SOURCES,
     "the written total differs from the sum of the written categories"},
    {"fromage.score.villes", GA_ERROR, R_VILLES_MOST,
     "villes points differ from the customer tokens won by most influence (tied side on ties)",
     GA_ALSO(R_VILLES_TIE)},
    {"fromage.setup.workers", GA_WARNING, R_SETUP,
     "the setup gives each player other than 3 workers (the published rules give 3)"},
    {"fromage.spend.short", GA_ERROR, R_SPEND,
     "resources paid that the player board does not hold"},
    {"fromage.turn.cheese-twice", GA_ERROR, R_ONE, "a second Make Cheese in one turn"},
    {"fromage.turn.gather-twice", GA_ERROR, R_ONE, "a second Gather Resources in one turn"},
    {"fromage.turn.none", GA_ERROR, R_RETRIEVE_ALL,
     "an action before the first turn has started"},
    {"fromage.turn.number", GA_ERROR, R_ROTATE,
     "a turn that is not the next one (the board rotates one quadrant a turn)"},
    {"fromage.turn.quadrant", GA_ERROR, R_FACING,
     "an action in a quadrant other than the one facing the player this turn",
     GA_ALSO(R_CHEESE_PLACE)},
    {"fromage.worker.away", GA_ERROR, R_RETRIEVE,
     "a worker placed again before it has come back",
     GA_ALSO(R_GATHER_LONGER, R_CHEESE_RETURN)},
    {"fromage.worker.unknown", GA_ERROR, R_ONE, "a worker the player does not have"},
};

static const ga_rule_skip skips[] = {
    {FR_PAGE, "Overview", "In this game you are a small-town French cheesemaker",
     "flavour: the theme"},
    {FR_PAGE, "Overview", "Your journey is a symphony of passion", "flavour: the theme"},
    {FR_PAGE, "Overview", "Once all players have finished their actions, the board rotates",
     "overview: Gameplay states the rotation (\"rotate the board clockwise to the next "
     "quadrant\"), which fromage.turn.number cites"},
    {FR_PAGE, "Overview", "At the end of the game, you score points for your cheese",
     "overview: End of the Game states the scoring, which the fromage.score.* checks cite"},
    {FR_PAGE, "Overview", "The player with the most points wins",
     "overview: restated at the end of End of the Game, which fromage.end.winner cites"},
    {FR_PAGE, GAME_BOARD, "Each quadrant includes a \"Gather Resources\" part",
     "a description of the board's layout; the two actions it names are checked by "
     "fromage.turn.* (Gameplay)"},
    {FR_PAGE, GAME_BOARD, "Each player has their own player board",
     "a description of the components"},
    {FR_PAGE, GATHER, "The type of worker used does not affect this action",
     "a permission: any worker may gather, no log can break it"},
    {FR_PAGE, MAKE, "(Reminder: When a player runs out of cheese tokens",
     "a reminder of End of the Game's trigger, which fromage.end.early and fromage.end.late "
     "cite"},
};

/* ---------------------------------------------------------------- state */

typedef struct fr_space {
    char id[FR_NAME];
    int owner;      /* player index */
    int venue;
    int has_cell, r, c;
    char shelf[FR_NAME];
    long bonus;
    char table[FR_NAME];
    int nreg;
    char reg[FR_MAXREG][FR_NAME];
} fr_space;

typedef struct fr_worker {
    char id[FR_NAME];
    char type[FR_NAME];
} fr_worker;

struct ga_engine {
    ga_header h;
    int np;
    int seat[FR_MAXP];              /* quadrant facing the player at turn 1 */
    long tokens0;                   /* tokens per player */
    int qvenue[FR_QUADRANTS];       /* the venue of each quadrant, -1 = not stated */
    long tokens[FR_MAXP];           /* tokens placed */
    fr_worker w[FR_MAXW];
    int nw;
    long back[FR_MAXP][FR_MAXW];    /* turn from which the worker is free again */
    int how[FR_MAXP][FR_MAXW];      /* 0 never placed, 1 gather, 2 cheese */
    long placed[FR_MAXP][FR_MAXW];  /* turn it was placed */
    long res[FR_MAXP][FR_NRES];
    long taken[FR_MAXP][FR_NRES];   /* gathered in all */
    long fruited[FR_MAXP], jam[FR_MAXP];
    long turn;
    int gathered[FR_MAXP], made[FR_MAXP];
    long end_turn;                  /* the turn a player ran out of tokens, 0 = none */
    int late_reported;
    int scoring;                    /* a score move was read: the game is over */
    int setup_seen;                 /* the setup's worker count was judged */
    fr_space sp[FR_MAXSP];
    int nsp;
    /* board facts from the setup */
    int nfree;
    int free_r[64], free_c[64];
    long rub_from[FR_MAXRUB], rub_bis[FR_MAXRUB], rub_ord[FR_MAXRUB];
    int nrub_from, nrub_bis, nrub_ord;
    json_t *villes;                 /* borrowed from h.setup */
    int scored[FR_MAXP];
    long total[FR_MAXP];
};

static int player_of(const ga_engine *e, const ga_move *m)
{
    int p = m->player ? ga_header_player_index(&e->h, m->player) : -1;
    return p >= 0 && p < FR_MAXP ? p : -1;
}

static const char *pname(const ga_engine *e, int p)
{
    return e->h.players[p].name && *e->h.players[p].name ? e->h.players[p].name
                                                          : e->h.players[p].id;
}

static int index_of(const char *const *tab, int n, const char *s)
{
    for (int i = 0; s && i < n; i++)
        if (!strcmp(tab[i], s))
            return i;
    return -1;
}

static const char *sarg(const ga_move *m, const char *k)
{
    return json_string_value(json_object_get(m->args, k));
}

static long iarg(const ga_move *m, const char *k, long dflt)
{
    long long v;
    if (!ga_json_int(json_object_get(m->args, k), &v) || v < -1000000 || v > 1000000)
        return dflt;
    return (long)v;
}

static int worker_of(const ga_engine *e, const char *id)
{
    for (int i = 0; id && i < e->nw; i++)
        if (!strcmp(e->w[i].id, id))
            return i;
    return -1;
}

static int facing(const ga_engine *e, int p)
{
    long t = e->turn > 0 ? e->turn : 1;
    return (int)((e->seat[p] - 1 + (t - 1)) % FR_QUADRANTS) + 1;
}

/* The checks every placement shares: a turn begun, the quadrant, the worker.
 * Returns the worker index or -1. */
static int place_common(ga_engine *e, const ga_move *m, ga_findings *out, int p, int cheese)
{
    if (e->scoring && !e->late_reported) {
        ga_report(out, &ga_game_fromage, m, "fromage.end.late",
                  "%s places a worker after the end-of-game scoring began: the game had ended",
                  pname(e, p));
        e->late_reported = 1;
    }
    if (e->turn <= 0)
        ga_report(out, &ga_game_fromage, m, "fromage.turn.none",
                  "%s places a worker before the first turn has started (no turn move yet)",
                  pname(e, p));
    long q = iarg(m, "quadrant", 0);
    if (q < 1 || q > FR_QUADRANTS)
        ga_report(out, &ga_game_fromage, m, "fromage.board.quadrant",
                  "%s acts in quadrant %ld; the board has quadrants 1-4", pname(e, p), q);
    else if (q != facing(e, p))
        ga_report_rule(out, &ga_game_fromage, m, "fromage.turn.quadrant",
                       cheese ? R_CHEESE_PLACE : R_FACING,
                       "%s %s in quadrant %ld in turn %ld, but quadrant %d faces them (seat "
                       "quadrant %d, rotated %ld time%s)",
                       pname(e, p), cheese ? "makes cheese" : "gathers", q, e->turn,
                       facing(e, p), e->seat[p], e->turn > 0 ? e->turn - 1 : 0,
                       e->turn == 2 ? "" : "s");
    const char *wid = sarg(m, "worker");
    int w = worker_of(e, wid);
    if (w < 0) {
        if (e->nw)
            ga_report(out, &ga_game_fromage, m, "fromage.worker.unknown",
                      "%s places worker \"%s\", which is not one of their workers",
                      pname(e, p), wid ? wid : "");
        return -1;
    }
    if (e->how[p][w] && e->back[p][w] > e->turn) {
        int rule = R_RETRIEVE;
        if (e->placed[p][w] < e->turn)
            rule = e->how[p][w] == 1 ? R_GATHER_LONGER : R_CHEESE_RETURN;
        ga_report_rule(out, &ga_game_fromage, m, "fromage.worker.away", rule,
                       "%s places worker %s in turn %ld, but it was placed in turn %ld (%s) and "
                       "comes back only at turn %ld",
                       pname(e, p), e->w[w].id, e->turn, e->placed[p][w],
                       e->how[p][w] == 1 ? "gather" : "make cheese", e->back[p][w]);
    }
    return w;
}

static int on_turn(ga_engine *e, const ga_move *m, ga_findings *out)
{
    long n = iarg(m, "number", -1);
    if (n != e->turn + 1)
        ga_report(out, &ga_game_fromage, m, "fromage.turn.number",
                  "turn %ld follows turn %ld; the board rotates one quadrant at the end of each "
                  "turn, so turn %ld comes next",
                  n, e->turn, e->turn + 1);
    if (e->end_turn > 0 && n > e->end_turn && !e->late_reported) {
        ga_report(out, &ga_game_fromage, m, "fromage.end.late",
                  "turn %ld starts, but a player placed their final cheese token in turn %ld: "
                  "the game ended when that turn finished",
                  n, e->end_turn);
        e->late_reported = 1;
    } else if (e->scoring && !e->late_reported) {
        ga_report(out, &ga_game_fromage, m, "fromage.end.late",
                  "turn %ld starts after the end-of-game scoring began: the game had ended", n);
        e->late_reported = 1;
    }
    if (n > 0 && n < 100000)
        e->turn = n;
    else
        e->turn++;
    memset(e->gathered, 0, sizeof e->gathered);
    memset(e->made, 0, sizeof e->made);
    return 0;
}

static int on_gather(ga_engine *e, const ga_move *m, ga_findings *out)
{
    int p = player_of(e, m);
    if (p < 0)
        return 0;
    if (e->gathered[p])
        ga_report(out, &ga_game_fromage, m, "fromage.turn.gather-twice",
                  "%s gathers a second time in turn %ld", pname(e, p), e->turn);
    e->gathered[p] = 1;
    int w = place_common(e, m, out, p, 0);
    long a = iarg(m, "amount", 0);
    const char *rs = sarg(m, "resource");
    int r = index_of(resources, FR_NRES, rs);
    if (r < 0)
        ga_report(out, &ga_game_fromage, m, "fromage.gather.resource",
                  "%s gathers \"%s\"; the player board's rows are structure, livestock, fruit, "
                  "order",
                  pname(e, p), rs ? rs : "");
    if (a < 1 || a > 3)
        ga_report(out, &ga_game_fromage, m, "fromage.gather.amount",
                  "%s gathers %ld %s; a gather takes 1, 2 or 3", pname(e, p), a,
                  rs ? rs : "");
    long d = a < 1 ? 1 : a > 3 ? 3 : a;
    if (r >= 0 && a > 0) {
        e->res[p][r] += a;
        e->taken[p][r] += a;
    }
    if (w >= 0) {
        e->how[p][w] = 1;
        e->placed[p][w] = e->turn;
        e->back[p][w] = e->turn + d;
    }
    return 0;
}

static fr_space *space_find(ga_engine *e, const char *id)
{
    for (int i = 0; id && i < e->nsp; i++)
        if (!strcmp(e->sp[i].id, id))
            return &e->sp[i];
    return NULL;
}

static int on_cheese(ga_engine *e, const ga_move *m, ga_findings *out)
{
    int p = player_of(e, m);
    if (p < 0)
        return 0;
    if (e->made[p])
        ga_report(out, &ga_game_fromage, m, "fromage.turn.cheese-twice",
                  "%s makes cheese a second time in turn %ld", pname(e, p), e->turn);
    e->made[p] = 1;
    int w = place_common(e, m, out, p, 1);
    const char *ct = sarg(m, "cheese");
    if (w >= 0 && ct && strcmp(e->w[w].type, ct))
        ga_report(out, &ga_game_fromage, m, "fromage.cheese.worker-type",
                  "%s makes %s cheese with worker %s, a %s worker", pname(e, p), ct,
                  e->w[w].id, e->w[w].type);
    const char *spid = sarg(m, "space");
    fr_space *s = space_find(e, spid);
    if (s)
        ga_report(out, &ga_game_fromage, m, "fromage.cheese.space",
                  "%s makes cheese on space %s, which holds %s's cheese token since", pname(e, p),
                  spid, pname(e, s->owner));
    const char *spot = sarg(m, "spot");
    int si = index_of(spots, 3, spot);
    if (si < 0)
        ga_report(out, &ga_game_fromage, m, "fromage.cheese.spot",
                  "%s's cheese space %s is on a \"%s\" spot; spots are bronze, silver, gold",
                  pname(e, p), spid ? spid : "", spot ? spot : "");
    const char *vs = sarg(m, "venue");
    int v = index_of(venues, 4, vs);
    if (v < 0)
        ga_report(out, &ga_game_fromage, m, "fromage.cheese.venue",
                  "%s's cheese space %s is in venue \"%s\"; the venues are festival, "
                  "fromagerie, bistro, villes",
                  pname(e, p), spid ? spid : "", vs ? vs : "");
    long q = iarg(m, "quadrant", 0);
    if (v >= 0 && q >= 1 && q <= FR_QUADRANTS && e->qvenue[q - 1] >= 0 && e->qvenue[q - 1] != v)
        ga_report(out, &ga_game_fromage, m, "fromage.cheese.quadrant-venue",
                  "%s makes cheese in the %s from quadrant %ld, which is the %s's quadrant",
                  pname(e, p), venues[v], q, venues[e->qvenue[q - 1]]);
    if (e->tokens0 && e->tokens[p] >= e->tokens0)
        ga_report(out, &ga_game_fromage, m, "fromage.cheese.token",
                  "%s makes cheese with all %ld cheese tokens already placed", pname(e, p),
                  e->tokens0);
    /* fruit */
    const char *sym = sarg(m, "symbol");
    int fruit = sym && (!strcmp(sym, "fruit") || !strcmp(sym, "jam"));
    if (fruit) {
        if (e->res[p][RES_FRUIT] < 1)
            ga_report(out, &ga_game_fromage, m, "fromage.cheese.fruit",
                      "%s makes cheese on %s space %s with an empty fruit basket", pname(e, p),
                      sym, spid ? spid : "");
        else
            e->res[p][RES_FRUIT]--;
        const char *pile = sarg(m, "pile");
        int jam = !strcmp(sym, "jam");
        if (pile && strcmp(pile, jam ? "jam" : "fruited"))
            ga_report(out, &ga_game_fromage, m, "fromage.cheese.pile",
                      "%s moves the fruit to the %s pile, but space %s shows a %s symbol",
                      pname(e, p), pile, spid ? spid : "", sym);
        if (jam)
            e->jam[p]++;
        else
            e->fruited[p]++;
    }
    e->tokens[p]++;
    if (e->tokens0 && e->tokens[p] == e->tokens0 && !e->end_turn)
        e->end_turn = e->turn > 0 ? e->turn : 1;
    if (w >= 0) {
        e->how[p][w] = 2;
        e->placed[p][w] = e->turn;
        e->back[p][w] = e->turn + (si >= 0 ? si + 1 : 1);
    }
    if (!s && spid && e->nsp < FR_MAXSP) {
        s = &e->sp[e->nsp++];
        memset(s, 0, sizeof *s);
        snprintf(s->id, sizeof s->id, "%s", spid);
        s->owner = p;
        s->venue = v;
        json_t *cell = json_object_get(m->args, "cell");
        long long r, c;
        if (json_array_size(cell) == 2 && ga_json_int(json_array_get(cell, 0), &r) &&
            ga_json_int(json_array_get(cell, 1), &c) && r >= -1000 && r <= 1000 &&
            c >= -1000 && c <= 1000) {
            s->has_cell = 1;
            s->r = (int)r;
            s->c = (int)c;
        }
        snprintf(s->shelf, sizeof s->shelf, "%s", sarg(m, "shelf") ? sarg(m, "shelf") : "");
        s->bonus = iarg(m, "bonus", 0);
        snprintf(s->table, sizeof s->table, "%s", sarg(m, "table") ? sarg(m, "table") : "");
        json_t *rg = json_object_get(m->args, "regions"), *x;
        size_t i;
        json_array_foreach(rg, i, x) {
            if (s->nreg < FR_MAXREG && json_is_string(x))
                snprintf(s->reg[s->nreg++], FR_NAME, "%s", json_string_value(x));
        }
    }
    return 0;
}

static int on_spend(ga_engine *e, const ga_move *m, ga_findings *out)
{
    int p = player_of(e, m);
    if (p < 0)
        return 0;
    const char *rs = sarg(m, "resource");
    int r = index_of(resources, FR_NRES, rs);
    long a = iarg(m, "amount", 0);
    if (r < 0) {
        ga_report(out, &ga_game_fromage, m, "fromage.gather.resource",
                  "%s pays \"%s\"; the player board's rows are structure, livestock, fruit, "
                  "order",
                  pname(e, p), rs ? rs : "");
        return 0;
    }
    if (a <= 0)
        return 0;
    if (a > e->res[p][r]) {
        ga_report(out, &ga_game_fromage, m, "fromage.spend.short",
                  "%s pays %ld %s with %ld on the player board", pname(e, p), a, rs,
                  e->res[p][r]);
        e->res[p][r] = 0;
    } else {
        e->res[p][r] -= a;
    }
    return 0;
}

/* ---------------------------------------------------------------- scoring */

/* Orthogonally adjacent festival pairs of p's cells (free samples count as
 * p's when withfree; two free samples make no pair). */
static long festival_pairs(const ga_engine *e, int p, int withfree)
{
    int r[FR_MAXSP + 64], c[FR_MAXSP + 64], fr[FR_MAXSP + 64];
    int n = 0;
    for (int i = 0; i < e->nsp; i++)
        if (e->sp[i].owner == p && e->sp[i].venue == V_FESTIVAL && e->sp[i].has_cell) {
            r[n] = e->sp[i].r;
            c[n] = e->sp[i].c;
            fr[n++] = 0;
        }
    if (withfree)
        for (int i = 0; i < e->nfree; i++) {
            r[n] = e->free_r[i];
            c[n] = e->free_c[i];
            fr[n++] = 1;
        }
    long pairs = 0;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) {
            if (fr[i] && fr[j])
                continue;
            int dr = abs(r[i] - r[j]), dc = abs(c[i] - c[j]);
            if (dr + dc == 1)
                pairs++;
        }
    return pairs;
}

/* The largest orthogonally connected group of festival cells holding p's
 * tokens or a free sample (a group of free samples alone does not count). */
static long festival_group(const ga_engine *e, int p)
{
    enum { N = FR_MAXSP + 64 };
    int r[N], c[N], fr[N], comp[N], n = 0;
    for (int i = 0; i < e->nsp; i++)
        if (e->sp[i].owner == p && e->sp[i].venue == V_FESTIVAL && e->sp[i].has_cell) {
            r[n] = e->sp[i].r;
            c[n] = e->sp[i].c;
            fr[n++] = 0;
        }
    for (int i = 0; i < e->nfree; i++) {
        r[n] = e->free_r[i];
        c[n] = e->free_c[i];
        fr[n++] = 1;
    }
    for (int i = 0; i < n; i++)
        comp[i] = i;
    /* label propagation: small sets, quadratic is fine */
    for (int changed = 1; changed;) {
        changed = 0;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++)
                if (abs(r[i] - r[j]) + abs(c[i] - c[j]) == 1 && comp[j] < comp[i]) {
                    comp[i] = comp[j];
                    changed = 1;
                }
    }
    long best = 0;
    for (int k = 0; k < n; k++) {
        long size = 0;
        int own = 0;
        for (int i = 0; i < n; i++)
            if (comp[i] == k) {
                size++;
                own |= !fr[i];
            }
        if (own && size > best)
            best = size;
    }
    return best;
}

static int written(const ga_move *m, const char *key, long *out)
{
    long long v;
    if (!ga_json_int(json_object_get(json_object_get(m->args, "points"), key), &v) ||
        v < -100000 || v > 100000)
        return 0;
    *out = (long)v;
    return 1;
}

static int fact(const ga_move *m, const char *key, long *out)
{
    long long v;
    if (!ga_json_int(json_object_get(m->args, key), &v) || v < -100000 || v > 100000)
        return 0;
    *out = (long)v;
    return 1;
}

static long villes_points(const ga_engine *e, int p, int *tie_involved)
{
    long pts = 0;
    const char *reg;
    json_t *val;
    *tie_involved = 0;
    json_object_foreach(e->villes, reg, val) {
        long inf[FR_MAXP] = {0}, best = 0;
        for (int i = 0; i < e->nsp; i++)
            for (int k = 0; k < e->sp[i].nreg; k++)
                if (!strcmp(e->sp[i].reg[k], reg))
                    inf[e->sp[i].owner]++;
        for (int q = 0; q < e->np; q++)
            if (inf[q] > best)
                best = inf[q];
        if (best == 0 || inf[p] != best)
            continue;
        int n = 0;
        for (int q = 0; q < e->np; q++)
            n += inf[q] == best;
        long long v = 0;
        ga_json_int(json_object_get(val, n > 1 ? "tied" : "value"), &v);
        if (v < 0 || v > 1000)
            v = 0;
        if (n > 1)
            *tie_involved = 1;
        pts += (long)v;
    }
    return pts;
}

static int on_score(ga_engine *e, const ga_move *m, ga_findings *out)
{
    int p = player_of(e, m);
    if (p < 0)
        return 0;
    if (e->tokens0 && !e->end_turn)
        ga_report(out, &ga_game_fromage, m, "fromage.end.early",
                  "%s is scored, but no player has placed their final cheese token (%ld each; "
                  "%s placed %ld)",
                  pname(e, p), e->tokens0, pname(e, p), e->tokens[p]);
    e->end_turn = e->end_turn ? e->end_turn : -1; /* report early once */
    e->scoring = 1;
    long w, f;
    /* festival */
    long pairs = festival_pairs(e, p, 1);
    if (fact(m, "pairs", &f) && f != pairs) {
        long nofree = festival_pairs(e, p, 0);
        ga_report_rule(out, &ga_game_fromage, m, "fromage.score.festival",
                       f == nofree && nofree != pairs ? R_FREE : R_FESTIVAL,
                       "%s's festival pairs are written %ld, but %s cheeses make %ld "
                       "orthogonally adjacent pairs (%ld without the free samples)",
                       pname(e, p), f, pname(e, p), pairs, nofree);
    }
    long grp = festival_group(e, p);
    if (fact(m, "group", &f) && f != grp)
        ga_report(out, &ga_game_fromage, m, "fromage.score.festival",
                  "%s's largest festival group is written %ld cells, but %s's orthogonally "
                  "connected cheeses, free samples included, make %ld at most",
                  pname(e, p), f, pname(e, p), grp);
    /* fromagerie */
    char shelves[FR_MAXSP][FR_NAME];
    int nsh = 0;
    long bonus = 0;
    for (int i = 0; i < e->nsp; i++) {
        const fr_space *s = &e->sp[i];
        if (s->owner != p || s->venue != V_FROMAGERIE)
            continue;
        bonus += s->bonus;
        int k;
        for (k = 0; k < nsh; k++)
            if (!strcmp(shelves[k], s->shelf))
                break;
        if (k == nsh)
            snprintf(shelves[nsh++], FR_NAME, "%s", s->shelf);
    }
    if (fact(m, "shelves", &f) && f != nsh)
        ga_report(out, &ga_game_fromage, m, "fromage.score.fromagerie.shelves",
                  "%s's fromagerie shelves are written %ld, but %s's tokens stand on %d "
                  "different shelves",
                  pname(e, p), f, pname(e, p), nsh);
    if (e->nrub_from && nsh < e->nrub_from && written(m, "fromagerie", &w) &&
        w != e->rub_from[nsh] + bonus)
        ga_report(out, &ga_game_fromage, m, "fromage.score.fromagerie.bonus",
                  "%s scores %ld at the fromagerie, but %d shelves give %ld on the rubric and "
                  "the spaces' bonuses add %ld: %ld",
                  pname(e, p), w, nsh, e->rub_from[nsh], bonus, e->rub_from[nsh] + bonus);
    /* bistro */
    char tables[FR_MAXSP][FR_NAME];
    int tcount[FR_MAXSP];
    int nt = 0, plates = 0;
    for (int i = 0; i < e->nsp; i++) {
        const fr_space *s = &e->sp[i];
        if (s->owner != p || s->venue != V_BISTRO)
            continue;
        plates++;
        int k;
        for (k = 0; k < nt; k++)
            if (!strcmp(tables[k], s->table))
                break;
        if (k == nt) {
            snprintf(tables[nt], FR_NAME, "%s", s->table);
            tcount[nt++] = 0;
        }
        tcount[k]++;
    }
    int pairings = 0;
    for (int k = 0; k < nt; k++)
        pairings += tcount[k] / FR_PAIR;
    if (fact(m, "plates", &f) && f != plates)
        ga_report(out, &ga_game_fromage, m, "fromage.score.bistro.plates",
                  "%s's bistro plates are written %ld, but %s has tokens on %d plates",
                  pname(e, p), f, pname(e, p), plates);
    if (fact(m, "pairings", &f) && f != pairings)
        ga_report(out, &ga_game_fromage, m, "fromage.score.bistro.pairings",
                  "%s's bistro pairings are written %ld, but %d table%s hold%s 2 of %s's tokens",
                  pname(e, p), f, pairings, pairings == 1 ? "" : "s", pairings == 1 ? "s" : "",
                  pname(e, p));
    if (e->nrub_bis && written(m, "bistro", &w)) {
        int row = pairings < e->nrub_bis ? pairings : e->nrub_bis - 1;
        long expect = (long)plates * e->rub_bis[row];
        if (w != expect) {
            int onrubric = 0;
            for (int k = 0; k < e->nrub_bis; k++)
                if ((long)plates * e->rub_bis[k] == w)
                    onrubric = 1;
            ga_report_rule(out, &ga_game_fromage, m, "fromage.score.bistro.points",
                           onrubric ? R_PLATE_WORTH : R_BISTRO_RUBRIC,
                           "%s scores %ld at the bistro, but %d pairing%s make each of the %d "
                           "plates worth %ld on the rubric: %ld%s",
                           pname(e, p), w, pairings, pairings == 1 ? "" : "s", plates,
                           e->rub_bis[row], expect,
                           onrubric ? " (the points of another pairing count)"
                                    : " (no rubric row gives it)");
        }
    }
    /* villes */
    if (e->villes && written(m, "villes", &w)) {
        int tie = 0;
        long v = villes_points(e, p, &tie);
        if (w != v)
            ga_report_rule(out, &ga_game_fromage, m, "fromage.score.villes",
                           tie ? R_VILLES_TIE : R_VILLES_MOST,
                           "%s scores %ld in the villes, but the customer tokens %s's influence "
                           "wins are worth %ld%s",
                           pname(e, p), w, pname(e, p), v,
                           tie ? " (a tied region scores its tied side)" : "");
    }
    /* fruit */
    if ((fact(m, "fruited", &f) && f != e->fruited[p]) ||
        (fact(m, "jam", &f) && f != e->jam[p]))
        ga_report(out, &ga_game_fromage, m, "fromage.score.fruit-piles",
                  "%s's piles are written fruited %ld, jam %ld, but the fruit moved makes %ld "
                  "fruited cheese and %ld jam",
                  pname(e, p), iarg(m, "fruited", -1), iarg(m, "jam", -1), e->fruited[p],
                  e->jam[p]);
    if (written(m, "fruit", &w) && w != e->fruited[p] * e->jam[p])
        ga_report(out, &ga_game_fromage, m, "fromage.score.fruit",
                  "%s scores %ld for fruit, but %ld fruited cheese x %ld jam = %ld", pname(e, p),
                  w, e->fruited[p], e->jam[p], e->fruited[p] * e->jam[p]);
    /* orders */
    if (fact(m, "completed", &f)) {
        if (f > e->taken[p][RES_ORDER] || f < 0)
            ga_report(out, &ga_game_fromage, m, "fromage.score.orders",
                      "%s has %ld order cards completed, but took %ld order cards", pname(e, p),
                      f, e->taken[p][RES_ORDER]);
        else if (e->nrub_ord && written(m, "orders", &w)) {
            long expect = e->rub_ord[f < e->nrub_ord ? f : e->nrub_ord - 1];
            if (w != expect)
                ga_report(out, &ga_game_fromage, m, "fromage.score.orders",
                          "%s scores %ld for %ld completed orders, but the chart gives %ld",
                          pname(e, p), w, f, expect);
        }
    }
    /* structures */
    if (written(m, "structures", &w) && w > 0 && e->taken[p][RES_STRUCTURE] == 0)
        ga_report(out, &ga_game_fromage, m, "fromage.score.structures",
                  "%s scores %ld for structure tiles, but took no structure", pname(e, p), w);
    /* unused resources */
    long unused = 0;
    for (int r = 0; r < FR_NRES; r++)
        unused += e->res[p][r];
    if (fact(m, "unused", &f) && f != unused)
        ga_report(out, &ga_game_fromage, m, "fromage.score.resources",
                  "%s's unused resources are written %ld, but the player board holds %ld",
                  pname(e, p), f, unused);
    else if (written(m, "resources", &w) && w != unused / FR_UNUSED_PER_POINT)
        ga_report(out, &ga_game_fromage, m, "fromage.score.resources",
                  "%s scores %ld for %ld unused resources; 1 point per 2 gives %ld", pname(e, p),
                  w, unused, unused / FR_UNUSED_PER_POINT);
    /* total */
    long long tot = 0;
    ga_json_int(json_object_get(m->args, "total"), &tot);
    long sum = 0;
    const char *key;
    json_t *v;
    json_object_foreach(json_object_get(m->args, "points"), key, v)
        if (json_is_integer(v) && json_integer_value(v) > -100000 &&
            json_integer_value(v) < 100000)
            sum += (long)json_integer_value(v);
    if (tot != sum)
        ga_report(out, &ga_game_fromage, m, "fromage.score.total",
                  "%s's total is written %lld, but the categories written add up to %ld",
                  pname(e, p), tot, sum);
    e->total[p] = (long)tot;
    e->scored[p] = 1;
    return 0;
}

static int on_result(ga_engine *e, const ga_move *m, ga_findings *out)
{
    int claimed[FR_MAXP] = {0}, expect[FR_MAXP] = {0};
    json_t *wl = json_object_get(m->args, "winners"), *v;
    size_t i;
    json_array_foreach(wl, i, v) {
        const char *id = json_string_value(v);
        int p = id ? ga_header_player_index(&e->h, id) : -1;
        if (p >= 0 && p < FR_MAXP)
            claimed[p] = 1;
    }
    long best = -100000, bestc = -1;
    int ntop = 0, nwin = 0, any = 0;
    for (int p = 0; p < e->np; p++)
        if (e->scored[p]) {
            any = 1;
            if (e->total[p] > best)
                best = e->total[p];
        }
    if (!any)
        return 0;
    for (int p = 0; p < e->np; p++)
        if (!e->scored[p])
            ga_report(out, &ga_game_fromage, m, "fromage.end.unscored",
                      "the result is given, but %s was never scored (winners are judged among "
                      "those scored)",
                      pname(e, p));
    for (int p = 0; p < e->np; p++)
        if (e->scored[p] && e->total[p] == best) {
            ntop++;
            if (e->tokens[p] > bestc)
                bestc = e->tokens[p];
        }
    for (int p = 0; p < e->np; p++)
        if (e->scored[p] && e->total[p] == best && e->tokens[p] == bestc) {
            expect[p] = 1;
            nwin++;
        }
    int same = 1;
    for (int p = 0; p < e->np; p++)
        if (claimed[p] != expect[p])
            same = 0;
    if (same)
        return 0;
    ga_buf names = {0}, want = {0};
    for (int p = 0; p < e->np; p++) {
        if (claimed[p])
            ga_buf_printf(&names, "%s%s", names.len ? ", " : "", pname(e, p));
        if (expect[p])
            ga_buf_printf(&want, "%s%s (%ld points, %ld cheese made)", want.len ? ", " : "",
                          pname(e, p), e->total[p], e->tokens[p]);
    }
    const char *code = ntop == 1 ? "fromage.end.winner"
                       : nwin > 1 ? "fromage.end.shared"
                                  : "fromage.end.tie";
    ga_report(out, &ga_game_fromage, m, code, "the log names %s as winner; by the rules it is %s",
              names.len ? names.data : "nobody", want.data ? want.data : "nobody");
    ga_buf_free(&names);
    ga_buf_free(&want);
    return 0;
}

static int fr_apply(ga_engine *e, const ga_move *m, ga_findings *out)
{
    if (!e->setup_seen) {
        e->setup_seen = 1;
        if (e->nw != 3)
            ga_report(out, &ga_game_fromage, m, "fromage.setup.workers",
                      "the setup gives each player %d worker%s; the published rules give 3 (soft, "
                      "hard, bleu)",
                      e->nw, e->nw == 1 ? "" : "s");
    }
    if (!strcmp(m->action, "turn"))
        return on_turn(e, m, out);
    if (!strcmp(m->action, "gather"))
        return on_gather(e, m, out);
    if (!strcmp(m->action, "cheese"))
        return on_cheese(e, m, out);
    if (!strcmp(m->action, "spend"))
        return on_spend(e, m, out);
    if (!strcmp(m->action, "score"))
        return on_score(e, m, out);
    if (!strcmp(m->action, "result"))
        return on_result(e, m, out);
    return 0;
}

static int fr_finish(ga_engine *e, ga_findings *out)
{
    (void)e;
    (void)out;
    return 0;
}

static int fr_dump(const ga_engine *e, ga_buf *out)
{
    ga_buf_printf(out, "turn %ld%s\n", e->turn,
                  e->end_turn > 0 ? " (end triggered)" : "");
    for (int p = 0; p < e->np; p++) {
        char of[32] = " of ?";
        if (e->tokens0)
            snprintf(of, sizeof of, " of %ld", e->tokens0);
        ga_buf_printf(out,
                      "%s: quadrant %d, tokens placed %ld%s, structure %ld livestock %ld fruit "
                      "%ld order %ld, fruited %ld jam %ld; workers away:",
                      pname(e, p), facing(e, p), e->tokens[p], of,
                      e->res[p][0], e->res[p][1], e->res[p][2], e->res[p][3], e->fruited[p],
                      e->jam[p]);
        for (int w = 0; w < e->nw; w++)
            if (e->how[p][w] && e->back[p][w] > e->turn)
                ga_buf_printf(out, " %s (back turn %ld)", e->w[w].id, e->back[p][w]);
        ga_buf_puts(out, "\n");
    }
    ga_buf_printf(out, "cheese spaces taken: %d\n", e->nsp);
    return 0;
}

static void fr_free(ga_engine *e)
{
    if (!e)
        return;
    ga_header_clear(&e->h);
    free(e);
}

static int read_rubric(const json_t *a, long *dst)
{
    int n = 0;
    size_t i;
    json_t *v;
    json_array_foreach(a, i, v) {
        long long x;
        if (n < FR_MAXRUB && ga_json_int(v, &x) && x >= 0 && x <= 1000)
            dst[n++] = (long)x;
        else
            return 0;
    }
    return n;
}

static int fr_new(ga_engine **out, const ga_header *h, const ga_ruleset *rules, ga_error *err)
{
    (void)rules;
    *out = NULL;
    ga_engine *e = calloc(1, sizeof *e);
    if (!e || ga_header_copy(&e->h, h)) {
        fr_free(e);
        return ga_error_set(err, GA_ENOMEM, h->file, 0, "out of memory");
    }
    e->np = (int)(h->nplayers < FR_MAXP ? h->nplayers : FR_MAXP);
    const json_t *s = e->h.setup;
    long long t;
    e->tokens0 = FR_TOKENS;
    if (ga_json_int(json_object_get(s, "tokens"), &t) && t > 0 && t < 1000)
        e->tokens0 = (long)t;
    const char *key;
    json_t *v;
    json_object_foreach(json_object_get(s, "workers"), key, v) {
        if (e->nw < FR_MAXW && json_is_string(v)) {
            snprintf(e->w[e->nw].id, FR_NAME, "%s", key);
            snprintf(e->w[e->nw].type, FR_NAME, "%s", json_string_value(v));
            e->nw++;
        }
    }
    if (!e->nw)
        for (int k = 0; k < 3; k++) {
            snprintf(e->w[k].id, FR_NAME, "%s", worker_types[k]);
            snprintf(e->w[k].type, FR_NAME, "%s", worker_types[k]);
            e->nw++;
        }
    for (int k = 0; k < FR_QUADRANTS; k++) {
        char qk[16];
        snprintf(qk, sizeof qk, "%d", k + 1);
        e->qvenue[k] = index_of(venues, 4, json_string_value(json_object_get(
                                               json_object_get(s, "venues"), qk)));
    }
    for (int p = 0; p < e->np; p++) {
        /* two players face opposite quadrants (published rules, setup) */
        e->seat[p] = e->np == 2 ? 1 + 2 * p : p % FR_QUADRANTS + 1;
        long long q;
        if (ga_json_int(json_object_get(json_object_get(s, "seats"), h->players[p].id), &q) &&
            q >= 1 && q <= FR_QUADRANTS)
            e->seat[p] = (int)q;
    }
    size_t i;
    json_array_foreach(json_object_get(s, "free_samples"), i, v) {
        long long r, c;
        if (e->nfree < 64 && json_array_size(v) == 2 && ga_json_int(json_array_get(v, 0), &r) &&
            ga_json_int(json_array_get(v, 1), &c) && r >= -1000 && r <= 1000 && c >= -1000 &&
            c <= 1000) {
            e->free_r[e->nfree] = (int)r;
            e->free_c[e->nfree++] = (int)c;
        }
    }
    json_t *rub = json_object_get(s, "rubric");
    e->nrub_from = read_rubric(json_object_get(rub, "fromagerie"), e->rub_from);
    e->nrub_bis = read_rubric(json_object_get(rub, "bistro"), e->rub_bis);
    e->nrub_ord = read_rubric(json_object_get(rub, "orders"), e->rub_ord);
    e->villes = json_is_object(json_object_get(s, "villes")) ? json_object_get(s, "villes") : NULL;
    *out = e;
    return 0;
}

const ga_game ga_game_fromage = {
    .name = "fromage",
    .title = "Fromage",
    .wiki_page = FR_PAGE,
    .summary = "simultaneous turns on the facing quadrant of the rotating board (one gather "
               "of 1-3, one cheese, workers away 1-3 turns, worker type = cheese type, fruit "
               "for fruit/jam spaces, spaces blocked for good), the end after the turn of the "
               "last cheese token, and the end scoring (festival adjacency with free samples, "
               "fromagerie shelves and bonuses, bistro pairings, villes majorities and ties, "
               "fruited x jam, orders, structures, 1 per 2 unused resources, ties by cheese "
               "made)",
    .new = fr_new,
    .apply = fr_apply,
    .finish = fr_finish,
    .dump = fr_dump,
    .free = fr_free,
    GA_TABLE(refs, refs),
    GA_TABLE(consts, consts),
    GA_TABLE(actions, actions),
    GA_TABLE(checks, checks),
    GA_TABLE(skips, skips),
    .tested_on = "no real Fromage log has been checked: no Board Game Arena log of the game is "
                 "public. Tested on 8 whole games generated by tests/fromage/gen_streams.py "
                 "(random legal turns by the page's rules, 2-4 players, a made-up board) and 2 "
                 "written from the page's statements by tests/fromage/page_game.py "
                 "(fixtures/fromage/), all clean; 46 known-bad copies each give their findings",
    .example = "{\"stream\":\"gameaudit/1\",\"game\":\"fromage\",\"date\":\"2024-12-01\","
               "\"players\":[{\"id\":\"1\",\"name\":\"ann\"},{\"id\":\"2\",\"name\":\"bob\"}],"
               "\"setup\":{\"tokens\":1}}\n"
               "{\"seq\":1,\"player\":null,\"action\":\"turn\",\"args\":{\"number\":1}}\n"
               "{\"seq\":2,\"player\":\"1\",\"action\":\"gather\",\"args\":{\"quadrant\":1,"
               "\"worker\":\"soft\",\"resource\":\"fruit\",\"amount\":2}}\n"
               "{\"seq\":3,\"player\":\"1\",\"action\":\"cheese\",\"args\":{\"quadrant\":1,"
               "\"worker\":\"hard\",\"cheese\":\"hard\",\"space\":\"q1-f3\",\"spot\":\"bronze\","
               "\"venue\":\"festival\",\"symbol\":\"fruit\",\"cell\":[1,3]}}\n"
               "{\"seq\":4,\"player\":\"2\",\"action\":\"gather\",\"args\":{\"quadrant\":3,"
               "\"worker\":\"bleu\",\"resource\":\"order\",\"amount\":1}}\n"
               "{\"seq\":5,\"player\":\"1\",\"action\":\"score\",\"args\":{\"points\":"
               "{\"fruit\":0,\"resources\":0},\"total\":0,\"unused\":1}}\n"
               "{\"seq\":6,\"player\":\"2\",\"action\":\"score\",\"args\":{\"points\":"
               "{\"resources\":0},\"total\":0,\"unused\":1}}\n"
               "{\"seq\":7,\"player\":null,\"action\":\"result\",\"args\":{\"winners\":[\"1\"]}}"
               "\n",
};
