/* harmonies.h — shared inside validators/harmonies/: colours, card table, boards,
 * scoring (score.c), and the BGA event decoder (bga.c). */
#ifndef GA_HARMONIES_H
#define GA_HARMONIES_H

#include <stddef.h>

/* Token colours, numbered as Board Game Arena's Harmonies numbers them (material.inc.php of
 * mizutismask/bga-harmonies; the same ids in cards_database.json). */
enum { HM_NONE = 0, HM_WATER = 1, HM_MOUNTAIN = 2, HM_TRUNK = 3, HM_FOLIAGE = 4, HM_FIELD = 5,
       HM_BUILDING = 6, HM_BASE = 7 /* pattern only: grey, brown or red under a building */ };
#define HM_NCOLOURS 7

enum { HM_SP_NONE = 0, HM_SP_GROUPS, HM_SP_TREES, HM_SP_MOUNTAINS, HM_SP_COUNT };

typedef struct hm_step {
    int ncolours;
    int colours[3];  /* top of the stack first */
    int pos;         /* direction from the previous step's space (0: the origin) */
    int cube;        /* the space that takes the cube */
} hm_step;

typedef struct hm_spirit {
    int kind, colour, a, b, c;
} hm_spirit;

typedef struct hm_card {
    int type;        /* BGA type id */
    int spirit;
    int npoints;     /* = cubes the card carries (a spirit card: one) */
    int points[5];   /* the track, bottom space first */
    int nsteps;
    hm_step steps[4];
    hm_spirit sp;
} hm_card;

extern const hm_card ga_hm_cards[];
extern const size_t ga_hm_ncards;
const hm_card *ga_hm_card_find(int type);

/* ---- boards */
#define HM_MAXCOL 8
#define HM_MAXROW 8
#define HM_MAXH 3

typedef struct hm_board {
    unsigned char exists[HM_MAXCOL][HM_MAXROW];
    unsigned char h[HM_MAXCOL][HM_MAXROW];
    unsigned char t[HM_MAXCOL][HM_MAXROW][HM_MAXH]; /* bottom first */
    unsigned char cube[HM_MAXCOL][HM_MAXROW];
} hm_board;

typedef struct hm_score {
    int trees, mountains, fields, buildings, water, animals, spirits;
    int chain;   /* side A: tokens of the longest shortest blue chain */
} hm_score;

typedef struct hm_held {
    int type;    /* card type id */
    int left;    /* cubes still on it */
} hm_held;

/* Returns 1 and fills *nc, *nr with the neighbour of (c, r) in direction d (0..5), or 0
 * when it falls off the grid. */
int ga_hm_neighbour(int c, int r, int d, int *nc, int *nr);
int ga_hm_top(const hm_board *b, int c, int r);
/* Scores board b with cards held (every card the player took). sideb: islands. */
void ga_hm_score_board(const hm_board *b, int sideb, const hm_held *cards, size_t ncards,
                    hm_score *out);
int ga_hm_river_points(int chain);
/* Does card's pattern hold on b with its cube space at (c, r)?  2: yes; 1: the pattern
 * holds elsewhere on the board but not with its cube space there; 0: nowhere. */
int ga_hm_pattern_at(const hm_board *b, const hm_card *card, int c, int r);

const char *ga_hm_colour_name(int colour);
int ga_hm_colour_parse(const char *s);

/* ---- BGA decoder (bga.c) */
#include "../../src/gameaudit.h"

#define GA_HM_MAXMOVES 8
typedef struct ga_hm_move {
    char player[64];     /* "" = none */
    const char *action;  /* static */
    json_t *args;        /* owned */
} ga_hm_move;
typedef struct ga_hm_moves {
    ga_hm_move v[GA_HM_MAXMOVES];
    size_t n;
} ga_hm_moves;
typedef struct ga_hm_bga ga_hm_bga;
int ga_hm_bga_new(ga_hm_bga **out);
void ga_hm_bga_free(ga_hm_bga *d);
/* Decodes BGA event move ev into out (cleared first; the caller releases each args).
 * Returns 0 or GA_ENOMEM. */
int ga_hm_bga_decode(ga_hm_bga *d, const ga_header *h, const ga_move *ev, ga_hm_moves *out);

#endif
