import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { adoptPageQueryClient, pageQueryClient } from '../page-state';

/** A client with the app's defaults: one retry, no refetch on window focus, 30 s freshness. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/**
 * The page's one query client (server state for every remote), created by the first remote that
 * needs it; the header's page state (balance, unread count) moves into it then.
 */
export function getQueryClient(): QueryClient {
  return pageQueryClient() ?? adoptPageQueryClient(createQueryClient());
}

/** Gives a remote's page or widget the page's query client. */
export function QueryProvider({ children, client = getQueryClient() }: { children: ReactNode; client?: QueryClient }) {
  return createElement(QueryClientProvider, { client }, children);
}

/** Wraps a remote's page or widget in the page's query client (the shell, which renders it, holds none). */
export function withQueryClient<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  const WithQueryClient = (props: P) => createElement(QueryProvider, null, createElement(Component, props));
  WithQueryClient.displayName = `WithQueryClient(${Component.displayName ?? Component.name})`;
  return WithQueryClient;
}
