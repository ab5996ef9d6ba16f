export {
  apiRequest,
  getJson,
  getQueryFn,
  throwIfResNotOk,
  type HttpMethod,
  type UnauthorizedBehavior,
} from './client';
export * from './endpoints';
export { createQueryClient, queryClient } from './query-client';
