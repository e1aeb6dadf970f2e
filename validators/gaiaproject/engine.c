/* gaiaproject.c — the Gaia Project engine.
 *
 * The engine tracks each player's credits, ore, knowledge, Q.I.C., victory
 * points, power areas (bowls I, II, III and the Gaia area) and research
 * levels from a stream of Gaia moves, checks what the BGA wiki page and the
 * published rules state, and compares its state with every state the log
 * itself shows (BGA's player snapshots, the engine log's power decorations).
 *
 * Move vocabulary (action, then args; every move may also carry the common
 * args below):
 *   faction   {faction}              a player takes a faction (gaia-engine name)
 *   bid       {faction, vp}          auction: VP paid for a faction
 *   auction-vp {vp}                  BGA: the VP every player receives after it
 *   booster   {booster}              starting booster
 *   build     {building, hex, using?, setup?, planet?, planets_held?}
 *                                    m ts lab PI ac1 ac2 gf sp …; BGA: planet types
 *   upgrade   {building, hex}        BGA: an upgrade (same as build over a hex)
 *   research  {track, free?, cost?}  one level up; 4 knowledge unless free
 *   action    {id}                   power1..7, qic1..3 (board actions)
 *   special   {id}                   booster, tech or faction special action
 *   pass      {booster?, returning?, vp?}
 *   federation {hexes[], tile?, using?}  hexes holding the player's structures
 *   convert   {pay, gain}            free action (spend X for Y)
 *   burn      {n}                    2 tokens of bowl II: 1 to III, 1 removed
 *   charge    {n, tokens_after?}     passive charge of n power
 *   decline   {n}                    a charge refused
 *   income    {…}                    round income (the amounts in changes/gain)
 *   score     {vp, loss?, desc?}     a VP change the log states
 *   tech      {tile, pos?, board_action?}  a technology tile taken
 *   federation-token {tile}          a federation token taken (gains in gain)
 *   swap-pi   {hex}                  Ambas: PI and a mine trade places
 *   setup     {}                     the starting resources (changes.beginGame)
 *   round     {round}                a round starts (board actions reset)
 *   gaia-phase {states?}             Gaia phase: Gaia area back to the bowls
 *   round-end {round}                a round ends
 *   income-forecast {forecast}       BGA: the income the table shows
 *   gain      {faction_bonus?}       any other ledger entry (see changes)
 *   result    {scores:{player:vp}}   the final score the log claims
 * Other words of a text log (cover, brainstone, move, …) pass with their
 * amounts and displays applied and no rule of their own.
 * Common args: pay / gain {c,o,k,q,vp,pw,t} (amounts; pw = power spent from
 * bowl III or charged, t = power tokens removed or added), changes
 * {source:{c,o,k,q,vp,pw,t: signed delta}} (the ledger of the gaia-engine
 * log), state {c,o,k,q,vp,power:[I,II,III,G],research:[6]} (a snapshot the
 * log shows after the move), power_before / power_after [I,II,III,G],
 * unlogged: true or a list of fields the log changed without saying how.
 *
 * BGA event moves (notify…, from an archive or an imported stream) are
 * decoded by gaiaproject_bga.c into these moves first.
 */
#include "../../src/internal.h"
#include "../validators.h"
#include "gaiaproject.h"
#include "bga.h"
#include "../bga/bga_audit.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* ---------------------------------------------------------------- rules */

enum {
    REF_START, REF_STORAGE, REF_RESEARCH, REF_BOARD_ACTION, REF_SPECIAL, REF_FEDERATION,
    REF_XENOS, REF_CHARGE, REF_PASS, REF_AUCTION, REF_POWER, REF_CONVERT, REF_STATE,
    REF_SCORE, REF_INCOME, REF_PAY, REF_RECORD, REF_BOARD_COST, REF_PASS_WAIT, REF_AMBAS,
    REF_BALTAKS, REF_XENOS_NOPI, REF_MINE_COST, REF_UPG_TS, REF_UPG_PI_LAB, REF_UPG_AC,
    REF_SATELLITE, REF_PI_ABILITY, REF_GLEENS, REF_HADSCH, REF_XENOS_MINE, REF_IVITS,
    REF_GF_AVAILABLE, REF_GF_TOKENS, REF_BESCODS, REF_TERRANS, REF_ITARS, REF_NEVLAS,
    REF_TAKLONS, REF_LANTIDS, REF_IVITS_QIC, REF_FIRAKS, REF_GF_BACK, REF_GF_NEXT_ROUND,
    REF_GF_RESERVED, REF_FED_TOKEN, REF_TWO_TILES, REF_IVITS_CONNECT, REF_IVITS_CONNECT_FAQ,
    REF_IVITS_QIC_FAQ, REF_BESCODS_NOPI, REF_RANGE, REF_NAV_TRACK, REF_GAIA_QIC, REF_TERRAFORM,
    REF_GEODENS, REF_NREFS
};

static const char PAGE[] = "Gamehelpgaiaproject";

static const ga_rule_ref gp_refs[REF_NREFS] = {
    [REF_START] = {"gaiaproject.start", PAGE, "Rules to Remember",
                   "Starting Resources (before receiving income at the beginning of Round 1) - "
                   "Credits: 15, Ore: 4, Knowledge: 3", NULL},
    [REF_STORAGE] = {"gaiaproject.storage", PAGE, "Rules to Remember",
                     "Resource Storage Limits - Credits: 30, Ore: 15, Knowledge: 15", NULL},
    [REF_RESEARCH] = {"gaiaproject.research", PAGE, "Actions",
                      "Spend 4 knowledge to advance on any track", NULL},
    [REF_BOARD_ACTION] = {"gaiaproject.board-action", PAGE, "Actions",
                          "Each of these can be taken only once per round.", NULL},
    /* "#2": the first occurrence stands inside the board actions' "Each of
     * these can be taken only once per round." */
    [REF_SPECIAL] = {"gaiaproject.special", PAGE, "Actions",
                     "These can be taken only once per round.#2", NULL},
    [REF_FEDERATION] = {"gaiaproject.federation", PAGE, "Actions",
                        "you need any cluster of structures whose total power level is 7 or more",
                        NULL},
    [REF_XENOS] = {"gaiaproject.federation.xenos", PAGE, "Factions",
                   "You can form federations with a total power value of six instead of seven.",
                   NULL},
    [REF_CHARGE] = {"gaiaproject.charge", PAGE, "Actions",
                    "Spend VP as necessary depending on the amount of power being charged.", NULL},
    [REF_PASS] = {"gaiaproject.pass", PAGE, "Actions",
                  "Select a new booster tile. Wait until all other players have passed too.",
                  NULL},
    [REF_AUCTION] = {"gaiaproject.auction", PAGE, "Auctions for Drafting Factions",
                     "all players are given VP so that the player that paid the most still "
                     "starts with 10 VP", NULL},
    [REF_POWER] = {"gaiaproject.power-cycle", NULL, NULL, NULL,
                   "Gaia Project rulebook, \"Power and the Power Cycle\": charging moves tokens "
                   "from area I to II, then II to III; power is spent from area III back to I; "
                   "burning removes one token of area II to move another to III"},
    [REF_CONVERT] = {"gaiaproject.free-actions", PAGE, "Actions",
                     "Resource Conversions (or burn power to move power from Bowl 2 to Bowl 3)", NULL},
    [REF_STATE] = {"gaiaproject.state", NULL, NULL, NULL,
                   "the player state the log itself records after the move (Board Game Arena's "
                   "player snapshot, the gaia-project engine's power display)"},
    [REF_INCOME] = {"gaiaproject.income", NULL, NULL, NULL,
                    "Gaia Project rulebook, \"Income Phase\": each player gains the income "
                    "shown on their faction board, tiles and research board, which Board Game "
                    "Arena displays for the player (notifyIncome)"},
    [REF_PAY] = {"gaiaproject.pay", NULL, NULL, NULL,
                 "Gaia Project rulebook, \"Resources\": a player pays costs from the credits, "
                 "ore, knowledge and Q.I.C. they have; none can fall below zero"},
    [REF_RECORD] = {"gaiaproject.record", NULL, NULL, NULL,
                    "project decision: a move the engine cannot place (an unknown board action "
                    "or player) is reported and skipped"},
    [REF_SCORE] = {"gaiaproject.score", NULL, NULL, NULL,
                   "Gaia Project rulebook, \"Game End and Final Scoring\": the final score is 10 "
                   "VP plus every VP gained and lost during the game and at final scoring"},
    [REF_BOARD_COST] = {"gaiaproject.board-action.cost", PAGE, "Actions",
                        "Spend power or QICs to take any of the actions at the bottom of the "
                        "research board", NULL},
    [REF_PASS_WAIT] = {"gaiaproject.pass.wait", PAGE, "Actions",
                       "Wait until all other players have passed too.", NULL},
    [REF_AMBAS] = {"gaiaproject.faction.ambas", PAGE, "Factions",
                   "Once per round, as an action, you can swap your planetary institute with one "
                   "of your mines on the game board", NULL},
    [REF_BALTAKS] = {"gaiaproject.faction.baltaks", PAGE, "Factions",
                     "You cannot advance in the “Navigation” research area, even if you take "
                     "the tech tile below", NULL},
    [REF_XENOS_NOPI] = {"gaiaproject.federation.xenos-no-pi", PAGE, "FAQ: Federations",
                        "Xenos: note that 7 power is required if you have not built your PI.",
                        NULL},
    [REF_MINE_COST] = {"gaiaproject.build.mine-cost", PAGE, "Actions",
                       "You must pay the cost of the mine.", NULL},
    [REF_UPG_TS] = {"gaiaproject.build.trading-station", PAGE, "Actions",
                    "Mines can be upgraded to Trading Stations, which usually produce credits - "
                    "note that this has a cheaper cost if it's at most two units away from an "
                    "opponent's structure", NULL},
    [REF_UPG_PI_LAB] = {"gaiaproject.build.pi-lab", PAGE, "Actions",
                        "Trade Centers can be upgraded to either a Planetary Institute", NULL},
    [REF_SATELLITE] = {"gaiaproject.federation.satellites", PAGE, "Actions",
                       "for each empty space included this way, pay 1 power token from any bowl "
                       "to create a satellite", NULL},
    [REF_PI_ABILITY] = {"gaiaproject.faction.pi-ability", PAGE, "FAQ: Faction-specific",
                        "If it's the PI ability, you'll need to have built your PI.", NULL},
    [REF_GLEENS] = {"gaiaproject.faction.gleens", PAGE, "Factions",
                    "If you would ever gain Q.I.C., gain that much ore instead; once you have "
                    "upgraded to the indicated academy, this effect no longer applies", NULL},
    [REF_HADSCH] = {"gaiaproject.faction.hadsch-hallas", PAGE, "Factions",
                    "You can spend credits instead of power to take free actions that allow you "
                    "to gain resources", NULL},
    [REF_XENOS_MINE] = {"gaiaproject.faction.xenos", PAGE, "Factions",
                        "You place a third starting mine after all other starting mines have been "
                        "placed.", NULL},
    [REF_IVITS] = {"gaiaproject.faction.ivits", PAGE, "Factions",
                   "During setup, do not place mines. Instead, after all other players have "
                   "placed mines (including the Xenos’ third mine), place your planetary "
                   "institute", NULL},
    [REF_GF_AVAILABLE] = {"gaiaproject.gaia-project.gaiaformer", PAGE, "Actions",
                          "You can only do this if you have at least one available gaiaformer",
                          NULL},
    [REF_GF_TOKENS] = {"gaiaproject.gaia-project.tokens", PAGE, "Actions",
                       "To do this, move power tokens into the gaia section of your board.", NULL},
    [REF_BESCODS] = {"gaiaproject.faction.bescods", PAGE, "Factions",
                     "Once per round, as an action, you can advance your lowest-level token in a "
                     "research area (without paying knowledge)", NULL},
    [REF_TERRANS] = {"gaiaproject.faction.terrans", PAGE, "Factions",
                     "you may gain resources as if you were spending that much power to take free "
                     "actions", NULL},
    [REF_ITARS] = {"gaiaproject.faction.itars", PAGE, "Factions",
                   "During the Gaia phase, you can discard 4 power tokens from your Gaia area to "
                   "immediately gain a tech tile", NULL},
    [REF_NEVLAS] = {"gaiaproject.faction.nevlas", PAGE, "Factions",
                    "As a free action, you can move one power token from area III of your power "
                    "cycle to your Gaia area to gain one knowledge", NULL},
    [REF_TAKLONS] = {"gaiaproject.faction.taklons", PAGE, "Factions",
                     "Each time you would charge power from “Passive Action: Charge Power,” you "
                     "gain one power token", NULL},
    [REF_LANTIDS] = {"gaiaproject.faction.lantids", PAGE, "Factions",
                     "this mine cannot be upgraded", NULL},
    [REF_IVITS_QIC] = {"gaiaproject.federation.ivits-qic", PAGE, "FAQ: Federations",
                       "Don't forget that Ivits spend QICs for satellites!", NULL},
    [REF_FIRAKS] = {"gaiaproject.faction.firaks", PAGE, "Factions",
                    "As an action, you can “downgrade” a research lab into a trading station and "
                    "immediately advance one level in a research area of your choice", NULL},
    [REF_UPG_AC] = {"gaiaproject.build.academy", PAGE, "Actions",
                    "Research Labs can be upgraded to Academies", NULL},
    [REF_GF_BACK] = {"gaiaproject.gaia-project.tokens-back", PAGE, "Actions",
                     "These tokens are not lost - you'll get them back as the last step of the "
                     "income phase.", NULL},
    [REF_GF_NEXT_ROUND] = {"gaiaproject.gaia-project.next-round", PAGE, "Actions",
                           "At the start of the next round, these planets are now Gaia planets "
                           "and you can build mines on them normally", NULL},
    [REF_GF_RESERVED] = {"gaiaproject.gaia-project.reserved", PAGE, "Actions",
                         "The gaiaformer is removed (and sent to your faction board) only after "
                         "you decide to build on these planets (they are \"reserved\" for you "
                         "until then).", NULL},
    [REF_FED_TOKEN] = {"gaiaproject.federation.token", PAGE, "Actions",
                       "you gain a federation token, which gives you immediate points, some other "
                       "resource bonus, and can later be spent to advance to the top position of "
                       "a research track or gain advanced technology tiles", NULL},
    [REF_TWO_TILES] = {"gaiaproject.federation.two-tiles", PAGE, "FAQ: General",
                       "If you want to do both in a single action, you need two federation tiles.",
                       NULL},
    /* The two FAQ sections repeat the Ivits' answer word for word: the
     * Faction-specific one answers "How do I form a second federation as
     * Ivits?" and is cited for that federation; the Federations notes for
     * any later one. */
    [REF_IVITS_CONNECT] = {"gaiaproject.federation.ivits-connect", PAGE, "FAQ: Federations",
                           "Your second federation must connect to your existing federation.",
                           NULL},
    [REF_IVITS_CONNECT_FAQ] = {"gaiaproject.faction.ivits-second-federation", PAGE,
                               "FAQ: Faction-specific",
                               "Your second federation must connect to your existing "
                               "federation.", NULL},
    [REF_RANGE] = {"gaiaproject.build.range", PAGE, "Actions",
                   "These mines must be at most a distance away from another building of yours "
                   "equal to your navigation", NULL},
    [REF_NAV_TRACK] = {"gaiaproject.research.navigation", PAGE, "Actions",
                       "Navigation, which increases the range at which you can build structures",
                       NULL},
    [REF_GAIA_QIC] = {"gaiaproject.build.gaia-planet", PAGE, "Actions",
                      "If it's a Gaia planet (green planets without gaiaformers on them), you "
                      "must also pay one QIC.", NULL},
    [REF_TERRAFORM] = {"gaiaproject.build.terraforming", PAGE, "Actions",
                       "If it's some other planet type, you must pay additional ore - the exact "
                       "cost is determined by your terraforming ability", NULL},
    [REF_GEODENS] = {"gaiaproject.faction.geodens", PAGE, "Factions",
                     "The first time you build a mine on each planet type, gain 3 knowledge.",
                     NULL},
    [REF_BESCODS_NOPI] = {"gaiaproject.federation.bescods-no-pi", PAGE, "FAQ: Federations",
                          "Bescods: note that power is only increased on titanium planets, and "
                          "only after you have built your PI.", NULL},
    [REF_IVITS_QIC_FAQ] = {"gaiaproject.faction.ivits-satellites", PAGE, "FAQ: Faction-specific",
                           "Don't forget that Ivits spend QICs for satellites!", NULL},
};

/* Wiki-stated constants the engine keeps (rows of the faction table are
 * 1-based over data rows; column 4 = Planetary Institute, 5 = Starting
 * Research: gp_factions' start_track). */
