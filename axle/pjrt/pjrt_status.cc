// PJRT_Error_* and PJRT_Event_* entry points, and the event state behind them.
#include "axle/pjrt/pjrt_status.h"

#include <utility>

#include "axle/pjrt/pjrt_entry_points.h"

namespace xla::pjrt {

PJRT_Error* MakeError(absl::Status status) {
  if (status.ok()) return nullptr;
  return new PJRT_Error{std::move(status)};
}

absl::Status CheckNotNull(const void* pointer, const char* entry_point, const char* name) {
  if (pointer != nullptr) return absl::OkStatus();
  return absl::InvalidArgumentError(absl::StrCat(entry_point, ": ", name, " is null"));
}

std::shared_ptr<EventState> EventState::Ready(absl::Status status) {
  auto state = std::make_shared<EventState>();
  state->Set(std::move(status));
  return state;
}

void EventState::Set(absl::Status status) {
  std::vector<std::function<void(absl::Status)>> callbacks;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (ready_) return;
    ready_ = true;
    status_ = std::move(status);
    callbacks.swap(callbacks_);
  }
  ready_cv_.notify_all();
  for (auto& callback : callbacks) callback(status_);
}

bool EventState::IsReady() {
  std::lock_guard<std::mutex> lock(mutex_);
  return ready_;
}

absl::Status EventState::Await() {
  std::unique_lock<std::mutex> lock(mutex_);
  ready_cv_.wait(lock, [&] { return ready_; });
  return status_;
}

void EventState::OnReady(std::function<void(absl::Status)> callback) {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (!ready_) {
      callbacks_.push_back(std::move(callback));
      return;
    }
  }
  callback(status_);
}

PJRT_Event* MakeEvent(std::shared_ptr<EventState> state) {
  return new PJRT_Event{std::move(state)};
}

namespace {

PJRT_Error_Code CodeOf(absl::StatusCode code) {
  // absl's and PJRT's codes are both the canonical gRPC codes.
  return static_cast<PJRT_Error_Code>(static_cast<int>(code));
}

}  // namespace

void ErrorDestroy(PJRT_Error_Destroy_Args* args) { delete args->error; }

void ErrorMessage(PJRT_Error_Message_Args* args) {
  absl::string_view message = args->error->status.message();
  args->message = message.data();
  args->message_size = message.size();
}

PJRT_Error* ErrorGetCode(PJRT_Error_GetCode_Args* args) {
  args->code = CodeOf(args->error->status.code());
  return nullptr;
}

PJRT_Error* EventDestroy(PJRT_Event_Destroy_Args* args) {
  delete args->event;
  return nullptr;
}

PJRT_Error* EventIsReady(PJRT_Event_IsReady_Args* args) {
  args->is_ready = args->event->state->IsReady();
  return nullptr;
}

PJRT_Error* EventError(PJRT_Event_Error_Args* args) {
  return MakeError(args->event->state->Await());
}

PJRT_Error* EventAwait(PJRT_Event_Await_Args* args) {
  return MakeError(args->event->state->Await());
}

PJRT_Error* EventOnReady(PJRT_Event_OnReady_Args* args) {
  PJRT_Event_OnReadyCallback callback = args->callback;
  void* user_arg = args->user_arg;
  args->event->state->OnReady(
      [callback, user_arg](absl::Status status) { callback(MakeError(status), user_arg); });
  return nullptr;
}

}  // namespace xla::pjrt
