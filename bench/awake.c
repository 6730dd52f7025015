/* awake: keeps one processor from going idle for long, for `bench.py --awake`.
 *
 * It sleeps 50 microseconds at a time, forever, so the processor it is pinned to never
 * halts for longer than that. On a virtual machine a halted processor takes a few hundred
 * microseconds to wake again when a key arrives; with every processor kept awake, a
 * key's time is the programs' own work and the pty's. */
#include <time.h>

int main(void) {
    struct timespec pause = {0, 50000};
    for (;;) nanosleep(&pause, 0);
}
