/* fuzz_gaia_engine.c — the gaia-engine text-log reader and the Gaia Project
 * engine on arbitrary bytes: every move read is replayed, every line is
 * also tokenised on its own. */
#include "../../src/gameaudit.h"
#include "../../parsers/parsers.h"
#include "../../parsers/gaia_engine.h"
#include "../../validators/validators.h"

#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

typedef struct fz {
    ga_engine *e;
    ga_findings f;
} fz;

static int on_header(void *ctx, const ga_header *h, ga_error *err)
{
    fz *z = ctx;
    if (z->e)
        return 0;
    return ga_game_gaiaproject.new(&z->e, h, NULL, err);
}

static int on_move(void *ctx, const ga_move *m, ga_error *err)
{
    (void)err;
    fz *z = ctx;
    return z->e ? ga_game_gaiaproject.apply(z->e, m, &z->f) : 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    ga_source *src = NULL;
    ga_error err;
    fz z = {0};
    if (ga_source_from_mem(&src, "fuzz", (const char *)data, size, &err) == 0) {
        ga_sink sink = {&z, on_header, on_move};
        ga_format_gaia_engine.parse(src, &sink, &err);
        if (z.e)
            ga_game_gaiaproject.finish(z.e, &z.f);
    }
    /* The bytes as one moveHistory line. */
    json_t *t = NULL;
    if (ga_gaia_engine_tokenize((const char *)data, size, &t) == 0)
        json_decref(t);
    ga_game_gaiaproject.free(z.e);
    ga_findings_clear(&z.f);
    ga_source_free(src);
    return 0;
}