#define FACTIONS_CELL(id, row, col, text) {id, PAGE, "Factions", "1", row, col, text}
static const ga_rule_const gp_consts[] = {
    {"gaiaproject.start.resources", PAGE, "Rules to Remember", NULL, 0, 0,
     "Credits: 15, Ore: 4, Knowledge: 3"},
    {"gaiaproject.storage.limits", PAGE, "Rules to Remember", NULL, 0, 0,
     "Credits: 30, Ore: 15, Knowledge: 15"},
    {"gaiaproject.research.cost", PAGE, "Actions", NULL, 0, 0,
     "Spend 4 knowledge to advance on any track"},
    {"gaiaproject.federation.power", PAGE, "Actions", NULL, 0, 0,
     "total power level is 7 or more"},
    FACTIONS_CELL("gaiaproject.federation.xenos", 3, 4,
                  "You can form federations with a total power value of six instead of seven. "
                  "You gain one Q.I.C. as income instead of one power token."),
    FACTIONS_CELL("gaiaproject.research.terrans", 1, 5, "Gaia Project"),
    FACTIONS_CELL("gaiaproject.research.xenos", 3, 5, "Artificial Intelligence"),
    FACTIONS_CELL("gaiaproject.research.gleens", 4, 5, "Navigation"),
    FACTIONS_CELL("gaiaproject.research.ambas", 6, 5, "Navigation"),
    FACTIONS_CELL("gaiaproject.research.hadsch-hallas", 7, 5, "Economy"),
    FACTIONS_CELL("gaiaproject.research.geodens", 9, 5, "Terraforming"),
    FACTIONS_CELL("gaiaproject.research.baltaks", 10, 5, "Gaia Project"),
    FACTIONS_CELL("gaiaproject.research.nevlas", 13, 5, "Science"),
};
#undef FACTIONS_CELL

/* Storage limits (Rules to Remember); Q.I.C. and VP have none. */
static const int gp_cap[GP_NRES] = {30, 15, 15, -1, -1};
/* Starting resources (Rules to Remember) and the rulebook's 1 Q.I.C. */
static const int gp_start[GP_NRES] = {15, 4, 3, 1, 10};

static const char *const gp_res_key[GP_NRES] = {"c", "o", "k", "q", "vp"};
static const char *const gp_res_name[GP_NRES] = {"credits", "ore", "knowledge", "Q.I.C.", "VP"};


/* Board actions (research board, published rules): cost in power or Q.I.C.
 * and the plain resource gain, when there is one. */
typedef struct gp_board_action {
    const char *id;
    const char *desc;   /* what the action does, for messages */
    int pw, q;          /* cost */
    int gain_res, gain; /* resource slot gained (-1 none) */
    int tokens;         /* power tokens gained */
    int steps;          /* terraforming steps for the build that follows */
} gp_board_action;

static const gp_board_action gp_board[] = {
    {"power1", "7 power: 3 knowledge", 7, 0, GP_K, 3, 0},
    {"power2", "5 power: 2 terraforming steps", 5, 0, -1, 0, 0, 2},
    {"power3", "4 power: 2 ore", 4, 0, GP_O, 2, 0},
    {"power4", "4 power: 7 credits", 4, 0, GP_C, 7, 0},
    {"power5", "4 power: 2 knowledge", 4, 0, GP_K, 2, 0},
    {"power6", "3 power: 1 terraforming step", 3, 0, -1, 0, 0, 1},
    {"power7", "3 power: 2 power tokens", 3, 0, -1, 0, 2},
    {"qic1", "4 Q.I.C.: a technology tile", 0, 4, -1, 0, 0},
    {"qic2", "3 Q.I.C.: a federation token scored again", 0, 3, -1, 0, 0},
    {"qic3", "2 Q.I.C.: 3 VP and 1 VP per planet type", 0, 2, -1, 0, 0},
};
#define GP_NBOARD (sizeof gp_board / sizeof gp_board[0])

/* Power value of structures (published rules, "Form a Federation"). */
static int building_value(const char *b)
{
    if (!strcmp(b, "m") || !strcmp(b, "sp") || !strcmp(b, "lp"))
        return 1;
    if (!strcmp(b, "ts") || !strcmp(b, "lab"))
        return 2;
    if (!strcmp(b, "PI") || !strcmp(b, "ac1") || !strcmp(b, "ac2"))
        return 3;
    return 0;
}

static int is_big_building(const char *b)
{
    return !strcmp(b, "PI") || !strcmp(b, "ac1") || !strcmp(b, "ac2");
}

/* ---------------------------------------------------------------- state */

#define GP_MAXSRC 96
#define GP_MAXSPECIAL 16
#define GP_MAXBUILD 512

enum { U_POWER = 1u << 5, U_RESEARCH = 1u << 6 };

typedef struct gp_player {
    char id[64];
    char name[64];               /* from the header, else the id */
    char label[160];             /* "name (Faction)" for messages */
    const gp_faction *f;
    long res[GP_NRES];
    int bowl[GP_NBOWL];
    int research[GP_NTRACKS];
    int passed;
    int has_pi;
    int has_academy;
    unsigned research_known;     /* tracks whose level the rules or the log fixed */
    int up_lowest;               /* Bescods: the next step is their lowest track's */
    int start_builds;            /* structures placed at set-up */
    int pa_value4;               /* tech tile: PI and academies worth 4 */
    int fed_tokens, fed_spent;   /* federation tokens gained (an upper bound), spent */
    size_t fed_spent_at;         /* source offset of the last token spent, + 1 */
    int federations;             /* federations formed */
    int gaia_back;               /* tokens the last Gaia phase returned, until the next display */
    int free_steps, range_bonus; /* of an action or special for the build of its line */
    size_t bonus_at;             /* source offset of that line, + 1 (0: none) */
    int geodens_due;             /* BGA: the last mine's planet type earns the Geodens' bonus */
    int unknown_tech;            /* took a tech tile the log does not name */
    int bid;
    unsigned uncertain;          /* fields changed without a logged amount */
    int pending_charge;          /* last charge awaiting its VP loss (BGA) */
    long forecast[6];            /* BGA: income shown (c, o, k, q, charges, tokens) */
    int has_forecast;
    char special[GP_MAXSPECIAL][24];
    int nspecial;
    struct { char src[24]; long vp; } vp_src[GP_MAXSRC];
    int nsrc;
} gp_player;

typedef struct gp_building {
    char hex[24];
    int owner;
    char type[8];
} gp_building;

/* A gaiaformer on a transdim planet: the planet is the owner's until they
 * build a mine there. */
typedef struct gp_gaiaformer {
    char hex[24];
    int owner;
    int round;                   /* the round of the Gaia project */
} gp_gaiaformer;
#define GP_MAXGF 32
#define GP_MAXFEDHEX 96
#define GP_MAXSECTORS 16

struct ga_engine {
    gp_player p[GP_MAXPLAYERS];
    int np;
    int bga;                     /* moves are BGA events to decode */
    int round;
    int used[GP_NBOARD];         /* board actions taken this round: 1 + player index */
    int auction_applied;
    int variant_standard;        /* research levels follow the wiki table */
    int frontiers;               /* the Frontiers expansion (not modelled) */
    int boosters_seen;           /* set-up structures come before the boosters */
    int ledger;                  /* the log states every amount (gaia-engine advancedLog) */
    json_t *tiles;               /* setup tiles (gaia-engine), borrowed from setup */
    gp_building *b;
    size_t nb, capb;
    struct { int num, q, r; } sec[GP_MAXSECTORS]; /* sector centres (gaia-engine map) */
    int nsec;
    struct gp_hex { int q, r; char planet; } *hexes; /* the map's planets (owned) */
    size_t nhexes;
    gp_gaiaformer gf[GP_MAXGF];
    int ngf;
    char ivits_fed[GP_MAXFEDHEX][24]; /* hexes of the Ivits' federation so far */
    int nivits_fed;
    ga_header h;                 /* a copy of the stream header */
};


static gp_player *find_player(ga_engine *e, const char *id)
{
    if (!id)
        return NULL;
    for (int i = 0; i < e->np; i++)
        if (!strcmp(e->p[i].id, id))
            return &e->p[i];
    return NULL;
}

static const gp_player *cfind_player(const ga_engine *e, const char *id)
{
    return find_player((ga_engine *)e, id);
}

/* Names the player in messages: "AlabeSons (Xenos)", or "Gleens" when the
 * log names players by faction. */
static void set_label(gp_player *p)
{
    if (!p->f)
        snprintf(p->label, sizeof p->label, "%s", p->name);
    else if (!strcmp(p->name, p->f->id) || !strcmp(p->name, p->id))
        snprintf(p->label, sizeof p->label, "%s", p->f->wiki);
    else
        snprintf(p->label, sizeof p->label, "%s (%s)", p->name, p->f->wiki);
}

/* Returns the player id, adding it when new (up to GP_MAXPLAYERS). */
static gp_player *get_player(ga_engine *e, const char *id)
{
    gp_player *p = find_player(e, id);
    if (p || !id || e->np >= GP_MAXPLAYERS || strlen(id) >= sizeof p->id)
        return p;
    p = &e->p[e->np++];
    memset(p, 0, sizeof *p);
    snprintf(p->id, sizeof p->id, "%s", id);
    snprintf(p->name, sizeof p->name, "%s", id);
    for (size_t i = 0; i < e->h.nplayers; i++)
        if (e->h.players[i].id && e->h.players[i].name && !strcmp(e->h.players[i].id, id))
            snprintf(p->name, sizeof p->name, "%s", e->h.players[i].name);
    set_label(p);
    for (int r = 0; r < GP_NRES; r++)
        p->res[r] = r == GP_VP ? 10 : 0;
    return p;
}

static void add_vp_source(gp_player *p, const char *src, long vp)
{
    if (!vp)
        return;
    for (int i = 0; i < p->nsrc; i++)
        if (!strcmp(p->vp_src[i].src, src)) {
            p->vp_src[i].vp += vp;
            return;
        }
    if (p->nsrc < GP_MAXSRC) {
        snprintf(p->vp_src[p->nsrc].src, sizeof p->vp_src[0].src, "%s", src);
        p->vp_src[p->nsrc++].vp = vp;
    }
}

static void describe(const gp_player *p, ga_buf *b)
{
    ga_buf_printf(b, "%s: %ld credits, %ld ore, %ld knowledge, %ld Q.I.C., %ld VP, power "
                  "%d/%d/%d (Gaia area %d)", p->label,
                  p->res[GP_C], p->res[GP_O], p->res[GP_K], p->res[GP_Q], p->res[GP_VP],
                  p->bowl[GP_I], p->bowl[GP_II], p->bowl[GP_III], p->bowl[GP_GAIA]);
}

static void add_context(ga_finding *fd, const gp_player *p)
{
    if (!fd || !p)
        return;
    ga_buf b = {0};
    describe(p, &b);
    ga_finding_set_context(fd, b.data);
    ga_buf_free(&b);
}

/* ---------------------------------------------------------------- resources */

static int json_intval(const json_t *v, long *out)
{
    long long n;
    if (!ga_json_int(v, &n) || n < -1000000 || n > 1000000)
        return 0;
    *out = (long)n;
    return 1;
}

static long arg_int(const json_t *args, const char *key, long def)
{
    long v;
    return json_intval(json_object_get(args, key), &v) ? v : def;
}

static const char *arg_str(const json_t *args, const char *key)
{
    return json_string_value(json_object_get(args, key));
}

static int res_index(const char *k)
{
    for (int r = 0; r < GP_NRES; r++)
        if (!strcmp(gp_res_key[r], k))
            return r;
    return -1;
}

/* Spends n power from bowl III (back to bowl I). */
static void spend_power(ga_engine *e, gp_player *p, const ga_move *m, long n, ga_findings *out)
{
    (void)e;
    if (n <= 0)
        return;
    if (p->f && !strcmp(p->f->id, "nevlas") && p->has_pi)
        n = (n + 1) / 2; /* each token of area III is worth two power */
    if (p->bowl[GP_III] < n && !(p->uncertain & U_POWER)) {
        ga_finding *fd = ga_findings_add(out, m, GA_ERROR, "gaiaproject.resource.insufficient",
                                         &gp_refs[REF_POWER],
                                         "%s spends %ld power but has only %d in area III", p->label,
                                         n, p->bowl[GP_III]);
        add_context(fd, p);
        n = p->bowl[GP_III];
    } else if (p->bowl[GP_III] < n) {
        n = p->bowl[GP_III];
    }
    p->bowl[GP_III] -= (int)n;
    p->bowl[GP_I] += (int)n;
}

/* Removes n tokens, from the areas named in using ({"area1":3,…}) when given,
 * else from I, then II, then III. */
static void remove_tokens(gp_player *p, long n, const json_t *using, int to_gaia)
{
    static const char *const area[3] = {"area1", "area2", "area3"};
    if (json_is_object(using)) {
        for (int i = 0; i < 3; i++) {
            long k = arg_int(using, area[i], 0);
            if (k > p->bowl[i])
                k = p->bowl[i];
            if (k < 0)
                k = 0;
            p->bowl[i] -= (int)k;
            if (to_gaia)
                p->bowl[GP_GAIA] += (int)k;
        }
        return;
    }
    for (int i = 0; i < 3 && n > 0; i++) {
        long k = n < p->bowl[i] ? n : p->bowl[i];
        p->bowl[i] -= (int)k;
        n -= k;
        if (to_gaia)
            p->bowl[GP_GAIA] += (int)k;
    }
}

/* Applies a signed change of resource key k (c o k q vp pw t) from source
 * src; reports a payment beyond the stock. */
static void apply_delta(ga_engine *e, gp_player *p, const ga_move *m, const char *src,
                        const char *k, long d, ga_findings *out)
{
    if (!strcmp(k, "pw")) {
        if (d > 0)
            ga_gaiaproject_power_charge(p->bowl, (int)d);
        else
            spend_power(e, p, m, -d, out);
        return;
    }
    if (!strcmp(k, "t")) {
        if (d > 0)
            p->bowl[GP_I] += (int)d;
        else
            remove_tokens(p, -d, NULL, 0);
        return;
    }
    if (!strcmp(k, "tg") && d < 0) {
        /* Terrans' planetary institute: Gaia-area tokens go to area II as
         * they are spent (faction table, Terrans). */
        long n = -d < p->bowl[GP_GAIA] ? -d : p->bowl[GP_GAIA];
        p->bowl[GP_GAIA] -= (int)n;
        p->bowl[GP_II] += (int)n;
        return;
    }
    if (!strcmp(k, "t-a3") && d < 0) {
        /* Nevlas: a token of area III to the Gaia area (faction table). */
        long n = -d < p->bowl[GP_III] ? -d : p->bowl[GP_III];
        p->bowl[GP_III] -= (int)n;
        p->bowl[GP_GAIA] += (int)n;
        return;
    }
    int r = res_index(k);
    if (r < 0 || !d)
        return;
    if (r == GP_VP)
        add_vp_source(p, src, d);
    /* Gleens gain ore for Q.I.C. until their academy (faction table); any
     * academy lifts the check, so it never depends on which one. */
    if (r == GP_Q && d > 0 && p->f && !strcmp(p->f->id, "gleens") && !p->has_academy) {
        ga_finding *fd = ga_findings_add(out, m, GA_ERROR, "gaiaproject.faction.gleens-qic",
                                         &gp_refs[REF_GLEENS], "%s gains %ld Q.I.C. (from %s) "
                                         "before their academy; they gain ore instead", p->label,
                                         d, src);
        add_context(fd, p);
    }
    if (d < 0 && r != GP_VP && p->res[r] + d < 0 && !(p->uncertain & (1u << r))) {
        ga_finding *fd = ga_findings_add(out, m, GA_ERROR, "gaiaproject.resource.insufficient",
                                         &gp_refs[REF_PAY], "%s pays %ld %s but has only %ld", p->label, -d,
                                         gp_res_name[r], p->res[r]);
        add_context(fd, p);
    }
    p->res[r] += d;
    if (p->res[r] < 0 && r != GP_VP)
        p->res[r] = 0;
    /* Gains beyond storage are lost (Rules to Remember). */
    if (gp_cap[r] >= 0 && p->res[r] > gp_cap[r])
        p->res[r] = gp_cap[r];
}

/* Applies every entry of the ledger changes ({source:{key:delta}}) except
 * source skip (handled by the move itself).  used >= 0: the move already
 * removed that many tokens from the areas it names, and the ledger's token
 * entries net those against any tokens gained. */
