// What the shell lends remotes of TanStack Query: the names in shared/build/lent-exports.json, which
// lint holds remotes and shared to (types are free: they are gone once compiled).
export {
  infiniteQueryOptions, keepPreviousData, QueryClient, QueryClientProvider, queryOptions, useInfiniteQuery, useMutation, useQuery,
  useQueryClient,
} from '@tanstack/react-query';
