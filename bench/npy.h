// Reading and writing float32 .npy files (NumPy's format, version 1.0, C
// order) for the benchmark drivers, and the strided sample of a result that
// every driver saves for the cross-check (the same positions in every peer).
#ifndef AXLE_BENCH_NPY_H_
#define AXLE_BENCH_NPY_H_

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace axle_bench {

struct Array {
  std::vector<int64_t> shape;
  std::vector<float> data;
};

// Throws std::runtime_error naming the file on anything but a C-order
// little-endian float32 array.
inline Array ReadNpy(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot open " + path);
  char magic[8];
  in.read(magic, 8);
  if (!in || std::string(magic, 6) != "\x93NUMPY") throw std::runtime_error(path + ": not .npy");
  uint32_t header_size = 0;
  if (magic[6] == 1) {
    uint16_t size16 = 0;
    in.read(reinterpret_cast<char*>(&size16), 2);
    header_size = size16;
  } else {
    in.read(reinterpret_cast<char*>(&header_size), 4);
  }
  std::string header(header_size, ' ');
  in.read(header.data(), header_size);
  if (header.find("'<f4'") == std::string::npos ||
      header.find("'fortran_order': False") == std::string::npos) {
    throw std::runtime_error(path + ": not a C-order float32 array: " + header);
  }
  Array array;
  size_t open = header.find('(', header.find("'shape'"));
  size_t close = header.find(')', open);
  std::stringstream dims(header.substr(open + 1, close - open - 1));
  int64_t elements = 1;
  for (std::string dim; std::getline(dims, dim, ',');) {
    if (dim.find_first_not_of(' ') == std::string::npos) continue;
    array.shape.push_back(std::stoll(dim));
    elements *= array.shape.back();
  }
  array.data.resize(elements);
  in.read(reinterpret_cast<char*>(array.data.data()), elements * sizeof(float));
  if (!in) throw std::runtime_error(path + ": truncated");
  return array;
}

inline void WriteNpy(const std::string& path, const std::vector<int64_t>& shape,
                     const float* data) {
  std::string dims;
  int64_t elements = 1;
  for (int64_t dim : shape) {
    dims += std::to_string(dim) + ",";
    elements *= dim;
  }
  if (shape.size() > 1) dims.pop_back();
  std::string header =
      "{'descr': '<f4', 'fortran_order': False, 'shape': (" + dims + "), }";
  while ((10 + header.size() + 1) % 64 != 0) header += ' ';
  header += '\n';
  std::ofstream out(path, std::ios::binary);
  if (!out) throw std::runtime_error("cannot write " + path);
  out.write("\x93NUMPY\x01\x00", 8);
  uint16_t size16 = static_cast<uint16_t>(header.size());
  out.write(reinterpret_cast<const char*>(&size16), 2);
  out.write(header.data(), header.size());
  out.write(reinterpret_cast<const char*>(data), elements * sizeof(float));
}

// At most this many elements of a result are saved: every k-th element of
// the flattened result with k = ceil(n / kSampleElements) (run.py and the
// Python peers take the same positions).
constexpr int64_t kSampleElements = 262144;

inline void WriteSample(const std::string& path, const float* data, int64_t elements) {
  int64_t stride = std::max<int64_t>(1, (elements + kSampleElements - 1) / kSampleElements);
  std::vector<float> sample;
  for (int64_t i = 0; i < elements; i += stride) sample.push_back(data[i]);
  WriteNpy(path, {static_cast<int64_t>(sample.size())}, sample.data());
}

}  // namespace axle_bench

#endif  // AXLE_BENCH_NPY_H_
