/**
 * The demo API against the contract: a handler for every operation, and none registered under an
 * operationId the contract does not have.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { implementedOperations } from '../../src/mocks';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

interface ContractOperation { operationId: string; tag: string; method: string; path: string }

function contractOperations(): ContractOperation[] {
  const document = parse(readFileSync(new URL('../../openapi/ecommerce-v1.yaml', import.meta.url), 'utf8')) as {
    paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>>;
  };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method, operation]) => METHODS.includes(method) && operation.operationId)
      .map(([method, operation]) => ({ operationId: operation.operationId!, tag: operation.tags?.[0] ?? '(no tag)', method: method.toUpperCase(), path })),
  );
}

describe('demo API coverage of the contract', () => {
  const contract = contractOperations();
  const implemented = new Set(Object.keys(implementedOperations));

  it('registers handlers only under operationIds of the contract', () => {
    const known = new Set(contract.map((operation) => operation.operationId));
    expect([...implemented].filter((id) => !known.has(id))).toEqual([]);
  });

  it('registers each handler under its own operationId', () => {
    for (const [operationId, handler] of Object.entries(implementedOperations)) expect(handler.operationId).toBe(operationId);
  });

  it('implements every operation of the contract', () => {
    const missing = contract.filter((operation) => !implemented.has(operation.operationId));
    console.info(`Demo API: ${contract.length - missing.length} of ${contract.length} contract operations implemented`);
    expect(contract.length).toBeGreaterThan(0);
    expect(missing.map((operation) => `${operation.operationId} ${operation.method} ${operation.path}`)).toEqual([]);
  });
});
