/**
 * Finds words written into code instead of `content/`: text between JSX tags, prose props
 * (`alt`, `aria-label`, `title`, `…Label`), prose fields (`label: 'Home'`, `description: '…'`) and
 * capitalised multi-word strings. Every visible word belongs in `content/`, so that a second
 * language is a second content file (see README › Editing content).
 */
import ts from 'typescript';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export interface LiteralText {
  file: string;
  line: number;
  text: string;
  rule: 'jsx-text' | 'prose-prop' | 'prose-field' | 'jsx-child-string' | 'sentence';
}

/** Props and fields whose value a visitor reads or hears. */
const prosePropName =
  /^(alt|title|placeholder|label|caption|heading|eyebrow|description|summary|text|message|legend|intro|note|body|subtitle)$|^aria-(label|description|roledescription|valuetext|placeholder)$|(Label|Text|Title|Heading|Caption|Description|Message|Alt|Note|Intro)$/;
const hasLetter = /\p{L}/u;
/**
 * A capitalised phrase of two or more words separated by a space, with a lower-case letter
 * somewhere: "Sources", alone, is caught by the other rules; tokens such as `BEGIN:VCALENDAR`,
 * `Content-Type` or `Expedition-Short-Note` are not words a visitor reads.
 */
const sentenceLike = /^\s*\p{Lu}[\p{L}'’-]*[,:;.!?—–-]*\s+\p{L}[\p{L}'’-]*/u;
const lowerCase = /\p{Ll}/u;
/** A path, address or link, even in a field whose name sounds like prose (`shortNote: '/Expedition-Short-Note/'`). */
const addressLike = /^(\/|https?:|mailto:|tel:)/;
/** A colour (`title: '#ffffff'` in a drawing's palette), whose letters are hexadecimal digits. */
const colourLike = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
/**
 * Calls whose string arguments are code, not words: checks and their maintainers' messages
 * (`.min(1, 'must not be empty')`, `ctx.addIssue({ message })`), and string tests (`.startsWith('Unsuccessful')`).
 */
const codeCall = /\.(min|max|length|regex|refine|addIssue|nonempty|enum|includes|startsWith|endsWith|split|test|match)$/;

/** The constants a file hands to `z.enum(...)`: their strings are the allowed values of a field, not words on a page. */
function enumConstants(source: string): Set<string> {
  return new Set([...source.matchAll(/\bz\.enum\(\s*([A-Za-z_$][\w$]*)\s*\)/g)].map((match) => match[1]!));
}

function literalValue(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('…');
  return undefined;
}

function propName(name: ts.Node): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isPrivateIdentifier(name)) return name.text;
  if (ts.isJsxNamespacedName(name)) return `${name.namespace.text}:${name.name.text}`;
  return undefined;
}

/** A class that extends an error class: what its constructor passes to `super` is an error message. */
function inErrorClass(node: ts.Node): boolean {
  for (let current: ts.Node | undefined = node.parent; current; current = current.parent) {
    if (ts.isClassLike(current)) {
      return (current.heritageClauses ?? []).some((clause) => clause.types.some((type) => /Error$/.test(type.expression.getText())));
    }
  }
  return false;
}

/**
 * Strings that are code, not words: imports, directives, errors and validation messages for
 * maintainers, logs, types, values compared against (`=== 'Climbed'`, `case 'Climbed':`).
 */
