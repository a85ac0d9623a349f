/** The part of autocannon's API the benches use (the package ships no types). */
declare module 'autocannon' {
  interface Result {
    requests: { average: number; total: number };
    throughput: { average: number; total: number };
    latency: Record<string, number>;
    non2xx: number;
    errors: number;
  }
  interface Instance extends PromiseLike<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): this;
  }
  function autocannon(options: Record<string, unknown>): Instance;
  export default autocannon;
}
