/* data.h — Gaia Project facts shared by the engine and its BGA decoder:
 * resource slots, power areas, research tracks and the faction table
 * (validators/gaiaproject/data.c, each table naming its source).  Depends
 * on nothing of the engine or the decoder.  Not installed. */
#ifndef GA_GAIAPROJECT_DATA_H
#define GA_GAIAPROJECT_DATA_H

#include "../../src/gameaudit.h"

/* Resource slots of a player's state. */
enum { GP_C, GP_O, GP_K, GP_Q, GP_VP, GP_NRES };
/* Power areas: bowls I, II, III and the Gaia area. */
enum { GP_I, GP_II, GP_III, GP_GAIA, GP_NBOWL };
#define GP_NTRACKS 6
#define GP_MAXPLAYERS 8
/* Research tracks in the order of ga_gaiaproject_tracks. */
enum { T_TERRA, T_NAV, T_INT, T_GAIA, T_ECO, T_SCI };

/* Track names as the gaia-engine log writes them. */
extern const char *const ga_gaiaproject_tracks[GP_NTRACKS];

/* One faction row: names in each log vocabulary and the wiki table row. */
typedef struct gp_faction {
    const char *id;          /* gaia-engine name: "hadsch-hallas" */
    const char *wiki;        /* the faction cell of the wiki table */
    int bga_race;            /* BGA raceId */
    int wiki_row;            /* 1-based data row of the wiki faction table */
    int start_track;         /* starting research track (0..5), -1 none */
    int bowls[3];            /* starting power bowls I, II, III */
    int start_qic;           /* Q.I.C. before the starting research reward */
    char planet;             /* home planet type, as gaia-engine's map writes it */
} gp_faction;

/* Returns the faction named id (gaia-engine name), or NULL. */
const gp_faction *ga_gaiaproject_faction_find(const char *id);
/* Returns the faction with BGA raceId race, or NULL. */
const gp_faction *ga_gaiaproject_faction_by_race(long long race);
/* Returns the research track index of a name ("terra", "nav", "int", "gaia",
 * "eco", "sci"), or -1. */
int ga_gaiaproject_track_index(const char *name);

/* Ore per terraforming step by Terraforming level, range by Navigation
 * level (0..5). */
extern const int ga_gaiaproject_terra_ore[GP_NTRACKS];
extern const int ga_gaiaproject_nav_range[GP_NTRACKS];
/* Returns the terraforming steps from planet type home to planet (gaia-engine
 * letters), or -1 when planet is not on the terraforming cycle. */
int ga_gaiaproject_terraform_steps(char home, char planet);
/* Reads a gaia-engine hex name ("9A10": sector 9, ring A, index 10; "10C":
 * the centre of sector 10) into its sector number and its offset (dq, dr)
 * from the sector's centre.  Returns 0, or -1 when name is no hex name. */
int ga_gaiaproject_hex_offset(const char *name, int *sector, int *dq, int *dr);

/* Moves the power of a charge of n through bowls b (I→II, then II→III);
 * returns the amount actually charged. */
int ga_gaiaproject_power_charge(int b[GP_NBOWL], int n);

#endif
