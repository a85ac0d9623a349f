/**
 * LISTEN on a PostgreSQL server through a connection of its own (a pooled one would be handed to
 * other queries), made again whenever it drops: a second after the first failure, doubling up to
 * 30 seconds. While it is down `onState(false)`; once it listens again `onState(true)`, and the
 * caller reads what it may have missed meanwhile.
 */
import pg from 'pg';

const RETRY_MS = 1_000;
const RETRY_MAX_MS = 30_000;

export async function listenOn(url: string, channel: string, onNotify: () => void, onState: (listening: boolean) => void): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = RETRY_MS;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    const dropped = () => {
      if (client !== next) return;
      client = undefined;
      onState(false);
      next.end().catch(() => undefined);
      if (!closed) retry();
    };
    next.on('error', dropped);
    next.on('end', dropped);
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      next.removeAllListeners();
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    retryMs = RETRY_MS;
    onState(true);
  };

  const retry = () => {
    timer = setTimeout(() => {
      timer = undefined;
      connect().catch(() => {
        retryMs = Math.min(RETRY_MAX_MS, retryMs * 2);
        if (!closed) retry();
      });
    }, retryMs);
    timer.unref();
  };

  try {
    await connect();
  } catch {
    onState(false);
    retry();
  }
  return async () => {
    closed = true;
    if (timer) clearTimeout(timer);
    const current = client;
    client = undefined;
    await current?.end().catch(() => undefined);
  };
}
