/**
 * Loads Next's runtime after the page has loaded. The exported HTML is complete and readable on its
 * own (links work, panels are in the HTML), so the framework's scripts need not compete with the
 * HTML, the stylesheet and the hero image for the first paint: their download only starts at the
 * window's `load` event. Runs after `next build`, before the CSP step hashes the inline scripts
 * (the loader is one of them; the files it adds come from 'self').
 *
 * A page's own early script may hold the runtime a little longer: a promise it leaves in
 * `window[RUNTIME_HOLD]` is waited for too, at most HOLD_LIMIT_MS after the load event (the search
 * page's first results, lib/search/earlySearch.ts, so the two do not share a slow connection).
 */

/** The window property a page's early script sets to hold the runtime until its promise settles. */
export const RUNTIME_HOLD = '__runtimeHold';
/** The longest the runtime waits for a hold after the load event. */
const HOLD_LIMIT_MS = 4000;

const EXTERNAL_RUNTIME_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*\/>/g;

export function withRuntimeAfterLoad(html: string): string {
  if (html.includes('data-runtime-after-load')) return html;
  const sources = [...new Set([...html.matchAll(EXTERNAL_RUNTIME_SCRIPT)].map((match) => match[1]!))];
  if (sources.length === 0) return html;
  const loader =
    `<script data-runtime-after-load="">addEventListener("load",function(){` +
    `Promise.race([window.${RUNTIME_HOLD},new Promise(function(r){setTimeout(r,${HOLD_LIMIT_MS})})]).then(function(){` +
    `${JSON.stringify(sources)}.forEach(function(s){` +
    `var e=document.createElement("script");e.src=s;e.async=true;document.body.appendChild(e)})})})</script>`;
  const stripped = html.replace(EXTERNAL_RUNTIME_SCRIPT, '').replace(SCRIPT_PRELOAD, '');
  if (!stripped.includes('</body>')) throw new Error('The page has no </body> to put its runtime loader before');
  return stripped.replace('</body>', `${loader}</body>`);
}
