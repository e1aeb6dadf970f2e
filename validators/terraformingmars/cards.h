/* cards.h — Terraforming Mars project cards (card_main_N) as BGA numbers them:
 * colour (1 automated/green, 2 active/blue, 3 event/red), cost in M€, tags,
 * requirement.  Data only.
 *
 * Source (facts, not code): elaskavaia/bga-mars misc/cards_material.csv, columns
 * num|t|cost|pre|tags ("o<=5" oxygen at most 5 %, "t>=-12" temperature, "w>=3"
 * oceans, "tagScience>=5" tags in play, "pu" titanium production, "forest>=1"
 * greenery tiles, "all_city>=2" cities in play; several conditions space
 * separated).  "Science Science" is Research's two science tags. */
#ifndef TM_CARDS_H
#define TM_CARDS_H

typedef struct tm_card {
    int num;
    int type;          /* 1 automated, 2 active, 3 event */
    int cost;
    const char *tags;  /* space separated, as the CSV writes them */
    const char *pre;   /* requirement, "" for none */
} tm_card;

static const tm_card tm_cards[] = {
    {1, 1, 8, "Building Jovian", "o<=5"}, {2, 1, 13, "Jovian", "pu>=1"},
    {3, 1, 13, "Building Energy", ""}, {4, 1, 11, "", "w>=3"}, {5, 2, 3, "Science", "o<=6"},
    {6, 2, 9, "Science", ""}, {7, 2, 13, "Building", ""}, {8, 1, 26, "Building City", "w>=4"},
    {9, 3, 14, "Space Event", ""}, {10, 3, 21, "Space Event", ""}, {11, 3, 27, "Space Event", ""},
    {12, 2, 25, "Space Jovian", ""}, {13, 2, 27, "Building Space", ""},
    {14, 2, 11, "Science Building", ""}, {15, 2, 11, "Building", ""},
    {16, 1, 24, "Building City", "o<=7"}, {17, 1, 18, "Building City", ""},
    {18, 1, 28, "Space Jovian", "o>=2"}, {19, 3, 16, "Space Earth Event", ""},
    {20, 2, 18, "Science Building City", ""}, {21, 1, 25, "Space City", ""}, {22, 1, 15, "", ""},
    {23, 2, 12, "Plant", "t<=-12"}, {24, 2, 14, "Animal", "o>=11"}, {25, 2, 10, "Space", ""},
    {26, 1, 16, "Building Plant", "t>=-12"}, {27, 3, 24, "Space Earth Event", "tagScience>=5"},
    {28, 2, 12, "Space", ""}, {29, 1, 16, "Building City", "o<=9"}, {30, 1, 13, "Earth Energy", ""},
    {31, 2, 7, "Space", ""}, {32, 1, 18, "Building City", ""}, {33, 2, 13, "Science Microbe", ""},
    {34, 2, 8, "Science Microbe", "o>=4"}, {35, 2, 9, "Microbe", "o>=4"}, {36, 3, 14, "Event", ""},
    {37, 3, 31, "Space Event", ""}, {38, 2, 8, "Building", ""}, {39, 3, 31, "Space Event", ""},
    {40, 1, 30, "Space Jovian", ""}, {41, 1, 12, "Building", ""}, {42, 1, 6, "Microbe", "t<=-18"},
    {43, 1, 6, "Building", ""}, {44, 1, 9, "Science Building", "o<=4"},
    {45, 1, 10, "Building Energy", ""}, {46, 1, 8, "Energy", "tagScience>=3"},
    {47, 1, 10, "Plant", "w>=5"}, {48, 1, 9, "Plant", ""}, {49, 2, 4, "Microbe", ""},
    {50, 3, 1, "Microbe Event", ""}, {51, 1, 12, "Space Jovian", ""}, {52, 2, 9, "Animal", "t>=2"},
    {53, 1, 18, "", "t>=0"}, {54, 2, 6, "Animal", "o>=6"}, {55, 1, 17, "", "w>=6"},
    {56, 1, 4, "Building", ""}, {57, 1, 15, "Space Jovian", ""},
    {58, 1, 32, "Space Jovian Energy", "tagJovian>=1"}, {59, 1, 12, "Plant", "t>=4"},
    {60, 1, 13, "Plant", "t>=-4"}, {61, 1, 6, "", "ps>=1"}, {62, 3, 5, "Event", ""},
    {63, 3, 12, "Event", ""}, {64, 1, 4, "Building", ""}, {65, 1, 6, "Building", ""},
    {66, 3, 1, "Event", ""}, {67, 1, 9, "Building", ""}, {68, 1, 6, "Earth", ""},
    {69, 2, 17, "Building", "o<=8"}, {70, 2, 23, "Earth", ""}, {71, 2, 9, "Science", ""},
    {72, 2, 10, "Animal", "o>=13"}, {73, 2, 8, "Science Building", ""},
    {74, 2, 9, "Science Microbe", ""}, {75, 3, 23, "Space Event", ""},
    {76, 2, 3, "Space Energy", ""}, {77, 1, 11, "Science Space Energy", ""},
    {78, 3, 23, "Space Event", ""}, {79, 2, 13, "Science Energy", "tagScience>=4"},
    {80, 3, 36, "Space Event", ""}, {81, 1, 20, "Space City Jovian", ""},
    {82, 1, 24, "Space Jovian", ""}, {83, 1, 17, "Space Energy", ""},
    {84, 1, 6, "Science Space", ""}, {85, 1, 16, "Building", ""}, {86, 1, 9, "Science", ""},
    {87, 1, 11, "Plant", "t>=-16"}, {88, 1, 6, "Plant", "t>=-14"},
    {89, 1, 7, "Building Energy", ""}, {90, 1, 11, "Science Science", ""},
    {91, 1, 12, "Science", "tagScience>=3"}, {92, 1, 41, "Space Jovian", ""},
    {93, 1, 10, "Plant", "t>=-10"}, {94, 2, 8, "Science Energy", "tagScience>=5"},
    {95, 2, 12, "Science Building", ""}, {96, 1, 6, "Building Plant", ""}, {97, 1, 10, "Earth", ""},
    {98, 1, 13, "Building", ""}, {99, 1, 12, "Space", ""}, {100, 1, 1, "Building Energy", ""},
    {101, 2, 11, "Building", ""}, {102, 1, 18, "Energy", ""}, {103, 2, 15, "Building", ""},
    {104, 2, 13, "Building", ""}, {105, 2, 1, "Earth", ""}, {106, 1, 10, "Earth", ""},
    {107, 1, 8, "Earth", ""}, {108, 1, 23, "Building City", "o>=12"}, {109, 2, 6, "Earth", ""},
    {110, 2, 4, "Earth", ""}, {111, 3, 7, "Earth Event", ""}, {112, 3, 7, "Earth Event", ""},
    {113, 1, 11, "Building Energy", ""}, {114, 1, 11, "Science", "o>=7"},
    {115, 1, 12, "Science", ""}, {116, 1, 15, "Building", "t>=-6"},
    {117, 1, 11, "Building Energy", ""}, {118, 1, 16, "Plant", "t>=4"}, {119, 1, 2, "", "w<=3"},
    {120, 1, 10, "Building City", ""}, {121, 3, 1, "Event", ""}, {122, 1, 4, "Plant", "w>=3"},
    {123, 2, 4, "Building", ""}, {124, 3, 1, "Event", ""}, {125, 1, 3, "", ""},
    {126, 1, 11, "Building", ""}, {127, 3, 11, "Event", ""},
    {128, 2, 12, "Plant Animal", "forest>=1"}, {129, 1, 13, "", "o>=5"},
    {130, 1, 8, "Microbe", "o>=4"}, {131, 2, 5, "Microbe", "o>=3"},
    {132, 1, 14, "Science Building Energy", "tagEnergy>=2"}, {133, 2, 4, "Microbe", "t>=-14"},
    {134, 2, 13, "Microbe", "t<=-10"},
    {135, 1, 11, "Microbe Plant Animal", "tagMicrobe>=1 tagAnimal>=1 tagPlant>=1"},
    {136, 1, 12, "Building Energy", "w>=4"}, {137, 1, 8, "Earth", ""}, {138, 1, 25, "Building", ""},
    {139, 1, 8, "Energy", "w>=3"}, {140, 3, 18, "Event", ""}, {141, 1, 4, "Building Energy", ""},
    {142, 1, 20, "Building", ""}, {143, 3, 36, "Space Earth Event", ""},
    {144, 1, 7, "Building", ""}, {145, 1, 18, "Building Energy", "tagScience>=2"},
    {146, 1, 8, "Plant", "w>=3"}, {147, 2, 12, "Animal", "o>=8"}, {148, 1, 9, "Microbe", "o>=6"},
    {149, 3, 1, "Event", ""}, {150, 2, 14, "Science", "tagScience>=7"},
    {151, 3, 3, "Earth Event", ""}, {152, 1, 2, "", ""}, {153, 2, 12, "Science", ""},
    {154, 2, 3, "", "t>=0"}, {155, 1, 16, "Science Microbe", "t<=-14"}, {156, 2, 6, "Science", ""},
    {157, 2, 11, "Microbe", ""}, {158, 1, 12, "Building Microbe", ""},
    {159, 1, 7, "Plant", "t>=-24"}, {160, 1, 5, "Energy", "tagEnergy>=2"},
    {161, 3, 15, "Space Event", ""}, {162, 3, 7, "Space Earth Event", ""},
    {163, 3, 23, "Space Earth Event", ""}, {164, 1, 3, "", ""}, {165, 1, 20, "Building", ""},
    {166, 2, 10, "Space", "o>=5"}, {167, 3, 9, "Space Earth Event", ""},
    {168, 1, 6, "Building Energy", "o>=7"}, {169, 1, 16, "Plant", "t>=-6"},
    {170, 3, 26, "Space Event", ""}, {171, 1, 5, "Building", ""}, {172, 2, 10, "Animal Earth", ""},
    {173, 2, 5, "", ""}, {174, 1, 23, "Building Plant", ""}, {175, 1, 10, "Space", ""},
    {176, 1, 10, "Building Plant", "t>=-20"}, {177, 2, 12, "Building", "w>=2"},
    {178, 1, 6, "Building Energy", ""}, {179, 1, 9, "Building", ""}, {180, 1, 6, "Building", ""},
    {181, 3, 5, "Event", "t>=2"}, {182, 1, 11, "Building City", ""},
    {183, 1, 4, "Building Energy", "o>=6"}, {184, 2, 13, "Animal", "o>=9"},
    {185, 2, 10, "Science Building Earth", ""}, {186, 1, 6, "", "all_city>=2"},
    {187, 2, 18, "Building", ""}, {188, 3, 7, "Event", ""}, {189, 1, 15, "Energy", ""},
    {190, 3, 1, "Event", ""}, {191, 3, 8, "Event", "t>=-8"}, {192, 3, 2, "Science Event", ""},
    {193, 1, 15, "Plant", "tagScience>=2"}, {194, 2, 4, "Building Energy", ""},
    {195, 3, 0, "Event", ""}, {196, 1, 9, "Science Space", ""}, {197, 1, 33, "Space Jovian", ""},
    {198, 1, 31, "Space Earth", ""}, {199, 2, 11, "Science", ""}, {200, 2, 13, "Building City", ""},
    {201, 1, 3, "Energy", ""}, {202, 2, 6, "Building", ""}, {203, 1, 35, "Space", ""},
    {204, 3, 5, "Science Space Event", ""}, {205, 1, 8, "Building", ""},
    {206, 3, 4, "Science Event", ""}, {207, 1, 13, "Science Building", ""},
    {208, 2, 21, "Science Building", "tagScience>=3"},
};

