/**
 * Loads Next's runtime after the page has loaded. The exported HTML is complete and readable on its
 * own (links work, panels are in the HTML), so the framework's scripts need not compete with the
 * HTML, the stylesheet and the hero image for the first paint: their download only starts at the
 * window's `load` event. Runs after `next build`, before the CSP step hashes the inline scripts
 * (the loader is one of them; the files it adds come from 'self').
 */

const EXTERNAL_RUNTIME_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*\/>/g;

export function withRuntimeAfterLoad(html: string): string {
  if (html.includes('data-runtime-after-load')) return html;
  const sources = [...new Set([...html.matchAll(EXTERNAL_RUNTIME_SCRIPT)].map((match) => match[1]!))];
  if (sources.length === 0) return html;
  const loader =
    `<script data-runtime-after-load="">addEventListener("load",function(){${JSON.stringify(sources)}.forEach(function(s){` +
    `var e=document.createElement("script");e.src=s;e.async=true;document.body.appendChild(e)})})</script>`;
  const stripped = html.replace(EXTERNAL_RUNTIME_SCRIPT, '').replace(SCRIPT_PRELOAD, '');
  if (!stripped.includes('</body>')) throw new Error('The page has no </body> to put its runtime loader before');
  return stripped.replace('</body>', `${loader}</body>`);
}
