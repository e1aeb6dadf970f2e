/* gaiaproject_bga.c — BGA Gaia Project events to Gaia moves. */
#include "../src/internal.h"
#include "gaiaproject.h"

int gp_bga_decode(const ga_move *ev, ga_move *out)
{
    (void)ev;
    (void)out;
    return 0;
}
