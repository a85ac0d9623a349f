import path from 'node:path';

/** Everything the server reads from its environment, read once, in one place. */
export interface Config {
  port: number;
  host: string;
  /** Embedded PostgreSQL folder; ignored when `databaseUrl` is set. `memory://` keeps it in memory. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Folder with the built single-page app; absent in API-only tests and `npm run dev`. */
  webRoot: string | undefined;
  logLevel: string;
  production: boolean;
  googleMapsKey: string | undefined;
  razorpayKeyId: string | undefined;
  guestSessionHours: number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = process.cwd();
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.DATA_DIR ?? path.join(root, 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    webRoot: env.WEB_ROOT ?? path.join(root, 'dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    production: env.NODE_ENV === 'production',
    googleMapsKey: env.VITE_GOOGLE_MAPS_API_KEY || env.GOOGLE_MAPS_API_KEY || undefined,
    razorpayKeyId: env.RAZORPAY_KEY_ID || undefined,
    guestSessionHours: 24,
  };
}