static void apply_changes(ga_engine *e, gp_player *p, const ga_move *m, const json_t *changes,
                          const char *skip, long used, ga_findings *out)
{
    const char *src;
    json_t *v;
    long tokens = 0;
    json_t *order = json_object_get(m->args, "income_order");
    if (json_is_array(order)) {
        /* The player's chosen order of the round's power income (charges
         * and tokens of every income source of the line). */
        long pool[2] = {0, 0};
        static const char *const key[2] = {"pw", "t"};
        size_t i;
        json_t *ch;
        json_object_foreach((json_t *)changes, src, v)
            for (int k = 0; k < 2; k++) {
                long d = arg_int(v, key[k], 0);
                if (d > 0)
                    pool[k] += d;
            }
        json_array_foreach(order, i, ch)
            for (int k = 0; k < 2; k++) {
                long n = arg_int(ch, key[k], 0);
                if (n > pool[k])
                    n = pool[k];
                if (n > 0)
                    apply_delta(e, p, m, "income", key[k], n, out);
                pool[k] -= n;
            }
        for (int k = 0; k < 2; k++)
            if (pool[k] > 0)
                apply_delta(e, p, m, "income", key[k], pool[k], out);
    }
    /* Payments first, then gains: a turn's gains do not fund its own costs
     * except through the order the log states. */
    for (int pass = 0; pass < 2; pass++)
        json_object_foreach((json_t *)changes, src, v) {
            if (skip && !strcmp(src, skip))
                continue;
            int ordered = json_is_array(order);
            const char *k;
            json_t *dv;
            json_object_foreach(v, k, dv) {
                long d;
                if (!json_intval(dv, &d))
                    continue;
                if ((pass == 0) != (d < 0))
                    continue;
                if (ordered && d > 0 && (!strcmp(k, "pw") || !strcmp(k, "t")))
                    continue;
                /* Newer logs also book the Terrans' Gaia-area tokens moved
                 * by "spend Ntg" as power of source "terrans": moved once. */
                if (!strcmp(k, "pw") && p->f && !strcmp(src, p->f->id) &&
                    json_object_get(json_object_get(m->args, "pay"), "tg"))
                    continue;
                if (pass == 1 && !strcmp(k, "t") && used < 0) {
                    tokens += d; /* tokens arrive after the charges */
                    continue;
                }
                if (used >= 0 && !strcmp(k, "t")) {
                    tokens += d;
                    continue;
                }
                apply_delta(e, p, m, src, k, d, out);
            }
        }
    if (used >= 0 && tokens + used)
        apply_delta(e, p, m, "federation", "t", tokens + used, out);
    else if (used < 0 && tokens)
        apply_delta(e, p, m, "tokens", "t", tokens, out);
}

/* Applies an amounts object ({c,o,…}) with sign (-1 pay, +1 gain). */
static void apply_amounts(ga_engine *e, gp_player *p, const ga_move *m, const json_t *a, int sign,
                          const char *src, ga_findings *out)
{
    const char *k;
    json_t *v;
    json_object_foreach((json_t *)a, k, v) {
        long n;
        if (json_intval(v, &n))
            apply_delta(e, p, m, src, k, sign * n, out);
    }
}

static long ledger(const json_t *changes, const char *src, const char *k, int *found)
{
    long v = 0;
    json_t *o = json_object_get(changes, src);
    if (found)
        *found = o != NULL;
    json_intval(json_object_get(o, k), &v);
    return v;
}

/* ---------------------------------------------------------------- oracles */

static unsigned unlogged_mask(const json_t *args)
{
    json_t *u = json_object_get(args, "unlogged");
    if (json_is_true(u))
        return ~0u;
    unsigned mask = 0;
    size_t i;
    json_t *v;
    json_array_foreach(u, i, v) {
        const char *s = json_string_value(v);
        int r = s ? res_index(s) : -1;
        if (r >= 0)
            mask |= 1u << r;
        else if (s && !strcmp(s, "power"))
            mask |= U_POWER;
        else if (s && !strcmp(s, "research"))
            mask |= U_RESEARCH;
    }
    return mask;
}

static int read_bowls(const json_t *a, int b[GP_NBOWL])
{
    if (!json_is_array(a) || json_array_size(a) != GP_NBOWL)
        return 0;
    for (int i = 0; i < GP_NBOWL; i++) {
        long v;
        if (!json_intval(json_array_get(a, (size_t)i), &v) || v < 0 || v > 1000)
            return 0;
        b[i] = (int)v;
    }
    return 1;
}

/* The first display after a Gaia phase that returned tokens: reports the
 * Gaia area still holding them (returns 1 then). */
static int check_gaia_back(gp_player *p, const ga_move *m, const int b[GP_NBOWL],
                           ga_findings *out)
{
    int back = p->gaia_back;
    p->gaia_back = 0;
    if (back <= 0 || (p->uncertain & U_POWER) || b[GP_GAIA] < p->bowl[GP_GAIA] + back)
        return 0;
    ga_finding *fd = ga_findings_add(out, m, GA_ERROR, "gaiaproject.gaia.tokens-kept",
                                     &gp_refs[REF_GF_BACK], "%s: the log shows %d token%s in the "
                                     "Gaia area after the Gaia phase returned %d to the power "
                                     "cycle", p->label, b[GP_GAIA], b[GP_GAIA] == 1 ? "" : "s",
                                     back);
    add_context(fd, p);
    return 1;
}

/* Compares power areas with a logged snapshot; reports and resynchronises. */
static void check_power(gp_player *p, const ga_move *m, const json_t *snap, const char *when,
                        ga_findings *out)
{
    int b[GP_NBOWL];
    if (!read_bowls(snap, b))
        return;
    if (check_gaia_back(p, m, b, out)) {
        /* reported as tokens kept */
    } else if (memcmp(b, p->bowl, sizeof b) && !(p->uncertain & U_POWER)) {
        ga_finding *fd = ga_findings_add(
            out, m, GA_ERROR, "gaiaproject.state.mismatch", &gp_refs[REF_STATE],
            "%s: the log shows power %d/%d/%d/%d %s the move, the rules give %d/%d/%d/%d", p->label,
            b[0], b[1], b[2], b[3], when, p->bowl[0], p->bowl[1], p->bowl[2], p->bowl[3]);
        add_context(fd, p);
    }
    memcpy(p->bowl, b, sizeof b);
    p->uncertain &= ~U_POWER;
}

/* Compares the player with the snapshot st ({c,o,k,q,vp,power,research});
 * storage over the limit is its own finding. */
static void check_state(ga_engine *e, gp_player *p, const ga_move *m, const json_t *st,
                        unsigned skip, ga_findings *out)
{
    (void)e;
    ga_buf diff = {0};
    for (int r = 0; r < GP_NRES; r++) {
        long v;
        if (!json_intval(json_object_get(st, gp_res_key[r]), &v))
            continue;
        if (gp_cap[r] >= 0 && v > gp_cap[r])
            ga_findings_add(out, m, GA_ERROR, "gaiaproject.storage.overflow",
                            &gp_refs[REF_STORAGE], "%s holds %ld %s, over the limit of %d", p->label,
                            v, gp_res_name[r], gp_cap[r]);
        if (v != p->res[r] && !((p->uncertain | skip) & (1u << r)))
            ga_buf_printf(&diff, "%s%s %ld (rules give %ld)", diff.len ? ", " : "",
                          gp_res_name[r], v, p->res[r]);
        p->res[r] = v;
        p->uncertain &= ~(1u << r);
    }
    int b[GP_NBOWL];
    if (read_bowls(json_object_get(st, "power"), b)) {
        if (check_gaia_back(p, m, b, out)) {
            /* reported as tokens kept */
        } else if (memcmp(b, p->bowl, sizeof b) && !((p->uncertain | skip) & U_POWER))
            ga_buf_printf(&diff, "%spower %d/%d/%d/%d (rules give %d/%d/%d/%d)",
                          diff.len ? ", " : "", b[0], b[1], b[2], b[3], p->bowl[0], p->bowl[1],
                          p->bowl[2], p->bowl[3]);
        memcpy(p->bowl, b, sizeof b);
        p->uncertain &= ~U_POWER;
    }
    json_t *rs = json_object_get(st, "research");
    if (json_array_size(rs) == GP_NTRACKS) {
        for (int t = 0; t < GP_NTRACKS; t++) {
            long v;
            if (!json_intval(json_array_get(rs, (size_t)t), &v))
                continue;
            if (v != p->research[t] && !((p->uncertain | skip) & U_RESEARCH))
                ga_buf_printf(&diff, "%s%s research level %ld (rules give %d)",
                              diff.len ? ", " : "", ga_gaiaproject_tracks[t], v, p->research[t]);
            p->research[t] = (int)v;
        }
        p->research_known = ~0u;
        p->uncertain &= ~U_RESEARCH;
    }
    if (diff.len) {
        ga_finding *fd = ga_findings_add(out, m, GA_ERROR, "gaiaproject.state.mismatch",
                                         &gp_refs[REF_STATE],
                                         "%s: the log shows %s after the move", p->label, diff.data);
        (void)fd;
    }
    ga_buf_free(&diff);
}

/* ---------------------------------------------------------------- moves */

static void set_faction(ga_engine *e, gp_player *p, const gp_faction *f)
{
    (void)e;
    p->f = f;
    set_label(p);
    for (int r = 0; r < GP_NRES; r++)
        p->res[r] = r == GP_VP ? 10 : 0;
    memset(p->bowl, 0, sizeof p->bowl);
    memset(p->research, 0, sizeof p->research);
    if (!f)
        return;
    p->bowl[GP_I] = f->bowls[0];
    p->bowl[GP_II] = f->bowls[1];
    p->bowl[GP_III] = f->bowls[2];
    if (f->start_track >= 0 && e->variant_standard)
        p->research[f->start_track] = 1;
    p->research_known = e->variant_standard ? ~0u : 0;
}

/* BGA: the faction's starting state is the rules' own (no ledger). */
static void start_resources(gp_player *p)
{
    for (int r = 0; r < GP_VP; r++)
        p->res[r] = gp_start[r];
    if (p->f && !p->f->start_qic)
        p->res[GP_Q] = 0;
    /* The starting research level pays its level-1 reward. */
    if (p->f && p->f->start_track == T_TERRA)
        p->res[GP_O] += 2;
    if (p->f && (p->f->start_track == T_NAV || p->f->start_track == T_INT))
        p->res[!strcmp(p->f->id, "gleens") ? GP_O : GP_Q] += 1;
}

static void check_start(gp_player *p, const ga_move *m, const json_t *changes, ga_findings *out)
{
    json_t *bg = json_object_get(changes, "beginGame");
    if (!bg)
        return;
    static const int slots[3] = {GP_C, GP_O, GP_K};
    for (int i = 0; i < 3; i++) {
        /* Bescods and Firaks start with other knowledge (their boards). */
        if (slots[i] == GP_K && p->f &&
            (!strcmp(p->f->id, "bescods") || !strcmp(p->f->id, "firaks")))
            continue;
        long v = ledger(changes, "beginGame", gp_res_key[slots[i]], NULL);
        if (v != gp_start[slots[i]])
            ga_findings_add(out, m, GA_ERROR, "gaiaproject.setup.starting-resources",
                            &gp_refs[REF_START], "%s starts with %ld %s instead of %d", p->label, v,
                            gp_res_name[slots[i]], gp_start[slots[i]]);
    }
}

/* Returns the index of player pi's structure on hex (Lantids share planets
 * with their hosts, so a hex can hold two), or -1. */
static int building_find(const ga_engine *e, const char *hex, int pi)
{
    for (size_t i = 0; i < e->nb; i++)
        if (e->b[i].owner == pi && !strcmp(e->b[i].hex, hex))
            return (int)i;
    return -1;
}

/* Records a structure of player pi on hex (replacing the one there). */
static int building_set(ga_engine *e, const char *hex, int pi, const char *type)
{
    if (!hex || strlen(hex) >= sizeof e->b[0].hex || strlen(type) >= sizeof e->b[0].type)
        return 0;
    int i = building_find(e, hex, pi);
    if (i < 0) {
        if (e->nb >= GP_MAXBUILD)
            return 0;
        if (GA_GROW(e->b, e->capb, e->nb + 1, 64))
            return GA_ENOMEM;
        i = (int)e->nb++;
        snprintf(e->b[i].hex, sizeof e->b[i].hex, "%s", hex);
    }
    e->b[i].owner = pi;
    snprintf(e->b[i].type, sizeof e->b[i].type, "%s", type);
    return 0;
}

/* Structure costs (Gaia Project rulebook, faction board: mine 1 ore 2
 * credits plus the terraforming ore; trading station 2 ore and 6 credits, 3
 * next to an opponent; research lab 3 ore 5 credits; planetary institute 4
 * ore 6 credits; academy 6 ore 6 credits).  The page states that each is
 * paid; the amounts are the rulebook's. */
static const struct gp_cost {
    const char *type, *name;
    int ref;
    int o, c, c_near; /* ore (mine: at least), credits (or c_near) */
} gp_costs[] = {
    {"m", "mine", REF_MINE_COST, 1, 2, 2},
    {"ts", "trading station", REF_UPG_TS, 2, 6, 3},
    {"lab", "research lab", REF_UPG_PI_LAB, 3, 5, 5},
    {"PI", "planetary institute", REF_UPG_PI_LAB, 4, 6, 6},
    {"ac1", "academy", REF_UPG_AC, 6, 6, 6},
    {"ac2", "academy", REF_UPG_AC, 6, 6, 6},
};

static const char *structure_name(const char *type)
{
    for (size_t i = 0; i < sizeof gp_costs / sizeof gp_costs[0]; i++)
        if (!strcmp(gp_costs[i].type, type))
            return gp_costs[i].name;
    return type;
}

/* Compares the ledger's payment for a structure ("build" of the engine's
 * advancedLog) with its cost. */
static void check_build_cost(gp_player *p, const ga_move *m, const char *type, ga_findings *out)
{
    int found = 0;
    const json_t *changes = json_object_get(m->args, "changes");
    long c = -ledger(changes, "build", "c", &found), o = -ledger(changes, "build", "o", NULL);
    if (!found || json_is_true(json_object_get(m->args, "setup")))
        return;
    /* Firaks' downgrade of a research lab is a free trading station. */
    if (p->f && !strcmp(p->f->id, "firaks") && !strcmp(type, "ts"))
        return;
    for (size_t i = 0; i < sizeof gp_costs / sizeof gp_costs[0]; i++) {
        const struct gp_cost *k = &gp_costs[i];
        if (strcmp(k->type, type))
            continue;
        int is_mine = !strcmp(type, "m");
        if ((c == k->c || c == k->c_near) && (is_mine ? o >= k->o : o == k->o))
            return;
        char want[64];
        if (is_mine)
            snprintf(want, sizeof want, "2 credits and at least 1 ore");
        else if (k->c != k->c_near)
            snprintf(want, sizeof want, "%d ore and %d credits (%d next to an opponent)", k->o,
                     k->c, k->c_near);
        else
            snprintf(want, sizeof want, "%d ore and %d credits", k->o, k->c);
        ga_finding *fd = ga_findings_add(out, m, GA_ERROR, "gaiaproject.build.wrong-cost",
                                         &gp_refs[k->ref], "%s pays %ld ore and %ld credit%s for "
                                         "a %s on %s, which costs %s", p->label, o, c,
                                         c == 1 ? "" : "s", k->name,
                                         arg_str(m->args, "hex") ? arg_str(m->args, "hex") : "?",
                                         want);
        add_context(fd, p);
        return;
    }
}

static int is_faction(const gp_player *p, const char *id)
{
    return p->f && !strcmp(p->f->id, id);
}

/* Starting structures: two mines each; Xenos a third after all other
 * starting mines; Ivits no mine but their planetary institute after all
 * mines (faction table). */
static void check_start_build(ga_engine *e, gp_player *p, const ga_move *m, const char *type,
                              ga_findings *out)
{
    if (e->boosters_seen || e->round > 0 || !p->f)
        return;
    int n = ++p->start_builds, all_mines = 1;
    for (int i = 0; i < e->np; i++) {
        const gp_player *o = &e->p[i];
        if (o != p && o->f && !is_faction(o, "ivits") &&
            o->start_builds < (is_faction(o, "xenos") ? 3 : 2))
            all_mines = 0;
    }
    ga_finding *fd = NULL;
    if (is_faction(p, "ivits")) {
        if (strcmp(type, "PI"))
            fd = ga_findings_add(out, m, GA_ERROR, "gaiaproject.setup.starting-mines",
                                 &gp_refs[REF_IVITS], "%s places a %s at set-up; Ivits place "
                                 "only their planetary institute", p->label,
                                 structure_name(type));
        else if (!all_mines)
            fd = ga_findings_add(out, m, GA_ERROR, "gaiaproject.setup.starting-mines",
                                 &gp_refs[REF_IVITS], "%s places their planetary institute "
                                 "before every other starting mine is placed", p->label);
    } else if (strcmp(type, "m")) {
        return;
    } else if (n > 2 && !is_faction(p, "xenos")) {
        fd = ga_findings_add(out, m, GA_ERROR, "gaiaproject.setup.starting-mines",
                             &gp_refs[REF_XENOS_MINE], "%s places a starting mine number %d; "
                             "only the Xenos place a third", p->label, n);
    } else if (n == 3 && !all_mines) {
        fd = ga_findings_add(out, m, GA_ERROR, "gaiaproject.setup.starting-mines",
                             &gp_refs[REF_XENOS_MINE], "%s places their third starting mine "
                             "before every other starting mine is placed", p->label);
    } else if (n > 3) {
        fd = ga_findings_add(out, m, GA_ERROR, "gaiaproject.setup.starting-mines",
                             &gp_refs[REF_XENOS_MINE], "%s places a starting mine number %d",
                             p->label, n);
    }
    add_context(fd, p);
}

/* A Gaia project needs a gaiaformer (Gaia Project track level 1, 3, 4) and
 * moves as many power tokens as the track's level shows: 6 (levels 1-2), 4
 * (level 3), 3 (levels 4-5) (Gaia Project rulebook, research board). */
