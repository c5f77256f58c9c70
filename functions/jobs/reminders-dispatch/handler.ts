import { run } from '../../domain/signups/dispatcher';

/** The dispatcher Lambda, fired every 5 minutes by EventBridge (infra/stacks/reminders-stack.ts). */
export const handler = async (): Promise<void> => {
  await run(new Date());
};
