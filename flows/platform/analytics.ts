import { redact } from '../rules/redact';
import { lateSink } from './telemetry-queue';

type Properties = Record<string, unknown>;

/** What an analytics client does for the flow: events, the known user, page views. */
export type AnalyticsSink = {
  track: (event: string, properties: Properties) => void;
  identify: (userId: string, traits: Properties) => void;
  page: () => void;
};

const late = lateSink<AnalyticsSink>();

/**
 * The flow's one way into analytics. Every property and trait is redacted here, before any
 * client sees it: sensitive fields by key, and sensitive values inside texts (a server's error
 * message may quote what was typed), so nothing of spec section 3 reaches analytics by mistake.
 */
export const analytics = {
  track(event: string, properties: Properties = {}): void {
    const safe = redact(properties, { text: true }) as Properties;
    late.send((sink) => sink.track(event, safe));
  },
  identify(userId: string, traits: Properties = {}): void {
    const safe = redact(traits, { text: true }) as Properties;
    late.send((sink) => sink.identify(userId, safe));
  },
  page(): void {
    late.send((sink) => sink.page());
  },
};

/** The chosen client (Segment's or the own server's); calls made before it now go out. */
export const attachAnalytics = (sink: AnalyticsSink) => late.attach(sink);
/** @internal */
export const resetAnalytics = () => late.reset();
