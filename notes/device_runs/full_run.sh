# Start a first full regenerate.py run on this GPU, as on a GPU the site has not seen:
# a copy of the tree in /tmp/repo with this GPU's folder removed, fresh caches (a new
# machine), in its own session so that it outlives the device call. Usage:
#   bash .scratch/full_run.sh COMMIT
source .scratch/gpu_env.sh
python3 -c "import markdown, pymdownx.snippets, mkdocs.utils.yaml, nbclient, ipykernel, hatchet; print(\"wheels ok\")" && command -v tlparse || exit 1
rm -rf /tmp/repo /tmp/run.log /tmp/run.rc && mkdir -p /tmp/repo
tar --exclude=./.whl -cf - . | tar -xf - -C /tmp/repo
cd /tmp/repo
gpu=$(nvidia-smi --query-gpu=name --format=csv,noheader | head -1 | tr 'A-Z ' 'a-z-')
rm -rf "docs/generated/$gpu"
echo "$gpu" > /tmp/run.gpu
export REGENERATE_COMMIT=$1 REGENERATE_DIRTY=0 PYTHONUNBUFFERED=1
setsid bash -c 'start=$(date +%s); python3 scripts/regenerate.py > /tmp/run.log 2>&1; echo "$? $(( $(date +%s) - start ))" > /tmp/run.rc' < /dev/null > /dev/null 2>&1 &
sleep 2; echo "started on $gpu"; head -5 /tmp/run.log
