import {Hono} from 'hono';
import {describe, expect, it} from 'vitest';
import {createDrain, SHUTDOWN_MESSAGE} from './drain';

/** An app whose /slow answers when `release` is called. */
function slowApp() {
  const drain = createDrain();
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const app = new Hono();
  app.use('*', drain.middleware);
  app.get('/slow', async (c) => {
    await released;
    return c.text('done');
  });
  app.get('/fast', (c) => c.text('fast'));
  return {app, drain, release};
}

async function expectRefused(answer: Response) {
  expect(answer.status).toBe(503);
  expect(answer.headers.get('retry-after')).toBe('5');
  expect(answer.headers.get('connection')).toBe('close');
  expect(answer.headers.get('cache-control')).toBe('no-store');
  expect(await answer.json()).toEqual({error: {code: 'unavailable', message: SHUTDOWN_MESSAGE}});
}

describe('graceful shutdown of requests', () => {
  it('lets a request in flight finish within the grace period, and refuses new ones meanwhile', async () => {
    const {app, drain, release} = slowApp();
    const slow = app.request('/slow');
    await new Promise((resolve) => setImmediate(resolve));
    expect(drain.inFlight).toBe(1);

    const drained = drain.drain(5_000);
    // A request arriving on a connection kept alive is not started.
    await expectRefused(await app.request('/fast'));

    release();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('done');
    expect(answer.headers.get('connection')).toBe('close');
    expect(await drained).toEqual({finished: 1, cut: 0});
  });

  it('answers a request still running when the grace period ends with 503, and counts it as cut', async () => {
    const {app, drain, release} = slowApp();
    const slow = app.request('/slow');
    await new Promise((resolve) => setImmediate(resolve));
    const started = Date.now();
    expect(await drain.drain(200)).toEqual({finished: 0, cut: 1});
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    await expectRefused(await slow);
    release();
    expect(drain.inFlight).toBe(0);
  });

  it('drains at once when nothing is in flight', async () => {
    const {app, drain} = slowApp();
    expect((await app.request('/fast')).status).toBe(200);
    expect(await drain.drain(60_000)).toEqual({finished: 0, cut: 0});
  });
});
