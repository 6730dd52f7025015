// The module is its header's inline function; this file gives the target its one source.
#include "CPrefetch.h"
