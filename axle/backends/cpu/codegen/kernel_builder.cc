#include "axle/backends/cpu/codegen/kernel_builder.h"

#include "axle/backends/cpu/codegen/module_codegen.h"
#include "axle/backends/cpu/jit/streaming_store_pass.h"
#include "llvm/IR/Attributes.h"
#include "llvm/IR/Function.h"

namespace xla::cpu {

llvm::Value* EmitSliceAddress(ModuleCodegen& codegen, llvm::IRBuilder<>& b, llvm::Value* table,
                              const BufferSlice& slice) {
  const BufferAllocation& allocation = codegen.assignment().allocations()[slice.allocation];
  llvm::Value* base;
  if (allocation.kind == BufferAllocation::Kind::kConstant) {
    base = codegen.ConstantGlobal(allocation.constant);
  } else {
    llvm::Value* entry = b.CreateConstInBoundsGEP1_64(b.getPtrTy(), table, slice.allocation);
    base = b.CreateLoad(b.getPtrTy(), entry);
  }
  if (slice.offset == 0) return base;
  return b.CreateConstInBoundsGEP1_64(b.getInt8Ty(), base, slice.offset);
}

KernelBuilder::KernelBuilder(ModuleCodegen& codegen, const std::string& name,
                             std::vector<KernelBuffer> buffers, int64_t frame_pointers)
    : codegen_(codegen), buffers_(std::move(buffers)), frame_pointers_(frame_pointers) {
  llvm::LLVMContext& context = codegen.context();
  llvm::Type* ptr = llvm::PointerType::getUnqual(context);
  llvm::Type* i64 = llvm::Type::getInt64Ty(context);
  kernel_ = llvm::Function::Create(
      llvm::FunctionType::get(llvm::Type::getVoidTy(context), {ptr, ptr, i64, i64}, false),
      llvm::Function::InternalLinkage, codegen.UniqueName(name), codegen.module());
  kernel_->setDoesNotThrow();
  std::vector<llvm::Type*> body_parameters = {ptr, i64, i64};
  body_parameters.insert(body_parameters.end(), buffers_.size() + frame_pointers_, ptr);
  body_ = llvm::Function::Create(
      llvm::FunctionType::get(llvm::Type::getVoidTy(context), body_parameters, false),
      llvm::Function::InternalLinkage, kernel_->getName() + ".body", codegen.module());
  body_->setDoesNotThrow();
  body_->addFnAttr(llvm::Attribute::AlwaysInline);
  for (size_t i = 0; i < buffers_.size(); ++i) {
    llvm::Argument* argument = body_->getArg(3 + i);
    const BufferSlice& slice = buffers_[i].slice;
    // noalias when no other buffer that is written overlaps this one (and,
    // if this one is written, no other buffer overlaps it at all).
    bool alone = true;
    for (size_t j = 0; j < buffers_.size(); ++j) {
      if (j == i || !buffers_[j].slice.OverlapsWith(slice)) continue;
      if (buffers_[j].written || buffers_[i].written) alone = false;
    }
    if (alone) argument->addAttr(llvm::Attribute::NoAlias);
    argument->addAttr(llvm::Attribute::getWithAlignment(context, llvm::Align(kBufferAlignment)));
    if (slice.size > 0) {
      argument->addAttr(llvm::Attribute::getWithDereferenceableBytes(context, slice.size));
    }
    if (!buffers_[i].written) argument->addAttr(llvm::Attribute::ReadOnly);
  }
  b_ = std::make_unique<llvm::IRBuilder<>>(llvm::BasicBlock::Create(context, "entry", body_));
}

bool KernelBuilder::StreamStoresIfOutputsAreLarge() {
  for (const KernelBuffer& buffer : buffers_) {
    if (buffer.written && buffer.slice.size < kStreamingStoreMinBytes) return false;
  }
  // On the wrapper, which the pass sees with the body inlined.
  kernel_->addFnAttr(kStreamingStoresAttribute);
  return true;
}

llvm::Function* KernelBuilder::Finish() {
  b_->CreateRetVoid();
  llvm::IRBuilder<> b(llvm::BasicBlock::Create(codegen_.context(), "entry", kernel_));
  std::vector<llvm::Value*> arguments = {kernel_->getArg(0), kernel_->getArg(2),
                                         kernel_->getArg(3)};
  llvm::Value* table = kernel_->getArg(1);
  std::vector<llvm::Value*> frame;
  if (frame_pointers_ > 0) {
    for (int64_t i = 0; i <= frame_pointers_; ++i) {
      llvm::Value* entry = b.CreateConstInBoundsGEP1_64(b.getPtrTy(), table, i);
      frame.push_back(b.CreateLoad(b.getPtrTy(), entry));
    }
    table = frame[0];
  }
  for (const KernelBuffer& buffer : buffers_) {
    arguments.push_back(EmitSliceAddress(codegen_, b, table, buffer.slice));
  }
  for (int64_t i = 1; i <= frame_pointers_; ++i) arguments.push_back(frame[i]);
  b.CreateCall(body_, arguments);
  b.CreateRetVoid();
  return kernel_;
}

}  // namespace xla::cpu
