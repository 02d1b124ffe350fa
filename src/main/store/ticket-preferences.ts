import { randomUUID } from 'node:crypto';
import type { SavedView, SavedViewFilter } from '@shared/contract/ticket-preferences';
import { AppError, invalidInput } from '@shared/errors';
import { DurableStore } from './durable-store';

/**
 * The agent's arrangement of the tickets workspace per connection profile (row 328), records
 * of the one durable store (each change fsync'd): the queues chosen to raise alerts, and the
 * saved views of the list. A connection that chose nothing alerts for every active queue.
 */
type Kept = { profileId: string; alertQueues: string[] } | { profileId: string; view: SavedView };

export const TICKET_PREFERENCES_FILE = 'ticket-preferences.jsonl';

const alertKey = (profileId: string) => JSON.stringify([profileId, 'alertQueues']);
const viewKey = (profileId: string, id: string) => JSON.stringify([profileId, 'view', id]);

export class TicketPreferences {
  private constructor(private readonly store: DurableStore<Kept>) {}

  /** `keepProfile`: records of a connection that no longer exists are dropped on open. */
  static async open(dataDir: string, keepProfile: (profileId: string) => boolean = () => true): Promise<TicketPreferences> {
    return new TicketPreferences(await DurableStore.open<Kept>(dataDir, TICKET_PREFERENCES_FILE, { keep: (value) => keepProfile(value.profileId) }));
  }

  /** The queues chosen to raise alerts; null when the agent chose none (every active queue). */
  alertQueues(profileId: string): string[] | null {
    const kept = this.store.get(alertKey(profileId));
    return kept && 'alertQueues' in kept ? [...kept.alertQueues] : null;
  }

  /** An empty list silences every queue; null goes back to every active queue. */
  async setAlertQueues(profileId: string, queueCodes: readonly string[] | null): Promise<void> {
    if (queueCodes === null) await this.store.delete(alertKey(profileId), { sync: true });
    else await this.store.put(alertKey(profileId), { profileId, alertQueues: [...new Set(queueCodes)].sort() }, { sync: true });
  }

  /** The connection's saved views, in the order they were first saved. */
  views(profileId: string): SavedView[] {
    return this.store.values().flatMap((kept) => (kept.profileId === profileId && 'view' in kept ? [kept.view] : []));
  }

  async saveView(profileId: string, name: string, filter: SavedViewFilter, now: Date = new Date()): Promise<SavedView> {
    this.requireFreeName(profileId, name, null);
    const view: SavedView = { id: randomUUID(), name, filter, savedAt: now.toISOString() };
    await this.store.put(viewKey(profileId, view.id), { profileId, view }, { sync: true });
    return view;
  }

  async renameView(profileId: string, id: string, name: string): Promise<SavedView> {
    const kept = this.store.get(viewKey(profileId, id));
    if (!kept || !('view' in kept)) throw new AppError({ kind: 'notFound', title: 'This saved view no longer exists', detail: id });
    this.requireFreeName(profileId, name, id);
    const view = { ...kept.view, name };
    await this.store.put(viewKey(profileId, id), { profileId, view }, { sync: true });
    return view;
  }

  deleteView(profileId: string, id: string): Promise<boolean> {
    return this.store.delete(viewKey(profileId, id), { sync: true });
  }

  close(): Promise<void> {
    return this.store.close();
  }

  /** Two views of one connection never share a name (compared without case), so the sidebar tells them apart. */
  private requireFreeName(profileId: string, name: string, except: string | null): void {
    const clash = this.views(profileId).some((v) => v.id !== except && v.name.toLocaleLowerCase() === name.toLocaleLowerCase());
    if (clash) {
      throw invalidInput('A saved view with this name already exists', [
        { field: 'name', code: 'SavedView.NameTaken', message: 'Choose a name no other saved view uses' },
      ]);
    }
  }
}
