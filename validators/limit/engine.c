/* limit/engine.c — Limit's cards against the three card tables of the wiki
 * page Gamehelplimit, judged by the revision in force at the game's date.
 *
 * The page (two revisions: 2026-03-01T07:42:03Z and 2026-03-03T03:23:22Z)
 * is nothing but the card tables (Society, Production, Military and
 * Economy): each row a card, its cost, its effect and a note (starting
 * card, permanent effect card, a condition "Available when social class A
 * reaches level N", a take-back cost).  The numbers are not typed here: at
 * new() the engine reads every card's cells from the parsed tables of the
 * revision in force and extracts them with the patterns of cards[] below; a
 * cell that no longer reads as the pattern makes the card unreadable (a
 * warning when it is played) instead of a silent wrong number.
 *
 * The nation's state is followed through `nation` moves (the log's word on
 * the state: the start of the game and whatever the engine does not model,
 * the Social phase, the World Bank) and checked through `play` moves: the
 * card, the choices it asks for, and the state of every nation it changed
 * afterwards.  The engine computes what the card allows and reports what
 * differs, then takes the log's state and goes on.
 *
 * The 2026-03-03 revision changed Graduate Studies ("by 3E": class E by 3,
 * in the page's shorthand of a number and a letter, as "1O" is 1 oil; then
 * "by 3": classes of the player's choice, 3 in all) and Recycling ("take
 * 1O" became "take 1 oil", the same amount). */
#include "../../src/internal.h"
#include "../../parsers/wiki.h"
#include "../validators.h"

#include <ctype.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define LM_PAGE "Gamehelplimit"
#define LM_SEC "Card Descriptions"
#define LM_MAXP 8
#define LM_OLD "2026-03-01"

/* ---------------------------------------------------------------- state */

enum {
    F_MONEY, F_UNREST, F_POP, F_A, F_B, F_C, F_D, F_E, F_LVL_R, F_LVL_I, F_LVL_M,
    F_RES_R, F_RES_I, F_RES_M, F_OIL, F_POLL, F_DISR, F_TERR, NF
};
static const char *const fnames[NF] = {
    "money", "unrest", "population", "A", "B", "C", "D", "E",
    "renewable_level", "industrial_level", "military_level",
    "renewable", "industrial", "military", "oil", "pollution", "disruption", "territories",
};

/* ---------------------------------------------------------------- cards */

enum {
    C_PUBLIC, C_EDUCATION, C_INVEST, C_GRADUATE, C_INDOCTRINATION, C_VEGETARIANISM,
    C_OVERCONSUMPTION, C_SUSTAINABLE, C_SURCHARGE, C_REFORM,
    C_INDUSTRIALIZATION, C_CRAFTSMANSHIP, C_RECYCLING, C_ROBOTIZATION, C_GREEN, C_POLICY,
    C_INTENSIVE, C_EXTRACTION, C_CLEANING, C_URBANIZATION, C_OFFSHORE, C_OVERPRODUCTION,
    C_SOFTPOWER,
    C_MARKET, C_SPECULATION, C_STOCK, C_HUMANITARIAN, C_INTERFERENCE, C_TOURISM, C_MASS,
    C_ANNEX, C_MILOP, C_COLONIZATION, C_TERRORISM, C_POLICE,
    NCARDS
};

/* Where a number stands in a row: column (2 cost, 3 effect, 4 note), the
 * text before it and the text right after it (case ignored). */
typedef struct lm_pat {
    int col;
    const char *pre, *post;
} lm_pat;

typedef struct lm_carddef {
    const char *name;   /* as in the table's first column, "(Attack)" left out */
    const char *slug;   /* the check code's last part */
    int table;          /* 1 Society, 2 Production, 3 Military and Economy */
    lm_pat pat[6];
} lm_carddef;

/* The patterns that read each card's numbers from its row (the numbers
 * themselves come from the page; see the table of Gamehelplimit,
 * section "Card Descriptions"). */
static const lm_carddef cards[NCARDS] = {
    [C_PUBLIC] = {"Public Expenditure", "public-expenditure", 1,
                  {{2, "Lose ", "$ per population"}, {3, "Decrease unrest by ", ""}}},
    [C_EDUCATION] = {"Education", "education", 1,
                     {{2, "Lose ", "$ per population"},
                      {3, "Increase ", " social class of your choice"},
                      {3, "social class of your choice by ", ""}}},
    [C_INVEST] = {"Investment Policy", "investment-policy", 1,
                  {{2, "Lose ", "$ per population"}, {3, "Decrease unrest by ", ""}}},
    [C_GRADUATE] = {"Graduate Studies", "graduate-studies", 1,
                    {{2, "Lose ", "$ per population"}, {3, "of your choice by ", ""}}},
    [C_INDOCTRINATION] = {"Indoctrination", "indoctrination", 1,
                          {{2, "Decrease ", " social class of your choice"},
                           {2, "social class of your choice by ", ""},
                           {3, "Decrease unrest by ", ""}}},
    [C_VEGETARIANISM] = {"Vegetarianism", "vegetarianism", 1,
                         {{2, "Increase unrest by ", ""}}},
    [C_OVERCONSUMPTION] = {"Overconsumption", "overconsumption", 1,
                           {{2, "Spend ", " industrial resource per population"},
                            {3, "Decrease unrest by ", ""}}},
    [C_SUSTAINABLE] = {"Sustainable Consumption", "sustainable-consumption", 1,
                       {{2, "Increase unrest by ", ""}}},
    [C_SURCHARGE] = {"Surcharge", "surcharge", 1,
                     {{2, "Increase unrest by ", ""}, {3, "Receive ", "$ per population"}}},
    [C_REFORM] = {"Political Reform", "political-reform", 1, {{2, "Lose ", "$"}}},
    [C_INDUSTRIALIZATION] = {"Industrialization", "industrialization", 2,
                             {{3, "chosen production type by ", ""}}},
    [C_CRAFTSMANSHIP] = {"Craftsmanship", "craftsmanship", 2,
                         {{2, "Lose ", "$"}, {3, "Earn ", " renewable"}}},
    [C_RECYCLING] = {"Recycling", "recycling", 2,
                     {{2, "Decrease your Industrial Production level by ", ""},
                      {3, "consume ", " or more industrial"},
                      {3, "take ", ""}}},
    [C_ROBOTIZATION] = {"Robotization", "robotization", 2,
                        {{3, "chosen production type by ", ""},
                         {4, "social class A reaches level ", ""}}},
    [C_GREEN] = {"Green Production", "green-production", 2,
                 {{2, "Decrease your Industrial production by ", " level"},
                  {3, "receive ", " less pollution"}}},
    [C_POLICY] = {"Policy Planning", "policy-planning", 2,
                  {{2, "Increase unrest by ", ""}, {4, "by increasing unrest by ", ""}}},
    [C_INTENSIVE] = {"Intensive Farming", "intensive-farming", 2,
                     {{3, "lose ", " oil"}, {3, "receive ", " pollution"}}},
    [C_EXTRACTION] = {"Extraction", "extraction", 2,
                      {{2, "Lose ", "$"}, {2, "receive ", " pollution"}, {3, "Take ", " oil"}}},
    [C_CLEANING] = {"Cleaning the Planet", "cleaning-the-planet", 2,
                    {{2, "Lose ", "$"}, {3, "put ", " excess pollution"},
                     {3, "(including you) puts ", " excess pollution"}}},
    [C_URBANIZATION] = {"Urbanization", "urbanization", 2,
                        {{2, "Spend ", " industrial resource per population"},
                         {3, "of your choice by ", ""}}},
    [C_OFFSHORE] = {"Offshore Production", "offshore-production", 2, {{0}}},
    [C_OVERPRODUCTION] = {"Overproduction", "overproduction", 2,
                          {{2, "Increase unrest by ", ""}}},
    [C_SOFTPOWER] = {"Soft Power", "soft-power", 2,
                     {{2, "Lose ", "$"}, {3, "up to ", " of your"}}},
    [C_MARKET] = {"Market Access", "market-access", 3,
                  {{4, "social class A reaches level ", ""}}},
    [C_SPECULATION] = {"Speculation", "speculation", 3,
                       {{2, "and ", "$ from your own stock"}}},
    [C_STOCK] = {"Stock Exchange", "stock-exchange", 3,
                 {{2, "Take ", "$ from your own stock"}, {3, "make ", " transactions"}}},
    [C_HUMANITARIAN] = {"Humanitarian Aid", "humanitarian-aid", 3,
                        {{2, "Lose ", "$"}, {3, "place ", " of your disruption tokens"},
                         {3, "(including you) places ", " of their disruption tokens"}}},
    [C_INTERFERENCE] = {"Political Interference", "political-interference", 3,
                        {{3, "increase a social class of your choice by ", ""}}},
    [C_TOURISM] = {"Development of Tourism", "development-of-tourism", 3,
                   {{3, "Subtract ", " from that number"}, {3, "Multiply that value by ", ""},
                    {3, "reduces their unrest by ", ""}}},
    [C_MASS] = {"Mass Destruction", "mass-destruction", 3,
                {{2, "Spend ", " or more"}, {2, "receive ", " disruption"},
                 {3, "they lose ", " territory"}, {3, "level by ", " (you choose)"},
                 {3, "they receive ", " pollution"}, {4, "social class A reaches level ", ""}}},
    [C_ANNEX] = {"Annexation of Territory", "annexation-of-territory", 3,
                 {{2, "Spend ", " or more"}, {2, "receive ", " disruption"},
                  {3, "take ", " territ"}, {3, "production by ", " level"}}},
    [C_MILOP] = {"Military Operation", "military-operation", 3,
                 {{2, "Spend ", " or more"}, {2, "receive ", " disruption"},
                  {3, "take up to ", " oil"}, {3, "or up to ", " industrial"},
                  {3, "or up to ", " renewable"}}},
    [C_COLONIZATION] = {"Colonization", "colonization", 3,
                        {{2, "Spend ", " military"}, {2, "receive ", " disruption"},
                         {3, "Take ", " territory"}, {3, "and ", " oil"}}},
    [C_TERRORISM] = {"Terrorism", "terrorism", 3,
                     {{2, "Spend ", " military"}, {2, "receive ", " disruption"},
                      {3, "increases unrest by ", ""}}},
    [C_POLICE] = {"Police Repression", "police-repression", 3,
                  {{2, "as ", " levels below your current population"},
                   {2, "receive ", " disruption"}, {3, "Decrease unrest by ", ""}}},
};

