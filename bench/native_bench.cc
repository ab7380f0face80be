// The native peers of the benchmark: "roofline", hand-written C++ loops
// (OpenMP, -O3 -march=native -ffast-math: vectorised, glibc's vector math)
// writing into preallocated outputs, the memory-bound reference for the
// element-wise ops, reductions, transpose and the row-wise normalisations;
// and "onednn", oneDNN's matmul and convolution primitives called directly
// for the GEMMs and convolutions (the user's layouts for activations; the
// weights, a run-time input as in the HLO module, are reordered to the
// primitive's format inside the timed call, as Axle must).
//
// Job lines: NAME KIND PARAMS SAMPLE.npy INPUT.npy...  with PARAMS as
// key=value,key=value (run.py writes them from the manifest). One JSON
// object per job on standard output. Flags: --threads=N (OpenMP, which
// oneDNN uses too), --reps=R, --min_seconds=S.
#include <omp.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <iostream>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <unordered_map>
#include <vector>

#include "bench/npy.h"
#include "bench/timing.h"
#include "oneapi/dnnl/dnnl.hpp"

namespace {

using axle_bench::Array;
using Params = std::map<std::string, int64_t>;
using Call = std::function<void()>;

struct Job {
  std::string kind;
  Params params;
  std::vector<Array> inputs;
  std::vector<float> output;
  std::string layout;  // convolutions: "nhwc" or "nchw"
};

// --- roofline loops -----------------------------------------------------------

// A job's first three inputs (null when absent), its [r, c] parameters and
// its output, resized to output_size(rows, cols, elements of input 0).
struct Operands {
  const float* in[3] = {};
  int64_t rows = 0, cols = 0, n = 0;
  float* out = nullptr;
};

Operands Bind(Job& job, int64_t (*output_size)(int64_t rows, int64_t cols, int64_t n)) {
  Operands o;
  for (size_t i = 0; i < 3 && i < job.inputs.size(); ++i) o.in[i] = job.inputs[i].data.data();
  o.rows = job.params["r"];
  o.cols = job.params["c"];
  o.n = job.inputs.empty() ? 0 : static_cast<int64_t>(job.inputs[0].data.size());
  job.output.resize(output_size(o.rows, o.cols, o.n));
  o.out = job.output.data();
  return o;
}

int64_t AllElements(int64_t, int64_t, int64_t n) { return n; }
int64_t OneElement(int64_t, int64_t, int64_t) { return 1; }
int64_t OnePerRow(int64_t rows, int64_t, int64_t) { return rows; }
int64_t OnePerColumn(int64_t, int64_t cols, int64_t) { return cols; }

Call Elementwise(Job& job, bool tanh_op) {
  Operands o = Bind(job, AllElements);
  const float *a = o.in[0], *b = o.in[1], *c = o.in[2];
  float* out = o.out;
  int64_t n = o.n;
  if (tanh_op) {
    return [=] {
#pragma omp parallel for simd schedule(static)
      for (int64_t i = 0; i < n; ++i) out[i] = tanhf(a[i] * b[i] + c[i]);
    };
  }
  return [=] {
#pragma omp parallel for simd schedule(static)
    for (int64_t i = 0; i < n; ++i) out[i] = std::max(a[i] * b[i] + c[i], 0.0f);
  };
}

// Runs row(operands, i, row i of input 0, row i of the output) for every
// row of an [r, c] job, rows in parallel.
template <typename RowFn>
Call RowWise(Job& job, RowFn row) {
  Operands o = Bind(job, AllElements);
  return [o, row] {
#pragma omp parallel for schedule(static)
    for (int64_t i = 0; i < o.rows; ++i) row(o, i, o.in[0] + i * o.cols, o.out + i * o.cols);
  };
}

Call Chain(Job& job) {
  return RowWise(job, [](const Operands& o, int64_t i, const float* x, float* out) {
    const float *v = o.in[1], *u = o.in[2];
#pragma omp simd
    for (int64_t j = 0; j < o.cols; ++j) {
      float t = tanhf(x[j] * v[j] + u[i]) * 0.5f + x[j];
      t = expf(-t) - x[j];
      out[j] = std::max(t, 0.0f) * v[j];
    }
  });
}

// The sum of x[0, n) in 32 independent partial sums (four 8-float vectors),
// so the loop runs at memory speed instead of one add's latency per element
// (an `omp simd reduction` alone left GCC's loop a serial chain).
float SumRange(const float* x, int64_t n) {
  float partial[32] = {};
  int64_t i = 0;
  for (; i + 32 <= n; i += 32) {
    for (int k = 0; k < 32; ++k) partial[k] += x[i + k];
  }
  float sum = 0;
  for (int k = 0; k < 32; ++k) sum += partial[k];
  for (; i < n; ++i) sum += x[i];
  return sum;
}

Call ReduceSum(Job& job) {
  Operands o = Bind(job, OneElement);
  const float* x = o.in[0];
  float* out = o.out;
  int64_t n = o.n;
  return [=] {
    constexpr int64_t kChunk = int64_t{1} << 16;
    const int64_t chunks = (n + kChunk - 1) / kChunk;
    float sum = 0;
#pragma omp parallel for reduction(+ : sum) schedule(static)
    for (int64_t c = 0; c < chunks; ++c) {
      sum += SumRange(x + c * kChunk, std::min(kChunk, n - c * kChunk));
    }
    out[0] = sum;
  };
}

Call ReduceRows(Job& job) {
  Operands o = Bind(job, OnePerRow);
  const float* x = o.in[0];
  float* out = o.out;
  int64_t rows = o.rows, cols = o.cols;
  return [=] {
#pragma omp parallel for schedule(static)
    for (int64_t i = 0; i < rows; ++i) out[i] = SumRange(x + i * cols, cols);
  };
}

Call ReduceCols(Job& job) {
  Operands o = Bind(job, OnePerColumn);
  const float* x = o.in[0];
  float* out = o.out;
  int64_t rows = o.rows, cols = o.cols;
  return [=] {
    // Each thread sums all rows of its own block of columns.
#pragma omp parallel
    {
      int threads = omp_get_num_threads(), me = omp_get_thread_num();
      int64_t begin = cols * me / threads, end = cols * (me + 1) / threads;
      for (int64_t j = begin; j < end; ++j) out[j] = 0;
      for (int64_t i = 0; i < rows; ++i) {
        const float* row = x + i * cols;
#pragma omp simd
        for (int64_t j = begin; j < end; ++j) out[j] += row[j];
      }
    }
  };
}

Call Transpose(Job& job) {
  Operands o = Bind(job, AllElements);
  const float* x = o.in[0];
  float* out = o.out;
  int64_t rows = o.rows, cols = o.cols;
  return [=] {
    constexpr int64_t kTile = 32;
#pragma omp parallel for schedule(static)
    for (int64_t i0 = 0; i0 < rows; i0 += kTile) {
      for (int64_t j0 = 0; j0 < cols; j0 += kTile) {
        for (int64_t j = j0; j < std::min(j0 + kTile, cols); ++j) {
          for (int64_t i = i0; i < std::min(i0 + kTile, rows); ++i) {
            out[j * rows + i] = x[i * cols + j];
          }
        }
      }
    }
  };
}

Call Softmax(Job& job) {
  return RowWise(job, [](const Operands& o, int64_t, const float* x, float* out) {
    float m = -INFINITY;
#pragma omp simd reduction(max : m)
    for (int64_t j = 0; j < o.cols; ++j) m = std::max(m, x[j]);
    float sum = 0;
#pragma omp simd reduction(+ : sum)
    for (int64_t j = 0; j < o.cols; ++j) {
      out[j] = expf(x[j] - m);
      sum += out[j];
    }
    float inv = 1.0f / sum;
#pragma omp simd
    for (int64_t j = 0; j < o.cols; ++j) out[j] *= inv;
  });
}

Call LayerNorm(Job& job) {
  return RowWise(job, [](const Operands& o, int64_t, const float* x, float* out) {
    const float *gamma = o.in[1], *beta = o.in[2];
    const int64_t cols = o.cols;
    float sum = 0;
#pragma omp simd reduction(+ : sum)
    for (int64_t j = 0; j < cols; ++j) sum += x[j];
    float mean = sum / cols, squares = 0;
#pragma omp simd reduction(+ : squares)
    for (int64_t j = 0; j < cols; ++j) squares += (x[j] - mean) * (x[j] - mean);
    float scale = 1.0f / std::sqrt(squares / cols + 1e-5f);
#pragma omp simd
    for (int64_t j = 0; j < cols; ++j) out[j] = (x[j] - mean) * scale * gamma[j] + beta[j];
  });
}

// --- oneDNN -----------------------------------------------------------------

dnnl::engine& Engine() {
  static dnnl::engine* engine = new dnnl::engine(dnnl::engine::kind::cpu, 0);
  return *engine;
}

dnnl::stream& Stream() {
  static dnnl::stream* stream = new dnnl::stream(Engine());
  return *stream;
}

Call Matmul(Job& job, bool bias_relu) {
  using tag = dnnl::memory::format_tag;
  constexpr auto f32 = dnnl::memory::data_type::f32;
  int64_t m = job.params["m"], n = job.params["n"], k = job.params["k"];
  dnnl::memory::desc a_md({m, k}, f32, tag::ab), b_md({k, n}, f32, tag::ab),
      c_md({m, n}, f32, tag::ab), bias_md({1, n}, f32, tag::ab);
  dnnl::primitive_attr attributes;
  if (bias_relu) {
    dnnl::post_ops post_ops;
    post_ops.append_eltwise(1.0f, dnnl::algorithm::eltwise_relu, 0.0f, 0.0f);
    attributes.set_post_ops(post_ops);
  }
  auto desc = bias_relu ? dnnl::matmul::desc(a_md, b_md, bias_md, c_md)
                        : dnnl::matmul::desc(a_md, b_md, c_md);
  dnnl::matmul primitive(dnnl::matmul::primitive_desc(desc, attributes, Engine()));
  job.output.resize(m * n);
  auto a = std::make_shared<dnnl::memory>(a_md, Engine(), job.inputs[0].data.data());
  auto b = std::make_shared<dnnl::memory>(b_md, Engine(), job.inputs[1].data.data());
  auto c = std::make_shared<dnnl::memory>(c_md, Engine(), job.output.data());
  std::unordered_map<int, dnnl::memory> args = {
      {DNNL_ARG_SRC, *a}, {DNNL_ARG_WEIGHTS, *b}, {DNNL_ARG_DST, *c}};
  if (bias_relu) args[DNNL_ARG_BIAS] = dnnl::memory(bias_md, Engine(), job.inputs[2].data.data());
  return [primitive, args, a, b, c]() mutable {
    primitive.execute(Stream(), args);
    Stream().wait();
  };
}

Call Convolution(Job& job) {
  using tag = dnnl::memory::format_tag;
  using dims = dnnl::memory::dims;
  constexpr auto f32 = dnnl::memory::data_type::f32;
  int64_t batch = job.params["b"], hw = job.params["hw"], cin = job.params["cin"],
          cout = job.params["cout"], ks = job.params["ks"];
  bool nhwc = job.layout == "nhwc";
  int64_t pad = ks / 2;
  // oneDNN's logical order is always N C H W / O I H W; the tag gives the layout.
  dnnl::memory::desc src({batch, cin, hw, hw}, f32, nhwc ? tag::nhwc : tag::nchw);
  dnnl::memory::desc dst({batch, cout, hw, hw}, f32, nhwc ? tag::nhwc : tag::nchw);
  dnnl::memory::desc user_weights({cout, cin, ks, ks}, f32, nhwc ? tag::hwio : tag::oihw);
  dnnl::convolution_forward::desc desc(
      dnnl::prop_kind::forward_inference, dnnl::algorithm::convolution_direct, src,
      dnnl::memory::desc({cout, cin, ks, ks}, f32, tag::any), dst, dims{1, 1}, dims{pad, pad},
      dims{pad, pad});
  dnnl::convolution_forward::primitive_desc pd(desc, Engine());
  dnnl::convolution_forward primitive(pd);
  job.output.resize(batch * cout * hw * hw);
  dnnl::memory src_memory(src, Engine(), job.inputs[0].data.data());
  dnnl::memory user_memory(user_weights, Engine(), job.inputs[1].data.data());
  dnnl::memory dst_memory(dst, Engine(), job.output.data());
  bool reorder = pd.weights_desc() != user_weights;
  dnnl::memory weights = reorder ? dnnl::memory(pd.weights_desc(), Engine()) : user_memory;
  dnnl::reorder reorder_primitive;
  if (reorder) reorder_primitive = dnnl::reorder(user_memory, weights);
  return [=]() mutable {
    if (reorder) reorder_primitive.execute(Stream(), user_memory, weights);
    primitive.execute(Stream(), {{DNNL_ARG_SRC, src_memory},
                                 {DNNL_ARG_WEIGHTS, weights},
                                 {DNNL_ARG_DST, dst_memory}});
    Stream().wait();
  };
}

// The peer and its call for `job`; an empty call: no native peer for the kind.
std::pair<std::string, Call> Prepare(Job& job) {
  const std::string& kind = job.kind;
  if (kind == "ew_tanh" || kind == "ew_relu") return {"roofline", Elementwise(job, kind == "ew_tanh")};
  if (kind == "chain10") return {"roofline", Chain(job)};
  if (kind == "reduce_sum") return {"roofline", ReduceSum(job)};
  if (kind == "reduce_rows") return {"roofline", ReduceRows(job)};
  if (kind == "reduce_cols") return {"roofline", ReduceCols(job)};
  if (kind == "transpose") return {"roofline", Transpose(job)};
  if (kind == "softmax") return {"roofline", Softmax(job)};
  if (kind == "layernorm") return {"roofline", LayerNorm(job)};
  if (kind == "gemm" || kind == "gemm_bias_relu") return {"onednn", Matmul(job, kind != "gemm")};
  if (kind == "conv") return {"onednn", Convolution(job)};
  return {"", nullptr};
}

}  // namespace

