import type { EventSubscriber } from './platform/events/define-event';
import { deliverEventJob } from './platform/events/event-bus';
import type { AnyJobDefinition, RecurringJob } from './platform/jobs/define-job';
import { MINUTE } from './platform/clock';
import { purgeExpiredRowsJob } from './maintenance/purge-expired-rows';
import { sweepUnusedUploadsJob } from './maintenance/sweep-unused-uploads';
import { deliverNotificationJob } from './domains/notifications/deliver-notification';
import { broadcastNotificationJob } from './domains/notifications/broadcast-notification';
import { notificationSubscribers } from './domains/notifications/subscribers';
import { notifySmsBudgetExhausted } from './domains/identity/codes/notify-sms-budget-exhausted';
import { advanceProjectJob, sweepProjectLifecycleJob } from './domains/projects/advance-projects';
import { projectNotices } from './domains/projects/project-notices';
import { enrolmentSubscribers } from './domains/projects/enrolment/enrolment.subscribers';
import { bugNotices } from './domains/bugs/bug-notices';
import { closeAppealJob, sweepAppealWindowsJob } from './domains/bugs/appeal-window';
import { remindConfirmSlaJob } from './domains/bugs/bug-reminders';
import { bugMoveNotices, bugReminderNotices } from './domains/bugs/bug-moves-notices';
import { trustedAuthNotices } from './domains/trusted-auth/trusted-auth-notices';
import { accountNotices } from './domains/account/account-notices';
import { fundAfterDepositJob } from './domains/money/record-deposit';
import { payBountyOnPaying } from './domains/money/pay-bounty';
import { refundPoolOnStop } from './domains/money/refund-pool';
import { moneyNotices } from './domains/money/money-notices';
import { sendPayoutJob } from './domains/money/payouts/send-payout';
import { monthlySettlementJob } from './domains/money/payouts/run-settlement';
import { nightlyReconciliationJob } from './domains/money/reconciliation';

import { reputationSubscribers } from './domains/reputation/reputation.subscribers';
import { teamNotices } from './domains/teams/teams-notices';
import { achievementSubscribers } from './domains/achievements/achievement-subscribers';
import { awardDefinitionJob, recordMonthlyTopTenJob } from './domains/achievements/award-achievement-jobs';
import { decideYearRightsJob } from './domains/reputation/admin-rights-levels';

/** Every kind of background job this server runs (each domain adds its own here). */
export const jobDefinitions: AnyJobDefinition[] = [
  deliverEventJob,
  deliverNotificationJob,
  broadcastNotificationJob,
  advanceProjectJob as AnyJobDefinition,
  closeAppealJob as AnyJobDefinition,
  fundAfterDepositJob as AnyJobDefinition,
  sendPayoutJob as AnyJobDefinition,
  awardDefinitionJob as AnyJobDefinition,
];

/** Work that runs on a schedule, once per slot across all processes. */
export const recurringJobs: RecurringJob[] = [
  { job: purgeExpiredRowsJob, everySeconds: (10 * MINUTE) / 1000 },
  { job: sweepUnusedUploadsJob, everySeconds: (60 * MINUTE) / 1000 },
  // Project lifecycle moves (apply → doing → settlement → stop), caught up whenever due.
  { job: sweepProjectLifecycleJob, everySeconds: MINUTE / 1000 },
  // Reports' appeal windows closed at their deadline (the safety net under each report's own job).
  { job: sweepAppealWindowsJob, everySeconds: MINUTE / 1000 },
  // Reports overdue for confirmation remind the company, once a day each; hourly so downtime is caught up.
  { job: remindConfirmSlaJob, everySeconds: (60 * MINUTE) / 1000 },
  // The month's settlement batch on the 1st (China time); hourly, so downtime is caught up and an interrupted batch carried on.
  { job: monthlySettlementJob, everySeconds: (60 * MINUTE) / 1000 },
  // The whole ledger checked once a night (from 03:00 China time); a mismatch alerts finance staff.
  { job: nightlyReconciliationJob, everySeconds: (60 * MINUTE) / 1000 },
  // This year's rights levels, decided from last year's points once the year (China time) has begun.
  { job: decideYearRightsJob, everySeconds: (60 * MINUTE) / 1000 },
  // Who finished last month in the monthly top 10 (an achievement's fact), recorded once the month is over.
  { job: recordMonthlyTopTenJob, everySeconds: (60 * MINUTE) / 1000 },
];

/** Who reacts to which domain event. */
export const eventSubscribers: EventSubscriber[] = [
  ...notificationSubscribers,
  notifySmsBudgetExhausted as EventSubscriber,
  projectNotices as EventSubscriber,
  ...(enrolmentSubscribers as EventSubscriber[]),
  ...(bugNotices as EventSubscriber[]),
  bugMoveNotices as EventSubscriber,
  bugReminderNotices as EventSubscriber,
  ...(trustedAuthNotices as EventSubscriber[]),
  ...(accountNotices as EventSubscriber[]),
  // Money (issue 10): pay a report entering paying, refund a stopped project's pool, tell people.
  payBountyOnPaying as EventSubscriber,
  refundPoolOnStop as EventSubscriber,
  ...(moneyNotices as EventSubscriber[]),
  ...(reputationSubscribers as EventSubscriber[]),
  ...(teamNotices as EventSubscriber[]),
  ...(achievementSubscribers as EventSubscriber[]),
];