/* What new() read of one card's row. */
typedef struct lm_card {
    int found;        /* the row is in the tables of the revision in force */
    int ok;           /* every pattern read a number */
    int n[6];
    int avail;        /* "Available when social class A reaches level N": N, 0 none */
    int permanent;    /* "Permanent effect card" */
    int types;        /* production types the cost lets one choose (bit F_LVL_*) */
    int e_only;       /* Graduate Studies "by 3E": class E only */
    char why[160];    /* when !ok: the cell that did not read */
} lm_card;

/* ---------------------------------------------------------------- rules */

enum {
    R_PUBLIC, R_EDUCATION, R_INVEST, R_GRADUATE, R_GRADUATE_OLD, R_INDOCTRINATION,
    R_VEGETARIANISM, R_OVERCONSUMPTION, R_SUSTAINABLE, R_SURCHARGE, R_REFORM,
    R_INDUSTRIALIZATION, R_CRAFTSMANSHIP, R_RECYCLING, R_RECYCLING_OLD, R_ROBOTIZATION,
    R_GREEN, R_POLICY, R_POLICY_BACK, R_INTENSIVE, R_INTENSIVE_BACK, R_INTENSIVE_OIL,
    R_EXTRACTION, R_CLEANING, R_URBANIZATION, R_OFFSHORE, R_OVERPRODUCTION, R_SOFTPOWER,
    R_MARKET, R_SPECULATION, R_STOCK, R_HUMANITARIAN, R_INTERFERENCE, R_TOURISM, R_MASS,
    R_ANNEX, R_MILOP, R_COLONIZATION, R_TERRORISM, R_POLICE,
    R_ORDER, R_PERMANENT, R_AVAIL_ROBOT, R_AVAIL_MASS, R_TARGET, R_VEG_SUPPLY,
    R_SUST_CONSUME, R_GREEN_PRODUCE, R_INTENSIVE_PRODUCE, R_POLICY_GROWTH, R_RECYCLING_OIL,
    R_NREFS
};

#define REF(id, phrase) {id, LM_PAGE, LM_SEC, phrase}
static const ga_rule_ref refs[R_NREFS] = {
    [R_PUBLIC] = REF("limit.public-expenditure", "Lose 1$ per population"),
    [R_EDUCATION] = REF("limit.education", "Increase 1 social class of your choice by 1"),
    [R_INVEST] = REF("limit.investment-policy", "Lose 2$ per population"),
    [R_GRADUATE] = REF("limit.graduate-studies",
                       "Increase social class(es) of your choice by 3, respecting"),
    [R_GRADUATE_OLD] = {"limit.graduate-studies.3e", LM_PAGE, LM_SEC,
                        "Increase social class(es) of your choice by 3E", NULL, LM_OLD},
    [R_INDOCTRINATION] = REF("limit.indoctrination",
                             "Decrease 1 social class of your choice by 1"),
    [R_VEGETARIANISM] = REF("limit.vegetarianism", "Increase unrest by 2"),
    [R_OVERCONSUMPTION] = REF("limit.overconsumption",
                              "Spend 1 industrial resource per population"),
    [R_SUSTAINABLE] = REF("limit.sustainable-consumption", "Sustainable Consumption"),
    [R_SURCHARGE] = REF("limit.surcharge", "Receive 2$ per population"),
    [R_REFORM] = REF("limit.political-reform", "Lose 10$"),
    [R_INDUSTRIALIZATION] = REF("limit.industrialization",
                                "Increase the level of the chosen production type by 1"),
    [R_CRAFTSMANSHIP] = REF("limit.craftsmanship",
                            "Earn 2 renewable, 2 industrial, or 2 military resources"),
    [R_RECYCLING] = REF("limit.recycling", "Decrease your Industrial Production level by 1"),
    [R_RECYCLING_OLD] = {"limit.recycling.1o", LM_PAGE, LM_SEC, "take 1O from the Limit box",
                         NULL, LM_OLD},
    [R_ROBOTIZATION] = REF("limit.robotization",
                           "Increase the level of the chosen production type by 2"),
    [R_GREEN] = REF("limit.green-production", "Decrease your Industrial production by 1 level"),
    [R_POLICY] = REF("limit.policy-planning", "Policy Planning"),
    [R_POLICY_BACK] = REF("limit.policy-planning.back",
                          "You may take this card back at any point by increasing unrest by 2"),
    [R_INTENSIVE] = REF("limit.intensive-farming",
                        "Lose as many $ as the value of the Renewable production plant"),
    [R_INTENSIVE_BACK] = REF("limit.intensive-farming.back",
                             "You may take this card back by reducing your Renewable production "
                             "level (don't reduce if at 1)"),
    [R_INTENSIVE_OIL] = REF("limit.intensive-farming.oil",
                            "If you do not have enough oil you must take this card back"),
    [R_EXTRACTION] = REF("limit.extraction", "Lose 5$ and receive 1 pollution"),
    [R_CLEANING] = REF("limit.cleaning-the-planet", "Lose 50$"),
    [R_URBANIZATION] = REF("limit.urbanization",
                           "Increase social class(es) of your choice by 2"),
    [R_OFFSHORE] = REF("limit.offshore-production",
                       "Give that nation the value of the level of their Industrial production "
                       "plant cube in $"),
    [R_OVERPRODUCTION] = REF("limit.overproduction",
                             "Produce your choice of industrial or military resources"),
    [R_SOFTPOWER] = REF("limit.soft-power", "Give them up to 2 of your distruption tokens"),
    [R_MARKET] = REF("limit.market-access", "Available when social class A reaches level 2"),
    [R_SPECULATION] = REF("limit.speculation",
                          "Take 5$ from the World Bank and 5$ from your own stock"),
    [R_STOCK] = REF("limit.stock-exchange",
                    "you can make 2 transactions instead of 1, on different resources"),
    [R_HUMANITARIAN] = REF("limit.humanitarian-aid",
                           "place 1 of your disruption tokens on the disruption reserve card"),
    [R_INTERFERENCE] = REF("limit.political-interference",
                           "Take the amount of $ from them equal to the position of their "
                           "population cylinder"),
    [R_TOURISM] = REF("limit.development-of-tourism",
                      "Multiply that value by 10 and take the corresponding number of $ from "
                      "them"),
    [R_MASS] = REF("limit.mass-destruction",
                   "they receive 3 pollution tokens from the pollution reserve card"),
    [R_ANNEX] = REF("limit.annexation-of-territory", "take 1 territroy from them"),
    [R_MILOP] = REF("limit.military-operation",
                    "Spend 3 or more (you choose) military resources and receive 1 disruption "
                    "token"),
    [R_COLONIZATION] = REF("limit.colonization",
                           "Spend 5 military resources and receive 2 disruption tokens"),
    [R_TERRORISM] = REF("limit.terrorism", "That nation increases unrest by 3"),
    [R_POLICE] = REF("limit.police-repression",
                     "Spend as many military resources as two levels below your current "
                     "population"),
    [R_ORDER] = REF("limit.classes.order", "respecting the rule of A>=B>=C>=D>=E"),
    [R_PERMANENT] = REF("limit.permanent", "Permanent effect card"),
    [R_AVAIL_ROBOT] = REF("limit.robotization.available",
                          "Available when social class A reaches level 3"),
    [R_AVAIL_MASS] = REF("limit.mass-destruction.available",
                         "Available when social class A reaches level 4"),
    [R_TARGET] = REF("limit.target", "Target a nation"),
    [R_VEG_SUPPLY] = REF("limit.vegetarianism.supply",
                         "treat your population as if it was one level directly below"),
    [R_SUST_CONSUME] = REF("limit.sustainable-consumption.consume",
                           "treat your population as if it was 1 level lower"),
    [R_GREEN_PRODUCE] = REF("limit.green-production.produce",
                            "receive 1 less pollution than indicated"),
    [R_INTENSIVE_PRODUCE] = REF("limit.intensive-farming.produce",
                                "lose 1 oil, receive 1 pollution, and treat your Renewable "
                                "production level as if it was one level directly higher"),
    [R_POLICY_GROWTH] = REF("limit.policy-planning.growth",
                            "Do not action the Economic Growth step during the Social phase"),
    [R_RECYCLING_OIL] = REF("limit.recycling.oil",
                            "When you consume 10 or more industrial resources in one step"),
};