/* Victory points of the project cards that have any (the vp column of the
 * same cards_material.csv): a fixed number (events too: 27 Interstellar
 * Colony Ship, 112 Bribed Committee, 143 Large Convoy, 188 Flooding, 195
 * Indentured Workers); per resources on the card ("resCard/2": 1 VP per 2,
 * "resCard*2": 2 VP per 1, "res/2" Pets; 5 Search For Life "(resCard>0)*3":
 * 3 VP with at least one); per Jovian tag ("tagJovian").  Not kept: 8 Capital
 * (adjacent oceans, checked apart), 85 Commercial District (adjacent cities),
 * 198 Immigration Shuttles (cities in play, on and off Mars). */
enum { TM_VP_FIXED, TM_VP_RES, TM_VP_RES_ANY, TM_VP_JOVIAN };

typedef struct tm_card_vp {
    int num;
    int kind;  /* TM_VP_* */
    int vp;    /* fixed VP, or VP per `per` resources (per Jovian tag) */
    int per;
} tm_card_vp;

static const tm_card_vp tm_card_vps[] = {
    {1, TM_VP_FIXED, 2, 0}, {2, TM_VP_FIXED, 1, 0}, {5, TM_VP_RES_ANY, 3, 1},
    {12, TM_VP_JOVIAN, 1, 1}, {13, TM_VP_FIXED, 2, 0}, {16, TM_VP_FIXED, 1, 0},
    {18, TM_VP_FIXED, 2, 0}, {21, TM_VP_FIXED, 3, 0}, {24, TM_VP_RES, 1, 1},
    {25, TM_VP_FIXED, 1, 0}, {26, TM_VP_FIXED, 1, 0}, {27, TM_VP_FIXED, 4, 0},
    {28, TM_VP_RES, 1, 1}, {35, TM_VP_RES, 1, 2}, {38, TM_VP_FIXED, 1, 0},
    {40, TM_VP_FIXED, 2, 0}, {41, TM_VP_FIXED, 1, 0}, {44, TM_VP_FIXED, 1, 0},
    {46, TM_VP_FIXED, 1, 0}, {49, TM_VP_RES, 1, 4}, {51, TM_VP_FIXED, 1, 0},
    {52, TM_VP_RES, 1, 1}, {53, TM_VP_FIXED, 2, 0}, {54, TM_VP_RES, 1, 2},
    {55, TM_VP_FIXED, 1, 0}, {57, TM_VP_FIXED, 1, 0}, {58, TM_VP_FIXED, 1, 0},
    {59, TM_VP_FIXED, 1, 0}, {60, TM_VP_FIXED, 1, 0}, {69, TM_VP_FIXED, 1, 0},
    {70, TM_VP_FIXED, 2, 0}, {72, TM_VP_RES, 1, 1}, {73, TM_VP_FIXED, 1, 0},
    {81, TM_VP_JOVIAN, 1, 1}, {82, TM_VP_FIXED, 2, 0}, {84, TM_VP_FIXED, 1, 0},
    {90, TM_VP_FIXED, 1, 0}, {91, TM_VP_FIXED, 2, 0}, {92, TM_VP_JOVIAN, 1, 1},
    {95, TM_VP_RES, 2, 1}, {97, TM_VP_FIXED, -2, 0}, {98, TM_VP_FIXED, 2, 0},
    {108, TM_VP_FIXED, 1, 0}, {112, TM_VP_FIXED, -2, 0}, {113, TM_VP_FIXED, 1, 0},
    {114, TM_VP_FIXED, 2, 0}, {116, TM_VP_FIXED, 1, 0}, {118, TM_VP_FIXED, 2, 0},
    {119, TM_VP_FIXED, 1, 0}, {125, TM_VP_FIXED, -1, 0}, {128, TM_VP_RES, 1, 2},
    {129, TM_VP_FIXED, 1, 0}, {131, TM_VP_RES, 1, 3}, {135, TM_VP_FIXED, 3, 0},
    {136, TM_VP_FIXED, 1, 0}, {139, TM_VP_FIXED, 1, 0}, {143, TM_VP_FIXED, 2, 0},
    {145, TM_VP_FIXED, 1, 0}, {147, TM_VP_RES, 1, 2}, {150, TM_VP_FIXED, 3, 0},
    {153, TM_VP_FIXED, 1, 0}, {166, TM_VP_FIXED, 1, 0}, {168, TM_VP_FIXED, 1, 0},
    {169, TM_VP_FIXED, 2, 0}, {172, TM_VP_RES, 1, 2}, {176, TM_VP_FIXED, 1, 0},
    {178, TM_VP_FIXED, -1, 0}, {179, TM_VP_FIXED, 1, 0}, {182, TM_VP_FIXED, -2, 0},
    {183, TM_VP_FIXED, -1, 0}, {184, TM_VP_RES, 1, 1}, {185, TM_VP_FIXED, 1, 0},
    {186, TM_VP_FIXED, 1, 0}, {188, TM_VP_FIXED, -1, 0}, {195, TM_VP_FIXED, -1, 0},
    {196, TM_VP_FIXED, 1, 0}, {197, TM_VP_FIXED, 2, 0}, {201, TM_VP_FIXED, -1, 0},
    {207, TM_VP_FIXED, 1, 0}, {208, TM_VP_FIXED, 1, 0},
};

