/* app.c — a program using the installed library, built by `make installcheck`
 * through pkg-config to prove the installed header, library and .pc work. */
#include <gameaudit.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    if (argc != 2)
        return 2;
    ga_check_opts o = {0};
    ga_result r;
    int rc = ga_check_file(argv[1], &o, &r);
    printf("%s: status %d, %ld games, %zu findings\n", argv[1], rc, r.games, r.findings.n);
    ga_result_clear(&r);
    return rc ? 3 : 0;
}
