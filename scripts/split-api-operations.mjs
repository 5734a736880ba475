// orval writes one client module per tag (src/generated/api/<tag>/<tag>.ts): every operation of the
// tag in one module. A bundler places a module in one chunk, so when the shell of every page needs one
// call of a tag (the product page's query options, the guest login), every operation of that tag that
// any screen uses lands in the first page's script. This step gives each operation a module of its own
// (<tag>/<operationId>.ts: its fetcher, query key and options, hook) and turns the tag module into a
// list of re-exports, so imports stay as they are and each chunk carries only the calls it makes
// (docs/adr/0015-one-module-per-operation.md). Run by orval after it writes (orval.config.ts).
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const ROOT = 'src/generated/api';

const isExported = (statement) => statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword) ?? false;

/** An operation's fetcher: `export const <operationId> = (…) => apiFetch<…>(…)`. */
function fetcherName(statement, source) {
  if (!ts.isVariableStatement(statement) || !isExported(statement)) return null;
  const [declaration] = statement.declarationList.declarations;
  const initializer = declaration?.initializer;
  if (!initializer || !ts.isArrowFunction(initializer) || !/\bapiFetch\s*</.test(initializer.getText(source))) return null;
  return declaration.name.getText(source);
}

/** The import declaration keeping only the names `body` uses (none: no declaration). */
function prunedImport(declaration, source, body) {
  const bindings = declaration.importClause?.namedBindings;
  if (!bindings || !ts.isNamedImports(bindings)) return declaration.getText(source);
  const used = bindings.elements.map((element) => element.getText(source)).filter((name) => new RegExp(`\\b${name.replace(/^type\s+/, '')}\\b`).test(body));
  if (!used.length) return null;
  const keyword = declaration.importClause.isTypeOnly ? 'import type' : 'import';
  return `${keyword} {\n  ${used.join(',\n  ')}\n} from ${declaration.moduleSpecifier.getText(source)};`;
}

function splitTag(tag) {
  const file = join(ROOT, tag, `${tag}.ts`);
  if (!existsSync(file)) return 0;
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const statements = [...source.statements];
  if (!statements.some((statement) => fetcherName(statement, source))) return 0; // already split
  const banner = text.slice(0, statements[0].getStart(source));
  const imports = statements.filter(ts.isImportDeclaration);
  const full = (statement) => text.slice(statement.getFullStart(), statement.end);
  const shared = [];
  const operations = [];
  for (const statement of statements) {
    if (ts.isImportDeclaration(statement)) continue;
    const name = fetcherName(statement, source);
    if (name) operations.push({ name, parts: [full(statement)] });
    else if (operations.length) operations.at(-1).parts.push(full(statement));
    else if (!isExported(statement)) shared.push(full(statement));
    else throw new Error(`${file}: an exported statement before the first operation`);
  }
  for (const { name, parts } of operations) {
    if (name === tag) throw new Error(`${file}: operation ${name} has the tag's name`);
    const body = parts.join('');
    const helpers = shared.filter((helper) => {
      const declared = /type\s+(\w+)/.exec(helper)?.[1];
      return !declared || new RegExp(`\\b${declared}\\b`).test(body);
    });
    const used = imports.map((declaration) => prunedImport(declaration, source, helpers.join('') + body)).filter(Boolean);
    writeFileSync(join(ROOT, tag, `${name}.ts`), `${banner}${used.join('\n\n')}\n${helpers.join('')}${body}\n`);
  }
  writeFileSync(file, `${banner}${operations.map(({ name }) => `export * from './${name}';`).join('\n')}\n`);
  return operations.length;
}

let total = 0;
for (const entry of readdirSync(ROOT, { withFileTypes: true })) if (entry.isDirectory()) total += splitTag(entry.name);
console.log(`split ${total} operations into modules of their own`);
