/* fuzz_mat.c — libFuzzer harness for the Jellyfish .mat parser (parsers/mat.c).  Any input
 * must give 0 or a positioned GA_EINPUT, and every move a span inside the
 * input with seq increasing; anything else aborts. */
#include "../../parsers/parsers.h"
#include "../../src/internal.h"

#include <stdint.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

typedef struct fuzz_ctx {
    size_t size;
    long seq;
    int header;
} fuzz_ctx;

static int fuzz_header(void *vctx, const ga_header *h, ga_error *err)
{
    fuzz_ctx *c = vctx;
    (void)err;
    if (c->header++ || !h->game || h->nplayers != 2)
        abort();
    return 0;
}

static int fuzz_move(void *vctx, const ga_move *m, ga_error *err)
{
    fuzz_ctx *c = vctx;
    (void)err;
    if (!c->header || m->seq <= c->seq || m->game < 1 || !m->action || !m->args ||
        m->src.offset > c->size || m->src.len > c->size - m->src.offset)
        abort();
    c->seq = m->seq;
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    /* the input buffer as it is, not copied: a read past its end is caught */
    ga_source src = {.path = (char *)"fuzz", .data = (const char *)data, .len = size};
    fuzz_ctx c = {.size = size};
    ga_sink sink = {&c, fuzz_header, fuzz_move};
    ga_error err;
    int s = ga_format_mat.sniff(src.data, size, src.path);
    if (s < 0 || s > 100)
        abort();
    int rc = ga_format_mat.parse(&src, &sink, &err);
    if (rc != 0 && rc != GA_EINPUT && rc != GA_ENOMEM)
        abort();
    if (rc == GA_EINPUT && (err.line < 1 || err.col < 1 || !err.text[0]))
        abort();
    return 0;
}
