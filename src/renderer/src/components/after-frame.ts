/**
 * Runs `work` in the first task after the next frame is drawn, so what a key changed shows first
 * and the heavier work it causes follows. Returns the cancel.
 */
export function afterNextFrame(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
