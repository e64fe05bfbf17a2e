// The document head of a rendered page, and the router's data the browser hydrates with.
import type { StaticHandlerContext } from 'react-router-dom';
import { resolveHead, SITE_NAME } from '../lib/content/head';
import { shippedRouteError, type RouterData } from '../lib/scope/server-data';
import { escapeHtml } from './template';

export function headTags(context: StaticHandlerContext, origin: string): string {
  const head = resolveHead(context.matches.map((m) => ({ handle: m.route.handle, loaderData: context.loaderData[m.route.id] })));
  const last = context.matches[context.matches.length - 1];
  const canonical = origin + context.location.pathname + context.location.search;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:type" content="${last?.params.id ? 'article' : 'website'}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
  ];
  if (head.image) tags.push(`<meta property="og:image" content="${escapeHtml(head.image)}">`);
  if (head.preload) tags.push(`<link rel="preload" as="image" href="${escapeHtml(head.preload)}" fetchpriority="high">`);
  return tags.map((t) => `    ${t}\n`).join('');
}

/** The router's data for the data block (the browser revives its errors: lib/scope/server-data.ts). */
export function routerData(context: StaticHandlerContext): RouterData {
  const errors = context.errors && Object.fromEntries(Object.entries(context.errors).map(([id, error]) => [id, shippedRouteError(error)]));
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}
