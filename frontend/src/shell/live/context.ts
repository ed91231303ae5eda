import { createContext } from 'react';
import type { ChangeListener, LiveEntity } from './changes';

/** `live`: the stream is open; `lost`: it broke and is being tried again; `off`: not started (yet). */
export type LiveStatus = 'live' | 'lost' | 'off';

export interface LiveValue {
  status: LiveStatus;
  subscribe(entities: readonly LiveEntity[], listener: ChangeListener): () => void;
}

/** Outside the signed-in layout (tests, the login page) nothing arrives and nothing is shown. */
export const LiveContext = createContext<LiveValue>({ status: 'off', subscribe: () => () => undefined });
