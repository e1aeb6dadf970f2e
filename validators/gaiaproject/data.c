/* data.c — Gaia Project facts: research tracks and the factions (the wiki
 * table's rows in order; starting bowls from the published faction boards). */
#include "data.h"

#include <string.h>

const char *const ga_gaiaproject_tracks[GP_NTRACKS] = {"terra", "nav", "int", "gaia", "eco", "sci"};

/* Factions: the wiki table's rows in order (BGA's raceId follows the same
 * order); starting bowls from the faction boards of the published game. */
static const gp_faction gp_factions[] = {
    {"terrans", "Terrans", 1, 1, T_GAIA, {4, 4, 0}, 1},
    {"lantids", "Lantids", 2, 2, -1, {4, 0, 0}, 1},
    {"xenos", "Xenos", 3, 3, T_INT, {2, 4, 0}, 1},
    {"gleens", "Gleens", 4, 4, T_NAV, {2, 4, 0}, 0},
    {"taklons", "Taklons", 5, 5, -1, {2, 4, 0}, 1},
    {"ambas", "Ambas", 6, 6, T_NAV, {2, 4, 0}, 1},
    {"hadsch-hallas", "Hadsch Hallas", 7, 7, T_ECO, {2, 4, 0}, 1},
    {"ivits", "Ivits", 8, 8, -1, {2, 4, 0}, 1},
    {"geodens", "Geodens", 9, 9, T_TERRA, {2, 4, 0}, 1},
    {"baltaks", "Bal T'aks", 10, 10, T_GAIA, {2, 2, 0}, 0},
    {"firaks", "Firaks", 11, 11, -1, {2, 4, 0}, 1},
    {"bescods", "Bescods", 12, 12, -1, {2, 4, 0}, 1},
    {"nevlas", "Nevlas", 13, 13, T_SCI, {2, 4, 0}, 1},
    {"itars", "Itars", 14, 14, -1, {4, 4, 0}, 1},
};
#define GP_NFACTIONS (sizeof gp_factions / sizeof gp_factions[0])

const gp_faction *ga_gaiaproject_faction_find(const char *id)
{
    for (size_t i = 0; id && i < GP_NFACTIONS; i++)
        if (!strcmp(gp_factions[i].id, id))
            return &gp_factions[i];
    return NULL;
}

const gp_faction *ga_gaiaproject_faction_by_race(long long race)
{
    for (size_t i = 0; i < GP_NFACTIONS; i++)
        if (gp_factions[i].bga_race == race)
            return &gp_factions[i];
    return NULL;
}

int ga_gaiaproject_track_index(const char *name)
{
    for (int i = 0; name && i < GP_NTRACKS; i++)
        if (!strcmp(ga_gaiaproject_tracks[i], name))
            return i;
    return -1;
}

int ga_gaiaproject_power_charge(int b[GP_NBOWL], int n)
{
    int done = 0;
    int a = n < b[GP_I] ? n : b[GP_I];
    b[GP_I] -= a;
    b[GP_II] += a;
    done += a;
    int c = n - done < b[GP_II] ? n - done : b[GP_II];
    b[GP_II] -= c;
    b[GP_III] += c;
    return done + c;
}
