// The money of `npm run seed:scale` (issue 10 §5): for every approved bug bounty project and
// its reports, the ledger history the real flows would have written — a deposit covering the
// escrow, the escrow of pool and fee, each paid report's bounty, the month's payout per hacker
// (tax withheld, net to the card, paid) and the refund of a stopped project's pool — with the
// rows beside it (bug_payments, settlement_batches, payouts). All made inside PostgreSQL by
// INSERT … SELECT, so 2M reports take minutes. Keys are the real flows' (`escrow:<project>`,
// `bounty:<bug>`, `settle:<payout>`…), so the app treats the history as its own.
import { sql } from 'drizzle-orm';
import { FEE_PAYING_COMPANY_TYPE, SERVICE_FEE_PERCENT, WITHHOLDING } from '@wardline/contract';
import { rowsOf, type Database } from '../db/client';

type Executor = Pick<Database, 'execute'>;

/**
 * Runs one step, statement by statement (PGlite takes one per call); `timed` prints how long it
 * took (the scale seed's progress, not the demo's start-up).
 */
async function run(db: Executor, label: string, query: string, timed = true): Promise<void> {
  const started = performance.now();
  for (const statement of query.split(/;\s*\n/)) if (statement.trim()) await db.execute(sql.raw(statement));
  if (timed) console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Projects whose money moved (approved bug bounties with a pool, past waiting for funds). */
const FUNDED_STATES = `('apply', 'doing', 'pause', 'settlement', 'stop')`;
/** Reports whose bounty left the pool; all but `paying` were paid out to the card too. */
const CREDITED_STATES = `('paying', 'paid', 'end', 'recheck', 'pass', 'restore')`;

/** The contract's withholding rule (`withholdingTaxFen`) as SQL on a month's gross `g` (bigint fen). */
function withholdingSql(g: string, currency: string): string {
  const [b1, b2] = WITHHOLDING.brackets;
  const b3 = WITHHOLDING.brackets[2];
  const pct = (fen: string, percent: number) => `((${fen}) * ${percent} + 50) / 100`;
  const taxable = pct(g, WITHHOLDING.expenseShareAbove);
  return `case
    when ${currency} = 'dollar' then ((${g}) * ${WITHHOLDING.dollarPercentTimes100} + 5000) / 10000
    when ${g} <= ${WITHHOLDING.lowIncomeCeilingFen} then ${pct(`greatest(0, ${g} - ${WITHHOLDING.lowIncomeDeductionFen})`, 20)}
    when ${taxable} <= ${b1!.upToFen} then ${pct(taxable, b1!.percent)} - ${b1!.quickDeductionFen}
    when ${taxable} <= ${b2!.upToFen} then ${pct(taxable, b2!.percent)} - ${b2!.quickDeductionFen}
    else ${pct(taxable, b3!.percent)} - ${b3!.quickDeductionFen} end`;
}

/** One account of the ledger by kind, currency, owner and project (platform accounts have neither): plain equalities, so the identity index serves the join. */
const account = (alias: string, kind: string, currency: string, owner = 'null', project = 'null') =>
  `join ledger_accounts ${alias} on ${alias}.kind = '${kind}' and ${alias}.currency = ${currency}
     and ${owner === 'null' ? `${alias}.owner_user_id is null` : `${alias}.owner_user_id = ${owner}`}
     and ${project === 'null' ? `${alias}.project_id is null` : `${alias}.project_id = ${project}`}`;

/**
 * The ledger history of the database's approved projects and graded reports, written in the
 * caller's transaction, when the ledger has none yet (answers whether it wrote any): the scale
 * seed's and the demo seed's money.
 */
export async function seedLedgerHistory(db: Executor, { timed = false } = {}): Promise<boolean> {
  const [existing] = rowsOf<{ n: string }>(await db.execute(sql.raw('select count(*)::text as n from ledger_transfers')));
  if (Number(existing!.n) > 0) return false;
  await writeHistory(db, timed);
  return true;
}

export async function seedScaleLedger(db: Database): Promise<void> {
  await db.execute(sql.raw('set synchronous_commit = off'));
  // One transaction: a run that fails half-way leaves nothing behind and can simply be repeated.
  if (!(await db.transaction((tx) => seedLedgerHistory(tx, { timed: true })))) {
    console.log('The ledger already has history: no money history added (use a fresh database to seed again).');
    return;
  }
  await run(db, 'vacuum analyze ledger', 'vacuum analyze ledger_accounts, ledger_transfers, ledger_entries, bug_payments, payouts, settlement_batches, projects');
  const [sizes] = rowsOf<{ transfers: string; entries: string; payouts: string }>(
    await db.execute(sql.raw('select (select count(*) from ledger_transfers)::text as transfers, (select count(*) from ledger_entries)::text as entries, (select count(*) from payouts)::text as payouts')),
  );
  console.log(`Ledger: ${Number(sizes!.transfers).toLocaleString('en')} transfers, ${Number(sizes!.entries).toLocaleString('en')} entries, ${Number(sizes!.payouts).toLocaleString('en')} payouts.`);
}

async function writeHistory(db: Executor, timed: boolean): Promise<void> {
  await run(
    db,
    'ledger scope (funded projects, credited reports)',
    `drop table if exists scale_funded, scale_paid, scale_payouts, scale_moves;
     create temporary table scale_funded as
       select p.id, p.company_id, p.currency, p.state, p.name, p.end_at, coalesce(p.approved_at, p.start_at - interval '5 days') as funded_at,
              coalesce((select c.company_type from certifications c where c.user_id = p.company_id and c.kind = 'company' and c.state = 'approved' order by c.id desc limit 1),
                       ${FEE_PAYING_COMPANY_TYPE}) as company_type
       from projects p where p.project_type = 'bugbounty' and p.reward_pool_fen > 0 and p.state in ${FUNDED_STATES};
     create unique index on scale_funded (id);
     create temporary table scale_paid as
       select b.id as bug_id, b.project_id, b.reporter_id, f.currency, b.reward_fen as gross, b.state,
              greatest(b.updated_at, f.funded_at + interval '1 hour') as credited_at
       from bugs b join scale_funded f on f.id = b.project_id
       where b.state in ${CREDITED_STATES} and b.reward_fen > 0;
     create unique index on scale_paid (bug_id);
     create index on scale_paid (project_id);
     analyze scale_funded;
     analyze scale_paid`,
    timed,
  );
  // The seed's reports were graded without looking at the pool: a pool too small for the bounties
  // its reports were marked paid with is raised (to the next 1,000 yuan), so every one of them was paid in full.
  await run(
    db,
    'pools cover their bounties, paid and funded marked',
    `update projects p set reward_pool_fen = greatest(p.reward_pool_fen, ((s.total + 99999) / 100000) * 100000), paid_fen = s.total
       from (select project_id, sum(gross)::bigint as total from scale_paid group by project_id) s where s.project_id = p.id;
     update projects p set paid_fen = 0 from scale_funded f where f.id = p.id and not exists (select 1 from scale_paid s where s.project_id = p.id);
     update projects p set funded_at = f.funded_at from scale_funded f where f.id = p.id and p.funded_at is null;
     alter table scale_funded add column pool bigint, add column fee bigint, add column paid bigint;
     update scale_funded f set pool = p.reward_pool_fen, paid = p.paid_fen,
            fee = case when f.company_type = ${FEE_PAYING_COMPANY_TYPE} then (p.reward_pool_fen * ${SERVICE_FEE_PERCENT} + 50) / 100 else 0 end
       from projects p where p.id = f.id`,
    timed,
  );
  await run(
    db,
    'ledger accounts',
    `insert into ledger_accounts (kind, currency, owner_user_id, project_id, created_at)
       select k, c, null::int, null::int, now() from unnest(array['external', 'platformFeeIncome', 'taxWithheld', 'payoutClearing']) k cross join unnest(array['rmb', 'dollar']) c
       union all select distinct 'companyBalance', currency, company_id, null::int, now() from scale_funded
       union all select 'projectPool', currency, company_id, id, now() from scale_funded
       union all select distinct 'hackerEarnings', currency, reporter_id, null::int, now() from scale_paid
     on conflict on constraint ledger_accounts_identity_uq do nothing`,
    timed,
  );
  // Payouts: per hacker, currency and China month, in that month's batch; tax withheld on the month's gross.
  await run(
    db,
    'settlement batches and payouts (paid)',
    `create temporary table scale_payouts as
       select reporter_id, currency, month, sum(gross)::bigint as gross, max(paid_at) as paid_at, ${withholdingSql('sum(gross)::bigint', 'currency')} as tax
       from (select s.*, least(now() - interval '1 hour', s.credited_at + interval '7 days') as paid_at from scale_paid s where s.state <> 'paying') x
       cross join lateral (select to_char(x.paid_at at time zone 'Asia/Shanghai', 'YYYY-MM') as month) m
       group by reporter_id, currency, month;
     insert into settlement_batches (kind, period, created_at, finished_at)
       select 'monthly', month, min(paid_at) - interval '1 day', min(paid_at) - interval '1 day' from scale_payouts group by month
     on conflict (period) where kind = 'monthly' do nothing;
     insert into payouts (batch_id, hacker_id, currency, gross_fen, tax_fen, net_fen, tax_month, state, provider, provider_ref, payee_name, card_masked,
                          bank_name, attempts, created_at, sent_at, decided_at)
       select b.id, s.reporter_id, s.currency, s.gross, s.tax, s.gross - s.tax, s.month, 'paid', 'development', 'scale-' || b.period || '-' || s.reporter_id,
              u.nickname, '6222 **** **** ' || lpad((s.reporter_id % 10000)::text, 4, '0'), '中国工商银行', 1,
              b.created_at, b.created_at + interval '1 hour', s.paid_at
       from scale_payouts s join settlement_batches b on b.kind = 'monthly' and b.period = s.month join users u on u.id = s.reporter_id;
     alter table scale_payouts add column payout_id bigint, add column settled_at timestamptz;
     update scale_payouts s set payout_id = o.id, settled_at = o.created_at
       from payouts o join settlement_batches b on b.id = o.batch_id
       where o.hacker_id = s.reporter_id and o.currency = s.currency and b.kind = 'monthly' and b.period = s.month and o.retry_of is null;
     create index on scale_payouts (reporter_id, currency, month);
     analyze scale_payouts`,
    timed,
  );
  await run(
    db,
    'report payments',
    `insert into bug_payments (bug_id, reporter_id, project_id, currency, gross_fen, tax_fen, net_fen, state, payout_id, attempts, created_at, updated_at)
       select s.bug_id, s.reporter_id, s.project_id, s.currency, s.gross, coalesce(t.share, 0), s.gross - coalesce(t.share, 0),
              case when s.state in ('paying', 'paid') then s.state else 'end' end, o.payout_id, case when o.payout_id is null then 0 else 1 end,
              s.credited_at, coalesce(o.paid_at, s.credited_at)
       from scale_paid s
       left join scale_payouts o on s.state <> 'paying' and o.reporter_id = s.reporter_id and o.currency = s.currency
         and o.month = to_char(least(now() - interval '1 hour', s.credited_at + interval '7 days') at time zone 'Asia/Shanghai', 'YYYY-MM')
       cross join lateral (select case when o.gross > 0 then o.tax * s.gross / o.gross end as share) t`,
    timed,
  );
  // Every movement's entries, staged in time order, then written as transfers and entries with running balances.
  await run(
    db,
    'ledger movements staged',
    `create temporary table scale_moves (seq bigserial, key text, kind text, currency text, memo text, project_id int, bug_id int, payout_id bigint, at timestamptz, account_id bigint, amount bigint);
     insert into scale_moves (key, kind, currency, memo, project_id, at, account_id, amount)
       select 'deposit:scale-' || f.id, 'deposit', f.currency, '银行转账（规模数据）', null::int, f.funded_at - interval '1 day', e.id, -(f.pool + f.fee)
         from scale_funded f ${account('e', 'external', 'f.currency')}
       union all select 'deposit:scale-' || f.id, 'deposit', f.currency, '银行转账（规模数据）', null::int, f.funded_at - interval '1 day', c.id, f.pool + f.fee
         from scale_funded f ${account('c', 'companyBalance', 'f.currency', 'f.company_id')}
       union all select 'escrow:' || f.id, 'escrow', f.currency, f.name, f.id, f.funded_at, c.id, -(f.pool + f.fee)
         from scale_funded f ${account('c', 'companyBalance', 'f.currency', 'f.company_id')}
       union all select 'escrow:' || f.id, 'escrow', f.currency, f.name, f.id, f.funded_at, pl.id, f.pool
         from scale_funded f ${account('pl', 'projectPool', 'f.currency', 'f.company_id', 'f.id')}
       union all select 'escrow:' || f.id, 'escrow', f.currency, f.name, f.id, f.funded_at, fi.id, f.fee
         from scale_funded f ${account('fi', 'platformFeeIncome', 'f.currency')} where f.fee > 0;
     insert into scale_moves (key, kind, currency, memo, project_id, bug_id, at, account_id, amount)
       select 'bounty:' || s.bug_id, 'bounty', s.currency, '', s.project_id, s.bug_id, s.credited_at, pl.id, -s.gross
         from scale_paid s join scale_funded f on f.id = s.project_id ${account('pl', 'projectPool', 's.currency', 'f.company_id', 's.project_id')}
       union all select 'bounty:' || s.bug_id, 'bounty', s.currency, '', s.project_id, s.bug_id, s.credited_at, h.id, s.gross
         from scale_paid s ${account('h', 'hackerEarnings', 's.currency', 's.reporter_id')};
     insert into scale_moves (key, kind, currency, memo, payout_id, at, account_id, amount)
       select 'settle:' || o.payout_id, 'settlement', o.currency, '', o.payout_id, o.settled_at, h.id, -o.gross
         from scale_payouts o ${account('h', 'hackerEarnings', 'o.currency', 'o.reporter_id')}
       union all select 'settle:' || o.payout_id, 'settlement', o.currency, '', o.payout_id, o.settled_at, tw.id, o.tax
         from scale_payouts o ${account('tw', 'taxWithheld', 'o.currency')} where o.tax > 0
       union all select 'settle:' || o.payout_id, 'settlement', o.currency, '', o.payout_id, o.settled_at, pc.id, o.gross - o.tax
         from scale_payouts o ${account('pc', 'payoutClearing', 'o.currency')}
       union all select 'payout-paid:' || o.payout_id, 'payoutPaid', o.currency, '', o.payout_id, o.paid_at, pc.id, -(o.gross - o.tax)
         from scale_payouts o ${account('pc', 'payoutClearing', 'o.currency')}
       union all select 'payout-paid:' || o.payout_id, 'payoutPaid', o.currency, '', o.payout_id, o.paid_at, e.id, o.gross - o.tax
         from scale_payouts o ${account('e', 'external', 'o.currency')};
     insert into scale_moves (key, kind, currency, memo, project_id, at, account_id, amount)
       select 'refund:' || f.id, 'refund', f.currency, f.name, f.id, r.at, pl.id, -(f.pool - f.paid)
         from scale_funded f cross join lateral (select least(now() - interval '1 minute', greatest(f.end_at, (select max(credited_at) from scale_paid s where s.project_id = f.id)) + interval '1 day') as at) r
         ${account('pl', 'projectPool', 'f.currency', 'f.company_id', 'f.id')} where f.state = 'stop' and f.pool > f.paid
       union all select 'refund:' || f.id, 'refund', f.currency, f.name, f.id, r.at, c.id, f.pool - f.paid
         from scale_funded f cross join lateral (select least(now() - interval '1 minute', greatest(f.end_at, (select max(credited_at) from scale_paid s where s.project_id = f.id)) + interval '1 day') as at) r
         ${account('c', 'companyBalance', 'f.currency', 'f.company_id')} where f.state = 'stop' and f.pool > f.paid;
     create index on scale_moves (key);
     analyze scale_moves`,
    timed,
  );
  await run(
    db,
    'ledger transfers',
    `insert into ledger_transfers (idempotency_key, kind, currency, memo, project_id, bug_id, payout_id, created_at)
       select key, min(kind), min(currency), min(memo), min(project_id), min(bug_id), min(payout_id), min(at) from scale_moves group by key order by min(at), key`,
    timed,
  );
  await run(
    db,
    'ledger entries with running balances',
    `insert into ledger_entries (transfer_id, account_id, amount_fen, balance_after_fen, created_at)
       select t.id, m.account_id, m.amount, (sum(m.amount) over (partition by m.account_id order by t.id, m.seq rows unbounded preceding))::bigint, m.at
       from scale_moves m join ledger_transfers t on t.idempotency_key = m.key order by t.id, m.seq`,
    timed,
  );
  await run(
    db,
    'account balances',
    `update ledger_accounts a set balance_fen = s.total from (select account_id, sum(amount_fen)::bigint as total from ledger_entries group by account_id) s where s.account_id = a.id;
     drop table scale_funded, scale_paid, scale_payouts, scale_moves`,
    timed,
  );
}
