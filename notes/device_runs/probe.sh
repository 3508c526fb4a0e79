# Start a full first run only where this machine is an H200; else say so and stop.
gpu=$(nvidia-smi --query-gpu=name --format=csv,noheader | head -1); echo "$gpu"
case "$gpu" in *H200*) bash .scratch/full_run.sh $(cat .scratch/commit) && sleep 420 && bash .scratch/poll.sh 140;; *) echo "not an H200";; esac
