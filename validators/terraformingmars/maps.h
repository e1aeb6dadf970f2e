/* maps.h — Terraforming Mars board data: hexes, ocean-reserved areas,
 * placement bonuses, milestones and awards of each map.  Data only: the
 * next map is one more table, not code.
 *
 * Source (facts, not code): elaskavaia/bga-mars misc/map_material.csv
 * (columns x|y|bonus|name|ocean; hex ids hex_{x}_{y}; @m0 Tharsis, @m1
 * Elysium, @m2 Hellas) and misc/proj_material.csv (milestone_{n} and
 * award_{n} per map, their counters and thresholds).  Bonus letters as in
 * that file: p plant, s steel, u titanium, h heat, draw a card, a leading
 * digit repeats; "6nm+w" (Hellas South Pole) is a 6 M€ ocean option. */
#ifndef TM_MAPS_H
#define TM_MAPS_H

typedef struct tm_hex {
    int x, y;          /* hex_{x}_{y}; y = row 1..9 from the top */
    const char *bonus; /* placement bonus letters, "" for none */
    int ocean;         /* 1 = reserved for ocean tiles */
} tm_hex;

/* What a milestone or award measures (how the engine recomputes it). */
enum tm_measure {
    TM_M_LOG = 0,      /* not recomputed: the engine follows the log */
    TM_M_COUNTER,      /* one player counter (counter), or two summed (counter2) */
    TM_M_TILES,        /* tiles the player owns on Mars */
    TM_M_TILES_ROWS,   /* tiles the player owns in rows >= row */
    TM_M_TILES_OCEAN,  /* tiles the player owns next to an ocean */
    TM_M_ANY_PROD,     /* the highest of the player's six productions */
    TM_M_BIO_TAGS      /* plant + microbe + animal tags */
};

typedef struct tm_goal {
    const char *name;
    int measure;       /* tm_measure */
    const char *counter, *counter2;
    int min;           /* milestones: the threshold */
    int row;           /* TM_M_TILES_ROWS: the first row counted */
} tm_goal;

typedef struct tm_map {
    const char *name;  /* as the log's "Map: …" message names it */
    int option;        /* BGA option var_map (107) */
    const tm_hex *hexes;
    int nhexes;
    tm_goal milestones[5]; /* milestone_1 .. milestone_5 */
    tm_goal awards[5];     /* award_1 .. award_5 */
} tm_map;

/* Tharsis (map_material.csv @m0).  Space areas 0|1..0|3 are off Mars. */
static const tm_hex tm_tharsis[] = {
    {3, 5, "2p", 0}, {4, 1, "2s", 1}, {6, 1, "draw", 1}, {8, 2, "2draw", 1}, {9, 4, "2p", 1},
    {4, 5, "2p", 1}, {5, 5, "2p", 1}, {6, 5, "2p", 1}, {7, 6, "p", 1}, {8, 6, "p", 1},
    {9, 6, "p", 1}, {7, 9, "2u", 1}, {7, 1, "", 1}, {3, 1, "2s", 0}, {5, 1, "", 0},
    {3, 2, "", 0}, {4, 2, "s", 0}, {5, 2, "", 0}, {6, 2, "", 0}, {7, 2, "", 0},
    {2, 3, "draw", 0}, {3, 3, "", 0}, {4, 3, "", 0}, {5, 3, "", 0}, {6, 3, "", 0},
    {7, 3, "", 0}, {8, 3, "s", 0}, {2, 4, "pu", 0}, {3, 4, "p", 0}, {4, 4, "p", 0},
    {5, 4, "p", 0}, {6, 4, "2p", 0}, {7, 4, "p", 0}, {8, 4, "p", 0}, {1, 5, "2p", 0},
    {2, 5, "2p", 0}, {7, 5, "2p", 0}, {8, 5, "2p", 0}, {9, 5, "2p", 0}, {2, 6, "p", 0},
    {3, 6, "2p", 0}, {4, 6, "p", 0}, {5, 6, "p", 0}, {6, 6, "p", 0}, {2, 7, "", 0},
    {3, 7, "", 0}, {4, 7, "", 0}, {5, 7, "", 0}, {6, 7, "", 0}, {7, 7, "p", 0},
    {8, 7, "", 0}, {3, 8, "2s", 0}, {4, 8, "", 0}, {5, 8, "draw", 0}, {6, 8, "draw", 0},
    {7, 8, "", 0}, {8, 8, "u", 0}, {3, 9, "s", 0}, {4, 9, "2s", 0}, {5, 9, "", 0},
    {6, 9, "", 0},
};

