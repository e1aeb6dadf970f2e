/* gaiaproject_bga.c — Board Game Arena's Gaia Project events to Gaia moves.
 *
 * The BGA reader (parsers/bga.c) gives one move per event: action = the
 * event type, args = {log, args: the event's args, packet, move, time,
 * channel}.  Templates are in FORMATS.md §6; ids below were read off the
 * real archive fixtures/gaiaproject/bga/table-798145204.json.  Every event
 * carrying `args.player` (the acting player's whole state) passes it on as
 * the move's `state`, which the engine compares with its own.
 */
#include "../../src/internal.h"
#include "data.h"
#include "bga.h"

#include <stdlib.h>
#include <string.h>

/* BGA buildingId → Gaia building (ids 4–9 seen in the archive: a mine,
 * then upgrades paying 6c2o / 5c3o / 6c6o / 6c4o). */
static const char *const bga_buildings[] = {
    [4] = "m", [5] = "ts", [6] = "lab", [7] = "ac1", [8] = "ac2", [9] = "PI",
};

/* BGA actionId → Gaia action.  Board actions (once per round for the whole
 * table): 1 (pays [POWER3], gains [POWER2]: 2 tokens), 2 ([POWER4] → [ORE2]),
 * 3 ([POWER4] → [GOLD7]), 4 ([POWER4] → [KNOWLEDGE2]), 6 ([QIC2] → VP),
 * 7 (a federation token scored again), 10 ("pays [QIC4] to gain a
 * technology tile using [ACTION10]"), 11 and 12 (a mine paying [POWER3] /
 * [POWER5]: 1 and 2 terraforming steps).  5 and 9 were not seen; 5 is taken
 * as the 7-power action.  Specials: 8 (an academy's Q.I.C.), 20 (gain 4
 * power).  14 precedes ordinary mines and is not an action. */
static const struct { int id; const char *name; int board; } bga_actions[] = {
    {1, "power7", 1}, {2, "power3", 1}, {3, "power4", 1},  {4, "power5", 1},
    {5, "power1", 1}, {6, "qic3", 1},   {7, "qic2", 1},    {10, "qic1", 1},
    {11, "power6", 1}, {12, "power2", 1}, {8, "ac2", 0},   {20, "4pw", 0},
};

static const char *const bga_tracks[] = {NULL, "terra", "nav", "int", "gaia", "eco", "sci"};

/* Reads BGA markup "[GOLD6][ORE2][POWER3]" into amounts; POWER goes to
 * power_key ("pw" power spent or charged, "t" tokens).  Returns the object
 * (NULL when s has no amount). */
static json_t *parse_markup(const char *s, const char *power_key)
{
    static const struct { const char *tag, *key; } tags[] = {
        {"GOLD", "c"}, {"ORE", "o"}, {"KNOWLEDGE", "k"}, {"QIC", "q"}, {"VP", "vp"},
        {"POWER", NULL},
    };
    if (!s)
        return NULL;
    json_t *o = json_object();
    size_t guard = 0;
    while (o && (s = strchr(s, '[')) && guard++ < 64) {
        s++;
        for (size_t i = 0; i < sizeof tags / sizeof tags[0]; i++) {
            size_t n = strlen(tags[i].tag);
            if (strncmp(s, tags[i].tag, n) || s[n] < '0' || s[n] > '9')
                continue;
            long v = strtol(s + n, NULL, 10);
            if (v < 0 || v > 100000)
                break;
            const char *key = tags[i].key ? tags[i].key : power_key;
            json_t *prev = json_object_get(o, key);
            json_object_set_new(o, key, json_integer(v + (prev ? json_integer_value(prev) : 0)));
            break;
        }
    }
    if (o && !json_object_size(o)) {
        json_decref(o);
        return NULL;
    }
    return o;
}

static long get_int(const json_t *o, const char *key, long def)
{
    long long v;
    return ga_json_int(json_object_get(o, key), &v) && v > -1000000 && v < 1000000 ? (long)v
                                                                                   : def;
}

