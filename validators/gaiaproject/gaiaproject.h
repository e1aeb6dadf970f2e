/* gaiaproject.h — internals of the Gaia Project engine shared with its BGA
 * decoder and its tests; not installed. */
#ifndef GA_GAIAPROJECT_H
#define GA_GAIAPROJECT_H

#include "../../src/gameaudit.h"

/* Resource slots of a player's state. */
enum { GP_C, GP_O, GP_K, GP_Q, GP_VP, GP_NRES };
/* Power areas: bowls I, II, III and the Gaia area. */
enum { GP_I, GP_II, GP_III, GP_GAIA, GP_NBOWL };
#define GP_NTRACKS 6
#define GP_MAXPLAYERS 8

/* One faction row: names in each log vocabulary and the wiki table row. */
typedef struct gp_faction {
    const char *id;          /* gaia-engine name: "hadsch-hallas" */
    const char *wiki;        /* the faction cell of the wiki table */
    int bga_race;            /* BGA raceId */
    int wiki_row;            /* 1-based data row of the wiki faction table */
    int start_track;         /* starting research track (0..5), -1 none */
    int bowls[3];            /* starting power bowls I, II, III */
    int start_qic;           /* Q.I.C. before the starting research reward */
} gp_faction;

/* Returns the faction named id (gaia-engine name), or NULL. */
const gp_faction *ga_gaiaproject_faction_find(const char *id);
/* Returns the faction with BGA raceId race, or NULL. */
const gp_faction *ga_gaiaproject_faction_by_race(long long race);
/* Returns the research track index of a name ("terra", "nav", "int", "gaia",
 * "eco", "sci"), or -1. */
int ga_gaiaproject_track_index(const char *name);

/* Moves the power of a charge of n through bowls b (I→II, then II→III);
 * returns the amount actually charged. */
int ga_gaiaproject_power_charge(int b[GP_NBOWL], int n);

/* Turns one BGA event move into a Gaia move (*out, caller clears) with the
 * same seq, player and span.  Returns 1 when out was set, 0 when the event
 * carries no game meaning, or GA_ENOMEM. */
int ga_gaiaproject_bga_decode(const ga_move *ev, ga_move *out);

/* The VP a player gained from ledger source src so far (tests, charts). */
typedef struct ga_engine ga_engine;
long ga_gaiaproject_vp_by_source(const ga_engine *e, const char *player, const char *src);
/* Calls fn for each (source, vp) of player; for the chart fixtures. */
void ga_gaiaproject_vp_sources(const ga_engine *e, const char *player,
                          void (*fn)(void *ctx, const char *src, long vp), void *ctx);
/* The engine's current value of resource r (GP_C…GP_VP) for player, or -1. */
long ga_gaiaproject_resource(const ga_engine *e, const char *player, int r);
/* Copies the power areas of player into b; returns 0 or -1. */
int ga_gaiaproject_power(const ga_engine *e, const char *player, int b[GP_NBOWL]);

#endif
