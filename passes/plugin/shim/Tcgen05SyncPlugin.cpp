//===- Tcgen05SyncPlugin.cpp - tcgen05-sync as a new-PM pass plugin ------===//
//
// The C++ half of the tcgen05-sync pass plugin: it registers the module pass
// `tcgen05-sync` (with parameters, `tcgen05-sync<strict;remarks>`) with the new
// pass manager's PassBuilder, adds it at the end of the default optimization
// pipeline for `clang -fpass-plugin`, declares the `-tcgen05-*` flags, and runs
// the pass by calling the Rust library through its C ABI (src/lib.rs). No
// analysis lives here.
//
// The plugin's entry point `llvmGetPassPluginInfo` is defined on the Rust side
// (a Rust cdylib exports only Rust symbols) and returns what
// `tcgen05_shim_plugin_info` below builds.
//
//===----------------------------------------------------------------------===//

#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Plugins/PassPlugin.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm-c/Core.h"

#include <cstddef>
#include <string>

using namespace llvm;

// The C ABI of the Rust library (src/lib.rs documents each function).
extern "C" {
int tcgen05_sync_parse_options(const char *Options, char **Message);
int tcgen05_sync_run_module(LLVMModuleRef M, const char *Options,
                            char **Message);
void tcgen05_sync_free_message(char *Message);
}

// The Rust side declares this struct field by field; keep the two in step.
static_assert(sizeof(PassPluginLibraryInfo) == 5 * sizeof(void *),
              "PassPluginLibraryInfo changed: update src/lib.rs");
static_assert(offsetof(PassPluginLibraryInfo, RegisterPassBuilderCallbacks) ==
                  3 * sizeof(void *),
              "PassPluginLibraryInfo changed: update src/lib.rs");

// The flags, in tcgen05-opt's spellings with a `tcgen05-` prefix. Pass
// parameters (`tcgen05-sync<...>`) come after them and win.
static cl::opt<std::string>
    SyncReading("tcgen05-sync-reading",
                cl::desc("tcgen05-sync: thread-sync reading (acq-rel, strict)"),
                cl::value_desc("reading"));
static cl::opt<std::string>
    LdUse("tcgen05-ld-use",
          cl::desc("tcgen05-sync: R-LD-USE policy (wait, "
                   "trust-register-dependency)"),
          cl::value_desc("policy"));
static cl::opt<bool>
    Remarks("tcgen05-remarks",
            cl::desc("tcgen05-sync: one remark per inserted instruction"));
static cl::opt<bool>
    Check("tcgen05-check",
          cl::desc("tcgen05-sync: analyse only; fail on any hazard"));
static cl::opt<std::string>
    Diagnostics("tcgen05-diagnostics",
                cl::desc("tcgen05-sync: diagnostics as text or json"),
                cl::value_desc("format"));
static cl::opt<std::string>
    Mcpu("tcgen05-mcpu", cl::desc("tcgen05-sync: target (default sm_100a)"),
         cl::value_desc("sm_..."));

// The options string the Rust side parses: the flags given, then `Params`.
static std::string optionsString(StringRef Params) {
  std::string S;
  auto Add = [&S](const Twine &Item) {
    if (!S.empty())
      S += ';';
    S += Item.str();
  };
  if (SyncReading.getNumOccurrences())
    Add("sync-reading=" + SyncReading);
  if (LdUse.getNumOccurrences())
    Add("ld-use=" + LdUse);
  if (Remarks)
    Add("remarks");
  if (Check)
    Add("check");
  if (Diagnostics.getNumOccurrences())
    Add("diagnostics=" + Diagnostics);
  if (Mcpu.getNumOccurrences())
    Add("mcpu=" + Mcpu);
  if (!Params.empty())
    Add(Params);
  return S;
}

// Report a message the Rust side returned (and free it) as a fatal error: opt
// and clang print "LLVM ERROR: <message>" and exit with status 1, rather than
// continuing with a module the pass did not finish.
[[noreturn]] static void fail(char *Message, const char *Fallback) {
  std::string S = Message ? Message : Fallback;
  tcgen05_sync_free_message(Message);
  report_fatal_error(Twine(S), /*gen_crash_diag=*/false);
}

namespace {
struct Tcgen05SyncPass : PassInfoMixin<Tcgen05SyncPass> {
  std::string Params;

  explicit Tcgen05SyncPass(std::string Params) : Params(std::move(Params)) {}

  PreservedAnalyses run(Module &M, ModuleAnalysisManager &) {
    std::string Options = optionsString(Params);
    char *Message = nullptr;
    int Status = tcgen05_sync_run_module(wrap(&M), Options.c_str(), &Message);
    if (Status != 0)
      fail(Message, "tcgen05-sync failed");
    tcgen05_sync_free_message(Message);
    // The pass may have inserted instructions anywhere in the module.
    return PreservedAnalyses::none();
  }

  // Synchronization is needed for correctness: run it at -O0 and under optnone.
  static bool isRequired() { return true; }
};

// The parameters of `tcgen05-sync<...>`, or nullopt if `Name` is another pass.
// Invalid parameters are a fatal error naming them (a `false` here would only
// make opt say "unknown pass name").
std::optional<std::string> parseName(StringRef Name) {
  if (!PassBuilder::checkParametrizedPassName(Name, "tcgen05-sync"))
    return std::nullopt;
  StringRef Params = Name.drop_front(strlen("tcgen05-sync"));
  if (!Params.empty())
    Params = Params.drop_front().drop_back(); // the <>
  std::string P = Params.str();
  char *Message = nullptr;
  if (tcgen05_sync_parse_options(P.c_str(), &Message) != 0)
    fail(Message, "tcgen05-sync: invalid pass parameters");
  return P;
}

void registerCallbacks(PassBuilder &PB) {
  PB.registerPipelineParsingCallback(
      [](StringRef Name, ModulePassManager &MPM,
         ArrayRef<PassBuilder::PipelineElement>) {
        std::optional<std::string> Params = parseName(Name);
        if (!Params)
          return false;
        MPM.addPass(Tcgen05SyncPass(*Params));
        return true;
      });
  // clang -fpass-plugin: after the optimizer, so that the pass sees the code
  // that reaches the backend (and at -O0 too, where this extension point also
  // runs).
  PB.registerOptimizerLastEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel, ThinOrFullLTOPhase) {
        MPM.addPass(Tcgen05SyncPass(""));
      });
}
} // namespace

extern "C" PassPluginLibraryInfo tcgen05_shim_plugin_info() {
  return {LLVM_PLUGIN_API_VERSION, "tcgen05-sync", "0.1.0", registerCallbacks};
}
