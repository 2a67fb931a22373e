import { buildSync } from 'esbuild';
import { earlySearch, FIRST_RESULTS, kindInBlock, pagefindOptions } from '@/lib/search/earlySearch';
import type { PageKind } from '@/lib/search/indexPage';
import { nameKinds, type NamesAnswer } from '@/lib/search/names';
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
  /** The edition's names file: fetched at once, matched for the names block, and left prepared for the island. */
  names: string;
  /**
   * The edition's ten digits, zero first, as its pages write them (a query's digits are searched so).
   * Written at build time: a page's first Intl formatter costs about 35 ms of the phone's main thread.
   */
  digits: string;
  /** What each kind of result is called on this edition (content/<lang>/search.ts › kinds). */
  kinds: Readonly<Record<PageKind, string>>;
  /** The names block's headings on this edition (content/<lang>/search.ts › goStraight, didYouMean). */
  namesHeadings: Readonly<Record<NamesAnswer['spelled'], string>>;
}

/**
 * The island's name matcher (lib/search/names.ts), bundled for the early script by esbuild, so the
 * first answer and the island's are the same code. It defines `nameMatcher` in the script's scope.
 */
function nameMatcherSource(): string {
  const bundle = buildSync({
    stdin: { contents: "export { prepareNames, namesAnswer } from '@/lib/search/names';", resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    format: 'iife',
    globalName: 'nameMatcher',
    target: 'es2019',
    minify: true,
    write: false,
    tsconfig: 'tsconfig.json',
    logLevel: 'error',
  });
  return bundle.outputFiles[0]!.text.replace(/^"use strict";/, '').trim();
}

/**
 * The script, as the text of an inline <script> (ES2019, no module syntax). With a `?q=` in the
 * address it:
 * 1. fetches the names file, and asks for Pagefind's script, worker, WebAssembly and metadata at
 *    once (preload hints; Pagefind itself would fetch them one after another);
 * 2. once the names file is in and the document parsed, shows the query's names block (the pages
 *    it names, or "did you mean": lib/search/names.ts › namesAnswer), a copy of the island's template;
 * 3. loads Pagefind, runs the query (its digits written as the edition writes them) and, once the
 *    document is parsed, shows the first results in the early list, each a copy of the island's
 *    template with its parts filled in as text (the excerpt's <mark>s kept, nothing else of its HTML);
 * 4. leaves the started Pagefind and the prepared names for the island, and holds Next's
 *    runtime until its results are shown (or it fails), so they do not share a slow connection.
 * Without a query it does nothing: Pagefind then loads when the visitor reaches for the field.
 */
export function earlySearchScript(config: EarlySearchConfig): string {
  const namesKinds = Object.fromEntries(nameKinds.map((kind) => [kind, kindInBlock(config.kinds[kind])]));
  // Inside a <script>: a `<` in a word could end it, so every one is written as its escape.
  const c = JSON.stringify({ ...config, namesKinds, options: pagefindOptions, first: FIRST_RESULTS, ...earlySearch, hold: RUNTIME_HOLD }).replace(/</g, '\\u003c');
  return `(function(){var c=${c};
var q=(new URLSearchParams(location.search).get("q")||"").trim();if(!q)return;
var namesFile=fetch(c.names).then(function(r){return r.ok?r.json():null});
[["modulepreload",c.script],["preload",c.worker,"script"],["preload",c.wasm,"fetch"],["preload",c.meta,"fetch"]].forEach(function(h){var l=document.createElement("link");l.rel=h[0];l.href=h[1];if(h[2]){l.as=h[2];if(h[2]==="fetch")l.crossOrigin="anonymous"}document.head.appendChild(l)});
var digits=Array.from(c.digits);
var term=q.replace(/\\p{Nd}/gu,function(d){var z=d.codePointAt(0);while(/\\p{Nd}/u.test(String.fromCodePoint(z-1)))z--;return digits[(d.codePointAt(0)-z)%10]});
var pagefind=import(c.script).then(function(p){return p.options(c.options).then(function(){return p.init()}).then(function(){return p})});
${nameMatcherSource()}
var names=namesFile.then(function(f){return f?nameMatcher.prepareNames(f):null});
window[c.global]={query:q,pagefind:pagefind,names:names};
var parsed=new Promise(function(r){if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",r);else r()});
var part=function(e,n){return e.querySelector("["+c.slot+'="'+n+'"]')};
names.then(function(n){if(n)return parsed.then(function(){showNames(nameMatcher.namesAnswer(q,n))})}).catch(function(){});
function showNames(a){var box=document.getElementById(c.namesId),tpl=document.getElementById(c.namesTemplateId);if(!a||!box||!tpl)return;
var block=tpl.firstElementChild.cloneNode(true),heading=c.namesHeadings[a.spelled],list=part(block,"names"),one=list.firstElementChild;
part(block,"heading").textContent=heading;list.setAttribute("aria-label",heading);list.textContent="";
a.matches.forEach(function(m){var item=one.cloneNode(true);part(item,"link").setAttribute("href",m.entry.path);part(item,"name").textContent=m.entry.name;part(item,"kind").textContent=c.namesKinds[m.entry.kind];list.appendChild(item)});
box.appendChild(block);box.hidden=false}
var shown=pagefind.then(function(p){return p.search(term)}).then(function(a){return Promise.all(a.results.slice(0,c.first).map(function(r){return r.data()}))}).then(function(found){return parsed.then(function(){show(found)})});
window[c.hold]=shown.catch(function(){});
function show(found){var list=document.getElementById(c.listId),tpl=document.getElementById(c.templateId);if(!list||!tpl||!found.length)return;
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
