import type { Connection } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The EntityManager of an open transaction, made so that every statement issued through it runs
 * in that transaction, for code written to run on its own connection: a raw
 * `getConnection().execute()` without a transaction context, a `fork()`, or a nested
 * `transactional()` whose callback does either. Without this such a statement takes another
 * pooled connection: it does not see the transaction's uncommitted rows, what it writes commits
 * whatever the transaction does, and a request holding one connection while waiting for a second
 * deadlocks once every connection is held so (idempotency.service.ts).
 */
export function statementsInTransaction(em: EntityManager): EntityManager {
  if (!em.isInTransaction()) throw new Error('statementsInTransaction takes the EntityManager of an open transaction');
  const bindings: Record<PropertyKey, unknown> = {
    getConnection: (type?: 'read' | 'write') => inTransaction(em.getConnection(type), em),
    fork: (options: Parameters<EntityManager['fork']>[0] = {}) => statementsInTransaction(em.fork({ ...options, keepTransactionContext: true })),
    transactional: <T>(callback: (inner: EntityManager) => Promise<T>, options?: Parameters<EntityManager['transactional']>[1]) =>
      em.transactional((inner) => callback(statementsInTransaction(inner as EntityManager)), options),
  };
  return new Proxy(em, {
    get(target, property) {
      if (Object.hasOwn(bindings, property)) return bindings[property];
      const value: unknown = Reflect.get(target, property, target);
      // The ORM's own methods keep `this` as the EntityManager itself (it has private state).
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The connection, with statements given no transaction context running in `em`'s. */
function inTransaction<C extends Connection>(connection: C, em: EntityManager): C {
  return new Proxy(connection, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (property !== 'execute') return (value as (...args: unknown[]) => unknown).bind(target);
      return (query: string, params?: unknown[], method?: 'all' | 'get' | 'run', ctx?: unknown, ...rest: unknown[]) =>
        (value as (...args: unknown[]) => unknown).call(target, query, params, method, ctx ?? em.getTransactionContext(), ...rest);
    },
  });
}
