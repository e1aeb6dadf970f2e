/* fuzz_bga.c — the BGA readers (archive JSON, replay/review page, copied
 * text) on arbitrary bytes, with a sink that writes each move (so every
 * field is read) and discards it. */
#include "../../src/gameaudit.h"
#include "../../parsers/parsers.h"

#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int on_header(void *ctx, const ga_header *h, ga_error *err)
{
    (void)err;
    ga_buf *b = ctx;
    b->len = 0;
    return ga_stream_write_header(b, h);
}

static int on_move(void *ctx, const ga_move *m, ga_error *err)
{
    (void)err;
    ga_buf *b = ctx;
    b->len = 0;
    return ga_stream_write_move(b, m);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    ga_source *src = NULL;
    ga_error err;
    ga_buf b = {0};
    if (ga_source_from_mem(&src, "fuzz", (const char *)data, size, &err) == 0) {
        ga_sink sink = {&b, on_header, on_move};
        ga_format_bga_archive.parse(src, &sink, &err);
        ga_format_bga_replay_html.parse(src, &sink, &err);
        ga_format_bga_replay_text.parse(src, &sink, &err);
    }
    ga_buf_free(&b);
    ga_source_free(src);
    return 0;
}
