import type { OutboxMessage } from '../../../shared/contracts/messaging';

export type OutboxReader = (query: { limit: number; to?: string }) => Promise<OutboxMessage[]>;

/**
 * The local capture outbox, as the dev-outbox route reads it. The local runtime's outbox service
 * sets the reader when it starts (functions/local/services/outbox.ts); a deployed stage has no
 * outbox, so none is ever set there and no local code is loaded.
 */
let reader: OutboxReader | undefined;

export function useOutboxReader(read: OutboxReader | undefined): void {
  reader = read;
}

export function outboxReader(): OutboxReader | undefined {
  return reader;
}
