/* validators.h — the games the registry lists: `const ga_game ga_game_<name>`
 * for each line of validators/games.def, defined in validators/<name>/. */
#ifndef GA_VALIDATORS_H
#define GA_VALIDATORS_H

#include "../src/gameaudit.h"

#define GA_GAME(name) extern const ga_game ga_game_##name;
#include "games.def"
#undef GA_GAME

#endif
