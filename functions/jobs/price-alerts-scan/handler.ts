import { run } from '../../domain/price-alerts/scan';

/** The EventBridge rule's target (infra/stacks/messaging-stack.ts): one scan per day. */
export const handler = async (): Promise<{ checked: number; alerted: number; failed: number }> => run(new Date());
