/* internal.h — helpers shared inside libgameaudit; not installed. */
#ifndef GA_INTERNAL_H
#define GA_INTERNAL_H

#include "gameaudit.h"

#include <stdint.h>

/* Returns a NUL-terminated copy of n bytes of s, or NULL (out of memory). */
char *ga_strndup(const char *s, size_t n);
/* Returns a copy of s, or NULL when s is NULL or memory runs out. */
char *ga_strdup0(const char *s);

/* Makes room for need elements of elem bytes in the array whose address is
 * arrayp (a T ** passed as void *), of capacity *cap (updated), doubling from
 * min_cap.  Returns 0, or GA_ENOMEM (also on size overflow) leaving the array
 * and *cap unchanged. */
int ga_grow(void *arrayp, size_t *cap, size_t need, size_t elem, size_t min_cap);
/* ga_grow on the array ptr (any T *) with its size_t capacity cap. */
#define GA_GROW(ptr, cap, need, min) ga_grow(&(ptr), &(cap), (need), sizeof *(ptr), (min))

/* Returns the offset of the first byte of data after a UTF-8 byte-order mark
 * and blanks (space, tab, CR, LF): where a sniffer looks for its format. */
size_t ga_text_start(const char *data, size_t len);

/* JSON helpers (src/json.c): values that may come as numbers or strings. */
/* Returns 1 and sets *out when v is an integer or a string holding one. */
int ga_json_int(const json_t *v, long long *out);
/* Returns the string of v, the decimal of an integer in tmp, or NULL. */
const char *ga_json_str(const json_t *v, char *tmp, size_t tmpsize);

/* Appends s (n bytes) to out as valid UTF-8: a byte that starts no
 * well-formed sequence is read as Latin-1 (old .mat files write names so);
 * with ctrl, C0 controls but newline and tab, and DEL, are written as
 * "\xNN" (an ANSI escape in a name is shown, not obeyed; XML allows none of
 * them).  Returns 0 or GA_ENOMEM. */
int ga_utf8_clean(ga_buf *out, const char *s, size_t n, int ctrl);
/* A JSON string of s (NULL: JSON null) made valid UTF-8 as ga_utf8_clean
 * does: never dropped for its bytes.  New reference, NULL when out of memory. */
json_t *ga_json_text(const char *s);

/* Converts a jansson load error to a positioned ga_error (GA_EINPUT). */
int ga_json_error(ga_error *err, const char *file, const json_error_t *je);

/* ---- a game described (src/describe.c) */
/* Appends the names of the formats g reads to out, comma separated. */
int ga_game_formats(const ga_game *g, ga_buf *out);
const char *ga_arg_type_name(int type);
const char *ga_severity_name(int severity);
/* Appends the description of game g (rules page, formats, data tested on,
 * vocabulary, checks with their cited rules) to out, as `games GAME` prints
 * it and validators/<g>/README.md holds it.  Returns 0 or GA_ENOMEM. */
int ga_game_describe(const ga_game *g, ga_buf *out);

/* ---- the replay driver (src/replay.c): one path from a parsed log to its
 * engine, shared by `check` and `replay`. */
struct ga_bga_audit;
typedef struct ga_replay {
    const ga_game *game;  /* borrowed, from the registry */
    ga_engine *engine;    /* owned */
    struct ga_bga_audit *audit; /* owned: the generic BGA checks beside a game's engine */
    int bga;              /* a Board Game Arena log: moves are events, not vocabulary */
    int failed;           /* the engine could not start: no finish */
} ga_replay;

/* Returns 0 when the engine game (a --game override, or NULL) may audit the
 * log with header h as read: the same game, the generic "bga" audit on a BGA
 * log, or a log whose game the reader could not tell; else GA_EINPUT naming
 * the mismatch. */
int ga_game_override_fits(const ga_header *h, const char *game, const char *file,
                          ga_error *err);
/* Selects the engine for h (game: a --game override or NULL), and starts
 * it.  Returns 0, or GA_E* with err set (positioned at file 1:1 when no
 * engine fits). */
int ga_replay_start(ga_replay *r, const ga_header *h, const char *game, const char *file,
                    const ga_ruleset *rules, ga_error *err);
/* Checks m against the game's vocabulary (not for BGA logs) and applies it.
 * Returns 0, GA_EINPUT (a move the vocabulary refuses, positioned) or the
 * engine's failure with err set. */
int ga_replay_move(ga_replay *r, const ga_move *m, const char *file, ga_findings *out,
                   ga_error *err);
/* Runs the engine's end-of-game checks (not when it failed to start). */
int ga_replay_finish(ga_replay *r, ga_findings *out);
void ga_replay_free(ga_replay *r);

#endif
