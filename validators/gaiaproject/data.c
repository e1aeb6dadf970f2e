/* data.c — Gaia Project facts: research tracks and the factions (the wiki
 * table's rows in order; starting bowls from the published faction boards). */
#include "data.h"

#include <stdlib.h>
#include <string.h>

const char *const ga_gaiaproject_tracks[GP_NTRACKS] = {"terra", "nav", "int", "gaia", "eco", "sci"};

/* Factions: the wiki table's rows in order (BGA's raceId follows the same
 * order); starting bowls from the faction boards of the published game; the
 * home planet is the table's "Planet Type" column in gaia-engine's letters
 * (r Terra, o Oxide, v Volcanic, d Desert, s Swamp, t Titanium, i Ice). */
static const gp_faction gp_factions[] = {
    {"terrans", "Terrans", 1, 1, T_GAIA, {4, 4, 0}, 1, 'r'},
    {"lantids", "Lantids", 2, 2, -1, {4, 0, 0}, 1, 'r'},
    {"xenos", "Xenos", 3, 3, T_INT, {2, 4, 0}, 1, 'd'},
    {"gleens", "Gleens", 4, 4, T_NAV, {2, 4, 0}, 0, 'd'},
    {"taklons", "Taklons", 5, 5, -1, {2, 4, 0}, 1, 's'},
    {"ambas", "Ambas", 6, 6, T_NAV, {2, 4, 0}, 1, 's'},
    {"hadsch-hallas", "Hadsch Hallas", 7, 7, T_ECO, {2, 4, 0}, 1, 'o'},
    {"ivits", "Ivits", 8, 8, -1, {2, 4, 0}, 1, 'o'},
    {"geodens", "Geodens", 9, 9, T_TERRA, {2, 4, 0}, 1, 'v'},
    {"baltaks", "Bal T'aks", 10, 10, T_GAIA, {2, 2, 0}, 0, 'v'},
    {"firaks", "Firaks", 11, 11, -1, {2, 4, 0}, 1, 't'},
    {"bescods", "Bescods", 12, 12, -1, {2, 4, 0}, 1, 't'},
    {"nevlas", "Nevlas", 13, 13, T_SCI, {2, 4, 0}, 1, 'i'},
    {"itars", "Itars", 14, 14, -1, {4, 4, 0}, 1, 'i'},
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

/* Gaia Project rulebook, research board: a terraforming step costs 3 ore at
 * levels 0 and 1, 2 at level 2, 1 from level 3; the range is 1, 1, 2, 2, 3,
 * 4 at Navigation levels 0 to 5. */
const int ga_gaiaproject_terra_ore[GP_NTRACKS] = {3, 3, 2, 1, 1, 1};
const int ga_gaiaproject_nav_range[GP_NTRACKS] = {1, 1, 2, 2, 3, 4};

/* The terraforming cycle (rulebook, "Build a Mine"): Terra, Ice, Titanium,
 * Swamp, Desert, Volcanic, Oxide, back to Terra; steps go either way. */
static const char gp_wheel[] = "ritsdvo";

int ga_gaiaproject_terraform_steps(char home, char planet)
{
    const char *a = home ? strchr(gp_wheel, home) : NULL;
    const char *b = planet ? strchr(gp_wheel, planet) : NULL;
    if (!a || !b)
        return -1;
    int n = (int)(sizeof gp_wheel - 1), d = (int)(a - b);
    d = ((d % n) + n) % n;
    return d < n - d ? d : n - d;
}

/* gaia-engine's hex names: ring A (the outer 12 spaces) and ring B (the
 * inner 6) numbered from axial offset (2, 0) and (1, 0) of the centre on,
 * the same for every rotation of the sector (read off the final maps of the gaia-engine logs
 * in fixtures/gaiaproject/gaia-engine: every named building stands where the
 * map shows its owner). Offsets are axial (q, r). */
static const int gp_ring_a[12][2] = {{2, 0},  {1, 1},   {0, 2},  {-1, 2}, {-2, 2}, {-2, 1},
                                     {-2, 0}, {-1, -1}, {0, -2}, {1, -2}, {2, -2}, {2, -1}};
static const int gp_ring_b[6][2] = {{1, 0}, {0, 1}, {-1, 1}, {-1, 0}, {0, -1}, {1, -1}};

int ga_gaiaproject_hex_offset(const char *name, int *sector, int *dq, int *dr)
{
    char *end;
    if (!name || name[0] < '0' || name[0] > '9')
        return -1;
    long sec = strtol(name, &end, 10);
    char ring = *end;
    const char *idx = end + 1;
    long k = *idx ? strtol(idx, &end, 10) : 0;
    if (*idx && (*end || idx[0] < '0' || idx[0] > '9'))
        return -1;
    *sector = (int)sec;
    if (ring == 'C' && !*idx) {
        *dq = *dr = 0;
    } else if (ring == 'A' && *idx && k >= 0 && k < 12) {
        *dq = gp_ring_a[k][0];
        *dr = gp_ring_a[k][1];
    } else if (ring == 'B' && *idx && k >= 0 && k < 6) {
        *dq = gp_ring_b[k][0];
        *dr = gp_ring_b[k][1];
    } else {
        return -1;
    }
    return 0;
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
