/* fuzz_harmonies_snapshot.c — libFuzzer harness for the harmonies-bot JSON reader and, through
 * it, the Harmonies engine (the checks: harness.h). */
#include "../../parsers/parsers.h"
#include "harness.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    ga_fuzz_format(&ga_format_harmonies_snapshot, data, size);
    return 0;
}
