# The lecture notebooks on this GPU, at commit $2, at most $1 seconds.
source .scratch/gpu_env.sh
python3 -c "import material.plugins.search.plugin, mkdocs_jupyter.plugin; print('site packages ok')" || exit 1
rm -rf /tmp/repo && mkdir -p /tmp/repo
tar --exclude=./.whl -cf - . | tar -xf - -C /tmp/repo
cd /tmp/repo
gpu=$(nvidia-smi --query-gpu=name --format=csv,noheader | head -1 | tr 'A-Z ' 'a-z-')
export REGENERATE_COMMIT=$2 REGENERATE_DIRTY=0 PYTHONUNBUFFERED=1
args=""; for n in vector_add triton_fundamentals triton_fundamentals_part_2 matmul matmul_part_2 profiling profiling_part_2 cuda_and_compile cuda_and_compile_part_2 triton_compiler triton_compiler_part_2 hopper_matmul attention; do args="$args --only notebook_$n"; done
timeout $1 python3 scripts/regenerate.py $args > /tmp/nb.log 2>&1; echo "rc $?"
tar -czf $OUT/nb.tgz -C docs/generated $(cd docs/generated && ls -d $gpu/notebook_*)
cp /tmp/nb.log $OUT/
tail -c 4000 /tmp/nb.log
