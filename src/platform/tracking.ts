// Tracking events (spec 4 Tracking, spec 7 log-event): the device type by the spec's breakpoints and a
// tracker that posts events. Tracking must never break what the player is doing, so track() never throws.
import type { LogEventRequest } from '../generated/types';
import type { ApiClient } from './api/client';
import { callEndpoint } from './api/endpoints';

/** desktop, mobile or tablet (spec 4 Marketing parameters). */
export type UserDeviceType = NonNullable<LogEventRequest['userDeviceType']>;

/** Breakpoints (spec 9 Interface): mobile up to 767 px, tablet 768 to 1024 px. */
export const MOBILE_MAX_WIDTH = 767;
export const TABLET_MAX_WIDTH = 1024;

export function deviceType(width: number): UserDeviceType {
  if (width <= MOBILE_MAX_WIDTH) return 'mobile';
  if (width <= TABLET_MAX_WIDTH) return 'tablet';
  return 'desktop';
}

type Marketing = { mkt?: string | null; cpnc?: string | null };

export interface TrackerOptions {
  /** The stored marketing parameters (spec 4 Marketing parameters); none by default. May load them first. */
  getMarketing?: () => Marketing | Promise<Marketing>;
  /** Default: from the window width, desktop without a window. */
  getDeviceType?: () => UserDeviceType;
}

export interface Tracker {
  track(event: string, data?: Record<string, unknown>): Promise<void>;
}

function windowDeviceType(): UserDeviceType {
  return typeof window === 'undefined' ? 'desktop' : deviceType(window.innerWidth);
}

export function createTracker(api: ApiClient, options: TrackerOptions = {}): Tracker {
  return {
    async track(event, data) {
      try {
        const marketing = (await options.getMarketing?.()) ?? {};
        await callEndpoint(api, 'logEvent', {
          event,
          data: data ?? null,
          mkt: marketing.mkt ?? null,
          userDeviceType: (options.getDeviceType ?? windowDeviceType)(),
          cpncToSent: marketing.cpnc ?? null,
        });
      } catch (error) {
        console.warn(`Tracking event ${event} failed`, error);
      }
    },
  };
}
