/**
 * Builds the club's editor into out/admin/ after the site is built (package.json "build"): the
 * page, Decap CMS's prebuilt script with its chunks (node_modules/decap-cms-app/dist, copied as
 * published), this site's additions bundled by esbuild (editor/), and one configuration per
 * interface language, generated from the records' schemas and the editions' words (lib/editor/),
 * and the maintainers' guide in each of them (docs/editor-guide.<lang>.md as out/admin/guide/<lang>.html,
 * with its pictures). No visitor page links to or loads any of it; the host gives /admin/ its own
 * headers (firebase.json).
 */
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { edition } from '@/lib/edition';
import { decapConfig, editorBackendFromEnv } from '@/lib/editor/config';
import { editorGuidePage, GUIDE_IMAGE_FOLDER, guideMarkdownFile, guidePageFile, pngSize } from '@/lib/editor/guide';
import { editorPage } from '@/lib/editor/page';
import { BASE_LANG, locales, translatedLangs, type Lang } from '@/lib/i18n/lang';
import { bengaliInterfacePhrases } from '@/content/decap/bn';
import { FULL_BENGALI_FACE } from './fontSubsets';

const outDir = path.resolve(process.argv[2] ?? 'out');
const adminDir = path.join(outDir, 'admin');
const decapDist = path.join('node_modules', 'decap-cms-app', 'dist');

// Bengali first: the club's maintainers read it first (the page's switch offers English).
const interfaces: readonly Lang[] = [...translatedLangs, BASE_LANG];
/** Decap has no Bengali interface of its own; ours fills in the phrases a maintainer meets. */
const phrases: Partial<Record<string, unknown>> = { bn: bengaliInterfacePhrases };

rmSync(adminDir, { recursive: true, force: true });
mkdirSync(path.join(adminDir, 'decap'), { recursive: true });
mkdirSync(path.join(adminDir, 'fonts'), { recursive: true });
copyFileSync(FULL_BENGALI_FACE, path.join(adminDir, 'fonts', 'noto-sans-bengali.woff2'));

const started = Date.now();
for (const name of readdirSync(decapDist)) {
  if (/\.(js|wasm)$/.test(name) || name.endsWith('.LICENSE.txt')) copyFileSync(path.join(decapDist, name), path.join(adminDir, 'decap', name));
}

const backend = editorBackendFromEnv();
for (const ui of interfaces) {
  const ed = edition(ui);
  const { config } = decapConfig(ed, backend);
  const w = ed.words.editor;
  const scriptRule = {
    scripts: Object.fromEntries(translatedLangs.map((lang) => [lang, locales[lang].script])),
    languageNames: w.languageNames,
    message: w.notInScript,
  };
  writeFileSync(path.join(adminDir, `config.${ui}.json`), JSON.stringify({ decap: config, scriptRule, ...(phrases[ui] ? { phrases: phrases[ui] } : {}) }));
}
writeFileSync(path.join(adminDir, 'index.html'), editorPage(interfaces.map((lang) => edition(lang))));

// The guide the editor's page links to, in each interface language, its pictures copied beside it.
const guideDir = path.join(adminDir, 'guide');
mkdirSync(guideDir, { recursive: true });
const pictureSize = (file: string) => pngSize(readFileSync(path.join(GUIDE_IMAGE_FOLDER, file)));
for (const ui of interfaces) {
  const ed = edition(ui);
  const { html, images } = editorGuidePage(ed, readFileSync(guideMarkdownFile(ed), 'utf8'), pictureSize);
  writeFileSync(path.join(guideDir, guidePageFile(ed)), html);
  for (const image of images) copyFileSync(path.join(GUIDE_IMAGE_FOLDER, image), path.join(guideDir, image));
}

async function bundle(): Promise<void> {
  await build({
    entryPoints: ['editor/main.tsx'],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    // The prebuilt Decap script carries its own react-dom and needs the React it was built with.
    alias: { react: 'decap-react', 'react-dom': 'decap-react-dom' },
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    outfile: path.join(adminDir, 'editor.js'),
    logLevel: 'warning',
  });
}

bundle()
  .then(() => {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`✓ The club's editor built into ${path.relative(process.cwd(), adminDir)}/ (interfaces: ${interfaces.join(', ')}) in ${seconds}s.`);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
