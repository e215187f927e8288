"""The size table `make bundle` prints, shared by a built bundle (installers.build) and a projected one
(installers.projection): in either module the other would have to import it back."""

from __future__ import annotations


def format_size_rows(rows: list[tuple[str, int, int]], total_label: str, top: int = 25) -> str:
    """(name, bytes, files) rows as the table `make bundle` prints: the `top` largest, the rest in one line, total."""
    total = sum(size for _, size, _ in rows)
    lines = [f"{'folder':<52} {'MB':>9} {'share':>6} {'files':>7}"]
    for name, size, count in rows[:top]:
        lines.append(f"{name:<52} {size / 1e6:>9.1f} {100 * size / max(total, 1):>5.1f}% {count:>7}")
    rest = rows[top:]
    if rest:
        size = sum(r[1] for r in rest)
        lines.append(f"{f'({len(rest)} smaller folders)':<52} {size / 1e6:>9.1f} {100 * size / max(total, 1):>5.1f}% "
                     f"{sum(r[2] for r in rest):>7}")
    lines.append(f"{total_label:<52} {total / 1e6:>9.1f} {100.0:>5.1f}% {sum(r[2] for r in rows):>7}")
    return "\n".join(lines)
