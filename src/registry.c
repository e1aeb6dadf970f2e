/* registry.c — the tables of formats and games.
 *
 * Adding a game (tests/test_registry.c walks every step for every row):
 *   1. a room validators/<name>/: engine.c defining `const ga_game ga_game_<name>`
 *      with its rule refs, wiki constants, vocabulary (actions[], sorted), checks
 *      (checks[], sorted, codes "<name>.…", each citing a ref), the non-normative
 *      sentences of its pages (skips[], each with its reason), tested_on and an
 *      example stream that passes `check`; data tables in their own files, each
 *      naming its source; a decoder from BGA events (bga.c) when the game is
 *      played there; README.md whose vocabulary block is `gameaudit games <name>`
 *      (between the games:begin/games:end markers; `make readmes` writes it);
 *   2. one line in validators/games.def, kept sorted by name;
 *   3. fixtures under fixtures/<name>/: clean logs with their PROVENANCE.md and
 *      known-bad copies, each with its .expect (code and seq of each finding, the
 *      sentence it breaks in a comment); every check needs one to count for
 *      `rules coverage`;
 *   4. tests/test_<name>.c for what fixtures cannot pin;
 *   5. a line in README.md's table of games.
 * Adding a format: one file under parsers/, its declaration in parsers/parsers.h
 * and one row in ga_formats below, kept sorted by name.
 */
#include "internal.h"
#include "../parsers/parsers.h"
#include "../validators/validators.h"

#include <string.h>
#include <strings.h>

const ga_format *const ga_formats[] = {
    &ga_format_bga_archive,
    &ga_format_bga_replay_html,
    &ga_format_bga_replay_text,
    &ga_format_gaia_engine,
    &ga_format_stream,
    &ga_format_sgf,
    &ga_format_harmonies_snapshot,
    &ga_format_mat,
    &ga_format_rtt_replay,
};
const size_t ga_nformats = sizeof ga_formats / sizeof ga_formats[0];

const ga_game *const ga_games[] = {
#define GA_GAME(name) &ga_game_##name,
#include "../validators/games.def"
#undef GA_GAME
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

void ga_format_why_not(const ga_source *src, char *buf, size_t n)
{
    const char *d = src->data;
    size_t len = src->len, i = ga_text_start(d, len);
    const char *why = "";
    if (i >= len) {
        why = len ? "the file holds only blanks" : "the file is empty";
    } else if (memchr(d, '\r', len) && !memchr(d, '\n', len)) {
        why = "its lines end in CR alone (classic Mac OS text): convert them to LF";
    } else {
        const char *nl = memchr(d + i, '\n', len - i);
        size_t e = nl ? (size_t)(nl - d) : len;
        size_t k = i;
        while (k < e && d[k] >= '0' && d[k] <= '9')
            k++;
        while (k < e && (d[k] == ' ' || d[k] == '\t'))
            k++;
        if (k > i && e - k >= 11 && !strncasecmp(d + k, "point match", 11)) {
            snprintf(buf, n, "unrecognised input format: \"%.*s\" is no match length a "
                             "backgammon record can have (0 to 99999 points)",
                     (int)(e - i > 60 ? 60 : e - i), d + i);
            return;
        }
        if (memchr(d + i, '\t', e - i))
            why = "its first line is tab-separated cells (a spreadsheet export?): no format "
                  "here reads tables";
    }
    snprintf(buf, n, "unrecognised input format%s%s (see `gameaudit formats`)", *why ? ": " : "",
             why);
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