/* Every cell the engine reads, pinned (generated from the parsed tables). */
#include "cells.h"

/* ---------------------------------------------------------------- checks */

static const ga_check_def checks[] = {
    {"limit.card.annexation-of-territory", GA_ERROR, R_ANNEX,
     "Annexation of Territory: 10+ military spent, 2 disruption, 1 territory and 1 industrial "
     "or military level taken from an unresisting target"},
    {"limit.card.cleaning-the-planet", GA_ERROR, R_CLEANING,
     "Cleaning the Planet: 50$ paid (with help), 1 pollution off the player then 1 off each "
     "nation that has any"},
    {"limit.card.colonization", GA_ERROR, R_COLONIZATION,
     "Colonization: 5 military spent, 2 disruption, 1 territory and 2 oil while reserves last"},
    {"limit.card.craftsmanship", GA_ERROR, R_CRAFTSMANSHIP,
     "Craftsmanship: 1$ for 2 resources of one kind"},
    {"limit.card.development-of-tourism", GA_ERROR, R_TOURISM,
     "Development of Tourism: (target's class E - 1) x 10 $ taken, target's unrest -2"},
    {"limit.card.education", GA_ERROR, R_EDUCATION,
     "Education: 1$ per population, one social class +1"},
    {"limit.card.extraction", GA_ERROR, R_EXTRACTION,
     "Extraction: 5$ and 1 pollution for 2 oil"},
    {"limit.card.graduate-studies", GA_ERROR, R_GRADUATE,
     "Graduate Studies: 2$ per population, classes +3 in all (class E +3 before 2026-03-03)",
     GA_ALSO(R_GRADUATE_OLD)},
    {"limit.card.green-production", GA_ERROR, R_GREEN,
     "Green Production: industrial production level -1"},
    {"limit.card.humanitarian-aid", GA_ERROR, R_HUMANITARIAN,
     "Humanitarian Aid: 50$ paid (with help), 1 disruption off the player then 1 off each "
     "nation that has any"},
    {"limit.card.indoctrination", GA_ERROR, R_INDOCTRINATION,
     "Indoctrination: one social class -1, unrest -2"},
    {"limit.card.industrialization", GA_ERROR, R_INDUSTRIALIZATION,
     "Industrialization: the chosen level in $, that production level +1"},
    {"limit.card.intensive-farming", GA_ERROR, R_INTENSIVE,
     "Intensive Farming: the renewable production level in $"},
    {"limit.card.investment-policy", GA_ERROR, R_INVEST,
     "Investment Policy: 2$ per population, unrest -3"},
    {"limit.card.market-access", GA_ERROR, R_MARKET,
     "Market Access: only with social class A at level 2 or more"},
    {"limit.card.mass-destruction", GA_ERROR, R_MASS,
     "Mass Destruction: 10+ military spent, 2 disruption; an unresisting target loses 1 "
     "territory and 1 industrial or military level and receives 3 pollution"},
    {"limit.card.military-operation", GA_ERROR, R_MILOP,
     "Military Operation: 3+ military spent, 1 disruption; up to 2 oil, 5 industrial or 5 "
     "renewable taken from an unresisting target"},
    {"limit.card.offshore-production", GA_ERROR, R_OFFSHORE,
     "Offshore Production: the target's industrial level paid to the target in $"},
    {"limit.card.overconsumption", GA_ERROR, R_OVERCONSUMPTION,
     "Overconsumption: 1 industrial resource per population, unrest -3"},
    {"limit.card.overproduction", GA_ERROR, R_OVERPRODUCTION,
     "Overproduction: unrest +1, then industrial or military resources produced"},
    {"limit.card.police-repression", GA_ERROR, R_POLICE,
     "Police Repression: military = population - 2 spent, 1 disruption, unrest -2"},
    {"limit.card.policy-planning", GA_ERROR, R_POLICY, "Policy Planning: unrest +2"},
    {"limit.card.political-interference", GA_ERROR, R_INTERFERENCE,
     "Political Interference: the target's population in $ taken, one target class +1"},
    {"limit.card.political-reform", GA_ERROR, R_REFORM, "Political Reform: 10$"},
    {"limit.card.public-expenditure", GA_ERROR, R_PUBLIC,
     "Public Expenditure: 1$ per population, unrest -1"},
    {"limit.card.recycling", GA_ERROR, R_RECYCLING,
     "Recycling: industrial production level -1"},
    {"limit.card.robotization", GA_ERROR, R_ROBOTIZATION,
     "Robotization: the chosen (industrial or military) level in $, that level +2"},
    {"limit.card.soft-power", GA_ERROR, R_SOFTPOWER,
     "Soft Power: 20$, up to 2 disruption tokens given to the target"},
    {"limit.card.speculation", GA_ERROR, R_SPECULATION,
     "Speculation: 5$ from the player's stock, then one transaction"},
    {"limit.card.stock-exchange", GA_ERROR, R_STOCK,
     "Stock Exchange: 10$; with it Market Access and Speculation make up to 2 transactions "
     "on different resources (else 1)"},
    {"limit.card.surcharge", GA_ERROR, R_SURCHARGE,
     "Surcharge: unrest +1, 2$ per population received"},
    {"limit.card.sustainable-consumption", GA_ERROR, R_SUSTAINABLE,
     "Sustainable Consumption: unrest +2"},
    {"limit.card.terrorism", GA_ERROR, R_TERRORISM,
     "Terrorism: 1 military, 1 disruption, target's unrest +3"},
    {"limit.card.unavailable", GA_ERROR, R_AVAIL_ROBOT,
     "a card played before social class A reaches the level its note asks",
     GA_ALSO(R_AVAIL_MASS)},
    {"limit.card.unknown", GA_WARNING, -1,
     "a card that is not in the tables of the revision in force (or whose row no longer "
     "reads as the engine expects): its effect follows the log"},
    {"limit.card.urbanization", GA_ERROR, R_URBANIZATION,
     "Urbanization: 1 industrial resource per population, classes +2 in all"},
    {"limit.card.vegetarianism", GA_ERROR, R_VEGETARIANISM, "Vegetarianism: unrest +2"},
    {"limit.classes.order", GA_ERROR, R_ORDER,
     "a nation's social classes break A>=B>=C>=D>=E after a card"},
    {"limit.permanent.twice", GA_ERROR, R_PERMANENT,
     "a permanent effect card played while the same card is already in front of the nation"},
    {"limit.social.consume", GA_ERROR, R_SUST_CONSUME,
     "Consumption step: the population level used ignores Sustainable Consumption (or "
     "applies it without the card)"},
    {"limit.social.growth", GA_ERROR, R_POLICY_GROWTH,
     "an Economic Growth step actioned while Policy Planning is in front of the nation"},
    {"limit.social.intensive-oil", GA_ERROR, R_INTENSIVE_OIL,
     "Intensive Farming kept through a Production step without the oil it needs"},
    {"limit.social.produce", GA_ERROR, R_INTENSIVE_PRODUCE,
     "Production step: Intensive Farming (level +1, 1 oil, 1 pollution) or Green Production "
     "(1 less pollution) not applied, or applied without the card",
     GA_ALSO(R_GREEN_PRODUCE)},
    {"limit.social.recycling", GA_ERROR, R_RECYCLING_OIL,
     "Recycling: 10 or more industrial consumed in one step without the 1 oil (or oil "
     "taken below 10)"},
    {"limit.social.supply", GA_ERROR, R_VEG_SUPPLY,
     "Supply step: the population level used ignores Vegetarianism (or applies it without "
     "the card)"},
    {"limit.takeback.intensive-farming", GA_ERROR, R_INTENSIVE_BACK,
     "Intensive Farming taken back without reducing the renewable level by 1 (or reducing it "
     "from 1)"},
    {"limit.takeback.not-in-play", GA_ERROR, R_PERMANENT,
     "a card taken back that is not in front of the nation"},
    {"limit.takeback.policy-planning", GA_ERROR, R_POLICY_BACK,
     "Policy Planning taken back without unrest +2"},
    {"limit.target.invalid", GA_ERROR, R_TARGET,
     "a targeted card played without another nation of the game as its target"},
};
#define NCHECKS (sizeof checks / sizeof checks[0])

/* ---------------------------------------------------------------- engine */

struct ga_engine {
    ga_header h;
    char revts[24];
    lm_card card[NCARDS];
    int st[LM_MAXP][NF];
    int known[LM_MAXP];              /* a nation move has set the state */
    unsigned long perm[LM_MAXP];     /* permanent cards in front, bit per card */
    size_t np;
};

