"""Turn a CTranslate2 Whisper model into an openai-whisper checkpoint, so both engines run from one set of weights.

CTranslate2 fuses self-attention's query, key and value projections into one linear layer and cross-attention's key
and value into another; openai-whisper keeps them apart, and its key projections have no bias (CTranslate2 stores a
zero bias there). The checkpoint is `{"dims": ..., "model_state_dict": ..., "alignment_heads": [[layer, head], ...]}`,
the format `whisper.load_model` reads, plus the word-timing heads from the CTranslate2 config.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import numpy as np

from core.errors import ModelIntegrityError
from core.models.ct2_file import read_variables


def _layers(variables: dict[str, np.ndarray], side: str) -> int:
    pattern = re.compile(rf"^{side}/layer_(\d+)/")
    return len({match.group(1) for name in variables if (match := pattern.match(name))})


def _linear(out: dict[str, np.ndarray], target: str, variables: dict[str, np.ndarray], source: str) -> None:
    out[f"{target}.weight"] = variables[f"{source}/weight"]
    out[f"{target}.bias"] = variables[f"{source}/bias"]


def _norm(out: dict[str, np.ndarray], target: str, variables: dict[str, np.ndarray], source: str) -> None:
    out[f"{target}.weight"] = variables[f"{source}/gamma"]
    out[f"{target}.bias"] = variables[f"{source}/beta"]


def _split_attention(out: dict[str, np.ndarray], target: str, weight: np.ndarray, bias: np.ndarray,
                     names: tuple[str, ...]) -> None:
    width = weight.shape[1]
    for index, name in enumerate(names):
        rows = slice(index * width, (index + 1) * width)
        out[f"{target}.{name}.weight"] = weight[rows]
        if name != "key":
            out[f"{target}.{name}.bias"] = bias[rows]


def _attention(out: dict[str, np.ndarray], target: str, variables: dict[str, np.ndarray], source: str,
               cross: bool) -> None:
    if cross:
        _linear(out, f"{target}.query", variables, f"{source}/linear_0")
        _split_attention(out, target, variables[f"{source}/linear_1/weight"], variables[f"{source}/linear_1/bias"],
                         ("key", "value"))
        _linear(out, f"{target}.out", variables, f"{source}/linear_2")
    else:
        _split_attention(out, target, variables[f"{source}/linear_0/weight"], variables[f"{source}/linear_0/bias"],
                         ("query", "key", "value"))
        _linear(out, f"{target}.out", variables, f"{source}/linear_1")


def _block(out: dict[str, np.ndarray], variables: dict[str, np.ndarray], side: str, index: int) -> None:
    source, target = f"{side}/layer_{index}", f"{side}.blocks.{index}"
    _norm(out, f"{target}.attn_ln", variables, f"{source}/self_attention/layer_norm")
    _attention(out, f"{target}.attn", variables, f"{source}/self_attention", cross=False)
    if side == "decoder":
        _norm(out, f"{target}.cross_attn_ln", variables, f"{source}/attention/layer_norm")
        _attention(out, f"{target}.cross_attn", variables, f"{source}/attention", cross=True)
    _norm(out, f"{target}.mlp_ln", variables, f"{source}/ffn/layer_norm")
    _linear(out, f"{target}.mlp.0", variables, f"{source}/ffn/linear_0")
    _linear(out, f"{target}.mlp.2", variables, f"{source}/ffn/linear_1")


def convert(ct2_dir: str | Path) -> dict[str, Any]:
    """The openai-whisper checkpoint equivalent to the CTranslate2 model in `ct2_dir`.

    float16 tensors stay float16, as in OpenAI's own checkpoints (half the file; openai-whisper casts them to its
    model's precision when loading); anything else becomes float32, so no weight loses precision.
    """
    import torch

    ct2_dir = Path(ct2_dir)
    spec, variables = read_variables(ct2_dir / "model.bin")
    if spec != "WhisperSpec":
        raise ModelIntegrityError(f"a {spec} model, not Whisper", str(ct2_dir))
    encoder_layers, decoder_layers = _layers(variables, "encoder"), _layers(variables, "decoder")
    state: dict[str, np.ndarray] = {}
    try:
        _linear(state, "encoder.conv1", variables, "encoder/conv1")
        _linear(state, "encoder.conv2", variables, "encoder/conv2")
        state["encoder.positional_embedding"] = variables["encoder/position_encodings/encodings"]
        for index in range(encoder_layers):
            _block(state, variables, "encoder", index)
        _norm(state, "encoder.ln_post", variables, "encoder/layer_norm")
        state["decoder.token_embedding.weight"] = variables["decoder/embeddings/weight"]
        state["decoder.positional_embedding"] = variables["decoder/position_encodings/encodings"]
        for index in range(decoder_layers):
            _block(state, variables, "decoder", index)
        _norm(state, "decoder.ln", variables, "decoder/layer_norm")
    except KeyError as missing:
        raise ModelIntegrityError(f"the Whisper model lacks the variable {missing}", str(ct2_dir)) from None
    conv1 = variables["encoder/conv1/weight"]
    dims = {
        "n_mels": int(conv1.shape[1]),
        "n_audio_ctx": int(state["encoder.positional_embedding"].shape[0]),
        "n_audio_state": int(conv1.shape[0]),
        "n_audio_head": int(variables["encoder/num_heads"]),
        "n_audio_layer": encoder_layers,
        "n_vocab": int(state["decoder.token_embedding.weight"].shape[0]),
        "n_text_ctx": int(state["decoder.positional_embedding"].shape[0]),
        "n_text_state": int(state["decoder.token_embedding.weight"].shape[1]),
        "n_text_head": int(variables["decoder/num_heads"]),
        "n_text_layer": decoder_layers,
    }
    config_file = ct2_dir / "config.json"
    config = json.loads(config_file.read_text()) if config_file.is_file() else {}
    tensors = {name: torch.from_numpy(np.array(array, dtype=np.float16 if array.dtype == np.float16 else np.float32))
               for name, array in state.items()}
    return {"dims": dims, "model_state_dict": tensors, "alignment_heads": config.get("alignment_heads")}
