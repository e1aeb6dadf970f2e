/* bga.c — the Memoir '44 BGA decoder: the events of bga-devs/bga-memoir
 * (notifications as the archive holds them) turned into the engine's
 * handlers, the same the normalized stream's moves reach. */
#include "../../src/internal.h"
#include "engine.h"
#include "rules.h"

#include <string.h>

int m44_apply_bga(ga_engine *e, const ga_move *m, ga_findings *out)
{
    const char *t = m->action;
    /* the BGA reader gives {log, args, packet, move, time, channel} */
    json_t *a = json_object_get(m->args, "args");
    int rc = 0;
    const char *ch = m44_jstr(m->args, "channel");
    if (strcmp(t, "result") && ch && strcmp(ch, "table"))
        return 0;
    if (!json_is_object(a) && strcmp(t, "result"))
        return 0;
    if (!strcmp(t, "playCard")) {
        json_t *card = json_object_get(a, "card");
        int type = (int)m44_jint(card, "type", -1);
        int section = m44_section_of_text(m44_jstr(a, "flank"));
        if (type == C_COUNTER) {
            json_t *x = json_object_get(card, "extraDatas");
            long long ct = m44_jint(x, "copiedCardType", -1);
            if (ct >= 0)
                type = (int)ct;
        }
        if (section < 0)
            section = (int)m44_jint(card, "value", -1);
        /* a countered section card names the opponent's flank: a right
         * section card becomes the equivalent left one */
        if (m44_jint(card, "type", -1) == C_COUNTER && section >= 0 && section <= 2)
            section = 2 - section;
        int reaction = m->raw && strstr(m->raw, "in reaction");
        if ((rc = m44_end_of_step(e, out)))
            return rc;
        return m44_play_card(e, m, m44_player_index(e, m, a), type, section, reaction, out);
    }
    if (!strcmp(t, "activateUnits")) {
        json_t *ids = json_object_get(a, "unitIds");
        long long v[32];
        int n = 0;
        size_t i;
        json_t *x;
        json_array_foreach(ids, i, x) if (n < 32 && ga_json_int(x, &v[n])) n++;
        return m44_order_units(e, m, m44_player_index(e, m, a), v, n, out);
    }
    if (!strcmp(t, "moveUnit")) {
        long long id = m44_jint(a, "unitId", -1), x = m44_jint(a, "x", -1), y = m44_jint(a, "y", -1);
        long long fx = m44_jint(a, "fromX", -1), fy = m44_jint(a, "fromY", -1);
        int kind = 0;
        if (m->raw && strstr(m->raw, " retreats "))
            kind = 1;
        else if (m->raw && strstr(m->raw, "takes ground"))
            kind = 2;
        if (kind == 0 && (rc = m44_end_of_step(e, out)))
            return rc;
        return m44_move_unit(e, m, id, (int)fx, (int)fy, (int)x, (int)y, kind, out);
    }
    if (!strcmp(t, "throwAttack")) {
        if ((rc = m44_check_medals_pending(e, out)))
            return rc;
        return m44_attack_unit(e, m, m44_jint(a, "unitId", 0), m44_jint(a, "oppUnitId", -1), 0, out);
    }
    if (!strcmp(t, "rollDice")) {
        json_t *cell = json_object_get(a, "cell");
        json_t *dr = json_object_get(json_object_get(a, "dice_result"), "args");
        int faces[16], nd = 0;
        json_t *res = json_object_get(a, "results");
        size_t n = json_array_size(res);
        for (size_t i = 0; i < n && nd < 16; i++) {
            char key[32];
            snprintf(key, sizeof key, "dice_%zu", i);
            json_t *d = json_object_get(json_object_get(dr, key), "args");
            int f = m44_face_of(m44_jstr(d, "dice_face"));
            if (f < 0) {
                long long r;
                if (!ga_json_int(json_array_get(res, i), &r) || r < 0 || r > 4)
                    continue;
                f = (int)r;
            }
            faces[nd++] = f;
        }
        return m44_roll_dice(e, m, (int)m44_jint(cell, "x", -1), (int)m44_jint(cell, "y", -1), faces, nd,
                             out);
    }
    if (!strcmp(t, "takeDamage")) {
        int blocked = m->raw && strstr(m->raw, "retreat is blocked");
        return m44_take_damage(e, m, m44_jint(a, "unitId", -1), m44_jint(a, "hits", 0), blocked, out);
    }
    if (!strcmp(t, "healUnit"))
        return m44_heal_unit(e, m, m44_jint(a, "unitId", -1), m44_jint(a, "nb", 0), out);
    if (!strcmp(t, "scoreMedals") || !strcmp(t, "removeMedals")) {
        int side = m44_side_of_text(m44_jstr(a, "teamId"));
        int nb = (int)m44_jint(a, "nb", 0);
        if (!strcmp(t, "removeMedals")) {
            m44_lose_medals(e, side, nb);
            return 0;
        }
        json_t *medals = json_object_get(a, "medals");
        size_t i;
        json_t *md;
        int counted = 0;
        json_array_foreach(medals, i, md) {
            char tmp[16];
            const char *ty = ga_json_str(json_object_get(md, "type"), tmp, sizeof tmp);
            long long fid = m44_jint(md, "foreign_id", 0);
            if (ty && !strcmp(ty, "1") && !rc)
                rc = m44_score_medal(e, m, side, 1, fid, out);
            else if (!rc)
                rc = m44_score_medal(e, m, side, 1, 0, out);
            counted++;
        }
        if (!rc && nb > counted)
            rc = m44_score_medal(e, m, side, nb - counted, 0, out);
        return rc;
    }
    if (!strcmp(t, "airDrop")) {
        json_t *un = json_object_get(a, "unit");
        long long ty = m44_jint(un, "type", 1);
        const char *nat = m44_jstr(un, "nation");
        m44_add_unit(e, m44_jint(un, "id", -1), (int)m44_jint(un, "x", -1), (int)m44_jint(un, "y", -1),
                 ty == 2 ? M44_ARM : ty == 3 ? M44_ART : M44_INF, (int)m44_jint(un, "figures", 4),
                 nat && (!strcmp(nat, "ger") || !strcmp(nat, "jp") || !strcmp(nat, "it"))
                     ? M44_AXIS : M44_ALLIES);
        return 0;
    }
    if (!strcmp(t, "message")) {
        long long n;
        if (m->raw && strstr(m->raw, "unsuccessfully air drop") &&
            ga_json_int(json_object_get(a, "n"), &n) && n > 0 && n < 20)
            e->ids_used += (int)n;
        return 0;
    }
    if (!strcmp(t, "removeTerrain")) {
        json_t *cell = json_object_get(a, "cell");
        int x = (int)m44_jint(cell, "x", -1), y = (int)m44_jint(cell, "y", -1);
        const char *what = m44_jstr(a, "obstacle");
        if (m44_on_board(x, y)) {
            if (what && !strncasecmp(what, "sand", 4))
                e->sand[y][x] = 0;
            else
                m44_obstacle_removed(e, x, y);
        }
        return 0;
    }
    if (!strcmp(t, "addTerrain")) {
        json_t *tr = json_object_get(a, "terrain");
        int x = (int)m44_jint(tr, "x", -1), y = (int)m44_jint(tr, "y", -1);
        const char *tile = m44_jstr(tr, "tile");
        if (m44_on_board(x, y) && tile && !strcmp(tile, "sand"))
            e->sand[y][x] = 1;
        return 0;
    }
    if (!strcmp(t, "drawCards") || !strcmp(t, "drawCardsAndKeep")) {
        long long nb = m44_jint(a, "nb", -1);
        return m44_draw_cards(e, m, m44_player_index(e, m, a), nb, m44_jint(a, "nbKeep", nb), out);
    }
    if (!strcmp(t, "clearUnitsStatus"))
        return m44_end_of_step(e, out);
    if (!strcmp(t, "gameStateChange")) {
        const char *name = m44_jstr(a, "name");
        if (name && !strcmp(name, "endTurn"))
            return m44_draw_check(e, m, out);
        if (name && !strcmp(name, "changeOfRound")) {
            if ((rc = m44_end_of_step(e, out)))
                return rc;
            m44_next_round(e);
        }
        return 0;
    }
    if (!strcmp(t, "result"))
        return m44_check_result(e, m, out);
    return 0;
}
