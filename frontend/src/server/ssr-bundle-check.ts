// The server loads the built entry (entry-server.tsx) as shared/'s SsrBundle: this stops the frontend's
// typecheck the moment the entry's exports and that interface part.
import type { SsrBundle } from '@abogados/shared';
import type * as entry from '../entry-server';

type Satisfies<T extends SsrBundle> = T;
export type CheckedEntry = Satisfies<typeof entry>;
