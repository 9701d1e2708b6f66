"""A stand-in for a very small local model, for `npm run test:llm-server` (issue 18).

Writes a GGUF with the real Qwen2.5 tokenizer (llama.cpp's own vocab test file,
models/ggml-vocab-qwen2.gguf), Qwen2.5-Instruct's chat template with its tool-call tokens,
and tiny random weights (2 layers, 64 wide). The weights produce near-random text and tool
calls: what the product must survive from the weakest model a school might run. Nothing is
downloaded; gguf-py and the vocab come from the llama.cpp source that node-llama-cpp ships.

usage: python3 make-weak-model.py <llama.cpp source folder> <output .gguf>
"""

import sys
from pathlib import Path

import numpy as np

source, output = Path(sys.argv[1]), Path(sys.argv[2])
sys.path.insert(0, str(source / "gguf-py"))
import gguf  # noqa: E402  (from the llama.cpp source, on the path above)

N_EMBD, N_HEAD, N_HEAD_KV, N_FF, N_LAYER, N_CTX = 64, 4, 2, 128, 2, 32768
HEAD_DIM = N_EMBD // N_HEAD

vocab = gguf.GGUFReader(str(source / "models" / "ggml-vocab-qwen2.gguf"))


def strings(name):
    field = vocab.fields[name]
    return [bytes(field.parts[i]).decode("utf-8") for i in field.data]


def numbers(name):
    field = vocab.fields[name]
    return [int(field.parts[i][0]) for i in field.data]


tokens = strings("tokenizer.ggml.tokens")
writer = gguf.GGUFWriter(str(output), "qwen2")
writer.add_name("weak-qwen2.5-stand-in")
writer.add_block_count(N_LAYER)
writer.add_context_length(N_CTX)
writer.add_embedding_length(N_EMBD)
writer.add_feed_forward_length(N_FF)
writer.add_head_count(N_HEAD)
writer.add_head_count_kv(N_HEAD_KV)
writer.add_rope_freq_base(1_000_000.0)
writer.add_layer_norm_rms_eps(1e-6)
writer.add_file_type(gguf.LlamaFileType.MOSTLY_F16)
writer.add_tokenizer_model("gpt2")
writer.add_tokenizer_pre("qwen2")
writer.add_token_list(tokens)
writer.add_token_types(numbers("tokenizer.ggml.token_type"))
writer.add_token_merges(strings("tokenizer.ggml.merges"))
writer.add_bos_token_id(151643)
writer.add_eos_token_id(151645)  # <|im_end|>, as Qwen2.5-Instruct ends a turn
writer.add_pad_token_id(151643)
writer.add_add_bos_token(False)
template = source / "models" / "templates" / "Qwen-Qwen2.5-7B-Instruct.jinja"
writer.add_chat_template(template.read_text())

rng = np.random.default_rng(18)


def weights(*shape, dtype=np.float16):
    return (rng.standard_normal(shape) * 0.02).astype(dtype)


writer.add_tensor("token_embd.weight", weights(len(tokens), N_EMBD))
writer.add_tensor("output_norm.weight", np.ones(N_EMBD, dtype=np.float32))
for layer in range(N_LAYER):
    blk = f"blk.{layer}"
    writer.add_tensor(f"{blk}.attn_norm.weight", np.ones(N_EMBD, dtype=np.float32))
    writer.add_tensor(f"{blk}.attn_q.weight", weights(N_EMBD, N_EMBD))
    writer.add_tensor(f"{blk}.attn_q.bias", weights(N_EMBD, dtype=np.float32))
    writer.add_tensor(f"{blk}.attn_k.weight", weights(HEAD_DIM * N_HEAD_KV, N_EMBD))
    writer.add_tensor(f"{blk}.attn_k.bias", weights(HEAD_DIM * N_HEAD_KV, dtype=np.float32))
    writer.add_tensor(f"{blk}.attn_v.weight", weights(HEAD_DIM * N_HEAD_KV, N_EMBD))
    writer.add_tensor(f"{blk}.attn_v.bias", weights(HEAD_DIM * N_HEAD_KV, dtype=np.float32))
    writer.add_tensor(f"{blk}.attn_output.weight", weights(N_EMBD, N_EMBD))
    writer.add_tensor(f"{blk}.ffn_norm.weight", np.ones(N_EMBD, dtype=np.float32))
    writer.add_tensor(f"{blk}.ffn_gate.weight", weights(N_FF, N_EMBD))
    writer.add_tensor(f"{blk}.ffn_up.weight", weights(N_FF, N_EMBD))
    writer.add_tensor(f"{blk}.ffn_down.weight", weights(N_EMBD, N_FF))

writer.write_header_to_file()
writer.write_kv_data_to_file()
writer.write_tensors_to_file()
writer.close()
print(f"wrote {output}")
