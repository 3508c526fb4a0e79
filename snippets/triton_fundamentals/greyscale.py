"""Greyscaling a photograph: a 2-D grid of programs over 2-D blocks of pixels.

The image is planar, channels first: shape (3, height, width), red plane, then green,
then blue, each stored row by row. Program (i, j) of the grid takes the tile of rows
``i * BLOCK_H ...`` and columns ``j * BLOCK_W ...``; the offsets and the mask of a tile
are built from a column vector of rows and a row vector of columns.
"""

import torch
import triton
import triton.language as tl

from snippets.helpers import tolerances
from snippets.helpers.bench import do_bench_steady, gbps
from snippets.helpers.checks import check_tensors
from snippets.machinery.items import Artifact, BadInput, Snippet

# ITU-R BT.601 luma weights, as in the lecture: how bright each primary looks to us.
RED, GREEN, BLUE = 0.2989, 0.5870, 0.1140


# --8<-- [start:kernel]
@triton.jit
def greyscale_kernel(
    image_ptr,  # (3, height, width), uint8 or float, contiguous
    out_ptr,  # (height, width) float32
    height,
    width,
    BLOCK_H: tl.constexpr,  # rows per tile
    BLOCK_W: tl.constexpr,  # columns per tile
):
    pid_h = tl.program_id(0).to(tl.int64)  # which band of rows; int64: rows * width may pass 2**31
    pid_w = tl.program_id(1)  # which band of columns
    rows = pid_h * BLOCK_H + tl.arange(0, BLOCK_H)  # shape (BLOCK_H,)
    cols = pid_w * BLOCK_W + tl.arange(0, BLOCK_W)  # shape (BLOCK_W,)
    # [:, None] makes a column, [None, :] a row; combining them broadcasts to a tile.
    offsets = rows[:, None] * width + cols[None, :]  # (BLOCK_H, BLOCK_W)
    mask = (rows[:, None] < height) & (cols[None, :] < width)  # in bounds on both axes
    plane = tl.cast(height, tl.int64) * width  # elements from one colour plane to the next
    r = tl.load(image_ptr + offsets, mask=mask).to(tl.float32)
    g = tl.load(image_ptr + plane + offsets, mask=mask).to(tl.float32)
    b = tl.load(image_ptr + 2 * plane + offsets, mask=mask).to(tl.float32)
    grey = 0.2989 * r + 0.5870 * g + 0.1140 * b  # RED, GREEN, BLUE above
    tl.store(out_ptr + offsets, grey, mask=mask)
# --8<-- [end:kernel]


# --8<-- [start:wrapper]
BLOCK_H, BLOCK_W = 16, 128  # wide tiles: each tile row is 128 contiguous pixels


def greyscale(image: torch.Tensor) -> torch.Tensor:
    """Luma of a (3, height, width) RGB image, as a (height, width) float32 image."""
    check_tensors({"image": image}, dtypes=(torch.uint8, torch.float32), ndim=3)
    if image.shape[0] != 3:
        raise ValueError(f"image must be (3, height, width) RGB, got shape {tuple(image.shape)}")
    _, height, width = image.shape
    out = torch.empty((height, width), dtype=torch.float32, device=image.device)
    grid = (triton.cdiv(height, BLOCK_H), triton.cdiv(width, BLOCK_W))  # a 2-D grid
    greyscale_kernel[grid](image, out, height, width, BLOCK_H=BLOCK_H, BLOCK_W=BLOCK_W)
    return out
# --8<-- [end:wrapper]


# --8<-- [start:reference]
def greyscale_reference(image: torch.Tensor) -> torch.Tensor:
    r, g, b = image.float()  # unpacks the three planes
    return RED * r + GREEN * g + BLUE * b
# --8<-- [end:reference]


def make_inputs(shape, dtype, device, generator):
    if dtype == torch.uint8:
        image = torch.randint(0, 256, shape, generator=generator, dtype=torch.uint8)
    else:
        image = torch.rand(shape, generator=generator).to(dtype)
    return (image.to(device),)


