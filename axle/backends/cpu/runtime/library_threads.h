// oneDNN here is built with OpenMP. Our work groups are the parallelism (and
// results must not depend on how many threads there are), so inside a group
// a library call must run on the calling thread alone: this scope sets
// OpenMP's thread count for the calling thread to 1 and restores it after
// (the calling thread may be the user's, with its own OpenMP settings).
// Primitives are also created inside such a scope, so oneDNN's choices that
// depend on the thread count are always those for one thread.
#ifndef AXLE_BACKENDS_CPU_RUNTIME_LIBRARY_THREADS_H_
#define AXLE_BACKENDS_CPU_RUNTIME_LIBRARY_THREADS_H_

#include <omp.h>

namespace xla::cpu {

class SingleThreadedLibraryScope {
 public:
  SingleThreadedLibraryScope() : saved_(omp_get_max_threads()) {
    if (saved_ != 1) omp_set_num_threads(1);
  }
  ~SingleThreadedLibraryScope() {
    if (saved_ != 1) omp_set_num_threads(saved_);
  }
  SingleThreadedLibraryScope(const SingleThreadedLibraryScope&) = delete;
  SingleThreadedLibraryScope& operator=(const SingleThreadedLibraryScope&) = delete;

 private:
  int saved_;
};

}  // namespace xla::cpu

#endif  // AXLE_BACKENDS_CPU_RUNTIME_LIBRARY_THREADS_H_
