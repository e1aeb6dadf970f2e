/* fuzz_gaia_engine.c — the gaia-engine text-log reader on arbitrary bytes
 * through the shared format check (which replays every move read through
 * the Gaia Project engine); the bytes are also tokenised as one line. */
#include "../../parsers/parsers.h"
#include "../../parsers/gaia_engine.h"
#include "harness.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    ga_fuzz_format(&ga_format_gaia_engine, data, size);
    /* The bytes as one moveHistory line. */
    json_t *t = NULL;
    if (ga_gaia_engine_tokenize((const char *)data, size, &t) == 0)
        json_decref(t);
    return 0;
}