/* Hellas (map_material.csv @m2).  5|9 South Pole: "6nm+w" is left out of
 * the bonus check (an optional paid ocean), so its bonus is "". */
static const tm_hex tm_hellas[] = {
    {3, 1, "2p", 1}, {4, 1, "2p", 0}, {5, 1, "2p", 0}, {6, 1, "sp", 0}, {7, 1, "p", 0},
    {3, 2, "2p", 1}, {4, 2, "2p", 0}, {5, 2, "p", 0}, {6, 2, "sp", 0}, {7, 2, "p", 0},
    {8, 2, "p", 0}, {2, 3, "p", 1}, {3, 3, "p", 0}, {4, 3, "s", 0}, {5, 3, "s", 0},
    {6, 3, "", 0}, {7, 3, "2p", 0}, {8, 3, "p draw", 0}, {2, 4, "p", 1}, {3, 4, "p", 0},
    {4, 4, "s", 0}, {5, 4, "2s", 0}, {6, 4, "s", 0}, {7, 4, "p", 1}, {8, 4, "p", 1},
    {9, 4, "p", 0}, {1, 5, "draw", 0}, {2, 5, "", 0}, {3, 5, "", 0}, {4, 5, "2s", 0},
    {5, 5, "", 0}, {6, 5, "draw", 1}, {7, 5, "3h", 1}, {8, 5, "", 1}, {9, 5, "p", 0},
    {2, 6, "u", 0}, {3, 6, "", 0}, {4, 6, "s", 0}, {5, 6, "", 0}, {6, 6, "", 0},
    {7, 6, "", 1}, {8, 6, "s", 1}, {9, 6, "", 0}, {2, 7, "2u", 1}, {3, 7, "", 0},
    {4, 7, "", 0}, {5, 7, "draw", 0}, {6, 7, "", 0}, {7, 7, "", 0}, {8, 7, "u", 0},
    {3, 8, "s", 0}, {4, 8, "draw", 0}, {5, 8, "2h", 0}, {6, 8, "2h", 0}, {7, 8, "u", 0},
    {8, 8, "u", 0}, {3, 9, "", 0}, {4, 9, "2h", 0}, {5, 9, "", 0}, {6, 9, "2h", 0},
    {7, 9, "", 0},
};

/* Elysium (map_material.csv @m1). */
static const tm_hex tm_elysium[] = {
    {3, 1, "", 1}, {4, 1, "u", 1}, {5, 1, "draw", 1}, {6, 1, "s", 1}, {7, 1, "draw", 0},
    {3, 2, "u", 0}, {4, 2, "", 0}, {5, 2, "", 0}, {6, 2, "", 1}, {7, 2, "", 1},
    {8, 2, "2s", 0}, {2, 3, "2u", 0}, {3, 3, "", 0}, {4, 3, "draw", 0}, {5, 3, "", 0},
    {6, 3, "p", 1}, {7, 3, "", 1}, {8, 3, "3draw", 0}, {2, 4, "p", 0}, {3, 4, "p", 0},
    {4, 4, "p", 0}, {5, 4, "2p", 1}, {6, 4, "p", 0}, {7, 4, "p", 1}, {8, 4, "p", 1},
    {9, 4, "ps", 0}, {1, 5, "2p", 0}, {2, 5, "2p", 0}, {3, 5, "2p", 0}, {4, 5, "2p", 1},
    {5, 5, "2p", 0}, {6, 5, "3p", 0}, {7, 5, "2p", 0}, {8, 5, "2p", 0}, {9, 5, "up", 0},
    {2, 6, "s", 0}, {3, 6, "p", 0}, {4, 6, "p", 0}, {5, 6, "p", 0}, {6, 6, "p", 0},
    {7, 6, "p", 0}, {8, 6, "p", 0}, {9, 6, "", 0}, {2, 7, "u", 0}, {3, 7, "s", 0},
    {4, 7, "", 0}, {5, 7, "", 0}, {6, 7, "s", 0}, {7, 7, "", 0}, {8, 7, "", 0},
    {3, 8, "2s", 0}, {4, 8, "", 0}, {5, 8, "", 0}, {6, 8, "", 0}, {7, 8, "2s", 0},
    {8, 8, "", 0}, {3, 9, "s", 0}, {4, 9, "", 0}, {5, 9, "draw", 0}, {6, 9, "draw", 0},
    {7, 9, "2s", 0},
};

