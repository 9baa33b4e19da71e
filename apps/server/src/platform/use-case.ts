import type { AppContext } from '../context';
import type { Actor } from './actor';

/**
 * The one use-case signature: a single options object with the context (whose `db` is the
 * pool or a caller's transaction), the acting person and the inputs.
 *
 *   export async function approveCertification({ ctx, actor, input }: UseCaseOptions<{ id: string }>) …
 *
 * `A` is the actor the use case needs: an `Actor` (a person, a visitor, the platform), a
 * narrower one (`UserActor`), or the console's `StaffActor` (who, from where, holding what).
 *
 * A caller that wants several use cases to commit together wraps them in `inTransaction`
 * and passes the transaction's context to each; their own `inTransaction` calls then
 * become savepoints of the caller's transaction.
 */
export type UseCaseOptions<Input = undefined, A = Actor> = { ctx: AppContext; actor: A; input: Input };

type Effect = () => unknown;

/** The transaction a context is inside, if any: where after-commit effects wait. */
export type TransactionScope = { afterCommit(effect: Effect): void };

/**
 * Runs `work` in a transaction (a savepoint when `ctx` is already inside one). Effects
 * registered with `afterCommit` inside it run once the outermost transaction has
 * committed, and are dropped when it (or the savepoint) rolls back.
 */
export async function inTransaction<T>(ctx: AppContext, work: (tx: AppContext) => Promise<T>): Promise<T> {
  const effects: Effect[] = [];
  const scope: TransactionScope = { afterCommit: (effect) => effects.push(effect) };
  const result = await ctx.db.transaction((db) => work({ ...ctx, db, tx: scope }));
  if (ctx.tx) {
    for (const effect of effects) ctx.tx.afterCommit(effect);
  } else {
    runEffects(ctx, effects);
  }
  return result;
}

/**
 * Something to do once the current change is durable: wake the job runner, tell open
 * event streams. Outside a transaction the change is already committed, so it runs now.
 * An effect never fails the use case: it is logged, and whatever it nudges also happens
 * on its own (the job runner polls, streams resync on reconnect).
 */
export function afterCommit(ctx: AppContext, effect: Effect): void {
  if (ctx.tx) ctx.tx.afterCommit(effect);
  else runEffects(ctx, [effect]);
}

function runEffects(ctx: AppContext, effects: Effect[]): void {
  for (const effect of effects) {
    Promise.resolve()
      .then(effect)
      .catch((err: unknown) => ctx.log.error({ err }, 'after-commit effect failed'));
  }
}