/* BGA's player snapshot → the engine's state object. */
static json_t *convert_state(const json_t *pl)
{
    if (!json_is_object(pl))
        return NULL;
    static const struct { const char *bga, *key; } f[] = {
        {"gold", "c"}, {"ore", "o"}, {"knowledge", "k"}, {"qic", "q"}, {"score", "vp"},
    };
    json_t *st = json_object();
    for (size_t i = 0; st && i < sizeof f / sizeof f[0]; i++) {
        long long v;
        if (ga_json_int(json_object_get(pl, f[i].bga), &v))
            json_object_set_new(st, f[i].key, json_integer(v));
    }
    json_t *pw = json_object_get(pl, "power"); /* [Gaia, I, II, III] */
    if (json_array_size(pw) == 4) {
        long long v[4];
        int ok = 1;
        for (size_t i = 0; i < 4; i++)
            ok &= ga_json_int(json_array_get(pw, i), &v[i]);
        if (ok)
            json_object_set_new(st, "power", json_pack("[IIII]", v[1], v[2], v[3], v[0]));
    }
    json_t *rs = json_object_get(pl, "research"); /* [_, terra … sci] */
    if (json_array_size(rs) == 7) {
        json_t *a = json_array();
        for (size_t i = 1; i < 7; i++) {
            long long v = 0;
            ga_json_int(json_array_get(rs, i), &v);
            json_array_append_new(a, json_integer(v));
        }
        json_object_set_new(st, "research", a);
    }
    return st;
}

static json_t *power_after(const json_t *pw)
{
    long long v[4];
    if (json_array_size(pw) != 4)
        return NULL;
    for (size_t i = 0; i < 4; i++)
        if (!ga_json_int(json_array_get(pw, i), &v[i]))
            return NULL;
    return json_pack("[IIII]", v[1], v[2], v[3], v[0]);
}

static void set_new(json_t *o, const char *k, json_t *v)
{
    if (v)
        json_object_set_new(o, k, v);
}

static json_t *hex_of(const json_t *a)
{
    long q = get_int(a, "q", 0), r = get_int(a, "r", 0);
    char buf[48];
    snprintf(buf, sizeof buf, "%ld,%ld", q, r);
    return json_string(buf);
}

/* notifyBuild carries the whole board (args.map[q][r]: planetType and the
 * buildings with their playerId): sets the built hex's planet type and the
 * types of the other spaces holding the builder's buildings. */
static void set_planets(json_t *g, const json_t *a)
{
    const json_t *map = json_object_get(a, "map");
    const char *who = json_string_value(json_object_get(a, "playerId"));
    long q = get_int(a, "q", 0), r = get_int(a, "r", 0);
    char kq[24], kr[24];
    if (!json_is_object(map) || !who)
        return;
    snprintf(kq, sizeof kq, "%ld", q);
    snprintf(kr, sizeof kr, "%ld", r);
    const json_t *h = json_object_get(json_object_get(map, kq), kr);
    if (!json_object_get(h, "planetType"))
        return;
    json_object_set_new(g, "planet", json_integer(get_int(h, "planetType", 0)));
    json_t *held = json_array();
    const char *k1, *k2;
    json_t *col, *hex;
    json_object_foreach((json_t *)map, k1, col) {
        json_object_foreach(col, k2, hex) {
            if (!strcmp(k1, kq) && !strcmp(k2, kr))
                continue;
            size_t i;
            json_t *b;
            json_array_foreach(json_object_get(hex, "buildings"), i, b) {
                const char *pid = json_string_value(json_object_get(b, "playerId"));
                if (pid && !strcmp(pid, who)) {
                    json_array_append_new(held, json_integer(get_int(hex, "planetType", 0)));
                    break;
                }
            }
        }
    }
    json_object_set_new(g, "planets_held", held);
}

static const char *building_name(long id)
{
    if (id >= 0 && (size_t)id < sizeof bga_buildings / sizeof bga_buildings[0] &&
        bga_buildings[id])
        return bga_buildings[id];
    return "other";
}