def tolerance(dtype, shape):
    return tolerances.elementwise(torch.float32)  # the output is float32 for any input


def bad_inputs(device):
    image = torch.zeros(3, 4, 5, dtype=torch.uint8, device=device)
    return [
        BadInput("four channels", (torch.zeros(4, 4, 5, dtype=torch.uint8, device=device),),
                 ValueError, "RGB"),
        BadInput("2-D input", (image[0],), ValueError, "3 dimension"),
        BadInput("float16 input", (image.half(),), TypeError, "dtype"),
    ]


# --8<-- [start:benchmark]
@triton.testing.perf_report(
    triton.testing.Benchmark(
        x_names=["side"],
        x_vals=[2**i for i in range(8, 15)],
        x_log=True,
        line_arg="provider",
        line_vals=["triton", "torch"],
        line_names=["Triton greyscale_kernel", "torch: weighted sum of planes"],
        ylabel="GB/s",
        plot_name="greyscale",
        args={"dtype": torch.uint8},
    )
)
def benchmark(side, provider, dtype):
    image = torch.randint(0, 256, (3, side, side), dtype=dtype, device="cuda")
    run = {"triton": lambda: greyscale(image),
           "torch": lambda: greyscale_reference(image)}[provider]
    ms = do_bench_steady(run)  # do_bench, again if the host stalled
    # Three input planes read, one float32 plane written.
    return gbps(image.numel() * image.element_size() + side * side * 4, ms)
# --8<-- [end:benchmark]


def compile_greyscale_kernel():
    return greyscale_kernel.warmup(torch.uint8, torch.float32, 4096, 4096,
                                   BLOCK_H=BLOCK_H, BLOCK_W=BLOCK_W, grid=(1,))


GREYSCALE = Snippet(
    name="greyscale",
    run=greyscale,
    reference=greyscale_reference,
    make_inputs=make_inputs,
    quick_shapes=[(3, 1, 1), (3, 7, 13), (3, 17, 129), (3, 40, 300)],
    full_shapes=[(3, 512, 600), (3, 1001, 1999), (3, 4096, 4096)],
    dtypes=(torch.uint8, torch.float32),
    tolerance=tolerance,
    bad_inputs=bad_inputs,
    benchmark=benchmark,
    compile_for_ir=compile_greyscale_kernel,
)


# --8<-- [start:photo]
def load_photo() -> torch.Tensor:
    """Grace Hopper's portrait, which ships with matplotlib: (3, height, width) uint8."""
    import matplotlib
    import numpy as np
    from PIL import Image  # Pillow: a dependency of matplotlib

    path = f"{matplotlib.get_data_path()}/sample_data/grace_hopper.jpg"
    pixels = torch.from_numpy(np.array(Image.open(path).convert("RGB")))  # (h, w, 3)
    return pixels.permute(2, 0, 1).contiguous()  # interleaved RGB -> three planes
# --8<-- [end:photo]


def make_greyscale_photo(folder) -> None:
    from PIL import Image

    from snippets.helpers.compare import assert_close
    from snippets.helpers.runtime import default_device

    photo = load_photo()
    grey = greyscale(photo.to(default_device())).cpu()
    assert_close(grey, greyscale_reference(photo), *tolerance(torch.uint8, photo.shape),
                 label="greyscale of the photograph")
    # JPEG, like the original: the page shows photographs, not pixel-exact data.
    Image.fromarray(photo.permute(1, 2, 0).numpy()).save(folder / "before.jpg", quality=90)
    after = grey.round().clamp(0, 255).to(torch.uint8).numpy()
    Image.fromarray(after).save(folder / "after.jpg", quality=90)
    (folder / "check.txt").write_text(
        f"photo: {tuple(photo.shape)} uint8; grey: {tuple(grey.shape)} float32\n"
        f"max |greyscale - greyscale_reference| = "
        f"{(grey - greyscale_reference(photo)).abs().max().item():.3g} grey levels\n")


GREYSCALE_PHOTO = Artifact(name="greyscale_photo", make=make_greyscale_photo, needs_cuda=False)
