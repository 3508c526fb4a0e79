# Sourced at the start of every device call: the Python packages the GPU image lacks
# (notebook execution, hatchet, tlparse) from wheels carried in .whl/.
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl >/tmp/pip.log 2>&1 || { tail -5 /tmp/pip.log; exit 1; }
export PYTHONPATH=/tmp/site
export PATH=/tmp/site/bin:$PATH
