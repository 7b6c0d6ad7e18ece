/**
 * Requests a list of paths round-robin from several connections until stopped, counting every answer. Each
 * connection waits `pauseMs` between requests, so the traffic is steady without starving the build it runs beside.
 */
export interface Traffic {
  /** Stops the loop and returns what it saw. */
  stop(): Promise<TrafficReport>;
}

export interface TrafficReport {
  requests: number;
  /** Answers other than 200 and 304, and requests that failed outright, by path. */
  failures: {path: string; status: number | string}[];
}

export function startTraffic(baseUrl: string, paths: readonly string[], connections = 4, pauseMs = 10): Traffic {
  let running = true;
  let requests = 0;
  const failures: TrafficReport['failures'] = [];
  const loop = async (offset: number) => {
    for (let index = offset; running; index++) {
      const path = paths[index % paths.length]!;
      try {
        const answer = await fetch(new URL(path, baseUrl), {headers: {'Accept-Encoding': 'br, gzip'}});
        await answer.arrayBuffer();
        if (answer.status !== 200 && answer.status !== 304) {
          failures.push({path, status: answer.status});
        }
      } catch (error) {
        failures.push({path, status: (error as Error).message});
      }
      requests++;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  const loops = Array.from({length: connections}, (_, index) => loop(index));
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return {requests, failures};
    },
  };
}
