#ifndef CARDLIST_CHAFA_SHIM_H
#define CARDLIST_CHAFA_SHIM_H

/* chafa turns pixels into character cells; glib comes along for its types. */
#include <chafa.h>

#endif
