import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** The one query cache, shared by every page that uses TanStack Query. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

/**
 * Provides the shared query client. Only the pages that query (sign-in, register, the admin
 * console) mount it, from their lazy chunks, so TanStack Query stays out of the first load.
 * @param props - the page to wrap
 * @returns the page inside the provider
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