int main(int argc, char** argv) {
  int64_t threads = 1, reps = 15;
  double min_seconds = 0.3;
  std::string jobs_path;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg.rfind("--threads=", 0) == 0) threads = std::atoll(arg.c_str() + 10);
    else if (arg.rfind("--reps=", 0) == 0) reps = std::atoll(arg.c_str() + 7);
    else if (arg.rfind("--min_seconds=", 0) == 0) min_seconds = std::atof(arg.c_str() + 14);
    else jobs_path = arg;
  }
  omp_set_num_threads(static_cast<int>(threads));
  std::ifstream jobs(jobs_path);
  if (!jobs) {
    std::cerr << "usage: native_bench [--threads=N] [--reps=R] [--min_seconds=S] JOBS_FILE\n";
    return 2;
  }
  for (std::string line; std::getline(jobs, line);) {
    std::istringstream words(line);
    std::string name, params, sample;
    Job job;
    if (!(words >> name >> job.kind >> params >> sample)) continue;
    std::stringstream pairs(params);
    for (std::string pair; std::getline(pairs, pair, ',');) {
      size_t eq = pair.find('=');
      if (eq == std::string::npos) continue;
      std::string key = pair.substr(0, eq), value = pair.substr(eq + 1);
      if (key == "layout") job.layout = value;
      else job.params[key] = std::atoll(value.c_str());
    }
    try {
      for (std::string input; words >> input;) job.inputs.push_back(axle_bench::ReadNpy(input));
      auto [peer, call] = Prepare(job);
      if (!call) continue;
      call();
      axle_bench::WriteSample(sample, job.output.data(), job.output.size());
      axle_bench::Timing timing = axle_bench::Measure(call, reps, min_seconds);
      std::printf(
          "{\"peer\": \"%s\", \"workload\": %s, \"median_us\": %.3f, \"min_us\": %.3f, "
          "\"samples\": %ld, \"batch\": %ld, \"output\": %s}\n",
          peer.c_str(), axle_bench::JsonString(name).c_str(), timing.median_us, timing.min_us,
          static_cast<long>(timing.samples), static_cast<long>(timing.batch),
          axle_bench::JsonString(sample).c_str());
    } catch (const std::exception& error) {
      std::printf("{\"peer\": \"native\", \"workload\": %s, \"error\": %s}\n",
                  axle_bench::JsonString(name).c_str(),
                  axle_bench::JsonString(error.what()).c_str());
    }
    std::fflush(stdout);
  }
  return 0;
}
