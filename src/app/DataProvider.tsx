import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../api/queryClient';

/**
 * The app's one QueryClient (src/api/queryClient.ts, which the api calls cache through) for the
 * live layer's reads (useQuery in src/live/useCachedRead.ts): views and calls share its answers.
 */
export function DataProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
