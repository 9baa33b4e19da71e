CREATE TABLE "bug_payments" (
	"bug_id" integer PRIMARY KEY NOT NULL,
	"reporter_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"currency" text NOT NULL,
	"gross_fen" bigint NOT NULL,
	"tax_fen" bigint DEFAULT 0 NOT NULL,
	"net_fen" bigint DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"payout_id" bigint,
	"advanced" boolean DEFAULT false NOT NULL,
	"advance_recovered_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bug_payments_state_ck" CHECK ("bug_payments"."state" in ('verifying', 'confirming', 'priceing', 'appeal', 'publicity', 'paying', 'paid', 'end', 'refuse', 'arbitrationing', 'restore', 'recheck', 'advancePayment', 'inPayment', 'paymentFailed', 'unpaid', 'pass', 'repeat', 'ignore')),
	CONSTRAINT "bug_payments_amounts_ck" CHECK ("bug_payments"."gross_fen" >= 0 and "bug_payments"."tax_fen" >= 0 and "bug_payments"."net_fen" >= 0 and "bug_payments"."tax_fen" + "bug_payments"."net_fen" <= "bug_payments"."gross_fen")
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"request_id" uuid NOT NULL,
	"company_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"bank_reference" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"transfer_id" bigint NOT NULL,
	"recorded_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deposits_amount_ck" CHECK ("deposits"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"owner_user_id" integer,
	"project_id" integer,
	"balance_fen" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_accounts_identity_uq" UNIQUE NULLS NOT DISTINCT("kind","currency","owner_user_id","project_id"),
	CONSTRAINT "ledger_accounts_kind_ck" CHECK ("ledger_accounts"."kind" in ('companyBalance', 'projectPool', 'hackerEarnings', 'taxWithheld', 'payoutClearing', 'platformFeeIncome', 'platformAdvance', 'external')),
	CONSTRAINT "ledger_accounts_currency_ck" CHECK ("ledger_accounts"."currency" in ('rmb', 'dollar')),
	CONSTRAINT "ledger_accounts_balance_ck" CHECK (balance_fen >= 0 or kind in ('external', 'platformAdvance'))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transfer_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount_fen" bigint NOT NULL,
	"balance_after_fen" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_amount_ck" CHECK ("ledger_entries"."amount_fen" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"project_id" integer,
	"bug_id" integer,
	"payout_id" bigint,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_transfers_kind_ck" CHECK ("ledger_transfers"."kind" in ('deposit', 'escrow', 'bounty', 'refund', 'settlement', 'payoutPaid', 'payoutReturned', 'advance', 'advanceReturned', 'advanceRecovered', 'opening'))
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"batch_id" bigint NOT NULL,
	"hacker_id" integer NOT NULL,
	"currency" text NOT NULL,
	"gross_fen" bigint NOT NULL,
	"tax_fen" bigint NOT NULL,
	"net_fen" bigint NOT NULL,
	"tax_month" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"advance" boolean DEFAULT false NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"payee_name" text NOT NULL,
	"card_masked" text NOT NULL,
	"bank_name" text NOT NULL,
	"certification_id" integer,
	"retry_of" bigint,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	CONSTRAINT "payouts_state_ck" CHECK ("payouts"."state" in ('queued', 'sent', 'paid', 'failed')),
	CONSTRAINT "payouts_amounts_ck" CHECK ("payouts"."gross_fen" > 0 and "payouts"."tax_fen" >= 0 and "payouts"."net_fen" = "payouts"."gross_fen" - "payouts"."tax_fen")
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reconciliation_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"trigger" text NOT NULL,
	"night_of" text,
	"ok" boolean NOT NULL,
	"accounts" integer NOT NULL,
	"transfers" integer NOT NULL,
	"findings" jsonb NOT NULL,
	"totals" jsonb NOT NULL,
	"started_by" integer,
	"started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reconciliation_runs_trigger_ck" CHECK ("reconciliation_runs"."trigger" in ('staff', 'nightly'))
);
--> statement-breakpoint
CREATE TABLE "settlement_batches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settlement_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "settlement_batches_kind_ck" CHECK ("settlement_batches"."kind" in ('monthly', 'onDemand', 'advance'))
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "funded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bug_payments" ADD CONSTRAINT "bug_payments_bug_id_bugs_id_fk" FOREIGN KEY ("bug_id") REFERENCES "public"."bugs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_payments" ADD CONSTRAINT "bug_payments_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_payments" ADD CONSTRAINT "bug_payments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_bug_id_bugs_id_fk" FOREIGN KEY ("bug_id") REFERENCES "public"."bugs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_batch_id_settlement_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."settlement_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_hacker_id_users_id_fk" FOREIGN KEY ("hacker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_runs" ADD CONSTRAINT "reconciliation_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_batches" ADD CONSTRAINT "settlement_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bug_payments_payable_idx" ON "bug_payments" USING btree ("state","updated_at","bug_id") WHERE state in ('paying', 'paymentFailed', 'unpaid');--> statement-breakpoint
CREATE INDEX "bug_payments_reporter_idx" ON "bug_payments" USING btree ("reporter_id","state");--> statement-breakpoint
CREATE INDEX "bug_payments_payout_idx" ON "bug_payments" USING btree ("payout_id") WHERE "bug_payments"."payout_id" is not null;--> statement-breakpoint
CREATE INDEX "bug_payments_recover_idx" ON "bug_payments" USING btree ("reporter_id") WHERE advanced and advance_recovered_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_public_id_uq" ON "deposits" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_request_uq" ON "deposits" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "deposits_list_idx" ON "deposits" USING btree ("id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "deposits_company_idx" ON "deposits" USING btree ("company_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ledger_accounts_owner_idx" ON "ledger_accounts" USING btree ("owner_user_id","kind","currency");--> statement-breakpoint
CREATE INDEX "ledger_accounts_project_idx" ON "ledger_accounts" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ledger_entries_transfer_idx" ON "ledger_entries" USING btree ("transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_key_uq" ON "ledger_transfers" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_transfers_bug_idx" ON "ledger_transfers" USING btree ("bug_id") WHERE "ledger_transfers"."bug_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_transfers_payout_idx" ON "ledger_transfers" USING btree ("payout_id") WHERE "ledger_transfers"."payout_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_public_id_uq" ON "payouts" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_batch_hacker_uq" ON "payouts" USING btree ("batch_id","hacker_id","currency") WHERE retry_of is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_retry_uq" ON "payouts" USING btree ("retry_of") WHERE retry_of is not null;--> statement-breakpoint
CREATE INDEX "payouts_batch_idx" ON "payouts" USING btree ("batch_id","id");--> statement-breakpoint
CREATE INDEX "payouts_tax_month_idx" ON "payouts" USING btree ("hacker_id","currency","tax_month");--> statement-breakpoint
CREATE INDEX "payouts_hacker_paid_idx" ON "payouts" USING btree ("hacker_id","currency") WHERE state = 'paid';--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_runs_public_id_uq" ON "reconciliation_runs" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_runs_night_uq" ON "reconciliation_runs" USING btree ("night_of") WHERE "reconciliation_runs"."night_of" is not null;--> statement-breakpoint
CREATE INDEX "reconciliation_runs_list_idx" ON "reconciliation_runs" USING btree ("id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_batches_public_id_uq" ON "settlement_batches" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_batches_monthly_uq" ON "settlement_batches" USING btree ("period") WHERE kind = 'monthly';--> statement-breakpoint
CREATE INDEX "settlement_batches_list_idx" ON "settlement_batches" USING btree ("id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "projects_waiting_funds_idx" ON "projects" USING btree ("approved_at","id") WHERE state = 'audited' and funded_at is null;--> statement-breakpoint
-- hand-written:
-- The ledger is append-only: an entry, a transfer or a deposit is never changed or removed (a
-- correction is a new transfer). Row triggers refuse UPDATE and DELETE, statement triggers TRUNCATE.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % refused (a correction is a new transfer)', TG_OP, TG_TABLE_NAME;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_append_only BEFORE UPDATE OR DELETE ON ledger_transfers FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON ledger_transfers FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER deposits_append_only BEFORE UPDATE OR DELETE ON deposits FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER deposits_no_truncate BEFORE TRUNCATE ON deposits FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
-- Every transfer balances: its entries add up to zero and there are at least two of them,
-- checked when the transaction commits (deferred), so a transfer is written entry by entry.
CREATE FUNCTION ledger_check_transfer(subject bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
  n integer;
BEGIN
  SELECT coalesce(sum(amount_fen), 0), count(*) INTO total, n FROM ledger_entries WHERE transfer_id = subject;
  IF total <> 0 OR n < 2 THEN
    RAISE EXCEPTION 'ledger transfer % does not balance: % fen over % entries', subject, total, n;
  END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION ledger_entry_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_check_transfer(NEW.transfer_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION ledger_transfer_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_check_transfer(NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_entry_balanced();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_transfers_balanced AFTER INSERT ON ledger_transfers DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transfer_balanced();
--> statement-breakpoint
-- Projects approved before the ledger existed count as funded, and what is left of a running
-- bug bounty's pool becomes its opening balance (from the outside world), so its reports are paid.
UPDATE projects SET funded_at = approved_at WHERE approved_at IS NOT NULL;
--> statement-breakpoint
DO $$
DECLARE
  p record;
  external_id bigint;
  external_balance bigint;
  pool_id bigint;
  opening_id bigint;
BEGIN
  FOR p IN
    SELECT id, company_id, currency, reward_pool_fen - paid_fen AS left_fen FROM projects
    WHERE project_type = 'bugbounty' AND approved_at IS NOT NULL AND state <> 'stop' AND reward_pool_fen > paid_fen
    ORDER BY id
  LOOP
    INSERT INTO ledger_accounts (kind, currency, created_at) VALUES ('external', p.currency, now()) ON CONFLICT DO NOTHING;
    SELECT id INTO external_id FROM ledger_accounts WHERE kind = 'external' AND currency = p.currency AND owner_user_id IS NULL AND project_id IS NULL;
    INSERT INTO ledger_accounts (kind, currency, owner_user_id, project_id, balance_fen, created_at)
      VALUES ('projectPool', p.currency, p.company_id, p.id, p.left_fen, now()) RETURNING id INTO pool_id;
    UPDATE ledger_accounts SET balance_fen = balance_fen - p.left_fen WHERE id = external_id RETURNING balance_fen INTO external_balance;
    INSERT INTO ledger_transfers (idempotency_key, kind, currency, memo, project_id, created_at)
      VALUES ('opening:' || p.id, 'opening', p.currency, 'pool left when the ledger began', p.id, now()) RETURNING id INTO opening_id;
    INSERT INTO ledger_entries (transfer_id, account_id, amount_fen, balance_after_fen, created_at)
      VALUES (opening_id, pool_id, p.left_fen, p.left_fen, now()), (opening_id, external_id, -p.left_fen, external_balance, now());
  END LOOP;
END
$$;
