/* rallymangt.h — the GT tables, for the unit tests that pin them. */
#ifndef GA_RALLYMANGT_H
#define GA_RALLYMANGT_H
/* [class GT4, GT5, GT6][row /!\, Gear, Coast, Brake, Boost][Asphalt-Dry, Asphalt-Wet,
 * Rain-Wet, Rain-Dry] */
extern const int ga_rmgt_tyres[3][5][4];
/* [GT4, GT5, GT6][Gear, Coast, Brake, Boost] */
extern const int ga_rmgt_car_dice[3][4];
#endif
