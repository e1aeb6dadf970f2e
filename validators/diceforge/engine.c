/* diceforge/engine.c — Dice Forge (Libellud), as played on Board Game Arena.
 *
 * The engine keeps, for every player, the six faces of each of the two dice
 * as forged so far, the reserve (gold, sun, moon and ancient shards, glory),
 * the chests, the hero pawn's island and what was forged and bought.  It
 * reads its own move vocabulary (the `actions` table below) and, for a BGA
 * archive, decodes BGA's events into that vocabulary first (the decoder at
 * the end of this file).
 *
 * Checked: every roll's faces against the dice as forged; the gains of
 * divine and minor blessings (fixed faces; a choice face's option when the
 * log shows it); the rolls of each turn (two per player with 2 players),
 * actions and reinforcements only after them; forge prices (pool price, one
 * face of each kind per Forge action, the Sanctuary's stock); heroic feat
 * costs, the stack and the island of the card, ousting and the ousted
 * player's blessing; the second action's 2 sun shards; one action (plus the
 * paid second one) per turn; spending only what is held; the reserve limits
 * (with chests); the game's own running totals (BGA `updateCounters`)
 * against the engine's; the number of rounds; each card's glory at the end,
 * the final scores, the winner and the tie-breakers.
 *
 * Card effects are not modelled beyond their cost and glory: the engine
 * follows the log for them (an `effect` move, or a BGA event it does not
 * decode, marks the player's reserve as unknown until the next totals).
 * See README.md.
 */
#include "../../src/internal.h"
#include "../validators.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------- rules */

#define PAGE "Gamehelpdiceforge"
#define RULEBOOK "Dice Forge rulebook (Libellud, 2017)"

enum {
    R_GOLD, R_SUN, R_MOON, R_GLORY, R_ALLROLL, R_TWOROLL, R_ONEACTION, R_FORGE, R_UNIQUE,
    R_FEAT, R_PEDESTAL, R_OUST, R_OUST_BLESS, R_SECOND, R_DIVINE, R_MINOR, R_REINFORCE,
    R_ROUNDS, R_WINNER, R_TB_FACES, R_TB_FEATS, R_TB_RES, R_TB_FIRST, R_LIMIT, R_SANCTUARY,
    R_REPLACE, R_INVENTORY, R_CARDS, R_STACK, R_NREFS
};

static const ga_rule_ref refs[] = {
    [R_GOLD] = {"diceforge.gold", PAGE, "Currencies", "Gold - Used to upgrade your dice"},
    [R_SUN] = {"diceforge.sun", PAGE, "Currencies",
               "Sun Shards - Used to purchase cards and take extra actions"},
    [R_MOON] = {"diceforge.moon", PAGE, "Currencies", "Moon Shards - Used to purchase cards"},
    [R_GLORY] = {"diceforge.glory", PAGE, "Currencies",
                 "Glory Points - Contributes directly to your score"},
    [R_ALLROLL] = {"diceforge.roll.all", PAGE, "Taking Your Turn",
                   "On each player's turn, all players roll their dice"},
    [R_TWOROLL] = {"diceforge.roll.two", PAGE, "Taking Your Turn",
                   "players roll their dice twice before each player's turn"},
    [R_ONEACTION] = {"diceforge.action.one", PAGE, "Taking Your Turn",
                     "You are then allowed to perform one action"},
    [R_FORGE] = {"diceforge.forge", PAGE, "Taking Your Turn",
                 "Forge - Spend Gold to upgrade your dice"},
    [R_UNIQUE] = {"diceforge.forge.unique", PAGE, "Taking Your Turn",
                  "each face you buy must be unique"},
    [R_FEAT] = {"diceforge.feat", PAGE, "Taking Your Turn",
                "Heroic Feat - Spend Sun and/or Moon Shards to purchase a single card"},
    [R_PEDESTAL] = {"diceforge.feat.pedestal", PAGE, "Taking Your Turn",
                    "Place your Hero pawn on the pedestal containing the card you wish to purchase"},
    [R_OUST] = {"diceforge.feat.oust", PAGE, "Taking Your Turn",
                "If another player's pawn was on that pedestal"},
    [R_OUST_BLESS] = {"diceforge.feat.oust.blessing", PAGE, "Taking Your Turn",
                      "they receive a Divine Blessing and are returned to the central island"},
    [R_SECOND] = {"diceforge.second", PAGE, "Taking Your Turn > Taking an additional action",
                  "the active player may spend two Sun Shards to take a second action"},
    [R_DIVINE] = {"diceforge.divine", PAGE, "Terminology used in the game",
                  "The act of rolling both your dice and receiving the indicated resources"},
    [R_MINOR] = {"diceforge.minor", PAGE, "Terminology used in the game",
                 "Rolling a single die and receiving the indicated resources"},
    [R_REINFORCE] = {"diceforge.reinforcements", PAGE, "Terminology used in the game",
                     "After rolling their dice, the active player may use any special powers"},
    [R_ROUNDS] = {"diceforge.rounds", PAGE, "Game End",
                  "You play 10 rounds with 3 players, and 9 rounds with 2 or 4 players"},
    [R_WINNER] = {"diceforge.winner", PAGE, "Game End",
                  "the player with the most Glory Points at the end of the game wins"},
    [R_TB_FACES] = {"diceforge.tiebreak.faces", PAGE, "Game End", "Number of die faces forged"},
    [R_TB_FEATS] = {"diceforge.tiebreak.feats", PAGE, "Game End",
                    "Number of Heroic Feats accomplished"},
    [R_TB_RES] = {"diceforge.tiebreak.resources", PAGE, "Game End",
                  "Number of remaining resources"},
    [R_TB_FIRST] = {"diceforge.tiebreak.first", PAGE, "Game End",
                    "The player having started the game the earliest"},
    [R_LIMIT] = {"diceforge.reserve.limit", NULL, NULL, NULL,
                 RULEBOOK ", Hero's Inventory: the reserve holds at most 12 gold, 6 sun shards "
                 "and 6 moon shards, each Chest card adds 4 gold, 3 sun and 3 moon shards; a "
                 "gain beyond the limit is lost (ancient shards: at most 6, Rebellion rulebook)"},
    [R_SANCTUARY] = {"diceforge.sanctuary", NULL, NULL, NULL,
                     RULEBOOK ", Forge a die face: the face is taken from a pool of the "
                     "Sanctuary, whose price it is; a face no longer in the Sanctuary cannot be "
                     "bought (Setup configurations: 4 faces a pool, 2 with 2 players)"},
    [R_REPLACE] = {"diceforge.replace", NULL, NULL, NULL,
                   RULEBOOK ", Forge a die face: the new face replaces one face of the chosen "
                   "die, which is removed"},
    [R_INVENTORY] = {"diceforge.inventory", NULL, NULL, NULL,
                     RULEBOOK ", Hero's Inventory: resources gained are added to, and resources "
                     "spent taken from, the player's inventory (BGA `updateCounters` shows "
                     "the totals)"},
    [R_STACK] = {"diceforge.stack", NULL, NULL, NULL,
                 RULEBOOK ", Setup configurations: each place of the Islands holds a stack of "
                 "as many cards as there are players (BGA setupNewGame creates that many)"},
    [R_CARDS] = {"diceforge.cards", PAGE, "",
                 "purchase cards that give you points and special powers"},
};

static const ga_rule_const consts[] = {
    {"diceforge.rounds.3p", PAGE, "Game End", NULL, 0, 0, "You play 10 rounds with 3 players"},
    {"diceforge.rounds.2p4p", PAGE, "Game End", NULL, 0, 0, "9 rounds with 2 or 4 players"},
    {"diceforge.rolls.2p", PAGE, "Taking Your Turn", NULL, 0, 0,
     "In a two-player game, players roll their dice twice"},
    {"diceforge.second.cost", PAGE, "Taking Your Turn > Taking an additional action", NULL, 0,
     0, "spend two Sun Shards"},
};

static const ga_rule_skip skips[] = {
    {PAGE, NULL, "Dice Forge is a game about rolling dice to collect resources",
     "overview of the game"},
    {PAGE, "Taking Your Turn", "Your dice may have duplicated sides",
     "restates the sentence before it (diceforge.forge.duplicate cites that one)"},
    {PAGE, "Taking Your Turn", "This is known as",
     "names the rule of the sentence before it (ousting)"},
    {PAGE, "Game End", "TIEBREAKER: If enabled, the following tie breakers are implemented",
     "introduces the list of tie-breakers, each of which is checked"},
};

/* ---------------------------------------------------------------- data */

/* Die faces.  Source: bga-devs/bga-diceforge material.inc.php (HEAD 45714e8):
 * `dice_sides` (cost in gold and resources of each face) and `sides_init`
 * (the Sanctuary's pools: four copies of one face, or one copy each of four
 * faces in the 4-gold and 12-gold pools).  copies 0 = not sold in the
 * Sanctuary (starting faces, card faces).  fixed = the face gives exactly
 * these resources (no choice, no condition). */
typedef struct face_def {
    const char *code;
    int cost, copies, fixed;
    int gold, sun, moon, glory, ancient, loyalty;
} face_def;

static const face_def faces[] = {
    {"1Gor1FSor1MS", 4, 1, 0, 1, 1, 1, 0, 0, 0},
    {"2Gor2FSor2MS", 12, 1, 0, 2, 2, 2, 0, 0, 0},
    {"AS1", 0, 0, 1, 0, 0, 0, 0, 1, 0},
    {"FS1", 3, 4, 1, 0, 1, 0, 0, 0, 0},
    {"FS2", 8, 4, 1, 0, 2, 0, 0, 0, 0},
    {"G1", 0, 0, 1, 1, 0, 0, 0, 0, 0},
    {"G1V1FS1MS1", 12, 1, 1, 1, 1, 1, 1, 0, 0},
    {"G2MS1", 4, 1, 1, 2, 0, 1, 0, 0, 0},
    {"G3", 2, 4, 1, 3, 0, 0, 0, 0, 0},
    {"G3AS1", 0, 0, 1, 3, 0, 0, 0, 1, 0},
    {"G3orV2", 5, 4, 0, 3, 0, 0, 2, 0, 0},
    {"G4", 3, 4, 1, 4, 0, 0, 0, 0, 0},
    {"G6", 4, 1, 1, 6, 0, 0, 0, 0, 0},
    {"L1V1", 0, 0, 1, 0, 0, 0, 1, 0, 1},
    {"L1V1G2", 0, 0, 1, 2, 0, 0, 1, 0, 1},
    {"MS1", 2, 4, 1, 0, 0, 1, 0, 0, 0},
    {"MS2", 6, 4, 1, 0, 0, 2, 0, 0, 0},
    {"V1FS1", 4, 1, 1, 0, 1, 0, 1, 0, 0},
    {"V2", 0, 0, 1, 0, 0, 0, 2, 0, 0},
    {"V2MS2", 12, 1, 1, 0, 0, 2, 2, 0, 0},
    {"V3", 8, 4, 1, 0, 0, 0, 3, 0, 0},
    {"V4", 12, 1, 1, 0, 0, 0, 4, 0, 0},
    {"", 0, 0, 1, 0, 0, 0, 0, 0, 0}, /* no gains: a choice face before its choice */
};
#define NFACES (sizeof faces / sizeof faces[0] - 1)