static void check_gaia_project(gp_player *p, const ga_move *m, const json_t *using,
                               ga_findings *out)
{
    if (!p->f || (p->uncertain & U_RESEARCH) || !(p->research_known & (1u << T_GAIA)))
        return;
    int level = p->research[T_GAIA];
    ga_finding *fd = NULL;
    if (level <= 0) {
        fd = ga_findings_add(out, m, GA_ERROR, "gaiaproject.build.no-gaiaformer",
                             &gp_refs[REF_GF_AVAILABLE], "%s starts a Gaia project at level 0 "
                             "of the Gaia Project track, without a gaiaformer", p->label);
    } else if (json_is_object(using)) {
        long tokens = 0;
        for (int k = 0; k < 3; k++)
            tokens += arg_int(using, (const char *[]){"area1", "area2", "area3"}[k], 0);
        int need = level >= 4 ? 3 : level == 3 ? 4 : 6;
        if (tokens != need)
            fd = ga_findings_add(out, m, GA_ERROR, "gaiaproject.build.gaia-tokens",
                                 &gp_refs[REF_GF_TOKENS], "%s moves %ld power token%s into the "
                                 "Gaia area for a Gaia project; at level %d of the Gaia Project "
                                 "track it takes %d", p->label, tokens, tokens == 1 ? "" : "s",
                                 level, need);
    }
    add_context(fd, p);
}

/* Records player pi's gaiaformer on hex in this round. */
static void gaiaformer_place(ga_engine *e, int pi, const char *hex)
{
    if (!hex || strlen(hex) >= sizeof e->gf[0].hex || e->ngf >= GP_MAXGF)
        return;
    gp_gaiaformer *g = &e->gf[e->ngf++];
    snprintf(g->hex, sizeof g->hex, "%s", hex);
    g->owner = pi;
    g->round = e->round;
}

/* A mine on a planet holding a gaiaformer: only its owner's, from the next
 * round on (Actions, "Start a Gaia Project"); that mine removes it (one
 * reported leaves it in place). */
static void check_gaiaformer_mine(ga_engine *e, gp_player *p, const ga_move *m, const char *hex,
                                  ga_findings *out)
{
    int pi = (int)(p - e->p);
    for (int i = 0; hex && i < e->ngf; i++) {
        gp_gaiaformer *g = &e->gf[i];
        if (strcmp(g->hex, hex))
            continue;
        ga_finding *fd = NULL;
        if (g->owner != pi)
            fd = ga_findings_add(out, m, GA_ERROR, "gaiaproject.build.gaiaformer-reserved",
                                 &gp_refs[REF_GF_RESERVED], "%s builds a mine on %s, reserved "
                                 "by the gaiaformer %s placed there in round %d", p->label, hex,
                                 e->p[g->owner].label, g->round);
        else if (g->round == e->round)
            fd = ga_findings_add(out, m, GA_ERROR, "gaiaproject.build.gaia-not-ready",
                                 &gp_refs[REF_GF_NEXT_ROUND], "%s builds a mine on %s in round "
                                 "%d, the round of its Gaia project; the planet is a Gaia planet "
                                 "only from the next round", p->label, hex, e->round);
        add_context(fd, p);
        if (!fd)
            e->gf[i] = e->gf[--e->ngf]; /* the owner's mine: the gaiaformer goes home */
        return;
    }
}

/* Returns 1 with the axial coordinates of hex when the map places it. */
static int hex_coord(const ga_engine *e, const char *hex, int *q, int *r)
{
    int sec, dq, dr;
    if (ga_gaiaproject_hex_offset(hex, &sec, &dq, &dr))
        return 0;
    for (int i = 0; i < e->nsec; i++)
        if (e->sec[i].num == sec) {
            *q = e->sec[i].q + dq;
            *r = e->sec[i].r + dr;
            return 1;
        }
    return 0;
}

/* Returns the planet type the map shows at hex, or 0. */
static char planet_at(const ga_engine *e, const char *hex)
{
    int q, r;
    if (!hex_coord(e, hex, &q, &r))
        return 0;
    for (size_t i = 0; i < e->nhexes; i++)
        if (e->hexes[i].q == q && e->hexes[i].r == r)
            return e->hexes[i].planet;
    return 0;
}

static int hex_distance(int q1, int r1, int q2, int r2)
{
    int dq = abs(q1 - q2), dr = abs(r1 - r2), ds = abs((q1 + r1) - (q2 + r2));
    return dq > dr ? (dq > ds ? dq : ds) : (dr > ds ? dr : ds);
}

/* Returns the distance from hex to the nearest space holding one of player
 * pi's structures or gaiaformers (the lost planet too), or -1 when none is
 * on the map. */
static int own_distance(const ga_engine *e, int pi, const char *hex)
{
    int q, r, q2, r2, best = -1;
    if (!hex_coord(e, hex, &q, &r))
        return -1;
    for (size_t i = 0; i < e->nb; i++)
        if (e->b[i].owner == pi && hex_coord(e, e->b[i].hex, &q2, &r2)) {
            int d = hex_distance(q, r, q2, r2);
            best = best < 0 || d < best ? d : best;
        }
    for (int i = 0; i < e->ngf; i++)
        if (e->gf[i].owner == pi && hex_coord(e, e->gf[i].hex, &q2, &r2)) {
            int d = hex_distance(q, r, q2, r2);
            best = best < 0 || d < best ? d : best;
        }
    return best;
}

/* A mine or Gaia project the ledger prices ("build": its Q.I.C. and ore),
 * on the map of a gaia-engine file: the Q.I.C. for range (one for each 2
 * spaces past the Navigation range, plus an action's range bonus), then the
 * Gaia planet's Q.I.C. (Gleens before their academy: an ore), and the mine's
 * ore: 1 plus the terraforming steps left after the line's free ones at the
 * Terraforming level's price.  More Q.I.C. than due is no breach (a player
 * may extend their range for nothing). */
static void check_build_map(ga_engine *e, gp_player *p, const ga_move *m, const char *type,
                            const char *hex, ga_findings *out)
{
    const json_t *changes = json_object_get(m->args, "changes");
    int found = 0, pi = (int)(p - e->p), mine = !strcmp(type, "m");
    long q = -ledger(changes, "build", "q", &found), o = -ledger(changes, "build", "o", NULL);
    int bonus = p->bonus_at == m->src.offset + 1;
    int steps_free = bonus ? p->free_steps : 0, range_bonus = bonus ? p->range_bonus : 0;
    p->bonus_at = 0;
    if (!mine && e->ledger)
        found = 1; /* a Gaia project books only the Q.I.C. it pays */
    if (!found || !e->nhexes || !p->f || json_is_true(json_object_get(m->args, "setup")) ||
        (!mine && strcmp(type, "gf")) || (p->uncertain & U_RESEARCH))
        return;
    int d = own_distance(e, pi, hex);
    char pt = planet_at(e, hex);
    if (d < 0 || !pt || !(p->research_known & (1u << T_NAV)) || p->research[T_NAV] < 0 ||
        p->research[T_NAV] >= GP_NTRACKS || p->research[T_TERRA] < 0 ||
        p->research[T_TERRA] >= GP_NTRACKS)
        return;
    int own_gf = 0, shared = 0;
    for (int i = 0; i < e->ngf; i++)
        own_gf |= e->gf[i].owner == pi && !strcmp(e->gf[i].hex, hex);
    for (size_t i = 0; i < e->nb; i++)
        shared |= e->b[i].owner != pi && !strcmp(e->b[i].hex, hex);
    int nav = p->research[T_NAV], range = ga_gaiaproject_nav_range[nav] + range_bonus;
    long need = d > range ? (d - range + 1) / 2 : 0;
    /* The final map shows a transdim planet turned Gaia as Gaia; the log's
     * gaiaformer on it tells them apart (its owner pays no Q.I.C.). */
    int gaia = mine && pt == 'g' && !own_gf && !shared;
    int gleens = is_faction(p, "gleens");
    /* Whether the Gleens' academy ends their ore for a Gaia planet is not
     * stated: only the range is checked then. */
    int priced = !(gaia && gleens && p->has_academy);
    ga_finding *fd = NULL;
    if (q < need) {
        fd = ga_findings_add(out, m, GA_ERROR, "gaiaproject.build.out-of-range",
                             &gp_refs[mine ? REF_RANGE : REF_NAV_TRACK], "%s %s on %s, %d "
                             "space%s from their nearest planet, with range %d (Navigation level "
                             "%d%s) and %ld Q.I.C.; it takes %ld Q.I.C.", p->label,
                             mine ? "builds a mine" : "starts a Gaia project", hex, d,
                             d == 1 ? "" : "s", range, nav, range_bonus ? ", plus an action's" : "",
                             q, need);
    } else if (gaia && !gleens && priced && q < need + 1) {
        fd = ga_findings_add(out, m, GA_ERROR, "gaiaproject.build.gaia-qic",
                             &gp_refs[REF_GAIA_QIC], "%s pays %ld Q.I.C. for a mine on the Gaia "
                             "planet %s: %ld for range and 1 for the planet are due", p->label, q,
                             hex, need);
    }
    add_context(fd, p);
    /* A Gaia planet (one's own Gaia project too) needs no terraforming. */
    int steps = pt == 'g' ? 0 : ga_gaiaproject_terraform_steps(p->f->planet, pt);
    if (!mine || fd || shared || !priced || !(p->research_known & (1u << T_TERRA)) || steps < 0)
        return;
    steps = steps > steps_free ? steps - steps_free : 0;
    long want = 1 + (long)steps * ga_gaiaproject_terra_ore[p->research[T_TERRA]] +
                (gaia && gleens);
    if (o != want) {
        fd = ga_findings_add(out, m, GA_ERROR, "gaiaproject.build.terraform-cost",
                             &gp_refs[REF_TERRAFORM], "%s pays %ld ore for a mine on %s; at "
                             "Terraforming level %d, with %d step%s to make it habitable, it "
                             "costs %ld", p->label, o, hex, p->research[T_TERRA], steps,
                             steps == 1 ? "" : "s", want);
        add_context(fd, p);
    }
}

/* BGA: returns 1 when a build's planet type is among planets_held (the
 * types of the builder's other spaces). */
static int holds_planet(const json_t *a)
{
    long t = arg_int(a, "planet", -1), v;
    size_t i;
    json_t *x;
    json_array_foreach(json_object_get(a, "planets_held"), i, x)
        if (json_intval(x, &v) && v == t)
            return 1;
    return 0;
}

/* BGA: the Geodens' "Faction bonus" follows only a mine on a planet type they
 * hold nowhere else, once their planetary institute stands (faction table). */
static void check_geodens_bonus(gp_player *p, const ga_move *m, ga_findings *out)
{
    if (!is_faction(p, "geodens"))
        return;
    if (!p->geodens_due) {
        ga_finding *fd = ga_findings_add(out, m, GA_ERROR, "gaiaproject.faction.geodens-knowledge",
                                         &gp_refs[REF_GEODENS], "%s gains the faction bonus of 3 "
                                         "knowledge after a mine %s", p->label,
                                         p->has_pi ? "on a planet type they already hold"
                                                   : "before their planetary institute");
        add_context(fd, p);
    }
    p->geodens_due = 0;
}

static int do_build(ga_engine *e, gp_player *p, const ga_move *m, ga_findings *out)
{
    const json_t *a = m->args;
    const char *type = arg_str(a, "building");
    const char *hex = arg_str(a, "hex");
    if (!type)
        return 0;
    if (!strcmp(type, "gf")) {
        /* A Gaia project: the tokens go to the Gaia area. */
        json_t *using = json_object_get(a, "using");
        check_gaia_project(p, m, using, out);
        check_build_map(e, p, m, type, hex, out);
        gaiaformer_place(e, (int)(p - e->p), hex);
        if (using)
            remove_tokens(p, 0, using, 1);
        else
            p->uncertain |= U_POWER;
        return 0;
    }
    check_build_cost(p, m, type, out);
    check_start_build(e, p, m, type, out);
    check_build_map(e, p, m, type, hex, out);
    if (!strcmp(type, "m"))
        check_gaiaformer_mine(e, p, m, hex, out);
    /* The lost planet is a mine of its own planet type. */
    if ((!strcmp(type, "m") || !strcmp(type, "lp")) && json_object_get(a, "planet"))
        p->geodens_due = is_faction(p, "geodens") && p->has_pi && !holds_planet(a);
    /* Lantids' mine on an opponent's planet stays a mine (faction table). */
    int own = hex ? building_find(e, hex, (int)(p - e->p)) : -1;
    if (is_faction(p, "lantids") && strcmp(type, "m") && own >= 0 && !strcmp(e->b[own].type, "m")) {
        for (size_t i = 0; i < e->nb; i++)
            if (e->b[i].owner != (int)(p - e->p) && !strcmp(e->b[i].hex, hex)) {
                ga_finding *fd = ga_findings_add(
                    out, m, GA_ERROR, "gaiaproject.build.lantids-upgrade", &gp_refs[REF_LANTIDS],
                    "%s upgrades their mine on %s, a planet %s colonized, to a %s", p->label, hex,
                    e->p[e->b[i].owner].label, structure_name(type));
                add_context(fd, p);
                break;
            }
    }
    if (!strcmp(type, "ac1") || !strcmp(type, "ac2"))
        p->has_academy = 1;
    if (!strcmp(type, "PI")) {
        p->has_pi = 1;
        if (is_faction(p, "gleens"))
            p->fed_tokens++; /* the Gleens' federation token (faction table) */
    }
    return building_set(e, hex, (int)(p - e->p), type);
}

/* Spends a federation token on what (a level-5 step, an advanced tech tile):
 * reports one spent beyond the tokens gained (and spends none), citing the
 * FAQ's two tiles when the same action already spent one.  The tokens gained are an upper bound
 * (every federation, token and Gleens' institute counts, green or not). */
static void spend_fed_token(ga_engine *e, gp_player *p, const ga_move *m, const char *what,
                            ga_findings *out)
{
    if (e->frontiers)
        return;
    int same = p->fed_spent_at == m->src.offset + 1;
    if (p->fed_spent >= p->fed_tokens) {
        ga_finding *fd;
        if (same)
            fd = ga_findings_add(out, m, GA_ERROR, "gaiaproject.federation.no-token",
                                 &gp_refs[REF_TWO_TILES], "%s takes %s in the action that already "
                                 "spent a federation token; they have gained %d", p->label, what,
                                 p->fed_tokens);
        else
            fd = ga_findings_add(out, m, GA_ERROR, "gaiaproject.federation.no-token",
                                 &gp_refs[REF_FED_TOKEN], "%s takes %s with no federation token "
                                 "left (%d gained, %d spent)", p->label, what, p->fed_tokens,
                                 p->fed_spent);
        add_context(fd, p);
        return; /* no token to flip */
    }
    p->fed_spent++;
    p->fed_spent_at = m->src.offset + 1;
}

static void do_research(ga_engine *e, gp_player *p, const ga_move *m, const json_t *changes,
                        ga_findings *out)
{
    (void)e;
    const json_t *a = m->args;
    int t = ga_gaiaproject_track_index(arg_str(a, "track"));
    int found = 0;
    int free_up = json_is_true(json_object_get(a, "free"));
    long ups = arg_int(a, "paid_ups", 1);
    long cost = -ledger(changes, "up", "k", &found);
    if (found) {
        /* The ledger sums the line's paid steps onto its first one. */
        if (cost != 4 * ups)
            ga_findings_add(out, m, GA_ERROR, "gaiaproject.research.wrong-cost",
                            &gp_refs[REF_RESEARCH],
                            "%s pays %ld knowledge for %ld research step%s; each costs 4", p->label,
                            cost, ups, ups == 1 ? "" : "s");
    } else if (!e->ledger) {
        cost = arg_int(a, "cost", free_up ? 0 : 4);
        if (cost != 4 && cost != 0)
            ga_findings_add(out, m, GA_ERROR, "gaiaproject.research.wrong-cost",
                            &gp_refs[REF_RESEARCH], "%s pays %ld knowledge to advance in %s, not 4",
                            p->label, cost, t >= 0 ? ga_gaiaproject_tracks[t] : "research");
        apply_delta(e, p, m, "up", "k", -cost, out);
    }
    if (t >= 0) {
        long from = arg_int(a, "from", -1);
        if (from >= 0 && from != p->research[t] && e->variant_standard &&
            !(p->uncertain & U_RESEARCH))
            ga_findings_add(out, m, GA_ERROR, "gaiaproject.state.mismatch", &gp_refs[REF_STATE],
                            "%s: the log advances %s from level %ld, the rules give level %d",
                            p->label, ga_gaiaproject_tracks[t], from, p->research[t]);
        if (from >= 0) {
            p->research[t] = (int)from;
            p->research_known |= 1u << t;
        }
        if (p->up_lowest && p->research_known == ~0u && !(p->uncertain & U_RESEARCH)) {
            int low = p->research[0];
            for (int k = 1; k < GP_NTRACKS; k++)
                if (p->research[k] < low)
                    low = p->research[k];
            if (p->research[t] > low)
                ga_findings_add(out, m, GA_ERROR, "gaiaproject.research.not-lowest",
                                &gp_refs[REF_BESCODS],
                                "%s advances %s from level %d with their lowest-track action; "
                                "their lowest track is at level %d", p->label,
                                ga_gaiaproject_tracks[t], p->research[t], low);
        }
        p->up_lowest = 0;
        /* Bal T'aks reach Navigation only with their planetary institute
         * (faction table, Ability and Planetary Institute columns). */
        if (t == T_NAV && p->f && !strcmp(p->f->id, "baltaks") && !p->has_pi)
            ga_findings_add(out, m, GA_ERROR, "gaiaproject.research.baltaks-navigation",
                            &gp_refs[REF_BALTAKS],
                            "%s advances in navigation (to level %d) without their planetary "
                            "institute", p->label, p->research[t] + 1);
        if (p->research[t] == 4 && (p->research_known & (1u << t)) &&
            !(p->uncertain & U_RESEARCH)) {
            char what[64];
            snprintf(what, sizeof what, "level 5 of %s", ga_gaiaproject_tracks[t]);
            spend_fed_token(e, p, m, what, out);
            if (t == T_TERRA)
                p->fed_tokens++; /* the federation token atop the track */
        }
        if (p->research[t] >= 5)
            ga_findings_add(out, m, GA_ERROR, "gaiaproject.research.max-level",
                            &gp_refs[REF_RESEARCH], "%s advances in %s beyond level 5", p->label,
                            ga_gaiaproject_tracks[t]);
        else
            p->research[t]++;
    }
}

