import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { exportedFiles, exportedHtml, exportedPagePaths, outDir, readExported } from './exportedSite';
import { earlySearch } from '@/lib/search/earlySearch';

const textFiles = () => exportedFiles().filter((file) => /\.(html|txt|js|css|json|xml|svg|ics|map)$/.test(file));

test('nothing in out/ looks like a credential or a service-account field', () => {
  const suspicious = [
    /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
    /"private_key(_id)?"\s*:/,
    /"client_email"\s*:\s*"[^"]+\.iam\.gserviceaccount\.com"/,
    /"type"\s*:\s*"service_account"/,
    /AIza[0-9A-Za-z_-]{35}/, // Google API key
    /ya29\.[0-9A-Za-z_-]{20,}/, // OAuth access token
    /FIREBASE_SERVICE_ACCOUNT|GOOGLE_APPLICATION_CREDENTIALS/,
  ];
  const hits = textFiles().flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return suspicious.filter((pattern) => pattern.test(text)).map((pattern) => `${path.relative(outDir, file)} matches ${pattern}`);
  });
  expect(hits).toEqual([]);
});

test('no Firebase or gRPC code reaches the browser bundle', () => {
  const scripts = exportedFiles().filter((file) => file.includes(`${path.sep}_next${path.sep}static${path.sep}`) && file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  const markers = ['firebase-admin', '@google-cloud/firestore', '@grpc/grpc-js', 'google-gax', 'firestore.googleapis.com', 'grpc.max_receive_message_length'];
  const hits = scripts.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return markers.filter((marker) => text.includes(marker)).map((marker) => `${path.relative(outDir, file)} contains ${marker}`);
  });
  expect(hits).toEqual([]);
});

test('every page is free of dead links, unsafe new-tab links and leaked empty values', () => {
  const pages = [...exportedPagePaths(), '/404'];
  expect(pages.length).toBeGreaterThan(50);
  const problems = pages.flatMap((pagePath) => {
    const html = pagePath === '/404' ? readExported('404.html') : exportedHtml(pagePath);
    const found: string[] = [];
    // The search page's hidden templates (lib/search/earlySearch.ts), a result and a names block, hold
    // links that get their href when a copy is made; they are never shown as they are.
    const templates = [
      new RegExp(`<ol id="${earlySearch.templateId}" hidden="">[\\s\\S]*?</ol>`),
      new RegExp(`<div id="${earlySearch.namesTemplateId}" hidden="">[\\s\\S]*?</ul></div></div>`),
    ];
    const shown = templates.reduce((rest, template) => rest.replace(template, ''), html);
    for (const [tag] of shown.matchAll(/<a\b[^>]*>/g)) {
      const href = /\bhref="([^"]*)"/.exec(tag)?.[1];
      if (href === undefined || href.trim() === '' || href === '#') found.push(`a link that goes nowhere: ${tag}`);
    }
    for (const [tag] of html.matchAll(/<a\b[^>]*target="_blank"[^>]*>/g)) {
      const rel = /rel="([^"]*)"/.exec(tag)?.[1]?.split(/\s+/) ?? [];
      if (!rel.includes('noopener') || !rel.includes('noreferrer')) found.push(`a new-tab link without rel="noopener noreferrer": ${tag}`);
    }
    // Visible text only: strip scripts, styles and tags, then look for leaked placeholders.
    const text = html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<[^>]+>/g, ' ');
    for (const leak of [/\bundefined\b/, /\bnull\b/, /\bNaN\b/, /\[object Object\]/, /lorem ipsum/i]) {
      if (leak.test(text)) found.push(`visible text contains ${leak}`);
    }
    if (/<h[1-6][^>]*>\s*<\/h[1-6]>/.test(html)) found.push('an empty heading');
    return found.map((problem) => `${pagePath}: ${problem}`);
  });
  expect(problems).toEqual([]);
});
