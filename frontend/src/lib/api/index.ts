export {
  apiRequest,
  getJson,
  getQueryFn,
  throwIfResNotOk,
  type HttpMethod,
  type UnauthorizedBehavior,
} from './client';
export * from './endpoints';
export { queryString, readPage, type Paged } from './paging';
export { createQueryClient, queryClient } from './query-client';
