/* fuzz_bga.c — the BGA readers (archive JSON, replay/review page, copied
 * text) on arbitrary bytes, each through the shared format check. */
#include "../../parsers/parsers.h"
#include "harness.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    ga_fuzz_format(&ga_format_bga_archive, data, size);
    ga_fuzz_format(&ga_format_bga_replay_html, data, size);
    ga_fuzz_format(&ga_format_bga_replay_text, data, size);
    return 0;
}
