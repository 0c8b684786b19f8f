import { type DataChange, parseChangePayload } from '../../../domain/data-changes';

export type ChangeListener = (change: DataChange) => void;

/**
 * Fans the database's change notifications (LISTEN plumbline_data_changed, migration 0006) out to every open
 * event stream. Payloads that are not change events (flush markers, older formats) are ignored.
 */
export class ChangeBroker {
  private readonly listeners = new Set<ChangeListener>();

  /** Adds a listener; the returned function removes it. */
  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Passes one notification payload on to every listener. */
  publish(payload: string): void {
    const change = parseChangePayload(payload);
    if (!change) return;
    for (const listener of this.listeners) listener(change);
  }

  /** Open subscriptions (for tests and logs). */
  get size(): number {
    return this.listeners.size;
  }
}
