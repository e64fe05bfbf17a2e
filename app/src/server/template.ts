// The built index.html as the renderer uses it: split around the root, its entry started after
// the first paint, and the escaping of what goes into it.
import { createHash } from 'node:crypto';

export interface Template {
  head: string;
  body: string;
  tail: string;
  entry: string;
  /** The chunks the entry imports (the build's modulepreload links). */
  imports: string[];
}

/** Splits the built page: the head without title and description, the body up to the root, the rest. */
export function parseTemplate(html: string): Template {
  const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entryTag) throw new Error('index.html: no module entry script');
  // The entry and the chunks it imports are asked for after the first paint (startAfterPaint).
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const withoutEntry = [entryTag, ...preloads]
    .reduce((page, tag) => page.replace(tag[0], ''), html)
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '');
  const [beforeRoot, afterRoot] = withoutEntry.split('<div id="root"></div>');
  if (afterRoot === undefined) throw new Error('index.html: no <div id="root"></div>');
  const headEnd = beforeRoot!.indexOf('</head>');
  return {
    head: beforeRoot!.slice(0, headEnd),
    body: beforeRoot!.slice(headEnd),
    tail: afterRoot,
    entry: entryTag[1]!,
    imports: preloads.map((tag) => tag[1]!),
  };
}

/**
 * The app's script, asked for once the server's page has been painted with its first picture (the
 * image marked `elementtiming="hero"`, see lib/content/hero.ts): the reader sees the content first, the
 * download does not compete with the page's styles and that picture, and the hydration's work
 * (most of the wait when the script is cached) does not hold back their paint. Element Timing
 * says when the picture was painted; without it, two frames after it is decoded. After 3 s the
 * script is asked for whatever is still loading; a hidden tab, which paints no frames, asks then.
 */
export function startAfterPaint({ entry, imports }: Template): string {
  const links = imports.length
    ? `${JSON.stringify(imports)}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});`
    : '';
  const start = `${links}var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};document.body.appendChild(s)`;
  return (
    '(function(){var done=0;' +
    `function go(){if(done++)return;${start}}` +
    'function soon(){setTimeout(go)}' +
    'function framesLater(){requestAnimationFrame(function(){requestAnimationFrame(soon)})}' +
    "var hero=document.querySelector('#root img[elementtiming=hero]');" +
    "var types=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];" +
    'if(!hero)framesLater();' +
    "else if(types.indexOf('element')>=0){hero.addEventListener('error',soon);new PerformanceObserver(function(l){if(l.getEntries().some(function(e){return e.identifier==='hero'}))soon()}).observe({type:'element',buffered:true})}" +
    'else if(hero.decode)hero.decode().then(framesLater,framesLater);else framesLater();' +
    'setTimeout(go,3000)})()'
  );
}

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a script element. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** The `'sha256-…'` source of an inline script's text, for a Content-Security-Policy. */
export const scriptHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
