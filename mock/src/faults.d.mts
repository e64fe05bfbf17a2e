/** The faults a setting may name. */
export declare const FAULTS: readonly ['down', 'slow', 'http500', 'html', 'broken-envelope', 'code401', 'http401', 'xss'];
export type Fault = (typeof FAULTS)[number];

/** A rule of a fault setting: the fault, its number (`slow:<ms>`, `broken-envelope:<n>`) and the operations it applies to (null: all). */
export interface FaultRule {
  fault: Fault;
  arg: number | undefined;
  operations: string[] | null;
}

/** An answer a fault gives in place of the normal one. */
export interface FaultAnswer {
  status: number;
  /** The content type. */
  type: string;
  body: string;
}

/** What a fault does to a request: at most one of these is set. */
export interface FaultEffect {
  answer?: FaultAnswer;
  down?: true;
  delayMs?: number;
  poison?: true;
}

/** What `xss` appends to every string: each part, if it ever ran, counts itself in `window.__xss`. */
export declare const XSS_PAYLOAD: string;
/** What `xss` puts in place of an address: a link that, if it were ever followed, counts itself too. */
export declare const XSS_URL: string;
/** The malformed answers of `broken-envelope`, in the order requests get them. */
export declare const brokenEnvelopes: string[];

/** `value` with the payload appended to each of its strings, and each address (under a key ending in `url`) replaced by `XSS_URL`. */
export declare function poison(value: unknown, key?: string): unknown;
/** Whether `xss` rewrites an answer of this content type: JSON only. */
export declare function poisonable(type: string | null | undefined): boolean;
/** The text of a JSON answer with every string poisoned; a text that is not JSON comes back as it was. */
export declare function poisonJson(text: string): string;
/** Reads a fault setting (`http500`, `slow:3000@listTopics,getTopic`, `code401@getUserInfo;html`); an unknown fault throws. */
export declare function parseFault(setting: string | null | undefined): FaultRule[];
/** The answer to a request whose setting `parseFault` refused: 400 with the reason. */
export declare function refusedSetting(error: Error): FaultAnswer;
/** What the fault of `rules` does to a request of operation `id`; `counter.broken` picks the next broken envelope. */
export declare function faultFor(rules: readonly FaultRule[], id: string, counter: { broken: number }): FaultEffect;