#define TM_N(a) ((int)(sizeof(a) / sizeof((a)[0])))

/* Milestones and awards: proj_material.csv (counters tr, city, forest,
 * tagBuilding, chand = cards in hand, land = tiles, pm, tagScience, h, s+u;
 * Hellas pe, tagJovian, polartiles = rows 8-9, forest, tagSpace,
 * tagBuilding; Elysium tagEvent, specialist, ecologist, s+e, desert = rows
 * 6-9, estate = next to an ocean, tr).  The rest (Diversifier, Tactician,
 * Generalist, Tycoon, Magnate, Eccentric, Celebrity) need card data the
 * engine does not keep: it follows the log for them. */
static const tm_map tm_maps[] = {
    {"Tharsis", 0, tm_tharsis, TM_N(tm_tharsis),
     {{"Terraformer", TM_M_COUNTER, "tr", NULL, 35},
      {"Mayor", TM_M_COUNTER, "city", NULL, 3},
      {"Gardener", TM_M_COUNTER, "forest", NULL, 3},
      {"Builder", TM_M_COUNTER, "tagBuilding", NULL, 8},
      {"Planner", TM_M_COUNTER, "hand", NULL, 16}},
     {{"Landlord", TM_M_TILES, NULL, NULL, 0},
      {"Banker", TM_M_COUNTER, "pm", NULL, 0},
      {"Scientist", TM_M_COUNTER, "tagScience", NULL, 0},
      {"Thermalist", TM_M_COUNTER, "h", NULL, 0},
      {"Miner", TM_M_COUNTER, "s", "u", 0}}},
    {"Elysium", 1, tm_elysium, TM_N(tm_elysium),
     {{"Generalist", TM_M_LOG, NULL, NULL, 6},
      {"Specialist", TM_M_ANY_PROD, NULL, NULL, 10},
      {"Ecologist", TM_M_BIO_TAGS, NULL, NULL, 4},
      {"Tycoon", TM_M_LOG, NULL, NULL, 15},
      {"Legend", TM_M_COUNTER, "tagEvent", NULL, 5}},
     {{"Celebrity", TM_M_LOG, NULL, NULL, 0},
      {"Industrialist", TM_M_COUNTER, "s", "e", 0},
      {"Desert Settler", TM_M_TILES_ROWS, NULL, NULL, 0, 6},
      {"Estate Dealer", TM_M_TILES_OCEAN, NULL, NULL, 0},
      {"Benefactor", TM_M_COUNTER, "tr", NULL, 0}}},
    {"Hellas", 2, tm_hellas, TM_N(tm_hellas),
     {{"Diversifier", TM_M_LOG, NULL, NULL, 8},
      {"Tactician", TM_M_LOG, NULL, NULL, 5},
      {"Polar Explorer", TM_M_TILES_ROWS, NULL, NULL, 3, 8},
      {"Energizer", TM_M_COUNTER, "pe", NULL, 6},
      {"Rim Settler", TM_M_COUNTER, "tagJovian", NULL, 3}},
     {{"Cultivator", TM_M_COUNTER, "forest", NULL, 0},
      {"Magnate", TM_M_LOG, NULL, NULL, 0},
      {"Space Baron", TM_M_COUNTER, "tagSpace", NULL, 0},
      {"Eccentric", TM_M_LOG, NULL, NULL, 0},
      {"Contractor", TM_M_COUNTER, "tagBuilding", NULL, 0}}},
};

#endif
