// The processor's prefetch hint, which Swift has no spelling for.
#ifndef CPREFETCH_H
#define CPREFETCH_H

/// Asks the processor to start loading the cache line at `address` for a read soon: a
/// hint, never a fault, whatever the address.
static inline void cprefetch_read(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

#endif
