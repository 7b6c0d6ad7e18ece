import {vi} from 'vitest';

/** Lets the tasks queued so far run. */
export const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Replaces requestAnimationFrame (in a beforeEach; `vi.unstubAllGlobals()` after each test): its callbacks wait
 * until the returned `paintFrame` runs them as the next frame, then lets the tasks they queued run.
 */
export function stubFrames(): () => Promise<void> {
  let frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  return async () => {
    const due = frames;
    frames = [];
    due.forEach((callback) => callback(performance.now()));
    await settle();
  };
}
