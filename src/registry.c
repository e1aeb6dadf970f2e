/* registry.c — the tables of formats and games.
 *
 * Adding a game:
 *   1. one file (or folder) under validators/ defining `const ga_game ga_game_<name>`
 *      with its rule refs and wiki constants;
 *   2. its declaration in validators/validators.h and one row below, kept sorted by name;
 *   3. fixtures under fixtures/<name>/ (clean logs and known-bad copies with .expect);
 *   4. a line in README.md's table of games.
 * Adding a format: the same with parsers/, parsers/parsers.h and ga_formats.
 * tests/test_registry.c checks that names are unique and sorted and no hook is NULL.
 */
#include "internal.h"
#include "../parsers/parsers.h"
#include "../validators/validators.h"

#include <string.h>

const ga_format *const ga_formats[] = {
    &ga_format_bga_archive,
    &ga_format_bga_replay_html,
    &ga_format_bga_replay_text,
    &ga_format_gaia_engine,
    &ga_format_stream,
    &ga_format_sgf,
    &ga_format_mat,
};
const size_t ga_nformats = sizeof ga_formats / sizeof ga_formats[0];

const ga_game *const ga_games[] = {
    &ga_game_backgammon,
    &ga_game_bga,
    &ga_game_gaiaproject,
};
const size_t ga_ngames = sizeof ga_games / sizeof ga_games[0];

const ga_format *ga_format_find(const char *name)
{
    for (size_t i = 0; i < ga_nformats; i++)
        if (strcmp(ga_formats[i]->name, name) == 0)
            return ga_formats[i];
    return NULL;
}

const ga_format *ga_format_sniff(const ga_source *src)
{
    const ga_format *best = NULL;
    int best_score = 0;
    for (size_t i = 0; i < ga_nformats; i++) {
        int s = ga_formats[i]->sniff(src->data, src->len, src->path);
        if (s > best_score) {
            best_score = s;
            best = ga_formats[i];
        }
    }
    return best;
}

const ga_game *ga_game_find(const char *name)
{
    if (!name)
        return NULL;
    for (size_t i = 0; i < ga_ngames; i++)
        if (strcmp(ga_games[i]->name, name) == 0)
            return ga_games[i];
    return NULL;
}
