/* bga.c — Board Game Arena notifications of Harmonies turned into the engine's moves.
 *
 * The notifications are those mizutismask/bga-harmonies emits (branch develop;
 * modules/php/actions.php, colored-token-deck.php, animal-cards-deck.php,
 * animal-cube-deck.php, utils.php; FORMATS.md §6):
 *   holeEmptied {player_name, hole, tokens[]}                     → take
 *   materialMove TOKEN → HEX {toArg: player, material[{type_arg, location "<p>_cell_<c>_<r>",
 *                location_arg: level}]}                           → place
 *   materialMove TOKEN → HOLE {toArg: hole, material[]}           → refill
 *   materialMove CARD RIVER → HAND {playerId, material[{id, type_arg}]}   → card
 *   materialMove CARD SPIRITS → HAND                               → spirit
 *   materialMove CARD DECK → SPIRITS {toArg: player}               → choices
 *   materialMove CARD DECK → RIVER                                 → deal
 *   materialMove CUBE CARD → HEX {fromArg: card id, toArg: player,
 *                material[{location "cell_<p>_<c>_<r>"}]}         → cube
 *   coloredTokenMove {tokensByHole}                                → holes
 *   lastTurn {player_id} ("… has two or less empty spaces, finishing round !", sent when
 *                the end is triggered by another than the last seat)  → end
 *   result (the end-of-game state, parsers/bga.c)                  → score {total, final}
 * Token colours are BGA's type_arg (1 blue … 6 red); a card's BGA id is mapped to its type
 * (type_arg) when it first appears.  Anything else is left to the generic BGA audit. */
#include "../../src/internal.h"
#include "harmonies.h"

#include <stdlib.h>
#include <string.h>

#define HM_BGA_MAXIDS 256

struct ga_hm_bga {
    long long ids[HM_BGA_MAXIDS];
    int types[HM_BGA_MAXIDS];
    size_t nids;
    char active[64];  /* the active player (gameStateChange active_player) */
};

int ga_hm_bga_new(ga_hm_bga **out)
{
    *out = calloc(1, sizeof **out);
    return *out ? 0 : GA_ENOMEM;
}

void ga_hm_bga_free(ga_hm_bga *d)
{
    free(d);
}

static void remember(ga_hm_bga *d, const json_t *card)
{
    long long id, type;
    if (!ga_json_int(json_object_get(card, "id"), &id) ||
        !ga_json_int(json_object_get(card, "type_arg"), &type))
        return;
    for (size_t i = 0; i < d->nids; i++)
        if (d->ids[i] == id) {
            d->types[i] = (int)type;
            return;
        }
    if (d->nids < HM_BGA_MAXIDS) {
        d->ids[d->nids] = id;
        d->types[d->nids++] = (int)type;
    }
}

static int card_type(const ga_hm_bga *d, const json_t *idv)
{
    long long id;
    if (!ga_json_int(idv, &id))
        return 0;
    for (size_t i = 0; i < d->nids; i++)
        if (d->ids[i] == id)
            return d->types[i];
    return 0;
}

/* "84001_cell_2_3" or "cell_84001_2_3": the last two numbers. */
static int cell_of(const char *loc, int *c, int *r)
{
    if (!loc)
        return 0;
    const char *u2 = strrchr(loc, '_');
    if (!u2 || u2 == loc)
        return 0;
    const char *u1 = u2 - 1;
    while (u1 > loc && *u1 != '_')
        u1--;
    if (*u1 != '_')
        return 0;
    char *end;
    long x = strtol(u1 + 1, &end, 10);
    if (end != u2 || x < 0 || x > 99)
        return 0;
    long y = strtol(u2 + 1, &end, 10);
    if (*end || end == u2 + 1 || y < 0 || y > 99)
        return 0;
    *c = (int)x;
    *r = (int)y;
    return 1;
}

static json_t *colours(const json_t *tokens)
{
    json_t *a = json_array();
    size_t k;
    json_t *t;
    json_array_foreach(tokens, k, t) {
        long long c = 0;
        ga_json_int(json_object_get(t, "type_arg"), &c);
        json_array_append_new(a, json_string(c >= 1 && c <= 6 ? ga_hm_colour_name((int)c)
                                                               : "unknown"));
    }
    return a;
}

/* Adds one decoded move (args stolen) to out. */
static int add(ga_hm_moves *out, const char *player, const char *action, json_t *args)
{
    if (!args)
        return GA_ENOMEM;
    if (out->n == GA_HM_MAXMOVES) {
        json_decref(args);
        return 0;
    }
    ga_hm_move *m = &out->v[out->n++];
    snprintf(m->player, sizeof m->player, "%s", player ? player : "");
    m->action = action;
    m->args = args;
    return 0;
}

static const char *str(const json_t *o, const char *k)
{
    return json_string_value(json_object_get(o, k));
}