static const gp_board_action *board_find(const char *id)
{
    for (size_t i = 0; id && i < GP_NBOARD; i++)
        if (!strcmp(gp_board[i].id, id))
            return &gp_board[i];
    return NULL;
}

/* Marks board action ba taken, reporting a second use in the round. */
static void use_board_action(ga_engine *e, gp_player *p, const ga_move *m,
                             const gp_board_action *ba, ga_findings *out)
{
    size_t i = (size_t)(ba - gp_board);
    if (e->used[i] > 0 && e->used[i] <= e->np)
        ga_findings_add(out, m, GA_ERROR, "gaiaproject.action.used-twice",
                        &gp_refs[REF_BOARD_ACTION],
                        "%s takes the board action \"%s\" (%s), which %s already took in "
                        "round %d", p->label, ba->desc, ba->id, e->p[e->used[i] - 1].label,
                        e->round);
    e->used[i] = (int)(p - e->p) + 1;
}

/* Terraforming steps or range an action gives the build of its line. */
static void set_bonus(gp_player *p, const ga_move *m, int steps, int range)
{
    p->free_steps = steps;
    p->range_bonus = range;
    p->bonus_at = m->src.offset + 1;
}

static void do_action(ga_engine *e, gp_player *p, const ga_move *m, const json_t *changes,
                      ga_findings *out)
{
    const char *id = arg_str(m->args, "id");
    const gp_board_action *ba = board_find(id);
    if (!ba) {
        ga_findings_add(out, m, GA_WARNING, "gaiaproject.action.unknown", &gp_refs[REF_RECORD],
                        "%s takes an action \"%s\" the engine does not know", p->label,
                        id ? id : "");
        return;
    }
    use_board_action(e, p, m, ba, out);
    if (ba->steps)
        set_bonus(p, m, ba->steps, 0);
    if (json_is_true(json_object_get(m->args, "apply_cost"))) {
        /* BGA logs this action's gain but not its cost. */
        spend_power(e, p, m, ba->pw, out);
        apply_delta(e, p, m, id, "q", -ba->q, out);
        return;
    }
    int found = 0;
    long pw = -ledger(changes, id, "pw", &found);
    long q = -ledger(changes, id, "q", NULL);
    if (found) {
        if (pw != ba->pw || q != ba->q)
            ga_findings_add(out, m, GA_ERROR, "gaiaproject.action.wrong-cost",
                            &gp_refs[REF_BOARD_COST], "%s pays %ld power and %ld Q.I.C. for %s, "
                            "which costs %d power and %d Q.I.C.", p->label, pw, q, id, ba->pw, ba->q);
        return;
    }
    if (e->bga || e->ledger)
        return; /* the payment is logged: BGA's next event, the ledger */
    spend_power(e, p, m, ba->pw, out);
    apply_delta(e, p, m, id, "q", -ba->q, out);
    if (ba->gain_res >= 0)
        apply_delta(e, p, m, id, gp_res_key[ba->gain_res], ba->gain, out);
    p->bowl[GP_I] += ba->tokens;
}

static void do_special(ga_engine *e, gp_player *p, const ga_move *m, ga_findings *out)
{
    (void)e;
    const char *id = arg_str(m->args, "id");
    if (!id)
        return;
    if (is_faction(p, "bescods") && !strcmp(id, "up-lowest"))
        p->up_lowest = 1;
    /* Booster actions (gaia-engine's names): a terraforming step, range +3. */
    if (!strcmp(id, "step"))
        set_bonus(p, m, 1, 0);
    else if (!strcmp(id, "range+3"))
        set_bonus(p, m, 0, 3);
    if (p->f && !strcmp(p->f->id, "ambas") && !strcasecmp(id, "swap-PI") && !p->has_pi) {
        ga_finding *fd = ga_findings_add(out, m, GA_ERROR, "gaiaproject.special.without-pi",
                                         &gp_refs[REF_PI_ABILITY], "%s swaps their planetary "
                                         "institute before building it", p->label);
        add_context(fd, p);
    }
    /* Firaks' downgrade (gaia-engine's "down-lab") is their PI's action. */
    if (is_faction(p, "firaks") && !strcmp(id, "down-lab") && !p->has_pi) {
        ga_finding *fd = ga_findings_add(out, m, GA_ERROR, "gaiaproject.special.without-pi",
                                         &gp_refs[REF_FIRAKS], "%s downgrades a research lab "
                                         "without their planetary institute", p->label);
        add_context(fd, p);
    }
    for (int i = 0; i < p->nspecial; i++)
        if (!strcmp(p->special[i], id)) {
            /* The Ambas' swap is their planetary institute's once-a-round
             * action (faction table); other specials: booster and tech tiles. */
            int ambas = p->f && !strcmp(p->f->id, "ambas") && !strcasecmp(id, "swap-PI");
            ga_findings_add(out, m, GA_ERROR, "gaiaproject.special.used-twice",
                            &gp_refs[ambas ? REF_AMBAS : REF_SPECIAL],
                            "%s takes the special action \"%s\" a second time this round", p->label,
                            id);
            return;
        }
    if (p->nspecial < GP_MAXSPECIAL && strlen(id) < sizeof p->special[0])
        snprintf(p->special[p->nspecial++], sizeof p->special[0], "%s", id);
}

/* Ivits: every federation after the first holds a space of the existing
 * one (gaia-engine lists the existing federation, pre-selected, with it;
 * BGA lists only the buildings, so its logs are not checked). */
static void check_ivits_connect(ga_engine *e, gp_player *p, const ga_move *m, const json_t *hexes,
                                ga_findings *out)
{
    size_t i;
    json_t *h;
    int shared = 0;
    json_array_foreach(hexes, i, h) {
        const char *hex = json_string_value(h);
        for (int k = 0; hex && k < e->nivits_fed; k++)
            shared |= !strcmp(e->ivits_fed[k], hex);
    }
    if (p->federations > 0 && e->nivits_fed > 0 && !shared && !e->bga) {
        ga_finding *fd = ga_findings_add(
            out, m, GA_ERROR, "gaiaproject.federation.ivits-not-connected",
            &gp_refs[p->federations == 1 ? REF_IVITS_CONNECT_FAQ : REF_IVITS_CONNECT],
            "%s forms federation number %d on %zu spaces, none of them in their existing "
            "federation (%d spaces)", p->label, p->federations + 1, json_array_size(hexes),
            e->nivits_fed);
        add_context(fd, p);
    }
    json_array_foreach(hexes, i, h) {
        const char *hex = json_string_value(h);
        int known = 0;
        for (int k = 0; hex && k < e->nivits_fed; k++)
            known |= !strcmp(e->ivits_fed[k], hex);
        if (hex && !known && e->nivits_fed < GP_MAXFEDHEX && strlen(hex) < sizeof e->ivits_fed[0])
            snprintf(e->ivits_fed[e->nivits_fed++], sizeof e->ivits_fed[0], "%s", hex);
    }
}

static void do_federation(ga_engine *e, gp_player *p, const ga_move *m, ga_findings *out)
{
    json_t *hexes = json_object_get(m->args, "hexes");
    if (!json_is_array(hexes))
        return;
    int value = 0, unknown = 0, big = 0, pi = (int)(p - e->p);
    size_t i;
    json_t *h;
    json_array_foreach(hexes, i, h) {
        const char *hex = json_string_value(h);
        int b = hex ? building_find(e, hex, pi) : -1;
        if (b < 0)
            continue;
        int v = building_value(e->b[b].type);
        if (is_big_building(e->b[b].type) && p->pa_value4)
            v = 4;
        big += is_big_building(e->b[b].type) && !p->pa_value4;
        value += v;
        if (!v)
            unknown++;
    }
    int need = p->f && !strcmp(p->f->id, "xenos") && p->has_pi ? 6 : 7;
    json_t *sat_using = json_object_get(m->args, "using");
    if (is_faction(p, "ivits") && json_is_object(sat_using)) {
        long tokens = 0;
        for (int k = 0; k < 3; k++)
            tokens += arg_int(sat_using, (const char *[]){"area1", "area2", "area3"}[k], 0);
        if (tokens > 0) {
            ga_finding *fd = ga_findings_add(
                out, m, GA_ERROR, "gaiaproject.federation.ivits-satellites",
                &gp_refs[p->federations == 1 ? REF_IVITS_QIC_FAQ : REF_IVITS_QIC],
                "%s pays %ld power token%s for satellites; Ivits pay Q.I.C.", p->label, tokens,
                tokens == 1 ? "" : "s");
            add_context(fd, p);
        }
    }
    if (is_faction(p, "ivits")) {
        check_ivits_connect(e, p, m, hexes, out);
        return; /* Ivits grow one federation by space stations: its value is not modelled */
    }
    /* Satellites: one power token for each listed space without one of
     * the player's structures, when the log lists the structures too (newer
     * logs list only some spaces; the Frontiers expansion adds others). */
    json_t *using = json_object_get(m->args, "using");
    if (json_is_object(using) && value > 0 && !e->frontiers) {
        long tokens = 0;
        int sats = 0;
        for (int k = 0; k < 3; k++)
            tokens += arg_int(using, (const char *[]){"area1", "area2", "area3"}[k], 0);
        json_array_foreach(hexes, i, h) {
            const char *hex = json_string_value(h);
            sats += hex && building_find(e, hex, pi) < 0;
        }
        if (tokens != sats) {
            ga_finding *fd = ga_findings_add(
                out, m, GA_ERROR, "gaiaproject.federation.satellites", &gp_refs[REF_SATELLITE],
                "%s pays %ld power token%s for a federation with %d satellite%s", p->label, tokens,
                tokens == 1 ? "" : "s", sats, sats == 1 ? "" : "s");
            add_context(fd, p);
        }
    }
    if (p->f && !strcmp(p->f->id, "bescods") && p->has_pi)
        return; /* +1 on grey planets (after the PI only): planet types are not modelled */
    if (value == 0) {
        ga_findings_add(out, m, GA_WARNING, "gaiaproject.federation.undecided",
                        &gp_refs[REF_FEDERATION],
                        "%s forms a federation whose listed hexes hold none of its structures "
                        "(newer logs list only the satellites): its power value is not checked",
                        p->label);
        return;
    }
    if (value < need && value + big >= need && p->unknown_tech) {
        ga_findings_add(out, m, GA_WARNING, "gaiaproject.federation.undecided",
                        &gp_refs[REF_FEDERATION],
                        "%s forms a federation of power value %d, or %d if a technology tile the "
                        "log does not name raises its planetary institute and academies to 4",
                        p->label, value, value + big);
        return;
    }
    if (value < need) {
        int ref = need == 6                  ? REF_XENOS
                  : is_faction(p, "xenos")   ? REF_XENOS_NOPI
                  : is_faction(p, "bescods") ? REF_BESCODS_NOPI
                                             : REF_FEDERATION;
        ga_finding *fd = ga_findings_add(
            out, m, GA_ERROR, "gaiaproject.federation.too-weak", &gp_refs[ref],
            "%s forms a federation of power value %d, under the %d required%s", p->label, value,
            need, ref == REF_XENOS_NOPI || ref == REF_BESCODS_NOPI
                      ? " without their planetary institute" : "");
        add_context(fd, p);
    }
}

static void do_convert(gp_player *p, const ga_move *m, ga_findings *out)
{
    json_t *pay = json_object_get(m->args, "pay"), *gain = json_object_get(m->args, "gain");
    /* No free action takes credits, except the Hadsch Hallas' with their
     * planetary institute (faction table). */
    if (arg_int(pay, "c", 0) > 0 && p->f && !(!strcmp(p->f->id, "hadsch-hallas") && p->has_pi)) {
        int hh = !strcmp(p->f->id, "hadsch-hallas");
        ga_finding *fd = ga_findings_add(
            out, m, GA_ERROR, "gaiaproject.convert.credits", &gp_refs[hh ? REF_HADSCH : REF_CONVERT],
            "%s spends %ld credits on a free action%s", p->label, arg_int(pay, "c", 0),
            hh ? " before their planetary institute" : "; no conversion takes credits");
        add_context(fd, p);
        return;
    }
    /* Standard rates (free actions chart): 4pw:1q, 4pw:1k, 3pw:1o, 1pw:1c,
     * 1q:1o, 1k:1c, 1o:1c, 1o:1 token.  Checked for single pairs only. */
    static const struct { const char *from, *to; int a, b; } rate[] = {
        {"pw", "q", 4, 1}, {"pw", "k", 4, 1}, {"pw", "o", 3, 1}, {"pw", "c", 1, 1},
        {"q", "o", 1, 1},  {"k", "c", 1, 1},  {"o", "c", 1, 1},  {"o", "t", 1, 1},
    };
    /* Terrans' planetary institute: Gaia-area tokens spent as power on free
     * actions (faction table), at the power rates. */
    /* Nevlas: a token of area III to the Gaia area for one knowledge. */
    long ta3 = arg_int(pay, "t-a3", 0);
    if (ta3 > 0 && p->f &&
        (!is_faction(p, "nevlas") || arg_int(gain, "k", 0) != ta3 || json_object_size(gain) != 1)) {
        ga_finding *fd = ga_findings_add(
            out, m, GA_ERROR, "gaiaproject.convert.nevlas-knowledge", &gp_refs[REF_NEVLAS],
            "%s moves %ld token%s of area III to the Gaia area for %ld knowledge%s", p->label, ta3,
            ta3 == 1 ? "" : "s", arg_int(gain, "k", 0),
            is_faction(p, "nevlas") ? "; each gives one" : "; only the Nevlas may");
        add_context(fd, p);
    }
    long tg = arg_int(pay, "tg", 0);
    /* Itars' planetary institute: 4 Gaia-area tokens for a tech tile (its
     * own rule, not a free action). */
    int itars_tech = is_faction(p, "itars") && !json_object_get(gain, "q") &&
                     !json_object_get(gain, "k") && !json_object_get(gain, "o") &&
                     !json_object_get(gain, "c");
    if (tg > 0 && itars_tech && (tg != 4 || !p->has_pi)) {
        ga_finding *fd = ga_findings_add(out, m, GA_ERROR, "gaiaproject.convert.itars-tech",
                                         &gp_refs[REF_ITARS], "%s discards %ld Gaia-area tokens "
                                         "for a tech tile%s; their planetary institute takes 4",
                                         p->label, tg, p->has_pi ? "" : " without their planetary "
                                         "institute");
        add_context(fd, p);
    }
    if (tg > 0 && p->f && !itars_tech) {
        static const struct { const char *to; int a, b; } tg_rate[] = {
            {"q", 4, 1}, {"k", 4, 1}, {"o", 3, 1}, {"c", 1, 1},
        };
        ga_finding *fd = NULL;
        if (!is_faction(p, "terrans") || !p->has_pi) {
            fd = ga_findings_add(out, m, GA_ERROR, "gaiaproject.convert.gaia-tokens",
                                 &gp_refs[REF_TERRANS], "%s spends %ld Gaia-area tokens on a free "
                                 "action; only the Terrans with their planetary institute may",
                                 p->label, tg);
        } else if (json_object_size(pay) == 1 && json_object_size(gain) == 1) {
            const char *tk = json_object_iter_key(json_object_iter(gain));
            long b = arg_int(gain, tk, 0);
            for (size_t i = 0; i < sizeof tg_rate / sizeof tg_rate[0]; i++)
                if (!strcmp(tg_rate[i].to, tk) && tg * tg_rate[i].b != b * tg_rate[i].a)
                    fd = ga_findings_add(out, m, GA_ERROR, "gaiaproject.convert.gaia-tokens",
                                         &gp_refs[REF_TERRANS], "%s spends %ld Gaia-area tokens "
                                         "for %ld %s; as power the rate is %d for %d", p->label,
                                         tg, b, tk, tg_rate[i].a, tg_rate[i].b);
        }
        add_context(fd, p);
    }
    if (json_object_size(pay) == 1 && json_object_size(gain) == 1 && p->f &&
        strcmp(p->f->id, "hadsch-hallas") && strcmp(p->f->id, "nevlas") &&
        strcmp(p->f->id, "taklons")) {
        const char *fk = json_object_iter_key(json_object_iter(pay));
        const char *tk = json_object_iter_key(json_object_iter(gain));
        long a = arg_int(pay, fk, 0), b = arg_int(gain, tk, 0);
        for (size_t i = 0; i < sizeof rate / sizeof rate[0]; i++)
            if (!strcmp(rate[i].from, fk) && !strcmp(rate[i].to, tk) &&
                a * rate[i].b != b * rate[i].a)
                ga_findings_add(out, m, GA_ERROR, "gaiaproject.convert.bad-rate",
                                &gp_refs[REF_CONVERT],
                                "%s converts %ld %s into %ld %s; the rate is %d for %d", p->label, a,
                                fk, b, tk, rate[i].a, rate[i].b);
    }
}

