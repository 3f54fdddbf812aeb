import autocannon from 'autocannon';
import { getJson } from './http';

export interface LoadOptions {
  port: number;
  path: string;
  headers: Record<string, string>;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** CPU ms the server process has used so far (processCpuMs), to charge the measured run. */
  serverCpuMs: () => number;
}

export interface Measurement {
  requestsPerSecond: number;
  /** Latency in milliseconds. */
  p50: number;
  p99: number;
  requests: number;
  /** Server process CPU per answered request during the measured run, ms (NaN without /proc). */
  cpuMsPerRequest: number;
  /** Answers other than 2xx, connection errors and timeouts: any of these invalidates the run. */
  failures: number;
}

function run(options: LoadOptions, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: `http://127.0.0.1:${options.port}${options.path}`,
    headers: options.headers,
    connections: options.connections,
    duration: seconds,
    // Keep-alive connections, one request in flight each: 50 clients, as a browser would behave.
    pipelining: 1,
  });
}

/**
 * autocannon stops by closing its connections, but the server still finishes the requests it
 * had taken. One more request, answered only after them on a busy server, keeps that left-over
 * work out of the next measurement.
 */
async function drain(options: LoadOptions): Promise<void> {
  await getJson(options.port, options.path, options.headers);
}

/** A warm-up run (JIT, pools, PostgreSQL caches), then the measured one at the same concurrency. */
export async function measure(options: LoadOptions): Promise<Measurement> {
  if (options.warmupSeconds > 0) {
    await run(options, options.warmupSeconds);
    await drain(options);
  }
  const cpuBefore = options.serverCpuMs();
  const result = await run(options, options.durationSeconds);
  await drain(options);
  const cpuMs = options.serverCpuMs() - cpuBefore;
  return {
    cpuMsPerRequest: cpuMs / (result.requests.total + 1),
    requestsPerSecond: result.requests.total / result.duration,
    // Nothing answered within the run: the latency is at least the run's length.
    p50: result.requests.total > 0 ? result.latency.p50 : result.duration * 1000,
    p99: result.requests.total > 0 ? result.latency.p99 : result.duration * 1000,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