static const char *pname(const ga_engine *e, int p)
{
    return e->h.players[p].name && *e->h.players[p].name ? e->h.players[p].name
                                                          : e->h.players[p].id;
}

static int player_of(const ga_engine *e, const char *id)
{
    int p = id ? ga_header_player_index(&e->h, id) : -1;
    return p >= 0 && p < LM_MAXP ? p : -1;
}

/* ---- reading the cells */

static const char *const words[] = {"zero", "one", "two", "three", "four", "five",
                                    "six", "seven", "eight", "nine", "ten"};

/* Reads a number (digits or a small number word) at s; *len gets its length. */
static int read_num(const char *s, int *n, size_t *len)
{
    if (isdigit((unsigned char)*s)) {
        int v = 0;
        size_t i = 0;
        while (isdigit((unsigned char)s[i]) && v < 100000)
            v = v * 10 + (s[i++] - '0');
        *n = v;
        *len = i;
        return 1;
    }
    for (int w = 0; w < 11; w++) {
        size_t l = strlen(words[w]);
        if (!strncasecmp(s, words[w], l) && !isalpha((unsigned char)s[l])) {
            *n = w;
            *len = l;
            return 1;
        }
    }
    return 0;
}

/* Finds pre + number + post in cell (case ignored): the first occurrence of
 * pre that such a number follows.  *rest (may be NULL) gets the text after
 * the number. */
static int cell_num(const char *cell, const char *pre, const char *post, int *n,
                    const char **rest)
{
    size_t pl = strlen(pre), ql = strlen(post);
    for (const char *s = cell; s && *s; s++) {
        if (strncasecmp(s, pre, pl))
            continue;
        size_t len;
        int v;
        if (!read_num(s + pl, &v, &len))
            continue;
        if (strncasecmp(s + pl + len, post, ql))
            continue;
        *n = v;
        if (rest)
            *rest = s + pl + len;
        return 1;
    }
    return 0;
}

static char *get_cell(const ga_ruleset *rs, const char *date, int table, int row, int col)
{
    char spec[8], *out = NULL;
    ga_error err;
    snprintf(spec, sizeof spec, "%d", table);
    if (ga_ruleset_cell(rs, LM_PAGE, LM_SEC, spec, row, col, date, &out, NULL, &err))
        return NULL;
    return out;
}

/* Strips " (Attack)" and spaces, compares case-insensitively. */
static int same_name(const char *cell, const char *name)
{
    size_t nl = strlen(name);
    while (*cell == ' ')
        cell++;
    if (strncasecmp(cell, name, nl))
        return 0;
    cell += nl;
    while (*cell == ' ')
        cell++;
    return !*cell || !strncasecmp(cell, "(Attack)", 8);
}

static void read_card(const ga_ruleset *rs, const char *date, int c, lm_card *out)
{
    const lm_carddef *d = &cards[c];
    memset(out, 0, sizeof *out);
    int row = 0;
    for (int r = 1; r <= 40; r++) {
        char *nm = get_cell(rs, date, d->table, r, 1);
        if (!nm)
            break;
        int hit = same_name(nm, d->name);
        free(nm);
        if (hit) {
            row = r;
            break;
        }
    }
    if (!row) {
        snprintf(out->why, sizeof out->why, "no row \"%s\" in table %d", d->name, d->table);
        return;
    }
    out->found = 1;
    char *cell[5] = {NULL};
    for (int k = 2; k <= 4; k++) {
        cell[k] = get_cell(rs, date, d->table, row, k);
        if (!cell[k])
            cell[k] = ga_strdup0("");
    }
    out->ok = 1;
    for (int i = 0; i < 6 && d->pat[i].col; i++) {
        const char *rest = NULL;
        const char *txt = cell[d->pat[i].col] ? cell[d->pat[i].col] : "";
        if (!cell_num(txt, d->pat[i].pre, d->pat[i].post, &out->n[i], &rest)) {
            out->ok = 0;
            snprintf(out->why, sizeof out->why, "the %s cell does not read \"%s<n>%s\"",
                     d->pat[i].col == 2 ? "cost" : d->pat[i].col == 3 ? "effect" : "note",
                     d->pat[i].pre, d->pat[i].post);
            break;
        }
        if (c == C_GRADUATE && i == 1 && rest && *rest == 'E')
            out->e_only = 1;
        if (c == C_RECYCLING && i == 2 && rest && strncasecmp(rest, "O ", 2) &&
            strncasecmp(rest, " oil", 4)) {
            out->ok = 0;
            snprintf(out->why, sizeof out->why, "the effect cell takes no oil");
        }
    }
    const char *note = cell[4] ? cell[4] : "";
    const char *cost = cell[2] ? cell[2] : "";
    int lvl;
    if (cell_num(note, "social class A reaches level ", "", &lvl, NULL))
        out->avail = lvl;
    out->permanent = strstr(note, "Permanent effect card") != NULL;
    if (c == C_INDUSTRIALIZATION || c == C_ROBOTIZATION) {
        const char *par = strchr(cost, '(');
        const char *end = par ? strchr(par, ')') : NULL;
        if (par && end) {
            char buf[128];
            snprintf(buf, sizeof buf, "%.*s", (int)(end - par), par);
            if (strcasestr(buf, "renewable"))
                out->types |= 1 << F_LVL_R;
            if (strcasestr(buf, "industrial"))
                out->types |= 1 << F_LVL_I;
            if (strcasestr(buf, "military"))
                out->types |= 1 << F_LVL_M;
        }
        if (!out->types || !strcasestr(cost, "lose as many $ as the value")) {
            out->ok = 0;
            snprintf(out->why, sizeof out->why, "the cost cell names no production types");
        }
    }
    if (c == C_INTENSIVE && !strcasestr(cost, "Renewable production plant cube")) {
        out->ok = 0;
        snprintf(out->why, sizeof out->why, "the cost cell is not the renewable level in $");
    }
    if (c == C_OFFSHORE && !strcasestr(cost, "Industrial production plant cube in $")) {
        out->ok = 0;
        snprintf(out->why, sizeof out->why, "the cost cell is not the target's industrial level");
    }
    if (c == C_INTERFERENCE && !strcasestr(cell[3] ? cell[3] : "", "population cylinder")) {
        out->ok = 0;
        snprintf(out->why, sizeof out->why, "the effect cell does not take the population in $");
    }
    for (int k = 2; k <= 4; k++)
        free(cell[k]);
}

/* ---- comparing states */

/* One card's verdict being built: the nations' states before, expected and
 * as the log has them after, and the complaints. */
typedef struct lm_eval {
    int before[LM_MAXP][NF];
    int expect[LM_MAXP][NF];
    int after[LM_MAXP][NF];
    int free_[LM_MAXP][NF];   /* a field the card lets change freely (log decides) */
    ga_buf why;
} lm_eval;

