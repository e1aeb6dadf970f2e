/* bga.h — the Gaia Project decoder from Board Game Arena events
 * (validators/gaiaproject/bga.c).  It reads the facts of data.h and nothing
 * of the engine; the engine calls it.  Not installed. */
#ifndef GA_GAIAPROJECT_BGA_H
#define GA_GAIAPROJECT_BGA_H

#include "../../src/gameaudit.h"

/* Turns one BGA event move into a Gaia move (*out, caller clears) with the
 * same seq, player and span.  Returns 1 when out was set, 0 when the event
 * carries no game meaning, or GA_ENOMEM. */
int ga_gaiaproject_bga_decode(const ga_move *ev, ga_move *out);

#endif