/* Heroic feat slots.  Source: bga-devs/bga-diceforge material.inc.php
 * `exploit_cost` (M = moon shards, F = sun shards, "fire" in the code); the
 * island of each slot as BGA's notifMovePawn reports it before every feat in
 * the 16 games of /work/shared/data/bga/diceforge (330 feats). */
static const struct {
    const char *slot;
    int sun, moon, island;
} slots[] = {
    {"F1", 1, 0, 7}, {"F2", 1, 0, 7}, {"F3", 2, 0, 6}, {"F4", 3, 0, 6}, {"F5", 4, 0, 5},
    {"F6", 5, 0, 5}, {"F7", 6, 0, 4}, {"M1", 0, 1, 1}, {"M2", 0, 1, 1}, {"M3", 0, 2, 2},
    {"M4", 0, 3, 2}, {"M5", 0, 4, 3}, {"M6", 0, 5, 3}, {"M7", 0, 6, 4}, {"M8", 5, 5, 4},
};

/* Reserve limits (diceforge.game.php constants MAX_GOLD, MAX_FIRESHARD,
 * MAX_MOONSHARD, MAX_ANCIENTSHARD, CHEST_*; the rulebook's Hero's Inventory). */
enum { LIM_GOLD = 12, LIM_SUN = 6, LIM_MOON = 6, LIM_ANCIENT = 6 };
enum { CHEST_GOLD = 4, CHEST_SUN = 3, CHEST_MOON = 3 };
enum { SHIP_DISCOUNT = 2 }; /* the Ship face: forge for 2 gold less (card text) */

static const face_def *face_find(const char *code)
{
    for (size_t i = 0; code && i < NFACES; i++)
        if (!strcmp(faces[i].code, code))
            return &faces[i];
    return NULL;
}

/* The glory printed on each heroic feat card, scored at the end of the game.
 * Source: bga-devs/bga-diceforge material.inc.php `exploit_types` ('VP'); the
 * 43 kinds scored in the 16 games of /work/shared/data/bga/diceforge agree. */
static const struct {
    const char *card;
    int glory;
} cards[] = {
    {"ancestor", 6}, {"ancient", 0}, {"bear", 2}, {"blueBoar", 4}, {"blueMemory", 2},
    {"blueMisfortune", 10}, {"celestial", 6}, {"cerberus", 6}, {"chaos", 8}, {"chest", 2},
    {"chimera", 28}, {"claw", 8}, {"companion", 2}, {"cyclops", 8}, {"doe", 2},
    {"dogged", 2}, {"enigma", 10}, {"eternalFire", 10}, {"eternalNight", 8},
    {"goddess", 18}, {"goldsmith", 4}, {"grass", 2}, {"greatGolem", 8}, {"greenBoar", 4},
    {"greenMemory", 2}, {"greenMisfortune", 10}, {"guardian", 4}, {"hammer", 0},
    {"harpy", 27}, {"hydra", 26}, {"invisible", 4}, {"leftHand", 8}, {"light", 8},
    {"magicSeagull", 10}, {"medusa", 14}, {"merchant", 2}, {"minotaure", 8}, {"mirror", 10},
    {"mists", 6}, {"monsterMother", 29}, {"moonGolem", 2}, {"nymphe", 0}, {"omniscient", 8},
    {"oracle", 0}, {"owl", 4}, {"passeur", 12}, {"redBoar", 4}, {"redMemory", 2},
    {"redMisfortune", 10}, {"rightHand", 10}, {"satyres", 6}, {"scepter", 2},
    {"sentinel", 6}, {"shield", 6}, {"ship", 4}, {"sunGolem", 4}, {"timeGolem", 4},
    {"titan", 20}, {"tree", 2}, {"trident", 12}, {"triton", 8}, {"twins", 2},
    {"typhon", 16}, {"wind", 6}, {"woodNymph", 2}, {"yellowBoar", 4}, {"yellowMemory", 2},
    {"yellowMisfortune", 10},
};

static int card_glory(const char *card)
{
    for (size_t i = 0; card && i < sizeof cards / sizeof cards[0]; i++)
        if (!strcmp(cards[i].card, card))
            return cards[i].glory;
    return -1;
}

static int slot_find(const char *slot)
{
    for (size_t i = 0; slot && i < sizeof slots / sizeof slots[0]; i++)
        if (!strcmp(slots[i].slot, slot))
            return (int)i;
    return -1;
}

/* ---------------------------------------------------------------- state */

#define MAXP 5
#define FACELEN 24
enum { V_BASE, V_TITAN, V_GODDESS };
enum { RES_GOLD, RES_SUN, RES_MOON, RES_GLORY, RES_ANCIENT, NRES };
static const char *const res_names[NRES] = {"gold", "sun", "moon", "glory", "ancient"};

typedef struct player {
    char *id, *name;
    char dice[2][6][FACELEN];
    int res[NRES];
    int dirty;          /* reserve unknown since an unmodelled effect */
    int chests, island, feats, forged;
    int divine;         /* divine blessings rolled in the current player turn */
    int owed;           /* ousted, the divine blessing not yet rolled */
    int order;          /* 1-based place in turn order (first player turn seen), 0 = unknown */
    int counted_forged, counted_feats; /* from the totals, -1 = not given */
    char owned[48][FACELEN]; /* cards bought, not yet scored */
    int nowned;
} player;

struct ga_engine {
    player p[MAXP];
    size_t np;
    int bga;
    int variant, variant_known;
    int bought[NFACES];   /* faces taken from the Sanctuary */
    int taken[16];        /* cards taken from each place (slots[]) */
    /* turn */
    int active;           /* index of the player whose turn it is, -1 = none */
    int in_turn;
    int actions, allowed, second_taken, group_open, group_player;
    int extra_turn;       /* the active player plays again in the same round */
    char group[16][FACELEN];
    int ngroup;
    int turn, of, rounds_reported, turns_seen;
    int result_seen;
    /* BGA decoding */
    char state[48];
    int oust_pending;     /* index of the player named in notifOusting, -1 none */
    int island_pending;   /* island of the last notifMovePawn, 0 none */
    int celestial_upgrade; /* the Celestial die showed its upgrade face */
};

static int pidx(const ga_engine *e, const char *id)
{
    for (size_t i = 0; id && i < e->np; i++)
        if (!strcmp(e->p[i].id, id))
            return (int)i;
    return -1;
}

static int pname(const ga_engine *e, const char *name)
{
    for (size_t i = 0; name && i < e->np; i++)
        if (e->p[i].name && !strcmp(e->p[i].name, name))
            return (int)i;
    return -1;
}

static void set_face(char *dst, const char *src)
{
    snprintf(dst, FACELEN, "%s", src ? src : "?");
}

static void start_dice(player *pl, int variant)
{
    for (int d = 0; d < 2; d++)
        for (int f = 0; f < 6; f++)
            set_face(pl->dice[d][f], "G1");
    /* Starting dice: bga-devs/bga-diceforge diceforge.game.php setupNewGame. */
    set_face(pl->dice[0][0], variant == V_TITAN ? "AS1" : "FS1");
    set_face(pl->dice[1][0], variant == V_GODDESS ? "moonGolem" : "MS1");
    set_face(pl->dice[1][1], variant == V_TITAN ? "L1V1" : "V2");
}

static int die_has(const player *pl, int d, const char *face)
{
    for (int f = 0; f < 6; f++)
        if (!strcmp(pl->dice[d][f], face))
            return f;
    return -1;
}

/* A face only a Rebellion module starts with: the module is known. */
static void variant_evidence(ga_engine *e, const char *face)
{
    int v;
    if (e->variant_known || !face)
        return;
    if (!strcmp(face, "AS1") || !strcmp(face, "L1V1"))
        v = V_TITAN;
    else if (!strcmp(face, "moonGolem"))
        v = V_GODDESS;
    else
        return;
    e->variant = v;
    e->variant_known = 1;
    for (size_t i = 0; i < e->np; i++) {
        player *pl = &e->p[i];
        int f;
        if (v == V_TITAN) {
            if ((f = die_has(pl, 0, "FS1")) >= 0)
                set_face(pl->dice[0][f], "AS1");
            if ((f = die_has(pl, 1, "V2")) >= 0)
                set_face(pl->dice[1][f], "L1V1");
        } else if ((f = die_has(pl, 1, "MS1")) >= 0) {
            set_face(pl->dice[1][f], "moonGolem");
        }
    }
}

static int limit(const ga_engine *e, const player *pl, int r)
{
    (void)e;
    switch (r) {
    case RES_GOLD: return LIM_GOLD + CHEST_GOLD * pl->chests;
    case RES_SUN: return LIM_SUN + CHEST_SUN * pl->chests;
    case RES_MOON: return LIM_MOON + CHEST_MOON * pl->chests;
    case RES_ANCIENT: return LIM_ANCIENT;
    default: return 1 << 30;
    }
}

static void add_res(const ga_engine *e, player *pl, int r, long v)
{
    long n = pl->res[r] + v;
    if (n > limit(e, pl, r))
        n = limit(e, pl, r);
    if (n < 0)
        n = 0;
    pl->res[r] = (int)n;
}

static void dice_text(const player *pl, ga_buf *b)
{
    for (int d = 0; d < 2; d++) {
        ga_buf_printf(b, "%sdie %d [", d ? "; " : "", d + 1);
        for (int f = 0; f < 6; f++)
            ga_buf_printf(b, "%s%s", f ? " " : "", pl->dice[d][f]);
        ga_buf_puts(b, "]");
    }
}

