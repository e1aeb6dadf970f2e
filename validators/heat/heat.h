/* heat.h — Heat: Pedal to the Metal, shared between the engine and its tables. */
#ifndef GA_HEAT_H
#define GA_HEAT_H

#include <stddef.h>

typedef struct heat_cell {
    int id;    /* board cell id (BGA's moveCar.cell) */
    int lane;  /* 1 or 2 */
    int pos;   /* 1..lap_len spaces after the finish line */
} heat_cell;

typedef struct heat_corner {
    int pos;      /* the corner line lies between positions pos and pos+1 */
    int speed;    /* printed speed limit */
    int lane;     /* lane of the corner marker */
    int chicane;  /* index of the corner this one makes a chicane with, -1 none */
    int aggr;     /* aggressive Legends: from this many spaces before the line or
                   * fewer (a chevron space) a Legend may cross 2 lines, -1 none */
    int aggr2;    /* the same for 3 lines (doubleAggressiveLegends), -1 none */
} heat_corner;

typedef struct heat_circuit {
    const char *id, *name;
    int laps, stress, heat, lap_len;
    const heat_cell *cells;   /* sorted by id */
    size_t ncells;
    const heat_corner *corners;
    size_t ncorners;
    const int *grid;          /* starting cells, the first furthest forward */
    size_t ngrid;
    const int *flooded;       /* sorted cell ids, NULL when none */
    size_t nflooded;
} heat_circuit;

extern const heat_circuit heat_circuits[];
extern const size_t heat_ncircuits;

#endif
