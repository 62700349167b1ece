/**
 * Each rule has one source: the modules' browser-safe rules files (`@tawzeef/<module>/rules`). This test fails when
 * a rules file reaches anything but its own module's files, or when the app or the API writes one of their lists or
 * tables again as a literal instead of importing it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const rulesFiles = readdirSync(join(root, 'modules'))
  .map((name) => `modules/${name}/rules.ts`)
  .filter((path) => statSync(join(root, path), { throwIfNoEntry: false })?.isFile());

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : filesUnder(path);
    // Tests and the test drivers beside them (test-*.ts) may write their own expected values.
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|^test-/.test(entry.name) ? [path] : [];
  });
}

const parse = (path: string) =>
  ts.createSourceFile(path, readFileSync(join(root, path), 'utf8'), ts.ScriptTarget.Latest, true);

function importsOf(source: ts.SourceFile): string[] {
  const found: string[] = [];
  source.forEachChild((node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      found.push((node.moduleSpecifier as ts.StringLiteral).text);
    }
  });
  return found;
}

/** Every file a rules file reaches, with the imports that leave its module or name a package. */
function reach(rulesFile: string): { files: string[]; outside: string[] } {
  const moduleDir = dirname(rulesFile);
  const files = new Set<string>();
  const outside: string[] = [];
  const visit = (path: string) => {
    if (files.has(path)) return;
    files.add(path);
    for (const specifier of importsOf(parse(path))) {
      const target = relative(root, resolve(root, dirname(path), specifier));
      if (!specifier.startsWith('.') || !target.startsWith(`${moduleDir}/`)) outside.push(`${path} → ${specifier}`);
      else visit(target);
    }
  };
  visit(rulesFile);
  return { files: [...files], outside };
}

type Literal = string | number | boolean | null | readonly Literal[];

/** The value of a literal expression (strings, numbers, arrays and objects of them), or undefined. */
function literalOf(node: ts.Expression): Literal | Record<string, Literal> | undefined {
  while (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)) {
    node = node.expression;
  }
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text.replace(/_/g, ''));
  if (ts.isArrayLiteralExpression(node)) {
    const items = node.elements.map((e) => (ts.isExpression(e) ? literalOf(e) : undefined));
    return items.every((item) => item !== undefined && (typeof item !== 'object' || Array.isArray(item)))
      ? (items as Literal[])
      : undefined;
  }
  if (ts.isObjectLiteralExpression(node)) {
    const entries: [string, Literal][] = [];
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property)) return undefined;
      const name = property.name;
      const key = ts.isIdentifier(name) || ts.isStringLiteralLike(name) || ts.isNumericLiteral(name) ? name.text : null;
      const value = literalOf(property.initializer);
      if (key === null || value === undefined) return undefined;
      entries.push([key, value as Literal]);
    }
    return Object.fromEntries(entries);
  }
  return undefined;
}

/** Lists compare as sets (a copy in another order is still a copy); tables compare key by key. */
const canonical = (value: unknown): string =>
  Array.isArray(value)
    ? JSON.stringify(value.map(canonical).sort())
    : value !== null && typeof value === 'object'
      ? JSON.stringify(
          Object.entries(value)
            .map(([k, v]) => [k, canonical(v)])
            .sort(),
        )
      : JSON.stringify(value);

const isList = (value: unknown) =>
  Array.isArray(value) && value.length >= 2 && value.every((v) => v === null || typeof v !== 'object');
const isTable = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length >= 3;

/**
 * The lists (two or more plain values) and tables (three or more entries) the rules files export, and those written
 * as literals anywhere in the modules (a copy of a server-only list belongs in the module's index or rules file too).
 * Lists of event types are left out: a projection names the events it handles, which may be all of an aggregate's.
 */
async function sharedValues(): Promise<Map<string, string>> {
  const shared = new Map<string, string>();
  for (const path of filesUnder('modules')) {
    const source = parse(path);
    const visit = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && node.initializer && ts.isIdentifier(node.name)) {
        const value = literalOf(node.initializer);
        if ((isList(value) || isTable(value)) && !/EventTypes$/.test(node.name.text)) {
          shared.set(canonical(value), `${path} ${node.name.text}`);
        }
      }
      node.forEachChild(visit);
    };
    visit(source);
  }
  for (const file of rulesFiles) {
    const exports = (await import(join(root, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (isList(value) || isTable(value)) shared.set(canonical(value), `${file} ${name}`);
    }
  }
  return shared;
}

describe('rules have one source', () => {
  it('finds the rules files', () => {
    expect(rulesFiles).toEqual(
      expect.arrayContaining(['modules/applications/rules.ts', 'modules/identity/rules.ts', 'modules/jobs/rules.ts']),
    );
  });

  it.each(rulesFiles)('%s reaches only its own module, no package and no Node built-in', (file) => {
    const { files, outside } = reach(file);
    expect(outside).toEqual([]);
    for (const path of files) {
      expect(readFileSync(join(root, path), 'utf8'), path).not.toMatch(/\b(Buffer|process|require|__dirname)\b/);
    }
  });

  it.each(rulesFiles)('%s is what web/app imports its rules from', (file) => {
    const specifier = `@tawzeef/${file.split('/')[1]}/rules`;
    const importers = filesUnder('web/app/src').filter((path) => importsOf(parse(path)).includes(specifier));
    expect(importers.length, specifier).toBeGreaterThan(0);
  });

  it('no file of the app, the API or the read models writes a shared list or table again', async () => {
    const shared = await sharedValues();
    const copies: string[] = [];
    // Translation catalogues are left out: an English label may read like a value (the country 'Jordan').
    const code = [...filesUnder('web/app/src'), ...filesUnder('web/api/src'), ...filesUnder('read-models')].filter(
      (path) => !path.startsWith('web/app/src/i18n/'),
    );
    for (const path of code) {
      const source = parse(path);
      const visit = (node: ts.Node) => {
        if (ts.isArrayLiteralExpression(node) || ts.isObjectLiteralExpression(node)) {
          const value = literalOf(node);
          const owner = value === undefined ? undefined : shared.get(canonical(value));
          if (owner) {
            const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
            copies.push(`${path}:${line} repeats ${owner}`);
            return;
          }
        }
        node.forEachChild(visit);
      };
      visit(source);
    }
    expect(copies).toEqual([]);
  }, 60_000); // it reads every source file of the app, the API and the read models: seconds on a loaded machine
});
