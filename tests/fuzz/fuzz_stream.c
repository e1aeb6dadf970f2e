/* fuzz_stream.c — the normalized stream reader on arbitrary bytes. */
#include "../../src/gameaudit.h"
#include "../../parsers/parsers.h"

#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int on_header(void *ctx, const ga_header *h, ga_error *err)
{
    (void)ctx, (void)h, (void)err;
    return 0;
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
        ga_format_stream.parse(src, &sink, &err);
    }
    ga_buf_free(&b);
    ga_source_free(src);
    return 0;
}
