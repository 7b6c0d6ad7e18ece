/**
 * Runs `callback` in a task after the next frame has been painted: requestAnimationFrame runs just before that
 * frame's style, layout and paint, and a task queued from it runs once they are done.
 */
export function afterNextPaint(callback: () => void): void {
  requestAnimationFrame(() => setTimeout(callback, 0));
}