static void do_burn(gp_player *p, const ga_move *m, ga_findings *out)
{
    long n = arg_int(m->args, "n", 0);
    if (n <= 0)
        return;
    if (p->bowl[GP_II] < 2 * n && !(p->uncertain & U_POWER)) {
        ga_finding *fd = ga_findings_add(out, m, GA_ERROR, "gaiaproject.resource.insufficient",
                                         &gp_refs[REF_POWER],
                                         "%s burns %ld power but has only %d tokens in area II",
                                         p->label, n, p->bowl[GP_II]);
        add_context(fd, p);
        n = p->bowl[GP_II] / 2;
    } else if (2 * n > p->bowl[GP_II]) {
        n = p->bowl[GP_II] / 2; /* areas the log leaves unsure: never below zero */
    }
    p->bowl[GP_II] -= (int)(2 * n);
    p->bowl[GP_III] += (int)n;
}

static void do_charge(ga_engine *e, gp_player *p, const ga_move *m, const json_t *changes,
                      ga_findings *out)
{
    (void)e;
    long n = arg_int(m->args, "n", 0);
    int found = 0;
    long vp = ledger(changes, "charge", "vp", &found);
    if (found && n > 0 && vp != -(n - 1))
        ga_findings_add(out, m, GA_ERROR, "gaiaproject.charge.wrong-cost", &gp_refs[REF_CHARGE],
                        "%s charges %ld power for %ld VP; it costs %ld VP", p->label, n, -vp, n - 1);
    long tokens = arg_int(m->args, "tokens_after", 0);
    /* Taklons' planetary institute: a power token with every passive
     * charge, none without it (faction table). */
    if (is_faction(p, "taklons") && n > 0 && !json_is_true(json_object_get(m->args, "income"))) {
        long got = found ? ledger(changes, "charge", "t", NULL) : arg_int(m->args, "tokens_after", -1);
        if (got >= 0 && got != (p->has_pi ? 1 : 0))
            ga_findings_add(out, m, GA_ERROR, "gaiaproject.charge.taklons-token",
                            &gp_refs[REF_TAKLONS], "%s charges %ld power and gains %ld power "
                            "token%s; %s", p->label, n, got,
                            got == 1 ? "" : "s", p->has_pi ? "their planetary institute gives one"
                                                           : "only their planetary institute gives one");
    }
    int have = 2 * (p->bowl[GP_I] + (int)tokens) + p->bowl[GP_II];
    /* Income power beyond what the areas can move is lost; a passive charge
     * is offered only as far as it can go. */
    if (n > have && !(p->uncertain & U_POWER) && !json_is_true(json_object_get(m->args, "income")))
        ga_findings_add(out, m, GA_ERROR, "gaiaproject.charge.too-much", &gp_refs[REF_POWER],
                        "%s charges %ld power but areas I and II hold room for %d", p->label, n,
                        have);
    p->pending_charge = (int)n;
    if (found && json_object_get(json_object_get(changes, "charge"), "pw"))
        return; /* the ledger moves the power */
    /* Income power: the player orders charges and new tokens; take the
     * order the logged areas show (charges first otherwise). */
    int a[GP_NBOWL], b[GP_NBOWL], shown[GP_NBOWL];
    memcpy(a, p->bowl, sizeof a);
    ga_gaiaproject_power_charge(a, (int)n);
    a[GP_I] += (int)tokens;
    memcpy(b, p->bowl, sizeof b);
    b[GP_I] += (int)tokens;
    ga_gaiaproject_power_charge(b, (int)n);
    int use_b = tokens && read_bowls(json_object_get(m->args, "power_after"), shown) &&
                !memcmp(b, shown, sizeof b) && memcmp(a, shown, sizeof a);
    memcpy(p->bowl, use_b ? b : a, sizeof a);
}

/* Ambas: the planetary institute trades places with a mine (faction table). */
static void swap_pi(ga_engine *e, gp_player *p, const char *hex)
{
    int pi = (int)(p - e->p), to = hex ? building_find(e, hex, pi) : -1;
    for (size_t i = 0; to >= 0 && i < e->nb; i++)
        if (e->b[i].owner == pi && !strcmp(e->b[i].type, "PI")) {
            char t[8];
            memcpy(t, e->b[to].type, sizeof t);
            memcpy(e->b[to].type, e->b[i].type, sizeof t);
            memcpy(e->b[i].type, t, sizeof t);
            return;
        }
}

static void gaia_phase(ga_engine *e, gp_player *p)
{
    (void)e;
    int g = p->bowl[GP_GAIA];
    if (p->f && !strcmp(p->f->id, "terrans") && p->has_pi && !e->bga)
        return; /* the log moves them with "spend Ntg" conversions */
    p->bowl[GP_GAIA] = 0;
    p->bowl[p->f && !strcmp(p->f->id, "terrans") ? GP_II : GP_I] += g;
    p->gaia_back = g;
}

static void new_round(ga_engine *e, long round)
{
    e->round = round > 0 ? (int)round : e->round + 1;
    memset(e->used, 0, sizeof e->used);
    for (int i = 0; i < e->np; i++) {
        e->p[i].passed = 0;
        e->p[i].nspecial = 0;
    }
}

/* When every player has passed, the round is over (published rules,
 * "Pass"): logs without round markers still reset the actions. */
static void all_passed_round(ga_engine *e)
{
    int n = 0;
    for (int i = 0; i < e->np; i++) {
        if (!e->p[i].f)
            continue;
        if (!e->p[i].passed)
            return;
        n++;
    }
    if (n)
        new_round(e, e->round + 1);
}

/* The auction: everyone gets VP so that the top bidder keeps 10. */
static void apply_auction(ga_engine *e)
{
    if (e->auction_applied)
        return;
    e->auction_applied = 1;
    int top = 0;
    for (int i = 0; i < e->np; i++)
        if (e->p[i].bid > top)
            top = e->p[i].bid;
    for (int i = 0; i < e->np; i++) {
        int d = top - e->p[i].bid;
        add_vp_source(&e->p[i], "bid", d);
        e->p[i].res[GP_VP] += d;
    }
}

/* BGA: the VP every player receives after the auction is the top bid, so
 * that its bidder still starts with 10 (Auctions for Drafting Factions). */
static void check_auction_vp(const ga_engine *e, const ga_move *m, ga_findings *out)
{
    long vp = arg_int(m->args, "vp", 0);
    int top = 0;
    for (int i = 0; i < e->np; i++)
        if (e->p[i].bid > top)
            top = e->p[i].bid;
    if (vp != top)
        ga_findings_add(out, m, GA_ERROR, "gaiaproject.auction.vp", &gp_refs[REF_AUCTION],
                        "every player receives %ld VP after the auction; the top bid was %d VP, "
                        "so %d are due", vp, top, top);
}

static void check_result(ga_engine *e, const ga_move *m, ga_findings *out)
{
    json_t *scores = json_object_get(m->args, "scores");
    const char *pid;
    json_t *v;
    json_object_foreach(scores, pid, v) {
        long claimed;
        gp_player *p = find_player(e, pid);
        if (!p || !json_intval(v, &claimed))
            continue;
        if (claimed != p->res[GP_VP]) {
            ga_finding *fd = ga_findings_add(
                out, m, GA_ERROR, "gaiaproject.score.final-mismatch", &gp_refs[REF_SCORE],
                "%s: the log's final score is %ld, the game's VP add up to %ld", p->label,
                claimed, p->res[GP_VP]);
            add_context(fd, p);
        }
    }
}

/* BGA: the income the table shows for a player. */
static void set_forecast(gp_player *p, const json_t *f)
{
    if (json_array_size(f) != 6)
        return;
    for (size_t i = 0; i < 6; i++) {
        json_t *v = json_array_get(f, i);
        long n = 0;
        if (i < 4) {
            json_intval(v, &n);
        } else {
            size_t k;
            json_t *x;
            json_array_foreach(v, k, x) {
                long y;
                if (json_intval(x, &y))
                    n += y;
            }
        }
        p->forecast[i] = n;
    }
    p->has_forecast = 1;
}

/* BGA: round income gained against the income the table showed. */
static void check_income(gp_player *p, const ga_move *m, ga_findings *out)
{
    if (!p->has_forecast)
        return;
    const json_t *gain = json_object_get(m->args, "gain");
    ga_buf diff = {0};
    for (int r = 0; r < 4; r++) {
        long got = arg_int(gain, gp_res_key[r], 0);
        if (got != p->forecast[r])
            ga_buf_printf(&diff, "%s%ld %s (shown %ld)", diff.len ? ", " : "", got,
                          gp_res_name[r], p->forecast[r]);
    }
    if (diff.len)
        ga_findings_add(out, m, GA_ERROR, "gaiaproject.income.mismatch", &gp_refs[REF_INCOME],
                        "%s gains %s as round income", p->label, diff.data);
    ga_buf_free(&diff);
}

static void check_income_power(gp_player *p, const ga_move *m, ga_findings *out)
{
    long n = arg_int(m->args, "n", 0), t = arg_int(m->args, "tokens_after", 0);
    if (p->has_forecast && (n != p->forecast[4] || t != p->forecast[5]))
        ga_findings_add(out, m, GA_ERROR, "gaiaproject.income.mismatch", &gp_refs[REF_INCOME],
                        "%s gains %ld power charges and %ld tokens as round income; the table "
                        "showed %ld and %ld", p->label, n, t, p->forecast[4], p->forecast[5]);
}

/* Taklons' brainstone moves with their power tokens; the engine does not
 * model it, so their power areas follow the log's own display. */
static int taklons(const gp_player *p)
{
    return p->f && !strcmp(p->f->id, "taklons");
}

/* Applies one native Gaia move. */
static int apply_gaia(ga_engine *e, const ga_move *m, ga_findings *out)
{
    const char *act = m->action;
    const json_t *a = m->args;
    json_t *changes = json_object_get(a, "changes");
    if (!strcmp(act, "result")) {
        apply_auction(e);
        check_result(e, m, out);
        return 0; /* BGA's own result checks: the replay driver's generic audit */
    }
    if (!strcmp(act, "round")) {
        new_round(e, arg_int(a, "round", 0));
        return 0;
    }
    if (!strcmp(act, "round-end")) {
        /* Already reset when the last player passed. */
        int pending = 0;
        for (size_t i = 0; i < GP_NBOARD; i++)
            pending |= e->used[i];
        for (int i = 0; i < e->np; i++)
            pending |= e->p[i].passed || e->p[i].nspecial;
        if (pending)
            new_round(e, e->round + 1);
        return 0;
    }
    if (!strcmp(act, "bid") && !m->player) {
        /* BGA names the faction, not the player, of an auction's winner. */
        const char *f = arg_str(a, "faction");
        for (int i = 0; i < e->np; i++)
            if (e->p[i].f && f && !strcmp(e->p[i].f->id, f))
                e->p[i].bid = (int)arg_int(a, "vp", 0);
        return 0;
    }
    if (!strcmp(act, "auction-vp")) {
        check_auction_vp(e, m, out);
        return 0;
    }
    if (!strcmp(act, "gaia-phase") && !m->player) {
        json_t *states = json_object_get(a, "states");
        for (int i = 0; i < e->np; i++) {
            gaia_phase(e, &e->p[i]);
            json_t *st = json_object_get(states, e->p[i].id);
            if (st)
                check_state(e, &e->p[i], m, st, 0, out);
        }
        return 0;
    }
    gp_player *p = get_player(e, m->player);
    if (!p) {
        if (m->player)
            ga_findings_add(out, m, GA_WARNING, "gaiaproject.player.unknown", &gp_refs[REF_RECORD],
                            "move by an unknown player \"%s\" ignored", m->player);
        return 0;
    }
    p->uncertain |= unlogged_mask(a);
    /* Set-up power is dealt around these lines in the engine's logs (its
     * displays there are not yet the game's): follow the log. */
    int setup_move = (!strcmp(act, "faction") || !strcmp(act, "bid") || !strcmp(act, "setup")) &&
                     (e->ledger || json_object_get(a, "power_before") ||
                      json_object_get(a, "power_after"));
    if (setup_move)
        p->uncertain |= U_POWER;
    json_t *before = json_object_get(a, "power_before");
    if (before)
        check_power(p, m, before, "before", out);
    p->uncertain |= unlogged_mask(a);
    if (setup_move || taklons(p))
        p->uncertain |= U_POWER;
    const char *own = NULL;
    static const char *const main_actions[] = {"build", "upgrade", "research", "action",
                                               "special", "federation"};
    for (size_t i = 0; p->passed && i < sizeof main_actions / sizeof main_actions[0]; i++)
        if (!strcmp(act, main_actions[i]) && !json_is_true(json_object_get(a, "free")))
            ga_findings_add(out, m, GA_ERROR, "gaiaproject.pass.acted-after-pass",
                            &gp_refs[REF_PASS_WAIT], "%s plays \"%s\" after passing%s",
                            p->label, act, e->round > 0 ? " this round" : "");
    if (!strcmp(act, "setup")) {
        json_t *bg = json_object_get(changes, "beginGame");
        check_start(p, m, changes, out);
        if (json_object_get(bg, "t"))
            memset(p->bowl, 0, sizeof p->bowl);
    } else if (!strcmp(act, "faction")) {
        set_faction(e, p, ga_gaiaproject_faction_find(arg_str(a, "faction")));
        if (!e->ledger) /* a ledger books them as "beginGame" */
            start_resources(p);
    } else if (!strcmp(act, "bid")) {
        p->bid = (int)arg_int(a, "vp", 0);
    } else if (!strcmp(act, "booster")) {
        e->boosters_seen = 1;
    } else if (!strcmp(act, "build") || !strcmp(act, "upgrade")) {
        apply_auction(e);
        int rc = do_build(e, p, m, out);
        if (rc)
            return rc;
    } else if (!strcmp(act, "research")) {
        do_research(e, p, m, changes, out);
        own = "up";
    } else if (!strcmp(act, "action")) {
        do_action(e, p, m, changes, out);
    } else if (!strcmp(act, "special")) {
        do_special(e, p, m, out);
    } else if (!strcmp(act, "pass")) {
        if (p->passed)
            ga_findings_add(out, m, GA_ERROR, "gaiaproject.pass.twice", &gp_refs[REF_PASS],
                            "%s passes a second time in round %d", p->label, e->round);
        p->passed = 1;
        all_passed_round(e);
    } else if (!strcmp(act, "federation")) {
        do_federation(e, p, m, out);
        p->federations++;
        p->fed_tokens++;
    } else if (!strcmp(act, "federation-token")) {
        p->fed_tokens++; /* also a token scored again (Q.I.C. action): an upper bound */
    } else if (!strcmp(act, "convert")) {
        do_convert(p, m, out);
        own = "spend";
    } else if (!strcmp(act, "burn")) {
        do_burn(p, m, out);
    } else if (!strcmp(act, "gain") && json_is_true(json_object_get(a, "faction_bonus"))) {
        check_geodens_bonus(p, m, out);
    } else if (!strcmp(act, "income-forecast")) {
        set_forecast(p, json_object_get(a, "forecast"));
    } else if (!strcmp(act, "income") && e->bga) {
        check_income(p, m, out);
    } else if (!strcmp(act, "charge")) {
        if (e->bga && json_is_true(json_object_get(a, "income")))
            check_income_power(p, m, out);
        do_charge(e, p, m, changes, out);
    } else if (!strcmp(act, "score")) {
        long loss = arg_int(a, "loss", 0);
        if (loss > 0 && p->pending_charge && loss != p->pending_charge - 1)
            ga_findings_add(out, m, GA_ERROR, "gaiaproject.charge.wrong-cost",
                            &gp_refs[REF_CHARGE], "%s loses %ld VP for charging %d power; it "
                            "costs %d VP", p->label, loss, p->pending_charge,
                            p->pending_charge - 1);
        if (loss > 0)
            p->pending_charge = 0;
        long vp = arg_int(a, "vp", 0);
        if (vp)
            apply_delta(e, p, m, arg_str(a, "source") ? arg_str(a, "source") : "score", "vp",
                        vp, out);
    } else if (!strcmp(act, "tech")) {
        const char *tile = arg_str(a, "tile");
        /* PI and academies worth 4: gaia-engine's tech3 ("PA->4pw" in its
         * events); BGA's techId 5 (federations of value 7 only with it). */
        if (tile && (!strcmp(tile, "tech3") || !strcmp(tile, "bga5")))
            p->pa_value4 = 1;
        if (!tile)
            p->unknown_tech = 1;
        /* gaia-engine names an advanced tile's place "adv-<track>". */
        const char *pos = arg_str(a, "pos");
        if (pos && !strncmp(pos, "adv-", 4)) {
            char what[64];
            snprintf(what, sizeof what, "the advanced tech tile of %s", pos + 4);
            spend_fed_token(e, p, m, what, out);
        }
        const gp_board_action *ba = board_find(arg_str(a, "board_action"));
        if (ba)
            use_board_action(e, p, m, ba, out);
    } else if (!strcmp(act, "gaia-phase")) {
        gaia_phase(e, p);
    } else if (!strcmp(act, "swap-pi")) {
        swap_pi(e, p, arg_str(a, "hex"));
    }
    /* The amounts the log states. */
    long used = -1;
    json_t *using = json_object_get(a, "using");
    if (!strcmp(act, "federation") && json_is_object(using)) {
        /* Satellites: one token each from the areas the log names. */
        used = 0;
        for (int i = 0; i < 3; i++)
            used += arg_int(using, (const char *[]){"area1", "area2", "area3"}[i], 0);
        remove_tokens(p, used, using, 0);
    }
    if (changes)
        apply_changes(e, p, m, changes, own, used, out);
    const char *src = act;
    if (!strcmp(act, "convert")) {
        apply_amounts(e, p, m, json_object_get(a, "pay"), -1, "spend", out);
        apply_amounts(e, p, m, json_object_get(a, "gain"), 1, "spend", out);
    } else {
        apply_amounts(e, p, m, json_object_get(a, "pay"), -1, src, out);
        apply_amounts(e, p, m, json_object_get(a, "gain"), 1,
                      arg_str(a, "source") ? arg_str(a, "source") : src, out);
    }
    if (!strcmp(act, "pass") && !json_object_get(a, "gain")) {
        long vp = arg_int(a, "vp", 0);
        if (vp)
            apply_delta(e, p, m, "booster", "vp", vp, out);
    }
    json_t *after = json_object_get(a, "power_after");
    if (setup_move || taklons(p))
        p->uncertain |= U_POWER; /* set-up deals power; the brainstone is not modelled */
    if (after)
        check_power(p, m, after, "after", out);
    if (taklons(p))
        p->uncertain |= U_POWER;
    json_t *st = json_object_get(a, "state");
    if (st)
        check_state(e, p, m, st, unlogged_mask(a), out);
    return 0;
}