static void player_text(const ga_engine *e, const player *pl, ga_buf *b)
{
    ga_buf_printf(b, "%s: gold %d/%d, sun %d/%d, moon %d/%d, glory %d", pl->name ? pl->name : pl->id,
                  pl->res[RES_GOLD], limit(e, pl, RES_GOLD), pl->res[RES_SUN],
                  limit(e, pl, RES_SUN), pl->res[RES_MOON], limit(e, pl, RES_MOON),
                  pl->res[RES_GLORY]);
    if (e->variant == V_TITAN)
        ga_buf_printf(b, ", ancient %d", pl->res[RES_ANCIENT]);
    ga_buf_printf(b, "%s; chests %d, feats %d, faces forged %d, island %d; ",
                  pl->dirty ? " (unknown since a card effect)" : "", pl->chests, pl->feats,
                  pl->forged, pl->island);
    dice_text(pl, b);
}

static void context(const ga_engine *e, ga_finding *fd, const player *pl)
{
    if (!fd || !pl)
        return;
    ga_buf b = {0};
    if (e->turn)
        ga_buf_printf(&b, "round %d/%d; ", e->turn, e->of);
    player_text(e, pl, &b);
    if (b.data)
        ga_finding_set_context(fd, b.data);
    ga_buf_free(&b);
}

/* ---------------------------------------------------------------- args */

static long iarg(const json_t *a, const char *k, long def)
{
    long long v;
    return ga_json_int(json_object_get(a, k), &v) && v > -100000 && v < 100000 ? (long)v : def;
}

static const char *sarg(const json_t *a, const char *k)
{
    return json_string_value(json_object_get(a, k));
}

static int barg(const json_t *a, const char *k)
{
    json_t *v = json_object_get(a, k);
    long long n;
    return json_is_true(v) || (json_is_integer(v) && ga_json_int(v, &n) && n != 0);
}

/* ---------------------------------------------------------------- checks */

static const ga_check_def checks[];
extern const ga_game ga_game_diceforge;
#define REPORT(...) ga_report(out, &ga_game_diceforge, m, __VA_ARGS__)

static int expected_rounds(const ga_engine *e)
{
    return e->np == 3 ? 10 : 9;
}

/* End of a player turn: everybody rolled (twice with 2 players), the
 * ousted players got their blessing. */
/* The players who have not yet rolled the turn's divine blessings (an extra
 * turn: its player only); 0 when all have, or outside a turn. */
static int rolls_missing(const ga_engine *e, ga_buf *who)
{
    if (!e->in_turn)
        return 0;
    int want = e->np == 2 ? 2 : 1, n = 0;
    for (size_t i = 0; i < e->np; i++)
        if (e->p[i].divine < want && !(e->extra_turn && (int)i != e->active)) {
            if (who)
                ga_buf_printf(who, "%s%s", n ? ", " : "", e->p[i].name);
            n++;
        }
    return n;
}

/* An action taken before the turn's rolls are done. */
static void check_after_rolls(ga_engine *e, const ga_move *m, const player *pl,
                              const char *what, ga_findings *out)
{
    ga_buf b = {0};
    if (rolls_missing(e, &b)) {
        ga_finding *fd = REPORT("diceforge.action.early", "%s %s before the turn's divine "
                                "blessings are rolled (%s still to roll)", pl->name, what,
                                b.data);
        context(e, fd, pl);
    }
    ga_buf_free(&b);
}

static void close_turn(ga_engine *e, const ga_move *m, ga_findings *out)
{
    if (!e->in_turn)
        return;
    int want = e->np == 2 ? 2 : 1;
    const char *who = e->active >= 0 ? e->p[e->active].name : "?";
    for (size_t i = 0; i < e->np; i++) {
        player *pl = &e->p[i];
        /* an extra turn (The Eternal Fire): only its player rolls */
        if (pl->divine != want && !(e->extra_turn && (int)i != e->active)) {
            ga_finding *fd = REPORT(e->np == 2 ? "diceforge.roll.twice" : "diceforge.roll.count",
                                    "%s received %d divine blessing(s) in %s's turn, %d due with "
                                    "%zu players", pl->name, pl->divine, who, want, e->np);
            context(e, fd, pl);
        }
        if (pl->owed) {
            ga_finding *fd = REPORT("diceforge.feat.oust-blessing",
                                    "%s was ousted in %s's turn and received no divine blessing",
                                    pl->name, who);
            context(e, fd, pl);
            pl->owed = 0;
        }
        pl->divine = 0;
    }
    e->in_turn = 0;
}

static void do_player_turn(ga_engine *e, const ga_move *m, int who, ga_findings *out)
{
    int prev = e->active, had_turn = e->in_turn;
    close_turn(e, m, out);
    e->extra_turn = had_turn && who >= 0 && who == prev;
    e->active = who;
    e->in_turn = 1;
    e->actions = 0;
    e->allowed = 1;
    e->second_taken = 0;
    e->group_open = 0;
    e->ngroup = 0;

}

static void do_turn(ga_engine *e, const ga_move *m, const json_t *a, ga_findings *out)
{
    close_turn(e, m, out);
    long t = iarg(a, "turn", 0), of = iarg(a, "of", 0);
    if (t > 0)
        e->turn = (int)t;
    e->turns_seen = 1;
    if (of > 0) {
        e->of = (int)of;
        if (of != expected_rounds(e) && !e->rounds_reported) {
            REPORT("diceforge.game.rounds", "the game is announced in %ld rounds; %zu players "
                   "play %d", of, e->np, expected_rounds(e));
            e->rounds_reported = 1;
        }
    }
    if (t > expected_rounds(e) && !e->rounds_reported) {
        REPORT("diceforge.game.rounds", "round %ld begins; %zu players play %d rounds", t, e->np,
               expected_rounds(e));
        e->rounds_reported = 1;
    }
}

/* gains of the args, by resource; gold counts what went to the hammer and
 * the scepter (they take gold as it is gained) */
static void gains_of(const json_t *a, long g[NRES])
{
    g[RES_GOLD] = iarg(a, "gold", 0) + iarg(a, "hammer", 0) + iarg(a, "scepter", 0);
    g[RES_SUN] = iarg(a, "sun", 0);
    g[RES_MOON] = iarg(a, "moon", 0);
    g[RES_GLORY] = iarg(a, "glory", 0);
    g[RES_ANCIENT] = iarg(a, "ancient", 0);
}

static void apply_gains(ga_engine *e, player *pl, const json_t *a)
{
    add_res(e, pl, RES_GOLD, iarg(a, "gold", 0));
    add_res(e, pl, RES_SUN, iarg(a, "sun", 0));
    add_res(e, pl, RES_MOON, iarg(a, "moon", 0));
    add_res(e, pl, RES_GLORY, iarg(a, "glory", 0));
    add_res(e, pl, RES_ANCIENT, iarg(a, "ancient", 0));
    /* gold into the hammer or the scepter, labyrinth steps: effects of cards
     * or boards that are not modelled */
    if (iarg(a, "hammer", 0) || iarg(a, "scepter", 0) || iarg(a, "maze", 0))
        pl->dirty = 1;
}

/* A face as findings name it: its code and what it gives, "G3orV2 (3 gold or 2 glory)";
 * buf holds at least 96 bytes. */
static const char *face_words(const char *code, char *buf, size_t n)
{
    const face_def *f = face_find(code);
    if (!f || !*code) {
        snprintf(buf, n, "%s", code && *code ? code : "a face");
        return buf;
    }
    const int v[] = {f->gold, f->sun, f->moon, f->glory, f->ancient, f->loyalty};
    static const char *const what[] = {"gold", "sun shard(s)", "moon shard(s)", "glory", "ancient shard(s)",
                                       "loyalty"};
    size_t k = (size_t)snprintf(buf, n, "%s (", code);
    int any = 0;
    for (int r = 0; r < 6 && k < n; r++)
        if (v[r]) {
            k += (size_t)snprintf(buf + k, n - k, "%s%d %s", any ? (f->fixed ? " + " : " or ") : "", v[r],
                                  what[r]);
            any = 1;
        }
    if (k < n)
        snprintf(buf + k, n - k, "%s)", any ? "" : "nothing");
    return buf;
}

static void gains_text(const long g[NRES], ga_buf *b)
{
    int any = 0;
    for (int r = 0; r < NRES; r++)
        if (g[r]) {
            ga_buf_printf(b, "%s%ld %s", any ? " " : "", g[r], res_names[r]);
            any = 1;
        }
    if (!any)
        ga_buf_puts(b, "nothing");
}