int ga_gaiaproject_bga_decode(const ga_move *ev, ga_move *out)
{
    const char *t = ev->action;
    const json_t *a = json_object_get(ev->args, "args");
    const char *log = json_string_value(json_object_get(ev->args, "log"));
    if (!json_is_object(a))
        a = NULL;
    json_t *g = json_object();
    const char *action = NULL;
    if (!g)
        return GA_ENOMEM;
    set_new(g, "state", convert_state(json_object_get(a, "player")));
    if (!strcmp(t, "notifyChooseRace")) {
        const gp_faction *f = ga_gaiaproject_faction_by_race(get_int(a, "raceId", -1));
        action = "faction";
        json_object_set_new(g, "faction", json_string(f ? f->id : "unknown"));
    } else if (!strcmp(t, "notifyGeneric") && json_object_get(a, "raceId") &&
               json_object_get(a, "vp") && !json_object_get(a, "max")) {
        /* "… wins the auction for [RACE…], spending [VP…]" */
        const gp_faction *f = ga_gaiaproject_faction_by_race(get_int(a, "raceId", -1));
        action = "bid";
        json_object_set_new(g, "faction", json_string(f ? f->id : "unknown"));
        json_object_set_new(g, "vp", json_integer(get_int(a, "vp", 0)));
    } else if (!strcmp(t, "notifyGeneric") && log &&
               !strncmp(log, "All players receive [VP", 23)) {
        /* "All players receive [VP…] to ensure every player starts with at
         * least 10 VP" */
        action = "auction-vp";
        json_object_set_new(g, "vp", json_integer(get_int(a, "vp", 0)));
    } else if (!strcmp(t, "notifyPlaceStartingBldg") || !strcmp(t, "notifyBuild") ||
               !strcmp(t, "notifyUpgrade")) {
        action = !strcmp(t, "notifyUpgrade") ? "upgrade" : "build";
        const char *b = get_int(a, "isLostMine", 0) ? "lp" : building_name(get_int(a, "buildingId", -1));
        json_object_set_new(g, "building", json_string(b));
        json_object_set_new(g, "hex", hex_of(a));
        set_new(g, "pay", parse_markup(json_string_value(json_object_get(a, "payStr")), "pw"));
        set_planets(g, a);
    } else if (!strcmp(t, "notifyChooseBoosterTile")) {
        action = "booster";
        json_object_set_new(g, "booster", json_integer(get_int(a, "boosterId", 0)));
    } else if (!strcmp(t, "notifyResearch")) {
        long w = get_int(a, "whichResearch", 0);
        action = "research";
        json_object_set_new(g, "track", json_string(w >= 1 && w <= 6 ? bga_tracks[w] : "unknown"));
        json_object_set_new(g, "cost", json_integer(get_int(a, "knowledgeCost", 0)));
        if (!get_int(a, "knowledgeCost", 0))
            json_object_set_new(g, "free", json_true());
    } else if (!strcmp(t, "notifyAction")) {
        long id = get_int(a, "actionId", 0);
        for (size_t i = 0; i < sizeof bga_actions / sizeof bga_actions[0]; i++)
            if (bga_actions[i].id == id) {
                action = bga_actions[i].board ? "action" : "special";
                json_object_set_new(g, "id", json_string(bga_actions[i].name));
                /* The score-a-federation-again action logs its gain, not its cost. */
                if (id == 7)
                    json_object_set_new(g, "apply_cost", json_true());
            }
        if (!action && id != 14) {
            char buf[32];
            snprintf(buf, sizeof buf, "bga%ld", id);
            action = "special";
            json_object_set_new(g, "id", json_string(buf));
        }
    } else if (!strcmp(t, "notifyGainResource")) {
        action = log && !strncmp(log, "Income:", 7) ? "income" : "gain";
        json_t *pay = parse_markup(json_string_value(json_object_get(a, "payStr")), "pw");
        json_t *gain = parse_markup(json_string_value(json_object_get(a, "gainStr")), "t");
        if (!pay && !gain)
            json_object_set_new(g, "unlogged", json_true()); /* only the snapshot says */
        /* "Faction bonus: … gains [KNOWLEDGE3]": a faction ability's gain. */
        if (log && !strncmp(log, "Faction bonus:", 14))
            json_object_set_new(g, "faction_bonus", json_true());
        set_new(g, "pay", pay);
        set_new(g, "gain", gain);
    } else if (!strcmp(t, "notifyConvert")) {
        action = "convert";
        set_new(g, "pay", parse_markup(json_string_value(json_object_get(a, "payStr")), "pw"));
        set_new(g, "gain", parse_markup(json_string_value(json_object_get(a, "gainStr")), "t"));
    } else if (!strcmp(t, "notifyChargePower")) {
        action = "charge";
        json_object_set_new(g, "n", json_integer(get_int(a, "chargeSum", 0)));
        json_object_set_new(g, "tokens_after", json_integer(get_int(a, "pwrSum", 0)));
        /* Income charges carry pwrSum; charges offered by a neighbour's
         * building (paid in VP) carry bsString instead. */
        if (json_object_get(a, "pwrSum"))
            json_object_set_new(g, "income", json_true());
        set_new(g, "power_after", power_after(json_object_get(a, "power")));
    } else if (!strcmp(t, "notifyDiscard")) {
        json_t *pay = parse_markup(json_string_value(json_object_get(a, "payStr")), "pw");
        action = "burn";
        json_object_set_new(g, "n", json_integer(get_int(pay, "pw", 0)));
        json_decref(pay);
        set_new(g, "power_after", power_after(json_object_get(a, "power")));
    } else if (!strcmp(t, "notifyScore")) {
        action = "score";
        json_object_set_new(g, "vp", json_integer(get_int(a, "vp", 0)));
        if (json_object_get(a, "loss"))
            json_object_set_new(g, "loss", json_integer(get_int(a, "loss", 0)));
        json_t *desc = json_object_get(a, "desc");
        if (json_is_string(desc))
            json_object_set(g, "desc", desc);
    } else if (!strcmp(t, "notifyPass")) {
        action = "pass";
        json_object_set_new(g, "booster", json_integer(get_int(a, "boosterId", 0)));
        json_object_set_new(g, "vp", json_integer(get_int(a, "vp", 0)));
    } else if (!strcmp(t, "notifyFormFederation")) {
        action = "federation";
        json_t *hexes = json_array();
        size_t i;
        json_t *b;
        json_array_foreach(json_object_get(a, "buildings"), i, b)
            json_array_append_new(hexes, hex_of(b));
        json_object_set_new(g, "hexes", hexes);
        /* Satellite tokens: the log does not say from which area. */
        set_new(g, "pay", parse_markup(json_string_value(json_object_get(a, "payStr")), "t"));
        json_object_set_new(g, "unlogged", json_pack("[s]", "power"));
    } else if (!strcmp(t, "notifyTakeFedToken")) {
        action = "federation-token";
        json_object_set_new(g, "tile", json_integer(get_int(a, "fedTokenId", 0)));
    } else if (!strcmp(t, "notifyGainTech")) {
        char buf[32];
        action = "tech";
        snprintf(buf, sizeof buf, "bga%ld", get_int(a, "techId", 0));
        json_object_set_new(g, "tile", json_string(buf));
        long q = get_int(a, "qicCost", 0);
        if (q > 0)
            json_object_set_new(g, "pay", json_pack("{s:i}", "q", (json_int_t)q));
        if (get_int(a, "actionId", 0) == 10)
            json_object_set_new(g, "board_action", json_string("qic1"));
    } else if (!strcmp(t, "notifyIncome") && json_is_array(json_object_get(a, "income"))) {
        /* The income the table shows for the player: [credits, ore,
         * knowledge, Q.I.C., [charges…], [tokens…]]. */
        action = "income-forecast";
        json_object_set(g, "forecast", json_object_get(a, "income"));
    } else if (!strcmp(t, "notifyRoundEnd")) {
        action = "round-end";
        json_object_set_new(g, "round", json_integer(get_int(a, "roundNum", 0)));
    } else if (!strcmp(t, "notifyGaiaDone")) {
        action = "gaia-phase";
        json_t *states = json_object();
        const char *pid;
        json_t *pl;
        json_object_foreach(json_object_get(a, "players"), pid, pl)
            set_new(states, pid, convert_state(pl));
        json_object_set_new(g, "states", states);
    }
    if (!action) {
        json_decref(g);
        return 0;
    }
    const char *player = !strcmp(action, "gaia-phase") || !strcmp(action, "round-end") ||
                                 !strcmp(action, "bid") || !strcmp(action, "auction-vp")
                             ? NULL
                             : ev->player;
    if (ga_move_set(out, ev->seq, ev->game, player, action, g, ev->src, ev->raw,
                    ev->raw ? strlen(ev->raw) : 0))
        return GA_ENOMEM;
    return 1;
}
