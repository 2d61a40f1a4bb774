// Everything is `static inline` in include/HeadlessFlowAtomics.h; SwiftPM needs one source file to
// build a C target.
#include "HeadlessFlowAtomics.h"