/* ---------------------------------------------------------------- hooks */

static void gp_free(ga_engine *e);

/* Reads the board a gaia-engine file carries (setup.options.map.sectors:
 * sector centres; setup.map: planet types by axial coordinates).  Without
 * both the map stays empty and nothing that needs it is checked.  Returns 0
 * or GA_ENOMEM. */
static int read_map(ga_engine *e, const json_t *setup)
{
    json_t *secs = json_object_get(json_object_get(json_object_get(setup, "options"), "map"),
                                   "sectors");
    json_t *map = json_object_get(setup, "map");
    size_t i;
    json_t *v;
    if (!json_is_array(secs) || !json_is_array(map) || !json_array_size(map))
        return 0;
    json_array_foreach(secs, i, v) {
        json_t *c = json_object_get(v, "center");
        const char *name = json_string_value(json_object_get(v, "sector"));
        long q, r;
        if (!name || e->nsec >= GP_MAXSECTORS || !json_intval(json_object_get(c, "q"), &q) ||
            !json_intval(json_object_get(c, "r"), &r))
            return 0;
        e->sec[e->nsec].num = atoi(name);
        e->sec[e->nsec].q = (int)q;
        e->sec[e->nsec++].r = (int)r;
    }
    e->hexes = calloc(json_array_size(map), sizeof *e->hexes);
    if (!e->hexes)
        return GA_ENOMEM;
    json_array_foreach(map, i, v) {
        const char *pl = json_string_value(json_object_get(json_object_get(v, "data"), "planet"));
        long q, r;
        if (!pl || !json_intval(json_object_get(v, "q"), &q) ||
            !json_intval(json_object_get(v, "r"), &r))
            continue;
        e->hexes[e->nhexes++] = (struct gp_hex){(int)q, (int)r, pl[0]};
    }
    return 0;
}

static int gp_new(ga_engine **out, const ga_header *h, const ga_ruleset *rules, ga_error *err)
{
    (void)rules;
    ga_engine *e = calloc(1, sizeof *e);
    if (!e)
        return ga_error_set(err, GA_ENOMEM, NULL, 0, "out of memory");
    /* BGA logs, read directly or as a stream `gameaudit import` wrote. */
    e->bga = ga_header_is_bga(h);
    const char *variant = json_string_value(json_object_get(h->setup, "factionVariant"));
    e->variant_standard = !variant || !strcmp(variant, "standard");
    e->ledger = json_is_true(json_object_get(h->setup, "ledger"));
    e->frontiers = json_is_true(json_object_get(h->setup, "frontiers")) ||
                   json_is_true(json_object_get(json_object_get(h->setup, "options"), "frontiers"));
    if (ga_header_copy(&e->h, h)) {
        gp_free(e);
        return ga_error_set(err, GA_ENOMEM, NULL, 0, "out of memory");
    }
    for (size_t i = 0; i < h->nplayers && i < GP_MAXPLAYERS; i++)
        get_player(e, h->players[i].id);
    if (read_map(e, h->setup)) {
        gp_free(e);
        return ga_error_set(err, GA_ENOMEM, NULL, 0, "out of memory");
    }
    *out = e;
    return 0;
}

/* Returns 1 when action is a word of the Gaia move vocabulary. */
static int is_gaia_action(const char *action)
{
    static const char *const words[] = {
        "action", "auction-vp", "bid", "booster", "build", "burn", "charge", "convert", "decline",
        "faction", "federation", "federation-token", "gaia-phase", "gain", "income",
        "income-forecast", "pass", "research", "result", "round", "round-end", "score",
        "setup", "special", "swap-pi", "tech", "upgrade",
    };
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        if (!strcmp(words[i], action))
            return 1;
    return 0;
}

static int gp_apply(ga_engine *e, const ga_move *m, ga_findings *out)
{
    /* Gaia moves as they are (other words of a text log too: their amounts
     * and displays still count); BGA events are decoded, and events without
     * game meaning skipped. */
    if (is_gaia_action(m->action) || (!e->bga && strncmp(m->action, "notify", 6)))
        return apply_gaia(e, m, out);
    ga_move g = {0};
    int rc = ga_gaiaproject_bga_decode(m, &g);
    if (rc == 1)
        rc = apply_gaia(e, &g, out);
    ga_move_clear(&g);
    return rc < 0 ? rc : 0;
}

static int gp_finish(ga_engine *e, ga_findings *out)
{
    (void)e;
    (void)out;
    return 0;
}

static int gp_dump(const ga_engine *e, ga_buf *out)
{
    int rc = ga_buf_printf(out, "round %d\n", e->round);
    for (int i = 0; i < e->np && !rc; i++) {
        describe(&e->p[i], out);
        rc = ga_buf_printf(out, ", research %d/%d/%d/%d/%d/%d\n", e->p[i].research[0],
                           e->p[i].research[1], e->p[i].research[2], e->p[i].research[3],
                           e->p[i].research[4], e->p[i].research[5]);
    }
    return rc;
}

static void gp_free(ga_engine *e)
{
    if (!e)
        return;
    ga_header_clear(&e->h);
    free(e->hexes);
    free(e->b);
    free(e);
}

long ga_gaiaproject_vp_by_source(const ga_engine *e, const char *player, const char *src)
{
    const gp_player *p = cfind_player(e, player);
    for (int i = 0; p && i < p->nsrc; i++)
        if (!strcmp(p->vp_src[i].src, src))
            return p->vp_src[i].vp;
    return 0;
}

void ga_gaiaproject_vp_sources(const ga_engine *e, const char *player,
                          void (*fn)(void *ctx, const char *src, long vp), void *ctx)
{
    const gp_player *p = cfind_player(e, player);
    for (int i = 0; p && i < p->nsrc; i++)
        fn(ctx, p->vp_src[i].src, p->vp_src[i].vp);
}

long ga_gaiaproject_resource(const ga_engine *e, const char *player, int r)
{
    const gp_player *p = cfind_player(e, player);
    return p && r >= 0 && r < GP_NRES ? p->res[r] : -1;
}

int ga_gaiaproject_power(const ga_engine *e, const char *player, int b[GP_NBOWL])
{
    const gp_player *p = cfind_player(e, player);
    if (!p)
        return -1;
    memcpy(b, p->bowl, sizeof p->bowl);
    return 0;
}

/* ---------------------------------------------------------------- vocabulary */

/* Args every Gaia move may carry: amounts, the ledger, the state the log shows. */
#define GP_COMMON_ARGS                                                                         \
    {"pay", GA_ARG_OBJECT, 0, "amounts paid {c,o,k,q,vp,pw,t}"},                               \
    {"gain", GA_ARG_OBJECT, 0, "amounts gained {c,o,k,q,vp,pw,t}"},                            \
    {"changes", GA_ARG_OBJECT, 0, "ledger {source:{c,o,k,q,vp,pw,t: signed delta}}"},           \
    {"state", GA_ARG_OBJECT, 0, "the state the log shows after the move"},                     \
    {"power_before", GA_ARG_ARRAY, 0, "power areas [I,II,III,Gaia] the log shows before"},     \
    {"power_after", GA_ARG_ARRAY, 0, "power areas [I,II,III,Gaia] the log shows after"},       \
    {"unlogged", GA_ARG_ANY, 0, "true, or the fields the log changed without saying how"}

static const ga_arg_spec a_action[] = {{"id", GA_ARG_STR, 1, "power1..power7, qic1..qic3"}, GP_COMMON_ARGS, {NULL}};
static const ga_arg_spec a_auction[] = {{"vp", GA_ARG_INT, 1, "VP each player receives"},
                                        {NULL}};
static const ga_arg_spec a_bid[] = {{"faction", GA_ARG_STR, 1, "gaia-engine faction name"},
                                    {"vp", GA_ARG_INT, 1, "VP bid"}, GP_COMMON_ARGS, {NULL}};
static const ga_arg_spec a_booster[] = {{"booster", GA_ARG_STR, 1, "booster tile"}, GP_COMMON_ARGS, {NULL}};
static const ga_arg_spec a_build[] = {{"building", GA_ARG_STR, 1, "m ts lab PI ac1 ac2 gf sp lp"},
                                      {"hex", GA_ARG_STR, 1, "map hex"},
                                      {"using", GA_ARG_OBJECT, 0, "resources spent on the way (range, terraforming)"},
                                      {"setup", GA_ARG_BOOL, 0, "a starting mine"},
                                      {"planet", GA_ARG_INT, 0, "BGA: the planet type built on"},
                                      {"planets_held", GA_ARG_ARRAY, 0,
                                       "BGA: planet types of the builder's other spaces"},
                                      GP_COMMON_ARGS, {NULL}};
static const ga_arg_spec a_n[] = {{"n", GA_ARG_INT, 1, "power"}, GP_COMMON_ARGS, {NULL}};
static const ga_arg_spec a_convert[] = {{"pay", GA_ARG_OBJECT, 1, "what is spent {c,o,k,q,pw,t}"},
                                        {"gain", GA_ARG_OBJECT, 1, "what is gained {c,o,k,q,pw,t}"},
                                        {"changes", GA_ARG_OBJECT, 0, "ledger"},
                                        {"state", GA_ARG_OBJECT, 0, "state after"},
                                        {"power_before", GA_ARG_ARRAY, 0, "areas before"},
                                        {"power_after", GA_ARG_ARRAY, 0, "areas after"},
                                        {"unlogged", GA_ARG_ANY, 0, "unlogged fields"}, {NULL}};
static const ga_arg_spec a_faction[] = {{"faction", GA_ARG_STR, 1, "gaia-engine faction name"}, GP_COMMON_ARGS, {NULL}};
static const ga_arg_spec a_federation[] = {{"hexes", GA_ARG_ARRAY, 1, "hexes of the player's structures"},
                                           {"tile", GA_ARG_STR, 0, "federation token taken"},
                                           {"using", GA_ARG_OBJECT, 0, "satellites placed, power spent"},
                                           GP_COMMON_ARGS, {NULL}};
static const ga_arg_spec a_tile[] = {{"tile", GA_ARG_STR, 1, "federation token"}, GP_COMMON_ARGS, {NULL}};
static const ga_arg_spec a_plain[] = {GP_COMMON_ARGS, {NULL}};
static const ga_arg_spec a_gain[] = {{"faction_bonus", GA_ARG_BOOL, 0,
                                      "BGA: a faction ability's gain (\"Faction bonus\")"},
                                     GP_COMMON_ARGS, {NULL}};
static const ga_arg_spec a_income[] = {{"choice", GA_ARG_OBJECT, 0, "the order chosen for power and tokens"},
                                       {"income_order", GA_ARG_ARRAY, 0, "the income events in order"},
                                       {"income", GA_ARG_ANY, 0, "BGA income as shown"},
                                       GP_COMMON_ARGS, {NULL}};
static const ga_arg_spec a_forecast[] = {{"forecast", GA_ARG_ANY, 1, "BGA: the income the table shows"}, GP_COMMON_ARGS, {NULL}};
static const ga_arg_spec a_pass[] = {{"booster", GA_ARG_STR, 0, "the booster taken"},
                                     {"returning", GA_ARG_STR, 0, "the booster returned"},
                                     {"vp", GA_ARG_INT, 0, "VP the log says passing gave"},
                                     {"pass", GA_ARG_ANY, 0, "BGA pass details"},
                                     GP_COMMON_ARGS, {NULL}};
static const ga_arg_spec a_research[] = {{"track", GA_ARG_STR, 1, "terra nav int gaia eco sci"},
                                         {"free", GA_ARG_BOOL, 0, "no knowledge paid (a reward)"},
                                         {"cost", GA_ARG_INT, 0, "knowledge paid"},
                                         {"from", GA_ARG_INT, 0, "level before"},
                                         {"to", GA_ARG_INT, 0, "level after"},
                                         GP_COMMON_ARGS, {NULL}};
static const ga_arg_spec a_result[] = {{"scores", GA_ARG_OBJECT, 1, "{player: final VP} as the log claims"}, {"*", GA_ARG_ANY, 0, "the site's result rows"}, {NULL}};
static const ga_arg_spec a_round[] = {{"round", GA_ARG_INT, 1, "round number 1-6"}, GP_COMMON_ARGS, {NULL}};
static const ga_arg_spec a_score[] = {{"vp", GA_ARG_INT, 0, "VP gained"},
                                      {"loss", GA_ARG_INT, 0, "VP lost"},
                                      {"desc", GA_ARG_STR, 0, "what scored"},
                                      GP_COMMON_ARGS, {NULL}};
static const ga_arg_spec a_id[] = {{"id", GA_ARG_STR, 1, "booster, tech or faction action"}, GP_COMMON_ARGS, {NULL}};
static const ga_arg_spec a_hex[] = {{"hex", GA_ARG_STR, 1, "map hex"}, GP_COMMON_ARGS, {NULL}};
static const ga_arg_spec a_tech[] = {{"tile", GA_ARG_STR, 0, "technology tile"},
                                     {"pos", GA_ARG_STR, 0, "where it was taken"},
                                     {"board_action", GA_ARG_ANY, 0, "the board action it came with"},
                                     GP_COMMON_ARGS, {NULL}};
static const ga_arg_spec a_words[] = {{"words", GA_ARG_ARRAY, 1, "the text log's words"}, GP_COMMON_ARGS, {NULL}};
static const ga_arg_spec a_gaia[] = {{"states", GA_ARG_ANY, 0, "the players' states after the phase"}, GP_COMMON_ARGS, {NULL}};

static const ga_action gp_actions[] = {
    {"action", a_action, "the player on turn", "a power or Q.I.C. board action"},
    {"auction-vp", a_auction, "none", "BGA: the VP every player receives after the auction"},
    {"bid", a_bid, "a player in the auction", "VP bid for a faction"},
    {"booster", a_booster, "each player at setup", "a starting booster"},
    {"brainstone", a_words, "the Taklons player", "Taklons brainstone move (follows the log)"},
    {"build", a_build, "the player on turn", "builds or upgrades a structure on a hex"},
    {"burn", a_n, "any player, free action", "burns n power (area II: n removed, n to III)"},
    {"charge", a_n, "a neighbour of a build", "a passive charge of n power"},
    {"convert", a_convert, "any player, free action", "spends X for Y at the rulebook's rates"},
    {"cover", a_words, "the player on turn", "a text-log word with amounts only"},
    {"decline", a_n, "a neighbour of a build", "a charge refused"},
    {"faction", a_faction, "each player at setup", "takes a faction"},
    {"federation", a_federation, "the player on turn", "forms a federation of those hexes"},
    {"federation-token", a_tile, "the player on turn", "takes a federation token"},
    {"gaia-phase", a_gaia, "none", "the Gaia phase: Gaia area back to the bowls"},
    {"gain", a_gain, "any player", "any other ledger entry"},
    {"income", a_income, "each player", "round income"},
    {"income-forecast", a_forecast, "each player (BGA)", "the income the table shows"},
    {"move", a_words, "the player on turn", "a text-log word with amounts only"},
    {"pass", a_pass, "the player on turn", "passes, returning and taking boosters"},
    {"research", a_research, "the player on turn", "one level up a research track"},
    {"result", a_result, "none", "the final scores the log claims"},
    {"rotate", a_words, "the player on turn", "a text-log word with amounts only"},
    {"round", a_round, "none", "a round starts (board actions reset)"},
    {"round-end", a_round, "none", "a round ends"},
    {"score", a_score, "any player", "a VP change the log states"},
    {"setup", a_plain, "each player", "the starting resources"},
    {"special", a_id, "the player on turn", "a booster, tech or faction special action"},
    {"swap-pi", a_hex, "the Ambas player", "the Planetary Institute and a mine trade places"},
    {"tech", a_tech, "the player on turn", "a technology tile taken"},
    {"upgrade", a_build, "the player on turn", "an upgrade (BGA)"},
};