static void do_roll(ga_engine *e, const ga_move *m, int who, const json_t *a, ga_findings *out)
{
    if (who < 0)
        return;
    player *pl = &e->p[who];
    const char *kind = sarg(a, "kind");
    if (!kind)
        kind = "divine";
    int minor = !strcmp(kind, "minor"), divine = !strcmp(kind, "divine"),
        ousted = !strcmp(kind, "ousted");
    const char *f1 = sarg(a, "die1"), *f2 = sarg(a, "die2");
    variant_evidence(e, f1);
    variant_evidence(e, f2);
    int bad = 0;
    if (minor) {
        if (f1 && die_has(pl, 0, f1) < 0 && die_has(pl, 1, f1) < 0) {
            ga_buf b = {0};
            dice_text(pl, &b);
            ga_finding *fd = REPORT("diceforge.roll.face", "%s's minor blessing shows %s, a face "
                                    "neither die has (%s)", pl->name, f1, b.data ? b.data : "");
            ga_buf_free(&b);
            context(e, fd, pl);
            bad = 1;
        }
    } else {
        const char *f[2] = {f1, f2};
        for (int d = 0; d < 2; d++)
            if (f[d] && die_has(pl, d, f[d]) < 0) {
                ga_buf b = {0};
                for (int k = 0; k < 6; k++)
                    ga_buf_printf(&b, "%s%s", k ? " " : "", pl->dice[d][k]);
                char fw[96];
                ga_finding *fd = REPORT("diceforge.roll.face", "%s rolls %s on die %d, whose "
                                        "faces are %s", pl->name, face_words(f[d], fw, sizeof fw), d + 1,
                                        b.data ? b.data : "");
                ga_buf_free(&b);
                context(e, fd, pl);
                bad = 1;
            }
    }
    if (minor && e->active >= 0 && who != e->active) {
        ga_finding *fd = REPORT("diceforge.turn.reinforcement", "%s uses a reinforcement (minor "
                                "blessing) in %s's turn", pl->name, e->p[e->active].name);
        context(e, fd, pl);
    } else if (minor && rolls_missing(e, NULL)) {
        ga_buf b = {0};
        rolls_missing(e, &b);
        ga_finding *fd = REPORT("diceforge.turn.reinforcement", "%s uses a reinforcement (minor "
                                "blessing) before the turn's divine blessings are rolled (%s "
                                "still to roll)", pl->name, b.data);
        ga_buf_free(&b);
        context(e, fd, pl);
    }
    /* the gains of fixed faces; with a choice face (1Gor1FSor1MS, 2Gor2FSor2MS,
     * G3orV2), the other face's now and the choice later (a `gain`) */
    int choice = barg(a, "choice");
    if (!bad && !barg(a, "pending") && (divine || ousted || minor)) {
        const face_def *d1 = face_find(f1), *d2 = minor ? NULL : face_find(f2);
        int deferred = 0;
        if (choice && !minor && d1 && d2 && (!d1->fixed || !d2->fixed)) {
            deferred = 1;
            if (!d1->fixed)
                d1 = &faces[NFACES]; /* no gains now */
            if (!d2->fixed)
                d2 = &faces[NFACES];
        } else if (choice) {
            d1 = NULL; /* a choice of where gold goes (Hammer, Scepter): not checked */
        }
        if (d1 && d1->fixed && (minor || (d2 && d2->fixed))) {
            long want[NRES] = {d1->gold, d1->sun, d1->moon, d1->glory, d1->ancient};
            if (d2) {
                want[RES_GOLD] += d2->gold;
                want[RES_SUN] += d2->sun;
                want[RES_MOON] += d2->moon;
                want[RES_GLORY] += d2->glory;
                want[RES_ANCIENT] += d2->ancient;
            }
            long got[NRES];
            gains_of(a, got);
            if (memcmp(want, got, sizeof want)) {
                ga_buf w = {0}, g = {0};
                gains_text(want, &w);
                gains_text(got, &g);
                char w1[96], w2[96];
                face_words(f1, w1, sizeof w1);
                face_words(f2, w2, sizeof w2);
                ga_finding *fd;
                if (minor)
                    fd = REPORT("diceforge.roll.minor-gain", "%s's minor blessing shows %s and "
                                "gains %s; the face gives %s", pl->name, w1, g.data, w.data);
                else if (deferred)
                    fd = REPORT("diceforge.roll.gain", "%s rolls %s and %s and gains %s at "
                                "once; before the choice (gained later) the faces give %s",
                                pl->name, w1, w2, g.data, w.data);
                else
                    fd = REPORT("diceforge.roll.gain", "%s rolls %s and %s and gains %s; the "
                                "faces give %s", pl->name, w1, w2, g.data, w.data);
                ga_buf_free(&w);
                ga_buf_free(&g);
                context(e, fd, pl);
            }
        }
    }
    if (divine && e->in_turn)
        pl->divine++;
    if (ousted || (divine && !e->in_turn))
        pl->owed = 0;
    if (!divine && !ousted && !minor)
        pl->dirty = 1; /* a card's roll (Cancer, Satyrs, Minotaur, …): follow the totals */
    else
        apply_gains(e, pl, a);
}

/* A gain that resolves one face of an earlier roll (a choice made, or gains
 * given after the roll): the gains are those of the face, or one of its
 * options. */
static void do_gain(ga_engine *e, const ga_move *m, int who, const json_t *a, ga_findings *out)
{
    if (who < 0)
        return;
    player *pl = &e->p[who];
    const face_def *f = face_find(sarg(a, "face"));
    if (f) {
        long got[NRES], want[NRES] = {f->gold, f->sun, f->moon, f->glory, f->ancient};
        gains_of(a, got);
        int ok;
        if (f->fixed) {
            ok = !memcmp(got, want, sizeof got);
        } else {
            int n = 0;
            ok = 1;
            for (int r = 0; r < NRES; r++)
                if (got[r]) {
                    n++;
                    ok &= got[r] == want[r];
                }
            ok &= n == 1;
        }
        if (!ok) {
            ga_buf w = {0}, g = {0};
            gains_text(got, &g);
            if (f->fixed) {
                gains_text(want, &w);
            } else {
                for (int r = 0; r < NRES; r++)
                    if (want[r])
                        ga_buf_printf(&w, "%s%ld %s", w.len ? " or " : "", want[r],
                                      res_names[r]);
            }
            char fw[96];
            ga_finding *fd = REPORT("diceforge.roll.gain", "%s gains %s for the face %s, which "
                                    "gives %s", pl->name, g.data, face_words(f->code, fw, sizeof fw),
                                    w.data);
            ga_buf_free(&w);
            ga_buf_free(&g);
            context(e, fd, pl);
        }
    }
    apply_gains(e, pl, a);
}

static void do_forge(ga_engine *e, const ga_move *m, int who, const json_t *a, ga_findings *out)
{
    if (who < 0)
        return;
    player *pl = &e->p[who];
    long die = iarg(a, "die", 0);
    const char *face = sarg(a, "face"), *old = sarg(a, "replaces"), *via = sarg(a, "via");
    long paid = iarg(a, "gold", 0);
    int action = !via, ship = via && !strcmp(via, "ship");
    if (die != 1 && die != 2) {
        REPORT("diceforge.forge.replaced", "%s forges on die %ld; there are dice 1 and 2",
               pl->name, die);
        return;
    }
    variant_evidence(e, old);
    const face_def *fd_face = face_find(face);
    if (action) {
        /* one Forge action: the faces bought since the action began */
        if (e->group_open && e->group_player != who)
            e->group_open = 0; /* another player's forge: a new action */
        if (!e->group_open) {
            check_after_rolls(e, m, pl, "forges", out);
            e->group_player = who;
            e->group_open = 1;
            e->ngroup = 0;
            e->actions++;
            if (e->in_turn && e->actions > e->allowed) {
                ga_finding *fd = REPORT("diceforge.action.extra", "%s forges as action %d of the "
                                        "turn; %d allowed%s", pl->name, e->actions, e->allowed,
                                        e->second_taken ? "" : " (no second action paid)");
                context(e, fd, pl);
            }
        }
        for (int i = 0; i < e->ngroup; i++)
            if (face && !strcmp(e->group[i], face)) {
                ga_finding *fd = REPORT("diceforge.forge.duplicate", "%s buys a second %s in one "
                                        "Forge action", pl->name, face);
                context(e, fd, pl);
                break;
            }
        if (e->ngroup < 16)
            set_face(e->group[e->ngroup++], face);
    }
    if (action || ship || paid > 0) {
        /* a face bought from the Sanctuary */
        if (!fd_face || !fd_face->copies) {
            ga_finding *fd = REPORT("diceforge.forge.pool", "%s buys %s, which no pool of the "
                                    "Sanctuary holds", pl->name, face ? face : "?");
            context(e, fd, pl);
        } else {
            size_t k = (size_t)(fd_face - faces);
            if (++e->bought[k] > fd_face->copies) {
                ga_finding *fd = REPORT("diceforge.forge.pool", "%s buys %s, copy %d of the %d "
                                        "the Sanctuary holds", pl->name, face, e->bought[k],
                                        fd_face->copies);
                context(e, fd, pl);
            }
            long price = fd_face->cost;
            if (ship)
                price = price > SHIP_DISCOUNT ? price - SHIP_DISCOUNT : 0;
            if (paid != price) {
                char fw[96];
                ga_finding *fd = REPORT("diceforge.forge.price", "%s pays %ld gold for %s; its "
                                        "pool's price is %ld%s", pl->name, paid,
                                        face_words(face, fw, sizeof fw), price,
                                        ship ? " (2 less with the Ship)" : "");
                context(e, fd, pl);
            }
        }
        if (!pl->dirty && paid > pl->res[RES_GOLD]) {
            ga_finding *fd = REPORT("diceforge.resource.gold-short", "%s pays %ld gold for %s "
                                    "holding %d", pl->name, paid, face ? face : "?",
                                    pl->res[RES_GOLD]);
            context(e, fd, pl);
        }
        add_res(e, pl, RES_GOLD, -paid);
    }
    int d = (int)die - 1;
    int f = old ? die_has(pl, d, old) : -1;
    if (f < 0) {
        ga_buf b = {0};
        for (int k = 0; k < 6; k++)
            ga_buf_printf(&b, "%s%s", k ? " " : "", pl->dice[d][k]);
        ga_finding *fd = REPORT("diceforge.forge.replaced", "%s forges %s over %s on die %ld, "
                                "whose faces are %s", pl->name, face ? face : "?",
                                old ? old : "(none named)", die, b.data ? b.data : "");
        ga_buf_free(&b);
        context(e, fd, pl);
        f = 0; /* follow the log: the die gets the new face */
    }
    set_face(pl->dice[d][f], face);
    pl->forged++;
}

