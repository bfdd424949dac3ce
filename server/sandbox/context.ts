// What every part of the sandbox shares: the database, the clock, the token settings and the event bus
// that carries wallet events from the wallet (and the control endpoints) to the socket.
import { EventEmitter } from 'node:events';
import type { SharedState } from '../sharedState';
import type { ScryptParams } from './accounts';
import type { Db } from './db';
import type { SettingsPatch } from './settings';
import type { SandboxGuards } from './throttle';
import type { RealtimeEvent } from '../../src/platform/realtimeEvents';

/** The realtime events of spec 7 ("It emits debit, credit, globalCredit, balance, deposit (with count) and failedDeposit"): the client's one list. */
export type PlayerEvent = RealtimeEvent;

export interface BusEvents {
  player: [userId: number, event: PlayerEvent, payload: Record<string, unknown>];
  sessionRevoked: [sessionId: string];
  reset: [];
}

const BUS_CHANNEL = 'sandbox-bus';

/**
 * The sandbox's events, heard in this process; with Redis (relayThrough), also by every other server of the site,
 * so a wallet event, a revoked session or a reset raised on one server reaches the sockets held by another (each
 * server acts on its own sockets). Events are emitted locally at once and sent on; each server skips its own.
 */
export class SandboxBus extends EventEmitter<BusEvents> {
  private relay: ((event: string, args: unknown[]) => void) | null = null;

  relayThrough(shared: SharedState): void {
    if (shared.kind !== 'redis') return;
    this.relay = (event, args) => {
      shared.publish(BUS_CHANNEL, { event, args }).catch((error: unknown) => console.error(`[redis] bus ${event}:`, error));
    };
    shared.subscribe(BUS_CHANNEL, (message, from) => {
      if (from === shared.serverId) return;
      const { event, args } = message as { event: keyof BusEvents; args: unknown[] };
      (super.emit as (event: string, ...args: unknown[]) => boolean).call(this, event, ...args);
    });
  }

  override emit<K extends keyof BusEvents>(event: K, ...args: BusEvents[K]): boolean {
    this.relay?.(event, args);
    return (super.emit as (event: string, ...args: unknown[]) => boolean).call(this, event, ...args);
  }
}

/** A text message the platform sent (an SMS): the sandbox keeps the last ones in memory, as a phone would. */
export interface SentMessage { to: string; text: string; code: string; sentAt: string }

/**
 * The sandbox's SMS gateway: what it sent, newest last, at most 100, in memory only (never in the
 * database, which keeps only a code's hash). The control endpoint /api/sandbox/reset-code reads it the
 * way a player reads their phone.
 */
export class SandboxOutbox {
  private readonly sent: SentMessage[] = [];
  send(message: SentMessage): void {
    this.sent.push(message);
    if (this.sent.length > 100) this.sent.shift();
  }
  lastTo(to: string): SentMessage | undefined {
    return this.sent.findLast((m) => m.to === to);
  }
  clear(): void {
    this.sent.length = 0;
  }
}

export interface SandboxContext {
  db: Db;
  now: () => Date;
  secret: string;
  tokenTtlSeconds: number;
  scrypt: ScryptParams;
  bus: SandboxBus;
  outbox: SandboxOutbox;
  /** Lockouts, rate-limit settings and the fair password-hashing queue (throttle.ts). */
  guards: SandboxGuards;
  /** Memory, or Redis shared by every server of the site (server/sharedState.ts). */
  shared: SharedState;
  /** spec 9: the server-side user check times out after 5 s. */
  userDetailsTimeoutMs: number;
  /** Simulated platform latency of get-user-details (tests of the timeout guard, demos of slow networks). */
  userDetailsLatencyMs: number;
  /** spec 7 'For the lulu theme, onChangeResetKyc is also set': whether the brand's profile changes reset KYC. */
  resetKycOnChange: () => boolean;
  /** spec 3 allowKYCBeforeDeposit: whether a player without a deposit may upload KYC documents (documents.ts). */
  kycBeforeDeposit: () => boolean;
  /** Whether the brand lets a player exclude themselves permanently (settings allowPermanentSelfExclusion). */
  allowPermanentSelfExclusion: () => boolean;
  /** The run-time patch of the settings2 answer (settings.ts; POST /api/sandbox/settings). */
  settingsPatch: SettingsPatch;
  /** The brand's names (brand.json name, settings brandName): no player may take one as a chat name (chat.ts). */
  brandNames: () => string[];
  /** When set, get-full-category-list asks for this system-access-token header (spec 7). */
  systemAccessToken?: string;
}