/* The production changes a card makes when played (the r column of the same
 * cards_material.csv: "2npe,5pm" your energy production -2 and M€ production
 * +5; "npp_Any" the red-bordered "decrease any plant production 1 step"), for
 * the cards whose r is a plain list of them: M€, steel, titanium, plants,
 * energy, heat.  Left out: choices (37, 115), amounts counted at play
 * (counter(...): 51, 99, 102, 129, 130, 137, 148, 152, 175, 189, 207), 86
 * Robotic Workforce (a copy), 64 and 67 (the production of the covered
 * area), 201 Energy Tapping (its r lacks the own step its text gives). */
typedef struct tm_card_prod {
    int num;
    int own[6];  /* your production: m s u p e h */
    int any[6];  /* red-bordered: one player's production, anyone's, or none */
} tm_card_prod;

static const tm_card_prod tm_card_prods[] = {
    {2, {0, 0, 1, 0, 0, 0}, {0, 0, -1, 0, 0, 0}}, {3, {0, 0, 0, 0, 1, 0}, {0, 0, 0, 0, 0, 0}},
    {4, {-1, 0, 0, 2, 0, 0}, {0, 0, 0, 0, 0, -1}}, {8, {5, 0, 0, 0, -2, 0}, {0, 0, 0, 0, 0, 0}},
    {13, {0, 0, 1, 0, 0, 0}, {0, 0, 0, 0, 0, 0}}, {16, {3, 0, 0, 0, -1, 0}, {0, 0, 0, 0, 0, 0}},
    {17, {3, 0, 0, 0, -1, 0}, {0, 0, 0, 0, 0, 0}}, {18, {0, 0, 0, 2, 0, 2}, {0, 0, 0, 0, 0, 0}},
    {21, {0, 0, 1, 0, 0, 0}, {0, 0, 0, 0, 0, 0}}, {22, {-2, 0, 0, 0, 0, 3}, {0, 0, 0, 0, 0, 0}},
    {26, {2, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0}}, {29, {3, 0, 0, 0, -1, 0}, {0, 0, 0, 0, 0, 0}},
    {30, {-2, 0, 0, 0, 2, 2}, {0, 0, 0, 0, 0, 0}}, {32, {0, 2, 0, 0, -2, 0}, {0, 0, 0, 0, 0, 0}},
    {40, {0, 0, 2, 0, 0, 0}, {0, 0, 0, 0, 0, 0}}, {41, {4, 0, 0, -1, 0, 0}, {0, 0, 0, 0, 0, 0}},
    {42, {0, 0, 0, 1, 0, 0}, {0, 0, 0, 0, 0, 0}}, {43, {0, 0, 0, 0, -1, 3}, {0, 0, 0, 0, 0, 0}},
    {44, {1, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0}}, {45, {-2, 0, 0, 0, 3, 0}, {0, 0, 0, 0, 0, 0}},
    {46, {1, 0, 0, 0, 1, 0}, {0, 0, 0, 0, 0, 0}}, {47, {0, 0, 0, 2, 0, 0}, {0, 0, 0, 0, 0, 0}},
    {48, {0, 0, 0, 1, 0, 0}, {0, 0, 0, 0, 0, 0}}, {52, {0, 0, 0, 0, 0, 0}, {0, 0, 0, -1, 0, 0}},
    {54, {0, 0, 0, 0, 0, 0}, {0, 0, 0, -1, 0, 0}}, {55, {2, 0, 0, 3, 0, 0}, {0, 0, 0, 0, 0, 0}},
    {56, {0, 1, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0}}, {57, {0, 0, 1, 0, 0, 0}, {0, 0, 0, 0, 0, 0}},
    {58, {0, 0, 0, 0, 3, 3}, {0, 0, 0, 0, 0, 0}}, {60, {0, 0, 0, 3, 0, 0}, {0, 0, 0, 0, 0, 0}},
    {61, {0, 1, 0, 0, 0, 0}, {0, -1, 0, 0, 0, 0}}, {65, {0, 2, 0, 0, -1, 0}, {0, 0, 0, 0, 0, 0}},
    {68, {2, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0}}, {69, {0, 0, 0, 0, -1, 0}, {0, 0, 0, 0, 0, 0}},
    {72, {0, 0, 0, 0, 0, 0}, {0, 0, 0, -2, 0, 0}}, {77, {0, 0, 0, 0, 1, 0}, {0, 0, 0, 0, 0, 0}},
    {79, {0, 0, 0, 0, 4, 0}, {0, 0, 0, 0, 0, 0}}, {82, {3, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0}},
    {83, {0, 0, 0, 0, 3, 0}, {0, 0, 0, 0, 0, 0}}, {85, {4, 0, 0, 0, -1, 0}, {0, 0, 0, 0, 0, 0}},
    {87, {0, 0, 0, 1, 0, 0}, {0, 0, 0, 0, 0, 0}}, {88, {0, 0, 0, 1, 0, 0}, {0, 0, 0, 0, 0, 0}},
    {89, {-1, 0, 0, 0, 2, 0}, {0, 0, 0, 0, 0, 0}}, {91, {2, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0}},
    {92, {2, 0, 2, 0, 0, 0}, {0, 0, 0, 0, 0, 0}}, {93, {0, 0, 0, 2, 0, 0}, {0, 0, 0, 0, 0, 0}},
    {94, {0, 0, 0, 0, 6, 0}, {0, 0, 0, 0, 0, 0}}, {98, {3, 0, 0, 0, 0, -2}, {0, 0, 0, 0, 0, 0}},
    {100, {-1, 0, 0, 0, 1, 0}, {0, 0, 0, 0, 0, 0}}, {106, {3, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0}},
    {108, {4, 0, 0, 0, -1, 0}, {0, 0, 0, 0, 0, 0}}, {110, {-1, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0}},
    {113, {0, 0, 0, 0, 1, 0}, {0, 0, 0, 0, 0, 0}}, {117, {0, 0, 0, 0, 2, 0}, {0, 0, 0, 0, 0, 0}},
    {118, {2, 0, 0, 2, 0, 0}, {0, 0, 0, 0, 0, 0}}, {120, {2, 0, 0, 0, -1, 0}, {0, 0, 0, 0, 0, 0}},
    {122, {0, 0, 0, 1, 0, 0}, {0, 0, 0, 0, 0, 0}}, {125, {2, 0, 0, 0, -1, 0}, {-2, 0, 0, 0, 0, 0}},
    {126, {0, 0, 0, 0, -1, 4}, {0, 0, 0, 0, 0, 0}}, {132, {0, 0, 0, 0, 3, 0}, {0, 0, 0, 0, 0, 0}},
    {136, {0, 0, 0, 0, 2, 0}, {0, 0, 0, 0, 0, 0}}, {138, {0, 2, 1, 0, -2, 0}, {0, 0, 0, 0, 0, 0}},
    {139, {0, 0, 0, 0, 1, 0}, {0, 0, 0, 0, 0, 0}}, {141, {0, 0, 0, 0, 1, 0}, {0, 0, 0, 0, 0, 0}},
    {142, {0, 0, 0, 0, 0, 4}, {0, 0, 0, 0, 0, 0}}, {144, {0, 0, 1, 0, 0, 0}, {0, 0, 0, 0, 0, 0}},
    {145, {0, 0, 0, 0, 3, 0}, {0, 0, 0, 0, 0, 0}}, {146, {0, 0, 0, 2, 0, 0}, {0, 0, 0, 0, 0, 0}},
    {147, {0, 0, 0, 0, 0, 0}, {0, 0, 0, -1, 0, 0}}, {151, {-1, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0}},
    {155, {0, 0, 0, 2, 0, 0}, {0, 0, 0, 0, 0, 0}}, {158, {0, 1, 0, 0, 1, 0}, {0, 0, 0, 0, 0, 0}},
    {159, {0, 0, 0, 1, 0, 0}, {0, 0, 0, 0, 0, 0}}, {160, {0, 0, 0, 0, 1, 0}, {0, 0, 0, 0, -1, 0}},
    {162, {0, 0, 0, 0, 0, 1}, {0, 0, 0, 0, 0, 0}}, {164, {0, 0, 0, 0, 0, 1}, {0, 0, 0, 0, 0, 0}},
    {165, {0, 0, 0, 2, -4, 0}, {0, 0, 0, 0, 0, 0}}, {166, {2, 0, 0, 0, -1, 0}, {0, 0, 0, 0, 0, 0}},
    {167, {0, 0, 0, 0, 0, 2}, {0, 0, 0, 0, 0, 0}}, {168, {0, 0, 0, 0, 1, 0}, {0, 0, 0, 0, 0, 0}},
    {169, {2, 0, 0, 1, 0, 0}, {0, 0, 0, 0, 0, 0}}, {170, {0, 0, 0, 1, 0, 3}, {0, 0, 0, 0, 0, 0}},
    {171, {0, 0, 0, 1, -2, 0}, {0, 0, 0, 0, 0, 0}}, {174, {2, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0}},
    {176, {1, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0}}, {178, {0, 0, 0, 0, 1, 0}, {0, 0, 0, 0, 0, -2}},
    {179, {0, 0, 0, 1, -1, 0}, {0, 0, 0, 0, 0, 0}}, {180, {1, 0, 1, 0, -1, 0}, {0, 0, 0, 0, 0, 0}},
    {182, {3, 0, 0, 0, -1, 0}, {0, 0, 0, 0, 0, 0}}, {183, {0, 0, 0, 0, 2, 0}, {0, 0, 0, -1, 0, 0}},
    {184, {2, 0, 0, -1, 0, 0}, {0, 0, 0, 0, 0, 0}}, {186, {1, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0}},
    {198, {5, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0}}, {200, {-2, 0, 0, 0, -1, 0}, {0, 0, 0, 0, 0, 0}},
    {203, {0, 0, 0, 0, 0, 7}, {0, 0, 0, 0, 0, 0}}, {205, {0, 0, 0, 0, -1, 0}, {0, 0, 0, 0, 0, 0}},
    {208, {0, 0, 0, 0, -1, 0}, {0, 0, 0, 0, 0, 0}},
};

