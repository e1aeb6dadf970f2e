/* gaiaproject.h — queries on the Gaia Project engine's state, for its
 * tests and the chart fixtures; not installed. */
#ifndef GA_GAIAPROJECT_H
#define GA_GAIAPROJECT_H

#include "data.h"

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
