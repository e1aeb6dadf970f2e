/* gaia_engine.h — the gaia-project engine text-log tokeniser (internal; the
 * format itself is ga_format_gaia_engine in parsers.h). */
#ifndef GA_GAIA_ENGINE_H
#define GA_GAIA_ENGINE_H

#include "../src/gameaudit.h"

/* Tokenises one moveHistory line (len bytes of UTF-8) into
 * {"actor": "<faction or pN>"|null, "moves": [{"action":…, "args":{…}}…],
 *  "before": [I,II,III,G]?, "after": [I,II,III,G]?}
 * after stripping the display decorations ("(a/b/c/d ⇒ e/f/g/h)", "(1 ⇒ 2)",
 * "(from 4B4)", double spaces, trailing "."); a decoration inside a
 * sub-command's segment goes into that move's power_before/power_after or
 * from/to, a standalone one covers the whole line.  *out is owned by the
 * caller.  Returns 0, GA_EINPUT (line too long or not text) or GA_ENOMEM. */
int ga_gaia_engine_tokenize(const char *line, size_t len, json_t **out);

#endif
