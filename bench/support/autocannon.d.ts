/** The part of autocannon the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  export interface AutocannonOptions {
    url: string;
    method?: string;
    connections: number;
    /** Seconds. */
    duration: number;
    headers?: Record<string, string>;
    body?: string;
    /** A sequence of requests each connection sends in turn; `setupRequest` may change each one (its path). */
    requests?: { setupRequest?: (request: { path: string; headers?: Record<string, string> }) => { path: string; headers?: Record<string, string> } }[];
    /** Worker threads to send from (0: the calling thread). */
    workers?: number;
  }
  export interface AutocannonResult {
    requests: { average: number };
    /** Milliseconds. */
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  export default function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
}
