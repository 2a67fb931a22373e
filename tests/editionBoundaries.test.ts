import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { BASE_LANG } from '@/lib/i18n/lang';
import { readImportGraph, REPO_ROOT, resolveSpecifier } from './importGraph';

/**
 * Where the language may be looked up. Pages get everything that depends on it from lib/edition.ts,
 * which sits at the top of lib/ (no lib module imports it, so it can import any of them). Client
 * islands get their words as props: neither they nor anything they import at run time reads a word
 * file, the word registry or the edition, so one language's words never ship to the other's pages.
 * Next's error boundaries (client files without props) read their own language's words only.
 */

/** The modules a source imports at run time (type-only imports and exports are erased). */
function valueImports(file: string, files: ReadonlySet<string>): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(path.join(REPO_ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings) && clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !node.isTypeOnly) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers.flatMap((specifier) => resolveSpecifier(specifier, file, files) ?? []);
}

const graph = readImportGraph();
const files = new Set(graph.keys());
const isClient = (file: string) => /^\s*['"]use client['"]/.test(fs.readFileSync(path.join(REPO_ROOT, file), 'utf8'));
/** An error boundary: the root one (global-error) or an edition's, `app/(en)/error.tsx`, `app/(<lang>)/<lang>/error.tsx`. */
const errorBoundary = /^app\/(?:\(([a-z]+)\)\/(?:\1\/)?)?(?:global-)?error\.tsx$/;

/** Everything a client file runs in the browser: itself and what it imports at run time, transitively. */
function browserModules(entry: string): Set<string> {
  const seen = new Set([entry]);
  const queue = [entry];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const target of valueImports(file, files)) {
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return seen;
}

describe('the edition door and the islands', () => {
  const clientFiles = [...files].filter((file) => /^(app|components)\//.test(file) && isClient(file));

  it('finds the client islands', () => {
    expect(clientFiles).toEqual(expect.arrayContaining(['app/_pages/expeditions/ExpeditionTable.tsx', 'components/forms/ContactForm.tsx', 'app/(bn)/bn/error.tsx']));
  });

  it('keeps lib/edition.ts at the top of lib/: no lib module imports it, not even for a type', () => {
    const importers = [...graph].filter(([file, targets]) => file.startsWith('lib/') && targets.includes('lib/edition.ts')).map(([file]) => file);
    expect(importers).toEqual([]);
  });

  it('ships no word file, word registry or edition to the browser; an error boundary reads its own language only', () => {
    const found = clientFiles.flatMap((entry) => {
      const own = errorBoundary.exec(entry);
      const allowed = own ? `content/${own[1] ?? BASE_LANG}/errors.ts` : undefined;
      return [...browserModules(entry)]
        .filter((file) => /^content\/[a-z]+\/|^lib\/content\/words\.ts$|^lib\/edition\.ts$/.test(file) && file !== allowed)
        .map((file) => `${entry} → ${file}`);
    });
    expect(found).toEqual([]);
  });
});
