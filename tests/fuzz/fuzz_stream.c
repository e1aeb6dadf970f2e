/* fuzz_stream.c — libFuzzer harness for the normalized stream reader and,
 * through it, every engine a stream can name (the checks: harness.h). */
#include "../../parsers/parsers.h"
#include "harness.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    ga_fuzz_format(&ga_format_stream, data, size);
    return 0;
}