function isCodeString(node: ts.Node, enums: ReadonlySet<string> = new Set()): boolean {
  if (ts.isCaseClause(node.parent)) return true;
  if (ts.isBinaryExpression(node.parent) && /^[!=]==?$/.test(node.parent.operatorToken.getText())) return true;
  for (let current: ts.Node | undefined = node.parent; current; current = current.parent) {
    if (ts.isImportDeclaration(current) || ts.isExportDeclaration(current) || ts.isLiteralTypeNode(current)) return true;
    if (ts.isVariableDeclaration(current) && ts.isIdentifier(current.name) && enums.has(current.name.text)) return true;
    if (ts.isExpressionStatement(current) && ts.isStringLiteral(current.expression)) return true; // 'use client'
    if (ts.isNewExpression(current) && ts.isIdentifier(current.expression) && /Error$/.test(current.expression.text)) return true;
    if (ts.isCallExpression(current)) {
      const callee = current.expression.getText();
      if (/^console\.|^(describe|it|test|expect)\b/.test(callee) || codeCall.test(callee)) return true;
      if (current.expression.kind === ts.SyntaxKind.SuperKeyword && inErrorClass(current)) return true;
    }
    if (ts.isJsxAttribute(current)) return propName(current.name) === 'className';
    if (ts.isFunctionLike(current) || ts.isSourceFile(current)) return false;
  }
  return false;
}

/** Where a string literal sits: a JSX child, a JSX attribute (and which), or plain code. */
function jsxContext(node: ts.Node): { kind: 'child' } | { kind: 'attribute'; name: string } | { kind: 'code' } {
  for (let current: ts.Node = node; current.parent; current = current.parent) {
    const parent = current.parent;
    if (ts.isJsxAttribute(parent)) return { kind: 'attribute', name: propName(parent.name) ?? '' };
    if (ts.isJsxExpression(current) && (ts.isJsxElement(parent) || ts.isJsxFragment(parent))) return { kind: 'child' };
    if (ts.isFunctionLike(parent) || ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return { kind: 'code' };
  }
  return { kind: 'code' };
}

export function findLiteralTextInSource(source: string, file: string): LiteralText[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: LiteralText[] = [];
  const enums = enumConstants(source);
  const report = (node: ts.Node, text: string, rule: LiteralText['rule']) =>
    found.push({ file, line: sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1, text: text.trim().slice(0, 80), rule });

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      if (hasLetter.test(node.text)) report(node, node.text, 'jsx-text');
    } else if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer)) {
      const name = propName(node.name) ?? '';
      if (prosePropName.test(name) && hasLetter.test(node.initializer.text)) report(node, `${name}="${node.initializer.text}"`, 'prose-prop');
    } else {
      const value = literalValue(node);
      if (value !== undefined && !ts.isJsxAttribute(node.parent) && hasLetter.test(value) && !isCodeString(node, enums)) {
        const context = jsxContext(node);
        const field = ts.isPropertyAssignment(node.parent) && node.parent.initializer === node ? propName(node.parent.name) : undefined;
        if (context.kind === 'child') report(node, value, 'jsx-child-string');
        else if (context.kind === 'attribute' && prosePropName.test(context.name)) report(node, `${context.name}={${value}}`, 'prose-prop');
        else if (field && prosePropName.test(field) && !addressLike.test(value) && !colourLike.test(value)) report(node, `${field}: ${value}`, 'prose-field');
        else if (context.kind !== 'attribute' && sentenceLike.test(value) && lowerCase.test(value)) report(node, value, 'sentence');
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

function sourceFiles(dir: string): string[] {
  if (!statSync(dir).isDirectory()) return [dir];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** What must hold no words: routes, markup, and all of lib/ (data shaping and the generators of images, PDFs and e-mails). */
export const wordFreeFolders = ['app', 'components', 'lib'];

export function findLiteralText(root: string, folders: readonly string[] = wordFreeFolders): LiteralText[] {
  return folders.flatMap((folder) =>
    sourceFiles(path.join(root, folder)).flatMap((file) =>
      findLiteralTextInSource(readFileSync(file, 'utf8'), path.relative(root, file)),
    ),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const found = findLiteralText(process.cwd(), process.argv.slice(2).length > 0 ? process.argv.slice(2) : wordFreeFolders);
  for (const item of found) console.log(`${item.file}:${item.line} [${item.rule}] ${item.text}`);
  console.log(`${found.length} literal text(s) outside content/`);
  process.exitCode = found.length > 0 ? 1 : 0;
}
