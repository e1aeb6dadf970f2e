/* cards.c — every Harmonies animal and Nature's Spirit card (generated: do not edit).
 *
 * Written by tests/harmonies/gen_cards.py from cards_database.json of
 * miles2542/harmonies-bot (docs/cards_database.json @ a5ffa20f, Apache-2.0; copy in
 * /work/shared/data/harmonies/), the cards of Board Game Arena's Harmonies by BGA type
 * id.  Colours of a pattern step run from the top of the stack down; 7 stands for the
 * token under a building (grey, brown or red).  Spirit parameters encode each card's
 * scoring sentence of that file (quoted on its row). */
#include "harmonies.h"

const hm_card ga_hm_cards[] = {
    {1, 0, 3, {4, 9, 15}, 3, {{3, {4, 3, 3}, 0, 0}, {1, {1}, 3, 0}, {1, {1}, 3, 1}}, {HM_SP_NONE, 0, 0, 0, 0}},
    {2, 0, 3, {4, 10, 16}, 3, {{1, {2}, 0, 0}, {1, {2}, 4, 0}, {1, {1}, 2, 1}}, {HM_SP_NONE, 0, 0, 0, 0}},
    {3, 0, 4, {3, 6, 10, 16}, 2, {{3, {2, 2, 2}, 0, 0}, {1, {1}, 3, 1}}, {HM_SP_NONE, 0, 0, 0, 0}},
    {4, 0, 3, {5, 10, 16}, 3, {{1, {4}, 0, 0}, {1, {4}, 3, 0}, {1, {1}, 3, 1}}, {HM_SP_NONE, 0, 0, 0, 0}},
    {5, 0, 5, {2, 4, 6, 10, 15}, 2, {{1, {4}, 0, 0}, {1, {1}, 3, 1}}, {HM_SP_NONE, 0, 0, 0, 0}},
    {6, 0, 4, {2, 4, 8, 13}, 2, {{2, {6, 7}, 0, 0}, {1, {1}, 3, 1}}, {HM_SP_NONE, 0, 0, 0, 0}},
    {7, 0, 3, {4, 10, 16}, 3, {{1, {5}, 0, 0}, {1, {1}, 3, 1}, {1, {5}, 5, 0}}, {HM_SP_NONE, 0, 0, 0, 0}},
    {8, 0, 3, {5, 10, 16}, 3, {{1, {5}, 0, 0}, {1, {5}, 3, 0}, {2, {6, 7}, 3, 1}}, {HM_SP_NONE, 0, 0, 0, 0}},
    {9, 0, 3, {5, 10, 17}, 3, {{1, {5}, 0, 0}, {2, {6, 7}, 2, 1}, {1, {5}, 3, 0}}, {HM_SP_NONE, 0, 0, 0, 0}},
    {10, 0, 3, {5, 10, 17}, 3, {{1, {1}, 0, 0}, {2, {6, 7}, 2, 1}, {1, {1}, 3, 0}}, {HM_SP_NONE, 0, 0, 0, 0}},
    {11, 0, 3, {4, 9, 15}, 2, {{3, {4, 3, 3}, 0, 0}, {2, {6, 7}, 3, 1}}, {HM_SP_NONE, 0, 0, 0, 0}},
    {12, 0, 2, {5, 12}, 3, {{2, {4, 3}, 0, 0}, {2, {6, 7}, 3, 1}, {2, {4, 3}, 5, 0}}, {HM_SP_NONE, 0, 0, 0, 0}},
    {13, 0, 2, {8, 18}, 4, {{1, {5}, 0, 0}, {2, {4, 3}, 2, 1}, {1, {5}, 4, 0}, {1, {5}, 2, 0}}, {HM_SP_NONE, 0, 0, 0, 0}},
    {14, 0, 2, {5, 11}, 3, {{2, {2, 2}, 0, 0}, {1, {4}, 3, 1}, {2, {2, 2}, 5, 0}}, {HM_SP_NONE, 0, 0, 0, 0}},
    {15, 0, 3, {5, 10, 17}, 3, {{2, {6, 7}, 0, 0}, {1, {4}, 3, 0}, {1, {4}, 3, 1}}, {HM_SP_NONE, 0, 0, 0, 0}},
    {16, 0, 3, {4, 9, 14}, 3, {{1, {1}, 0, 0}, {2, {4, 3}, 3, 1}, {1, {1}, 5, 0}}, {HM_SP_NONE, 0, 0, 0, 0}},
    {17, 0, 3, {4, 8, 13}, 2, {{2, {6, 7}, 0, 0}, {2, {4, 3}, 3, 1}}, {HM_SP_NONE, 0, 0, 0, 0}},
    {18, 0, 4, {3, 6, 10, 15}, 2, {{1, {4}, 0, 0}, {2, {4, 3}, 3, 1}}, {HM_SP_NONE, 0, 0, 0, 0}},
    {19, 0, 3, {4, 10, 16}, 3, {{1, {5}, 0, 0}, {3, {4, 3, 3}, 3, 1}, {1, {5}, 5, 0}}, {HM_SP_NONE, 0, 0, 0, 0}},
    {20, 0, 3, {5, 11, 18}, 3, {{1, {1}, 0, 0}, {3, {4, 3, 3}, 2, 1}, {1, {1}, 3, 0}}, {HM_SP_NONE, 0, 0, 0, 0}},
    {21, 0, 3, {4, 10, 16}, 3, {{1, {1}, 0, 0}, {1, {2}, 2, 1}, {1, {1}, 3, 0}}, {HM_SP_NONE, 0, 0, 0, 0}},
    {22, 0, 4, {3, 6, 10, 15}, 2, {{3, {4, 3, 3}, 0, 0}, {1, {2}, 3, 1}}, {HM_SP_NONE, 0, 0, 0, 0}},
    {23, 0, 3, {4, 9, 16}, 3, {{1, {5}, 0, 0}, {1, {2}, 3, 0}, {1, {2}, 3, 1}}, {HM_SP_NONE, 0, 0, 0, 0}},
    {24, 0, 2, {5, 11}, 3, {{1, {1}, 0, 0}, {2, {2, 2}, 3, 1}, {1, {1}, 5, 0}}, {HM_SP_NONE, 0, 0, 0, 0}},
    {25, 0, 2, {5, 11}, 2, {{1, {5}, 0, 0}, {3, {2, 2, 2}, 3, 1}}, {HM_SP_NONE, 0, 0, 0, 0}},
    {26, 0, 4, {2, 5, 9, 14}, 2, {{1, {5}, 0, 0}, {1, {2}, 3, 1}}, {HM_SP_NONE, 0, 0, 0, 0}},
    {27, 0, 2, {4, 9}, 3, {{2, {6, 7}, 0, 0}, {1, {5}, 2, 1}, {2, {6, 7}, 3, 0}}, {HM_SP_NONE, 0, 0, 0, 0}},
    {28, 0, 2, {5, 12}, 3, {{2, {2, 2}, 0, 0}, {1, {5}, 3, 0}, {1, {5}, 3, 1}}, {HM_SP_NONE, 0, 0, 0, 0}},
    {29, 0, 3, {5, 10, 17}, 3, {{2, {4, 3}, 0, 0}, {1, {5}, 2, 1}, {2, {4, 3}, 3, 0}}, {HM_SP_NONE, 0, 0, 0, 0}},
    {30, 0, 2, {6, 12}, 4, {{1, {1}, 0, 0}, {1, {5}, 2, 1}, {1, {1}, 4, 0}, {1, {1}, 2, 0}}, {HM_SP_NONE, 0, 0, 0, 0}},
    {31, 0, 5, {2, 5, 8, 12, 17}, 2, {{1, {4}, 0, 0}, {1, {5}, 3, 1}}, {HM_SP_NONE, 0, 0, 0, 0}},
    {32, 0, 2, {5, 11}, 3, {{2, {4, 3}, 0, 0}, {2, {4, 3}, 3, 0}, {1, {5}, 3, 1}}, {HM_SP_NONE, 0, 0, 0, 0}},
    {33, 1, 1, {0}, 3, {{2, {4, 3}, 0, 0}, {1, {5}, 3, 1}, {1, {5}, 3, 0}}, {HM_SP_GROUPS, HM_FIELD, 3, 10, 2}}, /* Gain 10 points for each group of 3 fields tokens or more, 2 otherwise */
    {34, 1, 1, {0}, 4, {{1, {5}, 0, 0}, {1, {1}, 2, 0}, {1, {1}, 4, 0}, {1, {5}, 2, 1}}, {HM_SP_GROUPS, HM_FIELD, 1, 5, 0}}, /* Gain 5 points for each group of 1 field token or more */
    {35, 1, 1, {0}, 3, {{3, {4, 3, 3}, 0, 0}, {2, {4, 3}, 3, 1}, {1, {4}, 3, 0}}, {HM_SP_TREES, HM_FOLIAGE, 1, 0, 4}}, /* Gain 4 points for each tree of height 2 or 3 */
    {36, 1, 1, {0}, 3, {{1, {4}, 0, 0}, {3, {4, 3, 3}, 3, 1}, {1, {4}, 5, 0}}, {HM_SP_TREES, HM_FOLIAGE, 2, 3, 1}}, /* Gain 3 points for each tree of height 1 or 2, 1 point for each tree of height 3 */
    {37, 1, 1, {0}, 3, {{2, {6, 7}, 0, 0}, {1, {4}, 3, 0}, {2, {6, 7}, 3, 1}}, {HM_SP_GROUPS, HM_BUILDING, 1, 4, 0}}, /* Gain 4 points for each group of 1 building or more */
    {38, 1, 1, {0}, 3, {{1, {5}, 0, 0}, {2, {6, 7}, 3, 0}, {2, {6, 7}, 3, 1}}, {HM_SP_GROUPS, HM_BUILDING, 2, 6, 0}}, /* Gain 6 points for each group of 2 buildings or more */
    {39, 1, 1, {0}, 2, {{2, {2, 2}, 0, 0}, {3, {2, 2, 2}, 3, 1}}, {HM_SP_MOUNTAINS, HM_MOUNTAIN, 1, 0, 4}}, /* Gain 4 points for each mountain of height 2 or 3 */
    {40, 1, 1, {0}, 3, {{1, {2}, 0, 0}, {2, {2, 2}, 2, 1}, {1, {2}, 3, 0}}, {HM_SP_MOUNTAINS, HM_MOUNTAIN, 2, 3, 1}}, /* Gain 3 points for each mountain of height 1 or 2, 1 otherwise */
    {41, 1, 1, {0}, 3, {{2, {4, 3}, 0, 0}, {1, {1}, 3, 1}, {2, {4, 3}, 3, 0}}, {HM_SP_GROUPS, HM_WATER, 2, 7, 0}}, /* Gain 7 points for each group of 2 water tokens or more */
    {42, 1, 1, {0}, 3, {{2, {2, 2}, 0, 0}, {1, {1}, 3, 1}, {1, {1}, 3, 0}}, {HM_SP_COUNT, HM_WATER, 0, 2, 0}}, /* Gain 2 points for each water token */
};
const size_t ga_hm_ncards = sizeof ga_hm_cards / sizeof ga_hm_cards[0];
