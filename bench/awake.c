/* awake: keeps one processor from going idle for long, for `bench.py --awake`.
 *
 * It sleeps 50 microseconds at a time, forever (with the timer slack set to 1 ns, so the
 * kernel does not stretch each sleep by its default 50 microseconds), so the processor it
 * is pinned to never halts for much longer than that. On a virtual machine a halted
 * processor takes a few hundred microseconds to wake again when a key arrives; with every
 * processor kept awake, a key's time is the programs' own work and the pty's. */
#include <sys/prctl.h>
#include <time.h>

int main(void) {
    prctl(PR_SET_TIMERSLACK, 1UL, 0UL, 0UL, 0UL);
    struct timespec pause = {0, 50000};
    for (;;) nanosleep(&pause, 0);
}
