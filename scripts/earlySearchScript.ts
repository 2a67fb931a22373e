import { earlySearch, FIRST_RESULTS, pagefindOptions } from '@/lib/search/earlySearch';
import { RUNTIME_HOLD } from './runtimeAfterLoad';

/**
 * The early script of a search page (lib/search/earlySearch.ts): what it needs to know, all of it
 * known once the index is built (scripts/build-search-index.ts puts it in each search page's head).
 */
export interface EarlySearchConfig {
  /** Pagefind's script, its worker, and this edition's WebAssembly and metadata files (their hashed names). */
  script: string;
  worker: string;
  wasm: string;
  meta: string;
  /** The edition's names file, for the island's "did you mean" (fetched at once, used after hydration). */
  names: string;
  /** The Intl locale that writes the edition's digits (a query's digits are searched as its pages write them). */
  intl: string;
  /** What each kind of result is called on this edition (content/<lang>/search.ts › kinds). */
  kinds: Readonly<Record<string, string>>;
}

/**
 * The script, as the text of an inline <script> (ES2017, no module syntax). With a `?q=` in the
 * address it:
 * 1. asks for Pagefind's script, worker, WebAssembly and metadata and the names file at once
 *    (preload hints; Pagefind itself would fetch them one after another);
 * 2. loads Pagefind, runs the query (its digits written as the edition writes them) and, once the
 *    document is parsed, shows the first results in the early list, each a copy of the island's
 *    template with its parts filled in as text (the excerpt's <mark>s kept, nothing else of its HTML);
 * 3. leaves the started Pagefind for the island, and holds Next's runtime until its results are
 *    shown (or it fails), so they do not share a slow connection.
 * Without a query it does nothing: Pagefind then loads when the visitor reaches for the field.
 */
export function earlySearchScript(config: EarlySearchConfig): string {
  // Inside a <script>: a `<` in a word could end it, so every one is written as its escape.
  const c = JSON.stringify({ ...config, options: pagefindOptions, first: FIRST_RESULTS, ...earlySearch, hold: RUNTIME_HOLD }).replace(/</g, '\\u003c');
  return `(function(){var c=${c};
var q=(new URLSearchParams(location.search).get("q")||"").trim();if(!q)return;
[["modulepreload",c.script],["preload",c.worker,"script"],["preload",c.wasm,"fetch"],["preload",c.meta,"fetch"],["preload",c.names,"fetch"]].forEach(function(h){var l=document.createElement("link");l.rel=h[0];l.href=h[1];if(h[2]){l.as=h[2];if(h[2]==="fetch")l.crossOrigin="anonymous"}document.head.appendChild(l)});
var nf=new Intl.NumberFormat(c.intl,{useGrouping:false});
var term=q.replace(/\\p{Nd}/gu,function(d){var z=d.codePointAt(0);while(/\\p{Nd}/u.test(String.fromCodePoint(z-1)))z--;return nf.format((d.codePointAt(0)-z)%10)});
var pagefind=import(c.script).then(function(p){return p.options(c.options).then(function(){return p.init()}).then(function(){return p})});
window[c.global]={query:q,pagefind:pagefind};
var parsed=new Promise(function(r){if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",r);else r()});
var shown=pagefind.then(function(p){return p.search(term)}).then(function(a){return Promise.all(a.results.slice(0,c.first).map(function(r){return r.data()}))}).then(function(found){return parsed.then(function(){show(found)})});
window[c.hold]=shown.catch(function(){});
function show(found){var list=document.getElementById(c.listId),tpl=document.getElementById(c.templateId);if(!list||!tpl||!found.length)return;
var part=function(e,n){return e.querySelector("["+c.slot+'="'+n+'"]')};
var text=document.createElement("textarea");
found.forEach(function(d){var item=tpl.firstElementChild.cloneNode(true);
part(item,"link").setAttribute("href",d.url);part(item,"title").textContent=d.meta.title||d.url;
var kind=part(item,"kind"),name=c.kinds[d.meta.kind];if(name)kind.textContent=name;else kind.remove();
var ex=part(item,"excerpt"),mark=ex.firstElementChild;ex.textContent="";var marked=false;
d.excerpt.split(/(<\\/?mark>)/i).forEach(function(s){if(/^<mark>$/i.test(s)){marked=true;return}if(/^<\\/mark>$/i.test(s)){marked=false;return}
text.innerHTML=s.replace(/<[^>]*>/g,"");var t=text.value;if(!t)return;if(marked){var m=mark.cloneNode(false);m.textContent=t;ex.appendChild(m)}else ex.appendChild(document.createTextNode(t))});
list.appendChild(item)});
list.hidden=false}
})();`;
}