/* The cards_material.csv effects the engine checks: 172 Pets ("Animals may not be
 * removed from this card"), 173 Protected Habitats ("Opponents may not remove your
 * plants, animals or microbes"). */
enum { TM_CARD_PETS = 172, TM_CARD_PROTECTED_HABITATS = 173 };


/* Project card names by card_main number (the name column of the same CSV; checked against the
 * 13 games' "immediate effect of <name>" lines: 347 agree, none differs), for messages in game
 * terms. */
static const char *const tm_card_names[] = {
    NULL,
    "Colonizer Training Camp", /* 1 */
    "Asteroid Mining Consortium", /* 2 */
    "Deep Well Heating", /* 3 */
    "Cloud Seeding", /* 4 */
    "Search For Life", /* 5 */
    "Inventors' Guild", /* 6 */
    "Martian Rails", /* 7 */
    "Capital", /* 8 */
    "Asteroid", /* 9 */
    "Comet", /* 10 */
    "Big Asteroid", /* 11 */
    "Water Import From Europa", /* 12 */
    "Space Elevator", /* 13 */
    "Development Center", /* 14 */
    "Equatorial Magnetizer", /* 15 */
    "Domed Crater", /* 16 */
    "Noctis City", /* 17 */
    "Methane From Titan", /* 18 */
    "Imported Hydrogen", /* 19 */
    "Research Outpost", /* 20 */
    "Phobos Space Haven", /* 21 */
    "Black Polar Dust", /* 22 */
    "Arctic Algae", /* 23 */
    "Predators", /* 24 */
    "Space Station", /* 25 */
    "Eos Chasma National Park", /* 26 */
    "Interstellar Colony Ship", /* 27 */
    "Security Fleet", /* 28 */
    "Cupola City", /* 29 */
    "Lunar Beam", /* 30 */
    "Optimal Aerobraking", /* 31 */
    "Underground City", /* 32 */
    "Regolith Eaters", /* 33 */
    "GHG Producing Bacteria", /* 34 */
    "Ants", /* 35 */
    "Release of Inert Gases", /* 36 */
    "Nitrogen-Rich Asteroid", /* 37 */
    "Rover Construction", /* 38 */
    "Deimos Down", /* 39 */
    "Asteroid Mining", /* 40 */
    "Food Factory", /* 41 */
    "Archaebacteria", /* 42 */
    "Carbonate Processing", /* 43 */
    "Natural Preserve", /* 44 */
    "Nuclear Power", /* 45 */
    "Lightning Harvest", /* 46 */
    "Algae", /* 47 */
    "Adapted Lichen", /* 48 */
    "Tardigrades", /* 49 */
    "Virus", /* 50 */
    "Miranda Resort", /* 51 */
    "Fish", /* 52 */
    "Lake Marineris", /* 53 */
    "Small Animals", /* 54 */
    "Kelp Farming", /* 55 */
    "Mine", /* 56 */
    "Vesta Shipyard", /* 57 */
    "Beam From a Thorium Asteroid", /* 58 */
    "Mangrove", /* 59 */
    "Trees", /* 60 */
    "Great Escarpment Consortium", /* 61 */
    "Mineral Deposit", /* 62 */
    "Mining Expedition", /* 63 */
    "Mining Area", /* 64 */
    "Building Industries", /* 65 */
    "Land Claim", /* 66 */
    "Mining Rights", /* 67 */
    "Sponsors", /* 68 */
    "Electro Catapult", /* 69 */
    "Earth Catapult", /* 70 */
    "Advanced Alloys", /* 71 */
    "Birds", /* 72 */
    "Mars University", /* 73 */
    "Viral Enhancers", /* 74 */
    "Towing a Comet", /* 75 */
    "Space Mirrors", /* 76 */
    "Solar Wind Power", /* 77 */
    "Ice Asteroid", /* 78 */
    "Quantum Extractor", /* 79 */
    "Giant Ice Asteroid", /* 80 */
    "Ganymede Colony", /* 81 */
    "Callisto Penal Mines", /* 82 */
    "Giant Space Mirror", /* 83 */
    "Trans-Neptune Probe", /* 84 */
    "Commercial District", /* 85 */
    "Robotic Workforce", /* 86 */
    "Grass", /* 87 */
    "Heather", /* 88 */
    "Peroxide Power", /* 89 */
    "Research", /* 90 */
    "Gene Repair", /* 91 */
    "Io Mining Industries", /* 92 */
    "Bushes", /* 93 */
    "Mass Converter", /* 94 */
    "Physics Complex", /* 95 */
    "Greenhouses", /* 96 */
    "Nuclear Zone", /* 97 */
    "Tropical Resort", /* 98 */
    "Toll Station", /* 99 */
    "Fueled Generators", /* 100 */
    "Ironworks", /* 101 */
    "Power Grid", /* 102 */
    "Steelworks", /* 103 */
    "Ore Processor", /* 104 */
    "Earth Office", /* 105 */
    "Acquired Company", /* 106 */
    "Media Archives", /* 107 */
    "Open City", /* 108 */
    "Media Group", /* 109 */
    "Business Network", /* 110 */
    "Business Contacts", /* 111 */
    "Bribed Committee", /* 112 */
    "Solar Power", /* 113 */
    "Breathing Filters", /* 114 */
    "Artificial Photosynthesis", /* 115 */
    "Artificial Lake", /* 116 */
    "Geothermal Power", /* 117 */
    "Farming", /* 118 */
    "Dust Seals", /* 119 */
    "Urbanized Area", /* 120 */
    "Sabotage", /* 121 */
    "Moss", /* 122 */
    "Industrial Center", /* 123 */
    "Hired Raiders", /* 124 */
    "Hackers", /* 125 */
    "GHG Factories", /* 126 */
    "Subterranean Reservoir", /* 127 */
    "Ecological Zone", /* 128 */
    "Zeppelins", /* 129 */
    "Worms", /* 130 */
    "Decomposers", /* 131 */
    "Fusion Power", /* 132 */
    "Symbiotic Fungus", /* 133 */
    "Extreme-Cold Fungus", /* 134 */
    "Advanced Ecosystems", /* 135 */
    "Great Dam", /* 136 */
    "Cartel", /* 137 */
    "Strip Mine", /* 138 */
    "Wave Power", /* 139 */
    "Lava Flows", /* 140 */
    "Power Plant", /* 141 */
    "Mohole Area", /* 142 */
    "Large Convoy", /* 143 */
    "Titanium Mine", /* 144 */
    "Tectonic Stress Power", /* 145 */
    "Nitrophilic Moss", /* 146 */
    "Herbivores", /* 147 */
    "Insects", /* 148 */
    "CEO's Favourite Project", /* 149 */
    "Anti-Gravity Technology", /* 150 */
    "Investment Loan", /* 151 */
    "Insulation", /* 152 */
    "Adaptation Technology", /* 153 */
    "Caretaker Contract", /* 154 */
    "Designed Microorganisms", /* 155 */
    "Standard Technology", /* 156 */
    "Nitrite Reducing Bacteria", /* 157 */
    "Industrial Microbes", /* 158 */
    "Lichen", /* 159 */
    "Power Supply Consortium", /* 160 */
    "Convoy From Europa", /* 161 */
    "Imported GHG", /* 162 */
    "Imported Nitrogen", /* 163 */
    "Micro-Mills", /* 164 */
    "Magnetic Field Generators", /* 165 */
    "Shuttles", /* 166 */
    "Import of Advanced GHG", /* 167 */
    "Windmills", /* 168 */
    "Tundra Farming", /* 169 */
    "Aerobraked Ammonia Asteroid", /* 170 */
    "Magnetic Field Dome", /* 171 */
    "Pets", /* 172 */
    "Protected Habitats", /* 173 */
    "Protected Valley", /* 174 */
    "Satellites", /* 175 */
    "Noctis Farming", /* 176 */
    "Water Splitting Plant", /* 177 */
    "Heat Trappers", /* 178 */
    "Soil Factory", /* 179 */
    "Fuel Factory", /* 180 */
    "Ice cap Melting", /* 181 */
    "Corporate Stronghold", /* 182 */
    "Biomass Combustors", /* 183 */
    "Livestock", /* 184 */
    "Olympus Conference", /* 185 */
    "Rad-Suits", /* 186 */
    "Aquifer Pumping", /* 187 */
    "Flooding", /* 188 */
    "Energy Saving", /* 189 */
    "Local Heat Trapping", /* 190 */
    "Permafrost extraction", /* 191 */
    "Invention Contest", /* 192 */
    "Plantation", /* 193 */
    "Power Infrastructure", /* 194 */
    "Indentured Workers", /* 195 */
    "Lagrange Observatory", /* 196 */
    "Terraforming Ganymede", /* 197 */
    "Immigration Shuttles", /* 198 */
    "Restricted Area", /* 199 */
    "Immigrant City", /* 200 */
    "Energy Tapping", /* 201 */
    "Underground Detonations", /* 202 */
    "Soletta", /* 203 */
    "Technology Demonstration", /* 204 */
    "Rad-Chem Factory", /* 205 */
    "Special Design", /* 206 */
    "Medical Lab", /* 207 */
    "AI Central", /* 208 */
};

#endif