static void do_feat(ga_engine *e, const ga_move *m, int who, const json_t *a, ga_findings *out)
{
    if (who < 0)
        return;
    player *pl = &e->p[who];
    const char *card = sarg(a, "card"), *slot = sarg(a, "slot");
    long sun = iarg(a, "sun", 0), moon = iarg(a, "moon", 0);
    int s = slot_find(slot);
    const char *via = sarg(a, "via");
    if (card && pl->nowned < 48)
        set_face(pl->owned[pl->nowned++], card);
    if (s >= 0 && ++e->taken[s] > (int)e->np) {
        ga_finding *fd = REPORT("diceforge.feat.sold-out", "%s takes %s from %s, card %d of a "
                                "stack of %zu (one a player)", pl->name, card ? card : "a card",
                                slot, e->taken[s], e->np);
        context(e, fd, pl);
    }
    if (via) {
        /* a feat a card grants (The First Titan): no action, no payment checked */
        add_res(e, pl, RES_SUN, -sun);
        add_res(e, pl, RES_MOON, -moon);
        pl->feats++;
        if (card && !strcmp(card, "chest"))
            pl->chests++;
        return;
    }
    check_after_rolls(e, m, pl, "performs a heroic feat", out);
    e->group_open = 0;
    e->actions++;
    if (e->in_turn && e->actions > e->allowed) {
        ga_finding *fd = REPORT("diceforge.action.extra", "%s performs a heroic feat as action %d "
                                "of the turn; %d allowed%s", pl->name, e->actions, e->allowed,
                                e->second_taken ? "" : " (no second action paid)");
        context(e, fd, pl);
    }
    if (s >= 0 && (sun != slots[s].sun || moon != slots[s].moon)) {
        ga_finding *fd = REPORT("diceforge.feat.cost", "%s pays %ld sun and %ld moon shards for "
                                "%s on %s, which costs %d sun and %d moon", pl->name, sun, moon,
                                card ? card : "a card", slot, slots[s].sun, slots[s].moon);
        context(e, fd, pl);
    }
    if (!pl->dirty && sun > pl->res[RES_SUN]) {
        ga_finding *fd = REPORT("diceforge.resource.sun-short", "%s pays %ld sun shards for %s "
                                "holding %d", pl->name, sun, card ? card : "a card",
                                pl->res[RES_SUN]);
        context(e, fd, pl);
    }
    if (!pl->dirty && moon > pl->res[RES_MOON]) {
        ga_finding *fd = REPORT("diceforge.resource.moon-short", "%s pays %ld moon shards for %s "
                                "holding %d", pl->name, moon, card ? card : "a card",
                                pl->res[RES_MOON]);
        context(e, fd, pl);
    }
    add_res(e, pl, RES_SUN, -sun);
    add_res(e, pl, RES_MOON, -moon);
    long island = iarg(a, "island", 0);
    if (s >= 0) {
        if (island > 0 && island != slots[s].island) {
            ga_finding *fd = REPORT("diceforge.feat.island", "%s's hero goes to island %ld for "
                                    "the card on %s, which stands on island %d", pl->name,
                                    island, slot, slots[s].island);
            context(e, fd, pl);
        }
        island = slots[s].island;
    }
    int q = -1;
    const char *ousted = sarg(a, "ousted");
    if (ousted && (q = pidx(e, ousted)) < 0)
        q = -1;
    if (island > 0) {
        for (size_t i = 0; i < e->np; i++)
            if ((int)i != who && e->p[i].island == island && (int)i != q) {
                ga_finding *fd = REPORT("diceforge.feat.oust-missing", "%s's hero lands on island "
                                        "%ld where %s's hero stands, and %s is not ousted",
                                        pl->name, island, e->p[i].name, e->p[i].name);
                context(e, fd, &e->p[i]);
                e->p[i].island = 0;
            }
    }
    if (q >= 0 && q != who) {
        e->p[q].island = 0;
        e->p[q].owed = 1;
    }
    if (island > 0)
        pl->island = (int)island;
    pl->feats++;
    if (card && !strcmp(card, "chest"))
        pl->chests++;
}

static void do_second(ga_engine *e, const ga_move *m, int who, const json_t *a, ga_findings *out)
{
    if (who < 0)
        return;
    player *pl = &e->p[who];
    long sun = iarg(a, "sun", 0);
    if (e->active >= 0 && who != e->active) {
        ga_finding *fd = REPORT("diceforge.action.second", "%s takes a second action in %s's "
                                "turn; only the active player may", pl->name,
                                e->p[e->active].name);
        context(e, fd, pl);
    } else if (e->second_taken) {
        ga_finding *fd = REPORT("diceforge.action.second", "%s takes a second additional action "
                                "in one turn", pl->name);
        context(e, fd, pl);
    } else if (sun != 2) {
        ga_finding *fd = REPORT("diceforge.action.second", "%s pays %ld sun shard(s) for the "
                                "second action; it costs 2", pl->name, sun);
        context(e, fd, pl);
    }
    if (!pl->dirty && sun > pl->res[RES_SUN] + pl->res[RES_ANCIENT]) {
        ga_finding *fd = REPORT("diceforge.resource.sun-short", "%s pays %ld sun shards for a "
                                "second action holding %d%s", pl->name, sun, pl->res[RES_SUN],
                                pl->res[RES_ANCIENT] ? " and too few ancient shards" : "");
        context(e, fd, pl);
    }
    add_res(e, pl, RES_SUN, -sun);
    e->second_taken = 1;
    e->allowed++;
    e->group_open = 0;
}

static void do_counters(ga_engine *e, const ga_move *m, int who, const json_t *a,
                        ga_findings *out)
{
    if (who < 0)
        return;
    player *pl = &e->p[who];
    long v[NRES];
    int given[NRES];
    ga_buf diff = {0};
    for (int r = 0; r < NRES; r++) {
        v[r] = iarg(a, res_names[r], -1);
        given[r] = v[r] >= 0;
        if (given[r] && !pl->dirty && v[r] != pl->res[r])
            ga_buf_printf(&diff, "%s%s %ld (rules: %d)", diff.len ? ", " : "", res_names[r],
                          v[r], pl->res[r]);
    }
    if (diff.len) {
        ga_finding *fd = REPORT("diceforge.resource.counters", "the game's totals for %s: %s",
                                pl->name, diff.data);
        context(e, fd, pl);
    }
    ga_buf_free(&diff);
    if (iarg(a, "chests", -1) >= 0)
        pl->chests = (int)iarg(a, "chests", 0);
    for (int r = 0; r < NRES; r++)
        if (given[r]) {
            if (v[r] > limit(e, pl, r)) {
                ga_finding *fd = REPORT("diceforge.resource.limit", "%s holds %ld %s; the "
                                        "reserve holds %d with %d chest(s)", pl->name, v[r],
                                        res_names[r], limit(e, pl, r), pl->chests);
                context(e, fd, pl);
            }
            pl->res[r] = (int)v[r];
        }
    pl->dirty = 0;
    if (iarg(a, "forged", -1) >= 0)
        pl->counted_forged = (int)iarg(a, "forged", 0);
    if (iarg(a, "feats", -1) >= 0)
        pl->counted_feats = (int)iarg(a, "feats", 0);
}

static void do_effect(ga_engine *e, const ga_move *m, int who, const json_t *a, ga_findings *out)
{
    if (who < 0) {
        for (size_t i = 0; i < e->np; i++)
            e->p[i].dirty = 1;
        return;
    }
    player *pl = &e->p[who];
    const char *card = sarg(a, "card") ? sarg(a, "card") : "a card";
    if (barg(a, "reinforcement") && e->active >= 0 && who != e->active) {
        ga_finding *fd = REPORT("diceforge.turn.reinforcement", "%s uses the reinforcement of %s "
                                "in %s's turn", pl->name, card, e->p[e->active].name);
        context(e, fd, pl);
    } else if (barg(a, "reinforcement") && rolls_missing(e, NULL)) {
        ga_finding *fd = REPORT("diceforge.turn.reinforcement", "%s uses the reinforcement of %s "
                                "before the turn's divine blessings are rolled", pl->name, card);
        context(e, fd, pl);
    }
    pl->dirty = 1;
}

static void do_card_glory(ga_engine *e, const ga_move *m, int who, const json_t *a,
                          ga_findings *out)
{
    if (who < 0)
        return;
    player *pl = &e->p[who];
    const char *card = sarg(a, "card");
    long glory = iarg(a, "glory", 0);
    int k = -1;
    for (int i = 0; card && i < pl->nowned; i++)
        if (!strcmp(pl->owned[i], card)) {
            k = i;
            break;
        }
    if (k < 0) {
        ga_finding *fd = REPORT("diceforge.score.card-glory", "%s scores %ld glory for %s, a "
                                "card %s did not buy (or scored already)", pl->name, glory,
                                card ? card : "?", pl->name);
        context(e, fd, pl);
    } else {
        int want = card_glory(card);
        if (want >= 0 && glory != want) {
            ga_finding *fd = REPORT("diceforge.score.card-glory", "%s scores %ld glory for "
                                    "%s, which gives %d", pl->name, glory, card, want);
            context(e, fd, pl);
        }
        memmove(pl->owned[k], pl->owned[k + 1], (size_t)(pl->nowned - k - 1) * FACELEN);
        pl->nowned--;
    }
    add_res(e, pl, RES_GLORY, glory);
}

static int tb_value(const ga_engine *e, const player *pl, int crit)
{
    switch (crit) {
    case 0: return pl->counted_forged >= 0 ? pl->counted_forged : pl->forged;
    case 1: return pl->counted_feats >= 0 ? pl->counted_feats : pl->feats;
    case 2: return pl->res[RES_GOLD] + pl->res[RES_SUN] + pl->res[RES_MOON] +
                   (e->variant == V_TITAN ? pl->res[RES_ANCIENT] : 0);
    default: return pl->order ? -pl->order : -100; /* earlier = larger */
    }
}

static void do_result(ga_engine *e, const ga_move *m, const json_t *a, ga_findings *out)
{
    close_turn(e, m, out);
    e->result_seen = 1;
    json_t *scores = json_object_get(a, "scores"), *ranks = json_object_get(a, "ranks");
    long sc[MAXP], rk[MAXP];
    int has[MAXP];
    for (size_t i = 0; i < e->np; i++) {
        long long v;
        has[i] = ga_json_int(json_object_get(scores, e->p[i].id), &v);
        sc[i] = has[i] ? (long)v : 0;
        rk[i] = ga_json_int(json_object_get(ranks, e->p[i].id), &v) ? (long)v : 0;
        if (has[i] && !e->p[i].dirty && sc[i] != e->p[i].res[RES_GLORY]) {
            ga_finding *fd = REPORT("diceforge.score.glory", "%s is given %ld points; the glory "
                                    "held is %d", e->p[i].name, sc[i], e->p[i].res[RES_GLORY]);
            context(e, fd, &e->p[i]);
        }
    }
    static const char *const tb_codes[4] = {
        "diceforge.score.tiebreak-faces", "diceforge.score.tiebreak-feats",
        "diceforge.score.tiebreak-resources", "diceforge.score.tiebreak-first"};
    static const char *const tb_words[4] = {"die faces forged", "heroic feats",
                                            "remaining resources", "turn order place"};
    for (size_t i = 0; i < e->np; i++)
        for (size_t j = 0; j < e->np; j++) {
            if (i == j || !has[i] || !has[j] || !rk[i] || !rk[j] || rk[i] >= rk[j])
                continue;
            /* i is ranked above j */
            if (sc[i] < sc[j]) {
                REPORT("diceforge.score.winner", "%s (%ld glory) is ranked %ld, above %s (%ld "
                       "glory) ranked %ld", e->p[i].name, sc[i], rk[i], e->p[j].name, sc[j],
                       rk[j]);
            } else if (sc[i] == sc[j]) {
                /* the tie-breaker option is on: the first criterion that differs decides */
                for (int c = 0; c < 4; c++) {
                    int vi = tb_value(e, &e->p[i], c), vj = tb_value(e, &e->p[j], c);
                    if (vi == vj)
                        continue;
                    if (vi < vj) {
                        if (c < 3)
                            REPORT(tb_codes[c], "%s is ranked above %s at %ld glory each with "
                                   "fewer %s (%d against %d)", e->p[i].name, e->p[j].name,
                                   sc[i], tb_words[c], vi, vj);
                        else
                            REPORT(tb_codes[c], "%s is ranked above %s at %ld glory each, "
                                   "equal on faces, feats and resources, but started later "
                                   "(place %d against %d)", e->p[i].name, e->p[j].name, sc[i],
                                   -vi, -vj);
                    }
                    break;
                }
            }
        }
}

