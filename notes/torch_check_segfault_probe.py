"""Why did TORCH_CHECK with a streamed int64 kill the process on the GPU box?

Builds one small CPU-only extension (the host compiler, as `cpp_sources` does) whose
functions each do one suspect thing, and calls each in a child process of its own so a
crash kills only that child: formatting an int with std::ostringstream, c10::str of an
int, TORCH_CHECK messages streaming an int64, an int, std::to_string, a Device. A
SIGSEGV handler in the extension prints the native backtrace. The parent prints the
compiler, torch's ABI flag and every libstdc++ mapped into the process.

Run from the repository root: python notes/torch_check_segfault_probe.py
"""
import os
import subprocess
import sys

SOURCE = r'''
#include <torch/extension.h>
#include <execinfo.h>
#include <csignal>
#include <sstream>
#include <unistd.h>

static void on_segv(int) {
    void* frames[64];
    int n = backtrace(frames, 64);
    const char msg[] = "SIGSEGV backtrace:\n";
    write(2, msg, sizeof(msg) - 1);
    backtrace_symbols_fd(frames, n, 2);
    _exit(139);
}
void install_handler() { signal(SIGSEGV, on_segv); }
std::string ostream_int(int64_t v) { std::ostringstream s; s << v; return s.str(); }
std::string c10_str_int(int64_t v) { return c10::str("got ", v); }
std::string to_string_int(int64_t v) { return std::to_string(v); }
void check_int64(torch::Tensor m) { TORCH_CHECK_VALUE(m.dim() == 2, "got ", m.dim(), " dims"); }
void check_int32(torch::Tensor m) { TORCH_CHECK_VALUE(m.dim() == 2, "got ", static_cast<int>(m.dim()), " dims"); }
void check_to_string(torch::Tensor m) { TORCH_CHECK_VALUE(m.dim() == 2, "got " + std::to_string(m.dim()) + " dims"); }
void check_device(torch::Tensor m) { TORCH_CHECK_VALUE(m.dim() == 2, "got ", m.device()); }
void check_plain(torch::Tensor m) { TORCH_CHECK_VALUE(m.dim() == 2, "must be 2-D"); }
'''
FUNCTIONS = ["install_handler", "ostream_int", "c10_str_int", "to_string_int", "check_int64",
             "check_int32", "check_to_string", "check_device", "check_plain"]


def build():
    from torch.utils.cpp_extension import load_inline
    return load_inline("torch_check_probe", cpp_sources=SOURCE, functions=FUNCTIONS,
                       extra_ldflags=["-rdynamic"], verbose=False)


def child(name, first=""):
    if first:
        __import__(first)  # a library loaded before torch brings its own C++ runtime along
    import torch
    module = build()
    module.install_handler()
    try:
        if name in ("ostream_int", "c10_str_int", "to_string_int"):
            print(name, "returned", repr(getattr(module, name)(1)), flush=True)
        else:
            getattr(module, name)(torch.zeros(3, device="cuda" if torch.cuda.is_available() else "cpu"))
            print(name, "returned without raising", flush=True)
    except Exception as error:  # noqa: BLE001 - the probe reports whatever was raised
        print(name, "raised", type(error).__name__, str(error).splitlines()[0], flush=True)


def main():
    if len(sys.argv) > 1:
        return child(*sys.argv[1:])
    import torch
    build()  # once, so the children find it cached
    maps = open(f"/proc/{os.getpid()}/maps").read().splitlines()
    print("torch", torch.__version__, "cxx11 abi", torch._C._GLIBCXX_USE_CXX11_ABI)
    print(subprocess.run(["c++", "--version"], capture_output=True, text=True).stdout.splitlines()[0])
    print("libstdc++ mapped:", sorted({line.split()[-1] for line in maps if "libstdc++" in line}))
    runs = [[name] for name in FUNCTIONS[1:]] + [["check_int64", "triton"], ["ostream_int", "triton"]]
    for run in runs:
        done = subprocess.run([sys.executable, __file__, *run], capture_output=True, text=True)
        print(f"--- {' after import '.join(run)}: rc {done.returncode}")
        print((done.stdout + done.stderr).strip()[-3000:])


if __name__ == "__main__":
    main()
