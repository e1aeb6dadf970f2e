/* validators.h — the games the registry lists (one per file in validators/). */
#ifndef GA_VALIDATORS_H
#define GA_VALIDATORS_H

#include "../src/gameaudit.h"

/* validators/backgammon.c: the backgammon rule engine (normalized backgammon stream). */
extern const ga_game ga_game_backgammon;
extern const ga_game ga_game_bga;
extern const ga_game ga_game_gaiaproject;

#endif