static int do_move(ga_engine *e, const ga_move *m, const char *act, const json_t *a,
                   ga_findings *out)
{
    int who = pidx(e, m->player);
    const char *pa = sarg(a, "player");
    if (pa)
        who = pidx(e, pa);
    if (!strcmp(act, "roll"))
        do_roll(e, m, who, a, out);
    else if (!strcmp(act, "gain"))
        do_gain(e, m, who, a, out); else if (!strcmp(act, "forge"))
        do_forge(e, m, who, a, out);
    else if (!strcmp(act, "feat"))
        do_feat(e, m, who, a, out);
    else if (!strcmp(act, "card_glory"))
        do_card_glory(e, m, who, a, out);
    else if (!strcmp(act, "second_action"))
        do_second(e, m, who, a, out);
    else if (!strcmp(act, "counters"))
        do_counters(e, m, who, a, out);
    else if (!strcmp(act, "effect"))
        do_effect(e, m, who, a, out);
    else if (!strcmp(act, "player_turn"))
        do_player_turn(e, m, who, out);
    else if (!strcmp(act, "turn"))
        do_turn(e, m, a, out);
    else if (!strcmp(act, "result"))
        do_result(e, m, a, out);
    return 0;
}

/* ---------------------------------------------------------------- BGA decoder */

/* BGA resource names in notifBlessing → the vocabulary's. */
static const struct { const char *bga, *key; } bga_res[] = {
    {"gold", "gold"}, {"fireshard", "sun"}, {"moonshard", "moon"}, {"vp", "glory"},
    {"ancientshard", "ancient"}, {"loyalty", "loyalty"}, {"hammer", "hammer"},
    {"scepter", "scepter"}, {"maze", "maze"},
};

/* "5 [MS] 5 [FS]" → amounts by tag */
static long markup_amount(const char *s, const char *tag)
{
    long total = 0;
    size_t tl = strlen(tag);
    for (const char *p = s; p && *p;) {
        char *end;
        long v = strtol(p, &end, 10);
        if (end == p) {
            p++;
            continue;
        }
        while (*end == ' ')
            end++;
        if (*end == '[' && !strncmp(end + 1, tag, tl) && end[1 + tl] == ']' && v >= 0 &&
            v < 1000)
            total += v;
        p = end;
    }
    return total;
}

static const char *bga_str(const json_t *o, const char *k, char *tmp, size_t n)
{
    return ga_json_str(json_object_get(o, k), tmp, n);
}

/* Events with no effect on the reserves or dice. */
static const char *const bga_neutral[] = {
    "doNothing", "gameStateMultipleActiveUpdate", "notifAddReinforcement", /* a power bought */
    "notifBeginScoring", "notifEndTurn",
    "notifLastTurn", "notifPauseDice", "notifReinforcementPass",
    "notifResetTwins", "notifSecondActionPass", "notifThrowToken", "simpleNode", "simpleNote",
    "updateReflexionTime", "wakeupPlayers",
};

static int bga_apply(ga_engine *e, const ga_move *m, ga_findings *out)
{
    const char *t = m->action;
    json_t *a = json_object_get(m->args, "args");
    const char *log = sarg(m->args, "log");
    char tmp[32], tmp2[32];
    if (!strcmp(t, "result"))
        return do_move(e, m, "result", m->args, out);
    if (!json_is_object(a)) {
        a = NULL;
    }
    if (!strcmp(t, "gameStateChange")) {
        const char *n = a ? sarg(a, "name") : NULL;
        snprintf(e->state, sizeof e->state, "%s", n ? n : "");
        return 0;
    }
    for (size_t i = 0; i < sizeof bga_neutral / sizeof bga_neutral[0]; i++)
        if (!strcmp(t, bga_neutral[i]))
            return 0;
    if (!a)
        return do_move(e, m, "effect", NULL, out);
    json_t *v = json_object();
    if (!v)
        return GA_ENOMEM;
    const char *pid = bga_str(a, "player_id", tmp, sizeof tmp);
    if (!pid) {
        int w = pname(e, sarg(a, "player_name"));
        pid = w >= 0 ? e->p[w].id : NULL;
    }
    if (pid)
        json_object_set_new(v, "player", json_string(pid));
    int rc = 0;
    if (!strcmp(t, "notifBeginTurn")) {
        json_object_set_new(v, "turn", json_integer(iarg(a, "turn", 0)));
        json_object_set_new(v, "of", json_integer(iarg(a, "totalTurns", 0)));
        rc = do_move(e, m, "turn", v, out);
    } else if (!strcmp(t, "notifBeginPlayerTurn")) {
        rc = do_move(e, m, "player_turn", v, out);
    } else if (!strcmp(t, "notifMessage")) {
        /* "… rolls …" is neutral; "… gets 1 [G] (Loyalty effect)" gains */
        int who = pid ? pidx(e, pid) : -1, any = 0;
        for (size_t i = 0; i < sizeof bga_res / sizeof bga_res[0]; i++) {
            long n = iarg(a, bga_res[i].bga, 0);
            if (n) {
                json_object_set_new(v, bga_res[i].key, json_integer(n));
                any = 1;
            }
        }
        if (who < 0)
            who = pname(e, sarg(a, "player_name"));
        if (who >= 0)
            json_object_set_new(v, "player", json_string(e->p[who].id));
        if (any && who >= 0)
            rc = do_move(e, m, "gain", v, out);
        else if (!json_object_get(a, "sides_rolled") && json_object_size(a) > 1)
            rc = do_move(e, m, "effect", v, out); /* a card used ("… use the Light …") */
    } else if (!strcmp(t, "notifUseScepter") && !iarg(a, "moonshard", 0) &&
               !iarg(a, "fireshard", 0)) {
        /* the Scepter's gold turned into no shard: nothing happens */
    } else if (!strcmp(t, "notifCelestialRoll")) {
        /* the Celestial die: its upgrade forges for free (Rebellion) */
        const char *side = sarg(a, "side_type");
        e->celestial_upgrade = side && !strcmp(side, "doubleUpgrade");
        int who = pname(e, sarg(a, "player_name"));
        if (who >= 0)
            json_object_set_new(v, "player", json_string(e->p[who].id));
        json_object_set_new(v, "card", json_string("celestial"));
        rc = do_move(e, m, "effect", v, out);
    } else if (!strcmp(t, "notifBlessing") && !json_object_get(a, "gold") &&
               !json_object_get(a, "roll")) {
        /* "… gets 3 [VP] from the Great Bear": a card's gain, in text only */
        rc = do_move(e, m, "effect", v, out);
    } else if (!strcmp(t, "notifBlessing")) {
        for (size_t i = 0; i < sizeof bga_res / sizeof bga_res[0]; i++) {
            long n = iarg(a, bga_res[i].bga, 0);
            if (n)
                json_object_set_new(v, bga_res[i].key, json_integer(n));
        }
        if (barg(a, "roll")) {
            const char *d1 = sarg(a, "dice1"), *d2 = sarg(a, "dice2");
            const char *kind = "card";
            if (!strcmp(e->state, "divineBlessing"))
                kind = "divine";
            else if (!strncmp(e->state, "playerOusting", 13))
                kind = "ousted";
            else if (!strcmp(e->state, "reinforcement") ||
                     !strcmp(e->state, "doeRessourceChoice"))
                kind = "minor";
            if (d1)
                json_object_set_new(v, "die1", json_string(d1));
            if (d2 && strcmp(kind, "minor"))
                json_object_set_new(v, "die2", json_string(d2));
            json_object_set_new(v, "kind", json_string(kind));
            if (barg(a, "choice") || barg(a, "choice2"))
                json_object_set_new(v, "choice", json_true());
            if (!log || !*log)
                json_object_set_new(v, "pending", json_true());
            rc = do_move(e, m, "roll", v, out);
        } else {
            /* the gains of one face of an earlier roll, shown with that face */
            const char *d1 = sarg(a, "dice1"), *d2 = sarg(a, "dice2");
            int resolve = !strcmp(e->state, "ressourceChoice") ||
                          !strcmp(e->state, "divineBlessing") ||
                          !strncmp(e->state, "playerOusting", 13) ||
                          !strcmp(e->state, "reinforcement");
            if (resolve && log && *log && !barg(a, "choice") && !barg(a, "choice2") &&
                (!d1 != !d2))
                json_object_set_new(v, "face", json_string(d1 ? d1 : d2));
            rc = do_move(e, m, "gain", v, out);
        }
    } else if (!strcmp(t, "updateCounters")) {
        static const struct { const char *prefix, *key; } ctr[] = {
            {"goldcount_p", "gold"}, {"firecount_p", "sun"}, {"mooncount_p", "moon"},
            {"player_score_", "glory"}, {"ancientshardcount_p", "ancient"},
            {"discarded_sides_p", "forged"}, {"card_counter_p", "feats"},
        };
        for (size_t i = 0; i < e->np && !rc; i++) {
            json_t *c = json_object();
            if (!c) {
                rc = GA_ENOMEM;
                break;
            }
            json_object_set_new(c, "player", json_string(e->p[i].id));
            int any = 0;
            for (size_t k = 0; k < sizeof ctr / sizeof ctr[0]; k++) {
                char key[96];
                snprintf(key, sizeof key, "%s%s", ctr[k].prefix, e->p[i].id);
                json_t *cv = json_object_get(json_object_get(a, key), "counter_value");
                long long n;
                if (ga_json_int(cv, &n)) {
                    json_object_set_new(c, ctr[k].key, json_integer(n));
                    any = 1;
                }
            }
            if (any)
                rc = do_move(e, m, "counters", c, out);
            json_decref(c);
        }
    } else if (!strcmp(t, "notifSideForged")) {
        json_object_set_new(v, "die", json_integer(iarg(a, "dice_number", 0)));
        const char *f = sarg(a, "side_type"), *o = sarg(a, "old_side_type");
        if (f)
            json_object_set_new(v, "face", json_string(f));
        if (o)
            json_object_set_new(v, "replaces", json_string(o));
        const char *res = sarg(a, "ressources");
        json_object_set_new(v, "gold", json_integer(markup_amount(res, "G")));
        if (e->celestial_upgrade) {
            json_object_set_new(v, "via", json_string("celestial"));
            e->celestial_upgrade = 0;
        } else if (!strcmp(e->state, "forgeShip") || !strcmp(e->state, "oustedForgeShip"))
            json_object_set_new(v, "via", json_string("ship"));
        else if (strcmp(e->state, "playerAction"))
            json_object_set_new(v, "via", json_string(e->state[0] ? e->state : "card"));
        rc = do_move(e, m, "forge", v, out);
    } else if (!strcmp(t, "notifOusting")) {
        e->oust_pending = pname(e, sarg(a, "ousted_player_name"));
    } else if (!strcmp(t, "notifMovePawn")) {
        long isl = iarg(a, "island", 0);
        e->island_pending = isl > 0 ? (int)isl : 0;
    } else if (!strcmp(t, "notifExploitBuy")) {
        const char *card = sarg(a, "card_type"), *slot = sarg(a, "card_pos");
        const char *res = sarg(a, "ressources");
        if (card)
            json_object_set_new(v, "card", json_string(card));
        if (slot)
            json_object_set_new(v, "slot", json_string(slot));
        json_object_set_new(v, "sun", json_integer(markup_amount(res, "FS")));
        json_object_set_new(v, "moon", json_integer(markup_amount(res, "MS")));
        if (e->island_pending)
            json_object_set_new(v, "island", json_integer(e->island_pending));
        if (e->oust_pending >= 0)
            json_object_set_new(v, "ousted", json_string(e->p[e->oust_pending].id));
        if (strcmp(e->state, "playerAction"))
            json_object_set_new(v, "via", json_string(e->state[0] ? e->state : "card"));
        e->island_pending = 0;
        e->oust_pending = -1;
        rc = do_move(e, m, "feat", v, out);
    } else if (!strcmp(t, "notifEndScoring") && sarg(a, "card_type")) {
        json_object_set_new(v, "card", json_string(sarg(a, "card_type")));
        json_object_set_new(v, "glory", json_integer(iarg(a, "vp", 0)));
        rc = do_move(e, m, "card_glory", v, out);
    } else if (!strcmp(t, "notifSecondAction")) {
        if (e->active >= 0 && !pid)
            json_object_set_new(v, "player", json_string(e->p[e->active].id));
        json_object_set_new(v, "sun", json_integer(markup_amount(sarg(a, "ressources"), "FS")));
        rc = do_move(e, m, "second_action", v, out);
    } else {
        /* a card, board or scoring effect: follow the log */
        int who = pid ? pidx(e, pid) : pname(e, sarg(a, "player_name"));
        if (who >= 0)
            json_object_set_new(v, "player", json_string(e->p[who].id));
        const char *card = bga_str(a, "card_type", tmp2, sizeof tmp2);
        if (!card)
            card = sarg(a, "card_name");
        if (card)
            json_object_set_new(v, "card", json_string(card));
        if (!strcmp(t, "notifAncient")) /* the Elder's reinforcement used */
            json_object_set_new(v, "reinforcement", json_true());
        rc = do_move(e, m, "effect", v, out);
    }
    json_decref(v);
    return rc;
}

