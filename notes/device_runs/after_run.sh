# Here, after a GPU run: unpack its GPU folder over docs/generated (the run started
# from that folder removed, so the new one replaces it whole).
set -e
tgz=$1
gpu=$(tar -tzf "$tgz" | head -1 | cut -d/ -f1)
echo "unpacking $gpu"
rm -rf "docs/generated/$gpu"
tar -xzf "$tgz" -C docs/generated
ls "docs/generated/$gpu" | wc -l
