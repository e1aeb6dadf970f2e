/* harness.h — the one check every format's fuzz harness makes.
 *
 * ga_fuzz_format parses the input bytes in place (not copied, so a read past
 * the end is caught) and aborts on any broken promise of the ga_format
 * contract: sniff outside 0..100, a return other than 0 / GA_EINPUT /
 * GA_ENOMEM, an input error without a position (line and column, or an
 * offset in the input that check.c turns into them), a move before the
 * header, a second header, seq not increasing, a span outside the input.
 * The header and each move are written as a normalized stream line (so
 * every field is read, then discarded).  The moves are also replayed
 * through the engine of the header's game, so the engines are fuzzed with
 * every stream the parsers can produce. */
#ifndef GA_FUZZ_HARNESS_H
#define GA_FUZZ_HARNESS_H

#include "../../src/internal.h"

#include <stdint.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

typedef struct ga_fuzz_ctx {
    size_t size;
    long seq;
    int header;
    const ga_game *game;
    ga_engine *engine;
    ga_findings findings;
    ga_buf line;   /* the last header or move as a stream line */
    int bga;       /* a BGA log: events go to the engine unchecked, as check does */
    int refused;   /* a move the vocabulary refused: check stops there, so does the engine */
} ga_fuzz_ctx;

static int ga_fuzz_header(void *vctx, const ga_header *h, ga_error *err)
{
    ga_fuzz_ctx *c = vctx;
    if (c->header++)
        abort();
    c->line.len = 0;
    int rc = ga_stream_write_header(&c->line, h);
    if (rc)
        return rc;
    c->game = ga_game_find(h->game);
    c->bga = ga_header_is_bga(h);
    if (c->game && c->game->new(&c->engine, h, NULL, err) != 0)
        c->engine = NULL;
    return 0;
}

static int ga_fuzz_move(void *vctx, const ga_move *m, ga_error *err)
{
    ga_fuzz_ctx *c = vctx;
    (void)err;
    if (!c->header || m->seq <= c->seq || m->game < 1 || !m->action || !m->args ||
        (!m->src.line && (m->src.offset > c->size || m->src.len > c->size - m->src.offset)))
        abort();
    c->seq = m->seq;
    c->line.len = 0;
    int rc = ga_stream_write_move(&c->line, m);
    if (rc)
        return rc;
    /* As the replay driver (src/replay.c): a stream move the game's
     * vocabulary refuses ends the audit; everything else reaches the engine,
     * which must then never fail. */
    if (c->engine && !c->bga && !c->refused) {
        ga_error verr;
        c->refused = ga_game_check_move(c->game, m, "fuzz", &verr) != 0;
    }
    if (c->engine && !c->refused && c->game->apply(c->engine, m, &c->findings) != 0)
        abort();
    return 0;
}

static inline void ga_fuzz_format(const ga_format *fmt, const uint8_t *data, size_t size)
{
    ga_source src = {.path = (char *)"fuzz", .data = (const char *)data, .len = size};
    ga_fuzz_ctx c = {.size = size};
    ga_sink sink = {&c, ga_fuzz_header, ga_fuzz_move};
    ga_error err;
    int s = fmt->sniff(src.data, size, src.path);
    if (s < 0 || s > 100)
        abort();
    int rc = fmt->parse(&src, &sink, &err);
    if (rc != 0 && rc != GA_EINPUT && rc != GA_ENOMEM)
        abort();
    /* positioned as check.c reads it: line and column, or line 0 and an
     * offset inside the input */
    if (rc == GA_EINPUT && (!err.text[0] || err.line < 0 || (err.line > 0 && err.col < 1) ||
                            (err.line == 0 && err.offset > size)))
        abort();
    if (c.engine) {
        if (rc == 0 && c.game->finish(c.engine, &c.findings) != 0)
            abort();
        ga_buf dump = {0};
        c.game->dump(c.engine, &dump);
        ga_buf_free(&dump);
        c.game->free(c.engine);
    }
    ga_findings_clear(&c.findings);
    ga_buf_free(&c.line);
}

#endif
