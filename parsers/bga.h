/* bga.h — Board Game Arena helpers shared by the BGA readers (parsers/bga*.c),
 * the `events` command and the per-game BGA decoders.  Not installed.
 *
 * The normalized BGA stream (one ga_move per event) is described in
 * parsers/bga.c; FORMATS.md §4–§6 describe the inputs. */
#ifndef GA_PARSERS_BGA_H
#define GA_PARSERS_BGA_H

#include "../src/gameaudit.h"

#define GA_BGA_MAX_DEPTH 512             /* JSON nesting the reader accepts */
#define GA_BGA_MAX_EVENT (32u << 20)     /* bytes of one event object */
#define GA_BGA_MAX_TEXT (1u << 20)       /* bytes of one rendered line */
#define GA_BGA_MAX_TEMPLATE_DEPTH 8      /* nested {log,args} levels rendered */

/* Initialises libxml2 once (its first initialisation is not thread-safe and
 * `check -j` reads files in threads).  Call before any libxml2 parse. */
void ga_bga_xml_init(void);

/* A template renderer; holds a libxml2 HTML parser context.  Not shared
 * between threads. */
typedef struct ga_bga_render ga_bga_render;

/* *out is owned by the caller (ga_bga_render_free).  Returns 0 or GA_ENOMEM. */
int ga_bga_render_new(ga_bga_render **out);
void ga_bga_render_free(ga_bga_render *r);

/* Fills the `${name}` placeholders of log from args (borrowed; an object,
 * or anything else meaning no args), recursively for args that are
 * {log,args} objects (up to GA_BGA_MAX_TEMPLATE_DEPTH), then strips the
 * HTML (tags dropped, entities decoded, <br> as a newline, no-break space
 * as a space).  A placeholder with no arg is left as `${name}` and its name
 * appended to missing (a JSON array, may be NULL).  out is reset first; the
 * text is cut at GA_BGA_MAX_TEXT bytes.  Returns 0 or GA_ENOMEM. */
int ga_bga_render_text(ga_bga_render *r, const char *log, const json_t *args, ga_buf *out,
                       json_t *missing);

/* Appends the plain text of the HTML fragment s (n bytes) to out, as
 * ga_bga_render_text strips it.  Returns 0 or GA_ENOMEM. */
int ga_bga_html_text(ga_bga_render *r, const char *s, size_t n, ga_buf *out);

/* Game detection from event types and templates (FORMATS.md §6). */
typedef struct ga_bga_detect {
    unsigned hits[16];  /* per row of the game table in bga.c */
} ga_bga_detect;

/* Counts the signatures event type (tlen bytes) and template log (llen
 * bytes) carry.  Either may be NULL. */
void ga_bga_detect_event(ga_bga_detect *d, const char *type, size_t tlen, const char *log,
                         size_t llen);
/* Returns the registry name of the game with the most hits ("gaiaproject",
 * "arknova", …; static), or NULL when no signature was seen. */
const char *ga_bga_detect_game(const ga_bga_detect *d);

/* Writes Unix seconds t as "2026-01-29T22:48:21Z" into buf (n >= 21). */
void ga_bga_iso_time(long long t, char *buf, size_t n);

/* Returns the args of a `result` move built from the BGA result array
 * (borrowed; entries {id|player, score, score_aux, rank, tie, …}):
 * {"scores":{pid:int|null}, "ranks":{…}, "ties":{pid:bool}, "score_aux":{…},
 *  "concede":bool, "result":<result>}.  New reference, NULL when out of memory. */
json_t *ga_bga_result_args(json_t *result, int concede);

/* Finds the end of the JSON value starting at d[start] (after blanks):
 * *end = past it.  Strings, escapes and nesting (up to GA_BGA_MAX_DEPTH) are
 * respected.  Returns 0, or -1 when the value is malformed or cut. */
int ga_bga_json_end(const char *d, size_t n, size_t start, size_t *end);

/* Returns the id of the player an event's args name (args.player_id or
 * args.playerId, number or string) in tmp, or NULL. */
const char *ga_bga_event_player(const json_t *args, char *tmp, size_t tmpsize);

#endif
