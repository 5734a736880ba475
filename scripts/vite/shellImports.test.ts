import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * What every page loads is the entry's static import chain (Rolldown's `$initial` modules, the
 * "shell" chunk). A generated tag module re-exports every operation of its tag, so importing it there
 * would put every call any screen makes into the first script: the chain must import the operations'
 * own modules (scripts/split-api-operations.mjs, docs/adr/0015-one-module-per-operation.md).
 */
const ROOT = resolve(__dirname, '../..');

function resolveModule(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The module specifiers a file imports or re-exports for their values (type-only imports are erased). */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const bindings = clause?.namedBindings;
      const onlyTypes = clause?.isTypeOnly || (!clause?.name && bindings && ts.isNamedImports(bindings) && bindings.elements.every((element) => element.isTypeOnly));
      if (!onlyTypes) specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) && !statement.isTypeOnly) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

/** The app's own modules the entry reaches through static imports. */
function staticChain(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !/\.tsx?$/.test(file)) return;
    seen.add(file);
    for (const specifier of valueImports(file)) {
      if (!specifier.startsWith('.')) continue;
      const target = resolveModule(file, specifier);
      if (target) visit(target);
    }
  };
  visit(entry);
  return [...seen].map((file) => relative(ROOT, file).replaceAll('\\', '/'));
}

describe("the first script's imports", () => {
  const chain = staticChain(resolve(ROOT, 'src/main.tsx'));

  it('reach the shell and the operations it calls (the walk is not blind)', () => {
    expect(chain).toContain('src/session/session.ts');
    expect(chain).toContain('src/generated/api/session-and-user/postToken.ts');
  });

  it('hold no generated tag module, only the modules of single operations', () => {
    const tagModules = chain.filter((file) => /^src\/generated\/api\/([^/]+)\/\1\.ts$/.test(file));
    expect(tagModules).toEqual([]);
  });
});
