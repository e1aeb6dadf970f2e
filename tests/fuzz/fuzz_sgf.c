/* fuzz_sgf.c — libFuzzer harness for parsers/sgf.c and, through it, the
 * backgammon engine (the checks: tests/fuzz/harness.h). */
#include "../../parsers/parsers.h"
#include "harness.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    ga_fuzz_format(&ga_format_sgf, data, size);
    return 0;
}
