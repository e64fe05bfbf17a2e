// The document head of a rendered page, and the router's data the browser hydrates with.
import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router-dom';
import { resolveHead, SITE_NAME } from '../lib/head';
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

/** The router's hydration data, errors as `createBrowserRouter` reads them back. */
export interface HydrationData {
  loaderData: StaticHandlerContext['loaderData'];
  actionData: StaticHandlerContext['actionData'];
  errors: Record<string, unknown> | null;
}

export function hydrationData(context: StaticHandlerContext): HydrationData {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([id, error]) => [
          id,
          isRouteErrorResponse(error)
            ? { ...error, __type: 'RouteErrorResponse' }
            : error instanceof Error
              ? { message: error.message, __type: 'Error' }
              : error,
        ]),
      )
    : null;
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}