/* ---------------------------------------------------------------- hooks */

static void df_free(ga_engine *e)
{
    if (!e)
        return;
    for (size_t i = 0; i < e->np; i++) {
        free(e->p[i].id);
        free(e->p[i].name);
    }
    free(e);
}

static int df_new(ga_engine **out, const ga_header *h, const ga_ruleset *rules, ga_error *err)
{
    (void)rules;
    if (h->nplayers < 2 || h->nplayers > 4)
        return ga_error_set(err, GA_EINPUT, h->file, 0,
                            "dice forge is played by 2 to 4 players, the log has %zu",
                            h->nplayers);
    ga_engine *e = calloc(1, sizeof *e);
    if (!e)
        return GA_ENOMEM;
    e->np = h->nplayers;
    e->bga = ga_header_is_bga(h);
    e->active = -1;
    e->oust_pending = -1;
    const char *var = json_string_value(json_object_get(h->setup, "variant"));
    if (var) {
        e->variant_known = 1;
        e->variant = !strcmp(var, "titan") ? V_TITAN : !strcmp(var, "goddess") ? V_GODDESS
                                                                               : V_BASE;
    }
    for (size_t i = 0; i < e->np; i++) {
        player *pl = &e->p[i];
        pl->id = ga_strdup0(h->players[i].id);
        pl->name = ga_strdup0(h->players[i].name ? h->players[i].name : h->players[i].id);
        if (!pl->id || !pl->name) {
            e->np = i + 1;
            df_free(e);
            return GA_ENOMEM;
        }
        start_dice(pl, e->variant);
        /* starting gold: 3, 2, 1, 0 in turn order (setupNewGame; rulebook,
         * Setup configurations); a stream may give it in setup.gold */
        pl->res[RES_GOLD] = 3 - (int)i;
        pl->counted_forged = pl->counted_feats = -1;
        /* the players come in turn order (a BGA archive's list too: its first
         * player takes the first turn in the 16 games of shared/data) */
        pl->order = (int)i + 1;
    }
    json_t *gold = json_object_get(h->setup, "gold");
    for (size_t i = 0; i < e->np && json_is_array(gold); i++) {
        long long n;
        if (ga_json_int(json_array_get(gold, i), &n) && n >= 0 && n <= LIM_GOLD)
            e->p[i].res[RES_GOLD] = (int)n;
    }
    *out = e;
    return 0;
}

static int df_apply(ga_engine *e, const ga_move *m, ga_findings *out)
{
    if (e->bga)
        return bga_apply(e, m, out);
    return do_move(e, m, m->action, m->args, out);
}

static int df_finish(ga_engine *e, ga_findings *out)
{
    const ga_move *m = NULL;
    /* a log without its result may stop inside a turn: that turn is not
     * checked (its rolls may be still to come) */
    if (e->result_seen && e->turns_seen && !e->rounds_reported &&
        e->turn != expected_rounds(e)) {
        REPORT("diceforge.game.rounds", "the game ends after round %d; %zu players play %d",
               e->turn, e->np, expected_rounds(e));
    }
    return 0;
}

static int df_dump(const ga_engine *e, ga_buf *b)
{
    static const char *const vn[] = {"base game", "Rebellion: Titans", "Rebellion: Goddess"};
    ga_buf_printf(b, "dice forge, %zu players, %s%s; round %d/%d", e->np, vn[e->variant],
                  e->variant_known ? "" : " (so far)", e->turn, e->of ? e->of : expected_rounds(e));
    if (e->active >= 0)
        ga_buf_printf(b, ", %s's turn (action %d of %d)", e->p[e->active].name, e->actions,
                      e->allowed);
    ga_buf_puts(b, "\n");
    for (size_t i = 0; i < e->np; i++) {
        ga_buf_puts(b, "  ");
        player_text(e, &e->p[i], b);
        ga_buf_puts(b, "\n");
    }
    return 0;
}

/* ---------------------------------------------------------------- tables */

static const ga_arg_spec a_roll[] = {
    {"die1", GA_ARG_STR, 0, "face rolled on die 1 (minor blessing: the face rolled, either die)"},
    {"die2", GA_ARG_STR, 0, "face rolled on die 2"},
    {"kind", GA_ARG_STR, 0, "divine (default; the turn's blessing), ousted, minor "
                            "(reinforcement), card (a card's roll: faces checked only)"},
    {"gold", GA_ARG_INT, 0, "gold gained into the reserve"},
    {"sun", GA_ARG_INT, 0, "sun shards gained"},
    {"moon", GA_ARG_INT, 0, "moon shards gained"},
    {"glory", GA_ARG_INT, 0, "glory points gained"},
    {"ancient", GA_ARG_INT, 0, "ancient shards gained (Rebellion: Titans)"},
    {"loyalty", GA_ARG_INT, 0, "loyalty gained (Rebellion: Titans; not modelled)"},
    {"hammer", GA_ARG_INT, 0, "gold put on the Blacksmith's Hammer instead"},
    {"scepter", GA_ARG_INT, 0, "gold put on the Blacksmith's Scepter instead"},
    {"maze", GA_ARG_INT, 0, "steps in the Goddess' labyrinth (not modelled)"},
    {"choice", GA_ARG_BOOL, 0, "a face offers a choice: gains not checked"},
    {"pending", GA_ARG_BOOL, 0, "gains resolved later (`gain` moves): gains not checked"},
    {"player", GA_ARG_STR, 0, "who rolls, when not the move's player"},
    {NULL}};
static const ga_arg_spec a_gain[] = {
    {"gold", GA_ARG_INT, 0, "gold"}, {"sun", GA_ARG_INT, 0, "sun shards"},
    {"moon", GA_ARG_INT, 0, "moon shards"}, {"glory", GA_ARG_INT, 0, "glory points"},
    {"ancient", GA_ARG_INT, 0, "ancient shards"}, {"loyalty", GA_ARG_INT, 0, "loyalty"},
    {"hammer", GA_ARG_INT, 0, "gold put on the Hammer"},
    {"scepter", GA_ARG_INT, 0, "gold put on the Scepter"},
    {"maze", GA_ARG_INT, 0, "labyrinth steps"},
    {"face", GA_ARG_STR, 0, "the rolled face these gains resolve: checked against it (a "
                            "choice face: one of its options)"},
    {"player", GA_ARG_STR, 0, "who gains, when not the move's player"},
    {NULL}};
static const ga_arg_spec a_forge[] = {
    {"die", GA_ARG_INT, 1, "1 or 2"},
    {"face", GA_ARG_STR, 1, "face forged (BGA code: G3, MS1, G3orV2, …)"},
    {"replaces", GA_ARG_STR, 1, "face removed from the die"},
    {"gold", GA_ARG_INT, 0, "gold paid (0 when absent)"},
    {"via", GA_ARG_STR, 0, "absent: the Forge action; \"ship\": the Ship face (2 gold off); "
                           "else the card or board that forges (price not checked when 0)"},
    {"player", GA_ARG_STR, 0, "whose die, when not the move's player"},
    {NULL}};
static const ga_arg_spec a_feat[] = {
    {"card", GA_ARG_STR, 1, "card bought (BGA type: chest, hammer, owl, …)"},
    {"slot", GA_ARG_STR, 1, "its place: M1–M8 (moon side), F1–F7 (sun side)"},
    {"sun", GA_ARG_INT, 0, "sun shards paid"},
    {"moon", GA_ARG_INT, 0, "moon shards paid"},
    {"island", GA_ARG_INT, 0, "island the hero goes to (1–7)"},
    {"ousted", GA_ARG_STR, 0, "player id of the hero ousted"},
    {"via", GA_ARG_STR, 0, "a card that grants the feat (The First Titan): not an action, "
                           "cost and island not checked"},
    {NULL}};
