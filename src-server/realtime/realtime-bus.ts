import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Logger } from 'pino';
import { USER_STATUSES } from '#shared/constants.ts';
import { REALTIME_CHANNEL, type RealtimeEvent } from './realtime-events';

type EventOf<K extends RealtimeEvent['kind']> = Extract<RealtimeEvent, { kind: K }>;

/** What one subscriber waits for: an event kind about one user, idea or stage of one organisation. */
export type RealtimeTopic =
  | { kind: 'notifications'; organisationId: string; userId: string }
  | { kind: 'idea-activity'; organisationId: string; ideaId: string }
  | { kind: 'user-status'; organisationId: string; userId: string }
  | { kind: 'session-ended'; organisationId: string; sessionId: string }
  | { kind: 'review-submitted'; organisationId: string; stageId: string };

/**
 * A process-wide consumer of every event (a cache), told too when the process starts or stops
 * hearing events: while it does not, events are missed, so what the consumer holds may be stale.
 */
export interface RealtimeObserver {
  event(event: RealtimeEvent): void;
  listening(listening: boolean): void;
}

/** A subscription's events; `return()` stops listening even if iteration never began. */
export interface RealtimeEvents<T> extends AsyncIterableIterator<T, void> {
  return(): Promise<IteratorReturnResult<void>>;
}

// The organisation is part of the key, so a subscriber never hears of another tenant's rows.
function keyOf(topic: RealtimeTopic | RealtimeEvent): string {
  return `${topic.organisationId}/${topic.kind}/${subjectOf(topic)}`;
}

function subjectOf(topic: RealtimeTopic | RealtimeEvent): string {
  switch (topic.kind) {
    case 'idea-activity':
      return topic.ideaId;
    case 'session-ended':
      return topic.sessionId;
    case 'organisation-changed':
      return topic.organisationId;
    case 'review-submitted':
      return topic.stageId;
    default:
      return topic.userId;
  }
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** Reads a NOTIFY payload; anything that is not one of our events is dropped, never trusted. */
export function parseRealtimeEvent(payload: string): RealtimeEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const event = value as Record<string, unknown>;
  if (!isText(event.organisationId)) return null;
  switch (event.kind) {
    case 'notifications':
      return isText(event.userId) ? { kind: 'notifications', organisationId: event.organisationId, userId: event.userId } : null;
    case 'idea-activity':
      return isText(event.ideaId) && (event.what === 'comment' || event.what === 'feedback' || event.what === 'merge')
        ? { kind: 'idea-activity', organisationId: event.organisationId, ideaId: event.ideaId, what: event.what }
        : null;
    case 'user-status': {
      const status = USER_STATUSES.find((known) => known === event.status);
      return isText(event.userId) && status ? { kind: 'user-status', organisationId: event.organisationId, userId: event.userId, status } : null;
    }
    case 'session-ended':
      return isText(event.sessionId) ? { kind: 'session-ended', organisationId: event.organisationId, sessionId: event.sessionId } : null;
    case 'user-changed':
      return isText(event.userId) ? { kind: 'user-changed', organisationId: event.organisationId, userId: event.userId } : null;
    case 'organisation-changed':
      return { kind: 'organisation-changed', organisationId: event.organisationId };
    case 'review-submitted':
      return isText(event.campaignId) && isText(event.stageId) && isText(event.ideaId)
        ? { kind: 'review-submitted', organisationId: event.organisationId, campaignId: event.campaignId, stageId: event.stageId, ideaId: event.ideaId }
        : null;
    default:
      return null;
  }
}

/**
 * The in-process fan-out: each payload is parsed once and handed only to the subscribers of its
 * key, so a thousand open streams cost one JSON.parse per event, not a thousand.
 */
export class RealtimeBus {
  private readonly emitter = new EventEmitter();
  private readonly observers = new Set<RealtimeObserver>();
  private isListening = false;

  constructor() {
    // One listener per open stream: many on one popular idea is normal, not a leak.
    this.emitter.setMaxListeners(0);
  }

  /** Hands a NOTIFY payload to this process's observers and to the subscribers of its key. */
  dispatch(payload: string): void {
    const event = parseRealtimeEvent(payload);
    if (!event) return;
    for (const observer of this.observers) observer.event(event);
    this.emitter.emit(keyOf(event), event);
  }