static void complain(lm_eval *v, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void complain(lm_eval *v, const char *fmt, ...)
{
    va_list ap;
    if (v->why.len)
        ga_buf_puts(&v->why, "; ");
    va_start(ap, fmt);
    ga_buf_vprintf(&v->why, fmt, ap);
    va_end(ap);
}

/* Reads a state object (field -> int) over dst; unknown keys are ignored
 * (the reader accepted the object), non-integers and absurd values too. */
static void read_state(const json_t *o, int *dst)
{
    for (int f = 0; f < NF; f++) {
        long long v;
        if (ga_json_int(json_object_get(o, fnames[f]), &v) && v > -100000 && v < 100000)
            dst[f] = (int)v;
    }
}

static int class_order_ok(const int *s)
{
    return s[F_A] >= s[F_B] && s[F_B] >= s[F_C] && s[F_C] >= s[F_D] && s[F_D] >= s[F_E];
}

static void order_check(ga_engine *e, const ga_move *m, int p, ga_findings *out)
{
    const int *s = e->st[p];
    if (!class_order_ok(s))
        ga_report(out, &ga_game_limit, m, "limit.classes.order",
                  "%s's social classes are A%d B%d C%d D%d E%d, which breaks A>=B>=C>=D>=E",
                  pname(e, p), s[F_A], s[F_B], s[F_C], s[F_D], s[F_E]);
}

/* Class deltas of nation p: checks them against a rule of the card. */
static void classes_delta(const lm_eval *v, int p, int d[5])
{
    for (int k = 0; k < 5; k++)
        d[k] = v->after[p][F_A + k] - v->before[p][F_A + k];
}

static void free_classes(lm_eval *v, int p)
{
    for (int k = 0; k < 5; k++)
        v->free_[p][F_A + k] = 1;
}

/* One class +n (n>0) or -n (n<0), exactly one. */
static void one_class(lm_eval *v, int p, int n, const char *who)
{
    int d[5], hit = 0, bad = 0;
    classes_delta(v, p, d);
    free_classes(v, p);
    for (int k = 0; k < 5; k++)
        if (d[k] == n)
            hit++;
        else if (d[k])
            bad = 1;
    if (hit != 1 || bad)
        complain(v, "%s's classes change by A%+d B%+d C%+d D%+d E%+d, the card moves one class "
                 "by %+d", who, d[0], d[1], d[2], d[3], d[4], n);
}

/* Classes raised by n in all, none lowered. */
static void classes_up(lm_eval *v, int p, int n, int e_only)
{
    int d[5], sum = 0, neg = 0;
    classes_delta(v, p, d);
    free_classes(v, p);
    for (int k = 0; k < 5; k++) {
        sum += d[k];
        if (d[k] < 0)
            neg = 1;
    }
    if (e_only && (d[4] != n || sum != n))
        complain(v, "classes change by A%+d B%+d C%+d D%+d E%+d, the card raises class E by %d "
                 "(\"by %dE\")", d[0], d[1], d[2], d[3], d[4], n, n);
    else if (!e_only && (sum != n || neg))
        complain(v, "classes change by A%+d B%+d C%+d D%+d E%+d, the card raises classes of the "
                 "player's choice by %d in all", d[0], d[1], d[2], d[3], d[4], n);
}

/* expect[p][f] += d, with the reason named when it is not what happened. */
static void want(lm_eval *v, int p, int f, int d)
{
    v->expect[p][f] += d;
}

/* Compares after with expect for every nation; free fields are the log's. */
static void compare(const ga_engine *e, lm_eval *v)
{
    for (size_t p = 0; p < e->np; p++)
        for (int f = 0; f < NF; f++) {
            if (v->free_[p][f] || v->after[p][f] == v->expect[p][f])
                continue;
            complain(v, "%s %s %d -> %d, the card gives %d", pname(e, (int)p), fnames[f],
                     v->before[p][f], v->after[p][f], v->expect[p][f]);
        }
}

/* Spending military: exactly n (exact) or n or more; returns what was spent. */
static int spend_military(lm_eval *v, int p, int n, int or_more)
{
    int spent = v->before[p][F_RES_M] - v->after[p][F_RES_M];
    if (or_more ? spent < n : spent != n)
        complain(v, "%d military resources spent, the card asks %s%d", spent,
                 or_more ? "at least " : "", n);
    v->free_[p][F_RES_M] = 1;
    return spent;
}

/* A payment of n $ that other nations may help with ("contributions"). */
static void pay_helped(const ga_engine *e, lm_eval *v, int p, int n, const json_t *contrib)
{
    int helped = 0;
    const char *key;
    json_t *val;
    json_object_foreach((json_t *)contrib, key, val) {
        int q = player_of(e, key);
        long long amt;
        if (q < 0 || q >= (int)e->np || !ga_json_int(val, &amt) || amt < 0 || amt > 1000)
            continue;
        want(v, q, F_MONEY, -(int)amt);
        helped += (int)amt;
    }
    if (helped > n)
        complain(v, "the other nations contribute %d$, more than the %d$ the card costs", helped,
                 n);
    want(v, p, F_MONEY, -(n - helped > 0 ? n - helped : 0));
}

static const char *lvl_name(int f)
{
    return f == F_LVL_R ? "renewable" : f == F_LVL_I ? "industrial" : "military";
}

static int lvl_of(const char *s)
{
    if (!s)
        return -1;
    if (!strcmp(s, "renewable"))
        return F_LVL_R;
    if (!strcmp(s, "industrial"))
        return F_LVL_I;
    if (!strcmp(s, "military"))
        return F_LVL_M;
    return -1;
}

/* Transactions (Market Access, Speculation): each {resource, amount,
 * money}: the resource and money change by what the log says (prices are
 * not modelled), the count and the resources are checked. */
static void trades(const ga_engine *e, lm_eval *v, int p, const json_t *t, const ga_move *m,
                   ga_findings *out)
{
    int max = (e->perm[p] >> C_STOCK) & 1 ? e->card[C_STOCK].n[1] : 1;
    size_t n = json_array_size(t), i;
    json_t *x;
    int seen[NF] = {0}, twice = 0;
    json_array_foreach((json_t *)t, i, x) {
        const char *r = json_string_value(json_object_get(x, "resource"));
        long long amt = 0, money = 0;
        ga_json_int(json_object_get(x, "amount"), &amt);
        ga_json_int(json_object_get(x, "money"), &money);
        int f = -1;
        for (int k = F_RES_R; k <= F_OIL; k++)
            if (r && !strcmp(r, fnames[k]))
                f = k;
        if (f < 0)
            continue;
        if (seen[f])
            twice = 1;
        seen[f] = 1;
        if (amt > -1000 && amt < 1000 && money > -10000 && money < 10000) {
            want(v, p, f, (int)amt);
            want(v, p, F_MONEY, (int)money);
        }
    }
    if ((int)n > max || twice)
        ga_report(out, &ga_game_limit, m, "limit.card.stock-exchange",
                  "%s makes %zu transaction%s%s; %s", pname(e, p), n, n == 1 ? "" : "s",
                  twice ? " on the same resource" : "",
                  max > 1 ? "Stock Exchange allows 2 on different resources"
                          : "without Stock Exchange a card makes 1");
}

/* ---- the cards */

static int on_play(ga_engine *e, const ga_move *m, ga_findings *out)
{
    int p = player_of(e, m->player);
    const char *name = json_string_value(json_object_get(m->args, "card"));
    if (p < 0 || !name)
        return 0;
    int c = -1;
    for (int k = 0; k < NCARDS; k++)
        if (same_name(name, cards[k].name))
            c = k;
    const json_t *after = json_object_get(m->args, "after");
    lm_eval *v = calloc(1, sizeof *v);
    if (!v)
        return GA_ENOMEM;
    for (size_t q = 0; q < e->np; q++) {
        memcpy(v->before[q], e->st[q], sizeof v->before[q]);
        memcpy(v->expect[q], e->st[q], sizeof v->expect[q]);
        memcpy(v->after[q], e->st[q], sizeof v->after[q]);
        read_state(json_object_get(after, e->h.players[q].id), v->after[q]);
    }
    const lm_card *cd = c >= 0 ? &e->card[c] : NULL;
    if (!cd || !cd->found || !cd->ok) {
        ga_report(out, &ga_game_limit, m, "limit.card.unknown",
                  "%s plays \"%s\": %s at the revision in force (%s); its effect follows the "
                  "log",
                  pname(e, p), name,
                  !cd ? "no such card in the tables"
                      : cd->why[0] ? cd->why : "the row does not read",
                  e->revts);
        goto resync;
    }
    const int *n = cd->n;
    const int *b = v->before[p];
    int pop = b[F_POP];
    const json_t *a = m->args;
    int t = player_of(e, json_string_value(json_object_get(a, "target")));
    int resisted = json_is_true(json_object_get(a, "resisted"));
    if (cd->avail && b[F_A] < cd->avail) {
        int rule = c == C_ROBOTIZATION ? R_AVAIL_ROBOT : c == C_MASS ? R_AVAIL_MASS : -1;
        if (c == C_MARKET)
            ga_report(out, &ga_game_limit, m, "limit.card.market-access",
                      "%s plays Market Access with social class A at level %d; it is "
                      "available when class A reaches level %d",
                      pname(e, p), b[F_A], cd->avail);
        else if (rule >= 0)
            ga_report_rule(out, &ga_game_limit, m, "limit.card.unavailable", rule,
                           "%s plays %s with social class A at level %d; it is available when "
                           "class A reaches level %d",
                           pname(e, p), cards[c].name, b[F_A], cd->avail);
    }
    int targeted = c == C_OFFSHORE || c == C_SOFTPOWER || c == C_INTERFERENCE ||
                   c == C_TOURISM || c == C_MASS || c == C_ANNEX || c == C_MILOP ||
                   c == C_TERRORISM;
    if (targeted && (t < 0 || t == p || t >= (int)e->np)) {
        ga_report(out, &ga_game_limit, m, "limit.target.invalid",
                  "%s plays %s with target %s; the card targets another nation of the game",
                  pname(e, p), cards[c].name,
                  t == p ? "themselves" : "none (no such player)");
        goto resync;
    }
    if (cd->permanent && ((e->perm[p] >> c) & 1))
        ga_report(out, &ga_game_limit, m, "limit.permanent.twice",
                  "%s plays %s, which is already in front of them as a permanent effect card",
                  pname(e, p), cards[c].name);
    switch (c) {
    case C_PUBLIC:
    case C_INVEST:
        want(v, p, F_MONEY, -n[0] * pop);
        want(v, p, F_UNREST, -n[1]);
        break;
    case C_EDUCATION:
        want(v, p, F_MONEY, -n[0] * pop);
        one_class(v, p, n[2], "the player");
        break;
    case C_GRADUATE:
        want(v, p, F_MONEY, -n[0] * pop);
        classes_up(v, p, n[1], cd->e_only);
        break;
    case C_INDOCTRINATION:
        one_class(v, p, -n[1], "the player");
        want(v, p, F_UNREST, -n[2]);
        break;
    case C_VEGETARIANISM:
    case C_SUSTAINABLE:
    case C_POLICY:
    case C_OVERPRODUCTION:
        want(v, p, F_UNREST, n[0]);
        if (c == C_OVERPRODUCTION) {
            /* what is produced, the oil and the pollution follow the log */
            v->free_[p][F_RES_I] = v->free_[p][F_RES_M] = 1;
            v->free_[p][F_OIL] = v->free_[p][F_POLL] = 1;
        }
        break;
    case C_OVERCONSUMPTION:
        want(v, p, F_RES_I, -n[0] * pop);
        want(v, p, F_UNREST, -n[1]);
        break;
    case C_SURCHARGE:
        want(v, p, F_UNREST, n[0]);
        want(v, p, F_MONEY, n[1] * pop);
        break;
    case C_REFORM:
        want(v, p, F_MONEY, -n[0]);
        break;
    case C_INDUSTRIALIZATION:
    case C_ROBOTIZATION: {
        int f = lvl_of(json_string_value(json_object_get(a, "type")));
        if (f < 0 || !((cd->types >> f) & 1)) {
            complain(v, "production type %s is not one the card lets the player choose",
                     f < 0 ? "(none given)" : lvl_name(f));
            for (int k = F_MONEY; k < NF; k++)
                v->free_[p][k] = 1;
            break;
        }
        want(v, p, F_MONEY, -b[f]);
        want(v, p, f, n[0]);
        break;
    }
    case C_CRAFTSMANSHIP: {
        want(v, p, F_MONEY, -n[0]);
        int hit = 0, bad = 0;
        for (int f = F_RES_R; f <= F_RES_M; f++) {
            int d = v->after[p][f] - b[f];
            v->free_[p][f] = 1;
            if (d == n[1])
                hit++;
            else if (d)
                bad = 1;
        }
        if (hit != 1 || bad)
            complain(v, "resources change by renewable %+d, industrial %+d, military %+d; the "
                     "card earns %d of one kind",
                     v->after[p][F_RES_R] - b[F_RES_R], v->after[p][F_RES_I] - b[F_RES_I],
                     v->after[p][F_RES_M] - b[F_RES_M], n[1]);
        break;
    }
    case C_RECYCLING:
        want(v, p, F_LVL_I, -n[0]);
        break;
    case C_GREEN:
        want(v, p, F_LVL_I, -n[0]);
        break;
    case C_INTENSIVE:
        want(v, p, F_MONEY, -b[F_LVL_R]);
        break;
    case C_EXTRACTION:
        want(v, p, F_MONEY, -n[0]);
        want(v, p, F_POLL, n[1]);
        want(v, p, F_OIL, n[2]);
        break;
    case C_CLEANING:
    case C_HUMANITARIAN: {
        int f = c == C_CLEANING ? F_POLL : F_DISR;
        pay_helped(e, v, p, n[0], json_object_get(a, "contributions"));
        /* the player first (if any), then each nation including the player */
        if (v->expect[p][f] > 0)
            v->expect[p][f] -= n[1] < v->expect[p][f] ? n[1] : v->expect[p][f];
        for (size_t q = 0; q < e->np; q++)
            if (v->expect[q][f] > 0)
                v->expect[q][f] -= n[2] < v->expect[q][f] ? n[2] : v->expect[q][f];
        break;
    }
    case C_URBANIZATION:
        want(v, p, F_RES_I, -n[0] * pop);
        classes_up(v, p, n[1], 0);
        break;
    case C_OFFSHORE:
        want(v, p, F_MONEY, -v->before[t][F_LVL_I]);
        want(v, t, F_MONEY, v->before[t][F_LVL_I]);
        /* the production itself follows the log: industrial, oil, the target's pollution */
        v->free_[p][F_RES_I] = v->free_[p][F_OIL] = v->free_[t][F_POLL] = 1;
        break;
    case C_SOFTPOWER: {
        want(v, p, F_MONEY, -n[0]);
        int given = v->after[t][F_DISR] - v->before[t][F_DISR];
        if (given < 0 || given > n[1] || given > b[F_DISR])
            complain(v, "%d disruption tokens given, the card gives up to %d of the player's %d",
                     given, n[1], b[F_DISR]);
        else {
            want(v, p, F_DISR, -given);
            want(v, t, F_DISR, given);
        }
        v->free_[t][F_DISR] = 1;
        break;
    }
    case C_MARKET:
        trades(e, v, p, json_object_get(a, "trades"), m, out);
        break;
    case C_SPECULATION:
        want(v, p, F_MONEY, -n[0]);
        trades(e, v, p, json_object_get(a, "trades"), m, out);
        break;
    case C_STOCK:
        want(v, p, F_MONEY, -n[0]);
        break;
    case C_INTERFERENCE:
        want(v, p, F_MONEY, v->before[t][F_POP]);
        want(v, t, F_MONEY, -v->before[t][F_POP]);
        one_class(v, t, n[0], "the target");
        break;
    case C_TOURISM: {
        int amt = (v->before[t][F_E] - n[0]) * n[1];
        if (amt < 0)
            amt = 0;
        want(v, p, F_MONEY, amt);
        want(v, t, F_MONEY, -amt);
        want(v, t, F_UNREST, -n[2]);
        break;
    }
    case C_MASS:
    case C_ANNEX:
    case C_MILOP:
    case C_COLONIZATION:
    case C_TERRORISM:
        spend_military(v, p, n[0], c == C_MASS || c == C_ANNEX || c == C_MILOP);
        want(v, p, F_DISR, n[1]);
        if (c == C_COLONIZATION) {
            if (!json_is_true(json_object_get(a, "reserves_empty"))) {
                want(v, p, F_TERR, n[2]);
                want(v, p, F_OIL, n[3]);
            }
            break;
        }
        if (c == C_TERRORISM) {
            want(v, t, F_UNREST, n[2]);
            break;
        }
        if (resisted) {
            /* resistance is not on the page: the target's side follows the log */
            for (int f = 0; f < NF; f++)
                v->free_[t][f] = 1;
            break;
        }
        if (c == C_MASS || c == C_ANNEX) {
            int di = v->after[t][F_LVL_I] - v->before[t][F_LVL_I];
            int dm = v->after[t][F_LVL_M] - v->before[t][F_LVL_M];
            int k = n[3];
            if (!((di == -k && dm == 0) || (dm == -k && di == 0)))
                complain(v, "the target's industrial level changes by %+d and military by %+d; "
                         "the card reduces one of them by %d", di, dm, k);
            v->free_[t][F_LVL_I] = v->free_[t][F_LVL_M] = 1;
            want(v, t, F_TERR, -n[2]);
            if (c == C_MASS)
                want(v, t, F_POLL, n[4]);
            else
                want(v, p, F_TERR, n[2]);
            /* losing a territory may lower the renewable level (the note) */
            v->free_[t][F_LVL_R] = 1;
        } else {
            int fs[3] = {F_OIL, F_RES_I, F_RES_R}, took = 0, bad = 0;
            for (int i = 0; i < 3; i++) {
                int g = v->after[p][fs[i]] - v->before[p][fs[i]];
                int l = v->before[t][fs[i]] - v->after[t][fs[i]];
                v->free_[p][fs[i]] = v->free_[t][fs[i]] = 1;
                if (!g && !l)
                    continue;
                took++;
                if (g != l || g < 0 || g > n[2 + i])
                    bad = 1;
            }
            if (took > 1 || bad)
                complain(v, "oil %+d, industrial %+d, renewable %+d taken; the card takes up to "
                         "%d oil, or up to %d industrial, or up to %d renewable from the target",
                         v->after[p][F_OIL] - v->before[p][F_OIL],
                         v->after[p][F_RES_I] - v->before[p][F_RES_I],
                         v->after[p][F_RES_R] - v->before[p][F_RES_R], n[2], n[3], n[4]);
        }
        break;
    case C_POLICE:
        spend_military(v, p, pop - n[0] > 0 ? pop - n[0] : 0, 0);
        want(v, p, F_DISR, n[1]);
        want(v, p, F_UNREST, -n[2]);
        break;
    }
    compare(e, v);
    if (v->why.len) {
        char code[64];
        snprintf(code, sizeof code, "limit.card.%s", cards[c].slug);
        int rule = c == C_GRADUATE && cd->e_only ? R_GRADUATE_OLD
                   : c == C_GRADUATE             ? R_GRADUATE
                                                 : ga_game_check(&ga_game_limit, code)->rule;
        ga_finding *fd = ga_report_rule(out, &ga_game_limit, m, code, rule,
                                        "%s plays %s (revision %s): %s", pname(e, p),
                                        cards[c].name, e->revts, v->why.data);
        if (fd) {
            ga_buf ctx = {0};
            ga_buf_printf(&ctx, "%s before:", pname(e, p));
            for (int f = 0; f < NF; f++)
                ga_buf_printf(&ctx, " %s %d", fnames[f], v->before[p][f]);
            ga_finding_set_context(fd, ctx.data);
            ga_buf_free(&ctx);
        }
    }
    if (cd->permanent)
        e->perm[p] |= 1ul << c;
resync:
    for (size_t q = 0; q < e->np; q++)
        memcpy(e->st[q], v->after[q], sizeof e->st[q]);
    ga_buf_free(&v->why);
    free(v);
    for (size_t q = 0; q < e->np; q++)
        if (json_object_get(after, e->h.players[q].id))
            order_check(e, m, (int)q, out);
    return 0;
}

static int card_named(const char *name)
{
    for (int k = 0; name && k < NCARDS; k++)
        if (same_name(name, cards[k].name))
            return k;
    return -1;
}

static int on_takeback(ga_engine *e, const ga_move *m, ga_findings *out)
{
    int p = player_of(e, m->player);
    const char *name = json_string_value(json_object_get(m->args, "card"));
    int c = card_named(name);
    if (p < 0 || !name)
        return 0;
    int before[NF];
    memcpy(before, e->st[p], sizeof before);
    read_state(json_object_get(m->args, "after"), e->st[p]);
    if (c < 0 || !((e->perm[p] >> c) & 1)) {
        ga_report(out, &ga_game_limit, m, "limit.takeback.not-in-play",
                  "%s takes back %s, which is not in front of them", pname(e, p), name);
        return 0;
    }
    e->perm[p] &= ~(1ul << c);
    if (c == C_POLICY) {
        int d = e->st[p][F_UNREST] - before[F_UNREST];
        if (d != e->card[c].n[1])
            ga_report(out, &ga_game_limit, m, "limit.takeback.policy-planning",
                      "%s takes back Policy Planning with unrest %d -> %d; taking it back "
                      "costs unrest +%d",
                      pname(e, p), before[F_UNREST], e->st[p][F_UNREST], e->card[c].n[1]);
    } else if (c == C_INTENSIVE) {
        int d = e->st[p][F_LVL_R] - before[F_LVL_R];
        int w = before[F_LVL_R] > 1 ? -1 : 0;
        if (d != w)
            ga_report(out, &ga_game_limit, m, "limit.takeback.intensive-farming",
                      "%s takes back Intensive Farming with the renewable level %d -> %d; it "
                      "is reduced by 1 (not when at 1)",
                      pname(e, p), before[F_LVL_R], e->st[p][F_LVL_R]);
    }
    return 0;
}

static int on_nation(ga_engine *e, const ga_move *m, ga_findings *out)
{
    int p = player_of(e, m->player);
    if (p < 0)
        return 0;
    read_state(m->args, e->st[p]);
    const json_t *perm = json_object_get(m->args, "permanent");
    if (perm) {
        size_t i;
        json_t *x;
        e->perm[p] = 0;
        json_array_foreach((json_t *)perm, i, x) {
            int c = card_named(json_string_value(x));
            if (c >= 0)
                e->perm[p] |= 1ul << c;
        }
    }
    e->known[p] = 1;
    order_check(e, m, p, out);
    return 0;
}

/* The Social phase steps the permanent cards change. */
static int on_social(ga_engine *e, const ga_move *m, ga_findings *out)
{
    int p = player_of(e, m->player);
    if (p < 0)
        return 0;
    const json_t *a = m->args;
    const char *step = json_string_value(json_object_get(a, "step"));
    long long lvl = -1, amount = 0, oil = 0, poll = 0, indicated = -1;
    int has_lvl = ga_json_int(json_object_get(a, "level"), &lvl);
    ga_json_int(json_object_get(a, "amount"), &amount);
    ga_json_int(json_object_get(a, "oil"), &oil);
    ga_json_int(json_object_get(a, "pollution"), &poll);
    ga_json_int(json_object_get(a, "indicated"), &indicated);
    const char *type = json_string_value(json_object_get(a, "type"));
    int *s = e->st[p];
    unsigned long pm = e->perm[p];
    if (!step)
        return 0;
    if (!strcmp(step, "growth")) {
        if ((pm >> C_POLICY) & 1)
            ga_report(out, &ga_game_limit, m, "limit.social.growth",
                      "%s actions the Economic Growth step with Policy Planning in front of "
                      "them",
                      pname(e, p));
    } else if (!strcmp(step, "supply")) {
        int w = s[F_POP] - ((pm >> C_VEGETARIANISM) & 1 ? 1 : 0);
        if (has_lvl && lvl != w)
            ga_report(out, &ga_game_limit, m, "limit.social.supply",
                      "%s's renewable supply is counted at population level %lld; with "
                      "population %d%s it is level %d",
                      pname(e, p), lvl, s[F_POP],
                      (pm >> C_VEGETARIANISM) & 1 ? " and Vegetarianism" : " and no Vegetarianism",
                      w);
        s[F_RES_R] -= (int)amount;
    } else if (!strcmp(step, "consume")) {
        int w = s[F_POP] - ((pm >> C_SUSTAINABLE) & 1 ? 1 : 0);
        if (has_lvl && lvl != w)
            ga_report(out, &ga_game_limit, m, "limit.social.consume",
                      "%s's industrial consumption is counted at population level %lld; with "
                      "population %d%s it is level %d",
                      pname(e, p), lvl, s[F_POP],
                      (pm >> C_SUSTAINABLE) & 1 ? " and Sustainable Consumption"
                                                : " and no Sustainable Consumption",
                      w);
        int rec = (pm >> C_RECYCLING) & 1;
        int wo = rec && amount >= e->card[C_RECYCLING].n[1] ? e->card[C_RECYCLING].n[2] : 0;
        if (oil != wo)
            ga_report(out, &ga_game_limit, m, "limit.social.recycling",
                      "%s consumes %lld industrial resources and takes %lld oil; %s gives %d",
                      pname(e, p), amount, oil,
                      rec ? "Recycling" : "without Recycling the step", wo);
        s[F_RES_I] -= (int)amount;
        s[F_OIL] += (int)oil;
    } else if (!strcmp(step, "produce") && type) {
        int f = lvl_of(type);
        if (f < 0)
            return 0;
        int farming = f == F_LVL_R && ((pm >> C_INTENSIVE) & 1);
        int green = f == F_LVL_I && ((pm >> C_GREEN) & 1);
        if (farming && s[F_OIL] < e->card[C_INTENSIVE].n[0]) {
            ga_report(out, &ga_game_limit, m, "limit.social.intensive-oil",
                      "%s produces with Intensive Farming and %d oil; without enough oil the "
                      "card must be taken back",
                      pname(e, p), s[F_OIL]);
            farming = 0;
        }
        int wl = s[f] + (farming ? 1 : 0);
        if (has_lvl && lvl != wl)
            ga_report_rule(out, &ga_game_limit, m, "limit.social.produce", R_INTENSIVE_PRODUCE,
                           "%s produces %s at level %lld; with level %d%s it is level %d",
                           pname(e, p), type, lvl, s[f],
                           farming ? " and Intensive Farming" : "", wl);
        if (farming && (oil != -e->card[C_INTENSIVE].n[0] ||
                        (indicated >= 0 && poll != indicated + e->card[C_INTENSIVE].n[1])))
            ga_report_rule(out, &ga_game_limit, m, "limit.social.produce", R_INTENSIVE_PRODUCE,
                           "%s produces renewables with Intensive Farming: oil %+lld, "
                           "pollution %lld (%lld indicated); the card costs %d oil and %d "
                           "pollution",
                           pname(e, p), oil, poll, indicated, e->card[C_INTENSIVE].n[0],
                           e->card[C_INTENSIVE].n[1]);
        if (indicated >= 0 && f == F_LVL_I) {
            long long w = indicated - (green ? e->card[C_GREEN].n[1] : 0);
            if (w < 0)
                w = 0;
            if (poll != w)
                ga_report_rule(out, &ga_game_limit, m, "limit.social.produce",
                               R_GREEN_PRODUCE,
                               "%s produces industrial resources with %lld pollution, %lld "
                               "indicated%s; it is %lld",
                               pname(e, p), poll, indicated,
                               green ? " and Green Production" : " and no Green Production", w);
        }
        s[f - F_LVL_R + F_RES_R] += (int)amount;
        s[F_OIL] += (int)oil;
        s[F_POLL] += (int)poll;
    }
    return 0;
}

static int lm_apply(ga_engine *e, const ga_move *m, ga_findings *out)
{
    if (!strcmp(m->action, "play"))
        return on_play(e, m, out);
    if (!strcmp(m->action, "nation"))
        return on_nation(e, m, out);
    if (!strcmp(m->action, "takeback"))
        return on_takeback(e, m, out);
    if (!strcmp(m->action, "social"))
        return on_social(e, m, out);
    return 0;
}

static int lm_finish(ga_engine *e, ga_findings *out)
{
    (void)e;
    (void)out;
    return 0;
}

static int lm_dump(const ga_engine *e, ga_buf *out)
{
    ga_buf_printf(out, "rules: %s revision %s\n", LM_PAGE, e->revts);
    for (size_t p = 0; p < e->np; p++) {
        ga_buf_printf(out, "%s:", pname(e, (int)p));
        for (int f = 0; f < NF; f++)
            ga_buf_printf(out, " %s %d", fnames[f], e->st[p][f]);
        for (int c = 0; c < NCARDS; c++)
            if ((e->perm[p] >> c) & 1)
                ga_buf_printf(out, " [%s]", cards[c].name);
        ga_buf_puts(out, "\n");
    }
    return 0;
}

static void lm_free(ga_engine *e)
{
    if (!e)
        return;
    ga_header_clear(&e->h);
    free(e);
}

/* The rule set loaded once for the process when the caller passes none
 * (`check` today): kept for the process's life, read-only once loaded. */
static pthread_once_t default_once = PTHREAD_ONCE_INIT;
static ga_ruleset *default_rules;
static ga_error default_err;

static void load_default_rules(void)
{
    if (ga_ruleset_load_dir(&default_rules, ga_rules_default_dir(), &default_err))
        default_rules = NULL;
}

static int lm_new(ga_engine **out, const ga_header *h, const ga_ruleset *rules, ga_error *err)
{
    *out = NULL;
    if (!rules) {
        pthread_once(&default_once, load_default_rules);
        if (!default_rules)
            return ga_error_set(err, GA_EINPUT, h->file, 0,
                                "limit: the card tables come from the wiki page %s, and no rule "
                                "set was given and none loads from %s (%s)",
                                LM_PAGE, ga_rules_default_dir(), default_err.text);
        rules = default_rules;
    }
    const char *date = h->ruleset ? h->ruleset : h->date;
    const ga_wiki_rev *rev = NULL;
    ga_error e3;
    memset(&e3, 0, sizeof e3);
    if (ga_wiki_in_force(rules, LM_PAGE, date, NULL, &rev, NULL, &e3) || !rev)
        return ga_error_set(err, GA_EINPUT, h->file, 0,
                            "limit: the rule set has no page %s to read the card tables from "
                            "(%s)",
                            LM_PAGE, e3.text);
    ga_engine *e = calloc(1, sizeof *e);
    if (!e || ga_header_copy(&e->h, h)) {
        lm_free(e);
        return ga_error_set(err, GA_ENOMEM, h->file, 0, "out of memory");
    }
    snprintf(e->revts, sizeof e->revts, "%s", rev->ts);
    e->np = h->nplayers < LM_MAXP ? h->nplayers : LM_MAXP;
    for (int c = 0; c < NCARDS; c++)
        read_card(rules, rev->ts, c, &e->card[c]);
    *out = e;
    return 0;
}

/* ---------------------------------------------------------------- vocabulary */

#define STATE_ARGS                                                                          \
    {"A", GA_ARG_INT, 0, "social class A level"},                                           \
    {"B", GA_ARG_INT, 0, "social class B level"},                                           \
    {"C", GA_ARG_INT, 0, "social class C level"},                                           \
    {"D", GA_ARG_INT, 0, "social class D level"},                                           \
    {"E", GA_ARG_INT, 0, "social class E level"},                                           \
    {"disruption", GA_ARG_INT, 0, "disruption tokens held"},                                \
    {"industrial", GA_ARG_INT, 0, "industrial resources"},                                  \
    {"industrial_level", GA_ARG_INT, 0, "industrial production level"},                     \
    {"military", GA_ARG_INT, 0, "military resources"},                                      \
    {"military_level", GA_ARG_INT, 0, "military production level"},                         \
    {"money", GA_ARG_INT, 0, "$ in the nation's stock"},                                    \
    {"oil", GA_ARG_INT, 0, "oil"},                                                          \
    {"pollution", GA_ARG_INT, 0, "pollution tokens (excess included)"},                     \
    {"population", GA_ARG_INT, 0, "population level (the population cylinder)"},            \
    {"renewable", GA_ARG_INT, 0, "renewable resources"},                                    \
    {"renewable_level", GA_ARG_INT, 0, "renewable production level"},                       \
    {"territories", GA_ARG_INT, 0, "territories held"},                                     \
    {"unrest", GA_ARG_INT, 0, "unrest level"}

static const ga_arg_spec nation_args[] = {
    STATE_ARGS,
    {"permanent", GA_ARG_ARRAY, 0, "names of the permanent effect cards in front of the nation"},
    {NULL},
};

static const ga_arg_spec play_args[] = {
    {"after", GA_ARG_OBJECT, 0,
     "player id -> that nation's state after the card (fields as in `nation`; a field left "
     "out is taken as the engine computes it)"},
    {"card", GA_ARG_STR, 1, "the card's name as in the page's tables (\"(Attack)\" optional)"},
    {"contributions", GA_ARG_OBJECT, 0,
     "Cleaning the Planet, Humanitarian Aid: player id -> $ another nation pays towards it"},
    {"reserves_empty", GA_ARG_BOOL, 0, "Colonization: the colonization reserves are empty"},
    {"resisted", GA_ARG_BOOL, 0, "an attack: the target resisted (its side follows the log)"},
    {"target", GA_ARG_STR, 0, "the targeted nation's player id"},
    {"trades", GA_ARG_ARRAY, 0,
     "Market Access, Speculation: the transactions, [{\"resource\": renewable|industrial|"
     "military|oil, \"amount\": +bought/-sold, \"money\": +received/-paid}]"},
    {"type", GA_ARG_STR, 0,
     "Industrialization, Robotization: renewable|industrial|military, the production chosen"},
    {NULL},
};

static const ga_arg_spec social_args[] = {
    {"amount", GA_ARG_INT, 0, "resources consumed (supply, consume) or produced (produce)"},
    {"indicated", GA_ARG_INT, 0,
     "produce: the pollution the production cube's position indicates"},
    {"level", GA_ARG_INT, 0,
     "the level the step used: population level (supply, consume), production level "
     "(produce)"},
    {"oil", GA_ARG_INT, 0, "oil gained (+) or lost (-) in the step"},
    {"pollution", GA_ARG_INT, 0, "pollution received in the step"},
    {"step", GA_ARG_STR, 1, "supply|consume|produce|growth: the Social phase step"},
    {"type", GA_ARG_STR, 0, "produce: renewable|industrial|military"},
    {NULL},
};

static const ga_arg_spec takeback_args[] = {
    {"after", GA_ARG_OBJECT, 0, "the nation's state after taking it back (fields of `nation`)"},
    {"card", GA_ARG_STR, 1, "the permanent effect card taken back"},
    {NULL},
};

static const ga_action actions[] = {
    {"nation", nation_args, "the nation's player",
     "the log's word on the nation's state (start of game, and what the engine does not "
     "model: World Bank, price track, Social phase amounts)"},
    {"play", play_args, "the player playing the card",
     "a card played: its cost and effect are checked against the page's tables"},
    {"social", social_args, "the nation's player",
     "a Social phase step a permanent effect card changes (supply, consume, produce, growth)"},
    {"takeback", takeback_args, "the player taking it back",
     "a permanent effect card taken back (Policy Planning, Intensive Farming, …)"},
};


#define EXAMPLE_HDR                                                                          \
    "{\"stream\":\"gameaudit/1\",\"game\":\"limit\",\"date\":\"2026-03-10\",\"players\":"   \
    "[{\"id\":\"1\",\"name\":\"ann\"},{\"id\":\"2\",\"name\":\"bob\"}],\"setup\":{}}\n"

const ga_game ga_game_limit = {
    .name = "limit",
    .title = "Limit",
    .wiki_page = LM_PAGE,
    .summary = "every card of the page's three tables (Society, Production, Military and "
               "Economy) against the nation's state: its cost and effect in $, unrest, social "
               "classes (A>=B>=C>=D>=E), production levels, resources, oil, pollution, "
               "disruption and territories, the targeted cards on the target, the conditions "
               "on class A, permanent cards and their take-back costs, the Social phase steps "
               "they change; the numbers read from the tables of the revision in force",
    .new = lm_new,
    .apply = lm_apply,
    .finish = lm_finish,
    .dump = lm_dump,
    .free = lm_free,
    GA_TABLE(refs, refs),
    GA_TABLE(consts, consts),
    GA_TABLE(actions, actions),
    GA_TABLE(checks, checks),
    .tested_on = "no real Limit log has been checked: no log of the game is public. Tested on "
                 "12 clean streams (fixtures/limit/): a whole game written from the page's "
                 "tables by hand (every card once), a Graduate Studies play dated 2026-03-04, "
                 "and 10 games generated by tests/limit/gen_streams.py (random legal card "
                 "plays, 3 of them dated 2026-03-02 and judged by the 2026-03-01 revision), all "
                 "clean; 54 known-bad copies, each giving exactly its expected finding",
    .example = EXAMPLE_HDR
    "{\"seq\":1,\"player\":\"1\",\"action\":\"nation\",\"args\":{\"money\":20,\"unrest\":3,"
    "\"population\":3,\"A\":2,\"B\":2,\"C\":1,\"D\":1,\"E\":1}}\n"
    "{\"seq\":2,\"player\":\"1\",\"action\":\"play\",\"args\":{\"card\":\"Public Expenditure\","
    "\"after\":{\"1\":{\"money\":17,\"unrest\":2}}}}\n"
    "{\"seq\":3,\"player\":\"1\",\"action\":\"play\",\"args\":{\"card\":\"Education\","
    "\"after\":{\"1\":{\"money\":14,\"C\":2}}}}\n",
};
