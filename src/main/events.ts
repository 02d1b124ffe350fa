import { EventEmitter } from 'node:events';
import { eventSchemas, type EventName, type EventPayload } from '@shared/contract';

export type EventListener = (event: EventName, payload: unknown) => void;

/**
 * Fan-out of main -> renderer events. Both transports (Electron IPC, browser host) subscribe
 * here, so a service emits once and never knows which window or socket listens.
 */
export class EventHub {
  private readonly emitter = new EventEmitter();

  emit<E extends EventName>(event: E, payload: EventPayload<E>): void {
    // Validate here so a malformed payload fails in main, not silently in a screen.
    const parsed = eventSchemas[event].parse(payload);
    this.emitter.emit('event', event, parsed);
  }

  subscribe(listener: EventListener): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }
}
