// The serving process's notification tasks: every minute the reminders of booked lives about to start, every hour the
// sweep of notifications older than 180 days. Safe with several processes (reminders are idempotent by their dedupe
// key, the sweep is a plain delete).
import { startPeriodicTask, type PeriodicTask } from "~/lib/periodic-task";
import { remindBookedLives } from "./live-bookings.server";
import { sweepOldNotifications } from "./notifications.server";

export function startNotificationJobs(reminderMs = 60_000, sweepMs = 3_600_000): PeriodicTask {
  const reminders = startPeriodicTask("live-reminder", reminderMs, async () => {
    const stored = await remindBookedLives();
    return stored > 0 ? `${stored} live reminder(s)` : null;
  });
  const sweep = startPeriodicTask("notification-sweep", sweepMs, async () => {
    const deleted = await sweepOldNotifications();
    return deleted > 0 ? `deleted ${deleted} notification(s) older than 180 days` : null;
  });
  return {
    runNow: async () => {
      await Promise.all([reminders.runNow(), sweep.runNow()]);
    },
    stop: async () => {
      await Promise.all([reminders.stop(), sweep.stop()]);
    },
  };
}