int ga_hm_bga_decode(ga_hm_bga *d, const ga_header *h, const ga_move *ev, ga_hm_moves *out)
{
    out->n = 0;
    const char *type = ev->action;
    json_t *a = json_object_get(ev->args, "args");
    char tmp[32], who[64] = "";
    if (ev->player)
        snprintf(who, sizeof who, "%s", ev->player);
    if (!strcmp(type, "gameStateChange")) {
        const char *ap = ga_json_str(json_object_get(a, "active_player"), tmp, sizeof tmp);
        if (ap)
            snprintf(d->active, sizeof d->active, "%s", ap);
        return 0;
    }
    if (!strcmp(type, "result")) {
        json_t *scores = json_object_get(ev->args, "scores");
        const char *k;
        json_t *v;
        json_object_foreach(scores, k, v) {
            if (json_is_integer(v))
                add(out, k, "score", json_pack("{sOsb}", "total", v, "final", 1));
        }
        return 0;
    }
    if (!json_is_object(a))
        return 0;
    if (!who[0]) {
        const char *name = str(a, "player_name");
        for (size_t i = 0; name && i < h->nplayers; i++)
            if (h->players[i].name && !strcmp(h->players[i].name, name))
                snprintf(who, sizeof who, "%s", h->players[i].id);
    }
    if (!who[0])
        snprintf(who, sizeof who, "%s", d->active);
    if (!strcmp(type, "holeEmptied")) {
        long long hole = 0;
        ga_json_int(json_object_get(a, "hole"), &hole);
        json_t *toks = json_object_get(a, "tokens");
        return add(out, who, "take", json_pack("{sIso}", "hole", (json_int_t)hole, "tokens",
                                               colours(toks)));
    }
    if (!strcmp(type, "lastTurn"))
        return add(out, who, "end", json_pack("{ss}", "reason", "spaces"));
    if (!strcmp(type, "coloredTokenMove")) {
        json_t *by = json_object_get(a, "tokensByHole"), *holes = json_array();
        for (int hn = 1; hn <= 5; hn++) {
            char key[16];
            snprintf(key, sizeof key, "%d", hn);
            json_t *t = json_object_get(by, key);
            if (!t && json_is_array(by))
                t = json_array_get(by, (size_t)hn - 1);
            json_array_append_new(holes, colours(t));
        }
        return add(out, NULL, "holes", json_pack("{so}", "holes", holes));
    }
    if (strcmp(type, "materialMove") != 0)
        return 0;
    const char *mt = str(a, "type"), *from = str(a, "from"), *to = str(a, "to");
    json_t *mat = json_object_get(a, "material");
    if (!mt || !to || !json_is_array(mat))
        return 0;
    const char *toarg = ga_json_str(json_object_get(a, "toArg"), tmp, sizeof tmp);
    char owner[64];
    snprintf(owner, sizeof owner, "%s", toarg ? toarg : who);
    size_t k;
    json_t *x;
    int rc = 0;
    if (!strcmp(mt, "TOKEN") && !strcmp(to, "HEX")) {
        json_array_foreach(mat, k, x) {
            int c, r;
            long long col = 0, lv = 0;
            ga_json_int(json_object_get(x, "type_arg"), &col);
            if (!cell_of(str(x, "location"), &c, &r))
                continue;
            json_t *args = json_pack("{sssisi}", "token",
                                     col >= 1 && col <= 6 ? ga_hm_colour_name((int)col) : "unknown",
                                     "col", c, "row", r);
            if (args && ga_json_int(json_object_get(x, "location_arg"), &lv) && lv >= 1 && lv <= 3)
                json_object_set_new(args, "level", json_integer(lv));
            if ((rc = add(out, owner, "place", args)))
                return rc;
        }
    } else if (!strcmp(mt, "TOKEN") && !strcmp(to, "HOLE")) {
        long long hole = 0;
        ga_json_int(json_object_get(a, "toArg"), &hole);
        rc = add(out, NULL, "refill", json_pack("{sIso}", "hole", (json_int_t)hole, "tokens",
                                                colours(mat)));
    } else if (!strcmp(mt, "CARD")) {
        json_array_foreach(mat, k, x) {
            remember(d, x);
            long long ty = 0;
            ga_json_int(json_object_get(x, "type_arg"), &ty);
            const char *pid = ga_json_str(json_object_get(a, "playerId"), tmp, sizeof tmp);
            char p[64];
            snprintf(p, sizeof p, "%s", pid ? pid : owner);
            if (!strcmp(to, "HAND") && from && !strcmp(from, "SPIRITS"))
                rc = add(out, p, "spirit", json_pack("{sI}", "card", (json_int_t)ty));
            else if (!strcmp(to, "HAND"))
                rc = add(out, p, "card", json_pack("{sI}", "card", (json_int_t)ty));
            else if (!strcmp(to, "RIVER"))
                rc = add(out, NULL, "deal", json_pack("{sI}", "card", (json_int_t)ty));
            else if (!strcmp(to, "SPIRITS") && toarg)
                rc = add(out, toarg, "choices", json_pack("{s[I]}", "cards", (json_int_t)ty));
            if (rc)
                return rc;
        }
    } else if (!strcmp(mt, "CUBE") && !strcmp(to, "HEX")) {
        int ty = card_type(d, json_object_get(a, "fromArg"));
        json_array_foreach(mat, k, x) {
            int c, r;
            if (!cell_of(str(x, "location"), &c, &r))
                continue;
            if ((rc = add(out, owner, "cube",
                          json_pack("{sisisi}", "card", ty, "col", c, "row", r))))
                return rc;
        }
    }
    return rc;
}