  /** Whether this process hears events now: its LISTEN connection is up (startRealtimeListener). */
  get listening(): boolean {
    return this.isListening;
  }

  setListening(listening: boolean): void {
    if (listening === this.isListening) return;
    this.isListening = listening;
    for (const observer of this.observers) observer.listening(listening);
  }

  /** Every event and every change of `listening` from now on, until the returned function is called. */
  observe(observer: RealtimeObserver): () => void {
    this.observers.add(observer);
    return () => this.observers.delete(observer);
  }

  /**
   * The events of one topic or of several, heard from the moment of this call (so nothing is
   * lost while the caller reads the current state) until `signal` aborts or `return()` is called;
   * either ends the iteration: a waiting `next()` resolves as done and the listeners are removed.
   */
  events<T extends RealtimeTopic>(topics: T | readonly T[], signal?: AbortSignal): RealtimeEvents<EventOf<T['kind']>> {
    type Event = EventOf<T['kind']>;
    // A hand-written queue, not `on(..., { signal })`: that rejects a waiting next() with an
    // AbortError, and when the client is gone nobody may be waiting to catch it, which crashed
    // the process. It also lets one stream hear several keys.
    const keys = [...new Set((Array.isArray(topics) ? topics : [topics]).map(keyOf))];
    const queued: Event[] = [];
    const waiting: ((result: IteratorResult<Event, void>) => void)[] = [];
    let ended = false;
    const hear = (event: Event) => {
      const waiter = waiting.shift();
      if (waiter) waiter({ done: false, value: event });
      else queued.push(event);
    };
    const end = () => {
      if (ended) return;
      ended = true;
      queued.length = 0;
      for (const key of keys) this.emitter.off(key, hear);
      signal?.removeEventListener('abort', end);
      for (const waiter of waiting.splice(0)) waiter({ done: true, value: undefined });
    };
    for (const key of keys) this.emitter.on(key, hear);
    if (signal?.aborted) end();
    else signal?.addEventListener('abort', end, { once: true });
    return {
      next() {
        const event = queued.shift();
        if (event) return Promise.resolve({ done: false, value: event });
        if (ended) return Promise.resolve({ done: true, value: undefined });
        return new Promise((resolve) => waiting.push(resolve));
      },
      return() {
        end();
        return Promise.resolve({ done: true, value: undefined });
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }

  /** Open subscriptions, for tests and diagnostics. */
  subscriberCount(topic: RealtimeTopic): number {
    return this.emitter.listenerCount(keyOf(topic));
  }
}

/** The process's one bus: fed by its LISTEN connection, read by every open subscription. */
export const realtimeBus = new RealtimeBus();

export interface RealtimeListener {
  close(): Promise<void>;
}

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 30_000;

/**
 * One dedicated connection per process LISTENs on the realtime channel (a pooled connection
 * would lose the LISTEN when returned). A lost connection is reopened with exponential backoff;
 * events sent while it is down are missed, which subscribers tolerate because every event only
 * says "read again".
 */
export async function startRealtimeListener(bus: RealtimeBus, options: { connectionString: string; logger: Logger }): Promise<RealtimeListener> {
  const { connectionString, logger } = options;
  let current: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString, keepAlive: true, application_name: 'ideahunt-realtime' });
    client.on('notification', (message) => {
      if (message.channel === REALTIME_CHANNEL && message.payload) bus.dispatch(message.payload);
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client, null));
    try {
      await client.connect();
      await client.query(`listen "${REALTIME_CHANNEL}"`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    failures = 0;
    bus.setListening(true);
  };

  const scheduleReconnect = () => {
    const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** failures) * (0.75 + Math.random() * 0.5);
    failures += 1;
    retryTimer = setTimeout(() => {
      connect().then(
        () => logger.info('realtime: listening again'),
        (error: unknown) => {
          if (closed) return;
          logger.warn({ err: error, attempt: failures }, 'realtime: reconnecting failed');
          scheduleReconnect();
        },
      );
    }, delay);
  };

  const lost = (client: pg.Client, error: Error | null) => {
    if (closed || client !== current) return;
    current = null;
    bus.setListening(false);
    client.removeAllListeners('notification');
    client.end().catch(() => undefined);
    logger.warn({ err: error ?? undefined }, 'realtime: LISTEN connection lost; reconnecting');
    scheduleReconnect();
  };

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const client = current;
      current = null;
      bus.setListening(false);
      await client?.end();
    },
  };
}
