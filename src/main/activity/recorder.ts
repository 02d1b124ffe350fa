import type { WriteEvent } from '../erp/http';
import type { ActivityLog } from '../store/activity-log';
import { currentWriteScope } from './write-scope';

/** Turns the ERP client's write events into activity-log entries for one profile. */
export function activityRecorder(log: ActivityLog, profile: { id: string; name: string }): (event: WriteEvent) => void {
  return (event) => {
    const scope = currentWriteScope();
    log.append({
      time: new Date().toISOString(),
      profileId: profile.id,
      profileName: profile.name,
      operation: scope?.operation ?? `${event.method} ${event.path}`,
      summary: scope?.summary ?? `${event.method} ${event.path}`,
      idempotencyKey: event.idempotencyKey ?? null,
      outcome: event.outcome === 'ok' ? 'ok' : event.outcome === 'unknown' || event.outcome === 'queued' ? 'unknown' : 'error',
      status: event.status ?? null,
      reference: event.location ? decodeURIComponent(event.location.split('/').filter(Boolean).at(-1) ?? '') : null,
      detail: [`${event.method} ${event.path}`, event.replayed ? 'answer replayed by the ERP' : null, event.attempts > 1 ? `${event.attempts} attempts` : null]
        .filter(Boolean)
        .join(', '),
    });
  };
}
