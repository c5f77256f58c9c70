import type { LocalService } from '../service-registry';
import { run } from '../../domain/signups/dispatcher';

/** `npm start`: the reminder dispatcher every minute, as EventBridge runs it in AWS. Off in tests (REMINDERS_TIMER=off). */
export const remindersSchedulerService: LocalService = {
  name: 'reminders-scheduler',
  async start() {
    if (process.env.REMINDERS_TIMER === 'off') return { close: async () => undefined };
    const timer = setInterval(() => void run(new Date()).catch((err: Error) => console.error('[reminders] dispatch failed:', err.name)), 60_000);
    timer.unref();
    return { close: async () => clearInterval(timer) };
  },
};
