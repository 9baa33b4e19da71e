/**
 * A status machine written down once, as data: its states and, for each action, the
 * states it may start from and the states it may lead to. The server's transition helper
 * refuses anything else, the database's CHECK constraint is generated from `states`, and
 * the web app can ask `allowedActions` to decide which buttons to show.
 */
export type Machine<S extends string = string, A extends string = string> = {
  readonly name: string;
  readonly states: readonly [S, ...S[]];
  readonly actions: Readonly<Record<A, { readonly from: readonly S[]; readonly to: readonly S[] }>>;
};

export function defineMachine<const S extends string, const A extends string>(
  name: string,
  states: readonly [S, ...S[]],
  actions: Record<A, { from: readonly NoInfer<S>[]; to: NoInfer<S> | readonly NoInfer<S>[] }>,
): Machine<S, A> {
  const normalised = {} as Record<A, { from: readonly S[]; to: readonly S[] }>;
  for (const [action, { from, to }] of Object.entries(actions) as [A, { from: readonly S[]; to: S | readonly S[] }][]) {
    normalised[action] = { from, to: typeof to === 'string' ? [to] : to };
  }
  return { name, states, actions: normalised };
}

export type MachineState<M> = M extends Machine<infer S, string> ? S : never;
export type MachineAction<M> = M extends Machine<string, infer A> ? A : never;

/** Whether `action` may move a row in state `from` to `to` (the action's only target when omitted). */
export function canTransition<S extends string, A extends string>(machine: Machine<S, A>, action: A, from: S, to?: S): boolean {
  const rule = machine.actions[action];
  return rule.from.includes(from) && (to === undefined ? rule.to.length === 1 : rule.to.includes(to));
}

/** The actions a row in state `from` allows. */
export function allowedActions<S extends string, A extends string>(machine: Machine<S, A>, from: S): A[] {
  return (Object.keys(machine.actions) as A[]).filter((action) => machine.actions[action].from.includes(from));
}