static const ga_arg_spec a_card_glory[] = {
    {"card", GA_ARG_STR, 1, "card scored (BGA type, as in `feat`)"},
    {"glory", GA_ARG_INT, 1, "glory points it scores"},
    {"player", GA_ARG_STR, 0, "whose card, when not the move's player"},
    {NULL}};
static const ga_arg_spec a_second[] = {{"sun", GA_ARG_INT, 1, "sun shards paid"},
                                       {"player", GA_ARG_STR, 0, "who"},
                                       {NULL}};
static const ga_arg_spec a_counters[] = {
    {"gold", GA_ARG_INT, 0, "gold held"}, {"sun", GA_ARG_INT, 0, "sun shards held"},
    {"moon", GA_ARG_INT, 0, "moon shards held"}, {"glory", GA_ARG_INT, 0, "glory points"},
    {"ancient", GA_ARG_INT, 0, "ancient shards held"},
    {"forged", GA_ARG_INT, 0, "faces forged so far (discarded faces)"},
    {"feats", GA_ARG_INT, 0, "cards bought so far"},
    {"chests", GA_ARG_INT, 0, "chests owned"},
    {"player", GA_ARG_STR, 0, "whose totals, when not the move's player"},
    {NULL}};
static const ga_arg_spec a_effect[] = {
    {"card", GA_ARG_STR, 0, "the card or board whose effect it is"},
    {"reinforcement", GA_ARG_BOOL, 0, "a reinforcement power (active player only)"},
    {"player", GA_ARG_STR, 0, "who, when not the move's player"},
    {"*", GA_ARG_ANY, 0, "whatever the log says; not modelled"},
    {NULL}};
static const ga_arg_spec a_turn[] = {{"turn", GA_ARG_INT, 1, "round number, 1-based"},
                                     {"of", GA_ARG_INT, 0, "rounds announced"},
                                     {NULL}};
static const ga_arg_spec a_result[] = {
    {"scores", GA_ARG_OBJECT, 1, "player id → final glory"},
    {"ranks", GA_ARG_OBJECT, 0, "player id → rank, 1 = winner"},
    {"*", GA_ARG_ANY, 0, "other result fields (ties, score_aux, …)"},
    {NULL}};

static const ga_action actions[] = {
    {"card_glory", a_card_glory, "the card's owner", "the glory a heroic feat card scores at "
                                                     "the end of the game"},
    {"counters", a_counters, "anyone (player = whose totals)",
     "the game's running totals of a player: compared with the engine's"},
    {"effect", a_effect, "anyone", "a card or board effect the engine does not model: the "
                                   "player's reserve is taken from the next totals"},
    {"feat", a_feat, "the active player", "heroic feat: buy a card with shards"},
    {"forge", a_forge, "the active player (or a card's target)", "forge one face on a die"},
    {"gain", a_gain, "anyone", "resources gained outside a checked roll (a choice resolved, a "
                               "card): added to the reserve"},
    {"player_turn", NULL, "the player whose turn begins", "a player's turn begins"},
    {"result", a_result, "none (player null)", "the final scores and ranks"},
    {"roll", a_roll, "the player rolling", "a roll of one or both dice and its gains"},
    {"second_action", a_second, "the active player", "pay for a second action"},
    {"turn", a_turn, "none (player null)", "a round begins"},
};

static const ga_check_def checks[] = {
    {"diceforge.action.early", GA_ERROR, R_ONEACTION,
     "a Forge action or heroic feat before everybody has rolled the turn's blessings"},
    {"diceforge.action.extra", GA_ERROR, R_ONEACTION,
     "more actions in a turn than one plus the paid second action"},
    {"diceforge.action.second", GA_ERROR, R_SECOND,
     "a second action not paid 2 sun shards, taken twice, or not by the active player"},
    {"diceforge.feat.cost", GA_ERROR, R_FEAT, "a card paid other than its place's cost in shards"},
    {"diceforge.feat.island", GA_ERROR, R_PEDESTAL,
     "the hero goes to another island than the card's"},
    {"diceforge.feat.oust-blessing", GA_ERROR, R_OUST_BLESS,
     "an ousted player receives no divine blessing in that turn"},
    {"diceforge.feat.oust-missing", GA_ERROR, R_OUST,
     "a hero lands where another hero stands and nobody is ousted"},
    {"diceforge.feat.sold-out", GA_ERROR, R_STACK,
     "a card taken from a place whose stack (one card a player) is empty"},
    {"diceforge.forge.duplicate", GA_ERROR, R_UNIQUE, "two faces of one kind in one Forge action"},
    {"diceforge.forge.pool", GA_ERROR, R_SANCTUARY,
     "a face bought that the Sanctuary does not sell or no longer holds"},
    {"diceforge.forge.price", GA_ERROR, R_FORGE, "a face paid other than its pool's gold price"},
    {"diceforge.forge.replaced", GA_ERROR, R_REPLACE,
     "the face a forge removes is not on that die"},
    {"diceforge.game.rounds", GA_ERROR, R_ROUNDS, "rounds other than 10 (3 players) or 9"},
    {"diceforge.resource.counters", GA_ERROR, R_INVENTORY,
     "the game's totals differ from gains and payments since the last totals"},
    {"diceforge.resource.gold-short", GA_ERROR, R_GOLD, "gold paid that was not held"},
    {"diceforge.resource.limit", GA_ERROR, R_LIMIT, "a reserve above its limit (chests counted)"},
    {"diceforge.resource.moon-short", GA_ERROR, R_MOON, "moon shards paid that were not held"},
    {"diceforge.resource.sun-short", GA_ERROR, R_SUN, "sun shards paid that were not held"},
    {"diceforge.roll.count", GA_ERROR, R_ALLROLL,
     "a player without exactly one divine blessing in a turn (3 or 4 players)"},
    {"diceforge.roll.face", GA_ERROR, R_DIVINE, "a rolled face that the die does not have"},
    {"diceforge.roll.gain", GA_ERROR, R_DIVINE,
     "a divine blessing's gains differ from its two faces"},
    {"diceforge.roll.minor-gain", GA_ERROR, R_MINOR,
     "a minor blessing's gains differ from its face"},
    {"diceforge.roll.twice", GA_ERROR, R_TWOROLL,
     "a player without two divine blessings in a turn (2 players)"},
    {"diceforge.score.card-glory", GA_ERROR, R_CARDS,
     "a card scored for other glory than printed, or not bought, or twice"},
    {"diceforge.score.glory", GA_ERROR, R_GLORY, "a final score other than the glory held"},
    {"diceforge.score.tiebreak-faces", GA_ERROR, R_TB_FACES,
     "a tie broken against the player with more faces forged"},
    {"diceforge.score.tiebreak-feats", GA_ERROR, R_TB_FEATS,
     "a tie broken against the player with more heroic feats"},
    {"diceforge.score.tiebreak-first", GA_ERROR, R_TB_FIRST,
     "a tie broken against the player who started earlier"},
    {"diceforge.score.tiebreak-resources", GA_ERROR, R_TB_RES,
     "a tie broken against the player with more resources left"},
    {"diceforge.score.winner", GA_ERROR, R_WINNER, "a player ranked above one with more glory"},
    {"diceforge.turn.reinforcement", GA_ERROR, R_REINFORCE,
     "a reinforcement power used by a player other than the active one"},
};

const ga_game ga_game_diceforge = {
    .name = "diceforge",
    .title = "Dice Forge",
    .wiki_page = PAGE,
    .summary = "rolls against the dice as forged (faces, fixed gains, rolls per turn), forge "
               "prices and one face of a kind per action, feat costs, islands and ousting, the "
               "second action, spending and reserve limits, BGA's totals, rounds, winner, "
               "tie-breakers",
    .new = df_new,
    .apply = df_apply,
    .finish = df_finish,
    .dump = df_dump,
    .free = df_free,
    GA_TABLE(refs, refs),
    GA_TABLE(consts, consts),
    GA_TABLE(actions, actions),
    GA_TABLE(checks, checks),
    GA_TABLE(skips, skips),
    .tested_on = "the 16 BGA-format games of /work/shared/data/bga/diceforge (2-4 players, base "
                 "game and the Rebellion options, generated by BGA's own code, "
                 "bga-devs/bga-diceforge @ 45714e8): 0 findings; 5 of them bundled in "
                 "fixtures/diceforge/",
    .example =
        "{\"stream\":\"gameaudit/1\",\"game\":\"diceforge\",\"date\":\"2024-05-01\","
        "\"players\":[{\"id\":\"1\",\"name\":\"ann\"},{\"id\":\"2\",\"name\":\"bob\"},"
        "{\"id\":\"3\",\"name\":\"cy\"}],\"setup\":{\"variant\":\"base\"}}\n"
        "{\"seq\":1,\"player\":null,\"action\":\"turn\",\"args\":{\"turn\":1,\"of\":10}}\n"
        "{\"seq\":2,\"player\":\"1\",\"action\":\"player_turn\",\"args\":{}}\n"
        "{\"seq\":3,\"player\":\"1\",\"action\":\"roll\",\"args\":{\"die1\":\"G1\",\"die2\":"
        "\"G1\",\"gold\":2}}\n"
        "{\"seq\":4,\"player\":\"2\",\"action\":\"roll\",\"args\":{\"die1\":\"FS1\",\"die2\":"
        "\"V2\",\"sun\":1,\"glory\":2}}\n"
        "{\"seq\":5,\"player\":\"3\",\"action\":\"roll\",\"args\":{\"die1\":\"G1\",\"die2\":"
        "\"MS1\",\"gold\":1,\"moon\":1}}\n"
        "{\"seq\":6,\"player\":\"1\",\"action\":\"forge\",\"args\":{\"die\":1,\"face\":\"G3\","
        "\"replaces\":\"G1\",\"gold\":2}}\n"
        "{\"seq\":7,\"player\":\"1\",\"action\":\"forge\",\"args\":{\"die\":2,\"face\":\"MS1\","
        "\"replaces\":\"G1\",\"gold\":2}}\n"
        "{\"seq\":8,\"player\":\"1\",\"action\":\"counters\",\"args\":{\"gold\":1,\"sun\":0,"
        "\"moon\":0,\"glory\":0}}\n"
        "{\"seq\":9,\"player\":\"2\",\"action\":\"player_turn\",\"args\":{}}\n",
    .reads_bga = 1,
};