static const ga_check_def gp_checks[] = {
    {"gaiaproject.action.unknown", GA_WARNING, REF_RECORD, "a board action the engine does not know"},
    {"gaiaproject.action.used-twice", GA_ERROR, REF_BOARD_ACTION, "a board action taken twice a round"},
    {"gaiaproject.action.wrong-cost", GA_ERROR, REF_BOARD_COST, "a board action at another cost"},
    {"gaiaproject.auction.vp", GA_ERROR, REF_AUCTION,
     "VP given to all after the auction other than the top bid (BGA)"},
    {"gaiaproject.build.gaia-not-ready", GA_ERROR, REF_GF_NEXT_ROUND,
     "a mine on a Gaia project's planet in the round of the project"},
    {"gaiaproject.build.gaia-qic", GA_ERROR, REF_GAIA_QIC,
     "a mine on a Gaia planet without its Q.I.C. (gaia-engine map)"},
    {"gaiaproject.build.gaia-tokens", GA_ERROR, REF_GF_TOKENS,
     "a Gaia project moving other than the track's power tokens"},
    {"gaiaproject.build.gaiaformer-reserved", GA_ERROR, REF_GF_RESERVED,
     "a mine on a planet holding another player's gaiaformer"},
    {"gaiaproject.build.lantids-upgrade", GA_ERROR, REF_LANTIDS,
     "an upgrade of a Lantids mine on an opponent's planet"},
    {"gaiaproject.build.no-gaiaformer", GA_ERROR, REF_GF_AVAILABLE,
     "a Gaia project without a gaiaformer (Gaia Project track level 0)"},
    {"gaiaproject.build.out-of-range", GA_ERROR, REF_RANGE,
     "a mine or Gaia project beyond the Navigation range and the Q.I.C. paid (gaia-engine map)",
     GA_ALSO(REF_NAV_TRACK)},
    {"gaiaproject.build.terraform-cost", GA_ERROR, REF_TERRAFORM,
     "a mine's ore other than its terraforming steps' price (gaia-engine map)"},
    {"gaiaproject.build.wrong-cost", GA_ERROR, REF_MINE_COST,
     "a mine or upgrade paid other than its cost", GA_ALSO(REF_UPG_TS, REF_UPG_PI_LAB, REF_UPG_AC)},
    {"gaiaproject.charge.taklons-token", GA_ERROR, REF_TAKLONS,
     "a Taklons charge without the PI's token, or with one before the PI"},
    {"gaiaproject.charge.too-much", GA_ERROR, REF_POWER, "a charge of more power than the bowls hold"},
    {"gaiaproject.charge.wrong-cost", GA_ERROR, REF_CHARGE, "a charge paid with other VP than n-1"},
    {"gaiaproject.convert.bad-rate", GA_ERROR, REF_CONVERT, "a conversion at another rate"},
    {"gaiaproject.convert.credits", GA_ERROR, REF_HADSCH,
     "credits spent on a free action (Hadsch Hallas with their PI only)", GA_ALSO(REF_CONVERT)},
    {"gaiaproject.convert.gaia-tokens", GA_ERROR, REF_TERRANS,
     "Gaia-area tokens spent other than by the Terrans' PI at the power rates"},
    {"gaiaproject.convert.itars-tech", GA_ERROR, REF_ITARS,
     "Itars' tech tile for other than 4 Gaia-area tokens, or without their PI"},
    {"gaiaproject.convert.nevlas-knowledge", GA_ERROR, REF_NEVLAS,
     "a token of area III to the Gaia area other than the Nevlas' one knowledge"},
    {"gaiaproject.faction.geodens-knowledge", GA_ERROR, REF_GEODENS,
     "the Geodens' knowledge bonus without a new planet type or their PI (BGA)"},
    {"gaiaproject.faction.gleens-qic", GA_ERROR, REF_GLEENS,
     "Gleens gaining Q.I.C. before their academy"},
    {"gaiaproject.federation.ivits-not-connected", GA_ERROR, REF_IVITS_CONNECT,
     "an Ivits federation after the first holding no space of the existing one",
     GA_ALSO(REF_IVITS_CONNECT_FAQ)},
    {"gaiaproject.federation.ivits-satellites", GA_ERROR, REF_IVITS_QIC,
     "Ivits satellites paid with power tokens", GA_ALSO(REF_IVITS_QIC_FAQ)},
    {"gaiaproject.federation.no-token", GA_ERROR, REF_FED_TOKEN,
     "a level-5 step or advanced tech tile without a federation token left",
     GA_ALSO(REF_TWO_TILES)},
    {"gaiaproject.federation.satellites", GA_ERROR, REF_SATELLITE,
     "power tokens other than one per satellite"},
    {"gaiaproject.federation.too-weak", GA_ERROR, REF_FEDERATION, "a federation under power 7 (6 for Xenos)",
     GA_ALSO(REF_XENOS, REF_XENOS_NOPI, REF_BESCODS_NOPI)},
    {"gaiaproject.federation.undecided", GA_WARNING, REF_FEDERATION, "a federation the log does not let us value"},
    {"gaiaproject.gaia.tokens-kept", GA_ERROR, REF_GF_BACK,
     "Gaia-area tokens still shown after the Gaia phase returned them"},
    {"gaiaproject.income.mismatch", GA_ERROR, REF_INCOME, "income other than the table shows"},
    {"gaiaproject.pass.acted-after-pass", GA_ERROR, REF_PASS_WAIT, "an action after passing"},
    {"gaiaproject.pass.twice", GA_ERROR, REF_PASS, "a second pass in a round"},
    {"gaiaproject.player.unknown", GA_WARNING, REF_RECORD, "a move by a player not at the table"},
    {"gaiaproject.research.baltaks-navigation", GA_ERROR, REF_BALTAKS,
     "Bal T'aks advancing in navigation before their planetary institute"},
    {"gaiaproject.research.max-level", GA_ERROR, REF_RESEARCH, "research past level 5"},
    {"gaiaproject.research.not-lowest", GA_ERROR, REF_BESCODS,
     "Bescods' lowest-track action on a track above their lowest"},
    {"gaiaproject.research.wrong-cost", GA_ERROR, REF_RESEARCH, "research at another cost than 4 knowledge"},
    {"gaiaproject.resource.insufficient", GA_ERROR, REF_PAY, "a payment of more than the player holds",
     GA_ALSO(REF_POWER)},
    {"gaiaproject.score.final-mismatch", GA_ERROR, REF_SCORE, "the final score against the VP ledger"},
    {"gaiaproject.setup.starting-mines", GA_ERROR, REF_XENOS_MINE,
     "starting structures other than two mines (Xenos three, the last; Ivits their PI, last)",
     GA_ALSO(REF_IVITS)},
    {"gaiaproject.setup.starting-resources", GA_ERROR, REF_START, "starting resources other than the rules'"},
    {"gaiaproject.special.used-twice", GA_ERROR, REF_SPECIAL, "a special action twice a round",
     GA_ALSO(REF_AMBAS)},
    {"gaiaproject.special.without-pi", GA_ERROR, REF_PI_ABILITY,
     "a planetary institute's action (Ambas' swap, Firaks' downgrade) before the institute",
     GA_ALSO(REF_FIRAKS)},
    {"gaiaproject.state.mismatch", GA_ERROR, REF_STATE, "the state the log shows against the engine's"},
    {"gaiaproject.storage.overflow", GA_ERROR, REF_STORAGE, "a resource past its storage limit"},
};

/* ---------------------------------------------------------------- skips */

/* Sentences of the page that state no rule a log can break. */
#define AUCTION "Auctions for Drafting Factions"
static const ga_rule_skip gp_skips[] = {
    {PAGE, "Actions", "Build a Mine - This places a mine on the board, which usually give you ore",
     "overview of what a mine is for (income comes from the faction board, checked as income)"},
    {PAGE, "Actions", "Form a Federation - This allows you to combine structures to gain more points",
     "overview of the action's purpose; its conditions are the next sentences"},
    {PAGE, AUCTION, "Each player submits the maximum amount he is willing to bid",
     "the site collects hidden maximum bids; a log records only the bids it placed"},
    {PAGE, AUCTION, "a round-robin auction is automatically conducted in turn order",
     "the site runs the auction itself from the hidden maximum bids, which no log shows"},
    {PAGE, AUCTION, "During the round-robin portion, each player automatically bids",
     "the site's automatic bidding from hidden maximum bids, which no log shows"},
    {PAGE, AUCTION, "The first player bids zero VP on the faction",
     "an example of the site's automatic bidding (\"A typical auction might look like this\")"},
    {PAGE, AUCTION, "If the second player submitted the same top bid for two different factions",
     "an example of the site's automatic bidding from hidden maximum bids"},
    {PAGE, AUCTION, "If he had placed a higher bid on the same faction as player 1",
     "an example of the site's automatic bidding from hidden maximum bids"},
    {PAGE, AUCTION, "The third player looks at the current bids and compares those",
     "an example of the site's automatic bidding from hidden maximum bids"},
    {PAGE, AUCTION, "He'll automatically bid one higher on the faction",
     "an example of the site's automatic bidding from hidden maximum bids"},
    {PAGE, AUCTION, "This is all resolved quickly and automatically behind the scenes",
     "describes the site's interface"},
    {PAGE, AUCTION, "It's not uncommon for players to get factions for free",
     "a remark on typical outcomes, no rule"},
    {PAGE, "FAQ: General", "You'll get much better performance by setting",
     "user-interface help (rendering on Apple devices)"},
    {PAGE, "FAQ: General", "Q: The game isn't allowing me to gain an advanced tech!",
     "a question; its answer states the rule"},
    {PAGE, "FAQ: General", "Q: The game isn't allowing me to advance to level 5",
     "a question; its answer states the rule"},
    {PAGE, "FAQ: General", "Q: Why can't I upgrade?", "a question; the answer is user help"},
    {PAGE, "FAQ: General", "A: This is usually because you lack the resources required",
     "user help explaining the interface; the costs are the Actions section's"},
    {PAGE, "FAQ: General", "Q: Is there an option to undo my entire turn?",
     "user-interface question (undo)"},
    {PAGE, "FAQ: General", "A: The game asks you to confirm or cancel",
     "user-interface help (confirmation dialogs)"},
    {PAGE, "FAQ: General", "However, the developers have decided not to add an option to undo",
     "user-interface help (undo)"},
    {PAGE, "FAQ: Conversions/Power", "Q: Why do I only get one credit when I convert the Brainstone",
     "user-interface question"},
    {PAGE, "FAQ: Conversions/Power", "A: If you want to get more than one credit, click",
     "user-interface help (conversion buttons)"},
    {PAGE, "FAQ: Conversions/Power", "The game does not do this automatically",
     "user-interface help (conversion buttons)"},
    {PAGE, "FAQ: Conversions/Power", "Q: Why don't I get a chance to convert resources",
     "user-interface question (preferences)"},
    {PAGE, "FAQ: Conversions/Power", "Q: I should get the option to charge before or after",
     "user-interface question (preferences)"},
    {PAGE, "FAQ: Conversions/Power", "A: There are two possible reasons",
     "user-interface help: why a power action is not offered"},
    {PAGE, "FAQ: Conversions/Power", "For example, if you don't have a mine and enough resources",
     "user-interface help: why a power action is not offered"},
    {PAGE, "FAQ: Conversions/Power", "- Someone else has taken that action this round.",
     "user help restating the once-a-round rule the Actions section states (checked there)"},
    {PAGE, "FAQ: Federations", "Q: Why can't I form this federation?",
     "a question; the answers below state the rules"},
    {PAGE, "FAQ: Federations", "See boardgamegeek.com/thread/2120375/official-federation-faq",
     "a pointer to an outside FAQ"},
    {PAGE, "FAQ: Federations", "IMPORTANT: All bug reports regarding federations require",
     "instructions for bug reports"},
    {PAGE, "FAQ: Federations", "Without these, it's nearly impossible to piece together",
     "instructions for bug reports"},
    {PAGE, "FAQ: Faction-specific", "A: Once you've built your PI, the new conversion options",
     "user-interface help (where the Convert menu is)"},
    {PAGE, "FAQ: Faction-specific", "A: Make sure you're not confusing your passive ability",
     "user help; the abilities are the faction table's"},
    {PAGE, "FAQ: Faction-specific", "Q: As Nevlas, what happens to the remaining half a power",
     "a question; its answer states the rule"},
    {PAGE, "FAQ: Faction-specific", "Make sure you select all desired conversions before clicking",
     "user-interface help (confirm button)"},
};
#undef AUCTION

static const char gp_example[] =
    "{\"stream\":\"gameaudit/1\",\"game\":\"gaiaproject\",\"date\":\"2024-05-01\",\"players\":[{\"id\":\"1\",\"name\":\"ann\"},{\"id\":\"2\",\"name\":\"bob\"}],\"setup\":{\"options\":{\"factionVariant\":\"standard\"}}}\n"
    "{\"seq\":1,\"player\":\"1\",\"action\":\"faction\",\"args\":{\"faction\":\"hadsch-hallas\"}}\n"
    "{\"seq\":2,\"player\":\"2\",\"action\":\"faction\",\"args\":{\"faction\":\"terrans\"}}\n"
    "{\"seq\":3,\"player\":\"1\",\"action\":\"build\",\"args\":{\"building\":\"m\",\"hex\":\"10A11\",\"setup\":true}}\n"
    "{\"seq\":4,\"player\":\"2\",\"action\":\"build\",\"args\":{\"building\":\"m\",\"hex\":\"4A2\",\"setup\":true}}\n"
    "{\"seq\":5,\"player\":\"2\",\"action\":\"booster\",\"args\":{\"booster\":\"booster2\"}}\n"
    "{\"seq\":6,\"player\":\"1\",\"action\":\"booster\",\"args\":{\"booster\":\"booster9\"}}\n"
    "{\"seq\":7,\"player\":null,\"action\":\"round\",\"args\":{\"round\":1}}\n"
    "{\"seq\":8,\"player\":\"1\",\"action\":\"income\",\"args\":{\"changes\":{\"income\":{\"o\":3,\"k\":1}}}}\n"
    "{\"seq\":9,\"player\":\"2\",\"action\":\"income\",\"args\":{\"changes\":{\"income\":{\"o\":3,\"k\":1}}}}\n"
    "{\"seq\":10,\"player\":\"1\",\"action\":\"research\",\"args\":{\"track\":\"eco\"}}\n"
    "{\"seq\":11,\"player\":\"2\",\"action\":\"pass\",\"args\":{\"booster\":\"booster3\",\"returning\":\"booster2\"}}\n";

const ga_game ga_game_gaiaproject = {
    .name = "gaiaproject",
    .title = "Gaia Project",
    .wiki_page = "Gamehelpgaiaproject",
    .summary = "starting resources and structures, resources spent, storage limits, power cycle "
               "(charge, spend, burn), structure and research costs, mine range, Gaia-planet "
               "Q.I.C. and terraforming ore (gaia-engine maps), Gaia projects and gaiaformers, "
               "board and special actions once per round, passing, federation power, "
               "satellites and tokens, conversions, faction abilities (Terrans, Lantids, Xenos, "
               "Gleens, Taklons, Ambas, Hadsch Hallas, Ivits, Geodens, Bal T'aks, Bescods, "
               "Nevlas, Itars), charge VP, auction VP, BGA round income, final score; BGA player "
               "snapshots and gaia-engine power displays as oracles",
    .new = gp_new,
    .apply = gp_apply,
    .finish = gp_finish,
    .dump = gp_dump,
    .free = gp_free,
    GA_TABLE(refs, gp_refs),
    GA_TABLE(consts, gp_consts),
    GA_TABLE(actions, gp_actions),
    GA_TABLE(checks, gp_checks),
    GA_TABLE(skips, gp_skips),
    .example = gp_example,
    .tested_on = "boardgamers/gaia-project engine: Beta-2 (4 players, 348 moves, final VP "
                 "151/135/213/138), two games in progress (210 and 246 moves) and 15 chart cases "
                 "with their 65 expected charts; the real BGA archive of table 798145204 (2 "
                 "players, 175/166); all clean (no error); 55 known-bad copies, one change each",
    .reads_bga = 1,
};
