import type { FastifyInstance } from 'fastify';

export interface SiteOptions {
  port?: number;
  host?: string;
  /** The API's origin: the contract's paths are forwarded there, and the server's own calls go there. */
  apiTarget: string;
  /** More paths forwarded to the API (router syntax: `/__mock/*`). */
  extraApiPaths?: string[];
  /** Request headers passed on to the server's API calls; a request carrying one gets a page of its own. */
  forwardHeaders?: string[];
  /** The public origin (canonical links); default: the request's Host. */
  siteOrigin?: string;
  /** How long rendering waits for one API call, ms (3000). */
  budgetMs?: number;
  /** How long a forwarded API call may stay silent before 504, ms (30000). */
  apiTimeoutMs?: number;
  /** The largest forwarded request body, bytes (10 MB; more gets 413). */
  maxBody?: number;
  /** The node server's limits. */
  limits?: { headersTimeout?: number; requestTimeout?: number; maxHeaderSize?: number };
  /** Seconds, and the render cache's size in bytes (0: no page kept). */
  cache?: { sMaxAge?: number; staleWhileRevalidate?: number; staleIfError?: number; maxBytes?: number; /** The clock, epoch ms (tests move it). */ now?: () => number };
  /** Origins of pictures and of framed pages, for the Content-Security-Policy. */
  imageHosts?: string[];
  frameHosts?: string[];
  /** Where `/readyz` asks the API whether it answers ('/'). */
  readyPath?: string;
  /** pino's level ('info': one line per request), or 'silent'. */
  logLevel?: string;
}

export interface Site {
  url: string;
  app: FastifyInstance;
  cache: { readonly renders: number; stats(): { pages: number; bytes: number }; clear(): void };
  /** Stops taking requests, finishes those in flight, then resolves. */
  close(): Promise<void>;
}

export declare const DEFAULTS: Required<Omit<SiteOptions, 'apiTarget' | 'extraApiPaths' | 'forwardHeaders' | 'siteOrigin'>>;
export declare function serveSite(options: SiteOptions): Promise<Site>;
