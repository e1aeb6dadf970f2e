/* rallymandirt.h — the DIRT tables, for the unit tests that pin them. */
#ifndef GA_RALLYMANDIRT_H
#define GA_RALLYMANDIRT_H
extern const int ga_rmdirt_dashboard[4][4];
extern const int ga_rmdirt_time[7];
extern const int ga_rmdirt_crash[7][3];
#endif
