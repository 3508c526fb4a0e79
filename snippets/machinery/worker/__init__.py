"""What a lecture's code calls to cooperate with a run, inside the worker process that
makes its item: the GPU lock (a timing runs alone), compiling ahead, one extension
build at a time, and the compilers' hooks the lock needs."""
