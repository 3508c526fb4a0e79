# Wait (at most $1 seconds) for the run that full_run.sh started; then pack its GPU folder
# and log into $OUT. Prints the log's tail either way.
limit=${1:-540}; waited=0
while [ ! -f /tmp/run.rc ] && [ $waited -lt $limit ]; do sleep 5; waited=$((waited + 5)); done
gpu=$(cat /tmp/run.gpu)
cp /tmp/run.log $OUT/run.log 2>/dev/null
if [ -f /tmp/run.rc ]; then
  echo "finished: rc and seconds: $(cat /tmp/run.rc)"
  tar -czf $OUT/gpu.tgz -C /tmp/repo/docs/generated "$gpu"
  tar -czf $OUT/logs.tgz -C /tmp/repo/docs .generated-logs
  cd /tmp/repo && python3 scripts/regenerate.py --check > $OUT/check.txt 2>&1; echo "check rc $?"
else
  echo "still running after ${waited}s"
fi
tail -c 6000 /tmp/run.log
